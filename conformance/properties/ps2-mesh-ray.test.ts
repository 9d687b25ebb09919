// Property test for the designed world ray cast over the collision mesh (D-RAY-1): on random meshes
// of triangles in a 40 m room (2 m cells) and random rays, MeshWorld_RayCast must report the same
// hit as an independent brute force: every enabled triangle tested in f64 (Möller–Trumbore), the
// nearest front-facing hit (two-sided triangles from both sides) within the ray's length. The mesh
// path computes in f32, so a hit is compared by distance within 1e-4 m plus a few f32 ulps of the
// scale, and cases within that margin of an edge, or of another triangle's distance, are counted
// as ambiguous rather than failed (they must stay rare).
import { describe, expect, it } from "vitest";
import { Prng } from "../../runtime/prng.js";
import { MeshWorld, MeshWorld_RayCast } from "../../generated/ps2/mesh_backend.generated.js";
import { CollisionMesh_AddTriangle, CollisionMesh_Build } from "../../generated/ps2/collision_mesh.generated.js";
import { RayHit } from "../../generated/ps2/world.generated.js";

const f = Math.fround;
type V3 = [number, number, number];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** f64 ray–triangle: distance and barycentric margin (how far inside the nearest edge, in metres), or null. */
function rayTri(o: V3, d: V3, len: number, a: V3, b: V3, c: V3, twoSided: boolean): { t: number; margin: number } | null {
  const e1 = sub(b, a), e2 = sub(c, a);
  const n = cross(e1, e2);
  const dn = dot(d, n);
  if (dn === 0 || (dn > 0 && !twoSided)) return null;
  const t = dot(sub(a, o), n) / dn;
  if (t < 0 || t > len) return null;
  const p: V3 = [o[0] + d[0] * t, o[1] + d[1] * t, o[2] + d[2] * t];
  const nl = Math.sqrt(dot(n, n));
  let margin = Infinity;
  for (const [u, v] of [[a, b], [b, c], [c, a]] as [V3, V3][]) {
    const e = sub(v, u);
    const s = dot(cross(e, sub(p, u)), n) / nl / Math.sqrt(dot(e, e)); // signed distance to the edge line
    margin = Math.min(margin, s);
  }
  if (margin < 0) return { t, margin };
  return { t, margin };
}

describe("designed world ray cast against brute force", () => {
  it("2,000 random rays over 40 random meshes", () => {
    const rng = new Prng(2424);
    let hits = 0, misses = 0, ambiguous = 0, worst = 0;
    for (let m = 0; m < 40; m++) {
      const w = new MeshWorld();
      const tris: { a: V3; b: V3; c: V3; two: boolean; on: boolean }[] = [];
      const count = 20 + rng.int(80);
      for (let i = 0; i < count; i++) {
        const base: V3 = [f(rng.range(-20, 20)), f(rng.range(-20, 20)), f(rng.range(-5, 5))];
        const p = (): V3 => [f(base[0] + rng.range(-4, 4)), f(base[1] + rng.range(-4, 4)), f(base[2] + rng.range(-2, 2))];
        const a = p(), b = p(), c = p();
        const two = rng.int(3) === 0, on = rng.int(10) !== 0;
        CollisionMesh_AddTriangle(w.mesh, (on ? 1 : 0) | (two ? 2 : 0), ...a, ...b, ...c);
        tris.push({ a, b, c, two, on });
      }
      CollisionMesh_Build(w.mesh, 2);
      const hit = new RayHit();
      for (let r = 0; r < 50; r++) {
        const o: V3 = [f(rng.range(-22, 22)), f(rng.range(-22, 22)), f(rng.range(-8, 8))];
        // every other ray is aimed at a point inside a random triangle, so that hits are common
        let d: V3 = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
        if (r % 2 === 0) {
          const t = tris[rng.int(tris.length)];
          const u = rng.range(0.05, 0.9), v = rng.range(0.05, 0.95 - u);
          d = [t.a[0] + u * (t.b[0] - t.a[0]) + v * (t.c[0] - t.a[0]) - o[0], t.a[1] + u * (t.b[1] - t.a[1]) + v * (t.c[1] - t.a[1]) - o[1], t.a[2] + u * (t.b[2] - t.a[2]) + v * (t.c[2] - t.a[2]) - o[2]];
        }
        const dl = Math.sqrt(dot(d, d));
        if (dl < 0.1) continue;
        d = [f(d[0] / dl), f(d[1] / dl), f(d[2] / dl)];
        const len = f(rng.range(1, 40));
        let best: { t: number; margin: number; k: number } | null = null;
        let secondT = Infinity;
        let nearEdge = false;
        tris.forEach((t, k) => {
          if (!t.on) return;
          const h = rayTri(o, d, len, t.a, t.b, t.c, t.two);
          if (!h) return;
          if (Math.abs(h.margin) < 1e-3 || Math.abs(h.t - len) < 1e-3 || h.t < 1e-3) nearEdge = true;
          if (h.margin < 0) return;
          if (!best || h.t < best.t) { if (best) secondT = Math.min(secondT, best.t); best = { ...h, k }; }
          else secondT = Math.min(secondT, h.t);
        });
        const got = MeshWorld_RayCast(w, ...o, 1, ...d, 0, len, hit);
        const want = best as { t: number; margin: number; k: number } | null;
        const tol = 1e-4 + 64 * 2 ** -24 * 60;
        if (nearEdge || (want && secondT - want.t < tol)) { ambiguous++; continue; }
        expect(got, `mesh ${m} ray ${r}`).toBe(want !== null);
        if (want) {
          hits++;
          worst = Math.max(worst, Math.abs(hit.distance - want.t));
          expect(Math.abs(hit.distance - want.t), `mesh ${m} ray ${r}`).toBeLessThanOrEqual(tol);
          expect(hit.triangle, `mesh ${m} ray ${r}`).toBe(want.k + 1);
        } else misses++;
      }
    }
    console.log(`ray cast: ${hits} hits, ${misses} misses agree; ${ambiguous} within the margin of an edge or a tie skipped; worst |Δd| ${worst.toExponential(2)} m`);
    expect(hits).toBeGreaterThan(200);
    expect(ambiguous).toBeLessThan((hits + misses) / 10);
  });
});
