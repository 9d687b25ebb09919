// GENERATED FILE: do not edit. Engine module ps2.scene_room_input: The lockstep example scene: the room of scene_room with one to eight player humans, each moved per tick by its input (a stick), the second human and the box from spec/ps2/examples/scene_room_input.spec (sha256 9c48ea0702731ad9).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec4, assertFail } from "../../../runtime/index.js";
import { Body, Owner } from "../../../generated/ps2/body.generated.js";
import { MeshWorld, copy_MeshWorld, hash_MeshWorld, reset_MeshWorld, restore_MeshWorld, snapshot_MeshWorld } from "../../../generated/ps2/mesh_backend.generated.js";
import { PhysicsShape_PoseForOwner } from "../../../generated/ps2/unit03_sweep.generated.js";
import { Unit4Overlaps, copy_Unit4Overlaps, hash_Unit4Overlaps, reset_Unit4Overlaps, restore_Unit4Overlaps, snapshot_Unit4Overlaps } from "../../../generated/ps2/unit04_overlaps.generated.js";
import { PhysicsShape } from "../../../generated/ps2/unit06_shapes.generated.js";
import { BodyList_Reinsert, IPhysics_ConstructWorld, PhysicsBody_ComputeBounds } from "../../../generated/ps2/unit07_world.generated.js";
import { BodyPools, HumanBody, IPhysics_ConstructBodyPools, IPhysics_CreateHumanBody, Physics_CreateBoxBody, copy_BodyPools, hash_BodyPools, reset_BodyPools, restore_BodyPools, snapshot_BodyPools } from "../../../generated/ps2/unit09_create.generated.js";
import { HumanBodySlots, PhysicsHumanBody_SetPushSphere, PhysicsHumanBody_Update, copy_HumanBodySlots, hash_HumanBodySlots, reset_HumanBodySlots, restore_HumanBodySlots, snapshot_HumanBodySlots } from "../../../generated/ps2/unit10_human.generated.js";
import { BodyPassOwners } from "../../../generated/ps2/unit11_pairs.generated.js";
import { IPhysics, copy_IPhysics, hash_IPhysics, reset_IPhysics, restore_IPhysics, snapshot_IPhysics } from "../../../generated/ps2/world.generated.js";
import { SceneActor, Scene_BuildRoom, Scene_InitActor, Scene_MoveHuman, copy_SceneActor, hash_SceneActor, reset_SceneActor, restore_SceneActor, snapshot_SceneActor } from "./scene_room.generated.js";

/** One player: its human's owner, this tick's stick (the input) and its last sweep's displacement. */
export class RoomPlayer {
  actor: SceneActor = new SceneActor();
  /** the stick, each axis −127 … 127 (+x, +y); set by InputRoom_SetStick, kept until the next */
  stick_x: number = 0;
  stick_y: number = 0;
  disp: Vec4 = new Vec4();
}

