// GENERATED FILE: do not edit. Engine module ivp.geometry.compile_tests: 000 §1.6.4-§1.6.5 checks: the compiled surface's layout, the sphere tree, the point pool, the empty-side guard, seeded random soups from spec/ivp/geometry/tests/compile_tests.spec (sha256 79eca974fe77633c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail, signbit, specMax } from "../../../../../runtime/index.js";
import { collect_terminal_ledges, ledge_point, ledge_triangle, surface_root, surface_terminal_ledges, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { CompileState, SphereBlock, compile_member_box, compile_sphere_new, split_classify3, split_classify3_in_order, tree_internal_sphere_of_box, tree_list_box } from "../../../../../generated/ivp/geometry/compile.generated.js";
import { triangle_ledge } from "../../../../../generated/ivp/geometry/pancake.generated.js";
import { normalize5 } from "../../../../../generated/ivp/math/vector.generated.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface { byte_size = 28, offset_ledgetree_root = 32 }

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { is_virtual = 0, opposite_index = 0, start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge {
  c_point_offset = 0,
  ledgetree_node_offset = 4,
  has_children_flag = 8,
  is_compact_flag = 8,
  size_div_16 = 8,
  n_triangles = 12,
}

/** Byte offsets in layout LedgetreeNode (D-GEN-14). */
const enum LedgetreeNode {
  offset_right_node = 0,
  offset_compact_ledge = 4,
  "center.x" = 8,
  "center.y" = 12,
  "center.z" = 16,
  radius = 20,
  box_sizes = 24,
  free_0 = 27,
}

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8, hesse = 12 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { pierce_index = 0, tri_index = 0 }

/**
 * Corner triples of a box's 12 triangles, wound outward ((p1-p0)×(p2-p0) points out); corner
 * i = x + 2y + 4z for x, y, z in {0, 1}.
 */
export const CFIX_BOX_TRIS: Int32Array = Int32Array.of(0, 2, 1, 1, 2, 3, 4, 5, 6, 5, 7, 6, 0, 1, 4, 1, 5, 4, 2, 6, 3, 3, 6, 7, 0, 4, 2, 2, 4, 6, 1, 3, 5, 3, 7, 5);

/** A 32-bit linear congruential generator (Numerical Recipes constants). */
export class CompileTestRng {
  s: number = 0;
}

/** Puts a CompileTestRng back into the zero state `new CompileTestRng()` gives, in place. */
export function reset_CompileTestRng(s: CompileTestRng): void {
  s.s = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CompileTestRng(dst: CompileTestRng, src: CompileTestRng): void {
  dst.s = src.s;
}

/**
 * The next value in [0, 1): the top 24 bits of the state.
 *
 * @design test fixture: deterministic pseudo-random numbers for the seeded soups
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/compile_tests.spec:20
 */
export function cfix_rng_next(r: CompileTestRng): number {
  r.s = (Math.imul(r.s, 1664525) + 1013904223) >>> 0;
  return (r.s >>> 8) / 16777216;
}

/**
 * A closed ledge laid out like the ledge generator FUN_10048b60/FUN_10048ed0 (000 §1.6.3 L531-561):
 * points in first-appearance order over the triangles and their edges; triangle i has tri_index i
 * and the pierce partner chosen by the most negative unit-normal dot below -1e-6 (first on ties,
 * partners overwritten); edge k of triangle i sits in slot 4i+k+1 and points to its twin (the
 * reverse edge) by (slot(twin) - slot) & 0x7fff; c_point_offset = 0x10 + 16·n_tri;
 * flags = ((1 + n_tri + n_pts) << 8) | 4. `tris` holds outward-wound index triples into `pts`.
 *
 * @design test fixture for 000 §1.6.3-§1.6.7: a closed convex ledge built without the hull builder
 * @float x87
 * @precision 20 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/compile_tests.spec:32
 */
export function cfix_closed_ledge(mem: Memory, pts: Vec3[], tris: number[]): number {
  const nt: number = (tris.length / 3) | 0;
  const map: number[] = [];
  for (let i = 0; i < pts.length; i++) {
    map.push(-1);
  }
  const order: number[] = [];
  for (let i_1 = 0; i_1 < nt; i_1++) {
    for (let k = 0; k < 3; k++) {
      const v: number = tris[(Math.imul(3, i_1) + k) | 0];
      if (map[v] < 0) {
        map[v] = order.length;
        order.push(v);
      }
    }
  }
  const np: number = order.length;
  // unit normals
  const nxs: number[] = [];
  const nys: number[] = [];
  const nzs: number[] = [];
  for (let i_2 = 0; i_2 < nt; i_2++) {
    const a_x = pts[tris[Math.imul(3, i_2)]].x, a_y = pts[tris[Math.imul(3, i_2)]].y, a_z = pts[tris[Math.imul(3, i_2)]].z;
    const b_x = pts[tris[(Math.imul(3, i_2) + 1) | 0]].x, b_y = pts[tris[(Math.imul(3, i_2) + 1) | 0]].y, b_z = pts[tris[(Math.imul(3, i_2) + 1) | 0]].z;
    const c_x = pts[tris[(Math.imul(3, i_2) + 2) | 0]].x, c_y = pts[tris[(Math.imul(3, i_2) + 2) | 0]].y, c_z = pts[tris[(Math.imul(3, i_2) + 2) | 0]].z;
    const u_x = b_x - a_x, u_y = b_y - a_y, u_z = b_z - a_z;
    const w_x = c_x - a_x, w_y = c_y - a_y, w_z = c_z - a_z;
    let n_x = u_y * w_z - u_z * w_y, n_y = u_z * w_x - u_x * w_z, n_z = u_x * w_y - u_y * w_x;
    _s0.x = n_x; _s0.y = n_y; _s0.z = n_z;
    normalize5(_s0);
    n_x = _s0.x; n_y = _s0.y; n_z = _s0.z;
    nxs.push(n_x);
    nys.push(n_y);
    nzs.push(n_z);
  }
  // pierce partners (FUN_10048a60)
  const pierce: number[] = [];
  for (let i_3 = 0; i_3 < nt; i_3++) {
    pierce.push(-1);
  }
  for (let t = 0; t < nt; t++) {
    if (pierce[t] === -1) {
      let best: number = -1;
      let bestv: number = -0.000001;
      for (let u_1 = 0; u_1 < nt; u_1++) {
        const d: number = nxs[t] * nxs[u_1] + nys[t] * nys[u_1] + nzs[t] * nzs[u_1];
        if (d < bestv) {
          bestv = d;
          best = u_1;
        }
      }
      if (!(best >= 0)) assertFail("spec/ivp/geometry/tests/compile_tests.spec:81", "fixture: no valid pierce index for triangle {}", [t]);
      pierce[t] = best;
      pierce[best] = t;
    }
  }
  const nbytes: number = Math.imul(np + 1 + nt, 16);
  const l: number = mem.alloc(nbytes >>> 0, 16);
  mem.i32[(l + Ledge.c_point_offset) >>> 2] = (0x10 + Math.imul(16, nt)) | 0;
  mem.i32[(l + Ledge.ledgetree_node_offset) >>> 2] = 0;
  mem.u32[(l + Ledge.has_children_flag) >>> 2] = ((mem.u32[(l + Ledge.has_children_flag) >>> 2] & 0xfffffffc) | ((0 << 0) & 0x3)) >>> 0;
  mem.u32[(l + Ledge.is_compact_flag) >>> 2] = ((mem.u32[(l + Ledge.is_compact_flag) >>> 2] & 0xfffffff3) | ((1 << 2) & 0xc)) >>> 0;
  mem.u32[(l + Ledge.size_div_16) >>> 2] = ((mem.u32[(l + Ledge.size_div_16) >>> 2] & 0xff) | (((1 + nt + np) << 8) & 0xffffff00)) >>> 0;
  mem.i16[(l + Ledge.n_triangles) >>> 1] = (nt << 16) >> 16;
  for (let i_4 = 0; i_4 < nt; i_4++) {
    const t_1: number = ledge_triangle(l, i_4);
    mem.u32[(t_1 + Triangle.tri_index) >>> 2] = ((mem.u32[(t_1 + Triangle.tri_index) >>> 2] & 0xfffff000) | ((i_4 << 0) & 0xfff)) >>> 0;
    mem.u32[(t_1 + Triangle.pierce_index) >>> 2] = ((mem.u32[(t_1 + Triangle.pierce_index) >>> 2] & 0xff000fff) | ((pierce[i_4] << 12) & 0xfff000)) >>> 0;
    for (let k_1 = 0; k_1 < 3; k_1++) {
      const a_1: number = tris[(Math.imul(3, i_4) + k_1) | 0];
      const b_1: number = tris[(Math.imul(3, i_4) + ((((k_1 + 1) | 0) % 3) | 0)) | 0];
      let twin: number = -1;
      for (let j = 0; j < nt; j++) {
        for (let m = 0; m < 3; m++) {
          if (tris[(Math.imul(3, j) + m) | 0] === b_1 && tris[(Math.imul(3, j) + ((((m + 1) | 0) % 3) | 0)) | 0] === a_1) {
            twin = (Math.imul(4, j) + m + 1) | 0;
          }
        }
      }
      if (!(twin >= 0)) assertFail("spec/ivp/geometry/tests/compile_tests.spec:109", "fixture: edge {} of triangle {} has no twin (not closed)", [k_1, i_4]);
      const e: number = triangle_edge(t_1, k_1);
      mem.u32[(e + Edge.start_point_index) >>> 2] = ((mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff0000) | ((map[a_1] << 0) & 0xffff)) >>> 0;
      mem.u32[(e + Edge.opposite_index) >>> 2] = ((mem.u32[(e + Edge.opposite_index) >>> 2] & 0x8000ffff) | (((twin - (Math.imul(4, i_4) + k_1 + 1)) << 16) & 0x7fff0000)) >>> 0;
      mem.u32[(e + Edge.is_virtual) >>> 2] = ((mem.u32[(e + Edge.is_virtual) >>> 2] & 0x7fffffff) | ((0 << 31) & 0x80000000)) >>> 0;
    }
  }
  for (let j_1 = 0; j_1 < np; j_1++) {
    const q: number = ledge_point(mem, l, j_1);
    const p_x = pts[order[j_1]].x, p_y = pts[order[j_1]].y, p_z = pts[order[j_1]].z;
    const t$0_x = Math.fround(p_x), t$0_y = Math.fround(p_y), t$0_z = Math.fround(p_z);
    mem.f32[(q + PolyPoint["p.x"]) >>> 2] = t$0_x;
    mem.f32[(q + PolyPoint["p.y"]) >>> 2] = t$0_y;
    mem.f32[(q + PolyPoint["p.z"]) >>> 2] = t$0_z;
    mem.f32[(q + PolyPoint.hesse) >>> 2] = 0;
  }
  return l;
}

/**
 * The closed ledge of the box [lo, hi] (12 triangles, 8 points); `inward` reverses the winding.
 *
 * @design test fixture: a box ledge (000 §1.6.7 unit cube)
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:127
 */
export function cfix_box_ledge(mem: Memory, lo_x: number, lo_y: number, lo_z: number, hi_x: number, hi_y: number, hi_z: number, inward: boolean): number {
  const pts: Vec3[] = [];
  for (let i = 0; i < 8; i++) {
    let x: number = lo_x;
    let y: number = lo_y;
    let z: number = lo_z;
    if ((i & 1) !== 0) {
      x = hi_x;
    }
    if ((i & 2) !== 0) {
      y = hi_y;
    }
    if ((i & 4) !== 0) {
      z = hi_z;
    }
    pts.push(Object.assign(new Vec3(), { x: x, y: y, z: z }));
  }
  const tris: number[] = [];
  for (let t = 0; t < 12; t++) {
    tris.push(CFIX_BOX_TRIS[Math.imul(3, t)]);
    if (inward) {
      tris.push(CFIX_BOX_TRIS[(Math.imul(3, t) + 2) | 0]);
      tris.push(CFIX_BOX_TRIS[(Math.imul(3, t) + 1) | 0]);
    } else {
      tris.push(CFIX_BOX_TRIS[(Math.imul(3, t) + 1) | 0]);
      tris.push(CFIX_BOX_TRIS[(Math.imul(3, t) + 2) | 0]);
    }
  }
  return cfix_closed_ledge(mem, pts, tris);
}

/**
 * The closed ledge of the tetrahedron (0,0,0), (1,0,0), (0,1,0), (0,0,1).
 *
 * @design test fixture: a unit right tetrahedron ledge
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:160
 */
export function cfix_tetra_ledge(mem: Memory): number {
  const pts: Vec3[] = [];
  pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
  pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
  pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
  pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
  const tris: number[] = [0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3];
  return cfix_closed_ledge(mem, pts, tris);
}

/**
 * An nx × ny grid floor in z = 0 (unit cells), two pancakes per cell, row by row.
 *
 * @design test fixture: a concave floor as the soup builder would give it (one pancake per face)
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/compile_tests.spec:172
 */
export function cfix_grid_floor(mem: Memory, nx: number, ny: number, ledges: number[]): void {
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const x0: number = i;
      const y0: number = j;
      const a: number = triangle_ledge(mem, x0, y0, 0, x0 + 1, y0, 0, x0, y0 + 1, 0);
      ledges.push(a);
      const b: number = triangle_ledge(mem, x0 + 1, y0, 0, x0 + 1, y0 + 1, 0, x0, y0 + 1, 0);
      ledges.push(b);
    }
  }
}

/**
 * n random triangles: centres uniform in [0, spread)³, corners within ±size/2 of the centre;
 * degenerate ones (triangle_ledge returns NULL) are skipped.
 *
 * @design test fixture: seeded random triangle soups
 * @float x87
 * @precision 30 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/compile_tests.spec:188
 */
export function cfix_random_soup(mem: Memory, r: CompileTestRng, n: number, spread: number, extent: number, ledges: number[]): void {
  for (let i = 0; i < n; i++) {
    const cx: number = cfix_rng_next(r) * spread;
    const cy: number = cfix_rng_next(r) * spread;
    const cz: number = cfix_rng_next(r) * spread;
    const p0_x = cx + (cfix_rng_next(r) - 0.5) * extent, p0_y = cy + (cfix_rng_next(r) - 0.5) * extent, p0_z = cz + (cfix_rng_next(r) - 0.5) * extent;
    const p1_x = cx + (cfix_rng_next(r) - 0.5) * extent, p1_y = cy + (cfix_rng_next(r) - 0.5) * extent, p1_z = cz + (cfix_rng_next(r) - 0.5) * extent;
    const p2_x = cx + (cfix_rng_next(r) - 0.5) * extent, p2_y = cy + (cfix_rng_next(r) - 0.5) * extent, p2_z = cz + (cfix_rng_next(r) - 0.5) * extent;
    const l: number = triangle_ledge(mem, p0_x, p0_y, p0_z, p1_x, p1_y, p1_z, p2_x, p2_y, p2_z);
    if (l !== 0) {
      ledges.push(l);
    }
  }
}

/**
 * True when the two blocks hold the same bytes.
 *
 * @design test fixture: byte comparison
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:205
 */
export function cfix_same_bytes(mem: Memory, a: number, b: number, nbytes: number): boolean {
  for (let i = 0, i$end = (nbytes / 4) | 0; i < i$end; i++) {
    if (mem.u32[(a + Math.imul(4, i)) >>> 0 >>> 2] !== mem.u32[(b + Math.imul(4, i)) >>> 0 >>> 2]) {
      return false;
    }
  }
  return true;
}

/**
 * Walks a subtree checking the preorder layout: the node must sit at `want`, a left child at
 * node + 0x1c, the right child right after the left subtree. Returns the address after the
 * subtree, or 0 when the layout is broken.
 *
 * @design test fixture: preorder layout check (000 L650)
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:218
 */
export function cfix_preorder_end(mem: Memory, node: number, want: number): number {
  if (node !== want) {
    return 0;
  }
  const nd: number = node;
  if (mem.i32[(nd + LedgetreeNode.offset_right_node) >>> 2] === 0) {
    return (node + 0x1c) >>> 0;
  }
  const after_left: number = cfix_preorder_end(mem, (node + 0x1c) >>> 0, (node + 0x1c) >>> 0);
  if (after_left === 0) {
    return 0;
  }
  const right: number = (node + mem.i32[(nd + LedgetreeNode.offset_right_node) >>> 2]) >>> 0;
  if (right !== after_left) {
    return 0;
  }
  return cfix_preorder_end(mem, right, right);
}

/**
 * The number of nodes from the root to the end of the surface ((byte_size - root) / 0x1c).
 *
 * @design test fixture: node count from the header
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:239
 */
export function cfix_node_count(mem: Memory, cs: number): number {
  return ((((mem.u32[(cs + CompactSurface.byte_size) >>> 2] >>> 8) - mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2]) | 0) / 0x1c) | 0;
}

