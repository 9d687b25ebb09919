// GENERATED FILE: do not edit. Engine module ps2.unit03.contacts: 002 Unit 3: the 0xc0 contact, its sorted insert, the vector helpers of the resolution, the box helpers and the contact scales from spec/ps2/unit03_contacts.spec (sha256 801457b04076f4ab).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, SnapshotReader, SnapshotWriter, StateHasher, type Vec3, Vec4, ZERO_F64, specMax, specMin } from "../../runtime/index.js";

/** The 0xc0-byte contact (002 L65-76, L299-310). Offsets in the original on each field. */
export class Contact {
  /** +0x00 own owner, written by Contact_InsertSorted */
  own_owner: number = 0;
  /** +0x04 own shape, written by Contact_InsertSorted */
  own_shape: number = 0;
  /** +0x10 sweeps: the unit move */
  move_dir: Vec4 = new Vec4();
  /** +0x40 other owner, 0 for the level */
  other_owner: number = 0;
  /** +0x44 other shape, 0 for the level (the generic contact scale tests it) */
  other_shape: number = 0;
  /** +0x50 unit normal, pointing out of the surface towards the mover */
  normal: Vec4 = new Vec4();
  /** +0x80 fraction f of the pass's move at the contact (for the sphere overlap: the depth) */
  fraction: number = ZERO_F64;
  /** +0x84 capsule sweep and landing contact: 0.0 */
  zero_84: number = ZERO_F64;
  /** +0x88 sphere sweep: the signed start distance (mesh contact +0x0c) */
  start_distance: number = ZERO_F64;
  /** +0x90 sweeps: the shape's position at the contact (w = 1) */
  point: Vec4 = new Vec4();
  /** +0xa0 slide vector (a displacement) */
  slide: Vec4 = new Vec4();
  /** +0xb0 contact flags: 0x1 add the slide to the move, 0x2 store the slide, 0x80 a human's landing */
  flags: number = 0;
  /** +0xb4 mesh triangle as an index/handle (the original stores a pointer), 0 = none (a body) */
  triangle: number = 0;
}

