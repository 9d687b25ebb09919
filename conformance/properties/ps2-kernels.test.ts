// Property tests for the designed Unit 1 kernels (002 Unit 2 uses them): the swept sphere's first
// touch fraction against brute force by dense sampling of the sweep, and the point–triangle squared
// distance against an independent f64 computation, on random triangles and moves.
//
// Sweep tolerance: the brute force samples t in steps of 1/4000 of the move and refines the first
// touching step by bisection in f64 (closest-point distance from brute.ts), so it finds the first
// touch to about 1e-12 of the move; the kernel computes in f32, each root from a quadratic with
// f32-rounded coefficients (relative error of a few 2^-24 on well-conditioned roots; the worst measured here
// is 1.2e-5, near-tangent edge hits), so the fraction is compared within 1e-4 of the move; the worst case is printed.
// Only centres in front of the plane are given to the kernel, as its callers do. The sampling can miss a graze shorter than
// one step; such cases (a touch the kernel finds but the sampling does not, or the reverse, within
// one step of tangency) are counted, not failed, and must stay rare.
import { describe, expect, it } from "vitest";
import { Prng } from "../../runtime/prng.js";
import { CollTri } from "../../generated/ps2/unit02_mesh_records.generated.js";
import { CollTri_PrepareForKernel, PointTriangle_DistanceSq, SphereSweepRegion, Sweep_SphereTriangle } from "../../generated/ps2/unit01_kernels.generated.js";
import { pointTriangle2, type V3 } from "./brute.js";

const f = Math.fround;
const N = 4000;

function randomTriangle(rng: Prng, t: CollTri): [V3, V3, V3] {
  for (;;) {
    const p = (): V3 => [f(rng.range(-4, 4)), f(rng.range(-4, 4)), f(rng.range(-4, 4))];
    const a = p(), b = p(), c = p();
    const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]], ac = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    const n = [ab[1] * ac[2] - ab[2] * ac[1], ab[2] * ac[0] - ab[0] * ac[2], ab[0] * ac[1] - ab[1] * ac[0]];
    if (Math.hypot(n[0], n[1], n[2]) < 1) continue; // skip slivers (area below 0.5)
    CollTri_PrepareForKernel(t, ...a, ...b, ...c);
    return [a, b, c];
  }
}

describe("Unit 1 kernels against brute force", () => {
  it(`point–triangle squared distance on ${N} random cases`, () => {
    const rng = new Prng(1101);
    const t = new CollTri();
    let worst = 0;
    for (let i = 0; i < N; i++) {
      const [a, b, c] = randomTriangle(rng, t);
      const p: V3 = [f(rng.range(-8, 8)), f(rng.range(-8, 8)), f(rng.range(-8, 8))];
      const got = PointTriangle_DistanceSq(p[0], p[1], p[2], 1, t);
      const want = pointTriangle2(p, a, b, c);
      // f32 arithmetic on coordinates up to 8: relative error a few times 2^-24 of the squared scale
      const tol = 64 * 2 ** -24 * (want + 16);
      worst = Math.max(worst, Math.abs(got - want) / tol);
      expect(Math.abs(got - want), `case ${i}`).toBeLessThanOrEqual(tol);
    }
    console.log(`point–triangle (f32): worst |kernel − brute| / tolerance = ${worst.toFixed(3)}`);
  });

  it(`the swept sphere's first touch on ${N} random triangles and moves`, () => {
    const rng = new Prng(1102);
    const t = new CollTri();
    const region = new SphereSweepRegion();
    let compared = 0, hits = 0, grazes = 0, worst = 0;
    for (let i = 0; i < N; i++) {
      const [a, b, c] = randomTriangle(rng, t);
      const r = f(rng.range(0.2, 1.5));
      const c0: V3 = [f(rng.range(-8, 8)), f(rng.range(-8, 8)), f(rng.range(-8, 8))];
      // aim at a point near the triangle (barycentric weights slightly outside [0, 1] reach edges and
      // corners), overshooting or stopping short at random
      const u = rng.range(-0.3, 1.3), v = rng.range(-0.3, 1.3 - u), k = rng.range(0.3, 1.6);
      const aim = [a[0] + u * (b[0] - a[0]) + v * (c[0] - a[0]), a[1] + u * (b[1] - a[1]) + v * (c[1] - a[1]), a[2] + u * (b[2] - a[2]) + v * (c[2] - a[2])];
      const mv: V3 = [f((aim[0] - c0[0]) * k), f((aim[1] - c0[1]) * k), f((aim[2] - c0[2]) * k)];
      const dist = (s: number) => Math.sqrt(pointTriangle2([c0[0] + s * mv[0], c0[1] + s * mv[1], c0[2] + s * mv[2]], a, b, c));
      if (dist(0) <= r * 1.001) continue; // starting in contact: the kernel's start rules, not a first touch
      // the callers hand the kernel only a centre in front of the plane (a two-sided triangle is
      // flipped first, a one-sided one behind is skipped: 002 L142, L181)
      if (t.n.x * c0[0] + t.n.y * c0[1] + t.n.z * c0[2] - t.d < 1e-6) continue;
      // brute force: first sampled touch in [0, 1], refined by bisection
      let brute = -1;
      const steps = 4000;
      for (let k = 1; k <= steps; k++) {
        if (dist(k / steps) <= r) {
          let lo = (k - 1) / steps, hi = k / steps;
          for (let it = 0; it < 60; it++) {
            const mid = (lo + hi) / 2;
            if (dist(mid) <= r) hi = mid;
            else lo = mid;
          }
          brute = hi;
          break;
        }
      }
      t.hit_count = 0;
      t.fraction = -1;
      const hit = Sweep_SphereTriangle(t, c0[0], c0[1], c0[2], 1, r, mv[0], mv[1], mv[2], 0, region) !== 0 && t.fraction >= 0 && t.fraction <= 1;
      if (hit !== (brute >= 0)) {
        // a graze within a sampling step of tangency can be seen by one side only
        const near = Math.min(...Array.from({ length: 101 }, (_, k) => dist(k / 100))) - r;
        expect(Math.abs(near), `case ${i}: kernel ${hit ? t.fraction : "miss"} vs brute ${brute}`).toBeLessThan(1e-2);
        grazes++;
        continue;
      }
      compared++;
      if (!hit) continue;
      hits++;
      worst = Math.max(worst, Math.abs(t.fraction - brute));
      expect(Math.abs(t.fraction - brute), `case ${i}`).toBeLessThanOrEqual(1e-4);
    }
    console.log(`swept sphere: ${hits} hits of ${compared} compared, ${grazes} grazes, worst |Δt| = ${worst.toExponential(2)}`);
    expect(hits).toBeGreaterThan(1000);
    expect(grazes).toBeLessThan(N / 100);
  });
});
