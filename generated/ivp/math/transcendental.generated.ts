// GENERATED FILE: do not edit. Engine module ivp.math.transcendental: Deterministic exp, sin, cos, asin, acos and atan2 from IEEE-exact operations (issue 14 item 6, issue 13 item 2) from spec/ivp/math/transcendental.spec (sha256 1115c9929e85a552).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec3, f64FromWords, hi32, signbit } from "../../../runtime/index.js";

/** +infinity and the quiet NaN every invalid argument returns (one bit pattern, on every engine). */
export const DET_INF: number = Infinity /* f64#7ff0000000000000 */;
export const DET_NAN: number = NaN /* f64#7ff8000000000000 */;
/**
 * 1/ln 2 rounded; ln 2 split as LN2_HI (42 significant bits: k*LN2_HI is exact for |k| <= 2^11)
 * plus LN2_LO = ln 2 - LN2_HI rounded (|error| < 2^-96).
 */
export const DET_INV_LN2: number = 1.4426950408889634 /* f64#3ff71547652b82fe */;
export const DET_LN2_HI: number = 0.6931471805598903 /* f64#3fe62e42fefa3800 */;
export const DET_LN2_LO: number = 5.497923018708371e-14 /* f64#3d2ef35793c76730 */;
/**
 * 2/pi rounded, and pi/2 split in five parts: the first four have at most 33 significant bits, so
 * k*PIO2_n is exact for |k| <= 2^20; the fifth is the rest rounded. Together: pi/2 to ~2^-180.
 */
export const DET_INV_PIO2: number = 0.6366197723675814 /* f64#3fe45f306dc9c883 */;
export const DET_PIO2_1: number = 1.5707963267341256 /* f64#3ff921fb54400000 */;
export const DET_PIO2_2: number = 6.077100506303966e-11 /* f64#3dd0b4611a600000 */;
export const DET_PIO2_3: number = 2.0222662487111665e-21 /* f64#3ba3198a2e000000 */;
export const DET_PIO2_4: number = 8.478427660348229e-32 /* f64#397b839a25200000 */;
export const DET_PIO2_5: number = 2.0670321098263988e-43 /* f64#37127044533e63a0 */;
/** Double-double constants: hi = c rounded, lo = (c - hi) rounded. */
export const DET_PIO2_HI: number = 1.5707963267948966 /* f64#3ff921fb54442d18 */;
export const DET_PIO2_LO: number = 6.123233995736766e-17 /* f64#3c91a62633145c07 */;
export const DET_PI_HI: number = 3.141592653589793 /* f64#400921fb54442d18 */;
export const DET_PI_LO: number = 1.2246467991473532e-16 /* f64#3ca1a62633145c07 */;
export const DET_SIXTH_HI: number = 0.16666666666666666 /* f64#3fc5555555555555 */;
export const DET_SIXTH_LO: number = 9.25185853854297e-18 /* f64#3c65555555555555 */;
export const DET_THIRD_HI: number = 0.3333333333333333 /* f64#3fd5555555555555 */;
export const DET_THIRD_LO: number = 1.850371707708594e-17 /* f64#3c75555555555555 */;
export const DET_C24_HI: number = 0.041666666666666664 /* f64#3fa5555555555555 */;
export const DET_C24_LO: number = 2.3129646346357427e-18 /* f64#3c45555555555555 */;
/** tan(pi/8) rounded: the switch point of atan's reduction. */
export const DET_TAN_PIO8: number = 0.41421356237309503 /* f64#3fda827999fcef32 */;
/** m*pi/4 for m = 0..4 as double-doubles: atan2's offsets. */
export const DET_MPIO4_HI: Float64Array = Float64Array.of(0 /* f64#0000000000000000 */, 0.7853981633974483 /* f64#3fe921fb54442d18 */, 1.5707963267948966 /* f64#3ff921fb54442d18 */, 2.356194490192345 /* f64#4002d97c7f3321d2 */, 3.141592653589793 /* f64#400921fb54442d18 */);
export const DET_MPIO4_LO: Float64Array = Float64Array.of(0 /* f64#0000000000000000 */, 3.061616997868383e-17 /* f64#3c81a62633145c07 */, 6.123233995736766e-17 /* f64#3c91a62633145c07 */, 9.184850993605148e-17 /* f64#3c9a79394c9e8a0a */, 1.2246467991473532e-16 /* f64#3ca1a62633145c07 */);
/**
 * 2/pi in 24-bit digits: 2/pi = sum of DET_TWO_OVER_PI[j] * 2^(-24(j+1)), j = 0..49 (1200 bits;
 * checked against the BigInt reference in conformance/properties/detmath.test.ts).
 */
