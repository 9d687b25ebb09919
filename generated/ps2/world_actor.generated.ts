// GENERATED FILE: do not edit. Engine module ps2.world_actor: The public API's PS2 world: the owner it gives every body (the game-side slots with working defaults, the ground follow, the hooks a game may add), the world record with its wiring, and the create, move, place, remove and query sequences from spec/ps2/world_actor.spec (sha256 e50ca236e6ecb551).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, SnapshotReader, SnapshotWriter, StateHasher, type Vec3, Vec4, ZERO_F64, assertFail } from "../../runtime/index.js";
import { Body, HUMAN_BODY_VTABLE, Owner } from "./body.generated.js";
import { MeshWorld } from "./mesh_backend.generated.js";
import { SplitLevel } from "./split_level.generated.js";
import { AABB, Contact, ContactList } from "./unit03_contacts.generated.js";
import { BodyVtableHost, HumanOwner, PhysicsBody_Sweep } from "./unit03_sweep.generated.js";
import { Unit4Overlaps, copy_Unit4Overlaps, reset_Unit4Overlaps } from "./unit04_overlaps.generated.js";
import { PhysicsBox_SetSize, PhysicsShape, Transform, copy_Transform, hash_Transform, reset_Transform, restore_Transform, snapshot_Transform } from "./unit06_shapes.generated.js";
import { IPhysics_ConstructWorld, IPhysics_Node, IPhysics_QueryBox, OverlapQuery, OwnerMeetFilter, PhysicsBody_AddShape, PhysicsBody_Update } from "./unit07_world.generated.js";
import { IPhysics_AllocCarBox, IPhysics_AllocObjectBox, IPhysics_AllocObjectSphere, PhysicsPools } from "./unit08_ignore_pools.generated.js";
import { BodyPools, HumanBody, IPhysics_ConstructBodyPools, IPhysics_CreateCarBody, IPhysics_CreateHumanBody, IPhysics_CreateObjectBody, IPhysics_CreatePunchBagBody, IPhysics_FreeBoxBody, IPhysics_FreeCarBody, IPhysics_FreeHumanBody, IPhysics_FreeObjectBody, IPhysics_FreePunchBagBody, Physics_CreateBoxBody, copy_BodyPools, reset_BodyPools } from "./unit09_create.generated.js";
import { HumanBodyOwner, HumanBodySlots, PhysicsHumanBody_PushAwayHumans, PhysicsHumanBody_SetPushSphere, PhysicsHumanBody_Update, copy_HumanBodySlots, reset_HumanBodySlots } from "./unit10_human.generated.js";
import { BodyPassOwners, IPhysics_CollideShape } from "./unit11_pairs.generated.js";
import { CollisionBackend, IPhysics, RayHit, copy_IPhysics, host_RayHit, reset_IPhysics } from "./world.generated.js";

/** Body kinds of the public API (Unit 9's creates). */
export const ACTOR_HUMAN: number = 1;
export const ACTOR_PUNCH_BAG: number = 2;
export const ACTOR_SPHERE: number = 3;
export const ACTOR_OBJECT_BOX: number = 4;
export const ACTOR_CAR: number = 5;
export const ACTOR_BOX: number = 6;

/**
 * What a game may add to an actor's defaults. The public API implements it over the game's
 * callbacks and checks every result before it reaches the engine.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface WorldHooks {
  /**
   * The answer to a contact (owner slot +0xf8): `code` is the default answer, the result the one
   * the engine gets (low 16 bits the code, 0x10000 stop, 0x20000 contact scale, 0x40000 abort).
   */
  on_contact(a: WorldActor, c: Contact, code: number): number;
  /** After the defaults of the after-move slot (+0x118) ran (the ground follow). */
  after_move(a: WorldActor): void;
  /** Owner slot +0x110 (the body pass): 0 refuses the candidate; `code` is the default (1). */
  may_meet(owner: Owner | null, other: Owner | null, code: number): number;
  /** A human was pushed by another human's push (Human_OnPushContact, through slot +0x50). */
  on_push(a: WorldActor, c: Contact, push_x: number, push_y: number, push_z: number, push_w: number): void;
}

/**
 * The owner of one body: its transforms, the answers Units 3, 6, 7, 10 and 11 ask, and what the
 * engine told it (the velocity write-back, the ground of the landing test and of the ground follow).
 */
export class WorldActor implements Owner, HumanOwner, HumanBodyOwner {
  /** the public API's handle of the body (a stable integer, never reused) */
  handle: number = 0;
  /** ACTOR_* */
  kind: number = 0;
  /** slot +0x20: the type mask (0x40 a human) */
  mask: number = 0;
  /** slot +0x50: the owner's flags (0x4000000 airborne: the landing test and the body pass) */
  state: number = 0;
  /**
   * the human's 64-bit state word (Unit 3's HumanOwner): 0x4 jumping, 0x10 a long fall (high),
   * 0x20000 cuffed (low)
   */
  state_word_hi: number = 0;
  state_word_lo: number = 0;
  /** human +0x560, the take-off height (the landing test) */
  take_off: number = ZERO_F64;
  /** human byte +0x1b0: the player number (−1: not a player) */
  player_no: number = 0;
  /** Human_GetScale (1 for other owners) */
  scale: number = ZERO_F64;
  /** bone 6 (the head) above the feet in the body's frame: sets the capsule's height (002 L671) */
  head_height: number = ZERO_F64;
  /** the landing segment's upper point above the feet (human vtable slot +0x60) */
  upper_height: number = ZERO_F64;
  /** attributes 1 (weight), 7 (push weight), 8 (restitution) */
  weight: number = ZERO_F64;
  push_weight: number = ZERO_F64;
  restitution: number = ZERO_F64;
  /** the default contact answers: the level, a body, a human's body (1 slide, 4 push) */
  answer_level: number = 0;
  answer_body: number = 0;
  answer_human: number = 0;
  /**
   * the ground follow after each move: a ray from `follow_up` above the feet down `follow_up` +
   * `follow_down`; a hit with n.z ≥ `follow_min_nz` puts the feet on it
   */
  follow_ground: boolean = false;
  follow_up: number = ZERO_F64;
  follow_down: number = ZERO_F64;
  follow_min_nz: number = ZERO_F64;
  /** the transform now (slots +0xa0, +0xa8, +0xb0) and the copy taken at the start of the move (+0x98) */
  now: Transform = new Transform();
  cached: Transform = new Transform();
  /** the velocity: what the last move asked, as the engine wrote it back (slot +0x70) */
  velocity: Vec4 = new Vec4();
  /** the ground follow's last answer: found, its normal and triangle (index + 1, 0 none) */
  on_ground: boolean = false;
  ground_normal: Vec4 = new Vec4();
  ground_triangle: number = 0;
  /** what the landing test wrote (HumanOwner.set_ground): the material and normal */
  landing_material: number = 0;
  landing_normal: Vec4 = new Vec4();
  /** contacts answered during the last move, and pushes received (Human_OnPushContact) */
  contacts: number = 0;
  pushes: number = 0;
  /** the body, the human body record (humans and the punch bag), the world, the game's hooks */
  me: Body | null = null;
  hb: HumanBody | null = null;
  phys: IPhysics | null = null;
  hooks: WorldHooks | null = null;

