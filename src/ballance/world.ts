// The Ballance world of the public API: the physics manager of the Virtools glue (003) over the IVP
// world, with the host's entities and Building Blocks as plain calls. A world is made from a level
// (parseLevel or generateLevel): its entities are added and its objects physicalized in file order,
// as the game's Levelinit does, and Set Physics Globals applies the level's gravity and time factor.
//
// Every call checks its arguments first and runs as a transaction: a refused call (bad input, or an
// engine assertion) throws PhysicsInputError and leaves the world, and its hash, as it was.
// Frames go through the manager's PostProcess: `step(deltaMs)` smooths the frame time, multiplies
// it by the time factor, retries the queued commands, simulates, runs the listeners and writes the
// awake bodies' poses back into their entities' matrices.
import { Memory } from "../../runtime/memory.js";
import { SpecAssertionError } from "../../runtime/assert.js";
import { GlueMeshLibrary, BuiltSurface } from "../../generated/glue/surfaces.generated.js";
import { PhysicsManager, BB_PHYSICALIZE, BB_SET_PHYSICS_FORCE, BB_COLL_DETECTION, BB_WAKE_UP, BB_SET_PHYSICS_GLOBALS, BB_PHYSICS_IMPULSE, BB_CONTINUOUS_CONTACT, BB_GET_PROFILER_VALUES, BB_DELETE_COLLISION_SURFACES, OUT_PHYSICALIZE_OUT1, OUT_PHYSICALIZE_OUT2, OUT_COLLISION, OUT_CONTACT_ON, MSG_MUST_PHYSICALIZE, MSG_INCORRECT_MESH, MSG_DEPHYSICALIZE_ALL } from "../../generated/glue/records.generated.js";
import { glue_manager_init, glue_frame } from "../../generated/glue/frame.generated.js";
import { glue_entity_add, glue_entity_index, glue_entity_remove, glue_entity_set_attribute, glue_entity_set_matrix, glue_entity_rotation } from "../../generated/glue/entity.generated.js";
import { PhysicalizeParams, glue_physicalize, glue_physicalize_defaults, glue_unphysicalize } from "../../generated/glue/physicalize.generated.js";
import { glue_behavior_new, glue_behavior_reset, glue_create_input, glue_destroy_input, glue_delete_surfaces_input, glue_set_collision_pins, glue_set_contact_pins, glue_set_force_pins, glue_set_globals_pins, glue_wake_up_input } from "../../generated/glue/commands.generated.js";
import { glue_clean_world_input, glue_impulse_input, glue_profiler_values, glue_set_values_input } from "../../generated/glue/blocks.generated.js";
import { glue_disable_collisions, glue_record_object, glue_registry_find } from "../../generated/glue/registry.generated.js";
import { PhysicsInputError } from "../errors.js";
import { bool, finite, integer, options } from "../check.js";
import { vec3, quat, type Quat, type Vec3 } from "../math.js";
import { BallanceLevel, LEVEL_FORMAT, LevelFormatError, entityMatrix, parseLevel, utf8, type LevelDescription, type ObjectPhysicalize, type ResolvedPhysicalize } from "./level.js";
import type { PhysicalizeValues } from "./presets.js";
import { BallanceState, type BallanceSaved } from "./state.js";

const fround = Math.fround;

/** The Building Block kinds a world makes instances of. */
export type BlockKind = "Physicalize" | "SetPhysicsForce" | "PhysicsCollDetection" | "PhysicsWakeUp" | "SetPhysicsGlobals" | "PhysicsImpulse" | "PhysicsContinuousContact" | "GetProfilerValues" | "DeleteCollisionSurfaces";
const KIND_CODE: Record<BlockKind, number> = {
  Physicalize: BB_PHYSICALIZE,
  SetPhysicsForce: BB_SET_PHYSICS_FORCE,
  PhysicsCollDetection: BB_COLL_DETECTION,
  PhysicsWakeUp: BB_WAKE_UP,
  SetPhysicsGlobals: BB_SET_PHYSICS_GLOBALS,
  PhysicsImpulse: BB_PHYSICS_IMPULSE,
  PhysicsContinuousContact: BB_CONTINUOUS_CONTACT,
  GetProfilerValues: BB_GET_PROFILER_VALUES,
  DeleteCollisionSurfaces: BB_DELETE_COLLISION_SURFACES,
};
const KIND_NAME = Object.fromEntries(Object.entries(KIND_CODE).map(([k, v]) => [v, k])) as Record<number, BlockKind>;

