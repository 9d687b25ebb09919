// Benchmarks of the IVP collision timeline (issue 13; figures reported, never asserted): the
// collision side per PSI on kinematic cores, for one ball rolling on a 20,000-triangle floor and for
// 50 balls on it (half rolling, half falling onto it and coming to rest). Reports PSI/s, events per
// PSI, live mindists, minimize calls and watcher checks per PSI, and the time per phase of
// simulate_psi (integration with the hull update, HULL, SHORT, CRITIC) and of the mindist events
// between PSIs, from a sampling CPU profile (each sample goes to the outermost phase on its stack).
// Solvers: `stand-in` = the analytic plane stand-ins of spec/ivp/mindist/tests/fakes.spec;
// `minimize` = the real minimize solver (recalc_mindist) with the linear event stand-in; `real` =
// both real solvers (spec/ivp/mindist/solvers.spec).
//
// How it times: the file bundles itself with esbuild and runs in plain node (a TypeScript loader's
// export getters distort the profile, as for the peer benchmarks). Each scene is built, warmed up
// for one second (66 PSIs) and snapshotted; then each repetition restores that snapshot and runs
// the same PSIs again (every repetition must end in the same state hash, or the run stops). The
// first repetition is the cold figure (the JIT still compiling; what this benchmark reported before
// it repeated), the median of the others the warm one. Times are process CPU time (user + system),
// because the machine is shared and wall time swings with the other load.
// Run: npx tsx bench/ivp-timeline.ts [stand-in|minimize|real ...] [--reps N] [--no-profile]
import { build as esbuild } from "esbuild";
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Session } from "node:inspector/promises";
import { Memory } from "../runtime/memory.js";
import { Prng } from "../runtime/prng.js";
import { StateHasher } from "../runtime/hash.js";
import { SnapshotReader, SnapshotWriter } from "../runtime/snapshot.js";
import { Vec3 } from "../runtime/vec.js";
import { FakeWorld, FloorSolvers, MinimizeLinearSolvers, fake_ball, fake_world_faces, hash_FakeWorld, restore_FakeWorld, snapshot_FakeWorld } from "../conformance/generated/ivp/mindist/support/fakes.generated.js";
import { ivp_env_enable_collision, ivp_env_script_segment, ivp_env_simulate_until } from "../generated/ivp/mindist/timeline.generated.js";
import { IvpSolvers } from "../generated/ivp/mindist/solvers.generated.js";
import type { MindistSolvers } from "../generated/ivp/mindist/env.generated.js";

const self = fileURLToPath(import.meta.url);
if (self.endsWith(".ts")) {
  const out = join(dirname(self), "..", "node_modules", ".cache", "lockstep-bench", "ivp-timeline.mjs");
  await esbuild({ entryPoints: [self], bundle: true, platform: "node", format: "esm", target: "node20", outfile: out, logLevel: "warning", external: ["esbuild"] });
  const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}

const f = Math.fround;
const G = 9.81;
const REST_Z = 0.505;
const DPSI = 1 / 66;
const argv = process.argv.slice(2);
const repsArg = argv.indexOf("--reps");
const REPS = repsArg >= 0 ? Number(argv[repsArg + 1]) : 0;
const PROFILE = !argv.includes("--no-profile");

// a flat 100 × 100 floor of 2 × 1 m quads in z = 0: 20,000 triangles (one pancake ledge each)
const N = 100;
const verts: Vec3[] = [];
for (let j = 0; j <= N; j++) for (let i = 0; i <= N; i++) { const v = new Vec3(); v.x = f(i * 2); v.y = f(j); v.z = 0; verts.push(v); }
const faces: number[] = [];
for (let j = 0; j < N; j++) for (let i = 0; i < N; i++) {
  const a = j * (N + 1) + i, b = a + 1, c = a + N + 1, d = c + 1;
  faces.push(a, b, c, b, d, c);
}

function solversFor(kind: string): MindistSolvers {
  if (kind === "minimize") {
    const s = new MinimizeLinearSolvers();
    s.linear.floor_z = 0;
    return s;
  }
  if (kind === "real") return new IvpSolvers();
  const s = new FloorSolvers();
  s.floor_z = 0;
  return s;
}

