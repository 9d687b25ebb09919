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
// Layout of a snapshot: "LP", version 1, the level's fingerprint (u32), the records' schema (u32: a
// hash of every baseline, so a snapshot of another build of the spec is refused before anything is
// read), the checksum (u32, FNV-1a over the fingerprint, the schema and the payload: also the
// world's hash), then the payload: the next
// handle, the live handles with their kinds, the actor records, the world record, the ignore
// slots, the wiring, and the changed groups (each as its distance from the previous one, then its
// record; 0 ends the list).
import { SnapshotError } from "../errors.js";
import { ByteSink, ByteSource, DeltaReader, DeltaWriter, RecordingWriter, fnv1a, hex32, type CodeTable } from "../state/codec.js";
import { FieldRecorder, hex8 } from "../state/fields.js";
import type { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";
import type { StateHasher } from "../../runtime/hash.js";
import { hash_Body, restore_Body, snapshot_Body, type Body } from "../../generated/ps2/body.generated.js";
import { hash_PhysicsShape, restore_PhysicsShape, snapshot_PhysicsShape, type PhysicsShape } from "../../generated/ps2/unit06_shapes.generated.js";
import { hash_IgnoreSlot, restore_IgnoreSlot, snapshot_IgnoreSlot } from "../../generated/ps2/unit08_ignore_pools.generated.js";
import { hash_HumanBody, restore_HumanBody, snapshot_HumanBody, type HumanBody } from "../../generated/ps2/unit09_create.generated.js";
import { hash_HumanBodySlots, restore_HumanBodySlots, snapshot_HumanBodySlots } from "../../generated/ps2/unit10_human.generated.js";
import { hash_IPhysics, restore_IPhysics, snapshot_IPhysics } from "../../generated/ps2/world.generated.js";
import { MeshWorld } from "../../generated/ps2/mesh_backend.generated.js";
import { ACTOR_HUMAN, ACTOR_OBJECT_BOX, ACTOR_PUNCH_BAG, ACTOR_BOX, ACTOR_CAR, ACTOR_SPHERE, GameWorld, GameWorld_AddBox, GameWorld_AddCar, GameWorld_AddCarBox, GameWorld_AddHuman, GameWorld_AddObjectBox, GameWorld_AddPunchBag, GameWorld_AddSphere, GameWorld_AttachMesh, GameWorld_FinishBody, GameWorld_Init, GameWorld_InitActor, WorldActor, hash_WorldActor, hash_WorldHosts, restore_WorldActor, restore_WorldHosts, snapshot_WorldActor, snapshot_WorldHosts, type WorldHooks } from "../../generated/ps2/world_actor.generated.js";
import { PhysicsShape_Next } from "../../generated/ps2/unit07_world.generated.js";
import type { IPhysics } from "../../generated/ps2/world.generated.js";

type Snap = (s: never, w: SnapshotWriter) => void;
type Rest = (s: never, r: SnapshotReader) => void;
type Hash = (s: never, h: StateHasher) => void;
interface Part {
  rec: object;
  snap: Snap;
  rest: Rest;
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
const VERSION = 1;
const HEADER = 15;
/** Actor kinds 1 … 6 (ACTOR_* of spec/ps2/world_actor.spec). */
export const KIND_COUNT = 6;

const shape = (s: PhysicsShape, path: string): Part => ({ rec: s, snap: snapshot_PhysicsShape as Snap, rest: restore_PhysicsShape as Rest, hash: hash_PhysicsShape as Hash, path });
const human = (h: HumanBody, path: string): Part => ({ rec: h, snap: snapshot_HumanBody as Snap, rest: restore_HumanBody as Rest, hash: hash_HumanBody as Hash, path });
const body = (b: Body, path: string): Part => ({ rec: b, snap: snapshot_Body as Snap, rest: restore_Body as Rest, hash: hash_Body as Hash, path });

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
 * body's nested body after it), then actors by handle. Inside the group being written a record of
 * the same group is −2 − k (its place in the group), so every slot of a pool has the same template.
 */
class Codes implements CodeTable {
  readonly objects: (object | null)[] = [];
  readonly map = new Map<object, number>();
  readonly groupOf: number[] = [];
  readonly groupFirst: number[] = [];
  readonly groupSize: number[] = [];
  readonly actorBase: number;
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

  codeOf(target: object): number {
    const c = this.map.get(target);
    if (c !== undefined) {
      const gi = this.groupOf[c];
      return gi >= 0 && gi === this.current ? -2 - (c - this.groupFirst[gi]) : c;
    }
    if (target instanceof WorldActor && this.actors.get(target.handle) === target) return this.actorBase + target.handle;
    throw new Error(`internal: a reference to a record outside the world's state (${target.constructor.name})`);
  }

  targetOf(code: number): object | null {
    if (code === -1) return null;
    if (Number.isInteger(code)) {
      if (code <= -2) {
        const k = -2 - code;
        const gi = this.current;
        if (gi >= 0 && k < this.groupSize[gi]) return this.objects[this.groupFirst[gi] + k];
      } else if (code < this.actorBase) return this.objects[code];
      else {
        const a = this.actors.get(code - this.actorBase);
        if (a !== undefined) return a;
      }
    }
    throw new SnapshotError(`the snapshot refers to record ${code}, which it does not hold (corrupted)`);
  }
}

/**
 * Baselines: every group as the constructor leaves it; every pool's slot as a create with default
 * options leaves it (a live slot's template: `templates[type][sel]`); the always-written records.
 */
interface Baselines {
  groups: Float64Array[];
  templates: Map<string, Float64Array[]>;
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

/**
 * The baselines, computed once per process: a freshly constructed world (every world's pools
 * start so), and a world with one body of each kind created at the origin with default options.
 */
function baselines(): Baselines {
  if (pristine) return pristine;
  const make = () => {
    const g = new GameWorld();
    GameWorld_Init(g);
    const level = new MeshWorld();
    GameWorld_AttachMesh(g, level);
    const groups = groupsOf(g);
    const actors = new Map<number, WorldActor>();
    return { g, groups, actors, codes: new Codes(g, level, null, groups, actors) };
  };
  const p = make();
  const rec = new RecordingWriter(p.codes);
  const w = rec.asWriter;
  const gb = p.groups.map((gr, gi) => recordGroup(rec, gr, gi));
  snapshot_IPhysics(p.g.phys, w);
  const phys = rec.take();
  for (const s of p.g.pools.unit08.ignore) snapshot_IgnoreSlot(s, w);
  const ignore = rec.take();
  snapshot_WorldHosts(p.g.hosts, w);
  snapshot_HumanBodySlots(p.g.slots, w);
  const wiring = rec.take();

  // the templates: one body of each kind, as the public API creates it with default options
  const t = make();
  const trec = new RecordingWriter(t.codes);
  const actor = (kind: number) => {
    const a = actorTemplate(kind, t.g.phys, null);
    a.handle = kind;
    GameWorld_InitActor(t.g, a, null, kind, kind, 0, 0, 0, 1, 0, 0, 0, 1);
    t.actors.set(kind, a);
    return a;
  };
  const live = new Map<number, number>();
  const mark = (b: Body | null, kind: number) => {
    for (const r of recordsOf(t.g, b)) {
      const gi = t.codes.groupOf[t.codes.map.get(r)!];
      live.set(gi, liveSelector(t.groups[gi].type, kind));
    }
  };
  mark(GameWorld_AddHuman(t.g, actor(ACTOR_HUMAN), true, false)!.body, ACTOR_HUMAN);
  mark(GameWorld_AddPunchBag(t.g, actor(ACTOR_PUNCH_BAG))!.body, ACTOR_PUNCH_BAG);
  mark(GameWorld_AddSphere(t.g, actor(ACTOR_SPHERE), 0.5, 0x7)!, ACTOR_SPHERE);
  mark(GameWorld_AddObjectBox(t.g, actor(ACTOR_OBJECT_BOX), 0.5, 0.5, 0.5, 0x6)!, ACTOR_OBJECT_BOX);
  const car = actor(ACTOR_CAR);
  const cb = GameWorld_AddCar(t.g, car)!;
  GameWorld_AddCarBox(t.g, cb, 0.5, 0.5, 0.5, 0, 0, 0);
  GameWorld_FinishBody(t.g, car, cb, 0x6);
  mark(cb, ACTOR_CAR);
  mark(GameWorld_AddBox(t.g, actor(ACTOR_BOX), 1, 1, 0x6)!, ACTOR_BOX);
  const templates = new Map<string, Float64Array[]>();
  for (const [gi, sel] of live) {
    const type = t.groups[gi].type;
    const list = templates.get(type) ?? [new Float64Array(0)];
    list[sel] = recordGroup(trec, t.groups[gi], gi);
    templates.set(type, list);
  }
  const all = [...gb, ...[...templates.keys()].sort().flatMap((k) => templates.get(k)!.slice(1)), phys, ignore, wiring];
  snapshot_WorldActor(actorTemplate(1, p.g.phys, null), w);
  all.push(rec.take());
  let schema = 0x811c9dc5;
  for (const a of all) schema = fnv1a(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), 0, a.byteLength, schema);
  pristine = { groups: gb, templates, phys, ignore, wiring, schema };
  return pristine;
}

/** The pool records a body uses: its (human) body record, its shapes, a human's push sphere. */
export function recordsOf(g: GameWorld, b: Body | null): object[] {
  if (b === null) return [];
  const out: object[] = [b.human ?? b];
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
  /** groups a snapshot writes (when they differ from their baseline) */
  readonly dirty: Uint8Array;
  /** per group: 0 free (baseline: as constructed), else the live template it is written against */
  readonly sel: Uint8Array;
  /** live handles, ascending */
  live: number[] = [];
  private readonly base: Baselines;
  private readonly templates: Float64Array[] = [];
  private readonly writer: DeltaWriter;
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
    this.writer = new DeltaWriter(sink, this.codes);
    this.reader = new DeltaReader(new ByteSource(END_ONLY), this.codes);
    this.pristineReader = new DeltaReader(new ByteSource(END_ONLY), this.codes);
    const rec = new RecordingWriter(this.codes);
    this.templates.push(new Float64Array(0));
    for (let k = 1; k <= KIND_COUNT; k++) {
      snapshot_WorldActor(actorTemplate(k, g.phys, hooks), rec.asWriter);
      this.templates.push(rec.take());
    }
  }

  get actors(): Map<number, WorldActor> {
    return this.codes.actors;
  }

  private groupIndex(rec: object): number {
    const c = this.codes.map.get(rec);
    if (c === undefined || this.codes.groupOf[c] < 0) throw new Error("internal: a record outside the pools");
    return this.codes.groupOf[c];
  }

  /** A body was created: its pool groups are live (written against their templates) from now on. */
  created(b: Body, kind: number): void {
    for (const r of recordsOf(this.g, b)) {
      const gi = this.groupIndex(r);
      this.dirty[gi] = 1;
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
      this.dirty[gi] = 1;
      this.sel[gi] = 0;
    }
  }

  private baseOf(gi: number, sel: number): Float64Array {
    if (sel === 0) return this.base.groups[gi];
    const t = this.base.templates.get(this.groups[gi].type)?.[sel];
    if (t === undefined) throw new SnapshotError(`the snapshot's pool group ${this.groups[gi].name} has template ${sel}, which its pool has not (corrupted)`);
    return t;
  }

  /** Writes the state into `sink` (from 0); returns the checksum (the world's hash). */
  save(sink: ByteSink, nextHandle: number, ranges?: FieldRanges): number {
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
        w.reset();
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
    for (const h of this.live) {
      const a = this.actors.get(h)!;
      w.begin(this.templates[a.kind]);
      snapshot_WorldActor(a, ww);
      w.end();
      mark(`body ${h}: owner`);
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
    let pg = -1;
    for (let gi = 0; gi < this.groups.length; gi++) {
      if (!this.dirty[gi]) continue;
      const at = sink.length;
      const sel = this.sel[gi];
      sink.uvar((gi - pg) * 4 + sel);
      w.begin(this.baseOf(gi, sel), gi);
      for (const part of this.groups[gi].parts) part.snap(part.rec as never, ww);
      // a free group as constructed is not written (a live one always is: it is not its baseline's state)
      if (w.end(sel === 0)) {
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
    for (const h of this.live) if (want(`body ${h}: owner`)) walk(this.actors.get(h)!, `bodies[${h}]`, hash_WorldActor as Hash);
    if (want("world")) walk(this.g.phys, "world", hash_IPhysics as Hash);
    if (want("ignore slots")) this.g.pools.unit08.ignore.forEach((s, k) => walk(s, `ignore_slots[${k}]`, hash_IgnoreSlot as Hash));
    if (want("wiring")) {
      walk(this.g.hosts, "hosts", hash_WorldHosts as Hash);
      walk(this.g.slots, "slots", hash_HumanBodySlots as Hash);
    }
    this.groups.forEach((gr, gi) => {
      const name = `pool ${gr.name}`;
      if (!written.has(name) || !want(name)) return;
      rec.put(`${gr.parts[0].path}.(template)`, hex8(this.sel[gi]));
      for (const part of gr.parts) walk(part.rec, part.path, part.hash);
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
    handles.forEach((h, i) => {
      const a = next.get(h)!;
      r.begin(this.templates[kinds[i]]);
      restore_WorldActor(a, rr);
      r.end();
      if (a.kind !== kinds[i] || a.handle !== h) throw new SnapshotError("an owner record of the snapshot does not match its body table (corrupted)");
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
    const pristineReader = this.pristineReader;
    let nextGroup = -1;
    let nextSel = 0;
    const readGroup = (after: number) => {
      const v = src.uvar();
      if (v === 0) nextGroup = -1;
      else {
        nextSel = v % 4;
        nextGroup = after + (v - nextSel) / 4;
        if (nextGroup <= after) throw new SnapshotError("the snapshot's pool records are out of order (corrupted)");
      }
    };
    readGroup(-1);
    for (let k = 0; k < this.groups.length; k++) {
      const gr = this.groups[k];
      if (k === nextGroup) {
        r.begin(this.baseOf(k, nextSel), k);
        for (const part of gr.parts) part.rest(part.rec as never, rr);
        r.end();
        this.dirty[k] = 1;
        this.sel[k] = nextSel;
        readGroup(k);
      } else if (this.dirty[k]) {
        pristineReader.src.at = 0;
        pristineReader.begin(this.base.groups[k], k);
        for (const part of gr.parts) part.rest(part.rec as never, pristineReader.asReader);
        pristineReader.end();
        this.dirty[k] = 0;
        this.sel[k] = 0;
      }
    }
    if (nextGroup !== -1 || src.at !== src.end) throw new SnapshotError("the snapshot's pool records are malformed (corrupted)");
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
    for (const k of this.changedUnmarked()) this.dirty[k] = 1;
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
