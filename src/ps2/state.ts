// The whole dynamic state of a PS2 world (D-FACADE-6): what its hash covers and its snapshot saves,
// written with the generated per-record helpers into the compact delta format (../state/codec.ts).
//
// What is state, and how it is written:
// - the world record (IPhysics: the x-sorted list, the tick and bound, the body vector, the shape
//   table), the 60 ignore slots, and the wiring (the hosts' and slot +0x50 host's references):
//   always, each as one record;
// - the actors (the owners of the live bodies: transforms, velocity, answers): one record each,
//   after the table of live handles and kinds;
// - the pools: 1,708 slot groups (a human body with its capsule and ten bone shapes; the punch
//   bag's set; an object, car or pane body; each pool shape of Unit 8). A group is written only
//   when it differs from the state the constructor leaves it in: a live slot, or a freed one whose
//   leftovers a later create reads (002 L1111: the frees leave fields the next create keeps). The
//   public API marks the groups its calls touch; `verifyPs2State` (tests) checks that no unmarked
//   group has changed.
// Not state: the level's triangles and grid (static, shared by reference), the query scratch
// (visited bits, cleared by every query before use), and the observable-cost counters nothing in
// the simulation reads (MeshWorld.rays and .ray_tests, Unit4Overlaps.calls), so a query a game makes
// for itself (a debug ray) never changes the hash.
//
// Layout of a snapshot: "LP", version 2, the level's fingerprint (u32), the records' schema (u32: a
// hash of every baseline and its coordinate lanes, so a snapshot of another build of the spec is
// refused before anything is read), the checksum (u32, FNV-1a over the fingerprint, the schema and
// the payload: also the world's hash), then the payload: the next handle, the live handles with
// their kinds; for each live body its pool groups (a count, then ascending as distances), its
// owner record and its groups' records, written in the body's context (references to its own
// records relative to it, its coordinates predicted from each other: one body's records lie
// together); the world record, the ignore slots, the wiring; and the changed free groups (each as
// its distance from the previous one, then its record; 0 ends the list).
import { SnapshotError } from "../errors.js";
import { ByteSink, ByteSource, DeltaReader, DeltaWriter, NO_LANES, RecordingWriter, fnv1a, hex32, type CodeTable } from "../state/codec.js";
import { FieldRecorder, hex8 } from "../state/fields.js";
import type { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";
import type { StateHasher } from "../../runtime/hash.js";
import { Body as BodyRecord, copy_Body, hash_Body, restore_Body, snapshot_Body, type Body } from "../../generated/ps2/body.generated.js";
import { PhysicsShape as PhysicsShapeRecord, copy_PhysicsShape, hash_PhysicsShape, restore_PhysicsShape, snapshot_PhysicsShape, type PhysicsShape } from "../../generated/ps2/unit06_shapes.generated.js";
import { IgnoreSlot, copy_IgnoreSlot, hash_IgnoreSlot, restore_IgnoreSlot, snapshot_IgnoreSlot } from "../../generated/ps2/unit08_ignore_pools.generated.js";
import { HumanBody as HumanBodyRecord, copy_HumanBody, hash_HumanBody, restore_HumanBody, snapshot_HumanBody, type HumanBody } from "../../generated/ps2/unit09_create.generated.js";
import { HumanBodySlots, copy_HumanBodySlots, hash_HumanBodySlots, restore_HumanBodySlots, snapshot_HumanBodySlots } from "../../generated/ps2/unit10_human.generated.js";
import { IPhysics as IPhysicsRecord, copy_IPhysics, hash_IPhysics, restore_IPhysics, snapshot_IPhysics } from "../../generated/ps2/world.generated.js";
import { MeshWorld } from "../../generated/ps2/mesh_backend.generated.js";
import { ACTOR_HUMAN, ACTOR_OBJECT_BOX, ACTOR_PUNCH_BAG, ACTOR_BOX, ACTOR_CAR, ACTOR_SPHERE, GameWorld, GameWorld_AddBox, GameWorld_AddCar, GameWorld_AddCarBox, GameWorld_AddHuman, GameWorld_AddObjectBox, GameWorld_AddPunchBag, GameWorld_AddSphere, GameWorld_AttachMesh, GameWorld_FinishBody, GameWorld_Init, GameWorld_InitActor, WorldActor, WorldHosts, copy_WorldActor, copy_WorldHosts, hash_WorldActor, hash_WorldHosts, restore_WorldActor, restore_WorldHosts, snapshot_WorldActor, snapshot_WorldHosts, type WorldHooks } from "../../generated/ps2/world_actor.generated.js";
import { PhysicsShape_Next } from "../../generated/ps2/unit07_world.generated.js";
import type { IPhysics } from "../../generated/ps2/world.generated.js";

type Snap = (s: never, w: SnapshotWriter) => void;
type Rest = (s: never, r: SnapshotReader) => void;
type Hash = (s: never, h: StateHasher) => void;
type Copy = (dst: never, src: never) => void;
interface Part {
  rec: object;
  snap: Snap;
  rest: Rest;
  /** the generated copy_X (the undo of a refused call) and a new record of the type */
  copy: Copy;
  make: () => object;
  /** the same record's generated hash (its values in the same order, with their types): field paths */
  hash: Hash;
  /** its field path (`pools.capsules[3]`) */
  path: string;
}
interface Group {
  name: string;
  /** the pool it belongs to (its slots share one template) */
  type: string;
  parts: Part[];
}

const MAGIC0 = 0x4c; // "L"
const MAGIC1 = 0x50; // "P"
const VERSION = 2;
const HEADER = 15;
/** Actor kinds 1 … 6 (ACTOR_* of spec/ps2/world_actor.spec). */
export const KIND_COUNT = 6;

const shape = (s: PhysicsShape, path: string): Part => ({ rec: s, snap: snapshot_PhysicsShape as Snap, rest: restore_PhysicsShape as Rest, copy: copy_PhysicsShape as Copy, make: () => new PhysicsShapeRecord(), hash: hash_PhysicsShape as Hash, path });
const human = (h: HumanBody, path: string): Part => ({ rec: h, snap: snapshot_HumanBody as Snap, rest: restore_HumanBody as Rest, copy: copy_HumanBody as Copy, make: () => new HumanBodyRecord(), hash: hash_HumanBody as Hash, path });
const body = (b: Body, path: string): Part => ({ rec: b, snap: snapshot_Body as Snap, rest: restore_Body as Rest, copy: copy_Body as Copy, make: () => new BodyRecord(), hash: hash_Body as Hash, path });

/** The slot groups of a world's pools, in the fixed order their codes and group numbers follow. */
function groupsOf(g: GameWorld): Group[] {
  const p = g.pools;
  const u = p.unit08;
  const out: Group[] = [];
  for (let i = 0; i < p.humans.length; i++) {
    const parts = [human(p.humans[i], `pools.humans[${i}]`), shape(p.capsules[i], `pools.capsules[${i}]`)];
    for (let k = 0; k < 5; k++) parts.push(shape(p.segments[5 * i + k], `pools.segments[${5 * i + k}]`));
    for (let k = 0; k < 5; k++) parts.push(shape(p.spheres[5 * i + k], `pools.spheres[${5 * i + k}]`));
    out.push({ name: `humans[${i}]`, type: "humans", parts });
  }
  out.push({ name: "punch_bag", type: "punch_bag", parts: [human(p.punch_bag, "pools.punch_bag"), shape(p.bag_capsule, "pools.bag_capsule"), shape(p.bag_segment, "pools.bag_segment")] });
  p.objects.forEach((b, i) => out.push({ name: `objects[${i}]`, type: "objects", parts: [body(b, `pools.objects[${i}]`)] }));
  p.cars.forEach((b, i) => out.push({ name: `cars[${i}]`, type: "cars", parts: [body(b, `pools.cars[${i}]`)] }));
  p.panes.forEach((b, i) => out.push({ name: `panes[${i}]`, type: "panes", parts: [body(b, `pools.panes[${i}]`), shape(p.pane_boxes[i], `pools.pane_boxes[${i}]`)] }));
  const pool = (type: string, list: PhysicsShape[]) => list.forEach((s, i) => out.push({ name: `${type}[${i}]`, type, parts: [shape(s, `pools.unit08.${type}[${i}]`)] }));
  pool("strike_spheres", u.strike_spheres);
  pool("object_spheres", u.object_spheres);
  pool("object_boxes", u.object_boxes);
  pool("car_boxes", u.car_boxes);
  pool("big_spheres", u.big_spheres);
  return out;
}

/**
 * The numbering of a world's records: fixed ones, then every pool record group by group (a human
 * body's nested body after it), then actors by handle. References are written relative to the
 * records being written where they can be, so that every slot of a pool, and every body of a kind,
 * has the same template:
 * - inside a free group (context g < groups), a record of the same group is −2 − k (its place in
 *   the group);
 * - inside a live body's records (context groups + handle: its owner and its groups), the owner is
 *   −2 and the k-th record of the body's groups, taken in ascending order, is −3 − k.
 */
class Codes implements CodeTable {
  readonly objects: (object | null)[] = [];
  readonly map = new Map<object, number>();
  readonly groupOf: number[] = [];
  readonly groupFirst: number[] = [];
  readonly groupSize: number[] = [];
  readonly actorBase: number;
  /** the groups of each live body (ascending), as the body contexts number them */
  readonly bodyGroups = new Map<number, number[]>();
  current = -1;

  constructor(
    g: GameWorld,
    backend: object,
    readonly hooks: object | null,
    readonly groups: Group[],
    public actors: Map<number, WorldActor>,
  ) {
    // codes 0 … 6: the records every world has once
    const fixed: (object | null)[] = [g.phys, backend, g.overlaps, g.pools.unit08, g.hosts, g.slots, hooks];
    fixed.forEach((o) => this.add(o, -1));
    groups.forEach((gr, gi) => {
      this.groupFirst.push(this.objects.length);
      for (const part of gr.parts) {
        this.add(part.rec, gi);
        if (part.snap === (snapshot_HumanBody as Snap)) this.add((part.rec as HumanBody).body, gi);
      }
      this.groupSize.push(this.objects.length - this.groupFirst[gi]);
    });
    this.actorBase = this.objects.length;
  }

  private add(o: object | null, group: number): void {
    const code = this.objects.length;
    this.objects.push(o);
    this.groupOf.push(group);
    if (o !== null) this.map.set(o, code);
  }

  /** The context of a live body's records (for DeltaWriter.begin and friends). */
  bodyContext(handle: number): number {
    return this.groups.length + handle;
  }

  codeOf(target: object): number {
    const cur = this.current;
    const c = this.map.get(target);
    if (c !== undefined) {
      const gi = this.groupOf[c];
      if (gi >= 0 && cur >= 0) {
        if (gi === cur) return -2 - (c - this.groupFirst[gi]);
        const list = cur >= this.groups.length ? this.bodyGroups.get(cur - this.groups.length) : undefined;
        if (list !== undefined) {
          let k = 0;
          for (const g of list) {
            if (g === gi) return -3 - k - (c - this.groupFirst[gi]);
            k += this.groupSize[g];
          }
        }
      }
      return c;
    }
    if (target instanceof WorldActor && this.actors.get(target.handle) === target) {
      if (cur >= this.groups.length && target.handle === cur - this.groups.length) return -2;
      return this.actorBase + target.handle;
    }
    throw new Error(`internal: a reference to a record outside the world's state (${target.constructor.name})`);
  }

  targetOf(code: number): object | null {
    if (code === -1) return null;
    if (Number.isInteger(code)) {
      const cur = this.current;
      if (code <= -2) {
        if (cur >= 0 && cur < this.groups.length) {
          const k = -2 - code;
          if (k < this.groupSize[cur]) return this.objects[this.groupFirst[cur] + k];
        } else if (cur >= this.groups.length) {
          const h = cur - this.groups.length;
          if (code === -2) {
            const a = this.actors.get(h);
            if (a !== undefined) return a;
          } else {
            let k = -3 - code;
            for (const g of this.bodyGroups.get(h) ?? []) {
              if (k < this.groupSize[g]) return this.objects[this.groupFirst[g] + k];
              k -= this.groupSize[g];
            }
          }
        }
      } else if (code < this.actorBase) return this.objects[code];
      else {
        const a = this.actors.get(code - this.actorBase);
        if (a !== undefined) return a;
      }
    }
    throw new SnapshotError(`the snapshot refers to record ${code}, which it does not hold (corrupted)`);
  }

  /** The pool groups of a body's records, ascending, each once (into `out`, when given: a snapshot reuses its lists). */
  groupsOf(records: readonly object[], out: number[] = []): number[] {
    out.length = 0;
    for (const r of records) {
      const c = this.map.get(r);
      if (c === undefined || this.groupOf[c] < 0) throw new Error("internal: a record outside the pools");
      const gi = this.groupOf[c];
      // insertion into the ascending list (a body has a handful of groups)
      let k = out.length;
      while (k > 0 && out[k - 1] > gi) k--;
      if (k > 0 && out[k - 1] === gi) continue;
      out.splice(k, 0, gi);
    }
    return out;
  }
}

/**
 * Baselines: every group as the constructor leaves it; every pool's slot as a create with default
 * options leaves it (a live slot's template: `templates[type][sel]`); the always-written records.
 */
interface Baselines {
  groups: Float64Array[];
  templates: Map<string, Float64Array[]>;
  /** per pool type, the coordinate lanes of its constructed slots (index 0) and of its live templates (../state/codec.ts) */
  lanes: Map<string, Int8Array[]>;
  /** the owners of the template bodies by kind, in a world without hooks (index 0) and with (1) */
  owners: Float64Array[][];
  /** the coordinate lanes of an owner record, by kind */
  ownerLanes: Int8Array[];
  /** where an owner record's handle is */
  handleAt: number;
  phys: Float64Array;
  ignore: Float64Array;
  wiring: Float64Array;
  /** FNV-1a over every baseline's values: a snapshot of other record layouts (another build of the spec) is refused */
  schema: number;
}

/** The actor defaults of a kind (its snapshot baseline too): the example scene's owner (D-SCENE-1). */
export function actorTemplate(kind: number, phys: IPhysics | null, hooks: WorldHooks | null): WorldActor {
  const a = new WorldActor();
  a.kind = kind;
  a.phys = phys;
  a.hooks = hooks;
  a.player_no = -1;
  a.scale = 1;
  a.head_height = Math.fround(1.6);
  a.upper_height = Math.fround(0.88);
  a.weight = 82;
  a.push_weight = 1;
  a.restitution = 0;
  a.answer_level = 1;
  a.answer_body = 1;
  a.answer_human = 4;
  a.mask = kind === ACTOR_HUMAN || kind === ACTOR_PUNCH_BAG ? 0x40 : 0x8;
  a.follow_ground = kind === ACTOR_HUMAN;
  a.follow_up = 1;
  a.follow_down = 1;
  a.follow_min_nz = Math.fround(0.7);
  a.now.position.w = 1;
  a.now.rotation.w = 1;
  a.cached.position.w = 1;
  a.cached.rotation.w = 1;
  return a;
}

/** The selector of a live group's template: 1, or for an object body 1 (a sphere's) or 2 (an object box's). */
export function liveSelector(type: string, kind: number): number {
  return type === "objects" && kind === ACTOR_OBJECT_BOX ? 2 : 1;
}

let pristine: Baselines | null = null;

function recordGroup(rec: RecordingWriter, gr: Group, gi: number): Float64Array {
  rec.group(gi);
  for (const part of gr.parts) part.snap(part.rec as never, rec.asWriter);
  rec.group(-1);
  return rec.take();
}

const LANE_OF: Record<string, number> = { x: 0, y: 1, z: 2, w: 3 };
/** Where the second template world puts its bodies (powers of two: the moves come out exact). */
const SHIFT = [16, 32, 8];

/** The coordinate lanes of a walk's values: 0, 1, 2 for a field path ending in .x, .y, .z, else −1. */
function lanesOf(walk: (rec: FieldRecorder) => void, count: number): Int8Array {
  const rec = new FieldRecorder();
  walk(rec);
  if (rec.fields.length !== count) throw new Error(`internal: a record's hash walk has ${rec.fields.length} values, its snapshot ${count}`);
  const out = new Int8Array(count);
  rec.fields.forEach(([path], i) => {
    const dot = path.lastIndexOf(".");
    out[i] = LANE_OF[path.slice(dot + 1)] ?? -1;
  });
  return out;
}

function groupLanes(gr: Group, count: number): Int8Array {
  return lanesOf((rec) => {
    for (const part of gr.parts) part.hash(rec.wrap(part.rec, part.path) as never, rec);
  }, count);
}

/**
 * The baselines, computed once per process: a freshly constructed world (every world's pools
 * start so), and a world with one body of each kind created at the origin with default options.
 */
function baselines(): Baselines {
  if (pristine) return pristine;
  const make = (hooks: object | null) => {
    const g = new GameWorld();
    GameWorld_Init(g);
    const level = new MeshWorld();
    GameWorld_AttachMesh(g, level);
    const groups = groupsOf(g);
    const actors = new Map<number, WorldActor>();
    return { g, groups, actors, codes: new Codes(g, level, hooks, groups, actors) };
  };
  const p = make(null);
  const rec = new RecordingWriter(p.codes);
  const w = rec.asWriter;
  const gb = p.groups.map((gr, gi) => recordGroup(rec, gr, gi));
  const lanes = new Map<string, Int8Array[]>();
  p.groups.forEach((gr, gi) => {
    if (!lanes.has(gr.type)) lanes.set(gr.type, [groupLanes(gr, gb[gi].length)]);
    else if (lanes.get(gr.type)![0].length !== gb[gi].length) throw new Error(`internal: the slots of pool ${gr.type} differ in their records' lengths`);
  });
  snapshot_IPhysics(p.g.phys, w);
  const phys = rec.take();
  for (const s of p.g.pools.unit08.ignore) snapshot_IgnoreSlot(s, w);
  const ignore = rec.take();
  snapshot_WorldHosts(p.g.hosts, w);
  snapshot_HumanBodySlots(p.g.slots, w);
  const wiring = rec.take();

  // the templates: one body of each kind, as the public API creates it with default options, each
  // written in its body's context (the handle is the kind); made twice, at the origin and moved by
  // SHIFT, to learn how each coordinate moves with its body (the lanes' m)
  const hooks = {};
  const world = (x: number, y: number, z: number) => {
    const t = make(hooks);
    const trec = new RecordingWriter(t.codes);
    const actor = (kind: number) => {
      const a = actorTemplate(kind, t.g.phys, null);
      GameWorld_InitActor(t.g, a, null, kind, kind, x, y, z, 1, 0, 0, 0, 1);
      a.handle = kind;
      t.actors.set(kind, a);
      return a;
    };
    const made = new Map<number, Body>();
    made.set(ACTOR_HUMAN, GameWorld_AddHuman(t.g, actor(ACTOR_HUMAN), true, false)!.body);
    made.set(ACTOR_PUNCH_BAG, GameWorld_AddPunchBag(t.g, actor(ACTOR_PUNCH_BAG))!.body);
    made.set(ACTOR_SPHERE, GameWorld_AddSphere(t.g, actor(ACTOR_SPHERE), 0.5, 0x7)!);
    made.set(ACTOR_OBJECT_BOX, GameWorld_AddObjectBox(t.g, actor(ACTOR_OBJECT_BOX), 0.5, 0.5, 0.5, 0x6)!);
    const car = actor(ACTOR_CAR);
    const cb = GameWorld_AddCar(t.g, car)!;
    GameWorld_AddCarBox(t.g, cb, 0.5, 0.5, 0.5, 0, 0, 0);
    GameWorld_FinishBody(t.g, car, cb, 0x6);
    made.set(ACTOR_CAR, cb);
    made.set(ACTOR_BOX, GameWorld_AddBox(t.g, actor(ACTOR_BOX), 1, 1, 0x6)!);
    // per kind: its groups, and the values of its owner (without and with hooks) and of each group
    const out = new Map<number, { groups: number[]; owner: Float64Array[]; records: Float64Array[] }>();
    for (let kind = 1; kind <= KIND_COUNT; kind++) {
      const groups = t.codes.groupsOf(recordsOf(t.g, made.get(kind)!));
      t.codes.bodyGroups.set(kind, groups);
      const ctx = t.codes.bodyContext(kind);
      const a = t.actors.get(kind)!;
      const owner: Float64Array[] = [];
      for (const withHooks of [0, 1]) {
        a.hooks = withHooks ? (hooks as WorldHooks) : null;
        trec.group(ctx);
        snapshot_WorldActor(a, trec.asWriter);
        trec.group(-1);
        owner.push(trec.take());
      }
      a.hooks = null;
      out.set(kind, { groups, owner, records: groups.map((gi) => recordGroup(trec, t.groups[gi], ctx)) });
    }
    return { t, out };
  };
  const at0 = world(0, 0, 0);
  const moved = world(SHIFT[0], SHIFT[1], SHIFT[2]);
  /** the lanes of values `v0` (at the origin) with the m their values at SHIFT show */
  const withMoves = (lanes: Int8Array, v0: Float64Array, v1: Float64Array): Int8Array => {
    if (v0.length !== v1.length) return lanes;
    return lanes.map((l, i) => {
      if (l < 0 || l === 3) return l;
      const m = Math.round((v1[i] - v0[i]) / SHIFT[l]);
      return m >= 1 && m <= 3 ? l + 4 * m : l;
    });
  };
  const templates = new Map<string, Float64Array[]>();
  const owners: Float64Array[][] = [[new Float64Array(0)], [new Float64Array(0)]];
  const ownerLanes: Int8Array[] = [NO_LANES];
  for (let kind = 1; kind <= KIND_COUNT; kind++) {
    const k0 = at0.out.get(kind)!;
    const k1 = moved.out.get(kind)!;
    owners[0].push(k0.owner[0]);
    owners[1].push(k0.owner[1]);
    const a = at0.t.actors.get(kind)!;
    ownerLanes.push(withMoves(lanesOf((fr) => hash_WorldActor(fr.wrap(a, "a") as never, fr), k0.owner[0].length), k0.owner[0], k1.owner[0]));
    k0.groups.forEach((gi, j) => {
      const type = at0.t.groups[gi].type;
      const sel = liveSelector(type, kind);
      const list = templates.get(type) ?? [new Float64Array(0)];
      list[sel] = k0.records[j];
      templates.set(type, list);
      const same = k1.groups[j] === gi;
      const l = groupLanes(at0.t.groups[gi], list[sel].length);
      lanes.get(type)![sel] = same ? withMoves(l, k0.records[j], k1.records[j]) : l;
    });
  }
  const all = [...gb, ...[...templates.keys()].sort().flatMap((k) => templates.get(k)!.slice(1)), ...owners[0], ...owners[1], phys, ignore, wiring];
  let schema = 0x811c9dc5;
  for (const a of all) schema = fnv1a(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), 0, a.byteLength, schema);
  // the lanes decide how values are read back: a build with other lanes has another schema
  for (const l of [...[...lanes.keys()].sort().flatMap((k) => lanes.get(k)!), ...ownerLanes]) if (l) schema = fnv1a(new Uint8Array(l.buffer, l.byteOffset, l.byteLength), 0, l.byteLength, schema);
  const fr = new FieldRecorder();
  hash_WorldActor(fr.wrap(at0.t.actors.get(1)!, "a") as never, fr);
  const handleAt = fr.fields.findIndex(([path]) => path === "a.handle");
  if (handleAt < 0) throw new Error("internal: the owner record has no handle");
  pristine = { groups: gb, templates, lanes, owners, ownerLanes, handleAt, phys, ignore, wiring, schema };
  return pristine;
}

