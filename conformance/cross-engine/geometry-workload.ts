// The second cross-engine workload: the IVP surface builders end to end. Seeded random concave
// soups and convex clouds go through the ledge soup (pancakes, the exact hull, the compile with its
// tree and merged point pool, mass properties); the hash covers every byte of each compiled surface
// and the results of sphere queries and ray casts on it. Run in V8 and in QuickJS, the hashes must
// be identical (conformance/cross-engine.test.ts). Pure computation: no I/O, no timers.
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";
import { Vec3 } from "../../runtime/vec.js";
import { LedgeSoup, soup_add_concave, soup_add_convex, soup_compile, soup_init } from "../../generated/ivp/geometry/soup.generated.js";
import { ledge_tree_sphere_query } from "../../generated/ivp/geometry/surface_manager.generated.js";
import { SurfaceRayHit, surface_ray_cast } from "../../generated/ivp/geometry/raycast.generated.js";

export function run(n: number): { hash: string; calls: number } {
  const rng = new Prng(0x6e0);
  const h = new StateHasher();
  const f = Math.fround;
  let calls = 0;
  for (let k = 0; k < n; k++) {
    const mem = new Memory(1 << 20);
    const s = new LedgeSoup();
    soup_init(s);
    // two convex clouds, then a concave patch of 4 × 4 quads
    for (let m = 0; m < 2; m++) {
      const pts: Vec3[] = [];
      const cx = rng.range(-5, 5), cy = rng.range(-5, 5);
      for (let i = 0; i < 12 + rng.int(40); i++) {
        const v = new Vec3();
        v.x = f(cx + rng.range(-1, 1)); v.y = f(cy + rng.range(-1, 1)); v.z = f(rng.range(0, 2));
        pts.push(v);
      }
      soup_add_convex(mem, s, pts, 1, 1, 1, m);
    }
    const verts: Vec3[] = [];
    for (let j = 0; j <= 4; j++) for (let i = 0; i <= 4; i++) { const v = new Vec3(); v.x = f(i * 2 - 4); v.y = f(j * 2 - 4); v.z = f(rng.range(-0.2, 0.2)); verts.push(v); }
    const faces: number[] = [];
    for (let j = 0; j < 4; j++) for (let i = 0; i < 4; i++) { const a = j * 5 + i; faces.push(a, a + 1, a + 5, a + 1, a + 6, a + 5); }
    soup_add_concave(mem, s, verts, faces, 1, 1, 1, 2);
    const cs = soup_compile(mem, s);
    calls += 4;
    const size = mem.u32[(cs + 0x1c) >> 2] >>> 8;
    h.u32(size).bytes(mem.u8, cs, cs + size);
    const root = cs + mem.i32[(cs + 0x20) >> 2];
    const out: number[] = [];
    const hit = new SurfaceRayHit();
    for (let q = 0; q < 20; q++) {
      out.length = 0;
      ledge_tree_sphere_query(mem, root, rng.range(-6, 6), rng.range(-6, 6), rng.range(-1, 3), rng.range(0.1, 2), out);
      h.u32(out.length);
      for (const l of out) h.u32(l - cs);
      const x = rng.range(-6, 6), y = rng.range(-6, 6);
      h.bool(surface_ray_cast(mem, cs, x, y, 5, x + rng.range(-1, 1), y + rng.range(-1, 1), -3, hit));
      h.f64(hit.distance).f64(hit.normal.x).f64(hit.normal.y).f64(hit.normal.z).u32(hit.triangle - cs);
      calls += 2;
    }
  }
  return { hash: h.hex(), calls };
}
