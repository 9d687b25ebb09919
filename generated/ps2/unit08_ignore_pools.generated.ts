// GENERATED FILE: do not edit. Engine module ps2.unit08.ignore_pools: 002 Unit 8: the 60 ignore slots and the bodies' ignore chains, the human body's ignore rules, the fixed shape pools and their allocators from spec/ps2/unit08_ignore_pools.spec (sha256 71b11e1e113b9aa1).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, assertFail } from "../../runtime/index.js";

/** One ignore slot (12 bytes, 002 L1000). */
export class IgnoreSlot {
  /** +0x00 the body whose chain holds it (body reference, 0 = none) */
  body: number = 0;
  /** +0x04 the ignored owner (0 = the slot is free) */
  owner: number = 0;
  /** +0x08 the next slot of that body's chain (slot reference, 0 = end) */
  next: number = 0;
}

/** Puts a IgnoreSlot back into the zero state `new IgnoreSlot()` gives, in place. */
export function reset_IgnoreSlot(s: IgnoreSlot): void {
  s.body = 0;
  s.owner = 0;
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
  h.i32(s.body);
  h.i32(s.owner);
  h.i32(s.next);
}

/** Writes a IgnoreSlot to a snapshot stream. */
export function snapshot_IgnoreSlot(s: IgnoreSlot, w: SnapshotWriter): void {
  w.put(s.body);
  w.put(s.owner);
  w.put(s.next);
}

/** Reads a IgnoreSlot back from a snapshot stream written by snapshot_IgnoreSlot. */
export function restore_IgnoreSlot(s: IgnoreSlot, r: SnapshotReader): void {
  s.body = r.get();
  s.owner = r.get();
  s.next = r.get();
}

/** The fields of a body (Unit 7) and of a human body (Unit 10) that the ignore functions use. */
export class IgnoreBody {
  /** body +0x34: the owner (0 = none) */
  owner: number = 0;
  /** body +0x38: the first slot of the ignore chain (slot reference, 0 = empty) */
  ignore_head: number = 0;
  /**
   * which vtable the body has: the human body's 0x005446b0 (true) or the base 0x00544710 (false);
   * it picks the StopIgnoring that IPhysics_ForgetIgnoredOwner reaches through vtable +0x38
   */
  is_human: boolean = false;
  /** human body +0xd4: a word, non-zero = "ignore the level" (unused by a base body) */
  ignore_level: number = 0;
}

