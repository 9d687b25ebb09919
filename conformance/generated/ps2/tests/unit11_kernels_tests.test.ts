// GENERATED FILE: do not edit. Conformance tests of module ps2.unit11.kernels_tests from spec/ps2/tests/unit11_kernels_tests.spec (sha256 faf21e9e080f1498).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Vec4 } from "../../../../runtime/index.js";
import { U11T_Capsule, U11T_Sphere } from "../support/unit11_kernels_tests.generated.js";
import { Body } from "../../../../generated/ps2/body.generated.js";
import { Contact } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { PhysicsSweep_CapsuleCapsule, PhysicsSweep_CapsuleSphere, PhysicsSweep_SphereCapsule, PhysicsSweep_SphereSphere, SweepCircleTimes, SweepHits, SweepInterval, Sweep_CircleCircle2D, Sweep_FilterRoots, Sweep_IntervalOverlap, Sweep_SphereCapsule, Sweep_SphereSphere, Vec_MakePerpendicularBasis } from "../../../../generated/ps2/unit11_kernels.generated.js";

const _s0 = new Vec4(), _s1 = new Vec4(), _s2 = new Vec4(), _s3 = new Vec4(), _s4 = new Vec4(), _s5 = new Vec4(), _s6 = new Vec4(), _s7 = new Vec4();

