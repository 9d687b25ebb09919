// GENERATED FILE: do not edit. Engine module ivp.mindist.minimize_poly: 000 §3.9.8, §3.9.10, §3.13.R2: the convex minimize cases FF_init, PF, PK, PP, KK and their cores from spec/ivp/mindist/minimize_poly.spec (sha256 d79edd630e754a5d).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail, signbit } from "../../../runtime/index.js";
import { edge_around_point, edge_next, edge_opposite, edge_prev, edge_triangle, triangle_edge } from "../geometry/compact.generated.js";
import { hesse_plane } from "../geometry/hesse_plane.generated.js";
import { hesse, k_values, qr_values, segment_dist2 } from "../geometry/ledge_helpers.generated.js";
import { CacheLedgePoint, KK, clp_point, edge_point_world, kk_params, kk_qlen, kk_setup, pos_other_space, qlen_kk } from "../geometry/two_object.generated.js";
import { invsqrt4, invsqrt5 } from "../math/invsqrt.generated.js";
import { any_unit_perpendicular } from "../math/perpendicular.generated.js";
import { normalize4, vec_lerp } from "../math/vector.generated.js";
import { cache_vector_to_world, cache_world_to_object, cache_world_vector_to_object } from "./cache.generated.js";
import { MINIMIZE_BACKSIDE, MINIMIZE_FAILED, MINIMIZE_OK } from "./env.generated.js";
import { Mindist, SYNAPSE_STATUS_BACKSIDE, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, SYNAPSE_STATUS_POINT, Synapse } from "./mindist.generated.js";
import { MinimizeInfo, MinimizeSolver, mz_dot_diff_center, mz_invsqrt5_inline, mz_loop_detected, mz_make_first, mz_set } from "./minimize.generated.js";

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** FF_init's start value and tie factor (f64 0x54e6dc186ef9f45c = 1e101; 0x10063820). */
export const MZ_FF_BIG: number = 1e+101 /* f64#54e6dc186ef9f45c */;
export const MZ_FF_TIE_FACTOR: number = 1.000000000001;
/** The KK core's start value for the best face turn (f64 0xbd919799812dea11 = −4e-12). */
export const MZ_KK_BEST_START: number = -4e-12 /* f64#bd919799812dea11 */;

/**
 * PF entry 0x10030c60(P, F, A, B) (N16): X = P in B space; outside F's triangle (any F-value sign
 * bit set) the triangle's nearest edge (F, next, next², first minimum of the point-segment
 * distance from 1e101) goes on as PK; inside, the PF core.
 *
 * @source 000_b83935d7d7846899.txt §3.9.10 0x10030c60 PF entry
 * @unit N16
 * @float x87
 * @spec spec/ivp/mindist/minimize_poly.spec:44
 */
export function mz_pf(mem: Memory, s: MinimizeSolver, P: number, F: number, a: MinimizeInfo, b: MinimizeInfo): number {
  pos_other_space(mem, P, a.clp, b.clp, _s0);
  const x_x = _s0.x, x_y = _s0.y, x_z = _s0.z;
  const w = _a1;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  qr_values(mem, b.clp.ledge, F, x_x, x_y, x_z, w);
  if (signbit(w[0]) || signbit(w[1]) || signbit(w[2])) {
    let best: number = MZ_FF_BIG;
    let be: number = F;
    let e: number = F;
    for (let k = 0; k < 3; k++) {
      const q: number = segment_dist2(mem, x_x, x_y, x_z, b.clp.ledge, e);
      if (q < best) {
        best = q;
        be = e;
      }
      e = edge_next(e);
    }
    return mz_pk(mem, s, P, be, a, b);
  }
  return mz_pf_core(mem, s, P, x_x, x_y, x_z, F, a, b);
}

/**
 * PF core 0x10030f80(P, X, F, A, B) (N17): the face's unit normal (normalize4 of hesse) as n,
 * the plane distance as len; then the neighbour Q of P whose edge goes most steeply toward the
 * face (the most negative (Q−P)·nA/|Q−P|) moves the point; none: converged (P, F), or backside
 * (rc 3) when P is behind F; a better Q inside F repeats the core, outside it goes on as KK with
 * the edge it leaves across (exactly one negative F-value), else the nearest such edge by qlen_KK.
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §3.13.R2.6; §3.13.R2.7 0x10030f80 PF core
 * @unit N17
 * @float x87
 * @precision 36 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_poly.spec:72
 */
