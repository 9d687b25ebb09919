// The PS2 world of the public API: a level, bodies of Unit 9's kinds with integer handles, moves
// through the sweep passes, ray, box and shape queries, and the whole-world hash, snapshot and
// restore. Every call checks its arguments first and runs as a transaction: a refused call (bad
// input, a full pool, an engine assertion, a hook's bad answer) leaves the world as it was.
import { GameWorld, GameWorld_AddBox, GameWorld_AddCar, GameWorld_AddCarBox, GameWorld_AddHuman, GameWorld_AddObjectBox, GameWorld_AddPunchBag, GameWorld_AddSphere, GameWorld_AttachMesh, GameWorld_AttachSplit, GameWorld_CastRay, GameWorld_FinishBody, GameWorld_FreeCarBoxes, GameWorld_HasFreeObject, GameWorld_Init, GameWorld_InitActor, GameWorld_Move, GameWorld_Place, GameWorld_QueryBox, GameWorld_Remove, GameWorld_SweepTest, IPhysics_FindFreeObjectBox, IPhysics_FindFreeObjectSphere, WorldActor, ACTOR_BOX, ACTOR_CAR, ACTOR_HUMAN, ACTOR_OBJECT_BOX, ACTOR_PUNCH_BAG, ACTOR_SPHERE } from "../../generated/ps2/world_actor.generated.js";
import { MeshWorld } from "../../generated/ps2/mesh_backend.generated.js";
import type { SplitLevel } from "../../generated/ps2/split_level.generated.js";
import type { Body } from "../../generated/ps2/body.generated.js";
import { RayHit as EngineRayHit } from "../../generated/ps2/world.generated.js";
import { ContactList } from "../../generated/ps2/unit03_contacts.generated.js";
import { IPhysics_StepBoundRefresh } from "../../generated/ps2/unit07_world.generated.js";
import { Vec4 } from "../../runtime/vec.js";
import { SpecAssertionError } from "../../runtime/assert.js";
import { PhysicsInputError } from "../errors.js";
import { bool, f32, integer, nonNegativeF32, options, positiveF32, quatIn, vec3In } from "../check.js";
import { IDENTITY, quat, vec3, type Quat, type Vec3 } from "../math.js";
import { ByteSink, fnv1a, hex32 } from "../state/codec.js";
import { createLevel, Ps2Level, type LevelDescription } from "./level.js";
import { actorTemplate, Ps2State, recordsOf, type FieldRanges } from "./state.js";
import { contactInfo, HookAdapter, hookNames, type BodyHandle, type ContactInfo, type Ps2Hooks } from "./hooks.js";

/** Body kinds (Unit 9's creates). */
export type BodyKind = "human" | "punchBag" | "sphere" | "objectBox" | "car" | "box";
const KIND_NAMES: readonly BodyKind[] = ["human", "human", "punchBag", "sphere", "objectBox", "car", "box"];

/** The ground follow after a move: a ray from `up` above the feet down `up + down`; a hit whose normal has z ≥ `minNormalZ` puts the feet on it. */
export interface GroundFollow {
  /** metres above the feet the ray starts (default 1) */
  up?: number;
  /** metres below the feet it reaches (default 1) */
  down?: number;
  /** the least normal z of a floor (default 0.7, about 45°) */
  minNormalZ?: number;
}

/** Options every body has. */
export interface BodyOptions {
  /** where the body is (a human's feet, a shape's centre), metres */
  position: Vec3;
  /** its rotation (default none) */
  rotation?: Quat;
  /** attribute 1, the weight in a push (default 82, the example scene's) */
  weight?: number;
  /** attribute 7, the push weight: a push-out is divided by it (default 1) */
  pushWeight?: number;
  /** attribute 8, the restitution of a Bounce answer (default 0) */
  restitution?: number;
  /** the default answers to contacts with the level, a body and a human (Answer codes; default Slide, Slide, Push) */
  answers?: { level?: number; body?: number; human?: number };
  /** after each move put the body on the ground below (default: true for humans, false otherwise) */
  groundFollow?: boolean | GroundFollow;
}

/** A human: a capsule 2 m × 0.35 m (times `scale`) standing on its feet, with ten bone shapes and a push sphere. */
export interface HumanOptions extends BodyOptions {
  /** the player number (0 … 127) or −1 for a computer-driven human (default −1) */
  player?: number;
  /** Human_GetScale (default 1): the capsule's radius and height, the bones */
  scale?: number;
  /** the head bone above the feet (default 1.6 m); the capsule's height follows it */
  headHeight?: number;
  /** the landing test's upper point above the feet (default 0.88 m) */
  upperPoint?: number;
  /** whether the human pushes other humans away with its push sphere (default true) */
  pushSphere?: boolean;
  /** whether other humans' pushes move it (default true; false sets body flag 0x200) */
  pushable?: boolean;
  /** airborne at the start (default false): see setHumanState */
  airborne?: boolean;
}

