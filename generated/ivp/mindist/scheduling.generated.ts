// GENERATED FILE: do not edit. Engine module ivp.mindist.scheduling: 000 §4.6, §2.2.6, §2.3.3, §5.2: update_exact_mindist_events (the event-solver driver), the mindist's time event, hull_limit_exceeded with the halfspace shortcut, the per-object re-prediction and the INVALID retry from spec/ivp/mindist/scheduling.spec (sha256 e9a7bfc31ab3da67).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, Vec3, assertFail } from "../../../runtime/index.js";
import { EventSolverBlock } from "../events/event_block.generated.js";
import { pos_at } from "./cache.generated.js";
import { mindist_do_impact } from "./contact.generated.js";
import { IvpEnvironment, MindistSolvers } from "./env.generated.js";
import { mindist_insert_and_recalc_exact, mindist_insert_exact, mindist_insert_hull, mindist_insert_phantom, mindist_remove_event, mindist_remove_exact, mindist_remove_hull, mindist_remove_invalid } from "./manager.generated.js";
import { MD_FLAG_HALFSPACE_OFF, MINDIST_STATUS_HULL_RECURSIVE, Mindist, Synapse, mindist_coll_dist_index, mindist_coll_type, mindist_is_phantom, mindist_recalc_ok, mindist_set_coll_dist_index, mindist_set_coll_type, mindist_sorted_synapse, mindist_status } from "./mindist.generated.js";
import { settings_coll_dist } from "./settings.generated.js";
import { recursive_mindist_hull_exceeded } from "./watcher.generated.js";
import { PhysCoreView, RealObject } from "../objects/real_object.generated.js";
import { hull_angular_value_at, hull_insert_listener, hull_remove_listener, hull_value_at } from "../time/hull_manager.generated.js";
import { TimeManager, time_manager_insert_event } from "../time/time_manager.generated.js";

/** (double)2.1f = 2.0999999046325684: the far-away factor (0x100637f0, L2648). */
export const FAR_FACTOR: number = 2.0999999046325684 /* f64#4000ccccc0000000 */;
/** (double)1.001f = 1.0010000467300415 (0x100637e8, L2654). */
export const ROT_PROJECTION_FACTOR: number = 1.0010000467300415 /* f64#3ff00418a0000000 */;
/** (double)1e-6f (0x100637e0): "an event now" (L2669). */
export const EVENT_NOW_EPS: number = 9.999999974752427e-7 /* f64#3eb0c6f7a0000000 */;
/** 1e-19 (0x10063480): the separating threshold (L2655). */
export const SEPARATING_EPS: number = 1e-19;
/** 1e-12 (0x100634f0): the nudges' "no slack left" threshold (L2674). */
export const SLACK_EPS: number = 1e-12;
/** 6.0 (0x100637f8): the halfspace shortcut needs more than six PSIs of slack (L2712). */
export const HALFSPACE_PSIS: number = 6;
/** The speed floor of hull_limit_exceeded (1e-19, L2707). */
export const HULL_EXCEEDED_SPEED_EPS: number = 1e-19;
/** The hints of update_exact_mindist_events (L2681-2685). */
export const HINT_NEW: number = 0;
export const HINT_CRITIC: number = 1;
export const HINT_NEAR_MISS: number = 2;

/**
 * update_exact_mindist_events (0x10017870, thiscall, ret 8): the queued event is removed; a pair
 * farther than 2.1·dPSI·sum_max + cd goes to the hull (when allowed); a separating pair or one that
 * cannot reach cd before the next PSI gets no event; otherwise the event solver for the current
 * features gives the event, which is nudged forward when it is "now" (hint 1 or 2) and queued at
 * (f32)(T − base) with its code in the flags' low byte.
 *
 * @source 000_b83935d7d7846899.txt §4.6; §2.2.6; §5.2.2 0x10017870
 * @unit M19
 * @float x87
 * @precision 57 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/scheduling.spec:58
 */
