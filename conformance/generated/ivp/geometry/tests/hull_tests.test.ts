// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.hull_tests from spec/ivp/geometry/tests/hull_tests.spec (sha256 27073e61593c730c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3, f64FromWords, signbit } from "../../../../../runtime/index.js";
import { ChullRng, chull_test_close, chull_test_cloud, chull_test_clouds, chull_test_cube, chull_test_one_facet, chull_test_same_bytes, chull_test_structure } from "../support/hull_tests.generated.js";
import { edge_ledge, edge_next, edge_opposite, ledge_point, ledge_triangle, triangle_edge, triangle_pierce } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { ChullFacets, ChullTemplate, ChullTriangles, ChullWork, chull_assign_pierce, chull_build, chull_dedupe, chull_facet_area, chull_facet_len2, chull_link_twins, chull_sliver_filter, chull_sliver_vertex, chull_template, chull_triangulate, chull_unit_normals, chull_write_ledge, hull_ledge, hull_points_status } from "../../../../../generated/ivp/geometry/hull.generated.js";
import { hesse } from "../../../../../generated/ivp/geometry/ledge_helpers.generated.js";
import { triangle_ledge } from "../../../../../generated/ivp/geometry/pancake.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge {
  c_point_offset = 0,
  ledgetree_node_offset = 4,
  flags = 8,
  has_children_flag = 8,
  is_compact_flag = 8,
  size_div_16 = 8,
  n_triangles = 12,
  for_future_use = 14,
}

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { material_index = 0, pierce_index = 0, tri_index = 0, tri_is_virtual = 0, word = 0 }

const _s0 = new Vec3(), _s1 = new Vec3();

describe("000 §1.6.3 step 1 and the status of a point set (G35)", () => {
  it("step 1: repeats of the 24 f64 bytes are removed, first occurrences kept in input order [000:L508]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 1, y: 2, z: 3 }));
    pts.push(Object.assign(new Vec3(), { x: 4, y: 5, z: 6 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 2, z: 3 }));
    pts.push(Object.assign(new Vec3(), { x: 7, y: 8, z: 9 }));
    pts.push(Object.assign(new Vec3(), { x: 4, y: 5, z: 6 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 2, z: 3.5 }));
    const out_: Vec3[] = [];
    chull_dedupe(pts, out_);
    $expect.compare(out_.length, "==", 4, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:373");
    const a_x = out_[0].x, a_y = out_[0].y, a_z = out_[0].z;
    const b_x = out_[1].x, b_y = out_[1].y, b_z = out_[1].z;
    const c_x = out_[2].x, c_y = out_[2].y, c_z = out_[2].z;
    const d_x = out_[3].x, d_y = out_[3].y, d_z = out_[3].z;
    $expect.compare([a_x, a_y, a_z], "==", [1, 2, 3], "f64", mode, "spec/ivp/geometry/tests/hull_tests.spec:378");
    $expect.compare([b_x, b_y, b_z], "==", [4, 5, 6], "f64", mode, "spec/ivp/geometry/tests/hull_tests.spec:379");
    $expect.compare([c_x, c_y, c_z], "==", [7, 8, 9], "f64", mode, "spec/ivp/geometry/tests/hull_tests.spec:380");
    $expect.compare([d_x, d_y, d_z], "==", [1, 2, 3.5], "f64", mode, "spec/ivp/geometry/tests/hull_tests.spec:381");
  });

  it("step 1 compares bytes: 0.0 and -0.0 are different points, one ulp apart too [000:L508]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: -0, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1.0000000000000002 /* f64#3ff0000000000001 */, z: 0 }));
    const out_: Vec3[] = [];
    chull_dedupe(pts, out_);
    $expect.compare(out_.length, "==", 3, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:392");
    const b_x = out_[1].x, b_y = out_[1].y, b_z = out_[1].z;
    $expect.truth(signbit(b_x), "spec/ivp/geometry/tests/hull_tests.spec:394");
  });

  it("status 1: fewer than 4 distinct points after the dedupe (5 points, 3 distinct) [000:L508]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    $expect.compare(hull_points_status(pts), "==", 1, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:404");
  });

  it("status 2: a square with its centre is coplanar; collinear points too [000:L510]", () => {
    const mode = { "kind": "exact" } as const;
    const flat: Vec3[] = [];
    flat.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 2 }));
    flat.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 2 }));
    flat.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 2 }));
    flat.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 2 }));
    flat.push(Object.assign(new Vec3(), { x: 0.5, y: 0.5, z: 2 }));
    $expect.compare(hull_points_status(flat), "==", 2, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:414");
    const line: Vec3[] = [];
    for (let i = 0; i < 6; i++) {
      line.push(Object.assign(new Vec3(), { x: i, y: 2 * i, z: -i }));
    }
    $expect.compare(hull_points_status(line), "==", 2, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:419");
  });

  it("status 2: 0.0 and -0.0 survive the byte dedupe but are one point of the hull [000:L508]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: -0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    $expect.compare(hull_points_status(pts), "==", 2, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:428");
  });

  it("status 3: a NaN or an infinite coordinate; status 0: a tetrahedron [000:L510]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    $expect.compare(hull_points_status(pts), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:437");
    pts.push(Object.assign(new Vec3(), { x: 0, y: f64FromWords(0x7ff00000, 0), z: 0 }));
    $expect.compare(hull_points_status(pts), "==", 3, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:439");
    pts[4].x = f64FromWords(0x7ff80000, 0);
    pts[4].y = 0;
    pts[4].z = 0;
    $expect.compare(hull_points_status(pts), "==", 3, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:441");
  });

  it("hull_ledge refuses input without a 3-D hull (the caller checks the status first) [000:L510]", () => {
    const mem = new Memory();
    const flat: Vec3[] = [];
    flat.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    flat.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    flat.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 0 }));
    flat.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    $expect.asserts(() => {
      hull_ledge(mem, flat);
    }, "coplanar", "spec/ivp/geometry/tests/hull_tests.spec:450");
    const few: Vec3[] = [];
    few.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    few.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    few.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    few.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    $expect.asserts(() => {
      hull_ledge(mem, few);
    }, "fewer than 4 distinct points", "spec/ivp/geometry/tests/hull_tests.spec:458");
    flat.push(Object.assign(new Vec3(), { x: 0, y: 0, z: f64FromWords(0xfff00000, 0) }));
    $expect.asserts(() => {
      hull_ledge(mem, flat);
    }, "point 4 has a non-finite coordinate", "spec/ivp/geometry/tests/hull_tests.spec:462");
  });
});

