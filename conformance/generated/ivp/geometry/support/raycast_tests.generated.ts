// GENERATED FILE: do not edit. Engine module ivp.geometry.raycast_tests: 000 §1.5.4: tests of the ray cast (tree walk, ledge hit walk, listener, nearest-hit query) with seeded random soups from spec/ivp/geometry/tests/raycast_tests.spec (sha256 052cadc1503e4d8e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, ZERO_F64, specMin } from "../../../../../runtime/index.js";
import { TestLcg } from "./surface_manager_tests.generated.js";
import { ledge_point, ledge_triangle, surface_terminal_ledges } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { RayHitListener, SurfaceRayHit, surface_ray_cast } from "../../../../../generated/ivp/geometry/raycast.generated.js";
import { LedgeSoup, reset_LedgeSoup, soup_add_convex, soup_compile, soup_init } from "../../../../../generated/ivp/geometry/soup.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { n_triangles = 12 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { e0 = 4, e1 = 8, e2 = 12 }

/** Records every listener call (the ray solver's slot 0). */
export class RecordingRayListener implements RayHitListener {
  calls: number = 0;
  args: number[] = [];
  ledges: number[] = [];
  triangles: number[] = [];
  distances: number[] = [];
  normals: Vec3[] = [];

  /** Implements RayHitListener.ray_hit (@spec spec/ivp/geometry/tests/raycast_tests.spec:23). */
  ray_hit(arg: number, ledge: number, triangle: number, distance: number, normal_x: number, normal_y: number, normal_z: number): void {
    this.calls = (this.calls + 1) | 0;
    this.args.push(arg);
    this.ledges.push(ledge);
    this.triangles.push(triangle);
    this.distances.push(distance);
    this.normals.push(Object.assign(new Vec3(), { x: normal_x, y: normal_y, z: normal_z }));
  }
}

