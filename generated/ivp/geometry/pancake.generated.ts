// GENERATED FILE: do not edit. Engine module ivp.geometry.pancake: 000 §1.6.2: the triangle pancake ledge (a two-sided triangle) from spec/ivp/geometry/pancake.spec (sha256 b8d80e20a8994187).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, type Vec3 } from "../../../runtime/index.js";
import { ledge_point, ledge_triangle, triangle_edge } from "./compact.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { is_virtual = 0, opposite_index = 0, start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge {
  c_point_offset = 0,
  ledgetree_node_offset = 4,
  has_children_flag = 8,
  is_compact_flag = 8,
  ledge_dummy = 8,
  size_div_16 = 8,
  n_triangles = 12,
  for_future_use = 14,
}

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8, hesse = 12 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { material_index = 0, pierce_index = 0, tri_index = 0, tri_is_virtual = 0 }

/**
 * Triangle ledge FUN_1003ac00 (000 §1.6.2): null when |(p1-p0)×(p2-p0)|² < 1e-12, otherwise a
 * 96-byte ledge: triangle 0 = (p0,p1,p2), triangle 1 = (p1,p0,p2) its back face, each the other's
 * pierce triangle, then the three points rounded to f32.
 *
 * @source 000_b83935d7d7846899.txt §1.6.2 FUN_1003ac00
 * @unit G34
 * @float x87
 * @precision 20 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/pancake.spec:9
 */
