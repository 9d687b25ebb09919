// GENERATED FILE: do not edit. Engine module ps2.unit08.ignore_pools: 002 Unit 8: the 60 ignore slots and the bodies' ignore chains, the human body's ignore rules, the fixed shape pools and their allocators from spec/ps2/unit08_ignore_pools.spec (sha256 28d15376009ba6ad).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, type Vec4, assertFail } from "../../runtime/index.js";
import { Body, HUMAN_BODY_VTABLE, Owner, copy_Body, reset_Body } from "./body.generated.js";
import { Contact } from "./unit03_contacts.generated.js";
import { PhysShapeSphere_Construct, PhysicsBox_Construct, PhysicsShape, Transform, copy_PhysicsShape, hash_PhysicsShape, reset_PhysicsShape, restore_PhysicsShape, snapshot_PhysicsShape } from "./unit06_shapes.generated.js";
import { PhysicsBody_Construct, WorldIgnoreSlots } from "./unit07_world.generated.js";
import { IPhysics, copy_IPhysics, reset_IPhysics } from "./world.generated.js";

/** One ignore slot (12 bytes, 002 L1000). */
export class IgnoreSlot {
  /** +0x00 the body whose chain holds it (null = none) */
  body: Body | null = null;
  /** +0x04 the ignored owner (null = the slot is free) */
  owner: Owner | null = null;
  /** +0x08 the next slot of that body's chain (slot reference, 0 = end) */
  next: number = 0;
}

/** Puts a IgnoreSlot back into the zero state `new IgnoreSlot()` gives, in place. */
export function reset_IgnoreSlot(s: IgnoreSlot): void {
  s.body = null;
  s.owner = null;
  s.next = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IgnoreSlot(dst: IgnoreSlot, src: IgnoreSlot): void {
  dst.body = src.body;
  dst.owner = src.owner;
  dst.next = src.next;
}

/** Feeds the raw bits of a IgnoreSlot to the hasher, field by field in declaration order. */
export function hash_IgnoreSlot(s: IgnoreSlot, h: StateHasher): void {
  h.enter(s);
  h.ref(s.body);
  h.ref(s.owner);
  h.i32(s.next);
}

/** Writes a IgnoreSlot to a snapshot stream. */
export function snapshot_IgnoreSlot(s: IgnoreSlot, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.body);
  w.ref(s.owner);
  w.put(s.next);
}

/** Reads a IgnoreSlot back from a snapshot stream written by snapshot_IgnoreSlot. */
export function restore_IgnoreSlot(s: IgnoreSlot, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: Body | null) => { s.body = o; });
  r.ref((o: Owner | null) => { s.owner = o; });
  s.next = r.get();
}

/**
 * The parts of IPhysics that Unit 8 uses: the ignore slots and the five fixed shape pools with the
 * original's counts (002 L1041-1049).
 */
export class PhysicsPools implements WorldIgnoreSlots {
  /** +0xf4e0: 60 × 12 bytes */
  ignore: IgnoreSlot[] = Array.from({ length: 60 }, () => new IgnoreSlot());
  /** +0xf7b0: 60 weapon strike spheres × 0x60 */
  strike_spheres: PhysicsShape[] = Array.from({ length: 60 }, () => new PhysicsShape());
  /** +0x22930: 416 object spheres × 0x60 */
  object_spheres: PhysicsShape[] = Array.from({ length: 416 }, () => new PhysicsShape());
  /** +0x2c530: 416 object boxes × 0x90 */
  object_boxes: PhysicsShape[] = Array.from({ length: 416 }, () => new PhysicsShape());
  /** +0x4c720: 36 car boxes × 0x90 */
  car_boxes: PhysicsShape[] = Array.from({ length: 36 }, () => new PhysicsShape());
  /** +0x4db60: 30 spheres of 2.0 m (the humans' push spheres) × 0x60 */
  big_spheres: PhysicsShape[] = Array.from({ length: 30 }, () => new PhysicsShape());

