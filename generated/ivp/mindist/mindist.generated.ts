// GENERATED FILE: do not edit. Engine module ivp.mindist.mindist: 000 §4.2.1-§4.2.4, §4.3, §3.1.6, §5.1.1: the mindist (0x88 bytes) with its two synapses, flags, statuses and accessors; the base and mindist ctors; get_objects, get_ledges from spec/ivp/mindist/mindist.spec (sha256 1ca310cd0fae885c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { edge_ledge } from "../geometry/compact.generated.js";
import { IvpEnvironment } from "./env.generated.js";
import { mindist_delete } from "./manager.generated.js";
import { mindist_hull_limit_exceeded } from "./scheduling.generated.js";
import { RealObject } from "../objects/real_object.generated.js";
import { HullListener, HullManager, synapse_hull_reset } from "../time/hull_manager.generated.js";

/**
 * Synapse statuses (+0x1a, L2344): the index into both 4×4 case tables; 5 is the transient
 * backside marker of the minimize solver (never reaches the event table, C23).
 */
export const SYNAPSE_STATUS_POINT: number = 0;
export const SYNAPSE_STATUS_EDGE: number = 1;
export const SYNAPSE_STATUS_FACE: number = 2;
export const SYNAPSE_STATUS_BACKSIDE: number = 5;
/** Mindist statuses (flags bits 18-21, signed 4 bits, L2329). */
export const MINDIST_STATUS_UNINIT: number = 0;
export const MINDIST_STATUS_INVALID: number = 2;
export const MINDIST_STATUS_EXACT: number = 3;
export const MINDIST_STATUS_HULL_RECURSIVE: number = 4;
export const MINDIST_STATUS_HULL: number = 5;
/** Flag masks (+0x14, L2320-2331). */
export const MD_FLAG_COLL_TYPE: number = 0xff;
export const MD_FLAG_SORT: number = 0x100;
export const MD_FLAG_PHANTOM_SET: number = 0xc00;
export const MD_FLAG_FUNCTION: number = 0x3000;
export const MD_FLAG_FUNCTION_PHANTOM: number = 0x1000;
export const MD_FLAG_COLL_LISTENER: number = 0x2000;
export const MD_FLAG_RECALC_RESULT: number = 0xc000;
export const MD_FLAG_RECALC_FAILED: number = 0x4000;
export const MD_FLAG_RECALC_BIT15: number = 0x8000;
export const MD_FLAG_HALFSPACE_OFF: number = 0x30000;
export const MD_FLAG_STATUS: number = 0x3c0000;
export const MD_FLAG_COLL_DIST_INDEX: number = 0x3fc00000;
/** The base ctor's flags: (flags & 0xcfc00000) | 0x0fc00000, i.e. coll-dist index 63, status 0 (L2483). */
export const MD_FLAGS_CTOR_KEEP: number = 0xcfc00000;
export const MD_FLAGS_CTOR_SET: number = 0x0fc00000;
/** "Not scheduled" in the time-event index (+0x04, L2287). */
export const MINDIST_NO_EVENT: number = 0xffff;
/** "No hull slot" in a synapse's hull index (+0x04 while not HULL). */
export const SYNAPSE_NO_HULL_SLOT: number = 0xffff;
/** Vtables (L2312-2316): plain mindist and recursive mindist. */
export const MINDIST_VTABLE: number = 0x100637b4;
export const MINDIST_RECURSIVE_VTABLE: number = 0x10063ad0;
export const SYNAPSE_VTABLE: number = 0x100637a0;

/**
 * The owner of a collision (IVP_Collision_Delegator, slot [0]): the delegator root or an OO
 * watcher. The mindist dtor tells it the mindist is going away (000 §4.3 dtor step 5).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface CollisionDelegator {
  /** collision_is_going_to_be_deleted_event(md) (root: 0x1002f3f0; watcher: 0x100381d0) */
  collision_is_going_to_be_deleted(md: Mindist): void;
}

/** IVP_Synapse_Real (0x1c bytes, two per mindist at +0x18 and +0x34; 000 §4.2.4, §2.1.7). */
export class Synapse implements HullListener {
  /** +0x04 the handle in the object's hull Min_List (obj+0x68) while the mindist is HULL */
  hull_index: number = 0;
  /** +0x08 next synapse in the object's EXACT (obj+0x20) or INVALID (obj+0x24) list */
  next: Synapse | null = null;
  /** +0x0c previous synapse in that list */
  prev: Synapse | null = null;
  /** +0x10 l_obj, the real object */
  object: RealObject | null = null;
  /** +0x14 the compact edge naming the feature (& ~0xf = triangle); a ball: its dummy ledge + 0x14 */
  edge: number = 0;
  /** +0x18 the mindist (the original stores mindist − synapse as an i16) */
  mindist: Mindist | null = null;
  /** which synapse of the mindist this is: 0 (+0x18) or 1 (+0x34) */
  index: number = 0;
  /** +0x1a status: 0 point, 1 edge, 2 face, 3 ball, 5 backside (transient) */
  status: number = 0;

