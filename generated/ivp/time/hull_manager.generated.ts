// GENERATED FILE: do not edit. Engine module ivp.time.hull_manager: 000 §2.1.6, §2.3 and §4.2.8: the per-object hull manager (hull update, the hull phase with its 102-call limit, the 10 s reset), its listeners, the synapse reset handler and the certain part of the angular speed from spec/ivp/time/hull_manager.spec (sha256 cefd66e910ab71a9).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { invsqrt5 } from "../math/invsqrt.generated.js";
import { det_asin } from "../math/transcendental.generated.js";
import { MIN_LIST_NONE, MinList, copy_MinList, hash_MinList, min_list_add, min_list_count, min_list_first, min_list_init, min_list_min, min_list_next, min_list_rebase, min_list_remove, min_list_value, reset_MinList, restore_MinList, snapshot_MinList } from "./min_list.generated.js";

/** The gradient factor 1.00001f at 0x10063868 (L852, L1035): the f32 0x3f800054. */
export const HULL_GRADIENT_FACTOR: number = 1.0000100135803223 /* f32#3f800054 */;
/** The hull phase's loop counter start (L1047): k = 100 with `k-- < 0` allows 102 calls. */
export const HULL_PHASE_K_START: number = 100;
/** The seconds between two resets of one hull manager (L1054). */
export const HULL_RESET_PERIOD: number = 10;
/** The listener list's initial capacity (a decision, see above). */
export const HULL_LIST_CAPACITY: number = 16;

/**
 * A hull listener (IVP_Listener_Hull, vtable slots [0]-[3], 000 §2.1.6 L862): synapses (mindist
 * +0x18/+0x34), OV elements and OO watchers implement it in their modules.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface HullListener {
  /** [0] the listener type: 0 synapse, 2 OO watcher, 3 OV element. */
  listener_type(): number;
  /**
   * [1] hull_limit_exceeded_event: the hull reached this listener's key; intrusion = key −
   * hull_value_next_psi (f32, ≤ 0). The handler must remove or re-key this listener.
   */
  hull_limit_exceeded(mem: Memory, h: HullManager, intrusion: number): void;
  /** [2] hull_manager_is_going_to_be_deleted_event. */
  hull_manager_is_going_to_be_deleted(mem: Memory): void;
  /** [3] hull_manager_is_reset(dhull, dcenter): the hull values were moved by these amounts. */
  hull_manager_is_reset(dhull: number, dcenter: number): void;
}

/** IVP_Hull_Manager (embedded in the real object at obj+0x48, L846-858, L2437-2446). */
export class HullManager {
  /** +0x00 (+0x48): last_time, the time the values below refer to */
  last_time: number = ZERO_F64;
  /** +0x08 (+0x50): gradient, hull growth per second ((|v| + rot_surface_speed) × 1.00001f) */
  gradient: number = ZERO_F64;
  /** +0x0c (+0x54): center_gradient, centre growth per second (|v|) */
  center_gradient: number = ZERO_F64;
  /** +0x10 (+0x58): hull_value at last_time */
  hull_value: number = ZERO_F64;
  /** +0x14 (+0x5c): center_hull_value at last_time */
  center_hull_value: number = ZERO_F64;
  /** +0x18 (+0x60): hull_value_next_psi = gradient·dt + hull_value */
  hull_value_next_psi: number = ZERO_F64;
  /** +0x1c (+0x64): the time of the next reset, ftol(last_time + 10.0) */
  reset_time: number = 0;
  /** +0x20 (+0x68): the listeners, keyed by the hull value at which they want to be told */
  list: MinList = new MinList();
  /** the Min_List payload: the listener of each handle (null when the handle is free) */
  listeners: (HullListener | null)[] = [];
}

