// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.raycast_tests from spec/ivp/geometry/tests/raycast_tests.spec (sha256 052cadc1503e4d8e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3 } from "../../../../../runtime/index.js";
import { RecordingRayListener, ray_test_cube, ray_test_floor, test_ray_mismatch } from "../support/raycast_tests.generated.js";
import { TestLcg, lcg_next, lcg_range, test_random_soup, test_soup_surface, test_tri_point } from "../support/surface_manager_tests.generated.js";
import { ledge_triangle, surface_root, surface_terminal_ledges } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { RaySolver, SurfaceRayHit, ray_solver_init, ray_tree_walk, surface_ray_cast } from "../../../../../generated/ivp/geometry/raycast.generated.js";
import { LedgeSoup, soup_add_convex, soup_compile, soup_init } from "../../../../../generated/ivp/geometry/soup.generated.js";
import { PolygonSurfaceManager, psm_init, psm_insert_all_ledges_hitting_ray } from "../../../../../generated/ivp/geometry/surface_manager.generated.js";

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

describe("000 §1.5.4: the ray cast (G29)", () => {
  it("a floor: the ray from above hits the right face at distance 5; triangle 0's normal is flipped to face the start [000:L451]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    const faces: number[] = [];
    ray_test_floor(v, faces, 0);
    const cs: number = test_soup_surface(mem, v, faces);
    const hit: SurfaceRayHit = new SurfaceRayHit();
    $expect.truth(surface_ray_cast(mem, cs, 0.75, 5, 0.25, 0.75, -5, 0.25, hit), "spec/ivp/geometry/tests/raycast_tests.spec:186");
    $expect.compare(hit.distance, "==", 5, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:187");
    $expect.compare([hit.normal.x, hit.normal.y, hit.normal.z], "==", [0, 1, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:188");
    // face 0 = (0,0,0), (1,0,0), (1,0,1) holds (0.75, 0, 0.25); only triangle 0 is ever tested
    const l: number = hit.ledge;
    const q: number = test_tri_point(mem, l, 1);
    $expect.compare([mem.f32[(q + PolyPoint["p.x"]) >>> 2], mem.f32[(q + PolyPoint["p.y"]) >>> 2], mem.f32[(q + PolyPoint["p.z"]) >>> 2]], "==", [1, 0, 0], "f32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:192");
    $expect.compare(hit.triangle, "==", ledge_triangle(l, 0), "u32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:193");
  });

  it("a floor from below: the start is in front of triangle 0, the normal is not flipped [000:L451]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    const faces: number[] = [];
    ray_test_floor(v, faces, 0);
    const cs: number = test_soup_surface(mem, v, faces);
    const hit: SurfaceRayHit = new SurfaceRayHit();
    $expect.truth(surface_ray_cast(mem, cs, 0.25, -5, 0.75, 0.25, 5, 0.75, hit), "spec/ivp/geometry/tests/raycast_tests.spec:202");
    $expect.compare(hit.distance, "==", 5, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:203");
    $expect.compare([hit.normal.x, hit.normal.y, hit.normal.z], "==", [0, -1, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:204");
    // face 1 = (0,0,0), (1,0,1), (0,0,1) holds (0.25, 0, 0.75)
    const l: number = hit.ledge;
    const q: number = test_tri_point(mem, l, 2);
    $expect.compare([mem.f32[(q + PolyPoint["p.x"]) >>> 2], mem.f32[(q + PolyPoint["p.y"]) >>> 2], mem.f32[(q + PolyPoint["p.z"]) >>> 2]], "==", [0, 0, 1], "f32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:208");
    $expect.compare(hit.triangle, "==", ledge_triangle(l, 0), "u32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:209");
  });

  it("rays that miss: beside the floor, too short, parallel in a plane above, zero length [000:L449]", () => {
    const mem = new Memory();
    const v: Vec3[] = [];
    const faces: number[] = [];
    ray_test_floor(v, faces, 0);
    const cs: number = test_soup_surface(mem, v, faces);
    const hit: SurfaceRayHit = new SurfaceRayHit();
    $expect.truth(!surface_ray_cast(mem, cs, 2, 5, 2, 2, -5, 2, hit), "spec/ivp/geometry/tests/raycast_tests.spec:218");
    $expect.truth(!hit.found, "spec/ivp/geometry/tests/raycast_tests.spec:219");
    $expect.truth(!surface_ray_cast(mem, cs, 0.75, 5, 0.25, 0.75, 0.5, 0.25, hit), "spec/ivp/geometry/tests/raycast_tests.spec:220");
    $expect.truth(!surface_ray_cast(mem, cs, -1, 1, 0.25, 3, 1, 0.25, hit), "spec/ivp/geometry/tests/raycast_tests.spec:221");
    $expect.truth(!surface_ray_cast(mem, cs, 0.75, 0, 0.25, 0.75, 0, 0.25, hit), "spec/ivp/geometry/tests/raycast_tests.spec:222");
  });

  it("two floors: every hit goes to the listener; the nearest-hit query keeps the nearer (distance 3) [000:L454]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    const faces: number[] = [];
    ray_test_floor(v, faces, 0);
    ray_test_floor(v, faces, 2);
    const cs: number = test_soup_surface(mem, v, faces);
    const rec: RecordingRayListener = new RecordingRayListener();
    const rs: RaySolver = new RaySolver();
    ray_solver_init(rs, 0.75, 5, 0.25, 0.75, -5, 0.25, rec, 3);
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    psm_insert_all_ledges_hitting_ray(mem, sm, rs);
    $expect.compare(rec.calls, "==", 2, "i32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:237");
    const hit: SurfaceRayHit = new SurfaceRayHit();
    $expect.truth(surface_ray_cast(mem, cs, 0.75, 5, 0.25, 0.75, -5, 0.25, hit), "spec/ivp/geometry/tests/raycast_tests.spec:239");
    $expect.compare(hit.distance, "==", 3, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:240");
    const l: number = hit.ledge;
    const q: number = test_tri_point(mem, l, 0);
    $expect.compare([mem.f32[(q + PolyPoint["p.x"]) >>> 2], mem.f32[(q + PolyPoint["p.y"]) >>> 2], mem.f32[(q + PolyPoint["p.z"]) >>> 2]], "==", [0, 2, 0], "f32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:243");
  });

  it("the listener's slot 0 gets (arg, ledge, triangle, (f64)(length·t), normal); length is f32 [000:L454]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    const faces: number[] = [];
    ray_test_floor(v, faces, 0);
    const cs: number = test_soup_surface(mem, v, faces);
    const rec: RecordingRayListener = new RecordingRayListener();
    const rs: RaySolver = new RaySolver();
    ray_solver_init(rs, 0.75, 0.1, 0.25, 0.75, -0.1, 0.25, rec, 42);
    $expect.compare(rs.length, "==", 0.20000000298023224 /* 0.2f */, "f32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:254");
    $expect.compare([rs.centre.x, rs.centre.y, rs.centre.z], "==", [0.75, 0, 0.25], "f32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:255");
    $expect.compare([rs.dir.x, rs.dir.y, rs.dir.z], "==", [0, -1, 0], "f32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:256");
    const sm: PolygonSurfaceManager = new PolygonSurfaceManager();
    psm_init(sm, cs);
    psm_insert_all_ledges_hitting_ray(mem, sm, rs);
    $expect.compare(rec.calls, "==", 1, "i32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:260");
    $expect.compare(rec.args[0], "==", 42, "i32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:261");
    const l: number = rec.ledges[0];
    $expect.compare(rec.triangles[0], "==", ledge_triangle(l, 0), "u32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:263");
    // t = 0.1 / 0.2 = 0.5; (f32)0.2 · 0.5
    $expect.compare(rec.distances[0], "==", 0.20000000298023224 /* 0.2f */ * 0.5, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:265");
    const n_x = rec.normals[0].x, n_y = rec.normals[0].y, n_z = rec.normals[0].z;
    $expect.compare([n_x, n_y, n_z], "==", [0, 1, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:267");
  });

  it("the tree walk prunes by the capsule: a ray far from every node sphere reaches no ledge [000:L447]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const v: Vec3[] = [];
    const faces: number[] = [];
    ray_test_floor(v, faces, 0);
    const cs: number = test_soup_surface(mem, v, faces);
    const rec: RecordingRayListener = new RecordingRayListener();
    const rs: RaySolver = new RaySolver();
    ray_solver_init(rs, 50, 5, 0, 50, -5, 0, rec, 0);
    ray_tree_walk(mem, rs, surface_root(mem, cs));
    $expect.compare(rec.calls, "==", 0, "i32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:279");
  });

  it("bad input: non-finite ray ends and a NULL surface are refused [000:L433]", () => {
    const mem = new Memory();
    const v: Vec3[] = [];
    const faces: number[] = [];
    ray_test_floor(v, faces, 0);
    const cs: number = test_soup_surface(mem, v, faces);
    const hit: SurfaceRayHit = new SurfaceRayHit();
    const big: number = 1e+308;
    const inf: number = big * 10;
    $expect.asserts(() => {
      surface_ray_cast(mem, cs, inf, 0, 0, 0, 0, 0, hit);
    }, "ray cast: non-finite start", "spec/ivp/geometry/tests/raycast_tests.spec:290");
    $expect.asserts(() => {
      surface_ray_cast(mem, cs, 0, 0, 0, 0, inf - inf, 0, hit);
    }, "ray cast: non-finite end", "spec/ivp/geometry/tests/raycast_tests.spec:293");
    $expect.asserts(() => {
      surface_ray_cast(mem, 0, 0, 1, 0, 0, -1, 0, hit);
    }, "ray cast: no compact surface", "spec/ivp/geometry/tests/raycast_tests.spec:296");
  });

  it("a convex cube: rays from the six sides hit the facing side at distance 4 with its outward normal [000:L452]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const cs: number = ray_test_cube(mem);
    const hit: SurfaceRayHit = new SurfaceRayHit();
    $expect.truth(surface_ray_cast(mem, cs, 0.3, 5, 0.6, 0.3, -5, 0.6, hit), "spec/ivp/geometry/tests/raycast_tests.spec:304");
    $expect.compare(hit.distance, "==", 4, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:305");
    $expect.compare([hit.normal.x, hit.normal.y, hit.normal.z], "==", [0, 1, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:306");
    $expect.truth(surface_ray_cast(mem, cs, 0.3, -4, 0.6, 0.3, 6, 0.6, hit), "spec/ivp/geometry/tests/raycast_tests.spec:307");
    $expect.compare(hit.distance, "==", 4, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:308");
    $expect.compare([hit.normal.x, hit.normal.y, hit.normal.z], "==", [0, -1, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:309");
    $expect.truth(surface_ray_cast(mem, cs, 5, 0.7, 0.2, -5, 0.7, 0.2, hit), "spec/ivp/geometry/tests/raycast_tests.spec:310");
    $expect.compare(hit.distance, "==", 4, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:311");
    $expect.compare([hit.normal.x, hit.normal.y, hit.normal.z], "==", [1, 0, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:312");
    $expect.truth(surface_ray_cast(mem, cs, -4, 0.7, 0.2, 6, 0.7, 0.2, hit), "spec/ivp/geometry/tests/raycast_tests.spec:313");
    $expect.compare(hit.distance, "==", 4, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:314");
    $expect.compare([hit.normal.x, hit.normal.y, hit.normal.z], "==", [-1, 0, 0], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:315");
    $expect.truth(surface_ray_cast(mem, cs, 0.8, 0.1, 5, 0.8, 0.1, -5, hit), "spec/ivp/geometry/tests/raycast_tests.spec:316");
    $expect.compare(hit.distance, "==", 4, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:317");
    $expect.compare([hit.normal.x, hit.normal.y, hit.normal.z], "==", [0, 0, 1], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:318");
    $expect.truth(surface_ray_cast(mem, cs, 0.8, 0.1, -4, 0.8, 0.1, 6, hit), "spec/ivp/geometry/tests/raycast_tests.spec:319");
    $expect.compare(hit.distance, "==", 4, "f64", mode, "spec/ivp/geometry/tests/raycast_tests.spec:320");
    $expect.compare([hit.normal.x, hit.normal.y, hit.normal.z], "==", [0, 0, -1], "f64", { "kind": "abs", "bound": 0, "text": "0.0" }, "spec/ivp/geometry/tests/raycast_tests.spec:321");
  });

  it("a convex cube: a ray starting inside, and one passing beside, hit nothing [000:L452]", () => {
    const mem = new Memory();
    const cs: number = ray_test_cube(mem);
    const hit: SurfaceRayHit = new SurfaceRayHit();
    $expect.truth(!surface_ray_cast(mem, cs, 0.5, 0.4, 0.3, 0.5, 5, 0.3, hit), "spec/ivp/geometry/tests/raycast_tests.spec:327");
    $expect.truth(!surface_ray_cast(mem, cs, 1.5, 5, 0.5, 1.5, -5, 0.5, hit), "spec/ivp/geometry/tests/raycast_tests.spec:328");
    $expect.truth(!surface_ray_cast(mem, cs, 3, 3, 0.5, -0.9, 3, 0.5, hit), "spec/ivp/geometry/tests/raycast_tests.spec:329");
  });
});

describe("Properties over seeded random surfaces: the ray cast against brute force", () => {
  it("random concave soups: the nearest hit agrees with Möller–Trumbore over every face [000:L449]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const g: TestLcg = new TestLcg();
    g.s = 777;
    const amb: TestLcg = new TestLcg();
    let bad: number = 0;
    let hits: number = 0;
    for (let k = 0; k < 20; k++) {
      const n: number = (1 + ((lcg_next(g) % 14) | 0)) | 0;
      const cs: number = test_random_soup(mem, g, n);
      for (let q = 0; q < 40; q++) {
        const sx: number = lcg_range(g, -2, 22);
        const sy: number = lcg_range(g, -2, 22);
        const sz: number = lcg_range(g, -2, 22);
        const ex: number = lcg_range(g, -2, 22);
        const ey: number = lcg_range(g, -2, 22);
        const ez: number = lcg_range(g, -2, 22);
        const start_x = sx, start_y = sy, start_z = sz;
        const end_x = ex, end_y = ey, end_z = ez;
        bad = (bad + test_ray_mismatch(mem, cs, start_x, start_y, start_z, end_x, end_y, end_z, amb)) | 0;
        // aim some rays at a face's centre so that hits are common
        const all: number[] = [];
        surface_terminal_ledges(mem, cs, all);
        const l: number = all[(lcg_next(g) % all.length) | 0];
        const a: number = test_tri_point(mem, l, 0);
        const b: number = test_tri_point(mem, l, 1);
        const c: number = test_tri_point(mem, l, 2);
        const m_x = (mem.f32[(a + PolyPoint["p.x"]) >>> 2] + mem.f32[(b + PolyPoint["p.x"]) >>> 2] + mem.f32[(c + PolyPoint["p.x"]) >>> 2]) / 3, m_y = (mem.f32[(a + PolyPoint["p.y"]) >>> 2] + mem.f32[(b + PolyPoint["p.y"]) >>> 2] + mem.f32[(c + PolyPoint["p.y"]) >>> 2]) / 3, m_z = (mem.f32[(a + PolyPoint["p.z"]) >>> 2] + mem.f32[(b + PolyPoint["p.z"]) >>> 2] + mem.f32[(c + PolyPoint["p.z"]) >>> 2]) / 3;
        const aim_x = start_x + (m_x - start_x) * 2, aim_y = start_y + (m_y - start_y) * 2, aim_z = start_z + (m_z - start_z) * 2;
        bad = (bad + test_ray_mismatch(mem, cs, start_x, start_y, start_z, aim_x, aim_y, aim_z, amb)) | 0;
        const hit: SurfaceRayHit = new SurfaceRayHit();
        if (surface_ray_cast(mem, cs, start_x, start_y, start_z, aim_x, aim_y, aim_z, hit)) {
          hits = (hits + 1) | 0;
        }
      }
    }
    $expect.compare(bad, "==", 0, "i32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:369");
    $expect.compare(hits, ">", 400, "i32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:370");
    $expect.compare(amb.s, "<", 40, "u32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:371");
  });

  it("random convex hulls: the nearest hit agrees with the brute force (front faces; none from inside) [000:L452]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const g: TestLcg = new TestLcg();
    g.s = 4242;
    const amb: TestLcg = new TestLcg();
    let bad: number = 0;
    let hits: number = 0;
    for (let k = 0; k < 20; k++) {
      const n: number = (4 + ((lcg_next(g) % 12) | 0)) | 0;
      const v: Vec3[] = [];
      for (let i = 0; i < n; i++) {
        const x: number = lcg_range(g, 0, 10);
        const y: number = lcg_range(g, 0, 10);
        const z: number = lcg_range(g, 0, 10);
        v.push(Object.assign(new Vec3(), { x: Math.fround(x), y: Math.fround(y), z: Math.fround(z) }));
      }
      const s: LedgeSoup = new LedgeSoup();
      soup_init(s);
      soup_add_convex(mem, s, v, 1, 1, 1, k);
      const cs: number = soup_compile(mem, s);
      for (let q = 0; q < 40; q++) {
        const sx: number = lcg_range(g, -5, 15);
        const sy: number = lcg_range(g, -5, 15);
        const sz: number = lcg_range(g, -5, 15);
        const start_x = sx, start_y = sy, start_z = sz;
        // aimed through a random point of the cloud's box
        const tx: number = lcg_range(g, 2, 8);
        const ty: number = lcg_range(g, 2, 8);
        const tz: number = lcg_range(g, 2, 8);
        const target_x = tx, target_y = ty, target_z = tz;
        const end_x = start_x + (target_x - start_x) * 2, end_y = start_y + (target_y - start_y) * 2, end_z = start_z + (target_z - start_z) * 2;
        bad = (bad + test_ray_mismatch(mem, cs, start_x, start_y, start_z, end_x, end_y, end_z, amb)) | 0;
        const hit: SurfaceRayHit = new SurfaceRayHit();
        if (surface_ray_cast(mem, cs, start_x, start_y, start_z, end_x, end_y, end_z, hit)) {
          hits = (hits + 1) | 0;
        }
      }
    }
    $expect.compare(bad, "==", 0, "i32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:411");
    $expect.compare(hits, ">", 300, "i32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:412");
    $expect.compare(amb.s, "<", 40, "u32", mode, "spec/ivp/geometry/tests/raycast_tests.spec:413");
  });
});
