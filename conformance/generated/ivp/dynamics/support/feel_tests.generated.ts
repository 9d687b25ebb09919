// GENERATED FILE: do not edit. Engine module ivp.dynamics.tests.feel_tests: 003 §5 (F1, B30), §3.4 (F3): the ball feel on flat ground (start accelerations, terminal speeds, the free-sliding recursion) and the pair materials from spec/ivp/dynamics/tests/feel_tests.spec (sha256 18b8d2db39dd135d).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, assertFail, bits32, f32FromBits } from "../../../../../runtime/index.js";
import { DynScene, dyn_ball, dyn_scene_flat, dyn_step, dyn_steps } from "./dyn_fixtures.generated.js";
import { dyn_damping_factor } from "../../../../../generated/ivp/dynamics/core.generated.js";
import { ivp_world_add_force } from "../../../../../generated/ivp/dynamics/world.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

/** 1/66 (003 L511). */
export const F_DT: number = 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */;

/**
 * A ball resting on a flat floor (gravity −20 along z, Ballance's value, 003 L430): it starts
 * 5 mm above the impact distance, falls into its first impact (the friction contact's origin) and
 * rests two PSIs; returns the ball. The floor is 1400 m wide: a minute at 18 m/s fits.
 *
 * @design Test fixture: a Ballance ball in contact with a flat floor, before its first sleep test.
 * @unit B08
 * @float sse
 * @spec spec/ivp/dynamics/tests/feel_tests.spec:12
 */
export function feel_ball(mem: Memory, s: DynScene, mass: number, friction: number, elasticity: number, lin_damp: number, rot_damp: number): number {
  dyn_scene_flat(mem, s, 700, -20, 0.7, 0.3);
  const b: number = dyn_ball(mem, s, -650, 3, 2.016, 2, mass, friction, elasticity, lin_damp, rot_damp);
  const env: IvpEnvironment = s.w.env;
  let k: number = 0;
  while (env.impacts === 0 && k < 20) {
    dyn_step(mem, s);
    k = (k + 1) | 0;
  }
  if (env.impacts !== 1) assertFail("spec/ivp/dynamics/tests/feel_tests.spec:21", "feel_ball: no impact after {} PSIs", [k]);
  dyn_steps(mem, s, 2);
  return b;
}

/**
 * The rolling ball's per-PSI map on flat ground (D-DYN-8 with one contact): free velocities
 * v_f = f_lin·(v + F/m), ω_f = f_rot·ω, then the rolling solve v' = (2.5·v_f + ω_f·r)/3.5 for the
 * inertia 0.4·m·r²; its fixed point is v∞ = 2.5·f_lin·(F/m) / (3.5 − 2.5·f_lin − f_rot).
 *
 * @design The terminal speed of the discrete model the engine integrates (derived in D-DYN-16).
 * @unit B30
 * @float sse
 * @spec spec/ivp/dynamics/tests/feel_tests.spec:31
 */
export function feel_terminal(f_over_m: number, lin_damp: number, rot_damp: number): number {
  const fl: number = dyn_damping_factor(lin_damp, F_DT);
  const fr: number = dyn_damping_factor(rot_damp, F_DT);
  return 2.5 * fl * f_over_m / (3.5 - 2.5 * fl - fr);
}

/**
 * The band of the measured terminal speed around the fixed point v∞ of the map: each PSI rounds
 * the velocity to f32 three times (v + F/m, the damping, the solved velocity), and a contraction
 * of rate ρ = (2.5·f_lin + f_rot)/3.5 lets those roundings (half an ulp each) shift where the
 * rounded map settles by up to 3·(ulp/2)/(1 − ρ); relative, plus 1e-6 for the 60 s of convergence
 * (ρ^3960 < 1e-6 for every ball).
 *
 * @design The stated tolerance of the terminal speed: f32 storage against the map's contraction.
 * @unit B30
 * @float sse
 * @spec spec/ivp/dynamics/tests/feel_tests.spec:44
 */
export function feel_terminal_band(v: number, lin_damp: number, rot_damp: number): number {
  const fl: number = dyn_damping_factor(lin_damp, F_DT);
  const fr: number = dyn_damping_factor(rot_damp, F_DT);
  const rho: number = (2.5 * fl + fr) / 3.5;
  const vf: number = Math.fround(v);
  const up: number = f32FromBits((bits32(vf) + 1) >>> 0);
  const half: number = (up - vf) * 0.5;
  return 3 * half / ((1 - rho) * v) + 0.000001;
}

/**
 * One ball of the feel table: its start acceleration (over the first PSI of the control force)
 * and its speed after 60 s; writes both into out[0], out[1].
 *
 * @design Test driver for the feel table.
 * @unit B30
 * @float sse
 * @spec spec/ivp/dynamics/tests/feel_tests.spec:58
 */
export function feel_run(mem: Memory, mass: number, friction: number, elasticity: number, lin_damp: number, force: number, out_: Float64Array): void {
  const s: DynScene = new DynScene();
  const b: number = feel_ball(mem, s, mass, friction, elasticity, lin_damp, 0.1);
  const c: PhysCoreView | null = s.w.env.objects[b].core;
  if (c!.movement_state !== 1) assertFail("spec/ivp/dynamics/tests/feel_tests.spec:62", "feel_run: the ball is not moving (state {})", [c!.movement_state]);
  ivp_world_add_force(mem, s.w, b, 1, 0, 0, force, 0, 0, 0);
  const v0: number = c!.speed.x;
  dyn_step(mem, s);
  out_[0] = (c!.speed.x - v0) * 66;
  dyn_steps(mem, s, 3959);
  out_[1] = c!.speed.x;
}
