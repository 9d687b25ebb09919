// GENERATED FILE: do not edit. Engine module ps2.body: 002 Units 3, 6, 7: the owner interface (the game object's vtable slots) and the body record from spec/ps2/body.spec (sha256 c90f64a3764f433d).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec4 } from "../../runtime/index.js";
import { Contact } from "./unit03_contacts.generated.js";
import { PhysicsShape, Transform } from "./unit06_shapes.generated.js";
import { HumanBody } from "./unit09_create.generated.js";

/**
 * The base body's vtable (0x00544710) and the human body's (0x005446b0): which implementation of
 * the body slots (+0x08 … +0x50) a body has.
 */
export const BODY_VTABLE: number = 0x00544710;
export const HUMAN_BODY_VTABLE: number = 0x005446b0;

/**
 * The game object a body belongs to, as the physics code calls it (002 L280-295, L546-552).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface Owner {
  /** slot +0x20 / +0x24: the type mask (bit 0x40: a human). */
  type_mask(): number;
  /**
   * slot +0x50 / +0x54: the owner's flags; for a human the object flags word, bit 0x4000000
   * airborne, bits 0x18003ff0 "in a pair or block" (Human_IsInPairOrBlock).
   */
  flags(): number;
  /** slot +0x70 / +0x74: set the velocity. */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void;
  /** slot +0x98 / +0x9c: the cached transform, the copy taken at the start of the owner's update. */
  get_cached_transform(t: Transform): void;
  /** slot +0xa0 / +0xa4: the body transform "now" (a world object's pose extrapolated to now). */
  get_pose_now(t: Transform): void;
  /** slot +0xa8 / +0xac: the transform from the authoritative table. */
  get_transform(t: Transform): void;
  /** slot +0xb0 / +0xb4: set the transform (position and rotation). */
  set_transform(t: Transform): void;
  /**
   * slot +0xb8 / +0xbc: a bone's transform in the body's frame; returns false when nothing was
   * written (a human without a model instance leaves the caller's buffer as it was).
   */
  get_bone_transform(bone: number, t: Transform): boolean;
  /** slot +0xd0 / +0xd4: attribute n (1 weight, 7 push weight, 8 restitution). */
  attribute(n: number): number;
  /** slot +0xf0 / +0xf4: the owner's physics body (null: none). */
  body(): Body | null;
  /**
   * slot +0xf8 / +0xfc: the contact handler; the answer's low 16 bits are the code, bits 0x10000
   * (stop the walk, return 0), 0x20000 (apply the contact scale), 0x40000 (abort) modify it.
   */
  on_contact(c: Contact): number;
  /** slot +0x118 / +0x11c: called after the move (the human's Human_PushOutInAir). */
  after_move(): void;
  /** Human_GetScale (not a slot: the human's scale, 1.0 for other owners). */
  human_scale(): number;
}

/**
 * A physics body (0x80 bytes; the human body is longer). The first 0x30 bytes are the sort node
 * (002 L776); list links are body references (index in the world's body vector + 1, 0 = none),
 * as decisions D-PTR-1 models pointers.
 */
export class Body {
  /** +0x00 AABB min (w = 1) */
  min: Vec4 = new Vec4();
  /** +0x10 AABB max (w = 1) */
  max: Vec4 = new Vec4();
  /** +0x20 index in the body vector (−1: not in it) */
  index: number = 0;
  /** +0x24 previous in the x-sorted list (body reference) */
  prev: number = 0;
  /** +0x28 next in the x-sorted list (body reference) */
  next: number = 0;
  /** +0x30 the first shape; further shapes chain through the shape's +0x00 */
  first_shape: PhysicsShape | null = null;
  /** +0x34 the owner (null: none; a pooled body is free when it is null) */
  owner: Owner | null = null;
  /** +0x38 the first slot of the ignore chain (slot reference, 0 = empty; Unit 8) */
  ignore_head: number = 0;
  /** +0x3c the group (s16) */
  group: number = 0;
  /**
   * +0x40 flags: 0x1 sweep against bodies too, 0x200 not pushed, 0x400 write the slid velocity
   * back, 0x800 update, 0x1000 push-out not divided by the push weight, 0x8000 no corner slide,
   * 0x80000000 dirty
   */
  flags: number = 0;
  /** +0x44 the type mask, copied from the owner */
  type_mask: number = 0;
  /** +0x50 the pending push-out (a displacement; w = 1) */
  push_out: Vec4 = new Vec4();
  /** +0x60 the scale (1, 1, 1, 1 after construction) */
  scale: Vec4 = new Vec4();
  /** +0x70 the "could not move" counter */
  stuck: number = 0;
  /** +0x74 the vtable: BODY_VTABLE or HUMAN_BODY_VTABLE */
  vtable: number = 0;
  /** human body +0xd4: "ignore the level" word (Unit 8) */
  human_ignore_level: number = 0;
  /**
   * the model's cast of a human-vtable body to its human body record (Unit 10: the original's
   * pointer is the record's own); null for every other body
   */
  human: HumanBody | null = null;
  /**
   * +0x2c, +0x48, +0x4c: words the constructors do not write (002 L788) and Units 3 and 7 do not
   * read; kept so that "not written" can be seen
   */
  word_2c: number = 0;
  word_48: number = 0;
  word_4c: number = 0;
}

