// GENERATED FILE: do not edit. Conformance tests of module glue.tests.blocks_tests from spec/glue/tests/blocks_tests.spec (sha256 f9cd6ac3d902aea1).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory } from "../../../../runtime/index.js";
import { GT_DT } from "../support/blocks_tests.generated.js";
import { GlueScene, TN_BALL_GROUP, TN_FLOOR_GROUP, TN_FLOOR_SURFACE, TN_WALL_SURFACE, glue_scene_ball, glue_scene_box, glue_scene_core, glue_scene_entity, glue_scene_floor, glue_scene_frames, glue_scene_messages, glue_scene_new, glue_scene_stone } from "../support/glue_fixtures.generated.js";
import { glue_clean_world_input, glue_impulse_input, glue_profiler_values, glue_set_values_input } from "../../../../generated/glue/blocks.generated.js";
import { glue_behavior_new, glue_create_input, glue_delete_surfaces_input, glue_set_force_pins, glue_set_globals_pins, glue_wake_up_input } from "../../../../generated/glue/commands.generated.js";
import { glue_entity } from "../../../../generated/glue/entity.generated.js";
import { glue_frame } from "../../../../generated/glue/frame.generated.js";
import { glue_unphysicalize } from "../../../../generated/glue/physicalize.generated.js";
import { BB_DELETE_COLLISION_SURFACES, BB_PHYSICS_IMPULSE, BB_SET_PHYSICS_FORCE, BB_WAKE_UP, GlueEntity, GlueStats, MSG_DEPHYSICALIZE_ALL, MSG_MUST_PHYSICALIZE } from "../../../../generated/glue/records.generated.js";
import { glue_disable_collisions, glue_pair_elasticity, glue_pair_friction, glue_record_object } from "../../../../generated/glue/registry.generated.js";
import { DynCore, MOVEMENT_CALM, MOVEMENT_FROZEN, MOVEMENT_MOVING } from "../../../../generated/ivp/dynamics/core.generated.js";
import { IvpDynamics } from "../../../../generated/ivp/dynamics/world.generated.js";
import { PhysCoreView } from "../../../../generated/ivp/objects/real_object.generated.js";

