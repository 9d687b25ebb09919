// The Ballance level format (levels/README.md): a JSON scene of meshes and objects, checked with
// errors that name the file and the JSON path, and compiled once into what the worlds of the level
// share: the meshes as the glue's mesh library reads them, and the layout memory with every
// collision surface the level's objects need, built in the order the level physicalizes them.
import { Memory } from "../../runtime/memory.js";
import { Vec3 as EVec3 } from "../../runtime/vec.js";
import { SpecAssertionError } from "../../runtime/assert.js";
import { GlueMeshLibrary, glue_library_add_mesh } from "../../generated/glue/surfaces.generated.js";
import { PhysicsManager } from "../../generated/glue/records.generated.js";
import { glue_manager_init } from "../../generated/glue/frame.generated.js";
import { PRESETS, BALL_KINDS, type PhysicalizeValues } from "./presets.js";
import { fnv1a } from "../state/codec.js";

const fround = Math.fround;

/** The format tag of a level file. */
export const LEVEL_FORMAT = "lockstep-physics/ballance-level";
export const LEVEL_VERSION = 1;

/** A mesh: inline lists, or a slice of the level's binary side file. */
export type MeshDescription =
  | { vertices: number[]; faces?: number[] }
  | { binary: { file: string; vertexOffset: number; vertexCount: number; faceOffset?: number; faceCount?: number } };

/** The Physicalize values of an object (over its preset), with its meshes by name. */
export interface ObjectPhysicalize extends PhysicalizeValues {
  /** the Collision Surface name (default: the object's first mesh's name) */
  surface?: string;
  /** convex meshes (one hull each) and concave meshes (one triangle ledge per face), by mesh name */
  convex?: string[];
  concave?: string[];
}

/** An object of the level: an entity, physicalized at level start unless `physicalize` is false. */
export interface ObjectDescription {
  /** the CK_ID (a positive integer, unique in the level) */
  id: number;
  name?: string;
  /** position, rotation (quaternion x, y, z, w; default none), scale (default 1, 1, 1) */
  position: [number, number, number];
  rotation?: [number, number, number, number];
  scale?: [number, number, number];
  /** a preset of PRESETS */
  preset?: string;
  /** the preset's values overridden, and the meshes; false: an entity that is not physicalized */
  physicalize?: ObjectPhysicalize | false;
  /** the two attributes the glue's listeners read */
  attributes?: { collDetectionId?: number; continuousContactId?: number };
}

/** A level file. */
export interface LevelDescription {
  format: typeof LEVEL_FORMAT;
  version: typeof LEVEL_VERSION;
  name: string;
  /** Set Physics Globals at level start (default the game's: gravity (0, −20, 0), time factor 2) */
  globals?: { gravity?: [number, number, number]; timeFactor?: number };
  meshes: Record<string, MeshDescription>;
  objects: ObjectDescription[];
  /** where a new ball starts, and the CK_ID the ball entity gets (default: one above every object's) */
  start: { position: [number, number, number]; ball?: string; entity?: number };
  /** free-form information (the generator's seed and counts) */
  info?: Record<string, unknown>;
}

