// The x87 80-bit extended format, computed exactly, for measurement only (issue 17): the reference
// against which the default backend's ext→f64 lowering (D-EXT-1) is measured. It is not part of the
// engine or the package (src/index.ts does not export it) and it is not fast; docs/decisions.md
// D-X87-1..5 give the choices.
//
// The model is the x87 as 000 §2.2.2 runs it: precision control at a 64-bit mantissa (PC = 11),
// rounding to nearest even (RC = 00), every exception masked (so overflow gives ±inf, underflow
// gives denormals, invalid operations give the default NaN). A value is the register format: a
// sign, a 15-bit biased exponent and a 64-bit significand with an explicit integer bit. Every
// operation computes its exact result as an integer significand times a power of two (BigInt) and
// rounds it once, in `roundExact`, the one rounding funnel shared by ext, f64 and f32.

/** A binary floating-point format: p significand bits, values m·2^e with m < 2^p and minE ≤ e ≤ maxE. */
export interface FloatFormat {
  readonly name: "ext" | "f64" | "f32";
  /** Significand bits, the integer bit included. */
  readonly p: number;
  /** The exponent of the least significant bit of a denormal (and of the smallest normals). */
  readonly minE: number;
  /** The exponent of the least significant bit of the largest finite value. */
  readonly maxE: number;
}

export const EXT_FORMAT: FloatFormat = { name: "ext", p: 64, minE: -16445, maxE: 16320 };
export const F64_FORMAT: FloatFormat = { name: "f64", p: 53, minE: -1074, maxE: 971 };
export const F32_FORMAT: FloatFormat = { name: "f32", p: 24, minE: -149, maxE: 104 };

const MASK64 = (1n << 64n) - 1n;
const INT_BIT = 1n << 63n;
const QUIET_BIT = 1n << 62n;
const EXP_MAX = 0x7fff;
const BIAS_LSB = 16446; // biased exponent = e + 16446 for a normal m·2^e with 2^63 ≤ m < 2^64

/** A finite value as an exact rational: (−1)^neg · m · 2^e (m = 0 for a zero). */
interface Exact {
  readonly neg: boolean;
  readonly m: bigint;
  readonly e: number;
}

/** The number of bits of a non-negative BigInt (0 for 0), with integer operations only. */
export function bitLength(m: bigint): number {
  let n = 0;
  while (m >= 0x100000000n) {
    m >>= 32n;
    n += 32;
  }
  return n + 32 - Math.clz32(Number(m));
}

/**
 * The rounding funnel: m·2^e (m > 0) rounded to nearest even in format f, gradual underflow
 * included. Returns the significand and exponent in canonical form (m ≥ 2^(p−1) unless e = minE)
 * or null when the rounded value overflows (round to nearest: ±inf).
 */
export function roundExact(m: bigint, e: number, f: FloatFormat): { m: bigint; e: number } | null {
  const bits = bitLength(m);
  let shift = bits - f.p;
  if (e + shift < f.minE) shift = f.minE - e;
  if (shift > 0) {
    // below half of the smallest step: rounds to zero (a tie needs m = 2^(shift−1), i.e. bits = shift)
    if (shift > bits) return { m: 0n, e: f.minE };
    const s = BigInt(shift);
    let q = m >> s;
    const rem = m - (q << s);
    const half = 1n << (s - 1n);
    if (rem > half || (rem === half && (q & 1n) === 1n)) q += 1n;
    m = q;
    e += shift;
    if (m === 1n << BigInt(f.p)) {
      m >>= 1n;
      e += 1;
    }
  } else if (shift < 0) {
    // exact: normalise to the canonical form
    const left = -shift;
    m <<= BigInt(left);
    e -= left;
  }
  if (e > f.maxE) return null;
  return { m, e };
}

const scratch = new DataView(new ArrayBuffer(8));

/** The bits of an f64 as a BigInt (the NaN a JS engine hands over is whatever it holds). */
export function f64Bits(x: number): bigint {
  scratch.setFloat64(0, x, true);
  return scratch.getBigUint64(0, true);
}

