// GENERATED FILE: do not edit. Conformance tests of module glue.tests.frame_tests from spec/glue/tests/frame_tests.spec (sha256 8995a39b1773beba).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory, Vec3 } from "../../../../runtime/index.js";
import { GlueScene, TN_FLOOR_GROUP, TN_FLOOR_SURFACE, glue_scene_ball, glue_scene_core, glue_scene_entity, glue_scene_floor, glue_scene_frames, glue_scene_messages, glue_scene_new, glue_scene_stone } from "../support/glue_fixtures.generated.js";
import { glue_set_values_input } from "../../../../generated/glue/blocks.generated.js";
import { glue_behavior_new, glue_create_input, glue_set_force_pins, glue_set_globals_pins } from "../../../../generated/glue/commands.generated.js";
import { glue_entity, glue_entity_scale, glue_entity_set_matrix } from "../../../../generated/glue/entity.generated.js";
import { GLUE_IVP_GRAVITY_Y, glue_frame, glue_manager_init } from "../../../../generated/glue/frame.generated.js";
import { glue_unphysicalize } from "../../../../generated/glue/physicalize.generated.js";
import { BB_SET_PHYSICS_FORCE, GlueEntity, MSG_MUST_PHYSICALIZE, PhysicsManager } from "../../../../generated/glue/records.generated.js";
import { glue_lookup, glue_record_of_object } from "../../../../generated/glue/registry.generated.js";
import { GlueMeshLibrary } from "../../../../generated/glue/surfaces.generated.js";
import { MOVEMENT_FROZEN } from "../../../../generated/ivp/dynamics/core.generated.js";
import { ivp_world_simulate_until } from "../../../../generated/ivp/dynamics/world.generated.js";
import { IvpEnvironment } from "../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../generated/ivp/objects/real_object.generated.js";
import { TimeManager } from "../../../../generated/ivp/time/time_manager.generated.js";

const _a0 = new Float32Array(16), _s1 = new Vec3(), _s2 = new Vec3();

describe("003 §3.2: world creation (B22, B25, F10, F11)", () => {
  it("F10: the environment's PSI is 1/66 s, the double 0x3f8f07c1f07c1f08; the first PSI fires at t = 0 [003:L511]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    const tm: TimeManager = s.m.world.env.tm;
    $expect.compare(tm.delta_psi, "==", 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */, "f64", mode, "spec/glue/tests/frame_tests.spec:9");
    $expect.compare(s.m.generation, "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:10");
    // the first frame step runs the PSI at 0 (and none after it while the target stays below 1/66)
    glue_frame(mem, s.m, 4);
    $expect.compare(s.m.world.env.psi_count, "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:13");
  });

  it("F11: IVP's built-in gravity (0, 9.83, 0) is replaced at once by the manager's (0, −9.81, 0) = 0xc0239eb851eb851f (then the game sets (0, −20, 0)) [003:L512]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const m: PhysicsManager = new PhysicsManager();
    const lib: GlueMeshLibrary = new GlueMeshLibrary();
    $expect.compare(GLUE_IVP_GRAVITY_Y, "==", 9.83, "f64", mode, "spec/glue/tests/frame_tests.spec:19");
    glue_manager_init(mem, m, lib);
    $expect.compare([m.world.env.gravity.x, m.world.env.gravity.y, m.world.env.gravity.z], "==", [0, -9.81 /* f64#c0239eb851eb851f */, 0], "f64", mode, "spec/glue/tests/frame_tests.spec:21");
    $expect.compare(m.world.env.gravity.y, "==", -9.81, "f64", mode, "spec/glue/tests/frame_tests.spec:22");
    // OnCKInit: mgr+0xd0 = 0.001, the time factor 1
    $expect.compare(m.time_scale, "==", Math.fround(0.001), "f32", mode, "spec/glue/tests/frame_tests.spec:24");
    $expect.compare(m.smoothed, "==", 0, "f32", mode, "spec/glue/tests/frame_tests.spec:25");
  });

  it("the filter chain is the exclusive-pair filter then the group filter (003 L508), and the manager keeps no object before a Physicalize [003:L508]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    const env: IvpEnvironment = s.m.world.env;
    $expect.compare(env.filters.filters.length, "==", 2, "i32", mode, "spec/glue/tests/frame_tests.spec:32");
    $expect.compare(env.objects.length, "==", 0, "i32", mode, "spec/glue/tests/frame_tests.spec:33");
    $expect.compare(s.m.registry.length, "==", 0, "i32", mode, "spec/glue/tests/frame_tests.spec:34");
  });
});

