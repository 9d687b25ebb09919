// GENERATED FILE: do not edit. Engine module ps2.unit06.shapes: 002 Unit 6: the shape records, their constructors and vtable entries, the rotations, the poses with the flag 0x10 rule, and the bounds from spec/ps2/unit06_shapes.spec (sha256 670df762e790f9c0).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, SnapshotReader, SnapshotWriter, StateHasher, Vec3, Vec4, ZERO_F64, assertFail } from "../../runtime/index.js";
import { AABB } from "./unit03_contacts.generated.js";

/** Vtable addresses written into +0x34 (002 L584, L586). */
export const SHAPE_VTABLE_BASE: number = 0x00544870;
export const SHAPE_VTABLE_BOX: number = 0x005447f0;
export const SHAPE_VTABLE_SPHERE: number = 0x00544830;
export const SHAPE_VTABLE_CAPSULE: number = 0x005447b0;
export const SHAPE_VTABLE_SEGMENT: number = 0x00544770;

/**
 * One shape record, any of the four types (002 L575-584, L616, L630, L658, L681). The original has
 * four records sharing a 0x38-byte head (box 0x90 bytes, sphere 0x60, capsule 0x60, segment 0x70);
 * a body chains them through +0x00 whatever their type, and code dispatches on the type byte
 * (+0x30) and the vtable (+0x34), so here one record carries the head and every type's fields, each
 * named for its type; only the fields of the record's own type are meaningful (where two types share
 * an offset the original's bytes alias; here they do not). Offsets are the original's.
 */
export class PhysicsShape {
  /** +0x00 next shape of the body, as a handle (the original stores a pointer); 0 = none */
  next: number = 0;
  /** +0x10 local offset (construct: (0, 0, 0, 1)) */
  offset: Vec4 = new Vec4();
  /** +0x20 previous position: sphere centre, box position, capsule base, segment start (construct: not written) */
  previous: Vec4 = new Vec4();
  /** +0x30 type: 1 box, 2 sphere, 3 capsule, 4 segment */
  type: number = 0;
  /** +0x31 bone, −1 = the body's own frame */
  bone: number = 0;
  /** +0x32 flags: 0x1 enabled, 0x2, 0x4 a strike target, 0x8 allocated, 0x10 reset the previous position on the next pose */
  flags: number = 0;
  /** +0x34 vtable address: 0x00544870 base, 0x005447f0 box, 0x00544830 sphere, 0x005447b0 capsule, 0x00544770 segment */
  vtable: number = 0;
  /** +0x40 sphere and capsule: radius */
  radius: number = ZERO_F64;
  /** +0x44 capsule: height (the capsule is the vertical range [base.z, base.z + height]) */
  height: number = ZERO_F64;
  /** +0x50 sphere: centre */
  centre: Vec4 = new Vec4();
  /** +0x50 capsule: base, the bottom centre */
  base: Vec4 = new Vec4();
  /** +0x40 box: half extents (x, y, z; w 1.0 once sized) */
  half: Vec4 = new Vec4();
  /** +0x50 box: axis A0 (unit, w 0) */
  axis0: Vec4 = new Vec4();
  /** +0x60 box: axis A1 */
  axis1: Vec4 = new Vec4();
  /** +0x70 box: axis A2 */
  axis2: Vec4 = new Vec4();
  /** +0x80 box: position, the centre */
  position: Vec4 = new Vec4();
  /** +0x40 segment: start */
  start: Vec4 = new Vec4();
  /** +0x50 segment: end */
  end: Vec4 = new Vec4();
  /** +0x60 segment: radius (not read by the pose) */
  seg_radius: number = ZERO_F64;
  /** +0x64 segment: length */
  length: number = ZERO_F64;
}

/** Puts a PhysicsShape back into the zero state `new PhysicsShape()` gives, in place. */
export function reset_PhysicsShape(s: PhysicsShape): void {
  s.next = 0;
  s.offset.x = 0; s.offset.y = 0; s.offset.z = 0; s.offset.w = 0;
  s.previous.x = 0; s.previous.y = 0; s.previous.z = 0; s.previous.w = 0;
  s.type = 0;
  s.bone = 0;
  s.flags = 0;
  s.vtable = 0;
  s.radius = 0;
  s.height = 0;
  s.centre.x = 0; s.centre.y = 0; s.centre.z = 0; s.centre.w = 0;
  s.base.x = 0; s.base.y = 0; s.base.z = 0; s.base.w = 0;
  s.half.x = 0; s.half.y = 0; s.half.z = 0; s.half.w = 0;
  s.axis0.x = 0; s.axis0.y = 0; s.axis0.z = 0; s.axis0.w = 0;
  s.axis1.x = 0; s.axis1.y = 0; s.axis1.z = 0; s.axis1.w = 0;
  s.axis2.x = 0; s.axis2.y = 0; s.axis2.z = 0; s.axis2.w = 0;
  s.position.x = 0; s.position.y = 0; s.position.z = 0; s.position.w = 0;
  s.start.x = 0; s.start.y = 0; s.start.z = 0; s.start.w = 0;
  s.end.x = 0; s.end.y = 0; s.end.z = 0; s.end.w = 0;
  s.seg_radius = 0;
  s.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PhysicsShape(dst: PhysicsShape, src: PhysicsShape): void {
  dst.next = src.next;
  dst.offset.x = src.offset.x; dst.offset.y = src.offset.y; dst.offset.z = src.offset.z; dst.offset.w = src.offset.w;
  dst.previous.x = src.previous.x; dst.previous.y = src.previous.y; dst.previous.z = src.previous.z; dst.previous.w = src.previous.w;
  dst.type = src.type;
  dst.bone = src.bone;
  dst.flags = src.flags;
  dst.vtable = src.vtable;
  dst.radius = src.radius;
  dst.height = src.height;
  dst.centre.x = src.centre.x; dst.centre.y = src.centre.y; dst.centre.z = src.centre.z; dst.centre.w = src.centre.w;
  dst.base.x = src.base.x; dst.base.y = src.base.y; dst.base.z = src.base.z; dst.base.w = src.base.w;
  dst.half.x = src.half.x; dst.half.y = src.half.y; dst.half.z = src.half.z; dst.half.w = src.half.w;
  dst.axis0.x = src.axis0.x; dst.axis0.y = src.axis0.y; dst.axis0.z = src.axis0.z; dst.axis0.w = src.axis0.w;
  dst.axis1.x = src.axis1.x; dst.axis1.y = src.axis1.y; dst.axis1.z = src.axis1.z; dst.axis1.w = src.axis1.w;
  dst.axis2.x = src.axis2.x; dst.axis2.y = src.axis2.y; dst.axis2.z = src.axis2.z; dst.axis2.w = src.axis2.w;
  dst.position.x = src.position.x; dst.position.y = src.position.y; dst.position.z = src.position.z; dst.position.w = src.position.w;
  dst.start.x = src.start.x; dst.start.y = src.start.y; dst.start.z = src.start.z; dst.start.w = src.start.w;
  dst.end.x = src.end.x; dst.end.y = src.end.y; dst.end.z = src.end.z; dst.end.w = src.end.w;
  dst.seg_radius = src.seg_radius;
  dst.length = src.length;
}

/** Brings a PhysicsShape a host wrote to its declared types, in place: f32 values rounded, integers and bools checked (`where` names the call). */
export function host_PhysicsShape(s: PhysicsShape, where: string): void {
  s.next = $host.u32(s.next, where, "next");
  $host.vec32(s.offset);
  $host.vec32(s.previous);
  s.type = $host.u8(s.type, where, "type");
  s.bone = $host.i8(s.bone, where, "bone");
  s.flags = $host.u16(s.flags, where, "flags");
  s.vtable = $host.u32(s.vtable, where, "vtable");
  s.radius = Math.fround(s.radius);
  s.height = Math.fround(s.height);
  $host.vec32(s.centre);
  $host.vec32(s.base);
  $host.vec32(s.half);
  $host.vec32(s.axis0);
  $host.vec32(s.axis1);
  $host.vec32(s.axis2);
  $host.vec32(s.position);
  $host.vec32(s.start);
  $host.vec32(s.end);
  s.seg_radius = Math.fround(s.seg_radius);
  s.length = Math.fround(s.length);
}

/** Feeds the raw bits of a PhysicsShape to the hasher, field by field in declaration order. */
export function hash_PhysicsShape(s: PhysicsShape, h: StateHasher): void {
  h.enter(s);
  h.u32(s.next);
  h.f32(s.offset.x);
  h.f32(s.offset.y);
  h.f32(s.offset.z);
  h.f32(s.offset.w);
  h.f32(s.previous.x);
  h.f32(s.previous.y);
  h.f32(s.previous.z);
  h.f32(s.previous.w);
  h.u32(s.type);
  h.i32(s.bone);
  h.u32(s.flags);
  h.u32(s.vtable);
  h.f32(s.radius);
  h.f32(s.height);
  h.f32(s.centre.x);
  h.f32(s.centre.y);
  h.f32(s.centre.z);
  h.f32(s.centre.w);
  h.f32(s.base.x);
  h.f32(s.base.y);
  h.f32(s.base.z);
  h.f32(s.base.w);
  h.f32(s.half.x);
  h.f32(s.half.y);
  h.f32(s.half.z);
  h.f32(s.half.w);
  h.f32(s.axis0.x);
  h.f32(s.axis0.y);
  h.f32(s.axis0.z);
  h.f32(s.axis0.w);
  h.f32(s.axis1.x);
  h.f32(s.axis1.y);
  h.f32(s.axis1.z);
  h.f32(s.axis1.w);
  h.f32(s.axis2.x);
  h.f32(s.axis2.y);
  h.f32(s.axis2.z);
  h.f32(s.axis2.w);
  h.f32(s.position.x);
  h.f32(s.position.y);
  h.f32(s.position.z);
  h.f32(s.position.w);
  h.f32(s.start.x);
  h.f32(s.start.y);
  h.f32(s.start.z);
  h.f32(s.start.w);
  h.f32(s.end.x);
  h.f32(s.end.y);
  h.f32(s.end.z);
  h.f32(s.end.w);
  h.f32(s.seg_radius);
  h.f32(s.length);
}

/** Writes a PhysicsShape to a snapshot stream. */
export function snapshot_PhysicsShape(s: PhysicsShape, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.next);
  w.put(s.offset.x);
  w.put(s.offset.y);
  w.put(s.offset.z);
  w.put(s.offset.w);
  w.put(s.previous.x);
  w.put(s.previous.y);
  w.put(s.previous.z);
  w.put(s.previous.w);
  w.put(s.type);
  w.put(s.bone);
  w.put(s.flags);
  w.put(s.vtable);
  w.put(s.radius);
  w.put(s.height);
  w.put(s.centre.x);
  w.put(s.centre.y);
  w.put(s.centre.z);
  w.put(s.centre.w);
  w.put(s.base.x);
  w.put(s.base.y);
  w.put(s.base.z);
  w.put(s.base.w);
  w.put(s.half.x);
  w.put(s.half.y);
  w.put(s.half.z);
  w.put(s.half.w);
  w.put(s.axis0.x);
  w.put(s.axis0.y);
  w.put(s.axis0.z);
  w.put(s.axis0.w);
  w.put(s.axis1.x);
  w.put(s.axis1.y);
  w.put(s.axis1.z);
  w.put(s.axis1.w);
  w.put(s.axis2.x);
  w.put(s.axis2.y);
  w.put(s.axis2.z);
  w.put(s.axis2.w);
  w.put(s.position.x);
  w.put(s.position.y);
  w.put(s.position.z);
  w.put(s.position.w);
  w.put(s.start.x);
  w.put(s.start.y);
  w.put(s.start.z);
  w.put(s.start.w);
  w.put(s.end.x);
  w.put(s.end.y);
  w.put(s.end.z);
  w.put(s.end.w);
  w.put(s.seg_radius);
  w.put(s.length);
}

