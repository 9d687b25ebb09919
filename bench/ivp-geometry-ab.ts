// A paired speed comparison of the IVP geometry of the peer benchmarks (bench/peers/engines.ts's
// IvpEngine: the surface build, the ray cast and the sphere query over the undulating floors of
// bench/peers/floor.ts) between an earlier revision and this checkout, for speed work on a shared
// machine whose load makes two separate runs incomparable. Both versions are bundled with esbuild
// (the earlier one from `git archive` into a scratch folder) and loaded into one process; they take
// turns (A then B, B then A) on the same chunk of work under the same load. Builds must give the
// same surface bytes and queries the same answers in both (checked, else the run fails). Reports
// each side's rate over all chunks (CPU time) and the median of the per-chunk ratios.
// Bench code, not engine code.
// The facade modes (facade-build, facade-ray, facade-sphere) time the public createIvpGeometry
// over the same floor (one mesh; split into surfaces by its own rule) and its castRay/querySphere.
// Run: npx tsx bench/ivp-geometry-ab.ts [revision (default HEAD)] [build|ray|sphere|facade-build|facade-ray|facade-sphere] [quads per side (default 100)] [chunks]
import { build as esbuild } from "esbuild";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const self = fileURLToPath(import.meta.url);
const root = join(dirname(self), "..");
const cache = join(root, "node_modules", ".cache", "lockstep-bench", "geometry-ab");

/** The module a side runs: its own engine over the floor, timed on CPU time. */
const entry = (dir: string) => `
import { makeFloor, makeQueries, overlapCentre } from ${JSON.stringify(join(dir, "bench", "peers", "floor.js"))};
import { IvpEngine } from ${JSON.stringify(join(dir, "bench", "peers", "engines.js"))};
import { fnv1a } from ${JSON.stringify(join(dir, "bench", "peers", "hash.js"))};
import { createIvpGeometry } from ${JSON.stringify(join(dir, "src", "ivp", "geometry.js"))};
import { vec3 } from ${JSON.stringify(join(dir, "src", "math.js"))};
const cpu = () => { const t = process.cpuUsage(); return (t.user + t.system) / 1e6; };
export function make(n, mode) {
  const fl = makeFloor(n), q = makeQueries(n, 10000, 12 + n);
  if (mode.startsWith("facade")) {
    const mesh = { vertices: fl.vertices, triangles: fl.indices };
    return { fl, q, mesh, g: createIvpGeometry({ meshes: [mesh] }) };
  }
  const e = new IvpEngine();
  e.build(fl);
  return { fl, q, e };
}
function facade(s, mode, reps) {
  let h = 0, ops = 0;
  const t0 = cpu();
  if (mode === "facade-build") {
    for (let r = 0; r < reps; r++) s.g = createIvpGeometry({ meshes: [s.mesh] });
    ops = reps;
  } else {
    const q = s.q, g = s.g;
    for (let r = 0; r < reps; r++) {
      for (let i = 0; i < q.count; i++) {
        const x = q.x[i], y = q.y[i];
        if (mode === "facade-ray") {
          const hit = g.castRay(vec3(x, y, 20), vec3(x, y, -10));
          h = (Math.imul(h, 31) + (hit === null ? -1 : Math.round(hit.distance * 1e9) + hit.face)) | 0;
        } else {
          const c = overlapCentre(q, i);
          const found = g.querySphere(vec3(c[0], c[1], c[2]), 1);
          h = (Math.imul(h, 31) + found.length + (found.length > 0 ? found[0].face : 0)) | 0;
        }
      }
    }
    ops = reps * q.count;
  }
  const t = cpu() - t0;
  if (mode === "facade-build") {
    const parts = [];
    for (const cs of s.g.surfaceAddresses) parts.push(s.g.memory.u8.subarray(cs, cs + (s.g.memory.u32[(cs + 0x1c) >> 2] >>> 8)));
    return [t, ops, fnv1a(parts)];
  }
  return [t, ops, String(h)];
}
/** runs the work of one chunk; returns [CPU seconds, operations, a digest of what it gave] */
export function run(s, mode, reps) {
  if (mode.startsWith("facade")) return facade(s, mode, reps);
  const { fl, q, e } = s;
  let h = 0, ops = 0;
  const t0 = cpu();
  if (mode === "build") {
    for (let r = 0; r < reps; r++) e.build(fl);
    ops = reps;
  } else {
    for (let r = 0; r < reps; r++) {
      for (let i = 0; i < q.count; i++) h = (Math.imul(h, 31) + (mode === "ray" ? Math.round(e.ray(q, i) * 1e9) : e.sphereQuery(q, i))) | 0;
    }
    ops = reps * q.count;
  }
  const t = cpu() - t0;
  if (mode === "build") {
    const parts = [];
    for (const cs of e.surfaces) parts.push(e.mem.u8.subarray(cs, cs + (e.mem.u32[(cs + 0x1c) >> 2] >>> 8)));
    return [t, ops, fnv1a(parts)];
  }
  return [t, ops, String(h)];
}
`;

