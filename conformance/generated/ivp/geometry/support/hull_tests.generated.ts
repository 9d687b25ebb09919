// GENERATED FILE: do not edit. Engine module ivp.geometry.hull_tests: 000 §1.6.3 (L506-564): convex hull ledge cases and property checks over seeded point clouds from spec/ivp/geometry/tests/hull_tests.spec (sha256 27073e61593c730c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, hi32, signbit, specMax } from "../../../../../runtime/index.js";
import { edge_next, edge_opposite, edge_triangle, ledge_point, ledge_triangle, triangle_edge, triangle_pierce } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { ChullFacets, ChullWork, chull_pow2, chull_rounds, hull_ledge, hull_points_status, reset_ChullFacets, reset_ChullWork } from "../../../../../generated/ivp/geometry/hull.generated.js";
import { hesse } from "../../../../../generated/ivp/geometry/ledge_helpers.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { is_virtual = 0, start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0, ledgetree_node_offset = 4, flags = 8, size_div_16 = 8, n_triangles = 12 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8, hesse = 12 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { material_index = 0, pierce_index = 0, tri_index = 0, tri_is_virtual = 0 }

/** A 32-bit linear congruential generator (Numerical Recipes constants) for the test clouds. */
export class ChullRng {
  s: number = 0;
}