/** Puts a Contact back into the zero state `new Contact()` gives, in place. */
export function reset_Contact(s: Contact): void {
  s.own_owner = 0;
  s.own_shape = 0;
  s.move_dir.x = 0; s.move_dir.y = 0; s.move_dir.z = 0; s.move_dir.w = 0;
  s.other_owner = 0;
  s.other_shape = 0;
  s.normal.x = 0; s.normal.y = 0; s.normal.z = 0; s.normal.w = 0;
  s.fraction = 0;
  s.zero_84 = 0;
  s.start_distance = 0;
  s.point.x = 0; s.point.y = 0; s.point.z = 0; s.point.w = 0;
  s.slide.x = 0; s.slide.y = 0; s.slide.z = 0; s.slide.w = 0;
  s.flags = 0;
  s.triangle = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Contact(dst: Contact, src: Contact): void {
  dst.own_owner = src.own_owner;
  dst.own_shape = src.own_shape;
  dst.move_dir.x = src.move_dir.x; dst.move_dir.y = src.move_dir.y; dst.move_dir.z = src.move_dir.z; dst.move_dir.w = src.move_dir.w;
  dst.other_owner = src.other_owner;
  dst.other_shape = src.other_shape;
  dst.normal.x = src.normal.x; dst.normal.y = src.normal.y; dst.normal.z = src.normal.z; dst.normal.w = src.normal.w;
  dst.fraction = src.fraction;
  dst.zero_84 = src.zero_84;
  dst.start_distance = src.start_distance;
  dst.point.x = src.point.x; dst.point.y = src.point.y; dst.point.z = src.point.z; dst.point.w = src.point.w;
  dst.slide.x = src.slide.x; dst.slide.y = src.slide.y; dst.slide.z = src.slide.z; dst.slide.w = src.slide.w;
  dst.flags = src.flags;
  dst.triangle = src.triangle;
}

/** Brings a Contact a host wrote to its declared types, in place: f32 values rounded, integers and bools checked (`where` names the call). */
export function host_Contact(s: Contact, where: string): void {
  s.own_owner = $host.u32(s.own_owner, where, "own_owner");
  s.own_shape = $host.u32(s.own_shape, where, "own_shape");
  $host.vec32(s.move_dir);
  s.other_owner = $host.u32(s.other_owner, where, "other_owner");
  s.other_shape = $host.u32(s.other_shape, where, "other_shape");
  $host.vec32(s.normal);
  s.fraction = Math.fround(s.fraction);
  s.zero_84 = Math.fround(s.zero_84);
  s.start_distance = Math.fround(s.start_distance);
  $host.vec32(s.point);
  $host.vec32(s.slide);
  s.flags = $host.u32(s.flags, where, "flags");
  s.triangle = $host.u32(s.triangle, where, "triangle");
}

/**
 * The contact storage of one sweep pass (002 L80, L338): a pool of exactly 50 contacts and the
 * sorted pointer list, modelled as indices into `pool`. The list grows on demand so that an insert
 * past the original's 50 pointers stays visible (count and len above 50) instead of being clamped.
 */
export class ContactList {
  pool: Contact[] = Array.from({ length: 50 }, () => new Contact());
  sorted: number[] = [];
  count: number = 0;
}

/** Puts a ContactList back into the zero state `new ContactList()` gives, in place. */
export function reset_ContactList(s: ContactList): void {
  for (const x of s.pool) reset_Contact(x);
  s.sorted.length = 0;
  s.count = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ContactList(dst: ContactList, src: ContactList): void {
  for (let i = 0; i < dst.pool.length; i++) copy_Contact(dst.pool[i], src.pool[i]);
  for (let i = 0; i < src.sorted.length && i < dst.sorted.length; i++) dst.sorted[i] = src.sorted[i];
  if (dst.sorted.length > src.sorted.length) dst.sorted.length = src.sorted.length;
  else for (let i = dst.sorted.length; i < src.sorted.length; i++) dst.sorted.push(src.sorted[i]);
  dst.count = src.count;
}

/** Brings a ContactList a host wrote to its declared types, in place: f32 values rounded, integers and bools checked (`where` names the call). */
export function host_ContactList(s: ContactList, where: string): void {
  for (let i = 0; i < s.pool.length; i++) {
    host_Contact(s.pool[i], where);
  }
  for (let i = 0; i < s.sorted.length; i++) {
    s.sorted[i] = $host.i32(s.sorted[i], where, "sorted[]");
  }
  s.count = $host.i32(s.count, where, "count");
}

/** An axis-aligned box {min, max}. */
export class AABB {
  min: Vec4 = new Vec4();
  max: Vec4 = new Vec4();
}

/** Puts a AABB back into the zero state `new AABB()` gives, in place. */
export function reset_AABB(s: AABB): void {
  s.min.x = 0; s.min.y = 0; s.min.z = 0; s.min.w = 0;
  s.max.x = 0; s.max.y = 0; s.max.z = 0; s.max.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_AABB(dst: AABB, src: AABB): void {
  dst.min.x = src.min.x; dst.min.y = src.min.y; dst.min.z = src.min.z; dst.min.w = src.min.w;
  dst.max.x = src.max.x; dst.max.y = src.max.y; dst.max.z = src.max.z; dst.max.w = src.max.w;
}

/** Feeds the raw bits of a AABB to the hasher, field by field in declaration order. */
export function hash_AABB(s: AABB, h: StateHasher): void {
  h.enter(s);
  h.f32(s.min.x);
  h.f32(s.min.y);
  h.f32(s.min.z);
  h.f32(s.min.w);
  h.f32(s.max.x);
  h.f32(s.max.y);
  h.f32(s.max.z);
  h.f32(s.max.w);
}

/** Writes a AABB to a snapshot stream. */
export function snapshot_AABB(s: AABB, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.min.x);
  w.put(s.min.y);
  w.put(s.min.z);
  w.put(s.min.w);
  w.put(s.max.x);
  w.put(s.max.y);
  w.put(s.max.z);
  w.put(s.max.w);
}

/** Reads a AABB back from a snapshot stream written by snapshot_AABB. */
export function restore_AABB(s: AABB, r: SnapshotReader): void {
  r.enter(s);
  s.min.x = r.get();
  s.min.y = r.get();
  s.min.z = r.get();
  s.min.w = r.get();
  s.max.x = r.get();
  s.max.y = r.get();
  s.max.z = r.get();
  s.max.w = r.get();
}

/**
 * Writes the four owner/shape fields of pool[c], then inserts c into the sorted list after every
 * contact whose fraction is not strictly greater (ties keep insertion order). Returns count + 1
 * (the original increments *count); like the original it does not check the 50 limit.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2; Unit 3 0x0033d718 Contact_InsertSorted
 * @unit U2.03
 * @float ps2
 * @spec spec/ps2/unit03_contacts.spec:59
 */
export function Contact_InsertSorted(pool: Contact[], c: number, sorted: number[], count: number, own_owner: number, other_owner: number, own_shape: number, other_shape: number): number {
  // The original's first argument (phys) is not read by what the document describes; it is dropped.
  const con: Contact = pool[c];
  con.own_owner = own_owner;
  con.other_owner = other_owner;
  con.own_shape = own_shape;
  con.other_shape = other_shape;
  let j: number = 0;
  while (j < count && !(pool[sorted[j]].fraction > con.fraction)) {
    j = (j + 1) | 0;
  }
  // No check against 50 (002 L110, L441): the original writes past its 50-pointer list at
  // count >= 50; here the list's storage grows by one so the overrun shows in count and len.
  while (sorted.length <= count) {
    sorted.push(0);
  }
  // the tail moves up by one, copying backwards (correctly, unlike the mesh sort)
  for (let k = count - 1; k >= j; k--) {
    sorted[(k + 1) | 0] = sorted[k];
  }
  sorted[j] = c;
  return (count + 1) | 0;
}

/**
 * The stand-alone advance: d = (move × f)·n; when d < −0.01, p.xyz += n × (d + 0.01) and p.w = 1.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 0x0033d7b8 PhysicsVec_BackOffPlane
 * @unit U3.03
 * @float ps2
 * @spec spec/ps2/unit03_contacts.spec:86
 */
export function PhysicsVec_BackOffPlane(p: Vec4, move_x: number, move_y: number, move_z: number, move_w: number, n_x: number, n_y: number, n_z: number, n_w: number, f: number): void {
  // As written at 002 L401: the move is scaled first, (move × f)·n. The resolution's inline copy
  // computes f × (D·n) (L375), which rounds differently (AMBIGUITIES.md); this one is kept as written.
  const mf_x = Math.fround(move_x * f), mf_y = Math.fround(move_y * f), mf_z = Math.fround(move_z * f), mf_w = Math.fround(move_w * f);
  const d: number = Math.fround(Math.fround(Math.fround(mf_x * n_x) + Math.fround(mf_y * n_y)) + Math.fround(mf_z * n_z));
  if (d < -0.009999999776482582 /* f32#bc23d70a */) {
    const a: number = Math.fround(d + 0.009999999776482582 /* f32#3c23d70a */);
    p.x = Math.fround(p.x + Math.fround(n_x * a));
    p.y = Math.fround(p.y + Math.fround(n_y * a));
    p.z = Math.fround(p.z + Math.fround(n_z * a));
    p.w = 1;
  }
}

/**
 * Removes the part of v that goes against n: only when v·n < 0 (strictly), v.xyz −= n × (v·n) and
 * v.w = 1; otherwise v is left as it was, w included. n is assumed unit.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 0x0033d870 Vec_RemoveNormalPart
 * @unit U3.04
 * @float ps2
 * @spec spec/ps2/unit03_contacts.spec:104
 */
export function Vec_RemoveNormalPart(v: Vec4, n_x: number, n_y: number, n_z: number, n_w: number): void {
  const d: number = Math.fround(Math.fround(Math.fround(v.x * n_x) + Math.fround(v.y * n_y)) + Math.fround(v.z * n_z));
  if (d < 0) {
    v.x = Math.fround(v.x - Math.fround(n_x * d));
    v.y = Math.fround(v.y - Math.fround(n_y * d));
    v.z = Math.fround(v.z - Math.fround(n_z * d));
    v.w = 1;
  }
}

/**
 * Bounce with restitution e: d = v·n once; if d < 0, v.xyz −= n × d; then always v.xyz −= n × (d × e)
 * and v.w = 1. Going in this reflects with (1 + e); going out it damps the normal speed to (1 − e).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 0x0033d8f0 PhysicsVec_Bounce
 * @unit U3.05
 * @float ps2
 * @spec spec/ps2/unit03_contacts.spec:118
 */
export function PhysicsVec_Bounce(v: Vec4, n_x: number, n_y: number, n_z: number, n_w: number, e: number): void {
  const d: number = Math.fround(Math.fround(Math.fround(v.x * n_x) + Math.fround(v.y * n_y)) + Math.fround(v.z * n_z));
  if (d < 0) {
    v.x = Math.fround(v.x - Math.fround(n_x * d));
    v.y = Math.fround(v.y - Math.fround(n_y * d));
    v.z = Math.fround(v.z - Math.fround(n_z * d));
  }
  // quirk kept: 002 L409-412, this second step runs for d >= 0 too (an outgoing v loses e of its
  // normal speed)
  const de: number = Math.fround(d * e);
  v.x = Math.fround(v.x - Math.fround(n_x * de));
  v.y = Math.fround(v.y - Math.fround(n_y * de));
  v.z = Math.fround(v.z - Math.fround(n_z * de));
  v.w = 1;
}

/**
 * Scales a box about its centre by s per axis; nothing at all when s is exactly (1, 1, 1). The new
 * bounds are sorted per axis so a negative scale still gives a valid box; both w become 1.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 0x003414c0 AABB_ScaleAboutCentre
 * @unit U3.07
 * @float ps2
 * @spec spec/ps2/unit03_contacts.spec:138
 */
export function AABB_ScaleAboutCentre(box: AABB, s_x: number, s_y: number, s_z: number): void {
  if (s_x === 1 && s_y === 1 && s_z === 1) {
    return;
  }
  const cx: number = Math.fround(Math.fround(box.min.x + box.max.x) / 2);
  const hx: number = Math.fround(Math.fround(Math.fround(box.max.x - box.min.x) / 2) * s_x);
  const px: number = Math.fround(cx + hx);
  const mx: number = Math.fround(cx - hx);
  const cy: number = Math.fround(Math.fround(box.min.y + box.max.y) / 2);
  const hy: number = Math.fround(Math.fround(Math.fround(box.max.y - box.min.y) / 2) * s_y);
  const py: number = Math.fround(cy + hy);
  const my: number = Math.fround(cy - hy);
  const cz: number = Math.fround(Math.fround(box.min.z + box.max.z) / 2);
  const hz: number = Math.fround(Math.fround(Math.fround(box.max.z - box.min.z) / 2) * s_z);
  const pz: number = Math.fround(cz + hz);
  const mz: number = Math.fround(cz - hz);
  box.min.x = mx < px ? mx : px;
  box.min.y = my < py ? my : py;
  box.min.z = mz < pz ? mz : pz;
  box.min.w = 1;
  box.max.x = mx > px ? mx : px;
  box.max.y = my > py ? my : py;
  box.max.z = mz > pz ? mz : pz;
  box.max.w = 1;
}

/**
 * Grows a box to cover a move: a = min + d, b = max + d; per axis (xyz) the new min is the least of
 * min, a, b and the new max the greatest of max, a, b. w is not written.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 0x00341840 AABB_ExtendByMove
 * @unit U3.08
 * @float ps2
 * @spec spec/ps2/unit03_contacts.spec:168
 */
export function AABB_ExtendByMove(box: AABB, d_x: number, d_y: number, d_z: number, d_w: number): void {
  const a_x = Math.fround(box.min.x + d_x), a_y = Math.fround(box.min.y + d_y), a_z = Math.fround(box.min.z + d_z);
  const b_x = Math.fround(box.max.x + d_x), b_y = Math.fround(box.max.y + d_y), b_z = Math.fround(box.max.z + d_z);
  // the order in which the three are compared is not stated; it matters only for ±0 ties
  // a and b are taken before either bound changes
  box.min.x = specMin(a_x < box.min.x ? a_x : box.min.x, b_x);
  box.min.y = specMin(a_y < box.min.y ? a_y : box.min.y, b_y);
  box.min.z = specMin(a_z < box.min.z ? a_z : box.min.z, b_z);
  box.max.x = specMax(a_x > box.max.x ? a_x : box.max.x, b_x);
  box.max.y = specMax(a_y > box.max.y ? a_y : box.max.y, b_y);
  box.max.z = specMax(a_z > box.max.z ? a_z : box.max.z, b_z);
}

/**
 * The generic body's contact scale (body vtable +0x48): 1.0 against a body (other shape non-zero),
 * 0.98 against the level. The body argument of the original is not read and is left out.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 0x00341e18 PhysicsBody_GetContactScale
 * @unit U3.09
 * @float ps2
 * @spec spec/ps2/unit03_contacts.spec:185
 */
export function PhysicsBody_GetContactScale(c: Contact): number {
  if (c.other_shape !== 0) {
    return 1;
  }
  return 0.9800000190734863 /* f32#3f7ae148 */;
}

/**
 * The human body's contact scale (human body vtable +0x48): 0.25 when the owner is airborne (state
 * bit 0x4000000), else 1.0. The owner's state word (owner slot +0x50) is passed in, since the owner
 * interface is specified later; the contact is not read.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 0x00342288 PhysicsHumanBody_GetContactScale
 * @unit U3.10
 * @float ps2
 * @spec spec/ps2/unit03_contacts.spec:197
 */
export function PhysicsHumanBody_GetContactScale(owner_state: number, c: Contact): number {
  if ((owner_state & 0x4000000) !== 0) {
    return 0.25 /* f32#3e800000 */;
  }
  return 1;
}
