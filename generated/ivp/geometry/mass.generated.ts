// GENERATED FILE: do not edit. Engine module ivp.geometry.mass: 000 §1.6.7, §1.7 and 003 §2.1: a compact surface's mass centre, unit inertia, radius and deviation; the core setup's inertia rules from spec/ivp/geometry/mass.spec (sha256 0a5fc8a2b1f2aef0).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, specMax } from "../../../runtime/index.js";
import { ledge_point, ledge_triangle, surface_terminal_ledges, triangle_edge } from "./compact.generated.js";
import { hesse, ledge_aabb } from "./ledge_helpers.generated.js";
import { normalize5 } from "../math/vector.generated.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface {
  "mass_center.x" = 0,
  "mass_center.y" = 4,
  "mass_center.z" = 8,
  "rotation_inertia.x" = 12,
  "rotation_inertia.y" = 16,
  "rotation_inertia.z" = 20,
  upper_limit_radius = 24,
  max_factor_surface_deviation = 28,
}

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { n_triangles = 12 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/**
 * The template's +0x34 minimum inertia ratio (000 L701): 0.03 (f32; not in the glue's field table
 * 003 L151-159, so the default stays).
 */
export const CORE_MIN_INERTIA_RATIO: number = 0.029999999329447746 /* 0.03f */;

/**
 * Mass properties FUN_10039b30 (000 §1.6.7): FUN_1003bbf0 gives the mass centre mc and the unit
 * inertia I, stored (f32) at +0x00 and +0x0c; FUN_10020650 gives R and dev:
 * upper_limit_radius = (f32)R, max_factor_surface_deviation = (u8)(i32)(dev / (R·0.004) + 1.0).
 *
 * @source 000_b83935d7d7846899.txt §1.6.7 FUN_10039b30
 * @unit G47, G49
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/mass.spec:33
 */
export function surface_mass_properties(mem: Memory, cs: number): void {
  const ledges: number[] = [];
  surface_terminal_ledges(mem, cs, ledges);
  let mc_x = 0, mc_y = 0, mc_z = 0;
  let inertia_x = 0, inertia_y = 0, inertia_z = 0;
  surface_mass_center_inertia(mem, ledges, _s0, _s1);
  mc_x = _s0.x; mc_y = _s0.y; mc_z = _s0.z;
  inertia_x = _s1.x; inertia_y = _s1.y; inertia_z = _s1.z;
  // 4. the (f32) stores
  const t$0_x = Math.fround(mc_x), t$0_y = Math.fround(mc_y), t$0_z = Math.fround(mc_z);
  mem.f32[(cs + CompactSurface["mass_center.x"]) >>> 2] = t$0_x;
  mem.f32[(cs + CompactSurface["mass_center.y"]) >>> 2] = t$0_y;
  mem.f32[(cs + CompactSurface["mass_center.z"]) >>> 2] = t$0_z;
  const t$1_x = Math.fround(inertia_x), t$1_y = Math.fround(inertia_y), t$1_z = Math.fround(inertia_z);
  mem.f32[(cs + CompactSurface["rotation_inertia.x"]) >>> 2] = t$1_x;
  mem.f32[(cs + CompactSurface["rotation_inertia.y"]) >>> 2] = t$1_y;
  mem.f32[(cs + CompactSurface["rotation_inertia.z"]) >>> 2] = t$1_z;
  const rd = _a2;
  rd[0] = 0;
  rd[1] = 0;
  surface_radius_deviation(mem, ledges, mc_x, mc_y, mc_z, rd);
  const r: number = rd[0];
  const dev: number = rd[1];
  mem.f32[(cs + CompactSurface.upper_limit_radius) >>> 2] = Math.fround(r);
  // 0.004 and 1.0 as f64; truncation toward zero, then the low byte
  mem.u32[(cs + CompactSurface.max_factor_surface_deviation) >>> 2] = ((mem.u32[(cs + CompactSurface.max_factor_surface_deviation) >>> 2] & 0xffffff00) | ((((Math.trunc(dev / (r * 0.004) + 1) | 0) & 0xff) << 0) & 0xff)) >>> 0;
}

/**
 * FUN_1003bbf0 (000 §1.6.7 steps 1-3): accumulation over every triangle of the terminal ledges
 * (FUN_1003b8e0), the flat test S6 <= sqrt(S2)³·1e-9 with its AABB fallback, otherwise
 * mc = (f64)((f32)C·(f32)(1/S6)) (FUN_1003bf40) and the per-axis moments with the stored-inertia
 * quirk I0 = sqrt(m_y² + m_z²), I1 = sqrt(m_x² + m_z²), I2 = sqrt(m_x² + m_y²).
 *
 * @source 000_b83935d7d7846899.txt §1.6.7 FUN_1003bbf0 (+FUN_1003b8e0, FUN_1003bf40)
 * @unit G47
 * @float x87
 * @precision 81 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/mass.spec:57
 */
export function surface_mass_center_inertia(mem: Memory, ledges: number[], mc: Vec3, inertia: Vec3): void {
  let s2: number = 0;
  let s6: number = 0;
  let acc_x = 0, acc_y = 0, acc_z = 0;
  for (let li = 0; li < ledges.length; li++) {
    const l: number = ledges[li];
    for (let ti = 0, ti$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; ti < ti$end; ti++) {
      const t: number = ledge_triangle(l, ti);
      const e0: number = triangle_edge(t, 0);
      const e1: number = triangle_edge(t, 1);
      const e2: number = triangle_edge(t, 2);
      const q0: number = ledge_point(mem, l, mem.u32[(e0 + Edge.start_point_index) >>> 2] & 0xffff);
      const q1: number = ledge_point(mem, l, mem.u32[(e1 + Edge.start_point_index) >>> 2] & 0xffff);
      const q2: number = ledge_point(mem, l, mem.u32[(e2 + Edge.start_point_index) >>> 2] & 0xffff);
      const p0_x = mem.f32[(q0 + PolyPoint["p.x"]) >>> 2], p0_y = mem.f32[(q0 + PolyPoint["p.y"]) >>> 2], p0_z = mem.f32[(q0 + PolyPoint["p.z"]) >>> 2];
      const p1_x = mem.f32[(q1 + PolyPoint["p.x"]) >>> 2], p1_y = mem.f32[(q1 + PolyPoint["p.y"]) >>> 2], p1_z = mem.f32[(q1 + PolyPoint["p.z"]) >>> 2];
      const p2_x = mem.f32[(q2 + PolyPoint["p.x"]) >>> 2], p2_y = mem.f32[(q2 + PolyPoint["p.y"]) >>> 2], p2_z = mem.f32[(q2 + PolyPoint["p.z"]) >>> 2];
      // FUN_1003b8e0: n = (p1-p0)×(p2-p0) in f32
      const a_x = Math.fround(p1_x - p0_x), a_y = Math.fround(p1_y - p0_y), a_z = Math.fround(p1_z - p0_z);
      const b_x = Math.fround(p2_x - p0_x), b_y = Math.fround(p2_y - p0_y), b_z = Math.fround(p2_z - p0_z);
      const n_x = Math.fround(a_y * b_z - a_z * b_y), n_y = Math.fround(a_z * b_x - a_x * b_z), n_z = Math.fround(a_x * b_y - a_y * b_x);
      s2 = s2 + (n_x * n_x + n_y * n_y + n_z * n_z);
      const v6: number = n_x * p0_x + n_y * p0_y + n_z * p0_z;
      s6 = s6 + v6;
      // 0.25f is 0x10063498; the accumulator is f32
      const w: number = v6 * 0.25;
      const t$0_x = Math.fround(acc_x + (p0_x + p1_x + p2_x) * w), t$0_y = Math.fround(acc_y + (p0_y + p1_y + p2_y) * w), t$0_z = Math.fround(acc_z + (p0_z + p1_z + p2_z) * w);
      acc_x = t$0_x; acc_y = t$0_y; acc_z = t$0_z;
    }
  }
  // 1e-9 is 0x10063bf0
  const q: number = Math.sqrt(s2);
  if (s6 <= q * q * q * 1e-9) {
    // no volume (always the case for concave soups, 000 L682): the union AABB's centre and
    // I = (0.5·|max - min|)²·0.5 on every axis
    let mn_x = 0, mn_y = 0, mn_z = 0;
    let mx_x = 0, mx_y = 0, mx_z = 0;
    ledges_union_aabb(mem, ledges, _s3, _s4);
    mn_x = _s3.x; mn_y = _s3.y; mn_z = _s3.z;
    mx_x = _s4.x; mx_y = _s4.y; mx_z = _s4.z;
    mc.x = mn_x * 0.5 + mx_x * 0.5;
    mc.y = mn_y * 0.5 + mx_y * 0.5;
    mc.z = mn_z * 0.5 + mx_z * 0.5;
    const d_x = mx_x - mn_x, d_y = mx_y - mn_y, d_z = mx_z - mn_z;
    const h: number = 0.5 * Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
    const iv: number = h * h * 0.5;
    inertia.x = iv;
    inertia.y = iv;
    inertia.z = iv;
    return;
  }
  // FUN_1003bf40: (f64)((f32)C · (f32)(1/S6))
  const inv: number = Math.fround(1 / s6);
  const cm_x = Math.fround(acc_x * inv), cm_y = Math.fround(acc_y * inv), cm_z = Math.fround(acc_z * inv);
  mc.x = cm_x;
  mc.y = cm_y;
  mc.z = cm_z;
  surface_axis_moments(mem, ledges, mc.x, mc.y, mc.z, 0, _s5);
  const rx_x = _s5.x, rx_y = _s5.y, rx_z = _s5.z;
  surface_axis_moments(mem, ledges, mc.x, mc.y, mc.z, 1, _s6);
  const ry_x = _s6.x, ry_y = _s6.y, ry_z = _s6.z;
  surface_axis_moments(mem, ledges, mc.x, mc.y, mc.z, 2, _s7);
  const rz_x = _s7.x, rz_y = _s7.y, rz_z = _s7.z;
  const mx2: number = rx_z;
  const my2: number = ry_z;
  const mz2: number = rz_z;
  // quirk kept: 000 L699-701: sqrt of the sum of squares, not m_y + m_z
  inertia.x = Math.sqrt(my2 * my2 + mz2 * mz2);
  inertia.y = Math.sqrt(mx2 * mx2 + mz2 * mz2);
  inertia.z = Math.sqrt(mx2 * mx2 + my2 * my2);
}

/**
 * The union of the terminal ledges' AABBs (FUN_100202e0 each; f32 values widened to f64), the
 * first ledge's box as the start.
 *
 * @source 000_b83935d7d7846899.txt §1.6.7 FUN_1003bbf0 (flat fallback: union AABB of all ledges)
 * @unit G47, G12
 * @float x87
 * @spec spec/ivp/geometry/mass.spec:119
 */
export function ledges_union_aabb(mem: Memory, ledges: number[], mn: Vec3, mx: Vec3): void {
  for (let li = 0; li < ledges.length; li++) {
    let a_x = 0, a_y = 0, a_z = 0;
    let b_x = 0, b_y = 0, b_z = 0;
    ledge_aabb(mem, ledges[li], _s8, _s9);
    a_x = _s8.x; a_y = _s8.y; a_z = _s8.z;
    b_x = _s9.x; b_y = _s9.y; b_z = _s9.z;
    if (li === 0) {
      mn.x = a_x;
      mn.y = a_y;
      mn.z = a_z;
      mx.x = b_x;
      mx.y = b_y;
      mx.z = b_z;
    } else {
      const t$0_x = a_x < mn.x ? a_x : mn.x, t$0_y = a_y < mn.y ? a_y : mn.y, t$0_z = a_z < mn.z ? a_z : mn.z;
      mn.x = t$0_x; mn.y = t$0_y; mn.z = t$0_z;
      const t$1_x = b_x > mx.x ? b_x : mx.x, t$1_y = b_y > mx.y ? b_y : mx.y, t$1_z = b_z > mx.z ? b_z : mx.z;
      mx.x = t$1_x; mx.y = t$1_y; mx.z = t$1_z;
    }
  }
}

/**
 * Component k (0, 1, 2) of an f64 vector.
 *
 * @design Axis selection for the per-axis integrals (the original indexes the double[3] directly).
 * @unit G48
 * @float x87
 * @spec spec/ivp/geometry/mass.spec:139
 */
export function mass_vec_at(v_x: number, v_y: number, v_z: number, k: number): number {
  if (k === 0) {
    return v_x;
  }
  if (k === 1) {
    return v_y;
  }
  return v_z;
}

/**
 * Component k (0, 1, 2) of an f32 vector.
 *
 * @design Axis selection for the per-axis integrals (the original indexes the float[3] directly).
 * @unit G48
 * @float x87
 * @spec spec/ivp/geometry/mass.spec:152
 */
export function mass_vec32_at(v_x: number, v_y: number, v_z: number, k: number): number {
  if (k === 0) {
    return v_x;
  }
  if (k === 1) {
    return v_y;
  }
  return v_z;
}

/**
 * FUN_1003bb20 (000 §1.6.7 step 3) for the axis triple (A, B, C) = (a, a+1, a+2) mod 3 over the
 * closed surface, with the points relative to mc rounded to f32 (FUN_1000f450). Returns
 * (V, ∫A dV, m_A = ∫A² dV / V); (0, 0, 1.0) when V < 1e-19.
 *
 * @source 000_b83935d7d7846899.txt §1.6.7 FUN_1003bb20 (+FUN_1000f450, FUN_1000e120)
 * @unit G48
 * @float x87
 * @precision 29 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/mass.spec:167
 */
export function surface_axis_moments(mem: Memory, ledges: number[], mc_x: number, mc_y: number, mc_z: number, a: number, out$: Vec3): void {
  const b: number = (((a + 1) | 0) % 3) | 0;
  const c: number = (((a + 2) | 0) % 3) | 0;
  let acc_x = 0, acc_y = 0, acc_z = 0;
  for (let li = 0; li < ledges.length; li++) {
    const l: number = ledges[li];
    for (let ti = 0, ti$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; ti < ti$end; ti++) {
      const t: number = ledge_triangle(l, ti);
      const e0: number = triangle_edge(t, 0);
      const e1: number = triangle_edge(t, 1);
      const e2: number = triangle_edge(t, 2);
      const p0: number = ledge_point(mem, l, mem.u32[(e0 + Edge.start_point_index) >>> 2] & 0xffff);
      const p1: number = ledge_point(mem, l, mem.u32[(e1 + Edge.start_point_index) >>> 2] & 0xffff);
      const p2: number = ledge_point(mem, l, mem.u32[(e2 + Edge.start_point_index) >>> 2] & 0xffff);
      // FUN_1000f450: relative to mc, f32
      const q0_x = Math.fround(mem.f32[(p0 + PolyPoint["p.x"]) >>> 2] - mc_x), q0_y = Math.fround(mem.f32[(p0 + PolyPoint["p.y"]) >>> 2] - mc_y), q0_z = Math.fround(mem.f32[(p0 + PolyPoint["p.z"]) >>> 2] - mc_z);
      const q1_x = Math.fround(mem.f32[(p1 + PolyPoint["p.x"]) >>> 2] - mc_x), q1_y = Math.fround(mem.f32[(p1 + PolyPoint["p.y"]) >>> 2] - mc_y), q1_z = Math.fround(mem.f32[(p1 + PolyPoint["p.z"]) >>> 2] - mc_z);
      const q2_x = Math.fround(mem.f32[(p2 + PolyPoint["p.x"]) >>> 2] - mc_x), q2_y = Math.fround(mem.f32[(p2 + PolyPoint["p.y"]) >>> 2] - mc_y), q2_z = Math.fround(mem.f32[(p2 + PolyPoint["p.z"]) >>> 2] - mc_z);
      // 1. the unit normal (FUN_1000e120 = normalize5)
      const u_x = q1_x - q0_x, u_y = q1_y - q0_y, u_z = q1_z - q0_z;
      const v_x = q2_x - q0_x, v_y = q2_y - q0_y, v_z = q2_z - q0_z;
      let n_x = u_y * v_z - u_z * v_y, n_y = u_z * v_x - u_x * v_z, n_z = u_x * v_y - u_y * v_x;
      _s10.x = n_x; _s10.y = n_y; _s10.z = n_z;
      normalize5(_s10);
      n_x = _s10.x; n_y = _s10.y; n_z = _s10.z;
      const nb: number = mass_vec_at(n_x, n_y, n_z, b);
      const nc: number = mass_vec_at(n_x, n_y, n_z, c);
      // 2. the projection branch
      let a0: number = 0;
      let g: number = 0;
      let hbc: number = 0;
      if (Math.abs(nb) <= Math.abs(nc)) {
        if (Math.abs(nc) > 1e-12) {
          a0 = -0.5 * nb / nc;
        }
      } else {
        hbc = 1;
        g = 0.5 * nc / nb;
      }
      // 3.-4. the three edges p0→p1, p1→p2, p2→p0
      _s11.x = acc_x; _s11.y = acc_y; _s11.z = acc_z;
      edge_moments(mass_vec32_at(q0_x, q0_y, q0_z, a), mass_vec32_at(q0_x, q0_y, q0_z, b), mass_vec32_at(q0_x, q0_y, q0_z, c), mass_vec32_at(q1_x, q1_y, q1_z, a), mass_vec32_at(q1_x, q1_y, q1_z, b), mass_vec32_at(q1_x, q1_y, q1_z, c), a0, hbc, g, _s11);
      acc_x = _s11.x; acc_y = _s11.y; acc_z = _s11.z;
      _s12.x = acc_x; _s12.y = acc_y; _s12.z = acc_z;
      edge_moments(mass_vec32_at(q1_x, q1_y, q1_z, a), mass_vec32_at(q1_x, q1_y, q1_z, b), mass_vec32_at(q1_x, q1_y, q1_z, c), mass_vec32_at(q2_x, q2_y, q2_z, a), mass_vec32_at(q2_x, q2_y, q2_z, b), mass_vec32_at(q2_x, q2_y, q2_z, c), a0, hbc, g, _s12);
      acc_x = _s12.x; acc_y = _s12.y; acc_z = _s12.z;
      _s13.x = acc_x; _s13.y = acc_y; _s13.z = acc_z;
      edge_moments(mass_vec32_at(q2_x, q2_y, q2_z, a), mass_vec32_at(q2_x, q2_y, q2_z, b), mass_vec32_at(q2_x, q2_y, q2_z, c), mass_vec32_at(q0_x, q0_y, q0_z, a), mass_vec32_at(q0_x, q0_y, q0_z, b), mass_vec32_at(q0_x, q0_y, q0_z, c), a0, hbc, g, _s13);
      acc_x = _s13.x; acc_y = _s13.y; acc_z = _s13.z;
    }
  }
  // 5. V < 1e-19 (0x10063480) returns 0, 0 and 1.0
  if (acc_x < 1e-19) {
    out$.x = 0; out$.y = 0; out$.z = 1;
    return;
  }
  out$.x = acc_x; out$.y = acc_y; out$.z = acc_z / acc_x;
  return;
}

/**
 * FUN_1003b550 (000 §1.6.7 step 3.3-3.4): one edge (pa, pb, pc) → (qa, qb, qc) in (A, B, C)
 * coordinates. Skipped when |d_A| < |d|·1e-12. Otherwise B and C are linear in A
 * (B = β0 + β1·A, C = γ0 + γ1·A), the integrand k(A) = a0·B² + h·B·C + g·C² = k0 + k1·A + k2·A²,
 * and acc += (∫k dA, ∫A·k dA, ∫A²·k dA) with [A], [A²/2], [A³/3], [A⁴/4], [A⁵·0.2].
 *
 * @source 000_b83935d7d7846899.txt §1.6.7 FUN_1003b550
 * @unit G48
 * @float x87
 * @precision 81 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/mass.spec:223
 */
export function edge_moments(pa: number, pb: number, pc: number, qa: number, qb: number, qc: number, a0: number, h: number, g: number, acc: Vec3): void {
  const da: number = qa - pa;
  const db: number = qb - pb;
  const dc: number = qc - pc;
  const dlen: number = Math.sqrt(da * da + db * db + dc * dc);
  if (Math.abs(da) < dlen * 1e-12) {
    return;
  }
  const sb: number = db / da;
  const sc: number = dc / da;
  const b0: number = pb - sb * pa;
  const c0: number = pc - sc * pa;
  const k0: number = a0 * b0 * b0 + h * b0 * c0 + g * c0 * c0;
  const k1: number = 2 * a0 * b0 * sb + h * (b0 * sc + sb * c0) + 2 * g * c0 * sc;
  const k2: number = a0 * sb * sb + h * sb * sc + g * sc * sc;
  const pa2: number = pa * pa;
  const qa2: number = qa * qa;
  const i1: number = qa - pa;
  const i2: number = (qa2 - pa2) * 0.5;
  const i3: number = (qa2 * qa - pa2 * pa) / 3;
  const i4: number = (qa2 * qa2 - pa2 * pa2) * 0.25;
  const i5: number = (qa2 * qa2 * qa - pa2 * pa2 * pa) * 0.2;
  const t$0_x = acc.x + (k0 * i1 + k1 * i2 + k2 * i3), t$0_y = acc.y + (k0 * i2 + k1 * i3 + k2 * i4), t$0_z = acc.z + (k0 * i3 + k1 * i4 + k2 * i5);
  acc.x = t$0_x; acc.y = t$0_y; acc.z = t$0_z;
}

/**
 * FUN_10020650 (000 §1.6.7 step 2): over every vertex p of every triangle of the terminal ledges,
 * R = max |p - mc| and dev = max sqrt(|n×(p - mc)|² / |n|²) with n the triangle's normal (hesse,
 * G13): the distance from p to the axis through mc along n. Both start at 0; rd = (R, dev).
 * Computed as the square roots of the largest squares (D-COMPILE-10): sqrt is monotone (correctly
 * rounded, in every precision), and so is the division by a triangle's |n|² > 0, so the largest
 * root is the root of the largest square and a triangle's largest quotient is its largest |n×d|²
 * over |n|²; a NaN is skipped by the maxima as before, and |n|² = 0 gives 0/0 = NaN either way.
 *
 * @source 000_b83935d7d7846899.txt §1.6.7 FUN_10020650
 * @unit G49
 * @float x87
 * @precision 30 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/mass.spec:259
 */
export function surface_radius_deviation(mem: Memory, ledges: number[], mc_x: number, mc_y: number, mc_z: number, rd: Float64Array): void {
  let r2: number = 0;
  let dev2: number = 0;
  for (let li = 0; li < ledges.length; li++) {
    const l: number = ledges[li];
    for (let ti = 0, ti$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; ti < ti$end; ti++) {
      const t: number = ledge_triangle(l, ti);
      const e0: number = triangle_edge(t, 0);
      hesse(mem, e0, l, _s14);
      const n_x = _s14.x, n_y = _s14.y, n_z = _s14.z;
      const nn: number = n_x * n_x + n_y * n_y + n_z * n_z;
      let xm: number = 0;
      for (let k = 0; k < 3; k++) {
        const e: number = triangle_edge(t, k);
        const p: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
        const d_x = mem.f32[(p + PolyPoint["p.x"]) >>> 2] - mc_x, d_y = mem.f32[(p + PolyPoint["p.y"]) >>> 2] - mc_y, d_z = mem.f32[(p + PolyPoint["p.z"]) >>> 2] - mc_z;
        const dd: number = d_x * d_x + d_y * d_y + d_z * d_z;
        r2 = dd > r2 ? dd : r2;
        const x_x = n_y * d_z - n_z * d_y, x_y = n_z * d_x - n_x * d_z, x_z = n_x * d_y - n_y * d_x;
        const xx: number = x_x * x_x + x_y * x_y + x_z * x_z;
        xm = xx > xm ? xx : xm;
      }
      const q: number = xm / nn;
      dev2 = q > dev2 ? q : dev2;
    }
  }
  rd[0] = Math.sqrt(r2);
  rd[1] = Math.sqrt(dev2);
}

/**
 * FUN_10009f00 (003 L171): a mass below 1e-8 becomes 1.0.
 *
 * @source 003_de20169d39e999ff.txt §2.1 Core setup FUN_10009f00 (mass)
 * @unit G50
 * @float x87
 * @spec spec/ivp/geometry/mass.spec:293
 */
export function core_setup_mass(mass: number): number {
  if (mass < 1e-8) {
    return 1;
  }
  return mass;
}

/**
 * FUN_10009f00 (000 §1.7 L715): a ball's unit inertia 0.4·r² per axis (0.4 is 0x100633b0), f32.
 *
 * @source 000_b83935d7d7846899.txt §1.7 FUN_10009f00 (ball unit inertia, 0x100633b0)
 * @unit G50
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/mass.spec:303
 */
export function ball_unit_inertia(radius: number): number {
  return Math.fround(0.4 * radius * radius);
}

/**
 * FUN_10009f00 (000 L701, 003 L173): the core's inertia = the unit inertia × mass, f32.
 *
 * @source 000_b83935d7d7846899.txt §1.6.7; §1.7 FUN_10009f00 (unit inertia × mass)
 * @unit G50
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/mass.spec:310
 */
export function core_inertia_from_unit(unit_x: number, unit_y: number, unit_z: number, mass: number, out$: Vec3): void {
  out$.x = Math.fround(unit_x * mass); out$.y = Math.fround(unit_y * mass); out$.z = Math.fround(unit_z * mass);
  return;
}

/**
 * The template +0x34 minimum-ratio clamp that follows in FUN_10009f00 (000 L701): every axis is
 * raised to at least ratio × the largest axis (f32).
 *
 * @source 000_b83935d7d7846899.txt §1.6.7 FUN_10009f00 (template +0x34 minimum-ratio clamp)
 * @unit G50
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/mass.spec:318
 */
export function inertia_min_ratio_clamp(i_x: number, i_y: number, i_z: number, ratio: number, out$: Vec3): void {
  // reading of "minimum-ratio clamp (0.03)": the document names it without its formula
  const m: number = Math.fround(specMax(i_y > i_x ? i_y : i_x, i_z));
  const lo: number = Math.fround(m * ratio);
  out$.x = Math.fround(lo > i_x ? lo : i_x); out$.y = Math.fround(lo > i_y ? lo : i_y); out$.z = Math.fround(lo > i_z ? lo : i_z);
  return;
}

/**
 * The core's inertia for a polygon body (003 L173, 000 L701): mass fixed by core_setup_mass, the
 * surface's unit inertia (cs+0x0c, with its sqrt quirk) × mass, then the 0.03 clamp.
 *
 * @source 003_de20169d39e999ff.txt §2.1 Core setup FUN_10009f00 (polygon)
 * @unit G50
 * @float x87
 * @spec spec/ivp/geometry/mass.spec:329
 */
export function polygon_core_inertia(unit_x: number, unit_y: number, unit_z: number, mass: number, out$: Vec3): void {
  const m: number = core_setup_mass(mass);
  core_inertia_from_unit(unit_x, unit_y, unit_z, m, _s15);
  const i_x = _s15.x, i_y = _s15.y, i_z = _s15.z;
  inertia_min_ratio_clamp(i_x, i_y, i_z, CORE_MIN_INERTIA_RATIO, _s16);
  const c_x = _s16.x, c_y = _s16.y, c_z = _s16.z;
  out$.x = c_x; out$.y = c_y; out$.z = c_z;
  return;
}

/**
 * The core's inertia for a ball (003 L172, 000 §1.7): 0.4·r² per axis × mass (mass fixed by
 * core_setup_mass), then the clamp (which leaves three equal axes unchanged).
 *
 * @source 003_de20169d39e999ff.txt §2.1 Core setup FUN_10009f00 (ball)
 * @unit G50
 * @float x87
 * @spec spec/ivp/geometry/mass.spec:340
 */
export function ball_core_inertia(radius: number, mass: number, out$: Vec3): void {
  const m: number = core_setup_mass(mass);
  const u: number = ball_unit_inertia(radius);
  core_inertia_from_unit(u, u, u, m, _s17);
  const i_x = _s17.x, i_y = _s17.y, i_z = _s17.z;
  inertia_min_ratio_clamp(i_x, i_y, i_z, CORE_MIN_INERTIA_RATIO, _s18);
  const c_x = _s18.x, c_y = _s18.y, c_z = _s18.z;
  out$.x = c_x; out$.y = c_y; out$.z = c_z;
  return;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _a2 = new Float64Array(2), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3(), _s9 = new Vec3(), _s10 = new Vec3(), _s11 = new Vec3(), _s12 = new Vec3(), _s13 = new Vec3(), _s14 = new Vec3(), _s15 = new Vec3(), _s16 = new Vec3(), _s17 = new Vec3(), _s18 = new Vec3();