describe("003 §3.1: the frame step (B23, F5-F7, D17)", () => {
  it("F7: smoothed = (Δ + 3·smoothed)/4 from 0 with 3.0 and 0.25: Δ = 16 ms gives 4, 7, 9.25, 10.9375 ms, and the f32 iteration settles 2 ulps below 16 [003:L479]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_frame(mem, s.m, 16);
    $expect.compare(s.m.smoothed, "==", 4, "f32", mode, "spec/glue/tests/frame_tests.spec:43");
    glue_frame(mem, s.m, 16);
    $expect.compare(s.m.smoothed, "==", 7, "f32", mode, "spec/glue/tests/frame_tests.spec:45");
    glue_frame(mem, s.m, 16);
    $expect.compare(s.m.smoothed, "==", 9.25, "f32", mode, "spec/glue/tests/frame_tests.spec:47");
    glue_frame(mem, s.m, 16);
    $expect.compare(s.m.smoothed, "==", 10.9375, "f32", mode, "spec/glue/tests/frame_tests.spec:49");
    glue_scene_frames(mem, s, 200, 16);
    // at s = 16 − 2u (u = 2^-20, the f32 spacing below 16) the step gives 16 − 1.5u, a tie that
    // rounds to the even 16 − 2u: the stored value stops there (D-GLUE-1)
    $expect.compare(s.m.smoothed, "==", 15.999998092651367 /* f32#417ffffe */, "f32", mode, "spec/glue/tests/frame_tests.spec:53");
  });

  it("F6: dt = smoothed × mgr+0xd0: with the time factor 2 the simulation advances 2 × the smoothed frame time (mgr+0xd0 the f32 of 0.002) [003:L482]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    const t0: number = s.m.world.env.tm.current_time;
    glue_frame(mem, s.m, 16);
    $expect.compare(s.m.last_dt, "==", 4 * Math.fround(0.002), "f64", mode, "spec/glue/tests/frame_tests.spec:61");
    $expect.compare(s.m.world.env.tm.current_time, "==", t0 + s.m.last_dt, "f64", mode, "spec/glue/tests/frame_tests.spec:62");
    $expect.compare(s.m.last_dt, "==", 0.008, "f64", { "kind": "abs", "bound": 1e-9, "text": "1e-9" }, "spec/glue/tests/frame_tests.spec:63");
  });

  it("F5: 132 PSIs per real second while playing: at 60 frames a second and time factor 2, 1320 ± 1 PSIs in 10 s once the smoothing has converged [003:L624]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    const delta: number = Math.fround(1000 / 60);
    glue_scene_frames(mem, s, 120, delta);
    const n0: number = s.m.world.env.psi_count;
    glue_scene_frames(mem, s, 600, delta);
    const n: number = (s.m.world.env.psi_count - n0) | 0;
    $expect.compare(n, ">=", 1319, "i32", mode, "spec/glue/tests/frame_tests.spec:74");
    $expect.compare(n, "<=", 1321, "i32", mode, "spec/glue/tests/frame_tests.spec:75");
  });

  it("D17: there is no cap on PSIs per frame: a frame of Δ = 5000 ms (smoothed 1250 ms, dt = 1250 × f32(0.002) = 2.5000001 s) runs the 166 PSIs at 0, 1/66, …, 165/66 = 2.5 [003:L486]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_frame(mem, s.m, 5000);
    const n: number = s.m.world.env.psi_count;
    $expect.compare(s.m.last_dt, ">", 2.5, "f64", mode, "spec/glue/tests/frame_tests.spec:83");
    $expect.compare(s.m.last_dt, "<", 2.5000002, "f64", mode, "spec/glue/tests/frame_tests.spec:84");
    $expect.compare(n, "==", 166, "i32", mode, "spec/glue/tests/frame_tests.spec:85");
  });

  it("the queued installers are retried in the frame before env->simulate: a force created for an entity physicalized between frames pushes in that frame's PSIs [003:L483]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_set_globals_pins(s.m, s.globals, 0, 0, 0, 2);
    glue_set_values_input(s.m, s.globals);
    glue_scene_entity(s, 2, 0, 50, 0);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_set_force_pins(s.m, f, 0, 0, 0, 0, 1, 0, 0, 0, 1, false, false);
    glue_create_input(mem, s.m, f);
    glue_frame(mem, s.m, 16);
    const ball: number = glue_scene_ball(mem, s, 2, 0.5, 0.10000000149011612 /* 0.1f */, 1, 0, 0);
    const n0: number = s.m.world.env.psi_count;
    glue_frame(mem, s.m, 16);
    const n: number = (s.m.world.env.psi_count - n0) | 0;
    $expect.compare(n, ">=", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:102");
    let v: number = 0;
    for (let k = 0; k < n; k++) {
      v = Math.fround(v + 1);
    }
    $expect.compare(glue_scene_core(s, ball).speed.x, "==", v, "f32", mode, "spec/glue/tests/frame_tests.spec:107");
  });
});