/** What every body but a human may set about which sweeps meet it. */
export interface SolidOptions extends BodyOptions {
  /** the type mask (slot +0x20) queries filter on; not 0x40, which marks humans (default 0x8) */
  typeMask?: number;
  /** humans walking into it are stopped (body flag 0x4, BLOCKHUMANS; default true) */
  blocksHumans?: boolean;
  /** other moving bodies are stopped by it (body flag 0x2; default true) */
  blocksBodies?: boolean;
}

/** A sphere (an object body with a pool sphere), which moves. */
export interface SphereOptions extends SolidOptions {
  radius: number;
  /** its moves sweep against other bodies too, not only the level (body flag 0x1; default true) */
  sweepsBodies?: boolean;
}

/** An object box (an object body with a pool box), placed, not swept. */
export interface ObjectBoxOptions extends SolidOptions {
  /** half the box's size along its axes, metres */
  halfExtents: Vec3;
}

/** Unit 9's box body (the game's glass pane): width × 0.5 m × height, placed, not swept. */
export interface BoxOptions extends SolidOptions {
  width: number;
  height: number;
}

/** A car: a car body with 1 … 36 pool boxes in its frame, placed, not swept. */
export interface CarOptions extends SolidOptions {
  boxes: readonly { halfExtents: Vec3; offset?: Vec3 }[];
}

/** The punch bag (the one set of Unit 9): a human-like capsule with one segment. */
export type PunchBagOptions = BodyOptions;

/** What a move did. */
export interface MoveResult {
  /** where the body ended, less where it started (m) */
  readonly displacement: Vec3;
  /** contacts it answered on the way */
  readonly contacts: number;
  /** true when three passes all stopped (the body stayed where the last stop left it) */
  readonly stuck: boolean;
  /** the ground follow found a floor under it (false without a ground follow) */
  readonly onGround: boolean;
}

/** A ray's first hit on the level. */
export interface RayHit {
  /** distance from the origin along the ray (m) */
  readonly distance: number;
  readonly point: Vec3;
  /** the triangle's unit normal, towards the ray's side */
  readonly normal: Vec3;
  /** the level triangle (its index in the level description) */
  readonly triangle: number;
}

/** A human's state words that the landing test and the capsule pose read (Unit 3's HumanOwner). */
export interface HumanState {
  /** in the air (owner flag 0x4000000): the landing test runs, the body pass changes */
  airborne?: boolean;
  /** jumping (state 0x4): the landing segment's feet are raised */
  jumping?: boolean;
  /** a long fall (state 0x10) */
  longFall?: boolean;
  /** cuffed (state 0x20000): the capsule pose changes */
  cuffed?: boolean;
  /** the take-off height (human +0x560), m */
  takeOffHeight?: number;
}

/** Options of createWorld. */
export interface WorldOptions {
  /** the level: one built with createLevel (shared), or its description (built for this world) */
  level: Ps2Level | LevelDescription;
  /** callbacks added to the defaults */
  hooks?: Ps2Hooks;
  /**
   * Default true: every call that runs the engine first saves the state, so that a call the
   * engine or a hook refuses half way is undone (the world unchanged). False skips that save
   * (a move costs about a snapshot less): arguments are still checked before anything runs, but a
   * call refused inside the engine leaves the world as the engine left it.
   */
  transactional?: boolean;
}

const BODY_KEYS = ["position", "rotation", "weight", "pushWeight", "restitution", "answers", "groundFollow"];
const SOLID_KEYS = [...BODY_KEYS, "typeMask", "blocksHumans", "blocksBodies"];
const HUMAN_KEYS = [...BODY_KEYS, "player", "scale", "headHeight", "upperPoint", "pushSphere", "pushable", "airborne"];
const AIRBORNE = 0x4000000;

/** Creates a PS2 world over a level. */
export function createWorld(opts: WorldOptions): Ps2World {
  return new Ps2World(opts);
}

/** A PS2 world: see createWorld. Handles are positive integers, never reused. */
export class Ps2World {
  /** the level the world moves its bodies against (shared by reference) */
  readonly level: Ps2Level;
  /** @internal the engine's records (the full generated API is under `lockstep-physics/engine`) */
  readonly engine: GameWorld;
  /** @internal */
  readonly backend: MeshWorld | SplitLevel;
  private readonly hooks: HookAdapter | null;
  private readonly state: Ps2State;
  private readonly backup = new ByteSink();
  private nextHandle = 1;
  private busy = false;
  private readonly transactional: boolean;
  private readonly disp = new Vec4();
  private readonly hit = new EngineRayHit();
  private readonly point = new Vec4();
  private readonly refs: number[] = [];
  private readonly contacts = new ContactList();

