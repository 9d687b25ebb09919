// Seeded cases for the x87 oracle: each is one line for oracle.c (an operation and its operands'
// bits) and the tokens the exact type (reference/x87/ext.ts) predicts for it. Besides random
// operands the generators aim at the places where an implementation goes wrong: ties at every
// format's last place, double rounding (ext→f64→f32 ≠ ext→f32), gradual underflow into ext, f64
// and f32 denormals, overflow at each format's largest value, cancellation, zeros, infinities
// and NaNs. Each case carries tags naming what it aims at, so the test can show the coverage.
import { Prng } from "../../runtime/prng.js";
import { DEFAULT_NAN, Ext, f32Bits, f32FromBits, f64Bits, f64FromBits } from "../../reference/x87/ext.js";
import * as M from "./mirrors.js";

export interface OracleCase {
  /** The operation (oracle.c's first token). */
  readonly op: string;
  readonly args: readonly string[];
  /** The result tokens the exact type predicts. */
  readonly expect: readonly string[];
  readonly tags: readonly string[];
}

const INT_BIT = 1n << 63n;
const MASK64 = (1n << 64n) - 1n;

// ------------------------------------------------------------------ encodings of operands

export const hx = (x: Ext): string => x.hex();
export const hd = (x: number): string => f64Bits(x).toString(16).padStart(16, "0");
export const hdb = (b: bigint): string => b.toString(16).padStart(16, "0");
export const hf = (x: number): string => (f32Bits(x) >>> 0).toString(16).padStart(8, "0");
export const hfb = (b: number): string => (b >>> 0).toString(16).padStart(8, "0");
export const hi = (i: number): string => (i >>> 0).toString(16).padStart(8, "0");

/** The ext with this sign, biased exponent and significand (integer bit as given). */
function ext(neg: boolean, exp: number, mant: bigint): Ext {
  return Ext.fromBits((BigInt((neg ? 0x8000 : 0) | exp) << 64n) | (mant & MASK64));
}

class Gen {
  readonly rng: Prng;
  constructor(seed: number) {
    this.rng = new Prng(seed);
  }
  u32(): number {
    return this.rng.u32();
  }
  int(n: number): number {
    return this.u32() % n;
  }
  /** An integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    if (hi < lo) throw new RangeError(`between(${lo}, ${hi})`);
    return lo + this.int(hi - lo + 1);
  }
  bool(): boolean {
    return (this.u32() & 1) === 1;
  }
  u64(): bigint {
    return (BigInt(this.u32()) << 32n) | BigInt(this.u32());
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)];
  }
  /** A normal ext with a biased exponent in [lo, hi]. */
  extNormal(lo: number, hi: number, neg = this.bool()): Ext {
    return ext(neg, this.between(lo, hi), this.u64() | INT_BIT);
  }
  /** An ext denormal (biased exponent 0), with a random number of leading zeros. */
  extDenormal(neg = this.bool()): Ext {
    const m = (this.u64() & ~INT_BIT) >> BigInt(this.int(63));
    return ext(neg, 0, m === 0n ? 1n : m);
  }
  /** An f64 with a random significand and an unbiased exponent in [lo, hi] (normal range). */
  f64(lo: number, hi: number, neg = this.bool()): number {
    const e = BigInt(this.between(lo, hi) + 1023);
    const frac = this.u64() & ((1n << 52n) - 1n);
    return f64FromBits(((neg ? 1n : 0n) << 63n) | (e << 52n) | frac);
  }
  /** An f32 with a random significand and an unbiased exponent in [lo, hi]. */
  f32(lo: number, hi: number, neg = this.bool()): number {
    const e = this.between(lo, hi) + 127;
    return f32FromBits(((neg ? 0x80000000 : 0) | (e << 23) | (this.u32() & 0x7fffff)) >>> 0);
  }
  /** Any ext, mixed over the classes a computation meets. */
  anyExt(): Ext {
    const k = this.int(100);
    if (k < 40) return this.extNormal(16383 - 80, 16383 + 80);
    if (k < 55) return this.extNormal(1, 0x7ffe);
    if (k < 63) return this.extDenormal();
    if (k < 73) return Ext.fromF64Bits(this.u64());
    if (k < 81) return Ext.fromF32Bits(this.u32());
    if (k < 88) {
      const e = this.pick([1, 2, 0x7ffd, 0x7ffe]);
      return this.extNormal(e, e);
    }
    return this.pick(SPECIALS);
  }
}

