// GENERATED FILE: do not edit. Engine module ivp.mindist.pose: 000 §4.2.7, §5.3.1, §6.12, §8.1-§8.2: the designed pose interpolation pose_at(t) (0x10009d70, 0x10019320): quaternion slerp between the PSI orientations from IEEE-exact operations only from spec/ivp/mindist/pose.spec (sha256 28c8b4c7e62fa5f1).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { ZERO_F64 } from "../../../runtime/index.js";

/** The series stops when a term is below 2^-60 of the running sum. */
export const SLERP_SERIES_EPS: number = 8.673617379884035e-19 /* f64#3c30000000000000 */;
/** At most this many series terms (x = 0 needs about 55 for 2^-60). */
export const SLERP_SERIES_MAX_TERMS: number = 64;
/** Veltkamp's splitter for f64: 2^27 + 1. */
export const DEKKER_SPLIT: number = 134217729;

/** A double-double pair (hi + lo, |lo| ≤ ulp(hi)/2), the scratch of slerp_coefficient. */
export class DoubleDouble {
  hi: number = ZERO_F64;
  lo: number = ZERO_F64;
}

/** Puts a DoubleDouble back into the zero state `new DoubleDouble()` gives, in place. */
export function reset_DoubleDouble(s: DoubleDouble): void {
  s.hi = 0;
  s.lo = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_DoubleDouble(dst: DoubleDouble, src: DoubleDouble): void {
  dst.hi = src.hi;
  dst.lo = src.lo;
}

/**
 * The high part of Veltkamp's split of a (a = hi + lo, each with at most 26 significant bits).
 *
 * @design Veltkamp's split (Dekker 1971), the building block of an FMA-free exact product.
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/pose.spec:34
 */
export function dd_split_hi(a: number): number {
  const c: number = DEKKER_SPLIT * a;
  return c - (c - a);
}

/**
 * The rounding error of a·b (Dekker's TwoProduct): a·b − fl(a·b) exactly, for |a·b| < 2^996.
 *
 * @design Dekker's TwoProduct: the exact error of a product from + − * alone, so the double-double result is the same on every engine.
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/pose.spec:42
 */
export function dd_prod_err(a: number, b: number, p: number): number {
  const ah: number = dd_split_hi(a);
  const al: number = a - ah;
  const bh: number = dd_split_hi(b);
  const bl: number = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/**
 * TwoSum (Knuth): into r, a + b exactly as hi + lo.
 *
 * @design Knuth's TwoSum: the exact sum of two doubles as a pair, from + and − only.
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/pose.spec:59
 */
export function dd_two_sum(a: number, b: number, r: DoubleDouble): void {
  const s: number = a + b;
  const bb: number = s - a;
  r.hi = s;
  r.lo = a - (s - bb) + (b - bb);
}

/**
 * r = (a.hi + a.lo)·(b.hi + b.lo) in double-double (the lo·lo term dropped), renormalised.
 *
 * @design The double-double product (Dekker 1971): relative error below 2^-104, no FMA.
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/pose.spec:69
 */
export function dd_mul(ah: number, al: number, bh: number, bl: number, r: DoubleDouble): void {
  const p: number = ah * bh;
  const e: number = dd_prod_err(ah, bh, p) + (ah * bl + al * bh);
  const s: number = p + e;
  r.lo = e - (s - p);
  r.hi = s;
}

/**
 * c(t, x) = sin(tΩ)/sin Ω for cos Ω = x ∈ [0, 1], from the hypergeometric series with every term
 * and the sum in double-double, rounded once at the end. c(t, 1) = t exactly.
 *
 * @design sin(tΩ)/sin Ω = t·2F1(1−t, 1+t; 3/2; (1−x)/2) (Abramowitz-Stegun 15.1.16): only + − * / and compares, so every engine gives the same bits; double-double terms and sum keep the error near half an ulp (measured: scripts/measure-slerp.ts).
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/pose.spec:81
 */
export function slerp_coefficient(t: number, x: number): number {
  const a: DoubleDouble = _r0;
  reset_DoubleDouble(a);
  const b: DoubleDouble = _r1;
  reset_DoubleDouble(b);
  const z: DoubleDouble = _r2;
  reset_DoubleDouble(z);
  const term: DoubleDouble = _r3;
  reset_DoubleDouble(term);
  const sum: DoubleDouble = _r4;
  reset_DoubleDouble(sum);
  dd_two_sum(1, -x, z);
  term.hi = 1;
  term.lo = 0;
  sum.hi = 1;
  sum.lo = 0;
  let k: number = 1;
  while (k <= SLERP_SERIES_MAX_TERMS) {
    const kf: number = k;
    // (k − t)(k + t)(1 − x) / (k(2k + 1)), every step in double-double; the divisor is exact
    dd_two_sum(kf, -t, a);
    dd_two_sum(kf, t, b);
    dd_mul(a.hi, a.lo, b.hi, b.lo, a);
    dd_mul(a.hi, a.lo, z.hi, z.lo, a);
    const den: number = kf * (2 * kf + 1);
    const qh: number = a.hi / den;
    const rem: number = a.hi - qh * den - dd_prod_err(qh, den, qh * den);
    const ql: number = (rem + a.lo) / den;
    dd_mul(term.hi, term.lo, qh, ql, term);
    if (Math.abs(term.hi) <= SLERP_SERIES_EPS * sum.hi) {
      break;
    }
    // sum += term (double-double addition: TwoSum of the highs, the lows added, renormalised)
    dd_two_sum(sum.hi, term.hi, b);
    const lo: number = b.lo + (sum.lo + term.lo);
    const hi: number = b.hi + lo;
    sum.lo = lo - (hi - b.hi);
    sum.hi = hi;
    k = (k + 1) | 0;
  }
  // t·(sum) with the product's error kept, rounded once
  const p: number = t * sum.hi;
  const e: number = dd_prod_err(t, sum.hi, p);
  return p + (e + t * sum.lo);
}

/**
 * slerp(a, b, s) into out: the shorter arc between the unit quaternions a and b (x, y, z, w);
 * s = 0 gives a, s = 1 gives b (up to the sign of b), other s interpolate (or extrapolate).
 *
 * @design The quaternion interpolation 0x10019320 is not in 000; §8.1 names a slerp. Shorter arc (b negated when a·b < 0), cos Ω clamped to 1, coefficients from slerp_coefficient.
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/pose.spec:126
 */
export function quat_slerp(a: Float64Array, b: Float64Array, s: number, out_: Float64Array): void {
  let d: number = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
  let sign: number = 1;
  if (d < 0) {
    d = -d;
    sign = -1;
  }
  if (d > 1) {
    d = 1;
  }
  const ca: number = slerp_coefficient(1 - s, d);
  const cb: number = slerp_coefficient(s, d) * sign;
  for (let i = 0; i < 4; i++) {
    out_[i] = ca * a[i] + cb * b[i];
  }
}

/**
 * The Hamilton product out = a ⊗ b of quaternions (x, y, z, w).
 *
 * @design q_world_f_object = q_world_f_core ⊗ q_core_f_object (the cache's post-multiplication, 000 L2433).
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/pose.spec:146
 */
export function quat_mul(a: Float64Array, b: Float64Array, out_: Float64Array): void {
  const x: number = a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1];
  const y: number = a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0];
  const z: number = a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3];
  const w: number = a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2];
  out_[0] = x;
  out_[1] = y;
  out_[2] = z;
  out_[3] = w;
}