export function mz_pf_core(mem: Memory, s: MinimizeSolver, P: number, x_x: number, x_y: number, x_z: number, F: number, a: MinimizeInfo, b: MinimizeInfo): number {
  const md: Mindist | null = s.md;
  if (mz_loop_detected(s.lp, SYNAPSE_STATUS_POINT, P, SYNAPSE_STATUS_FACE, F)) {
    return MINIMIZE_FAILED;
  }
  hesse(mem, F, b.clp.ledge, _s2);
  let h_x = _s2.x, h_y = _s2.y, h_z = _s2.z;
  _s3.x = h_x; _s3.y = h_y; _s3.z = h_z;
  normalize4(_s3);
  h_x = _s3.x; h_y = _s3.y; h_z = _s3.z;
  cache_vector_to_world(b.clp.cache, h_x, h_y, h_z, _s4);
  const nw_x = _s4.x, nw_y = _s4.y, nw_z = _s4.z;
  cache_world_vector_to_object(a.clp.cache, nw_x, nw_y, nw_z, _s5);
  let na_x = _s5.x, na_y = _s5.y, na_z = _s5.z;
  const pf: number = clp_point(mem, b.clp, F);
  md!.len_numerator = Math.fround(h_x * x_x + h_y * x_y + h_z * x_z - (h_x * mem.f32[(pf + PolyPoint["p.x"]) >>> 2] + h_y * mem.f32[(pf + PolyPoint["p.y"]) >>> 2] + h_z * mem.f32[(pf + PolyPoint["p.z"]) >>> 2]));
  md!.contact_plane.x = Math.fround(nw_x);
  md!.contact_plane.y = Math.fround(nw_y);
  md!.contact_plane.z = Math.fround(nw_z);
  // quirk kept: 000 §3.13.R2.6: the sign test reads the stored f32 len, before the extra radius
  if (md!.len_numerator < 0) {
    // f64 −1.0
    const t$0_x = na_x * -1, t$0_y = na_y * -1, t$0_z = na_z * -1;
    na_x = t$0_x; na_y = t$0_y; na_z = t$0_z;
  }
  md!.len_numerator = Math.fround(md!.len_numerator - md!.sum_extra_radius);
  mz_dot_diff_center(md!, a.clp.cache, b.clp.cache);
  // the neighbours Q of P: the criterion (Q − P)·nA / |Q − P| < 0, the most negative wins (strict)
  const pp: number = clp_point(mem, a.clp, P);
  const p0_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2], p0_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2], p0_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2];
  let best: number = 0;
  let best_e: number = 0;
  const last: number = edge_prev(P);
  let g: number = edge_around_point(mem, last);
  while (true) {
    const qp: number = clp_point(mem, a.clp, g);
    const q_x = mem.f32[(qp + PolyPoint["p.x"]) >>> 2], q_y = mem.f32[(qp + PolyPoint["p.y"]) >>> 2], q_z = mem.f32[(qp + PolyPoint["p.z"]) >>> 2];
    const proj: number = (q_x - p0_x) * na_x + (q_y - p0_y) * na_y + (q_z - p0_z) * na_z;
    if (proj < 0) {
      // |Q − P|² goes to invsqrt4 as an f32 (000 §3.13.R2.5)
      const val: number = invsqrt4(Math.fround((q_x - p0_x) * (q_x - p0_x) + (q_y - p0_y) * (q_y - p0_y) + (q_z - p0_z) * (q_z - p0_z))) * proj;
      if (val < best) {
        best = val;
        best_e = g;
      }
    }
    if (g === last) {
      break;
    }
    g = edge_around_point(mem, g);
  }
  if (best_e === 0) {
    mz_set(a, P, SYNAPSE_STATUS_POINT);
    mz_set(b, F, SYNAPSE_STATUS_FACE);
    // quirk kept: 000 §3.13.R2.6: (f32)m.len + (f32)m.extra < 0, strict: P is behind F
    if (md!.len_numerator + md!.sum_extra_radius < 0) {
      s.pos.x = x_x;
      s.pos.y = x_y;
      s.pos.z = x_z;
      mz_set(b, F, SYNAPSE_STATUS_BACKSIDE);
      return MINIMIZE_BACKSIDE;
    }
    return MINIMIZE_OK;
  }
  const be: number = best_e;
  pos_other_space(mem, be, a.clp, b.clp, _s6);
  const xq_x = _s6.x, xq_y = _s6.y, xq_z = _s6.z;
  const w = _a7;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  qr_values(mem, b.clp.ledge, F, xq_x, xq_y, xq_z, w);
  if (!signbit(w[0]) && !signbit(w[1]) && !signbit(w[2])) {
    return mz_pf_core(mem, s, be, xq_x, xq_y, xq_z, F, a, b);
  }
  const w0: number = w[0];
  const w1: number = w[1];
  const w2: number = w[2];
  const f1: number = edge_next(F);
  const f2: number = edge_next(f1);
  // 000 §3.13.R2.7: the count is strict (< 0), the candidates below take <= 0 (−0.0 qualifies)
  let n_neg: number = 0;
  if (w0 < 0) {
    n_neg = (n_neg + 1) | 0;
  }
  if (w1 < 0) {
    n_neg = (n_neg + 1) | 0;
  }
  if (w2 < 0) {
    n_neg = (n_neg + 1) | 0;
  }
  if (n_neg === 1) {
    if (w0 < 0) {
      return mz_kk(mem, s, be, F, a, b);
    }
    if (w1 < 0) {
      return mz_kk(mem, s, be, f1, a, b);
    }
    return mz_kk(mem, s, be, f2, a, b);
  }
  let bq: number = MZ_FF_BIG;
  let bk: number = F;
  if (w0 <= 0) {
    const q0: number = qlen_kk(mem, be, F, a.clp, b.clp);
    if (q0 < bq) {
      bq = q0;
      bk = F;
    }
  }
  if (w1 <= 0) {
    const q1: number = qlen_kk(mem, be, f1, a.clp, b.clp);
    if (q1 < bq) {
      bq = q1;
      bk = f1;
    }
  }
  if (w2 <= 0) {
    const q2: number = qlen_kk(mem, be, f2, a.clp, b.clp);
    if (q2 < bq) {
      bq = q2;
      bk = f2;
    }
  }
  return mz_kk(mem, s, be, bk, a, b);
}

/**
 * PK entry 0x10032da0(P, K, A, B) (N18): the K-values of P (in B space) on K: before K's start PP
 * with K's start, past its end PP with next(K)'s start, else the PK core.
 *
 * @source 000_b83935d7d7846899.txt §3.9.10 0x10032da0 PK entry
 * @unit N18
 * @float x87
 * @spec spec/ivp/mindist/minimize_poly.spec:190
 */
export function mz_pk(mem: Memory, s: MinimizeSolver, P: number, K: number, a: MinimizeInfo, b: MinimizeInfo): number {
  pos_other_space(mem, P, a.clp, b.clp, _s8);
  const x_x = _s8.x, x_y = _s8.y, x_z = _s8.z;
  const kv = _a9;
  kv[0] = 0;
  kv[1] = 0;
  k_values(mem, b.clp.ledge, K, x_x, x_y, x_z, kv);
  if (kv[0] < 0) {
    return mz_pp(mem, s, P, K, a, b);
  }
  if (kv[1] < 0) {
    return mz_pp(mem, s, P, edge_next(K), a, b);
  }
  return mz_pk_core(mem, s, P, K, a, b);
}

/**
 * PK core 0x10032e60(P, K, A, B) (N19): P against the two faces at K (K's triangle and its
 * neighbour across K): inside either face's region the PF entry; behind both planes backside
 * (rc 3, before anything is written); in the edge region the line distance and the normal from
 * the edge toward P; then a neighbour of P that goes toward the edge (criterion above q·1e-12)
 * moves on as KK, unless it is nearly parallel (below 1e-8) and kk_params puts the closest point
 * before its start (r[2] < 0, strict).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §3.13.R2.2; §3.13.R2.3 0x10032e60 PK core
 * @unit N19
 * @float x87
 * @precision 97 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_poly.spec:211
 */