/** A level file (or a part of one) is not valid: `file` and the JSON `path` name the place. */
export class LevelFormatError extends Error {
  constructor(
    readonly file: string,
    readonly path: string,
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}: ${path}: ${problem}`, options);
    this.name = "LevelFormatError";
  }
}

/** What parseLevel needs besides the JSON: its name for errors, and the side files of binary meshes. */
export interface LevelSource {
  /** the file name errors name (default "level") */
  file?: string;
  /** the bytes of a binary side file named in the level (little-endian f32 vertices, u32 faces) */
  readBinary?: (file: string) => Uint8Array;
}

/** A checked object, with its meshes resolved and its values final. */
export interface LevelObject {
  readonly id: number;
  readonly name: string;
  /** the entity's VxMatrix (f32, rows = scaled axes, row 3 = position) */
  readonly matrix: Float32Array;
  readonly physicalize: ResolvedPhysicalize | null;
  readonly collDetectionId: number | null;
  readonly contactId: number | null;
}

/** An object's Physicalize pins as the glue reads them. */
export interface ResolvedPhysicalize {
  readonly fixed: boolean;
  readonly friction: number;
  readonly elasticity: number;
  readonly mass: number;
  readonly group: string;
  readonly startFrozen: boolean;
  readonly enableCollision: boolean;
  readonly autoMassCenter: boolean;
  readonly linearDamping: number;
  readonly rotationalDamping: number;
  readonly surface: string;
  /** mesh ids in the level's library */
  readonly convex: readonly number[];
  readonly concave: readonly number[];
  readonly ballRadius: readonly number[];
  readonly shift: readonly [number, number, number];
}

/** One mesh in f32, as the glue's mesh readers see it. */
interface MeshData {
  name: string;
  vertices: Float32Array;
  faces: Uint32Array;
  path: string;
}

const TOP_KEYS = ["format", "version", "name", "globals", "meshes", "objects", "start", "info"];
const OBJECT_KEYS = ["id", "name", "position", "rotation", "scale", "preset", "physicalize", "attributes"];
const PHYS_KEYS = ["fixed", "friction", "elasticity", "mass", "group", "startFrozen", "enableCollision", "autoMassCenter", "linearDamping", "rotationalDamping", "shift", "ballRadius", "surface", "convex", "concave"];
const MAX_ID = 0x7fffffff;

/** A checked level: its objects and meshes, and (once a world is made) the memory template its worlds copy. */
export class BallanceLevel {
  readonly name: string;
  readonly file: string;
  readonly objects: readonly LevelObject[];
  readonly gravity: readonly [number, number, number];
  readonly timeFactor: number;
  readonly start: { readonly position: readonly [number, number, number]; readonly ball: string; readonly entity: number };
  /** the mesh names, in the order of their ids */
  readonly meshNames: readonly string[];
  /** total vertices and faces of the meshes */
  readonly vertexCount: number;
  readonly faceCount: number;
  /** a 32-bit fingerprint of everything the simulation reads of the level: snapshots carry it */
  readonly fingerprint: number;
  /** @internal */
  readonly meshes: readonly MeshData[];
  private template: { memory: Memory; library: GlueMeshLibrary } | null = null;

  /** @internal use parseLevel */
  constructor(file: string, d: LevelDescription, meshes: MeshData[], objects: LevelObject[]) {
    this.file = file;
    this.name = d.name;
    this.meshes = meshes;
    this.meshNames = meshes.map((m) => m.name);
    this.objects = objects;
    this.gravity = d.globals?.gravity ?? [0, -20, 0];
    this.timeFactor = d.globals?.timeFactor ?? 2;
    const maxId = objects.reduce((a, o) => Math.max(a, o.id), 0);
    this.start = { position: d.start.position, ball: d.start.ball ?? "Ball_Wood", entity: d.start.entity ?? maxId + 1 };
    this.vertexCount = meshes.reduce((a, m) => a + m.vertices.length / 3, 0);
    this.faceCount = meshes.reduce((a, m) => a + m.faces.length / 3, 0);
    this.fingerprint = fingerprintOf(this);
  }

  /** The number of triangles of the concave meshes objects use and of convex meshes (hull inputs). */
  get objectCount(): number {
    return this.objects.length;
  }

  /**
   * @internal The layout memory and mesh library a new world of this level starts from: the
   * manager's first allocation (the ball surface manager's dummy ledge) and every collision surface
   * the level's objects need, built in file order with the first object's scale per surface name
   * (003 L147), as the world's level start requests them. Built once; each world copies it.
   */
  templateFor(): { memory: Memory; library: GlueMeshLibrary } {
    if (this.template === null) this.template = buildTemplate(this);
    return this.template;
  }
}

/** The fingerprint: FNV-1a over the meshes' bits and the objects' values. */
function fingerprintOf(l: BallanceLevel): number {
  let h = 0x811c9dc5;
  const add = (bytes: Uint8Array) => {
    h = fnv1a(bytes, 0, bytes.length, h);
  };
  for (const m of l.meshes) {
    add(new Uint8Array(m.vertices.buffer, m.vertices.byteOffset, m.vertices.byteLength));
    add(new Uint8Array(m.faces.buffer, m.faces.byteOffset, m.faces.byteLength));
  }
  add(utf8(JSON.stringify({ o: l.objects.map((o) => ({ ...o, matrix: Array.from(o.matrix) })), g: l.gravity, t: l.timeFactor, s: l.start })));
  return h >>> 0;
}

function buildTemplate(l: BallanceLevel): { memory: Memory; library: GlueMeshLibrary } {
  const memory = new Memory(1 << 20);
  const library = newLibrary(l);
  // the manager's first allocation, as every world makes it
  const scratch = new PhysicsManager();
  glue_manager_init(memory, scratch, library);
  const seen = new Set<string>();
  for (const o of l.objects) {
    const p = o.physicalize;
    if (p === null || p.ballRadius.length > 0 || p.surface === "" || seen.has(p.surface)) continue;
    seen.add(p.surface);
    const scale = matrixScale(o.matrix);
    try {
      library.build_surface(memory, p.convex.slice(), p.concave.slice(), scale[0], scale[1], scale[2]);
    } catch (e) {
      if (e instanceof SpecAssertionError) {
        const m = /mesh (\d+)/.exec(e.message);
        const mesh = m ? l.meshes[Number(m[1])] : undefined;
        throw new LevelFormatError(l.file, mesh ? mesh.path : `$.objects[id ${o.id}]`, `${e.message.replace(/^assertion failed at [^:]+:\d+: /, "").replace(/mesh \d+/, `mesh "${mesh?.name ?? "?"}"`)}; fix the mesh or leave it out`, { cause: e });
      }
      throw e;
    }
  }
  return { memory, library };
}

/** The UTF-8 bytes of a string (TextEncoder is not in every JS engine this runs in, QuickJS among them). */
export function utf8(s: string): Uint8Array {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/** @internal A fresh mesh library holding the level's meshes (ids in mesh order). */
export function newLibrary(l: BallanceLevel): GlueMeshLibrary {
  const lib = new GlueMeshLibrary();
  for (const m of l.meshes) {
    const verts: EVec3[] = [];
    for (let i = 0; i < m.vertices.length; i += 3) {
      const v = new EVec3();
      v.x = m.vertices[i];
      v.y = m.vertices[i + 1];
      v.z = m.vertices[i + 2];
      verts.push(v);
    }
    glue_library_add_mesh(lib, verts, Array.from(m.faces));
  }
  return lib;
}

/** GetScale of a VxMatrix: the axis rows' lengths (f32), as the glue computes it. */
function matrixScale(m: Float32Array): [number, number, number] {
  const len = (i: number) => fround(Math.sqrt(m[i] * m[i] + m[i + 1] * m[i + 1] + m[i + 2] * m[i + 2]));
  return [len(0), len(4), len(8)];
}

// ------------------------------------------------------------------ parsing

class Checker {
  constructor(readonly file: string) {}
  fail(path: string, problem: string): never {
    throw new LevelFormatError(this.file, path, problem);
  }
  object(path: string, v: unknown, keys: readonly string[]): Record<string, unknown> {
    if (typeof v !== "object" || v === null || Array.isArray(v)) this.fail(path, `${kind(v)} is not an object; pass { … }`);
    for (const k of Object.keys(v)) if (!keys.includes(k)) this.fail(`${path}.${k}`, `unknown key; the known ones are ${keys.join(", ")}`);
    return v as Record<string, unknown>;
  }
  number(path: string, v: unknown, lo = -Infinity, hi = Infinity): number {
    if (typeof v !== "number" || !Number.isFinite(v)) this.fail(path, `${kind(v)} is not a finite number`);
    if (v < lo || v > hi) this.fail(path, `${v} is out of range; pass a number from ${lo} to ${hi}`);
    return v;
  }
  f32(path: string, v: unknown, lo = -Infinity, hi = Infinity): number {
    const x = this.number(path, v, lo, hi);
    if (!Number.isFinite(fround(x))) this.fail(path, `${x} overflows a 32-bit float`);
    return x;
  }
  int(path: string, v: unknown, lo: number, hi: number): number {
    if (typeof v !== "number" || !Number.isInteger(v)) this.fail(path, `${kind(v)} is not an integer`);
    if (v < lo || v > hi) this.fail(path, `${v} is out of range; pass a whole number from ${lo} to ${hi}`);
    return v;
  }
  bool(path: string, v: unknown): boolean {
    if (typeof v !== "boolean") this.fail(path, `${kind(v)} is not a boolean; pass true or false`);
    return v;
  }
  string(path: string, v: unknown): string {
    if (typeof v !== "string") this.fail(path, `${kind(v)} is not a string`);
    return v;
  }
  vec(path: string, v: unknown, n: number, lo = -Infinity, hi = Infinity): number[] {
    if (!Array.isArray(v) || v.length !== n) this.fail(path, `${kind(v)} is not a list of ${n} numbers`);
    return v.map((x, i) => this.f32(`${path}[${i}]`, x, lo, hi));
  }
}

function kind(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === "number") return String(v);
  return typeof v;
}

/** Checks a level (parsed JSON) and resolves its meshes and objects. */
export function parseLevel(json: unknown, source: LevelSource = {}): BallanceLevel {
  const file = source.file ?? "level";
  const c = new Checker(file);
  const d = c.object("$", json, TOP_KEYS);
  if (d.format !== LEVEL_FORMAT) c.fail("$.format", `${kind(d.format)} is not "${LEVEL_FORMAT}"`);
  if (d.version !== LEVEL_VERSION) c.fail("$.version", `${kind(d.version)} is not ${LEVEL_VERSION}, the version this package reads`);
  c.string("$.name", d.name);
  if (d.globals !== undefined) {
    const g = c.object("$.globals", d.globals, ["gravity", "timeFactor"]);
    if (g.gravity !== undefined) c.vec("$.globals.gravity", g.gravity, 3, -1e6, 1e6);
    if (g.timeFactor !== undefined) c.f32("$.globals.timeFactor", g.timeFactor, 0, 1e6);
  }
  // meshes
  const md = c.object("$.meshes", d.meshes, Object.keys((d.meshes ?? {}) as object));
  const meshes: MeshData[] = [];
  const meshId = new Map<string, number>();
  for (const [name, m] of Object.entries(md)) {
    const path = `$.meshes[${JSON.stringify(name)}]`;
    meshId.set(name, meshes.length);
    meshes.push(readMesh(c, path, name, m, source));
  }
  // objects
  if (!Array.isArray(d.objects)) c.fail("$.objects", `${kind(d.objects)} is not a list of objects`);
  const ids = new Set<number>();
  const objects: LevelObject[] = [];
  (d.objects as unknown[]).forEach((ov, i) => {
    const path = `$.objects[${i}]`;
    const o = c.object(path, ov, OBJECT_KEYS);
    const id = c.int(`${path}.id`, o.id, 1, MAX_ID - 1);
    if (ids.has(id)) c.fail(`${path}.id`, `CK_ID ${id} is used twice; give every object its own id`);
    ids.add(id);
    const name = o.name === undefined ? `object ${id}` : c.string(`${path}.name`, o.name);
    const pos = c.vec(`${path}.position`, o.position, 3, -1e7, 1e7);
    const rot = o.rotation === undefined ? [0, 0, 0, 1] : c.vec(`${path}.rotation`, o.rotation, 4, -1e3, 1e3);
    if (rot[0] === 0 && rot[1] === 0 && rot[2] === 0 && rot[3] === 0) c.fail(`${path}.rotation`, "the zero quaternion is not a rotation; pass [0, 0, 0, 1] for none");
    const scale = o.scale === undefined ? [1, 1, 1] : c.vec(`${path}.scale`, o.scale, 3, 1e-6, 1e6);
    let preset: PhysicalizeValues = {};
    if (o.preset !== undefined) {
      const p = c.string(`${path}.preset`, o.preset);
      if (!(p in PRESETS)) c.fail(`${path}.preset`, `"${p}" is not a preset; the presets are ${Object.keys(PRESETS).join(", ")}`);
      preset = PRESETS[p];
    }
    let phys: ResolvedPhysicalize | null = null;
    if (o.physicalize !== false) {
      phys = resolvePhysicalize(c, `${path}.physicalize`, o.physicalize, preset, meshId, o.preset !== undefined);
    }
    let collDetectionId: number | null = null;
    let contactId: number | null = null;
    if (o.attributes !== undefined) {
      const a = c.object(`${path}.attributes`, o.attributes, ["collDetectionId", "continuousContactId"]);
      if (a.collDetectionId !== undefined) collDetectionId = c.int(`${path}.attributes.collDetectionId`, a.collDetectionId, -0x80000000, 0x7fffffff);
      if (a.continuousContactId !== undefined) contactId = c.int(`${path}.attributes.continuousContactId`, a.continuousContactId, 0, 63);
    }
    objects.push({ id, name, matrix: entityMatrix(pos, rot, scale), physicalize: phys, collDetectionId, contactId });
  });
  const s = c.object("$.start", d.start, ["position", "ball", "entity"]);
  c.vec("$.start.position", s.position, 3, -1e7, 1e7);
  if (s.ball !== undefined) {
    const b = c.string("$.start.ball", s.ball);
    if (!(BALL_KINDS as readonly string[]).includes(b)) c.fail("$.start.ball", `"${b}" is not a ball kind; pass one of ${BALL_KINDS.join(", ")}`);
  }
  if (s.entity !== undefined) {
    const e = c.int("$.start.entity", s.entity, 1, MAX_ID - 1);
    if (ids.has(e)) c.fail("$.start.entity", `CK_ID ${e} is an object's; the ball needs its own`);
  }
  return new BallanceLevel(file, d as unknown as LevelDescription, meshes, objects);
}

