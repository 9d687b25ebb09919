// GENERATED FILE: do not edit. Engine module ivp.mindist.manager: 000 §4.3, §4.4, §2.3.4: mindist_init, the dtor, the manager's EXACT / INVALID / HULL list operations, the hull split and the synapse as a hull listener from spec/ivp/mindist/manager.spec (sha256 d087b6d770384e80).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, assertFail } from "../../../runtime/index.js";
import { IvpEnvironment, MindistManager, MindistSolvers, mindist_free } from "./env.generated.js";
import { CollisionDelegator, MD_FLAG_COLL_LISTENER, MD_FLAG_FUNCTION_PHANTOM, MINDIST_NO_EVENT, MINDIST_STATUS_EXACT, MINDIST_STATUS_HULL, MINDIST_STATUS_HULL_RECURSIVE, MINDIST_STATUS_INVALID, Mindist, SYNAPSE_NO_HULL_SLOT, SYNAPSE_STATUS_POINT, Synapse, ledge_of_edge, mindist_recalc_ok, mindist_set_status, mindist_status } from "./mindist.generated.js";
import { update_exact_mindist_events } from "./scheduling.generated.js";
import { PhysCoreView, REAL_OBJECT_BALL, REAL_OBJECT_POLYGON, RealObject, SYNAPSE_STATUS_BALL, real_object_is_moving } from "../objects/real_object.generated.js";
import { HullManager, hull_insert_listener, hull_remove_listener } from "../time/hull_manager.generated.js";
import { time_manager_remove_event } from "../time/time_manager.generated.js";

/** hull_insert's status mask (L1094): flags & 0xffd7ffff | 0x140000 gives status 5 from 0, 2, 3, 4, 5. */
export const MD_HULL_STATUS_KEEP: number = 0xffd7ffff;
export const MD_HULL_STATUS_SET: number = 0x140000;
/** The speed floor of the hull split (1e-10f, L2553). */
export const HULL_SPLIT_SPEED_EPS: number = 1.000000013351432e-10 /* 1e-10f */;
/** The core movement state that blocks hull demotion of new mindists (0x100099f0's marker, L2756). */
export const CORE_STATE_GET_MINDIST: number = 0x21;

/**
 * Pushes md at the head of a manager list whose head is `head`; returns the new head.
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10016e30 step 2 (md.next = head; md.prev = 0; head.prev = md)
 * @unit M07
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:36
 */
export function md_list_push(head: Mindist | null, md: Mindist): Mindist | null {
  md.next = head;
  md.prev = null;
  if (head !== null) {
    head!.prev = md;
  }
  return md;
}

/**
 * Pushes s at the head of an object synapse list whose head is `head`; returns the new head.
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10016e30 step 3 (syn.next = head; syn.prev = 0; head.prev = syn)
 * @unit M07
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:48
 */
export function syn_list_push(head: Synapse | null, s: Synapse): Synapse | null {
  s.next = head;
  s.prev = null;
  if (head !== null) {
    head!.prev = s;
  }
  return s;
}

/**
 * Unlinks md from the EXACT list (exact = true) or the INVALID list of the manager.
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10018230 / 0x10018310 (unlink from mgr+8 / mgr+0x14)
 * @unit M10, M11
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:60
 */
export function md_list_unlink(mm: MindistManager, md: Mindist, in_exact: boolean): void {
  const p: Mindist | null = md.prev;
  const n: Mindist | null = md.next;
  if (p !== null) {
    p!.next = n;
  } else if (in_exact) {
    mm.exact_head = n;
  } else {
    mm.invalid_head = n;
  }
  if (n !== null) {
    n!.prev = p;
  }
  md.next = null;
  md.prev = null;
}

/**
 * Unlinks s from its object's EXACT (obj+0x20) or INVALID (obj+0x24) synapse list.
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10018230 / 0x10018310 (unlink from obj+0x20 / obj+0x24)
 * @unit M10, M11
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:80
 */
export function syn_list_unlink(s: Synapse, in_exact: boolean): void {
  const o: RealObject | null = s.object;
  const p: Synapse | null = s.prev;
  const n: Synapse | null = s.next;
  if (p !== null) {
    p!.next = n;
  } else if (in_exact) {
    o!.exact_synapses = n;
  } else {
    o!.invalid_synapses = n;
  }
  if (n !== null) {
    n!.prev = p;
  }
  s.next = null;
  s.prev = null;
}

