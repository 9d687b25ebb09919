// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.minimize_ball_tests from spec/ivp/mindist/tests/minimize_ball_tests.spec (sha256 69663873961d4b0e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3 } from "../../../../../runtime/index.js";
import { mzt_ball_at, mzt_ball_pair, mzt_box, mzt_edge, mzt_edge_is, mzt_fold, mzt_point, mzt_poly_at, mzt_solver_ball } from "../support/minimize_fixtures.generated.js";
import { rt_env } from "../support/records_tests.generated.js";
import { edge_opposite, ledge_triangle, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { triangle_ledge } from "../../../../../generated/ivp/geometry/pancake.generated.js";
import { IvpEnvironment, MINIMIZE_BACKSIDE, MINIMIZE_FAILED } from "../../../../../generated/ivp/mindist/env.generated.js";
import { Mindist, SYNAPSE_STATUS_BACKSIDE, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, SYNAPSE_STATUS_POINT } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { BallMinimizeSolver, MZ_COUNTDOWN_RECALC, recalc_mindist } from "../../../../../generated/ivp/mindist/minimize.generated.js";
import { mz_bf, mz_bk, mz_bp } from "../../../../../generated/ivp/mindist/minimize_ball.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

const _s0 = new Vec3();

describe("000 §5.5.5: BFmin (E13)", () => {
  it("inside the triangle: the face's unit normal, len = h - r, the face is the feature, +0x58 the core separation along n [000:L3348]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, 2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:16");
    $expect.compare(md.len_numerator, "==", 1.5, "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:17");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:18");
    $expect.compare(md.contact_dot_diff_center, "==", 2, "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:19");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:20");
    $expect.compare(md.syn[1].edge, "==", e0, "u32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:21");
  });

  it("outside the triangle: the nearest of its edges (the point-segment distance) goes on as BK, here the edge region of edge 0 [000:L3343]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.5, -1, 1, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:31");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:32");
    $expect.compare(md.syn[1].edge, "==", e0, "u32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:33");
    // the distance from (0.5, -1, 1) to the x axis is sqrt(2)
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(2) - 0.5), "f32", { "kind": "ulps32", "n": 1 }, "spec/ivp/mindist/tests/minimize_ball_tests.spec:35");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, Math.fround(-Math.sqrt(0.5)), Math.fround(Math.sqrt(0.5))], "f32", { "kind": "ulps32", "n": 1 }, "spec/ivp/mindist/tests/minimize_ball_tests.spec:36");
  });

  it("the centre behind the face: backside (rc 3), status 5, the backside point in polygon space, len not written [000:L3353]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, -2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_FACE);
    md.len_numerator = 9;
    const s: BallMinimizeSolver = mzt_solver_ball(mem, md, MZ_COUNTDOWN_RECALC);
    $expect.compare(mz_bf(mem, s, s.a, e0, s.b), "==", MINIMIZE_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:48");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:49");
    $expect.compare([s.pos.x, s.pos.y, s.pos.z], "==", [0.25, 0.25, -2], "f64", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:50");
    $expect.compare(md.len_numerator, "==", 9, "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:51");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:52");
  });
});

describe("000 §5.5.6: BKmin and BKcore (E14)", () => {
  it("BKmin before K's start: BP with K's start point (the ball nearest the vertex) [000:L3362]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, -1, -1, 0.5, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:64");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:65");
    $expect.compare(md.syn[1].edge, "==", e0, "u32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:66");
    // |(-1, -1, 0.5)| = 1.5
    $expect.compare(md.len_numerator, "==", 1, "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:68");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [Math.fround(-2 / 3), Math.fround(-2 / 3), Math.fround(1 / 3)], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:69");
  });

  it("BKmin past K's end: BP with next(K)'s start point [000:L3363]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 2, -1, 0, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const e1: number = triangle_edge(ledge_triangle(l, 0), 1);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:80");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:81");
    $expect.compare(md.syn[1].edge, "==", e1, "u32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:82");
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(2) - 0.5), "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:83");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [Math.fround(Math.sqrt(0.5)), Math.fround(-Math.sqrt(0.5)), 0], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:84");
  });

  it("BKcore in the edge region of a box edge: the line distance and the unit normal from the edge toward the centre [000:L3380]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 1.5, 0.3, 1.5, 0.25);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = mzt_box(mem, 1, 1, 1);
    const k: number = mzt_edge(mem, l, 1, -1, 1, 1, 1, 1);
    const md: Mindist = mzt_ball_pair(env, ball, poly, k, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:94");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:95");
    $expect.truth(mzt_edge_is(mem, md.syn[1].edge, 1, -1, 1, 1, 1, 1), "spec/ivp/mindist/tests/minimize_ball_tests.spec:96");
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(0.5) - 0.25), "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:97");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [Math.fround(Math.sqrt(0.5)), 0, Math.fround(Math.sqrt(0.5))], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:98");
  });

  it("BKcore over a face: inside K's triangle's region BF with K's face; below the pancake (h2 > 0) the twin's face [000:L3384]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const t1e0: number = triangle_edge(ledge_triangle(l, 1), 0);
    const ball: RealObject = mzt_ball_at(env, 0.5, 0.25, 1, 0.5);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:109");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:110");
    $expect.compare(md.syn[1].edge, "==", e0, "u32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:111");
    $expect.compare(md.len_numerator, "==", 0.5, "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:112");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:113");
    const below: RealObject = mzt_ball_at(env, 0.5, 0.25, -1, 0.5);
    const md2: Mindist = mzt_ball_pair(env, below, poly, e0, SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md2), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:116");
    $expect.compare(md2.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:117");
    $expect.compare(md2.syn[1].edge, "==", t1e0, "u32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:118");
    $expect.compare(md2.len_numerator, "==", 0.5, "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:119");
    $expect.compare([md2.contact_plane.x, md2.contact_plane.y, md2.contact_plane.z], "==", [0, 0, -1], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:120");
  });

  it("BKcore behind both faces of a concave edge by more than 1e-19: backside (rc 3), status 5 on K, the centre as the backside point [000:L3373]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    // triangle 0 in z = 0 (normal +z), triangle 1 rising toward -y (normal (0, 1, 1)): a valley along x
    const l: number = mzt_fold(mem, 0, 0, 0, 1, 0, 0, 0.5, 1, 0, 0.5, -1, 1);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const ball: RealObject = mzt_ball_at(env, 0.5, -0.2, -0.5, 0.10000000149011612 /* 0.1f */);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_EDGE);
    const s: BallMinimizeSolver = mzt_solver_ball(mem, md, MZ_COUNTDOWN_RECALC);
    $expect.compare(mz_bk(mem, s, s.a, e0, s.b), "==", MINIMIZE_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:132");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:133");
    $expect.compare(md.syn[1].edge, "==", e0, "u32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:134");
    $expect.compare([s.pos.x, s.pos.y, s.pos.z], "==", [0.5, -0.2, -0.5], "f64", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:135");
  });
});