  /** Implements HullListener.listener_type (@spec spec/ivp/mindist/mindist.spec:341). */
  listener_type(): number {
    return 0;
  }

  /** Implements HullListener.hull_limit_exceeded (@spec spec/ivp/mindist/mindist.spec:344). */
  hull_limit_exceeded(mem: Memory, h: HullManager, intrusion: number): void {
    const md: Mindist | null = this.mindist;
    mindist_hull_limit_exceeded(mem, md!.env!, md!, intrusion);
  }

  /** Implements HullListener.hull_manager_is_going_to_be_deleted (@spec spec/ivp/mindist/mindist.spec:348). */
  hull_manager_is_going_to_be_deleted(mem: Memory): void {
    const md: Mindist | null = this.mindist;
    mindist_delete(mem, md!.env!, md!);
  }

  /** Implements HullListener.hull_manager_is_reset (@spec spec/ivp/mindist/mindist.spec:352). */
  hull_manager_is_reset(dhull: number, dcenter: number): void {
    const md: Mindist | null = this.mindist;
    md!.sum_angular_hull_time = synapse_hull_reset(md!.sum_angular_hull_time, dhull, dcenter);
  }
}

/** Puts a Synapse back into the zero state `new Synapse()` gives, in place. */
export function reset_Synapse(s: Synapse): void {
  s.hull_index = 0;
  s.next = null;
  s.prev = null;
  s.object = null;
  s.edge = 0;
  s.mindist = null;
  s.index = 0;
  s.status = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Synapse(dst: Synapse, src: Synapse): void {
  dst.hull_index = src.hull_index;
  dst.next = src.next;
  dst.prev = src.prev;
  dst.object = src.object;
  dst.edge = src.edge;
  dst.mindist = src.mindist;
  dst.index = src.index;
  dst.status = src.status;
}

/** Feeds the raw bits of a Synapse to the hasher, field by field in declaration order. */
export function hash_Synapse(s: Synapse, h: StateHasher): void {
  h.enter(s);
  h.u32(s.hull_index);
  h.ref(s.next);
  h.ref(s.prev);
  h.ref(s.object);
  h.u32(s.edge);
  h.ref(s.mindist);
  h.i32(s.index);
  h.i32(s.status);
}

/** Writes a Synapse to a snapshot stream. */
export function snapshot_Synapse(s: Synapse, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.hull_index);
  w.ref(s.next);
  w.ref(s.prev);
  w.ref(s.object);
  w.put(s.edge);
  w.ref(s.mindist);
  w.put(s.index);
  w.put(s.status);
}

/** Reads a Synapse back from a snapshot stream written by snapshot_Synapse. */
export function restore_Synapse(s: Synapse, r: SnapshotReader): void {
  r.enter(s);
  s.hull_index = r.get();
  r.ref((o: Synapse | null) => { s.next = o; });
  r.ref((o: Synapse | null) => { s.prev = o; });
  r.ref((o: RealObject | null) => { s.object = o; });
  s.edge = r.get();
  r.ref((o: Mindist | null) => { s.mindist = o; });
  s.index = r.get();
  s.status = r.get();
}

