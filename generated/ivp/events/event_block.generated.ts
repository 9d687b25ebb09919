// GENERATED FILE: do not edit. Engine module ivp.events.event_block: 000 §4.2.9, §5.2.1, §6.2: the event solver's input/output block (the stack struct FUN_10017870 passes to 0x1007632c[i]) from spec/ivp/events/event_block.spec (sha256 b3e8056f72926043).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, ZERO_F64 } from "../../../runtime/index.js";
import { IvpEnvironment } from "../mindist/env.generated.js";
import { Mindist } from "../mindist/mindist.generated.js";

/** No event inside the window. */
export const EVENT_NONE: number = 0;
/** BB, BP, PP: the point (ball) distance reaches r + cd. */
export const EVENT_POINT_DISTANCE: number = 0x10;
/** BP, PP: the other point leaves the point's Voronoi region. */
export const EVENT_POINT_REGION: number = 0x11;
/** BF, PF: the point–plane distance reaches r + cd. */
export const EVENT_FACE_DISTANCE: number = 0x20;
/** PF: an edge at P crosses the face plane direction. */
export const EVENT_FACE_VORONOI: number = 0x21;
/** BK, PK: the point–line distance reaches r + cd. */
export const EVENT_EDGE_DISTANCE: number = 0x30;
/** BK, PK: the point moves over one of the two faces at the edge. */
export const EVENT_EDGE_FACE: number = 0x31;
/** PK: an edge at P turns toward the edge. */
export const EVENT_EDGE_TURN: number = 0x32;
/** KK: the line–line distance reaches cd. */
export const EVENT_KK_DISTANCE: number = 0x40;
/** KK: the edges become parallel. */
export const EVENT_KK_PARALLEL: number = 0x41;
/** KK: an edge direction enters an adjacent face's region. */
export const EVENT_KK_FACE: number = 0x42;

/**
 * The event-solver state S (0x48 bytes on FUN_10017870's stack; 000 §4.2.9 L2452-2466, §5.2.1
 * L3037-3051, §6.2 L3519-3532). core0/core1 are the cores of the sorted synapses 0/1.
 */
export class EventSolverBlock {
  /** +0x00 rot_sum = (f64)(core0.rot_surface_speed + core1.rot_surface_speed) (f32 add) */
  rot_sum: number = ZERO_F64;
  /** +0x08 proj_center_speed = n·v1 − n·v0 (approach speed of the mass centres along n) */
  proj_center_speed: number = ZERO_F64;
  /** +0x10 worst_case_speed = proj + sqrt(1.001 − (axis0·n)²)·rot0 + sqrt(1.001 − (axis1·n)²)·rot1 */
  worst_case_speed: number = ZERO_F64;
  /** +0x18 sum_max_speed = core1.|v| + core0.|v| + rot_sum */
  sum_max_speed: number = ZERO_F64;
  /** +0x20 the mindist */
  mindist: Mindist | null = null;
  /** +0x24 the environment */
  env: IvpEnvironment | null = null;
  /** +0x28 t_now (env+0x120) */
  t_now: number = ZERO_F64;
  /** +0x30 t_max: the time of the next PSI (env+0x128) */
  t_max: number = ZERO_F64;
  /** +0x38 out: the event type (0 = none), set to 0 by every case function on entry */
  event_type: number = 0;
  /** +0x40 out: the event time (case functions start it at t_max and only lower it) */
  event_time: number = ZERO_F64;
}

/** Puts a EventSolverBlock back into the zero state `new EventSolverBlock()` gives, in place. */
export function reset_EventSolverBlock(s: EventSolverBlock): void {
  s.rot_sum = 0;
  s.proj_center_speed = 0;
  s.worst_case_speed = 0;
  s.sum_max_speed = 0;
  s.mindist = null;
  s.env = null;
  s.t_now = 0;
  s.t_max = 0;
  s.event_type = 0;
  s.event_time = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventSolverBlock(dst: EventSolverBlock, src: EventSolverBlock): void {
  dst.rot_sum = src.rot_sum;
  dst.proj_center_speed = src.proj_center_speed;
  dst.worst_case_speed = src.worst_case_speed;
  dst.sum_max_speed = src.sum_max_speed;
  dst.mindist = src.mindist;
  dst.env = src.env;
  dst.t_now = src.t_now;
  dst.t_max = src.t_max;
  dst.event_type = src.event_type;
  dst.event_time = src.event_time;
}

/** Feeds the raw bits of a EventSolverBlock to the hasher, field by field in declaration order. */
export function hash_EventSolverBlock(s: EventSolverBlock, h: StateHasher): void {
  h.enter(s);
  h.f64(s.rot_sum);
  h.f64(s.proj_center_speed);
  h.f64(s.worst_case_speed);
  h.f64(s.sum_max_speed);
  h.ref(s.mindist);
  h.ref(s.env);
  h.f64(s.t_now);
  h.f64(s.t_max);
  h.i32(s.event_type);
  h.f64(s.event_time);
}

/** Writes a EventSolverBlock to a snapshot stream. */
export function snapshot_EventSolverBlock(s: EventSolverBlock, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.rot_sum);
  w.put(s.proj_center_speed);
  w.put(s.worst_case_speed);
  w.put(s.sum_max_speed);
  w.ref(s.mindist);
  w.ref(s.env);
  w.put(s.t_now);
  w.put(s.t_max);
  w.put(s.event_type);
  w.put(s.event_time);
}

/** Reads a EventSolverBlock back from a snapshot stream written by snapshot_EventSolverBlock. */
export function restore_EventSolverBlock(s: EventSolverBlock, r: SnapshotReader): void {
  r.enter(s);
  s.rot_sum = r.get();
  s.proj_center_speed = r.get();
  s.worst_case_speed = r.get();
  s.sum_max_speed = r.get();
  r.ref((o: Mindist | null) => { s.mindist = o; });
  r.ref((o: IvpEnvironment | null) => { s.env = o; });
  s.t_now = r.get();
  s.t_max = r.get();
  s.event_type = r.get();
  s.event_time = r.get();
}
