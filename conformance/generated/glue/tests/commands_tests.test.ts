// GENERATED FILE: do not edit. Conformance tests of module glue.tests.commands_tests from spec/glue/tests/commands_tests.spec (sha256 ba04a82e7da68548).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory } from "../../../../runtime/index.js";
import { GlueScene, TN_FLOOR_GROUP, TN_FLOOR_SURFACE, glue_scene_core, glue_scene_entity, glue_scene_floor, glue_scene_frames, glue_scene_live_forces, glue_scene_messages, glue_scene_new, glue_scene_stone } from "../support/glue_fixtures.generated.js";
import { glue_behavior_new, glue_behavior_reset, glue_create_input, glue_destroy_input, glue_set_force_pins, glue_wake_up_input } from "../../../../generated/glue/commands.generated.js";
import { BB_SET_PHYSICS_FORCE, BB_WAKE_UP, CMD_TAG, MSG_MUST_PHYSICALIZE } from "../../../../generated/glue/records.generated.js";

describe("003 §2.0: deferred commands (B02, D1)", () => {
  it("D1: a WakeUp for an entity not yet physicalized stays queued and is retried every frame (each try warns 'You must Physicalize'); once the entity is physicalized it runs and leaves the queue [003:L70]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    const b: number = glue_behavior_new(s.m, BB_WAKE_UP, 2);
    glue_wake_up_input(mem, s.m, b);
    $expect.compare(s.m.queue.length, "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:11");
    $expect.compare(s.m.queue[0].tag, "==", CMD_TAG, "i32", mode, "spec/glue/tests/commands_tests.spec:12");
    $expect.compare(glue_scene_messages(s, MSG_MUST_PHYSICALIZE), "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:13");
    glue_scene_frames(mem, s, 3, 16);
    $expect.compare(s.m.queue.length, "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:15");
    $expect.compare(s.m.queue[0].retries, "==", 4, "i32", mode, "spec/glue/tests/commands_tests.spec:16");
    $expect.compare(glue_scene_messages(s, MSG_MUST_PHYSICALIZE), "==", 4, "i32", mode, "spec/glue/tests/commands_tests.spec:17");
    glue_scene_stone(mem, s, 2);
    glue_scene_frames(mem, s, 1, 16);
    $expect.compare(s.m.queue.length, "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:20");
    $expect.compare(s.m.stats.commands_done, "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:21");
    $expect.compare(glue_scene_messages(s, MSG_MUST_PHYSICALIZE), "==", 4, "i32", mode, "spec/glue/tests/commands_tests.spec:22");
  });

  it("a script can create a force before physicalizing its body (003 L72): the controller appears at the first frame after Physicalize, and the ball accelerates [003:L72]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 2.0199999809265137 /* 2.02f */, 0);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_set_force_pins(s.m, f, 0, 0, 0, 0, 1, 0, 0, 0, 0.9200000166893005 /* 0.92f */, false, false);
    glue_create_input(mem, s.m, f);
    glue_scene_frames(mem, s, 2, 16);
    $expect.compare(glue_scene_live_forces(s), "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:35");
    $expect.compare(s.m.queue.length, "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:36");
    const ball: number = glue_scene_stone(mem, s, 2);
    $expect.compare(glue_scene_live_forces(s), "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:38");
    glue_scene_frames(mem, s, 1, 16);
    $expect.compare(glue_scene_live_forces(s), "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:40");
    $expect.compare(s.m.queue.length, "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:41");
    $expect.compare(s.m.behaviors[f].handle, "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:42");
    glue_scene_frames(mem, s, 30, 16);
    $expect.compare(glue_scene_core(s, ball).speed.x, ">", 0.5, "f32", mode, "spec/glue/tests/commands_tests.spec:44");
  });

  it("commands are retried in installation order and only the finished ones leave: two WakeUps for two entities, the second physicalized first [003:L70]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    glue_scene_entity(s, 3, 8, 5, 0);
    const b2: number = glue_behavior_new(s.m, BB_WAKE_UP, 2);
    const b3: number = glue_behavior_new(s.m, BB_WAKE_UP, 3);
    glue_wake_up_input(mem, s.m, b2);
    glue_wake_up_input(mem, s.m, b3);
    $expect.compare(s.m.queue.length, "==", 2, "i32", mode, "spec/glue/tests/commands_tests.spec:56");
    $expect.compare(s.m.queue[0].behavior, "==", b2, "i32", mode, "spec/glue/tests/commands_tests.spec:57");
    glue_scene_stone(mem, s, 3);
    glue_scene_frames(mem, s, 1, 16);
    $expect.compare(s.m.queue.length, "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:60");
    $expect.compare(s.m.queue[0].behavior, "==", b2, "i32", mode, "spec/glue/tests/commands_tests.spec:61");
    $expect.compare(s.m.queue[0].retries, "==", 2, "i32", mode, "spec/glue/tests/commands_tests.spec:62");
  });
});

