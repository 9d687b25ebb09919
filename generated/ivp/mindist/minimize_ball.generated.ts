// GENERATED FILE: do not edit. Engine module ivp.mindist.minimize_ball: 000 §5.5.5-§5.5.8 (and §3.9.10): the ball minimize cases BF, BK (with its core) and BP from spec/ivp/mindist/minimize_ball.spec (sha256 fe515382891d21d5).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, signbit } from "../../../runtime/index.js";
import { edge_around_point, edge_next, edge_opposite, edge_prev } from "../geometry/compact.generated.js";
import { hesse, k_values, qr_values, segment_dist2 } from "../geometry/ledge_helpers.generated.js";
import { invsqrt4, invsqrt5 } from "../math/invsqrt.generated.js";
import { mat_mul_point_f32, normalize5, normalize_len } from "../math/vector.generated.js";
import { cache_vector_to_world } from "./cache.generated.js";
import { MINIMIZE_BACKSIDE, MINIMIZE_FAILED, MINIMIZE_OK } from "./env.generated.js";
import { Mindist, SYNAPSE_STATUS_BACKSIDE, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, SYNAPSE_STATUS_POINT } from "./mindist.generated.js";
import { BallInfo, BallMinimizeSolver, PolyInfo, mz_dot_diff_center, mz_loop_detected, mz_set_side } from "./minimize.generated.js";
import { MZ_FF_BIG } from "./minimize_poly.generated.js";
import { SYNAPSE_STATUS_BALL } from "../objects/real_object.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/**
 * BFmin 0x10030d50(ball, F, poly) (E13): outside F's triangle the nearest of its three edges (the
 * first minimum of the point-segment distance from 1e101) goes on as BK; inside, the face's unit
 * normal (normalize5 of hesse) is the normal and the face is the feature; the centre above the face
 * converges with len = h − r, behind it is the backside (rc 3, status 5, len not written).
 *
 * @source 000_b83935d7d7846899.txt §5.5.5; §3.9.10 0x10030d50 BFmin
 * @unit E13
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_ball.spec:23
 */
export function mz_bf(mem: Memory, s: BallMinimizeSolver, ball: BallInfo, e: number, poly: PolyInfo): number {
  const md: Mindist | null = s.md;
  const x_x = s.x.x, x_y = s.x.y, x_z = s.x.z;
  const l: number = poly.ledge;
  const w = _a0;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  qr_values(mem, l, e, x_x, x_y, x_z, w);
  if (signbit(w[0]) || signbit(w[1]) || signbit(w[2])) {
    let best: number = MZ_FF_BIG;
    let be: number = e;
    let g: number = e;
    for (let k = 0; k < 3; k++) {
      const q: number = segment_dist2(mem, x_x, x_y, x_z, l, g);
      if (q < best) {
        best = q;
        be = g;
      }
      g = edge_next(g);
    }
    return mz_bk(mem, s, ball, be, poly);
  }
  hesse(mem, e, l, _s1);
  let n_x = _s1.x, n_y = _s1.y, n_z = _s1.z;
  _s2.x = n_x; _s2.y = n_y; _s2.z = n_z;
  normalize5(_s2);
  n_x = _s2.x; n_y = _s2.y; n_z = _s2.z;
  cache_vector_to_world(poly.cache!, n_x, n_y, n_z, _s3);
  const nw_x = _s3.x, nw_y = _s3.y, nw_z = _s3.z;
  md!.contact_plane.x = Math.fround(nw_x);
  md!.contact_plane.y = Math.fround(nw_y);
  md!.contact_plane.z = Math.fround(nw_z);
  mz_set_side(poly, e, SYNAPSE_STATUS_FACE);
  const pe: number = mz_side_point(mem, poly, e);
  const h: number = n_x * x_x + n_y * x_y + n_z * x_z - (n_x * mem.f32[(pe + PolyPoint["p.x"]) >>> 2] + n_y * mem.f32[(pe + PolyPoint["p.y"]) >>> 2] + n_z * mem.f32[(pe + PolyPoint["p.z"]) >>> 2]);
  if (h >= 0) {
    md!.len_numerator = Math.fround(h - md!.sum_extra_radius);
    mz_dot_diff_center(md!, ball.cache!, poly.cache!);
    return MINIMIZE_OK;
  }
  // the ball centre is behind the face
  mz_set_side(poly, e, SYNAPSE_STATUS_BACKSIDE);
  s.pos.x = x_x;
  s.pos.y = x_y;
  s.pos.z = x_z;
  return MINIMIZE_BACKSIDE;
}

