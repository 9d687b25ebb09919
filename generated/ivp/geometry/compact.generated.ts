// GENERATED FILE: do not edit. Engine module ivp.geometry.compact: 000 §1.2: the compact surface's binary layouts, edge navigation and terminal-ledge enumeration from spec/ivp/geometry/compact.spec (sha256 3441acfbbe22a59a).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory } from "../../../runtime/index.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface { offset_ledgetree_root = 32 }

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { opposite_index = 0, start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0 }

/** Byte offsets in layout LedgetreeNode (D-GEN-14). */
const enum LedgetreeNode { offset_right_node = 0, offset_compact_ledge = 4 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { pierce_index = 0, tri_index = 0 }

/** T_next at 0x100685b8, indexed by (edge & 0xc) >> 2: edge 1→2→3→1. */
export const T_NEXT: Int32Array = Int32Array.of(0, 4, 4, -8);
/** T_prev at 0x100685c8. */
export const T_PREV: Int32Array = Int32Array.of(0, 8, -4, -4);
/**
 * IVP_Compact_Poly_Point: object-space coordinates with the entity scale baked in; +0xc is always 0.
 *
 * Binary layout PolyPoint: 16 bytes, 16-aligned. Field byte offsets and bit fields.
 */
export const PolyPointLayout = { size: 16, align: 16, offsets: { p: 0, hesse: 12 }, bits: {} } as const;
/**
 * IVP_Compact_Edge: one u32. The opposite index is a signed 15-bit offset in edges (4-byte units).
 *
 * Binary layout Edge: 4 bytes, 4-aligned. Field byte offsets and bit fields.
 */
export const EdgeLayout = { size: 4, align: 4, offsets: { word: 0 }, bits: { start_point_index: { field: "word", lo: 0, hi: 15, signed: false }, opposite_index: { field: "word", lo: 16, hi: 30, signed: true }, is_virtual: { field: "word", lo: 31, hi: 31, signed: false } } } as const;
/**
 * IVP_Compact_Triangle: the triangle word, then its three edges (p0→p1, p1→p2, p2→p0).
 *
 * Binary layout Triangle: 16 bytes, 16-aligned. Field byte offsets and bit fields.
 */
export const TriangleLayout = { size: 16, align: 16, offsets: { word: 0, e0: 4, e1: 8, e2: 12 }, bits: { tri_index: { field: "word", lo: 0, hi: 11, signed: false }, pierce_index: { field: "word", lo: 12, hi: 23, signed: false }, material_index: { field: "word", lo: 24, hi: 30, signed: false }, tri_is_virtual: { field: "word", lo: 31, hi: 31, signed: false } } } as const;
/**
 * IVP_Compact_Ledge: a 16-byte header followed by n_triangles triangles.
 *
 * Binary layout Ledge: 16 bytes, 16-aligned. Field byte offsets and bit fields.
 */
export const LedgeLayout = { size: 16, align: 16, offsets: { c_point_offset: 0, ledgetree_node_offset: 4, flags: 8, n_triangles: 12, for_future_use: 14 }, bits: { has_children_flag: { field: "flags", lo: 0, hi: 1, signed: false }, is_compact_flag: { field: "flags", lo: 2, hi: 3, signed: false }, ledge_dummy: { field: "flags", lo: 4, hi: 7, signed: false }, size_div_16: { field: "flags", lo: 8, hi: 31, signed: false } } } as const;
/**
 * IVP_Compact_Ledgetree_Node: 0x1c bytes, packed, 4-aligned; the left child follows at +0x1c.
 *
 * Binary layout LedgetreeNode: 28 bytes, 4-aligned. Field byte offsets and bit fields.
 */
export const LedgetreeNodeLayout = { size: 28, align: 4, offsets: { offset_right_node: 0, offset_compact_ledge: 4, center: 8, radius: 20, box_sizes: 24, free_0: 27 }, bits: {} } as const;
/**
 * IVP_Compact_Surface header (0x30 bytes).
 *
 * Binary layout CompactSurface: 48 bytes, 16-aligned. Field byte offsets and bit fields.
 */
export const CompactSurfaceLayout = { size: 48, align: 16, offsets: { mass_center: 0, rotation_inertia: 12, upper_limit_radius: 24, size_word: 28, offset_ledgetree_root: 32, surface_dummy: 36 }, bits: { max_factor_surface_deviation: { field: "size_word", lo: 0, hi: 7, signed: false }, byte_size: { field: "size_word", lo: 8, hi: 31, signed: false } } } as const;

/**
 * triangle(e) = (IVP_Compact_Triangle*)(addr & ~0xf).
 *
 * @source 000_b83935d7d7846899.txt §1.2.2 pointer arithmetic
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:61
 */
export function edge_triangle(e: number): number {
  return (e & 0xfffffff0) >>> 0;
}

/**
 * next(e) = addr + T_next[addr & 0xc].
 *
 * @source 000_b83935d7d7846899.txt §1.2.2 T_next 0x100685b8
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:68
 */
export function edge_next(e: number): number {
  const a: number = e;
  return (a + T_NEXT[(a & 0xc) >>> 2]) >>> 0;
}

/**
 * prev(e) = addr + T_prev[addr & 0xc].
 *
 * @source 000_b83935d7d7846899.txt §1.2.2 T_prev 0x100685c8
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:76
 */
export function edge_prev(e: number): number {
  const a: number = e;
  return (a + T_PREV[(a & 0xc) >>> 2]) >>> 0;
}

/**
 * opposite(e) = (u32*)addr + opposite_index, the twin edge in the neighbouring triangle.
 *
 * @source 000_b83935d7d7846899.txt §1.2.2; §3.1.1 (int32)(w << 1) >> 17
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:84
 */
export function edge_opposite(mem: Memory, e: number): number {
  return (e + (Math.imul(4, (mem.u32[(e + Edge.opposite_index) >>> 2] << 1) >> 17) >>> 0)) >>> 0;
}

/**
 * The edge's index 1..3 inside its triangle: (addr & 0xc) >> 2.
 *
 * @source 000_b83935d7d7846899.txt §1.2.2 (addr & 0xc) >> 2
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:91
 */
export function edge_slot(e: number): number {
  return (e & 0xc) >>> 2;
}

/**
 * ledge(e) = triangle(e) - 16*(tri_index + 1), as FUN_10030a30 and FUN_1001a5c0 use it.
 *
 * @source 000_b83935d7d7846899.txt §1.2.2 FUN_10030a30 / FUN_1001a5c0
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:98
 */
export function edge_ledge(mem: Memory, e: number): number {
  const t: number = edge_triangle(e);
  return (t - (Math.imul(16, (mem.u32[(t + Triangle.tri_index) >>> 2] & 0xfff) + 1) >>> 0)) >>> 0;
}

/**
 * The start point P(e): ledge + c_point_offset + 16*start_point_index.
 *
 * @source 000_b83935d7d7846899.txt §1.2.1; §1.2.2 point(ledge, i)
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:106
 */
export function edge_start_point(mem: Memory, e: number): number {
  const l: number = edge_ledge(mem, e);
  return ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
}

/**
 * The end point N(e) = P(next(e)).
 *
 * @source 000_b83935d7d7846899.txt §1.2.2; §1.5 N(e) = P(next(e))
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:114
 */
export function edge_end_point(mem: Memory, e: number): number {
  return edge_start_point(mem, edge_next(e));
}

/**
 * The points-around-vertex walk of the P cases: from an edge ending at P, the next one is
 * prev(opposite(e)); the walk ends when it returns to its first edge.
 *
 * @source 000_b83935d7d7846899.txt §3.1.1 points around vertex P
 * @unit G01
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:122
 */
export function edge_around_point(mem: Memory, e: number): number {
  return edge_prev(edge_opposite(mem, e));
}

/**
 * point(ledge, i) = (char*)ledge + c_point_offset + 16*i.
 *
 * @source 000_b83935d7d7846899.txt §1.2.1 point(ledge, i)
 * @unit G02
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:129
 */
export function ledge_point(mem: Memory, l: number, i: number): number {
  return ((l | 0) + mem.i32[(l + Ledge.c_point_offset) >>> 2] + Math.imul(16, i)) >>> 0;
}

/**
 * Triangle i of a ledge: ledge + 0x10 + 16*i.
 *
 * @source 000_b83935d7d7846899.txt §1.2.4 triangles[n_triangles]
 * @unit G02
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:136
 */
export function ledge_triangle(l: number, i: number): number {
  return (l + ((16 + Math.imul(16, i)) >>> 0)) >>> 0;
}

/**
 * Edge k (0..2) of a triangle: tri + 4 + 4*k.
 *
 * @source 000_b83935d7d7846899.txt §1.2.3 c_three_edges[k]
 * @unit G02
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:143
 */
export function triangle_edge(t: number, k: number): number {
  return (t + ((4 + Math.imul(4, k)) >>> 0)) >>> 0;
}

/**
 * The pierce triangle: the triangle of the same ledge whose index is pierce_index.
 *
 * @source 000_b83935d7d7846899.txt §1.2.3 pierce_index
 * @unit G02
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:150
 */
export function triangle_pierce(mem: Memory, t: number): number {
  const first: number = (t - (Math.imul(16, mem.u32[(t + Triangle.tri_index) >>> 2] & 0xfff) >>> 0)) >>> 0;
  return (first + Math.imul(16, (mem.u32[(t + Triangle.pierce_index) >>> 2] >>> 12) & 0xfff)) >>> 0;
}

/**
 * The root node of a compact surface: cs + offset_ledgetree_root.
 *
 * @source 000_b83935d7d7846899.txt §1.2.6; §1.3 cs + *(i32*)(cs+0x20)
 * @unit G02
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:158
 */
export function surface_root(mem: Memory, cs: number): number {
  return ((cs | 0) + mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2]) >>> 0;
}

