// GENERATED FILE: do not edit. Engine module ivp.events.tests.root_finder_tests: 000 §5.3, §6.4: cases for the event sims (E02), find_event (E03), search_below (E04), regula falsi (E05) and the invariants C27 and C28 from spec/ivp/events/tests/root_finder_tests.spec (sha256 af9672cf44975d4e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory } from "../../../../../runtime/index.js";
import { EV_T0, EventsWorld, ev_ball, ev_run_to, ev_world } from "./event_fixtures.generated.js";
import { EventSim, event_sim_init } from "../../../../../generated/ivp/events/event_sim.generated.js";
import { EventFunctor, FUNCTOR_POINT_PLANE, event_functor_init } from "../../../../../generated/ivp/events/functors.generated.js";
import { CacheObject } from "../../../../../generated/ivp/geometry/two_object.generated.js";
import { cache_object_get, cache_object_release } from "../../../../../generated/ivp/mindist/cache.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

/**
 * The world with one ball of radius 0.25 at (0.25, 0.25, z) moving with velocity (vx, 0, vz)
 * (scripted from t = 0), run to EV_T0.
 *
 * @design Test fixture: one kinematic ball over the floor.
 * @unit E02
 * @float x87
 * @spec spec/ivp/events/tests/root_finder_tests.spec:8
 */
export function rf_setup(mem: Memory, w: EventsWorld, z: number, vx: number, vz: number): RealObject {
  ev_world(mem, w);
  const b: RealObject = ev_ball(w, 0.25, 0.25, z, 0.25, vx, 0, vz);
  ev_run_to(mem, w, EV_T0);
  return b;
}

/**
 * The point-plane functor of the ball centre against the floor plane z = 0 (normal +z).
 *
 * @design Test fixture: the BF functor without the case around it.
 * @unit C02
 * @float x87
 * @spec spec/ivp/events/tests/root_finder_tests.spec:18
 */
export function rf_plane_functor(f: EventFunctor, speed: number): void {
  event_functor_init(f, FUNCTOR_POINT_PLANE, speed);
  f.p_a.x = 0;
  f.p_a.y = 0;
  f.p_a.z = 0;
  f.normal.x = 0;
  f.normal.y = 0;
  f.normal.z = 1;
  f.plane_point.x = 0;
  f.plane_point.y = 0;
  f.plane_point.z = 0;
}

/**
 * The sims of the ball (a) and the floor (b) from their caches at t_now (the caches' references are
 * given back at once: the sims hold copies of the matrices).
 *
 * @design Test fixture: the two sims of a search.
 * @unit E02
 * @float x87
 * @spec spec/ivp/events/tests/root_finder_tests.spec:29
 */
export function rf_sims(w: EventsWorld, ball: RealObject, sa: EventSim, sb: EventSim): void {
  const cb: CacheObject = cache_object_get(ball);
  const cf: CacheObject = cache_object_get(w.floor!);
  event_sim_init(sa, cb);
  event_sim_init(sb, cf);
  cache_object_release(cb);
  cache_object_release(cf);
}

/**
 * True when the two matrices hold the same 12 values.
 *
 * @design Test helper: bitwise equal poses.
 * @unit E02
 * @float x87
 * @spec spec/ivp/events/tests/root_finder_tests.spec:41
 */
export function rf_same_pose(a: Float64Array, b: Float64Array): boolean {
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 4; j++) {
      if (a[4 * i + j] !== b[4 * i + j]) {
        return false;
      }
    }
  }
  return true;
}
