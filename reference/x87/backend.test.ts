// The reference backend's runtime ($x): its fast paths (an exact f64 result returned as a number)
// give the value the Ext computation gives, bit for bit, on operands aimed at exact and inexact
// results, zeros, infinities, NaNs and the ends of the range; a lowered site computes what the
// default backend computes (one f64 operation).
import { describe, expect, it } from "vitest";
import { $x, type Site, type XV } from "./backend.js";
import { Ext, f64FromBits } from "./ext.js";
import { Prng } from "../../runtime/prng.js";

const site = (): Site => ({ id: -1, file: "test", fn: "", line: 0, col: 0, op: "?", text: "", lowered: false });
const asExt = (v: XV): Ext => (typeof v === "number" ? Ext.fromF64(v) : v);

function operands(n: number): [number, number][] {
  const rng = new Prng(0x87b);
  const f32 = () => Math.fround(rng.range(-1000, 1000));
  const small = () => rng.int(2001) - 1000;
  const any = () => f64FromBits((BigInt(rng.u32()) << 32n) | BigInt(rng.u32()));
  const special = [0, -0, Infinity, -Infinity, NaN, 1, -1, 2 ** -1074, 2 ** -1022, 2 ** 1023, Number.MAX_VALUE, 2 ** -900, 2 ** 900, 0.1, 3];
  const out: [number, number][] = [];
  for (const a of special) for (const b of special) out.push([a, b]);
  for (let i = 0; i < n; i++) {
    out.push([f32(), f32()], [small(), small()], [small() * 0.125, small()], [any(), any()], [rng.range(-1, 1), rng.range(-1, 1)]);
    const p = small() * small();
    out.push([p, small() || 1], [small() ** 2, 0]); // exact quotients, perfect squares
  }
  return out;
}

describe("the reference backend's runtime", () => {
  const s = site();
  const pairs = operands(4000);

  it("+ − × ÷ √ through the fast paths give the Ext results bit for bit", () => {
    $x.exact();
    const bad: string[] = [];
    let fast = 0;
    for (const [a, b] of pairs) {
      const got: [string, XV, Ext][] = [
        ["add", $x.add(s, a, b), Ext.fromF64(a).add(Ext.fromF64(b))],
        ["sub", $x.sub(s, a, b), Ext.fromF64(a).sub(Ext.fromF64(b))],
        ["mul", $x.mul(s, a, b), Ext.fromF64(a).mul(Ext.fromF64(b))],
        ["div", $x.div(s, a, b), Ext.fromF64(a).div(Ext.fromF64(b))],
        ["sqrt", $x.sqrt(s, a), Ext.fromF64(a).sqrt()],
      ];
      for (const [op, v, want] of got) {
        if (typeof v === "number") fast++;
        if (!asExt(v).same(want)) bad.push(`${op}(${a}, ${b}): ${asExt(v).hex()} instead of ${want.hex()}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
    // the fast paths are taken where the result is exact in f64 (here about a third of the cases)
    expect(fast).toBeGreaterThan(pairs.length);
  });

  it("a lowered site computes one f64 operation, as the default backend does", () => {
    $x.exact();
    const low = { ...site(), lowered: true };
    for (const [a, b] of pairs.slice(0, 2000)) {
      expect(Object.is($x.add(low, a, b), a + b) || Number.isNaN(a + b)).toBe(true);
      expect(Object.is($x.mul(low, a, b), a * b) || Number.isNaN(a * b)).toBe(true);
      expect(Object.is($x.div(low, a, b), a / b) || Number.isNaN(a / b)).toBe(true);
      expect(Object.is($x.sqrt(low, a), Math.sqrt(a)) || Number.isNaN(Math.sqrt(a))).toBe(true);
    }
  });

  it("stores round once, directly: ext → f32 is not ext → f64 → f32", () => {
    $x.exact();
    // 1 + 2^-24 + 2^-60 in ext: to f64 it is 1 + 2^-24 (a tie for f32, which rounds to even: 1), directly to f32 it is above the tie
    const v = $x.add(s, $x.add(s, 1, 2 ** -24), 2 ** -60);
    expect(typeof v).toBe("object");
    expect($x.f32($x.f64(v))).toBe(1);
    expect($x.f32(v)).toBe(Math.fround(1 + 2 ** -23));
  });
});
