// GENERATED FILE: do not edit. Conformance tests of module glue.tests.physicalize_tests from spec/glue/tests/physicalize_tests.spec (sha256 af74ee9354bc5c49).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory } from "../../../../runtime/index.js";
import { GlueScene, TN_BALL_SURFACE, TN_BOX_SURFACE, TN_FLOOR_GROUP, TN_FLOOR_SURFACE, TN_WALL_SURFACE, glue_scene_ball, glue_scene_box, glue_scene_core, glue_scene_entity, glue_scene_floor, glue_scene_frames, glue_scene_live_forces, glue_scene_messages, glue_scene_new, glue_scene_outputs, glue_scene_stone, glue_test_name } from "../support/glue_fixtures.generated.js";
import { glue_behavior_new, glue_create_input, glue_wake_up_input } from "../../../../generated/glue/commands.generated.js";
import { glue_entity, glue_entity_index, glue_entity_remove } from "../../../../generated/glue/entity.generated.js";
import { PhysicalizeParams, glue_physicalize, glue_physicalize_defaults, glue_unphysicalize } from "../../../../generated/glue/physicalize.generated.js";
import { BB_SET_PHYSICS_FORCE, BB_WAKE_UP, GlueEntity, MSG_INCORRECT_MESH, OUT_PHYSICALIZE_OUT1, OUT_PHYSICALIZE_OUT2 } from "../../../../generated/glue/records.generated.js";
import { glue_registry_find } from "../../../../generated/glue/registry.generated.js";
import { MOVEMENT_FROZEN, MOVEMENT_MOVING } from "../../../../generated/ivp/dynamics/core.generated.js";
import { PhysCoreView, REAL_OBJECT_BALL, RealObject } from "../../../../generated/ivp/objects/real_object.generated.js";