  constructor(opts: WorldOptions) {
    const o = options<WorldOptions>("createWorld", opts, ["level", "hooks", "transactional"]);
    this.transactional = bool("createWorld: transactional", o.transactional, true);
    if (o.level === undefined) throw new PhysicsInputError("createWorld: level", "missing; pass a level from createLevel, or { vertices, triangles }");
    this.level = o.level instanceof Ps2Level ? o.level : createLevel(o.level);
    const g = new GameWorld();
    GameWorld_Init(g);
    if (this.level.mesh) {
      const m = new MeshWorld();
      m.mesh = this.level.mesh;
      GameWorld_AttachMesh(g, m);
      this.backend = m;
    } else {
      const s = this.level.splitFor();
      GameWorld_AttachSplit(g, s);
      this.backend = s;
    }
    this.engine = g;
    if (o.hooks !== undefined) {
      const h = options<Ps2Hooks>("createWorld: hooks", o.hooks, hookNames);
      for (const k of hookNames) {
        const f = (h as Record<string, unknown>)[k];
        if (f !== undefined && typeof f !== "function") throw new PhysicsInputError(`createWorld: hooks.${k}`, `${typeof f} is not a function`);
      }
      this.hooks = new HookAdapter(o.hooks, g.phys);
      g.hosts.hooks = this.hooks;
    } else this.hooks = null;
    this.state = new Ps2State(g, this.backend, this.hooks, this.level.fingerprint);
  }

  // ------------------------------------------------------------------ bodies

  /** Adds a human (Unit 9's human body; 60 at most). */
  addHuman(options: HumanOptions): BodyHandle {
    const place = "world.addHuman";
    const o = this.opts<HumanOptions>(place, options, HUMAN_KEYS);
    const a = this.actor(place, ACTOR_HUMAN, o);
    if (o.player !== undefined) a.player_no = integer(`${place}: player`, o.player, -1, 127);
    if (o.scale !== undefined) a.scale = positiveF32(`${place}: scale`, o.scale);
    if (o.headHeight !== undefined) a.head_height = positiveF32(`${place}: headHeight`, o.headHeight);
    if (o.upperPoint !== undefined) a.upper_height = f32(`${place}: upperPoint`, o.upperPoint);
    if (bool(`${place}: airborne`, o.airborne, false)) a.state |= AIRBORNE;
    const push = bool(`${place}: pushSphere`, o.pushSphere, true);
    const notPushed = !bool(`${place}: pushable`, o.pushable, true);
    return this.create(place, a, () => {
      const hb = GameWorld_AddHuman(this.engine, a, push, notPushed);
      if (hb === null) throw new PhysicsInputError(place, "all 60 human bodies are taken; remove a human first");
      return hb.body;
    });
  }

  /** Adds the punch bag (the world has one). */
  addPunchBag(options: PunchBagOptions): BodyHandle {
    const place = "world.addPunchBag";
    const o = this.opts<PunchBagOptions>(place, options, BODY_KEYS);
    const a = this.actor(place, ACTOR_PUNCH_BAG, o);
    if (this.engine.pools.punch_bag.body.owner !== null) throw new PhysicsInputError(place, "the world's one punch bag is taken; remove it first");
    return this.create(place, a, () => GameWorld_AddPunchBag(this.engine, a)!.body);
  }

  /** Adds a sphere (an object body with a pool sphere; 416 at most). */
  addSphere(options: SphereOptions): BodyHandle {
    const place = "world.addSphere";
    const o = this.opts<SphereOptions>(place, options, [...SOLID_KEYS, "radius", "sweepsBodies"]);
    const r = positiveF32(`${place}: radius`, o.radius);
    const a = this.actor(place, ACTOR_SPHERE, o);
    const extra = this.solidFlags(place, a, o) | (bool(`${place}: sweepsBodies`, o.sweepsBodies, true) ? 0x1 : 0);
    if (IPhysics_FindFreeObjectSphere(this.engine.pools.unit08) === 0 || !GameWorld_HasFreeObject(this.engine)) throw new PhysicsInputError(place, "the 416 object bodies or object spheres are all taken; remove a sphere or an object box first");
    return this.create(place, a, () => GameWorld_AddSphere(this.engine, a, r, extra)!);
  }