describe("003 §2.2: SetPhysicsForce (B09, D7)", () => {
  it("D7 through the Building Block: Direction (0.005, 0.005, 0) has squared length 5e-5 ≤ 1e-4 and pushes along (1, 0, 0) × Force Value; (0, 0, −3) is normalised [003:L252]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 50, 0);
    glue_scene_stone(mem, s, 2);
    const f0: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_set_force_pins(s.m, f0, 0, 0, 0, 0, 0.004999999888241291 /* 0.005f */, 0.004999999888241291 /* 0.005f */, 0, 0, 2, false, false);
    glue_create_input(mem, s.m, f0);
    const f1: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_set_force_pins(s.m, f1, 0, 0, 0, 0, 0, 0, -3, 0, 2, false, false);
    glue_create_input(mem, s.m, f1);
    const d: IvpDynamics = s.m.world.dyn;
    $expect.compare([d.forces[s.m.behaviors[f0].handle].force.x, d.forces[s.m.behaviors[f0].handle].force.y, d.forces[s.m.behaviors[f0].handle].force.z], "==", [2, 0, 0], "f64", mode, "spec/glue/tests/blocks_tests.spec:20");
    $expect.compare([d.forces[s.m.behaviors[f1].handle].force.x, d.forces[s.m.behaviors[f1].handle].force.y, d.forces[s.m.behaviors[f1].handle].force.z], "==", [0, 0, -2], "f64", mode, "spec/glue/tests/blocks_tests.spec:21");
  });

  it("the direction goes through Direction Ref (TransformVector): (1, 0, 0) in an entity turned a quarter about y pushes along world −z [003:L252]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 50, 0);
    glue_scene_entity(s, 9, 0, 0, 0);
    const e: GlueEntity = glue_entity(s.m, 9);
    e.matrix[0] = 0;
    e.matrix[2] = -1;
    e.matrix[8] = 1;
    e.matrix[10] = 0;
    glue_scene_stone(mem, s, 2);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_set_force_pins(s.m, f, 0, 0, 0, 0, 1, 0, 0, 9, 0.9200000166893005 /* 0.92f */, false, false);
    glue_create_input(mem, s.m, f);
    $expect.compare([s.m.world.dyn.forces[0].force.x, s.m.world.dyn.forces[0].force.y, s.m.world.dyn.forces[0].force.z], "==", [0, 0, -0.9200000166893005 /* 0.92f */], "f64", mode, "spec/glue/tests/blocks_tests.spec:38");
  });

  it("no time step: Force Value is an impulse per PSI, so with gravity 0 a 10 kg ball gains exactly 0.92/10 per PSI whatever the frame length [003:L261]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_set_globals_pins(s.m, s.globals, 0, 0, 0, 2);
    glue_set_values_input(s.m, s.globals);
    glue_scene_entity(s, 2, 0, 50, 0);
    const ball: number = glue_scene_ball(mem, s, 2, 0.5, 0.10000000149011612 /* 0.1f */, 10, 0, 0);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_set_force_pins(s.m, f, 0, 0, 0, 0, 1, 0, 0, 0, 0.9200000166893005 /* 0.92f */, false, false);
    glue_create_input(mem, s.m, f);
    glue_scene_frames(mem, s, 7, 16);
    glue_scene_frames(mem, s, 5, 40);
    const n: number = s.m.world.env.psi_count;
    $expect.compare(n, ">", 5, "i32", mode, "spec/glue/tests/blocks_tests.spec:54");
    const dv: number = Math.fround(0.92 * 0.10000000149011612 /* 0.1f */);
    let v: number = 0;
    for (let k = 0; k < n; k++) {
      v = Math.fround(v + dv);
    }
    $expect.compare(glue_scene_core(s, ball).speed.x, "==", v, "f32", mode, "spec/glue/tests/blocks_tests.spec:60");
  });

  it("the Position is object-local when Pos Referential is the target (or none): a push at local (0, 2, 0) spins the ball; through another referential it is a world point [003:L253]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_set_globals_pins(s.m, s.globals, 0, 0, 0, 2);
    glue_set_values_input(s.m, s.globals);
    glue_scene_entity(s, 2, 0, 50, 0);
    glue_scene_entity(s, 3, 20, 50, 0);
    glue_scene_entity(s, 9, 20, 48, 0);
    const b2: number = glue_scene_ball(mem, s, 2, 0.5, 0.10000000149011612 /* 0.1f */, 10, 0, 0);
    const b3: number = glue_scene_ball(mem, s, 3, 0.5, 0.10000000149011612 /* 0.1f */, 10, 0, 0);
    const f2: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_set_force_pins(s.m, f2, 0, 2, 0, 2, 1, 0, 0, 0, 1.600000023841858 /* 1.6f */, false, false);
    glue_create_input(mem, s.m, f2);
    // entity 9 sits 2 below ball 3: its origin is the ball's bottom point
    const f3: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 3);
    glue_set_force_pins(s.m, f3, 0, 0, 0, 9, 1, 0, 0, 0, 1.600000023841858 /* 1.6f */, false, false);
    glue_create_input(mem, s.m, f3);
    $expect.compare([s.m.world.dyn.forces[0].position.x, s.m.world.dyn.forces[0].position.y, s.m.world.dyn.forces[0].position.z], "==", [0, 2, 0], "f64", mode, "spec/glue/tests/blocks_tests.spec:80");
    $expect.compare([s.m.world.dyn.forces[1].position.x, s.m.world.dyn.forces[1].position.y, s.m.world.dyn.forces[1].position.z], "==", [0, -2, 0], "f64", mode, "spec/glue/tests/blocks_tests.spec:81");
    glue_scene_frames(mem, s, 1, 16);
    // r × F = (0, 2, 0) × (1.6, 0, 0) = (0, 0, −3.2); I = 0.4·10·4 = 16: −0.2 rad/s per PSI
    const d: IvpDynamics = s.m.world.dyn;
    $expect.compare(d.cores[b2].rot_speed.z, "<", 0, "f32", mode, "spec/glue/tests/blocks_tests.spec:85");
    $expect.compare(d.cores[b3].rot_speed.z, ">", 0, "f32", mode, "spec/glue/tests/blocks_tests.spec:86");
    $expect.compare(d.cores[b2].rot_speed.z, "==", -d.cores[b3].rot_speed.z, "f32", mode, "spec/glue/tests/blocks_tests.spec:87");
  });
});