/** Puts a Body back into the zero state `new Body()` gives, in place. */
export function reset_Body(s: Body): void {
  s.min.x = 0; s.min.y = 0; s.min.z = 0; s.min.w = 0;
  s.max.x = 0; s.max.y = 0; s.max.z = 0; s.max.w = 0;
  s.index = 0;
  s.prev = 0;
  s.next = 0;
  s.first_shape = null;
  s.owner = null;
  s.ignore_head = 0;
  s.group = 0;
  s.flags = 0;
  s.type_mask = 0;
  s.push_out.x = 0; s.push_out.y = 0; s.push_out.z = 0; s.push_out.w = 0;
  s.scale.x = 0; s.scale.y = 0; s.scale.z = 0; s.scale.w = 0;
  s.stuck = 0;
  s.vtable = 0;
  s.human_ignore_level = 0;
  s.human = null;
  s.word_2c = 0;
  s.word_48 = 0;
  s.word_4c = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Body(dst: Body, src: Body): void {
  dst.min.x = src.min.x; dst.min.y = src.min.y; dst.min.z = src.min.z; dst.min.w = src.min.w;
  dst.max.x = src.max.x; dst.max.y = src.max.y; dst.max.z = src.max.z; dst.max.w = src.max.w;
  dst.index = src.index;
  dst.prev = src.prev;
  dst.next = src.next;
  dst.first_shape = src.first_shape;
  dst.owner = src.owner;
  dst.ignore_head = src.ignore_head;
  dst.group = src.group;
  dst.flags = src.flags;
  dst.type_mask = src.type_mask;
  dst.push_out.x = src.push_out.x; dst.push_out.y = src.push_out.y; dst.push_out.z = src.push_out.z; dst.push_out.w = src.push_out.w;
  dst.scale.x = src.scale.x; dst.scale.y = src.scale.y; dst.scale.z = src.scale.z; dst.scale.w = src.scale.w;
  dst.stuck = src.stuck;
  dst.vtable = src.vtable;
  dst.human_ignore_level = src.human_ignore_level;
  dst.human = src.human;
  dst.word_2c = src.word_2c;
  dst.word_48 = src.word_48;
  dst.word_4c = src.word_4c;
}

/** Feeds the raw bits of a Body to the hasher, field by field in declaration order. */
export function hash_Body(s: Body, h: StateHasher): void {
  h.enter(s);
  h.f32(s.min.x);
  h.f32(s.min.y);
  h.f32(s.min.z);
  h.f32(s.min.w);
  h.f32(s.max.x);
  h.f32(s.max.y);
  h.f32(s.max.z);
  h.f32(s.max.w);
  h.i32(s.index);
  h.i32(s.prev);
  h.i32(s.next);
  h.ref(s.first_shape);
  h.ref(s.owner);
  h.i32(s.ignore_head);
  h.i32(s.group);
  h.u32(s.flags);
  h.u32(s.type_mask);
  h.f32(s.push_out.x);
  h.f32(s.push_out.y);
  h.f32(s.push_out.z);
  h.f32(s.push_out.w);
  h.f32(s.scale.x);
  h.f32(s.scale.y);
  h.f32(s.scale.z);
  h.f32(s.scale.w);
  h.i32(s.stuck);
  h.u32(s.vtable);
  h.i32(s.human_ignore_level);
  h.ref(s.human);
  h.u32(s.word_2c);
  h.u32(s.word_48);
  h.u32(s.word_4c);
}

/** Writes a Body to a snapshot stream. */
export function snapshot_Body(s: Body, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.min.x);
  w.put(s.min.y);
  w.put(s.min.z);
  w.put(s.min.w);
  w.put(s.max.x);
  w.put(s.max.y);
  w.put(s.max.z);
  w.put(s.max.w);
  w.put(s.index);
  w.put(s.prev);
  w.put(s.next);
  w.ref(s.first_shape);
  w.ref(s.owner);
  w.put(s.ignore_head);
  w.put(s.group);
  w.put(s.flags);
  w.put(s.type_mask);
  w.put(s.push_out.x);
  w.put(s.push_out.y);
  w.put(s.push_out.z);
  w.put(s.push_out.w);
  w.put(s.scale.x);
  w.put(s.scale.y);
  w.put(s.scale.z);
  w.put(s.scale.w);
  w.put(s.stuck);
  w.put(s.vtable);
  w.put(s.human_ignore_level);
  w.ref(s.human);
  w.put(s.word_2c);
  w.put(s.word_48);
  w.put(s.word_4c);
}

/** Reads a Body back from a snapshot stream written by snapshot_Body. */
export function restore_Body(s: Body, r: SnapshotReader): void {
  r.enter(s);
  s.min.x = r.get();
  s.min.y = r.get();
  s.min.z = r.get();
  s.min.w = r.get();
  s.max.x = r.get();
  s.max.y = r.get();
  s.max.z = r.get();
  s.max.w = r.get();
  s.index = r.get();
  s.prev = r.get();
  s.next = r.get();
  r.ref((o: PhysicsShape | null) => { s.first_shape = o; });
  r.ref((o: Owner | null) => { s.owner = o; });
  s.ignore_head = r.get();
  s.group = r.get();
  s.flags = r.get();
  s.type_mask = r.get();
  s.push_out.x = r.get();
  s.push_out.y = r.get();
  s.push_out.z = r.get();
  s.push_out.w = r.get();
  s.scale.x = r.get();
  s.scale.y = r.get();
  s.scale.z = r.get();
  s.scale.w = r.get();
  s.stuck = r.get();
  s.vtable = r.get();
  s.human_ignore_level = r.get();
  r.ref((o: HumanBody | null) => { s.human = o; });
  s.word_2c = r.get();
  s.word_48 = r.get();
  s.word_4c = r.get();
}