/** Named special values: every class boundary of ext, f64 and f32. */
const SPECIALS: readonly Ext[] = [
  ext(false, 0, 0n),
  ext(true, 0, 0n),
  ext(false, 0x7fff, INT_BIT),
  ext(true, 0x7fff, INT_BIT),
  DEFAULT_NAN,
  ext(false, 0x7fff, INT_BIT | (1n << 62n) | 0x1234n),
  ext(true, 0x7fff, INT_BIT | 0xabcdn),
  // NaNs whose significands tie with the two above: the sign decides
  ext(false, 0x7fff, INT_BIT | (1n << 62n)),
  ext(false, 0x7fff, INT_BIT | 0xabcdn),
  ext(false, 0, 1n),
  ext(true, 0, INT_BIT - 1n),
  ext(false, 1, INT_BIT),
  ext(true, 0x7ffe, MASK64),
  Ext.fromInt(1),
  Ext.fromInt(-1),
  Ext.fromF64(Number.MAX_VALUE),
  Ext.fromF64(2.2250738585072014e-308),
  Ext.fromF64(5e-324),
  Ext.fromF32(3.4028234663852886e38),
  Ext.fromF32(1.1754943508222875e-38),
  Ext.fromF32(1.401298464324817e-45),
  Ext.fromF64(0.1),
];

// ------------------------------------------------------------------ the cases

function binary(op: "add" | "sub" | "mul" | "div", a: Ext, b: Ext, tags: string[]): OracleCase {
  const r = op === "add" ? a.add(b) : op === "sub" ? a.sub(b) : op === "mul" ? a.mul(b) : a.div(b);
  return { op, args: [hx(a), hx(b)], expect: [hx(r)], tags: [...tags, ...resultTags(r)] };
}

function unary(op: "sqrt" | "neg" | "abs" | "floor" | "ceil" | "trunc", a: Ext, tags: string[]): OracleCase {
  const r = a[op]();
  return { op, args: [hx(a)], expect: [hx(r)], tags: [...tags, ...resultTags(r)] };
}

function resultTags(r: Ext): string[] {
  if (r.isNaN()) return [r.same(DEFAULT_NAN) ? "result: default NaN" : "result: NaN"];
  if (r.isInfinite()) return ["result: inf"];
  if (r.isZero()) return ["result: zero"];
  if (r.isDenormal()) return ["result: ext denormal"];
  return [];
}

function cmpCase(a: Ext, b: Ext, tags: string[]): OracleCase {
  const r = (a.lt(b) ? 1 : 0) | (a.le(b) ? 2 : 0) | (a.eq(b) ? 4 : 0) | (a.ne(b) ? 8 : 0) | (a.gt(b) ? 16 : 0) | (a.ge(b) ? 32 : 0);
  return { op: "cmp", args: [hx(a), hx(b)], expect: [r.toString(16).padStart(2, "0")], tags };
}

function toF64Case(a: Ext, tags: string[]): OracleCase {
  const b = a.toF64Bits();
  const t = [...tags];
  const exp = Number((b >> 52n) & 0x7ffn);
  if (a.isFinite() && !a.isZero()) {
    if (exp === 0x7ff) t.push("f64: overflow to inf");
    else if (exp === 0 && b << 1n !== 0n) t.push("f64: denormal");
    else if (exp === 0) t.push("f64: underflow to zero");
  }
  return { op: "tof64", args: [hx(a)], expect: [hdb(b)], tags: t };
}

function toF32Case(a: Ext, tags: string[]): OracleCase {
  const b = a.toF32Bits();
  const t = [...tags];
  const exp = (b >>> 23) & 0xff;
  if (a.isFinite() && !a.isZero()) {
    if (exp === 0xff) t.push("f32: overflow to inf");
    else if (exp === 0 && (b & 0x7fffffff) !== 0) t.push("f32: denormal");
    else if (exp === 0) t.push("f32: underflow to zero");
    // the same value through f64 first would round twice
    if (a.isFinite() && Ext.fromF64(a.toF64()).toF32Bits() !== b) t.push("f32: double rounding through f64 differs");
  }
  return { op: "tof32", args: [hx(a)], expect: [hfb(b)], tags: t };
}

