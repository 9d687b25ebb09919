// GENERATED FILE: do not edit. Engine module ps2.unit04.overlaps: 002 Unit 4 (not in the documents), designed: the closest points of two segments and the three static overlaps that Unit 11's segment pairs fall back to from spec/ps2/unit04_overlaps.spec (sha256 7511d0b96cc178d3).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, type Vec4, ZERO_F64, assertFail, specMax, specMin } from "../../runtime/index.js";
import { vu_rsqrt } from "./unit02_mesh_records.generated.js";
import { Contact } from "./unit03_contacts.generated.js";
import { PhysicsShape } from "./unit06_shapes.generated.js";
import { ShapeOverlapTable } from "./unit07_world.generated.js";

/** The two parameters Segment_ClosestPoints answers: s on the first segment, t on the second. */
export class SegmentParams {
  s: number = ZERO_F64;
  t: number = ZERO_F64;
}

/** Puts a SegmentParams back into the zero state `new SegmentParams()` gives, in place. */
export function reset_SegmentParams(s: SegmentParams): void {
  s.s = 0;
  s.t = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SegmentParams(dst: SegmentParams, src: SegmentParams): void {
  dst.s = src.s;
  dst.t = src.t;
}

/**
 * The static overlap table IPhysics +0x18 as this project fills it (Unit 4 is not included): the
 * sphere (2), capsule (3) and segment (4) pairs; boxes (1) have none against shapes. The mesh
 * overlaps (+0xf4) exist for the sphere, the box and the capsule (002 Unit 2, L99-L110).
 */
export class Unit4Overlaps implements ShapeOverlapTable {
  /** how many overlap calls were made (observable cost) */
  calls: number = 0;

  /** Implements ShapeOverlapTable.has_pair (@spec spec/ps2/unit04_overlaps.spec:277). */
  has_pair(own_type: number, other_type: number): boolean {
    return Unit4Overlaps_HasPair(own_type, other_type);
  }

  /** Implements ShapeOverlapTable.overlap (@spec spec/ps2/unit04_overlaps.spec:280). */
  overlap(slot: Contact, own: PhysicsShape, other: PhysicsShape): number {
    this.calls = (this.calls + 1) | 0;
    return Unit4Overlaps_Overlap(slot, own, other);
  }

  /** Implements ShapeOverlapTable.has_mesh_overlap (@spec spec/ps2/unit04_overlaps.spec:284). */
  has_mesh_overlap(type: number): boolean {
    return type >= 1 && type <= 3;
  }
}

/** Puts a Unit4Overlaps back into the zero state `new Unit4Overlaps()` gives, in place. */
export function reset_Unit4Overlaps(s: Unit4Overlaps): void {
  s.calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Unit4Overlaps(dst: Unit4Overlaps, src: Unit4Overlaps): void {
  dst.calls = src.calls;
}

/** Feeds the raw bits of a Unit4Overlaps to the hasher, field by field in declaration order. */
export function hash_Unit4Overlaps(s: Unit4Overlaps, h: StateHasher): void {
  h.enter(s);
  h.i32(s.calls);
}

/** Writes a Unit4Overlaps to a snapshot stream. */
export function snapshot_Unit4Overlaps(s: Unit4Overlaps, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.calls);
}

/** Reads a Unit4Overlaps back from a snapshot stream written by snapshot_Unit4Overlaps. */
export function restore_Unit4Overlaps(s: Unit4Overlaps, r: SnapshotReader): void {
  r.enter(s);
  s.calls = r.get();
}

/**
 * x clamped to [0, 1] with strict compares (a NaN is kept).
 *
 * @design Unit 4 is not in the documents (D-U4-1): the clamp of Segment_ClosestPoints, x < 0 → 0, x > 1 → 1
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:38
 */
export function Segment_Clamp01(x: number): number {
  if (x < 0) {
    return 0;
  }
  if (x > 1) {
    return 1;
  }
  return x;
}

/**
 * The closest points of the segments P1 + s·d1 and P2 + t·d2, s and t in [0, 1], given
 * w = P1 − P2; writes out.s and out.t. The parallel test is absolute (denominator a·e − b² below
 * 1e-6, whatever the lengths): then s = 0 and t follows from it. A zero d1 gives s = 0.
 *
 * @design Unit 4's Segment_ClosestPoints, named by 002 L1416 and not included: the clamped closest-points construction with the absolute parallel threshold L1416 mentions (D-U4-1)
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:52
 */
export function Segment_ClosestPoints(out_: SegmentParams, d1_x: number, d1_y: number, d1_z: number, d1_w: number, d2_x: number, d2_y: number, d2_z: number, d2_w: number, w_x: number, w_y: number, w_z: number, w_w: number): void {
  const a: number = Math.fround(Math.fround(Math.fround(d1_x * d1_x) + Math.fround(d1_y * d1_y)) + Math.fround(d1_z * d1_z));
  const e: number = Math.fround(Math.fround(Math.fround(d2_x * d2_x) + Math.fround(d2_y * d2_y)) + Math.fround(d2_z * d2_z));
  const f: number = Math.fround(Math.fround(Math.fround(d2_x * w_x) + Math.fround(d2_y * w_y)) + Math.fround(d2_z * w_z));
  if (a < 9.999999974752427e-7 /* f32#358637bd */ && e < 9.999999974752427e-7 /* f32#358637bd */) {
    out_.s = 0;
    out_.t = 0;
    return;
  }
  if (a < 9.999999974752427e-7 /* f32#358637bd */) {
    out_.s = 0;
    out_.t = Segment_Clamp01(Math.fround(f / e));
    return;
  }
  const c: number = Math.fround(Math.fround(Math.fround(d1_x * w_x) + Math.fround(d1_y * w_y)) + Math.fround(d1_z * w_z));
  if (e < 9.999999974752427e-7 /* f32#358637bd */) {
    out_.t = 0;
    out_.s = Segment_Clamp01(Math.fround(-c / a));
    return;
  }
  const b: number = Math.fround(Math.fround(Math.fround(d1_x * d2_x) + Math.fround(d1_y * d2_y)) + Math.fround(d1_z * d2_z));
  const denom: number = Math.fround(Math.fround(a * e) - Math.fround(b * b));
  let s: number = 0;
  // the absolute parallel threshold (002 L1416): not scaled by a·e, so two short segments count as
  // parallel even at right angles
  if (denom >= 9.999999974752427e-7 /* f32#358637bd */) {
    s = Segment_Clamp01(Math.fround(Math.fround(Math.fround(b * f) - Math.fround(c * e)) / denom));
  }
  const tn: number = Math.fround(Math.fround(b * s) + f);
  if (tn < 0) {
    out_.t = 0;
    out_.s = Segment_Clamp01(Math.fround(-c / a));
  } else if (tn > e) {
    out_.t = 1;
    out_.s = Segment_Clamp01(Math.fround(Math.fround(b - c) / a));
  } else {
    out_.t = Math.fround(tn / e);
    out_.s = s;
  }
}

/**
 * v·v for v = w + s·d1 − t·d2 after Segment_ClosestPoints: the squared distance of the closest
 * points (each component (w + s·d1) − t·d2, as 002 L1416 writes v).
 *
 * @design Unit 4 is not in the documents (D-U4-1): the distance the three overlaps compare, formed as 002 L1416 forms v
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:96
 */
export function Segment_DistanceSq(d1_x: number, d1_y: number, d1_z: number, d1_w: number, d2_x: number, d2_y: number, d2_z: number, d2_w: number, w_x: number, w_y: number, w_z: number, w_w: number): number {
  const p: SegmentParams = _r0;
  reset_SegmentParams(p);
  Segment_ClosestPoints(p, d1_x, d1_y, d1_z, d1_w, d2_x, d2_y, d2_z, d2_w, w_x, w_y, w_z, w_w);
  const v_x = Math.fround(Math.fround(w_x + Math.fround(p.s * d1_x)) - Math.fround(p.t * d2_x)), v_y = Math.fround(Math.fround(w_y + Math.fround(p.s * d1_y)) - Math.fround(p.t * d2_y)), v_z = Math.fround(Math.fround(w_z + Math.fround(p.s * d1_z)) - Math.fround(p.t * d2_z)), v_w = 0;
  return Math.fround(Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) + Math.fround(v_z * v_z));
}

