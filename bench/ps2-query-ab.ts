// A paired speed comparison of the PS2 mesh queries of the peer benchmarks (bench/peers/engines.ts's
// Ps2Engine: the sphere overlap r 1 and the sphere sweep r 0.5 by 0.2 m over the undulating floors of
// bench/peers/floor.ts) between an earlier revision and this checkout, for speed work on a shared
// machine whose load makes two separate runs incomparable. Both versions are bundled with esbuild
// (the earlier one from `git archive` into a scratch folder) and loaded into one process; they take
// turns (A then B, B then A) on the same chunk of work under the same load. Before timing, every
// query's full answer (the return value and every contact written: normal, fraction or depth,
// triangle, point, flags, start distance) is digested on both sides and must be the same, and each
// timed chunk's return values must agree too (else the run fails). Reports each side's rate over
// all chunks (CPU time) and the median of the per-chunk ratios. Bench code, not engine code.
// Run: npx tsx bench/ps2-query-ab.ts [revision (default HEAD)] [overlap|sweep] [quads per side (default 100; 274 for 150k)] [chunks (default 10)]
import { build as esbuild } from "esbuild";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const self = fileURLToPath(import.meta.url);
const root = join(dirname(self), "..");
const cache = join(root, "node_modules", ".cache", "lockstep-bench", "ps2-query-ab");

/** The module a side runs: its own engine over the floor, timed on CPU time. */
const entry = (dir: string) => `
import { makeFloor, makeQueries } from ${JSON.stringify(join(dir, "bench", "peers", "floor.js"))};
import { Ps2Engine } from ${JSON.stringify(join(dir, "bench", "peers", "engines.js"))};
const cpu = () => { const t = process.cpuUsage(); return (t.user + t.system) / 1e6; };
const f64 = new Float64Array(1), u32 = new Uint32Array(f64.buffer);
const mix = (h, x) => { f64[0] = x; h = Math.imul(h ^ u32[0], 0x01000193); return Math.imul(h ^ u32[1], 0x01000193); };
export function make(n) {
  const fl = makeFloor(n), q = makeQueries(n, 10000, 12 + n);
  const e = new Ps2Engine();
  e.build(fl);
  return { q, e };
}
/** every query's whole answer, digested (not timed) */
export function answers(s, mode) {
  const { q, e } = s, list = e["list"], col = e.w.mesh.collector;
  let h = 0x811c9dc5, contacts = 0;
  for (let i = 0; i < q.count; i++) {
    const r = mode === "sweep" ? e.sweep(q, i) : e.overlap(q, i);
    h = mix(h, r);
    // the overlap returns 1, not the count: it wrote min(count, 50) contacts; the sweep writes fewer
    // after its cap and plane option, but its first contact's fraction is what it returns
    const k = mode === "sweep" ? (r < 0 ? 0 : Math.min(col.count, 50)) : r === 0 ? 0 : Math.min(col.count, 50);
    h = mix(h, k);
    for (let j = 0; j < k; j++) {
      const o = list.pool[j];
      h = mix(mix(mix(mix(h, o.normal.x), o.normal.y), o.normal.z), o.normal.w);
      h = mix(mix(mix(h, o.fraction), o.triangle), o.flags);
      if (mode === "sweep") h = mix(mix(mix(mix(mix(h, o.point.x), o.point.y), o.point.z), o.point.w), o.start_distance);
    }
    contacts += k;
  }
  return h + " over " + contacts + " contacts";
}
/** runs the work of one chunk; returns [CPU seconds, operations, a digest of what it gave] */
export function run(s, mode, reps) {
  const { q, e } = s;
  let h = 0;
  const t0 = cpu();
  for (let r = 0; r < reps; r++) {
    if (mode === "sweep") for (let i = 0; i < q.count; i++) h = (Math.imul(h, 31) + Math.round(e.sweep(q, i) * 1e9)) | 0;
    else for (let i = 0; i < q.count; i++) h = (Math.imul(h, 31) + e.overlap(q, i)) | 0;
  }
  return [cpu() - t0, reps * q.count, String(h)];
}
`;

