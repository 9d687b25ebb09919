// GENERATED FILE: do not edit. Engine module ps2.unit10.human: 002 Unit 10: the human body set: construct and destroy, the scale step, the per-update pose and broad bound, the strike switch, the weapon and push spheres, the push, Moved and the strike test from spec/ps2/unit10_human.spec (sha256 fb628e24fcce21c4).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, SnapshotReader, SnapshotWriter, StateHasher, Vec4, assertFail, specMax } from "../../runtime/index.js";
import { Body, HUMAN_BODY_VTABLE, Owner } from "./body.generated.js";
import { vu_rsqrt } from "./unit02_mesh_records.generated.js";
import { AABB, AABB_ExtendByMove, Contact, ContactList, host_Contact, host_ContactList } from "./unit03_contacts.generated.js";
import { BodyVtableHost, PhysicsBody_OwnerRef, PhysicsContact_Owner, PhysicsShape_PoseForOwner } from "./unit03_sweep.generated.js";
import { AABB_FromUprightCylinder, Mat4Rows, PhysicsShape, PhysicsShape_Enable, PhysicsShape_VGetPosition, PhysicsShape_VSetFromMatrix, Transform, host_PhysicsShape, host_Transform } from "./unit06_shapes.generated.js";
import { BodyList_Reinsert, BodyRefList, IPhysics_Node, IPhysics_OverlapShape, IPhysics_QueryBox, IPhysics_ShapeHandle, OverlapQuery, PhysicsBody_ComputeBounds, PhysicsBody_Construct, PhysicsBody_Destroy, PhysicsBody_Moved, PhysicsBody_VGetShapes, PhysicsShape_Next } from "./unit07_world.generated.js";
import { IPhysics_AllocBigSphere, IPhysics_FreeShape, PhysicsBody_StopIgnoring, PhysicsHumanBody_Ignore, PhysicsHumanBody_IsIgnoring, PhysicsHumanBody_StopIgnoring, PhysicsPools } from "./unit08_ignore_pools.generated.js";
import { HumanBody } from "./unit09_create.generated.js";
import { CollisionBackend, IPhysics, RayHit, host_RayHit } from "./world.generated.js";

/**
 * What the human body set calls on its owner human beyond the `Owner` slots (002 Unit 10). A game
 * passes its human as this view when it creates the body (IPhysics_CreateHumanBody).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface HumanBodyOwner {
  /**
   * R of the broad bound (002 L1196): the human's anim record (+0xd4), its Anim Range List (+0x160)
   * and that list's reach (+0x04) for the record's clip id (+0x20), AttackTable_GetReach
   * 0x002544a0 (the id is not range-checked); 0.0 when there is no record or no list.
   */
  reach(): number;
  /** Human_GetHeldObject 0x00226ff0: the held object (null: nothing held). */
  held_object(): Owner | null;
  /** Human_GetTarget 0x00226e60 (null: none). */
  target(): Owner | null;
  /** Human_GetGrabOther 0x002269d8: the anim record +0xd4's handle +0xc4 (null: no grab). */
  grab_other(): Owner | null;
  /** human byte +0x1b0: the player number, signed (−1: not a player). */
  player(): number;
  /**
   * owner vtable +0x100 / +0x104: Strike_Contact with the contact (Combat; a level contact has
   * other owner 0: the level branch, a particle at +0x90).
   */
  strike_contact(c: Contact): void;
  /** owner vtable +0x108 / +0x10c with the candidate's owner: non-zero lets the strike shapes try it. */
  may_strike(other: Owner | null): number;
  /**
   * Anim_HitsWithCapsule(owner, Human_GetAnimId(owner)) 0x00101b88: the playing clip has flag
   * 0x10000 (a human target is then met through his capsule alone).
   */
  hits_with_capsule(): boolean;
  /**
   * Human_OnPushContact 0x00219b08, which the human body's slot +0x50 (OnStruck) calls with the
   * owner and what the slot received (otherBody, contact, push, move; 002 L295, L1180).
   */
  on_push_contact(c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void;
}

/**
 * The parts of the strike test that are not in the documents (D-U10-4): Unit 5's per-shape sweep
 * ("prev, cur, the restore, the contact fields, the pose rule", 002 L1248) and the line-of-sight
 * ray cast with its options and material exclusion list. A game supplies them (Unit 5 for boxes;
 * Unit 11's PhysicsSweep_Pair covers the sphere, capsule and segment pairs once Unit 5 says how a
 * shape is put at its last pose); the conformance tests use a fake.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface StrikeHost {
  /**
   * Unit 5: puts the strike shape at its last pose (+0x20) and returns its move to the current one
   * (the level steps: the box is the shape's bounds there, grown by this move).
   */
  begin(own: PhysicsShape, out$: Vec4): void;
  /** Unit 5: puts the strike shape back at its current pose ("the shape put back to cur"). */
  restore(own: PhysicsShape): void;
  /**
   * Unit 5's per-shape sweep: the strike shape `own` from its last pose to its current one against
   * `other` (a shape of `other_body`) at rest, through the sweep table; on a hit it writes the
   * contact's geometry (+0x10, +0x50, +0x80, +0x90, +0xb0) and returns true; `own` is left at its
   * current pose.
   */
  sweep(c: Contact, own: PhysicsShape, other_body: Body, other: PhysicsShape): boolean;
  /**
   * WorldManager_RayCast 0x0040db88 with the material exclusion list at 0x005771c8 and `options`
   * (0x48, or 0x8 for a human candidate): true when the result's +0x10 is non-zero (a hit).
   * (The CollisionBackend's ray_cast is the cast with mask 0 and no options, so it cannot carry
   * these; D-U10-4.)
   */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, options: number, hit: RayHit): boolean;
}

/**
 * Unit 3's body slot +0x50 host (BodyVtableHost) with the human body's entry: a body with the human
 * vtable gets PhysicsHumanBody_OnStruck; any other body goes to `base` (0x004f12a0, not specified).
 */
export class HumanBodySlots implements BodyVtableHost {
  /** the base body's slot +0x50 (null: a push on a base body is refused) */
  base: BodyVtableHost | null = null;

