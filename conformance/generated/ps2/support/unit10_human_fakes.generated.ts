// GENERATED FILE: do not edit. Engine module ps2.unit10.human_fakes: 002 Unit 10 Test ideas (L1264): fake owners with scale, reach, type mask and attributes; fakes of the strike host, the overlap table and the level from spec/ps2/tests/unit10_human_fakes.spec (sha256 2af17396631541f2).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec4, ZERO_F64, assertFail } from "../../../../runtime/index.js";
import { Body, Owner } from "../../../../generated/ps2/body.generated.js";
import { AABB, Contact, ContactList } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { HumanOwner } from "../../../../generated/ps2/unit03_sweep.generated.js";
import { Mat4Rows, PhysicsBox_SetSize, PhysicsShape, Transform } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { PhysicsBody_AddShape, PhysicsBody_Update, ShapeOverlapTable } from "../../../../generated/ps2/unit07_world.generated.js";
import { IPhysics_AllocObjectBox, IPhysics_AllocObjectSphere } from "../../../../generated/ps2/unit08_ignore_pools.generated.js";
import { BodyPools, HumanBody, IPhysics_ConstructBodyPools, IPhysics_CreateHumanBody, IPhysics_CreateObjectBody, copy_BodyPools, reset_BodyPools } from "../../../../generated/ps2/unit09_create.generated.js";
import { HumanBodyOwner, PhysBody_SetShapeEnabled, PhysicsHumanBody_SetPushSphere, PhysicsHumanBody_Update, StrikeHost } from "../../../../generated/ps2/unit10_human.generated.js";
import { CollisionBackend, IPhysics, RayHit, copy_IPhysics, reset_IPhysics } from "../../../../generated/ps2/world.generated.js";

/** A fake owner: a human (type mask 0x40) or an object (8). */
export class U10Owner implements Owner, HumanOwner, HumanBodyOwner {
  id: number = 0;
  mask: number = 0;
  /** Human_GetScale */
  scale: number = ZERO_F64;
  /** the position of every transform slot (+0x98, +0xa0, +0xa8); rotation identity */
  pos: Vec4 = new Vec4();
  /** bone transforms' positions in the body frame, by bone number (rotation identity) */
  bones: Vec4[] = Array.from({ length: 40 }, () => new Vec4());
  /** the reach R (AttackTable_GetReach) */
  reach_r: number = ZERO_F64;
  held: Owner | null = null;
  target_o: Owner | null = null;
  grab: Owner | null = null;
  /** the byte +0x1b0 */
  player_no: number = 0;
  /** the state word (slot +0x50) */
  state: number = 0;
  /** attribute 1 (weight) and 7 (push weight) */
  w: number = ZERO_F64;
  k: number = ZERO_F64;
  me: Body | null = null;
  /** slot +0x108's answer */
  may: number = 0;
  /** Anim_HitsWithCapsule */
  capsule_hits: boolean = false;
  /** the contact handler's answer (slot +0xf8) */
  answer: number = 0;
  /** what the handler (slot +0xf8) and Strike_Contact (+0x100) were called with: contact +0x40 */
  handled: number[] = [];
  strikes: number[] = [];
  /** contact +0x00 of the handler calls */
  handled_own: number[] = [];
  pushes: number = 0;

  /** Implements Owner.type_mask (@spec spec/ps2/tests/unit10_human_fakes.spec:50). */
  type_mask(): number {
    return this.mask;
  }

  /** Implements Owner.flags (@spec spec/ps2/tests/unit10_human_fakes.spec:53). */
  flags(): number {
    return this.state;
  }

  /** Implements Owner.set_velocity (@spec spec/ps2/tests/unit10_human_fakes.spec:56). */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void {

  }

