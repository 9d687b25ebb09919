// Brute-force closest features for the minimize property tests (000 §8.4 L4113, §3.11 L2091,
// §3.12 L2100). Plain f64, written from the definitions (closest points by Voronoi regions of
// each triangle, closest points of two segments by clamped projection), not from the spec's
// formulas. It reads the ledges the engine built (their f32 points) and the cache matrices the engine
// computed, so both sides see the same inputs.
//
// Features are named on the convex polyhedron, not on its triangulation: a vertex by its point
// index ("V3"), an edge by its two point indices ("E2-7") when it is a true edge, a face by the
// smallest triangle index of its coplanar group ("F4"; box faces are two coplanar triangles whose
// shared diagonal is no edge of the polyhedron). A pancake's two triangles are two faces (front and
// back). A closest point is classified only when every region test is decisive (each signed
// measure at least TAU·S from zero); otherwise the case is "not unique" and only len is compared.
import type { Memory } from "../../runtime/memory.js";

export type V3 = [number, number, number];

export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const norm = (a: V3) => Math.sqrt(dot(a, a));

/** Relative decisiveness of a region test (times the scale S of the case). */
export const TAU = 1e-6;

/** One ledge as the brute force sees it: world points by point index, triangles, faces, true edges. */
export interface BruteLedge {
  /** the ledge address */
  l: number;
  /** object-space f32 points by point index */
  obj: V3[];
  /** world points by point index: R·p + t with the cache matrix, in f64 */
  world: V3[];
  /** per triangle: the addresses of its edges 0..2 and their start point indices */
  triEdges: number[][];
  triPts: number[][];
  /** per triangle: the face it belongs to (smallest triangle index of its coplanar group) */
  face: number[];
  /** the true edges of the polyhedron as "i-j" (i < j), and each triangle edge's twin triangle */
  trueEdge: Set<string>;
  /** the true edges as point-index pairs (i < j) */
  edgeList: [number, number][];
  /** the largest |coordinate| of any object or world point and the translation */
  scale: number;
  /** the largest |p| of an object-space point */
  pmax: number;
}

const edgeKey = (i: number, j: number) => (i < j ? `${i}-${j}` : `${j}-${i}`);

/** The pose-independent part of a ledge: its triangles, points, faces and true edges. */
interface Topology {
  obj: V3[];
  triEdges: number[][];
  triPts: number[][];
  face: number[];
  trueEdge: Set<string>;
  edgeList: [number, number][];
  objScale: number;
  pmax: number;
}
const TOPOLOGY = new WeakMap<Memory, Map<number, Topology>>();