export function triangle_ledge(mem: Memory, p0_x: number, p0_y: number, p0_z: number, p1_x: number, p1_y: number, p1_z: number, p2_x: number, p2_y: number, p2_z: number): number {
  // the document says only "f64" for this test (0x100634f0 holds 1e-12): the differences and the
  // cross product are taken as f64 temporaries, the squared length is formed on the x87
  const a_x = p1_x - p0_x, a_y = p1_y - p0_y, a_z = p1_z - p0_z;
  const b_x = p2_x - p0_x, b_y = p2_y - p0_y, b_z = p2_z - p0_z;
  const n_x = a_y * b_z - a_z * b_y, n_y = a_z * b_x - a_x * b_z, n_z = a_x * b_y - a_y * b_x;
  if (n_x * n_x + n_y * n_y + n_z * n_z < 1e-12) {
    return 0;
  }
  // the original copies a template built once at 0x100763a8; the document gives its full image,
  // which is written here field by field
  const l: number = mem.alloc(96, 16);
  mem.i32[(l + Ledge.c_point_offset) >>> 2] = 0x30;
  mem.i32[(l + Ledge.ledgetree_node_offset) >>> 2] = 0;
  mem.u32[(l + Ledge.has_children_flag) >>> 2] = ((mem.u32[(l + Ledge.has_children_flag) >>> 2] & 0xfffffffc) | ((0 << 0) & 0x3)) >>> 0;
  mem.u32[(l + Ledge.is_compact_flag) >>> 2] = ((mem.u32[(l + Ledge.is_compact_flag) >>> 2] & 0xfffffff3) | ((1 << 2) & 0xc)) >>> 0;
  mem.u32[(l + Ledge.ledge_dummy) >>> 2] = ((mem.u32[(l + Ledge.ledge_dummy) >>> 2] & 0xffffff0f) | ((0 << 4) & 0xf0)) >>> 0;
  mem.u32[(l + Ledge.size_div_16) >>> 2] = ((mem.u32[(l + Ledge.size_div_16) >>> 2] & 0xff) | ((6 << 8) & 0xffffff00)) >>> 0;
  mem.i16[(l + Ledge.n_triangles) >>> 1] = 2;
  mem.i16[(l + Ledge.for_future_use) >>> 1] = 0;
  // triangle 0 = (p0, p1, p2): the mesh face
  const t0: number = ledge_triangle(l, 0);
  mem.u32[(t0 + Triangle.tri_index) >>> 2] = ((mem.u32[(t0 + Triangle.tri_index) >>> 2] & 0xfffff000) | ((0 << 0) & 0xfff)) >>> 0;
  mem.u32[(t0 + Triangle.pierce_index) >>> 2] = ((mem.u32[(t0 + Triangle.pierce_index) >>> 2] & 0xff000fff) | ((1 << 12) & 0xfff000)) >>> 0;
  mem.u32[(t0 + Triangle.material_index) >>> 2] = ((mem.u32[(t0 + Triangle.material_index) >>> 2] & 0x80ffffff) | ((0 << 24) & 0x7f000000)) >>> 0;
  mem.u32[(t0 + Triangle.tri_is_virtual) >>> 2] = ((mem.u32[(t0 + Triangle.tri_is_virtual) >>> 2] & 0x7fffffff) | ((0 << 31) & 0x80000000)) >>> 0;
  pancake_edge(mem, triangle_edge(t0, 0), 0, 4);
  pancake_edge(mem, triangle_edge(t0, 1), 1, 5);
  pancake_edge(mem, triangle_edge(t0, 2), 2, 3);
  // triangle 1 = (p1, p0, p2): the back face
  const t1: number = ledge_triangle(l, 1);
  mem.u32[(t1 + Triangle.tri_index) >>> 2] = ((mem.u32[(t1 + Triangle.tri_index) >>> 2] & 0xfffff000) | ((1 << 0) & 0xfff)) >>> 0;
  mem.u32[(t1 + Triangle.pierce_index) >>> 2] = ((mem.u32[(t1 + Triangle.pierce_index) >>> 2] & 0xff000fff) | ((0 << 12) & 0xfff000)) >>> 0;
  mem.u32[(t1 + Triangle.material_index) >>> 2] = ((mem.u32[(t1 + Triangle.material_index) >>> 2] & 0x80ffffff) | ((0 << 24) & 0x7f000000)) >>> 0;
  mem.u32[(t1 + Triangle.tri_is_virtual) >>> 2] = ((mem.u32[(t1 + Triangle.tri_is_virtual) >>> 2] & 0x7fffffff) | ((0 << 31) & 0x80000000)) >>> 0;
  pancake_edge(mem, triangle_edge(t1, 0), 1, -4);
  pancake_edge(mem, triangle_edge(t1, 1), 0, -3);
  pancake_edge(mem, triangle_edge(t1, 2), 2, -5);
  // points 0..2 at +0x30: (f32)x, (f32)y, (f32)z and 0 (the store rounds each f64 component to f32)
  const q0: number = ledge_point(mem, l, 0);
  const t$0_x = Math.fround(p0_x), t$0_y = Math.fround(p0_y), t$0_z = Math.fround(p0_z);
  mem.f32[(q0 + PolyPoint["p.x"]) >>> 2] = t$0_x;
  mem.f32[(q0 + PolyPoint["p.y"]) >>> 2] = t$0_y;
  mem.f32[(q0 + PolyPoint["p.z"]) >>> 2] = t$0_z;
  mem.f32[(q0 + PolyPoint.hesse) >>> 2] = 0;
  const q1: number = ledge_point(mem, l, 1);
  const t$1_x = Math.fround(p1_x), t$1_y = Math.fround(p1_y), t$1_z = Math.fround(p1_z);
  mem.f32[(q1 + PolyPoint["p.x"]) >>> 2] = t$1_x;
  mem.f32[(q1 + PolyPoint["p.y"]) >>> 2] = t$1_y;
  mem.f32[(q1 + PolyPoint["p.z"]) >>> 2] = t$1_z;
  mem.f32[(q1 + PolyPoint.hesse) >>> 2] = 0;
  const q2: number = ledge_point(mem, l, 2);
  const t$2_x = Math.fround(p2_x), t$2_y = Math.fround(p2_y), t$2_z = Math.fround(p2_z);
  mem.f32[(q2 + PolyPoint["p.x"]) >>> 2] = t$2_x;
  mem.f32[(q2 + PolyPoint["p.y"]) >>> 2] = t$2_y;
  mem.f32[(q2 + PolyPoint["p.z"]) >>> 2] = t$2_z;
  mem.f32[(q2 + PolyPoint.hesse) >>> 2] = 0;
  return l;
}

/**
 * One edge of the pancake template: its start point index and its opposite offset (in edges).
 *
 * @source 000_b83935d7d7846899.txt §1.6.2 FUN_1003ac00 (template edges)
 * @unit G34
 * @float x87
 * @spec spec/ivp/geometry/pancake.spec:66
 */
export function pancake_edge(mem: Memory, e: number, start: number, opposite: number): void {
  mem.u32[(e + Edge.start_point_index) >>> 2] = ((mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff0000) | ((start << 0) & 0xffff)) >>> 0;
  mem.u32[(e + Edge.opposite_index) >>> 2] = ((mem.u32[(e + Edge.opposite_index) >>> 2] & 0x8000ffff) | ((opposite << 16) & 0x7fff0000)) >>> 0;
  mem.u32[(e + Edge.is_virtual) >>> 2] = ((mem.u32[(e + Edge.is_virtual) >>> 2] & 0x7fffffff) | ((0 << 31) & 0x80000000)) >>> 0;
}
