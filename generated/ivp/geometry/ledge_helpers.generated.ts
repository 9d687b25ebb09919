// GENERATED FILE: do not edit. Engine module ivp.geometry.ledge_helpers: 000 §1.5.2: single-ledge queries (AABB, normals, edge parameters, distances, QR values, pierce walk) from spec/ivp/geometry/ledge_helpers.spec (sha256 629b02e43209d6c6).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, signbit } from "../../../runtime/index.js";
import { edge_ledge, edge_next, edge_opposite, edge_prev, edge_triangle, ledge_point, ledge_triangle, triangle_edge, triangle_pierce } from "./compact.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { n_triangles = 12 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { tri_index = 0 }

/**
 * Byte offsets into out[0..3] at 0x100684ff, indexed by u = (edge>>2)&3 (000 §1.5.2):
 * w2 goes to [T[u]], w1 to [T[u+1]], w0 to [T[u+2]].
 */
export const QR_PERM: Uint8Array = Uint8Array.of(0x00, 0x00, 0x08, 0x04, 0x00, 0x08, 0x00);

/** The marks of the pierce walk: one byte per triangle of the ledge, indexed by tri_index. */
export class PierceWalkMarks {
  visited: number[] = [];
}

/** Puts a PierceWalkMarks back into the zero state `new PierceWalkMarks()` gives, in place. */
export function reset_PierceWalkMarks(s: PierceWalkMarks): void {
  s.visited.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PierceWalkMarks(dst: PierceWalkMarks, src: PierceWalkMarks): void {
  for (let i = 0; i < src.visited.length && i < dst.visited.length; i++) dst.visited[i] = src.visited[i];
  if (dst.visited.length > src.visited.length) dst.visited.length = src.visited.length;
  else for (let i = dst.visited.length; i < src.visited.length; i++) dst.visited.push(src.visited[i]);
}

/**
 * Ledge AABB FUN_100202e0 (000 §1.5.2): min/max over the start point of every edge of every
 * triangle, starting at triangle 0 edge 0's point; f32 compares, results written f64.
 *
 * @source 000_b83935d7d7846899.txt §1.5.2 FUN_100202e0
 * @unit G12
 * @float x87
 * @spec spec/ivp/geometry/ledge_helpers.spec:22
 */
export function ledge_aabb(mem: Memory, l: number, mn: Vec3, mx: Vec3): void {
  const t00: number = ledge_triangle(l, 0);
  const e00: number = triangle_edge(t00, 0);
  const first: number = ledge_point(mem, l, mem.u32[(e00 + Edge.start_point_index) >>> 2] & 0xffff);
  let lo_x = mem.f32[(first + PolyPoint["p.x"]) >>> 2], lo_y = mem.f32[(first + PolyPoint["p.y"]) >>> 2], lo_z = mem.f32[(first + PolyPoint["p.z"]) >>> 2];
  let hi_x = mem.f32[(first + PolyPoint["p.x"]) >>> 2], hi_y = mem.f32[(first + PolyPoint["p.y"]) >>> 2], hi_z = mem.f32[(first + PolyPoint["p.z"]) >>> 2];
  for (let i = 0, i$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; i < i$end; i++) {
    const t: number = ledge_triangle(l, i);
    for (let k = 0; k < 3; k++) {
      const e: number = triangle_edge(t, k);
      const q: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
      const v_x = mem.f32[(q + PolyPoint["p.x"]) >>> 2], v_y = mem.f32[(q + PolyPoint["p.y"]) >>> 2], v_z = mem.f32[(q + PolyPoint["p.z"]) >>> 2];
      // per component: update min if smaller, otherwise max if larger
      if (v_x < lo_x) {
        lo_x = v_x;
      } else if (v_x > hi_x) {
        hi_x = v_x;
      }
      if (v_y < lo_y) {
        lo_y = v_y;
      } else if (v_y > hi_y) {
        hi_y = v_y;
      }
      if (v_z < lo_z) {
        lo_z = v_z;
      } else if (v_z > hi_z) {
        hi_z = v_z;
      }
    }
  }
  // all six results are written, max.y included (000 §1.5.2: the decompiler drops it)
  mn.x = lo_x;
  mn.y = lo_y;
  mn.z = lo_z;
  mx.x = hi_x;
  mx.y = hi_y;
  mx.z = hi_z;
}

/**
 * hesse(e) FUN_10021280 (000 §1.5.2, §3.10): the unnormalised normal of e's triangle.
 * The f32 point differences are stored f64; the cross product is formed on the x87, stored f64.
 *
 * @source 000_b83935d7d7846899.txt §1.5.2; §3.10 FUN_10021280
 * @unit G13
 * @float x87
 * @precision 15 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/ledge_helpers.spec:61
 */
export function hesse(mem: Memory, e: number, l: number, out$: Vec3): void {
  const ep: number = edge_prev(e);
  const en: number = edge_next(e);
  const pe: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  const pp: number = ledge_point(mem, l, mem.u32[(ep + Edge.start_point_index) >>> 2] & 0xffff);
  const pn: number = ledge_point(mem, l, mem.u32[(en + Edge.start_point_index) >>> 2] & 0xffff);
  const a_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2] - mem.f32[(pe + PolyPoint["p.x"]) >>> 2], a_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2] - mem.f32[(pe + PolyPoint["p.y"]) >>> 2], a_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2] - mem.f32[(pe + PolyPoint["p.z"]) >>> 2];
  const b_x = mem.f32[(pn + PolyPoint["p.x"]) >>> 2] - mem.f32[(pe + PolyPoint["p.x"]) >>> 2], b_y = mem.f32[(pn + PolyPoint["p.y"]) >>> 2] - mem.f32[(pe + PolyPoint["p.y"]) >>> 2], b_z = mem.f32[(pn + PolyPoint["p.z"]) >>> 2] - mem.f32[(pe + PolyPoint["p.z"]) >>> 2];
  out$.x = b_y * a_z - b_z * a_y; out$.y = b_z * a_x - b_x * a_z; out$.z = b_x * a_y - b_y * a_x;
  return;
}