function topology(mem: Memory, l: number): Topology {
  let byLedge = TOPOLOGY.get(mem);
  if (!byLedge) TOPOLOGY.set(mem, (byLedge = new Map()));
  const known = byLedge.get(l);
  if (known) return known;
  const nt = mem.i16[(l + 12) >> 1];
  const base = l + mem.i32[l >> 2];
  const triEdges: number[][] = [];
  const triPts: number[][] = [];
  let np = 0;
  for (let t = 0; t < nt; t++) {
    const tr = l + 16 + 16 * t;
    const es = [tr + 4, tr + 8, tr + 12];
    const ps = es.map((e) => mem.u32[e >> 2] & 0xffff);
    for (const p of ps) np = Math.max(np, p + 1);
    triEdges.push(es);
    triPts.push(ps);
  }
  // dense by point index (the ledge generator numbers the points 0..n-1)
  const obj: V3[] = [];
  for (let i = 0; i < np; i++) {
    const a = base + 16 * i;
    obj.push([mem.f32[a >> 2], mem.f32[(a + 4) >> 2], mem.f32[(a + 8) >> 2]]);
  }
  // twins: the triangle holding the reverse directed edge
  const owner = new Map<string, number>();
  triPts.forEach((ps, t) => ps.forEach((p, k) => owner.set(`${p}>${ps[(k + 1) % 3]}`, t)));
  const normal = triPts.map((ps) => cross(sub(obj[ps[1]], obj[ps[0]]), sub(obj[ps[2]], obj[ps[0]])));
  const coplanar = (t: number, u: number) => {
    const a = normal[t];
    const b = normal[u];
    const c = cross(a, b);
    return dot(a, b) > 0 && norm(c) <= 1e-9 * norm(a) * norm(b);
  };
  const face = triPts.map((_, t) => t);
  const find = (t: number): number => (face[t] === t ? t : (face[t] = find(face[t])));
  const trueEdge = new Set<string>();
  triPts.forEach((ps, t) =>
    ps.forEach((p, k) => {
      const q = ps[(k + 1) % 3];
      const u = owner.get(`${q}>${p}`);
      if (u === undefined) throw new Error(`ledge ${l}: edge ${p}>${q} has no twin`);
      if (coplanar(t, u)) {
        const a = find(t);
        const b = find(u);
        if (a !== b) face[Math.max(a, b)] = Math.min(a, b);
      } else trueEdge.add(edgeKey(p, q));
    }),
  );
  for (let t = 0; t < face.length; t++) face[t] = find(t);
  let objScale = 0;
  let pmax = 0;
  for (const p of obj) {
    for (const c of p) objScale = Math.max(objScale, Math.abs(c));
    pmax = Math.max(pmax, norm(p));
  }
  const edgeList = [...trueEdge].map((k) => k.split("-").map(Number) as [number, number]);
  const topo = { obj, triEdges, triPts, face, trueEdge, edgeList, objScale, pmax };
  byLedge.set(l, topo);
  return topo;
}

/** Reads a compact ledge (000 §1.2) at address l and carries its points to world with m (mat34,
 * row-major: world = R·p + t in plain f64). */
export function readLedge(mem: Memory, l: number, m: Float64Array): BruteLedge {
  const tp = topology(mem, l);
  let s = Math.max(Math.abs(m[3]), Math.abs(m[7]), Math.abs(m[11]), tp.objScale);
  const world: V3[] = tp.obj.map((p) => {
    const w: V3 = [
      m[0] * p[0] + m[1] * p[1] + m[2] * p[2] + m[3],
      m[4] * p[0] + m[5] * p[1] + m[6] * p[2] + m[7],
      m[8] * p[0] + m[9] * p[1] + m[10] * p[2] + m[11],
    ];
    s = Math.max(s, Math.abs(w[0]), Math.abs(w[1]), Math.abs(w[2]));
    return w;
  });
  return { l, obj: tp.obj, world, triEdges: tp.triEdges, triPts: tp.triPts, face: tp.face, trueEdge: tp.trueEdge, edgeList: tp.edgeList, scale: Math.max(1, s), pmax: tp.pmax };
}

/** A feature of the ledge as the engine names it with a synapse (status, edge address). */
export function engineFeature(mem: Memory, b: BruteLedge, status: number, edge: number): string {
  const t = (edge - b.l - 16) >> 4;
  const k = ((edge & 0xc) >> 2) - 1;
  if (t < 0 || t >= b.triPts.length || k < 0) return `?${status}@${edge}`;
  const p = b.triPts[t][k];
  const q = b.triPts[t][(k + 1) % 3];
  if (status === 0) return `V${p}`;
  if (status === 1) return b.trueEdge.has(edgeKey(p, q)) ? `E${edgeKey(p, q)}` : `F${b.face[t]}`;
  if (status === 2) return `F${b.face[t]}`;
  return `?${status}`;
}

/** The closest point of triangle (a, b, c) (triangle t of ledge b) to x, with its polyhedron feature
 * (null when a region test is not decisive). `front` is false when x lies strictly behind the
 * triangle's plane and the closest point is interior (the pancake's other side). */
export interface TriHit {
  d: number;
  q: V3;
  feature: string | null;
}