/** The pool records a body uses: its (human) body record, its shapes, a human's push sphere. */
export function recordsOf(g: GameWorld, b: Body | null, out: object[] = []): object[] {
  out.length = 0;
  if (b === null) return out;
  out.push(b.human ?? b);
  if (b.human && b.human.push_sphere) out.push(b.human.push_sphere);
  let sh = b.first_shape;
  for (let guard = 0; sh !== null && guard < 64; guard++) {
    out.push(sh);
    sh = PhysicsShape_Next(g.phys, sh);
  }
  return out;
}

const END_ONLY = new Uint8Array([3]);

/** Where the parts of a snapshot lie, for per-record hashes. */
export type FieldRanges = [path: string, from: number, to: number][];

/** The state machinery of one world. */
export class Ps2State {
  readonly groups: Group[];
  readonly codes: Codes;
  /** groups a snapshot writes (when they differ from their baseline); set through setDirty, so that dirtyList lists them */
  readonly dirty: Uint8Array;
  /**
   * The marked groups' indices (a superset after a clear, until compacted): the loops of save,
   * load and keepUndo visit these instead of all of a world's 1,708 pool groups.
   */
  private readonly dirtyList: number[] = [];
  private dirtySorted = true;
  /** per group: 0 free (baseline: as constructed), else the live template it is written against */
  readonly sel: Uint8Array;
  /** scratch of load: the groups read as a body's */
  private readonly seen: Uint8Array;
  /** live handles, ascending */
  live: number[] = [];
  private readonly base: Baselines;
  /** the owners' baselines by kind */
  private readonly templates: Float64Array[];
  private readonly actorLanes: Int8Array[];
  private readonly writer: DeltaWriter;
  /** scratch of save and load: a body's records, and the group lists of the live bodies by place (reused) */
  private readonly scratchRecords: object[] = [];
  private readonly groupLists: number[][] = [];
  private readonly reader: DeltaReader;
  private readonly pristineReader: DeltaReader;

