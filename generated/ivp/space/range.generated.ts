// GENERATED FILE: do not edit. Engine module ivp.space.range: 000 §2.4 and §3.8: the range manager's look-ahead constants, the world range of an OV element and the range split between two objects from spec/ivp/space/range.spec (sha256 0f57e598e014c948).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, ZERO_F64, specMax, specMin } from "../../../runtime/index.js";

/** (double)0.2f at 0x100639f8: the intra split's first factor (L1132, L1740). */
export const RANGE_SPLIT_A: number = 0.20000000298023224 /* f64#3fc99999a0000000 */;
/** (double)0.18f at 0x100639f0: the intra split's second factor (L1132, L1741). */
export const RANGE_SPLIT_B: number = 0.18000000715255737 /* f64#3fc70a3d80000000 */;

/** The range manager (0x60 bytes at env +0x1c); the doubles at +0x10..+0x58 (L1100-1111). */
export class RangeManager {
  /** +0x10 intra: look-ahead time, 0.5 */
  intra_look_ahead_time: number = ZERO_F64;
  /** +0x18 intra: max = factor × min radius, (double)0.9f */
  intra_max_radius_factor: number = ZERO_F64;
  /** +0x20 intra: min distance, (double)0.8f */
  intra_min_distance: number = ZERO_F64;
  /** +0x28 intra: max distance, 10.0 */
  intra_max_distance: number = ZERO_F64;
  /** +0x30 intra: min seconds, (double)0.1f */
  intra_min_seconds: number = ZERO_F64;
  /** +0x38 world: look-ahead time, 1.0 */
  world_look_ahead_time: number = ZERO_F64;
  /** +0x40 world: max = factor × radius, 5.0 */
  world_max_radius_factor: number = ZERO_F64;
  /** +0x48 world: min distance, 0.5 */
  world_min_distance: number = ZERO_F64;
  /** +0x50 world: max distance, 15.0 */
  world_max_distance: number = ZERO_F64;
  /** +0x58 world: min seconds, (double)0.1f (a decision, see above) */
  world_min_seconds: number = ZERO_F64;
}

/** Puts a RangeManager back into the zero state `new RangeManager()` gives, in place. */
export function reset_RangeManager(s: RangeManager): void {
  s.intra_look_ahead_time = 0;
  s.intra_max_radius_factor = 0;
  s.intra_min_distance = 0;
  s.intra_max_distance = 0;
  s.intra_min_seconds = 0;
  s.world_look_ahead_time = 0;
  s.world_max_radius_factor = 0;
  s.world_min_distance = 0;
  s.world_max_distance = 0;
  s.world_min_seconds = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RangeManager(dst: RangeManager, src: RangeManager): void {
  dst.intra_look_ahead_time = src.intra_look_ahead_time;
  dst.intra_max_radius_factor = src.intra_max_radius_factor;
  dst.intra_min_distance = src.intra_min_distance;
  dst.intra_max_distance = src.intra_max_distance;
  dst.intra_min_seconds = src.intra_min_seconds;
  dst.world_look_ahead_time = src.world_look_ahead_time;
  dst.world_max_radius_factor = src.world_max_radius_factor;
  dst.world_min_distance = src.world_min_distance;
  dst.world_max_distance = src.world_max_distance;
  dst.world_min_seconds = src.world_min_seconds;
}

/** Feeds the raw bits of a RangeManager to the hasher, field by field in declaration order. */
export function hash_RangeManager(s: RangeManager, h: StateHasher): void {
  h.enter(s);
  h.f64(s.intra_look_ahead_time);
  h.f64(s.intra_max_radius_factor);
  h.f64(s.intra_min_distance);
  h.f64(s.intra_max_distance);
  h.f64(s.intra_min_seconds);
  h.f64(s.world_look_ahead_time);
  h.f64(s.world_max_radius_factor);
  h.f64(s.world_min_distance);
  h.f64(s.world_max_distance);
  h.f64(s.world_min_seconds);
}

/** Writes a RangeManager to a snapshot stream. */
export function snapshot_RangeManager(s: RangeManager, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.intra_look_ahead_time);
  w.put(s.intra_max_radius_factor);
  w.put(s.intra_min_distance);
  w.put(s.intra_max_distance);
  w.put(s.intra_min_seconds);
  w.put(s.world_look_ahead_time);
  w.put(s.world_max_radius_factor);
  w.put(s.world_min_distance);
  w.put(s.world_max_distance);
  w.put(s.world_min_seconds);
}

/** Reads a RangeManager back from a snapshot stream written by snapshot_RangeManager. */
export function restore_RangeManager(s: RangeManager, r: SnapshotReader): void {
  r.enter(s);
  s.intra_look_ahead_time = r.get();
  s.intra_max_radius_factor = r.get();
  s.intra_min_distance = r.get();
  s.intra_max_distance = r.get();
  s.intra_min_seconds = r.get();
  s.world_look_ahead_time = r.get();
  s.world_max_radius_factor = r.get();
  s.world_min_distance = r.get();
  s.world_max_distance = r.get();
  s.world_min_seconds = r.get();
}

/** The two ranges of get_coll_range_intra_objects (its double* out arguments). */
export class CollRangeSplit {
  /** *rA: the first object's share */
  range_a: number = ZERO_F64;
  /** *rB: the second object's share */
  range_b: number = ZERO_F64;
}