/** The f64 with these bits. */
export function f64FromBits(b: bigint): number {
  scratch.setBigUint64(0, b & MASK64, true);
  return scratch.getFloat64(0, true);
}

/** The bits of an f32 value. */
export function f32Bits(x: number): number {
  scratch.setFloat32(0, x, true);
  return scratch.getUint32(0, true);
}

/** The f32 with these bits, as a JS number. */
export function f32FromBits(b: number): number {
  scratch.setUint32(0, b >>> 0, true);
  return scratch.getFloat32(0, true);
}

/** An x87 extended value in the register format (canonical encodings only, see `fromBits`). */
export class Ext {
  private constructor(
    /** Bit 15: the sign; bits 0-14: the biased exponent. */
    readonly signExp: number,
    /** The 64-bit significand, integer bit (63) explicit. */
    readonly mant: bigint,
  ) {}

  // ------------------------------------------------------------------ encodings

  /**
   * The value with these 80 bits (sign·exponent in bits 79-64, significand in 63-0). Only the
   * encodings x87 arithmetic produces are accepted: pseudo-denormals, unnormals, pseudo-infinities
   * and pseudo-NaNs (which no x87 since the 387 produces, and which it refuses or re-reads as
   * operands) are refused with an error naming the encoding.
   */
  static fromBits(bits: bigint): Ext {
    if (bits < 0n || bits >> 80n !== 0n) throw new RangeError(`Ext.fromBits: ${bits.toString(16)} is not an 80-bit pattern`);
    const se = Number(bits >> 64n);
    const mant = bits & MASK64;
    const exp = se & EXP_MAX;
    const intBit = (mant & INT_BIT) !== 0n;
    if (exp === 0 ? intBit : !intBit) {
      const what = exp === 0 ? "a pseudo-denormal" : exp === EXP_MAX ? "a pseudo-infinity or pseudo-NaN" : "an unnormal";
      throw new RangeError(`Ext.fromBits: ${hex20(se, mant)} is ${what}; the x87 never produces it and this model does not read it`);
    }
    return new Ext(se, mant);
  }

  /** The value of 20 hex digits: 4 of sign and exponent, then 16 of significand (as `hex()` writes). */
  static fromHex(hex: string): Ext {
    if (!/^[0-9a-fA-F]{20}$/.test(hex)) throw new RangeError(`Ext.fromHex: "${hex}" is not 20 hex digits`);
    return Ext.fromBits(BigInt(`0x${hex}`));
  }

  /** The 80 bits. */
  get bits(): bigint {
    return (BigInt(this.signExp) << 64n) | this.mant;
  }

  /** 20 hex digits: sign·exponent (4), significand (16); the layout gcc's long double has in memory. */
  hex(): string {
    return hex20(this.signExp, this.mant);
  }

  toString(): string {
    return this.hex();
  }

  get sign(): 0 | 1 {
    return this.signExp >> 15 === 1 ? 1 : 0;
  }

  /** The biased exponent (0 for zeros and denormals, 0x7fff for infinities and NaNs). */
  get biasedExp(): number {
    return this.signExp & EXP_MAX;
  }

  isNaN(): boolean {
    return this.biasedExp === EXP_MAX && this.mant !== INT_BIT;
  }

  isQuietNaN(): boolean {
    return this.isNaN() && (this.mant & QUIET_BIT) !== 0n;
  }

  isInfinite(): boolean {
    return this.biasedExp === EXP_MAX && this.mant === INT_BIT;
  }

  isFinite(): boolean {
    return this.biasedExp !== EXP_MAX;
  }

  isZero(): boolean {
    return this.biasedExp === 0 && this.mant === 0n;
  }

  /** A denormal (biased exponent 0, significand not zero). */
  isDenormal(): boolean {
    return this.biasedExp === 0 && this.mant !== 0n;
  }

  /** True for −0, negative values, and NaNs with the sign bit set. */
  signbit(): boolean {
    return this.sign === 1;
  }

  /** Bit-for-bit equality (NaN payloads and the sign of zero count). */
  same(b: Ext): boolean {
    return this.signExp === b.signExp && this.mant === b.mant;
  }

  // ------------------------------------------------------------------ conversions in (exact)