  /** Implements Owner.get_cached_transform (@spec spec/ps2/tests/unit10_human_fakes.spec:58). */
  get_cached_transform(t: Transform): void {
    t.position.x = this.pos.x;
    t.position.y = this.pos.y;
    t.position.z = this.pos.z;
    t.position.w = this.pos.w;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.get_pose_now (@spec spec/ps2/tests/unit10_human_fakes.spec:62). */
  get_pose_now(t: Transform): void {
    t.position.x = this.pos.x;
    t.position.y = this.pos.y;
    t.position.z = this.pos.z;
    t.position.w = this.pos.w;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.get_transform (@spec spec/ps2/tests/unit10_human_fakes.spec:66). */
  get_transform(t: Transform): void {
    t.position.x = this.pos.x;
    t.position.y = this.pos.y;
    t.position.z = this.pos.z;
    t.position.w = this.pos.w;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.set_transform (@spec spec/ps2/tests/unit10_human_fakes.spec:70). */
  set_transform(t: Transform): void {
    this.pos.x = t.position.x;
    this.pos.y = t.position.y;
    this.pos.z = t.position.z;
    this.pos.w = t.position.w;
  }

  /** Implements Owner.get_bone_transform (@spec spec/ps2/tests/unit10_human_fakes.spec:73). */
  get_bone_transform(bone: number, t: Transform): boolean {
    if (bone < 0 || bone >= 40) {
      return false;
    }
    t.position.x = this.bones[bone].x;
    t.position.y = this.bones[bone].y;
    t.position.z = this.bones[bone].z;
    t.position.w = this.bones[bone].w;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
    return true;
  }

  /** Implements Owner.attribute (@spec spec/ps2/tests/unit10_human_fakes.spec:81). */
  attribute(n: number): number {
    if (n === 1) {
      return this.w;
    }
    if (n === 7) {
      return this.k;
    }
    return 0;
  }

  /** Implements Owner.body (@spec spec/ps2/tests/unit10_human_fakes.spec:90). */
  body(): Body | null {
    return this.me;
  }

  /** Implements Owner.on_contact (@spec spec/ps2/tests/unit10_human_fakes.spec:93). */
  on_contact(c: Contact): number {
    this.handled.push(c.other_owner);
    this.handled_own.push(c.own_owner);
    return this.answer;
  }

  /** Implements Owner.after_move (@spec spec/ps2/tests/unit10_human_fakes.spec:98). */
  after_move(): void {

  }

  /** Implements Owner.human_scale (@spec spec/ps2/tests/unit10_human_fakes.spec:100). */
  human_scale(): number {
    return this.scale;
  }

  /** Implements HumanOwner.state_hi (@spec spec/ps2/tests/unit10_human_fakes.spec:106). */
  state_hi(): number {
    return 0;
  }

  /** Implements HumanOwner.state_lo (@spec spec/ps2/tests/unit10_human_fakes.spec:109). */
  state_lo(): number {
    return 0;
  }

  /** Implements HumanOwner.holds (@spec spec/ps2/tests/unit10_human_fakes.spec:112). */
  holds(flag: number): boolean {
    return false;
  }

  /** Implements HumanOwner.take_off_height (@spec spec/ps2/tests/unit10_human_fakes.spec:115). */
  take_off_height(): number {
    return 0;
  }

  /** Implements HumanOwner.byte_3be (@spec spec/ps2/tests/unit10_human_fakes.spec:118). */
  byte_3be(): number {
    return 0;
  }

  /** Implements HumanOwner.upper_point (@spec spec/ps2/tests/unit10_human_fakes.spec:121). */
  upper_point(out$: Vec4): void {
    out$.x = 0; out$.y = 0; out$.z = 0; out$.w = 1;
    return;
  }

  /** Implements HumanOwner.segment_skip (@spec spec/ps2/tests/unit10_human_fakes.spec:124). */
  segment_skip(): number {
    return 1;
  }

  /** Implements HumanOwner.set_ground (@spec spec/ps2/tests/unit10_human_fakes.spec:127). */
  set_ground(material: number, normal_x: number, normal_y: number, normal_z: number, normal_w: number): void {

  }

  /** Implements HumanBodyOwner.reach (@spec spec/ps2/tests/unit10_human_fakes.spec:132). */
  reach(): number {
    return this.reach_r;
  }

  /** Implements HumanBodyOwner.held_object (@spec spec/ps2/tests/unit10_human_fakes.spec:135). */
  held_object(): Owner | null {
    return this.held;
  }

  /** Implements HumanBodyOwner.target (@spec spec/ps2/tests/unit10_human_fakes.spec:138). */
  target(): Owner | null {
    return this.target_o;
  }

  /** Implements HumanBodyOwner.grab_other (@spec spec/ps2/tests/unit10_human_fakes.spec:141). */
  grab_other(): Owner | null {
    return this.grab;
  }

  /** Implements HumanBodyOwner.player (@spec spec/ps2/tests/unit10_human_fakes.spec:144). */
  player(): number {
    return this.player_no;
  }

  /** Implements HumanBodyOwner.strike_contact (@spec spec/ps2/tests/unit10_human_fakes.spec:147). */
  strike_contact(c: Contact): void {
    this.strikes.push(c.other_owner);
  }

  /** Implements HumanBodyOwner.may_strike (@spec spec/ps2/tests/unit10_human_fakes.spec:150). */
  may_strike(other: Owner | null): number {
    return this.may;
  }

  /** Implements HumanBodyOwner.hits_with_capsule (@spec spec/ps2/tests/unit10_human_fakes.spec:153). */
  hits_with_capsule(): boolean {
    return this.capsule_hits;
  }

  /** Implements HumanBodyOwner.on_push_contact (@spec spec/ps2/tests/unit10_human_fakes.spec:156). */
  on_push_contact(c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void {
    this.pushes = (this.pushes + 1) | 0;
  }
}

/** Puts a U10Owner back into the zero state `new U10Owner()` gives, in place. */
export function reset_U10Owner(s: U10Owner): void {
  s.id = 0;
  s.mask = 0;
  s.scale = 0;
  s.pos.x = 0; s.pos.y = 0; s.pos.z = 0; s.pos.w = 0;
  for (const x of s.bones) { x.x = 0; x.y = 0; x.z = 0; x.w = 0; }
  s.reach_r = 0;
  s.held = null;
  s.target_o = null;
  s.grab = null;
  s.player_no = 0;
  s.state = 0;
  s.w = 0;
  s.k = 0;
  s.me = null;
  s.may = 0;
  s.capsule_hits = false;
  s.answer = 0;
  s.handled.length = 0;
  s.strikes.length = 0;
  s.handled_own.length = 0;
  s.pushes = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U10Owner(dst: U10Owner, src: U10Owner): void {
  dst.id = src.id;
  dst.mask = src.mask;
  dst.scale = src.scale;
  dst.pos.x = src.pos.x; dst.pos.y = src.pos.y; dst.pos.z = src.pos.z; dst.pos.w = src.pos.w;
  for (let i = 0; i < dst.bones.length; i++) { dst.bones[i].x = src.bones[i].x; dst.bones[i].y = src.bones[i].y; dst.bones[i].z = src.bones[i].z; dst.bones[i].w = src.bones[i].w; }
  dst.reach_r = src.reach_r;
  dst.held = src.held;
  dst.target_o = src.target_o;
  dst.grab = src.grab;
  dst.player_no = src.player_no;
  dst.state = src.state;
  dst.w = src.w;
  dst.k = src.k;
  dst.me = src.me;
  dst.may = src.may;
  dst.capsule_hits = src.capsule_hits;
  dst.answer = src.answer;
  for (let i = 0; i < src.handled.length && i < dst.handled.length; i++) dst.handled[i] = src.handled[i];
  if (dst.handled.length > src.handled.length) dst.handled.length = src.handled.length;
  else for (let i = dst.handled.length; i < src.handled.length; i++) dst.handled.push(src.handled[i]);
  for (let i = 0; i < src.strikes.length && i < dst.strikes.length; i++) dst.strikes[i] = src.strikes[i];
  if (dst.strikes.length > src.strikes.length) dst.strikes.length = src.strikes.length;
  else for (let i = dst.strikes.length; i < src.strikes.length; i++) dst.strikes.push(src.strikes[i]);
  for (let i = 0; i < src.handled_own.length && i < dst.handled_own.length; i++) dst.handled_own[i] = src.handled_own[i];
  if (dst.handled_own.length > src.handled_own.length) dst.handled_own.length = src.handled_own.length;
  else for (let i = dst.handled_own.length; i < src.handled_own.length; i++) dst.handled_own.push(src.handled_own[i]);
  dst.pushes = src.pushes;
}

/**
 * The strike host: Unit 5's per-shape sweep hits every shape whose type bit (1 << type) is in
 * `hit_types` (fraction 0.5, flags 0); begin returns a sphere's move (centre − previous, w = 1);
 * the ray answers `wall` and records its last call.
 */
export class U10Strikes implements StrikeHost {
  hit_types: number = 0;
  wall: boolean = false;
  sweeps: number = 0;
  begins: number = 0;
  restores: number = 0;
  rays: number = 0;
  ray_origin: Vec4 = new Vec4();
  ray_dir: Vec4 = new Vec4();
  ray_length: number = ZERO_F64;
  ray_options: number = 0;

  /** Implements StrikeHost.begin (@spec spec/ps2/tests/unit10_human_fakes.spec:178). */
  begin(own: PhysicsShape, out$: Vec4): void {
    this.begins = (this.begins + 1) | 0;
    out$.x = Math.fround(own.centre.x - own.previous.x); out$.y = Math.fround(own.centre.y - own.previous.y); out$.z = Math.fround(own.centre.z - own.previous.z); out$.w = 1;
    return;
  }

  /** Implements StrikeHost.restore (@spec spec/ps2/tests/unit10_human_fakes.spec:182). */
  restore(own: PhysicsShape): void {
    this.restores = (this.restores + 1) | 0;
  }

  /** Implements StrikeHost.sweep (@spec spec/ps2/tests/unit10_human_fakes.spec:185). */
  sweep(c: Contact, own: PhysicsShape, other_body: Body, other: PhysicsShape): boolean {
    this.sweeps = (this.sweeps + 1) | 0;
    if (((this.hit_types & (1 << other.type)) >>> 0) !== 0) {
      c.fraction = 0.5;
      c.flags = 0;
      return true;
    }
    return false;
  }

  /** Implements StrikeHost.ray_cast (@spec spec/ps2/tests/unit10_human_fakes.spec:194). */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, options: number, hit: RayHit): boolean {
    this.rays = (this.rays + 1) | 0;
    this.ray_origin.x = origin_x;
    this.ray_origin.y = origin_y;
    this.ray_origin.z = origin_z;
    this.ray_origin.w = origin_w;
    this.ray_dir.x = dir_x;
    this.ray_dir.y = dir_y;
    this.ray_dir.z = dir_z;
    this.ray_dir.w = dir_w;
    this.ray_length = length;
    this.ray_options = options;
    return this.wall;
  }
}

/** Puts a U10Strikes back into the zero state `new U10Strikes()` gives, in place. */
export function reset_U10Strikes(s: U10Strikes): void {
  s.hit_types = 0;
  s.wall = false;
  s.sweeps = 0;
  s.begins = 0;
  s.restores = 0;
  s.rays = 0;
  s.ray_origin.x = 0; s.ray_origin.y = 0; s.ray_origin.z = 0; s.ray_origin.w = 0;
  s.ray_dir.x = 0; s.ray_dir.y = 0; s.ray_dir.z = 0; s.ray_dir.w = 0;
  s.ray_length = 0;
  s.ray_options = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U10Strikes(dst: U10Strikes, src: U10Strikes): void {
  dst.hit_types = src.hit_types;
  dst.wall = src.wall;
  dst.sweeps = src.sweeps;
  dst.begins = src.begins;
  dst.restores = src.restores;
  dst.rays = src.rays;
  dst.ray_origin.x = src.ray_origin.x; dst.ray_origin.y = src.ray_origin.y; dst.ray_origin.z = src.ray_origin.z; dst.ray_origin.w = src.ray_origin.w;
  dst.ray_dir.x = src.ray_dir.x; dst.ray_dir.y = src.ray_dir.y; dst.ray_dir.z = src.ray_dir.z; dst.ray_dir.w = src.ray_dir.w;
  dst.ray_length = src.ray_length;
  dst.ray_options = src.ray_options;
}

/** The overlap table (Unit 4) for the push: every pair overlaps (fraction 0); no mesh overlaps. */
export class U10Overlaps implements ShapeOverlapTable {
  calls: number = 0;

  /** Implements ShapeOverlapTable.has_pair (@spec spec/ps2/tests/unit10_human_fakes.spec:210). */
  has_pair(own_type: number, other_type: number): boolean {
    return true;
  }

  /** Implements ShapeOverlapTable.overlap (@spec spec/ps2/tests/unit10_human_fakes.spec:213). */
  overlap(slot: Contact, own: PhysicsShape, other: PhysicsShape): number {
    this.calls = (this.calls + 1) | 0;
    slot.fraction = 0;
    return 1;
  }

  /** Implements ShapeOverlapTable.has_mesh_overlap (@spec spec/ps2/tests/unit10_human_fakes.spec:218). */
  has_mesh_overlap(type: number): boolean {
    return false;
  }
}

/** Puts a U10Overlaps back into the zero state `new U10Overlaps()` gives, in place. */
export function reset_U10Overlaps(s: U10Overlaps): void {
  s.calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U10Overlaps(dst: U10Overlaps, src: U10Overlaps): void {
  dst.calls = src.calls;
}

/** The level: no mesh contacts; counts the strike test's mesh sweeps and their options. */
export class U10Level implements CollisionBackend {
  mesh_calls: number = 0;
  last_options: number = 0;

  /** Implements CollisionBackend.sweep_mesh (@spec spec/ps2/tests/unit10_human_fakes.spec:230). */
  sweep_mesh(list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
    this.mesh_calls = (this.mesh_calls + 1) | 0;
    this.last_options = options;
    return 0;
  }

  /** Implements CollisionBackend.overlap_mesh (@spec spec/ps2/tests/unit10_human_fakes.spec:235). */
  overlap_mesh(list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
    return 0;
  }

  /** Implements CollisionBackend.sweep_bodies (@spec spec/ps2/tests/unit10_human_fakes.spec:238). */
  sweep_bodies(list: ContactList, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): number {
    return list.count;
  }

  /** Implements CollisionBackend.ray_cast (@spec spec/ps2/tests/unit10_human_fakes.spec:241). */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean {
    return false;
  }

  /** Implements CollisionBackend.triangle_flags (@spec spec/ps2/tests/unit10_human_fakes.spec:244). */
  triangle_flags(triangle: number): number {
    // this level produces no mesh contacts, so no contact names a triangle
    assertFail("spec/ps2/tests/unit10_human_fakes.spec:246", "the Unit 10 fake level has no triangles");
  }
}

/** Puts a U10Level back into the zero state `new U10Level()` gives, in place. */
export function reset_U10Level(s: U10Level): void {
  s.mesh_calls = 0;
  s.last_options = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U10Level(dst: U10Level, src: U10Level): void {
  dst.mesh_calls = src.mesh_calls;
  dst.last_options = src.last_options;
}

/** A Unit 10 test world: the physics world, the pools, the fakes and four owners. */
export class U10World {
  phys: IPhysics = new IPhysics();
  bp: BodyPools = new BodyPools();
  overlaps: U10Overlaps = new U10Overlaps();
  level: U10Level = new U10Level();
  host: U10Strikes = new U10Strikes();
  owners: U10Owner[] = Array.from({ length: 4 }, () => new U10Owner());
}

/** Puts a U10World back into the zero state `new U10World()` gives, in place. */
export function reset_U10World(s: U10World): void {
  reset_IPhysics(s.phys);
  reset_BodyPools(s.bp);
  reset_U10Overlaps(s.overlaps);
  reset_U10Level(s.level);
  reset_U10Strikes(s.host);
  for (const x of s.owners) reset_U10Owner(x);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U10World(dst: U10World, src: U10World): void {
  copy_IPhysics(dst.phys, src.phys);
  copy_BodyPools(dst.bp, src.bp);
  copy_U10Overlaps(dst.overlaps, src.overlaps);
  copy_U10Level(dst.level, src.level);
  copy_U10Strikes(dst.host, src.host);
  for (let i = 0; i < dst.owners.length; i++) copy_U10Owner(dst.owners[i], src.owners[i]);
}

/**
 * Builds the pools and plugs in the fakes; every strike sweep misses, no wall.
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1264)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:262
 */
export function U10_World_Init(w: U10World): void {
  IPhysics_ConstructBodyPools(w.bp);
  w.phys.ignores = w.bp.unit08;
  w.phys.overlaps = w.overlaps;
  w.phys.backend = w.level;
  w.host.hit_types = 0;
  w.host.wall = false;
}

/**
 * A fake owner at (x, y, z): scale 1 (head bone at 1.8), no reach, nothing held, no target, not a
 * player, state 0, attributes 82 and 1 (Unit 3's humans), strikes allowed, handler answer 0.
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1264)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:274
 */
export function U10_Owner_Init(o: U10Owner, id: number, mask: number, x: number, y: number, z: number): void {
  o.id = id;
  o.mask = mask;
  o.pos.x = x;
  o.pos.y = y;
  o.pos.z = z;
  o.pos.w = 1;
  for (let i = 0; i < 40; i++) {
    o.bones[i].x = 0;
    o.bones[i].y = 0;
    o.bones[i].z = 0;
    o.bones[i].w = 1;
  }
  U10_Owner_SetScale(o, 1);
  o.reach_r = 0;
  o.held = null;
  o.target_o = null;
  o.grab = null;
  o.player_no = -1;
  o.state = 0;
  o.w = 82;
  o.k = 1;
  o.me = null;
  o.may = 1;
  o.capsule_hits = false;
  o.answer = 0;
}

/**
 * The scale and the head bone at 1.8 × scale (the bone is already scaled, Unit 6 L671).
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1264)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:298
 */
export function U10_Owner_SetScale(o: U10Owner, s: number): void {
  o.scale = s;
  o.bones[6].x = 0;
  o.bones[6].y = 0;
  o.bones[6].z = Math.fround(1.7999999523162842 /* 1.8f */ * s);
  o.bones[6].w = 1;
}

/**
 * A human body for o (IPhysics_CreateHumanBody with o as its owner and views; the scale step
 * poses it at o's position), o's body slot set.
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1264)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:306
 */
export function U10_Human(w: U10World, o: U10Owner): HumanBody {
  const hb: HumanBody | null = IPhysics_CreateHumanBody(w.phys, w.bp, o, o, o);
  if (hb === null) assertFail("spec/ps2/tests/unit10_human_fakes.spec:308", "fixture: no free human body");
  o.me = hb!.body;
  return hb!;
}

/**
 * An object body for o (type mask from o) with one pool shape at o's position: a sphere of
 * radius `dim` (cube false) or a cube of side `dim` (cube true); body flags |= `layers`; posed,
 * bounded and listed by the base body's update.
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1264)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:317
 */
export function U10_Object(w: U10World, o: U10Owner, cube: boolean, dim: number, layers: number): Body {
  const b: Body | null = IPhysics_CreateObjectBody(w.phys, w.bp, o);
  if (b === null) assertFail("spec/ps2/tests/unit10_human_fakes.spec:319", "fixture: no free object body");
  o.me = b;
  if (cube) {
    const r: number = IPhysics_AllocObjectBox(w.bp.unit08);
    if (r === 0) assertFail("spec/ps2/tests/unit10_human_fakes.spec:323", "fixture: no free object box");
    const s: PhysicsShape = w.bp.unit08.object_boxes[(r - 1) | 0];
    PhysicsBox_SetSize(s, dim, dim, dim);
    PhysicsBody_AddShape(w.phys, b!, s);
  } else {
    const r_1: number = IPhysics_AllocObjectSphere(w.bp.unit08);
    if (r_1 === 0) assertFail("spec/ps2/tests/unit10_human_fakes.spec:329", "fixture: no free object sphere");
    const s_1: PhysicsShape = w.bp.unit08.object_spheres[(r_1 - 1) | 0];
    s_1.radius = dim;
    PhysicsBody_AddShape(w.phys, b!, s_1);
  }
  b!.flags = (b!.flags | layers) >>> 0;
  PhysicsBody_Update(w.phys, b!, o, null, null);
  return b!;
}

/**
 * How many times Strike_Contact (or the handler) named body reference r.
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1274)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:341
 */
export function U10_Count(list: number[], r: number): number {
  let n: number = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === r) {
      n = (n + 1) | 0;
    }
  }
  return n;
}

/**
 * The identity matrix with translation (x, y, z).
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1270)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:353
 */
export function U10_Translation(m: Mat4Rows, x: number, y: number, z: number): void {
  m.r0.x = 1;
  m.r0.y = 0;
  m.r0.z = 0;
  m.r0.w = 0;
  m.r1.x = 0;
  m.r1.y = 1;
  m.r1.z = 0;
  m.r1.w = 0;
  m.r2.x = 0;
  m.r2.y = 0;
  m.r2.z = 1;
  m.r2.w = 0;
  m.r3.x = x;
  m.r3.y = y;
  m.r3.z = z;
  m.r3.w = 1;
}

/**
 * The push scene of 002 L1271: this human (owner 0) at the origin with its push sphere on and
 * posed; another human (owner 1) at (x, y, z) with push weight k.
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1271)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:363
 */
export function U10_PushScene(w: U10World, x: number, y: number, z: number, k: number): HumanBody {
  const o: U10Owner = w.owners[0];
  U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
  const other: U10Owner = w.owners[1];
  U10_Owner_Init(other, 2, 0x40, x, y, z);
  other.k = k;
  const hb: HumanBody = U10_Human(w, o);
  U10_Human(w, other);
  PhysicsHumanBody_SetPushSphere(w.bp.unit08, hb, true);
  PhysicsHumanBody_Update(w.phys, hb, o);
  return hb;
}

/**
 * The striker of 002 L1273-1275: owner 0 at the origin, reach `reach`, its right hand (bone 25)
 * switched on and posed, the broad bound built by an update.
 *
 * @design test fixture for 002 Unit 10 Test ideas (L1273)
 * @float ps2
 * @spec spec/ps2/tests/unit10_human_fakes.spec:379
 */
export function U10_Striker(w: U10World, reach: number): HumanBody {
  const o: U10Owner = w.owners[0];
  U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
  o.reach_r = reach;
  const hb: HumanBody = U10_Human(w, o);
  PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
  PhysicsHumanBody_Update(w.phys, hb, o);
  return hb;
}
