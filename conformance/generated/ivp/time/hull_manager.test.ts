// GENERATED FILE: do not edit. Conformance tests of module ivp.time.hull_manager from spec/ivp/time/hull_manager.spec (sha256 cefd66e910ab71a9).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory, Vec3, bits32 } from "../../../../runtime/index.js";
import { AngularSpeed, HULL_GRADIENT_FACTOR, HullCheck, HullLog, HullManager, HullTestFrame, TestHullListener, angular_axis, angular_half_sine, angular_speed, hull_angular_value_at, hull_fire_listeners, hull_intrusion, hull_manager_init, hull_phase, hull_phase_one, hull_reset, hull_test_identity, hull_update, hull_update_and_check, hull_value_at, synapse_hull_reset, test_hull_listener_add } from "../../../../generated/ivp/time/hull_manager.generated.js";
import { min_list_check, min_list_count, min_list_first, min_list_min, min_list_value } from "../../../../generated/ivp/time/min_list.generated.js";
import { DELTA_PSI_TIME } from "../../../../generated/ivp/time/time_manager.generated.js";

const _s0 = new Vec3();

describe("000 §2.3.1, §4.2.8: hull update", () => {
  it("the gradient factor 1.00001f is the f32 0x3f800054 = 1.0000100135803223 [000:L1035]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(bits32(HULL_GRADIENT_FACTOR), "==", 0x3f800054, "u32", mode, "spec/ivp/time/hull_manager.spec:461");
    $expect.compare(HULL_GRADIENT_FACTOR, "==", 1.0000100135803223 /* 1.00001f */, "f32", mode, "spec/ivp/time/hull_manager.spec:462");
    $expect.compare(HULL_GRADIENT_FACTOR, "==", 1.0000100135803223, "f64", mode, "spec/ivp/time/hull_manager.spec:463");
  });

  it("hull_update: gradient = speed*1.00001f, next = gradient*(float)dPSI + hull [000:L1036]", () => {
    const mode = { "kind": "exact" } as const;
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    const dt: number = Math.fround(DELTA_PSI_TIME);
    $expect.compare(bits32(dt), "==", 0x3c783e10, "u32", mode, "spec/ivp/time/hull_manager.spec:470");
    hull_update(h, 1, dt, 2, 1.5);
    $expect.compare(h.last_time, "==", 1, "f64", mode, "spec/ivp/time/hull_manager.spec:472");
    // the zero gradients advance nothing
    $expect.compare(h.hull_value, "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:474");
    $expect.compare(h.center_hull_value, "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:475");
    $expect.compare(bits32(h.gradient), "==", 0x40000054, "u32", mode, "spec/ivp/time/hull_manager.spec:476");
    $expect.compare(h.gradient, "==", 2.0000200271606445, "f32", mode, "spec/ivp/time/hull_manager.spec:477");
    $expect.compare(h.center_gradient, "==", 1.5, "f32", mode, "spec/ivp/time/hull_manager.spec:478");
    // 2.0000200271606445 * 0.01515151560306549 = 0.030303334647967972 -> f32
    $expect.compare(bits32(h.hull_value_next_psi), "==", 0x3cf83eb3, "u32", mode, "spec/ivp/time/hull_manager.spec:480");
    $expect.compare(h.hull_value_next_psi, "==", 0.030303334817290306, "f32", mode, "spec/ivp/time/hull_manager.spec:481");
  });

  it("the centre value advances with the OLD centre gradient, the hull with the old gradient [000:L1033]", () => {
    const mode = { "kind": "exact" } as const;
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    const dt: number = Math.fround(DELTA_PSI_TIME);
    hull_update(h, 1, dt, 2, 1.5);
    hull_update(h, 1.5, dt, 3, 4);
    // 0.5 * 2.0000200271606445 (old gradient)
    $expect.compare(h.hull_value, "==", 1.0000100135803223, "f32", mode, "spec/ivp/time/hull_manager.spec:491");
    // 0.5 * 1.5 (old centre gradient), not 0.5 * 4.0
    $expect.compare(h.center_hull_value, "==", 0.75, "f32", mode, "spec/ivp/time/hull_manager.spec:493");
    $expect.compare(h.center_gradient, "==", 4, "f32", mode, "spec/ivp/time/hull_manager.spec:494");
    $expect.compare(bits32(h.gradient), "==", 0x4040007e, "u32", mode, "spec/ivp/time/hull_manager.spec:495");
    // 3.000030040740967 * dt + 1.0000100135803223 -> f32 1.0454649925231934
    $expect.compare(bits32(h.hull_value_next_psi), "==", 0x3f85d1cc, "u32", mode, "spec/ivp/time/hull_manager.spec:497");
  });

  it("H(t) = h + g*(t - t_h) and A(t) = (h - ch) + (g - cg)*(t - t_h) [000:L2447]", () => {
    const mode = { "kind": "exact" } as const;
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    h.last_time = 2;
    h.hull_value = 1.5;
    h.center_hull_value = 0.5;
    h.gradient = 4;
    h.center_gradient = 1;
    $expect.compare(hull_value_at(h, 2.5), "==", 3.5, "ext", mode, "spec/ivp/time/hull_manager.spec:508");
    $expect.compare(hull_angular_value_at(h, 2.5), "==", 2.5, "ext", mode, "spec/ivp/time/hull_manager.spec:509");
    $expect.compare(hull_value_at(h, 2), "==", 1.5, "ext", mode, "spec/ivp/time/hull_manager.spec:510");
  });

  it("the check vector gets a hull whose first key is below its next-PSI value (objects n-1..0) [000:L1027]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const h0: HullManager = new HullManager();
    const h1: HullManager = new HullManager();
    const h2: HullManager = new HullManager();
    hull_manager_init(h0);
    hull_manager_init(h1);
    hull_manager_init(h2);
    // next = 1.00001f * 1.0 = 1.0000100135803223 for speed 1 and dt 1
    test_hull_listener_add(h0, log, 0, 0, 1);
    test_hull_listener_add(h1, log, 1, 0, 1.0000100135803223);
    test_hull_listener_add(h2, log, 2, 0, 0.5);
    const check: HullCheck = new HullCheck();
    // the core loop runs its objects from the last to the first
    hull_update_and_check(h2, 0, 1, 1, 1, check);
    hull_update_and_check(h1, 0, 1, 1, 1, check);
    hull_update_and_check(h0, 0, 1, 1, 1, check);
    // h1: key == next, d = 0 is not < 0
    $expect.compare(check.hulls.length, "==", 2, "i32", mode, "spec/ivp/time/hull_manager.spec:531");
    $expect.compare(hull_intrusion(h1), "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:532");
    $expect.compare(hull_intrusion(h0), "<", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:533");
    $expect.compare(hull_intrusion(h2), "<", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:534");
    // the hull phase takes the vector from the last to the first: h0 (id 0) fires before h2
    hull_phase(mem, check);
    $expect.compare(log.ids.length, "==", 2, "i32", mode, "spec/ivp/time/hull_manager.spec:537");
    $expect.compare(log.ids[0], "==", 0, "i32", mode, "spec/ivp/time/hull_manager.spec:538");
    $expect.compare(log.ids[1], "==", 2, "i32", mode, "spec/ivp/time/hull_manager.spec:539");
    $expect.compare(check.hulls.length, "==", 0, "i32", mode, "spec/ivp/time/hull_manager.spec:540");
  });
});