/**
 * BKmin 0x10032860(ball, K, poly) (E14): the K-values of the centre on K: before K's start BP with
 * K, past its end BP with next(K), else the BK core.
 *
 * @source 000_b83935d7d7846899.txt §5.5.6; §3.9.10 0x10032860 BKmin
 * @unit E14
 * @float x87
 * @spec spec/ivp/mindist/minimize_ball.spec:65
 */
export function mz_bk(mem: Memory, s: BallMinimizeSolver, ball: BallInfo, e: number, poly: PolyInfo): number {
  const x_x = s.x.x, x_y = s.x.y, x_z = s.x.z;
  const kv = _a4;
  kv[0] = 0;
  kv[1] = 0;
  k_values(mem, poly.ledge, e, x_x, x_y, x_z, kv);
  if (kv[0] < 0) {
    return mz_bp(mem, s, ball, e, poly);
  }
  if (kv[1] < 0) {
    return mz_bp(mem, s, ball, edge_next(e), poly);
  }
  return mz_bk_core(mem, s, ball, e, poly);
}

/**
 * BKcore 0x10032910(ball, K, poly) (E14): the centre against the two faces at K: inside the region
 * of either face BF; behind both planes by more than 1e-19 the backside (rc 3); in the edge region
 * the line distance and the unit normal from the edge line toward the centre (status K).
 *
 * @source 000_b83935d7d7846899.txt §5.5.6; §3.9.10 0x10032910 BKcore
 * @unit E14
 * @float x87
 * @precision 76 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_ball.spec:83
 */
