// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.compile_tests from spec/ivp/geometry/tests/compile_tests.spec (sha256 79eca974fe77633c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3, bits32 } from "../../../../../runtime/index.js";
import { CompileTestRng, cfix_box_ledge, cfix_grid_floor, cfix_random_soup, cfix_rng_next, cfix_same_bytes, cfix_sphere_at, cfix_sphere_r, cfix_split_agrees, cfix_tree_shape_ok, cfix_tree_violations } from "../support/compile_tests.generated.js";
import { ledge_point, ledge_triangle, node_ledge, node_left, node_right, surface_root, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { CompileSphere, CompileState, allocate_and_copy, build_tree, build_tree_rows, choose_split_axis, compile_copy_words, compile_sphere_count, compile_sphere_get, compile_surface, compile_surface_with, ledges_to_spheres, list_box, list_volume, pool_find_or_add, pool_table_init, split_by_axis, split_by_median, tree_internal_sphere, write_tree } from "../../../../../generated/ivp/geometry/compile.generated.js";
import { surface_mass_properties } from "../../../../../generated/ivp/geometry/mass.generated.js";
import { triangle_ledge } from "../../../../../generated/ivp/geometry/pancake.generated.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface { byte_size = 28, offset_ledgetree_root = 32, surface_dummy = 36 }

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { opposite_index = 0, start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0, has_children_flag = 8, is_compact_flag = 8, size_div_16 = 8, n_triangles = 12 }

/** Byte offsets in layout LedgetreeNode (D-GEN-14). */
const enum LedgetreeNode {
  offset_right_node = 0,
  offset_compact_ledge = 4,
  "center.x" = 8,
  "center.y" = 12,
  "center.z" = 16,
  radius = 20,
  box_sizes = 24,
}

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

const _s0 = new Vec3(), _s1 = new Vec3();

describe("000 §1.6.4: compile entry", () => {
  it("n_ledges == 0: return NULL [000:L575]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const ledges: number[] = [];
    const cs: number = compile_surface(mem, ledges);
    $expect.compare(cs, "==", 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:406");
  });

  it("a null ledge is refused with an assert naming its position [000:L575]", () => {
    const mem = new Memory();
    const ledges: number[] = [0];
    $expect.asserts(() => {
      const cs: number = compile_surface(mem, ledges);
    }, "compile: ledge 0 is null", "spec/ivp/geometry/tests/compile_tests.spec:411");
  });

  it("a ledge without triangles is refused with an assert [000:L575]", () => {
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const empty: number = mem.alloc(16, 16);
    const ledges: number[] = [l, empty];
    $expect.asserts(() => {
      const cs: number = compile_surface(mem, ledges);
    }, "compile: ledge 1 has no triangles", "spec/ivp/geometry/tests/compile_tests.spec:420");
  });

  it("the exact re-copy holds the same bytes as the surface built in place [000:L584]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const ledges: number[] = [];
    cfix_grid_floor(mem, 3, 2, ledges);
    const st: CompileState = new CompileState();
    st.n_ledges = ledges.length;
    st.root = -1;
    ledges_to_spheres(mem, st, ledges);
    build_tree(st);
    const a: number = allocate_and_copy(mem, st, ledges);
    write_tree(mem, st, a);
    surface_mass_properties(mem, a);
    const b: number = compile_surface(mem, ledges);
    $expect.compare(b, "!=", a, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:437");
    $expect.compare(mem.u32[(b + CompactSurface.byte_size) >>> 2] >>> 8, "==", mem.u32[(a + CompactSurface.byte_size) >>> 2] >>> 8, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:438");
    $expect.truth(cfix_same_bytes(mem, a, b, mem.u32[(a + CompactSurface.byte_size) >>> 2] >>> 8), "spec/ivp/geometry/tests/compile_tests.spec:439");
    $expect.compare(b & 0xf, "==", 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:440");
  });

  it("compiling the same input twice gives identical bytes, and the inputs are not written [000:L587]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: CompileTestRng = new CompileTestRng();
    r.s = 7;
    const ledges: number[] = [];
    cfix_random_soup(mem, r, 60, 50, 4, ledges);
    const before: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    // a snapshot of the first input ledge
    compile_copy_words(mem, ledges[0], before, 96);
    const a: number = compile_surface(mem, ledges);
    const b: number = compile_surface(mem, ledges);
    $expect.compare(mem.u32[(a + CompactSurface.byte_size) >>> 2] >>> 8, "==", mem.u32[(b + CompactSurface.byte_size) >>> 2] >>> 8, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:453");
    $expect.truth(cfix_same_bytes(mem, a, b, mem.u32[(a + CompactSurface.byte_size) >>> 2] >>> 8), "spec/ivp/geometry/tests/compile_tests.spec:454");
    $expect.truth(cfix_same_bytes(mem, ledges[0], before, 96), "spec/ivp/geometry/tests/compile_tests.spec:455");
  });
});

describe("000 §1.6.5: ledges_to_spheres and the written leaves", () => {
  it("pancake (0,0,0),(1,0,0),(0,1,0): centre (0.5,0.5,0), radius sqrt(0.5), box (177,177,1) [000:L603]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // box_x = (u8)((i32)(0.5 / (sqrt(0.5)·0.004)) + 1) = (i32)176.78 + 1; box_z = (i32)0 + 1
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const ledges: number[] = [l];
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    const s: CompileSphere = new CompileSphere();
    compile_sphere_get(st, 0, s);
    $expect.compare(s.index, "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:468");
    $expect.compare(s.center_x, "==", 0.5, "f64", mode, "spec/ivp/geometry/tests/compile_tests.spec:469");
    $expect.compare(s.center_y, "==", 0.5, "f64", mode, "spec/ivp/geometry/tests/compile_tests.spec:470");
    $expect.compare(s.center_z, "==", 0, "f64", mode, "spec/ivp/geometry/tests/compile_tests.spec:471");
    $expect.compare(s.radius, "==", Math.sqrt(0.5), "f64", mode, "spec/ivp/geometry/tests/compile_tests.spec:472");
    $expect.compare(s.box_x, "==", 177, "u8", mode, "spec/ivp/geometry/tests/compile_tests.spec:473");
    $expect.compare(s.box_y, "==", 177, "u8", mode, "spec/ivp/geometry/tests/compile_tests.spec:474");
    $expect.compare(s.box_z, "==", 1, "u8", mode, "spec/ivp/geometry/tests/compile_tests.spec:475");
    const root: number = surface_root(mem, cs);
    $expect.compare([mem.f32[(root + LedgetreeNode["center.x"]) >>> 2], mem.f32[(root + LedgetreeNode["center.y"]) >>> 2], mem.f32[(root + LedgetreeNode["center.z"]) >>> 2]], "==", [0.5, 0.5, 0], "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:477");
    $expect.compare(mem.f32[(root + LedgetreeNode.radius) >>> 2], "==", Math.fround(Math.sqrt(0.5)), "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:478");
    $expect.compare(mem.u8[root + LedgetreeNode.box_sizes + 1 * 0], "==", 177, "u8", mode, "spec/ivp/geometry/tests/compile_tests.spec:479");
    $expect.compare(mem.u8[root + LedgetreeNode.box_sizes + 1 * 2], "==", 1, "u8", mode, "spec/ivp/geometry/tests/compile_tests.spec:480");
    $expect.compare(mem.i32[(root + LedgetreeNode.offset_right_node) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:481");
  });

  it("spheres are created in insertion order (index i = 1..n) [000:L589]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const ledges: number[] = [];
    cfix_grid_floor(mem, 2, 1, ledges);
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    const s0: CompileSphere = new CompileSphere();
    compile_sphere_get(st, 0, s0);
    const s2: CompileSphere = new CompileSphere();
    compile_sphere_get(st, 2, s2);
    const s3: CompileSphere = new CompileSphere();
    compile_sphere_get(st, 3, s3);
    $expect.compare(s0.index, "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:495");
    $expect.compare(s3.index, "==", 4, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:496");
    $expect.compare(s0.center_x, "<", s2.center_x, "f64", mode, "spec/ivp/geometry/tests/compile_tests.spec:497");
  });

  it("a member box is [(f32)(c - box·(0.004·r)), (f32)(c + box·(0.004·r))] and holds the ledge's points [000:L611]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0.1, 0.2, 0.3, 1.7, -0.4, 0.3, 0.9, 2.5, -1.1);
    const ledges: number[] = [l];
    const st: CompileState = new CompileState();
    st.n_ledges = 1;
    ledges_to_spheres(mem, st, ledges);
    const s: CompileSphere = new CompileSphere();
    compile_sphere_get(st, 0, s);
    const h: number = s.box_x * (0.004 * s.radius);
    $expect.compare(s.box_lo_x, "==", Math.fround(s.center_x - h), "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:509");
    $expect.compare(s.box_hi_x, "==", Math.fround(s.center_x + h), "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:510");
    $expect.compare(s.box_lo_x, "<=", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:511");
    $expect.compare(s.box_hi_x, ">=", 1.7000000476837158 /* 1.7f */, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:512");
    $expect.compare(s.box_lo_y, "<=", -0.4000000059604645 /* 0.4f */, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:513");
    $expect.compare(s.box_hi_y, ">=", 2.5, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:514");
    $expect.compare(s.box_lo_z, "<=", -1.100000023841858 /* 1.1f */, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:515");
    $expect.compare(s.box_hi_z, ">=", 0.30000001192092896 /* 0.3f */, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:516");
  });
});

describe("000 §1.6.5: allocate_and_copy, point pool and layout", () => {
  it("one ledge (a closed box): copied whole to cs+0x30, c_point_offset unchanged, root 0x30 + ledge size, byte_size = root + 0x1c [000:L640]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = cfix_box_ledge(mem, 0, 0, 0, 1, 1, 1, false);
    const ledges: number[] = [l];
    const cs: number = compile_surface(mem, ledges);
    // 1 header + 12 triangles + 8 points = 21 blocks
    $expect.compare(mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8, "==", 21, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:526");
    $expect.compare(mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2], "==", 384, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:527");
    $expect.compare(mem.u32[(cs + CompactSurface.byte_size) >>> 2] >>> 8, "==", 412, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:528");
    const c: number = (cs + 0x30) >>> 0;
    $expect.compare(mem.i32[(c + Ledge.c_point_offset) >>> 2], "==", 208, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:530");
    $expect.compare(mem.u32[(c + Ledge.size_div_16) >>> 2] >>> 8, "==", 21, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:531");
    // the copy is the input byte for byte
    $expect.truth(cfix_same_bytes(mem, l, c, 336), "spec/ivp/geometry/tests/compile_tests.spec:533");
    const root: number = surface_root(mem, cs);
    $expect.compare(node_ledge(mem, root), "==", c, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:535");
    $expect.compare(mem.i32[(root + LedgetreeNode.offset_right_node) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:536");
  });

  it("two pancakes sharing an edge: pool (0,0,0),(1,0,0),(0,1,0),(1,1,0) in first-appearance order [000:L644]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const b: number = triangle_ledge(mem, 1, 0, 0, 1, 1, 0, 0, 1, 0);
    const ledges: number[] = [a, b];
    const cs: number = compile_surface(mem, ledges);
    const c: number = cs;
    // ledges at +0x30 and +0x60 ((n_tri + 1)·16 = 48 bytes each), the pool at +0x90
    const la: number = (c + 0x30) >>> 0;
    const lb: number = (c + 0x60) >>> 0;
    $expect.compare(mem.i32[(la + Ledge.c_point_offset) >>> 2], "==", 0x60, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:548");
    $expect.compare(mem.i32[(lb + Ledge.c_point_offset) >>> 2], "==", 0x30, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:549");
    $expect.compare(mem.u32[(c + 0x90) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:550");
    $expect.compare(mem.u32[(c + 0xa0) >>> 0 >>> 2], "==", bits32(1), "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:551");
    $expect.compare(mem.u32[(c + 0xb4) >>> 0 >>> 2], "==", bits32(1), "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:552");
    $expect.compare(mem.u32[(c + 0xc0) >>> 0 >>> 2], "==", bits32(1), "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:553");
    $expect.compare(mem.u32[(c + 0xc4) >>> 0 >>> 2], "==", bits32(1), "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:554");
    $expect.compare(mem.u32[(c + 0xcc) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:555");
    // b's edges: tri 0 (p1, p2, p0 of b) = pool 1, 3, 2; tri 1 = pool 3, 1, 2
    const tb0: number = ledge_triangle(lb, 0);
    const tb1: number = ledge_triangle(lb, 1);
    const b00: number = triangle_edge(tb0, 0);
    const b01: number = triangle_edge(tb0, 1);
    const b02: number = triangle_edge(tb0, 2);
    const b10: number = triangle_edge(tb1, 0);
    const b11: number = triangle_edge(tb1, 1);
    const b12: number = triangle_edge(tb1, 2);
    $expect.compare(mem.u32[(b00 + Edge.start_point_index) >>> 2] & 0xffff, "==", 1, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:565");
    $expect.compare(mem.u32[(b01 + Edge.start_point_index) >>> 2] & 0xffff, "==", 3, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:566");
    $expect.compare(mem.u32[(b02 + Edge.start_point_index) >>> 2] & 0xffff, "==", 2, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:567");
    $expect.compare(mem.u32[(b10 + Edge.start_point_index) >>> 2] & 0xffff, "==", 3, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:568");
    $expect.compare(mem.u32[(b11 + Edge.start_point_index) >>> 2] & 0xffff, "==", 1, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:569");
    $expect.compare(mem.u32[(b12 + Edge.start_point_index) >>> 2] & 0xffff, "==", 2, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:570");
    // opposite offsets and triangle words are copied unchanged
    $expect.compare(mem.u32[(c + 0x60 + 0x10) >>> 0 >>> 2], "==", 0x00001000, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:572");
    $expect.compare((mem.u32[(b00 + Edge.opposite_index) >>> 2] << 1) >> 17, "==", 4, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:573");
    $expect.compare((mem.u32[(b10 + Edge.opposite_index) >>> 2] << 1) >> 17, "==", -4, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:574");
  });

  it("merged: c_point_offset = pool - ledge, stale size_div_16 = 6 kept, root 0x30 + 16·(n_pool + n + Σn_tri) = 0xd0 [000:L645]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const b: number = triangle_ledge(mem, 1, 0, 0, 1, 1, 0, 0, 1, 0);
    const ledges: number[] = [a, b];
    const cs: number = compile_surface(mem, ledges);
    const la: number = (cs + 0x30) >>> 0;
    const lb: number = (cs + 0x60) >>> 0;
    $expect.compare(((la | 0) + mem.i32[(la + Ledge.c_point_offset) >>> 2]) | 0, "==", ((cs | 0) + 0x90) | 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:584");
    $expect.compare(((lb | 0) + mem.i32[(lb + Ledge.c_point_offset) >>> 2]) | 0, "==", ((cs | 0) + 0x90) | 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:585");
    $expect.compare(mem.u32[(la + Ledge.size_div_16) >>> 2] >>> 8, "==", 6, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:586");
    $expect.compare(mem.u32[(lb + Ledge.size_div_16) >>> 2] >>> 8, "==", 6, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:587");
    $expect.compare((mem.u32[(la + Ledge.is_compact_flag) >>> 2] >>> 2) & 0x3, "==", 1, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:588");
    $expect.compare(mem.u32[(la + Ledge.has_children_flag) >>> 2] & 0x3, "==", 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:589");
    // 0x30 + 16·(4 + 2 + 4)
    $expect.compare(mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2], "==", 0xd0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:591");
    // byte_size = root + 0x1c·(2n - 1)
    $expect.compare(mem.u32[(cs + CompactSurface.byte_size) >>> 2] >>> 8, "==", 292, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:593");
    $expect.compare(mem.i32[(cs + CompactSurface.surface_dummy + 4 * 0) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:594");
    $expect.compare(mem.i32[(cs + CompactSurface.surface_dummy + 4 * 1) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:595");
    $expect.compare(mem.i32[(cs + CompactSurface.surface_dummy + 4 * 2) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:596");
  });

  it("two ledges: root internal, left leaf at root+0x1c (ledge 0), right leaf at root+0x38 (ledge 1) [000:L650]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const b: number = triangle_ledge(mem, 1, 0, 0, 1, 1, 0, 0, 1, 0);
    const ledges: number[] = [a, b];
    const cs: number = compile_surface(mem, ledges);
    const root: number = surface_root(mem, cs);
    $expect.compare(mem.i32[(root + LedgetreeNode.offset_right_node) >>> 2], "==", 0x38, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:605");
    $expect.compare(mem.i32[(root + LedgetreeNode.offset_compact_ledge) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:606");
    const left: number = node_left(root);
    const right: number = node_right(mem, root);
    $expect.compare(left, "==", (root + 0x1c) >>> 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:609");
    $expect.compare(mem.i32[(left + LedgetreeNode.offset_right_node) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:610");
    $expect.compare(mem.i32[(right + LedgetreeNode.offset_right_node) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:611");
    $expect.compare(node_ledge(mem, left), "==", (cs + 0x30) >>> 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:612");
    $expect.compare(node_ledge(mem, right), "==", (cs + 0x60) >>> 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:613");
    $expect.truth(cfix_tree_shape_ok(mem, cs, 2), "spec/ivp/geometry/tests/compile_tests.spec:614");
  });

  it("exact 12-byte equality: -0.0 and 0.0 are different pool points [000:L644]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const b: number = triangle_ledge(mem, -0, 0, 0, 1, 0, 0, 0, 1, 0);
    const ledges: number[] = [a, b];
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    $expect.compare(st.n_pool, "==", 4, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:623");
    // 0x30 + 16·(4 + 2 + 4)
    $expect.compare(mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2], "==", 0xd0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:625");
  });

  it("a grid floor of 4 × 3 cells: 24 ledges share 20 pool points; root 0x30 + 16·(20 + 24 + 48) [000:L647]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const ledges: number[] = [];
    cfix_grid_floor(mem, 4, 3, ledges);
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    $expect.compare(st.n_pool, "==", 20, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:633");
    $expect.compare(mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2], "==", 1520, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:634");
    $expect.compare(mem.u32[(cs + CompactSurface.byte_size) >>> 2] >>> 8, "==", (mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2] + 1316) >>> 0, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:635");
    $expect.truth(cfix_tree_shape_ok(mem, cs, 24), "spec/ivp/geometry/tests/compile_tests.spec:636");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:637");
  });

  it("more than 65536 pool points stop with an assert (start_point_index is 16 bits) [000:L644]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const st: CompileState = new CompileState();
    st.pool = mem.alloc(64, 16);
    pool_table_init(st, 2);
    const p: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const q0: number = ledge_point(mem, p, 0);
    const q1: number = ledge_point(mem, p, 1);
    $expect.compare(pool_find_or_add(mem, st, q0), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:647");
    $expect.compare(pool_find_or_add(mem, st, q0), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:648");
    // pretend the pool is full: index 65536 would be the next one
    st.n_pool = 65536;
    $expect.asserts(() => {
      const i: number = pool_find_or_add(mem, st, q1);
    }, "compile: the merged point pool needs more than 65536 points", "spec/ivp/geometry/tests/compile_tests.spec:651");
  });
});

describe("000 §1.6.5: the tree build", () => {
  it("the octant split gives the list-order split's bits, boxes and counts on every range of a random soup [000:L619]", () => {
    const mode = { "kind": "exact" } as const;
    const r: CompileTestRng = new CompileTestRng();
    r.s = 7;
    const st: CompileState = new CompileState();
    for (let i = 0; i < 60; i++) {
      const x: number = 10 * cfix_rng_next(r);
      const y: number = 10 * cfix_rng_next(r);
      const z: number = cfix_rng_next(r);
      cfix_sphere_r(st, x, y, z, 0.05 + cfix_rng_next(r));
    }
    build_tree_rows(st, 60);
    let bad: number = 0;
    for (let a = 0; a < 58; a++) {
      for (let b = (a + 3) | 0; b < 61; b++) {
        if (!cfix_split_agrees(st, a, b)) {
          bad = (bad + 1) | 0;
        }
      }
    }
    $expect.compare(bad, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:677");
  });

  it("the octant split keeps the list order's sign of a ±0 bound (the first zero met) [000:L611]", () => {
    const mode = { "kind": "exact" } as const;
    // point boxes (r = 0) at centres of −1, −0.0, +0.0 and 1 on each axis: bounds of ±0 in every
    // octant, in an order a merge of the octants would not see
    const r: CompileTestRng = new CompileTestRng();
    r.s = 11;
    const st: CompileState = new CompileState();
    const vals: number[] = [-1, -0, 0, 1];
    for (let i = 0; i < 40; i++) {
      const x: number = vals[Math.trunc(4 * cfix_rng_next(r)) | 0];
      const y: number = vals[Math.trunc(4 * cfix_rng_next(r)) | 0];
      const z: number = vals[Math.trunc(4 * cfix_rng_next(r)) | 0];
      let rad: number = 0;
      if (cfix_rng_next(r) < 0.25) {
        rad = 0.1;
      }
      cfix_sphere_r(st, x, y, z, rad);
    }
    build_tree_rows(st, 40);
    let bad: number = 0;
    for (let a = 0; a < 38; a++) {
      for (let b = (a + 3) | 0; b < 41; b++) {
        if (!cfix_split_agrees(st, a, b)) {
          bad = (bad + 1) | 0;
        }
      }
    }
    $expect.compare(bad, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:706");
    // −0.0 first, then +0.0: a low bound of −0 stays (and the reverse order keeps +0)
    const st2: CompileState = new CompileState();
    for (let i_1 = 0; i_1 < 12; i_1++) {
      if (i_1 < 6) {
        cfix_sphere_r(st2, -0, -0, -0, 0);
      } else {
        cfix_sphere_r(st2, 0, 0, 0, 0);
      }
    }
    build_tree_rows(st2, 12);
    $expect.truth(cfix_split_agrees(st2, 0, 12), "spec/ivp/geometry/tests/compile_tests.spec:717");
    $expect.truth(cfix_split_agrees(st2, 3, 12), "spec/ivp/geometry/tests/compile_tests.spec:718");
    $expect.truth(cfix_split_agrees(st2, 5, 9), "spec/ivp/geometry/tests/compile_tests.spec:719");
  });

  it("k* tie order: cost1 <= cost0 ? (cost1 < cost2 ? 1 : 2) : (cost0 < cost2 ? 0 : 2) [000:L632]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(choose_split_axis(1, 2, 3), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:723");
    $expect.compare(choose_split_axis(2, 1, 3), "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:724");
    $expect.compare(choose_split_axis(3, 2, 1), "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:725");
    // cost1 == cost0 prefers 1
    $expect.compare(choose_split_axis(1, 1, 2), "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:727");
    // cost1 == cost2 (and <= cost0) gives 2
    $expect.compare(choose_split_axis(2, 1, 1), "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:729");
    // cost0 == cost2 (cost1 larger) gives 2
    $expect.compare(choose_split_axis(1, 2, 1), "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:731");
    // all equal gives 2
    $expect.compare(choose_split_axis(5, 5, 5), "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:733");
  });

  it("band rule: a centre inside ±eps goes opposite to its next neighbour (previous for the last) [000:L626]", () => {
    const mode = { "kind": "exact" } as const;
    // split = -1 + 2·0.5 = 0
    const st: CompileState = new CompileState();
    const s0: number = cfix_sphere_at(st, 0, 0, 0);
    const s1: number = cfix_sphere_at(st, -1, 0, 0);
    const s2: number = cfix_sphere_at(st, 1, 0, 0);
    const s3: number = cfix_sphere_at(st, 5e-7, 0, 0);
    const list: number[] = [s0, s1, s2, s3];
    const low: number[] = [];
    const high: number[] = [];
    split_by_axis(st, list, 0, -1, 2, low, high);
    // s0: next is low → high; s1 low; s2 high; s3 (last): previous s2 is high → low
    $expect.compare(low.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:748");
    $expect.compare(low[0], "==", s1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:749");
    $expect.compare(low[1], "==", s3, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:750");
    $expect.compare(high.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:751");
    $expect.compare(high[0], "==", s0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:752");
    $expect.compare(high[1], "==", s2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:753");
  });

  it("band rule: with the neighbour in the band too, low/high alternate starting low (toggle) [000:L629]", () => {
    const mode = { "kind": "exact" } as const;
    const st: CompileState = new CompileState();
    const s0: number = cfix_sphere_at(st, 0, 0, 0);
    const s1: number = cfix_sphere_at(st, -5e-7, 0, 0);
    const s2: number = cfix_sphere_at(st, 5e-7, 0, 0);
    const s3: number = cfix_sphere_at(st, 0, 0, 0);
    const s4: number = cfix_sphere_at(st, 3, 0, 0);
    const list: number[] = [s0, s1, s2, s3, s4];
    const low: number[] = [];
    const high: number[] = [];
    split_by_axis(st, list, 0, -1, 2, low, high);
    // s0, s1, s2 toggle low, high, low; s3's next (s4) is high → low; s4 high
    $expect.compare(low.length, "==", 3, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:768");
    $expect.compare(low[0], "==", s0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:769");
    $expect.compare(low[1], "==", s2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:770");
    $expect.compare(low[2], "==", s3, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:771");
    $expect.compare(high.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:772");
    $expect.compare(high[0], "==", s1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:773");
    $expect.compare(high[1], "==", s4, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:774");
  });

  it("eps is (f64)1e-6f: a centre at exactly 1e-6 above the split lies outside the band [000:L619]", () => {
    const mode = { "kind": "exact" } as const;
    // (f64)1e-6f = 9.99999997e-7 < 1e-6, so the centre is 'high' without looking at a neighbour
    const st: CompileState = new CompileState();
    const s0: number = cfix_sphere_at(st, 0.000001, 0, 0);
    const s1: number = cfix_sphere_at(st, 9.9e-7, 0, 0);
    const s2: number = cfix_sphere_at(st, 2, 0, 0);
    const list: number[] = [s0, s1, s2];
    const low: number[] = [];
    const high: number[] = [];
    split_by_axis(st, list, 0, -1, 2, low, high);
    // s1 is in the band and its next neighbour s2 is high → low
    $expect.compare(high.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:788");
    $expect.compare(high[0], "==", s0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:789");
    $expect.compare(high[1], "==", s2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:790");
    $expect.compare(low.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:791");
    $expect.compare(low[0], "==", s1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:792");
  });

  it("cost: an empty side's box stays at ±1e6f, volume (2e6)³ in f32 [000:L631]", () => {
    const mode = { "kind": "exact" } as const;
    const st: CompileState = new CompileState();
    const none: number[] = [];
    let lo_x = 0, lo_y = 0, lo_z = 0;
    let hi_x = 0, hi_y = 0, hi_z = 0;
    list_box(st, none, _s0, _s1);
    lo_x = _s0.x; lo_y = _s0.y; lo_z = _s0.z;
    hi_x = _s1.x; hi_y = _s1.y; hi_z = _s1.z;
    $expect.compare([lo_x, lo_y, lo_z], "==", [1000000, 1000000, 1000000], "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:801");
    $expect.compare([hi_x, hi_y, hi_z], "==", [-1000000, -1000000, -1000000], "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:802");
    $expect.compare(list_volume(st, none), "==", 7999999874453996000 /* 8e18f */, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:803");
    const s0: number = cfix_sphere_at(st, 1, 2, 3);
    const one: number[] = [s0];
    // box = 100·(0.004·0.1) = 0.04 each side: |dx|·|dy|·|dz| with f32 differences, product rounded once
    const s: CompileSphere = new CompileSphere();
    compile_sphere_get(st, s0, s);
    const dx: number = Math.fround(s.box_hi_x - s.box_lo_x);
    const dy: number = Math.fround(s.box_hi_y - s.box_lo_y);
    const dz: number = Math.fround(s.box_hi_z - s.box_lo_z);
    const v: number = list_volume(st, one);
    $expect.compare(v, "==", Math.fround(dx * dy * dz), "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:813");
    $expect.compare(v, "==", 0.07999999821186066 /* 0.08f */ * 0.07999999821186066 /* 0.08f */ * 0.07999999821186066 /* 0.08f */, "f32", { "kind": "abs", "bound": 1e-8, "text": "1e-8" }, "spec/ivp/geometry/tests/compile_tests.spec:814");
  });

  it("node sphere: centre 0.5·bmin + 0.5·bmax, radius |(f32)(bmax - (f32)c)|, box from (bmax - c)/(0.004·r) [000:L614]", () => {
    const mode = { "kind": "exact" } as const;
    const st: CompileState = new CompileState();
    const s0: number = cfix_sphere_at(st, 0, 0, 0);
    const s1: number = cfix_sphere_at(st, 3, 1, 0.5);
    const list: number[] = [s0, s1];
    const ni: number = tree_internal_sphere(st, list);
    const nd: CompileSphere = new CompileSphere();
    compile_sphere_get(st, ni, nd);
    const a: CompileSphere = new CompileSphere();
    compile_sphere_get(st, s0, a);
    const b: CompileSphere = new CompileSphere();
    compile_sphere_get(st, s1, b);
    const bmin_x = a.box_lo_x, bmin_y = a.box_lo_y, bmin_z = a.box_lo_z;
    const bmax_x = b.box_hi_x, bmax_y = b.box_hi_y, bmax_z = b.box_hi_z;
    $expect.compare(nd.box_lo_x, "==", bmin_x, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:831");
    $expect.compare(nd.box_lo_y, "==", bmin_y, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:832");
    $expect.compare(nd.box_lo_z, "==", bmin_z, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:833");
    $expect.compare(nd.box_hi_x, "==", bmax_x, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:834");
    $expect.compare(nd.box_hi_y, "==", bmax_y, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:835");
    $expect.compare(nd.box_hi_z, "==", bmax_z, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:836");
    $expect.compare(nd.center_x, "==", 0.5 * bmin_x + 0.5 * bmax_x, "f64", mode, "spec/ivp/geometry/tests/compile_tests.spec:837");
    $expect.compare(nd.center_z, "==", 0.5 * bmin_z + 0.5 * bmax_z, "f64", mode, "spec/ivp/geometry/tests/compile_tests.spec:838");
    const cf_x = Math.fround(nd.center_x), cf_y = Math.fround(nd.center_y), cf_z = Math.fround(nd.center_z);
    const d_x = Math.fround(bmax_x - cf_x), d_y = Math.fround(bmax_y - cf_y), d_z = Math.fround(bmax_z - cf_z);
    $expect.compare(nd.radius, "==", Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z), "f64", mode, "spec/ivp/geometry/tests/compile_tests.spec:841");
    $expect.compare(nd.box_x, "==", (((Math.trunc((bmax_x - nd.center_x) / (0.004 * nd.radius)) | 0) + 1) | 0) & 0xff, "u8", mode, "spec/ivp/geometry/tests/compile_tests.spec:842");
    $expect.compare(nd.left, "==", -1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:843");
  });

  it("a many-ledge build (8 × 8 grid floor, 128 ledges): 2n-1 nodes in preorder, every point inside its nodes' spheres and boxes [000:L639]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const ledges: number[] = [];
    cfix_grid_floor(mem, 8, 8, ledges);
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    $expect.compare(compile_sphere_count(st), "==", 255, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:851");
    $expect.compare(st.guard_splits, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:852");
    $expect.truth(cfix_tree_shape_ok(mem, cs, 128), "spec/ivp/geometry/tests/compile_tests.spec:853");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:854");
  });

  it("quantised box_sizes are >= the true extent, values 1..251 (leaf and internal nodes) [000:L180]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const ledges: number[] = [];
    const r: CompileTestRng = new CompileTestRng();
    r.s = 12345;
    cfix_random_soup(mem, r, 150, 20, 6, ledges);
    const cs: number = compile_surface(mem, ledges);
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:863");
  });
});

describe("000 §1.6.5 L635: the empty-side guard (the original recurses forever)", () => {
  it("ledges beyond 1e6: the union box keeps its 1e6f start, every axis leaves 'low' empty, the guard splits by median [000:L635]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // every member box lies above 1e6 on every axis, so bmin stays 1e6f (init) and the split
    // point ~1.5e6 is below every centre
    const a: number = triangle_ledge(mem, 2000000, 2000000, 2000000, 2000000 + 8, 2000000, 2000000, 2000000, 2000000 + 8, 2000000 + 4);
    const b: number = triangle_ledge(mem, 2000000 + 20, 2000000, 2000000, 2000000 + 28, 2000000, 2000000, 2000000 + 20, 2000000 + 8, 2000000 + 8);
    const c: number = triangle_ledge(mem, 2000000, 2000000 + 40, 2000000, 2000000 + 8, 2000000 + 40, 2000000 + 2, 2000000, 2000000 + 48, 2000000);
    const ledges: number[] = [a, b, c];
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    $expect.compare(st.guard_splits, "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:877");
    // what the original would do: every axis's split leaves low empty, and k* = 2 (all costs equal)
    const root: CompileSphere = new CompileSphere();
    compile_sphere_get(st, st.root, root);
    $expect.compare(root.box_lo_x, "==", 1000000, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:881");
    $expect.compare(root.box_lo_y, "==", 1000000, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:882");
    $expect.compare(root.box_lo_z, "==", 1000000, "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:883");
    const list: number[] = [0, 1, 2];
    const l0: number[] = [];
    const h0: number[] = [];
    const l1: number[] = [];
    const h1: number[] = [];
    const l2: number[] = [];
    const h2: number[] = [];
    split_by_axis(st, list, 0, root.box_lo_x, root.box_hi_x - root.box_lo_x, l0, h0);
    split_by_axis(st, list, 1, root.box_lo_y, root.box_hi_y - root.box_lo_y, l1, h1);
    split_by_axis(st, list, 2, root.box_lo_z, root.box_hi_z - root.box_lo_z, l2, h2);
    $expect.compare(l0.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:894");
    $expect.compare(l1.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:895");
    $expect.compare(l2.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:896");
    const c0: number = Math.fround(list_volume(st, l0) + list_volume(st, h0));
    const c1: number = Math.fround(list_volume(st, l1) + list_volume(st, h1));
    const c2: number = Math.fround(list_volume(st, l2) + list_volume(st, h2));
    $expect.compare(choose_split_axis(c0, c1, c2), "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:900");
    // the guard: ranks on z (centres 2e6+2, 2e6+4, 2e6+1): c goes low, a and b high in list order
    const left: CompileSphere = new CompileSphere();
    compile_sphere_get(st, root.left, left);
    const right: CompileSphere = new CompileSphere();
    compile_sphere_get(st, root.right, right);
    $expect.compare(root.left, "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:906");
    $expect.compare(right.left, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:907");
    $expect.compare(right.right, "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:908");
    $expect.compare(left.left, "==", -1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:909");
    $expect.truth(cfix_tree_shape_ok(mem, cs, 3), "spec/ivp/geometry/tests/compile_tests.spec:910");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:911");
  });

  it("a huge member box pulling the midpoint: f32 rounding of its ends moves the split 0.0019 above every centre [000:L635]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // A spans [-100000.3, 1000.3]³: its member box ends are rounded to f32 at different magnitudes
    // (spacing 1/128 near -1e5, 1/16384 near 1e3), so the union's midpoint is not A's centre; B and
    // C lie inside A's box, below A's centre on every axis
    const a: number = cfix_box_ledge(mem, -100000.3, -100000.3, -100000.3, 1000.3, 1000.3, 1000.3, false);
    const b: number = triangle_ledge(mem, -49525, -49525, -49525, -49515, -49525, -49520, -49525, -49515, -49515);
    const c: number = triangle_ledge(mem, -49545, -49545, -49545, -49535, -49545, -49540, -49545, -49535, -49535);
    const ledges: number[] = [a, b, c];
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    const sa: CompileSphere = new CompileSphere();
    compile_sphere_get(st, 0, sa);
    const root: CompileSphere = new CompileSphere();
    compile_sphere_get(st, st.root, root);
    // the midpoint lies more than eps above A's centre on every axis: A (and B, C) fall 'low'
    $expect.compare(root.center_x - sa.center_x, ">", 0.000001, "ext", mode, "spec/ivp/geometry/tests/compile_tests.spec:929");
    $expect.compare(root.center_y - sa.center_y, ">", 0.000001, "ext", mode, "spec/ivp/geometry/tests/compile_tests.spec:930");
    $expect.compare(root.center_z - sa.center_z, ">", 0.000001, "ext", mode, "spec/ivp/geometry/tests/compile_tests.spec:931");
    const list: number[] = [0, 1, 2];
    const l0: number[] = [];
    const h0: number[] = [];
    const l1: number[] = [];
    const h1: number[] = [];
    const l2: number[] = [];
    const h2: number[] = [];
    split_by_axis(st, list, 0, root.box_lo_x, root.box_hi_x - root.box_lo_x, l0, h0);
    split_by_axis(st, list, 1, root.box_lo_y, root.box_hi_y - root.box_lo_y, l1, h1);
    split_by_axis(st, list, 2, root.box_lo_z, root.box_hi_z - root.box_lo_z, l2, h2);
    $expect.compare(h0.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:942");
    $expect.compare(h1.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:943");
    $expect.compare(h2.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:944");
    $expect.compare(st.guard_splits, "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:945");
    // the guard ranks on z: C, B, A → C low; A, B high in list order
    $expect.compare(root.left, "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:947");
    const right: CompileSphere = new CompileSphere();
    compile_sphere_get(st, root.right, right);
    $expect.compare(right.left, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:950");
    $expect.compare(right.right, "==", 1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:951");
    $expect.truth(cfix_tree_shape_ok(mem, cs, 3), "spec/ivp/geometry/tests/compile_tests.spec:952");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:953");
  });

  it("the guard terminates on a large far-away soup (every split guarded) and the tree stays valid [000:L4128]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const ledges: number[] = [];
    const r: CompileTestRng = new CompileTestRng();
    r.s = 99;
    for (let i = 0; i < 120; i++) {
      const x: number = 3000000 + cfix_rng_next(r) * 1000;
      const y: number = 3000000 + cfix_rng_next(r) * 1000;
      const z: number = 3000000 + cfix_rng_next(r) * 1000;
      const l: number = triangle_ledge(mem, x, y, z, x + 10, y, z, x, y + 10, z + 5);
      ledges.push(l);
    }
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    $expect.compare(st.guard_splits, ">", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:969");
    $expect.truth(cfix_tree_shape_ok(mem, cs, 120), "spec/ivp/geometry/tests/compile_tests.spec:970");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:971");
  });

  it("median split: equal centres keep list order, floor(n/2) go low [000:L635]", () => {
    const mode = { "kind": "exact" } as const;
    const st: CompileState = new CompileState();
    const s0: number = cfix_sphere_at(st, 4, 0, 0);
    const s1: number = cfix_sphere_at(st, 1, 0, 0);
    const s2: number = cfix_sphere_at(st, 4, 0, 0);
    const s3: number = cfix_sphere_at(st, 1, 0, 0);
    const s4: number = cfix_sphere_at(st, 4, 0, 0);
    const list: number[] = [s0, s1, s2, s3, s4];
    const low: number[] = [];
    const high: number[] = [];
    split_by_median(st, list, 0, low, high);
    // ranks: s1, s3, s0, s2, s4 → the two lowest (s1, s3) go low
    $expect.compare(low.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:986");
    $expect.compare(low[0], "==", s1, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:987");
    $expect.compare(low[1], "==", s3, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:988");
    $expect.compare(high.length, "==", 3, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:989");
    $expect.compare(high[0], "==", s0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:990");
    $expect.compare(high[1], "==", s2, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:991");
    $expect.compare(high[2], "==", s4, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:992");
  });
});

describe("000 §1.6.5: properties over seeded random soups", () => {
  it("seed 1: 300 random triangles: shape, containment, determinism [000:L587]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: CompileTestRng = new CompileTestRng();
    r.s = 1;
    const ledges: number[] = [];
    cfix_random_soup(mem, r, 300, 100, 5, ledges);
    const st: CompileState = new CompileState();
    const cs: number = compile_surface_with(mem, st, ledges);
    const n: number = ledges.length;
    $expect.truth(cfix_tree_shape_ok(mem, cs, n), "spec/ivp/geometry/tests/compile_tests.spec:1005");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:1006");
    $expect.compare(st.guard_splits, "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:1007");
    const again: number = compile_surface(mem, ledges);
    $expect.truth(cfix_same_bytes(mem, cs, again, mem.u32[(cs + CompactSurface.byte_size) >>> 2] >>> 8), "spec/ivp/geometry/tests/compile_tests.spec:1009");
  });

  it("seed 2: 200 large overlapping triangles in a small box [000:L587]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: CompileTestRng = new CompileTestRng();
    r.s = 2;
    const ledges: number[] = [];
    cfix_random_soup(mem, r, 200, 3, 10, ledges);
    const cs: number = compile_surface(mem, ledges);
    $expect.truth(cfix_tree_shape_ok(mem, cs, ledges.length), "spec/ivp/geometry/tests/compile_tests.spec:1018");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:1019");
  });

  it("seed 3: 250 tiny triangles spread far (coordinates up to 5e4) [000:L587]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: CompileTestRng = new CompileTestRng();
    r.s = 3;
    const ledges: number[] = [];
    cfix_random_soup(mem, r, 250, 50000, 0.5, ledges);
    const cs: number = compile_surface(mem, ledges);
    $expect.truth(cfix_tree_shape_ok(mem, cs, ledges.length), "spec/ivp/geometry/tests/compile_tests.spec:1028");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:1029");
  });

  it("seed 4: a mixed soup of closed boxes and pancakes keeps every ledge's triangles and points [000:L641]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: CompileTestRng = new CompileTestRng();
    r.s = 4;
    const ledges: number[] = [];
    const b0: number = cfix_box_ledge(mem, 0, 0, 0, 1, 2, 3, false);
    ledges.push(b0);
    cfix_random_soup(mem, r, 40, 10, 2, ledges);
    const b1: number = cfix_box_ledge(mem, 5, 5, 5, 6, 6, 6, false);
    ledges.push(b1);
    const cs: number = compile_surface(mem, ledges);
    const n: number = ledges.length;
    $expect.truth(cfix_tree_shape_ok(mem, cs, n), "spec/ivp/geometry/tests/compile_tests.spec:1043");
    $expect.compare(cfix_tree_violations(mem, cs), "==", 0, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:1044");
    // the first copy is the first box: 12 triangles, points through the pool equal the input's
    const c: number = (cs + 0x30) >>> 0;
    $expect.compare(mem.i16[(c + Ledge.n_triangles) >>> 1], "==", 12, "i16", mode, "spec/ivp/geometry/tests/compile_tests.spec:1047");
    $expect.compare(mem.u32[(c + Ledge.size_div_16) >>> 2] >>> 8, "==", 21, "u32", mode, "spec/ivp/geometry/tests/compile_tests.spec:1048");
    for (let t = 0; t < 12; t++) {
      for (let k = 0; k < 3; k++) {
        const ei: number = triangle_edge(ledge_triangle(b0, t), k);
        const ec: number = triangle_edge(ledge_triangle(c, t), k);
        const pi: number = ledge_point(mem, b0, mem.u32[(ei + Edge.start_point_index) >>> 2] & 0xffff);
        const pc: number = ledge_point(mem, c, mem.u32[(ec + Edge.start_point_index) >>> 2] & 0xffff);
        $expect.compare([mem.f32[(pc + PolyPoint["p.x"]) >>> 2], mem.f32[(pc + PolyPoint["p.y"]) >>> 2], mem.f32[(pc + PolyPoint["p.z"]) >>> 2]], "==", [mem.f32[(pi + PolyPoint["p.x"]) >>> 2], mem.f32[(pi + PolyPoint["p.y"]) >>> 2], mem.f32[(pi + PolyPoint["p.z"]) >>> 2]], "f32", mode, "spec/ivp/geometry/tests/compile_tests.spec:1055");
        $expect.compare((mem.u32[(ec + Edge.opposite_index) >>> 2] << 1) >> 17, "==", (mem.u32[(ei + Edge.opposite_index) >>> 2] << 1) >> 17, "i32", mode, "spec/ivp/geometry/tests/compile_tests.spec:1056");
      }
    }
  });
});
