// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.surface_manager_tests from spec/ivp/geometry/tests/surface_manager_tests.spec (sha256 34a8721034c3ec15).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3 } from "../../../../../runtime/index.js";
import { TestLcg, lcg_next, lcg_range, test_leaf_of, test_node_passes, test_query_mismatches, test_random_soup, test_soup_surface, test_tri_point, test_via_manager, tree_fixture, tree_fixture_node, tree_fixture_set } from "../support/surface_manager_tests.generated.js";
import { ledge_triangle, surface_root, surface_terminal_ledges } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { triangle_dist2 } from "../../../../../generated/ivp/geometry/ledge_helpers.generated.js";
import { triangle_ledge } from "../../../../../generated/ivp/geometry/pancake.generated.js";
import { RaySolver } from "../../../../../generated/ivp/geometry/raycast.generated.js";
import { PolygonSurfaceManager, bsm_add_reference_to_ledge, bsm_get_all_ledges_within_radius, bsm_get_radius_and_radius_dev, bsm_get_rotation_inertia, bsm_insert_all_ledges_hitting_ray, bsm_remove_reference_to_ledge, ledge_tree_sphere_query, psm_add_reference_to_ledge, psm_get_all_ledges_within_radius, psm_get_all_terminal_ledges, psm_get_mass_center, psm_get_radius_and_radius_dev, psm_get_rotation_inertia, psm_get_single_convex, psm_get_type, psm_init, psm_remove_reference_to_ledge } from "../../../../../generated/ivp/geometry/surface_manager.generated.js";
import { BallSurfaceManager, ball_surface_manager_init } from "../../../../../generated/ivp/objects/real_object.generated.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface {
  "mass_center.x" = 0,
  "mass_center.y" = 4,
  "mass_center.z" = 8,
  "rotation_inertia.x" = 12,
  "rotation_inertia.y" = 16,
  "rotation_inertia.z" = 20,
  upper_limit_radius = 24,
  byte_size = 28,
  max_factor_surface_deviation = 28,
}

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { ledgetree_node_offset = 4 }