/**
 * FUN_10021350 (000 §1.5.2): hesse(e) with the result written as f32.
 *
 * @source 000_b83935d7d7846899.txt §1.5.2 FUN_10021350
 * @unit G13
 * @float x87
 * @precision 15 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/ledge_helpers.spec:75
 */
export function hesse_f32(mem: Memory, e: number, l: number, out$: Vec3): void {
  const ep: number = edge_prev(e);
  const en: number = edge_next(e);
  const pe: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  const pp: number = ledge_point(mem, l, mem.u32[(ep + Edge.start_point_index) >>> 2] & 0xffff);
  const pn: number = ledge_point(mem, l, mem.u32[(en + Edge.start_point_index) >>> 2] & 0xffff);
  const a_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2] - mem.f32[(pe + PolyPoint["p.x"]) >>> 2], a_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2] - mem.f32[(pe + PolyPoint["p.y"]) >>> 2], a_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2] - mem.f32[(pe + PolyPoint["p.z"]) >>> 2];
  const b_x = mem.f32[(pn + PolyPoint["p.x"]) >>> 2] - mem.f32[(pe + PolyPoint["p.x"]) >>> 2], b_y = mem.f32[(pn + PolyPoint["p.y"]) >>> 2] - mem.f32[(pe + PolyPoint["p.y"]) >>> 2], b_z = mem.f32[(pn + PolyPoint["p.z"]) >>> 2] - mem.f32[(pe + PolyPoint["p.z"]) >>> 2];
  out$.x = Math.fround(b_y * a_z - b_z * a_y); out$.y = Math.fround(b_z * a_x - b_x * a_z); out$.z = Math.fround(b_x * a_y - b_y * a_x);
  return;
}

/**
 * K-values FUN_10020a10 (000 §1.5.2, §3.10): o[0] = (p - P)·d, o[1] = (N - p)·d with d = N - P.
 * Differences and dots in extended precision from the f32 points and the f64 p; o is f32.
 *
 * @source 000_b83935d7d7846899.txt §1.5.2; §3.10 FUN_10020a10
 * @unit G14
 * @float x87
 * @precision 19 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/ledge_helpers.spec:90
 */
