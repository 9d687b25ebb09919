// GENERATED FILE: do not edit. Conformance tests of module ivp.dynamics.tests.feel_tests from spec/ivp/dynamics/tests/feel_tests.spec (sha256 18b8d2db39dd135d).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { DynScene, dyn_step } from "../support/dyn_fixtures.generated.js";
import { F_DT, feel_ball, feel_run, feel_terminal, feel_terminal_band } from "../support/feel_tests.generated.js";
import { FrictionContact } from "../../../../../generated/ivp/dynamics/contact.generated.js";
import { dyn_damping_factor } from "../../../../../generated/ivp/dynamics/core.generated.js";
import { IvpDynamics, ivp_world_add_force } from "../../../../../generated/ivp/dynamics/world.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

const _a0 = new Float64Array(2), _a1 = new Float64Array(2);

describe("003 §5: the ball feel on flat ground (F1, B30)", () => {
  it("start accelerations: a = F·66·e^(−d_lin/66)/(1.4·m) for a ball starting to roll (stone 4.317, wood 10.53, paper 14.98 u/s²; the table's ≈4.3 / 10.7 / 15.3 leave out the first PSI's damping), within 1e-6 [003:L640]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r = _a0;
    r[0] = 0;
    r[1] = 0;
    // stone: mass 10, friction 0.5, elasticity 0.1, damping 0.3 / 0.1, force 0.92 (003 L184)
    feel_run(mem, 10, 0.5, 0.1, 0.3, 0.92, r);
    const fl: number = dyn_damping_factor(0.30000001192092896 /* 0.3f */, F_DT);
    const a: number = 0.92 * 66 * fl / (1.4 * 10);
    $expect.compare(Math.abs(r[0] / a - 1), "<=", 0.000001, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:78");
    // the table's estimate ignores the damping of the first PSI: within 1 − e^(−0.3/66) + 1e-6
    $expect.compare(Math.abs(r[0] / (0.92 * 66 / 14) - 1), "<=", 1 - fl + 0.000001, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:80");
    // wood: mass 1.9, friction 0.8, elasticity 0.2, damping 0.9 / 0.1, force 0.43 (003 L185)
    feel_run(mem, 1.9, 0.8, 0.2, 0.9, 0.43, r);
    const flw: number = dyn_damping_factor(0.8999999761581421 /* 0.9f */, F_DT);
    $expect.compare(Math.abs(r[0] / (0.43 * 66 * flw / (1.4 * 1.9)) - 1), "<=", 0.000001, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:84");
    // paper: mass 0.2, friction 0.5, elasticity 0.4, damping 1.5 / 0.1, force 0.065 (003 L183)
    feel_run(mem, 0.2, 0.5, 0.4, 1.5, 0.065, r);
    const flp: number = dyn_damping_factor(1.5, F_DT);
    $expect.compare(Math.abs(r[0] / (0.065 * 66 * flp / (1.4 * 0.2)) - 1), "<=", 0.000001, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:88");
  });

  it("terminal speeds: the engine's are the discrete model's fixed point 2.5·f_lin·(F/m)/(3.5 − 2.5·f_lin − f_rot) = stone 17.82, wood 15.78, paper 13.77 u/s after 60 s, within the f32 band of feel_terminal_band (4.4e-5, 1.4e-5, 5e-6), not the table's ≈14 / 12 / 10 (its a/d_lin balances the force against 1.4·m·d_lin·v: linear damping acts on m, rotational on 0.4·m) [003:L640]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const r = _a1;
    r[0] = 0;
    r[1] = 0;
    feel_run(mem, 10, 0.5, 0.1, 0.3, 0.92, r);
    const vs: number = feel_terminal(0.92 * 0.10000000149011612 /* 0.1f */, 0.30000001192092896 /* 0.3f */, 0.10000000149011612 /* 0.1f */);
    $expect.compare(Math.abs(r[1] / vs - 1), "<=", feel_terminal_band(vs, 0.30000001192092896 /* 0.3f */, 0.10000000149011612 /* 0.1f */), "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:95");
    $expect.compare(Math.abs(vs - 17.82), "<", 0.01, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:96");
    feel_run(mem, 1.9, 0.8, 0.2, 0.9, 0.43, r);
    const vw: number = feel_terminal(0.43 * Math.fround(1 / 1.899999976158142 /* 1.9f */), 0.8999999761581421 /* 0.9f */, 0.10000000149011612 /* 0.1f */);
    $expect.compare(Math.abs(r[1] / vw - 1), "<=", feel_terminal_band(vw, 0.8999999761581421 /* 0.9f */, 0.10000000149011612 /* 0.1f */), "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:99");
    $expect.compare(Math.abs(vw - 15.78), "<", 0.01, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:100");
    feel_run(mem, 0.2, 0.5, 0.4, 1.5, 0.065, r);
    const vp: number = feel_terminal(0.065 * Math.fround(1 / 0.20000000298023224 /* 0.2f */), 1.5, 0.10000000149011612 /* 0.1f */);
    $expect.compare(Math.abs(r[1] / vp - 1), "<=", feel_terminal_band(vp, 1.5, 0.10000000149011612 /* 0.1f */), "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:103");
    $expect.compare(Math.abs(vp - 13.77), "<", 0.01, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:104");
  });

  it("a free-sliding ball (friction 0) under the stone's force follows the discrete recursion exactly: v ← f32(f32(v + F/m)·f_lin) (f_lin with +0.1 while calm), x ← x + v·(T' − T) [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = feel_ball(mem, s, 10, 0, 0.1, 0.3, 0.1);
    const env: IvpEnvironment = s.w.env;
    const c: PhysCoreView | null = env.objects[b].core;
    ivp_world_add_force(mem, s.w, b, 1, 0, 0, 0.92, 0, 0, 0);
    const dv: number = Math.fround(0.92 * 0.10000000149011612 /* 0.1f */);
    let v: number = c!.speed.x;
    let x: number = c!.position.x;
    let t: number = c!.time_of_last_psi;
    const impacts: number = env.impacts;
    $expect.compare(v, "==", 0, "f32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:118");
    for (let k = 0; k < 660; k++) {
      let extra: number = 0;
      if (c!.movement_state === 2) {
        extra = 0.1;
      }
      const fl: number = dyn_damping_factor(0.30000001192092896 /* 0.3f */ + extra, F_DT);
      dyn_step(mem, s);
      // the position moves with the previous PSI's velocity (pos_at), then the velocity updates
      x = x + v * (c!.time_of_last_psi - t);
      t = c!.time_of_last_psi;
      const vp: number = Math.fround(v + dv);
      v = Math.fround(vp * fl);
      $expect.compare(c!.speed.x, "==", v, "f32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:131");
      $expect.compare(c!.position.x, "==", x, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:132");
      $expect.compare(c!.speed.y, "==", 0, "f32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:133");
    }
    $expect.compare(env.impacts, "==", impacts, "i32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:135");
    $expect.compare([s.w.dyn.cores[c!.id].rot_speed.x, s.w.dyn.cores[c!.id].rot_speed.y, s.w.dyn.cores[c!.id].rot_speed.z], "==", [0, 0, 0], "f32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:136");
    // it slides: 10 s at the sliding terminal speed f·(F/m)/(1 − f) ≈ 20.2 minus the approach
    $expect.compare(v, ">", 15, "f32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:138");
  });
});

describe("003 §3.4: the pair materials (F3)", () => {
  it("stone ball (friction 0.5, elasticity 0.1) on a floor (0.7, 0.3): the pair friction is 0.35 and the elasticity 0.1 × 0.3 = 0.03 (products of the pins stored as doubles) [003:L537]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const b: number = feel_ball(mem, s, 10, 0.5, 0.1, 0.3, 0.1);
    const d: IvpDynamics = s.w.dyn;
    let found: number = -1;
    for (let i = 0; i < d.contacts.length; i++) {
      if (d.contacts[i].live && found < 0) {
        found = i;
      }
    }
    $expect.compare(found, ">=", 0, "i32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:153");
    const cp: FrictionContact = d.contacts[found];
    $expect.compare(cp.friction, "==", 0.5 * 0.699999988079071 /* 0.7f */, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:155");
    $expect.compare(cp.elasticity, "==", 0.10000000149011612 /* 0.1f */ * 0.30000001192092896 /* 0.3f */, "f64", mode, "spec/ivp/dynamics/tests/feel_tests.spec:156");
    $expect.compare(cp.friction, "==", 0.35, "f64", { "kind": "abs", "bound": 1e-7, "text": "1e-7" }, "spec/ivp/dynamics/tests/feel_tests.spec:157");
    $expect.compare(cp.elasticity, "==", 0.03, "f64", { "kind": "abs", "bound": 1e-8, "text": "1e-8" }, "spec/ivp/dynamics/tests/feel_tests.spec:158");
    $expect.compare(cp.object0!.id, "==", b, "i32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:159");
    $expect.compare(cp.object1!.id, "==", s.floor, "i32", mode, "spec/ivp/dynamics/tests/feel_tests.spec:160");
  });
});