describe("003 §2.5: Physics Impulse (B15, D9)", () => {
  it("D9: fixed bodies (core flags 0xc) are skipped: an impulse on a floor changes nothing [003:L350]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    const fl: number = glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    const b: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 1);
    glue_set_force_pins(s.m, b, 0, 0, 0, 1, 0, 1, 0, 0, 100, false, false);
    glue_impulse_input(mem, s.m, b);
    const dc: DynCore = s.m.world.dyn.cores[glue_scene_core(s, fl).id];
    $expect.compare([dc.async_dv.x, dc.async_dv.y, dc.async_dv.z], "==", [0, 0, 0], "f32", mode, "spec/glue/tests/blocks_tests.spec:101");
    $expect.compare(glue_scene_core(s, fl).movement_state, "==", 0x10, "u8", mode, "spec/glue/tests/blocks_tests.spec:102");
  });

  it("D9: with the target as Referential the impulse acts locally (at (0, 0, 0): no spin); with another Referential at its world position (a lever arm: spin) [003:L354]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_set_globals_pins(s.m, s.globals, 0, 0, 0, 2);
    glue_set_values_input(s.m, s.globals);
    glue_scene_entity(s, 2, 0, 50, 0);
    glue_scene_entity(s, 3, 20, 50, 0);
    glue_scene_entity(s, 9, 20, 52, 0);
    const b2: number = glue_scene_ball(mem, s, 2, 0.5, 0.10000000149011612 /* 0.1f */, 10, 0, 0);
    const b3: number = glue_scene_ball(mem, s, 3, 0.5, 0.10000000149011612 /* 0.1f */, 10, 0, 0);
    const i2: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 2);
    glue_set_force_pins(s.m, i2, 0, 0, 0, 2, 3, 0, 0, 0, 5, false, false);
    glue_impulse_input(mem, s.m, i2);
    const i3: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 3);
    glue_set_force_pins(s.m, i3, 0, 0, 0, 9, 3, 0, 0, 0, 5, false, false);
    glue_impulse_input(mem, s.m, i3);
    const d: IvpDynamics = s.m.world.dyn;
    // the direction normalised × Impulse: Δv = 5/10 along x
    $expect.compare([d.cores[b2].async_dv.x, d.cores[b2].async_dv.y, d.cores[b2].async_dv.z], "==", [0.5, 0, 0], "f32", mode, "spec/glue/tests/blocks_tests.spec:123");
    $expect.compare([d.cores[b3].async_dv.x, d.cores[b3].async_dv.y, d.cores[b3].async_dv.z], "==", [0.5, 0, 0], "f32", mode, "spec/glue/tests/blocks_tests.spec:124");
    $expect.compare([d.cores[b2].async_dw.x, d.cores[b2].async_dw.y, d.cores[b2].async_dw.z], "==", [0, 0, 0], "f32", mode, "spec/glue/tests/blocks_tests.spec:125");
    // r = (0, 2, 0), F = (5, 0, 0): r × F = (0, 0, −10), / 16
    $expect.compare([d.cores[b3].async_dw.x, d.cores[b3].async_dw.y, d.cores[b3].async_dw.z], "==", [0, 0, -0.625], "f32", mode, "spec/glue/tests/blocks_tests.spec:127");
  });

  it("D9: the setting Constant Force multiplies the impulse by mgr+0xcc, the simulation dt (the f32 of the last frame's dt; 0 before the first frame, D-GLUE-11) [003:L346]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 50, 0);
    const b2: number = glue_scene_ball(mem, s, 2, 0.5, 0.10000000149011612 /* 0.1f */, 10, 0, 0);
    const i2: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 2);
    glue_set_force_pins(s.m, i2, 0, 0, 0, 2, 0, 1, 0, 0, 66, false, true);
    glue_impulse_input(mem, s.m, i2);
    $expect.compare(s.m.world.dyn.cores[b2].async_dv.y, "==", 0, "f32", mode, "spec/glue/tests/blocks_tests.spec:138");
    // one frame of 16 ms: smoothed 4 ms, dt = 4 × f32(0.002) = 0.008 s
    glue_frame(mem, s.m, 16);
    $expect.compare(s.m.world.dyn.cores[b2].async_dv.y, "==", 0, "f32", mode, "spec/glue/tests/blocks_tests.spec:141");
    glue_impulse_input(mem, s.m, i2);
    const amount: number = Math.fround(66 * Math.fround(4 * Math.fround(0.002)));
    const dv: number = Math.fround(amount * 0.10000000149011612 /* 0.1f */);
    $expect.compare(s.m.world.dyn.cores[b2].async_dv.y, "==", dv, "f32", mode, "spec/glue/tests/blocks_tests.spec:145");
    $expect.compare(amount, "!=", 66 * Math.fround(GT_DT), "f32", mode, "spec/glue/tests/blocks_tests.spec:146");
  });

  it("an impulse wakes a frozen body (003 L351) and a body that is not physicalized only gets the lookup's warning [003:L351]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 50, 0);
    glue_scene_entity(s, 3, 9, 50, 0);
    const box: number = glue_scene_box(mem, s, 2, true);
    const i2: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 2);
    glue_set_force_pins(s.m, i2, 0, 0, 0, 2, 0, 1, 0, 0, 1, false, false);
    glue_impulse_input(mem, s.m, i2);
    $expect.compare(glue_scene_core(s, box).movement_state, "==", MOVEMENT_MOVING, "u8", mode, "spec/glue/tests/blocks_tests.spec:158");
    const i3: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 3);
    glue_impulse_input(mem, s.m, i3);
    $expect.compare(glue_scene_messages(s, MSG_MUST_PHYSICALIZE), "==", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:161");
  });
});