/**
 * True when either core of md is a car wheel (core+0x10 != 0; never in Ballance).
 *
 * @source 000_b83935d7d7846899.txt §4.4; §4.2.6 core+0x10
 * @unit M07
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:101
 */
export function mindist_has_wheel_core(md: Mindist): boolean {
  const c0: PhysCoreView | null = md.syn[0].object!.core;
  const c1: PhysCoreView | null = md.syn[1].object!.core;
  return c0!.car_wheel !== 0 || c1!.car_wheel !== 0;
}

/**
 * The EXACT linking of insert_exact and insert_and_recalc_exact: status 3, the head of the
 * manager's EXACT list, both synapses at the head of their objects' EXACT lists.
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10016e30 steps 1-3
 * @unit M07
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:111
 */
export function mindist_link_exact(env: IvpEnvironment, md: Mindist): void {
  mindist_set_status(md, MINDIST_STATUS_EXACT);
  env.mm.exact_head = md_list_push(env.mm.exact_head, md);
  const o0: RealObject | null = md.syn[0].object;
  o0!.exact_synapses = syn_list_push(o0!.exact_synapses, md.syn[0]);
  const o1: RealObject | null = md.syn[1].object;
  o1!.exact_synapses = syn_list_push(o1!.exact_synapses, md.syn[1]);
}

/**
 * The wheel-vector step: a mindist with a car-wheel core joins mgr+0x0c (never in Ballance).
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10016e30 step 4 / 0x10016f90 step 2
 * @unit M07, M25
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:123
 */
export function mindist_wheel_check(env: IvpEnvironment, md: Mindist): void {
  if (mindist_has_wheel_core(md) && !md.in_wheel_vector) {
    env.mm.wheel.push(md);
    md.in_wheel_vector = true;
  }
}

/**
 * insert_exact (0x10016e30): status 3, the EXACT lists, the wheel vector.
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10016e30
 * @unit M07
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:135
 */
export function mindist_insert_exact(env: IvpEnvironment, md: Mindist): void {
  mindist_link_exact(env, md);
  mindist_wheel_check(env, md);
}

/**
 * insert_invalid (0x10016ef0): status 2, the manager's INVALID list (mgr+0x14), the synapses in
 * their objects' INVALID lists (obj+0x24).
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10016ef0
 * @unit M08
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:144
 */
export function mindist_insert_invalid(env: IvpEnvironment, md: Mindist): void {
  mindist_set_status(md, MINDIST_STATUS_INVALID);
  env.mm.invalid_head = md_list_push(env.mm.invalid_head, md);
  const o0: RealObject | null = md.syn[0].object;
  o0!.invalid_synapses = syn_list_push(o0!.invalid_synapses, md.syn[0]);
  const o1: RealObject | null = md.syn[1].object;
  o1!.invalid_synapses = syn_list_push(o1!.invalid_synapses, md.syn[1]);
}

/**
 * allow_hull of insert_and_recalc_exact: ((core0+0x60 | core1+0x60) & 0xff) < 0x21 as a signed
 * byte (a core marked 0x21 by 0x100099f0 blocks the demotion to the hull).
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10016f90 step 3 (signed byte compare)
 * @unit M09
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:157
 */
export function mindist_allow_hull(md: Mindist): boolean {
  const c0: PhysCoreView | null = md.syn[0].object!.core;
  const c1: PhysCoreView | null = md.syn[1].object!.core;
  let v: number = c0!.movement_state | c1!.movement_state;
  if (v >= 0x80) {
    v = (v - 0x100) | 0;
  }
  return v < CORE_STATE_GET_MINDIST;
}

/**
 * insert_and_recalc_exact (0x10016f90): the EXACT linking, recalc_mindist (0x10019950), the wheel
 * check; then, when the recalc ended OK, update_exact_mindist_events(md, allow_hull, hint 0),
 * else vtbl[6] (went_invalid: EXACT → INVALID).
 *
 * @source 000_b83935d7d7846899.txt §4.4; §2.3.3 0x10016f90
 * @unit M09
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:172
 */