describe("003 §2.1: the Physicalize input (B03, B05, D3, D4)", () => {
  it("D3: an entity already registered fires Out1 only: no new material, the body keeps its first parameters [003:L117]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    const ball: number = glue_scene_stone(mem, s, 2);
    $expect.compare(s.m.materials.length, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:10");
    $expect.compare(glue_scene_outputs(s, OUT_PHYSICALIZE_OUT1), "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:11");
    const again: number = glue_scene_ball(mem, s, 2, 0.800000011920929 /* 0.8f */, 0.20000000298023224 /* 0.2f */, 1.899999976158142 /* 1.9f */, 0.8999999761581421 /* 0.9f */, 0.10000000149011612 /* 0.1f */);
    $expect.compare(again, "==", -1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:13");
    $expect.compare(s.m.materials.length, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:14");
    $expect.compare(s.m.registry.length, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:15");
    $expect.compare(s.m.stats.physicalize_calls, "==", 2, "i32", mode, "spec/glue/tests/physicalize_tests.spec:16");
    $expect.compare(glue_scene_outputs(s, OUT_PHYSICALIZE_OUT1), "==", 2, "i32", mode, "spec/glue/tests/physicalize_tests.spec:17");
    $expect.compare(glue_scene_core(s, ball).mass, "==", 10, "f32", mode, "spec/glue/tests/physicalize_tests.spec:18");
    $expect.compare(s.m.world.dyn.cores[ball].lin_damp, "==", 0.30000001192092896 /* 0.3f */, "f32", mode, "spec/glue/tests/physicalize_tests.spec:19");
  });

  it("D4: the ball radius pins go into one variable, so the last radius wins (1 then 3 gives a ball of radius 3); the ball sits at the entity's position [003:L122]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 1, 5, -2);
    const p: PhysicalizeParams = new PhysicalizeParams();
    glue_physicalize_defaults(p);
    glue_test_name(TN_BALL_SURFACE, p.surface);
    p.ball_radius.push(1);
    p.ball_radius.push(3);
    const ball: number = glue_physicalize(mem, s.m, s.phys, 2, p);
    const o: RealObject = s.m.world.env.objects[ball];
    $expect.compare(o.object_type, "==", REAL_OBJECT_BALL, "i32", mode, "spec/glue/tests/physicalize_tests.spec:33");
    $expect.compare(o.extra_radius, "==", 3, "f32", mode, "spec/glue/tests/physicalize_tests.spec:34");
    $expect.compare(o.core!.upper_limit_radius, "==", 3, "f32", mode, "spec/glue/tests/physicalize_tests.spec:35");
    $expect.compare([o.core!.position.x, o.core!.position.y, o.core!.position.z], "==", [1, 5, -2], "f64", mode, "spec/glue/tests/physicalize_tests.spec:36");
  });

  it("D4: the shift is passed only when Auto Mass Center is FALSE: a box with Shift (1, 0, 0) has its mass centre at origin + R·shift, with TRUE at the surface's own centre [003:L123]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 10, 0);
    glue_scene_entity(s, 3, 5, 10, 0);
    // entity 3 turned a quarter about y: its x axis along world −z
    const e3: GlueEntity = glue_entity(s.m, 3);
    e3.matrix[0] = 0;
    e3.matrix[2] = -1;
    e3.matrix[8] = 1;
    e3.matrix[10] = 0;
    glue_scene_entity(s, 4, -5, 10, 0);
    const p: PhysicalizeParams = new PhysicalizeParams();
    glue_physicalize_defaults(p);
    glue_test_name(TN_BOX_SURFACE, p.surface);
    p.convex.push(s.box_mesh);
    p.shift.x = 1;
    p.shift.y = 0;
    p.shift.z = 0;
    p.auto_mass_center = false;
    const b2: number = glue_physicalize(mem, s.m, s.phys, 2, p);
    const b3: number = glue_physicalize(mem, s.m, s.phys, 3, p);
    p.auto_mass_center = true;
    const b4: number = glue_physicalize(mem, s.m, s.phys, 4, p);
    $expect.compare([glue_scene_core(s, b2).position.x, glue_scene_core(s, b2).position.y, glue_scene_core(s, b2).position.z], "==", [1, 10, 0], "f64", mode, "spec/glue/tests/physicalize_tests.spec:61");
    $expect.compare([glue_scene_core(s, b3).position.x, glue_scene_core(s, b3).position.y, glue_scene_core(s, b3).position.z], "==", [5, 10, -1], "f64", { "kind": "abs", "bound": 1e-15, "text": "1e-15" }, "spec/glue/tests/physicalize_tests.spec:62");
    $expect.compare([glue_scene_core(s, b4).position.x, glue_scene_core(s, b4).position.y, glue_scene_core(s, b4).position.z], "==", [-5, 10, 0], "f64", mode, "spec/glue/tests/physicalize_tests.spec:63");
    $expect.compare([s.m.world.env.objects[b2].shift_core_f_object.x, s.m.world.env.objects[b2].shift_core_f_object.y, s.m.world.env.objects[b2].shift_core_f_object.z], "==", [-1, 0, 0], "f32", mode, "spec/glue/tests/physicalize_tests.spec:64");
  });

  it("a new material for every Physicalize, never shared: two floors with the same values get two materials; the pins' floats are stored as doubles [003:L125]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_entity(s, 2, 0, -10, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_floor(mem, s, 2, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    $expect.compare(s.m.materials.length, "==", 2, "i32", mode, "spec/glue/tests/physicalize_tests.spec:74");
    $expect.compare(s.m.registry[0].material, "==", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:75");
    $expect.compare(s.m.registry[1].material, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:76");
    $expect.compare(s.m.materials[1].friction, "==", 0.699999988079071 /* 0.7f */, "f64", mode, "spec/glue/tests/physicalize_tests.spec:77");
    $expect.compare(s.m.materials[1].elasticity, "==", 0.30000001192092896 /* 0.3f */, "f64", mode, "spec/glue/tests/physicalize_tests.spec:78");
    $expect.compare(s.m.world.dyn.objects[1].material.friction, "==", 0.699999988079071 /* 0.7f */, "f64", mode, "spec/glue/tests/physicalize_tests.spec:79");
  });

  it("a float pin that cannot be read gives Execute's fallback (friction 0.4, elasticity 0.5, mass 1), not the prototype default (0.7, 0.4, 1) [003:L88]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    const p: PhysicalizeParams = new PhysicalizeParams();
    glue_physicalize_defaults(p);
    $expect.compare(p.friction, "==", 0.699999988079071 /* 0.7f */, "f32", mode, "spec/glue/tests/physicalize_tests.spec:88");
    $expect.compare(p.elasticity, "==", 0.4000000059604645 /* 0.4f */, "f32", mode, "spec/glue/tests/physicalize_tests.spec:89");
    glue_test_name(TN_BALL_SURFACE, p.surface);
    p.ball_radius.push(2);
    p.has_friction = false;
    p.has_elasticity = false;
    p.has_mass = false;
    p.mass = 7;
    const ball: number = glue_physicalize(mem, s.m, s.phys, 2, p);
    $expect.compare(s.m.materials[0].friction, "==", 0.4000000059604645 /* 0.4f */, "f64", mode, "spec/glue/tests/physicalize_tests.spec:97");
    $expect.compare(s.m.materials[0].elasticity, "==", 0.5, "f64", mode, "spec/glue/tests/physicalize_tests.spec:98");
    $expect.compare(glue_scene_core(s, ball).mass, "==", 1, "f32", mode, "spec/glue/tests/physicalize_tests.spec:99");
  });

  it("the template's group is strncpy'd to 8 characters: 'Phys_Floors' is stored as 'Phys_Flo' [003:L156]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    const f: number = glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_SURFACE);
    const o: RealObject = s.m.world.env.objects[f];
    $expect.compare(o.group[0], "==", 80, "u8", mode, "spec/glue/tests/physicalize_tests.spec:108");
    $expect.compare(o.group[7], "==", 111, "u8", mode, "spec/glue/tests/physicalize_tests.spec:109");
    $expect.compare(s.m.world.env.pair_objects.list[f].group[7], "==", 111, "u8", mode, "spec/glue/tests/physicalize_tests.spec:110");
    $expect.compare(o.entity, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:111");
  });
});

describe("003 §2.1: the creation core FUN_10002380 (B06, D5, D6)", () => {
  it("D5: the ball path is taken when nBall != 0 or the surface name is empty; with an empty name (and no radius pin: radius 2) collision is not enabled [003:L135]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    glue_scene_entity(s, 3, 10, 5, 0);
    const p: PhysicalizeParams = new PhysicalizeParams();
    glue_physicalize_defaults(p);
    p.convex.push(s.box_mesh);
    const b2: number = glue_physicalize(mem, s.m, s.phys, 2, p);
    const o2: RealObject = s.m.world.env.objects[b2];
    $expect.compare(o2.object_type, "==", REAL_OBJECT_BALL, "i32", mode, "spec/glue/tests/physicalize_tests.spec:126");
    $expect.compare(o2.extra_radius, "==", 2, "f32", mode, "spec/glue/tests/physicalize_tests.spec:127");
    $expect.compare(o2.ov_element, "==", -1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:128");
    const b3: number = glue_scene_stone(mem, s, 3);
    const o3: RealObject = s.m.world.env.objects[b3];
    $expect.compare(o3.object_type, "==", REAL_OBJECT_BALL, "i32", mode, "spec/glue/tests/physicalize_tests.spec:131");
    $expect.compare(o3.ov_element, ">=", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:132");
  });

  it("D5 (fork B): a ball with an empty surface name is out of collision: it falls through the floor a named ball rests on [003:L137]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 3, 0);
    glue_scene_entity(s, 3, 8, 3, 0);
    const p: PhysicalizeParams = new PhysicalizeParams();
    glue_physicalize_defaults(p);
    p.ball_radius.push(2);
    const unnamed: number = glue_physicalize(mem, s.m, s.phys, 2, p);
    const named: number = glue_scene_stone(mem, s, 3);
    glue_scene_frames(mem, s, 60, 16);
    $expect.compare(glue_scene_core(s, unnamed).position.y, "<", -5, "f64", mode, "spec/glue/tests/physicalize_tests.spec:148");
    $expect.compare(glue_scene_core(s, named).position.y, ">", 2, "f64", mode, "spec/glue/tests/physicalize_tests.spec:149");
    $expect.compare(glue_scene_core(s, named).position.y, "<", 2.03, "f64", mode, "spec/glue/tests/physicalize_tests.spec:150");
  });

  it("D6: with no usable mesh the glue prints 'Error: incorrect mesh for %s' and makes no body (the material is made, Out1 fires, nothing is registered) [003:L146]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 5, 0);
    const p: PhysicalizeParams = new PhysicalizeParams();
    glue_physicalize_defaults(p);
    glue_test_name(TN_WALL_SURFACE, p.surface);
    p.concave.push(s.empty_mesh);
    const obj: number = glue_physicalize(mem, s.m, s.phys, 2, p);
    $expect.compare(obj, "==", -1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:162");
    $expect.compare(glue_scene_messages(s, MSG_INCORRECT_MESH), "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:163");
    $expect.compare(s.m.messages[0].entity, "==", 2, "i32", mode, "spec/glue/tests/physicalize_tests.spec:164");
    $expect.compare(s.m.registry.length, "==", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:165");
    $expect.compare(s.m.materials.length, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:166");
    $expect.compare(s.m.surfaces.length, "==", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:167");
    $expect.compare(glue_scene_outputs(s, OUT_PHYSICALIZE_OUT1), "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:168");
    $expect.compare(s.m.world.env.objects.length, "==", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:169");
  });

  it("D6: bodies with the same surface name share the geometry built for the first, with its scale: a box entity scaled 2 named like an unscaled one gets the unscaled surface [003:L147]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 10, 0);
    glue_scene_entity(s, 3, 10, 10, 0);
    const e3: GlueEntity = glue_entity(s.m, 3);
    e3.matrix[0] = 2;
    e3.matrix[5] = 2;
    e3.matrix[10] = 2;
    const b2: number = glue_scene_box(mem, s, 2, true);
    const b3: number = glue_scene_box(mem, s, 3, true);
    $expect.compare(s.m.surfaces.length, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:183");
    $expect.compare([s.m.surfaces[0].scale.x, s.m.surfaces[0].scale.y, s.m.surfaces[0].scale.z], "==", [1, 1, 1], "f32", mode, "spec/glue/tests/physicalize_tests.spec:184");
    $expect.compare([s.m.registry[1].scale.x, s.m.registry[1].scale.y, s.m.registry[1].scale.z], "==", [2, 2, 2], "f32", mode, "spec/glue/tests/physicalize_tests.spec:185");
    $expect.compare(glue_scene_core(s, b3).upper_limit_radius, "==", glue_scene_core(s, b2).upper_limit_radius, "f32", mode, "spec/glue/tests/physicalize_tests.spec:186");
    $expect.compare(s.lib.built.length, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:187");
  });

  it("the entity scale is baked into the geometry (003 L133, L143): the first box of a name built at scale 2 has twice the radius of one built at scale 1 [003:L133]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 10, 0);
    glue_scene_entity(s, 3, 10, 10, 0);
    const e3: GlueEntity = glue_entity(s.m, 3);
    e3.matrix[0] = 2;
    e3.matrix[5] = 2;
    e3.matrix[10] = 2;
    const b2: number = glue_scene_box(mem, s, 2, true);
    const p: PhysicalizeParams = new PhysicalizeParams();
    glue_physicalize_defaults(p);
    p.start_frozen = true;
    glue_test_name(TN_WALL_SURFACE, p.surface);
    p.convex.push(s.box_mesh);
    const b3: number = glue_physicalize(mem, s.m, s.phys, 3, p);
    $expect.compare(s.lib.built.length, "==", 2, "i32", mode, "spec/glue/tests/physicalize_tests.spec:206");
    $expect.compare([s.lib.built[1].scale.x, s.lib.built[1].scale.y, s.lib.built[1].scale.z], "==", [2, 2, 2], "f32", mode, "spec/glue/tests/physicalize_tests.spec:207");
    // the box's corner distance √3 about its centre, doubled
    $expect.compare(glue_scene_core(s, b2).upper_limit_radius, "==", Math.fround(Math.sqrt(3)), "f32", { "kind": "ulps32", "n": 1 }, "spec/glue/tests/physicalize_tests.spec:209");
    $expect.compare(glue_scene_core(s, b3).upper_limit_radius, "==", 2 * glue_scene_core(s, b2).upper_limit_radius, "f32", { "kind": "ulps32", "n": 1 }, "spec/glue/tests/physicalize_tests.spec:210");
  });

  it("the pose comes from the world matrix: the rotation through FromMatrix (a quarter turn about y gives q = (0, √½, 0, √½)), the translation as-is [003:L161]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 3, 5, 7);
    const e: GlueEntity = glue_entity(s.m, 2);
    e.matrix[0] = 0;
    e.matrix[2] = -1;
    e.matrix[8] = 1;
    e.matrix[10] = 0;
    const ball: number = glue_scene_stone(mem, s, 2);
    const c: PhysCoreView = glue_scene_core(s, ball);
    const h: number = Math.sqrt(0.5);
    $expect.compare(c.q_world_f_core_last_psi[0], "==", 0, "f64", mode, "spec/glue/tests/physicalize_tests.spec:225");
    $expect.compare(c.q_world_f_core_last_psi[1], "==", h, "f64", mode, "spec/glue/tests/physicalize_tests.spec:226");
    $expect.compare(c.q_world_f_core_last_psi[2], "==", 0, "f64", mode, "spec/glue/tests/physicalize_tests.spec:227");
    $expect.compare(c.q_world_f_core_last_psi[3], "==", h, "f64", mode, "spec/glue/tests/physicalize_tests.spec:228");
    $expect.compare([c.position.x, c.position.y, c.position.z], "==", [3, 5, 7], "f64", { "kind": "ulps64", "n": 0 }, "spec/glue/tests/physicalize_tests.spec:229");
    // R's columns are the entity's unit axis rows: the x axis (0, 0, −1)
    $expect.compare(c.rot_world_f_core_last_psi[6], "==", -1, "f64", mode, "spec/glue/tests/physicalize_tests.spec:231");
  });

  it("after creation a body not Start Frozen is simulated; a Start Frozen one stays frozen (state 8) until WakeUp revives it [003:L165]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 10, 0);
    glue_scene_entity(s, 3, 10, 10, 0);
    const awake: number = glue_scene_stone(mem, s, 2);
    const frozen: number = glue_scene_box(mem, s, 3, true);
    $expect.compare(glue_scene_core(s, awake).movement_state, "==", MOVEMENT_MOVING, "u8", mode, "spec/glue/tests/physicalize_tests.spec:241");
    $expect.compare(glue_scene_core(s, frozen).movement_state, "==", MOVEMENT_FROZEN, "u8", mode, "spec/glue/tests/physicalize_tests.spec:242");
    glue_scene_frames(mem, s, 5, 16);
    $expect.compare(glue_scene_core(s, frozen).position.y, "==", 10, "f64", mode, "spec/glue/tests/physicalize_tests.spec:244");
    $expect.compare(glue_scene_core(s, awake).position.y, "<", 10, "f64", mode, "spec/glue/tests/physicalize_tests.spec:245");
    const w: number = glue_behavior_new(s.m, BB_WAKE_UP, 3);
    glue_wake_up_input(mem, s.m, w);
    $expect.compare(glue_scene_core(s, frozen).movement_state, "==", MOVEMENT_MOVING, "u8", mode, "spec/glue/tests/physicalize_tests.spec:248");
    glue_scene_frames(mem, s, 5, 16);
    $expect.compare(glue_scene_core(s, frozen).position.y, "<", 10, "f64", mode, "spec/glue/tests/physicalize_tests.spec:250");
  });

  it("Enable Collision FALSE keeps the body out of the collision system: no OV element, no pairs, it falls through the floor [003:L166]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 3, 0);
    const p: PhysicalizeParams = new PhysicalizeParams();
    glue_physicalize_defaults(p);
    glue_test_name(TN_BALL_SURFACE, p.surface);
    p.ball_radius.push(2);
    p.enable_collision = false;
    const ball: number = glue_physicalize(mem, s.m, s.phys, 2, p);
    $expect.compare(s.m.world.env.objects[ball].ov_element, "==", -1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:265");
    glue_scene_frames(mem, s, 60, 16);
    $expect.compare(s.m.world.env.created_mindists, "==", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:267");
    $expect.compare(glue_scene_core(s, ball).position.y, "<", -5, "f64", mode, "spec/glue/tests/physicalize_tests.spec:268");
  });
});

describe("003 §2.1: the Unphysicalize input (B04)", () => {
  it("Unphysicalize: mgr+0xe4 + 1, the object destroyed (out of collision detection: its mindists deleted) and unregistered, Out2 fires; the entity can go then [003:L109]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 2.5, 0);
    const ball: number = glue_scene_stone(mem, s, 2);
    const f: number = glue_behavior_new(s.m, BB_SET_PHYSICS_FORCE, 2);
    glue_create_input(mem, s.m, f);
    glue_scene_frames(mem, s, 10, 16);
    $expect.compare(s.m.world.env.live_mindists, ">", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:283");
    glue_unphysicalize(mem, s.m, s.phys, 2);
    $expect.compare(s.m.stats.unphysicalize_calls, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:285");
    $expect.compare(s.m.registry.length, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:286");
    $expect.compare(glue_registry_find(s.m, 2), "==", -1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:287");
    $expect.compare(s.m.world.env.live_mindists, "==", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:288");
    $expect.compare(glue_scene_outputs(s, OUT_PHYSICALIZE_OUT2), "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:289");
    $expect.compare(glue_scene_live_forces(s), "==", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:290");
    $expect.compare(s.m.behaviors[f].handle, "==", -1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:291");
    const c: PhysCoreView = glue_scene_core(s, ball);
    const y: number = c.position.y;
    glue_scene_frames(mem, s, 10, 16);
    $expect.compare(c.position.y, "==", y, "f64", mode, "spec/glue/tests/physicalize_tests.spec:295");
    $expect.compare(s.m.writeback.length, "==", 0, "i32", mode, "spec/glue/tests/physicalize_tests.spec:296");
    glue_entity_remove(s.m, 2);
    $expect.compare(glue_entity_index(s.m, 2), "==", -1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:298");
  });

  it("Unphysicalize of an entity that is not registered only counts and fires Out2; removing a registered entity is refused [003:L110]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 2, 0, 2.5, 0);
    glue_unphysicalize(mem, s.m, s.phys, 2);
    $expect.compare(s.m.stats.unphysicalize_calls, "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:306");
    $expect.compare(glue_scene_outputs(s, OUT_PHYSICALIZE_OUT2), "==", 1, "i32", mode, "spec/glue/tests/physicalize_tests.spec:307");
    glue_scene_stone(mem, s, 2);
    $expect.asserts(() => {
      glue_entity_remove(s.m, 2);
    }, "unphysicalize it before removing it", "spec/glue/tests/physicalize_tests.spec:309");
  });
});
