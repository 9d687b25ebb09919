// GENERATED FILE: do not edit. Conformance tests of module ps2.unit10.human_tests from spec/ps2/tests/unit10_human_tests.spec (sha256 a5b7fadc62994f40).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { U10Owner, U10World, U10_Count, U10_Human, U10_Object, U10_Owner_Init, U10_Owner_SetScale, U10_PushScene, U10_Striker, U10_Translation, U10_World_Init } from "../support/unit10_human_fakes.generated.js";
import { BODY_VTABLE, Body } from "../../../../generated/ps2/body.generated.js";
import { Contact } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { Mat4Rows, PhysicsShape, PhysicsShape_Enable, SHAPE_VTABLE_BASE } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { PhysicsHumanBody_Ignore, PhysicsHumanBody_IsIgnoring } from "../../../../generated/ps2/unit08_ignore_pools.generated.js";
import { HumanBody } from "../../../../generated/ps2/unit09_create.generated.js";
import { HumanBodySlots, Human_TestStrikes, PhysBody_SetShapeEnabled, PhysicsBody_ApplyHumanScale, PhysicsHumanBody_AddStrikeSphere, PhysicsHumanBody_Destroy, PhysicsHumanBody_Moved, PhysicsHumanBody_PushAwayHumans, PhysicsHumanBody_SetPushSphere, PhysicsHumanBody_Update } from "../../../../generated/ps2/unit10_human.generated.js";