export function mz_pk_core(mem: Memory, s: MinimizeSolver, P: number, K: number, a: MinimizeInfo, b: MinimizeInfo): number {
  const md: Mindist | null = s.md;
  if (mz_loop_detected(s.lp, SYNAPSE_STATUS_POINT, P, SYNAPSE_STATUS_EDGE, K)) {
    return MINIMIZE_FAILED;
  }
  pos_other_space(mem, P, a.clp, b.clp, _s10);
  const x_x = _s10.x, x_y = _s10.y, x_z = _s10.z;
  const ko: number = edge_opposite(mem, K);
  const p_k0: number = clp_point(mem, b.clp, K);
  const p_k1: number = clp_point(mem, b.clp, edge_next(K));
  const p_t1: number = clp_point(mem, b.clp, edge_prev(K));
  const p_t2: number = clp_point(mem, b.clp, edge_prev(ko));
  const k0_x = mem.f32[(p_k0 + PolyPoint["p.x"]) >>> 2], k0_y = mem.f32[(p_k0 + PolyPoint["p.y"]) >>> 2], k0_z = mem.f32[(p_k0 + PolyPoint["p.z"]) >>> 2];
  const k1_x = mem.f32[(p_k1 + PolyPoint["p.x"]) >>> 2], k1_y = mem.f32[(p_k1 + PolyPoint["p.y"]) >>> 2], k1_z = mem.f32[(p_k1 + PolyPoint["p.z"]) >>> 2];
  const kt1_x = mem.f32[(p_t1 + PolyPoint["p.x"]) >>> 2], kt1_y = mem.f32[(p_t1 + PolyPoint["p.y"]) >>> 2], kt1_z = mem.f32[(p_t1 + PolyPoint["p.z"]) >>> 2];
  const kt2_x = mem.f32[(p_t2 + PolyPoint["p.x"]) >>> 2], kt2_y = mem.f32[(p_t2 + PolyPoint["p.y"]) >>> 2], kt2_z = mem.f32[(p_t2 + PolyPoint["p.z"]) >>> 2];
  // the f32 differences are exact on the x87 and stored f64
  const d_x = k1_x - k0_x, d_y = k1_y - k0_y, d_z = k1_z - k0_z;
  const t1_x = kt1_x - k0_x, t1_y = kt1_y - k0_y, t1_z = kt1_z - k0_z;
  const t2_x = kt2_x - k0_x, t2_y = kt2_y - k0_y, t2_z = kt2_z - k0_z;
  const xk_x = x_x - k0_x, xk_y = x_y - k0_y, xk_z = x_z - k0_z;
  // the planes of K's triangle and of its neighbour (unnormalised, outward)
  const n1_x = d_y * t1_z - d_z * t1_y, n1_y = d_z * t1_x - d_x * t1_z, n1_z = d_x * t1_y - d_y * t1_x;
  const n2_x = t2_y * d_z - t2_z * d_y, n2_y = t2_z * d_x - t2_x * d_z, n2_z = t2_x * d_y - t2_y * d_x;
  const s1: number = xk_x * n1_x + xk_y * n1_y + xk_z * n1_z;
  const s2: number = xk_x * n2_x + xk_y * n2_y + xk_z * n2_z;
  const w = _a11;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  qr_values(mem, b.clp.ledge, K, x_x, x_y, x_z, w);
  const w1: number = w[0];
  qr_values(mem, b.clp.ledge, ko, x_x, x_y, x_z, w);
  const w2: number = w[0];
  if (w1 > 0) {
    if (w2 <= 0 || s2 <= 0) {
      return mz_pf(mem, s, P, K, a, b);
    }
    return mz_pf(mem, s, P, ko, a, b);
  }
  if (w2 > 0) {
    return mz_pf(mem, s, P, ko, a, b);
  }
  // the edge region
  if (s1 < 0 && s2 < 0) {
    mz_set(a, P, SYNAPSE_STATUS_POINT);
    mz_set(b, K, SYNAPSE_STATUS_BACKSIDE);
    s.pos.x = x_x;
    s.pos.y = x_y;
    s.pos.z = x_z;
    return MINIMIZE_BACKSIDE;
  }
  const c_x = d_y * xk_z - d_z * xk_y, c_y = d_z * xk_x - d_x * xk_z, c_z = d_x * xk_y - d_y * xk_x;
  const id: number = 1 / (d_x * d_x + d_y * d_y + d_z * d_z);
  const q: number = (c_x * c_x + c_y * c_y + c_z * c_z) * id;
  if (q <= 1e-19) {
    // D-MINIMIZE-7: 000 §3.12 question 5's deterministic replacement: converged at once, the
    // any_perpendicular normal rotated to world (the original keeps it in B space and walks)
    md!.len_numerator = -md!.sum_extra_radius;
    any_unit_perpendicular(d_x, d_y, d_z, _s12);
    const np_x = _s12.x, np_y = _s12.y, np_z = _s12.z;
    cache_vector_to_world(b.clp.cache, np_x, np_y, np_z, _s13);
    const npw_x = _s13.x, npw_y = _s13.y, npw_z = _s13.z;
    md!.contact_plane.x = Math.fround(npw_x);
    md!.contact_plane.y = Math.fround(npw_y);
    md!.contact_plane.z = Math.fround(npw_z);
    mz_dot_diff_center(md!, a.clp.cache, b.clp.cache);
    mz_set(a, P, SYNAPSE_STATUS_POINT);
    mz_set(b, K, SYNAPSE_STATUS_EDGE);
    return MINIMIZE_OK;
  }
  const sq: number = invsqrt5(q);
  md!.len_numerator = Math.fround(sq * q - md!.sum_extra_radius);
  // d × c points from P toward the edge line; scaled by −s/|d|² it is the unit normal toward P
  const dc_x = d_y * c_z - d_z * c_y, dc_y = d_z * c_x - d_x * c_z, dc_z = d_x * c_y - d_y * c_x;
  cache_vector_to_world(b.clp.cache, dc_x, dc_y, dc_z, _s14);
  const nw_x = _s14.x, nw_y = _s14.y, nw_z = _s14.z;
  md!.contact_plane.x = Math.fround(nw_x * (-sq * id));
  md!.contact_plane.y = Math.fround(nw_y * (-sq * id));
  md!.contact_plane.z = Math.fround(nw_z * (-sq * id));
  mz_dot_diff_center(md!, a.clp.cache, b.clp.cache);
  // a neighbour of P that goes toward the edge: (Q − P)·nA / |Q − P| above q·1e-12 (strict)
  cache_world_vector_to_object(a.clp.cache, nw_x, nw_y, nw_z, _s15);
  const na_x = _s15.x, na_y = _s15.y, na_z = _s15.z;
  const pp: number = clp_point(mem, a.clp, P);
  const p0_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2], p0_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2], p0_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2];
  let best: number = q * 1e-12;
  let best_e: number = 0;
  const last: number = edge_prev(P);
  let g: number = edge_around_point(mem, last);
  while (true) {
    const qp: number = clp_point(mem, a.clp, g);
    const qq_x = mem.f32[(qp + PolyPoint["p.x"]) >>> 2], qq_y = mem.f32[(qp + PolyPoint["p.y"]) >>> 2], qq_z = mem.f32[(qp + PolyPoint["p.z"]) >>> 2];
    const proj: number = (qq_x - p0_x) * na_x + (qq_y - p0_y) * na_y + (qq_z - p0_z) * na_z;
    if (proj > 0) {
      const val: number = invsqrt4(Math.fround((qq_x - p0_x) * (qq_x - p0_x) + (qq_y - p0_y) * (qq_y - p0_y) + (qq_z - p0_z) * (qq_z - p0_z))) * proj;
      if (val > best) {
        best = val;
        best_e = g;
      }
    }
    if (g === last) {
      break;
    }
    g = edge_around_point(mem, g);
  }
  if (best_e === 0) {
    mz_set(a, P, SYNAPSE_STATUS_POINT);
    mz_set(b, K, SYNAPSE_STATUS_EDGE);
    return MINIMIZE_OK;
  }
  const be: number = best_e;
  if (best < 1e-8) {
    // nearly parallel: stay unless the closest point on the neighbour edge is past its start
    // (000 §3.13.R2.3: r[2..3] are along bestE; strict, −0.0 is not < 0)
    kk_setup(mem, s.kk, K, be, b.clp, a.clp);
    const r = _a16;
    r[0] = 0;
    r[1] = 0;
    r[2] = 0;
    r[3] = 0;
    kk_params(mem, s.kk, r);
    if (r[2] < 0) {
      mz_set(a, P, SYNAPSE_STATUS_POINT);
      mz_set(b, K, SYNAPSE_STATUS_EDGE);
      return MINIMIZE_OK;
    }
  }
  return mz_kk(mem, s, be, K, a, b);
}

