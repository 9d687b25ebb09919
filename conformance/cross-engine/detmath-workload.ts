// The cross-engine workload of the deterministic transcendental functions
// (spec/ivp/math/transcendental.spec): every function on n seeded inputs each, over the ranges the
// engine uses and beyond (exp of damping arguments and the subnormal band, sin/cos from small
// angles through the Cody-Waite range to Payne-Hanek arguments, asin/acos on [-1, 1] and next to
// +-1, atan2 in every quadrant and at extreme ratios), plus the special values; the raw bits of
// every result go into one hash. V8 and QuickJS must agree (conformance/cross-engine.test.ts).
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";
import { f64FromWords } from "../../runtime/bits.js";
import { det_acos, det_asin, det_atan2, det_cos, det_exp, det_sin } from "../../generated/ivp/math/transcendental.generated.js";

const SPECIALS = [0, -0, 1, -1, 0.5, -0.5, Infinity, -Infinity, NaN, 5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, -1.7976931348623157e308, 709.782712893384, 709.79, -745.1332191019411, -745.1332191019412, 1048576, 1048577, 1e22, 5.319372648326541e255];

export function run(n: number): { hash: string; calls: number } {
  const rng = new Prng(0xde7a7);
  const h = new StateHasher();
  let calls = 0;
  // |v| with a uniform binary exponent in [lo, hi] and random significand bits, random sign: built
  // from bits, since Math.pow itself differs between engines
  const pow2 = (lo: number, hi: number) => {
    const e = lo + rng.int(hi - lo + 1);
    const w = rng.u32();
    return f64FromWords(((w & 1) << 31) | ((e + 1023) << 20) | ((w >>> 1) & 0xfffff), rng.u32());
  };
  for (let i = 0; i < n; i++) {
    const k = i % 4;
    // exp: damping arguments, the whole finite range, the subnormal band, tiny arguments
    const xe = k === 0 ? rng.range(-50, 0) : k === 1 ? rng.range(-745.2, 709.8) : k === 2 ? rng.range(-745.2, -708) : pow2(-60, 0);
    h.f64(det_exp(xe));
    // sin and cos: small angles, the Cody-Waite range, Payne-Hanek arguments, tiny arguments
    const xs = k === 0 ? rng.range(-4 * Math.PI, 4 * Math.PI) : k === 1 ? rng.range(-1048576, 1048576) : k === 2 ? pow2(20, 1023) : pow2(-40, 0);
    h.f64(det_sin(xs)).f64(det_cos(xs));
    // asin and acos: [-1, 1], next to +-1, tiny
    const xa = k <= 1 ? rng.range(-1, 1) : k === 2 ? (rng.u32() & 1 ? -1 : 1) * (1 - Math.abs(pow2(-53, -1))) : pow2(-60, -1);
    h.f64(det_asin(xa)).f64(det_acos(xa));
    // atan2: all quadrants, wide and extreme magnitudes
    const y = k <= 1 ? rng.range(-10, 10) : k === 2 ? pow2(-30, 30) : pow2(-1000, 1000);
    const x = k <= 1 ? rng.range(-10, 10) : k === 2 ? pow2(-30, 30) : pow2(-1000, 1000);
    h.f64(det_atan2(y, x));
    calls += 6;
  }
  for (const a of SPECIALS) {
    h.f64(det_exp(a)).f64(det_sin(a)).f64(det_cos(a)).f64(det_asin(a)).f64(det_acos(a));
    calls += 5;
    for (const b of SPECIALS) {
      h.f64(det_atan2(a, b));
      calls++;
    }
  }
  return { hash: h.hex(), calls };
}
