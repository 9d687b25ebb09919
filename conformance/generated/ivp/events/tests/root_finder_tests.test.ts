// GENERATED FILE: do not edit. Conformance tests of module ivp.events.tests.root_finder_tests from spec/ivp/events/tests/root_finder_tests.spec (sha256 af9672cf44975d4e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { EV_T0, EventsWorld } from "../support/event_fixtures.generated.js";
import { rf_plane_functor, rf_same_pose, rf_setup, rf_sims } from "../support/root_finder_tests.generated.js";
import { EVENT_GRID_STEP, EventPose, EventSim, event_sim_init, event_sim_last_filled, event_sim_slot } from "../../../../../generated/ivp/events/event_sim.generated.js";
import { EventFunctor } from "../../../../../generated/ivp/events/functors.generated.js";
import { EventHit, event_grid_cells, find_event, regula_falsi, search_below } from "../../../../../generated/ivp/events/root_finder.generated.js";
import { CacheObject } from "../../../../../generated/ivp/geometry/two_object.generated.js";
import { PoseScratch, cache_object_get, cache_object_release, pose_at } from "../../../../../generated/ivp/mindist/cache.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { DELTA_PSI_TIME } from "../../../../../generated/ivp/time/time_manager.generated.js";

describe("000 §5.3.1, §6.2: the event sims (E02)", () => {
  it("a static object has one pose: every slot is the cache's matrix, and no pose is computed [000:L3124]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    rf_setup(mem, w, 0.3, 0, -1);
    const cf: CacheObject = cache_object_get(w.floor!);
    const s: EventSim = new EventSim();
    event_sim_init(s, cf);
    $expect.truth(s.is_static, "spec/ivp/events/tests/root_finder_tests.spec:59");
    for (let i = 0; i < 21; i++) {
      const p: EventPose = event_sim_slot(s, i, EV_T0 + i * 0.005);
      const same: boolean = rf_same_pose(p.m, cf.m_world_f_object);
      $expect.truth(same, "spec/ivp/events/tests/root_finder_tests.spec:63");
    }
    $expect.compare(s.poses, "==", 0, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:65");
    cache_object_release(cf);
  });

  it("a simulated object: slot 0 is the cache's matrix at t_now; slot i is computed on first use with pose_at and kept [000:L3124]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.3, 0.5, -1);
    const cb: CacheObject = cache_object_get(ball);
    const s: EventSim = new EventSim();
    event_sim_init(s, cb);
    const st: boolean = s.is_static;
    $expect.truth(!st, "spec/ivp/events/tests/root_finder_tests.spec:76");
    const p0: EventPose = event_sim_slot(s, 0, EV_T0);
    const same0: boolean = rf_same_pose(p0.m, cb.m_world_f_object);
    $expect.truth(same0, "spec/ivp/events/tests/root_finder_tests.spec:79");
    const filled1: boolean = s.filled[1];
    $expect.truth(!filled1, "spec/ivp/events/tests/root_finder_tests.spec:81");
    const t3: number = EV_T0 + 3 * EVENT_GRID_STEP;
    const p3: EventPose = event_sim_slot(s, 3, t3);
    const want: EventPose = new EventPose();
    const sc: PoseScratch = new PoseScratch();
    pose_at(ball, t3, sc, want.m);
    const same3: boolean = rf_same_pose(p3.m, want.m);
    $expect.truth(same3, "spec/ivp/events/tests/root_finder_tests.spec:88");
    $expect.compare(s.poses, "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:89");
    // a second read of slot 3 keeps the pose it has
    const again: EventPose = event_sim_slot(s, 3, t3 + 0.001);
    const kept: boolean = rf_same_pose(again.m, want.m);
    $expect.truth(kept, "spec/ivp/events/tests/root_finder_tests.spec:93");
    $expect.compare(s.poses, "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:94");
    $expect.compare(event_sim_last_filled(s), "==", 3, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:95");
    cache_object_release(cb);
  });

  it("the slots past the sim's own storage (6..20) are computed on first use with pose_at and kept, the same as the nearer ones [000:L3124]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.3, 0.5, -1);
    const cb: CacheObject = cache_object_get(ball);
    const s: EventSim = new EventSim();
    event_sim_init(s, cb);
    const sc: PoseScratch = new PoseScratch();
    for (let i = 4; i < 21; i++) {
      const t: number = EV_T0 + i * EVENT_GRID_STEP;
      const p: EventPose = event_sim_slot(s, i, t);
      const want: EventPose = new EventPose();
      pose_at(ball, t, sc, want.m);
      const same: boolean = rf_same_pose(p.m, want.m);
      $expect.truth(same, "spec/ivp/events/tests/root_finder_tests.spec:112");
      const again: EventPose = event_sim_slot(s, i, t + 0.001);
      const kept: boolean = rf_same_pose(again.m, want.m);
      $expect.truth(kept, "spec/ivp/events/tests/root_finder_tests.spec:115");
    }
    $expect.compare(s.poses, "==", 17, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:117");
    $expect.compare(event_sim_last_filled(s), "==", 20, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:118");
    cache_object_release(cb);
  });

  it("slot 21 is past the 21 pose slots (the original would read past its array) [000:L3126]", () => {
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.3, 0, -1);
    const cb: CacheObject = cache_object_get(ball);
    const s: EventSim = new EventSim();
    event_sim_init(s, cb);
    $expect.asserts(() => {
      event_sim_slot(s, 21, EV_T0 + 0.105);
    }, "past the 21 pose slots", "spec/ivp/events/tests/root_finder_tests.spec:128");
  });
});