/** IVP_Mindist (0x88 bytes, 000 §4.2.1). */
export class Mindist {
  /** the pool slot: the mindist's index in IvpEnvironment.mindists */
  id: number = 0;
  /** false while the pool slot is free */
  live: boolean = false;
  /** the environment (the original reaches it through syn[0].l_obj + 0x18) */
  env: IvpEnvironment | null = null;
  /** +0x00 the vtable: 0x100637b4 plain, 0x10063ad0 recursive */
  vtable: number = 0;
  /** a recursive mindist (IVP_Mindist_Recursive, 0x98 bytes): never created in Ballance (C14) */
  recursive: boolean = false;
  /** +0x04 the time event of this pool slot (its Min_List handle is tm.events[event].index) */
  event: number = 0;
  /** +0x08 the collision delegator that owns the mindist (root or OO watcher) */
  delegator: CollisionDelegator | null = null;
  /** a root-owned mindist: its OV side (OvWorld.collisions index, which holds +0x0c/+0x10); -1 otherwise */
  ov_collision: number = 0;
  /** +0x0c, +0x10 fvector_index: a watcher child's index in the watcher's children (-1 = none) */
  fvector_index: Int32Array = new Int32Array(2);
  /** +0x14 the flags (4.2.3): coll type, sort flag, phantom, function, recalc result, status, coll-dist index */
  flags: number = 0;
  /** +0x18 synapse 0, +0x34 synapse 1 */
  syn: Synapse[] = Array.from({ length: 2 }, () => new Synapse());
  /** +0x50 sum_extra_radius = obj0.extra_radius + obj1.extra_radius (f32) */
  sum_extra_radius: number = ZERO_F64;
  /** +0x54 len_numerator: signed surface distance, extra radii subtracted (negative = penetration) */
  len_numerator: number = ZERO_F64;
  /** +0x58 contact_dot_diff_center = (core0 pos − core1 pos)·n at the last recalc */
  contact_dot_diff_center: number = ZERO_F64;
  /** +0x60 sum_angular_hull_time: both objects' angular hull values at the last check */
  sum_angular_hull_time: number = ZERO_F64;
  /** +0x68 the contact plane normal n (unit, world), from synapse 1's surface toward synapse 0 */
  contact_plane: Vec3 = new Vec3();
  /** +0x74 the f32 hesse's 4th component (not used by the collision side) */
  contact_plane_w: number = ZERO_F64;
  /** +0x78 recalc_time_stamp: env time code of the last recalc (equal: recalc returns 4) */
  recalc_time_stamp: number = 0;
  /** +0x7c next in the manager's EXACT or INVALID list */
  next: Mindist | null = null;
  /** +0x80 previous in that list */
  prev: Mindist | null = null;
  /** +0x84 the wheel pass's last friction-handled edge (car wheels only; 0) */
  wheel_edge: number = 0;
  /** in the manager's wheel vector (+0x0c): either core is a car wheel (never in Ballance) */
  in_wheel_vector: boolean = false;
}

/** Puts a Mindist back into the zero state `new Mindist()` gives, in place. */
export function reset_Mindist(s: Mindist): void {
  s.id = 0;
  s.live = false;
  s.env = null;
  s.vtable = 0;
  s.recursive = false;
  s.event = 0;
  s.delegator = null;
  s.ov_collision = 0;
  s.fvector_index.fill(0);
  s.flags = 0;
  for (const x of s.syn) reset_Synapse(x);
  s.sum_extra_radius = 0;
  s.len_numerator = 0;
  s.contact_dot_diff_center = 0;
  s.sum_angular_hull_time = 0;
  s.contact_plane.x = 0; s.contact_plane.y = 0; s.contact_plane.z = 0;
  s.contact_plane_w = 0;
  s.recalc_time_stamp = 0;
  s.next = null;
  s.prev = null;
  s.wheel_edge = 0;
  s.in_wheel_vector = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Mindist(dst: Mindist, src: Mindist): void {
  dst.id = src.id;
  dst.live = src.live;
  dst.env = src.env;
  dst.vtable = src.vtable;
  dst.recursive = src.recursive;
  dst.event = src.event;
  dst.delegator = src.delegator;
  dst.ov_collision = src.ov_collision;
  dst.fvector_index.set(src.fvector_index);
  dst.flags = src.flags;
  for (let i = 0; i < dst.syn.length; i++) copy_Synapse(dst.syn[i], src.syn[i]);
  dst.sum_extra_radius = src.sum_extra_radius;
  dst.len_numerator = src.len_numerator;
  dst.contact_dot_diff_center = src.contact_dot_diff_center;
  dst.sum_angular_hull_time = src.sum_angular_hull_time;
  dst.contact_plane.x = src.contact_plane.x; dst.contact_plane.y = src.contact_plane.y; dst.contact_plane.z = src.contact_plane.z;
  dst.contact_plane_w = src.contact_plane_w;
  dst.recalc_time_stamp = src.recalc_time_stamp;
  dst.next = src.next;
  dst.prev = src.prev;
  dst.wheel_edge = src.wheel_edge;
  dst.in_wheel_vector = src.in_wheel_vector;
}

/** Feeds the raw bits of a Mindist to the hasher, field by field in declaration order. */
export function hash_Mindist(s: Mindist, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.bool(s.live);
  h.ref(s.env);
  h.u32(s.vtable);
  h.bool(s.recursive);
  h.i32(s.event);
  h.ref(s.delegator);
  h.i32(s.ov_collision);
  for (let i0 = 0; i0 < s.fvector_index.length; i0++) {
    h.i32(s.fvector_index[i0]);
  }
  h.u32(s.flags);
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    hash_Synapse(s.syn[i0], h);
  }
  h.f32(s.sum_extra_radius);
  h.f32(s.len_numerator);
  h.f32(s.contact_dot_diff_center);
  h.f64(s.sum_angular_hull_time);
  h.f32(s.contact_plane.x);
  h.f32(s.contact_plane.y);
  h.f32(s.contact_plane.z);
  h.f32(s.contact_plane_w);
  h.i32(s.recalc_time_stamp);
  h.ref(s.next);
  h.ref(s.prev);
  h.u32(s.wheel_edge);
  h.bool(s.in_wheel_vector);
}