  constructor(
    readonly g: GameWorld,
    backend: object,
    readonly hooks: WorldHooks | null,
    private readonly fingerprint: number,
    readonly sink = new ByteSink(),
  ) {
    this.base = baselines();
    this.groups = groupsOf(g);
    this.codes = new Codes(g, backend, hooks, this.groups, new Map());
    this.dirty = new Uint8Array(this.groups.length);
    this.sel = new Uint8Array(this.groups.length);
    this.seen = new Uint8Array(this.groups.length);
    this.undoDirty = new Uint8Array(this.groups.length);
    this.undoSel = new Uint8Array(this.groups.length);
    this.shadowIgnore = g.pools.unit08.ignore.map(() => new IgnoreSlot());
    this.writer = new DeltaWriter(sink, this.codes);
    this.reader = new DeltaReader(new ByteSource(END_ONLY), this.codes);
    this.pristineReader = new DeltaReader(new ByteSource(END_ONLY), this.codes);
    // this world's copies: the handle's value is set to the body's before each use (the table holds it)
    this.templates = this.base.owners[hooks === null ? 0 : 1].map((t) => t.slice());
    this.actorLanes = this.base.ownerLanes;
  }

  get actors(): Map<number, WorldActor> {
    return this.codes.actors;
  }

  private groupIndex(rec: object): number {
    const c = this.codes.map.get(rec);
    if (c === undefined || this.codes.groupOf[c] < 0) throw new Error("internal: a record outside the pools");
    return this.codes.groupOf[c];
  }