export function closestOnTriangle(b: BruteLedge, t: number, x: V3, tau: number): TriHit {
  const [i0, i1, i2] = b.triPts[t];
  const P = [b.world[i0], b.world[i1], b.world[i2]];
  const idx = [i0, i1, i2];
  const n = cross(sub(P[1], P[0]), sub(P[2], P[0]));
  const nn = norm(n);
  // signed distances of the foot to the three edge lines (positive inside), in length units
  const inside: number[] = [];
  for (let k = 0; k < 3; k++) {
    const a = P[k];
    const c = P[(k + 1) % 3];
    inside.push(dot(cross(sub(c, a), sub(x, a)), n) / (nn * norm(sub(c, a))));
  }
  const decisive = (v: number) => Math.abs(v) >= tau;
  if (inside.every((v) => v > 0)) {
    const h = dot(sub(x, P[0]), n) / nn;
    const q = sub(x, scale(n, h / nn));
    // a pancake's back triangle: x is behind this face; the other triangle is the face it sees
    const ok = inside.every(decisive) && decisive(h);
    const feature = h < 0 ? "behind" : `F${b.face[t]}`;
    return { d: Math.abs(h), q, feature: ok ? feature : null };
  }
  // outside: the nearest point of the three edges (clamped projection)
  let best: TriHit = { d: Infinity, q: x, feature: null };
  for (let k = 0; k < 3; k++) {
    const a = P[k];
    const c = P[(k + 1) % 3];
    const e = sub(c, a);
    const ee = dot(e, e);
    const traw = dot(sub(x, a), e) / ee;
    const tt = traw < 0 ? 0 : traw > 1 ? 1 : traw;
    const q = add(a, scale(e, tt));
    const d = norm(sub(x, q));
    if (d < best.d) {
      const len = Math.sqrt(ee);
      let feature: string | null;
      if (traw <= 0) feature = decisive(traw * len) ? `V${idx[k]}` : null;
      else if (traw >= 1) feature = decisive((traw - 1) * len) ? `V${idx[(k + 1) % 3]}` : null;
      else {
        const key = edgeKey(idx[k], idx[(k + 1) % 3]);
        const ok = decisive(traw * len) && decisive((1 - traw) * len) && decisive(inside[k]);
        feature = ok ? (b.trueEdge.has(key) ? `E${key}` : `F${b.face[t]}`) : null;
      }
      best = { d, q, feature };
    }
  }
  return best;
}

/** Ball centre x against a ledge: the surface distance, the closest point, and the feature when
 * every triangle within `slack` of the minimum agrees on one decisive feature. */
export interface PointResult {
  d: number;
  q: V3;
  feature: string | null;
  inside: boolean;
}

export function pointVsLedge(b: BruteLedge, x: V3, slack: number, tau: number): PointResult {
  // the distances first; only the triangles near the minimum are classified
  const { tri, n } = flat(b);
  const ds: number[] = [];
  let dmin = Infinity;
  for (let t = 0; t < n; t++) {
    const d = triDistance(tri, t, x[0], x[1], x[2]);
    ds.push(d);
    if (d < dmin) dmin = d;
  }
  const hits: TriHit[] = [];
  for (let t = 0; t < n; t++) if (ds[t] <= dmin + 2 * slack) hits.push(closestOnTriangle(b, t, x, tau));
  let best = hits[0];
  for (const h of hits) if (h.d < best.d) best = h;
  const near = hits.filter((h) => h.d <= best.d + slack && h.feature !== "behind");
  const feats = new Set(near.map((h) => h.feature));
  const feature = feats.size === 1 && !feats.has(null) ? [...feats][0] : null;
  // inside the convex ledge: behind every triangle's plane (a pancake is never "inside")
  const inside = b.triPts.length > 2 && b.triPts.every((ps) => {
    const P = ps.map((i) => b.world[i]);
    return dot(sub(x, P[0]), cross(sub(P[1], P[0]), sub(P[2], P[0]))) < 0;
  });
  return { d: best.d, q: best.q, feature, inside };
}

