// GENERATED FILE: do not edit. Engine module ps2.unit09.create_tests: 002 Unit 9 Test ideas (L1139-1151): the fake owner and the 19 cases from spec/ps2/tests/unit09_create_tests.spec (sha256 05ed8c307dab8f51).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Vec4, ZERO_F64, assertFail } from "../../../../runtime/index.js";
import { Body, Owner } from "../../../../generated/ps2/body.generated.js";
import { Contact } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { HumanOwner } from "../../../../generated/ps2/unit03_sweep.generated.js";
import { Transform } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { IPhysics_FindFreeIgnoreSlot, PhysicsBody_Ignore } from "../../../../generated/ps2/unit08_ignore_pools.generated.js";
import { BodyPools, IPhysics_ConstructBodyPools, copy_BodyPools, reset_BodyPools } from "../../../../generated/ps2/unit09_create.generated.js";
import { HumanBodyOwner } from "../../../../generated/ps2/unit10_human.generated.js";
import { IPhysics, copy_IPhysics, reset_IPhysics } from "../../../../generated/ps2/world.generated.js";

/** The fake owner of 002 L1141. */
export class U9Owner implements Owner, HumanOwner, HumanBodyOwner {
  mask: number = 0;
  /** human +0x65c */
  scale: number = ZERO_F64;
  /** Human_IsInSceneState */
  in_scene: boolean = false;
  me: Body | null = null;
  /** calls of the head bone (6): two per human body Update (the capsule pose and the head sphere's) */
  head_calls: number = 0;

  /** Implements Owner.type_mask (@spec spec/ps2/tests/unit09_create_tests.spec:26). */
  type_mask(): number {
    return this.mask;
  }

  /** Implements Owner.flags (@spec spec/ps2/tests/unit09_create_tests.spec:29). */
  flags(): number {
    return 0;
  }

  /** Implements Owner.set_velocity (@spec spec/ps2/tests/unit09_create_tests.spec:32). */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void {

  }

  /** Implements Owner.get_cached_transform (@spec spec/ps2/tests/unit09_create_tests.spec:34). */
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

  /** Implements Owner.get_pose_now (@spec spec/ps2/tests/unit09_create_tests.spec:38). */
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

  /** Implements Owner.get_transform (@spec spec/ps2/tests/unit09_create_tests.spec:42). */
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

  /** Implements Owner.set_transform (@spec spec/ps2/tests/unit09_create_tests.spec:46). */
  set_transform(t: Transform): void {

  }

  /** Implements Owner.get_bone_transform (@spec spec/ps2/tests/unit09_create_tests.spec:48). */
  get_bone_transform(bone: number, t: Transform): boolean {
    if (bone === 6) {
      // the head bone of a standing human, already scaled (002 L671)
      this.head_calls = (this.head_calls + 1) | 0;
      t.position.x = 0;
      t.position.y = 0;
      t.position.z = Math.fround(1.7999999523162842 /* 1.8f */ * this!.human_scale());
      t.position.w = 1;
      t.rotation.x = 0;
      t.rotation.y = 0;
      t.rotation.z = 0;
      t.rotation.w = 1;
      return true;
    }
    return false;
  }

  /** Implements Owner.attribute (@spec spec/ps2/tests/unit09_create_tests.spec:58). */
  attribute(n: number): number {
    return 0;
  }

  /** Implements Owner.body (@spec spec/ps2/tests/unit09_create_tests.spec:61). */
  body(): Body | null {
    return this.me;
  }

  /** Implements Owner.on_contact (@spec spec/ps2/tests/unit09_create_tests.spec:64). */
  on_contact(c: Contact): number {
    return 0;
  }

  /** Implements Owner.after_move (@spec spec/ps2/tests/unit09_create_tests.spec:67). */
  after_move(): void {

  }

  /** Implements Owner.human_scale (@spec spec/ps2/tests/unit09_create_tests.spec:69). */
  human_scale(): number {
    // Human_GetScale 0x0021d020 (002 L1186)
    if (this.in_scene && this.scale < 1.100000023841858 /* f32#3f8ccccd */) {
      return 1;
    }
    return this.scale;
  }

  /** Implements HumanOwner.state_hi (@spec spec/ps2/tests/unit09_create_tests.spec:79). */
  state_hi(): number {
    return 0;
  }

  /** Implements HumanOwner.state_lo (@spec spec/ps2/tests/unit09_create_tests.spec:82). */
  state_lo(): number {
    return 0;
  }

  /** Implements HumanOwner.holds (@spec spec/ps2/tests/unit09_create_tests.spec:85). */
  holds(flag: number): boolean {
    return false;
  }

  /** Implements HumanOwner.take_off_height (@spec spec/ps2/tests/unit09_create_tests.spec:88). */
  take_off_height(): number {
    return 0;
  }

  /** Implements HumanOwner.byte_3be (@spec spec/ps2/tests/unit09_create_tests.spec:91). */
  byte_3be(): number {
    return 0;
  }

