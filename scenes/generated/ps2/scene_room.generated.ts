// GENERATED FILE: do not edit. Engine module ps2.scene_room: The example scene of `npm start`: a PS2 room built with the mesh builder, a player human walking a scripted path past a second human and a box from spec/ps2/examples/scene_room.spec (sha256 6adb89c335c41505).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, type Vec3, Vec4, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { Body, HUMAN_BODY_VTABLE, Owner } from "../../../generated/ps2/body.generated.js";
import { CollisionMesh, CollisionMesh_AddTriangle, CollisionMesh_Build, MESH_TRI_ENABLED, MESH_TRI_TWO_SIDED } from "../../../generated/ps2/collision_mesh.generated.js";
import { MeshWorld, MeshWorld_RayCast, copy_MeshWorld, hash_MeshWorld, reset_MeshWorld, restore_MeshWorld, snapshot_MeshWorld } from "../../../generated/ps2/mesh_backend.generated.js";
import { Contact } from "../../../generated/ps2/unit03_contacts.generated.js";
import { HumanOwner, PhysicsBody_Sweep, PhysicsShape_PoseForOwner } from "../../../generated/ps2/unit03_sweep.generated.js";
import { Unit4Overlaps, copy_Unit4Overlaps, hash_Unit4Overlaps, reset_Unit4Overlaps, restore_Unit4Overlaps, snapshot_Unit4Overlaps } from "../../../generated/ps2/unit04_overlaps.generated.js";
import { PhysicsShape, Transform, copy_Transform, hash_Transform, reset_Transform, restore_Transform, snapshot_Transform } from "../../../generated/ps2/unit06_shapes.generated.js";
import { BodyList_Reinsert, IPhysics_ConstructWorld, IPhysics_Node, PhysicsBody_ComputeBounds } from "../../../generated/ps2/unit07_world.generated.js";
import { BodyPools, HumanBody, IPhysics_ConstructBodyPools, IPhysics_CreateHumanBody, Physics_CreateBoxBody, copy_BodyPools, hash_BodyPools, reset_BodyPools, restore_BodyPools, snapshot_BodyPools } from "../../../generated/ps2/unit09_create.generated.js";
import { HumanBodyOwner, HumanBodySlots, PhysicsHumanBody_PushAwayHumans, PhysicsHumanBody_SetPushSphere, PhysicsHumanBody_Update, copy_HumanBodySlots, hash_HumanBodySlots, reset_HumanBodySlots, restore_HumanBodySlots, snapshot_HumanBodySlots } from "../../../generated/ps2/unit10_human.generated.js";
import { BodyPassOwners } from "../../../generated/ps2/unit11_pairs.generated.js";
import { IPhysics, RayHit, copy_IPhysics, hash_IPhysics, reset_IPhysics, reset_RayHit, restore_IPhysics, snapshot_IPhysics } from "../../../generated/ps2/world.generated.js";
import { UnanimatedBone_Pose } from "../../../generated/ps2/world_actor.generated.js";

/** The owner of one scene body: a human (type mask 0x40) or the box (type mask 0x8). */
export class SceneActor implements Owner, HumanOwner, HumanBodyOwner {
  /** 1 the player, 2 the other human, 3 the box */
  id: number = 0;
  mask: number = 0;
  /** the owner flags (slot +0x50): 0, never airborne here */
  state: number = 0;
  /** the player number (human +0x1b0): 0 for the player, −1 otherwise */
  player_no: number = 0;
  now: Transform = new Transform();
  cached: Transform = new Transform();
  velocity: Vec4 = new Vec4();
  me: Body | null = null;
  hb: HumanBody | null = null;
  level: MeshWorld | null = null;
  /** this update's contacts and answers, as the owner saw them (cleared by the scene each update) */
  answers: number[] = [];
  fractions: number[] = [];
  normals_x: number[] = [];
  normals_y: number[] = [];
  others: number[] = [];
  /** pushes received (on_push_contact), and the last ground height found */
  pushes: number = 0;
  ground_z: number = ZERO_F64;

  /** Implements Owner.type_mask (@spec spec/ps2/examples/scene_room.spec:48). */
  type_mask(): number {
    return this.mask;
  }

  /** Implements Owner.flags (@spec spec/ps2/examples/scene_room.spec:51). */
  flags(): number {
    return this.state;
  }

  /** Implements Owner.set_velocity (@spec spec/ps2/examples/scene_room.spec:54). */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void {
    this.velocity.x = v_x;
    this.velocity.y = v_y;
    this.velocity.z = v_z;
    this.velocity.w = v_w;
  }

  /** Implements Owner.get_cached_transform (@spec spec/ps2/examples/scene_room.spec:57). */
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

  /** Implements Owner.get_pose_now (@spec spec/ps2/examples/scene_room.spec:61). */
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

  /** Implements Owner.get_transform (@spec spec/ps2/examples/scene_room.spec:65). */
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

  /** Implements Owner.set_transform (@spec spec/ps2/examples/scene_room.spec:69). */
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

