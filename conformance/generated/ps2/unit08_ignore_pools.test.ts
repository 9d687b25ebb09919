// GENERATED FILE: do not edit. Conformance tests of module ps2.unit08.ignore_pools from spec/ps2/unit08_ignore_pools.spec (sha256 28d15376009ba6ad).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../support/expect.js";
import { Body, HUMAN_BODY_VTABLE } from "../../../generated/ps2/body.generated.js";
import { IPhysics_AddBody, IPhysics_RemoveBody, PhysicsBody_SetOwner } from "../../../generated/ps2/unit07_world.generated.js";
import { IPhysics_AllocBigSphere, IPhysics_AllocCarBox, IPhysics_AllocObjectBox, IPhysics_AllocObjectSphere, IPhysics_ConstructPools, IPhysics_FindFreeIgnoreSlot, IPhysics_FindFreeStrikeSphere, IPhysics_ForgetIgnoredOwner, IPhysics_FreeShape, PhysicsBody_Ignore, PhysicsBody_IsIgnoring, PhysicsBody_StopIgnoring, PhysicsHumanBody_Ignore, PhysicsHumanBody_IsIgnoring, PhysicsHumanBody_StopIgnoring, PhysicsPools, U8World, U8_World_Init } from "../../../generated/ps2/unit08_ignore_pools.generated.js";

