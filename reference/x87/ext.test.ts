// The exact x87 type on its own (no gcc needed): known encodings, the special values, and the
// operations where ext and JS arithmetic must agree exactly (exact products and sums of f32
// values, integral rounding, comparison, D-CONV-1's i32). conformance/x87/oracle.test.ts compares
// it with the FPU itself.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Prng } from "../../runtime/prng.js";
import { DEFAULT_NAN, EXT_INFINITY, EXT_NEG_ZERO, EXT_ZERO, Ext, f32FromBits, f64Bits, f64FromBits } from "./ext.js";

const rng = new Prng(0x3fff);
const u64 = (): bigint => (BigInt(rng.u32()) << 32n) | BigInt(rng.u32());
/** Random f64 bit patterns: every class, NaNs and denormals included. */
const anyF64 = (): number => f64FromBits(u64());
/** A random f32 value with an exponent in [lo, hi]. */
const f32In = (lo: number, hi: number): number => f32FromBits((((rng.u32() & 1) << 31) | ((127 + lo + (rng.u32() % (hi - lo + 1))) << 23) | (rng.u32() & 0x7fffff)) >>> 0);
const same = (a: number, b: number): boolean => f64Bits(a) === f64Bits(b) || (a !== a && b !== b);

describe("the exact x87 type: encodings", () => {
  it("gives the x87's known bit patterns (1, 1/3, √2, 0.1, 2^-1074, the largest ext)", () => {
    const one = Ext.fromInt(1);
    expect(one.hex()).toBe("3fff8000000000000000");
    expect(one.div(Ext.fromInt(3)).hex()).toBe("3ffdaaaaaaaaaaaaaaab");
    expect(Ext.fromInt(2).sqrt().hex()).toBe("3fffb504f333f9de6484");
    expect(Ext.fromF64(0.1).hex()).toBe("3ffbccccccccccccd000");
    expect(Ext.fromF64(5e-324).hex()).toBe("3bcd8000000000000000");
    expect(Ext.fromHex("7ffeffffffffffffffff").toF64()).toBe(Infinity);
  });

  it("widens every f64 and f32 exactly and rounds it back unchanged (a signalling NaN comes back quiet)", () => {
    for (let i = 0; i < 20000; i++) {
      const b = u64();
      const back = Ext.fromF64Bits(b).toF64Bits();
      const isNaN = (b >> 52n) % 0x800n === 0x7ffn && (b & ((1n << 52n) - 1n)) !== 0n;
      expect(back).toBe(isNaN ? b | (1n << 51n) : b);
      const s = rng.u32();
      const back32 = Ext.fromF32Bits(s).toF32Bits();
      const isNaN32 = ((s >>> 23) & 0xff) === 0xff && (s & 0x7fffff) !== 0;
      expect(back32).toBe(isNaN32 ? (s | 0x400000) >>> 0 : s);
    }
  });

  it("refuses encodings no x87 produces, and f32 arguments that are not f32 values", () => {
    expect(() => Ext.fromHex("3fff0000000000000001")).toThrow(/unnormal/);
    expect(() => Ext.fromHex("00008000000000000000")).toThrow(/pseudo-denormal/);
    expect(() => Ext.fromHex("7fff0000000000000000")).toThrow(/pseudo-infinity or pseudo-NaN/);
    expect(() => Ext.fromF32(0.1)).toThrow(/not an f32 value/);
    expect(() => Ext.fromHex("3fff")).toThrow(/20 hex digits/);
  });
});

describe("the exact x87 type: special values", () => {
  it("invalid operations give the default NaN (0xffff c000000000000000), stored as the f64/f32 default NaN", () => {
    const one = Ext.fromInt(1);
    for (const r of [EXT_INFINITY.sub(EXT_INFINITY), EXT_ZERO.div(EXT_ZERO), EXT_INFINITY.div(EXT_INFINITY), EXT_ZERO.mul(EXT_INFINITY), one.neg().sqrt()]) {
      expect(r.same(DEFAULT_NAN)).toBe(true);
    }
    expect(DEFAULT_NAN.hex()).toBe("ffffc000000000000000");
    expect(DEFAULT_NAN.toF64Bits()).toBe(0xfff8000000000000n);
    expect(DEFAULT_NAN.toF32Bits()).toBe(0xffc00000);
  });

  it("keeps the signs of zero and infinity as IEEE round-to-nearest does", () => {
    const one = Ext.fromInt(1);
    expect(one.div(EXT_ZERO).same(EXT_INFINITY)).toBe(true);
    expect(one.neg().div(EXT_ZERO).same(EXT_INFINITY.neg())).toBe(true);
    expect(EXT_NEG_ZERO.add(EXT_NEG_ZERO).same(EXT_NEG_ZERO)).toBe(true);
    expect(EXT_NEG_ZERO.sub(EXT_ZERO).same(EXT_NEG_ZERO)).toBe(true);
    expect(one.sub(one).same(EXT_ZERO)).toBe(true);
    expect(EXT_NEG_ZERO.sqrt().same(EXT_NEG_ZERO)).toBe(true);
    expect(Ext.fromF64(-0.5).ceil().same(EXT_NEG_ZERO)).toBe(true);
    expect(Ext.fromF64(-0.5).floor().toF64()).toBe(-1);
  });

  it("has the x87's exponent range: 1e300² is finite in ext and comes back to 1e300", () => {
    const big = Ext.fromF64(1e300);
    const sq = big.mul(big);
    expect(sq.isFinite()).toBe(true);
    expect(sq.toF64()).toBe(Infinity);
    expect(sq.div(big).toF64()).toBe(1e300);
    const tiny = Ext.fromF64(1e-300);
    expect(tiny.mul(tiny).toF64()).toBe(0);
    expect(tiny.mul(tiny).div(tiny).toF64()).toBe(1e-300);
  });
});

