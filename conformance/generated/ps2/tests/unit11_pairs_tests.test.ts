// GENERATED FILE: do not edit. Conformance tests of module ps2.unit11.pairs_tests from spec/ps2/tests/unit11_pairs_tests.spec (sha256 8fcd5e288df88734).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { U11Scene, U11_Add, U11_Body, U11_Capsule, U11_Init, U11_Met, U11_Pass, U11_PassScene, U11_Query, U11_Sphere, U11_WallScene } from "../support/unit11_pairs_fakes.generated.js";
import { U11P_Capsule, U11P_Segment, U11P_Sentinel, U11P_Sphere } from "../support/unit11_pairs_tests.generated.js";
import { Body } from "../../../../generated/ps2/body.generated.js";
import { Contact } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysicsBody_Sweep } from "../../../../generated/ps2/unit03_sweep.generated.js";
import { SegmentParams, Segment_ClosestPoints } from "../../../../generated/ps2/unit04_overlaps.generated.js";
import { PhysicsBox_Construct, PhysicsBox_SetSize, PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { IPhysics_ShapeHandle, PhysicsBody_AddShape } from "../../../../generated/ps2/unit07_world.generated.js";
import { IPhysics_CollideShape, PhysicsBody_BodyPassMask, PhysicsSweep_CapsuleSegment, PhysicsSweep_HasPair, PhysicsSweep_Pair, PhysicsSweep_SegmentSegment, PhysicsSweep_SegmentSphere, PhysicsSweep_SphereSegment } from "../../../../generated/ps2/unit11_pairs.generated.js";

describe("Unit 11 Test ideas: sphere-segment and the overlap entries", () => {
  it("Sphere-segment: segment (−1, 0, 0)-(1, 0, 0) r 0.05, sphere ((0, −1, 0); 0.1), m = (0, 2, 0): f = 0.5 (closest approach, not the touch at 0.425), +0x88 = 0, +0x10 = (0, 1, 0), +0x50 = (0, −1, 0), +0x90 = 0 [002:L1490]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const sph: PhysicsShape = new PhysicsShape();
    const seg: PhysicsShape = new PhysicsShape();
    U11P_Sphere(sph, 0, -1, 0, 0.10000000149011612 /* 0.1f */);
    U11P_Segment(seg, -1, 0, 0, 1, 0, 0, 0.05000000074505806 /* 0.05f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSegment(c, sph, seg, 0, 2, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:53");
    $expect.compare(c.fraction, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:54");
    $expect.compare(c.start_distance, "==", 0, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:55");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [0, 1, 0, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:56");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, -1, 0, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:57");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:58");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:59");
  });

  it("Sphere-segment: sphere at z 0.1: f = 0.5, +0x88 = 0.1 [002:L1490]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const sph: PhysicsShape = new PhysicsShape();
    const seg: PhysicsShape = new PhysicsShape();
    U11P_Sphere(sph, 0, -1, 0.10000000149011612 /* 0.1f */, 0.10000000149011612 /* 0.1f */);
    U11P_Segment(seg, -1, 0, 0, 1, 0, 0, 0.05000000074505806 /* 0.05f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSegment(c, sph, seg, 0, 2, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:67");
    $expect.compare(c.fraction, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:68");
    $expect.compare(c.start_distance, "==", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:69");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0, 0, 0.10000000149011612 /* 0.1f */, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:70");
  });

  it("Sphere-segment: sphere at z 0.2: no hit [002:L1490]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const sph: PhysicsShape = new PhysicsShape();
    const seg: PhysicsShape = new PhysicsShape();
    U11P_Sphere(sph, 0, -1, 0.20000000298023224 /* 0.2f */, 0.10000000149011612 /* 0.1f */);
    U11P_Segment(seg, -1, 0, 0, 1, 0, 0, 0.05000000074505806 /* 0.05f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSegment(c, sph, seg, 0, 2, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:78");
  });

  it("Segment-sphere with the roles swapped and m = (0, −2, 0) moving the segment: the same fraction, halves swapped [002:L1490]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const seg: PhysicsShape = new PhysicsShape();
    const sph: PhysicsShape = new PhysicsShape();
    U11P_Segment(seg, -1, 0, 0, 1, 0, 0, 0.05000000074505806 /* 0.05f */);
    U11P_Sphere(sph, 0, -1, 0, 0.10000000149011612 /* 0.1f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SegmentSphere(c, seg, sph, 0, -2, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:86");
    $expect.compare(c.fraction, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:87");
    $expect.compare(c.start_distance, "==", 0, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:88");
    // (2, 4) wrote +0x10 = unit(−m) = (0, 1, 0) and +0x50 = (0, −1, 0); the swap exchanges them
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [0, -1, 0, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:90");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 1, 0, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:91");
    // +0x90 is the sphere's centre moved by −f·m, not swapped
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:93");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:94");
  });

  it("Overlap entries: segment-capsule via (4, 3): a hit leaves +0x80 and +0xb0 as the slot held (sentinel survives) [002:L1500]", () => {
    const mode = { "kind": "exact" } as const;
    const seg: PhysicsShape = new PhysicsShape();
    const cap: PhysicsShape = new PhysicsShape();
    U11P_Segment(seg, -1, 0, 1, 1, 0, 1, 0.05000000074505806 /* 0.05f */);
    U11P_Capsule(cap, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    U11P_Sentinel(c);
    const ob: Body = new Body();
    const tb: Body = new Body();
    $expect.compare(PhysicsSweep_HasPair(4, 3), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:105");
    $expect.compare(PhysicsSweep_Pair(c, ob, seg, tb, cap, 0, 3, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:106");
    $expect.compare(c.fraction, "==", 7.25, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:107");
    $expect.compare(c.flags, "==", 0xdead, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:108");
    // nothing else is written either (002 L1316)
    $expect.compare(c.start_distance, "==", 6.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:110");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [8, 8, 8, 8], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:111");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [9, 9, 9, 9], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:112");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [5, 5, 5, 5], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:113");
  });

  it("definition: a zero move gives s = 0 and a zero normal [002:L1416]", () => {
    const mode = { "kind": "abs", "bound": 0.000001, "text": "1e-6" } as const;
    const sph: PhysicsShape = new PhysicsShape();
    const seg: PhysicsShape = new PhysicsShape();
    U11P_Sphere(sph, 0, -0.10000000149011612 /* 0.1f */, 0, 0.10000000149011612 /* 0.1f */);
    U11P_Segment(seg, -1, 0, 0, 1, 0, 0, 0.05000000074505806 /* 0.05f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSegment(c, sph, seg, 0, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:121");
    $expect.compare(c.fraction, "==", 0, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:122");
    $expect.compare(c.start_distance, "==", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:123");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:124");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:125");
  });

  it("definition: Unit 4's absolute parallel threshold: two 2 cm segments at right angles count as parallel (s = 0), the same scaled by 100 give s = t = 0.5 [002:L1416]", () => {
    const mode = { "kind": "abs", "bound": 0.000001, "text": "1e-6" } as const;
    const p: SegmentParams = new SegmentParams();
    Segment_ClosestPoints(p, 0.019999999552965164 /* 0.02f */, 0, 0, 0, 0, 0.019999999552965164 /* 0.02f */, 0, 0, -0.009999999776482582 /* 0.01f */, 0.009999999776482582 /* 0.01f */, 0.0010000000474974513 /* 0.001f */, 0);
    $expect.compare(p.s, "==", 0, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:130");
    $expect.compare(p.t, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:131");
    Segment_ClosestPoints(p, 2, 0, 0, 0, 0, 2, 0, 0, -1, 1, 0.10000000149011612 /* 0.1f */, 0);
    $expect.compare(p.s, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:133");
    $expect.compare(p.t, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:134");
  });

  it("definition: segment-segment (4, 4) and capsule-segment (3, 4) return the overlap's answer, move ignored, nothing written; the capsule reaches r past its top [002:L1421]", () => {
    const mode = { "kind": "exact" } as const;
    const a: PhysicsShape = new PhysicsShape();
    const b: PhysicsShape = new PhysicsShape();
    const cap: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U11P_Sentinel(c);
    U11P_Segment(a, -1, 0, 0, 1, 0, 0, 0.05000000074505806 /* 0.05f */);
    U11P_Segment(b, 0, -1, 0.05000000074505806 /* 0.05f */, 0, 1, 0.05000000074505806 /* 0.05f */, 0.05000000074505806 /* 0.05f */);
    $expect.compare(PhysicsSweep_SegmentSegment(c, a, b, 0, 0, 9, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:144");
    U11P_Segment(b, 0, -1, 1, 0, 1, 1, 0.05000000074505806 /* 0.05f */);
    $expect.compare(PhysicsSweep_SegmentSegment(c, a, b, 0, 0, -9, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:146");
    // Unit 4's true capsule spans [−r, h + r] = [−0.35, 2.15]: a segment at z 2.1 overlaps, at 2.3 not
    U11P_Capsule(cap, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11P_Segment(b, -1, 0, 2.0999999046325684 /* 2.1f */, 1, 0, 2.0999999046325684 /* 2.1f */, 0.05000000074505806 /* 0.05f */);
    $expect.compare(PhysicsSweep_CapsuleSegment(c, cap, b, 5, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:150");
    U11P_Segment(b, -1, 0, 2.299999952316284 /* 2.3f */, 1, 0, 2.299999952316284 /* 2.3f */, 0.05000000074505806 /* 0.05f */);
    $expect.compare(PhysicsSweep_CapsuleSegment(c, cap, b, 5, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:152");
    $expect.compare(c.fraction, "==", 7.25, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:153");
    $expect.compare(c.flags, "==", 0xdead, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:154");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [9, 9, 9, 9], "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:155");
  });

  it("definition: the sweep table has the nine sphere/capsule/segment entries and the four designed box-sphere/box-capsule entries; a box-segment pair is refused [002:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(PhysicsSweep_HasPair(2, 2), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:158");
    $expect.compare(PhysicsSweep_HasPair(3, 4), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:159");
    $expect.compare(PhysicsSweep_HasPair(4, 4), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:160");
    $expect.compare(PhysicsSweep_HasPair(1, 3), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:161");
    $expect.compare(PhysicsSweep_HasPair(3, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:162");
    $expect.compare(PhysicsSweep_HasPair(1, 4), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:163");
    $expect.compare(PhysicsSweep_HasPair(1, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:164");
    $expect.asserts(() => {
      const bx: PhysicsShape = new PhysicsShape();
      bx.type = 1;
      const cap: PhysicsShape = new PhysicsShape();
      U11P_Segment(cap, -1, 0, 0, 1, 0, 0, 0.05000000074505806 /* 0.05f */);
      const c: Contact = new Contact();
      const ob: Body = new Body();
      const tb: Body = new Body();
      PhysicsSweep_Pair(c, ob, bx, tb, cap, 1, 0, 0, 1);
    }, "without a sweep table entry", "spec/ps2/tests/unit11_pairs_tests.spec:165");
  });
});

describe("Unit 11 Test ideas: the body pass", () => {
  it("Body pass: a human mover walking: mask 4; meets the candidates flagged 4 and 0x44, not 0x20 [002:L1501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_PassScene(s, 0x40, 0x1);
    $expect.compare(PhysicsBody_BodyPassMask(s.bodies[0], s.shapes[0], s.hosts), "==", 4, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:182");
    $expect.compare(U11_Pass(s, 0.5, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:183");
    $expect.compare(U11_Met(s, 2), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:184");
    $expect.compare(U11_Met(s, 3), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:185");
    $expect.compare(U11_Met(s, 4), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:186");
  });

  it("Body pass: airborne: mask 0x44; meets the candidates flagged 4 and 0x44 [002:L1501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_PassScene(s, 0x40, 0x1);
    s.owners[0].state = 0x4000000;
    $expect.compare(PhysicsBody_BodyPassMask(s.bodies[0], s.shapes[0], s.hosts), "==", 0x44, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:192");
    $expect.compare(U11_Pass(s, 0.5, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:193");
    $expect.compare(U11_Met(s, 2), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:194");
    $expect.compare(U11_Met(s, 3), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:195");
    $expect.compare(U11_Met(s, 4), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:196");
  });

  it("Body pass: charging and airborne: mask 0x64; meets all three candidates [002:L1501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_PassScene(s, 0x40, 0x3);
    s.owners[0].state = 0x4000000;
    $expect.compare(PhysicsBody_BodyPassMask(s.bodies[0], s.shapes[0], s.hosts), "==", 0x64, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:202");
    $expect.compare(U11_Pass(s, 0.5, 0, 0, 0), "==", 3, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:203");
    $expect.compare(U11_Met(s, 2), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:204");
    $expect.compare(U11_Met(s, 3), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:205");
    $expect.compare(U11_Met(s, 4), "==", true, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:206");
  });

  it("Body pass: gait 4: mask 0x40004 [002:L1501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_PassScene(s, 0x40, 0x1);
    s.hosts.gait_value = 4;
    $expect.compare(PhysicsBody_BodyPassMask(s.bodies[0], s.shapes[0], s.hosts), "==", 0x40004, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:212");
    $expect.compare(U11_Pass(s, 0.5, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:213");
    $expect.compare(U11_Met(s, 4), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:214");
  });

  it("Body pass: player 1: mask 0x100004 [002:L1501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_PassScene(s, 0x40, 0x1);
    s.hosts.player_value = 1;
    $expect.compare(PhysicsBody_BodyPassMask(s.bodies[0], s.shapes[0], s.hosts), "==", 0x100004, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:220");
    $expect.compare(U11_Pass(s, 0.5, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:221");
    $expect.compare(U11_Met(s, 4), "==", false, "bool", mode, "spec/ps2/tests/unit11_pairs_tests.spec:222");
  });

  it("Body pass: a non-human mover: mask 2; none of the candidates (4, 0x44, 0x20) is met [002:L1501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_PassScene(s, 0x8, 0x1);
    $expect.compare(PhysicsBody_BodyPassMask(s.bodies[0], s.shapes[0], s.hosts), "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:227");
    $expect.compare(U11_Pass(s, 0.5, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:228");
    // a non-human mover's data is not asked
    $expect.compare(s.hosts.holds_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:230");
  });

  it("Body pass: a candidate with two capsules that both hit gives one contact (the first in the chain, at 0.8, not the nearer at 0.3) [002:L1501]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1.5, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Capsule(s, 1, 2, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    $expect.compare(U11_Pass(s, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:242");
    const c: Contact = s.list.pool[s.list.sorted[0]];
    $expect.compare(c.fraction, "==", 0.800000011920929 /* 0.8f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:244");
    $expect.compare(c.other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:245");
    $expect.compare(c.other_shape, "==", IPhysics_ShapeHandle(s.phys, s.shapes[1]), "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:246");
    $expect.compare(c.own_owner, "==", 1, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:247");
    $expect.compare(c.own_shape, "==", 1, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:248");
    $expect.compare(c.triangle, "==", 0, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:249");
  });

  it("Body pass: the same through IPhysics_CollideShape gives two (0.3, then 0.8) [002:L1501]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1.5, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Capsule(s, 1, 2, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Query(s, 0x2, 5);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:262");
    $expect.compare(s.out.pool[0].fraction, "==", 0.30000001192092896 /* 0.3f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:263");
    $expect.compare(s.out.pool[0].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:264");
    $expect.compare(s.out.pool[0].other_shape, "==", IPhysics_ShapeHandle(s.phys, s.shapes[2]), "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:265");
    $expect.compare(s.out.pool[1].fraction, "==", 0.800000011920929 /* 0.8f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:266");
    $expect.compare(s.out.pool[1].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:267");
    $expect.compare(s.out.pool[1].other_shape, "==", IPhysics_ShapeHandle(s.phys, s.shapes[1]), "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:268");
  });

  it("definition: holding (0x00226660(owner, 0x800)) gives 0x44 as airborne does; it is not asked when airborne [002:L1427]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_PassScene(s, 0x40, 0x1);
    s.hosts.holding = true;
    $expect.compare(PhysicsBody_BodyPassMask(s.bodies[0], s.shapes[0], s.hosts), "==", 0x44, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:274");
    $expect.compare(s.hosts.holds_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:275");
    $expect.compare(s.hosts.holds_flag, "==", 0x800, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:276");
    s.owners[0].state = 0x4000000;
    $expect.compare(PhysicsBody_BodyPassMask(s.bodies[0], s.shapes[0], s.hosts), "==", 0x44, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:278");
    $expect.compare(s.hosts.holds_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:279");
  });

  it("definition: a candidate in the mover's non-zero group is skipped, and one the mover's owner refuses (slot +0x110) [002:L1429]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_PassScene(s, 0x40, 0x1);
    s.bodies[0].group = 3;
    s.bodies[1].group = 3;
    s.hosts.refuse = s.owners[2];
    $expect.compare(U11_Pass(s, 0.5, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:287");
    // the group test comes first: slot +0x110 is asked for body 2 only
    $expect.compare(s.hosts.meet_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:289");
    s.bodies[1].group = 4;
    s.hosts.refuse = null;
    $expect.compare(U11_Pass(s, 0.5, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:292");
  });

  it("definition: a shape is tried only when enabled: a box out of reach (above the capsule) and a disabled capsule are passed over, the next capsule hits [002:L1429]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    const bx: PhysicsShape = s.shapes[1];
    PhysicsBox_Construct(bx);
    PhysicsBox_SetSize(bx, 0.4000000059604645 /* 0.4f */, 0.4000000059604645 /* 0.4f */, 0.4000000059604645 /* 0.4f */);
    // z in [2.8, 3.2], above the capsule's [0, 1.8]: the designed capsule-box entry misses
    bx.position.x = 1;
    bx.position.y = 0;
    bx.position.z = 3;
    bx.position.w = 1;
    PhysicsBody_AddShape(s.phys, s.bodies[1], bx);
    U11_Capsule(s, 1, 2, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    s.shapes[2].flags = 0;
    U11_Capsule(s, 1, 3, 1.5, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    $expect.compare(U11_Pass(s, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:311");
    const c: Contact = s.list.pool[s.list.sorted[0]];
    $expect.compare(c.fraction, "==", 0.800000011920929 /* 0.8f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:313");
    $expect.compare(c.other_shape, "==", IPhysics_ShapeHandle(s.phys, s.shapes[3]), "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:314");
  });
});

describe("Unit 11 Test ideas: humans and walls in one pass", () => {
  it("Through PhysicsBody_Sweep with a fake mesh contact at 0.6 and a capsule met at 0.3, answers 4 for the human: the human's contact is resolved, the wall's is not reached in pass 1 [002:L1502]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const s: U11Scene = new U11Scene();
    U11_WallScene(s, 0.3499999940395355 /* 0.35f */, 1, 0.6000000238418579 /* 0.6f */, 4);
    // dt 0.5 and v (2, 0, 0): D = (1, 0, 0), the capsules meet at 0.3
    PhysicsBody_Sweep(0.5, s.phys, s.bodies[0], 2, 0, 0, 1, s.disp, s.owners[0], s.slots);
    $expect.compare(s.backend.mesh_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:324");
    $expect.compare(s.backend.body_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:325");
    $expect.compare(s.owners[0].contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:326");
    $expect.compare(s.owners[0].seen_fraction[0], "==", 0.30000001192092896 /* 0.3f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:327");
    $expect.compare(s.owners[0].seen_other[0], "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:328");
    // code 4 pushed the other human (body vtable slot +0x50)
    $expect.compare(s.slots.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:330");
    $expect.compare(s.slots.index, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:331");
  });

  it("A mesh and a body contact both at 0.5: the mesh's first in the walk [002:L1502]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    // radii 0.25: the capsules meet at exactly 0.5 for D = (1, 0, 0)
    U11_WallScene(s, 0.25, 1, 0.5, 0);
    PhysicsBody_Sweep(0.5, s.phys, s.bodies[0], 2, 0, 0, 1, s.disp, s.owners[0], s.slots);
    $expect.compare(s.owners[0].contact_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:338");
    $expect.compare(s.owners[0].seen_fraction[0], "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:339");
    $expect.compare(s.owners[0].seen_fraction[1], "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:340");
    $expect.compare(s.owners[0].seen_other[0], "==", 0, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:341");
    $expect.compare(s.owners[0].seen_other[1], "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:342");
  });

  it("A mesh and a body contact both at 0.5 through IPhysics_CollideShape: the body's first [002:L1502]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_WallScene(s, 0.25, 1, 0.5, 0);
    U11_Query(s, 0x3, 2);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:348");
    $expect.compare(s.out.pool[0].fraction, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:349");
    $expect.compare(s.out.pool[0].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:350");
    $expect.compare(s.out.pool[1].fraction, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:351");
    $expect.compare(s.out.pool[1].other_owner, "==", 0, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:352");
    $expect.compare(s.out.pool[1].triangle, "==", s.tri, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:353");
  });
});

describe("Unit 11 Test ideas: IPhysics_CollideShape options", () => {
  it("CollideShape options: max 1 with two hits returns the nearer (found second) [002:L1503]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    // body 1 comes first in the list (min x 0.65) and is met at 0.63944; body 2 (min x 0.85) at 0.5
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1, 0.6000000238418579 /* 0.6f */, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x4, 0x40);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 2);
    U11_Query(s, 0x2, 1);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:372");
    $expect.compare(s.out.pool[0].other_owner, "==", 3, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:373");
    $expect.compare(s.out.pool[0].fraction, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:374");
    U11_Query(s, 0x2, 2);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:376");
    $expect.compare(s.out.pool[1].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:377");
    $expect.compare(s.out.pool[1].fraction, "==", 0.6394400000572205 /* 0.63944f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:378");
  });

  it("CollideShape options: option 0x2000 naming the mover's own owner removes its self-contact [002:L1503]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x8);
    U11_Sphere(s, 0, 0, 0, 0, 0, 0.5);
    U11_Add(s, 0);
    U11_Query(s, 0x2, 5);
    // without 0x2000 the querying body is a candidate: its sphere touches itself at fraction 0
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:388");
    $expect.compare(s.out.pool[0].other_owner, "==", 1, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:389");
    $expect.compare(s.out.pool[0].fraction, "==", 0, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:390");
    U11_Query(s, 0x2002, 5);
    s.query.ignored = s.owners[0];
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:393");
  });

  it("CollideShape options: 0x800 with +0x1c = 4 drops a candidate without BLOCKHUMANS [002:L1503]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x8);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x0, 0x8);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 2);
    U11_Query(s, 0x2002, 5);
    s.query.ignored = s.owners[0];
    s.query.flag_mask = 4;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:410");
    s.query.options = 0x2802;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:412");
    $expect.compare(s.out.pool[0].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:413");
  });

  it("CollideShape options: 0x10000 with 0x4000000 drops an airborne owner's body [002:L1503]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x4, 0x40);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 2);
    s.owners[1].state = 0x4000000;
    U11_Query(s, 0x2002, 5);
    s.query.ignored = s.owners[0];
    s.query.excluded_state = 0x4000000;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:431");
    s.query.options = 0x12002;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:433");
    $expect.compare(s.out.pool[0].other_owner, "==", 3, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:434");
  });

  it("CollideShape options: option 0x80 makes no difference (same-group bodies are always skipped) [002:L1503]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x4, 0x40);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 2);
    s.bodies[0].group = 5;
    s.bodies[1].group = 5;
    s.bodies[2].group = 6;
    U11_Query(s, 0x2, 5);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:452");
    $expect.compare(s.out.pool[0].other_owner, "==", 3, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:453");
    U11_Query(s, 0x82, 5);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:455");
    $expect.compare(s.out.pool[0].other_owner, "==", 3, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:456");
  });

  it("definition: option 0x1 calls the type's mesh sweep with count, 50 − count, the whole option word and the n.z range; its contacts are inserted with other owner 0 [002:L1454]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const s: U11Scene = new U11Scene();
    U11_WallScene(s, 0.3499999940395355 /* 0.35f */, 1, 0.10000000149011612 /* 0.1f */, 0);
    U11_Query(s, 0x2004f, 2);
    s.query.nz_min = 0;
    s.query.nz_max = 0.699999988079071 /* 0.7f */;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:464");
    $expect.compare(s.backend.mesh_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:465");
    $expect.compare(s.backend.start, "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:466");
    $expect.compare(s.backend.max, "==", 49, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:467");
    $expect.compare(s.backend.options, "==", 0x2004f, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:468");
    $expect.compare(s.backend.nz_min, "==", 0, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:469");
    $expect.compare(s.backend.nz_max, "==", 0.699999988079071 /* 0.7f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:470");
    $expect.compare(s.out.pool[0].fraction, "==", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:471");
    $expect.compare(s.out.pool[0].other_owner, "==", 0, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:472");
    $expect.compare(s.out.pool[0].other_shape, "==", 0, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:473");
    $expect.compare(s.out.pool[0].own_owner, "==", 1, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:474");
    $expect.compare(s.out.pool[0].triangle, "==", s.tri, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:475");
    $expect.compare(s.out.pool[1].fraction, "==", 0.30000001192092896 /* 0.3f */, "f32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:476");
    $expect.compare(s.out.pool[1].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:477");
    $expect.compare(s.out.pool[1].triangle, "==", 0, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:478");
  });

  it("definition: without option 0x2 no bodies are tried; option 0x10 passes the type mask +0x14 (else −1) [002:L1442]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x4, 0x8);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 2);
    U11_Query(s, 0x0, 5);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:493");
    U11_Query(s, 0x2, 5);
    s.query.type_mask = 8;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:496");
    s.query.options = 0x12;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:498");
    $expect.compare(s.out.pool[0].other_owner, "==", 3, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:499");
  });

  it("definition: option 0x400 uses the box node at +0x08 (grown by the move) instead of the shape's bounds [002:L1439]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Query(s, 0x2, 5);
    s.node.min.x = 0;
    s.node.min.y = 5;
    s.node.min.z = 0;
    s.node.min.w = 1;
    s.node.max.x = 0.5;
    s.node.max.y = 6;
    s.node.max.z = 1;
    s.node.max.w = 1;
    s.query.box = s.node;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:514");
    // a node away from the candidate in y: nothing is met, though the capsules would hit
    s.query.options = 0x402;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:517");
  });

  it("definition: option 0x1000 excludes candidates with a body flag of +0x20 [002:L1445]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x204, 0x40);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x4, 0x40);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 2);
    U11_Query(s, 0x2, 5);
    s.query.excluded_flags = 0x200;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:533");
    s.query.options = 0x1002;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:535");
    $expect.compare(s.out.pool[0].other_owner, "==", 3, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:536");
  });

  it("definition: option 0x40000 asks the callback +0x38 with (own owner, candidate owner); 0 excludes [002:L1448]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x4, 0x40);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 2);
    s.keep.refuse = s.owners[1];
    U11_Query(s, 0x2002, 5);
    s.query.ignored = s.owners[0];
    s.query.keep = s.keep;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:554");
    $expect.compare(s.keep.calls, "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:555");
    s.query.options = 0x42002;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:557");
    $expect.compare(s.out.pool[0].other_owner, "==", 3, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:558");
    $expect.compare(s.keep.calls, "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:559");
  });

  it("definition: bits 0x100 and 0x200 do nothing: slot +0x110 is always asked and disabled shapes are never tried [002:L1457]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x4, 0x40);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    s.shapes[2].flags = 0;
    U11_Add(s, 2);
    s.hosts.refuse = s.owners[1];
    U11_Query(s, 0x2002, 5);
    s.query.ignored = s.owners[0];
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:577");
    $expect.compare(s.hosts.meet_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:578");
    s.query.options = 0x2302;
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:580");
    $expect.compare(s.hosts.meet_calls, "==", 4, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:581");
  });

  it("definition: the copy-out is min(count, +0x18): max 0 copies nothing, max 5 with two hits copies two [002:L1455]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U11Scene = new U11Scene();
    U11_Init(s);
    U11_Body(s, 0, 0x1, 0x40);
    U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 0);
    U11_Body(s, 1, 0x4, 0x40);
    U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 1);
    U11_Body(s, 2, 0x4, 0x40);
    U11_Capsule(s, 2, 2, 1.2000000476837158 /* 1.2f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11_Add(s, 2);
    U11P_Sentinel(s.out.pool[0]);
    U11_Query(s, 0x2, 0);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:597");
    $expect.compare(s.out.pool[0].flags, "==", 0xdead, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:598");
    U11_Query(s, 0x2, 5);
    $expect.compare(IPhysics_CollideShape(s.phys, s.out, s.query, 1, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:600");
    $expect.compare(s.out.pool[0].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:601");
    $expect.compare(s.out.pool[1].other_owner, "==", 3, "u32", mode, "spec/ps2/tests/unit11_pairs_tests.spec:602");
  });
});
