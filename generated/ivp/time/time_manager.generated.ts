// GENERATED FILE: do not edit. Engine module ivp.time.time_manager: 000 §2.1.4, §2.2 and §7.1: the time manager's event keys, the firing rule, the time code and the PSI event's rebase from spec/ivp/time/time_manager.spec (sha256 37888ff9742dcb1a).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { MIN_LIST_NONE, MinList, copy_MinList, hash_MinList, min_list_add, min_list_first, min_list_init, min_list_min, min_list_rebase, min_list_remove, min_list_value, reset_MinList, restore_MinList, snapshot_MinList } from "./min_list.generated.js";

/** Event id of the PSI event, created by the ctor. */
export const TM_PSI_EVENT: number = 0;
/** The environment's delta_PSI_time, 1/66 as the double 0x3f8f07c1f07c1f08 (L756). */
export const DELTA_PSI_TIME: number = 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */;
/** "Not queued" in an event's list index (L821). */
export const TM_NOT_QUEUED: number = 0xffff;

/**
 * What the loop runs for a due event: ev.vtable[0](env), simulate_time_event (000 §2.2.3). The
 * PSI event (id 0) is run by its owner with time_manager_psi_begin, simulate_psi and
 * time_manager_psi_end; mindist events by the mindist work.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface EventRunner {
  simulate_time_event(mem: Memory, tm: TimeManager, id: number): void;
}

/** An event: anything with simulate_time_event and a list index at +4 (L821). */
export class TimeEvent {
  /** the event's id: its index in TimeManager.events */
  id: number = 0;
  /** +4 the Min_List handle, 0xffff = not queued */
  index: number = 0;
}

/** Puts a TimeEvent back into the zero state `new TimeEvent()` gives, in place. */
export function reset_TimeEvent(s: TimeEvent): void {
  s.id = 0;
  s.index = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_TimeEvent(dst: TimeEvent, src: TimeEvent): void {
  dst.id = src.id;
  dst.index = src.index;
}

/** Feeds the raw bits of a TimeEvent to the hasher, field by field in declaration order. */
export function hash_TimeEvent(s: TimeEvent, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.u32(s.index);
}

/** Writes a TimeEvent to a snapshot stream. */
export function snapshot_TimeEvent(s: TimeEvent, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.index);
}

/** Reads a TimeEvent back from a snapshot stream written by snapshot_TimeEvent. */
export function restore_TimeEvent(s: TimeEvent, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.index = r.get();
}

/** The time manager (0x20 bytes, L809-821) with the environment's time fields it uses. */
export class TimeManager {
  /** tm +0x08: the event list, keyed by float(t − base_time) */
  list: MinList = new MinList();
  /** tm +0x10: relative time (to base_time) of the last fired event */
  last_rel: number = ZERO_F64;
  /** tm +0x18: base time of the keys */
  base_time: number = ZERO_F64;
  /** the events, by id (id 0 is the PSI event) */
  events: TimeEvent[] = [];
  /** the list payload: event id per list handle */
  event_of_handle: number[] = [];
  /** env +0xc0: delta_PSI_time */
  delta_psi: number = ZERO_F64;
  /** env +0xc8: 1 / delta_PSI_time */
  inv_delta_psi: number = ZERO_F64;
  /** env +0x120: current_time */
  current_time: number = ZERO_F64;
  /** env +0x128: time_of_next_PSI */
  time_of_next_psi: number = ZERO_F64;
  /** env +0x130: time_of_last_PSI */
  time_of_last_psi: number = ZERO_F64;
  /** env +0x138: the time-change counter ("time code") */
  time_code: number = 0;
}