  /** Implements BodyVtableHost.pushed (@spec spec/ps2/unit10_human.spec:470). */
  pushed(other: Body, c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void {
    if (other.vtable === HUMAN_BODY_VTABLE) {
      const hb: HumanBody | null = other.human;
      if (hb === null) assertFail("spec/ps2/unit10_human.spec:473", "a human-vtable body that is not a human body record");
      PhysicsHumanBody_OnStruck(hb!, c, push_x, push_y, push_z, push_w, move_x, move_y, move_z, move_w);
      return;
    }
    const b: BodyVtableHost | null = this.base;
    if (b === null) assertFail("spec/ps2/unit10_human.spec:478", "the base body's slot +0x50 (0x004f12a0) is not supplied");
    b!.pushed(other, c, push_x, push_y, push_z, push_w, move_x, move_y, move_z, move_w);
  }
}

/** Puts a HumanBodySlots back into the zero state `new HumanBodySlots()` gives, in place. */
export function reset_HumanBodySlots(s: HumanBodySlots): void {
  s.base = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_HumanBodySlots(dst: HumanBodySlots, src: HumanBodySlots): void {
  dst.base = src.base;
}

/** Feeds the raw bits of a HumanBodySlots to the hasher, field by field in declaration order. */
export function hash_HumanBodySlots(s: HumanBodySlots, h: StateHasher): void {
  h.enter(s);
  h.ref(s.base);
}

/** Writes a HumanBodySlots to a snapshot stream. */
export function snapshot_HumanBodySlots(s: HumanBodySlots, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.base);
}

/** Reads a HumanBodySlots back from a snapshot stream written by snapshot_HumanBodySlots. */
export function restore_HumanBodySlots(s: HumanBodySlots, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: BodyVtableHost | null) => { s.base = o; });
}

/** A growable list of shapes (the strike test's candidate shapes). */
export class StrikeShapeList {
  items: (PhysicsShape | null)[] = [];
}

