// GENERATED FILE: do not edit. Conformance tests of module ivp.dynamics.tests.core_tests from spec/ivp/dynamics/tests/core_tests.spec (sha256 0e114cfb8493a698).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3 } from "../../../../../runtime/index.js";
import { T_DT } from "../support/core_tests.generated.js";
import { DynScene, dyn_ball, dyn_scene_flat, dyn_step } from "../support/dyn_fixtures.generated.js";
import { DynCore, dyn_core_free_velocity, dyn_damping_factor, dyn_powi } from "../../../../../generated/ivp/dynamics/core.generated.js";
import { IvpDynamics, ivp_world_add_force, ivp_world_impulse, ivp_world_push } from "../../../../../generated/ivp/dynamics/world.generated.js";
import { polygon_core_inertia } from "../../../../../generated/ivp/geometry/mass.generated.js";
import { psm_get_rotation_inertia } from "../../../../../generated/ivp/geometry/surface_manager.generated.js";
import { det_exp } from "../../../../../generated/ivp/math/transcendental.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3();

describe("003 §2.1, §5: core setup (B07, F12)", () => {
  it("a mass below 1e-8 becomes 1.0; a ball's inertia is 0.4·m·r² (r = 2: m = 1 gives 1.6, m = 10 gives 16) [003:L171]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, -9.81, 0.7, 0.3);
    const b0: number = dyn_ball(mem, s, 0, 0, 5, 2, 0, 0.5, 0.1, 0.3, 0.1);
    const b1: number = dyn_ball(mem, s, 5, 0, 5, 2, 1e-9, 0.5, 0.1, 0.3, 0.1);
    const b2: number = dyn_ball(mem, s, -5, 0, 5, 2, 10, 0.5, 0.1, 0.3, 0.1);
    const env: IvpEnvironment = s.w.env;
    const d: IvpDynamics = s.w.dyn;
    const c0: PhysCoreView | null = env.objects[b0].core;
    const c1: PhysCoreView | null = env.objects[b1].core;
    const c2: PhysCoreView | null = env.objects[b2].core;
    $expect.compare(c0!.mass, "==", 1, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:19");
    $expect.compare(c1!.mass, "==", 1, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:20");
    $expect.compare(c2!.mass, "==", 10, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:21");
    // 0.4·r² in f32 (0.4 is 0x100633b0), times the mass in f32
    const u: number = Math.fround(0.4 * 2 * 2);
    $expect.compare([d.cores[c0!.id].inertia.x, d.cores[c0!.id].inertia.y, d.cores[c0!.id].inertia.z], "==", [u, u, u], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:24");
    $expect.compare([d.cores[c2!.id].inertia.x, d.cores[c2!.id].inertia.y, d.cores[c2!.id].inertia.z], "==", [Math.fround(u * 10), Math.fround(u * 10), Math.fround(u * 10)], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:25");
    $expect.compare(d.cores[c2!.id].inertia.x, "==", 16, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:26");
    $expect.compare(d.cores[c2!.id].inv_mass, "==", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:27");
  });

  it("a polygon core's inertia is the surface's stored unit inertia × mass, and a fixed core has no inverse mass [003:L173]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, -9.81, 0.7, 0.3);
    const d: IvpDynamics = s.w.dyn;
    const env: IvpEnvironment = s.w.env;
    const c: PhysCoreView | null = env.objects[s.floor].core;
    const dc: DynCore = d.cores[c!.id];
    let unit_x = 0, unit_y = 0, unit_z = 0;
    psm_get_rotation_inertia(mem, s.w.surfaces[0], _s0);
    unit_x = _s0.x; unit_y = _s0.y; unit_z = _s0.z;
    polygon_core_inertia(unit_x, unit_y, unit_z, 1, _s1);
    const want_x = _s1.x, want_y = _s1.y, want_z = _s1.z;
    $expect.compare([dc.inertia.x, dc.inertia.y, dc.inertia.z], "==", [want_x, want_y, want_z], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:40");
    $expect.compare(dc.inv_mass, "==", 0, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:41");
    $expect.compare([dc.inv_inertia.x, dc.inv_inertia.y, dc.inv_inertia.z], "==", [0, 0, 0], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:42");
  });
});

describe("003 §2.2, §2.5: the async push and the impulse (B09, B15, F4)", () => {
  it("Force Value is an impulse per PSI: 0.92 on a 10 kg ball for 66 PSIs (one second) gives 66·0.92/10 = 6.072 m/s, F × 66 as a continuous force [003:L261]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 100, 2, 10, 0.5, 0.1, 0, 0);
    ivp_world_add_force(mem, s.w, b, 1, 0, 0, 0.92, 0, 0, 0);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    // Δv = F/m per PSI, accumulated in the f32 velocity (no damping, no gravity)
    const dv: number = Math.fround(0.92 * 0.10000000149011612 /* 0.1f */);
    let v: number = 0;
    for (let k = 0; k < 66; k++) {
      dyn_step(mem, s);
      v = Math.fround(v + dv);
      $expect.compare(c!.speed.x, "==", v, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:59");
    }
    // against the continuous force F·66/m over 1 s: 66 f32 additions, each within half an ulp
    // (2^-22 below 8), and f32(0.092) within 2^-24 relative
    $expect.compare(c!.speed.x, "==", 6.072, "f32", { "kind": "abs", "bound": 0.00002, "text": "2e-5" }, "spec/ivp/dynamics/tests/core_tests.spec:63");
    $expect.compare(c!.speed.y, "==", 0, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:64");
    $expect.compare(c!.speed.z, "==", 0, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:65");
  });

  it("the push's rotation: Δω = I⁻¹(r × F), an impulse (0, 0, 1) at r = (2, 0, 0) spins a 16 kg·m² ball by −1/8 rad/s about y; Δv = F/m [003:L259]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 100, 2, 10, 0.5, 0.1, 0, 0);
    ivp_world_push(mem, s.w, b, 0, 0, 1, 2, 0, 0);
    dyn_step(mem, s);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    const dc: DynCore = s.w.dyn.cores[c!.id];
    $expect.compare([dc.rot_speed.x, dc.rot_speed.y, dc.rot_speed.z], "==", [0, -0.125, 0], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:76");
    $expect.compare([c!.speed.x, c!.speed.y, c!.speed.z], "==", [0, 0, 0.10000000149011612 /* 0.1f */], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:77");
  });

  it("the impulse at a world position acts with the lever arm p − centre: the same spin as the local push [003:L355]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 1, 2, 100, 2, 10, 0.5, 0.1, 0, 0);
    ivp_world_impulse(mem, s.w, b, 0, 0, 1, 3, 2, 100);
    dyn_step(mem, s);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    const dc: DynCore = s.w.dyn.cores[c!.id];
    $expect.compare([dc.rot_speed.x, dc.rot_speed.y, dc.rot_speed.z], "==", [0, -0.125, 0], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:88");
    $expect.compare([c!.speed.x, c!.speed.y, c!.speed.z], "==", [0, 0, 0.10000000149011612 /* 0.1f */], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:89");
  });

  it("a direction of squared length ≤ 1e-4 becomes (1, 0, 0); others are normalised, then × Force Value [003:L252]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 100, 2, 10, 0.5, 0.1, 0, 0);
    const f0: number = ivp_world_add_force(mem, s.w, b, 0.005, 0.005, 0, 2, 0, 0, 0);
    const f1: number = ivp_world_add_force(mem, s.w, b, 0, 0, -3, 2, 0, 0, 0);
    const d: IvpDynamics = s.w.dyn;
    $expect.compare([d.forces[f0].force.x, d.forces[f0].force.y, d.forces[f0].force.z], "==", [2, 0, 0], "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:99");
    $expect.compare([d.forces[f1].force.x, d.forces[f1].force.y, d.forces[f1].force.z], "==", [0, 0, -2], "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:100");
  });
});

describe("003 §5: damping and gravity (B29)", () => {
  it("the damping factor of a PSI is exp(−d·dt), and 1 − d·dt below 2^-12, where the two differ by less than 2^-25 [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(dyn_damping_factor(0.3, T_DT), "==", det_exp(-(0.3 * T_DT)), "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:106");
    $expect.compare(dyn_damping_factor(0.01, T_DT), "==", 1 - 0.01 * T_DT, "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:107");
    // d·dt just below and above 2^-12 = 2.44140625e-4 (d = 0.0161 and 0.0162)
    $expect.compare(dyn_damping_factor(0.0161, T_DT), "==", 1 - 0.0161 * T_DT, "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:109");
    $expect.compare(dyn_damping_factor(0.0162, T_DT), "==", det_exp(-(0.0162 * T_DT)), "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:110");
    const x: number = 0.000244140625 /* f64#3f30000000000000 */;
    const gap: number = Math.abs(det_exp(-x) - (1 - x));
    $expect.compare(gap, "<=", x * x * 0.5, "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:113");
    $expect.compare(gap, "<", 2.9802322387695312e-8 /* f64#3e60000000000000 */, "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:114");
  });

  it("a calm core (movement state 2) gets 0.1 more on every rate: a 1 m/s ball with d_lin 0.3 keeps exp(−0.4/66) [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 100, 2, 10, 0.5, 0.1, 0.3, 0.1);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    const dc: DynCore = s.w.dyn.cores[c!.id];
    dc.velocity.x = 1;
    dc.velocity.y = 0;
    dc.velocity.z = 0;
    dc.rot_speed.x = 0;
    dc.rot_speed.y = 1;
    dc.rot_speed.z = 0;
    c!.movement_state = 2;
    dyn_core_free_velocity(dc, 0, 0, 0, T_DT);
    const fl: number = dyn_damping_factor(0.30000001192092896 /* 0.3f */ + 0.1, T_DT);
    const fr: number = dyn_damping_factor(0.10000000149011612 /* 0.1f */ + 0.1, T_DT);
    $expect.compare(dc.free_v.x, "==", Math.fround(fl), "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:129");
    $expect.compare(dc.free_w.y, "==", Math.fround(fr), "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:130");
    dc.velocity.x = 1;
    dc.velocity.y = 0;
    dc.velocity.z = 0;
    c!.movement_state = 1;
    dyn_core_free_velocity(dc, 0, 0, 0, T_DT);
    $expect.compare(dc.free_v.x, "==", Math.fround(dyn_damping_factor(0.30000001192092896 /* 0.3f */, T_DT)), "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:134");
  });

  it("gravity is a velocity change after the damping: v = damp(v)·… + g·dt (003 L627) [003:L627]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, -20, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 100, 2, 10, 0.5, 0.1, 0.3, 0.1);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    const dc: DynCore = s.w.dyn.cores[c!.id];
    dc.velocity.x = 0;
    dc.velocity.y = 0;
    dc.velocity.z = -5;
    dyn_core_free_velocity(dc, 0, 0, -20, T_DT);
    const fl: number = dyn_damping_factor(0.30000001192092896 /* 0.3f */, T_DT);
    const vd: number = Math.fround(-5 * fl);
    const want: number = Math.fround(vd + -20 * T_DT);
    $expect.compare(dc.free_v.z, "==", want, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:148");
  });
});

describe("003 §5: the anomaly limits at the integration (F8)", () => {
  it("the angular speed limit is π/2 per PSI (≈104 rad/s at 66 PSIs/s): 200 rad/s is scaled to 90 % of it, 93.305 rad/s; 103 rad/s is left alone [003:L631]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 100, 2, 10, 0.5, 0.1, 0, 0);
    const b2: number = dyn_ball(mem, s, 0, 50, 100, 2, 10, 0.5, 0.1, 0, 0);
    // Δω_y = −J·2/16: J = 1600 gives −200 rad/s, J = 824 gives −103 rad/s
    ivp_world_push(mem, s.w, b, 0, 0, 1600, 2, 0, 0);
    ivp_world_push(mem, s.w, b2, 0, 0, 824, 2, 0, 0);
    dyn_step(mem, s);
    const d: IvpDynamics = s.w.dyn;
    const dc: DynCore = d.cores[s.w.env.objects[b].core!.id];
    const dc2: DynCore = d.cores[s.w.env.objects[b2].core!.id];
    // 66·(π/2)f·(double)0.9f = 93.30530548… (f32 0x42ba9c51, the anomaly case of 000 L1310)
    $expect.compare(dc.rot_speed.y, "==", -93.30530548095703, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:166");
    $expect.compare(dc2.rot_speed.y, "==", -103, "f32", { "kind": "exact" }, "spec/ivp/dynamics/tests/core_tests.spec:167");
    $expect.compare(d.anomalies, "==", 1, "i32", { "kind": "exact" }, "spec/ivp/dynamics/tests/core_tests.spec:168");
    $expect.compare(66 * 1.5707963267948966, "==", 103.67255756846318, "f64", { "kind": "ulps64", "n": 1 }, "spec/ivp/dynamics/tests/core_tests.spec:169");
  });

  it("the velocity limit is 2000 m/s: 2100 m/s is scaled to 99 % of it, 1980 m/s [003:L631]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 1000, 2, 10, 0.5, 0.1, 0, 0);
    ivp_world_push(mem, s.w, b, 21000, 0, 0, 0, 0, 0);
    dyn_step(mem, s);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    $expect.compare(c!.speed.x, "==", 1980, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:179");
    $expect.compare(s.w.dyn.anomalies, "==", 1, "i32", { "kind": "exact" }, "spec/ivp/dynamics/tests/core_tests.spec:180");
  });
});

describe("003 §5, 000 §2.3.1: the integration and the §8.2 fields", () => {
  it("env+0x148 = 0.9^(1/66) = 0.9984049020737791 (the environment's ctor), from Newton's root, within an ulp of the correctly rounded value [003:L634]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    $expect.compare(s.w.dyn.misc_148, "==", 0.9984049020737791, "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:188");
    // y^66 back: 65 products, each rounded within 2^-53 relative (≤ 7.3e-15)
    $expect.compare(dyn_powi(s.w.dyn.misc_148, 66), "==", 0.9, "f64", { "kind": "abs", "bound": 1e-14, "text": "1e-14" }, "spec/ivp/dynamics/tests/core_tests.spec:190");
  });

  it("a ball spinning at 10 rad/s about y: the step's rotation gives back rot_speed = 2·asin(sin(θ/2))·66 = 10 (T15 with det_asin) and the axis (0, 1, 0) [000:L806]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, 0, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 100, 2, 10, 0.5, 0.1, 0, 0);
    ivp_world_push(mem, s.w, b, 0, 0, -80, 2, 0, 0);
    dyn_step(mem, s);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    $expect.compare(s.w.dyn.cores[c!.id].rot_speed.y, "==", 10, "f32", { "kind": "exact" }, "spec/ivp/dynamics/tests/core_tests.spec:200");
    $expect.compare(c!.rot_speed, "==", 10, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:201");
    $expect.compare([c!.rot_axis.x, c!.rot_axis.y, c!.rot_axis.z], "==", [0, 1, 0], "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:202");
    // a ball has no surface deviation: no rotational hull growth
    $expect.compare(c!.rot_surface_speed, "==", 0, "f32", { "kind": "exact" }, "spec/ivp/dynamics/tests/core_tests.spec:204");
    // the orientation turned by θ = 10/66 about y, and is unit
    const q: Float64Array = c!.q_world_f_core_next_psi;
    const n2: number = q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3];
    $expect.compare(n2, "==", 1, "f64", { "kind": "abs", "bound": 4e-16, "text": "4e-16" }, "spec/ivp/dynamics/tests/core_tests.spec:208");
  });

  it("the trajectory of a PSI: semi-implicit Euler, v_{k+1} = v_k + g·dt, then x_{k+1} = x_k + v_{k+1}·(T_{k+1} − T_k) on the f32-quantised PSI times, which is what pos_at interpolates [000:L2391]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    dyn_scene_flat(mem, s, 10, -9.81, 0.7, 0.3);
    const b: number = dyn_ball(mem, s, 0, 0, 100, 2, 10, 0.5, 0.1, 0, 0);
    dyn_step(mem, s);
    const c: PhysCoreView | null = s.w.env.objects[b].core;
    for (let k = 0; k < 20; k++) {
      const x0: number = c!.position.z;
      const t0: number = c!.time_of_last_psi;
      const v0: number = c!.speed.z;
      $expect.compare(c!.delta_world_f_core_psis.z, "==", v0, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:221");
      dyn_step(mem, s);
      const t1: number = c!.time_of_last_psi;
      $expect.compare(c!.position.z, "==", x0 + v0 * (t1 - t0), "f64", mode, "spec/ivp/dynamics/tests/core_tests.spec:224");
      const v1: number = Math.fround(v0 + -9.81 * T_DT);
      $expect.compare(c!.speed.z, "==", v1, "f32", mode, "spec/ivp/dynamics/tests/core_tests.spec:226");
    }
  });
});
