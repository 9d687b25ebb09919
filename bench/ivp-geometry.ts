// Benchmarks for the IVP surface builders (issue "IVP compact geometry"; figures reported, never
// asserted): building a 20,000-face concave floor through the ledge soup (pancakes, tree, merged
// point pool, mass properties), convex hull ledges of 100 / 1,000 / 10,000 points (points in a cube,
// and for 1,000 also on a sphere, where every point is a hull vertex), and the ledge-tree sphere query
// (FUN_1000b950) on the 20,000-face floor. Run: npx tsx bench/ivp-geometry.ts
import Benchmark from "benchmark";
import { Memory } from "../runtime/memory.js";
import { Prng } from "../runtime/prng.js";
import { Vec3 } from "../runtime/vec.js";
import { LedgeSoup, soup_add_concave, soup_compile, soup_init } from "../generated/ivp/geometry/soup.generated.js";
import { hull_ledge } from "../generated/ivp/geometry/hull.generated.js";
import { ledge_tree_sphere_query } from "../generated/ivp/geometry/surface_manager.generated.js";

const f = Math.fround;
const rng = new Prng(20000);
// a 100 × 100 floor of 2 × 1 m quads with a rough height: 20,000 faces
const N = 100;
const verts: Vec3[] = [];
for (let j = 0; j <= N; j++) for (let i = 0; i <= N; i++) { const v = new Vec3(); v.x = f(i * 2); v.y = f(j); v.z = f(rng.range(0, 0.3)); verts.push(v); }
const faces: number[] = [];
for (let j = 0; j < N; j++) for (let i = 0; i < N; i++) {
  const a = j * (N + 1) + i, b = a + 1, c = a + N + 1, d = c + 1;
  faces.push(a, b, c, b, d, c);
}
const cloud = (n: number, sphere: boolean) => Array.from({ length: n }, () => {
  const v = new Vec3();
  for (;;) {
    v.x = rng.range(-1, 1); v.y = rng.range(-1, 1); v.z = rng.range(-1, 1);
    const l = Math.sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    if (!sphere) return v;
    if (l > 0.1) { v.x /= l; v.y /= l; v.z /= l; return v; }
  }
});
const clouds = { c100: cloud(100, false), c1000: cloud(1000, false), c10000: cloud(10000, false), s1000: cloud(1000, true) };

function buildFloor(mem: Memory): number {
  const s = new LedgeSoup();
  soup_init(s);
  soup_add_concave(mem, s, verts, faces, 1, 1, 1, 0);
  return soup_compile(mem, s);
}
const t0 = performance.now();
const floorMem = new Memory(1 << 24);
const floor = buildFloor(floorMem);
console.log(`20,000-face floor: first build ${(performance.now() - t0).toFixed(0)} ms, surface of ${floorMem.u32[(floor + 0x1c) >> 2] >>> 8} bytes`);
const root = floor + floorMem.i32[(floor + 0x20) >> 2];
const out: number[] = [];
let sink = 0, q = 0, found = 0, queries = 0;

new Benchmark.Suite()
  .add("ledge soup: 20,000-face concave floor (pancakes, tree, point pool, mass properties)", () => {
    sink += buildFloor(new Memory(1 << 24));
  }, { minSamples: 5 })
  .add("convex hull ledge: 100 points in a cube", () => { sink += hull_ledge(new Memory(1 << 16), clouds.c100); })
  .add("convex hull ledge: 1,000 points in a cube", () => { sink += hull_ledge(new Memory(1 << 18), clouds.c1000); })
  .add("convex hull ledge: 1,000 points on a sphere (all on the hull, ~2,000 triangles)", () => { sink += hull_ledge(new Memory(1 << 20), clouds.s1000); })
  .add("convex hull ledge: 10,000 points in a cube", () => { sink += hull_ledge(new Memory(1 << 18), clouds.c10000); }, { minSamples: 5 })
  .add("ledge-tree sphere query, r = 1 m, on the 20,000-face floor", () => {
    const k = q++;
    out.length = 0;
    ledge_tree_sphere_query(floorMem, root, ((k * 37) % 200) + 0.5, ((k * 13) % 100) + 0.25, 0.2, 1, out);
    found += out.length; queries++;
    sink += out.length;
  })
  .on("cycle", (e: Benchmark.Event) => console.log(String(e.target)))
  .on("complete", () => console.log(`(ledges per sphere query ${(found / Math.max(1, queries)).toFixed(1)}; sink ${sink})`))
  .run({ async: false });
