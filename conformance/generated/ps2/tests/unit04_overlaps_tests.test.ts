// GENERATED FILE: do not edit. Conformance tests of module ps2.unit04.overlaps_tests from spec/ps2/tests/unit04_overlaps_tests.spec (sha256 77b5ce33e600e5a8).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { U4T_Capsule, U4T_Segment, U4T_Sphere } from "../support/unit04_overlaps_tests.generated.js";
import { Contact } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysicsOverlap_CapsuleCapsule, PhysicsOverlap_CapsuleSphere, PhysicsOverlap_SphereCapsule, PhysicsOverlap_SphereSphere, Unit4Overlaps, Unit4Overlaps_Overlap } from "../../../../generated/ps2/unit04_overlaps.generated.js";
import { PhysicsBox_Construct, PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";

describe("the designed static overlaps (D-U4-2; 002 L1316-L1319 give what the pairs stand on)", () => {
  it("sphere-sphere: 1.0 apart with radii 0.5 + 0.5 touch (touching counts), 1.01 apart do not; the normal points from the other to the own [002:L1316]", () => {
    const mode = { "kind": "exact" } as const;
    const a: PhysicsShape = new PhysicsShape();
    const b: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U4T_Sphere(a, 0, 0, 0, 0.5);
    U4T_Sphere(b, 1, 0, 0, 0.5);
    $expect.compare(PhysicsOverlap_SphereSphere(c, a, b), "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:35");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:36");
    $expect.compare(c.fraction, "==", 0, "f32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:37");
    U4T_Sphere(b, 1.0099999904632568 /* 1.01f */, 0, 0, 0.5);
    $expect.compare(PhysicsOverlap_SphereSphere(c, a, b), "==", 0, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:39");
  });

  it("sphere-capsule: beside the axis the distance is horizontal; above it the top hemisphere (centre at B.z + h − r) counts [002:L1319]", () => {
    const mode = { "kind": "exact" } as const;
    const s: PhysicsShape = new PhysicsShape();
    const k: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U4T_Capsule(k, 0, 0, 0, 0.5, 2);
    // beside, at mid-height: 0.75 from the axis, radii 0.25 + 0.5
    U4T_Sphere(s, 0.75, 0, 1, 0.25);
    $expect.compare(PhysicsOverlap_SphereCapsule(c, s, k), "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:49");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [1, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:50");
    U4T_Sphere(s, 0.7599999904632568 /* 0.76f */, 0, 1, 0.25);
    $expect.compare(PhysicsOverlap_SphereCapsule(c, s, k), "==", 0, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:52");
    // straight above: the axis ends at 1.5, so a 0.25 sphere touches at z = 2.25 (not 2.0 + 0.25 + 0.5)
    U4T_Sphere(s, 0, 0, 2.25, 0.25);
    $expect.compare(PhysicsOverlap_SphereCapsule(c, s, k), "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:55");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 1, 0], "f32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:56");
    U4T_Sphere(s, 0, 0, 2.259999990463257 /* 2.26f */, 0.25);
    $expect.compare(PhysicsOverlap_SphereCapsule(c, s, k), "==", 0, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:58");
  });

  it("capsule-sphere is the mirror: the same answer with the normal reversed [002:L1319]", () => {
    const mode = { "kind": "exact" } as const;
    const s: PhysicsShape = new PhysicsShape();
    const k: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U4T_Capsule(k, 0, 0, 0, 0.5, 2);
    U4T_Sphere(s, 0.75, 0, 1, 0.25);
    $expect.compare(PhysicsOverlap_CapsuleSphere(c, k, s), "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:67");
    // negated: x −1, and y, z zeros (their sign flipped with the rest)
    $expect.compare(c.normal.x, "==", -1, "f32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:69");
    $expect.compare(Math.fround(Math.abs(c.normal.y) + Math.abs(c.normal.z)), "==", 0, "f32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:70");
  });

  it("capsule-capsule: two 0.35 humans 0.7 apart touch, 0.71 apart do not; one standing on the other's head (axes 1.1 … 1.45 and 2.15 …) does not overlap until the rounded ends meet [002:L1319]", () => {
    const mode = { "kind": "exact" } as const;
    const a: PhysicsShape = new PhysicsShape();
    const b: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U4T_Capsule(a, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U4T_Capsule(b, 0.699999988079071 /* 0.7f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    $expect.compare(PhysicsOverlap_CapsuleCapsule(c, a, b), "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:79");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:80");
    U4T_Capsule(b, 0.7099999785423279 /* 0.71f */, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    $expect.compare(PhysicsOverlap_CapsuleCapsule(c, a, b), "==", 0, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:82");
    // b's bottom hemisphere centre at b.z + 0.35; a's top one at 1.45: touching when b.z + 0.35 − 1.45 = 0.7
    U4T_Capsule(b, 0, 0, 1.7999999523162842 /* 1.8f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    $expect.compare(PhysicsOverlap_CapsuleCapsule(c, a, b), "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:85");
    U4T_Capsule(b, 0, 0, 1.809999942779541 /* 1.81f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    $expect.compare(PhysicsOverlap_CapsuleCapsule(c, a, b), "==", 0, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:87");
  });

  it("sphere-segment and segment-sphere through the table: the segment's closest point within r_s + r_seg [002:L1316]", () => {
    const mode = { "kind": "exact" } as const;
    const s: PhysicsShape = new PhysicsShape();
    const g: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U4T_Segment(g, -1, 0, 0, 1, 0, 0, 0.25);
    U4T_Sphere(s, 0.5, 0.5, 0, 0.25);
    $expect.compare(Unit4Overlaps_Overlap(c, s, g), "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:96");
    $expect.compare(Unit4Overlaps_Overlap(c, g, s), "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:97");
    // past the segment's end: the end point decides
    U4T_Sphere(s, 1.5, 0, 0, 0.23999999463558197 /* 0.24f */);
    $expect.compare(Unit4Overlaps_Overlap(c, s, g), "==", 0, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:100");
    $expect.compare(Unit4Overlaps_Overlap(c, g, s), "==", 0, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:101");
  });

  it("the table: sphere, capsule and segment pairs have entries, boxes none (a box pair is refused); mesh overlaps exist for sphere, box and capsule [002:L1316]", () => {
    const mode = { "kind": "exact" } as const;
    const t: Unit4Overlaps = new Unit4Overlaps();
    $expect.truth(t!.has_pair(2, 3), "spec/ps2/tests/unit04_overlaps_tests.spec:106");
    $expect.truth(t!.has_pair(3, 3), "spec/ps2/tests/unit04_overlaps_tests.spec:107");
    $expect.truth(t!.has_pair(4, 2), "spec/ps2/tests/unit04_overlaps_tests.spec:108");
    $expect.truth(!t!.has_pair(1, 2), "spec/ps2/tests/unit04_overlaps_tests.spec:109");
    $expect.truth(!t!.has_pair(3, 1), "spec/ps2/tests/unit04_overlaps_tests.spec:110");
    $expect.truth(t!.has_mesh_overlap(1), "spec/ps2/tests/unit04_overlaps_tests.spec:111");
    $expect.truth(t!.has_mesh_overlap(3), "spec/ps2/tests/unit04_overlaps_tests.spec:112");
    $expect.truth(!t!.has_mesh_overlap(4), "spec/ps2/tests/unit04_overlaps_tests.spec:113");
    const a: PhysicsShape = new PhysicsShape();
    const b: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    PhysicsBox_Construct(a);
    U4T_Sphere(b, 0, 0, 0, 1);
    $expect.asserts(() => {
      t!.overlap(c, a, b);
    }, "types 1 and 2", "spec/ps2/tests/unit04_overlaps_tests.spec:119");
    $expect.compare(t.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit04_overlaps_tests.spec:120");
  });
});
