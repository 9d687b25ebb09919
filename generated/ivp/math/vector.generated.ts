// GENERATED FILE: do not edit. Engine module ivp.math.vector: 000 §0.1, §3.10 and §6.2: normalize helpers, matrix transforms, cross product, lengths, lerp from spec/ivp/math/vector.spec (sha256 5f8ce96d0a35968e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Vec3 } from "../../../runtime/index.js";
import { NORMALIZE_EPS, invsqrt_seed, invsqrt_step } from "./invsqrt.generated.js";

/**
 * In-place normalize of an f64 vector with 4 Newton steps (0x1000dd50). Leaves v unchanged and
 * returns 0 when |v|^2 < 1e-19; otherwise scales v by the approximate 1/|v| and returns 1.
 *
 * @source 000_b83935d7d7846899.txt §0.1; §3.10; §6.2 0x1000dd50
 * @unit X03
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:19
 */
export function normalize4(v: Vec3): number {
  // decision: the guard compares the unrounded (ext) |v|^2 (000 AMBIGUITIES: not stated)
  const q: number = v.x * v.x + v.y * v.y + v.z * v.z;
  if (q < NORMALIZE_EPS) {
    return 0;
  }
  // the seed takes the high word of the stored f64 |v|^2
  const qd: number = q;
  let y: number = invsqrt_seed(qd);
  for (let i = 0; i < 4; i++) {
    y = invsqrt_step(qd, y);
  }
  const t$0_x = v.x * y, t$0_y = v.y * y, t$0_z = v.z * y;
  v.x = t$0_x; v.y = t$0_y; v.z = t$0_z;
  return 1;
}

/**
 * In-place normalize of an f64 vector with 5 Newton steps (0x1000e120); same guard and return
 * values as normalize4.
 *
 * @source 000_b83935d7d7846899.txt §0.1; §3.10; §6.2 0x1000e120
 * @unit X04
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:39
 */
export function normalize5(v: Vec3): number {
  // decision: the guard compares the unrounded (ext) |v|^2 (000 AMBIGUITIES: not stated)
  const q: number = v.x * v.x + v.y * v.y + v.z * v.z;
  if (q < NORMALIZE_EPS) {
    return 0;
  }
  const qd: number = q;
  let y: number = invsqrt_seed(qd);
  for (let i = 0; i < 5; i++) {
    y = invsqrt_step(qd, y);
  }
  const t$0_x = v.x * y, t$0_y = v.y * y, t$0_z = v.z * y;
  v.x = t$0_x; v.y = t$0_y; v.z = t$0_z;
  return 1;
}

/**
 * Normalize an f64 vector in place (5 Newton steps) and return its length (0x1000de30).
 * Returns 0 and leaves v unchanged when |v|^2 < 1e-19.
 *
 * @source 000_b83935d7d7846899.txt §0.1; §3.10; §5.5.7 0x1000de30
 * @unit X05
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:58
 */
export function normalize_len(v: Vec3): number {
  // decision: the guard compares the unrounded (ext) |v|^2 (000 AMBIGUITIES: not stated)
  const q: number = v.x * v.x + v.y * v.y + v.z * v.z;
  if (q < NORMALIZE_EPS) {
    return 0;
  }
  const qd: number = q;
  let y: number = invsqrt_seed(qd);
  for (let i = 0; i < 5; i++) {
    y = invsqrt_step(qd, y);
  }
  const t$0_x = v.x * y, t$0_y = v.y * y, t$0_z = v.z * y;
  v.x = t$0_x; v.y = t$0_y; v.z = t$0_z;
  // decision: the length is |v|^2 * (1/|v|), not 1/y: the cell at L2083 that says how is cut off;
  // the inline copy in 0x1001e870 forms its length the same way (x = inv*s2, 000 L1040)
  return q * y;
}

/**
 * world = R·p + t for an f64 point (IVP_U_Matrix, 0x1000f550). m's column 3 is the translation vv.
 *
 * @source 000_b83935d7d7846899.txt §6.2; §5.1.4 0x1000f550
 * @unit X06
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:78
 */
export function mat_mul_point(m: Float64Array, p_x: number, p_y: number, p_z: number, out$: Vec3): void {
  // each row is (r·p) + t_i, all on the x87 stack, rounded once when stored
  out$.x = m[0] * p_x + m[1] * p_y + m[2] * p_z + m[3]; out$.y = m[4] * p_x + m[5] * p_y + m[6] * p_z + m[7]; out$.z = m[8] * p_x + m[9] * p_y + m[10] * p_z + m[11];
  return;
}