/** Options of createBallanceWorld. */
export interface BallanceWorldOptions {
  /** the level: one from parseLevel or generateLevel (shared), or its description (checked here) */
  level: BallanceLevel | LevelDescription;
  /** physicalize the level's objects at creation (default true), as Levelinit does */
  physicalizeLevel?: boolean;
  /** PhysicsCollDetection's Position World: keep the original's y-written-twice bug (default true, 003 L393) */
  keepYWrittenTwice?: boolean;
  /** PhysicsCollDetection's Speed for impacts of at most 1e-4 m/s (default 1e-4; the forks read 1e-4 or 2.5e-5) */
  tinySpeed?: number;
  /**
   * Default true: every call that runs the engine first saves the state, so that a call the engine
   * refuses half way is undone. False skips that save (a frame costs a snapshot less); arguments are
   * still checked first.
   */
  transactional?: boolean;
}

/** Physicalize's values for one call: a preset's, overridden; meshes by the level's mesh names. */
export interface PhysicalizeOptions extends PhysicalizeValues, Omit<ObjectPhysicalize, keyof PhysicalizeValues> {
  /** a preset of PRESETS whose values apply first */
  preset?: string;
  /** pins that cannot be read: Execute's fallbacks apply (friction 0.4, elasticity 0.5, mass 1) */
  unreadable?: ("friction" | "elasticity" | "mass")[];
}

/** The pins of SetPhysicsForce and Physics Impulse (entity pins are CK_IDs; 0 or absent: none). */
export interface ForcePins {
  position?: Vec3;
  positionReferential?: number;
  direction?: Vec3;
  directionReferential?: number;
  /** Force Value (SetPhysicsForce, an impulse per PSI) or Impulse */
  value?: number;
  /** Physics Impulse's settings */
  twoPositions?: boolean;
  constantForce?: boolean;
}

/** An output a Building Block fired. */
export interface BlockOutput {
  readonly block: number;
  readonly kind: BlockKind;
  /** "out1", "out2" (Physicalize), "collision", "on N" / "off N" (PhysicsContinuousContact) */
  readonly output: string;
  readonly entity: number;
  /** Collision's out pins */
  readonly other?: number;
  readonly otherId?: number;
  readonly speed?: number;
  readonly normal?: Vec3;
  readonly position?: Vec3;
  readonly time: number;
}

/** A message the glue printed. */
export interface GlueMessage {
  readonly text: string;
  readonly entity: number;
}

/** What one frame did. */
export interface FrameReport {
  readonly frame: number;
  /** simulation time after the frame and the frame's dt (s) */
  readonly time: number;
  readonly dt: number;
  /** PSIs, mindist events and impacts of the frame */
  readonly psis: number;
  readonly events: number;
  readonly impacts: number;
  /** bodies frozen and revived in the frame */
  readonly sleeps: number;
  readonly wakes: number;
  /** matrices written back */
  readonly written: number;
  readonly outputs: readonly BlockOutput[];
  readonly messages: readonly GlueMessage[];
}

/** Get Profiler Values: the manager's counters. */
export interface ProfilerValues {
  readonly frames: number;
  readonly psis: number;
  readonly events: number;
  readonly impacts: number;
  readonly collisions: number;
  readonly contactsCreated: number;
  readonly contactsDropped: number;
  readonly sleeps: number;
  readonly wakes: number;
  readonly physicalizeCalls: number;
  readonly unphysicalizeCalls: number;
  readonly commandsInstalled: number;
  readonly commandsDone: number;
  readonly commandsNotReady: number;
  readonly mindists: number;
  readonly bodies: number;
  readonly awake: number;
}

const MESSAGE_TEXT: Record<number, (name: string) => string> = {
  [MSG_MUST_PHYSICALIZE]: (n) => `You must Physicalize ${n} !!!`,
  [MSG_INCORRECT_MESH]: (n) => `Error: incorrect mesh for ${n}`,
  [MSG_DEPHYSICALIZE_ALL]: () => "Please dephysicalize all objects",
};

/** Creates a Ballance world over a level. */
export function createBallanceWorld(opts: BallanceWorldOptions): BallanceWorld {
  return new BallanceWorld(opts);
}

/** A Ballance world: see createBallanceWorld. Entities are the host's CK_IDs; blocks are integer handles. */
export class BallanceWorld {
  readonly level: BallanceLevel;
  /** @internal the engine's root record (the full generated API is under `lockstep-physics/engine`) */
  readonly engine: PhysicsManager;
  /** @internal the world's layout memory (the level's surfaces, copied) */
  readonly memory: Memory;
  /** @internal the world's mesh library */
  readonly library: GlueMeshLibrary;
  private readonly state: BallanceState;
  private readonly transactional: boolean;
  private backup: Uint8Array | null = null;
  private readonly params = new PhysicalizeParams();
  private readonly q = new Float64Array(4);
  /** the Physicalize instance the world's own calls use, and the Set Physics Globals one */
  private readonly physBlock: number;
  private readonly globalsBlock: number;
  private last: FrameReport | null = null;

