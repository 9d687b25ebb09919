// Benchmarks of the deterministic transcendental functions (spec/ivp/math/transcendental.spec)
// beside the engine-dependent Math functions they replace (figures reported, never asserted): each
// case is 1,000 calls on seeded inputs in the ranges the engine uses. Run: npx tsx bench/detmath.ts
import Benchmark from "benchmark";
import { Prng } from "../runtime/prng.js";
import { det_acos, det_asin, det_atan2, det_cos, det_exp, det_sin } from "../generated/ivp/math/transcendental.generated.js";

const rng = new Prng(31);
const K = 1000;
const fill = (lo: number, hi: number) => Float64Array.from({ length: K }, () => rng.range(lo, hi));
const damp = fill(-50, 0);
const ang = fill(-4 * Math.PI, 4 * Math.PI);
const unit = fill(-1, 1);
const ys = fill(-10, 10);
const xs = fill(-10, 10);
let sink = 0;
const pair = (name: string, det: (x: number) => number, ref: (x: number) => number, xsIn: Float64Array) => {
  suite.add(`${name}: det_ x 1,000`, () => { for (let i = 0; i < K; i++) sink += det(xsIn[i]); });
  suite.add(`${name}: Math x 1,000`, () => { for (let i = 0; i < K; i++) sink += ref(xsIn[i]); });
};
const suite = new Benchmark.Suite();
pair("exp on [-50, 0]", det_exp, Math.exp, damp);
pair("sin on [-4pi, 4pi]", det_sin, Math.sin, ang);
pair("cos on [-4pi, 4pi]", det_cos, Math.cos, ang);
pair("asin on [-1, 1]", det_asin, Math.asin, unit);
pair("acos on [-1, 1]", det_acos, Math.acos, unit);
suite.add("atan2 on [-10, 10]^2: det_ x 1,000", () => { for (let i = 0; i < K; i++) sink += det_atan2(ys[i], xs[i]); });
suite.add("atan2 on [-10, 10]^2: Math x 1,000", () => { for (let i = 0; i < K; i++) sink += Math.atan2(ys[i], xs[i]); });
suite
  .on("cycle", (e: Benchmark.Event) => {
    const t = e.target as Benchmark.Target & { hz: number };
    console.log(`${String(e.target)}  (${(1e9 / (t.hz * K)).toFixed(1)} ns per call)`);
  })
  .on("complete", () => console.log(`(sink ${sink})`))
  .run({ async: false });
