// GENERATED FILE: do not edit. Conformance tests of module ps2.unit08.ignore_pools from spec/ps2/unit08_ignore_pools.spec (sha256 71b11e1e113b9aa1).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../support/expect.js";
import { IPhysics_AllocBigSphere, IPhysics_AllocCarBox, IPhysics_AllocObjectBox, IPhysics_AllocObjectSphere, IPhysics_ConstructPools, IPhysics_FindFreeIgnoreSlot, IPhysics_FindFreeStrikeSphere, IPhysics_ForgetIgnoredOwner, IPhysics_FreeShape, IgnoreBody, PhysicsBody_Ignore, PhysicsBody_IsIgnoring, PhysicsBody_StopIgnoring, PhysicsHumanBody_Ignore, PhysicsHumanBody_IsIgnoring, PhysicsHumanBody_StopIgnoring, PhysicsPools } from "../../../generated/ps2/unit08_ignore_pools.generated.js";

describe("002 Unit 8 Test ideas: Sixty slots", () => {
  it("60 Ignore calls with distinct owners on one body take slots 0 to 59 in order; the chain reads 59, 58, …, 0 from +0x38 [002:L1055]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    for (let i = 0; i < 60; i++) {
      PhysicsBody_Ignore(p, 1, ((100 + i) | 0));
      // slot i taken and pushed at the front
      $expect.compare(p.bodies[0].ignore_head, "==", ((i + 1) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:370");
      $expect.compare(p.ignore[i].owner, "==", ((100 + i) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:371");
      $expect.compare(p.ignore[i].body, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:372");
    }
    let s: number = p.bodies[0].ignore_head;
    for (let k = 0; k < 60; k++) {
      // slot 59 − k
      $expect.compare(s, "==", ((60 - k) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:377");
      s = p.ignore[((s - 1) | 0)].next;
    }
    $expect.compare(s, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:380");
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:381");
  });

  it("a 61st Ignore changes nothing (the chain and all slots unchanged) [002:L1055]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    for (let i = 0; i < 60; i++) {
      PhysicsBody_Ignore(p, 1, ((100 + i) | 0));
    }
    PhysicsBody_Ignore(p, 1, 500);
    $expect.compare(p.bodies[0].ignore_head, "==", 60, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:393");
    for (let i_1 = 0; i_1 < 60; i_1++) {
      $expect.compare(p.ignore[i_1].body, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:395");
      $expect.compare(p.ignore[i_1].owner, "==", ((100 + i_1) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:396");
      // slot i links to slot i − 1 (slot 0 ends the chain)
      $expect.compare(p.ignore[i_1].next, "==", i_1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:398");
    }
    $expect.compare(PhysicsBody_IsIgnoring(p, 1, 500), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:400");
  });
});

describe("002 Unit 8 Test ideas: Reuse", () => {
  it("free slot 5 (StopIgnoring(b, slot 5)); the next Ignore takes slot 5 and puts it at the chain's front [002:L1056]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    // slots 0..7 taken; the chain is 7, 6, …, 0
    for (let i = 0; i < 8; i++) {
      PhysicsBody_Ignore(p, 1, ((100 + i) | 0));
    }
    PhysicsBody_StopIgnoring(p, 1, 6);
    $expect.compare(p.ignore[5].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:415");
    $expect.compare(p.ignore[5].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:416");
    $expect.compare(p.ignore[5].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:417");
    // slot 6 now links past slot 5 to slot 4
    $expect.compare(p.ignore[6].next, "==", 5, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:419");
    // slot 5 is now the lowest free slot (8 and up are free too)
    PhysicsBody_Ignore(p, 1, 200);
    $expect.compare(p.bodies[0].ignore_head, "==", 6, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:422");
    $expect.compare(p.ignore[5].owner, "==", 200, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:423");
    $expect.compare(p.ignore[5].body, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:424");
    // then slot 7, 6, 4, …, 0
    $expect.compare(p.ignore[5].next, "==", 8, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:426");
    $expect.compare(p.ignore[8].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:427");
  });
});

describe("002 Unit 8 Test ideas: Duplicates", () => {
  it("Ignore(o) twice takes two slots; IsIgnoring(o) is true [002:L1057]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    PhysicsBody_Ignore(p, 1, 42);
    PhysicsBody_Ignore(p, 1, 42);
    $expect.compare(p.ignore[0].owner, "==", 42, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:439");
    $expect.compare(p.ignore[1].owner, "==", 42, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:440");
    $expect.compare(p.bodies[0].ignore_head, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:441");
    $expect.compare(p.ignore[1].next, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:442");
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 3, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:443");
    $expect.compare(PhysicsBody_IsIgnoring(p, 1, 42), "==", true, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:444");
  });

  it("ForgetIgnoredOwner of a body owned by o frees both slots [002:L1057]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    // body 2 is owned by o = 42
    p.bodies.push(new IgnoreBody());
    p.bodies[1].owner = 42;
    PhysicsBody_Ignore(p, 1, 42);
    PhysicsBody_Ignore(p, 1, 42);
    IPhysics_ForgetIgnoredOwner(p, 2);
    $expect.compare(p.bodies[0].ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:458");
    for (let i = 0; i < 2; i++) {
      $expect.compare(p.ignore[i].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:460");
      $expect.compare(p.ignore[i].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:461");
      $expect.compare(p.ignore[i].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:462");
    }
    $expect.compare(PhysicsBody_IsIgnoring(p, 1, 42), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:464");
  });
});

describe("002 Unit 8 Test ideas: Null owner", () => {
  it("base body: Ignore(null) takes no slot [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    PhysicsBody_Ignore(p, 1, 0);
    $expect.compare(p.bodies[0].ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:475");
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:476");
    $expect.compare(p.ignore[0].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:477");
  });

  it("base body: IsIgnoring(null) is false [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    $expect.compare(PhysicsBody_IsIgnoring(p, 1, 0), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:485");
    // also with a non-empty chain
    PhysicsBody_Ignore(p, 1, 42);
    $expect.compare(PhysicsBody_IsIgnoring(p, 1, 0), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:488");
  });

  it("human body: Ignore(null) sets +0xd4 = 1 [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    p.bodies[0].is_human = true;
    PhysicsHumanBody_Ignore(p, 1, 0);
    $expect.compare(p.bodies[0].ignore_level, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:498");
    // and takes no slot
    $expect.compare(p.bodies[0].ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:500");
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:501");
  });

  it("human body: IsIgnoring(null) returns 1 (after Ignore(null)) [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    p.bodies[0].is_human = true;
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, 1, 0, 0), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:510");
    PhysicsHumanBody_Ignore(p, 1, 0);
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, 1, 0, 0), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:512");
  });

  it("human body: StopIgnoring(null) sets +0xd4 to 0 and frees all its slots [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    p.bodies[0].is_human = true;
    // a base body's slot in between, which must stay
    p.bodies.push(new IgnoreBody());
    p.bodies[1].owner = 8;
    PhysicsHumanBody_Ignore(p, 1, 0);
    PhysicsHumanBody_Ignore(p, 1, 41);
    PhysicsBody_Ignore(p, 2, 43);
    PhysicsHumanBody_Ignore(p, 1, 42);
    PhysicsHumanBody_StopIgnoring(p, 1, 0);
    $expect.compare(p.bodies[0].ignore_level, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:529");
    $expect.compare(p.bodies[0].ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:530");
    $expect.compare(p.ignore[0].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:531");
    $expect.compare(p.ignore[0].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:532");
    $expect.compare(p.ignore[0].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:533");
    $expect.compare(p.ignore[2].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:534");
    $expect.compare(p.ignore[2].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:535");
    $expect.compare(p.ignore[2].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:536");
    $expect.compare(p.ignore[1].owner, "==", 43, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:537");
    $expect.compare(p.bodies[1].ignore_head, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:538");
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, 1, 0, 0), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:539");
  });
});

describe("002 Unit 8 Test ideas: Stop a slot not in the chain", () => {
  it("StopIgnoring(b, s) with s from another body's chain: b's chain unchanged, s zeroed [002:L1059]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    p.bodies.push(new IgnoreBody());
    p.bodies[1].owner = 8;
    // b = body 1 holds slots 0 and 1 (chain 1, 0); the other body holds slot 2
    PhysicsBody_Ignore(p, 1, 20);
    PhysicsBody_Ignore(p, 1, 21);
    PhysicsBody_Ignore(p, 2, 22);
    PhysicsBody_StopIgnoring(p, 1, 3);
    $expect.compare(p.bodies[0].ignore_head, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:556");
    $expect.compare(p.ignore[1].next, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:557");
    $expect.compare(p.ignore[1].owner, "==", 21, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:558");
    $expect.compare(p.ignore[0].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:559");
    $expect.compare(p.ignore[0].owner, "==", 20, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:560");
    $expect.compare(p.ignore[2].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:561");
    $expect.compare(p.ignore[2].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:562");
    $expect.compare(p.ignore[2].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:563");
    // the other chain still points at the zeroed slot (the original's behaviour)
    $expect.compare(p.bodies[1].ignore_head, "==", 3, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:565");
  });
});

describe("002 Unit 8 Test ideas: Forget", () => {
  it("X (owner x); Y and Z ignore x, Y ignores z: removing X frees the two x slots and keeps Y's z slot [002:L1060]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    // X = body 1 (owner x = 31), Y = body 2 (owner 32), Z = body 3 (owner z = 33, a human body)
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 31;
    p.bodies.push(new IgnoreBody());
    p.bodies[1].owner = 32;
    p.bodies.push(new IgnoreBody());
    p.bodies[2].owner = 33;
    p.bodies[2].is_human = true;
    p.bodies[2].ignore_level = 1;
    // slot 0: Y ignores x; slot 1: Y ignores z; slot 2: Z ignores x. Y's chain is slot 1, slot 0.
    PhysicsBody_Ignore(p, 2, 31);
    PhysicsBody_Ignore(p, 2, 33);
    PhysicsHumanBody_Ignore(p, 3, 31);
    IPhysics_ForgetIgnoredOwner(p, 1);
    $expect.compare(p.ignore[0].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:587");
    $expect.compare(p.ignore[0].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:588");
    $expect.compare(p.ignore[2].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:589");
    $expect.compare(p.ignore[2].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:590");
    // Y's z slot stays, now the end of Y's chain (unlinked from behind, not the head)
    $expect.compare(p.ignore[1].owner, "==", 33, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:592");
    $expect.compare(p.ignore[1].body, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:593");
    $expect.compare(p.ignore[1].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:594");
    $expect.compare(p.bodies[1].ignore_head, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:595");
    // Z's chain is empty; its human StopIgnoring got a slot, so +0xd4 is kept
    $expect.compare(p.bodies[2].ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:597");
    $expect.compare(p.bodies[2].ignore_level, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:598");
    $expect.compare(PhysicsBody_IsIgnoring(p, 2, 31), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:599");
    $expect.compare(PhysicsBody_IsIgnoring(p, 2, 33), "==", true, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:600");
  });
});

describe("002 Unit 8 Test ideas: Grab partner", () => {
  it("a human body whose owner's grab partner is g: IsIgnoring(g) true with an empty chain [002:L1061]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    p.bodies[0].is_human = true;
    $expect.compare(p.bodies[0].ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:611");
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, 1, 55, 55), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:612");
  });

  it("with no grab, IsIgnoring(g) is false [002:L1061]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    p.bodies[0].is_human = true;
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, 1, 55, 0), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:621");
  });
});

describe("002 Unit 8 Test ideas: Pools", () => {
  it("416 AllocObjectSphere calls succeed, the 417th returns null [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 416; i++) {
      $expect.compare(IPhysics_AllocObjectSphere(p), "==", ((i + 1) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:630");
    }
    $expect.compare(IPhysics_AllocObjectSphere(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:632");
  });

  it("FreeShape on the 3rd, then the next allocation returns the 3rd [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 416; i++) {
      IPhysics_AllocObjectSphere(p);
    }
    IPhysics_FreeShape(p.object_spheres[2]);
    $expect.compare(IPhysics_AllocObjectSphere(p), "==", 3, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:642");
    $expect.compare(IPhysics_AllocObjectSphere(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:643");
  });

  it("flags after allocate 0xb, after free 0x3, after a second allocate 0xb [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    $expect.compare(p.object_spheres[0].flags, "==", 1, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:649");
    const r: number = IPhysics_AllocObjectSphere(p);
    $expect.compare(r, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:651");
    $expect.compare(p.object_spheres[0].flags, "==", 11, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:652");
    IPhysics_FreeShape(p.object_spheres[0]);
    $expect.compare(p.object_spheres[0].flags, "==", 3, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:654");
    $expect.compare(IPhysics_AllocObjectSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:655");
    $expect.compare(p.object_spheres[0].flags, "==", 11, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:656");
  });

  it("AllocBigSphere sets radius 2.0 even if the slot held 0.5 [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.big_spheres[0].radius = 0.5;
    $expect.compare(IPhysics_AllocBigSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:663");
    $expect.compare(p.big_spheres[0].radius, "==", 2, "f32", mode, "spec/ps2/unit08_ignore_pools.spec:664");
    $expect.compare(p.big_spheres[0].flags, "==", 11, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:665");
  });

  it("37 AllocCarBox calls: the 37th is null [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 36; i++) {
      $expect.compare(IPhysics_AllocCarBox(p), "==", ((i + 1) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:672");
    }
    $expect.compare(IPhysics_AllocCarBox(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:674");
  });
});

describe("002 Unit 8 Test ideas: Strike spheres", () => {
  it("FindFreeStrikeSphere twice without enabling returns the same sphere [002:L1063]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:682");
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:683");
    $expect.compare(p.strike_spheres[0].flags, "==", 2, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:684");
  });

  it("after enabling it, the next [002:L1063]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    const r: number = IPhysics_FindFreeStrikeSphere(p);
    // the caller enables it: shape enable(on), flags |= 0x11 (Unit 6, 0x004f11c8)
    p.strike_spheres[((r - 1) | 0)].flags = (p.strike_spheres[((r - 1) | 0)].flags | 17) & 0xffff;
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:693");
  });

  it("with all 60 enabled, null [002:L1063]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 60; i++) {
      const r: number = IPhysics_FindFreeStrikeSphere(p);
      $expect.compare(r, "==", ((i + 1) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:701");
      p.strike_spheres[((r - 1) | 0)].flags = (p.strike_spheres[((r - 1) | 0)].flags | 17) & 0xffff;
    }
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:704");
  });
});

// Checks of the definitions themselves (002 L1000-1051), not Test-idea cases.
describe("002 Unit 8 definitions: pool limits, what an allocation leaves alone, StopIgnoring(null) on a base body", () => {
  it("416 AllocObjectBox calls succeed, the 417th is null; type and bone are left as they were [002:L1043]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.object_boxes[5].bone = 12;
    for (let i = 0; i < 416; i++) {
      $expect.compare(IPhysics_AllocObjectBox(p), "==", ((i + 1) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:715");
    }
    $expect.compare(IPhysics_AllocObjectBox(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:717");
    $expect.compare(p.object_boxes[5].bone, "==", 12, "i8", mode, "spec/ps2/unit08_ignore_pools.spec:718");
    $expect.compare(p.object_boxes[5].type, "==", 1, "u8", mode, "spec/ps2/unit08_ignore_pools.spec:719");
    $expect.compare(p.object_boxes[5].flags, "==", 11, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:720");
  });

  it("30 AllocBigSphere calls succeed, the 31st is null; a freed big sphere keeps its radius [002:L1045]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 30; i++) {
      $expect.compare(IPhysics_AllocBigSphere(p), "==", ((i + 1) | 0), "i32", mode, "spec/ps2/unit08_ignore_pools.spec:727");
    }
    $expect.compare(IPhysics_AllocBigSphere(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:729");
    IPhysics_FreeShape(p.big_spheres[29]);
    $expect.compare(p.big_spheres[29].flags, "==", 3, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:731");
    $expect.compare(p.big_spheres[29].radius, "==", 2, "f32", mode, "spec/ps2/unit08_ignore_pools.spec:732");
    $expect.compare(IPhysics_AllocBigSphere(p), "==", 30, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:733");
  });

  it("a freed strike sphere (0x1 cleared by the caller) is found again; FreeShape does not free a strike sphere [002:L1049]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.strike_spheres[0].flags = (p.strike_spheres[0].flags | 17) & 0xffff;
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:740");
    // FreeShape clears only 0x8: a strike sphere stays taken while enabled
    IPhysics_FreeShape(p.strike_spheres[0]);
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:743");
    // enable(off) clears 0x1 only
    p.strike_spheres[0].flags = (p.strike_spheres[0].flags & 65534) & 0xffff;
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:746");
  });

  it("base StopIgnoring(null) frees every slot of the chain and leaves +0x38 null [002:L1019]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    for (let i = 0; i < 5; i++) {
      PhysicsBody_Ignore(p, 1, ((100 + i) | 0));
    }
    PhysicsBody_StopIgnoring(p, 1, 0);
    $expect.compare(p.bodies[0].ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:758");
    for (let i_1 = 0; i_1 < 5; i_1++) {
      $expect.compare(p.ignore[i_1].body, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:760");
      $expect.compare(p.ignore[i_1].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:761");
      $expect.compare(p.ignore[i_1].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:762");
    }
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:764");
  });

  it("StopIgnoring of the chain head moves +0x38 to the next slot [002:L1018]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.bodies.push(new IgnoreBody());
    p.bodies[0].owner = 7;
    PhysicsBody_Ignore(p, 1, 100);
    PhysicsBody_Ignore(p, 1, 101);
    PhysicsBody_StopIgnoring(p, 1, 2);
    $expect.compare(p.bodies[0].ignore_head, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:775");
    $expect.compare(p.ignore[1].owner, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:776");
    $expect.compare(PhysicsBody_IsIgnoring(p, 1, 100), "==", true, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:777");
    $expect.compare(PhysicsBody_IsIgnoring(p, 1, 101), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:778");
  });
});
