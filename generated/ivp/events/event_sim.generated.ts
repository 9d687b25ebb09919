// GENERATED FILE: do not edit. Engine module ivp.events.event_sim: 000 §5.3.1, §6.2: the event simulation per object (Event_Sim, built on each case's stack by 0x1002b300): 21 lazily filled pose slots on the 5 ms grid from spec/ivp/events/event_sim.spec (sha256 54d2012e59bc9344).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { assertFail } from "../../../runtime/index.js";
import { CacheObject } from "../geometry/two_object.generated.js";
import { PoseScratch, copy_PoseScratch, pose_at, reset_PoseScratch } from "../mindist/cache.generated.js";
import { PhysCoreView, RealObject } from "../objects/real_object.generated.js";

/** The number of pose slots of an event sim (+0x14: Matrix *slot[21]). */
export const EVENT_SIM_SLOTS: number = 21;
/** The grid step (double)0.005f = 0.004999999888241291 (0x10063a30 holds 0x3ba3d70a, L3675). */
export const EVENT_GRID_STEP: number = 0.004999999888241291 /* f64#3f747ae140000000 */;
/** The slots whose storage is held in the sim itself (0..5); 6..20 are taken on first use. */
export const EVENT_SIM_NEAR: number = 6;
/** The movement state from which an object is not simulated (IVP_MT_NOT_SIM, L3495). */
export const EVENT_SIM_NOT_SIMULATED: number = 8;

/** One pose slot's storage (IVP_U_Matrix, 0x80 bytes): object → world at one time. */
export class EventPose {
  m: Float64Array = new Float64Array(12);
}

