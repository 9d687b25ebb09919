// IVP (Ballance) static collision geometry of the public API: compact surfaces compiled from the
// game's meshes through the ledge soup (000 §1.6), ray casts and sphere queries that answer with
// the mesh and face the game added. What IVP simulates on top (the glue's timeline and dynamics)
// is not encoded yet; this is the collision geometry it will run against.
//
// The meshes are inserted as the Virtools glue inserts an entity's meshes (003 L143-144, 000 L475):
// every convex mesh (one hull ledge each), then every concave mesh's faces (one triangle ledge
// each), each group in the order given.
//
// A level of any size compiles (D-FACADE-7): the meshes go into one compact surface while it fits
// (65,536 merged points, 100,000 faces, so that the surface stays under the 16 MiB of its 24-bit
// size field); beyond that they are split, in the order given, into several surfaces, each compiled
// in a scratch arena and copied into the geometry's memory (the compiled bytes are position
// independent, 000 L584). A query asks every surface and keeps the nearest hit (the first surface's
// at equal distances). A level that fits one surface compiles exactly as the ledge soup does.
import { Memory } from "../../runtime/memory.js";
import { Vec3 as EVec3 } from "../../runtime/vec.js";
import { SpecAssertionError } from "../../runtime/assert.js";
import { LedgeSoup, soup_add_concave, soup_add_convex, soup_compile, soup_init } from "../../generated/ivp/geometry/soup.generated.js";
import { SurfaceRayHit, surface_ray_cast } from "../../generated/ivp/geometry/raycast.generated.js";
import { ledge_tree_sphere_query } from "../../generated/ivp/geometry/surface_manager.generated.js";
import { surface_root } from "../../generated/ivp/geometry/compact.generated.js";
import { PhysicsInputError } from "../errors.js";
import { finite, integer, numberList, options, vec3In } from "../check.js";
import { vec3, type Vec3 } from "../math.js";

const fround = Math.fround;
/** The most merged points one compact surface holds (start_point_index is 16 bits). */
const SURFACE_POINTS = 65536;
/** The most faces put into one surface (keeps its byte size well under the 24-bit limit). */
const SURFACE_FACES = 100000;

/** One mesh of the game's level. */
export interface IvpMesh {
  /** Vertex positions, x, y, z per vertex (object space; rounded to f32 as the game's meshes are). */
  vertices: ArrayLike<number>;
  /**
   * Three vertex indices per face for a concave mesh (every face becomes a two-sided triangle
   * ledge); omitted for a convex mesh, whose points become one convex hull ledge.
   */
  triangles?: ArrayLike<number>;
  /** Scale applied to the vertices (the entity scale; default 1, 1, 1). */
  scale?: Vec3;
}

/** What a ray or sphere query met: the mesh (its index in `meshes`) and its face (null for a convex mesh). */
export interface IvpFeature {
  readonly mesh: number;
  readonly face: number | null;
}

/** A ray's nearest hit. */
export interface IvpRayHit extends IvpFeature {
  /** distance from `from` along the ray */
  readonly distance: number;
  readonly point: Vec3;
  /** the hit triangle's unit normal, facing the ray's start */
  readonly normal: Vec3;
}

interface Surface {
  /** the compact surface's address in `memory` */
  cs: number;
  /** compiled ledge addresses, ascending, and the feature each stands for */
  ledges: number[];
  features: IvpFeature[];
}

/** Compiled IVP geometry: compact surfaces over a shared memory, immutable. */
export class IvpGeometry {
  /** @internal the layout memory holding the compact surfaces (the engine API reads it) */
  readonly memory: Memory;
  /** @internal */
  private readonly surfaces: Surface[];
  /** Number of meshes and of faces (concave) or hulls (convex) compiled. */
  readonly meshCount: number;
  readonly ledgeCount: number;
  private readonly hit = new SurfaceRayHit();
  private readonly found: number[] = [];

  /** @internal use createIvpGeometry */
  constructor(memory: Memory, surfaces: Surface[], meshCount: number) {
    this.memory = memory;
    this.surfaces = surfaces;
    this.meshCount = meshCount;
    this.ledgeCount = surfaces.reduce((n, s) => n + s.ledges.length, 0);
  }

