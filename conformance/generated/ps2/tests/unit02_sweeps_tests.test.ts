// GENERATED FILE: do not edit. Conformance tests of module ps2.unit02.sweeps_tests from spec/ps2/tests/unit02_sweeps_tests.spec (sha256 67336e0d86f82082).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { U2SScene, U2S_Capsule, U2S_Init, U2S_Overlap, U2S_Sphere, U2S_WallX, U2S_WallY } from "../support/unit02_sweeps_tests.generated.js";
import { CollisionMesh_AddTriangle, CollisionMesh_Build, CollisionMesh_SetEnabledInBox } from "../../../../generated/ps2/collision_mesh.generated.js";
import { MeshTriangle_WithinReach } from "../../../../generated/ps2/mesh_pretest.generated.js";
import { CollTri_PrepareForKernel, PointTriangle_DistanceSq } from "../../../../generated/ps2/unit01_kernels.generated.js";
import { CollTri } from "../../../../generated/ps2/unit02_mesh_records.generated.js";
import { PhysicsBody_PushOutOfWalls, PhysicsMeshOverlap_Box, PhysicsMeshOverlap_Capsule } from "../../../../generated/ps2/unit02_sweeps.generated.js";
import { AABB } from "../../../../generated/ps2/unit03_contacts.generated.js";