/**
 * One side of PP's neighbour search (0x10032350, R2.9): the edges that end at P (start Q), with
 * the criterion ((Q·v) − P·v)·invsqrt4(|Q − P|²) for v = other − P; an edge whose criterion beats
 * the best so far (s.cone_best) strictly replaces it. Returns the last such edge (0: none).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §3.13.R2.9 0x10032350 (neighbour cone of one side)
 * @unit N20
 * @float x87
 * @precision 26 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_poly.spec:331
 */
export function mz_pp_cone(mem: Memory, s: MinimizeSolver, P: number, c: CacheLedgePoint, other_x: number, other_y: number, other_z: number): number {
  let best: number = s.cone_best;
  const pp: number = clp_point(mem, c, P);
  const p0_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2], p0_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2], p0_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2];
  const v_x = other_x - p0_x, v_y = other_y - p0_y, v_z = other_z - p0_z;
  const base: number = p0_x * v_x + p0_y * v_y + p0_z * v_z;
  let found: number = 0;
  const last: number = edge_prev(P);
  let g: number = edge_around_point(mem, last);
  while (true) {
    const qp: number = clp_point(mem, c, g);
    const q_x = mem.f32[(qp + PolyPoint["p.x"]) >>> 2], q_y = mem.f32[(qp + PolyPoint["p.y"]) >>> 2], q_z = mem.f32[(qp + PolyPoint["p.z"]) >>> 2];
    const proj: number = q_x * v_x + q_y * v_y + q_z * v_z - base;
    if (proj > 0) {
      const val: number = invsqrt4(Math.fround((q_x - p0_x) * (q_x - p0_x) + (q_y - p0_y) * (q_y - p0_y) + (q_z - p0_z) * (q_z - p0_z))) * proj;
      if (val > best) {
        best = val;
        found = g;
      }
    }
    if (g === last) {
      break;
    }
    g = edge_around_point(mem, g);
  }
  s.cone_best = best;
  return found;
}

/**
 * PP 0x10032350(PA, PB, A, B) (N20): the world distance of the two points (coincident within
 * 1e-12: rc 2) with the unit normal from PB toward PA; then the neighbour edge of either point that
 * goes most toward the other point (A's side first, so A wins ties: C24) moves on: as PK core when
 * the other point projects inside that edge, as PP with the neighbour when it projects beyond it.
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §3.13.R2.9 0x10032350 PP
 * @unit N20
 * @float x87
 * @precision 19 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_poly.spec:366
 */
export function mz_pp(mem: Memory, s: MinimizeSolver, PA: number, PB: number, a: MinimizeInfo, b: MinimizeInfo): number {
  const md: Mindist | null = s.md;
  if (mz_loop_detected(s.lp, SYNAPSE_STATUS_POINT, PA, SYNAPSE_STATUS_POINT, PB)) {
    return MINIMIZE_FAILED;
  }
  edge_point_world(mem, PA, a.clp, _s17);
  const wa_x = _s17.x, wa_y = _s17.y, wa_z = _s17.z;
  edge_point_world(mem, PB, b.clp, _s18);
  const wb_x = _s18.x, wb_y = _s18.y, wb_z = _s18.z;
  cache_world_to_object(b.clp.cache, wa_x, wa_y, wa_z, _s19);
  const xa_x = _s19.x, xa_y = _s19.y, xa_z = _s19.z;
  cache_world_to_object(a.clp.cache, wb_x, wb_y, wb_z, _s20);
  const xb_x = _s20.x, xb_y = _s20.y, xb_z = _s20.z;
  const q: number = (wa_x - wb_x) * (wa_x - wb_x) + (wa_y - wb_y) * (wa_y - wb_y) + (wa_z - wb_z) * (wa_z - wb_z);
  if (q <= 1e-12) {
    return MINIMIZE_FAILED;
  }
  const sq: number = mz_invsqrt5_inline(q);
  md!.len_numerator = Math.fround(sq * q - md!.sum_extra_radius);
  md!.contact_plane.x = Math.fround((wa_x - wb_x) * sq);
  md!.contact_plane.y = Math.fround((wa_y - wb_y) * sq);
  md!.contact_plane.z = Math.fround((wa_z - wb_z) * sq);
  mz_dot_diff_center(md!, a.clp.cache, b.clp.cache);
  s.cone_best = 0;
  const ea: number = mz_pp_cone(mem, s, PA, a.clp, xb_x, xb_y, xb_z);
  const eb: number = mz_pp_cone(mem, s, PB, b.clp, xa_x, xa_y, xa_z);
  const kv = _a21;
  kv[0] = 0;
  kv[1] = 0;
  if (eb !== 0) {
    // B's edge beat A's: the other point is A's, in B space
    const e: number = eb;
    k_values(mem, b.clp.ledge, e, xa_x, xa_y, xa_z, kv);
    if (kv[1] > 0) {
      if (kv[0] >= 0) {
        mz_make_first(s, a);
        return mz_pk_core(mem, s, PA, e, a, b);
      }
      mz_make_first(s, b);
      return mz_pp(mem, s, e, PA, b, a);
    }
  } else if (ea !== 0) {
    const e_1: number = ea;
    k_values(mem, a.clp.ledge, e_1, xb_x, xb_y, xb_z, kv);
    if (kv[1] > 0) {
      if (kv[0] >= 0) {
        mz_make_first(s, b);
        return mz_pk_core(mem, s, PB, e_1, b, a);
      }
      mz_make_first(s, a);
      return mz_pp(mem, s, e_1, PB, a, b);
    }
  }
  mz_set(a, PA, SYNAPSE_STATUS_POINT);
  mz_set(b, PB, SYNAPSE_STATUS_POINT);
  return MINIMIZE_OK;
}

