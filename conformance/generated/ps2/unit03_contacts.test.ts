// GENERATED FILE: do not edit. Conformance tests of module ps2.unit03.contacts from spec/ps2/unit03_contacts.spec (sha256 801457b04076f4ab).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../support/expect.js";
import { Vec4 } from "../../../runtime/index.js";
import { AABB, AABB_ExtendByMove, AABB_ScaleAboutCentre, Contact, ContactList, Contact_InsertSorted, PhysicsBody_GetContactScale, PhysicsHumanBody_GetContactScale, PhysicsVec_BackOffPlane, PhysicsVec_Bounce, Vec_RemoveNormalPart } from "../../../generated/ps2/unit03_contacts.generated.js";

const _s0 = new Vec4(), _s1 = new Vec4(), _s2 = new Vec4(), _s3 = new Vec4(), _s4 = new Vec4(), _s5 = new Vec4();

// Contacts are identified by their pool index; fractions are set before each insert.
describe("002 Unit 2 Test ideas: Sort (Contact_InsertSorted half)", () => {
  it("InsertSorted of 0.2, 0.4, then 0.4 puts the new 0.4 after the old one [002:L247]", () => {
    const mode = { "kind": "exact" } as const;
    const l: ContactList = new ContactList();
    l.pool[0].fraction = 0.20000000298023224 /* 0.2f */;
    l.pool[1].fraction = 0.4000000059604645 /* 0.4f */;
    l.pool[2].fraction = 0.4000000059604645 /* 0.4f */;
    l.count = Contact_InsertSorted(l.pool, 0, l.sorted, l.count, 7, 0, 9, 0);
    l.count = Contact_InsertSorted(l.pool, 1, l.sorted, l.count, 7, 0, 9, 0);
    l.count = Contact_InsertSorted(l.pool, 2, l.sorted, l.count, 7, 0, 9, 0);
    $expect.compare(l.count, "==", 3, "i32", mode, "spec/ps2/unit03_contacts.spec:214");
    $expect.compare(l.sorted[0], "==", 0, "i32", mode, "spec/ps2/unit03_contacts.spec:215");
    $expect.compare(l.sorted[1], "==", 1, "i32", mode, "spec/ps2/unit03_contacts.spec:216");
    $expect.compare(l.sorted[2], "==", 2, "i32", mode, "spec/ps2/unit03_contacts.spec:217");
  });

  it("InsertSorted of 0.4 then 0.2 gives [0.2, 0.4] [002:L247]", () => {
    const mode = { "kind": "exact" } as const;
    const l: ContactList = new ContactList();
    l.pool[0].fraction = 0.4000000059604645 /* 0.4f */;
    l.pool[1].fraction = 0.20000000298023224 /* 0.2f */;
    l.count = Contact_InsertSorted(l.pool, 0, l.sorted, l.count, 7, 0, 9, 0);
    l.count = Contact_InsertSorted(l.pool, 1, l.sorted, l.count, 7, 0, 9, 0);
    $expect.compare(l.count, "==", 2, "i32", mode, "spec/ps2/unit03_contacts.spec:226");
    $expect.compare(l.sorted[0], "==", 1, "i32", mode, "spec/ps2/unit03_contacts.spec:227");
    $expect.compare(l.sorted[1], "==", 0, "i32", mode, "spec/ps2/unit03_contacts.spec:228");
    $expect.compare(l.pool[l.sorted[0]].fraction, "==", 0.20000000298023224 /* 0.2f */, "f32", mode, "spec/ps2/unit03_contacts.spec:229");
    $expect.compare(l.pool[l.sorted[1]].fraction, "==", 0.4000000059604645 /* 0.4f */, "f32", mode, "spec/ps2/unit03_contacts.spec:230");
  });
});

describe("002 Unit 3 Test ideas: Insert order", () => {
  it("fractions 0.5, 0.2, 0.5 inserted in that order: 0.2, first 0.5, second 0.5 [002:L506]", () => {
    const mode = { "kind": "exact" } as const;
    const l: ContactList = new ContactList();
    l.pool[0].fraction = 0.5;
    l.pool[1].fraction = 0.20000000298023224 /* 0.2f */;
    l.pool[2].fraction = 0.5;
    l.count = Contact_InsertSorted(l.pool, 0, l.sorted, l.count, 7, 0, 9, 0);
    l.count = Contact_InsertSorted(l.pool, 1, l.sorted, l.count, 7, 0, 9, 0);
    l.count = Contact_InsertSorted(l.pool, 2, l.sorted, l.count, 7, 0, 9, 0);
    $expect.compare(l.count, "==", 3, "i32", mode, "spec/ps2/unit03_contacts.spec:243");
    $expect.compare(l.sorted[0], "==", 1, "i32", mode, "spec/ps2/unit03_contacts.spec:244");
    $expect.compare(l.sorted[1], "==", 0, "i32", mode, "spec/ps2/unit03_contacts.spec:245");
    $expect.compare(l.sorted[2], "==", 2, "i32", mode, "spec/ps2/unit03_contacts.spec:246");
  });
});