  private setDirty(gi: number): void {
    if (this.dirty[gi]) return;
    this.dirty[gi] = 1;
    const list = this.dirtyList;
    if (list.length > 0 && list[list.length - 1] > gi) this.dirtySorted = false;
    list.push(gi);
  }

  /** The marked groups, ascending, each once (entries whose mark was cleared dropped; one cleared and marked again was listed twice). */
  private dirtyGroups(): number[] {
    const list = this.dirtyList;
    if (!this.dirtySorted) {
      list.sort((a, b) => a - b);
      this.dirtySorted = true;
    }
    let n = 0;
    for (let i = 0; i < list.length; i++) {
      const gi = list[i];
      if (this.dirty[gi] && (n === 0 || list[n - 1] !== gi)) list[n++] = gi;
    }
    list.length = n;
    return list;
  }

  /** After `dirty` was written in bulk. */
  private listDirty(): void {
    const list = this.dirtyList;
    list.length = 0;
    for (let gi = 0; gi < this.dirty.length; gi++) if (this.dirty[gi]) list.push(gi);
    this.dirtySorted = true;
  }

  /** A body was created: its pool groups are live (written against their templates) from now on. */
  created(b: Body, kind: number): void {
    for (const r of recordsOf(this.g, b)) {
      const gi = this.groupIndex(r);
      this.setDirty(gi);
      this.sel[gi] = liveSelector(this.groups[gi].type, kind);
    }
  }