describe("the exact x87 type: one rounding per store", () => {
  it("rounds ext → f32 directly: 1 + 2^-24 + 2^-60 is 1 + 2^-23, though through f64 it would be 1", () => {
    const x = Ext.fromScaled(false, (1n << 60n) + (1n << 36n) + 1n, -60);
    expect(x.toF32()).toBe(1 + 2 ** -23);
    expect(Ext.fromF64(x.toF64()).toF32()).toBe(1);
  });

  it("rounds a tie to even at the f64 last place and into the f64 denormals", () => {
    expect(Ext.fromScaled(false, (1n << 53n) + 1n, -53).toF64()).toBe(1);
    expect(Ext.fromScaled(false, (1n << 53n) + 3n, -53).toF64()).toBe(1 + 2 ** -51);
    expect(Ext.fromScaled(false, 1n, -1075).toF64()).toBe(0);
    expect(Ext.fromScaled(false, 3n, -1075).toF64()).toBe(2 * 5e-324);
    expect(Ext.fromScaled(true, (((1n << 53n) - 1n) << 1n) + 1n, 970).toF64()).toBe(-Infinity);
    expect(Ext.fromScaled(true, (((1n << 53n) - 1n) << 2n) + 1n, 969).toF64()).toBe(-Number.MAX_VALUE);
  });

  it("agrees with JS on operations exact in both: f32 products, f32 sums of close magnitudes", () => {
    for (let i = 0; i < 20000; i++) {
      const a = f32In(-40, 40);
      const b = f32In(-40, 40);
      const p = Ext.fromF32(a).mul(Ext.fromF32(b));
      expect(same(p.toF64(), a * b)).toBe(true);
      expect(same(p.toF32(), Math.fround(a * b))).toBe(true);
      const c = f32In(-5, 5);
      const d = f32In(-5, 5);
      expect(same(Ext.fromF32(c).add(Ext.fromF32(d)).toF64(), c + d)).toBe(true);
      expect(same(Ext.fromF32(c).sub(Ext.fromF32(d)).toF32(), Math.fround(c - d))).toBe(true);
    }
  });
});

describe("the exact x87 type: integral rounding, comparison, i32", () => {
  it("floor, ceil and trunc agree with Math's on every f64 (they are exact)", () => {
    for (let i = 0; i < 20000; i++) {
      const x = i % 2 === 0 ? anyF64() : (rng.u32() - 2147483648) / (1 << (rng.u32() % 31));
      const e = Ext.fromF64(x);
      expect(same(e.floor().toF64(), Math.floor(x))).toBe(true);
      expect(same(e.ceil().toF64(), Math.ceil(x))).toBe(true);
      expect(same(e.trunc().toF64(), Math.trunc(x))).toBe(true);
    }
  });

  it("i32(x) truncates and wraps modulo 2^32 as the default backend's Math.trunc(x) | 0 (D-CONV-1)", () => {
    for (let i = 0; i < 20000; i++) {
      const x = i % 2 === 0 ? anyF64() : (rng.u32() - 2147483648) * (1 + (rng.u32() % 4096)) + rng.u32() / 4294967296;
      expect(Ext.fromF64(x).toI32()).toBe(Math.trunc(x) | 0);
    }
    expect(Ext.fromF64(2147483648).toI32()).toBe(-2147483648);
    expect(Ext.fromF64(-2147483649).toI32()).toBe(2147483647);
    expect(Ext.fromHex("7ffe8000000000000000").toI32()).toBe(0);
  });

  it("compares as the JS operators do on f64 values, NaN unordered and ±0 equal", () => {
    const pool = [0, -0, 1, -1, Infinity, -Infinity, NaN, 5e-324, -5e-324, Number.MAX_VALUE];
    for (let i = 0; i < 20000; i++) {
      const a = i < 100 ? pool[i % 10] : anyF64();
      const b = i < 100 ? pool[Math.floor(i / 10)] : rng.u32() % 4 === 0 ? a : anyF64();
      const x = Ext.fromF64(a);
      const y = Ext.fromF64(b);
      expect([x.lt(y), x.le(y), x.eq(y), x.ne(y), x.gt(y), x.ge(y)]).toEqual([a < b, a <= b, a === b, a !== b, a > b, a >= b]);
    }
  });
});

describe("the exact x87 type stays out of the package", () => {
  it("neither src/index.ts nor generated/index.ts imports reference/", () => {
    const root = join(import.meta.dirname, "..", "..");
    for (const f of ["src/index.ts", "generated/index.ts"]) expect(readFileSync(join(root, f), "utf8")).not.toMatch(/reference\//);
  });
});
