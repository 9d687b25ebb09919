// GENERATED FILE: do not edit. Engine module ps2.unit09.create: 002 Unit 9: the body pools, the create and free functions, the human list and the callers' rules from spec/ps2/unit09_create.spec (sha256 77eaf6912c0af2d1).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, assertFail } from "../../runtime/index.js";
import { Body, Owner, copy_Body, hash_Body, reset_Body, restore_Body, snapshot_Body } from "./body.generated.js";
import { AABB, copy_AABB, hash_AABB, reset_AABB, restore_AABB, snapshot_AABB } from "./unit03_contacts.generated.js";
import { HumanOwner } from "./unit03_sweep.generated.js";
import { PhysShapeCapsule_Construct, PhysShapeCapsule_SetSize, PhysShapeSegment_Construct, PhysShapeSphere_Construct, PhysicsBox_Construct, PhysicsBox_SetSize, PhysicsShape, PhysicsShape_Enable, copy_PhysicsShape, hash_PhysicsShape, reset_PhysicsShape, restore_PhysicsShape, snapshot_PhysicsShape } from "./unit06_shapes.generated.js";
import { IPhysics_AddBody, IPhysics_RemoveBody, PhysicsBody_Construct, PhysicsBody_SetOwner, PhysicsShape_Next } from "./unit07_world.generated.js";
import { IPhysics_ConstructPools, PhysicsBody_StopIgnoring, PhysicsHumanBody_StopIgnoring, PhysicsPools, copy_PhysicsPools, hash_PhysicsPools, reset_PhysicsPools, restore_PhysicsPools, snapshot_PhysicsPools } from "./unit08_ignore_pools.generated.js";
import { HumanBodyOwner, PhysicsBody_ApplyHumanScale, PhysicsHumanBody_AddBoneShape, PhysicsHumanBody_ClearStrikeSpheres, PhysicsHumanBody_Construct, PhysicsHumanBody_SetPushSphere } from "./unit10_human.generated.js";
import { IPhysics } from "./world.generated.js";

/** Bones of a human body's ten bone shapes, in chain order: five segments, then five spheres. */
export const BONE_SEGMENT_0: number = 3;

/**
 * A human body (0xe0 bytes): the body, then the human fields (002 L1095, L1182). Its +0xd4
 * ("ignore the level") is `body.human_ignore_level`; `body.human` names this record (Unit 10).
 */
export class HumanBody {
  /** +0x00 … +0x7f the body */
  body: Body = new Body();
  /** +0x80 the bone chain, in chain order (the original links it through shape +0x00) */
  bones: (PhysicsShape | null)[] = [];
  /** +0x84 the push sphere: one of `unit08.big_spheres` (null = none) */
  push_sphere: PhysicsShape | null = null;
  /** +0x90 the broad bound (two vec4, min and max, w = 1; the bound of a 0x30-byte node) */
  bound: AABB = new AABB();
  /** +0xc0 the strike bits */
  strike_bits: number = 0;
  /** +0xc4 the weapon strike sphere chain, head first (the original links it through shape +0x00) */
  weapon_spheres: (PhysicsShape | null)[] = [];
  /** +0xc8 next in the human list (null: none) */
  list_next: HumanBody | null = null;
  /** +0xcc previous in the human list (null: none) */
  list_prev: HumanBody | null = null;
  /** +0xd0 the weapon timer (updates left) */
  weapon_timer: number = 0;
  /** the owner's human data for the capsule pose (Unit 3; the original reads the owner itself) */
  human: HumanOwner | null = null;
  /** the owner's Unit 10 calls (the original calls them on the owner itself) */
  actor: HumanBodyOwner | null = null;
}