/** Reads a PhysicsShape back from a snapshot stream written by snapshot_PhysicsShape. */
export function restore_PhysicsShape(s: PhysicsShape, r: SnapshotReader): void {
  r.enter(s);
  s.next = r.get();
  s.offset.x = r.get();
  s.offset.y = r.get();
  s.offset.z = r.get();
  s.offset.w = r.get();
  s.previous.x = r.get();
  s.previous.y = r.get();
  s.previous.z = r.get();
  s.previous.w = r.get();
  s.type = r.get();
  s.bone = r.get();
  s.flags = r.get();
  s.vtable = r.get();
  s.radius = r.get();
  s.height = r.get();
  s.centre.x = r.get();
  s.centre.y = r.get();
  s.centre.z = r.get();
  s.centre.w = r.get();
  s.base.x = r.get();
  s.base.y = r.get();
  s.base.z = r.get();
  s.base.w = r.get();
  s.half.x = r.get();
  s.half.y = r.get();
  s.half.z = r.get();
  s.half.w = r.get();
  s.axis0.x = r.get();
  s.axis0.y = r.get();
  s.axis0.z = r.get();
  s.axis0.w = r.get();
  s.axis1.x = r.get();
  s.axis1.y = r.get();
  s.axis1.z = r.get();
  s.axis1.w = r.get();
  s.axis2.x = r.get();
  s.axis2.y = r.get();
  s.axis2.z = r.get();
  s.axis2.w = r.get();
  s.position.x = r.get();
  s.position.y = r.get();
  s.position.z = r.get();
  s.position.w = r.get();
  s.start.x = r.get();
  s.start.y = r.get();
  s.start.z = r.get();
  s.start.w = r.get();
  s.end.x = r.get();
  s.end.y = r.get();
  s.end.z = r.get();
  s.end.w = r.get();
  s.seg_radius = r.get();
  s.length = r.get();
}

/** The 32-byte transform an owner slot returns (002 L546): position, then the rotation quaternion. */
export class Transform {
  /** +0x00 position */
  position: Vec4 = new Vec4();
  /** +0x10 rotation quaternion (x, y, z, w) */
  rotation: Vec4 = new Vec4();
}

/** Puts a Transform back into the zero state `new Transform()` gives, in place. */
export function reset_Transform(s: Transform): void {
  s.position.x = 0; s.position.y = 0; s.position.z = 0; s.position.w = 0;
  s.rotation.x = 0; s.rotation.y = 0; s.rotation.z = 0; s.rotation.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Transform(dst: Transform, src: Transform): void {
  dst.position.x = src.position.x; dst.position.y = src.position.y; dst.position.z = src.position.z; dst.position.w = src.position.w;
  dst.rotation.x = src.rotation.x; dst.rotation.y = src.rotation.y; dst.rotation.z = src.rotation.z; dst.rotation.w = src.rotation.w;
}

/** Brings a Transform a host wrote to its declared types, in place: f32 values rounded, integers and bools checked (`where` names the call). */
export function host_Transform(s: Transform, where: string): void {
  $host.vec32(s.position);
  $host.vec32(s.rotation);
}

/** Feeds the raw bits of a Transform to the hasher, field by field in declaration order. */
export function hash_Transform(s: Transform, h: StateHasher): void {
  h.enter(s);
  h.f32(s.position.x);
  h.f32(s.position.y);
  h.f32(s.position.z);
  h.f32(s.position.w);
  h.f32(s.rotation.x);
  h.f32(s.rotation.y);
  h.f32(s.rotation.z);
  h.f32(s.rotation.w);
}

/** Writes a Transform to a snapshot stream. */
export function snapshot_Transform(s: Transform, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.position.x);
  w.put(s.position.y);
  w.put(s.position.z);
  w.put(s.position.w);
  w.put(s.rotation.x);
  w.put(s.rotation.y);
  w.put(s.rotation.z);
  w.put(s.rotation.w);
}

/** Reads a Transform back from a snapshot stream written by snapshot_Transform. */
export function restore_Transform(s: Transform, r: SnapshotReader): void {
  r.enter(s);
  s.position.x = r.get();
  s.position.y = r.get();
  s.position.z = r.get();
  s.position.w = r.get();
  s.rotation.x = r.get();
  s.rotation.y = r.get();
  s.rotation.z = r.get();
  s.rotation.w = r.get();
}

/** A 4×4 matrix as four stored rows (Quat_ToMatrix's output, SetMatrix's input; 002 L561, L646). */
export class Mat4Rows {
  r0: Vec4 = new Vec4();
  r1: Vec4 = new Vec4();
  r2: Vec4 = new Vec4();
  r3: Vec4 = new Vec4();
}