/** Puts a StrikeShapeList back into the zero state `new StrikeShapeList()` gives, in place. */
export function reset_StrikeShapeList(s: StrikeShapeList): void {
  s.items.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_StrikeShapeList(dst: StrikeShapeList, src: StrikeShapeList): void {
  for (let i = 0; i < src.items.length && i < dst.items.length; i++) dst.items[i] = src.items[i];
  if (dst.items.length > src.items.length) dst.items.length = src.items.length;
  else for (let i = dst.items.length; i < src.items.length; i++) dst.items.push(src.items[i]);
}

/**
 * The human body's constructor (002 L1095): the body (PhysicsBody_Construct), the human vtable,
 * then +0x80 = +0x84 = 0, the broad bound +0x90's node initialised (min = max = (0, 0, 0, 1)),
 * +0xc0 = +0xc4 = 0, flags |= 0x3f (so 0x8000043f), +0xc8 = +0xcc = +0xd0 = +0xd4 = 0. The model's
 * cast `Body.human` and the owner views are set here too (D-U10-1).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, What the constructor leaves 0x00341e98 PhysicsHumanBody_Construct
 * @unit U10.01
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:88
 */
export function PhysicsHumanBody_Construct(hb: HumanBody): void {
  PhysicsBody_Construct(hb.body);
  hb.body.vtable = HUMAN_BODY_VTABLE;
  hb.body.human = hb;
  hb.bones.length = 0;
  hb.push_sphere = null;
  // PhysicsNode_Init on the +0x90 node: the bound part of it (0x005116c0)
  hb.bound.min.x = 0;
  hb.bound.min.y = 0;
  hb.bound.min.z = 0;
  hb.bound.min.w = 1;
  hb.bound.max.x = 0;
  hb.bound.max.y = 0;
  hb.bound.max.z = 0;
  hb.bound.max.w = 1;
  hb.strike_bits = 0;
  hb.weapon_spheres.length = 0;
  hb.body.flags = (hb.body.flags | 0x3f) >>> 0;
  hb.list_next = null;
  hb.list_prev = null;
  hb.weapon_timer = 0;
  hb.body.human_ignore_level = 0;
  hb.human = null;
  hb.actor = null;
}

/**
 * The human body's destructor (human vtable +0x08): resets the vtable to the human one, then the
 * body destructor (which sets the base vtable and destroys the first shape, the capsule). Returns
 * true when the original then frees the record (flags & 1).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, The record and its vtable 0x00341f00 PhysicsHumanBody_Destroy
 * @unit U10.02
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:113
 */
export function PhysicsHumanBody_Destroy(hb: HumanBody, flags: number): boolean {
  hb.body.vtable = HUMAN_BODY_VTABLE;
  return PhysicsBody_Destroy(hb.body, flags);
}

/**
 * Appends a bone shape at the tail of the bone chain (+0x80); no duplicate or null test.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 9, What the constructor leaves 0x003429e8 PhysicsHumanBody_AddBoneShape
 * @unit U10.13
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:121
 */
export function PhysicsHumanBody_AddBoneShape(hb: HumanBody, s: PhysicsShape): void {
  hb.bones.push(s);
}

/**
 * The human body's shape chain (human vtable +0x28): +0x30, the capsule, whatever arguments it gets.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, The record and its vtable 0x003420c8 PhysicsHumanBody_GetShapes
 * @unit U10.04
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:128
 */
export function PhysicsHumanBody_GetShapes(b: Body, a: number, c: number, o: Owner | null): PhysicsShape | null {
  return b.first_shape;
}

/**
 * The bone tables (segment offsets 0x00512810, 16 bytes each; sphere offsets 0x00512860): entry k
 * of the bone chain in the constructor's order (0-4 segments for bones 3, 24, 18, 32, 29; 5-9
 * spheres for bones 6, 25, 19, 33, 30). The values are on a page 002 does not include (Combat);
 * these are derived from Unit 9's Test ideas (002 L1144: the values at scale 1.1, ÷ 1.1), which
 * Unit 6's Test ideas corroborate for the spine (offset (−0.07, 0, 0.05), L728) and the hand
 * ((0.08, 0, 0), L727). Offsets the tests do not state are 0 (D-U10-2).
 *
 * @design D-U10-2: the bone tables are not in 002; their values are derived from 002 L1144 (scale 1.1 ÷ 1.1), spine and hand corroborated by L727-728
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:141
 */
export function HumanBone_TableOffset(k: number, out$: Vec4): void {
  if (!(k >= 0 && k < 10)) assertFail("spec/ps2/unit10_human.spec:142", "a human body has ten bone shapes");
  if (k === 0) {
    // the spine (bone 3)
    out$.x = -0.07000000029802322 /* 0.07f */; out$.y = 0; out$.z = 0.05000000074505806 /* 0.05f */; out$.w = 0;
    return;
  }
  if (k === 5) {
    // the head (bone 6)
    out$.x = 0.05000000074505806 /* 0.05f */; out$.y = 0; out$.z = 0.029999999329447746 /* 0.03f */; out$.w = 0;
    return;
  }
  if (k === 6 || k === 7) {
    // the hands (bones 25, 19)
    out$.x = 0.07999999821186066 /* 0.08f */; out$.y = 0; out$.z = 0; out$.w = 0;
    return;
  }
  // forearms (24, 18), shins (32, 29), feet (33, 30): not stated
  out$.x = 0; out$.y = 0; out$.z = 0; out$.w = 0;
  return;
}

/**
 * The radius tables (segments 0x005128b0, spheres 0x005128c8) for entry k (as
 * HumanBone_TableOffset): spine 0.18, forearms 0.07, shins 0.1; head 0.15, hands 0.09, feet 0.15.
 *
 * @design D-U10-2: the bone tables are not in 002; their values are derived from 002 L1144 (scale 1.1 ÷ 1.1)
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:162
 */
export function HumanBone_TableRadius(k: number): number {
  if (!(k >= 0 && k < 10)) assertFail("spec/ps2/unit10_human.spec:163", "a human body has ten bone shapes");
  if (k === 0) {
    return 0.18000000715255737 /* 0.18f */;
  }
  if (k === 1 || k === 2) {
    return 0.07000000029802322 /* 0.07f */;
  }
  if (k === 3 || k === 4) {
    return 0.10000000149011612 /* 0.1f */;
  }
  if (k === 6 || k === 7) {
    return 0.09000000357627869 /* 0.09f */;
  }
  // head and feet
  return 0.15000000596046448 /* 0.15f */;
}

/**
 * The segment length table (0x005128e0) for segment k (0-4): spine 0.38, forearms 0.2, shins 0.4.
 *
 * @design D-U10-2: the bone tables are not in 002; their values are derived from 002 L1144 (scale 1.1 ÷ 1.1), the spine's length corroborated by L728
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:182
 */
export function HumanBone_TableLength(k: number): number {
  if (!(k >= 0 && k < 5)) assertFail("spec/ps2/unit10_human.spec:183", "the segment length table has five entries");
  if (k === 0) {
    return 0.3799999952316284 /* 0.38f */;
  }
  if (k === 1 || k === 2) {
    return 0.20000000298023224 /* 0.2f */;
  }
  return 0.4000000059604645 /* 0.4f */;
}

/**
 * The scale step: s = Human_GetScale(owner); capsule height = 2 × s (Human_GetCapsuleHeight
 * 0x00219890), radius = 0.35 × s (Human_GetCapsuleRadius 0x00219860); the first five bone shapes
 * as segments (offset = table offset × s in xyz, w the table's 0; radius × s; length × s), the next
 * five as spheres (offset × s, radius × s), the scale read afresh for every field; then the dirty
 * bit and the body's Update with the owner, so the capsule and the bound are rebuilt at once.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, PhysicsBody_ApplyHumanScale 0x00341f28 PhysicsBody_ApplyHumanScale
 * @unit U10.03
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:200
 */
export function PhysicsBody_ApplyHumanScale(phys: IPhysics, hb: HumanBody): void {
  const o: Owner | null = hb.body.owner;
  if (o === null) assertFail("spec/ps2/unit10_human.spec:202", "ApplyHumanScale of a body without an owner (Human_GetScale through null)");
  const cap: PhysicsShape | null = hb.body.first_shape;
  if (cap === null) assertFail("spec/ps2/unit10_human.spec:204", "ApplyHumanScale of a human body without its capsule");
  cap!.height = Math.fround(2 * Math.fround(o!.human_scale()));
  cap!.radius = Math.fround(0.3499999940395355 /* f32#3eb33333 */ * Math.fround(o!.human_scale()));
  // 002 L1186: the walk assumes the constructor's ten shapes, with no null test
  if (!(hb.bones.length >= 10)) assertFail("spec/ps2/unit10_human.spec:208", "ApplyHumanScale of a human body without its ten bone shapes (the original walks through null)");
  for (let k = 0; k < 5; k++) {
    const g: PhysicsShape | null = hb.bones[k];
    if (g === null) assertFail("spec/ps2/unit10_human.spec:211", "no bone shape");
    HumanBone_TableOffset(k, _s0);
    const t_x = _s0.x, t_y = _s0.y, t_z = _s0.z, t_w = _s0.w;
    const s: number = Math.fround(o!.human_scale());
    g!.offset.x = Math.fround(t_x * s);
    g!.offset.y = Math.fround(t_y * s);
    g!.offset.z = Math.fround(t_z * s);
    g!.offset.w = t_w;
    g!.seg_radius = Math.fround(HumanBone_TableRadius(k) * Math.fround(o!.human_scale()));
    g!.length = Math.fround(HumanBone_TableLength(k) * Math.fround(o!.human_scale()));
  }
  for (let k_1 = 5; k_1 < 10; k_1++) {
    const g_1: PhysicsShape | null = hb.bones[k_1];
    if (g_1 === null) assertFail("spec/ps2/unit10_human.spec:220", "no bone shape");
    HumanBone_TableOffset(k_1, _s1);
    const t_1_x = _s1.x, t_1_y = _s1.y, t_1_z = _s1.z, t_1_w = _s1.w;
    const s_1: number = Math.fround(o!.human_scale());
    g_1!.offset.x = Math.fround(t_1_x * s_1);
    g_1!.offset.y = Math.fround(t_1_y * s_1);
    g_1!.offset.z = Math.fround(t_1_z * s_1);
    g_1!.offset.w = t_1_w;
    g_1!.radius = Math.fround(HumanBone_TableRadius(k_1) * Math.fround(o!.human_scale()));
  }
  hb.body.flags = (hb.body.flags | 0x80000000) >>> 0;
  // the body's Update (human vtable +0x10) with the owner
  PhysicsHumanBody_Update(phys, hb, o);
}

/**
 * The human body's update (human vtable +0x10; a0 body, a1 owner). F = the flags on entry.
 * F & 0x4000: nothing. F dirty: the capsule posed, the body's AABB = the capsule's bounds alone,
 * the reinsert, the dirty bit cleared in memory (F keeps it). A weapon timer: F dirty, every weapon
 * sphere posed with the held object (or the owner); else strike bits: F dirty. F dirty: the broad
 * bound +0x90 rebuilt. Then every bone shape with 0x1 or 0x4 posed, and the push sphere.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, PhysicsHumanBody_Update 0x003422d0 PhysicsHumanBody_Update
 * @unit U10.09
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:240
 */
export function PhysicsHumanBody_Update(phys: IPhysics, hb: HumanBody, owner: Owner | null): void {
  let F: number = hb.body.flags;
  // 1. a climb sets 0x4000 (Human_RestoreBodyAfterClimb 0x00281368 clears it): nothing is posed
  if ((F & 0x4000) !== 0) {
    return;
  }
  const cap: PhysicsShape | null = hb.body.first_shape;
  if (cap === null) assertFail("spec/ps2/unit10_human.spec:247", "update of a human body without its capsule (the original poses through null)");
  // 2.
  if (((F & 0x80000000) >>> 0) !== 0) {
    PhysicsShape_PoseForOwner(cap!, owner, hb.human);
    PhysicsBody_ComputeBounds(hb.body.min, hb.body.max, cap!);
    BodyList_Reinsert(phys, hb.body);
    // quirk kept: 002 L1193, cleared in memory only: F keeps its dirty bit for step 4
    hb.body.flags = hb.body.flags & 0x7fffffff;
  }
  // 3.
  const a: HumanBodyOwner | null = hb.actor;
  if (hb.weapon_timer !== 0) {
    F = (F | 0x80000000) >>> 0;
    let held: Owner | null = null;
    if (a !== null) {
      held = a!.held_object();
    }
    for (let i = 0; i < hb.weapon_spheres.length; i++) {
      const w: PhysicsShape | null = hb.weapon_spheres[i];
      if (w === null) assertFail("spec/ps2/unit10_human.spec:266", "null in the weapon sphere chain");
      if (held !== null) {
        PhysicsShape_PoseForOwner(w!, held, null);
      } else {
        PhysicsShape_PoseForOwner(w!, owner, null);
      }
    }
  } else if (hb.strike_bits !== 0) {
    F = (F | 0x80000000) >>> 0;
  }
  // 4. dirty on entry, a weapon timer or any strike bit
  if (((F & 0x80000000) >>> 0) !== 0) {
    PhysicsHumanBody_BuildBroadBound(hb, owner, cap!);
  }
  // 5. the spine and head (0x4) always, the others while switched on
  for (let k = 0; k < hb.bones.length; k++) {
    const s: PhysicsShape | null = hb.bones[k];
    if (s === null) assertFail("spec/ps2/unit10_human.spec:283", "null in the bone chain");
    if ((s!.flags & 0x5) !== 0) {
      PhysicsShape_PoseForOwner(s!, owner, hb.human);
    }
  }
  // 6. bone −1, offset 0: its centre is the human's origin
  const ps: PhysicsShape | null = hb.push_sphere;
  if (ps !== null) {
    PhysicsShape_PoseForOwner(ps!, owner, hb.human);
  }
}

/**
 * Step 4 of the update: R = the reach (0 without one); c = the capsule base with z + height × 0.5;
 * r = Human_GetScale × 0.8; with weapon spheres r = max(r, |(first sphere's centre − base) with
 * z = 0| + its radius) and R unused, else r = max(r, R); +0x90 = AABB_FromUprightCylinder(c,
 * height, r): x and y in [c ± r], z from the base to base + height, w = 1.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, PhysicsHumanBody_Update 0x003422d0 PhysicsHumanBody_Update (step 4, 0x0034252c)
 * @unit U10.09
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:301
 */
export function PhysicsHumanBody_BuildBroadBound(hb: HumanBody, owner: Owner | null, cap: PhysicsShape): void {
  let R: number = 0;
  const a: HumanBodyOwner | null = hb.actor;
  if (a !== null) {
    R = Math.fround(a!.reach());
  }
  // the capsule's world position (shape +0x20 / +0x24: its base +0x50)
  PhysicsShape_VGetPosition(cap, _s2);
  const base_x = _s2.x, base_y = _s2.y, base_z = _s2.z, base_w = _s2.w;
  const c_x = base_x, c_y = base_y, c_z = Math.fround(base_z + Math.fround(cap.height * 0.5)), c_w = base_w;
  let r: number = Math.fround(Math.fround(owner!.human_scale()) * 0.800000011920929 /* f32#3f4ccccd */);
  if (hb.weapon_spheres.length !== 0) {
    // quirk kept: 002 L1199, the first sphere of the chain only, and the reach is not used
    const w: PhysicsShape | null = hb.weapon_spheres[0];
    if (w === null) assertFail("spec/ps2/unit10_human.spec:314", "null in the weapon sphere chain");
    const v_x = Math.fround(w!.centre.x - base_x), v_y = Math.fround(w!.centre.y - base_y), v_z = 0;
    const l: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) + Math.fround(v_z * v_z))));
    r = specMax(r, Math.fround(l + w!.radius));
  } else {
    // the reach is never scaled (002 L1204)
    r = R > r ? R : r;
  }
  AABB_FromUprightCylinder(hb.bound, c_x, c_y, c_z, c_w, cap.height, r);
}