/** Puts a HullManager back into the zero state `new HullManager()` gives, in place. */
export function reset_HullManager(s: HullManager): void {
  s.last_time = 0;
  s.gradient = 0;
  s.center_gradient = 0;
  s.hull_value = 0;
  s.center_hull_value = 0;
  s.hull_value_next_psi = 0;
  s.reset_time = 0;
  reset_MinList(s.list);
  s.listeners.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_HullManager(dst: HullManager, src: HullManager): void {
  dst.last_time = src.last_time;
  dst.gradient = src.gradient;
  dst.center_gradient = src.center_gradient;
  dst.hull_value = src.hull_value;
  dst.center_hull_value = src.center_hull_value;
  dst.hull_value_next_psi = src.hull_value_next_psi;
  dst.reset_time = src.reset_time;
  copy_MinList(dst.list, src.list);
  for (let i = 0; i < src.listeners.length && i < dst.listeners.length; i++) dst.listeners[i] = src.listeners[i];
  if (dst.listeners.length > src.listeners.length) dst.listeners.length = src.listeners.length;
  else for (let i = dst.listeners.length; i < src.listeners.length; i++) dst.listeners.push(src.listeners[i]);
}

/** Feeds the raw bits of a HullManager to the hasher, field by field in declaration order. */
export function hash_HullManager(s: HullManager, h: StateHasher): void {
  h.enter(s);
  h.f64(s.last_time);
  h.f32(s.gradient);
  h.f32(s.center_gradient);
  h.f32(s.hull_value);
  h.f32(s.center_hull_value);
  h.f32(s.hull_value_next_psi);
  h.i32(s.reset_time);
  hash_MinList(s.list, h);
  h.u32(s.listeners.length);
  for (let i0 = 0; i0 < s.listeners.length; i0++) {
    h.ref(s.listeners[i0]);
  }
}

/** Writes a HullManager to a snapshot stream. */
export function snapshot_HullManager(s: HullManager, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.last_time);
  w.put(s.gradient);
  w.put(s.center_gradient);
  w.put(s.hull_value);
  w.put(s.center_hull_value);
  w.put(s.hull_value_next_psi);
  w.put(s.reset_time);
  snapshot_MinList(s.list, w);
  w.put(s.listeners.length);
  for (let i0 = 0; i0 < s.listeners.length; i0++) {
    w.ref(s.listeners[i0]);
  }
}

/** Reads a HullManager back from a snapshot stream written by snapshot_HullManager. */
export function restore_HullManager(s: HullManager, r: SnapshotReader): void {
  r.enter(s);
  s.last_time = r.get();
  s.gradient = r.get();
  s.center_gradient = r.get();
  s.hull_value = r.get();
  s.center_hull_value = r.get();
  s.hull_value_next_psi = r.get();
  s.reset_time = r.get();
  restore_MinList(s.list, r);
  s.listeners.length = r.get();
  for (let i0 = 0; i0 < s.listeners.length; i0++) if (s.listeners[i0] === undefined) s.listeners[i0] = null;
  for (let i0 = 0; i0 < s.listeners.length; i0++) {
    r.ref((o: HullListener | null) => { s.listeners[i0] = o; });
  }
}

/**
 * The check vector of one PSI (0x1001ecd0 appends, 0x1001eb10 reads), with what the hull phase
 * did: the 102-call limit is silent in the original and made observable here.
 */
export class HullCheck {
  /** the hull managers whose first key is below their next-PSI value, in append order */
  hulls: (HullManager | null)[] = [];
  /** listener calls made by the last hull phase */
  calls: number = 0;
  /** hull managers whose loop stopped at the 102-call limit in the last hull phase */
  limit_hits: number = 0;
  /** hull resets done by the last hull phase */
  resets: number = 0;
}