/** Puts a IgnoreBody back into the zero state `new IgnoreBody()` gives, in place. */
export function reset_IgnoreBody(s: IgnoreBody): void {
  s.owner = 0;
  s.ignore_head = 0;
  s.is_human = false;
  s.ignore_level = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IgnoreBody(dst: IgnoreBody, src: IgnoreBody): void {
  dst.owner = src.owner;
  dst.ignore_head = src.ignore_head;
  dst.is_human = src.is_human;
  dst.ignore_level = src.ignore_level;
}

/** Feeds the raw bits of a IgnoreBody to the hasher, field by field in declaration order. */
export function hash_IgnoreBody(s: IgnoreBody, h: StateHasher): void {
  h.i32(s.owner);
  h.i32(s.ignore_head);
  h.bool(s.is_human);
  h.i32(s.ignore_level);
}

/** Writes a IgnoreBody to a snapshot stream. */
export function snapshot_IgnoreBody(s: IgnoreBody, w: SnapshotWriter): void {
  w.put(s.owner);
  w.put(s.ignore_head);
  w.put(s.is_human ? 1 : 0);
  w.put(s.ignore_level);
}

/** Reads a IgnoreBody back from a snapshot stream written by snapshot_IgnoreBody. */
export function restore_IgnoreBody(s: IgnoreBody, r: SnapshotReader): void {
  s.owner = r.get();
  s.ignore_head = r.get();
  s.is_human = r.get() !== 0;
  s.ignore_level = r.get();
}

/**
 * The shape head fields (Unit 6, 002 L577-583) that the pool allocators read or write, plus the
 * sphere radius. Type and bone are here only to show that an allocation leaves them alone.
 */
export class PoolShape {
  /** +0x30 type: 1 box, 2 sphere, 3 capsule, 4 segment */
  type: number = 0;
  /** +0x31 bone, −1 = the body's own frame */
  bone: number = 0;
  /** +0x32 flags: 0x1 enabled, 0x2, 0x4 strike target, 0x8 allocated, 0x10 reset previous */
  flags: number = 0;
  /** +0x40 radius (spheres) */
  radius: number = 0;
}

/** Puts a PoolShape back into the zero state `new PoolShape()` gives, in place. */
export function reset_PoolShape(s: PoolShape): void {
  s.type = 0;
  s.bone = 0;
  s.flags = 0;
  s.radius = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PoolShape(dst: PoolShape, src: PoolShape): void {
  dst.type = src.type;
  dst.bone = src.bone;
  dst.flags = src.flags;
  dst.radius = src.radius;
}

/** Feeds the raw bits of a PoolShape to the hasher, field by field in declaration order. */
export function hash_PoolShape(s: PoolShape, h: StateHasher): void {
  h.u32(s.type);
  h.i32(s.bone);
  h.u32(s.flags);
  h.f32(s.radius);
}

/** Writes a PoolShape to a snapshot stream. */
export function snapshot_PoolShape(s: PoolShape, w: SnapshotWriter): void {
  w.put(s.type);
  w.put(s.bone);
  w.put(s.flags);
  w.put(s.radius);
}

/** Reads a PoolShape back from a snapshot stream written by snapshot_PoolShape. */
export function restore_PoolShape(s: PoolShape, r: SnapshotReader): void {
  s.type = r.get();
  s.bone = r.get();
  s.flags = r.get();
  s.radius = r.get();
}

/**
 * The parts of IPhysics that Unit 8 uses: the ignore slots and the five fixed shape pools with the
 * original's counts (002 L1041-1049), plus a stand-in list for the bodies (named by index + 1).
 */
export class PhysicsPools {
  /** +0xf4e0: 60 × 12 bytes */
  ignore: IgnoreSlot[] = Array.from({ length: 60 }, () => new IgnoreSlot());
  /** +0xf7b0: 60 weapon strike spheres × 0x60 */
  strike_spheres: PoolShape[] = Array.from({ length: 60 }, () => new PoolShape());
  /** +0x22930: 416 object spheres × 0x60 */
  object_spheres: PoolShape[] = Array.from({ length: 416 }, () => new PoolShape());
  /** +0x2c530: 416 object boxes × 0x90 */
  object_boxes: PoolShape[] = Array.from({ length: 416 }, () => new PoolShape());
  /** +0x4c720: 36 car boxes × 0x90 */
  car_boxes: PoolShape[] = Array.from({ length: 36 }, () => new PoolShape());
  /** +0x4db60: 30 spheres of 2.0 m (the humans' push spheres) × 0x60 */
  big_spheres: PoolShape[] = Array.from({ length: 30 }, () => new PoolShape());
  /** stand-in for the body pools of Unit 9: body reference r is bodies[r − 1] */
  bodies: IgnoreBody[] = [];
}

/** Puts a PhysicsPools back into the zero state `new PhysicsPools()` gives, in place. */
export function reset_PhysicsPools(s: PhysicsPools): void {
  for (const x of s.ignore) reset_IgnoreSlot(x);
  for (const x of s.strike_spheres) reset_PoolShape(x);
  for (const x of s.object_spheres) reset_PoolShape(x);
  for (const x of s.object_boxes) reset_PoolShape(x);
  for (const x of s.car_boxes) reset_PoolShape(x);
  for (const x of s.big_spheres) reset_PoolShape(x);
  s.bodies.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PhysicsPools(dst: PhysicsPools, src: PhysicsPools): void {
  for (let i = 0; i < dst.ignore.length; i++) copy_IgnoreSlot(dst.ignore[i], src.ignore[i]);
  for (let i = 0; i < dst.strike_spheres.length; i++) copy_PoolShape(dst.strike_spheres[i], src.strike_spheres[i]);
  for (let i = 0; i < dst.object_spheres.length; i++) copy_PoolShape(dst.object_spheres[i], src.object_spheres[i]);
  for (let i = 0; i < dst.object_boxes.length; i++) copy_PoolShape(dst.object_boxes[i], src.object_boxes[i]);
  for (let i = 0; i < dst.car_boxes.length; i++) copy_PoolShape(dst.car_boxes[i], src.car_boxes[i]);
  for (let i = 0; i < dst.big_spheres.length; i++) copy_PoolShape(dst.big_spheres[i], src.big_spheres[i]);
  dst.bodies.length = src.bodies.length;
  for (let i = 0; i < src.bodies.length; i++) { if (dst.bodies[i] === undefined) dst.bodies[i] = new IgnoreBody(); copy_IgnoreBody(dst.bodies[i], src.bodies[i]); }
}

/** Feeds the raw bits of a PhysicsPools to the hasher, field by field in declaration order. */
export function hash_PhysicsPools(s: PhysicsPools, h: StateHasher): void {
  for (let i0 = 0; i0 < s.ignore.length; i0++) {
    hash_IgnoreSlot(s.ignore[i0], h);
  }
  for (let i0 = 0; i0 < s.strike_spheres.length; i0++) {
    hash_PoolShape(s.strike_spheres[i0], h);
  }
  for (let i0 = 0; i0 < s.object_spheres.length; i0++) {
    hash_PoolShape(s.object_spheres[i0], h);
  }
  for (let i0 = 0; i0 < s.object_boxes.length; i0++) {
    hash_PoolShape(s.object_boxes[i0], h);
  }
  for (let i0 = 0; i0 < s.car_boxes.length; i0++) {
    hash_PoolShape(s.car_boxes[i0], h);
  }
  for (let i0 = 0; i0 < s.big_spheres.length; i0++) {
    hash_PoolShape(s.big_spheres[i0], h);
  }
  h.u32(s.bodies.length);
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    hash_IgnoreBody(s.bodies[i0], h);
  }
}

/** Writes a PhysicsPools to a snapshot stream. */
export function snapshot_PhysicsPools(s: PhysicsPools, w: SnapshotWriter): void {
  for (let i0 = 0; i0 < s.ignore.length; i0++) {
    snapshot_IgnoreSlot(s.ignore[i0], w);
  }
  for (let i0 = 0; i0 < s.strike_spheres.length; i0++) {
    snapshot_PoolShape(s.strike_spheres[i0], w);
  }
  for (let i0 = 0; i0 < s.object_spheres.length; i0++) {
    snapshot_PoolShape(s.object_spheres[i0], w);
  }
  for (let i0 = 0; i0 < s.object_boxes.length; i0++) {
    snapshot_PoolShape(s.object_boxes[i0], w);
  }
  for (let i0 = 0; i0 < s.car_boxes.length; i0++) {
    snapshot_PoolShape(s.car_boxes[i0], w);
  }
  for (let i0 = 0; i0 < s.big_spheres.length; i0++) {
    snapshot_PoolShape(s.big_spheres[i0], w);
  }
  w.put(s.bodies.length);
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    snapshot_IgnoreBody(s.bodies[i0], w);
  }
}

/** Reads a PhysicsPools back from a snapshot stream written by snapshot_PhysicsPools. */
export function restore_PhysicsPools(s: PhysicsPools, r: SnapshotReader): void {
  for (let i0 = 0; i0 < s.ignore.length; i0++) {
    restore_IgnoreSlot(s.ignore[i0], r);
  }
  for (let i0 = 0; i0 < s.strike_spheres.length; i0++) {
    restore_PoolShape(s.strike_spheres[i0], r);
  }
  for (let i0 = 0; i0 < s.object_spheres.length; i0++) {
    restore_PoolShape(s.object_spheres[i0], r);
  }
  for (let i0 = 0; i0 < s.object_boxes.length; i0++) {
    restore_PoolShape(s.object_boxes[i0], r);
  }
  for (let i0 = 0; i0 < s.car_boxes.length; i0++) {
    restore_PoolShape(s.car_boxes[i0], r);
  }
  for (let i0 = 0; i0 < s.big_spheres.length; i0++) {
    restore_PoolShape(s.big_spheres[i0], r);
  }
  s.bodies.length = r.get();
  for (let i0 = 0; i0 < s.bodies.length; i0++) if (s.bodies[i0] === undefined) s.bodies[i0] = new IgnoreBody();
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    restore_IgnoreBody(s.bodies[i0], r);
  }
}