export function k_values(mem: Memory, l: number, e: number, p_x: number, p_y: number, p_z: number, o: Float32Array): void {
  const en: number = edge_next(e);
  const pe: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  const pn: number = ledge_point(mem, l, mem.u32[(en + Edge.start_point_index) >>> 2] & 0xffff);
  // p is not rounded to f32 (000 §1.5.2: fsub qword)
  const d_x = mem.f32[(pn + PolyPoint["p.x"]) >>> 2] - mem.f32[(pe + PolyPoint["p.x"]) >>> 2], d_y = mem.f32[(pn + PolyPoint["p.y"]) >>> 2] - mem.f32[(pe + PolyPoint["p.y"]) >>> 2], d_z = mem.f32[(pn + PolyPoint["p.z"]) >>> 2] - mem.f32[(pe + PolyPoint["p.z"]) >>> 2];
  o[0] = Math.fround((p_x - mem.f32[(pe + PolyPoint["p.x"]) >>> 2]) * d_x + (p_y - mem.f32[(pe + PolyPoint["p.y"]) >>> 2]) * d_y + (p_z - mem.f32[(pe + PolyPoint["p.z"]) >>> 2]) * d_z);
  o[1] = Math.fround((mem.f32[(pn + PolyPoint["p.x"]) >>> 2] - p_x) * d_x + (mem.f32[(pn + PolyPoint["p.y"]) >>> 2] - p_y) * d_y + (mem.f32[(pn + PolyPoint["p.z"]) >>> 2] - p_z) * d_z);
}

/**
 * Squared distance from p to the infinite line through e, FUN_10021420 (000 §1.5.2):
 * |(p - P)×(N - P)|² * (1.0 / |P - N|²).
 *
 * @source 000_b83935d7d7846899.txt §1.5.2 FUN_10021420
 * @unit G15
 * @float x87
 * @precision 30 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/ledge_helpers.spec:104
 */
export function line_dist2(mem: Memory, l: number, e: number, p_x: number, p_y: number, p_z: number): number {
  const en: number = edge_next(e);
  const pe: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  const pn: number = ledge_point(mem, l, mem.u32[(en + Edge.start_point_index) >>> 2] & 0xffff);
  // the document says "mixed f32/f64/extended precision" without saying which intermediate is
  // stored where (AMBIGUITIES.md, 000): every intermediate is kept extended here
  const u_x = p_x - mem.f32[(pe + PolyPoint["p.x"]) >>> 2], u_y = p_y - mem.f32[(pe + PolyPoint["p.y"]) >>> 2], u_z = p_z - mem.f32[(pe + PolyPoint["p.z"]) >>> 2];
  const d_x = mem.f32[(pn + PolyPoint["p.x"]) >>> 2] - mem.f32[(pe + PolyPoint["p.x"]) >>> 2], d_y = mem.f32[(pn + PolyPoint["p.y"]) >>> 2] - mem.f32[(pe + PolyPoint["p.y"]) >>> 2], d_z = mem.f32[(pn + PolyPoint["p.z"]) >>> 2] - mem.f32[(pe + PolyPoint["p.z"]) >>> 2];
  const c_x = u_y * d_z - u_z * d_y, c_y = u_z * d_x - u_x * d_z, c_z = u_x * d_y - u_y * d_x;
  const w_x = mem.f32[(pe + PolyPoint["p.x"]) >>> 2] - mem.f32[(pn + PolyPoint["p.x"]) >>> 2], w_y = mem.f32[(pe + PolyPoint["p.y"]) >>> 2] - mem.f32[(pn + PolyPoint["p.y"]) >>> 2], w_z = mem.f32[(pe + PolyPoint["p.z"]) >>> 2] - mem.f32[(pn + PolyPoint["p.z"]) >>> 2];
  // 1.0 is the f64 at 0x10063288
  return (c_x * c_x + c_y * c_y + c_z * c_z) * (1 / (w_x * w_x + w_y * w_y + w_z * w_z));
}

/**
 * |p - P(e)|² in extended precision, FUN_100216f0 (000 §1.5.2).
 *
 * @source 000_b83935d7d7846899.txt §1.5.2 FUN_100216f0
 * @unit G16
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/ledge_helpers.spec:121
 */
export function point_dist2(mem: Memory, l: number, e: number, p_x: number, p_y: number, p_z: number): number {
  const pe: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  const u_x = p_x - mem.f32[(pe + PolyPoint["p.x"]) >>> 2], u_y = p_y - mem.f32[(pe + PolyPoint["p.y"]) >>> 2], u_z = p_z - mem.f32[(pe + PolyPoint["p.z"]) >>> 2];
  return u_x * u_x + u_y * u_y + u_z * u_z;
}

/**
 * Squared point-segment distance FUN_10021740 (000 §1.5.2, §5.5.3): inside the segment the line
 * distance, else the distance to the nearer end.
 *
 * @source 000_b83935d7d7846899.txt §1.5.2; §5.5.3 FUN_10021740
 * @unit G17
 * @float x87
 * @spec spec/ivp/geometry/ledge_helpers.spec:131
 */