/** Writes a Mindist to a snapshot stream. */
export function snapshot_Mindist(s: Mindist, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.live ? 1 : 0);
  w.ref(s.env);
  w.put(s.vtable);
  w.put(s.recursive ? 1 : 0);
  w.put(s.event);
  w.ref(s.delegator);
  w.put(s.ov_collision);
  for (let i0 = 0; i0 < s.fvector_index.length; i0++) {
    w.put(s.fvector_index[i0]);
  }
  w.put(s.flags);
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    snapshot_Synapse(s.syn[i0], w);
  }
  w.put(s.sum_extra_radius);
  w.put(s.len_numerator);
  w.put(s.contact_dot_diff_center);
  w.put(s.sum_angular_hull_time);
  w.put(s.contact_plane.x);
  w.put(s.contact_plane.y);
  w.put(s.contact_plane.z);
  w.put(s.contact_plane_w);
  w.put(s.recalc_time_stamp);
  w.ref(s.next);
  w.ref(s.prev);
  w.put(s.wheel_edge);
  w.put(s.in_wheel_vector ? 1 : 0);
}

/** Reads a Mindist back from a snapshot stream written by snapshot_Mindist. */
export function restore_Mindist(s: Mindist, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.live = r.get() !== 0;
  r.ref((o: IvpEnvironment | null) => { s.env = o; });
  s.vtable = r.get();
  s.recursive = r.get() !== 0;
  s.event = r.get();
  r.ref((o: CollisionDelegator | null) => { s.delegator = o; });
  s.ov_collision = r.get();
  for (let i0 = 0; i0 < s.fvector_index.length; i0++) {
    s.fvector_index[i0] = r.get();
  }
  s.flags = r.get();
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    restore_Synapse(s.syn[i0], r);
  }
  s.sum_extra_radius = r.get();
  s.len_numerator = r.get();
  s.contact_dot_diff_center = r.get();
  s.sum_angular_hull_time = r.get();
  s.contact_plane.x = r.get();
  s.contact_plane.y = r.get();
  s.contact_plane.z = r.get();
  s.contact_plane_w = r.get();
  s.recalc_time_stamp = r.get();
  r.ref((o: Mindist | null) => { s.next = o; });
  r.ref((o: Mindist | null) => { s.prev = o; });
  s.wheel_edge = r.get();
  s.in_wheel_vector = r.get() !== 0;
}

/**
 * The mindist status, flags bits 18-21 read as a signed 4-bit value ((flags << 10) >> 28, L1459).
 *
 * @source 000_b83935d7d7846899.txt §4.2.3; §3.1.6 flags bits 18-21 ((status << 10) >> 28)
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:153
 */
export function mindist_status(md: Mindist): number {
  return (md.flags << 10) >> 28;
}

/**
 * Writes the mindist status into bits 18-21.
 *
 * @source 000_b83935d7d7846899.txt §4.2.3; §4.4 flags & ~0x3c0000 | status << 18
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:160
 */
export function mindist_set_status(md: Mindist, status: number): void {
  md.flags = ((md.flags & ~MD_FLAG_STATUS) | ((status & 0xf) << 18)) >>> 0;
}

/**
 * The sort flag k (bit 8): sorted synapse j is syn[k ^ j].
 *
 * @source 000_b83935d7d7846899.txt §4.2.3 flags bits 8-9 (only bit 8 toggles)
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:167
 */
export function mindist_sort_flag(md: Mindist): number {
  return (md.flags >>> 8) & 1;
}