/** Puts a HumanBody back into the zero state `new HumanBody()` gives, in place. */
export function reset_HumanBody(s: HumanBody): void {
  reset_Body(s.body);
  s.bones.length = 0;
  s.push_sphere = null;
  reset_AABB(s.bound);
  s.strike_bits = 0;
  s.weapon_spheres.length = 0;
  s.list_next = null;
  s.list_prev = null;
  s.weapon_timer = 0;
  s.human = null;
  s.actor = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_HumanBody(dst: HumanBody, src: HumanBody): void {
  copy_Body(dst.body, src.body);
  for (let i = 0; i < src.bones.length && i < dst.bones.length; i++) dst.bones[i] = src.bones[i];
  if (dst.bones.length > src.bones.length) dst.bones.length = src.bones.length;
  else for (let i = dst.bones.length; i < src.bones.length; i++) dst.bones.push(src.bones[i]);
  dst.push_sphere = src.push_sphere;
  copy_AABB(dst.bound, src.bound);
  dst.strike_bits = src.strike_bits;
  for (let i = 0; i < src.weapon_spheres.length && i < dst.weapon_spheres.length; i++) dst.weapon_spheres[i] = src.weapon_spheres[i];
  if (dst.weapon_spheres.length > src.weapon_spheres.length) dst.weapon_spheres.length = src.weapon_spheres.length;
  else for (let i = dst.weapon_spheres.length; i < src.weapon_spheres.length; i++) dst.weapon_spheres.push(src.weapon_spheres[i]);
  dst.list_next = src.list_next;
  dst.list_prev = src.list_prev;
  dst.weapon_timer = src.weapon_timer;
  dst.human = src.human;
  dst.actor = src.actor;
}

/** Feeds the raw bits of a HumanBody to the hasher, field by field in declaration order. */
export function hash_HumanBody(s: HumanBody, h: StateHasher): void {
  h.enter(s);
  hash_Body(s.body, h);
  h.u32(s.bones.length);
  for (let i0 = 0; i0 < s.bones.length; i0++) {
    h.ref(s.bones[i0]);
  }
  h.ref(s.push_sphere);
  hash_AABB(s.bound, h);
  h.u32(s.strike_bits);
  h.u32(s.weapon_spheres.length);
  for (let i0 = 0; i0 < s.weapon_spheres.length; i0++) {
    h.ref(s.weapon_spheres[i0]);
  }
  h.ref(s.list_next);
  h.ref(s.list_prev);
  h.i32(s.weapon_timer);
  h.ref(s.human);
  h.ref(s.actor);
}

/** Writes a HumanBody to a snapshot stream. */
export function snapshot_HumanBody(s: HumanBody, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_Body(s.body, w);
  w.put(s.bones.length);
  for (let i0 = 0; i0 < s.bones.length; i0++) {
    w.ref(s.bones[i0]);
  }
  w.ref(s.push_sphere);
  snapshot_AABB(s.bound, w);
  w.put(s.strike_bits);
  w.put(s.weapon_spheres.length);
  for (let i0 = 0; i0 < s.weapon_spheres.length; i0++) {
    w.ref(s.weapon_spheres[i0]);
  }
  w.ref(s.list_next);
  w.ref(s.list_prev);
  w.put(s.weapon_timer);
  w.ref(s.human);
  w.ref(s.actor);
}

/** Reads a HumanBody back from a snapshot stream written by snapshot_HumanBody. */
export function restore_HumanBody(s: HumanBody, r: SnapshotReader): void {
  r.enter(s);
  restore_Body(s.body, r);
  s.bones.length = r.get();
  for (let i0 = 0; i0 < s.bones.length; i0++) if (s.bones[i0] === undefined) s.bones[i0] = null;
  for (let i0 = 0; i0 < s.bones.length; i0++) {
    r.ref((o: PhysicsShape | null) => { s.bones[i0] = o; });
  }
  r.ref((o: PhysicsShape | null) => { s.push_sphere = o; });
  restore_AABB(s.bound, r);
  s.strike_bits = r.get();
  s.weapon_spheres.length = r.get();
  for (let i0 = 0; i0 < s.weapon_spheres.length; i0++) if (s.weapon_spheres[i0] === undefined) s.weapon_spheres[i0] = null;
  for (let i0 = 0; i0 < s.weapon_spheres.length; i0++) {
    r.ref((o: PhysicsShape | null) => { s.weapon_spheres[i0] = o; });
  }
  r.ref((o: HumanBody | null) => { s.list_next = o; });
  r.ref((o: HumanBody | null) => { s.list_prev = o; });
  s.weapon_timer = r.get();
  r.ref((o: HumanOwner | null) => { s.human = o; });
  r.ref((o: HumanBodyOwner | null) => { s.actor = o; });
}

/**
 * The body pools of IPhysics with the original's counts (002 L1092-1109), the shapes the
 * constructor gives them, Unit 8's pools and the human list head.
 */
export class BodyPools {
  /** Unit 8's ignore slots and shape pools (+0xf4e0, +0xf7b0, +0x22930, +0x2c530, +0x4c720, +0x4db60) */
  unit08: PhysicsPools = new PhysicsPools();
  /** IPhysics +0x04: the head of the human list (null: empty) */
  human_head: HumanBody | null = null;
  /** +0x124b0: 60 human bodies × 0xe0 */
  humans: HumanBody[] = Array.from({ length: 60 }, () => new HumanBody());
  /** +0x10e30: 60 capsules, capsule i is human i's first shape */
  capsules: PhysicsShape[] = Array.from({ length: 60 }, () => new PhysicsShape());
  /** +0x71a0: 300 segments, 5i … 5i+4 are human i's first five bone shapes */
  segments: PhysicsShape[] = Array.from({ length: 300 }, () => new PhysicsShape());
  /** +0x120: 300 spheres, 5i … 5i+4 are human i's last five bone shapes */
  spheres: PhysicsShape[] = Array.from({ length: 300 }, () => new PhysicsShape());
  /** +0x4f2a0: the punch bag's human body (one set) */
  punch_bag: HumanBody = new HumanBody();
  /** +0x4f3f0: its capsule */
  bag_capsule: PhysicsShape = new PhysicsShape();
  /** +0x4f380: its one bone segment */
  bag_segment: PhysicsShape = new PhysicsShape();
  /** +0x15930: 416 world object bodies × 0x80 */
  objects: Body[] = Array.from({ length: 416 }, () => new Body());
  /** +0x4be20: 18 car bodies × 0x80 */
  cars: Body[] = Array.from({ length: 18 }, () => new Body());
  /** +0x3af30: 255 glass pane bodies × 0x80 */
  panes: Body[] = Array.from({ length: 255 }, () => new Body());
  /** +0x42eb0: 255 pane boxes, box i goes with pane body i */
  pane_boxes: PhysicsShape[] = Array.from({ length: 255 }, () => new PhysicsShape());
}

/** Puts a BodyPools back into the zero state `new BodyPools()` gives, in place. */
export function reset_BodyPools(s: BodyPools): void {
  reset_PhysicsPools(s.unit08);
  s.human_head = null;
  for (const x of s.humans) reset_HumanBody(x);
  for (const x of s.capsules) reset_PhysicsShape(x);
  for (const x of s.segments) reset_PhysicsShape(x);
  for (const x of s.spheres) reset_PhysicsShape(x);
  reset_HumanBody(s.punch_bag);
  reset_PhysicsShape(s.bag_capsule);
  reset_PhysicsShape(s.bag_segment);
  for (const x of s.objects) reset_Body(x);
  for (const x of s.cars) reset_Body(x);
  for (const x of s.panes) reset_Body(x);
  for (const x of s.pane_boxes) reset_PhysicsShape(x);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BodyPools(dst: BodyPools, src: BodyPools): void {
  copy_PhysicsPools(dst.unit08, src.unit08);
  dst.human_head = src.human_head;
  for (let i = 0; i < dst.humans.length; i++) copy_HumanBody(dst.humans[i], src.humans[i]);
  for (let i = 0; i < dst.capsules.length; i++) copy_PhysicsShape(dst.capsules[i], src.capsules[i]);
  for (let i = 0; i < dst.segments.length; i++) copy_PhysicsShape(dst.segments[i], src.segments[i]);
  for (let i = 0; i < dst.spheres.length; i++) copy_PhysicsShape(dst.spheres[i], src.spheres[i]);
  copy_HumanBody(dst.punch_bag, src.punch_bag);
  copy_PhysicsShape(dst.bag_capsule, src.bag_capsule);
  copy_PhysicsShape(dst.bag_segment, src.bag_segment);
  for (let i = 0; i < dst.objects.length; i++) copy_Body(dst.objects[i], src.objects[i]);
  for (let i = 0; i < dst.cars.length; i++) copy_Body(dst.cars[i], src.cars[i]);
  for (let i = 0; i < dst.panes.length; i++) copy_Body(dst.panes[i], src.panes[i]);
  for (let i = 0; i < dst.pane_boxes.length; i++) copy_PhysicsShape(dst.pane_boxes[i], src.pane_boxes[i]);
}

/** Feeds the raw bits of a BodyPools to the hasher, field by field in declaration order. */
export function hash_BodyPools(s: BodyPools, h: StateHasher): void {
  h.enter(s);
  hash_PhysicsPools(s.unit08, h);
  h.ref(s.human_head);
  for (let i0 = 0; i0 < s.humans.length; i0++) {
    hash_HumanBody(s.humans[i0], h);
  }
  for (let i0 = 0; i0 < s.capsules.length; i0++) {
    hash_PhysicsShape(s.capsules[i0], h);
  }
  for (let i0 = 0; i0 < s.segments.length; i0++) {
    hash_PhysicsShape(s.segments[i0], h);
  }
  for (let i0 = 0; i0 < s.spheres.length; i0++) {
    hash_PhysicsShape(s.spheres[i0], h);
  }
  hash_HumanBody(s.punch_bag, h);
  hash_PhysicsShape(s.bag_capsule, h);
  hash_PhysicsShape(s.bag_segment, h);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    hash_Body(s.objects[i0], h);
  }
  for (let i0 = 0; i0 < s.cars.length; i0++) {
    hash_Body(s.cars[i0], h);
  }
  for (let i0 = 0; i0 < s.panes.length; i0++) {
    hash_Body(s.panes[i0], h);
  }
  for (let i0 = 0; i0 < s.pane_boxes.length; i0++) {
    hash_PhysicsShape(s.pane_boxes[i0], h);
  }
}

/** Writes a BodyPools to a snapshot stream. */
export function snapshot_BodyPools(s: BodyPools, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_PhysicsPools(s.unit08, w);
  w.ref(s.human_head);
  for (let i0 = 0; i0 < s.humans.length; i0++) {
    snapshot_HumanBody(s.humans[i0], w);
  }
  for (let i0 = 0; i0 < s.capsules.length; i0++) {
    snapshot_PhysicsShape(s.capsules[i0], w);
  }
  for (let i0 = 0; i0 < s.segments.length; i0++) {
    snapshot_PhysicsShape(s.segments[i0], w);
  }
  for (let i0 = 0; i0 < s.spheres.length; i0++) {
    snapshot_PhysicsShape(s.spheres[i0], w);
  }
  snapshot_HumanBody(s.punch_bag, w);
  snapshot_PhysicsShape(s.bag_capsule, w);
  snapshot_PhysicsShape(s.bag_segment, w);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    snapshot_Body(s.objects[i0], w);
  }
  for (let i0 = 0; i0 < s.cars.length; i0++) {
    snapshot_Body(s.cars[i0], w);
  }
  for (let i0 = 0; i0 < s.panes.length; i0++) {
    snapshot_Body(s.panes[i0], w);
  }
  for (let i0 = 0; i0 < s.pane_boxes.length; i0++) {
    snapshot_PhysicsShape(s.pane_boxes[i0], w);
  }
}

