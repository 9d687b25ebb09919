// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.records_tests: 000 §4.2-§4.3, §4.2.7, §8.2: cases for the mindist records, flags, the cache ring and getter, pos_at and pose_at from spec/ivp/mindist/tests/records_tests.spec (sha256 a4355f0855559224).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, type Vec3 } from "../../../../../runtime/index.js";
import { IvpEnvironment, ivp_env_init } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView, RealObject, real_object_ball_init } from "../../../../../generated/ivp/objects/real_object.generated.js";

/**
 * A test environment: init plus a PSI clock at t = 0.
 *
 * @design Test set-up: an environment as ivp_env_init leaves it.
 * @unit M16
 * @float x87
 * @spec spec/ivp/mindist/tests/records_tests.spec:7
 */
export function rt_env(mem: Memory): IvpEnvironment {
  const env: IvpEnvironment = new IvpEnvironment();
  ivp_env_init(mem, env);
  return env;
}

/**
 * A test core appended to the environment: identity orientation at the last and next PSI,
 * position p, extrapolation velocity v, last PSI time 0, 1/dPSI = 66.
 *
 * @design Test set-up: a core with the §8.2 fields a kinematic driver would write.
 * @unit M22
 * @float x87
 * @spec spec/ivp/mindist/tests/records_tests.spec:17
 */
export function rt_core(env: IvpEnvironment, p_x: number, p_y: number, p_z: number, v_x: number, v_y: number, v_z: number): PhysCoreView {
  env.cores.push(new PhysCoreView());
  const c: PhysCoreView = env.cores[env.cores.length - 1];
  c.id = env.cores.length - 1;
  c.pos_world_f_core_last_psi.x = p_x;
  c.pos_world_f_core_last_psi.y = p_y;
  c.pos_world_f_core_last_psi.z = p_z;
  c.position.x = p_x;
  c.position.y = p_y;
  c.position.z = p_z;
  c.delta_world_f_core_psis.x = v_x;
  c.delta_world_f_core_psis.y = v_y;
  c.delta_world_f_core_psis.z = v_z;
  c.speed.x = v_x;
  c.speed.y = v_y;
  c.speed.z = v_z;
  c.time_of_last_psi = 0;
  c.inv_delta_psi = 66;
  c.q_world_f_core_last_psi[3] = 1;
  c.q_world_f_core_next_psi[3] = 1;
  c.movement_state = 1;
  return c;
}

/**
 * A test ball object (radius r) on core c, simulated (movement state 1).
 *
 * @design Test set-up: a ball real object registered in the environment.
 * @unit M05
 * @float x87
 * @spec spec/ivp/mindist/tests/records_tests.spec:36
 */
export function rt_ball(env: IvpEnvironment, c: PhysCoreView, r: number): RealObject {
  env.objects.push(new RealObject());
  const o: RealObject = env.objects[env.objects.length - 1];
  real_object_ball_init(o, 0, r, env.ball_surface, c, env.objects.length, env.objects.length);
  o.id = env.objects.length - 1;
  o.env = env;
  o.movement_state = 1;
  c.objects.push(o);
  return o;
}