/** Puts a RecordingRayListener back into the zero state `new RecordingRayListener()` gives, in place. */
export function reset_RecordingRayListener(s: RecordingRayListener): void {
  s.calls = 0;
  s.args.length = 0;
  s.ledges.length = 0;
  s.triangles.length = 0;
  s.distances.length = 0;
  s.normals.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RecordingRayListener(dst: RecordingRayListener, src: RecordingRayListener): void {
  dst.calls = src.calls;
  for (let i = 0; i < src.args.length && i < dst.args.length; i++) dst.args[i] = src.args[i];
  if (dst.args.length > src.args.length) dst.args.length = src.args.length;
  else for (let i = dst.args.length; i < src.args.length; i++) dst.args.push(src.args[i]);
  for (let i = 0; i < src.ledges.length && i < dst.ledges.length; i++) dst.ledges[i] = src.ledges[i];
  if (dst.ledges.length > src.ledges.length) dst.ledges.length = src.ledges.length;
  else for (let i = dst.ledges.length; i < src.ledges.length; i++) dst.ledges.push(src.ledges[i]);
  for (let i = 0; i < src.triangles.length && i < dst.triangles.length; i++) dst.triangles[i] = src.triangles[i];
  if (dst.triangles.length > src.triangles.length) dst.triangles.length = src.triangles.length;
  else for (let i = dst.triangles.length; i < src.triangles.length; i++) dst.triangles.push(src.triangles[i]);
  for (let i = 0; i < src.distances.length && i < dst.distances.length; i++) dst.distances[i] = src.distances[i];
  if (dst.distances.length > src.distances.length) dst.distances.length = src.distances.length;
  else for (let i = dst.distances.length; i < src.distances.length; i++) dst.distances.push(src.distances[i]);
  dst.normals.length = src.normals.length;
  for (let i = 0; i < src.normals.length; i++) { if (dst.normals[i] === undefined) dst.normals[i] = new Vec3(); dst.normals[i].x = src.normals[i].x; dst.normals[i].y = src.normals[i].y; dst.normals[i].z = src.normals[i].z; }
}

/** The brute force's answer for one ray. */
export class BruteRay {
  found: boolean = false;
  ambiguous: boolean = false;
  t: number = ZERO_F64;
  ledge: number = 0;
  /** the nearest face's facing: dir·n (n = (p1−p0)×(p2−p0) of triangle 0 or of the hit triangle) */
  facing: number = ZERO_F64;
}

/** Puts a BruteRay back into the zero state `new BruteRay()` gives, in place. */
export function reset_BruteRay(s: BruteRay): void {
  s.found = false;
  s.ambiguous = false;
  s.t = 0;
  s.ledge = 0;
  s.facing = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BruteRay(dst: BruteRay, src: BruteRay): void {
  dst.found = src.found;
  dst.ambiguous = src.ambiguous;
  dst.t = src.t;
  dst.ledge = src.ledge;
  dst.facing = src.facing;
}

/**
 * @design Test fixture: the unit quad in y = 0 as two faces (0,1,2) and (0,2,3) at height y; both faces' (b−a)×(c−a) point down (-y).
 * @float x87
 * @spec spec/ivp/geometry/tests/raycast_tests.spec:44
 */
export function ray_test_floor(v: Vec3[], faces: number[], y: number): void {
  const b: number = v.length;
  v.push(Object.assign(new Vec3(), { x: 0, y: y, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 1, y: y, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 1, y: y, z: 1 }));
  v.push(Object.assign(new Vec3(), { x: 0, y: y, z: 1 }));
  faces.push(b);
  faces.push((b + 1) | 0);
  faces.push((b + 2) | 0);
  faces.push(b);
  faces.push((b + 2) | 0);
  faces.push((b + 3) | 0);
}

/**
 * @design Test fixture: the unit cube as one convex mesh, compiled.
 * @float x87
 * @spec spec/ivp/geometry/tests/raycast_tests.spec:59
 */
export function ray_test_cube(mem: Memory): number {
  const v: Vec3[] = [];
  for (let k = 0; k < 8; k++) {
    v.push(Object.assign(new Vec3(), { x: Math.fround(k & 1), y: Math.fround((k >> 1) & 1), z: Math.fround((k >> 2) & 1) }));
  }
  const s: LedgeSoup = _r0;
  reset_LedgeSoup(s);
  soup_init(s);
  soup_add_convex(mem, s, v, 1, 1, 1, 0);
  return soup_compile(mem, s);
}

/**
 * @design Test oracle: Möller–Trumbore for the segment start → end and the triangle p0, p1, p2 (two-sided). Returns false when the segment is parallel; r[0] = t, r[1] = the smallest of u, v, 1−u−v, t, 1−t (>= 0: a hit).
 * @float x87
 * @precision 57 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/raycast_tests.spec:71
 */
export function test_ray_triangle(p0_x: number, p0_y: number, p0_z: number, p1_x: number, p1_y: number, p1_z: number, p2_x: number, p2_y: number, p2_z: number, start_x: number, start_y: number, start_z: number, end_x: number, end_y: number, end_z: number, r: Float64Array): boolean {
  const e1_x = p1_x - p0_x, e1_y = p1_y - p0_y, e1_z = p1_z - p0_z;
  const e2_x = p2_x - p0_x, e2_y = p2_y - p0_y, e2_z = p2_z - p0_z;
  const d_x = end_x - start_x, d_y = end_y - start_y, d_z = end_z - start_z;
  const pv_x = d_y * e2_z - d_z * e2_y, pv_y = d_z * e2_x - d_x * e2_z, pv_z = d_x * e2_y - d_y * e2_x;
  const det: number = e1_x * pv_x + e1_y * pv_y + e1_z * pv_z;
  if (Math.abs(det) < 1e-200) {
    return false;
  }
  const inv: number = 1 / det;
  const tv_x = start_x - p0_x, tv_y = start_y - p0_y, tv_z = start_z - p0_z;
  const u: number = (tv_x * pv_x + tv_y * pv_y + tv_z * pv_z) * inv;
  const qv_x = tv_y * e1_z - tv_z * e1_y, qv_y = tv_z * e1_x - tv_x * e1_z, qv_z = tv_x * e1_y - tv_y * e1_x;
  const v: number = (d_x * qv_x + d_y * qv_y + d_z * qv_z) * inv;
  const t: number = (e2_x * qv_x + e2_y * qv_y + e2_z * qv_z) * inv;
  r[0] = t;
  const m: number = specMin(v < u ? v : u, 1 - u - v);
  r[1] = specMin(t < m ? t : m, 1 - t);
  return true;
}

/**
 * @design Test oracle: the nearest face hit by start → end over every triangle of every terminal ledge (pancakes: triangle 0 only, the two are the same face), with its facing and the ambiguity rule of this file.
 * @float x87
 * @precision 38 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/raycast_tests.spec:93
 */
export function test_brute_ray(mem: Memory, cs: number, start_x: number, start_y: number, start_z: number, end_x: number, end_y: number, end_z: number, b: BruteRay): void {
  b.found = false;
  b.ambiguous = false;
  b.t = 2;
  b.ledge = 0;
  b.facing = 0;
  let second: number = 2;
  const all: number[] = [];
  surface_terminal_ledges(mem, cs, all);
  const r = _a1;
  r[0] = 0;
  r[1] = 0;
  const d_x = end_x - start_x, d_y = end_y - start_y, d_z = end_z - start_z;
  const dl: number = Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
  for (let i = 0; i < all.length; i++) {
    const l: number = all[i];
    let nt: number = mem.i16[(l + Ledge.n_triangles) >>> 1];
    if (nt === 2) {
      nt = 1;
    }
    for (let j = 0; j < nt; j++) {
      const t: number = ledge_triangle(l, j);
      const a: number = ledge_point(mem, l, mem.u32[(t + Triangle.e0) >>> 2] & 0xffff);
      const bb: number = ledge_point(mem, l, mem.u32[(t + Triangle.e1) >>> 2] & 0xffff);
      const c: number = ledge_point(mem, l, mem.u32[(t + Triangle.e2) >>> 2] & 0xffff);
      const p0_x = mem.f32[(a + PolyPoint["p.x"]) >>> 2], p0_y = mem.f32[(a + PolyPoint["p.y"]) >>> 2], p0_z = mem.f32[(a + PolyPoint["p.z"]) >>> 2];
      const p1_x = mem.f32[(bb + PolyPoint["p.x"]) >>> 2], p1_y = mem.f32[(bb + PolyPoint["p.y"]) >>> 2], p1_z = mem.f32[(bb + PolyPoint["p.z"]) >>> 2];
      const p2_x = mem.f32[(c + PolyPoint["p.x"]) >>> 2], p2_y = mem.f32[(c + PolyPoint["p.y"]) >>> 2], p2_z = mem.f32[(c + PolyPoint["p.z"]) >>> 2];
      if (test_ray_triangle(p0_x, p0_y, p0_z, p1_x, p1_y, p1_z, p2_x, p2_y, p2_z, start_x, start_y, start_z, end_x, end_y, end_z, r)) {
        if (Math.abs(r[1]) < 0.000001) {
          b.ambiguous = true;
        }
        if (r[1] >= 0) {
          const e1_x = p1_x - p0_x, e1_y = p1_y - p0_y, e1_z = p1_z - p0_z;
          const e2_x = p2_x - p0_x, e2_y = p2_y - p0_y, e2_z = p2_z - p0_z;
          const n_x = e1_y * e2_z - e1_z * e2_y, n_y = e1_z * e2_x - e1_x * e2_z, n_z = e1_x * e2_y - e1_y * e2_x;
          const nl: number = Math.sqrt(n_x * n_x + n_y * n_y + n_z * n_z);
          const facing: number = (d_x * n_x + d_y * n_y + d_z * n_z) / (dl * nl);
          if (Math.abs(facing) < 0.000001) {
            b.ambiguous = true;
          }
          if (r[0] < b.t) {
            second = b.t;
            b.t = r[0];
            b.ledge = all[i];
            b.facing = facing;
            b.found = true;
          } else if (r[0] < second) {
            second = r[0];
          }
        }
      }
    }
  }
  if (b.found && second - b.t < 1e-9) {
    b.ambiguous = true;
  }
}

/**
 * @design Test helper: 1 when surface_ray_cast disagrees with the brute force for start → end (convex: a back-facing nearest face means the start is inside, no hit expected), 0 when it agrees; the ambiguity counter goes up instead when the ray is ambiguous.
 * @float x87
 * @precision 11 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/raycast_tests.spec:151
 */
export function test_ray_mismatch(mem: Memory, cs: number, start_x: number, start_y: number, start_z: number, end_x: number, end_y: number, end_z: number, amb: TestLcg): number {
  const b: BruteRay = new BruteRay();
  test_brute_ray(mem, cs, start_x, start_y, start_z, end_x, end_y, end_z, b);
  if (b.ambiguous) {
    amb.s = (amb.s + 1) >>> 0;
    return 0;
  }
  const hit: SurfaceRayHit = new SurfaceRayHit();
  const got: boolean = surface_ray_cast(mem, cs, start_x, start_y, start_z, end_x, end_y, end_z, hit);
  let want: boolean = b.found;
  const l: number = b.ledge;
  if (b.found && mem.i16[(l + Ledge.n_triangles) >>> 1] !== 2 && b.facing > 0) {
    want = false;
  }
  if (got !== want) {
    return 1;
  }
  if (!got) {
    return 0;
  }
  const d_x = end_x - start_x, d_y = end_y - start_y, d_z = end_z - start_z;
  const dist: number = b.t * Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
  if (hit.ledge !== b.ledge || Math.abs(hit.distance - dist) > 0.000001) {
    return 1;
  }
  return 0;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new LedgeSoup(), _a1 = new Float64Array(2);