/** Puts a CollRangeSplit back into the zero state `new CollRangeSplit()` gives, in place. */
export function reset_CollRangeSplit(s: CollRangeSplit): void {
  s.range_a = 0;
  s.range_b = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CollRangeSplit(dst: CollRangeSplit, src: CollRangeSplit): void {
  dst.range_a = src.range_a;
  dst.range_b = src.range_b;
}

/** Feeds the raw bits of a CollRangeSplit to the hasher, field by field in declaration order. */
export function hash_CollRangeSplit(s: CollRangeSplit, h: StateHasher): void {
  h.enter(s);
  h.f64(s.range_a);
  h.f64(s.range_b);
}

/** Writes a CollRangeSplit to a snapshot stream. */
export function snapshot_CollRangeSplit(s: CollRangeSplit, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.range_a);
  w.put(s.range_b);
}

/** Reads a CollRangeSplit back from a snapshot stream written by snapshot_CollRangeSplit. */
export function restore_CollRangeSplit(s: CollRangeSplit, r: SnapshotReader): void {
  r.enter(s);
  s.range_a = r.get();
  s.range_b = r.get();
}

/**
 * The ctor 0x1002d8e0: the ten look-ahead constants, verbatim.
 *
 * @source 000_b83935d7d7846899.txt §2.4; §3.8 0x1002d8e0
 * @unit T19
 * @float x87
 * @spec spec/ivp/space/range.spec:65
 */
export function range_manager_init(rm: RangeManager): void {
  rm.intra_look_ahead_time = 0.5;
  // K18 0x3feccccc_c0000000 = (double)0.9f (L1745; L3031's 0x3feccccce0000000 is a typo, INVENTORY §3.1.6)
  rm.intra_max_radius_factor = 0.8999999761581421 /* f64#3fecccccc0000000 */;
  // K20 0x3fe99999_a0000000 = (double)0.8f
  rm.intra_min_distance = 0.800000011920929 /* f64#3fe99999a0000000 */;
  rm.intra_max_distance = 10;
  // K30 0x3fb99999_a0000000 = (double)0.1f
  rm.intra_min_seconds = 0.10000000149011612 /* f64#3fb99999a0000000 */;
  rm.world_look_ahead_time = 1;
  rm.world_max_radius_factor = 5;
  rm.world_min_distance = 0.5;
  rm.world_max_distance = 15;
  // decision: the same (double)0.1f as +0x30 (000 gives no bits for this one)
  rm.world_min_seconds = 0.10000000149011612 /* f64#3fb99999a0000000 */;
}

/**
 * get_coll_range_in_world (slot 1): how far an object's OV sphere reaches beyond its radius R.
 * s = float(rot_surface_speed + |v|) + 1e-19; x = min(s·1, 5R), at least 0.5, at most 15, minus
 * dPSI·s; the result is at least 0.1·s + R (the radius included: a quirk kept).
 *
 * @source 000_b83935d7d7846899.txt §2.4.1 0x1002dab0
 * @unit T20
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/space/range.spec:87
 */
export function get_coll_range_in_world(rm: RangeManager, rot_surface_speed: number, speed: number, upper_limit_radius: number, delta_psi: number): number {
  // float add, then ext (L1119)
  const s: number = Math.fround(rot_surface_speed + speed) + 1e-19;
  let x: number = specMin(s * rm.world_look_ahead_time, upper_limit_radius * rm.world_max_radius_factor);
  x = rm.world_min_distance > x ? rm.world_min_distance : x;
  x = rm.world_max_distance < x ? rm.world_max_distance : x;
  x = x - delta_psi * s;
  // quirk kept: 000 §2.4.1 L1125: the floor is 0.1·s + R, not 0.1·s
  return specMax(x, s * rm.world_min_seconds + upper_limit_radius);
}

/**
 * get_coll_range_intra_objects (slot 0): the range of an object pair, split by speed.
 * r = min(0.5·S, 0.9·min(RA, RB)), at least 0.8, at most 10, minus dPSI·S, at least 0.1·S; then
 * sA' = 0.2·sB + sA, sB' = 0.18·sA' + sB (the updated sA': a quirk kept) and r is shared in the
 * proportion sA' : sB'.
 *
 * @source 000_b83935d7d7846899.txt §2.4.2; §3.8 0x1002d990
 * @unit T21
 * @float x87
 * @precision 19 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/space/range.spec:104
 */
export function get_coll_range_intra_objects(rm: RangeManager, rot_a: number, speed_a: number, radius_a: number, rot_b: number, speed_b: number, radius_b: number, delta_psi: number, out_: CollRangeSplit): void {
  // the speeds and their sum are doubles (L1733-1735)
  const s_a: number = rot_a + speed_a + 1e-19;
  const s_b: number = rot_b + speed_b + 1e-19;
  const sum: number = s_a + s_b;
  let x: number = specMin(sum * rm.intra_look_ahead_time, (radius_b < radius_a ? radius_b : radius_a) * rm.intra_max_radius_factor);
  x = rm.intra_min_distance > x ? rm.intra_min_distance : x;
  x = rm.intra_max_distance < x ? rm.intra_max_distance : x;
  x = specMax(x - delta_psi * sum, sum * rm.intra_min_seconds);
  const a0: number = s_b * RANGE_SPLIT_A + s_a;
  // quirk kept: 000 §2.4.2 L1132: sB' is built from the updated sA', not from sA
  const a1: number = a0 * RANGE_SPLIT_B + s_b;
  // computed as (1/(sA'+sB'))*x (L1133)
  const f: number = 1 / (a0 + a1) * x;
  out_.range_a = f * a0;
  out_.range_b = f * a1;
}