/**
 * Segment-segment overlap (0x00346500): the own segment (S1 → E1, radius +0x60) against the other
 * (S2 → E2); 1 when their closest points are within r1 + r2 (touching counts), else 0. Writes
 * nothing into c (002 L1316, L1421).
 *
 * @design Unit 4's static overlap 0x00346500, not included; 002 L1421 gives its call (c, own, other) and L1316 that nothing is written (D-U4-1)
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:107
 */
export function PhysicsOverlap_SegmentSegment(c: Contact, own: PhysicsShape, other: PhysicsShape): number {
  const d1_x = Math.fround(own.end.x - own.start.x), d1_y = Math.fround(own.end.y - own.start.y), d1_z = Math.fround(own.end.z - own.start.z), d1_w = Math.fround(own.end.w - own.start.w);
  const d2_x = Math.fround(other.end.x - other.start.x), d2_y = Math.fround(other.end.y - other.start.y), d2_z = Math.fround(other.end.z - other.start.z), d2_w = Math.fround(other.end.w - other.start.w);
  const w_x = Math.fround(own.start.x - other.start.x), w_y = Math.fround(own.start.y - other.start.y), w_z = Math.fround(own.start.z - other.start.z), w_w = Math.fround(own.start.w - other.start.w);
  const r: number = Math.fround(own.seg_radius + other.seg_radius);
  if (Segment_DistanceSq(d1_x, d1_y, d1_z, d1_w, d2_x, d2_y, d2_z, d2_w, w_x, w_y, w_z, w_w) <= Math.fround(r * r)) {
    return 1;
  }
  return 0;
}