  constructor(opts: BallanceWorldOptions) {
    const o = options<BallanceWorldOptions>("createBallanceWorld", opts, ["level", "physicalizeLevel", "keepYWrittenTwice", "tinySpeed", "transactional"]);
    if (o.level === undefined) throw new PhysicsInputError("createBallanceWorld: level", "missing; pass a level from parseLevel or generateLevel");
    this.level = o.level instanceof BallanceLevel ? o.level : parseLevel(o.level);
    this.transactional = bool("createBallanceWorld: transactional", o.transactional, true);
    const keepY = bool("createBallanceWorld: keepYWrittenTwice", o.keepYWrittenTwice, true);
    const tiny = o.tinySpeed === undefined ? 1e-4 : finite("createBallanceWorld: tinySpeed", o.tinySpeed);
    if (!(tiny >= 0 && tiny <= 1)) throw new PhysicsInputError("createBallanceWorld: tinySpeed", `${tiny} is not in [0, 1]`);
    // the level's memory template: the same addresses in every world of the level
    const t = this.level.templateFor();
    this.memory = cloneMemory(t.memory);
    this.library = cloneLibrary(t.library);
    this.engine = new PhysicsManager();
    glue_manager_init(this.memory, this.engine, this.library);
    this.engine.options.keep_y_written_twice = keepY;
    this.engine.options.tiny_speed = fround(tiny);
    this.state = new BallanceState(this, t.memory.top);
    this.physBlock = glue_behavior_new(this.engine, BB_PHYSICALIZE, 0);
    this.globalsBlock = glue_behavior_new(this.engine, BB_SET_PHYSICS_GLOBALS, 0);
    const g = this.level.gravity;
    glue_set_globals_pins(this.engine, this.globalsBlock, g[0], g[1], g[2], this.level.timeFactor);
    glue_set_values_input(this.engine, this.globalsBlock);
    for (const lo of this.level.objects) {
      glue_entity_add(this.engine, lo.id);
      glue_entity_set_matrix(this.engine, lo.id, lo.matrix);
      if (lo.collDetectionId !== null) glue_entity_set_attribute(this.engine, lo.id, 0, true, lo.collDetectionId);
      if (lo.contactId !== null) glue_entity_set_attribute(this.engine, lo.id, 1, true, lo.contactId);
    }
    // the "Coll Detection ID" attribute type is resolved at world creation, when the level's objects exist
    this.engine.coll_id_resolved = this.level.objects.some((x) => x.collDetectionId !== null);
    if (bool("createBallanceWorld: physicalizeLevel", o.physicalizeLevel, true)) {
      for (const lo of this.level.objects) {
        if (lo.physicalize === null) continue;
        const p = lo.physicalize;
        this.fillParams(p, new Set());
        glue_physicalize(this.memory, this.engine, this.physBlock, lo.id, this.params);
      }
    }
    this.engine.outputs.length = 0;
  }

  // ------------------------------------------------------------------ frames

  /**
   * One frame (the manager's PostProcess) of `deltaMs` milliseconds of real time (the TimeManager's
   * last delta; default 1000/60): smoothed, × the time factor, then simulated. Returns what it did.
   */
  step(deltaMs: number = 1000 / 60): FrameReport {
    const place = "world.step";
    const d = finite(`${place}: deltaMs`, deltaMs);
    if (!(d >= 0 && d <= 1e6)) throw new PhysicsInputError(`${place}: deltaMs`, `${d} is not a frame time from 0 to 1e6 ms`);
    const e = this.engine;
    const env = e.world.env;
    const dyn = e.world.dyn;
    const before = [env.psi_count, env.events_fired, env.impacts, dyn.freezes, dyn.revives];
    const messages = e.messages.length;
    this.run(place, () => glue_frame(this.memory, e, fround(d)));
    const report: FrameReport = {
      frame: e.frame,
      time: env.tm.current_time,
      dt: e.last_dt,
      psis: env.psi_count - before[0],
      events: env.events_fired - before[1],
      impacts: env.impacts - before[2],
      sleeps: dyn.freezes - before[3],
      wakes: dyn.revives - before[4],
      written: e.writeback.length,
      outputs: this.outputsOf(0),
      messages: this.messagesSince(messages),
    };
    this.last = report;
    return report;
  }

  /** The last frame's report (null before the first). */
  get lastFrame(): FrameReport | null {
    return this.last;
  }

  /** The simulation time (s) and the number of frames stepped. */
  get time(): number {
    return this.engine.world.env.tm.current_time;
  }

  get frame(): number {
    return this.engine.frame;
  }

  // ------------------------------------------------------------------ entities

  /** Adds entity `id` (a new positive CK_ID) at a position, with a rotation and scale (or a whole VxMatrix). */
  addEntity(id: number, pose: { position?: Vec3; rotation?: Quat; scale?: Vec3; matrix?: ArrayLike<number> } = {}): void {
    const place = `world.addEntity(${id})`;
    integer(`${place}: id`, id, 1, 0x7ffffffe);
    if (glue_entity_index(this.engine, id) >= 0) throw new PhysicsInputError(`${place}: id`, `entity ${id} exists already; pick another CK_ID`);
    const m = this.poseMatrix(place, pose);
    this.run(place, () => {
      glue_entity_add(this.engine, id);
      glue_entity_set_matrix(this.engine, id, m);
    });
  }

