// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.minimize_poly_tests from spec/ivp/mindist/tests/minimize_poly_tests.spec (sha256 a6fa5c8ded4e0921).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3 } from "../../../../../runtime/index.js";
import { mzt_box, mzt_edge, mzt_edge_is, mzt_fold, mzt_pair, mzt_point, mzt_poly_at, mzt_solver_poly } from "../support/minimize_fixtures.generated.js";
import { rt_env } from "../support/records_tests.generated.js";
import { ledge_triangle, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { triangle_ledge } from "../../../../../generated/ivp/geometry/pancake.generated.js";
import { IvpEnvironment, MINIMIZE_BACKSIDE } from "../../../../../generated/ivp/mindist/env.generated.js";
import { Mindist, SYNAPSE_STATUS_BACKSIDE, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, SYNAPSE_STATUS_POINT, mindist_sort_flag } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { MZ_COUNTDOWN_RECALC, MinimizeSolver, recalc_mindist } from "../../../../../generated/ivp/mindist/minimize.generated.js";
import { mz_kk, mz_pf, mz_pk } from "../../../../../generated/ivp/mindist/minimize_poly.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3();

describe("000 §3.9.10: PF entry and core (N16, N17)", () => {
  it("PF core: the point above the face with its neighbours going away converges: len = the plane distance, n the face normal [000:L1892]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0.25, 0.25, 2, 3, 0.25, 5, 0.25, 3, 5);
    const lb: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const pa: number = triangle_edge(ledge_triangle(la, 0), 0);
    const fb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, pa, SYNAPSE_STATUS_POINT, b, fb, SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:17");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:18");
    $expect.compare(md.syn[0].edge, "==", pa, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:19");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:20");
    $expect.compare(md.syn[1].edge, "==", fb, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:21");
    $expect.compare(md.len_numerator, "==", 2, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:22");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:23");
  });

  it("PF core: a neighbour that goes toward the face and stays inside it takes over (the PF core again) [000:L1897]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0.25, 0.25, 2, 0.25, 0.3, 1, 0.25, 3, 5);
    const lb: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const md: Mindist = mzt_pair(env, a, triangle_edge(ledge_triangle(la, 0), 0), SYNAPSE_STATUS_POINT, b, triangle_edge(ledge_triangle(lb, 0), 0), SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:33");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:34");
    mzt_point(mem, md.syn[0].edge, _s0);
    const p_x = _s0.x, p_y = _s0.y, p_z = _s0.z;
    $expect.compare([p_x, p_y, p_z], "==", [0.25, 0.30000001192092896 /* 0.3f */, 1], "f64", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:36");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:37");
    $expect.compare(md.len_numerator, "==", 1, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:38");
  });

  it("PF entry: outside the face the nearest edge goes on as PK; here the PK core's edge region [000:L1874]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0.5, -1, 1, 0.5, -3, 1, 2, -1, 4);
    const lb: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const fb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, triangle_edge(ledge_triangle(la, 0), 0), SYNAPSE_STATUS_POINT, b, fb, SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:49");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:50");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:51");
    $expect.compare(md.syn[1].edge, "==", fb, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:52");
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(2)), "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:53");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, Math.fround(-Math.sqrt(0.5)), Math.fround(Math.sqrt(0.5))], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:54");
  });

  it("PF core: P behind the face with no neighbour going back toward it: backside (rc 3), B status 5; the two passes then settle on the back face [000:L1895]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0.25, 0.25, -0.5, 3, 0.25, -3, 0.25, 3, -3);
    const lb: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const pa: number = triangle_edge(ledge_triangle(la, 0), 0);
    const fb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, pa, SYNAPSE_STATUS_POINT, b, fb, SYNAPSE_STATUS_FACE);
    const s: MinimizeSolver = mzt_solver_poly(mem, md, MZ_COUNTDOWN_RECALC);
    $expect.compare(mz_pf(mem, s, pa, fb, s.a, s.b), "==", MINIMIZE_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:67");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:68");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:69");
    $expect.compare(md.len_numerator, "==", -0.5, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:70");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:71");
    $expect.compare([s.pos.x, s.pos.y, s.pos.z], "==", [0.25, 0.25, -0.5], "f64", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:72");
    // through the driver: the fix walks to the back face, where P is 0.5 in front
    md.syn[1].status = SYNAPSE_STATUS_FACE;
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:75");
    $expect.compare(md.syn[1].edge, "==", triangle_edge(ledge_triangle(lb, 1), 0), "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:76");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:77");
    $expect.compare(md.len_numerator, "==", 0.5, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:78");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, -1], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:79");
  });
});