/**
 * Capsule-segment overlap (0x00347148): the own capsule, taken as Unit 4's true capsule (the axis
 * B → B + (0, 0, h), radius r, reaching r past both ends; 002 L1319), against the other segment
 * (S → E, radius +0x60); 1 when the axis and the segment come within r + r_seg, else 0. Writes
 * nothing into c.
 *
 * @design Unit 4's static overlap 0x00347148, not included; 002 L1319 gives its capsule (a true capsule reaching r past both ends), L1316/L1421 its call and that nothing is written (D-U4-1)
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:123
 */
export function PhysicsOverlap_CapsuleSegment(c: Contact, own: PhysicsShape, other: PhysicsShape): number {
  const d1_x = 0, d1_y = 0, d1_z = own.height, d1_w = 0;
  const d2_x = Math.fround(other.end.x - other.start.x), d2_y = Math.fround(other.end.y - other.start.y), d2_z = Math.fround(other.end.z - other.start.z), d2_w = Math.fround(other.end.w - other.start.w);
  const w_x = Math.fround(own.base.x - other.start.x), w_y = Math.fround(own.base.y - other.start.y), w_z = Math.fround(own.base.z - other.start.z), w_w = Math.fround(own.base.w - other.start.w);
  const r: number = Math.fround(own.radius + other.seg_radius);
  if (Segment_DistanceSq(d1_x, d1_y, d1_z, d1_w, d2_x, d2_y, d2_z, d2_w, w_x, w_y, w_z, w_w) <= Math.fround(r * r)) {
    return 1;
  }
  return 0;
}

/**
 * Segment-capsule overlap (0x00346fb8): the own segment against the other capsule (Unit 4's true
 * capsule, as in PhysicsOverlap_CapsuleSegment, with the roles of the two segments swapped); 1
 * when they come within r_seg + r, else 0. Writes nothing into c.
 *
 * @design Unit 4's static overlap 0x00346fb8, not included; 002 L1319 gives its capsule, L1316/L1421 its call and that nothing is written (D-U4-1)
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:138
 */
export function PhysicsOverlap_SegmentCapsule(c: Contact, own: PhysicsShape, other: PhysicsShape): number {
  const d1_x = Math.fround(own.end.x - own.start.x), d1_y = Math.fround(own.end.y - own.start.y), d1_z = Math.fround(own.end.z - own.start.z), d1_w = Math.fround(own.end.w - own.start.w);
  const d2_x = 0, d2_y = 0, d2_z = other.height, d2_w = 0;
  const w_x = Math.fround(own.start.x - other.base.x), w_y = Math.fround(own.start.y - other.base.y), w_z = Math.fround(own.start.z - other.base.z), w_w = Math.fround(own.start.w - other.base.w);
  const r: number = Math.fround(own.seg_radius + other.radius);
  if (Segment_DistanceSq(d1_x, d1_y, d1_z, d1_w, d2_x, d2_y, d2_z, d2_w, w_x, w_y, w_z, w_w) <= Math.fround(r * r)) {
    return 1;
  }
  return 0;
}

/**
 * Sphere-sphere overlap: 1 when |C_own − C_other|² ≤ (r1 + r2)² (touching counts). Writes the
 * contact's normal +0x50 = unit(C_own − C_other) (vu_rsqrt: coincident centres give 0) and
 * fraction 0.
 *
 * @design D-U4-2: Unit 4's sphere-sphere overlap is not included; the distance rule of D-U4-1, the normal from the other towards the own shape
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:155
 */
