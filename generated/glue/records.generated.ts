// GENERATED FILE: do not edit. Engine module glue.records: 003 §2-§3: the physics manager's records: entities, the registry, materials, the surface cache, Building Block instances, the command queue, listeners, outputs, messages and statistics from spec/glue/records.spec (sha256 28930cf10ec8cbeb).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64 } from "../../runtime/index.js";
import { IvpWorld, copy_IvpWorld, hash_IvpWorld, reset_IvpWorld, restore_IvpWorld, snapshot_IvpWorld } from "../ivp/dynamics/world.generated.js";
import { PoseScratch, copy_PoseScratch, hash_PoseScratch, reset_PoseScratch, restore_PoseScratch, snapshot_PoseScratch } from "../ivp/mindist/cache.generated.js";

/** Building Block kinds (003 §2: the 13 BBs the game uses, less the constraint blocks B10-B14). */
export const BB_PHYSICALIZE: number = 1;
export const BB_SET_PHYSICS_FORCE: number = 2;
export const BB_COLL_DETECTION: number = 3;
export const BB_WAKE_UP: number = 4;
export const BB_SET_PHYSICS_GLOBALS: number = 5;
export const BB_PHYSICS_IMPULSE: number = 6;
export const BB_CONTINUOUS_CONTACT: number = 7;
export const BB_GET_PROFILER_VALUES: number = 8;
export const BB_DELETE_COLLISION_SURFACES: number = 9;
export const BB_KIND_COUNT: number = 10;
/** Deferred command kinds (003 L66: forces, listeners, wake-up and surface deletion are queued). */
export const CMD_SET_FORCE: number = 1;
export const CMD_COLL_LISTENER: number = 2;
export const CMD_WAKE_UP: number = 3;
export const CMD_CONTACT_LISTENER: number = 4;
export const CMD_DELETE_SURFACES: number = 5;
/** Execute's answers (003 L70): 0 "not ready" keeps the command queued, non-zero deletes it. */
export const CMD_NOT_READY: number = 0;
export const CMD_DONE: number = 1;
/** The third word of a command {vtable, mgr, 2, behavior} (003 L68; its meaning is not traced). */
export const CMD_TAG: number = 2;
/**
 * Block outputs (fired into PhysicsManager.outputs for the host; on N / off N of
 * PhysicsContinuousContact are OUT_CONTACT_ON + 2N and OUT_CONTACT_ON + 2N + 1).
 */
export const OUT_PHYSICALIZE_OUT1: number = 0;
export const OUT_PHYSICALIZE_OUT2: number = 1;
export const OUT_COLLISION: number = 2;
export const OUT_CONTACT_ON: number = 16;
/** The messages the glue prints (003 L80, L146, L436), with the entity they name. */
export const MSG_MUST_PHYSICALIZE: number = 1;
export const MSG_INCORRECT_MESH: number = 2;
export const MSG_DEPHYSICALIZE_ALL: number = 3;
/**
 * The Execute fallbacks of Physicalize's pins (003 L88-89: friction 0.4, elasticity 0.5, mass 1)
 * and the prototype defaults (0.7, 0.4, 1.0; dampening 0.1).
 */
export const PIN_FALLBACK_FRICTION: number = 0.4000000059604645 /* 0.4f */;
export const PIN_FALLBACK_ELASTICITY: number = 0.5;
export const PIN_FALLBACK_MASS: number = 1;
export const PIN_DEFAULT_FRICTION: number = 0.699999988079071 /* 0.7f */;
export const PIN_DEFAULT_ELASTICITY: number = 0.4000000059604645 /* 0.4f */;
export const PIN_DEFAULT_MASS: number = 1;
export const PIN_DEFAULT_DAMPENING: number = 0.10000000149011612 /* 0.1f */;
/**
 * The radius of a ball whose Ball Count is 0 (the empty-name branch, 003 L137; D-GLUE-5): the
 * radius of every ball in the game (003 L544).
 */
export const GLUE_DEFAULT_BALL_RADIUS: number = 2;

/**
 * The host's compiler of collision surfaces (the glue's mesh readers FUN_10007260 / FUN_10006fb0
 * and the soup compile, 003 L142-145): the compact surface of the given convex and concave meshes
 * of the host's mesh library × scale, in layout memory; 0 when no mesh is usable ("Error: incorrect
 * mesh", 003 L146). A given request always answers the same surface.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface GlueSurfaceBuilder {
  build_surface(mem: Memory, convex: number[], concave: number[], scale_x: number, scale_y: number, scale_z: number): number;
}

/** A Virtools 3D entity as the glue reads and writes it. */
export class GlueEntity {
  /** the CK_ID (> 0) */
  id: number = 0;
  /**
   * VxMatrix (f32[4][4], index 4·row + column): rows 0-2 the scaled x, y, z axes in world
   * coordinates, row 3 the position (1 in its last column)
   */
  matrix: Float32Array = new Float32Array(16);
  /** the "Coll Detection ID" attribute (003 L385): present and its value */
  has_coll_id: boolean = false;
  coll_id: number = 0;
  /** the "Continuous Contact ID" attribute (003 L409) */
  has_contact_id: boolean = false;
  contact_id: number = 0;
  /** the frame of the last write-back into the matrix (0: never written) */
  written_frame: number = 0;
}