describe("Unit 11 Test ideas: sphere-sphere", () => {
  it("Sphere-sphere kernel: P = (2, 0, 0), m = (−4, 0, 0), C = 0, R = 1: roots −0.75, −0.25, none kept by the filter [002:L1477]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const h: SweepHits = new SweepHits();
    $expect.compare(Sweep_SphereSphere(h, 2, 0, 0, 1, -4, 0, 0, 1, 0, 0, 0, 1, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:28");
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:29");
    $expect.compare(h.t[0], "==", -0.75, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:30");
    $expect.compare(h.t[1], "==", -0.25, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:31");
    Sweep_FilterRoots(h);
    $expect.compare(h.count, "==", 0, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:33");
  });

  it("Sphere-sphere kernel: same with m = (4, 0, 0): roots 0.25, 0.75 [002:L1477]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const h: SweepHits = new SweepHits();
    $expect.compare(Sweep_SphereSphere(h, 2, 0, 0, 1, 4, 0, 0, 1, 0, 0, 0, 1, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:37");
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:38");
    $expect.compare(h.t[0], "==", 0.25, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:39");
    $expect.compare(h.t[1], "==", 0.75, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:40");
    Sweep_FilterRoots(h);
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:42");
    $expect.compare(h.t[0], "==", 0.25, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:43");
  });

  it("Sphere-sphere head-on: own (0; 0.5), other ((2, 0, 0); 0.5), move (4, 0, 0): f = 0.25, +0x50 = (−1, 0, 0), +0x10 = (1, 0, 0), +0x90 = (1, 0, 0), +0xb0 0 [002:L1478]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0, 0, 0, 0.5);
    U11T_Sphere(other, 2, 0, 0, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSphere(c, own, other, 4, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:51");
    $expect.compare(c.fraction, "==", 0.25, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:52");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:53");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:54");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:55");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:56");
  });

  it("Glancing, start normal: own at (0, 0.8, 0): f = 0.35, +0x90 = (1.4, 0.8, 0), +0x50 = (−0.92848, 0.37139, 0) [002:L1479]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0, 0.800000011920929 /* 0.8f */, 0, 0.5);
    U11T_Sphere(other, 2, 0, 0, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSphere(c, own, other, 4, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:64");
    $expect.compare(c.fraction, "==", 0.3499999940395355 /* 0.35f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:65");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1.399999976158142 /* 1.4f */, 0.800000011920929 /* 0.8f */, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:66");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-0.9284800291061401 /* 0.92848f */, 0.3713900148868561 /* 0.37139f */, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:67");
  });

  it("Glancing: own at (0, 1.2, 0): no hit [002:L1479]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0, 1.2000000476837158 /* 1.2f */, 0, 0.5);
    U11T_Sphere(other, 2, 0, 0, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSphere(c, own, other, 4, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:75");
  });

  it("Already touching: own (0; 0.5), other ((0.5, 0, 0); 0.5), move (−1, 0, 0) (away): hit, f = 0 [002:L1480]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0, 0, 0, 0.5);
    U11T_Sphere(other, 0.5, 0, 0, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSphere(c, own, other, -1, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:83");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:84");
  });

  it("Spheres already touching at the start hit at fraction 0 whatever the move, also a zero move [002:L1343]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0, 0, 0, 0.5);
    U11T_Sphere(other, 0.5, 0, 0, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSphere(c, own, other, 0, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:92");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:93");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:94");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:95");
  });

  it("Already touching: move (0.0005, 0, 0) from 2 m apart: no hit (|m|² < 1e-6) [002:L1480]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0, 0, 0, 0.5);
    U11T_Sphere(other, 2, 0, 0, 0.5);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereSphere(c, own, other, 0.0005000000237487257 /* 0.0005f */, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:103");
  });
});

describe("Unit 11 Test ideas: circles and intervals", () => {
  it("Circles: r 0.35 each, c1 = 0, c2 = (1, 0, 0), m = (0.5, 0, 0), flag 1: (0.6, 3.4) [002:L1481]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const ct: SweepCircleTimes = new SweepCircleTimes();
    $expect.compare(Sweep_CircleCircle2D(0.3499999940395355 /* 0.35f */, 0.3499999940395355 /* 0.35f */, ct, 0, 0, 0, 1, 1, 0, 0, 1, 0.5, 0, 0, 1, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:110");
    $expect.compare(ct.t0, "==", 0.6000000238418579 /* 0.6f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:111");
    $expect.compare(ct.t1, "==", 3.4000000953674316 /* 3.4f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:112");
  });

  it("Circles: c2 = (0.5, 0, 0), m = (0.1, 0, 0): (0, 1) [002:L1481]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const ct: SweepCircleTimes = new SweepCircleTimes();
    $expect.compare(Sweep_CircleCircle2D(0.3499999940395355 /* 0.35f */, 0.3499999940395355 /* 0.35f */, ct, 0, 0, 0, 1, 0.5, 0, 0, 1, 0.10000000149011612 /* 0.1f */, 0, 0, 1, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:116");
    $expect.compare(ct.t0, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:117");
    $expect.compare(ct.t1, "==", 1, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:118");
  });

  it("Circles: c2 = (0.5, 0, 0), m = (−0.1, 0, 0): no hit [002:L1481]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const ct: SweepCircleTimes = new SweepCircleTimes();
    $expect.compare(Sweep_CircleCircle2D(0.3499999940395355 /* 0.35f */, 0.3499999940395355 /* 0.35f */, ct, 0, 0, 0, 1, 0.5, 0, 0, 1, -0.10000000149011612 /* 0.1f */, 0, 0, 1, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:122");
  });

  it("Circles: flag 0, c2 = (1, 0, 0), m = (−0.5, 0, 0): (−3.4, −0.6) returned [002:L1481]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const ct: SweepCircleTimes = new SweepCircleTimes();
    $expect.compare(Sweep_CircleCircle2D(0.3499999940395355 /* 0.35f */, 0.3499999940395355 /* 0.35f */, ct, 0, 0, 0, 1, 1, 0, 0, 1, -0.5, 0, 0, 1, 0), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:126");
    $expect.compare(ct.t0, "==", -3.4000000953674316 /* 3.4f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:127");
    $expect.compare(ct.t1, "==", -0.6000000238418579 /* 0.6f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:128");
  });

  it("Circles: flag 0 and a zero move, not overlapping: 0/0 gives −FLT_MAX on the EE (both times), returned [002:L1354]", () => {
    const mode = { "kind": "exact" } as const;
    const ct: SweepCircleTimes = new SweepCircleTimes();
    $expect.compare(Sweep_CircleCircle2D(0.3499999940395355 /* 0.35f */, 0.3499999940395355 /* 0.35f */, ct, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 0), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:132");
    $expect.compare(ct.t0, "==", -3.4028234663852886e+38 /* f32#ff7fffff */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:133");
    $expect.compare(ct.t1, "==", -3.4028234663852886e+38 /* f32#ff7fffff */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:134");
  });

  it("Intervals: A = [1, 2.8], B = [−0.2, 0.8], v = 0.5: overlap, lo = 0.4, hi = 1 [002:L1482]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const w: SweepInterval = new SweepInterval();
    w.lo = 0;
    w.hi = 1;
    $expect.compare(Sweep_IntervalOverlap(w, 1, 0.5, 1, 2.799999952316284 /* 2.8f */, -0.20000000298023224 /* 0.2f */, 0.800000011920929 /* 0.8f */), "==", 0, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:140");
    $expect.compare(w.lo, "==", 0.4000000059604645 /* 0.4f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:141");
    $expect.compare(w.hi, "==", 1, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:142");
  });

  it("Intervals: A = [0, 1.8], B = [2.3, 4.1], v = −1: lo = 0.5 [002:L1482]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const w: SweepInterval = new SweepInterval();
    w.lo = 0;
    w.hi = 1;
    $expect.compare(Sweep_IntervalOverlap(w, 1, -1, 0, 1.7999999523162842 /* 1.8f */, 2.299999952316284 /* 2.3f */, 4.099999904632568 /* 4.1f */), "==", 0, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:148");
    $expect.compare(w.lo, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:149");
    $expect.compare(w.hi, "==", 1, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:150");
  });

  it("Intervals: A = [1, 2.8], B = [−1, 0.5], v = 0: separated [002:L1482]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const w: SweepInterval = new SweepInterval();
    w.lo = 0;
    w.hi = 1;
    $expect.compare(Sweep_IntervalOverlap(w, 1, 0, 1, 2.799999952316284 /* 2.8f */, -1, 0.5), "==", 1, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:156");
  });

  it("Intervals: A = [2, 3.8], B = [−1, 0.8], v = 0.5: lo = 2.4 > 1, separated [002:L1482]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const w: SweepInterval = new SweepInterval();
    w.lo = 0;
    w.hi = 1;
    $expect.compare(Sweep_IntervalOverlap(w, 1, 0.5, 2, 3.799999952316284 /* 3.8f */, -1, 0.800000011920929 /* 0.8f */), "==", 1, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:162");
    $expect.compare(w.lo, "==", 2.4000000953674316 /* 2.4f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:163");
  });

  it("Intervals: overlapping, v = 0: lo = 0, hi = 1 (whatever came in) [002:L1482]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const w: SweepInterval = new SweepInterval();
    w.lo = 0.25;
    w.hi = 0.5;
    $expect.compare(Sweep_IntervalOverlap(w, 1, 0, 0, 1.7999999523162842 /* 1.8f */, 0.5, 2.299999952316284 /* 2.3f */), "==", 0, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:169");
    $expect.compare(w.lo, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:170");
    $expect.compare(w.hi, "==", 1, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:171");
  });
});

describe("Unit 11 Test ideas: capsule-capsule", () => {
  it("Capsules head-on: B1 = 0, B2 = (1, 0, 0), m = (0.5, 0, 0): f = 0.6, +0x50 = (−1, 0, 0), +0x90 = (0.3, 0, 0), +0xb0 0 [002:L1483]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0.5, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:183");
    $expect.compare(c.fraction, "==", 0.6000000238418579 /* 0.6f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:184");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:185");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:186");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0.30000001192092896 /* 0.3f */, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:187");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:188");
  });

  it("Capsules head-on: B1 = (0, 0.4, 0): f = 0.85109, +0x50 = (−0.92848, 0.37139, 0) (start normal) [002:L1483]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0.4000000059604645 /* 0.4f */, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0.5, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:197");
    $expect.compare(c.fraction, "==", 0.8510900139808655 /* 0.85109f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:198");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-0.9284800291061401 /* 0.92848f */, 0.3713900148868561 /* 0.37139f */, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:199");
  });

  it("Capsules within reach: B2 = (0.5, 0, 0), m = (0.1, 0, 0) → f = 0, +0x50 = (−1, 0, 0) [002:L1484]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0.5, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0.10000000149011612 /* 0.1f */, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:208");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:209");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:210");
  });

  it("Capsules within reach: B2 = (0.5, 0, 0), m = (−0.1, 0, 0) → no hit [002:L1484]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0.5, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, -0.10000000149011612 /* 0.1f */, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:219");
  });

  it("Capsules within reach: B2 = (0.5, 0, 0), m = 0 → no hit [002:L1484]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0.5, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:228");
  });

  it("Other start positions: coincident axes with flag 1 → no hit (b = 0) [002:L1390]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0.10000000149011612 /* 0.1f */, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:237");
  });

  it("Vertical miss: B1 = (0, 0, 2), B2 = (1, 0, 0), m = (0.5, 0, 0): no hit [002:L1485]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 2, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0.5, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:246");
  });

  it("The swap: B1 = (0, 0, 1.5) with h1 = 1.0, other h2 = 1.8: no hit ([1.5, 3.3] against [0, 1.0]) [002:L1485]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 1.5, 0.3499999940395355 /* 0.35f */, 1);
    U11T_Capsule(other, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0.5, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:255");
  });

  it("The swap: h1 = 1.8, h2 = 1.0: a hit at 0.6, +0x90 = (0.3, 0, 1.5) [002:L1485]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 1.5, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0.5, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:264");
    $expect.compare(c.fraction, "==", 0.6000000238418579 /* 0.6f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:265");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0.30000001192092896 /* 0.3f */, 0, 1.5, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:266");
  });

  it("Rising: B1 = (0, 0, −2.4), m = (0.5, 0, 1.0), B2 = (1, 0, 0): f = 0.6 (lo = 0.6, t0 = 0.6) [002:L1486]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, -2.4000000953674316 /* 2.4f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0.5, 0, 1, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:275");
    $expect.compare(c.fraction, "==", 0.6000000238418579 /* 0.6f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:276");
  });

  it("Times never intersected: B1 = (−0.8, 0, −2.4), B2 = 0, m = (3, 0, 1): circles [0.0333, 0.5], vertical lo = 0.6: hit at 0.6, +0x50 = (−1, 0, 0), +0x90 = (1.0, 0, −1.8) [002:L1487]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    // the circles alone give [0.0333, 0.5]; the document prints 0.0333 to four places (1/30), so
    // that one value is compared to 1e-4
    const ct: SweepCircleTimes = new SweepCircleTimes();
    $expect.compare(Sweep_CircleCircle2D(0.3499999940395355 /* 0.35f */, 0.3499999940395355 /* 0.35f */, ct, -0.800000011920929 /* 0.8f */, 0, 0, 1, 0, 0, 0, 1, 3, 0, 0, 1, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:282");
    $expect.compare(ct.t0, "==", 0.0333000011742115 /* 0.0333f */, "f32", { "kind": "abs", "bound": 0.0001, "text": "1e-4" }, "spec/ps2/tests/unit11_kernels_tests.spec:283");
    $expect.compare(ct.t1, "==", 0.5, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:284");
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, -0.800000011920929 /* 0.8f */, 0, -2.4000000953674316 /* 2.4f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 3, 0, 1, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:291");
    $expect.compare(c.fraction, "==", 0.6000000238418579 /* 0.6f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:292");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:293");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [1, 0, -1.7999999523162842 /* 1.8f */, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:294");
  });

  it("Landing on a head (start case): B1 = (0.3, 0, 1.7), B2 = 0, m = (0, 0, −0.2): f = 0, +0x50 = (0, 0, 1), +0x10 = (0, 0, −1), +0xa0 = (0.225, 0, 0), +0xb0 = 2, +0x90 = (0.3, 0, 1.7) [002:L1488]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0.30000001192092896 /* 0.3f */, 0, 1.7000000476837158 /* 1.7f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0, 0, -0.20000000298023224 /* 0.2f */, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:303");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:304");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:305");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:306");
    $expect.compare(c.slide.x, "==", 0.22499999403953552 /* 0.225f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:307");
    $expect.compare(c.slide.y, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:308");
    $expect.compare(c.slide.z, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:309");
    $expect.compare(c.flags, "==", 2, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:310");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0.30000001192092896 /* 0.3f */, 0, 1.7000000476837158 /* 1.7f */, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:311");
  });

  it("Landing on a head: B1 = (0, 0, 1.7): +0xa0 = (0, 0.375, 0) [002:L1488]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 1.7000000476837158 /* 1.7f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0, 0, -0.20000000298023224 /* 0.2f */, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:320");
    $expect.compare(c.slide.x, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:321");
    $expect.compare(c.slide.y, "==", 0.375, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:322");
    $expect.compare(c.slide.z, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:323");
    $expect.compare(c.flags, "==", 2, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:324");
  });

  it("Landing on a head: B1 = (0, 0, 1.7) with m = (0.1, 0, −0.2): +0xa0 = (0.375, 0, 0) [002:L1488]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0, 0, 1.7000000476837158 /* 1.7f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c2: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c2, own, ob, other, 0.10000000149011612 /* 0.1f */, 0, -0.20000000298023224 /* 0.2f */, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:333");
    $expect.compare(c2.slide.x, "==", 0.375, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:334");
    $expect.compare(c2.slide.y, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:335");
    $expect.compare(c2.slide.z, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:336");
    $expect.compare(c2.flags, "==", 2, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:337");
  });

  it("Landing on a head: the same with the other's type mask 0x200: identical [002:L1488]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    ob.type_mask = 0x200;
    U11T_Capsule(own, 0.30000001192092896 /* 0.3f */, 0, 1.7000000476837158 /* 1.7f */, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0, 0, -0.20000000298023224 /* 0.2f */, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:347");
    $expect.compare(c.fraction, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit11_kernels_tests.spec:348");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:349");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:350");
    $expect.compare(c.slide.x, "==", 0.22499999403953552 /* 0.225f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:351");
    $expect.compare(c.slide.y, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:352");
    $expect.compare(c.slide.z, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:353");
    $expect.compare(c.flags, "==", 2, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:354");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0.30000001192092896 /* 0.3f */, 0, 1.7000000476837158 /* 1.7f */, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:355");
  });

  it("Landing on a head: B1 = (0.3, 0, 2.0), m = (0, 0, −0.5): f = 0.4 (vertical entry), start case still taken, +0x90 = (0.3, 0, 1.8), +0xa0 = (0.225, 0, 0) [002:L1488]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 0.30000001192092896 /* 0.3f */, 0, 2, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, 0, 0, -0.5, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:364");
    $expect.compare(c.fraction, "==", 0.4000000059604645 /* 0.4f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:365");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [0.30000001192092896 /* 0.3f */, 0, 1.7999999523162842 /* 1.8f */, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:366");
    $expect.compare(c.slide.x, "==", 0.22499999403953552 /* 0.225f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:367");
    $expect.compare(c.slide.y, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:368");
    $expect.compare(c.slide.z, "==", 0, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:369");
    $expect.compare(c.flags, "==", 2, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:370");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:371");
  });

  it("Descending, outside reach: B1 = (1, 0, 2), m = (−0.5, 0, −0.5): f = 0.6, +0x50 = (1, 0, 0), flags 0 [002:L1489]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    const ob: Body = new Body();
    U11T_Capsule(own, 1, 0, 2, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleCapsule(c, own, ob, other, -0.5, 0, -0.5, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:380");
    $expect.compare(c.fraction, "==", 0.6000000238418579 /* 0.6f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:381");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:382");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:383");
  });
});

describe("Unit 11 Test ideas: the perpendicular basis", () => {
  it("Basis: W = (0, 1, 0): U = (0, 0, −1), V = (−1, 0, 0) [002:L1491]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    let U_x = 0, U_y = 0, U_z = 0, U_w = 1;
    let V_x = 0, V_y = 0, V_z = 0, V_w = 1;
    _s0.x = U_x; _s0.y = U_y; _s0.z = U_z; _s0.w = U_w;
    _s1.x = V_x; _s1.y = V_y; _s1.z = V_z; _s1.w = V_w;
    Vec_MakePerpendicularBasis(_s0, _s1, 0, 1, 0, 1);
    U_x = _s0.x; U_y = _s0.y; U_z = _s0.z; U_w = _s0.w;
    V_x = _s1.x; V_y = _s1.y; V_z = _s1.z; V_w = _s1.w;
    $expect.compare([U_x, U_y, U_z, U_w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:392");
    $expect.compare([V_x, V_y, V_z, V_w], "==", [-1, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:393");
  });

  it("Basis: W = (0.6, 0.8, 0): U = (0, 0, −1), V = (−0.8, 0.6, 0) [002:L1491]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    let U_x = 0, U_y = 0, U_z = 0, U_w = 1;
    let V_x = 0, V_y = 0, V_z = 0, V_w = 1;
    _s2.x = U_x; _s2.y = U_y; _s2.z = U_z; _s2.w = U_w;
    _s3.x = V_x; _s3.y = V_y; _s3.z = V_z; _s3.w = V_w;
    Vec_MakePerpendicularBasis(_s2, _s3, 0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 1);
    U_x = _s2.x; U_y = _s2.y; U_z = _s2.z; U_w = _s2.w;
    V_x = _s3.x; V_y = _s3.y; V_z = _s3.z; V_w = _s3.w;
    $expect.compare([U_x, U_y, U_z, U_w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:399");
    $expect.compare([V_x, V_y, V_z, V_w], "==", [-0.800000011920929 /* 0.8f */, 0.6000000238418579 /* 0.6f */, 0, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:400");
  });

  it("Basis: W = (0, 0, 1): U = (−1, 0, 0), V = (0, −1, 0); W = (0, 0, −1): U = (1, 0, 0), V = (0, −1, 0); U.w not written, V.w = U.w [002:L1394]", () => {
    const mode = { "kind": "exact" } as const;
    let U_x = 0, U_y = 0, U_z = 0, U_w = 7;
    let V_x = 0, V_y = 0, V_z = 0, V_w = 1;
    _s4.x = U_x; _s4.y = U_y; _s4.z = U_z; _s4.w = U_w;
    _s5.x = V_x; _s5.y = V_y; _s5.z = V_z; _s5.w = V_w;
    Vec_MakePerpendicularBasis(_s4, _s5, 0, 0, 1, 1);
    U_x = _s4.x; U_y = _s4.y; U_z = _s4.z; U_w = _s4.w;
    V_x = _s5.x; V_y = _s5.y; V_z = _s5.z; V_w = _s5.w;
    $expect.compare([U_x, U_y, U_z, U_w], "==", [-1, 0, 0, 7], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:406");
    $expect.compare([V_x, V_y, V_z, V_w], "==", [0, -1, 0, 7], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:407");
    _s6.x = U_x; _s6.y = U_y; _s6.z = U_z; _s6.w = U_w;
    _s7.x = V_x; _s7.y = V_y; _s7.z = V_z; _s7.w = V_w;
    Vec_MakePerpendicularBasis(_s6, _s7, 0, 0, -1, 1);
    U_x = _s6.x; U_y = _s6.y; U_z = _s6.z; U_w = _s6.w;
    V_x = _s7.x; V_y = _s7.y; V_z = _s7.z; V_w = _s7.w;
    $expect.compare([U_x, U_y, U_z, U_w], "==", [1, 0, 0, 7], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:409");
    $expect.compare([V_x, V_y, V_z, V_w], "==", [0, -1, 0, 7], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:410");
  });
});

describe("Unit 11 Test ideas: sphere-capsule (capsule B = 0, r 0.35, h 1.8; sphere r 0.1)", () => {
  it("Side: C = (−1, 0, 1), m = (1, 0, 0): roots [0.55, 1.45], f = 0.55, +0x50 = (0.99504, 0, −0.09950) (into the capsule), +0x90 = (−0.45, 0, 1) [002:L1493]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const h: SweepHits = new SweepHits();
    $expect.compare(Sweep_SphereCapsule(h, -1, 0, 1, 1, 1, 0, 0, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1, 0, 0, 1.100000023841858 /* 1.1f */, 0, 0.44999998807907104 /* 0.45f */), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:417");
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:418");
    $expect.compare(h.t[0], "==", 0.550000011920929 /* 0.55f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:419");
    $expect.compare(h.t[1], "==", 1.4500000476837158 /* 1.45f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:420");
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, -1, 0, 1, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 1, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:426");
    $expect.compare(c.fraction, "==", 0.550000011920929 /* 0.55f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:427");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0.9950399994850159 /* 0.99504f */, 0, -0.09950000047683716 /* 0.09950f */, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:428");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [-0.9950399994850159 /* 0.99504f */, 0, 0.09950000047683716 /* 0.09950f */, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:429");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [-0.44999998807907104 /* 0.45f */, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:430");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:431");
  });

  it("C = (−1, 0.3, 1): f = 0.66459 [002:L1494]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const other: PhysicsShape = new PhysicsShape();
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const s: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U11T_Sphere(s, -1, 0.30000001192092896 /* 0.3f */, 1, 0.10000000149011612 /* 0.1f */);
    $expect.compare(PhysicsSweep_SphereCapsule(c, s, other, 1, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:439");
    $expect.compare(c.fraction, "==", 0.6645900011062622 /* 0.66459f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:440");
  });

  it("C = (−1, 0, 1.6) (top cap): f = 0.57574 [002:L1494]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const other: PhysicsShape = new PhysicsShape();
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const s: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U11T_Sphere(s, -1, 0, 1.600000023841858 /* 1.6f */, 0.10000000149011612 /* 0.1f */);
    $expect.compare(PhysicsSweep_SphereCapsule(c, s, other, 1, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:448");
    $expect.compare(c.fraction, "==", 0.5757399797439575 /* 0.57574f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:449");
  });

  it("C = (−1, 0, −0.05) (bottom cap): f = 0.79384 [002:L1494]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const other: PhysicsShape = new PhysicsShape();
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const s: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U11T_Sphere(s, -1, 0, -0.05000000074505806 /* 0.05f */, 0.10000000149011612 /* 0.1f */);
    $expect.compare(PhysicsSweep_SphereCapsule(c, s, other, 1, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:457");
    $expect.compare(c.fraction, "==", 0.7938399910926819 /* 0.79384f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:458");
  });

  it("C = (−1, 0, 2.0): no hit [002:L1494]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const other: PhysicsShape = new PhysicsShape();
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const s: PhysicsShape = new PhysicsShape();
    const c: Contact = new Contact();
    U11T_Sphere(s, -1, 0, 2, 0.10000000149011612 /* 0.1f */);
    $expect.compare(PhysicsSweep_SphereCapsule(c, s, other, 1, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:466");
  });

  it("Inside, C = (0, 0, 1), m = (0.2, 0, 0): roots [−2.25, 2.25], no hit [002:L1495]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const h: SweepHits = new SweepHits();
    $expect.compare(Sweep_SphereCapsule(h, 0, 0, 1, 1, 0.20000000298023224 /* 0.2f */, 0, 0, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1, 0, 0, 1.100000023841858 /* 1.1f */, 0, 0.44999998807907104 /* 0.45f */), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:470");
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:471");
    $expect.compare(h.t[0], "==", -2.25, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:472");
    $expect.compare(h.t[1], "==", 2.25, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:473");
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0, 0, 1, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 0.20000000298023224 /* 0.2f */, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:479");
  });

  it("Inside, m = (1, 0, 0): roots [−0.45, 0.45], hit at the exit 0.45, +0x50 = (0, 0, −1) [002:L1495]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const h: SweepHits = new SweepHits();
    $expect.compare(Sweep_SphereCapsule(h, 0, 0, 1, 1, 1, 0, 0, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1, 0, 0, 1.100000023841858 /* 1.1f */, 0, 0.44999998807907104 /* 0.45f */), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:483");
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:484");
    $expect.compare(h.t[0], "==", -0.44999998807907104 /* 0.45f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:485");
    $expect.compare(h.t[1], "==", 0.44999998807907104 /* 0.45f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:486");
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0, 0, 1, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 1, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:492");
    $expect.compare(c.fraction, "==", 0.44999998807907104 /* 0.45f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:493");
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:494");
  });

  it("Exact vertical drop, C = (0.1, 0, 3), m = (0, 0, −2): roots [1.54437, −0.55563], no hit (true touch at 0.55) [002:L1496]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const h: SweepHits = new SweepHits();
    $expect.compare(Sweep_SphereCapsule(h, 0.10000000149011612 /* 0.1f */, 0, 3, 1, 0, 0, -2, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1, 0, 0, 1.100000023841858 /* 1.1f */, 0, 0.44999998807907104 /* 0.45f */), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:498");
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:499");
    $expect.compare(h.t[0], "==", 1.5443700551986694 /* 1.54437f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:500");
    $expect.compare(h.t[1], "==", -0.5556300282478333 /* 0.55563f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:501");
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0.10000000149011612 /* 0.1f */, 0, 3, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 0, 0, -2, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:507");
  });

  it("Vertical drop tilted 0.29°, m = (0.01, 0, −2) (not parallel): f = 0.55628 [002:L1496]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0.10000000149011612 /* 0.1f */, 0, 3, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 0.009999999776482582 /* 0.01f */, 0, -2, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:515");
    $expect.compare(c.fraction, "==", 0.5562800168991089 /* 0.55628f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:516");
  });

  it("Exact vertical rise, C = (0.1, 0, −1), m = (0, 0, 2): f = 0.45563 (correct) [002:L1497]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, 0.10000000149011612 /* 0.1f */, 0, -1, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 0, 0, 2, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:524");
    $expect.compare(c.fraction, "==", 0.45563000440597534 /* 0.45563f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:525");
  });

  it("Store order, C = (−0.3, 0, −0.5), m = (1.2, 0, 2.4): roots stored [0.625, 0.17089] (side exit, then bottom entry), f = 0.625 [002:L1498]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const h: SweepHits = new SweepHits();
    $expect.compare(Sweep_SphereCapsule(h, -0.30000001192092896 /* 0.3f */, 0, -0.5, 1, 1.2000000476837158 /* 1.2f */, 0, 2.4000000953674316 /* 2.4f */, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1, 0, 0, 1.100000023841858 /* 1.1f */, 0, 0.44999998807907104 /* 0.45f */), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:529");
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:530");
    $expect.compare(h.t[0], "==", 0.625, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:531");
    $expect.compare(h.t[1], "==", 0.17089000344276428 /* 0.17089f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:532");
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, -0.30000001192092896 /* 0.3f */, 0, -0.5, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 1.2000000476837158 /* 1.2f */, 0, 2.4000000953674316 /* 2.4f */, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:538");
    $expect.compare(c.fraction, "==", 0.625, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:539");
  });

  it("Store order, m = (0.6, 0, 1.2): the exit is 1.25 and f = 0.34177 [002:L1498]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const h: SweepHits = new SweepHits();
    $expect.compare(Sweep_SphereCapsule(h, -0.30000001192092896 /* 0.3f */, 0, -0.5, 1, 0.6000000238418579 /* 0.6f */, 0, 1.2000000476837158 /* 1.2f */, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1, 0, 0, 1.100000023841858 /* 1.1f */, 0, 0.44999998807907104 /* 0.45f */), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:543");
    $expect.compare(h.count, "==", 2, "i32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:544");
    $expect.compare(h.t[0], "==", 1.25, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:545");
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, -0.30000001192092896 /* 0.3f */, 0, -0.5, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 0.6000000238418579 /* 0.6f */, 0, 1.2000000476837158 /* 1.2f */, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:551");
    $expect.compare(c.fraction, "==", 0.3417699933052063 /* 0.34177f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:552");
  });

  it("L = 0 (h = 2r): the EE gives W = 0, len = 0, the parallel branch with g = 0: no hit (inferred) [002:L1408]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const own: PhysicsShape = new PhysicsShape();
    const other: PhysicsShape = new PhysicsShape();
    U11T_Sphere(own, -1, 0, 0.3499999940395355 /* 0.35f */, 0.10000000149011612 /* 0.1f */);
    U11T_Capsule(other, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 0.699999988079071 /* 0.7f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_SphereCapsule(c, own, other, 1, 0, 0, 1), "==", false, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:560");
  });

  it("Capsule-sphere with the capsule moving: the side case with m negated; +0x90 is the sphere's centre minus f·m, halves swapped [002:L1499]", () => {
    const mode = { "kind": "abs", "bound": 0.00001, "text": "1e-5" } as const;
    const cap: PhysicsShape = new PhysicsShape();
    const sph: PhysicsShape = new PhysicsShape();
    U11T_Capsule(cap, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
    U11T_Sphere(sph, -1, 0, 1, 0.10000000149011612 /* 0.1f */);
    const c: Contact = new Contact();
    $expect.compare(PhysicsSweep_CapsuleSphere(c, cap, sph, -1, 0, 0, 1), "==", true, "bool", mode, "spec/ps2/tests/unit11_kernels_tests.spec:568");
    $expect.compare(c.fraction, "==", 0.550000011920929 /* 0.55f */, "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:569");
    $expect.compare([c.point.x, c.point.y, c.point.z, c.point.w], "==", [-0.44999998807907104 /* 0.45f */, 0, 1, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:570");
    // after the swap +0x50 = unit(C_sphere − M), from the mover into the other (002 L1420)
    $expect.compare([c.normal.x, c.normal.y, c.normal.z, c.normal.w], "==", [-0.9950399994850159 /* 0.99504f */, 0, 0.09950000047683716 /* 0.09950f */, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:572");
    $expect.compare([c.move_dir.x, c.move_dir.y, c.move_dir.z, c.move_dir.w], "==", [0.9950399994850159 /* 0.99504f */, 0, -0.09950000047683716 /* 0.09950f */, 1], "f32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:573");
    $expect.compare(c.flags, "==", 0, "u32", mode, "spec/ps2/tests/unit11_kernels_tests.spec:574");
  });
});
