// GENERATED FILE: do not edit. Conformance tests of module ivp.events.tests.ball_event_tests from spec/ivp/events/tests/ball_event_tests.spec (sha256 11af68200a39bae4).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { be_hit } from "../support/ball_event_tests.generated.js";
import { EV_KEY_HALF_ULP, EV_T0, EventsWorld, ev_ball, ev_ball_mindist, ev_block, ev_cache_refs, ev_floor_mindist, ev_queued_error, ev_raw_error, ev_run_to, ev_static_ball, ev_time_bound, ev_world } from "../support/event_fixtures.generated.js";
import { event_solver_dispatch } from "../../../../../generated/ivp/events/dispatch.generated.js";
import { EventSolverBlock } from "../../../../../generated/ivp/events/event_block.generated.js";
import { Mindist, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, SYNAPSE_STATUS_POINT, mindist_coll_type, mindist_has_event } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { settings_coll_dist } from "../../../../../generated/ivp/mindist/settings.generated.js";
import { PhysCoreView, RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { DELTA_PSI_TIME } from "../../../../../generated/ivp/time/time_manager.generated.js";

describe("000 §5.4, §8.4: analytic event times of a kinematic ball (E06-E10, C29)", () => {
  it("BF (0x20, C29): a ball falling at 1 m/s onto the face gets its event when its centre is r + cd above the plane, t* = 0.27 − a [000:L3224]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.25, 0.25, 0.27, 0.25, 0, 0, -1);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_FACE, w.e0);
    const t_star: number = 0.27 - be_hit(w);
    $expect.compare(w.solvers.dispatches, "==", 1, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:29");
    $expect.compare(w.solvers.last_type, "==", 0x20, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:30");
    const raw_ok: boolean = ev_raw_error(w, t_star) <= ev_time_bound(1);
    $expect.truth(raw_ok, "spec/ivp/events/tests/ball_event_tests.spec:32");
    $expect.compare(mindist_coll_type(md), "==", 0x20, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:33");
    const q_ok: boolean = ev_queued_error(w, md, t_star) <= ev_time_bound(1) + EV_KEY_HALF_ULP;
    $expect.truth(q_ok, "spec/ivp/events/tests/ball_event_tests.spec:35");
    $expect.compare(ev_cache_refs(w), "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:36");
  });

  it("BF grazing: a ball sliding at 1 m/s and sinking at 1/16 m/s over the face gets its 0x20 at (z0 − a)/0.0625 [000:L3224]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const z0: number = 0.260625;
    const ball: RealObject = ev_ball(w, 0.2, 0.3, z0, 0.25, 1, 0, -0.0625);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_FACE, w.e1);
    const t_star: number = (z0 - be_hit(w)) / 0.0625;
    $expect.compare(w.solvers.last_type, "==", 0x20, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:47");
    const raw_ok: boolean = ev_raw_error(w, t_star) <= ev_time_bound(0.0625);
    $expect.truth(raw_ok, "spec/ivp/events/tests/ball_event_tests.spec:49");
    const q_ok: boolean = ev_queued_error(w, md, t_star) <= ev_time_bound(0.0625) + EV_KEY_HALF_ULP;
    $expect.truth(q_ok, "spec/ivp/events/tests/ball_event_tests.spec:51");
  });

  it("BK (0x30, C29): a ball approaching the edge p0-p1 head-on at 1.25 m/s gets its event when its distance from the edge line is a, t* = (0.275 − a)/1.25 [000:L3262]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    // 0.275 from the line along (0, −0.6, 0.8), moving along (0, 0.6, −0.8) at 1.25 m/s
    const ball: RealObject = ev_ball(w, 0.5, -0.165, 0.22, 0.25, 0, 0.75, -1);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_EDGE, w.e0);
    const t_star: number = (0.275 - be_hit(w)) / 1.25;
    $expect.compare(w.solvers.last_type, "==", 0x30, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:62");
    const raw_ok: boolean = ev_raw_error(w, t_star) <= ev_time_bound(1.25);
    $expect.truth(raw_ok, "spec/ivp/events/tests/ball_event_tests.spec:64");
    $expect.compare(mindist_coll_type(md), "==", 0x30, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:65");
    const q_ok: boolean = ev_queued_error(w, md, t_star) <= ev_time_bound(1.25) + EV_KEY_HALF_ULP;
    $expect.truth(q_ok, "spec/ivp/events/tests/ball_event_tests.spec:67");
    $expect.compare(ev_cache_refs(w), "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:68");
  });

  it("BK grazing: a ball falling past the edge line 0.258 from it (a − 0.002) gets its 0x30 when the distance first reaches a, z = sqrt(a² − 0.258²) [000:L3262]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const a: number = be_hit(w);
    const zc: number = Math.sqrt(a * a - 0.258 * 0.258);
    const z0: number = zc + 0.008;
    const ball: RealObject = ev_ball(w, 0.5, -0.258, z0, 0.25, 0, 0, -1);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_EDGE, w.e0);
    const t_star: number = z0 - zc;
    // the distance falls at zc/a m/s there
    const rate: number = zc / a;
    $expect.compare(w.solvers.last_type, "==", 0x30, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:83");
    const raw_ok: boolean = ev_raw_error(w, t_star) <= ev_time_bound(rate);
    $expect.truth(raw_ok, "spec/ivp/events/tests/ball_event_tests.spec:85");
    const q_ok: boolean = ev_queued_error(w, md, t_star) <= ev_time_bound(rate) + EV_KEY_HALF_ULP;
    $expect.truth(q_ok, "spec/ivp/events/tests/ball_event_tests.spec:87");
  });

  it("BK (0x31, C29): a ball sweeping over the edge 0.262 above it (no 0x30) gets the face entry when its centre is 0.001 over the face, t* = 0.031/4 [000:L3287]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.5, -0.03, 0.262, 0.25, 0, 4, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_EDGE, w.e0);
    // (C − P)·m with m = (0, −1, 0) falls to −0.001 (settings +0x124) at y = 0.001
    const t_star: number = (0.03 + w.env.settings.impact_eps) / 4;
    $expect.compare(w.solvers.last_type, "==", 0x31, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:98");
    const raw_ok: boolean = ev_raw_error(w, t_star) <= ev_time_bound(4);
    $expect.truth(raw_ok, "spec/ivp/events/tests/ball_event_tests.spec:100");
    $expect.compare(mindist_coll_type(md), "==", 0x31, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:101");
    const q_ok: boolean = ev_queued_error(w, md, t_star) <= ev_time_bound(4) + EV_KEY_HALF_ULP;
    $expect.truth(q_ok, "spec/ivp/events/tests/ball_event_tests.spec:103");
  });

  it("BP (0x10, C29): a ball approaching the vertex p0 head-on at 1.5 m/s gets its event when its distance from the point is a, t* = (0.28 − a)/1.5 [000:L3240]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    // 0.28 from p0 along −(2, 1, −2)/3, moving along (2, 1, −2)/3 at 1.5 m/s
    const ball: RealObject = ev_ball(w, -0.28 * 2 / 3, -0.28 / 3, 0.28 * 2 / 3, 0.25, 1, 0.5, -1);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_POINT, w.e0);
    const t_star: number = (0.28 - be_hit(w)) / 1.5;
    $expect.compare(w.solvers.last_type, "==", 0x10, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:114");
    const raw_ok: boolean = ev_raw_error(w, t_star) <= ev_time_bound(1.5);
    $expect.truth(raw_ok, "spec/ivp/events/tests/ball_event_tests.spec:116");
    $expect.compare(mindist_coll_type(md), "==", 0x10, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:117");
    const q_ok: boolean = ev_queued_error(w, md, t_star) <= ev_time_bound(1.5) + EV_KEY_HALF_ULP;
    $expect.truth(q_ok, "spec/ivp/events/tests/ball_event_tests.spec:119");
    $expect.compare(ev_cache_refs(w), "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:120");
  });

  it("BP (0x11, C29): a ball passing the vertex 0.265 away leaves its Voronoi region along p0-p1 when (P − C)·e reaches the literal margin |PQ|·(−min(dmax², cd²)·inv_diam) [000:L3260]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, -0.03, -0.1, 0.245, 0.25, 8, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_POINT, w.e0);
    // dmax = (t_max − t_now)·8 + len > cd, so min(dmax², cd²) = cd²; |PQ| = 1
    const cd: number = settings_coll_dist(w.env.settings, 63);
    const fc: PhysCoreView | null = w.floor!.core;
    const margin: number = -(cd * cd) * fc!.inv_object_diameter;
    const t_star: number = (0.03 - margin) / 8;
    $expect.compare(w.solvers.last_type, "==", 0x11, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:134");
    const raw_ok: boolean = ev_raw_error(w, t_star) <= ev_time_bound(8);
    $expect.truth(raw_ok, "spec/ivp/events/tests/ball_event_tests.spec:136");
    $expect.compare(mindist_coll_type(md), "==", 0x11, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:137");
    const q_ok: boolean = ev_queued_error(w, md, t_star) <= ev_time_bound(8) + EV_KEY_HALF_ULP;
    $expect.truth(q_ok, "spec/ivp/events/tests/ball_event_tests.spec:139");
  });

  it("BB (0x10, C29): a ball rolling at 1 m/s toward a static ball 0.77 away gets its event when the centres are rA + rB + cd apart [000:L3215]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const other: RealObject = ev_static_ball(w, 2, 0, 1, 0.5);
    const ball: RealObject = ev_ball(w, 2.77, 0, 1, 0.25, -1, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_ball_mindist(mem, w, ball, other);
    const a: number = 0.75 + settings_coll_dist(w.env.settings, 63);
    const t_star: number = 0.77 - a;
    $expect.compare(md.syn[0].status, "==", 3, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:151");
    $expect.compare(md.syn[1].status, "==", 3, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:152");
    $expect.compare(w.solvers.last_type, "==", 0x10, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:153");
    const raw_ok: boolean = ev_raw_error(w, t_star) <= ev_time_bound(1);
    $expect.truth(raw_ok, "spec/ivp/events/tests/ball_event_tests.spec:155");
    $expect.compare(mindist_coll_type(md), "==", 0x10, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:156");
    const q_ok: boolean = ev_queued_error(w, md, t_star) <= ev_time_bound(1) + EV_KEY_HALF_ULP;
    $expect.truth(q_ok, "spec/ivp/events/tests/ball_event_tests.spec:158");
    $expect.compare(ev_cache_refs(w), "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:159");
  });
});

describe("000 §5.4: pass-bys and tangent contact (a conservative speed bound of 1 m/s, the table called directly)", () => {
  it("BF pass-by: a ball sliding parallel 5 mm above the hit distance gets no event [000:L3224]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.25, 0.25, 0.265, 0.25, 1, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_FACE, w.e0);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:172");
    $expect.compare(blk.event_time, "==", blk.t_max, "f64", mode, "spec/ivp/events/tests/ball_event_tests.spec:173");
    $expect.compare(ev_cache_refs(w), "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:174");
  });

  it("BK pass-by: a ball falling past the edge line 0.263 from it (beyond a, never over the face) gets no event [000:L3262]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.5, -0.263, 0.008, 0.25, 0, 0, -1);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_EDGE, w.e0);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:185");
  });

  it("BP pass-by: a ball falling past the vertex 0.283 from it, inside its Voronoi region, gets no event [000:L3236]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, -0.2, -0.2, 0.008, 0.25, 0, 0, -1);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_POINT, w.e0);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:196");
  });

  it("BB pass-by: a ball rolling past a static ball 0.8 from its centre (beyond 0.76) gets no event [000:L3215]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const other: RealObject = ev_static_ball(w, 2, 0, 1, 0.5);
    const ball: RealObject = ev_ball(w, 2.007, 0.8, 1, 0.25, -1, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_ball_mindist(mem, w, ball, other);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:208");
  });

  it("BF tangent: a ball within r + cd of the face sliding parallel to it is not separating, so its 0x20 is at t_now (len 2^-8 is exact in f32, so f0 = r + len is the functor's own value) [000:L3712]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.25, 0.25, 0.25390625, 0.25, 1, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_FACE, w.e0);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0x20, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:219");
    $expect.compare(blk.event_time, "==", EV_T0, "f64", mode, "spec/ivp/events/tests/ball_event_tests.spec:220");
  });

  it("BK tangent: a ball touching the edge and rolling along it gets its 0x30 at t_now [000:L3712]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.3, -0.2, 0.15, 0.25, 1, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_EDGE, w.e0);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0x30, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:231");
    $expect.compare(blk.event_time, "==", EV_T0, "f64", mode, "spec/ivp/events/tests/ball_event_tests.spec:232");
  });

  it("BP tangent: a ball touching the vertex and moving across the line to it separates (its distance rises above f0): no event (find_event compares with f0, L3717) [000:L3717]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, -0.18, -0.18, 0, 0.25, 0, 0, -1);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_POINT, w.e0);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:243");
  });
});