/**
 * The rotation of a unit quaternion (x, y, z, w) into m's rotation rows (column 3 untouched):
 * world = R·p with R the active rotation of q.
 *
 * @design The standard rotation matrix of a unit quaternion (Shoemake 1985); the cache's matrix rebuild (000 L2433) is not given.
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/pose.spec:161
 */
export function quat_to_rotation(q: Float64Array, m: Float64Array): void {
  const x2: number = q[0] + q[0];
  const y2: number = q[1] + q[1];
  const z2: number = q[2] + q[2];
  const xx: number = q[0] * x2;
  const yy: number = q[1] * y2;
  const zz: number = q[2] * z2;
  const xy: number = q[0] * y2;
  const xz: number = q[0] * z2;
  const yz: number = q[1] * z2;
  const wx: number = q[3] * x2;
  const wy: number = q[3] * y2;
  const wz: number = q[3] * z2;
  m[0] = 1 - (yy + zz);
  m[1] = xy - wz;
  m[2] = xz + wy;
  m[4] = xy + wz;
  m[5] = 1 - (xx + zz);
  m[6] = yz - wx;
  m[8] = xz - wy;
  m[9] = yz + wx;
  m[10] = 1 - (xx + yy);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new DoubleDouble(), _r1 = new DoubleDouble(), _r2 = new DoubleDouble(), _r3 = new DoubleDouble(), _r4 = new DoubleDouble();