export function mindist_insert_and_recalc_exact(mem: Memory, env: IvpEnvironment, md: Mindist): void {
  mindist_link_exact(env, md);
  const solvers: MindistSolvers | null = env.solvers;
  if (solvers === null) assertFail("spec/ivp/mindist/manager.spec:175", "insert_and_recalc_exact: the environment has no minimize solver");
  $host.i32(solvers!.minimize(mem, md), "MindistSolvers.minimize (spec/ivp/mindist/manager.spec:176)");
  mindist_wheel_check(env, md);
  if (mindist_recalc_ok(md)) {
    update_exact_mindist_events(mem, env, md, mindist_allow_hull(md), 0);
  } else {
    mindist_went_invalid(env, md);
  }
}

/**
 * remove_exact (0x10018230): the queued event out of the time manager (index 0xffff), unlinked
 * from the manager's and both objects' EXACT lists, out of the wheel vector (swap with the last).
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10018230
 * @unit M10
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:189
 */
export function mindist_remove_exact(env: IvpEnvironment, md: Mindist): void {
  mindist_remove_event(env, md);
  md_list_unlink(env.mm, md, true);
  syn_list_unlink(md.syn[0], true);
  syn_list_unlink(md.syn[1], true);
  if (md.in_wheel_vector) {
    const n: number = env.mm.wheel.length;
    for (let i = 0; i < n; i++) {
      const w: Mindist | null = env.mm.wheel[i];
      if (w === md) {
        env.mm.wheel[i] = env.mm.wheel[(n - 1) | 0];
        env.mm.wheel.length = (n - 1) | 0;
        break;
      }
    }
    md.in_wheel_vector = false;
  }
}

/**
 * The time-manager half of remove_exact (and of update_exact_mindist_events): a queued event is
 * removed and +0x04 becomes 0xffff.
 *
 * @source 000_b83935d7d7846899.txt §4.4; §4.6 0x10018230 (md+4 != 0xffff: 0x1002f200, then 0xffff)
 * @unit M10
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:212
 */
export function mindist_remove_event(env: IvpEnvironment, md: Mindist): void {
  if (env.tm.events[md.event].index !== MINDIST_NO_EVENT) {
    time_manager_remove_event(env.tm, md.event);
    env.tm.events[md.event].index = MINDIST_NO_EVENT;
  }
}

/**
 * remove_invalid (0x10018310): unlinked from the manager's and both objects' INVALID lists.
 *
 * @source 000_b83935d7d7846899.txt §4.4 0x10018310
 * @unit M11
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:222
 */
export function mindist_remove_invalid(env: IvpEnvironment, md: Mindist): void {
  md_list_unlink(env.mm, md, false);
  syn_list_unlink(md.syn[0], false);
  syn_list_unlink(md.syn[1], false);
}

/**
 * remove_hull (0x10018390): both synapses out of their objects' hull lists (0x10030470).
 *
 * @source 000_b83935d7d7846899.txt §4.4; §2.3.4 0x10018390
 * @unit M12
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:231
 */
export function mindist_remove_hull(env: IvpEnvironment, md: Mindist): void {
  for (let k = 0; k < 2; k++) {
    const s: Synapse = md.syn[k];
    const o: RealObject | null = s.object;
    if (s.hull_index === SYNAPSE_NO_HULL_SLOT) assertFail("spec/ivp/mindist/manager.spec:235", "remove_hull: synapse {} of mindist {} is in no hull list", [k, md.id]);
    hull_remove_listener(o!.hull, s.hull_index);
    s.hull_index = SYNAPSE_NO_HULL_SLOT;
  }
}

/**
 * vtbl[6] exact_mindist_went_invalid (0x10016f70): remove_exact, then insert_invalid.
 *
 * @source 000_b83935d7d7846899.txt §4.2.2 0x10016f70
 * @unit M37
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:244
 */
export function mindist_went_invalid(env: IvpEnvironment, md: Mindist): void {
  mindist_remove_exact(env, md);
  mindist_insert_invalid(env, md);
}

/**
 * hull_insert (0x100183c0, cdecl): status 5; each synapse k joins its object's hull list with the
 * key (f32)(dt·g + h + s_k), dt = now − h.last_time in extended precision; +0x60 =
 * ((gB − cgB)·dtB + (hB − chB)) + ((gA − cgA)·dtA + (hA − chA)) with dt stored f32 (A = syn0).
 *
 * @source 000_b83935d7d7846899.txt §4.4; §2.3.4 0x100183c0
 * @unit M14
 * @float x87
 * @precision 17 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/manager.spec:256
 */
