// GENERATED FILE: do not edit. Conformance tests of module ps2.guards_tests from spec/ps2/tests/guards_tests.spec (sha256 f46804f1f95298fe).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { U3Scene, U3_Scene_Init } from "../support/unit03_sweep_fakes.generated.js";
import { U7Scene, U7_Add, U7_Order } from "../support/unit07_world_fakes.generated.js";
import { PhysicsBody_Sweep, PhysicsShape_PoseForOwner } from "../../../../generated/ps2/unit03_sweep.generated.js";
import { IPhysics_AddBody, IPhysics_RemoveBody } from "../../../../generated/ps2/unit07_world.generated.js";

describe("Bad input: the sweep's dt and velocity, the owner's answers", () => {
  it("dt = 0 (a paused frame): nothing moves, the pending push-out is kept for the next frame, out keeps its sentinel, the owner is not called [002:L327]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.push_out.x = 0.5;
    s.body.push_out.y = 0;
    s.body.push_out.z = 0;
    s.body.push_out.w = 1;
    PhysicsBody_Sweep(0, s.phys, s.body, 3, 0, 0, 0, s.disp, null, s.slots);
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0.5, 0, 0, 1], "f32", mode, "spec/ps2/tests/guards_tests.spec:16");
    $expect.compare([s.owner.now.position.x, s.owner.now.position.y, s.owner.now.position.z, s.owner.now.position.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/guards_tests.spec:17");
    $expect.compare([s.disp.x, s.disp.y, s.disp.z, s.disp.w], "==", [99, 99, 99, 99], "f32", mode, "spec/ps2/tests/guards_tests.spec:18");
    $expect.compare((s.body.flags & 0x80000000) >>> 0, "==", 0, "u32", mode, "spec/ps2/tests/guards_tests.spec:19");
    $expect.compare(s.owner.positions.length, "==", 0, "i32", mode, "spec/ps2/tests/guards_tests.spec:20");
    $expect.compare(s.owner.velocities.length, "==", 0, "i32", mode, "spec/ps2/tests/guards_tests.spec:21");
    $expect.compare(s.owner.after_moves, "==", 0, "i32", mode, "spec/ps2/tests/guards_tests.spec:22");
  });

  it("dt < 0, NaN or infinite: refused, naming dt, before the push-out is cleared [002:L327]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.push_out.x = 0.5;
    s.body.push_out.y = 0;
    s.body.push_out.z = 0;
    s.body.push_out.w = 1;
    const z: number = 0;
    $expect.asserts(() => {
      PhysicsBody_Sweep(-0.5, s.phys, s.body, 3, 0, 0, 0, s.disp, null, s.slots);
    }, "dt = -0.5", "spec/ps2/tests/guards_tests.spec:30");
    $expect.asserts(() => {
      PhysicsBody_Sweep(Math.fround(z / z), s.phys, s.body, 3, 0, 0, 0, s.disp, null, s.slots);
    }, "expected a finite dt", "spec/ps2/tests/guards_tests.spec:31");
    $expect.asserts(() => {
      PhysicsBody_Sweep(Math.fround(1 / z), s.phys, s.body, 3, 0, 0, 0, s.disp, null, s.slots);
    }, "expected a finite dt", "spec/ps2/tests/guards_tests.spec:32");
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0.5, 0, 0, 1], "f32", mode, "spec/ps2/tests/guards_tests.spec:33");
    $expect.compare([s.owner.now.position.x, s.owner.now.position.y, s.owner.now.position.z, s.owner.now.position.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/guards_tests.spec:34");
    $expect.compare([s.disp.x, s.disp.y, s.disp.z, s.disp.w], "==", [99, 99, 99, 99], "f32", mode, "spec/ps2/tests/guards_tests.spec:35");
  });

  it("a NaN or infinite velocity: refused, naming the velocity, before anything is written [002:L327]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.push_out.x = 0.5;
    s.body.push_out.y = 0;
    s.body.push_out.z = 0;
    s.body.push_out.w = 1;
    const z: number = 0;
    const dt: number = Math.fround(1 / 30);
    $expect.asserts(() => {
      PhysicsBody_Sweep(dt, s.phys, s.body, Math.fround(z / z), 0, 0, 0, s.disp, null, s.slots);
    }, "non-finite velocity", "spec/ps2/tests/guards_tests.spec:44");
    $expect.asserts(() => {
      PhysicsBody_Sweep(dt, s.phys, s.body, 0, Math.fround(1 / z), 0, 0, s.disp, null, s.slots);
    }, "non-finite velocity", "spec/ps2/tests/guards_tests.spec:45");
    $expect.asserts(() => {
      PhysicsBody_Sweep(dt, s.phys, s.body, 0, 0, Math.fround(-1 / z), 0, s.disp, null, s.slots);
    }, "non-finite velocity", "spec/ps2/tests/guards_tests.spec:46");
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0.5, 0, 0, 1], "f32", mode, "spec/ps2/tests/guards_tests.spec:47");
    $expect.compare((s.body.flags & 0x80000000) >>> 0, "==", 0, "u32", mode, "spec/ps2/tests/guards_tests.spec:48");
    $expect.compare(s.owner.positions.length, "==", 0, "i32", mode, "spec/ps2/tests/guards_tests.spec:49");
  });

  it("a zero or non-finite push weight (attribute 7): refused before the push-out is used [002:L327]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.push_out.x = 0.5;
    s.body.push_out.y = 0;
    s.body.push_out.z = 0;
    s.body.push_out.w = 1;
    s.owner.k = 0;
    const dt: number = Math.fround(1 / 30);
    $expect.asserts(() => {
      PhysicsBody_Sweep(dt, s.phys, s.body, 3, 0, 0, 0, s.disp, null, s.slots);
    }, "push weight (attribute 7) is 0", "spec/ps2/tests/guards_tests.spec:58");
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0.5, 0, 0, 1], "f32", mode, "spec/ps2/tests/guards_tests.spec:59");
  });

  it("an owner whose cached transform is NaN: refused before the body's box is touched [002:L546]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    const z: number = 0;
    s.owner.cached.position.x = Math.fround(z / z);
    s.owner.cached.position.y = 0;
    s.owner.cached.position.z = 0;
    s.owner.cached.position.w = 1;
    const dt: number = Math.fround(1 / 30);
    $expect.asserts(() => {
      PhysicsBody_Sweep(dt, s.phys, s.body, 3, 0, 0, 0, s.disp, null, s.slots);
    }, "cached transform (slot +0x98)", "spec/ps2/tests/guards_tests.spec:68");
    $expect.compare([s.body.min.x, s.body.min.y, s.body.min.z, s.body.min.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/guards_tests.spec:69");
    $expect.compare(s.owner.positions.length, "==", 0, "i32", mode, "spec/ps2/tests/guards_tests.spec:70");
  });

  it("a pose through an owner whose transform is infinite: refused before the shape is written [002:L546]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    const z: number = 0;
    s.owner.now.position.x = 0;
    s.owner.now.position.y = Math.fround(1 / z);
    s.owner.now.position.z = 0;
    s.owner.now.position.w = 1;
    $expect.asserts(() => {
      PhysicsShape_PoseForOwner(s.shape, s.owner, null);
    }, "non-finite value", "spec/ps2/tests/guards_tests.spec:78");
    $expect.compare([s.shape.centre.x, s.shape.centre.y, s.shape.centre.z, s.shape.centre.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/guards_tests.spec:79");
  });
});

