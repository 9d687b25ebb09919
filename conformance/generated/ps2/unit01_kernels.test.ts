// GENERATED FILE: do not edit. Conformance tests of module ps2.unit01.kernels from spec/ps2/unit01_kernels.spec (sha256 24770aa2fab55a25).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../support/expect.js";
import { CollTri_PrepareForKernel, PointTriangle_DistanceSq, SphereSweepRegion, SphereTriangle_Penetration, SweepSphere_EdgeTime, Sweep_SphereTriangle, Sweep_SphereTriangle_NoRegion } from "../../../generated/ps2/unit01_kernels.generated.js";
import { CollTri } from "../../../generated/ps2/unit02_mesh_records.generated.js";

// Hand-computed kernel cases. The triangle K is v0 = (0, 0, 0), v1 = (0, 16, 0), v2 = (0, 0, 16):
// n = +x, d = 0; edge 0 is the y axis, edge 2 the z axis (v2 → v0), edge 1 the hypotenuse.
// Numbers are chosen so that every f32 step is exact.
describe("002 Unit 1 kernels as Units 2 uses them (designed)", () => {
  it("wall stops a fast mover: face hit at t = (2 − 0.5)/10 = 0.15, region 7 [002:L238]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    // wall in x = 0 facing −x
    CollTri_PrepareForKernel(t, 0, -4, 0, 0, -4, 2, 0, 4, 0);
    $expect.compare(t.n.x, "==", -1, "f32", mode, "spec/ps2/unit01_kernels.spec:284");
    const reg: SphereSweepRegion = new SphereSweepRegion();
    const hit: number = Sweep_SphereTriangle(t, -2, 0, 0.5, 1, 0.5, 10, 0, 0, 0, reg);
    $expect.compare(hit, "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:287");
    $expect.compare(t.hit_count, "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:288");
    $expect.compare(t.fraction, "==", 0.15000000596046448 /* 0.15f */, "f32", mode, "spec/ps2/unit01_kernels.spec:289");
    $expect.compare(reg.code, "==", 7, "u32", mode, "spec/ps2/unit01_kernels.spec:290");
  });

  it("face hit on K: t = (20 − 5)/32, region 7 [002:L63]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 0, 16, 0, 0, 0, 16);
    const reg: SphereSweepRegion = new SphereSweepRegion();
    $expect.compare(Sweep_SphereTriangle(t, 20, 4, 4, 1, 5, -32, 0, 0, 0, reg), "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:297");
    $expect.compare(t.fraction, "==", 0.46875, "f32", mode, "spec/ps2/unit01_kernels.spec:298");
    $expect.compare(reg.code, "==", 7, "u32", mode, "spec/ps2/unit01_kernels.spec:299");
  });

  it("edge hit on K's edge 2 (3-4-5): t = 0.5, region 3 (outside edge 2) [002:L63]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 0, 16, 0, 0, 0, 16);
    const reg: SphereSweepRegion = new SphereSweepRegion();
    // centre path y = −3, z = 8: the sphere of r 5 touches the z axis when x = 4
    $expect.compare(Sweep_SphereTriangle(t, 20, -3, 8, 1, 5, -32, 0, 0, 0, reg), "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:307");
    $expect.compare(t.hit_count, "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:308");
    $expect.compare(t.fraction, "==", 0.5, "f32", mode, "spec/ps2/unit01_kernels.spec:309");
    $expect.compare(reg.code, "==", 3, "u32", mode, "spec/ps2/unit01_kernels.spec:310");
    $expect.compare(SweepSphere_EdgeTime(20, -3, 8, 1, 5, -32, 0, 0, 0, t.v2.x, t.v2.y, t.v2.z, t.v2.w, t.e2.x, t.e2.y, t.e2.z, t.e2.w), "==", 0.5, "f32", mode, "spec/ps2/unit01_kernels.spec:311");
  });

  it("corner hit on K's v0 (r 13, offset 3, 4, touch at x = 12): t = 0.5, region 2 [002:L148]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 0, 16, 0, 0, 0, 16);
    const reg: SphereSweepRegion = new SphereSweepRegion();
    $expect.compare(Sweep_SphereTriangle(t, 28, -3, -4, 1, 13, -32, 0, 0, 0, reg), "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:318");
    $expect.compare(t.fraction, "==", 0.5, "f32", mode, "spec/ps2/unit01_kernels.spec:319");
    $expect.compare(reg.code, "==", 2, "u32", mode, "spec/ps2/unit01_kernels.spec:320");
    // the edge lines are reached earlier but beyond the segments' ends
    $expect.compare(SweepSphere_EdgeTime(28, -3, -4, 1, 13, -32, 0, 0, 0, t.v0.x, t.v0.y, t.v0.z, t.v0.w, t.e0.x, t.e0.y, t.e0.z, t.e0.w), "==", -1, "f32", mode, "spec/ps2/unit01_kernels.spec:322");
  });

  it("moving away: no hit, result untouched [002:L240]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 0, 16, 0, 0, 0, 16);
    $expect.compare(Sweep_SphereTriangle_NoRegion(t, 20, 4, 4, 1, 5, 32, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/unit01_kernels.spec:328");
    $expect.compare(t.hit_count, "==", 0, "i32", mode, "spec/ps2/unit01_kernels.spec:329");
    $expect.compare(t.fraction, "==", 0, "f32", mode, "spec/ps2/unit01_kernels.spec:330");
    // a zero move never hits either
    $expect.compare(Sweep_SphereTriangle_NoRegion(t, 20, 4, 4, 1, 5, 0, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/unit01_kernels.spec:332");
  });

  it("the face path refuses t > 1; the edge step returns t = 2 [002:L148]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 0, 16, 0, 0, 0, 16);
    const reg: SphereSweepRegion = new SphereSweepRegion();
    // face: t_f = 15/8 with the plane contact inside: refused
    $expect.compare(Sweep_SphereTriangle(t, 20, 4, 4, 1, 5, -8, 0, 0, 0, reg), "==", 0, "i32", mode, "spec/ps2/unit01_kernels.spec:340");
    $expect.compare(reg.code, "==", 7, "u32", mode, "spec/ps2/unit01_kernels.spec:341");
    $expect.compare(t.hit_count, "==", 0, "i32", mode, "spec/ps2/unit01_kernels.spec:342");
    // edge 2: touched at x = 4, 16 of the 8 moved: t = 2, returned as a hit
    $expect.compare(Sweep_SphereTriangle(t, 20, -3, 8, 1, 5, -8, 0, 0, 0, reg), "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:344");
    $expect.compare(reg.code, "==", 3, "u32", mode, "spec/ps2/unit01_kernels.spec:345");
    $expect.compare(t.fraction, "==", 2, "f32", mode, "spec/ps2/unit01_kernels.spec:346");
  });

  it("point-triangle distance²: face, edge and corner regions of K [002:L227]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 0, 16, 0, 0, 0, 16);
    $expect.compare(PointTriangle_DistanceSq(3, 2, 2, 1, t), "==", 9, "f32", mode, "spec/ps2/unit01_kernels.spec:352");
    $expect.compare(PointTriangle_DistanceSq(-3, 2, 2, 1, t), "==", 9, "f32", mode, "spec/ps2/unit01_kernels.spec:353");
    // nearest (0, 0, 8) on edge 2
    $expect.compare(PointTriangle_DistanceSq(3, -4, 8, 1, t), "==", 25, "f32", mode, "spec/ps2/unit01_kernels.spec:355");
    // nearest corner v0
    $expect.compare(PointTriangle_DistanceSq(3, -4, -12, 1, t), "==", 169, "f32", mode, "spec/ps2/unit01_kernels.spec:357");
    // nearest (0, 8, 8) on the hypotenuse: (3, 10, 10) is 3, 2, 2 off
    $expect.compare(PointTriangle_DistanceSq(3, 10, 10, 1, t), "==", 17, "f32", mode, "spec/ps2/unit01_kernels.spec:359");
  });

  it("sphere penetration: depth r − distance when distance² < r², none at distance = r [002:L214]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 0, 16, 0, 0, 0, 16);
    $expect.compare(SphereTriangle_Penetration(t, 3, 2, 2, 1, 5), "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:365");
    $expect.compare(t.hit_count, "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:366");
    $expect.compare(t.fraction, "==", 2, "f32", mode, "spec/ps2/unit01_kernels.spec:367");
    t.hit_count = 0;
    $expect.compare(SphereTriangle_Penetration(t, 5, 2, 2, 1, 5), "==", 0, "i32", mode, "spec/ps2/unit01_kernels.spec:369");
    $expect.compare(t.hit_count, "==", 0, "i32", mode, "spec/ps2/unit01_kernels.spec:370");
    // one-sided faces are met from behind too (002 L213): the distance has no side
    $expect.compare(SphereTriangle_Penetration(t, -3, 2, 2, 1, 5), "==", 1, "i32", mode, "spec/ps2/unit01_kernels.spec:372");
  });
});
