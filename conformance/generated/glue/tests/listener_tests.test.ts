// GENERATED FILE: do not edit. Conformance tests of module glue.tests.listener_tests from spec/glue/tests/listener_tests.spec (sha256 e6216ed6346c2170).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory } from "../../../../runtime/index.js";
import { GlueScene, TN_FLOOR_GROUP, TN_FLOOR_SURFACE, glue_scene_ball, glue_scene_entity, glue_scene_floor, glue_scene_loose_ball, glue_scene_new, glue_scene_outputs, glue_scene_stone } from "../support/glue_fixtures.generated.js";
import { glue_drop_scene, glue_until_collision } from "../support/listener_tests.generated.js";
import { glue_clean_world_input, glue_impulse_input, glue_set_values_input } from "../../../../generated/glue/blocks.generated.js";
import { glue_behavior_new, glue_create_input, glue_destroy_input, glue_set_collision_pins, glue_set_contact_pins, glue_set_force_pins, glue_set_globals_pins } from "../../../../generated/glue/commands.generated.js";
import { glue_entity_set_attribute } from "../../../../generated/glue/entity.generated.js";
import { glue_frame } from "../../../../generated/glue/frame.generated.js";
import { glue_coll_id_of, glue_coll_listener_event, glue_contact_group_step, glue_speed_ratio } from "../../../../generated/glue/listeners.generated.js";
import { BB_COLL_DETECTION, BB_CONTINUOUS_CONTACT, BB_PHYSICS_IMPULSE, BlockOutput, CollListener, ContactListener, OUT_COLLISION, OUT_CONTACT_ON } from "../../../../generated/glue/records.generated.js";
import { CollisionEvent, IvpWorld, ivp_world_add_ball, ivp_world_enable_collision, ivp_world_push } from "../../../../generated/ivp/dynamics/world.generated.js";

