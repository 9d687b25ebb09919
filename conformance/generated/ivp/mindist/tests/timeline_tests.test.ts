// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.timeline_tests from spec/ivp/mindist/tests/timeline_tests.spec (sha256 d35b552bde08aeca).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { FakeWorld, FloorSolvers, MinimizeLinearSolvers } from "../support/fakes.generated.js";
import { tl_drop_world, tl_drop_world_real, tl_run, tl_run2 } from "../support/timeline_tests.generated.js";
import { ivp_env_ov_rechecks } from "../../../../../generated/ivp/mindist/env.generated.js";
import { MINDIST_STATUS_EXACT, MINDIST_STATUS_HULL, Mindist, SYNAPSE_STATUS_FACE, mindist_status } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { DELTA_PSI_TIME } from "../../../../../generated/ivp/time/time_manager.generated.js";

describe("000 §8.4: A2 with the real minimize solver on a two-triangle floor", () => {
  it("free fall onto the two-triangle floor: one 0x20 event, one do_impact at len < 0.011, on the face (BF) of the triangle below the ball [000:L4115]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: MinimizeLinearSolvers = new MinimizeLinearSolvers();
    const t_e: number = Math.sqrt(2 * 0.99 / 9.81);
    const ball: RealObject = tl_drop_world_real(mem, w, s, 1.5, t_e + 0.002);
    tl_run(mem, w.env, 1);
    $expect.compare(w.env.watchers.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:56");
    $expect.compare(w.contacts.impact_mindists.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:57");
    $expect.compare(w.contacts.impact_code[0], "==", 0x20, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:58");
    $expect.compare(w.contacts.impact_len[0], "<", 0.010999999940395355 /* 0.011f */, "f32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:59");
    $expect.compare(w.env.impacts, "==", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:60");
    const md: Mindist = w.env.mindists[w.contacts.impact_mindists[0]];
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:62");
    $expect.compare(w.contacts.impact_normal_z[0], "==", 1, "f32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:63");
    $expect.compare(w.contacts.impact_time[0], "==", t_e, "f64", { "kind": "abs", "bound": 0.0152, "text": "0.0152" }, "spec/ivp/mindist/tests/timeline_tests.spec:64");
  });
});

describe("000 §8.4, §7.2: a ball dropped onto a floor (A2 with the analytic stand-ins), resting (C31)", () => {
  it("free fall from 1.5 m: one distance event (0x20) and one do_impact, at len < 0.011; the impact counter env+0x13c is 1 [000:L4115]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    // the centre reaches r + cd = 0.51 at t_e = sqrt(2*0.99/9.81) = 0.44926 (PSI 29.65): rest from t_e + 2 ms
    const t_e: number = Math.sqrt(2 * 0.99 / 9.81);
    const ball: RealObject = tl_drop_world(mem, w, f, 1.5, t_e + 0.002);
    tl_run(mem, w.env, 1);
    $expect.compare(w.contacts.impact_mindists.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:76");
    $expect.compare(w.contacts.impact_code[0], "==", 0x20, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:77");
    $expect.compare(w.contacts.impact_len[0], "<", 0.010999999940395355 /* 0.011f */, "f32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:78");
    $expect.compare(w.env.impacts, "==", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:79");
    $expect.compare(w.env.events_fired, "==", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:80");
    // within the PSI of the analytic time: the collision side sees the script's PSI positions
    // joined by straight lines (PSI 29 at 0.4394 s, PSI 30 at 0.4545 s)
    $expect.compare(w.contacts.impact_time[0], "==", t_e, "f64", { "kind": "abs", "bound": 0.0152, "text": "0.0152" }, "spec/ivp/mindist/tests/timeline_tests.spec:83");
    $expect.compare(w.contacts.impact_time[0], ">", 29 * Math.fround(DELTA_PSI_TIME), "f64", mode, "spec/ivp/mindist/tests/timeline_tests.spec:84");
    $expect.compare(w.contacts.impact_normal_z[0], "==", 1, "f32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:85");
  });

  it("a resting ball (speed 0) gets no event in 50 more PSIs but is recalculated in every SHORT phase (C31) [000:L4007]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const t_e: number = Math.sqrt(2 * 0.99 / 9.81);
    const ball: RealObject = tl_drop_world(mem, w, f, 1.5, t_e + 0.002);
    tl_run(mem, w.env, 1);
    const fired: number = w.env.events_fired;
    const calls: number = f.minimize_calls;
    const psis: number = w.env.psi_count;
    tl_run2(mem, w.env, 1, 50);
    $expect.compare(w.env.events_fired, "==", fired, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:98");
    $expect.compare((w.env.psi_count - psis) | 0, "==", 50, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:99");
    $expect.compare((f.minimize_calls - calls) | 0, "==", 50, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:100");
    const md: Mindist | null = w.env.mm.exact_head;
    const some: boolean = md !== null;
    $expect.truth(some, "spec/ivp/mindist/tests/timeline_tests.spec:103");
    $expect.compare(mindist_status(md!), "==", MINDIST_STATUS_EXACT, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:104");
  });

  it("while the ball is far, the pair sits in the hull (status 5) and wakes through hull_limit_exceeded [000:L4009]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const t_e: number = Math.sqrt(2 * 0.99 / 9.81);
    const ball: RealObject = tl_drop_world(mem, w, f, 1.5, t_e + 0.002);
    // at creation (t = 0, no speed yet) len = 1.0 > cd: HULL at once
    const m: Mindist = w.env.mindists[0];
    $expect.compare(mindist_status(m), "==", MINDIST_STATUS_HULL, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:114");
    tl_run(mem, w.env, 1);
    $expect.compare(w.env.hull_exceeded_calls, ">=", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:116");
    $expect.compare(mindist_status(m), "==", MINDIST_STATUS_EXACT, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:117");
  });

  it("the counters: one pair made (+0x7c), live (+0x78), none deleted (+0x80), OV rechecks (+0x88) as the ball's OV hull key passes [000:L4117]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const t_e: number = Math.sqrt(2 * 0.99 / 9.81);
    const ball: RealObject = tl_drop_world(mem, w, f, 1.5, t_e + 0.002);
    tl_run(mem, w.env, 1);
    $expect.compare(w.env.created_mindists, "==", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:126");
    $expect.compare(w.env.live_mindists, "==", 1, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:127");
    $expect.compare(w.env.deleted_mindists, "==", 0, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:128");
    $expect.compare(ivp_env_ov_rechecks(w.env), ">=", 3, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:129");
    $expect.compare(w.env.watcher_checks, "==", 0, "i32", mode, "spec/ivp/mindist/tests/timeline_tests.spec:130");
  });
});