/**
 * The human body's Moved (human vtable +0x18): the body's Moved (the capsule's set-from-matrix,
 * the body's AABB from the capsule, the reinsert; the dirty bit untouched), then +0x90 =
 * AABB_FromUprightCylinder(translation + (0, 0, 1.0), 2.0, 0.8) (not scaled), then every bone shape
 * with 0x1 or 0x4 gets its set-from-matrix entry (a sphere's centre = the translation, previous
 * untouched; a segment nothing). `m` is the matrix the slot receives (D-U7-2).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, PhysicsHumanBody_Moved 0x00342828 PhysicsHumanBody_Moved
 * @unit U10.11
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:332
 */
export function PhysicsHumanBody_Moved(phys: IPhysics, hb: HumanBody, m: Mat4Rows): void {
  PhysicsBody_Moved(phys, hb.body, m);
  // 0x00342878: 1.0 m above the new position, height 2.0, radius 0.8
  const c_x = m.r3.x, c_y = m.r3.y, c_z = Math.fround(m.r3.z + 1), c_w = m.r3.w;
  AABB_FromUprightCylinder(hb.bound, c_x, c_y, c_z, c_w, 2, 0.800000011920929 /* f32#3f4ccccd */);
  for (let k = 0; k < hb.bones.length; k++) {
    const s: PhysicsShape | null = hb.bones[k];
    if (s === null) assertFail("spec/ps2/unit10_human.spec:339", "null in the bone chain");
    if ((s!.flags & 0x5) !== 0) {
      // quirk kept: 002 L1214, previous positions are not reset: the next pose sweeps from the origin
      PhysicsShape_VSetFromMatrix(s!, m);
    }
  }
}

/**
 * The strike switch (from the clip events through Human_SetStrikeShape 0x0021c030). Always first
 * StopIgnoring(null) on the body (vtable +0x38, the human one: +0xd4 = 0 and the whole ignore list
 * freed). id < 0: only with on = false and +0xc0 ≠ 0: +0xc0 = 0 and every bone shape enable(off).
 * id ≥ 0: bit = 1 << ((id − 2) & 31); nothing more when on finds it set or off finds it clear; else
 * the bit is set or cleared and the first bone shape whose bone byte (+0x31) is id is enabled or
 * disabled (none: the bit alone changes).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, PhysBody_SetShapeEnabled 0x003428d0 PhysBody_SetShapeEnabled
 * @unit U10.12
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:357
 */
export function PhysBody_SetShapeEnabled(p: PhysicsPools, hb: HumanBody, id: number, on: boolean): void {
  // quirk kept: 002 L1220, every strike-on or strike-off event empties the struck list
  if (hb.body.vtable === HUMAN_BODY_VTABLE) {
    PhysicsHumanBody_StopIgnoring(p, hb.body, 0);
  } else {
    PhysicsBody_StopIgnoring(p, hb.body, 0);
  }
  if (id < 0) {
    // id < 0 with on does nothing more (002 L1221)
    if (!on && hb.strike_bits !== 0) {
      hb.strike_bits = 0;
      for (let k = 0; k < hb.bones.length; k++) {
        const s: PhysicsShape | null = hb.bones[k];
        if (s === null) assertFail("spec/ps2/unit10_human.spec:370", "null in the bone chain");
        PhysicsShape_Enable(s!, false);
      }
    }
    return;
  }
  // quirk kept: 002 L1222-1224, the shift uses the low five bits: bones 0 and 32 share bit 30
  const sh: number = (id - 2) & 31;
  const bit: number = (1 << sh) >>> 0;
  if (on && ((hb.strike_bits & bit) >>> 0) !== 0) {
    return;
  }
  if (!on && ((hb.strike_bits & bit) >>> 0) === 0) {
    return;
  }
  if (on) {
    hb.strike_bits = (hb.strike_bits | bit) >>> 0;
  } else {
    hb.strike_bits = (hb.strike_bits & ~bit) >>> 0;
  }
  for (let k_1 = 0; k_1 < hb.bones.length; k_1++) {
    const s_1: PhysicsShape | null = hb.bones[k_1];
    if (s_1 === null) assertFail("spec/ps2/unit10_human.spec:392", "null in the bone chain");
    if (s_1!.bone === id) {
      PhysicsShape_Enable(s_1!, on);
      return;
    }
  }
}

