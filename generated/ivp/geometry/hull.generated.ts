// GENERATED FILE: do not edit. Engine module ivp.geometry.hull: 000 §1.6.3: the convex hull ledge (dedupe, hull, sliver filter and retry, template, triangulation, twins, pierce, ledge generator) from spec/ivp/geometry/hull.spec (sha256 7a4979e60334814c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, ZERO_F64, assertFail, f64FromWords, hi32, lo32, specMax } from "../../../runtime/index.js";
import { ledge_point, ledge_triangle, triangle_edge } from "./compact.generated.js";
import { triangle_ledge } from "./pancake.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { word = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0, ledgetree_node_offset = 4, flags = 8, n_triangles = 12, for_future_use = 14 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8, hesse = 12 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { word = 0 }

/** 2^26: the split of an exact plane-normal component into a high and a low part. */
export const CHULL_TWO_26: number = 67108864;
/** 2^-26, exactly. */
export const CHULL_TWO_M26: number = 1.4901161193847656e-8 /* f64#3e50000000000000 */;
/** The sliver factor at 0x10063828 (000 L517). The document gives the value, not the type: f64. */
export const CHULL_SLIVER_FACTOR: number = 0.005;
/** The pierce threshold: a partner's n_T·n_U must be below -1e-6 (000 L546), taken as f64. */
export const CHULL_PIERCE_LIMIT: number = -0.000001;
/**
 * The generator's field widths (000 §1.2.2, §1.2.3): tri_index and pierce_index have 12 bits,
 * start_point_index 16, opposite_index is a signed 15-bit offset in edges.
 */
export const CHULL_MAX_TRIANGLES: number = 4096;
export const CHULL_MAX_POINTS: number = 65536;

/**
 * Working storage of the exact quickhull. Per point: the grid coordinates (integers held in
 * f64) and the link of its conflict list. Per facet (a triangle while the hull is built): its
 * corners fv[3f..3f+2] (counter-clockwise seen from outside), the neighbour across each edge
 * fnb[3f+k] (edge k runs fv[3f+k] → fv[3f+(k+1)%3]) and its exact plane pl[6f..6f+5].
 */
export class ChullWork {
  /** grid coordinates of each point (integers, |x| <= 2^24) */
  gx: number[] = [];
  gy: number[] = [];
  gz: number[] = [];
  /** next point of the same conflict list (-1 ends it) */
  cnext: number[] = [];
  /**
   * scratch per point, -1 when unused: the cone facet whose horizon edge starts at this point
   * (chull_add_point), or the face-boundary edge that starts here (chull_extract)
   */
  hstart: number[] = [];
  /** facet corners, 3 per facet */
  fv: number[] = [];
  /** facet neighbours, 3 per facet: fnb[3f+k] lies across edge k */
  fnb: number[] = [];
  /** facet planes, 6 per facet: N = (b-a)×(c-a) split as N = hi·2^26 + lo, hi first, lo in [0, 2^26) */
  pl: number[] = [];
  /** false once the facet has been replaced */
  alive: boolean[] = [];
  /** visit stamp of the current visibility walk: +stamp visible, -stamp seen and not visible */
  vis: number[] = [];
  /** first point of the facet's conflict list (-1 when empty) */
  head: number[] = [];
  /** the farthest point of the conflict list and its exact distance (normalised hi, lo) */
  far: number[] = [];
  far_hi: number[] = [];
  far_lo: number[] = [];
  /** coplanar group (merged face) of the facet, -1 before the merge */
  grp: number[] = [];
  /** the four points of the initial tetrahedron (never coplanar; used as "inside" references) */
  simplex: number[] = [];
  /** scratch lists */
  vlist: number[] = [];
  hz: number[] = [];
  loopbuf: number[] = [];
  stamp: number = 0;
  /** the last exact distance chull_side computed: det = dh·2^26 + dl with dl in [0, 2^26) */
  dh: number = ZERO_F64;
  dl: number = ZERO_F64;
}