/**
 * KK entry 0x10031440(KA, KB, A, B) (N21): kk_setup and kk_params (their return value ignored: in
 * the parallel case the sampled parameters are used as real ones). Inside KB's range: KA's start
 * PK, inside both KK core, past KA's end PK with next(KA); inside KA's range only: PK of KB's nearer
 * end against KA, B first; both out of range: the nearer ends pa, pb against the other edge, then
 * the PP pairs in the corrected order of 000 §3.13.R2.1 (u·r[2], then u2·r[0]).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §3.13.R2.1 0x10031440 KK entry
 * @unit N21
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_poly.spec:425
 */
export function mz_kk(mem: Memory, s: MinimizeSolver, KA: number, KB: number, a: MinimizeInfo, b: MinimizeInfo): number {
  kk_setup(mem, s.kk, KA, KB, a.clp, b.clp);
  const r = _a22;
  r[0] = 0;
  r[1] = 0;
  r[2] = 0;
  r[3] = 0;
  kk_params(mem, s.kk, r);
  const r0: number = r[0];
  const r1: number = r[1];
  const r2: number = r[2];
  const r3: number = r[3];
  if (r2 >= 0 && r3 >= 0) {
    if (r0 < 0) {
      return mz_pk(mem, s, KA, KB, a, b);
    }
    if (r1 >= 0) {
      return mz_kk_core(mem, s, KA, KB, r0, r1, r2, r3, a, b);
    }
    return mz_pk(mem, s, edge_next(KA), KB, a, b);
  }
  if (r0 >= 0 && r1 >= 0) {
    mz_make_first(s, b);
    if (r2 >= 0) {
      return mz_pk(mem, s, edge_next(KB), KA, b, a);
    }
    return mz_pk(mem, s, KB, KA, b, a);
  }
  // both out of range: pa/pb the nearer ends, qa/qb the others (R2.1: pa = r0 < r1 ? KA : next(KA))
  let pa: number = KA;
  let qa: number = edge_next(KA);
  if (r1 <= r0) {
    pa = edge_next(KA);
    qa = KA;
  }
  let pb: number = KB;
  let qb: number = edge_next(KB);
  if (r3 <= r2) {
    pb = edge_next(KB);
    qb = KB;
  }
  const kv = _a23;
  kv[0] = 0;
  kv[1] = 0;
  pos_other_space(mem, pa, a.clp, b.clp, _s24);
  const xpa_x = _s24.x, xpa_y = _s24.y, xpa_z = _s24.z;
  k_values(mem, b.clp.ledge, KB, xpa_x, xpa_y, xpa_z, kv);
  const u: number = kv[0];
  const v: number = kv[1];
  if (u >= 0 && v >= 0) {
    return mz_pk(mem, s, pa, KB, a, b);
  }
  pos_other_space(mem, pb, b.clp, a.clp, _s25);
  const xpb_x = _s25.x, xpb_y = _s25.y, xpb_z = _s25.z;
  k_values(mem, a.clp.ledge, KA, xpb_x, xpb_y, xpb_z, kv);
  const u2: number = kv[0];
  const v2: number = kv[1];
  if (u2 >= 0 && v2 >= 0) {
    mz_make_first(s, b);
    return mz_pk(mem, s, pb, KA, b, a);
  }
  // 000 §3.13.R2.1: r[2], not r[3]; no flip in the first and last branches
  if (u * r2 < 0) {
    return mz_pp(mem, s, pa, qb, a, b);
  }
  if (u2 * r0 < 0) {
    mz_make_first(s, b);
    return mz_pp(mem, s, pb, qa, b, a);
  }
  return mz_pp(mem, s, pa, pb, a, b);
}

/**
 * KK core 0x100317a0(KA, KB, kk, r, A, B) (N22): the line distance |s|/|c| along c = dirA × dirB
 * with the normal signed toward A; then the four faces at the two edges (E0, E1 of A, E2, E3 of B,
 * 000 §3.13.R2.8): the face the other edge turns into most steeply (below −4e-12) whose F-value
 * across the edge is positive moves on; none: converged (K, K), or backside (rc 3) when the other
 * edge is behind both faces of one side.
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §3.13.R2.8 0x100317a0 KK core
 * @unit N22
 * @float x87
 * @precision 55 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_poly.spec:496
 */