  /** Removes an entity that is not physicalized. */
  removeEntity(id: number): void {
    const place = `world.removeEntity(${id})`;
    this.entity(place, id);
    if (glue_registry_find(this.engine, id) >= 0) throw new PhysicsInputError(place, `entity ${id} is physicalized; unphysicalize it first`);
    this.run(place, () => glue_entity_remove(this.engine, id));
  }

  /** Moves an entity (a script move: a physicalized body does not see it, 003 L501). */
  setEntityPose(id: number, pose: { position?: Vec3; rotation?: Quat; scale?: Vec3; matrix?: ArrayLike<number> }): void {
    const place = `world.setEntityPose(${id})`;
    this.entity(place, id);
    const m = this.poseMatrix(place, pose);
    this.run(place, () => glue_entity_set_matrix(this.engine, id, m));
  }

  /** The entity's world matrix (VxMatrix rows, f32; a copy). */
  entityMatrix(id: number): Float32Array {
    return Float32Array.from(this.entity(`world.entityMatrix(${id})`, id).matrix);
  }

  /** The entity's position (row 3 of its matrix). */
  entityPosition(id: number): Vec3 {
    const m = this.entity(`world.entityPosition(${id})`, id).matrix;
    return vec3(m[12], m[13], m[14]);
  }

  /** The entity's rotation (FromMatrix of its unscaled rows). */
  entityRotation(id: number): Quat {
    const e = this.entity(`world.entityRotation(${id})`, id);
    glue_entity_rotation(e, this.q);
    return quat(this.q[0], this.q[1], this.q[2], this.q[3]);
  }

  /** Sets or removes (null) the "Coll Detection ID" or "Continuous Contact ID" attribute. */
  setAttribute(id: number, attribute: "collDetectionId" | "continuousContactId", value: number | null): void {
    const place = `world.setAttribute(${id})`;
    this.entity(place, id);
    if (attribute !== "collDetectionId" && attribute !== "continuousContactId") throw new PhysicsInputError(`${place}: attribute`, `${String(attribute)} is not "collDetectionId" or "continuousContactId"`);
    if (value !== null) integer(`${place}: value`, value, attribute === "collDetectionId" ? -0x80000000 : 0, attribute === "collDetectionId" ? 0x7fffffff : 63);
    this.run(place, () => glue_entity_set_attribute(this.engine, id, attribute === "collDetectionId" ? 0 : 1, value !== null, value ?? 0));
  }

  // ------------------------------------------------------------------ Physicalize

  /** Physicalize's Physicalize input for an entity; returns the IVP object id, or null (registered already, or an incorrect mesh). */
  physicalize(entity: number, opts: PhysicalizeOptions = {}): number | null {
    const place = `world.physicalize(${entity})`;
    this.entity(place, entity);
    const o = options<PhysicalizeOptions>(place, opts, ["preset", "unreadable", "fixed", "friction", "elasticity", "mass", "group", "startFrozen", "enableCollision", "autoMassCenter", "linearDamping", "rotationalDamping", "shift", "ballRadius", "surface", "convex", "concave"]);
    const res = this.resolve(place, o);
    this.fillParams(res, new Set(o.unreadable ?? []));
    let obj = -1;
    this.run(place, () => {
      obj = glue_physicalize(this.memory, this.engine, this.physBlock, entity, this.params);
    });
    return obj < 0 ? null : obj;
  }

  /** Physicalize's Unphysicalize input. */
  unphysicalize(entity: number): void {
    const place = `world.unphysicalize(${entity})`;
    this.entity(place, entity);
    this.run(place, () => glue_unphysicalize(this.memory, this.engine, this.physBlock, entity));
  }

  /** Whether the entity is registered (physicalized; possibly dangling after cleanWorld). */
  isPhysicalized(entity: number): boolean {
    return glue_registry_find(this.engine, entity) >= 0;
  }

  /** The IVP object of a physicalized entity of the current world, or null. */
  objectOf(entity: number): number | null {
    const k = glue_registry_find(this.engine, entity);
    if (k < 0) return null;
    const obj = glue_record_object(this.engine, k);
    return obj < 0 ? null : obj;
  }

  /** The linear velocity of a physicalized entity's body (m/s, the core's physical velocity), or null. */
  velocityOf(entity: number): Vec3 | null {
    const obj = this.objectOf(entity);
    if (obj === null) return null;
    const s = this.engine.world.dyn.cores[this.engine.world.env.objects[obj].core!.id].velocity;
    return vec3(s.x, s.y, s.z);
  }

  /** Whether a physicalized entity's body is frozen (asleep). */
  isSleeping(entity: number): boolean {
    const obj = this.objectOf(entity);
    return obj !== null && this.engine.world.env.objects[obj].core!.movement_state === 8;
  }