/**
 * Counts violations of the tree invariants over every node: box_sizes in 1..251 (000 L180), and
 * every point of every terminal ledge below the node inside its sphere (radius) and inside its
 * quantised box (|p_k - c_k| <= box_k·0.004·r), with a tolerance of 1e-6·(r + max|c_k|) for the
 * f32 rounding of the stored centre and radius.
 *
 * @design test fixture: containment check of the written tree (000 L180, L610-615)
 * @float x87
 * @precision 21 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/compile_tests.spec:248
 */
export function cfix_tree_violations(mem: Memory, cs: number): number {
  const root: number = surface_root(mem, cs);
  const n_nodes: number = cfix_node_count(mem, cs);
  let bad: number = 0;
  for (let j = 0; j < n_nodes; j++) {
    const nd: number = (root + (Math.imul(0x1c, j) >>> 0)) >>> 0;
    const c_x = mem.f32[(nd + LedgetreeNode["center.x"]) >>> 2], c_y = mem.f32[(nd + LedgetreeNode["center.y"]) >>> 2], c_z = mem.f32[(nd + LedgetreeNode["center.z"]) >>> 2];
    const r: number = mem.f32[(nd + LedgetreeNode.radius) >>> 2];
    const cmax: number = specMax(specMax(Math.abs(c_x), Math.abs(c_y)), Math.abs(c_z));
    const tol: number = 0.000001 * (r + cmax);
    const bx: number = mem.u8[nd + LedgetreeNode.box_sizes + 1 * 0] * 0.004 * r + tol;
    const by: number = mem.u8[nd + LedgetreeNode.box_sizes + 1 * 1] * 0.004 * r + tol;
    const bz: number = mem.u8[nd + LedgetreeNode.box_sizes + 1 * 2] * 0.004 * r + tol;
    for (let k = 0; k < 3; k++) {
      if (mem.u8[nd + LedgetreeNode.box_sizes + 1 * k] < 1 || mem.u8[nd + LedgetreeNode.box_sizes + 1 * k] > 251) {
        bad = (bad + 1) | 0;
      }
    }
    const ledges: number[] = [];
    collect_terminal_ledges(mem, nd, ledges);
    for (let li = 0; li < ledges.length; li++) {
      const l: number = ledges[li];
      for (let ti = 0, ti$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; ti < ti$end; ti++) {
        const t: number = ledge_triangle(l, ti);
        for (let k_1 = 0; k_1 < 3; k_1++) {
          const e: number = triangle_edge(t, k_1);
          const q: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
          const p_x = mem.f32[(q + PolyPoint["p.x"]) >>> 2], p_y = mem.f32[(q + PolyPoint["p.y"]) >>> 2], p_z = mem.f32[(q + PolyPoint["p.z"]) >>> 2];
          const d_x = p_x - c_x, d_y = p_y - c_y, d_z = p_z - c_z;
          const dist: number = Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
          if (dist > r + tol || Math.abs(d_x) > bx || Math.abs(d_y) > by || Math.abs(d_z) > bz) {
            bad = (bad + 1) | 0;
          }
        }
      }
    }
  }
  return bad;
}