export function mindist_hull_insert(env: IvpEnvironment, md: Mindist, s_a: number, s_b: number): void {
  // quirk kept: 000 §2.3.4 L1094: the status is set through the mask 0xffd7ffff | 0x140000
  md.flags = ((md.flags & MD_HULL_STATUS_KEEP) | MD_HULL_STATUS_SET) >>> 0;
  const now: number = env.tm.current_time;
  const s0: Synapse = md.syn[0];
  const h0: HullManager = s0.object!.hull;
  const dt0: number = now - h0.last_time;
  const dt0f: number = Math.fround(dt0);
  const key0: number = Math.fround(dt0 * h0.gradient + h0.hull_value + s_a);
  s0.hull_index = hull_insert_listener(h0, s0, key0);
  const s1: Synapse = md.syn[1];
  const h1: HullManager = s1.object!.hull;
  const dt1: number = now - h1.last_time;
  const dt1f: number = Math.fround(dt1);
  const key1: number = Math.fround(dt1 * h1.gradient + h1.hull_value + s_b);
  s1.hull_index = hull_insert_listener(h1, s1, key1);
  md.sum_angular_hull_time = (h1.gradient - h1.center_gradient) * dt1f + (h1.hull_value - h1.center_hull_value) + ((h0.gradient - h0.center_gradient) * dt0f + (h0.hull_value - h0.center_hull_value));
}

/**
 * insert_hull / mindist_to_hull (0x10018480, cdecl, dist = len − coll_dist): a non-moving side gets
 * no share (the moving side's hull grows by all of dist); otherwise dist is split in the
 * proportion wA : wB with wA = (f32)(rB·0.1f + rA), wB = rA·0.1f + rB, r = rot_surface_speed +
 * |v| + 1e-10f (unsorted synapses: A = syn0).
 *
 * @source 000_b83935d7d7846899.txt §4.4; §2.3.4 0x10018480
 * @unit M13
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/manager.spec:281
 */
export function mindist_insert_hull(env: IvpEnvironment, md: Mindist, dist: number): void {
  const o0: RealObject | null = md.syn[0].object;
  const o1: RealObject | null = md.syn[1].object;
  if (!real_object_is_moving(o0!)) {
    mindist_hull_insert(env, md, 0, dist);
    return;
  }
  if (!real_object_is_moving(o1!)) {
    mindist_hull_insert(env, md, dist, 0);
    return;
  }
  const c0: PhysCoreView | null = o0!.core;
  const c1: PhysCoreView | null = o1!.core;
  const ra: number = c0!.rot_surface_speed + c0!.current_speed + HULL_SPLIT_SPEED_EPS;
  const rb: number = c1!.rot_surface_speed + c1!.current_speed + HULL_SPLIT_SPEED_EPS;
  const wa: number = Math.fround(rb * 0.10000000149011612 /* 0.1f */ + ra);
  const wb: number = ra * 0.10000000149011612 /* 0.1f */ + rb;
  const f: number = Math.fround(dist / (wb + wa));
  mindist_hull_insert(env, md, Math.fround(f * wa), Math.fround(f * wb));
}

/**
 * The phantom variants (0x10018540 / 0x100185a0), the phantom set (0x10018660 / 0x100186a0) and
 * insert_phantom (0x100170a0): unused in Ballance (no object has the +0x1c hook); an assertion.
 *
 * @source 000_b83935d7d7846899.txt §4.4; §2.3.4 0x10018540 / 0x100185a0 / 0x10018660 / 0x100186a0 / 0x100170a0
 * @unit M15
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:306
 */
export function mindist_insert_phantom(env: IvpEnvironment, md: Mindist): void {
  assertFail("spec/ivp/mindist/manager.spec:307", "phantom mindist {}: the phantom paths (0x100170a0, M15) are not used by Ballance", [md.id]);
}

/**
 * mindist_init (0x10016490): the synapse order (a polygon B in synapse 1, the ball first; two
 * balls: the larger creation id in synapse 0), statuses (polygon POINT at the ledge's first point,
 * ball BALL), ledge references, sum_extra_radius (f32), then insert_and_recalc_exact.
 *
 * @source 000_b83935d7d7846899.txt §4.3; §3.3; §7.2 0x10016490
 * @unit M05
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/manager.spec:317
 */
