// GENERATED FILE: do not edit. Engine module ivp.dynamics.tests.sleep_tests: 003 §5, §2.8; 000 §7.2: a resting ball freezes within the sleep windows, a frozen ball costs no events, it wakes on an impulse or an impact, a unit freezes only when all its cores agree from spec/ivp/dynamics/tests/sleep_tests.spec (sha256 ebed64dfb0f57886).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory } from "../../../../../runtime/index.js";
import { DynScene, dyn_ball, dyn_log, dyn_scene_flat, dyn_step } from "./dyn_fixtures.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

/** 1/66 (003 L511). */
export const S_DT: number = 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */;

/**
 * The stone ball of the feel table dropped from 1 cm above its impact distance onto a flat floor
 * (gravity −20); returns the ball.
 *
 * @design Test fixture: a Ballance stone ball coming to rest.
 * @unit B08
 * @float sse
 * @spec spec/ivp/dynamics/tests/sleep_tests.spec:11
 */
export function sleep_scene(mem: Memory, s: DynScene): number {
  dyn_scene_flat(mem, s, 20, -20, 0.7, 0.3);
  const b: number = dyn_ball(mem, s, 1, 2, 2.021, 2, 10, 0.5, 0.1, 0.3, 0.1);
  s.ball = b;
  return b;
}

/**
 * Runs PSIs (at most cap) until the ball's core is frozen, logging it; returns the PSIs run.
 *
 * @design Test driver: run to the freeze.
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/tests/sleep_tests.spec:21
 */
export function sleep_run_to_freeze(mem: Memory, s: DynScene, b: number, cap: number): number {
  const c: PhysCoreView | null = s.w.env.objects[b].core;
  let k: number = 0;
  while (c!.movement_state !== 8 && k < cap) {
    dyn_step(mem, s);
    dyn_log(s, b);
    k = (k + 1) | 0;
  }
  return k;
}
