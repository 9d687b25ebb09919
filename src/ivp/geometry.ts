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
// in one scratch arena emptied between surfaces and kept between builds (D-COMPILE-7, D-COMPILE-11),
// then packed into the geometry's memory (the compiled bytes are position independent, 000 L584),
// a level of one surface too; a concave mesh's faces
// go in with one call per surface (D-COMPILE-8). A query asks every surface its box can meet
// (D-MESH-5) and keeps the nearest hit (the first surface's at equal distances). A level that fits
// one surface compiles exactly as the ledge soup does.
import { Memory } from "../../runtime/memory.js";
import { Vec3 as EVec3 } from "../../runtime/vec.js";
import { SpecAssertionError } from "../../runtime/assert.js";
import { LedgeSoup, soup_add_concave_kept, soup_add_convex, soup_compile, soup_init } from "../../generated/ivp/geometry/soup.generated.js";
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
  /** compiled ledge addresses, ascending, and the feature each stands for: its mesh and face (−1 for a convex mesh) */
  ledges: Int32Array;
  mesh: Int32Array;
  face: Int32Array;
  /** the root node's box grown by a margin (D-MESH-5): min x, y, z, max x, y, z (filled by the geometry) */
  box: Float64Array;
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
    for (const s of surfaces) rootBox(memory, s.cs, s.box);
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
    // the segment's box: a surface whose root box it misses cannot be hit (D-MESH-5)
    const x0 = Math.min(a[0], b[0]),
      y0 = Math.min(a[1], b[1]),
      z0 = Math.min(a[2], b[2]);
    const x1 = Math.max(a[0], b[0]),
      y1 = Math.max(a[1], b[1]),
      z1 = Math.max(a[2], b[2]);
    for (const s of this.surfaces) {
      const bx = s.box;
      if (x1 < bx[0] || y1 < bx[1] || z1 < bx[2] || x0 > bx[3] || y0 > bx[4] || z0 > bx[5]) continue;
      if (!surface_ray_cast(this.memory, s.cs, a[0], a[1], a[2], b[0], b[1], b[2], h)) continue;
      if (best !== null && !(h.distance < best.distance)) continue;
      const f = feature(s, h.ledge);
      const len = Math.sqrt((b[0] - a[0]) * (b[0] - a[0]) + (b[1] - a[1]) * (b[1] - a[1]) + (b[2] - a[2]) * (b[2] - a[2]));
      const t = h.distance / len;
      best = {
        mesh: f.mesh,
        face: f.face,
        distance: h.distance,
        point: vec3(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t),
        normal: vec3(h.normal.x, h.normal.y, h.normal.z),
      };
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
      // a surface whose root box the sphere's box misses lists nothing (D-MESH-5)
      const bx = s.box;
      if (c[0] + r < bx[0] || c[1] + r < bx[1] || c[2] + r < bx[2] || c[0] - r > bx[3] || c[1] - r > bx[4] || c[2] - r > bx[5]) continue;
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
  let lo = 0,
    hi = s.ledges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s.ledges[mid] <= ledge) lo = mid;
    else hi = mid - 1;
  }
  if (s.ledges[lo] !== ledge) throw new Error(`internal: ledge ${ledge} is not a compiled ledge of its surface`);
  const face = s.face[lo];
  return { mesh: s.mesh[lo], face: face < 0 ? null : face };
}

/** One mesh as the build reads it (checked, rounded). */
interface MeshIn {
  mesh: number;
  verts: EVec3[];
  /** three vertex indices per face (a concave mesh), or null (a convex mesh) */
  faces: number[] | null;
  scale: [number, number, number];
  /** each vertex's scaled f32 coordinates' bits, three words per vertex (the point identity) */
  bits: Uint32Array;
  /** each vertex's point: an index into the level's table of distinct points (filled later) */
  point: Int32Array;
  /** distinct points (a convex mesh) */
  points: number;
}

/** What of a mesh goes into one surface: the whole convex mesh, or the faces [f0, f1) of a concave one. */
interface Run {
  m: MeshIn;
  f0: number;
  f1: number;
}

/**
 * Compiles a level's meshes into compact surfaces (split when they do not fit one; see the module
 * comment). `maxPointsPerSurface` (default and at most 65,536) is lowered only to test splitting.
 */
