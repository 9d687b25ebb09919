// The bit-for-bit guard of the IVP timeline's speed work (issue 13): runs the benchmark scenes of
// bench/ivp-timeline.ts (one ball and 50 balls on the 20,000-triangle floor, with the analytic
// stand-ins, the real minimize solver with the linear event stand-in, and both real solvers), the
// rollback property test's scenes (the kinematic drop, the seam scene with its OO watcher) and the
// cross-engine timeline workload, hashes the whole world's state after every PSI (StateHasher over
// the root record: environment, mindists, synapses, hulls, event list, caches, counters) and, at
// the end, the layout memory the scene used, and compares them with bench/ivp-timeline-hashes.json.
// A change that only reorganises the work leaves every hash as it was; the first differing PSI is
// named otherwise. `--record` rewrites the file (only in a commit that says why the simulation
// changed). Run: npx tsx bench/ivp-timeline-hashes.ts [--record] [scene-name-filter]
import { dirname, join } from "node:path";
import { memHash, runGuard, type GuardScene } from "./hash-guard.js";
import { fileURLToPath } from "node:url";
import { Memory } from "../runtime/memory.js";
import { Prng } from "../runtime/prng.js";
import { StateHasher } from "../runtime/hash.js";
import { Vec3 } from "../runtime/vec.js";
import { FakeWorld, FloorSolvers, MinimizeLinearSolvers, fake_ball, fake_world_faces, hash_FakeWorld } from "../conformance/generated/ivp/mindist/support/fakes.generated.js";
import { ivp_env_enable_collision, ivp_env_script_segment, ivp_env_simulate_until } from "../generated/ivp/mindist/timeline.generated.js";
import { IvpSolvers } from "../generated/ivp/mindist/solvers.generated.js";
import type { MindistSolvers } from "../generated/ivp/mindist/env.generated.js";
import { tl_drop_world } from "../conformance/generated/ivp/mindist/support/timeline_tests.generated.js";
import { SeamWorld, hash_SeamWorld, seam_build } from "../conformance/generated/ivp/mindist/support/seam_tests.generated.js";
import { run as crossEngineTimeline } from "../conformance/cross-engine/timeline-workload.js";

const file = join(dirname(fileURLToPath(import.meta.url)), "ivp-timeline-hashes.json");

const f = Math.fround;
const G = 9.81;
const REST_Z = 0.505;
const DPSI = 1 / 66;

// the benchmark's floor and balls, built exactly as bench/ivp-timeline.ts builds them
const N = 100;
const verts: Vec3[] = [];
for (let j = 0; j <= N; j++) for (let i = 0; i <= N; i++) { const v = new Vec3(); v.x = f(i * 2); v.y = f(j); v.z = 0; verts.push(v); }
const faces: number[] = [];
for (let j = 0; j < N; j++) for (let i = 0; i < N; i++) {
  const a = j * (N + 1) + i, b = a + 1, c = a + N + 1, d = c + 1;
  faces.push(a, b, c, b, d, c);
}

function solversFor(kind: string): MindistSolvers {
  if (kind === "minimize") { const s = new MinimizeLinearSolvers(); s.linear.floor_z = 0; return s; }
  if (kind === "real") return new IvpSolvers();
  const s = new FloorSolvers(); s.floor_z = 0; return s;
}


function benchScene(balls: number, psis: number, kind: string): GuardScene {
  const mem = new Memory(1 << 27);
  const s = solversFor(kind);
  const w = new FakeWorld();
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
  const env = w.env;
  const out: string[] = [];
  const hashWorld = () => { const h = new StateHasher([s]); hash_FakeWorld(w, h); return h.hex(); };
  let t = env.tm.current_time;
  while (env.psi_count < psis) {
    const before = env.psi_count;
    t += DPSI;
    ivp_env_simulate_until(mem, env, t);
    if (env.psi_count !== before) out.push(hashWorld());
  }
  const h = new StateHasher([s]);
  hash_FakeWorld(w, h);
  memHash(h, mem);
  return { psis: out, end: h.hex(), counters: `psis ${env.psi_count} events ${env.events_fired} impacts ${env.impacts} live ${env.live_mindists} watcher checks ${env.watcher_checks}` };
}

function dropScene(until: number): GuardScene {
  const mem = new Memory();
  const w = new FakeWorld();
  const fs = new FloorSolvers();
  tl_drop_world(mem, w, fs, 1.5, Math.sqrt((2 * 0.99) / 9.81) + 0.002);
  const env = w.env;
  const hashWorld = () => { const h = new StateHasher([fs]); hash_FakeWorld(w, h); return h; };
  const out: string[] = [];
  let t = env.tm.current_time, psis = env.psi_count;
  while (t < until) { t = Math.min(until, t + 0.005); ivp_env_simulate_until(mem, env, t); if (env.psi_count !== psis) { psis = env.psi_count; out.push(hashWorld().hex()); } }
  const h = hashWorld();
  memHash(h, mem);
  return { psis: out, end: h.hex(), counters: `psis ${env.psi_count} events ${env.events_fired} impacts ${env.impacts}` };
}

function seamScene(until: number): GuardScene {
  const mem = new Memory();
  const x = new SeamWorld();
  seam_build(mem, x);
  const env = x.w.env;
  const hashWorld = () => { const h = new StateHasher(); hash_SeamWorld(x, h); return h; };
  const out: string[] = [];
  let t = env.tm.current_time, psis = env.psi_count;
  while (t < until) { t = Math.min(until, t + 0.005); ivp_env_simulate_until(mem, env, t); if (env.psi_count !== psis) { psis = env.psi_count; out.push(hashWorld().hex()); } }
  const h = hashWorld();
  memHash(h, mem);
  return { psis: out, end: h.hex(), counters: `psis ${env.psi_count} events ${env.events_fired} impacts ${env.impacts} watcher checks ${env.watcher_checks}` };
}

const scenes: [string, () => GuardScene][] = [
  ["one ball, real solvers (66 + 1980 PSIs)", () => benchScene(1, 66 + 1980, "real")],
  ["50 balls, real solvers (66 + 660 PSIs)", () => benchScene(50, 66 + 660, "real")],
  ["one ball, minimize + linear events", () => benchScene(1, 66 + 1980, "minimize")],
  ["50 balls, minimize + linear events", () => benchScene(50, 66 + 660, "minimize")],
  ["one ball, analytic stand-ins", () => benchScene(1, 66 + 1980, "stand-in")],
  ["50 balls, analytic stand-ins", () => benchScene(50, 66 + 660, "stand-in")],
  ["rollback test: kinematic drop to 1.2 s", () => dropScene(1.2)],
  ["rollback test: seam scene to 4 s", () => seamScene(4.0)],
  ["cross-engine timeline workload (400 frames)", () => { const r = crossEngineTimeline(400); return { psis: [], end: r.hash, counters: `calls ${r.calls}` }; }],
];

runGuard(file, scenes, "PSI hash");