/**
 * True when the compiled surface has the document's shape for n input ledges: 2n-1 nodes laid out
 * in preorder from the root to byte_size, n leaves whose ledges are distinct, lie inside the
 * surface and have flags bits 0..1 clear, internal nodes without a ledge.
 *
 * @design test fixture: structural facts of 000 L639-661
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:292
 */
export function cfix_tree_shape_ok(mem: Memory, cs: number, n: number): boolean {
  if (cfix_node_count(mem, cs) !== ((Math.imul(2, n) - 1) | 0)) {
    return false;
  }
  if ((((((mem.u32[(cs + CompactSurface.byte_size) >>> 2] >>> 8) - mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2]) | 0) % 0x1c) | 0) !== 0) {
    return false;
  }
  const root: number = surface_root(mem, cs);
  const end: number = cfix_preorder_end(mem, root, root);
  if (end !== ((cs + (mem.u32[(cs + CompactSurface.byte_size) >>> 2] >>> 8)) >>> 0)) {
    return false;
  }
  const ledges: number[] = [];
  surface_terminal_ledges(mem, cs, ledges);
  if (ledges.length !== n) {
    return false;
  }
  for (let i = 0; i < n; i++) {
    const l: number = ledges[i];
    if (ledges[i] < ((cs + 0x30) >>> 0) || ledges[i] >= root || (mem.u32[(l + Ledge.has_children_flag) >>> 2] & 0x3) !== 0) {
      return false;
    }
    if (i > 0 && ledges[i] === ledges[(i - 1) | 0]) {
      return false;
    }
  }
  for (let j = 0, j$end = (Math.imul(2, n) - 1) | 0; j < j$end; j++) {
    const nd: number = (root + (Math.imul(0x1c, j) >>> 0)) >>> 0;
    if (mem.i32[(nd + LedgetreeNode.offset_right_node) >>> 2] !== 0 && mem.i32[(nd + LedgetreeNode.offset_compact_ledge) >>> 2] !== 0) {
      return false;
    }
    if (mem.u8[nd + LedgetreeNode.free_0] !== 0) {
      return false;
    }
  }
  return true;
}

