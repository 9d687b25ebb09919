// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.watcher_tests: 000 §3.4-§3.6: cases for the child exchange (N01), the OO watcher (N02-N05) and the recursive mindist's assertions (N06-N11) from spec/ivp/mindist/tests/watcher_tests.spec (sha256 adc013e69a865b40).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3 } from "../../../../../runtime/index.js";
import { FakeWorld, FloorSolvers, fake_world_faces } from "./fakes.generated.js";
import { kinematic_track_of } from "../../../../../generated/ivp/mindist/kinematic.generated.js";
import { ivp_env_add_ball, ivp_env_add_core, ivp_env_enable_collision, ivp_env_script_core } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { PhysCoreView, RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

/**
 * A floor of two small triangles 3 m apart, T1 around (−1.5, 0) and T2 around (1.5, 0) (two ledges:
 * an OO watcher), with the analytic stand-ins; a static ball of radius 0.5 at p above it.
 *
 * @design Test scene for the child exchange: ledges far enough apart that one can leave the range.
 * @unit N01
 * @float x87
 * @spec spec/ivp/mindist/tests/watcher_tests.spec:8
 */
export function wt_world(mem: Memory, w: FakeWorld, f: FloorSolvers, p_x: number, p_y: number, p_z: number): RealObject {
  const v: Vec3[] = [];
  v.push(Object.assign(new Vec3(), { x: -2.5, y: -1, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: -0.5, y: -1, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: -1.5, y: 1, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 0.5, y: -1, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 2.5, y: -1, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 1.5, y: 1, z: 0 }));
  const faces: number[] = [0, 1, 2, 3, 4, 5];
  f.floor_z = 0;
  fake_world_faces(mem, w, f, v, faces);
  ivp_env_enable_collision(mem, w.env, w.floor!);
  const c: PhysCoreView = ivp_env_add_core(w.env, p_x, p_y, p_z, true);
  const ball: RealObject = ivp_env_add_ball(w.env, c, 0.5);
  ivp_env_script_core(w.env, c, 0, 0, 0, 0, 0, 0);
  return ball;
}

/**
 * Moves a (scripted, resting) ball to p at once: its core and its track's first segment.
 *
 * @design Test helper: teleport a resting kinematic ball.
 * @unit N01
 * @float x87
 * @spec spec/ivp/mindist/tests/watcher_tests.spec:29
 */
export function wt_move(w: FakeWorld, ball: RealObject, p_x: number, p_y: number, p_z: number): void {
  const c: PhysCoreView | null = ball.core;
  c!.pos_world_f_core_last_psi.x = p_x;
  c!.pos_world_f_core_last_psi.y = p_y;
  c!.pos_world_f_core_last_psi.z = p_z;
  c!.position.x = p_x;
  c!.position.y = p_y;
  c!.position.z = p_z;
  const k: number = kinematic_track_of(w.env.kinematic, c!);
  w.env.kinematic.tracks[k].segments[0].p0.x = p_x;
  w.env.kinematic.tracks[k].segments[0].p0.y = p_y;
  w.env.kinematic.tracks[k].segments[0].p0.z = p_z;
}