describe("000 §5.5.7: BPmin (E15)", () => {
  it("no neighbour goes toward the centre: converged at P with the world distance and the unit normal from P [000:L3411]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 1.5, 1.5, 1.5, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = mzt_box(mem, 1, 1, 1);
    const p: number = mzt_edge(mem, l, 1, 1, 1, 1, 1, -1);
    const md: Mindist = mzt_ball_pair(env, ball, poly, p, SYNAPSE_STATUS_POINT);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:147");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:148");
    $expect.compare(md.syn[1].edge, "==", p, "u32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:149");
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(0.75) - 0.5), "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:150");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [Math.fround(Math.sqrt(1 / 3)), Math.fround(Math.sqrt(1 / 3)), Math.fround(Math.sqrt(1 / 3))], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:151");
  });

  it("the best neighbour N with the centre projecting inside the edge N → P: BK with that edge [000:L3408]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.5, -1, 1, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_POINT);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:161");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:162");
    $expect.truth(mzt_edge_is(mem, md.syn[1].edge, 0, 0, 0, 1, 0, 0), "spec/ivp/mindist/tests/minimize_ball_tests.spec:163");
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(2) - 0.5), "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:164");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, Math.fround(-Math.sqrt(0.5)), Math.fround(Math.sqrt(0.5))], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:165");
  });

  it("the best neighbour N with the centre projecting beyond N: BP moves to N [000:L3409]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 2, -0.5, 0.25, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_POINT);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:175");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:176");
    mzt_point(mem, md.syn[1].edge, _s0);
    const p_x = _s0.x, p_y = _s0.y, p_z = _s0.z;
    $expect.compare([p_x, p_y, p_z], "==", [1, 0, 0], "f64", { "kind": "exact" }, "spec/ivp/mindist/tests/minimize_ball_tests.spec:178");
    // |(1, -0.5, 0.25)| = sqrt(1.3125)
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(1.3125) - 0.5), "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:180");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [Math.fround(1 / Math.sqrt(1.3125)), Math.fround(-0.5 / Math.sqrt(1.3125)), Math.fround(0.25 / Math.sqrt(1.3125))], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:181");
  });

  it("the centre on P: normalize-and-length leaves the zero vector and returns 0, so len = -r and n = 0; converged at P [000:L3393]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0, 0, 0, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_POINT);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:191");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:192");
    $expect.compare(md.len_numerator, "==", -0.5, "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:193");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 0], "f32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:194");
  });

  it("the loop check of BP (key (3, P)) and of the BK core (key (3, K | 1)) runs once the countdown is below 0 [000:L3391]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.5, -1, 1, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_POINT);
    const s: BallMinimizeSolver = mzt_solver_ball(mem, md, 0);
    // a BP step on P and a BK core step on K are stored under (3, P) and (3, K | 1)
    $expect.compare(mz_bp(mem, s, s.a, e0, s.b), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:206");
    $expect.compare(s.lp.hash.length, "==", 4, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:207");
    $expect.compare(s.lp.hash[0], "==", e0 | 0, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:208");
    $expect.compare(s.lp.hash[1], "==", 3, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:209");
    $expect.compare(s.lp.hash[2], "==", edge_opposite(mem, e0) | 1 | 0, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:210");
    $expect.compare(s.lp.hash[3], "==", 3, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:211");
    // the same BP step again: the pair is known, rc 2
    $expect.compare(mz_bp(mem, s, s.a, e0, s.b), "==", MINIMIZE_FAILED, "i32", mode, "spec/ivp/mindist/tests/minimize_ball_tests.spec:213");
  });
});
