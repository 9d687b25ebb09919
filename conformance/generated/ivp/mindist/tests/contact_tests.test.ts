// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.contact_tests from spec/ivp/mindist/tests/contact_tests.spec (sha256 817e1067d59d8739).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3, bits32 } from "../../../../../runtime/index.js";
import { SchedWorld, sw_build } from "../support/scheduling_tests.generated.js";
import { ContactPointSeed, contact_advance_spring, contact_ball_correction, contact_core_inverse_mass, contact_point_seed, friction_keeps_contact, friction_on_revive } from "../../../../../generated/ivp/mindist/contact.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3();

describe("000 §4.8-§4.9: the hand-over to the friction and impact systems", () => {
  it("the contact point ctor takes both friction synapses from the sorted synapses, now, friction_dist, 20, 1, zero springs [000:L2822]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0, 0);
    const cp: ContactPointSeed = new ContactPointSeed();
    cp.span0 = 3;
    contact_point_seed(x.w.env, x.md!, cp);
    const o0: boolean = cp.syn[0].object === x.ball;
    $expect.truth(o0, "spec/ivp/mindist/tests/contact_tests.spec:12");
    $expect.compare(cp.syn[0].status, "==", 3, "u8", mode, "spec/ivp/mindist/tests/contact_tests.spec:13");
    $expect.compare(cp.syn[1].status, "==", 0, "u8", mode, "spec/ivp/mindist/tests/contact_tests.spec:14");
    $expect.compare(cp.syn[1].edge, "==", x.md!.syn[1].edge, "u32", mode, "spec/ivp/mindist/tests/contact_tests.spec:15");
    $expect.compare(cp.time, "==", x.w.env.tm.current_time, "f64", mode, "spec/ivp/mindist/tests/contact_tests.spec:16");
    $expect.compare(bits32(cp.dist), "==", 0x3ca3d70a, "u32", mode, "spec/ivp/mindist/tests/contact_tests.spec:17");
    $expect.compare(cp.count, "==", 20, "i16", mode, "spec/ivp/mindist/tests/contact_tests.spec:18");
    $expect.compare(cp.flag60, "==", 1, "u8", mode, "spec/ivp/mindist/tests/contact_tests.spec:19");
    $expect.compare(cp.span0, "==", 0, "f32", mode, "spec/ivp/mindist/tests/contact_tests.spec:20");
    $expect.compare(cp.face_inv, "==", 0, "f32", mode, "spec/ivp/mindist/tests/contact_tests.spec:21");
  });

  it("the ball correction: the point moves by n*extra0 to synapse 0's surface; the distance loses both extra radii, clamped at 0 [000:L2843]", () => {
    const mode = { "kind": "exact" } as const;
    let p_x = 1, p_y = 2, p_z = 0;
    _s0.x = p_x; _s0.y = p_y; _s0.z = p_z;
    const d: number = contact_ball_correction(_s0, 0, 0, 1, 0.5, 0, 0.5199999809265137 /* 0.52f */);
    p_x = _s0.x; p_y = _s0.y; p_z = _s0.z;
    $expect.compare([p_x, p_y, p_z], "==", [1, 2, 0.5], "f64", mode, "spec/ivp/mindist/tests/contact_tests.spec:27");
    $expect.compare(d, "==", 0.5199999809265137 /* 0.52f */ - 0.5, "f32", mode, "spec/ivp/mindist/tests/contact_tests.spec:28");
    let q_x = 0, q_y = 0, q_z = 0;
    _s1.x = q_x; _s1.y = q_y; _s1.z = q_z;
    $expect.compare(contact_ball_correction(_s1, 1, 0, 0, 0.5, 0.25, 0.5), "==", 0, "f32", mode, "spec/ivp/mindist/tests/contact_tests.spec:30");
    q_x = _s1.x; q_y = _s1.y; q_z = _s1.z;
  });

  it("the inverse effective mass of a core: (r x n)_i^2 / I_i summed, plus 1/m [000:L2847]", () => {
    const mode = { "kind": "exact" } as const;
    const c: PhysCoreView = new PhysCoreView();
    c.rot_inertia.x = 2;
    c.rot_inertia.y = 4;
    c.rot_inertia.z = 0.5;
    c.inv_mass = 0.25;
    const v: number = contact_core_inverse_mass(c, 1, 2, 0.5);
    $expect.compare(v, "==", 0.5 + 1 + 0.5 + 0.25, "f64", mode, "spec/ivp/mindist/tests/contact_tests.spec:38");
  });

  it("the first spring: dt = now - cp.time, cp.time = now, span0 -= (v_rel . tangent)*dt [000:L2849]", () => {
    const mode = { "kind": "exact" } as const;
    const cp: ContactPointSeed = new ContactPointSeed();
    cp.time = 1;
    cp.span0 = 0.5;
    contact_advance_spring(cp, 1.25, 2, 0, 1, 1, 0, 0);
    $expect.compare(cp.time, "==", 1.25, "f64", mode, "spec/ivp/mindist/tests/contact_tests.spec:46");
    $expect.compare(cp.span0, "==", 0, "f32", mode, "spec/ivp/mindist/tests/contact_tests.spec:47");
  });

  it("keep rule: a contact point is dropped at dist >= 0.045 (max_dist_for_friction) or info flags & 0x300 == 0x100 [000:L2865]", () => {
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0, 0);
    const env: IvpEnvironment = x.w.env;
    $expect.truth(friction_keeps_contact(env, 0.03999999910593033 /* 0.04f */, 0), "spec/ivp/mindist/tests/contact_tests.spec:54");
    $expect.truth(!friction_keeps_contact(env, env.settings.max_dist_for_friction, 0), "spec/ivp/mindist/tests/contact_tests.spec:55");
    $expect.truth(!friction_keeps_contact(env, 0.009999999776482582 /* 0.01f */, 0x100), "spec/ivp/mindist/tests/contact_tests.spec:56");
    $expect.truth(friction_keeps_contact(env, 0.009999999776482582 /* 0.01f */, 0x300), "spec/ivp/mindist/tests/contact_tests.spec:57");
  });

  it("friction on revive: an EXACT mindist closer than 0.045 to a movable partner gets its contact (recalc first); a new one revives the partner [000:L2857]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0, 0);
    const env: IvpEnvironment = x.w.env;
    // make the floor's core movable: the ball revives, the floor is its partner
    x.w.floor!.core!.flags = 0;
    x.w.contacts.friction_new = true;
    friction_on_revive(mem, env, x.ball!.core!);
    const n: number = x.w.contacts.log.length;
    $expect.compare(x.w.contacts.log[(n - 2) | 0], "==", (400 + x.md!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/contact_tests.spec:69");
    $expect.compare(x.w.contacts.log[(n - 1) | 0], "==", (500 + x.w.floor!.core!.id) | 0, "i32", mode, "spec/ivp/mindist/tests/contact_tests.spec:70");
  });

  it("friction on revive with both cores fixed deletes the mindist [000:L2861]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SchedWorld = new SchedWorld();
    sw_build(mem, x, 0.019999999552965164 /* 0.02f */, 2, 0, 0);
    const env: IvpEnvironment = x.w.env;
    x.ball!.core!.flags = 0xc;
    friction_on_revive(mem, env, x.ball!.core!);
    $expect.compare(env.live_mindists, "==", 0, "i32", mode, "spec/ivp/mindist/tests/contact_tests.spec:79");
  });
});
