// GENERATED FILE: do not edit. Conformance tests of module ivp.dynamics.tests.impact_tests from spec/ivp/dynamics/tests/impact_tests.spec (sha256 4219a6a50db5ccae).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, specMax } from "../../../../../runtime/index.js";
import { DynScene, dyn_ball, dyn_scene_flat, dyn_step, dyn_steps } from "../support/dyn_fixtures.generated.js";
import { I_DT, I_G, drop_run_to, drop_scene } from "../support/impact_tests.generated.js";
import { CollisionEvent } from "../../../../../generated/ivp/dynamics/world.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

describe("000 §8.4: A2, a ball dropped onto a floor", () => {
  it("exactly one 0x20 event (BF distance) and do_impact at len < 0.011, the normal +z, the speed the fall's [000:L4115]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = drop_scene(mem, s, 2.5, 0.9, 0.9);
    const env: IvpEnvironment = s.w.env;
    const c: PhysCoreView | null = env.objects[b].core;
    let v_before: number = 0;
    let k: number = 0;
    while (s.w.dyn.collisions.length === 0 && k < 100) {
      v_before = c!.speed.z;
      dyn_step(mem, s);
      k = (k + 1) | 0;
    }
    $expect.compare(s.w.dyn.collisions.length, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:44");
    $expect.compare(env.events_fired, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:45");
    $expect.compare(env.impacts, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:46");
    const ev: CollisionEvent = s.w.dyn.collisions[0];
    $expect.compare(ev.code, "==", 0x20, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:48");
    $expect.compare(ev.len, "<", 0.010999999940395355 /* 0.011f */, "f32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:49");
    // the event is at the collision distance cd = 0.01 (the root finder's 1e-8 and the f32 key)
    $expect.compare(ev.len, ">=", 0.00989999994635582 /* 0.0099f */, "f32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:51");
    $expect.compare([ev.normal.x, ev.normal.y, ev.normal.z], "==", [0, 0, 1], "f32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:52");
    $expect.compare(ev.object0, "==", b, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:53");
    $expect.compare(ev.object1, "==", s.floor, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:54");
    // the impact speed is the approach speed: the velocity of the PSI the impact falls in
    $expect.compare(ev.speed, "==", -v_before, "f32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:56");
    // the point is on the ball's surface, below its centre
    $expect.compare(Math.abs(ev.point.x - 0.3), "<", 1e-9, "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:58");
    $expect.compare(Math.abs(ev.point.z - ev.len), "<", 0.000001, "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:59");
  });

  it("successive bounce heights follow the pair's elasticity e = 0.9 × 0.9: each launch is e·v_impact, each apex above the impact point is u²/(2g) within semi-implicit Euler's apex error u·dt/2 + g·dt² plus the position correction of the PSI after the impact (β·g* = 0.004), each impact speed e times the last within g·dt [000:L4115]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = drop_scene(mem, s, 2.5, 0.9, 0.9);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    const e: number = 0.8999999761581421 /* 0.9f */ * 0.8999999761581421 /* 0.9f */;
    drop_run_to(mem, s, 1, 200);
    let bounces: number = 0;
    let k: number = 0;
    while (k < 6) {
      const cols: CollisionEvent[] = s.w.dyn.collisions;
      const n: number = cols.length;
      const ev: CollisionEvent = cols[(n - 1) | 0];
      const vi: number = ev.speed;
      if (vi < 1.5) {
        break;
      }
      // the PSI after the impact: the launch speed plus one PSI's gravity (the physical velocity;
      // the trajectory adds the contact's position correction while the gap is below g*)
      const u: number = e * vi;
      const vz: number = s.w.dyn.cores[c!.id].velocity.z;
      $expect.compare(Math.abs(vz - (u - I_G * I_DT)), "<", 0.00001, "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:82");
      const z_imp: number = 0.5 + ev.len;
      const start: number = s.z.length;
      drop_run_to(mem, s, (n + 1) | 0, 400);
      let top: number = -1;
      for (let i = start; i < s.z.length; i++) {
        top = specMax(top, s.z[i]);
      }
      const h: number = top - z_imp;
      const want: number = u * u / (2 * I_G);
      $expect.compare(Math.abs(h - want), "<=", u * I_DT * 0.5 + I_G * I_DT * I_DT + 0.2 * 0.02, "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:92");
      const next: CollisionEvent = s.w.dyn.collisions[s.w.dyn.collisions.length - 1];
      $expect.compare(Math.abs(next.speed - u), "<=", I_G * I_DT, "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:94");
      bounces = (bounces + 1) | 0;
      k = (k + 1) | 0;
    }
    $expect.compare(bounces, ">=", 5, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:98");
  });

  it("it comes to rest: the low bounces settle (D-DYN-12), the friction system holds the ball at the resting gap friction_dist = 0.02, and it freezes [000:L4115]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = drop_scene(mem, s, 2.5, 0.9, 0.9);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    dyn_steps(mem, s, 528);
    $expect.compare(c!.movement_state, "==", 8, "u8", mode, "spec/ivp/dynamics/tests/impact_tests.spec:106");
    $expect.compare([c!.speed.x, c!.speed.y, c!.speed.z], "==", [0, 0, 0], "f32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:107");
    $expect.compare(Math.abs(c!.position.z - 0.52), "<", 0.001, "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:108");
    const n: number = s.w.dyn.collisions.length;
    $expect.compare(n, ">=", 8, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:110");
    $expect.compare(n, "<", 20, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:111");
    // the last impact settled: its rebound e·v could not have left the friction contact's reach
    // (0.045, the settings' max_dist_for_friction) against gravity; the one before could
    const last: CollisionEvent = s.w.dyn.collisions[(n - 1) | 0];
    const e: number = 0.8999999761581421 /* 0.9f */ * 0.8999999761581421 /* 0.9f */;
    const room: number = s.w.env.settings.max_dist_for_friction - last.len;
    const u: number = e * last.speed;
    $expect.compare(u * u, "<", 2 * I_G * room, "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:118");
    const prev: CollisionEvent = s.w.dyn.collisions[(n - 2) | 0];
    const u2: number = e * prev.speed;
    $expect.compare(u2 * u2, ">=", 2 * I_G * (s.w.env.settings.max_dist_for_friction - prev.len), "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:121");
  });

  it("Ballance's stone ball (elasticity 0.1) on a floor of 0.3 (e = 0.03, F3): the first impact settles, no second impact, no rebound [003:L537]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, -20, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 1, 4, 2, 10, 0.5, 0.1, 0.3, 0.1);
    s.ball = b;
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    drop_run_to(mem, s, 1, 100);
    $expect.compare(s.w.dyn.collisions.length, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:131");
    // after the impact the ball is pushed out to the resting gap, never faster than the correction
    for (let i = 0; i < 60; i++) {
      dyn_step(mem, s);
      $expect.compare(c!.speed.z, ">=", -9.999999974752427e-7 /* 1e-6f */, "f32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:135");
      $expect.compare(c!.speed.z, "<", 0.20000000298023224 /* 0.2f */, "f32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:136");
    }
    $expect.compare(s.w.dyn.collisions.length, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/impact_tests.spec:138");
    $expect.compare(Math.abs(c!.position.z - 2.02), "<", 0.0001, "f64", mode, "spec/ivp/dynamics/tests/impact_tests.spec:139");
  });
});
