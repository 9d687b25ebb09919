// The designed slerp (spec/ivp/mindist/pose.spec, D-TIMELINE-POSE-1) as a property: its
// coefficient c(t, x) = sin(tΩ)/sin Ω (computed with + − * / only) agrees with the libm composition
// on seeded random arguments, the interpolated quaternions stay unit, the ends are exact, and a
// slerp is a rotation of constant angular speed. Its error against a 160-bit reference over 10^6
// inputs is measured by scripts/measure-slerp.ts (docs/decisions.md); its bits in V8 and QuickJS by
// conformance/cross-engine.test.ts. Math.sin/acos appear here in the test only, never in the engine.
import { describe, expect, it } from "vitest";
import { Prng } from "../../runtime/prng.js";
import { quat_slerp, slerp_coefficient } from "../../generated/ivp/mindist/pose.generated.js";

const rng = new Prng(0x9053);

describe("the designed slerp", () => {
  it("c(t, x) = sin(tΩ)/sin Ω with cos Ω = x: 20,000 arguments agree with libm within its conditioning", () => {
    let worst = 0;
    for (let i = 0; i < 20_000; i++) {
      const t = rng.range(-0.4, 1.4);
      const x = rng.range(0, 0.999);
      const w = Math.acos(x);
      const ref = Math.sin(t * w) / Math.sin(w);
      const got = slerp_coefficient(t, x);
      // libm's acos near 1 and the two sines give a few 1e-16 relative; the series is exact to ~1e-16
      const err = Math.abs(got - ref) / Math.max(Math.abs(ref), 1e-3);
      worst = Math.max(worst, err);
    }
    expect(worst).toBeLessThan(1e-13);
  });

  it("the ends are exact (s = 0 gives a, s = 1 gives b) and an interpolated quaternion is unit to 4e-16", () => {
    const a = new Float64Array(4), b = new Float64Array(4), o = new Float64Array(4);
    for (let i = 0; i < 2000; i++) {
      for (const q of [a, b]) {
        let n = 0;
        for (let k = 0; k < 4; k++) { q[k] = rng.range(-1, 1); n += q[k] * q[k]; }
        const r = 1 / Math.sqrt(n);
        for (let k = 0; k < 4; k++) q[k] *= r;
      }
      const d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
      const sign = d < 0 ? -1 : 1;
      quat_slerp(a, b, 0, o);
      for (let k = 0; k < 4; k++) expect(o[k]).toBe(a[k]);
      quat_slerp(a, b, 1, o);
      for (let k = 0; k < 4; k++) expect(Math.abs(o[k] - sign * b[k])).toBeLessThan(4e-16);
      quat_slerp(a, b, rng.range(0, 1), o);
      const n = o[0] * o[0] + o[1] * o[1] + o[2] * o[2] + o[3] * o[3];
      expect(Math.abs(n - 1)).toBeLessThan(4e-16 * 4);
    }
  });

  it("constant angular speed: the angle from a grows linearly in s", () => {
    const a = Float64Array.of(0, 0, 0, 1);
    // 80° about an oblique axis
    const h = (80 * Math.PI) / 360, ax = [1 / Math.sqrt(3), 1 / Math.sqrt(3), 1 / Math.sqrt(3)];
    const b = Float64Array.of(ax[0] * Math.sin(h), ax[1] * Math.sin(h), ax[2] * Math.sin(h), Math.cos(h));
    const o = new Float64Array(4);
    for (let s = 0; s <= 1.0001; s += 0.125) {
      quat_slerp(a, b, s, o);
      const angle = 2 * Math.acos(Math.min(1, o[3]));
      expect(Math.abs(angle - s * 2 * h)).toBeLessThan(1e-14);
    }
  });
});