  /** The groups of a body about to be freed (see freed). */
  groupsOfBody(b: Body): number[] {
    return recordsOf(this.g, b).map((r) => this.groupIndex(r));
  }

  /** A body was freed: its groups are free again (still written: a free slot keeps what its last body left, 002 L1111). */
  freed(groups: number[]): void {
    for (const gi of groups) {
      this.setDirty(gi);
      this.sel[gi] = 0;
    }
  }

  private baseOf(gi: number, sel: number): Float64Array {
    if (sel === 0) return this.base.groups[gi];
    const t = this.base.templates.get(this.groups[gi].type)?.[sel];
    if (t === undefined) throw new SnapshotError(`the snapshot's pool group ${this.groups[gi].name} has template ${sel}, which its pool has not (corrupted)`);
    return t;
  }

  private lanesOfGroup(gi: number, sel: number): Int8Array {
    return this.base.lanes.get(this.groups[gi].type)?.[sel] ?? NO_LANES;
  }

  /**
   * Writes the state into `sink` (from 0); returns the checksum (the world's hash). With `ranges`,
   * where each record's bytes lie: written so that they depend on the record alone (`independent`,
   * for per-record hashes), or as in a snapshot (to measure where its bytes go).
   */
  save(sink: ByteSink, nextHandle: number, ranges?: FieldRanges, independent = true): number {
    const w = sink === this.sink ? this.writer : new DeltaWriter(sink, this.codes);
    const ww = w.asWriter;
    w.reset();
    sink.length = 0;
    sink.byte(MAGIC0);
    sink.byte(MAGIC1);
    sink.byte(VERSION);
    sink.u32(this.fingerprint);
    sink.u32(this.base.schema);
    sink.u32(0);
    let from = sink.length;
    // per-record hashes: each record's bytes must depend on that record alone, so no repeats across records
    const mark = (path: string) => {
      if (ranges) {
        ranges.push([path, from, sink.length]);
        if (independent) w.reset();
      }
      from = sink.length;
    };
    sink.uvar(nextHandle);
    sink.uvar(this.live.length);
    let prev = 0;
    for (const h of this.live) {
      sink.uvar(h - prev);
      sink.byte(this.actors.get(h)!.kind);
      prev = h;
    }
    mark("handles");
    // each live body: its groups (ascending, as distances), its owner, its groups' records, all in the body's context
    const codes = this.codes;
    codes.bodyGroups.clear();
    const lists = this.groupLists;
    for (let i = 0; i < this.live.length; i++) {
      const h = this.live[i];
      const a = this.actors.get(h)!;
      if (lists.length === i) lists.push([]);
      const groups = codes.groupsOf(recordsOf(this.g, a.me, this.scratchRecords), lists[i]);
      codes.bodyGroups.set(h, groups);
      const ctx = codes.bodyContext(h);
      sink.uvar(groups.length);
      let pg = -1;
      for (const gi of groups) {
        sink.uvar(gi - pg - 1);
        pg = gi;
      }
      const ot = this.templates[a.kind];
      ot[this.base.handleAt] = h;
      w.begin(ot, ctx, this.actorLanes[a.kind]);
      snapshot_WorldActor(a, ww);
      w.end();
      mark(`body ${h}: owner`);
      for (const gi of groups) {
        const sel = liveSelector(this.groups[gi].type, a.kind);
        if (this.sel[gi] !== sel) throw new Error(`internal: pool group ${this.groups[gi].name} of body ${h} is not marked live`);
        w.begin(this.baseOf(gi, sel), ctx, this.lanesOfGroup(gi, sel));
        for (const part of this.groups[gi].parts) part.snap(part.rec as never, ww);
        w.end();
        mark(`pool ${this.groups[gi].name}`);
      }
    }
    w.begin(this.base.phys);
    snapshot_IPhysics(this.g.phys, ww);
    w.end();
    mark("world");
    w.begin(this.base.ignore);
    for (const s of this.g.pools.unit08.ignore) snapshot_IgnoreSlot(s, ww);
    w.end();
    mark("ignore slots");
    w.begin(this.base.wiring);
    snapshot_WorldHosts(this.g.hosts, ww);
    snapshot_HumanBodySlots(this.g.slots, ww);
    w.end();
    mark("wiring");
    // the free groups that differ from the state the constructor leaves them in (a freed slot's leftovers)
    let pg = -1;
    for (const gi of this.dirtyGroups()) {
      if (this.sel[gi] !== 0) continue;
      const at = sink.length;
      sink.uvar(gi - pg);
      w.begin(this.base.groups[gi], gi, this.lanesOfGroup(gi, 0));
      for (const part of this.groups[gi].parts) part.snap(part.rec as never, ww);
      if (w.end(true)) {
        pg = gi;
        mark(`pool ${this.groups[gi].name}`);
      } else sink.length = at;
    }
    sink.uvar(0);
    const h = fnv1a(sink.bytes, HEADER, sink.length, fnv1a(sink.bytes, 3, 11));
    const b = sink.bytes;
    b[11] = h & 0xff;
    b[12] = (h >>> 8) & 0xff;
    b[13] = (h >>> 16) & 0xff;
    b[14] = (h >>> 24) & 0xff;
    return h;
  }

