// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.timeline_tests: 000 §7, §8.4: the whole collision timeline on kinematic cores with stand-in solvers: a ball's free fall onto a floor, resting, hull wake-up, counters from spec/ivp/mindist/tests/timeline_tests.spec (sha256 d35b552bde08aeca).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory } from "../../../../../runtime/index.js";
import { FakeWorld, FloorSolvers, MinimizeLinearSolvers, fake_ball, fake_world } from "./fakes.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { ivp_env_enable_collision, ivp_env_script_segment, ivp_env_simulate_until } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

/**
 * The drop scene: a one-face floor at z = 0 (plain mindist), a ball of radius 0.5 falling from
 * centre height z0 under g = 9.81 and stopped (inelastic stand-in) at its impact; then the script
 * keeps it at rest from t_rest on, at the height it has there.
 *
 * @design Test scene for A2/C31 with the analytic stand-in solvers.
 * @unit M19
 * @float x87
 * @precision 4 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/timeline_tests.spec:9
 */
export function tl_drop_world(mem: Memory, w: FakeWorld, f: FloorSolvers, z0: number, t_rest: number): RealObject {
  f.floor_z = 0;
  fake_world(mem, w, f, false);
  w.contacts.stop_on_impact = true;
  ivp_env_enable_collision(mem, w.env, w.floor!);
  const g_x = 0, g_y = 0, g_z = -9.81;
  const ball: RealObject = fake_ball(w, 0, -2, z0, 0.5, 0, 0, 0, g_x, g_y, g_z);
  const zr: number = z0 - 0.5 * 9.81 * t_rest * t_rest;
  ivp_env_script_segment(w.env, ball.core!, t_rest, 0, -2, zr, 0, 0, 0, 0, 0, 0);
  ivp_env_enable_collision(mem, w.env, ball);
  return ball;
}

/**
 * The drop scene with the real minimize solver: the two-triangle floor (an OO watcher, one pancake
 * ledge per triangle), the ball over the first triangle, 3.5 m from the diagonal seam.
 *
 * @design Test scene for A2 (000 L4115) with the real minimize and the linear event stand-in.
 * @unit M19
 * @float x87
 * @precision 4 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/timeline_tests.spec:26
 */
export function tl_drop_world_real(mem: Memory, w: FakeWorld, s: MinimizeLinearSolvers, z0: number, t_rest: number): RealObject {
  fake_world(mem, w, s, true);
  w.contacts.stop_on_impact = true;
  ivp_env_enable_collision(mem, w.env, w.floor!);
  const g_x = 0, g_y = 0, g_z = -9.81;
  const ball: RealObject = fake_ball(w, 0, -5, z0, 0.5, 0, 0, 0, g_x, g_y, g_z);
  const zr: number = z0 - 0.5 * 9.81 * t_rest * t_rest;
  ivp_env_script_segment(w.env, ball.core!, t_rest, 0, -5, zr, 0, 0, 0, 0, 0, 0);
  ivp_env_enable_collision(mem, w.env, ball);
  return ball;
}

/**
 * Runs the environment in frames of 1/50 s up to t.
 *
 * @design Test driver: fixed frames.
 * @unit T04
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/timeline_tests.spec:41
 */
export function tl_run(mem: Memory, env: IvpEnvironment, t: number): void {
  let k: number = 1;
  while (k * 0.02 <= t) {
    ivp_env_simulate_until(mem, env, k * 0.02);
    k = (k + 1) | 0;
  }
}

/**
 * Runs frames of 5 ms until n more PSIs have been simulated.
 *
 * @design Test driver: a number of PSIs.
 * @unit T04
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/timeline_tests.spec:137
 */
export function tl_run2(mem: Memory, env: IvpEnvironment, t: number, n: number): void {
  const start: number = env.psi_count;
  let target: number = env.tm.current_time;
  while (env.psi_count < ((start + n) | 0)) {
    target = target + 0.005;
    ivp_env_simulate_until(mem, env, target);
  }
}