export function segment_dist2(mem: Memory, p_x: number, p_y: number, p_z: number, l: number, e: number): number {
  const s = _a0;
  s[0] = 0;
  s[1] = 0;
  k_values(mem, l, e, p_x, p_y, p_z, s);
  // quirk kept: 000 §1.5.2 (AMBIGUITIES.md): numeric compares with the f32 0.0 (0x10063370,
  // 000 §5.5.3), not sign-bit tests, so -0.0 counts as inside here
  if (s[0] >= 0 && s[1] >= 0) {
    return line_dist2(mem, l, e, p_x, p_y, p_z);
  }
  if (s[0] < 0) {
    return point_dist2(mem, l, e, p_x, p_y, p_z);
  }
  // |p - N(e)|² via FUN_100216f0(next(e))
  return point_dist2(mem, l, edge_next(e), p_x, p_y, p_z);
}

/**
 * QR values FUN_10020ad0 (000 §1.5.2, §5.5.3): unscaled barycentric weights of p on e's
 * triangle, permuted so that o[k] belongs to the k-th edge from e; o[3] = det.
 * Edge vectors and p - q1 are f64 temporaries, dots and weights extended, the outputs f32.
 *
 * @source 000_b83935d7d7846899.txt §1.5.2; §3.10; §5.5.3 FUN_10020ad0
 * @unit G18
 * @float x87
 * @precision 45 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/ledge_helpers.spec:151
 */
export function qr_values(mem: Memory, l: number, e: number, p_x: number, p_y: number, p_z: number, o: Float32Array): void {
  // always the triangle's own order, whatever e is
  const t: number = edge_triangle(e);
  const t_e0: number = triangle_edge(t, 0);
  const t_e1: number = triangle_edge(t, 1);
  const t_e2: number = triangle_edge(t, 2);
  const q0: number = ledge_point(mem, l, mem.u32[(t_e0 + Edge.start_point_index) >>> 2] & 0xffff);
  const q1: number = ledge_point(mem, l, mem.u32[(t_e1 + Edge.start_point_index) >>> 2] & 0xffff);
  const q2: number = ledge_point(mem, l, mem.u32[(t_e2 + Edge.start_point_index) >>> 2] & 0xffff);
  const a_x = mem.f32[(q0 + PolyPoint["p.x"]) >>> 2] - mem.f32[(q1 + PolyPoint["p.x"]) >>> 2], a_y = mem.f32[(q0 + PolyPoint["p.y"]) >>> 2] - mem.f32[(q1 + PolyPoint["p.y"]) >>> 2], a_z = mem.f32[(q0 + PolyPoint["p.z"]) >>> 2] - mem.f32[(q1 + PolyPoint["p.z"]) >>> 2];
  const b_x = mem.f32[(q2 + PolyPoint["p.x"]) >>> 2] - mem.f32[(q1 + PolyPoint["p.x"]) >>> 2], b_y = mem.f32[(q2 + PolyPoint["p.y"]) >>> 2] - mem.f32[(q1 + PolyPoint["p.y"]) >>> 2], b_z = mem.f32[(q2 + PolyPoint["p.z"]) >>> 2] - mem.f32[(q1 + PolyPoint["p.z"]) >>> 2];
  const d_x = p_x - mem.f32[(q1 + PolyPoint["p.x"]) >>> 2], d_y = p_y - mem.f32[(q1 + PolyPoint["p.y"]) >>> 2], d_z = p_z - mem.f32[(q1 + PolyPoint["p.z"]) >>> 2];
  const aa: number = a_x * a_x + a_y * a_y + a_z * a_z;
  const bb: number = b_x * b_x + b_y * b_y + b_z * b_z;
  const ab: number = a_x * b_x + a_y * b_y + a_z * b_z;
  const det: number = aa * bb - ab * ab;
  const da: number = d_x * a_x + d_y * a_y + d_z * a_z;
  const db: number = d_x * b_x + d_y * b_y + d_z * b_z;
  // weights of q0, q2, q1 (unnormalised)
  const w0: number = da * bb - db * ab;
  const w2: number = db * aa - da * ab;
  const w1: number = det - w0 - w2;
  o[3] = Math.fround(det);
  // the permutation through the byte offsets of 0x100684ff
  const u: number = (e >>> 2) & 3;
  o[QR_PERM[u] >>> 2] = Math.fround(w2);
  o[QR_PERM[(u + 1) | 0] >>> 2] = Math.fround(w1);
  o[QR_PERM[(u + 2) | 0] >>> 2] = Math.fround(w0);
}

