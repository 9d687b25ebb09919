// GENERATED FILE: do not edit. Engine module ivp.events.functors: 000 §5.3.2, §6.4, §6.5: the distance functors of the event solver (single-method vtables 0x100639a8-0x100639dc) from spec/ivp/events/functors.spec (sha256 b0294b7b6dd4a774).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { mat_mul_point, mat_mul_point_f32, mat_mul_vec, vec_cross, vec_len_f64 } from "../math/vector.generated.js";

/** Functor vtables (L3132-3137, L3721-3732). */
export const FUNCTOR_POINT_PLANE: number = 0x100639ac;
export const FUNCTOR_DIR_DOT_NORMAL: number = 0x100639a8;
export const FUNCTOR_DIR_DOT_NORMAL_12: number = 0x100639b0;
export const FUNCTOR_LINE_LINE: number = 0x100639b8;
export const FUNCTOR_CROSS_LEN2: number = 0x100639b4;
export const FUNCTOR_POINT_POINT: number = 0x100639c8;
export const FUNCTOR_PLANE_B_POINT: number = 0x100639bc;
export const FUNCTOR_POINT_LINE: number = 0x100639dc;
export const FUNCTOR_EDGE_TURN: number = 0x100639d8;
/** (double)1.2f = 1.2000000476837158 (0x100639a0, L3729): the point-point projection factor. */
export const POINT_POINT_FACTOR: number = 1.2000000476837158 /* f64#3ff3333340000000 */;

/**
 * One distance functor (the common header +0x00 vtable, +0x08 speed, +0x10 1/speed, then the
 * geometry of its vtable).
 */
export class EventFunctor {
  /** +0x00 the vtable: which functor this is */
  vtable: number = 0;
  /** +0x08 the speed bound: how fast the value can fall */
  speed: number = ZERO_F64;
  /** +0x10 1 / speed (±inf when speed is ±0: IEEE, as the x87 with masked exceptions) */
  inv_speed: number = ZERO_F64;
  /** point-plane +0x28 p, point-point +0x28 pA, plane-through-B +0x28 p1 (f64, object A / arg 1) */
  p_a: Vec3 = new Vec3();
  /** point-point +0x48 pB, plane-through-B +0x48 p2 (f64, object B / arg 2) */
  p_b: Vec3 = new Vec3();
  /** point-plane +0x48 n (object B): the plane normal */
  normal: Vec3 = new Vec3();
  /** point-plane +0x68 q (object B): a point of the plane */
  plane_point: Vec3 = new Vec3();
  /** point-point +0x68 u (world, constant unit), plane-through-B +0x68 v (arg 2 space) */
  dir: Vec3 = new Vec3();
  /** point-line +0x28 h (f64): the offset of the projected variant */
  offset: number = ZERO_F64;
  /** point-line +0x30 p (f32, object A) */
  p_a32: Vec3 = new Vec3();
  /** point-line +0x40 q (f32, object B): a point of the line */
  q_b32: Vec3 = new Vec3();
  /** point-line +0x50 e (object B, unit): the line direction */
  line_dir: Vec3 = new Vec3();
  /** point-line +0x70 c (object B, unit): the reference normal */
  ref_normal: Vec3 = new Vec3();
  /** evaluations of this functor (D-EVENTS-2) */
  evaluations: number = 0;
}