describe("000 §6.4.2, §6.4.3: search_below (E04) and find_event (E03)", () => {
  it("search_below: a ball falling at 1 m/s reaches f = 0.26 at the analytic time (0.27 − 0.26) / 1, within the 1e-8 tolerance [000:L3660]", () => {
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.27, 0, -1);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    const found: boolean = search_below(f, 0.26, EV_T0, DELTA_PSI_TIME, 0, sa, sb, false, 0, hit);
    $expect.truth(found, "spec/ivp/events/tests/root_finder_tests.spec:145");
    const err: number = Math.abs(hit.time - 0.01);
    const ok: boolean = err <= 1e-8 + 1e-15;
    $expect.truth(ok, "spec/ivp/events/tests/root_finder_tests.spec:148");
  });

  it("search_below: a target the speed bound cannot reach before t_max is no event, decided before any pose is computed [000:L3670]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.27, 0, -1);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    const found: boolean = search_below(f, 0.2, EV_T0, DELTA_PSI_TIME, 0, sa, sb, false, 0, hit);
    $expect.truth(!found, "spec/ivp/events/tests/root_finder_tests.spec:161");
    $expect.compare(sa.poses, "==", 0, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:162");
    $expect.compare(f.evaluations, "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:163");
  });

  it("search_below: at or below the target at t_start the event is t_start [000:L3665]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.255, 0, -1);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    const found: boolean = search_below(f, 0.26, EV_T0, DELTA_PSI_TIME, 0, sa, sb, false, 0, hit);
    $expect.truth(found, "spec/ivp/events/tests/root_finder_tests.spec:176");
    $expect.compare(hit.time, "==", EV_T0, "f64", mode, "spec/ivp/events/tests/root_finder_tests.spec:177");
  });

  it("find_event, already within the target and moving parallel (tangent): not separating against f0, so the event is the previous sample, t_start [000:L3712]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.255, 1, 0);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    const found: boolean = find_event(f, 0.26, 0.126, EV_T0, DELTA_PSI_TIME, sa, sb, false, 0, hit);
    $expect.truth(found, "spec/ivp/events/tests/root_finder_tests.spec:190");
    $expect.compare(hit.time, "==", EV_T0, "f64", mode, "spec/ivp/events/tests/root_finder_tests.spec:191");
  });

  it("find_event, already within the target and approaching: the event is t_start [000:L3712]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.255, 0, -0.5);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    const found: boolean = find_event(f, 0.26, 0.126, EV_T0, DELTA_PSI_TIME, sa, sb, false, 0, hit);
    $expect.truth(found, "spec/ivp/events/tests/root_finder_tests.spec:204");
    $expect.compare(hit.time, "==", EV_T0, "f64", mode, "spec/ivp/events/tests/root_finder_tests.spec:205");
  });

  it("find_event, already within the target but separating: it samples on, leaves the band, and search_below finds no re-entry [000:L3707]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.254, 0, 1);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    const found: boolean = find_event(f, 0.26, 0.126, EV_T0, DELTA_PSI_TIME, sa, sb, false, 0, hit);
    $expect.truth(!found, "spec/ivp/events/tests/root_finder_tests.spec:218");
    // the step toward v2 is clamped to the window's end: 2 grid cells, then the band is left
    $expect.compare(event_sim_last_filled(sa), "==", 2, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:220");
  });

  it("find_event with t_start not before t_max (and already within) is no event [000:L3699]", () => {
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.255, 0, -0.5);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    const found: boolean = find_event(f, 0.26, 0.126, EV_T0, EV_T0, sa, sb, false, 0, hit);
    $expect.truth(!found, "spec/ivp/events/tests/root_finder_tests.spec:233");
  });
});

