// GENERATED FILE: do not edit. Engine module ps2.unit01.kernels: 002 Unit 1 (not included): the sphere-triangle kernels Units 2 and 11 call, designed from what they state from spec/ps2/unit01_kernels.spec (sha256 24770aa2fab55a25).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Vec3, type Vec4 } from "../../runtime/index.js";
import { CollTri, CollTri_ComputeEdges, CollTri_ComputeNormal } from "./unit02_mesh_records.generated.js";

/** The region output of 0x0034ee60 (the original writes it through a pointer). */
export class SphereSweepRegion {
  /** bit i: the plane-contact centre is inside edge i; 7 = face hit */
  code: number = 0;
}

/** Puts a SphereSweepRegion back into the zero state `new SphereSweepRegion()` gives, in place. */
export function reset_SphereSweepRegion(s: SphereSweepRegion): void {
  s.code = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SphereSweepRegion(dst: SphereSweepRegion, src: SphereSweepRegion): void {
  dst.code = src.code;
}

/**
 * First time t ≥ 0 at which a sphere (centre c, radius r) moving by `move` touches the segment
 * a..a+e away from its ends, or −1. No upper bound on t.
 *
 * @design Unit 1 not included; the edge step is designed: the moving centre c + t·m reaches distance r from the edge's line where A t² + 2B t + C = 0 with A = |e|²|m|² − (e·m)², B = |e|²(m·w) − (e·m)(e·w), C = |e|²|w|² − (e·w)² − r²|e|², w = c − a; the smaller root, kept when the touch point's edge parameter (e·w + t e·m)/|e|² is in [0, 1]. Starting within r of the line: t = 0 when moving closer (B < 0) and the centre is alongside the segment. No t ≤ 1 check (002 L148: the edge steps can return a fraction above 1).
 * @unit U2.05, U2.06
 * @float ps2
 * @spec spec/ps2/unit01_kernels.spec:26
 */
export function SweepSphere_EdgeTime(c_x: number, c_y: number, c_z: number, c_w: number, r: number, move_x: number, move_y: number, move_z: number, move_w: number, a_x: number, a_y: number, a_z: number, a_w: number, e_x: number, e_y: number, e_z: number, e_w: number): number {
  const w_x = Math.fround(c_x - a_x), w_y = Math.fround(c_y - a_y), w_z = Math.fround(c_z - a_z), w_w = 0;
  const ee: number = Math.fround(Math.fround(Math.fround(e_x * e_x) + Math.fround(e_y * e_y)) + Math.fround(e_z * e_z));
  if (!(ee > 0)) {
    // a zero-length edge: its corner steps answer
    return -1;
  }
  const em: number = Math.fround(Math.fround(Math.fround(e_x * move_x) + Math.fround(e_y * move_y)) + Math.fround(e_z * move_z));
  const ew: number = Math.fround(Math.fround(Math.fround(e_x * w_x) + Math.fround(e_y * w_y)) + Math.fround(e_z * w_z));
  const mm: number = Math.fround(Math.fround(Math.fround(move_x * move_x) + Math.fround(move_y * move_y)) + Math.fround(move_z * move_z));
  const mw: number = Math.fround(Math.fround(Math.fround(move_x * w_x) + Math.fround(move_y * w_y)) + Math.fround(move_z * w_z));
  const ww: number = Math.fround(Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) + Math.fround(w_z * w_z));
  const qa: number = Math.fround(Math.fround(ee * mm) - Math.fround(em * em));
  const qb: number = Math.fround(Math.fround(ee * mw) - Math.fround(em * ew));
  const qc: number = Math.fround(Math.fround(Math.fround(ee * ww) - Math.fround(ew * ew)) - Math.fround(Math.fround(r * r) * ee));
  if (qc < 0) {
    // already within r of the edge's line at the start
    const u0: number = Math.fround(ew / ee);
    if (qb < 0 && u0 >= 0 && u0 <= 1) {
      return 0;
    }
    return -1;
  }
  if (!(qa > 0)) {
    // moving along the edge (or not moving): the corners answer
    return -1;
  }
  const disc: number = Math.fround(Math.fround(qb * qb) - Math.fround(qa * qc));
  if (disc < 0) {
    return -1;
  }
  const t: number = Math.fround(Math.fround(-qb - Math.fround(Math.sqrt(disc))) / qa);
  if (t < 0) {
    return -1;
  }
  const u: number = Math.fround(Math.fround(ew + Math.fround(t * em)) / ee);
  if (u < 0 || u > 1) {
    return -1;
  }
  return t;
}