/**
 * The sorted synapse j (0 = the solvers' A, 1 = B): syn[((flags >> 8) & 1) ^ j] (L2325).
 *
 * @source 000_b83935d7d7846899.txt §4.2.3; §5.2.2 sorted synapse k = synapse[((flags >> 8) & 3) ^ k]
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:174
 */
export function mindist_sorted_synapse(md: Mindist, j: number): Synapse {
  return md.syn[mindist_sort_flag(md) ^ j];
}

/**
 * Flips the sort flag (flags ^= 0x100: 0x1001a350, 0x1001a1f0).
 *
 * @source 000_b83935d7d7846899.txt §4.2.3; §4.5 0x1001a350 / 0x1001a1f0 (flags ^= 0x100)
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:181
 */
export function mindist_flip_sort(md: Mindist): void {
  md.flags = (md.flags ^ MD_FLAG_SORT) >>> 0;
}

/**
 * The coll type of the scheduled event (bits 0-7): the event solver's code (0x10, 0x20, …).
 *
 * @source 000_b83935d7d7846899.txt §4.2.3; §4.6 flags bits 0-7
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:188
 */
export function mindist_coll_type(md: Mindist): number {
  return (md.flags & MD_FLAG_COLL_TYPE) | 0;
}

/**
 * Writes the low byte of the flags (the event code, flags = flags & ~0xff | code & 0xff).
 *
 * @source 000_b83935d7d7846899.txt §4.6; §5.2.2 md.flags = (md.flags & ~0xff) | (S.type & 0xff)
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:195
 */
export function mindist_set_coll_type(md: Mindist, code: number): void {
  md.flags = ((md.flags & ~MD_FLAG_COLL_TYPE) | (code & MD_FLAG_COLL_TYPE)) >>> 0;
}

/**
 * The coll-dist index (bits 22-29).
 *
 * @source 000_b83935d7d7846899.txt §4.2.3; §4.1 flags bits 22-29
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:202
 */
export function mindist_coll_dist_index(md: Mindist): number {
  return (md.flags >>> 22) & 0xff;
}

/**
 * Writes the coll-dist index (bits 22-29).
 *
 * @source 000_b83935d7d7846899.txt §4.2.3; §4.6 flags bits 22-29
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:209
 */
export function mindist_set_coll_dist_index(md: Mindist, idx: number): void {
  md.flags = ((md.flags & ~MD_FLAG_COLL_DIST_INDEX) | ((idx & 0xff) << 22)) >>> 0;
}

/**
 * True when the last recalc ended with code 1 (flags & 0xc000 == 0).
 *
 * @source 000_b83935d7d7846899.txt §4.2.3; §4.5 recalc_result (flags bits 14-15)
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:216
 */
export function mindist_recalc_ok(md: Mindist): boolean {
  return ((md.flags & MD_FLAG_RECALC_RESULT) >>> 0) === 0;
}

/**
 * recalc_result = OK: flags &= ~0xc000 (the minimize driver on code 1).
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3 flags &= ~0xc000
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:223
 */
export function mindist_set_recalc_ok(md: Mindist): void {
  md.flags = (md.flags & ~MD_FLAG_RECALC_RESULT) >>> 0;
}

/**
 * recalc_result = 1 (failed): flags = flags & ~0x8000 | 0x4000 (the minimize driver otherwise).
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3 flags = flags & ~0x8000 | 0x4000
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:230
 */
export function mindist_set_recalc_failed(md: Mindist): void {
  md.flags = ((md.flags & ~MD_FLAG_RECALC_BIT15) | MD_FLAG_RECALC_FAILED) >>> 0;
}

/**
 * True for a phantom mindist ((flags & 0x3000) == 0x1000; never in Ballance).
 *
 * @source 000_b83935d7d7846899.txt §4.2.3 mindist_function (flags bits 12-13)
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:237
 */
export function mindist_is_phantom(md: Mindist): boolean {
  return ((md.flags & MD_FLAG_FUNCTION) >>> 0) === MD_FLAG_FUNCTION_PHANTOM;
}

/**
 * True when the mindist is scheduled in the time manager (+0x04 != 0xffff).
 *
 * @source 000_b83935d7d7846899.txt §4.2.1 +0x04 != 0xffff
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:244
 */
export function mindist_has_event(md: Mindist): boolean {
  const env: IvpEnvironment | null = md.env;
  return env!.tm.events[md.event].index !== MINDIST_NO_EVENT;
}

/**
 * The ledge of a compact edge (0x10016470): tri = edge & ~0xf; ledge = tri − ((tri.dword0 & 0xfff) + 1)·16.
 *
 * @source 000_b83935d7d7846899.txt §4.2.4; §4.2.2 0x10016470
 * @unit M04
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:254
 */