export function mz_bk_core(mem: Memory, s: BallMinimizeSolver, ball: BallInfo, e: number, poly: PolyInfo): number {
  const md: Mindist | null = s.md;
  if (mz_loop_detected(s.lp, SYNAPSE_STATUS_BALL, 0, SYNAPSE_STATUS_EDGE, e)) {
    return MINIMIZE_FAILED;
  }
  const x_x = s.x.x, x_y = s.x.y, x_z = s.x.z;
  const l: number = poly.ledge;
  const eo: number = edge_opposite(mem, e);
  const pp: number = mz_side_point(mem, poly, e);
  const pq: number = mz_side_point(mem, poly, edge_next(e));
  const pr: number = mz_side_point(mem, poly, edge_prev(e));
  const ps: number = mz_side_point(mem, poly, edge_prev(eo));
  const p_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2], p_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2], p_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2];
  const q_x = mem.f32[(pq + PolyPoint["p.x"]) >>> 2], q_y = mem.f32[(pq + PolyPoint["p.y"]) >>> 2], q_z = mem.f32[(pq + PolyPoint["p.z"]) >>> 2];
  const r_x = mem.f32[(pr + PolyPoint["p.x"]) >>> 2], r_y = mem.f32[(pr + PolyPoint["p.y"]) >>> 2], r_z = mem.f32[(pr + PolyPoint["p.z"]) >>> 2];
  const sp_x = mem.f32[(ps + PolyPoint["p.x"]) >>> 2], sp_y = mem.f32[(ps + PolyPoint["p.y"]) >>> 2], sp_z = mem.f32[(ps + PolyPoint["p.z"]) >>> 2];
  // f32 differences widened to f64 (x − P is an f64 difference, stored)
  const d_x = q_x - p_x, d_y = q_y - p_y, d_z = q_z - p_z;
  const xp_x = x_x - p_x, xp_y = x_y - p_y, xp_z = x_z - p_z;
  const rp_x = r_x - p_x, rp_y = r_y - p_y, rp_z = r_z - p_z;
  const spp_x = sp_x - p_x, spp_y = sp_y - p_y, spp_z = sp_z - p_z;
  // the two face normals (unnormalised, outward)
  const n1_x = d_y * rp_z - d_z * rp_y, n1_y = d_z * rp_x - d_x * rp_z, n1_z = d_x * rp_y - d_y * rp_x;
  const n2_x = spp_y * d_z - spp_z * d_y, n2_y = spp_z * d_x - spp_x * d_z, n2_z = spp_x * d_y - spp_y * d_x;
  const h1: number = xp_x * n1_x + xp_y * n1_y + xp_z * n1_z;
  const h2: number = xp_x * n2_x + xp_y * n2_y + xp_z * n2_z;
  const w = _a5;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  qr_values(mem, l, e, x_x, x_y, x_z, w);
  const l1: number = w[0];
  qr_values(mem, l, eo, x_x, x_y, x_z, w);
  const l2: number = w[0];
  if (l1 <= 0) {
    if (l2 <= 0) {
      // in the edge's region
      // f64 −1e-19 (0x10063af0)
      if (h1 < -1e-19 && h2 < -1e-19) {
        s.pos.x = x_x;
        s.pos.y = x_y;
        s.pos.z = x_z;
        mz_set_side(poly, e, SYNAPSE_STATUS_BACKSIDE);
        return MINIMIZE_BACKSIDE;
      }
      const cc_x = d_y * xp_z - d_z * xp_y, cc_y = d_z * xp_x - d_x * xp_z, cc_z = d_x * xp_y - d_y * xp_x;
      const id2: number = 1 / (d_x * d_x + d_y * d_y + d_z * d_z);
      const qq: number = (cc_x * cc_x + cc_y * cc_y + cc_z * cc_z) * id2;
      // FUN_1000db80 (5 steps)
      const is: number = invsqrt5(qq);
      md!.len_numerator = Math.fround(is * qq - md!.sum_extra_radius);
      const dc_x = d_y * cc_z - d_z * cc_y, dc_y = d_z * cc_x - d_x * cc_z, dc_z = d_x * cc_y - d_y * cc_x;
      cache_vector_to_world(poly.cache!, dc_x, dc_y, dc_z, _s6);
      const wv_x = _s6.x, wv_y = _s6.y, wv_z = _s6.z;
      md!.contact_plane.x = Math.fround(wv_x * -(is * id2));
      md!.contact_plane.y = Math.fround(wv_y * -(is * id2));
      md!.contact_plane.z = Math.fround(wv_z * -(is * id2));
      mz_dot_diff_center(md!, ball.cache!, poly.cache!);
      mz_set_side(poly, e, SYNAPSE_STATUS_EDGE);
      return MINIMIZE_OK;
    }
    return mz_bf(mem, s, ball, eo, poly);
  }
  if (l2 <= 0 || h2 <= 0) {
    return mz_bf(mem, s, ball, e, poly);
  }
  return mz_bf(mem, s, ball, eo, poly);
}

/**
 * BPmin 0x10032050(ball, P, poly) (E15): the world distance and unit normal from P to the centre
 * (normalize-and-length; a centre on P leaves the tiny vector and len = −r); then the neighbour N of
 * P with the largest (N − P)·(X − P)/|N − P| above 0 (strict, the first of equals): when the centre
 * projects before P on the edge N → P, BK with that edge if it projects past N's start too, else BP
 * with N; otherwise converged (status P).
 *
 * @source 000_b83935d7d7846899.txt §5.5.7; §3.9.10 0x10032050 BPmin
 * @unit E15
 * @float x87
 * @precision 30 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize_ball.spec:151
 */