/**
 * First time t ≥ 0 at which the moving sphere touches the point v, or −1. No upper bound on t.
 *
 * @design Unit 1 not included; the corner step is designed: |c + t·m − v|² = r², the smaller root of |m|² t² + 2(m·w) t + (|w|² − r²) = 0, w = c − v. Starting within r: t = 0 when moving closer (m·w < 0), else no hit. No t ≤ 1 check (002 L148).
 * @unit U2.05, U2.06
 * @float ps2
 * @spec spec/ps2/unit01_kernels.spec:71
 */
export function SweepSphere_CornerTime(c_x: number, c_y: number, c_z: number, c_w: number, r: number, move_x: number, move_y: number, move_z: number, move_w: number, v_x: number, v_y: number, v_z: number, v_w: number): number {
  const w_x = Math.fround(c_x - v_x), w_y = Math.fround(c_y - v_y), w_z = Math.fround(c_z - v_z), w_w = 0;
  const qa: number = Math.fround(Math.fround(Math.fround(move_x * move_x) + Math.fround(move_y * move_y)) + Math.fround(move_z * move_z));
  const qb: number = Math.fround(Math.fround(Math.fround(move_x * w_x) + Math.fround(move_y * w_y)) + Math.fround(move_z * w_z));
  const qc: number = Math.fround(Math.fround(Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) + Math.fround(w_z * w_z)) - Math.fround(r * r));
  if (qc < 0) {
    if (qb < 0) {
      return 0;
    }
    return -1;
  }
  if (!(qa > 0)) {
    return -1;
  }
  const disc: number = Math.fround(Math.fround(qb * qb) - Math.fround(qa * qc));
  if (disc < 0) {
    return -1;
  }
  const t: number = Math.fround(Math.fround(-qb - Math.fround(Math.sqrt(disc))) / qa);
  if (t < 0) {
    return -1;
  }
  return t;
}

/**
 * The swept sphere against the working triangle, with the region output: on a hit sets
 * T.hit_count = 1, T.fraction = t and returns 1; otherwise returns 0 and leaves the result alone.
 * Reads T's corners, un-normalised edges, unit normal n and d = n·v0.
 *
 * @design 002 fixes the region test (L63), the face path refusing t > 1 and the edge steps not (L148), the result record at T+0xc0/+0xc4 (L44) and 'non-zero on a hit' (L146). Chosen: s = n·c − d, dn = n·move; a plane contact exists when dn < 0 and s > −r, at t_f = (s − r)/(−dn), or 0 when the sphere already reaches the plane (s ≤ r); the region is written only then, for p = c + t_f·move. Region 7: a face hit, refused when t_f > 1 (no edge can be met earlier). Otherwise the smallest t ≥ 0 of the three edge steps and the three corner steps, with no upper bound. hit_count is set to 1, not incremented.
 * @unit U2.05
 * @float ps2
 * @spec spec/ps2/unit01_kernels.spec:101
 */
