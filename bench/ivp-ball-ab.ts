// A paired speed comparison of the Ballance ball scene (conformance/support/ball-scene.ts) between an
// earlier revision and this checkout, for speed work on a shared machine whose load makes two
// separate runs incomparable (CPU time per run swings by ±30 % here). Both versions are bundled
// with esbuild (the earlier one from `git archive` into a scratch folder) and loaded into one
// process; each builds its scene and warms up for 66 PSIs, then they take turns (A then B, B then A)
// running the same chunk of PSIs, so chunk k is the same simulation in both (the speed work keeps
// every bit, which bench/ivp-dynamics-hashes.ts guards) under the same load. Reports each side's
// PSI/s over all chunks (CPU time) and the median of the per-chunk ratios. With --cold the sides
// run in fresh processes instead (A, B, B, A, ...; each builds a scene and runs it for the given
// PSIs from a cold start, JIT warm-up included, then builds a second scene and runs it as long):
// the speed a fresh process sees, which changes in what V8 learns first (field representations,
// D-PERF-9) move more than the warmed chunks. Bench code, not engine code.
// Run: npx tsx bench/ivp-ball-ab.ts [--cold] [revision (default HEAD)] [balls] [psis per chunk | per run] [chunks | process pairs]
import { build as esbuild } from "esbuild";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const self = fileURLToPath(import.meta.url);
const root = join(dirname(self), "..");
const cache = join(root, "node_modules", ".cache", "lockstep-bench", "ball-ab");

/** The scene module a side runs: its own build of the ball scene, timed on CPU time. */
const entry = (dir: string) => `
import { makeBallScene, stepBallScene } from ${JSON.stringify(join(dir, "conformance", "support", "ball-scene.js"))};
export function fresh(n) { return makeBallScene(n); }
export function make(n) { const sc = makeBallScene(n); for (let i = 0; i < 66; i++) stepBallScene(sc); return sc; }
export function run(sc, psis) {
  const t0 = process.cpuUsage();
  for (let i = 0; i < psis; i++) stepBallScene(sc);
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1e6;
}
`;

async function bundle(dir: string, out: string): Promise<void> {
  const src = join(dir, ".ball-ab-entry.mjs");
  writeFileSync(src, entry(dir));
  await esbuild({ entryPoints: [src], bundle: true, platform: "node", format: "esm", target: "node20", outfile: out, logLevel: "warning" });
  rmSync(src);
}

interface Side {
  make(n: number): unknown;
  run(sc: unknown, psis: number): number;
}

const cold = process.argv.includes("--cold");
const args = process.argv.slice(2).filter((a) => a !== "--cold");
const median = (v: number[]) => [...v].sort((p, q) => p - q)[v.length >> 1];
if (args[0] === "--cold-child") {
  // one side in a fresh process: a first scene from a cold start, then a second one
  const [, a, n, psis] = args;
  const A = (await import(pathToFileURL(a).href)) as Side & { fresh(n: number): unknown };
  const t: number[] = [];
  for (let r = 0; r < 2; r++) t.push(A.run(A.fresh(Number(n)), Number(psis)));
  console.log(JSON.stringify(t.map((x) => Number(psis) / x)));
} else if (args[0] === "--child") {
  const [, a, b, n, psis, chunks] = args;
  const A = (await import(pathToFileURL(a).href)) as Side, B = (await import(pathToFileURL(b).href)) as Side;
  const sa = A.make(Number(n)), sb = B.make(Number(n));
  const ta: number[] = [], tb: number[] = [], ratio: number[] = [];
  for (let k = 0; k < Number(chunks); k++) {
    let x = 0, y = 0;
    if (k % 2 === 0) { x = A.run(sa, Number(psis)); y = B.run(sb, Number(psis)); } else { y = B.run(sb, Number(psis)); x = A.run(sa, Number(psis)); }
    ta.push(x); tb.push(y); ratio.push(x / y);
  }
  const sum = (v: number[]) => v.reduce((p, q) => p + q, 0);
  const sorted = [...ratio].sort((p, q) => p - q);
  const total = Number(psis) * Number(chunks);
  console.log(`  ${n} ball(s), ${chunks} chunks of ${psis} PSIs: A ${(total / sum(ta)).toFixed(0)} PSI/s, B ${(total / sum(tb)).toFixed(0)} PSI/s (CPU time); B/A: ${(sum(ta) / sum(tb)).toFixed(3)} over all chunks, median chunk ${sorted[sorted.length >> 1].toFixed(3)} (from ${sorted[0].toFixed(2)} to ${sorted[sorted.length - 1].toFixed(2)})`);
} else {
  const rev = args[0] ?? "HEAD";
  const balls = args[1] ? [Number(args[1])] : [1, 50];
  const sha = execFileSync("git", ["rev-parse", "--short", rev], { cwd: root, encoding: "utf8" }).trim();
  const old = join(cache, sha);
  rmSync(old, { recursive: true, force: true });
  mkdirSync(old, { recursive: true });
  // the earlier revision's sources (the ball scene needs runtime/, generated/ and conformance/support/)
  const tar = execFileSync("git", ["archive", sha, "runtime", "generated", "conformance/support"], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", old], { input: tar });
  const a = join(cache, `a-${sha}.mjs`), b = join(cache, "b-worktree.mjs");
  await bundle(old, a);
  await bundle(root, b);
  console.log(`Ball scene, A = ${sha}, B = this checkout${cold ? ", fresh processes" : ""}; ${process.version}, load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} on a shared machine`);
  for (const n of balls) {
    if (cold) {
      const psis = args[2] ?? (n === 1 ? "6600" : "2000");
      const pairs = Number(args[3] ?? "5");
      const runs: Record<"A" | "B", number[][]> = { A: [], B: [] };
      for (let k = 0; k < 2 * pairs; k++) {
        const side = k % 4 === 0 || k % 4 === 3 ? "A" : "B";
        const r = spawnSync(process.execPath, [self.endsWith(".ts") ? "--import=tsx" : "", self, "--cold-child", side === "A" ? a : b, String(n), psis].filter(Boolean), { cwd: root, encoding: "utf8" });
        if (r.status !== 0) { process.stderr.write(r.stderr); process.exit(r.status ?? 1); }
        runs[side].push(JSON.parse(r.stdout.trim().split("\n").pop()!) as number[]);
      }
      const col = (side: "A" | "B", i: number) => median(runs[side].map((x) => x[i]));
      for (const [i, what] of [[0, "first scene (cold)"], [1, "second scene"]] as const)
        console.log(`  ${n} ball(s), ${psis} PSIs, ${what}, median of ${pairs} processes each: A ${col("A", i).toFixed(0)} PSI/s, B ${col("B", i).toFixed(0)} PSI/s (CPU time); B/A ${(col("B", i) / col("A", i)).toFixed(3)}`);
      continue;
    }
    const psis = args[2] ?? (n === 1 ? "1500" : "60");
    const chunks = args[3] ?? "10";
    const r = spawnSync(process.execPath, [self.endsWith(".ts") ? "--import=tsx" : "", self, "--child", a, b, String(n), psis, chunks].filter(Boolean), { stdio: "inherit", cwd: root });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