async function bundle(dir: string, out: string): Promise<void> {
  const src = join(dir, ".geometry-ab-entry.mjs");
  writeFileSync(src, entry(dir));
  await esbuild({ entryPoints: [src], bundle: true, platform: "node", format: "esm", target: "node20", outfile: out, logLevel: "warning" });
  rmSync(src);
}

interface Side {
  make(n: number, mode: string): unknown;
  run(s: unknown, mode: string, reps: number): [number, number, string];
}

const args = process.argv.slice(2);
if (args[0] === "--child") {
  const [, a, b, mode, n, chunks] = args;
  const A = (await import(pathToFileURL(a).href)) as Side, B = (await import(pathToFileURL(b).href)) as Side;
  const sa = A.make(Number(n), mode), sb = B.make(Number(n), mode);
  // a chunk of about 0.3-0.5 s: builds by the floor's size, queries as passes over the 10,000
  const reps = mode.endsWith("build") ? Math.max(2, Math.round(12 * (100 / Number(n)) ** 2)) : 5;
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
  const unit = mode.endsWith("build") ? "builds/s" : "queries/s";
  const rate = (t: number[]) => { const x = ops / sum(t); return x >= 100 ? x.toFixed(0) : x.toFixed(2); };
  console.log(`  ${mode}, ${n}×${n} quads, ${chunks} chunks: A ${rate(ta)} ${unit}, B ${rate(tb)} ${unit} (CPU time; same results); B/A: ${(sum(ta) / sum(tb)).toFixed(3)} over all chunks, median chunk ${sorted[sorted.length >> 1].toFixed(3)} (from ${sorted[0].toFixed(2)} to ${sorted[sorted.length - 1].toFixed(2)})`);
} else {
  const rev = args[0] ?? "HEAD";
  const mode = args[1] ?? "build";
  const n = args[2] ?? "100";
  const chunks = args[3] ?? "10";
  const sha = execFileSync("git", ["rev-parse", "--short", rev], { cwd: root, encoding: "utf8" }).trim();
  const old = join(cache, sha);
  rmSync(old, { recursive: true, force: true });
  mkdirSync(old, { recursive: true });
  // the earlier revision's sources (the peer engines need runtime/, generated/ and bench/peers/; the facade src/)
  const tar = execFileSync("git", ["archive", sha, "runtime", "generated", "bench/peers", "src"], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", old], { input: tar });
  const a = join(cache, `a-${sha}.mjs`), b = join(cache, "b-worktree.mjs");
  await bundle(old, a);
  await bundle(root, b);
  console.log(`IVP geometry, A = ${sha}, B = this checkout; ${process.version}, load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} on a shared machine`);
  const r = spawnSync(process.execPath, [self.endsWith(".ts") ? "--import=tsx" : "", self, "--child", a, b, mode, n, chunks].filter(Boolean), { stdio: "inherit", cwd: root });
  process.exit(r.status ?? 1);
}