/** Puts a GlueEntity back into the zero state `new GlueEntity()` gives, in place. */
export function reset_GlueEntity(s: GlueEntity): void {
  s.id = 0;
  s.matrix.fill(0);
  s.has_coll_id = false;
  s.coll_id = 0;
  s.has_contact_id = false;
  s.contact_id = 0;
  s.written_frame = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueEntity(dst: GlueEntity, src: GlueEntity): void {
  dst.id = src.id;
  dst.matrix.set(src.matrix);
  dst.has_coll_id = src.has_coll_id;
  dst.coll_id = src.coll_id;
  dst.has_contact_id = src.has_contact_id;
  dst.contact_id = src.contact_id;
  dst.written_frame = src.written_frame;
}

/** Feeds the raw bits of a GlueEntity to the hasher, field by field in declaration order. */
export function hash_GlueEntity(s: GlueEntity, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  for (let i0 = 0; i0 < s.matrix.length; i0++) {
    h.f32(s.matrix[i0]);
  }
  h.bool(s.has_coll_id);
  h.i32(s.coll_id);
  h.bool(s.has_contact_id);
  h.i32(s.contact_id);
  h.i32(s.written_frame);
}

/** Writes a GlueEntity to a snapshot stream. */
export function snapshot_GlueEntity(s: GlueEntity, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  for (let i0 = 0; i0 < s.matrix.length; i0++) {
    w.put(s.matrix[i0]);
  }
  w.put(s.has_coll_id ? 1 : 0);
  w.put(s.coll_id);
  w.put(s.has_contact_id ? 1 : 0);
  w.put(s.contact_id);
  w.put(s.written_frame);
}

/** Reads a GlueEntity back from a snapshot stream written by snapshot_GlueEntity. */
export function restore_GlueEntity(s: GlueEntity, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  for (let i0 = 0; i0 < s.matrix.length; i0++) {
    s.matrix[i0] = r.get();
  }
  s.has_coll_id = r.get() !== 0;
  s.coll_id = r.get();
  s.has_contact_id = r.get() !== 0;
  s.contact_id = r.get();
  s.written_frame = r.get();
}

/**
 * A material (FUN_1000bf00, 0x30 bytes): friction at +0x10, elasticity at +0x20, doubles made
 * from the float pins (003 L125); appended to mgr+0x3c by every Physicalize, never shared.
 */
export class GlueMaterial {
  friction: number = ZERO_F64;
  elasticity: number = ZERO_F64;
}

/** Puts a GlueMaterial back into the zero state `new GlueMaterial()` gives, in place. */
export function reset_GlueMaterial(s: GlueMaterial): void {
  s.friction = 0;
  s.elasticity = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueMaterial(dst: GlueMaterial, src: GlueMaterial): void {
  dst.friction = src.friction;
  dst.elasticity = src.elasticity;
}

/** Feeds the raw bits of a GlueMaterial to the hasher, field by field in declaration order. */
export function hash_GlueMaterial(s: GlueMaterial, h: StateHasher): void {
  h.enter(s);
  h.f64(s.friction);
  h.f64(s.elasticity);
}

/** Writes a GlueMaterial to a snapshot stream. */
export function snapshot_GlueMaterial(s: GlueMaterial, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.friction);
  w.put(s.elasticity);
}

/** Reads a GlueMaterial back from a snapshot stream written by snapshot_GlueMaterial. */
export function restore_GlueMaterial(s: GlueMaterial, r: SnapshotReader): void {
  r.enter(s);
  s.friction = r.get();
  s.elasticity = r.get();
}

/**
 * One entry of the surface-name cache (mgr+0xbc, FUN_10006f90 / FUN_1000b820): the compiled
 * surface built for the first body of that Collision Surface name, with that body's scale (003
 * L147: later bodies share it, whatever their scale).
 */
export class SurfaceEntry {
  name: number[] = [];
  cs: number = 0;
  scale: Vec3 = new Vec3();
  /**
   * this world generation's surface manager over cs (its index in IvpWorld.surfaces), made by the
   * first body of the generation that uses it
   */
  manager: number = 0;
  manager_generation: number = 0;
}

/** Puts a SurfaceEntry back into the zero state `new SurfaceEntry()` gives, in place. */
export function reset_SurfaceEntry(s: SurfaceEntry): void {
  s.name.length = 0;
  s.cs = 0;
  s.scale.x = 0; s.scale.y = 0; s.scale.z = 0;
  s.manager = 0;
  s.manager_generation = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SurfaceEntry(dst: SurfaceEntry, src: SurfaceEntry): void {
  for (let i = 0; i < src.name.length && i < dst.name.length; i++) dst.name[i] = src.name[i];
  if (dst.name.length > src.name.length) dst.name.length = src.name.length;
  else for (let i = dst.name.length; i < src.name.length; i++) dst.name.push(src.name[i]);
  dst.cs = src.cs;
  dst.scale.x = src.scale.x; dst.scale.y = src.scale.y; dst.scale.z = src.scale.z;
  dst.manager = src.manager;
  dst.manager_generation = src.manager_generation;
}

/** Feeds the raw bits of a SurfaceEntry to the hasher, field by field in declaration order. */
export function hash_SurfaceEntry(s: SurfaceEntry, h: StateHasher): void {
  h.enter(s);
  h.u32(s.name.length);
  for (let i0 = 0; i0 < s.name.length; i0++) {
    h.u32(s.name[i0]);
  }
  h.u32(s.cs);
  h.f32(s.scale.x);
  h.f32(s.scale.y);
  h.f32(s.scale.z);
  h.i32(s.manager);
  h.i32(s.manager_generation);
}

/** Writes a SurfaceEntry to a snapshot stream. */
export function snapshot_SurfaceEntry(s: SurfaceEntry, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.name.length);
  for (let i0 = 0; i0 < s.name.length; i0++) {
    w.put(s.name[i0]);
  }
  w.put(s.cs);
  w.put(s.scale.x);
  w.put(s.scale.y);
  w.put(s.scale.z);
  w.put(s.manager);
  w.put(s.manager_generation);
}

/** Reads a SurfaceEntry back from a snapshot stream written by snapshot_SurfaceEntry. */
export function restore_SurfaceEntry(s: SurfaceEntry, r: SnapshotReader): void {
  r.enter(s);
  s.name.length = r.get();
  for (let i0 = 0; i0 < s.name.length; i0++) {
    s.name[i0] = r.get();
  }
  s.cs = r.get();
  s.scale.x = r.get();
  s.scale.y = r.get();
  s.scale.z = r.get();
  s.manager = r.get();
  s.manager_generation = r.get();
}

/** A registry record (0x30 bytes, 003 L523-531), keyed by the entity's CK_ID. */
export class RegistryRecord {
  /** the key */
  entity: number = 0;
  /** [0] the surface wrapper: the surface-cache entry, −1 for a ball */
  surface: number = 0;
  /** [1] the IVP real object (its id in the environment) */
  object: number = 0;
  /** the world generation the object was made in (after Clean Physics World the record dangles, 003 L429) */
  generation: number = 0;
  /** [2] the material (index in PhysicsManager.materials) */
  material: number = 0;
  /** [3..5] the entity scale at Physicalize */
  scale: Vec3 = new Vec3();
  /** [6] the number of friction contacts of the object, [8..9] the time the first one started */
  contacts: number = 0;
  first_contact: number = ZERO_F64;
  /** [0xb] the continuous-contact handler (a ContactListener id, −1 none) */
  contact_listener: number = 0;
}

/** Puts a RegistryRecord back into the zero state `new RegistryRecord()` gives, in place. */
export function reset_RegistryRecord(s: RegistryRecord): void {
  s.entity = 0;
  s.surface = 0;
  s.object = 0;
  s.generation = 0;
  s.material = 0;
  s.scale.x = 0; s.scale.y = 0; s.scale.z = 0;
  s.contacts = 0;
  s.first_contact = 0;
  s.contact_listener = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RegistryRecord(dst: RegistryRecord, src: RegistryRecord): void {
  dst.entity = src.entity;
  dst.surface = src.surface;
  dst.object = src.object;
  dst.generation = src.generation;
  dst.material = src.material;
  dst.scale.x = src.scale.x; dst.scale.y = src.scale.y; dst.scale.z = src.scale.z;
  dst.contacts = src.contacts;
  dst.first_contact = src.first_contact;
  dst.contact_listener = src.contact_listener;
}

/** Feeds the raw bits of a RegistryRecord to the hasher, field by field in declaration order. */
export function hash_RegistryRecord(s: RegistryRecord, h: StateHasher): void {
  h.enter(s);
  h.i32(s.entity);
  h.i32(s.surface);
  h.i32(s.object);
  h.i32(s.generation);
  h.i32(s.material);
  h.f32(s.scale.x);
  h.f32(s.scale.y);
  h.f32(s.scale.z);
  h.i32(s.contacts);
  h.f64(s.first_contact);
  h.i32(s.contact_listener);
}

/** Writes a RegistryRecord to a snapshot stream. */
export function snapshot_RegistryRecord(s: RegistryRecord, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.entity);
  w.put(s.surface);
  w.put(s.object);
  w.put(s.generation);
  w.put(s.material);
  w.put(s.scale.x);
  w.put(s.scale.y);
  w.put(s.scale.z);
  w.put(s.contacts);
  w.put(s.first_contact);
  w.put(s.contact_listener);
}

/** Reads a RegistryRecord back from a snapshot stream written by snapshot_RegistryRecord. */
export function restore_RegistryRecord(s: RegistryRecord, r: SnapshotReader): void {
  r.enter(s);
  s.entity = r.get();
  s.surface = r.get();
  s.object = r.get();
  s.generation = r.get();
  s.material = r.get();
  s.scale.x = r.get();
  s.scale.y = r.get();
  s.scale.z = r.get();
  s.contacts = r.get();
  s.first_contact = r.get();
  s.contact_listener = r.get();
}

/**
 * A Building Block instance: its kind, its owner (the target entity), local 0 (IVP_Handle) and its
 * pins (Virtools float pins are f32, vector pins VxVector f32; entity pins are CK_IDs, 0 none).
 */
export class Behavior {
  id: number = 0;
  kind: number = 0;
  /** the target entity (the BB's owner) */
  owner: number = 0;
  /**
   * local 0, IVP_Handle: the IVP object the BB made (a force controller or a listener id), −1 unset,
   * with the world generation it belongs to
   */
  handle: number = 0;
  handle_generation: number = 0;
  /**
   * SetPhysicsForce and Physics Impulse: Position, Pos Referential, Direction, Direction Ref,
   * Force Value / Impulse
   */
  position: Vec3 = new Vec3();
  pos_ref: number = 0;
  direction: Vec3 = new Vec3();
  dir_ref: number = 0;
  value: number = ZERO_F64;
  /** Physics Impulse settings: "2 pos instead of dir ?" and "Constant Force ?" */
  two_positions: boolean = false;
  constant_force: boolean = false;
  /** PhysicsCollDetection: Min, Max, Sleep, Use ID, ID */
  min_speed: number = ZERO_F64;
  max_speed: number = ZERO_F64;
  sleep: number = ZERO_F64;
  use_id: boolean = false;
  coll_id: number = 0;
  /** PhysicsContinuousContact: Time Delay Start, Time Delay End, setting Number Group Output */
  delay_start: number = ZERO_F64;
  delay_end: number = ZERO_F64;
  groups: number = 0;
  /** Set Physics Globals: Gravity, Physic Time Factor */
  gravity: Vec3 = new Vec3();
  time_factor: number = ZERO_F64;
}

/** Puts a Behavior back into the zero state `new Behavior()` gives, in place. */
export function reset_Behavior(s: Behavior): void {
  s.id = 0;
  s.kind = 0;
  s.owner = 0;
  s.handle = 0;
  s.handle_generation = 0;
  s.position.x = 0; s.position.y = 0; s.position.z = 0;
  s.pos_ref = 0;
  s.direction.x = 0; s.direction.y = 0; s.direction.z = 0;
  s.dir_ref = 0;
  s.value = 0;
  s.two_positions = false;
  s.constant_force = false;
  s.min_speed = 0;
  s.max_speed = 0;
  s.sleep = 0;
  s.use_id = false;
  s.coll_id = 0;
  s.delay_start = 0;
  s.delay_end = 0;
  s.groups = 0;
  s.gravity.x = 0; s.gravity.y = 0; s.gravity.z = 0;
  s.time_factor = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_Behavior(dst: Behavior, src: Behavior): void {
  dst.id = src.id;
  dst.kind = src.kind;
  dst.owner = src.owner;
  dst.handle = src.handle;
  dst.handle_generation = src.handle_generation;
  dst.position.x = src.position.x; dst.position.y = src.position.y; dst.position.z = src.position.z;
  dst.pos_ref = src.pos_ref;
  dst.direction.x = src.direction.x; dst.direction.y = src.direction.y; dst.direction.z = src.direction.z;
  dst.dir_ref = src.dir_ref;
  dst.value = src.value;
  dst.two_positions = src.two_positions;
  dst.constant_force = src.constant_force;
  dst.min_speed = src.min_speed;
  dst.max_speed = src.max_speed;
  dst.sleep = src.sleep;
  dst.use_id = src.use_id;
  dst.coll_id = src.coll_id;
  dst.delay_start = src.delay_start;
  dst.delay_end = src.delay_end;
  dst.groups = src.groups;
  dst.gravity.x = src.gravity.x; dst.gravity.y = src.gravity.y; dst.gravity.z = src.gravity.z;
  dst.time_factor = src.time_factor;
}

/** Feeds the raw bits of a Behavior to the hasher, field by field in declaration order. */
export function hash_Behavior(s: Behavior, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.i32(s.kind);
  h.i32(s.owner);
  h.i32(s.handle);
  h.i32(s.handle_generation);
  h.f32(s.position.x);
  h.f32(s.position.y);
  h.f32(s.position.z);
  h.i32(s.pos_ref);
  h.f32(s.direction.x);
  h.f32(s.direction.y);
  h.f32(s.direction.z);
  h.i32(s.dir_ref);
  h.f32(s.value);
  h.bool(s.two_positions);
  h.bool(s.constant_force);
  h.f32(s.min_speed);
  h.f32(s.max_speed);
  h.f32(s.sleep);
  h.bool(s.use_id);
  h.i32(s.coll_id);
  h.f32(s.delay_start);
  h.f32(s.delay_end);
  h.i32(s.groups);
  h.f32(s.gravity.x);
  h.f32(s.gravity.y);
  h.f32(s.gravity.z);
  h.f32(s.time_factor);
}

/** Writes a Behavior to a snapshot stream. */
export function snapshot_Behavior(s: Behavior, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.kind);
  w.put(s.owner);
  w.put(s.handle);
  w.put(s.handle_generation);
  w.put(s.position.x);
  w.put(s.position.y);
  w.put(s.position.z);
  w.put(s.pos_ref);
  w.put(s.direction.x);
  w.put(s.direction.y);
  w.put(s.direction.z);
  w.put(s.dir_ref);
  w.put(s.value);
  w.put(s.two_positions ? 1 : 0);
  w.put(s.constant_force ? 1 : 0);
  w.put(s.min_speed);
  w.put(s.max_speed);
  w.put(s.sleep);
  w.put(s.use_id ? 1 : 0);
  w.put(s.coll_id);
  w.put(s.delay_start);
  w.put(s.delay_end);
  w.put(s.groups);
  w.put(s.gravity.x);
  w.put(s.gravity.y);
  w.put(s.gravity.z);
  w.put(s.time_factor);
}

/** Reads a Behavior back from a snapshot stream written by snapshot_Behavior. */
export function restore_Behavior(s: Behavior, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.kind = r.get();
  s.owner = r.get();
  s.handle = r.get();
  s.handle_generation = r.get();
  s.position.x = r.get();
  s.position.y = r.get();
  s.position.z = r.get();
  s.pos_ref = r.get();
  s.direction.x = r.get();
  s.direction.y = r.get();
  s.direction.z = r.get();
  s.dir_ref = r.get();
  s.value = r.get();
  s.two_positions = r.get() !== 0;
  s.constant_force = r.get() !== 0;
  s.min_speed = r.get();
  s.max_speed = r.get();
  s.sleep = r.get();
  s.use_id = r.get() !== 0;
  s.coll_id = r.get();
  s.delay_start = r.get();
  s.delay_end = r.get();
  s.groups = r.get();
  s.gravity.x = r.get();
  s.gravity.y = r.get();
  s.gravity.z = r.get();
  s.time_factor = r.get();
}

/** A deferred command (003 L68: 16 bytes {vtable, mgr, 2, behavior}). */
export class GlueCommand {
  kind: number = 0;
  tag: number = 0;
  behavior: number = 0;
  /** how many times Execute answered "not ready" */
  retries: number = 0;
}

/** Puts a GlueCommand back into the zero state `new GlueCommand()` gives, in place. */
export function reset_GlueCommand(s: GlueCommand): void {
  s.kind = 0;
  s.tag = 0;
  s.behavior = 0;
  s.retries = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueCommand(dst: GlueCommand, src: GlueCommand): void {
  dst.kind = src.kind;
  dst.tag = src.tag;
  dst.behavior = src.behavior;
  dst.retries = src.retries;
}

/** Feeds the raw bits of a GlueCommand to the hasher, field by field in declaration order. */
export function hash_GlueCommand(s: GlueCommand, h: StateHasher): void {
  h.enter(s);
  h.i32(s.kind);
  h.i32(s.tag);
  h.i32(s.behavior);
  h.i32(s.retries);
}

/** Writes a GlueCommand to a snapshot stream. */
export function snapshot_GlueCommand(s: GlueCommand, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.kind);
  w.put(s.tag);
  w.put(s.behavior);
  w.put(s.retries);
}

/** Reads a GlueCommand back from a snapshot stream written by snapshot_GlueCommand. */
export function restore_GlueCommand(s: GlueCommand, r: SnapshotReader): void {
  r.enter(s);
  s.kind = r.get();
  s.tag = r.get();
  s.behavior = r.get();
  s.retries = r.get();
}

/**
 * A PhysicsCollDetection listener (FUN_10009570, 0x30 bytes {lastTime, min, max, sleep, obj, mgr,
 * beh, id}, 003 L380).
 */
export class CollListener {
  id: number = 0;
  live: boolean = false;
  generation: number = 0;
  /** lastTime: the time of the last Collision output (sim seconds) */
  last_time: number = ZERO_F64;
  min_speed: number = ZERO_F64;
  max_speed: number = ZERO_F64;
  sleep: number = ZERO_F64;
  use_id: boolean = false;
  coll_id: number = 0;
  /** the object listened to and its entity, the behavior to fire */
  object: number = 0;
  entity: number = 0;
  behavior: number = 0;
  /** the frame whose step fired the Collision output (the output is active until that step ends) */
  fired_frame: number = 0;
}

/** Puts a CollListener back into the zero state `new CollListener()` gives, in place. */
export function reset_CollListener(s: CollListener): void {
  s.id = 0;
  s.live = false;
  s.generation = 0;
  s.last_time = 0;
  s.min_speed = 0;
  s.max_speed = 0;
  s.sleep = 0;
  s.use_id = false;
  s.coll_id = 0;
  s.object = 0;
  s.entity = 0;
  s.behavior = 0;
  s.fired_frame = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CollListener(dst: CollListener, src: CollListener): void {
  dst.id = src.id;
  dst.live = src.live;
  dst.generation = src.generation;
  dst.last_time = src.last_time;
  dst.min_speed = src.min_speed;
  dst.max_speed = src.max_speed;
  dst.sleep = src.sleep;
  dst.use_id = src.use_id;
  dst.coll_id = src.coll_id;
  dst.object = src.object;
  dst.entity = src.entity;
  dst.behavior = src.behavior;
  dst.fired_frame = src.fired_frame;
}

/** Feeds the raw bits of a CollListener to the hasher, field by field in declaration order. */
export function hash_CollListener(s: CollListener, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.bool(s.live);
  h.i32(s.generation);
  h.f64(s.last_time);
  h.f32(s.min_speed);
  h.f32(s.max_speed);
  h.f32(s.sleep);
  h.bool(s.use_id);
  h.i32(s.coll_id);
  h.i32(s.object);
  h.i32(s.entity);
  h.i32(s.behavior);
  h.i32(s.fired_frame);
}

/** Writes a CollListener to a snapshot stream. */
export function snapshot_CollListener(s: CollListener, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.live ? 1 : 0);
  w.put(s.generation);
  w.put(s.last_time);
  w.put(s.min_speed);
  w.put(s.max_speed);
  w.put(s.sleep);
  w.put(s.use_id ? 1 : 0);
  w.put(s.coll_id);
  w.put(s.object);
  w.put(s.entity);
  w.put(s.behavior);
  w.put(s.fired_frame);
}

/** Reads a CollListener back from a snapshot stream written by snapshot_CollListener. */
export function restore_CollListener(s: CollListener, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.live = r.get() !== 0;
  s.generation = r.get();
  s.last_time = r.get();
  s.min_speed = r.get();
  s.max_speed = r.get();
  s.sleep = r.get();
  s.use_id = r.get() !== 0;
  s.coll_id = r.get();
  s.object = r.get();
  s.entity = r.get();
  s.behavior = r.get();
  s.fired_frame = r.get();
}

/**
 * A PhysicsContinuousContact listener (vtable 0x100631b8, 003 L403-414) with the designed state
 * machine of each output group (D-GLUE-12).
 */
export class ContactListener {
  id: number = 0;
  live: boolean = false;
  generation: number = 0;
  object: number = 0;
  entity: number = 0;
  behavior: number = 0;
  delay_start: number = ZERO_F64;
  delay_end: number = ZERO_F64;
  /**
   * per group: 0 off, 1 starting (contact, Time Delay Start not reached), 2 on, 3 ending (no
   * contact, Time Delay End not reached); the time the current phase began; the contacts counted
   */
  state: number[] = [];
  since: number[] = [];
  count: number[] = [];
}

/** Puts a ContactListener back into the zero state `new ContactListener()` gives, in place. */
export function reset_ContactListener(s: ContactListener): void {
  s.id = 0;
  s.live = false;
  s.generation = 0;
  s.object = 0;
  s.entity = 0;
  s.behavior = 0;
  s.delay_start = 0;
  s.delay_end = 0;
  s.state.length = 0;
  s.since.length = 0;
  s.count.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ContactListener(dst: ContactListener, src: ContactListener): void {
  dst.id = src.id;
  dst.live = src.live;
  dst.generation = src.generation;
  dst.object = src.object;
  dst.entity = src.entity;
  dst.behavior = src.behavior;
  dst.delay_start = src.delay_start;
  dst.delay_end = src.delay_end;
  for (let i = 0; i < src.state.length && i < dst.state.length; i++) dst.state[i] = src.state[i];
  if (dst.state.length > src.state.length) dst.state.length = src.state.length;
  else for (let i = dst.state.length; i < src.state.length; i++) dst.state.push(src.state[i]);
  for (let i = 0; i < src.since.length && i < dst.since.length; i++) dst.since[i] = src.since[i];
  if (dst.since.length > src.since.length) dst.since.length = src.since.length;
  else for (let i = dst.since.length; i < src.since.length; i++) dst.since.push(src.since[i]);
  for (let i = 0; i < src.count.length && i < dst.count.length; i++) dst.count[i] = src.count[i];
  if (dst.count.length > src.count.length) dst.count.length = src.count.length;
  else for (let i = dst.count.length; i < src.count.length; i++) dst.count.push(src.count[i]);
}

/** Feeds the raw bits of a ContactListener to the hasher, field by field in declaration order. */
export function hash_ContactListener(s: ContactListener, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.bool(s.live);
  h.i32(s.generation);
  h.i32(s.object);
  h.i32(s.entity);
  h.i32(s.behavior);
  h.f32(s.delay_start);
  h.f32(s.delay_end);
  h.u32(s.state.length);
  for (let i0 = 0; i0 < s.state.length; i0++) {
    h.i32(s.state[i0]);
  }
  h.u32(s.since.length);
  for (let i0 = 0; i0 < s.since.length; i0++) {
    h.f64(s.since[i0]);
  }
  h.u32(s.count.length);
  for (let i0 = 0; i0 < s.count.length; i0++) {
    h.i32(s.count[i0]);
  }
}

/** Writes a ContactListener to a snapshot stream. */
export function snapshot_ContactListener(s: ContactListener, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.live ? 1 : 0);
  w.put(s.generation);
  w.put(s.object);
  w.put(s.entity);
  w.put(s.behavior);
  w.put(s.delay_start);
  w.put(s.delay_end);
  w.put(s.state.length);
  for (let i0 = 0; i0 < s.state.length; i0++) {
    w.put(s.state[i0]);
  }
  w.put(s.since.length);
  for (let i0 = 0; i0 < s.since.length; i0++) {
    w.put(s.since[i0]);
  }
  w.put(s.count.length);
  for (let i0 = 0; i0 < s.count.length; i0++) {
    w.put(s.count[i0]);
  }
}

/** Reads a ContactListener back from a snapshot stream written by snapshot_ContactListener. */
export function restore_ContactListener(s: ContactListener, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.live = r.get() !== 0;
  s.generation = r.get();
  s.object = r.get();
  s.entity = r.get();
  s.behavior = r.get();
  s.delay_start = r.get();
  s.delay_end = r.get();
  s.state.length = r.get();
  for (let i0 = 0; i0 < s.state.length; i0++) {
    s.state[i0] = r.get();
  }
  s.since.length = r.get();
  for (let i0 = 0; i0 < s.since.length; i0++) {
    s.since[i0] = r.get();
  }
  s.count.length = r.get();
  for (let i0 = 0; i0 < s.count.length; i0++) {
    s.count[i0] = r.get();
  }
}

/** A Building Block output fired for the host. */
export class BlockOutput {
  behavior: number = 0;
  output: number = 0;
  /** the target entity and, for Collision and contact outputs, the other entity (0 none) */
  entity: number = 0;
  other: number = 0;
  /** Collision's out pins: speed ratio, normal, Position World; the other's ID */
  speed: number = ZERO_F64;
  normal: Vec3 = new Vec3();
  position: Vec3 = new Vec3();
  other_id: number = 0;
  /** the time it fired (sim seconds) */
  time: number = ZERO_F64;
}

/** Puts a BlockOutput back into the zero state `new BlockOutput()` gives, in place. */
export function reset_BlockOutput(s: BlockOutput): void {
  s.behavior = 0;
  s.output = 0;
  s.entity = 0;
  s.other = 0;
  s.speed = 0;
  s.normal.x = 0; s.normal.y = 0; s.normal.z = 0;
  s.position.x = 0; s.position.y = 0; s.position.z = 0;
  s.other_id = 0;
  s.time = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BlockOutput(dst: BlockOutput, src: BlockOutput): void {
  dst.behavior = src.behavior;
  dst.output = src.output;
  dst.entity = src.entity;
  dst.other = src.other;
  dst.speed = src.speed;
  dst.normal.x = src.normal.x; dst.normal.y = src.normal.y; dst.normal.z = src.normal.z;
  dst.position.x = src.position.x; dst.position.y = src.position.y; dst.position.z = src.position.z;
  dst.other_id = src.other_id;
  dst.time = src.time;
}

/** Feeds the raw bits of a BlockOutput to the hasher, field by field in declaration order. */
export function hash_BlockOutput(s: BlockOutput, h: StateHasher): void {
  h.enter(s);
  h.i32(s.behavior);
  h.i32(s.output);
  h.i32(s.entity);
  h.i32(s.other);
  h.f32(s.speed);
  h.f32(s.normal.x);
  h.f32(s.normal.y);
  h.f32(s.normal.z);
  h.f32(s.position.x);
  h.f32(s.position.y);
  h.f32(s.position.z);
  h.i32(s.other_id);
  h.f64(s.time);
}

/** Writes a BlockOutput to a snapshot stream. */
export function snapshot_BlockOutput(s: BlockOutput, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.behavior);
  w.put(s.output);
  w.put(s.entity);
  w.put(s.other);
  w.put(s.speed);
  w.put(s.normal.x);
  w.put(s.normal.y);
  w.put(s.normal.z);
  w.put(s.position.x);
  w.put(s.position.y);
  w.put(s.position.z);
  w.put(s.other_id);
  w.put(s.time);
}

/** Reads a BlockOutput back from a snapshot stream written by snapshot_BlockOutput. */
export function restore_BlockOutput(s: BlockOutput, r: SnapshotReader): void {
  r.enter(s);
  s.behavior = r.get();
  s.output = r.get();
  s.entity = r.get();
  s.other = r.get();
  s.speed = r.get();
  s.normal.x = r.get();
  s.normal.y = r.get();
  s.normal.z = r.get();
  s.position.x = r.get();
  s.position.y = r.get();
  s.position.z = r.get();
  s.other_id = r.get();
  s.time = r.get();
}

/** A message the glue printed (its code and the entity it names). */
export class GlueMessage {
  code: number = 0;
  entity: number = 0;
}

/** Puts a GlueMessage back into the zero state `new GlueMessage()` gives, in place. */
export function reset_GlueMessage(s: GlueMessage): void {
  s.code = 0;
  s.entity = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueMessage(dst: GlueMessage, src: GlueMessage): void {
  dst.code = src.code;
  dst.entity = src.entity;
}

/** Feeds the raw bits of a GlueMessage to the hasher, field by field in declaration order. */
export function hash_GlueMessage(s: GlueMessage, h: StateHasher): void {
  h.enter(s);
  h.i32(s.code);
  h.i32(s.entity);
}

/** Writes a GlueMessage to a snapshot stream. */
export function snapshot_GlueMessage(s: GlueMessage, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.code);
  w.put(s.entity);
}

/** Reads a GlueMessage back from a snapshot stream written by snapshot_GlueMessage. */
export function restore_GlueMessage(s: GlueMessage, r: SnapshotReader): void {
  r.enter(s);
  s.code = r.get();
  s.entity = r.get();
}

/**
 * Get Profiler Values (B20): the manager's counters, as a statistics object (the QPC times of the
 * original are the host's to measure; nothing time-dependent enters the state).
 */
export class GlueStats {
  /** frames stepped, PSIs, mindist events fired, impacts (env+0x13c), collision events delivered */
  frames: number = 0;
  psis: number = 0;
  events: number = 0;
  impacts: number = 0;
  collisions: number = 0;
  /** friction contacts created and dropped, freezes (sleeps) and revives (wakes) */
  contacts_created: number = 0;
  contacts_dropped: number = 0;
  sleeps: number = 0;
  wakes: number = 0;
  /** mgr+0xe0 / +0xe4: Physicalize and Unphysicalize inputs */
  physicalize_calls: number = 0;
  unphysicalize_calls: number = 0;
  /** commands installed, commands that ran to completion, Execute calls that answered "not ready" */
  commands_installed: number = 0;
  commands_done: number = 0;
  commands_not_ready: number = 0;
  /** live mindists now, bodies registered now, objects awake now */
  mindists: number = 0;
  bodies: number = 0;
  awake: number = 0;
  /** matrices written back in the last frame, outputs fired in the last frame */
  written: number = 0;
  outputs: number = 0;
}

/** Puts a GlueStats back into the zero state `new GlueStats()` gives, in place. */
export function reset_GlueStats(s: GlueStats): void {
  s.frames = 0;
  s.psis = 0;
  s.events = 0;
  s.impacts = 0;
  s.collisions = 0;
  s.contacts_created = 0;
  s.contacts_dropped = 0;
  s.sleeps = 0;
  s.wakes = 0;
  s.physicalize_calls = 0;
  s.unphysicalize_calls = 0;
  s.commands_installed = 0;
  s.commands_done = 0;
  s.commands_not_ready = 0;
  s.mindists = 0;
  s.bodies = 0;
  s.awake = 0;
  s.written = 0;
  s.outputs = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueStats(dst: GlueStats, src: GlueStats): void {
  dst.frames = src.frames;
  dst.psis = src.psis;
  dst.events = src.events;
  dst.impacts = src.impacts;
  dst.collisions = src.collisions;
  dst.contacts_created = src.contacts_created;
  dst.contacts_dropped = src.contacts_dropped;
  dst.sleeps = src.sleeps;
  dst.wakes = src.wakes;
  dst.physicalize_calls = src.physicalize_calls;
  dst.unphysicalize_calls = src.unphysicalize_calls;
  dst.commands_installed = src.commands_installed;
  dst.commands_done = src.commands_done;
  dst.commands_not_ready = src.commands_not_ready;
  dst.mindists = src.mindists;
  dst.bodies = src.bodies;
  dst.awake = src.awake;
  dst.written = src.written;
  dst.outputs = src.outputs;
}

/** Feeds the raw bits of a GlueStats to the hasher, field by field in declaration order. */
export function hash_GlueStats(s: GlueStats, h: StateHasher): void {
  h.enter(s);
  h.i32(s.frames);
  h.i32(s.psis);
  h.i32(s.events);
  h.i32(s.impacts);
  h.i32(s.collisions);
  h.i32(s.contacts_created);
  h.i32(s.contacts_dropped);
  h.i32(s.sleeps);
  h.i32(s.wakes);
  h.i32(s.physicalize_calls);
  h.i32(s.unphysicalize_calls);
  h.i32(s.commands_installed);
  h.i32(s.commands_done);
  h.i32(s.commands_not_ready);
  h.i32(s.mindists);
  h.i32(s.bodies);
  h.i32(s.awake);
  h.i32(s.written);
  h.i32(s.outputs);
}

/** Writes a GlueStats to a snapshot stream. */
export function snapshot_GlueStats(s: GlueStats, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.frames);
  w.put(s.psis);
  w.put(s.events);
  w.put(s.impacts);
  w.put(s.collisions);
  w.put(s.contacts_created);
  w.put(s.contacts_dropped);
  w.put(s.sleeps);
  w.put(s.wakes);
  w.put(s.physicalize_calls);
  w.put(s.unphysicalize_calls);
  w.put(s.commands_installed);
  w.put(s.commands_done);
  w.put(s.commands_not_ready);
  w.put(s.mindists);
  w.put(s.bodies);
  w.put(s.awake);
  w.put(s.written);
  w.put(s.outputs);
}

/** Reads a GlueStats back from a snapshot stream written by snapshot_GlueStats. */
export function restore_GlueStats(s: GlueStats, r: SnapshotReader): void {
  r.enter(s);
  s.frames = r.get();
  s.psis = r.get();
  s.events = r.get();
  s.impacts = r.get();
  s.collisions = r.get();
  s.contacts_created = r.get();
  s.contacts_dropped = r.get();
  s.sleeps = r.get();
  s.wakes = r.get();
  s.physicalize_calls = r.get();
  s.unphysicalize_calls = r.get();
  s.commands_installed = r.get();
  s.commands_done = r.get();
  s.commands_not_ready = r.get();
  s.mindists = r.get();
  s.bodies = r.get();
  s.awake = r.get();
  s.written = r.get();
  s.outputs = r.get();
}

/**
 * Options the documents leave open (D-GLUE-10): CollDetection's Position World y-written-twice quirk
 * (kept by default) and its tiny-speed constant (1e-4 by default; the forks read 2.5e-5 or 1e-4).
 */
export class GlueOptions {
  keep_y_written_twice: boolean = false;
  tiny_speed: number = ZERO_F64;
}

/** Puts a GlueOptions back into the zero state `new GlueOptions()` gives, in place. */
export function reset_GlueOptions(s: GlueOptions): void {
  s.keep_y_written_twice = false;
  s.tiny_speed = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueOptions(dst: GlueOptions, src: GlueOptions): void {
  dst.keep_y_written_twice = src.keep_y_written_twice;
  dst.tiny_speed = src.tiny_speed;
}

/** Feeds the raw bits of a GlueOptions to the hasher, field by field in declaration order. */
export function hash_GlueOptions(s: GlueOptions, h: StateHasher): void {
  h.enter(s);
  h.bool(s.keep_y_written_twice);
  h.f32(s.tiny_speed);
}

/** Writes a GlueOptions to a snapshot stream. */
export function snapshot_GlueOptions(s: GlueOptions, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.keep_y_written_twice ? 1 : 0);
  w.put(s.tiny_speed);
}

/** Reads a GlueOptions back from a snapshot stream written by snapshot_GlueOptions. */
export function restore_GlueOptions(s: GlueOptions, r: SnapshotReader): void {
  r.enter(s);
  s.keep_y_written_twice = r.get() !== 0;
  s.tiny_speed = r.get();
}

/** The physics manager (0x2cf0 bytes, ctor FUN_10006730) and the IVP world it owns. */
export class PhysicsManager {
  /** the application environment (003 §3.2): the IVP world */
  world: IvpWorld = new IvpWorld();
  /** the world generation: 1 after the first world creation, + 1 per Clean Physics World */
  generation: number = 0;
  /** the host's entities, sorted by CK_ID */
  entities: GlueEntity[] = [];
  /** the object registry (XHashTable keyed by CK_ID, 003 §3.3), sorted by CK_ID */
  registry: RegistryRecord[] = [];
  /** mgr+0x3c: every material ever made */
  materials: GlueMaterial[] = [];
  /** mgr+0xbc: the surface-name cache */
  surfaces: SurfaceEntry[] = [];
  /** how many times DeleteCollisionSurfaces made a new cache */
  surface_cache_resets: number = 0;
  /** Building Block instances, by id */
  behaviors: Behavior[] = [];
  /** mgr+0x4c: the installer queue, in installation order */
  queue: GlueCommand[] = [];
  /** the listeners, by id */
  coll_listeners: CollListener[] = [];
  contact_listeners: ContactListener[] = [];
  /** the outputs fired and the messages printed since the host last took them */
  outputs: BlockOutput[] = [];
  messages: GlueMessage[] = [];
  /** PostProcess's smoothed frame time (ms, starts at 0) and mgr+0xd0 = Physic Time Factor × 0.001 */
  smoothed: number = ZERO_F64;
  time_scale: number = ZERO_F64;
  /** the frame number (frames stepped) */
  frame: number = 0;
  /** the dt of the last frame (sim seconds) */
  last_dt: number = ZERO_F64;
  /** whether the "Coll Detection ID" attribute type was found at world creation (003 L386) */
  coll_id_resolved: boolean = false;
  /** the write-back set (mgr+0x28): objects awake at the end of the last frame, in registry order */
  writeback: number[] = [];
  stats: GlueStats = new GlueStats();
  options: GlueOptions = new GlueOptions();
  /** the host's surface compiler */
  builder: GlueSurfaceBuilder | null = null;
  /** scratch: a pose and its matrix, a quaternion */
  pose: PoseScratch = new PoseScratch();
  m: Float64Array = new Float64Array(12);
  q: Float64Array = new Float64Array(4);
  q2: Float64Array = new Float64Array(4);
}

/** Puts a PhysicsManager back into the zero state `new PhysicsManager()` gives, in place. */
export function reset_PhysicsManager(s: PhysicsManager): void {
  reset_IvpWorld(s.world);
  s.generation = 0;
  s.entities.length = 0;
  s.registry.length = 0;
  s.materials.length = 0;
  s.surfaces.length = 0;
  s.surface_cache_resets = 0;
  s.behaviors.length = 0;
  s.queue.length = 0;
  s.coll_listeners.length = 0;
  s.contact_listeners.length = 0;
  s.outputs.length = 0;
  s.messages.length = 0;
  s.smoothed = 0;
  s.time_scale = 0;
  s.frame = 0;
  s.last_dt = 0;
  s.coll_id_resolved = false;
  s.writeback.length = 0;
  reset_GlueStats(s.stats);
  reset_GlueOptions(s.options);
  s.builder = null;
  reset_PoseScratch(s.pose);
  s.m.fill(0);
  s.q.fill(0);
  s.q2.fill(0);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PhysicsManager(dst: PhysicsManager, src: PhysicsManager): void {
  copy_IvpWorld(dst.world, src.world);
  dst.generation = src.generation;
  dst.entities.length = src.entities.length;
  for (let i = 0; i < src.entities.length; i++) { if (dst.entities[i] === undefined) dst.entities[i] = new GlueEntity(); copy_GlueEntity(dst.entities[i], src.entities[i]); }
  dst.registry.length = src.registry.length;
  for (let i = 0; i < src.registry.length; i++) { if (dst.registry[i] === undefined) dst.registry[i] = new RegistryRecord(); copy_RegistryRecord(dst.registry[i], src.registry[i]); }
  dst.materials.length = src.materials.length;
  for (let i = 0; i < src.materials.length; i++) { if (dst.materials[i] === undefined) dst.materials[i] = new GlueMaterial(); copy_GlueMaterial(dst.materials[i], src.materials[i]); }
  dst.surfaces.length = src.surfaces.length;
  for (let i = 0; i < src.surfaces.length; i++) { if (dst.surfaces[i] === undefined) dst.surfaces[i] = new SurfaceEntry(); copy_SurfaceEntry(dst.surfaces[i], src.surfaces[i]); }
  dst.surface_cache_resets = src.surface_cache_resets;
  dst.behaviors.length = src.behaviors.length;
  for (let i = 0; i < src.behaviors.length; i++) { if (dst.behaviors[i] === undefined) dst.behaviors[i] = new Behavior(); copy_Behavior(dst.behaviors[i], src.behaviors[i]); }
  dst.queue.length = src.queue.length;
  for (let i = 0; i < src.queue.length; i++) { if (dst.queue[i] === undefined) dst.queue[i] = new GlueCommand(); copy_GlueCommand(dst.queue[i], src.queue[i]); }
  dst.coll_listeners.length = src.coll_listeners.length;
  for (let i = 0; i < src.coll_listeners.length; i++) { if (dst.coll_listeners[i] === undefined) dst.coll_listeners[i] = new CollListener(); copy_CollListener(dst.coll_listeners[i], src.coll_listeners[i]); }
  dst.contact_listeners.length = src.contact_listeners.length;
  for (let i = 0; i < src.contact_listeners.length; i++) { if (dst.contact_listeners[i] === undefined) dst.contact_listeners[i] = new ContactListener(); copy_ContactListener(dst.contact_listeners[i], src.contact_listeners[i]); }
  dst.outputs.length = src.outputs.length;
  for (let i = 0; i < src.outputs.length; i++) { if (dst.outputs[i] === undefined) dst.outputs[i] = new BlockOutput(); copy_BlockOutput(dst.outputs[i], src.outputs[i]); }
  dst.messages.length = src.messages.length;
  for (let i = 0; i < src.messages.length; i++) { if (dst.messages[i] === undefined) dst.messages[i] = new GlueMessage(); copy_GlueMessage(dst.messages[i], src.messages[i]); }
  dst.smoothed = src.smoothed;
  dst.time_scale = src.time_scale;
  dst.frame = src.frame;
  dst.last_dt = src.last_dt;
  dst.coll_id_resolved = src.coll_id_resolved;
  for (let i = 0; i < src.writeback.length && i < dst.writeback.length; i++) dst.writeback[i] = src.writeback[i];
  if (dst.writeback.length > src.writeback.length) dst.writeback.length = src.writeback.length;
  else for (let i = dst.writeback.length; i < src.writeback.length; i++) dst.writeback.push(src.writeback[i]);
  copy_GlueStats(dst.stats, src.stats);
  copy_GlueOptions(dst.options, src.options);
  dst.builder = src.builder;
  copy_PoseScratch(dst.pose, src.pose);
  dst.m.set(src.m);
  dst.q.set(src.q);
  dst.q2.set(src.q2);
}

/** Feeds the raw bits of a PhysicsManager to the hasher, field by field in declaration order. */
export function hash_PhysicsManager(s: PhysicsManager, h: StateHasher): void {
  h.enter(s);
  hash_IvpWorld(s.world, h);
  h.i32(s.generation);
  h.u32(s.entities.length);
  for (let i0 = 0; i0 < s.entities.length; i0++) {
    hash_GlueEntity(s.entities[i0], h);
  }
  h.u32(s.registry.length);
  for (let i0 = 0; i0 < s.registry.length; i0++) {
    hash_RegistryRecord(s.registry[i0], h);
  }
  h.u32(s.materials.length);
  for (let i0 = 0; i0 < s.materials.length; i0++) {
    hash_GlueMaterial(s.materials[i0], h);
  }
  h.u32(s.surfaces.length);
  for (let i0 = 0; i0 < s.surfaces.length; i0++) {
    hash_SurfaceEntry(s.surfaces[i0], h);
  }
  h.i32(s.surface_cache_resets);
  h.u32(s.behaviors.length);
  for (let i0 = 0; i0 < s.behaviors.length; i0++) {
    hash_Behavior(s.behaviors[i0], h);
  }
  h.u32(s.queue.length);
  for (let i0 = 0; i0 < s.queue.length; i0++) {
    hash_GlueCommand(s.queue[i0], h);
  }
  h.u32(s.coll_listeners.length);
  for (let i0 = 0; i0 < s.coll_listeners.length; i0++) {
    hash_CollListener(s.coll_listeners[i0], h);
  }
  h.u32(s.contact_listeners.length);
  for (let i0 = 0; i0 < s.contact_listeners.length; i0++) {
    hash_ContactListener(s.contact_listeners[i0], h);
  }
  h.u32(s.outputs.length);
  for (let i0 = 0; i0 < s.outputs.length; i0++) {
    hash_BlockOutput(s.outputs[i0], h);
  }
  h.u32(s.messages.length);
  for (let i0 = 0; i0 < s.messages.length; i0++) {
    hash_GlueMessage(s.messages[i0], h);
  }
  h.f32(s.smoothed);
  h.f32(s.time_scale);
  h.i32(s.frame);
  h.f64(s.last_dt);
  h.bool(s.coll_id_resolved);
  h.u32(s.writeback.length);
  for (let i0 = 0; i0 < s.writeback.length; i0++) {
    h.i32(s.writeback[i0]);
  }
  hash_GlueStats(s.stats, h);
  hash_GlueOptions(s.options, h);
  h.ref(s.builder);
  hash_PoseScratch(s.pose, h);
  for (let i0 = 0; i0 < s.m.length; i0++) h.f64(s.m[i0]);
  for (let i0 = 0; i0 < s.q.length; i0++) {
    h.f64(s.q[i0]);
  }
  for (let i0 = 0; i0 < s.q2.length; i0++) {
    h.f64(s.q2[i0]);
  }
}

/** Writes a PhysicsManager to a snapshot stream. */
export function snapshot_PhysicsManager(s: PhysicsManager, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_IvpWorld(s.world, w);
  w.put(s.generation);
  w.put(s.entities.length);
  for (let i0 = 0; i0 < s.entities.length; i0++) {
    snapshot_GlueEntity(s.entities[i0], w);
  }
  w.put(s.registry.length);
  for (let i0 = 0; i0 < s.registry.length; i0++) {
    snapshot_RegistryRecord(s.registry[i0], w);
  }
  w.put(s.materials.length);
  for (let i0 = 0; i0 < s.materials.length; i0++) {
    snapshot_GlueMaterial(s.materials[i0], w);
  }
  w.put(s.surfaces.length);
  for (let i0 = 0; i0 < s.surfaces.length; i0++) {
    snapshot_SurfaceEntry(s.surfaces[i0], w);
  }
  w.put(s.surface_cache_resets);
  w.put(s.behaviors.length);
  for (let i0 = 0; i0 < s.behaviors.length; i0++) {
    snapshot_Behavior(s.behaviors[i0], w);
  }
  w.put(s.queue.length);
  for (let i0 = 0; i0 < s.queue.length; i0++) {
    snapshot_GlueCommand(s.queue[i0], w);
  }
  w.put(s.coll_listeners.length);
  for (let i0 = 0; i0 < s.coll_listeners.length; i0++) {
    snapshot_CollListener(s.coll_listeners[i0], w);
  }
  w.put(s.contact_listeners.length);
  for (let i0 = 0; i0 < s.contact_listeners.length; i0++) {
    snapshot_ContactListener(s.contact_listeners[i0], w);
  }
  w.put(s.outputs.length);
  for (let i0 = 0; i0 < s.outputs.length; i0++) {
    snapshot_BlockOutput(s.outputs[i0], w);
  }
  w.put(s.messages.length);
  for (let i0 = 0; i0 < s.messages.length; i0++) {
    snapshot_GlueMessage(s.messages[i0], w);
  }
  w.put(s.smoothed);
  w.put(s.time_scale);
  w.put(s.frame);
  w.put(s.last_dt);
  w.put(s.coll_id_resolved ? 1 : 0);
  w.put(s.writeback.length);
  for (let i0 = 0; i0 < s.writeback.length; i0++) {
    w.put(s.writeback[i0]);
  }
  snapshot_GlueStats(s.stats, w);
  snapshot_GlueOptions(s.options, w);
  w.ref(s.builder);
  snapshot_PoseScratch(s.pose, w);
  for (let i0 = 0; i0 < s.m.length; i0++) w.put(s.m[i0]);
  for (let i0 = 0; i0 < s.q.length; i0++) {
    w.put(s.q[i0]);
  }
  for (let i0 = 0; i0 < s.q2.length; i0++) {
    w.put(s.q2[i0]);
  }
}

/** Reads a PhysicsManager back from a snapshot stream written by snapshot_PhysicsManager. */
export function restore_PhysicsManager(s: PhysicsManager, r: SnapshotReader): void {
  r.enter(s);
  restore_IvpWorld(s.world, r);
  s.generation = r.get();
  s.entities.length = r.get();
  for (let i0 = 0; i0 < s.entities.length; i0++) if (s.entities[i0] === undefined) s.entities[i0] = new GlueEntity();
  for (let i0 = 0; i0 < s.entities.length; i0++) {
    restore_GlueEntity(s.entities[i0], r);
  }
  s.registry.length = r.get();
  for (let i0 = 0; i0 < s.registry.length; i0++) if (s.registry[i0] === undefined) s.registry[i0] = new RegistryRecord();
  for (let i0 = 0; i0 < s.registry.length; i0++) {
    restore_RegistryRecord(s.registry[i0], r);
  }
  s.materials.length = r.get();
  for (let i0 = 0; i0 < s.materials.length; i0++) if (s.materials[i0] === undefined) s.materials[i0] = new GlueMaterial();
  for (let i0 = 0; i0 < s.materials.length; i0++) {
    restore_GlueMaterial(s.materials[i0], r);
  }
  s.surfaces.length = r.get();
  for (let i0 = 0; i0 < s.surfaces.length; i0++) if (s.surfaces[i0] === undefined) s.surfaces[i0] = new SurfaceEntry();
  for (let i0 = 0; i0 < s.surfaces.length; i0++) {
    restore_SurfaceEntry(s.surfaces[i0], r);
  }
  s.surface_cache_resets = r.get();
  s.behaviors.length = r.get();
  for (let i0 = 0; i0 < s.behaviors.length; i0++) if (s.behaviors[i0] === undefined) s.behaviors[i0] = new Behavior();
  for (let i0 = 0; i0 < s.behaviors.length; i0++) {
    restore_Behavior(s.behaviors[i0], r);
  }
  s.queue.length = r.get();
  for (let i0 = 0; i0 < s.queue.length; i0++) if (s.queue[i0] === undefined) s.queue[i0] = new GlueCommand();
  for (let i0 = 0; i0 < s.queue.length; i0++) {
    restore_GlueCommand(s.queue[i0], r);
  }
  s.coll_listeners.length = r.get();
  for (let i0 = 0; i0 < s.coll_listeners.length; i0++) if (s.coll_listeners[i0] === undefined) s.coll_listeners[i0] = new CollListener();
  for (let i0 = 0; i0 < s.coll_listeners.length; i0++) {
    restore_CollListener(s.coll_listeners[i0], r);
  }
  s.contact_listeners.length = r.get();
  for (let i0 = 0; i0 < s.contact_listeners.length; i0++) if (s.contact_listeners[i0] === undefined) s.contact_listeners[i0] = new ContactListener();
  for (let i0 = 0; i0 < s.contact_listeners.length; i0++) {
    restore_ContactListener(s.contact_listeners[i0], r);
  }
  s.outputs.length = r.get();
  for (let i0 = 0; i0 < s.outputs.length; i0++) if (s.outputs[i0] === undefined) s.outputs[i0] = new BlockOutput();
  for (let i0 = 0; i0 < s.outputs.length; i0++) {
    restore_BlockOutput(s.outputs[i0], r);
  }
  s.messages.length = r.get();
  for (let i0 = 0; i0 < s.messages.length; i0++) if (s.messages[i0] === undefined) s.messages[i0] = new GlueMessage();
  for (let i0 = 0; i0 < s.messages.length; i0++) {
    restore_GlueMessage(s.messages[i0], r);
  }
  s.smoothed = r.get();
  s.time_scale = r.get();
  s.frame = r.get();
  s.last_dt = r.get();
  s.coll_id_resolved = r.get() !== 0;
  s.writeback.length = r.get();
  for (let i0 = 0; i0 < s.writeback.length; i0++) {
    s.writeback[i0] = r.get();
  }
  restore_GlueStats(s.stats, r);
  restore_GlueOptions(s.options, r);
  r.ref((o: GlueSurfaceBuilder | null) => { s.builder = o; });
  restore_PoseScratch(s.pose, r);
  for (let i0 = 0; i0 < s.m.length; i0++) s.m[i0] = r.get();
  for (let i0 = 0; i0 < s.q.length; i0++) {
    s.q[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.q2.length; i0++) {
    s.q2[i0] = r.get();
  }
}