  /** Implements Owner.type_mask (@spec spec/ps2/world_actor.spec:108). */
  type_mask(): number {
    return this.mask;
  }

  /** Implements Owner.flags (@spec spec/ps2/world_actor.spec:111). */
  flags(): number {
    return this.state;
  }

  /** Implements Owner.set_velocity (@spec spec/ps2/world_actor.spec:114). */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void {
    this.velocity.x = v_x;
    this.velocity.y = v_y;
    this.velocity.z = v_z;
    this.velocity.w = v_w;
  }

  /** Implements Owner.get_cached_transform (@spec spec/ps2/world_actor.spec:117). */
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

  /** Implements Owner.get_pose_now (@spec spec/ps2/world_actor.spec:121). */
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

  /** Implements Owner.get_transform (@spec spec/ps2/world_actor.spec:125). */
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

  /** Implements Owner.set_transform (@spec spec/ps2/world_actor.spec:129). */
  set_transform(t: Transform): void {
    this.now.position.x = t.position.x;
    this.now.position.y = t.position.y;
    this.now.position.z = t.position.z;
    this.now.position.w = t.position.w;
    this.now.rotation.x = t.rotation.x;
    this.now.rotation.y = t.rotation.y;
    this.now.rotation.z = t.rotation.z;
    this.now.rotation.w = t.rotation.w;
  }

  /** Implements Owner.get_bone_transform (@spec spec/ps2/world_actor.spec:133). */
  get_bone_transform(bone: number, t: Transform): boolean {
    if (this.mask !== 0x40) {
      return false;
    }
    UnanimatedBone_Pose(bone, this.head_height, t);
    return true;
  }

  /** Implements Owner.attribute (@spec spec/ps2/world_actor.spec:140). */
  attribute(n: number): number {
    if (n === 1) {
      return this.weight;
    }
    if (n === 7) {
      return this.push_weight;
    }
    if (n === 8) {
      return this.restitution;
    }
    return 0;
  }

  /** Implements Owner.body (@spec spec/ps2/world_actor.spec:152). */
  body(): Body | null {
    return this.me;
  }

  /** Implements Owner.on_contact (@spec spec/ps2/world_actor.spec:155). */
  on_contact(c: Contact): number {
    let code: number = WorldActor_DefaultAnswer(this, c);
    this.contacts = (this.contacts + 1) >>> 0;
    const h: WorldHooks | null = this.hooks;
    if (h !== null) {
      code = $host.u32(h!.on_contact(this, c, code), "WorldHooks.on_contact (spec/ps2/world_actor.spec:160)");
    }
    return code;
  }

  /** Implements Owner.after_move (@spec spec/ps2/world_actor.spec:164). */
  after_move(): void {
    if (this.follow_ground) {
      WorldActor_FollowGround(this);
    }
    const h: WorldHooks | null = this.hooks;
    if (h !== null) {
      h!.after_move(this);
    }
  }

  /** Implements Owner.human_scale (@spec spec/ps2/world_actor.spec:173). */
  human_scale(): number {
    return this.scale;
  }

  /** Implements HumanOwner.state_hi (@spec spec/ps2/world_actor.spec:179). */
  state_hi(): number {
    return this.state_word_hi;
  }

  /** Implements HumanOwner.state_lo (@spec spec/ps2/world_actor.spec:182). */
  state_lo(): number {
    return this.state_word_lo;
  }

  /** Implements HumanOwner.holds (@spec spec/ps2/world_actor.spec:185). */
  holds(flag: number): boolean {
    return false;
  }

  /** Implements HumanOwner.take_off_height (@spec spec/ps2/world_actor.spec:188). */
  take_off_height(): number {
    return this.take_off;
  }

  /** Implements HumanOwner.byte_3be (@spec spec/ps2/world_actor.spec:191). */
  byte_3be(): number {
    return 0;
  }

  /** Implements HumanOwner.upper_point (@spec spec/ps2/world_actor.spec:194). */
  upper_point(out$: Vec4): void {
    out$.x = this.now.position.x; out$.y = this.now.position.y; out$.z = Math.fround(this.now.position.z + this.upper_height); out$.w = 1;
    return;
  }

  /** Implements HumanOwner.segment_skip (@spec spec/ps2/world_actor.spec:197). */
  segment_skip(): number {
    return 1;
  }

  /** Implements HumanOwner.set_ground (@spec spec/ps2/world_actor.spec:200). */
  set_ground(material: number, normal_x: number, normal_y: number, normal_z: number, normal_w: number): void {
    this.landing_material = material;
    this.landing_normal.x = normal_x;
    this.landing_normal.y = normal_y;
    this.landing_normal.z = normal_z;
    this.landing_normal.w = normal_w;
  }

  /** Implements HumanBodyOwner.reach (@spec spec/ps2/world_actor.spec:207). */
  reach(): number {
    return 0;
  }