describe("002 Unit 10 Test ideas: Switch bits", () => {
  it("SetShapeEnabled(25, on): +0xc0 = 0x800000, the right-hand sphere flags gain 0x11 [002:L1266]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    const hand: PhysicsShape | null = hb.bones[6];
    $expect.compare(hand!.bone, "==", 25, "i8", mode, "spec/ps2/tests/unit10_human_tests.spec:17");
    $expect.compare(hand!.flags, "==", 0x2, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:18");
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    $expect.compare(hb.strike_bits, "==", 0x800000, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:20");
    $expect.compare(hand!.flags, "==", 0x13, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:21");
    // no other bone shape is switched on
    for (let k = 0; k < 10; k++) {
      if (k !== 6) {
        $expect.compare(hb.bones[k]!.flags & 0x1, "==", 0, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:25");
      }
    }
  });

  it("SetShapeEnabled(25, on) again: nothing changes but the ignore list is emptied [002:L1266]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const x: U10Owner = w.owners[1];
    U10_Owner_Init(x, 2, 0x40, 5, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    // struck X, and the level ignored
    PhysicsHumanBody_Ignore(w.bp.unit08, hb.body, x);
    PhysicsHumanBody_Ignore(w.bp.unit08, hb.body, null);
    $expect.compare(hb.body.ignore_head, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:42");
    // the pose clears 0x10: the second event must not set it again
    PhysicsHumanBody_Update(w.phys, hb, o);
    $expect.compare(hb.bones[6]!.flags, "==", 0x3, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:45");
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    $expect.compare(hb.strike_bits, "==", 0x800000, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:47");
    $expect.compare(hb.bones[6]!.flags, "==", 0x3, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:48");
    $expect.compare(hb.body.ignore_head, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:49");
    $expect.compare(w.bp.unit08.ignore[0].owner, "==", null, "ref", mode, "spec/ps2/tests/unit10_human_tests.spec:50");
    $expect.compare(hb.body.human_ignore_level, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:51");
  });

  it("(0, on) then (32, on): +0xc0 = 0x40000000, shin 32 stays off [002:L1266]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 0, true);
    $expect.compare(hb.strike_bits, "==", 0x40000000, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:61");
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 32, true);
    $expect.compare(hb.strike_bits, "==", 0x40000000, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:63");
    const shin: PhysicsShape | null = hb.bones[3];
    $expect.compare(shin!.bone, "==", 32, "i8", mode, "spec/ps2/tests/unit10_human_tests.spec:65");
    $expect.compare(shin!.flags & 0x1, "==", 0, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:66");
    // bone 0 has no shape: nothing else was switched on
    for (let k = 0; k < 10; k++) {
      $expect.compare(hb.bones[k]!.flags & 0x1, "==", 0, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:69");
    }
  });

  it("(−1, off): +0xc0 = 0, every bone shape off [002:L1266]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 19, true);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 3, true);
    $expect.compare(hb.strike_bits, "==", 0x820002, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:82");
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, -1, false);
    $expect.compare(hb.strike_bits, "==", 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:84");
    for (let k = 0; k < 10; k++) {
      $expect.compare(hb.bones[k]!.flags & 0x1, "==", 0, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:86");
    }
  });
});

describe("002 Unit 10 Test ideas: Struck list emptied", () => {
  it("Ignore(owner X) on a human body, then SetShapeEnabled(19, off) with bit 19 clear: IsIgnoring(X) is false [002:L1267]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const x: U10Owner = w.owners[1];
    U10_Owner_Init(x, 2, 0x40, 5, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysicsHumanBody_Ignore(w.bp.unit08, hb.body, x);
    $expect.compare(PhysicsHumanBody_IsIgnoring(w.bp.unit08, hb.body, x, null), "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:101");
    $expect.compare(hb.strike_bits, "==", 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:102");
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 19, false);
    $expect.compare(PhysicsHumanBody_IsIgnoring(w.bp.unit08, hb.body, x, null), "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:104");
    $expect.compare(hb.strike_bits, "==", 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:105");
  });
});

describe("002 Unit 10 Test ideas: Broad bound", () => {
  it("capsule base (10, 5, 0), height 2.0, scale 1, strike bit set, reach 1.37: +0x90 = (8.63, 3.63, 0) to (11.37, 6.37, 2.0) [002:L1268]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    const hb: HumanBody = U10_Human(w, o);
    $expect.compare([hb.body.first_shape!.base.x, hb.body.first_shape!.base.y, hb.body.first_shape!.base.z, hb.body.first_shape!.base.w], "==", [10, 5, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:116");
    $expect.compare(hb.body.first_shape!.height, "==", 2, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:117");
    o.reach_r = 1.3700000047683716 /* 1.37f */;
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    PhysicsHumanBody_Update(w.phys, hb, o);
    // 10 − 1.37f and the others round to the f32 nearest the decimals
    $expect.compare([hb.bound.min.x, hb.bound.min.y, hb.bound.min.z, hb.bound.min.w], "==", [8.630000114440918 /* 8.63f */, 3.630000114440918 /* 3.63f */, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:122");
    $expect.compare([hb.bound.max.x, hb.bound.max.y, hb.bound.max.z, hb.bound.max.w], "==", [11.369999885559082 /* 11.37f */, 6.369999885559082 /* 6.37f */, 2, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:123");
  });

  it("reach 0: ±0.8 [002:L1268]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    PhysicsHumanBody_Update(w.phys, hb, o);
    $expect.compare([hb.bound.min.x, hb.bound.min.y, hb.bound.min.z, hb.bound.min.w], "==", [9.199999809265137 /* 9.2f */, 4.199999809265137 /* 4.2f */, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:134");
    $expect.compare([hb.bound.max.x, hb.bound.max.y, hb.bound.max.z, hb.bound.max.w], "==", [10.800000190734863 /* 10.8f */, 5.800000190734863 /* 5.8f */, 2, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:135");
  });

  it("scale 1.3, reach 0.94: ±1.04 (0.8 × 1.3 wins) [002:L1268]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    U10_Owner_SetScale(o, 1.2999999523162842 /* 1.3f */);
    const hb: HumanBody = U10_Human(w, o);
    o.reach_r = 0.9399999976158142 /* 0.94f */;
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    PhysicsHumanBody_Update(w.phys, hb, o);
    // 1.3f × 0.8f (0x3f4ccccd) = 1.04f; the capsule is 2.6 high (head bone 2.34 + 0.26)
    $expect.compare(hb.bound.min.x, "==", 8.960000038146973 /* 8.96f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:149");
    $expect.compare(hb.bound.min.y, "==", 3.9600000381469727 /* 3.96f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:150");
    $expect.compare(hb.bound.max.x, "==", 11.039999961853027 /* 11.04f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:151");
    $expect.compare(hb.bound.max.y, "==", 6.039999961853027 /* 6.04f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:152");
    $expect.compare(hb.bound.min.z, "==", 0, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:153");
    $expect.compare(hb.bound.max.z, "==", 2.5999999046325684 /* 2.6f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:154");
  });

  it("weapon sphere at (10.6, 5.8, 1.2), radius 0.1, with reach 1.37: r = 1.1 (the reach is ignored) [002:L1268]", () => {
    const mode = { "kind": "ulps32", "n": 2 } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    const held: U10Owner = w.owners[1];
    U10_Owner_Init(held, 2, 8, 10.600000381469727 /* 10.6f */, 5.800000190734863 /* 5.8f */, 1.2000000476837158 /* 1.2f */);
    const hb: HumanBody = U10_Human(w, o);
    o.reach_r = 1.3700000047683716 /* 1.37f */;
    o.held = held;
    // a weapon strike sphere, posed by the held object while the weapon timer runs
    const ws: PhysicsShape = w.bp.unit08.strike_spheres[0];
    ws.radius = 0.10000000149011612 /* 0.1f */;
    PhysicsShape_Enable(ws, true);
    PhysicsHumanBody_AddStrikeSphere(hb, ws);
    hb.weapon_timer = 3;
    PhysicsHumanBody_Update(w.phys, hb, o);
    $expect.compare([ws.centre.x, ws.centre.y, ws.centre.z, ws.centre.w], "==", [10.600000381469727 /* 10.6f */, 5.800000190734863 /* 5.8f */, 1.2000000476837158 /* 1.2f */, 1], "f32", { "kind": "ulps32", "n": 0 }, "spec/ps2/tests/unit10_human_tests.spec:174");
    // r = |(0.6000004, 0.8000002)| + 0.1 = 1.1000004 (10.6f and 5.8f are not exact): within 2 ulps
    $expect.compare([hb.bound.min.x, hb.bound.min.y, hb.bound.min.z, hb.bound.min.w], "==", [8.899999618530273 /* 8.9f */, 3.9000000953674316 /* 3.9f */, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:176");
    $expect.compare([hb.bound.max.x, hb.bound.max.y, hb.bound.max.z, hb.bound.max.w], "==", [11.100000381469727 /* 11.1f */, 6.099999904632568 /* 6.1f */, 2, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:177");
  });
});

describe("002 Unit 10 Test ideas: No refresh", () => {
  it("not dirty, +0xc0 = 0, +0xd0 = 0: +0x90 is left as it was [002:L1269]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    const hb: HumanBody = U10_Human(w, o);
    // the create's scale step built it: ±0.8
    $expect.compare([hb.bound.min.x, hb.bound.min.y, hb.bound.min.z, hb.bound.min.w], "==", [9.199999809265137 /* 9.2f */, 4.199999809265137 /* 4.2f */, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:189");
    $expect.compare((hb.body.flags & 0x80000000) >>> 0, "==", 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:190");
    o.reach_r = 1.3700000047683716 /* 1.37f */;
    o.pos.x = 20;
    o.pos.y = 5;
    o.pos.z = 0;
    o.pos.w = 1;
    PhysicsHumanBody_Update(w.phys, hb, o);
    $expect.compare([hb.bound.min.x, hb.bound.min.y, hb.bound.min.z, hb.bound.min.w], "==", [9.199999809265137 /* 9.2f */, 4.199999809265137 /* 4.2f */, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:194");
    $expect.compare([hb.bound.max.x, hb.bound.max.y, hb.bound.max.z, hb.bound.max.w], "==", [10.800000190734863 /* 10.8f */, 5.800000190734863 /* 5.8f */, 2, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:195");
    // not dirty: the capsule is not re-posed either
    $expect.compare([hb.body.first_shape!.base.x, hb.body.first_shape!.base.y, hb.body.first_shape!.base.z, hb.body.first_shape!.base.w], "==", [10, 5, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:197");
  });

  it("flag 0x4000: nothing posed [002:L1269]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    PhysicsHumanBody_SetPushSphere(w.bp.unit08, hb, true);
    const head: PhysicsShape | null = hb.bones[5];
    const head_before_x = head!.centre.x, head_before_y = head!.centre.y, head_before_z = head!.centre.z, head_before_w = head!.centre.w;
    const spine_before_x = hb.bones[0]!.start.x, spine_before_y = hb.bones[0]!.start.y, spine_before_z = hb.bones[0]!.start.z, spine_before_w = hb.bones[0]!.start.w;
    hb.body.flags = (hb.body.flags | 0x80004000) >>> 0;
    o.pos.x = 20;
    o.pos.y = 5;
    o.pos.z = 0;
    o.pos.w = 1;
    PhysicsHumanBody_Update(w.phys, hb, o);
    $expect.compare([hb.body.first_shape!.base.x, hb.body.first_shape!.base.y, hb.body.first_shape!.base.z, hb.body.first_shape!.base.w], "==", [10, 5, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:214");
    $expect.compare([head!.centre.x, head!.centre.y, head!.centre.z, head!.centre.w], "==", [head_before_x, head_before_y, head_before_z, head_before_w], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:215");
    $expect.compare([hb.bones[0]!.start.x, hb.bones[0]!.start.y, hb.bones[0]!.start.z, hb.bones[0]!.start.w], "==", [spine_before_x, spine_before_y, spine_before_z, spine_before_w], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:216");
    // the hand keeps its reset-previous bit (no pose ran) and the push sphere is not posed
    $expect.compare(hb.bones[6]!.flags, "==", 0x13, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:218");
    $expect.compare([hb.push_sphere!.centre.x, hb.push_sphere!.centre.y, hb.push_sphere!.centre.z, hb.push_sphere!.centre.w], "==", [0, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:219");
    $expect.compare([hb.bound.min.x, hb.bound.min.y, hb.bound.min.z, hb.bound.min.w], "==", [9.199999809265137 /* 9.2f */, 4.199999809265137 /* 4.2f */, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:220");
    $expect.compare(hb.body.flags, "==", 0x8002643f, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:221");
  });
});

describe("002 Unit 10 Test ideas: Moved", () => {
  it("matrix translation (3, 4, 0.5): +0x90 = (2.2, 3.2, 0.5) to (3.8, 4.8, 2.5) [002:L1270]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    const hb: HumanBody = U10_Human(w, o);
    const m: Mat4Rows = new Mat4Rows();
    U10_Translation(m, 3, 4, 0.5);
    PhysicsHumanBody_Moved(w.phys, hb, m);
    $expect.compare([hb.bound.min.x, hb.bound.min.y, hb.bound.min.z, hb.bound.min.w], "==", [2.200000047683716 /* 2.2f */, 3.200000047683716 /* 3.2f */, 0.5, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:235");
    $expect.compare([hb.bound.max.x, hb.bound.max.y, hb.bound.max.z, hb.bound.max.w], "==", [3.799999952316284 /* 3.8f */, 4.800000190734863 /* 4.8f */, 2.5, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:236");
    // the body's Moved: the capsule's set-from-matrix (previous = the old base), the box from it
    $expect.compare([hb.body.first_shape!.base.x, hb.body.first_shape!.base.y, hb.body.first_shape!.base.z, hb.body.first_shape!.base.w], "==", [3, 4, 0.5, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:238");
    $expect.compare([hb.body.first_shape!.previous.x, hb.body.first_shape!.previous.y, hb.body.first_shape!.previous.z, hb.body.first_shape!.previous.w], "==", [10, 5, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:239");
    $expect.compare(hb.body.min.x, "==", Math.fround(3 - 0.3499999940395355 /* f32#3eb33333 */), "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:240");
  });

  it("an enabled hand sphere at (10.6, 5.0, 1.4) with prev (10.5, 5.0, 1.4): centre (3, 4, 0.5), prev unchanged [002:L1270]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    PhysicsHumanBody_Update(w.phys, hb, o);
    const hand: PhysicsShape | null = hb.bones[6];
    $expect.compare(hand!.flags, "==", 0x3, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:252");
    hand!.centre.x = 10.600000381469727 /* 10.6f */;
    hand!.centre.y = 5;
    hand!.centre.z = 1.399999976158142 /* 1.4f */;
    hand!.centre.w = 1;
    hand!.previous.x = 10.5;
    hand!.previous.y = 5;
    hand!.previous.z = 1.399999976158142 /* 1.4f */;
    hand!.previous.w = 1;
    const m: Mat4Rows = new Mat4Rows();
    U10_Translation(m, 3, 4, 0.5);
    PhysicsHumanBody_Moved(w.phys, hb, m);
    $expect.compare([hand!.centre.x, hand!.centre.y, hand!.centre.z, hand!.centre.w], "==", [3, 4, 0.5, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:258");
    $expect.compare([hand!.previous.x, hand!.previous.y, hand!.previous.z, hand!.previous.w], "==", [10.5, 5, 1.399999976158142 /* 1.4f */, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:259");
  });

  it("after the next pose with the hand at (3.6, 4.0, 1.9): prev (3, 4, 0.5), move (0.6, 0, 1.4) [002:L1270]", () => {
    const mode = { "kind": "ulps32", "n": 2 } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 10, 5, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    PhysicsHumanBody_Update(w.phys, hb, o);
    const hand: PhysicsShape | null = hb.bones[6];
    hand!.centre.x = 10.600000381469727 /* 10.6f */;
    hand!.centre.y = 5;
    hand!.centre.z = 1.399999976158142 /* 1.4f */;
    hand!.centre.w = 1;
    hand!.previous.x = 10.5;
    hand!.previous.y = 5;
    hand!.previous.z = 1.399999976158142 /* 1.4f */;
    hand!.previous.w = 1;
    const m: Mat4Rows = new Mat4Rows();
    U10_Translation(m, 3, 4, 0.5);
    PhysicsHumanBody_Moved(w.phys, hb, m);
    // the owner now at (3, 4, 0.5); the hand bone at (0.52, 0, 1.4) in the body's frame, plus the
    // sphere's offset (0.08, 0, 0): the hand at (3.6, 4.0, 1.9)
    o.pos.x = 3;
    o.pos.y = 4;
    o.pos.z = 0.5;
    o.pos.w = 1;
    o.bones[25].x = 0.5199999809265137 /* 0.52f */;
    o.bones[25].y = 0;
    o.bones[25].z = 1.399999976158142 /* 1.4f */;
    o.bones[25].w = 1;
    PhysicsHumanBody_Update(w.phys, hb, o);
    $expect.compare([hand!.centre.x, hand!.centre.y, hand!.centre.z, hand!.centre.w], "==", [3.5999999046325684 /* 3.6f */, 4, 1.899999976158142 /* 1.9f */, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:281");
    $expect.compare([hand!.previous.x, hand!.previous.y, hand!.previous.z, hand!.previous.w], "==", [3, 4, 0.5, 1], "f32", { "kind": "ulps32", "n": 0 }, "spec/ps2/tests/unit10_human_tests.spec:282");
    // the move (0.6, 0, 1.4): 3.6f − 3 lands 2 ulps under 0.6f
    const mv_x = Math.fround(hand!.centre.x - hand!.previous.x), mv_y = Math.fround(hand!.centre.y - hand!.previous.y), mv_z = Math.fround(hand!.centre.z - hand!.previous.z);
    $expect.compare(mv_x, "==", 0.6000000238418579 /* 0.6f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:285");
    $expect.compare(mv_y, "==", 0, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:286");
    $expect.compare(mv_z, "==", 1.399999976158142 /* 1.4f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:287");
  });
});

describe("002 Unit 10 Test ideas: Push", () => {
  it("this at (0, 0, 0), other at (1, 1, 0.5), k = 1: other's +0x50 += (0.166667, 0.166667, 0.083333) [002:L1271]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_PushScene(w, 1, 1, 0.5, 1);
    const ob: Body | null = w.owners[1].me;
    $expect.compare([ob!.push_out.x, ob!.push_out.y, ob!.push_out.z, ob!.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:297");
    PhysicsHumanBody_PushAwayHumans(w.phys, hb);
    // (1, 1, 0.5) / 1.5 × 0.25: (1/6, 1/6, 1/12)
    $expect.compare([ob!.push_out.x, ob!.push_out.y, ob!.push_out.z, ob!.push_out.w], "==", [0.1666666716337204 /* 0.16666667f */, 0.1666666716337204 /* 0.16666667f */, 0.0833333358168602 /* 0.083333336f */, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:300");
    // this human is not pushed
    $expect.compare([hb.body.push_out.x, hb.body.push_out.y, hb.body.push_out.z, hb.body.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:302");
  });

  it("k = 2: (0.083333, 0.083333, 0.041667) [002:L1271]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_PushScene(w, 1, 1, 0.5, 2);
    PhysicsHumanBody_PushAwayHumans(w.phys, hb);
    $expect.compare([w.owners[1].me!.push_out.x, w.owners[1].me!.push_out.y, w.owners[1].me!.push_out.z, w.owners[1].me!.push_out.w], "==", [0.0833333358168602 /* 0.083333336f */, 0.0833333358168602 /* 0.083333336f */, 0.0416666679084301 /* 0.041666668f */, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:310");
  });

  it("other at (0, 2, 0): (0, 0.25, 0) [002:L1271]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_PushScene(w, 0, 2, 0, 1);
    PhysicsHumanBody_PushAwayHumans(w.phys, hb);
    $expect.compare([w.owners[1].me!.push_out.x, w.owners[1].me!.push_out.y, w.owners[1].me!.push_out.z, w.owners[1].me!.push_out.w], "==", [0, 0.25, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:318");
  });

  it("not pushed: the target [002:L1271]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_PushScene(w, 0, 2, 0, 1);
    w.owners[0].target_o = w.owners[1];
    PhysicsHumanBody_PushAwayHumans(w.phys, hb);
    $expect.compare([w.owners[1].me!.push_out.x, w.owners[1].me!.push_out.y, w.owners[1].me!.push_out.z, w.owners[1].me!.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:327");
    // it was met (the overlap asked), only skipped
    $expect.compare(w.overlaps.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:329");
  });

  it("not pushed: a player [002:L1271]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_PushScene(w, 0, 2, 0, 1);
    w.owners[1].player_no = 0;
    PhysicsHumanBody_PushAwayHumans(w.phys, hb);
    $expect.compare([w.owners[1].me!.push_out.x, w.owners[1].me!.push_out.y, w.owners[1].me!.push_out.z, w.owners[1].me!.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:338");
    $expect.compare(w.overlaps.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:339");
  });

  it("not pushed: body flag 0x200 [002:L1271]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_PushScene(w, 0, 2, 0, 1);
    const ob: Body | null = w.owners[1].me;
    ob!.flags = (ob!.flags | 0x200) >>> 0;
    PhysicsHumanBody_PushAwayHumans(w.phys, hb);
    $expect.compare([ob!.push_out.x, ob!.push_out.y, ob!.push_out.z, ob!.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:349");
    $expect.compare(w.overlaps.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:350");
  });

  it("k = 1e9: 2.5e-10 (effectively 0) [002:L1271]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_PushScene(w, 0, 2, 0, 1000000000);
    PhysicsHumanBody_PushAwayHumans(w.phys, hb);
    $expect.compare([w.owners[1].me!.push_out.x, w.owners[1].me!.push_out.y, w.owners[1].me!.push_out.z, w.owners[1].me!.push_out.w], "==", [0, 2.4999999292951713e-10 /* 2.5e-10f */, 0, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:358");
  });

  it("same position: no push, no NaN [002:L1271]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_PushScene(w, 0, 0, 0, 1);
    PhysicsHumanBody_PushAwayHumans(w.phys, hb);
    const ob: Body | null = w.owners[1].me;
    $expect.compare(w.overlaps.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:367");
    // a NaN would fail every one of these
    $expect.compare(ob!.push_out.x, "==", 0, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:369");
    $expect.compare(ob!.push_out.y, "==", 0, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:370");
    $expect.compare(ob!.push_out.z, "==", 0, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:371");
    $expect.compare(ob!.push_out.w, "==", 1, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:372");
  });
});

describe("002 Unit 10 Test ideas: Push sphere switch", () => {
  it("on twice takes one sphere [002:L1272]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysicsHumanBody_SetPushSphere(w.bp.unit08, hb, true);
    PhysicsHumanBody_SetPushSphere(w.bp.unit08, hb, true);
    $expect.compare(hb.push_sphere, "==", w.bp.unit08.big_spheres[0], "ref", mode, "spec/ps2/tests/unit10_human_tests.spec:385");
    $expect.compare(w.bp.unit08.big_spheres[0].flags, "==", 0xb, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:386");
    $expect.compare(w.bp.unit08.big_spheres[0].radius, "==", 2, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:387");
    $expect.compare(w.bp.unit08.big_spheres[1].flags & 0x8, "==", 0, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:388");
  });

  it("off frees it (0x8 clear) and +0x84 = 0 [002:L1272]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    PhysicsHumanBody_SetPushSphere(w.bp.unit08, hb, true);
    PhysicsHumanBody_SetPushSphere(w.bp.unit08, hb, false);
    $expect.compare(hb.push_sphere, "==", null, "ref", mode, "spec/ps2/tests/unit10_human_tests.spec:399");
    // IPhysics_FreeShape clears 0x8 only
    $expect.compare(w.bp.unit08.big_spheres[0].flags, "==", 0x3, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:401");
  });

  it("a 31st on with all 30 taken leaves +0x84 = 0 [002:L1272]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    for (let i = 0; i < 30; i++) {
      const hb: HumanBody = U10_Human(w, o);
      PhysicsHumanBody_SetPushSphere(w.bp.unit08, hb, true);
      $expect.compare(hb.push_sphere, "==", w.bp.unit08.big_spheres[i], "ref", mode, "spec/ps2/tests/unit10_human_tests.spec:412");
    }
    const last: HumanBody = U10_Human(w, o);
    PhysicsHumanBody_SetPushSphere(w.bp.unit08, last, true);
    $expect.compare(last.push_sphere, "==", null, "ref", mode, "spec/ps2/tests/unit10_human_tests.spec:416");
  });
});

describe("002 Unit 10 Test ideas: Ray", () => {
  it("striker at the origin, human candidate's capsule base (3, 4, 0): ray from (0, 0, 1), direction (0.6, 0.8, 0), length 5.0, options 8 [002:L1273]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_Striker(w, 6);
    const c: U10Owner = w.owners[1];
    U10_Owner_Init(c, 2, 0x40, 3, 4, 0);
    U10_Human(w, c);
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(w.host.rays, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:429");
    $expect.compare([w.host.ray_origin.x, w.host.ray_origin.y, w.host.ray_origin.z, w.host.ray_origin.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:430");
    $expect.compare([w.host.ray_dir.x, w.host.ray_dir.y, w.host.ray_dir.z, w.host.ray_dir.w], "==", [0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:431");
    $expect.compare(w.host.ray_length, "==", 5, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:432");
    $expect.compare(w.host.ray_options, "==", 0x8, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:433");
  });

  it("an object whose first shape is at (3, 4, 0.5): direction (0.597022, 0.796030, −0.099504), length 5.024938, options 0x48 [002:L1273]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_Striker(w, 6);
    const c: U10Owner = w.owners[1];
    U10_Owner_Init(c, 2, 8, 3, 4, 0.5);
    const b: Body = U10_Object(w, c, false, 0.25, 0x10);
    $expect.compare([b.first_shape!.centre.x, b.first_shape!.centre.y, b.first_shape!.centre.z, b.first_shape!.centre.w], "==", [3, 4, 0.5, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:443");
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(w.host.rays, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:445");
    $expect.compare([w.host.ray_origin.x, w.host.ray_origin.y, w.host.ray_origin.z, w.host.ray_origin.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:446");
    // (3, 4, −0.5) / √25.25
    $expect.compare([w.host.ray_dir.x, w.host.ray_dir.y, w.host.ray_dir.z, w.host.ray_dir.w], "==", [0.597022294998169 /* 0.597022314f */, 0.7960297465324402 /* 0.796029752f */, -0.09950371831655502 /* 0.0995037190f */, 0], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:448");
    $expect.compare(w.host.ray_length, "==", 5.024937629699707 /* 5.02493781f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:449");
    $expect.compare(w.host.ray_options, "==", 0x48, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:450");
  });

  it("a wall triangle across the ray: no strike [002:L1273]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_Striker(w, 6);
    const c: U10Owner = w.owners[1];
    U10_Owner_Init(c, 2, 0x40, 3, 4, 0);
    const cb: HumanBody = U10_Human(w, c);
    // every sweep would hit; the wall answers the ray
    w.host.hit_types = 0x1e;
    w.host.wall = true;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(w.host.rays, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:464");
    $expect.compare(w.host.sweeps, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:465");
    $expect.compare(w.owners[0].strikes.length, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:466");
    // without the wall the same swing strikes him
    w.host.wall = false;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(w.owners[0].strikes.length, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:470");
    $expect.compare(w.owners[0].strikes[0], "==", (cb.body.index + 1) >>> 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:471");
  });
});

describe("002 Unit 10 Test ideas: Several bodies", () => {
  it("two boxes both reached by one hand sweep in one update: both get Strike_Contact, each once [002:L1274]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_Striker(w, 3);
    const c1: U10Owner = w.owners[1];
    U10_Owner_Init(c1, 2, 8, 1, 0, 1);
    const b1: Body = U10_Object(w, c1, true, 0.5, 0x10);
    const c2: U10Owner = w.owners[2];
    U10_Owner_Init(c2, 3, 8, 0, 1, 1);
    const b2: Body = U10_Object(w, c2, true, 0.5, 0x10);
    w.host.hit_types = 0x2;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    const s: number[] = w.owners[0].strikes;
    $expect.compare(s.length, "==", 2, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:489");
    $expect.compare(U10_Count(s, (b1.index + 1) >>> 0), "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:490");
    $expect.compare(U10_Count(s, (b2.index + 1) >>> 0), "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:491");
  });

  it("the next update neither (ignored) [002:L1274]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_Striker(w, 3);
    const c1: U10Owner = w.owners[1];
    U10_Owner_Init(c1, 2, 8, 1, 0, 1);
    U10_Object(w, c1, true, 0.5, 0x10);
    const c2: U10Owner = w.owners[2];
    U10_Owner_Init(c2, 3, 8, 0, 1, 1);
    U10_Object(w, c2, true, 0.5, 0x10);
    w.host.hit_types = 0x2;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    const sweeps: number = w.host.sweeps;
    PhysicsHumanBody_Update(w.phys, hb, w.owners[0]);
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(w.owners[0].strikes.length, "==", 2, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:509");
    $expect.compare(PhysicsHumanBody_IsIgnoring(w.bp.unit08, hb.body, c1, null), "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:510");
    $expect.compare(PhysicsHumanBody_IsIgnoring(w.bp.unit08, hb.body, c2, null), "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:511");
    // skipped before the ray and the sweeps
    $expect.compare(w.host.sweeps, "==", sweeps, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:513");
  });

  it("after an off-event, both can be struck again [002:L1274]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_Striker(w, 3);
    const c1: U10Owner = w.owners[1];
    U10_Owner_Init(c1, 2, 8, 1, 0, 1);
    const b1: Body = U10_Object(w, c1, true, 0.5, 0x10);
    const c2: U10Owner = w.owners[2];
    U10_Owner_Init(c2, 3, 8, 0, 1, 1);
    const b2: Body = U10_Object(w, c2, true, 0.5, 0x10);
    w.host.hit_types = 0x2;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    PhysicsHumanBody_Update(w.phys, hb, w.owners[0]);
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(w.owners[0].strikes.length, "==", 2, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:530");
    // the off-event empties the struck list; the next window's on-event switches the hand back on
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, false);
    $expect.compare(hb.body.ignore_head, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:533");
    PhysBody_SetShapeEnabled(w.bp.unit08, hb, 25, true);
    PhysicsHumanBody_Update(w.phys, hb, w.owners[0]);
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    const s: number[] = w.owners[0].strikes;
    $expect.compare(s.length, "==", 4, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:538");
    $expect.compare(U10_Count(s, (b1.index + 1) >>> 0), "==", 2, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:539");
    $expect.compare(U10_Count(s, (b2.index + 1) >>> 0), "==", 2, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:540");
  });
});

describe("002 Unit 10 Test ideas: Airborne object", () => {
  it("an object body (type 8) whose owner reports 0x4000000: never struck [002:L1275]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = U10_Striker(w, 3);
    const c: U10Owner = w.owners[1];
    U10_Owner_Init(c, 2, 8, 1, 0, 1);
    U10_Object(w, c, true, 0.5, 0x10);
    c.state = 0x4000000;
    w.host.hit_types = 0x2;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    PhysicsHumanBody_Update(w.phys, hb, w.owners[0]);
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(w.owners[0].strikes.length, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:557");
    $expect.compare(w.host.rays, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:558");
    $expect.compare(w.host.sweeps, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:559");
    // once it lands it can be struck
    c.state = 0;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(w.owners[0].strikes.length, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:563");
  });
});

// Checks of the definitions (002 L1180-1260), not Test-idea cases.
describe("002 Unit 10 definitions: the scale step, the weapon timer, the weapon handler, OnStruck, the destructor", () => {
  it("ApplyHumanScale at 1.3 under flag 0x4000 (the Update poses nothing): capsule 2.6 × 0.455, bone tables × 1.3 [002:L1186]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    hb.body.flags = (hb.body.flags | 0x4000) >>> 0;
    U10_Owner_SetScale(o, 1.2999999523162842 /* 1.3f */);
    PhysicsBody_ApplyHumanScale(w.phys, hb);
    $expect.compare(hb.body.first_shape!.height, "==", 2.5999999046325684 /* 2.6f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:578");
    $expect.compare(hb.body.first_shape!.radius, "==", 0.45500001311302185 /* 0.455f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:579");
    $expect.compare([hb.bones[0]!.offset.x, hb.bones[0]!.offset.y, hb.bones[0]!.offset.z, hb.bones[0]!.offset.w], "==", [-0.09099999815225601 /* 0.091f */, 0, 0.06499999761581421 /* 0.065f */, 0], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:580");
    $expect.compare(hb.bones[0]!.seg_radius, "==", 0.23399999737739563 /* 0.234f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:581");
    $expect.compare(hb.bones[0]!.length, "==", 0.49399998784065247 /* 0.494f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:582");
    $expect.compare([hb.bones[6]!.offset.x, hb.bones[6]!.offset.y, hb.bones[6]!.offset.z, hb.bones[6]!.offset.w], "==", [0.10400000214576721 /* 0.104f */, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:583");
    $expect.compare(hb.bones[6]!.radius, "==", 0.11699999868869781 /* 0.117f */, "f32", mode, "spec/ps2/tests/unit10_human_tests.spec:584");
    // the dirty bit is set and stays (the Update returned at 0x4000)
    $expect.compare((hb.body.flags & 0x80000000) >>> 0, "!=", 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:586");
  });

  it("the weapon timer: decremented per strike test; at 0 the spheres are switched off and popped; the dirty bit set [002:L1260]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    const ws: PhysicsShape = w.bp.unit08.strike_spheres[0];
    PhysicsShape_Enable(ws, true);
    PhysicsHumanBody_AddStrikeSphere(hb, ws);
    hb.weapon_timer = 2;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(hb.weapon_timer, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:600");
    $expect.compare(hb.weapon_spheres.length, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:601");
    $expect.compare((hb.body.flags & 0x80000000) >>> 0, "!=", 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:602");
    PhysicsHumanBody_Update(w.phys, hb, o);
    $expect.compare((hb.body.flags & 0x80000000) >>> 0, "==", 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:604");
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(hb.weapon_timer, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:606");
    $expect.compare(hb.weapon_spheres.length, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:607");
    $expect.compare(ws.flags & 0x1, "==", 0, "u16", mode, "spec/ps2/tests/unit10_human_tests.spec:608");
    $expect.compare((hb.body.flags & 0x80000000) >>> 0, "!=", 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:609");
    // no held object: the weapon spheres never met the level
    $expect.compare(w.level.mesh_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:611");
  });

  it("weapon spheres against an object: the handler (the human's without a held object) with contact +0x00 the human; answer 5 tries the next shape; a hit ignores the owner [002:L1257]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    o.reach_r = 3;
    const hb: HumanBody = U10_Human(w, o);
    const ws: PhysicsShape = w.bp.unit08.strike_spheres[0];
    ws.radius = 0.10000000149011612 /* 0.1f */;
    PhysicsShape_Enable(ws, true);
    PhysicsHumanBody_AddStrikeSphere(hb, ws);
    hb.weapon_timer = 5;
    PhysicsHumanBody_Update(w.phys, hb, o);
    const c: U10Owner = w.owners[1];
    U10_Owner_Init(c, 2, 8, 1, 0, 1);
    const b: Body = U10_Object(w, c, true, 0.5, 0x8);
    w.host.hit_types = 0x2;
    o.answer = 5;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(o.handled.length, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:633");
    $expect.compare(o.handled[0], "==", (b.index + 1) >>> 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:634");
    $expect.compare(o.handled_own[0], "==", (hb.body.index + 1) >>> 0, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:635");
    // answer 5: the next shape (none), no Ignore; no strike bits: no strike shapes
    $expect.compare(hb.body.ignore_head, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:637");
    $expect.compare(o.strikes.length, "==", 0, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:638");
    o.answer = 0;
    Human_TestStrikes(w.phys, w.bp.unit08, hb, w.host);
    $expect.compare(o.handled.length, "==", 2, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:641");
    $expect.compare(PhysicsHumanBody_IsIgnoring(w.bp.unit08, hb.body, c, null), "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:642");
    $expect.compare(hb.weapon_timer, "==", 3, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:643");
  });

  it("OnStruck through Unit 3's body slot +0x50 host: a human body reaches Human_OnPushContact [002:L1180]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const o: U10Owner = w.owners[0];
    U10_Owner_Init(o, 1, 0x40, 0, 0, 0);
    const hb: HumanBody = U10_Human(w, o);
    const slots: HumanBodySlots = new HumanBodySlots();
    const c: Contact = new Contact();
    slots!.pushed(hb.body, c, 0.10000000149011612 /* 0.1f */, 0, 0, 0, 0, 0, 0, 1);
    $expect.compare(o.pushes, "==", 1, "i32", mode, "spec/ps2/tests/unit10_human_tests.spec:655");
  });

  it("the destructor: the base vtable left by the body destructor, the capsule destroyed (+0x30 = 0, its vtable the base one) [002:L1180]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U10World = new U10World();
    U10_World_Init(w);
    const hb: HumanBody = w.bp.humans[0];
    $expect.truth(PhysicsHumanBody_Destroy(hb, 1), "spec/ps2/tests/unit10_human_tests.spec:662");
    $expect.compare(hb.body.vtable, "==", BODY_VTABLE, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:663");
    $expect.compare(hb.body.first_shape, "==", null, "ref", mode, "spec/ps2/tests/unit10_human_tests.spec:664");
    // the capsule destructor ends in the base one, which leaves the base vtable
    $expect.compare(w.bp.capsules[0].vtable, "==", SHAPE_VTABLE_BASE, "u32", mode, "spec/ps2/tests/unit10_human_tests.spec:666");
  });
});