export function Sweep_SphereTriangle(t: CollTri, c_x: number, c_y: number, c_z: number, c_w: number, r: number, move_x: number, move_y: number, move_z: number, move_w: number, region: SphereSweepRegion): number {
  const s: number = Math.fround(Math.fround(Math.fround(Math.fround(t.n.x * c_x) + Math.fround(t.n.y * c_y)) + Math.fround(t.n.z * c_z)) - t.d);
  const dn: number = Math.fround(Math.fround(Math.fround(t.n.x * move_x) + Math.fround(t.n.y * move_y)) + Math.fround(t.n.z * move_z));
  if (dn < 0 && s > -r) {
    let tf: number = 0;
    if (s > r) {
      tf = Math.fround(Math.fround(s - r) / -dn);
    }
    const p_x = Math.fround(c_x + Math.fround(tf * move_x)), p_y = Math.fround(c_y + Math.fround(tf * move_y)), p_z = Math.fround(c_z + Math.fround(tf * move_z));
    const n_x = t.n.x, n_y = t.n.y, n_z = t.n.z;
    const e0_x = t.e0.x, e0_y = t.e0.y, e0_z = t.e0.z;
    const e1_x = t.e1.x, e1_y = t.e1.y, e1_z = t.e1.z;
    const e2_x = t.e2.x, e2_y = t.e2.y, e2_z = t.e2.z;
    const k0_x = Math.fround(Math.fround(e0_y * n_z) - Math.fround(e0_z * n_y)), k0_y = Math.fround(Math.fround(e0_z * n_x) - Math.fround(e0_x * n_z)), k0_z = Math.fround(Math.fround(e0_x * n_y) - Math.fround(e0_y * n_x));
    const k1_x = Math.fround(Math.fround(e1_y * n_z) - Math.fround(e1_z * n_y)), k1_y = Math.fround(Math.fround(e1_z * n_x) - Math.fround(e1_x * n_z)), k1_z = Math.fround(Math.fround(e1_x * n_y) - Math.fround(e1_y * n_x));
    const k2_x = Math.fround(Math.fround(e2_y * n_z) - Math.fround(e2_z * n_y)), k2_y = Math.fround(Math.fround(e2_z * n_x) - Math.fround(e2_x * n_z)), k2_z = Math.fround(Math.fround(e2_x * n_y) - Math.fround(e2_y * n_x));
    const a0_x = t.v0.x, a0_y = t.v0.y, a0_z = t.v0.z;
    const a1_x = t.v1.x, a1_y = t.v1.y, a1_z = t.v1.z;
    const a2_x = t.v2.x, a2_y = t.v2.y, a2_z = t.v2.z;
    let code: number = 0;
    if (Math.fround(Math.fround(Math.fround(k0_x * p_x) + Math.fround(k0_y * p_y)) + Math.fround(k0_z * p_z)) <= Math.fround(Math.fround(Math.fround(k0_x * a0_x) + Math.fround(k0_y * a0_y)) + Math.fround(k0_z * a0_z))) {
      code = (code | 1) >>> 0;
    }
    if (Math.fround(Math.fround(Math.fround(k1_x * p_x) + Math.fround(k1_y * p_y)) + Math.fround(k1_z * p_z)) <= Math.fround(Math.fround(Math.fround(k1_x * a1_x) + Math.fround(k1_y * a1_y)) + Math.fround(k1_z * a1_z))) {
      code = (code | 2) >>> 0;
    }
    if (Math.fround(Math.fround(Math.fround(k2_x * p_x) + Math.fround(k2_y * p_y)) + Math.fround(k2_z * p_z)) <= Math.fround(Math.fround(Math.fround(k2_x * a2_x) + Math.fround(k2_y * a2_y)) + Math.fround(k2_z * a2_z))) {
      code = (code | 4) >>> 0;
    }
    region.code = code;
    if (code === 7) {
      // the face path refuses t > 1 (002 L148)
      if (tf > 1) {
        return 0;
      }
      t.hit_count = 1;
      t.fraction = tf;
      return 1;
    }
  }
  // edges and corners: the earliest touch, any t ≥ 0 (002 L148: may be above 1)
  let best: number = -1;
  let te: number = SweepSphere_EdgeTime(c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w, t.v0.x, t.v0.y, t.v0.z, t.v0.w, t.e0.x, t.e0.y, t.e0.z, t.e0.w);
  if (te >= 0 && (best < 0 || te < best)) {
    best = te;
  }
  te = SweepSphere_EdgeTime(c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w, t.v1.x, t.v1.y, t.v1.z, t.v1.w, t.e1.x, t.e1.y, t.e1.z, t.e1.w);
  if (te >= 0 && (best < 0 || te < best)) {
    best = te;
  }
  te = SweepSphere_EdgeTime(c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w, t.v2.x, t.v2.y, t.v2.z, t.v2.w, t.e2.x, t.e2.y, t.e2.z, t.e2.w);
  if (te >= 0 && (best < 0 || te < best)) {
    best = te;
  }
  te = SweepSphere_CornerTime(c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w, t.v0.x, t.v0.y, t.v0.z, t.v0.w);
  if (te >= 0 && (best < 0 || te < best)) {
    best = te;
  }
  te = SweepSphere_CornerTime(c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w, t.v1.x, t.v1.y, t.v1.z, t.v1.w);
  if (te >= 0 && (best < 0 || te < best)) {
    best = te;
  }
  te = SweepSphere_CornerTime(c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w, t.v2.x, t.v2.y, t.v2.z, t.v2.w);
  if (te >= 0 && (best < 0 || te < best)) {
    best = te;
  }
  if (best < 0) {
    return 0;
  }
  t.hit_count = 1;
  t.fraction = best;
  return 1;
}

