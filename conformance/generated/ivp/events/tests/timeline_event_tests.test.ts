// GENERATED FILE: do not edit. Conformance tests of module ivp.events.tests.timeline_event_tests from spec/ivp/events/tests/timeline_event_tests.spec (sha256 0332a525899cbf3d).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { EV_KEY_HALF_ULP, ev_time_bound } from "../support/event_fixtures.generated.js";
import { RealEventSolvers } from "../support/timeline_event_tests.generated.js";
import { FakeWorld, fake_ball, fake_world } from "../../mindist/support/fakes.generated.js";
import { Mindist, SYNAPSE_STATUS_FACE } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { settings_coll_dist } from "../../../../../generated/ivp/mindist/settings.generated.js";
import { ivp_env_enable_collision, ivp_env_script_segment, ivp_env_simulate_until } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { PhysCoreView, RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { DELTA_PSI_TIME } from "../../../../../generated/ivp/time/time_manager.generated.js";

describe("000 §8.4: A2 with the real minimize and event solvers (L4115)", () => {
  it("a ball dropped from 1.5 m onto the two-triangle floor gets exactly one 0x20 event and one do_impact at len < 0.011, on the face below it, at the time its PSI's motion brings the centre to r + cd above the floor [000:L4115]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: RealEventSolvers = new RealEventSolvers();
    fake_world(mem, w, s, true);
    w.contacts.stop_on_impact = true;
    ivp_env_enable_collision(mem, w.env, w.floor!);
    const g_x = 0, g_y = 0, g_z = -9.81;
    const ball: RealObject = fake_ball(w, 0, -5, 1.5, 0.5, 0, 0, 0, g_x, g_y, g_z);
    // the centre reaches r + cd on the parabola at t_par, inside PSI k; the script then rests the
    // ball 5 mm deep in the band (len 0.005) from just before PSI k + 1, so PSI k's motion is the
    // straight chord from the parabola at T_k to the resting point
    const a_z: number = 0.5 + settings_coll_dist(w.env.settings, 63);
    const t_par: number = Math.sqrt(2 * (1.5 - a_z) / 9.81);
    const k: number = Math.trunc(t_par * 66) | 0;
    const t_rest: number = ((k + 1) | 0) / 66 - 0.0001;
    ivp_env_script_segment(w.env, ball.core!, t_rest, 0, -5, 0.505, 0, 0, 0, 0, 0, 0);
    ivp_env_enable_collision(mem, w.env, ball);
    ivp_env_simulate_until(mem, w.env, t_par - 0.001);
    // the motion of PSI k as the driver left it: pos_at(t) = z_k + v_k·(t − T_k)
    const c: PhysCoreView | null = ball.core;
    const tk: number = c!.time_of_last_psi;
    const zk: number = c!.pos_world_f_core_last_psi.z;
    const vk: number = c!.delta_world_f_core_psis.z;
    const in_psi: boolean = tk < t_par - 0.001 && tk + DELTA_PSI_TIME > t_par;
    $expect.truth(in_psi, "spec/ivp/events/tests/timeline_event_tests.spec:56");
    const t_star: number = tk + (zk - a_z) / -vk;
    let t: number = 0.46;
    while (t <= 1) {
      ivp_env_simulate_until(mem, w.env, t);
      t = t + 0.02;
    }
    for (let i = 0; i < s.codes.length; i++) {
      $expect.compare(s.codes[i], "==", 0x20, "i32", mode, "spec/ivp/events/tests/timeline_event_tests.spec:64");
    }
    $expect.compare(w.env.events_fired, "==", 1, "i32", mode, "spec/ivp/events/tests/timeline_event_tests.spec:66");
    $expect.compare(w.contacts.impact_mindists.length, "==", 1, "i32", mode, "spec/ivp/events/tests/timeline_event_tests.spec:67");
    $expect.compare(w.contacts.impact_code[0], "==", 0x20, "i32", mode, "spec/ivp/events/tests/timeline_event_tests.spec:68");
    $expect.compare(w.contacts.impact_len[0], "<", 0.010999999940395355 /* 0.011f */, "f32", mode, "spec/ivp/events/tests/timeline_event_tests.spec:69");
    $expect.compare(w.env.impacts, "==", 1, "i32", mode, "spec/ivp/events/tests/timeline_event_tests.spec:70");
    const md: Mindist = w.env.mindists[w.contacts.impact_mindists[0]];
    $expect.compare(md.syn[1].status, "==", SYNAPSE_STATUS_FACE, "i32", mode, "spec/ivp/events/tests/timeline_event_tests.spec:72");
    $expect.compare(w.contacts.impact_normal_z[0], "==", 1, "f32", mode, "spec/ivp/events/tests/timeline_event_tests.spec:73");
    // the root finder's 1e-8 at the fall's speed, and the queued event's f32 key
    const err: number = Math.abs(w.contacts.impact_time[0] - t_star);
    const ok: boolean = err <= ev_time_bound(-vk) + EV_KEY_HALF_ULP;
    $expect.truth(ok, "spec/ivp/events/tests/timeline_event_tests.spec:77");
  });
});
