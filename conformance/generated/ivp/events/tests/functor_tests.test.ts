// GENERATED FILE: do not edit. Conformance tests of module ivp.events.tests.functor_tests from spec/ivp/events/tests/functor_tests.spec (sha256 2b5204877c1fe060).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { bits32 } from "../../../../../runtime/index.js";
import { ft_pose } from "../support/functor_tests.generated.js";
import { EVENT_GRID_STEP, EventPose } from "../../../../../generated/ivp/events/event_sim.generated.js";
import { EventFunctor, FUNCTOR_LINE_LINE, FUNCTOR_PLANE_B_POINT, FUNCTOR_POINT_LINE, FUNCTOR_POINT_PLANE, FUNCTOR_POINT_POINT, POINT_POINT_FACTOR, event_functor_eval, event_functor_init } from "../../../../../generated/ivp/events/functors.generated.js";

describe("000 §6.5, §5.3.2: the distance functors", () => {
  it("point-plane 0x1002a9c0: (MA p − MB q)·(RB n) is the signed distance of A's point from B's plane [000:L3724]", () => {
    const mode = { "kind": "exact" } as const;
    const ma: EventPose = new EventPose();
    const mb: EventPose = new EventPose();
    ft_pose(ma, 1, 2, 3, false);
    ft_pose(mb, 0, 0, 0, false);
    const f: EventFunctor = new EventFunctor();
    event_functor_init(f, FUNCTOR_POINT_PLANE, 2);
    f.p_a.x = 0;
    f.p_a.y = 0;
    f.p_a.z = 0;
    f.normal.x = 0;
    f.normal.y = 0;
    f.normal.z = 1;
    f.plane_point.x = 0;
    f.plane_point.y = 0;
    f.plane_point.z = 1;
    $expect.compare(event_functor_eval(f, ma.m, mb.m), "==", 2, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:38");
    // B turned a quarter about x: its normal +z points along world −y, the plane through B's origin
    ft_pose(mb, 0, 0, 0, true);
    f.plane_point.x = 0;
    f.plane_point.y = 0;
    f.plane_point.z = 0;
    $expect.compare(event_functor_eval(f, ma.m, mb.m), "==", -2, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:42");
    $expect.compare(f.evaluations, "==", 2, "i32", mode, "spec/ivp/events/tests/functor_tests.spec:43");
    $expect.compare(f.inv_speed, "==", 0.5, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:44");
  });

  it("point-point 0x1002ab30: s = (double)1.2f·(d·u) when s·|s| < |d|² (the projected distance), including a negative s [000:L3729]", () => {
    const mode = { "kind": "exact" } as const;
    const ma: EventPose = new EventPose();
    const mb: EventPose = new EventPose();
    ft_pose(ma, 0, 0, 0, false);
    ft_pose(mb, 3, 4, 0, false);
    const f: EventFunctor = new EventFunctor();
    event_functor_init(f, FUNCTOR_POINT_POINT, 1);
    f.dir.x = 1;
    f.dir.y = 0;
    f.dir.z = 0;
    // 3 × 1.2000000476837158: 12.96 < 25
    $expect.compare(event_functor_eval(f, ma.m, mb.m), "==", 3.6000001430511475, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:56");
    f.dir.x = -1;
    f.dir.y = 0;
    f.dir.z = 0;
    $expect.compare(event_functor_eval(f, ma.m, mb.m), "==", -3.6000001430511475, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:58");
  });

  it("point-point 0x1002ab30: sqrt(|d|²) (a real square root) when s·|s| >= |d|² [000:L3729]", () => {
    const mode = { "kind": "exact" } as const;
    const ma: EventPose = new EventPose();
    const mb: EventPose = new EventPose();
    ft_pose(ma, 1, 1, 1, false);
    ft_pose(mb, 1, 1, 1, false);
    const f: EventFunctor = new EventFunctor();
    event_functor_init(f, FUNCTOR_POINT_POINT, 1);
    f.p_a.x = 0;
    f.p_a.y = 0;
    f.p_a.z = 0;
    f.p_b.x = 3;
    f.p_b.y = 4;
    f.p_b.z = 0;
    f.dir.x = 0.6;
    f.dir.y = 0.8;
    f.dir.z = 0;
    // s ≈ 6.0000002: 36 > 25, so |d| = 5 exactly
    $expect.compare(event_functor_eval(f, ma.m, mb.m), "==", 5, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:72");
  });

  it("plane through B's point 0x1002abc0: (M2 p2 − M1 p1)·(R2 v) [000:L3730]", () => {
    const mode = { "kind": "exact" } as const;
    const m1: EventPose = new EventPose();
    const m2: EventPose = new EventPose();
    ft_pose(m1, 1, 1, 1, false);
    ft_pose(m2, 0, 0, 0, false);
    const f: EventFunctor = new EventFunctor();
    event_functor_init(f, FUNCTOR_PLANE_B_POINT, 1);
    f.p_a.x = 0;
    f.p_a.y = 0;
    f.p_a.z = 0;
    f.p_b.x = 2;
    f.p_b.y = 0;
    f.p_b.z = 0;
    f.dir.x = 1;
    f.dir.y = 0;
    f.dir.z = 0;
    $expect.compare(event_functor_eval(f, m1.m, m2.m), "==", 1, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:85");
    // arg 2 turned: v = +z of B is world −y; (2, 0, 0) − (1, 1, 1) = (1, −1, −1)
    ft_pose(m2, 0, 0, 0, true);
    f.dir.x = 0;
    f.dir.y = 0;
    f.dir.z = 1;
    $expect.compare(event_functor_eval(f, m1.m, m2.m), "==", 1, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:89");
  });

  it("point-line 0x1002ad90: |w| with w = (MB q − MA p) × (RB e) when it is the smaller [000:L3731]", () => {
    const mode = { "kind": "exact" } as const;
    const ma: EventPose = new EventPose();
    const mb: EventPose = new EventPose();
    ft_pose(ma, 5, 0, -2, false);
    ft_pose(mb, 0, 0, 0, false);
    const f: EventFunctor = new EventFunctor();
    event_functor_init(f, FUNCTOR_POINT_LINE, 1);
    f.offset = 0.13;
    f.p_a32.x = 0;
    f.p_a32.y = 0;
    f.p_a32.z = 0;
    f.q_b32.x = 0;
    f.q_b32.y = 0;
    f.q_b32.z = 0;
    f.line_dir.x = 1;
    f.line_dir.y = 0;
    f.line_dir.z = 0;
    // w = (−5, 0, 2) × (1, 0, 0) = (0, 2, 0); c along w: w·c + h = 2.13 > |w| = 2
    f.ref_normal.x = 0;
    f.ref_normal.y = 1;
    f.ref_normal.z = 0;
    $expect.compare(event_functor_eval(f, ma.m, mb.m), "==", 2, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:105");
  });

  it("point-line 0x1002ad90: w·(RB c) + h (the projected variant) when it is the smaller [000:L3731]", () => {
    const mode = { "kind": "exact" } as const;
    const ma: EventPose = new EventPose();
    const mb: EventPose = new EventPose();
    ft_pose(ma, 5, 0, -2, false);
    ft_pose(mb, 0, 0, 0, false);
    const f: EventFunctor = new EventFunctor();
    event_functor_init(f, FUNCTOR_POINT_LINE, 1);
    f.offset = 0.13;
    f.line_dir.x = 1;
    f.line_dir.y = 0;
    f.line_dir.z = 0;
    // c perpendicular to w: w·c + h = 0.13 < 2
    f.ref_normal.x = 0;
    f.ref_normal.y = 0;
    f.ref_normal.z = 1;
    $expect.compare(event_functor_eval(f, ma.m, mb.m), "==", 0.13, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:119");
  });

  it("a convex-case functor (0x100639b8, line-line) is not yet supported [000:L3727]", () => {
    const ma: EventPose = new EventPose();
    ft_pose(ma, 0, 0, 0, false);
    const f: EventFunctor = new EventFunctor();
    event_functor_init(f, FUNCTOR_LINE_LINE, 1);
    $expect.asserts(() => {
      event_functor_eval(f, ma.m, ma.m);
    }, "not yet supported", "spec/ivp/events/tests/functor_tests.spec:127");
  });

  it("a zero speed bound gives 1/speed = +inf (IEEE, as the x87 with masked exceptions) [000:L4130]", () => {
    const f: EventFunctor = new EventFunctor();
    event_functor_init(f, FUNCTOR_POINT_PLANE, 0);
    const inf: boolean = f.inv_speed > 1e+308;
    $expect.truth(inf, "spec/ivp/events/tests/functor_tests.spec:136");
  });
});

describe("000 §6.4, §6.5: the constants of the searches and functors (B10)", () => {
  it("(double)0.005f = 0.004999999888241291: the grid step (0x10063a30 = 0x3ba3d70a) [000:L3675]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(EVENT_GRID_STEP, "==", 0.004999999888241291, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:142");
    $expect.compare(bits32(Math.fround(EVENT_GRID_STEP)), "==", 0x3ba3d70a, "u32", mode, "spec/ivp/events/tests/functor_tests.spec:143");
  });

  it("(double)1.2f = 1.2000000476837158: the point-point projection factor (0x100639a0) [000:L3729]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(POINT_POINT_FACTOR, "==", 1.2000000476837158, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:147");
    $expect.compare(1.2000000476837158 /* 1.2f */, "==", POINT_POINT_FACTOR, "f64", mode, "spec/ivp/events/tests/functor_tests.spec:148");
  });
});