export function PhysicsOverlap_SphereSphere(c: Contact, own: PhysicsShape, other: PhysicsShape): number {
  const d_x = Math.fround(own.centre.x - other.centre.x), d_y = Math.fround(own.centre.y - other.centre.y), d_z = Math.fround(own.centre.z - other.centre.z), d_w = Math.fround(own.centre.w - other.centre.w);
  const r: number = Math.fround(own.radius + other.radius);
  const d2: number = Math.fround(Math.fround(Math.fround(d_x * d_x) + Math.fround(d_y * d_y)) + Math.fround(d_z * d_z));
  if (d2 <= Math.fround(r * r)) {
    const k: number = vu_rsqrt(d2);
    c.normal.x = Math.fround(d_x * k);
    c.normal.y = Math.fround(d_y * k);
    c.normal.z = Math.fround(d_z * k);
    c.normal.w = 0;
    c.fraction = 0;
    return 1;
  }
  return 0;
}

/**
 * Sphere-capsule overlap: the capsule as Unit 11 takes it against a sphere (002 L1319: the true
 * capsule whose rounded ends lie inside [B.z, B.z + h], axis B.z + r … B.z + h − r), 1 when the
 * centre comes within r_s + r_c of that axis. Normal from the axis point towards the centre.
 *
 * @design D-U4-2: Unit 4's sphere-capsule overlap is not included; the capsule of 002 L1319's sphere case
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:172
 */
export function PhysicsOverlap_SphereCapsule(c: Contact, own: PhysicsShape, other: PhysicsShape): number {
  const lo: number = Math.fround(other.base.z + other.radius);
  const hi: number = Math.fround(other.base.z + Math.fround(other.height - other.radius));
  const z: number = specMin(lo > own.centre.z ? lo : own.centre.z, hi > lo ? hi : lo);
  const d_x = Math.fround(own.centre.x - other.base.x), d_y = Math.fround(own.centre.y - other.base.y), d_z = Math.fround(own.centre.z - z), d_w = 0;
  const r: number = Math.fround(own.radius + other.radius);
  const d2: number = Math.fround(Math.fround(Math.fround(d_x * d_x) + Math.fround(d_y * d_y)) + Math.fround(d_z * d_z));
  if (d2 <= Math.fround(r * r)) {
    const k: number = vu_rsqrt(d2);
    c.normal.x = Math.fround(d_x * k);
    c.normal.y = Math.fround(d_y * k);
    c.normal.z = Math.fround(d_z * k);
    c.normal.w = 0;
    c.fraction = 0;
    return 1;
  }
  return 0;
}

/**
 * Capsule-sphere overlap: sphere-capsule with the roles swapped and the normal reversed.
 *
 * @design D-U4-2: the mirror of PhysicsOverlap_SphereCapsule
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:190
 */
export function PhysicsOverlap_CapsuleSphere(c: Contact, own: PhysicsShape, other: PhysicsShape): number {
  const hit: number = PhysicsOverlap_SphereCapsule(c, other, own);
  if (hit !== 0) {
    const t$0_x = -c.normal.x, t$0_y = -c.normal.y, t$0_z = -c.normal.z, t$0_w = 0;
    c.normal.x = t$0_x; c.normal.y = t$0_y; c.normal.z = t$0_z; c.normal.w = t$0_w;
  }
  return hit;
}

/**
 * Capsule-capsule overlap: two upright true capsules (axes as in the sphere case) within r1 + r2,
 * through Segment_ClosestPoints. Normal horizontal, from the other axis towards the own one.
 *
 * @design D-U4-2: Unit 4's capsule-capsule overlap is not included; the axes of 002 L1319's sphere case, the closest points of D-U4-1
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:201
 */