export function update_exact_mindist_events(mem: Memory, env: IvpEnvironment, md: Mindist, allow_hull: boolean, hint: number): void {
  const tm: TimeManager = env.tm;
  const s0: Synapse = mindist_sorted_synapse(md, 0);
  const s1: Synapse = mindist_sorted_synapse(md, 1);
  const c0: PhysCoreView | null = s0.object!.core;
  const c1: PhysCoreView | null = s1.object!.core;
  const cd: number = settings_coll_dist(env.settings, mindist_coll_dist_index(md));
  const sum_rot: number = c0!.rot_surface_speed + c1!.rot_surface_speed;
  const sum_max: number = c1!.current_speed + c0!.current_speed + sum_rot;
  mindist_remove_event(env, md);
  const len: number = md.len_numerator;
  // 1. far away: back to the hull
  if (tm.delta_psi * sum_max * FAR_FACTOR + cd < len) {
    if (allow_hull) {
      mindist_remove_exact(env, md);
      mindist_insert_hull(env, md, Math.fround(len - cd));
    }
    return;
  }
  // 2. predict
  const n_x = md.contact_plane.x, n_y = md.contact_plane.y, n_z = md.contact_plane.z;
  const v0_x = c0!.speed.x, v0_y = c0!.speed.y, v0_z = c0!.speed.z;
  const v1_x = c1!.speed.x, v1_y = c1!.speed.y, v1_z = c1!.speed.z;
  const proj: number = n_z * v1_z + n_y * v1_y + n_x * v1_x - (n_z * v0_z + n_y * v0_y + n_x * v0_x);
  const d0: number = c0!.rot_axis.x * n_x + c0!.rot_axis.y * n_y + c0!.rot_axis.z * n_z;
  const d1: number = c1!.rot_axis.x * n_x + c1!.rot_axis.y * n_y + c1!.rot_axis.z * n_z;
  const worst: number = proj + Math.sqrt(ROT_PROJECTION_FACTOR - d0 * d0) * c0!.rot_surface_speed + Math.sqrt(ROT_PROJECTION_FACTOR - d1 * d1) * c1!.rot_surface_speed;
  const t_now: number = tm.current_time;
  const t_max: number = tm.time_of_next_psi;
  // separating (the first test is redundant, L2655)
  if (worst < env.settings.speed_after_keeper_dist && worst < SEPARATING_EPS) {
    return;
  }
  // cannot reach coll dist in this PSI
  if ((t_max - t_now) * worst + cd <= len) {
    return;
  }
  if (mindist_is_phantom(md)) {
    return;
  }
  // 3. the coll-dist index decay (no numeric effect: all coll_dist are 0.01, C13)
  const idx: number = mindist_coll_dist_index(md);
  if (idx !== 0) {
    const old: number = env.settings.decay_counter;
    env.settings.decay_counter = (old + 1) | 0;
    if (old > 2) {
      mindist_set_coll_dist_index(md, (idx - 1) | 0);
      env.settings.decay_counter = 0;
    }
  }
  // 4. the event solver
  const blk: EventSolverBlock = env.event_block;
  blk.rot_sum = sum_rot;
  blk.proj_center_speed = proj;
  blk.worst_case_speed = worst;
  blk.sum_max_speed = sum_max;
  blk.mindist = md;
  blk.env = env;
  blk.t_now = t_now;
  blk.t_max = t_max;
  blk.event_type = 0;
  blk.event_time = t_max;
  const solvers: MindistSolvers | null = env.solvers;
  if (solvers === null) assertFail("spec/ivp/mindist/scheduling.spec:121", "update_exact_mindist_events: the environment has no event solver");
  solvers!.event_dispatch(mem, blk);
  const code: number = blk.event_type;
  if (code === 0) {
    return;
  }
  let t: number = blk.event_time;
  if (t - t_now < EVENT_NOW_EPS) {
    if (hint === HINT_NEW) {
      t = t_now;
    } else {
      const f: number = len - env.settings.real_coll_dist;
      if (hint === HINT_NEAR_MISS || (code & 0xf) !== 0) {
        if (f < SLACK_EPS) {
          t = t_now + tm.delta_psi * 0.0010000000474974513 /* 0.001f */;
        } else {
          t = f / sum_max + t_now + tm.delta_psi * 0.00009999999747378752 /* 1e-4f */;
        }
      } else if (f < SLACK_EPS) {
        t = t_now + tm.delta_psi * 0.000009999999747378752 /* 1e-5f */;
      } else {
        t = f * 0.1 / sum_max + t_now + tm.delta_psi * 1.0000000116860974e-7 /* 1e-7f */;
      }
      // leave it to the next PSI's critical pass
      if (t - t_max >= 0) {
        return;
      }
    }
  }
  time_manager_insert_event(tm, md.event, t);
  mindist_set_coll_type(md, code);
  env.events_scheduled = (env.events_scheduled + 1) | 0;
}