  /** Keeps two physicalized entities from colliding (the exclusive-pair filter). */
  disableCollisions(a: number, b: number): void {
    const place = `world.disableCollisions(${a}, ${b})`;
    for (const e of [a, b]) {
      this.entity(place, e);
      if (this.objectOf(e) === null) throw new PhysicsInputError(place, `entity ${e} is not physicalized in this world`);
    }
    if (a === b) throw new PhysicsInputError(place, "an entity cannot be excluded from colliding with itself");
    this.run(place, () => glue_disable_collisions(this.engine, a, b));
  }

  // ------------------------------------------------------------------ Building Blocks

  /** A new Building Block instance owned by `owner` (0: none); returns its handle. */
  addBlock(kind: BlockKind, owner = 0): number {
    const place = `world.addBlock(${String(kind)})`;
    const code = KIND_CODE[kind];
    if (code === undefined) throw new PhysicsInputError(`${place}: kind`, `not a Building Block kind; the kinds are ${Object.keys(KIND_CODE).join(", ")}`);
    if (owner !== 0) this.entity(`${place}: owner`, owner);
    let id = -1;
    this.run(place, () => {
      id = glue_behavior_new(this.engine, code, owner);
    });
    return id;
  }

  /** Sets the pins of a SetPhysicsForce or Physics Impulse block. */
  setForcePins(block: number, pins: ForcePins): void {
    const place = `world.setForcePins(${block})`;
    const b = this.block(place, block, ["SetPhysicsForce", "PhysicsImpulse"]);
    const o = options<ForcePins>(place, pins, ["position", "positionReferential", "direction", "directionReferential", "value", "twoPositions", "constantForce"]);
    const p = o.position === undefined ? [b.position.x, b.position.y, b.position.z] : this.vec(`${place}: position`, o.position);
    const d = o.direction === undefined ? [b.direction.x, b.direction.y, b.direction.z] : this.vec(`${place}: direction`, o.direction);
    const pr = o.positionReferential === undefined ? b.pos_ref : this.entityPin(`${place}: positionReferential`, o.positionReferential);
    const dr = o.directionReferential === undefined ? b.dir_ref : this.entityPin(`${place}: directionReferential`, o.directionReferential);
    const v = o.value === undefined ? b.value : this.f32(`${place}: value`, o.value, -1e12, 1e12);
    const two = bool(`${place}: twoPositions`, o.twoPositions, b.two_positions);
    const cf = bool(`${place}: constantForce`, o.constantForce, b.constant_force);
    this.run(place, () => glue_set_force_pins(this.engine, block, p[0], p[1], p[2], pr, d[0], d[1], d[2], dr, v, two, cf));
  }

  /** Sets the pins of a PhysicsCollDetection block: Min, Max, Sleep, Use ID, ID. */
  setCollisionPins(block: number, pins: { min?: number; max?: number; sleep?: number; useId?: boolean; id?: number }): void {
    const place = `world.setCollisionPins(${block})`;
    const b = this.block(place, block, ["PhysicsCollDetection"]);
    const o = options<typeof pins>(place, pins, ["min", "max", "sleep", "useId", "id"]);
    const min = o.min === undefined ? b.min_speed : this.f32(`${place}: min`, o.min, 0, 1e12);
    const max = o.max === undefined ? b.max_speed : this.f32(`${place}: max`, o.max, 0, 1e12);
    const sleep = o.sleep === undefined ? b.sleep : this.f32(`${place}: sleep`, o.sleep, 0, 1e12);
    const useId = bool(`${place}: useId`, o.useId, b.use_id);
    const id = o.id === undefined ? b.coll_id : integer(`${place}: id`, o.id, -0x80000000, 0x7fffffff);
    this.run(place, () => glue_set_collision_pins(this.engine, block, min, max, sleep, useId, id));
  }

  /** Sets the pins of a PhysicsContinuousContact block: Time Delay Start, Time Delay End, Number Group Output. */
  setContactPins(block: number, pins: { delayStart?: number; delayEnd?: number; groups?: number }): void {
    const place = `world.setContactPins(${block})`;
    const b = this.block(place, block, ["PhysicsContinuousContact"]);
    const o = options<typeof pins>(place, pins, ["delayStart", "delayEnd", "groups"]);
    const ds = o.delayStart === undefined ? b.delay_start : this.f32(`${place}: delayStart`, o.delayStart, 0, 1e12);
    const de = o.delayEnd === undefined ? b.delay_end : this.f32(`${place}: delayEnd`, o.delayEnd, 0, 1e12);
    const g = o.groups === undefined ? b.groups : integer(`${place}: groups`, o.groups, 1, 64);
    this.run(place, () => glue_set_contact_pins(this.engine, block, ds, de, g));
  }

