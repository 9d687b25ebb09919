// GENERATED FILE: do not edit. Engine module ivp.dynamics.tests.incline_tests: 003 §6, 000 §7.2: a ball rolling without slipping down an incline at (5/7)·g·sin θ, and sliding on a slope too steep for the pair's friction from spec/ivp/dynamics/tests/incline_tests.spec (sha256 28ed4aa23bac2e7e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail } from "../../../../../runtime/index.js";
import { DynScene, dyn_ball, dyn_scene_incline, dyn_step, dyn_steps } from "./dyn_fixtures.generated.js";
import { DynCore, core_core_to_world_vec } from "../../../../../generated/ivp/dynamics/core.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

/** 1/66 (003 L511). */
export const N_DT: number = 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */;

/**
 * A ball of radius 0.5, mass 1, no damping, on the incline z = −k·x (g = 9.81), placed 5 mm above
 * the impact distance along the slope's normal at x = −8; runs to its first impact and two PSIs
 * more. Returns the ball.
 *
 * @design Test fixture: a ball at rest on an incline, in contact.
 * @unit B08
 * @float sse
 * @spec spec/ivp/dynamics/tests/incline_tests.spec:12
 */
export function incline_ball(mem: Memory, s: DynScene, k: number, ball_friction: number, floor_friction: number): number {
  dyn_scene_incline(mem, s, 20, k, 9.81, floor_friction, 0);
  const kk: number = k;
  const ln: number = Math.sqrt(1 + kk * kk);
  const nx: number = kk / ln;
  const nz: number = 1 / ln;
  const x0: number = -8;
  const h: number = 0.5 + 0.0155;
  const b: number = dyn_ball(mem, s, x0 + nx * h, 1, -kk * x0 + nz * h, 0.5, 1, ball_friction, 0, 0, 0);
  s.ball = b;
  const env: IvpEnvironment = s.w.env;
  let i: number = 0;
  while (env.impacts === 0 && i < 30) {
    dyn_step(mem, s);
    i = (i + 1) | 0;
  }
  if (!(env.impacts >= 1)) assertFail("spec/ivp/dynamics/tests/incline_tests.spec:28", "incline_ball: no impact after {} PSIs", [i]);
  dyn_steps(mem, s, 2);
  return b;
}

/**
 * The velocity along the slope's down direction s = (1, 0, −k)/√(1 + k²).
 *
 * @design Test helper: the component along the slope.
 * @unit B08
 * @float sse
 * @spec spec/ivp/dynamics/tests/incline_tests.spec:36
 */
export function incline_along(v_x: number, v_y: number, v_z: number, k: number): number {
  const ln: number = Math.sqrt(1 + k * k);
  return (v_x - k * v_z) / ln;
}

/**
 * The slip of the contact point: v + ω × (−r·n) along the slope (ω in world = core space for
 * these balls, which turn about y only, so the core's frame of the last PSI is applied).
 *
 * @design Test helper: the tangential velocity of the ball's contact point.
 * @unit B08
 * @float sse
 * @spec spec/ivp/dynamics/tests/incline_tests.spec:45
 */
export function incline_slip(s: DynScene, b: number, k: number): number {
  const c: PhysCoreView | null = s.w.env.objects[b].core;
  const dc: DynCore = s.w.dyn.cores[c!.id];
  core_core_to_world_vec(c!, dc.rot_speed.x, dc.rot_speed.y, dc.rot_speed.z, _s0);
  const w_x = _s0.x, w_y = _s0.y, w_z = _s0.z;
  const ln: number = Math.sqrt(1 + k * k);
  const n_x = k / ln, n_y = 0, n_z = 1 / ln;
  const r_x = n_x * -0.5, r_y = n_y * -0.5, r_z = n_z * -0.5;
  const u_x = w_y * r_z - w_z * r_y, u_y = w_z * r_x - w_x * r_z, u_z = w_x * r_y - w_y * r_x;
  const v_x = dc.velocity.x + u_x, v_y = dc.velocity.y + u_y, v_z = dc.velocity.z + u_z;
  return (v_x - k * v_z) / ln;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3();