  /** Adds an object box (an object body with a pool box; 416 at most). */
  addObjectBox(options: ObjectBoxOptions): BodyHandle {
    const place = "world.addObjectBox";
    const o = this.opts<ObjectBoxOptions>(place, options, [...SOLID_KEYS, "halfExtents"]);
    const h = this.halfExtents(`${place}: halfExtents`, o.halfExtents);
    const a = this.actor(place, ACTOR_OBJECT_BOX, o);
    const extra = this.solidFlags(place, a, o);
    if (IPhysics_FindFreeObjectBox(this.engine.pools.unit08) === 0 || !GameWorld_HasFreeObject(this.engine)) throw new PhysicsInputError(place, "the 416 object bodies or object boxes are all taken; remove an object first");
    return this.create(place, a, () => GameWorld_AddObjectBox(this.engine, a, h[0], h[1], h[2], extra)!);
  }

  /** Adds Unit 9's box body (255 at most): a box of width × 0.5 m × height about its position. */
  addBox(options: BoxOptions): BodyHandle {
    const place = "world.addBox";
    const o = this.opts<BoxOptions>(place, options, [...SOLID_KEYS, "width", "height"]);
    const w = positiveF32(`${place}: width`, o.width);
    const h = positiveF32(`${place}: height`, o.height);
    const a = this.actor(place, ACTOR_BOX, o);
    const extra = this.solidFlags(place, a, o);
    return this.create(place, a, () => {
      const b = GameWorld_AddBox(this.engine, a, w, h, extra);
      if (b === null) throw new PhysicsInputError(place, "all 255 box bodies are taken; remove a box first");
      return b;
    });
  }

  /** Adds a car: a car body (18 at most) with its boxes (36 car boxes in all). */
  addCar(options: CarOptions): BodyHandle {
    const place = "world.addCar";
    const o = this.opts<CarOptions>(place, options, [...SOLID_KEYS, "boxes"]);
    if (!Array.isArray(o.boxes) || o.boxes.length < 1) throw new PhysicsInputError(`${place}: boxes`, "pass a list of 1 or more { halfExtents, offset }");
    const boxes = o.boxes.map((b, i) => {
      const bo = this.opts<{ halfExtents: Vec3; offset?: Vec3 }>(`${place}: boxes[${i}]`, b, ["halfExtents", "offset"]);
      const h = Array.from(this.halfExtents(`${place}: boxes[${i}].halfExtents`, bo.halfExtents).subarray(0, 3));
      const off = bo.offset === undefined ? [0, 0, 0] : Array.from(vec3In(`${place}: boxes[${i}].offset`, bo.offset).subarray(0, 3));
      return { h, off };
    });
    const a = this.actor(place, ACTOR_CAR, o);
    const extra = this.solidFlags(place, a, o);
    const free = GameWorld_FreeCarBoxes(this.engine);
    if (boxes.length > free) throw new PhysicsInputError(`${place}: boxes`, `${boxes.length} boxes, but ${free} of the 36 car boxes are free; remove a car first`);
    if (!this.engine.pools.cars.some((c) => c.owner === null)) throw new PhysicsInputError(place, "all 18 car bodies are taken; remove a car first");
    return this.create(place, a, () => {
      const b = GameWorld_AddCar(this.engine, a)!;
      for (const { h, off } of boxes) GameWorld_AddCarBox(this.engine, b, h[0], h[1], h[2], off[0], off[1], off[2]);
      GameWorld_FinishBody(this.engine, a, b, extra);
      return b;
    });
  }

  /** Removes a body (Unit 9's free of its kind); its handle is not used again. */
  remove(body: BodyHandle): void {
    const place = `world.remove(body ${String(body)})`;
    const a = this.live(place, body);
    this.tx(place, () => {
      const groups = this.state.groupsOfBody(a.me!);
      GameWorld_Remove(this.engine, a);
      this.state.freed(groups);
      this.state.actors.delete(a.handle);
      this.state.live.splice(this.state.live.indexOf(a.handle), 1);
    });
  }