export function mindist_init(mem: Memory, env: IvpEnvironment, md: Mindist, a: RealObject, b: RealObject, ea: number, eb: number): void {
  const s0: Synapse = md.syn[0];
  const s1: Synapse = md.syn[1];
  let first: Synapse = s0;
  if (b.object_type === REAL_OBJECT_POLYGON) {
    s1.object = b;
    s1.edge = eb;
    s1.status = SYNAPSE_STATUS_POINT;
    b.surface_manager!.add_reference_to_ledge(ledge_of_edge(mem, eb));
  } else {
    if (b.object_type !== REAL_OBJECT_BALL) assertFail("spec/ivp/mindist/manager.spec:327", "mindist_init: object {} has type {}, neither polygon nor ball", [b.id, b.object_type]);
    let ball: Synapse = s1;
    // decision (C12, 000 §8.3.5): creation ids replace the entity pointers obj+0xb0
    if (a.object_type !== REAL_OBJECT_BALL || a.id < b.id) {
      ball = s0;
      first = s1;
    }
    ball.object = b;
    ball.status = SYNAPSE_STATUS_BALL;
    ball.edge = eb;
  }
  first.object = a;
  first.edge = ea;
  if (a.object_type === REAL_OBJECT_POLYGON) {
    first.status = SYNAPSE_STATUS_POINT;
    a.surface_manager!.add_reference_to_ledge(ledge_of_edge(mem, ea));
  } else {
    first.status = SYNAPSE_STATUS_BALL;
  }
  md.sum_extra_radius = Math.fround(a.extra_radius + b.extra_radius);
  if (a.phantom_hook === 0 && b.phantom_hook === 0) {
    mindist_insert_and_recalc_exact(mem, env, md);
  } else {
    md.flags = ((md.flags & ~MD_FLAG_COLL_LISTENER) | MD_FLAG_FUNCTION_PHANTOM) >>> 0;
    mindist_insert_phantom(env, md);
  }
}

/**
 * The mindist dtor (0x100162f0): env+0x78 − 1, env+0x80 + 1; out of its list by status (2 INVALID,
 * 3 EXACT, 4/5 HULL); both ledge references removed; the delegator told; the pool slot freed.
 *
 * @source 000_b83935d7d7846899.txt §4.3 0x100162f0
 * @unit M06
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:359
 */
export function mindist_delete(mem: Memory, env: IvpEnvironment, md: Mindist): void {
  if (!md.live) assertFail("spec/ivp/mindist/manager.spec:360", "mindist dtor: slot {} is not live", [md.id]);
  env.live_mindists = (env.live_mindists - 1) | 0;
  env.deleted_mindists = (env.deleted_mindists + 1) | 0;
  const st: number = mindist_status(md);
  if (st === MINDIST_STATUS_INVALID) {
    mindist_remove_invalid(env, md);
  } else if (st === MINDIST_STATUS_EXACT) {
    mindist_remove_exact(env, md);
  } else if (st === MINDIST_STATUS_HULL || st === MINDIST_STATUS_HULL_RECURSIVE) {
    mindist_remove_hull(env, md);
  }
  for (let k = 0; k < 2; k++) {
    const o: RealObject | null = md.syn[k].object;
    if (o !== null) {
      o!.surface_manager!.remove_reference_to_ledge(ledge_of_edge(mem, md.syn[k].edge));
    }
  }
  const d: CollisionDelegator | null = md.delegator;
  if (d !== null) {
    d!.collision_is_going_to_be_deleted(md);
  }
  mindist_free(env, md);
}

/**
 * The manager dtor (0x10018710): deletes every EXACT mindist, then every INVALID one, and frees
 * the wheel vector.
 *
 * @source 000_b83935d7d7846899.txt §4.4; §4.2.5 0x10018710
 * @unit M16
 * @float x87
 * @spec spec/ivp/mindist/manager.spec:390
 */
export function mindist_manager_delete_all(mem: Memory, env: IvpEnvironment): void {
  while (env.mm.exact_head !== null) {
    mindist_delete(mem, env, env.mm.exact_head!);
  }
  while (env.mm.invalid_head !== null) {
    mindist_delete(mem, env, env.mm.invalid_head!);
  }
  env.mm.wheel.length = 0;
}