  /** fld m64: an f64 widened exactly; a signalling NaN is made quiet (invalid masked). */
  static fromF64Bits(bits: bigint): Ext {
    const neg = bits >> 63n === 1n;
    const exp = Number((bits >> 52n) & 0x7ffn);
    const frac = bits & ((1n << 52n) - 1n);
    if (exp === 0x7ff) return frac === 0n ? infinity(neg) : new Ext(signExpOf(neg, EXP_MAX), INT_BIT | QUIET_BIT | (frac << 11n));
    if (exp === 0) return frac === 0n ? zero(neg) : fromExact(neg, frac, F64_FORMAT.minE);
    return fromExact(neg, (1n << 52n) | frac, exp - 1075);
  }

  /** An f64 (a JS number) widened exactly. */
  static fromF64(x: number): Ext {
    return Ext.fromF64Bits(f64Bits(x));
  }

  /** fld m32: an f32 widened exactly; a signalling NaN is made quiet. */
  static fromF32Bits(bits: number): Ext {
    const b = bits >>> 0;
    const neg = b >>> 31 === 1;
    const exp = (b >>> 23) & 0xff;
    const frac = BigInt(b & 0x7fffff);
    if (exp === 0xff) return frac === 0n ? infinity(neg) : new Ext(signExpOf(neg, EXP_MAX), INT_BIT | QUIET_BIT | (frac << 40n));
    if (exp === 0) return frac === 0n ? zero(neg) : fromExact(neg, frac, F32_FORMAT.minE);
    return fromExact(neg, (1n << 23n) | frac, exp - 150);
  }

  /** An f32 value (a JS number that `Math.fround` leaves unchanged) widened exactly. */
  static fromF32(x: number): Ext {
    if (x === x && Math.fround(x) !== x) throw new RangeError(`Ext.fromF32: ${x} is not an f32 value; round it first`);
    return Ext.fromF32Bits(f32Bits(x));
  }

  /** fild m32: an i32 (or any integer in ±2^53) widened exactly. */
  static fromInt(i: number): Ext {
    if (!Number.isSafeInteger(i)) throw new RangeError(`Ext.fromInt: ${i} is not a safe integer`);
    return Ext.fromBigInt(BigInt(i));
  }

  /** (−1)^neg · m · 2^e for an integer m ≥ 0, rounded once to ext (nearest even, ±inf on overflow). */
  static fromScaled(neg: boolean, m: bigint, e: number): Ext {
    if (m < 0n || !Number.isInteger(e)) throw new RangeError(`Ext.fromScaled: needs m >= 0 and an integer e (got ${m}, ${e})`);
    return m === 0n ? zero(neg) : fromExact(neg, m, e);
  }

  /** An integer, exact up to 64 bits, rounded to nearest even beyond. */
  static fromBigInt(n: bigint): Ext {
    if (n === 0n) return POS_ZERO;
    return fromExact(n < 0n, n < 0n ? -n : n, 0);
  }

  // ------------------------------------------------------------------ conversions out (one rounding)

  /** fstp m64: rounded once to f64 (nearest even; overflow to ±inf, gradual underflow); the bits. */
  toF64Bits(): bigint {
    const s = BigInt(this.sign) << 63n;
    if (this.isNaN()) return s | (0x7ffn << 52n) | (1n << 51n) | ((this.mant >> 11n) & ((1n << 52n) - 1n));
    if (this.isInfinite()) return s | (0x7ffn << 52n);
    if (this.isZero()) return s;
    const x = exactOf(this);
    const r = roundExact(x.m, x.e, F64_FORMAT);
    if (r === null) return s | (0x7ffn << 52n);
    if (r.m === 0n) return s;
    const hidden = 1n << 52n;
    return r.m >= hidden ? s | (BigInt(r.e - F64_FORMAT.minE + 1) << 52n) | (r.m - hidden) : s | r.m;
  }

  /** The f64 rounding as a JS number. */
  toF64(): number {
    return f64FromBits(this.toF64Bits());
  }

