// GENERATED FILE: do not edit. Engine module ps2.unit03.sweep_fakes: 002 Unit 3 Test ideas (L486): the fake owner, the scripted mesh query and the scene they share from spec/ps2/tests/unit03_sweep_fakes.spec (sha256 0d450c4399533c26).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec4, ZERO_F64, assertFail } from "../../../../runtime/index.js";
import { BODY_VTABLE, Body, Owner, copy_Body, reset_Body } from "../../../../generated/ps2/body.generated.js";
import { AABB, Contact, ContactList, Contact_InsertSorted } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { BodyVtableHost, HumanOwner, PhysicsBody_Sweep } from "../../../../generated/ps2/unit03_sweep.generated.js";
import { PhysShapeSphere_Construct, PhysicsShape, Transform, copy_PhysicsShape, copy_Transform, reset_PhysicsShape, reset_Transform } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { CollisionBackend, IPhysics, RayHit, copy_IPhysics, reset_IPhysics } from "../../../../generated/ps2/world.generated.js";

/** One recorded vector (a list of records: `append` of a vector value is not usable, see the report). */
export class U3Rec4 {
  v: Vec4 = new Vec4();
}

/** Puts a U3Rec4 back into the zero state `new U3Rec4()` gives, in place. */
export function reset_U3Rec4(s: U3Rec4): void {
  s.v.x = 0; s.v.y = 0; s.v.z = 0; s.v.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U3Rec4(dst: U3Rec4, src: U3Rec4): void {
  dst.v.x = src.v.x; dst.v.y = src.v.y; dst.v.z = src.v.z; dst.v.w = src.v.w;
}

/** A shared, ordered record of attribute requests, id × 100 + n (so the order across two owners shows). */
export class U3CallLog {
  entries: number[] = [];
}

/** Puts a U3CallLog back into the zero state `new U3CallLog()` gives, in place. */
export function reset_U3CallLog(s: U3CallLog): void {
  s.entries.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U3CallLog(dst: U3CallLog, src: U3CallLog): void {
  for (let i = 0; i < src.entries.length && i < dst.entries.length; i++) dst.entries[i] = src.entries[i];
  if (dst.entries.length > src.entries.length) dst.entries.length = src.entries.length;
  else for (let i = dst.entries.length; i < src.entries.length; i++) dst.entries.push(src.entries[i]);
}

/**
 * The fake owner (002 L486): answers[i] to its i-th contact (the last one again when the list is
 * shorter), attributes 1 = w (82), 7 = k, 8 = e, a transform that set_transform overwrites, and a
 * record of every set-velocity, set-transform and after-move call. Also a human's data (HumanOwner).
 */
export class FakeOwner implements Owner, HumanOwner {
  id: number = 0;
  answers: number[] = [];
  /** on_contact calls so far, and what each saw */
  contact_calls: number = 0;
  seen_fraction: number[] = [];
  seen_flags: number[] = [];
  seen_other: number[] = [];
  /** slot +0x20 and slot +0x50 */
  mask: number = 0;
  state: number = 0;
  /** attributes 1, 7, 8 */
  w: number = ZERO_F64;
  k: number = ZERO_F64;
  e: number = ZERO_F64;
  log: U3CallLog | null = null;
  /** what slots +0xa0 / +0xa8 answer and +0xb0 writes; slot +0x98's copy from the start of the update */
  now: Transform = new Transform();
  cached: Transform = new Transform();
  me: Body | null = null;
  /** every set_velocity, every set_transform's position, after-move calls */
  velocities: U3Rec4[] = [];
  positions: U3Rec4[] = [];
  after_moves: number = 0;
  /** Human_GetScale */
  scale: number = ZERO_F64;
  /**
   * HumanOwner: state words, held flags, take-off height, +0x3be, upper point height above the
   * feet, segment skip h0, and what set_ground received
   */
  hi: number = 0;
  lo: number = 0;
  holding: number = 0;
  take_off: number = ZERO_F64;
  b3be: number = 0;
  upper: number = ZERO_F64;
  skip: number = ZERO_F64;
  grounds: number = 0;
  ground_material: number = 0;
  ground_normal: Vec4 = new Vec4();

  /** Implements Owner.type_mask (@spec spec/ps2/tests/unit03_sweep_fakes.spec:63). */
  type_mask(): number {
    return this.mask;
  }

  /** Implements Owner.flags (@spec spec/ps2/tests/unit03_sweep_fakes.spec:66). */
  flags(): number {
    return this.state;
  }

  /** Implements Owner.set_velocity (@spec spec/ps2/tests/unit03_sweep_fakes.spec:69). */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void {
    const r: U3Rec4 = new U3Rec4();
    r.v.x = v_x;
    r.v.y = v_y;
    r.v.z = v_z;
    r.v.w = v_w;
    this.velocities.push(r);
  }

  /** Implements Owner.get_cached_transform (@spec spec/ps2/tests/unit03_sweep_fakes.spec:74). */
  get_cached_transform(t: Transform): void {
    t.position.x = this.cached.position.x;
    t.position.y = this.cached.position.y;
    t.position.z = this.cached.position.z;
    t.position.w = this.cached.position.w;
    t.rotation.x = this.cached.rotation.x;
    t.rotation.y = this.cached.rotation.y;
    t.rotation.z = this.cached.rotation.z;
    t.rotation.w = this.cached.rotation.w;
  }

  /** Implements Owner.get_pose_now (@spec spec/ps2/tests/unit03_sweep_fakes.spec:78). */
  get_pose_now(t: Transform): void {
    t.position.x = this.now.position.x;
    t.position.y = this.now.position.y;
    t.position.z = this.now.position.z;
    t.position.w = this.now.position.w;
    t.rotation.x = this.now.rotation.x;
    t.rotation.y = this.now.rotation.y;
    t.rotation.z = this.now.rotation.z;
    t.rotation.w = this.now.rotation.w;
  }

  /** Implements Owner.get_transform (@spec spec/ps2/tests/unit03_sweep_fakes.spec:82). */
  get_transform(t: Transform): void {
    t.position.x = this.now.position.x;
    t.position.y = this.now.position.y;
    t.position.z = this.now.position.z;
    t.position.w = this.now.position.w;
    t.rotation.x = this.now.rotation.x;
    t.rotation.y = this.now.rotation.y;
    t.rotation.z = this.now.rotation.z;
    t.rotation.w = this.now.rotation.w;
  }

  /** Implements Owner.set_transform (@spec spec/ps2/tests/unit03_sweep_fakes.spec:86). */
  set_transform(t: Transform): void {
    this.now.position.x = t.position.x;
    this.now.position.y = t.position.y;
    this.now.position.z = t.position.z;
    this.now.position.w = t.position.w;
    this.now.rotation.x = t.rotation.x;
    this.now.rotation.y = t.rotation.y;
    this.now.rotation.z = t.rotation.z;
    this.now.rotation.w = t.rotation.w;
    const r: U3Rec4 = new U3Rec4();
    r.v.x = t.position.x;
    r.v.y = t.position.y;
    r.v.z = t.position.z;
    r.v.w = t.position.w;
    this.positions.push(r);
  }

  /** Implements Owner.get_bone_transform (@spec spec/ps2/tests/unit03_sweep_fakes.spec:93). */
  get_bone_transform(bone: number, t: Transform): boolean {
    return false;
  }

  /** Implements Owner.attribute (@spec spec/ps2/tests/unit03_sweep_fakes.spec:96). */
  attribute(n: number): number {
    if (this.log !== null) {
      this.log!.entries.push((Math.imul(this.id, 100) + n) >>> 0);
    }
    if (n === 1) {
      return this.w;
    }
    if (n === 7) {
      return this.k;
    }
    if (n === 8) {
      return this.e;
    }
    return 0;
  }

  /** Implements Owner.body (@spec spec/ps2/tests/unit03_sweep_fakes.spec:111). */
  body(): Body | null {
    return this.me;
  }

  /** Implements Owner.on_contact (@spec spec/ps2/tests/unit03_sweep_fakes.spec:114). */
  on_contact(c: Contact): number {
    this.seen_fraction.push(c.fraction);
    this.seen_flags.push(c.flags);
    this.seen_other.push(c.other_owner);
    let i: number = this.contact_calls;
    this.contact_calls = (this.contact_calls + 1) | 0;
    const n: number = this.answers.length;
    if (n === 0) {
      return 0;
    }
    if (i >= n) {
      i = (n - 1) | 0;
    }
    return this.answers[i];
  }

  /** Implements Owner.after_move (@spec spec/ps2/tests/unit03_sweep_fakes.spec:129). */
  after_move(): void {
    this.after_moves = (this.after_moves + 1) | 0;
  }

  /** Implements Owner.human_scale (@spec spec/ps2/tests/unit03_sweep_fakes.spec:132). */
  human_scale(): number {
    return this.scale;
  }

  /** Implements HumanOwner.state_hi (@spec spec/ps2/tests/unit03_sweep_fakes.spec:138). */
  state_hi(): number {
    return this.hi;
  }

  /** Implements HumanOwner.state_lo (@spec spec/ps2/tests/unit03_sweep_fakes.spec:141). */
  state_lo(): number {
    return this.lo;
  }

  /** Implements HumanOwner.holds (@spec spec/ps2/tests/unit03_sweep_fakes.spec:144). */
  holds(flag: number): boolean {
    return ((this.holding & flag) >>> 0) !== 0;
  }

  /** Implements HumanOwner.take_off_height (@spec spec/ps2/tests/unit03_sweep_fakes.spec:147). */
  take_off_height(): number {
    return this.take_off;
  }

  /** Implements HumanOwner.byte_3be (@spec spec/ps2/tests/unit03_sweep_fakes.spec:150). */
  byte_3be(): number {
    return this.b3be;
  }

  /** Implements HumanOwner.upper_point (@spec spec/ps2/tests/unit03_sweep_fakes.spec:153). */
  upper_point(out$: Vec4): void {
    out$.x = this.now.position.x; out$.y = this.now.position.y; out$.z = Math.fround(this.now.position.z + this.upper); out$.w = 1;
    return;
  }

  /** Implements HumanOwner.segment_skip (@spec spec/ps2/tests/unit03_sweep_fakes.spec:156). */
  segment_skip(): number {
    return this.skip;
  }

  /** Implements HumanOwner.set_ground (@spec spec/ps2/tests/unit03_sweep_fakes.spec:159). */
  set_ground(material: number, normal_x: number, normal_y: number, normal_z: number, normal_w: number): void {
    this.grounds = (this.grounds + 1) | 0;
    this.ground_material = material;
    this.ground_normal.x = normal_x;
    this.ground_normal.y = normal_y;
    this.ground_normal.z = normal_z;
    this.ground_normal.w = normal_w;
  }
}

/** Puts a FakeOwner back into the zero state `new FakeOwner()` gives, in place. */
export function reset_FakeOwner(s: FakeOwner): void {
  s.id = 0;
  s.answers.length = 0;
  s.contact_calls = 0;
  s.seen_fraction.length = 0;
  s.seen_flags.length = 0;
  s.seen_other.length = 0;
  s.mask = 0;
  s.state = 0;
  s.w = 0;
  s.k = 0;
  s.e = 0;
  s.log = null;
  reset_Transform(s.now);
  reset_Transform(s.cached);
  s.me = null;
  s.velocities.length = 0;
  s.positions.length = 0;
  s.after_moves = 0;
  s.scale = 0;
  s.hi = 0;
  s.lo = 0;
  s.holding = 0;
  s.take_off = 0;
  s.b3be = 0;
  s.upper = 0;
  s.skip = 0;
  s.grounds = 0;
  s.ground_material = 0;
  s.ground_normal.x = 0; s.ground_normal.y = 0; s.ground_normal.z = 0; s.ground_normal.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_FakeOwner(dst: FakeOwner, src: FakeOwner): void {
  dst.id = src.id;
  for (let i = 0; i < src.answers.length && i < dst.answers.length; i++) dst.answers[i] = src.answers[i];
  if (dst.answers.length > src.answers.length) dst.answers.length = src.answers.length;
  else for (let i = dst.answers.length; i < src.answers.length; i++) dst.answers.push(src.answers[i]);
  dst.contact_calls = src.contact_calls;
  for (let i = 0; i < src.seen_fraction.length && i < dst.seen_fraction.length; i++) dst.seen_fraction[i] = src.seen_fraction[i];
  if (dst.seen_fraction.length > src.seen_fraction.length) dst.seen_fraction.length = src.seen_fraction.length;
  else for (let i = dst.seen_fraction.length; i < src.seen_fraction.length; i++) dst.seen_fraction.push(src.seen_fraction[i]);
  for (let i = 0; i < src.seen_flags.length && i < dst.seen_flags.length; i++) dst.seen_flags[i] = src.seen_flags[i];
  if (dst.seen_flags.length > src.seen_flags.length) dst.seen_flags.length = src.seen_flags.length;
  else for (let i = dst.seen_flags.length; i < src.seen_flags.length; i++) dst.seen_flags.push(src.seen_flags[i]);
  for (let i = 0; i < src.seen_other.length && i < dst.seen_other.length; i++) dst.seen_other[i] = src.seen_other[i];
  if (dst.seen_other.length > src.seen_other.length) dst.seen_other.length = src.seen_other.length;
  else for (let i = dst.seen_other.length; i < src.seen_other.length; i++) dst.seen_other.push(src.seen_other[i]);
  dst.mask = src.mask;
  dst.state = src.state;
  dst.w = src.w;
  dst.k = src.k;
  dst.e = src.e;
  dst.log = src.log;
  copy_Transform(dst.now, src.now);
  copy_Transform(dst.cached, src.cached);
  dst.me = src.me;
  dst.velocities.length = src.velocities.length;
  for (let i = 0; i < src.velocities.length; i++) { if (dst.velocities[i] === undefined) dst.velocities[i] = new U3Rec4(); copy_U3Rec4(dst.velocities[i], src.velocities[i]); }
  dst.positions.length = src.positions.length;
  for (let i = 0; i < src.positions.length; i++) { if (dst.positions[i] === undefined) dst.positions[i] = new U3Rec4(); copy_U3Rec4(dst.positions[i], src.positions[i]); }
  dst.after_moves = src.after_moves;
  dst.scale = src.scale;
  dst.hi = src.hi;
  dst.lo = src.lo;
  dst.holding = src.holding;
  dst.take_off = src.take_off;
  dst.b3be = src.b3be;
  dst.upper = src.upper;
  dst.skip = src.skip;
  dst.grounds = src.grounds;
  dst.ground_material = src.ground_material;
  dst.ground_normal.x = src.ground_normal.x; dst.ground_normal.y = src.ground_normal.y; dst.ground_normal.z = src.ground_normal.z; dst.ground_normal.w = src.ground_normal.w;
}

/** One scripted contact: absent unless `present`. */
export class ScriptedContact {
  present: boolean = false;
  normal: Vec4 = new Vec4();
  fraction: number = ZERO_F64;
  /** the file triangle's address (0 for a body contact) */
  triangle: number = 0;
  flags: number = 0;
  slide: Vec4 = new Vec4();
  /** body contacts: the other owner (body reference) and a non-zero other shape */
  other_owner: number = 0;
  other_shape: number = 0;
}

/** Puts a ScriptedContact back into the zero state `new ScriptedContact()` gives, in place. */
export function reset_ScriptedContact(s: ScriptedContact): void {
  s.present = false;
  s.normal.x = 0; s.normal.y = 0; s.normal.z = 0; s.normal.w = 0;
  s.fraction = 0;
  s.triangle = 0;
  s.flags = 0;
  s.slide.x = 0; s.slide.y = 0; s.slide.z = 0; s.slide.w = 0;
  s.other_owner = 0;
  s.other_shape = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ScriptedContact(dst: ScriptedContact, src: ScriptedContact): void {
  dst.present = src.present;
  dst.normal.x = src.normal.x; dst.normal.y = src.normal.y; dst.normal.z = src.normal.z; dst.normal.w = src.normal.w;
  dst.fraction = src.fraction;
  dst.triangle = src.triangle;
  dst.flags = src.flags;
  dst.slide.x = src.slide.x; dst.slide.y = src.slide.y; dst.slide.z = src.slide.z; dst.slide.w = src.slide.w;
  dst.other_owner = src.other_owner;
  dst.other_shape = src.other_shape;
}

/**
 * The scripted collision back end: sweep_mesh's i-th call writes mesh[i] (if present) and returns
 * 1; sweep_bodies' i-th call inserts bodies[i] (if present), or `flood` contacts; the ray cast hits
 * the plane z = ground_z (when `ground`) with the scripted normal. Records the calls' arguments.
 */
export class ScriptedMesh implements CollisionBackend {
  mesh: ScriptedContact[] = Array.from({ length: 4 }, () => new ScriptedContact());
  bodies: ScriptedContact[] = Array.from({ length: 4 }, () => new ScriptedContact());
  mesh_calls: number = 0;
  body_calls: number = 0;
  ray_calls: number = 0;
  /** the last sweep_mesh call's move, max, options, nz_min, nz_max and start */
  last_move: Vec4 = new Vec4();
  max: number = 0;
  options: number = 0;
  nz_min: number = ZERO_F64;
  nz_max: number = ZERO_F64;
  start: number = 0;
  /** the last ray cast's origin, direction and length */
  ray_origin: Vec4 = new Vec4();
  ray_dir: Vec4 = new Vec4();
  ray_length: number = ZERO_F64;
  flood: number = 0;
  ground: boolean = false;
  ground_z: number = ZERO_F64;
  ground_n: Vec4 = new Vec4();
  ground_tri: number = 0;
  ground_material: number = 0;
  /** the level's triangles as Unit 3 reads them: the flags of triangle reference k at [k − 1] */
  tri_flags: number[] = [];

  /** Implements CollisionBackend.triangle_flags (@spec spec/ps2/tests/unit03_sweep_fakes.spec:218). */
  triangle_flags(triangle: number): number {
    if (!(triangle >= 1 && triangle <= this.tri_flags.length)) assertFail("spec/ps2/tests/unit03_sweep_fakes.spec:219", "a contact names a triangle the scripted level does not have");
    return this.tri_flags[(triangle - 1) | 0];
  }

  /** Implements CollisionBackend.sweep_mesh (@spec spec/ps2/tests/unit03_sweep_fakes.spec:222). */
  sweep_mesh(list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
    const p: number = this.mesh_calls;
    this.mesh_calls = (this.mesh_calls + 1) | 0;
    this.last_move.x = move_x;
    this.last_move.y = move_y;
    this.last_move.z = move_z;
    this.last_move.w = move_w;
    this.max = max;
    this.options = options;
    this.nz_min = nz_min;
    this.nz_max = nz_max;
    this.start = start;
    if (p >= 4) {
      return 0;
    }
    const s: ScriptedContact = this.mesh[p];
    if (!s.present) {
      return 0;
    }
    const c: Contact = list.pool[start];
    c.own_shape = 1;
    c.other_shape = 0;
    c.normal.x = s.normal.x;
    c.normal.y = s.normal.y;
    c.normal.z = s.normal.z;
    c.normal.w = s.normal.w;
    c.fraction = s.fraction;
    c.slide.x = s.slide.x;
    c.slide.y = s.slide.y;
    c.slide.z = s.slide.z;
    c.slide.w = s.slide.w;
    c.flags = s.flags;
    c.triangle = s.triangle;
    return 1;
  }

  /** Implements CollisionBackend.overlap_mesh (@spec spec/ps2/tests/unit03_sweep_fakes.spec:248). */
  overlap_mesh(list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
    return 0;
  }

  /** Implements CollisionBackend.sweep_bodies (@spec spec/ps2/tests/unit03_sweep_fakes.spec:251). */
  sweep_bodies(list: ContactList, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): number {
    const p: number = this.body_calls;
    this.body_calls = (this.body_calls + 1) | 0;
    let n: number = list.count;
    if (this.flood > 0) {
      for (let i = 0; i < this.flood; i++) {
        n = Contact_InsertSorted(list.pool, (i % 50) | 0, list.sorted, n, (body.index + 1) >>> 0, 0, 1, 0);
      }
      return n;
    }
    if (p >= 4) {
      return n;
    }
    const s: ScriptedContact = this.bodies[p];
    if (!s.present) {
      return n;
    }
    const c: Contact = list.pool[n];
    c.normal.x = s.normal.x;
    c.normal.y = s.normal.y;
    c.normal.z = s.normal.z;
    c.normal.w = s.normal.w;
    c.fraction = s.fraction;
    c.slide.x = s.slide.x;
    c.slide.y = s.slide.y;
    c.slide.z = s.slide.z;
    c.slide.w = s.slide.w;
    c.flags = s.flags;
    // the body pass writes +0xb4 = 0 (002 L1429)
    c.triangle = 0;
    return Contact_InsertSorted(list.pool, n, list.sorted, n, (body.index + 1) >>> 0, s.other_owner, 1, s.other_shape);
  }

  /** Implements CollisionBackend.ray_cast (@spec spec/ps2/tests/unit03_sweep_fakes.spec:277). */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean {
    this.ray_calls = (this.ray_calls + 1) | 0;
    this.ray_origin.x = origin_x;
    this.ray_origin.y = origin_y;
    this.ray_origin.z = origin_z;
    this.ray_origin.w = origin_w;
    this.ray_dir.x = dir_x;
    this.ray_dir.y = dir_y;
    this.ray_dir.z = dir_z;
    this.ray_dir.w = dir_w;
    this.ray_length = length;
    if (!this.ground) {
      return false;
    }
    if (!(dir_z < 0)) {
      return false;
    }
    const t: number = Math.fround(Math.fround(this.ground_z - origin_z) / dir_z);
    if (t < 0 || t > length) {
      return false;
    }
    hit.distance = t;
    hit.normal.x = this.ground_n.x;
    hit.normal.y = this.ground_n.y;
    hit.normal.z = this.ground_n.z;
    hit.normal.w = this.ground_n.w;
    hit.triangle = this.ground_tri;
    hit.material = this.ground_material;
    return true;
  }
}

/** Puts a ScriptedMesh back into the zero state `new ScriptedMesh()` gives, in place. */
export function reset_ScriptedMesh(s: ScriptedMesh): void {
  for (const x of s.mesh) reset_ScriptedContact(x);
  for (const x of s.bodies) reset_ScriptedContact(x);
  s.mesh_calls = 0;
  s.body_calls = 0;
  s.ray_calls = 0;
  s.last_move.x = 0; s.last_move.y = 0; s.last_move.z = 0; s.last_move.w = 0;
  s.max = 0;
  s.options = 0;
  s.nz_min = 0;
  s.nz_max = 0;
  s.start = 0;
  s.ray_origin.x = 0; s.ray_origin.y = 0; s.ray_origin.z = 0; s.ray_origin.w = 0;
  s.ray_dir.x = 0; s.ray_dir.y = 0; s.ray_dir.z = 0; s.ray_dir.w = 0;
  s.ray_length = 0;
  s.flood = 0;
  s.ground = false;
  s.ground_z = 0;
  s.ground_n.x = 0; s.ground_n.y = 0; s.ground_n.z = 0; s.ground_n.w = 0;
  s.ground_tri = 0;
  s.ground_material = 0;
  s.tri_flags.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ScriptedMesh(dst: ScriptedMesh, src: ScriptedMesh): void {
  for (let i = 0; i < dst.mesh.length; i++) copy_ScriptedContact(dst.mesh[i], src.mesh[i]);
  for (let i = 0; i < dst.bodies.length; i++) copy_ScriptedContact(dst.bodies[i], src.bodies[i]);
  dst.mesh_calls = src.mesh_calls;
  dst.body_calls = src.body_calls;
  dst.ray_calls = src.ray_calls;
  dst.last_move.x = src.last_move.x; dst.last_move.y = src.last_move.y; dst.last_move.z = src.last_move.z; dst.last_move.w = src.last_move.w;
  dst.max = src.max;
  dst.options = src.options;
  dst.nz_min = src.nz_min;
  dst.nz_max = src.nz_max;
  dst.start = src.start;
  dst.ray_origin.x = src.ray_origin.x; dst.ray_origin.y = src.ray_origin.y; dst.ray_origin.z = src.ray_origin.z; dst.ray_origin.w = src.ray_origin.w;
  dst.ray_dir.x = src.ray_dir.x; dst.ray_dir.y = src.ray_dir.y; dst.ray_dir.z = src.ray_dir.z; dst.ray_dir.w = src.ray_dir.w;
  dst.ray_length = src.ray_length;
  dst.flood = src.flood;
  dst.ground = src.ground;
  dst.ground_z = src.ground_z;
  dst.ground_n.x = src.ground_n.x; dst.ground_n.y = src.ground_n.y; dst.ground_n.z = src.ground_n.z; dst.ground_n.w = src.ground_n.w;
  dst.ground_tri = src.ground_tri;
  dst.ground_material = src.ground_material;
  for (let i = 0; i < src.tri_flags.length && i < dst.tri_flags.length; i++) dst.tri_flags[i] = src.tri_flags[i];
  if (dst.tri_flags.length > src.tri_flags.length) dst.tri_flags.length = src.tri_flags.length;
  else for (let i = dst.tri_flags.length; i < src.tri_flags.length; i++) dst.tri_flags.push(src.tri_flags[i]);
}

/** Records the body vtable's slot +0x50 calls. */
export class FakeBodySlots implements BodyVtableHost {
  calls: number = 0;
  index: number = 0;
  push: Vec4 = new Vec4();
  move: Vec4 = new Vec4();

  /** Implements BodyVtableHost.pushed (@spec spec/ps2/tests/unit03_sweep_fakes.spec:309). */
  pushed(other: Body, c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void {
    this.calls = (this.calls + 1) | 0;
    this.index = other.index;
    this.push.x = push_x;
    this.push.y = push_y;
    this.push.z = push_z;
    this.push.w = push_w;
    this.move.x = move_x;
    this.move.y = move_y;
    this.move.z = move_z;
    this.move.w = move_w;
  }
}

/** Puts a FakeBodySlots back into the zero state `new FakeBodySlots()` gives, in place. */
export function reset_FakeBodySlots(s: FakeBodySlots): void {
  s.calls = 0;
  s.index = 0;
  s.push.x = 0; s.push.y = 0; s.push.z = 0; s.push.w = 0;
  s.move.x = 0; s.move.y = 0; s.move.z = 0; s.move.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_FakeBodySlots(dst: FakeBodySlots, src: FakeBodySlots): void {
  dst.calls = src.calls;
  dst.index = src.index;
  dst.push.x = src.push.x; dst.push.y = src.push.y; dst.push.z = src.push.z; dst.push.w = src.push.w;
  dst.move.x = src.move.x; dst.move.y = src.move.y; dst.move.z = src.move.z; dst.move.w = src.move.w;
}

/**
 * A Unit 3 test scene: the world, the moving body (index 0, owner id 1) with a sphere shape, a
 * second body (index 1, owner id 2) for body contacts, the scripted back end, the slot recorder,
 * two file triangles (flags 0x0001, and one with 0x0101), the displacement output and the move's
 * velocity.
 */
export class U3Scene {
  phys: IPhysics = new IPhysics();
  body: Body = new Body();
  shape: PhysicsShape = new PhysicsShape();
  owner: FakeOwner = new FakeOwner();
  other_body: Body = new Body();
  other_shape: PhysicsShape = new PhysicsShape();
  other: FakeOwner = new FakeOwner();
  mesh: ScriptedMesh = new ScriptedMesh();
  slots: FakeBodySlots = new FakeBodySlots();
  log: U3CallLog = new U3CallLog();
  tri: number = 0;
  tri_100: number = 0;
  disp: Vec4 = new Vec4();
}

/** Puts a U3Scene back into the zero state `new U3Scene()` gives, in place. */
export function reset_U3Scene(s: U3Scene): void {
  reset_IPhysics(s.phys);
  reset_Body(s.body);
  reset_PhysicsShape(s.shape);
  reset_FakeOwner(s.owner);
  reset_Body(s.other_body);
  reset_PhysicsShape(s.other_shape);
  reset_FakeOwner(s.other);
  reset_ScriptedMesh(s.mesh);
  reset_FakeBodySlots(s.slots);
  reset_U3CallLog(s.log);
  s.tri = 0;
  s.tri_100 = 0;
  s.disp.x = 0; s.disp.y = 0; s.disp.z = 0; s.disp.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U3Scene(dst: U3Scene, src: U3Scene): void {
  copy_IPhysics(dst.phys, src.phys);
  copy_Body(dst.body, src.body);
  copy_PhysicsShape(dst.shape, src.shape);
  copy_FakeOwner(dst.owner, src.owner);
  copy_Body(dst.other_body, src.other_body);
  copy_PhysicsShape(dst.other_shape, src.other_shape);
  copy_FakeOwner(dst.other, src.other);
  copy_ScriptedMesh(dst.mesh, src.mesh);
  copy_FakeBodySlots(dst.slots, src.slots);
  copy_U3CallLog(dst.log, src.log);
  dst.tri = src.tri;
  dst.tri_100 = src.tri_100;
  dst.disp.x = src.disp.x; dst.disp.y = src.disp.y; dst.disp.z = src.disp.z; dst.disp.w = src.disp.w;
}

/**
 * Adds a level triangle with these flags; returns its reference (index + 1, never 0).
 *
 * @design test fixture for 002 Unit 3 Test ideas (L486): the file triangles the contacts name
 * @float ps2
 * @spec spec/ps2/tests/unit03_sweep_fakes.spec:212
 */
export function U3_AddTriangle(m: ScriptedMesh, flags: number): number {
  m.tri_flags.push(flags);
  return m.tri_flags.length;
}

/**
 * The owner part of the preamble: attributes 1 = 82, 7 = 1, 8 = 0; position at the origin
 * (cached copy the same), identity rotation; scale and segment skip 1.0, upper point 0.88 m.
 *
 * @design test fixture for 002 Unit 3 Test ideas (L486)
 * @float ps2
 * @spec spec/ps2/tests/unit03_sweep_fakes.spec:340
 */
export function U3_Owner_Init(o: FakeOwner, id: number, body: Body, log: U3CallLog): void {
  o.id = id;
  o.w = 82;
  o.k = 1;
  o.e = 0;
  o.log = log;
  o.now.position.x = 0;
  o.now.position.y = 0;
  o.now.position.z = 0;
  o.now.position.w = 1;
  o.now.rotation.x = 0;
  o.now.rotation.y = 0;
  o.now.rotation.z = 0;
  o.now.rotation.w = 1;
  o.cached.position.x = 0;
  o.cached.position.y = 0;
  o.cached.position.z = 0;
  o.cached.position.w = 1;
  o.cached.rotation.x = 0;
  o.cached.rotation.y = 0;
  o.cached.rotation.z = 0;
  o.cached.rotation.w = 1;
  o.me = body;
  o.scale = 1;
  o.skip = 1;
  o.upper = 0.8799999952316284 /* 0.88f */;
}

/**
 * A body as the preamble has it (002 L486): flags 0x400, the base vtable, scale 1, push-out
 * (0, 0, 0, 1), a 0.5 m sphere at the origin, in the body vector at `index`.
 *
 * @design test fixture for 002 Unit 3 Test ideas (L486)
 * @float ps2
 * @spec spec/ps2/tests/unit03_sweep_fakes.spec:359
 */
export function U3_Body_Init(b: Body, shape: PhysicsShape, owner: FakeOwner, index: number): void {
  PhysShapeSphere_Construct(shape);
  shape.radius = 0.5;
  shape.centre.x = 0;
  shape.centre.y = 0;
  shape.centre.z = 0;
  shape.centre.w = 1;
  b.min.x = 0;
  b.min.y = 0;
  b.min.z = 0;
  b.min.w = 1;
  b.max.x = 0;
  b.max.y = 0;
  b.max.z = 0;
  b.max.w = 1;
  b.index = index;
  b.first_shape = shape;
  b.owner = owner;
  b.flags = 0x400;
  b.vtable = BODY_VTABLE;
  b.scale.x = 1;
  b.scale.y = 1;
  b.scale.z = 1;
  b.scale.w = 1;
  b.push_out.x = 0;
  b.push_out.y = 0;
  b.push_out.z = 0;
  b.push_out.w = 1;
}

/**
 * The whole preamble: mover and second body in the vector, the back end, the triangles and a
 * displacement sentinel (99, 99, 99, 99).
 *
 * @design test fixture for 002 Unit 3 Test ideas (L486)
 * @float ps2
 * @spec spec/ps2/tests/unit03_sweep_fakes.spec:377
 */
export function U3_Scene_Init(s: U3Scene): void {
  s.tri = U3_AddTriangle(s.mesh, 0x0001);
  s.tri_100 = U3_AddTriangle(s.mesh, 0x0101);
  U3_Body_Init(s.body, s.shape, s.owner, 0);
  U3_Owner_Init(s.owner, 1, s.body, s.log);
  U3_Body_Init(s.other_body, s.other_shape, s.other, 1);
  U3_Owner_Init(s.other, 2, s.other_body, s.log);
  s.phys.bodies.push(s.body);
  s.phys.bodies.push(s.other_body);
  s.phys.backend = s.mesh;
  s.disp.x = 99;
  s.disp.y = 99;
  s.disp.z = 99;
  s.disp.w = 99;
}

/**
 * Scripts a level contact: normal n, fraction f, triangle, contact flags, slide.
 *
 * @design test fixture for 002 Unit 3 Test ideas (L486)
 * @float ps2
 * @spec spec/ps2/tests/unit03_sweep_fakes.spec:392
 */
export function U3_Script(c: ScriptedContact, n_x: number, n_y: number, n_z: number, n_w: number, f: number, triangle: number, flags: number, slide_x: number, slide_y: number, slide_z: number, slide_w: number): void {
  c.present = true;
  c.normal.x = n_x;
  c.normal.y = n_y;
  c.normal.z = n_z;
  c.normal.w = n_w;
  c.fraction = f;
  c.triangle = triangle;
  c.flags = flags;
  c.slide.x = slide_x;
  c.slide.y = slide_y;
  c.slide.z = slide_z;
  c.slide.w = slide_w;
  c.other_owner = 0;
  c.other_shape = 0;
}

/**
 * One sweep with dt = 1/30 rounded to f32 (002 L486), human data passed only for a human.
 *
 * @design test fixture for 002 Unit 3 Test ideas (L486)
 * @float ps2
 * @spec spec/ps2/tests/unit03_sweep_fakes.spec:405
 */
export function U3_Sweep(s: U3Scene, v_x: number, v_y: number, v_z: number, v_w: number, human: boolean): void {
  const dt: number = Math.fround(1 / 30);
  if (human) {
    PhysicsBody_Sweep(dt, s.phys, s.body, v_x, v_y, v_z, v_w, s.disp, s.owner, s.slots);
  } else {
    PhysicsBody_Sweep(dt, s.phys, s.body, v_x, v_y, v_z, v_w, s.disp, null, s.slots);
  }
}
