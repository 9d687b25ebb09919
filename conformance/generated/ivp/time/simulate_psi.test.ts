// GENERATED FILE: do not edit. Conformance tests of module ivp.time.simulate_psi from spec/ivp/time/simulate_psi.spec (sha256 ecd543760f77b295).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory, bits32 } from "../../../../runtime/index.js";
import { HullLog, HullManager, hull_manager_init, test_hull_listener_add } from "../../../../generated/ivp/time/hull_manager.generated.js";
import { min_list_min } from "../../../../generated/ivp/time/min_list.generated.js";
import { PsiEnv, RecordingPhases, psi_critic_phase, psi_env_init, psi_event, psi_integrate_cores, psi_short_phase, rec_new, rec_same, simulate_psi } from "../../../../generated/ivp/time/simulate_psi.generated.js";
import { DELTA_PSI_TIME, TM_PSI_EVENT, TimeManager, time_manager_init, time_manager_next_event } from "../../../../generated/ivp/time/time_manager.generated.js";

describe("000 §2.5, §4.6, §7.1: simulate_psi's phase order", () => {
  it("the ctor leaves env+0x144 = 5 (idle) [000:L762]", () => {
    const mode = { "kind": "exact" } as const;
    const env: PsiEnv = new PsiEnv();
    psi_env_init(env);
    $expect.compare(env.phase, "==", 5, "i32", mode, "spec/ivp/time/simulate_psi.spec:360");
  });

  it("phases in the documented order: listeners, +0xa8, 0x10013c40, wheel, controllers, integrate + hull update, HULL, SHORT, CRITIC [000:L1142]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: PsiEnv = new PsiEnv();
    psi_env_init(env);
    const log: HullLog = new HullLog();
    const r: RecordingPhases = rec_new(env, log);
    // core 0: objects A (0) and B (1); core 1: object C (0)
    const a: HullManager = new HullManager();
    const b: HullManager = new HullManager();
    const c: HullManager = new HullManager();
    hull_manager_init(a);
    hull_manager_init(b);
    hull_manager_init(c);
    r.hulls.push(a);
    r.hulls.push(b);
    r.hulls.push(c);
    r.core_speed.push(1);
    r.core_rot.push(0.5);
    r.core_first.push(0);
    r.core_count.push(2);
    r.core_speed.push(0);
    r.core_rot.push(0);
    r.core_first.push(2);
    r.core_count.push(1);
    // A: one listener due after the update (key 0), one not (key 100, told of the reset)
    test_hull_listener_add(a, log, 600, 0, 0);
    test_hull_listener_add(a, log, 600, 0, 100);
    // the EXACT list 7, 8, 9; the recalc of 8 fails
    r.exact_list.push(7);
    r.exact_list.push(8);
    r.exact_list.push(9);
    r.fails.push(8);
    simulate_psi(mem, env, r, 1, DELTA_PSI_TIME);
    const want: number[] = [1, 2, 3, 4, 5, 6, 100, 80, 201, 200, 101, 81, 210, 600, 1600, 60, 707, 307, 708, 308, 408, 709, 309, 60, 707, 507, 709, 509];
    // the hook calls' phases (the two hull-listener entries of the log fall between the 0s and the 3s)
    const want_phase: number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4];
    $expect.truth(rec_same(log.ids, want), "spec/ivp/time/simulate_psi.spec:398");
    $expect.truth(rec_same(r.phases, want_phase), "spec/ivp/time/simulate_psi.spec:399");
    // the reset told the remaining listener dh = -hull_value: -0.0 (the first update's d*0)
    $expect.compare(log.dh.length, "==", 1, "i32", mode, "spec/ivp/time/simulate_psi.spec:401");
    $expect.compare(bits32(log.dh[0]), "==", 0x80000000, "u32", mode, "spec/ivp/time/simulate_psi.spec:402");
    $expect.compare(env.phase, "==", 5, "i32", mode, "spec/ivp/time/simulate_psi.spec:403");
    $expect.compare(r.exact_list.length, "==", 2, "i32", mode, "spec/ivp/time/simulate_psi.spec:404");
    // only A was in the check vector: only A was reset
    $expect.compare(a.reset_time, "==", 11, "i32", mode, "spec/ivp/time/simulate_psi.spec:406");
    $expect.compare(b.reset_time, "==", 0, "i32", mode, "spec/ivp/time/simulate_psi.spec:407");
    $expect.compare(env.check.resets, "==", 1, "i32", mode, "spec/ivp/time/simulate_psi.spec:408");
    $expect.compare(env.check.calls, "==", 1, "i32", mode, "spec/ivp/time/simulate_psi.spec:409");
    $expect.compare(env.check.hulls.length, "==", 0, "i32", mode, "spec/ivp/time/simulate_psi.spec:410");
  });

  it("SHORT reads the successor before the recalc: a mindist that goes invalid does not end the walk [000:L2732]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const r: RecordingPhases = rec_new(null, log);
    r.exact_list.push(1);
    r.exact_list.push(2);
    r.fails.push(1);
    r.fails.push(2);
    psi_short_phase(mem, r);
    const want: number[] = [60, 701, 301, 401, 702, 302, 402];
    $expect.truth(rec_same(log.ids, want), "spec/ivp/time/simulate_psi.spec:422");
    $expect.compare(r.exact_list.length, "==", 0, "i32", mode, "spec/ivp/time/simulate_psi.spec:423");
  });

  it("CRITIC calls update_exact_mindist_events(md, allow_hull = 1, hint = 1) from the head [000:L2738]", () => {
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const r: RecordingPhases = rec_new(null, log);
    r.exact_list.push(4);
    r.exact_list.push(3);
    psi_critic_phase(mem, r);
    const want: number[] = [60, 704, 504, 703, 503];
    $expect.truth(rec_same(log.ids, want), "spec/ivp/time/simulate_psi.spec:433");
  });

  it("the hull update gets rot_surface_speed + |v| rounded to f32, |v| as centre speed, dt = (float)dPSI [000:L1025]", () => {
    const mode = { "kind": "exact" } as const;
    const env: PsiEnv = new PsiEnv();
    psi_env_init(env);
    const log: HullLog = new HullLog();
    const r: RecordingPhases = rec_new(env, log);
    const a: HullManager = new HullManager();
    hull_manager_init(a);
    r.hulls.push(a);
    r.core_speed.push(1);
    r.core_rot.push(0.5);
    r.core_first.push(0);
    r.core_count.push(1);
    psi_integrate_cores(env, r, 2, DELTA_PSI_TIME);
    $expect.compare(a.last_time, "==", 2, "f64", mode, "spec/ivp/time/simulate_psi.spec:449");
    $expect.compare(a.center_gradient, "==", 1, "f32", mode, "spec/ivp/time/simulate_psi.spec:450");
    // 1.5 * 1.0000100135803223 = 1.5000150203704834 (exact in f32)
    $expect.compare(a.gradient, "==", 1.5000150203704834, "f32", mode, "spec/ivp/time/simulate_psi.spec:452");
    $expect.compare(a.hull_value_next_psi, "==", Math.fround(a.gradient * Math.fround(DELTA_PSI_TIME)), "f32", mode, "spec/ivp/time/simulate_psi.spec:453");
    // no listener: min 1e10 is not below next
    $expect.compare(env.check.hulls.length, "==", 0, "i32", mode, "spec/ivp/time/simulate_psi.spec:455");
  });

  it("the PSI event runs simulate_psi at T and queues the next PSI at float(T + dPSI - T) [000:L3927]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    const env: PsiEnv = new PsiEnv();
    psi_env_init(env);
    const log: HullLog = new HullLog();
    const r: RecordingPhases = rec_new(env, log);
    const a: HullManager = new HullManager();
    hull_manager_init(a);
    r.hulls.push(a);
    r.core_speed.push(2);
    r.core_rot.push(0);
    r.core_first.push(0);
    r.core_count.push(1);
    const id: number = time_manager_next_event(tm, 1 / 60);
    $expect.compare(id, "==", TM_PSI_EVENT, "i32", mode, "spec/ivp/time/simulate_psi.spec:473");
    psi_event(mem, tm, env, r);
    const want: number[] = [1, 2, 3, 4, 5, 6, 100, 80, 200, 60, 60];
    $expect.truth(rec_same(log.ids, want), "spec/ivp/time/simulate_psi.spec:476");
    // the hulls were updated at T = 0
    $expect.compare(a.last_time, "==", 0, "f64", mode, "spec/ivp/time/simulate_psi.spec:478");
    $expect.compare(bits32(min_list_min(tm.list)), "==", 0x3c783e10, "u32", mode, "spec/ivp/time/simulate_psi.spec:479");
    const id2: number = time_manager_next_event(tm, 1 / 60);
    $expect.compare(id2, "==", TM_PSI_EVENT, "i32", mode, "spec/ivp/time/simulate_psi.spec:481");
    psi_event(mem, tm, env, r);
    $expect.compare(a.last_time, "==", 0.01515151560306549, "f64", mode, "spec/ivp/time/simulate_psi.spec:483");
    // hull = 0.01515151560306549 * 2.0000200271606445, rounded to f32
    $expect.compare(a.hull_value, "==", Math.fround(0.01515151560306549 * 2.0000200271606445), "f32", mode, "spec/ivp/time/simulate_psi.spec:485");
  });
});