/**
 * The mindist's time event (0x100181b0, vtbl[0]): recalc at the event time (the time code was
 * bumped by the loop); a failed recalc does nothing more; a topology event re-predicts with hint 1;
 * len < cd + 0.001f is an impact (vtbl[7]); otherwise a near miss re-predicts with hint 2.
 *
 * @source 000_b83935d7d7846899.txt §4.6; §2.2.6; §7.2 0x100181b0
 * @unit M20
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/scheduling.spec:164
 */
export function mindist_simulate_time_event(mem: Memory, env: IvpEnvironment, md: Mindist): void {
  env.events_fired = (env.events_fired + 1) | 0;
  const solvers: MindistSolvers | null = env.solvers;
  if (solvers === null) assertFail("spec/ivp/mindist/scheduling.spec:167", "mindist event: the environment has no minimize solver");
  $host.i32(solvers!.minimize(mem, md), "MindistSolvers.minimize (spec/ivp/mindist/scheduling.spec:168)");
  if (!mindist_recalc_ok(md)) {
    return;
  }
  const cd: number = settings_coll_dist(env.settings, mindist_coll_dist_index(md));
  if ((mindist_coll_type(md) & 0xf) !== 0) {
    update_exact_mindist_events(mem, env, md, false, HINT_CRITIC);
  } else if (md.len_numerator < cd + env.settings.impact_eps) {
    // decision: strict < (L2695, L2902, L3992 over L1643), see above
    mindist_do_impact(mem, env, md);
  } else {
    update_exact_mindist_events(mem, env, md, false, HINT_NEAR_MISS);
  }
}

/**
 * hull_limit_exceeded (0x10017d70, via the synapse's 0x10017d10): a recursive parent goes to its
 * own re-check (N10); otherwise the halfspace shortcut re-estimates the gap from the centre motion
 * along the old normal and the angular hull growth, and re-arms both synapses when more than six
 * PSIs of worst-case closing remain; else the mindist leaves the hull and is recalculated as EXACT.
 *
 * @source 000_b83935d7d7846899.txt §4.6; §2.3.3 0x10017d70
 * @unit M21
 * @float x87
 * @precision 27 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/scheduling.spec:191
 */
export function mindist_hull_limit_exceeded(mem: Memory, env: IvpEnvironment, md: Mindist, intrusion: number): void {
  if (mindist_status(md) === MINDIST_STATUS_HULL_RECURSIVE) {
    recursive_mindist_hull_exceeded(env, md);
    return;
  }
  env.hull_exceeded_calls = (env.hull_exceeded_calls + 1) | 0;
  const now: number = env.tm.current_time;
  const s0: Synapse = mindist_sorted_synapse(md, 0);
  const s1: Synapse = mindist_sorted_synapse(md, 1);
  const oa: RealObject | null = s0.object;
  const ob: RealObject | null = s1.object;
  const ca: PhysCoreView | null = oa!.core;
  const cb: PhysCoreView | null = ob!.core;
  pos_at(ca!, now, _s0);
  const pa_x = _s0.x, pa_y = _s0.y, pa_z = _s0.z;
  pos_at(cb!, now, _s1);
  const pb_x = _s1.x, pb_y = _s1.y, pb_z = _s1.z;
  const d_x = pa_x - pb_x, d_y = pa_y - pb_y, d_z = pa_z - pb_z;
  const ra: number = ca!.rot_surface_speed + ca!.current_speed + HULL_EXCEEDED_SPEED_EPS;
  const rb: number = cb!.rot_surface_speed + cb!.current_speed + HULL_EXCEEDED_SPEED_EPS;
  const sum: number = ra + rb;
  if (((md.flags & MD_FLAG_HALFSPACE_OFF) >>> 0) === 0) {
    const n_x = md.contact_plane.x, n_y = md.contact_plane.y, n_z = md.contact_plane.z;
    const proj: number = n_y * d_y + n_z * d_z + n_x * d_x;
    const ang: number = hull_angular_value_at(oa!.hull, now) + hull_angular_value_at(ob!.hull, now);
    const fresh: number = md.len_numerator - (ang - md.sum_angular_hull_time) - (md.contact_dot_diff_center - proj) + intrusion;
    if (fresh > env.tm.delta_psi * sum * HALFSPACE_PSIS) {
      md.sum_angular_hull_time = ang;
      md.contact_dot_diff_center = Math.fround(proj);
      // decision (AMBIGUITIES): §4.6's (f32)(new − intrusion), not §2.3.3's float(budget) − intrusion
      md.len_numerator = Math.fround(fresh - intrusion);
      const ratio: number = fresh / sum;
      const ka: number = Math.fround(hull_value_at(oa!.hull, now) + ratio * ra);
      hull_remove_listener(oa!.hull, s0.hull_index);
      s0.hull_index = hull_insert_listener(oa!.hull, s0, ka);
      const kb: number = Math.fround(hull_value_at(ob!.hull, now) + ratio * rb);
      hull_remove_listener(ob!.hull, s1.hull_index);
      s1.hull_index = hull_insert_listener(ob!.hull, s1, kb);
      env.halfspace_rearms = (env.halfspace_rearms + 1) | 0;
      return;
    }
  }
  mindist_remove_hull(env, md);
  if (mindist_is_phantom(md)) {
    mindist_insert_phantom(env, md);
  } else {
    mindist_insert_and_recalc_exact(mem, env, md);
  }
}

