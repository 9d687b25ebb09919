// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.soup_tests from spec/ivp/geometry/tests/soup_tests.spec (sha256 f543bd14edd52c93).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3, bits32, signbit } from "../../../../../runtime/index.js";
import { soup_test_cube_verts, soup_test_quad_verts } from "../support/soup_tests.generated.js";
import { ledge_point, ledge_triangle, surface_terminal_ledges, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { hull_points_status } from "../../../../../generated/ivp/geometry/hull.generated.js";
import { hesse, ledge_aabb } from "../../../../../generated/ivp/geometry/ledge_helpers.generated.js";
import { LedgeSoup, point_soup_ledge, soup_add_concave, soup_add_concave_kept, soup_add_convex, soup_compile, soup_convex_points, soup_init } from "../../../../../generated/ivp/geometry/soup.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { size_div_16 = 8, n_triangles = 12 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3();

describe("000 §1.6.1-§1.6.2: the ledge-soup builder (G30-G33)", () => {
  it("FUN_10038290 zeroes the builder and sets +0x38..0x40 = 1e6f, +0x48..0x50 = -1e6f [000:L462]", () => {
    const mode = { "kind": "exact" } as const;
    const s: LedgeSoup = new LedgeSoup();
    s.ledges.push(0x40);
    soup_init(s);
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:33");
    $expect.compare([s.box_min.x, s.box_min.y, s.box_min.z], "==", [1000000, 1000000, 1000000], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:34");
    $expect.compare([s.box_max.x, s.box_max.y, s.box_max.z], "==", [-1000000, -1000000, -1000000], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:35");
    $expect.compare(bits32(s.box_min.x), "==", 0x49742400, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:36");
  });

  it("FUN_1003ae20: fewer than 3 points give NULL [000:L479]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const none: Vec3[] = [];
    $expect.compare(point_soup_ledge(mem, none), "==", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:41");
    const two: Vec3[] = [];
    two.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    two.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    $expect.compare(point_soup_ledge(mem, two), "==", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:45");
  });

  it("FUN_1003ae20: exactly 3 points take the triangle ledge FUN_1003ac00(p0, p1, p2) [000:L480]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    const l: number = point_soup_ledge(mem, pts);
    $expect.compare(l, "!=", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:54");
    $expect.compare(mem.u32[(l + 0x8) >>> 0 >>> 2], "==", 0x00000604, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:55");
    $expect.compare(mem.i16[(l + Ledge.n_triangles) >>> 1], "==", 2, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:56");
    const q1: number = ledge_point(mem, l, 1);
    $expect.compare([mem.f32[(q1 + PolyPoint["p.x"]) >>> 2], mem.f32[(q1 + PolyPoint["p.y"]) >>> 2], mem.f32[(q1 + PolyPoint["p.z"]) >>> 2]], "==", [1, 0, 0], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:58");
  });

  it("FUN_1003ae20: 3 collinear points give NULL (the triangle ledge rejects them) [000:L485]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 1 }));
    pts.push(Object.assign(new Vec3(), { x: 3, y: 3, z: 3 }));
    $expect.compare(point_soup_ledge(mem, pts), "==", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:66");
  });

  it("FUN_1003ae20: more than 3 points take the convex hull ledge FUN_1003a750 [000:L481]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    const l: number = point_soup_ledge(mem, pts);
    $expect.compare(l, "!=", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:76");
    // a tetrahedron: 4 triangles, 4 points (1.6.3 generator: size = (n_pts + 1 + n_tri)·16)
    $expect.compare(mem.i16[(l + Ledge.n_triangles) >>> 1], "==", 4, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:78");
    $expect.compare(mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8, "==", 9, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:79");
  });

  it("concave face → the 96-byte pancake image through the soup (B2, B4) [000:L489]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    const faces: number[] = [0, 1, 2];
    soup_add_concave(mem, s, v, faces, 1, 1, 1, 0);
    $expect.compare(s.ledges.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:89");
    const a: number = s.ledges[0];
    $expect.compare(mem.u32[a >>> 2], "==", 0x30, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:91");
    $expect.compare(mem.u32[(a + 0x4) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:92");
    $expect.compare(mem.u32[(a + 0x8) >>> 0 >>> 2], "==", 0x00000604, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:93");
    $expect.compare(mem.u32[(a + 0xc) >>> 0 >>> 2], "==", 2, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:94");
    $expect.compare(mem.u32[(a + 0x10) >>> 0 >>> 2], "==", 0x00001000, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:95");
    $expect.compare(mem.u32[(a + 0x14) >>> 0 >>> 2], "==", 0x00040000, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:96");
    $expect.compare(mem.u32[(a + 0x18) >>> 0 >>> 2], "==", 0x00050001, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:97");
    $expect.compare(mem.u32[(a + 0x1c) >>> 0 >>> 2], "==", 0x00030002, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:98");
    $expect.compare(mem.u32[(a + 0x20) >>> 0 >>> 2], "==", 0x00000001, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:99");
    $expect.compare(mem.u32[(a + 0x24) >>> 0 >>> 2], "==", 0x7ffc0001, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:100");
    $expect.compare(mem.u32[(a + 0x28) >>> 0 >>> 2], "==", 0x7ffd0000, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:101");
    $expect.compare(mem.u32[(a + 0x2c) >>> 0 >>> 2], "==", 0x7ffb0002, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:102");
    // points a, b, c = vertices 0, 1, 2 in that order
    $expect.compare(mem.u32[(a + 0x30) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:104");
    $expect.compare(mem.u32[(a + 0x40) >>> 0 >>> 2], "==", 0x3f800000, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:105");
    $expect.compare(mem.u32[(a + 0x50) >>> 0 >>> 2], "==", 0x3f800000, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:106");
    $expect.compare(mem.u32[(a + 0x58) >>> 0 >>> 2], "==", 0x3f800000, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:107");
    $expect.compare(mem.u32[(a + 0x5c) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:108");
  });

  it("concave: triangle 0 = (a, b, c) keeps the mesh winding (b-a)×(c-a); triangle 1 is the back face (B3) [000:L502]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    // face (0, 2, 1): (1,0,1)×(1,0,0) = (0, 1, 0), the up face
    const faces: number[] = [0, 2, 1];
    soup_add_concave(mem, s, v, faces, 1, 1, 1, 0);
    const l: number = s.ledges[0];
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const f0: number = triangle_edge(ledge_triangle(l, 1), 0);
    hesse(mem, e0, l, _s0);
    const n0_x = _s0.x, n0_y = _s0.y, n0_z = _s0.z;
    hesse(mem, f0, l, _s1);
    const n1_x = _s1.x, n1_y = _s1.y, n1_z = _s1.z;
    // (signed zeros aside: the cross product gives -0.0 in some components)
    $expect.compare([n0_x, n0_y, n0_z], "==", [0, 1, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/soup_tests.spec:125");
    $expect.compare([n1_x, n1_y, n1_z], "==", [0, -1, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/soup_tests.spec:126");
    const q1: number = ledge_point(mem, l, 1);
    $expect.compare([mem.f32[(q1 + PolyPoint["p.x"]) >>> 2], mem.f32[(q1 + PolyPoint["p.y"]) >>> 2], mem.f32[(q1 + PolyPoint["p.z"]) >>> 2]], "==", [1, 0, 1], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:128");
  });

  it("concave: one ledge per face in index order (ledge i ↔ face i) [000:L468]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    const faces: number[] = [0, 1, 2, 0, 2, 3, 3, 2, 1];
    soup_add_concave(mem, s, v, faces, 1, 1, 1, 0);
    $expect.compare(s.ledges.length, "==", 3, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:138");
    for (let f = 0; f < 3; f++) {
      const l: number = s.ledges[f];
      for (let k = 0; k < 3; k++) {
        const q: number = ledge_point(mem, l, k);
        const want_x = v[faces[(Math.imul(3, f) + k) | 0]].x, want_y = v[faces[(Math.imul(3, f) + k) | 0]].y, want_z = v[faces[(Math.imul(3, f) + k) | 0]].z;
        $expect.compare([mem.f32[(q + PolyPoint["p.x"]) >>> 2], mem.f32[(q + PolyPoint["p.y"]) >>> 2], mem.f32[(q + PolyPoint["p.z"]) >>> 2]], "==", [want_x, want_y, want_z], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:144");
      }
    }
  });

  it("concave: × scale component-wise in f32, then widened (0.1f × 3 is the f32 product) [000:L470]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0.10000000149011612 /* 0.1f */, y: 0.20000000298023224 /* 0.2f */, z: 0.30000001192092896 /* 0.3f */ }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    const faces: number[] = [0, 1, 2];
    soup_add_concave(mem, s, v, faces, 3, -2, 0.5, 0);
    const l: number = s.ledges[0];
    const q0: number = ledge_point(mem, l, 0);
    const want_x: number = Math.fround(0.10000000149011612 /* 0.1f */ * 3);
    $expect.compare(mem.f32[(q0 + PolyPoint["p.x"]) >>> 2], "==", want_x, "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:161");
    $expect.compare(bits32(mem.f32[(q0 + PolyPoint["p.x"]) >>> 2]), "==", 0x3e99999a, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:162");
    $expect.compare(mem.f32[(q0 + PolyPoint["p.y"]) >>> 2], "==", -0.4000000059604645 /* 0.4f */, "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:163");
    $expect.compare(mem.f32[(q0 + PolyPoint["p.z"]) >>> 2], "==", 0.15000000596046448 /* 0.15f */, "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:164");
    // 0.0f × -2.0f is -0.0f: the f32 product keeps the sign
    const q1: number = ledge_point(mem, l, 1);
    $expect.compare([mem.f32[(q1 + PolyPoint["p.x"]) >>> 2], mem.f32[(q1 + PolyPoint["p.y"]) >>> 2], mem.f32[(q1 + PolyPoint["p.z"]) >>> 2]], "==", [3, -0, 0], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:167");
    $expect.compare(signbit(mem.f32[(q1 + PolyPoint["p.y"]) >>> 2]), "==", true, "bool", mode, "spec/ivp/geometry/tests/soup_tests.spec:168");
  });

  it("concave: a degenerate face among good ones is skipped silently; the mesh still counts [000:L472]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    v.push(Object.assign(new Vec3(), { x: 2, y: 0, z: 0 }));
    // face 1 = (0, 1, 4) is collinear on the x axis
    const faces: number[] = [0, 1, 2, 0, 1, 4, 0, 2, 3];
    soup_add_concave(mem, s, v, faces, 1, 1, 1, 6);
    $expect.compare(s.ledges.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:180");
    const l1: number = s.ledges[1];
    const q: number = ledge_point(mem, l1, 2);
    $expect.compare([mem.f32[(q + PolyPoint["p.x"]) >>> 2], mem.f32[(q + PolyPoint["p.y"]) >>> 2], mem.f32[(q + PolyPoint["p.z"]) >>> 2]], "==", [0, 0, 1], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:183");
  });

  it("concave in one call (D-COMPILE-8): a face range gives soup_add_concave's ledges, byte for byte, and names the faces kept [000:L472]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    v.push(Object.assign(new Vec3(), { x: 2, y: 0, z: 0 }));
    // face 1 = (0, 1, 4) is degenerate; faces 0, 2, 3 are not
    const faces: number[] = [0, 1, 2, 0, 1, 4, 0, 2, 3, 3, 2, 1];
    const a: LedgeSoup = new LedgeSoup();
    soup_init(a);
    soup_add_concave(mem, a, v, faces, 3, -2, 0.5, 0);
    const b: LedgeSoup = new LedgeSoup();
    soup_init(b);
    const kept: number[] = [];
    // two calls over two runs of the faces, as the facade adds a mesh split between surfaces
    const n0: number = soup_add_concave_kept(mem, b, v, faces, 0, 2, 3, -2, 0.5, 0, kept);
    const n1: number = soup_add_concave_kept(mem, b, v, faces, 2, 4, 3, -2, 0.5, 0, kept);
    $expect.compare(n0, "==", 1, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:201");
    $expect.compare(n1, "==", 2, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:202");
    $expect.compare(b.ledges.length, "==", 3, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:203");
    $expect.compare(kept.length, "==", 3, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:204");
    $expect.compare(kept[0], "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:205");
    $expect.compare(kept[1], "==", 2, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:206");
    $expect.compare(kept[2], "==", 3, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:207");
    for (let i = 0; i < 3; i++) {
      const la: number = a.ledges[i];
      const lb: number = b.ledges[i];
      // the 96-byte pancake image, word for word
      for (let w = 0; w < 24; w++) {
        $expect.compare(mem.u32[(lb + Math.imul(4, w)) >>> 0 >>> 2], "==", mem.u32[(la + Math.imul(4, w)) >>> 0 >>> 2], "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:213");
      }
    }
    // a range of degenerate faces only adds nothing, and is not refused
    const c: LedgeSoup = new LedgeSoup();
    soup_init(c);
    const none: number[] = [];
    const n2: number = soup_add_concave_kept(mem, c, v, faces, 1, 2, 1, 1, 1, 0, none);
    $expect.compare(n2, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:221");
    $expect.compare(c.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:222");
    $expect.compare(none.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:223");
  });

  it("convex: exact duplicates removed bitwise keeping first occurrences in vertex order; -0.0 and 0.0 differ [000:L465]", () => {
    const mode = { "kind": "exact" } as const;
    const z: number = 0;
    const nz: number = -z;
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 1, y: 2, z: 3 }));
    v.push(Object.assign(new Vec3(), { x: z, y: z, z: z }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 2, z: 3 }));
    v.push(Object.assign(new Vec3(), { x: nz, y: z, z: z }));
    v.push(Object.assign(new Vec3(), { x: 4, y: 5, z: 6 }));
    v.push(Object.assign(new Vec3(), { x: z, y: z, z: z }));
    v.push(Object.assign(new Vec3(), { x: nz, y: z, z: z }));
    const pts: Vec3[] = [];
    soup_convex_points(v, 1, 1, 1, 0, pts);
    $expect.compare(pts.length, "==", 4, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:239");
    const p0_x = pts[0].x, p0_y = pts[0].y, p0_z = pts[0].z;
    const p1_x = pts[1].x, p1_y = pts[1].y, p1_z = pts[1].z;
    const p2_x = pts[2].x, p2_y = pts[2].y, p2_z = pts[2].z;
    const p3_x = pts[3].x, p3_y = pts[3].y, p3_z = pts[3].z;
    $expect.compare([p0_x, p0_y, p0_z], "==", [1, 2, 3], "f64", mode, "spec/ivp/geometry/tests/soup_tests.spec:244");
    $expect.compare(signbit(p1_x), "==", false, "bool", mode, "spec/ivp/geometry/tests/soup_tests.spec:245");
    $expect.compare(signbit(p2_x), "==", true, "bool", mode, "spec/ivp/geometry/tests/soup_tests.spec:246");
    $expect.compare(p2_x, "==", 0, "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/soup_tests.spec:247");
    $expect.compare([p3_x, p3_y, p3_z], "==", [4, 5, 6], "f64", mode, "spec/ivp/geometry/tests/soup_tests.spec:248");
  });

  it("convex: dedupe before scaling (distinct f32 vertices stay distinct even if the scale makes them equal) [000:L465]", () => {
    const mode = { "kind": "exact" } as const;
    // scale 0 on x: (1,0,0) and (2,0,0) both become (0,0,0) after the dedupe
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 2, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    const pts: Vec3[] = [];
    soup_convex_points(v, 0, 1, 1, 0, pts);
    $expect.compare(pts.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:259");
    const p0_x = pts[0].x, p0_y = pts[0].y, p0_z = pts[0].z;
    const p1_x = pts[1].x, p1_y = pts[1].y, p1_z = pts[1].z;
    $expect.compare([p0_x, p0_y, p0_z], "==", [p1_x, p1_y, p1_z], "f64", mode, "spec/ivp/geometry/tests/soup_tests.spec:262");
  });

  it("convex: × scale in f32 then widened to f64 (the point list holds (f64)(f32)(v·s)) [000:L466]", () => {
    const mode = { "kind": "exact" } as const;
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0.10000000149011612 /* 0.1f */, y: 0.699999988079071 /* 0.7f */, z: 1 }));
    const pts: Vec3[] = [];
    soup_convex_points(v, 3, 3, 0.10000000149011612 /* 0.1f */, 0, pts);
    const p_x = pts[0].x, p_y = pts[0].y, p_z = pts[0].z;
    $expect.compare(p_x, "==", 0.30000001192092896 /* f32#3e99999a */, "f64", mode, "spec/ivp/geometry/tests/soup_tests.spec:271");
    const y: number = Math.fround(0.699999988079071 /* 0.7f */ * 3);
    $expect.compare(p_y, "==", y, "f64", mode, "spec/ivp/geometry/tests/soup_tests.spec:273");
    $expect.compare(p_z, "==", 0.10000000149011612 /* 0.1f */, "f64", mode, "spec/ivp/geometry/tests/soup_tests.spec:274");
  });

  it("convex: a cube becomes one hull ledge of 12 triangles and 8 points [000:L467]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_cube_verts(v);
    soup_add_convex(mem, s, v, 2, 1, 1, 0);
    $expect.compare(s.ledges.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:283");
    const l: number = s.ledges[0];
    $expect.compare(mem.i16[(l + Ledge.n_triangles) >>> 1], "==", 12, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:285");
    $expect.compare(mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8, "==", 21, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:286");
    let mn_x = 0, mn_y = 0, mn_z = 0;
    let mx_x = 0, mx_y = 0, mx_z = 0;
    ledge_aabb(mem, l, _s2, _s3);
    mn_x = _s2.x; mn_y = _s2.y; mn_z = _s2.z;
    mx_x = _s3.x; mx_y = _s3.y; mx_z = _s3.z;
    $expect.compare([mn_x, mn_y, mn_z], "==", [0, 0, 0], "f64", mode, "spec/ivp/geometry/tests/soup_tests.spec:290");
    $expect.compare([mx_x, mx_y, mx_z], "==", [2, 1, 1], "f64", mode, "spec/ivp/geometry/tests/soup_tests.spec:291");
  });

  it("ledge order = insertion order: convex meshes first, then concave faces (C19) [000:L475]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const cube: Vec3[] = [];
    soup_test_cube_verts(cube);
    soup_add_convex(mem, s, cube, 1, 1, 1, 0);
    const quad: Vec3[] = [];
    soup_test_quad_verts(quad);
    const faces: number[] = [0, 1, 2, 0, 2, 3];
    soup_add_concave(mem, s, quad, faces, 1, 1, 1, 1);
    $expect.compare(s.ledges.length, "==", 3, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:304");
    const l0: number = s.ledges[0];
    const l1: number = s.ledges[1];
    const l2: number = s.ledges[2];
    $expect.compare(mem.i16[(l0 + Ledge.n_triangles) >>> 1], "==", 12, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:308");
    $expect.compare(mem.i16[(l1 + Ledge.n_triangles) >>> 1], "==", 2, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:309");
    $expect.compare(mem.i16[(l2 + Ledge.n_triangles) >>> 1], "==", 2, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:310");
    const c: number = ledge_point(mem, l2, 2);
    $expect.compare([mem.f32[(c + PolyPoint["p.x"]) >>> 2], mem.f32[(c + PolyPoint["p.y"]) >>> 2], mem.f32[(c + PolyPoint["p.z"]) >>> 2]], "==", [0, 0, 1], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:312");
    // the compile copies the ledges in that order to cs+0x30 (000 §1.6.5)
    const cs: number = soup_compile(mem, s);
    const first: number = (cs + 0x30) >>> 0;
    $expect.compare(mem.i16[(first + Ledge.n_triangles) >>> 1], "==", 12, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:316");
    const second: number = (((cs + 0x30) >>> 0) + 208) >>> 0;
    $expect.compare(mem.i16[(second + Ledge.n_triangles) >>> 1], "==", 2, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:318");
  });

  it("soup_compile: a soup of one face gives a surface whose single terminal ledge is that face [000:L473]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    const faces: number[] = [0, 1, 2];
    soup_add_concave(mem, s, v, faces, 1, 1, 1, 0);
    const cs: number = soup_compile(mem, s);
    $expect.compare(cs, "!=", 0, "u32", mode, "spec/ivp/geometry/tests/soup_tests.spec:329");
    const ledges: number[] = [];
    surface_terminal_ledges(mem, cs, ledges);
    $expect.compare(ledges.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:332");
    const l: number = ledges[0];
    $expect.compare(mem.i16[(l + Ledge.n_triangles) >>> 1], "==", 2, "i16", mode, "spec/ivp/geometry/tests/soup_tests.spec:334");
    const q: number = ledge_point(mem, l, 1);
    $expect.compare([mem.f32[(q + PolyPoint["p.x"]) >>> 2], mem.f32[(q + PolyPoint["p.y"]) >>> 2], mem.f32[(q + PolyPoint["p.z"]) >>> 2]], "==", [1, 0, 0], "f32", mode, "spec/ivp/geometry/tests/soup_tests.spec:336");
  });
});

describe("Issue 4 bad-input rule: the soup builder's errors name the mesh and the face", () => {
  it("a convex mesh without vertices [000:L463]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    $expect.asserts(() => {
      soup_add_convex(mem, s, v, 1, 1, 1, 7);
    }, "mesh 7: convex mesh without vertices", "spec/ivp/geometry/tests/soup_tests.spec:345");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:348");
  });

  it("a concave mesh without vertices, and one without faces [000:L468]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const none: Vec3[] = [];
    const faces: number[] = [0, 1, 2];
    $expect.asserts(() => {
      soup_add_concave(mem, s, none, faces, 1, 1, 1, 2);
    }, "mesh 2: concave mesh without vertices", "spec/ivp/geometry/tests/soup_tests.spec:356");
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    const no_faces: number[] = [];
    $expect.asserts(() => {
      soup_add_concave(mem, s, v, no_faces, 1, 1, 1, 3);
    }, "mesh 3: concave mesh without faces", "spec/ivp/geometry/tests/soup_tests.spec:362");
    const ragged: number[] = [0, 1, 2, 3];
    $expect.asserts(() => {
      soup_add_concave(mem, s, v, ragged, 1, 1, 1, 4);
    }, "mesh 4: face index list of 4 entries", "spec/ivp/geometry/tests/soup_tests.spec:366");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:369");
  });

  it("a face index out of range names the mesh and the face; nothing of the mesh is appended [000:L469]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    const faces: number[] = [0, 1, 2, 0, 2, 9];
    $expect.asserts(() => {
      soup_add_concave(mem, s, v, faces, 1, 1, 1, 3);
    }, "mesh 3 face 1: vertex index 9 out of range", "spec/ivp/geometry/tests/soup_tests.spec:378");
    const neg: number[] = [0, 1, 2, 0, 2, 3, -1, 1, 2];
    $expect.asserts(() => {
      soup_add_concave(mem, s, v, neg, 1, 1, 1, 3);
    }, "mesh 3 face 2: vertex index -1 out of range", "spec/ivp/geometry/tests/soup_tests.spec:382");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:385");
  });

  it("a non-finite coordinate in a concave mesh names the mesh and the face [000:L469]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const big: number = 3.0000000054977558e+38 /* 3e38f */;
    const inf: number = Math.fround(big * 10);
    const nan: number = Math.fround(inf - inf);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    v.push(Object.assign(new Vec3(), { x: 0, y: inf, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: nan }));
    const faces: number[] = [0, 1, 2, 0, 2, 4];
    $expect.asserts(() => {
      soup_add_concave(mem, s, v, faces, 1, 1, 1, 5);
    }, "mesh 5 face 1: non-finite coordinate", "spec/ivp/geometry/tests/soup_tests.spec:399");
    const faces2: number[] = [5, 1, 2];
    $expect.asserts(() => {
      soup_add_concave(mem, s, v, faces2, 1, 1, 1, 6);
    }, "mesh 6 face 0: non-finite coordinate", "spec/ivp/geometry/tests/soup_tests.spec:403");
    // a finite vertex that the scale overflows
    const w: Vec3[] = [];
    w.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    w.push(Object.assign(new Vec3(), { x: 3.0000000054977558e+38 /* 3e38f */, y: 0, z: 0 }));
    w.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    const f3: number[] = [0, 2, 0, 0, 1, 2];
    $expect.asserts(() => {
      soup_add_concave(mem, s, w, f3, 10, 1, 1, 8);
    }, "mesh 8 face 1: non-finite coordinate", "spec/ivp/geometry/tests/soup_tests.spec:412");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:415");
  });

  it("a non-finite coordinate in a convex mesh names the mesh and the vertex [000:L464]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const big: number = 3.0000000054977558e+38 /* 3e38f */;
    const inf: number = Math.fround(big * 10);
    const v: Vec3[] = [];
    soup_test_cube_verts(v);
    v.push(Object.assign(new Vec3(), { x: -inf, y: 0, z: 0 }));
    $expect.asserts(() => {
      soup_add_convex(mem, s, v, 1, 1, 1, 4);
    }, "mesh 4 vertex 8: non-finite coordinate", "spec/ivp/geometry/tests/soup_tests.spec:426");
    const c: Vec3[] = [];
    soup_test_cube_verts(c);
    $expect.asserts(() => {
      soup_add_convex(mem, s, c, inf, 1, 1, 4);
    }, "mesh 4 vertex 0: non-finite coordinate after scaling", "spec/ivp/geometry/tests/soup_tests.spec:431");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:434");
  });

  it("a concave mesh whose faces are all degenerate names the mesh; the soup keeps its earlier ledges [000:L472]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    const good: number[] = [0, 1, 2];
    soup_add_concave(mem, s, v, good, 1, 1, 1, 0);
    // collinear faces, and a repeated vertex
    const bad: number[] = [0, 1, 1, 2, 2, 2];
    $expect.asserts(() => {
      soup_add_concave(mem, s, v, bad, 1, 1, 1, 1);
    }, "mesh 1: every face of the concave mesh is degenerate", "spec/ivp/geometry/tests/soup_tests.spec:446");
    // a zero scale flattens every face
    const all: number[] = [0, 1, 2, 0, 2, 3];
    $expect.asserts(() => {
      soup_add_concave(mem, s, v, all, 1, 1, 0, 2);
    }, "mesh 2: every face of the concave mesh is degenerate", "spec/ivp/geometry/tests/soup_tests.spec:451");
    $expect.compare(s.ledges.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:454");
  });

  it("a convex mesh with fewer than 4 distinct points names the mesh [000:L479]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    $expect.asserts(() => {
      soup_add_convex(mem, s, v, 1, 1, 1, 9);
    }, "mesh 9: convex mesh with fewer than 4 distinct points", "spec/ivp/geometry/tests/soup_tests.spec:466");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:469");
  });

  it("a flat convex mesh (coplanar, or collinear) names the mesh [000:L481]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    $expect.asserts(() => {
      soup_add_convex(mem, s, v, 1, 1, 1, 11);
    }, "mesh 11: flat convex mesh", "spec/ivp/geometry/tests/soup_tests.spec:477");
    const line: Vec3[] = [];
    line.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    line.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 1 }));
    line.push(Object.assign(new Vec3(), { x: 2, y: 2, z: 2 }));
    line.push(Object.assign(new Vec3(), { x: 3, y: 3, z: 3 }));
    $expect.asserts(() => {
      soup_add_convex(mem, s, line, 1, 1, 1, 12);
    }, "mesh 12: flat convex mesh", "spec/ivp/geometry/tests/soup_tests.spec:485");
    // a cube flattened by a zero scale
    const c: Vec3[] = [];
    soup_test_cube_verts(c);
    $expect.asserts(() => {
      soup_add_convex(mem, s, c, 1, 0, 1, 13);
    }, "mesh 13: flat convex mesh", "spec/ivp/geometry/tests/soup_tests.spec:491");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:494");
  });

  it("a convex hull that comes back NULL (a sliver retry leaving 4 coplanar points) names the mesh [000:L523]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    // a unit square and a point just outside one edge, 0.001 above its plane: the facet through
    // that point and the edge is a sliver, the point is removed, the 4 points left are coplanar
    const v: Vec3[] = [];
    soup_test_quad_verts(v);
    v.push(Object.assign(new Vec3(), { x: 0.5, y: 0.0010000000474974513 /* 0.001f */, z: -0.0010000000474974513 /* 0.001f */ }));
    const pts: Vec3[] = [];
    soup_convex_points(v, 1, 1, 1, 14, pts);
    $expect.compare(hull_points_status(pts), "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:507");
    $expect.asserts(() => {
      soup_add_convex(mem, s, v, 1, 1, 1, 14);
    }, "mesh 14: the convex hull of the mesh failed", "spec/ivp/geometry/tests/soup_tests.spec:508");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:511");
  });

  it("a convex mesh whose hull has more than 4,096 triangles (the 12-bit tri_index) names the mesh instead of overflowing [000:L150]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    // 46 × 46 points on the paraboloid z = x² + y²: every point is a hull vertex, about 2n − 4 =
    // 4,228 triangles
    const v: Vec3[] = [];
    for (let j = 0; j < 46; j++) {
      for (let i = 0; i < 46; i++) {
        const x: number = Math.fround(Math.fround((i - 23) | 0) * 0.125);
        const y: number = Math.fround(Math.fround((j - 23) | 0) * 0.125);
        v.push(Object.assign(new Vec3(), { x: x, y: y, z: Math.fround(x * x + y * y) }));
      }
    }
    $expect.asserts(() => {
      soup_add_convex(mem, s, v, 1, 1, 1, 3);
    }, "mesh 3: the convex hull of the mesh failed", "spec/ivp/geometry/tests/soup_tests.spec:527");
    $expect.compare(s.ledges.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:530");
    // a 30 × 30 patch of the same surface fits (about 1,796 triangles)
    const w: Vec3[] = [];
    for (let j_1 = 0; j_1 < 30; j_1++) {
      for (let i_1 = 0; i_1 < 30; i_1++) {
        const x_1: number = Math.fround(Math.fround((i_1 - 15) | 0) * 0.125);
        const y_1: number = Math.fround(Math.fround((j_1 - 15) | 0) * 0.125);
        w.push(Object.assign(new Vec3(), { x: x_1, y: y_1, z: Math.fround(x_1 * x_1 + y_1 * y_1) }));
      }
    }
    soup_add_convex(mem, s, w, 1, 1, 1, 4);
    $expect.compare(s.ledges.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/soup_tests.spec:541");
  });

  it("a soup without any ledge is refused at compile (the glue's 'incorrect mesh') [003:L146]", () => {
    const mem = new Memory();
    const s: LedgeSoup = new LedgeSoup();
    soup_init(s);
    $expect.asserts(() => {
      soup_compile(mem, s);
    }, "no usable mesh", "spec/ivp/geometry/tests/soup_tests.spec:547");
  });
});