/** Puts a RoomPlayer back into the zero state `new RoomPlayer()` gives, in place. */
export function reset_RoomPlayer(s: RoomPlayer): void {
  reset_SceneActor(s.actor);
  s.stick_x = 0;
  s.stick_y = 0;
  s.disp.x = 0; s.disp.y = 0; s.disp.z = 0; s.disp.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RoomPlayer(dst: RoomPlayer, src: RoomPlayer): void {
  copy_SceneActor(dst.actor, src.actor);
  dst.stick_x = src.stick_x;
  dst.stick_y = src.stick_y;
  dst.disp.x = src.disp.x; dst.disp.y = src.disp.y; dst.disp.z = src.disp.z; dst.disp.w = src.disp.w;
}

/** Feeds the raw bits of a RoomPlayer to the hasher, field by field in declaration order. */
export function hash_RoomPlayer(s: RoomPlayer, h: StateHasher): void {
  h.enter(s);
  hash_SceneActor(s.actor, h);
  h.i32(s.stick_x);
  h.i32(s.stick_y);
  h.f32(s.disp.x);
  h.f32(s.disp.y);
  h.f32(s.disp.z);
  h.f32(s.disp.w);
}

/** Writes a RoomPlayer to a snapshot stream. */
export function snapshot_RoomPlayer(s: RoomPlayer, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_SceneActor(s.actor, w);
  w.put(s.stick_x);
  w.put(s.stick_y);
  w.put(s.disp.x);
  w.put(s.disp.y);
  w.put(s.disp.z);
  w.put(s.disp.w);
}

/** Reads a RoomPlayer back from a snapshot stream written by snapshot_RoomPlayer. */
export function restore_RoomPlayer(s: RoomPlayer, r: SnapshotReader): void {
  r.enter(s);
  restore_SceneActor(s.actor, r);
  s.stick_x = r.get();
  s.stick_y = r.get();
  s.disp.x = r.get();
  s.disp.y = r.get();
  s.disp.z = r.get();
  s.disp.w = r.get();
}

/**
 * The body pass's owner data for the input room: an owner's player number is that of the player
 * whose body it is, −1 for anyone else; nobody holds anything, gait 0, every pair may meet.
 */
export class InputRoomHosts implements BodyPassOwners {
  room: InputRoom | null = null;

  /** Implements BodyPassOwners.holds (@spec spec/ps2/examples/scene_room_input.spec:29). */
  holds(owner: Owner | null, flag: number): boolean {
    return false;
  }

  /** Implements BodyPassOwners.gait (@spec spec/ps2/examples/scene_room_input.spec:32). */
  gait(owner: Owner | null): number {
    return 0;
  }

  /** Implements BodyPassOwners.player (@spec spec/ps2/examples/scene_room_input.spec:35). */
  player(owner: Owner | null): number {
    const r: InputRoom | null = this.room;
    if (owner === null || r === null) {
      return -1;
    }
    const b: Body | null = owner!.body();
    if (b === null) {
      return -1;
    }
    // in player order, the first whose body it is (a body has one owner)
    for (let i = 0, i$end = r!.count; i < i$end; i++) {
      if (r!.players[i].actor.me === b) {
        return r!.players[i].actor.player_no;
      }
    }
    return -1;
  }

  /** Implements BodyPassOwners.may_meet (@spec spec/ps2/examples/scene_room_input.spec:52). */
  may_meet(owner: Owner | null, other: Owner | null): number {
    return 1;
  }
}

/** Puts a InputRoomHosts back into the zero state `new InputRoomHosts()` gives, in place. */
export function reset_InputRoomHosts(s: InputRoomHosts): void {
  s.room = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_InputRoomHosts(dst: InputRoomHosts, src: InputRoomHosts): void {
  dst.room = src.room;
}

/** Feeds the raw bits of a InputRoomHosts to the hasher, field by field in declaration order. */
export function hash_InputRoomHosts(s: InputRoomHosts, h: StateHasher): void {
  h.enter(s);
  h.ref(s.room);
}

/** Writes a InputRoomHosts to a snapshot stream. */
export function snapshot_InputRoomHosts(s: InputRoomHosts, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.room);
}

/** Reads a InputRoomHosts back from a snapshot stream written by snapshot_InputRoomHosts. */
export function restore_InputRoomHosts(s: InputRoomHosts, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: InputRoom | null) => { s.room = o; });
}

/**
 * The whole input room: the level, the world and its pools, the players, the second human and the
 * box, and the ticks run.
 */
export class InputRoom {
  level: MeshWorld = new MeshWorld();
  phys: IPhysics = new IPhysics();
  pools: BodyPools = new BodyPools();
  hosts: InputRoomHosts = new InputRoomHosts();
  overlaps: Unit4Overlaps = new Unit4Overlaps();
  slots: HumanBodySlots = new HumanBodySlots();
  /** the first `count` are in play */
  players: RoomPlayer[] = Array.from({ length: 8 }, () => new RoomPlayer());
  count: number = 0;
  other: SceneActor = new SceneActor();
  crate: SceneActor = new SceneActor();
  other_disp: Vec4 = new Vec4();
  ticks: number = 0;
}

