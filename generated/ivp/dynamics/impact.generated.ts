// GENERATED FILE: do not edit. Engine module ivp.dynamics.impact: 000 §4.9, §7.2; 003 §2.6, §3.4, §6: the impact system: the contact point of the impact, the elastic response along the normal with the pair's elasticity, the tangential impulse bounded by the pair's friction, the re-timed trajectories, the re-prediction and the collision event from spec/ivp/dynamics/impact.spec (sha256 c1ce8ee557139eeb).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, type Vec3 } from "../../../runtime/index.js";
import { FrictionContact, contact_generate, contact_row_velocity, contact_update } from "./contact.generated.js";
import { DynCore, dyn_core_retime } from "./core.generated.js";
import { CollisionEvent, IvpDynamics } from "./world.generated.js";
import { IvpEnvironment } from "../mindist/env.generated.js";
import { Mindist, mindist_coll_type } from "../mindist/mindist.generated.js";
import { core_repredict_after_impact } from "../mindist/scheduling.generated.js";
import { PhysCoreView, RealObject } from "../objects/real_object.generated.js";
import { hull_update } from "../time/hull_manager.generated.js";

/**
 * An impulse on the cores' f32 velocities: +j on core 0, −j on core 1 along dir (movable cores).
 *
 * @design The impact's impulse applied to the stored velocities (000 L2885: the impact solver writes the core velocities).
 * @unit M30
 * @float sse
 * @spec spec/ivp/dynamics/impact.spec:37
 */
export function impact_apply(dir_x: number, dir_y: number, dir_z: number, a0_x: number, a0_y: number, a0_z: number, a1_x: number, a1_y: number, a1_z: number, dc0: DynCore, dc1: DynCore, j: number): void {
  if (dc0.inv_mass !== 0) {
    const s: number = j * dc0.inv_mass;
    const v_x = dc0.velocity.x, v_y = dc0.velocity.y, v_z = dc0.velocity.z;
    dc0.velocity.x = Math.fround(v_x + dir_x * s);
    dc0.velocity.y = Math.fround(v_y + dir_y * s);
    dc0.velocity.z = Math.fround(v_z + dir_z * s);
    const ii_x = dc0.inv_inertia.x, ii_y = dc0.inv_inertia.y, ii_z = dc0.inv_inertia.z;
    const t$0_x = Math.fround(dc0.rot_speed.x + a0_x * ii_x * j), t$0_y = Math.fround(dc0.rot_speed.y + a0_y * ii_y * j), t$0_z = Math.fround(dc0.rot_speed.z + a0_z * ii_z * j);
    dc0.rot_speed.x = t$0_x; dc0.rot_speed.y = t$0_y; dc0.rot_speed.z = t$0_z;
  }
  if (dc1.inv_mass !== 0) {
    const s_1: number = j * dc1.inv_mass;
    const v_1_x = dc1.velocity.x, v_1_y = dc1.velocity.y, v_1_z = dc1.velocity.z;
    dc1.velocity.x = Math.fround(v_1_x - dir_x * s_1);
    dc1.velocity.y = Math.fround(v_1_y - dir_y * s_1);
    dc1.velocity.z = Math.fround(v_1_z - dir_z * s_1);
    const ii_1_x = dc1.inv_inertia.x, ii_1_y = dc1.inv_inertia.y, ii_1_z = dc1.inv_inertia.z;
    const t$1_x = Math.fround(dc1.rot_speed.x - a1_x * ii_1_x * j), t$1_y = Math.fround(dc1.rot_speed.y - a1_y * ii_1_y * j), t$1_z = Math.fround(dc1.rot_speed.z - a1_z * ii_1_z * j);
    dc1.rot_speed.x = t$1_x; dc1.rot_speed.y = t$1_y; dc1.rot_speed.z = t$1_z;
  }
}

/**
 * The elasticity of an impact (D-DYN-12): the pair's e0·e1, or 0 when the rebound could not leave
 * the friction contact's reach against the gravity component g_n into the surface.
 *
 * @design Low-elasticity impacts settle: a rebound that stays within max_dist_for_friction is absorbed and the friction system holds the ball (D-DYN-12).
 * @unit M30
 * @float sse
 * @spec spec/ivp/dynamics/impact.spec:58
 */