export function mz_bp(mem: Memory, s: BallMinimizeSolver, ball: BallInfo, e: number, poly: PolyInfo): number {
  const md: Mindist | null = s.md;
  if (mz_loop_detected(s.lp, SYNAPSE_STATUS_BALL, 0, SYNAPSE_STATUS_POINT, e)) {
    return MINIMIZE_FAILED;
  }
  mz_side_point_world(mem, poly, e, _s7);
  const pw_x = _s7.x, pw_y = _s7.y, pw_z = _s7.z;
  const c_x = s.c.x, c_y = s.c.y, c_z = s.c.z;
  const x_x = s.x.x, x_y = s.x.y, x_z = s.x.z;
  let v_x = c_x - pw_x, v_y = c_y - pw_y, v_z = c_z - pw_z;
  _s8.x = v_x; _s8.y = v_y; _s8.z = v_z;
  const lv: number = normalize_len(_s8);
  v_x = _s8.x; v_y = _s8.y; v_z = _s8.z;
  md!.contact_plane.x = Math.fround(v_x);
  md!.contact_plane.y = Math.fround(v_y);
  md!.contact_plane.z = Math.fround(v_z);
  md!.len_numerator = Math.fround(lv - md!.sum_extra_radius);
  mz_dot_diff_center(md!, ball.cache!, poly.cache!);
  const pp: number = mz_side_point(mem, poly, e);
  const p_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2], p_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2], p_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2];
  // f64, no f32 rounding (0x100321a1..0x10032203)
  const xp_x = x_x - p_x, xp_y = x_y - p_y, xp_z = x_z - p_z;
  const c0: number = p_x * xp_x + p_y * xp_y + p_z * xp_z;
  let best: number = 0;
  let best_e: number = 0;
  const last: number = edge_prev(e);
  let g: number = edge_around_point(mem, last);
  while (true) {
    const pn: number = mz_side_point(mem, poly, g);
    const nn_x = mem.f32[(pn + PolyPoint["p.x"]) >>> 2], nn_y = mem.f32[(pn + PolyPoint["p.y"]) >>> 2], nn_z = mem.f32[(pn + PolyPoint["p.z"]) >>> 2];
    // (N − P)·(X − P), stored f64 (0x10032235)
    const f: number = nn_x * xp_x + nn_y * xp_y + nn_z * xp_z - c0;
    if (f > 0) {
      // N − P and its square on the x87; only |N − P|² is rounded to f32
      const wv: number = invsqrt4(Math.fround((nn_x - p_x) * (nn_x - p_x) + (nn_y - p_y) * (nn_y - p_y) + (nn_z - p_z) * (nn_z - p_z))) * f;
      if (wv > best) {
        best = wv;
        best_e = g;
      }
    }
    if (g === last) {
      break;
    }
    g = edge_around_point(mem, g);
  }
  if (best_e !== 0) {
    const be: number = best_e;
    const kv = _a9;
    kv[0] = 0;
    kv[1] = 0;
    // along N → P
    k_values(mem, poly.ledge, be, x_x, x_y, x_z, kv);
    if (kv[1] > 0) {
      if (kv[0] >= 0) {
        return mz_bk(mem, s, ball, be, poly);
      }
      return mz_bp(mem, s, ball, be, poly);
    }
  }
  mz_set_side(poly, e, SYNAPSE_STATUS_POINT);
  return MINIMIZE_OK;
}

/**
 * P(e) of the polygon side: points + 16·start_point_index, as clp_point reads a CacheLedgePoint.
 *
 * @source 000_b83935d7d7846899.txt §1.4; §5.5.4 clp+0x0: points + 16*idx
 * @unit E14, E15
 * @float x87
 * @spec spec/ivp/mindist/minimize_ball.spec:210
 */
export function mz_side_point(mem: Memory, poly: PolyInfo, e: number): number {
  return (poly.points + Math.imul(16, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff)) >>> 0;
}

/**
 * P(e) of the polygon side in world space: the f32 point through the cache matrix (as
 * edge_point_world).
 *
 * @source 000_b83935d7d7846899.txt §5.5.7; §1.5.3 0x10032050: the point in world space
 * @unit E15
 * @float x87
 * @spec spec/ivp/mindist/minimize_ball.spec:218
 */
export function mz_side_point_world(mem: Memory, poly: PolyInfo, e: number, out$: Vec3): void {
  const pt: number = mz_side_point(mem, poly, e);
  const p_x = mem.f32[(pt + PolyPoint["p.x"]) >>> 2], p_y = mem.f32[(pt + PolyPoint["p.y"]) >>> 2], p_z = mem.f32[(pt + PolyPoint["p.z"]) >>> 2];
  mat_mul_point_f32(poly.cache!.m_world_f_object, p_x, p_y, p_z, out$);
  return;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _a0 = new Float32Array(4), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _a4 = new Float32Array(2), _a5 = new Float32Array(4), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3(), _a9 = new Float32Array(2);