describe("000 §2.3.2, §4.2.8: the hull phase", () => {
  it("listeners fire in key order, ties newest first, each with d = min - next (f32) [000:L1049]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    test_hull_listener_add(h, log, 1, 0, 1);
    test_hull_listener_add(h, log, 2, 0, 0.5);
    test_hull_listener_add(h, log, 3, 0, 1);
    test_hull_listener_add(h, log, 4, 0, 3);
    h.hull_value_next_psi = 2;
    const check: HullCheck = new HullCheck();
    const calls: number = hull_fire_listeners(mem, h, check);
    // 0.5 (id 2), then the two 1.0 keys newest first (id 3, id 1); 3.0 is not due
    $expect.compare(calls, "==", 3, "i32", mode, "spec/ivp/time/hull_manager.spec:557");
    $expect.compare(log.ids[0], "==", 2, "i32", mode, "spec/ivp/time/hull_manager.spec:558");
    $expect.compare(log.ids[1], "==", 3, "i32", mode, "spec/ivp/time/hull_manager.spec:559");
    $expect.compare(log.ids[2], "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:560");
    $expect.compare(log.intrusions[0], "==", -1.5, "f32", mode, "spec/ivp/time/hull_manager.spec:561");
    $expect.compare(log.intrusions[1], "==", -1, "f32", mode, "spec/ivp/time/hull_manager.spec:562");
    $expect.compare(log.intrusions[2], "==", -1, "f32", mode, "spec/ivp/time/hull_manager.spec:563");
    $expect.compare(min_list_count(h.list), "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:564");
    $expect.compare(check.limit_hits, "==", 0, "i32", mode, "spec/ivp/time/hull_manager.spec:565");
  });

  it("a handler that neither removes nor re-keys is called at most 102 times (C6) [000:L1051]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    test_hull_listener_add(h, log, 7, 1, 0);
    h.hull_value_next_psi = 1;
    const check: HullCheck = new HullCheck();
    const calls: number = hull_fire_listeners(mem, h, check);
    $expect.compare(calls, "==", 102, "i32", mode, "spec/ivp/time/hull_manager.spec:576");
    $expect.compare(log.ids.length, "==", 102, "i32", mode, "spec/ivp/time/hull_manager.spec:577");
    $expect.compare(check.calls, "==", 102, "i32", mode, "spec/ivp/time/hull_manager.spec:578");
    $expect.compare(check.limit_hits, "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:579");
  });

  it("a listener re-keyed 0.25 above each time fires until its key reaches next (4 calls) [000:L1056]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    const l: TestHullListener = test_hull_listener_add(h, log, 5, 2, 0);
    l.step = 0.25;
    h.hull_value_next_psi = 1;
    const check: HullCheck = new HullCheck();
    const calls: number = hull_fire_listeners(mem, h, check);
    // keys 0, 0.25, 0.5, 0.75 fire; 1.0 - 1.0 = 0 stops the loop
    $expect.compare(calls, "==", 4, "i32", mode, "spec/ivp/time/hull_manager.spec:592");
    $expect.compare(log.intrusions[3], "==", -0.25, "f32", mode, "spec/ivp/time/hull_manager.spec:593");
    $expect.compare(min_list_min(h.list), "==", 1, "f32", mode, "spec/ivp/time/hull_manager.spec:594");
    $expect.compare(check.limit_hits, "==", 0, "i32", mode, "spec/ivp/time/hull_manager.spec:595");
  });

  it("101 calls that end the intrusion do not reach the limit; 102 do (the break follows the call) [000:L1050]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    const a: TestHullListener = test_hull_listener_add(h, log, 1, 3, 0);
    a.budget = 101;
    h.hull_value_next_psi = 1;
    const check: HullCheck = new HullCheck();
    $expect.compare(hull_fire_listeners(mem, h, check), "==", 101, "i32", mode, "spec/ivp/time/hull_manager.spec:606");
    $expect.compare(check.limit_hits, "==", 0, "i32", mode, "spec/ivp/time/hull_manager.spec:607");
    const b: TestHullListener = test_hull_listener_add(h, log, 2, 3, 0);
    b.budget = 103;
    $expect.compare(hull_fire_listeners(mem, h, check), "==", 102, "i32", mode, "spec/ivp/time/hull_manager.spec:610");
    $expect.compare(check.limit_hits, "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:611");
    $expect.compare(b.budget, "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:612");
  });

  it("reset when (double)reset_time < last_time; reset_time = ftol(last_time + 10) truncates [000:L1052]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    const check: HullCheck = new HullCheck();
    h.last_time = 3.7;
    h.hull_value = 0.5;
    hull_phase_one(mem, h, check);
    $expect.compare(check.resets, "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:623");
    $expect.compare(h.reset_time, "==", 13, "i32", mode, "spec/ivp/time/hull_manager.spec:624");
    $expect.compare(h.hull_value, "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:625");
    // equal is not less: no reset at 13.0
    h.last_time = 13;
    hull_phase_one(mem, h, check);
    $expect.compare(check.resets, "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:629");
    $expect.compare(h.reset_time, "==", 13, "i32", mode, "spec/ivp/time/hull_manager.spec:630");
    h.last_time = 13.000001;
    hull_phase_one(mem, h, check);
    $expect.compare(check.resets, "==", 2, "i32", mode, "spec/ivp/time/hull_manager.spec:633");
    $expect.compare(h.reset_time, "==", 23, "i32", mode, "spec/ivp/time/hull_manager.spec:634");
  });

  it("about every 10 s, and only for hull managers in the check vector (C7) [000:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const log: HullLog = new HullLog();
    const a: HullManager = new HullManager();
    const b: HullManager = new HullManager();
    hull_manager_init(a);
    hull_manager_init(b);
    // a's listener is due at every PSI (re-keyed at the next-PSI value); b's never is
    test_hull_listener_add(a, log, 1, 4, 0);
    test_hull_listener_add(b, log, 2, 0, 1000000000);
    const check: HullCheck = new HullCheck();
    const dt: number = Math.fround(DELTA_PSI_TIME);
    let resets_a: number = 0;
    const first_reset_psi: number[] = [];
    // 31 s of PSIs at T = k*dPSI, speed 1 m/s
    for (let k = 1; k < 2047; k++) {
      const now: number = k * DELTA_PSI_TIME;
      hull_update_and_check(a, now, dt, 1, 1, check);
      hull_update_and_check(b, now, dt, 1, 1, check);
      const before: number = a.reset_time;
      hull_phase(mem, check);
      $expect.compare(check.calls, "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:657");
      if (a.reset_time !== before) {
        resets_a = (resets_a + 1) | 0;
        first_reset_psi.push(k);
      }
    }
    // resets at the first PSI (reset_time 0 < 1/66), then after 10, 20 and 30 s: PSIs 661, 1321, 1981
    $expect.compare(resets_a, "==", 4, "i32", mode, "spec/ivp/time/hull_manager.spec:664");
    $expect.compare(first_reset_psi[0], "==", 1, "i32", mode, "spec/ivp/time/hull_manager.spec:665");
    $expect.compare(first_reset_psi[1], "==", 661, "i32", mode, "spec/ivp/time/hull_manager.spec:666");
    $expect.compare(first_reset_psi[2], "==", 1321, "i32", mode, "spec/ivp/time/hull_manager.spec:667");
    $expect.compare(first_reset_psi[3], "==", 1981, "i32", mode, "spec/ivp/time/hull_manager.spec:668");
    $expect.compare(a.reset_time, "==", 40, "i32", mode, "spec/ivp/time/hull_manager.spec:669");
    // b never entered the check vector: never reset
    $expect.compare(b.reset_time, "==", 0, "i32", mode, "spec/ivp/time/hull_manager.spec:671");
    $expect.compare(b.hull_value, ">", 30, "f32", mode, "spec/ivp/time/hull_manager.spec:672");
  });
});