describe("000 §1.6.3 steps 2-5 and the generator on whole hulls (G35, G37, G38, G40)", () => {
  it("tetrahedron: n_tri 4, n_pts 4, c_point_offset 0x50, flags 0x904, size 144 [000:L559]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    const l: number = hull_ledge(mem, pts);
    $expect.compare(l & 0xf, "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:476");
    $expect.compare(mem.i16[(l + Ledge.n_triangles) >>> 1], "==", 4, "i16", mode, "spec/ivp/geometry/tests/hull_tests.spec:477");
    $expect.compare(mem.u32[l >>> 2], "==", 0x50, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:478");
    $expect.compare(mem.u32[(l + 4) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:479");
    $expect.compare(mem.u32[(l + 8) >>> 0 >>> 2], "==", 0x904, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:480");
    $expect.compare(mem.u32[(l + 12) >>> 0 >>> 2], "==", 4, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:481");
    $expect.compare(Math.imul(16, mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8), "==", 144, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:482");
    $expect.compare(chull_test_structure(mem, l), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:483");
  });

  it("cube: 6 merged squares, 2 triangles each: n_tri 12, n_pts 8, c_point_offset 0xd0, flags 0x1504, size 336 [000:L510]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    chull_test_cube(pts, 0, 1);
    const l: number = hull_ledge(mem, pts);
    $expect.compare(mem.i16[(l + Ledge.n_triangles) >>> 1], "==", 12, "i16", mode, "spec/ivp/geometry/tests/hull_tests.spec:490");
    $expect.compare(mem.i32[(l + Ledge.c_point_offset) >>> 2], "==", 0xd0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:491");
    $expect.compare(mem.u32[(l + Ledge.flags) >>> 2], "==", 0x1504, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:492");
    $expect.compare((mem.u32[(l + Ledge.is_compact_flag) >>> 2] >>> 2) & 0x3, "==", 1, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:493");
    $expect.compare(mem.u32[(l + Ledge.has_children_flag) >>> 2] & 0x3, "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:494");
    $expect.compare(Math.imul(16, mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8), "==", 336, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:495");
    $expect.compare(chull_test_structure(mem, l), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:496");
  });

  it("points inside, on a face or inside an edge are not hull vertices: the cube's ledge, word for word [000:L510]", () => {
    const mem = new Memory();
    const cube: Vec3[] = [];
    chull_test_cube(cube, 0, 1);
    const l0: number = hull_ledge(mem, cube);
    const pts: Vec3[] = [];
    chull_test_cube(pts, 0, 1);
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: 0.5, z: 0.5 }));
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: 0.5, z: 1 }));
    pts.push(Object.assign(new Vec3(), { x: 0.25, y: 0, z: 0.75 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0.5, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0.5 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 1 }));
    const l1: number = hull_ledge(mem, pts);
    $expect.truth(chull_test_same_bytes(mem, l0, l1), "spec/ivp/geometry/tests/hull_tests.spec:512");
  });

  it("a 5 × 5 × 5 lattice: only its 8 corners are hull vertices (12 triangles) [000:L510]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    for (let i = 0; i < 125; i++) {
      pts.push(Object.assign(new Vec3(), { x: (i % 5) | 0, y: (((i / 5) | 0) % 5) | 0, z: (i / 25) | 0 }));
    }
    const l: number = hull_ledge(mem, pts);
    $expect.compare(mem.i16[(l + Ledge.n_triangles) >>> 1], "==", 12, "i16", mode, "spec/ivp/geometry/tests/hull_tests.spec:521");
    $expect.compare(mem.u32[(l + Ledge.flags) >>> 2], "==", 0x1504, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:522");
    $expect.compare(chull_test_structure(mem, l), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:523");
  });

  it("template: 8 unique points, 12 unique (min, max) lines, 6 surfaces of 4 with outward unit normals [000:L529]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    chull_test_cube(pts, -1, 1);
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    const w: ChullWork = new ChullWork();
    const h: ChullFacets = new ChullFacets();
    $expect.compare(chull_build(w, pts, h), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:532");
    const tm: ChullTemplate = new ChullTemplate();
    chull_template(pts, h, tm);
    $expect.compare(tm.points.length, "==", 8, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:535");
    $expect.compare(tm.line_a.length, "==", 12, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:536");
    $expect.compare(tm.start.length, "==", 7, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:537");
    for (let i = 0; i < 12; i++) {
      $expect.compare(tm.line_a[i], "<", tm.line_b[i], "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:539");
      for (let j = 0; j < i; j++) {
        $expect.truth(tm.line_a[i] !== tm.line_a[j] || tm.line_b[i] !== tm.line_b[j], "spec/ivp/geometry/tests/hull_tests.spec:541");
      }
    }
    for (let s = 0; s < 6; s++) {
      $expect.compare((tm.start[(s + 1) | 0] - tm.start[s]) | 0, "==", 4, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:545");
      const n_x = tm.normal[s].x, n_y = tm.normal[s].y, n_z = tm.normal[s].z;
      $expect.compare(Math.abs(n_x) + Math.abs(n_y) + Math.abs(n_z), "==", 1, "ext", mode, "spec/ivp/geometry/tests/hull_tests.spec:547");
      // outward: every vertex of the surface lies on the side the normal points to
      const p_x = tm.points[tm.verts[tm.start[s]]].x, p_y = tm.points[tm.verts[tm.start[s]]].y, p_z = tm.points[tm.verts[tm.start[s]]].z;
      $expect.compare(n_x * p_x + n_y * p_y + n_z * p_z, "==", 1, "ext", mode, "spec/ivp/geometry/tests/hull_tests.spec:550");
    }
  });

  it("template points: unique, in hull-vertex order (the port's: input order) [000:L528]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0.1, y: 0.1, z: 0.1 }));
    chull_test_cube(pts, 0, 1);
    const w: ChullWork = new ChullWork();
    const h: ChullFacets = new ChullFacets();
    $expect.compare(chull_build(w, pts, h), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:560");
    const tm: ChullTemplate = new ChullTemplate();
    chull_template(pts, h, tm);
    $expect.compare(tm.points.length, "==", 8, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:563");
    for (let i = 0; i < 8; i++) {
      $expect.compare(tm.src[i], "==", (i + 1) | 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:565");
    }
  });

  it("triangulation: each 4-corner surface gives 2 triangles; the list is reversed creation order [000:L540]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    chull_test_cube(pts, 0, 1);
    const w: ChullWork = new ChullWork();
    const h: ChullFacets = new ChullFacets();
    $expect.compare(chull_build(w, pts, h), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:574");
    const tm: ChullTemplate = new ChullTemplate();
    chull_template(pts, h, tm);
    const tr: ChullTriangles = new ChullTriangles();
    chull_triangulate(w, tm, tr);
    $expect.compare(tr.v.length, "==", 36, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:579");
    // first in the list: the last surface's last fan triangle (v0, v2, v3)
    const s5: number = tm.start[5];
    $expect.compare(tr.v[0], "==", tm.verts[s5], "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:582");
    $expect.compare(tr.v[1], "==", tm.verts[(s5 + 2) | 0], "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:583");
    $expect.compare(tr.v[2], "==", tm.verts[(s5 + 3) | 0], "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:584");
    // last in the list: the first surface's first fan triangle (v0, v1, v2)
    $expect.compare(tr.v[33], "==", tm.verts[0], "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:586");
    $expect.compare(tr.v[34], "==", tm.verts[1], "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:587");
    $expect.compare(tr.v[35], "==", tm.verts[2], "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:588");
  });

  it("each triangle points along its surface normal; the unit normals have length 1 [000:L535]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 3, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 2, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 5 }));
    pts.push(Object.assign(new Vec3(), { x: 2, y: 2, z: 2 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 3 }));
    const w: ChullWork = new ChullWork();
    const h: ChullFacets = new ChullFacets();
    $expect.compare(chull_build(w, pts, h), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:601");
    const tm: ChullTemplate = new ChullTemplate();
    chull_template(pts, h, tm);
    const tr: ChullTriangles = new ChullTriangles();
    chull_triangulate(w, tm, tr);
    chull_unit_normals(tm.points, tr);
    // creation order is reversed: triangle t of the list is creation triangle nt-1-t
    const nt: number = (tr.v.length / 3) | 0;
    let t: number = (nt - 1) | 0;
    for (let s = 0, s$end = tm.start.length - 1; s < s$end; s++) {
      const ns_x = tm.normal[s].x, ns_y = tm.normal[s].y, ns_z = tm.normal[s].z;
      for (let k = 0, k$end = (tm.start[(s + 1) | 0] - tm.start[s] - 2) | 0; k < k$end; k++) {
        const nn_x = tr.normal[t].x, nn_y = tr.normal[t].y, nn_z = tr.normal[t].z;
        $expect.compare(nn_x * nn_x + nn_y * nn_y + nn_z * nn_z, "==", 1, "ext", mode, "spec/ivp/geometry/tests/hull_tests.spec:614");
        $expect.compare(nn_x * ns_x + nn_y * ns_y + nn_z * ns_z, ">", 0.999999, "ext", mode, "spec/ivp/geometry/tests/hull_tests.spec:615");
        t = (t - 1) | 0;
      }
    }
    $expect.compare(t, "==", -1, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:619");
  });

  it("twins: every edge's opposite is its reverse, and the opposite of the opposite is the edge [000:L557]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: ChullRng = new ChullRng();
    r.s = 7;
    const pts: Vec3[] = [];
    chull_test_cloud(r, 0, 60, pts);
    const l: number = hull_ledge(mem, pts);
    $expect.compare(chull_test_structure(mem, l) & 1, "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:628");
    const nt: number = mem.i16[(l + Ledge.n_triangles) >>> 1];
    for (let i = 0; i < nt; i++) {
      const t: number = ledge_triangle(l, i);
      for (let k = 0; k < 3; k++) {
        const e: number = triangle_edge(t, k);
        const o: number = edge_opposite(mem, e);
        // opposite_index = (slot(opposite) - (4i+k+1)) & 0x7fff, slots counted from triangle 0's word
        const slot: number = (Math.imul(4, i) + k + 1) | 0;
        const oslot: number = (((o - ledge_triangle(l, 0)) >>> 0) / 4) | 0;
        $expect.compare((mem.u32[e >>> 2] >>> 16) & 0x7fff, "==", (oslot - slot) & 0x7fff, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:638");
        $expect.compare(edge_opposite(mem, o), "==", e, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:639");
        const en: number = edge_next(e);
        $expect.compare(mem.u32[(o + Edge.start_point_index) >>> 2] & 0xffff, "==", mem.u32[(en + Edge.start_point_index) >>> 2] & 0xffff, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:641");
      }
    }
  });

  it("points are numbered in first-appearance order over the triangles and their edges [000:L551]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: ChullRng = new ChullRng();
    r.s = 11;
    const pts: Vec3[] = [];
    chull_test_cloud(r, 1, 40, pts);
    const l: number = hull_ledge(mem, pts);
    $expect.compare(chull_test_structure(mem, l) & 64, "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:652");
    const t0: number = ledge_triangle(l, 0);
    const e0: number = triangle_edge(t0, 0);
    const e1: number = triangle_edge(t0, 1);
    const e2: number = triangle_edge(t0, 2);
    $expect.compare(mem.u32[(e0 + Edge.start_point_index) >>> 2] & 0xffff, "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:657");
    $expect.compare(mem.u32[(e1 + Edge.start_point_index) >>> 2] & 0xffff, "==", 1, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:658");
    $expect.compare(mem.u32[(e2 + Edge.start_point_index) >>> 2] & 0xffff, "==", 2, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:659");
  });

  it("points are stored as f32 x, y, z with 0 in the fourth float [000:L558]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0.1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0.2, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0.3 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    const l: number = hull_ledge(mem, pts);
    let found: number = 0;
    for (let i = 0; i < 4; i++) {
      const q: number = ledge_point(mem, l, i);
      $expect.compare(mem.u32[(q + 12) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:672");
      const v_x = mem.f32[(q + PolyPoint["p.x"]) >>> 2], v_y = mem.f32[(q + PolyPoint["p.y"]) >>> 2], v_z = mem.f32[(q + PolyPoint["p.z"]) >>> 2];
      if (v_x === 0.10000000149011612 /* 0.1f */ && v_y === 0 && v_z === 0 || v_x === 1 && v_y === 0.20000000298023224 /* 0.2f */ && v_z === 0 || v_x === 0 && v_y === 1 && v_z === 0.30000001192092896 /* 0.3f */ || v_x === 0 && v_y === 0 && v_z === 1) {
        found = (found + 1) | 0;
      }
    }
    $expect.compare(found, "==", 4, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:678");
  });

  it("building the same points twice gives the same bytes [000:L563]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: ChullRng = new ChullRng();
    r.s = 3;
    const pts: Vec3[] = [];
    chull_test_cloud(r, 3, 80, pts);
    const a: number = hull_ledge(mem, pts);
    const b: number = hull_ledge(mem, pts);
    $expect.compare(a, "!=", b, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:688");
    $expect.truth(chull_test_same_bytes(mem, a, b), "spec/ivp/geometry/tests/hull_tests.spec:689");
  });
});

describe("000 §1.6.3 step 3: the sliver filter and its retry (G36, G35)", () => {
  it("A = Σ n·((v_{k+1}-v_k)×(v_k-v_0)) is -2 for the unit square counter-clockwise about n [000:L515]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    const loop: number[] = [0, 1, 2, 3];
    $expect.compare(chull_facet_area(pts, loop, 0, 4, 0, 0, 1), "==", -2, "f64", mode, "spec/ivp/geometry/tests/hull_tests.spec:701");
    $expect.compare(chull_facet_area(pts, loop, 0, 4, 0, 0, -1), "==", 2, "f64", mode, "spec/ivp/geometry/tests/hull_tests.spec:702");
  });

  it("L2 = Σ |v_{k+1}-v_k|² over the closed loop is 4 for the unit square [000:L516]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    const loop: number[] = [0, 1, 2, 3];
    $expect.compare(chull_facet_len2(pts, loop, 0, 4), "==", 4, "f64", mode, "spec/ivp/geometry/tests/hull_tests.spec:712");
  });

  it("a facet is a sliver when A < sqrt(L2)·0.005: a 1 × 0.003 rectangle is, 1 × 0.004 is not; the sign of n does not matter [000:L517]", () => {
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0.003, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0.003, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0.004, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0.004, z: 0 }));
    const thin: number[] = [0, 1, 2, 3];
    const fat: number[] = [0, 1, 4, 5];
    const marked: boolean[] = [false, false, false, false, false, false];
    const h1: ChullFacets = new ChullFacets();
    chull_test_one_facet(h1, thin, 0, 0, 1);
    chull_test_close(h1);
    $expect.truth(chull_sliver_filter(pts, h1, marked), "spec/ivp/geometry/tests/hull_tests.spec:729");
    const h2: ChullFacets = new ChullFacets();
    chull_test_one_facet(h2, thin, 0, 0, -1);
    chull_test_close(h2);
    $expect.truth(chull_sliver_filter(pts, h2, marked), "spec/ivp/geometry/tests/hull_tests.spec:733");
    const h3: ChullFacets = new ChullFacets();
    chull_test_one_facet(h3, fat, 0, 0, 1);
    chull_test_close(h3);
    const clean: boolean[] = [false, false, false, false, false, false];
    $expect.truth(!chull_sliver_filter(pts, h3, clean), "spec/ivp/geometry/tests/hull_tests.spec:738");
    for (let i = 0; i < 6; i++) {
      $expect.truth(!clean[i], "spec/ivp/geometry/tests/hull_tests.spec:740");
    }
  });

  it("the vertex removed: farthest from vertex 0, then farthest from that; the first remaining other vertex [000:L518]", () => {
    const mode = { "kind": "exact" } as const;
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 3, y: 0.001, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 2, y: 0, z: 0 }));
    // farthest from v0 is v2, farthest from v2 is v0: v1 goes
    const a: number[] = [0, 1, 2, 3];
    $expect.compare(chull_sliver_vertex(pts, a, 0, 4), "==", 1, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:752");
    // loop (v1, v0, v2): farthest from v1 is v2 (2.0), farthest from v2 is v0 (3.0): position 0 goes
    const b: number[] = [1, 0, 2];
    $expect.compare(chull_sliver_vertex(pts, b, 0, 3), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:755");
  });

  it("a sliver with an already marked vertex marks nothing more but still asks for the retry [000:L518]", () => {
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: 0.001, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 2, y: 0, z: 0.001 }));
    const h: ChullFacets = new ChullFacets();
    const f1: number[] = [0, 1, 2];
    const f2: number[] = [2, 1, 3];
    chull_test_one_facet(h, f1, 0, 0, 1);
    chull_test_one_facet(h, f2, 0, 0, 1);
    chull_test_close(h);
    const marked: boolean[] = [false, false, false, false];
    $expect.truth(chull_sliver_filter(pts, h, marked), "spec/ivp/geometry/tests/hull_tests.spec:771");
    // facet 1 marks its middle point 2; facet 2 contains point 2 and marks nothing
    $expect.truth(!marked[0], "spec/ivp/geometry/tests/hull_tests.spec:773");
    $expect.truth(!marked[1], "spec/ivp/geometry/tests/hull_tests.spec:774");
    $expect.truth(marked[2], "spec/ivp/geometry/tests/hull_tests.spec:775");
    $expect.truth(!marked[3], "spec/ivp/geometry/tests/hull_tests.spec:776");
  });

  it("retry: a point 0.001 off the middle of a cube edge makes a sliver, is removed, and the retry builds the cube [000:L520]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    chull_test_cube(pts, 0, 1);
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: -0.001, z: 0.001 }));
    const w: ChullWork = new ChullWork();
    const h: ChullFacets = new ChullFacets();
    $expect.compare(chull_build(w, pts, h), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:785");
    const marked: boolean[] = [];
    for (let i = 0; i < 9; i++) {
      marked.push(false);
    }
    $expect.truth(chull_sliver_filter(pts, h, marked), "spec/ivp/geometry/tests/hull_tests.spec:790");
    for (let i_1 = 0; i_1 < 8; i_1++) {
      $expect.truth(!marked[i_1], "spec/ivp/geometry/tests/hull_tests.spec:792");
    }
    $expect.truth(marked[8], "spec/ivp/geometry/tests/hull_tests.spec:794");
    const cube: Vec3[] = [];
    chull_test_cube(cube, 0, 1);
    const l0: number = hull_ledge(mem, cube);
    const l1: number = hull_ledge(mem, pts);
    $expect.truth(chull_test_same_bytes(mem, l0, l1), "spec/ivp/geometry/tests/hull_tests.spec:799");
  });

  it("retry leaving exactly 3 points takes the triangle-ledge path [000:L522]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: -0.001, z: 0.001 }));
    const l: number = hull_ledge(mem, pts);
    const t: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0.5, 1, 0);
    $expect.compare(mem.u32[(l + Ledge.flags) >>> 2], "==", 0x604, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:810");
    $expect.truth(chull_test_same_bytes(mem, l, t), "spec/ivp/geometry/tests/hull_tests.spec:811");
  });

  it("retry leaving fewer than 3 points gives NULL (a needle: every facet is a sliver) [000:L523]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: 0.001, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: 0, z: 0.001 }));
    $expect.compare(hull_points_status(pts), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:820");
    const l: number = hull_ledge(mem, pts);
    $expect.compare(l, "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:822");
  });

  it("where qhull would joggle (the retry leaves 4 coplanar points) the port gives up with NULL [000:L524]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0.5, y: -0.001, z: 0.001 }));
    $expect.compare(hull_points_status(pts), "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:832");
    const l: number = hull_ledge(mem, pts);
    $expect.compare(l, "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:834");
  });
});

describe("000 §1.6.3 pierce assignment (G39)", () => {
  it("pierce overwrites the partner's link: normals +z, +z, -z give 2, 2, 1 (not symmetric) [000:L547]", () => {
    const mode = { "kind": "exact" } as const;
    const nrm: Vec3[] = [];
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0, z: -1 }));
    const pierce: number[] = [];
    chull_assign_pierce(nrm, pierce);
    $expect.compare(pierce[0], "==", 2, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:846");
    $expect.compare(pierce[1], "==", 2, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:847");
    $expect.compare(pierce[2], "==", 1, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:848");
  });

  it("the partner must be below -1e-6: a dot of -1e-7 leaves the triangle without one [000:L546]", () => {
    const mode = { "kind": "exact" } as const;
    const nrm: Vec3[] = [];
    nrm.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    nrm.push(Object.assign(new Vec3(), { x: -1e-7, y: 1, z: 0 }));
    nrm.push(Object.assign(new Vec3(), { x: -0.000002, y: 0, z: 1 }));
    const pierce: number[] = [];
    chull_assign_pierce(nrm, pierce);
    // triangle 0 takes 2 (dot -2e-6); 1 has no partner below -1e-6
    $expect.compare(pierce[0], "==", 2, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:859");
    $expect.compare(pierce[2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:860");
    $expect.compare(pierce[1], "==", -1, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:861");
  });

  it("equal dots keep the first triangle in list order: +z, -z, -z end as 2, 0, 0 [000:L546]", () => {
    const mode = { "kind": "exact" } as const;
    // triangle 0 takes 1 (the first of two -1 dots); 1 is set; 2 is not, takes 0 and overwrites
    // 0's link: 2, 0, 0. Had 0 taken the last of the tie (2), 1 would take 0 last: 1, 0, 0.
    const nrm: Vec3[] = [];
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0, z: -1 }));
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0, z: -1 }));
    const pierce: number[] = [];
    chull_assign_pierce(nrm, pierce);
    $expect.compare(pierce[0], "==", 2, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:873");
    $expect.compare(pierce[1], "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:874");
    $expect.compare(pierce[2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:875");
  });

  it("the most negative dot wins, not the first below -1e-6: +z, (0, 0.6, -0.8), -z end as 1, 0, 0 [000:L546]", () => {
    const mode = { "kind": "exact" } as const;
    // triangle 0 takes 2 (-1 beats -0.8); 1 is not set, takes 0 (its only dot below -1e-6) and
    // overwrites 0's link. Taking the first below -1e-6 would give 2, 0, 0 instead.
    const nrm: Vec3[] = [];
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0.6, z: -0.8 }));
    nrm.push(Object.assign(new Vec3(), { x: 0, y: 0, z: -1 }));
    const pierce: number[] = [];
    chull_assign_pierce(nrm, pierce);
    $expect.compare(pierce[0], "==", 1, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:887");
    $expect.compare(pierce[1], "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:888");
    $expect.compare(pierce[2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:889");
  });

  it("a cube's triangles: every pierce triangle lies on the opposite face [000:L546]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    chull_test_cube(pts, -1, 1);
    const l: number = hull_ledge(mem, pts);
    for (let i = 0; i < 12; i++) {
      const t: number = ledge_triangle(l, i);
      const u: number = triangle_pierce(mem, t);
      const et: number = triangle_edge(t, 0);
      const eu: number = triangle_edge(u, 0);
      hesse(mem, et, l, _s0);
      const nt_x = _s0.x, nt_y = _s0.y, nt_z = _s0.z;
      hesse(mem, eu, l, _s1);
      const nu_x = _s1.x, nu_y = _s1.y, nu_z = _s1.z;
      // both hesse vectors have length 4 (the cube's edge is 2): anti-parallel means -16
      $expect.compare(nt_x * nu_x + nt_y * nu_y + nt_z * nu_z, "==", -16, "ext", mode, "spec/ivp/geometry/tests/hull_tests.spec:904");
    }
  });

  it("a missing pierce leaves pierce_index 0 in the generated word [000:L553]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const tr: ChullTriangles = new ChullTriangles();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
    tr.v.push(0);
    tr.v.push(1);
    tr.v.push(2);
    tr.v.push(1);
    tr.v.push(0);
    tr.v.push(2);
    chull_link_twins(tr, 3);
    tr.pierce.push(-1);
    tr.pierce.push(0);
    const l: number = chull_write_ledge(mem, pts, tr);
    const t0: number = ledge_triangle(l, 0);
    const t1: number = ledge_triangle(l, 1);
    $expect.compare((mem.u32[(t0 + Triangle.pierce_index) >>> 2] >>> 12) & 0xfff, "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:926");
    $expect.compare(mem.u32[(t1 + Triangle.word) >>> 2], "==", 0x00000001, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:927");
  });
});

describe("000 §1.6.3 ledge generator (G40)", () => {
  it("the generator reproduces the 1.6.2 template from the two-sided triangle A=(p0,p1,p2), B=(p1,p0,p2) [000:L504]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0.25, y: -1, z: 2 }));
    pts.push(Object.assign(new Vec3(), { x: 3, y: 0.5, z: 0 }));
    pts.push(Object.assign(new Vec3(), { x: -1.5, y: 2, z: 1 }));
    const tr: ChullTriangles = new ChullTriangles();
    tr.v.push(0);
    tr.v.push(1);
    tr.v.push(2);
    tr.v.push(1);
    tr.v.push(0);
    tr.v.push(2);
    chull_link_twins(tr, 3);
    chull_unit_normals(pts, tr);
    chull_assign_pierce(tr.normal, tr.pierce);
    const l: number = chull_write_ledge(mem, pts, tr);
    const p0_x = pts[0].x, p0_y = pts[0].y, p0_z = pts[0].z;
    const p1_x = pts[1].x, p1_y = pts[1].y, p1_z = pts[1].z;
    const p2_x = pts[2].x, p2_y = pts[2].y, p2_z = pts[2].z;
    const t: number = triangle_ledge(mem, p0_x, p0_y, p0_z, p1_x, p1_y, p1_z, p2_x, p2_y, p2_z);
    $expect.truth(chull_test_same_bytes(mem, l, t), "spec/ivp/geometry/tests/hull_tests.spec:952");
    $expect.compare(mem.u32[(l + 0x14) >>> 0 >>> 2], "==", 0x00040000, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:953");
    $expect.compare(mem.u32[(l + 0x24) >>> 0 >>> 2], "==", 0x7ffc0001, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:954");
  });

  it("header: c_point_offset = 0x10 + 16·n_tri, flags = ((1+n_tri+n_pts) << 8) | 4, size (n_pts+1+n_tri)·16 [000:L559]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r: ChullRng = new ChullRng();
    r.s = 5;
    const pts: Vec3[] = [];
    chull_test_cloud(r, 0, 200, pts);
    const l: number = hull_ledge(mem, pts);
    const nt: number = mem.i16[(l + Ledge.n_triangles) >>> 1];
    // a closed triangulated sphere: n_pts = n_tri/2 + 2
    const np: number = (((nt / 2) | 0) + 2) | 0;
    $expect.compare(mem.i32[(l + Ledge.c_point_offset) >>> 2], "==", (0x10 + Math.imul(16, nt)) | 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:966");
    $expect.compare(mem.u32[(l + Ledge.flags) >>> 2], "==", (((1 + nt + np) << 8) | 4) >>> 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:967");
    $expect.compare(Math.imul(16, mem.u32[(l + Ledge.size_div_16) >>> 2] >>> 8), "==", Math.imul(np + 1 + nt, 16), "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:968");
    $expect.compare(mem.i16[(l + Ledge.for_future_use) >>> 1], "==", 0, "i16", mode, "spec/ivp/geometry/tests/hull_tests.spec:969");
    $expect.compare(mem.i32[(l + Ledge.ledgetree_node_offset) >>> 2], "==", 0, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:970");
  });

  it("triangle i has tri_index i, material 0, not virtual [000:L553]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: Vec3[] = [];
    chull_test_cube(pts, 0, 2);
    const l: number = hull_ledge(mem, pts);
    for (let i = 0; i < 12; i++) {
      const t: number = ledge_triangle(l, i);
      $expect.compare(mem.u32[(t + Triangle.tri_index) >>> 2] & 0xfff, "==", i, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:979");
      $expect.compare((mem.u32[(t + Triangle.material_index) >>> 2] >>> 24) & 0x7f, "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:980");
      $expect.compare(mem.u32[(t + Triangle.tri_is_virtual) >>> 2] >>> 31, "==", 0, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:981");
      $expect.compare(edge_ledge(mem, triangle_edge(t, 2)), "==", l, "u32", mode, "spec/ivp/geometry/tests/hull_tests.spec:982");
    }
  });

  it("more than 4096 triangles do not fit the 12-bit tri_index: refused before anything is written [000:L150]", () => {
    const mem = new Memory();
    const tr: ChullTriangles = new ChullTriangles();
    const pts: Vec3[] = [];
    pts.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    for (let i = 0; i < 12291; i++) {
      tr.v.push(0);
    }
    $expect.asserts(() => {
      chull_write_ledge(mem, pts, tr);
    }, "12-bit tri_index", "spec/ivp/geometry/tests/hull_tests.spec:993");
  });
});

describe("000 §1.6.3 L563: property checks over seeded point clouds", () => {
  it("uniform cubes: closed, outward, convex, containing, identical twice (14 clouds, at least 10 real hulls) [000:L563]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const n: number = chull_test_clouds(mem, 0, 1, 14);
    $expect.compare(n, ">=", 10, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:1002");
  });

  it("points on a sphere (14 clouds) [000:L563]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const n: number = chull_test_clouds(mem, 1, 2, 14);
    $expect.compare(n, ">=", 10, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:1007");
  });

  it("thin slabs 2 × 2 × 0.02 (14 clouds) [000:L563]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const n: number = chull_test_clouds(mem, 2, 3, 14);
    $expect.compare(n, ">=", 10, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:1012");
  });

  it("rotated boxes rounded to f32: nearly coplanar faces (14 clouds) [000:L563]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const n: number = chull_test_clouds(mem, 3, 4, 14);
    $expect.compare(n, ">=", 10, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:1017");
  });

  it("integer lattice points: repeats, collinear and coplanar points (14 clouds) [000:L563]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const n: number = chull_test_clouds(mem, 4, 5, 14);
    $expect.compare(n, ">=", 10, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:1022");
  });

  it("unit clouds far from the origin (centre (1000, -500, 250), 14 clouds) [000:L563]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const n: number = chull_test_clouds(mem, 5, 6, 14);
    $expect.compare(n, ">=", 10, "i32", mode, "spec/ivp/geometry/tests/hull_tests.spec:1027");
  });
});