/** Puts a EventFunctor back into the zero state `new EventFunctor()` gives, in place. */
export function reset_EventFunctor(s: EventFunctor): void {
  s.vtable = 0;
  s.speed = 0;
  s.inv_speed = 0;
  s.p_a.x = 0; s.p_a.y = 0; s.p_a.z = 0;
  s.p_b.x = 0; s.p_b.y = 0; s.p_b.z = 0;
  s.normal.x = 0; s.normal.y = 0; s.normal.z = 0;
  s.plane_point.x = 0; s.plane_point.y = 0; s.plane_point.z = 0;
  s.dir.x = 0; s.dir.y = 0; s.dir.z = 0;
  s.offset = 0;
  s.p_a32.x = 0; s.p_a32.y = 0; s.p_a32.z = 0;
  s.q_b32.x = 0; s.q_b32.y = 0; s.q_b32.z = 0;
  s.line_dir.x = 0; s.line_dir.y = 0; s.line_dir.z = 0;
  s.ref_normal.x = 0; s.ref_normal.y = 0; s.ref_normal.z = 0;
  s.evaluations = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventFunctor(dst: EventFunctor, src: EventFunctor): void {
  dst.vtable = src.vtable;
  dst.speed = src.speed;
  dst.inv_speed = src.inv_speed;
  dst.p_a.x = src.p_a.x; dst.p_a.y = src.p_a.y; dst.p_a.z = src.p_a.z;
  dst.p_b.x = src.p_b.x; dst.p_b.y = src.p_b.y; dst.p_b.z = src.p_b.z;
  dst.normal.x = src.normal.x; dst.normal.y = src.normal.y; dst.normal.z = src.normal.z;
  dst.plane_point.x = src.plane_point.x; dst.plane_point.y = src.plane_point.y; dst.plane_point.z = src.plane_point.z;
  dst.dir.x = src.dir.x; dst.dir.y = src.dir.y; dst.dir.z = src.dir.z;
  dst.offset = src.offset;
  dst.p_a32.x = src.p_a32.x; dst.p_a32.y = src.p_a32.y; dst.p_a32.z = src.p_a32.z;
  dst.q_b32.x = src.q_b32.x; dst.q_b32.y = src.q_b32.y; dst.q_b32.z = src.q_b32.z;
  dst.line_dir.x = src.line_dir.x; dst.line_dir.y = src.line_dir.y; dst.line_dir.z = src.line_dir.z;
  dst.ref_normal.x = src.ref_normal.x; dst.ref_normal.y = src.ref_normal.y; dst.ref_normal.z = src.ref_normal.z;
  dst.evaluations = src.evaluations;
}

/**
 * The functor header: vtable, speed and 1/speed (f64 division; speed 0 gives inf).
 *
 * @source 000_b83935d7d7846899.txt §5.3.2; §6.4 functor header +0 vtable, +0x08 speed, +0x10 1/speed
 * @unit C02, C07, C08, C09
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/functors.spec:72
 */
export function event_functor_init(f: EventFunctor, vtable: number, speed: number): void {
  f.vtable = vtable;
  f.speed = speed;
  f.inv_speed = 1 / speed;
  f.evaluations = 0;
}

/**
 * 0x1002a9c0 (vtable 0x100639ac): (MA p − MB q)·(RB n), the signed distance of A's point p from
 * B's plane (q, n).
 *
 * @source 000_b83935d7d7846899.txt §6.5; §5.3.2 0x1002a9c0
 * @unit C02
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/functors.spec:83
 */
export function functor_point_plane(f: EventFunctor, ma: Float64Array, mb: Float64Array): number {
  mat_mul_point(ma, f.p_a.x, f.p_a.y, f.p_a.z, _s0);
  const wp_x = _s0.x, wp_y = _s0.y, wp_z = _s0.z;
  mat_mul_point(mb, f.plane_point.x, f.plane_point.y, f.plane_point.z, _s1);
  const wq_x = _s1.x, wq_y = _s1.y, wq_z = _s1.z;
  mat_mul_vec(mb, f.normal.x, f.normal.y, f.normal.z, _s2);
  const wn_x = _s2.x, wn_y = _s2.y, wn_z = _s2.z;
  const d_x = wp_x - wq_x, d_y = wp_y - wq_y, d_z = wp_z - wq_z;
  return d_x * wn_x + d_y * wn_y + d_z * wn_z;
}

/**
 * 0x1002ab30 (vtable 0x100639c8): d = MB pB − MA pA; s = (double)1.2f·(d·u); s when s·|s| < |d|²,
 * else sqrt(|d|²) (a real square root): the projected point distance.
 *
 * @source 000_b83935d7d7846899.txt §6.5; §5.3.2 0x1002ab30
 * @unit C07
 * @float x87
 * @precision 16 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/functors.spec:95
 */
export function functor_point_point(f: EventFunctor, ma: Float64Array, mb: Float64Array): number {
  mat_mul_point(ma, f.p_a.x, f.p_a.y, f.p_a.z, _s3);
  const wa_x = _s3.x, wa_y = _s3.y, wa_z = _s3.z;
  mat_mul_point(mb, f.p_b.x, f.p_b.y, f.p_b.z, _s4);
  const wb_x = _s4.x, wb_y = _s4.y, wb_z = _s4.z;
  const d_x = wb_x - wa_x, d_y = wb_y - wa_y, d_z = wb_z - wa_z;
  const s: number = POINT_POINT_FACTOR * (d_x * f.dir.x + d_y * f.dir.y + d_z * f.dir.z);
  const d2: number = d_x * d_x + d_y * d_y + d_z * d_z;
  if (s * Math.abs(s) < d2) {
    return s;
  }
  return Math.sqrt(d2);
}

/**
 * 0x1002abc0 (vtable 0x100639bc): (M2 p2 − M1 p1)·(R2 v), the signed distance of arg 1's point
 * from the plane through arg 2's point p2 with normal v.
 *
 * @source 000_b83935d7d7846899.txt §6.5; §5.3.2 0x1002abc0
 * @unit C08
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/functors.spec:111
 */
export function functor_plane_b_point(f: EventFunctor, m1: Float64Array, m2: Float64Array): number {
  mat_mul_point(m1, f.p_a.x, f.p_a.y, f.p_a.z, _s5);
  const w1_x = _s5.x, w1_y = _s5.y, w1_z = _s5.z;
  mat_mul_point(m2, f.p_b.x, f.p_b.y, f.p_b.z, _s6);
  const w2_x = _s6.x, w2_y = _s6.y, w2_z = _s6.z;
  mat_mul_vec(m2, f.dir.x, f.dir.y, f.dir.z, _s7);
  const wv_x = _s7.x, wv_y = _s7.y, wv_z = _s7.z;
  const d_x = w2_x - w1_x, d_y = w2_y - w1_y, d_z = w2_z - w1_z;
  return d_x * wv_x + d_y * wv_y + d_z * wv_z;
}

/**
 * 0x1002ad90 (vtable 0x100639dc): w = (MB q − MA p) × (RB e); min(|w|, w·(RB c) + h) with |w| a
 * real square root (0x1000dd20): the distance of A's point from B's line, or the projected variant.
 *
 * @source 000_b83935d7d7846899.txt §6.5; §5.3.2 0x1002ad90
 * @unit C09
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/functors.spec:123
 */
export function functor_point_line(f: EventFunctor, ma: Float64Array, mb: Float64Array): number {
  mat_mul_point_f32(ma, f.p_a32.x, f.p_a32.y, f.p_a32.z, _s8);
  const wp_x = _s8.x, wp_y = _s8.y, wp_z = _s8.z;
  mat_mul_point_f32(mb, f.q_b32.x, f.q_b32.y, f.q_b32.z, _s9);
  const wq_x = _s9.x, wq_y = _s9.y, wq_z = _s9.z;
  mat_mul_vec(mb, f.line_dir.x, f.line_dir.y, f.line_dir.z, _s10);
  const we_x = _s10.x, we_y = _s10.y, we_z = _s10.z;
  const d_x = wq_x - wp_x, d_y = wq_y - wp_y, d_z = wq_z - wp_z;
  vec_cross(d_x, d_y, d_z, we_x, we_y, we_z, _s11);
  const w_x = _s11.x, w_y = _s11.y, w_z = _s11.z;
  const l: number = vec_len_f64(w_x, w_y, w_z);
  mat_mul_vec(mb, f.ref_normal.x, f.ref_normal.y, f.ref_normal.z, _s12);
  const wc_x = _s12.x, wc_y = _s12.y, wc_z = _s12.z;
  const g: number = w_x * wc_x + w_y * wc_y + w_z * wc_z + f.offset;
  return g < l ? g : l;
}

/**
 * The functor's virtual call f(MA, MB) (vtable slot 0), counting the evaluation.
 *
 * @source 000_b83935d7d7846899.txt §6.4; §6.5 vtable slot 0: double eval(Matrix *mA, Matrix *mB)
 * @unit C02, C07, C08, C09
 * @float x87
 * @spec spec/ivp/events/functors.spec:138
 */
export function event_functor_eval(f: EventFunctor, ma: Float64Array, mb: Float64Array): number {
  f.evaluations = (f.evaluations + 1) | 0;
  const vt: number = f.vtable;
  if (vt === FUNCTOR_POINT_PLANE) {
    return functor_point_plane(f, ma, mb);
  }
  if (vt === FUNCTOR_POINT_POINT) {
    return functor_point_point(f, ma, mb);
  }
  if (vt === FUNCTOR_PLANE_B_POINT) {
    return functor_plane_b_point(f, ma, mb);
  }
  if (vt === FUNCTOR_POINT_LINE) {
    return functor_point_line(f, ma, mb);
  }
  assertFail("spec/ivp/events/functors.spec:153", "event functor: vtable {} is a convex-case functor (000 §6.5), not yet supported", [vt]);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3(), _s9 = new Vec3(), _s10 = new Vec3(), _s11 = new Vec3(), _s12 = new Vec3();
