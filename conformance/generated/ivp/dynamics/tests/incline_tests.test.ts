// GENERATED FILE: do not edit. Conformance tests of module ivp.dynamics.tests.incline_tests from spec/ivp/dynamics/tests/incline_tests.spec (sha256 28ed4aa23bac2e7e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { DynScene, dyn_steps } from "../support/dyn_fixtures.generated.js";
import { N_DT, incline_along, incline_ball, incline_slip } from "../support/incline_tests.generated.js";
import { FrictionContact } from "../../../../../generated/ivp/dynamics/contact.generated.js";
import { DynCore } from "../../../../../generated/ivp/dynamics/core.generated.js";
import { IvpDynamics } from "../../../../../generated/ivp/dynamics/world.generated.js";

describe("rolling and sliding down an incline (the friction system, D-DYN-8)", () => {
  it("rolling without slipping down a slope of 1 in 4: a = (5/7)·g·sin θ = 1.6996 m/s² over 66 PSIs within 1e-5 relative (f32 velocities: 66 roundings of ≤ 2^-24 relative); the contact point does not slip (< 1e-5 m/s) [003:L650]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = incline_ball(mem, s, 0.25, 1, 0.5);
    const dc: DynCore = s.w.dyn.cores[s.w.env.objects[b].core!.id];
    const k: number = 0.25;
    const v0: number = incline_along(dc.velocity.x, dc.velocity.y, dc.velocity.z, k);
    dyn_steps(mem, s, 66);
    const v1: number = incline_along(dc.velocity.x, dc.velocity.y, dc.velocity.z, k);
    const a: number = (v1 - v0) / (66 * N_DT);
    const sin_t: number = k / Math.sqrt(1 + k * k);
    const want: number = 5 / 7 * 9.81 * sin_t;
    $expect.compare(Math.abs(a / want - 1), "<=", 0.00001, "f64", mode, "spec/ivp/dynamics/tests/incline_tests.spec:69");
    $expect.compare(Math.abs(incline_slip(s, b, k)), "<", 0.00001, "f64", mode, "spec/ivp/dynamics/tests/incline_tests.spec:70");
    $expect.compare(s.w.dyn.collisions.length, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/incline_tests.spec:71");
  });

  it("on a slope too steep for the pair's friction (45°, μ = 0.1 × 1.0, rolling needs tan θ ≤ 3.5·μ = 0.35) the ball slides: a = g·(sin θ − μ·cos θ) = 6.2431 m/s² within 1e-5, and the slip grows by a − μ·g·cos θ·r²·m/I = 4.509 m/s² (the contact at the rim of its friction disc) [003:L650]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = incline_ball(mem, s, 1, 0.1, 1);
    const dc: DynCore = s.w.dyn.cores[s.w.env.objects[b].core!.id];
    const k: number = 1;
    const v0: number = incline_along(dc.velocity.x, dc.velocity.y, dc.velocity.z, k);
    const s0: number = incline_slip(s, b, k);
    dyn_steps(mem, s, 66);
    const v1: number = incline_along(dc.velocity.x, dc.velocity.y, dc.velocity.z, k);
    const s1: number = incline_slip(s, b, k);
    const a: number = (v1 - v0) / (66 * N_DT);
    const mu: number = 0.10000000149011612 /* 0.1f */ * 1;
    const c45: number = Math.sqrt(0.5);
    const want: number = 9.81 * (c45 - mu * c45);
    $expect.compare(Math.abs(a / want - 1), "<=", 0.00001, "f64", mode, "spec/ivp/dynamics/tests/incline_tests.spec:88");
    const slip_rate: number = (s1 - s0) / (66 * N_DT);
    const want_slip: number = want - mu * 9.81 * c45 * 0.25 / (0.4 * 0.25);
    $expect.compare(Math.abs(slip_rate / want_slip - 1), "<=", 0.0001, "f64", mode, "spec/ivp/dynamics/tests/incline_tests.spec:91");
    let sliding: number = 0;
    const d: IvpDynamics = s.w.dyn;
    for (let i = 0; i < d.contacts.length; i++) {
      const cp: FrictionContact = d.contacts[i];
      if (cp.live && !cp.suppressed && cp.sliding) {
        sliding = (sliding + 1) | 0;
      }
    }
    $expect.compare(sliding, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/incline_tests.spec:100");
  });
});
