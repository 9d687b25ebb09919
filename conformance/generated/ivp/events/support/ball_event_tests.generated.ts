// GENERATED FILE: do not edit. Engine module ivp.events.tests.ball_event_tests: 000 §5.4, §8.4: the ball event cases (E06-E10) against analytic times on kinematic balls, pass-bys, grazing and tangent cases, the equal-time rule (C26) and the result codes (C29) from spec/ivp/events/tests/ball_event_tests.spec (sha256 11af68200a39bae4).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { EventsWorld } from "./event_fixtures.generated.js";
import { settings_coll_dist } from "../../../../../generated/ivp/mindist/settings.generated.js";

/**
 * a = r + cd of a ball of radius 0.25 (the f32 sum widened, as the cases form it).
 *
 * @design Test helper: the hit distance of the 0.25 balls.
 * @unit E08
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/tests/ball_event_tests.spec:17
 */
export function be_hit(w: EventsWorld): number {
  return 0.25 + settings_coll_dist(w.env.settings, 63);
}