describe("002 Unit 8 Test ideas: Sixty slots", () => {
  it("60 Ignore calls with distinct owners on one body take slots 0 to 59 in order; the chain reads 59, 58, …, 0 from +0x38 [002:L1055]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    for (let i = 0; i < 60; i++) {
      PhysicsBody_Ignore(p, b, w.owner[(100 + i) | 0]);
      // slot i taken and pushed at the front
      $expect.compare(b.ignore_head, "==", (i + 1) | 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:418");
      $expect.compare(p.ignore[i].owner, "==", w.owner[(100 + i) | 0], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:419");
      $expect.compare(p.ignore[i].body, "==", b, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:420");
    }
    let s: number = b.ignore_head;
    for (let k = 0; k < 60; k++) {
      // slot 59 − k
      $expect.compare(s, "==", (60 - k) | 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:425");
      s = p.ignore[(s - 1) | 0].next;
    }
    $expect.compare(s, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:428");
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:429");
  });

  it("a 61st Ignore changes nothing (the chain and all slots unchanged) [002:L1055]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    for (let i = 0; i < 60; i++) {
      PhysicsBody_Ignore(p, b, w.owner[(100 + i) | 0]);
    }
    PhysicsBody_Ignore(p, b, w.owner[500]);
    $expect.compare(b.ignore_head, "==", 60, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:442");
    for (let i_1 = 0; i_1 < 60; i_1++) {
      $expect.compare(p.ignore[i_1].body, "==", b, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:444");
      $expect.compare(p.ignore[i_1].owner, "==", w.owner[(100 + i_1) | 0], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:445");
      // slot i links to slot i − 1 (slot 0 ends the chain)
      $expect.compare(p.ignore[i_1].next, "==", i_1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:447");
    }
    $expect.compare(PhysicsBody_IsIgnoring(p, b, w.owner[500]), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:449");
  });
});

describe("002 Unit 8 Test ideas: Reuse", () => {
  it("free slot 5 (StopIgnoring(b, slot 5)); the next Ignore takes slot 5 and puts it at the chain's front [002:L1056]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    // slots 0..7 taken; the chain is 7, 6, …, 0
    for (let i = 0; i < 8; i++) {
      PhysicsBody_Ignore(p, b, w.owner[(100 + i) | 0]);
    }
    PhysicsBody_StopIgnoring(p, b, 6);
    $expect.compare(p.ignore[5].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:465");
    $expect.compare(p.ignore[5].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:466");
    $expect.compare(p.ignore[5].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:467");
    // slot 6 now links past slot 5 to slot 4
    $expect.compare(p.ignore[6].next, "==", 5, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:469");
    // slot 5 is now the lowest free slot (8 and up are free too)
    PhysicsBody_Ignore(p, b, w.owner[200]);
    $expect.compare(b.ignore_head, "==", 6, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:472");
    $expect.compare(p.ignore[5].owner, "==", w.owner[200], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:473");
    $expect.compare(p.ignore[5].body, "==", b, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:474");
    // then slot 7, 6, 4, …, 0
    $expect.compare(p.ignore[5].next, "==", 8, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:476");
    $expect.compare(p.ignore[8].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:477");
  });
});

describe("002 Unit 8 Test ideas: Duplicates", () => {
  it("Ignore(o) twice takes two slots; IsIgnoring(o) is true [002:L1057]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    PhysicsBody_Ignore(p, b, w.owner[42]);
    PhysicsBody_Ignore(p, b, w.owner[42]);
    $expect.compare(p.ignore[0].owner, "==", w.owner[42], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:490");
    $expect.compare(p.ignore[1].owner, "==", w.owner[42], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:491");
    $expect.compare(b.ignore_head, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:492");
    $expect.compare(p.ignore[1].next, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:493");
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 3, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:494");
    $expect.compare(PhysicsBody_IsIgnoring(p, b, w.owner[42]), "==", true, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:495");
  });

  it("ForgetIgnoredOwner of a body owned by o frees both slots [002:L1057]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    // the second body is owned by o = owner 42
    const ob: Body = w.bodies[1];
    PhysicsBody_SetOwner(ob, w.owner[42]);
    PhysicsBody_Ignore(p, b, w.owner[42]);
    PhysicsBody_Ignore(p, b, w.owner[42]);
    IPhysics_ForgetIgnoredOwner(p, ob);
    $expect.compare(b.ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:510");
    for (let i = 0; i < 2; i++) {
      $expect.compare(p.ignore[i].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:512");
      $expect.compare(p.ignore[i].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:513");
      $expect.compare(p.ignore[i].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:514");
    }
    $expect.compare(PhysicsBody_IsIgnoring(p, b, w.owner[42]), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:516");
  });
});

describe("002 Unit 8 Test ideas: Null owner", () => {
  it("base body: Ignore(null) takes no slot [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    PhysicsBody_Ignore(p, b, null);
    $expect.compare(b.ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:528");
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:529");
    $expect.compare(p.ignore[0].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:530");
  });

  it("base body: IsIgnoring(null) is false [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    $expect.compare(PhysicsBody_IsIgnoring(p, b, null), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:539");
    // also with a non-empty chain
    PhysicsBody_Ignore(p, b, w.owner[42]);
    $expect.compare(PhysicsBody_IsIgnoring(p, b, null), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:542");
  });

  it("human body: Ignore(null) sets +0xd4 = 1 [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const hb: Body = w.bodies[0];
    PhysicsBody_SetOwner(hb, w.owner[7]);
    hb.vtable = HUMAN_BODY_VTABLE;
    PhysicsHumanBody_Ignore(p, hb, null);
    $expect.compare(hb.human_ignore_level, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:553");
    // and takes no slot
    $expect.compare(hb.ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:555");
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:556");
  });

  it("human body: IsIgnoring(null) returns 1 (after Ignore(null)) [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const hb: Body = w.bodies[0];
    PhysicsBody_SetOwner(hb, w.owner[7]);
    hb.vtable = HUMAN_BODY_VTABLE;
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, hb, null, null), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:566");
    PhysicsHumanBody_Ignore(p, hb, null);
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, hb, null, null), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:568");
  });

  it("human body: StopIgnoring(null) sets +0xd4 to 0 and frees all its slots [002:L1058]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const hb: Body = w.bodies[0];
    PhysicsBody_SetOwner(hb, w.owner[7]);
    hb.vtable = HUMAN_BODY_VTABLE;
    // a base body's slot in between, which must stay
    const b: Body = w.bodies[1];
    PhysicsBody_SetOwner(b, w.owner[8]);
    PhysicsHumanBody_Ignore(p, hb, null);
    PhysicsHumanBody_Ignore(p, hb, w.owner[41]);
    PhysicsBody_Ignore(p, b, w.owner[43]);
    PhysicsHumanBody_Ignore(p, hb, w.owner[42]);
    PhysicsHumanBody_StopIgnoring(p, hb, 0);
    $expect.compare(hb.human_ignore_level, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:586");
    $expect.compare(hb.ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:587");
    $expect.compare(p.ignore[0].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:588");
    $expect.compare(p.ignore[0].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:589");
    $expect.compare(p.ignore[0].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:590");
    $expect.compare(p.ignore[2].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:591");
    $expect.compare(p.ignore[2].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:592");
    $expect.compare(p.ignore[2].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:593");
    $expect.compare(p.ignore[1].owner, "==", w.owner[43], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:594");
    $expect.compare(b.ignore_head, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:595");
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, hb, null, null), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:596");
  });
});

describe("002 Unit 8 Test ideas: Stop a slot not in the chain", () => {
  it("StopIgnoring(b, s) with s from another body's chain: b's chain unchanged, s zeroed [002:L1059]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    const other: Body = w.bodies[1];
    PhysicsBody_SetOwner(other, w.owner[8]);
    // b holds slots 0 and 1 (chain 1, 0); the other body holds slot 2
    PhysicsBody_Ignore(p, b, w.owner[20]);
    PhysicsBody_Ignore(p, b, w.owner[21]);
    PhysicsBody_Ignore(p, other, w.owner[22]);
    PhysicsBody_StopIgnoring(p, b, 3);
    $expect.compare(b.ignore_head, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:614");
    $expect.compare(p.ignore[1].next, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:615");
    $expect.compare(p.ignore[1].owner, "==", w.owner[21], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:616");
    $expect.compare(p.ignore[0].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:617");
    $expect.compare(p.ignore[0].owner, "==", w.owner[20], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:618");
    $expect.compare(p.ignore[2].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:619");
    $expect.compare(p.ignore[2].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:620");
    $expect.compare(p.ignore[2].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:621");
    // the other chain still points at the zeroed slot (the original's behaviour)
    $expect.compare(other.ignore_head, "==", 3, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:623");
  });
});

describe("002 Unit 8 Test ideas: Forget", () => {
  it("X (owner x); Y and Z ignore x, Y ignores z: removing X frees the two x slots and keeps Y's z slot [002:L1060]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    // X (owner x = owner 31), Y (owner 32), Z (owner z = owner 33, a human body)
    const x: Body = w.bodies[0];
    PhysicsBody_SetOwner(x, w.owner[31]);
    const y: Body = w.bodies[1];
    PhysicsBody_SetOwner(y, w.owner[32]);
    const z: Body = w.bodies[2];
    PhysicsBody_SetOwner(z, w.owner[33]);
    z.vtable = HUMAN_BODY_VTABLE;
    z.human_ignore_level = 1;
    // the three in a world whose ignore slots are these pools (IPhysics_RemoveBody calls
    // IPhysics_ForgetIgnoredOwner first)
    w.phys.ignores = p;
    IPhysics_AddBody(w.phys, x);
    IPhysics_AddBody(w.phys, y);
    IPhysics_AddBody(w.phys, z);
    // slot 0: Y ignores x; slot 1: Y ignores z; slot 2: Z ignores x. Y's chain is slot 1, slot 0.
    PhysicsBody_Ignore(p, y, w.owner[31]);
    PhysicsBody_Ignore(p, y, w.owner[33]);
    PhysicsHumanBody_Ignore(p, z, w.owner[31]);
    IPhysics_RemoveBody(w.phys, x);
    $expect.compare(w.phys.bodies.length, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:652");
    $expect.compare(p.ignore[0].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:653");
    $expect.compare(p.ignore[0].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:654");
    $expect.compare(p.ignore[2].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:655");
    $expect.compare(p.ignore[2].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:656");
    // Y's z slot stays, now the end of Y's chain (unlinked from behind, not the head)
    $expect.compare(p.ignore[1].owner, "==", w.owner[33], "ref", mode, "spec/ps2/unit08_ignore_pools.spec:658");
    $expect.compare(p.ignore[1].body, "==", y, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:659");
    $expect.compare(p.ignore[1].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:660");
    $expect.compare(y.ignore_head, "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:661");
    // Z's chain is empty; its human StopIgnoring got a slot, so +0xd4 is kept
    $expect.compare(z.ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:663");
    $expect.compare(z.human_ignore_level, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:664");
    $expect.compare(PhysicsBody_IsIgnoring(p, y, w.owner[31]), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:665");
    $expect.compare(PhysicsBody_IsIgnoring(p, y, w.owner[33]), "==", true, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:666");
  });
});

describe("002 Unit 8 Test ideas: Grab partner", () => {
  it("a human body whose owner's grab partner is g: IsIgnoring(g) true with an empty chain [002:L1061]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const hb: Body = w.bodies[0];
    PhysicsBody_SetOwner(hb, w.owner[7]);
    hb.vtable = HUMAN_BODY_VTABLE;
    $expect.compare(hb.ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:678");
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, hb, w.owner[55], w.owner[55]), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:679");
  });

  it("with no grab, IsIgnoring(g) is false [002:L1061]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const hb: Body = w.bodies[0];
    PhysicsBody_SetOwner(hb, w.owner[7]);
    hb.vtable = HUMAN_BODY_VTABLE;
    $expect.compare(PhysicsHumanBody_IsIgnoring(p, hb, w.owner[55], null), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:689");
  });
});

describe("002 Unit 8 Test ideas: Pools", () => {
  it("416 AllocObjectSphere calls succeed, the 417th returns null [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 416; i++) {
      $expect.compare(IPhysics_AllocObjectSphere(p), "==", (i + 1) | 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:698");
    }
    $expect.compare(IPhysics_AllocObjectSphere(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:700");
  });

  it("FreeShape on the 3rd, then the next allocation returns the 3rd [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 416; i++) {
      IPhysics_AllocObjectSphere(p);
    }
    IPhysics_FreeShape(p.object_spheres[2]);
    $expect.compare(IPhysics_AllocObjectSphere(p), "==", 3, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:710");
    $expect.compare(IPhysics_AllocObjectSphere(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:711");
  });

  it("flags after allocate 0xb, after free 0x3, after a second allocate 0xb [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    $expect.compare(p.object_spheres[0].flags, "==", 0x1, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:717");
    const r: number = IPhysics_AllocObjectSphere(p);
    $expect.compare(r, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:719");
    $expect.compare(p.object_spheres[0].flags, "==", 0xb, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:720");
    IPhysics_FreeShape(p.object_spheres[0]);
    $expect.compare(p.object_spheres[0].flags, "==", 0x3, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:722");
    $expect.compare(IPhysics_AllocObjectSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:723");
    $expect.compare(p.object_spheres[0].flags, "==", 0xb, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:724");
  });

  it("AllocBigSphere sets radius 2.0 even if the slot held 0.5 [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.big_spheres[0].radius = 0.5;
    $expect.compare(IPhysics_AllocBigSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:731");
    $expect.compare(p.big_spheres[0].radius, "==", 2, "f32", mode, "spec/ps2/unit08_ignore_pools.spec:732");
    $expect.compare(p.big_spheres[0].flags, "==", 0xb, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:733");
  });

  it("37 AllocCarBox calls: the 37th is null [002:L1062]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 36; i++) {
      $expect.compare(IPhysics_AllocCarBox(p), "==", (i + 1) | 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:740");
    }
    $expect.compare(IPhysics_AllocCarBox(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:742");
  });
});

describe("002 Unit 8 Test ideas: Strike spheres", () => {
  it("FindFreeStrikeSphere twice without enabling returns the same sphere [002:L1063]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:750");
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:751");
    $expect.compare(p.strike_spheres[0].flags, "==", 0x2, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:752");
  });

  it("after enabling it, the next [002:L1063]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    const r: number = IPhysics_FindFreeStrikeSphere(p);
    // the caller enables it: shape enable(on), flags |= 0x11 (Unit 6, 0x004f11c8)
    p.strike_spheres[(r - 1) | 0].flags = p.strike_spheres[(r - 1) | 0].flags | 0x11;
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:761");
  });

  it("with all 60 enabled, null [002:L1063]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 60; i++) {
      const r: number = IPhysics_FindFreeStrikeSphere(p);
      $expect.compare(r, "==", (i + 1) | 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:769");
      p.strike_spheres[(r - 1) | 0].flags = p.strike_spheres[(r - 1) | 0].flags | 0x11;
    }
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:772");
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
      $expect.compare(IPhysics_AllocObjectBox(p), "==", (i + 1) | 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:783");
    }
    $expect.compare(IPhysics_AllocObjectBox(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:785");
    $expect.compare(p.object_boxes[5].bone, "==", 12, "i8", mode, "spec/ps2/unit08_ignore_pools.spec:786");
    $expect.compare(p.object_boxes[5].type, "==", 1, "u8", mode, "spec/ps2/unit08_ignore_pools.spec:787");
    $expect.compare(p.object_boxes[5].flags, "==", 0xb, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:788");
  });

  it("30 AllocBigSphere calls succeed, the 31st is null; a freed big sphere keeps its radius [002:L1045]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    for (let i = 0; i < 30; i++) {
      $expect.compare(IPhysics_AllocBigSphere(p), "==", (i + 1) | 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:795");
    }
    $expect.compare(IPhysics_AllocBigSphere(p), "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:797");
    IPhysics_FreeShape(p.big_spheres[29]);
    $expect.compare(p.big_spheres[29].flags, "==", 0x3, "u16", mode, "spec/ps2/unit08_ignore_pools.spec:799");
    $expect.compare(p.big_spheres[29].radius, "==", 2, "f32", mode, "spec/ps2/unit08_ignore_pools.spec:800");
    $expect.compare(IPhysics_AllocBigSphere(p), "==", 30, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:801");
  });

  it("a freed strike sphere (0x1 cleared by the caller) is found again; FreeShape does not free a strike sphere [002:L1049]", () => {
    const mode = { "kind": "exact" } as const;
    const p: PhysicsPools = new PhysicsPools();
    IPhysics_ConstructPools(p);
    p.strike_spheres[0].flags = p.strike_spheres[0].flags | 0x11;
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:808");
    // FreeShape clears only 0x8: a strike sphere stays taken while enabled
    IPhysics_FreeShape(p.strike_spheres[0]);
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 2, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:811");
    // enable(off) clears 0x1 only
    p.strike_spheres[0].flags = p.strike_spheres[0].flags & 65534;
    $expect.compare(IPhysics_FindFreeStrikeSphere(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:814");
  });

  it("base StopIgnoring(null) frees every slot of the chain and leaves +0x38 null [002:L1019]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    for (let i = 0; i < 5; i++) {
      PhysicsBody_Ignore(p, b, w.owner[(100 + i) | 0]);
    }
    PhysicsBody_StopIgnoring(p, b, 0);
    $expect.compare(b.ignore_head, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:827");
    for (let i_1 = 0; i_1 < 5; i_1++) {
      $expect.compare(p.ignore[i_1].body, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:829");
      $expect.compare(p.ignore[i_1].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:830");
      $expect.compare(p.ignore[i_1].next, "==", 0, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:831");
    }
    $expect.compare(IPhysics_FindFreeIgnoreSlot(p), "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:833");
  });

  it("StopIgnoring of the chain head moves +0x38 to the next slot [002:L1018]", () => {
    const mode = { "kind": "exact" } as const;
    const w: U8World = new U8World();
    U8_World_Init(w);
    const p: PhysicsPools = w.p;
    const b: Body = w.bodies[0];
    PhysicsBody_SetOwner(b, w.owner[7]);
    PhysicsBody_Ignore(p, b, w.owner[100]);
    PhysicsBody_Ignore(p, b, w.owner[101]);
    PhysicsBody_StopIgnoring(p, b, 2);
    $expect.compare(b.ignore_head, "==", 1, "i32", mode, "spec/ps2/unit08_ignore_pools.spec:845");
    $expect.compare(p.ignore[1].owner, "==", null, "ref", mode, "spec/ps2/unit08_ignore_pools.spec:846");
    $expect.compare(PhysicsBody_IsIgnoring(p, b, w.owner[100]), "==", true, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:847");
    $expect.compare(PhysicsBody_IsIgnoring(p, b, w.owner[101]), "==", false, "bool", mode, "spec/ps2/unit08_ignore_pools.spec:848");
  });
});
