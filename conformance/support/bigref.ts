// The high-precision reference for the deterministic transcendental functions
// (spec/ivp/math/transcendental.spec): exp, sin, cos, asin, acos and atan2 of doubles, computed in
// BigInt fixed point with at least 256 fraction bits (more for tiny results, so that the relative
// precision never drops below 2^-190), and the error of a double against it in ulps, exactly.
// Test support only: slow, exact, and independent of the engine (no code shared with the spec).
//
// Methods: pi by Machin's formula, ln 2 by its BBP-like series sum 1/(k 2^k); exp by Taylor on
// r/2^8 then 8 squarings; sin/cos by Taylor on r/2^8 then 8 double-angle steps; atan by three
// half-angle steps t/(1 + sqrt(1 + t^2)) and its Taylor series; asin and acos through atan; the
// argument reductions (x - k ln2, x - k pi/2) with constants carried to the argument's exponent
// plus the working precision, so every double's reduction is exact to the working precision.

/** A value m * 2^e (m a BigInt). */
export interface Exact {
  m: bigint;
  e: number;
}

const GUARD = 40;
const BASE_PREC = 256;

const dv = new DataView(new ArrayBuffer(8));

/** The exact value of a finite double as m * 2^e. */
export function exactOf(x: number): Exact {
  dv.setFloat64(0, x);
  const hi = dv.getUint32(0);
  const lo = dv.getUint32(4);
  const neg = hi >>> 31 === 1;
  const ex = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (ex === 0) e = -1074;
  else {
    m |= 1n << 52n;
    e = ex - 1075;
  }
  return { m: neg ? -m : m, e };
}

function bitLength(a: bigint): number {
  if (a < 0n) a = -a;
  return a === 0n ? 0 : a.toString(2).length;
}

/** a * 2^s with rounding to nearest when s < 0. */
function shift(a: bigint, s: number): bigint {
  if (s >= 0) return a << BigInt(s);
  const k = BigInt(-s);
  return (a + (1n << (k - 1n))) >> k;
}

/** The fixed-point value of x at precision p (x * 2^p, rounded). */
function fixed(x: Exact, p: number): bigint {
  return shift(x.m, x.e + p);
}

const mulP = (a: bigint, b: bigint, p: number) => shift(a * b, -p);
const divP = (a: bigint, b: bigint, p: number) => (a << BigInt(p)) / b;