  /** Sets the pins of a Set Physics Globals block: Gravity, Physic Time Factor. */
  setGlobalsPins(block: number, pins: { gravity?: Vec3; timeFactor?: number }): void {
    const place = `world.setGlobalsPins(${block})`;
    const b = this.block(place, block, ["SetPhysicsGlobals"]);
    const o = options<typeof pins>(place, pins, ["gravity", "timeFactor"]);
    const g = o.gravity === undefined ? [b.gravity.x, b.gravity.y, b.gravity.z] : this.vec(`${place}: gravity`, o.gravity);
    const f = o.timeFactor === undefined ? b.time_factor : this.f32(`${place}: timeFactor`, o.timeFactor, 0, 1e6);
    this.run(place, () => glue_set_globals_pins(this.engine, block, g[0], g[1], g[2], f));
  }

  /** The Create input (SetPhysicsForce, PhysicsCollDetection, PhysicsContinuousContact): queued until the owner is physicalized; a no-op while the block holds its object. */
  create(block: number): void {
    const place = `world.create(${block})`;
    this.block(place, block, ["SetPhysicsForce", "PhysicsCollDetection", "PhysicsContinuousContact"]);
    this.run(place, () => glue_create_input(this.memory, this.engine, block));
  }

  /** The Destroy / Stop input: deletes what the block made. */
  destroy(block: number): void {
    const place = `world.destroy(${block})`;
    this.block(place, block, ["SetPhysicsForce", "PhysicsCollDetection", "PhysicsContinuousContact"]);
    this.run(place, () => glue_destroy_input(this.engine, block));
  }

  /** CKM_BEHAVIORRESET: the block forgets what it made, without deleting it. */
  resetBlock(block: number): void {
    const place = `world.resetBlock(${block})`;
    this.block(place, block, null);
    this.run(place, () => glue_behavior_reset(this.engine, block));
  }

  /** Physics WakeUp's input (queued until the owner is physicalized). */
  wakeUp(block: number): void {
    const place = `world.wakeUp(${block})`;
    this.block(place, block, ["PhysicsWakeUp"]);
    this.run(place, () => glue_wake_up_input(this.memory, this.engine, block));
  }

  /** Physics Impulse's input (acts at once). */
  impulse(block: number): void {
    const place = `world.impulse(${block})`;
    this.block(place, block, ["PhysicsImpulse"]);
    this.run(place, () => glue_impulse_input(this.memory, this.engine, block));
  }

  /** Set Physics Globals' Set Values input. */
  setValues(block: number): void {
    const place = `world.setValues(${block})`;
    this.block(place, block, ["SetPhysicsGlobals"]);
    this.run(place, () => glue_set_values_input(this.engine, block));
  }

  /** Set Physics Globals' Clean Physics World input: a new environment (gravity −9.81); the registry stays, dangling. */
  cleanWorld(block: number): void {
    const place = `world.cleanWorld(${block})`;
    this.block(place, block, ["SetPhysicsGlobals"]);
    this.run(place, () => glue_clean_world_input(this.memory, this.engine, block));
  }

  /** DeleteCollisionSurfaces' input (queued). */
  deleteCollisionSurfaces(block: number): void {
    const place = `world.deleteCollisionSurfaces(${block})`;
    this.block(place, block, ["DeleteCollisionSurfaces"]);
    this.run(place, () => glue_delete_surfaces_input(this.memory, this.engine, block));
  }

  /** Get Profiler Values. */
  profilerValues(): ProfilerValues {
    const s = glue_profiler_values(this.engine);
    return {
      frames: s.frames, psis: s.psis, events: s.events, impacts: s.impacts, collisions: s.collisions,
      contactsCreated: s.contacts_created, contactsDropped: s.contacts_dropped, sleeps: s.sleeps, wakes: s.wakes,
      physicalizeCalls: s.physicalize_calls, unphysicalizeCalls: s.unphysicalize_calls,
      commandsInstalled: s.commands_installed, commandsDone: s.commands_done, commandsNotReady: s.commands_not_ready,
      mindists: s.mindists, bodies: s.bodies, awake: s.awake,
    };
  }

  /** Every message the glue printed so far. */
  messages(): GlueMessage[] {
    return this.messagesSince(0);
  }

  // ------------------------------------------------------------------ state

  /** The hash (hex) of the whole dynamic state's raw bits. */
  hash(): string {
    return this.state.hash();
  }

  /** The whole dynamic state as bytes (static level data excluded). */
  snapshot(): Uint8Array {
    return this.state.snapshot();
  }

  /** Puts back a snapshot of this world or of another world of the same level; continues bit-identically. */
  restore(bytes: Uint8Array): void {
    this.state.restore(bytes);
    this.last = null;
  }

  /**
   * The state kept in process, for a rollback ring (src/netplay): into `into` (a state saved
   * earlier and no longer needed, its memory reused) or a new one. Cheaper than snapshot(): one walk,
   * no encoding; `hashOf`, `encode` and `load` take it.
   */
  save(into?: BallanceSaved): BallanceSaved {
    return this.state.save(into);
  }

