// GENERATED FILE: do not edit. Engine module ivp.events.tests.functor_tests: 000 §5.3.2, §6.5: cases for the ball cases' distance functors (C02, C07, C08, C09) and the constants they and the searches use from spec/ivp/events/tests/functor_tests.spec (sha256 2b5204877c1fe060).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Vec3 } from "../../../../../runtime/index.js";
import { EventPose } from "../../../../../generated/ivp/events/event_sim.generated.js";

/**
 * A pose: the identity rotation (or a quarter turn about x when turned) and translation t.
 *
 * @design Test fixture: simple exact poses for the functor values.
 * @unit C02
 * @float x87
 * @spec spec/ivp/events/tests/functor_tests.spec:7
 */
export function ft_pose(p: EventPose, t_x: number, t_y: number, t_z: number, turned: boolean): void {
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 4; j++) {
      p.m[4 * i + j] = 0;
    }
  }
  p.m[0] = 1;
  if (turned) {
    // R = quarter turn about x: y → z, z → −y
    p.m[6] = -1;
    p.m[9] = 1;
  } else {
    p.m[5] = 1;
    p.m[10] = 1;
  }
  p.m[3] = t_x;
  p.m[7] = t_y;
  p.m[11] = t_z;
}