/** Closest points of segments [p0, p1] and [q0, q1]: parameters (s, t) by the clamped
 * construction (minimise over s with t(s) clamped, then re-clamp), and their distance. */
export function segmentClosest(p0: V3, p1: V3, q0: V3, q1: V3): { s: number; t: number; d: number } {
  const d1 = sub(p1, p0);
  const d2 = sub(q1, q0);
  const r = sub(p0, q0);
  const a = dot(d1, d1);
  const e = dot(d2, d2);
  const f = dot(d2, r);
  const c = dot(d1, r);
  const bb = dot(d1, d2);
  const den = a * e - bb * bb;
  const clamp = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
  let s = den > 1e-300 ? clamp((bb * f - c * e) / den) : 0;
  let t = (bb * s + f) / e;
  if (t < 0) {
    t = 0;
    s = clamp(-c / a);
  } else if (t > 1) {
    t = 1;
    s = clamp((bb - c) / a);
  }
  const pa = add(p0, scale(d1, s));
  const pb = add(q0, scale(d2, t));
  return { s, t, d: norm(sub(pa, pb)) };
}

/** Per triangle, flat: corner a, the edge vectors of the three edges (from corner k), the corners,
 * the normal and its length: the fast first pass of ledgeVsLedge reads these. */
interface Flat {
  tri: Float64Array;
  n: number;
}
const FLAT = new WeakMap<BruteLedge, Flat>();
const TRI = 13;
function flat(b: BruteLedge): Flat {
  let f = FLAT.get(b);
  if (f) return f;
  const n = b.triPts.length;
  const tri = new Float64Array(n * TRI);
  for (let t = 0; t < n; t++) {
    const [a, c, d] = b.triPts[t].map((i) => b.world[i]);
    const o = t * TRI;
    tri.set([...a, ...c, ...d], o);
    const nx = (c[1] - a[1]) * (d[2] - a[2]) - (c[2] - a[2]) * (d[1] - a[1]);
    const ny = (c[2] - a[2]) * (d[0] - a[0]) - (c[0] - a[0]) * (d[2] - a[2]);
    const nz = (c[0] - a[0]) * (d[1] - a[1]) - (c[1] - a[1]) * (d[0] - a[0]);
    tri[o + 9] = nx;
    tri[o + 10] = ny;
    tri[o + 11] = nz;
    tri[o + 12] = Math.sqrt(nx * nx + ny * ny + nz * nz);
  }
  f = { tri, n };
  FLAT.set(b, f);
  return f;
}

/** The distance from (x, y, z) to triangle t (flat data; the regions of closestOnTriangle, numbers only). */
function triDistance(tri: Float64Array, t: number, x: number, y: number, z: number): number {
  const o = t * TRI;
  const nx = tri[o + 9], ny = tri[o + 10], nz = tri[o + 11];
  let outside = false;
  for (let k = 0; k < 3; k++) {
    const p = o + 3 * k;
    const q = o + 3 * ((k + 1) % 3);
    const ex = tri[q] - tri[p], ey = tri[q + 1] - tri[p + 1], ez = tri[q + 2] - tri[p + 2];
    const wx = x - tri[p], wy = y - tri[p + 1], wz = z - tri[p + 2];
    if ((ey * wz - ez * wy) * nx + (ez * wx - ex * wz) * ny + (ex * wy - ey * wx) * nz <= 0) outside = true;
  }
  if (!outside) return Math.abs(((x - tri[o]) * nx + (y - tri[o + 1]) * ny + (z - tri[o + 2]) * nz) / tri[o + 12]);
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const p = o + 3 * k;
    const q = o + 3 * ((k + 1) % 3);
    const ex = tri[q] - tri[p], ey = tri[q + 1] - tri[p + 1], ez = tri[q + 2] - tri[p + 2];
    const wx = x - tri[p], wy = y - tri[p + 1], wz = z - tri[p + 2];
    let tt = (wx * ex + wy * ey + wz * ez) / (ex * ex + ey * ey + ez * ez);
    tt = tt < 0 ? 0 : tt > 1 ? 1 : tt;
    const dx = wx - ex * tt, dy = wy - ey * tt, dz = wz - ez * tt;
    const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
    if (d < best) best = d;
  }
  return best;
}