  /** fstp m32: rounded once to f32, directly (not through f64); the bits. */
  toF32Bits(): number {
    const s = this.sign * 0x80000000;
    if (this.isNaN()) return s + 0x7fc00000 + Number((this.mant >> 40n) & 0x3fffffn);
    if (this.isInfinite()) return s + 0x7f800000;
    if (this.isZero()) return s;
    const x = exactOf(this);
    const r = roundExact(x.m, x.e, F32_FORMAT);
    if (r === null) return s + 0x7f800000;
    const m = Number(r.m);
    if (m === 0) return s;
    return m >= 0x800000 ? s + (r.e - F32_FORMAT.minE + 1) * 0x800000 + (m - 0x800000) : s + m;
  }

  /** The f32 rounding as a JS number. */
  toF32(): number {
    return f32FromBits(this.toF32Bits());
  }

  /**
   * The spec's i32(x) (D-CONV-1): truncate toward zero, wrap modulo 2^32; NaN and ±inf give 0 (what
   * the default backend's `Math.trunc(x) | 0` gives; the x87's fistp would give 0x80000000).
   */
  toI32(): number {
    if (!this.isFinite()) return 0;
    // from 2^(32+63) up every integer part is a multiple of 2^32
    if (this.biasedExp - BIAS_LSB >= 32) return 0;
    return Number(BigInt.asIntN(32, this.truncToBigInt()));
  }

  /** The integer part (toward zero) of a finite value. */
  truncToBigInt(): bigint {
    if (!this.isFinite()) throw new RangeError(`Ext.truncToBigInt: ${this.hex()} is not finite`);
    const x = exactOf(this);
    const mag = x.e >= 0 ? x.m << BigInt(x.e) : x.m >> BigInt(-x.e);
    return x.neg ? -mag : mag;
  }

  // ------------------------------------------------------------------ arithmetic (one rounding each)

  /** fadd */
  add(b: Ext): Ext {
    if (this.isNaN() || b.isNaN()) return nanResult(this, b);
    return addSigned(this, b, b.sign === 1);
  }

  /** fsub: this − b (a NaN operand comes through with its own sign). */
  sub(b: Ext): Ext {
    if (this.isNaN() || b.isNaN()) return nanResult(this, b);
    return addSigned(this, b, b.sign === 0);
  }

  /** fmul */
  mul(b: Ext): Ext {
    if (this.isNaN() || b.isNaN()) return nanResult(this, b);
    const neg = this.sign !== b.sign;
    if (this.isInfinite() || b.isInfinite()) return this.isZero() || b.isZero() ? DEFAULT_NAN : infinity(neg);
    if (this.isZero() || b.isZero()) return zero(neg);
    const x = exactOf(this);
    const y = exactOf(b);
    return fromExact(neg, x.m * y.m, x.e + y.e);
  }

  /** fdiv: this / b; x/0 is ±inf (zero-divide masked), 0/0 and inf/inf the default NaN. */
  div(b: Ext): Ext {
    if (this.isNaN() || b.isNaN()) return nanResult(this, b);
    const neg = this.sign !== b.sign;
    if (this.isInfinite()) return b.isInfinite() ? DEFAULT_NAN : infinity(neg);
    if (b.isInfinite()) return zero(neg);
    if (b.isZero()) return this.isZero() ? DEFAULT_NAN : infinity(neg);
    if (this.isZero()) return zero(neg);
    const x = exactOf(this);
    const y = exactOf(b);
    // a quotient of at least 67 bits, then one sticky bit for a non-zero remainder
    const k = Math.max(0, 67 + bitLength(y.m) - bitLength(x.m));
    const num = x.m << BigInt(k);
    const q = num / y.m;
    const sticky = q * y.m === num ? 0n : 1n;
    return fromExact(neg, (q << 1n) | sticky, x.e - y.e - k - 1);
  }

  /** fsqrt: √−0 = −0, √(negative) the default NaN. */
  sqrt(): Ext {
    if (this.isNaN()) return this.quiet();
    if (this.isZero()) return this;
    if (this.sign === 1) return DEFAULT_NAN;
    if (this.isInfinite()) return this;
    const x = exactOf(this);
    // a root of at least 67 bits from an even exponent, then one sticky bit
    let k = Math.max(0, 134 - bitLength(x.m));
    if ((x.e - k) % 2 !== 0) k += 1;
    const n = x.m << BigInt(k);
    const r = isqrt(n);
    const sticky = r * r === n ? 0n : 1n;
    return fromExact(false, (r << 1n) | sticky, (x.e - k) / 2 - 1);
  }