describe("003 §2.0: IVP_Handle in local 0 (B02, D2)", () => {
  it("D2: Create is a no-op while the handle is set: Ball Navigation's Create every frame keeps one controller [003:L77]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    glue_scene_stone(mem, s, 2);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    for (let i = 0; i < 5; i++) {
      glue_create_input(mem, s.m, f);
      glue_scene_frames(mem, s, 1, 16);
    }
    $expect.compare(glue_scene_live_forces(s), "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:77");
    $expect.compare(s.m.stats.commands_installed, "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:78");
  });

  it("D2: CKM_BEHAVIORRESET clears the handle without deleting: the old controller keeps pushing and the next Create makes a second one [003:L78]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    glue_scene_stone(mem, s, 2);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_create_input(mem, s.m, f);
    $expect.compare(s.m.behaviors[f].handle, "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:88");
    glue_behavior_reset(s.m, f);
    $expect.compare(s.m.behaviors[f].handle, "==", -1, "i32", mode, "spec/glue/tests/commands_tests.spec:90");
    $expect.compare(glue_scene_live_forces(s), "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:91");
    // Destroy with the handle cleared deletes nothing
    glue_destroy_input(s.m, f);
    $expect.compare(glue_scene_live_forces(s), "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:94");
    glue_create_input(mem, s.m, f);
    $expect.compare(glue_scene_live_forces(s), "==", 2, "i32", mode, "spec/glue/tests/commands_tests.spec:96");
    $expect.compare(s.m.behaviors[f].handle, "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:97");
  });

  it("the Destroy input deletes the controller through the handle and clears it; a second Destroy does nothing [003:L76]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    glue_scene_stone(mem, s, 2);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_create_input(mem, s.m, f);
    $expect.compare(glue_scene_live_forces(s), "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:107");
    glue_destroy_input(s.m, f);
    $expect.compare(glue_scene_live_forces(s), "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:109");
    $expect.compare(s.m.behaviors[f].handle, "==", -1, "i32", mode, "spec/glue/tests/commands_tests.spec:110");
    glue_destroy_input(s.m, f);
    $expect.compare(glue_scene_live_forces(s), "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:112");
  });

  it("a second Create while the first is still queued (the body not physicalized) makes one controller when the body comes (D-GLUE-2) [003:L77]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_create_input(mem, s.m, f);
    glue_create_input(mem, s.m, f);
    $expect.compare(s.m.queue.length, "==", 2, "i32", mode, "spec/glue/tests/commands_tests.spec:122");
    glue_scene_stone(mem, s, 2);
    glue_scene_frames(mem, s, 1, 16);
    $expect.compare(s.m.queue.length, "==", 0, "i32", mode, "spec/glue/tests/commands_tests.spec:125");
    $expect.compare(glue_scene_live_forces(s), "==", 1, "i32", mode, "spec/glue/tests/commands_tests.spec:126");
  });
});
