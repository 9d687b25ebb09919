// IVP geometry through the public API: hits name the mesh and face the program added, the glue's
// insertion order is kept, and a level beyond one compact surface is split (D-FACADE-7) with the
// same answers.
import { describe, expect, it } from "vitest";
import { createIvpGeometry, PhysicsInputError, vec3, type IvpMesh, type Vec3 } from "./index.js";
import { LedgeSoup, soup_add_concave, soup_add_convex, soup_compile, soup_init } from "../generated/ivp/geometry/soup.generated.js";
import { Memory } from "../runtime/memory.js";
import { Vec3 as EVec3 } from "../runtime/vec.js";
import { Prng } from "../runtime/prng.js";
import { SurfaceRayHit, surface_ray_cast } from "../generated/ivp/geometry/raycast.generated.js";
import { ledge_tree_sphere_query } from "../generated/ivp/geometry/surface_manager.generated.js";
import { surface_root } from "../generated/ivp/geometry/compact.generated.js";

function grid(n: number, dz = 0.05): IvpMesh {
  const vertices: number[] = [];
  const triangles: number[] = [];
  for (let j = 0; j <= n; j++) for (let i = 0; i <= n; i++) vertices.push(i, j, ((i * 7 + j * 3) % 5) * dz);
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const a = j * (n + 1) + i;
      triangles.push(a, a + 1, a + n + 2, a + n + 2, a + n + 1, a);
    }
  return { vertices, triangles };
}
const cube = (cx: number, cy: number, cz: number, h: number): IvpMesh => {
  const vertices: number[] = [];
  for (const dx of [-h, h]) for (const dy of [-h, h]) for (const dz of [-h, h]) vertices.push(cx + dx, cy + dy, cz + dz);
  return { vertices };
};

describe("IVP geometry", () => {
  it("a ray down onto a floor quad names its face; onto a convex mesh its mesh", () => {
    const g = createIvpGeometry({ meshes: [grid(20), cube(5.5, 5.5, 3, 0.5)] });
    for (const [i, j] of [
      [0, 0],
      [3, 7],
      [19, 19],
      [12, 4],
    ]) {
      const h = g.castRay(vec3(i + 0.7, j + 0.2, 10), vec3(i + 0.7, j + 0.2, -10))!;
      expect(h.mesh).toBe(0);
      // the quad (i, j)'s first triangle is a, a+1, a+n+2: below the diagonal, x − i > y − j
      expect(h.face).toBe(2 * (j * 20 + i));
    }
    const c = g.castRay(vec3(5.5, 5.5, 10), vec3(5.5, 5.5, -10))!;
    expect(c).toMatchObject({ mesh: 1, face: null, distance: 6.5 });
    expect(c.normal).toEqual(vec3(0, 0, 1));
    expect(g.querySphere(vec3(5.5, 5.5, 3), 0.2)).toContainEqual({ mesh: 1, face: null });
  });

  it("compiles exactly as the ledge soup does with the glue's order (convex meshes first, then concave faces)", () => {
    const meshes = [grid(4), cube(1, 1, 2, 0.5), cube(3, 3, 2, 0.25)];
    const g = createIvpGeometry({ meshes });
    const mem = new Memory();
    const s = new LedgeSoup();
    soup_init(s);
    const verts = (m: IvpMesh) => {
      const out: EVec3[] = [];
      for (let i = 0; i < m.vertices.length; i += 3) {
        const v = new EVec3();
        v.x = Math.fround(m.vertices[i]);
        v.y = Math.fround(m.vertices[i + 1]);
        v.z = Math.fround(m.vertices[i + 2]);
        out.push(v);
      }
      return out;
    };
    soup_add_convex(mem, s, verts(meshes[1]), 1, 1, 1, 1);
    soup_add_convex(mem, s, verts(meshes[2]), 1, 1, 1, 2);
    soup_add_concave(mem, s, verts(meshes[0]), Array.from(meshes[0].triangles!), 1, 1, 1, 0);
    const cs = soup_compile(mem, s);
    const bytes = mem.u32[(cs + 0x1c) >>> 2] >>> 8;
    const mine = g.surfaceAddresses[0];
    expect(Array.from(g.memory.u8.subarray(mine, mine + bytes))).toEqual(Array.from(mem.u8.subarray(cs, cs + bytes)));
  });

  it("geometries built one after another share the scratch arena (D-COMPILE-11) but not their memory", () => {
    const first = createIvpGeometry({ meshes: [grid(12)] });
    const at = first.surfaceAddresses[0];
    const bytes = first.memory.u32[(at + 0x1c) >>> 2] >>> 8;
    const before = Array.from(first.memory.u8.subarray(at, at + bytes));
    const rng = new Prng(5);
    const rays: [ReturnType<typeof vec3>, ReturnType<typeof vec3>][] = [];
    for (let i = 0; i < 200; i++) rays.push([vec3(rng.range(-1, 13), rng.range(-1, 13), 3), vec3(rng.range(-1, 13), rng.range(-1, 13), -1)]);
    const answers = rays.map(([a, b]) => first.castRay(a, b));
    // a larger level (a new arena), a failed build (the arena left mid-build), then a smaller one
    createIvpGeometry({ meshes: [grid(40), cube(3, 3, 2, 0.5)] });
    expect(() => createIvpGeometry({ meshes: [{ vertices: [0, 0, 0, 1, 0, 0, 2, 0, 0], triangles: [0, 1, 2] }] })).toThrow();
    const again = createIvpGeometry({ meshes: [grid(12)] });
    expect(first.memory).not.toBe(again.memory);
    expect(Array.from(first.memory.u8.subarray(at, at + bytes))).toEqual(before);
    const at2 = again.surfaceAddresses[0];
    expect(Array.from(again.memory.u8.subarray(at2, at2 + bytes))).toEqual(before);
    rays.forEach(([a, b], i) => {
      const h = first.castRay(a, b);
      expect(h?.distance, `ray ${i}`).toBe(answers[i]?.distance);
      expect(h?.face, `ray ${i}`).toBe(answers[i]?.face);
    });
  });

  it("a mesh beyond one surface's points is split, and rays get the same answers", () => {
    const mesh = grid(30);
    const one = createIvpGeometry({ meshes: [mesh] });
    const split = createIvpGeometry({ meshes: [mesh], maxPointsPerSurface: 300 });
    expect(one.surfaceCount).toBe(1);
    expect(split.surfaceCount).toBeGreaterThan(3);
    expect(split.ledgeCount).toBe(one.ledgeCount);
    const rng = new Prng(3);
    for (let i = 0; i < 500; i++) {
      const a = vec3(rng.range(-1, 31), rng.range(-1, 31), rng.range(0.5, 4));
      const b = vec3(rng.range(-1, 31), rng.range(-1, 31), rng.range(-2, 0.1));
      const ha = one.castRay(a, b);
      const hb = split.castRay(a, b);
      expect(hb?.distance, `ray ${i}`).toBe(ha?.distance);
      if (ha && hb) expect(hb.mesh).toBe(ha.mesh);
    }
  });

  it("the queries' skip of surfaces by their root box (D-MESH-5) drops no answer", () => {
    // a split floor with hills, and a convex mesh; queries near and across the surfaces' borders
    const mesh = grid(30, 0.4);
    const g = createIvpGeometry({ meshes: [mesh, cube(15.2, 15.7, 1, 0.6)], maxPointsPerSurface: 120 });
    expect(g.surfaceCount).toBeGreaterThan(8);
    const rng = new Prng(12);
    const hit = new SurfaceRayHit();
    const found: number[] = [];
    let hits = 0,
      listed = 0;
    for (let i = 0; i < 3000; i++) {
      const a = vec3(rng.range(-1, 31), rng.range(-1, 31), rng.range(-0.5, 3));
      const b = i % 3 === 0 ? vec3(a.x, a.y, -1) : vec3(a.x + rng.range(-2, 2), a.y + rng.range(-2, 2), rng.range(-1, 2.5));
      // every surface asked, nothing skipped: the nearest distance and the number of ledges listed
      let best = Infinity;
      for (const cs of g.surfaceAddresses) if (surface_ray_cast(g.memory, cs, a.x, a.y, a.z, b.x, b.y, b.z, hit) && hit.distance < best) best = hit.distance;
      const h = g.castRay(a, b);
      expect(h?.distance ?? Infinity, `ray ${i}`).toBe(best);
      if (h) hits++;
      const r = rng.range(0, 1.5);
      let n = 0;
      for (const cs of g.surfaceAddresses) {
        found.length = 0;
        ledge_tree_sphere_query(g.memory, surface_root(g.memory, cs), a.x, a.y, a.z, r, found);
        n += found.length;
      }
      expect(g.querySphere(a, r).length, `sphere ${i}`).toBe(n);
      listed += n;
    }
    expect(hits).toBeGreaterThan(1000);
    expect(listed).toBeGreaterThan(1000);
  });

  it("a level beyond 65,536 points compiles into several surfaces", () => {
    const g = createIvpGeometry({ meshes: [grid(260)] });
    expect(g.ledgeCount).toBe(2 * 260 * 260);
    expect(g.surfaceCount).toBeGreaterThan(1);
    const h = g.castRay(vec3(200.7, 100.2, 5), vec3(200.7, 100.2, -5))!;
    expect(h.face).toBe(2 * (100 * 260 + 200));
  });
});