/** The distance from (x, y, z) to the nearest triangle of b (the fast first pass of ledgeVsLedge). */
export function ledgeDistance(b: BruteLedge, x: number, y: number, z: number): number {
  const { tri, n } = flat(b);
  let best = Infinity;
  for (let t = 0; t < n; t++) {
    const d = triDistance(tri, t, x, y, z);
    if (d < best) best = d;
  }
  return best;
}

/** The distance of segments [p0, p1] and [q0, q1] (segmentClosest's construction, numbers only). */
export function segmentDistance(p0: V3, p1: V3, q0: V3, q1: V3): number {
  const d1x = p1[0] - p0[0], d1y = p1[1] - p0[1], d1z = p1[2] - p0[2];
  const d2x = q1[0] - q0[0], d2y = q1[1] - q0[1], d2z = q1[2] - q0[2];
  const rx = p0[0] - q0[0], ry = p0[1] - q0[1], rz = p0[2] - q0[2];
  const a = d1x * d1x + d1y * d1y + d1z * d1z;
  const e = d2x * d2x + d2y * d2y + d2z * d2z;
  const f = d2x * rx + d2y * ry + d2z * rz;
  const c = d1x * rx + d1y * ry + d1z * rz;
  const bb = d1x * d2x + d1y * d2y + d1z * d2z;
  const den = a * e - bb * bb;
  let s = den > 1e-300 ? (bb * f - c * e) / den : 0;
  s = s < 0 ? 0 : s > 1 ? 1 : s;
  let t = (bb * s + f) / e;
  if (t < 0) {
    t = 0;
    s = -c / a;
    s = s < 0 ? 0 : s > 1 ? 1 : s;
  } else if (t > 1) {
    t = 1;
    s = (bb - c) / a;
    s = s < 0 ? 0 : s > 1 ? 1 : s;
  }
  const dx = rx + d1x * s - d2x * t, dy = ry + d1y * s - d2y * t, dz = rz + d1z * s - d2z * t;
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
}

/** Two convex ledges: the surface distance and the closest feature pair (A's feature, B's feature)
 * when unique. Candidates: each vertex against each triangle of the other ledge, each pair of true
 * edges with both closest points decisively inside. */
export interface PairResult {
  d: number;
  /** the closest points of the minimal candidate (on A, on B) */
  pa: V3;
  pb: V3;
  pair: string | null;
  /** the edges of the best edge-edge candidate when it is the unique minimum */
  kk: { a: [V3, V3]; b: [V3, V3] } | null;
}