/** Puts a EventPose back into the zero state `new EventPose()` gives, in place. */
export function reset_EventPose(s: EventPose): void {
  s.m.fill(0);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventPose(dst: EventPose, src: EventPose): void {
  dst.m.set(src.m);
}

/** Event_Sim (0xb18 bytes on the case's stack, 000 §5.3.1; 0xae8 in §6.2's count). */
export class EventSim {
  /** +0x00 the real object (cache+0x08) */
  object: RealObject | null = null;
  /** +0x04 its core (obj+0xa4) */
  core: PhysCoreView | null = null;
  /** +0x10 the cache's time code (unused afterwards) */
  time_code: number = 0;
  /** the object is not simulated: every slot is slot 0 */
  is_static: boolean = false;
  /** +0x14 + 4i: slot[i] != NULL */
  filled: boolean[] = Array.from({ length: 21 }, () => false);
  /** +0x68 + 0x80i: the storage of slots 0..5 (store[0] holds the cache matrix, D-EVENTS-1) */
  store: EventPose[] = Array.from({ length: 6 }, () => new EventPose());
  /** the storage of slots 6..20 (far[i − 6]), appended on first use (D-PERF-3) */
  far: EventPose[] = [];
  /** pose_at's scratch */
  scratch: PoseScratch = new PoseScratch();
  /** poses computed for this sim (observable for the tests and the benchmark) */
  poses: number = 0;
}

/** Puts a EventSim back into the zero state `new EventSim()` gives, in place. */
export function reset_EventSim(s: EventSim): void {
  s.object = null;
  s.core = null;
  s.time_code = 0;
  s.is_static = false;
  s.filled.fill(false);
  for (const x of s.store) reset_EventPose(x);
  s.far.length = 0;
  reset_PoseScratch(s.scratch);
  s.poses = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventSim(dst: EventSim, src: EventSim): void {
  dst.object = src.object;
  dst.core = src.core;
  dst.time_code = src.time_code;
  dst.is_static = src.is_static;
  for (let i = 0; i < dst.filled.length; i++) dst.filled[i] = src.filled[i];
  for (let i = 0; i < dst.store.length; i++) copy_EventPose(dst.store[i], src.store[i]);
  dst.far.length = src.far.length;
  for (let i = 0; i < src.far.length; i++) { if (dst.far[i] === undefined) dst.far[i] = new EventPose(); copy_EventPose(dst.far[i], src.far[i]); }
  copy_PoseScratch(dst.scratch, src.scratch);
  dst.poses = src.poses;
}

/**
 * True when the object is not simulated: (int8)(obj+0x80) >= 8 (L3607).
 *
 * @source 000_b83935d7d7846899.txt §6.2; §5.3.1 0x1002b300 ((int8)sim.obj->movement_state >= 8)
 * @unit E02
 * @float x87
 * @spec spec/ivp/events/event_sim.spec:68
 */
export function event_sim_object_is_static(o: RealObject): boolean {
  const state: number = (o.movement_state << 24) >> 24;
  return state >= EVENT_SIM_NOT_SIMULATED;
}

/**
 * Event_Sim init (0x1002b300(sim, cache)): object and core from the cache; slot 0 = the cache's
 * matrix at t_now; slots 1..20 empty for a simulated object, all slot 0 for a static one.
 *
 * @source 000_b83935d7d7846899.txt §5.3.1; §6.2 0x1002b300
 * @unit E02
 * @float x87
 * @spec spec/ivp/events/event_sim.spec:77
 */
export function event_sim_init(sim: EventSim, cache: CacheObject): void {
  const o: RealObject | null = cache.object;
  if (o === null) assertFail("spec/ivp/events/event_sim.spec:79", "event sim: the cache has no object");
  sim.object = o;
  sim.core = o!.core;
  sim.time_code = cache.time_code;
  sim.store[0].m.set(cache.m_world_f_object);
  sim.is_static = event_sim_object_is_static(o!);
  for (let i = 0; i < EVENT_SIM_SLOTS; i++) {
    sim.filled[i] = sim.is_static;
  }
  sim.filled[0] = true;
  sim.poses = 0;
}

/**
 * Slot i of the sim, the object's pose at t (the grid time the search reached): computed on first
 * use with pose_at (0x10009d70, fresh storage store[i]); a static object's every slot is slot 0.
 *
 * @source 000_b83935d7d7846899.txt §6.4.2; §5.3.1 0x10037910 (mA = simA.slot[i] ?: pose_at(t_new, &store[i]))
 * @unit E02
 * @float x87
 * @spec spec/ivp/events/event_sim.spec:96
 */
export function event_sim_slot(sim: EventSim, i: number, t: number): EventPose {
  if (!(i >= 0 && i < EVENT_SIM_SLOTS)) assertFail("spec/ivp/events/event_sim.spec:97", "event sim: slot {} is past the 21 pose slots (0.1 s; the original reads past its array, 000 L3126)", [i]);
  if (sim.is_static) {
    return sim.store[0];
  }
  const slot: EventPose = event_sim_storage(sim, i);
  if (!sim.filled[i]) {
    const o: RealObject | null = sim.object;
    pose_at(o!, t, sim.scratch, slot.m);
    sim.filled[i] = true;
    sim.poses = (sim.poses + 1) | 0;
  }
  return slot;
}

/**
 * The storage of slot i: in the sim for 0..5, else from the list of further slots, which grows to
 * reach it (D-PERF-3).
 *
 * @design Slots 6..20 are never reached by a PSI window's search (L3126): their storage is not zeroed with every sim but appended when a search first gets there.
 * @unit E02
 * @float x87
 * @spec spec/ivp/events/event_sim.spec:115
 */
export function event_sim_storage(sim: EventSim, i: number): EventPose {
  if (i < EVENT_SIM_NEAR) {
    return sim.store[i];
  }
  while (sim.far.length <= ((i - EVENT_SIM_NEAR) | 0)) {
    sim.far.push(new EventPose());
  }
  return sim.far[(i - EVENT_SIM_NEAR) | 0];
}

/**
 * The highest slot index the searches have filled (0 when only the cache pose is there).
 *
 * @design Test and benchmark view of an event sim: how far along the 5 ms grid the searches went (C27).
 * @unit E02
 * @float x87
 * @spec spec/ivp/events/event_sim.spec:128
 */
export function event_sim_last_filled(sim: EventSim): number {
  if (sim.is_static) {
    return 0;
  }
  let last: number = 0;
  for (let i = 0; i < EVENT_SIM_SLOTS; i++) {
    if (sim.filled[i]) {
      last = i;
    }
  }
  return last;
}