/**
 * 0x0034ee40: the same kernel without the region output.
 *
 * @design 002 L186 calls 0x0034ee40 'the same kernel without the region output'; it is Sweep_SphereTriangle with the region discarded.
 * @unit U2.06
 * @float ps2
 * @spec spec/ps2/unit01_kernels.spec:178
 */
export function Sweep_SphereTriangle_NoRegion(t: CollTri, c_x: number, c_y: number, c_z: number, c_w: number, r: number, move_x: number, move_y: number, move_z: number, move_w: number): number {
  const region: SphereSweepRegion = _r0;
  reset_SphereSweepRegion(region);
  return Sweep_SphereTriangle(t, c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w, region);
}

/**
 * Squared distance from p to the segment a..b (a zero-length segment is the point a).
 *
 * @design Helper of PointTriangle_DistanceSq: u = ((p − a)·(b − a))/|b − a|² clamped to [0, 1], q = a + u(b − a), |p − q|².
 * @unit U2.10
 * @float ps2
 * @spec spec/ps2/unit01_kernels.spec:186
 */
export function PointSegment_DistanceSq(p_x: number, p_y: number, p_z: number, p_w: number, a_x: number, a_y: number, a_z: number, a_w: number, b_x: number, b_y: number, b_z: number, b_w: number): number {
  const ab_x = Math.fround(b_x - a_x), ab_y = Math.fround(b_y - a_y), ab_z = Math.fround(b_z - a_z);
  const ap_x = Math.fround(p_x - a_x), ap_y = Math.fround(p_y - a_y), ap_z = Math.fround(p_z - a_z);
  const den: number = Math.fround(Math.fround(Math.fround(ab_x * ab_x) + Math.fround(ab_y * ab_y)) + Math.fround(ab_z * ab_z));
  let u: number = 0;
  if (den > 0) {
    u = Math.fround(Math.fround(Math.fround(Math.fround(ap_x * ab_x) + Math.fround(ap_y * ab_y)) + Math.fround(ap_z * ab_z)) / den);
    if (u < 0) {
      u = 0;
    }
    if (u > 1) {
      u = 1;
    }
  }
  const d_x = Math.fround(p_x - Math.fround(a_x + Math.fround(u * ab_x))), d_y = Math.fround(p_y - Math.fround(a_y + Math.fround(u * ab_y))), d_z = Math.fround(p_z - Math.fround(a_z + Math.fround(u * ab_z)));
  return Math.fround(Math.fround(Math.fround(d_x * d_x) + Math.fround(d_y * d_y)) + Math.fround(d_z * d_z));
}

/**
 * Squared distance from p to the closest point of the whole triangle T (face, edges, corners).
 * Uses only T's corners, so it does not matter whether T was flipped or its edges normalised.
 *
 * @design 002 L227 fixes 'closest point on the whole triangle, edges and corners included'. Chosen: with N = (v1 − v0) × (v2 − v0), when |N|² > 0 and p is inside all three edges by the region test's form (e_i × N)·p ≤ (e_i × N)·v_i, the plane distance (N·p − N·v0)²/|N|²; otherwise the least of the three segment distances (so a degenerate triangle is its segments).
 * @unit U2.10, U2.07
 * @float ps2
 * @spec spec/ps2/unit01_kernels.spec:208
 */
