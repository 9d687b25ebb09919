// GENERATED FILE: do not edit. Engine module ps2.mesh_pretest: the sphere overlap's pre-test of a mesh triangle against the centre's reach (designed, D-MESH-4) from spec/ps2/mesh_pretest.spec (sha256 01b6e2b4357ba34d).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { ZERO_F64, specMax, specMin } from "../../runtime/index.js";
import { CollisionMesh } from "./collision_mesh.generated.js";

/**
 * The sphere sweep's path box and reach, formed once per query for MeshTriangle_SweepMayHit
 * (D-MESH-6): the box of the centre's path c … c + m (not grown) and the two terms of the reach
 * R = base + slope·(T + G) of a candidate (T the sum of its box's spans, G of its gaps to the path
 * box).
 */
export class SweepReach {
  lo_x: number = ZERO_F64;
  lo_y: number = ZERO_F64;
  lo_z: number = ZERO_F64;
  hi_x: number = ZERO_F64;
  hi_y: number = ZERO_F64;
  hi_z: number = ZERO_F64;
  base: number = ZERO_F64;
  slope: number = ZERO_F64;
}

/** Puts a SweepReach back into the zero state `new SweepReach()` gives, in place. */
export function reset_SweepReach(s: SweepReach): void {
  s.lo_x = 0;
  s.lo_y = 0;
  s.lo_z = 0;
  s.hi_x = 0;
  s.hi_y = 0;
  s.hi_z = 0;
  s.base = 0;
  s.slope = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SweepReach(dst: SweepReach, src: SweepReach): void {
  dst.lo_x = src.lo_x;
  dst.lo_y = src.lo_y;
  dst.lo_z = src.lo_z;
  dst.hi_x = src.hi_x;
  dst.hi_y = src.hi_y;
  dst.hi_z = src.hi_z;
  dst.base = src.base;
  dst.slope = src.slope;
}

/**
 * Whether triangle idx of the mesh may lie within `reach` of the point (cx, cy, cz), given that
 * its box meets the centre's reach box: false when the distance from the point to the triangle's
 * box is more than reach (the three axis gaps, squared and summed), or when the point lies farther
 * than reach from the triangle's plane ((N·(c − v0))² > reach²·|N|², N = (v1 − v0) × (v2 − v0)).
 * Both distances are at most the point-triangle distance. The plane test is made only for a
 * triangle whose corner angle at v0 is not tiny (|N|²·2^30 ≥ |v1 − v0|²·|v2 − v0|², so that N's
 * rounding is below 2^-37 of |N|); a sliver or degenerate triangle passes it.
 *
 * @design D-MESH-4: the sphere overlap's second pre-test, after the box pre-test of D-MESH-3 (on the benchmark floor about 11 of 43 candidates pass the box, 8 the box distance, 7 the plane distance, of which about 5 overlap): fewer calls of the f32 kernel, which costs about 150 ns; f64 here, since the test only skips triangles out of reach and decides no answer.
 * @float sse
 * @spec spec/ps2/mesh_pretest.spec:19
 */
export function MeshTriangle_WithinReach(mesh: CollisionMesh, idx: number, cx: number, cy: number, cz: number, reach: number): boolean {
  const k: number = Math.imul(9, idx);
  const px: number = cx;
  const py: number = cy;
  const pz: number = cz;
  const ax: number = mesh.corners[k];
  const ay: number = mesh.corners[(k + 1) | 0];
  const az: number = mesh.corners[(k + 2) | 0];
  const bx: number = mesh.corners[(k + 3) | 0];
  const by: number = mesh.corners[(k + 4) | 0];
  const bz: number = mesh.corners[(k + 5) | 0];
  const ex: number = mesh.corners[(k + 6) | 0];
  const ey: number = mesh.corners[(k + 7) | 0];
  const ez: number = mesh.corners[(k + 8) | 0];
  const rf: number = reach;
  const rr: number = rf * rf;
  let g: number = 0;
  let d2: number = 0;
  let lo: number = specMin(bx < ax ? bx : ax, ex);
  let hi: number = specMax(bx > ax ? bx : ax, ex);
  if (px < lo) {
    g = lo - px;
    d2 = d2 + g * g;
  } else if (px > hi) {
    g = px - hi;
    d2 = d2 + g * g;
  }
  lo = specMin(by < ay ? by : ay, ey);
  hi = specMax(by > ay ? by : ay, ey);
  if (py < lo) {
    g = lo - py;
    d2 = d2 + g * g;
  } else if (py > hi) {
    g = py - hi;
    d2 = d2 + g * g;
  }
  lo = specMin(bz < az ? bz : az, ez);
  hi = specMax(bz > az ? bz : az, ez);
  if (pz < lo) {
    g = lo - pz;
    d2 = d2 + g * g;
  } else if (pz > hi) {
    g = pz - hi;
    d2 = d2 + g * g;
  }
  if (d2 > rr) {
    return false;
  }
  const u_x = bx - ax, u_y = by - ay, u_z = bz - az;
  const v_x = ex - ax, v_y = ey - ay, v_z = ez - az;
  const nn_x = u_y * v_z - u_z * v_y, nn_y = u_z * v_x - u_x * v_z, nn_z = u_x * v_y - u_y * v_x;
  const q: number = nn_x * nn_x + nn_y * nn_y + nn_z * nn_z;
  if (q * 1073741824 < (u_x * u_x + u_y * u_y + u_z * u_z) * (v_x * v_x + v_y * v_y + v_z * v_z)) {
    return true;
  }
  const s: number = nn_x * (px - ax) + nn_y * (py - ay) + nn_z * (pz - az);
  return !(s * s > rr * q);
}

/**
 * Sets the path box of a sweep from c by m and the reach terms for radius r:
 * base = |r|·(1 + 2^-7) + 2^-10 + 2^-12·M + (2^-7 + 2^-12)·P and slope = 2^-7 + 2^-12, M the largest
 * |coordinate| of the path box and P the sum of its spans.
 *
 * @design D-MESH-6: the per-query part of the sphere sweep's pre-test, in f64 from the f32 centre and move (c + m is exact in f64 but for exponent gaps past 29 bits, far inside the 2^-10 margin).
 * @float sse
 * @spec spec/ps2/mesh_pretest.spec:98
 */
export function SweepReach_Set(sr: SweepReach, cx: number, cy: number, cz: number, mx: number, my: number, mz: number, r: number): void {
  const x0: number = cx;
  const y0: number = cy;
  const z0: number = cz;
  const x1: number = x0 + mx;
  const y1: number = y0 + my;
  const z1: number = z0 + mz;
  sr.lo_x = x1 < x0 ? x1 : x0;
  sr.hi_x = x1 > x0 ? x1 : x0;
  sr.lo_y = y1 < y0 ? y1 : y0;
  sr.hi_y = y1 > y0 ? y1 : y0;
  sr.lo_z = z1 < z0 ? z1 : z0;
  sr.hi_z = z1 > z0 ? z1 : z0;
  const big: number = specMax(specMax(specMax(Math.abs(sr.lo_x), Math.abs(sr.hi_x)), specMax(Math.abs(sr.lo_y), Math.abs(sr.hi_y))), specMax(Math.abs(sr.lo_z), Math.abs(sr.hi_z)));
  const p: number = sr.hi_x - sr.lo_x + (sr.hi_y - sr.lo_y) + (sr.hi_z - sr.lo_z);
  const ra: number = Math.abs(r);
  sr.slope = 0.0078125 + 0.000244140625;
  sr.base = ra * 1.0078125 + 0.0009765625 + 0.000244140625 * big + sr.slope * p;
}

/**
 * Whether the sphere sweep's kernel may hit triangle idx of the mesh: false when the triangle is
 * well shaped (|N|² > 0 and |N|²·2^12 ≥ |v1 − v0|²·|v2 − v0|², N = (v1 − v0) × (v2 − v0): its
 * angle at v0 is above 2^-6 rad, so the f32 unit normal the kernel uses is within 2^-15 rad of the
 * true one) and the distance from its box to the path box is more than R = base + slope·(T + G)
 * (SweepReach_Set; T the sum of the box's spans, G of its gaps to the path box). With S the sum of
 * the spans and M the largest |coordinate| of the box holding both (S ≤ T + G + P, M ≤ the path's
 * M + S), R is at least |r| + 2^-10 + 2^-7·(S + |r|) + 2^-12·M. In exact arithmetic a kernel hit at
 * t in [0, 1] puts a point of the triangle within |r| of the path (D-MESH-6); R's extra covers the
 * kernel's f32 rounding with a wide margin, so a triangle this skips is one the sweep would not
 * have kept.
 *
 * @design D-MESH-6: the sphere sweep's pre-test before the normal and the f32 sweep kernel (on the benchmark floor about 7 of 30 candidates pass); f64, since the test decides no answer, only which triangles the kernel need not see.
 * @float sse
 * @spec spec/ps2/mesh_pretest.spec:129
 */
export function MeshTriangle_SweepMayHit(mesh: CollisionMesh, idx: number, sr: SweepReach): boolean {
  const k: number = Math.imul(9, idx);
  const ax: number = mesh.corners[k];
  const ay: number = mesh.corners[(k + 1) | 0];
  const az: number = mesh.corners[(k + 2) | 0];
  const bx: number = mesh.corners[(k + 3) | 0];
  const by: number = mesh.corners[(k + 4) | 0];
  const bz: number = mesh.corners[(k + 5) | 0];
  const ex: number = mesh.corners[(k + 6) | 0];
  const ey: number = mesh.corners[(k + 7) | 0];
  const ez: number = mesh.corners[(k + 8) | 0];
  let d2: number = 0;
  let spread: number = 0;
  let g: number = 0;
  // per axis: the triangle's [lo, hi], its gap to the path box, and the spans and gaps summed
  let lo: number = specMin(bx < ax ? bx : ax, ex);
  let hi: number = specMax(bx > ax ? bx : ax, ex);
  if (lo > sr.hi_x) {
    g = lo - sr.hi_x;
    d2 = d2 + g * g;
    spread = spread + g;
  } else if (hi < sr.lo_x) {
    g = sr.lo_x - hi;
    d2 = d2 + g * g;
    spread = spread + g;
  }
  spread = spread + (hi - lo);
  lo = specMin(by < ay ? by : ay, ey);
  hi = specMax(by > ay ? by : ay, ey);
  if (lo > sr.hi_y) {
    g = lo - sr.hi_y;
    d2 = d2 + g * g;
    spread = spread + g;
  } else if (hi < sr.lo_y) {
    g = sr.lo_y - hi;
    d2 = d2 + g * g;
    spread = spread + g;
  }
  spread = spread + (hi - lo);
  lo = specMin(bz < az ? bz : az, ez);
  hi = specMax(bz > az ? bz : az, ez);
  if (lo > sr.hi_z) {
    g = lo - sr.hi_z;
    d2 = d2 + g * g;
    spread = spread + g;
  } else if (hi < sr.lo_z) {
    g = sr.lo_z - hi;
    d2 = d2 + g * g;
    spread = spread + g;
  }
  spread = spread + (hi - lo);
  const reach: number = sr.base + sr.slope * spread;
  // within reach (or a NaN anywhere): the kernel decides
  if (!(d2 > reach * reach)) {
    return true;
  }
  const u_x = bx - ax, u_y = by - ay, u_z = bz - az;
  const v_x = ex - ax, v_y = ey - ay, v_z = ez - az;
  const nn_x = u_y * v_z - u_z * v_y, nn_y = u_z * v_x - u_x * v_z, nn_z = u_x * v_y - u_y * v_x;
  const q: number = nn_x * nn_x + nn_y * nn_y + nn_z * nn_z;
  // a sliver or degenerate triangle: its f32 normal may point anywhere, so the kernel decides
  return !(q > 0 && q * 4096 >= (u_x * u_x + u_y * u_y + u_z * u_z) * (v_x * v_x + v_y * v_y + v_z * v_z));
}
