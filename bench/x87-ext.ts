// The exact x87 type's speed (issue 17: 10,000 inputs through a function of ~50 operations should
// take seconds, not minutes; figures reported, never asserted): edge_moments (about 60 ext
// operations) and hesse (15) on 10,000 seeded inputs with reference/x87/ext.ts, beside the default
// backend's f64 lowering of edge_moments, and the single operations. Run: npx tsx bench/x87-ext.ts
import Benchmark from "benchmark";
import { Prng } from "../runtime/prng.js";
import { Vec3 } from "../runtime/vec.js";
import { Ext } from "../reference/x87/ext.js";
import { edgeMoments, hesse } from "../conformance/x87/mirrors.js";
import { edge_moments } from "../generated/ivp/geometry/mass.generated.js";

const rng = new Prng(10000);
const N = 10000;
const inputs = Array.from({ length: N }, () => Array.from({ length: 12 }, () => rng.range(-10, 10)));
const tris = Array.from({ length: N }, () => Array.from({ length: 3 }, () => Array.from({ length: 3 }, () => Math.fround(rng.range(-10, 10)))));

function timeIt(label: string, fn: () => void): void {
  const t0 = process.hrtime.bigint();
  fn();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(`${label}: ${ms.toFixed(0)} ms (${((ms * 1000) / N).toFixed(1)} µs per input)`);
}

timeIt(`edge_moments, exact x87, ${N} inputs`, () => {
  for (const v of inputs) edgeMoments(v.slice(0, 9), v.slice(9));
});
timeIt(`hesse + hesse_f32, exact x87, ${N} inputs`, () => {
  for (const [a, b, c] of tris) hesse(a, b, c);
});
const acc = new Vec3();
timeIt(`edge_moments, default backend (f64), ${N} inputs`, () => {
  for (const v of inputs) {
    acc.x = v[9]; acc.y = v[10]; acc.z = v[11];
    edge_moments(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], acc);
  }
});

const a = Ext.fromF64(rng.range(1, 2));
const b = Ext.fromF64(rng.range(1, 2));
new Benchmark.Suite("x87 ext operations")
  .add("add", () => a.add(b))
  .add("mul", () => a.mul(b))
  .add("div", () => a.div(b))
  .add("sqrt", () => a.sqrt())
  .add("toF64", () => a.toF64())
  .add("toF32", () => a.toF32())
  .add("fromF64", () => Ext.fromF64(1.2345))
  .on("cycle", (e: Benchmark.Event) => console.log(String(e.target)))
  .run();