function readMesh(c: Checker, path: string, name: string, m: unknown, source: LevelSource): MeshData {
  const o = c.object(path, m, ["vertices", "faces", "binary"]);
  let vertices: Float32Array;
  let faces: Uint32Array;
  if (o.binary !== undefined) {
    if (o.vertices !== undefined || o.faces !== undefined) c.fail(path, "a mesh is inline (vertices, faces) or binary, not both");
    const b = c.object(`${path}.binary`, o.binary, ["file", "vertexOffset", "vertexCount", "faceOffset", "faceCount"]);
    const f = c.string(`${path}.binary.file`, b.file);
    if (!source.readBinary) c.fail(`${path}.binary.file`, `"${f}" cannot be read: this loader has no side files (use loadLevelFile, or pass readBinary)`);
    let bytes: Uint8Array;
    try {
      bytes = source.readBinary(f);
    } catch (e) {
      throw new LevelFormatError(c.file, `${path}.binary.file`, `"${f}" cannot be read (${(e as Error).message})`, { cause: e });
    }
    const vo = c.int(`${path}.binary.vertexOffset`, b.vertexOffset, 0, bytes.length);
    const vc = c.int(`${path}.binary.vertexCount`, b.vertexCount, 1, 1 << 24);
    if (vo % 4 !== 0 || vo + vc * 12 > bytes.length) c.fail(`${path}.binary`, `vertices at ${vo} (${vc} × 12 bytes) do not fit the ${bytes.length} bytes of "${f}" on a 4-byte boundary`);
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    vertices = new Float32Array(vc * 3);
    for (let i = 0; i < vc * 3; i++) vertices[i] = dv.getFloat32(vo + 4 * i, true);
    const fc = b.faceCount === undefined ? 0 : c.int(`${path}.binary.faceCount`, b.faceCount, 0, 1 << 24);
    faces = new Uint32Array(fc * 3);
    if (fc > 0) {
      const fo = c.int(`${path}.binary.faceOffset`, b.faceOffset, 0, bytes.length);
      if (fo % 4 !== 0 || fo + fc * 12 > bytes.length) c.fail(`${path}.binary`, `faces at ${fo} (${fc} × 12 bytes) do not fit the ${bytes.length} bytes of "${f}" on a 4-byte boundary`);
      for (let i = 0; i < fc * 3; i++) faces[i] = dv.getUint32(fo + 4 * i, true);
    }
    for (let i = 0; i < vertices.length; i++) {
      if (!Number.isFinite(vertices[i])) c.fail(`${path}.binary`, `vertex ${Math.floor(i / 3)} of "${f}" is not finite`);
    }
  } else {
    if (!Array.isArray(o.vertices) || o.vertices.length === 0 || o.vertices.length % 3 !== 0) c.fail(`${path}.vertices`, `${kind(o.vertices)} is not one or more vertices (x, y, z each)`);
    vertices = new Float32Array(o.vertices.length);
    (o.vertices as unknown[]).forEach((v, i) => {
      vertices[i] = c.f32(`${path}.vertices[${i}]`, v);
    });
    const fl = o.faces === undefined ? [] : o.faces;
    if (!Array.isArray(fl) || fl.length % 3 !== 0) c.fail(`${path}.faces`, `${kind(fl)} is not a list of vertex index triples`);
    faces = new Uint32Array(fl.length);
    (fl as unknown[]).forEach((v, i) => {
      faces[i] = c.int(`${path}.faces[${i}]`, v, 0, 0xffffffff);
    });
  }
  const nv = vertices.length / 3;
  for (let i = 0; i < faces.length; i++) {
    if (faces[i] >= nv) c.fail(`${path}.faces[${i}]`, `vertex ${faces[i]} does not exist (the mesh has ${nv} vertices)`);
  }
  return { name, vertices, faces, path };
}