async function bundle(dir: string, out: string): Promise<void> {
  const src = join(dir, ".ps2-query-ab-entry.mjs");
  writeFileSync(src, entry(dir));
  await esbuild({ entryPoints: [src], bundle: true, platform: "node", format: "esm", target: "node20", outfile: out, logLevel: "warning" });
  rmSync(src);
}

interface Side {
  make(n: number): unknown;
  answers(s: unknown, mode: string): string;
  run(s: unknown, mode: string, reps: number): [number, number, string];
}

const args = process.argv.slice(2);
if (args[0] === "--child") {
  const [, a, b, mode, n, chunks] = args;
  const A = (await import(pathToFileURL(a).href)) as Side, B = (await import(pathToFileURL(b).href)) as Side;
  const sa = A.make(Number(n)), sb = B.make(Number(n));
  const da = A.answers(sa, mode), db = B.answers(sb, mode);
  if (da !== db) {
    console.error(`  DIFFERENT answers: A ${da}, B ${db}`);
    process.exit(1);
  }
  // a chunk of about 0.3-0.5 s: passes over the 10,000 queries
  const reps = mode === "sweep" ? 2 : 5;
  A.run(sa, mode, reps);
  B.run(sb, mode, reps);
  const ta: number[] = [], tb: number[] = [], ratio: number[] = [];
  let ops = 0;
  for (let k = 0; k < Number(chunks); k++) {
    const first = k % 2 === 0 ? [A, sa] : [B, sb], second = k % 2 === 0 ? [B, sb] : [A, sa];
    const r1 = (first[0] as Side).run(first[1], mode, reps), r2 = (second[0] as Side).run(second[1], mode, reps);
    const [ra, rb] = k % 2 === 0 ? [r1, r2] : [r2, r1];
    if (ra[2] !== rb[2]) {
      console.error(`  DIFFERENT results in chunk ${k}: A ${ra[2]}, B ${rb[2]}`);
      process.exit(1);
    }
    ta.push(ra[0]); tb.push(rb[0]); ratio.push(ra[0] / rb[0]);
    ops += ra[1];
  }
  const sum = (v: number[]) => v.reduce((p, q) => p + q, 0);
  const sorted = [...ratio].sort((p, q) => p - q);
  const rate = (t: number[]) => (ops / sum(t)).toFixed(0);
  console.log(`  ${mode}, ${n}×${n} quads (${2 * Number(n) ** 2} triangles), ${chunks} chunks: A ${rate(ta)} queries/s, B ${rate(tb)} queries/s (CPU time; same answers: ${da}); B/A: ${(sum(ta) / sum(tb)).toFixed(3)} over all chunks, median chunk ${sorted[sorted.length >> 1].toFixed(3)} (from ${sorted[0].toFixed(2)} to ${sorted[sorted.length - 1].toFixed(2)})`);
} else {
  const rev = args[0] ?? "HEAD";
  const mode = args[1] ?? "overlap";
  const n = args[2] ?? "100";
  const chunks = args[3] ?? "10";
  const sha = execFileSync("git", ["rev-parse", "--short", rev], { cwd: root, encoding: "utf8" }).trim();
  const old = join(cache, sha);
  rmSync(old, { recursive: true, force: true });
  mkdirSync(old, { recursive: true });
  // the earlier revision's sources (the peer engines need runtime/, generated/ and bench/peers/)
  const tar = execFileSync("git", ["archive", sha, "runtime", "generated", "bench/peers", "src"], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", old], { input: tar });
  const a = join(cache, `a-${sha}.mjs`), b = join(cache, "b-worktree.mjs");
  await bundle(old, a);
  await bundle(root, b);
  console.log(`PS2 mesh queries, A = ${sha}, B = this checkout; ${process.version}, load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} on a shared machine`);
  const r = spawnSync(process.execPath, [self.endsWith(".ts") ? "--import=tsx" : "", self, "--child", a, b, mode, n, chunks].filter(Boolean), { stdio: "inherit", cwd: root });
  process.exit(r.status ?? 1);
}