describe("003 §2.8: Physics WakeUp, Set Physics Globals, DeleteCollisionSurfaces, Get Profiler Values (B18-B21, D14-D16)", () => {
  it("D14: WakeUp on a frozen body (state 8) revives it; on a calm one it re-activates the core: moving again, its sleep windows restarted [003:L420]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 2.0199999809265137 /* 2.02f */, 0);
    const ball: number = glue_scene_stone(mem, s, 2);
    const w: number = glue_behavior_new(s.m, BB_WAKE_UP, 2);
    const c: PhysCoreView = glue_scene_core(s, ball);
    const dc: DynCore = s.m.world.dyn.cores[c.id];
    // a resting ball turns calm (state 2) at a sleep test, then freezes
    let calm: boolean = false;
    for (let i = 0; i < 200; i++) {
      if (!calm && c.movement_state === MOVEMENT_CALM) {
        calm = true;
        glue_wake_up_input(mem, s.m, w);
        $expect.compare(c.movement_state, "==", MOVEMENT_MOVING, "u8", mode, "spec/glue/tests/blocks_tests.spec:182");
        $expect.compare(dc.short_time, "==", s.m.world.env.tm.current_time, "f64", mode, "spec/glue/tests/blocks_tests.spec:183");
        $expect.truth(!dc.freeze_candidate, "spec/glue/tests/blocks_tests.spec:184");
      }
      glue_scene_frames(mem, s, 1, 16);
    }
    $expect.truth(calm, "spec/glue/tests/blocks_tests.spec:188");
    $expect.compare(c.movement_state, "==", MOVEMENT_FROZEN, "u8", mode, "spec/glue/tests/blocks_tests.spec:189");
    const revives: number = s.m.world.dyn.revives;
    glue_wake_up_input(mem, s.m, w);
    $expect.compare(c.movement_state, "==", MOVEMENT_MOVING, "u8", mode, "spec/glue/tests/blocks_tests.spec:192");
    $expect.compare(s.m.world.dyn.revives, "==", (revives + 1) | 0, "i32", mode, "spec/glue/tests/blocks_tests.spec:193");
  });

  it("D15: Set Values stores mgr+0xd0 = Physic Time Factor × 0.001 (f32) and sets the environment's gravity [003:L428]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    $expect.compare(s.m.time_scale, "==", Math.fround(2 * 0.001), "f32", mode, "spec/glue/tests/blocks_tests.spec:199");
    $expect.compare([s.m.world.env.gravity.x, s.m.world.env.gravity.y, s.m.world.env.gravity.z], "==", [0, -20, 0], "f64", mode, "spec/glue/tests/blocks_tests.spec:200");
    glue_set_globals_pins(s.m, s.globals, 0, -9, 1, 0);
    glue_set_values_input(s.m, s.globals);
    $expect.compare(s.m.time_scale, "==", 0, "f32", mode, "spec/glue/tests/blocks_tests.spec:203");
    $expect.compare([s.m.world.env.gravity.x, s.m.world.env.gravity.y, s.m.world.env.gravity.z], "==", [0, -9, 1], "f64", mode, "spec/glue/tests/blocks_tests.spec:204");
    // factor 0 pauses: a frame advances nothing
    const t: number = s.m.world.env.tm.current_time;
    glue_scene_frames(mem, s, 3, 16);
    $expect.compare(s.m.world.env.tm.current_time, "==", t, "f64", mode, "spec/glue/tests/blocks_tests.spec:208");
  });

  it("D15: Clean Physics World recreates the environment with gravity −9.81 and keeps the registry: the records dangle, Physicalize of such an entity fires Out1 only, Unphysicalize removes the record [003:L429]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    glue_scene_stone(mem, s, 2);
    glue_scene_frames(mem, s, 10, 16);
    glue_clean_world_input(mem, s.m, s.globals);
    $expect.compare(s.m.generation, "==", 2, "i32", mode, "spec/glue/tests/blocks_tests.spec:218");
    $expect.compare([s.m.world.env.gravity.x, s.m.world.env.gravity.y, s.m.world.env.gravity.z], "==", [0, -9.81 /* f64#c0239eb851eb851f */, 0], "f64", mode, "spec/glue/tests/blocks_tests.spec:219");
    $expect.compare(s.m.world.env.objects.length, "==", 0, "i32", mode, "spec/glue/tests/blocks_tests.spec:220");
    $expect.compare(s.m.registry.length, "==", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:221");
    $expect.compare(glue_record_object(s.m, 0), "==", -1, "i32", mode, "spec/glue/tests/blocks_tests.spec:222");
    const again: number = glue_scene_stone(mem, s, 2);
    $expect.compare(again, "==", -1, "i32", mode, "spec/glue/tests/blocks_tests.spec:224");
    $expect.compare(s.m.world.env.objects.length, "==", 0, "i32", mode, "spec/glue/tests/blocks_tests.spec:225");
    glue_unphysicalize(mem, s.m, s.phys, 2);
    $expect.compare(s.m.registry.length, "==", 0, "i32", mode, "spec/glue/tests/blocks_tests.spec:227");
    const third: number = glue_scene_stone(mem, s, 2);
    $expect.compare(third, "==", 0, "i32", mode, "spec/glue/tests/blocks_tests.spec:229");
    // the time factor is the manager's: still 2
    $expect.compare(s.m.time_scale, "==", Math.fround(0.002), "f32", mode, "spec/glue/tests/blocks_tests.spec:231");
  });

  it("D16: DeleteCollisionSurfaces with an object registered prints 'Please dephysicalize all objects' and keeps the cache; with none the cache is made anew [003:L436]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    const del: number = glue_behavior_new(s.m, BB_DELETE_COLLISION_SURFACES, 0);
    glue_delete_surfaces_input(mem, s.m, del);
    $expect.compare(glue_scene_messages(s, MSG_DEPHYSICALIZE_ALL), "==", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:241");
    $expect.compare(s.m.surfaces.length, "==", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:242");
    $expect.compare(s.m.queue.length, "==", 0, "i32", mode, "spec/glue/tests/blocks_tests.spec:243");
    glue_unphysicalize(mem, s.m, s.phys, 1);
    glue_delete_surfaces_input(mem, s.m, del);
    $expect.compare(s.m.surfaces.length, "==", 0, "i32", mode, "spec/glue/tests/blocks_tests.spec:246");
    $expect.compare(s.m.surface_cache_resets, "==", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:247");
    // a later body of the name gets the library's surface again: the same compiled bytes
    const cs: number = s.lib.built[0].cs;
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    $expect.compare(s.m.surfaces[0].cs, "==", cs, "u32", mode, "spec/glue/tests/blocks_tests.spec:251");
    $expect.compare(s.lib.built.length, "==", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:252");
  });

  it("Get Profiler Values: frames, PSIs, impacts, Physicalize and Unphysicalize inputs, bodies and awake bodies as counters [003:L432]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 4, 0);
    glue_scene_stone(mem, s, 2);
    glue_scene_frames(mem, s, 30, 16);
    const st: GlueStats = glue_profiler_values(s.m);
    $expect.compare(st.frames, "==", 30, "i32", mode, "spec/glue/tests/blocks_tests.spec:264");
    $expect.compare(st.psis, "==", s.m.world.env.psi_count, "i32", mode, "spec/glue/tests/blocks_tests.spec:265");
    $expect.compare(st.impacts, "==", s.m.world.env.impacts, "i32", mode, "spec/glue/tests/blocks_tests.spec:266");
    $expect.compare(st.impacts, ">=", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:267");
    $expect.compare(st.physicalize_calls, "==", 2, "i32", mode, "spec/glue/tests/blocks_tests.spec:268");
    $expect.compare(st.unphysicalize_calls, "==", 0, "i32", mode, "spec/glue/tests/blocks_tests.spec:269");
    $expect.compare(st.bodies, "==", 2, "i32", mode, "spec/glue/tests/blocks_tests.spec:270");
    $expect.compare(st.awake, "==", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:271");
  });
});

describe("003 §3.4: materials, groups, Enable Collision (B27, D19, F3)", () => {
  it("F3: a stone ball (0.5 / 0.1) on a floor (0.7 / 0.3) makes contacts with friction 0.5 × 0.7 = 0.35 and elasticity 0.1 × 0.3 = 0.03, the products of the pins' doubles [003:L537]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 2.5, 0);
    glue_scene_stone(mem, s, 2);
    let found: boolean = false;
    for (let i = 0; i < 30; i++) {
      glue_scene_frames(mem, s, 1, 16);
      const d: IvpDynamics = s.m.world.dyn;
      for (let k = 0; k < d.contacts.length; k++) {
        if (d.contacts[k].live) {
          found = true;
          $expect.compare(d.contacts[k].friction, "==", glue_pair_friction(s.m.materials[1], s.m.materials[0]), "f64", mode, "spec/glue/tests/blocks_tests.spec:290");
          $expect.compare(d.contacts[k].elasticity, "==", glue_pair_elasticity(s.m.materials[1], s.m.materials[0]), "f64", mode, "spec/glue/tests/blocks_tests.spec:291");
          $expect.compare(d.contacts[k].friction, "==", 0.35, "f64", { "kind": "abs", "bound": 1e-8, "text": "1e-8" }, "spec/glue/tests/blocks_tests.spec:292");
          $expect.compare(d.contacts[k].elasticity, "==", 0.03, "f64", { "kind": "abs", "bound": 1e-8, "text": "1e-8" }, "spec/glue/tests/blocks_tests.spec:293");
        }
      }
    }
    $expect.truth(found, "spec/glue/tests/blocks_tests.spec:297");
  });

  it("D19: equal non-empty groups never collide: the ball (group Ball) rolls through a wall of group Ball and stops at a wall of group Floor; '' collides with everything [003:L538]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_set_globals_pins(s.m, s.globals, 0, 0, 0, 2);
    glue_set_values_input(s.m, s.globals);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.wall_mesh, TN_WALL_SURFACE, TN_BALL_GROUP);
    glue_scene_entity(s, 4, 20, 0, 0);
    glue_scene_floor(mem, s, 4, s.wall_mesh, TN_WALL_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 3, 0);
    const ball: number = glue_scene_ball(mem, s, 2, 0.5, 0.10000000149011612 /* 0.1f */, 10, 0, 0);
    const i2: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 2);
    glue_set_force_pins(s.m, i2, 0, 0, 0, 2, 1, 0, 0, 0, 100, false, false);
    glue_impulse_input(mem, s.m, i2);
    glue_scene_frames(mem, s, 120, 16);
    const x: number = glue_scene_core(s, ball).position.x;
    // through the wall at x = 10, stopped before the one at x = 30 (the ball's radius is 2)
    $expect.compare(x, ">", 12, "f64", mode, "spec/glue/tests/blocks_tests.spec:317");
    $expect.compare(x, "<", 28, "f64", mode, "spec/glue/tests/blocks_tests.spec:318");
    $expect.compare(s.m.world.env.impacts, ">=", 1, "i32", mode, "spec/glue/tests/blocks_tests.spec:319");
  });

  it("the exclusive-pair filter (first in the chain, 003 L508): a ball whose pair with the floor is excluded falls through it [003:L508]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 4, 0);
    const ball: number = glue_scene_stone(mem, s, 2);
    glue_disable_collisions(s.m, 2, 1);
    glue_scene_frames(mem, s, 60, 16);
    $expect.compare(glue_scene_core(s, ball).position.y, "<", -5, "f64", mode, "spec/glue/tests/blocks_tests.spec:331");
  });
});
