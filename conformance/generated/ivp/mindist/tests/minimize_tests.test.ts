// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.minimize_tests from spec/ivp/mindist/tests/minimize_tests.spec (sha256 ca12d673d647390c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3 } from "../../../../../runtime/index.js";
import { mzt_ball_at, mzt_ball_pair, mzt_box, mzt_face_over, mzt_fold, mzt_pair, mzt_point, mzt_poly_at, mzt_solver_ball, mzt_solver_poly } from "../support/minimize_fixtures.generated.js";
import { rt_env } from "../support/records_tests.generated.js";
import { ledge_triangle, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { triangle_ledge } from "../../../../../generated/ivp/geometry/pancake.generated.js";
import { IvpEnvironment, MINIMIZE_ALREADY_DONE, MINIMIZE_BACKSIDE, MINIMIZE_FAILED } from "../../../../../generated/ivp/mindist/env.generated.js";
import { MINDIST_STATUS_EXACT, MINDIST_STATUS_HULL_RECURSIVE, Mindist, SYNAPSE_STATUS_BACKSIDE, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, SYNAPSE_STATUS_POINT, mindist_flip_sort, mindist_set_status, mindist_sort_flag } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { BallMinimizeSolver, MZ_COUNTDOWN_ONCE, MZ_COUNTDOWN_RECALC, MinimizeLoop, MinimizeSolver, fix_backside, mz_check_loop_hash, mz_loop_detected, recalc_mindist, recalc_mindist_once } from "../../../../../generated/ivp/mindist/minimize.generated.js";
import { mz_bf, mz_bp } from "../../../../../generated/ivp/mindist/minimize_ball.generated.js";
import { mz_ff_select } from "../../../../../generated/ivp/mindist/minimize_poly.generated.js";
import { PhysCoreView, RealObject, SYNAPSE_STATUS_BALL, ball_synapse_edge, real_object_set_shift } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { time_manager_set_current_time } from "../../../../../generated/ivp/time/time_manager.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3();

describe("000 §3.9.2, §3.13.R2.11: check_loop_hash (N12)", () => {
  it("a new pair is stored and answers 0; the same pair again answers 1; hi is the signed larger key (status | edge) [000:L1766]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MinimizeLoop = new MinimizeLoop();
    $expect.truth(!mz_check_loop_hash(s, 0, 0x100, 2, 0x200), "spec/ivp/mindist/tests/minimize_tests.spec:12");
    $expect.compare(s.hash.length, "==", 2, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:13");
    $expect.compare(s.hash[0], "==", 0x202, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:14");
    $expect.compare(s.hash[1], "==", 0x100, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:15");
    $expect.truth(mz_check_loop_hash(s, 0, 0x100, 2, 0x200), "spec/ivp/mindist/tests/minimize_tests.spec:16");
    $expect.compare(s.hash.length, "==", 2, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:17");
  });

  it("the key is unordered: (statusB, edgeB, statusA, edgeA) finds (statusA, edgeA, statusB, edgeB) [000:L1765]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MinimizeLoop = new MinimizeLoop();
    $expect.truth(!mz_check_loop_hash(s, 1, 0x340, 3, 0), "spec/ivp/mindist/tests/minimize_tests.spec:22");
    $expect.truth(mz_check_loop_hash(s, 3, 0, 1, 0x340), "spec/ivp/mindist/tests/minimize_tests.spec:23");
    $expect.compare(s.hash.length, "==", 2, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:24");
  });

  it("hi/lo use a signed compare: a key with bit 31 set is the smaller [000:L1765]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MinimizeLoop = new MinimizeLoop();
    $expect.truth(!mz_check_loop_hash(s, 1, 0x80000000, 0, 0x40), "spec/ivp/mindist/tests/minimize_tests.spec:29");
    $expect.compare(s.hash[0], "==", 0x40, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:30");
    $expect.compare(s.hash[1], "==", -2147483647, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:31");
  });

  it("256 pairs fill the table: every further new pair answers 1 and is not stored (count > 0xff) [000:L1768]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MinimizeLoop = new MinimizeLoop();
    for (let k = 0; k < 256; k++) {
      $expect.truth(!mz_check_loop_hash(s, 0, (Math.imul(16, k) + 0x1000) >>> 0, 0, 0x10), "spec/ivp/mindist/tests/minimize_tests.spec:37");
    }
    $expect.compare(s.hash.length, "==", 512, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:39");
    $expect.truth(mz_check_loop_hash(s, 0, 0x9000, 0, 0x10), "spec/ivp/mindist/tests/minimize_tests.spec:40");
    $expect.compare(s.hash.length, "==", 512, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:41");
  });

  it("the countdown: recalc_mindist's 20 first steps skip the hash, the single pass (0) hashes every step [000:L1753]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MinimizeLoop = new MinimizeLoop();
    s.countdown = MZ_COUNTDOWN_RECALC;
    for (let k = 0; k < 20; k++) {
      $expect.truth(!mz_loop_detected(s, 0, 0x40, 0, 0x80), "spec/ivp/mindist/tests/minimize_tests.spec:48");
    }
    $expect.compare(s.hash.length, "==", 0, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:50");
    // the 21st step is hashed (stored), the 22nd finds it
    $expect.truth(!mz_loop_detected(s, 0, 0x40, 0, 0x80), "spec/ivp/mindist/tests/minimize_tests.spec:52");
    $expect.truth(mz_loop_detected(s, 0, 0x40, 0, 0x80), "spec/ivp/mindist/tests/minimize_tests.spec:53");
    const t: MinimizeLoop = new MinimizeLoop();
    t.countdown = MZ_COUNTDOWN_ONCE;
    $expect.truth(!mz_loop_detected(t, 0, 0x40, 0, 0x80), "spec/ivp/mindist/tests/minimize_tests.spec:56");
    $expect.truth(mz_loop_detected(t, 0, 0x40, 0, 0x80), "spec/ivp/mindist/tests/minimize_tests.spec:57");
  });
});

describe("000 §4.5, §3.9.3, §5.5.1: the recalc drivers (M17) and fix_backside (M18)", () => {
  it("the same time code: recalc returns 4 and does nothing; a new time code recomputes [000:L2575]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, 2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:69");
    $expect.compare(md.len_numerator, "==", 1.5, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:70");
    $expect.compare(md.recalc_time_stamp, "==", env.tm.time_code, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:71");
    const c: PhysCoreView | null = ball.core;
    c!.pos_world_f_core_last_psi.z = 3;
    $expect.compare(recalc_mindist(mem, md), "==", MINIMIZE_ALREADY_DONE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:74");
    $expect.compare(md.len_numerator, "==", 1.5, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:75");
    time_manager_set_current_time(env.tm, 0);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:77");
    $expect.compare(md.len_numerator, "==", 2.5, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:78");
    $expect.compare(md.recalc_time_stamp, "==", env.tm.time_code, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:79");
  });

  it("rc 1 clears recalc_result (flags bits 14-15) [000:L2580]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, 2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, triangle_edge(ledge_triangle(l, 0), 0), SYNAPSE_STATUS_FACE);
    md.flags = (md.flags | 0xc000) >>> 0;
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:89");
    $expect.compare(md.flags & 0xc000, "==", 0, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:90");
    $expect.compare(env.penetration_calls, "==", 0, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:91");
  });

  it("a failure (coincident points, rc 2) sets 0x4000, clears 0x8000 and calls the inter-penetration hook once [000:L2582]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const lb: number = triangle_ledge(mem, 0, 0, 0, -1, 0, 0, 0, -1, 0);
    const md: Mindist = mzt_pair(env, a, triangle_edge(ledge_triangle(la, 0), 0), 0, b, triangle_edge(ledge_triangle(lb, 0), 0), 0);
    md.flags = (md.flags | 0x8000) >>> 0;
    $expect.compare(recalc_mindist(mem, md), "==", MINIMIZE_FAILED, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:102");
    $expect.compare(md.flags & 0xc000, "==", 0x4000, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:103");
    $expect.compare(env.penetration_calls, "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:104");
  });

  it("no hook for a phantom ((flags & 0x3000) == 0x1000) or a recursive parent (status 4) [000:L2587]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const lb: number = triangle_ledge(mem, 0, 0, 0, -1, 0, 0, 0, -1, 0);
    const md: Mindist = mzt_pair(env, a, triangle_edge(ledge_triangle(la, 0), 0), 0, b, triangle_edge(ledge_triangle(lb, 0), 0), 0);
    md.flags = (md.flags | 0x1000) >>> 0;
    $expect.compare(recalc_mindist(mem, md), "==", MINIMIZE_FAILED, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:115");
    $expect.compare(env.penetration_calls, "==", 0, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:116");
    md.flags = (md.flags & 0xffffefff) >>> 0;
    mindist_set_status(md, MINDIST_STATUS_HULL_RECURSIVE);
    time_manager_set_current_time(env.tm, 0);
    $expect.compare(recalc_mindist(mem, md), "==", MINIMIZE_FAILED, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:120");
    $expect.compare(env.penetration_calls, "==", 0, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:121");
    mindist_set_status(md, MINDIST_STATUS_EXACT);
    time_manager_set_current_time(env.tm, 0);
    $expect.compare(recalc_mindist(mem, md), "==", MINIMIZE_FAILED, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:124");
    $expect.compare(env.penetration_calls, "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:125");
  });

  it("backside retry: a ball below the front face is fixed to the back face by the pierce walk and the second pass converges [000:L2584]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, -2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t1e0: number = triangle_edge(ledge_triangle(l, 1), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, triangle_edge(ledge_triangle(l, 0), 0), SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:135");
    $expect.compare(md.syn[1].edge, "==", t1e0, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:136");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:137");
    $expect.compare(md.len_numerator, "==", 1.5, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:138");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, -1], "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:139");
    $expect.compare(env.penetration_calls, "==", 0, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:140");
  });

  it("the single pass returns 3 after one fix: the back face is the feature (status 2), len and n still hold what BF wrote [000:L2224]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, -2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t1e0: number = triangle_edge(ledge_triangle(l, 1), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, triangle_edge(ledge_triangle(l, 0), 0), SYNAPSE_STATUS_FACE);
    md.len_numerator = 7;
    $expect.compare(recalc_mindist_once(mem, md), "==", MINIMIZE_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:151");
    $expect.compare(md.syn[1].edge, "==", t1e0, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:152");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:153");
    // BF's backside writes the normal of the front face, not len (000 §5.5.5 L3350-3353)
    $expect.compare(md.len_numerator, "==", 7, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:155");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:156");
    $expect.compare(md.flags & 0xc000, "==", 0x4000, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:157");
    $expect.compare(env.penetration_calls, "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:158");
  });

  it("fix_backside takes the sorted synapse with status 5 (A if so, else B), walks to the face the point projects into and sets status 2 [000:L2591]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 5);
    const la: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const lb: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const a0: number = triangle_edge(ledge_triangle(la, 0), 0);
    const a1: number = triangle_edge(ledge_triangle(la, 1), 0);
    const b0: number = triangle_edge(ledge_triangle(lb, 0), 0);
    const md: Mindist = mzt_pair(env, a, a0, SYNAPSE_STATUS_BACKSIDE, b, b0, SYNAPSE_STATUS_POINT);
    // sort flag 1: sorted A is synapse 1 (not status 5), so synapse 0 (sorted B) is fixed
    mindist_flip_sort(md);
    fix_backside(mem, md, 0.25, 0.25, -1);
    $expect.compare(md.syn[0].edge, "==", a1, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:174");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:175");
    $expect.compare(md.syn[1].edge, "==", b0, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:176");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:177");
    // sorted A with status 5 goes first
    md.syn[1].status = SYNAPSE_STATUS_BACKSIDE;
    md.syn[0].status = SYNAPSE_STATUS_BACKSIDE;
    md.syn[0].edge = a0;
    fix_backside(mem, md, 0.25, 0.25, 1);
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:183");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:184");
  });
});

describe("000 §3.9.4, §3.13.R1, §5.0.2: the minimize table (N13) and its drivers (N14, E11)", () => {
  it("KP is flipped to PK (0x1001a350): sort flag 1, the point of synapse 1 against the edge of synapse 0, len and n of the edge region [000:L2112]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ok: RealObject = mzt_poly_at(env, 0, 0, 0);
    const op: RealObject = mzt_poly_at(env, 0, 0, 0);
    // K: (0,0,0) → (2,0,0); P: (1,-1,-1), its neighbours go away from K
    const lk: number = triangle_ledge(mem, 0, 0, 0, 2, 0, 0, 0, 2, 0);
    const lp: number = triangle_ledge(mem, 1, -1, -1, 1, -3, -1, 2, -3, -2);
    const ek: number = triangle_edge(ledge_triangle(lk, 0), 0);
    const ep: number = triangle_edge(ledge_triangle(lp, 0), 0);
    const md: Mindist = mzt_pair(env, ok, ek, SYNAPSE_STATUS_EDGE, op, ep, SYNAPSE_STATUS_POINT);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:199");
    $expect.compare(mindist_sort_flag(md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:200");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:201");
    $expect.compare(md.syn[1].edge, "==", ep, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:202");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_EDGE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:203");
    $expect.compare(md.syn[0].edge, "==", ek, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:204");
    // the distance from (1,-1,-1) to the x axis, the unit normal from the edge toward the point
    $expect.compare(md.len_numerator, "==", Math.fround(Math.sqrt(2)), "f32", { "kind": "ulps32", "n": 1 }, "spec/ivp/mindist/tests/minimize_tests.spec:206");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, Math.fround(-Math.sqrt(0.5)), Math.fround(-Math.sqrt(0.5))], "f32", { "kind": "ulps32", "n": 1 }, "spec/ivp/mindist/tests/minimize_tests.spec:207");
  });

  it("PB, KB and FB trap (0x1001a1f0): the ball must be synapse 0 with sort flag 0 [000:L2115]", () => {
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, 2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const md: Mindist = mzt_pair(env, poly, triangle_edge(ledge_triangle(l, 0), 0), SYNAPSE_STATUS_FACE, ball, ball_synapse_edge(env.ball_surface), SYNAPSE_STATUS_BALL);
    $expect.asserts(() => {
      recalc_mindist(mem, md);
    }, "ball in sorted synapse 1", "spec/ivp/mindist/tests/minimize_tests.spec:216");
    const md2: Mindist = mzt_ball_pair(env, ball, poly, triangle_edge(ledge_triangle(l, 0), 0), SYNAPSE_STATUS_EDGE);
    mindist_flip_sort(md2);
    $expect.asserts(() => {
      recalc_mindist(mem, md2);
    }, "index 7", "spec/ivp/mindist/tests/minimize_tests.spec:221");
  });

  it("KF and FK are the illegal stub 0x1001a6a0 [000:L2119]", () => {
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 2);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_pair(env, a, e, SYNAPSE_STATUS_EDGE, b, e, SYNAPSE_STATUS_FACE);
    $expect.asserts(() => {
      recalc_mindist(mem, md);
    }, "illegal edge-face pair (index 6", "spec/ivp/mindist/tests/minimize_tests.spec:233");
    const md2: Mindist = mzt_pair(env, a, e, SYNAPSE_STATUS_FACE, b, e, SYNAPSE_STATUS_EDGE);
    $expect.asserts(() => {
      recalc_mindist(mem, md2);
    }, "illegal edge-face pair (index 9", "spec/ivp/mindist/tests/minimize_tests.spec:237");
  });

  it("BP, BK, BF go to the ball driver, which takes synapse 0 as the ball whatever the sort flag: a ball in synapse 1 is refused [000:L2961]", () => {
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, 2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const md: Mindist = mzt_pair(env, poly, triangle_edge(ledge_triangle(l, 0), 0), SYNAPSE_STATUS_FACE, ball, ball_synapse_edge(env.ball_surface), SYNAPSE_STATUS_BALL);
    mindist_flip_sort(md);
    $expect.asserts(() => {
      recalc_mindist(mem, md);
    }, "no ball in synapse 0", "spec/ivp/mindist/tests/minimize_tests.spec:249");
  });

  it("a status outside 0..3 never enters the table [000:L2227]", () => {
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 2);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_pair(env, a, e, SYNAPSE_STATUS_BACKSIDE, b, e, SYNAPSE_STATUS_FACE);
    $expect.asserts(() => {
      recalc_mindist(mem, md);
    }, "0..3 expected", "spec/ivp/mindist/tests/minimize_tests.spec:261");
  });
});

describe("000 §5.5.2, §3.9.7, §4.5: ball-ball (E12)", () => {
  it("len = |c0 - c1| - r0 - r1, n from ball 1 toward ball 0, +0x58 the core separation along n; the synapses stay [000:L3319]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const b0: RealObject = mzt_ball_at(env, 0, 0, 0, 1);
    const b1: RealObject = mzt_ball_at(env, 3, 4, 0, 0.5);
    const e: number = ball_synapse_edge(env.ball_surface);
    const md: Mindist = mzt_pair(env, b0, e, SYNAPSE_STATUS_BALL, b1, e, SYNAPSE_STATUS_BALL);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:274");
    $expect.compare(md.len_numerator, "==", 3.5, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:275");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [-0.6000000238418579 /* 0.6f */, -0.800000011920929 /* 0.8f */, 0], "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:276");
    $expect.compare(md.contact_dot_diff_center, "==", 5, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:277");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_BALL, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:278");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_BALL, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:279");
    $expect.compare(md.syn[0].edge, "==", e, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:280");
  });

  it("coincident centres: |q| <= (f32)1e-19 takes inv = 1, so len = -(r0 + r1) and n = 0 [000:L1825]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const b0: RealObject = mzt_ball_at(env, 1, 2, 3, 1);
    const b1: RealObject = mzt_ball_at(env, 1, 2, 3, 0.5);
    const e: number = ball_synapse_edge(env.ball_surface);
    const md: Mindist = mzt_pair(env, b0, e, SYNAPSE_STATUS_BALL, b1, e, SYNAPSE_STATUS_BALL);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:289");
    $expect.compare(md.len_numerator, "==", -1.5, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:290");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 0], "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:291");
  });

  it("+0x58 sums the products in the order y, z, x: with y and z cancelling exactly, the result is the x product [000:L2630]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // core 0 at (0, 2^60, -2^60) with the shift (0, -2^60, 2^60): its origin is (0, 0, 0); core 1 at
    // (-1, 0, 0) shifted by (0, -2, -2): origin (-1, -2, -2). So v = (1, 2, 2), n = v/3 with n.y = n.z,
    // and the core separation is (1, 2^60, -2^60): y and z cancel exactly, x adds n.x. Summed x, y, z
    // the x product would be absorbed by 2^60·n.y first (lost in f64, rounded in ext).
    const env: IvpEnvironment = rt_env(mem);
    const b0: RealObject = mzt_ball_at(env, 0, 1152921504606847000, -1152921504606847000, 1);
    real_object_set_shift(b0, 0, -1152921504606847000, 1152921504606847000);
    const b1: RealObject = mzt_ball_at(env, -1, 0, 0, 0.5);
    real_object_set_shift(b1, 0, -2, -2);
    const e: number = ball_synapse_edge(env.ball_surface);
    const md: Mindist = mzt_pair(env, b0, e, SYNAPSE_STATUS_BALL, b1, e, SYNAPSE_STATUS_BALL);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:306");
    $expect.compare(md.len_numerator, "==", 1.5, "f32", { "kind": "ulps32", "n": 1 }, "spec/ivp/mindist/tests/minimize_tests.spec:307");
    $expect.compare(md.contact_plane.y, "==", md.contact_plane.z, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:308");
    $expect.compare(md.contact_dot_diff_center, "==", md.contact_plane.x, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:309");
    $expect.compare(md.contact_plane.x, "==", Math.fround(1 / 3), "f32", { "kind": "ulps32", "n": 1 }, "spec/ivp/mindist/tests/minimize_tests.spec:310");
  });
});

describe("000 §3.13, §3.9: the minimize invariants C22, C23, C24, C25, C32", () => {
  it("C22: a face-face pair is never a stored final state: two stacked boxes from (F, F) end as the vertex pair (P, P) [000:L2129]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 3);
    const la: number = mzt_box(mem, 1, 1, 1);
    const lb: number = mzt_box(mem, 1, 1, 1);
    const fa: number = mzt_face_over(mem, la, 2, 1, 0.2, 0.3, 1);
    const fb: number = mzt_face_over(mem, lb, 2, -1, 0.2, 0.3, -1);
    const md: Mindist = mzt_pair(env, a, fa, SYNAPSE_STATUS_FACE, b, fb, SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:324");
    const ff: boolean = md.syn[0].status === SYNAPSE_STATUS_FACE && md.syn[1].status === SYNAPSE_STATUS_FACE;
    $expect.truth(!ff, "spec/ivp/mindist/tests/minimize_tests.spec:326");
    // every vertex pair of the two parallel faces is at distance 1 and ties keep the first (C25)
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:328");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:329");
    $expect.compare(md.len_numerator, "==", 1, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:330");
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, -1], "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:331");
  });

  it("C23: status 5 never reaches the event table: a backside is fixed to status 2 by the single pass and by both passes [000:L2227]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, -2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, triangle_edge(ledge_triangle(l, 0), 0), SYNAPSE_STATUS_FACE);
    $expect.compare(recalc_mindist_once(mem, md), "==", MINIMIZE_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:340");
    $expect.compare(md.syn[0].status, "!=", SYNAPSE_STATUS_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:341");
    $expect.compare(md.syn[1].status, "!=", SYNAPSE_STATUS_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:342");
    // a ball behind both faces of a concave fold: both passes end on a backside, each is fixed
    const fold: number = mzt_fold(mem, 0, 0, 0, 1, 0, 0, 0.5, 1, 0, 0.5, -1, 1);
    const ball2: RealObject = mzt_ball_at(env, 0.5, -0.2, -0.5, 0.10000000149011612 /* 0.1f */);
    const poly2: RealObject = mzt_poly_at(env, 0, 0, 0);
    const md2: Mindist = mzt_ball_pair(env, ball2, poly2, triangle_edge(ledge_triangle(fold, 0), 0), SYNAPSE_STATUS_EDGE);
    $expect.compare(recalc_mindist(mem, md2), "==", MINIMIZE_BACKSIDE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:348");
    $expect.compare(md2.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:349");
  });

  it("C24: PP scans A's neighbours first and B's must be strictly better: with equal criteria A's edge moves (sort flag ends 1, not 0) [000:L2196]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // A: PA (0,0,0), QA (1,0,1), RA (0,-1,-5); B is A mirrored in z = 1.5: PB (0,0,3), QB (1,0,2).
    // Both cones give (Q-P)·(other-P)/|Q-P| = 3/sqrt(2). A's edge wins: PP(QA, PB, A, B), then B's
    // neighbour QB moves with B first (flip), PP(QB, QA, B, A) converges: sort flag 1. Had B's edge
    // won, the mirror path would flip twice and end with sort flag 0.
    const env: IvpEnvironment = rt_env(mem);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const b: RealObject = mzt_poly_at(env, 0, 0, 0);
    const la: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 1, 0, -1, -5);
    const lb: number = triangle_ledge(mem, 0, 0, 3, 1, 0, 2, 0, -1, 8);
    const md: Mindist = mzt_pair(env, a, triangle_edge(ledge_triangle(la, 0), 0), 0, b, triangle_edge(ledge_triangle(lb, 0), 0), 0);
    $expect.compare(recalc_mindist(mem, md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:363");
    $expect.compare(mindist_sort_flag(md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:364");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:365");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:366");
    mzt_point(mem, md.syn[0].edge, _s0);
    const qa_x = _s0.x, qa_y = _s0.y, qa_z = _s0.z;
    mzt_point(mem, md.syn[1].edge, _s1);
    const qb_x = _s1.x, qb_y = _s1.y, qb_z = _s1.z;
    $expect.compare([qa_x, qa_y, qa_z], "==", [1, 0, 1], "f64", mode, "spec/ivp/mindist/tests/minimize_tests.spec:369");
    $expect.compare([qb_x, qb_y, qb_z], "==", [1, 0, 2], "f64", mode, "spec/ivp/mindist/tests/minimize_tests.spec:370");
    $expect.compare(md.len_numerator, "==", 1, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:371");
    // from sorted synapse 1 (A) toward sorted synapse 0 (B)
    $expect.compare([md.contact_plane.x, md.contact_plane.y, md.contact_plane.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:373");
  });

  it("C25: FF_init's factor 1.000000000001 keeps the earlier vertex pair on ties, also within 1e-12; a clearly closer point-face pair wins [000:L1850]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const la: number = mzt_box(mem, 1, 1, 1);
    const lb: number = mzt_box(mem, 1, 1, 1);
    const a: RealObject = mzt_poly_at(env, 0, 0, 0);
    const fa: number = mzt_face_over(mem, la, 2, 1, 0.2, 0.3, 1);
    const fb: number = mzt_face_over(mem, lb, 2, -1, 0.2, 0.3, -1);
    // an exact tie: the vertex pairs and the point-face pairs are all at squared distance 1
    const b: RealObject = mzt_poly_at(env, 0, 0, 3);
    const md: Mindist = mzt_pair(env, a, fa, SYNAPSE_STATUS_FACE, b, fb, SYNAPSE_STATUS_FACE);
    const s: MinimizeSolver = mzt_solver_poly(mem, md, MZ_COUNTDOWN_RECALC);
    mz_ff_select(mem, s, fa, fb, s.a, s.b);
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:388");
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:389");
    // B moved by 2^-22 in x: the vertex pairs are at 1 + 2^-44, the point-face pairs at exactly 1,
    // within the factor: the vertex pair still wins (a plain < would take the point-face pair)
    const b2: RealObject = mzt_poly_at(env, 2.384185791015625e-7, 0, 3);
    const md2: Mindist = mzt_pair(env, a, fa, SYNAPSE_STATUS_FACE, b2, fb, SYNAPSE_STATUS_FACE);
    const s2: MinimizeSolver = mzt_solver_poly(mem, md2, MZ_COUNTDOWN_RECALC);
    mz_ff_select(mem, s2, fa, fb, s2.a, s2.b);
    $expect.compare(md2.syn[0].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:396");
    $expect.compare(md2.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:397");
    // a tilted triangle whose corner (0.1, 0.2, 1.5) is 0.5 above A's top face: point-face (q = 0.25)
    // beats the nearest vertex pair (1.7): A's face, B's point; FF_init then puts B first
    const lt: number = triangle_ledge(mem, 0.1, 0.2, 1.5, 3.1, 0.2, 2.5, 0.1, 3.2, 2.5);
    const fa3: number = mzt_face_over(mem, la, 2, 1, 0.1, 0.2, 1);
    const b3: RealObject = mzt_poly_at(env, 0, 0, 0);
    const et: number = triangle_edge(ledge_triangle(lt, 0), 0);
    const md3: Mindist = mzt_pair(env, a, fa3, SYNAPSE_STATUS_FACE, b3, et, SYNAPSE_STATUS_FACE);
    const s3: MinimizeSolver = mzt_solver_poly(mem, md3, MZ_COUNTDOWN_RECALC);
    mz_ff_select(mem, s3, fa3, et, s3.a, s3.b);
    $expect.compare(md3.syn[0].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:407");
    $expect.compare(md3.syn[0].edge, "==", fa3, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:408");
    $expect.compare(md3.syn[1].status, "==", SYNAPSE_STATUS_POINT, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:409");
    mzt_point(mem, md3.syn[1].edge, _s2);
    const p3_x = _s2.x, p3_y = _s2.y, p3_z = _s2.z;
    $expect.compare([p3_x, p3_y, p3_z], "==", [0.10000000149011612 /* 0.1f */, 0.20000000298023224 /* 0.2f */, 1.5], "f64", mode, "spec/ivp/mindist/tests/minimize_tests.spec:411");
  });

  it("C32: BF has no loop check and never writes the ball synapse; BP with the same full hash stops (rc 2) [000:L2061]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const ball: RealObject = mzt_ball_at(env, 0.25, 0.25, 2, 0.5);
    const poly: RealObject = mzt_poly_at(env, 0, 0, 0);
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const e0: number = triangle_edge(ledge_triangle(l, 0), 0);
    const md: Mindist = mzt_ball_pair(env, ball, poly, e0, SYNAPSE_STATUS_FACE);
    const ball_edge: number = md.syn[0].edge;
    const s: BallMinimizeSolver = mzt_solver_ball(mem, md, -1);
    for (let k = 0; k < 256; k++) {
      const stored: boolean = mz_check_loop_hash(s.lp, 0, (Math.imul(16, k) + 0x100000) >>> 0, 0, 0);
      $expect.truth(!stored, "spec/ivp/mindist/tests/minimize_tests.spec:425");
    }
    $expect.compare(mz_bf(mem, s, s.a, e0, s.b), "==", 1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:427");
    $expect.compare(md.len_numerator, "==", 1.5, "f32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:428");
    $expect.compare(md.syn[0].status, "==", SYNAPSE_STATUS_BALL, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:429");
    $expect.compare(md.syn[0].edge, "==", ball_edge, "u32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:430");
    $expect.compare(s.lp.countdown, "==", -1, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:431");
    $expect.compare(mz_bp(mem, s, s.a, e0, s.b), "==", MINIMIZE_FAILED, "i32", mode, "spec/ivp/mindist/tests/minimize_tests.spec:432");
  });
});
