// Property test of the mesh sphere sweep and sphere overlap's candidate handling (the cell walk, the
// visited stamps and the pre-tests of D-MESH-3, D-MESH-4 and D-MESH-6): on random meshes (small and
// large triangles, slivers, collinear and repeated corners, near the origin and 300 m from it) and
// seeded queries, many of them placed at the pre-tests' edge (the path or the centre r·(1 ± 2^-k)
// from a triangle's extreme corner along an axis), the contacts a query collects must be exactly
// those of a brute force over every triangle of the mesh: each triangle put through the collector's
// own per-triangle rule (002 L181-L186 for the sweep, L212-L214 for the overlap) with the f32
// kernels and no pre-test. Compared bit for bit: triangle, key (fraction or depth), normal, flags
// and start distance, the collected list in triangle order (the walk's order is the cell order;
// each triangle must be met once).
import { describe, expect, it } from "vitest";
import { Prng } from "../../runtime/prng.js";
import { MeshWorld, MeshWorld_OverlapMesh, MeshWorld_SweepMesh } from "../../generated/ps2/mesh_backend.generated.js";
import { CollisionMesh, CollisionMesh_AddTriangle, CollisionMesh_Build, MESH_TRI_BIT3, MESH_TRI_ENABLED, MESH_TRI_TWO_SIDED } from "../../generated/ps2/collision_mesh.generated.js";
import { CollTri, CollTri_ComputeEdges, CollTri_ComputeNormal, CollTri_Flip } from "../../generated/ps2/unit02_mesh_records.generated.js";
import { CollTri_LoadMeshTriangle } from "../../generated/ps2/unit02_sweeps.generated.js";
import { SphereTriangle_Penetration, SweepSphere_EdgeTime, Sweep_SphereTriangle_NoRegion } from "../../generated/ps2/unit01_kernels.generated.js";
import { AABB, AABB_ExtendByMove, ContactList } from "../../generated/ps2/unit03_contacts.generated.js";
import { Body } from "../../generated/ps2/body.generated.js";
import { AABB_FromSphere, PhysicsShape, PhysShapeSphere_Construct } from "../../generated/ps2/unit06_shapes.generated.js";

const f = Math.fround;

/** One collected contact: triangle index + 1, key, normal, flags, start distance (sweep). */
type Row = [number, number, number, number, number, number, number];

/** A random mesh of `count` triangles in a room of ±size m around (offset, offset). */
function randomMesh(rng: Prng, count: number, offset: number, size: number): number[][] {
  const tris: number[][] = [];
  for (let i = 0; i < count; i++) {
    const cx = offset + rng.range(-size, size), cy = offset + rng.range(-size, size), cz = rng.range(-size / 4, size / 4);
    const kind = rng.int(10);
    const s = kind === 9 ? rng.range(5, 30) : rng.range(0.05, 3);
    const p = [0, 1, 2].map(() => [f(cx + rng.range(-s, s)), f(cy + rng.range(-s, s)), f(cz + rng.range(-s, s) * (kind === 8 ? 0.001 : 1))]);
    if (kind === 7) p[2] = [...p[1]];
    if (kind === 6) p[2] = [f((p[0][0] + p[1][0]) / 2), f((p[0][1] + p[1][1]) / 2), f((p[0][2] + p[1][2]) / 2)];
    if (kind === 5) p[2] = [f(p[0][0] + (p[1][0] - p[0][0]) * 0.999), f(p[0][1] + (p[1][1] - p[0][1]) * 1.001), f(p[0][2] + 1e-4)];
    tris.push(p.flat());
  }
  return tris;
}

/** A point r·(1 ± 2^-k) from triangle t's extreme corner along a random axis. */
function atEdge(rng: Prng, tris: number[][], r: number): number[] {
  const t = tris[rng.int(tris.length)], axis = rng.int(3), up = rng.int(2) === 1;
  let best = 0;
  for (let c = 1; c < 3; c++) if (t[3 * c + axis] > t[3 * best + axis] === up) best = c;
  const p = [t[3 * best], t[3 * best + 1], t[3 * best + 2]];
  p[axis] += (up ? 1 : -1) * r * (1 + (rng.int(2) ? 1 : -1) * 2 ** -(4 + rng.int(18)));
  return p;
}

