// GENERATED FILE: do not edit. Conformance tests of module ps2.mesh_backend_tests from spec/ps2/tests/mesh_backend_tests.spec (sha256 e68549478a3b8e22).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { MBScene, MB_CornerTriangle, MB_Floor, MB_Init } from "../support/mesh_backend_tests.generated.js";
import { U3_Sweep } from "../support/unit03_sweep_fakes.generated.js";
import { CollisionMesh_Build, CollisionMesh_SetEnabledInBox } from "../../../../generated/ps2/collision_mesh.generated.js";
import { MeshWorld, MeshWorld_RayCast, MeshWorld_TriangleFlags } from "../../../../generated/ps2/mesh_backend.generated.js";
import { AABB } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { RayHit } from "../../../../generated/ps2/world.generated.js";

describe("002 Unit 2 Test ideas: the corner slide's consumer (L249), through PhysicsBody_Sweep and the mesh back end", () => {
  it("in a full sweep pass the pass velocity gains S (less its part against the move) and the reported velocity does not [002:L249]", () => {
    const mode = { "kind": "exact" } as const;
    const m: MBScene = new MBScene();
    MB_CornerTriangle(m.level, 2);
    MB_Init(m, 2, -0.30000001192092896 /* 0.3f */, -0.25, 1);
    m.s.owner.answers.push(1);
    // −90 m/s over dt = 1/30: a 3 m move, as in L248
    U3_Sweep(m.s, -90, 0, 0, 0, false);
    // pass 1 met the flagged edge (the centre path 0.3 from it: touch at x = 0.4, f = 1.6 / 3) with
    // contact flags 1; the slide S = (0, −1, 0) × max(0.5, 3) = (0, −3, 0) went into V, so pass 2
    // moved the body by S × dt along −y and met nothing
    $expect.compare(m.s.owner.contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/mesh_backend_tests.spec:43");
    $expect.compare(m.s.owner.seen_flags[0], "==", 1, "u32", mode, "spec/ps2/tests/mesh_backend_tests.spec:44");
    $expect.compare(m.s.owner.seen_fraction[0], "==", Math.fround(1.600000023841858 /* 1.6f */ / 3), "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/mesh_backend_tests.spec:45");
    const dt: number = Math.fround(1 / 30);
    $expect.compare(m.s.owner.now.position.y, "==", Math.fround(-0.30000001192092896 /* 0.3f */ + Math.fround(-3 * dt)), "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:47");
    // stopped at the touch, never past it
    $expect.compare(m.s.owner.now.position.x, ">=", 0.4000000059604645 /* 0.4f */, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:49");
    $expect.compare(m.s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/mesh_backend_tests.spec:50");
    // the reported velocity: stopped against the wall (x 0) and without the slide (y 0)
    $expect.compare(m.s.owner.velocities.length, ">=", 1, "i32", mode, "spec/ps2/tests/mesh_backend_tests.spec:52");
    $expect.compare(m.s.owner.velocities[0].v.x, "==", 0, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:53");
    $expect.compare(m.s.owner.velocities[0].v.y, "==", 0, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:54");
  });

  it("a body with flag 0x8000 gains nothing [002:L249]", () => {
    const mode = { "kind": "exact" } as const;
    const m: MBScene = new MBScene();
    MB_CornerTriangle(m.level, 2);
    MB_Init(m, 2, -0.30000001192092896 /* 0.3f */, -0.25, 1);
    m.s.body.flags = 0x8400;
    m.s.owner.answers.push(1);
    U3_Sweep(m.s, -90, 0, 0, 0, false);
    $expect.compare(m.s.owner.contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/mesh_backend_tests.spec:64");
    $expect.compare(m.s.owner.seen_flags[0], "==", 1, "u32", mode, "spec/ps2/tests/mesh_backend_tests.spec:65");
    // V kept no part of S: nothing left to move, so the sweep ends stuck where the advance left it
    $expect.compare(m.s.owner.now.position.y, "==", -0.30000001192092896 /* 0.3f */, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:67");
    $expect.compare(m.s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/mesh_backend_tests.spec:68");
  });

  it("bits 14-15 = 3 (no flagged edge): the contact has no slide and the body does not move along y [002:L249]", () => {
    const mode = { "kind": "exact" } as const;
    const m: MBScene = new MBScene();
    MB_CornerTriangle(m.level, 3);
    MB_Init(m, 2, -0.30000001192092896 /* 0.3f */, -0.25, 1);
    m.s.owner.answers.push(1);
    U3_Sweep(m.s, -90, 0, 0, 0, false);
    $expect.compare(m.s.owner.seen_flags[0], "==", 0, "u32", mode, "spec/ps2/tests/mesh_backend_tests.spec:77");
    $expect.compare(m.s.owner.now.position.y, "==", -0.30000001192092896 /* 0.3f */, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:78");
  });
});

describe("the designed world ray cast (D-RAY-1)", () => {
  it("straight down onto a floor: the distance to it, the face normal, the triangle reference [002:L433]", () => {
    const mode = { "kind": "exact" } as const;
    const w: MeshWorld = new MeshWorld();
    MB_Floor(w, 0x1, 0, -4, 4, -4, 4);
    CollisionMesh_Build(w.mesh, 2);
    const hit: RayHit = new RayHit();
    $expect.truth(MeshWorld_RayCast(w, 1, 2.5, 1.25, 1, 0, 0, -1, 0, 5, hit), "spec/ps2/tests/mesh_backend_tests.spec:95");
    $expect.compare(hit.distance, "==", 1.25, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:96");
    // the face normal (its x and y are zeros whose signs come from the cross product)
    $expect.compare(hit.normal.z, "==", 1, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:98");
    $expect.compare(Math.fround(Math.abs(hit.normal.x) + Math.abs(hit.normal.y)), "==", 0, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:99");
    // (1, 2.5) lies in the second triangle (x + y > 0 side of the shared diagonal x0..x1)
    $expect.compare(hit.triangle, "==", 2, "u32", mode, "spec/ps2/tests/mesh_backend_tests.spec:101");
    $expect.compare(MeshWorld_TriangleFlags(w, hit.triangle), "==", 0x1, "u16", mode, "spec/ps2/tests/mesh_backend_tests.spec:102");
  });

  it("too short a ray, a ray going up, and a disabled floor miss [002:L433]", () => {
    const w: MeshWorld = new MeshWorld();
    MB_Floor(w, 0x1, 0, -4, 4, -4, 4);
    CollisionMesh_Build(w.mesh, 2);
    const hit: RayHit = new RayHit();
    $expect.truth(!MeshWorld_RayCast(w, 1, 1, 1.25, 1, 0, 0, -1, 0, 1, hit), "spec/ps2/tests/mesh_backend_tests.spec:110");
    $expect.truth(!MeshWorld_RayCast(w, 1, 1, 1.25, 1, 0, 0, 1, 0, 5, hit), "spec/ps2/tests/mesh_backend_tests.spec:111");
    const box: AABB = new AABB();
    box.min.x = -10;
    box.min.y = -10;
    box.min.z = -1;
    box.min.w = 1;
    box.max.x = 10;
    box.max.y = 10;
    box.max.z = 1;
    box.max.w = 1;
    CollisionMesh_SetEnabledInBox(w.mesh, box, false);
    $expect.truth(!MeshWorld_RayCast(w, 1, 1, 1.25, 1, 0, 0, -1, 0, 5, hit), "spec/ps2/tests/mesh_backend_tests.spec:116");
  });

  it("from below: a one-sided floor is not hit, a two-sided one is, with the normal reversed [002:L433]", () => {
    const mode = { "kind": "exact" } as const;
    const w: MeshWorld = new MeshWorld();
    MB_Floor(w, 0x1, 0, -4, 4, -4, 4);
    CollisionMesh_Build(w.mesh, 2);
    const hit: RayHit = new RayHit();
    $expect.truth(!MeshWorld_RayCast(w, 1, 1, -0.5, 1, 0, 0, 1, 0, 5, hit), "spec/ps2/tests/mesh_backend_tests.spec:124");
    const w2: MeshWorld = new MeshWorld();
    MB_Floor(w2, 0x3, 0, -4, 4, -4, 4);
    CollisionMesh_Build(w2.mesh, 2);
    $expect.truth(MeshWorld_RayCast(w2, 1, 1, -0.5, 1, 0, 0, 1, 0, 5, hit), "spec/ps2/tests/mesh_backend_tests.spec:128");
    $expect.compare(hit.distance, "==", 0.5, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:129");
    $expect.compare(hit.normal.z, "==", -1, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:130");
    $expect.compare(Math.fround(Math.abs(hit.normal.x) + Math.abs(hit.normal.y)), "==", 0, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:131");
  });

  it("two floors: the nearer is reported whichever was added first [002:L433]", () => {
    const mode = { "kind": "exact" } as const;
    const w: MeshWorld = new MeshWorld();
    MB_Floor(w, 0x1, -2, -4, 4, -4, 4);
    MB_Floor(w, 0x1, 0.5, -4, 4, -4, 4);
    CollisionMesh_Build(w.mesh, 2);
    const hit: RayHit = new RayHit();
    $expect.truth(MeshWorld_RayCast(w, 0.5, 0.25, 3, 1, 0, 0, -1, 0, 10, hit), "spec/ps2/tests/mesh_backend_tests.spec:140");
    $expect.compare(hit.distance, "==", 2.5, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:141");
    // (0.5, 0.25) is in the second triangle of the upper floor, the fourth added
    $expect.compare(hit.triangle, "==", 4, "u32", mode, "spec/ps2/tests/mesh_backend_tests.spec:143");
  });

  it("a NaN in the ray is refused, naming it [002:L433]", () => {
    const mode = { "kind": "exact" } as const;
    const w: MeshWorld = new MeshWorld();
    MB_Floor(w, 0x1, 0, -4, 4, -4, 4);
    CollisionMesh_Build(w.mesh, 2);
    const hit: RayHit = new RayHit();
    const z: number = 0;
    $expect.asserts(() => {
      MeshWorld_RayCast(w, Math.fround(z / z), 0, 1, 1, 0, 0, -1, 0, 5, hit);
    }, "NaN", "spec/ps2/tests/mesh_backend_tests.spec:152");
    $expect.compare(w.rays, "==", 0, "i32", mode, "spec/ps2/tests/mesh_backend_tests.spec:153");
  });
});

describe("the Unit 3 landing test against the designed mesh (002 L505 with a real floor)", () => {
  it("Landing: a human 0.3 above a mesh floor falling 0.5: the ray finds the floor and the contact comes at f = 0.18 / 0.3 of the way… as with the scripted ground [002:L505]", () => {
    const mode = { "kind": "exact" } as const;
    const m: MBScene = new MBScene();
    MB_Floor(m.level, 0x1, 0, -4, 4, -4, 4);
    MB_Init(m, 0, 0, 0.30000001192092896 /* 0.3f */, 1);
    const hit: RayHit = new RayHit();
    // the landing ray of the case: from the upper point (0.3 + 0.88) down 1.38 m
    $expect.truth(MeshWorld_RayCast(m.level, 0, 0, 1.1799999475479126 /* 1.18f */, 1, 0, 0, -1, 0, 1.3799999952316284 /* 1.38f */, hit), "spec/ps2/tests/mesh_backend_tests.spec:164");
    $expect.compare(hit.distance, "==", 1.1799999475479126 /* 1.18f */, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:165");
    $expect.compare(hit.normal.z, "==", 1, "f32", mode, "spec/ps2/tests/mesh_backend_tests.spec:166");
  });
});