/**
 * Appends a ledge sphere with centre (x, y, z) and a small box to a test state (for the split rules).
 *
 * @design test fixture: a sphere record with a given centre
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:332
 */
export function cfix_sphere_at(st: CompileState, x: number, y: number, z: number): number {
  const si: number = compile_sphere_new(st);
  const b: SphereBlock = st.blocks[si >> 9];
  const j: number = si & 511;
  b.center[Math.imul(3, j)] = x;
  b.center[(Math.imul(3, j) + 1) | 0] = y;
  b.center[(Math.imul(3, j) + 2) | 0] = z;
  b.radius[j] = 0.1;
  b.box_size[Math.imul(3, j)] = 100;
  b.box_size[(Math.imul(3, j) + 1) | 0] = 100;
  b.box_size[(Math.imul(3, j) + 2) | 0] = 100;
  compile_member_box(st, si);
  return si;
}

/**
 * Appends a ledge sphere with centre (x, y, z), radius r and box sizes 100 to a test state (r = 0
 * gives a point box [c, c], whose bounds are ±0 at a centre of ±0).
 *
 * @design test fixture: a sphere record with a given centre and radius
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:350
 */
export function cfix_sphere_r(st: CompileState, x: number, y: number, z: number, r: number): number {
  const si: number = cfix_sphere_at(st, x, y, z);
  st.blocks[si >> 9].radius[si & 511] = r;
  compile_member_box(st, si);
  return si;
}