/**
 * The state IPhysics_Construct leaves in these pools (only what 002 states): every pool shape
 * built with flags 0x1 (enabled, 0x8 clear), bone −1 and its type; the strike spheres switched off
 * and given 0x2 (flags 0x2), so they start free; the ignore slots zeroed (already so in a new
 * struct). Radii and sizes are not stated and stay 0.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x0033c288 IPhysics_Construct (slots 0x0033c830, strike spheres 0x0033c7e0-0x0033c814)
 * @unit U9.13
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:71
 */
export function IPhysics_ConstructPools(p: PhysicsPools): void {
  for (let i = 0; i < p.ignore.length; i++) {
    p.ignore[i].body = 0;
    p.ignore[i].owner = 0;
    p.ignore[i].next = 0;
  }
  for (let i_1 = 0; i_1 < p.strike_spheres.length; i_1++) {
    p.strike_spheres[i_1].type = 2;
    p.strike_spheres[i_1].bone = -1;
    // built with 0x1, then switched off (&= ~0x1) and given 0x2 (002 L1049, L1097)
    p.strike_spheres[i_1].flags = 2;
  }
  for (let i_2 = 0; i_2 < p.object_spheres.length; i_2++) {
    p.object_spheres[i_2].type = 2;
    p.object_spheres[i_2].bone = -1;
    p.object_spheres[i_2].flags = 1;
  }
  for (let i_3 = 0; i_3 < p.object_boxes.length; i_3++) {
    p.object_boxes[i_3].type = 1;
    p.object_boxes[i_3].bone = -1;
    p.object_boxes[i_3].flags = 1;
  }
  for (let i_4 = 0; i_4 < p.car_boxes.length; i_4++) {
    p.car_boxes[i_4].type = 1;
    p.car_boxes[i_4].bone = -1;
    p.car_boxes[i_4].flags = 1;
  }
  for (let i_5 = 0; i_5 < p.big_spheres.length; i_5++) {
    p.big_spheres[i_5].type = 2;
    p.big_spheres[i_5].bone = -1;
    p.big_spheres[i_5].flags = 1;
  }
}