describe("003 §2.6: PhysicsCollDetection (B16, D10-D12)", () => {
  it("Collision fires on the ball's impact with the floor, with the other entity, its ID (−1: no attribute) and the speed ratio min(speed/Max, 1) [003:L394]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_drop_scene(mem, s, 3, 0.5, 100, 0);
    const k: number = glue_until_collision(mem, s, 60);
    $expect.compare(k, ">=", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:41");
    const g: BlockOutput = s.m.outputs[k];
    $expect.compare(g.entity, "==", 2, "i32", mode, "spec/glue/tests/listener_tests.spec:43");
    $expect.compare(g.other, "==", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:44");
    $expect.compare(g.other_id, "==", -1, "i32", mode, "spec/glue/tests/listener_tests.spec:45");
    const ev: CollisionEvent = s.m.world.dyn.collisions[0];
    $expect.compare(g.speed, "==", Math.fround(ev.speed / 100), "f32", mode, "spec/glue/tests/listener_tests.spec:47");
    $expect.compare(g.speed, ">", 0, "f32", mode, "spec/glue/tests/listener_tests.spec:48");
    $expect.compare(g.time, "==", ev.time, "f64", mode, "spec/glue/tests/listener_tests.spec:49");
  });

  it("D10: the other body must be physicalized: a ball made directly in the IVP world (no registry record) hitting the listened ball fires nothing [003:L384]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_set_globals_pins(s.m, s.globals, 0, 0, 0, 2);
    glue_set_values_input(s.m, s.globals);
    glue_scene_entity(s, 2, 0, 10, 0);
    glue_scene_ball(mem, s, 2, 0.5, 0.5, 10, 0, 0);
    const b: number = glue_behavior_new(s.m, BB_COLL_DETECTION, 2);
    glue_create_input(mem, s.m, b);
    const w: IvpWorld = s.m.world;
    const stray: number = ivp_world_add_ball(w, 10, 10, 0, 2, 1, 0.5, 0.5, 0, 0, false);
    ivp_world_enable_collision(mem, w, stray);
    ivp_world_push(mem, w, stray, -20, 0, 0, 0, 0, 0);
    let hits: number = 0;
    for (let i = 0; i < 60; i++) {
      glue_frame(mem, s.m, 16);
      hits = (hits + s.m.world.dyn.collisions.length) | 0;
      $expect.compare(glue_scene_outputs(s, OUT_COLLISION), "==", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:69");
    }
    $expect.compare(hits, ">=", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:71");
  });

  it("D10: the ID is the 'Coll Detection ID' attribute, or −1; the attribute type is resolved once at world creation: set later, it reads −1 until Clean Physics World [003:L386]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_drop_scene(mem, s, 3, 0, 1, 0);
    glue_entity_set_attribute(s.m, 1, 0, true, 7);
    $expect.truth(!s.m.coll_id_resolved, "spec/glue/tests/listener_tests.spec:78");
    $expect.compare(glue_coll_id_of(s.m, 1), "==", -1, "i32", mode, "spec/glue/tests/listener_tests.spec:79");
    const k: number = glue_until_collision(mem, s, 60);
    $expect.compare(k, ">=", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:81");
    $expect.compare(s.m.outputs[k].other_id, "==", -1, "i32", mode, "spec/glue/tests/listener_tests.spec:82");
    glue_clean_world_input(mem, s.m, s.globals);
    $expect.truth(s.m.coll_id_resolved, "spec/glue/tests/listener_tests.spec:84");
    $expect.compare(glue_coll_id_of(s.m, 1), "==", 7, "i32", mode, "spec/glue/tests/listener_tests.spec:85");
    $expect.compare(glue_coll_id_of(s.m, 2), "==", -1, "i32", mode, "spec/glue/tests/listener_tests.spec:86");
  });

  it("D10: with Use ID the other's ID must equal the listener's: a floor with ID 3 is heard by a listener with ID 3, not by one with ID 4 [003:L387]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_entity_set_attribute(s.m, 1, 0, true, 3);
    glue_clean_world_input(mem, s.m, s.globals);
    glue_set_globals_pins(s.m, s.globals, 0, -20, 0, 2);
    glue_set_values_input(s.m, s.globals);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 5, 0);
    glue_scene_stone(mem, s, 2);
    const b3: number = glue_behavior_new(s.m, BB_COLL_DETECTION, 2);
    glue_set_collision_pins(s.m, b3, 0, 1, 0, true, 3);
    glue_create_input(mem, s.m, b3);
    const b4: number = glue_behavior_new(s.m, BB_COLL_DETECTION, 2);
    glue_set_collision_pins(s.m, b4, 0, 1, 0, true, 4);
    glue_create_input(mem, s.m, b4);
    const k: number = glue_until_collision(mem, s, 60);
    $expect.compare(k, ">=", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:107");
    $expect.compare(s.m.outputs[k].behavior, "==", b3, "i32", mode, "spec/glue/tests/listener_tests.spec:108");
    $expect.compare(s.m.outputs[k].other_id, "==", 3, "i32", mode, "spec/glue/tests/listener_tests.spec:109");
    $expect.compare(glue_scene_outputs(s, OUT_COLLISION), "==", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:110");
  });

  it("D10: an impact within Sleep of the last output is ignored (lastTime starts at 0, D-GLUE-10): dropped from 12 m the ball hits at 1.09, 1.67, 1.84 s; Sleep 1 hears the first only, Sleep 2 none [003:L388]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_drop_scene(mem, s, 12, 0, 1, 1);
    const t: GlueScene = new GlueScene();
    glue_drop_scene(mem, t, 12, 0, 1, 2);
    let fired: number = 0;
    let heard: number = 0;
    let fired2: number = 0;
    for (let i = 0; i < 120; i++) {
      glue_frame(mem, s.m, 16);
      glue_frame(mem, t.m, 16);
      heard = (heard + s.m.world.dyn.collisions.length) | 0;
      fired = (fired + glue_scene_outputs(s, OUT_COLLISION)) | 0;
      fired2 = (fired2 + glue_scene_outputs(t, OUT_COLLISION)) | 0;
    }
    $expect.compare(heard, "==", 3, "i32", mode, "spec/glue/tests/listener_tests.spec:128");
    $expect.compare(fired, "==", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:129");
    $expect.compare(fired2, "==", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:130");
    $expect.compare(s.m.coll_listeners[0].last_time, ">", 1, "f64", mode, "spec/glue/tests/listener_tests.spec:131");
    $expect.compare(s.m.coll_listeners[0].last_time, "<", 1.2, "f64", mode, "spec/glue/tests/listener_tests.spec:132");
  });

  it("D10: while the output is still active (fired in this frame step) a second event is ignored; in the next step it is heard [003:L388]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_drop_scene(mem, s, 3, 0, 1, 0);
    glue_scene_entity(s, 3, 10, 5, 0);
    glue_scene_loose_ball(mem, s, 3);
    glue_frame(mem, s.m, 16);
    const l: CollListener = s.m.coll_listeners[0];
    const ev: CollisionEvent = new CollisionEvent();
    ev.object0 = l.object;
    ev.object1 = s.m.world.env.objects[2].id;
    ev.speed = 3;
    ev.time = s.m.world.env.tm.current_time;
    s.m.outputs.length = 0;
    glue_coll_listener_event(s.m, l, ev);
    glue_coll_listener_event(s.m, l, ev);
    $expect.compare(glue_scene_outputs(s, OUT_COLLISION), "==", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:150");
    glue_frame(mem, s.m, 16);
    s.m.outputs.length = 0;
    glue_coll_listener_event(s.m, l, ev);
    $expect.compare(glue_scene_outputs(s, OUT_COLLISION), "==", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:154");
  });

  it("D10: an impact whose speed is at most Min is ignored [003:L389]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_drop_scene(mem, s, 3, 1000, 1, 0);
    const k: number = glue_until_collision(mem, s, 60);
    $expect.compare(k, "==", -1, "i32", mode, "spec/glue/tests/listener_tests.spec:161");
    $expect.compare(s.m.stats.collisions, ">=", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:162");
  });

  it("D11: the speed ratio is min(speed/Max, 1); 1 when Max < 1e-4; the tiny constant when the speed is ≤ 1e-4 (the option's 1e-4 or 2.5e-5) [003:L391]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(glue_speed_ratio(5, 10, 0.00009999999747378752 /* 1e-4f */), "==", 0.5, "f32", mode, "spec/glue/tests/listener_tests.spec:166");
    $expect.compare(glue_speed_ratio(50, 10, 0.00009999999747378752 /* 1e-4f */), "==", 1, "f32", mode, "spec/glue/tests/listener_tests.spec:167");
    $expect.compare(glue_speed_ratio(5, 0.00009000000136438757 /* 0.00009f */, 0.00009999999747378752 /* 1e-4f */), "==", 1, "f32", mode, "spec/glue/tests/listener_tests.spec:168");
    $expect.compare(glue_speed_ratio(0.00009999999747378752 /* 0.0001f */, 10, 0.00009999999747378752 /* 1e-4f */), "==", 0.00009999999747378752 /* 1e-4f */, "f32", mode, "spec/glue/tests/listener_tests.spec:169");
    $expect.compare(glue_speed_ratio(0.000009999999747378752 /* 0.00001f */, 10, 0.00002499999936844688 /* 2.5e-5f */), "==", 0.00002499999936844688 /* 2.5e-5f */, "f32", mode, "spec/glue/tests/listener_tests.spec:170");
    $expect.compare(glue_speed_ratio(0.00019999999494757503 /* 0.0002f */, 10, 0.00009999999747378752 /* 1e-4f */), "==", Math.fround(0.00019999999494757503 /* 0.0002f */ / 10), "f32", mode, "spec/glue/tests/listener_tests.spec:171");
  });

  it("D12: the normal is negated when the target is the second object of the contact: listeners on both balls of a ball-ball impact get opposite normals [003:L392]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_set_globals_pins(s.m, s.globals, 0, 0, 0, 2);
    glue_set_values_input(s.m, s.globals);
    glue_scene_entity(s, 2, 0, 10, 0);
    glue_scene_entity(s, 3, 10, 10, 0);
    // a player ball (group Ball) and a loose ball (no group): a pair of two Ball-group balls never collides
    glue_scene_ball(mem, s, 2, 0.5, 0.5, 10, 0, 0);
    glue_scene_loose_ball(mem, s, 3);
    const l2: number = glue_behavior_new(s.m, BB_COLL_DETECTION, 2);
    glue_create_input(mem, s.m, l2);
    const l3: number = glue_behavior_new(s.m, BB_COLL_DETECTION, 3);
    glue_create_input(mem, s.m, l3);
    const i3: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 3);
    glue_set_force_pins(s.m, i3, 0, 0, 0, 3, -1, 0, 0, 0, 20, false, false);
    glue_impulse_input(mem, s.m, i3);
    let done: boolean = false;
    for (let i = 0; i < 60; i++) {
      glue_frame(mem, s.m, 16);
      if (!done && glue_scene_outputs(s, OUT_COLLISION) === 2) {
        done = true;
        const a: BlockOutput = s.m.outputs[0];
        const b: BlockOutput = s.m.outputs[1];
        $expect.compare(a.behavior, "==", l2, "i32", mode, "spec/glue/tests/listener_tests.spec:198");
        $expect.compare(b.behavior, "==", l3, "i32", mode, "spec/glue/tests/listener_tests.spec:199");
        $expect.compare([a.normal.x, a.normal.y, a.normal.z], "==", [-b.normal.x, -b.normal.y, -b.normal.z], "f32", mode, "spec/glue/tests/listener_tests.spec:200");
        const ev: CollisionEvent = s.m.world.dyn.collisions[0];
        // the event's normal points from object1 toward object0; the second object's listener negates it
        if (ev.object0 === s.m.world.env.objects[0].id) {
          $expect.compare([a.normal.x, a.normal.y, a.normal.z], "==", [ev.normal.x, ev.normal.y, ev.normal.z], "f32", mode, "spec/glue/tests/listener_tests.spec:204");
        } else {
          $expect.compare([b.normal.x, b.normal.y, b.normal.z], "==", [ev.normal.x, ev.normal.y, ev.normal.z], "f32", mode, "spec/glue/tests/listener_tests.spec:206");
        }
      }
    }
    $expect.truth(done, "spec/glue/tests/listener_tests.spec:210");
  });

  it("D12: Position World has z = 0 and y written twice (the original's bug, kept by default): (x, z, 0); the option off gives (x, y, z) [003:L393]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_drop_scene(mem, s, 3, 0, 1, 0);
    const k: number = glue_until_collision(mem, s, 60);
    $expect.compare(k, ">=", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:217");
    const ev: CollisionEvent = s.m.world.dyn.collisions[0];
    const g: BlockOutput = s.m.outputs[k];
    $expect.compare(g.position.x, "==", Math.fround(ev.point.x), "f32", mode, "spec/glue/tests/listener_tests.spec:220");
    $expect.compare(g.position.y, "==", Math.fround(ev.point.z), "f32", mode, "spec/glue/tests/listener_tests.spec:221");
    $expect.compare(g.position.z, "==", 0, "f32", mode, "spec/glue/tests/listener_tests.spec:222");
    const t: GlueScene = new GlueScene();
    glue_drop_scene(mem, t, 3, 0, 1, 0);
    t.m.options.keep_y_written_twice = false;
    const kt: number = glue_until_collision(mem, t, 60);
    const evt: CollisionEvent = t.m.world.dyn.collisions[0];
    const gt: BlockOutput = t.m.outputs[kt];
    $expect.compare([gt.position.x, gt.position.y, gt.position.z], "==", [Math.fround(evt.point.x), Math.fround(evt.point.y), Math.fround(evt.point.z)], "f32", mode, "spec/glue/tests/listener_tests.spec:229");
    $expect.compare(gt.position.y, "<", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/glue/tests/listener_tests.spec:230");
  });

  it("the Stop input removes the listener: no output afterwards [003:L380]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    const b: number = glue_drop_scene(mem, s, 3, 0, 1, 0);
    glue_destroy_input(s.m, b);
    $expect.truth(!s.m.coll_listeners[0].live, "spec/glue/tests/listener_tests.spec:237");
    $expect.compare(glue_until_collision(mem, s, 60), "==", -1, "i32", mode, "spec/glue/tests/listener_tests.spec:238");
  });
});

describe("003 §2.7: PhysicsContinuousContact (B17, D13)", () => {
  it("D13: 'on N' fires once contact with a body of Continuous Contact ID N has lasted Time Delay Start; 'off N' after Time Delay End without contact [003:L410]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    glue_scene_entity(s, 1, 0, 0, 0);
    glue_entity_set_attribute(s.m, 1, 1, true, 1);
    glue_scene_floor(mem, s, 1, s.floor_mesh, TN_FLOOR_SURFACE, TN_FLOOR_GROUP);
    glue_scene_entity(s, 2, 0, 2.5, 0);
    glue_scene_stone(mem, s, 2);
    const b: number = glue_behavior_new(s.m, BB_CONTINUOUS_CONTACT, 2);
    glue_set_contact_pins(s.m, b, 0.30000001192092896 /* 0.3f */, 0.30000001192092896 /* 0.3f */, 3);
    glue_create_input(mem, s.m, b);
    $expect.compare(s.m.registry[1].contact_listener, "==", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:254");
    let on_time: number = -1;
    let first: number = -1;
    let fired: number = 0;
    let i: number = 0;
    while (i < 60 && fired === 0) {
      glue_frame(mem, s.m, 16);
      if (first < 0 && s.m.registry[1].contacts > 0) {
        first = s.m.registry[1].first_contact;
      }
      if (glue_scene_outputs(s, (OUT_CONTACT_ON + 2) | 0) === 1) {
        on_time = s.m.world.env.tm.current_time;
        fired = (fired + 1) | 0;
      }
      i = (i + 1) | 0;
    }
    $expect.compare(fired, "==", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:270");
    $expect.compare(first, ">", 0, "f64", mode, "spec/glue/tests/listener_tests.spec:271");
    $expect.compare(on_time - first, ">=", 0.30000001192092896 /* 0.3f */, "ext", mode, "spec/glue/tests/listener_tests.spec:272");
    // the contact lasted: the previous frame was still before the delay
    $expect.compare(on_time - first - s.m.last_dt, "<", 0.30000001192092896 /* 0.3f */, "ext", mode, "spec/glue/tests/listener_tests.spec:274");
    // the ball leaves the floor: a strong upward impulse
    const i2: number = glue_behavior_new(s.m, BB_PHYSICS_IMPULSE, 2);
    glue_set_force_pins(s.m, i2, 0, 0, 0, 2, 0, 1, 0, 0, 300, false, false);
    glue_impulse_input(mem, s.m, i2);
    let left: number = -1;
    let off_time: number = -1;
    for (let i_1 = 0; i_1 < 40; i_1++) {
      glue_frame(mem, s.m, 16);
      if (left < 0 && s.m.contact_listeners[0].count[1] === 0) {
        left = s.m.world.env.tm.current_time;
      }
      if (glue_scene_outputs(s, (OUT_CONTACT_ON + 3) | 0) === 1) {
        off_time = s.m.world.env.tm.current_time;
      }
    }
    $expect.compare(left, ">", 0, "f64", mode, "spec/glue/tests/listener_tests.spec:290");
    $expect.compare(off_time - left, ">=", 0.30000001192092896 /* 0.3f */, "ext", mode, "spec/glue/tests/listener_tests.spec:291");
    $expect.compare(off_time - left - s.m.last_dt, "<", 0.30000001192092896 /* 0.3f */, "ext", mode, "spec/glue/tests/listener_tests.spec:292");
    // groups 0 and 2 never had a contact
    $expect.compare(s.m.contact_listeners[0].state[0], "==", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:294");
  });

  it("the state machine (D-GLUE-12): a contact shorter than Time Delay Start fires nothing; a gap shorter than Time Delay End keeps the group on [003:L411]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: GlueScene = new GlueScene();
    glue_scene_new(mem, s);
    const l: ContactListener = new ContactListener();
    l.live = true;
    l.delay_start = 0.5;
    l.delay_end = 0.5;
    l.state.push(0);
    l.since.push(0);
    l.count.push(0);
    l.count[0] = 1;
    glue_contact_group_step(s.m, l, 0, 1);
    $expect.compare(l.state[0], "==", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:309");
    l.count[0] = 0;
    glue_contact_group_step(s.m, l, 0, 1.25);
    $expect.compare(l.state[0], "==", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:312");
    l.count[0] = 2;
    glue_contact_group_step(s.m, l, 0, 2);
    glue_contact_group_step(s.m, l, 0, 2.5);
    $expect.compare(l.state[0], "==", 2, "i32", mode, "spec/glue/tests/listener_tests.spec:316");
    $expect.compare(s.m.outputs.length, "==", 1, "i32", mode, "spec/glue/tests/listener_tests.spec:317");
    $expect.compare(s.m.outputs[0].output, "==", OUT_CONTACT_ON, "i32", mode, "spec/glue/tests/listener_tests.spec:318");
    l.count[0] = 0;
    glue_contact_group_step(s.m, l, 0, 3);
    $expect.compare(l.state[0], "==", 3, "i32", mode, "spec/glue/tests/listener_tests.spec:321");
    l.count[0] = 1;
    glue_contact_group_step(s.m, l, 0, 3.25);
    $expect.compare(l.state[0], "==", 2, "i32", mode, "spec/glue/tests/listener_tests.spec:324");
    l.count[0] = 0;
    glue_contact_group_step(s.m, l, 0, 4);
    glue_contact_group_step(s.m, l, 0, 4.5);
    $expect.compare(l.state[0], "==", 0, "i32", mode, "spec/glue/tests/listener_tests.spec:328");
    $expect.compare(s.m.outputs.length, "==", 2, "i32", mode, "spec/glue/tests/listener_tests.spec:329");
    $expect.compare(s.m.outputs[1].output, "==", (OUT_CONTACT_ON + 1) | 0, "i32", mode, "spec/glue/tests/listener_tests.spec:330");
  });
});