/** Puts a InputRoom back into the zero state `new InputRoom()` gives, in place. */
export function reset_InputRoom(s: InputRoom): void {
  reset_MeshWorld(s.level);
  reset_IPhysics(s.phys);
  reset_BodyPools(s.pools);
  reset_InputRoomHosts(s.hosts);
  reset_Unit4Overlaps(s.overlaps);
  reset_HumanBodySlots(s.slots);
  for (const x of s.players) reset_RoomPlayer(x);
  s.count = 0;
  reset_SceneActor(s.other);
  reset_SceneActor(s.crate);
  s.other_disp.x = 0; s.other_disp.y = 0; s.other_disp.z = 0; s.other_disp.w = 0;
  s.ticks = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_InputRoom(dst: InputRoom, src: InputRoom): void {
  copy_MeshWorld(dst.level, src.level);
  copy_IPhysics(dst.phys, src.phys);
  copy_BodyPools(dst.pools, src.pools);
  copy_InputRoomHosts(dst.hosts, src.hosts);
  copy_Unit4Overlaps(dst.overlaps, src.overlaps);
  copy_HumanBodySlots(dst.slots, src.slots);
  for (let i = 0; i < dst.players.length; i++) copy_RoomPlayer(dst.players[i], src.players[i]);
  dst.count = src.count;
  copy_SceneActor(dst.other, src.other);
  copy_SceneActor(dst.crate, src.crate);
  dst.other_disp.x = src.other_disp.x; dst.other_disp.y = src.other_disp.y; dst.other_disp.z = src.other_disp.z; dst.other_disp.w = src.other_disp.w;
  dst.ticks = src.ticks;
}

/** Feeds the raw bits of a InputRoom to the hasher, field by field in declaration order. */
export function hash_InputRoom(s: InputRoom, h: StateHasher): void {
  h.enter(s);
  hash_MeshWorld(s.level, h);
  hash_IPhysics(s.phys, h);
  hash_BodyPools(s.pools, h);
  hash_InputRoomHosts(s.hosts, h);
  hash_Unit4Overlaps(s.overlaps, h);
  hash_HumanBodySlots(s.slots, h);
  for (let i0 = 0; i0 < s.players.length; i0++) {
    hash_RoomPlayer(s.players[i0], h);
  }
  h.i32(s.count);
  hash_SceneActor(s.other, h);
  hash_SceneActor(s.crate, h);
  h.f32(s.other_disp.x);
  h.f32(s.other_disp.y);
  h.f32(s.other_disp.z);
  h.f32(s.other_disp.w);
  h.i32(s.ticks);
}

/** Writes a InputRoom to a snapshot stream. */
export function snapshot_InputRoom(s: InputRoom, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_MeshWorld(s.level, w);
  snapshot_IPhysics(s.phys, w);
  snapshot_BodyPools(s.pools, w);
  snapshot_InputRoomHosts(s.hosts, w);
  snapshot_Unit4Overlaps(s.overlaps, w);
  snapshot_HumanBodySlots(s.slots, w);
  for (let i0 = 0; i0 < s.players.length; i0++) {
    snapshot_RoomPlayer(s.players[i0], w);
  }
  w.put(s.count);
  snapshot_SceneActor(s.other, w);
  snapshot_SceneActor(s.crate, w);
  w.put(s.other_disp.x);
  w.put(s.other_disp.y);
  w.put(s.other_disp.z);
  w.put(s.other_disp.w);
  w.put(s.ticks);
}

/** Reads a InputRoom back from a snapshot stream written by snapshot_InputRoom. */
export function restore_InputRoom(s: InputRoom, r: SnapshotReader): void {
  r.enter(s);
  restore_MeshWorld(s.level, r);
  restore_IPhysics(s.phys, r);
  restore_BodyPools(s.pools, r);
  restore_InputRoomHosts(s.hosts, r);
  restore_Unit4Overlaps(s.overlaps, r);
  restore_HumanBodySlots(s.slots, r);
  for (let i0 = 0; i0 < s.players.length; i0++) {
    restore_RoomPlayer(s.players[i0], r);
  }
  s.count = r.get();
  restore_SceneActor(s.other, r);
  restore_SceneActor(s.crate, r);
  s.other_disp.x = r.get();
  s.other_disp.y = r.get();
  s.other_disp.z = r.get();
  s.other_disp.w = r.get();
  s.ticks = r.get();
}

/**
 * Where player i starts: two columns (x 1.0, 2.2) by four rows (y 1.0, 2.4, 3.8, 6.6) on the low
 * floor, clear of the walls, the step, the box and each other.
 *
 * @design D-NETPLAY-2: the players' spawn points
 * @float ps2
 * @spec spec/ps2/examples/scene_room_input.spec:79
 */
export function InputRoom_Spawn(i: number, p: Vec4): void {
  const row: number = (i / 2) | 0;
  let y: number = Math.fround(1 + Math.fround(Math.fround(row) * 1.399999976158142 /* 1.4f */));
  if (row === 3) {
    y = 6.599999904632568 /* 6.6f */;
  }
  p.x = Math.fround(1 + Math.fround(Math.fround((i % 2) | 0) * 1.2000000476837158 /* 1.2f */));
  p.y = y;
  p.z = 0;
  p.w = 1;
}

/**
 * Builds the room with `players` player humans (1 … 8), the second human and the box, every human
 * posed on the ground, every stick at rest.
 *
 * @design D-NETPLAY-2: the input room
 * @float ps2
 * @spec spec/ps2/examples/scene_room_input.spec:91
 */
export function InputRoom_Create(s: InputRoom, players: number): void {
  if (!(players >= 1 && players <= 8)) assertFail("spec/ps2/examples/scene_room_input.spec:92", "input room: {} players asked for; the room holds 1 … 8 players", [players]);
  Scene_BuildRoom(s.level.mesh);
  IPhysics_ConstructWorld(s.phys);
  IPhysics_ConstructBodyPools(s.pools);
  s.level.phys = s.phys;
  s.level.owners = s.hosts;
  s.hosts.room = s;
  s.phys.backend = s.level;
  s.phys.overlaps = s.overlaps;
  s.phys.ignores = s.pools.unit08;
  s.count = players;
  let spawn_x = 0, spawn_y = 0, spawn_z = 0, spawn_w = 0;
  for (let i = 0; i < players; i++) {
    const p: RoomPlayer = s.players[i];
    InputRoom_Spawn(i, _s0);
    spawn_x = _s0.x; spawn_y = _s0.y; spawn_z = _s0.z; spawn_w = _s0.w;
    Scene_InitActor(s.level, p.actor, (i + 1) >>> 0, 0x40, (i << 24) >> 24, spawn_x, spawn_y);
    const hb: HumanBody | null = IPhysics_CreateHumanBody(s.phys, s.pools, p.actor, p.actor, p.actor);
    if (hb === null) assertFail("spec/ps2/examples/scene_room_input.spec:109", "no human body for player {}", [i]);
    p.actor.hb = hb;
    p.actor.me = hb!.body;
    PhysicsHumanBody_SetPushSphere(s.pools.unit08, hb!, true);
  }
  Scene_InitActor(s.level, s.other, 9, 0x40, -1, 8.600000381469727 /* 8.6f */, 2);
  Scene_InitActor(s.level, s.crate, 10, 0x8, -1, 3, 5);
  const ho: HumanBody | null = IPhysics_CreateHumanBody(s.phys, s.pools, s.other, s.other, s.other);
  if (ho === null) assertFail("spec/ps2/examples/scene_room_input.spec:117", "no human body for the second human");
  s.other.hb = ho;
  s.other.me = ho!.body;
  const bb: Body | null = Physics_CreateBoxBody(s.phys, s.pools, s.crate, 1, 1);
  if (bb === null) assertFail("spec/ps2/examples/scene_room_input.spec:121", "no box body");
  s.crate.me = bb;
  bb!.flags = (bb!.flags | 0x4) >>> 0;
  const bs: PhysicsShape | null = bb!.first_shape;
  if (bs === null) assertFail("spec/ps2/examples/scene_room_input.spec:125", "box body without its box");
  PhysicsShape_PoseForOwner(bs!, s.crate, null);
  PhysicsBody_ComputeBounds(bb!.min, bb!.max, bs!);
  BodyList_Reinsert(s.phys, bb!);
  for (let i_1 = 0; i_1 < players; i_1++) {
    const p_1: RoomPlayer = s.players[i_1];
    const hp: HumanBody | null = p_1.actor.hb;
    if (hp === null) assertFail("spec/ps2/examples/scene_room_input.spec:132", "player {} without its body", [i_1]);
    PhysicsHumanBody_Update(s.phys, hp!, p_1.actor);
  }
  PhysicsHumanBody_Update(s.phys, ho!, s.other);
}

/**
 * Checks one player's stick without storing it: the player must be in the room and each axis in
 * −127 … 127. A bad input stops here, before anything changed.
 *
 * @design D-NETPLAY-2: the input boundary
 * @float ps2
 * @spec spec/ps2/examples/scene_room_input.spec:141
 */
export function InputRoom_CheckStick(s: InputRoom, p: number, sx: number, sy: number): void {
  if (!(p >= 0 && p < s.count)) assertFail("spec/ps2/examples/scene_room_input.spec:142", "input room: player {} is not in the room ({} players: give 0 … count − 1)", [p, s.count]);
  if (!(sx >= -127 && sx <= 127)) assertFail("spec/ps2/examples/scene_room_input.spec:143", "input room: player {}'s stick x is {}; each axis takes −127 … 127", [p, sx]);
  if (!(sy >= -127 && sy <= 127)) assertFail("spec/ps2/examples/scene_room_input.spec:144", "input room: player {}'s stick y is {}; each axis takes −127 … 127", [p, sy]);
}

/**
 * Sets player p's stick for the next tick (checked first: a bad input changes nothing).
 *
 * @design D-NETPLAY-2: the input boundary
 * @float ps2
 * @spec spec/ps2/examples/scene_room_input.spec:149
 */
export function InputRoom_SetStick(s: InputRoom, p: number, sx: number, sy: number): void {
  InputRoom_CheckStick(s, p, sx, sy);
  s.players[p].stick_x = sx;
  s.players[p].stick_y = sy;
}

/**
 * The velocity a stick asks for: (x, y) × 3/127 m/s, the stick's length capped at 127 (a round
 * stick: a diagonal is no faster than an axis), so 3 m/s at most, the scripted walk's speed.
 *
 * @design D-NETPLAY-2: stick to velocity
 * @float ps2
 * @spec spec/ps2/examples/scene_room_input.spec:158
 */
export function InputRoom_StickVelocity(sx: number, sy: number, v: Vec4): void {
  const x: number = Math.fround(sx);
  const y: number = Math.fround(sy);
  const d2: number = Math.fround(Math.fround(x * x) + Math.fround(y * y));
  let k: number = Math.fround(3 / 127);
  if (d2 > 16129) {
    k = Math.fround(3 / Math.fround(Math.sqrt(d2)));
  }
  v.x = Math.fround(x * k);
  v.y = Math.fround(y * k);
  v.z = 0;
  v.w = 0;
}

/**
 * One tick at 30 Hz: every player in player order moves by its stick (Human_Move's steps, as the
 * scripted scene), then the second human (standing, moved only by pushes).
 *
 * @design D-NETPLAY-2: the input room's tick
 * @float ps2
 * @spec spec/ps2/examples/scene_room_input.spec:172
 */
export function InputRoom_Step(s: InputRoom): void {
  let v_x = 0, v_y = 0, v_z = 0, v_w = 0;
  for (let i = 0; i < s.count; i++) {
    const p: RoomPlayer = s.players[i];
    InputRoom_StickVelocity(p.stick_x, p.stick_y, _s1);
    v_x = _s1.x; v_y = _s1.y; v_z = _s1.z; v_w = _s1.w;
    Scene_MoveHuman(s.phys, s.slots, p.actor, v_x, v_y, v_z, v_w, p.disp);
  }
  Scene_MoveHuman(s.phys, s.slots, s.other, 0, 0, 0, 0, s.other_disp);
  s.ticks = (s.ticks + 1) | 0;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec4(), _s1 = new Vec4();
