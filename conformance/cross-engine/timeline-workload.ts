// The collision timeline on kinematic cores, for the V8/QuickJS comparison: a floor of two faces
// (an OO watcher per ball), eight scripted balls of radius 0.5 (four fall and come to rest on the
// floor, four roll on it across the diagonal seam), run for `n` 5 ms frames, once with the analytic
// stand-in solvers and once with the real minimize and event solvers (IvpSolvers); a digest of the world after every PSI (counters, mindist lengths and statuses, event
// keys) and the state hash of the whole world every 16 PSIs and at the end go into the result.
// Then the designed slerp coefficients (pose_at's only non-trivial arithmetic) on seeded random
// arguments. Pure computation: no I/O, no timers.
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";
import { FakeWorld, FloorSolvers, fake_ball, fake_world, hash_FakeWorld } from "../generated/ivp/mindist/support/fakes.generated.js";
import { ivp_env_enable_collision, ivp_env_script_segment, ivp_env_simulate_until } from "../../generated/ivp/mindist/timeline.generated.js";
import { slerp_coefficient } from "../../generated/ivp/mindist/pose.generated.js";
import { IvpSolvers } from "../../generated/ivp/mindist/solvers.generated.js";

const G = 9.81;
const REST_Z = 0.505;

export function run(n: number): { hash: string; calls: number } {
  const total = new StateHasher();
  let calls = 0;
  for (const real of [false, true]) calls += scene(n, real, total);
  const rng = new Prng(0x7131);
  for (let i = 0; i < 20_000; i++) {
    const t = rng.range(-0.4, 1.4), x = rng.range(0, 1);
    total.f64(slerp_coefficient(t, x));
    calls++;
  }
  return { hash: total.hex(), calls };
}

function scene(n: number, real: boolean, total: StateHasher): number {
  const mem = new Memory();
  const w = new FakeWorld();
  const f = new FloorSolvers();
  f.floor_z = 0;
  fake_world(mem, w, real ? new IvpSolvers() : f, true);
  w.contacts.stop_on_impact = true;
  const env = w.env;
  ivp_env_enable_collision(mem, env, w.floor!);
  const rng = new Prng(0x7131);
  for (let i = 0; i < 8; i++) {
    const x = rng.range(-6, 6), y = rng.range(-6, 6);
    if (i % 2 === 0) {
      const z = rng.range(1, 3);
      const b = fake_ball(w, x, y, z, 0.5, 0, 0, 0, 0, 0, -G);
      // at rest from just after the analytic contact time (centre at r + cd)
      const te = Math.sqrt((2 * (z - 0.51)) / G) + 0.002;
      ivp_env_script_segment(env, b.core!, te, x, y, REST_Z, 0, 0, 0, 0, 0, 0);
      ivp_env_enable_collision(mem, env, b);
    } else {
      const b = fake_ball(w, x, y, REST_Z, 0.5, rng.range(-3, 3), rng.range(-3, 3), 0, 0, 0, 0);
      ivp_env_enable_collision(mem, env, b);
    }
  }
  let psis = env.psi_count;
  let calls = 0;
  const full = () => {
    const h = new StateHasher();
    hash_FakeWorld(w, h);
    for (const ch of h.hex()) total.u32(ch.charCodeAt(0));
  };
  for (let k = 1; k <= n; k++) {
    ivp_env_simulate_until(mem, env, k * 0.005);
    calls++;
    if (env.psi_count !== psis) {
      psis = env.psi_count;
      total.u32(psis).u32(env.impacts).u32(env.events_fired).u32(env.live_mindists).u32(env.watcher_checks);
      for (const md of env.mindists) {
        if (!md.live) continue;
        total.u32(md.id).u32(md.flags).f32(md.len_numerator).u32(env.tm.events[md.event].index);
      }
      if (psis % 16 === 0) full();
    }
  }
  full();
  total.u32(env.impacts).u32(env.events_fired);
  return calls;
}
