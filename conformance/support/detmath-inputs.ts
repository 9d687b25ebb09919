// The functions of spec/ivp/math/transcendental.spec with their reference and the seeded input
// ranges their error is measured on, shared by the measurement (scripts/detmath-measure.ts, 10^6
// inputs per function) and the property test (conformance/properties/detmath.test.ts, fewer).
// Each range has a weight: its share of a function's inputs.
import { Prng } from "../../runtime/prng.js";
import { det_acos, det_asin, det_atan2, det_cos, det_exp, det_sin } from "../../generated/ivp/math/transcendental.generated.js";
import { refAcos, refAsin, refAtan2, refCos, refExp, refSin, type Exact } from "./bigref.js";

export interface InputRange {
  name: string;
  weight: number;
  /** One input: [x] or, for atan2, [y, x]. */
  draw(rng: Prng): number[];
}

export interface MeasuredFunction {
  name: string;
  det(args: number[]): number;
  ref(args: number[]): Exact;
  ranges: InputRange[];
}

const sign = (rng: Prng) => (rng.u32() & 1 ? -1 : 1);
/** |x| log-uniform in [2^lo, 2^hi], random sign. */
const logUniform = (rng: Prng, lo: number, hi: number) => sign(rng) * Math.pow(2, rng.range(lo, hi));
const uniform = (lo: number, hi: number) => (rng: Prng) => [rng.range(lo, hi)];
const PI = 3.141592653589793;

export const FUNCTIONS: MeasuredFunction[] = [
  {
    name: "det_exp",
    det: ([x]) => det_exp(x),
    ref: ([x]) => refExp(x),
    ranges: [
      { name: "[-50, 0] (damping factors)", weight: 0.6, draw: uniform(-50, 0) },
      { name: "[-708, 709.78] (normal results)", weight: 0.2, draw: uniform(-708, 709.78) },
      { name: "[-745.13, -708.4] (subnormal results)", weight: 0.05, draw: uniform(-745.13, -708.4) },
      { name: "[-1, 1]", weight: 0.1, draw: uniform(-1, 1) },
      { name: "|x| in [2^-60, 2^-1], log-uniform", weight: 0.05, draw: (r) => [logUniform(r, -60, -1)] },
    ],
  },
  ...(["det_sin", "det_cos"] as const).map((name): MeasuredFunction => ({
    name,
    det: name === "det_sin" ? ([x]) => det_sin(x) : ([x]) => det_cos(x),
    ref: name === "det_sin" ? ([x]) => refSin(x) : ([x]) => refCos(x),
    ranges: [
      { name: "[-4pi, 4pi]", weight: 0.6, draw: uniform(-4 * PI, 4 * PI) },
      { name: "[-2^20, 2^20] (Cody-Waite range)", weight: 0.2, draw: uniform(-1048576, 1048576) },
      { name: "|x| in [2^20, 2^1023], log-uniform (Payne-Hanek)", weight: 0.1, draw: (r) => [logUniform(r, 20, 1023)] },
      { name: "|x| in [2^-40, 1], log-uniform", weight: 0.1, draw: (r) => [logUniform(r, -40, 0)] },
    ],
  })),
  ...(["det_asin", "det_acos"] as const).map((name): MeasuredFunction => ({
    name,
    det: name === "det_asin" ? ([x]) => det_asin(x) : ([x]) => det_acos(x),
    ref: name === "det_asin" ? ([x]) => refAsin(x) : ([x]) => refAcos(x),
    ranges: [
      { name: "[-1, 1]", weight: 0.7, draw: uniform(-1, 1) },
      { name: "+-(1 - 2^-u), u in [1, 53] (near +-1)", weight: 0.15, draw: (r) => [sign(r) * (1 - Math.pow(2, -r.range(1, 53)))] },
      { name: "|x| in [2^-60, 2^-1], log-uniform", weight: 0.15, draw: (r) => [logUniform(r, -60, -1)] },
    ],
  })),
  {
    name: "det_atan2",
    det: ([y, x]) => det_atan2(y, x),
    ref: ([y, x]) => refAtan2(y, x),
    ranges: [
      { name: "y, x in [-10, 10] (all quadrants)", weight: 0.7, draw: (r) => [r.range(-10, 10), r.range(-10, 10)] },
      { name: "|y|, |x| in [2^-30, 2^30] independently (ratios to 2^+-60)", weight: 0.15, draw: (r) => [logUniform(r, -30, 30), logUniform(r, -30, 30)] },
      { name: "|y|, |x| in [2^-1000, 2^1000] independently", weight: 0.1, draw: (r) => [logUniform(r, -1000, 1000), logUniform(r, -1000, 1000)] },
      { name: "|y| = |x|(1 + d), |d| < 2^-20 (near the diagonals)", weight: 0.05, draw: (r) => { const x = logUniform(r, -10, 10); return [sign(r) * Math.abs(x) * (1 + r.range(-1, 1) * Math.pow(2, -20)), x]; } },
    ],
  },
];

/** The inputs of one range: n of them, from a seed derived from the function and range names. */
export function drawInputs(range: InputRange, fn: string, n: number, seed: number): number[][] {
  let h = seed >>> 0;
  for (const ch of fn + "/" + range.name) h = (Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0);
  const rng = new Prng(h);
  const out: number[][] = [];
  for (let i = 0; i < n; i++) out.push(range.draw(rng));
  return out;
}
