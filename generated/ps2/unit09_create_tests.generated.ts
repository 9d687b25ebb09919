// GENERATED FILE: do not edit. Engine module ps2.unit09.create_tests: 002 Unit 9 Test ideas (L1139-1151): the fake owner, the Unit 10 fake and the 19 cases from spec/ps2/unit09_create_tests.spec (sha256 0241354f835f7561).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec4, assertFail } from "../../runtime/index.js";
import { Body, Owner } from "./body.generated.js";
import { Contact } from "./unit03_contacts.generated.js";
import { PhysicsShape, Transform } from "./unit06_shapes.generated.js";
import { IPhysics_AllocBigSphere, IPhysics_FindFreeIgnoreSlot, IPhysics_FreeShape, PhysicsBody_Ignore } from "./unit08_ignore_pools.generated.js";
import { BodyPools, HumanBody, HumanBodyUnit10, IPhysics_ConstructBodyPools, copy_BodyPools, hash_BodyPools, reset_BodyPools, restore_BodyPools, snapshot_BodyPools } from "./unit09_create.generated.js";
import { IPhysics, copy_IPhysics, hash_IPhysics, reset_IPhysics, restore_IPhysics, snapshot_IPhysics } from "./world.generated.js";

/** The fake owner of 002 L1141. */
export class U9Owner implements Owner {
  mask: number = 0;
  /** human +0x65c */
  scale: number = 0;
  /** Human_IsInSceneState */
  in_scene: boolean = false;
  me: Body | null = null;

  /** Implements Owner.type_mask (@spec spec/ps2/unit09_create_tests.spec:19). */
  type_mask(): number {
    return this.mask;
  }

  /** Implements Owner.flags (@spec spec/ps2/unit09_create_tests.spec:22). */
  flags(): number {
    return 0;
  }

  /** Implements Owner.set_velocity (@spec spec/ps2/unit09_create_tests.spec:25). */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void {

  }

  /** Implements Owner.get_cached_transform (@spec spec/ps2/unit09_create_tests.spec:27). */
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

  /** Implements Owner.get_pose_now (@spec spec/ps2/unit09_create_tests.spec:31). */
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

  /** Implements Owner.get_transform (@spec spec/ps2/unit09_create_tests.spec:35). */
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

  /** Implements Owner.set_transform (@spec spec/ps2/unit09_create_tests.spec:39). */
  set_transform(t: Transform): void {

  }

  /** Implements Owner.get_bone_transform (@spec spec/ps2/unit09_create_tests.spec:41). */
  get_bone_transform(bone: number, t: Transform): boolean {
    return false;
  }

  /** Implements Owner.attribute (@spec spec/ps2/unit09_create_tests.spec:44). */
  attribute(n: number): number {
    return 0;
  }

  /** Implements Owner.body (@spec spec/ps2/unit09_create_tests.spec:47). */
  body(): Body | null {
    return this.me;
  }

  /** Implements Owner.on_contact (@spec spec/ps2/unit09_create_tests.spec:50). */
  on_contact(c: Contact): number {
    return 0;
  }

  /** Implements Owner.after_move (@spec spec/ps2/unit09_create_tests.spec:53). */
  after_move(): void {

  }

  /** Implements Owner.human_scale (@spec spec/ps2/unit09_create_tests.spec:55). */
  human_scale(): number {
    // Human_GetScale 0x0021d020 (002 L1186)
    if (this.in_scene && (this.scale < 1.100000023841858 /* f32#3f8ccccd */)) {
      return 1;
    }
    return this.scale;
  }
}