export function PhysicsOverlap_CapsuleCapsule(c: Contact, own: PhysicsShape, other: PhysicsShape): number {
  const d1_x = 0, d1_y = 0, d1_z = specMax(0, Math.fround(own.height - Math.fround(own.radius + own.radius))), d1_w = 0;
  const d2_x = 0, d2_y = 0, d2_z = specMax(0, Math.fround(other.height - Math.fround(other.radius + other.radius))), d2_w = 0;
  const w_x = Math.fround(own.base.x - other.base.x), w_y = Math.fround(own.base.y - other.base.y), w_z = Math.fround(Math.fround(own.base.z + own.radius) - Math.fround(other.base.z + other.radius)), w_w = 0;
  const r: number = Math.fround(own.radius + other.radius);
  if (Segment_DistanceSq(d1_x, d1_y, d1_z, d1_w, d2_x, d2_y, d2_z, d2_w, w_x, w_y, w_z, w_w) <= Math.fround(r * r)) {
    const hx: number = Math.fround(own.base.x - other.base.x);
    const hy: number = Math.fround(own.base.y - other.base.y);
    const k: number = vu_rsqrt(Math.fround(Math.fround(hx * hx) + Math.fround(hy * hy)));
    c.normal.x = Math.fround(hx * k);
    c.normal.y = Math.fround(hy * k);
    c.normal.z = 0;
    c.normal.w = 0;
    c.fraction = 0;
    return 1;
  }
  return 0;
}

/**
 * @design D-U4-2: the designed overlap table's dispatch by the two type bytes
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:227
 */
export function Unit4Overlaps_HasPair(own_type: number, other_type: number): boolean {
  return own_type >= 2 && own_type <= 4 && other_type >= 2 && other_type <= 4;
}

/**
 * @design D-U4-2: the designed overlap table's dispatch by the two type bytes
 * @float ps2
 * @spec spec/ps2/unit04_overlaps.spec:232
 */
export function Unit4Overlaps_Overlap(c: Contact, own: PhysicsShape, other: PhysicsShape): number {
  if (!Unit4Overlaps_HasPair(own.type, other.type)) assertFail("spec/ps2/unit04_overlaps.spec:233", "overlap of a shape pair without a table entry: types {} and {}", [own.type, other.type]);
  if (own.type === 2) {
    if (other.type === 2) {
      return PhysicsOverlap_SphereSphere(c, own, other);
    }
    if (other.type === 3) {
      return PhysicsOverlap_SphereCapsule(c, own, other);
    }
    // a sphere against a segment: the segment's closest point within r_s + r_seg
    const d1_x = 0, d1_y = 0, d1_z = 0, d1_w = 0;
    const d2_x = Math.fround(other.end.x - other.start.x), d2_y = Math.fround(other.end.y - other.start.y), d2_z = Math.fround(other.end.z - other.start.z), d2_w = Math.fround(other.end.w - other.start.w);
    const w_x = Math.fround(own.centre.x - other.start.x), w_y = Math.fround(own.centre.y - other.start.y), w_z = Math.fround(own.centre.z - other.start.z), w_w = Math.fround(own.centre.w - other.start.w);
    const r: number = Math.fround(own.radius + other.seg_radius);
    if (Segment_DistanceSq(d1_x, d1_y, d1_z, d1_w, d2_x, d2_y, d2_z, d2_w, w_x, w_y, w_z, w_w) <= Math.fround(r * r)) {
      return 1;
    }
    return 0;
  }
  if (own.type === 3) {
    if (other.type === 2) {
      return PhysicsOverlap_CapsuleSphere(c, own, other);
    }
    if (other.type === 3) {
      return PhysicsOverlap_CapsuleCapsule(c, own, other);
    }
    return PhysicsOverlap_CapsuleSegment(c, own, other);
  }
  if (other.type === 2) {
    const d1_1_x = Math.fround(own.end.x - own.start.x), d1_1_y = Math.fround(own.end.y - own.start.y), d1_1_z = Math.fround(own.end.z - own.start.z), d1_1_w = Math.fround(own.end.w - own.start.w);
    const d2_1_x = 0, d2_1_y = 0, d2_1_z = 0, d2_1_w = 0;
    const w_1_x = Math.fround(own.start.x - other.centre.x), w_1_y = Math.fround(own.start.y - other.centre.y), w_1_z = Math.fround(own.start.z - other.centre.z), w_1_w = Math.fround(own.start.w - other.centre.w);
    const r_1: number = Math.fround(own.seg_radius + other.radius);
    if (Segment_DistanceSq(d1_1_x, d1_1_y, d1_1_z, d1_1_w, d2_1_x, d2_1_y, d2_1_z, d2_1_w, w_1_x, w_1_y, w_1_z, w_1_w) <= Math.fround(r_1 * r_1)) {
      return 1;
    }
    return 0;
  }
  if (other.type === 3) {
    return PhysicsOverlap_SegmentCapsule(c, own, other);
  }
  return PhysicsOverlap_SegmentSegment(c, own, other);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new SegmentParams();