  /** Implements WorldIgnoreSlots.forget_ignored_owner (@spec spec/ps2/unit08_ignore_pools.spec:51). */
  forget_ignored_owner(removed: Body): void {
    IPhysics_ForgetIgnoredOwner(this, removed);
  }
}

/** Puts a PhysicsPools back into the zero state `new PhysicsPools()` gives, in place. */
export function reset_PhysicsPools(s: PhysicsPools): void {
  for (const x of s.ignore) reset_IgnoreSlot(x);
  for (const x of s.strike_spheres) reset_PhysicsShape(x);
  for (const x of s.object_spheres) reset_PhysicsShape(x);
  for (const x of s.object_boxes) reset_PhysicsShape(x);
  for (const x of s.car_boxes) reset_PhysicsShape(x);
  for (const x of s.big_spheres) reset_PhysicsShape(x);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PhysicsPools(dst: PhysicsPools, src: PhysicsPools): void {
  for (let i = 0; i < dst.ignore.length; i++) copy_IgnoreSlot(dst.ignore[i], src.ignore[i]);
  for (let i = 0; i < dst.strike_spheres.length; i++) copy_PhysicsShape(dst.strike_spheres[i], src.strike_spheres[i]);
  for (let i = 0; i < dst.object_spheres.length; i++) copy_PhysicsShape(dst.object_spheres[i], src.object_spheres[i]);
  for (let i = 0; i < dst.object_boxes.length; i++) copy_PhysicsShape(dst.object_boxes[i], src.object_boxes[i]);
  for (let i = 0; i < dst.car_boxes.length; i++) copy_PhysicsShape(dst.car_boxes[i], src.car_boxes[i]);
  for (let i = 0; i < dst.big_spheres.length; i++) copy_PhysicsShape(dst.big_spheres[i], src.big_spheres[i]);
}

/** Feeds the raw bits of a PhysicsPools to the hasher, field by field in declaration order. */
export function hash_PhysicsPools(s: PhysicsPools, h: StateHasher): void {
  h.enter(s);
  for (let i0 = 0; i0 < s.ignore.length; i0++) {
    hash_IgnoreSlot(s.ignore[i0], h);
  }
  for (let i0 = 0; i0 < s.strike_spheres.length; i0++) {
    hash_PhysicsShape(s.strike_spheres[i0], h);
  }
  for (let i0 = 0; i0 < s.object_spheres.length; i0++) {
    hash_PhysicsShape(s.object_spheres[i0], h);
  }
  for (let i0 = 0; i0 < s.object_boxes.length; i0++) {
    hash_PhysicsShape(s.object_boxes[i0], h);
  }
  for (let i0 = 0; i0 < s.car_boxes.length; i0++) {
    hash_PhysicsShape(s.car_boxes[i0], h);
  }
  for (let i0 = 0; i0 < s.big_spheres.length; i0++) {
    hash_PhysicsShape(s.big_spheres[i0], h);
  }
}

/** Writes a PhysicsPools to a snapshot stream. */
export function snapshot_PhysicsPools(s: PhysicsPools, w: SnapshotWriter): void {
  w.enter(s);
  for (let i0 = 0; i0 < s.ignore.length; i0++) {
    snapshot_IgnoreSlot(s.ignore[i0], w);
  }
  for (let i0 = 0; i0 < s.strike_spheres.length; i0++) {
    snapshot_PhysicsShape(s.strike_spheres[i0], w);
  }
  for (let i0 = 0; i0 < s.object_spheres.length; i0++) {
    snapshot_PhysicsShape(s.object_spheres[i0], w);
  }
  for (let i0 = 0; i0 < s.object_boxes.length; i0++) {
    snapshot_PhysicsShape(s.object_boxes[i0], w);
  }
  for (let i0 = 0; i0 < s.car_boxes.length; i0++) {
    snapshot_PhysicsShape(s.car_boxes[i0], w);
  }
  for (let i0 = 0; i0 < s.big_spheres.length; i0++) {
    snapshot_PhysicsShape(s.big_spheres[i0], w);
  }
}

/** Reads a PhysicsPools back from a snapshot stream written by snapshot_PhysicsPools. */
export function restore_PhysicsPools(s: PhysicsPools, r: SnapshotReader): void {
  r.enter(s);
  for (let i0 = 0; i0 < s.ignore.length; i0++) {
    restore_IgnoreSlot(s.ignore[i0], r);
  }
  for (let i0 = 0; i0 < s.strike_spheres.length; i0++) {
    restore_PhysicsShape(s.strike_spheres[i0], r);
  }
  for (let i0 = 0; i0 < s.object_spheres.length; i0++) {
    restore_PhysicsShape(s.object_spheres[i0], r);
  }
  for (let i0 = 0; i0 < s.object_boxes.length; i0++) {
    restore_PhysicsShape(s.object_boxes[i0], r);
  }
  for (let i0 = 0; i0 < s.car_boxes.length; i0++) {
    restore_PhysicsShape(s.car_boxes[i0], r);
  }
  for (let i0 = 0; i0 < s.big_spheres.length; i0++) {
    restore_PhysicsShape(s.big_spheres[i0], r);
  }
}

/**
 * A fake owner for the Unit 8 cases: every Owner method is trivial, since the ignore functions only
 * compare owners by identity (and PhysicsBody_SetOwner reads the type mask).
 */
export class U8Owner implements Owner {
  /** owner k of a U8World has id k (a tag for reading failures) */
  id: number = 0;

  /** Implements Owner.type_mask (@spec spec/ps2/unit08_ignore_pools.spec:345). */
  type_mask(): number {
    return 0;
  }

  /** Implements Owner.flags (@spec spec/ps2/unit08_ignore_pools.spec:348). */
  flags(): number {
    return 0;
  }

  /** Implements Owner.set_velocity (@spec spec/ps2/unit08_ignore_pools.spec:351). */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void {

  }

  /** Implements Owner.get_cached_transform (@spec spec/ps2/unit08_ignore_pools.spec:353). */
  get_cached_transform(t: Transform): void {
    t.position.x = 0;
    t.position.y = 0;
    t.position.z = 0;
    t.position.w = 1;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.get_pose_now (@spec spec/ps2/unit08_ignore_pools.spec:357). */
  get_pose_now(t: Transform): void {
    t.position.x = 0;
    t.position.y = 0;
    t.position.z = 0;
    t.position.w = 1;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.get_transform (@spec spec/ps2/unit08_ignore_pools.spec:361). */
  get_transform(t: Transform): void {
    t.position.x = 0;
    t.position.y = 0;
    t.position.z = 0;
    t.position.w = 1;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.set_transform (@spec spec/ps2/unit08_ignore_pools.spec:365). */
  set_transform(t: Transform): void {

  }

  /** Implements Owner.get_bone_transform (@spec spec/ps2/unit08_ignore_pools.spec:367). */
  get_bone_transform(bone: number, t: Transform): boolean {
    return false;
  }

  /** Implements Owner.attribute (@spec spec/ps2/unit08_ignore_pools.spec:370). */
  attribute(n: number): number {
    return 0;
  }

  /** Implements Owner.body (@spec spec/ps2/unit08_ignore_pools.spec:373). */
  body(): Body | null {
    return null;
  }

  /** Implements Owner.on_contact (@spec spec/ps2/unit08_ignore_pools.spec:376). */
  on_contact(c: Contact): number {
    return 0;
  }

  /** Implements Owner.after_move (@spec spec/ps2/unit08_ignore_pools.spec:379). */
  after_move(): void {

  }

  /** Implements Owner.human_scale (@spec spec/ps2/unit08_ignore_pools.spec:381). */
  human_scale(): number {
    return 1;
  }
}

/** Puts a U8Owner back into the zero state `new U8Owner()` gives, in place. */
export function reset_U8Owner(s: U8Owner): void {
  s.id = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U8Owner(dst: U8Owner, src: U8Owner): void {
  dst.id = src.id;
}

/**
 * A Unit 8 test world: the pools, the owners (w.owner[k] is the document's owner k), three bodies
 * and a physics world for the case that removes a body through Unit 7.
 */
export class U8World {
  p: PhysicsPools = new PhysicsPools();
  owner: U8Owner[] = Array.from({ length: 512 }, () => new U8Owner());
  bodies: Body[] = Array.from({ length: 3 }, () => new Body());
  phys: IPhysics = new IPhysics();
}

/** Puts a U8World back into the zero state `new U8World()` gives, in place. */
export function reset_U8World(s: U8World): void {
  reset_PhysicsPools(s.p);
  for (const x of s.owner) reset_U8Owner(x);
  for (const x of s.bodies) reset_Body(x);
  reset_IPhysics(s.phys);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U8World(dst: U8World, src: U8World): void {
  copy_PhysicsPools(dst.p, src.p);
  for (let i = 0; i < dst.owner.length; i++) copy_U8Owner(dst.owner[i], src.owner[i]);
  for (let i = 0; i < dst.bodies.length; i++) copy_Body(dst.bodies[i], src.bodies[i]);
  copy_IPhysics(dst.phys, src.phys);
}

/**
 * The state IPhysics_Construct leaves in these pools (only what 002 states): every pool shape
 * built by its constructor (Unit 6: flags 0x1, enabled and 0x8 clear, bone −1, its type); the
 * strike spheres switched off and given 0x2 (flags 0x2), so they start free; the ignore slots
 * zeroed (already so in a new struct). Radii and sizes are not stated and stay 0.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x0033c288 IPhysics_Construct (slots 0x0033c830, strike spheres 0x0033c7e0-0x0033c814)
 * @unit U9.13
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:62
 */
export function IPhysics_ConstructPools(p: PhysicsPools): void {
  for (let i = 0; i < p.ignore.length; i++) {
    p.ignore[i].body = null;
    p.ignore[i].owner = null;
    p.ignore[i].next = 0;
  }
  for (let i_1 = 0; i_1 < p.strike_spheres.length; i_1++) {
    PhysShapeSphere_Construct(p.strike_spheres[i_1]);
    // built with 0x1, then switched off (&= ~0x1) and given 0x2 (002 L1049, L1097)
    p.strike_spheres[i_1].flags = p.strike_spheres[i_1].flags & 65534;
    p.strike_spheres[i_1].flags = p.strike_spheres[i_1].flags | 0x2;
  }
  for (let i_2 = 0; i_2 < p.object_spheres.length; i_2++) {
    PhysShapeSphere_Construct(p.object_spheres[i_2]);
  }
  for (let i_3 = 0; i_3 < p.object_boxes.length; i_3++) {
    PhysicsBox_Construct(p.object_boxes[i_3]);
  }
  for (let i_4 = 0; i_4 < p.car_boxes.length; i_4++) {
    PhysicsBox_Construct(p.car_boxes[i_4]);
  }
  for (let i_5 = 0; i_5 < p.big_spheres.length; i_5++) {
    PhysShapeSphere_Construct(p.big_spheres[i_5]);
  }
}

/**
 * The lowest-index free slot (owner word null) as a slot reference, or 0 when all 60 are in use.
 * The slot is not marked.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8 0x00340890 IPhysics_FindFreeIgnoreSlot
 * @unit U8.01
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:92
 */
export function IPhysics_FindFreeIgnoreSlot(p: PhysicsPools): number {
  for (let i = 0; i < p.ignore.length; i++) {
    if (p.ignore[i].owner === null) {
      return (i + 1) | 0;
    }
  }
  return 0;
}

/**
 * The base body's IsIgnoring (body vtable +0x30): false for a null owner; else walks the chain from
 * +0x38 and is true at the first slot whose owner is o.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8 0x00341ae8 PhysicsBody_IsIgnoring
 * @unit U8.03
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:105
 */
export function PhysicsBody_IsIgnoring(p: PhysicsPools, b: Body, o: Owner | null): boolean {
  if (o === null) {
    return false;
  }
  let s: number = b.ignore_head;
  let steps: number = 0;
  while (s !== 0) {
    // A chain holds at most 60 slots; more means a cycle, on which the original would loop forever
    // (one can be built by re-taking a slot that another chain still points at, 002 L1059).
    steps = (steps + 1) | 0;
    if (!(steps <= p.ignore.length)) assertFail("spec/ps2/unit08_ignore_pools.spec:115", "ignore chain longer than 60 slots: a cycle, the original loops forever");
    if (p.ignore[(s - 1) | 0].owner === o) {
      return true;
    }
    s = p.ignore[(s - 1) | 0].next;
  }
  return false;
}

/**
 * The base body's Ignore (vtable +0x40): nothing for a null owner; else takes the lowest free slot
 * of the global IPhysics (nothing when all 60 are in use) and pushes it at the chain's front.
 * There is no duplicate check.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8 0x00341b20 PhysicsBody_Ignore
 * @unit U8.04
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:129
 */
export function PhysicsBody_Ignore(p: PhysicsPools, b: Body, o: Owner | null): void {
  if (o === null) {
    return;
  }
  const s: number = IPhysics_FindFreeIgnoreSlot(p);
  // all 60 in use: the call changes nothing (002 L1010, L1055)
  if (s === 0) {
    return;
  }
  const slot: IgnoreSlot = p.ignore[(s - 1) | 0];
  slot.owner = o;
  slot.next = b.ignore_head;
  slot.body = b;
  b.ignore_head = s;
}

/**
 * The base body's StopIgnoring (vtable +0x38); its argument is a slot, not an owner. A slot s is
 * unlinked from b's chain (if it is there) and then zeroed in any case; s = 0 frees every slot of
 * b's chain and empties it.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8 0x00341b80 PhysicsBody_StopIgnoring
 * @unit U8.05
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:150
 */
export function PhysicsBody_StopIgnoring(p: PhysicsPools, b: Body, s: number): void {
  if (s !== 0) {
    const slot: IgnoreSlot = p.ignore[(s - 1) | 0];
    if (b.ignore_head === s) {
      b.ignore_head = slot.next;
    } else {
      let c: number = b.ignore_head;
      let steps: number = 0;
      while (c !== 0) {
        steps = (steps + 1) | 0;
        if (!(steps <= p.ignore.length)) assertFail("spec/ps2/unit08_ignore_pools.spec:160", "ignore chain longer than 60 slots: a cycle, the original loops forever");
        if (p.ignore[(c - 1) | 0].next === s) {
          p.ignore[(c - 1) | 0].next = slot.next;
          break;
        }
        c = p.ignore[(c - 1) | 0].next;
      }
    }
    // quirk kept: 002 L1018, L1059: zeroed whether or not it was found in b's chain, so a slot of
    // another body's chain is freed while that chain still points at it
    slot.body = null;
    slot.owner = null;
    slot.next = 0;
    return;
  }
  // every slot of the chain, from the head: +0x04, +0x08, +0x00 cleared (the next link is read first)
  let c_1: number = b.ignore_head;
  while (c_1 !== 0) {
    const n: number = p.ignore[(c_1 - 1) | 0].next;
    p.ignore[(c_1 - 1) | 0].owner = null;
    p.ignore[(c_1 - 1) | 0].next = 0;
    p.ignore[(c_1 - 1) | 0].body = null;
    c_1 = n;
  }
  b.ignore_head = 0;
}

/**
 * Frees every slot, in any body's chain, whose owner is the removed body's owner: for slots 0 to 59
 * in order, a match calls the slot's body's StopIgnoring (vtable +0x38, the human one for a human
 * body) with that slot. The removed body's own chain is left to its free function.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8 0x0033cd70 IPhysics_ForgetIgnoredOwner
 * @unit U8.02
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:192
 */
export function IPhysics_ForgetIgnoredOwner(p: PhysicsPools, removed: Body): void {
  for (let i = 0; i < p.ignore.length; i++) {
    if (p.ignore[i].owner === removed.owner) {
      const holder: Body | null = p.ignore[i].body;
      // An ownerless removed body matches every free slot, whose body is null: the original would
      // call through a null vtable (002 L1025, "undefined, never done"). Kept as an assertion.
      if (holder === null) assertFail("spec/ps2/unit08_ignore_pools.spec:198", "ForgetIgnoredOwner matched a free slot (removed body has no owner): the original calls through null");
      if (holder!.vtable === HUMAN_BODY_VTABLE) {
        PhysicsHumanBody_StopIgnoring(p, holder!, (i + 1) | 0);
      } else {
        PhysicsBody_StopIgnoring(p, holder!, (i + 1) | 0);
      }
    }
  }
}

/**
 * The human body's IsIgnoring (human vtable +0x30): a null owner answers the +0xd4 word itself
 * (ignore the level); the owner human's grab partner is always ignored; else the base chain walk.
 * `grab_other` is Human_GetGrabOther (0x002269d8) of the body's owner, null when there is no grab:
 * the owner's grab record is specified outside this unit, so the caller passes it in.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The human body's three 0x003421d0 PhysicsHumanBody_IsIgnoring
 * @unit U8.06
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:214
 */
export function PhysicsHumanBody_IsIgnoring(p: PhysicsPools, hb: Body, o: Owner | null, grab_other: Owner | null): number {
  if (o === null) {
    // the word is returned as it is, not as a bool
    return hb.human_ignore_level;
  }
  if (o === grab_other) {
    return 1;
  }
  if (PhysicsBody_IsIgnoring(p, hb, o)) {
    return 1;
  }
  return 0;
}

/**
 * The human body's Ignore (human vtable +0x40): a null owner sets +0xd4 = 1 (ignore the level),
 * anything else is the base Ignore.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The human body's three 0x00342230 PhysicsHumanBody_Ignore
 * @unit U8.07
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:232
 */
export function PhysicsHumanBody_Ignore(p: PhysicsPools, hb: Body, o: Owner | null): void {
  if (o === null) {
    hb.human_ignore_level = 1;
    return;
  }
  PhysicsBody_Ignore(p, hb, o);
}

/**
 * The human body's StopIgnoring (human vtable +0x38): s = 0 clears +0xd4 and then frees the whole
 * chain (base StopIgnoring with 0); a slot goes to the base StopIgnoring.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The human body's three 0x00342260 PhysicsHumanBody_StopIgnoring
 * @unit U8.08
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:244
 */
export function PhysicsHumanBody_StopIgnoring(p: PhysicsPools, hb: Body, s: number): void {
  if (s === 0) {
    hb.human_ignore_level = 0;
  }
  PhysicsBody_StopIgnoring(p, hb, s);
}

/**
 * The first of the 416 object spheres, scanning from index 0, whose 0x8 (allocated) is clear: sets
 * flags 0xb (|=) and returns its reference; 0 when all are taken. Nothing else is written.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x0033d1a0 IPhysics_AllocObjectSphere
 * @unit U8.09
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:255
 */
export function IPhysics_AllocObjectSphere(p: PhysicsPools): number {
  for (let i = 0; i < p.object_spheres.length; i++) {
    if ((p.object_spheres[i].flags & 0x8) === 0) {
      // "sets 0xb" is an OR, as L1232 writes it for the big sphere (flags |= 0xb)
      p.object_spheres[i].flags = p.object_spheres[i].flags | 0xb;
      return (i + 1) | 0;
    }
  }
  return 0;
}

/**
 * The first of the 416 object boxes whose 0x8 is clear: flags |= 0xb, its reference; 0 when none.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x0033d1e8 IPhysics_AllocObjectBox
 * @unit U8.10
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:269
 */
export function IPhysics_AllocObjectBox(p: PhysicsPools): number {
  for (let i = 0; i < p.object_boxes.length; i++) {
    if ((p.object_boxes[i].flags & 0x8) === 0) {
      p.object_boxes[i].flags = p.object_boxes[i].flags | 0xb;
      return (i + 1) | 0;
    }
  }
  return 0;
}

/**
 * The first of the 36 car boxes whose 0x8 is clear: flags |= 0xb, its reference; 0 when none.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x0033d230 IPhysics_AllocCarBox
 * @unit U8.11
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:282
 */
export function IPhysics_AllocCarBox(p: PhysicsPools): number {
  for (let i = 0; i < p.car_boxes.length; i++) {
    if ((p.car_boxes[i].flags & 0x8) === 0) {
      p.car_boxes[i].flags = p.car_boxes[i].flags | 0xb;
      return (i + 1) | 0;
    }
  }
  return 0;
}

/**
 * The first of the 30 spheres of 2.0 m whose 0x8 is clear: radius (+0x40) = 2.0 whatever it held,
 * flags |= 0xb, its reference; 0 when none.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x0033d278 IPhysics_AllocBigSphere
 * @unit U8.12
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:296
 */
export function IPhysics_AllocBigSphere(p: PhysicsPools): number {
  for (let i = 0; i < p.big_spheres.length; i++) {
    if ((p.big_spheres[i].flags & 0x8) === 0) {
      // 2.0 = 0x40000000
      p.big_spheres[i].radius = 2 /* f32#40000000 */;
      p.big_spheres[i].flags = p.big_spheres[i].flags | 0xb;
      return (i + 1) | 0;
    }
  }
  return 0;
}

/**
 * Frees a pool shape: clears 0x8 only. The IPhysics argument of the original is not read and is
 * left out; the shape is passed itself, so any pool's shape can be freed.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x0033d2c8 IPhysics_FreeShape
 * @unit U8.13
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:312
 */
export function IPhysics_FreeShape(shape: PhysicsShape): void {
  // quirk kept: 002 L1051: 0x1 and 0x2 stay (flags 0x3 after allocate and free), so a stale
  // pointer still sees an enabled shape
  shape.flags = shape.flags & 65527;
}

/**
 * The first of the 60 weapon strike spheres whose 0x1 (enabled) is clear, or 0; nothing is written,
 * so the same sphere comes back until the caller enables it.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x003408d8 IPhysics_FindFreeStrikeSphere
 * @unit U8.14
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:322
 */
export function IPhysics_FindFreeStrikeSphere(p: PhysicsPools): number {
  for (let i = 0; i < p.strike_spheres.length; i++) {
    if ((p.strike_spheres[i].flags & 0x1) === 0) {
      return (i + 1) | 0;
    }
  }
  return 0;
}

/**
 * Builds the pools (IPhysics_ConstructPools), tags the owners and constructs the three bodies
 * (PhysicsBody_Construct: base vtable, no owner, empty ignore chain).
 *
 * @design test fixture for 002 Unit 8 Test ideas (L1055-1063)
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:398
 */
export function U8_World_Init(w: U8World): void {
  IPhysics_ConstructPools(w.p);
  for (let k = 0; k < w.owner.length; k++) {
    w.owner[k].id = k;
  }
  for (let k_1 = 0; k_1 < w.bodies.length; k_1++) {
    PhysicsBody_Construct(w.bodies[k_1]);
  }
}