/** The sphere sweep's per-triangle rule (PhysicsMesh_SweepSphere, 002 L181-L186) for one triangle. */
function sweepRule(mesh: CollisionMesh, idx: number, c: number[], r: number, mv: number[], options: number, nzmin: number, nzmax: number): Row | null {
  const flags = mesh.flags[idx], f12 = flags & 0xfff;
  if ((f12 & MESH_TRI_BIT3) !== 0 && (options & 0x8000) !== 0) return null;
  if ((f12 & MESH_TRI_ENABLED) === 0) return null;
  const t = new CollTri();
  CollTri_LoadMeshTriangle(t, mesh, idx);
  if ((options & 4) !== 0 && t.n.z < nzmin) return null;
  if ((options & 8) !== 0 && t.n.z > nzmax) return null;
  const s = f(f(f(f(t.n.x * c[0]) + f(t.n.y * c[1])) + f(t.n.z * c[2])) - f(f(f(t.n.x * t.v0.x) + f(t.n.y * t.v0.y)) + f(t.n.z * t.v0.z)));
  let mflags = 0;
  if (s < f(1e-6)) {
    if ((flags & MESH_TRI_TWO_SIDED) !== 0) CollTri_Flip(t);
    else if ((options & 0x40) !== 0) mflags |= 0x10;
    else return null;
  }
  const dm = f(f(f(t.n.x * mv[0]) + f(t.n.y * mv[1])) + f(t.n.z * mv[2]));
  if (dm >= f(-0.001)) {
    if ((options & 0x40) === 0) return null;
    mflags |= dm <= f(0.001) ? 0x40 : 0x20;
  }
  t.d = f(f(f(t.n.x * t.v0.x) + f(t.n.y * t.v0.y)) + f(t.n.z * t.v0.z));
  CollTri_ComputeEdges(t);
  t.hit_count = 0;
  if (Sweep_SphereTriangle_NoRegion(t, c[0], c[1], c[2], 1, r, mv[0], mv[1], mv[2], 0) !== 0 && t.fraction >= 0 && t.fraction <= 1) {
    return [idx + 1, t.fraction, t.n.x, t.n.y, t.n.z, mflags, s];
  }
  return null;
}

/** The sphere overlap's per-triangle rule (PhysicsMeshOverlap_Sphere, 002 L212-L214) for one triangle. */
function overlapRule(mesh: CollisionMesh, idx: number, c: number[], r: number, options: number, nzmin: number, nzmax: number): Row | null {
  if ((mesh.flags[idx] & MESH_TRI_ENABLED) === 0) return null;
  const t = new CollTri();
  CollTri_LoadMeshTriangle(t, mesh, idx);
  t.hit_count = 0;
  if (SphereTriangle_Penetration(t, c[0], c[1], c[2], 1, r) === 0) return null;
  CollTri_ComputeNormal(t);
  if ((options & 4) !== 0 && t.n.z < nzmin) return null;
  if ((options & 8) !== 0 && t.n.z > nzmax) return null;
  return [idx + 1, t.fraction, t.n.x, t.n.y, t.n.z, 0, 0];
}

/** What the query collected (the collector's contacts in arrival order), in triangle order. */
function collected(mesh: CollisionMesh, sweep: boolean): Row[] {
  const col = mesh.collector, rows: Row[] = [];
  for (let i = 0; i < col.count; i++) {
    const mc = col.contacts[i];
    rows.push([mc.triangle, mc.key, mc.n.x, mc.n.y, mc.n.z, mc.flags, sweep ? mc.start_distance : 0]);
  }
  return rows.sort((a, b) => a[0] - b[0]);
}