/**
 * Pushes a weapon strike sphere at the head of the chain +0xc4 (the original writes sphere +0x00 =
 * the old head; here the list keeps the order).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, Weapon strike spheres 0x00342158 PhysicsHumanBody_AddStrikeSphere
 * @unit U10.07
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:406
 */
export function PhysicsHumanBody_AddStrikeSphere(hb: HumanBody, s: PhysicsShape): void {
  hb.weapon_spheres.push(s);
  const n: number = hb.weapon_spheres.length;
  for (let i = n - 1; i >= 1; i--) {
    hb.weapon_spheres[i] = hb.weapon_spheres[(i - 1) | 0];
  }
  hb.weapon_spheres[0] = s;
}

/**
 * Pops the weapon spheres one by one from the head: enable(off), its link +0x00 = 0, the head = the
 * following one; the chain ends empty.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, Weapon strike spheres 0x00342168 PhysicsHumanBody_ClearStrikeSpheres
 * @unit U10.08
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:419
 */
export function PhysicsHumanBody_ClearStrikeSpheres(hb: HumanBody): void {
  for (let i = 0; i < hb.weapon_spheres.length; i++) {
    const s: PhysicsShape | null = hb.weapon_spheres[i];
    if (s === null) assertFail("spec/ps2/unit10_human.spec:422", "null in the weapon sphere chain");
    PhysicsShape_Enable(s!, false);
    s!.next = 0;
  }
  hb.weapon_spheres.length = 0;
}

/**
 * The push sphere switch: on with none held takes the first free push sphere
 * (IPhysics_AllocBigSphere: radius 2.0, flags |= 0xb; none when all 30 are taken); on with one held
 * does nothing; off frees the held one (IPhysics_FreeShape: clears 0x8 only) and sets +0x84 = 0.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, The push sphere 0x003420d0 PhysicsHumanBody_SetPushSphere
 * @unit U10.05
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:434
 */
export function PhysicsHumanBody_SetPushSphere(p: PhysicsPools, hb: HumanBody, on: boolean): void {
  if (on) {
    if (hb.push_sphere === null) {
      const r: number = IPhysics_AllocBigSphere(p);
      if (r !== 0) {
        hb.push_sphere = p.big_spheres[(r - 1) | 0];
      }
    }
    return;
  }
  const s: PhysicsShape | null = hb.push_sphere;
  if (s !== null) {
    IPhysics_FreeShape(s!);
  }
  hb.push_sphere = null;
}

/**
 * The human body's "you were pushed" slot (+0x50 / +0x54; otherBody = this body): calls
 * Human_OnPushContact with the owner and the contact, push and move it received.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, The record and its vtable 0x00342130 PhysicsHumanBody_OnStruck
 * @unit U10.06
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:455
 */