/** Byte offsets in layout LedgetreeNode (D-GEN-14). */
const enum LedgetreeNode { "center.x" = 8, "center.y" = 12, "center.z" = 16 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _a4 = new Float32Array(2), _s5 = new Vec3(), _a6 = new Float32Array(2), _s7 = new Vec3();

describe("000 §1.3.1, §3.1.4: the polygon surface manager's slots (G04-G07, G09)", () => {
  it("the polygon and the ball manager behind one SurfaceManager slot table (obj+0x8c): types 0 and 1, their ledges and mass centres [000:L203]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 2, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 2, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 2, y: 2, z: 0 }));
    const faces: number[] = [0, 1, 2, 1, 3, 2];
    const cs: number = test_soup_surface(mem, v, faces);
    const poly: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(poly, cs);
    const ball: BallSurfaceManager = new BallSurfaceManager();
    ball_surface_manager_init(mem, ball);
    let c_x = 9, c_y = 9, c_z = 9;
    // two pancake ledges; the flat fallback puts the mass centre in the middle of the union box
    $expect.compare(test_via_manager(mem, poly, _s0), "==", 2, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:246");
    c_x = _s0.x; c_y = _s0.y; c_z = _s0.z;
    $expect.compare([c_x, c_y, c_z], "==", [1, 1, 0], "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:247");
    $expect.compare(psm_get_single_convex(mem, poly), "==", 0, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:248");
    // the ball: its dummy ledge, mass centre 0
    $expect.compare(test_via_manager(mem, ball, _s1), "==", 1001, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:250");
    c_x = _s1.x; c_y = _s1.y; c_z = _s1.z;
    $expect.compare([c_x, c_y, c_z], "==", [0, 0, 0], "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:251");
  });

  it("slot 0: a terminal root (one ledge) gives its ledge [000:L213]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    const faces: number[] = [0, 1, 2];
    const cs: number = test_soup_surface(mem, v, faces);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    $expect.compare(sm.vtable, "==", 0x100631e0, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:263");
    const all: number[] = [];
    surface_terminal_ledges(mem, cs, all);
    $expect.compare(psm_get_single_convex(mem, sm), "==", all[0], "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:266");
  });

  it("slot 0: several ledges and no root hull give NULL [000:L213]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    v.push(Object.assign(new Vec3(), { x: 5, y: 0, z: 0 }));
    const faces: number[] = [0, 1, 2, 1, 3, 2];
    const cs: number = test_soup_surface(mem, v, faces);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    $expect.compare(psm_get_single_convex(mem, sm), "==", 0, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:279");
  });

  it("slot 0: an inner root with offset_compact_ledge != 0 gives the root hull [000:L1418]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const hull: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 0, 1);
    const b: number = triangle_ledge(mem, 0, 0, 0, 0, 1, 0, 0, 0, 1);
    const cs: number = tree_fixture(mem, 3);
    tree_fixture_set(mem, cs, 0, 0, 0, 0, 1, 255, 255, 255, 2, hull);
    tree_fixture_set(mem, cs, 1, 0, 0, 0, 1, 255, 255, 255, -1, a);
    tree_fixture_set(mem, cs, 2, 0, 0, 0, 1, 255, 255, 255, -1, b);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    $expect.compare(psm_get_single_convex(mem, sm), "==", hull, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:292");
  });

  it("slots 1 and 3: the mass centre (cs+0x00) and the rotation inertia (cs+0x0c) are f32 copies [000:L214]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const cs: number = tree_fixture(mem, 1);
    const t$0_x = 0.10000000149011612 /* 0.1f */, t$0_y = -2.5, t$0_z = 2.999999892949745e-8 /* 3.0e-8f */;
    mem.f32[(cs + CompactSurface["mass_center.x"]) >>> 2] = t$0_x;
    mem.f32[(cs + CompactSurface["mass_center.y"]) >>> 2] = t$0_y;
    mem.f32[(cs + CompactSurface["mass_center.z"]) >>> 2] = t$0_z;
    const t$1_x = 0.11789999902248383 /* 0.1179f */, t$1_y = 0.25, t$1_z = 7;
    mem.f32[(cs + CompactSurface["rotation_inertia.x"]) >>> 2] = t$1_x;
    mem.f32[(cs + CompactSurface["rotation_inertia.y"]) >>> 2] = t$1_y;
    mem.f32[(cs + CompactSurface["rotation_inertia.z"]) >>> 2] = t$1_z;
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    let c_x = 9, c_y = 9, c_z = 9;
    psm_get_mass_center(mem, sm, _s2);
    c_x = _s2.x; c_y = _s2.y; c_z = _s2.z;
    $expect.compare([c_x, c_y, c_z], "==", [0.10000000149011612 /* 0.1f */, -2.5, 2.999999892949745e-8 /* 3.0e-8f */], "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:303");
    let i_x = 9, i_y = 9, i_z = 9;
    psm_get_rotation_inertia(mem, sm, _s3);
    i_x = _s3.x; i_y = _s3.y; i_z = _s3.z;
    $expect.compare([i_x, i_y, i_z], "==", [0.11789999902248383 /* 0.1179f */, 0.25, 7], "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:306");
  });

  it("slot 2: radius = R + |mc - c|, radius_dev = (max_factor & 0xff)·R·0.004f + |mc - c| (8.2) [000:L4057]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const cs: number = tree_fixture(mem, 1);
    const t$0_x = 1, t$0_y = 2, t$0_z = 2;
    mem.f32[(cs + CompactSurface["mass_center.x"]) >>> 2] = t$0_x;
    mem.f32[(cs + CompactSurface["mass_center.y"]) >>> 2] = t$0_y;
    mem.f32[(cs + CompactSurface["mass_center.z"]) >>> 2] = t$0_z;
    mem.f32[(cs + CompactSurface.upper_limit_radius) >>> 2] = 5;
    mem.u32[(cs + CompactSurface.max_factor_surface_deviation) >>> 2] = ((mem.u32[(cs + CompactSurface.max_factor_surface_deviation) >>> 2] & 0xffffff00) | ((10 << 0) & 0xff)) >>> 0;
    mem.u32[(cs + CompactSurface.byte_size) >>> 2] = ((mem.u32[(cs + CompactSurface.byte_size) >>> 2] & 0xff) | ((0x1234 << 8) & 0xffffff00)) >>> 0;
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    const o = _a4;
    o[0] = 0;
    o[1] = 0;
    psm_get_radius_and_radius_dev(mem, sm, 0, 0, 0, o);
    $expect.compare(o[0], "==", 8, "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:319");
    // 10·5·(f64)0.004f + 3 = 3.2000000095, rounded to f32
    $expect.compare(o[1], "==", 3.200000047683716 /* 3.2f */, "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:321");
    // the centre itself: radius R, deviation 10·5·0.004f = 0.2f
    psm_get_radius_and_radius_dev(mem, sm, 1, 2, 2, o);
    $expect.compare(o[0], "==", 5, "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:324");
    $expect.compare(o[1], "==", 0.20000000298023224 /* 0.2f */, "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:325");
  });

  it("slot 4, root_ledge NULL: the query from the root returns the ledges near the sphere [000:L1503]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    v.push(Object.assign(new Vec3(), { x: 10, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 11, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 10, y: 0, z: 1 }));
    const faces: number[] = [0, 1, 2, 3, 4, 5];
    const cs: number = test_soup_surface(mem, v, faces);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    const got: number[] = [];
    psm_get_all_ledges_within_radius(mem, sm, 10.2, 0.5, 0.2, 0.6, 0, got);
    $expect.compare(got.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:342");
    const l: number = got[0];
    const q: number = test_tri_point(mem, l, 0);
    $expect.compare([mem.f32[(q + PolyPoint["p.x"]) >>> 2], mem.f32[(q + PolyPoint["p.y"]) >>> 2], mem.f32[(q + PolyPoint["p.z"]) >>> 2]], "==", [10, 0, 0], "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:345");
    // a sphere over both returns both, in terminal (tree) order
    const both: number[] = [];
    psm_get_all_ledges_within_radius(mem, sm, 5, 0, 0.5, 7, 0, both);
    const all: number[] = [];
    psm_get_all_terminal_ledges(mem, sm, all);
    $expect.compare(both.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:351");
    $expect.compare(both[0], "==", all[0], "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:352");
    $expect.compare(both[1], "==", all[1], "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:353");
  });

  it("slot 4, root_ledge set: node = ledge + ledgetree_node_offset, then the queries of node+0x1c and of its right child [000:L1504]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const hull: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 0, 1);
    const b: number = triangle_ledge(mem, 0, 0, 0, 0, 1, 0, 0, 0, 1);
    const cs: number = tree_fixture(mem, 3);
    // the root's box sizes are 0: the root itself rejects every sphere
    tree_fixture_set(mem, cs, 0, 0, 0, 0, 1, 0, 0, 0, 2, hull);
    tree_fixture_set(mem, cs, 1, 0, 0, 0, 1, 255, 255, 255, -1, a);
    tree_fixture_set(mem, cs, 2, 0, 0, 0, 1, 255, 255, 255, -1, b);
    const root: number = tree_fixture_node(cs, 0);
    mem.i32[(hull + Ledge.ledgetree_node_offset) >>> 2] = ((root | 0) - (hull | 0)) | 0;
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    const from_root: number[] = [];
    psm_get_all_ledges_within_radius(mem, sm, 0.5, 0.5, 0.5, 0.5, 0, from_root);
    $expect.compare(from_root.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:371");
    const below: number[] = [];
    psm_get_all_ledges_within_radius(mem, sm, 0.5, 0.5, 0.5, 0.5, hull, below);
    $expect.compare(below.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:374");
    $expect.compare(below[0], "==", a, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:375");
    $expect.compare(below[1], "==", b, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:376");
  });

  it("slot 5: all terminal ledges (FUN_10020480), left to right [000:L218]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    v.push(Object.assign(new Vec3(), { x: 5, y: 0, z: 0 }));
    const faces: number[] = [0, 1, 2, 1, 3, 2];
    const cs: number = test_soup_surface(mem, v, faces);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    const got: number[] = [];
    psm_get_all_terminal_ledges(mem, sm, got);
    const want: number[] = [];
    surface_terminal_ledges(mem, cs, want);
    $expect.compare(got.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:393");
    $expect.compare(got[0], "==", want[0], "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:394");
    $expect.compare(got[1], "==", want[1], "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:395");
  });

  it("slots 7 and 8: add/remove reference are no-ops (the surface bytes are unchanged) [000:L220]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
    const faces: number[] = [0, 1, 2];
    const cs: number = test_soup_surface(mem, v, faces);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    const all: number[] = [];
    psm_get_all_terminal_ledges(mem, sm, all);
    const l: number = all[0];
    const before: number[] = [];
    for (let i = 0; i < 24; i++) {
      before.push(mem.u32[(l + (Math.imul(4, i) >>> 0)) >>> 0 >>> 2]);
    }
    psm_add_reference_to_ledge(sm, l);
    psm_remove_reference_to_ledge(sm, l);
    psm_remove_reference_to_ledge(sm, l);
    for (let i_1 = 0; i_1 < 24; i_1++) {
      $expect.compare(mem.u32[(l + (Math.imul(4, i_1) >>> 0)) >>> 0 >>> 2], "==", before[i_1], "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:418");
    }
    $expect.compare(sm.cs, "==", cs, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:420");
  });

  it("slot 10: get_type is 0 (polygon) [000:L222]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const cs: number = tree_fixture(mem, 1);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    $expect.compare(psm_get_type(sm), "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:427");
  });

  it("a polygon manager without a surface is refused [000:L204]", () => {
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    $expect.asserts(() => {
      psm_init(sm, 0);
    }, "polygon surface manager: no compact surface", "spec/ivp/geometry/tests/surface_manager_tests.spec:432");
  });
});

describe("000 §1.3.1, §3.2: the ledge-tree sphere query FUN_1000b950 (G08)", () => {
  it("sphere test: R·R < |d|² rejects, equality keeps [000:L229]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const cs: number = tree_fixture(mem, 1);
    tree_fixture_set(mem, cs, 0, 0, 0, 0, 1, 255, 255, 255, -1, l);
    const out_: number[] = [];
    // R = 1 + 2 = 3, |d|² = 9: kept (the box allows 255·(f32)0.004 + 2 = 3.02)
    ledge_tree_sphere_query(mem, surface_root(mem, cs), 3, 0, 0, 2, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:446");
    $expect.compare(out_[0], "==", l, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:447");
    out_.length = 0;
    ledge_tree_sphere_query(mem, surface_root(mem, cs), 3, 0, 0, 1.9999999, out_);
    $expect.compare(out_.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:450");
  });

  it("box test: |d_k| >= box_sizes[k]·s + r rejects (strict < keeps), on each axis [000:L1516]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const cs: number = tree_fixture(mem, 1);
    // radius 250: s = (f32)(250·0.004) = 1.0; boxes 2, 3, 4; r = 1: limits 3, 4, 5
    tree_fixture_set(mem, cs, 0, 0, 0, 0, 250, 2, 3, 4, -1, l);
    const root: number = surface_root(mem, cs);
    const out_: number[] = [];
    ledge_tree_sphere_query(mem, root, 3, 0, 0, 1, out_);
    $expect.compare(out_.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:461");
    ledge_tree_sphere_query(mem, root, -2.9999999999, 0, 0, 1, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:463");
    out_.length = 0;
    ledge_tree_sphere_query(mem, root, 0, -4, 0, 1, out_);
    $expect.compare(out_.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:466");
    ledge_tree_sphere_query(mem, root, 0, 3.9999999999, 0, 1, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:468");
    out_.length = 0;
    ledge_tree_sphere_query(mem, root, 0, 0, 5, 1, out_);
    $expect.compare(out_.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:471");
    ledge_tree_sphere_query(mem, root, 0, 0, 4.9999999999, 1, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:473");
  });

  it("s = (f32)(node.radius·0.004): radius 2 gives s = (f32)0.008, so 125·s + 0.5 exceeds 1.5 [000:L233]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const cs: number = tree_fixture(mem, 1);
    tree_fixture_set(mem, cs, 0, 0, 0, 0, 2, 125, 125, 125, -1, l);
    const out_: number[] = [];
    // 125·0.00800000038 + 0.5 = 1.5000000475: 1.50000002 is inside (an f64 s would give 1.5)
    ledge_tree_sphere_query(mem, surface_root(mem, cs), 1.50000002, 0, 0, 0.5, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:483");
    out_.length = 0;
    ledge_tree_sphere_query(mem, surface_root(mem, cs), 1.50000005, 0, 0, 0.5, out_);
    $expect.compare(out_.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:486");
  });

  it("leaves are appended; an inner node recurses left, then continues right (left-to-right order) [000:L236]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const b: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 0, 1);
    const c: number = triangle_ledge(mem, 0, 0, 0, 0, 1, 0, 0, 0, 1);
    const cs: number = tree_fixture(mem, 5);
    // root {left: a, right: {left: b, right: c}}
    tree_fixture_set(mem, cs, 0, 0, 0, 0, 10, 255, 255, 255, 2, 0);
    tree_fixture_set(mem, cs, 1, 0, 0, 0, 10, 255, 255, 255, -1, a);
    tree_fixture_set(mem, cs, 2, 0, 0, 0, 10, 255, 255, 255, 4, 0);
    tree_fixture_set(mem, cs, 3, 0, 0, 0, 10, 255, 255, 255, -1, b);
    tree_fixture_set(mem, cs, 4, 0, 0, 0, 10, 255, 255, 255, -1, c);
    const out_: number[] = [];
    out_.push(7);
    ledge_tree_sphere_query(mem, surface_root(mem, cs), 1, 1, 1, 1, out_);
    $expect.compare(out_.length, "==", 4, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:503");
    $expect.compare(out_[0], "==", 7, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:504");
    $expect.compare(out_[1], "==", a, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:505");
    $expect.compare(out_[2], "==", b, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:506");
    $expect.compare(out_[3], "==", c, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:507");
    // a rejected right subtree: node 2 moved away
    const n2: number = tree_fixture_node(cs, 2);
    const t$0_x = 100, t$0_y = 0, t$0_z = 0;
    mem.f32[(n2 + LedgetreeNode["center.x"]) >>> 2] = t$0_x;
    mem.f32[(n2 + LedgetreeNode["center.y"]) >>> 2] = t$0_y;
    mem.f32[(n2 + LedgetreeNode["center.z"]) >>> 2] = t$0_z;
    out_.length = 0;
    ledge_tree_sphere_query(mem, surface_root(mem, cs), 1, 1, 1, 1, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:513");
    $expect.compare(out_[0], "==", a, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:514");
  });

  it("an inner node with a hull is reported as the hull and not descended [000:L1531]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const hull: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 0, 1);
    const b: number = triangle_ledge(mem, 0, 0, 0, 0, 1, 0, 0, 0, 1);
    const cs: number = tree_fixture(mem, 3);
    tree_fixture_set(mem, cs, 0, 0, 0, 0, 10, 255, 255, 255, 2, hull);
    tree_fixture_set(mem, cs, 1, 0, 0, 0, 10, 255, 255, 255, -1, a);
    tree_fixture_set(mem, cs, 2, 0, 0, 0, 10, 255, 255, 255, -1, b);
    const out_: number[] = [];
    ledge_tree_sphere_query(mem, surface_root(mem, cs), 0, 0, 0, 1, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:527");
    $expect.compare(out_[0], "==", hull, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:528");
  });

  it("the dead 0x1000ba97 path (a terminal node without a ledge) is refused with an assert [000:L240]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const cs: number = tree_fixture(mem, 1);
    tree_fixture_set(mem, cs, 0, 0, 0, 0, 1, 255, 255, 255, -1, 0);
    const out_: number[] = [];
    $expect.asserts(() => {
      ledge_tree_sphere_query(mem, surface_root(mem, cs), 0, 0, 0, 1, out_);
    }, "terminal node without a ledge", "spec/ivp/geometry/tests/surface_manager_tests.spec:535");
    $expect.compare(out_.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:538");
  });

  it("C15: a triangle ledge is accepted on the sphere and box tests alone (no exact point-triangle test) [000:L241]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 10, y: 0, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 10, y: 0, z: 10 }));
    const faces: number[] = [0, 1, 2];
    const cs: number = test_soup_surface(mem, v, faces);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    const c_x = 1, c_y = 0, c_z = 9;
    const out_: number[] = [];
    psm_get_all_ledges_within_radius(mem, sm, c_x, c_y, c_z, 1, 0, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:553");
    // the triangle is 32 (squared) from c, far beyond r² = 1
    const l: number = out_[0];
    const d2: number = triangle_dist2(mem, l, ledge_triangle(l, 0), c_x, c_y, c_z);
    $expect.compare(d2, "==", 32, "ext", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:557");
  });

  it("the tree is stricter than the leaf rule alone: a leaf that passes is cut off by its parent's sphere [000:L1512]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const a: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 1);
    const b: number = triangle_ledge(mem, 9, 0, 0, 10, 0, 0, 9, 1, 1);
    const cs: number = tree_fixture(mem, 3);
    // the parent box [0,10]×[0,1]×[0,1]: centre (5, .5, .5), radius √25.5; leaves: unit boxes
    tree_fixture_set(mem, cs, 0, 5, 0.5, 0.5, 5.049752235412598 /* 5.0497524f */, 248, 25, 25, 2, 0);
    tree_fixture_set(mem, cs, 1, 0.5, 0.5, 0.5, 0.8660253882408142 /* 0.8660254f */, 145, 145, 145, -1, a);
    tree_fixture_set(mem, cs, 2, 9.5, 0.5, 0.5, 0.8660253882408142 /* 0.8660254f */, 145, 145, 145, -1, b);
    const c_x = -0.29, c_y = 1.1, c_z = 1.1;
    $expect.truth(test_node_passes(mem, tree_fixture_node(cs, 1), c_x, c_y, c_z, 0.3), "spec/ivp/geometry/tests/surface_manager_tests.spec:569");
    $expect.truth(!test_node_passes(mem, tree_fixture_node(cs, 0), c_x, c_y, c_z, 0.3), "spec/ivp/geometry/tests/surface_manager_tests.spec:570");
    const out_: number[] = [];
    ledge_tree_sphere_query(mem, surface_root(mem, cs), c_x, c_y, c_z, 0.3, out_);
    $expect.compare(out_.length, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:573");
  });
});

describe("Properties over seeded random soups: the sphere query against brute force", () => {
  it("the query equals the per-leaf brute force (leaf and ancestors), finds every ledge within r, returns only leaves passing the rule [000:L1509]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const g: TestLcg = new TestLcg();
    g.s = 12345;
    let bad: number = 0;
    let checked: number = 0;
    let hits: number = 0;
    for (let k = 0; k < 24; k++) {
      const n: number = (1 + ((lcg_next(g) % 14) | 0)) | 0;
      const cs: number = test_random_soup(mem, g, n);
      for (let q = 0; q < 30; q++) {
        const cx: number = lcg_range(g, -3, 23);
        const cy: number = lcg_range(g, -3, 23);
        const cz: number = lcg_range(g, -3, 23);
        const r: number = lcg_range(g, 0, 7);
        const c_x = cx, c_y = cy, c_z = cz;
        bad = (bad + test_query_mismatches(mem, cs, c_x, c_y, c_z, r)) | 0;
        const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
        psm_init(sm, cs);
        const got: number[] = [];
        psm_get_all_ledges_within_radius(mem, sm, c_x, c_y, c_z, r, 0, got);
        hits = (hits + got.length) | 0;
        // only leaves that pass the rule alone
        for (let i = 0; i < got.length; i++) {
          const nd: number = test_leaf_of(mem, cs, got[i]);
          if (nd === 0 || !test_node_passes(mem, nd, c_x, c_y, c_z, r)) {
            bad = (bad + 1) | 0;
          }
        }
        checked = (checked + 1) | 0;
      }
    }
    $expect.compare(bad, "==", 0, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:609");
    $expect.compare(checked, "==", 720, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:610");
    // the spheres do find ledges (the property is not vacuous)
    $expect.compare(hits, ">", 100, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:612");
  });
});

describe("000 §1.3.2, §3.1.4: the ball surface manager (G10)", () => {
  it("slots 0, 1, 5, 10: the dummy ledge (32 zero bytes, 16-aligned), mass centre 0, terminal ledges = dummy, type 1 [000:L243]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const sm: BallSurfaceManager = new BallSurfaceManager();
    ball_surface_manager_init(mem, sm);
    $expect.compare(sm!.get_single_convex(mem), "==", sm.dummy_ledge, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:620");
    $expect.compare(sm.dummy_ledge & 0xf, "==", 0, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:621");
    for (let i = 0; i < 8; i++) {
      $expect.compare(mem.u32[(sm.dummy_ledge + Math.imul(4, i)) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:623");
    }
    let c_x = 1, c_y = 2, c_z = 3;
    sm!.get_mass_center(mem, _s5);
    c_x = _s5.x; c_y = _s5.y; c_z = _s5.z;
    $expect.compare([c_x, c_y, c_z], "==", [0, 0, 0], "f32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:627");
    const out_: number[] = [];
    sm!.get_all_terminal_ledges(mem, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:630");
    $expect.compare(out_[0], "==", sm.dummy_ledge, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:631");
    $expect.compare(sm!.get_type(), "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:632");
  });

  it("slots 2, 3 and 6 are deliberate crash stubs (asserts naming the slot) [000:L250]", () => {
    const mem = new Memory();
    const sm: BallSurfaceManager = new BallSurfaceManager();
    ball_surface_manager_init(mem, sm);
    const o = _a6;
    o[0] = 0;
    o[1] = 0;
    $expect.asserts(() => {
      bsm_get_radius_and_radius_dev(sm, 0, 0, 0, o);
    }, "ball surface manager slot 2", "spec/ivp/geometry/tests/surface_manager_tests.spec:639");
    let i_x = 0, i_y = 0, i_z = 0;
    $expect.asserts(() => {
      bsm_get_rotation_inertia(sm, _s7);
      i_x = _s7.x; i_y = _s7.y; i_z = _s7.z;
    }, "ball surface manager slot 3", "spec/ivp/geometry/tests/surface_manager_tests.spec:643");
    const rs: RaySolver = new RaySolver();
    $expect.asserts(() => {
      bsm_insert_all_ledges_hitting_ray(sm, rs);
    }, "ball surface manager slot 6", "spec/ivp/geometry/tests/surface_manager_tests.spec:647");
  });

  it("slot 4: the dummy ledge is added iff !(r·r < |c|²) (the cell is cut; reconstructed) [000:L252]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const sm: BallSurfaceManager = new BallSurfaceManager();
    ball_surface_manager_init(mem, sm);
    const out_: number[] = [];
    bsm_get_all_ledges_within_radius(sm, 3, 4, 0, 5, 0, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:657");
    $expect.compare(out_[0], "==", sm.dummy_ledge, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:658");
    bsm_get_all_ledges_within_radius(sm, 3, 4, 0, 4.9999999, 0, out_);
    $expect.compare(out_.length, "==", 1, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:660");
    bsm_get_all_ledges_within_radius(sm, 0, 0, 0, 0, 0, out_);
    $expect.compare(out_.length, "==", 2, "i32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:662");
  });

  it("slots 7 and 8: no-ops [000:L1429]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const sm: BallSurfaceManager = new BallSurfaceManager();
    ball_surface_manager_init(mem, sm);
    const l: number = sm.dummy_ledge;
    bsm_add_reference_to_ledge(sm, l);
    bsm_remove_reference_to_ledge(sm, l);
    for (let i = 0; i < 8; i++) {
      $expect.compare(mem.u32[(sm.dummy_ledge + Math.imul(4, i)) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:672");
    }
    $expect.compare(sm.vtable, "==", 0x10063a90, "u32", mode, "spec/ivp/geometry/tests/surface_manager_tests.spec:674");
  });
});