  /** hash() of this world in the state `s` holds, without loading it. */
  hashOf(s: BallanceSaved): string {
    return this.state.hashOf(s);
  }

  /** snapshot() of this world in the state `s` holds, without loading it. */
  encode(s: BallanceSaved): Uint8Array {
    return this.state.encode(s);
  }

  /** Puts back a state save() returned (in this world or another of the same level); continues bit-identically. */
  load(s: BallanceSaved): void {
    this.state.load(s);
    this.last = null;
  }

  /** Every field of the state with its raw bits, in declaration order (for a desync report). */
  stateFields(): [path: string, bits: string][] {
    return this.state.fields();
  }

  // ------------------------------------------------------------------ internals

  /** Runs an engine call as a transaction: an engine assertion undoes it and becomes PhysicsInputError. */
  private run(place: string, f: () => void): void {
    if (this.transactional) this.backup = this.state.snapshot();
    try {
      f();
    } catch (e) {
      if (e instanceof SpecAssertionError) {
        if (this.backup) this.state.restore(this.backup);
        throw new PhysicsInputError(place, `${e.message.replace(/^assertion failed at [^:]+:\d+: /, "")}; the call changed nothing`, { cause: e });
      }
      throw e;
    }
  }

  private entity(place: string, id: number) {
    integer(`${place}: entity`, id, 1, 0x7ffffffe);
    const k = glue_entity_index(this.engine, id);
    if (k < 0) throw new PhysicsInputError(`${place}: entity`, `entity ${id} does not exist; add it with addEntity (or use a level object's id)`);
    return this.engine.entities[k];
  }

  private entityPin(place: string, id: number): number {
    if (id === 0) return 0;
    this.entity(place, id);
    return id;
  }

  private block(place: string, id: number, kinds: BlockKind[] | null) {
    integer(`${place}: block`, id, 0, this.engine.behaviors.length - 1);
    const b = this.engine.behaviors[id];
    if (kinds && !kinds.includes(KIND_NAME[b.kind])) throw new PhysicsInputError(`${place}: block`, `block ${id} is a ${KIND_NAME[b.kind]}; this input needs a ${kinds.join(" or ")}`);
    return b;
  }

  private f32(place: string, v: unknown, lo: number, hi: number): number {
    const x = fround(finite(place, v));
    if (!(x >= lo && x <= hi)) throw new PhysicsInputError(place, `${x} is out of range; pass a value from ${lo} to ${hi}`);
    return x;
  }

  private vec(place: string, v: unknown): number[] {
    if (typeof v !== "object" || v === null) throw new PhysicsInputError(place, `${String(v)} is not a vector; pass vec3(x, y, z)`);
    const o = v as Vec3;
    return [this.f32(`${place}.x`, o.x, -3e38, 3e38), this.f32(`${place}.y`, o.y, -3e38, 3e38), this.f32(`${place}.z`, o.z, -3e38, 3e38)];
  }

  private poseMatrix(place: string, pose: { position?: Vec3; rotation?: Quat; scale?: Vec3; matrix?: ArrayLike<number> }): Float32Array {
    const o = options<typeof pose>(place, pose, ["position", "rotation", "scale", "matrix"]);
    if (o.matrix !== undefined) {
      if (o.position || o.rotation || o.scale) throw new PhysicsInputError(place, "pass a matrix or position/rotation/scale, not both");
      const m = o.matrix;
      if (typeof m !== "object" || m === null || m.length !== 16) throw new PhysicsInputError(`${place}: matrix`, "pass 16 numbers (VxMatrix rows)");
      const out = new Float32Array(16);
      for (let i = 0; i < 16; i++) out[i] = this.f32(`${place}: matrix[${i}]`, m[i], -3e38, 3e38);
      if (out[3] !== 0 || out[7] !== 0 || out[11] !== 0 || out[15] !== 1) throw new PhysicsInputError(`${place}: matrix`, "a world matrix's rows end with 0, 0, 0, 1");
      return out;
    }
    const p = o.position === undefined ? [0, 0, 0] : this.vec(`${place}: position`, o.position);
    let r = [0, 0, 0, 1];
    if (o.rotation !== undefined) {
      const q = o.rotation;
      r = [finite(`${place}: rotation.x`, q.x), finite(`${place}: rotation.y`, q.y), finite(`${place}: rotation.z`, q.z), finite(`${place}: rotation.w`, q.w)];
      if (r[0] === 0 && r[1] === 0 && r[2] === 0 && r[3] === 0) throw new PhysicsInputError(`${place}: rotation`, "the zero quaternion is not a rotation");
    }
    const s = o.scale === undefined ? [1, 1, 1] : this.vec(`${place}: scale`, o.scale);
    if (!(s[0] > 0 && s[1] > 0 && s[2] > 0)) throw new PhysicsInputError(`${place}: scale`, "each scale must be greater than 0");
    return entityMatrix(p, r, s);
  }