/** Puts a HullCheck back into the zero state `new HullCheck()` gives, in place. */
export function reset_HullCheck(s: HullCheck): void {
  s.hulls.length = 0;
  s.calls = 0;
  s.limit_hits = 0;
  s.resets = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_HullCheck(dst: HullCheck, src: HullCheck): void {
  for (let i = 0; i < src.hulls.length && i < dst.hulls.length; i++) dst.hulls[i] = src.hulls[i];
  if (dst.hulls.length > src.hulls.length) dst.hulls.length = src.hulls.length;
  else for (let i = dst.hulls.length; i < src.hulls.length; i++) dst.hulls.push(src.hulls[i]);
  dst.calls = src.calls;
  dst.limit_hits = src.limit_hits;
  dst.resets = src.resets;
}

/** Feeds the raw bits of a HullCheck to the hasher, field by field in declaration order. */
export function hash_HullCheck(s: HullCheck, h: StateHasher): void {
  h.enter(s);
  h.u32(s.hulls.length);
  for (let i0 = 0; i0 < s.hulls.length; i0++) {
    h.ref(s.hulls[i0]);
  }
  h.i32(s.calls);
  h.i32(s.limit_hits);
  h.i32(s.resets);
}

/** Writes a HullCheck to a snapshot stream. */
export function snapshot_HullCheck(s: HullCheck, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.hulls.length);
  for (let i0 = 0; i0 < s.hulls.length; i0++) {
    w.ref(s.hulls[i0]);
  }
  w.put(s.calls);
  w.put(s.limit_hits);
  w.put(s.resets);
}

/** Reads a HullCheck back from a snapshot stream written by snapshot_HullCheck. */
export function restore_HullCheck(s: HullCheck, r: SnapshotReader): void {
  r.enter(s);
  s.hulls.length = r.get();
  for (let i0 = 0; i0 < s.hulls.length; i0++) if (s.hulls[i0] === undefined) s.hulls[i0] = null;
  for (let i0 = 0; i0 < s.hulls.length; i0++) {
    r.ref((o: HullManager | null) => { s.hulls[i0] = o; });
  }
  s.calls = r.get();
  s.limit_hits = r.get();
  s.resets = r.get();
}

/** What the angular speed (0x1001e870) writes into the core. */
export class AngularSpeed {
  /** core+0x1bc: angular speed of the last PSI (rad/s) */
  rot_speed: number = ZERO_F64;
  /** core+0x1a8: unit rotation axis, world space */
  rot_axis: Vec3 = new Vec3();
  /** core+0x1c0: rot_speed × max_surface_deviation */
  rot_surface_speed: number = ZERO_F64;
}

/** Puts a AngularSpeed back into the zero state `new AngularSpeed()` gives, in place. */
export function reset_AngularSpeed(s: AngularSpeed): void {
  s.rot_speed = 0;
  s.rot_axis.x = 0; s.rot_axis.y = 0; s.rot_axis.z = 0;
  s.rot_surface_speed = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_AngularSpeed(dst: AngularSpeed, src: AngularSpeed): void {
  dst.rot_speed = src.rot_speed;
  dst.rot_axis.x = src.rot_axis.x; dst.rot_axis.y = src.rot_axis.y; dst.rot_axis.z = src.rot_axis.z;
  dst.rot_surface_speed = src.rot_surface_speed;
}

/** Feeds the raw bits of a AngularSpeed to the hasher, field by field in declaration order. */
export function hash_AngularSpeed(s: AngularSpeed, h: StateHasher): void {
  h.enter(s);
  h.f32(s.rot_speed);
  h.f32(s.rot_axis.x);
  h.f32(s.rot_axis.y);
  h.f32(s.rot_axis.z);
  h.f32(s.rot_surface_speed);
}

/** Writes a AngularSpeed to a snapshot stream. */
export function snapshot_AngularSpeed(s: AngularSpeed, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.rot_speed);
  w.put(s.rot_axis.x);
  w.put(s.rot_axis.y);
  w.put(s.rot_axis.z);
  w.put(s.rot_surface_speed);
}

/** Reads a AngularSpeed back from a snapshot stream written by snapshot_AngularSpeed. */
export function restore_AngularSpeed(s: AngularSpeed, r: SnapshotReader): void {
  r.enter(s);
  s.rot_speed = r.get();
  s.rot_axis.x = r.get();
  s.rot_axis.y = r.get();
  s.rot_axis.z = r.get();
  s.rot_surface_speed = r.get();
}

/** What the test listeners saw, shared by all of them. */
export class HullLog {
  /** per exceeded call: the listener's id; per reset notification: 1000 + id */
  ids: number[] = [];
  /** per exceeded call: the intrusion */
  intrusions: number[] = [];
  /** per reset notification: dh and dc */
  dh: number[] = [];
  dc: number[] = [];
}