/** Puts a ChullRng back into the zero state `new ChullRng()` gives, in place. */
export function reset_ChullRng(s: ChullRng): void {
  s.s = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ChullRng(dst: ChullRng, src: ChullRng): void {
  dst.s = src.s;
}

/**
 * The next value in [0, 1): the top 24 bits of the state over 2^24 (exact in f32 as well).
 *
 * @design Deterministic test clouds: a plain LCG, u32 arithmetic only.
 * @unit G35
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/hull_tests.spec:17
 */
export function chull_rng_next(r: ChullRng): number {
  r.s = (Math.imul(r.s, 1664525) + 1013904223) >>> 0;
  return (r.s >>> 8) * 5.960464477539063e-8 /* f64#3e70000000000000 */;
}

/**
 * Appends the 8 corners of the box [lo, hi]³ in the order (0,0,0), (1,0,0), (1,1,0), (0,1,0),
 * (0,0,1), (1,0,1), (1,1,1), (0,1,1).
 *
 * @design Test fixture: a cube with a fixed corner order.
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/tests/hull_tests.spec:26
 */
export function chull_test_cube(out_: Vec3[], lo: number, hi: number): void {
  out_.push(Object.assign(new Vec3(), { x: lo, y: lo, z: lo }));
  out_.push(Object.assign(new Vec3(), { x: hi, y: lo, z: lo }));
  out_.push(Object.assign(new Vec3(), { x: hi, y: hi, z: lo }));
  out_.push(Object.assign(new Vec3(), { x: lo, y: hi, z: lo }));
  out_.push(Object.assign(new Vec3(), { x: lo, y: lo, z: hi }));
  out_.push(Object.assign(new Vec3(), { x: hi, y: lo, z: hi }));
  out_.push(Object.assign(new Vec3(), { x: hi, y: hi, z: hi }));
  out_.push(Object.assign(new Vec3(), { x: lo, y: hi, z: hi }));
}

/**
 * A seeded cloud of n points. kind 0: uniform in [-1, 1)³; 1: on the unit sphere; 2: a slab
 * 2 × 2 × 0.02; 3: a box rotated by a rational rotation and rounded to f32 (its faces are only
 * nearly planar), corners plus points on the faces; 4: integer lattice points in {0..4}³
 * (repeats, collinear and coplanar points); 5: a unit cloud centred at (1000, -500, 250).
 *
 * @design Test fixture: point clouds with and without degeneracies.
 * @unit G35
 * @float x87
 * @precision 45 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/hull_tests.spec:43
 */
export function chull_test_cloud(r: ChullRng, kind: number, n: number, out_: Vec3[]): void {
  out_.length = 0;
  let i: number = 0;
  while (out_.length < n) {
    const x: number = 2 * chull_rng_next(r) - 1;
    const y: number = 2 * chull_rng_next(r) - 1;
    const z: number = 2 * chull_rng_next(r) - 1;
    if (kind === 0) {
      out_.push(Object.assign(new Vec3(), { x: x, y: y, z: z }));
    } else if (kind === 1) {
      const l2: number = x * x + y * y + z * z;
      if (l2 > 0.01 && l2 <= 1) {
        const inv: number = 1 / Math.sqrt(l2);
        out_.push(Object.assign(new Vec3(), { x: x * inv, y: y * inv, z: z * inv }));
      }
    } else if (kind === 2) {
      out_.push(Object.assign(new Vec3(), { x: x, y: y, z: 0.01 * z }));
    } else if (kind === 3) {
      // a box 2 × 1.5 × 1: the corners first, then points on a face chosen by i
      const bx: number = 1;
      const by: number = 0.75;
      const bz: number = 0.5;
      let px: number = x * bx;
      let py: number = y * by;
      let pz: number = z * bz;
      if (i < 8) {
        px = bx;
        py = by;
        pz = bz;
        if ((i & 1) !== 0) {
          px = -bx;
        }
        if ((i & 2) !== 0) {
          py = -by;
        }
        if ((i & 4) !== 0) {
          pz = -bz;
        }
      } else {
        const face: number = (i % 6) | 0;
        if (face === 0) {
          px = bx;
        } else if (face === 1) {
          px = -bx;
        } else if (face === 2) {
          py = by;
        } else if (face === 3) {
          py = -by;
        } else if (face === 4) {
          pz = bz;
        } else {
          pz = -bz;
        }
      }
      // rotate about z by (cos, sin) = (3/5, 4/5), then about x by (5/13, 12/13)
      const ax: number = 0.6 * px - 0.8 * py;
      const ay: number = 0.8 * px + 0.6 * py;
      const az: number = pz;
      const cy: number = 5 / 13 * ay - 12 / 13 * az;
      const cz: number = 12 / 13 * ay + 5 / 13 * az;
      const qf_x = Math.fround(ax), qf_y = Math.fround(cy), qf_z = Math.fround(cz);
      const qd_x = qf_x, qd_y = qf_y, qd_z = qf_z;
      out_.push(Object.assign(new Vec3(), { x: qd_x, y: qd_y, z: qd_z }));
    } else if (kind === 4) {
      out_.push(Object.assign(new Vec3(), { x: Math.floor(2.5 * x + 2.5), y: Math.floor(2.5 * y + 2.5), z: Math.floor(2.5 * z + 2.5) }));
    } else {
      out_.push(Object.assign(new Vec3(), { x: 1000 + x, y: -500 + y, z: 250 + z }));
    }
    i = (i + 1) | 0;
  }
}

/**
 * The grid unit of the hull for a point list: 2^(e-24) with 2^e the smallest power of two above
 * the largest |coordinate| (chull_setup).
 *
 * @design Test tolerance: the hull's own grid unit.
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/tests/hull_tests.spec:119
 */
export function chull_test_unit(pts: Vec3[]): number {
  let s: number = 0;
  for (let i = 0; i < pts.length; i++) {
    const p_x = pts[i].x, p_y = pts[i].y, p_z = pts[i].z;
    s = specMax(s, Math.abs(p_x));
    s = specMax(s, Math.abs(p_y));
    s = specMax(s, Math.abs(p_z));
  }
  const e: number = ((hi32(s) >>> 20) & 0x7ff) - 1022;
  return chull_pow2((e - 24) | 0);
}

/**
 * The worst ratio, over every triangle plane of the ledge and every point q (the ledge's own
 * points when `pts` is empty), of q's signed distance in front of the plane (planes from the
 * stored f32 points, in f64) to the rounding allowance of that plane, δ·(2 + 2·D/h): δ = √3·u
 * (a stored point and the grid point the hull used differ by at most u per coordinate), D the
 * diagonal of the ledge's box, h the triangle's smallest altitude (a corner moved by δ tilts the
 * plane by at most about δ/h). A ratio <= 1 means on or behind every plane within rounding.
 * With abs_tol > 0 the allowance is abs_tol instead (an absolute distance).
 *
 * @design Property check (000 L563): convexity and containment under the hull's error model.
 * @unit G35
 * @float x87
 * @precision 76 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/hull_tests.spec:140
 */
export function chull_test_worst(mem: Memory, l: number, pts: Vec3[], unit: number, abs_tol: number): number {
  const nt: number = mem.i16[(l + Ledge.n_triangles) >>> 1];
  const np: number = ((mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8) - 1 - nt) | 0;
  const q0: number = ledge_point(mem, l, 0);
  let lo_x = mem.f32[(q0 + PolyPoint["p.x"]) >>> 2], lo_y = mem.f32[(q0 + PolyPoint["p.y"]) >>> 2], lo_z = mem.f32[(q0 + PolyPoint["p.z"]) >>> 2];
  let hi_x = mem.f32[(q0 + PolyPoint["p.x"]) >>> 2], hi_y = mem.f32[(q0 + PolyPoint["p.y"]) >>> 2], hi_z = mem.f32[(q0 + PolyPoint["p.z"]) >>> 2];
  for (let i = 0; i < np; i++) {
    const q: number = ledge_point(mem, l, i);
    const qp_x = mem.f32[(q + PolyPoint["p.x"]) >>> 2], qp_y = mem.f32[(q + PolyPoint["p.y"]) >>> 2], qp_z = mem.f32[(q + PolyPoint["p.z"]) >>> 2];
    const t$0_x = qp_x < lo_x ? qp_x : lo_x, t$0_y = qp_y < lo_y ? qp_y : lo_y, t$0_z = qp_z < lo_z ? qp_z : lo_z;
    lo_x = t$0_x; lo_y = t$0_y; lo_z = t$0_z;
    const t$1_x = qp_x > hi_x ? qp_x : hi_x, t$1_y = qp_y > hi_y ? qp_y : hi_y, t$1_z = qp_z > hi_z ? qp_z : hi_z;
    hi_x = t$1_x; hi_y = t$1_y; hi_z = t$1_z;
  }
  const diag_x = hi_x - lo_x, diag_y = hi_y - lo_y, diag_z = hi_z - lo_z;
  const dd: number = Math.sqrt(diag_x * diag_x + diag_y * diag_y + diag_z * diag_z);
  const delta: number = 1.7320508075688772 * unit;
  let worst: number = -1e+300;
  for (let t = 0; t < nt; t++) {
    const tri: number = ledge_triangle(l, t);
    const e0: number = triangle_edge(tri, 0);
    const e1: number = triangle_edge(tri, 1);
    const e2: number = triangle_edge(tri, 2);
    const a: number = ledge_point(mem, l, mem.u32[(e0 + Edge.start_point_index) >>> 2] & 0xffff);
    const b: number = ledge_point(mem, l, mem.u32[(e1 + Edge.start_point_index) >>> 2] & 0xffff);
    const c: number = ledge_point(mem, l, mem.u32[(e2 + Edge.start_point_index) >>> 2] & 0xffff);
    const pa_x = mem.f32[(a + PolyPoint["p.x"]) >>> 2], pa_y = mem.f32[(a + PolyPoint["p.y"]) >>> 2], pa_z = mem.f32[(a + PolyPoint["p.z"]) >>> 2];
    const pb_x = mem.f32[(b + PolyPoint["p.x"]) >>> 2], pb_y = mem.f32[(b + PolyPoint["p.y"]) >>> 2], pb_z = mem.f32[(b + PolyPoint["p.z"]) >>> 2];
    const pc_x = mem.f32[(c + PolyPoint["p.x"]) >>> 2], pc_y = mem.f32[(c + PolyPoint["p.y"]) >>> 2], pc_z = mem.f32[(c + PolyPoint["p.z"]) >>> 2];
    const u_x = pb_x - pa_x, u_y = pb_y - pa_y, u_z = pb_z - pa_z;
    const v_x = pc_x - pa_x, v_y = pc_y - pa_y, v_z = pc_z - pa_z;
    const wv_x = pc_x - pb_x, wv_y = pc_y - pb_y, wv_z = pc_z - pb_z;
    const nrm_x = u_y * v_z - u_z * v_y, nrm_y = u_z * v_x - u_x * v_z, nrm_z = u_x * v_y - u_y * v_x;
    const nl: number = Math.sqrt(nrm_x * nrm_x + nrm_y * nrm_y + nrm_z * nrm_z);
    const inv: number = 1 / nl;
    const lmax: number = Math.sqrt(specMax(u_x * u_x + u_y * u_y + u_z * u_z, specMax(v_x * v_x + v_y * v_y + v_z * v_z, wv_x * wv_x + wv_y * wv_y + wv_z * wv_z)));
    // smallest altitude = twice the area over the longest edge
    const hmin: number = nl / lmax;
    let tol: number = delta * (2 + 2 * dd / hmin);
    if (abs_tol > 0) {
      tol = abs_tol;
    }
    if (pts.length === 0) {
      for (let i_1 = 0; i_1 < np; i_1++) {
        const q_1: number = ledge_point(mem, l, i_1);
        const qp_1_x = mem.f32[(q_1 + PolyPoint["p.x"]) >>> 2], qp_1_y = mem.f32[(q_1 + PolyPoint["p.y"]) >>> 2], qp_1_z = mem.f32[(q_1 + PolyPoint["p.z"]) >>> 2];
        const d_x = qp_1_x - pa_x, d_y = qp_1_y - pa_y, d_z = qp_1_z - pa_z;
        const dist: number = (nrm_x * d_x + nrm_y * d_y + nrm_z * d_z) * inv;
        worst = specMax(worst, dist / tol);
      }
    } else {
      for (let i_2 = 0; i_2 < pts.length; i_2++) {
        const qp_2_x = pts[i_2].x, qp_2_y = pts[i_2].y, qp_2_z = pts[i_2].z;
        const d_1_x = qp_2_x - pa_x, d_1_y = qp_2_y - pa_y, d_1_z = qp_2_z - pa_z;
        const dist_1: number = (nrm_x * d_1_x + nrm_y * d_1_y + nrm_z * d_1_z) * inv;
        worst = specMax(worst, dist_1 / tol);
      }
    }
  }
  return worst;
}

/**
 * Structural checks of a hull ledge, as a bit mask of failures (0 = all hold):
 * 1 an edge's opposite is not its reverse in another triangle, or opposite(opposite(e)) != e;
 * 2 the ledge's points are not wound outward (the mean of its points is not strictly behind
 * every triangle); 4 Euler: n_pts - n_tri/2 != 2; 8 tri_index != i, a pierce index out of
 * range, material or virtual bits set; 16 the header (c_point_offset, flags) is not the
 * generator's; 32 a point's fourth float is not 0; 64 points not in first-appearance order;
 * 128 a pierce triangle that does not face away (n_T·n_U not below -1e-6).
 *
 * @design Property check (000 L549-563): the generator's layout and a closed, outward-wound ledge.
 * @unit G40
 * @float x87
 * @precision 32 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/hull_tests.spec:209
 */
export function chull_test_structure(mem: Memory, l: number): number {
  let bad: number = 0;
  const nt: number = mem.i16[(l + Ledge.n_triangles) >>> 1];
  const np: number = ((mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8) - 1 - nt) | 0;
  if (mem.i32[(l + Ledge.c_point_offset) >>> 2] !== ((0x10 + Math.imul(16, nt)) | 0) || mem.u32[(l + Ledge.flags) >>> 2] !== ((((1 + nt + np) << 8) | 4) >>> 0) || mem.i32[(l + Ledge.ledgetree_node_offset) >>> 2] !== 0) {
    bad = bad | 16;
  }
  if (((Math.imul(2, np) - nt) | 0) !== 4) {
    bad = bad | 4;
  }
  // the mean of the points
  let m_x = 0, m_y = 0, m_z = 0;
  for (let i = 0; i < np; i++) {
    const q: number = ledge_point(mem, l, i);
    const qp_x = mem.f32[(q + PolyPoint["p.x"]) >>> 2], qp_y = mem.f32[(q + PolyPoint["p.y"]) >>> 2], qp_z = mem.f32[(q + PolyPoint["p.z"]) >>> 2];
    const t$0_x = m_x + qp_x, t$0_y = m_y + qp_y, t$0_z = m_z + qp_z;
    m_x = t$0_x; m_y = t$0_y; m_z = t$0_z;
    if (mem.f32[(q + PolyPoint.hesse) >>> 2] !== 0 || signbit(mem.f32[(q + PolyPoint.hesse) >>> 2])) {
      bad = bad | 32;
    }
  }
  const t$1_x = m_x / np, t$1_y = m_y / np, t$1_z = m_z / np;
  m_x = t$1_x; m_y = t$1_y; m_z = t$1_z;
  let seen: number = 0;
  for (let t = 0; t < nt; t++) {
    const tri: number = ledge_triangle(l, t);
    if ((mem.u32[(tri + Triangle.tri_index) >>> 2] & 0xfff) !== t || ((mem.u32[(tri + Triangle.pierce_index) >>> 2] >>> 12) & 0xfff) >= nt || ((mem.u32[(tri + Triangle.material_index) >>> 2] >>> 24) & 0x7f) !== 0 || (mem.u32[(tri + Triangle.tri_is_virtual) >>> 2] >>> 31) !== 0) {
      bad = bad | 8;
    }
    for (let k = 0; k < 3; k++) {
      const e: number = triangle_edge(tri, k);
      const o: number = edge_opposite(mem, e);
      if (edge_opposite(mem, o) !== e || edge_triangle(o) === tri) {
        bad = bad | 1;
      }
      const en: number = edge_next(e);
      const on: number = edge_next(o);
      if ((mem.u32[(o + Edge.start_point_index) >>> 2] & 0xffff) !== (mem.u32[(en + Edge.start_point_index) >>> 2] & 0xffff) || (mem.u32[(on + Edge.start_point_index) >>> 2] & 0xffff) !== (mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff) || (mem.u32[(e + Edge.is_virtual) >>> 2] >>> 31) !== 0) {
        bad = bad | 1;
      }
      // first appearance: a new index is exactly one more than the largest seen so far
      const si: number = mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff;
      if (si > seen) {
        bad = bad | 64;
      }
      if (si === seen) {
        seen = (seen + 1) | 0;
      }
    }
    const e0: number = triangle_edge(tri, 0);
    hesse(mem, e0, l, _s0);
    const nrm_x = _s0.x, nrm_y = _s0.y, nrm_z = _s0.z;
    // the pierce partner faces away: n_T·n_U below -1e-6 for the unit normals (000 L546)
    const pt: number = triangle_pierce(mem, tri);
    const pe: number = triangle_edge(pt, 0);
    hesse(mem, pe, l, _s1);
    const pn_x = _s1.x, pn_y = _s1.y, pn_z = _s1.z;
    if (!(nrm_x * pn_x + nrm_y * pn_y + nrm_z * pn_z < -0.000001 * Math.sqrt((nrm_x * nrm_x + nrm_y * nrm_y + nrm_z * nrm_z) * (pn_x * pn_x + pn_y * pn_y + pn_z * pn_z)))) {
      bad = bad | 128;
    }
    const p0: number = ledge_point(mem, l, mem.u32[(e0 + Edge.start_point_index) >>> 2] & 0xffff);
    const pp_x = mem.f32[(p0 + PolyPoint["p.x"]) >>> 2], pp_y = mem.f32[(p0 + PolyPoint["p.y"]) >>> 2], pp_z = mem.f32[(p0 + PolyPoint["p.z"]) >>> 2];
    const d_x = m_x - pp_x, d_y = m_y - pp_y, d_z = m_z - pp_z;
    if (!(nrm_x * d_x + nrm_y * d_y + nrm_z * d_z < 0)) {
      bad = bad | 2;
    }
  }
  if (seen !== np) {
    bad = bad | 64;
  }
  return bad;
}

/**
 * True when two ledges have the same bytes (the size of the first, from its flags).
 *
 * @design Property check: building twice gives identical bytes.
 * @unit G40
 * @float x87
 * @spec spec/ivp/geometry/tests/hull_tests.spec:281
 */
export function chull_test_same_bytes(mem: Memory, a: number, b: number): boolean {
  if (mem.u32[(a + Ledge.flags) >>> 2] !== mem.u32[(b + Ledge.flags) >>> 2]) {
    return false;
  }
  const words: number = Math.imul(4, mem.u32[(a + Ledge.size_div_16) >>> 2] >>> 8);
  for (let i = 0; i < words; i++) {
    if (mem.u32[(a + (Math.imul(4, i) >>> 0)) >>> 0 >>> 2] !== mem.u32[(b + (Math.imul(4, i) >>> 0)) >>> 0 >>> 2]) {
      return false;
    }
  }
  return true;
}

/**
 * Runs the property checks over `count` seeded clouds of one kind, sizes cycling through
 * 4, 5, 7, 12, 30, 100, 300. For every cloud with a 3-D hull whose sliver rounds end in a hull:
 * the ledge is structurally sound (chull_test_structure), its own points and the points of the
 * last round are on or behind every triangle plane within rounding (chull_test_worst <= 1), every
 * input point is within 0.01 of the ledge (a point dropped by the sliver filter lies within
 * 0.005·√3 ≈ 0.0087 of its sliver's longest side, 000 L517), and building again gives the same
 * bytes. Returns the number of clouds so checked, or -(1000·(cloud + 1) + reason) at the first
 * failure (reason: the structure mask, 901/902/903 a containment check, 904 the bytes).
 *
 * @design Property check driver (000 L563).
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/tests/hull_tests.spec:304
 */
export function chull_test_clouds(mem: Memory, kind: number, seed: number, count: number): number {
  const r: ChullRng = _r2;
  reset_ChullRng(r);
  r.s = seed;
  const pts: Vec3[] = [];
  const fin: Vec3[] = [];
  const empty: Vec3[] = [];
  const sizes = _a3;
  sizes[0] = 4;
  sizes[1] = 5;
  sizes[2] = 7;
  sizes[3] = 12;
  sizes[4] = 30;
  sizes[5] = 100;
  sizes[6] = 300;
  let checked: number = 0;
  for (let c = 0; c < count; c++) {
    chull_test_cloud(r, kind, sizes[(c % 7) | 0], pts);
    if (hull_points_status(pts) === 0) {
      const l: number = hull_ledge(mem, pts);
      const w: ChullWork = _r4;
      reset_ChullWork(w);
      const h: ChullFacets = _r5;
      reset_ChullFacets(h);
      if (chull_rounds(pts, w, h, fin) === 0) {
        const bad: number = chull_test_structure(mem, l);
        if (bad !== 0) {
          return -((Math.imul(1000, c + 1) + bad) | 0) | 0;
        }
        const unit: number = chull_test_unit(pts);
        if (chull_test_worst(mem, l, empty, unit, 0) > 1) {
          return -((Math.imul(1000, c + 1) + 901) | 0) | 0;
        }
        if (chull_test_worst(mem, l, fin, unit, 0) > 1) {
          return -((Math.imul(1000, c + 1) + 902) | 0) | 0;
        }
        if (chull_test_worst(mem, l, pts, unit, 0.01) > 1) {
          return -((Math.imul(1000, c + 1) + 903) | 0) | 0;
        }
        const again: number = hull_ledge(mem, pts);
        if (!chull_test_same_bytes(mem, l, again)) {
          return -((Math.imul(1000, c + 1) + 904) | 0) | 0;
        }
        checked = (checked + 1) | 0;
      }
    }
  }
  return checked;
}

/**
 * One facet (a loop of point indices with a normal) as a ChullFacets with a single face.
 *
 * @design Test fixture for the sliver filter.
 * @unit G36
 * @float x87
 * @spec spec/ivp/geometry/tests/hull_tests.spec:347
 */
export function chull_test_one_facet(h: ChullFacets, loop: number[], n_x: number, n_y: number, n_z: number): void {
  h.start.push(h.verts.length);
  for (let i = 0; i < loop.length; i++) {
    h.verts.push(loop[i]);
  }
  h.normal.push(Object.assign(new Vec3(), { x: n_x, y: n_y, z: n_z }));
}

/**
 * Closes a ChullFacets built with chull_test_one_facet.
 *
 * @design Test fixture for the sliver filter.
 * @unit G36
 * @float x87
 * @spec spec/ivp/geometry/tests/hull_tests.spec:358
 */
export function chull_test_close(h: ChullFacets): void {
  h.start.push(h.verts.length);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _r2 = new ChullRng(), _a3 = new Int32Array(7), _r4 = new ChullWork(), _r5 = new ChullFacets();
