// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.scheduling_tests from spec/ivp/mindist/tests/scheduling_tests.spec (sha256 8ecad3d103fdc519).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { SchedWorld, sw_build, sw_event_time } from "../support/scheduling_tests.generated.js";
import { IvpEnvironment, MINIMIZE_FAILED, MINIMIZE_OK } from "../../../../../generated/ivp/mindist/env.generated.js";
import { mindist_went_invalid } from "../../../../../generated/ivp/mindist/manager.generated.js";
import { MINDIST_STATUS_EXACT, MINDIST_STATUS_HULL, MINDIST_STATUS_INVALID, Mindist, mindist_coll_dist_index, mindist_coll_type, mindist_has_event, mindist_set_coll_type, mindist_status } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { core_repredict_after_impact, mindist_hull_limit_exceeded, mindist_simulate_time_event, mindist_wheel_pass, object_retry_invalid, update_exact_mindist_events } from "../../../../../generated/ivp/mindist/scheduling.generated.js";
import { settings_coll_dist } from "../../../../../generated/ivp/mindist/settings.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { hull_value_at } from "../../../../../generated/ivp/time/hull_manager.generated.js";
import { min_list_value } from "../../../../../generated/ivp/time/min_list.generated.js";
import { time_manager_key } from "../../../../../generated/ivp/time/time_manager.generated.js";