describe("000 §2.3.2: hull reset and the synapse handler", () => {
  it("reset: keys move by -hull_value, listeners told (dh, dc) in list order, values zeroed [000:L1060]", () => {
    const mode = { "kind": "exact" } as const;
    const log: HullLog = new HullLog();
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    const a: TestHullListener = test_hull_listener_add(h, log, 1, 0, 6);
    const b: TestHullListener = test_hull_listener_add(h, log, 2, 0, 7);
    const c: TestHullListener = test_hull_listener_add(h, log, 3, 0, 6);
    h.hull_value = 5.5;
    h.center_hull_value = 2.25;
    h.hull_value_next_psi = 5.75;
    hull_reset(h);
    // list order: c (6.0, newest), a (6.0), b (7.0)
    $expect.compare(log.ids.length, "==", 3, "i32", mode, "spec/ivp/time/hull_manager.spec:689");
    $expect.compare(log.ids[0], "==", 1003, "i32", mode, "spec/ivp/time/hull_manager.spec:690");
    $expect.compare(log.ids[1], "==", 1001, "i32", mode, "spec/ivp/time/hull_manager.spec:691");
    $expect.compare(log.ids[2], "==", 1002, "i32", mode, "spec/ivp/time/hull_manager.spec:692");
    for (let i = 0; i < 3; i++) {
      $expect.compare(log.dh[i], "==", -5.5, "f32", mode, "spec/ivp/time/hull_manager.spec:694");
      $expect.compare(log.dc[i], "==", -2.25, "f32", mode, "spec/ivp/time/hull_manager.spec:695");
    }
    $expect.compare(min_list_value(h.list, c.handle), "==", 0.5, "f32", mode, "spec/ivp/time/hull_manager.spec:697");
    $expect.compare(min_list_value(h.list, a.handle), "==", 0.5, "f32", mode, "spec/ivp/time/hull_manager.spec:698");
    $expect.compare(min_list_value(h.list, b.handle), "==", 1.5, "f32", mode, "spec/ivp/time/hull_manager.spec:699");
    $expect.compare(min_list_min(h.list), "==", 0.5, "f32", mode, "spec/ivp/time/hull_manager.spec:700");
    $expect.compare(min_list_first(h.list), "==", c.handle, "u16", mode, "spec/ivp/time/hull_manager.spec:701");
    $expect.compare(h.hull_value, "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:702");
    $expect.compare(h.center_hull_value, "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:703");
    $expect.compare(h.hull_value_next_psi, "==", 0.25, "f32", mode, "spec/ivp/time/hull_manager.spec:704");
    $expect.truth(min_list_check(h.list), "spec/ivp/time/hull_manager.spec:705");
  });

  it("an empty hull list's 1e10 moves by dh too (f32 add) [000:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    h.hull_value = 2048;
    hull_reset(h);
    // the f32 ulp at 1e10 is 1024: 1e10 - 2048 is two below (exact)
    $expect.compare(bits32(min_list_min(h.list)), "==", 0x501502f7, "u32", mode, "spec/ivp/time/hull_manager.spec:714");
    $expect.compare(min_list_min(h.list), "==", 9999997952, "f32", mode, "spec/ivp/time/hull_manager.spec:715");
  });

  it("synapse reset: ang_hull_sum = (f64)(f32(dh - dc) + f32(old)), f32 arithmetic (T18 decision) [000:L1064]", () => {
    const mode = { "kind": "exact" } as const;
    // f32(-3.25 + f32(0.1)) = -3.1500000953674316; the f64 reading would give -3.15
    const s: number = synapse_hull_reset(0.1, -5.5, -2.25);
    $expect.compare(s, "==", -3.1500000953674316, "f64", mode, "spec/ivp/time/hull_manager.spec:721");
    $expect.compare(s, "!=", -3.15, "f64", mode, "spec/ivp/time/hull_manager.spec:722");
    $expect.compare(Math.fround(s), "==", s, "f64", mode, "spec/ivp/time/hull_manager.spec:723");
  });

  it("the reset notification reaches the synapse handler of every listener [000:L2316]", () => {
    const mode = { "kind": "exact" } as const;
    const log: HullLog = new HullLog();
    const h: HullManager = new HullManager();
    hull_manager_init(h);
    const a: TestHullListener = test_hull_listener_add(h, log, 1, 0, 3);
    a.ang_hull_sum = 0.1;
    h.hull_value = 5.5;
    h.center_hull_value = 2.25;
    hull_reset(h);
    $expect.compare(a.ang_hull_sum, "==", -3.1500000953674316, "f64", mode, "spec/ivp/time/hull_manager.spec:735");
  });
});