export function PointTriangle_DistanceSq(p_x: number, p_y: number, p_z: number, p_w: number, t: CollTri): number {
  const ab_x = Math.fround(t.v1.x - t.v0.x), ab_y = Math.fround(t.v1.y - t.v0.y), ab_z = Math.fround(t.v1.z - t.v0.z);
  const ac_x = Math.fround(t.v2.x - t.v0.x), ac_y = Math.fround(t.v2.y - t.v0.y), ac_z = Math.fround(t.v2.z - t.v0.z);
  const nn_x = Math.fround(Math.fround(ab_y * ac_z) - Math.fround(ab_z * ac_y)), nn_y = Math.fround(Math.fround(ab_z * ac_x) - Math.fround(ab_x * ac_z)), nn_z = Math.fround(Math.fround(ab_x * ac_y) - Math.fround(ab_y * ac_x));
  const q: number = Math.fround(Math.fround(Math.fround(nn_x * nn_x) + Math.fround(nn_y * nn_y)) + Math.fround(nn_z * nn_z));
  if (q > 0) {
    // the three edge tests in order, each edge's k formed only when the tests before it passed
    // (the same values as forming all three first; the first failing test decides)
    const p3_x = p_x, p3_y = p_y, p3_z = p_z;
    const a0_x = t.v0.x, a0_y = t.v0.y, a0_z = t.v0.z;
    const f0_x = Math.fround(t.v1.x - t.v0.x), f0_y = Math.fround(t.v1.y - t.v0.y), f0_z = Math.fround(t.v1.z - t.v0.z);
    const k0_x = Math.fround(Math.fround(f0_y * nn_z) - Math.fround(f0_z * nn_y)), k0_y = Math.fround(Math.fround(f0_z * nn_x) - Math.fround(f0_x * nn_z)), k0_z = Math.fround(Math.fround(f0_x * nn_y) - Math.fround(f0_y * nn_x));
    if (Math.fround(Math.fround(Math.fround(k0_x * p3_x) + Math.fround(k0_y * p3_y)) + Math.fround(k0_z * p3_z)) <= Math.fround(Math.fround(Math.fround(k0_x * a0_x) + Math.fround(k0_y * a0_y)) + Math.fround(k0_z * a0_z))) {
      const a1_x = t.v1.x, a1_y = t.v1.y, a1_z = t.v1.z;
      const f1_x = Math.fround(t.v2.x - t.v1.x), f1_y = Math.fround(t.v2.y - t.v1.y), f1_z = Math.fround(t.v2.z - t.v1.z);
      const k1_x = Math.fround(Math.fround(f1_y * nn_z) - Math.fround(f1_z * nn_y)), k1_y = Math.fround(Math.fround(f1_z * nn_x) - Math.fround(f1_x * nn_z)), k1_z = Math.fround(Math.fround(f1_x * nn_y) - Math.fround(f1_y * nn_x));
      if (Math.fround(Math.fround(Math.fround(k1_x * p3_x) + Math.fround(k1_y * p3_y)) + Math.fround(k1_z * p3_z)) <= Math.fround(Math.fround(Math.fround(k1_x * a1_x) + Math.fround(k1_y * a1_y)) + Math.fround(k1_z * a1_z))) {
        const a2_x = t.v2.x, a2_y = t.v2.y, a2_z = t.v2.z;
        const f2_x = Math.fround(t.v0.x - t.v2.x), f2_y = Math.fround(t.v0.y - t.v2.y), f2_z = Math.fround(t.v0.z - t.v2.z);
        const k2_x = Math.fround(Math.fround(f2_y * nn_z) - Math.fround(f2_z * nn_y)), k2_y = Math.fround(Math.fround(f2_z * nn_x) - Math.fround(f2_x * nn_z)), k2_z = Math.fround(Math.fround(f2_x * nn_y) - Math.fround(f2_y * nn_x));
        if (Math.fround(Math.fround(Math.fround(k2_x * p3_x) + Math.fround(k2_y * p3_y)) + Math.fround(k2_z * p3_z)) <= Math.fround(Math.fround(Math.fround(k2_x * a2_x) + Math.fround(k2_y * a2_y)) + Math.fround(k2_z * a2_z))) {
          const s: number = Math.fround(Math.fround(Math.fround(Math.fround(nn_x * p3_x) + Math.fround(nn_y * p3_y)) + Math.fround(nn_z * p3_z)) - Math.fround(Math.fround(Math.fround(nn_x * a0_x) + Math.fround(nn_y * a0_y)) + Math.fround(nn_z * a0_z)));
          return Math.fround(Math.fround(s * s) / q);
        }
      }
    }
  }
  let best: number = PointSegment_DistanceSq(p_x, p_y, p_z, p_w, t.v0.x, t.v0.y, t.v0.z, t.v0.w, t.v1.x, t.v1.y, t.v1.z, t.v1.w);
  const d1: number = PointSegment_DistanceSq(p_x, p_y, p_z, p_w, t.v1.x, t.v1.y, t.v1.z, t.v1.w, t.v2.x, t.v2.y, t.v2.z, t.v2.w);
  if (d1 < best) {
    best = d1;
  }
  const d2: number = PointSegment_DistanceSq(p_x, p_y, p_z, p_w, t.v2.x, t.v2.y, t.v2.z, t.v2.w, t.v0.x, t.v0.y, t.v0.z, t.v0.w);
  if (d2 < best) {
    best = d2;
  }
  return best;
}