  /**
   * Moves a body by `velocity` (m/s) over `dt` seconds through the sweep passes (Unit 3), against
   * the level and the bodies, answering contacts (the body's answers, then hooks.onContact); then
   * a human's Update and push (Human_Move's order), any other body's Update; then the ground
   * follow. dt = 0 is a paused frame: nothing changes. Humans, the punch bag and spheres move;
   * boxes and cars are placed (see place).
   */
  move(body: BodyHandle, velocity: Vec3, dt: number): MoveResult {
    const place = `world.move(body ${String(body)})`;
    const a = this.live(place, body);
    if (a.kind !== ACTOR_HUMAN && a.kind !== ACTOR_PUNCH_BAG && a.kind !== ACTOR_SPHERE) {
      throw new PhysicsInputError(place, `a ${KIND_NAMES[a.kind]} does not sweep (the documents give no box sweep against the level); move it with world.place`);
    }
    const v = vec3In(`${place}: velocity`, velocity);
    const vx = v[0], vy = v[1], vz = v[2];
    const t = nonNegativeF32(`${place}: dt`, dt);
    const d = this.disp;
    this.tx(place, () => GameWorld_Move(this.engine, a, vx, vy, vz, 0, t, d));
    return { displacement: vec3(d.x, d.y, d.z), contacts: a.contacts, stuck: t > 0 && a.me!.stuck > 0, onGround: a.follow_ground && a.on_ground };
  }

  /** Puts a body at a position (and rotation) without sweeping, as a teleport; its shapes and box follow. */
  place(body: BodyHandle, position: Vec3, rotation?: Quat): void {
    const place = `world.place(body ${String(body)})`;
    const a = this.live(place, body);
    const p = vec3In(`${place}: position`, position);
    const px = p[0], py = p[1], pz = p[2];
    const q = rotation === undefined ? [a.now.rotation.x, a.now.rotation.y, a.now.rotation.z, a.now.rotation.w] : Array.from(quatIn(`${place}: rotation`, rotation));
    this.tx(place, () => GameWorld_Place(this.engine, a, px, py, pz, 1, q[0], q[1], q[2], q[3]));
  }

  /** Sets a human's state words (what the landing test and the capsule pose read); unset fields stay. */
  setHumanState(body: BodyHandle, state: HumanState): void {
    const place = `world.setHumanState(body ${String(body)})`;
    const a = this.live(place, body);
    if (a.kind !== ACTOR_HUMAN) throw new PhysicsInputError(place, `a ${KIND_NAMES[a.kind]} has no human state`);
    const s = options<HumanState>(place, state, ["airborne", "jumping", "longFall", "cuffed", "takeOffHeight"]);
    const bit = (v: unknown, key: string, word: number, mask: number) => (v === undefined ? word : bool(`${place}: ${key}`, v, false) ? (word | mask) >>> 0 : (word & ~mask) >>> 0);
    const st = bit(s.airborne, "airborne", a.state, AIRBORNE);
    const hi = bit(s.longFall, "longFall", bit(s.jumping, "jumping", a.state_word_hi, 0x4), 0x10);
    const lo = bit(s.cuffed, "cuffed", a.state_word_lo, 0x20000);
    const to = s.takeOffHeight === undefined ? a.take_off : f32(`${place}: takeOffHeight`, s.takeOffHeight);
    this.guard(place);
    a.state = st;
    a.state_word_hi = hi;
    a.state_word_lo = lo;
    a.take_off = to;
  }

  /** The end of a frame: the world's tick and the periodic bound refresh (IPhysics_Step, Unit 7). */
  step(): void {
    this.guard("world.step");
    IPhysics_StepBoundRefresh(this.engine.phys);
  }

  // ------------------------------------------------------------------ reading bodies

  /** Whether a handle names a body of this world. */
  has(body: BodyHandle): boolean {
    return typeof body === "number" && this.state.actors.has(body);
  }

  /** The live bodies' handles, ascending. */
  bodies(): BodyHandle[] {
    return this.state.live.slice();
  }

  kind(body: BodyHandle): BodyKind {
    return KIND_NAMES[this.live(`world.kind(body ${String(body)})`, body).kind];
  }

  /** Where a body is (a human's feet, a shape's centre). */
  position(body: BodyHandle): Vec3 {
    const p = this.live(`world.position(body ${String(body)})`, body).now.position;
    return vec3(p.x, p.y, p.z);
  }

  rotation(body: BodyHandle): Quat {
    const q = this.live(`world.rotation(body ${String(body)})`, body).now.rotation;
    return quat(q.x, q.y, q.z, q.w);
  }

  /** The body's velocity: what its last move asked, as the engine wrote it back (slid, stopped). */
  velocity(body: BodyHandle): Vec3 {
    const v = this.live(`world.velocity(body ${String(body)})`, body).velocity;
    return vec3(v.x, v.y, v.z);
  }

  /** The body's box (its shapes' bounds, as the world's queries see it). */
  bounds(body: BodyHandle): { min: Vec3; max: Vec3 } {
    const b = this.live(`world.bounds(body ${String(body)})`, body).me!;
    return { min: vec3(b.min.x, b.min.y, b.min.z), max: vec3(b.max.x, b.max.y, b.max.z) };
  }