  /**
   * Every value the snapshot holds, by field path, with its raw bits (../state/fields.ts), record
   * after record in the snapshot's order: the handle table (`handles.next`, `handles.live[i]`),
   * each live body's owner (`bodies[3].velocity.y`), the world record (`world.tick`), the ignore
   * slots (`ignore_slots[k].…`), the wiring (`hosts.…`, `slots.…`) and the pool groups the
   * snapshot writes (`pools.humans[1].body.min.y`, `pools.capsules[1].…`, with the group's
   * `(template)`: 0 free, else the live template it is written against). A reference's bits are
   * `→` and its target's path. Two states have equal lists exactly when their snapshots are equal.
   * With `only` (a record path of `save`'s ranges, as stateFields gives it), that record's values.
   */
  fields(nextHandle: number, only?: string): [path: string, bits: string][] {
    const ranges: FieldRanges = [];
    this.save(new ByteSink(), nextHandle, ranges);
    const written = new Set(ranges.map((r) => r[0]));
    if (only !== undefined && !written.has(only)) {
      throw new RangeError(`fields: the state has no record "${only}"; pass a record path stateFields() gives (${[...written].slice(0, 4).join(", ")}, …)`);
    }
    const want = (record: string) => only === undefined || only === record;
    const rec = new FieldRecorder();
    const walk = (r: object, path: string, hash: Hash) => hash(rec.wrap(r, path) as never, rec);
    if (want("handles")) {
      rec.put("handles.next", hex8(nextHandle));
      rec.put("handles.live.length", hex8(this.live.length));
      this.live.forEach((h, i) => rec.put(`handles.live[${i}]`, hex8(h)));
    }
    const group = (gi: number) => {
      const gr = this.groups[gi];
      const name = `pool ${gr.name}`;
      if (!written.has(name) || !want(name)) return;
      rec.put(`${gr.parts[0].path}.(template)`, hex8(this.sel[gi]));
      for (const part of gr.parts) walk(part.rec, part.path, part.hash);
    };
    for (const h of this.live) {
      if (want(`body ${h}: owner`)) walk(this.actors.get(h)!, `bodies[${h}]`, hash_WorldActor as Hash);
      for (const gi of this.codes.bodyGroups.get(h)!) group(gi);
    }
    if (want("world")) walk(this.g.phys, "world", hash_IPhysics as Hash);
    if (want("ignore slots")) this.g.pools.unit08.ignore.forEach((s, k) => walk(s, `ignore_slots[${k}]`, hash_IgnoreSlot as Hash));
    if (want("wiring")) {
      walk(this.g.hosts, "hosts", hash_WorldHosts as Hash);
      walk(this.g.slots, "slots", hash_HumanBodySlots as Hash);
    }
    this.groups.forEach((_, gi) => {
      if (this.sel[gi] === 0) group(gi);
    });
    const names = this.recordNames();
    rec.resolve((t) => {
      if (t === null) return "null";
      const n = names.get(t);
      if (n !== undefined) return `→${n}`;
      if (t instanceof WorldActor && this.actors.get(t.handle) === t) return `→bodies[${t.handle}]`;
      return "unknown";
    });
    return rec.fields;
  }