function resolvePhysicalize(c: Checker, path: string, v: unknown, preset: PhysicalizeValues, meshId: Map<string, number>, hasPreset: boolean): ResolvedPhysicalize {
  const o = v === undefined ? {} : c.object(path, v, PHYS_KEYS);
  const pick = <T>(key: keyof PhysicalizeValues, read: (p: string, x: unknown) => T, dflt: T): T =>
    o[key] !== undefined ? read(`${path}.${key}`, o[key]) : preset[key] !== undefined ? (preset[key] as T) : dflt;
  const num = (lo: number, hi: number) => (p: string, x: unknown) => c.f32(p, x, lo, hi);
  const meshes = (key: "convex" | "concave"): number[] => {
    if (o[key] === undefined) return [];
    if (!Array.isArray(o[key])) c.fail(`${path}.${key}`, `${kind(o[key])} is not a list of mesh names`);
    return (o[key] as unknown[]).map((n, i) => {
      const name = c.string(`${path}.${key}[${i}]`, n);
      const id = meshId.get(name);
      if (id === undefined) c.fail(`${path}.${key}[${i}]`, `there is no mesh "${name}" in $.meshes`);
      return id;
    });
  };
  const convex = meshes("convex");
  const concave = meshes("concave");
  const ballRadius = pick("ballRadius", num(1e-6, 1e4), undefined as number | undefined);
  if (ballRadius === undefined && convex.length === 0 && concave.length === 0) {
    c.fail(path, hasPreset ? "the preset is no ball and the object names no mesh; add convex or concave meshes, or ballRadius" : "an object needs a preset, a ball radius or meshes; or set physicalize to false");
  }
  const names = [...(o.convex as string[] | undefined ?? []), ...(o.concave as string[] | undefined ?? [])];
  const surface = o.surface !== undefined ? c.string(`${path}.surface`, o.surface) : (names[0] ?? "Ball");
  const group = pick("group", (p, x) => c.string(p, x), "");
  const shift = pick("shift", (p, x) => c.vec(p, x, 3, -1e6, 1e6) as unknown as readonly [number, number, number], [0, 0, 0] as const);
  return {
    fixed: pick("fixed", (p, x) => c.bool(p, x), false),
    friction: pick("friction", num(0, 1e6), 0.7),
    elasticity: pick("elasticity", num(0, 1e6), 0.4),
    mass: pick("mass", num(0, 1e9), 1),
    group,
    startFrozen: pick("startFrozen", (p, x) => c.bool(p, x), false),
    enableCollision: pick("enableCollision", (p, x) => c.bool(p, x), true),
    autoMassCenter: pick("autoMassCenter", (p, x) => c.bool(p, x), true),
    linearDamping: pick("linearDamping", num(0, 1e6), 0.1),
    rotationalDamping: pick("rotationalDamping", num(0, 1e6), 0.1),
    surface,
    convex,
    concave,
    ballRadius: ballRadius === undefined ? [] : [ballRadius],
    shift,
  };
}

/**
 * The VxMatrix of an entity at `p` with rotation quaternion `q` (normalised here) and scale `s`:
 * rows = the rotated axes × scale, row 3 = the position, f32.
 */
export function entityMatrix(p: readonly number[], q: readonly number[], s: readonly number[]): Float32Array {
  const n = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
  const x = q[0] / n, y = q[1] / n, z = q[2] / n, w = q[3] / n;
  // the active rotation R (world = R·local); row i of the VxMatrix is column i of R, × scale i
  const r = [
    [1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
    [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
    [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)],
  ];
  const m = new Float32Array(16);
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) m[4 * i + j] = r[j][i] * s[i];
  }
  m[12] = p[0];
  m[13] = p[1];
  m[14] = p[2];
  m[15] = 1;
  return m;
}
