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
import { segment_dist2, triangle_dist2 } from "../../generated/ivp/geometry/ledge_helpers.generated.js";
import { ledge_triangle, triangle_edge } from "../../generated/ivp/geometry/compact.generated.js";
import { CacheLedgePoint, qlen_kk } from "../../generated/ivp/geometry/two_object.generated.js";
import { pointSegment2, pointTriangle2, segmentSegment2, type V3 } from "./brute.js";
import { identityPose, randomPancake } from "../support/fixtures.js";

const N = 10_000;
const sub3 = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot3 = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross3 = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
function scaleOf(...vs: V3[]): number {
  return Math.max(1, ...vs.flatMap((v) => v.map(Math.abs)));
}

describe("squared distances against brute force", () => {
  it(`point–segment (G17) on ${N} random cases`, () => {
    const rng = new Prng(101);
    let worst = 0;
    for (let i = 0; i < N; i++) {
      const mem = new Memory(1024);
      const { l, a, b } = randomPancake(rng, mem);
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
      const { l, a, b, c } = randomPancake(rng, mem);
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

  it(`segment–segment (G28, qlen_KK) on ${N} random cases`, () => {
    const rng = new Prng(303);
    // identity poses: the f32 rounding of the matrix entries (G21) is then exact, so the brute force
    // sees the same segments as the engine
    const cK = new CacheLedgePoint();
    const cL = new CacheLedgePoint();
    let worst = 0;
    for (let i = 0; i < N; i++) {
      const mem = new Memory(1024);
      const A = randomPancake(rng, mem);
      const B = randomPancake(rng, mem);
      identityPose(cK, A.l);
      identityPose(cL, B.l);
      const kA = rng.int(3);
      const kB = rng.int(3);
      const eK = triangle_edge(ledge_triangle(A.l, 0), kA);
      const eL = triangle_edge(ledge_triangle(B.l, 0), kB);
      const ptsA = [A.a, A.b, A.c];
      const ptsB = [B.a, B.b, B.c];
      const k0 = ptsA[kA], k1 = ptsA[(kA + 1) % 3], l0 = ptsB[kB], l1 = ptsB[(kB + 1) % 3];
      const got = qlen_kk(mem, eK, eL, cK, cL);
      const want = segmentSegment2(k0, k1, l0, l1);
      const s = scaleOf(...ptsA, ...ptsB);
      // The original forms L's direction by an f32 subtraction (000 §1.5.3, KK +0x68: "L1 − L0, f32
      // subtraction, widened"), so when the closest points are inside both edges the engine measures
      // along a direction off by up to √3·2^-24 relative. Rotating the common normal by that angle
      // (÷ sin θ between the edges) moves the distance d by at most |K0 − L0|·√3·2^-24 / sin θ; the
      // bound doubles that and adds the f64 term above.
      const kd = sub3(k1, k0), ld = sub3(l1, l0);
      const sin = Math.sqrt(dot3(cross3(kd, ld), cross3(kd, ld)) / (dot3(kd, kd) * dot3(ld, ld)));
      const dd = (2 * Math.sqrt(3) * 2 ** -24 * Math.sqrt(dot3(sub3(k0, l0), sub3(k0, l0)))) / sin;
      const d = Math.sqrt(want);
      const bound = 1e-14 * s * s + 2 * d * dd + dd * dd;
      worst = Math.max(worst, Math.abs(got - want) / bound);
      expect(Math.abs(got - want), `case ${i}`).toBeLessThanOrEqual(bound);
    }
    expect(worst).toBeLessThanOrEqual(1);
    console.log(`segment–segment: worst |engine − brute| / bound = ${worst.toExponential(2)}`);
  });
});