  /** Implements Owner.get_bone_transform (@spec spec/ps2/examples/scene_room.spec:73). */
  get_bone_transform(bone: number, t: Transform): boolean {
    // the head (bone 6) 1.6 m above the feet in the body's frame, which sets the capsule's height
    // (002 L671: b6.z + 0.2 s); the other bones as the world's default owner poses them (D-FACADE-8)
    if (this.mask !== 0x40) {
      return false;
    }
    UnanimatedBone_Pose(bone, 1.600000023841858 /* 1.6f */, t);
    return true;
  }

  /** Implements Owner.attribute (@spec spec/ps2/examples/scene_room.spec:82). */
  attribute(n: number): number {
    // 1 weight 82 (a human's), 7 push weight 1, 8 restitution 0
    if (n === 1) {
      return 82;
    }
    if (n === 7) {
      return 1;
    }
    return 0;
  }

  /** Implements Owner.body (@spec spec/ps2/examples/scene_room.spec:92). */
  body(): Body | null {
    return this.me;
  }

  /** Implements Owner.on_contact (@spec spec/ps2/examples/scene_room.spec:95). */
  on_contact(c: Contact): number {
    // the level and the box: slide (1); another human: push (4)
    let code: number = 1;
    if (c.other_owner !== 0) {
      code = SceneActor_AnswerFor(this, c);
    }
    this.answers.push(code);
    this.fractions.push(c.fraction);
    this.normals_x.push(c.normal.x);
    this.normals_y.push(c.normal.y);
    this.others.push(c.other_owner);
    return code;
  }

  /** Implements Owner.after_move (@spec spec/ps2/examples/scene_room.spec:108). */
  after_move(): void {
    SceneActor_FollowGround(this);
  }

  /** Implements Owner.human_scale (@spec spec/ps2/examples/scene_room.spec:111). */
  human_scale(): number {
    return 1;
  }

  /** Implements HumanOwner.state_hi (@spec spec/ps2/examples/scene_room.spec:117). */
  state_hi(): number {
    return 0;
  }

  /** Implements HumanOwner.state_lo (@spec spec/ps2/examples/scene_room.spec:120). */
  state_lo(): number {
    return 0;
  }

  /** Implements HumanOwner.holds (@spec spec/ps2/examples/scene_room.spec:123). */
  holds(flag: number): boolean {
    return false;
  }

  /** Implements HumanOwner.take_off_height (@spec spec/ps2/examples/scene_room.spec:126). */
  take_off_height(): number {
    return 0;
  }

  /** Implements HumanOwner.byte_3be (@spec spec/ps2/examples/scene_room.spec:129). */
  byte_3be(): number {
    return 0;
  }

  /** Implements HumanOwner.upper_point (@spec spec/ps2/examples/scene_room.spec:132). */
  upper_point(out$: Vec4): void {
    out$.x = this.now.position.x; out$.y = this.now.position.y; out$.z = Math.fround(this.now.position.z + 0.8799999952316284 /* 0.88f */); out$.w = 1;
    return;
  }

  /** Implements HumanOwner.segment_skip (@spec spec/ps2/examples/scene_room.spec:135). */
  segment_skip(): number {
    return 1;
  }

  /** Implements HumanOwner.set_ground (@spec spec/ps2/examples/scene_room.spec:138). */
  set_ground(material: number, normal_x: number, normal_y: number, normal_z: number, normal_w: number): void {

  }

  /** Implements HumanBodyOwner.reach (@spec spec/ps2/examples/scene_room.spec:143). */
  reach(): number {
    return 0;
  }