  /** Number of compact surfaces the level compiled into (1 unless it was split). */
  get surfaceCount(): number {
    return this.surfaces.length;
  }

  /** The compact surfaces' addresses in `memory` (for the engine API under `lockstep-physics/engine`). */
  get surfaceAddresses(): number[] {
    return this.surfaces.map((s) => s.cs);
  }

  /**
   * The nearest hit of the segment from → to (G29's ray casting; a start inside a convex ledge
   * hits nothing there), or null.
   */
  castRay(from: Vec3, to: Vec3): IvpRayHit | null {
    const place = "geometry.castRay";
    const a = point(`${place}: from`, from);
    const b = point(`${place}: to`, to);
    const h = this.hit;
    let best: IvpRayHit | null = null;
    for (const s of this.surfaces) {
      if (!surface_ray_cast(this.memory, s.cs, a[0], a[1], a[2], b[0], b[1], b[2], h)) continue;
      if (best !== null && !(h.distance < best.distance)) continue;
      const f = feature(s, h.ledge);
      const len = Math.sqrt((b[0] - a[0]) * (b[0] - a[0]) + (b[1] - a[1]) * (b[1] - a[1]) + (b[2] - a[2]) * (b[2] - a[2]));
      const t = h.distance / len;
      best = { mesh: f.mesh, face: f.face, distance: h.distance, point: vec3(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t), normal: vec3(h.normal.x, h.normal.y, h.normal.z) };
    }
    return best;
  }

  /**
   * The meshes' faces (and convex meshes) whose ledge-tree spheres meet the sphere (FUN_1000b950:
   * the tree's bounding spheres and boxes, so a near miss can be listed), each once, in tree order,
   * surface by surface.
   */
  querySphere(center: Vec3, radius: number): IvpFeature[] {
    const place = "geometry.querySphere";
    const c = point(`${place}: center`, center);
    const r = finite(`${place}: radius`, radius);
    if (r < 0) throw new PhysicsInputError(`${place}: radius`, `${r} is negative; pass 0 or more`);
    const out: IvpFeature[] = [];
    for (const s of this.surfaces) {
      this.found.length = 0;
      ledge_tree_sphere_query(this.memory, surface_root(this.memory, s.cs), c[0], c[1], c[2], r, this.found);
      for (const l of this.found) out.push(feature(s, l));
    }
    return out;
  }
}

/** A query point: three finite numbers (f64: IVP's queries are computed in f64 and the x87's extended precision). */
function point(place: string, v: unknown): number[] {
  if (typeof v !== "object" || v === null) throw new PhysicsInputError(place, `${String(v)} is not a vector; pass vec3(x, y, z)`);
  const o = v as Vec3;
  return [finite(`${place}.x`, o.x), finite(`${place}.y`, o.y), finite(`${place}.z`, o.z)];
}

/** The feature of a compiled ledge address (binary search over the surface's ledges). */
function feature(s: Surface, ledge: number): IvpFeature {
  let lo = 0, hi = s.ledges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s.ledges[mid] <= ledge) lo = mid;
    else hi = mid - 1;
  }
  if (s.ledges[lo] !== ledge) throw new Error(`internal: ledge ${ledge} is not a compiled ledge of its surface`);
  return s.features[lo];
}

interface Item {
  mesh: number;
  face: number | null;
  verts: EVec3[];
  faces: number[] | null;
  scale: [number, number, number];
  points: number;
  keys: string[];
}

/**
 * Compiles a level's meshes into compact surfaces (split when they do not fit one; see the module
 * comment). `maxPointsPerSurface` (default and at most 65,536) is lowered only to test splitting.
 */