export function PhysicsHumanBody_OnStruck(hb: HumanBody, c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void {
  const a: HumanBodyOwner | null = hb.actor;
  if (a === null) assertFail("spec/ps2/unit10_human.spec:457", "OnStruck of a human body without its owner (Human_OnPushContact through null)");
  a!.on_push_contact(c, push_x, push_y, push_z, push_w, move_x, move_y, move_z, move_w);
}

/**
 * The push at the end of Human_Move: target = Human_GetTarget(owner); none without a push sphere.
 * IPhysics_OverlapShape with the body, the push sphere, no box, the owner, options 0x2012, type
 * mask 0x40, at most 32 contacts, thresholds 0. The contacts are walked from the last to the first;
 * other = contact +0x40; skipped: the target, a player (+0x1b0 ≠ −1), a body with flag 0x200. d =
 * other's position − this human's position (authoritative transforms, 3-D), u = d × rsqrt(d·d),
 * push = u × 0.25 × w(this) / (w(other) × k(other)) (w attribute 1, k attribute 7), added in xyz to
 * the other body's push-out +0x50 (w = 1). |d| = 0: no push.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, PhysicsHumanBody_PushAwayHumans 0x003425c0 PhysicsHumanBody_PushAwayHumans
 * @unit U10.10
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:494
 */
export function PhysicsHumanBody_PushAwayHumans(phys: IPhysics, hb: HumanBody): void {
  const owner: Owner | null = hb.body.owner;
  if (owner === null) assertFail("spec/ps2/unit10_human.spec:496", "push of a human body without an owner");
  const a: HumanBodyOwner | null = hb.actor;
  if (a === null) assertFail("spec/ps2/unit10_human.spec:498", "push of a human body without its owner's view (Human_GetTarget)");
  const target: Owner | null = a!.target();
  const ps: PhysicsShape | null = hb.push_sphere;
  if (ps === null) {
    return;
  }
  const q: OverlapQuery = new OverlapQuery();
  q.body = hb.body;
  q.shape = ps;
  q.box = null;
  q.ignored = owner;
  // 0x2 bodies, 0x10 type mask; 0x2000 is never read by the overlap query
  q.options = 0x2012;
  q.type_mask = 0x40;
  q.max = 32;
  q.nz_min = 0;
  q.nz_max = 0;
  const out_: ContactList = new ContactList();
  const k: number = IPhysics_OverlapShape(phys, out_, q);
  // quirk kept: 002 L1240, from the last contact to the first
  for (let i = k - 1; i >= 0; i--) {
    const c: Contact = out_.pool[i];
    // contact +0x40 is a body reference in the model (D-U3-1): the body, then its owner
    const cb: Body | null = IPhysics_Node(phys, c.other_owner | 0);
    if (cb === null) assertFail("spec/ps2/unit10_human.spec:522", "push contact without another body");
    const other: Owner | null = PhysicsContact_Owner(phys, c.other_owner);
    if (other === target) {
      continue;
    }
    // the byte +0x1b0 of the other human (a type-0x40 body is a human body record)
    const oh: HumanBody | null = cb!.human;
    if (oh === null) assertFail("spec/ps2/unit10_human.spec:529", "push contact with a human-typed body that is not a human body record");
    const oa: HumanBodyOwner | null = oh!.actor;
    if (oa === null) assertFail("spec/ps2/unit10_human.spec:531", "push contact with a human body without its owner's view (+0x1b0)");
    if ($host.i8(oa!.player(), "HumanBodyOwner.player (spec/ps2/unit10_human.spec:532)") !== -1) {
      continue;
    }
    // its body through owner slot +0xf0
    const ob: Body | null = other!.body();
    if (ob === null) assertFail("spec/ps2/unit10_human.spec:537", "push contact whose owner has no body");
    if ((ob!.flags & 0x200) !== 0) {
      continue;
    }
    const to: Transform = new Transform();
    $host.after(other!.get_transform(to), host_Transform(to, "Owner.get_transform argument t (spec/ps2/unit10_human.spec:542)"));
    const tm: Transform = new Transform();
    $host.after(owner!.get_transform(tm), host_Transform(tm, "Owner.get_transform argument t (spec/ps2/unit10_human.spec:544)"));
    const d_x = Math.fround(to.position.x - tm.position.x), d_y = Math.fround(to.position.y - tm.position.y), d_z = Math.fround(to.position.z - tm.position.z);
    const dd: number = Math.fround(Math.fround(Math.fround(d_x * d_x) + Math.fround(d_y * d_y)) + Math.fround(d_z * d_z));
    // 002 L1244: |d| = 0 gives no push on the PS2 (rsqrt(0) is the largest float, 0 × it = 0); an
    // IEEE port must not divide: the skip says it directly (D-U10-6)
    if (dd === 0) {
      continue;
    }
    const rs: number = vu_rsqrt(dd);
    const u_x = Math.fround(d_x * rs), u_y = Math.fround(d_y * rs), u_z = Math.fround(d_z * rs);
    // asked in this order: own weight, other weight, other push weight (as Unit 3's push)
    const w: number = Math.fround(owner!.attribute(1));
    const wo: number = Math.fround(other!.attribute(1));
    const ko: number = Math.fround(other!.attribute(7));
    const den: number = Math.fround(wo * ko);
    // u × 0.25 × w(this) / (w(other) × k(other)), left to right as written (002 L1242)
    const push_x = Math.fround(Math.fround(Math.fround(u_x * 0.25 /* f32#3e800000 */) * w) / den), push_y = Math.fround(Math.fround(Math.fround(u_y * 0.25 /* f32#3e800000 */) * w) / den), push_z = Math.fround(Math.fround(Math.fround(u_z * 0.25 /* f32#3e800000 */) * w) / den);
    // Vec4_AddTo 0x004e6918: xyz added, w = 1
    const t$0_x = Math.fround(ob!.push_out.x + push_x), t$0_y = Math.fround(ob!.push_out.y + push_y), t$0_z = Math.fround(ob!.push_out.z + push_z), t$0_w = 1;
    ob!.push_out.x = t$0_x; ob!.push_out.y = t$0_y; ob!.push_out.z = t$0_z; ob!.push_out.w = t$0_w;
  }
}

/**
 * The model's owner reference for contact +0x00 (D-U3-1): the body reference (index + 1) of the
 * owner's body (slot +0xf0), 0 when it has none.
 *
 * @design D-U3-1: contact owner fields hold body references; the held object's is reached through its body slot +0xf0
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:571
 */
export function Human_StrikeOwnerRef(o: Owner | null): number {
  const b: Body | null = o!.body();
  if (b === null) {
    return 0;
  }
  return PhysicsBody_OwnerRef(b!);
}

/**
 * One level sweep of a strike shape (002 L1251-1252): Unit 5 puts it at its last pose; a scratch
 * box = its bounds grown by its move (AABB_ExtendByMove); the mesh sweep (IPhysics +0xe0 + type × 4)
 * with max 1, the human body, the shape, the move, `options`, n.z limits −0.65 and 0.65; the shape
 * put back at its current pose. On a hit (true) list.pool[0] is the contact with +0x00, +0x04,
 * +0x40, +0x44 = 0. A type without a mesh sweep answers 0 (CollisionBackend.sweep_mesh).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, Human_TestStrikes: the gather and the loop 0x0033f218 / 0x0033f360 (the level sweeps in 0x0033f110)
 * @unit U10.14
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:586
 */
export function Human_StrikeLevelSweep(phys: IPhysics, hb: HumanBody, s: PhysicsShape, host: StrikeHost | null, options: number, list: ContactList): boolean {
  $host.vec32(_s3, $host.after(host!.begin(s, _s3), host_PhysicsShape(s, "StrikeHost.begin argument own (spec/ps2/unit10_human.spec:587)")));
  const mv_x = _s3.x, mv_y = _s3.y, mv_z = _s3.z, mv_w = _s3.w;
  const box: AABB = new AABB();
  box.min.x = 0;
  box.min.y = 0;
  box.min.z = 0;
  box.min.w = 1;
  box.max.x = 0;
  box.max.y = 0;
  box.max.z = 0;
  box.max.w = 1;
  PhysicsBody_ComputeBounds(box.min, box.max, s);
  AABB_ExtendByMove(box, mv_x, mv_y, mv_z, mv_w);
  const be: CollisionBackend | null = phys.backend;
  if (be === null) assertFail("spec/ps2/unit10_human.spec:594", "strike level sweep without a collision back end");
  list.count = 0;
  const n: number = $host.i32($host.after(be!.sweep_mesh(list, 0, 1, box, hb.body, s, mv_x, mv_y, mv_z, mv_w, options, -0.6499999761581421 /* f32#bf266666 */, 0.6499999761581421 /* f32#3f266666 */), host_ContactList(list, "CollisionBackend.sweep_mesh argument list (spec/ps2/unit10_human.spec:596)")), "CollisionBackend.sweep_mesh (spec/ps2/unit10_human.spec:596)");
  // the restore is Unit 5's; done on a miss too (the shape keeps its current pose)
  $host.after(host!.restore(s), host_PhysicsShape(s, "StrikeHost.restore argument own (spec/ps2/unit10_human.spec:598)"));
  if (n === 0) {
    return false;
  }
  const c: Contact = list.pool[0];
  c.own_owner = 0;
  c.own_shape = 0;
  c.other_owner = 0;
  c.other_shape = 0;
  return true;
}

/**
 * The line of sight to a candidate (step 2): t = its first shape's world position (GetShapes with
 * (0, 0, 0), shape +0x20 / +0x24), +1.0 in z for a human (type mask 0x40); d = t − o, L = |d|, the
 * ray {o, d / L, L} with options 0x48, or 0x8 for a human. True when the ray hits (skip the
 * candidate).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, Human_TestStrikes: the gather and the loop 0x0033f110 Human_TestStrikes (step 2, the line of sight)
 * @unit U10.14
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:616
 */
export function Human_StrikeRayBlocked(cb: Body, o_x: number, o_y: number, o_z: number, o_w: number, host: StrikeHost | null): boolean {
  const first: PhysicsShape | null = PhysicsBody_VGetShapes(cb, 0, 0, null);
  if (first === null) assertFail("spec/ps2/unit10_human.spec:618", "strike candidate without a shape (the original reads through null)");
  PhysicsShape_VGetPosition(first!, _s4);
  const t_x = _s4.x, t_y = _s4.y, t_z = _s4.z, t_w = _s4.w;
  const human: boolean = (cb.type_mask & 0x40) !== 0;
  let tz: number = t_z;
  if (human) {
    tz = Math.fround(t_z + 1);
  }
  const d_x = Math.fround(t_x - o_x), d_y = Math.fround(t_y - o_y), d_z = Math.fround(tz - o_z), d_w = Math.fround(t_w - o_w);
  const L: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(d_x * d_x) + Math.fround(d_y * d_y)) + Math.fround(d_z * d_z))));
  if (L === 0) assertFail("spec/ps2/unit10_human.spec:627", "strike ray of length 0 (the candidate's target point is the ray origin; the original divides by zero)");
  const dir_x = Math.fround(d_x / L), dir_y = Math.fround(d_y / L), dir_z = Math.fround(d_z / L), dir_w = Math.fround(d_w / L);
  let options: number = 0x48;
  if (human) {
    options = 0x8;
  }
  const hit: RayHit = new RayHit();
  return $host.bool($host.after(host!.ray_cast(o_x, o_y, o_z, o_w, dir_x, dir_y, dir_z, dir_w, L, options, hit), host_RayHit(hit, "StrikeHost.ray_cast argument hit (spec/ps2/unit10_human.spec:634)")), "StrikeHost.ray_cast (spec/ps2/unit10_human.spec:634)");
}