/** Reads a BodyPools back from a snapshot stream written by snapshot_BodyPools. */
export function restore_BodyPools(s: BodyPools, r: SnapshotReader): void {
  r.enter(s);
  restore_PhysicsPools(s.unit08, r);
  r.ref((o: HumanBody | null) => { s.human_head = o; });
  for (let i0 = 0; i0 < s.humans.length; i0++) {
    restore_HumanBody(s.humans[i0], r);
  }
  for (let i0 = 0; i0 < s.capsules.length; i0++) {
    restore_PhysicsShape(s.capsules[i0], r);
  }
  for (let i0 = 0; i0 < s.segments.length; i0++) {
    restore_PhysicsShape(s.segments[i0], r);
  }
  for (let i0 = 0; i0 < s.spheres.length; i0++) {
    restore_PhysicsShape(s.spheres[i0], r);
  }
  restore_HumanBody(s.punch_bag, r);
  restore_PhysicsShape(s.bag_capsule, r);
  restore_PhysicsShape(s.bag_segment, r);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    restore_Body(s.objects[i0], r);
  }
  for (let i0 = 0; i0 < s.cars.length; i0++) {
    restore_Body(s.cars[i0], r);
  }
  for (let i0 = 0; i0 < s.panes.length; i0++) {
    restore_Body(s.panes[i0], r);
  }
  for (let i0 = 0; i0 < s.pane_boxes.length; i0++) {
    restore_PhysicsShape(s.pane_boxes[i0], r);
  }
}