export const DET_TWO_OVER_PI: Float64Array = Float64Array.of(10680707, 7228996, 1387004, 2578385, 16069853, 12639074, 9804092, 4427841, 16666979, 11263675, 12935607, 2387514, 4345298, 14681673, 3074569, 13734428, 16653803, 1880361, 10960616, 8533493, 3062596, 8710556, 7349940, 6258241, 3772886, 3769171, 3798172, 8675211, 12450088, 3874808, 9961438, 366607, 15675153, 9132554, 7151469, 3571407, 2607881, 12013382, 4155038, 6285869, 7677882, 13102053, 15825725, 473591, 9065106, 15363067, 6271263, 9264392, 5636912, 4652155);
/** Powers of two used as thresholds and scale factors. */
export const DET_2M26: number = 1.4901161193847656e-8 /* f64#3e50000000000000 */;
export const DET_2M27: number = 7.450580596923828e-9 /* f64#3e40000000000000 */;
export const DET_2M40: number = 9.094947017729282e-13 /* f64#3d70000000000000 */;
export const DET_2P20: number = 1048576 /* f64#4130000000000000 */;
export const DET_2P52: number = 4503599627370496 /* f64#4330000000000000 */;
export const DET_2P1023: number = 8.98846567431158e+307 /* f64#7fe0000000000000 */;
export const DET_2P600: number = 4.149515568880993e+180 /* f64#6570000000000000 */;
export const DET_2M600: number = 2.409919865102884e-181 /* f64#1a70000000000000 */;
export const DET_2P900: number = 8.452712498170644e+270 /* f64#7830000000000000 */;
export const DET_2M900: number = 1.1830521861667747e-271 /* f64#07b0000000000000 */;
/** The smallest subnormal, 2^-1074. */
export const DET_2M1074: number = 5e-324 /* f64#0000000000000001 */;

/**
 * The rounding error of s = a + b (s must be that rounded sum): a + b = s + e exactly, whatever the
 * magnitudes (Knuth's TwoSum, TAOCP vol. 2 §4.2.2).
 *
 * @design Double-double sums need the exact error of a rounded sum; Knuth's six-operation form has no precondition.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:77
 */
export function det_two_sum_err(a: number, b: number, s: number): number {
  const bb: number = s - a;
  return a - (s - bb) + (b - bb);
}

/**
 * The rounding error of s = a + b when |a| >= |b| or a = 0 (Dekker's FastTwoSum): a + b = s + e.
 *
 * @design The three-operation FastTwoSum where the caller has shown |a| >= |b|.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:84
 */
export function det_fast_two_sum_err(a: number, b: number, s: number): number {
  return b - (s - a);
}

/**
 * The rounding error of p = a * b (p must be that rounded product): a * b = p + e exactly, by
 * Veltkamp's split into 26-bit halves and Dekker's product (no fused multiply-add in JS). Valid
 * while |a|, |b| < 2^995 and the partial products do not underflow (every caller's operands are
 * within [2^-1000, 2^30] or the error is negligible beside the result).
 *
 * @design Dekker's TwoProduct (1971) with Veltkamp splitting: the exact product error from + - * only.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:93
 */