// 1.8 and 2.2 are not f32 values; the literals 1.8f and 2.2f are the nearest f32 (0x3fe66666 and
// 0x400ccccd). The only inexact step of the first case is 2 − 0.2f (0.2f = 2 × 0.1f exactly), and
// 2 − 0.2f = 1.79999999702… rounds to 0x3fe66666 itself, so N = 0: ulps32(0) says "the expected
// literal is rounded, and the f32 arithmetic lands exactly on it". Likewise 2 + 0.2f would round to
// 0x400ccccd (N = 0) under the model's round-to-nearest (round-toward-zero would give 0x400ccccc,
// 1 ulp, but the ps2 model does not model it). Components 0 and w = 1 are exact.
describe("002 Unit 3 Test ideas: Bounce going out", () => {
  it("Bounce((0, 0, 2), (0, 0, 1), 0.1) gives (0, 0, 1.8) [002:L500]", () => {
    const mode = { "kind": "ulps32", "n": 0 } as const;
    let v_x = 0, v_y = 0, v_z = 2, v_w = 0;
    const n_x = 0, n_y = 0, n_z = 1, n_w = 0;
    _s0.x = v_x; _s0.y = v_y; _s0.z = v_z; _s0.w = v_w;
    PhysicsVec_Bounce(_s0, n_x, n_y, n_z, n_w, 0.10000000149011612 /* 0.1f */);
    v_x = _s0.x; v_y = _s0.y; v_z = _s0.z; v_w = _s0.w;
    $expect.compare(v_x, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/unit03_contacts.spec:261");
    $expect.compare(v_y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/unit03_contacts.spec:262");
    $expect.compare(v_z, "==", 1.7999999523162842 /* 1.8f */, "f32", mode, "spec/ps2/unit03_contacts.spec:263");
    // w = 1 is written (002 L409)
    $expect.compare(v_w, "==", 1, "f32", { "kind": "exact" }, "spec/ps2/unit03_contacts.spec:265");
  });

  // expected failure: The definition at 002 L409-411 gives (0, 0, 0.2) here (d = −2: the first step makes v.z = 0, the second subtracts d × e = −0.2), as does its own summary v −= n d (1 + e), not the (0, 0, 2.2) this test idea states.
  it.fails("Bounce((0, 0, −2), (0, 0, 1), 0.1) gives (0, 0, 2.2) [002:L500]", () => {
    const mode = { "kind": "ulps32", "n": 0 } as const;
    let v_x = 0, v_y = 0, v_z = -2, v_w = 0;
    const n_x = 0, n_y = 0, n_z = 1, n_w = 0;
    _s1.x = v_x; _s1.y = v_y; _s1.z = v_z; _s1.w = v_w;
    PhysicsVec_Bounce(_s1, n_x, n_y, n_z, n_w, 0.10000000149011612 /* 0.1f */);
    v_x = _s1.x; v_y = _s1.y; v_z = _s1.z; v_w = _s1.w;
    $expect.compare(v_x, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/unit03_contacts.spec:272");
    $expect.compare(v_y, "==", 0, "f32", { "kind": "exact" }, "spec/ps2/unit03_contacts.spec:273");
    $expect.compare(v_z, "==", 2.200000047683716 /* 2.2f */, "f32", mode, "spec/ps2/unit03_contacts.spec:274");
    $expect.compare(v_w, "==", 1, "f32", { "kind": "exact" }, "spec/ps2/unit03_contacts.spec:275");
  });
});

// Every value here is a small dyadic rational, exact in f32.
describe("002 Unit 3 Test ideas: AABB helpers", () => {
  it("Scale [(0,0,0),(2,2,2)] by (1.5, 1, −1) gives [(−0.5, 0, 0), (2.5, 2, 2)] [002:L507]", () => {
    const mode = { "kind": "exact" } as const;
    const b: AABB = new AABB();
    b.min.x = 0;
    b.min.y = 0;
    b.min.z = 0;
    b.min.w = 0;
    b.max.x = 2;
    b.max.y = 2;
    b.max.z = 2;
    b.max.w = 0;
    const s_x = 1.5, s_y = 1, s_z = -1;
    AABB_ScaleAboutCentre(b, s_x, s_y, s_z);
    // w = 1 on both corners from the definition (002 L445)
    $expect.compare([b.min.x, b.min.y, b.min.z, b.min.w], "==", [-0.5, 0, 0, 1], "f32", mode, "spec/ps2/unit03_contacts.spec:288");
    $expect.compare([b.max.x, b.max.y, b.max.z, b.max.w], "==", [2.5, 2, 2, 1], "f32", mode, "spec/ps2/unit03_contacts.spec:289");
  });

  it("Scale [(0,0,0),(2,2,2)] by (1, 1, 1) leaves it unchanged [002:L507]", () => {
    const mode = { "kind": "exact" } as const;
    const b: AABB = new AABB();
    b.min.x = 0;
    b.min.y = 0;
    b.min.z = 0;
    b.min.w = 0;
    b.max.x = 2;
    b.max.y = 2;
    b.max.z = 2;
    b.max.w = 0;
    const s_x = 1, s_y = 1, s_z = 1;
    AABB_ScaleAboutCentre(b, s_x, s_y, s_z);
    // nothing is written, not even w (002 L445)
    $expect.compare([b.min.x, b.min.y, b.min.z, b.min.w], "==", [0, 0, 0, 0], "f32", mode, "spec/ps2/unit03_contacts.spec:299");
    $expect.compare([b.max.x, b.max.y, b.max.z, b.max.w], "==", [2, 2, 2, 0], "f32", mode, "spec/ps2/unit03_contacts.spec:300");
  });

  it("Extend [(0,0,0),(1,1,1)] by (2, −1, 0) gives [(0, −1, 0), (3, 1, 1)] [002:L507]", () => {
    const mode = { "kind": "exact" } as const;
    const b: AABB = new AABB();
    b.min.x = 0;
    b.min.y = 0;
    b.min.z = 0;
    b.min.w = 0;
    b.max.x = 1;
    b.max.y = 1;
    b.max.z = 1;
    b.max.w = 0;
    const d_x = 2, d_y = -1, d_z = 0, d_w = 0;
    AABB_ExtendByMove(b, d_x, d_y, d_z, d_w);
    // w is not written (002 L449: per axis, xyz)
    $expect.compare([b.min.x, b.min.y, b.min.z, b.min.w], "==", [0, -1, 0, 0], "f32", mode, "spec/ps2/unit03_contacts.spec:310");
    $expect.compare([b.max.x, b.max.y, b.max.z, b.max.w], "==", [3, 1, 1, 0], "f32", mode, "spec/ps2/unit03_contacts.spec:311");
  });
});

// Checks of the definitions themselves (002 L401-457, L108-110), not Test-idea cases.
describe("002 Unit 3 definitions: contact insert limit, vector helpers and contact scales", () => {
  it("InsertSorted does not check the 50 limit: the 51st insert gives count 51 [002:L110]", () => {
    const mode = { "kind": "exact" } as const;
    const l: ContactList = new ContactList();
    for (let i = 0; i < 51; i++) {
      l.count = Contact_InsertSorted(l.pool, (i % 50) | 0, l.sorted, l.count, 7, 0, 9, 0);
    }
    $expect.compare(l.count, "==", 51, "i32", mode, "spec/ps2/unit03_contacts.spec:322");
    $expect.compare(l.sorted.length, "==", 51, "i32", mode, "spec/ps2/unit03_contacts.spec:323");
    $expect.compare(l.sorted[50], "==", 0, "i32", mode, "spec/ps2/unit03_contacts.spec:324");
  });

  it("InsertSorted writes own owner, other owner, own shape and other shape [002:L108]", () => {
    const mode = { "kind": "exact" } as const;
    const l: ContactList = new ContactList();
    l.count = Contact_InsertSorted(l.pool, 3, l.sorted, l.count, 11, 22, 33, 44);
    $expect.compare(l.count, "==", 1, "i32", mode, "spec/ps2/unit03_contacts.spec:330");
    $expect.compare(l.sorted[0], "==", 3, "i32", mode, "spec/ps2/unit03_contacts.spec:331");
    $expect.compare(l.pool[3].own_owner, "==", 11, "u32", mode, "spec/ps2/unit03_contacts.spec:332");
    $expect.compare(l.pool[3].other_owner, "==", 22, "u32", mode, "spec/ps2/unit03_contacts.spec:333");
    $expect.compare(l.pool[3].own_shape, "==", 33, "u32", mode, "spec/ps2/unit03_contacts.spec:334");
    $expect.compare(l.pool[3].other_shape, "==", 44, "u32", mode, "spec/ps2/unit03_contacts.spec:335");
  });

  it("RemoveNormalPart: v·n < 0 removes the part and sets w; v·n = 0 leaves v and its w [002:L405]", () => {
    const mode = { "kind": "exact" } as const;
    let v_x = -3, v_y = 2, v_z = 0, v_w = 0;
    const n_x = 1, n_y = 0, n_z = 0, n_w = 0;
    _s2.x = v_x; _s2.y = v_y; _s2.z = v_z; _s2.w = v_w;
    Vec_RemoveNormalPart(_s2, n_x, n_y, n_z, n_w);
    v_x = _s2.x; v_y = _s2.y; v_z = _s2.z; v_w = _s2.w;
    $expect.compare([v_x, v_y, v_z, v_w], "==", [0, 2, 0, 1], "f32", mode, "spec/ps2/unit03_contacts.spec:342");
    let u_x = 0, u_y = 2, u_z = 0, u_w = 5;
    _s3.x = u_x; _s3.y = u_y; _s3.z = u_z; _s3.w = u_w;
    Vec_RemoveNormalPart(_s3, n_x, n_y, n_z, n_w);
    u_x = _s3.x; u_y = _s3.y; u_z = _s3.z; u_w = _s3.w;
    $expect.compare([u_x, u_y, u_z, u_w], "==", [0, 2, 0, 5], "f32", mode, "spec/ps2/unit03_contacts.spec:345");
  });

  it("BackOffPlane: move (0.1, 0, 0), n (−1, 0, 0), f 0.5 gives p.x 0.04; d = −0.01 exactly does nothing [002:L401]", () => {
    const mode = { "kind": "ulps32", "n": 0 } as const;
    // 0.04 is not an f32: 0.1f × 0.5 = 0.05f exactly, and −0.05f + 0.01f rounds to −0.04f
    // (0xbd23d70a), the f32 nearest −0.04, so N = 0
    let p_x = 0, p_y = 0, p_z = 0, p_w = 0;
    const m_x = 0.10000000149011612 /* 0.1f */, m_y = 0, m_z = 0, m_w = 0;
    const n_x = -1, n_y = 0, n_z = 0, n_w = 0;
    _s4.x = p_x; _s4.y = p_y; _s4.z = p_z; _s4.w = p_w;
    PhysicsVec_BackOffPlane(_s4, m_x, m_y, m_z, m_w, n_x, n_y, n_z, n_w, 0.5);
    p_x = _s4.x; p_y = _s4.y; p_z = _s4.z; p_w = _s4.w;
    $expect.compare([p_x, p_y, p_z, p_w], "==", [0.03999999910593033 /* 0.04f */, 0, 0, 1], "f32", mode, "spec/ps2/unit03_contacts.spec:355");
    let q_x = 0, q_y = 0, q_z = 0, q_w = 0;
    const m2_x = 0.009999999776482582 /* 0.01f */, m2_y = 0, m2_z = 0, m2_w = 0;
    _s5.x = q_x; _s5.y = q_y; _s5.z = q_z; _s5.w = q_w;
    PhysicsVec_BackOffPlane(_s5, m2_x, m2_y, m2_z, m2_w, n_x, n_y, n_z, n_w, 1);
    q_x = _s5.x; q_y = _s5.y; q_z = _s5.z; q_w = _s5.w;
    $expect.compare([q_x, q_y, q_z, q_w], "==", [0, 0, 0, 0], "f32", { "kind": "exact" }, "spec/ps2/unit03_contacts.spec:359");
  });

  it("contact scales: 0.98 against the level, 1.0 against a body; human 0.25 airborne, else 1.0 [002:L453]", () => {
    const mode = { "kind": "exact" } as const;
    const c: Contact = new Contact();
    $expect.compare(PhysicsBody_GetContactScale(c), "==", 0.9800000190734863 /* f32#3f7ae148 */, "f32", mode, "spec/ps2/unit03_contacts.spec:364");
    c.other_shape = 5;
    $expect.compare(PhysicsBody_GetContactScale(c), "==", 1, "f32", mode, "spec/ps2/unit03_contacts.spec:366");
    $expect.compare(PhysicsHumanBody_GetContactScale(0x4000000, c), "==", 0.25 /* f32#3e800000 */, "f32", mode, "spec/ps2/unit03_contacts.spec:367");
    $expect.compare(PhysicsHumanBody_GetContactScale(0x3ffffff, c), "==", 1, "f32", mode, "spec/ps2/unit03_contacts.spec:368");
  });
});