describe("003 §3.1; 000 §8.3: the write-back (B24, D18, A12)", () => {
  it("A12: the first PSI fires at t = 0, an event exactly at the frame's target waits for the next frame, and the written pose is the one at env.time: pos_psi + v·(t − t_psi), t − time_of_last_psi in [0, dPSI) [000:L4078]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 50, 0);
    const ball: number = glue_scene_stone(mem, s, 2);
    const c: PhysCoreView = glue_scene_core(s, ball);
    glue_frame(mem, s.m, 1);
    // the first frame's target is 0.0005 s: the PSI at 0 ran, the next (1/66) did not
    $expect.compare(s.m.world.env.psi_count, "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:120");
    $expect.compare(c.time_of_last_psi, "==", 0, "f64", mode, "spec/glue/tests/frame_tests.spec:121");
    const env: IvpEnvironment = s.m.world.env;
    // a frame whose target is exactly the next PSI's time leaves that PSI for the next frame
    ivp_world_simulate_until(mem, s.m.world, env.tm.time_of_next_psi);
    $expect.compare(s.m.world.env.psi_count, "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:125");
    glue_frame(mem, s.m, 1);
    $expect.compare(s.m.world.env.psi_count, "==", 2, "i32", mode, "spec/glue/tests/frame_tests.spec:127");
    glue_scene_frames(mem, s, 7, 16);
    const t: number = env.tm.current_time;
    const dt: number = t - c.time_of_last_psi;
    $expect.compare(dt, ">=", 0, "f64", mode, "spec/glue/tests/frame_tests.spec:131");
    $expect.compare(dt, "<", env.tm.delta_psi, "f64", mode, "spec/glue/tests/frame_tests.spec:132");
    const e: GlueEntity = glue_entity(s.m, 2);
    const y: number = c.pos_world_f_core_last_psi.y + c.delta_world_f_core_psis.y * dt;
    $expect.compare(e.matrix[13], "==", Math.fround(y), "f32", mode, "spec/glue/tests/frame_tests.spec:135");
    $expect.compare(e.written_frame, "==", s.m.frame, "i32", mode, "spec/glue/tests/frame_tests.spec:136");
  });

  it("D18: entities are never read back: a script move of an awake body is overwritten by the next frame's write-back; a fixed body keeps the script's matrix [003:L501]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 10, 0);
    glue_scene_stone(mem, s, 2);
    glue_scene_frames(mem, s, 3, 16);
    const mat = _a0;
    mat[0] = 1;
    mat[1] = 0;
    mat[2] = 0;
    mat[3] = 0;
    mat[4] = 0;
    mat[5] = 1;
    mat[6] = 0;
    mat[7] = 0;
    mat[8] = 0;
    mat[9] = 0;
    mat[10] = 1;
    mat[11] = 0;
    mat[12] = 100;
    mat[13] = 100;
    mat[14] = 100;
    mat[15] = 1;
    glue_entity_set_matrix(s.m, 2, mat);
    glue_entity_set_matrix(s.m, 1, mat);
    glue_scene_frames(mem, s, 1, 16);
    const ball: GlueEntity = glue_entity(s.m, 2);
    const floor: GlueEntity = glue_entity(s.m, 1);
    $expect.compare(ball.matrix[12], "==", 0, "f32", mode, "spec/glue/tests/frame_tests.spec:153");
    $expect.compare(ball.matrix[13], "<", 10, "f32", mode, "spec/glue/tests/frame_tests.spec:154");
    $expect.compare(floor.matrix[12], "==", 100, "f32", mode, "spec/glue/tests/frame_tests.spec:155");
    $expect.compare(floor.written_frame, "==", 0, "i32", mode, "spec/glue/tests/frame_tests.spec:156");
  });

  it("D18: only awake bodies are written: once the ball freezes its entity keeps the last matrix written, and the write-back set is empty [003:L502]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 2.5, 0);
    const ball: number = glue_scene_stone(mem, s, 2);
    const c: PhysCoreView = glue_scene_core(s, ball);
    let i: number = 0;
    while (i < 300 && c.movement_state !== MOVEMENT_FROZEN) {
      glue_frame(mem, s.m, 16);
      if (c.movement_state !== MOVEMENT_FROZEN) {
        $expect.compare(s.m.writeback.length, "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:171");
      }
      i = (i + 1) | 0;
    }
    $expect.compare(c.movement_state, "==", MOVEMENT_FROZEN, "u8", mode, "spec/glue/tests/frame_tests.spec:175");
    glue_frame(mem, s.m, 16);
    const written: number = glue_entity(s.m, 2).written_frame;
    glue_scene_frames(mem, s, 10, 16);
    $expect.compare(s.m.writeback.length, "==", 0, "i32", mode, "spec/glue/tests/frame_tests.spec:179");
    $expect.compare(glue_entity(s.m, 2).written_frame, "==", written, "i32", mode, "spec/glue/tests/frame_tests.spec:180");
    $expect.compare(written, "<", s.m.frame, "i32", mode, "spec/glue/tests/frame_tests.spec:181");
  });

  it("the written matrix is orthonormal (003 L500): a body made from an entity scaled 2 gets rows of length 1, so its scale reads 1 afterwards [003:L500]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 50, 0);
    const e: GlueEntity = glue_entity(s.m, 2);
    e.matrix[0] = 2;
    e.matrix[5] = 2;
    e.matrix[10] = 2;
    glue_scene_stone(mem, s, 2);
    glue_entity_scale(e, _s1);
    const s0_x = _s1.x, s0_y = _s1.y, s0_z = _s1.z;
    $expect.compare([s0_x, s0_y, s0_z], "==", [2, 2, 2], "f32", mode, "spec/glue/tests/frame_tests.spec:194");
    glue_frame(mem, s.m, 16);
    glue_entity_scale(e, _s2);
    const s1_x = _s2.x, s1_y = _s2.y, s1_z = _s2.z;
    $expect.compare([s1_x, s1_y, s1_z], "==", [1, 1, 1], "f32", mode, "spec/glue/tests/frame_tests.spec:197");
    $expect.compare(e.matrix[15], "==", 1, "f32", mode, "spec/glue/tests/frame_tests.spec:198");
    $expect.compare(e.matrix[3], "==", 0, "f32", mode, "spec/glue/tests/frame_tests.spec:199");
  });
});