  /** Implements HumanBodyOwner.held_object (@spec spec/ps2/examples/scene_room.spec:146). */
  held_object(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.target (@spec spec/ps2/examples/scene_room.spec:149). */
  target(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.grab_other (@spec spec/ps2/examples/scene_room.spec:152). */
  grab_other(): Owner | null {
    return null;
  }

  /** Implements HumanBodyOwner.player (@spec spec/ps2/examples/scene_room.spec:155). */
  player(): number {
    return this.player_no;
  }

  /** Implements HumanBodyOwner.strike_contact (@spec spec/ps2/examples/scene_room.spec:158). */
  strike_contact(c: Contact): void {

  }

  /** Implements HumanBodyOwner.may_strike (@spec spec/ps2/examples/scene_room.spec:160). */
  may_strike(other: Owner | null): number {
    return 0;
  }

  /** Implements HumanBodyOwner.hits_with_capsule (@spec spec/ps2/examples/scene_room.spec:163). */
  hits_with_capsule(): boolean {
    return false;
  }

  /** Implements HumanBodyOwner.on_push_contact (@spec spec/ps2/examples/scene_room.spec:166). */
  on_push_contact(c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void {
    this.pushes = (this.pushes + 1) | 0;
  }
}

/** Puts a SceneActor back into the zero state `new SceneActor()` gives, in place. */
export function reset_SceneActor(s: SceneActor): void {
  s.id = 0;
  s.mask = 0;
  s.state = 0;
  s.player_no = 0;
  reset_Transform(s.now);
  reset_Transform(s.cached);
  s.velocity.x = 0; s.velocity.y = 0; s.velocity.z = 0; s.velocity.w = 0;
  s.me = null;
  s.hb = null;
  s.level = null;
  s.answers.length = 0;
  s.fractions.length = 0;
  s.normals_x.length = 0;
  s.normals_y.length = 0;
  s.others.length = 0;
  s.pushes = 0;
  s.ground_z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SceneActor(dst: SceneActor, src: SceneActor): void {
  dst.id = src.id;
  dst.mask = src.mask;
  dst.state = src.state;
  dst.player_no = src.player_no;
  copy_Transform(dst.now, src.now);
  copy_Transform(dst.cached, src.cached);
  dst.velocity.x = src.velocity.x; dst.velocity.y = src.velocity.y; dst.velocity.z = src.velocity.z; dst.velocity.w = src.velocity.w;
  dst.me = src.me;
  dst.hb = src.hb;
  dst.level = src.level;
  for (let i = 0; i < src.answers.length && i < dst.answers.length; i++) dst.answers[i] = src.answers[i];
  if (dst.answers.length > src.answers.length) dst.answers.length = src.answers.length;
  else for (let i = dst.answers.length; i < src.answers.length; i++) dst.answers.push(src.answers[i]);
  for (let i = 0; i < src.fractions.length && i < dst.fractions.length; i++) dst.fractions[i] = src.fractions[i];
  if (dst.fractions.length > src.fractions.length) dst.fractions.length = src.fractions.length;
  else for (let i = dst.fractions.length; i < src.fractions.length; i++) dst.fractions.push(src.fractions[i]);
  for (let i = 0; i < src.normals_x.length && i < dst.normals_x.length; i++) dst.normals_x[i] = src.normals_x[i];
  if (dst.normals_x.length > src.normals_x.length) dst.normals_x.length = src.normals_x.length;
  else for (let i = dst.normals_x.length; i < src.normals_x.length; i++) dst.normals_x.push(src.normals_x[i]);
  for (let i = 0; i < src.normals_y.length && i < dst.normals_y.length; i++) dst.normals_y[i] = src.normals_y[i];
  if (dst.normals_y.length > src.normals_y.length) dst.normals_y.length = src.normals_y.length;
  else for (let i = dst.normals_y.length; i < src.normals_y.length; i++) dst.normals_y.push(src.normals_y[i]);
  for (let i = 0; i < src.others.length && i < dst.others.length; i++) dst.others[i] = src.others[i];
  if (dst.others.length > src.others.length) dst.others.length = src.others.length;
  else for (let i = dst.others.length; i < src.others.length; i++) dst.others.push(src.others[i]);
  dst.pushes = src.pushes;
  dst.ground_z = src.ground_z;
}

/** Feeds the raw bits of a SceneActor to the hasher, field by field in declaration order. */
export function hash_SceneActor(s: SceneActor, h: StateHasher): void {
  h.enter(s);
  h.u32(s.id);
  h.u32(s.mask);
  h.u32(s.state);
  h.i32(s.player_no);
  hash_Transform(s.now, h);
  hash_Transform(s.cached, h);
  h.f32(s.velocity.x);
  h.f32(s.velocity.y);
  h.f32(s.velocity.z);
  h.f32(s.velocity.w);
  h.ref(s.me);
  h.ref(s.hb);
  h.ref(s.level);
  h.u32(s.answers.length);
  for (let i0 = 0; i0 < s.answers.length; i0++) {
    h.u32(s.answers[i0]);
  }
  h.u32(s.fractions.length);
  for (let i0 = 0; i0 < s.fractions.length; i0++) {
    h.f32(s.fractions[i0]);
  }
  h.u32(s.normals_x.length);
  for (let i0 = 0; i0 < s.normals_x.length; i0++) {
    h.f32(s.normals_x[i0]);
  }
  h.u32(s.normals_y.length);
  for (let i0 = 0; i0 < s.normals_y.length; i0++) {
    h.f32(s.normals_y[i0]);
  }
  h.u32(s.others.length);
  for (let i0 = 0; i0 < s.others.length; i0++) {
    h.u32(s.others[i0]);
  }
  h.i32(s.pushes);
  h.f32(s.ground_z);
}

/** Writes a SceneActor to a snapshot stream. */
export function snapshot_SceneActor(s: SceneActor, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.mask);
  w.put(s.state);
  w.put(s.player_no);
  snapshot_Transform(s.now, w);
  snapshot_Transform(s.cached, w);
  w.put(s.velocity.x);
  w.put(s.velocity.y);
  w.put(s.velocity.z);
  w.put(s.velocity.w);
  w.ref(s.me);
  w.ref(s.hb);
  w.ref(s.level);
  w.put(s.answers.length);
  for (let i0 = 0; i0 < s.answers.length; i0++) {
    w.put(s.answers[i0]);
  }
  w.put(s.fractions.length);
  for (let i0 = 0; i0 < s.fractions.length; i0++) {
    w.put(s.fractions[i0]);
  }
  w.put(s.normals_x.length);
  for (let i0 = 0; i0 < s.normals_x.length; i0++) {
    w.put(s.normals_x[i0]);
  }
  w.put(s.normals_y.length);
  for (let i0 = 0; i0 < s.normals_y.length; i0++) {
    w.put(s.normals_y[i0]);
  }
  w.put(s.others.length);
  for (let i0 = 0; i0 < s.others.length; i0++) {
    w.put(s.others[i0]);
  }
  w.put(s.pushes);
  w.put(s.ground_z);
}

/** Reads a SceneActor back from a snapshot stream written by snapshot_SceneActor. */
export function restore_SceneActor(s: SceneActor, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.mask = r.get();
  s.state = r.get();
  s.player_no = r.get();
  restore_Transform(s.now, r);
  restore_Transform(s.cached, r);
  s.velocity.x = r.get();
  s.velocity.y = r.get();
  s.velocity.z = r.get();
  s.velocity.w = r.get();
  r.ref((o: Body | null) => { s.me = o; });
  r.ref((o: HumanBody | null) => { s.hb = o; });
  r.ref((o: MeshWorld | null) => { s.level = o; });
  s.answers.length = r.get();
  for (let i0 = 0; i0 < s.answers.length; i0++) {
    s.answers[i0] = r.get();
  }
  s.fractions.length = r.get();
  for (let i0 = 0; i0 < s.fractions.length; i0++) {
    s.fractions[i0] = r.get();
  }
  s.normals_x.length = r.get();
  for (let i0 = 0; i0 < s.normals_x.length; i0++) {
    s.normals_x[i0] = r.get();
  }
  s.normals_y.length = r.get();
  for (let i0 = 0; i0 < s.normals_y.length; i0++) {
    s.normals_y[i0] = r.get();
  }
  s.others.length = r.get();
  for (let i0 = 0; i0 < s.others.length; i0++) {
    s.others[i0] = r.get();
  }
  s.pushes = r.get();
  s.ground_z = r.get();
}

/**
 * The world-side owner data the body pass asks (Unit 11's BodyPassOwners): nobody holds anything,
 * gait 0, the player's number from the actor, every pair may meet.
 */
export class SceneHosts implements BodyPassOwners {
  player_body: Body | null = null;

  /** Implements BodyPassOwners.holds (@spec spec/ps2/examples/scene_room.spec:209). */
  holds(owner: Owner | null, flag: number): boolean {
    return false;
  }

  /** Implements BodyPassOwners.gait (@spec spec/ps2/examples/scene_room.spec:212). */
  gait(owner: Owner | null): number {
    return 0;
  }

  /** Implements BodyPassOwners.player (@spec spec/ps2/examples/scene_room.spec:215). */
  player(owner: Owner | null): number {
    if (owner !== null && owner!.body() === this.player_body) {
      return 0;
    }
    return -1;
  }

  /** Implements BodyPassOwners.may_meet (@spec spec/ps2/examples/scene_room.spec:221). */
  may_meet(owner: Owner | null, other: Owner | null): number {
    return 1;
  }
}

/** Puts a SceneHosts back into the zero state `new SceneHosts()` gives, in place. */
export function reset_SceneHosts(s: SceneHosts): void {
  s.player_body = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SceneHosts(dst: SceneHosts, src: SceneHosts): void {
  dst.player_body = src.player_body;
}

/** Feeds the raw bits of a SceneHosts to the hasher, field by field in declaration order. */
export function hash_SceneHosts(s: SceneHosts, h: StateHasher): void {
  h.enter(s);
  h.ref(s.player_body);
}

/** Writes a SceneHosts to a snapshot stream. */
export function snapshot_SceneHosts(s: SceneHosts, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.player_body);
}

/** Reads a SceneHosts back from a snapshot stream written by snapshot_SceneHosts. */
export function restore_SceneHosts(s: SceneHosts, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: Body | null) => { s.player_body = o; });
}

/**
 * The whole scene: the level, the world and its pools, the three actors, the slot +0x50 host, the
 * script, and what the last update did.
 */
export class Scene {
  level: MeshWorld = new MeshWorld();
  phys: IPhysics = new IPhysics();
  pools: BodyPools = new BodyPools();
  hosts: SceneHosts = new SceneHosts();
  overlaps: Unit4Overlaps = new Unit4Overlaps();
  slots: HumanBodySlots = new HumanBodySlots();
  player: SceneActor = new SceneActor();
  other: SceneActor = new SceneActor();
  crate: SceneActor = new SceneActor();
  /** the player's waypoints (x, y) and the index of the one he walks to */
  path_x: number[] = [];
  path_y: number[] = [];
  target: number = 0;
  /** the update at which the player set off for the current waypoint */
  target_since: number = 0;
  /** updates run, and the last sweep's displacement per human */
  updates: number = 0;
  player_disp: Vec4 = new Vec4();
  other_disp: Vec4 = new Vec4();
}

/** Puts a Scene back into the zero state `new Scene()` gives, in place. */
export function reset_Scene(s: Scene): void {
  reset_MeshWorld(s.level);
  reset_IPhysics(s.phys);
  reset_BodyPools(s.pools);
  reset_SceneHosts(s.hosts);
  reset_Unit4Overlaps(s.overlaps);
  reset_HumanBodySlots(s.slots);
  reset_SceneActor(s.player);
  reset_SceneActor(s.other);
  reset_SceneActor(s.crate);
  s.path_x.length = 0;
  s.path_y.length = 0;
  s.target = 0;
  s.target_since = 0;
  s.updates = 0;
  s.player_disp.x = 0; s.player_disp.y = 0; s.player_disp.z = 0; s.player_disp.w = 0;
  s.other_disp.x = 0; s.other_disp.y = 0; s.other_disp.z = 0; s.other_disp.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Scene(dst: Scene, src: Scene): void {
  copy_MeshWorld(dst.level, src.level);
  copy_IPhysics(dst.phys, src.phys);
  copy_BodyPools(dst.pools, src.pools);
  copy_SceneHosts(dst.hosts, src.hosts);
  copy_Unit4Overlaps(dst.overlaps, src.overlaps);
  copy_HumanBodySlots(dst.slots, src.slots);
  copy_SceneActor(dst.player, src.player);
  copy_SceneActor(dst.other, src.other);
  copy_SceneActor(dst.crate, src.crate);
  for (let i = 0; i < src.path_x.length && i < dst.path_x.length; i++) dst.path_x[i] = src.path_x[i];
  if (dst.path_x.length > src.path_x.length) dst.path_x.length = src.path_x.length;
  else for (let i = dst.path_x.length; i < src.path_x.length; i++) dst.path_x.push(src.path_x[i]);
  for (let i = 0; i < src.path_y.length && i < dst.path_y.length; i++) dst.path_y[i] = src.path_y[i];
  if (dst.path_y.length > src.path_y.length) dst.path_y.length = src.path_y.length;
  else for (let i = dst.path_y.length; i < src.path_y.length; i++) dst.path_y.push(src.path_y[i]);
  dst.target = src.target;
  dst.target_since = src.target_since;
  dst.updates = src.updates;
  dst.player_disp.x = src.player_disp.x; dst.player_disp.y = src.player_disp.y; dst.player_disp.z = src.player_disp.z; dst.player_disp.w = src.player_disp.w;
  dst.other_disp.x = src.other_disp.x; dst.other_disp.y = src.other_disp.y; dst.other_disp.z = src.other_disp.z; dst.other_disp.w = src.other_disp.w;
}

/** Feeds the raw bits of a Scene to the hasher, field by field in declaration order. */
export function hash_Scene(s: Scene, h: StateHasher): void {
  h.enter(s);
  hash_MeshWorld(s.level, h);
  hash_IPhysics(s.phys, h);
  hash_BodyPools(s.pools, h);
  hash_SceneHosts(s.hosts, h);
  hash_Unit4Overlaps(s.overlaps, h);
  hash_HumanBodySlots(s.slots, h);
  hash_SceneActor(s.player, h);
  hash_SceneActor(s.other, h);
  hash_SceneActor(s.crate, h);
  h.u32(s.path_x.length);
  for (let i0 = 0; i0 < s.path_x.length; i0++) {
    h.f32(s.path_x[i0]);
  }
  h.u32(s.path_y.length);
  for (let i0 = 0; i0 < s.path_y.length; i0++) {
    h.f32(s.path_y[i0]);
  }
  h.i32(s.target);
  h.i32(s.target_since);
  h.i32(s.updates);
  h.f32(s.player_disp.x);
  h.f32(s.player_disp.y);
  h.f32(s.player_disp.z);
  h.f32(s.player_disp.w);
  h.f32(s.other_disp.x);
  h.f32(s.other_disp.y);
  h.f32(s.other_disp.z);
  h.f32(s.other_disp.w);
}

/** Writes a Scene to a snapshot stream. */
export function snapshot_Scene(s: Scene, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_MeshWorld(s.level, w);
  snapshot_IPhysics(s.phys, w);
  snapshot_BodyPools(s.pools, w);
  snapshot_SceneHosts(s.hosts, w);
  snapshot_Unit4Overlaps(s.overlaps, w);
  snapshot_HumanBodySlots(s.slots, w);
  snapshot_SceneActor(s.player, w);
  snapshot_SceneActor(s.other, w);
  snapshot_SceneActor(s.crate, w);
  w.put(s.path_x.length);
  for (let i0 = 0; i0 < s.path_x.length; i0++) {
    w.put(s.path_x[i0]);
  }
  w.put(s.path_y.length);
  for (let i0 = 0; i0 < s.path_y.length; i0++) {
    w.put(s.path_y[i0]);
  }
  w.put(s.target);
  w.put(s.target_since);
  w.put(s.updates);
  w.put(s.player_disp.x);
  w.put(s.player_disp.y);
  w.put(s.player_disp.z);
  w.put(s.player_disp.w);
  w.put(s.other_disp.x);
  w.put(s.other_disp.y);
  w.put(s.other_disp.z);
  w.put(s.other_disp.w);
}

/** Reads a Scene back from a snapshot stream written by snapshot_Scene. */
export function restore_Scene(s: Scene, r: SnapshotReader): void {
  r.enter(s);
  restore_MeshWorld(s.level, r);
  restore_IPhysics(s.phys, r);
  restore_BodyPools(s.pools, r);
  restore_SceneHosts(s.hosts, r);
  restore_Unit4Overlaps(s.overlaps, r);
  restore_HumanBodySlots(s.slots, r);
  restore_SceneActor(s.player, r);
  restore_SceneActor(s.other, r);
  restore_SceneActor(s.crate, r);
  s.path_x.length = r.get();
  for (let i0 = 0; i0 < s.path_x.length; i0++) {
    s.path_x[i0] = r.get();
  }
  s.path_y.length = r.get();
  for (let i0 = 0; i0 < s.path_y.length; i0++) {
    s.path_y[i0] = r.get();
  }
  s.target = r.get();
  s.target_since = r.get();
  s.updates = r.get();
  s.player_disp.x = r.get();
  s.player_disp.y = r.get();
  s.player_disp.z = r.get();
  s.player_disp.w = r.get();
  s.other_disp.x = r.get();
  s.other_disp.y = r.get();
  s.other_disp.z = r.get();
  s.other_disp.w = r.get();
}

/**
 * The answer to a body contact: 4 (push) when the other body is a human's, else 1 (slide).
 *
 * @design D-SCENE-1: the scene owner's contact answers
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:173
 */
export function SceneActor_AnswerFor(a: SceneActor, c: Contact): number {
  const l: MeshWorld | null = a.level;
  if (l === null) assertFail("spec/ps2/examples/scene_room.spec:175", "scene actor without its level");
  const p: IPhysics | null = l!.phys;
  if (p === null) assertFail("spec/ps2/examples/scene_room.spec:177", "scene level without its world");
  const other: Body | null = IPhysics_Node(p!, c.other_owner | 0);
  if (other !== null && other!.vtable === HUMAN_BODY_VTABLE) {
    return 4;
  }
  return 1;
}

/**
 * After a move, the feet go onto the ground below: a ray from 1 m above the feet down 2 m; when it
 * finds a floor (n.z ≥ 0.7) the feet's z becomes the hit's height. The cached transform is not
 * touched (the next update takes it).
 *
 * @design D-SCENE-1: the game-side ground follow the scene's owner does after each move
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:189
 */
export function SceneActor_FollowGround(a: SceneActor): void {
  const l: MeshWorld | null = a.level;
  if (l === null || a.mask !== 0x40) {
    return;
  }
  const hit: RayHit = _r0;
  reset_RayHit(hit);
  const o_x = a.now.position.x, o_y = a.now.position.y, o_z = Math.fround(a.now.position.z + 1), o_w = 1;
  if (MeshWorld_RayCast(l!, o_x, o_y, o_z, o_w, 0, 0, -1, 0, 2, hit) && hit.normal.z >= 0.699999988079071 /* 0.7f */) {
    a.now.position.z = Math.fround(o_z - hit.distance);
    a.ground_z = a.now.position.z;
  }
}

/**
 * Adds an axis-aligned quad as two triangles p0 p1 p2, p2 p3 p0 (corners counter-clockwise seen
 * from the side the normal points to).
 *
 * @design D-SCENE-1: mesh building helper
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:254
 */
export function Scene_Quad(m: CollisionMesh, flags: number, p0_x: number, p0_y: number, p0_z: number, p1_x: number, p1_y: number, p1_z: number, p2_x: number, p2_y: number, p2_z: number, p3_x: number, p3_y: number, p3_z: number): void {
  CollisionMesh_AddTriangle(m, flags, p0_x, p0_y, p0_z, p1_x, p1_y, p1_z, p2_x, p2_y, p2_z);
  CollisionMesh_AddTriangle(m, flags, p2_x, p2_y, p2_z, p3_x, p3_y, p3_z, p0_x, p0_y, p0_z);
}

/**
 * The room's mesh (see the module comment), built with the mesh builder at 2 m cells.
 *
 * @design D-SCENE-1: the example room
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:261
 */
export function Scene_BuildRoom(m: CollisionMesh): void {
  const on: number = MESH_TRI_ENABLED;
  // the floor up to x = 8 and the ramp to z = 1 at x = 12 (normals +z-ish)
  Scene_Quad(m, on, 0, 0, 0, 8, 0, 0, 8, 8, 0, 0, 8, 0);
  Scene_Quad(m, on, 8, 0, 0, 12, 0, 1, 12, 8, 1, 8, 8, 0);
  // the step: top at z = 0.2 over x 4 … 5, its two risers facing −x and +x
  Scene_Quad(m, on, 4, 0, 0.20000000298023224 /* 0.2f */, 5, 0, 0.20000000298023224 /* 0.2f */, 5, 8, 0.20000000298023224 /* 0.2f */, 4, 8, 0.20000000298023224 /* 0.2f */);
  Scene_Quad(m, on, 4, 0, 0, 4, 0, 0.20000000298023224 /* 0.2f */, 4, 8, 0.20000000298023224 /* 0.2f */, 4, 8, 0);
  Scene_Quad(m, on, 5, 8, 0, 5, 8, 0.20000000298023224 /* 0.2f */, 5, 0, 0.20000000298023224 /* 0.2f */, 5, 0, 0);
  // the walls, 3 m high, facing into the room: x = 0 (+x), x = 12 (−x), y = 0 (+y), y = 8 (−y)
  Scene_Quad(m, on, 0, 8, 0, 0, 8, 3, 0, 0, 3, 0, 0, 0);
  Scene_Quad(m, on, 12, 0, 0, 12, 0, 4, 12, 8, 4, 12, 8, 0);
  Scene_Quad(m, on, 0, 0, 0, 0, 0, 3, 12, 0, 4, 12, 0, 0);
  Scene_Quad(m, on, 12, 8, 0, 12, 8, 4, 0, 8, 3, 0, 8, 0);
  // the free-standing two-sided wall at x = 6, y 5 … 8, 2.5 m high (one plane, both sides block)
  Scene_Quad(m, on | MESH_TRI_TWO_SIDED, 6, 5, 0, 6, 5, 2.5, 6, 8, 2.5, 6, 8, 0);
  CollisionMesh_Build(m, 2);
}

/**
 * An actor of the level at (x, y) on the ground, identity rotation, cached copy the same.
 *
 * @design D-SCENE-1: actor set-up
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:282
 */
export function Scene_InitActor(level: MeshWorld, a: SceneActor, id: number, mask: number, player_no: number, x: number, y: number): void {
  a.id = id;
  a.mask = mask;
  a.player_no = player_no;
  a.now.position.x = x;
  a.now.position.y = y;
  a.now.position.z = 0;
  a.now.position.w = 1;
  a.now.rotation.x = 0;
  a.now.rotation.y = 0;
  a.now.rotation.z = 0;
  a.now.rotation.w = 1;
  const t$0_x = a.now.position.x, t$0_y = a.now.position.y, t$0_z = a.now.position.z, t$0_w = a.now.position.w;
  a.cached.position.x = t$0_x; a.cached.position.y = t$0_y; a.cached.position.z = t$0_z; a.cached.position.w = t$0_w;
  const t$1_x = a.now.rotation.x, t$1_y = a.now.rotation.y, t$1_z = a.now.rotation.z, t$1_w = a.now.rotation.w;
  a.cached.rotation.x = t$1_x; a.cached.rotation.y = t$1_y; a.cached.rotation.z = t$1_z; a.cached.rotation.w = t$1_w;
  a.level = level;
}

/**
 * Builds the scene: room, world with its pools and back end, the two humans (Unit 9's human
 * create, which runs Unit 10's scale step), the player's push sphere (Unit 10), the box (Unit 9's
 * box body, marked BLOCKHUMANS), and the player's path.
 *
 * @design D-SCENE-1: the example scene
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:297
 */
export function Scene_Create(s: Scene): void {
  Scene_BuildRoom(s.level.mesh);
  IPhysics_ConstructWorld(s.phys);
  IPhysics_ConstructBodyPools(s.pools);
  s.level.phys = s.phys;
  s.level.owners = s.hosts;
  s.phys.backend = s.level;
  s.phys.overlaps = s.overlaps;
  s.phys.ignores = s.pools.unit08;
  Scene_InitActor(s.level, s.player, 1, 0x40, 0, 1, 1);
  Scene_InitActor(s.level, s.other, 2, 0x40, -1, 8.600000381469727 /* 8.6f */, 2);
  Scene_InitActor(s.level, s.crate, 3, 0x8, -1, 3, 5);
  const hp: HumanBody | null = IPhysics_CreateHumanBody(s.phys, s.pools, s.player, s.player, s.player);
  if (hp === null) assertFail("spec/ps2/examples/scene_room.spec:310", "no human body for the player");
  s.player.hb = hp;
  s.player.me = hp!.body;
  s.hosts.player_body = hp!.body;
  const ho: HumanBody | null = IPhysics_CreateHumanBody(s.phys, s.pools, s.other, s.other, s.other);
  if (ho === null) assertFail("spec/ps2/examples/scene_room.spec:315", "no human body for the second human");
  s.other.hb = ho;
  s.other.me = ho!.body;
  PhysicsHumanBody_SetPushSphere(s.pools.unit08, hp!, true);
  const bb: Body | null = Physics_CreateBoxBody(s.phys, s.pools, s.crate, 1, 1);
  if (bb === null) assertFail("spec/ps2/examples/scene_room.spec:320", "no box body");
  s.crate.me = bb;
  // the game marks the crate BLOCKHUMANS (body flag 0x4), so a walking human's body pass meets it
  bb!.flags = (bb!.flags | 0x4) >>> 0;
  const bs: PhysicsShape | null = bb!.first_shape;
  if (bs === null) assertFail("spec/ps2/examples/scene_room.spec:325", "box body without its box");
  PhysicsShape_PoseForOwner(bs!, s.crate, null);
  PhysicsBody_ComputeBounds(bb!.min, bb!.max, bs!);
  BodyList_Reinsert(s.phys, bb!);
  // both humans stand on the ground, posed
  PhysicsHumanBody_Update(s.phys, hp!, s.player);
  PhysicsHumanBody_Update(s.phys, ho!, s.other);
  // the path: over the step, into the other human, up the ramp into the corner, along the back
  // wall, into the two-sided wall from the east, round it, and into the box
  Scene_Waypoint(s, 7, 2);
  Scene_Waypoint(s, 10.5, 2);
  Scene_Waypoint(s, 12.5, -0.5);
  Scene_Waypoint(s, 11.300000190734863 /* 11.3f */, 7.699999809265137 /* 7.7f */);
  Scene_Waypoint(s, 4.5, 6.5);
  Scene_Waypoint(s, 6.5, 4);
  Scene_Waypoint(s, 3, 3.5);
  Scene_Waypoint(s, 3, 7);
}

/**
 * @design D-SCENE-1: path helper
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:345
 */
export function Scene_Waypoint(s: Scene, x: number, y: number): void {
  s.path_x.push(x);
  s.path_y.push(y);
}

/**
 * The player's velocity this update: 3 m/s towards the current waypoint, which is passed when
 * within 0.25 m or after 75 updates of walking to it (a waypoint beyond a wall is given up);
 * (0, 0, 0) when the path is done.
 *
 * @design D-SCENE-1: the scripted walk
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:354
 */
export function Scene_PlayerVelocity(s: Scene, v: Vec4): void {
  v.x = 0;
  v.y = 0;
  v.z = 0;
  v.w = 0;
  while (s.target < s.path_x.length) {
    const dx: number = Math.fround(s.path_x[s.target] - s.player.now.position.x);
    const dy: number = Math.fround(s.path_y[s.target] - s.player.now.position.y);
    const d2: number = Math.fround(Math.fround(dx * dx) + Math.fround(dy * dy));
    if (d2 > 0.0625 && ((s.updates - s.target_since) | 0) < 75) {
      const k: number = Math.fround(3 / Math.fround(Math.sqrt(d2)));
      v.x = Math.fround(dx * k);
      v.y = Math.fround(dy * k);
      v.z = 0;
      v.w = 0;
      return;
    }
    s.target = (s.target + 1) | 0;
    s.target_since = s.updates;
  }
}

/**
 * One human's part of the update, as Human_Move runs it: the cached copy, the sweep (Unit 3, with
 * the mesh and the body pass), the body's Update (Unit 10) and the push (Unit 10). Shared by every
 * scene over the room (the scripted walk here, the input-driven room of scene_room_input).
 *
 * @design D-SCENE-1: the per-human update, in Human_Move's order (002 Unit 10 L1188, L1234)
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:374
 */
export function Scene_MoveHuman(phys: IPhysics, slots: HumanBodySlots, a: SceneActor, v_x: number, v_y: number, v_z: number, v_w: number, disp: Vec4): void {
  a.answers.length = 0;
  a.fractions.length = 0;
  a.normals_x.length = 0;
  a.normals_y.length = 0;
  a.others.length = 0;
  const t$0_x = a.now.position.x, t$0_y = a.now.position.y, t$0_z = a.now.position.z, t$0_w = a.now.position.w;
  a.cached.position.x = t$0_x; a.cached.position.y = t$0_y; a.cached.position.z = t$0_z; a.cached.position.w = t$0_w;
  const t$1_x = a.now.rotation.x, t$1_y = a.now.rotation.y, t$1_z = a.now.rotation.z, t$1_w = a.now.rotation.w;
  a.cached.rotation.x = t$1_x; a.cached.rotation.y = t$1_y; a.cached.rotation.z = t$1_z; a.cached.rotation.w = t$1_w;
  const hb: HumanBody | null = a.hb;
  if (hb === null) assertFail("spec/ps2/examples/scene_room.spec:383", "scene human without a body");
  const dt: number = Math.fround(1 / 30);
  PhysicsBody_Sweep(dt, phys, hb!.body, v_x, v_y, v_z, v_w, disp, a, slots);
  PhysicsHumanBody_Update(phys, hb!, a);
  PhysicsHumanBody_PushAwayHumans(phys, hb!);
}

/**
 * One update at 30 Hz: the player walks, then the other human (standing, moved only by pushes).
 *
 * @design D-SCENE-1: the scene's update
 * @float ps2
 * @spec spec/ps2/examples/scene_room.spec:392
 */
export function Scene_Step(s: Scene): void {
  let v_x = 0, v_y = 0, v_z = 0, v_w = 0;
  Scene_PlayerVelocity(s, _s1);
  v_x = _s1.x; v_y = _s1.y; v_z = _s1.z; v_w = _s1.w;
  Scene_MoveHuman(s.phys, s.slots, s.player, v_x, v_y, v_z, v_w, s.player_disp);
  Scene_MoveHuman(s.phys, s.slots, s.other, 0, 0, 0, 0, s.other_disp);
  s.updates = (s.updates + 1) | 0;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new RayHit(), _s1 = new Vec4();