export function mz_kk_core(mem: Memory, s: MinimizeSolver, KA: number, KB: number, r0: number, r1: number, r2: number, r3: number, a: MinimizeInfo, b: MinimizeInfo): number {
  const md: Mindist | null = s.md;
  if (mz_loop_detected(s.lp, SYNAPSE_STATUS_EDGE, KA, SYNAPSE_STATUS_EDGE, KB)) {
    return MINIMIZE_FAILED;
  }
  const kk: KK = s.kk;
  const c_x = kk.cross.x, c_y = kk.cross.y, c_z = kk.cross.z;
  const ka0_x = kk.K0.x, ka0_y = kk.K0.y, ka0_z = kk.K0.z;
  const ka1_x = kk.K1.x, ka1_y = kk.K1.y, ka1_z = kk.K1.z;
  const pl0: number = kk.L0;
  const kb0_x = mem.f32[(pl0 + PolyPoint["p.x"]) >>> 2], kb0_y = mem.f32[(pl0 + PolyPoint["p.y"]) >>> 2], kb0_z = mem.f32[(pl0 + PolyPoint["p.z"]) >>> 2];
  // D-MINIMIZE-8: "(f32 math)": s is stored f32 before its sign bit is read
  const sv: number = Math.fround((kb0_x - ka0_x) * c_x + (kb0_y - ka0_y) * c_y + (kb0_z - ka0_z) * c_z);
  let neg: number = 0;
  if (signbit(sv)) {
    neg = 1;
  }
  const inv: number = mz_invsqrt5_inline(c_x * c_x + c_y * c_y + c_z * c_z);
  cache_vector_to_world(b.clp.cache, c_x, c_y, c_z, _s26);
  const nw_x = _s26.x, nw_y = _s26.y, nw_z = _s26.z;
  cache_world_vector_to_object(a.clp.cache, nw_x, nw_y, nw_z, _s27);
  const na_x = _s27.x, na_y = _s27.y, na_z = _s27.z;
  md!.len_numerator = Math.fround(Math.abs(sv * inv) - md!.sum_extra_radius);
  // (neg − 0.5f)·2: −1 when B lies on c's side of A, so n points from B toward A
  const sg: number = Math.fround((Math.fround(neg) - 0.5) * 2);
  md!.contact_plane.x = Math.fround(nw_x * (sg * inv));
  md!.contact_plane.y = Math.fround(nw_y * (sg * inv));
  md!.contact_plane.z = Math.fround(nw_z * (sg * inv));
  mz_dot_diff_center(md!, a.clp.cache, b.clp.cache);
  // the entries E0..E3: triangle edge, other edge, the other edge's start in the owner's space
  pos_other_space(mem, KB, b.clp, a.clp, _s28);
  const kb0a_x = _s28.x, kb0a_y = _s28.y, kb0a_z = _s28.z;
  const kb_end: number = edge_next(KB);
  pos_other_space(mem, kb_end, b.clp, a.clp, _s29);
  const kb1a_x = _s29.x, kb1a_y = _s29.y, kb1a_z = _s29.z;
  const et = _a30;
  et[0] = edge_opposite(mem, KA);
  et[1] = KA;
  et[2] = edge_opposite(mem, KB);
  et[3] = KB;
  const eo = _a31;
  eo[0] = KB;
  eo[1] = edge_opposite(mem, KB);
  eo[2] = KA;
  eo[3] = edge_opposite(mem, KA);
  const ep = _a32;
  ep[0] = kb0a_x;
  ep[1] = kb0a_y;
  ep[2] = kb0a_z;
  ep[3] = kb1a_x;
  ep[4] = kb1a_y;
  ep[5] = kb1a_z;
  ep[6] = ka0_x;
  ep[7] = ka0_y;
  ep[8] = ka0_z;
  ep[9] = ka1_x;
  ep[10] = ka1_y;
  ep[11] = ka1_z;
  const eh = _a33;
  eh[0] = 0;
  eh[1] = 0;
  eh[2] = 0;
  eh[3] = 0;
  eh[4] = 0;
  eh[5] = 0;
  eh[6] = 0;
  eh[7] = 0;
  eh[8] = 0;
  eh[9] = 0;
  eh[10] = 0;
  eh[11] = 0;
  const flag = _a34;
  flag[0] = 0;
  flag[1] = 0;
  flag[2] = 0;
  flag[3] = 0;
  for (let i = 0; i < 4; i++) {
    // E0, E1 are A's faces (vec nA), E2, E3 B's (vec c in B space)
    let h_x = 0, h_y = 0, h_z = 0;
    let hv: number = 0;
    if (i < 2) {
      hesse(mem, et[i], a.clp.ledge, _s35);
      h_x = _s35.x; h_y = _s35.y; h_z = _s35.z;
      hv = Math.fround(h_x * na_x + h_y * na_y + h_z * na_z);
    } else {
      hesse(mem, et[i], b.clp.ledge, _s36);
      h_x = _s36.x; h_y = _s36.y; h_z = _s36.z;
      hv = Math.fround(h_x * c_x + h_y * c_y + h_z * c_z);
    }
    eh[Math.imul(3, i)] = h_x;
    eh[(Math.imul(3, i) + 1) | 0] = h_y;
    eh[(Math.imul(3, i) + 2) | 0] = h_z;
    // 000 §3.13.R2.8: flag[i] = signbit((f32)(hesse_i·vec_i)) ^ (i >> 1) ^ neg
    let sb: number = 0;
    if (signbit(hv)) {
      sb = 1;
    }
    flag[i] = sb ^ (i >> 1) ^ neg;
  }
  let best: number = MZ_KK_BEST_START;
  let pick: number = -1;
  let pick_j: number = 0;
  const pw = _a37;
  pw[0] = 0;
  pw[1] = 0;
  pw[2] = 0;
  pw[3] = 0;
  const w = _a38;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  for (let i_1 = 0; i_1 < 4; i_1++) {
    const j: number = flag[i_1] ^ i_1 ^ neg;
    const k: number = i_1 ^ neg;
    const k1: number = k ^ 1;
    const v_x = ep[Math.imul(3, k)] - ep[Math.imul(3, k1)], v_y = ep[(Math.imul(3, k) + 1) | 0] - ep[(Math.imul(3, k1) + 1) | 0], v_z = ep[(Math.imul(3, k) + 2) | 0] - ep[(Math.imul(3, k1) + 2) | 0];
    const h_1_x = eh[Math.imul(3, i_1)], h_1_y = eh[(Math.imul(3, i_1) + 1) | 0], h_1_z = eh[(Math.imul(3, i_1) + 2) | 0];
    const dv: number = v_x * h_1_x + v_y * h_1_y + v_z * h_1_z;
    if (dv < 0) {
      // 000 §3.13.R2.8: the |h| factor first, kept f64; both arguments go to invsqrt4 as f32
      const hn: number = invsqrt4(Math.fround(h_1_x * h_1_x + h_1_y * h_1_y + h_1_z * h_1_z));
      const cv: number = invsqrt4(Math.fround(v_x * v_x + v_y * v_y + v_z * v_z)) * dv * hn;
      if (cv < best) {
        const xj_x = ep[Math.imul(3, j)], xj_y = ep[(Math.imul(3, j) + 1) | 0], xj_z = ep[(Math.imul(3, j) + 2) | 0];
        if (i_1 < 2) {
          qr_values(mem, a.clp.ledge, et[i_1], xj_x, xj_y, xj_z, w);
        } else {
          qr_values(mem, b.clp.ledge, et[i_1], xj_x, xj_y, xj_z, w);
        }
        if (w[0] > 0) {
          best = cv;
          pick = i_1;
          pick_j = j;
          pw[0] = w[0];
          pw[1] = w[1];
          pw[2] = w[2];
          pw[3] = w[3];
        }
      }
    }
  }
  if (pick < 0) {
    mz_set(a, KA, SYNAPSE_STATUS_EDGE);
    mz_set(b, KB, SYNAPSE_STATUS_EDGE);
    if (((flag[0] + flag[1]) | 0) === 2) {
      // KB behind both faces of KA: A's synapse is the backside one, pos the closest point of KB
      mz_set(a, KA, SYNAPSE_STATUS_BACKSIDE);
      mz_set(b, KB, SYNAPSE_STATUS_FACE);
      const t: number = r2 / (r2 + r3);
      vec_lerp(kb0a_x, kb0a_y, kb0a_z, kb1a_x, kb1a_y, kb1a_z, t, _s39);
      s.pos.x = _s39.x; s.pos.y = _s39.y; s.pos.z = _s39.z;
      return MINIMIZE_BACKSIDE;
    }
    if (((flag[2] + flag[3]) | 0) === 2) {
      mz_set(a, KA, SYNAPSE_STATUS_FACE);
      mz_set(b, KB, SYNAPSE_STATUS_BACKSIDE);
      const t_1: number = r0 / (r0 + r1);
      vec_lerp(ka0_x, ka0_y, ka0_z, ka1_x, ka1_y, ka1_z, t_1, _s40);
      s.pos.x = _s40.x; s.pos.y = _s40.y; s.pos.z = _s40.z;
      return MINIMIZE_BACKSIDE;
    }
    return MINIMIZE_OK;
  }
  const tri: number = et[pick];
  const other: number = eo[pick_j];
  if (pick < 2) {
    // the face is A's, the other edge B's
    return mz_kk_core_turn(mem, s, tri, other, pw[0], pw[1], pw[2], b, a);
  }
  return mz_kk_core_turn(mem, s, tri, other, pw[0], pw[1], pw[2], a, b);
}