/**
 * The candidate's shapes a strike shape is swept against, in order, into `out`: a human (type mask
 * 0x40) gives his bone shapes with flag 0x4, or (strike shapes only, `capsule` set) his capsule
 * alone; any other body its chain from body slot +0x28 with (2, 4, own owner).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, Human_TestStrikes: the gather and the loop 0x0033f110 Human_TestStrikes (steps 3 and 4, the candidate's shapes)
 * @unit U10.14
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:642
 */
export function Human_StrikeTargets(phys: IPhysics, cb: Body, own_owner: Owner | null, capsule: boolean, out_: (PhysicsShape | null)[]): void {
  out_.length = 0;
  if ((cb.type_mask & 0x40) !== 0) {
    if (capsule) {
      const cap: PhysicsShape | null = cb.first_shape;
      if (cap === null) assertFail("spec/ps2/unit10_human.spec:647", "human strike candidate without a capsule");
      out_.push(cap);
      return;
    }
    const ch: HumanBody | null = cb.human;
    if (ch === null) assertFail("spec/ps2/unit10_human.spec:652", "human-typed strike candidate that is not a human body record (no bone chain)");
    for (let k = 0, k$end = ch!.bones.length; k < k$end; k++) {
      const s: PhysicsShape | null = ch!.bones[k];
      if (s === null) assertFail("spec/ps2/unit10_human.spec:655", "null in the bone chain");
      if ((s!.flags & 0x4) !== 0) {
        out_.push(s);
      }
    }
    return;
  }
  // 002 L1257-1258: no enabled test is stated for these shapes
  let s_1: PhysicsShape | null = PhysicsBody_VGetShapes(cb, 2, 4, own_owner);
  let steps: number = 0;
  while (s_1 !== null) {
    steps = (steps + 1) | 0;
    if (!(steps <= ((phys.shapes.length + 1) | 0))) assertFail("spec/ps2/unit10_human.spec:667", "shape chain longer than the shape table: a cycle (the original loops forever)");
    out_.push(s_1);
    s_1 = PhysicsShape_Next(phys, s_1!);
  }
}

/**
 * The strike test (0x0033fe50 ends it with the weapon timer). Nothing unless +0xd0 ≠ 0 or
 * +0xc0 ≠ 0. held = Human_GetHeldObject; the weapon handler is held's, or the human's. With held:
 * each weapon sphere against the level (options 0x800c; the first hit goes to the handler and ends
 * the step). With strike bits: each bone sphere with 0x1 and 0x2 against the level (0x804c; the
 * first hit goes to Strike_Contact and ends the step). The gather: IPhysics_QueryBox with +0x90,
 * no start, the own owner ignored, type mask −1, flag mask 0x18. Per candidate in list order: the
 * skips, the line of sight, the weapon spheres (flags 0x8), the strike shapes (flags 0x30, the
 * owner's permission); a hit does not end the test. Then the weapon timer: decremented, at 0
 * ClearStrikeSpheres, and the dirty bit set.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 10, Human_TestStrikes: the gather and the loop 0x0033f110 Human_TestStrikes
 * @unit U10.14
 * @float ps2
 * @spec spec/ps2/unit10_human.spec:689
 */
