// GENERATED FILE: do not edit. Engine module ps2.unit02.mesh_records: 002 Unit 2: the working triangle, its helpers, the mesh contact and its sort from spec/ps2/unit02_mesh_records.spec (sha256 899999a0723488f7).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec4, ZERO_F64, assertFail } from "../../runtime/index.js";

/**
 * The working triangle T (0xd0 bytes on the caller's stack, 002 L32-46). Offsets in the original
 * are given on each field; the helpers below fill it.
 */
export class CollTri {
  /** +0x00 corner 0 (copied whole from the vertex buffer, w = 1.0) */
  v0: Vec4 = new Vec4();
  /** +0x10 corner 1 */
  v1: Vec4 = new Vec4();
  /** +0x20 corner 2 */
  v2: Vec4 = new Vec4();
  /** +0x30 edge 0 = v1 − v0 (w = 1); made unit in place by CollTri_ComputeEdgeNormals */
  e0: Vec4 = new Vec4();
  /** +0x40 edge 1 = v2 − v1 */
  e1: Vec4 = new Vec4();
  /** +0x50 edge 2 = v0 − v2 */
  e2: Vec4 = new Vec4();
  /** +0x60 length of edge 0 (written only when the edges are normalised) */
  len_e0: number = ZERO_F64;
  /** +0x64 length of edge 1 */
  len_e1: number = ZERO_F64;
  /** +0x68 length of edge 2 */
  len_e2: number = ZERO_F64;
  /** +0x70 unit normal unit((v1 − v0) × (v2 − v0)) */
  n: Vec4 = new Vec4();
  /** +0x80 plane constant d = n·v0 (a scalar in x), stored by the caller before the kernel */
  d: number = ZERO_F64;
  /** +0x90 a copy of the normal (capsule sweep only), stored by the caller */
  n_copy: Vec4 = new Vec4();
  /** +0xc0 the kernel's hit count (cleared to 0 before the call) */
  hit_count: number = 0;
  /** +0xc4 the kernel's fraction */
  fraction: number = ZERO_F64;
}