/** Puts a U9Owner back into the zero state `new U9Owner()` gives, in place. */
export function reset_U9Owner(s: U9Owner): void {
  s.mask = 0;
  s.scale = 0;
  s.in_scene = false;
  s.me = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U9Owner(dst: U9Owner, src: U9Owner): void {
  dst.mask = src.mask;
  dst.scale = src.scale;
  dst.in_scene = src.in_scene;
  dst.me = src.me;
}

/** Feeds the raw bits of a U9Owner to the hasher, field by field in declaration order. */
export function hash_U9Owner(s: U9Owner, h: StateHasher): void {
  h.u32(s.mask);
  h.f32(s.scale);
  h.bool(s.in_scene);
  h.bool(s.me !== null);
}

/** Writes a U9Owner to a snapshot stream. */
export function snapshot_U9Owner(s: U9Owner, w: SnapshotWriter): void {
  w.put(s.mask);
  w.put(s.scale);
  w.put(s.in_scene ? 1 : 0);
}

/** Reads a U9Owner back from a snapshot stream written by snapshot_U9Owner. */
export function restore_U9Owner(s: U9Owner, r: SnapshotReader): void {
  s.mask = r.get();
  s.scale = r.get();
  s.in_scene = r.get() !== 0;
}

/**
 * The Unit 10 stand-in. apply_human_scale follows 002 L1186: capsule height 2·s, radius 0.35·s,
 * the five segments' offset, radius and length and the five spheres' offset and radius × s from
 * tables, the dirty bit set, then the body's Update, of which only its effect on the flags is
 * modelled (002 L1189-1190: nothing under 0x4000, else the dirty bit cleared). The table values
 * are not in 002 (they are on Combat); `U9_Fake_Tables` fills those the Scale 1.1 case implies.
 * set_push_sphere and clear_strike_spheres follow 002 L1232 and L1228 on unit08's pools.
 */
export class U9Unit10Fake implements HumanBodyUnit10 {
  seg_offset: Vec4[] = Array.from({ length: 5 }, () => new Vec4());
  seg_radius: Float32Array = new Float32Array(5);
  seg_length: Float32Array = new Float32Array(5);
  sph_offset: Vec4[] = Array.from({ length: 5 }, () => new Vec4());
  sph_radius: Float32Array = new Float32Array(5);
  /** calls, and the flags the create had written when the scale step began */
  scale_calls: number = 0;
  flags_at_scale: number = 0;
  updates: number = 0;
  clear_calls: number = 0;

  /** Implements HumanBodyUnit10.apply_human_scale (@spec spec/ps2/unit09_create_tests.spec:84). */
  apply_human_scale(pools: BodyPools, hb: HumanBody): void {
    this.scale_calls = (this.scale_calls + 1) | 0;
    this.flags_at_scale = hb.body.flags;
    const o: Owner | null = hb.body.owner;
    if (!(o !== null)) assertFail("spec/ps2/unit09_create_tests.spec:88", "Human_GetScale of a null owner");
    const s: number = o!.human_scale();
    const cap: PhysicsShape | null = hb.body.first_shape;
    if (!(cap !== null)) assertFail("spec/ps2/unit09_create_tests.spec:91", "no capsule");
    cap!.height = Math.fround(2 * s);
    cap!.radius = Math.fround(0.3499999940395355 /* f32#3eb33333 */ * s);
    for (let k = 0; k < 5; k++) {
      const g: PhysicsShape | null = hb.bones[k];
      // (also works around a generator bug: a scalar field store through a ptr local lacks `!`)
      if (!(g !== null)) assertFail("spec/ps2/unit09_create_tests.spec:97", "no bone shape");
      g!.offset.x = Math.fround(this.seg_offset[k].x * s);
      g!.offset.y = Math.fround(this.seg_offset[k].y * s);
      g!.offset.z = Math.fround(this.seg_offset[k].z * s);
      g!.offset.w = 0;
      g!.seg_radius = Math.fround(this.seg_radius[k] * s);
      g!.length = Math.fround(this.seg_length[k] * s);
    }
    for (let k_1 = 0; k_1 < 5; k_1++) {
      const g_1: PhysicsShape | null = hb.bones[((5 + k_1) | 0)];
      if (!(g_1 !== null)) assertFail("spec/ps2/unit09_create_tests.spec:104", "no bone shape");
      g_1!.offset.x = Math.fround(this.sph_offset[k_1].x * s);
      g_1!.offset.y = Math.fround(this.sph_offset[k_1].y * s);
      g_1!.offset.z = Math.fround(this.sph_offset[k_1].z * s);
      g_1!.offset.w = 0;
      g_1!.radius = Math.fround(this.sph_radius[k_1] * s);
    }
    hb.body.flags = (hb.body.flags | 0x80000000) >>> 0;
    // the body's Update (PhysicsHumanBody_Update, 002 L1189-1190): its flag effect only
    this.updates = (this.updates + 1) | 0;
    if (((hb.body.flags & 16384) >>> 0) === 0) {
      hb.body.flags = (hb.body.flags & 0x7fffffff) >>> 0;
    }
  }

  /** Implements HumanBodyUnit10.set_push_sphere (@spec spec/ps2/unit09_create_tests.spec:115). */
  set_push_sphere(pools: BodyPools, hb: HumanBody, on: boolean): void {
    if (on) {
      if (hb.push_sphere === 0) {
        hb.push_sphere = IPhysics_AllocBigSphere(pools.unit08);
      }
      return;
    }
    if (hb.push_sphere !== 0) {
      IPhysics_FreeShape(pools.unit08.big_spheres[((hb.push_sphere - 1) | 0)]);
    }
    hb.push_sphere = 0;
  }

  /** Implements HumanBodyUnit10.clear_strike_spheres (@spec spec/ps2/unit09_create_tests.spec:127). */
  clear_strike_spheres(pools: BodyPools, hb: HumanBody): void {
    this.clear_calls = (this.clear_calls + 1) | 0;
    if (hb.weapon_spheres !== 0) {
      // enable(off) of the one sphere the fake holds
      pools.unit08.strike_spheres[((hb.weapon_spheres - 1) | 0)].flags = (pools.unit08.strike_spheres[((hb.weapon_spheres - 1) | 0)].flags & 65534) & 0xffff;
    }
    hb.weapon_spheres = 0;
  }
}

/** Puts a U9Unit10Fake back into the zero state `new U9Unit10Fake()` gives, in place. */
export function reset_U9Unit10Fake(s: U9Unit10Fake): void {
  for (const x of s.seg_offset) { x.x = 0; x.y = 0; x.z = 0; x.w = 0; }
  s.seg_radius.fill(0);
  s.seg_length.fill(0);
  for (const x of s.sph_offset) { x.x = 0; x.y = 0; x.z = 0; x.w = 0; }
  s.sph_radius.fill(0);
  s.scale_calls = 0;
  s.flags_at_scale = 0;
  s.updates = 0;
  s.clear_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U9Unit10Fake(dst: U9Unit10Fake, src: U9Unit10Fake): void {
  for (let i = 0; i < dst.seg_offset.length; i++) { dst.seg_offset[i].x = src.seg_offset[i].x; dst.seg_offset[i].y = src.seg_offset[i].y; dst.seg_offset[i].z = src.seg_offset[i].z; dst.seg_offset[i].w = src.seg_offset[i].w; }
  dst.seg_radius.set(src.seg_radius);
  dst.seg_length.set(src.seg_length);
  for (let i = 0; i < dst.sph_offset.length; i++) { dst.sph_offset[i].x = src.sph_offset[i].x; dst.sph_offset[i].y = src.sph_offset[i].y; dst.sph_offset[i].z = src.sph_offset[i].z; dst.sph_offset[i].w = src.sph_offset[i].w; }
  dst.sph_radius.set(src.sph_radius);
  dst.scale_calls = src.scale_calls;
  dst.flags_at_scale = src.flags_at_scale;
  dst.updates = src.updates;
  dst.clear_calls = src.clear_calls;
}

/** Feeds the raw bits of a U9Unit10Fake to the hasher, field by field in declaration order. */
export function hash_U9Unit10Fake(s: U9Unit10Fake, h: StateHasher): void {
  for (let i0 = 0; i0 < s.seg_offset.length; i0++) {
    h.f32(s.seg_offset[i0].x);
    h.f32(s.seg_offset[i0].y);
    h.f32(s.seg_offset[i0].z);
    h.f32(s.seg_offset[i0].w);
  }
  for (let i0 = 0; i0 < s.seg_radius.length; i0++) {
    h.f32(s.seg_radius[i0]);
  }
  for (let i0 = 0; i0 < s.seg_length.length; i0++) {
    h.f32(s.seg_length[i0]);
  }
  for (let i0 = 0; i0 < s.sph_offset.length; i0++) {
    h.f32(s.sph_offset[i0].x);
    h.f32(s.sph_offset[i0].y);
    h.f32(s.sph_offset[i0].z);
    h.f32(s.sph_offset[i0].w);
  }
  for (let i0 = 0; i0 < s.sph_radius.length; i0++) {
    h.f32(s.sph_radius[i0]);
  }
  h.i32(s.scale_calls);
  h.u32(s.flags_at_scale);
  h.i32(s.updates);
  h.i32(s.clear_calls);
}

/** Writes a U9Unit10Fake to a snapshot stream. */
export function snapshot_U9Unit10Fake(s: U9Unit10Fake, w: SnapshotWriter): void {
  for (let i0 = 0; i0 < s.seg_offset.length; i0++) {
    w.put(s.seg_offset[i0].x);
    w.put(s.seg_offset[i0].y);
    w.put(s.seg_offset[i0].z);
    w.put(s.seg_offset[i0].w);
  }
  for (let i0 = 0; i0 < s.seg_radius.length; i0++) {
    w.put(s.seg_radius[i0]);
  }
  for (let i0 = 0; i0 < s.seg_length.length; i0++) {
    w.put(s.seg_length[i0]);
  }
  for (let i0 = 0; i0 < s.sph_offset.length; i0++) {
    w.put(s.sph_offset[i0].x);
    w.put(s.sph_offset[i0].y);
    w.put(s.sph_offset[i0].z);
    w.put(s.sph_offset[i0].w);
  }
  for (let i0 = 0; i0 < s.sph_radius.length; i0++) {
    w.put(s.sph_radius[i0]);
  }
  w.put(s.scale_calls);
  w.put(s.flags_at_scale);
  w.put(s.updates);
  w.put(s.clear_calls);
}

/** Reads a U9Unit10Fake back from a snapshot stream written by snapshot_U9Unit10Fake. */
export function restore_U9Unit10Fake(s: U9Unit10Fake, r: SnapshotReader): void {
  for (let i0 = 0; i0 < s.seg_offset.length; i0++) {
    s.seg_offset[i0].x = r.get();
    s.seg_offset[i0].y = r.get();
    s.seg_offset[i0].z = r.get();
    s.seg_offset[i0].w = r.get();
  }
  for (let i0 = 0; i0 < s.seg_radius.length; i0++) {
    s.seg_radius[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.seg_length.length; i0++) {
    s.seg_length[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.sph_offset.length; i0++) {
    s.sph_offset[i0].x = r.get();
    s.sph_offset[i0].y = r.get();
    s.sph_offset[i0].z = r.get();
    s.sph_offset[i0].w = r.get();
  }
  for (let i0 = 0; i0 < s.sph_radius.length; i0++) {
    s.sph_radius[i0] = r.get();
  }
  s.scale_calls = r.get();
  s.flags_at_scale = r.get();
  s.updates = r.get();
  s.clear_calls = r.get();
}

/** A Unit 9 test world: the physics world, the pools built once and the Unit 10 fake. */
export class U9World {
  phys: IPhysics = new IPhysics();
  bp: BodyPools = new BodyPools();
  unit10: U9Unit10Fake = new U9Unit10Fake();
}

/** Puts a U9World back into the zero state `new U9World()` gives, in place. */
export function reset_U9World(s: U9World): void {
  reset_IPhysics(s.phys);
  reset_BodyPools(s.bp);
  reset_U9Unit10Fake(s.unit10);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U9World(dst: U9World, src: U9World): void {
  copy_IPhysics(dst.phys, src.phys);
  copy_BodyPools(dst.bp, src.bp);
  copy_U9Unit10Fake(dst.unit10, src.unit10);
}

/** Feeds the raw bits of a U9World to the hasher, field by field in declaration order. */
export function hash_U9World(s: U9World, h: StateHasher): void {
  hash_IPhysics(s.phys, h);
  hash_BodyPools(s.bp, h);
  hash_U9Unit10Fake(s.unit10, h);
}

/** Writes a U9World to a snapshot stream. */
export function snapshot_U9World(s: U9World, w: SnapshotWriter): void {
  snapshot_IPhysics(s.phys, w);
  snapshot_BodyPools(s.bp, w);
  snapshot_U9Unit10Fake(s.unit10, w);
}

/** Reads a U9World back from a snapshot stream written by snapshot_U9World. */
export function restore_U9World(s: U9World, r: SnapshotReader): void {
  restore_IPhysics(s.phys, r);
  restore_BodyPools(s.bp, r);
  restore_U9Unit10Fake(s.unit10, r);
}

/**
 * The bone tables as the Scale 1.1 case implies them (its values ÷ 1.1; not given in 002):
 * segments spine (bone 3) offset (−0.07, 0, 0.05), radius 0.18, length 0.38; forearms (24, 18)
 * 0.07, 0.2; shins (32, 29) 0.1, 0.4; spheres head (6) offset (0.05, 0, 0.03), radius 0.15; hands
 * (25, 19) offset (0.08, 0, 0), radius 0.09; feet (33, 30) 0.15. Unstated offsets are 0.
 *
 * @design test fixture for 002 Unit 9 Test ideas (L1144): table values implied by the expected values
 * @float ps2
 * @spec spec/ps2/unit09_create_tests.spec:137
 */
export function U9_Fake_Tables(f: U9Unit10Fake): void {
  f.seg_offset[0].x = -0.07000000029802322 /* 0.07f */;
  f.seg_offset[0].y = 0;
  f.seg_offset[0].z = 0.05000000074505806 /* 0.05f */;
  f.seg_offset[0].w = 0;
  f.seg_radius[0] = 0.18000000715255737 /* 0.18f */;
  f.seg_length[0] = 0.3799999952316284 /* 0.38f */;
  for (let k = 1; k < 3; k++) {
    f.seg_radius[k] = 0.07000000029802322 /* 0.07f */;
    f.seg_length[k] = 0.20000000298023224 /* 0.2f */;
  }
  for (let k_1 = 3; k_1 < 5; k_1++) {
    f.seg_radius[k_1] = 0.10000000149011612 /* 0.1f */;
    f.seg_length[k_1] = 0.4000000059604645 /* 0.4f */;
  }
  f.sph_offset[0].x = 0.05000000074505806 /* 0.05f */;
  f.sph_offset[0].y = 0;
  f.sph_offset[0].z = 0.029999999329447746 /* 0.03f */;
  f.sph_offset[0].w = 0;
  f.sph_radius[0] = 0.15000000596046448 /* 0.15f */;
  for (let k_2 = 1; k_2 < 3; k_2++) {
    f.sph_offset[k_2].x = 0.07999999821186066 /* 0.08f */;
    f.sph_offset[k_2].y = 0;
    f.sph_offset[k_2].z = 0;
    f.sph_offset[k_2].w = 0;
    f.sph_radius[k_2] = 0.09000000357627869 /* 0.09f */;
  }
  for (let k_3 = 3; k_3 < 5; k_3++) {
    f.sph_radius[k_3] = 0.15000000596046448 /* 0.15f */;
  }
}

/**
 * Puts ignore slot `slot` (0-based) at the front of b's chain, naming owner o: Unit 8's base Ignore
 * (a human body's Ignore of an owner is the same), which takes the lowest free slot, so the
 * fixture checks that it is `slot`.
 *
 * @design test fixture for 002 Unit 9 Test ideas (L1151)
 * @float ps2
 * @spec spec/ps2/unit09_create_tests.spec:172
 */
export function U9_Ignore(w: U9World, b: Body, o: Owner | null, slot: number): void {
  if (!(IPhysics_FindFreeIgnoreSlot(w.bp.unit08) === ((slot + 1) | 0))) assertFail("spec/ps2/unit09_create_tests.spec:177", "the fixture's slot is not the lowest free one");
  PhysicsBody_Ignore(w.bp.unit08, b, o);
}

/**
 * Builds the pools (IPhysics_ConstructBodyPools) and plugs in the Unit 10 fake.
 *
 * @design test fixture for 002 Unit 9 Test ideas (L1141)
 * @float ps2
 * @spec spec/ps2/unit09_create_tests.spec:181
 */
export function U9_World_Init(w: U9World): void {
  IPhysics_ConstructBodyPools(w.bp);
  U9_Fake_Tables(w.unit10);
  w.bp.unit10 = w.unit10;
  // IPhysics_RemoveBody's IPhysics_ForgetIgnoredOwner runs on Unit 8's slots
  w.phys.ignores = w.bp.unit08;
}

/**
 * A fake owner with a type mask and a scale (+0x65c), not in a scene.
 *
 * @design test fixture for 002 Unit 9 Test ideas (L1141)
 * @float ps2
 * @spec spec/ps2/unit09_create_tests.spec:191
 */
export function U9_Owner_Init(o: U9Owner, mask: number, scale: number): void {
  o.mask = mask;
  o.scale = scale;
  o.in_scene = false;
}