describe("Bad input: a body added to the world twice", () => {
  it("IPhysics_AddBody of a body already in the vector is refused; the vector and the list are as before [002:L859]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 1, 2);
    U7_Add(s, 1, 3, 4);
    $expect.asserts(() => {
      IPhysics_AddBody(s.phys, s.bodies[1]);
    }, "already in the world (at index 1", "spec/ps2/tests/guards_tests.spec:88");
    $expect.compare(s.phys.bodies.length, "==", 2, "i32", mode, "spec/ps2/tests/guards_tests.spec:89");
    U7_Order(s);
    $expect.compare(s.order.length, "==", 2, "i32", mode, "spec/ps2/tests/guards_tests.spec:91");
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/guards_tests.spec:92");
    $expect.compare(s.order[1], "==", 2, "i32", mode, "spec/ps2/tests/guards_tests.spec:93");
  });

  it("a body removed from the world can be added again [002:L859]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 1, 2);
    U7_Add(s, 1, 3, 4);
    IPhysics_RemoveBody(s.phys, s.bodies[0]);
    IPhysics_AddBody(s.phys, s.bodies[0]);
    $expect.compare(s.phys.bodies.length, "==", 2, "i32", mode, "spec/ps2/tests/guards_tests.spec:102");
    $expect.compare(s.bodies[0].index, "==", 1, "i32", mode, "spec/ps2/tests/guards_tests.spec:103");
  });
});