/** Puts a HullLog back into the zero state `new HullLog()` gives, in place. */
export function reset_HullLog(s: HullLog): void {
  s.ids.length = 0;
  s.intrusions.length = 0;
  s.dh.length = 0;
  s.dc.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_HullLog(dst: HullLog, src: HullLog): void {
  for (let i = 0; i < src.ids.length && i < dst.ids.length; i++) dst.ids[i] = src.ids[i];
  if (dst.ids.length > src.ids.length) dst.ids.length = src.ids.length;
  else for (let i = dst.ids.length; i < src.ids.length; i++) dst.ids.push(src.ids[i]);
  for (let i = 0; i < src.intrusions.length && i < dst.intrusions.length; i++) dst.intrusions[i] = src.intrusions[i];
  if (dst.intrusions.length > src.intrusions.length) dst.intrusions.length = src.intrusions.length;
  else for (let i = dst.intrusions.length; i < src.intrusions.length; i++) dst.intrusions.push(src.intrusions[i]);
  for (let i = 0; i < src.dh.length && i < dst.dh.length; i++) dst.dh[i] = src.dh[i];
  if (dst.dh.length > src.dh.length) dst.dh.length = src.dh.length;
  else for (let i = dst.dh.length; i < src.dh.length; i++) dst.dh.push(src.dh[i]);
  for (let i = 0; i < src.dc.length && i < dst.dc.length; i++) dst.dc[i] = src.dc[i];
  if (dst.dc.length > src.dc.length) dst.dc.length = src.dc.length;
  else for (let i = dst.dc.length; i < src.dc.length; i++) dst.dc.push(src.dc[i]);
}

/**
 * A listener for tests: mode 0 removes itself when exceeded, mode 1 does nothing (the loop runs to
 * the limit), mode 2 re-keys itself `step` above its key, mode 3 removes itself after `budget`
 * calls, mode 4 re-keys itself at the next-PSI value (due again at the next PSI). On reset it
 * applies the synapse handler to its ang_hull_sum.
 */
export class TestHullListener implements HullListener {
  id: number = 0;
  handle: number = 0;
  mode: number = 0;
  step: number = ZERO_F64;
  budget: number = 0;
  ang_hull_sum: number = ZERO_F64;
  log: HullLog | null = null;

  /** Implements HullListener.listener_type (@spec spec/ivp/time/hull_manager.spec:386). */
  listener_type(): number {
    return 0;
  }

  /** Implements HullListener.hull_limit_exceeded (@spec spec/ivp/time/hull_manager.spec:390). */
  hull_limit_exceeded(mem: Memory, h: HullManager, intrusion: number): void {
    this.log!.ids.push(this.id);
    this.log!.intrusions.push(intrusion);
    if (this.mode === 0) {
      hull_remove_listener(h, this.handle);
    } else if (this.mode === 2) {
      const key: number = Math.fround(min_list_value(h.list, this.handle) + this.step);
      hull_remove_listener(h, this.handle);
      this.handle = hull_insert_listener(h, this, key);
    } else if (this.mode === 3) {
      this.budget = (this.budget - 1) | 0;
      if (this.budget <= 0) {
        hull_remove_listener(h, this.handle);
      }
    } else if (this.mode === 4) {
      hull_remove_listener(h, this.handle);
      this.handle = hull_insert_listener(h, this, h.hull_value_next_psi);
    }
  }

  /** Implements HullListener.hull_manager_is_going_to_be_deleted (@spec spec/ivp/time/hull_manager.spec:410). */
  hull_manager_is_going_to_be_deleted(mem: Memory): void {
    this.log!.ids.push((2000 + this.id) | 0);
  }

  /** Implements HullListener.hull_manager_is_reset (@spec spec/ivp/time/hull_manager.spec:414). */
  hull_manager_is_reset(dhull: number, dcenter: number): void {
    this.log!.ids.push((1000 + this.id) | 0);
    this.log!.dh.push(dhull);
    this.log!.dc.push(dcenter);
    this.ang_hull_sum = synapse_hull_reset(this.ang_hull_sum, dhull, dcenter);
  }
}

/** Puts a TestHullListener back into the zero state `new TestHullListener()` gives, in place. */
export function reset_TestHullListener(s: TestHullListener): void {
  s.id = 0;
  s.handle = 0;
  s.mode = 0;
  s.step = 0;
  s.budget = 0;
  s.ang_hull_sum = 0;
  s.log = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_TestHullListener(dst: TestHullListener, src: TestHullListener): void {
  dst.id = src.id;
  dst.handle = src.handle;
  dst.mode = src.mode;
  dst.step = src.step;
  dst.budget = src.budget;
  dst.ang_hull_sum = src.ang_hull_sum;
  dst.log = src.log;
}

/** A rotation matrix for the tests (a mat3 lives in a record). */
export class HullTestFrame {
  r: Float64Array = new Float64Array(9);
}

/** Puts a HullTestFrame back into the zero state `new HullTestFrame()` gives, in place. */
export function reset_HullTestFrame(s: HullTestFrame): void {
  s.r.fill(0);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_HullTestFrame(dst: HullTestFrame, src: HullTestFrame): void {
  dst.r.set(src.r);
}

/**
 * The hull manager as the real object's ctor leaves it: all values zero, an empty listener list.
 *
 * @design The hull manager's ctor is not described in 000; zeroed values are the only state under which the first hull_update gives H = 0 whatever the creation time (the gradient is 0 until then). Capacity 16 as the time manager's list.
 * @unit T14
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:105
 */
export function hull_manager_init(h: HullManager): void {
  h.last_time = 0;
  h.gradient = 0;
  h.center_gradient = 0;
  h.hull_value = 0;
  h.center_hull_value = 0;
  h.hull_value_next_psi = 0;
  h.reset_time = 0;
  min_list_init(h.list, HULL_LIST_CAPACITY);
  h.listeners.length = 0;
}

/**
 * Registers a listener with its key and returns its Min_List handle (the listener keeps it).
 *
 * @source 000_b83935d7d7846899.txt §2.1.6; §4.2.8 0x10030180 (add on the hull list, obj+0x68)
 * @unit T16
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:120
 */
export function hull_insert_listener(h: HullManager, l: HullListener | null, key: number): number {
  const idx: number = min_list_add(h.list, key);
  while (h.listeners.length <= idx) {
    h.listeners.push(null);
  }
  h.listeners[idx] = l;
  return idx;
}

/**
 * Removes the listener with handle idx from the hull list.
 *
 * @source 000_b83935d7d7846899.txt §2.1.6; §4.2.8 0x10030470 (remove on the hull list, obj+0x68)
 * @unit T16
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:132
 */
export function hull_remove_listener(h: HullManager, idx: number): void {
  min_list_remove(h.list, idx);
  h.listeners[idx] = null;
}

/**
 * The listener of the first (smallest) key, null when the list is empty.
 *
 * @source 000_b83935d7d7846899.txt §2.3.2 0x1001eb10 (h.list.first.payload)
 * @unit T16
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:140
 */
export function hull_first_listener(h: HullManager): HullListener | null {
  const first: number = min_list_first(h.list);
  if (first === MIN_LIST_NONE) {
    return null;
  }
  return h.listeners[first];
}

/**
 * The current hull value H(t) = (t − t_h)·g + h, in extended precision (the listener keys'
 * common term, L1610).
 *
 * @source 000_b83935d7d7846899.txt §4.2.8; §3.5 hull value (obj+0x48/+0x50/+0x58)
 * @unit T14
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:152
 */
export function hull_value_at(h: HullManager, t: number): number {
  return (t - h.last_time) * h.gradient + h.hull_value;
}

/**
 * The angular hull value A(t) = (h − ch) + (g − cg)·(t − t_h), in extended precision.
 *
 * @source 000_b83935d7d7846899.txt §4.2.8 angular hull value (obj+0x48..+0x5c)
 * @unit T14
 * @float x87
 * @precision 5 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:159
 */
export function hull_angular_value_at(h: HullManager, t: number): number {
  return h.hull_value - h.center_hull_value + (h.gradient - h.center_gradient) * (t - h.last_time);
}

/**
 * hull_update: the values advance to now with the old gradients, then the gradients become the
 * new speeds (×1.00001f for the hull) and the next-PSI value is predicted. Extended arithmetic,
 * each field stored f32.
 *
 * @source 000_b83935d7d7846899.txt §2.3.1; §4.2.8 0x1001e750
 * @unit T14
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:170
 */
export function hull_update(h: HullManager, now: number, dt: number, speed: number, center_speed: number): void {
  const d: number = now - h.last_time;
  h.last_time = now;
  h.hull_value = Math.fround(h.hull_value + d * h.gradient);
  // quirk kept: 000 §2.3.1 L1033: the centre advances with the OLD centre gradient
  h.center_hull_value = Math.fround(h.center_hull_value + d * h.center_gradient);
  h.center_gradient = center_speed;
  h.gradient = Math.fround(speed * HULL_GRADIENT_FACTOR);
  // reads the stored f32 gradient and hull value
  h.hull_value_next_psi = Math.fround(h.gradient * dt + h.hull_value);
}

/**
 * min_value − hull_value_next_psi as an f32: the intrusion of the first listener (< 0: due).
 *
 * @source 000_b83935d7d7846899.txt §2.3.1; §2.3.2 0x1001ecd0 / 0x1001eb10 (float subtract)
 * @unit T13, T16
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:185
 */
export function hull_intrusion(h: HullManager): number {
  return Math.fround(min_list_min(h.list) - h.hull_value_next_psi);
}

/**
 * One object's part of the core integration: hull_update, then the hull manager goes into the
 * check vector when its first key is below the next-PSI value.
 *
 * @source 000_b83935d7d7846899.txt §2.3.1 inside 0x1001e300 (0x1001e750, 0x1001ecd0)
 * @unit T13
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:193
 */
export function hull_update_and_check(h: HullManager, now: number, dt: number, speed: number, center_speed: number, check: HullCheck): void {
  hull_update(h, now, dt, speed, center_speed);
  if (hull_intrusion(h) < 0) {
    check.hulls.push(h);
  }
}

/**
 * Fires the listeners of one hull manager while min − next < 0: the first listener's
 * hull_limit_exceeded(h, d) each time, at most 102 calls. Returns the number of calls; adds 1 to
 * check.limit_hits when the limit stopped the loop.
 *
 * @source 000_b83935d7d7846899.txt §2.3.2; §4.2.8 0x1001eb10 (listener loop)
 * @unit T16
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:207
 */
export function hull_fire_listeners(mem: Memory, h: HullManager, check: HullCheck): number {
  let k: number = HULL_PHASE_K_START;
  let calls: number = 0;
  while (true) {
    // float subtract (L1048)
    const d: number = hull_intrusion(h);
    if (!(d < 0)) {
      break;
    }
    const l: HullListener | null = hull_first_listener(h);
    // only an empty list with hull_value_next_psi > 1e10 gets here
    if (l === null) assertFail("spec/ivp/time/hull_manager.spec:218", "hull phase: the hull list is empty but its min value is due");
    l!.hull_limit_exceeded(mem, h, d);
    calls = (calls + 1) | 0;
    check.calls = (check.calls + 1) | 0;
    // quirk kept: 000 §2.3.2 L1050: `if k-- < 0: break` after the call, so 102 calls, not 100
    const old: number = k;
    k = (k - 1) | 0;
    if (old < 0) {
      check.limit_hits = (check.limit_hits + 1) | 0;
      break;
    }
  }
  return calls;
}

/**
 * The hull phase for one hull manager: fire its listeners, then reset it when (double)reset_time
 * < last_time and set reset_time = ftol(last_time + 10.0) (truncation).
 *
 * @source 000_b83935d7d7846899.txt §2.3.2 0x1001eb10 (per hull manager)
 * @unit T16
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:237
 */
export function hull_phase_one(mem: Memory, h: HullManager, check: HullCheck): void {
  hull_fire_listeners(mem, h, check);
  if (h.reset_time < h.last_time) {
    hull_reset(h);
    check.resets = (check.resets + 1) | 0;
    h.reset_time = Math.trunc(h.last_time + HULL_RESET_PERIOD) | 0;
  }
}

/**
 * The hull phase 0x1001eb10(env, check_vector): every hull manager in the vector, from the last to
 * the first. The vector is emptied afterwards for the next PSI.
 *
 * @source 000_b83935d7d7846899.txt §2.3.2; §2.5 0x1001eb10
 * @unit T16
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:250
 */
export function hull_phase(mem: Memory, check: HullCheck): void {
  check.calls = 0;
  check.limit_hits = 0;
  check.resets = 0;
  for (let i = check.hulls.length - 1; i >= 0; i--) {
    hull_phase_one(mem, check.hulls[i]!, check);
  }
  // decision: emptied here (000 does not say where); only the integration appends to it
  if (check.hulls.length > 0) {
    check.hulls.length = 0;
  }
}

/**
 * hull_reset: every key moves by dh = −hull_value (f32 add, stored f32) and min_value with it,
 * each listener in list order is told (dh, dc), the hull and centre values become 0 and the
 * next-PSI value moves by dh.
 *
 * @source 000_b83935d7d7846899.txt §2.3.2 0x1001a820
 * @unit T17
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:268
 */
export function hull_reset(h: HullManager): void {
  const dh: number = -h.hull_value;
  const dc: number = -h.center_hull_value;
  // key + dh == float(key − (−dh)): the list's rebase, with the subtree maxima kept right
  min_list_rebase(h.list, -dh);
  const n: number = min_list_count(h.list);
  let e: number = min_list_first(h.list);
  while (e !== MIN_LIST_NONE) {
    const l: HullListener | null = h.listeners[e];
    if (l === null) assertFail("spec/ivp/time/hull_manager.spec:277", "hull reset: a listed handle has no listener");
    l!.hull_manager_is_reset(dh, dc);
    if (min_list_count(h.list) !== n) assertFail("spec/ivp/time/hull_manager.spec:279", "hull reset: a listener changed the hull list during the reset walk");
    e = min_list_next(h.list, e);
  }
  h.hull_value = 0;
  h.center_hull_value = 0;
  h.hull_value_next_psi = Math.fround(h.hull_value_next_psi + dh);
}

/**
 * The synapse's reset handler (0x10017cf0 → 0x10017d50): the mindist's ang_hull_sum (+0x60, f64)
 * becomes (f64)(f32(dh − dc) + f32(ang_hull_sum)), computed in f32. Returns the new value.
 *
 * @source 000_b83935d7d7846899.txt §2.3.2; §4.2.2 0x10017d50 (via 0x10017cf0)
 * @unit T18
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:291
 */
export function synapse_hull_reset(ang_hull_sum: number, dh: number, dc: number): number {
  // decision (T18 f32 vs f64, 000 L4132): f32 arithmetic as L1064 and L2316 say
  const diff: number = Math.fround(dh - dc);
  const old: number = Math.fround(ang_hull_sum);
  const sum: number = Math.fround(diff + old);
  return sum;
}

/**
 * sin(θ/2) of the PSI rotation from s2 = |q.xyz|² > 1e-19: x = rsqrt(s2)·s2 with the 5-step
 * inverse square root (X02).
 *
 * @source 000_b83935d7d7846899.txt §2.3.1 0x1001e870 (rsqrt, x = inv·s2)
 * @unit T15
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:305
 */
export function angular_half_sine(s2: number): number {
  const inv: number = invsqrt5(s2);
  return inv * s2;
}

/**
 * The unit rotation axis in world space: each row of R_world_f_core (core+0x128) dotted with
 * q.xyz, times inv = rsqrt(s2), stored f32.
 *
 * @source 000_b83935d7d7846899.txt §2.3.1; §2.1.3 0x1001e870 (axis → core+0x1a8)
 * @unit T15
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:314
 */
export function angular_axis(r: Float64Array, q_x: number, q_y: number, q_z: number, inv: number, out$: Vec3): void {
  const a0: number = r[0] * q_x + r[1] * q_y + r[2] * q_z;
  const a1: number = r[3] * q_x + r[4] * q_y + r[5] * q_z;
  const a2: number = r[6] * q_x + r[7] * q_y + r[8] * q_z;
  out$.x = Math.fround(a0 * inv); out$.y = Math.fround(a1 * inv); out$.z = Math.fround(a2 * inv);
  return;
}

/**
 * The asin of 0x1001e870 (T15): 000 L1040-1042 is garbled ("a = x + x^3/6" then "• 0.40414x^5",
 * the constants at 0x10063800 and 0x1006386c not given), so the series the original evaluates
 * cannot be reproduced; what it approximates, asin(x) = θ/2, is computed by the project's
 * deterministic det_asin (< 1 ulp, the same bits on every engine). x = rsqrt(s2)·s2 may round a
 * hair above 1 for a half-turn, so it is clamped to 1 (asin(1) = π/2) instead of giving NaN.
 *
 * @design T15's series is unrecoverable from 000 (INVENTORY T15: garbled); det_asin gives the angle the series approximates, deterministically and within 1 ulp (D-DYN-2).
 * @unit T15
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:328
 */
export function angular_asin_series(x: number): number {
  let xs: number = x;
  if (xs > 1) {
    xs = 1;
  }
  return det_asin(xs);
}

/**
 * The angular speed 0x1001e870: s2 = |q.xyz|² (f64); s2 ≤ 1e-19 gives speed 0 and axis (1,0,0);
 * else x = sin(θ/2), a = asin(x) (det_asin, D-DYN-2), speed = 2a·inv_dt, the world axis;
 * then rot_surface_speed = speed·dev.
 *
 * @source 000_b83935d7d7846899.txt §2.3.1; §2.1.3 0x1001e870
 * @unit T15
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/hull_manager.spec:341
 */
export function angular_speed(q_x: number, q_y: number, q_z: number, r: Float64Array, inv_dt: number, dev: number, out_speed: AngularSpeed): void {
  const s2: number = q_x * q_x + q_y * q_y + q_z * q_z;
  if (s2 <= 1e-19) {
    out_speed.rot_speed = 0;
    out_speed.rot_axis.x = 1;
    out_speed.rot_axis.y = 0;
    out_speed.rot_axis.z = 0;
  } else {
    const inv: number = invsqrt5(s2);
    const x: number = inv * s2;
    const a: number = angular_asin_series(x);
    out_speed.rot_speed = Math.fround(2 * a * inv_dt);
    angular_axis(r, q_x, q_y, q_z, inv, _s0);
    const axis_x = _s0.x, axis_y = _s0.y, axis_z = _s0.z;
    out_speed.rot_axis.x = axis_x;
    out_speed.rot_axis.y = axis_y;
    out_speed.rot_axis.z = axis_z;
  }
  // decision: core+0x1c0 is written on both paths (0·dev = 0 in the guard case)
  out_speed.rot_surface_speed = Math.fround(out_speed.rot_speed * dev);
}

/**
 * Creates a test listener and registers it with key `key`.
 *
 * @design Test set-up: a recording listener registered in a hull manager.
 * @unit T16
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:425
 */
export function test_hull_listener_add(h: HullManager, log: HullLog, id: number, mode: number, key: number): TestHullListener {
  const l: TestHullListener = new TestHullListener();
  l.id = id;
  l.mode = mode;
  l.step = 0;
  l.budget = 0;
  l.ang_hull_sum = 0;
  l.log = log;
  l.handle = hull_insert_listener(h, l, key);
  return l;
}

/**
 * Sets the test frame to the identity.
 *
 * @design Test set-up: the identity rotation.
 * @unit T15
 * @float x87
 * @spec spec/ivp/time/hull_manager.spec:445
 */
export function hull_test_identity(f: HullTestFrame): void {
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      if (i === j) {
        f.r[3 * i + j] = 1;
      } else {
        f.r[3 * i + j] = 0;
      }
    }
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3();