  private names: Map<object, string> | null = null;

  /** The field path of every record a reference may name but the owners (`bodies[h]`, by handle). */
  private recordNames(): Map<object, string> {
    if (this.names) return this.names;
    const m = new Map<object, string>();
    const fixed = ["world", "level", "overlaps", "pools.unit08", "hosts", "slots", "hooks"];
    fixed.forEach((n, i) => {
      const o = this.codes.objects[i];
      if (o !== null) m.set(o, n);
    });
    for (const gr of this.groups) {
      for (const part of gr.parts) {
        m.set(part.rec, part.path);
        if (part.snap === (snapshot_HumanBody as Snap)) m.set((part.rec as HumanBody).body, `${part.path}.body`);
      }
    }
    this.names = m;
    return m;
  }

  /** Checks a snapshot's header and checksum and reads its handle table; nothing is changed. */
  check(bytes: Uint8Array): { nextHandle: number; handles: number[]; kinds: number[]; src: ByteSource } {
    if (!(bytes instanceof Uint8Array)) throw new SnapshotError("a snapshot is the Uint8Array world.snapshot() returned");
    if (bytes.length < HEADER + 3 || bytes[0] !== MAGIC0 || bytes[1] !== MAGIC1) throw new SnapshotError("not a snapshot of a PS2 world of this package");
    if (bytes[2] !== VERSION) throw new SnapshotError(`a snapshot of format ${bytes[2]}; this package reads format ${VERSION}`);
    const src = new ByteSource(bytes);
    src.at = 3;
    const fp = src.u32();
    if (fp !== this.fingerprint) throw new SnapshotError(`the snapshot was taken in a world of another level (fingerprint ${hex32(fp)}, this world's ${hex32(this.fingerprint)}); restore it into a world made with the same level`);
    if (src.u32() !== this.base.schema) throw new SnapshotError("the snapshot was written by a build of the engine whose records differ from this one's; restore it with the same version of the package");
    const stored = src.u32();
    const sum = fnv1a(bytes, HEADER, bytes.length, fnv1a(bytes, 3, 11));
    if (sum !== stored) throw new SnapshotError("the snapshot's checksum does not match its contents (corrupted or cut short)");
    const nextHandle = src.uvar();
    const n = src.uvar();
    const handles: number[] = [];
    const kinds: number[] = [];
    let h = 0;
    for (let i = 0; i < n; i++) {
      h += src.uvar();
      const k = src.byte();
      if (k < 1 || k > KIND_COUNT || h >= nextHandle || (i > 0 && h <= handles[i - 1]) || h < 1) throw new SnapshotError("the snapshot's body table is malformed (corrupted)");
      handles.push(h);
      kinds.push(k);
    }
    return { nextHandle, handles, kinds, src };
  }

  /**
   * Restores a checked snapshot. A snapshot whose checksum and schema match was written by this
   * code for these records, so its records read back in full; one that was tampered with so as to
   * keep its checksum can still stop here (SnapshotError), leaving a partly written state.
   */
  load(c: ReturnType<Ps2State["check"]>): void {
    const { handles, kinds, src } = c;
    const r = this.reader;
    r.src = src;
    const rr = r.asReader;
    r.reset();
    const old = this.actors;
    const next = new Map<number, WorldActor>();
    for (const h of handles) next.set(h, old.get(h) ?? new WorldActor());
    this.codes.actors = next;
    this.live = handles.slice();
    const codes = this.codes;
    codes.bodyGroups.clear();
    const seen = this.seen;
    seen.fill(0);
    const G = this.groups.length;
    handles.forEach((h, i) => {
      const kind = kinds[i];
      const n = src.uvar();
      if (this.groupLists.length === i) this.groupLists.push([]);
      const groups = this.groupLists[i];
      groups.length = 0;
      let pg = -1;
      for (let j = 0; j < n; j++) {
        const gi = pg + 1 + src.uvar();
        if (gi >= G || seen[gi]) throw new SnapshotError("the snapshot's pool records of a body are malformed (corrupted)");
        seen[gi] = 1;
        groups.push(gi);
        pg = gi;
      }
      codes.bodyGroups.set(h, groups);
      const ctx = codes.bodyContext(h);
      const a = next.get(h)!;
      const ot = this.templates[kind];
      ot[this.base.handleAt] = h;
      r.begin(ot, ctx, this.actorLanes[kind]);
      restore_WorldActor(a, rr);
      r.end();
      if (a.kind !== kind || a.handle !== h) throw new SnapshotError("an owner record of the snapshot does not match its body table (corrupted)");
      for (const gi of groups) {
        const sel = liveSelector(this.groups[gi].type, kind);
        r.begin(this.baseOf(gi, sel), ctx, this.lanesOfGroup(gi, sel));
        for (const part of this.groups[gi].parts) part.rest(part.rec as never, rr);
        r.end();
        this.setDirty(gi);
        this.sel[gi] = sel;
      }
    });
    r.begin(this.base.phys);
    restore_IPhysics(this.g.phys, rr);
    r.end();
    r.begin(this.base.ignore);
    for (const s of this.g.pools.unit08.ignore) restore_IgnoreSlot(s, rr);
    r.end();
    r.begin(this.base.wiring);
    restore_WorldHosts(this.g.hosts, rr);
    restore_HumanBodySlots(this.g.slots, rr);
    r.end();
    // the free groups the snapshot holds (ascending, as distances), then every other marked free
    // group back to the state the constructor leaves it in
    for (let k = -1; ; ) {
      const v = src.uvar();
      if (v === 0) break;
      k += v;
      if (k >= G || seen[k]) throw new SnapshotError("the snapshot's pool records are malformed (corrupted)");
      seen[k] = 2;
      r.begin(this.base.groups[k], k, this.lanesOfGroup(k, 0));
      for (const part of this.groups[k].parts) part.rest(part.rec as never, rr);
      r.end();
      this.setDirty(k);
      this.sel[k] = 0;
    }
    if (src.at !== src.end) throw new SnapshotError("the snapshot's pool records are malformed (corrupted)");
    const pristineReader = this.pristineReader;
    for (const k of this.dirtyGroups()) {
      if (seen[k]) continue;
      pristineReader.src.at = 0;
      pristineReader.begin(this.base.groups[k], k);
      for (const part of this.groups[k].parts) part.rest(part.rec as never, pristineReader.asReader);
      pristineReader.end();
      this.dirty[k] = 0;
      this.sel[k] = 0;
    }
  }

