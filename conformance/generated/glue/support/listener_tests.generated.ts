// GENERATED FILE: do not edit. Engine module glue.tests.listener_tests: 003 §2.6, §2.7: PhysicsCollDetection's filters and outputs, PhysicsContinuousContact's timers (B16, B17; D10-D13) from spec/glue/tests/listener_tests.spec (sha256 e6216ed6346c2170).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory } from "../../../../runtime/index.js";
import { GlueScene, TN_FLOOR_GROUP, TN_FLOOR_SURFACE, glue_scene_ball, glue_scene_entity, glue_scene_floor, glue_scene_new } from "./glue_fixtures.generated.js";
import { glue_behavior_new, glue_create_input, glue_set_collision_pins } from "../../../../generated/glue/commands.generated.js";
import { glue_frame } from "../../../../generated/glue/frame.generated.js";
import { BB_COLL_DETECTION, OUT_COLLISION } from "../../../../generated/glue/records.generated.js";

/**
 * A ball (entity 2) dropped from `height` above its resting height onto the floor (entity 1), with a
 * CollDetection listener on the ball (Min, Max, Sleep, no ID) made; returns the behavior.
 *
 * @design Test fixture: a ball dropped on a floor with a collision listener.
 * @unit B16
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/glue/tests/listener_tests.spec:8
 */
export function glue_drop_scene(mem: Memory, s: GlueScene, height: number, min_speed: number, max_speed: number, sleep: number): number {
  glue_scene_new(mem, s);
  glue_scene_entity(s, 1, 0, 0, 0);
  glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
  glue_scene_entity(s, 2, 0, Math.fround(2 + height), 0);
  glue_scene_ball(mem, s, 2, 0.5, 0.8999999761581421 /* 0.9f */, 10, 0, 0);
  const b: number = glue_behavior_new(s.m, BB_COLL_DETECTION, 2);
  glue_set_collision_pins(s.m, b, min_speed, max_speed, sleep, false, 0);
  glue_create_input(mem, s.m, b);
  return b;
}

/**
 * Runs frames until the listener's behavior fires Collision or n frames pass; returns the output's
 * index in m.outputs of that frame, or −1.
 *
 * @design Test driver: frames until a Collision output.
 * @unit B16
 * @float x87
 * @spec spec/glue/tests/listener_tests.spec:24
 */
export function glue_until_collision(mem: Memory, s: GlueScene, n: number): number {
  for (let i = 0; i < n; i++) {
    glue_frame(mem, s.m, 16);
    for (let k = 0; k < s.m.outputs.length; k++) {
      if (s.m.outputs[k].output === OUT_COLLISION) {
        return k;
      }
    }
  }
  return -1;
}