describe("002 Unit 2 Test ideas: the capsule sweep (L238-L246)", () => {
  it("wall stops a fast mover: first contact at t = 0.15, normal (−1, 0, 0), point (−0.5, 0, 0) [002:L238]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, -2, 0, 0, 1);
    const n: number = U2S_Capsule(s, 10, 0, 0, 0);
    $expect.compare(n, ">=", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:91");
    // (2 − 0.5)/10 in f32
    $expect.compare(s.list.pool[0].fraction, "==", 0.15000000596046448 /* 0.15f */, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:93");
    $expect.compare(s.list.pool[0].normal.x, "==", -1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:94");
    $expect.compare(s.list.pool[0].normal.y, "==", 0, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:95");
    $expect.compare(s.list.pool[0].normal.z, "==", 0, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:96");
    // 0.15f × 10 = 1.5 + 2^-24 ties to 1.5 (even), so the point is exact
    $expect.compare([s.list.pool[0].point.x, s.list.pool[0].point.y, s.list.pool[0].point.z, s.list.pool[0].point.w], "==", [-0.5, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:98");
    $expect.compare(s.list.pool[0].move_dir.x, "==", 1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:99");
    $expect.compare(s.list.pool[0].zero_84, "==", 0, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:100");
    $expect.compare(s.list.pool[0].other_shape, "==", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:101");
    // a face hit: no corner slide
    $expect.compare(s.list.pool[0].flags, "==", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:103");
  });

  it("starting behind a one-sided wall passes: no contact [002:L239]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, 1, 0, 0, 1);
    $expect.compare(U2S_Capsule(s, -3, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:110");
  });

  it("the same wall two-sided (flag 0x2): one contact, normal (+1, 0, 0), t = (1 − 0.5)/3 [002:L239]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x3, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, 1, 0, 0, 1);
    $expect.compare(U2S_Capsule(s, -3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:117");
    $expect.compare(s.list.pool[0].normal.x, "==", 1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:118");
    $expect.compare(s.list.pool[0].fraction, "==", Math.fround(Math.fround(1 - 0.5) / 3), "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:119");
  });

  it("moving away (−1, 0, 0): no contact [002:L240]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, -2, 0, 0, 1);
    $expect.compare(U2S_Capsule(s, -1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:126");
  });

  it("moving along (0, 1, 0): no contact [002:L240]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, -2, 0, 0, 1);
    $expect.compare(U2S_Capsule(s, 0, 1, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:133");
  });

  it("zero move: no contact (even touching the wall) [002:L240]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, -0.4000000059604645 /* 0.4f */, 0, 0, 1);
    $expect.compare(U2S_Capsule(s, 0, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:140");
  });

  it("low rule: steepest-edge rise 0.24: no contact [002:L241]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 0, 0, 0.23999999463558197 /* 0.24f */, 0, 0.10000000149011612 /* 0.1f */, 0.10000000149011612 /* 0.1f */);
    U2S_Init(s, 0.5, -2, 0.029999999329447746 /* 0.03f */, -0.44999998807907104 /* 0.45f */, 1);
    $expect.compare(U2S_Capsule(s, 3, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:150");
  });

  it("low rule: rise 0.26: contact [002:L241]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 0, 0, 0.25999999046325684 /* 0.26f */, 0, 0.10000000149011612 /* 0.1f */, 0.10000000149011612 /* 0.1f */);
    U2S_Init(s, 0.5, -2, 0.029999999329447746 /* 0.03f */, -0.44999998807907104 /* 0.45f */, 1);
    $expect.compare(U2S_Capsule(s, 3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:157");
  });

  it("low rule: rise exactly 0.25: contact (< 0.25 skips) [002:L241]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 0, 0, 0.25, 0, 0.10000000149011612 /* 0.1f */, 0.10000000149011612 /* 0.1f */);
    U2S_Init(s, 0.5, -2, 0.029999999329447746 /* 0.03f */, -0.44999998807907104 /* 0.45f */, 1);
    $expect.compare(U2S_Capsule(s, 3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:164");
  });

  it("thin rule: a sliver whose third corner is 0.2 m (≈0.198 m across) off the longest edge: skipped [002:L242]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 0, 2, 0.5, 0, 4, 0.6000000238418579 /* 0.6f */);
    U2S_Init(s, 0.5, -2, 2, -0.15000000596046448 /* 0.15f */, 1);
    $expect.compare(U2S_Capsule(s, 3, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:175");
  });

  it("thin rule: the same with the third corner 0.3 m (≈0.297 m across) off the line: kept [002:L242]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 0, 2, 0.6000000238418579 /* 0.6f */, 0, 4, 0.6000000238418579 /* 0.6f */);
    U2S_Init(s, 0.5, -2, 2, -0.15000000596046448 /* 0.15f */, 1);
    $expect.compare(U2S_Capsule(s, 3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:182");
  });

  it("thin rule: a longest edge that is vertical skips the test however thin (0.01 m wide) [002:L242]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 0, 0, 2, 0, 0.009999999776482582 /* 0.01f */, 1);
    U2S_Init(s, 0.5, -2, 0.004999999888241291 /* 0.005f */, 0.44999998807907104 /* 0.45f */, 1);
    $expect.compare(U2S_Capsule(s, 3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:189");
  });

  it("wall threshold: n.z exactly 0.65 (f32) is tested [002:L243]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, -1, 0, 0, 1, 0, -0.6499999761581421 /* 0.65f */, 0, -0.7599342465400696 /* f32#bf428b0d */);
    U2S_Init(s, 0.5, -2, 0, -0.800000011920929 /* 0.8f */, 1);
    $expect.compare(U2S_Capsule(s, 3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:198");
    $expect.compare(s.list.pool[0].normal.z, "==", 0.6499999761581421 /* f32#3f266666 */, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:199");
  });

  it("wall threshold: n.z 0.66 is not tested (capsule) [002:L243]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, -1, 0, 0, 1, 0, -0.6600000262260437 /* 0.66f */, 0, -0.7512999773025513 /* 0.7513f */);
    U2S_Init(s, 0.5, -2, 0, -0.800000011920929 /* 0.8f */, 1);
    $expect.compare(U2S_Capsule(s, 3, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:206");
  });

  it("side uses the start: centre 1e-7 in front (s < 1e-6) of a one-sided wall counts as behind: skipped [002:L244]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, -1.0000000116860974e-7 /* 1.0e-7f */, 0, 0, 1);
    $expect.compare(U2S_Capsule(s, 1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:213");
  });

  it("side uses the start: the same wall two-sided is flipped (normal reversed in the contact) [002:L244]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x3, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, -1.0000000116860974e-7 /* 1.0e-7f */, 0, 0, 1);
    // the flipped normal is +x, so only a move towards −x goes into its face
    $expect.compare(U2S_Capsule(s, 1, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:221");
    $expect.compare(U2S_Capsule(s, -1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:222");
    $expect.compare(s.list.pool[0].normal.x, "==", 1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:223");
  });

  it("disabled triangle: bit 0 cleared by CollisionMesh_SetEnabledInBox: no contact [002:L245]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, -2, 0, 0, 1);
    CollisionMesh_Build(s.mesh, 2);
    const box: AABB = new AABB();
    box.min.x = -1;
    box.min.y = -6;
    box.min.z = -1;
    box.min.w = 1;
    box.max.x = 1;
    box.max.y = 6;
    box.max.z = 4;
    box.max.w = 1;
    $expect.compare(CollisionMesh_SetEnabledInBox(s.mesh, box, false), "==", 2, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:234");
    $expect.compare(U2S_Capsule(s, 10, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:235");
  });

  it("cells and visited bits: a wall spanning five cells gives one contact per triangle [002:L246]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    // the raised centre (z = 1.5) is on the shared diagonal at y = 0, so both triangles are met
    U2S_Init(s, 0.5, -2, 0, 0.949999988079071 /* 0.95f */, 1);
    $expect.compare(U2S_Capsule(s, 10, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:243");
    $expect.compare(s.list.pool[0].triangle, "!=", s.list.pool[1].triangle, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:244");
    $expect.compare(s.mesh.ny, "==", 5, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:245");
  });
});

describe("002 Unit 2 Test ideas: the corner slide (L248)", () => {
  it("flagged edge 2 met from y < 0: S = (0, −1, 0) × max(0.5, |move|), +0xb0 = 1 [002:L248]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 32769, 0, 0, 0, 0, 1, 0, 0, 0, 1);
    U2S_Init(s, 0.5, 2, -0.30000001192092896 /* 0.3f */, -0.25, 1);
    $expect.compare(U2S_Capsule(s, -3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:254");
    $expect.compare(s.list.pool[0].flags, "==", 1, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:255");
    $expect.compare([s.list.pool[0].slide.x, s.list.pool[0].slide.y, s.list.pool[0].slide.z, s.list.pool[0].slide.w], "==", [0, -3, 0, 0], "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:256");
  });

  it("the same with the owner airborne: S = 0, +0xb0 = 0 [002:L248]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 32769, 0, 0, 0, 0, 1, 0, 0, 0, 1);
    U2S_Init(s, 0.5, 2, -0.30000001192092896 /* 0.3f */, -0.25, 1);
    s.owner.state = 0x4000000;
    $expect.compare(U2S_Capsule(s, -3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:264");
    $expect.compare(s.list.pool[0].flags, "==", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:265");
    $expect.compare([s.list.pool[0].slide.x, s.list.pool[0].slide.y, s.list.pool[0].slide.z, s.list.pool[0].slide.w], "==", [0, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:266");
  });

  it("the same with bits 14-15 = 3: S = 0, +0xb0 = 0 [002:L248]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 49153, 0, 0, 0, 0, 1, 0, 0, 0, 1);
    U2S_Init(s, 0.5, 2, -0.30000001192092896 /* 0.3f */, -0.25, 1);
    $expect.compare(U2S_Capsule(s, -3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:273");
    $expect.compare(s.list.pool[0].flags, "==", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:274");
    $expect.compare([s.list.pool[0].slide.x, s.list.pool[0].slide.y, s.list.pool[0].slide.z, s.list.pool[0].slide.w], "==", [0, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:275");
  });

  it("a face hit (centre path at y = 0.5): S = 0, +0xb0 = 0 [002:L248]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 32769, 0, 0, 0, 0, 1, 0, 0, 0, 1);
    // centre (y 0.25, z 0.3) is inside the face; 002's y = 0.5 with z ≥ 0.5 would be outside edge 1
    U2S_Init(s, 0.5, 2, 0.25, -0.25, 1);
    $expect.compare(U2S_Capsule(s, -3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:283");
    $expect.compare(s.list.pool[0].flags, "==", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:284");
    $expect.compare([s.list.pool[0].slide.x, s.list.pool[0].slide.y, s.list.pool[0].slide.z, s.list.pool[0].slide.w], "==", [0, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:285");
    $expect.compare(s.list.pool[0].fraction, "==", Math.fround(Math.fround(2 - 0.5) / 3), "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:286");
  });

  it("the mirrored end (an up-running flagged edge at y = 1) gives +y [002:L248]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    // v0 = (0, 1, 0), v1 = (0, 1, 1): edge 0 runs up the wall's y = 1 end; normal +x
    CollisionMesh_AddTriangle(s.mesh, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0);
    U2S_Init(s, 0.5, 2, 1.2999999523162842 /* 1.3f */, -0.25, 1);
    $expect.compare(U2S_Capsule(s, -3, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:294");
    $expect.compare(s.list.pool[0].flags, "==", 1, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:295");
    $expect.compare([s.list.pool[0].slide.x, s.list.pool[0].slide.y, s.list.pool[0].slide.z, s.list.pool[0].slide.w], "==", [0, 3, 0, 0], "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:296");
  });
});

describe("002 Unit 2 Test ideas: sphere sweep options (L250)", () => {
  it("max = 1 keeps only the nearest of two parallel walls [002:L250]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_WallX(s.mesh, 0x1, 1, -5, 5, 0, 3);
    // centre z 0.6: clear of each wall's diagonal edge (0.86 m away in the wall's plane)
    const c_x = -2, c_y = 0, c_z = 0.6000000238418579 /* 0.6f */, c_w = 1;
    $expect.compare(U2S_Sphere(s, c_x, c_y, c_z, c_w, 0.5, 10, 0, 0, 0, 50, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:307");
    $expect.compare(s.list.pool[1].fraction, "==", 0.25, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:308");
    $expect.compare(U2S_Sphere(s, c_x, c_y, c_z, c_w, 0.5, 10, 0, 0, 0, 1, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:309");
    $expect.compare(s.list.pool[0].fraction, "==", 0.15000000596046448 /* 0.15f */, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:310");
    $expect.compare(s.list.pool[0].triangle, "==", 1, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:311");
    $expect.compare(s.list.pool[0].flags, "==", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:312");
    $expect.compare(s.list.pool[0].start_distance, "==", 2, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:313");
  });

  it("option 0x40 with the sphere behind keeps the face with +0xb0 = 0x10 [002:L250]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    // centre 0.2 behind the one-sided wall, moving on towards +x (into the face's direction)
    const c_x = 0.20000000298023224 /* 0.2f */, c_y = 0, c_z = 1, c_w = 1;
    $expect.compare(U2S_Sphere(s, c_x, c_y, c_z, c_w, 0.5, 1, 0, 0, 0, 50, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:321");
    $expect.compare(U2S_Sphere(s, c_x, c_y, c_z, c_w, 0.5, 1, 0, 0, 0, 50, 0x40, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:322");
    $expect.compare(s.list.pool[0].flags, "==", 0x10, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:323");
    $expect.compare(s.list.pool[0].start_distance, "==", -0.20000000298023224 /* 0.2f */, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:324");
    $expect.compare(s.list.pool[0].normal.x, "==", -1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:325");
  });

  it("option 0x20000 with two coplanar triangles hit keeps one [002:L250]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    // the centre is on the shared diagonal (y 0, z 1.5): both triangles are hit
    const c_x = -2, c_y = 0, c_z = 1.5, c_w = 1;
    $expect.compare(U2S_Sphere(s, c_x, c_y, c_z, c_w, 0.5, 10, 0, 0, 0, 50, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:333");
    $expect.compare(U2S_Sphere(s, c_x, c_y, c_z, c_w, 0.5, 10, 0, 0, 0, 50, 0x20000, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:334");
  });

  it("option 4 with min −0.65 drops a ceiling (n.z = −1) [002:L250]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    // a ceiling at z = 2 facing down
    CollisionMesh_AddTriangle(s.mesh, 0x1, -5, -5, 2, -5, 5, 2, 5, -5, 2);
    const c_x = -1, c_y = -1, c_z = 0, c_w = 1;
    $expect.compare(U2S_Sphere(s, c_x, c_y, c_z, c_w, 0.5, 0, 0, 3, 0, 50, 0, 0, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:342");
    $expect.compare(s.list.pool[0].normal.z, "==", -1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:343");
    $expect.compare(U2S_Sphere(s, c_x, c_y, c_z, c_w, 0.5, 0, 0, 3, 0, 50, 4, -0.6499999761581421 /* 0.65f */, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:344");
  });
});

describe("002 Unit 2 Test ideas: overlap and push-out (L251-L252)", () => {
  it("overlap: r 0.5 at 0.3 from one wall and 0.1 from another, room 2: returns 1, out[0] the 0.4-deep wall [002:L251]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_WallY(s.mesh, 0x1, 0.10000000149011612 /* 0.1f */, -5, 5, 0, 3);
    $expect.compare(U2S_Overlap(s, -0.30000001192092896 /* 0.3f */, 0, 1, 1, 0.5, 2), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:353");
    $expect.compare(s.list.pool[0].fraction, "==", Math.fround(0.5 - 0.10000000149011612 /* 0.1f */), "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:354");
    $expect.compare(s.list.pool[0].normal.y, "==", -1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:355");
    $expect.compare(s.list.pool[0].flags, "==", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:356");
    // the second written is the shallower (depth 0.2)
    $expect.compare(s.list.pool[1].fraction, "==", Math.fround(0.5 - 0.30000001192092896 /* 0.3f */), "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:358");
  });

  it("overlap: a one-sided wall approached from behind is still found (the file's normal) [002:L251]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    $expect.compare(U2S_Overlap(s, 0.30000001192092896 /* 0.3f */, 0, 1, 1, 0.5, 50), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:364");
    $expect.compare(s.list.pool[0].normal.x, "==", -1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:365");
    $expect.compare(s.list.pool[0].fraction, "==", Math.fround(0.5 - 0.30000001192092896 /* 0.3f */), "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:366");
  });

  it("push-out: r 0.5 at 0.3 m in front of a vertical wall: +0x50 gains (r − 0.3) × n, flag 0x1000 [002:L252]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, 0, 0, 0, 1);
    CollisionMesh_Build(s.mesh, 2);
    PhysicsBody_PushOutOfWalls(s.mesh, s.body, -0.30000001192092896 /* 0.3f */, 0, 1, 1, 0.5);
    // 0.2 × n with 0.2 = 0.5 − 0.3f in f32 (one ulp under 0.2f)
    $expect.compare(s.body.push_out.x, "==", -Math.fround(0.5 - 0.30000001192092896 /* 0.3f */), "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:376");
    $expect.compare(s.body.push_out.y, "==", 0, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:377");
    $expect.compare(s.body.push_out.z, "==", 0, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:378");
    $expect.compare(s.body.push_out.w, "==", 1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:379");
    $expect.compare(s.body.flags & 0x1000, "!=", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:380");
  });

  it("push-out: two walls at 0.3 and 0.2: only the 0.2 one pushes (by 0.3) [002:L252]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_WallY(s.mesh, 0x1, 0.20000000298023224 /* 0.2f */, -5, 5, 0, 3);
    U2S_Init(s, 0.5, 0, 0, 0, 1);
    CollisionMesh_Build(s.mesh, 2);
    PhysicsBody_PushOutOfWalls(s.mesh, s.body, -0.30000001192092896 /* 0.3f */, 0, 1, 1, 0.5);
    $expect.compare(s.body.push_out.x, "==", 0, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:390");
    $expect.compare(s.body.push_out.y, "==", -Math.fround(0.5 - 0.20000000298023224 /* 0.2f */), "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:391");
  });

  it("push-out: a wall sloped to n.z = 0.6: (n.x, n.y, 0) × (r − dist), shorter than r − dist [002:L252]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    // normal unit(2b, 0, −2a) with a = −0.6, b = −0.8: (−0.8, 0, 0.6); centre 0.3 along n from the
    // face point (−0.3, 0, −0.4)
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, -1, 0, 0, 1, 0, -0.6000000238418579 /* 0.6f */, 0, -0.800000011920929 /* 0.8f */);
    U2S_Init(s, 0.5, 0, 0, 0, 1);
    CollisionMesh_Build(s.mesh, 2);
    PhysicsBody_PushOutOfWalls(s.mesh, s.body, -0.5400000214576721 /* 0.54f */, 0, -0.2199999988079071 /* 0.22f */, 1, 0.5);
    // exact: n = (−0.8f, 0, 0.6f) (|N|² rounds to 4), dist rounds to 0.3f, 0.5 − 0.3f = 0.19999999,
    // × −0.8f rounds to −0.16f
    $expect.compare(s.body.push_out.x, "==", -0.1599999964237213 /* 0.16f */, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:404");
    $expect.compare(s.body.push_out.y, "==", 0, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:405");
    $expect.compare(s.body.push_out.z, "==", 0, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:406");
    $expect.compare(Math.abs(s.body.push_out.x), "<", 0.20000000298023224 /* 0.2f */, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:407");
  });

  it("push-out: a sphere behind a one-sided wall: no push [002:L252]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_Init(s, 0.5, 0, 0, 0, 1);
    CollisionMesh_Build(s.mesh, 2);
    PhysicsBody_PushOutOfWalls(s.mesh, s.body, 0.30000001192092896 /* 0.3f */, 0, 1, 1, 0.5);
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:416");
    $expect.compare(s.body.flags & 0x1000, "==", 0, "u32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:417");
  });
});

// Checks of the definitions (002 L160, L191, L214-L220), not Test-idea cases.
describe("002 Unit 2 definitions: sweeps and overlaps", () => {
  it("the box and capsule mesh overlaps return 0 [002:L220]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    CollisionMesh_Build(s.mesh, 2);
    const box: AABB = new AABB();
    box.min.x = -1;
    box.min.y = -1;
    box.min.z = 0;
    box.min.w = 1;
    box.max.x = 1;
    box.max.y = 1;
    box.max.z = 2;
    box.max.w = 1;
    $expect.compare(PhysicsMeshOverlap_Box(s.mesh, s.list, 0, 50, box, s.shape, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:430");
    $expect.compare(PhysicsMeshOverlap_Capsule(s.mesh, s.list, 0, 50, box, s.shape, 0, 0, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:431");
  });

  it("overlap with room 1 writes the shallowest, not the deepest (the n shallowest, reversed) [002:L214]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_WallY(s.mesh, 0x1, 0.10000000149011612 /* 0.1f */, -5, 5, 0, 3);
    $expect.compare(U2S_Overlap(s, -0.30000001192092896 /* 0.3f */, 0, 1, 1, 0.5, 1), "==", 1, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:438");
    $expect.compare(s.list.pool[0].fraction, "==", Math.fround(0.5 - 0.30000001192092896 /* 0.3f */), "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:439");
  });

  it("overlap pre-test (D-MESH-4): a centre 0.999 above a floor triangle passes it and the kernel keeps the triangle [002:L214]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.truth(MeshTriangle_WithinReach(s.mesh, 0, 0.20000000298023224 /* 0.2f */, 0.20000000298023224 /* 0.2f */, 0.9990000128746033 /* 0.999f */, 1.0010000467300415 /* 1.001f */), "spec/ps2/tests/unit02_sweeps_tests.spec:445");
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(PointTriangle_DistanceSq(0.20000000298023224 /* 0.2f */, 0.20000000298023224 /* 0.2f */, 0.9990000128746033 /* 0.999f */, 1, t), "<", 1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:448");
  });

  it("overlap pre-test (D-MESH-4): a centre whose box gaps (0.8, 0.8, 0) exceed the reach is refused, and the kernel misses it too [002:L214]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.truth(!MeshTriangle_WithinReach(s.mesh, 0, 1.7999999523162842 /* 1.8f */, 1.7999999523162842 /* 1.8f */, 0, 1.0010000467300415 /* 1.001f */), "spec/ps2/tests/unit02_sweeps_tests.spec:454");
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    $expect.compare(PointTriangle_DistanceSq(1.7999999523162842 /* 1.8f */, 1.7999999523162842 /* 1.8f */, 0, 1, t), ">=", 1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:457");
  });

  it("overlap pre-test (D-MESH-4): 1.2 from a tilted triangle's plane within its box's reach is refused, and the kernel misses it too [002:L214]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    // normal (−1, −1, 1)/√3; the centre is (0.5, 0.5, 1) (inside the face) + 1.2 along it
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 2, 0, 2, 0, 2, 2);
    $expect.truth(!MeshTriangle_WithinReach(s.mesh, 0, -0.19280000030994415 /* 0.1928f */, -0.19280000030994415 /* 0.1928f */, 1.6928000450134277 /* 1.6928f */, 1.0010000467300415 /* 1.001f */), "spec/ps2/tests/unit02_sweeps_tests.spec:464");
    const t: CollTri = new CollTri();
    CollTri_PrepareForKernel(t, 0, 0, 0, 2, 0, 2, 0, 2, 2);
    $expect.compare(PointTriangle_DistanceSq(-0.19280000030994415 /* 0.1928f */, -0.19280000030994415 /* 0.1928f */, 1.6928000450134277 /* 1.6928f */, 1, t), ">=", 1, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:467");
    // 0.9 from the plane: passes
    $expect.truth(MeshTriangle_WithinReach(s.mesh, 0, -0.019600000232458115 /* 0.0196f */, -0.019600000232458115 /* 0.0196f */, 1.5196000337600708 /* 1.5196f */, 1.0010000467300415 /* 1.001f */), "spec/ps2/tests/unit02_sweeps_tests.spec:469");
  });

  it("overlap pre-test (D-MESH-4): a sliver (corner angle about 5e-7 rad) is not refused by its plane [002:L214]", () => {
    const s: U2SScene = new U2SScene();
    CollisionMesh_AddTriangle(s.mesh, 0x1, 0, 0, 0, 1, 0, 0, 2, 9.999999974752427e-7 /* 0.000001f */, 0);
    $expect.truth(MeshTriangle_WithinReach(s.mesh, 0, 1, 0, 0.5, 1.0010000467300415 /* 1.001f */), "spec/ps2/tests/unit02_sweeps_tests.spec:475");
    // the same point 2 m above is refused by the box gap
    $expect.truth(!MeshTriangle_WithinReach(s.mesh, 0, 1, 0, 2.5, 1.0010000467300415 /* 1.001f */), "spec/ps2/tests/unit02_sweeps_tests.spec:477");
  });

  it("the capsule ignores max: two walls give two contacts with max 1 [002:L160]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U2SScene = new U2SScene();
    U2S_WallX(s.mesh, 0x1, 0, -5, 5, 0, 3);
    U2S_WallX(s.mesh, 0x1, 1, -5, 5, 0, 3);
    U2S_Init(s, 0.5, -2, 0, 0, 1);
    $expect.compare(U2S_Capsule(s, 10, 0, 0, 0), "==", 2, "i32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:485");
    $expect.compare(s.list.pool[0].fraction, "==", 0.15000000596046448 /* 0.15f */, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:486");
    $expect.compare(s.list.pool[1].fraction, "==", 0.25, "f32", mode, "spec/ps2/tests/unit02_sweeps_tests.spec:487");
  });
});