export function Human_TestStrikes(phys: IPhysics, p: PhysicsPools, hb: HumanBody, host: StrikeHost | null): void {
  if (hb.weapon_timer === 0 && hb.strike_bits === 0) {
    return;
  }
  const owner: Owner | null = hb.body.owner;
  if (owner === null) assertFail("spec/ps2/unit10_human.spec:694", "strike test of a human body without an owner");
  const a: HumanBodyOwner | null = hb.actor;
  if (a === null) assertFail("spec/ps2/unit10_human.spec:696", "strike test of a human body without its owner's view");
  const held: Owner | null = a!.held_object();
  let handler: Owner | null = owner;
  if (held !== null) {
    handler = held;
  }
  const list: ContactList = new ContactList();
  // weapon spheres against the level (0x0033f218), only with a held object
  if (held !== null) {
    for (let i = 0; i < hb.weapon_spheres.length; i++) {
      const w: PhysicsShape | null = hb.weapon_spheres[i];
      if (w === null) assertFail("spec/ps2/unit10_human.spec:707", "null in the weapon sphere chain");
      if (Human_StrikeLevelSweep(phys, hb, w!, host, 0x800c, list)) {
        // the held object's handler (vtable +0xf8 / +0xfc); the rest of the weapon spheres skipped
        $host.u32(handler!.on_contact(list.pool[0]), "Owner.on_contact (spec/ps2/unit10_human.spec:710)");
        break;
      }
    }
  }
  // strike spheres against the level (0x0033f360): 0x40 keeps one-sided faces
  if (hb.strike_bits !== 0) {
    for (let k = 0; k < hb.bones.length; k++) {
      const s: PhysicsShape | null = hb.bones[k];
      if (s === null) assertFail("spec/ps2/unit10_human.spec:719", "null in the bone chain");
      if ((s!.flags & 0x3) === 0x3 && s!.type === 2) {
        if (Human_StrikeLevelSweep(phys, hb, s!, host, 0x804c, list)) {
          a!.strike_contact(list.pool[0]);
          break;
        }
      }
    }
  }
  // the gather (0x0033f4bc): bodies whose flags have 0x8 or 0x10 (a body with only 0x20 is never
  // gathered here)
  const cands: BodyRefList = new BodyRefList();
  const n: number = IPhysics_QueryBox(phys, cands.refs, hb.bound, null, owner, 0xffffffff, 0x18);
  const tm: Transform = new Transform();
  $host.after(owner!.get_transform(tm), host_Transform(tm, "Owner.get_transform argument t (spec/ps2/unit10_human.spec:733)"));
  const o_x = tm.position.x, o_y = tm.position.y, o_z = Math.fround(tm.position.z + 1), o_w = tm.position.w;
  const own_ref: number = PhysicsBody_OwnerRef(hb.body);
  let held_ref: number = own_ref;
  if (held !== null) {
    held_ref = Human_StrikeOwnerRef(held);
  }
  const grab: Owner | null = a!.grab_other();
  const targets: StrikeShapeList = new StrikeShapeList();
  const con: Contact = new Contact();
  for (let i_1 = 0; i_1 < n; i_1++) {
    const cb: Body | null = IPhysics_Node(phys, cands.refs[i_1]);
    // 1. the skips
    if (cb === null) {
      continue;
    }
    const co: Owner | null = cb!.owner;
    if (co === null) {
      continue;
    }
    if (hb.body.group !== 0 && hb.body.group === cb!.group) {
      continue;
    }
    // own IsIgnoring (human vtable +0x30): struck already, or the grab partner
    if (PhysicsHumanBody_IsIgnoring(p, hb.body, co, grab) !== 0) {
      continue;
    }
    // an object whose owner is airborne (state 0x4000000) is not struck
    if ((cb!.type_mask & 0x8) !== 0 && ($host.u32(co!.flags(), "Owner.flags (spec/ps2/unit10_human.spec:761)") & 0x4000000) !== 0) {
      continue;
    }
    // 2. the line of sight
    if (Human_StrikeRayBlocked(cb!, o_x, o_y, o_z, o_w, host)) {
      continue;
    }
    const human: boolean = (cb!.type_mask & 0x40) !== 0;
    // 3. the weapon spheres (candidate flags 0x8), no flag test on the spheres
    if ((cb!.flags & 0x8) !== 0 && hb.weapon_spheres.length !== 0) {
      Human_StrikeTargets(phys, cb!, owner, false, targets.items);
      let stop: boolean = false;
      for (let j = 0; j < hb.weapon_spheres.length; j++) {
        if (stop) {
          break;
        }
        const w_1: PhysicsShape | null = hb.weapon_spheres[j];
        if (w_1 === null) assertFail("spec/ps2/unit10_human.spec:778", "null in the weapon sphere chain");
        // the host puts the sphere at its last pose and back (inout: the boundary rounds what it writes)
        const ws: PhysicsShape = w_1!;
        for (let t = 0; t < targets.items.length; t++) {
          const ts: PhysicsShape | null = targets.items[t];
          if (ts === null) assertFail("spec/ps2/unit10_human.spec:783", "null candidate shape");
          if ($host.bool($host.after($host.after(host!.sweep(con, ws, cb!, ts!), host_Contact(con, "StrikeHost.sweep argument c (spec/ps2/unit10_human.spec:784)")), host_PhysicsShape(ws, "StrikeHost.sweep argument own (spec/ps2/unit10_human.spec:784)")), "StrikeHost.sweep (spec/ps2/unit10_human.spec:784)")) {
            con.own_owner = held_ref;
            con.own_shape = IPhysics_ShapeHandle(phys, w_1!);
            con.other_owner = (cb!.index + 1) >>> 0;
            con.other_shape = IPhysics_ShapeHandle(phys, ts!);
            con.triangle = 0;
            const ans: number = $host.u32(handler!.on_contact(con), "Owner.on_contact (spec/ps2/unit10_human.spec:790)");
            // a non-human's answer 5: the next candidate shape; a human's answer is not read
            if (!human && ans === 5) {
              continue;
            }
            // a hit with an owner (the candidate has one: the skips): own Ignore (vtable +0x40)
            PhysicsHumanBody_Ignore(p, hb.body, co);
            stop = true;
            break;
          }
        }
      }
    }
    // 4. the strike shapes (+0xc0, candidate flags 0x10 or 0x20, the owner's slot +0x108)
    if (hb.strike_bits !== 0 && (cb!.flags & 0x30) !== 0) {
      if ($host.i32(a!.may_strike(co), "HumanBodyOwner.may_strike (spec/ps2/unit10_human.spec:805)") !== 0) {
        let capsule: boolean = false;
        if (human) {
          capsule = $host.bool(a!.hits_with_capsule(), "HumanBodyOwner.hits_with_capsule (spec/ps2/unit10_human.spec:808)");
        }
        Human_StrikeTargets(phys, cb!, owner, capsule, targets.items);
        let stop_1: boolean = false;
        for (let k_1 = 0; k_1 < hb.bones.length; k_1++) {
          if (stop_1) {
            break;
          }
          const s_1: PhysicsShape | null = hb.bones[k_1];
          if (s_1 === null) assertFail("spec/ps2/unit10_human.spec:817", "null in the bone chain");
          const bs: PhysicsShape = s_1!;
          if ((s_1!.flags & 0x3) !== 0x3) {
            continue;
          }
          for (let t_1 = 0; t_1 < targets.items.length; t_1++) {
            const ts_1: PhysicsShape | null = targets.items[t_1];
            if (ts_1 === null) assertFail("spec/ps2/unit10_human.spec:824", "null candidate shape");
            if ($host.bool($host.after($host.after(host!.sweep(con, bs, cb!, ts_1!), host_Contact(con, "StrikeHost.sweep argument c (spec/ps2/unit10_human.spec:825)")), host_PhysicsShape(bs, "StrikeHost.sweep argument own (spec/ps2/unit10_human.spec:825)")), "StrikeHost.sweep (spec/ps2/unit10_human.spec:825)")) {
              // the contact's owner and shape fields (Unit 5's, not given; as step 3 with the human)
              con.own_owner = own_ref;
              con.own_shape = IPhysics_ShapeHandle(phys, s_1!);
              con.other_owner = (cb!.index + 1) >>> 0;
              con.other_shape = IPhysics_ShapeHandle(phys, ts_1!);
              con.triangle = 0;
              a!.strike_contact(con);
              PhysicsHumanBody_Ignore(p, hb.body, co);
              stop_1 = true;
              break;
            }
          }
        }
      }
    }
  }
  // the weapon timer (0x0033fe50)
  if (hb.weapon_timer !== 0) {
    hb.weapon_timer = (hb.weapon_timer - 1) | 0;
    if (hb.weapon_timer === 0) {
      PhysicsHumanBody_ClearStrikeSpheres(hb);
    }
    // "either way" read as: whether or not the timer reached 0 (D-U10-5)
    hb.body.flags = (hb.body.flags | 0x80000000) >>> 0;
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec4(), _s1 = new Vec4(), _s2 = new Vec4(), _s3 = new Vec4(), _s4 = new Vec4();