/**
 * The KK core's move onto the picked face `tri` of `owner` with the other object's edge `other`
 * (0x100317a0 after the pick): the other's info first; inside the face (F-values sign-clear) the PF
 * core with other's start; across next(tri) or prev(tri) KK with that edge; both: the nearer one by
 * qlen_KK (the second qlen with `other`: 000 §3.13.R2.4, D-MINIMIZE-8).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §3.13.R2.4 0x100317a0 (after the pick; 0x10031fa9)
 * @unit N22
 * @float x87
 * @spec spec/ivp/mindist/minimize_poly.spec:621
 */
export function mz_kk_core_turn(mem: Memory, s: MinimizeSolver, tri: number, other: number, w0: number, w1: number, w2: number, other_info: MinimizeInfo, owner: MinimizeInfo): number {
  mz_make_first(s, other_info);
  if (!signbit(w0) && !signbit(w1) && !signbit(w2)) {
    pos_other_space(mem, other, other_info.clp, owner.clp, _s41);
    const x_x = _s41.x, x_y = _s41.y, x_z = _s41.z;
    return mz_pf_core(mem, s, other, x_x, x_y, x_z, tri, other_info, owner);
  }
  if (w2 >= 0) {
    return mz_kk(mem, s, other, edge_next(tri), other_info, owner);
  }
  if (w1 >= 0) {
    return mz_kk(mem, s, other, edge_prev(tri), other_info, owner);
  }
  const q1: number = qlen_kk(mem, other, edge_next(tri), other_info.clp, owner.clp);
  const q2: number = qlen_kk(mem, other, edge_opposite(mem, edge_prev(tri)), other_info.clp, owner.clp);
  if (q2 < q1) {
    return mz_kk(mem, s, other, edge_prev(tri), other_info, owner);
  }
  return mz_kk(mem, s, other, edge_next(tri), other_info, owner);
}

/**
 * FF_init's point-face candidates of one face (0x10019aa0): the face's unit plane (hesse_plane), and
 * each vertex of `pts` (in the face's space) inside the face's prism (F-value sign bits clear) whose
 * squared plane distance times 1.000000000001 is below best becomes P with the face F; returns the
 * new best.
 *
 * @source 000_b83935d7d7846899.txt §3.9.8; §3.13.R2.10 0x10019aa0 (point-face candidates)
 * @unit N15
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_poly.spec:649
 */
export function mz_ff_point_face(mem: Memory, face: number, face_info: MinimizeInfo, pts: number, pts_info: MinimizeInfo, best_in: number): number {
  let best: number = best_in;
  let n_x = 0, n_y = 0, n_z = 0;
  const d: number = hesse_plane(mem, face, face_info.clp.ledge, _s42);
  n_x = _s42.x; n_y = _s42.y; n_z = _s42.z;
  const t: number = edge_triangle(pts);
  const w = _a43;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  for (let i = 0; i < 3; i++) {
    const p: number = triangle_edge(t, i);
    pos_other_space(mem, p, pts_info.clp, face_info.clp, _s44);
    const x_x = _s44.x, x_y = _s44.y, x_z = _s44.z;
    qr_values(mem, face_info.clp.ledge, face, x_x, x_y, x_z, w);
    if (!signbit(w[0]) && !signbit(w[1]) && !signbit(w[2])) {
      const h: number = n_x * x_x + n_y * x_y + n_z * x_z + d;
      const q: number = h * h;
      if (q * MZ_FF_TIE_FACTOR < best) {
        best = q;
        mz_set(pts_info, p, SYNAPSE_STATUS_POINT);
        mz_set(face_info, face, SYNAPSE_STATUS_FACE);
      }
    }
  }
  return best;
}

/**
 * FF_init's brute-force choice (0x10019aa0, before its dispatch): the closest vertex pair (world,
 * plain <), then point-face candidates of B's face with A's vertices and of A's face with B's, then
 * edge-edge pairs whose four kk_params values are sign-clear; the factor 1.000000000001 keeps an
 * earlier, lower-dimensional candidate on ties (C25). Writes both synapses.
 *
 * @source 000_b83935d7d7846899.txt §3.9.8; §3.13.R2.10 0x10019aa0 (candidates)
 * @unit N15
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_poly.spec:678
 */