/**
 * Whether split_classify3 gives split_classify3_in_order's side bits, six side boxes (±0 told
 * apart) and low counts over tree_a[a..b) (after build_tree_rows), with a node sphere over the
 * range's union box.
 *
 * @design test fixture: the octant split (D-COMPILE-9) against the list-order split
 * @float x87
 * @spec spec/ivp/geometry/tests/compile_tests.spec:361
 */
export function cfix_split_agrees(st: CompileState, a: number, b: number): boolean {
  let lo_x = 0, lo_y = 0, lo_z = 0;
  let hi_x = 0, hi_y = 0, hi_z = 0;
  tree_list_box(st, st.tree_a, a, b, _s1, _s2);
  lo_x = _s1.x; lo_y = _s1.y; lo_z = _s1.z;
  hi_x = _s2.x; hi_y = _s2.y; hi_z = _s2.z;
  const node: number = tree_internal_sphere_of_box(st, lo_x, lo_y, lo_z, hi_x, hi_y, hi_z);
  split_classify3(st, node, a, b, st.tree_a);
  const sides: number[] = [];
  for (let j = a; j < b; j++) {
    sides.push(st.tree_side[j]);
  }
  const bounds: number[] = [];
  for (let k = 0; k < 6; k++) {
    bounds.push(st.split_boxes[k].lo.x);
    bounds.push(st.split_boxes[k].lo.y);
    bounds.push(st.split_boxes[k].lo.z);
    bounds.push(st.split_boxes[k].hi.x);
    bounds.push(st.split_boxes[k].hi.y);
    bounds.push(st.split_boxes[k].hi.z);
  }
  const l0: number = st.split_lows[0];
  const l1: number = st.split_lows[1];
  const l2: number = st.split_lows[2];
  split_classify3_in_order(st, node, a, b, st.tree_a);
  let same: boolean = l0 === st.split_lows[0] && l1 === st.split_lows[1] && l2 === st.split_lows[2];
  for (let j_1 = a; j_1 < b; j_1++) {
    if (sides[(j_1 - a) | 0] !== st.tree_side[j_1]) {
      same = false;
    }
  }
  for (let k_1 = 0; k_1 < 6; k_1++) {
    const w: number[] = [st.split_boxes[k_1].lo.x, st.split_boxes[k_1].lo.y, st.split_boxes[k_1].lo.z, st.split_boxes[k_1].hi.x, st.split_boxes[k_1].hi.y, st.split_boxes[k_1].hi.z];
    for (let c = 0; c < 6; c++) {
      const v: number = bounds[(Math.imul(6, k_1) + c) | 0];
      if (v !== w[c] || signbit(v) !== signbit(w[c])) {
        same = false;
      }
    }
  }
  return same;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3();