export function ledge_of_edge(mem: Memory, e: number): number {
  return edge_ledge(mem, e);
}

/**
 * get_objects (0x10016410): syn[0].l_obj, syn[1].l_obj (unsorted).
 *
 * @source 000_b83935d7d7846899.txt §4.2.2 0x10016410
 * @unit M04
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:261
 */
export function mindist_object(md: Mindist, k: number): RealObject | null {
  return md.syn[k].object;
}

/**
 * get_ledges (0x10016430): the ledge of each synapse's edge (unsorted).
 *
 * @source 000_b83935d7d7846899.txt §4.2.2 0x10016430
 * @unit M04
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:268
 */
export function mindist_ledge(mem: Memory, md: Mindist, k: number): number {
  return ledge_of_edge(mem, md.syn[k].edge);
}

/**
 * The base vtable's slot 0 (0x10016180): a crash stub; a base mindist is never scheduled.
 *
 * @source 000_b83935d7d7846899.txt §4.2.2 0x10016180
 * @unit M04
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:275
 */
export function mindist_base_simulate_time_event(md: Mindist): void {
  assertFail("spec/ivp/mindist/mindist.spec:276", "IVP_Mindist_Base::simulate_time_event (0x10016180): crash stub, mindist {} has no event handler", [md.id]);
}

/**
 * Resets one embedded synapse for the base ctor (vtable 0x100637a0, no list links, no hull slot).
 *
 * @source 000_b83935d7d7846899.txt §4.3 0x100160e0 (construct 2 synapses, vtbl 0x100637a0)
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:284
 */
export function synapse_init(s: Synapse, md: Mindist, k: number): void {
  s.hull_index = SYNAPSE_NO_HULL_SLOT;
  s.next = null;
  s.prev = null;
  s.object = null;
  s.edge = 0;
  s.mindist = md;
  s.index = k;
  s.status = 0;
}

/**
 * IVP_Mindist_Base ctor (0x100160e0): +8 = delegator; +0xc = +0x10 = −1; two synapses; +0x60 = 0;
 * flags = (flags & 0xcfc00000) | 0x0fc00000; +4 = 0xffff (the slot's event is not queued).
 *
 * @source 000_b83935d7d7846899.txt §4.3 0x100160e0
 * @unit M02
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:299
 */
export function mindist_base_init(md: Mindist, delegator: CollisionDelegator | null): void {
  md.delegator = delegator;
  md.fvector_index[0] = -1;
  md.fvector_index[1] = -1;
  md.ov_collision = -1;
  synapse_init(md.syn[0], md, 0);
  synapse_init(md.syn[1], md, 1);
  md.sum_angular_hull_time = 0;
  md.flags = ((md.flags & MD_FLAGS_CTOR_KEEP) | MD_FLAGS_CTOR_SET) >>> 0;
  const env: IvpEnvironment | null = md.env;
  if (env!.tm.events[md.event].index !== MINDIST_NO_EVENT) assertFail("spec/ivp/mindist/mindist.spec:309", "mindist ctor: pool slot {} still has a queued event", [md.id]);
}

/**
 * IVP_Mindist ctor (0x10016290(this, env, delegator)): the base ctor, vtable 0x100637b4, +0x78 = 0,
 * +0x84 = 0, and the environment's counters: env+0x78 (live) and env+0x7c (created) up by one.
 *
 * @source 000_b83935d7d7846899.txt §4.3; §4.2.1 0x10016290
 * @unit M03
 * @float x87
 * @spec spec/ivp/mindist/mindist.spec:316
 */
export function mindist_ctor(md: Mindist, delegator: CollisionDelegator | null): void {
  mindist_base_init(md, delegator);
  md.vtable = MINDIST_VTABLE;
  md.recursive = false;
  md.recalc_time_stamp = 0;
  md.wheel_edge = 0;
  md.in_wheel_vector = false;
  md.next = null;
  md.prev = null;
  md.len_numerator = 0;
  md.contact_dot_diff_center = 0;
  md.sum_extra_radius = 0;
  md.contact_plane.x = 0;
  md.contact_plane.y = 0;
  md.contact_plane.z = 0;
  md.contact_plane_w = 0;
  const env: IvpEnvironment | null = md.env;
  env!.live_mindists = (env!.live_mindists + 1) | 0;
  env!.created_mindists = (env!.created_mindists + 1) | 0;
}