describe("000 §3.9.10, §3.13.R2.2-R2.3: PK entry and core (N18, N19)", () => {
  it("PK entry: before K's start, PP with K's start point [000:L1905]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, -1, -1, 1, -3, -1, 1, -1, -3, 1);
    const lb: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const kb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, triangle_edge(ledge_triangle(la, 0), 0), SYNAPSE_STATUS_POINT, b, kb, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:92");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:93");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:94");
    $expect.compare(md.syn[1].edge, "==", kb, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:95");
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(3)), "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:96");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [Math.fround(-Math.sqrt(1 / 3)), Math.fround(-Math.sqrt(1 / 3)), Math.fround(Math.sqrt(1 / 3))], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:97");
  });

  it("PK core: a point in the edge region of a box edge: the line distance, the normal from the edge toward the point [000:L1926]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 1.5, 0.3, 1.5, 3, 0.3, 1.5, 1.5, 2, 3);
    const lb: number = mzt_box(mem, 1, 1, 1);
    const kb: number = mzt_edge(mem, lb, 1, -1, 1, 1, 1, 1);
    const md: Mindist = mzt_pair(env, a, triangle_edge(ledge_triangle(la, 0), 0), SYNAPSE_STATUS_POINT, b, kb, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:108");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:109");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:110");
    $expect.truth(mzt_edge_is(mem, md.syn[1].edge, 1, -1, 1, 1, 1, 1), "spec/ivp/mindist/tests/minimize_poly_tests.spec:111");
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(0.5)), "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:112");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [Math.fround(Math.sqrt(0.5)), 0, Math.fround(Math.sqrt(0.5))], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:113");
  });

  it("PK core, q <= 1e-19 (the point on the edge line): the recommended replacement converges at once, len = -sum_extra_radius, the any_perpendicular normal in world [000:L1942]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0.5, 0, 0, 0.5, -2, 1, 2, -2, 0);
    const lb: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const pa: number = triangle_edge(ledge_triangle(la, 0), 0);
    const kb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, pa, SYNAPSE_STATUS_POINT, b, kb, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:125");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:126");
    $expect.compare(md.syn[0].edge, "==", pa, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:127");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:128");
    $expect.compare(md.syn[1].edge, "==", kb, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:129");
    $expect.compare(md.len_numerator, "==", -0, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:130");
    // d = (1, 0, 0): any_perpendicular crosses with y (the tie with z goes to the lower axis): (-0, 0, 1)
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:132");
  });

  it("PK core behind both planes at a concave edge: backside (rc 3) before anything is written, B status 5, the point as pos [000:L1921]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0.5, -0.2, -0.5, 0.5, -0.2, -3, 2, -0.2, -2);
    const lb: number = mzt_fold(mem, 0, 0, 0, 1, 0, 0, 0.5, 1, 0, 0.5, -1, 1);
    const pa: number = triangle_edge(ledge_triangle(la, 0), 0);
    const kb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, pa, SYNAPSE_STATUS_POINT, b, kb, SYNAPSE_STATUS_EDGE);
    md.len_numerator = 4;
    const s: MinimizeSolver = mzt_solver_poly(mem, md, MZ_COUNTDOWN_RECALC);
    $expect.compare(mz_pk(mem, s, pa, kb, s.a, s.b), "==", MINIMIZE_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:146");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:147");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:148");
    $expect.compare(md.syn[1].edge, "==", kb, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:149");
    $expect.compare(md.len_numerator, "==", 4, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:150");
    $expect.compare([s.pos.x, s.pos.y, s.pos.z], "==", [0.5, -0.20000000298023224 /* 0.2f */, -0.5], "f64", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:151");
  });
});