/** m·2^e as an ext (exact for m of at most 64 bits in range). */
const scaled = (neg: boolean, m: bigint, e: number): Ext => Ext.fromScaled(neg, m, e);

/** The elementary operations: + − × ÷ √, sign ops, integral rounding, compare, conversions. */
export function elementaryCases(seed: number, n: number): OracleCase[] {
  const g = new Gen(seed);
  const out: OracleCase[] = [];
  for (const op of ["add", "sub", "mul", "div"] as const) {
    for (let i = 0; i < n; i++) out.push(binary(op, g.anyExt(), g.anyExt(), ["random"]));
    for (const a of SPECIALS) for (const b of SPECIALS) out.push(binary(op, a, b, ["specials"]));
    for (let i = 0; i < n / 4; i++) {
      // operands from f64 and f32 values, as the engine's ext operations see them
      const a = g.bool() ? Ext.fromF64(g.f64(-30, 30)) : Ext.fromF32(g.f32(-30, 30));
      const b = g.bool() ? Ext.fromF64(g.f64(-30, 30)) : Ext.fromF32(g.f32(-30, 30));
      out.push(binary(op, a, b, ["f64/f32 operands"]));
    }
  }
  for (let i = 0; i < n / 2; i++) {
    // cancellation: b differs from a in its last bits
    const a = g.extNormal(16383 - 200, 16383 + 200, false);
    const delta = BigInt(g.between(-1000, 1000));
    const b = ext(false, a.biasedExp, ((a.mant + delta) & MASK64) | INT_BIT);
    out.push(binary("sub", a, b, ["cancellation"]));
    out.push(binary("add", a, b.neg(), ["cancellation"]));
    // ties: a power of two plus (or minus) half of its last place, and one bit either side
    const big = ext(g.bool(), g.between(16383 - 500, 16383 + 500), a.mant | 1n);
    const k = g.between(62, 66);
    // a significand of 2^63 is an exact half (k = 64) or quarter/double of one; +1 and all ones are just off it
    const small = ext(g.bool(), big.biasedExp - k, g.pick([INT_BIT, INT_BIT, INT_BIT + 1n, MASK64]));
    out.push(binary("add", big, small, ["near a tie"]));
    out.push(binary("sub", big, small, ["near a tie"]));
    // far apart: the smaller operand only decides the direction
    out.push(binary("add", big, ext(g.bool(), Math.max(1, big.biasedExp - g.between(67, 3000)), g.u64() | INT_BIT), ["far apart"]));
  }
  for (let i = 0; i < n / 2; i++) {
    // products and quotients near gradual underflow and overflow of ext
    const e1 = g.between(1, 16382);
    const a = g.extNormal(e1, e1);
    const under = g.extNormal(Math.max(1, 16383 - e1 - 70), Math.max(1, 16383 - e1 + 2));
    out.push(binary("mul", a, under, ["underflow range"]));
    const over = g.extNormal(Math.min(0x7ffe, 0x7fff + 16383 - e1 - 3), Math.min(0x7ffe, 0x7fff + 16383 - e1 + 1));
    out.push(binary("mul", a, over, ["overflow range"]));
    out.push(binary("div", a, g.extNormal(Math.min(0x7ffe, e1 + 16383 - 70), Math.min(0x7ffe, e1 + 16383 + 3)), ["underflow range"]));
    out.push(binary("div", a, g.extNormal(Math.max(1, e1 - 16383 - 2), Math.max(1, e1 - 16383 + 2)), ["overflow range"]));
    // exact quotients
    const q = Ext.fromInt(g.between(-100000, 100000) || 7);
    const b = g.extNormal(16383 - 60, 16383 + 60);
    out.push(binary("div", b.mul(q), b, ["exact quotient"]));
  }
  for (let i = 0; i < n; i++) {
    out.push(unary("sqrt", g.anyExt().abs(), ["random"]));
    // perfect squares (an exact root) and their neighbours
    const r = g.u32() | 1;
    const sq = scaled(false, BigInt(r) * BigInt(r), g.between(-2000, 2000) * 2);
    out.push(unary("sqrt", sq, ["perfect square"]));
    out.push(unary("sqrt", ext(false, sq.biasedExp, ((sq.mant + 1n) & MASK64) | INT_BIT), ["near a perfect square"]));
  }
  for (const a of SPECIALS) for (const op of ["sqrt", "neg", "abs", "floor", "ceil", "trunc"] as const) out.push(unary(op, a, ["specials"]));
  for (let i = 0; i < n / 2; i++) {
    out.push(unary("neg", g.anyExt(), ["random"]));
    out.push(unary("abs", g.anyExt(), ["random"]));
    for (const op of ["floor", "ceil", "trunc"] as const) {
      // fractions, halves, and values around 2^63 where the last fractional bit goes
      out.push(unary(op, g.extNormal(16383 - 3, 16383 + 70), ["random"]));
      out.push(unary(op, scaled(g.bool(), BigInt(g.between(0, 1000) * 2 + 1), -1), ["half"]));
      out.push(unary(op, g.extDenormal(), ["denormal"]));
    }
  }
  for (let i = 0; i < n; i++) {
    const a = g.anyExt();
    const b = g.int(4) === 0 ? a : g.int(3) === 0 ? ext(a.sign === 1, a.biasedExp, a.mant ^ 1n) : g.anyExt();
    out.push(cmpCase(a, b, ["random"]));
  }
  for (const a of SPECIALS) for (const b of SPECIALS) out.push(cmpCase(a, b, ["specials"]));
  for (let i = 0; i < n; i++) {
    const bits = g.u32();
    out.push({ op: "fromf32", args: [hfb(bits)], expect: [hx(Ext.fromF32Bits(bits))], tags: ["random bits"] });
    const b64 = g.u64();
    out.push({ op: "fromf64", args: [hdb(b64)], expect: [hx(Ext.fromF64Bits(b64))], tags: ["random bits"] });
    const den = BigInt(g.u32()) >> BigInt(g.int(32));
    out.push({ op: "fromf64", args: [hdb(den)], expect: [hx(Ext.fromF64Bits(den))], tags: ["f64 denormal"] });
    const i32 = g.u32() | 0;
    out.push({ op: "fromi32", args: [hi(i32)], expect: [hx(Ext.fromInt(i32))], tags: ["random"] });
  }
  for (const i of [0, 1, -1, 0x7fffffff, -0x80000000, 0x40000000, -0x7fffffff]) out.push({ op: "fromi32", args: [hi(i)], expect: [hx(Ext.fromInt(i))], tags: ["limits"] });
  for (let i = 0; i < n; i++) {
    const a = g.anyExt();
    out.push(toF64Case(a, ["random"]));
    out.push(toF32Case(a, ["random"]));
    // ties and near-ties at the f64 last place (11 dropped bits) and the f32 one (40)
    const base = g.extNormal(16383 - 1000, 16383 + 1000);
    const low11 = BigInt(g.pick([0x400, 0x3ff, 0x401]));
    out.push(toF64Case(ext(base.sign === 1, base.biasedExp, (base.mant & ~0x7ffn) | low11), ["near a tie"]));
    const low40 = g.pick([1n << 39n, (1n << 39n) - 1n, (1n << 39n) + 1n]);
    const b32 = g.extNormal(16383 - 120, 16383 + 120);
    out.push(toF32Case(ext(b32.sign === 1, b32.biasedExp, (b32.mant & ~((1n << 40n) - 1n)) | low40), ["near a tie"]));
    // double rounding: an f32 tie after rounding to f64, off the tie in ext
    // (within 2^10 of the tie: the f64 rounding lands on it exactly)
    const dr = (b32.mant & ~((1n << 40n) - 1n)) + (1n << 39n) + BigInt(g.between(1, 0x3ff)) * (g.bool() ? 1n : -1n);
    out.push(toF32Case(ext(b32.sign === 1, b32.biasedExp, dr), ["double-rounding trap"]));
    // the f64 and f32 denormal ranges, with ties at their last place
    const k64 = g.between(0, 56);
    out.push(toF64Case(scaled(g.bool(), (BigInt(g.u32()) << 1n) | 1n, -1075 - k64 + g.between(-1, 1)), ["f64 denormal range"]));
    const k32 = g.between(0, 26);
    out.push(toF32Case(scaled(g.bool(), (BigInt(g.u32() & 0xffffff) << 1n) | 1n, -150 - k32 + g.between(-1, 1)), ["f32 denormal range"]));
  }
  // overflow at the largest finite: half a step above rounds to inf (the largest's last bit is odd)
  for (const d of [-1n, 0n, 1n]) {
    out.push(toF64Case(scaled(false, (((1n << 53n) - 1n) << 11n) + (1n << 10n) + d, 971 - 11), ["largest f64 boundary"]));
    out.push(toF32Case(scaled(true, (((1n << 24n) - 1n) << 40n) + (1n << 39n) + d, 104 - 40), ["largest f32 boundary"]));
  }
  for (const a of SPECIALS) out.push(toF64Case(a, ["specials"]), toF32Case(a, ["specials"]));
  for (let i = 0; i < n; i++) {
    const a = g.pick([g.extNormal(16383 - 2, 16383 + 34), g.extNormal(16383 + 30, 16383 + 33), g.extNormal(16383 + 60, 16383 + 100), g.extNormal(1, 16383)]);
    out.push({ op: "toi32", args: [hx(a)], expect: [hi(a.toI32())], tags: ["random"] });
  }
  for (const v of [2147483647.5, 2147483648, -2147483648, -2147483648.5, -2147483649, 4294967296, 4294967297.75, -0.5, 0.999, 1e19, -1e19, 1.8446744073709552e19]) {
    const a = Ext.fromF64(v);
    out.push({ op: "toi32", args: [hx(a)], expect: [hi(a.toI32())], tags: ["limits"] });
  }
  for (const a of SPECIALS) out.push({ op: "toi32", args: [hx(a)], expect: [hi(a.toI32())], tags: ["specials"] });
  return out;
}