  /** Implements HumanOwner.upper_point (@spec spec/ps2/tests/unit09_create_tests.spec:94). */
  upper_point(out$: Vec4): void {
    out$.x = 0; out$.y = 0; out$.z = 0; out$.w = 1;
    return;
  }

  /** Implements HumanOwner.segment_skip (@spec spec/ps2/tests/unit09_create_tests.spec:97). */
  segment_skip(): number {
    return 1;
  }

  /** Implements HumanOwner.set_ground (@spec spec/ps2/tests/unit09_create_tests.spec:100). */
  set_ground(material: number, normal_x: number, normal_y: number, normal_z: number, normal_w: number): void {

  }

  /** Implements HumanBodyOwner.reach (@spec spec/ps2/tests/unit09_create_tests.spec:105). */
  reach(): number {
    return 0;
  }

  /** Implements HumanBodyOwner.held_object (@spec spec/ps2/tests/unit09_create_tests.spec:108). */
  held_object(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.target (@spec spec/ps2/tests/unit09_create_tests.spec:111). */
  target(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.grab_other (@spec spec/ps2/tests/unit09_create_tests.spec:114). */
  grab_other(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.player (@spec spec/ps2/tests/unit09_create_tests.spec:117). */
  player(): number {
    return -1;
  }

  /** Implements HumanBodyOwner.strike_contact (@spec spec/ps2/tests/unit09_create_tests.spec:120). */
  strike_contact(c: Contact): void {

  }

  /** Implements HumanBodyOwner.may_strike (@spec spec/ps2/tests/unit09_create_tests.spec:122). */
  may_strike(other: Owner | null): number {
    return 0;
  }

  /** Implements HumanBodyOwner.hits_with_capsule (@spec spec/ps2/tests/unit09_create_tests.spec:125). */
  hits_with_capsule(): boolean {
    return false;
  }

  /** Implements HumanBodyOwner.on_push_contact (@spec spec/ps2/tests/unit09_create_tests.spec:128). */
  on_push_contact(c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void {

  }
}

/** Puts a U9Owner back into the zero state `new U9Owner()` gives, in place. */
export function reset_U9Owner(s: U9Owner): void {
  s.mask = 0;
  s.scale = 0;
  s.in_scene = false;
  s.me = null;
  s.head_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U9Owner(dst: U9Owner, src: U9Owner): void {
  dst.mask = src.mask;
  dst.scale = src.scale;
  dst.in_scene = src.in_scene;
  dst.me = src.me;
  dst.head_calls = src.head_calls;
}

/** A Unit 9 test world: the physics world and the pools built once. */
export class U9World {
  phys: IPhysics = new IPhysics();
  bp: BodyPools = new BodyPools();
}

/** Puts a U9World back into the zero state `new U9World()` gives, in place. */
export function reset_U9World(s: U9World): void {
  reset_IPhysics(s.phys);
  reset_BodyPools(s.bp);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U9World(dst: U9World, src: U9World): void {
  copy_IPhysics(dst.phys, src.phys);
  copy_BodyPools(dst.bp, src.bp);
}

/**
 * Puts ignore slot `slot` (0-based) at the front of b's chain, naming owner o: Unit 8's base Ignore
 * (a human body's Ignore of an owner is the same), which takes the lowest free slot, so the
 * fixture checks that it is `slot`.
 *
 * @design test fixture for 002 Unit 9 Test ideas (L1151)
 * @float ps2
 * @spec spec/ps2/tests/unit09_create_tests.spec:142
 */
export function U9_Ignore(w: U9World, b: Body, o: Owner | null, slot: number): void {
  if (IPhysics_FindFreeIgnoreSlot(w.bp.unit08) !== ((slot + 1) | 0)) assertFail("spec/ps2/tests/unit09_create_tests.spec:143", "the fixture's slot is not the lowest free one");
  PhysicsBody_Ignore(w.bp.unit08, b, o);
}

/**
 * Builds the pools (IPhysics_ConstructBodyPools).
 *
 * @design test fixture for 002 Unit 9 Test ideas (L1141)
 * @float ps2
 * @spec spec/ps2/tests/unit09_create_tests.spec:149
 */
export function U9_World_Init(w: U9World): void {
  IPhysics_ConstructBodyPools(w.bp);
  // IPhysics_RemoveBody's IPhysics_ForgetIgnoredOwner runs on Unit 8's slots
  w.phys.ignores = w.bp.unit08;
}

/**
 * A fake owner with a type mask and a scale (+0x65c), not in a scene.
 *
 * @design test fixture for 002 Unit 9 Test ideas (L1141)
 * @float ps2
 * @spec spec/ps2/tests/unit09_create_tests.spec:157
 */
export function U9_Owner_Init(o: U9Owner, mask: number, scale: number): void {
  o.mask = mask;
  o.scale = scale;
  o.in_scene = false;
}