/** The human fields Human_CreatePhysicsBody reads and writes (002 L1135). */
export class HumanPhysicsFields {
  /** human +0x1a0: the physics body (null: none) */
  body: HumanBody | null = null;
  /** the human's class (0x1cc: HeavyBag) */
  class_id: number = 0;
  /** human +0x04: the brain (0: the player) */
  brain: number = 0;
  /** human byte +0x3bf (0: flags |= 0x200, not pushed) */
  b3bf: number = 0;
}

/** Puts a HumanPhysicsFields back into the zero state `new HumanPhysicsFields()` gives, in place. */
export function reset_HumanPhysicsFields(s: HumanPhysicsFields): void {
  s.body = null;
  s.class_id = 0;
  s.brain = 0;
  s.b3bf = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_HumanPhysicsFields(dst: HumanPhysicsFields, src: HumanPhysicsFields): void {
  dst.body = src.body;
  dst.class_id = src.class_id;
  dst.brain = src.brain;
  dst.b3bf = src.b3bf;
}

/**
 * What IPhysics_Construct leaves in the body pools (002 L1092-1098), after Unit 8's pools: every
 * body constructed (flags 0x80000400, scale 1, …); each human body (also the punch bag's) with
 * the human constructor's zeros and flags |= 0x3f (0x8000043f) and the human vtable; human i gets
 * capsule i (2.0, 0.35, flags 0x1) as +0x30 and ten bone shapes on +0x80: segments 5i … 5i+4 for
 * bones 3, 24, 18, 32, 29, spheres 5i … 5i+4 for bones 6, 25, 19, 33, 30, flags 0x3 (0x7 for bones 3
 * and 6). The bone offsets, radii and lengths come from tables whose values are not in 002 (on
 * Combat): they stay 0 here. The pane boxes are constructed boxes (flags 0x1; inferred, 002 says
 * only that box i goes with pane i).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, What the constructor leaves 0x0033c288 IPhysics_Construct (body pools; 0x003418f8, 0x00341e98, 0x00342a30)
 * @unit U9.13
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:94
 */
export function IPhysics_ConstructBodyPools(bp: BodyPools): void {
  IPhysics_ConstructPools(bp.unit08);
  bp.human_head = null;
  for (let i = 0; i < bp.humans.length; i++) {
    const hb: HumanBody = bp.humans[i];
    PhysicsHumanBody_Construct(hb);
    const cap: PhysicsShape = bp.capsules[i];
    PhysShapeCapsule_Construct(cap);
    // 2.0 = 0x40000000, 0.35 = 0x3eb33333
    PhysShapeCapsule_SetSize(cap, 2 /* f32#40000000 */, 0.3499999940395355 /* f32#3eb33333 */);
    hb.body.first_shape = cap;
    hb.bones.length = 0;
    for (let k = 0; k < 5; k++) {
      const s: PhysicsShape = bp.segments[(Math.imul(5, i) + k) | 0];
      PhysShapeSegment_Construct(s);
      s.bone = U9_BoneOf(k);
      s.flags = U9_BoneFlags(k);
      PhysicsHumanBody_AddBoneShape(hb, s);
    }
    for (let k_1 = 5; k_1 < 10; k_1++) {
      const s_1: PhysicsShape = bp.spheres[(Math.imul(5, i) + k_1 - 5) | 0];
      PhysShapeSphere_Construct(s_1);
      s_1.bone = U9_BoneOf(k_1);
      s_1.flags = U9_BoneFlags(k_1);
      PhysicsHumanBody_AddBoneShape(hb, s_1);
    }
  }
  // the punch bag's set: capsule (2.0, 0.35), one segment with offset 0, radius 0.35, length 1.5,
  // bone 3 and flags 0x4 written outright (not enabled, a strike target, not a striker)
  const bag: HumanBody = bp.punch_bag;
  PhysicsHumanBody_Construct(bag);
  PhysShapeCapsule_Construct(bp.bag_capsule);
  PhysShapeCapsule_SetSize(bp.bag_capsule, 2 /* f32#40000000 */, 0.3499999940395355 /* f32#3eb33333 */);
  bag.body.first_shape = bp.bag_capsule;
  PhysShapeSegment_Construct(bp.bag_segment);
  bp.bag_segment.offset.x = 0;
  bp.bag_segment.offset.y = 0;
  bp.bag_segment.offset.z = 0;
  bp.bag_segment.offset.w = 0;
  bp.bag_segment.seg_radius = 0.3499999940395355 /* f32#3eb33333 */;
  bp.bag_segment.length = 1.5 /* f32#3fc00000 */;
  bp.bag_segment.bone = 3;
  bp.bag_segment.flags = 0x4;
  PhysicsHumanBody_AddBoneShape(bag, bp.bag_segment);
  for (let i_1 = 0; i_1 < bp.objects.length; i_1++) {
    PhysicsBody_Construct(bp.objects[i_1]);
  }
  for (let i_2 = 0; i_2 < bp.cars.length; i_2++) {
    PhysicsBody_Construct(bp.cars[i_2]);
  }
  for (let i_3 = 0; i_3 < bp.panes.length; i_3++) {
    PhysicsBody_Construct(bp.panes[i_3]);
    PhysicsBox_Construct(bp.pane_boxes[i_3]);
  }
}

/**
 * The bone of the k-th bone shape (0 … 9) in the constructor's order: 3, 24, 18, 32, 29 (segments),
 * 6, 25, 19, 33, 30 (spheres).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, What the constructor leaves 0x0033c288 IPhysics_Construct (bone lists)
 * @unit U9.13
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:151
 */
export function U9_BoneOf(k: number): number {
  if (k === 0) {
    return BONE_SEGMENT_0;
  } else if (k === 1) {
    return 24;
  } else if (k === 2) {
    return 18;
  } else if (k === 3) {
    return 32;
  } else if (k === 4) {
    return 29;
  } else if (k === 5) {
    return 6;
  } else if (k === 6) {
    return 25;
  } else if (k === 7) {
    return 19;
  } else if (k === 8) {
    return 33;
  }
  if (k !== 9) assertFail("spec/ps2/unit09_create.spec:171", "a human body has ten bone shapes");
  return 30;
}

/**
 * The k-th bone shape's constructor flags: the head's 0x1, plus 0x2, plus 0x4 for bones 3 and 6.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, What the constructor leaves 0x0033c288 IPhysics_Construct (bone flags)
 * @unit U9.13
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:178
 */
export function U9_BoneFlags(k: number): number {
  if (k === 0 || k === 5) {
    return 0x7;
  }
  return 0x3;
}

/**
 * Appends hb at the tail of the human list (next +0xc8, previous +0xcc); an empty list makes it
 * the head with both links null. Its own next link is not written (null from the constructor or
 * its last removal).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, The human list 0x003407a0 IPhysics_AddHumanBody
 * @unit U9.11
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:192
 */
export function IPhysics_AddHumanBody(bp: BodyPools, hb: HumanBody): void {
  if (bp.human_head === null) {
    bp.human_head = hb;
    hb.list_next = null;
    hb.list_prev = null;
    return;
  }
  let tail: HumanBody | null = bp.human_head;
  let steps: number = 0;
  while (tail!.list_next !== null) {
    steps = (steps + 1) | 0;
    // a body appended twice makes a cycle, on which the original walks forever
    if (!(steps <= 61)) assertFail("spec/ps2/unit09_create.spec:204", "human list longer than the 61 human bodies: a cycle");
    tail = tail!.list_next;
  }
  tail!.list_next = hb;
  hb.list_prev = tail;
}

/**
 * StopIgnoring(null) on the human body (+0xd4 = 0 and its whole ignore chain freed), the unlink
 * (the head moves to the next, whose previous becomes null; else previous.next = next and
 * next.previous = previous), ClearStrikeSpheres (Unit 10), then both links null.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, The human list 0x003407f8 IPhysics_RemoveHumanBody
 * @unit U9.12
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:216
 */
export function IPhysics_RemoveHumanBody(bp: BodyPools, hb: HumanBody): void {
  // the human vtable's StopIgnoring (+0x38 / +0x3c) with null
  PhysicsHumanBody_StopIgnoring(bp.unit08, hb.body, 0);
  if (bp.human_head === hb) {
    bp.human_head = hb.list_next;
    if (hb.list_next !== null) {
      hb.list_next!.list_prev = null;
    }
  } else {
    // a body that is not in the list has no previous: the original writes through null
    if (hb.list_prev === null) assertFail("spec/ps2/unit09_create.spec:226", "RemoveHumanBody of a body not in the human list: the original writes through null");
    hb.list_prev!.list_next = hb.list_next;
    // inferred: the tail's missing next is tested (002 L1119 does not say)
    if (hb.list_next !== null) {
      hb.list_next!.list_prev = hb.list_prev;
    }
  }
  PhysicsHumanBody_ClearStrikeSpheres(hb);
  hb.list_next = null;
  hb.list_prev = null;
}

/**
 * The first of the 60 human bodies whose owner is null: SetOwner, flags 0x8002243f, scale (1, 1,
 * 1, 1), group 0, +0x70 0, +0xc0 0, +0xc4 0, +0xd0 0; the capsule enabled then 0x2 cleared; every
 * bone shape disabled; then the human list, the body vector and the scale step (Unit 10). Null
 * when all 60 are taken (nothing changed). `human` and `actor` are the owner's views the human
 * body keeps beside it (D-U10-1): the scale step's Update poses the capsule with them.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Taking a slot 0x0033cc48 IPhysics_CreateHumanBody
 * @unit U9.01
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:247
 */
export function IPhysics_CreateHumanBody(phys: IPhysics, bp: BodyPools, owner: Owner | null, human: HumanOwner | null, actor: HumanBodyOwner | null): HumanBody | null {
  for (let i = 0; i < bp.humans.length; i++) {
    if (bp.humans[i].body.owner === null) {
      const hb: HumanBody = bp.humans[i];
      PhysicsBody_SetOwner(hb.body, owner);
      hb.human = human;
      hb.actor = actor;
      hb.body.flags = 0x8002243f;
      hb.body.scale.x = 1;
      hb.body.scale.y = 1;
      hb.body.scale.z = 1;
      hb.body.scale.w = 1;
      hb.body.group = 0;
      hb.body.stuck = 0;
      hb.strike_bits = 0;
      // +0xc4 = 0: the chain's head dropped, its spheres not touched (the remove cleared them)
      hb.weapon_spheres.length = 0;
      hb.weapon_timer = 0;
      // quirk kept: 002 L1111: the push-out +0x50, the ignore list +0x38, +0x84 and +0xd4 are not
      // written (the last free cleared them)
      U9_EnableCapsuleDisableBones(hb);
      IPhysics_AddHumanBody(bp, hb);
      IPhysics_AddBody(phys, hb.body);
      PhysicsBody_ApplyHumanScale(phys, hb);
      return hb;
    }
  }
  return null;
}

/**
 * enable(capsule, on) then capsule flags &= ~0x2; enable(off) for every bone shape.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Taking a slot 0x0033cc48 / 0x0033cb08 (the enable writes)
 * @unit U9.01, U9.03
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:277
 */
export function U9_EnableCapsuleDisableBones(hb: HumanBody): void {
  const cap: PhysicsShape | null = hb.body.first_shape;
  if (cap === null) assertFail("spec/ps2/unit09_create.spec:279", "a human body always has its capsule");
  PhysicsShape_Enable(cap!, true);
  cap!.flags = cap!.flags & 65533;
  for (let k = 0; k < hb.bones.length; k++) {
    PhysicsShape_Enable(hb.bones[k]!, false);
  }
}

/**
 * The punch bag's one set, with no free test: taken whatever its owner (a second create overwrites
 * the first). Flags 0x8000243f (no 0x20000), scale 1, group 0, +0x70, +0xc0, +0xc4, +0xd0 0; capsule
 * on then &= ~0x2; the segment off; the human list and the body vector; no scale step. `human` and
 * `actor` as for IPhysics_CreateHumanBody.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Taking a slot 0x0033cb08 IPhysics_CreatePunchBagBody
 * @unit U9.03
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:293
 */
export function IPhysics_CreatePunchBagBody(phys: IPhysics, bp: BodyPools, owner: Owner | null, human: HumanOwner | null, actor: HumanBodyOwner | null): HumanBody | null {
  const hb: HumanBody = bp.punch_bag;
  // quirk kept: 002 L1106: no free test, the one set is always returned
  PhysicsBody_SetOwner(hb.body, owner);
  hb.human = human;
  hb.actor = actor;
  hb.body.flags = 0x8000243f;
  hb.body.scale.x = 1;
  hb.body.scale.y = 1;
  hb.body.scale.z = 1;
  hb.body.scale.w = 1;
  hb.body.group = 0;
  hb.body.stuck = 0;
  hb.strike_bits = 0;
  hb.weapon_spheres.length = 0;
  hb.weapon_timer = 0;
  U9_EnableCapsuleDisableBones(hb);
  IPhysics_AddHumanBody(bp, hb);
  IPhysics_AddBody(phys, hb.body);
  return hb;
}

/**
 * The first of the 416 object bodies whose owner is null: SetOwner, flags 0x80000500, group 0,
 * +0x70 0, scale 1; no shape (the caller adds one); the body vector. Null when all are taken.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Taking a slot 0x0033ce58 IPhysics_CreateObjectBody
 * @unit U9.05
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:316
 */
export function IPhysics_CreateObjectBody(phys: IPhysics, bp: BodyPools, owner: Owner | null): Body | null {
  for (let i = 0; i < bp.objects.length; i++) {
    if (bp.objects[i].owner === null) {
      const b: Body = bp.objects[i];
      PhysicsBody_SetOwner(b, owner);
      b.flags = 0x80000500;
      b.group = 0;
      b.stuck = 0;
      b.scale.x = 1;
      b.scale.y = 1;
      b.scale.z = 1;
      b.scale.w = 1;
      IPhysics_AddBody(phys, b);
      return b;
    }
  }
  return null;
}

/**
 * The first of the 18 car bodies whose owner is null: SetOwner, flags 0x80000000, group 0, +0x70 0;
 * the scale is not written; no shape; the body vector. Null when all are taken.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Taking a slot 0x0033cf68 IPhysics_CreateCarBody
 * @unit U9.07
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:336
 */
export function IPhysics_CreateCarBody(phys: IPhysics, bp: BodyPools, owner: Owner | null): Body | null {
  for (let i = 0; i < bp.cars.length; i++) {
    if (bp.cars[i].owner === null) {
      const b: Body = bp.cars[i];
      PhysicsBody_SetOwner(b, owner);
      b.flags = 0x80000000;
      b.group = 0;
      b.stuck = 0;
      // quirk kept: 002 L1108, L1111: the scale stays the constructor's (1, 1, 1, 1)
      IPhysics_AddBody(phys, b);
      return b;
    }
  }
  return null;
}

/**
 * The first of the 255 pane bodies whose owner is null, with box i of the pane boxes: SetOwner,
 * PhysicsBox_SetSize(width, 0.5, height) (half-extents (width/2, 0.25, height/2)), box flags |= 0x9,
 * +0x30 = the box, flags 0x8000007a, group 0, +0x70 0 (scale not written); the body vector. Null
 * when all are taken.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, The box body 0x0033d070 Physics_CreateBoxBody
 * @unit U9.09
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:358
 */
export function Physics_CreateBoxBody(phys: IPhysics, bp: BodyPools, owner: Owner | null, width: number, height: number): Body | null {
  for (let i = 0; i < bp.panes.length; i++) {
    if (bp.panes[i].owner === null) {
      const b: Body = bp.panes[i];
      // the two pools advance together (002 L1115)
      const box: PhysicsShape = bp.pane_boxes[i];
      PhysicsBody_SetOwner(b, owner);
      // 0.5 = 0x3f000000
      PhysicsBox_SetSize(box, width, 0.5 /* f32#3f000000 */, height);
      box.flags = box.flags | 0x9;
      b.first_shape = box;
      b.flags = 0x8000007a;
      b.group = 0;
      b.stuck = 0;
      IPhysics_AddBody(phys, b);
      return b;
    }
  }
  return null;
}

/**
 * RemoveHumanBody, RemoveBody, owner null (SetOwner: the type mask stays), then SetPushSphere(0)
 * (Unit 10). Flags, +0xc0 and the bone shapes are left as they are.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Freeing 0x0033ce00 IPhysics_FreeHumanBody
 * @unit U9.02
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:385
 */
export function IPhysics_FreeHumanBody(phys: IPhysics, bp: BodyPools, hb: HumanBody): void {
  IPhysics_RemoveHumanBody(bp, hb);
  IPhysics_RemoveBody(phys, hb.body);
  // quirk kept: 002 L1131: SetOwner(null) leaves the type mask +0x44; L1126: flags, +0xc0 and the
  // bone shapes stay as they are until the next create
  PhysicsBody_SetOwner(hb.body, null);
  // the model's owner views go with the owner (D-U10-1)
  hb.human = null;
  hb.actor = null;
  PhysicsHumanBody_SetPushSphere(bp.unit08, hb, false);
}

/**
 * The same steps as IPhysics_FreeHumanBody (002 L1126: identical code).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Freeing 0x0033cbf0 IPhysics_FreePunchBagBody
 * @unit U9.04
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:400
 */
export function IPhysics_FreePunchBagBody(phys: IPhysics, bp: BodyPools, hb: HumanBody): void {
  IPhysics_RemoveHumanBody(bp, hb);
  IPhysics_RemoveBody(phys, hb.body);
  PhysicsBody_SetOwner(hb.body, null);
  // the model's owner views go with the owner (D-U10-1)
  hb.human = null;
  hb.actor = null;
  PhysicsHumanBody_SetPushSphere(bp.unit08, hb, false);
}

/**
 * RemoveBody; the first shape's 0x8 cleared (its other flags kept); StopIgnoring(null); owner
 * null; +0x30 = null.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Freeing 0x0033cf00 IPhysics_FreeObjectBody
 * @unit U9.06
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:414
 */
export function IPhysics_FreeObjectBody(phys: IPhysics, bp: BodyPools, b: Body): void {
  IPhysics_RemoveBody(phys, b);
  const s: PhysicsShape | null = b.first_shape;
  // the original writes the flags of +0x30 without a test (the caller always adds a shape)
  if (s === null) assertFail("spec/ps2/unit09_create.spec:418", "FreeObjectBody of a body without a shape: the original writes through null");
  s!.flags = s!.flags & 65527;
  // the base vtable's StopIgnoring (+0x38 / +0x3c) with null
  PhysicsBody_StopIgnoring(bp.unit08, b, 0);
  PhysicsBody_SetOwner(b, null);
  b.first_shape = null;
}

/**
 * RemoveBody; each shape unchained in turn (its next 0, its 0x8 cleared, +0x30 = the following
 * one), ending with +0x30 = null; StopIgnoring(null); owner null.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Freeing 0x0033cff8 IPhysics_FreeCarBody
 * @unit U9.08
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:430
 */
export function IPhysics_FreeCarBody(phys: IPhysics, bp: BodyPools, b: Body): void {
  IPhysics_RemoveBody(phys, b);
  U9_UnchainShapes(phys, b);
  // the base vtable's StopIgnoring (+0x38 / +0x3c) with null
  PhysicsBody_StopIgnoring(bp.unit08, b, 0);
  PhysicsBody_SetOwner(b, null);
}

/**
 * RemoveBody; the box's 0x8 cleared; owner null. No StopIgnoring, and +0x30 is kept.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Freeing 0x0033d158 IPhysics_FreeBoxBody
 * @unit U9.10
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:441
 */
export function IPhysics_FreeBoxBody(phys: IPhysics, bp: BodyPools, b: Body): void {
  IPhysics_RemoveBody(phys, b);
  const s: PhysicsShape | null = b.first_shape;
  if (s === null) assertFail("spec/ps2/unit09_create.spec:444", "FreeBoxBody of a body without its box: the original writes through null");
  s!.flags = s!.flags & 65527;
  // quirk kept: 002 L1129: no StopIgnoring, so a pane's ignore chain survives its free; +0x30 is
  // kept (the next create of the slot writes the same box)
  PhysicsBody_SetOwner(b, null);
}

/**
 * Frees the human's body with the punch bag's free for class 0x1cc, else the human free; +0x1a0 = null.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, The callers' rules 0x0021cf20 Human_FreePhysicsBody
 * @unit U9.14
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:468
 */
export function Human_FreePhysicsBody(phys: IPhysics, bp: BodyPools, h: HumanPhysicsFields): void {
  const hb: HumanBody | null = h.body;
  if (hb === null) {
    return;
  }
  if (h.class_id === 0x1cc) {
    IPhysics_FreePunchBagBody(phys, bp, hb!);
  } else {
    IPhysics_FreeHumanBody(phys, bp, hb!);
  }
  h.body = null;
}

/**
 * A human's body: the old one freed first; class 0x1cc takes the punch bag's set with flags |=
 * 0x200; any other a human body, then the player (brain 0) gets flags |= 0x400 and scale (1.4286,
 * 1.4286, 1, 1), an AI flags &= ~0x400; then byte +0x3bf = 0 adds flags 0x200. `owner` is the human,
 * `human` and `actor` its views (D-U10-1).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, The callers' rules 0x0021ce08 Human_CreatePhysicsBody
 * @unit U9.14
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:487
 */
export function Human_CreatePhysicsBody(phys: IPhysics, bp: BodyPools, h: HumanPhysicsFields, owner: Owner | null, human: HumanOwner | null, actor: HumanBodyOwner | null): void {
  if (h.body !== null) {
    Human_FreePhysicsBody(phys, bp, h);
  }
  if (h.class_id === 0x1cc) {
    const bag: HumanBody | null = IPhysics_CreatePunchBagBody(phys, bp, owner, human, actor);
    bag!.body.flags = (bag!.body.flags | 0x200) >>> 0;
    h.body = bag;
    return;
  }
  const hb: HumanBody | null = IPhysics_CreateHumanBody(phys, bp, owner, human, actor);
  // the original writes through the result without a test (a 61st human)
  if (hb === null) assertFail("spec/ps2/unit09_create.spec:499", "Human_CreatePhysicsBody with all 60 human bodies taken: the original writes through null");
  if (h.brain === 0) {
    // the player (inferred, 002 L1135): 0x400 is already set
    hb!.body.flags = (hb!.body.flags | 0x400) >>> 0;
    // 1.4286 = 0x3fb6db6e
    hb!.body.scale.x = 1.4285714626312256 /* f32#3fb6db6e */;
    hb!.body.scale.y = 1.4285714626312256 /* f32#3fb6db6e */;
    hb!.body.scale.z = 1;
    hb!.body.scale.w = 1;
  } else {
    hb!.body.flags = (hb!.body.flags & 0xfffffbff) >>> 0;
  }
  if (h.b3bf === 0) {
    hb!.body.flags = (hb!.body.flags | 0x200) >>> 0;
  }
  h.body = hb;
}

/**
 * The flag write of Car_MakeBodies at 0x00387ea8: the car body's flags |= 0x2211a (so 0x8002211a).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, The callers' rules 0x00387d50 Car_MakeBodies (0x00387ea8)
 * @unit U9.14
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:517
 */
export function Car_MakeBodies_SetFlags(b: Body): void {
  b.flags = (b.flags | 0x2211a) >>> 0;
}

/**
 * Unchains a body's shapes in turn: each one's next = 0 and 0x8 cleared, +0x30 = the following
 * one, ending with +0x30 = null (the link is Unit 7's shape handle, PhysicsShape_Next).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, Freeing 0x0033cff8 IPhysics_FreeCarBody (the unchain loop)
 * @unit U9.08
 * @float ps2
 * @spec spec/ps2/unit09_create.spec:525
 */
export function U9_UnchainShapes(phys: IPhysics, b: Body): void {
  let steps: number = 0;
  while (b.first_shape !== null) {
    steps = (steps + 1) | 0;
    if (!(steps <= ((phys.shapes.length + 1) | 0))) assertFail("spec/ps2/unit09_create.spec:529", "shape chain longer than the shape table: a cycle, the original loops forever");
    const s: PhysicsShape | null = b.first_shape;
    const n: PhysicsShape | null = PhysicsShape_Next(phys, s!);
    s!.next = 0;
    s!.flags = s!.flags & 65527;
    b.first_shape = n;
  }
}
