// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.pancake from spec/ivp/geometry/pancake.spec (sha256 b8d80e20a8994187).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory, Vec3, bits32 } from "../../../../runtime/index.js";
import { edge_ledge, edge_opposite, ledge_point, ledge_triangle, triangle_edge, triangle_pierce } from "../../../../generated/ivp/geometry/compact.generated.js";
import { hesse } from "../../../../generated/ivp/geometry/ledge_helpers.generated.js";
import { triangle_ledge } from "../../../../generated/ivp/geometry/pancake.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { is_compact_flag = 8, size_div_16 = 8, n_triangles = 12 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

const _s0 = new Vec3(), _s1 = new Vec3();

// The document's 96-byte image of the triangle ledge (000 §1.6.2), read back as raw words.
describe("000 §1.6.2: the triangle pancake ledge", () => {
  it("header words: c_point_offset 0x30, node_offset 0, flags 0x00000604, n_triangles 2 [000:L491]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const a: number = l;
    $expect.compare(mem.u32[a >>> 2], "==", 0x30, "u32", mode, "spec/ivp/geometry/pancake.spec:77");
    $expect.compare(mem.u32[(a + 0x4) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:78");
    $expect.compare(mem.u32[(a + 0x8) >>> 0 >>> 2], "==", 0x00000604, "u32", mode, "spec/ivp/geometry/pancake.spec:79");
    $expect.compare(mem.u32[(a + 0xc) >>> 0 >>> 2], "==", 2, "u32", mode, "spec/ivp/geometry/pancake.spec:80");
    $expect.compare(mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8, "==", 6, "u32", mode, "spec/ivp/geometry/pancake.spec:81");
    $expect.compare((mem.u32[(l + Ledge.is_compact_flag) >>> 2] >>> 2) & 0x3, "==", 1, "u32", mode, "spec/ivp/geometry/pancake.spec:82");
    $expect.compare(mem.i16[(l + Ledge.n_triangles) >>> 1], "==", 2, "i16", mode, "spec/ivp/geometry/pancake.spec:83");
  });

  it("the block is 16-aligned (FUN_10020100(96, 16)) [000:L486]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(l, "!=", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:88");
    $expect.compare(l & 0xf, "==", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:89");
  });

  it("tri 0 word = 0x00001000 (tri_index 0, pierce 1) [000:L492]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(mem.u32[(l + 0x10) >>> 0 >>> 2], "==", 0x00001000, "u32", mode, "spec/ivp/geometry/pancake.spec:94");
  });

  it("tri 1 word = 0x00000001 (tri_index 1, pierce 0) [000:L496]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(mem.u32[(l + 0x20) >>> 0 >>> 2], "==", 0x00000001, "u32", mode, "spec/ivp/geometry/pancake.spec:99");
  });

  it("tri0.e0 = 0x00040000 [000:L502]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(mem.u32[(l + 0x14) >>> 0 >>> 2], "==", 0x00040000, "u32", mode, "spec/ivp/geometry/pancake.spec:104");
  });

  it("tri0.e1: start 1, opposite +5 = 0x00050001 [000:L494]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(mem.u32[(l + 0x18) >>> 0 >>> 2], "==", 0x00050001, "u32", mode, "spec/ivp/geometry/pancake.spec:109");
  });

  it("tri0.e2: start 2, opposite +3 = 0x00030002 [000:L495]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(mem.u32[(l + 0x1c) >>> 0 >>> 2], "==", 0x00030002, "u32", mode, "spec/ivp/geometry/pancake.spec:114");
  });

  it("tri1.e0 = 0x7ffc0001 [000:L502]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(mem.u32[(l + 0x24) >>> 0 >>> 2], "==", 0x7ffc0001, "u32", mode, "spec/ivp/geometry/pancake.spec:119");
  });

  it("tri1.e1: start 0, opposite -3 = 0x7ffd0000 [000:L498]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(mem.u32[(l + 0x28) >>> 0 >>> 2], "==", 0x7ffd0000, "u32", mode, "spec/ivp/geometry/pancake.spec:124");
  });

  it("tri1.e2: start 2, opposite -5 = 0x7ffb0002 [000:L499]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(mem.u32[(l + 0x2c) >>> 0 >>> 2], "==", 0x7ffb0002, "u32", mode, "spec/ivp/geometry/pancake.spec:129");
  });

  it("opposites pair the edges: tri0.e0↔tri1.e0, tri0.e1↔tri1.e2, tri0.e2↔tri1.e1 [000:L493]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const t1: number = ledge_triangle(l, 1);
    $expect.compare(edge_opposite(mem, triangle_edge(t0, 0)), "==", triangle_edge(t1, 0), "u32", mode, "spec/ivp/geometry/pancake.spec:136");
    $expect.compare(edge_opposite(mem, triangle_edge(t0, 1)), "==", triangle_edge(t1, 2), "u32", mode, "spec/ivp/geometry/pancake.spec:137");
    $expect.compare(edge_opposite(mem, triangle_edge(t0, 2)), "==", triangle_edge(t1, 1), "u32", mode, "spec/ivp/geometry/pancake.spec:138");
    $expect.compare(edge_opposite(mem, triangle_edge(t1, 0)), "==", triangle_edge(t0, 0), "u32", mode, "spec/ivp/geometry/pancake.spec:139");
    $expect.compare(edge_opposite(mem, triangle_edge(t1, 1)), "==", triangle_edge(t0, 2), "u32", mode, "spec/ivp/geometry/pancake.spec:140");
    $expect.compare(edge_opposite(mem, triangle_edge(t1, 2)), "==", triangle_edge(t0, 1), "u32", mode, "spec/ivp/geometry/pancake.spec:141");
  });

  it("each triangle is the other's pierce triangle, and both find the ledge [000:L496]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const t1: number = ledge_triangle(l, 1);
    $expect.compare(triangle_pierce(mem, t0), "==", t1, "u32", mode, "spec/ivp/geometry/pancake.spec:148");
    $expect.compare(triangle_pierce(mem, t1), "==", t0, "u32", mode, "spec/ivp/geometry/pancake.spec:149");
    $expect.compare(edge_ledge(mem, triangle_edge(t1, 2)), "==", l, "u32", mode, "spec/ivp/geometry/pancake.spec:150");
  });

  it("points at +0x30: (f32)x, (f32)y, (f32)z and 0 in +0xc [000:L500]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0.1, 0.2, 0.3, 1, 0, 0, 0, 1, -2.5);
    const a: number = l;
    $expect.compare(mem.u32[(a + 0x30) >>> 0 >>> 2], "==", bits32(0.10000000149011612 /* 0.1f */), "u32", mode, "spec/ivp/geometry/pancake.spec:156");
    $expect.compare(mem.u32[(a + 0x34) >>> 0 >>> 2], "==", bits32(0.20000000298023224 /* 0.2f */), "u32", mode, "spec/ivp/geometry/pancake.spec:157");
    $expect.compare(mem.u32[(a + 0x38) >>> 0 >>> 2], "==", bits32(0.30000001192092896 /* 0.3f */), "u32", mode, "spec/ivp/geometry/pancake.spec:158");
    $expect.compare(mem.u32[(a + 0x3c) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:159");
    $expect.compare(mem.u32[(a + 0x40) >>> 0 >>> 2], "==", 0x3f800000, "u32", mode, "spec/ivp/geometry/pancake.spec:160");
    $expect.compare(mem.u32[(a + 0x4c) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:161");
    $expect.compare(mem.u32[(a + 0x58) >>> 0 >>> 2], "==", bits32(-2.5), "u32", mode, "spec/ivp/geometry/pancake.spec:162");
    $expect.compare(mem.u32[(a + 0x5c) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:163");
    const q0: number = ledge_point(mem, l, 0);
    $expect.compare([mem.f32[(q0 + PolyPoint["p.x"]) >>> 2], mem.f32[(q0 + PolyPoint["p.y"]) >>> 2], mem.f32[(q0 + PolyPoint["p.z"]) >>> 2]], "==", [0.10000000149011612 /* 0.1f */, 0.20000000298023224 /* 0.2f */, 0.30000001192092896 /* 0.3f */], "f32", mode, "spec/ivp/geometry/pancake.spec:165");
  });

  it("collinear points are rejected with a null handle [000:L485]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 1, 1, 2, 2, 2);
    $expect.compare(l, "==", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:170");
  });

  it("area² below 1e-12 is rejected (2.5e-13), above is kept (4e-12) [000:L485]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const thin: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 5e-7, 0);
    $expect.compare(thin, "==", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:175");
    const kept: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 0.000002, 0);
    $expect.compare(kept, "!=", 0, "u32", mode, "spec/ivp/geometry/pancake.spec:177");
  });

  it("winding: triangle 0's normal is (p1-p0)×(p2-p0), triangle 1 is the back face [000:L502]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // p1 - p0 = (1, 2, 4), p2 - p0 = (-2, -2, 2): the cross product is (12, -10, 2)
    const l: number = triangle_ledge(mem, 1, 2, 3, 2, 4, 7, -1, 0, 5);
    const t0: number = ledge_triangle(l, 0);
    const t1: number = ledge_triangle(l, 1);
    const e0: number = triangle_edge(t0, 0);
    const f0: number = triangle_edge(t1, 0);
    hesse(mem, e0, l, _s0);
    const n0_x = _s0.x, n0_y = _s0.y, n0_z = _s0.z;
    hesse(mem, f0, l, _s1);
    const n1_x = _s1.x, n1_y = _s1.y, n1_z = _s1.z;
    $expect.compare([n0_x, n0_y, n0_z], "==", [12, -10, 2], "f64", mode, "spec/ivp/geometry/pancake.spec:189");
    $expect.compare([n1_x, n1_y, n1_z], "==", [-12, 10, -2], "f64", mode, "spec/ivp/geometry/pancake.spec:190");
  });
});