export function det_two_prod_err(a: number, b: number, p: number): number {
  const ca: number = 134217729 * a;
  const ah: number = ca - (ca - a);
  const al: number = a - ah;
  const cb: number = 134217729 * b;
  const bh: number = cb - (cb - b);
  const bl: number = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/**
 * off + scale*f(s) for an odd f(s) = s + c3*s^3 + s*z^2*Q(z) (z = s*s), s = s_hi + s_lo given as a
 * double-double, f'(s) ~ 1 + dlin*z + dquad*z^2 for the s_lo correction, q = Q(z) already evaluated at
 * z = s_hi*s_hi, (off_hi, off_lo) a double-double offset and scale in {-2, -1, 1, 2} (exact).
 * The cubic term c3*s^3 and the sums with s_hi and off are double-double; the polynomial tail
 * (at most 0.4% of the result) is plain f64. The one visible rounding is the last addition.
 *
 * @design sin, asin and atan share this shape; summing the leading terms in double-double keeps the error near 0.5 ulp.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:111
 */
export function det_odd_finish(s_hi: number, s_lo: number, c3_hi: number, c3_lo: number, q: number, dlin: number, dquad: number, off_hi: number, off_lo: number, scale: number): number {
  // z = s_hi^2 and s_hi^3, each as an exact or double-double value
  const zh: number = s_hi * s_hi;
  const zl: number = det_two_prod_err(s_hi, s_hi, zh);
  const ch: number = s_hi * zh;
  const cl: number = det_two_prod_err(s_hi, zh, ch) + s_hi * zl;
  // t = c3 * s^3 as a double-double
  const th: number = ch * c3_hi;
  const tl: number = det_two_prod_err(ch, c3_hi, th) + (ch * c3_lo + cl * c3_hi);
  // p = s_hi + t_hi exactly (|c3*s^3| <= |s| on every kernel's domain)
  const ph: number = s_hi + th;
  const pl: number = det_fast_two_sum_err(s_hi, th, ph);
  const tail: number = s_hi * (zh * zh * q);
  const lo: number = pl + (tl + (tail + s_lo * (1 + zh * (dlin + zh * dquad))));
  // off + scale*(ph + lo): the products by scale are exact
  const sp: number = scale * ph;
  const qh: number = off_hi + sp;
  const ql: number = det_two_sum_err(off_hi, sp, qh);
  return qh + (ql + (off_lo + scale * lo));
}

/**
 * exp(x), correctly rounded in 99.8 % of cases (worst measured error 0.525 ulp, docs/detmath.md).
 *
 * Reduction: k = floor(x/ln2 + 1/2), r = (x - k*LN2_HI) - k*LN2_LO with |r| <= ln2/2 + 2^-40; the
 * first difference is exact (k*LN2_HI is exact for |k| <= 2^11 and Sterbenz's lemma applies) and
 * the second's rounding error c is kept (TwoSum), so r + c = x - k*ln2 to about 2^-86.
 * exp(r + c) = 1 + r + r^2/2 + r^3*P(r) + c*(1 + r): r^2 exact (TwoProduct), the sums
 * 1 + (r + r^2/2) in double-double, P the degree-10 fpminimax polynomial on |r| <= 0.3467 (error
 * 3.8e-20). Then 2^k: exact for k in [-1021, 1023]; k = 1024 goes through 2^1023 * 2 and
 * overflows to +inf only when the exact result does; below 2^-1022 the double-double is rounded
 * once onto the subnormal grid (a 2^52 rounding constant in a scaled copy), so subnormal results
 * are rounded once too.
 * Special values: NaN -> NaN; x > 709.79 (and +inf) -> +inf; x < -746 (and -inf) -> +0 (exp(-746)
 * < 2^-1075 rounds to 0); exp(+-0) = 1.
 *
 * @design Cody-Waite reduction by ln2 with a 42-bit LN2_HI, a degree-10 minimax tail and a double-double finish: no table, worst measured 0.525 ulp.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:148
 */
export function det_exp(x: number): number {
  if (x !== x) {
    return DET_NAN;
  }
  if (x > 709.79) {
    return DET_INF;
  }
  if (x < -746) {
    return 0;
  }
  const k: number = Math.floor(x * DET_INV_LN2 + 0.5);
  const rh: number = x - k * DET_LN2_HI;
  const rl: number = k * DET_LN2_LO;
  const r: number = rh - rl;
  const c: number = det_two_sum_err(rh, -rl, r);
  // r^2/2 exactly, then 1 + r + r^2/2 as a double-double
  const zh: number = r * r;
  const zl: number = det_two_prod_err(r, r, zh);
  const hh: number = 0.5 * zh;
  const hl: number = 0.5 * zl;
  const ah: number = r + hh;
  const al: number = det_fast_two_sum_err(r, hh, ah);
  const bh: number = 1 + ah;
  const bl: number = det_fast_two_sum_err(1, ah, bh);
  // P(r), the fpminimax polynomial for (exp(r) - 1 - r - r^2/2)/r^3
  let p: number = 2.091572884972445e-9 /* f64#3e21f76adbb131af */ + r * 1.9521255106471664e-10 /* f64#3dead46e582eefe7 */;
  p = 2.5040718740039228e-8 /* f64#3e5ae323ee58cfc4 */ + r * p;
  p = 2.755727059208067e-7 /* f64#3e927e4d93ecb2fc */ + r * p;
  p = 0.0000027557332891495984 /* f64#3ec71de465b12c3e */ + r * p;
  p = 0.000024801587328631898 /* f64#3efa01a01a7b6c66 */ + r * p;
  p = 0.00019841269834088997 /* f64#3f2a01a019d9336a */ + r * p;
  p = 0.0013888888888882516 /* f64#3f56c16c16c1609c */ + r * p;
  p = 0.008333333333334874 /* f64#3f81111111111489 */ + r * p;
  p = 0.04166666666666667 /* f64#3fa5555555555556 */ + r * p;
  p = 0.16666666666666666 /* f64#3fc5555555555555 */ + r * p;
  const tail: number = r * zh * p;
  const lo: number = bl + (al + (hl + (tail + c * (1 + r))));
  const ki: number = Math.trunc(k) | 0;
  const y: number = bh + lo;
  if (ki > -1022 || ki === -1022 && y >= 1) {
    if (ki > 1023) {
      // k = 1024: y < 1 here, and y*2 is exact
      return y * 2 * DET_2P1023;
    }
    return y * f64FromWords(((ki + 1023) << 20) >>> 0, 0);
  }
  // A subnormal result: scale (bh, lo) by 2^(k+1074), so that the subnormal grid becomes the
  // integers, round bh + lo to an integer once (2^52 + z has spacing 1 for 0 <= z < 2^52), scale back.
  const sc: number = f64FromWords(((ki + 1074 + 1023) << 20) >>> 0, 0);
  const zb: number = bh * sc;
  const zlo: number = lo * sc;
  const u: number = DET_2P52 + zb;
  const e: number = det_fast_two_sum_err(DET_2P52, zb, u);
  const v: number = u + (e + zlo);
  return (v - DET_2P52) * DET_2M1074;
}

/**
 * x - k*pi/2 as a double-double (hi, lo) with k = floor(x*2/pi + 1/2) in z, for |x| <= 2^20.
 * Cody-Waite in five parts: x - k*PIO2_1 is exact (Sterbenz), each further k*PIO2_n (n <= 4) is
 * exact and subtracted with TwoSum, and the residues are summed with k*PIO2_5; the result is
 * x - k*pi/2 to about 2^-150 absolute, so even a reduced argument of 2^-90 (far below the closest
 * a double of this range comes to a multiple of pi/2) keeps 60 correct bits.
 *
 * @design Five-part Cody-Waite reduction with 33-bit parts: exact products for |k| <= 2^20 and enough bits for any double below 2^20.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:213
 */
export function det_reduce_pio2(x: number, out$: Vec3): void {
  const k: number = Math.floor(x * DET_INV_PIO2 + 0.5);
  const a0: number = x - k * DET_PIO2_1;
  const p2: number = k * DET_PIO2_2;
  const s1: number = a0 - p2;
  const e1: number = det_two_sum_err(a0, -p2, s1);
  const p3: number = k * DET_PIO2_3;
  const s2: number = s1 - p3;
  const e2: number = det_two_sum_err(s1, -p3, s2);
  const p4: number = k * DET_PIO2_4;
  const s3: number = s2 - p4;
  const e3: number = det_two_sum_err(s2, -p4, s3);
  const lo: number = e1 + e2 + e3 - k * DET_PIO2_5;
  const hi: number = s3 + lo;
  const hl: number = det_two_sum_err(s3, lo, hi);
  out$.x = hi; out$.y = hl; out$.z = k;
  return;
}

/**
 * x - k*pi/2 as a double-double (hi, lo) with k mod 4 (in z, sign of x), for 2^20 < |x| < inf:
 * the Payne-Hanek reduction (Payne & Hanek 1983; Muller, Elementary Functions, 3rd ed. §11.4) in
 * f64 integer arithmetic. |x| = (x0*2^48 + x1*2^24 + x2)*2^(e-52) with 24-bit digits x_i; the
 * product with 2/pi's 24-bit digits is summed by columns n (each column sum is an exact integer
 * below 2^50); columns of weight >= 8 are skipped (they add multiples of 8, which do not change
 * the quadrant), the next 8 columns are kept (the rest is below 2^-140), carries are propagated
 * from the lowest, k = the nearest integer of the top two digits mod 8, and the fraction, summed
 * in double-double (exactly up to 2^-150), is multiplied by pi/2 in double-double.
 *
 * @design Payne-Hanek with 24-bit digits in f64 (exact products and column sums): sin and cos stay within 1 ulp for every finite double.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:240
 */
export function det_reduce_large(x: number, out$: Vec3): void {
  const ax: number = Math.abs(x);
  const e: number = ((hi32(ax) >>> 20) & 0x7ff) - 1023;
  // the 53-bit integer significand and its 24-bit digits (all exact)
  const mant: number = ax * f64FromWords(((52 - e + 1023) << 20) >>> 0, 0);
  const x0: number = Math.floor(mant * 3.552713678800501e-15 /* f64#3cf0000000000000 */);
  const rest: number = mant - x0 * 281474976710656 /* f64#42f0000000000000 */;
  const x1: number = Math.floor(rest * 5.960464477539063e-8 /* f64#3e70000000000000 */);
  const x2: number = rest - x1 * 16777216;
  // column n has weight 2^(e - 28 - 24n); n0 is the first whose weight is below 8
  let n0: number = 0;
  if (e > 30) {
    n0 = Math.trunc(Math.ceil(((e - 30) | 0) / 24)) | 0;
  }
  const g0: number = (e - 28 - Math.imul(24, n0)) | 0;
  let carry: number = 0;
  let h: number = 0;
  let l: number = 0;
  let v0: number = 0;
  let v1: number = 0;
  for (let idx = 8 - 1; idx >= 0; idx--) {
    const n: number = (n0 + idx) | 0;
    let c: number = x0 * DET_TWO_OVER_PI[n];
    if (n >= 1) {
      c = c + x1 * DET_TWO_OVER_PI[(n - 1) | 0];
    }
    if (n >= 2) {
      c = c + x2 * DET_TWO_OVER_PI[(n - 2) | 0];
    }
    const s: number = c + carry;
    carry = Math.floor(s * 5.960464477539063e-8 /* f64#3e70000000000000 */);
    const v: number = (s - carry * 16777216) * f64FromWords(((g0 - Math.imul(24, idx) + 1023) << 20) >>> 0, 0);
    if (idx >= 2) {
      // the digits below the top two, summed from the smallest in double-double
      const hn: number = h + v;
      l = l + det_two_sum_err(h, v, hn);
      h = hn;
    } else if (idx === 1) {
      v1 = v;
    } else {
      v0 = v;
    }
  }
  // the top digit holds the integer part: keep it mod 8, round to the nearest quadrant
  v0 = v0 - 8 * Math.floor(v0 * 0.125);
  const k: number = Math.floor(v0 + v1 + 0.5);
  const f0: number = v0 - k + v1;
  const fh: number = f0 + h;
  const fl: number = det_two_sum_err(f0, h, fh) + l;
  // r = f*pi/2 as a double-double
  const rh: number = fh * DET_PIO2_HI;
  const re: number = det_two_prod_err(fh, DET_PIO2_HI, rh) + (fh * DET_PIO2_LO + fl * DET_PIO2_HI);
  const r_hi: number = rh + re;
  const r_lo: number = det_two_sum_err(rh, re, r_hi);
  if (x < 0) {
    out$.x = -r_hi; out$.y = -r_lo; out$.z = -k;
    return;
  }
  out$.x = r_hi; out$.y = r_lo; out$.z = k;
  return;
}

/**
 * sin(r) for r = r_hi + r_lo, |r| <= pi/4 + 2^-30: r - r^3/6 + r*z^2*Q(z), Q the degree-5
 * fpminimax polynomial on z <= 0.7854^2 (error 2.7e-20 relative to r).
 *
 * @design The odd kernel with c3 = -1/6 as a double-double; the tail is 0.3% of the result at pi/4.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:303
 */
export function det_sin_kernel(r_hi: number, r_lo: number): number {
  const z: number = r_hi * r_hi;
  let q: number = 1.6058677341086418e-10 /* f64#3de6122510d774b7 */ + z * -7.594896125619012e-13 /* f64#bd6ab8dfd04e6632 */;
  q = -2.5052107192768853e-8 /* f64#be5ae6455279094c */ + z * q;
  q = 0.000002755731922220715 /* f64#3ec71de3a5505e9a */ + z * q;
  q = -0.00019841269841268833 /* f64#bf2a01a01a019ea6 */ + z * q;
  q = 0.008333333333333333 /* f64#3f81111111111111 */ + z * q;
  return det_odd_finish(r_hi, r_lo, -DET_SIXTH_HI, -DET_SIXTH_LO, q, -0.5, DET_C24_HI, 0, 0, 1);
}

/**
 * cos(r) for r = r_hi + r_lo, |r| <= pi/4 + 2^-30: 1 - z/2 + z^2/24 + z^3*Q(z), z = r^2. z exact
 * (TwoProduct), z/2 exact, z^2/24 and the sums 1 - z/2 + z^2/24 in double-double; Q the degree-5
 * fpminimax polynomial (error 2.2e-21 absolute; the tail z^3*Q is at most 3.3e-4); and
 * -r_lo*sin(r_hi) ~ -r_lo*r_hi*(1 - z/6) for the low part of r.
 *
 * @design cos's even kernel: the cancellation 1 - z/2 and the z^2/24 term (1.6% of the result) are double-double.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:318
 */
export function det_cos_kernel(r_hi: number, r_lo: number): number {
  const zh: number = r_hi * r_hi;
  const zl: number = det_two_prod_err(r_hi, r_hi, zh);
  const hh: number = 0.5 * zh;
  const hl: number = 0.5 * zl;
  const wh: number = 1 - hh;
  const wl: number = det_fast_two_sum_err(1, -hh, wh);
  // z^2 = (zh + zl)^2 as a double-double, then z^2/24
  const uh: number = zh * zh;
  const ul: number = det_two_prod_err(zh, zh, uh) + 2 * zh * zl;
  const th: number = uh * DET_C24_HI;
  const tl: number = det_two_prod_err(uh, DET_C24_HI, th) + (uh * DET_C24_LO + ul * DET_C24_HI);
  const vh: number = wh + th;
  const vl: number = det_fast_two_sum_err(wh, th, vh);
  let q: number = 4.7566179168596356e-14 /* f64#3d2ac7024472a9ce */;
  q = -1.1470646873619734e-11 /* f64#bda939666e79a171 */ + zh * q;
  q = 2.0876756972544273e-9 /* f64#3e21eed8efc04fa6 */ + zh * q;
  q = -2.7557319224745126e-7 /* f64#be927e4fb77acf94 */ + zh * q;
  q = 0.000024801587301588667 /* f64#3efa01a01a01a1ad */ + zh * q;
  q = -0.001388888888888889 /* f64#bf56c16c16c16c17 */ + zh * q;
  const tail: number = uh * zh * q;
  return vh + (vl + (wl - hl) + (tl + (tail - r_hi * r_lo * (1 - zh * DET_SIXTH_HI))));
}

/**
 * sin(x) (quarter = 0) or cos(x) = sin(x + pi/2) (quarter = 1): reduce, then the kernel of
 * quadrant (k + quarter) mod 4: sin, cos, -sin, -cos.
 * |x| < 2^-27: sin x = x (keeps -0), cos x = 1 (the cubic and quadratic terms are below half an
 * ulp). |x| < 0.785: no reduction (k = 0). |x| <= 2^20: the Cody-Waite reduction, exact to
 * 2^-150. |x| > 2^20: the Payne-Hanek reduction (det_reduce_large). NaN and +-inf -> NaN.
 *
 * @design One reduction for both functions; cos is sin a quarter turn on, chosen by the quadrant index.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:348
 */
export function det_sincos(x: number, quarter: number): number {
  const ax: number = Math.abs(x);
  if (!(ax < DET_INF)) {
    return DET_NAN;
  }
  if (ax < DET_2M27) {
    if (quarter === 0) {
      return x;
    }
    return 1;
  }
  if (ax < 0.785) {
    // k = 0: the reduction would return (x, 0, 0); skipped (same bits, fewer operations)
    if (quarter === 0) {
      return det_sin_kernel(x, 0);
    }
    return det_cos_kernel(x, 0);
  }
  let red_x = x, red_y = 0, red_z = 0;
  if (ax <= DET_2P20) {
    det_reduce_pio2(x, _s0);
    red_x = _s0.x; red_y = _s0.y; red_z = _s0.z;
  } else {
    det_reduce_large(x, _s1);
    red_x = _s1.x; red_y = _s1.y; red_z = _s1.z;
  }
  const q: number = ((Math.trunc(red_z) | 0) + quarter) & 3;
  if (q === 0) {
    return det_sin_kernel(red_x, red_y);
  }
  if (q === 1) {
    return det_cos_kernel(red_x, red_y);
  }
  if (q === 2) {
    return -det_sin_kernel(red_x, red_y);
  }
  return -det_cos_kernel(red_x, red_y);
}

/**
 * sin(x) in f64 (method: det_sincos; worst measured error in docs/detmath.md).
 *
 * @design Deterministic sine for the poses' slerp (000 L4040) and the dynamics; the kernel and reduction are det_sincos's.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:387
 */
export function det_sin(x: number): number {
  return det_sincos(x, 0);
}

/**
 * cos(x) in f64 (method: det_sincos; worst measured error in docs/detmath.md).
 *
 * @design Deterministic cosine for the poses' slerp (000 L4040) and the dynamics; cos x = sin(x + pi/2) by quadrant.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:393
 */
export function det_cos(x: number): number {
  return det_sincos(x, 1);
}

/**
 * off + scale*asin(s) for s = s_hi + s_lo, |s| <= 0.5: s + s^3/6 + s*z^2*Q(z), Q the degree-13
 * fpminimax polynomial on z <= 0.25 (error 4.5e-20 relative to s).
 *
 * @design asin's odd kernel on |s| <= 1/2, shared by asin and acos through the offset and scale.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:402
 */
export function det_asin_kernel(s_hi: number, s_lo: number, off_hi: number, off_lo: number, scale: number): number {
  const z: number = s_hi * s_hi;
  let q: number = 0.01845978496111154 /* f64#3f92e71f32cbf25b */ + z * (-0.018698811995328853 /* f64#bf9325c807f9d87f */ + z * 0.02763486304332041 /* f64#3f9c4c504400831f */);
  q = 0.002231937235063076 /* f64#3f6248b62dcd60cf */ + z * q;
  q = 0.008248802636522796 /* f64#3f80e4bf8c70b06a */ + z * q;
  q = 0.008246230075550018 /* f64#3f80e36643eb1138 */ + z * q;
  q = 0.0097771409282039 /* f64#3f840609a447b7f4 */ + z * q;
  q = 0.01155063581419666 /* f64#3f87a7dc188f5231 */ + z * q;
  q = 0.013964903268261974 /* f64#3f8c99a196a1c4d3 */ + z * q;
  q = 0.017352762435143082 /* f64#3f91c4ec2c9de5c8 */ + z * q;
  q = 0.02237215913145255 /* f64#3f96e8ba2f3df2c9 */ + z * q;
  q = 0.03038194444399496 /* f64#3f9f1c71c71a77b4 */ + z * q;
  q = 0.04464285714285932 /* f64#3fa6db6db6db6ef1 */ + z * q;
  q = 0.075 /* f64#3fb3333333333333 */ + z * q;
  return det_odd_finish(s_hi, s_lo, DET_SIXTH_HI, DET_SIXTH_LO, q, 0.5, 0.375, off_hi, off_lo, scale);
}

/**
 * sqrt((1 - |x|)/2) as a double-double (hi in x, lo in y; z unused), for 1/2 < |x| <= 1: 1 - |x|
 * and the halving are exact, sqrt rounds once and its residue w - hi^2 is exact (TwoProduct), so
 * lo = (w - hi^2)/(2 hi) completes it.
 *
 * @design The half-angle argument of asin/acos near |x| = 1, carried as a double-double so the doubling that follows loses nothing.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:423
 */
export function det_half_sqrt(ax: number, out$: Vec3): void {
  const w: number = (1 - ax) * 0.5;
  if (w === 0) {
    out$.x = 0; out$.y = 0; out$.z = 0;
    return;
  }
  const s: number = Math.sqrt(w);
  const p: number = s * s;
  const pe: number = det_two_prod_err(s, s, p);
  out$.x = s; out$.y = (w - p - pe) / (s + s); out$.z = 0;
  return;
}

/**
 * asin(x) in f64 (worst measured error in docs/detmath.md).
 * |x| < 2^-26: x (keeps -0; the cubic term is below half an ulp). |x| <= 1/2: the kernel.
 * 1/2 < |x| <= 1: asin|x| = pi/2 - 2*asin(sqrt((1 - |x|)/2)) with pi/2 as a double-double;
 * asin(+-1) = +-pi/2 rounded. |x| > 1 and NaN -> NaN.
 *
 * @design Half-angle identity above 1/2 (Cody & Waite, Software Manual for the Elementary Functions, ch. 10) with one minimax kernel on [0, 1/2].
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:439
 */
export function det_asin(x: number): number {
  const ax: number = Math.abs(x);
  if (!(ax <= 1)) {
    return DET_NAN;
  }
  if (ax < DET_2M26) {
    return x;
  }
  if (ax <= 0.5) {
    return det_asin_kernel(x, 0, 0, 0, 1);
  }
  det_half_sqrt(ax, _s2);
  const s_x = _s2.x, s_y = _s2.y, s_z = _s2.z;
  if (x > 0) {
    return det_asin_kernel(s_x, s_y, DET_PIO2_HI, DET_PIO2_LO, -2);
  }
  return det_asin_kernel(s_x, s_y, -DET_PIO2_HI, -DET_PIO2_LO, 2);
}

/**
 * acos(x) in f64 (worst measured error in docs/detmath.md).
 * |x| <= 1/2: pi/2 - asin(x); x > 1/2: 2*asin(sqrt((1 - x)/2)); x < -1/2: pi - 2*asin(sqrt((1 + x)/2)),
 * each offset a double-double. acos(1) = +0, acos(-1) = pi rounded, acos(0) = pi/2 rounded.
 * |x| > 1 and NaN -> NaN.
 *
 * @design acos through asin's kernel with the offset pi/2, 0 or pi; the half-angle branch keeps acos near 1 relative-accurate.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:462
 */
export function det_acos(x: number): number {
  const ax: number = Math.abs(x);
  if (!(ax <= 1)) {
    return DET_NAN;
  }
  if (ax <= 0.5) {
    return det_asin_kernel(x, 0, DET_PIO2_HI, DET_PIO2_LO, -1);
  }
  det_half_sqrt(ax, _s3);
  const s_x = _s3.x, s_y = _s3.y, s_z = _s3.z;
  if (x > 0) {
    return det_asin_kernel(s_x, s_y, 0, 0, 2);
  }
  return det_asin_kernel(s_x, s_y, DET_PI_HI, DET_PI_LO, -2);
}

/**
 * off + sgn*atan(u) for u = u_hi + u_lo, 0 <= u <= tan(pi/8) + 2^-40: u - u^3/3 + u*z^2*Q(z), Q the
 * degree-11 fpminimax polynomial on z <= 0.41422^2 (error 4.5e-20 relative to u).
 *
 * @design atan's odd kernel on [0, tan(pi/8)], with atan2's quadrant offset added in double-double.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:482
 */
export function det_atan_kernel(u_hi: number, u_lo: number, off_hi: number, off_lo: number, sgn: number): number {
  const z: number = u_hi * u_hi;
  let q: number = 0.03234816917797215 /* f64#3fa08ff07168e424 */ + z * -0.015630972820902624 /* f64#bf900190d44821da */;
  q = -0.04179065118852392 /* f64#bfa56595904439d6 */ + z * q;
  q = 0.04737993683240775 /* f64#3fa8422ede5d0ca6 */ + z * q;
  q = -0.05260964579814098 /* f64#bfaaefa6c8507730 */ + z * q;
  q = 0.0588222657283892 /* f64#3fae1df3b728fcbd */ + z * q;
  q = -0.06666662557354112 /* f64#bfb111106092b283 */ + z * q;
  q = 0.076923076468035 /* f64#3fb3b13b11bce82a */ + z * q;
  q = -0.09090909092219156 /* f64#bfb745d1746b7ec7 */ + z * q;
  q = 0.11111111111157493 /* f64#3fbc71c71c7249aa */ + z * q;
  q = -0.14285714285714737 /* f64#bfc2492492492535 */ + z * q;
  q = 0.2 /* f64#3fc999999999999a */ + z * q;
  return det_odd_finish(u_hi, u_lo, -DET_THIRD_HI, -DET_THIRD_LO, q, -1, 1, off_hi, off_lo, sgn);
}

/**
 * atan2(y, x) in f64, the angle of (x, y) in [-pi, pi] (worst measured error in docs/detmath.md).
 * With a = min(|x|, |y|), b = max: the first-octant angle atan(a/b) is mapped to the quadrant by
 * off + sgn*atan(a/b), off in {0, pi/2, pi} (double-double). a/b is carried as a double-double
 * (its exact division residue by TwoProduct), so its rounding does not reach the result; above
 * tan(pi/8), atan(t) = pi/4 - atan((b - a)/(b + a)) with the quotient of two double-doubles.
 * a/b < 2^-40: off + sgn*(a/b) (atan's cubic term is below 2^-80 relative; this path also takes
 * ratios that underflow). Operands are scaled by 2^-+600 beyond 2^+-900 (exactly) so no step
 * overflows or underflows.
 * Special values (C99 Annex F): NaN in either -> NaN; atan2(+-0, +0 or x > 0) = +-0,
 * atan2(+-0, -0 or x < 0) = +-pi; atan2(y != 0, +-0) = +-pi/2; atan2(+-y, +inf) = +-0,
 * atan2(+-y, -inf) = +-pi for finite y; atan2(+-inf, finite) = +-pi/2; atan2(+-inf, +inf) = +-pi/4;
 * atan2(+-inf, -inf) = +-3pi/4. The sign of the result is y's sign bit.
 *
 * @design Octant reduction by swap and reflection plus one tan(pi/8) split, with the ratio in double-double so that atan2 stays near 0.5 ulp.
 * @float sse
 * @spec spec/ivp/math/transcendental.spec:511
 */
export function det_atan2(y: number, x: number): number {
  if (x !== x || y !== y) {
    return DET_NAN;
  }
  const ax: number = Math.abs(x);
  const ay: number = Math.abs(y);
  const xneg: boolean = signbit(x);
  const yneg: boolean = signbit(y);
  // m*pi/4 offsets: m = 0 (x >= 0) or 4 (x < 0) for the x-axis, 2 for the y-axis
  let m: number = 0;
  if (xneg) {
    m = 4;
  }
  let sgn: number = 1;
  let theta: number = 0;
  if (ay === DET_INF || ax === DET_INF || ay === 0 || ax === 0) {
    if (ay === 0) {
    } else if (ay === DET_INF) {
      m = 2;
      if (ax === DET_INF) {
        m = 1;
        if (xneg) {
          m = 3;
        }
      }
    } else if (ax === 0) {
      m = 2;
    }
    theta = DET_MPIO4_HI[m];
  } else {
    let a: number = ay;
    let b: number = ax;
    if (ay > ax) {
      // atan(|y|/|x|) = pi/2 - atan(|x|/|y|), and on the left pi/2 + atan(|x|/|y|)
      a = ax;
      b = ay;
      m = 2;
      if (!xneg) {
        sgn = -1;
      }
    } else if (xneg) {
      sgn = -1;
    }
    const t: number = a / b;
    if (t < DET_2M40) {
      theta = DET_MPIO4_HI[m] + (sgn * t + DET_MPIO4_LO[m]);
    } else {
      if (b > DET_2P900) {
        a = a * DET_2M600;
        b = b * DET_2M600;
      } else if (b < DET_2M900) {
        a = a * DET_2P600;
        b = b * DET_2P600;
      }
      let uh: number = t;
      let ul: number = 0;
      if (a > b * DET_TAN_PIO8) {
        // atan(a/b) = pi/4 - atan((b - a)/(b + a)), the quotient of two double-doubles
        const dh: number = b - a;
        const dl: number = det_two_sum_err(b, -a, dh);
        const sh: number = b + a;
        const sl: number = det_two_sum_err(b, a, sh);
        uh = dh / sh;
        const pr: number = uh * sh;
        const rem: number = dh - pr - det_two_prod_err(uh, sh, pr);
        ul = (rem + dl - uh * sl) / sh;
        if (sgn > 0) {
          m = (m + 1) | 0;
        } else {
          m = (m - 1) | 0;
        }
        sgn = -sgn;
      } else {
        const pr_1: number = t * b;
        ul = (a - pr_1 - det_two_prod_err(t, b, pr_1)) / b;
      }
      theta = det_atan_kernel(uh, ul, DET_MPIO4_HI[m], DET_MPIO4_LO[m], sgn);
    }
  }
  if (yneg) {
    return -theta;
  }
  return theta;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3();