/**
 * A node's right child: node + offset_right_node (0 means a leaf).
 *
 * @source 000_b83935d7d7846899.txt §1.2.5 offset_right_node
 * @unit G02
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:165
 */
export function node_right(mem: Memory, n: number): number {
  return ((n | 0) + mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2]) >>> 0;
}

/**
 * A node's left child, always directly after it.
 *
 * @source 000_b83935d7d7846899.txt §1.2.5 this + 0x1c
 * @unit G02
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:172
 */
export function node_left(n: number): number {
  return (n + 0x1c) >>> 0;
}

/**
 * A node's ledge: node + offset_compact_ledge (leaf: its ledge; internal: the hull or none).
 *
 * @source 000_b83935d7d7846899.txt §1.2.5 offset_compact_ledge
 * @unit G02
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:179
 */
export function node_ledge(mem: Memory, n: number): number {
  return ((n | 0) + mem.i32[(n + LedgetreeNode.offset_compact_ledge) >>> 2]) >>> 0;
}

/**
 * Terminal-ledge enumeration in left-to-right DFS order (FUN_10020430):
 * while the node has a right child, collect the left subtree and move right; then append the leaf.
 *
 * @source 000_b83935d7d7846899.txt §1.2.5 FUN_10020430
 * @unit G03
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:187
 */
export function collect_terminal_ledges(mem: Memory, node: number, out_: number[]): void {
  let n: number = node;
  while (mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2] !== 0) {
    collect_terminal_ledges(mem, node_left(n), out_);
    n = node_right(mem, n);
  }
  out_.push(node_ledge(mem, n));
}

/**
 * All terminal ledges of a compact surface, from its root (FUN_10020480).
 *
 * @source 000_b83935d7d7846899.txt §1.2.5 FUN_10020480
 * @unit G03
 * @float x87
 * @spec spec/ivp/geometry/compact.spec:199
 */
export function surface_terminal_ledges(mem: Memory, cs: number, out_: number[]): void {
  collect_terminal_ledges(mem, surface_root(mem, cs), out_);
}