  /** fchs: flips the sign bit, NaNs included. */
  neg(): Ext {
    return new Ext(this.signExp ^ 0x8000, this.mant);
  }

  /** fabs: clears the sign bit, NaNs included. */
  abs(): Ext {
    return new Ext(this.signExp & EXP_MAX, this.mant);
  }

  /** floorl: the largest integer ≤ this (−0 stays −0; NaN made quiet). */
  floor(): Ext {
    return this.roundIntegral("floor");
  }

  /** ceill: the smallest integer ≥ this (ceil(−0.5) = −0). */
  ceil(): Ext {
    return this.roundIntegral("ceil");
  }

  /** truncl: the integer part toward zero. */
  trunc(): Ext {
    return this.roundIntegral("trunc");
  }

  private roundIntegral(mode: "floor" | "ceil" | "trunc"): Ext {
    if (this.isNaN()) return this.quiet();
    if (!this.isFinite() || this.isZero()) return this;
    const x = exactOf(this);
    if (x.e >= 0) return this;
    const s = BigInt(-x.e);
    let q = x.m >> s;
    const inexact = q << s !== x.m;
    if (inexact && ((mode === "floor" && x.neg) || (mode === "ceil" && !x.neg))) q += 1n;
    return q === 0n ? zero(x.neg) : fromExact(x.neg, q, 0);
  }

  // ------------------------------------------------------------------ comparison (fucom)

  /** −1, 0 or 1; undefined when unordered (a NaN). ±0 compare equal. */
  compare(b: Ext): -1 | 0 | 1 | undefined {
    if (this.isNaN() || b.isNaN()) return undefined;
    const az = this.isZero();
    const bz = b.isZero();
    if (az && bz) return 0;
    if (this.sign !== b.sign) return this.sign === 1 ? -1 : 1;
    // canonical encodings order by (biased exponent, significand) within a sign
    let c: -1 | 0 | 1 = 0;
    if (this.biasedExp !== b.biasedExp) c = this.biasedExp < b.biasedExp ? -1 : 1;
    else if (this.mant !== b.mant) c = this.mant < b.mant ? -1 : 1;
    return this.sign === 1 ? ((-c) as -1 | 0 | 1) : c;
  }

  lt(b: Ext): boolean {
    return this.compare(b) === -1;
  }

  le(b: Ext): boolean {
    const c = this.compare(b);
    return c === -1 || c === 0;
  }

  gt(b: Ext): boolean {
    return this.compare(b) === 1;
  }

  ge(b: Ext): boolean {
    const c = this.compare(b);
    return c === 1 || c === 0;
  }

  eq(b: Ext): boolean {
    return this.compare(b) === 0;
  }

  ne(b: Ext): boolean {
    return this.compare(b) !== 0;
  }

  // ------------------------------------------------------------------ internals

  /** This NaN with the quiet bit set (an SNaN operand comes out quiet, invalid masked). */
  quiet(): Ext {
    return this.isNaN() ? new Ext(this.signExp, this.mant | QUIET_BIT) : this;
  }

  /** @internal the canonical encoding of an already-rounded value (used by the helpers below). */
  static encode(neg: boolean, m: bigint, e: number): Ext {
    if (m === 0n) return zero(neg);
    return new Ext(signExpOf(neg, m >= INT_BIT ? e + BIAS_LSB : 0), m);
  }
}

function hex20(se: number, mant: bigint): string {
  return se.toString(16).padStart(4, "0") + mant.toString(16).padStart(16, "0");
}

function signExpOf(neg: boolean, exp: number): number {
  return (neg ? 0x8000 : 0) | exp;
}

function zero(neg: boolean): Ext {
  return neg ? NEG_ZERO : POS_ZERO;
}

function infinity(neg: boolean): Ext {
  return neg ? NEG_INF : POS_INF;
}