/** Puts a TimeManager back into the zero state `new TimeManager()` gives, in place. */
export function reset_TimeManager(s: TimeManager): void {
  reset_MinList(s.list);
  s.last_rel = 0;
  s.base_time = 0;
  s.events.length = 0;
  s.event_of_handle.length = 0;
  s.delta_psi = 0;
  s.inv_delta_psi = 0;
  s.current_time = 0;
  s.time_of_next_psi = 0;
  s.time_of_last_psi = 0;
  s.time_code = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_TimeManager(dst: TimeManager, src: TimeManager): void {
  copy_MinList(dst.list, src.list);
  dst.last_rel = src.last_rel;
  dst.base_time = src.base_time;
  dst.events.length = src.events.length;
  for (let i = 0; i < src.events.length; i++) { if (dst.events[i] === undefined) dst.events[i] = new TimeEvent(); copy_TimeEvent(dst.events[i], src.events[i]); }
  for (let i = 0; i < src.event_of_handle.length && i < dst.event_of_handle.length; i++) dst.event_of_handle[i] = src.event_of_handle[i];
  if (dst.event_of_handle.length > src.event_of_handle.length) dst.event_of_handle.length = src.event_of_handle.length;
  else for (let i = dst.event_of_handle.length; i < src.event_of_handle.length; i++) dst.event_of_handle.push(src.event_of_handle[i]);
  dst.delta_psi = src.delta_psi;
  dst.inv_delta_psi = src.inv_delta_psi;
  dst.current_time = src.current_time;
  dst.time_of_next_psi = src.time_of_next_psi;
  dst.time_of_last_psi = src.time_of_last_psi;
  dst.time_code = src.time_code;
}

/** Feeds the raw bits of a TimeManager to the hasher, field by field in declaration order. */
export function hash_TimeManager(s: TimeManager, h: StateHasher): void {
  h.enter(s);
  hash_MinList(s.list, h);
  h.f64(s.last_rel);
  h.f64(s.base_time);
  h.u32(s.events.length);
  for (let i0 = 0; i0 < s.events.length; i0++) {
    hash_TimeEvent(s.events[i0], h);
  }
  h.u32(s.event_of_handle.length);
  for (let i0 = 0; i0 < s.event_of_handle.length; i0++) {
    h.i32(s.event_of_handle[i0]);
  }
  h.f64(s.delta_psi);
  h.f64(s.inv_delta_psi);
  h.f64(s.current_time);
  h.f64(s.time_of_next_psi);
  h.f64(s.time_of_last_psi);
  h.i32(s.time_code);
}

/** Writes a TimeManager to a snapshot stream. */
export function snapshot_TimeManager(s: TimeManager, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_MinList(s.list, w);
  w.put(s.last_rel);
  w.put(s.base_time);
  w.put(s.events.length);
  for (let i0 = 0; i0 < s.events.length; i0++) {
    snapshot_TimeEvent(s.events[i0], w);
  }
  w.put(s.event_of_handle.length);
  for (let i0 = 0; i0 < s.event_of_handle.length; i0++) {
    w.put(s.event_of_handle[i0]);
  }
  w.put(s.delta_psi);
  w.put(s.inv_delta_psi);
  w.put(s.current_time);
  w.put(s.time_of_next_psi);
  w.put(s.time_of_last_psi);
  w.put(s.time_code);
}

/** Reads a TimeManager back from a snapshot stream written by snapshot_TimeManager. */
export function restore_TimeManager(s: TimeManager, r: SnapshotReader): void {
  r.enter(s);
  restore_MinList(s.list, r);
  s.last_rel = r.get();
  s.base_time = r.get();
  s.events.length = r.get();
  for (let i0 = 0; i0 < s.events.length; i0++) if (s.events[i0] === undefined) s.events[i0] = new TimeEvent();
  for (let i0 = 0; i0 < s.events.length; i0++) {
    restore_TimeEvent(s.events[i0], r);
  }
  s.event_of_handle.length = r.get();
  for (let i0 = 0; i0 < s.event_of_handle.length; i0++) {
    s.event_of_handle[i0] = r.get();
  }
  s.delta_psi = r.get();
  s.inv_delta_psi = r.get();
  s.current_time = r.get();
  s.time_of_next_psi = r.get();
  s.time_of_last_psi = r.get();
  s.time_code = r.get();
}

/** A test runner: records the ids it runs and the current time at each. */
export class RecordingRunner implements EventRunner {
  ids: number[] = [];
  times: number[] = [];

  /** Implements EventRunner.simulate_time_event (@spec spec/ivp/time/time_manager.spec:271). */
  simulate_time_event(mem: Memory, tm: TimeManager, id: number): void {
    this.ids.push(id);
    this.times.push(tm.current_time);
  }
}

/** Puts a RecordingRunner back into the zero state `new RecordingRunner()` gives, in place. */
export function reset_RecordingRunner(s: RecordingRunner): void {
  s.ids.length = 0;
  s.times.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RecordingRunner(dst: RecordingRunner, src: RecordingRunner): void {
  for (let i = 0; i < src.ids.length && i < dst.ids.length; i++) dst.ids[i] = src.ids[i];
  if (dst.ids.length > src.ids.length) dst.ids.length = src.ids.length;
  else for (let i = dst.ids.length; i < src.ids.length; i++) dst.ids.push(src.ids[i]);
  for (let i = 0; i < src.times.length && i < dst.times.length; i++) dst.times[i] = src.times[i];
  if (dst.times.length > src.times.length) dst.times.length = src.times.length;
  else for (let i = dst.times.length; i < src.times.length; i++) dst.times.push(src.times[i]);
}

/**
 * The key of an event at absolute time t: float(t − base), the subtraction in ext, then rounded
 * to f32.
 *
 * @source 000_b83935d7d7846899.txt §2.2.4 0x1002f1d0
 * @unit T07
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/time_manager.spec:65
 */
export function time_manager_key(base_time: number, t: number): number {
  return Math.fround(t - base_time);
}

/**
 * The firing rule: an event with key m is due before target when (target − base) > m, compared
 * in ext against the f32 key; an event exactly at the target waits for the next frame.
 *
 * @source 000_b83935d7d7846899.txt §2.2.3; §7.1 0x1002ef70
 * @unit T05
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/time_manager.spec:73
 */
export function time_manager_fires(target: number, base_time: number, m: number): boolean {
  return target - base_time > m;
}

/**
 * The ctor: empty list (capacity 16) and the PSI event at absolute time 0.0, with the
 * environment's time fields as its ctor leaves them (delta_PSI 1/66, next PSI = delta_PSI, last
 * PSI 0, time code 1).
 *
 * @source 000_b83935d7d7846899.txt §2.1.4; §2.1.1 0x1002f0b0 (env fields: 0x10012a60, 0x10013240)
 * @unit T02
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/time_manager.spec:82
 */
export function time_manager_init(tm: TimeManager): void {
  min_list_init(tm.list, 16);
  tm.events.length = 0;
  tm.event_of_handle.length = 0;
  tm.last_rel = 0;
  tm.base_time = 0;
  tm.delta_psi = DELTA_PSI_TIME;
  // env +0xc8 = 1/+0xc0 (L757)
  tm.inv_delta_psi = 1 / tm.delta_psi;
  tm.current_time = 0;
  tm.time_of_next_psi = tm.delta_psi;
  tm.time_of_last_psi = 0;
  tm.time_code = 1;
  const psi: number = time_manager_new_event(tm);
  if (psi !== TM_PSI_EVENT) assertFail("spec/ivp/time/time_manager.spec:96", "the PSI event is the first event");
  time_manager_insert_event(tm, psi, 0);
}

/**
 * Creates an event record (not queued) and returns its id.
 *
 * @design Events are owned by the game objects in the original (the PSI event, each mindist); here they are records in the time manager, named by id, so the list payload is an integer.
 * @unit T02
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:103
 */
export function time_manager_new_event(tm: TimeManager): number {
  const id: number = tm.events.length;
  // appended directly: a `let` of a `new` record is module-level scratch storage in the generated
  // code (one object per module), which a list must not keep
  tm.events.push(new TimeEvent());
  tm.events[id].id = id;
  tm.events[id].index = TM_NOT_QUEUED;
  return id;
}

/**
 * set_current_time: current_time = t and the time code goes up by one.
 *
 * @source 000_b83935d7d7846899.txt §2.1.1; §2.2.3 0x100138f0
 * @unit T06
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:116
 */
export function time_manager_set_current_time(tm: TimeManager, t: number): void {
  tm.current_time = t;
  tm.time_code = (tm.time_code + 1) | 0;
}

/**
 * insert_event: the event's index = list.add(float(t − base)).
 *
 * @source 000_b83935d7d7846899.txt §2.2.4 0x1002f1d0
 * @unit T07
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:124
 */
export function time_manager_insert_event(tm: TimeManager, id: number, t: number): void {
  const key: number = time_manager_key(tm.base_time, t);
  const h: number = min_list_add(tm.list, key);
  while (tm.event_of_handle.length <= h) {
    tm.event_of_handle.push(-1);
  }
  tm.event_of_handle[h] = id;
  tm.events[id].index = h;
}

/**
 * remove_event: list.remove(event index). The index is not reset: the callers do that.
 *
 * @source 000_b83935d7d7846899.txt §2.2.4 0x1002f200
 * @unit T08
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:137
 */
export function time_manager_remove_event(tm: TimeManager, id: number): void {
  const h: number = tm.events[id].index & 0xffff;
  min_list_remove(tm.list, h);
  // quirk kept: 000 §2.2.4 L964: "caller resets index"
  tm.event_of_handle[h] = -1;
}

/**
 * get_next_event: pops the first event and returns its id (-1 when the list is empty). Its index
 * is left as it was (only the dtor uses this).
 *
 * @source 000_b83935d7d7846899.txt §2.2.4 0x1002f220
 * @unit T09
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:148
 */
export function time_manager_get_next_event(tm: TimeManager): number {
  const h: number = min_list_first(tm.list);
  if (h === MIN_LIST_NONE) {
    return -1;
  }
  const id: number = tm.event_of_handle[h];
  min_list_remove(tm.list, h);
  tm.event_of_handle[h] = -1;
  return id;
}

/**
 * One turn of the event loop: when the first event is due ((target − base) > min, in ext), it is
 * removed (index = 0xffff), last_rel = (double)m, current_time = (double)m + base (time code +1),
 * and its id is returned for the caller to run. Returns -1 when nothing is due.
 *
 * @source 000_b83935d7d7846899.txt §2.2.3; §7.1 0x1002ef70
 * @unit T05
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/time_manager.spec:164
 */
export function time_manager_next_event(tm: TimeManager, target: number): number {
  const m: number = min_list_min(tm.list);
  // ext compare; equal does NOT fire (L950)
  if (!time_manager_fires(target, tm.base_time, m)) {
    return -1;
  }
  const first: number = min_list_first(tm.list);
  // only an empty list with a target more than 1e10 s past the base gets here (the original would
  // read the payload of element 0xffff)
  if (first === MIN_LIST_NONE) assertFail("spec/ivp/time/time_manager.spec:173", "event loop: the list is empty but its min value is due");
  const id: number = tm.event_of_handle[first];
  const h: number = tm.events[id].index & 0xffff;
  min_list_remove(tm.list, h);
  tm.event_of_handle[h] = -1;
  tm.events[id].index = TM_NOT_QUEUED;
  tm.last_rel = m;
  // (double)m + base in ext, stored double by set_current_time (0x100138f0)
  time_manager_set_current_time(tm, m + tm.base_time);
  return id;
}

/**
 * The end of the event loop: current_time = target (time code +1).
 *
 * @source 000_b83935d7d7846899.txt §2.2.3; §7.1 0x1002ef70 (after the loop)
 * @unit T05
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:188
 */
export function time_manager_end_frame(tm: TimeManager, target: number): void {
  time_manager_set_current_time(tm, target);
}

/**
 * The PSI event up to simulate_psi: last PSI = now, next PSI = last + delta_PSI (ext, stored
 * double), every key becomes float(key − T) with the absolute T, base = T, last_rel = 0.
 * Returns T, the time simulate_psi(T) is then run at.
 *
 * @source 000_b83935d7d7846899.txt §2.2.5; §7.1 0x1002f2c0
 * @unit T11
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/time_manager.spec:197
 */
export function time_manager_psi_begin(tm: TimeManager): number {
  tm.time_of_last_psi = tm.current_time;
  tm.time_of_next_psi = tm.time_of_last_psi + tm.delta_psi;
  const t: number = tm.time_of_last_psi;
  // quirk kept: 000 §2.2.5 L980: the keys are rebased by the absolute T, not by
  // T − old base; harmless while the list is empty here (every mindist event fires before the PSI)
  min_list_rebase(tm.list, t);
  tm.base_time = t;
  tm.last_rel = 0;
  return t;
}

/**
 * The PSI event after simulate_psi: it queues itself again at time_of_next_psi (key
 * float(next − T), i.e. about float(delta_PSI)).
 *
 * @source 000_b83935d7d7846899.txt §2.2.5; §7.1 0x1002f2c0 (re-insert)
 * @unit T11
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:213
 */
export function time_manager_psi_end(tm: TimeManager): void {
  time_manager_insert_event(tm, TM_PSI_EVENT, tm.time_of_next_psi);
}

/**
 * The absolute time of a queued event: base + key (as the event loop will set it).
 *
 * @design A read-out for tests and callers: the time the loop will give current_time when this event fires.
 * @unit T05
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/time_manager.spec:220
 */
export function time_manager_event_time(tm: TimeManager, id: number): number {
  const idx: number = tm.events[id].index;
  if (idx === TM_NOT_QUEUED) assertFail("spec/ivp/time/time_manager.spec:222", "the event is not queued");
  const m: number = min_list_value(tm.list, idx & 0xffff);
  return m + tm.base_time;
}

/**
 * The whole event loop 0x1002ef70: run every event due strictly before the target, in key order,
 * then set the current time to the target.
 *
 * @source 000_b83935d7d7846899.txt §2.2.3 0x1002ef70
 * @unit T05
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:238
 */
export function time_manager_event_loop(mem: Memory, tm: TimeManager, target: number, run: EventRunner | null): void {
  let id: number = time_manager_next_event(tm, target);
  while (id >= 0) {
    run!.simulate_time_event(mem, tm, id);
    id = time_manager_next_event(tm, target);
  }
  time_manager_end_frame(tm, target);
}

/**
 * tm_simulate_until 0x1002f250: the event loop with the x87 precision control at a 64-bit
 * mantissa (this module's float model already is that) between the profiler's start and stop
 * (not modelled: nothing in the simulation reads it).
 *
 * @source 000_b83935d7d7846899.txt §2.2.2 0x1002f250
 * @unit T04
 * @float x87
 * @spec spec/ivp/time/time_manager.spec:252
 */
export function tm_simulate_until(mem: Memory, tm: TimeManager, target: number, run: EventRunner | null): void {
  time_manager_event_loop(mem, tm, target, run);
}

/**
 * env_simulate_dt 0x100138c0: target = current_time + dt (extended, stored as a double).
 *
 * @source 000_b83935d7d7846899.txt §2.2.1 0x100138c0
 * @unit T03
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/time_manager.spec:259
 */
export function env_simulate_dt(mem: Memory, tm: TimeManager, dt: number, run: EventRunner | null): void {
  const target: number = tm.current_time + dt;
  tm_simulate_until(mem, tm, target, run);
}