  // the undo of a call the engine or a hook refuses half way: shadow records the live ones are
  // copied into by the generated copy_X functions (no encoding, no dispatch on a writer)
  private readonly undoLive: number[] = [];
  private readonly undoActors: WorldActor[] = [];
  private readonly undoDirty: Uint8Array;
  private readonly undoSel: Uint8Array;
  private readonly shadowActors = new WeakMap<WorldActor, WorldActor>();
  private readonly shadowGroups: (object[] | undefined)[] = [];
  private readonly shadowPhys = new IPhysicsRecord();
  private readonly shadowIgnore: IgnoreSlot[];
  private readonly shadowHosts = new WorldHosts();
  private readonly shadowSlots = new HumanBodySlots();

  private shadowOf(a: WorldActor): WorldActor {
    let s = this.shadowActors.get(a);
    if (s === undefined) this.shadowActors.set(a, (s = new WorldActor()));
    return s;
  }

  private shadowGroup(gi: number): object[] {
    let s = this.shadowGroups[gi];
    if (s === undefined) this.shadowGroups[gi] = s = this.groups[gi].parts.map((p) => p.make());
    return s;
  }

  /**
   * Keeps what a rollback needs: the live bodies and their owners, the world records and every
   * marked group, copied into shadow records (a fraction of a snapshot's cost). Unmarked groups are
   * as constructed (verifyPs2State), so a rollback resets the ones the call changed.
   */
  keepUndo(): void {
    this.undoLive.length = 0;
    this.undoActors.length = 0;
    for (const h of this.live) {
      const a = this.actors.get(h)!;
      this.undoLive.push(h);
      this.undoActors.push(a);
      copy_WorldActor(this.shadowOf(a), a);
    }
    copy_IPhysics(this.shadowPhys, this.g.phys);
    const ignore = this.g.pools.unit08.ignore;
    for (let k = 0; k < ignore.length; k++) copy_IgnoreSlot(this.shadowIgnore[k], ignore[k]);
    copy_WorldHosts(this.shadowHosts, this.g.hosts);
    copy_HumanBodySlots(this.shadowSlots, this.g.slots);
    this.undoDirty.set(this.dirty);
    this.undoSel.set(this.sel);
    for (const gi of this.dirtyGroups()) {
      const parts = this.groups[gi].parts;
      const sh = this.shadowGroup(gi);
      for (let k = 0; k < parts.length; k++) parts[k].copy(sh[k] as never, parts[k].rec as never);
    }
  }

  /** Back to the state keepUndo kept. */
  rollback(): void {
    this.markChanged();
    const pristineReader = this.pristineReader;
    for (const gi of this.dirtyGroups()) {
      if (this.undoDirty[gi]) continue;
      pristineReader.src.at = 0;
      pristineReader.begin(this.base.groups[gi], gi);
      for (const part of this.groups[gi].parts) part.rest(part.rec as never, pristineReader.asReader);
      pristineReader.end();
    }
    const actors = new Map<number, WorldActor>();
    this.undoLive.forEach((h, i) => actors.set(h, this.undoActors[i]));
    this.codes.actors = actors;
    this.live = this.undoLive.slice();
    for (const a of this.undoActors) copy_WorldActor(a, this.shadowOf(a));
    copy_IPhysics(this.g.phys, this.shadowPhys);
    const ignore = this.g.pools.unit08.ignore;
    for (let k = 0; k < ignore.length; k++) copy_IgnoreSlot(ignore[k], this.shadowIgnore[k]);
    copy_WorldHosts(this.g.hosts, this.shadowHosts);
    copy_HumanBodySlots(this.g.slots, this.shadowSlots);
    this.dirty.set(this.undoDirty);
    this.sel.set(this.undoSel);
    this.listDirty();
    for (const gi of this.dirtyList) {
      const parts = this.groups[gi].parts;
      const sh = this.shadowGroup(gi);
      for (let k = 0; k < parts.length; k++) parts[k].copy(parts[k].rec as never, sh[k] as never);
    }
  }

  /** The groups that differ from their baseline without being marked (for the rollback and for tests). */
  private changedUnmarked(): number[] {
    const scratch = new ByteSink();
    const w = new DeltaWriter(scratch, this.codes);
    const out: number[] = [];
    this.groups.forEach((gr, k) => {
      if (this.dirty[k]) return;
      scratch.length = 0;
      w.reset();
      w.begin(this.base.groups[k], k);
      for (const part of gr.parts) part.snap(part.rec as never, w.asWriter);
      if (w.end(true)) out.push(k);
    });
    return out;
  }

  /** Marks every group that differs from its baseline (after a failed call, so that the rollback resets it). */
  markChanged(): void {
    for (const k of this.changedUnmarked()) this.setDirty(k);
  }

  /** The names of the groups that changed without being marked (should be none; for tests). */
  unmarkedChanges(): string[] {
    return this.changedUnmarked().map((k) => this.groups[k].name);
  }

  /** The pool group name of a record (for state field paths). */
  groupName(rec: object): string | null {
    const c = this.codes.map.get(rec);
    return c === undefined || this.codes.groupOf[c] < 0 ? null : this.groups[this.codes.groupOf[c]].name;
  }
}
