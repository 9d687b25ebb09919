// Benchmarks of the IVP collision timeline (issue 13; figures reported, never asserted): the
// collision side per PSI on kinematic cores, for one ball rolling on a 20,000-triangle floor and for
// 50 balls on it (half rolling, half falling onto it and coming to rest). Reports PSI/s, events per
// PSI, live mindists, minimize calls and watcher checks per PSI, and the time per phase of
// simulate_psi (integration with the hull update, HULL, SHORT, CRITIC) and of the mindist events
// between PSIs, from a sampling CPU profile (each sample goes to the outermost phase on its stack).
// Solvers: `stand-in` = the analytic plane stand-ins of spec/ivp/mindist/tests/fakes.spec;
// `minimize` = the real minimize solver (recalc_mindist) with the linear event stand-in; `real` =
// both real solvers (spec/ivp/mindist/solvers.spec, once the event solver is merged).
// Run: npx tsx bench/ivp-timeline.ts [stand-in|minimize|real]
import { Session } from "node:inspector/promises";
import { Memory } from "../runtime/memory.js";
import { Prng } from "../runtime/prng.js";
import { Vec3 } from "../runtime/vec.js";
import { FakeWorld, FloorSolvers, MinimizeLinearSolvers, fake_ball, fake_world_faces } from "../generated/ivp/mindist/tests/fakes.generated.js";
import { ivp_env_enable_collision, ivp_env_script_segment, ivp_env_simulate_until } from "../generated/ivp/mindist/timeline.generated.js";
import type { MindistSolvers } from "../generated/ivp/mindist/env.generated.js";

const f = Math.fround;
const G = 9.81;
const REST_Z = 0.505;
const DPSI = 1 / 66;

// a flat 100 × 100 floor of 2 × 1 m quads in z = 0: 20,000 triangles (one pancake ledge each)
const N = 100;
const verts: Vec3[] = [];
for (let j = 0; j <= N; j++) for (let i = 0; i <= N; i++) { const v = new Vec3(); v.x = f(i * 2); v.y = f(j); v.z = 0; verts.push(v); }
const faces: number[] = [];
for (let j = 0; j < N; j++) for (let i = 0; i < N; i++) {
  const a = j * (N + 1) + i, b = a + 1, c = a + N + 1, d = c + 1;
  faces.push(a, b, c, b, d, c);
}

async function solversFor(kind: string): Promise<MindistSolvers> {
  if (kind === "minimize") {
    const s = new MinimizeLinearSolvers();
    s.linear.floor_z = 0;
    return s;
  }
  if (kind === "real") {
    const mod = (await import("../generated/ivp/mindist/solvers.generated.js" as string)) as { IvpSolvers: new () => MindistSolvers };
    return new mod.IvpSolvers();
  }
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

async function scene(label: string, balls: number, psis: number, real: string) {
  console.log(`${label}`);
  const mem = new Memory(1 << 27);
  const w = build(mem, await solversFor(real), balls);
  const env = w.env;
  const step = (n: number) => {
    const start = env.psi_count;
    let t = env.tm.current_time;
    while (env.psi_count < start + n) { t += DPSI; ivp_env_simulate_until(mem, env, t); }
  };
  step(66); // warm up one second
  const e0 = env.events_fired, p0 = env.psi_count, w0 = env.watcher_checks, i0 = env.impacts;
  let live = 0;
  const t0 = performance.now();
  for (let k = 0; k < psis; k += 66) { step(66); live += env.live_mindists; }
  const dt = (performance.now() - t0) / 1000;
  const n = env.psi_count - p0;
  console.log(`  ${n} PSIs in ${dt.toFixed(3)} s: ${(n / dt).toFixed(0)} PSI/s; events/PSI ${((env.events_fired - e0) / n).toFixed(3)}; impacts ${env.impacts - i0}; live mindists (mean) ${(live / Math.ceil(psis / 66)).toFixed(1)}; watcher checks/PSI ${((env.watcher_checks - w0) / n).toFixed(3)}`);
  // time per phase from a CPU profile of a further run
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 50 });
  await session.post("Profiler.start");
  step(Math.min(psis, 20_000));
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();
  const parent = new Map<number, number>();
  const byId = new Map<number, { callFrame: { functionName: string } }>();
  for (const node of profile.nodes) { byId.set(node.id, node); for (const c of node.children ?? []) parent.set(c, node.id); }
  const counts = new Map<string, number>();
  let total = 0;
  for (const id of profile.samples ?? []) {
    let cur: number | undefined = id, phase = "other (event loop, PSI bookkeeping)";
    while (cur !== undefined) {
      const name = byId.get(cur)!.callFrame.functionName;
      const hit = PHASES.find((p) => p[0] === name);
      if (hit) phase = hit[1];
      cur = parent.get(cur);
    }
    const top = byId.get(id)!.callFrame.functionName;
    if (top === "(idle)" || top === "(program)" || top === "(garbage collector)") { if (top === "(garbage collector)") phase = "garbage collector"; else continue; }
    counts.set(phase, (counts.get(phase) ?? 0) + 1);
    total++;
  }
  for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`    ${(100 * v / total).toFixed(1).padStart(5)} %  ${k}`);
}

const kinds = process.argv.slice(2).filter((a) => !a.startsWith("-"));
for (const real of kinds.length ? kinds : ["stand-in", "minimize"]) {
console.log(`IVP collision timeline on kinematic cores (solvers: ${real}), ${process.version}`);
await scene("one ball rolling at 3 m/s on the 20,000-triangle floor", 1, 66 * 30, real);
await scene("50 balls on the 20,000-triangle floor (25 rolling, 25 falling to rest)", 50, 66 * 10, real);
}
