// GENERATED FILE: do not edit. Conformance tests of module ps2.unit03.sweep_tests from spec/ps2/tests/unit03_sweep_tests.spec (sha256 6cb561908892eeb8).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { U3Scene, U3_AddTriangle, U3_Scene_Init, U3_Script, U3_Sweep } from "../support/unit03_sweep_fakes.generated.js";
import { HUMAN_BODY_VTABLE } from "../../../../generated/ps2/body.generated.js";
import { Contact, ContactList, Contact_InsertSorted } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { Human_LandingTest, MoveState, PhysicsBody_ResolveContacts } from "../../../../generated/ps2/unit03_sweep.generated.js";

// 0.04 = −(0.5 × D·n + 0.01) with D.x = 0.1 × (1 + 8.9e-8): the inputs alone put it 0.76 ulp
// above 0.04 (1.26 ulp with D's tie rounding), plus half an ulp for d + 0.01: ulps32(2). Zeros,
// counts and flags are exact.
describe("002 Unit 3 Test ideas: Head-on wall, code 1, and the answers 0x10001 and 0x40001", () => {
  it("Head-on wall, code 1: position (0.04, 0, 0); pass 2 |D|² = 0 → stuck: velocity (0, 0, 0) by the stuck branch and again by the write-back; +0x70 0 → 1; out (0.04, 0, 0); one after-move call [002:L488]", () => {
    const mode = { "kind": "ulps32", "n": 2 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:35");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:36");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:37");
    // one query: pass 2 leaves on |D|² = 0 before querying; the mesh sweep got max 1, −0.65, 0, and
    // option 0 for a generic body
    $expect.compare(s.mesh.mesh_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:40");
    $expect.compare(s.mesh.max, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:41");
    $expect.compare(s.mesh.nz_min, "==", -0.6499999761581421 /* f32#bf266666 */, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:42");
    $expect.compare(s.mesh.nz_max, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:43");
    $expect.compare(s.mesh.options, "==", 0, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:44");
    $expect.compare(s.owner.contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:45");
    // the advance's set-transform only (stuck: no final move)
    $expect.compare(s.owner.positions.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:47");
    $expect.compare(s.owner.velocities.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:48");
    $expect.compare(s.owner.velocities[0].v.x, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:49");
    $expect.compare(s.owner.velocities[0].v.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:50");
    $expect.compare(s.owner.velocities[0].v.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:51");
    $expect.compare(s.owner.velocities[1].v.x, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:52");
    $expect.compare(s.owner.velocities[1].v.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:53");
    $expect.compare(s.owner.velocities[1].v.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:54");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:55");
    $expect.compare(s.disp.x, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:56");
    $expect.compare(s.disp.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:57");
    $expect.compare(s.disp.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:58");
    $expect.compare(s.disp.w, "==", 1, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:59");
    $expect.compare(s.owner.after_moves, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:60");
    // set-up marks the body dirty
    $expect.compare((s.body.flags & 0x80000000) >>> 0, "!=", 0, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:62");
  });

  it("Same, answer 0x10001: same position (0.04, 0, 0); the resolution returns 0 → moved by V × dt = 0; +0x70 reset to 0; velocity (0, 0, 0) written once (write-back) [002:L489]", () => {
    const mode = { "kind": "ulps32", "n": 2 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(0x10001);
    // a counter left from earlier updates, so that the reset shows
    s.body.stuck = 2;
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:73");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:74");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:75");
    // the advance, then the moved branch's set-transform
    $expect.compare(s.owner.positions.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:77");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:78");
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:79");
    $expect.compare(s.owner.velocities[0].v.x, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:80");
    $expect.compare(s.owner.velocities[0].v.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:81");
    $expect.compare(s.owner.velocities[0].v.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:82");
    $expect.compare(s.disp.x, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:83");
    $expect.compare(s.owner.after_moves, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:84");
  });

  it("Same, answer 0x40001: position (0.04, 0, 0) (the advance happened); no velocity call, out keeps its sentinel, +0x70 unchanged, no after-move call [002:L490]", () => {
    const mode = { "kind": "ulps32", "n": 2 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(0x40001);
    s.body.stuck = 2;
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:94");
    $expect.compare(s.owner.positions.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:95");
    $expect.compare(s.owner.velocities.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:96");
    $expect.compare([s.disp.x, s.disp.y, s.disp.z, s.disp.w], "==", [99, 99, 99, 99], "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:97");
    $expect.compare(s.body.stuck, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:98");
    $expect.compare(s.owner.after_moves, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:99");
  });
});

// Test 4 (v = (3, 0, 0), n = (−0.6, 0.8, 0) as f32, f = 0.5, code 1): the advance n × (−0.03 + 0.01)
// cancels and carries D's and 0.6f's errors: inputs alone +2.43 ulps of 0.012 and −1.41 of
// −0.016, plus the roundings of d + 0.01 (0.78 ulp of 0.012 after × 0.6) and of the product: 3
// and 1 ulps. 1.92 and 1.44 (inputs alone −0.72 and +0.66 ulp) round onto the nearest f32: 0.
// Pass 2's D = V × dt = (0.064, 0.048, 0): one product each of V (within 0.72 ulp from the inputs)
// and dt (+5.2e-8): 0 and 1 ulps. The end (0.076, 0.032, 0): inputs alone +0.37 and +0.67 ulps,
// plus the final addition: 1 and 0 ulps. Exact elsewhere.
describe("002 Unit 3 Test ideas: Wall at an angle, and a level triangle with flag 0x100", () => {
  it("Wall at an angle: advance (0.012, −0.016, 0); V = v = (1.92, 1.44, 0); pass 2 D = (0.064, 0.048, 0), no contact → end (0.076, 0.032, 0); +0x70 = 0; velocity (1.92, 1.44, 0); out (0.076, 0.032, 0) [002:L491]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.positions.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:117");
    $expect.compare(s.owner.positions[0].v.x, "==", 0.012000000104308128 /* 0.012f */, "f32", { "kind": "ulps32", "n": 3 }, "spec/ps2/tests/unit03_sweep_tests.spec:118");
    $expect.compare(s.owner.positions[0].v.y, "==", -0.01600000075995922 /* 0.016f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:119");
    $expect.compare(s.owner.positions[0].v.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:120");
    $expect.compare(s.mesh.mesh_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:121");
    $expect.compare(s.mesh.last_move.x, "==", 0.06400000303983688 /* 0.064f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:122");
    $expect.compare(s.mesh.last_move.y, "==", 0.04800000041723251 /* 0.048f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:123");
    $expect.compare(s.mesh.last_move.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:124");
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:125");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:126");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:127");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:128");
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:129");
    $expect.compare(s.owner.velocities[0].v.x, "==", 1.9199999570846558 /* 1.92f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:130");
    $expect.compare(s.owner.velocities[0].v.y, "==", 1.440000057220459 /* 1.44f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:131");
    $expect.compare(s.owner.velocities[0].v.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:132");
    $expect.compare(s.disp.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:133");
    $expect.compare(s.disp.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:134");
    $expect.compare(s.disp.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:135");
  });

  it("Wall at an angle with body flags 0 (an AI): the same position and no velocity call [002:L491]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0;
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:145");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:146");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:147");
    $expect.compare(s.owner.velocities.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:148");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:149");
  });

  it("Level triangle with flag 0x100: as test 4 with triangle flags 0x0101, the same position and no velocity call (the write-back is not asked) [002:L492]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri_100, 0, 0, 0, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:158");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:159");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:160");
    $expect.compare(s.owner.velocities.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:161");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:162");
  });
});

// Corner: each advance is test 1's 0.04 (2 ulps, budget at the first table); every slide lands on
// exact zeros. Three-pass limit: test 4's advance (3 and 1 ulps, budget above); in passes 2 and 3
// D·n = 0.064·(−0.6) + 0.048·0.8 rounds to exactly 0 here, so V and D stay as in pass 2 (D: 1 ulp).
describe("002 Unit 3 Test ideas: Corner, and the three-pass limit", () => {
  it("Corner: pass 1 n1 = (−1, 0, 0) → (0.04, 0, 0), V = (0, 3, 0); pass 2 n2 = (0, −1, 0) → (0.04, 0.04, 0), V = 0; pass 3 |D|² = 0 → stuck: +0x70 = 1, velocity (0, 0, 0); out (0.04, 0.04, 0) [002:L493]", () => {
    const mode = { "kind": "ulps32", "n": 2 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    U3_Script(s.mesh.mesh[1], 0, -1, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 3, 0, 0, false);
    $expect.compare(s.owner.positions.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:177");
    $expect.compare(s.owner.positions[0].v.x, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:178");
    $expect.compare(s.owner.positions[0].v.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:179");
    // pass 2 swept D = (0, 0.1, 0): V.x was slid to exactly 0
    $expect.compare(s.mesh.last_move.x, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:181");
    $expect.compare(s.mesh.last_move.y, "==", 0.10000000149011612 /* 0.1f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:182");
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:183");
    $expect.compare(s.owner.now.position.y, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:184");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:185");
    // pass 3 leaves on |D|² = 0 without a query
    $expect.compare(s.mesh.mesh_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:187");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:188");
    $expect.compare(s.owner.velocities.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:189");
    $expect.compare(s.owner.velocities[1].v.x, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:190");
    $expect.compare(s.owner.velocities[1].v.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:191");
    $expect.compare(s.owner.velocities[1].v.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:192");
    $expect.compare(s.disp.x, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:193");
    $expect.compare(s.disp.y, "==", 0.03999999910593033 /* 0.04f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:194");
  });

  it("Three-pass limit: the same contact on all passes; passes 2 and 3 D·n = 0 → no advance, V unchanged; after pass 3 stuck: position stays (0.012, −0.016, 0), velocity (0, 0, 0), +0x70 = 1, out (0.012, −0.016, 0) [002:L494]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    for (let i = 0; i < 3; i++) {
      U3_Script(s.mesh.mesh[i], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    }
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.mesh.mesh_calls, "==", 3, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:205");
    $expect.compare(s.owner.contact_calls, "==", 3, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:206");
    // pass 3 swept the same D as pass 2: V was left unchanged
    $expect.compare(s.mesh.last_move.x, "==", 0.06400000303983688 /* 0.064f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:208");
    $expect.compare(s.mesh.last_move.y, "==", 0.04800000041723251 /* 0.048f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:209");
    // only pass 1 advanced; the slid V × dt is never applied
    $expect.compare(s.owner.positions.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:211");
    $expect.compare(s.owner.now.position.x, "==", 0.012000000104308128 /* 0.012f */, "f32", { "kind": "ulps32", "n": 3 }, "spec/ps2/tests/unit03_sweep_tests.spec:212");
    $expect.compare(s.owner.now.position.y, "==", -0.01600000075995922 /* 0.016f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:213");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:214");
    $expect.compare(s.owner.velocities.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:215");
    $expect.compare(s.owner.velocities[0].v.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:216");
    $expect.compare(s.owner.velocities[0].v.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:217");
    $expect.compare(s.owner.velocities[0].v.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:218");
    $expect.compare(s.owner.velocities[1].v.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:219");
    $expect.compare(s.owner.velocities[1].v.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:220");
    $expect.compare(s.owner.velocities[1].v.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:221");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:222");
    $expect.compare(s.disp.x, "==", 0.012000000104308128 /* 0.012f */, "f32", { "kind": "ulps32", "n": 3 }, "spec/ps2/tests/unit03_sweep_tests.spec:223");
    $expect.compare(s.disp.y, "==", -0.01600000075995922 /* 0.016f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:224");
  });
});

// D.x = 3 × dt is the tie that rounds up to one ulp above f32(0.1) (inputs alone +0.70 ulp):
// ulps32(1). The resolution's own results are exact (flags, counts, a zero scale).
describe("002 Unit 3 Test ideas: Code 0 and 0x20000 alone", () => {
  it("Every contact answered 0x20000: position D = (0.1, 0, 0), no velocity call, +0x70 = 0, no scale [002:L495]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(0x20000);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:237");
    $expect.compare(s.owner.now.position.x, "==", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:238");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:239");
    $expect.compare(s.owner.velocities.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:240");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:241");
    // the resolution itself: code 0 goes on, 0x20000 alone sets neither 0x4 nor a scale
    const st: MoveState = new MoveState();
    st.V.x = 3;
    st.V.y = 0;
    st.V.z = 0;
    st.V.w = 1;
    st.v.x = 3;
    st.v.y = 0;
    st.v.z = 0;
    st.v.w = 0;
    const l: ContactList = new ContactList();
    l.pool[0].normal.x = -1;
    l.pool[0].normal.y = 0;
    l.pool[0].normal.z = 0;
    l.pool[0].normal.w = 0;
    l.pool[0].fraction = 0.5;
    l.pool[0].triangle = s.tri;
    l.count = Contact_InsertSorted(l.pool, 0, l.sorted, l.count, 1, 0, 1, 0);
    const r: number = PhysicsBody_ResolveContacts(s.phys, s.body, l, 0.10000000149011612 /* 0.1f */, 0, 0, 0, st, null, s.slots);
    $expect.compare(r, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:252");
    $expect.compare(st.move_flags, "==", 0, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:253");
    $expect.compare(st.scale, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:254");
  });
});

// p = push-out × (1/dt) × (1/k), then moved by V × dt: 1/dt rounds to 30 − 2^-19 and the products
// land on the f32 nearest 0.02 and 0.01 (inputs alone 0.0 ulp): exact as f32 literals (ulps32(0)).
describe("002 Unit 3 Test ideas: Push-out", () => {
  it("Push-out, k = 1: v = 0, +0x50 = (0.02, 0, 0), no contacts: position (0.02, 0, 0), +0x50 reads (0, 0, 0, 1) afterwards, no velocity call [002:L496]", () => {
    const mode = { "kind": "ulps32", "n": 0 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.push_out.x = 0.019999999552965164 /* 0.02f */;
    s.body.push_out.y = 0;
    s.body.push_out.z = 0;
    s.body.push_out.w = 1;
    U3_Sweep(s, 0, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.019999999552965164 /* 0.02f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:266");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:267");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:268");
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:269");
    $expect.compare(s.owner.velocities.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:270");
    $expect.compare(s.disp.x, "==", 0.019999999552965164 /* 0.02f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:271");
  });

  it("Push-out with k = 2: position (0.01, 0, 0) [002:L496]", () => {
    const mode = { "kind": "ulps32", "n": 0 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.owner.k = 2;
    s.body.push_out.x = 0.019999999552965164 /* 0.02f */;
    s.body.push_out.y = 0;
    s.body.push_out.z = 0;
    s.body.push_out.w = 1;
    U3_Sweep(s, 0, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.009999999776482582 /* 0.01f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:280");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:281");
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:282");
    // attribute 7 was asked (owner id 1: entry 107)
    $expect.compare(s.log.entries.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:284");
    $expect.compare(s.log.entries[0], "==", 107, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:285");
  });

  it("Push-out with k = 2 and body flag 0x1000: position (0.02, 0, 0) [002:L496]", () => {
    const mode = { "kind": "ulps32", "n": 0 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.owner.k = 2;
    s.body.flags = 0x1400;
    s.body.push_out.x = 0.019999999552965164 /* 0.02f */;
    s.body.push_out.y = 0;
    s.body.push_out.z = 0;
    s.body.push_out.w = 1;
    U3_Sweep(s, 0, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.019999999552965164 /* 0.02f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:295");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:296");
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:297");
    // the push weight is not asked
    $expect.compare(s.log.entries.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:299");
  });
});

// Too slow: only flags, counts and the cleared push-out, exact. Slow but above the cut: 0.02 × dt
// is the document's 0.000667, the f32 nearest 1/1500 (inputs alone +0.34 ulp, one rounding): 0.
describe("002 Unit 3 Test ideas: Too slow, and slow but above the cut", () => {
  it("Too slow: v = (0.0005, 0, 0), +0x50 = (0.00001, 0, 0): V = (0.0008, 0, 0), |V|² = 6.4e-7 → nothing moves, +0x50 cleared, dirty flag not set, out keeps its sentinel, no after-move call [002:L497]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.push_out.x = 0.000009999999747378752 /* 0.00001f */;
    s.body.push_out.y = 0;
    s.body.push_out.z = 0;
    s.body.push_out.w = 1;
    U3_Sweep(s, 0.0005000000237487257 /* 0.0005f */, 0, 0, 0, false);
    $expect.compare([s.body.push_out.x, s.body.push_out.y, s.body.push_out.z, s.body.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:311");
    $expect.compare((s.body.flags & 0x80000000) >>> 0, "==", 0, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:312");
    $expect.compare([s.disp.x, s.disp.y, s.disp.z, s.disp.w], "==", [99, 99, 99, 99], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:313");
    $expect.compare(s.owner.after_moves, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:314");
    $expect.compare(s.owner.positions.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:315");
    $expect.compare(s.owner.velocities.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:316");
    $expect.compare(s.mesh.mesh_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:317");
    $expect.compare([s.owner.now.position.x, s.owner.now.position.y, s.owner.now.position.z, s.owner.now.position.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:318");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:319");
  });

  it("Slow but above the cut: v = (0.02, 0, 0), a contact scripted for pass 1: |V|² = 4e-4 > 1e-6 but |D|² ≈ 4.4e-7 ≤ 1e-6 → no query is made, position (0.000667, 0, 0), +0x70 = 0 [002:L498]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(1);
    s.body.stuck = 2;
    U3_Sweep(s, 0.019999999552965164 /* 0.02f */, 0, 0, 0, false);
    $expect.compare(s.mesh.mesh_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:329");
    $expect.compare(s.owner.contact_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:330");
    // 0.000667 printed; 0.02 × (1/30) = 1/1500 = f32 0x3a2ec33e
    $expect.compare(s.owner.now.position.x, "==", 0.0006666666595265269 /* f32#3a2ec33e */, "f32", { "kind": "ulps32", "n": 0 }, "spec/ps2/tests/unit03_sweep_tests.spec:332");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:333");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:334");
    $expect.compare(s.owner.velocities.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:335");
    $expect.compare(s.owner.after_moves, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:336");
  });
});

// D = (1/30, 0, −1/6) from v = (1, 0, −5): the advance −17/300 (printed −0.0567) cancels
// 0.4 × (−1/6) + 0.01 (inputs alone −1.26 ulps, plus its rounding): 1 ulp; the end z = −0.04
// adds pass 2's 0.5 × dt to it (inputs alone −1.03 ulps, plus the addition's half ulp): 2; x is
// V.x × dt = dt itself, the f32 nearest 1/30 (printed 0.0333): exact. 0.98 and 0.49 are
// 0.98f × 1 and 0.98f × 0.5 after an exact bounce: exact.
describe("002 Unit 3 Test ideas: Bounce on a floor (world object)", () => {
  it("Bounce on a floor: type mask 0, flags 0x80000500, e = 0.1, v = (1, 0, −5), n = (0, 0, 1), f = 0.4, answer 0x20002: advance z −0.0567; v = V = (1, 0, 0.5); pass 2 → end (0.0333, 0, −0.04); scale 0.98 → velocity (0.98, 0, 0.49) [002:L499]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x80000500;
    s.owner.e = 0.10000000149011612 /* 0.1f */;
    U3_Script(s.mesh.mesh[0], 0, 0, 1, 0, 0.4000000059604645 /* 0.4f */, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(0x20002);
    U3_Sweep(s, 1, 0, -5, 0, false);
    // −17/300 = f32 0xbd681b4f
    $expect.compare(s.owner.positions[0].v.z, "==", -0.05666666850447655 /* f32#bd681b4f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:355");
    // pass 2's D = V × dt with V = (1, 0, 0.5): (1/30, 0, 1/60) exactly as f32
    $expect.compare(s.mesh.last_move.x, "==", 0.03333333507180214 /* f32#3d088889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:357");
    $expect.compare(s.mesh.last_move.z, "==", 0.01666666753590107 /* f32#3c888889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:358");
    $expect.compare(s.owner.now.position.x, "==", 0.03333333507180214 /* f32#3d088889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:359");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:360");
    $expect.compare(s.owner.now.position.z, "==", -0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:361");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:362");
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:363");
    $expect.compare(s.owner.velocities[0].v.x, "==", 0.9800000190734863 /* 0.98f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:364");
    $expect.compare(s.owner.velocities[0].v.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:365");
    $expect.compare(s.owner.velocities[0].v.z, "==", 0.49000000953674316 /* 0.49f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:366");
    // the restitution is asked once per bounce (owner id 1: 107 at the start, then 108 twice)
    $expect.compare(s.log.entries.length, "==", 3, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:368");
    $expect.compare(s.log.entries[1], "==", 108, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:369");
    $expect.compare(s.log.entries[2], "==", 108, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:370");
  });
});

// The slid velocity (1.92, 1.44) and its scaled values land on the f32 nearest the document's
// decimals (1.8816, 1.4112, 0.98, 0.48, 0.36: each one f32 product of exact-looking inputs, and
// the inputs alone stay within half an ulp): exact as f32 literals. The position is test 4's (x 1
// ulp, budget at that table); z moves by −dt or +dt exactly.
describe("002 Unit 3 Test ideas: Scale, v.z rule", () => {
  it("Scale, v.z rule: test 4 with answer 0x20001, a generic body and v = (3, 0, −1): v = (1.92, 1.44, −1) after the slide; write-back (1.8816, 1.4112, −1) (v.z < 0 kept) [002:L501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(0x20001);
    U3_Sweep(s, 3, 0, -1, 0, false);
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:385");
    $expect.compare(s.owner.velocities[0].v.x, "==", 1.881600022315979 /* 1.8816f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:386");
    $expect.compare(s.owner.velocities[0].v.y, "==", 1.4112000465393066 /* 1.4112f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:387");
    $expect.compare(s.owner.velocities[0].v.z, "==", -1, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:388");
    // the position is not affected by the scale
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:390");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:391");
    $expect.compare(s.owner.now.position.z, "==", -0.03333333507180214 /* f32#3d088889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:392");
  });

  it("Scale, v.z rule with v = (3, 0, 1): write-back (1.8816, 1.4112, 0.98) [002:L501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(0x20001);
    U3_Sweep(s, 3, 0, 1, 0, false);
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:401");
    $expect.compare(s.owner.velocities[0].v.x, "==", 1.881600022315979 /* 1.8816f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:402");
    $expect.compare(s.owner.velocities[0].v.y, "==", 1.4112000465393066 /* 1.4112f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:403");
    $expect.compare(s.owner.velocities[0].v.z, "==", 0.9800000190734863 /* 0.98f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:404");
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:405");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:406");
    $expect.compare(s.owner.now.position.z, "==", 0.03333333507180214 /* f32#3d088889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:407");
  });

  it("Scale, v.z rule with a human-body fake airborne (state 0x4000000): scale 0.25, (0.48, 0.36, ·) [002:L501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.vtable = HUMAN_BODY_VTABLE;
    s.owner.state = 0x4000000;
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(0x20001);
    U3_Sweep(s, 3, 0, -1, 0, false);
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:418");
    $expect.compare(s.owner.velocities[0].v.x, "==", 0.47999998927116394 /* 0.48f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:419");
    $expect.compare(s.owner.velocities[0].v.y, "==", 0.36000001430511475 /* 0.36f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:420");
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:421");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:422");
  });

  it("Scale, v.z rule with the human-body fake on the ground: scale 1.0, (1.92, 1.44, ·) [002:L501]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.vtable = HUMAN_BODY_VTABLE;
    s.owner.state = 0;
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(0x20001);
    U3_Sweep(s, 3, 0, -1, 0, false);
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:433");
    $expect.compare(s.owner.velocities[0].v.x, "==", 1.9199999570846558 /* 1.92f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:434");
    $expect.compare(s.owner.velocities[0].v.y, "==", 1.440000057220459 /* 1.44f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:435");
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:436");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:437");
  });

  it("Scale, v.z rule with contacts at 0.98 and 1.0 in one move: 1.0 (the largest) [002:L501]", () => {
    const mode = { "kind": "exact" } as const;
    // a 1.0 contact scale on the generic body is a body contact (other shape non-zero), which only
    // the body query produces (the mesh insert writes other shape 0, L419): body flag 0x1 is set
    // and the fake's body query answers a contact with the second body, n = (0, 0, 1) (D·n = 0 and
    // V·n = 0: it moves nothing). Both orders, so that neither "the last" nor "the first" passes.
    // 0.98 (the wall, pass 1), then 1.0 (the body, pass 2)
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x401;
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    U3_Script(s.mesh.bodies[1], 0, 0, 1, 0, 0.5, 0, 0, 0, 0, 0, 0);
    s.mesh.bodies[1].other_owner = 2;
    s.mesh.bodies[1].other_shape = 1;
    s.owner.answers.push(0x20001);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.contact_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:455");
    $expect.compare(s.owner.seen_other[0], "==", 0, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:456");
    $expect.compare(s.owner.seen_other[1], "==", 2, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:457");
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:458");
    $expect.compare(s.owner.velocities[0].v.x, "==", 1.9199999570846558 /* 1.92f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:459");
    $expect.compare(s.owner.velocities[0].v.y, "==", 1.440000057220459 /* 1.44f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:460");
    $expect.compare(s.owner.velocities[0].v.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:461");
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:462");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:463");
    // 1.0 (the body, pass 1), then 0.98 (the wall, pass 2)
    const s2: U3Scene = new U3Scene();
    U3_Scene_Init(s2);
    s2.body.flags = 0x401;
    U3_Script(s2.mesh.bodies[0], 0, 0, 1, 0, 0.5, 0, 0, 0, 0, 0, 0);
    s2.mesh.bodies[0].other_owner = 2;
    s2.mesh.bodies[0].other_shape = 1;
    U3_Script(s2.mesh.mesh[1], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s2.tri, 0, 0, 0, 0, 0);
    s2.owner.answers.push(0x20001);
    U3_Sweep(s2, 3, 0, 0, 0, false);
    $expect.compare(s2.owner.contact_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:474");
    $expect.compare(s2.owner.seen_other[0], "==", 2, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:475");
    $expect.compare(s2.owner.seen_other[1], "==", 0, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:476");
    $expect.compare(s2.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:477");
    $expect.compare(s2.owner.velocities[0].v.x, "==", 1.9199999570846558 /* 1.92f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:478");
    $expect.compare(s2.owner.velocities[0].v.y, "==", 1.440000057220459 /* 1.44f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:479");
    $expect.compare(s2.owner.velocities[0].v.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:480");
    $expect.compare(s2.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:481");
    $expect.compare(s2.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:482");
  });
});

// The push 0.5 × (D·n) × n carries D's error (0.70 ulp of 0.05 from the inputs, rounding to one
// ulp above f32(0.05)): ulps32(1); with k = 1e9, 82 × 1e9 rounds to 82000003072, and the ratio
// and product add their roundings to it: 1 ulp of 5e-11 (inputs alone +0.21). The mover is test 1
// (0.04: 2 ulps). D passed to slot +0x50 is 0.1 as in test 1 (1 ulp).
describe("002 Unit 3 Test ideas: Code 4 push", () => {
  it("Code 4 push: other (body flags 0, +0x50 = 0), n = (−1, 0, 0), f = 0.5, weights 82, other k = 1: other's +0x50 = (0.05, 0, 0, 1), its slot +0x50 called once with that push and D; mover as test 1 [002:L502]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    // a contact with another owner comes from the body query (the mesh insert writes other owner
    // 0, L419): the mover has body flag 0x1 and the fake's body query answers it in pass 1
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x401;
    s.other_body.flags = 0;
    s.other_body.push_out.x = 0;
    s.other_body.push_out.y = 0;
    s.other_body.push_out.z = 0;
    s.other_body.push_out.w = 0;
    U3_Script(s.mesh.bodies[0], -1, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0);
    s.mesh.bodies[0].other_owner = 2;
    s.mesh.bodies[0].other_shape = 1;
    s.owner.answers.push(4);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.other_body.push_out.x, "==", 0.05000000074505806 /* 0.05f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:504");
    $expect.compare(s.other_body.push_out.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:505");
    $expect.compare(s.other_body.push_out.z, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:506");
    $expect.compare(s.other_body.push_out.w, "==", 1, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:507");
    $expect.compare(s.slots.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:508");
    $expect.compare(s.slots.index, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:509");
    $expect.compare(s.slots.push.x, "==", 0.05000000074505806 /* 0.05f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:510");
    $expect.compare(s.slots.move.x, "==", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:511");
    $expect.compare(s.slots.move.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:512");
    // the attribute order: mover's 7 (the sweep's start), then own 1, other 1, other 7
    $expect.compare(s.log.entries.length, "==", 4, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:514");
    $expect.compare(s.log.entries[0], "==", 107, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:515");
    $expect.compare(s.log.entries[1], "==", 101, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:516");
    $expect.compare(s.log.entries[2], "==", 201, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:517");
    $expect.compare(s.log.entries[3], "==", 207, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:518");
    // the mover as test 1
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:520");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:521");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:522");
    $expect.compare(s.owner.velocities.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:523");
    $expect.compare(s.owner.velocities[1].v.x, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:524");
    $expect.compare(s.disp.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:525");
  });

  it("Code 4 push with other k = 1e9: push ≈ 5e-11 [002:L502]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x401;
    s.other_body.flags = 0;
    s.other_body.push_out.x = 0;
    s.other_body.push_out.y = 0;
    s.other_body.push_out.z = 0;
    s.other_body.push_out.w = 0;
    s.other.k = 1000000000;
    U3_Script(s.mesh.bodies[0], -1, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0);
    s.mesh.bodies[0].other_owner = 2;
    s.mesh.bodies[0].other_shape = 1;
    s.owner.answers.push(4);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.other_body.push_out.x, "==", 5.00000006675716e-11 /* 5e-11f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:540");
    $expect.compare(s.other_body.push_out.w, "==", 1, "f32", { "kind": "exact" }, "spec/ps2/tests/unit03_sweep_tests.spec:541");
    $expect.compare(s.slots.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:542");
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:543");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:544");
  });

  it("Code 4 push with other body flag 0x200: no push, no call, mover as test 1 [002:L502]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x401;
    s.other_body.flags = 0x200;
    s.other_body.push_out.x = 0;
    s.other_body.push_out.y = 0;
    s.other_body.push_out.z = 0;
    s.other_body.push_out.w = 0;
    U3_Script(s.mesh.bodies[0], -1, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0);
    s.mesh.bodies[0].other_owner = 2;
    s.mesh.bodies[0].other_shape = 1;
    s.owner.answers.push(4);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare([s.other_body.push_out.x, s.other_body.push_out.y, s.other_body.push_out.z, s.other_body.push_out.w], "==", [0, 0, 0, 0], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:558");
    $expect.compare(s.slots.calls, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:559");
    // no weights asked: only the mover's attribute 7 at the sweep's start
    $expect.compare(s.log.entries.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:561");
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:562");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:563");
    $expect.compare(s.owner.velocities.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:564");
    $expect.compare(s.disp.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:565");
  });
});

// The advance is test 1's 0.04 (2 ulps, budget at the first table); the slide's y moves by
// 0.5 × dt = dt / 2, the f32 nearest 1/60 (printed 0.01667): exact. The removal of (−0.5, 0.5, 0)'s
// −0.5 along −u lands on an exact 0 here (u.x = 1 exactly).
describe("002 Unit 3 Test ideas: Corner slide (contact flag 0x1)", () => {
  it("Corner slide: test 1 with contact flags 0x1, +0xa0 = (0, 0.5, 0): V = (0, 0.5, 0), v = 0; pass 2 D = (0, 0.01667, 0), no contact → end (0.04, 0.01667, 0), +0x70 = 0, velocity (0, 0, 0); no scale even with 0x20001 [002:L503]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0x1, 0, 0.5, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.mesh.mesh_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:579");
    $expect.compare(s.mesh.last_move.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:580");
    $expect.compare(s.mesh.last_move.y, "==", 0.01666666753590107 /* f32#3c888889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:581");
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:582");
    $expect.compare(s.owner.now.position.y, "==", 0.01666666753590107 /* f32#3c888889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:583");
    $expect.compare(s.owner.now.position.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:584");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:585");
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:586");
    $expect.compare(s.owner.velocities[0].v.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:587");
    $expect.compare(s.owner.velocities[0].v.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:588");
    $expect.compare(s.owner.velocities[0].v.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:589");
    // with 0x20001 the flag-0x1 contact skips the scale rule (the resolution on its own)
    const st: MoveState = new MoveState();
    st.V.x = 3;
    st.V.y = 0;
    st.V.z = 0;
    st.V.w = 1;
    st.v.x = 3;
    st.v.y = 0;
    st.v.z = 0;
    st.v.w = 0;
    const l: ContactList = new ContactList();
    l.pool[0].normal.x = -1;
    l.pool[0].normal.y = 0;
    l.pool[0].normal.z = 0;
    l.pool[0].normal.w = 0;
    l.pool[0].fraction = 0.5;
    l.pool[0].triangle = s.tri;
    l.pool[0].flags = 0x1;
    l.pool[0].slide.x = 0;
    l.pool[0].slide.y = 0.5;
    l.pool[0].slide.z = 0;
    l.pool[0].slide.w = 0;
    l.count = Contact_InsertSorted(l.pool, 0, l.sorted, l.count, 1, 0, 1, 0);
    s.owner.contact_calls = 0;
    s.owner.answers.length = 0;
    s.owner.answers.push(0x20001);
    const r: number = PhysicsBody_ResolveContacts(s.phys, s.body, l, 0.10000000149011612 /* 0.1f */, 0, 0, 0, st, null, s.slots);
    $expect.compare(r, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:605");
    $expect.compare(st.move_flags & 0x4, "==", 0, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:606");
    $expect.compare(st.scale, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:607");
    $expect.compare([st.V.x, st.V.y, st.V.z, st.V.w], "==", [0, 0.5, 0, 1], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:608");
  });

  it("Corner slide with +0xa0 = (−0.5, 0.5, 0): the −0.5 along −u is removed first → the same result [002:L503]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0x1, -0.5, 0.5, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.mesh.last_move.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:617");
    $expect.compare(s.mesh.last_move.y, "==", 0.01666666753590107 /* f32#3c888889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:618");
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:619");
    $expect.compare(s.owner.now.position.y, "==", 0.01666666753590107 /* f32#3c888889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:620");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:621");
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:622");
    $expect.compare(s.owner.velocities[0].v.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:623");
    $expect.compare(s.owner.velocities[0].v.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:624");
  });

  it("Corner slide with body flag 0x8000: V = 0 → stuck as test 1 [002:L503]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x8400;
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0x1, 0, 0.5, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.mesh.mesh_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:634");
    $expect.compare(s.owner.now.position.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:635");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:636");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:637");
    $expect.compare(s.owner.velocities.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:638");
    $expect.compare(s.owner.velocities[0].v.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:639");
    $expect.compare(s.owner.velocities[0].v.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:640");
    $expect.compare(s.disp.x, "==", 0.03999999910593033 /* 0.04f */, "f32", { "kind": "ulps32", "n": 2 }, "spec/ps2/tests/unit03_sweep_tests.spec:641");
  });
});

// Test 4's position (x 1 ulp) and velocity (exact), budget at that table; the stored slide is the
// contact's own +0xa0, unchanged by the removal (s·u = 0): exact.
describe("002 Unit 3 Test ideas: Stored slide (contact flag 0x2)", () => {
  it("Stored slide: test 4 with flags 0x2, +0xa0 = (0, 0.05, 0): same position and velocity; afterwards body +0x50 = (0, 0.05, 0, ·) [002:L504]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0x2, 0, 0.05000000074505806 /* 0.05f */, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:654");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:655");
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:656");
    $expect.compare(s.owner.velocities[0].v.x, "==", 1.9199999570846558 /* 1.92f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:657");
    $expect.compare(s.owner.velocities[0].v.y, "==", 1.440000057220459 /* 1.44f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:658");
    $expect.compare(s.body.push_out.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:659");
    $expect.compare(s.body.push_out.y, "==", 0.05000000074505806 /* 0.05f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:660");
    $expect.compare(s.body.push_out.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:661");
  });

  it("Stored slide: a second flag-0x2 contact in pass 2 does not overwrite it [002:L504]", () => {
    const mode = { "kind": "exact" } as const;
    // pass 2's contact: n = (0, 0, 1) (D·n = 0 and V·n = 0: it moves nothing), slide (0.3, 0, 0)
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -0.6000000238418579 /* 0.6f */, 0.800000011920929 /* 0.8f */, 0, 0, 0.5, s.tri, 0x2, 0, 0.05000000074505806 /* 0.05f */, 0, 0);
    U3_Script(s.mesh.mesh[1], 0, 0, 1, 0, 0.5, s.tri, 0x2, 0.30000001192092896 /* 0.3f */, 0, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.contact_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:672");
    $expect.compare(s.body.push_out.x, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:673");
    $expect.compare(s.body.push_out.y, "==", 0.05000000074505806 /* 0.05f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:674");
    $expect.compare(s.body.push_out.z, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:675");
    $expect.compare(s.owner.now.position.x, "==", 0.07599999755620956 /* 0.076f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:676");
    $expect.compare(s.owner.now.position.y, "==", 0.03200000151991844 /* 0.032f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:677");
    $expect.compare(s.owner.velocities[0].v.x, "==", 1.9199999570846558 /* 1.92f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:678");
    $expect.compare(s.owner.velocities[0].v.y, "==", 1.440000057220459 /* 1.44f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:679");
  });
});

// The human: type mask 0x40 (body and owner), airborne, the human body vtable, a 0.5 m sphere.
// 0.3f + 0.88f = 1.18 rounds one ulp above f32(1.18), so L = 1.38 is one ulp above f32(1.38)
// (inputs alone −0.04; the subtraction's rounding): 1 ulp. f = 0.18/0.38 = 9/19 (printed 0.4737):
// the inputs alone put it +0.83 ulp, plus the division: 1. The feet 0.3 + 9/19 × (−0.5) + 0.01 =
// 139/1900 (printed 0.0732) land on its nearest f32: exact. The free fall to −0.2: inputs alone
// +0.8 ulp: 1.
describe("002 Unit 3 Test ideas: Landing segment fraction", () => {
  it("Landing: human, feet at z = 0.3, upper point 0.88 m above, D = (0, 0, −0.5), ground z = 0, n = (0, 0, 1): L = 1.38, hit at 1.18 → f = 0.18 / 0.38 = 0.4737, contact flags 0x80; code 1 advance → feet at 0.0732 [002:L505]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.type_mask = 0x40;
    s.body.vtable = HUMAN_BODY_VTABLE;
    s.owner.mask = 0x40;
    s.owner.state = 0x4000000;
    s.owner.now.position.x = 0;
    s.owner.now.position.y = 0;
    s.owner.now.position.z = 0.30000001192092896 /* 0.3f */;
    s.owner.now.position.w = 1;
    s.owner.cached.position.x = 0;
    s.owner.cached.position.y = 0;
    s.owner.cached.position.z = 0.30000001192092896 /* 0.3f */;
    s.owner.cached.position.w = 1;
    s.mesh.ground = true;
    s.mesh.ground_z = 0;
    s.mesh.ground_n.x = 0;
    s.mesh.ground_n.y = 0;
    s.mesh.ground_n.z = 1;
    s.mesh.ground_n.w = 0;
    s.mesh.ground_tri = s.tri;
    s.mesh.ground_material = 7;
    s.owner.answers.push(1);
    // v = D / dt: −15 × dt rounds to exactly −0.5
    U3_Sweep(s, 0, 0, -15, 0, true);
    $expect.compare(s.mesh.last_move.z, "==", -0.5, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:707");
    // the mesh sweep got option 4 for the human type mask
    $expect.compare(s.mesh.options, "==", 4, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:709");
    $expect.compare(s.mesh.ray_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:710");
    $expect.compare(s.mesh.ray_origin.z, "==", 1.1799999475479126 /* 1.18f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:711");
    $expect.compare([s.mesh.ray_dir.x, s.mesh.ray_dir.y, s.mesh.ray_dir.z, s.mesh.ray_dir.w], "==", [0, 0, -1, 0], "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:712");
    $expect.compare(s.mesh.ray_length, "==", 1.3799999952316284 /* 1.38f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:713");
    $expect.compare(s.owner.contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:714");
    // 9/19 = f32 0x3ef286bd
    $expect.compare(s.owner.seen_fraction[0], "==", 0.4736842215061188 /* f32#3ef286bd */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:716");
    $expect.compare(s.owner.seen_flags[0], "==", 0x80, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:717");
    $expect.compare(s.owner.grounds, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:718");
    $expect.compare(s.owner.ground_material, "==", 7, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:719");
    $expect.compare(s.owner.ground_normal.z, "==", 1, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:720");
    // 139/1900 = f32 0x3d95d3ce; then pass 2 has |D|² = 0: stuck where the advance left it
    $expect.compare(s.owner.now.position.z, "==", 0.0731578916311264 /* f32#3d95d3ce */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:722");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:723");
  });

  it("Landing: feet at z = 0.05, D = (0, 0, −0.2): hit at 0.93 < 1.0 → f = 0, no advance [002:L505]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.type_mask = 0x40;
    s.body.vtable = HUMAN_BODY_VTABLE;
    s.owner.mask = 0x40;
    s.owner.state = 0x4000000;
    s.owner.now.position.x = 0;
    s.owner.now.position.y = 0;
    s.owner.now.position.z = 0.05000000074505806 /* 0.05f */;
    s.owner.now.position.w = 1;
    s.owner.cached.position.x = 0;
    s.owner.cached.position.y = 0;
    s.owner.cached.position.z = 0.05000000074505806 /* 0.05f */;
    s.owner.cached.position.w = 1;
    s.mesh.ground = true;
    s.mesh.ground_z = 0;
    s.mesh.ground_n.x = 0;
    s.mesh.ground_n.y = 0;
    s.mesh.ground_n.z = 1;
    s.mesh.ground_n.w = 0;
    s.mesh.ground_tri = s.tri;
    s.owner.answers.push(1);
    U3_Sweep(s, 0, 0, -6, 0, true);
    // the hit distance is the origin's height, 0.05f + 0.88f
    $expect.compare(s.mesh.ray_origin.z, "==", 0.9300000071525574 /* 0.93f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:742");
    $expect.compare(s.mesh.ray_length, "==", 1.0800000429153442 /* 1.08f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:743");
    $expect.compare(s.owner.contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:744");
    $expect.compare(s.owner.seen_fraction[0], "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:745");
    $expect.compare(s.owner.seen_flags[0], "==", 0x80, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:746");
    // no advance: the only set-transform would be the advance's
    $expect.compare(s.owner.positions.length, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:748");
    $expect.compare(s.owner.now.position.z, "==", 0.05000000074505806 /* 0.05f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:749");
  });

  it("Landing: a ground normal z = 0.6: no contact [002:L505]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.type_mask = 0x40;
    s.body.vtable = HUMAN_BODY_VTABLE;
    s.owner.mask = 0x40;
    s.owner.state = 0x4000000;
    s.owner.now.position.x = 0;
    s.owner.now.position.y = 0;
    s.owner.now.position.z = 0.30000001192092896 /* 0.3f */;
    s.owner.now.position.w = 1;
    s.owner.cached.position.x = 0;
    s.owner.cached.position.y = 0;
    s.owner.cached.position.z = 0.30000001192092896 /* 0.3f */;
    s.owner.cached.position.w = 1;
    s.mesh.ground = true;
    s.mesh.ground_z = 0;
    s.mesh.ground_n.x = 0.800000011920929 /* 0.8f */;
    s.mesh.ground_n.y = 0;
    s.mesh.ground_n.z = 0.6000000238418579 /* 0.6f */;
    s.mesh.ground_n.w = 0;
    s.mesh.ground_tri = s.tri;
    s.owner.answers.push(1);
    U3_Sweep(s, 0, 0, -15, 0, true);
    $expect.compare(s.mesh.ray_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:767");
    $expect.compare(s.owner.contact_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:768");
    $expect.compare(s.owner.grounds, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:769");
    // nothing stops the fall: moved by D
    $expect.compare(s.owner.now.position.z, "==", -0.20000000298023224 /* 0.2f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:771");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:772");
  });
});

// Checks of the definitions (002 L338, L351, L359-367, L393-395, L429), not Test-idea cases. Exact, except the
// unraised landing length 1.38 (one ulp, as in the Landing table).
describe("002 Unit 3 definitions: the 50-contact pool, the stuck counter, skips and stops, the tail's human rules, the landing's raised feet", () => {
  it("more than 50 contacts in one pass is refused (the original's arrays hold 50 and nothing checks) [002:L338]", () => {
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x401;
    s.mesh.flood = 51;
    $expect.asserts(() => {
      U3_Sweep(s, 3, 0, 0, 0, false);
    }, "more than 50 contacts", "spec/ps2/tests/unit03_sweep_tests.spec:784");
  });

  it("50 contacts in one pass are accepted [002:L338]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x401;
    s.mesh.flood = 50;
    // the flood's contacts are blank (no triangle, no other owner), answered 0: all walked, moved
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.owner.contact_calls, "==", 50, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:796");
    $expect.compare(s.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:797");
  });

  it("the stuck counter goes up each update a body is pressed straight into a wall [002:L351]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0, 0, 0, 0, 0);
    U3_Script(s.mesh.mesh[1], -1, 0, 0, 0, 0, s.tri, 0, 0, 0, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:807");
    // the next update: the wall now touching (f = 0: no advance), the slide leaves V = 0 again
    U3_Sweep(s, 3, 0, 0, 0, false);
    $expect.compare(s.body.stuck, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:810");
    $expect.compare(s.owner.positions.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:811");
  });

  it("corner slide refused for a human in a pair or block state (0x18003ff0); a human in none gets it [002:L395]", () => {
    const mode = { "kind": "exact" } as const;
    // owner and body typed human (0x40), not airborne (no landing segment)
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.type_mask = 0x40;
    s.owner.mask = 0x40;
    s.owner.state = 0x10;
    U3_Script(s.mesh.mesh[0], -1, 0, 0, 0, 0.5, s.tri, 0x1, 0, 0.5, 0, 0);
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, true);
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:824");
    $expect.compare(s.owner.now.position.y, "==", 0, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:825");
    const s2: U3Scene = new U3Scene();
    U3_Scene_Init(s2);
    s2.body.type_mask = 0x40;
    s2.owner.mask = 0x40;
    s2.owner.state = 0;
    U3_Script(s2.mesh.mesh[0], -1, 0, 0, 0, 0.5, s2.tri, 0x1, 0, 0.5, 0, 0);
    s2.owner.answers.push(1);
    U3_Sweep(s2, 3, 0, 0, 0, true);
    $expect.compare(s2.body.stuck, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:834");
    $expect.compare(s2.owner.now.position.y, "==", 0.01666666753590107 /* f32#3c888889 */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:835");
  });

  it("two airborne humans: the write-back is not asked (only the stuck branch sets the velocity); one on the ground: it is [002:L393]", () => {
    const mode = { "kind": "exact" } as const;
    // the mover is an airborne human (its landing ray finds no ground); the other owner's body
    // contact (code 1) comes from the body query
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.body.flags = 0x401;
    s.body.type_mask = 0x40;
    s.owner.mask = 0x40;
    s.owner.state = 0x4000000;
    s.other.mask = 0x40;
    s.other.state = 0x4000000;
    U3_Script(s.mesh.bodies[0], -1, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0);
    s.mesh.bodies[0].other_owner = 2;
    s.mesh.bodies[0].other_shape = 1;
    s.owner.answers.push(1);
    U3_Sweep(s, 3, 0, 0, 0, true);
    $expect.compare(s.mesh.ray_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:854");
    $expect.compare(s.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:855");
    $expect.compare(s.owner.velocities.length, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:856");
    const s2: U3Scene = new U3Scene();
    U3_Scene_Init(s2);
    s2.body.flags = 0x401;
    s2.body.type_mask = 0x40;
    s2.owner.mask = 0x40;
    s2.owner.state = 0x4000000;
    s2.other.mask = 0x40;
    s2.other.state = 0;
    U3_Script(s2.mesh.bodies[0], -1, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0);
    s2.mesh.bodies[0].other_owner = 2;
    s2.mesh.bodies[0].other_shape = 1;
    s2.owner.answers.push(1);
    U3_Sweep(s2, 3, 0, 0, 0, true);
    $expect.compare(s2.body.stuck, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:870");
    $expect.compare(s2.owner.velocities.length, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:871");
  });

  it("skips: a disabled triangle and another owner without a body are not asked; 0x10000 and 0x40000 with code 0 stop the walk [002:L360]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    const off: number = U3_AddTriangle(s.mesh, 0);
    const st: MoveState = new MoveState();
    st.V.x = 3;
    st.V.y = 0;
    st.V.z = 0;
    st.V.w = 1;
    st.v.x = 3;
    st.v.y = 0;
    st.v.z = 0;
    st.v.w = 0;
    const l: ContactList = new ContactList();
    l.pool[0].fraction = 0.10000000149011612 /* 0.1f */;
    l.pool[0].triangle = off;
    l.pool[1].fraction = 0.20000000298023224 /* 0.2f */;
    l.pool[2].fraction = 0.30000001192092896 /* 0.3f */;
    l.pool[2].triangle = s.tri;
    l.pool[3].fraction = 0.4000000059604645 /* 0.4f */;
    l.pool[3].triangle = s.tri;
    l.count = Contact_InsertSorted(l.pool, 0, l.sorted, l.count, 1, 0, 1, 0);
    // contact 1: the other owner (reference 2) has no body
    s.other.me = null;
    l.count = Contact_InsertSorted(l.pool, 1, l.sorted, l.count, 1, 2, 1, 5);
    l.count = Contact_InsertSorted(l.pool, 2, l.sorted, l.count, 1, 0, 1, 0);
    l.count = Contact_InsertSorted(l.pool, 3, l.sorted, l.count, 1, 0, 1, 0);
    s.owner.answers.push(0x10000);
    const r: number = PhysicsBody_ResolveContacts(s.phys, s.body, l, 0.10000000149011612 /* 0.1f */, 0, 0, 0, st, null, s.slots);
    $expect.compare(r, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:897");
    $expect.compare(s.owner.contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:898");
    $expect.compare(s.owner.seen_fraction[0], "==", 0.30000001192092896 /* 0.3f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:899");
    s.owner.answers.length = 0;
    s.owner.answers.push(0x40000);
    s.owner.contact_calls = 0;
    const r2: number = PhysicsBody_ResolveContacts(s.phys, s.body, l, 0.10000000149011612 /* 0.1f */, 0, 0, 0, st, null, s.slots);
    $expect.compare(r2, "==", -1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:904");
    $expect.compare(s.owner.contact_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:905");
    // plain code 0: every contact walked, 0
    s.owner.answers.length = 0;
    s.owner.answers.push(0);
    s.owner.contact_calls = 0;
    const r3: number = PhysicsBody_ResolveContacts(s.phys, s.body, l, 0.10000000149011612 /* 0.1f */, 0, 0, 0, st, null, s.slots);
    $expect.compare(r3, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:911");
    $expect.compare(s.owner.contact_calls, "==", 2, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:912");
    $expect.compare(st.move_flags, "==", 0, "u32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:913");
  });

  it("landing segment: jumping raises the feet by 0.4 × scale, capped at the take-off height + 0.7; a long fall does not; holding with 0x800 does [002:L429]", () => {
    const mode = { "kind": "exact" } as const;
    // feet 0.3, D = (0, 0, −0.5), upper point 0.88 above the feet: B = 1.18
    const s: U3Scene = new U3Scene();
    U3_Scene_Init(s);
    s.owner.now.position.x = 0;
    s.owner.now.position.y = 0;
    s.owner.now.position.z = 0.30000001192092896 /* 0.3f */;
    s.owner.now.position.w = 1;
    s.owner.take_off = 5;
    const c: Contact = new Contact();
    // jumping (state bit 0x400000000): A = 0.3 + 0.4 − 0.5 = 0.2, L = 0.98
    s.owner.hi = 0x4;
    const r: number = Human_LandingTest(s.phys, s.owner, s.owner, c, 0, 0, -0.5, 0);
    $expect.compare(r, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:926");
    $expect.compare(s.mesh.ray_length, "==", 0.9800000190734863 /* 0.98f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:927");
    // capped at take-off −0.5 + 0.7 = 0.2: A = 0.2 − 0.5 = −0.3, L = 1.48
    s.owner.take_off = -0.5;
    const r2: number = Human_LandingTest(s.phys, s.owner, s.owner, c, 0, 0, -0.5, 0);
    $expect.compare(r2, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:931");
    $expect.compare(s.mesh.ray_length, "==", 1.4800000190734863 /* 1.48f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:932");
    // jumping in a long fall (0x1000000000): not raised, L = 1.38
    s.owner.hi = 0x14;
    const r3: number = Human_LandingTest(s.phys, s.owner, s.owner, c, 0, 0, -0.5, 0);
    $expect.compare(r3, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:936");
    $expect.compare(s.mesh.ray_length, "==", 1.3799999952316284 /* 1.38f */, "f32", { "kind": "ulps32", "n": 1 }, "spec/ps2/tests/unit03_sweep_tests.spec:937");
    // holding with flag 0x800: raised (take-off 5: no cap), L = 0.98
    s.owner.hi = 0;
    s.owner.holding = 0x800;
    s.owner.take_off = 5;
    const r4: number = Human_LandingTest(s.phys, s.owner, s.owner, c, 0, 0, -0.5, 0);
    $expect.compare(r4, "==", 0, "i32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:943");
    $expect.compare(s.mesh.ray_length, "==", 0.9800000190734863 /* 0.98f */, "f32", mode, "spec/ps2/tests/unit03_sweep_tests.spec:944");
  });
});