/** Puts a Mat4Rows back into the zero state `new Mat4Rows()` gives, in place. */
export function reset_Mat4Rows(s: Mat4Rows): void {
  s.r0.x = 0; s.r0.y = 0; s.r0.z = 0; s.r0.w = 0;
  s.r1.x = 0; s.r1.y = 0; s.r1.z = 0; s.r1.w = 0;
  s.r2.x = 0; s.r2.y = 0; s.r2.z = 0; s.r2.w = 0;
  s.r3.x = 0; s.r3.y = 0; s.r3.z = 0; s.r3.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Mat4Rows(dst: Mat4Rows, src: Mat4Rows): void {
  dst.r0.x = src.r0.x; dst.r0.y = src.r0.y; dst.r0.z = src.r0.z; dst.r0.w = src.r0.w;
  dst.r1.x = src.r1.x; dst.r1.y = src.r1.y; dst.r1.z = src.r1.z; dst.r1.w = src.r1.w;
  dst.r2.x = src.r2.x; dst.r2.y = src.r2.y; dst.r2.z = src.r2.z; dst.r2.w = src.r2.w;
  dst.r3.x = src.r3.x; dst.r3.y = src.r3.y; dst.r3.z = src.r3.z; dst.r3.w = src.r3.w;
}

/** Storage for PhysicsBox_GetCorners' eight corners (the original's vec4 out[8]). */
export class BoxCorners {
  c: Vec4[] = Array.from({ length: 8 }, () => new Vec4());
}

/** Puts a BoxCorners back into the zero state `new BoxCorners()` gives, in place. */
export function reset_BoxCorners(s: BoxCorners): void {
  for (const x of s.c) { x.x = 0; x.y = 0; x.z = 0; x.w = 0; }
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BoxCorners(dst: BoxCorners, src: BoxCorners): void {
  for (let i = 0; i < dst.c.length; i++) { dst.c[i].x = src.c[i].x; dst.c[i].y = src.c[i].y; dst.c[i].z = src.c[i].z; dst.c[i].w = src.c[i].w; }
}

/**
 * True for a finite f32: x − x is 0 for every finite x and NaN for ±inf and NaN.
 *
 * @design Bad input (issue 11): the PS2 code has no finiteness test; values a game hands over (a velocity, dt, an owner's transform) are checked where they enter, before anything is written
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:75
 */
export function F32_Finite(x: number): boolean {
  return Math.fround(x - x) === 0;
}

/**
 * True when every lane of a transform's position and rotation is finite.
 *
 * @design Bad input (issue 11): an owner's transform is checked where the physics reads it
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:81
 */
export function Transform_Finite(t: Transform): boolean {
  return F32_Finite(t.position.x) && F32_Finite(t.position.y) && F32_Finite(t.position.z) && F32_Finite(t.position.w) && F32_Finite(t.rotation.x) && F32_Finite(t.rotation.y) && F32_Finite(t.rotation.z) && F32_Finite(t.rotation.w);
}

/**
 * Quat_ToMatrix: the four stored rows are the images of the axes (row 0 = R e_x) and row 3 is
 * (0, 0, 0, 1); each entry exactly as the document's table writes it, no normalisation.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Transforms and rotations 0x00336500 Quat_ToMatrix
 * @unit U6.22
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:111
 */
export function Quat_ToMatrix(m: Mat4Rows, q_x: number, q_y: number, q_z: number, q_w: number): void {
  const x: number = q_x;
  const y: number = q_y;
  const z: number = q_z;
  const w: number = q_w;
  m.r0.x = Math.fround(1 - Math.fround(2 * Math.fround(Math.fround(y * y) + Math.fround(z * z))));
  m.r0.y = Math.fround(2 * Math.fround(Math.fround(x * y) + Math.fround(z * w)));
  m.r0.z = Math.fround(2 * Math.fround(Math.fround(x * z) - Math.fround(y * w)));
  m.r0.w = 0;
  m.r1.x = Math.fround(2 * Math.fround(Math.fround(x * y) - Math.fround(z * w)));
  m.r1.y = Math.fround(1 - Math.fround(2 * Math.fround(Math.fround(x * x) + Math.fround(z * z))));
  m.r1.z = Math.fround(2 * Math.fround(Math.fround(y * z) + Math.fround(x * w)));
  m.r1.w = 0;
  m.r2.x = Math.fround(2 * Math.fround(Math.fround(x * z) + Math.fround(y * w)));
  m.r2.y = Math.fround(2 * Math.fround(Math.fround(y * z) - Math.fround(x * w)));
  m.r2.z = Math.fround(1 - Math.fround(2 * Math.fround(Math.fround(x * x) + Math.fround(y * y))));
  m.r2.w = 0;
  m.r3.x = 0;
  m.r3.y = 0;
  m.r3.z = 0;
  m.r3.w = 1;
}

/**
 * M v = row0·v.x + row1·v.y + row2·v.z + row3·v.w, summed left to right in all four lanes; with
 * Quat_ToMatrix's rows this is R v in xyz and v.w in w.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Transforms and rotations matrix × vector (0x00342bc4, 0x00342c1c, 0x00342eb0, 0x00343970)
 * @unit U6.22
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:126
 */
export function Mat4Rows_MulVec(m: Mat4Rows, v_x: number, v_y: number, v_z: number, v_w: number, out$: Vec4): void {
  // the row-3 term adds 0·v.w to xyz: it only turns a −0 sum into +0 (for v.w >= 0)
  out$.x = Math.fround(Math.fround(Math.fround(Math.fround(m.r0.x * v_x) + Math.fround(m.r1.x * v_y)) + Math.fround(m.r2.x * v_z)) + Math.fround(m.r3.x * v_w)); out$.y = Math.fround(Math.fround(Math.fround(Math.fround(m.r0.y * v_x) + Math.fround(m.r1.y * v_y)) + Math.fround(m.r2.y * v_z)) + Math.fround(m.r3.y * v_w)); out$.z = Math.fround(Math.fround(Math.fround(Math.fround(m.r0.z * v_x) + Math.fround(m.r1.z * v_y)) + Math.fround(m.r2.z * v_z)) + Math.fround(m.r3.z * v_w)); out$.w = Math.fround(Math.fround(Math.fround(Math.fround(m.r0.w * v_x) + Math.fround(m.r1.w * v_y)) + Math.fround(m.r2.w * v_z)) + Math.fround(m.r3.w * v_w));
  return;
}

/**
 * The sphere's direct rotation of an offset (xyz): v' = (w² − |u|²) v + 2 (u·v) u + 2 w (u × v),
 * u = (x, y, z), no normalisation; the three terms are added left to right.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Transforms and rotations 0x00342c5c-0x00342c9c (inline in PhysicsSphere_Pose)
 * @unit U6.22
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:139
 */
export function Quat_RotateDirect(q_x: number, q_y: number, q_z: number, q_w: number, v_x: number, v_y: number, v_z: number, v_w: number, out$: Vec3): void {
  const u_x = q_x, u_y = q_y, u_z = q_z;
  const a: number = Math.fround(Math.fround(q_w * q_w) - Math.fround(Math.fround(Math.fround(u_x * u_x) + Math.fround(u_y * u_y)) + Math.fround(u_z * u_z)));
  const b: number = Math.fround(2 * Math.fround(Math.fround(Math.fround(u_x * v_x) + Math.fround(u_y * v_y)) + Math.fround(u_z * v_z)));
  const c: number = Math.fround(2 * q_w);
  const k_x = Math.fround(Math.fround(u_y * v_z) - Math.fround(u_z * v_y)), k_y = Math.fround(Math.fround(u_z * v_x) - Math.fround(u_x * v_z)), k_z = Math.fround(Math.fround(u_x * v_y) - Math.fround(u_y * v_x));
  out$.x = Math.fround(Math.fround(Math.fround(a * v_x) + Math.fround(b * u_x)) + Math.fround(c * k_x)); out$.y = Math.fround(Math.fround(Math.fround(a * v_y) + Math.fround(b * u_y)) + Math.fround(c * k_y)); out$.z = Math.fround(Math.fround(Math.fround(a * v_z) + Math.fround(b * u_z)) + Math.fround(c * k_z));
  return;
}

/**
 * The common head: next 0, offset (0, 0, 0, 1), type, bone −1, flags 0x1, the base vtable. The
 * previous position (+0x20) is not written. (The original returns s; the record is changed in place.)
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x00342a30 PhysicsShape_Construct
 * @unit U6.01
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:154
 */
export function PhysicsShape_Construct(s: PhysicsShape, type: number): void {
  s.next = 0;
  // the constant at 0x005116c0
  s.offset.x = 0;
  s.offset.y = 0;
  s.offset.z = 0;
  s.offset.w = 1;
  s.type = type;
  s.bone = -1;
  s.flags = 0x1;
  s.vtable = SHAPE_VTABLE_BASE;
}

/**
 * Sets the base vtable; returns true when the original then frees the record (flags & 1).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x00342a70 PhysicsShape_Destroy
 * @unit U6.02
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:167
 */
export function PhysicsShape_Destroy(s: PhysicsShape, flags: number): boolean {
  s.vtable = SHAPE_VTABLE_BASE;
  // the free itself (0x0042c820) is the host's
  return (flags & 1) !== 0;
}

/**
 * The head with type 2, then radius = 0 and the sphere vtable; the centre is not written.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Sphere 0x00342aa0 PhysShapeSphere_Construct
 * @unit U6.03
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:176
 */
export function PhysShapeSphere_Construct(s: PhysicsShape): void {
  PhysicsShape_Construct(s, 2);
  s.radius = 0;
  s.vtable = SHAPE_VTABLE_SPHERE;
}

/**
 * Sets the sphere vtable, then the base destructor with the same flags.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x00342ae0 PhysicsSphere_Destroy
 * @unit U6.04
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:185
 */
export function PhysicsSphere_Destroy(s: PhysicsShape, flags: number): boolean {
  s.vtable = SHAPE_VTABLE_SPHERE;
  return PhysicsShape_Destroy(s, flags);
}

/**
 * The head with type 1, the box vtable, axes = identity rows (w 0) and position (0, 0, 0, 1) (the
 * identity at 0x005117a0-0x005117d0). The half extents are not written.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Box 0x00342d18 PhysicsBox_Construct
 * @unit U6.06
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:194
 */
export function PhysicsBox_Construct(b: PhysicsShape): void {
  PhysicsShape_Construct(b, 1);
  b.vtable = SHAPE_VTABLE_BOX;
  b.axis0.x = 1;
  b.axis0.y = 0;
  b.axis0.z = 0;
  b.axis0.w = 0;
  b.axis1.x = 0;
  b.axis1.y = 1;
  b.axis1.z = 0;
  b.axis1.w = 0;
  b.axis2.x = 0;
  b.axis2.y = 0;
  b.axis2.z = 1;
  b.axis2.w = 0;
  b.position.x = 0;
  b.position.y = 0;
  b.position.z = 0;
  b.position.w = 1;
}

/**
 * Sets the box vtable, then the base destructor with the same flags.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x00342d98 PhysicsBox_Destroy
 * @unit U6.07
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:206
 */
export function PhysicsBox_Destroy(b: PhysicsShape, flags: number): boolean {
  b.vtable = SHAPE_VTABLE_BOX;
  return PhysicsShape_Destroy(b, flags);
}

/**
 * Half extents = 0.5 × the full sizes, w = 1.0.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Box 0x00342dc0 PhysicsBox_SetSize
 * @unit U6.08
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:214
 */
export function PhysicsBox_SetSize(b: PhysicsShape, sx: number, sy: number, sz: number): void {
  b.half.x = Math.fround(0.5 /* f32#3f000000 */ * sx);
  b.half.y = Math.fround(0.5 /* f32#3f000000 */ * sy);
  b.half.z = Math.fround(0.5 /* f32#3f000000 */ * sz);
  b.half.w = 1;
}

/**
 * The head with type 3 and the capsule vtable; radius and height are not written.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Capsule 0x003434a8 PhysShapeCapsule_Construct
 * @unit U6.12
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:224
 */
export function PhysShapeCapsule_Construct(c: PhysicsShape): void {
  PhysicsShape_Construct(c, 3);
  c.vtable = SHAPE_VTABLE_CAPSULE;
}

/**
 * Sets the capsule vtable, then the base destructor with the same flags.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x003434e0 PhysicsCapsule_Destroy
 * @unit U6.13
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:232
 */
export function PhysicsCapsule_Destroy(c: PhysicsShape, flags: number): boolean {
  c.vtable = SHAPE_VTABLE_CAPSULE;
  return PhysicsShape_Destroy(c, flags);
}

/**
 * Note the argument order: height first (f12), then radius (f13).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Capsule 0x00343508 PhysShapeCapsule_SetSize
 * @unit U6.14
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:240
 */
export function PhysShapeCapsule_SetSize(c: PhysicsShape, height: number, radius: number): void {
  c.radius = radius;
  c.height = height;
}

/**
 * The head with type 4 and the segment vtable; nothing else is written.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, Segment 0x003437b0 PhysShapeSegment_Construct
 * @unit U6.16
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:248
 */
export function PhysShapeSegment_Construct(s: PhysicsShape): void {
  PhysicsShape_Construct(s, 4);
  s.vtable = SHAPE_VTABLE_SEGMENT;
}

/**
 * Sets the segment vtable, then the base destructor with the same flags.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x003437e8 PhysicsSegment_Destroy
 * @unit U6.17
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:256
 */
export function PhysicsSegment_Destroy(s: PhysicsShape, flags: number): boolean {
  s.vtable = SHAPE_VTABLE_SEGMENT;
  return PhysicsShape_Destroy(s, flags);
}

/**
 * Shape vtable +0x18 / +0x1c, shared by all types: on sets flags 0x11 (enabled and reset the
 * previous position), off clears only 0x1.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f11c8 (enable)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:267
 */
export function PhysicsShape_Enable(s: PhysicsShape, on: boolean): void {
  if (on) {
    s.flags = s.flags | 0x11;
  } else {
    s.flags = s.flags & 0xfffe;
  }
}

/**
 * Sphere vtable +0x08: centre = p (all four words); previous untouched.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f1200 (sphere set position)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:278
 */
export function PhysicsSphere_SetPosition(s: PhysicsShape, p_x: number, p_y: number, p_z: number, p_w: number): void {
  s.centre.x = p_x;
  s.centre.y = p_y;
  s.centre.z = p_z;
  s.centre.w = p_w;
}

/**
 * Box vtable +0x08: position = p (all four words); previous untouched.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f1220 (box set position)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:285
 */
export function PhysicsBox_SetPosition(b: PhysicsShape, p_x: number, p_y: number, p_z: number, p_w: number): void {
  b.position.x = p_x;
  b.position.y = p_y;
  b.position.z = p_z;
  b.position.w = p_w;
}

/**
 * Capsule vtable +0x08: base = p (all four words); previous untouched.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f1238 (capsule set position)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:292
 */
export function PhysicsCapsule_SetPosition(c: PhysicsShape, p_x: number, p_y: number, p_z: number, p_w: number): void {
  c.base.x = p_x;
  c.base.y = p_y;
  c.base.z = p_z;
  c.base.w = p_w;
}

/**
 * Segment vtable +0x08: start = p (all four words); previous untouched.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f1250 (segment set position)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:299
 */
export function PhysicsSegment_SetPosition(s: PhysicsShape, p_x: number, p_y: number, p_z: number, p_w: number): void {
  s.start.x = p_x;
  s.start.y = p_y;
  s.start.z = p_z;
  s.start.w = p_w;
}

/**
 * Sphere vtable +0x20: the centre (the original returns its address; here its value).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f1210 (sphere position pointer)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:306
 */
export function PhysicsSphere_GetPosition(s: PhysicsShape, out$: Vec4): void {
  out$.x = s.centre.x; out$.y = s.centre.y; out$.z = s.centre.z; out$.w = s.centre.w;
  return;
}

/**
 * Box vtable +0x20: the position (+0x80).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f1230 (box position pointer)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:313
 */
export function PhysicsBox_GetPosition(b: PhysicsShape, out$: Vec4): void {
  out$.x = b.position.x; out$.y = b.position.y; out$.z = b.position.z; out$.w = b.position.w;
  return;
}

/**
 * Capsule vtable +0x20: the base.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f1248 (capsule position pointer)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:320
 */
export function PhysicsCapsule_GetPosition(c: PhysicsShape, out$: Vec4): void {
  out$.x = c.base.x; out$.y = c.base.y; out$.z = c.base.z; out$.w = c.base.w;
  return;
}

/**
 * Segment vtable +0x20: the start.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x004f1260 (segment position pointer)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:327
 */
export function PhysicsSegment_GetPosition(s: PhysicsShape, out$: Vec4): void {
  out$.x = s.start.x; out$.y = s.start.y; out$.z = s.start.z; out$.w = s.start.w;
  return;
}

/**
 * Sphere vtable +0x30: centre = row 3 of m; previous untouched.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x00342d08 (sphere set from a matrix)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:334
 */
export function PhysicsSphere_SetFromMatrix(s: PhysicsShape, m: Mat4Rows): void {
  // all four words are taken, as the set-position entries do (not stated for this one)
  s.centre.x = m.r3.x;
  s.centre.y = m.r3.y;
  s.centre.z = m.r3.z;
  s.centre.w = m.r3.w;
}

/**
 * Capsule vtable +0x30: previous = base, then base = row 3 of m.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x00343798 (capsule set from a matrix)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:342
 */
export function PhysicsCapsule_SetFromMatrix(c: PhysicsShape, m: Mat4Rows): void {
  // all four words are taken, as the set-position entries do (not stated for this one)
  const t$0_x = c.base.x, t$0_y = c.base.y, t$0_z = c.base.z, t$0_w = c.base.w;
  c.previous.x = t$0_x; c.previous.y = t$0_y; c.previous.z = t$0_z; c.previous.w = t$0_w;
  c.base.x = m.r3.x;
  c.base.y = m.r3.y;
  c.base.z = m.r3.z;
  c.base.w = m.r3.w;
}

/**
 * Segment vtable +0x30: does nothing.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable 0x00343a88 (segment set from a matrix)
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:351
 */
export function PhysicsSegment_SetFromMatrix(s: PhysicsShape, m: Mat4Rows): void {

}

/**
 * Shape vtable +0x08 / +0x0c through the record's vtable word: set position.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable shape vtable slot +0x08 / +0x0c
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:359
 */
export function PhysicsShape_VSetPosition(s: PhysicsShape, p_x: number, p_y: number, p_z: number, p_w: number): void {
  if (s.vtable === SHAPE_VTABLE_SPHERE) {
    PhysicsSphere_SetPosition(s, p_x, p_y, p_z, p_w);
  } else if (s.vtable === SHAPE_VTABLE_BOX) {
    PhysicsBox_SetPosition(s, p_x, p_y, p_z, p_w);
  } else if (s.vtable === SHAPE_VTABLE_CAPSULE) {
    PhysicsCapsule_SetPosition(s, p_x, p_y, p_z, p_w);
  } else if (s.vtable === SHAPE_VTABLE_SEGMENT) {
    PhysicsSegment_SetPosition(s, p_x, p_y, p_z, p_w);
  } else {
    // the base vtable's entry is 0x0042b2b0 (inferred: the pure-virtual stub, 002 L596)
    assertFail("spec/ps2/unit06_shapes.spec:370", "shape set position through the base vtable (pure virtual 0x0042b2b0)");
  }
}

/**
 * Shape vtable +0x20 / +0x24 through the record's vtable word: the world position.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable shape vtable slot +0x20 / +0x24
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:377
 */
export function PhysicsShape_VGetPosition(s: PhysicsShape, out$: Vec4): void {
  if (s.vtable === SHAPE_VTABLE_SPHERE) {
    PhysicsSphere_GetPosition(s, _s0);
    const p_x = _s0.x, p_y = _s0.y, p_z = _s0.z, p_w = _s0.w;
    out$.x = p_x; out$.y = p_y; out$.z = p_z; out$.w = p_w;
    return;
  } else if (s.vtable === SHAPE_VTABLE_BOX) {
    PhysicsBox_GetPosition(s, _s1);
    const p_1_x = _s1.x, p_1_y = _s1.y, p_1_z = _s1.z, p_1_w = _s1.w;
    out$.x = p_1_x; out$.y = p_1_y; out$.z = p_1_z; out$.w = p_1_w;
    return;
  } else if (s.vtable === SHAPE_VTABLE_CAPSULE) {
    PhysicsCapsule_GetPosition(s, _s2);
    const p_2_x = _s2.x, p_2_y = _s2.y, p_2_z = _s2.z, p_2_w = _s2.w;
    out$.x = p_2_x; out$.y = p_2_y; out$.z = p_2_z; out$.w = p_2_w;
    return;
  } else if (s.vtable === SHAPE_VTABLE_SEGMENT) {
    PhysicsSegment_GetPosition(s, _s3);
    const p_3_x = _s3.x, p_3_y = _s3.y, p_3_z = _s3.z, p_3_w = _s3.w;
    out$.x = p_3_x; out$.y = p_3_y; out$.z = p_3_z; out$.w = p_3_w;
    return;
  }
  // the base vtable's entry is 0x0042b2b0 (inferred: the pure-virtual stub, 002 L596)
  assertFail("spec/ps2/unit06_shapes.spec:392", "shape position pointer through the base vtable (pure virtual 0x0042b2b0)");
}

/**
 * Shape vtable +0x30 / +0x34 through the record's vtable word: set from a matrix (rows m0-m3, m3
 * the position).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable shape vtable slot +0x30 / +0x34
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:399
 */
export function PhysicsShape_VSetFromMatrix(s: PhysicsShape, m: Mat4Rows): void {
  if (s.vtable === SHAPE_VTABLE_SPHERE) {
    PhysicsSphere_SetFromMatrix(s, m);
  } else if (s.vtable === SHAPE_VTABLE_BOX) {
    PhysicsBox_SetMatrix(s, m);
  } else if (s.vtable === SHAPE_VTABLE_CAPSULE) {
    PhysicsCapsule_SetFromMatrix(s, m);
  } else if (s.vtable === SHAPE_VTABLE_SEGMENT) {
    PhysicsSegment_SetFromMatrix(s, m);
  } else {
    assertFail("spec/ps2/unit06_shapes.spec:409", "shape set from a matrix through the base vtable (pure virtual 0x0042b2b0)");
  }
}

/**
 * Shape vtable +0x10 / +0x14 through the record's vtable word: the destructor; true when the
 * original frees the record.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The shape record and vtable shape vtable slot +0x10 / +0x14
 * @unit U6.23
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:417
 */
export function PhysicsShape_VDestroy(s: PhysicsShape, flags: number): boolean {
  if (s.vtable === SHAPE_VTABLE_SPHERE) {
    return PhysicsSphere_Destroy(s, flags);
  } else if (s.vtable === SHAPE_VTABLE_BOX) {
    return PhysicsBox_Destroy(s, flags);
  } else if (s.vtable === SHAPE_VTABLE_CAPSULE) {
    return PhysicsCapsule_Destroy(s, flags);
  } else if (s.vtable === SHAPE_VTABLE_SEGMENT) {
    return PhysicsSegment_Destroy(s, flags);
  }
  // the base vtable's destructor is 0x00342a70 itself (002 L596)
  return PhysicsShape_Destroy(s, flags);
}

/**
 * The start step of the sphere, box and segment poses: when 0x10 is clear, previous = the current
 * position (the pose before this one).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The flag 0x10 rule 0x00342b20 (sphere), 0x00342e10 (box), 0x0034382c (segment)
 * @unit U6.24
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:437
 */
export function PhysicsShape_PoseStartStep(s: PhysicsShape, current_x: number, current_y: number, current_z: number, current_w: number): void {
  if ((s.flags & 0x10) === 0) {
    s.previous.x = current_x;
    s.previous.y = current_y;
    s.previous.z = current_z;
    s.previous.w = current_w;
  }
}

/**
 * The end step: when 0x10 is set, previous = the new position; then 0x10 is cleared, always.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, The flag 0x10 rule 0x00342ccc (sphere), 0x00343000 (box), 0x00343a48 (segment)
 * @unit U6.24
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:446
 */
export function PhysicsShape_PoseEndStep(s: PhysicsShape, now_x: number, now_y: number, now_z: number, now_w: number): void {
  if ((s.flags & 0x10) !== 0) {
    s.previous.x = now_x;
    s.previous.y = now_y;
    s.previous.z = now_z;
    s.previous.w = now_w;
  }
  s.flags = s.flags & 0xffef;
}

/**
 * Poses a sphere: centre = P + R(q) offset (bone −1, the direct quaternion form) or
 * P + R(q) (b + R(qb) offset) (on a bone, two matrix products); w = 1; the flag 0x10 rule around it.
 * `body` is owner slot +0xa0 / +0xa4 (the body transform: Obj_GetPoseNow for a world object);
 * `bone` is what owner slot +0xb8 / +0xbc (Human_GetBoneTransform) wrote for s.bone, read only when
 * s.bone >= 0; `bone_written` is false when that call wrote nothing (a human with no model instance,
 * +0xd8 = 0), and the buffer then still holds the body transform.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, PhysicsSphere_Pose 0x00342b08 PhysicsSphere_Pose
 * @unit U6.05, U6.22, U6.24
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:463
 */
export function PhysicsSphere_Pose(s: PhysicsShape, body: Transform, bone: Transform, bone_written: boolean): void {
  PhysicsShape_PoseStartStep(s, s.centre.x, s.centre.y, s.centre.z, s.centre.w);
  const p_x = body.position.x, p_y = body.position.y, p_z = body.position.z, p_w = body.position.w;
  // 002 L624: bone −1 and bone >= 0 are the two cases; other negative values are taken as no bone
  if (s.bone < 0) {
    Quat_RotateDirect(body.rotation.x, body.rotation.y, body.rotation.z, body.rotation.w, s.offset.x, s.offset.y, s.offset.z, s.offset.w, _s4);
    const r_x = _s4.x, r_y = _s4.y, r_z = _s4.z;
    s.centre.x = Math.fround(p_x + r_x);
    s.centre.y = Math.fround(p_y + r_y);
    s.centre.z = Math.fround(p_z + r_z);
    s.centre.w = 1;
  } else {
    // quirk kept: 002 L556, the bone call writes into the buffer the body transform was read into
    // (0x00342b4c/0x00342b80): when it writes nothing, (b, qb) is the body transform
    let b_x = body.position.x, b_y = body.position.y, b_z = body.position.z, b_w = body.position.w;
    let qb_x = body.rotation.x, qb_y = body.rotation.y, qb_z = body.rotation.z, qb_w = body.rotation.w;
    if (bone_written) {
      b_x = bone.position.x;
      b_y = bone.position.y;
      b_z = bone.position.z;
      b_w = bone.position.w;
      qb_x = bone.rotation.x;
      qb_y = bone.rotation.y;
      qb_z = bone.rotation.z;
      qb_w = bone.rotation.w;
    }
    const mb: Mat4Rows = _r5;
    reset_Mat4Rows(mb);
    Quat_ToMatrix(mb, qb_x, qb_y, qb_z, qb_w);
    Mat4Rows_MulVec(mb, s.offset.x, s.offset.y, s.offset.z, s.offset.w, _s6);
    const t_x = _s6.x, t_y = _s6.y, t_z = _s6.z, t_w = _s6.w;
    // an xyz add: w is taken from b (not stated; it only meets row 3's zeros in the next product)
    const a_x = Math.fround(b_x + t_x), a_y = Math.fround(b_y + t_y), a_z = Math.fround(b_z + t_z), a_w = b_w;
    const mq: Mat4Rows = _r7;
    reset_Mat4Rows(mq);
    Quat_ToMatrix(mq, body.rotation.x, body.rotation.y, body.rotation.z, body.rotation.w);
    Mat4Rows_MulVec(mq, a_x, a_y, a_z, a_w, _s8);
    const u_x = _s8.x, u_y = _s8.y, u_z = _s8.z, u_w = _s8.w;
    s.centre.x = Math.fround(p_x + u_x);
    s.centre.y = Math.fround(p_y + u_y);
    s.centre.z = Math.fround(p_z + u_z);
    s.centre.w = 1;
  }
  PhysicsShape_PoseEndStep(s, s.centre.x, s.centre.y, s.centre.z, s.centre.w);
}

/**
 * Poses a box: axes from Quat_ToMatrix and position = P + R(q) offset (bone −1), or on a bone
 * Ai = R(q) (row i of R(qb)) and position = P + R(q) (b + offset); w = 1; the flag 0x10 rule around
 * it. `body` is owner slot +0xa0 / +0xa4; `bone` and `bone_written` as for PhysicsSphere_Pose
 * (owner slot +0xb8 / +0xbc for s.bone).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, PhysicsBox_Pose 0x00342df8 PhysicsBox_Pose
 * @unit U6.09, U6.22, U6.24
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:504
 */
export function PhysicsBox_Pose(b: PhysicsShape, body: Transform, bone: Transform, bone_written: boolean): void {
  PhysicsShape_PoseStartStep(b, b.position.x, b.position.y, b.position.z, b.position.w);
  const p_x = body.position.x, p_y = body.position.y, p_z = body.position.z, p_w = body.position.w;
  const mq: Mat4Rows = _r9;
  reset_Mat4Rows(mq);
  Quat_ToMatrix(mq, body.rotation.x, body.rotation.y, body.rotation.z, body.rotation.w);
  if (b.bone < 0) {
    b.axis0.x = mq.r0.x;
    b.axis0.y = mq.r0.y;
    b.axis0.z = mq.r0.z;
    b.axis0.w = mq.r0.w;
    b.axis1.x = mq.r1.x;
    b.axis1.y = mq.r1.y;
    b.axis1.z = mq.r1.z;
    b.axis1.w = mq.r1.w;
    b.axis2.x = mq.r2.x;
    b.axis2.y = mq.r2.y;
    b.axis2.z = mq.r2.z;
    b.axis2.w = mq.r2.w;
    // row 3 is written to +0x80 and then overwritten (002 L640)
    b.position.x = mq.r3.x;
    b.position.y = mq.r3.y;
    b.position.z = mq.r3.z;
    b.position.w = mq.r3.w;
    Mat4Rows_MulVec(mq, b.offset.x, b.offset.y, b.offset.z, b.offset.w, _s10);
    const u_x = _s10.x, u_y = _s10.y, u_z = _s10.z, u_w = _s10.w;
    b.position.x = Math.fround(p_x + u_x);
    b.position.y = Math.fround(p_y + u_y);
    b.position.z = Math.fround(p_z + u_z);
    b.position.w = 1;
  } else {
    // quirk kept: 002 L556, same stack buffer as the body transform (0x00342e3c/0x00342e78)
    let bp_x = body.position.x, bp_y = body.position.y, bp_z = body.position.z, bp_w = body.position.w;
    let qb_x = body.rotation.x, qb_y = body.rotation.y, qb_z = body.rotation.z, qb_w = body.rotation.w;
    if (bone_written) {
      bp_x = bone.position.x;
      bp_y = bone.position.y;
      bp_z = bone.position.z;
      bp_w = bone.position.w;
      qb_x = bone.rotation.x;
      qb_y = bone.rotation.y;
      qb_z = bone.rotation.z;
      qb_w = bone.rotation.w;
    }
    const mb: Mat4Rows = _r11;
    reset_Mat4Rows(mb);
    Quat_ToMatrix(mb, qb_x, qb_y, qb_z, qb_w);
    // the loop at 0x00342eb0 multiplies all four rows; row 3 gives (0, 0, 0, 1) at +0x80, overwritten
    Mat4Rows_MulVec(mq, mb.r0.x, mb.r0.y, mb.r0.z, mb.r0.w, _s12);
    const a0_x = _s12.x, a0_y = _s12.y, a0_z = _s12.z, a0_w = _s12.w;
    Mat4Rows_MulVec(mq, mb.r1.x, mb.r1.y, mb.r1.z, mb.r1.w, _s13);
    const a1_x = _s13.x, a1_y = _s13.y, a1_z = _s13.z, a1_w = _s13.w;
    Mat4Rows_MulVec(mq, mb.r2.x, mb.r2.y, mb.r2.z, mb.r2.w, _s14);
    const a2_x = _s14.x, a2_y = _s14.y, a2_z = _s14.z, a2_w = _s14.w;
    Mat4Rows_MulVec(mq, mb.r3.x, mb.r3.y, mb.r3.z, mb.r3.w, _s15);
    const a3_x = _s15.x, a3_y = _s15.y, a3_z = _s15.z, a3_w = _s15.w;
    b.axis0.x = a0_x;
    b.axis0.y = a0_y;
    b.axis0.z = a0_z;
    b.axis0.w = a0_w;
    b.axis1.x = a1_x;
    b.axis1.y = a1_y;
    b.axis1.z = a1_z;
    b.axis1.w = a1_w;
    b.axis2.x = a2_x;
    b.axis2.y = a2_y;
    b.axis2.z = a2_z;
    b.axis2.w = a2_w;
    b.position.x = a3_x;
    b.position.y = a3_y;
    b.position.z = a3_z;
    b.position.w = a3_w;
    // quirk kept: 002 L641, the offset is added to the bone's position without the bone's rotation
    // (0x00342f10), unlike the sphere and the segment
    const l_x = Math.fround(bp_x + b.offset.x), l_y = Math.fround(bp_y + b.offset.y), l_z = Math.fround(bp_z + b.offset.z), l_w = bp_w;
    Mat4Rows_MulVec(mq, l_x, l_y, l_z, l_w, _s16);
    const u_1_x = _s16.x, u_1_y = _s16.y, u_1_z = _s16.z, u_1_w = _s16.w;
    b.position.x = Math.fround(p_x + u_1_x);
    b.position.y = Math.fround(p_y + u_1_y);
    b.position.z = Math.fround(p_z + u_1_z);
    b.position.w = 1;
  }
  PhysicsShape_PoseEndStep(b, b.position.x, b.position.y, b.position.z, b.position.w);
}

/**
 * Also the box's vtable +0x30: previous = the old position (always; the flag 0x10 is ignored);
 * A0, A1, A2 = rows 0-2 (all four words); position = m3 + m0·off.x + m1·off.y + m2·off.z (xyz,
 * left to right), w = 1. Flags untouched.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, PhysicsBox_SetMatrix 0x00343040 PhysicsBox_SetMatrix
 * @unit U6.10
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:556
 */
export function PhysicsBox_SetMatrix(b: PhysicsShape, m: Mat4Rows): void {
  // quirk kept: 002 L610, previous = the old position whatever the flag 0x10 says
  const t$0_x = b.position.x, t$0_y = b.position.y, t$0_z = b.position.z, t$0_w = b.position.w;
  b.previous.x = t$0_x; b.previous.y = t$0_y; b.previous.z = t$0_z; b.previous.w = t$0_w;
  b.axis0.x = m.r0.x;
  b.axis0.y = m.r0.y;
  b.axis0.z = m.r0.z;
  b.axis0.w = m.r0.w;
  b.axis1.x = m.r1.x;
  b.axis1.y = m.r1.y;
  b.axis1.z = m.r1.z;
  b.axis1.w = m.r1.w;
  b.axis2.x = m.r2.x;
  b.axis2.y = m.r2.y;
  b.axis2.z = m.r2.z;
  b.axis2.w = m.r2.w;
  const o_x = b.offset.x, o_y = b.offset.y, o_z = b.offset.z, o_w = b.offset.w;
  b.position.x = Math.fround(Math.fround(Math.fround(m.r3.x + Math.fround(m.r0.x * o_x)) + Math.fround(m.r1.x * o_y)) + Math.fround(m.r2.x * o_z));
  b.position.y = Math.fround(Math.fround(Math.fround(m.r3.y + Math.fround(m.r0.y * o_x)) + Math.fround(m.r1.y * o_y)) + Math.fround(m.r2.y * o_z));
  b.position.z = Math.fround(Math.fround(Math.fround(m.r3.z + Math.fround(m.r0.z * o_x)) + Math.fround(m.r1.z * o_y)) + Math.fround(m.r2.z * o_z));
  b.position.w = 1;
}

/**
 * The eight corners: out[i] = position ± hx·A0 ± hy·A1 ± hz·A2, w = 1, with + for x when i & 1,
 * − for y when i & 2, + for z when i & 4 (the y sign is the odd one out; only the corner order
 * depends on it). The x part first, then the y and z parts added or subtracted in place.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, PhysicsBox_GetCorners 0x003430e8 PhysicsBox_GetCorners
 * @unit U6.11
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:574
 */
export function PhysicsBox_GetCorners(b: PhysicsShape, corners: Vec4[]): void {
  const hx_x = Math.fround(b.half.x * b.axis0.x), hx_y = Math.fround(b.half.x * b.axis0.y), hx_z = Math.fround(b.half.x * b.axis0.z);
  const hy_x = Math.fround(b.half.y * b.axis1.x), hy_y = Math.fround(b.half.y * b.axis1.y), hy_z = Math.fround(b.half.y * b.axis1.z);
  const hz_x = Math.fround(b.half.z * b.axis2.x), hz_y = Math.fround(b.half.z * b.axis2.y), hz_z = Math.fround(b.half.z * b.axis2.z);
  const p_x = b.position.x, p_y = b.position.y, p_z = b.position.z, p_w = b.position.w;
  // 0x00343100: the x part for all eight
  for (let i = 0; i < 8; i++) {
    if ((i & 1) !== 0) {
      corners[i].x = Math.fround(p_x + hx_x);
      corners[i].y = Math.fround(p_y + hx_y);
      corners[i].z = Math.fround(p_z + hx_z);
      corners[i].w = 1;
    } else {
      corners[i].x = Math.fround(p_x - hx_x);
      corners[i].y = Math.fround(p_y - hx_y);
      corners[i].z = Math.fround(p_z - hx_z);
      corners[i].w = 1;
    }
  }
  // 0x003431a0-0x00343438: the y parts in place; quirk kept: 002 L652, y is subtracted when i & 2
  for (let i_1 = 0; i_1 < 8; i_1++) {
    if ((i_1 & 2) !== 0) {
      corners[i_1].x = Math.fround(corners[i_1].x - hy_x);
      corners[i_1].y = Math.fround(corners[i_1].y - hy_y);
      corners[i_1].z = Math.fround(corners[i_1].z - hy_z);
    } else {
      corners[i_1].x = Math.fround(corners[i_1].x + hy_x);
      corners[i_1].y = Math.fround(corners[i_1].y + hy_y);
      corners[i_1].z = Math.fround(corners[i_1].z + hy_z);
    }
  }
  // 0x00343448: the z parts in place
  for (let i_2 = 0; i_2 < 8; i_2++) {
    if ((i_2 & 4) !== 0) {
      corners[i_2].x = Math.fround(corners[i_2].x + hz_x);
      corners[i_2].y = Math.fround(corners[i_2].y + hz_y);
      corners[i_2].z = Math.fround(corners[i_2].z + hz_z);
    } else {
      corners[i_2].x = Math.fround(corners[i_2].x - hz_x);
      corners[i_2].y = Math.fround(corners[i_2].y - hz_y);
      corners[i_2].z = Math.fround(corners[i_2].z - hz_z);
    }
  }
}

/**
 * Poses a capsule; the flag 0x10 is neither read nor cleared, and previous = the old base every time.
 * Not a human: base = P + offset (xyz, not rotated), w = 1; the height stays as set. A human: base =
 * P (all four words), height = b6.z + 0.2 s, then the +0x3be / jumping (with its 0.7 cap) / cuffed
 * rules and the floor 0.2 s. The radius is never touched.
 * Owner inputs: `type_mask` is owner slot +0x20 / +0x24 (0x40 = a human); `body` is owner slot
 * +0xa8 / +0xac (the stored pose: Task_GetPose for a world object); `head` is what the buffer of
 * owner slot +0xb8 / +0xbc holds after the call with bone 6 (only its z is read; what it holds when
 * the human has no model instance is not given for the capsule). Human data (read only for a human):
 * `scale` = Human_GetScale 0x0021d020 (human +0x65c, or 1.0 when 0x00227d28 holds and the scale is
 * under 1.1; the original calls it afresh each time, with the same result); `h3be` = the byte human
 * +0x3be; `h560` = human +0x560, the take-off height; `state_lo`, `state_hi` = the 64-bit word at the
 * human's current state record (+0xd4), 0 when there is none (every state test is then false).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, PhysicsCapsule_Pose 0x00343518 PhysicsCapsule_Pose
 * @unit U6.15
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:627
 */
export function PhysicsCapsule_Pose(c: PhysicsShape, type_mask: number, body: Transform, head: Transform, scale: number, h3be: number, h560: number, state_lo: number, state_hi: number): void {
  // quirk kept: 002 L610, the capsule pose never reads or clears the flag 0x10 (0x0034358c,
  // 0x0034373c): previous is always the old base, and a 0x10 set by enabling stays set
  const p_x = body.position.x, p_y = body.position.y, p_z = body.position.z, p_w = body.position.w;
  if ((type_mask & 0x40) === 0) {
    // 0x0034354c → 0x00343734; quirk kept: 002 L666, the offset is added unrotated
    const t$0_x = c.base.x, t$0_y = c.base.y, t$0_z = c.base.z, t$0_w = c.base.w;
    c.previous.x = t$0_x; c.previous.y = t$0_y; c.previous.z = t$0_z; c.previous.w = t$0_w;
    c.base.x = Math.fround(p_x + c.offset.x);
    c.base.y = Math.fround(p_y + c.offset.y);
    c.base.z = Math.fround(p_z + c.offset.z);
    c.base.w = 1;
    return;
  }
  // a human (0x00343558): previous = old base; base = P, all four words; quirk kept: 002 L670, the
  // offset is not used
  const t$1_x = c.base.x, t$1_y = c.base.y, t$1_z = c.base.z, t$1_w = c.base.w;
  c.previous.x = t$1_x; c.previous.y = t$1_y; c.previous.z = t$1_z; c.previous.w = t$1_w;
  c.base.x = p_x;
  c.base.y = p_y;
  c.base.z = p_z;
  c.base.w = p_w;
  // 0x003435a8: the head bone's z (already multiplied by the scale) + 0.2 s (0x3e4ccccd)
  c.height = Math.fround(head.position.z + Math.fround(0.20000000298023224 /* f32#3e4ccccd */ * scale));
  // the state tests (0x00227f68 jumping 0x400000000, 0x002265f0 long fall 0x1000000000,
  // 0x00223b70 cuffed 0x20000) read the 64-bit state word
  const jumping: boolean = (state_hi & 0x4) !== 0;
  const long_fall: boolean = (state_hi & 0x10) !== 0;
  const cuffed: boolean = (state_lo & 0x20000) !== 0;
  if (h3be !== 0) {
    // 0x003435c8: 0.61 s (0x3f1c28f6)
    c.base.z = Math.fround(c.base.z + Math.fround(0.6100000143051147 /* f32#3f1c28f6 */ * scale));
    c.height = Math.fround(c.height - Math.fround(0.6100000143051147 /* f32#3f1c28f6 */ * scale));
  } else if (jumping && !long_fall) {
    // 0x00343614-0x00343634: 0.7 s (0x3f333333)
    c.base.z = Math.fround(c.base.z + Math.fround(0.699999988079071 /* f32#3f333333 */ * scale));
    c.height = Math.fround(c.height - Math.fround(0.699999988079071 /* f32#3f333333 */ * scale));
    // the cap: strictly above the take-off height + 0.7; the top is kept. quirk kept: 002 L673, this
    // 0.7 is not scaled while the lift above is
    if (Math.fround(c.base.z - h560) > 0.699999988079071 /* f32#3f333333 */) {
      c.base.z = Math.fround(h560 + 0.699999988079071 /* f32#3f333333 */);
      c.height = Math.fround(Math.fround(Math.fround(head.position.z + Math.fround(0.20000000298023224 /* f32#3e4ccccd */ * scale)) + p_z) - c.base.z);
    }
  } else if (cuffed) {
    // 0x003436c4: height = 0.35 s, base unchanged (the top drops); 0.35 as the f32 0x3eb33333 (the
    // document gives this bit pattern for 0.35 at 0x0033c8e4, not at this site)
    c.height = Math.fround(0.3499999940395355 /* f32#3eb33333 */ * scale);
  }
  // 0x00343710: never under 0.2 s (strictly less is raised)
  if (c.height < Math.fround(0.20000000298023224 /* f32#3e4ccccd */ * scale)) {
    c.height = Math.fround(0.20000000298023224 /* f32#3e4ccccd */ * scale);
  }
}

/**
 * Poses a segment: bone −1: start = P (all four words; the offset is not used), end = P + length ·
 * (the body's x axis); on a bone: a = b + B offset, e = a + length · (the bone's x axis), start =
 * P + M a, end = P + M e; w = 1; the flag 0x10 rule around it (previous = the start only). The
 * radius is not read. `body` is owner slot +0xa8 / +0xac; `bone` and `bone_written` as for
 * PhysicsSphere_Pose (owner slot +0xb8 / +0xbc for s.bone).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, PhysShapeSegment_Pose 0x00343810 PhysShapeSegment_Pose
 * @unit U6.18, U6.22, U6.24
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:683
 */
export function PhysShapeSegment_Pose(s: PhysicsShape, body: Transform, bone: Transform, bone_written: boolean): void {
  PhysicsShape_PoseStartStep(s, s.start.x, s.start.y, s.start.z, s.start.w);
  const p_x = body.position.x, p_y = body.position.y, p_z = body.position.z, p_w = body.position.w;
  const mq: Mat4Rows = _r17;
  reset_Mat4Rows(mq);
  Quat_ToMatrix(mq, body.rotation.x, body.rotation.y, body.rotation.z, body.rotation.w);
  if (s.bone < 0) {
    // 0x00343a00; quirk kept: 002 L689, start = P with the offset not used
    s.start.x = p_x;
    s.start.y = p_y;
    s.start.z = p_z;
    s.start.w = p_w;
    s.end.x = Math.fround(p_x + Math.fround(s.length * mq.r0.x));
    s.end.y = Math.fround(p_y + Math.fround(s.length * mq.r0.y));
    s.end.z = Math.fround(p_z + Math.fround(s.length * mq.r0.z));
    s.end.w = 1;
  } else {
    // quirk kept: 002 L556, same stack buffer as the body transform (0x00343858/0x0034389c)
    let b_x = body.position.x, b_y = body.position.y, b_z = body.position.z, b_w = body.position.w;
    let qb_x = body.rotation.x, qb_y = body.rotation.y, qb_z = body.rotation.z, qb_w = body.rotation.w;
    if (bone_written) {
      b_x = bone.position.x;
      b_y = bone.position.y;
      b_z = bone.position.z;
      b_w = bone.position.w;
      qb_x = bone.rotation.x;
      qb_y = bone.rotation.y;
      qb_z = bone.rotation.z;
      qb_w = bone.rotation.w;
    }
    const mb: Mat4Rows = _r18;
    reset_Mat4Rows(mb);
    Quat_ToMatrix(mb, qb_x, qb_y, qb_z, qb_w);
    Mat4Rows_MulVec(mb, s.offset.x, s.offset.y, s.offset.z, s.offset.w, _s19);
    const t_x = _s19.x, t_y = _s19.y, t_z = _s19.z, t_w = _s19.w;
    // local a and e: xyz adds, w from b (not stated; it only meets row 3's zeros below)
    const a_x = Math.fround(b_x + t_x), a_y = Math.fround(b_y + t_y), a_z = Math.fround(b_z + t_z), a_w = b_w;
    const e_x = Math.fround(a_x + Math.fround(s.length * mb.r0.x)), e_y = Math.fround(a_y + Math.fround(s.length * mb.r0.y)), e_z = Math.fround(a_z + Math.fround(s.length * mb.r0.z)), e_w = a_w;
    // 0x00343970, 0x003439c0
    Mat4Rows_MulVec(mq, a_x, a_y, a_z, a_w, _s20);
    const ua_x = _s20.x, ua_y = _s20.y, ua_z = _s20.z, ua_w = _s20.w;
    Mat4Rows_MulVec(mq, e_x, e_y, e_z, e_w, _s21);
    const ue_x = _s21.x, ue_y = _s21.y, ue_z = _s21.z, ue_w = _s21.w;
    s.start.x = Math.fround(p_x + ua_x);
    s.start.y = Math.fround(p_y + ua_y);
    s.start.z = Math.fround(p_z + ua_z);
    s.start.w = 1;
    s.end.x = Math.fround(p_x + ue_x);
    s.end.y = Math.fround(p_y + ue_y);
    s.end.z = Math.fround(p_z + ue_z);
    s.end.w = 1;
  }
  PhysicsShape_PoseEndStep(s, s.start.x, s.start.y, s.start.z, s.start.w);
}

/**
 * The world bound of a posed shape by type, then the "sort" min' = min(min, max), max' = max(min',
 * max) per axis, both w = max's w; an unknown type writes nothing. The original's first argument
 * (a body or nothing) is not read and is left out.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, PhysicsShape_GetBounds 0x00341190 PhysicsShape_GetBounds
 * @unit U6.19
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:725
 */
export function PhysicsShape_GetBounds(bmin: Vec4, bmax: Vec4, s: PhysicsShape): void {
  if (s.type === 2) {
    // 0x003412b0: centre ∓ r in xyz, w the centre's (002 L700)
    bmin.x = Math.fround(s.centre.x - s.radius);
    bmin.y = Math.fround(s.centre.y - s.radius);
    bmin.z = Math.fround(s.centre.z - s.radius);
    bmin.w = s.centre.w;
    bmax.x = Math.fround(s.centre.x + s.radius);
    bmax.y = Math.fround(s.centre.y + s.radius);
    bmax.z = Math.fround(s.centre.z + s.radius);
    bmax.w = s.centre.w;
  } else if (s.type === 3) {
    // 0x003411f0: the cylinder's box, no radius below or above; w not stated, left as it was
    bmin.x = Math.fround(s.base.x - s.radius);
    bmin.y = Math.fround(s.base.y - s.radius);
    bmin.z = s.base.z;
    bmax.x = Math.fround(s.base.x + s.radius);
    bmax.y = Math.fround(s.base.y + s.radius);
    bmax.z = Math.fround(s.base.z + s.height);
  } else if (s.type === 4) {
    // 0x00341248: start − r and end + r with r = +0x60; w taken as the sphere row's (start's, end's)
    bmin.x = Math.fround(s.start.x - s.seg_radius);
    bmin.y = Math.fround(s.start.y - s.seg_radius);
    bmin.z = Math.fround(s.start.z - s.seg_radius);
    bmin.w = s.start.w;
    bmax.x = Math.fround(s.end.x + s.seg_radius);
    bmax.y = Math.fround(s.end.y + s.seg_radius);
    bmax.z = Math.fround(s.end.z + s.seg_radius);
    bmax.w = s.end.w;
  } else if (s.type === 1) {
    // 0x00341320: corner 0, then corners 1 to 7 against the best so far with strict < and >
    // (0x00341348-0x00341404); only xyz are written
    const k: BoxCorners = _r22;
    reset_BoxCorners(k);
    PhysicsBox_GetCorners(s, k.c);
    bmin.x = k.c[0].x;
    bmin.y = k.c[0].y;
    bmin.z = k.c[0].z;
    bmax.x = k.c[0].x;
    bmax.y = k.c[0].y;
    bmax.z = k.c[0].z;
    for (let i = 1; i < 8; i++) {
      if (k.c[i].x < bmin.x) {
        bmin.x = k.c[i].x;
      }
      if (k.c[i].y < bmin.y) {
        bmin.y = k.c[i].y;
      }
      if (k.c[i].z < bmin.z) {
        bmin.z = k.c[i].z;
      }
      if (k.c[i].x > bmax.x) {
        bmax.x = k.c[i].x;
      }
      if (k.c[i].y > bmax.y) {
        bmax.y = k.c[i].y;
      }
      if (k.c[i].z > bmax.z) {
        bmax.z = k.c[i].z;
      }
    }
  } else {
    // 002 L704: any other type writes nothing and is not sorted
    return;
  }
  // 0x0034146c, the sort. quirk kept: 002 L708-711, max' is taken against the new min', so it
  // never changes max: a segment whose end is below its start on an axis gets
  // [min(start − r, end + r), end + r] there
  const w: number = bmax.w;
  bmin.x = bmax.x < bmin.x ? bmax.x : bmin.x;
  bmin.y = bmax.y < bmin.y ? bmax.y : bmin.y;
  bmin.z = bmax.z < bmin.z ? bmax.z : bmin.z;
  bmin.w = w;
  bmax.x = bmax.x > bmin.x ? bmax.x : bmin.x;
  bmax.y = bmax.y > bmin.y ? bmax.y : bmin.y;
  bmax.z = bmax.z > bmin.z ? bmax.z : bmin.z;
  bmax.w = w;
}

/**
 * A box around a sphere: c ∓ r in xyz, sorted with the original min and max (so a negative r still
 * gives a valid box); both w = 1.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, AABB_FromSphere and AABB_FromUprightCylinder 0x00341660 AABB_FromSphere
 * @unit U6.20
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:807
 */
export function AABB_FromSphere(out_: AABB, c_x: number, c_y: number, c_z: number, c_w: number, r: number): void {
  const lo_x = Math.fround(c_x - r), lo_y = Math.fround(c_y - r), lo_z = Math.fround(c_z - r);
  const hi_x = Math.fround(c_x + r), hi_y = Math.fround(c_y + r), hi_z = Math.fround(c_z + r);
  out_.min.x = hi_x < lo_x ? hi_x : lo_x;
  out_.min.y = hi_y < lo_y ? hi_y : lo_y;
  out_.min.z = hi_z < lo_z ? hi_z : lo_z;
  out_.min.w = 1;
  out_.max.x = hi_x > lo_x ? hi_x : lo_x;
  out_.max.y = hi_y > lo_y ? hi_y : lo_y;
  out_.max.z = hi_z > lo_z ? hi_z : lo_z;
  out_.max.w = 1;
}

/**
 * An upright cylinder's box: (c.x ∓ radius, c.y ∓ radius, c.z ∓ height/2), sorted with the
 * original min and max; both w = 1. (Formerly named AABB_FromSphereMethod.)
 *
 * @source 002_b4d80f5598196c1c.txt Unit 6, AABB_FromSphere and AABB_FromUprightCylinder 0x00341708 AABB_FromUprightCylinder
 * @unit U6.21
 * @float ps2
 * @spec spec/ps2/unit06_shapes.spec:824
 */
export function AABB_FromUprightCylinder(out_: AABB, c_x: number, c_y: number, c_z: number, c_w: number, height: number, radius: number): void {
  // height/2: a halving, exact either way it is written
  const hh: number = Math.fround(height / 2);
  const lo_x = Math.fround(c_x - radius), lo_y = Math.fround(c_y - radius), lo_z = Math.fround(c_z - hh);
  const hi_x = Math.fround(c_x + radius), hi_y = Math.fround(c_y + radius), hi_z = Math.fround(c_z + hh);
  out_.min.x = hi_x < lo_x ? hi_x : lo_x;
  out_.min.y = hi_y < lo_y ? hi_y : lo_y;
  out_.min.z = hi_z < lo_z ? hi_z : lo_z;
  out_.min.w = 1;
  out_.max.x = hi_x > lo_x ? hi_x : lo_x;
  out_.max.y = hi_y > lo_y ? hi_y : lo_y;
  out_.max.z = hi_z > lo_z ? hi_z : lo_z;
  out_.max.w = 1;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec4(), _s1 = new Vec4(), _s2 = new Vec4(), _s3 = new Vec4(), _s4 = new Vec3(), _r5 = new Mat4Rows(), _s6 = new Vec4(), _r7 = new Mat4Rows(), _s8 = new Vec4(), _r9 = new Mat4Rows(), _s10 = new Vec4(), _r11 = new Mat4Rows(), _s12 = new Vec4(), _s13 = new Vec4(), _s14 = new Vec4(), _s15 = new Vec4(), _s16 = new Vec4(), _r17 = new Mat4Rows(), _r18 = new Mat4Rows(), _s19 = new Vec4(), _s20 = new Vec4(), _s21 = new Vec4(), _r22 = new BoxCorners();