describe("000 §3.9.10, §3.13.R2.9: PP (N20)", () => {
  it("no neighbour of either point goes toward the other: converged, len = the world distance, n from PB toward PA [000:L1958]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0, 0, 2, 1, 0, 4, 0, 1, 4);
    const lb: number = triangle_ledge(mem, 0, 0, 0, 1, 0, -2, 0, 1, -2);
    const md: Mindist = mzt_pair(env, a, triangle_edge(ledge_triangle(la, 0), 0), 0, b, triangle_edge(ledge_triangle(lb, 0), 0), 0);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:163");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:164");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:165");
    $expect.compare(md.len_numerator, "==", 2, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:166");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:167");
  });

  it("B's neighbour goes toward A's point and A's point projects inside that edge: the PK core of A's point with B's edge [000:L1954]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // PA (0,0,2); B: PB (-1,0,0), QB (1,0,0), RB (0,-1,-1). B's cone: (QB-PB)·(PA-PB)/|QB-PB| = 1;
    // the K-values of PA on QB → PB are (2, 2): the PK core converges on the x axis at distance 2
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0, 0, 2, 0, 0, 5, 1, 1, 3);
    const lb: number = triangle_ledge(mem, -1, 0, 0, 1, 0, 0, 0, -1, -1);
    const pa: number = triangle_edge(ledge_triangle(la, 0), 0);
    const md: Mindist = mzt_pair(env, a, pa, 0, b, triangle_edge(ledge_triangle(lb, 0), 0), 0);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:180");
    $expect.compare(mindist_sort_flag(md), "==", 0, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:181");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:182");
    $expect.compare(md.syn[0].edge, "==", pa, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:183");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:184");
    $expect.truth(mzt_edge_is(mem, md.syn[1].edge, -1, 0, 0, 1, 0, 0), "spec/ivp/mindist/tests/minimize_poly_tests.spec:185");
    $expect.compare(md.len_numerator, "==", 2, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:186");
    // (d × c)·(−s/|d|²) = (0, 0, −8)·(−1/8): the zero components become −0
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [-0, -0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:188");
  });
});

describe("000 §3.9.10, §3.13.R2.1, R2.8: KK entry and core (N21, N22)", () => {
  it("two crossing edges whose faces turn away: the KK core converges with the line distance and n from B toward A [000:L2003]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, -1, 0, 1, 1, 0, 1, 0, 0.5, 3);
    const lb: number = triangle_ledge(mem, 0, -1, 0, 0, 1, 0, 0.5, 0, -3);
    const ka: number = triangle_edge(ledge_triangle(la, 0), 0);
    const kb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, ka, SYNAPSE_STATUS_EDGE, b, kb, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:202");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:203");
    $expect.compare(md.syn[0].edge, "==", ka, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:204");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:205");
    $expect.compare(md.syn[1].edge, "==", kb, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:206");
    // |s|/|c| with c = (0, 0, 4), s = -4
    $expect.compare(md.len_numerator, "==", 1, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:208");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:209");
  });

  it("KA's closest point before its start (r[0] < 0) with KB in range: PK of KA's start against KB [000:L1964]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 1, 0, 1, 3, 0, 1, 2, 0.5, 3);
    const lb: number = triangle_ledge(mem, 0, -1, 0, 0, 1, 0, 0.5, 0, -3);
    const ka: number = triangle_edge(ledge_triangle(la, 0), 0);
    const kb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, ka, SYNAPSE_STATUS_EDGE, b, kb, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:221");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:222");
    mzt_point(mem, md.syn[0].edge, _s1);
    const p_x = _s1.x, p_y = _s1.y, p_z = _s1.z;
    $expect.compare([p_x, p_y, p_z], "==", [1, 0, 1], "f64", { "kind": "exact" }, "spec/ivp/mindist/tests/minimize_poly_tests.spec:224");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:225");
    $expect.compare(md.syn[1].edge, "==", kb, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:226");
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(2)), "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:227");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [Math.fround(Math.sqrt(0.5)), 0, Math.fround(Math.sqrt(0.5))], "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:228");
  });

  it("KK core: KB behind both faces of KA (a concave fold) and no face to turn to: backside, A status 5 on KA, B the face of KB, pos the closest point of KB [000:L2005]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = mzt_fold(mem, 0, 0, 0, 1, 0, 0, 0.5, 1, 0, 0.5, -1, 1);
    const lb: number = triangle_ledge(mem, 0.5, -1, -0.5, 0.5, 1, -0.5, 0.5, 0, -3);
    const ka: number = triangle_edge(ledge_triangle(la, 0), 0);
    const kb: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, ka, SYNAPSE_STATUS_EDGE, b, kb, SYNAPSE_STATUS_EDGE);
    const s: MinimizeSolver = mzt_solver_poly(mem, md, MZ_COUNTDOWN_RECALC);
    $expect.compare(mz_kk(mem, s, ka, kb, s.a, s.b), "==", MINIMIZE_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:241");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:242");
    $expect.compare(md.syn[0].edge, "==", ka, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:243");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:244");
    $expect.compare(md.syn[1].edge, "==", kb, "u32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:245");
    // the line distance written before the face table: 0.5
    $expect.compare(md.len_numerator, "==", 0.5, "f32", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:247");
    $expect.compare([s.pos.x, s.pos.y, s.pos.z], "==", [0.5, 0, -0.5], "f64", mode, "spec/ivp/mindist/tests/minimize_poly_tests.spec:248");
  });
});