/**
 * The lowest-index free slot (owner word 0) as a slot reference, or 0 when all 60 are in use.
 * The slot is not marked.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8 0x00340890 IPhysics_FindFreeIgnoreSlot
 * @unit U8.01
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:111
 */
export function IPhysics_FindFreeIgnoreSlot(p: PhysicsPools): number {
  for (let i = 0; i < p.ignore.length; i++) {
    if (p.ignore[i].owner === 0) {
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
 * @spec spec/ps2/unit08_ignore_pools.spec:124
 */
export function PhysicsBody_IsIgnoring(p: PhysicsPools, b: number, o: number): boolean {
  if (o === 0) {
    return false;
  }
  let s: number = p.bodies[((b - 1) | 0)].ignore_head;
  let steps: number = 0;
  while (s !== 0) {
    // A chain holds at most 60 slots; more means a cycle, on which the original would loop forever
    // (one can be built by re-taking a slot that another chain still points at, 002 L1059).
    steps = (steps + 1) | 0;
    if (!(steps <= p.ignore.length)) assertFail("spec/ps2/unit08_ignore_pools.spec:138", "ignore chain longer than 60 slots: a cycle, the original loops forever");
    if (p.ignore[((s - 1) | 0)].owner === o) {
      return true;
    }
    s = p.ignore[((s - 1) | 0)].next;
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
 * @spec spec/ps2/unit08_ignore_pools.spec:147
 */
export function PhysicsBody_Ignore(p: PhysicsPools, b: number, o: number): void {
  if (o === 0) {
    return;
  }
  const s: number = IPhysics_FindFreeIgnoreSlot(p);
  // all 60 in use: the call changes nothing (002 L1010, L1055)
  if (s === 0) {
    return;
  }
  const body: IgnoreBody = p.bodies[((b - 1) | 0)];
  const slot: IgnoreSlot = p.ignore[((s - 1) | 0)];
  slot.owner = o;
  slot.next = body.ignore_head;
  slot.body = b;
  body.ignore_head = s;
}

/**
 * The base body's StopIgnoring (vtable +0x38); its argument is a slot, not an owner. A slot s is
 * unlinked from b's chain (if it is there) and then zeroed in any case; s = 0 frees every slot of
 * b's chain and empties it.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8 0x00341b80 PhysicsBody_StopIgnoring
 * @unit U8.05
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:169
 */
export function PhysicsBody_StopIgnoring(p: PhysicsPools, b: number, s: number): void {
  const body: IgnoreBody = p.bodies[((b - 1) | 0)];
  if (s !== 0) {
    const slot: IgnoreSlot = p.ignore[((s - 1) | 0)];
    if (body.ignore_head === s) {
      body.ignore_head = slot.next;
    } else {
      let c: number = body.ignore_head;
      let steps: number = 0;
      while (c !== 0) {
        steps = (steps + 1) | 0;
        if (!(steps <= p.ignore.length)) assertFail("spec/ps2/unit08_ignore_pools.spec:185", "ignore chain longer than 60 slots: a cycle, the original loops forever");
        if (p.ignore[((c - 1) | 0)].next === s) {
          p.ignore[((c - 1) | 0)].next = slot.next;
          break;
        }
        c = p.ignore[((c - 1) | 0)].next;
      }
    }
    // quirk kept: 002 L1018, L1059: zeroed whether or not it was found in b's chain, so a slot of
    // another body's chain is freed while that chain still points at it
    slot.body = 0;
    slot.owner = 0;
    slot.next = 0;
    return;
  }
  // every slot of the chain, from the head: +0x04, +0x08, +0x00 cleared (the next link is read first)
  let c_1: number = body.ignore_head;
  while (c_1 !== 0) {
    const n: number = p.ignore[((c_1 - 1) | 0)].next;
    p.ignore[((c_1 - 1) | 0)].owner = 0;
    p.ignore[((c_1 - 1) | 0)].next = 0;
    p.ignore[((c_1 - 1) | 0)].body = 0;
    c_1 = n;
  }
  body.ignore_head = 0;
}

/**
 * Frees every slot, in any body's chain, whose owner is the removed body's owner: for slots 0 to 59
 * in order, a match calls the slot's body's StopIgnoring (vtable +0x38, the human one for a human
 * body) with that slot. The removed body's own chain is left to its free function.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8 0x0033cd70 IPhysics_ForgetIgnoredOwner
 * @unit U8.02
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:212
 */
export function IPhysics_ForgetIgnoredOwner(p: PhysicsPools, removed: number): void {
  for (let i = 0; i < p.ignore.length; i++) {
    if (p.ignore[i].owner === p.bodies[((removed - 1) | 0)].owner) {
      const holder: number = p.ignore[i].body;
      // An ownerless removed body matches every free slot, whose body is null: the original would
      // call through a null vtable (002 L1025, "undefined, never done"). Kept as an assertion.
      if (!(holder !== 0)) assertFail("spec/ps2/unit08_ignore_pools.spec:223", "ForgetIgnoredOwner matched a free slot (removed body has no owner): the original calls through null");
      if (p.bodies[((holder - 1) | 0)].is_human) {
        PhysicsHumanBody_StopIgnoring(p, holder, ((i + 1) | 0));
      } else {
        PhysicsBody_StopIgnoring(p, holder, ((i + 1) | 0));
      }
    }
  }
}

/**
 * The human body's IsIgnoring (human vtable +0x30): a null owner answers the +0xd4 word itself
 * (ignore the level); the owner human's grab partner is always ignored; else the base chain walk.
 * `grab_other` is Human_GetGrabOther (0x002269d8) of the body's owner, 0 when there is no grab: the
 * owner's grab record is specified outside this unit, so the caller passes it in.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The human body's three 0x003421d0 PhysicsHumanBody_IsIgnoring
 * @unit U8.06
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:233
 */
export function PhysicsHumanBody_IsIgnoring(p: PhysicsPools, hb: number, o: number, grab_other: number): number {
  if (o === 0) {
    // the word is returned as it is, not as a bool
    return p.bodies[((hb - 1) | 0)].ignore_level;
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
 * @spec spec/ps2/unit08_ignore_pools.spec:253
 */
export function PhysicsHumanBody_Ignore(p: PhysicsPools, hb: number, o: number): void {
  if (o === 0) {
    p.bodies[((hb - 1) | 0)].ignore_level = 1;
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
 * @spec spec/ps2/unit08_ignore_pools.spec:265
 */
export function PhysicsHumanBody_StopIgnoring(p: PhysicsPools, hb: number, s: number): void {
  if (s === 0) {
    p.bodies[((hb - 1) | 0)].ignore_level = 0;
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
 * @spec spec/ps2/unit08_ignore_pools.spec:276
 */
export function IPhysics_AllocObjectSphere(p: PhysicsPools): number {
  for (let i = 0; i < p.object_spheres.length; i++) {
    if (((p.object_spheres[i].flags & 8) & 0xffff) === 0) {
      // "sets 0xb" is an OR, as L1232 writes it for the big sphere (flags |= 0xb)
      p.object_spheres[i].flags = (p.object_spheres[i].flags | 11) & 0xffff;
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
 * @spec spec/ps2/unit08_ignore_pools.spec:291
 */
export function IPhysics_AllocObjectBox(p: PhysicsPools): number {
  for (let i = 0; i < p.object_boxes.length; i++) {
    if (((p.object_boxes[i].flags & 8) & 0xffff) === 0) {
      p.object_boxes[i].flags = (p.object_boxes[i].flags | 11) & 0xffff;
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
 * @spec spec/ps2/unit08_ignore_pools.spec:304
 */
export function IPhysics_AllocCarBox(p: PhysicsPools): number {
  for (let i = 0; i < p.car_boxes.length; i++) {
    if (((p.car_boxes[i].flags & 8) & 0xffff) === 0) {
      p.car_boxes[i].flags = (p.car_boxes[i].flags | 11) & 0xffff;
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
 * @spec spec/ps2/unit08_ignore_pools.spec:317
 */
export function IPhysics_AllocBigSphere(p: PhysicsPools): number {
  for (let i = 0; i < p.big_spheres.length; i++) {
    if (((p.big_spheres[i].flags & 8) & 0xffff) === 0) {
      // 2.0 = 0x40000000
      p.big_spheres[i].radius = 2 /* f32#40000000 */;
      p.big_spheres[i].flags = (p.big_spheres[i].flags | 11) & 0xffff;
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
 * @spec spec/ps2/unit08_ignore_pools.spec:333
 */
export function IPhysics_FreeShape(shape: PoolShape): void {
  // quirk kept: 002 L1051: 0x1 and 0x2 stay (flags 0x3 after allocate and free), so a stale
  // pointer still sees an enabled shape
  shape.flags = (shape.flags & 65527) & 0xffff;
}

/**
 * The first of the 60 weapon strike spheres whose 0x1 (enabled) is clear, or 0; nothing is written,
 * so the same sphere comes back until the caller enables it.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 8, The shape pools 0x003408d8 IPhysics_FindFreeStrikeSphere
 * @unit U8.14
 * @float ps2
 * @spec spec/ps2/unit08_ignore_pools.spec:343
 */
export function IPhysics_FindFreeStrikeSphere(p: PhysicsPools): number {
  for (let i = 0; i < p.strike_spheres.length; i++) {
    if (((p.strike_spheres[i].flags & 1) & 0xffff) === 0) {
      return (i + 1) | 0;
    }
  }
  return 0;
}