describe("000 §6.6: on equal times the test that ran later wins (C26)", () => {
  it("BP: a ball touching the vertex at rest, its centre 2 mm past the region along p0-p1: the distance event (0x10) and the region exit (0x11) are both at t_now, and 0x11 ran later [000:L3747]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.002, -0.15, 0.2, 0.25, 0, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_POINT, w.e0);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0x11, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:256");
    $expect.compare(blk.event_time, "==", EV_T0, "f64", mode, "spec/ivp/events/tests/ball_event_tests.spec:257");
  });

  it("BK: a ball touching the edge at rest, its centre 2 mm over the face: the distance event (0x30) and the face entry (0x31) are both at t_now, and 0x31 ran later [000:L3747]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.5, 0.002, 0.2, 0.25, 0, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_EDGE, w.e0);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0x31, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:268");
    $expect.compare(blk.event_time, "==", EV_T0, "f64", mode, "spec/ivp/events/tests/ball_event_tests.spec:269");
  });
});

describe("000 §5.4.3, §6.4.2: behaviours of the literal searches users should know (D-EVENTS-6)", () => {
  it("BF tangent with len rounded down to f32 (0.255 − 0.25 is stored 0.0049999999): f0 = r + len lies below the functor's own value, so the parallel samples count as separating and there is no event [000:L3231]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const ball: RealObject = ev_ball(w, 0.25, 0.25, 0.255, 0.25, 1, 0, 0);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_FACE, w.e0);
    const below: boolean = md.len_numerator < 0.255 - 0.25;
    $expect.truth(below, "spec/ivp/events/tests/ball_event_tests.spec:281");
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:284");
  });

  it("BK: a ball falling past the edge 0.001 mm inside r + cd dips below the hit distance for 1.4 ms only, between two of the doubled safe steps: no event [000:L3671]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    ev_world(mem, w);
    const a: number = be_hit(w);
    const y0: number = a - 0.000001;
    const ball: RealObject = ev_ball(w, 0.5, -y0, 0.01, 0.25, 0, 0, -1);
    ev_run_to(mem, w, EV_T0);
    const md: Mindist = ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_EDGE, w.e0);
    // the exact distance is below a while |z| < sqrt(a² − y0²), i.e. for t in (0.01 − zc, 0.01 + zc)
    const zc: number = Math.sqrt(a * a - y0 * y0);
    const inside: boolean = 0.01 - zc > EV_T0 && 0.01 + zc < DELTA_PSI_TIME && zc < 0.00075;
    $expect.truth(inside, "spec/ivp/events/tests/ball_event_tests.spec:298");
    $expect.compare(w.solvers.dispatches, "==", 1, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:299");
    $expect.compare(w.solvers.last_type, "==", 0, "i32", mode, "spec/ivp/events/tests/ball_event_tests.spec:300");
    const queued: boolean = mindist_has_event(md);
    $expect.truth(!queued, "spec/ivp/events/tests/ball_event_tests.spec:302");
  });
});
