// GENERATED FILE: do not edit. Conformance tests of module ps2.unit05.box_sweeps_tests from spec/ps2/tests/unit05_box_sweeps_tests.spec (sha256 ab8d429439413078).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { U5BT_Box, U5BT_BoxRotZ45, U5BT_CapK, U5BT_Capsule, U5BT_Property, U5BT_SphK, U5BT_Sphere, U5BT_Stats } from "../support/unit05_box_sweeps_tests.generated.js";
import { Body } from "../../../../generated/ps2/body.generated.js";
import { Contact } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysicsSweep_BoxCapsule, PhysicsSweep_BoxSphere, PhysicsSweep_CapsuleBox, PhysicsSweep_SphereBox } from "../../../../generated/ps2/unit05_box_sweeps.generated.js";
import { PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { PhysicsSweep_HasPair, PhysicsSweep_Pair } from "../../../../generated/ps2/unit11_pairs.generated.js";

describe("Box sweeps (designed): capsule-box", () => {
  it("head-on into a face: B = 0, m = (2, 0, 0): f = gap/|m| = (1.5 − 0.35)/2 = 0.575, +0x50 = (−1, 0, 0), +0x10 = (1, 0, 0), +0x90 = (1.15, 0, 0), +0xb0 0 [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0, 0, 0, 2, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:72");
    $expect.compare(c.fraction, "==", 0.574999988079071 /* 0.575f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:73");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:74");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:75");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.149999976158142 /* 1.15f */, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:76");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:77");
  });

  it("glancing corner hit: B = (0, 0.71, 0), m = (2, 0, 0): the corner circle at (1.5, 0.5), dy = 0.21, dx = √(0.35² − 0.21²) = 0.28, x = 1.22, f = 0.61; start normal unit(−1.5, 0.21) = (−0.99034, 0.13865, 0) (the contact direction would be (−0.8, 0.6, 0)) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0, 0.7099999785423279 /* 0.71f */, 0, 2, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:81");
    $expect.compare(c.fraction, "==", 0.6100000143051147 /* 0.61f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:82");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-0.9903417229652405 /* 0.99034175f */, 0.13864783942699432 /* 0.13864784f */, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:83");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.2200000286102295 /* 1.22f */, 0.7099999785423279 /* 0.71f */, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:84");
  });

  it("passing by the corner: B = (0, 0.86, 0), m = (2, 0, 0): 0.86 − 0.5 = 0.36 > 0.35, no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0, 0.8600000143051147 /* 0.86f */, 0, 2, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:88");
  });

  it("miss above the box: B = (0, 0, 1.2), m = (2, 0, 0): heights [1.2, 3.0] against [0, 1], level move, no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0, 0, 1.2000000476837158 /* 1.2f */, 2, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:92");
  });

  it("base level with the top: B = (0, 0, 1), m = (2, 0, 0): touching heights overlap, f = 0.575, horizontal normal [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0, 0, 1, 2, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:96");
    $expect.compare(c.fraction, "==", 0.574999988079071 /* 0.575f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:97");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:98");
  });

  it("coming down too slowly: B = (0, 0, 1.2), m = (2, 0, −0.1): the base reaches the top at t = 0.2/0.1 = 2 > 1, no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0, 0, 1.2000000476837158 /* 1.2f */, 2, 0, -0.10000000149011612 /* 0.1f */), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:102");
  });

  it("coming down onto the side: B = (0, 0, 1.2), m = (2, 0, −0.4): heights meet at 0.2/0.4 = 0.5, footprint at 0.575: f = 0.575, horizontal normal (−1, 0, 0), +0x90 = (1.15, 0, 1.2 − 0.23 = 0.97) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0, 0, 1.2000000476837158 /* 1.2f */, 2, 0, -0.4000000059604645 /* 0.4f */), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:106");
    $expect.compare(c.fraction, "==", 0.574999988079071 /* 0.575f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:107");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:108");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.149999976158142 /* 1.15f */, 0, 0.9700000286102295 /* 0.97f */, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:109");
  });

  it("landing on the top: B = (2, 0.2, 1.5), m = (0.4, 0, −1): footprint already over the box, heights meet at (1.5 − 1)/1 = 0.5: f = 0.5, +0x50 = (0, 0, 1), +0x10 = (0, 0, −1), +0x90 = (2.2, 0.2, 1) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 2, 0.20000000298023224 /* 0.2f */, 1.5, 0.4000000059604645 /* 0.4f */, 0, -1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:113");
    $expect.compare(c.fraction, "==", 0.5, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:114");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:115");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:116");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [2.200000047683716 /* 2.2f */, 0.20000000298023224 /* 0.2f */, 1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:117");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:118");
  });

  it("coming down beside the top: B = (0.8, 0, 1.5), m = (0.4, 0, −1): heights at 0.5, footprint at (1.15 − 0.8)/0.4 = 0.875 (later): f = 0.875, +0x50 = (−1, 0, 0), +0x90 = (1.15, 0, 0.625) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0.800000011920929 /* 0.8f */, 0, 1.5, 0.4000000059604645 /* 0.4f */, 0, -1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:122");
    $expect.compare(c.fraction, "==", 0.875, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:123");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:124");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.149999976158142 /* 1.15f */, 0, 0.625, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:125");
  });

  it("the windows are intersected: B = (2, −2, 1.5), m = (0, 4, −0.625): footprint in [(2 − 0.85)/4, (2 + 0.85)/4] = [0.2875, 0.7125], heights meet at 0.5/0.625 = 0.8: no hit (capsule-capsule's max(t0, lo) would say 0.8) [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 2, -2, 1.5, 0, 4, -0.625), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:129");
  });

  it("the windows meet: B = (2, −2, 1.5), m = (0, 4, −1): footprint [0.2875, 0.7125], heights at 0.5: f = 0.5 onto the top, +0x50 = (0, 0, 1), +0x90 = (2, 0, 1) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 2, -2, 1.5, 0, 4, -1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:133");
    $expect.compare(c.fraction, "==", 0.5, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:134");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:135");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [2, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:136");
  });

  it("head bump from below: B = (2, 0, −2.5), m = (0, 0, 1): top of the capsule −0.7 reaches the bottom 0 at 0.7: f = 0.7, +0x50 = (0, 0, −1), +0x90 = (2, 0, −1.8) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 2, 0, -2.5, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:140");
    $expect.compare(c.fraction, "==", 0.699999988079071 /* 0.7f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:141");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:142");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [2, 0, -1.7999999523162842 /* 1.8f */, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:143");
  });

  it("standing on the top: B = (2, 0, 1); walking level (0.3, 0, 0) is no hit; moving down (0.3, 0, −0.1) is a hit at 0 with +0x50 = (0, 0, 1) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 2, 0, 1, 0.30000001192092896 /* 0.3f */, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:147");
    $expect.compare(U5BT_CapK(c, 2, 0, 1, 0.30000001192092896 /* 0.3f */, 0, -0.10000000149011612 /* 0.1f */), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:148");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit05_box_sweeps_tests.spec:149");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:150");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [2, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:151");
  });

  it("start overlapping, closing in: B = (1.2, 0, 0) (0.05 into the face), m = (0.5, 0, 0): f = 0, +0x50 = (−1, 0, 0), +0x90 = B [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 1.2000000476837158 /* 1.2f */, 0, 0, 0.5, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:155");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit05_box_sweeps_tests.spec:156");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:157");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.2000000476837158 /* 1.2f */, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:158");
  });

  it("start touching exactly (r = 0.375: B.x = 1.5 − 0.375 = 1.125, exact in binary): closing in (0.5, 0, 0) → f = 0; away (−0.5, 0, 0), along the face (0, 0.5, 0) and a zero move → no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    U5BT_Capsule(cap, 1.125, 0, 0, 0.375, 1.75);
    U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleBox(c, cap, bx, 0.5, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:166");
    $expect.compare(c.fraction, "==", 0, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:167");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:168");
    $expect.compare(PhysicsSweep_CapsuleBox(c, cap, bx, -0.5, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:169");
    $expect.compare(PhysicsSweep_CapsuleBox(c, cap, bx, 0, 0.5, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:170");
    $expect.compare(PhysicsSweep_CapsuleBox(c, cap, bx, 0, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:171");
  });

  it("moving away from afar: B = 0, m = (−2, 0, 0): the footprint window [−1.425, −0.575] is past, no hit; a zero move, no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 0, 0, 0, -2, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:175");
    $expect.compare(U5BT_CapK(c, 0, 0, 0, 0, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:176");
  });

  it("axis inside the box: B = (1.8, 0.1, 0), local (−0.2, 0.1), depths +x 0.7, −x 0.3, +y 0.4, −y 0.6: the −x face; m = (0.5, 0, 0) → f = 0 with +0x50 = (−1, 0, 0); m = (−0.5, 0, 0) (getting out) → no hit [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_CapK(c, 1.7999999523162842 /* 1.8f */, 0.10000000149011612 /* 0.1f */, 0, 0.5, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:180");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit05_box_sweeps_tests.spec:181");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:182");
    $expect.compare(U5BT_CapK(c, 1.7999999523162842 /* 1.8f */, 0.10000000149011612 /* 0.1f */, 0, -0.5, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:183");
  });

  it("box turned 45° about z, capsule head-on at its vertical edge: the edge at x = 2 − 0.5·√2 = 1.29289, f = (1.29289 − 0.35)/2 = 0.47145, start normal (−1, 0, 0) (the edge's corner circle straight ahead) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    U5BT_Capsule(cap, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U5BT_BoxRotZ45(bx);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleBox(c, cap, bx, 2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:191");
    $expect.compare(c.fraction, "==", 0.47144660353660583 /* 0.47144661f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:192");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:193");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0.9428932070732117 /* 0.94289322f */, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:194");
  });

  it("box turned 45° about z, capsule into its A0 face: B = X + 2·A0, m = −2·A0: local gap 2 − 0.5 − 0.35 = 1.15 of 2, f = 0.575, +0x50 = A0 = (0.70711, 0.70711, 0), +0x90 = X + 0.85·A0 = (2.60104, 0.60104, 0) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    const k: number = 0.7071067690849304 /* f32#3f3504f3 */;
    U5BT_Capsule(cap, Math.fround(2 + Math.fround(2 * k)), Math.fround(2 * k), 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U5BT_BoxRotZ45(bx);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleBox(c, cap, bx, Math.fround(-2 * k), Math.fround(-2 * k), 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:203");
    $expect.compare(c.fraction, "==", 0.574999988079071 /* 0.575f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:204");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0.7071067690849304 /* 0.70710678f */, 0.7071067690849304 /* 0.70710678f */, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:205");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [2.601040840148926 /* 2.60104076f */, 0.601040780544281 /* 0.60104076f */, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:206");
  });

  it("a box not upright (turned 45° about x) is met by its world bounds: y in [−k, k], z in [0.5 − k, 0.5 + k] = [−0.20711, 1.20711]; B = (0, 1, 1.1), m = (2, 0, 0): corner circle at (1.5, 0.70711), dy = 0.29289, dx = √(0.1225 − 0.08579) = 0.19161, f = (1.5 − 0.19161)/2 = 0.65420, +0x50 = unit(−1.5, 0.29289) = (−0.98146, 0.19164, 0); at B.z = 1.25 (above the bounds) no hit [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    const k: number = 0.7071067690849304 /* f32#3f3504f3 */;
    U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
    bx.axis1.x = 0;
    bx.axis1.y = k;
    bx.axis1.z = k;
    bx.axis1.w = 0;
    bx.axis2.x = 0;
    bx.axis2.y = -k;
    bx.axis2.z = k;
    bx.axis2.w = 0;
    U5BT_Capsule(cap, 0, 1, 1.100000023841858 /* 1.1f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleBox(c, cap, bx, 2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:217");
    $expect.compare(c.fraction, "==", 0.6541960835456848 /* 0.65419608f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:218");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-0.9814647436141968 /* 0.98146472f */, 0.1916429102420807 /* 0.19164291f */, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:219");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.3083921670913696 /* 1.30839217f */, 1, 1.100000023841858 /* 1.1f */, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:220");
    cap.base.z = 1.25;
    $expect.compare(PhysicsSweep_CapsuleBox(c, cap, bx, 2, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:222");
  });

  it("only the listed fields are written: +0xa0 (slide), +0x88 and the owner fields keep what the slot held [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    c.slide.x = 9;
    c.slide.y = 9;
    c.slide.z = 9;
    c.slide.w = 9;
    c.start_distance = 6.5;
    c.own_owner = 11;
    c.flags = 0xdead;
    $expect.compare(U5BT_CapK(c, 0, 0, 0, 2, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:230");
    $expect.compare([c.slide.x, c.slide.y, c.slide.z, c.slide.w], "==", [9, 9, 9, 9], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:231");
    $expect.compare(c.start_distance, "==", 6.5, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:232");
    $expect.compare(c.own_owner, "==", 11, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:233");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:234");
  });

  it("bad input: a negative capsule radius is refused [002:L1306]", () => {
    $expect.asserts(() => {
      const cap: PhysicsShape = new PhysicsShape();
      const bx: PhysicsShape = new PhysicsShape();
      U5BT_Capsule(cap, 0, 0, 0, -0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
      U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
      const c: Contact = new Contact();
      PhysicsSweep_CapsuleBox(c, cap, bx, 2, 0, 0, 1);
    }, "negative or NaN capsule radius", "spec/ps2/tests/unit05_box_sweeps_tests.spec:237");
  });
});

describe("Box sweeps (designed): box-capsule, the mirror", () => {
  it("box K moving (−2, 0, 0) against the capsule at 0 (the head-on case seen from the box): f = 0.575, +0x50 = (1, 0, 0) (from the capsule towards the box), +0x10 = (−1, 0, 0), +0x90 = 0 − 0.575·(−2, 0, 0) = (1.15, 0, 0), the halves swapped [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    U5BT_Capsule(cap, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
    const c: Contact = new Contact();
    c.own_owner = 11;
    c.other_owner = 22;
    c.own_shape = 33;
    c.other_shape = 44;
    $expect.compare(PhysicsSweep_BoxCapsule(c, bx, cap, -2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:259");
    $expect.compare(c.fraction, "==", 0.574999988079071 /* 0.575f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:260");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:261");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:262");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.149999976158142 /* 1.15f */, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:263");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:264");
    $expect.compare(c.own_owner, "==", 22, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:265");
    $expect.compare(c.other_owner, "==", 11, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:266");
    $expect.compare(c.own_shape, "==", 44, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:267");
    $expect.compare(c.other_shape, "==", 33, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:268");
  });

  it("box K falling (0, 0, −1) onto the capsule at (2, 0, −2.5): the head bump mirrored, f = 0.7, +0x50 = (0, 0, 1) (from the capsule up to the box), +0x90 = (2, 0, −2.5 + 0.7) = (2, 0, −1.8) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    U5BT_Capsule(cap, 2, 0, -2.5, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_BoxCapsule(c, bx, cap, 0, 0, -1, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:276");
    $expect.compare(c.fraction, "==", 0.699999988079071 /* 0.7f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:277");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:278");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [2, 0, -1.7999999523162842 /* 1.8f */, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:279");
  });

  it("box K moving away (2, 0, 0) from the capsule at 0: no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    U5BT_Capsule(cap, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_BoxCapsule(c, bx, cap, 2, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:287");
  });
});

describe("Box sweeps (designed): sphere-box and box-sphere", () => {
  it("sphere into a face: C = (0, 0, 0.5), m = (2, 0, 0): f = (1.5 − 0.25)/2 = 0.625, +0x50 = (−1, 0, 0), +0x10 = (1, 0, 0), +0x90 = (1.25, 0, 0.5), +0xb0 0 [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_SphK(c, 0, 0, 0.5, 2, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:294");
    $expect.compare(c.fraction, "==", 0.625, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:295");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:296");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:297");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.25, 0, 0.5, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:298");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:299");
  });

  it("sphere into an edge: C = (0, 0, 1.2), m = (2, 0, 0): the edge x = 1.5, z = 1, dz = 0.2, dx = √(0.0625 − 0.04) = 0.15, x = 1.35, f = 0.675; start normal unit(−1.5, 0, 0.2) = (−0.99123, 0, 0.13216) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_SphK(c, 0, 0, 1.2000000476837158 /* 1.2f */, 2, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:303");
    $expect.compare(c.fraction, "==", 0.675000011920929 /* 0.675f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:304");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-0.991227924823761 /* 0.9912279f */, 0, 0.13216371834278107 /* 0.13216372f */, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:305");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.350000023841858 /* 1.35f */, 0, 1.2000000476837158 /* 1.2f */, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:306");
  });

  it("sphere into a corner: C = (0, 0.62, 1.09), m = (2, 0, 0): the corner (1.5, 0.5, 1), dy = 0.12, dz = 0.09, dx = √(0.0625 − 0.0144 − 0.0081) = 0.2, x = 1.3, f = 0.65; start normal unit(−1.5, 0.12, 0.09) = (−0.99504, 0.07960, 0.05970) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_SphK(c, 0, 0.6200000047683716 /* 0.62f */, 1.090000033378601 /* 1.09f */, 2, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:310");
    $expect.compare(c.fraction, "==", 0.6499999761581421 /* 0.65f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:311");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-0.9950371980667114 /* 0.99503719f */, 0.07960297912359238 /* 0.07960298f */, 0.059702228754758835 /* 0.05970223f */, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:312");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.2999999523162842 /* 1.3f */, 0.6200000047683716 /* 0.62f */, 1.090000033378601 /* 1.09f */, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:313");
  });

  it("sphere over the edge: C = (0, 0, 1.3), m = (2, 0, 0): 0.3 above the edge > 0.25, no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_SphK(c, 0, 0, 1.2999999523162842 /* 1.3f */, 2, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:317");
  });

  it("sphere head-on at the vertical edge of the box turned 45° about z: f = (1.29289 − 0.25)/2 = 0.52145, +0x50 = (−1, 0, 0) [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const sph: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    U5BT_Sphere(sph, 0, 0, 0.5, 0.25);
    U5BT_BoxRotZ45(bx);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereBox(c, sph, bx, 2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:325");
    $expect.compare(c.fraction, "==", 0.5214465856552124 /* 0.52144661f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:326");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:327");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.0428931713104248 /* 1.04289322f */, 0, 0.5, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:328");
  });

  it("sphere start overlapping (C = (1.3, 0, 0.5)): closing in (0.5, 0, 0) → f = 0, +0x50 = (−1, 0, 0); moving away (−0.5, 0, 0) → no hit [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_SphK(c, 1.2999999523162842 /* 1.3f */, 0, 0.5, 0.5, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:332");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit05_box_sweeps_tests.spec:333");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:334");
    $expect.compare(U5BT_SphK(c, 1.2999999523162842 /* 1.3f */, 0, 0.5, -0.5, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:335");
  });

  it("sphere start touching exactly (C.x = 1.5 − 0.25 = 1.25): closing in → f = 0; along the face (0, 0.5, 0) and a zero move → no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_SphK(c, 1.25, 0, 0.5, 0.5, 0, 0), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:339");
    $expect.compare(c.fraction, "==", 0, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:340");
    $expect.compare(U5BT_SphK(c, 1.25, 0, 0.5, 0, 0.5, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:341");
    $expect.compare(U5BT_SphK(c, 1.25, 0, 0.5, 0, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:342");
  });

  it("sphere moving away from afar: C = (0, 0, 0.5), m = (−2, 0, 0): no hit [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(U5BT_SphK(c, 0, 0, 0.5, -2, 0, 0), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:346");
  });

  it("box-sphere mirror: box K moving (−2, 0, 0) against the sphere (0, 0, 0.5): f = 0.625, +0x50 = (1, 0, 0), +0x10 = (−1, 0, 0), +0x90 = (0, 0, 0.5) − 0.625·(−2, 0, 0) = (1.25, 0, 0.5), the halves swapped [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const sph: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    U5BT_Sphere(sph, 0, 0, 0.5, 0.25);
    U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
    const c: Contact = new Contact();
    c.own_owner = 11;
    c.other_owner = 22;
    $expect.compare(PhysicsSweep_BoxSphere(c, bx, sph, -2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:356");
    $expect.compare(c.fraction, "==", 0.625, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:357");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:358");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:359");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.25, 0, 0.5, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:360");
    $expect.compare(c.own_owner, "==", 22, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:361");
    $expect.compare(c.other_owner, "==", 11, "u32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:362");
  });
});

describe("Box sweeps (designed): the sweep table's box entries", () => {
  it("(3, 1), (1, 3), (2, 1), (1, 2) have entries; (1, 1), (1, 4), (4, 1) stay empty [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(PhysicsSweep_HasPair(3, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:368");
    $expect.compare(PhysicsSweep_HasPair(1, 3), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:369");
    $expect.compare(PhysicsSweep_HasPair(2, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:370");
    $expect.compare(PhysicsSweep_HasPair(1, 2), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:371");
    $expect.compare(PhysicsSweep_HasPair(1, 1), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:372");
    $expect.compare(PhysicsSweep_HasPair(1, 4), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:373");
    $expect.compare(PhysicsSweep_HasPair(4, 1), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:374");
    $expect.compare(PhysicsSweep_HasPair(0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:375");
    $expect.compare(PhysicsSweep_HasPair(1, 5), "==", false, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:376");
  });

  it("PhysicsSweep_Pair dispatches the box entries: capsule into K f = 0.575, K into the capsule f = 0.575, sphere into K f = 0.625, K into the sphere f = 0.625 [002:L1306]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const sph: PhysicsShape = new PhysicsShape();
    const bx: PhysicsShape = new PhysicsShape();
    U5BT_Capsule(cap, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U5BT_Sphere(sph, 0, 0, 0.5, 0.25);
    U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
    const ob: Body = new Body();
    const tb: Body = new Body();
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_Pair(c, ob, cap, tb, bx, 2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:388");
    $expect.compare(c.fraction, "==", 0.574999988079071 /* 0.575f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:389");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:390");
    $expect.compare(PhysicsSweep_Pair(c, ob, bx, tb, cap, -2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:391");
    $expect.compare(c.fraction, "==", 0.574999988079071 /* 0.575f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:392");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:393");
    $expect.compare(PhysicsSweep_Pair(c, ob, sph, tb, bx, 2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:394");
    $expect.compare(c.fraction, "==", 0.625, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:395");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:396");
    $expect.compare(PhysicsSweep_Pair(c, ob, bx, tb, sph, -2, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:397");
    $expect.compare(c.fraction, "==", 0.625, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:398");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:399");
  });

  it("a box-box pair is refused [002:L1306]", () => {
    $expect.asserts(() => {
      const a: PhysicsShape = new PhysicsShape();
      const b: PhysicsShape = new PhysicsShape();
      U5BT_Box(a, 0, 0, 0.5, 0.5, 0.5, 0.5);
      U5BT_Box(b, 2, 0, 0.5, 0.5, 0.5, 0.5);
      const c: Contact = new Contact();
      const ob: Body = new Body();
      const tb: Body = new Body();
      PhysicsSweep_Pair(c, ob, a, tb, b, 2, 0, 0, 1);
    }, "without a sweep table entry", "spec/ps2/tests/unit05_box_sweeps_tests.spec:402");
  });
});

describe("Box sweeps (designed): property tests against dense sampling", () => {
  it("capsule-box: 600 random boxes (plain, turned about z, tilted: the bounds rule) and moves, seed 0x5eed0005, 2000 samples per move [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const st: U5BT_Stats = new U5BT_Stats();
    U5BT_Property(st, 0x5eed0005, 600, 2000, true, 0.00009999999747378752 /* 1e-4f */);
    $expect.compare(st.trials, "==", 600, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:628");
    $expect.compare(st.out_of_range, "==", 0, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:629");
    $expect.compare(st.late, "==", 0, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:630");
    $expect.compare(st.missed, "==", 0, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:631");
    $expect.compare(st.worst_at_f, "<=", 0.00004999999873689376 /* 5e-5f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:632");
    // not vacuous: enough hits and misses checked
    $expect.compare(st.hits, ">=", 100, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:634");
    $expect.compare(st.misses, ">=", 100, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:635");
  });

  it("sphere-box: 600 random boxes (plain, turned about z, any rotation) and moves, seed 0x5eed0006, 2000 samples per move [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const st: U5BT_Stats = new U5BT_Stats();
    U5BT_Property(st, 0x5eed0006, 600, 2000, false, 0.00009999999747378752 /* 1e-4f */);
    $expect.compare(st.trials, "==", 600, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:640");
    $expect.compare(st.out_of_range, "==", 0, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:641");
    $expect.compare(st.late, "==", 0, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:642");
    $expect.compare(st.missed, "==", 0, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:643");
    $expect.compare(st.worst_at_f, "<=", 0.00004999999873689376 /* 5e-5f */, "f32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:644");
    $expect.compare(st.hits, ">=", 100, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:645");
    $expect.compare(st.misses, ">=", 100, "i32", mode, "spec/ps2/tests/unit05_box_sweeps_tests.spec:646");
  });
});