/**
 * Squared point-triangle distance FUN_10021550 (000 §1.5.2): the plane distance when p projects
 * inside, else the minimum over the edges taken in reverse order e2, e1, e0.
 *
 * @source 000_b83935d7d7846899.txt §1.5.2 FUN_10021550
 * @unit G19
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/ledge_helpers.spec:185
 */
export function triangle_dist2(mem: Memory, l: number, t: number, p_x: number, p_y: number, p_z: number): number {
  const e0: number = triangle_edge(t, 0);
  const c = _a1;
  c[0] = 0;
  c[1] = 0;
  c[2] = 0;
  c[3] = 0;
  qr_values(mem, l, e0, p_x, p_y, p_z, c);
  // quirk kept: 000 §1.5.2: the inside test reads the f32 sign bits, so -0.0 counts as outside
  if (!signbit(c[0]) && !signbit(c[1]) && !signbit(c[2])) {
    hesse(mem, e0, l, _s2);
    const n_x = _s2.x, n_y = _s2.y, n_z = _s2.z;
    const pe: number = ledge_point(mem, l, mem.u32[(e0 + Edge.start_point_index) >>> 2] & 0xffff);
    const h: number = n_x * p_x + n_y * p_y + n_z * p_z - (n_x * mem.f32[(pe + PolyPoint["p.x"]) >>> 2] + n_y * mem.f32[(pe + PolyPoint["p.y"]) >>> 2] + n_z * mem.f32[(pe + PolyPoint["p.z"]) >>> 2]);
    return h * h / (n_x * n_x + n_y * n_y + n_z * n_z);
  }
  let best: number = 1e+101;
  const s = _a3;
  s[0] = 0;
  s[1] = 0;
  // quirk kept: 000 §1.5.2: the edges in reverse order e2, e1, e0
  for (let k = 3 - 1; k >= 0; k--) {
    const e: number = triangle_edge(t, k);
    k_values(mem, l, e, p_x, p_y, p_z, s);
    if (s[0] < 0) {
      const q: number = point_dist2(mem, l, e, p_x, p_y, p_z);
      best = q < best ? q : best;
    } else if (s[1] >= 0) {
      const q_1: number = line_dist2(mem, l, e, p_x, p_y, p_z);
      best = q_1 < best ? q_1 : best;
    }
  }
  return best;
}

/**
 * Pierce walk FUN_1001a5c0 (000 §1.5.2, §3.9.9): from the pierce triangle of e's triangle, cross
 * the first edge whose QR check is <= 0 into an unvisited triangle; return the edge where none is.
 *
 * @source 000_b83935d7d7846899.txt §1.5.2; §3.9.9 FUN_1001a5c0
 * @unit G20
 * @float x87
 * @spec spec/ivp/geometry/ledge_helpers.spec:218
 */
export function pierce_walk(mem: Memory, edge: number, p_x: number, p_y: number, p_z: number): number {
  const l: number = edge_ledge(mem, edge);
  const marks: PierceWalkMarks = _r4;
  reset_PierceWalkMarks(marks);
  for (let i = 0, i$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; i < i$end; i++) {
    marks.visited.push(0);
  }
  // 000 §1.5.2 and §3.9.9 start at the pierce triangle's e0 (ch. 4 around L2595 says the edge's own
  // triangle; AMBIGUITIES.md, 000): the pierce triangle is taken
  const t_start: number = edge_triangle(edge);
  const t_pierce: number = triangle_pierce(mem, t_start);
  let e: number = triangle_edge(t_pierce, 0);
  const w = _a5;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  while (true) {
    const t: number = edge_triangle(e);
    marks.visited[mem.u32[(t + Triangle.tri_index) >>> 2] & 0xfff] = 1;
    qr_values(mem, l, e, p_x, p_y, p_z, w);
    let moved: boolean = false;
    let ek: number = e;
    // w[k] belongs to ek = e, next(e), next(next(e))
    for (let k = 0; k < 3; k++) {
      const opp: number = edge_opposite(mem, ek);
      const t_opp: number = edge_triangle(opp);
      if (w[k] <= 0 && marks.visited[mem.u32[(t_opp + Triangle.tri_index) >>> 2] & 0xfff] === 0) {
        e = opp;
        moved = true;
        break;
      }
      ek = edge_next(ek);
    }
    if (!moved) {
      return e;
    }
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _a0 = new Float32Array(2), _a1 = new Float32Array(4), _s2 = new Vec3(), _a3 = new Float32Array(2), _r4 = new PierceWalkMarks(), _a5 = new Float32Array(4);