/** Puts a CollTri back into the zero state `new CollTri()` gives, in place. */
export function reset_CollTri(s: CollTri): void {
  s.v0.x = 0; s.v0.y = 0; s.v0.z = 0; s.v0.w = 0;
  s.v1.x = 0; s.v1.y = 0; s.v1.z = 0; s.v1.w = 0;
  s.v2.x = 0; s.v2.y = 0; s.v2.z = 0; s.v2.w = 0;
  s.e0.x = 0; s.e0.y = 0; s.e0.z = 0; s.e0.w = 0;
  s.e1.x = 0; s.e1.y = 0; s.e1.z = 0; s.e1.w = 0;
  s.e2.x = 0; s.e2.y = 0; s.e2.z = 0; s.e2.w = 0;
  s.len_e0 = 0;
  s.len_e1 = 0;
  s.len_e2 = 0;
  s.n.x = 0; s.n.y = 0; s.n.z = 0; s.n.w = 0;
  s.d = 0;
  s.n_copy.x = 0; s.n_copy.y = 0; s.n_copy.z = 0; s.n_copy.w = 0;
  s.hit_count = 0;
  s.fraction = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CollTri(dst: CollTri, src: CollTri): void {
  dst.v0.x = src.v0.x; dst.v0.y = src.v0.y; dst.v0.z = src.v0.z; dst.v0.w = src.v0.w;
  dst.v1.x = src.v1.x; dst.v1.y = src.v1.y; dst.v1.z = src.v1.z; dst.v1.w = src.v1.w;
  dst.v2.x = src.v2.x; dst.v2.y = src.v2.y; dst.v2.z = src.v2.z; dst.v2.w = src.v2.w;
  dst.e0.x = src.e0.x; dst.e0.y = src.e0.y; dst.e0.z = src.e0.z; dst.e0.w = src.e0.w;
  dst.e1.x = src.e1.x; dst.e1.y = src.e1.y; dst.e1.z = src.e1.z; dst.e1.w = src.e1.w;
  dst.e2.x = src.e2.x; dst.e2.y = src.e2.y; dst.e2.z = src.e2.z; dst.e2.w = src.e2.w;
  dst.len_e0 = src.len_e0;
  dst.len_e1 = src.len_e1;
  dst.len_e2 = src.len_e2;
  dst.n.x = src.n.x; dst.n.y = src.n.y; dst.n.z = src.n.z; dst.n.w = src.n.w;
  dst.d = src.d;
  dst.n_copy.x = src.n_copy.x; dst.n_copy.y = src.n_copy.y; dst.n_copy.z = src.n_copy.z; dst.n_copy.w = src.n_copy.w;
  dst.hit_count = src.hit_count;
  dst.fraction = src.fraction;
}

/** The mesh contact (0xb0 bytes, 002 L48-60). Which fields are written depends on the collector. */
export class MeshContact {
  /** +0x00 sort key: fraction t (sweeps), depth r − dist (sphere overlap), squared distance (push-out) */
  key: number = ZERO_F64;
  /** +0x04 the 10-byte file triangle, as an index/handle (the original stores a pointer) */
  triangle: number = 0;
  /** +0x08 sphere sweep flags 0x10 / 0x20 / 0x40 (0 for overlap and push-out, unwritten by the capsule) */
  flags: number = 0;
  /** +0x0c sphere sweep: signed start distance n·c − d (normal before any flip) */
  start_distance: number = ZERO_F64;
  /** +0x10 capsule sweep: 0.0 */
  capsule_zero: number = ZERO_F64;
  /** +0x14 capsule sweep: the kernel's region code (bit i = inside edge i; 7 = face hit) */
  region: number = 0;
  /** +0x20 copy of T+0x00: corner 0 */
  v0: Vec4 = new Vec4();
  /** +0x30 copy of T+0x10: corner 1 */
  v1: Vec4 = new Vec4();
  /** +0x40 copy of T+0x20: corner 2 */
  v2: Vec4 = new Vec4();
  /** +0x50 copy of T+0x30: edge 0 (whatever T held at the copy: un-normalised for both sweeps) */
  e0: Vec4 = new Vec4();
  /** +0x60 copy of T+0x40: edge 1 */
  e1: Vec4 = new Vec4();
  /** +0x70 copy of T+0x50: edge 2 */
  e2: Vec4 = new Vec4();
  /** +0x80 copy of T+0x60: length of edge 0 (left from the capsule's earlier normalising call) */
  len_e0: number = ZERO_F64;
  /** +0x84 copy of T+0x64 */
  len_e1: number = ZERO_F64;
  /** +0x88 copy of T+0x68 */
  len_e2: number = ZERO_F64;
  /** +0x90 copy of T+0x70: the unit normal (turned to the shape when flipped) */
  n: Vec4 = new Vec4();
  /** +0xa0 copy of T+0x80: the plane constant d */
  d: number = ZERO_F64;
}

/** Puts a MeshContact back into the zero state `new MeshContact()` gives, in place. */
export function reset_MeshContact(s: MeshContact): void {
  s.key = 0;
  s.triangle = 0;
  s.flags = 0;
  s.start_distance = 0;
  s.capsule_zero = 0;
  s.region = 0;
  s.v0.x = 0; s.v0.y = 0; s.v0.z = 0; s.v0.w = 0;
  s.v1.x = 0; s.v1.y = 0; s.v1.z = 0; s.v1.w = 0;
  s.v2.x = 0; s.v2.y = 0; s.v2.z = 0; s.v2.w = 0;
  s.e0.x = 0; s.e0.y = 0; s.e0.z = 0; s.e0.w = 0;
  s.e1.x = 0; s.e1.y = 0; s.e1.z = 0; s.e1.w = 0;
  s.e2.x = 0; s.e2.y = 0; s.e2.z = 0; s.e2.w = 0;
  s.len_e0 = 0;
  s.len_e1 = 0;
  s.len_e2 = 0;
  s.n.x = 0; s.n.y = 0; s.n.z = 0; s.n.w = 0;
  s.d = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MeshContact(dst: MeshContact, src: MeshContact): void {
  dst.key = src.key;
  dst.triangle = src.triangle;
  dst.flags = src.flags;
  dst.start_distance = src.start_distance;
  dst.capsule_zero = src.capsule_zero;
  dst.region = src.region;
  dst.v0.x = src.v0.x; dst.v0.y = src.v0.y; dst.v0.z = src.v0.z; dst.v0.w = src.v0.w;
  dst.v1.x = src.v1.x; dst.v1.y = src.v1.y; dst.v1.z = src.v1.z; dst.v1.w = src.v1.w;
  dst.v2.x = src.v2.x; dst.v2.y = src.v2.y; dst.v2.z = src.v2.z; dst.v2.w = src.v2.w;
  dst.e0.x = src.e0.x; dst.e0.y = src.e0.y; dst.e0.z = src.e0.z; dst.e0.w = src.e0.w;
  dst.e1.x = src.e1.x; dst.e1.y = src.e1.y; dst.e1.z = src.e1.z; dst.e1.w = src.e1.w;
  dst.e2.x = src.e2.x; dst.e2.y = src.e2.y; dst.e2.z = src.e2.z; dst.e2.w = src.e2.w;
  dst.len_e0 = src.len_e0;
  dst.len_e1 = src.len_e1;
  dst.len_e2 = src.len_e2;
  dst.n.x = src.n.x; dst.n.y = src.n.y; dst.n.z = src.n.z; dst.n.w = src.n.w;
  dst.d = src.d;
}

/** Feeds the raw bits of a MeshContact to the hasher, field by field in declaration order. */
export function hash_MeshContact(s: MeshContact, h: StateHasher): void {
  h.enter(s);
  h.f32(s.key);
  h.u32(s.triangle);
  h.u32(s.flags);
  h.f32(s.start_distance);
  h.f32(s.capsule_zero);
  h.u32(s.region);
  h.f32(s.v0.x);
  h.f32(s.v0.y);
  h.f32(s.v0.z);
  h.f32(s.v0.w);
  h.f32(s.v1.x);
  h.f32(s.v1.y);
  h.f32(s.v1.z);
  h.f32(s.v1.w);
  h.f32(s.v2.x);
  h.f32(s.v2.y);
  h.f32(s.v2.z);
  h.f32(s.v2.w);
  h.f32(s.e0.x);
  h.f32(s.e0.y);
  h.f32(s.e0.z);
  h.f32(s.e0.w);
  h.f32(s.e1.x);
  h.f32(s.e1.y);
  h.f32(s.e1.z);
  h.f32(s.e1.w);
  h.f32(s.e2.x);
  h.f32(s.e2.y);
  h.f32(s.e2.z);
  h.f32(s.e2.w);
  h.f32(s.len_e0);
  h.f32(s.len_e1);
  h.f32(s.len_e2);
  h.f32(s.n.x);
  h.f32(s.n.y);
  h.f32(s.n.z);
  h.f32(s.n.w);
  h.f32(s.d);
}

/** Writes a MeshContact to a snapshot stream. */
export function snapshot_MeshContact(s: MeshContact, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.key);
  w.put(s.triangle);
  w.put(s.flags);
  w.put(s.start_distance);
  w.put(s.capsule_zero);
  w.put(s.region);
  w.put(s.v0.x);
  w.put(s.v0.y);
  w.put(s.v0.z);
  w.put(s.v0.w);
  w.put(s.v1.x);
  w.put(s.v1.y);
  w.put(s.v1.z);
  w.put(s.v1.w);
  w.put(s.v2.x);
  w.put(s.v2.y);
  w.put(s.v2.z);
  w.put(s.v2.w);
  w.put(s.e0.x);
  w.put(s.e0.y);
  w.put(s.e0.z);
  w.put(s.e0.w);
  w.put(s.e1.x);
  w.put(s.e1.y);
  w.put(s.e1.z);
  w.put(s.e1.w);
  w.put(s.e2.x);
  w.put(s.e2.y);
  w.put(s.e2.z);
  w.put(s.e2.w);
  w.put(s.len_e0);
  w.put(s.len_e1);
  w.put(s.len_e2);
  w.put(s.n.x);
  w.put(s.n.y);
  w.put(s.n.z);
  w.put(s.n.w);
  w.put(s.d);
}

/** Reads a MeshContact back from a snapshot stream written by snapshot_MeshContact. */
export function restore_MeshContact(s: MeshContact, r: SnapshotReader): void {
  r.enter(s);
  s.key = r.get();
  s.triangle = r.get();
  s.flags = r.get();
  s.start_distance = r.get();
  s.capsule_zero = r.get();
  s.region = r.get();
  s.v0.x = r.get();
  s.v0.y = r.get();
  s.v0.z = r.get();
  s.v0.w = r.get();
  s.v1.x = r.get();
  s.v1.y = r.get();
  s.v1.z = r.get();
  s.v1.w = r.get();
  s.v2.x = r.get();
  s.v2.y = r.get();
  s.v2.z = r.get();
  s.v2.w = r.get();
  s.e0.x = r.get();
  s.e0.y = r.get();
  s.e0.z = r.get();
  s.e0.w = r.get();
  s.e1.x = r.get();
  s.e1.y = r.get();
  s.e1.z = r.get();
  s.e1.w = r.get();
  s.e2.x = r.get();
  s.e2.y = r.get();
  s.e2.z = r.get();
  s.e2.w = r.get();
  s.len_e0 = r.get();
  s.len_e1 = r.get();
  s.len_e2 = r.get();
  s.n.x = r.get();
  s.n.y = r.get();
  s.n.z = r.get();
  s.n.w = r.get();
  s.d = r.get();
}

/**
 * A collector's stack storage (002 L50): 100 mesh contacts and a 100-entry pointer list. The
 * pointer list is modelled as indices into `contacts`.
 */
export class MeshCollector {
  contacts: MeshContact[] = Array.from({ length: 100 }, () => new MeshContact());
  sorted: Int32Array = new Int32Array(100);
  count: number = 0;
}

/** Puts a MeshCollector back into the zero state `new MeshCollector()` gives, in place. */
export function reset_MeshCollector(s: MeshCollector): void {
  for (const x of s.contacts) reset_MeshContact(x);
  s.sorted.fill(0);
  s.count = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MeshCollector(dst: MeshCollector, src: MeshCollector): void {
  for (let i = 0; i < dst.contacts.length; i++) copy_MeshContact(dst.contacts[i], src.contacts[i]);
  dst.sorted.set(src.sorted);
  dst.count = src.count;
}

/** Feeds the raw bits of a MeshCollector to the hasher, field by field in declaration order. */
export function hash_MeshCollector(s: MeshCollector, h: StateHasher): void {
  h.enter(s);
  for (let i0 = 0; i0 < s.contacts.length; i0++) {
    hash_MeshContact(s.contacts[i0], h);
  }
  for (let i0 = 0; i0 < s.sorted.length; i0++) {
    h.i32(s.sorted[i0]);
  }
  h.i32(s.count);
}

/** Writes a MeshCollector to a snapshot stream. */
export function snapshot_MeshCollector(s: MeshCollector, w: SnapshotWriter): void {
  w.enter(s);
  for (let i0 = 0; i0 < s.contacts.length; i0++) {
    snapshot_MeshContact(s.contacts[i0], w);
  }
  for (let i0 = 0; i0 < s.sorted.length; i0++) {
    w.put(s.sorted[i0]);
  }
  w.put(s.count);
}

/** Reads a MeshCollector back from a snapshot stream written by snapshot_MeshCollector. */
export function restore_MeshCollector(s: MeshCollector, r: SnapshotReader): void {
  r.enter(s);
  for (let i0 = 0; i0 < s.contacts.length; i0++) {
    restore_MeshContact(s.contacts[i0], r);
  }
  for (let i0 = 0; i0 < s.sorted.length; i0++) {
    s.sorted[i0] = r.get();
  }
  s.count = r.get();
}

/**
 * The VU reciprocal square root as the PS2 code uses it for "unit": 1/sqrt(x), each step rounded to
 * f32. For x = 0 it gives the largest finite float, so that 0 × rsqrt(0) = 0 as on the hardware.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, PhysicsMesh_SweepCapsule (corner slide) VU RSQRT (0x00348378-0x003483f8)
 * @unit U2.11
 * @float ps2
 * @spec spec/ps2/unit02_mesh_records.spec:96
 */
export function vu_rsqrt(x: number): number {
  if (x === 0) {
    // PS2 hardware: 002 L159, the VU's reciprocal square root of 0 gives the largest float and
    // 0 × that = 0, so a zero vector's unit is zero; IEEE 1/sqrt(0) would be +inf and 0 × inf NaN.
    return 3.4028234663852886e+38 /* f32#7f7fffff */;
  }
  return Math.fround(1 / Math.fround(Math.sqrt(x)));
}

/**
 * Edges of the working triangle: e0 = v1 − v0, e1 = v2 − v1, e2 = v0 − v2, each with w = 1.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, Shared records 0x00343a90 CollTri_ComputeEdges
 * @unit U2.11
 * @float ps2
 * @spec spec/ps2/unit02_mesh_records.spec:108
 */
export function CollTri_ComputeEdges(t: CollTri): void {
  // 002 L61 writes the call as CollTri_ComputeEdges(T, 0); what a second argument would do is not
  // given (L39 ties normalising to 0x00343b20), so none is modelled here.
  const t$0_x = Math.fround(t.v1.x - t.v0.x), t$0_y = Math.fround(t.v1.y - t.v0.y), t$0_z = Math.fround(t.v1.z - t.v0.z), t$0_w = 1;
  t.e0.x = t$0_x; t.e0.y = t$0_y; t.e0.z = t$0_z; t.e0.w = t$0_w;
  const t$1_x = Math.fround(t.v2.x - t.v1.x), t$1_y = Math.fround(t.v2.y - t.v1.y), t$1_z = Math.fround(t.v2.z - t.v1.z), t$1_w = 1;
  t.e1.x = t$1_x; t.e1.y = t$1_y; t.e1.z = t$1_z; t.e1.w = t$1_w;
  const t$2_x = Math.fround(t.v0.x - t.v2.x), t$2_y = Math.fround(t.v0.y - t.v2.y), t$2_z = Math.fround(t.v0.z - t.v2.z), t$2_w = 1;
  t.e2.x = t$2_x; t.e2.y = t$2_y; t.e2.z = t$2_z; t.e2.w = t$2_w;
}

/**
 * Despite its name this makes no edge normals: with `normalise` non-zero it makes the three edges
 * unit in place (xyz; w kept) and stores their lengths at +0x60/+0x64/+0x68.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, Shared records 0x00343b20 CollTri_ComputeEdgeNormals
 * @unit U2.11
 * @float ps2
 * @spec spec/ps2/unit02_mesh_records.spec:120
 */
export function CollTri_ComputeEdgeNormals(t: CollTri, normalise: number): void {
  // The document gives only the non-zero case; with 0 nothing is written here (inferred).
  if (normalise === 0) {
    return;
  }
  const q0: number = Math.fround(Math.fround(Math.fround(t.e0.x * t.e0.x) + Math.fround(t.e0.y * t.e0.y)) + Math.fround(t.e0.z * t.e0.z));
  const r0: number = vu_rsqrt(q0);
  // The length is taken as sqrt(|e|²) rounded once; the document does not say how it is formed.
  t.len_e0 = Math.fround(Math.sqrt(q0));
  t.e0.x = Math.fround(t.e0.x * r0);
  t.e0.y = Math.fround(t.e0.y * r0);
  t.e0.z = Math.fround(t.e0.z * r0);
  const q1: number = Math.fround(Math.fround(Math.fround(t.e1.x * t.e1.x) + Math.fround(t.e1.y * t.e1.y)) + Math.fround(t.e1.z * t.e1.z));
  const r1: number = vu_rsqrt(q1);
  t.len_e1 = Math.fround(Math.sqrt(q1));
  t.e1.x = Math.fround(t.e1.x * r1);
  t.e1.y = Math.fround(t.e1.y * r1);
  t.e1.z = Math.fround(t.e1.z * r1);
  const q2: number = Math.fround(Math.fround(Math.fround(t.e2.x * t.e2.x) + Math.fround(t.e2.y * t.e2.y)) + Math.fround(t.e2.z * t.e2.z));
  const r2: number = vu_rsqrt(q2);
  t.len_e2 = Math.fround(Math.sqrt(q2));
  t.e2.x = Math.fround(t.e2.x * r2);
  t.e2.y = Math.fround(t.e2.y * r2);
  t.e2.z = Math.fround(t.e2.z * r2);
}

/**
 * The unit normal n = unit((v1 − v0) × (v2 − v0)); a degenerate triangle gets the zero normal.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, Shared records 0x00343c30 CollTri_ComputeNormal
 * @unit U2.11
 * @float ps2
 * @spec spec/ps2/unit02_mesh_records.spec:151
 */
export function CollTri_ComputeNormal(t: CollTri): void {
  const a_x = Math.fround(t.v1.x - t.v0.x), a_y = Math.fround(t.v1.y - t.v0.y), a_z = Math.fround(t.v1.z - t.v0.z);
  const b_x = Math.fround(t.v2.x - t.v0.x), b_y = Math.fround(t.v2.y - t.v0.y), b_z = Math.fround(t.v2.z - t.v0.z);
  const c_x = Math.fround(Math.fround(a_y * b_z) - Math.fround(a_z * b_y)), c_y = Math.fround(Math.fround(a_z * b_x) - Math.fround(a_x * b_z)), c_z = Math.fround(Math.fround(a_x * b_y) - Math.fround(a_y * b_x));
  const q: number = Math.fround(Math.fround(Math.fround(c_x * c_x) + Math.fround(c_y * c_y)) + Math.fround(c_z * c_z));
  const r: number = vu_rsqrt(q);
  // n.w is not stated (002 L28: w is noted only where code sets it); it is left as it was.
  t.n.x = Math.fround(c_x * r);
  t.n.y = Math.fround(c_y * r);
  t.n.z = Math.fround(c_z * r);
}

/**
 * Turns the triangle over: swaps corners 1 and 2 and negates all four lanes of the normal.
 * d and the edges are not recomputed, so afterwards "edge k" follows the swapped corner order.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, Shared records 0x00343c90 CollTri_Flip
 * @unit U2.11
 * @float ps2
 * @spec spec/ps2/unit02_mesh_records.spec:167
 */
export function CollTri_Flip(t: CollTri): void {
  const tmp_x = t.v1.x, tmp_y = t.v1.y, tmp_z = t.v1.z, tmp_w = t.v1.w;
  const t$0_x = t.v2.x, t$0_y = t.v2.y, t$0_z = t.v2.z, t$0_w = t.v2.w;
  t.v1.x = t$0_x; t.v1.y = t$0_y; t.v1.z = t$0_z; t.v1.w = t$0_w;
  t.v2.x = tmp_x;
  t.v2.y = tmp_y;
  t.v2.z = tmp_z;
  t.v2.w = tmp_w;
  const t$1_x = -t.n.x, t$1_y = -t.n.y, t$1_z = -t.n.z, t$1_w = -t.n.w;
  t.n.x = t$1_x; t.n.y = t$1_y; t.n.z = t$1_z; t.n.w = t$1_w;
}

/**
 * Fills sorted[0..count−1] with indices into `contacts`, ordered by key: an insertion sort in
 * arrival order whose shift copies forwards (the smear: entries after the insertion point are lost
 * and replaced by copies of the entry that was there). list[0] is always the true minimum.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x00347300 MeshContacts_SortByFraction
 * @unit U2.02
 * @float ps2
 * @spec spec/ps2/unit02_mesh_records.spec:179
 */
export function MeshContacts_SortByFraction(sorted: Int32Array, contacts: MeshContact[], count: number): void {
  // Nothing in the original checks count against 100 (002 L50); past 100 it overruns its stack arrays.
  if (!(count <= sorted.length)) assertFail("spec/ps2/unit02_mesh_records.spec:181", "more than 100 mesh contacts: the original overruns its stack arrays");
  for (let i = 0; i < count; i++) {
    const key: number = contacts[i].key;
    // the first position whose key is strictly greater: equal keys keep arrival order
    let j: number = 0;
    while (j < i && !(contacts[sorted[j]].key > key)) {
      j = (j + 1) | 0;
    }
    if (j < i) {
      // quirk kept: 002 L97 (example L102): the shift runs forwards, list[k+1] ← list[k] for
      // k = j, j+1, …, i, each step reading the slot the previous one just wrote, so the old list[j]
      // is copied into every slot j+1..i and one past (slot i+1); the entries at j..i−1 are lost.
      // The one-past write is skipped when slot i+1 is beyond the 100-entry list (the original
      // would write into the next stack slot there).
      for (let k = j; k <= i; k++) {
        if (((k + 1) | 0) < sorted.length) {
          sorted[(k + 1) | 0] = sorted[k];
        }
      }
      sorted[j] = i;
    } else {
      sorted[i] = i;
    }
  }
}
