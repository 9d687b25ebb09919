// Benchmarks (the `benchmark` package): generated functions against plain-f64 hand-written
// versions of the same formulas (bench/plain.ts), to show what the explicit rounding costs.
// Figures are reported, never asserted. Run: npm run bench
import Benchmark from "benchmark";
import { Memory } from "../runtime/memory.js";
import { Prng } from "../runtime/prng.js";
import { ledge_triangle, triangle_edge } from "../generated/ivp/geometry/compact.generated.js";
import { triangle_dist2 } from "../generated/ivp/geometry/ledge_helpers.generated.js";
import { CacheLedgePoint, qlen_kk } from "../generated/ivp/geometry/two_object.generated.js";
import { segmentSegment2Plain, triangleDist2Plain } from "./plain.js";
import { identityPose, randomPancake } from "../conformance/support/fixtures.js";

const rng = new Prng(42);
const mem = new Memory(1 << 22);
const CASES = 1024;
const r = (s: number) => rng.range(-s, s);
const ledges = Array.from({ length: CASES }, () => randomPancake(rng, mem).l);
const pts = Array.from({ length: CASES }, () => [r(20), r(20), r(20)] as const);
const edgesK = ledges.map((l) => triangle_edge(ledge_triangle(l, 0), rng.int(3)));
const edgesL = ledges.map((l) => triangle_edge(ledge_triangle(l, 0), rng.int(3)));
const cK = new CacheLedgePoint();
const cL = new CacheLedgePoint();

let sink = 0;
let i = 0;
const suite = new Benchmark.Suite();
suite
  .add("point-triangle: generated triangle_dist2 (x87 model, f32 stores)", () => {
    const k = i++ & (CASES - 1);
    const p = pts[k];
    sink += triangle_dist2(mem, ledges[k], ledge_triangle(ledges[k], 0), p[0], p[1], p[2]);
  })
  .add("point-triangle: plain f64, same formula", () => {
    const k = i++ & (CASES - 1);
    const p = pts[k];
    sink += triangleDist2Plain(mem, ledges[k], ledge_triangle(ledges[k], 0), p[0], p[1], p[2]);
  })
  .add("segment-segment: generated qlen_kk (x87 model, f32 stores)", () => {
    const k = i++ & (CASES - 1);
    const k2 = (k * 7 + 3) & (CASES - 1);
    identityPose(cK, ledges[k]);
    identityPose(cL, ledges[k2]);
    sink += qlen_kk(mem, edgesK[k], edgesL[k2], cK, cL);
  })
  .add("segment-segment: plain f64, same formula", () => {
    const k = i++ & (CASES - 1);
    const k2 = (k * 7 + 3) & (CASES - 1);
    identityPose(cK, ledges[k]);
    identityPose(cL, ledges[k2]);
    sink += segmentSegment2Plain(mem, edgesK[k], ledges[k], cK.cache.m_world_f_object, edgesL[k2], ledges[k2], cL.cache.m_world_f_object);
  })
  .on("cycle", (e: Benchmark.Event) => console.log(String(e.target)))
  .on("complete", function (this: Benchmark.Suite) {
    const benches = this.map((b: Benchmark) => b) as Benchmark[];
    const hz = (name: string) => benches.find((b) => b.name === name)!.hz;
    const names = benches.map((b) => b.name ?? "");
    console.log(`\npoint-triangle: generated / plain = ${(hz(names[0]) / hz(names[1])).toFixed(2)}× the plain speed`);
    console.log(`segment-segment: generated / plain = ${(hz(names[2]) / hz(names[3])).toFixed(2)}× the plain speed`);
    console.log(`(sink ${sink.toExponential(3)})`);
  })
  .run({ async: false });