/** floor(sqrt(a)) for a >= 0. */
export function isqrt(a: bigint): bigint {
  if (a < 2n) return a;
  let x = 1n << BigInt(Math.ceil(bitLength(a) / 2));
  for (;;) {
    const y = (x + a / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** sqrt of a fixed-point value at precision p. */
const sqrtP = (a: bigint, p: number) => isqrt(a << BigInt(p));

// ---------------------------------------------------------------- constants (cached at the largest precision asked)

let piCache: { p: number; v: bigint } = { p: 0, v: 0n };
let ln2Cache: { p: number; v: bigint } = { p: 0, v: 0n };

/** atan(1/n) * 2^p by its Taylor series. */
function atanInv(n: bigint, p: number): bigint {
  const one = 1n << BigInt(p);
  let term = one / n;
  let sum = term;
  const n2 = n * n;
  for (let k = 1n; term !== 0n; k++) {
    term /= n2;
    const t = term / (2n * k + 1n);
    sum += k % 2n === 1n ? -t : t;
  }
  return sum;
}

/** pi * 2^p. */
export function piFixed(p: number): bigint {
  if (piCache.p < p) {
    const q = Math.max(p, 2 * piCache.p, 512) + GUARD;
    piCache = { p: q, v: 16n * atanInv(5n, q) - 4n * atanInv(239n, q) };
  }
  return shift(piCache.v, p - piCache.p);
}

/** ln 2 * 2^p, from ln 2 = sum over k >= 1 of 1/(k 2^k). */
export function ln2Fixed(p: number): bigint {
  if (ln2Cache.p < p) {
    const q = Math.max(p, 2 * ln2Cache.p, 512) + GUARD;
    const one = 1n << BigInt(q);
    let sum = 0n;
    for (let k = 1; k <= q + 8; k++) sum += one / (BigInt(k) << BigInt(k));
    ln2Cache = { p: q, v: sum };
  }
  return shift(ln2Cache.v, p - ln2Cache.p);
}

// ---------------------------------------------------------------- kernels in fixed point

/** exp(r) * 2^p for |r| <= 1 (r at precision p). */
function expKernel(r: bigint, p: number): bigint {
  const q = p + GUARD;
  const one = 1n << BigInt(q);
  const rr = shift(r, q - p - 8); // r / 2^8
  let term = one;
  let sum = one;
  for (let n = 1n; term !== 0n; n++) {
    term = mulP(term, rr, q) / n;
    sum += term;
  }
  for (let i = 0; i < 8; i++) sum = mulP(sum, sum, q);
  return shift(sum, p - q);
}

/** [sin r, cos r] * 2^p for |r| <= 1 (r at precision p). */
function sinCosKernel(r: bigint, p: number): [bigint, bigint] {
  const q = p + GUARD;
  const one = 1n << BigInt(q);
  const rr = shift(r, q - p - 8);
  const r2 = mulP(rr, rr, q);
  // Taylor series of sin and cos at r/2^8
  let s = rr;
  let term = rr;
  for (let n = 1n; term !== 0n; n++) {
    term = -mulP(term, r2, q) / ((2n * n) * (2n * n + 1n));
    s += term;
  }
  let c = one;
  term = one;
  for (let n = 1n; term !== 0n; n++) {
    term = -mulP(term, r2, q) / ((2n * n - 1n) * (2n * n));
    c += term;
  }
  // eight double-angle steps: sin 2a = 2 sin a cos a, cos 2a = 1 - 2 sin^2 a
  for (let i = 0; i < 8; i++) {
    const s2 = 2n * mulP(s, c, q);
    c = one - 2n * mulP(s, s, q);
    s = s2;
  }
  return [shift(s, p - q), shift(c, p - q)];
}

/** atan(t) * 2^p for 0 <= t <= 1 (t at precision p). */
function atanKernel(t: bigint, p: number): bigint {
  const q = p + GUARD;
  const one = 1n << BigInt(q);
  let u = shift(t, q - p);
  // three half-angle steps: atan t = 2 atan(t / (1 + sqrt(1 + t^2)))
  for (let i = 0; i < 3; i++) u = divP(u, one + sqrtP(one + mulP(u, u, q), q), q);
  const u2 = mulP(u, u, q);
  let pow = u;
  let sum = u;
  for (let n = 1n; pow !== 0n; n++) {
    pow = -mulP(pow, u2, q);
    sum += pow / (2n * n + 1n);
  }
  return shift(sum * 8n, p - q);
}

// ---------------------------------------------------------------- the functions

/** floor(log2 |x|) of a nonzero Exact. */
function log2Floor(x: Exact): number {
  return bitLength(x.m) - 1 + x.e;
}

/** exp(x) as m * 2^e (exact to 2^-250 relative), for finite x in [-1100, 1100]. */
export function refExp(x: number): Exact {
  const p = BASE_PREC;
  const xe = exactOf(x);
  const xf = fixed(xe, p + 16); // exact for every |x| >= 2^-(p+16-52); smaller x: exp(x) = 1 to far beyond 2^-250
  const l2 = ln2Fixed(p + 16);
  // k = nearest integer to x / ln2, r = x - k ln2 in [-ln2/2, ln2/2]
  let k = xf / l2;
  let r = xf - k * l2;
  while (2n * r > l2) {
    k += 1n;
    r -= l2;
  }
  while (2n * r < -l2) {
    k -= 1n;
    r += l2;
  }
  const er = expKernel(shift(r, -16), p);
  return { m: er, e: Number(k) - p };
}

/** x reduced by pi/2: [r at precision p, k mod 4]. The constant pi/2 is carried to x's exponent plus p bits. */
function reducePio2(x: Exact, p: number): [bigint, number] {
  const ex = Math.max(0, log2Floor(x) + 2);
  const q = p + ex + GUARD;
  const xf = fixed(x, q);
  const pio2 = piFixed(q) >> 1n;
  let k = xf / pio2;
  let r = xf - k * pio2;
  if (2n * r > pio2) {
    k += 1n;
    r -= pio2;
  } else if (2n * r < -pio2) {
    k -= 1n;
    r += pio2;
  }
  return [shift(r, p - q), Number(((k % 4n) + 4n) % 4n)];
}

function sinOrCos(x: number, quarter: number): Exact {
  const xe = exactOf(x);
  if (xe.m === 0n) return quarter === 0 ? { m: 0n, e: 0 } : { m: 1n, e: 0 };
  // tiny arguments: enough bits below the argument's own exponent for relative precision
  const p = BASE_PREC + Math.max(0, -log2Floor(xe));
  const [r, k] = reducePio2(xe, p);
  const [s, c] = sinCosKernel(r, p);
  const v = [s, c, -s, -c][(k + quarter) % 4];
  return { m: v, e: -p };
}

/** sin(x) as m * 2^e, for finite x. */
export function refSin(x: number): Exact {
  return sinOrCos(x, 0);
}

/** cos(x) as m * 2^e, for finite x. */
export function refCos(x: number): Exact {
  return sinOrCos(x, 1);
}

/** The angle of (bx, ay) for 0 <= ay, 0 < bx or bx = 0 < ay, in [0, pi/2] at precision p. */
function firstQuadrant(a: Exact, b: Exact, p: number): bigint {
  if (a.m === 0n) return 0n;
  if (b.m === 0n) return piFixed(p) >> 1n;
  if (a.m * 2n ** BigInt(Math.max(0, a.e - b.e)) > b.m * 2n ** BigInt(Math.max(0, b.e - a.e))) {
    return (piFixed(p) >> 1n) - firstQuadrant(b, a, p);
  }
  // t = a/b <= 1 at precision p
  const num = a.m << BigInt(Math.max(0, a.e - b.e + p));
  const den = b.m << BigInt(Math.max(0, b.e - a.e - p));
  const t = num / den;
  return atanKernel(t, p);
}

/** Working precision for an angle whose size is about 2^lg: relative precision 2^-BASE_PREC. */
const precFor = (lg: number) => BASE_PREC + Math.min(1200, Math.max(0, -lg));

/** atan2(y, x) as m * 2^e, for finite y, x, not both zero. */
export function refAtan2(y: number, x: number): Exact {
  const ye = exactOf(Math.abs(y));
  const xe = exactOf(Math.abs(x));
  const lg = ye.m === 0n ? 0 : xe.m === 0n ? 0 : log2Floor(ye) - log2Floor(xe);
  const p = precFor(lg);
  let th = firstQuadrant(ye, xe, p);
  if (x < 0 || Object.is(x, -0)) th = piFixed(p) - th;
  if (y < 0 || Object.is(y, -0)) th = -th;
  return { m: th, e: -p };
}

/** asin(x) as m * 2^e, for |x| <= 1. */
export function refAsin(x: number): Exact {
  const xe = exactOf(Math.abs(x));
  if (xe.m === 0n) return { m: 0n, e: 0 };
  const p = precFor(log2Floor(xe));
  // asin x = atan2(x, sqrt(1 - x^2)); 1 - x^2 is exact at precision 2p' for the 53-bit x
  const q = 2 * (p + 60);
  const x2 = fixed({ m: xe.m * xe.m, e: 2 * xe.e }, q);
  const c = isqrt((1n << BigInt(q)) - x2); // sqrt(1 - x^2) at precision q/2
  const a = { m: fixed(xe, q / 2), e: -q / 2 };
  const th = firstQuadrant(a, { m: c, e: -q / 2 }, p);
  return { m: x < 0 ? -th : th, e: -p };
}

/** acos(x) as m * 2^e, for |x| <= 1. */
export function refAcos(x: number): Exact {
  const xe = exactOf(Math.abs(x));
  // acos x = atan2(sqrt(1 - x^2), x): the angle can be as small as 2^-26, so 60 more bits
  const p = BASE_PREC + 60;
  const q = 2 * (p + 60);
  const x2 = fixed({ m: xe.m * xe.m, e: 2 * xe.e }, q);
  const s = isqrt((1n << BigInt(q)) - x2);
  let th = firstQuadrant({ m: s, e: -q / 2 }, { m: fixed(xe, q / 2), e: -q / 2 }, p);
  if (x < 0) th = piFixed(p) - th;
  return { m: th, e: -p };
}

// ---------------------------------------------------------------- comparing a double with the reference

function toNumber(a: bigint, e: number): number {
  const s = Math.max(0, bitLength(a) - 60);
  let v = Number(shift(a, -s));
  let k = e + s;
  // scale in steps so that no power of two on the way overflows or underflows
  while (k > 600) {
    v *= Math.pow(2, 600);
    k -= 600;
  }
  while (k < -600) {
    v *= Math.pow(2, -600);
    k += 600;
  }
  return v * Math.pow(2, k);
}

function nextAfter(d: number, up: boolean): number {
  if (d === 0) return up ? 5e-324 : -5e-324;
  dv.setFloat64(0, d);
  let b = dv.getBigUint64(0);
  b += (d > 0) === up ? 1n : -1n;
  dv.setBigUint64(0, b);
  return dv.getFloat64(0);
}

/** |d - r| compared exactly: negative when d is nearer to r than to c. */
function cmpDist(d: number, c: number, r: Exact): number {
  const a = exactOf(d);
  const b = exactOf(c);
  const e = Math.min(a.e, b.e, r.e);
  const rm = r.m << BigInt(r.e - e);
  let da = (a.m << BigInt(a.e - e)) - rm;
  let db = (b.m << BigInt(b.e - e)) - rm;
  if (da < 0n) da = -da;
  if (db < 0n) db = -db;
  return da < db ? -1 : da > db ? 1 : 0;
}

export interface Compared {
  /** (d - r) / ulp(r), with ulp(r) = 2^(max(floor(log2 |r|), -1022) - 52). */
  ulps: number;
  /** d is the double nearest to r (ties count as correct). */
  correctlyRounded: boolean;
}

/** The error of the double d against the reference r. r must lie within the double range. */
export function compare(d: number, r: Exact): Compared {
  if (!Number.isFinite(d)) return { ulps: Infinity, correctlyRounded: false };
  // a zero reference (or one below the double range) is measured in units of 2^-1074, the limit of ulp(y) as y -> 0
  const ue = r.m === 0n ? -1074 : Math.max(log2Floor(r), -1022) - 52;
  const a = exactOf(d);
  const e = Math.min(a.e, r.e);
  const diff = (a.m << BigInt(a.e - e)) - (r.m << BigInt(r.e - e));
  const ulps = toNumber(diff, e - ue);
  const cr = cmpDist(d, nextAfter(d, true), r) <= 0 && cmpDist(d, nextAfter(d, false), r) <= 0;
  return { ulps, correctlyRounded: cr };
}

/** The reference rounded to the nearest double (for tests that need the correctly rounded value). */
export function nearestDouble(r: Exact): number {
  let d = toNumber(r.m, r.e);
  // toNumber keeps 60 bits and rounds once more; step to the truly nearest neighbour
  for (let i = 0; i < 4; i++) {
    if (cmpDist(nextAfter(d, true), d, r) < 0) d = nextAfter(d, true);
    else if (cmpDist(nextAfter(d, false), d, r) < 0) d = nextAfter(d, false);
    else break;
  }
  return d;
}

/** 2/pi's 24-bit digits: floor(2/pi * 2^(24(j+1))) mod 2^24 for j < n (checks the spec's table). */
export function twoOverPiDigits(n: number): number[] {
  const p = 24 * n + 64;
  const exact = (2n << BigInt(2 * p + 8)) / piFixed(p + 8); // 2/pi * 2^p (p - 64 bits beyond the table are exact)
  const out: number[] = [];
  for (let j = 0; j < n; j++) out.push(Number((exact >> BigInt(p - 24 * (j + 1))) & 0xffffffn));
  return out;
}

/** |a - b| / ulp(a) for two references (how far apart two high-precision values are, in double ulps). */
export function ulpsBetween(a: Exact, b: Exact): number {
  const ue = a.m === 0n ? -1074 : Math.max(log2Floor(a), -1022) - 52;
  const e = Math.min(a.e, b.e);
  const diff = (a.m << BigInt(a.e - e)) - (b.m << BigInt(b.e - e));
  return Math.abs(toNumber(diff, e - ue));
}

/** Parses a C99 hexadecimal float ("-0x1.921fp+1", as printf's %a writes it) exactly. */
export function parseHexFloat(s: string): Exact {
  const m = /^(-?)0x([0-9a-f]+)(?:\.([0-9a-f]*))?p([+-]\d+)$/i.exec(s.trim());
  if (!m) throw new Error(`not a hex float: ${s}`);
  const frac = m[3] ?? "";
  const mant = BigInt("0x" + m[2] + frac);
  return { m: m[1] === "-" ? -mant : mant, e: Number(m[4]) - 4 * frac.length };
}