describe("000 §6.4.1, §5.3.5: regula falsi (E05) and its 67-evaluation cap (C28)", () => {
  it("a linear approach: one interpolation lands within 1e-8 of the target [000:L3652]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.27, 0, -1);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    // z(t) = 0.27 − t: f(EV_T0) and f(EV_T0 + 0.015) bracket 0.26 (at t = 0.01)
    const t: number = regula_falsi(f, EV_T0, EV_T0 + 0.015, 0.26, 0.27 - EV_T0, 0.27 - (EV_T0 + 0.015), ball, w.floor!);
    $expect.compare(f.evaluations, "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:245");
    const err: number = Math.abs(t - 0.01);
    const ok: boolean = err <= 1e-8 + 1e-15;
    $expect.truth(ok, "spec/ivp/events/tests/root_finder_tests.spec:248");
  });

  it("C28: a bracket the function never enters (f stays 0.3 > 0.2 + 1e-8): regula falsi gives up after 67 evaluations and returns the safe side t_lo [000:L3650]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.3, 0, 0);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const t: number = regula_falsi(f, EV_T0, EV_T0 + 0.01, 0.2, 0.4, 0.1, ball, w.floor!);
    $expect.compare(f.evaluations, "==", 67, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:257");
    // every evaluation was above the target, so t_lo moved up to the last one and stayed below t_hi
    const inside: boolean = t > EV_T0 && t < EV_T0 + 0.01;
    $expect.truth(inside, "spec/ivp/events/tests/root_finder_tests.spec:260");
  });
});

describe("000 §5.3.1: a PSI window needs at most 4 grid slots; the search stops at slot 20 (C27)", () => {
  it("a whole PSI window searched in single grid steps fills slots 1..4 and no more [000:L3126]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.3, 0, 0);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    // f − target = 1e-5: each step is 2e-5 s, one grid cell
    const found: boolean = search_below(f, 0.3 - 0.00001, EV_T0, EV_T0 + DELTA_PSI_TIME, 0, sa, sb, false, 0, hit);
    $expect.truth(!found, "spec/ivp/events/tests/root_finder_tests.spec:276");
    $expect.compare(event_sim_last_filled(sa), "==", 4, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:277");
    $expect.compare(sa.poses, "==", 4, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:278");
  });

  it("a 0.5 s window searched in single grid steps stops at slot 20 with no event (and reads no slot beyond) [000:L3126]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const ball: RealObject = rf_setup(mem, w, 0.3, 0, 0);
    const sa: EventSim = new EventSim();
    const sb: EventSim = new EventSim();
    rf_sims(w, ball, sa, sb);
    const f: EventFunctor = new EventFunctor();
    rf_plane_functor(f, 1);
    const hit: EventHit = new EventHit();
    const found: boolean = search_below(f, 0.3 - 0.00001, EV_T0, EV_T0 + 0.5, 0, sa, sb, false, 0, hit);
    $expect.truth(!found, "spec/ivp/events/tests/root_finder_tests.spec:291");
    $expect.compare(event_sim_last_filled(sa), "==", 20, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:292");
    $expect.compare(sa.poses, "==", 20, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:293");
  });
});

describe("000 §6.4.2: the grid-cell count of a step (_ftol truncation)", () => {
  it("n = max(1, trunc(step·200)): 0.0149 s is 2 cells, 0.002 s and a negative step 1, NaN and steps beyond the i32 range give the integer indefinite, so 1 [000:L3673]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(event_grid_cells(0.0149), "==", 2, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:299");
    $expect.compare(event_grid_cells(0.015), "==", 3, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:300");
    $expect.compare(event_grid_cells(0.002), "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:301");
    $expect.compare(event_grid_cells(-0.5), "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:302");
    $expect.compare(event_grid_cells(0 / 0), "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:303");
    $expect.compare(event_grid_cells(-1000000000000), "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:304");
    $expect.compare(event_grid_cells(1000000000000), "==", 1, "i32", mode, "spec/ivp/events/tests/root_finder_tests.spec:305");
  });
});