export function mz_ff_select(mem: Memory, s: MinimizeSolver, eA: number, eB: number, a: MinimizeInfo, b: MinimizeInfo): void {
  const ta: number = edge_triangle(eA);
  const tb: number = edge_triangle(eB);
  let best: number = MZ_FF_BIG;
  for (let i = 0; i < 3; i++) {
    const pa: number = triangle_edge(ta, i);
    edge_point_world(mem, pa, a.clp, _s45);
    const wa_x = _s45.x, wa_y = _s45.y, wa_z = _s45.z;
    for (let j = 0; j < 3; j++) {
      const pb: number = triangle_edge(tb, j);
      edge_point_world(mem, pb, b.clp, _s46);
      const wb_x = _s46.x, wb_y = _s46.y, wb_z = _s46.z;
      const q: number = (wa_x - wb_x) * (wa_x - wb_x) + (wa_y - wb_y) * (wa_y - wb_y) + (wa_z - wb_z) * (wa_z - wb_z);
      if (q < best) {
        best = q;
        mz_set(a, pa, SYNAPSE_STATUS_POINT);
        mz_set(b, pb, SYNAPSE_STATUS_POINT);
      }
    }
  }
  best = mz_ff_point_face(mem, eB, b, eA, a, best);
  best = mz_ff_point_face(mem, eA, a, eB, b, best);
  const r = _a47;
  r[0] = 0;
  r[1] = 0;
  r[2] = 0;
  r[3] = 0;
  for (let i_1 = 0; i_1 < 3; i_1++) {
    const ka: number = triangle_edge(ta, i_1);
    for (let j_1 = 0; j_1 < 3; j_1++) {
      const kb: number = triangle_edge(tb, j_1);
      kk_setup(mem, s.kk, ka, kb, a.clp, b.clp);
      kk_params(mem, s.kk, r);
      // 000 §3.13.R2.10: all four sign-clear; kk_params' return value is ignored
      if (!signbit(r[0]) && !signbit(r[1]) && !signbit(r[2]) && !signbit(r[3])) {
        const q_1: number = kk_qlen(mem, s.kk);
        if (q_1 * MZ_FF_TIE_FACTOR < best) {
          best = q_1;
          mz_set(a, ka, SYNAPSE_STATUS_EDGE);
          mz_set(b, kb, SYNAPSE_STATUS_EDGE);
        }
      }
    }
  }
}

/**
 * FF_init 0x10019aa0(eA, eB, A, B) (N15): the brute-force restart of a face-face pair. After the
 * choice the point side goes first (if B is P and A is not, they swap), sel is made to point at
 * the first synapse, and (P,P) PP, (P,K) PK, (P,F) PF, (K,K) KK run; anything else asserts.
 *
 * @source 000_b83935d7d7846899.txt §3.9.8; §3.13.R2.10 0x10019aa0 FF_init
 * @unit N15
 * @float x87
 * @spec spec/ivp/mindist/minimize_poly.spec:723
 */
export function mz_ff_init(mem: Memory, s: MinimizeSolver, eA: number, eB: number, a: MinimizeInfo, b: MinimizeInfo): number {
  mz_ff_select(mem, s, eA, eB, a, b);
  const sa: Synapse | null = a.syn;
  const sb: Synapse | null = b.syn;
  if (sb!.status === SYNAPSE_STATUS_POINT && sa!.status !== SYNAPSE_STATUS_POINT) {
    mz_make_first(s, b);
    return mz_ff_dispatch(mem, s, b, a);
  }
  mz_make_first(s, a);
  return mz_ff_dispatch(mem, s, a, b);
}

/**
 * FF_init's dispatch on (first, second): PP, PK, PF, KK (0x10019aa0, end).
 *
 * @source 000_b83935d7d7846899.txt §3.9.8 0x10019aa0 (dispatch)
 * @unit N15
 * @float x87
 * @spec spec/ivp/mindist/minimize_poly.spec:738
 */
export function mz_ff_dispatch(mem: Memory, s: MinimizeSolver, first: MinimizeInfo, second: MinimizeInfo): number {
  const s1: Synapse | null = first.syn;
  const s2: Synapse | null = second.syn;
  const idx: number = (Math.imul(s1!.status, 4) + s2!.status) | 0;
  if (idx === 0) {
    return mz_pp(mem, s, s1!.edge, s2!.edge, first, second);
  }
  if (idx === 1) {
    return mz_pk(mem, s, s1!.edge, s2!.edge, first, second);
  }
  if (idx === 2) {
    return mz_pf(mem, s, s1!.edge, s2!.edge, first, second);
  }
  if (idx !== 5) assertFail("spec/ivp/mindist/minimize_poly.spec:751", "FF_init: the chosen feature pair ({}, {}) is none of PP, PK, PF, KK", [s1!.status, s2!.status]);
  return mz_kk(mem, s, s1!.edge, s2!.edge, first, second);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _a1 = new Float32Array(4), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _a7 = new Float32Array(4), _s8 = new Vec3(), _a9 = new Float32Array(2), _s10 = new Vec3(), _a11 = new Float32Array(4), _s12 = new Vec3(), _s13 = new Vec3(), _s14 = new Vec3(), _s15 = new Vec3(), _a16 = new Float32Array(4), _s17 = new Vec3(), _s18 = new Vec3(), _s19 = new Vec3(), _s20 = new Vec3(), _a21 = new Float32Array(2), _a22 = new Float32Array(4), _a23 = new Float32Array(2), _s24 = new Vec3(), _s25 = new Vec3(), _s26 = new Vec3(), _s27 = new Vec3(), _s28 = new Vec3(), _s29 = new Vec3(), _a30 = new Uint32Array(4), _a31 = new Uint32Array(4), _a32 = new Float64Array(12), _a33 = new Float64Array(12), _a34 = new Int32Array(4), _s35 = new Vec3(), _s36 = new Vec3(), _a37 = new Float32Array(4), _a38 = new Float32Array(4), _s39 = new Vec3(), _s40 = new Vec3(), _s41 = new Vec3(), _s42 = new Vec3(), _a43 = new Float32Array(4), _s44 = new Vec3(), _s45 = new Vec3(), _s46 = new Vec3(), _a47 = new Float32Array(4);