  /** Whether the ground follow found a floor under the body after its last move, with its normal and triangle. */
  ground(body: BodyHandle): { onGround: boolean; normal: Vec3; triangle: number | null } {
    const a = this.live(`world.ground(body ${String(body)})`, body);
    const n = a.ground_normal;
    return { onGround: a.on_ground, normal: vec3(n.x, n.y, n.z), triangle: a.ground_triangle === 0 ? null : a.ground_triangle - 1 };
  }

  // ------------------------------------------------------------------ queries

  /**
   * The first level triangle a ray meets (D-RAY-1: front faces, and two-sided ones from behind),
   * from `origin` along `direction` (any non-zero length) up to `maxDistance` metres; null on a miss.
   * Bodies are not hit (use queryBox or sweepTest).
   */
  castRay(origin: Vec3, direction: Vec3, maxDistance: number): RayHit | null {
    const place = "world.castRay";
    const o = Array.from(vec3In(`${place}: origin`, origin).subarray(0, 3));
    const d = vec3In(`${place}: direction`, direction);
    if (d[0] === 0 && d[1] === 0 && d[2] === 0) throw new PhysicsInputError(`${place}: direction`, "the zero vector has no direction; pass a non-zero direction");
    const len = nonNegativeF32(`${place}: maxDistance`, maxDistance);
    const dx = d[0], dy = d[1], dz = d[2];
    const h = this.hit;
    let found: boolean;
    try {
      found = GameWorld_CastRay(this.engine, o[0], o[1], o[2], 1, dx, dy, dz, 0, len, h, this.point);
    } catch (e) {
      if (e instanceof SpecAssertionError) throw new PhysicsInputError(`${place}: direction`, `${e.message}; pass a direction whose length squared is above 1e-38`, { cause: e });
      throw e;
    }
    if (!found) return null;
    const p = this.point;
    return { distance: h.distance, point: vec3(p.x, p.y, p.z), normal: vec3(h.normal.x, h.normal.y, h.normal.z), triangle: h.triangle - 1 };
  }

  /**
   * The bodies whose boxes meet the box [min, max] (Unit 7's box query, in its order), optionally
   * only those whose type mask meets `typeMask` and whose flags have every bit of `flagMask`.
   */
  queryBox(min: Vec3, max: Vec3, filter?: { typeMask?: number; flagMask?: number }): BodyHandle[] {
    const place = "world.queryBox";
    const lo = Array.from(vec3In(`${place}: min`, min).subarray(0, 3));
    const hi = Array.from(vec3In(`${place}: max`, max).subarray(0, 3));
    for (let k = 0; k < 3; k++) if (lo[k] > hi[k]) throw new PhysicsInputError(`${place}: min.${"xyz"[k]}`, `${lo[k]} is above max.${"xyz"[k]} (${hi[k]}); pass the box's lower corner as min`);
    const f = options<{ typeMask: number; flagMask: number }>(`${place}: filter`, filter, ["typeMask", "flagMask"]);
    const tm = f.typeMask === undefined ? 0xffffffff : integer(`${place}: filter.typeMask`, f.typeMask, 0, 0xffffffff);
    const fm = f.flagMask === undefined ? 0 : integer(`${place}: filter.flagMask`, f.flagMask, 0, 0xffffffff);
    const out = this.refs;
    GameWorld_QueryBox(this.engine, lo[0], lo[1], lo[2], hi[0], hi[1], hi[2], tm, fm, out);
    return out.map((r) => (this.engine.phys.bodies[r - 1]!.owner as unknown as WorldActor).handle);
  }

  /**
   * What a body's shape would meet moving by `move` metres (Unit 11's shape query against the
   * bodies and the level), nearest first, at most `maxContacts` (1 … 50, default 50); nothing moves.
   */
  sweepTest(body: BodyHandle, move: Vec3, maxContacts = 50): ContactInfo[] {
    const place = `world.sweepTest(body ${String(body)})`;
    const a = this.live(place, body);
    const m = vec3In(`${place}: move`, move);
    const mx = m[0], my = m[1], mz = m[2];
    const max = integer(`${place}: maxContacts`, maxContacts, 1, 50);
    const n = this.tx(place, () => GameWorld_SweepTest(this.engine, a, mx, my, mz, 0, max, this.contacts));
    const out: ContactInfo[] = [];
    for (let i = 0; i < n; i++) out.push(contactInfo(this.engine.phys, a.handle, this.contacts.pool[i]));
    return out;
  }

  // ------------------------------------------------------------------ state