export function impact_elasticity(d: IvpDynamics, cp: FrictionContact, approach: number): number {
  const env: IvpEnvironment | null = d.env;
  const e: number = cp.elasticity;
  const n_x = cp.normal.x, n_y = cp.normal.y, n_z = cp.normal.z;
  const gn: number = -(env!.gravity.x * n_x + env!.gravity.y * n_y + env!.gravity.z * n_z);
  if (gn <= 0) {
    return e;
  }
  const room: number = env!.settings.max_dist_for_friction - cp.gap;
  if (room <= 0) {
    return e;
  }
  const u: number = e * approach;
  if (u * u < 2 * gn * room) {
    return 0;
  }
  return e;
}

/**
 * The hull of a core's objects after a velocity change at t: advanced to t with the old gradient,
 * then growing at the new speeds up to the next PSI (hull_update, 0x1001e750).
 *
 * @design The hull stays an upper bound of the motion after an impact changed the speeds (000 L852: gradient = (|v| + rot_surface_speed)·1.00001).
 * @unit T13, M30
 * @float sse
 * @spec spec/ivp/dynamics/impact.spec:81
 */
export function impact_update_hulls(c: PhysCoreView, t: number, t_next: number): void {
  const h: number = Math.fround(t_next - t);
  const speed: number = Math.fround(c.rot_surface_speed + c.current_speed);
  for (let i = 0; i < c.objects.length; i++) {
    const o: RealObject | null = c.objects[i];
    hull_update(o!.hull, t, h, speed, c.current_speed);
  }
}

/**
 * The impact entry 0x10023cd0 (M30) for md at the current time: the contact point (M31-M33), the
 * approach speed, the impulses (D-DYN-12, D-DYN-13), the re-timed trajectories and hulls, the
 * re-prediction of both cores' mindists (0x1000d930) and the collision event (0x10013b80).
 *
 * @source 000_b83935d7d7846899.txt §4.9; §7.2 0x10023cd0 (impact entry; solver 0x10022ed0 designed)
 * @unit M30, M31, M26, B16
 * @float sse
 * @spec spec/ivp/dynamics/impact.spec:95
 */