describe("mesh sphere sweep and overlap against a brute force over every triangle", () => {
  it("6,000 sweeps and 6,000 overlaps over 60 random meshes", () => {
    const rng = new Prng(61206);
    const OPTIONS = [0, 0, 4, 8, 12, 0x40, 0x44, 0x8000];
    let sweepHits = 0, overlapHits = 0, queries = 0;
    for (let k = 0; k < 60; k++) {
      const w = new MeshWorld(), m = w.mesh;
      const tris = randomMesh(rng, 20 + rng.int(70), k % 3 === 2 ? 300 : 0, 6 + rng.int(15));
      for (const t of tris) {
        const flags = rng.int(10) === 0 ? 0 : 0x1 | (rng.int(3) === 0 ? MESH_TRI_TWO_SIDED : 0) | (rng.int(5) === 0 ? MESH_TRI_BIT3 : 0);
        CollisionMesh_AddTriangle(m, flags, t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8]);
      }
      CollisionMesh_Build(m, k % 4 === 3 ? 1 : 2);
      const n = tris.length, off = k % 3 === 2 ? 300 : 0;
      const list = new ContactList(), box = new AABB(), body = new Body();
      body.scale.x = body.scale.y = body.scale.z = body.scale.w = 1;
      const s = new PhysicsShape();
      PhysShapeSphere_Construct(s);
      for (let q = 0; q < 100; q++) {
        const r = f(rng.unit() < 0.5 ? rng.range(0.05, 1.2) : rng.range(0.5, 3));
        const options = OPTIONS[rng.int(OPTIONS.length)];
        const nzmin = f(rng.range(-1, 1)), nzmax = f(rng.range(-1, 1));
        const rand = () => [f(off + rng.range(-25, 25)), f(off + rng.range(-25, 25)), f(rng.range(-8, 8))];
        // the sweep: half of them ending (or passing, at a random time) at the pre-test's edge
        const mv = [f(rng.range(-2, 2)), f(rng.range(-2, 2)), f(rng.range(-2, 1))];
        let c = rand();
        if (rng.int(2) === 0) {
          const p = atEdge(rng, tris, r), at = rng.int(3) === 0 ? 1 : rng.unit();
          c = [f(p[0] - at * mv[0]), f(p[1] - at * mv[1]), f(p[2] - at * mv[2])];
        }
        s.centre.x = c[0]; s.centre.y = c[1]; s.centre.z = c[2]; s.centre.w = 1;
        s.radius = r;
        AABB_FromSphere(box, c[0], c[1], c[2], 1, r);
        AABB_ExtendByMove(box, mv[0], mv[1], mv[2], 0);
        MeshWorld_SweepMesh(w, list, 0, 100, box, body, s, mv[0], mv[1], mv[2], 0, options, nzmin, nzmax);
        const want: Row[] = [];
        for (let i = 0; i < n; i++) {
          const row = sweepRule(m, i, c, r, mv, options, nzmin, nzmax);
          if (row) want.push(row);
        }
        expect(collected(m, true), `mesh ${k} sweep ${q}`).toEqual(want);
        sweepHits += want.length;
        // the overlap: half of them centred at the pre-tests' edge
        c = rng.int(2) === 0 ? atEdge(rng, tris, r).map(f) : rand();
        s.centre.x = c[0]; s.centre.y = c[1]; s.centre.z = c[2];
        AABB_FromSphere(box, c[0], c[1], c[2], 1, r);
        MeshWorld_OverlapMesh(w, list, 0, 100, box, s, options, nzmin, nzmax);
        want.length = 0;
        for (let i = 0; i < n; i++) {
          const row = overlapRule(m, i, c, r, options, nzmin, nzmax);
          if (row) want.push(row);
        }
        expect(collected(m, false), `mesh ${k} overlap ${q}`).toEqual(want);
        overlapHits += want.length;
        queries++;
      }
    }
    console.log(`sweep and overlap: ${queries} of each, ${sweepHits} sweep and ${overlapHits} overlap contacts, every one as the brute force collects it`);
    expect(sweepHits).toBeGreaterThan(1000);
    expect(overlapHits).toBeGreaterThan(1000);
  });

  it("the f32 edge step's hits lie far inside D-MESH-6's margin, also for long edges, tiny radii and moves nearly along the edge", () => {
    // the premise of the sweep pre-test: a hit at t in [0, 1] puts the path within r plus
    // rounding of the edge, the rounding far below 2^-10 + 2^-7·(|e| + r) (less than the
    // pre-test's margin, whose span sum includes the edge's extent); the path is set alongside the
    // edge at r·(1 + 2^-k) and moved nearly parallel to it (2^-4 … 2^-24 rad), where the f32
    // quadratic cancels most
    const rng = new Prng(7);
    let hits = 0, worst = 0;
    for (let i = 0; i < 300000; i++) {
      const a = [f(rng.range(-300, 300)), f(rng.range(-300, 300)), f(rng.range(-10, 10))];
      const el = rng.range(0.1, 30);
      const dir = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
      const dl = Math.hypot(dir[0], dir[1], dir[2]);
      for (let k = 0; k < 3; k++) dir[k] /= dl;
      const e = dir.map((x) => f(x * el));
      const r = f(2 ** -rng.range(-1.5, 14));
      const perp = (): number[] => {
        const v = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
        const d = v[0] * dir[0] + v[1] * dir[1] + v[2] * dir[2];
        const w = v.map((x, k) => x - d * dir[k]);
        const l = Math.hypot(w[0], w[1], w[2]);
        return w.map((x) => x / l);
      };
      const p = perp(), D = r * (1 + 2 ** -rng.int(20)) + rng.range(0, 0.05) * rng.int(2), s0 = rng.range(-0.5, 1.5) * el;
      const c = [0, 1, 2].map((k) => f(a[k] + dir[k] * s0 + p[k] * D));
      const q = perp(), ml = rng.range(0.01, 4), ang = 2 ** -rng.range(4, 24), sg = rng.int(2) ? 1 : -1;
      const m = [0, 1, 2].map((k) => f(ml * (sg * dir[k] + ang * q[k])));
      const t = SweepSphere_EdgeTime(c[0], c[1], c[2], 1, r, m[0], m[1], m[2], 0, a[0], a[1], a[2], 1, e[0], e[1], e[2], 1);
      if (!(t >= 0 && t <= 1)) continue;
      hits++;
      // the path's distance to the edge segment, by dense f64 sampling (at least the true one)
      const ee = e[0] * e[0] + e[1] * e[1] + e[2] * e[2];
      let best = Infinity;
      for (let j = 0; j <= 400; j++) {
        const w = [0, 1, 2].map((k) => c[k] + (j / 400) * m[k] - a[k]);
        const u = Math.max(0, Math.min(1, (w[0] * e[0] + w[1] * e[1] + w[2] * e[2]) / ee));
        best = Math.min(best, Math.hypot(w[0] - u * e[0], w[1] - u * e[1], w[2] - u * e[2]));
      }
      worst = Math.max(worst, (best - r) / (2 ** -10 + 2 ** -7 * (el + r)));
    }
    console.log(`edge step: ${hits} hits at t in [0, 1]; the farthest lies ${worst.toFixed(3)} of the margin 2^-10 + 2^-7·(|e| + r) past r`);
    expect(hits).toBeGreaterThan(10000);
    expect(worst).toBeLessThan(0.25);
  });
});