/**
 * The wheel pass (0x10017790 / 0x10018040): car wheels only. Ballance has none, so the vector is
 * empty; a mindist in it is an assertion (the friction hand-over of the wheel pass is not encoded).
 *
 * @source 000_b83935d7d7846899.txt §4.6; §2.5 0x10017790 / 0x10018040
 * @unit M25
 * @float x87
 * @spec spec/ivp/mindist/scheduling.spec:245
 */
export function mindist_wheel_pass(env: IvpEnvironment): void {
  const n: number = env.mm.wheel.length;
  if (n !== 0) assertFail("spec/ivp/mindist/scheduling.spec:247", "wheel pass: {} car-wheel mindists, a path Ballance never takes (M25)", [n]);
}

/**
 * 0x10009610(obj): for each EXACT synapse of obj whose mindist's two cores have different impact
 * stamps (+0x230), recalc_mindist and, when OK, update_exact_mindist_events(md, 0, 2).
 *
 * @source 000_b83935d7d7846899.txt §4.6 0x10009610
 * @unit M26
 * @float x87
 * @spec spec/ivp/mindist/scheduling.spec:254
 */
export function object_repredict_after_impact(mem: Memory, env: IvpEnvironment, o: RealObject): void {
  let s: Synapse | null = o.exact_synapses;
  while (s !== null) {
    const next: Synapse | null = s!.next;
    const md: Mindist | null = s!.mindist;
    const c0: PhysCoreView | null = md!.syn[0].object!.core;
    const c1: PhysCoreView | null = md!.syn[1].object!.core;
    if (c0!.impact_stamp !== c1!.impact_stamp) {
      $host.i32(env.solvers!.minimize(mem, md!), "MindistSolvers.minimize (spec/ivp/mindist/scheduling.spec:262)");
      if (mindist_recalc_ok(md!)) {
        update_exact_mindist_events(mem, env, md!, false, HINT_NEAR_MISS);
      }
    }
    s = next;
  }
}

/**
 * 0x1000d930(core): the core's impact stamp = env+0x13c, then 0x10009610 on each of its objects.
 * Called by the impact system after it changed the speeds (through the contact interface).
 *
 * @source 000_b83935d7d7846899.txt §4.6 0x1000d930
 * @unit M26
 * @float x87
 * @spec spec/ivp/mindist/scheduling.spec:275
 */
export function core_repredict_after_impact(mem: Memory, env: IvpEnvironment, c: PhysCoreView): void {
  c.impact_stamp = env.impacts;
  for (let i = 0; i < c.objects.length; i++) {
    object_repredict_after_impact(mem, env, c.objects[i]!);
  }
}

/**
 * 0x100099a0(obj): for each INVALID synapse of obj, the single-pass recalc (0x100197f0); on success
 * the mindist moves INVALID → EXACT without scheduling (the next CRITIC pass schedules it).
 *
 * @source 000_b83935d7d7846899.txt §4.6; §4.10 0x100099a0
 * @unit M27
 * @float x87
 * @spec spec/ivp/mindist/scheduling.spec:286
 */
export function object_retry_invalid(mem: Memory, env: IvpEnvironment, o: RealObject): void {
  let s: Synapse | null = o.invalid_synapses;
  while (s !== null) {
    const next: Synapse | null = s!.next;
    const md: Mindist | null = s!.mindist;
    $host.i32(env.solvers!.minimize_once(mem, md!), "MindistSolvers.minimize_once (spec/ivp/mindist/scheduling.spec:291)");
    if (mindist_recalc_ok(md!)) {
      mindist_remove_invalid(env, md!);
      mindist_insert_exact(env, md!);
    }
    s = next;
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3();