/** m·2^e (m > 0) rounded to ext; overflow gives ±inf. */
function fromExact(neg: boolean, m: bigint, e: number): Ext {
  const r = roundExact(m, e, EXT_FORMAT);
  if (r === null) return infinity(neg);
  return Ext.encode(neg, r.m, r.e);
}

/**
 * The NaN an x87 arithmetic operation returns for NaN operands (AMD64 APM vol. 1 table 6-7, Intel
 * SDM vol. 1 table 4-7): a lone NaN made quiet; of two, the quiet one, else the larger
 * significand made quiet, and of equal significands the positive one (checked on the oracle's CPU).
 */
function nanResult(a: Ext, b: Ext): Ext {
  const an = a.isNaN();
  const bn = b.isNaN();
  if (!bn) return a.quiet();
  if (!an) return b.quiet();
  const aq = a.isQuietNaN();
  const bq = b.isQuietNaN();
  if (aq !== bq) return aq ? a : b;
  if (a.mant !== b.mant) return (a.mant > b.mant ? a : b).quiet();
  return (a.sign === 0 ? a : b).quiet();
}

/** a + b with b's sign taken as bNeg (sub passes the flipped sign); no NaN operands. */
function addSigned(a: Ext, b: Ext, bNeg: boolean): Ext {
  const aNeg = a.sign === 1;
  if (a.isInfinite() || b.isInfinite()) {
    if (a.isInfinite() && b.isInfinite()) return aNeg === bNeg ? a : DEFAULT_NAN;
    return a.isInfinite() ? a : infinity(bNeg);
  }
  if (b.isZero()) return a.isZero() ? zero(aNeg && bNeg) : a;
  if (a.isZero()) return bNeg === (b.sign === 1) ? b : b.neg();
  const x = exactOf(a, aNeg);
  const y = exactOf(b, bNeg);
  const [hi, lo] = x.e + bitLength(x.m) >= y.e + bitLength(y.m) ? [x, y] : [y, x];
  const topHi = hi.e + bitLength(hi.m);
  // An operand entirely below a quarter of the other's last place only decides the rounding
  // direction: replace it by the same sign times a smaller power of two (no boundary between them).
  const small = lo.e + bitLength(lo.m) < topHi - 72 ? { neg: lo.neg, m: 1n, e: topHi - 74 } : lo;
  const e = Math.min(hi.e, small.e);
  const mh = hi.m << BigInt(hi.e - e);
  const ml = small.m << BigInt(small.e - e);
  const s = (hi.neg ? -mh : mh) + (small.neg ? -ml : ml);
  // an exact zero sum is +0 when rounding to nearest
  if (s === 0n) return POS_ZERO;
  return fromExact(s < 0n, s < 0n ? -s : s, e);
}

/** The exact value of a finite operand, with its sign taken as neg. */
function exactOf(a: Ext, neg: boolean = a.sign === 1): Exact {
  const exp = a.biasedExp;
  return { neg, m: a.mant, e: exp === 0 ? EXT_FORMAT.minE : exp - BIAS_LSB };
}

/** floor(√n) for n > 0 (Newton's iteration from a power of two above the root). */
function isqrt(n: bigint): bigint {
  let x = 1n << BigInt((bitLength(n) + 1) >> 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

const POS_ZERO = Ext.fromBits(0n);
const NEG_ZERO = Ext.fromBits(0x8000n << 64n);
const POS_INF = Ext.fromBits((0x7fffn << 64n) | INT_BIT);
const NEG_INF = Ext.fromBits((0xffffn << 64n) | INT_BIT);
/** The x87's default NaN ("real indefinite"): what an invalid operation returns when masked. */
export const DEFAULT_NAN = Ext.fromBits((0xffffn << 64n) | INT_BIT | QUIET_BIT);
export const EXT_ZERO = POS_ZERO;
export const EXT_NEG_ZERO = NEG_ZERO;
export const EXT_INFINITY = POS_INF;
/** @public (the type's constants, for tools measuring with it) */
export const EXT_NEG_INFINITY = NEG_INF;
/** @public */
export const EXT_ONE = Ext.fromInt(1);