  /**
   * The hash of the world's whole dynamic state (hex of FNV-1a, the state hasher's function, over
   * the snapshot's bytes and the level's fingerprint): equal exactly when the snapshots are equal.
   */
  hash(): string {
    return hex32(this.state.save(this.state.sink, this.nextHandle));
  }

  /**
   * The world's dynamic state (D-FACADE-6): bodies, owners, the world record, the pools' changed
   * slots; the level is not in it (shared). Restore it into this world or into any world made with
   * the same level (and the same hooks, if the game's answers depend on them).
   */
  snapshot(): Uint8Array {
    this.state.save(this.state.sink, this.nextHandle);
    return this.state.sink.bytes.slice(0, this.state.sink.length);
  }

  /**
   * Puts the world back into the state of `snapshot`. A snapshot that is not one of this world's
   * level and package build, or whose checksum fails (corrupted, cut short), throws SnapshotError
   * before anything changes.
   */
  restore(snapshot: Uint8Array): void {
    this.guard("world.restore");
    const c = this.state.check(snapshot);
    this.state.load(c);
    this.nextHandle = c.nextHandle;
  }

  /**
   * Per-record hashes of the state, with their paths ("body 3: owner", "world", "pool humans[0]",
   * …): comparing two worlds' lists names the records a desync is in.
   */
  stateFields(): [path: string, hash: string][] {
    const ranges: FieldRanges = [];
    const sink = new ByteSink();
    this.state.save(sink, this.nextHandle, ranges);
    const owner = new Map<string, number>();
    for (const h of this.state.live) {
      for (const r of recordsOf(this.engine, this.state.actors.get(h)!.me)) {
        const name = this.state.groupName(r);
        if (name) owner.set(`pool ${name}`, h);
      }
    }
    return ranges.map(([path, from, to]) => [owner.has(path) ? `${path} (body ${owner.get(path)})` : path, hex32(fnv1a(sink.bytes, from, to))]);
  }

  /**
   * Every value of the state by field path, with its raw bits (f32, u32 and i32 as 8 hex digits,
   * bools 0/1, a reference as `→` and its target's path), in snapshot order:
   * `["bodies[3].velocity.y", "3f800000"]`, `["world.tick", "00000007"]`,
   * `["pools.humans[1].body.min.y", …]`. Two worlds have equal lists exactly when their snapshots
   * (hashes) are equal, so comparing them names the first differing field of a desync. With
   * `record` (a path `stateFields()` gives, such as "body 3: owner"), only that record's values:
   * the field-level look inside the record the per-record hashes point to. Slow: for reports.
   */
  fieldValues(record?: string): [path: string, bits: string][] {
    const only = record === undefined ? undefined : String(record).replace(/ \(body \d+\)$/, "");
    return this.state.fields(this.nextHandle, only);
  }

  // ------------------------------------------------------------------ internals

  /** @internal the state machinery (tests) */
  get stateForTests(): Ps2State {
    return this.state;
  }

  private guard(place: string): void {
    if (this.busy) throw new PhysicsInputError(place, "called from a hook while the world is inside another call; make the change after that call returns");
  }

  /** Back to the state saved in `backup`: pool groups the failed call changed without marking them are found and reset too. */
  private rollback(): void {
    this.state.markChanged();
    const c = this.state.check(this.backup.bytes.subarray(0, this.backup.length));
    this.state.load(c);
    this.nextHandle = c.nextHandle;
  }

  private tx<T>(place: string, f: () => T): T {
    this.guard(place);
    this.busy = true;
    const undo = this.transactional;
    if (undo) this.state.save(this.backup, this.nextHandle);
    try {
      return f();
    } catch (e) {
      if (undo) this.rollback();
      if (e instanceof SpecAssertionError) throw new PhysicsInputError(place, `the engine refused it (${e.message}); ${undo ? "the world is unchanged" : "the world is as the engine left it (transactional: false)"}`, { cause: e });
      throw e;
    } finally {
      this.busy = false;
    }
  }

  private live(place: string, body: unknown): WorldActor {
    const a = typeof body === "number" ? this.state.actors.get(body) : undefined;
    if (a === undefined) {
      const what = typeof body === "number" && Number.isInteger(body) && body >= 1 && body < this.nextHandle ? "was removed" : "is not a handle this world gave";
      throw new PhysicsInputError(place, `body ${String(body)} ${what}; pass a handle an add… call of this world returned`);
    }
    return a;
  }

  private opts<T extends object>(place: string, v: unknown, keys: readonly string[]): Partial<T> {
    if (v === undefined) throw new PhysicsInputError(place, "missing options; pass { position, … }");
    return options<T>(place, v, keys);
  }