// ------------------------------------------------------------------ the documents' expressions

/** An f32 point: coordinates of magnitude ~scale, plus an offset that makes the differences cancel. */
function point(g: Gen, offset: number[], scale: number): number[] {
  return offset.map((o) => Math.fround(o + (g.u32() / 4294967296 - 0.5) * 2 * scale));
}

function pointNear(g: Gen, p: number[], ulps: number): number[] {
  return p.map((x) => {
    const b = f32Bits(x);
    const mag = Math.max(0, (b & 0x7fffffff) + g.between(-ulps, ulps));
    return f32FromBits((b & 0x80000000) | mag);
  });
}

/** A triangle: random, small far from the origin (cancellation), nearly collinear, or with a repeated corner. */
function triangle(g: Gen): { pts: number[][]; tags: string[] } {
  const kind = g.int(5);
  const off = kind === 1 ? [g.between(-5000, 5000), g.between(-5000, 5000), g.between(-5000, 5000)] : [0, 0, 0];
  const scale = kind === 1 ? 0.01 : g.pick([1, 10, 100]);
  const p0 = point(g, off, scale);
  let p1 = point(g, off, scale);
  let p2 = point(g, off, scale);
  if (kind === 2) p2 = p0.map((x, i) => Math.fround(x + (p1[i] - x) * (g.u32() / 4294967296) + (g.u32() / 4294967296 - 0.5) * 1e-6));
  if (kind === 3) p2 = pointNear(g, p1, 2);
  if (kind === 4 && g.bool()) p1 = p0.slice();
  return { pts: [p0, p1, p2], tags: [["random", "far from the origin", "nearly collinear", "two corners ulps apart", "repeated corner"][kind]] };
}