/**
 * world = R·p + t for an f32 point, f64 result (0x1000f5f0): the f32 point is widened.
 *
 * @source 000_b83935d7d7846899.txt §6.2; §5.1.4 0x1000f5f0
 * @unit X06
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:88
 */
export function mat_mul_point_f32(m: Float64Array, p_x: number, p_y: number, p_z: number, out$: Vec3): void {
  out$.x = m[0] * p_x + m[1] * p_y + m[2] * p_z + m[3]; out$.y = m[4] * p_x + m[5] * p_y + m[6] * p_z + m[7]; out$.z = m[8] * p_x + m[9] * p_y + m[10] * p_z + m[11];
  return;
}

/**
 * R·v: rotate an f64 vector (0x1000f6f0); the translation column is not used.
 *
 * @source 000_b83935d7d7846899.txt §6.2 0x1000f6f0
 * @unit X07
 * @float x87
 * @precision 15 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:97
 */
export function mat_mul_vec(m: Float64Array, v_x: number, v_y: number, v_z: number, out$: Vec3): void {
  out$.x = m[0] * v_x + m[1] * v_y + m[2] * v_z; out$.y = m[4] * v_x + m[5] * v_y + m[6] * v_z; out$.z = m[8] * v_x + m[9] * v_y + m[10] * v_z;
  return;
}

/**
 * Rᵀ·v: rotate an f64 vector by the transpose (0x1000f760), i.e. the columns of R dotted with v.
 *
 * @source 000_b83935d7d7846899.txt §6.2 0x1000f760
 * @unit X07
 * @float x87
 * @precision 15 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:106
 */
export function mat_tmul_vec(m: Float64Array, v_x: number, v_y: number, v_z: number, out$: Vec3): void {
  out$.x = m[0] * v_x + m[4] * v_y + m[8] * v_z; out$.y = m[1] * v_x + m[5] * v_y + m[9] * v_z; out$.z = m[2] * v_x + m[6] * v_y + m[10] * v_z;
  return;
}

/**
 * a × b of f64 vectors (0x1000e280), each component computed extended and stored f64.
 *
 * @source 000_b83935d7d7846899.txt §6.2; §3.10 0x1000e280
 * @unit X08
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:115
 */
export function vec_cross(a_x: number, a_y: number, a_z: number, b_x: number, b_y: number, b_z: number, out$: Vec3): void {
  out$.x = a_y * b_z - a_z * b_y; out$.y = a_z * b_x - a_x * b_z; out$.z = a_x * b_y - a_y * b_x;
  return;
}

/**
 * |v| of an f32 vector with a real square root (0x1000e480, fsqrt); the result is not rounded.
 *
 * @source 000_b83935d7d7846899.txt §6.2 0x1000e480
 * @unit X09
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:122
 */
export function vec_len_f32(v_x: number, v_y: number, v_z: number): number {
  return Math.sqrt(v_x * v_x + v_y * v_y + v_z * v_z);
}

/**
 * |v| of an f64 vector with a real square root (0x1000dd20, fsqrt); the result is not rounded.
 *
 * @source 000_b83935d7d7846899.txt §6.2 0x1000dd20
 * @unit X09
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:129
 */
export function vec_len_f64(v_x: number, v_y: number, v_z: number): number {
  return Math.sqrt(v_x * v_x + v_y * v_y + v_z * v_z);
}

/**
 * lerp(a, b, t) = a·(1−t) + b·t of f64 vectors (0x1000dc40); t is an f64 (the callers store it).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §1.5.3 0x1000dc40
 * @unit X10
 * @float x87
 * @precision 10 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:136
 */
export function vec_lerp(a_x: number, a_y: number, a_z: number, b_x: number, b_y: number, b_z: number, t: number, out$: Vec3): void {
  const s: number = 1 - t;
  out$.x = a_x * s + b_x * t; out$.y = a_y * s + b_y * t; out$.z = a_z * s + b_z * t;
  return;
}

/**
 * 0.5·a + 0.5·b of two f32 vectors, f64 result (0x1000dcb0: the ledge-tree node centre).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 0x1000dcb0
 * @unit X13
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/vector.spec:144
 */
export function vec_mid_f32(a_x: number, a_y: number, a_z: number, b_x: number, b_y: number, b_z: number, out$: Vec3): void {
  out$.x = a_x * 0.5 + b_x * 0.5; out$.y = a_y * 0.5 + b_y * 0.5; out$.z = a_z * 0.5 + b_z * 0.5;
  return;
}