describe("IVP geometry queries refuse bad input by place", () => {
  const g = createIvpGeometry({ meshes: [grid(4)] });
  const ok = vec3(1.5, 1.5, 5);
  const down = vec3(1.5, 1.5, -5);
  const place = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      if (e instanceof PhysicsInputError) return e.place;
      throw e;
    }
    throw new Error("no error");
  };
  it("castRay names the end and the coordinate", () => {
    expect(place(() => g.castRay(vec3(NaN, 0, 0), down))).toBe("geometry.castRay: from.x");
    expect(place(() => g.castRay(ok, vec3(0, Infinity, 0)))).toBe("geometry.castRay: to.y");
    expect(place(() => g.castRay(ok, { x: 0, y: 0, z: "1" } as unknown as Vec3))).toBe("geometry.castRay: to.z");
    expect(place(() => g.castRay(null as unknown as Vec3, down))).toBe("geometry.castRay: from");
    expect(place(() => g.castRay(ok, 3 as unknown as Vec3))).toBe("geometry.castRay: to");
    // the good query still answers after refused ones
    expect(g.castRay(ok, down)?.distance).toBeGreaterThan(0);
  });
  it("querySphere names the centre or the radius", () => {
    expect(place(() => g.querySphere(vec3(0, 0, NaN), 1))).toBe("geometry.querySphere: center.z");
    expect(place(() => g.querySphere(undefined as unknown as Vec3, 1))).toBe("geometry.querySphere: center");
    expect(place(() => g.querySphere(ok, NaN))).toBe("geometry.querySphere: radius");
    expect(place(() => g.querySphere(ok, -1))).toBe("geometry.querySphere: radius");
    expect(g.querySphere(vec3(1.5, 1.5, 0.1), 0)).not.toHaveLength(0);
    expect(g.querySphere(vec3(1.5, 1.5, 0.1), -0)).not.toHaveLength(0);
  });
});