const f64Point = (g: Gen, near: number[], spread: number): number[] => near.map((x) => x + (g.u32() / 4294967296 - 0.5) * 2 * spread);

export function expressionCases(seed: number, n: number): OracleCase[] {
  const g = new Gen(seed);
  const out: OracleCase[] = [];
  // M01: the document's t = (double)0.01f, then other tolerances
  const m01Case = (t: number, tags: string[]): OracleCase => ({ op: "m01", args: [hd(t)], expect: M.m01(t).map(hf), tags });
  out.push(m01Case(Math.fround(0.01), ["the document's t"]));
  for (let i = 0; i < n / 4; i++) out.push(m01Case(g.bool() ? Math.fround(g.u32() / 4294967296) : g.f64(-20, 3, false), ["random"]));
  for (let i = 0; i < n; i++) {
    const { pts, tags } = triangle(g);
    const [pe, pp, pn] = pts;
    const h = M.hesse(pe, pp, pn);
    out.push({ op: "hesse", args: [...pe, ...pp, ...pn].map(hf), expect: [...h.n64.map(hd), ...h.n32.map(hf)], tags });
    const p = f64Point(g, pe, g.pick([0.001, 1, 100]));
    out.push({ op: "kvalues", args: [...[...pe, ...pn].map(hf), ...p.map(hd)], expect: M.kValues(pe, pn, p).map(hf), tags });
    const ld = M.lineDist2(pe, pn, p);
    out.push({ op: "linedist2", args: [...[...pe, ...pn].map(hf), ...p.map(hd)], expect: [hx(ld), hd(ld.toF64())], tags });
    const q = f64Point(g, pp, g.pick([0.001, 1, 100]));
    out.push({ op: "qrvalues", args: [...[...pe, ...pp, ...pn].map(hf), ...q.map(hd)], expect: M.qrValues(pe, pp, pn, q).map(hf), tags });
  }
  for (let i = 0; i < n; i++) {
    // two edges K (f64, in L space) and L (f32), near-parallel now and then
    const L0 = point(g, [0, 0, 0], 10);
    const L1 = point(g, [0, 0, 0], 10);
    const K0 = f64Point(g, [0, 0, 0], 10);
    const parallel = g.int(4) === 0;
    const K1 = parallel ? K0.map((x, j) => x + (L1[j] - L0[j]) * 0.7 + (g.u32() / 4294967296 - 0.5) * g.pick([1e-9, 1e-10, 1e-11, 1e-12, 0])) : f64Point(g, [0, 0, 0], 10);
    const Kdir = K1.map((x, j) => x - K0[j]);
    const Ldir = L1.map((x, j) => x - L0[j]);
    const cr = M.crossF64(Kdir, Ldir);
    const r = M.kkParams(K0, K1, Kdir, Ldir, cr, L0, L1);
    const expect = r === null ? [hi(0)] : [hi(1), ...r.map(hf)];
    out.push({ op: "kkparams", args: [...[...K0, ...K1, ...Kdir, ...Ldir, ...cr].map(hd), ...[...L0, ...L1].map(hf)], expect, tags: [parallel ? "nearly parallel" : "random", r === null ? "parallel branch" : "crossing branch"] });
  }
  for (let i = 0; i < n; i++) {
    const v = Array.from({ length: 9 }, () => (g.u32() / 4294967296 - 0.5) * g.pick([2, 20, 200]));
    if (g.int(6) === 0) v[3] = v[0] + (g.u32() / 4294967296 - 0.5) * 1e-11 * g.pick([1, 10, 100]); // da ~ 0: the early return
    const acc = Array.from({ length: 3 }, () => (g.u32() / 4294967296 - 0.5) * 100);
    const r = M.edgeMoments(v, acc);
    out.push({ op: "edgemoments", args: [...v, ...acc].map(hd), expect: r === null ? [hi(0)] : [hi(1), ...r.map(hd)], tags: [r === null ? "early return" : "moments"] });
  }
  for (let i = 0; i < n; i++) {
    const x32 = g.f32(-126, 127, false);
    out.push({ op: "invsqrt4", args: [hf(x32)], expect: [hd(M.invsqrt4(x32))], tags: ["random"] });
    const x64 = g.int(20) === 0 ? f64FromBits(BigInt(g.u32()) << BigInt(g.int(20))) : g.f64(-1000, 1000, false);
    out.push({ op: "invsqrt5", args: [hd(x64)], expect: [hd(M.invsqrt5(x64))], tags: [x64 < 2.2250738585072014e-308 ? "f64 denormal or zero" : "random"] });
  }
  for (let i = 0; i < n; i++) {
    const c = (g.u32() / 4294967296 - 0.5) * g.pick([2, 2000, 2e6]);
    const r = g.f64(-12, 8, false);
    const k = g.between(-20, 60);
    const s = f64FromBits(BigInt(1023 + k) << 52n);
    const res = M.ovCell(c, r, s);
    out.push({ op: "ovcell", args: [hd(c), hd(r), hd(s)], expect: res.map(hi), tags: [k > 25 ? "i32 wraps" : "random"] });
  }
  return out;
}