  /** Physicalize options over their preset, resolved against the level's meshes by the level format's own checker. */
  private resolve(place: string, o: Partial<PhysicalizeOptions>): ResolvedPhysicalize {
    const { preset, unreadable: _u, ...rest } = o;
    const meshes: Record<string, { vertices: number[] }> = {};
    for (const n of this.level.meshNames) meshes[n] = { vertices: [0, 0, 0] };
    const probe = { format: LEVEL_FORMAT, version: 1, name: "call", meshes, objects: [{ id: 1, position: [0, 0, 0], ...(preset === undefined ? {} : { preset }), physicalize: rest }], start: { position: [0, 0, 0] } };
    try {
      return parseLevel(probe, { file: place }).objects[0].physicalize!;
    } catch (e) {
      if (e instanceof LevelFormatError) {
        const at = e.path.replace(/^\$\.objects\[0\]\.?(physicalize\.?)?/, "");
        throw new PhysicsInputError(at ? `${place}: ${at}` : place, e.problem, { cause: e });
      }
      throw e;
    }
  }

  private fillParams(r: ResolvedPhysicalize, unreadable: Set<string>): void {
    const p = this.params;
    glue_physicalize_defaults(p);
    p.fixed = r.fixed;
    p.friction = fround(r.friction);
    p.has_friction = !unreadable.has("friction");
    p.elasticity = fround(r.elasticity);
    p.has_elasticity = !unreadable.has("elasticity");
    p.mass = fround(r.mass);
    p.has_mass = !unreadable.has("mass");
    p.group = bytes(r.group);
    p.start_frozen = r.startFrozen;
    p.enable_collision = r.enableCollision;
    p.auto_mass_center = r.autoMassCenter;
    p.lin_damp = fround(r.linearDamping);
    p.rot_damp = fround(r.rotationalDamping);
    p.surface = bytes(r.surface);
    p.convex = r.convex.slice();
    p.concave = r.concave.slice();
    p.ball_radius = r.ballRadius.map(fround);
    p.shift.x = fround(r.shift[0]);
    p.shift.y = fround(r.shift[1]);
    p.shift.z = fround(r.shift[2]);
  }

  /** The outputs in m.outputs from index `from`, as the API reports them. */
  private outputsOf(from: number): BlockOutput[] {
    const out: BlockOutput[] = [];
    const e = this.engine;
    for (let i = from; i < e.outputs.length; i++) {
      const g = e.outputs[i];
      const kind = KIND_NAME[e.behaviors[g.behavior]?.kind ?? BB_PHYSICALIZE];
      let name: string;
      if (g.output === OUT_PHYSICALIZE_OUT1) name = "out1";
      else if (g.output === OUT_PHYSICALIZE_OUT2) name = "out2";
      else if (g.output === OUT_COLLISION) name = "collision";
      else name = `${(g.output - OUT_CONTACT_ON) % 2 === 0 ? "on" : "off"} ${(g.output - OUT_CONTACT_ON) >> 1}`;
      const base = { block: g.behavior, kind, output: name, entity: g.entity, time: g.time };
      out.push(g.output === OUT_COLLISION ? { ...base, other: g.other, otherId: g.other_id, speed: g.speed, normal: vec3(g.normal.x, g.normal.y, g.normal.z), position: vec3(g.position.x, g.position.y, g.position.z) } : base);
    }
    return out;
  }

  private messagesSince(from: number): GlueMessage[] {
    const e = this.engine;
    const out: GlueMessage[] = [];
    for (let i = from; i < e.messages.length; i++) {
      const g = e.messages[i];
      const lo = this.level.objects.find((x) => x.id === g.entity);
      out.push({ text: MESSAGE_TEXT[g.code]?.(lo ? lo.name : `entity ${g.entity}`) ?? `message ${g.code}`, entity: g.entity });
    }
    return out;
  }
}

/** A string as the glue's byte list (UTF-8). */
function bytes(s: string): number[] {
  return Array.from(utf8(s));
}

function cloneMemory(m: Memory): Memory {
  const c = new Memory(m.buf.byteLength);
  c.u8.set(m.u8);
  c.top = m.top;
  return c;
}

function cloneLibrary(t: GlueMeshLibrary): GlueMeshLibrary {
  const lib = new GlueMeshLibrary();
  // the meshes are never changed after the level is made: shared by reference
  lib.meshes = t.meshes;
  for (const b of t.built) {
    const c = new BuiltSurface();
    c.convex = b.convex.slice();
    c.concave = b.concave.slice();
    c.scale.x = b.scale.x;
    c.scale.y = b.scale.y;
    c.scale.z = b.scale.z;
    c.cs = b.cs;
    lib.built.push(c);
  }
  return lib;
}