/**
 * 0x0034edd0: the sphere overlaps the triangle when the point-triangle distance² < r²; then sets
 * T.hit_count = 1, T.fraction = the depth r − distance and returns 1, else returns 0.
 *
 * @design 002 L214 fixes the test (distance² < r², strict) and the key (depth r − distance). Chosen: the depth is returned in the result record T+0xc4 like the sweeps' fraction, with count 1 at T+0xc0; distance = sqrt(distance²) rounded once.
 * @unit U2.07
 * @float ps2
 * @spec spec/ps2/unit01_kernels.spec:251
 */
export function SphereTriangle_Penetration(t: CollTri, c_x: number, c_y: number, c_z: number, c_w: number, r: number): number {
  const q: number = PointTriangle_DistanceSq(c_x, c_y, c_z, c_w, t);
  if (q < Math.fround(r * r)) {
    t.hit_count = 1;
    t.fraction = Math.fround(r - Math.fround(Math.sqrt(q)));
    return 1;
  }
  return 0;
}

/**
 * Fills the working triangle as the callers do before a kernel: corners (w = 1), un-normalised
 * edges, unit normal, d = n·v0, result cleared.
 *
 * @design Test and caller helper: the order the sweeps use before the kernel (002 L145: d = n·v0, edges un-normalised, result cleared).
 * @unit U2.11
 * @float ps2
 * @spec spec/ps2/unit01_kernels.spec:265
 */
export function CollTri_PrepareForKernel(t: CollTri, v0_x: number, v0_y: number, v0_z: number, v1_x: number, v1_y: number, v1_z: number, v2_x: number, v2_y: number, v2_z: number): void {
  t.v0.x = v0_x;
  t.v0.y = v0_y;
  t.v0.z = v0_z;
  t.v0.w = 1;
  t.v1.x = v1_x;
  t.v1.y = v1_y;
  t.v1.z = v1_z;
  t.v1.w = 1;
  t.v2.x = v2_x;
  t.v2.y = v2_y;
  t.v2.z = v2_z;
  t.v2.w = 1;
  CollTri_ComputeNormal(t);
  t.d = Math.fround(Math.fround(Math.fround(t.n.x * t.v0.x) + Math.fround(t.n.y * t.v0.y)) + Math.fround(t.n.z * t.v0.z));
  CollTri_ComputeEdges(t);
  t.hit_count = 0;
  t.fraction = 0;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new SphereSweepRegion();