export function createIvpGeometry(description: { meshes: readonly IvpMesh[]; maxPointsPerSurface?: number }): IvpGeometry {
  const place = "createIvpGeometry";
  const d = options<{ meshes: IvpMesh[]; maxPointsPerSurface: number }>(place, description, ["meshes", "maxPointsPerSurface"]);
  const maxPoints = d.maxPointsPerSurface === undefined ? SURFACE_POINTS : integer(`${place}: maxPointsPerSurface`, d.maxPointsPerSurface, 3, SURFACE_POINTS);
  if (!Array.isArray(d.meshes) || d.meshes.length === 0) throw new PhysicsInputError(`${place}: meshes`, "pass a list of one or more meshes { vertices, triangles? }");
  // checks first (every mesh, every face), so that nothing is built for a refused level
  const items: Item[] = [];
  d.meshes.forEach((m, mi) => {
    const mp = `${place}: meshes[${mi}]`;
    const o = options<IvpMesh>(mp, m, ["vertices", "triangles", "scale"]);
    const v = numberList(`${mp}.vertices`, o.vertices);
    if (v.length === 0 || v.length % 3 !== 0) throw new PhysicsInputError(`${mp}.vertices`, `${v.length} numbers is not one or more vertices; pass x, y, z for each vertex`);
    const scale: [number, number, number] = o.scale === undefined ? [1, 1, 1] : (Array.from(vec3In(`${mp}.scale`, o.scale).subarray(0, 3)) as [number, number, number]);
    const nv = v.length / 3;
    const verts: EVec3[] = [];
    const keys: string[] = [];
    for (let i = 0; i < nv; i++) {
      const e = new EVec3();
      e.x = checkedF32(`${mp}: vertex ${i} (x)`, v[3 * i], scale[0]);
      e.y = checkedF32(`${mp}: vertex ${i} (y)`, v[3 * i + 1], scale[1]);
      e.z = checkedF32(`${mp}: vertex ${i} (z)`, v[3 * i + 2], scale[2]);
      verts.push(e);
      keys.push(pointKey(fround(e.x * scale[0]), fround(e.y * scale[1]), fround(e.z * scale[2])));
    }
    if (o.triangles === undefined) {
      items.push({ mesh: mi, face: null, verts, faces: null, scale, points: new Set(keys).size, keys: [] });
      return;
    }
    const t = numberList(`${mp}.triangles`, o.triangles);
    if (t.length === 0 || t.length % 3 !== 0) throw new PhysicsInputError(`${mp}.triangles`, `${t.length} indices is not one or more faces; pass three vertex indices per face`);
    for (let k = 0; k < t.length; k++) integer(`${mp}: face ${(k / 3) | 0} (corner ${k % 3}): vertex index`, t[k], 0, nv - 1);
    for (let f = 0; f < t.length / 3; f++) {
      const fk = [keys[t[3 * f]], keys[t[3 * f + 1]], keys[t[3 * f + 2]]];
      items.push({ mesh: mi, face: f, verts, faces: [t[3 * f], t[3 * f + 1], t[3 * f + 2]], scale, points: 3, keys: fk });
    }
  });
  // the glue's insertion order (000 L475, 003 L143-144): the convex meshes in the order given, then
  // the concave meshes' faces; it drives the tree build
  items.sort((a, b) => (a.faces === null ? 0 : 1) - (b.faces === null ? 0 : 1) || a.mesh - b.mesh || (a.face ?? 0) - (b.face ?? 0));
  // group the items into surfaces by their points (an upper bound of the compile's merged pool)
  const groups: Item[][] = [];
  let cur: Item[] = [];
  let pts = new Set<string>();
  let convexPts = 0;
  for (const it of items) {
    const adds = it.faces === null ? it.points : it.keys.filter((k) => !pts.has(k)).length;
    if (cur.length > 0 && (pts.size + convexPts + adds > maxPoints || cur.length >= SURFACE_FACES)) {
      groups.push(cur);
      cur = [];
      pts = new Set();
      convexPts = 0;
    }
    cur.push(it);
    if (it.faces === null) convexPts += it.points;
    else for (const k of it.keys) pts.add(k);
  }
  groups.push(cur);

  // one scratch arena for every surface (D-COMPILE-7), sized once for the largest group (it still
  // grows if the estimate is short), cleared between surfaces; a level of one surface compiles in
  // the geometry's memory itself, several are copied out and packed into a memory of their size
  let need = 0;
  for (const group of groups) need = Math.max(need, scratchBytes(group));
  const scratch = new Memory(need);
  const compiled: Uint8Array[] = [];
  const surfaces: Surface[] = [];
  let anyLedge = false;
  for (const group of groups) {
    if (scratch.top > 16) scratch.clear();
    const soup = new LedgeSoup();
    soup_init(soup);
    const features: IvpFeature[] = [];
    for (const it of group) {
      const before = soup.ledges.length;
      try {
        if (it.faces === null) soup_add_convex(scratch, soup, it.verts, it.scale[0], it.scale[1], it.scale[2], it.mesh);
        else soup_add_concave(scratch, soup, it.verts, it.faces, it.scale[0], it.scale[1], it.scale[2], it.mesh);
      } catch (e) {
        // a degenerate face is skipped silently, as the soup skips it among good ones (000 L475)
        if (it.faces !== null && e instanceof SpecAssertionError && e.message.includes("is degenerate")) continue;
        if (e instanceof SpecAssertionError) throw new PhysicsInputError(`${place}: meshes[${it.mesh}]`, `${e.message.replace(/^assertion failed at [^:]+:\d+: /, "")}; fix the mesh or leave it out`, { cause: e });
        throw e;
      }
      for (let k = before; k < soup.ledges.length; k++) features.push({ mesh: it.mesh, face: it.face });
    }
    if (soup.ledges.length === 0) continue;
    anyLedge = true;
    const cs = soup_compile(scratch, soup);
    surfaces.push({ cs, ledges: compiledLedges(scratch, cs, features.length), features });
    if (groups.length > 1) compiled.push(scratch.u8.slice(cs, cs + (scratch.u32[(cs + 0x1c) >>> 2] >>> 8)));
  }
  if (!anyLedge) throw new PhysicsInputError(`${place}: meshes`, "every face of every mesh is degenerate: nothing to collide with; pass meshes with area");
  if (groups.length === 1) return new IvpGeometry(scratch, surfaces, d.meshes.length);
  // several surfaces: packed, each at a 16-byte boundary, into a memory of exactly their size
  let total = 16;
  for (const b of compiled) total += (b.length + 15) & ~15;
  const memory = new Memory(total);
  surfaces.forEach((s, k) => {
    const at = memory.alloc(compiled[k].length, 16);
    memory.u8.set(compiled[k], at);
    const shift = at - s.cs;
    s.cs = at;
    for (let i = 0; i < s.ledges.length; i++) s.ledges[i] += shift;
  });
  return new IvpGeometry(memory, surfaces, d.meshes.length);
}