  /** An actor with its kind's defaults (also the snapshot baseline of that kind). */
  private template(kind: number): WorldActor {
    return actorTemplate(kind, this.engine.phys, this.hooks);
  }

  /** A new actor of a kind with the common options applied (checked and rounded), not yet in the world. */
  private actor(place: string, kind: number, o: Partial<BodyOptions>): WorldActor {
    const a = this.template(kind);
    const p = Array.from(vec3In(`${place}: position`, o.position).subarray(0, 3));
    const q = o.rotation === undefined ? [IDENTITY.x, IDENTITY.y, IDENTITY.z, IDENTITY.w] : Array.from(quatIn(`${place}: rotation`, o.rotation));
    if (o.weight !== undefined) a.weight = positiveF32(`${place}: weight`, o.weight);
    if (o.pushWeight !== undefined) a.push_weight = positiveF32(`${place}: pushWeight`, o.pushWeight);
    if (o.restitution !== undefined) a.restitution = nonNegativeF32(`${place}: restitution`, o.restitution);
    if (o.answers !== undefined) {
      const ans = options<{ level: number; body: number; human: number }>(`${place}: answers`, o.answers, ["level", "body", "human"]);
      if (ans.level !== undefined) a.answer_level = integer(`${place}: answers.level`, ans.level, 0, 0xffffffff);
      if (ans.body !== undefined) a.answer_body = integer(`${place}: answers.body`, ans.body, 0, 0xffffffff);
      if (ans.human !== undefined) a.answer_human = integer(`${place}: answers.human`, ans.human, 0, 0xffffffff);
    }
    if (o.groundFollow !== undefined) {
      if (typeof o.groundFollow === "boolean") a.follow_ground = o.groundFollow;
      else {
        const gf = options<GroundFollow>(`${place}: groundFollow`, o.groundFollow, ["up", "down", "minNormalZ"]);
        a.follow_ground = true;
        if (gf.up !== undefined) a.follow_up = nonNegativeF32(`${place}: groundFollow.up`, gf.up);
        if (gf.down !== undefined) a.follow_down = nonNegativeF32(`${place}: groundFollow.down`, gf.down);
        if (gf.minNormalZ !== undefined) {
          a.follow_min_nz = f32(`${place}: groundFollow.minNormalZ`, gf.minNormalZ);
          if (a.follow_min_nz < -1 || a.follow_min_nz > 1) throw new PhysicsInputError(`${place}: groundFollow.minNormalZ`, `${gf.minNormalZ} is not a normal's z; pass a value from -1 to 1`);
        }
        if (!(a.follow_up + a.follow_down > 0)) throw new PhysicsInputError(`${place}: groundFollow`, "up + down is 0: the ray has no length; pass a positive reach or groundFollow: false");
      }
    }
    GameWorld_InitActor(this.engine, a, this.hooks, kind, 0, p[0], p[1], p[2], 1, q[0], q[1], q[2], q[3]);
    return a;
  }

  private solidFlags(place: string, a: WorldActor, o: Partial<SolidOptions>): number {
    if (o.typeMask !== undefined) {
      const m = integer(`${place}: typeMask`, o.typeMask, 0, 0xffffffff);
      if ((m & 0x40) !== 0) throw new PhysicsInputError(`${place}: typeMask`, "bit 0x40 marks a human body record; pass a mask without it (addHuman makes humans)");
      a.mask = m;
    }
    return (bool(`${place}: blocksHumans`, o.blocksHumans, true) ? 0x4 : 0) | (bool(`${place}: blocksBodies`, o.blocksBodies, true) ? 0x2 : 0);
  }

  private halfExtents(place: string, v: unknown): Float64Array {
    const h = vec3In(place, v);
    for (let k = 0; k < 3; k++) if (!(h[k] > 0)) throw new PhysicsInputError(`${place}.${"xyz"[k]}`, `${h[k]} is not greater than 0; pass positive half extents`);
    return h;
  }

  /** Registers the actor under a new handle, runs the engine's create, marks the pool groups it uses. */
  private create(place: string, a: WorldActor, make: () => Body): BodyHandle {
    return this.tx(place, () => {
      const handle = this.nextHandle;
      a.handle = handle;
      this.state.actors.set(handle, a);
      this.state.live.push(handle);
      let b: Body;
      try {
        b = make();
      } catch (e) {
        // the handle is not given out (a transactional world also restores every record)
        this.state.actors.delete(handle);
        this.state.live.pop();
        throw e;
      }
      this.state.created(b, a.kind);
      this.nextHandle = handle + 1;
      return handle;
    });
  }

}