export function createIvpGeometry(description: { meshes: readonly IvpMesh[]; maxPointsPerSurface?: number }): IvpGeometry {
  const place = "createIvpGeometry";
  const d = options<{ meshes: IvpMesh[]; maxPointsPerSurface: number }>(place, description, ["meshes", "maxPointsPerSurface"]);
  const maxPoints = d.maxPointsPerSurface === undefined ? SURFACE_POINTS : integer(`${place}: maxPointsPerSurface`, d.maxPointsPerSurface, 3, SURFACE_POINTS);
  if (!Array.isArray(d.meshes) || d.meshes.length === 0)
    throw new PhysicsInputError(`${place}: meshes`, "pass a list of one or more meshes { vertices, triangles? }");
  // checks first (every mesh, every face), so that nothing is built for a refused level; the
  // places of the messages are formed only for a value that is refused
  const meshes: MeshIn[] = [];
  let totalVerts = 0;
  d.meshes.forEach((m, mi) => {
    const mp = `${place}: meshes[${mi}]`;
    const o = options<IvpMesh>(mp, m, ["vertices", "triangles", "scale"]);
    const v = numberList(`${mp}.vertices`, o.vertices);
    if (v.length === 0 || v.length % 3 !== 0)
      throw new PhysicsInputError(`${mp}.vertices`, `${v.length} numbers is not one or more vertices; pass x, y, z for each vertex`);
    const scale: [number, number, number] =
      o.scale === undefined ? [1, 1, 1] : (Array.from(vec3In(`${mp}.scale`, o.scale).subarray(0, 3)) as [number, number, number]);
    const nv = v.length / 3;
    const verts: EVec3[] = new Array<EVec3>(nv);
    const bits = new Uint32Array(3 * nv);
    for (let i = 0; i < nv; i++) {
      const e = new EVec3();
      for (let k = 0; k < 3; k++) {
        const x = v[3 * i + k];
        const r = typeof x === "number" ? fround(x) : NaN;
        const q = fround(r * scale[k]);
        if (!(q - q === 0)) checkedF32(`${mp}: vertex ${i} (${"xyz"[k]})`, x, scale[k]);
        kbuf[k] = q;
        if (k === 0) e.x = r;
        else if (k === 1) e.y = r;
        else e.z = r;
      }
      verts[i] = e;
      bits[3 * i] = kbits[0];
      bits[3 * i + 1] = kbits[1];
      bits[3 * i + 2] = kbits[2];
    }
    totalVerts += nv;
    const point = new Int32Array(nv);
    if (o.triangles === undefined) {
      meshes.push({ mesh: mi, verts, faces: null, scale, bits, point, points: 0 });
      return;
    }
    const t = numberList(`${mp}.triangles`, o.triangles);
    if (t.length === 0 || t.length % 3 !== 0)
      throw new PhysicsInputError(`${mp}.triangles`, `${t.length} indices is not one or more faces; pass three vertex indices per face`);
    const faces: number[] = new Array<number>(t.length);
    for (let k = 0; k < t.length; k++) {
      const x = t[k];
      if (!(Number.isInteger(x) && x >= 0 && x <= nv - 1)) integer(`${mp}: face ${(k / 3) | 0} (corner ${k % 3}): vertex index`, x, 0, nv - 1);
      faces[k] = x;
    }
    meshes.push({ mesh: mi, verts, faces, scale, bits, point, points: 0 });
  });
  // every vertex's point (D-COMPILE-8: the identity the compile's merged pool uses, the scaled
  // coordinates' 12 bytes), so that the grouping below counts points by integer stamps
  const pointCount = numberPoints(meshes, totalVerts);
  const stamp = new Int32Array(pointCount);
  let gen = 0;
  for (const m of meshes) {
    if (m.faces !== null) continue;
    gen++;
    for (let i = 0; i < m.point.length; i++) {
      if (stamp[m.point[i]] !== gen) {
        stamp[m.point[i]] = gen;
        m.points++;
      }
    }
  }
  // group into surfaces by their points (an upper bound of the compile's merged pool), in the
  // glue's insertion order (000 L475, 003 L143-144: the convex meshes in the order given, then the
  // concave meshes' faces), which drives the tree build: a surface is closed when the next mesh or
  // face would take its points past the limit (a face's corners not yet in the surface, each
  // counted) or it holds SURFACE_FACES meshes and faces
  const groups: Run[][] = [];
  let cur: Run[] = [];
  let items = 0,
    inSurface = 0,
    convexPts = 0;
  gen++;
  const close = () => {
    groups.push(cur);
    cur = [];
    items = inSurface = convexPts = 0;
    gen++;
  };
  for (const m of meshes) {
    if (m.faces !== null) continue;
    if (items > 0 && (inSurface + convexPts + m.points > maxPoints || items >= SURFACE_FACES)) close();
    cur.push({ m, f0: 0, f1: 0 });
    items++;
    convexPts += m.points;
  }
  for (const m of meshes) {
    if (m.faces === null) continue;
    const t = m.faces,
      pt = m.point,
      nf = t.length / 3;
    let f0 = 0;
    for (let f = 0; f < nf; f++) {
      const a = pt[t[3 * f]],
        b = pt[t[3 * f + 1]],
        c = pt[t[3 * f + 2]];
      const adds = (stamp[a] !== gen ? 1 : 0) + (stamp[b] !== gen ? 1 : 0) + (stamp[c] !== gen ? 1 : 0);
      if (items > 0 && (inSurface + convexPts + adds > maxPoints || items >= SURFACE_FACES)) {
        if (f > f0) cur.push({ m, f0, f1: f });
        close();
        f0 = f;
      }
      items++;
      if (stamp[a] !== gen) {
        stamp[a] = gen;
        inSurface++;
      }
      if (stamp[b] !== gen) {
        stamp[b] = gen;
        inSurface++;
      }
      if (stamp[c] !== gen) {
        stamp[c] = gen;
        inSurface++;
      }
    }
    if (nf > f0) cur.push({ m, f0, f1: nf });
  }
  groups.push(cur);

  // one scratch arena for every surface (D-COMPILE-7), sized for the largest group (it still grows
  // if the estimate is short), cleared before each surface, and kept for the next build
  // (D-COMPILE-11); the surfaces are copied out and packed into a memory of their size
  let need = 0;
  for (const group of groups) need = Math.max(need, scratchBytes(group));
  const scratch = scratchArena(need);
  const compiled: Uint8Array[] = [];
  const surfaces: Surface[] = [];
  const kept: number[] = [];
  let anyLedge = false;
  for (const group of groups) {
    if (scratch.top > 16) scratch.clear();
    const soup = new LedgeSoup();
    soup_init(soup);
    const mesh: number[] = [];
    const face: number[] = [];
    for (const r of group) {
      const m = r.m;
      try {
        if (m.faces === null) {
          soup_add_convex(scratch, soup, m.verts, m.scale[0], m.scale[1], m.scale[2], m.mesh);
          mesh.push(m.mesh);
          face.push(-1);
        } else {
          // the run's faces in one call (D-COMPILE-8); a degenerate face is skipped silently, as
          // the soup skips it among good ones (000 L475), and `kept` names the faces that gave a ledge
          kept.length = 0;
          soup_add_concave_kept(scratch, soup, m.verts, m.faces, r.f0, r.f1, m.scale[0], m.scale[1], m.scale[2], m.mesh, kept);
          for (const k of kept) {
            mesh.push(m.mesh);
            face.push(k);
          }
        }
      } catch (e) {
        if (e instanceof SpecAssertionError)
          throw new PhysicsInputError(
            `${place}: meshes[${m.mesh}]`,
            `${e.message.replace(/^assertion failed at [^:]+:\d+: /, "")}; fix the mesh or leave it out`,
            { cause: e },
          );
        throw e;
      }
    }
    if (soup.ledges.length === 0) continue;
    anyLedge = true;
    const cs = soup_compile(scratch, soup);
    surfaces.push({ cs, ledges: compiledLedges(scratch, cs, mesh.length), mesh: Int32Array.from(mesh), face: Int32Array.from(face), box: new Float64Array(6) });
    compiled.push(scratch.u8.slice(cs, cs + (scratch.u32[(cs + 0x1c) >>> 2] >>> 8)));
  }
  if (!anyLedge) throw new PhysicsInputError(`${place}: meshes`, "every face of every mesh is degenerate: nothing to collide with; pass meshes with area");
  // the surfaces packed, each at a 16-byte boundary, into a memory of exactly their size
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

/** The builds' scratch arena (D-COMPILE-11): one for every createIvpGeometry, kept between builds
 *  (a build writes only what it allocates after the clear, and the compiled surfaces are copied
 *  out), replaced by a larger one when a build needs more. Fresh memory costs its page faults on
 *  first touch (measured about 2.5 ms for the 20k-triangle floor's 9 MB), a reused one a clear. */
let arena: Memory | null = null;
function scratchArena(need: number): Memory {
  if (arena === null || arena.buf.byteLength < need) arena = new Memory(need);
  else if (arena.top > 16) arena.clear();
  return arena;
}

/**
 * A surface's bound for the facade's skip (D-MESH-5): the ledge tree root's quantised box, centre
 * ± box_sizes·0.004·radius (000 §1.2.5; the compile rounds it up, so it holds every point of the
 * surface), grown by twice the ray walk's box margin (D-RAY-3: 10^-5 of the node's size and
 * position, plus 10^-9). Both queries test the root first and stop there when it fails: the ray
 * walk clips the segment against this box grown by the margin once (a segment whose box misses
 * it by a second margin is rejected whatever the rounding of the clip), the sphere query rejects
 * a centre farther than box_sizes·(f32)(0.004·radius) + r from the root's centre on an axis
 * (FUN_1000b950's box test; the f32 rounding of 0.004·radius is far inside the margin). So a
 * skipped surface is one whose call would have found nothing.
 */
function rootBox(mem: Memory, cs: number, out: Float64Array): void {
  const root = surface_root(mem, cs);
  const f = root >>> 2;
  const cx = mem.f32[f + 2],
    cy = mem.f32[f + 3],
    cz = mem.f32[f + 4],
    radius = mem.f32[f + 5];
  const q = 0.004 * radius;
  const m = 2 * (1e-5 * (Math.abs(cx) + Math.abs(cy) + Math.abs(cz) + radius) + 1e-9);
  const hx = mem.u8[root + 24] * q + m,
    hy = mem.u8[root + 25] * q + m,
    hz = mem.u8[root + 26] * q + m;
  out[0] = cx - hx;
  out[1] = cy - hy;
  out[2] = cz - hz;
  out[3] = cx + hx;
  out[4] = cy + hy;
  out[5] = cz + hz;
}

/** Scratch bytes a group's soup and compile take at most (measured: 408 per face on a floor; a
 *  convex mesh at most about 100 per point: hull triangles and points, in the soup and compiled), with room to spare; a short estimate only grows. */
function scratchBytes(group: Run[]): number {
  let n = 1 << 16;
  for (const r of group) n += r.m.faces === null ? 4096 + 128 * r.m.verts.length : 448 * (r.f1 - r.f0);
  return n;
}

/** A vertex coordinate: finite, rounded to f32, and still finite once scaled (as the soup checks it). */
function checkedF32(place: string, v: unknown, scale: number): number {
  const x = fround(finite(place, v));
  if (!Number.isFinite(x) || !Number.isFinite(fround(x * scale)))
    throw new PhysicsInputError(place, `${String(v)} overflows a 32-bit float (after the scale); pass smaller coordinates`);
  return x;
}

const kbuf = new Float32Array(3);
const kbits = new Uint32Array(kbuf.buffer);

/**
 * Numbers the distinct points of every mesh's vertices (their 12 bytes compared bitwise, as the
 * compile's merged pool compares points: −0.0 and 0.0 are two points) in an open-addressing
 * table, writing each vertex's number into its mesh's `point`; returns how many there are. The
 * numbers only name points: nothing depends on their order.
 */
function numberPoints(meshes: MeshIn[], totalVerts: number): number {
  let cap = 16;
  while (cap < 2 * totalVerts) cap *= 2;
  const mask = cap - 1;
  const slot = new Int32Array(cap).fill(-1);
  const keys = new Uint32Array(3 * Math.max(1, totalVerts));
  let count = 0;
  for (const m of meshes) {
    const b = m.bits;
    for (let i = 0; i < m.point.length; i++) {
      const x = b[3 * i],
        y = b[3 * i + 1],
        z = b[3 * i + 2];
      let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y ^ (y >>> 16), 0x85ebca77) ^ Math.imul(z ^ (z >>> 13), 0xc2b2ae3d);
      h = (h ^ (h >>> 15)) & mask;
      for (;;) {
        const p = slot[h];
        if (p < 0) {
          slot[h] = count;
          keys[3 * count] = x;
          keys[3 * count + 1] = y;
          keys[3 * count + 2] = z;
          m.point[i] = count++;
          break;
        }
        if (keys[3 * p] === x && keys[3 * p + 1] === y && keys[3 * p + 2] === z) {
          m.point[i] = p;
          break;
        }
        h = (h + 1) & mask;
      }
    }
  }
  return count;
}

/**
 * The compiled ledges' addresses in insertion order (000 L637-648: one ledge at cs + 0x30; two or
 * more copied in insertion order from cs + 0x30, each (n_triangles + 1) · 16 bytes).
 */
function compiledLedges(mem: Memory, cs: number, n: number): Int32Array {
  const out = new Int32Array(n);
  let at = cs + 0x30;
  for (let k = 0; k < n; k++) {
    out[k] = at;
    const nTri = mem.i16[(at + 0xc) >>> 1];
    at += (nTri + 1) * 16;
  }
  return out;
}