function build(mem: Memory, s: MindistSolvers, balls: number): FakeWorld {
  const w = new FakeWorld();
  const t0 = performance.now();
  fake_world_faces(mem, w, s, verts, faces);
  w.contacts.stop_on_impact = true;
  ivp_env_enable_collision(mem, w.env, w.floor!);
  const rng = new Prng(50);
  for (let i = 0; i < balls; i++) {
    const x = 20 + rng.range(0, 160), y = 20 + rng.range(0, 60);
    const roll = balls === 1 || i % 2 === 1;
    if (roll) {
      const b = fake_ball(w, x, y, REST_Z, 0.5, 3, rng.range(-0.5, 0.5), 0, 0, 0, 0);
      ivp_env_enable_collision(mem, w.env, b);
    } else {
      const z = rng.range(1, 4);
      const b = fake_ball(w, x, y, z, 0.5, 0, 0, 0, 0, 0, -G);
      const te = Math.sqrt((2 * (z - 0.51)) / G) + 0.002;
      ivp_env_script_segment(w.env, b.core!, te, x, y, REST_Z, 2, 0, 0, 0, 0, 0);
      ivp_env_enable_collision(mem, w.env, b);
    }
  }
  console.log(`  set-up (floor of ${faces.length / 3} triangles compiled, ${balls} ball(s)): ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  return w;
}

const PHASES: [string, string][] = [
  ["psi_integrate_cores", "integration + hull update"],
  ["hull_phase", "HULL (hull listeners: rechecks, watcher checks, hull_limit_exceeded)"],
  ["psi_short_phase", "SHORT (recalc every EXACT mindist)"],
  ["psi_critic_phase", "CRITIC (predict every EXACT mindist)"],
  ["mindist_simulate_time_event", "mindist events between PSIs"],
];

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

async function scene(label: string, balls: number, psis: number, reps: number, kind: string) {
  console.log(`${label}`);
  const mem = new Memory(1 << 27);
  const solvers = solversFor(kind);
  const w = build(mem, solvers, balls);
  const env = w.env;
  const step = (n: number) => {
    const start = env.psi_count;
    let t = env.tm.current_time;
    while (env.psi_count < start + n) { t += DPSI; ivp_env_simulate_until(mem, env, t); }
  };
  step(66); // warm up one second
  const wr = new SnapshotWriter([solvers]);
  snapshot_FakeWorld(w, wr);
  const snap = wr.finish();
  if (wr.unresolved !== 0) throw new Error("the scene's snapshot has unresolved references");
  const restore = () => { const rd = new SnapshotReader(snap, [solvers]); restore_FakeWorld(w, rd); rd.finish(); };
  const hash = () => { const h = new StateHasher([solvers]); hash_FakeWorld(w, h); return h.hex(); };
  const e0 = env.events_fired, p0 = env.psi_count, w0 = env.watcher_checks, i0 = env.impacts;
  const times: number[] = [];
  let endHash = "", live = 0, samples = 0;
  for (let r = 0; r < reps; r++) {
    restore();
    const c0 = cpu();
    for (let k = 0; k < psis; k += 66) {
      step(66);
      if (r === 0) { live += env.live_mindists; samples++; }
    }
    times.push(cpu() - c0);
    const h = hash();
    if (r === 0) endHash = h;
    else if (h !== endHash) throw new Error(`repetition ${r} ended in state ${h}, the first in ${endHash}: the scene is not reproducible`);
  }
  const n = env.psi_count - p0;
  const warm = median(times.slice(1));
  console.log(`  ${n} PSIs per repetition; events/PSI ${((env.events_fired - e0) / n).toFixed(3)}; impacts ${env.impacts - i0}; live mindists (mean) ${(live / samples).toFixed(1)}; watcher checks/PSI ${((env.watcher_checks - w0) / n).toFixed(3)}; end state ${endHash}, the same in all ${reps} repetitions`);
  console.log(`  cold (first repetition): ${(n / times[0]).toFixed(0)} PSI/s; warm (median of ${reps - 1}): ${(n / warm).toFixed(0)} PSI/s (${(1e6 * warm / n).toFixed(2)} µs per PSI; best ${(n / Math.min(...times.slice(1))).toFixed(0)}, worst ${(n / Math.max(...times.slice(1))).toFixed(0)} PSI/s)`);
  if (!PROFILE) return;
  // time per phase from a CPU profile of further warm repetitions
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 50 });
  await session.post("Profiler.start");
  for (let r = 0; r < Math.max(1, reps >> 1); r++) { restore(); step(psis); }
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();
  const parent = new Map<number, number>();
  const byId = new Map<number, { callFrame: { functionName: string } }>();
  for (const node of profile.nodes) { byId.set(node.id, node); for (const c of node.children ?? []) parent.set(c, node.id); }
  const counts = new Map<string, number>();
  const selfTime = new Map<string, number>();
  let total = 0;
  for (const id of profile.samples ?? []) {
    let cur: number | undefined = id, phase = "other (event loop, PSI bookkeeping, snapshot restore)";
    while (cur !== undefined) {
      const name = byId.get(cur)!.callFrame.functionName;
      const hit = PHASES.find((p) => p[0] === name);
      if (hit) phase = hit[1];
      cur = parent.get(cur);
    }
    const top = byId.get(id)!.callFrame.functionName;
    if (top === "(idle)" || top === "(program)" || top === "(garbage collector)") { if (top === "(garbage collector)") phase = "garbage collector"; else continue; }
    counts.set(phase, (counts.get(phase) ?? 0) + 1);
    selfTime.set(top, (selfTime.get(top) ?? 0) + 1);
    total++;
  }
  for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`    ${(100 * v / total).toFixed(1).padStart(5)} %  ${k}`);
  console.log(`    self time, top 12: ${[...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${(100 * v / total).toFixed(1)} %`).join(", ")}`);
}

const kinds = argv.filter((a, i) => !a.startsWith("-") && argv[i - 1] !== "--reps");
for (const kind of kinds.length ? kinds : ["real"]) {
  console.log(`IVP collision timeline on kinematic cores (solvers: ${kind}), ${process.version}, load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} on a ${(await import("node:os")).cpus().length}-core machine`);
  await scene("one ball rolling at 3 m/s on the 20,000-triangle floor", 1, 66 * 30, REPS || 41, kind);
  await scene("50 balls on the 20,000-triangle floor (25 rolling, 25 falling to rest)", 50, 66 * 10, REPS || 9, kind);
}