/** Puts a ChullWork back into the zero state `new ChullWork()` gives, in place. */
export function reset_ChullWork(s: ChullWork): void {
  s.gx.length = 0;
  s.gy.length = 0;
  s.gz.length = 0;
  s.cnext.length = 0;
  s.hstart.length = 0;
  s.fv.length = 0;
  s.fnb.length = 0;
  s.pl.length = 0;
  s.alive.length = 0;
  s.vis.length = 0;
  s.head.length = 0;
  s.far.length = 0;
  s.far_hi.length = 0;
  s.far_lo.length = 0;
  s.grp.length = 0;
  s.simplex.length = 0;
  s.vlist.length = 0;
  s.hz.length = 0;
  s.loopbuf.length = 0;
  s.stamp = 0;
  s.dh = 0;
  s.dl = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ChullWork(dst: ChullWork, src: ChullWork): void {
  for (let i = 0; i < src.gx.length && i < dst.gx.length; i++) dst.gx[i] = src.gx[i];
  if (dst.gx.length > src.gx.length) dst.gx.length = src.gx.length;
  else for (let i = dst.gx.length; i < src.gx.length; i++) dst.gx.push(src.gx[i]);
  for (let i = 0; i < src.gy.length && i < dst.gy.length; i++) dst.gy[i] = src.gy[i];
  if (dst.gy.length > src.gy.length) dst.gy.length = src.gy.length;
  else for (let i = dst.gy.length; i < src.gy.length; i++) dst.gy.push(src.gy[i]);
  for (let i = 0; i < src.gz.length && i < dst.gz.length; i++) dst.gz[i] = src.gz[i];
  if (dst.gz.length > src.gz.length) dst.gz.length = src.gz.length;
  else for (let i = dst.gz.length; i < src.gz.length; i++) dst.gz.push(src.gz[i]);
  for (let i = 0; i < src.cnext.length && i < dst.cnext.length; i++) dst.cnext[i] = src.cnext[i];
  if (dst.cnext.length > src.cnext.length) dst.cnext.length = src.cnext.length;
  else for (let i = dst.cnext.length; i < src.cnext.length; i++) dst.cnext.push(src.cnext[i]);
  for (let i = 0; i < src.hstart.length && i < dst.hstart.length; i++) dst.hstart[i] = src.hstart[i];
  if (dst.hstart.length > src.hstart.length) dst.hstart.length = src.hstart.length;
  else for (let i = dst.hstart.length; i < src.hstart.length; i++) dst.hstart.push(src.hstart[i]);
  for (let i = 0; i < src.fv.length && i < dst.fv.length; i++) dst.fv[i] = src.fv[i];
  if (dst.fv.length > src.fv.length) dst.fv.length = src.fv.length;
  else for (let i = dst.fv.length; i < src.fv.length; i++) dst.fv.push(src.fv[i]);
  for (let i = 0; i < src.fnb.length && i < dst.fnb.length; i++) dst.fnb[i] = src.fnb[i];
  if (dst.fnb.length > src.fnb.length) dst.fnb.length = src.fnb.length;
  else for (let i = dst.fnb.length; i < src.fnb.length; i++) dst.fnb.push(src.fnb[i]);
  for (let i = 0; i < src.pl.length && i < dst.pl.length; i++) dst.pl[i] = src.pl[i];
  if (dst.pl.length > src.pl.length) dst.pl.length = src.pl.length;
  else for (let i = dst.pl.length; i < src.pl.length; i++) dst.pl.push(src.pl[i]);
  for (let i = 0; i < src.alive.length && i < dst.alive.length; i++) dst.alive[i] = src.alive[i];
  if (dst.alive.length > src.alive.length) dst.alive.length = src.alive.length;
  else for (let i = dst.alive.length; i < src.alive.length; i++) dst.alive.push(src.alive[i]);
  for (let i = 0; i < src.vis.length && i < dst.vis.length; i++) dst.vis[i] = src.vis[i];
  if (dst.vis.length > src.vis.length) dst.vis.length = src.vis.length;
  else for (let i = dst.vis.length; i < src.vis.length; i++) dst.vis.push(src.vis[i]);
  for (let i = 0; i < src.head.length && i < dst.head.length; i++) dst.head[i] = src.head[i];
  if (dst.head.length > src.head.length) dst.head.length = src.head.length;
  else for (let i = dst.head.length; i < src.head.length; i++) dst.head.push(src.head[i]);
  for (let i = 0; i < src.far.length && i < dst.far.length; i++) dst.far[i] = src.far[i];
  if (dst.far.length > src.far.length) dst.far.length = src.far.length;
  else for (let i = dst.far.length; i < src.far.length; i++) dst.far.push(src.far[i]);
  for (let i = 0; i < src.far_hi.length && i < dst.far_hi.length; i++) dst.far_hi[i] = src.far_hi[i];
  if (dst.far_hi.length > src.far_hi.length) dst.far_hi.length = src.far_hi.length;
  else for (let i = dst.far_hi.length; i < src.far_hi.length; i++) dst.far_hi.push(src.far_hi[i]);
  for (let i = 0; i < src.far_lo.length && i < dst.far_lo.length; i++) dst.far_lo[i] = src.far_lo[i];
  if (dst.far_lo.length > src.far_lo.length) dst.far_lo.length = src.far_lo.length;
  else for (let i = dst.far_lo.length; i < src.far_lo.length; i++) dst.far_lo.push(src.far_lo[i]);
  for (let i = 0; i < src.grp.length && i < dst.grp.length; i++) dst.grp[i] = src.grp[i];
  if (dst.grp.length > src.grp.length) dst.grp.length = src.grp.length;
  else for (let i = dst.grp.length; i < src.grp.length; i++) dst.grp.push(src.grp[i]);
  for (let i = 0; i < src.simplex.length && i < dst.simplex.length; i++) dst.simplex[i] = src.simplex[i];
  if (dst.simplex.length > src.simplex.length) dst.simplex.length = src.simplex.length;
  else for (let i = dst.simplex.length; i < src.simplex.length; i++) dst.simplex.push(src.simplex[i]);
  for (let i = 0; i < src.vlist.length && i < dst.vlist.length; i++) dst.vlist[i] = src.vlist[i];
  if (dst.vlist.length > src.vlist.length) dst.vlist.length = src.vlist.length;
  else for (let i = dst.vlist.length; i < src.vlist.length; i++) dst.vlist.push(src.vlist[i]);
  for (let i = 0; i < src.hz.length && i < dst.hz.length; i++) dst.hz[i] = src.hz[i];
  if (dst.hz.length > src.hz.length) dst.hz.length = src.hz.length;
  else for (let i = dst.hz.length; i < src.hz.length; i++) dst.hz.push(src.hz[i]);
  for (let i = 0; i < src.loopbuf.length && i < dst.loopbuf.length; i++) dst.loopbuf[i] = src.loopbuf[i];
  if (dst.loopbuf.length > src.loopbuf.length) dst.loopbuf.length = src.loopbuf.length;
  else for (let i = dst.loopbuf.length; i < src.loopbuf.length; i++) dst.loopbuf.push(src.loopbuf[i]);
  dst.stamp = src.stamp;
  dst.dh = src.dh;
  dst.dl = src.dl;
}

/**
 * The hull as merged faces: face f's vertex loop is verts[start[f] .. start[f+1]] (indices into
 * the point list), counter-clockwise seen from outside, beginning at its smallest index; its
 * outward unit normal is normal[f]. Faces are sorted by their first two loop indices.
 */
export class ChullFacets {
  start: number[] = [];
  verts: number[] = [];
  normal: Vec3[] = [];
}

/** Puts a ChullFacets back into the zero state `new ChullFacets()` gives, in place. */
export function reset_ChullFacets(s: ChullFacets): void {
  s.start.length = 0;
  s.verts.length = 0;
  s.normal.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ChullFacets(dst: ChullFacets, src: ChullFacets): void {
  for (let i = 0; i < src.start.length && i < dst.start.length; i++) dst.start[i] = src.start[i];
  if (dst.start.length > src.start.length) dst.start.length = src.start.length;
  else for (let i = dst.start.length; i < src.start.length; i++) dst.start.push(src.start[i]);
  for (let i = 0; i < src.verts.length && i < dst.verts.length; i++) dst.verts[i] = src.verts[i];
  if (dst.verts.length > src.verts.length) dst.verts.length = src.verts.length;
  else for (let i = dst.verts.length; i < src.verts.length; i++) dst.verts.push(src.verts[i]);
  dst.normal.length = src.normal.length;
  for (let i = 0; i < src.normal.length; i++) { if (dst.normal[i] === undefined) dst.normal[i] = new Vec3(); dst.normal[i].x = src.normal[i].x; dst.normal[i].y = src.normal[i].y; dst.normal[i].z = src.normal[i].z; }
}

/**
 * The IVP polygon template of FUN_10039cf0 (000 L526-530): the unique hull points, the lines as
 * (min, max) index pairs, and the surfaces (vertex loops in template indices) with their normals.
 * src[i] is the point-list index of template point i (used by the exact orientation test).
 */
export class ChullTemplate {
  points: Vec3[] = [];
  src: number[] = [];
  line_a: number[] = [];
  line_b: number[] = [];
  start: number[] = [];
  verts: number[] = [];
  normal: Vec3[] = [];
}

/** Puts a ChullTemplate back into the zero state `new ChullTemplate()` gives, in place. */
export function reset_ChullTemplate(s: ChullTemplate): void {
  s.points.length = 0;
  s.src.length = 0;
  s.line_a.length = 0;
  s.line_b.length = 0;
  s.start.length = 0;
  s.verts.length = 0;
  s.normal.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ChullTemplate(dst: ChullTemplate, src: ChullTemplate): void {
  dst.points.length = src.points.length;
  for (let i = 0; i < src.points.length; i++) { if (dst.points[i] === undefined) dst.points[i] = new Vec3(); dst.points[i].x = src.points[i].x; dst.points[i].y = src.points[i].y; dst.points[i].z = src.points[i].z; }
  for (let i = 0; i < src.src.length && i < dst.src.length; i++) dst.src[i] = src.src[i];
  if (dst.src.length > src.src.length) dst.src.length = src.src.length;
  else for (let i = dst.src.length; i < src.src.length; i++) dst.src.push(src.src[i]);
  for (let i = 0; i < src.line_a.length && i < dst.line_a.length; i++) dst.line_a[i] = src.line_a[i];
  if (dst.line_a.length > src.line_a.length) dst.line_a.length = src.line_a.length;
  else for (let i = dst.line_a.length; i < src.line_a.length; i++) dst.line_a.push(src.line_a[i]);
  for (let i = 0; i < src.line_b.length && i < dst.line_b.length; i++) dst.line_b[i] = src.line_b[i];
  if (dst.line_b.length > src.line_b.length) dst.line_b.length = src.line_b.length;
  else for (let i = dst.line_b.length; i < src.line_b.length; i++) dst.line_b.push(src.line_b[i]);
  for (let i = 0; i < src.start.length && i < dst.start.length; i++) dst.start[i] = src.start[i];
  if (dst.start.length > src.start.length) dst.start.length = src.start.length;
  else for (let i = dst.start.length; i < src.start.length; i++) dst.start.push(src.start[i]);
  for (let i = 0; i < src.verts.length && i < dst.verts.length; i++) dst.verts[i] = src.verts[i];
  if (dst.verts.length > src.verts.length) dst.verts.length = src.verts.length;
  else for (let i = dst.verts.length; i < src.verts.length; i++) dst.verts.push(src.verts[i]);
  dst.normal.length = src.normal.length;
  for (let i = 0; i < src.normal.length; i++) { if (dst.normal[i] === undefined) dst.normal[i] = new Vec3(); dst.normal[i].x = src.normal[i].x; dst.normal[i].y = src.normal[i].y; dst.normal[i].z = src.normal[i].z; }
}

/**
 * The ordered triangle list handed to the ledge generator (000 L532-561): triangle i has the
 * corners v[3i], v[3i+1], v[3i+2] (template point indices) and its edge k runs v[3i+k] →
 * v[3i+(k+1)%3]; opp[3i+k] is the twin edge (as 3j+l), normal[i] the unit normal, pierce[i]
 * the pierce partner (-1 when none).
 */
export class ChullTriangles {
  v: number[] = [];
  opp: number[] = [];
  normal: Vec3[] = [];
  pierce: number[] = [];
}

/** Puts a ChullTriangles back into the zero state `new ChullTriangles()` gives, in place. */
export function reset_ChullTriangles(s: ChullTriangles): void {
  s.v.length = 0;
  s.opp.length = 0;
  s.normal.length = 0;
  s.pierce.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ChullTriangles(dst: ChullTriangles, src: ChullTriangles): void {
  for (let i = 0; i < src.v.length && i < dst.v.length; i++) dst.v[i] = src.v[i];
  if (dst.v.length > src.v.length) dst.v.length = src.v.length;
  else for (let i = dst.v.length; i < src.v.length; i++) dst.v.push(src.v[i]);
  for (let i = 0; i < src.opp.length && i < dst.opp.length; i++) dst.opp[i] = src.opp[i];
  if (dst.opp.length > src.opp.length) dst.opp.length = src.opp.length;
  else for (let i = dst.opp.length; i < src.opp.length; i++) dst.opp.push(src.opp[i]);
  dst.normal.length = src.normal.length;
  for (let i = 0; i < src.normal.length; i++) { if (dst.normal[i] === undefined) dst.normal[i] = new Vec3(); dst.normal[i].x = src.normal[i].x; dst.normal[i].y = src.normal[i].y; dst.normal[i].z = src.normal[i].z; }
  for (let i = 0; i < src.pierce.length && i < dst.pierce.length; i++) dst.pierce[i] = src.pierce[i];
  if (dst.pierce.length > src.pierce.length) dst.pierce.length = src.pierce.length;
  else for (let i = dst.pierce.length; i < src.pierce.length; i++) dst.pierce.push(src.pierce[i]);
}

/**
 * True for a finite f64: its exponent field is not all ones.
 *
 * @design Bad-input check: a non-finite coordinate has no place in a hull; the original has no test (000 L508 hashes the bytes).
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:126
 */
export function chull_finite(x: number): boolean {
  return ((hi32(x) >>> 20) & 0x7ff) !== 0x7ff;
}

/**
 * True when points i and j have the same 24 f64 bytes, held as six u32 words each in
 * keys[6i..6i+5] (so 0.0 and -0.0 differ).
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 1 FUN_1003a750
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:134
 */
export function chull_key_equal(keys: number[], i: number, j: number): boolean {
  for (let k = 0; k < 6; k++) {
    if (keys[(Math.imul(6, i) + k) | 0] !== keys[(Math.imul(6, j) + k) | 0]) {
      return false;
    }
  }
  return true;
}

/**
 * Step 1 of FUN_1003a750 (000 L508): the points without repeats of their 24 f64 bytes, first
 * occurrences kept, in input order. A hash table over the six u32 words (open addressing,
 * linear probing, at least twice as many slots as points): expected O(n). The hash function is
 * the port's; which points are kept does not depend on it.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 1 FUN_1003a750
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:149
 */
export function chull_dedupe(points: Vec3[], out_: Vec3[]): void {
  out_.length = 0;
  const n: number = points.length;
  const keys: number[] = [];
  for (let i = 0; i < n; i++) {
    const p_x = points[i].x, p_y = points[i].y, p_z = points[i].z;
    keys.push(hi32(p_x));
    keys.push(lo32(p_x));
    keys.push(hi32(p_y));
    keys.push(lo32(p_y));
    keys.push(hi32(p_z));
    keys.push(lo32(p_z));
  }
  let cap: number = 16;
  while (cap < Math.imul(2, n)) {
    cap = Math.imul(cap, 2);
  }
  const mask: number = (cap - 1) >>> 0;
  const table: number[] = [];
  for (let i_1 = 0; i_1 < cap; i_1++) {
    table.push(-1);
  }
  for (let i_2 = 0; i_2 < n; i_2++) {
    // design: a multiplicative hash of the six words (the original's hash is not given)
    let hsh: number = 0x811c9dc5;
    for (let k = 0; k < 6; k++) {
      hsh = Math.imul(hsh ^ keys[(Math.imul(6, i_2) + k) | 0], 0x9e3779b1) >>> 0;
      hsh = (hsh ^ (hsh >>> 15)) >>> 0;
    }
    let slot: number = (hsh & mask) >>> 0;
    let dup: boolean = false;
    while (table[slot | 0] >= 0) {
      if (chull_key_equal(keys, table[slot | 0], i_2)) {
        dup = true;
        break;
      }
      slot = ((slot + 1) & mask) >>> 0;
    }
    if (!dup) {
      table[slot | 0] = i_2;
      const p_1_x = points[i_2].x, p_1_y = points[i_2].y, p_1_z = points[i_2].z;
      out_.push(Object.assign(new Vec3(), { x: p_1_x, y: p_1_y, z: p_1_z }));
    }
  }
}

/**
 * 2^k for -1022 <= k <= 1023, exactly.
 *
 * @design A power of two built from its exponent bits: the grid scale must be exact.
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:200
 */
export function chull_pow2(k: number): number {
  return f64FromWords(((k + 1023) << 20) >>> 0, 0);
}

/**
 * Normalises an exact distance det = h·2^26 + l (h, l integers below 2^53) so that l lies in
 * [0, 2^26): stores it in w.dh, w.dl and returns its sign. (dh, dl) then orders distances
 * lexicographically.
 *
 * @design Exact plane test on the grid (see the module comment): every value is an integer below 2^53, so each operation is exact in f64 and in x87 extended alike.
 * @unit G35
 * @float x87
 * @precision 4 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:209
 */
export function chull_det_sign(w: ChullWork, h: number, l: number): number {
  const lh: number = Math.floor(l * CHULL_TWO_M26);
  w.dh = h + lh;
  w.dl = l - lh * CHULL_TWO_26;
  if (w.dh > 0) {
    return 1;
  }
  if (w.dh < 0) {
    return -1;
  }
  if (w.dl > 0) {
    return 1;
  }
  return 0;
}

/**
 * The exact plane of facet f through its corners a, b, c: N = (b-a)×(c-a) on the grid
 * (differences below 2^25, components below 2^51: exact), stored split as hi = floor(N/2^26)
 * and lo = N - hi·2^26 in [0, 2^26).
 *
 * @design Exact plane test on the grid (see the module comment).
 * @unit G35
 * @float x87
 * @precision 24 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:230
 */
export function chull_set_plane(w: ChullWork, f: number): void {
  const a: number = w.fv[Math.imul(3, f)];
  const b: number = w.fv[(Math.imul(3, f) + 1) | 0];
  const c: number = w.fv[(Math.imul(3, f) + 2) | 0];
  const ux: number = w.gx[b] - w.gx[a];
  const uy: number = w.gy[b] - w.gy[a];
  const uz: number = w.gz[b] - w.gz[a];
  const vx: number = w.gx[c] - w.gx[a];
  const vy: number = w.gy[c] - w.gy[a];
  const vz: number = w.gz[c] - w.gz[a];
  const nx: number = uy * vz - uz * vy;
  const ny: number = uz * vx - ux * vz;
  const nz: number = ux * vy - uy * vx;
  const hx: number = Math.floor(nx * CHULL_TWO_M26);
  const hy: number = Math.floor(ny * CHULL_TWO_M26);
  const hz: number = Math.floor(nz * CHULL_TWO_M26);
  const o: number = Math.imul(6, f);
  w.pl[o] = hx;
  w.pl[(o + 1) | 0] = hy;
  w.pl[(o + 2) | 0] = hz;
  w.pl[(o + 3) | 0] = nx - hx * CHULL_TWO_26;
  w.pl[(o + 4) | 0] = ny - hy * CHULL_TWO_26;
  w.pl[(o + 5) | 0] = nz - hz * CHULL_TWO_26;
}

/**
 * The exact side of point p against facet f: 1 above (outside), 0 on the plane, -1 below.
 * N·(p-a) = (p-a)·hi·2^26 + (p-a)·lo: |(p-a)·hi| <= 3·2^50 and |(p-a)·lo| < 3·2^51, both exact.
 * Leaves the exact distance in w.dh, w.dl.
 *
 * @design Exact plane test on the grid (see the module comment).
 * @unit G35
 * @float x87
 * @precision 13 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:260
 */
export function chull_side(w: ChullWork, f: number, p: number): number {
  const a: number = w.fv[Math.imul(3, f)];
  const ex: number = w.gx[p] - w.gx[a];
  const ey: number = w.gy[p] - w.gy[a];
  const ez: number = w.gz[p] - w.gz[a];
  const o: number = Math.imul(6, f);
  const h: number = ex * w.pl[o] + ey * w.pl[(o + 1) | 0] + ez * w.pl[(o + 2) | 0];
  const l: number = ex * w.pl[(o + 3) | 0] + ey * w.pl[(o + 4) | 0] + ez * w.pl[(o + 5) | 0];
  return chull_det_sign(w, h, l);
}

/**
 * The exact orientation of p against the plane through the points a, b, c (in that order):
 * the sign of ((b-a)×(c-a))·(p-a), computed as chull_side does.
 *
 * @design Exact plane test on the grid (see the module comment).
 * @unit G35
 * @float x87
 * @precision 37 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:275
 */
export function chull_orient(w: ChullWork, a: number, b: number, c: number, p: number): number {
  const ux: number = w.gx[b] - w.gx[a];
  const uy: number = w.gy[b] - w.gy[a];
  const uz: number = w.gz[b] - w.gz[a];
  const vx: number = w.gx[c] - w.gx[a];
  const vy: number = w.gy[c] - w.gy[a];
  const vz: number = w.gz[c] - w.gz[a];
  const nx: number = uy * vz - uz * vy;
  const ny: number = uz * vx - ux * vz;
  const nz: number = ux * vy - uy * vx;
  const hx: number = Math.floor(nx * CHULL_TWO_M26);
  const hy: number = Math.floor(ny * CHULL_TWO_M26);
  const hz: number = Math.floor(nz * CHULL_TWO_M26);
  const lx: number = nx - hx * CHULL_TWO_26;
  const ly: number = ny - hy * CHULL_TWO_26;
  const lz: number = nz - hz * CHULL_TWO_26;
  const ex: number = w.gx[p] - w.gx[a];
  const ey: number = w.gy[p] - w.gy[a];
  const ez: number = w.gz[p] - w.gz[a];
  const h: number = ex * hx + ey * hy + ez * hz;
  const l: number = ex * lx + ey * ly + ez * lz;
  return chull_det_sign(w, h, l);
}

/**
 * True when b lies on the straight line a → b → c on the grid: (b-a)×(c-b) = 0, exactly.
 *
 * @design Exact collinearity on the grid: a loop vertex with a straight angle lies inside an edge of the polytope and is not a hull vertex.
 * @unit G37
 * @float x87
 * @precision 15 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:302
 */
export function chull_collinear(w: ChullWork, a: number, b: number, c: number): boolean {
  const ux: number = w.gx[b] - w.gx[a];
  const uy: number = w.gy[b] - w.gy[a];
  const uz: number = w.gz[b] - w.gz[a];
  const vx: number = w.gx[c] - w.gx[b];
  const vy: number = w.gy[c] - w.gy[b];
  const vz: number = w.gz[c] - w.gz[b];
  return uy * vz - uz * vy === 0 && uz * vx - ux * vz === 0 && ux * vy - uy * vx === 0;
}

/**
 * Fills the grid and finds the initial tetrahedron of the (already deduplicated) point list.
 * Returns 0; 1 for fewer than 4 points; 2 when the grid points are all coplanar (collinear and
 * coincident included).
 * Grid: u = 2^(e-24) with 2^e the smallest power of two above max |coordinate|; a coordinate
 * becomes floor(c/u + 0.5) (c/u is exact, a product with a power of two).
 * Tetrahedron (every tie to the smallest index): i0 the smallest grid x; i1 the farthest from
 * i0; i2 the largest max-norm of (p-i0)×(i1-i0); i3 the largest |orientation| against i0 i1 i2.
 *
 * @design The project's hull (000 L563: qhull is not needed): the grid is the hull's tolerance, the f32 resolution of the set's largest coordinates (module comment). Extreme points are chosen by exact integer measures so that the choice is the same under every float model.
 * @unit G35
 * @float x87
 * @precision 34 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:323
 */
export function chull_setup(w: ChullWork, pts: Vec3[]): number {
  const n: number = pts.length;
  w.gx.length = 0;
  w.gy.length = 0;
  w.gz.length = 0;
  w.cnext.length = 0;
  w.hstart.length = 0;
  w.fv.length = 0;
  w.fnb.length = 0;
  w.pl.length = 0;
  w.alive.length = 0;
  w.vis.length = 0;
  w.head.length = 0;
  w.far.length = 0;
  w.far_hi.length = 0;
  w.far_lo.length = 0;
  w.grp.length = 0;
  w.simplex.length = 0;
  w.stamp = 0;
  if (n < 4) {
    return 1;
  }
  let s: number = 0;
  for (let i = 0; i < n; i++) {
    const p_x = pts[i].x, p_y = pts[i].y, p_z = pts[i].z;
    s = specMax(s, Math.abs(p_x));
    s = specMax(s, Math.abs(p_y));
    s = specMax(s, Math.abs(p_z));
  }
  if (s === 0) {
    // only 0.0 and -0.0 coordinates: one point on the grid
    return 2;
  }
  // 2^e > s: e = biased exponent - 1022 (a subnormal s counts as below 2^-1022)
  const be: number = (hi32(s) >>> 20) & 0x7ff;
  let e: number = (be - 1022) | 0;
  if (be === 0) {
    e = -1022;
  }
  // scale = 2^(24 - e), applied in two exact steps so that neither factor overflows
  const k: number = (24 - e) | 0;
  let k1: number = k;
  if (k1 > 1000) {
    k1 = 1000;
  }
  const s1: number = chull_pow2(k1);
  const s2: number = chull_pow2((k - k1) | 0);
  for (let i_1 = 0; i_1 < n; i_1++) {
    const p_1_x = pts[i_1].x, p_1_y = pts[i_1].y, p_1_z = pts[i_1].z;
    const qx: number = p_1_x * s1 * s2;
    const qy: number = p_1_y * s1 * s2;
    const qz: number = p_1_z * s1 * s2;
    w.gx.push(Math.floor(qx + 0.5));
    w.gy.push(Math.floor(qy + 0.5));
    w.gz.push(Math.floor(qz + 0.5));
    w.cnext.push(-1);
    w.hstart.push(-1);
  }
  // i0: the smallest grid x
  let i0: number = 0;
  for (let i_2 = 1; i_2 < n; i_2++) {
    if (w.gx[i_2] < w.gx[i0]) {
      i0 = i_2;
    }
  }
  // i1: the farthest from i0 (squared grid distance below 3·2^50: exact)
  let i1: number = -1;
  let best: number = 0;
  for (let i_3 = 0; i_3 < n; i_3++) {
    const dx: number = w.gx[i_3] - w.gx[i0];
    const dy: number = w.gy[i_3] - w.gy[i0];
    const dz: number = w.gz[i_3] - w.gz[i0];
    const d: number = dx * dx + dy * dy + dz * dz;
    if (d > best) {
      best = d;
      i1 = i_3;
    }
  }
  if (i1 < 0) {
    return 2;
  }
  // i2: the largest max-norm of (p - i0) × (i1 - i0) (components below 2^51: exact)
  let i2: number = -1;
  best = 0;
  const ux: number = w.gx[i1] - w.gx[i0];
  const uy: number = w.gy[i1] - w.gy[i0];
  const uz: number = w.gz[i1] - w.gz[i0];
  for (let i_4 = 0; i_4 < n; i_4++) {
    const vx: number = w.gx[i_4] - w.gx[i0];
    const vy: number = w.gy[i_4] - w.gy[i0];
    const vz: number = w.gz[i_4] - w.gz[i0];
    const cx: number = vy * uz - vz * uy;
    const cy: number = vz * ux - vx * uz;
    const cz: number = vx * uy - vy * ux;
    const m: number = specMax(Math.abs(cx), specMax(Math.abs(cy), Math.abs(cz)));
    if (m > best) {
      best = m;
      i2 = i_4;
    }
  }
  if (i2 < 0) {
    return 2;
  }
  // i3: the largest |orientation| against the plane i0 i1 i2, compared exactly as (hi, lo)
  let i3: number = -1;
  let bh: number = 0;
  let bl: number = 0;
  for (let i_5 = 0; i_5 < n; i_5++) {
    const sg: number = chull_orient(w, i0, i1, i2, i_5);
    if (sg !== 0) {
      let mh: number = w.dh;
      let ml: number = w.dl;
      if (sg < 0) {
        // -(h·2^26 + l) with l in [0, 2^26), normalised again
        if (ml > 0) {
          mh = -mh - 1;
          ml = CHULL_TWO_26 - ml;
        } else {
          mh = -mh;
        }
      }
      if (i3 < 0 || mh > bh || mh === bh && ml > bl) {
        i3 = i_5;
        bh = mh;
        bl = ml;
      }
    }
  }
  if (i3 < 0) {
    return 2;
  }
  w.simplex.push(i0);
  w.simplex.push(i1);
  w.simplex.push(i2);
  w.simplex.push(i3);
  return 0;
}

/**
 * Appends a facet with corners a, b, c (counter-clockwise seen from outside) and its exact plane.
 *
 * @design Quickhull bookkeeping (the project's hull).
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:464
 */
export function chull_new_facet(w: ChullWork, a: number, b: number, c: number): number {
  const f: number = w.alive.length;
  w.fv.push(a);
  w.fv.push(b);
  w.fv.push(c);
  w.fnb.push(-1);
  w.fnb.push(-1);
  w.fnb.push(-1);
  for (let k = 0; k < 6; k++) {
    w.pl.push(0);
  }
  w.alive.push(true);
  w.vis.push(0);
  w.head.push(-1);
  w.far.push(-1);
  w.far_hi.push(0);
  w.far_lo.push(0);
  w.grp.push(-1);
  chull_set_plane(w, f);
  return f;
}

/**
 * Puts p on facet f's conflict list; w.dh, w.dl must hold p's distance to f. Keeps the farthest
 * point of the list (exact compare; equal distances: the smaller point index).
 *
 * @design Quickhull outside sets (the project's hull); the farthest point is chosen exactly, ties by input order.
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:490
 */
export function chull_conflict_push(w: ChullWork, f: number, p: number): void {
  w.cnext[p] = w.head[f];
  w.head[f] = p;
  const q: number = w.far[f];
  if (q < 0 || w.dh > w.far_hi[f] || w.dh === w.far_hi[f] && (w.dl > w.far_lo[f] || w.dl === w.far_lo[f] && p < q)) {
    w.far[f] = p;
    w.far_hi[f] = w.dh;
    w.far_lo[f] = w.dl;
  }
}

/**
 * Gives p to the first live facet in first..end (creation order) that it is strictly above.
 * Returns false when there is none: p is then inside or on the hull and is dropped.
 *
 * @design Quickhull outside sets (the project's hull).
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:505
 */
export function chull_assign(w: ChullWork, p: number, first: number, end: number): boolean {
  for (let f = first; f < end; f++) {
    if (w.alive[f] && chull_side(w, f, p) > 0) {
      chull_conflict_push(w, f, p);
      return true;
    }
  }
  return false;
}

/**
 * Adds the point eye, which lies strictly above facet f0: the visible facets are found by a
 * breadth-first walk from f0 (exact test, so the visible region is a disc and its boundary, the
 * horizon, one simple loop); each horizon edge u → v gets a new facet (u, v, eye); the visible
 * facets die and their outside points go to the first new facet they are above, or are dropped.
 *
 * @design Quickhull step (the project's hull). With exact orientation the visible set of a convex polytope seen from an outside point is a disc, so the cone is always well formed; the asserts guard that invariant.
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:521
 */
export function chull_add_point(w: ChullWork, f0: number, eye: number): void {
  w.stamp = (w.stamp + 1) | 0;
  const st: number = w.stamp;
  w.vlist.length = 0;
  w.hz.length = 0;
  w.vis[f0] = st;
  w.vlist.push(f0);
  let qi: number = 0;
  while (qi < w.vlist.length) {
    const f: number = w.vlist[qi];
    qi = (qi + 1) | 0;
    for (let k = 0; k < 3; k++) {
      const g: number = w.fnb[(Math.imul(3, f) + k) | 0];
      if (w.vis[g] === st) {
        continue;
      }
      if (w.vis[g] === (-st | 0)) {
        w.hz.push((Math.imul(3, f) + k) | 0);
        continue;
      }
      if (chull_side(w, g, eye) > 0) {
        w.vis[g] = st;
        w.vlist.push(g);
      } else {
        w.vis[g] = -st | 0;
        w.hz.push((Math.imul(3, f) + k) | 0);
      }
    }
  }
  // the cone: one facet per horizon edge, linked to the facet that stays
  const first: number = w.alive.length;
  for (let i = 0; i < w.hz.length; i++) {
    const e: number = w.hz[i];
    const f_1: number = (e / 3) | 0;
    const k_1: number = (e % 3) | 0;
    const u: number = w.fv[e];
    const v: number = w.fv[(Math.imul(3, f_1) + ((((k_1 + 1) | 0) % 3) | 0)) | 0];
    const g_1: number = w.fnb[e];
    const nf: number = chull_new_facet(w, u, v, eye);
    w.fnb[Math.imul(3, nf)] = g_1;
    for (let j = 0; j < 3; j++) {
      if (w.fv[(Math.imul(3, g_1) + j) | 0] === v && w.fv[(Math.imul(3, g_1) + ((((j + 1) | 0) % 3) | 0)) | 0] === u) {
        w.fnb[(Math.imul(3, g_1) + j) | 0] = nf;
      }
    }
    if (!(w.hstart[u] < 0)) assertFail("spec/ivp/geometry/hull.spec:566", "hull: the horizon passes a point twice");
    w.hstart[u] = nf;
  }
  const end: number = w.alive.length;
  // neighbouring cone facets share the edge v → eye / eye → v
  for (let nf_1 = first; nf_1 < end; nf_1++) {
    const v_1: number = w.fv[(Math.imul(3, nf_1) + 1) | 0];
    const nx: number = w.hstart[v_1];
    if (!(nx >= 0)) assertFail("spec/ivp/geometry/hull.spec:574", "hull: the horizon is not a closed loop");
    w.fnb[(Math.imul(3, nf_1) + 1) | 0] = nx;
    w.fnb[(Math.imul(3, nx) + 2) | 0] = nf_1;
  }
  for (let nf_2 = first; nf_2 < end; nf_2++) {
    w.hstart[w.fv[Math.imul(3, nf_2)]] = -1;
  }
  for (let i_1 = 0; i_1 < w.vlist.length; i_1++) {
    w.alive[w.vlist[i_1]] = false;
  }
  for (let i_2 = 0; i_2 < w.vlist.length; i_2++) {
    const f_2: number = w.vlist[i_2];
    let p: number = w.head[f_2];
    while (p >= 0) {
      const q: number = w.cnext[p];
      if (p !== eye) {
        chull_assign(w, p, first, end);
      }
      p = q;
    }
    w.head[f_2] = -1;
  }
}

/**
 * True when every corner of facet g lies exactly in the plane of facet f.
 *
 * @design Coplanar facets are merged (000 L510: qhull's C-0); on the grid coplanarity is exact.
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:601
 */
export function chull_coplanar(w: ChullWork, f: number, g: number): boolean {
  for (let j = 0; j < 3; j++) {
    if (chull_side(w, f, w.fv[(Math.imul(3, g) + j) | 0]) !== 0) {
      return false;
    }
  }
  return true;
}

/**
 * Sorts the indices idx by the key pairs (k1[i], k2[i]), stable (bottom-up merge sort).
 *
 * @design Canonical face order: a stable sort, O(n log n).
 * @unit G37
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:613
 */
export function chull_sort_pairs(idx: number[], k1: number[], k2: number[]): void {
  const n: number = idx.length;
  const tmp: number[] = [];
  for (let i = 0; i < n; i++) {
    tmp.push(idx[i]);
  }
  let width: number = 1;
  while (width < n) {
    let lo: number = 0;
    while (lo < n) {
      let mid: number = (lo + width) | 0;
      if (mid > n) {
        mid = n;
      }
      let hi: number = (lo + Math.imul(2, width)) | 0;
      if (hi > n) {
        hi = n;
      }
      let i_1: number = lo;
      let j: number = mid;
      for (let k = lo; k < hi; k++) {
        let take_left: boolean = false;
        if (j >= hi) {
          take_left = true;
        } else if (i_1 < mid) {
          const a: number = idx[i_1];
          const b: number = idx[j];
          take_left = k1[a] < k1[b] || k1[a] === k1[b] && k2[a] <= k2[b];
        }
        if (take_left) {
          tmp[k] = idx[i_1];
          i_1 = (i_1 + 1) | 0;
        } else {
          tmp[k] = idx[j];
          j = (j + 1) | 0;
        }
      }
      lo = (lo + Math.imul(2, width)) | 0;
    }
    for (let k_1 = 0; k_1 < n; k_1++) {
      idx[k_1] = tmp[k_1];
    }
    width = Math.imul(width, 2);
  }
}

/**
 * The merged faces of the finished triangle hull, in the canonical order (ChullFacets):
 * live triangles are grouped by exact coplanarity across their edges; each group's boundary is
 * walked into one loop (interior points of a face are not on it); loop vertices with a straight
 * angle (inside a polytope edge) are removed; the loop starts at its smallest index; the faces
 * are sorted by their first two loop indices; the normal is the unit vector of the exact
 * (v1-v0)×(v2-v0) of the loop's first three vertices.
 *
 * @design Merging coplanar facets into convex polygons as qhull's C-0 does (000 L510), on exact grid arithmetic; the order is canonical so the result does not depend on how the hull was built.
 * @unit G35, G37
 * @float x87
 * @precision 25 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:667
 */
export function chull_extract(w: ChullWork, out_: ChullFacets): void {
  out_.start.length = 0;
  out_.verts.length = 0;
  out_.normal.length = 0;
  const nf: number = w.alive.length;
  const gfac: number[] = [];
  const gstart: number[] = [];
  let ng: number = 0;
  for (let f = 0; f < nf; f++) {
    if (w.alive[f] && w.grp[f] < 0) {
      w.grp[f] = ng;
      gstart.push(gfac.length);
      gfac.push(f);
      let qi: number = gfac.length - 1;
      while (qi < gfac.length) {
        const x: number = gfac[qi];
        qi = (qi + 1) | 0;
        for (let k = 0; k < 3; k++) {
          const g: number = w.fnb[(Math.imul(3, x) + k) | 0];
          if (w.grp[g] < 0 && chull_coplanar(w, x, g)) {
            w.grp[g] = ng;
            gfac.push(g);
          }
        }
      }
      ng = (ng + 1) | 0;
    }
  }
  gstart.push(gfac.length);
  // one loop per group, in group order, into (lstart, lverts)
  const lstart: number[] = [];
  const lverts: number[] = [];
  const k1: number[] = [];
  const k2: number[] = [];
  for (let gi = 0; gi < ng; gi++) {
    let nb: number = 0;
    let minv: number = -1;
    for (let i = gstart[gi], i$end = gstart[(gi + 1) | 0]; i < i$end; i++) {
      const x_1: number = gfac[i];
      for (let k_1 = 0; k_1 < 3; k_1++) {
        if (w.grp[w.fnb[(Math.imul(3, x_1) + k_1) | 0]] !== gi) {
          const u: number = w.fv[(Math.imul(3, x_1) + k_1) | 0];
          if (!(w.hstart[u] < 0)) assertFail("spec/ivp/geometry/hull.spec:709", "hull: a face boundary passes a point twice");
          w.hstart[u] = (Math.imul(3, x_1) + k_1) | 0;
          nb = (nb + 1) | 0;
          if (minv < 0 || u < minv) {
            minv = u;
          }
        }
      }
    }
    w.loopbuf.length = 0;
    let e: number = w.hstart[minv];
    let guard: number = 0;
    while (true) {
      const u_1: number = w.fv[e];
      w.loopbuf.push(u_1);
      const x_2: number = (e / 3) | 0;
      const v: number = w.fv[(Math.imul(3, x_2) + ((((((e % 3) | 0) + 1) | 0) % 3) | 0)) | 0];
      guard = (guard + 1) | 0;
      if (!(guard <= nb)) assertFail("spec/ivp/geometry/hull.spec:727", "hull: a face boundary is not one loop");
      if (v === minv) {
        break;
      }
      e = w.hstart[v];
      if (!(e >= 0)) assertFail("spec/ivp/geometry/hull.spec:732", "hull: a face boundary is open");
    }
    const m: number = w.loopbuf.length;
    if (m !== nb) assertFail("spec/ivp/geometry/hull.spec:735", "hull: a face boundary is not one loop");
    for (let i_1 = 0; i_1 < m; i_1++) {
      w.hstart[w.loopbuf[i_1]] = -1;
    }
    // drop straight-angle vertices, then start at the smallest index
    const ls: number = lverts.length;
    lstart.push(ls);
    let kmin: number = -1;
    for (let i_2 = 0; i_2 < m; i_2++) {
      const a: number = w.loopbuf[(((i_2 + m - 1) | 0) % m) | 0];
      const b: number = w.loopbuf[i_2];
      const c: number = w.loopbuf[(((i_2 + 1) | 0) % m) | 0];
      if (!chull_collinear(w, a, b, c)) {
        lverts.push(b);
        if (kmin < 0 || b < lverts[(ls + kmin) | 0]) {
          kmin = (lverts.length - 1 - ls) | 0;
        }
      }
    }
    const mk: number = (lverts.length - ls) | 0;
    if (!(mk >= 3)) assertFail("spec/ivp/geometry/hull.spec:755", "hull: a merged face has fewer than 3 corners");
    // rotate in place: copy out and back
    w.loopbuf.length = 0;
    for (let i_3 = 0; i_3 < mk; i_3++) {
      w.loopbuf.push(lverts[(ls + ((((kmin + i_3) | 0) % mk) | 0)) | 0]);
    }
    for (let i_4 = 0; i_4 < mk; i_4++) {
      lverts[(ls + i_4) | 0] = w.loopbuf[i_4];
    }
    k1.push(lverts[ls]);
    k2.push(lverts[(ls + 1) | 0]);
  }
  lstart.push(lverts.length);
  const order: number[] = [];
  for (let gi_1 = 0; gi_1 < ng; gi_1++) {
    order.push(gi_1);
  }
  chull_sort_pairs(order, k1, k2);
  for (let r = 0; r < ng; r++) {
    const gi_2: number = order[r];
    out_.start.push(out_.verts.length);
    const s: number = lstart[gi_2];
    for (let i_5 = s, i_5$end = lstart[(gi_2 + 1) | 0]; i_5 < i_5$end; i_5++) {
      out_.verts.push(lverts[i_5]);
    }
    // the outward normal: exact on the grid, then made a unit vector
    const a_1: number = lverts[s];
    const b_1: number = lverts[(s + 1) | 0];
    const c_1: number = lverts[(s + 2) | 0];
    const ux: number = w.gx[b_1] - w.gx[a_1];
    const uy: number = w.gy[b_1] - w.gy[a_1];
    const uz: number = w.gz[b_1] - w.gz[a_1];
    const vx: number = w.gx[c_1] - w.gx[a_1];
    const vy: number = w.gy[c_1] - w.gy[a_1];
    const vz: number = w.gz[c_1] - w.gz[a_1];
    const nrm_x = uy * vz - uz * vy, nrm_y = uz * vx - ux * vz, nrm_z = ux * vy - uy * vx;
    const len2: number = nrm_x * nrm_x + nrm_y * nrm_y + nrm_z * nrm_z;
    const inv: number = 1 / Math.sqrt(len2);
    const unit_x = nrm_x * inv, unit_y = nrm_y * inv, unit_z = nrm_z * inv;
    out_.normal.push(Object.assign(new Vec3(), { x: unit_x, y: unit_y, z: unit_z }));
  }
  out_.start.push(out_.verts.length);
}

/**
 * The convex hull of a deduplicated point list as merged faces (ChullFacets). Returns 0, or the
 * status of chull_setup (1: fewer than 4 points, 2: coplanar) with `out` left empty.
 * Quickhull: the tetrahedron, every other point (in index order) on the conflict list of the
 * first of its four facets it is strictly above; then facets in creation order: a live facet
 * with a non-empty list adds its farthest point (the facet is visible from it, so it dies and
 * is never visited again; new facets come later in the order). Expected O(n log n).
 *
 * @design The project's hull replacing qhull FUN_10046c30 (000 L510, L563): exact on the grid, deterministic (every choice is exact and ties go to the smaller index), faces merged and canonically ordered.
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:807
 */
export function chull_build(w: ChullWork, pts: Vec3[], out_: ChullFacets): number {
  out_.start.length = 0;
  out_.verts.length = 0;
  out_.normal.length = 0;
  const status: number = chull_setup(w, pts);
  if (status !== 0) {
    return status;
  }
  const n: number = pts.length;
  const i0: number = w.simplex[0];
  const i1: number = w.simplex[1];
  const i2: number = w.simplex[2];
  const i3: number = w.simplex[3];
  // base (a, b, c) with the apex d below it, then the side facet (v, u, d) of each base edge u → v
  const a: number = i0;
  let b: number = i1;
  let c: number = i2;
  if (chull_orient(w, i0, i1, i2, i3) > 0) {
    b = i2;
    c = i1;
  }
  const d: number = i3;
  const fb: number = chull_new_facet(w, a, b, c);
  const fab: number = chull_new_facet(w, b, a, d);
  const fbc: number = chull_new_facet(w, c, b, d);
  const fca: number = chull_new_facet(w, a, c, d);
  w.fnb[Math.imul(3, fb)] = fab;
  w.fnb[(Math.imul(3, fb) + 1) | 0] = fbc;
  w.fnb[(Math.imul(3, fb) + 2) | 0] = fca;
  // side (v, u, d): across v → u the base, across u → d the side of the edge ending at u,
  // across d → v the side of the edge starting at v
  w.fnb[Math.imul(3, fab)] = fb;
  w.fnb[(Math.imul(3, fab) + 1) | 0] = fca;
  w.fnb[(Math.imul(3, fab) + 2) | 0] = fbc;
  w.fnb[Math.imul(3, fbc)] = fb;
  w.fnb[(Math.imul(3, fbc) + 1) | 0] = fab;
  w.fnb[(Math.imul(3, fbc) + 2) | 0] = fca;
  w.fnb[Math.imul(3, fca)] = fb;
  w.fnb[(Math.imul(3, fca) + 1) | 0] = fbc;
  w.fnb[(Math.imul(3, fca) + 2) | 0] = fab;
  for (let p = 0; p < n; p++) {
    if (p !== a && p !== b && p !== c && p !== d) {
      chull_assign(w, p, 0, 4);
    }
  }
  let f: number = 0;
  while (f < w.alive.length) {
    if (w.alive[f] && w.head[f] >= 0) {
      chull_add_point(w, f, w.far[f]);
    }
    f = (f + 1) | 0;
  }
  chull_extract(w, out_);
  return 0;
}

/**
 * hull_points_status (issue 4 contract): 3 when a coordinate is not finite; otherwise, after
 * the 24-byte dedupe of step 1 (000 L508), 1 for fewer than 4 distinct points, 2 when they are
 * all coplanar on the hull's grid (flat, collinear or coincident), 0 when a 3-D hull exists.
 *
 * @design Issue 4 contract: the soup builder refuses bad convex meshes with this before anything is appended. It uses the same dedupe and grid as hull_ledge: status 0 means hull_ledge's first hull exists (its sliver retry may still end in a triangle ledge or NULL, 000 L522-523).
 * @unit G35
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:868
 */
export function hull_points_status(points: Vec3[]): number {
  for (let i = 0; i < points.length; i++) {
    const p_x = points[i].x, p_y = points[i].y, p_z = points[i].z;
    if (!chull_finite(p_x) || !chull_finite(p_y) || !chull_finite(p_z)) {
      return 3;
    }
  }
  const uniq: Vec3[] = [];
  chull_dedupe(points, uniq);
  if (uniq.length < 4) {
    return 1;
  }
  const w: ChullWork = _r0;
  reset_ChullWork(w);
  return chull_setup(w, uniq);
}

/**
 * FUN_1003a1e0 (000 L515): A = Σ_k n·((v_{k+1}-v_k)×(v_k-v_0)) over the loop verts[s..s+m)
 * (v_m = v_0). For a loop counter-clockwise about n this is minus twice the polygon's area.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 3.2 FUN_1003a1e0
 * @unit G36
 * @float x87
 * @precision 21 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:890
 */
export function chull_facet_area(pts: Vec3[], verts: number[], s: number, m: number, n_x: number, n_y: number, n_z: number): number {
  // the document does not give the precision (INVENTORY G36: presumably f64): every vector
  // temporary and the running sum are stored f64
  const v0_x = pts[verts[s]].x, v0_y = pts[verts[s]].y, v0_z = pts[verts[s]].z;
  let acc: number = 0;
  for (let k = 0; k < m; k++) {
    let kn: number = (k + 1) | 0;
    if (kn === m) {
      kn = 0;
    }
    const vk_x = pts[verts[(s + k) | 0]].x, vk_y = pts[verts[(s + k) | 0]].y, vk_z = pts[verts[(s + k) | 0]].z;
    const vn_x = pts[verts[(s + kn) | 0]].x, vn_y = pts[verts[(s + kn) | 0]].y, vn_z = pts[verts[(s + kn) | 0]].z;
    const d1_x = vn_x - vk_x, d1_y = vn_y - vk_y, d1_z = vn_z - vk_z;
    const d2_x = vk_x - v0_x, d2_y = vk_y - v0_y, d2_z = vk_z - v0_z;
    const c_x = d1_y * d2_z - d1_z * d2_y, c_y = d1_z * d2_x - d1_x * d2_z, c_z = d1_x * d2_y - d1_y * d2_x;
    acc = acc + (n_x * c_x + n_y * c_y + n_z * c_z);
  }
  return acc;
}

/**
 * FUN_1003a2d0 (000 L516): L2 = Σ_k |v_{k+1}-v_k|² over the closed loop (v_m = v_0).
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 3.3 FUN_1003a2d0
 * @unit G36
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:913
 */
export function chull_facet_len2(pts: Vec3[], verts: number[], s: number, m: number): number {
  let acc: number = 0;
  for (let k = 0; k < m; k++) {
    let kn: number = (k + 1) | 0;
    if (kn === m) {
      kn = 0;
    }
    const vk_x = pts[verts[(s + k) | 0]].x, vk_y = pts[verts[(s + k) | 0]].y, vk_z = pts[verts[(s + k) | 0]].z;
    const vn_x = pts[verts[(s + kn) | 0]].x, vn_y = pts[verts[(s + kn) | 0]].y, vn_z = pts[verts[(s + kn) | 0]].z;
    const d_x = vn_x - vk_x, d_y = vn_y - vk_y, d_z = vn_z - vk_z;
    acc = acc + (d_x * d_x + d_y * d_y + d_z * d_z);
  }
  return acc;
}

/**
 * The vertex a sliver gives up (000 L518): the loop position farthest from vertex 0, then the
 * one farthest from that; the first remaining position that is neither of the two.
 * Equal distances keep the earlier position.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 3.4 FUN_1003a330
 * @unit G36
 * @float x87
 * @precision 16 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:933
 */
export function chull_sliver_vertex(pts: Vec3[], verts: number[], s: number, m: number): number {
  const v0_x = pts[verts[s]].x, v0_y = pts[verts[s]].y, v0_z = pts[verts[s]].z;
  let fa: number = 0;
  let best: number = -1;
  for (let k = 0; k < m; k++) {
    const vk_x = pts[verts[(s + k) | 0]].x, vk_y = pts[verts[(s + k) | 0]].y, vk_z = pts[verts[(s + k) | 0]].z;
    const d_x = vk_x - v0_x, d_y = vk_y - v0_y, d_z = vk_z - v0_z;
    const d2: number = d_x * d_x + d_y * d_y + d_z * d_z;
    if (d2 > best) {
      best = d2;
      fa = k;
    }
  }
  const va_x = pts[verts[(s + fa) | 0]].x, va_y = pts[verts[(s + fa) | 0]].y, va_z = pts[verts[(s + fa) | 0]].z;
  let fb: number = 0;
  best = -1;
  for (let k_1 = 0; k_1 < m; k_1++) {
    const vk_1_x = pts[verts[(s + k_1) | 0]].x, vk_1_y = pts[verts[(s + k_1) | 0]].y, vk_1_z = pts[verts[(s + k_1) | 0]].z;
    const d_1_x = vk_1_x - va_x, d_1_y = vk_1_y - va_y, d_1_z = vk_1_z - va_z;
    const d2_1: number = d_1_x * d_1_x + d_1_y * d_1_y + d_1_z * d_1_z;
    if (d2_1 > best) {
      best = d2_1;
      fb = k_1;
    }
  }
  for (let k_2 = 0; k_2 < m; k_2++) {
    if (k_2 !== fa && k_2 !== fb) {
      return k_2;
    }
  }
  // a loop has at least 3 vertices, so some position is neither
  assertFail("spec/ivp/geometry/hull.spec:964", "hull: a facet loop with fewer than 3 vertices");
}

/**
 * FUN_1003a330 (000 L512-519): every facet in facet order; A (flipped when negative), L2; a
 * sliver (A < sqrt(L2)·0.005) marks a vertex for removal unless one of its vertices is already
 * marked, and asks for a retry. `marked` has one entry per point. Returns the retry flag.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 3 FUN_1003a330
 * @unit G36
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:972
 */
export function chull_sliver_filter(pts: Vec3[], h: ChullFacets, marked: boolean[]): boolean {
  let retry: boolean = false;
  const nf: number = h.start.length - 1;
  for (let f = 0; f < nf; f++) {
    const s: number = h.start[f];
    const m: number = (h.start[(f + 1) | 0] - s) | 0;
    const n_x = h.normal[f].x, n_y = h.normal[f].y, n_z = h.normal[f].z;
    let a: number = chull_facet_area(pts, h.verts, s, m, n_x, n_y, n_z);
    if (a < 0) {
      // the document flips n and A; the flipped normal is not used again (the template keeps
      // the outward normal)
      a = -a;
    }
    const l2: number = chull_facet_len2(pts, h.verts, s, m);
    if (a < Math.sqrt(l2) * CHULL_SLIVER_FACTOR) {
      let any: boolean = false;
      for (let k = 0; k < m; k++) {
        if (marked[h.verts[(s + k) | 0]]) {
          any = true;
        }
      }
      if (!any) {
        const k_1: number = chull_sliver_vertex(pts, h.verts, s, m);
        marked[h.verts[(s + k_1) | 0]] = true;
      }
      retry = true;
    }
  }
  return retry;
}

/**
 * FUN_10039cf0 (000 L526-530): the polygon template. Points: the hull vertices, unique, in
 * hull-vertex order (the port's order: increasing point-list index, i.e. input order; the
 * generator renumbers them by first appearance anyway, 000 L551). Lines: unique (min, max)
 * pairs, one per polytope edge (the loop edge whose start is the smaller index), in loop order.
 * Surfaces: each face loop (template indices) with its outward unit normal.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 4 FUN_10039cf0
 * @unit G37
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:1012
 */
export function chull_template(pts: Vec3[], h: ChullFacets, tm: ChullTemplate): void {
  tm.points.length = 0;
  tm.src.length = 0;
  tm.line_a.length = 0;
  tm.line_b.length = 0;
  tm.start.length = 0;
  tm.verts.length = 0;
  tm.normal.length = 0;
  const n: number = pts.length;
  const map: number[] = [];
  for (let i = 0; i < n; i++) {
    map.push(-1);
  }
  for (let i_1 = 0; i_1 < h.verts.length; i_1++) {
    map[h.verts[i_1]] = -2;
  }
  for (let i_2 = 0; i_2 < n; i_2++) {
    if (map[i_2] === -2) {
      map[i_2] = tm.points.length;
      const p_x = pts[i_2].x, p_y = pts[i_2].y, p_z = pts[i_2].z;
      tm.points.push(Object.assign(new Vec3(), { x: p_x, y: p_y, z: p_z }));
      tm.src.push(i_2);
    }
  }
  const nf: number = h.start.length - 1;
  for (let f = 0; f < nf; f++) {
    tm.start.push(tm.verts.length);
    const s: number = h.start[f];
    const m: number = (h.start[(f + 1) | 0] - s) | 0;
    for (let k = 0; k < m; k++) {
      tm.verts.push(map[h.verts[(s + k) | 0]]);
    }
    for (let k_1 = 0; k_1 < m; k_1++) {
      const a: number = map[h.verts[(s + k_1) | 0]];
      const b: number = map[h.verts[(s + ((((k_1 + 1) | 0) % m) | 0)) | 0]];
      if (a < b) {
        tm.line_a.push(a);
        tm.line_b.push(b);
      }
    }
    const nrm_x = h.normal[f].x, nrm_y = h.normal[f].y, nrm_z = h.normal[f].z;
    tm.normal.push(Object.assign(new Vec3(), { x: nrm_x, y: nrm_y, z: nrm_z }));
  }
  tm.start.push(tm.verts.length);
}

/**
 * True when the triangle (a, b, c) (point-list indices) faces inward: one of the four
 * tetrahedron points, none of which lies outside the hull and not all on one plane, is strictly
 * above it. Exact on the grid.
 *
 * @design Orientation along the surface normal (000 L535), decided exactly on the grid against points known to be inside or on the hull.
 * @unit G38
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:1065
 */
export function chull_faces_inward(w: ChullWork, a: number, b: number, c: number): boolean {
  for (let r = 0; r < 4; r++) {
    const sg: number = chull_orient(w, a, b, c, w.simplex[r]);
    if (sg !== 0) {
      return sg > 0;
    }
  }
  assertFail("spec/ivp/geometry/hull.spec:1072", "hull: a triangle is coplanar with the whole tetrahedron");
}

/**
 * FUN_1003c720 → FUN_1003c080 → FUN_1003c580 (000 L532-540), steps 1-3 and 7:
 * every surface in surface order is triangulated as a fan from its first vertex, (v0, vk, vk+1)
 * for k = 1..m-2; each triangle is turned to point along the surface normal; each is prepended
 * to the list, so the list is the reverse of the creation order (the last surface's last
 * triangle first). The hidden twins of step 4 are excluded again by step 7 and not built.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 5 FUN_1003c720 / FUN_1003c580
 * @unit G38
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:1082
 */
export function chull_triangulate(w: ChullWork, tm: ChullTemplate, tr: ChullTriangles): void {
  tr.v.length = 0;
  const cv: number[] = [];
  const ns: number = tm.start.length - 1;
  for (let s = 0; s < ns; s++) {
    const s0: number = tm.start[s];
    const m: number = (tm.start[(s + 1) | 0] - s0) | 0;
    // design: a fan from the loop's first vertex (the original's 2-D triangulation at
    // FUN_10047890 / FUN_10047c00 was not reproduced, 000 L534; it only breaks ties, L563)
    for (let k = 1, k$end = (m - 1) | 0; k < k$end; k++) {
      const a: number = tm.verts[s0];
      let b: number = tm.verts[(s0 + k) | 0];
      let c: number = tm.verts[(s0 + k + 1) | 0];
      // step 2: along the surface normal (a fan of a counter-clockwise loop already is)
      if (chull_faces_inward(w, tm.src[a], tm.src[b], tm.src[c])) {
        const t: number = b;
        b = c;
        c = t;
      }
      cv.push(a);
      cv.push(b);
      cv.push(c);
    }
  }
  // step 3: prepending each triangle = the creation order reversed
  const nt: number = (cv.length / 3) | 0;
  for (let t_1 = nt - 1; t_1 >= 0; t_1--) {
    tr.v.push(cv[Math.imul(3, t_1)]);
    tr.v.push(cv[(Math.imul(3, t_1) + 1) | 0]);
    tr.v.push(cv[(Math.imul(3, t_1) + 2) | 0]);
  }
}

/**
 * The twin of every edge: edge 3i+k (u → v) and the edge v → u of another triangle. Directed
 * edges are bucketed by their start point; a closed hull has exactly one reverse per edge.
 *
 * @design Twinning by directed-edge lookup (the template's lines pair the edges in the original, 000 L529); O(edges · degree).
 * @unit G38, G40
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:1119
 */
export function chull_link_twins(tr: ChullTriangles, npts: number): void {
  tr.opp.length = 0;
  const ne: number = tr.v.length;
  const first: number[] = [];
  for (let i = 0, i$end = (npts + 1) | 0; i < i$end; i++) {
    first.push(0);
  }
  for (let e = 0; e < ne; e++) {
    first[(tr.v[e] + 1) | 0] = (first[(tr.v[e] + 1) | 0] + 1) | 0;
  }
  for (let i_1 = 0; i_1 < npts; i_1++) {
    first[(i_1 + 1) | 0] = (first[(i_1 + 1) | 0] + first[i_1]) | 0;
  }
  const fill: number[] = [];
  const bucket: number[] = [];
  for (let i_2 = 0; i_2 < npts; i_2++) {
    fill.push(first[i_2]);
  }
  for (let e_1 = 0; e_1 < ne; e_1++) {
    bucket.push(0);
    tr.opp.push(-1);
  }
  for (let e_2 = 0; e_2 < ne; e_2++) {
    const u: number = tr.v[e_2];
    bucket[fill[u]] = e_2;
    fill[u] = (fill[u] + 1) | 0;
  }
  for (let e_3 = 0; e_3 < ne; e_3++) {
    const u_1: number = tr.v[e_3];
    const v: number = tr.v[(Math.imul(3, e_3 / 3) + ((((((e_3 % 3) | 0) + 1) | 0) % 3) | 0)) | 0];
    let found: number = -1;
    for (let j = first[v], j$end = first[(v + 1) | 0]; j < j$end; j++) {
      const o: number = bucket[j];
      if (tr.v[(Math.imul(3, o / 3) + ((((((o % 3) | 0) + 1) | 0) % 3) | 0)) | 0] === u_1) {
        found = o;
      }
    }
    if (!(found >= 0)) assertFail("spec/ivp/geometry/hull.spec:1156", "hull: edge {} -> {} has no twin (the triangle list is not closed)", [u_1, v]);
    tr.opp[e_3] = found;
  }
}

/**
 * FUN_10047170 (000 L538): the unit normal (p1-p0)×(p2-p0)/|…| of every triangle, from the
 * template's f64 points; a zero vector stays zero.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 step 5.5 FUN_10047170
 * @unit G38
 * @float x87
 * @precision 25 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:1165
 */
export function chull_unit_normals(points: Vec3[], tr: ChullTriangles): void {
  tr.normal.length = 0;
  const nt: number = (tr.v.length / 3) | 0;
  for (let t = 0; t < nt; t++) {
    const p0_x = points[tr.v[Math.imul(3, t)]].x, p0_y = points[tr.v[Math.imul(3, t)]].y, p0_z = points[tr.v[Math.imul(3, t)]].z;
    const p1_x = points[tr.v[(Math.imul(3, t) + 1) | 0]].x, p1_y = points[tr.v[(Math.imul(3, t) + 1) | 0]].y, p1_z = points[tr.v[(Math.imul(3, t) + 1) | 0]].z;
    const p2_x = points[tr.v[(Math.imul(3, t) + 2) | 0]].x, p2_y = points[tr.v[(Math.imul(3, t) + 2) | 0]].y, p2_z = points[tr.v[(Math.imul(3, t) + 2) | 0]].z;
    const u_x = p1_x - p0_x, u_y = p1_y - p0_y, u_z = p1_z - p0_z;
    const v_x = p2_x - p0_x, v_y = p2_y - p0_y, v_z = p2_z - p0_z;
    const c_x = u_y * v_z - u_z * v_y, c_y = u_z * v_x - u_x * v_z, c_z = u_x * v_y - u_y * v_x;
    const l2: number = c_x * c_x + c_y * c_y + c_z * c_z;
    if (l2 > 0) {
      const inv: number = 1 / Math.sqrt(l2);
      const nrm_x = c_x * inv, nrm_y = c_y * inv, nrm_z = c_z * inv;
      tr.normal.push(Object.assign(new Vec3(), { x: nrm_x, y: nrm_y, z: nrm_z }));
    } else {
      const z_x = 0, z_y = 0, z_z = 0;
      tr.normal.push(Object.assign(new Vec3(), { x: z_x, y: z_y, z: z_z }));
    }
  }
}

/**
 * FUN_10048a60 (000 L542-547): pierce partners. All cleared (-1); for each triangle T in list
 * order whose pierce is still unset: the U with the most negative n_T·n_U below -1e-6 (equal
 * dots: the first in list order); T.pierce = U and U.pierce = T, overwriting U's partner, so
 * pairs need not be symmetric. A triangle with no such U keeps -1.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 pierce assignment FUN_10048a60
 * @unit G39
 * @float x87
 * @precision 5 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hull.spec:1193
 */
export function chull_assign_pierce(normals: Vec3[], pierce: number[]): void {
  pierce.length = 0;
  const nt: number = normals.length;
  for (let t = 0; t < nt; t++) {
    pierce.push(-1);
  }
  for (let t_1 = 0; t_1 < nt; t_1++) {
    if (pierce[t_1] < 0) {
      const nt__x = normals[t_1].x, nt__y = normals[t_1].y, nt__z = normals[t_1].z;
      let best: number = -1;
      let bd: number = CHULL_PIERCE_LIMIT;
      for (let u = 0; u < nt; u++) {
        const nu_x = normals[u].x, nu_y = normals[u].y, nu_z = normals[u].z;
        const d: number = nt__x * nu_x + nt__y * nu_y + nt__z * nu_z;
        if (d < bd) {
          bd = d;
          best = u;
        }
      }
      if (best >= 0) {
        pierce[t_1] = best;
        pierce[best] = t_1;
      }
    }
  }
}

/**
 * FUN_10048b60 (sizes) / FUN_10048ed0 (writes), 000 L549-561. Points get indices in first
 * appearance order over the triangles and their edges in ring order; triangle i: tri_index i,
 * pierce_index, material 0, not virtual; edge k: the start point's index and opposite_index =
 * (slot(opposite) - (4i+k+1)) & 0x7fff; layout header, triangles, points (f32 x, y, z, 0);
 * c_point_offset = 0x10 + 16·n_tri; flags = ((1+n_tri+n_pts) << 8) | 4; size (n_pts+1+n_tri)·16.
 * Everything is checked before the block is allocated: nothing half-built is returned.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 ledge generator FUN_10048b60 / FUN_10048ed0
 * @unit G40
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:1230
 */
export function chull_write_ledge(mem: Memory, points: Vec3[], tr: ChullTriangles): number {
  const nt: number = (tr.v.length / 3) | 0;
  if (!(nt > 0)) assertFail("spec/ivp/geometry/hull.spec:1232", "hull ledge: no triangles");
  if (!(nt <= CHULL_MAX_TRIANGLES)) assertFail("spec/ivp/geometry/hull.spec:1233", "hull ledge: {} triangles do not fit the 12-bit tri_index", [nt]);
  if (!(tr.opp.length === Math.imul(3, nt) && tr.pierce.length === nt)) assertFail("spec/ivp/geometry/hull.spec:1234", "hull ledge: twins or pierce partners missing");
  // points in first-appearance order
  const pidx: number[] = [];
  for (let i = 0; i < points.length; i++) {
    pidx.push(-1);
  }
  const order: number[] = [];
  for (let e = 0, e$end = Math.imul(3, nt); e < e$end; e++) {
    const p: number = tr.v[e];
    if (pidx[p] < 0) {
      pidx[p] = order.length;
      order.push(p);
    }
  }
  const np: number = order.length;
  if (!(np <= CHULL_MAX_POINTS)) assertFail("spec/ivp/geometry/hull.spec:1249", "hull ledge: {} points do not fit the 16-bit start_point_index", [np]);
  // every opposite offset must fit the signed 15-bit field
  for (let e_1 = 0, e_1$end = Math.imul(3, nt); e_1 < e_1$end; e_1++) {
    const o: number = tr.opp[e_1];
    const d: number = (Math.imul(4, o / 3) + ((o % 3) | 0) + 1 - (Math.imul(4, e_1 / 3) + ((e_1 % 3) | 0) + 1)) | 0;
    if (!(d >= -16384 && d <= 16383)) assertFail("spec/ivp/geometry/hull.spec:1254", "hull ledge: edge {}: opposite offset {} does not fit 15 bits", [e_1, d]);
  }
  const nbytes: number = Math.imul(np + 1 + nt, 16);
  const l: number = mem.alloc(nbytes >>> 0, 16);
  mem.i32[(l + Ledge.c_point_offset) >>> 2] = (0x10 + Math.imul(16, nt)) | 0;
  mem.i32[(l + Ledge.ledgetree_node_offset) >>> 2] = 0;
  mem.u32[(l + Ledge.flags) >>> 2] = (((1 + nt + np) << 8) | 4) >>> 0;
  mem.i16[(l + Ledge.n_triangles) >>> 1] = (nt << 16) >> 16;
  mem.i16[(l + Ledge.for_future_use) >>> 1] = 0;
  for (let i_1 = 0; i_1 < nt; i_1++) {
    const t: number = ledge_triangle(l, i_1);
    // a missing pierce ("no valid pierce index…" in the original) leaves the field 0
    let pi: number = tr.pierce[i_1];
    if (pi < 0) {
      pi = 0;
    }
    mem.u32[(t + Triangle.word) >>> 2] = (i_1 | (pi << 12)) >>> 0;
    for (let k = 0; k < 3; k++) {
      const e_2: number = (Math.imul(3, i_1) + k) | 0;
      const o_1: number = tr.opp[e_2];
      const slot: number = (Math.imul(4, i_1) + k + 1) | 0;
      const oslot: number = (Math.imul(4, o_1 / 3) + ((o_1 % 3) | 0) + 1) | 0;
      const edge: number = triangle_edge(t, k);
      mem.u32[(edge + Edge.word) >>> 2] = (pidx[tr.v[e_2]] | (((oslot - slot) & 0x7fff) << 16)) >>> 0;
    }
  }
  for (let i_2 = 0; i_2 < np; i_2++) {
    const q: number = ledge_point(mem, l, i_2);
    const p_1_x = points[order[i_2]].x, p_1_y = points[order[i_2]].y, p_1_z = points[order[i_2]].z;
    const t$0_x = Math.fround(p_1_x), t$0_y = Math.fround(p_1_y), t$0_z = Math.fround(p_1_z);
    mem.f32[(q + PolyPoint["p.x"]) >>> 2] = t$0_x;
    mem.f32[(q + PolyPoint["p.y"]) >>> 2] = t$0_y;
    mem.f32[(q + PolyPoint["p.z"]) >>> 2] = t$0_z;
    mem.f32[(q + PolyPoint.hesse) >>> 2] = 0;
  }
  return l;
}

/**
 * Steps 1-3 of FUN_1003a750 (000 L508-524): the dedupe, then hull and sliver filter until no
 * facet is a sliver. Returns 0 with the final points in `pts` and their hull in `h`; 3 with the
 * 3 points left for the triangle-ledge path in `pts`; -1 when fewer than 3 are left, or when
 * the points left by a retry are coplanar (NULL).
 * Precondition (issue 4 contract): hull_points_status(points) == 0; anything else stops here
 * with an assert (the soup builder checks first and names the mesh).
 * The joggle path (000 L524) is qhull's answer to its own failures; this hull does not fail on
 * a proper 3-D point set, and every retry removes at least one point (asserted). The one case
 * the original would still joggle, a retry whose remaining 4 or more points are coplanar, gives
 * up with NULL as step 5.3 does for fewer than 3 points: a joggled hull is random and cannot be
 * reproduced.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 steps 1-3 FUN_1003a750
 * @unit G35, G36
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:1304
 */
export function chull_rounds(points: Vec3[], w: ChullWork, h: ChullFacets, pts: Vec3[]): number {
  for (let i = 0; i < points.length; i++) {
    const p_x = points[i].x, p_y = points[i].y, p_z = points[i].z;
    if (!(chull_finite(p_x) && chull_finite(p_y) && chull_finite(p_z))) assertFail("spec/ivp/geometry/hull.spec:1307", "hull_ledge: point {} has a non-finite coordinate", [i]);
  }
  // step 1
  chull_dedupe(points, pts);
  const n0: number = pts.length;
  if (!(n0 >= 4)) assertFail("spec/ivp/geometry/hull.spec:1312", "hull_ledge: fewer than 4 distinct points ({})", [n0]);
  const marked: boolean[] = [];
  const rest: Vec3[] = [];
  let round: number = 0;
  while (true) {
    // step 2
    const status: number = chull_build(w, pts, h);
    if (status !== 0) {
      if (!(round > 0)) assertFail("spec/ivp/geometry/hull.spec:1320", "hull_ledge: the {} points are coplanar (no 3-D hull; qhull would joggle, 000 L524)", [n0]);
      // a retry left 4 or more coplanar points: the original would joggle (not reproducible)
      return -1;
    }
    // step 3
    marked.length = 0;
    for (let i_1 = 0; i_1 < pts.length; i_1++) {
      marked.push(false);
    }
    if (!chull_sliver_filter(pts, h, marked)) {
      return 0;
    }
    // step 3.5: rebuild without the marked points
    rest.length = 0;
    for (let i_2 = 0; i_2 < pts.length; i_2++) {
      if (!marked[i_2]) {
        const p_1_x = pts[i_2].x, p_1_y = pts[i_2].y, p_1_z = pts[i_2].z;
        rest.push(Object.assign(new Vec3(), { x: p_1_x, y: p_1_y, z: p_1_z }));
      }
    }
    // every sliver marks a vertex unless one of its own is marked already, so a retry always
    // removes a point: the "no point removed" joggle branch cannot be reached
    if (!(rest.length < pts.length)) assertFail("spec/ivp/geometry/hull.spec:1342", "hull_ledge: a sliver retry removed no point (joggle path)");
    pts.length = 0;
    for (let i_3 = 0; i_3 < rest.length; i_3++) {
      const p_2_x = rest[i_3].x, p_2_y = rest[i_3].y, p_2_z = rest[i_3].z;
      pts.push(Object.assign(new Vec3(), { x: p_2_x, y: p_2_y, z: p_2_z }));
    }
    if (pts.length === 3) {
      return 3;
    }
    if (pts.length < 3) {
      return -1;
    }
    round = (round + 1) | 0;
  }
}

/**
 * The convex hull ledge FUN_1003a750 (000 §1.6.3): steps 1-3 (chull_rounds: dedupe, hull,
 * sliver filter and retry; 3 points left: the triangle ledge; fewer, or a flat retry: NULL,
 * ref 0), step 4 the template, step 5 triangulate, orient, prepend, twins, unit normals,
 * pierce, and the ledge generator.
 * Precondition (issue 4 contract): hull_points_status(points) == 0, asserted.
 *
 * @source 000_b83935d7d7846899.txt §1.6.3 FUN_1003a750
 * @unit G35, G36, G37, G38, G39, G40
 * @float x87
 * @spec spec/ivp/geometry/hull.spec:1365
 */
export function hull_ledge(mem: Memory, points: Vec3[]): number {
  const w: ChullWork = _r1;
  reset_ChullWork(w);
  const h: ChullFacets = _r2;
  reset_ChullFacets(h);
  const pts: Vec3[] = [];
  const r: number = chull_rounds(points, w, h, pts);
  if (r === 3) {
    const q0_x = pts[0].x, q0_y = pts[0].y, q0_z = pts[0].z;
    const q1_x = pts[1].x, q1_y = pts[1].y, q1_z = pts[1].z;
    const q2_x = pts[2].x, q2_y = pts[2].y, q2_z = pts[2].z;
    return triangle_ledge(mem, q0_x, q0_y, q0_z, q1_x, q1_y, q1_z, q2_x, q2_y, q2_z);
  }
  if (r !== 0) {
    return 0;
  }
  // step 4
  const tm: ChullTemplate = _r3;
  reset_ChullTemplate(tm);
  chull_template(pts, h, tm);
  // step 5
  const tr: ChullTriangles = _r4;
  reset_ChullTriangles(tr);
  chull_triangulate(w, tm, tr);
  chull_link_twins(tr, tm.points.length);
  chull_unit_normals(tm.points, tr);
  chull_assign_pierce(tr.normal, tr.pierce);
  // a hull beyond the ledge format (12-bit tri_index, 16-bit point index) is no ledge: NULL, as
  // the original's failures are, so the builder can name the mesh (the original would overflow)
  if (tr.pierce.length > CHULL_MAX_TRIANGLES || tm.points.length > CHULL_MAX_POINTS) {
    return 0;
  }
  return chull_write_ledge(mem, tm.points, tr);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new ChullWork(), _r1 = new ChullWork(), _r2 = new ChullFacets(), _r3 = new ChullTemplate(), _r4 = new ChullTriangles();
