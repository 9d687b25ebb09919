// GENERATED FILE: do not edit. Conformance tests of module ps2.unit07.world_tests from spec/ps2/tests/unit07_world_tests.spec (sha256 3a230c67485bf76b).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { U7Owner, U7Scene, U7_Add, U7_Box, U7_Order, U7_OverlapScene, U7_QueryScene, U7_SetX, U7_Update, U7_UpdateScene } from "../support/unit07_world_fakes.generated.js";
import { BODY_VTABLE, Body } from "../../../../generated/ps2/body.generated.js";
import { PhysShapeSphere_Construct } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { BodyList_Reinsert, BodyList_Remove, BodyPtrList, IPhysics_AddBody, IPhysics_ConstructWorld, IPhysics_OverlapShape, IPhysics_QueryBox, IPhysics_QueryBoxFiltered, IPhysics_RemoveBody, IPhysics_StepBoundRefresh, PhysicsBody_AddShape, PhysicsBody_Construct, PhysicsBody_ConstructForOwner, PhysicsBody_GetShapes, PhysicsBody_SetOwner, PhysicsShape_Next } from "../../../../generated/ps2/unit07_world.generated.js";

describe("002 Unit 7 Test ideas: Insert ties, Reinsert unmoved, Reinsert backward", () => {
  it("Add A(0) B(1) C(1) D(2) (min x; width 0.5) → list A B C D; bound 0.5 [002:L958]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 0.5);
    U7_Add(s, 1, 1, 1.5);
    U7_Add(s, 2, 1, 1.5);
    U7_Add(s, 3, 2, 2.5);
    U7_Order(s);
    $expect.compare(s.order.length, "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:18");
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:19");
    $expect.compare(s.order[1], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:20");
    $expect.compare(s.order[2], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:21");
    $expect.compare(s.order[3], "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:22");
    $expect.compare(s.phys.bound, "==", 0.5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:23");
  });

  it("Then add E(1) → A B C E D (after its equals); bound 0.5 [002:L958]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 0.5);
    U7_Add(s, 1, 1, 1.5);
    U7_Add(s, 2, 1, 1.5);
    U7_Add(s, 3, 2, 2.5);
    U7_Add(s, 4, 1, 1.5);
    U7_Order(s);
    $expect.compare(s.order.length, "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:34");
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:35");
    $expect.compare(s.order[1], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:36");
    $expect.compare(s.order[2], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:37");
    $expect.compare(s.order[3], "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:38");
    $expect.compare(s.order[4], "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:39");
    $expect.compare(s.phys.bound, "==", 0.5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:40");
  });

  it("From test 1 (A B C E D), reinsert B without changing it → A C E B D [002:L959]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 0.5);
    U7_Add(s, 1, 1, 1.5);
    U7_Add(s, 2, 1, 1.5);
    U7_Add(s, 3, 2, 2.5);
    U7_Add(s, 4, 1, 1.5);
    BodyList_Reinsert(s.phys, s.bodies[1]);
    U7_Order(s);
    $expect.compare(s.order.length, "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:52");
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:53");
    $expect.compare(s.order[1], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:54");
    $expect.compare(s.order[2], "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:55");
    $expect.compare(s.order[3], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:56");
    $expect.compare(s.order[4], "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:57");
  });

  it("A(0) B(1) C(1) D(2); D moved to [0, 0.5] and reinserted → D A B C (before its equal A) [002:L960]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 0.5);
    U7_Add(s, 1, 1, 1.5);
    U7_Add(s, 2, 1, 1.5);
    U7_Add(s, 3, 2, 2.5);
    U7_SetX(s, 3, 0, 0.5);
    BodyList_Reinsert(s.phys, s.bodies[3]);
    U7_Order(s);
    $expect.compare(s.order.length, "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:69");
    $expect.compare(s.order[0], "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:70");
    $expect.compare(s.order[1], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:71");
    $expect.compare(s.order[2], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:72");
    $expect.compare(s.order[3], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:73");
    $expect.compare(s.phys.list_head, "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:74");
  });

  it("A(0) B(1) C(1) D(2); D moved to [1, 1.5] instead → A B C D (forward from C) [002:L960]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 0.5);
    U7_Add(s, 1, 1, 1.5);
    U7_Add(s, 2, 1, 1.5);
    U7_Add(s, 3, 2, 2.5);
    U7_SetX(s, 3, 1, 1.5);
    BodyList_Reinsert(s.phys, s.bodies[3]);
    U7_Order(s);
    $expect.compare(s.order.length, "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:86");
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:87");
    $expect.compare(s.order[1], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:88");
    $expect.compare(s.order[2], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:89");
    $expect.compare(s.order[3], "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:90");
  });
});

describe("002 Unit 7 Test ideas: Remove returns the previous node, Swap-remove", () => {
  it("In A B C, removing B returns A [002:L961]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 0.5);
    U7_Add(s, 1, 1, 1.5);
    U7_Add(s, 2, 2, 2.5);
    const r: number = BodyList_Remove(s.phys, s.bodies[1]);
    $expect.compare(r, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:101");
    $expect.compare(s.bodies[1].prev, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:102");
    $expect.compare(s.bodies[1].next, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:103");
    U7_Order(s);
    $expect.compare(s.order.length, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:105");
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:106");
    $expect.compare(s.order[1], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:107");
  });

  it("In A B C, removing the head A returns null and makes B the head with B.prev null [002:L961]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 0.5);
    U7_Add(s, 1, 1, 1.5);
    U7_Add(s, 2, 2, 2.5);
    const r: number = BodyList_Remove(s.phys, s.bodies[0]);
    $expect.compare(r, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:116");
    $expect.compare(s.phys.list_head, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:117");
    $expect.compare(s.bodies[1].prev, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:118");
    U7_Order(s);
    $expect.compare(s.order.length, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:120");
  });

  it("Add A, B, C (indices 0, 1, 2); remove A → vector C, B; C+0x20 = 0; A+0x20 still 0 [002:L962]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 0.5);
    U7_Add(s, 1, 1, 1.5);
    U7_Add(s, 2, 2, 2.5);
    $expect.compare(s.bodies[0].index, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:128");
    $expect.compare(s.bodies[1].index, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:129");
    $expect.compare(s.bodies[2].index, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:130");
    IPhysics_RemoveBody(s.phys, s.bodies[0]);
    $expect.compare(s.phys.bodies.length, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:132");
    $expect.compare(s.phys.bodies[0], "==", s.bodies[2], "ref", mode, "spec/ps2/tests/unit07_world_tests.spec:133");
    $expect.compare(s.phys.bodies[1], "==", s.bodies[1], "ref", mode, "spec/ps2/tests/unit07_world_tests.spec:134");
    $expect.compare(s.bodies[2].index, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:135");
    $expect.compare(s.bodies[0].index, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:136");
    // the list is B C; C is now reference 1 (the model renames its links, see IPhysics_RenameBody)
    U7_Order(s);
    $expect.compare(s.order.length, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:139");
    $expect.compare(s.order[0], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:140");
    $expect.compare(s.order[1], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:141");
  });
});

describe("002 Unit 7 Test ideas: Query order, No upper x test backward, A stale bound stops the walk", () => {
  it("W P Q S R T, box x [8, 9], start S, ignored S → W, R [002:L963]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    $expect.compare(s.phys.bound, "==", 10, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:149");
    U7_Box(s, 8, 9);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, s.bodies[3], s.owners[3], 0xffffffff, 0);
    $expect.compare(n, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:152");
    $expect.compare(s.out[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:153");
    $expect.compare(s.out[1], "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:154");
  });

  it("Same box and ignored, no start → W, R [002:L963]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    U7_Box(s, 8, 9);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, null, s.owners[3], 0xffffffff, 0);
    $expect.compare(n, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:162");
    $expect.compare(s.out[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:163");
    $expect.compare(s.out[1], "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:164");
  });

  it("Box x [8, 12], start S, ignored none → S, W, R, T [002:L963]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    U7_Box(s, 8, 12);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, s.bodies[3], null, 0xffffffff, 0);
    $expect.compare(n, "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:172");
    $expect.compare(s.out[0], "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:173");
    $expect.compare(s.out[1], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:174");
    $expect.compare(s.out[2], "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:175");
    $expect.compare(s.out[3], "==", 6, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:176");
  });

  it("Box x [0, 0.2], start S, ignored S → Q, P, W, where a brute-force overlap gives only W [002:L964]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    U7_Box(s, 0, 0.20000000298023224 /* 0.2f */);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, s.bodies[3], s.owners[3], 0xffffffff, 0);
    $expect.compare(n, "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:184");
    $expect.compare(s.out[0], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:185");
    $expect.compare(s.out[1], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:186");
    $expect.compare(s.out[2], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:187");
    let brute: number = 0;
    for (let i = 0; i < 6; i++) {
      if (s.bodies[i].min.x <= s.box.max.x && s.box.min.x <= s.bodies[i].max.x && i !== 3) {
        brute = (brute + 1) | 0;
      }
    }
    $expect.compare(brute, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:194");
  });

  it("W[0, 10] Q[6, 7] S[8, 9], bound forced to 1.0, box [8, 9] from S, ignored S → nothing (8 − 0 > 1 stops at W) [002:L965]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 10);
    U7_Add(s, 1, 6, 7);
    U7_Add(s, 2, 8, 9);
    s.phys.bound = 1;
    U7_Box(s, 8, 9);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, s.bodies[2], s.owners[2], 0xffffffff, 0);
    $expect.compare(n, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:205");
  });

  it("The same with the true bound 10 → W [002:L965]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 10);
    U7_Add(s, 1, 6, 7);
    U7_Add(s, 2, 8, 9);
    $expect.compare(s.phys.bound, "==", 10, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:213");
    U7_Box(s, 8, 9);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, s.bodies[2], s.owners[2], 0xffffffff, 0);
    $expect.compare(n, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:216");
    $expect.compare(s.out[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:217");
  });
});

describe("002 Unit 7 Test ideas: Filters", () => {
  it("A body with type mask 0 is never found [002:L966]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 1);
    U7_Add(s, 1, 0, 1);
    s.bodies[1].type_mask = 0;
    U7_Box(s, 0, 1);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0);
    $expect.compare(n, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:229");
    $expect.compare(s.out[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:230");
  });

  it("typeMask 0 finds nothing [002:L966]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 1);
    U7_Add(s, 1, 0, 1);
    U7_Box(s, 0, 1);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0, 0);
    $expect.compare(n, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:239");
  });

  it("flagMask 0x4 finds only bodies with 0x4 [002:L966]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 1);
    U7_Add(s, 1, 0, 1);
    U7_Add(s, 2, 0, 1);
    s.bodies[1].flags = 0x4;
    s.bodies[2].flags = 0x6;
    s.bodies[0].flags = 0x3;
    U7_Box(s, 0, 1);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0x4);
    $expect.compare(n, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:252");
    $expect.compare(s.out[0], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:253");
    $expect.compare(s.out[1], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:254");
  });

  it("ignored = 0 drops an ownerless body [002:L966]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 1);
    U7_Add(s, 1, 0, 1);
    PhysicsBody_SetOwner(s.bodies[1], null);
    U7_Box(s, 0, 1);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0);
    $expect.compare(n, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:264");
    $expect.compare(s.out[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:265");
    // ignoring an owner instead keeps the ownerless body
    const m: number = IPhysics_QueryBox(s.phys, s.out, s.box, null, s.owners[0], 0xffffffff, 0);
    $expect.compare(m, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:268");
    $expect.compare(s.out[0], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:269");
  });

  it("Touching y or z boxes (max.y == box.min.y) are found [002:L966]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 1);
    U7_Box(s, 0, 1);
    s.box.min.y = 1;
    s.box.max.y = 2;
    $expect.compare(IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:278");
    s.box.min.y = -1;
    s.box.max.y = 0;
    $expect.compare(IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:281");
    U7_Box(s, 0, 1);
    s.box.min.z = 1;
    s.box.max.z = 2;
    $expect.compare(IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:285");
    s.box.min.z = -1;
    s.box.max.z = 0;
    $expect.compare(IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0), "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:288");
    // one ulp past touching is not found
    s.box.max.z = -5.960464477539063e-8 /* f32#b3800000 */;
    $expect.compare(IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0), "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:291");
  });
});

// "As test 6": the Query order scene, box x [8, 9], start S, ignored S, query body S.
describe("002 Unit 7 Test ideas: Filtered query", () => {
  it("excludedFlags 0x200 on R → W [002:L967]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    s.bodies[4].flags = 0x200;
    U7_Box(s, 8, 9);
    const n: number = IPhysics_QueryBoxFiltered(s.phys, s.bodies[3], s.out, s.box, s.bodies[3], s.owners[3], 0xffffffff, 0, 0x200, 0, null);
    $expect.compare(n, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:303");
    $expect.compare(s.out[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:304");
  });

  it("A fake state 0x4000000 on W's owner and excludedState 0x4000000 → R [002:L967]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    s.owners[0].state = 0x4000000;
    U7_Box(s, 8, 9);
    const n: number = IPhysics_QueryBoxFiltered(s.phys, s.bodies[3], s.out, s.box, s.bodies[3], s.owners[3], 0xffffffff, 0, 0, 0x4000000, null);
    $expect.compare(n, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:313");
    $expect.compare(s.out[0], "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:314");
  });

  it("keep refusing W's owner → R [002:L967]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    s.keep.refuse = s.owners[0];
    U7_Box(s, 8, 9);
    const n: number = IPhysics_QueryBoxFiltered(s.phys, s.bodies[3], s.out, s.box, s.bodies[3], s.owners[3], 0xffffffff, 0, 0, 0, s.keep);
    $expect.compare(n, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:323");
    $expect.compare(s.out[0], "==", 5, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:324");
    // asked for W and R, with the query body's owner first
    $expect.compare(s.keep.calls, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:326");
  });

  it("The state callback is called once per candidate that passed the first four filters, also with excludedState 0 [002:L967]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    for (let i = 0; i < 6; i++) {
      s.owners[i].state_calls = 0;
    }
    U7_Box(s, 8, 9);
    const n: number = IPhysics_QueryBoxFiltered(s.phys, s.bodies[3], s.out, s.box, s.bodies[3], s.owners[3], 0xffffffff, 0, 0, 0, null);
    $expect.compare(n, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:337");
    // W and R reach filter 5; S is dropped as ignored, P and Q are skipped on x, T stops the walk
    $expect.compare(s.owners[0].state_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:339");
    $expect.compare(s.owners[4].state_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:340");
    $expect.compare(s.owners[1].state_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:341");
    $expect.compare(s.owners[2].state_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:342");
    $expect.compare(s.owners[3].state_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:343");
    $expect.compare(s.owners[5].state_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:344");
  });
});

// Each case builds A[0, 4] and B[5, 6] and steps the world the stated number of times.
describe("002 Unit 7 Test ideas: Bound refresh", () => {
  it("A[0, 4], B[5, 6] → bound 4 [002:L968]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    IPhysics_ConstructWorld(s.phys);
    U7_Add(s, 0, 0, 4);
    U7_Add(s, 1, 5, 6);
    $expect.compare(s.phys.bound, "==", 4, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:355");
  });

  it("Shrink A to [0, 1] and reinsert → still 4 [002:L968]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    IPhysics_ConstructWorld(s.phys);
    U7_Add(s, 0, 0, 4);
    U7_Add(s, 1, 5, 6);
    U7_SetX(s, 0, 0, 1);
    BodyList_Reinsert(s.phys, s.bodies[0]);
    $expect.compare(s.phys.bound, "==", 4, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:365");
  });

  it("After step 1: counter 1, bound 4 [002:L968]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    IPhysics_ConstructWorld(s.phys);
    U7_Add(s, 0, 0, 4);
    U7_Add(s, 1, 5, 6);
    U7_SetX(s, 0, 0, 1);
    BodyList_Reinsert(s.phys, s.bodies[0]);
    IPhysics_StepBoundRefresh(s.phys);
    $expect.compare(s.phys.tick, "==", 1, "u16", mode, "spec/ps2/tests/unit07_world_tests.spec:376");
    $expect.compare(s.phys.bound, "==", 4, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:377");
  });

  it("After step 119: counter 119, bound 4 [002:L968]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    IPhysics_ConstructWorld(s.phys);
    U7_Add(s, 0, 0, 4);
    U7_Add(s, 1, 5, 6);
    U7_SetX(s, 0, 0, 1);
    BodyList_Reinsert(s.phys, s.bodies[0]);
    for (let i = 0; i < 119; i++) {
      IPhysics_StepBoundRefresh(s.phys);
    }
    $expect.compare(s.phys.tick, "==", 119, "u16", mode, "spec/ps2/tests/unit07_world_tests.spec:390");
    $expect.compare(s.phys.bound, "==", 4, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:391");
  });

  it("After step 120: counter 0, bound 1 [002:L968]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    IPhysics_ConstructWorld(s.phys);
    U7_Add(s, 0, 0, 4);
    U7_Add(s, 1, 5, 6);
    U7_SetX(s, 0, 0, 1);
    BodyList_Reinsert(s.phys, s.bodies[0]);
    for (let i = 0; i < 120; i++) {
      IPhysics_StepBoundRefresh(s.phys);
    }
    $expect.compare(s.phys.tick, "==", 0, "u16", mode, "spec/ps2/tests/unit07_world_tests.spec:404");
    $expect.compare(s.phys.bound, "==", 1, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:405");
  });

  it("Step 121: counter 1, bound 1 [002:L968]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    IPhysics_ConstructWorld(s.phys);
    U7_Add(s, 0, 0, 4);
    U7_Add(s, 1, 5, 6);
    U7_SetX(s, 0, 0, 1);
    BodyList_Reinsert(s.phys, s.bodies[0]);
    for (let i = 0; i < 121; i++) {
      IPhysics_StepBoundRefresh(s.phys);
    }
    $expect.compare(s.phys.tick, "==", 1, "u16", mode, "spec/ps2/tests/unit07_world_tests.spec:418");
    $expect.compare(s.phys.bound, "==", 1, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:419");
  });
});

// A fake overlap entry that always hits (U7Overlaps); the querying body 0 and a candidate body 1.
describe("002 Unit 7 Test ideas: Overlap options", () => {
  it("With max 0, no candidate is tested (fake called 0 times) [002:L969]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_OverlapScene(s, false, 0x12, 0);
    const k: number = IPhysics_OverlapShape(s.phys, s.contacts, s.query);
    $expect.compare(k, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:429");
    $expect.compare(s.overlaps.calls, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:430");
  });

  it("With options 0x2012 the result equals options 0x12 [002:L969]", () => {
    const mode = { "kind": "exact" } as const;
    const a: U7Scene = new U7Scene();
    U7_OverlapScene(a, false, 0x12, 4);
    const ka: number = IPhysics_OverlapShape(a.phys, a.contacts, a.query);
    const b: U7Scene = new U7Scene();
    U7_OverlapScene(b, false, 0x2012, 4);
    const kb: number = IPhysics_OverlapShape(b.phys, b.contacts, b.query);
    $expect.compare(ka, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:440");
    $expect.compare(kb, "==", ka, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:441");
    $expect.compare(b.overlaps.calls, "==", a.overlaps.calls, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:442");
    $expect.compare(b.contacts.pool[0].own_owner, "==", a.contacts.pool[0].own_owner, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:443");
    $expect.compare(b.contacts.pool[0].other_owner, "==", a.contacts.pool[0].other_owner, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:444");
    $expect.compare(b.contacts.pool[0].own_shape, "==", a.contacts.pool[0].own_shape, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:445");
    $expect.compare(b.contacts.pool[0].other_shape, "==", a.contacts.pool[0].other_shape, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:446");
    $expect.compare(a.contacts.pool[0].own_owner, "==", 1, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:447");
    $expect.compare(a.contacts.pool[0].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:448");
  });

  it("Two shapes on one candidate give two contacts [002:L969]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_OverlapScene(s, true, 0x12, 4);
    const k: number = IPhysics_OverlapShape(s.phys, s.contacts, s.query);
    $expect.compare(k, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:455");
    $expect.compare(s.overlaps.calls, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:456");
    $expect.compare(s.contacts.pool[0].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:457");
    $expect.compare(s.contacts.pool[1].other_owner, "==", 2, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:458");
    $expect.compare(s.contacts.pool[0].other_shape, "!=", s.contacts.pool[1].other_shape, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:459");
  });

  it("With 0x80 and both groups 7 the candidate is skipped [002:L969]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_OverlapScene(s, false, 0x92, 4);
    s.bodies[0].group = 7;
    s.bodies[1].group = 7;
    const k: number = IPhysics_OverlapShape(s.phys, s.contacts, s.query);
    $expect.compare(k, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:468");
    $expect.compare(s.overlaps.calls, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:469");
  });

  it("With 0x80 and groups 7 and 0 it is not [002:L969]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_OverlapScene(s, false, 0x92, 4);
    s.bodies[0].group = 7;
    s.bodies[1].group = 0;
    const k: number = IPhysics_OverlapShape(s.phys, s.contacts, s.query);
    $expect.compare(k, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:478");
    $expect.compare(s.overlaps.calls, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:479");
  });
});

// The mover: a 0.35 m sphere posed at x 0 (an update with 0x800 only), then moved to x 1 and updated
// with 0x801. Box x: 1 − 0.35f is a tie that rounds to 0.65f; 1.35f + 1 is a tie that rounds to
// 2.35f: both land on the f32 nearest the document's decimals, so ulps32(0).
describe("002 Unit 7 Test ideas: Update sweep box", () => {
  it("Shape moved from x 0 to x 1 with flags 0x801: box x [0.65, 2.35], and a body at x [0.1, 0.4] is not met [002:L970]", () => {
    const mode = { "kind": "ulps32", "n": 0 } as const;
    const s: U7Scene = new U7Scene();
    U7_UpdateScene(s, 0.3499999940395355 /* 0.35f */, 0x800);
    U7_Add(s, 1, 0.10000000149011612 /* 0.1f */, 0.4000000059604645 /* 0.4f */);
    U7_Add(s, 2, 2, 2.200000047683716 /* 2.2f */);
    U7_Update(s);
    $expect.compare(s.backend.body_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:493");
    s.bodies[0].flags = 0x801;
    s.mover.now.position.x = 1;
    s.mover.now.position.y = 0;
    s.mover.now.position.z = 0;
    s.mover.now.position.w = 1;
    U7_Update(s);
    $expect.compare(s.backend.body_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:497");
    $expect.compare(s.backend.box.min.x, "==", 0.6499999761581421 /* 0.65f */, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:498");
    $expect.compare(s.backend.box.max.x, "==", 2.3499999046325684 /* 2.35f */, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:499");
    $expect.compare(s.backend.box.min.y, "==", -0.3499999940395355 /* 0.35f */, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:500");
    $expect.compare(s.backend.box.max.y, "==", 0.3499999940395355 /* 0.35f */, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:501");
    // the body's own box is the new pose only
    $expect.compare(s.bodies[0].min.x, "==", 0.6499999761581421 /* 0.65f */, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:503");
    $expect.compare(s.bodies[0].max.x, "==", 1.350000023841858 /* 1.35f */, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:504");
    for (let i = 0; i < s.backend.met.length; i++) {
      $expect.compare(s.backend.met[i], "!=", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:506");
    }
  });

  it("The same sweep meets a body at x [2.0, 2.2] [002:L970]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_UpdateScene(s, 0.3499999940395355 /* 0.35f */, 0x800);
    U7_Add(s, 1, 0.10000000149011612 /* 0.1f */, 0.4000000059604645 /* 0.4f */);
    U7_Add(s, 2, 2, 2.200000047683716 /* 2.2f */);
    U7_Update(s);
    s.bodies[0].flags = 0x801;
    s.mover.now.position.x = 1;
    s.mover.now.position.y = 0;
    s.mover.now.position.z = 0;
    s.mover.now.position.w = 1;
    U7_Update(s);
    $expect.compare(s.backend.met.length, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:519");
    $expect.compare(s.backend.met[0], "==", 3, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:520");
  });
});

// The mover (a 0.5 m sphere at the origin, box [0, 0] from its constructor) and a body A at x [0, 1]
// added after it (list: mover, A). The owner is moved to x 5 before the first update.
describe("002 Unit 7 Test ideas: Update gate", () => {
  it("Flags 0: Update poses nothing and does not reinsert [002:L971]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_UpdateScene(s, 0.5, 0);
    U7_Add(s, 1, 0, 1);
    s.mover.now.position.x = 5;
    s.mover.now.position.y = 0;
    s.mover.now.position.z = 0;
    s.mover.now.position.w = 1;
    U7_Update(s);
    $expect.compare(s.shapes[0].centre.x, "==", 0, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:533");
    $expect.compare(s.bodies[0].min.x, "==", 0, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:534");
    $expect.compare(s.bodies[0].max.x, "==", 0, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:535");
    // a reinsert of the unmoved mover would have put it after its equal A
    U7_Order(s);
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:538");
    $expect.compare(s.order[1], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:539");
    $expect.compare(s.bodies[0].flags, "==", 0, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:540");
  });

  it("Flags 0x800: poses and reinserts every call, keeping 0x800 [002:L971]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_UpdateScene(s, 0.5, 0x800);
    U7_Add(s, 1, 0, 1);
    s.mover.now.position.x = 5;
    s.mover.now.position.y = 0;
    s.mover.now.position.z = 0;
    s.mover.now.position.w = 1;
    U7_Update(s);
    $expect.compare(s.shapes[0].centre.x, "==", 5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:549");
    $expect.compare(s.bodies[0].min.x, "==", 4.5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:550");
    $expect.compare(s.bodies[0].max.x, "==", 5.5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:551");
    U7_Order(s);
    $expect.compare(s.order[0], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:553");
    $expect.compare(s.order[1], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:554");
    $expect.compare(s.bodies[0].flags, "==", 0x800, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:555");
    s.mover.now.position.x = -1;
    s.mover.now.position.y = 0;
    s.mover.now.position.z = 0;
    s.mover.now.position.w = 1;
    U7_Update(s);
    $expect.compare(s.shapes[0].centre.x, "==", -1, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:558");
    $expect.compare(s.bodies[0].min.x, "==", -1.5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:559");
    U7_Order(s);
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:561");
    $expect.compare(s.order[1], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:562");
    $expect.compare(s.bodies[0].flags, "==", 0x800, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:563");
  });

  it("Flags 0x80000000: poses, reinserts and clears it, so the next call does nothing [002:L971]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_UpdateScene(s, 0.5, 0x80000000);
    U7_Add(s, 1, 0, 1);
    s.mover.now.position.x = 5;
    s.mover.now.position.y = 0;
    s.mover.now.position.z = 0;
    s.mover.now.position.w = 1;
    U7_Update(s);
    $expect.compare(s.shapes[0].centre.x, "==", 5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:572");
    $expect.compare(s.bodies[0].min.x, "==", 4.5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:573");
    U7_Order(s);
    $expect.compare(s.order[0], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:575");
    $expect.compare(s.order[1], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:576");
    $expect.compare(s.bodies[0].flags, "==", 0, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:577");
    s.mover.now.position.x = -1;
    s.mover.now.position.y = 0;
    s.mover.now.position.z = 0;
    s.mover.now.position.w = 1;
    U7_Update(s);
    $expect.compare(s.shapes[0].centre.x, "==", 5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:580");
    $expect.compare(s.bodies[0].min.x, "==", 4.5, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:581");
    U7_Order(s);
    $expect.compare(s.order[0], "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:583");
    $expect.compare(s.order[1], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:584");
  });
});

// Checks of the definitions (002 L782-952), not Test-idea cases.
describe("002 Unit 7 definitions: constructors, chain, remove, start, limits", () => {
  it("Construct: defaults, +0x2c/+0x48/+0x4c not written; ConstructForOwner(null) writes neither the type mask nor the scale [002:L788]", () => {
    const mode = { "kind": "exact" } as const;
    const b: Body = new Body();
    b.word_2c = 11;
    b.word_48 = 22;
    b.word_4c = 33;
    b.type_mask = 0x55;
    PhysicsBody_Construct(b);
    $expect.compare(b.vtable, "==", BODY_VTABLE, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:597");
    $expect.compare(b.index, "==", -1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:598");
    $expect.compare(b.flags, "==", 0x80000400, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:599");
    $expect.compare(b.type_mask, "==", 0, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:600");
    $expect.compare([b.scale.x, b.scale.y, b.scale.z, b.scale.w], "==", [1, 1, 1, 1], "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:601");
    $expect.compare([b.push_out.x, b.push_out.y, b.push_out.z, b.push_out.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:602");
    $expect.compare([b.min.x, b.min.y, b.min.z, b.min.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:603");
    $expect.compare(b.word_2c, "==", 11, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:604");
    $expect.compare(b.word_48, "==", 22, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:605");
    $expect.compare(b.word_4c, "==", 33, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:606");
    const c: Body = new Body();
    c.type_mask = 0x55;
    c.scale.x = 2;
    c.scale.y = 2;
    c.scale.z = 2;
    c.scale.w = 2;
    PhysicsBody_ConstructForOwner(c, null);
    $expect.compare(c.type_mask, "==", 0x55, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:611");
    $expect.compare([c.scale.x, c.scale.y, c.scale.z, c.scale.w], "==", [2, 2, 2, 2], "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:612");
    $expect.compare(c.flags, "==", 0x80000400, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:613");
    const o: U7Owner = new U7Owner();
    o.mask = 0x40;
    PhysicsBody_ConstructForOwner(c, o);
    $expect.compare(c.type_mask, "==", 0x40, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:617");
    // SetOwner(null) keeps the type mask
    PhysicsBody_SetOwner(c, null);
    $expect.compare(c.type_mask, "==", 0x40, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:620");
    $expect.compare(c.owner, "==", null, "ref", mode, "spec/ps2/tests/unit07_world_tests.spec:621");
  });

  it("AddShape chains in order without writing s.next; adding a shape twice makes a cycle the next walk refuses [002:L802]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    const b: Body = s.bodies[0];
    PhysicsBody_Construct(b);
    PhysShapeSphere_Construct(s.shapes[0]);
    PhysShapeSphere_Construct(s.shapes[1]);
    PhysShapeSphere_Construct(s.shapes[2]);
    s.shapes[2].next = 0;
    PhysicsBody_AddShape(s.phys, b, s.shapes[0]);
    PhysicsBody_AddShape(s.phys, b, s.shapes[1]);
    PhysicsBody_AddShape(s.phys, b, s.shapes[2]);
    $expect.compare(b.first_shape, "==", s.shapes[0], "ref", mode, "spec/ps2/tests/unit07_world_tests.spec:635");
    $expect.compare(PhysicsShape_Next(s.phys, s.shapes[0]), "==", s.shapes[1], "ref", mode, "spec/ps2/tests/unit07_world_tests.spec:636");
    $expect.compare(PhysicsShape_Next(s.phys, s.shapes[1]), "==", s.shapes[2], "ref", mode, "spec/ps2/tests/unit07_world_tests.spec:637");
    $expect.compare(s.shapes[2].next, "==", 0, "u32", mode, "spec/ps2/tests/unit07_world_tests.spec:638");
    $expect.compare(PhysicsBody_GetShapes(b, 2, 4, null), "==", s.shapes[0], "ref", mode, "spec/ps2/tests/unit07_world_tests.spec:639");
    PhysicsBody_AddShape(s.phys, b, s.shapes[1]);
    $expect.compare(PhysicsShape_Next(s.phys, s.shapes[2]), "==", s.shapes[1], "ref", mode, "spec/ps2/tests/unit07_world_tests.spec:641");
    $expect.asserts(() => {
      PhysicsBody_AddShape(s.phys, b, s.shapes[3]);
    }, "a cycle", "spec/ps2/tests/unit07_world_tests.spec:642");
  });

  it("Remove of a body that is not in the list and has no links changes nothing and returns 0 [002:L845]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_Add(s, 0, 0, 1);
    U7_Add(s, 1, 1, 2);
    const r: number = BodyList_Remove(s.phys, s.bodies[1]);
    $expect.compare(r, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:652");
    const r2: number = BodyList_Remove(s.phys, s.bodies[1]);
    $expect.compare(r2, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:654");
    U7_Order(s);
    $expect.compare(s.order.length, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:656");
    $expect.compare(s.order[0], "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:657");
  });

  it("A start that is not in the list yields at most itself [002:L890]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_QueryScene(s);
    BodyList_Remove(s.phys, s.bodies[3]);
    U7_Box(s, 0, 12);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, s.bodies[3], null, 0xffffffff, 0);
    $expect.compare(n, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:666");
    $expect.compare(s.out[0], "==", 4, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:667");
  });

  it("A query past 512 bodies is counted, and refused when the debug assertion is on [002:L939]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    const keep: BodyPtrList = new BodyPtrList();
    for (let i = 0; i < 513; i++) {
      const b: Body = new Body();
      PhysicsBody_Construct(b);
      PhysicsBody_SetOwner(b, s.owners[0]);
      b.type_mask = 0xffffffff;
      b.max.x = 1;
      b.max.y = 1;
      b.max.z = 1;
      b.max.w = 1;
      keep.items.push(b);
      IPhysics_AddBody(s.phys, b);
    }
    U7_Box(s, 0, 1);
    const n: number = IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0);
    $expect.compare(n, "==", 513, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:684");
    $expect.compare(s.phys.query_cap_passed, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:685");
    s.phys.query_cap_assert = true;
    $expect.asserts(() => {
      IPhysics_QueryBox(s.phys, s.out, s.box, null, null, 0xffffffff, 0);
    }, "more than 512", "spec/ps2/tests/unit07_world_tests.spec:687");
  });

  it("The refresh of an empty list leaves the bound 0 [002:L952]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    s.phys.bound = 3;
    s.phys.tick = 119;
    IPhysics_StepBoundRefresh(s.phys);
    $expect.compare(s.phys.tick, "==", 0, "u16", mode, "spec/ps2/tests/unit07_world_tests.spec:697");
    $expect.compare(s.phys.bound, "==", 0, "f32", mode, "spec/ps2/tests/unit07_world_tests.spec:698");
  });

  it("Overlap copies min(count, max) and asks the mesh only when room is left [002:L933]", () => {
    const mode = { "kind": "exact" } as const;
    const s: U7Scene = new U7Scene();
    U7_OverlapScene(s, true, 0x13, 1);
    s.overlaps.mesh = true;
    const k: number = IPhysics_OverlapShape(s.phys, s.contacts, s.query);
    $expect.compare(k, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:706");
    $expect.compare(s.overlaps.calls, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:707");
    $expect.compare(s.backend.mesh_calls, "==", 0, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:708");
    const t: U7Scene = new U7Scene();
    U7_OverlapScene(t, true, 0x13, 3);
    t.overlaps.mesh = true;
    const k2: number = IPhysics_OverlapShape(t.phys, t.contacts, t.query);
    $expect.compare(k2, "==", 2, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:713");
    $expect.compare(t.backend.mesh_calls, "==", 1, "i32", mode, "spec/ps2/tests/unit07_world_tests.spec:714");
  });
});
