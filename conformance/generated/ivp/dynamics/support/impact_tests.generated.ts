// GENERATED FILE: do not edit. Engine module ivp.dynamics.tests.impact_tests: 000 §8.4 (A2), §4.9; 003 §2.6, §3.4: a ball dropped onto a floor: one 0x20 event and do_impact at len < 0.011, bounce heights by the pair's elasticity, settling, the collision event from spec/ivp/dynamics/tests/impact_tests.spec (sha256 4219a6a50db5ccae).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory } from "../../../../../runtime/index.js";
import { DynScene, dyn_ball, dyn_log, dyn_scene_flat, dyn_step } from "./dyn_fixtures.generated.js";

/** 1/66 (003 L511). */
export const I_DT: number = 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */;
export const I_G: number = 9.81;

/**
 * A ball of radius 0.5, mass 1, no damping, dropped from centre height z0 onto the flat floor
 * under g = 9.81; friction 0.5 on both, elasticities e_ball and e_floor.
 *
 * @design Test fixture: the drop of A2 (000 L4115).
 * @unit B08
 * @float sse
 * @spec spec/ivp/dynamics/tests/impact_tests.spec:12
 */
export function drop_scene(mem: Memory, s: DynScene, z0: number, e_ball: number, e_floor: number): number {
  dyn_scene_flat(mem, s, 10, -I_G, 0.5, e_floor);
  const b: number = dyn_ball(mem, s, 0.3, -2.7, z0, 0.5, 1, 0.5, e_ball, 0, 0);
  s.ball = b;
  return b;
}

/**
 * Runs PSIs until the world has n collision events (at most `cap` PSIs), logging the ball.
 *
 * @design Test driver: run to the n-th impact.
 * @unit B16
 * @float sse
 * @spec spec/ivp/dynamics/tests/impact_tests.spec:22
 */
export function drop_run_to(mem: Memory, s: DynScene, n: number, cap: number): void {
  let k: number = 0;
  while (s.w.dyn.collisions.length < n && k < cap) {
    dyn_step(mem, s);
    dyn_log(s, s.ball);
    k = (k + 1) | 0;
  }
}