describe("000 §4.6, §5.2.2: update_exact_mindist_events (M19)", () => {
  it("far away: len > 2.1f*dPSI*sum_max + cd sends the mindist to the hull with dist = len - cd, the static side none [000:L2648]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.5, 2, 0, 0);
    const md: Mindist | null = x.md;
    $expect.compare(mindist_status(md!), "==", MINDIST_STATUS_HULL, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:57");
    // the floor is not moving: the ball's hull gets all of len - cd, the floor's none
    const b: RealObject | null = x.ball;
    const kb: number = min_list_value(b!.hull.list, md!.syn[0].hull_index);
    const want: number = Math.fround(hull_value_at(b!.hull, x.w.env.tm.current_time) + (0.5 - 0.009999999776482582 /* 0.01f */));
    $expect.compare(kb, "==", want, "f32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:62");
    const kf: number = min_list_value(x.w.floor!.hull.list, md!.syn[1].hull_index);
    const wantf: number = Math.fround(hull_value_at(x.w.floor!.hull, x.w.env.tm.current_time) + 0);
    $expect.compare(kf, "==", wantf, "f32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:65");
  });

  it("the block: rot_sum, sum_max = |v0| + |v1| + rot_sum, proj = n.v1 - n.v0, worst = proj + sqrt(1.001f - (axis.n)^2)*rot terms; t_now, t_max [000:L2663]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x20, 0.005);
    // the new mindist was dispatched once with hint 0
    $expect.compare(x.s.sum_max, "==", 2, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:72");
    $expect.compare(x.s.proj, "==", 2, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:73");
    $expect.compare(x.s.worst, "==", 2, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:74");
    $expect.compare(x.s.rot_sum, "==", 0, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:75");
    $expect.compare(x.s.t_now, "==", x.w.env.tm.current_time, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:76");
    $expect.compare(x.s.t_max, "==", x.w.env.tm.time_of_next_psi, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:77");
  });

  it("separating (worst < 1e-19) and unreachable ((t_max - t_now)*worst + cd <= len) pairs get no dispatch and no event [000:L2655]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x20, 0.005);
    const n: number = x.s.log.length;
    x.ball!.core!.speed.x = 0;
    x.ball!.core!.speed.y = 0;
    x.ball!.core!.speed.z = 1;
    update_exact_mindist_events(mem, x.w.env, x.md!, true, 1);
    $expect.compare(x.s.log.length, "==", n, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:86");
    $expect.truth(!mindist_has_event(x.md!), "spec/ivp/mindist/tests/scheduling_tests.spec:87");
    // approaching at 0.5: 0.5*dPSI + 0.01 = 0.01758 <= 0.02: unreachable this PSI
    x.ball!.core!.speed.x = 0;
    x.ball!.core!.speed.y = 0;
    x.ball!.core!.speed.z = -0.5;
    update_exact_mindist_events(mem, x.w.env, x.md!, true, 1);
    $expect.compare(x.s.log.length, "==", n, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:91");
    $expect.truth(!mindist_has_event(x.md!), "spec/ivp/mindist/tests/scheduling_tests.spec:92");
  });

  it("an event is queued at (f32)(T - base) with its code in the flags' low byte [000:L2685]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x20, 0.005);
    update_exact_mindist_events(mem, x.w.env, x.md!, true, 1);
    const t_now: number = x.w.env.tm.current_time;
    $expect.compare(sw_event_time(x), "==", time_manager_key(x.w.env.tm.base_time, t_now + 0.005) + x.w.env.tm.base_time, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:100");
    $expect.compare(mindist_coll_type(x.md!), "==", 0x20, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:101");
  });

  it("an event 'now' (T - t_now < 1e-6f) with hint 0 stays at t_now [000:L2670]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x20, 0);
    update_exact_mindist_events(mem, x.w.env, x.md!, true, 0);
    $expect.compare(sw_event_time(x), "==", x.w.env.tm.current_time, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:108");
  });

  it("hint 1 and a distance event: T = (f*0.1/sum_max + t_now) + dPSI*1e-7f with f = len - 0.001f; f < 1e-12: t_now + dPSI*1e-5f [000:L2676]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x20, 0);
    update_exact_mindist_events(mem, x.w.env, x.md!, true, 1);
    const env: IvpEnvironment = x.w.env;
    const t_now: number = env.tm.current_time;
    const f: number = 0.019999999552965164 /* 0.02f */ - env.settings.real_coll_dist;
    const t: number = f * 0.1 / 2 + t_now + env.tm.delta_psi * 1.0000000116860974e-7 /* 1e-7f */;
    $expect.compare(sw_event_time(x), "==", time_manager_key(env.tm.base_time, t) + env.tm.base_time, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:119");
    x.s.len = 0.0010000000474974513 /* 0.001f */;
    x.md!.len_numerator = 0.0010000000474974513 /* 0.001f */;
    update_exact_mindist_events(mem, env, x.md!, true, 1);
    const t2: number = t_now + env.tm.delta_psi * 0.000009999999747378752 /* 1e-5f */;
    $expect.compare(sw_event_time(x), "==", time_manager_key(env.tm.base_time, t2) + env.tm.base_time, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:124");
  });

  it("hint 2, or a topology event: T = (f/sum_max + t_now) + dPSI*1e-4f; f < 1e-12: t_now + dPSI*0.001f [000:L2674]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x31, 0);
    const env: IvpEnvironment = x.w.env;
    update_exact_mindist_events(mem, env, x.md!, false, 1);
    const t_now: number = env.tm.current_time;
    const f: number = 0.019999999552965164 /* 0.02f */ - env.settings.real_coll_dist;
    const t: number = f / 2 + t_now + env.tm.delta_psi * 0.00009999999747378752 /* 1e-4f */;
    $expect.compare(sw_event_time(x), "==", time_manager_key(env.tm.base_time, t) + env.tm.base_time, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:135");
    $expect.compare(mindist_coll_type(x.md!), "==", 0x31, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:136");
    x.s.ev_type = 0x20;
    x.md!.len_numerator = 0.0005000000237487257 /* 0.0005f */;
    update_exact_mindist_events(mem, env, x.md!, false, 2);
    const t2: number = t_now + env.tm.delta_psi * 0.0010000000474974513 /* 0.001f */;
    $expect.compare(sw_event_time(x), "==", time_manager_key(env.tm.base_time, t2) + env.tm.base_time, "f64", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:141");
  });

  it("a nudged event at or past the next PSI is dropped (left to the next CRITIC pass) [000:L2679]", () => {
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x20, 0);
    // sum_max tiny: f/sum_max is far beyond t_max
    x.ball!.core!.current_speed = 0.5;
    x.ball!.core!.speed.x = 0;
    x.ball!.core!.speed.y = 0;
    x.ball!.core!.speed.z = -0.699999988079071 /* 0.7f */;
    update_exact_mindist_events(mem, x.w.env, x.md!, false, 2);
    $expect.truth(!mindist_has_event(x.md!), "spec/ivp/mindist/tests/scheduling_tests.spec:151");
  });

  it("the coll-dist index decays every fourth prediction (global counter, post-increment), with no numeric effect (C13) [000:L2661]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0, 0);
    const env: IvpEnvironment = x.w.env;
    // the new mindist's own prediction counted once
    $expect.compare(env.settings.decay_counter, "==", 1, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:159");
    $expect.compare(mindist_coll_dist_index(x.md!), "==", 63, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:160");
    update_exact_mindist_events(mem, env, x.md!, true, 1);
    update_exact_mindist_events(mem, env, x.md!, true, 1);
    update_exact_mindist_events(mem, env, x.md!, true, 1);
    $expect.compare(mindist_coll_dist_index(x.md!), "==", 62, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:164");
    $expect.compare(env.settings.decay_counter, "==", 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:165");
    $expect.compare(settings_coll_dist(env.settings, 62), "==", settings_coll_dist(env.settings, 63), "f32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:166");
  });
});

describe("000 §4.6: the mindist's time event (M20) and the passes (M25-M27)", () => {
  it("a topology event (low nibble != 0) re-predicts with hint 1; no impact [000:L2694]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.004999999888241291 /* 0.005f */, 2, 0x31, 0.002);
    mindist_set_coll_type(x.md!, 0x31);
    mindist_simulate_time_event(mem, x.w.env, x.md!);
    $expect.compare(x.w.env.impacts, "==", 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:176");
    $expect.truth(mindist_has_event(x.md!), "spec/ivp/mindist/tests/scheduling_tests.spec:177");
  });

  it("a distance event with len < cd + 0.001f is an impact (do_impact: wake, core step, env+0x13c, impact entry) [000:L2695]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.010499999858438969 /* 0.0105f */, 2, 0x20, 0.002);
    mindist_set_coll_type(x.md!, 0x20);
    mindist_simulate_time_event(mem, x.w.env, x.md!);
    $expect.compare(x.w.env.impacts, "==", 1, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:185");
    // wake ball (1) and floor (0), step the ball's core (1; the floor's is static), impact entry
    $expect.compare(x.w.contacts.log[0], "==", (100 + x.ball!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:187");
    $expect.compare(x.w.contacts.log[1], "==", (100 + x.w.floor!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:188");
    $expect.compare(x.w.contacts.log[2], "==", (200 + x.ball!.core!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:189");
    $expect.compare(x.w.contacts.log[3], "==", (300 + x.md!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:190");
  });

  it("len = cd + 0.001f exactly is no impact (strict <); a near miss re-predicts with hint 2 [000:L2696]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    const env: IvpEnvironment = x.w.env;
    sw_build(mem, x, 0.010999999940395355 /* 0.011f */, 2, 0x20, 0.002);
    const edge: number = Math.fround(settings_coll_dist(env.settings, 63) + env.settings.impact_eps);
    x.s.len = edge;
    mindist_set_coll_type(x.md!, 0x20);
    mindist_simulate_time_event(mem, env, x.md!);
    $expect.compare(env.impacts, "==", 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:201");
    $expect.truth(mindist_has_event(x.md!), "spec/ivp/mindist/tests/scheduling_tests.spec:202");
  });

  it("a failed recalc at the event does nothing more [000:L2691]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.004999999888241291 /* 0.005f */, 2, 0x20, 0.002);
    x.s.rc = MINIMIZE_FAILED;
    mindist_simulate_time_event(mem, x.w.env, x.md!);
    $expect.compare(x.w.env.impacts, "==", 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:210");
    $expect.compare(mindist_status(x.md!), "==", MINDIST_STATUS_EXACT, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:211");
  });

  it("the wheel pass is empty in Ballance; a wheel mindist is refused (M25) [000:L2742]", () => {
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0, 0);
    mindist_wheel_pass(x.w.env);
    x.w.env.mm.wheel.push(x.md);
    $expect.asserts(() => {
      mindist_wheel_pass(x.w.env);
    }, "car-wheel mindists", "spec/ivp/mindist/tests/scheduling_tests.spec:219");
  });

  it("re-prediction after an impact (0x1000d930): stamps the core, re-predicts the mindists whose two cores' stamps differ (M26) [000:L2753]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x20, 0.004);
    const env: IvpEnvironment = x.w.env;
    env.impacts = 7;
    const n: number = x.s.log.length;
    core_repredict_after_impact(mem, env, x.ball!.core!);
    $expect.compare(x.ball!.core!.impact_stamp, "==", 7, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:231");
    $expect.compare(x.s.log[n], "==", (1000 + x.md!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:232");
    $expect.compare(x.s.log[(n + 1) | 0], "==", (3000 + x.md!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:233");
    // both cores stamped alike: nothing to do
    x.w.floor!.core!.impact_stamp = 7;
    const m: number = x.s.log.length;
    core_repredict_after_impact(mem, env, x.ball!.core!);
    $expect.compare(x.s.log.length, "==", m, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:238");
  });

  it("the INVALID retry (0x100099a0): the single-pass recalc; on success INVALID -> EXACT without scheduling (M27) [000:L2755]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0x20, 0.004);
    const env: IvpEnvironment = x.w.env;
    mindist_went_invalid(env, x.md!);
    $expect.compare(mindist_status(x.md!), "==", MINDIST_STATUS_INVALID, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:246");
    x.s.rc = MINIMIZE_FAILED;
    object_retry_invalid(mem, env, x.ball!);
    $expect.compare(mindist_status(x.md!), "==", MINDIST_STATUS_INVALID, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:249");
    x.s.rc = MINIMIZE_OK;
    const n: number = x.s.log.length;
    object_retry_invalid(mem, env, x.ball!);
    $expect.compare(x.s.log[n], "==", (2000 + x.md!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:253");
    $expect.compare(x.s.log.length, "==", (n + 1) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:254");
    $expect.compare(mindist_status(x.md!), "==", MINDIST_STATUS_EXACT, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:255");
    $expect.truth(!mindist_has_event(x.md!), "spec/ivp/mindist/tests/scheduling_tests.spec:256");
  });
});

describe("000 §4.6, §2.3.3: hull_limit_exceeded (M21)", () => {
  it("more than six PSIs of slack: the halfspace shortcut re-arms both synapses, len = (f32)(new - intrusion), no recalc [000:L2712]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.5, 2, 0, 0);
    const env: IvpEnvironment = x.w.env;
    const md: Mindist | null = x.md;
    $expect.compare(mindist_status(md!), "==", MINDIST_STATUS_HULL, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:266");
    const n: number = x.s.log.length;
    const ang0: number = md!.sum_angular_hull_time;
    mindist_hull_limit_exceeded(mem, env, md!, -0.0010000000474974513 /* 0.001f */);
    $expect.compare(env.halfspace_rearms, "==", 1, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:270");
    $expect.compare(x.s.log.length, "==", n, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:271");
    $expect.compare(mindist_status(md!), "==", MINDIST_STATUS_HULL, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:272");
    // nothing moved: new = len - 0 - (f58 - proj) + intrusion
    // nothing moved; the scripted recalc left +0x58 = 0, the centres are 1 apart along n:
    // new = len - (ang - ang0) - (0 - 1) + intrusion, len = (f32)(new - intrusion) = 1.5
    $expect.compare(md!.contact_dot_diff_center, "==", 1, "f32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:276");
    $expect.compare(md!.len_numerator, "==", 1.5, "f32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:277");
  });

  it("not enough slack: both synapses leave the hulls and the mindist is recalculated as EXACT [000:L2720]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.10000000149011612 /* 0.1f */, 2, 0, 0);
    const env: IvpEnvironment = x.w.env;
    const md: Mindist | null = x.md;
    // 0.1 > 2.1f*dPSI*2 + 0.01 = 0.0736: HULL; 6*dPSI*(2 + 2e-19) = 0.18 > 0.1: back to EXACT
    $expect.compare(mindist_status(md!), "==", MINDIST_STATUS_HULL, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:286");
    const n: number = x.s.log.length;
    // the centre separation along n at the last check, as a recalc writes it: nothing moved since
    md!.contact_dot_diff_center = 1;
    // the recalc then finds it nearer (0.05 < 0.0736): it stays EXACT
    x.s.len = 0.05000000074505806 /* 0.05f */;
    mindist_hull_limit_exceeded(mem, env, md!, 0);
    $expect.compare(mindist_status(md!), "==", MINDIST_STATUS_EXACT, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:293");
    $expect.compare(x.s.log[n], "==", (1000 + md!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:294");
    $expect.compare(md!.syn[0].hull_index, "==", 0xffff, "u16", mode, "spec/ivp/mindist/tests/scheduling_tests.spec:295");
    const ex: boolean = env.mm.exact_head === md;
    $expect.truth(ex, "spec/ivp/mindist/tests/scheduling_tests.spec:297");
  });
});