export function dyn_impact(mem: Memory, d: IvpDynamics, md: Mindist): void {
  const env: IvpEnvironment | null = d.env;
  const t: number = env!.tm.current_time;
  const t_next: number = env!.tm.time_of_next_psi;
  const k: number = contact_generate(mem, d, md);
  if (k < 0) {
    return;
  }
  const cp: FrictionContact = d.contacts[k];
  contact_update(mem, d, cp, t);
  const dc0: DynCore = d.cores[cp.core0];
  const dc1: DynCore = d.cores[cp.core1];
  const c0: PhysCoreView | null = dc0.core;
  const c1: PhysCoreView | null = dc1.core;
  const n_x = cp.normal.x, n_y = cp.normal.y, n_z = cp.normal.z;
  const t1_x = cp.tangent1.x, t1_y = cp.tangent1.y, t1_z = cp.tangent1.z;
  const t2_x = cp.tangent2.x, t2_y = cp.tangent2.y, t2_z = cp.tangent2.z;
  const vn: number = contact_row_velocity(n_x, n_y, n_z, cp.an0.x, cp.an0.y, cp.an0.z, cp.an1.x, cp.an1.y, cp.an1.z, dc0.velocity.x, dc0.velocity.y, dc0.velocity.z, dc0.rot_speed.x, dc0.rot_speed.y, dc0.rot_speed.z, dc1.velocity.x, dc1.velocity.y, dc1.velocity.z, dc1.rot_speed.x, dc1.rot_speed.y, dc1.rot_speed.z);
  const approach: number = -vn;
  if (approach > 0) {
    const e: number = impact_elasticity(d, cp, approach);
    const jn: number = (1 + e) * approach / cp.k_n;
    impact_apply(n_x, n_y, n_z, cp.an0.x, cp.an0.y, cp.an0.z, cp.an1.x, cp.an1.y, cp.an1.z, dc0, dc1, jn);
    const v1: number = contact_row_velocity(t1_x, t1_y, t1_z, cp.at10.x, cp.at10.y, cp.at10.z, cp.at11.x, cp.at11.y, cp.at11.z, dc0.velocity.x, dc0.velocity.y, dc0.velocity.z, dc0.rot_speed.x, dc0.rot_speed.y, dc0.rot_speed.z, dc1.velocity.x, dc1.velocity.y, dc1.velocity.z, dc1.rot_speed.x, dc1.rot_speed.y, dc1.rot_speed.z);
    const v2: number = contact_row_velocity(t2_x, t2_y, t2_z, cp.at20.x, cp.at20.y, cp.at20.z, cp.at21.x, cp.at21.y, cp.at21.z, dc0.velocity.x, dc0.velocity.y, dc0.velocity.z, dc0.rot_speed.x, dc0.rot_speed.y, dc0.rot_speed.z, dc1.velocity.x, dc1.velocity.y, dc1.velocity.z, dc1.rot_speed.x, dc1.rot_speed.y, dc1.rot_speed.z);
    let j1: number = -v1 / cp.k_t1;
    let j2: number = -v2 / cp.k_t2;
    const lim: number = cp.friction * jn;
    const jj: number = j1 * j1 + j2 * j2;
    if (jj > lim * lim) {
      if (lim > 0) {
        const s: number = lim / Math.sqrt(jj);
        j1 = j1 * s;
        j2 = j2 * s;
      } else {
        j1 = 0;
        j2 = 0;
      }
    }
    impact_apply(t1_x, t1_y, t1_z, cp.at10.x, cp.at10.y, cp.at10.z, cp.at11.x, cp.at11.y, cp.at11.z, dc0, dc1, j1);
    impact_apply(t2_x, t2_y, t2_z, cp.at20.x, cp.at20.y, cp.at20.z, cp.at21.x, cp.at21.y, cp.at21.z, dc0, dc1, j2);
  }
  // the separation of the trajectory (D-DYN-13)
  const vn2: number = contact_row_velocity(n_x, n_y, n_z, cp.an0.x, cp.an0.y, cp.an0.z, cp.an1.x, cp.an1.y, cp.an1.z, dc0.velocity.x, dc0.velocity.y, dc0.velocity.z, dc0.rot_speed.x, dc0.rot_speed.y, dc0.rot_speed.z, dc1.velocity.x, dc1.velocity.y, dc1.velocity.z, dc1.rot_speed.x, dc1.rot_speed.y, dc1.rot_speed.z);
  const deficit: number = env!.settings.speed_after_keeper_dist - vn2;
  const im0: number = dc0.inv_mass;
  const im1: number = dc1.inv_mass;
  let sep0_x = 0, sep0_y = 0, sep0_z = 0;
  let sep1_x = 0, sep1_y = 0, sep1_z = 0;
  if (deficit > 0) {
    const share: number = deficit / (im0 + im1);
    sep0_x = n_x * (share * im0);
    sep0_y = n_y * (share * im0);
    sep0_z = n_z * (share * im0);
    sep1_x = n_x * (-share * im1);
    sep1_y = n_y * (-share * im1);
    sep1_z = n_z * (-share * im1);
  }
  if (t_next > t) {
    if (dc0.inv_mass !== 0) {
      dyn_core_retime(dc0, t, t_next, sep0_x, sep0_y, sep0_z, d.scratch);
      impact_update_hulls(c0!, t, t_next);
    }
    if (dc1.inv_mass !== 0) {
      dyn_core_retime(dc1, t, t_next, sep1_x, sep1_y, sep1_z, d.scratch);
      impact_update_hulls(c1!, t, t_next);
    }
  }
  d.impacts_solved = (d.impacts_solved + 1) | 0;
  const since: number = Math.fround(t - cp.impact_time);
  cp.impact_time = t;
  d.collisions.push(new CollisionEvent());
  const ev: CollisionEvent = d.collisions[d.collisions.length - 1];
  ev.time = t;
  ev.object0 = cp.object0!.id;
  ev.object1 = cp.object1!.id;
  ev.speed = Math.fround(0 > approach ? 0 : approach);
  ev.normal.x = cp.normal.x;
  ev.normal.y = cp.normal.y;
  ev.normal.z = cp.normal.z;
  ev.point.x = cp.point.x;
  ev.point.y = cp.point.y;
  ev.point.z = cp.point.z;
  ev.d_time_since_last = since;
  ev.len = md.len_numerator;
  ev.code = mindist_coll_type(md);
  // the friction post-processing re-predicts the touched movable cores (0x10024320 → 0x1000d930)
  if (dc0.inv_mass !== 0) {
    core_repredict_after_impact(mem, env!, c0!);
  }
  if (dc1.inv_mass !== 0) {
    core_repredict_after_impact(mem, env!, c1!);
  }
}