describe("000 §2.3.1: angular speed (T15, the certain part)", () => {
  it("s2 <= 1e-19: speed 0, axis (1,0,0), surface speed 0 [000:L1040]", () => {
    const mode = { "kind": "exact" } as const;
    const f: HullTestFrame = new HullTestFrame();
    hull_test_identity(f);
    const r: Float64Array = f.r;
    const w: AngularSpeed = new AngularSpeed();
    angular_speed(0, 0, 0, r, 66, 0.25, w);
    $expect.compare(w.rot_speed, "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:746");
    $expect.compare([w.rot_axis.x, w.rot_axis.y, w.rot_axis.z], "==", [1, 0, 0], "f32", mode, "spec/ivp/time/hull_manager.spec:747");
    $expect.compare(w.rot_surface_speed, "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:748");
    // 1e-10^2 + ... = 3e-20 <= 1e-19
    angular_speed(1e-10, 1e-10, 1e-10, r, 66, 0.25, w);
    $expect.compare(w.rot_speed, "==", 0, "f32", mode, "spec/ivp/time/hull_manager.spec:751");
  });

  it("x = rsqrt(s2)*s2 is sin(theta/2): |q.xyz| = 0.5 gives 0.5 [000:L1041]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const x: number = angular_half_sine(0.25);
    $expect.compare(x, "==", 0.5, "f64", mode, "spec/ivp/time/hull_manager.spec:756");
  });

  it("the axis is R * q.xyz * rsqrt(s2), stored f32 [000:L1042]", () => {
    const mode = { "kind": "exact" } as const;
    const f: HullTestFrame = new HullTestFrame();
    hull_test_identity(f);
    const r: Float64Array = f.r;
    // R = rotation by 90 degrees about z: rows (0,-1,0), (1,0,0), (0,0,1)
    r[0] = 0;
    r[1] = -1;
    r[3] = 1;
    r[4] = 0;
    angular_axis(r, 0, 0.5, 0, 2, _s0);
    const a_x = _s0.x, a_y = _s0.y, a_z = _s0.z;
    $expect.compare([a_x, a_y, a_z], "==", [-1, 0, 0], "f32", mode, "spec/ivp/time/hull_manager.spec:769");
  });

  it("above the guard: |q.xyz| = 1/2 is a turn of θ = 2·asin(1/2) = π/3 per PSI, 22π rad/s at 66 PSI/s, about the axis R·q.xyz/|q.xyz| [000:L1042]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const f: HullTestFrame = new HullTestFrame();
    hull_test_identity(f);
    const r: Float64Array = f.r;
    const w: AngularSpeed = new AngularSpeed();
    angular_speed(0, 0.5, 0, r, 66, 0.25, w);
    // 2·(π/6)·66 = 22π = 69.11503837897544
    $expect.compare(w.rot_speed, "==", 69.11503601074219 /* 69.11503837897544f */, "f32", mode, "spec/ivp/time/hull_manager.spec:779");
    $expect.compare([w.rot_axis.x, w.rot_axis.y, w.rot_axis.z], "==", [0, 1, 0], "f32", { "kind": "exact" }, "spec/ivp/time/hull_manager.spec:780");
    $expect.compare(w.rot_surface_speed, "==", 17.278759002685547 /* 17.27875959474386f */, "f32", mode, "spec/ivp/time/hull_manager.spec:781");
  });

  it("a half turn: |q.xyz| = 1 gives x = 1 (never above: clamped), asin(1) = π/2, θ = π per PSI [000:L1042]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const f: HullTestFrame = new HullTestFrame();
    hull_test_identity(f);
    const r: Float64Array = f.r;
    const w: AngularSpeed = new AngularSpeed();
    angular_speed(0, 0, 1, r, 66, 0, w);
    // π·66 = 207.34511513692635
    $expect.compare(w.rot_speed, "==", 207.34510803222656 /* 207.34511513692635f */, "f32", mode, "spec/ivp/time/hull_manager.spec:791");
    $expect.compare(w.rot_surface_speed, "==", 0, "f32", { "kind": "exact" }, "spec/ivp/time/hull_manager.spec:792");
  });
});