export function ledgeVsLedge(A: BruteLedge, B: BruteLedge, slack: number, tau: number): PairResult {
  type Cand = { d: number; pa: V3; pb: V3; pair: string | null; kk?: { a: [V3, V3]; b: [V3, V3] } };
  const cands: Cand[] = [];
  // first pass: the distances alone; only candidates within `slack` of the minimum are classified
  const vA = A.world.map((x) => ledgeDistance(B, x[0], x[1], x[2]));
  const vB = B.world.map((x) => ledgeDistance(A, x[0], x[1], x[2]));
  const eA = A.edgeList;
  const eB = B.edgeList;
  let d0 = Infinity;
  for (const d of vA) d0 = Math.min(d0, d);
  for (const d of vB) d0 = Math.min(d0, d);
  // edge pairs: a pair whose bounding spheres are farther apart than the best so far cannot be near
  // the minimum (|mid_a − mid_b| − r_a − r_b is a lower bound of the segment distance)
  const sphere = (L: BruteLedge, [i, j]: [number, number]) => {
    const p = L.world[i];
    const q = L.world[j];
    return { m: scale(add(p, q), 0.5), r: 0.5 * norm(sub(q, p)) };
  };
  const sA = eA.map((e) => sphere(A, e));
  const sB = eB.map((e) => sphere(B, e));
  const ee = eA.map(([a0, a1], ia) =>
    eB.map(([b0, b1], ib) => {
      if (norm(sub(sA[ia].m, sB[ib].m)) - sA[ia].r - sB[ib].r > d0 + 2 * slack) return Infinity;
      return segmentDistance(A.world[a0], A.world[a1], B.world[b0], B.world[b1]);
    }),
  );
  for (const row of ee) for (const d of row) d0 = Math.min(d0, d);
  const lim = d0 + 2 * slack;
  for (let i = 0; i < A.world.length; i++) {
    if (vA[i] > lim) continue;
    const r = pointVsLedge(B, A.world[i], slack, tau);
    cands.push({ d: r.d, pa: A.world[i], pb: r.q, pair: r.feature ? `V${i}|${r.feature}` : null });
  }
  for (let i = 0; i < B.world.length; i++) {
    if (vB[i] > lim) continue;
    const r = pointVsLedge(A, B.world[i], slack, tau);
    cands.push({ d: r.d, pa: r.q, pb: B.world[i], pair: r.feature ? `${r.feature}|V${i}` : null });
  }
  for (let ia = 0; ia < eA.length; ia++) {
    const [a0, a1] = eA[ia];
    for (let ib = 0; ib < eB.length; ib++) {
      const [b0, b1] = eB[ib];
      if (ee[ia][ib] > lim) continue;
      const pa: [V3, V3] = [A.world[a0], A.world[a1]];
      const pb: [V3, V3] = [B.world[b0], B.world[b1]];
      const c = segmentClosest(pa[0], pa[1], pb[0], pb[1]);
      const la = norm(sub(pa[1], pa[0]));
      const lb = norm(sub(pb[1], pb[0]));
      const ok = c.s * la >= tau && (1 - c.s) * la >= tau && c.t * lb >= tau && (1 - c.t) * lb >= tau;
      if (c.s > 0 && c.s < 1 && c.t > 0 && c.t < 1) {
        const qa = add(pa[0], scale(sub(pa[1], pa[0]), c.s));
        const qb = add(pb[0], scale(sub(pb[1], pb[0]), c.t));
        cands.push({ d: c.d, pa: qa, pb: qb, pair: ok ? `E${edgeKey(a0, a1)}|E${edgeKey(b0, b1)}` : null, kk: { a: pa, b: pb } });
      }
    }
  }
  let best = cands[0];
  for (const c of cands) if (c.d < best.d) best = c;
  const dmin = best.d;
  const near = cands.filter((c) => c.d <= dmin + slack);
  const pairs = new Set(near.map((c) => c.pair));
  const pair = pairs.size === 1 && !pairs.has(null) ? [...pairs][0] : null;
  const kkc = near.length === 1 && near[0].kk ? near[0].kk : null;
  return { d: dmin, pa: best.pa, pb: best.pb, pair, kk: kkc };
}

/** True when the plane through the closest points (normal pb − pa) separates the two convex ledges:
 * every vertex of A on its side, every vertex of B on the other (within 1e-9·S). For disjoint convex
 * sets the closest pair gives such a plane, so a false answer means the ledges overlap (or touch). */
export function separatedBy(A: BruteLedge, B: BruteLedge, r: PairResult): boolean {
  if (!(r.d > 0)) return false;
  const n = sub(r.pb, r.pa);
  const eps = 1e-9 * Math.max(A.scale, B.scale) * norm(n);
  for (const v of A.world) if (dot(sub(v, r.pa), n) > eps) return false;
  for (const v of B.world) if (dot(sub(v, r.pb), n) < -eps) return false;
  return true;
}