describe("003 §3.3: the registry (B26)", () => {
  it("the registry is keyed by CK_ID: records stay in CK_ID order whatever the Physicalize order, and a lookup with warn prints 'You must Physicalize' for an unknown entity [003:L518]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 30, 0, 10, 0);
    glue_scene_entity(s, 10, 10, 10, 0);
    glue_scene_entity(s, 20, 20, 10, 0);
    glue_scene_stone(mem, s, 30);
    glue_scene_stone(mem, s, 10);
    glue_scene_stone(mem, s, 20);
    $expect.compare(s.m.registry[0].entity, "==", 10, "i32", mode, "spec/glue/tests/frame_tests.spec:213");
    $expect.compare(s.m.registry[1].entity, "==", 20, "i32", mode, "spec/glue/tests/frame_tests.spec:214");
    $expect.compare(s.m.registry[2].entity, "==", 30, "i32", mode, "spec/glue/tests/frame_tests.spec:215");
    $expect.compare(s.m.registry[0].object, "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:216");
    $expect.compare(s.m.entities[0].id, "==", 10, "i32", mode, "spec/glue/tests/frame_tests.spec:217");
    $expect.compare(glue_lookup(s.m, 20, true), "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:218");
    $expect.compare(glue_lookup(s.m, 25, false), "==", -1, "i32", mode, "spec/glue/tests/frame_tests.spec:219");
    $expect.compare(glue_scene_messages(s, MSG_MUST_PHYSICALIZE), "==", 0, "i32", mode, "spec/glue/tests/frame_tests.spec:220");
    $expect.compare(glue_lookup(s.m, 25, true), "==", -1, "i32", mode, "spec/glue/tests/frame_tests.spec:221");
    $expect.compare(glue_scene_messages(s, MSG_MUST_PHYSICALIZE), "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:222");
    glue_unphysicalize(mem, s.m, s.phys, 20);
    $expect.compare(s.m.registry[1].entity, "==", 30, "i32", mode, "spec/glue/tests/frame_tests.spec:224");
    $expect.compare(glue_record_of_object(s.m, 0), "==", 1, "i32", mode, "spec/glue/tests/frame_tests.spec:225");
  });
});