/** Scratch bytes a group's soup and compile take at most (measured: 408 per face on a floor; a
 *  convex mesh at most about 100 per point: hull triangles and points, in the soup and compiled), with room to spare; a short estimate only grows. */
function scratchBytes(group: Item[]): number {
  let n = 1 << 16;
  for (const it of group) n += it.faces === null ? 4096 + 128 * it.points : 448;
  return n;
}

/** A vertex coordinate: finite, rounded to f32, and still finite once scaled (as the soup checks it). */
function checkedF32(place: string, v: unknown, scale: number): number {
  const x = fround(finite(place, v));
  if (!Number.isFinite(x) || !Number.isFinite(fround(x * scale))) throw new PhysicsInputError(place, `${String(v)} overflows a 32-bit float (after the scale); pass smaller coordinates`);
  return x;
}

/** The 12-byte identity of a point, as the compile's merged pool compares points (bitwise xyz). */
const kbuf = new Float32Array(3);
const kbits = new Uint32Array(kbuf.buffer);
function pointKey(x: number, y: number, z: number): string {
  kbuf[0] = x;
  kbuf[1] = y;
  kbuf[2] = z;
  return `${kbits[0]},${kbits[1]},${kbits[2]}`;
}

/**
 * The compiled ledges' addresses in insertion order (000 L637-648: one ledge at cs + 0x30; two or
 * more copied in insertion order from cs + 0x30, each (n_triangles + 1) · 16 bytes).
 */
function compiledLedges(mem: Memory, cs: number, n: number): number[] {
  const out: number[] = [];
  let at = cs + 0x30;
  for (let k = 0; k < n; k++) {
    out.push(at);
    const nTri = mem.i16[(at + 0xc) >>> 1];
    at += (nTri + 1) * 16;
  }
  return out;
}
