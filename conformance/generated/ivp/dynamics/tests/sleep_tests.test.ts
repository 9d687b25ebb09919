// GENERATED FILE: do not edit. Conformance tests of module ivp.dynamics.tests.sleep_tests from spec/ivp/dynamics/tests/sleep_tests.spec (sha256 ebed64dfb0f57886).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { DynScene, dyn_ball, dyn_live_contacts, dyn_scene_flat, dyn_step, dyn_steps } from "../support/dyn_fixtures.generated.js";
import { S_DT, sleep_run_to_freeze, sleep_scene } from "../support/sleep_tests.generated.js";
import { DynCore, dyn_damping_factor } from "../../../../../generated/ivp/dynamics/core.generated.js";
import { CollisionEvent, ivp_world_freeze, ivp_world_impulse, ivp_world_push, ivp_world_wake } from "../../../../../generated/ivp/dynamics/world.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

describe("003 §5: the sleep test (B29)", () => {
  it("a resting ball freezes within the windows: its short window (1 cm, rotation ≤ 2.5e-5) has held for more than 0.3 s and less than 0.3 s plus one test period (15 PSIs) and a PSI [003:L630]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = sleep_scene(mem, s);
    const k: number = sleep_run_to_freeze(mem, s, b, 330);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    const dc: DynCore = s.w.dyn.cores[c!.id];
    $expect.compare(c!.movement_state, "==", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:39");
    const t_freeze: number = c!.time_of_last_psi;
    const held: number = t_freeze - dc.short_time;
    $expect.compare(held, ">", 0.3, "f64", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:42");
    $expect.compare(held, "<=", 0.3 + 16 * S_DT, "f64", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:43");
    // the logged centre stayed within 1 cm of the freeze position over the window
    const n: number = s.z.length;
    for (let i = 0; i < n; i++) {
      if (s.t[i] >= dc.short_time) {
        const dz: number = s.z[i] - c!.position.z;
        const dx: number = s.x[i] - c!.position.x;
        $expect.compare(dx * dx + dz * dz, "<=", 0.0001, "f64", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:50");
      }
    }
    // frozen at rest at the resting gap
    $expect.compare([c!.speed.x, c!.speed.y, c!.speed.z], "==", [0, 0, 0], "f32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:54");
    $expect.compare(Math.abs(c!.position.z - 2.02), "<", 0.002, "f64", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:55");
    $expect.compare(s.w.dyn.freezes, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:56");
  });

  it("a frozen ball costs no events: its pair with the static floor is gone (no mindist to recalc or predict), no event queued or fired, no contact recalc, for two seconds [003:L630]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = sleep_scene(mem, s);
    sleep_run_to_freeze(mem, s, b, 330);
    const env: IvpEnvironment = s.w.env;
    const ev0: number = env.events_fired;
    const es0: number = env.events_scheduled;
    const cr0: number = env.contact_recalcs;
    dyn_steps(mem, s, 132);
    $expect.compare(env.live_mindists, "==", 0, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:68");
    $expect.compare(env.events_fired, "==", ev0, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:69");
    $expect.compare(env.events_scheduled, "==", es0, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:70");
    $expect.compare(env.contact_recalcs, "==", cr0, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:71");
    $expect.compare(dyn_live_contacts(s), "==", 0, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:72");
    $expect.compare(env.objects[b].core!.movement_state, "==", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:73");
  });

  it("it wakes on an impulse (Physics Impulse, 003 L351): moving at once, thrown up by the impulse at the next PSI [003:L351]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = sleep_scene(mem, s);
    sleep_run_to_freeze(mem, s, b, 330);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    const z0: number = c!.position.z;
    ivp_world_impulse(mem, s.w, b, 0, 0, 30, c!.position.x, c!.position.y, c!.position.z);
    $expect.compare(c!.movement_state, "==", 1, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:83");
    $expect.compare(s.w.dyn.revives, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:84");
    dyn_step(mem, s);
    // Δv = 30/10 = 3 m/s up, minus one PSI's gravity
    $expect.compare(c!.speed.z, "==", Math.fround(Math.fround(3 * dyn_damping_factor(0.30000001192092896 /* 0.3f */, S_DT)) + -20 * S_DT), "f32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:87");
    dyn_steps(mem, s, 5);
    $expect.compare(c!.position.z, ">", z0 + 0.05, "f64", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:89");
  });

  it("it wakes on an impact: a ball dropped onto the frozen one revives it at the impact (do_impact's wake, 000 L2871) [000:L2871]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = sleep_scene(mem, s);
    sleep_run_to_freeze(mem, s, b, 330);
    const a: PhysCoreView | null = s.w.env.objects[b].core;
    const o: number = dyn_ball(mem, s, 1, 2, 8, 2, 10, 0.5, 0.1, 0.3, 0.1);
    const n0: number = s.w.dyn.collisions.length;
    let k: number = 0;
    while (s.w.dyn.collisions.length === n0 && k < 200) {
      dyn_step(mem, s);
      k = (k + 1) | 0;
    }
    const ev: CollisionEvent = s.w.dyn.collisions[n0];
    $expect.truth(ev.object0 === o && ev.object1 === b || ev.object0 === b && ev.object1 === o, "spec/ivp/dynamics/tests/sleep_tests.spec:105");
    $expect.compare(a!.movement_state, "<", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:106");
    $expect.compare(s.w.dyn.revives, ">=", 1, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:107");
  });

  it("a unit freezes only when all its cores agree: a heavy ball touched by a spinning light one stays awake while the light one spins; alone it freezes [003:L630]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0);
    // zero gravity, far above the floor: A heavy at rest, B light approaching it slowly, plastic
    const a: number = dyn_ball(mem, s, 0, 0, 60, 2, 1000000, 0.5, 0, 0, 0);
    const b: number = dyn_ball(mem, s, 4.1, 0, 60, 2, 1, 0.5, 0, 0, 0);
    const lone: number = dyn_ball(mem, s, 0, 40, 60, 2, 1000000, 0.5, 0, 0, 0);
    // B: −0.1 m/s along x; a spin of 0.5 rad/s about x (the contact normal, so no slip at the
    // contact): the push (0, 0, 0.8) at (0, 1, 0), its Δv cancelled at the centre
    ivp_world_push(mem, s.w, b, -0.1, 0, 0, 0, 0, 0);
    ivp_world_push(mem, s.w, b, 0, 0, 0.8, 0, 1, 0);
    ivp_world_push(mem, s.w, b, 0, 0, -0.8, 0, 0, 0);
    const ca: PhysCoreView | null = s.w.env.objects[a].core;
    const cb: PhysCoreView | null = s.w.env.objects[b].core;
    const cl: PhysCoreView | null = s.w.env.objects[lone].core;
    dyn_steps(mem, s, 330);
    $expect.compare(s.w.dyn.collisions.length, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:126");
    $expect.truth(s.w.dyn.contacts[0].live, "spec/ivp/dynamics/tests/sleep_tests.spec:127");
    $expect.compare(cl!.movement_state, "==", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:128");
    $expect.compare(ca!.movement_state, "<", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:129");
    $expect.compare(cb!.movement_state, "<", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:130");
    $expect.compare(s.w.dyn.cores[ca!.id].unit, "==", s.w.dyn.cores[cb!.id].unit, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:131");
  });

  it("Physics WakeUp on an object that is not frozen re-activates its core (FUN_1000cec0): a resting ball woken every PSI, as Ball Navigation does, never freezes [003:L420]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = sleep_scene(mem, s);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    for (let i = 0; i < 198; i++) {
      ivp_world_wake(mem, s.w, b);
      dyn_step(mem, s);
      $expect.compare(c!.movement_state, "<", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:141");
    }
    $expect.compare(s.w.dyn.freezes, "==", 0, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:143");
    // left alone it freezes within the windows
    const k: number = sleep_run_to_freeze(mem, s, b, 66);
    $expect.compare(c!.movement_state, "==", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:146");
    $expect.compare(k, "<=", 36, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:147");
  });

  it("Start Frozen (003 L165): a ball frozen at creation stays where it is under gravity until woken, then falls [003:L165]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 20, -20, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 6, 2, 10, 0.5, 0.1, 0.3, 0.1);
    ivp_world_freeze(mem, s.w, b);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    dyn_steps(mem, s, 30);
    $expect.compare(c!.movement_state, "==", 8, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:157");
    $expect.compare(c!.position.z, "==", 6, "f64", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:158");
    $expect.compare(s.w.env.live_mindists, "==", 0, "i32", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:159");
    ivp_world_wake(mem, s.w, b);
    dyn_steps(mem, s, 10);
    $expect.compare(c!.movement_state, "==", 1, "u8", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:162");
    $expect.compare(c!.position.z, "<", 6, "f64", mode, "spec/ivp/dynamics/tests/sleep_tests.spec:163");
  });
});