  /** Implements HumanBodyOwner.held_object (@spec spec/ps2/world_actor.spec:210). */
  held_object(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.target (@spec spec/ps2/world_actor.spec:213). */
  target(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.grab_other (@spec spec/ps2/world_actor.spec:216). */
  grab_other(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.player (@spec spec/ps2/world_actor.spec:219). */
  player(): number {
    return this.player_no;
  }

  /** Implements HumanBodyOwner.strike_contact (@spec spec/ps2/world_actor.spec:222). */
  strike_contact(c: Contact): void {

  }

  /** Implements HumanBodyOwner.may_strike (@spec spec/ps2/world_actor.spec:224). */
  may_strike(other: Owner | null): number {
    return 0;
  }

  /** Implements HumanBodyOwner.hits_with_capsule (@spec spec/ps2/world_actor.spec:227). */
  hits_with_capsule(): boolean {
    return false;
  }

  /** Implements HumanBodyOwner.on_push_contact (@spec spec/ps2/world_actor.spec:230). */
  on_push_contact(c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void {
    this.pushes = (this.pushes + 1) >>> 0;
    const h: WorldHooks | null = this.hooks;
    if (h !== null) {
      h!.on_push(this, c, push_x, push_y, push_z, push_w);
    }
  }
}

/** Puts a WorldActor back into the zero state `new WorldActor()` gives, in place. */
export function reset_WorldActor(s: WorldActor): void {
  s.handle = 0;
  s.kind = 0;
  s.mask = 0;
  s.state = 0;
  s.state_word_hi = 0;
  s.state_word_lo = 0;
  s.take_off = 0;
  s.player_no = 0;
  s.scale = 0;
  s.head_height = 0;
  s.upper_height = 0;
  s.weight = 0;
  s.push_weight = 0;
  s.restitution = 0;
  s.answer_level = 0;
  s.answer_body = 0;
  s.answer_human = 0;
  s.follow_ground = false;
  s.follow_up = 0;
  s.follow_down = 0;
  s.follow_min_nz = 0;
  reset_Transform(s.now);
  reset_Transform(s.cached);
  s.velocity.x = 0; s.velocity.y = 0; s.velocity.z = 0; s.velocity.w = 0;
  s.on_ground = false;
  s.ground_normal.x = 0; s.ground_normal.y = 0; s.ground_normal.z = 0; s.ground_normal.w = 0;
  s.ground_triangle = 0;
  s.landing_material = 0;
  s.landing_normal.x = 0; s.landing_normal.y = 0; s.landing_normal.z = 0; s.landing_normal.w = 0;
  s.contacts = 0;
  s.pushes = 0;
  s.me = null;
  s.hb = null;
  s.phys = null;
  s.hooks = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_WorldActor(dst: WorldActor, src: WorldActor): void {
  dst.handle = src.handle;
  dst.kind = src.kind;
  dst.mask = src.mask;
  dst.state = src.state;
  dst.state_word_hi = src.state_word_hi;
  dst.state_word_lo = src.state_word_lo;
  dst.take_off = src.take_off;
  dst.player_no = src.player_no;
  dst.scale = src.scale;
  dst.head_height = src.head_height;
  dst.upper_height = src.upper_height;
  dst.weight = src.weight;
  dst.push_weight = src.push_weight;
  dst.restitution = src.restitution;
  dst.answer_level = src.answer_level;
  dst.answer_body = src.answer_body;
  dst.answer_human = src.answer_human;
  dst.follow_ground = src.follow_ground;
  dst.follow_up = src.follow_up;
  dst.follow_down = src.follow_down;
  dst.follow_min_nz = src.follow_min_nz;
  copy_Transform(dst.now, src.now);
  copy_Transform(dst.cached, src.cached);
  dst.velocity.x = src.velocity.x; dst.velocity.y = src.velocity.y; dst.velocity.z = src.velocity.z; dst.velocity.w = src.velocity.w;
  dst.on_ground = src.on_ground;
  dst.ground_normal.x = src.ground_normal.x; dst.ground_normal.y = src.ground_normal.y; dst.ground_normal.z = src.ground_normal.z; dst.ground_normal.w = src.ground_normal.w;
  dst.ground_triangle = src.ground_triangle;
  dst.landing_material = src.landing_material;
  dst.landing_normal.x = src.landing_normal.x; dst.landing_normal.y = src.landing_normal.y; dst.landing_normal.z = src.landing_normal.z; dst.landing_normal.w = src.landing_normal.w;
  dst.contacts = src.contacts;
  dst.pushes = src.pushes;
  dst.me = src.me;
  dst.hb = src.hb;
  dst.phys = src.phys;
  dst.hooks = src.hooks;
}

/** Feeds the raw bits of a WorldActor to the hasher, field by field in declaration order. */
export function hash_WorldActor(s: WorldActor, h: StateHasher): void {
  h.enter(s);
  h.u32(s.handle);
  h.u32(s.kind);
  h.u32(s.mask);
  h.u32(s.state);
  h.u32(s.state_word_hi);
  h.u32(s.state_word_lo);
  h.f32(s.take_off);
  h.i32(s.player_no);
  h.f32(s.scale);
  h.f32(s.head_height);
  h.f32(s.upper_height);
  h.f32(s.weight);
  h.f32(s.push_weight);
  h.f32(s.restitution);
  h.u32(s.answer_level);
  h.u32(s.answer_body);
  h.u32(s.answer_human);
  h.bool(s.follow_ground);
  h.f32(s.follow_up);
  h.f32(s.follow_down);
  h.f32(s.follow_min_nz);
  hash_Transform(s.now, h);
  hash_Transform(s.cached, h);
  h.f32(s.velocity.x);
  h.f32(s.velocity.y);
  h.f32(s.velocity.z);
  h.f32(s.velocity.w);
  h.bool(s.on_ground);
  h.f32(s.ground_normal.x);
  h.f32(s.ground_normal.y);
  h.f32(s.ground_normal.z);
  h.f32(s.ground_normal.w);
  h.u32(s.ground_triangle);
  h.u32(s.landing_material);
  h.f32(s.landing_normal.x);
  h.f32(s.landing_normal.y);
  h.f32(s.landing_normal.z);
  h.f32(s.landing_normal.w);
  h.u32(s.contacts);
  h.u32(s.pushes);
  h.ref(s.me);
  h.ref(s.hb);
  h.ref(s.phys);
  h.ref(s.hooks);
}

/** Writes a WorldActor to a snapshot stream. */
export function snapshot_WorldActor(s: WorldActor, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.handle);
  w.put(s.kind);
  w.put(s.mask);
  w.put(s.state);
  w.put(s.state_word_hi);
  w.put(s.state_word_lo);
  w.put(s.take_off);
  w.put(s.player_no);
  w.put(s.scale);
  w.put(s.head_height);
  w.put(s.upper_height);
  w.put(s.weight);
  w.put(s.push_weight);
  w.put(s.restitution);
  w.put(s.answer_level);
  w.put(s.answer_body);
  w.put(s.answer_human);
  w.put(s.follow_ground ? 1 : 0);
  w.put(s.follow_up);
  w.put(s.follow_down);
  w.put(s.follow_min_nz);
  snapshot_Transform(s.now, w);
  snapshot_Transform(s.cached, w);
  w.put(s.velocity.x);
  w.put(s.velocity.y);
  w.put(s.velocity.z);
  w.put(s.velocity.w);
  w.put(s.on_ground ? 1 : 0);
  w.put(s.ground_normal.x);
  w.put(s.ground_normal.y);
  w.put(s.ground_normal.z);
  w.put(s.ground_normal.w);
  w.put(s.ground_triangle);
  w.put(s.landing_material);
  w.put(s.landing_normal.x);
  w.put(s.landing_normal.y);
  w.put(s.landing_normal.z);
  w.put(s.landing_normal.w);
  w.put(s.contacts);
  w.put(s.pushes);
  w.ref(s.me);
  w.ref(s.hb);
  w.ref(s.phys);
  w.ref(s.hooks);
}

/** Reads a WorldActor back from a snapshot stream written by snapshot_WorldActor. */
export function restore_WorldActor(s: WorldActor, r: SnapshotReader): void {
  r.enter(s);
  s.handle = r.get();
  s.kind = r.get();
  s.mask = r.get();
  s.state = r.get();
  s.state_word_hi = r.get();
  s.state_word_lo = r.get();
  s.take_off = r.get();
  s.player_no = r.get();
  s.scale = r.get();
  s.head_height = r.get();
  s.upper_height = r.get();
  s.weight = r.get();
  s.push_weight = r.get();
  s.restitution = r.get();
  s.answer_level = r.get();
  s.answer_body = r.get();
  s.answer_human = r.get();
  s.follow_ground = r.get() !== 0;
  s.follow_up = r.get();
  s.follow_down = r.get();
  s.follow_min_nz = r.get();
  restore_Transform(s.now, r);
  restore_Transform(s.cached, r);
  s.velocity.x = r.get();
  s.velocity.y = r.get();
  s.velocity.z = r.get();
  s.velocity.w = r.get();
  s.on_ground = r.get() !== 0;
  s.ground_normal.x = r.get();
  s.ground_normal.y = r.get();
  s.ground_normal.z = r.get();
  s.ground_normal.w = r.get();
  s.ground_triangle = r.get();
  s.landing_material = r.get();
  s.landing_normal.x = r.get();
  s.landing_normal.y = r.get();
  s.landing_normal.z = r.get();
  s.landing_normal.w = r.get();
  s.contacts = r.get();
  s.pushes = r.get();
  r.ref((o: Body | null) => { s.me = o; });
  r.ref((o: HumanBody | null) => { s.hb = o; });
  r.ref((o: IPhysics | null) => { s.phys = o; });
  r.ref((o: WorldHooks | null) => { s.hooks = o; });
}

/**
 * The world-side slots: the body pass's owner data (Unit 11's BodyPassOwners: nobody holds
 * anything, gait 0, the player number from the owner's actor, every pair may meet unless a hook
 * refuses), the same answer as the querying owner's slot +0x110 of a shape query, and the base
 * body's "you were pushed" slot +0x50 (not specified: nothing happens).
 */
export class WorldHosts implements BodyPassOwners, OwnerMeetFilter, BodyVtableHost {
  hooks: WorldHooks | null = null;

  /** Implements BodyPassOwners.holds (@spec spec/ps2/world_actor.spec:308). */
  holds(owner: Owner | null, flag: number): boolean {
    return false;
  }

  /** Implements BodyPassOwners.gait (@spec spec/ps2/world_actor.spec:311). */
  gait(owner: Owner | null): number {
    return 0;
  }

  /** Implements BodyPassOwners.player (@spec spec/ps2/world_actor.spec:314). */
  player(owner: Owner | null): number {
    return WorldHosts_Player(owner);
  }

  /** Implements BodyPassOwners.may_meet (@spec spec/ps2/world_actor.spec:317). */
  may_meet(owner: Owner | null, other: Owner | null): number {
    const h: WorldHooks | null = this.hooks;
    if (h !== null) {
      return $host.i32(h!.may_meet(owner, other, 1), "WorldHooks.may_meet (spec/ps2/world_actor.spec:320)");
    }
    return 1;
  }

  /** Implements OwnerMeetFilter.accepts (@spec spec/ps2/world_actor.spec:327). */
  accepts(owner: Owner | null, other: Owner | null): number {
    const h: WorldHooks | null = this.hooks;
    if (h !== null) {
      return $host.i32(h!.may_meet(owner, other, 1), "WorldHooks.may_meet (spec/ps2/world_actor.spec:330)");
    }
    return 1;
  }

  /** Implements BodyVtableHost.pushed (@spec spec/ps2/world_actor.spec:337). */
  pushed(other: Body, c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void {

  }
}

/** Puts a WorldHosts back into the zero state `new WorldHosts()` gives, in place. */
export function reset_WorldHosts(s: WorldHosts): void {
  s.hooks = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_WorldHosts(dst: WorldHosts, src: WorldHosts): void {
  dst.hooks = src.hooks;
}

/** Feeds the raw bits of a WorldHosts to the hasher, field by field in declaration order. */
export function hash_WorldHosts(s: WorldHosts, h: StateHasher): void {
  h.enter(s);
  h.ref(s.hooks);
}

/** Writes a WorldHosts to a snapshot stream. */
export function snapshot_WorldHosts(s: WorldHosts, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.hooks);
}

/** Reads a WorldHosts back from a snapshot stream written by snapshot_WorldHosts. */
export function restore_WorldHosts(s: WorldHosts, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: WorldHooks | null) => { s.hooks = o; });
}

/**
 * The public API's world: the physics world, its pools, the static overlap table (Unit 4), the
 * human body's slot +0x50 host and the world-side hosts.
 */
export class GameWorld {
  phys: IPhysics = new IPhysics();
  pools: BodyPools = new BodyPools();
  overlaps: Unit4Overlaps = new Unit4Overlaps();
  slots: HumanBodySlots = new HumanBodySlots();
  hosts: WorldHosts = new WorldHosts();
}

/** Puts a GameWorld back into the zero state `new GameWorld()` gives, in place. */
export function reset_GameWorld(s: GameWorld): void {
  reset_IPhysics(s.phys);
  reset_BodyPools(s.pools);
  reset_Unit4Overlaps(s.overlaps);
  reset_HumanBodySlots(s.slots);
  reset_WorldHosts(s.hosts);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GameWorld(dst: GameWorld, src: GameWorld): void {
  copy_IPhysics(dst.phys, src.phys);
  copy_BodyPools(dst.pools, src.pools);
  copy_Unit4Overlaps(dst.overlaps, src.overlaps);
  copy_HumanBodySlots(dst.slots, src.slots);
  copy_WorldHosts(dst.hosts, src.hosts);
}

/**
 * The default answer to a contact: `answer_level` for the level (other owner 0), `answer_human`
 * when the other body is a human body, else `answer_body`.
 *
 * @design D-FACADE-8: a human's bones as an owner without animation answers them: the head sets the capsule's height, every other bone at the body's origin, unrotated
 * @float ps2
 * @spec spec/ps2/world_actor.spec:242
 */
export function UnanimatedBone_Pose(bone: number, head_z: number, t: Transform): void {
  // the head (bone 6) sets a human capsule's height; no other bone is modelled (the game's
  // animation is not part of the physics), so every other bone is at the body's origin, unrotated,
  // and its shapes are posed at their offsets in the body's frame. Answering false instead would
  // leave the body transform in the bone buffer (002 L556), posing a bone shape at twice the body's
  // position
  t.position.x = 0;
  t.position.y = 0;
  t.position.z = 0;
  t.position.w = 1;
  if (bone === 6) {
    t.position.z = head_z;
  }
  t.rotation.x = 0;
  t.rotation.y = 0;
  t.rotation.z = 0;
  t.rotation.w = 1;
}

/**
 * @design D-FACADE-1: the default contact answers are the example scene's (1 slide for the level and bodies, 4 push for a human), per actor
 * @float ps2
 * @spec spec/ps2/world_actor.spec:256
 */
export function WorldActor_DefaultAnswer(a: WorldActor, c: Contact): number {
  if (c.other_owner === 0) {
    return a.answer_level;
  }
  const p: IPhysics | null = a.phys;
  if (p === null) assertFail("spec/ps2/world_actor.spec:261", "world actor without its world");
  const other: Body | null = IPhysics_Node(p!, c.other_owner | 0);
  if (other !== null && other!.vtable === HUMAN_BODY_VTABLE) {
    return a.answer_human;
  }
  return a.answer_body;
}

/**
 * The ground follow: a ray from `follow_up` above the feet, straight down, `follow_up` +
 * `follow_down` long, through the world's collision back end (the level's ray cast); a hit whose
 * normal has n.z ≥ `follow_min_nz` puts the feet on it (z = the ray's start − the distance). The
 * cached transform is not touched. Records whether ground was found, its normal and triangle.
 *
 * @design D-FACADE-2: the ground follow a PS2 game does after each move (the example scene's, D-SCENE-1), as a default of the owner's after-move slot, with its reach and floor slope as options
 * @float ps2
 * @spec spec/ps2/world_actor.spec:274
 */
export function WorldActor_FollowGround(a: WorldActor): void {
  const p: IPhysics | null = a.phys;
  if (p === null) {
    return;
  }
  const be: CollisionBackend | null = p!.backend;
  if (be === null) {
    return;
  }
  const hit: RayHit = new RayHit();
  const o_x = a.now.position.x, o_y = a.now.position.y, o_z = Math.fround(a.now.position.z + a.follow_up), o_w = 1;
  const l: number = Math.fround(a.follow_up + a.follow_down);
  if ($host.bool($host.after(be!.ray_cast(o_x, o_y, o_z, o_w, 0, 0, -1, 0, l, hit), host_RayHit(hit, "CollisionBackend.ray_cast argument hit (spec/ps2/world_actor.spec:286)")), "CollisionBackend.ray_cast (spec/ps2/world_actor.spec:286)") && hit.normal.z >= a.follow_min_nz) {
    a.now.position.z = Math.fround(o_z - hit.distance);
    a.on_ground = true;
    a.ground_normal.x = hit.normal.x;
    a.ground_normal.y = hit.normal.y;
    a.ground_normal.z = hit.normal.z;
    a.ground_normal.w = hit.normal.w;
    a.ground_triangle = hit.triangle;
    return;
  }
  a.on_ground = false;
  a.ground_normal.x = 0;
  a.ground_normal.y = 0;
  a.ground_normal.z = 0;
  a.ground_normal.w = 0;
  a.ground_triangle = 0;
}

/**
 * The player number of an owner for the body pass: its human body's actor's (slot +0xf0, then the
 * human body's owner view), −1 when it has none.
 *
 * @design D-FACADE-1: the body pass reads the player byte +0x1b0 of the owner; the actor holds it
 * @float ps2
 * @spec spec/ps2/world_actor.spec:344
 */
export function WorldHosts_Player(owner: Owner | null): number {
  if (owner === null) {
    return -1;
  }
  const b: Body | null = owner!.body();
  if (b === null) {
    return -1;
  }
  const hb: HumanBody | null = b!.human;
  if (hb === null) {
    return -1;
  }
  const a: HumanBodyOwner | null = hb!.actor;
  if (a === null) {
    return -1;
  }
  return $host.i8(a!.player(), "HumanBodyOwner.player (spec/ps2/world_actor.spec:360)");
}

/**
 * Constructs the world and wires it as the example scene does (D-SCENE-1): the pools, the overlap
 * table, the ignore slots, the slot +0x50 host. The collision back end is attached separately.
 *
 * @design D-FACADE-1: the world's wiring, done once where the example scene does it by hand
 * @float ps2
 * @spec spec/ps2/world_actor.spec:376
 */
export function GameWorld_Init(w: GameWorld): void {
  IPhysics_ConstructWorld(w.phys);
  IPhysics_ConstructBodyPools(w.pools);
  w.phys.overlaps = w.overlaps;
  w.phys.ignores = w.pools.unit08;
  w.slots.base = w.hosts;
}

/**
 * Attaches a level made of one collision mesh: the world's back end, the level's world for the
 * body pass and its owner data.
 *
 * @design D-FACADE-1: the level wiring of the example scene (level.phys, level.owners, phys.backend)
 * @float ps2
 * @spec spec/ps2/world_actor.spec:387
 */
export function GameWorld_AttachMesh(w: GameWorld, level: MeshWorld): void {
  level.phys = w.phys;
  level.owners = w.hosts;
  w.phys.backend = level;
}

/**
 * Attaches a level split into several meshes (split_level.spec).
 *
 * @design D-FACADE-3: a level beyond one mesh's limit is a SplitLevel; wired like one mesh
 * @float ps2
 * @spec spec/ps2/world_actor.spec:395
 */
export function GameWorld_AttachSplit(w: GameWorld, level: SplitLevel): void {
  level.phys = w.phys;
  level.owners = w.hosts;
  w.phys.backend = level;
}

/**
 * An actor's common fields: its world, hooks, kind, handle and transform (cached copy the same).
 *
 * @design D-FACADE-1: actor set-up
 * @float ps2
 * @spec spec/ps2/world_actor.spec:403
 */
export function GameWorld_InitActor(w: GameWorld, a: WorldActor, hooks: WorldHooks | null, kind: number, handle: number, position_x: number, position_y: number, position_z: number, position_w: number, rotation_x: number, rotation_y: number, rotation_z: number, rotation_w: number): void {
  a.phys = w.phys;
  a.hooks = hooks;
  a.kind = kind;
  a.handle = handle;
  a.now.position.x = position_x;
  a.now.position.y = position_y;
  a.now.position.z = position_z;
  a.now.position.w = 1;
  a.now.rotation.x = rotation_x;
  a.now.rotation.y = rotation_y;
  a.now.rotation.z = rotation_z;
  a.now.rotation.w = rotation_w;
  const t$0_x = a.now.position.x, t$0_y = a.now.position.y, t$0_z = a.now.position.z, t$0_w = a.now.position.w;
  a.cached.position.x = t$0_x; a.cached.position.y = t$0_y; a.cached.position.z = t$0_z; a.cached.position.w = t$0_w;
  const t$1_x = a.now.rotation.x, t$1_y = a.now.rotation.y, t$1_z = a.now.rotation.z, t$1_w = a.now.rotation.w;
  a.cached.rotation.x = t$1_x; a.cached.rotation.y = t$1_y; a.cached.rotation.z = t$1_z; a.cached.rotation.w = t$1_w;
}

/**
 * A human body for the actor (Unit 9's IPhysics_CreateHumanBody, which runs Unit 10's scale step),
 * with its push sphere when asked (Unit 10), then posed (the body's Update), as the example scene
 * creates its humans. `not_pushed` sets body flag 0x200 (another human's push skips it). Null when
 * the 60 human bodies are taken (nothing changed).
 *
 * @design D-FACADE-1: the human create sequence of the example scene (D-SCENE-1)
 * @float ps2
 * @spec spec/ps2/world_actor.spec:419
 */
export function GameWorld_AddHuman(w: GameWorld, a: WorldActor, push_sphere: boolean, not_pushed: boolean): HumanBody | null {
  const hb: HumanBody | null = IPhysics_CreateHumanBody(w.phys, w.pools, a, a, a);
  if (hb === null) {
    return null;
  }
  a.hb = hb;
  a.me = hb!.body;
  if (not_pushed) {
    hb!.body.flags = (hb!.body.flags | 0x200) >>> 0;
  }
  if (push_sphere) {
    PhysicsHumanBody_SetPushSphere(w.pools.unit08, hb!, true);
  }
  PhysicsHumanBody_Update(w.phys, hb!, a);
  return hb;
}

/**
 * The punch bag's body for the actor (Unit 9's IPhysics_CreatePunchBagBody: one set, no free test),
 * then posed.
 *
 * @design D-FACADE-1: the punch bag's create, posed like a human
 * @float ps2
 * @spec spec/ps2/world_actor.spec:439
 */
export function GameWorld_AddPunchBag(w: GameWorld, a: WorldActor): HumanBody | null {
  const hb: HumanBody | null = IPhysics_CreatePunchBagBody(w.phys, w.pools, a, a, a);
  a.hb = hb;
  a.me = hb!.body;
  hb!.body.flags = (hb!.body.flags | 0x80000000) >>> 0;
  PhysicsHumanBody_Update(w.phys, hb!, a);
  return hb;
}

/**
 * The body flags a game adds to a created body: 0x1 sweep against bodies, 0x2 met by other
 * bodies' sweeps, 0x4 met by humans (BLOCKHUMANS), as `extra`; then the body's Update poses its
 * shapes and puts it in the x-sorted list.
 *
 * @design D-FACADE-1: a created base body is posed by its Update (Unit 7), the scene's box is marked BLOCKHUMANS by the game
 * @float ps2
 * @spec spec/ps2/world_actor.spec:452
 */
export function GameWorld_FinishBody(w: GameWorld, a: WorldActor, b: Body, extra: number): void {
  a.me = b;
  b.flags = (b.flags | extra | 0x80000000) >>> 0;
  PhysicsBody_Update(w.phys, b, a, null, w.slots);
}

/**
 * An object body (Unit 9) with one object sphere of radius `r` (Unit 8's pool). Null when either
 * pool is full (nothing changed).
 *
 * @design D-FACADE-1: an object body with its pool sphere, the caller's part of Unit 9's object create
 * @float ps2
 * @spec spec/ps2/world_actor.spec:461
 */
export function GameWorld_AddSphere(w: GameWorld, a: WorldActor, r: number, extra: number): Body | null {
  const p: PhysicsPools = w.pools.unit08;
  const free_sphere: number = IPhysics_FindFreeObjectSphere(p);
  if (free_sphere === 0 || !GameWorld_HasFreeObject(w)) {
    return null;
  }
  const b: Body | null = IPhysics_CreateObjectBody(w.phys, w.pools, a);
  if (b === null) assertFail("spec/ps2/world_actor.spec:468", "object pool checked free");
  const sr: number = IPhysics_AllocObjectSphere(p);
  const s: PhysicsShape = p.object_spheres[(sr - 1) | 0];
  s.radius = r;
  PhysicsBody_AddShape(w.phys, b!, s);
  GameWorld_FinishBody(w, a, b!, extra);
  return b;
}

/**
 * An object body with one object box of half extents `half` (Unit 8's pool). Null when either
 * pool is full.
 *
 * @design D-FACADE-1: an object body with its pool box
 * @float ps2
 * @spec spec/ps2/world_actor.spec:480
 */
export function GameWorld_AddObjectBox(w: GameWorld, a: WorldActor, half_x: number, half_y: number, half_z: number, extra: number): Body | null {
  const p: PhysicsPools = w.pools.unit08;
  if (IPhysics_FindFreeObjectBox(p) === 0 || !GameWorld_HasFreeObject(w)) {
    return null;
  }
  const b: Body | null = IPhysics_CreateObjectBody(w.phys, w.pools, a);
  if (b === null) assertFail("spec/ps2/world_actor.spec:486", "object pool checked free");
  const r: number = IPhysics_AllocObjectBox(p);
  const s: PhysicsShape = p.object_boxes[(r - 1) | 0];
  // PhysicsBox_SetSize takes whole sizes (half extents = size × 0.5)
  PhysicsBox_SetSize(s, Math.fround(half_x + half_x), Math.fround(half_y + half_y), Math.fround(half_z + half_z));
  PhysicsBody_AddShape(w.phys, b!, s);
  GameWorld_FinishBody(w, a, b!, extra);
  return b;
}

/**
 * Unit 9's box body (a pane box of width × 0.5 × height). Null when the 255 are taken.
 *
 * @design D-FACADE-1: Unit 9's box body, marked as the game marks it
 * @float ps2
 * @spec spec/ps2/world_actor.spec:498
 */
export function GameWorld_AddBox(w: GameWorld, a: WorldActor, width: number, height: number, extra: number): Body | null {
  const b: Body | null = Physics_CreateBoxBody(w.phys, w.pools, a, width, height);
  if (b === null) {
    return null;
  }
  GameWorld_FinishBody(w, a, b!, extra);
  return b;
}

/**
 * A car body (Unit 9) to which `GameWorld_AddCarBox` adds boxes, then `GameWorld_FinishBody`.
 * Null when the 18 are taken.
 *
 * @design D-FACADE-1: the car create; its boxes are added one by one
 * @float ps2
 * @spec spec/ps2/world_actor.spec:510
 */
export function GameWorld_AddCar(w: GameWorld, a: WorldActor): Body | null {
  return IPhysics_CreateCarBody(w.phys, w.pools, a);
}

/**
 * One car box (Unit 8's pool) of half extents `half` at `offset` in the body's frame, chained on
 * the car body. False when the 36 are taken.
 *
 * @design D-FACADE-1: a car's boxes from Unit 8's car box pool
 * @float ps2
 * @spec spec/ps2/world_actor.spec:517
 */
export function GameWorld_AddCarBox(w: GameWorld, b: Body, half_x: number, half_y: number, half_z: number, offset_x: number, offset_y: number, offset_z: number): boolean {
  const p: PhysicsPools = w.pools.unit08;
  const r: number = IPhysics_AllocCarBox(p);
  if (r === 0) {
    return false;
  }
  const s: PhysicsShape = p.car_boxes[(r - 1) | 0];
  PhysicsBox_SetSize(s, Math.fround(half_x + half_x), Math.fround(half_y + half_y), Math.fround(half_z + half_z));
  s.offset.x = offset_x;
  s.offset.y = offset_y;
  s.offset.z = offset_z;
  s.offset.w = 1;
  PhysicsBody_AddShape(w.phys, b, s);
  return true;
}

/**
 * True when an object body is free (its pool's free test, without taking it).
 *
 * @design D-FACADE-1: check both pools before taking from either, so a refused create changes nothing
 * @float ps2
 * @spec spec/ps2/world_actor.spec:532
 */
export function GameWorld_HasFreeObject(w: GameWorld): boolean {
  for (let i = 0; i < w.pools.objects.length; i++) {
    if (w.pools.objects[i].owner === null) {
      return true;
    }
  }
  return false;
}

/**
 * How many car boxes are free (a car's create checks its boxes fit before taking any).
 *
 * @design D-FACADE-1: check the car box pool before taking from it
 * @float ps2
 * @spec spec/ps2/world_actor.spec:543
 */
export function GameWorld_FreeCarBoxes(w: GameWorld): number {
  let n: number = 0;
  const p: PhysicsPools = w.pools.unit08;
  for (let i = 0; i < p.car_boxes.length; i++) {
    if ((p.car_boxes[i].flags & 0x8) === 0) {
      n = (n + 1) | 0;
    }
  }
  return n;
}

/**
 * The index + 1 of the first free object sphere (Unit 8's allocator's test, nothing taken), 0 none.
 *
 * @design D-FACADE-1: the allocator's test without the allocation
 * @float ps2
 * @spec spec/ps2/world_actor.spec:556
 */
export function IPhysics_FindFreeObjectSphere(p: PhysicsPools): number {
  for (let i = 0; i < p.object_spheres.length; i++) {
    if ((p.object_spheres[i].flags & 0x8) === 0) {
      return (i + 1) | 0;
    }
  }
  return 0;
}

/**
 * The index + 1 of the first free object box (nothing taken), 0 none.
 *
 * @design D-FACADE-1: the allocator's test without the allocation
 * @float ps2
 * @spec spec/ps2/world_actor.spec:567
 */
export function IPhysics_FindFreeObjectBox(p: PhysicsPools): number {
  for (let i = 0; i < p.object_boxes.length; i++) {
    if ((p.object_boxes[i].flags & 0x8) === 0) {
      return (i + 1) | 0;
    }
  }
  return 0;
}

/**
 * One move of a body by velocity v over dt, as a game moves it: the cached copy, the velocity
 * asked, the sweep (Unit 3, with the mesh and the body pass), then for a human its Update and push
 * (Human_Move, 002 L1188, L1234), for any other body its Update (Unit 7). `disp` is reset to no
 * displacement first, so a move the sweep refuses as too slow reports zero, not the last move's.
 * A paused frame (dt = 0) changes nothing at all: no cached copy, no Update, no push.
 *
 * @design D-FACADE-4: the move sequence of Human_Move for humans, sweep then Update for the other kinds; the displacement is reset before the sweep (a too-slow sweep leaves it unwritten, 002 L497); dt = 0 is a paused frame
 * @float ps2
 * @spec spec/ps2/world_actor.spec:582
 */
export function GameWorld_Move(w: GameWorld, a: WorldActor, v_x: number, v_y: number, v_z: number, v_w: number, dt: number, disp: Vec4): void {
  const b: Body | null = a.me;
  if (b === null) assertFail("spec/ps2/world_actor.spec:584", "move of an actor without a body");
  disp.x = 0;
  disp.y = 0;
  disp.z = 0;
  disp.w = 1;
  if (dt === 0) {
    return;
  }
  const t$0_x = a.now.position.x, t$0_y = a.now.position.y, t$0_z = a.now.position.z, t$0_w = a.now.position.w;
  a.cached.position.x = t$0_x; a.cached.position.y = t$0_y; a.cached.position.z = t$0_z; a.cached.position.w = t$0_w;
  const t$1_x = a.now.rotation.x, t$1_y = a.now.rotation.y, t$1_z = a.now.rotation.z, t$1_w = a.now.rotation.w;
  a.cached.rotation.x = t$1_x; a.cached.rotation.y = t$1_y; a.cached.rotation.z = t$1_z; a.cached.rotation.w = t$1_w;
  a.velocity.x = v_x;
  a.velocity.y = v_y;
  a.velocity.z = v_z;
  a.velocity.w = v_w;
  a.contacts = 0;
  const hb: HumanBody | null = a.hb;
  if (hb !== null) {
    PhysicsBody_Sweep(dt, w.phys, b!, v_x, v_y, v_z, v_w, disp, a, w.slots);
    PhysicsHumanBody_Update(w.phys, hb!, a);
    PhysicsHumanBody_PushAwayHumans(w.phys, hb!);
    return;
  }
  PhysicsBody_Sweep(dt, w.phys, b!, v_x, v_y, v_z, v_w, disp, null, w.slots);
  PhysicsBody_Update(w.phys, b!, a, null, w.slots);
}

/**
 * Puts a body at a pose without sweeping (a game's teleport): the transform and its cached copy,
 * the dirty bit, the body's Update (so the shapes, the bounds and the list follow).
 *
 * @design D-FACADE-4: a placement is the owner's transform set and the body's Update, as after a create
 * @float ps2
 * @spec spec/ps2/world_actor.spec:607
 */
export function GameWorld_Place(w: GameWorld, a: WorldActor, position_x: number, position_y: number, position_z: number, position_w: number, rotation_x: number, rotation_y: number, rotation_z: number, rotation_w: number): void {
  const b: Body | null = a.me;
  if (b === null) assertFail("spec/ps2/world_actor.spec:609", "placement of an actor without a body");
  a.now.position.x = position_x;
  a.now.position.y = position_y;
  a.now.position.z = position_z;
  a.now.position.w = 1;
  a.now.rotation.x = rotation_x;
  a.now.rotation.y = rotation_y;
  a.now.rotation.z = rotation_z;
  a.now.rotation.w = rotation_w;
  const t$0_x = a.now.position.x, t$0_y = a.now.position.y, t$0_z = a.now.position.z, t$0_w = a.now.position.w;
  a.cached.position.x = t$0_x; a.cached.position.y = t$0_y; a.cached.position.z = t$0_z; a.cached.position.w = t$0_w;
  const t$1_x = a.now.rotation.x, t$1_y = a.now.rotation.y, t$1_z = a.now.rotation.z, t$1_w = a.now.rotation.w;
  a.cached.rotation.x = t$1_x; a.cached.rotation.y = t$1_y; a.cached.rotation.z = t$1_z; a.cached.rotation.w = t$1_w;
  b!.flags = (b!.flags | 0x80000000) >>> 0;
  const hb: HumanBody | null = a.hb;
  if (hb !== null) {
    PhysicsHumanBody_Update(w.phys, hb!, a);
    return;
  }
  PhysicsBody_Update(w.phys, b!, a, null, w.slots);
}

/**
 * Frees an actor's body with its kind's free (Unit 9), which also takes it out of the world and
 * returns its pool shapes; the actor keeps its fields but no body.
 *
 * @design D-FACADE-1: the frees of Unit 9 by kind; an object body's pool shape is freed by FreeObjectBody itself (0x8 cleared)
 * @float ps2
 * @spec spec/ps2/world_actor.spec:626
 */
export function GameWorld_Remove(w: GameWorld, a: WorldActor): void {
  const b: Body | null = a.me;
  if (b === null) assertFail("spec/ps2/world_actor.spec:628", "removal of an actor without a body");
  const hb: HumanBody | null = a.hb;
  if (a.kind === ACTOR_HUMAN) {
    if (hb === null) assertFail("spec/ps2/world_actor.spec:631", "human actor without its human body");
    IPhysics_FreeHumanBody(w.phys, w.pools, hb!);
  } else if (a.kind === ACTOR_PUNCH_BAG) {
    if (hb === null) assertFail("spec/ps2/world_actor.spec:634", "punch bag actor without its human body");
    IPhysics_FreePunchBagBody(w.phys, w.pools, hb!);
  } else if (a.kind === ACTOR_SPHERE || a.kind === ACTOR_OBJECT_BOX) {
    IPhysics_FreeObjectBody(w.phys, w.pools, b!);
  } else if (a.kind === ACTOR_CAR) {
    IPhysics_FreeCarBody(w.phys, w.pools, b!);
  } else {
    IPhysics_FreeBoxBody(w.phys, w.pools, b!);
  }
  a.me = null;
  a.hb = null;
}

/**
 * A ray from `origin` along `dir` (any length, not zero) up to `max_distance`, through the world's
 * collision back end (the level's ray cast, D-RAY-1): the direction is made unit in f32 (each
 * square, the sum, the square root and each quotient rounded); on a hit `point` = origin + unit ×
 * distance (w 1).
 *
 * @design D-FACADE-5: the public ray cast takes any non-zero direction; the level's cast wants a unit one
 * @float ps2
 * @spec spec/ps2/world_actor.spec:652
 */
export function GameWorld_CastRay(w: GameWorld, origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, max_distance: number, hit: RayHit, point: Vec4): boolean {
  const be: CollisionBackend | null = w.phys.backend;
  if (be === null) assertFail("spec/ps2/world_actor.spec:654", "ray cast without a level");
  const l2: number = Math.fround(Math.fround(Math.fround(dir_x * dir_x) + Math.fround(dir_y * dir_y)) + Math.fround(dir_z * dir_z));
  if (!(l2 > 0)) assertFail("spec/ps2/world_actor.spec:656", "ray cast with a zero direction");
  const l: number = Math.fround(Math.sqrt(l2));
  const u_x = Math.fround(dir_x / l), u_y = Math.fround(dir_y / l), u_z = Math.fround(dir_z / l), u_w = 0;
  const o_x = origin_x, o_y = origin_y, o_z = origin_z, o_w = 1;
  if (!$host.bool($host.after(be!.ray_cast(o_x, o_y, o_z, o_w, u_x, u_y, u_z, u_w, max_distance, hit), host_RayHit(hit, "CollisionBackend.ray_cast argument hit (spec/ps2/world_actor.spec:660)")), "CollisionBackend.ray_cast (spec/ps2/world_actor.spec:660)")) {
    return false;
  }
  point.x = Math.fround(o_x + Math.fround(u_x * hit.distance));
  point.y = Math.fround(o_y + Math.fround(u_y * hit.distance));
  point.z = Math.fround(o_z + Math.fround(u_z * hit.distance));
  point.w = 1;
  return true;
}

/**
 * The bodies whose boxes meet [lo, hi] (Unit 7's IPhysics_QueryBox from the head, nothing
 * ignored, with the type and flag masks), as body references in the query's order.
 *
 * @design D-FACADE-5: the public box query
 * @float ps2
 * @spec spec/ps2/world_actor.spec:670
 */
export function GameWorld_QueryBox(w: GameWorld, lo_x: number, lo_y: number, lo_z: number, hi_x: number, hi_y: number, hi_z: number, type_mask: number, flag_mask: number, out_: number[]): number {
  const box: AABB = new AABB();
  box.min.x = lo_x;
  box.min.y = lo_y;
  box.min.z = lo_z;
  box.min.w = 1;
  box.max.x = hi_x;
  box.max.y = hi_y;
  box.max.z = hi_z;
  box.max.w = 1;
  out_.length = 0;
  return IPhysics_QueryBox(w.phys, out_, box, null, null, type_mask, flag_mask);
}

/**
 * What the body's first shape would meet moving by `move` (Unit 11's IPhysics_CollideShape with
 * the bodies, option 0x2, and the level, option 0x1; the owner's slot +0x110 is the world hosts'),
 * nothing moved: at most `max` contacts, nearest first, in `out.pool`.
 *
 * @design D-FACADE-5: the public shape query is Unit 11's CollideShape of a body's shape
 * @float ps2
 * @spec spec/ps2/world_actor.spec:682
 */
export function GameWorld_SweepTest(w: GameWorld, a: WorldActor, move_x: number, move_y: number, move_z: number, move_w: number, max: number, out_: ContactList): number {
  const b: Body | null = a.me;
  if (b === null) assertFail("spec/ps2/world_actor.spec:684", "shape query of an actor without a body");
  const q: OverlapQuery = new OverlapQuery();
  q.body = b;
  q.shape = b!.first_shape;
  q.options = 0x3;
  q.max = max;
  q.nz_min = -0.6499999761581421 /* f32#bf266666 */;
  q.nz_max = 0;
  q.meet = w.hosts;
  return IPhysics_CollideShape(w.phys, out_, q, move_x, move_y, move_z, move_w);
}
