// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.manager_tests from spec/ivp/mindist/tests/manager_tests.spec (sha256 45989e6027440ca2).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { $host, Memory } from "../../../../../runtime/index.js";
import { FakeWorld, ScriptedSolvers } from "../support/fakes.generated.js";
import { mt_mindist, mt_static_ball, mt_world } from "../support/manager_tests.generated.js";
import { MINIMIZE_FAILED } from "../../../../../generated/ivp/mindist/env.generated.js";
import { mindist_delete, mindist_manager_delete_all, mindist_remove_exact } from "../../../../../generated/ivp/mindist/manager.generated.js";
import { MINDIST_STATUS_HULL, MINDIST_STATUS_INVALID, Mindist, mindist_sort_flag, mindist_status } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

describe("000 §4.3: mindist_init (M05): synapse order, statuses, sum of extra radii (C11, C12)", () => {
  it("ball-polygon: the ball is synapse 0 (status 3) in either argument order, the polygon synapse 1 at its ledge's first point (status 0), k = 0 [000:L2515]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    mt_world(mem, w, s);
    const ball: RealObject = mt_static_ball(w, 0, 0, 3, 0.5);
    const m1: Mindist = mt_mindist(mem, w, w.floor!, ball);
    const m2: Mindist = mt_mindist(mem, w, ball, w.floor!);
    for (let i = 0; i < 2; i++) {
      let m: Mindist = m1;
      if (i === 1) {
        m = m2;
      }
      const b0: boolean = m.syn[0].object === ball;
      $expect.truth(b0, "spec/ivp/mindist/tests/manager_tests.spec:51");
      $expect.compare(m.syn[0].status, "==", 3, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:52");
      const f1: boolean = m.syn[1].object === w.floor;
      $expect.truth(f1, "spec/ivp/mindist/tests/manager_tests.spec:54");
      $expect.compare(m.syn[1].status, "==", 0, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:55");
      $expect.compare(m.syn[1].edge, "==", ($host.u32(w.floor!.surface_manager!.get_single_convex(mem), "SurfaceManager.get_single_convex (spec/ivp/mindist/tests/manager_tests.spec:56)") + 0x14) >>> 0, "u32", mode, "spec/ivp/mindist/tests/manager_tests.spec:56");
      $expect.compare(mindist_sort_flag(m), "==", 0, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:57");
      $expect.compare(m.sum_extra_radius, "==", 0.5, "f32", mode, "spec/ivp/mindist/tests/manager_tests.spec:58");
    }
  });

  it("ball-ball: the ball with the larger creation id (the entity pointer's stand-in) is synapse 0; only the sign of n depends on it [000:L2516]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    mt_world(mem, w, s);
    const b1: RealObject = mt_static_ball(w, 0, 0, 3, 0.5);
    const b2: RealObject = mt_static_ball(w, 0, 0, 6, 0.25);
    $expect.compare(b2.id, ">", b1.id, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:68");
    const m1: Mindist = mt_mindist(mem, w, b1, b2);
    const m2: Mindist = mt_mindist(mem, w, b2, b1);
    const ok1: boolean = m1.syn[0].object === b2;
    const ok2: boolean = m2.syn[0].object === b2;
    $expect.truth(ok1, "spec/ivp/mindist/tests/manager_tests.spec:73");
    $expect.truth(ok2, "spec/ivp/mindist/tests/manager_tests.spec:74");
    $expect.compare(m1.syn[0].status, "==", 3, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:75");
    $expect.compare(m1.syn[1].status, "==", 3, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:76");
    $expect.compare(m1.sum_extra_radius, "==", 0.75, "f32", mode, "spec/ivp/mindist/tests/manager_tests.spec:77");
  });

  it("a new mindist is recalculated at once (insert_and_recalc_exact) and predicted with hint 0: len 5 > 2.1*dPSI*0 + cd sends it to the hull; the counters +0x78/+0x7c count it [000:L2538]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    mt_world(mem, w, s);
    const ball: RealObject = mt_static_ball(w, 0, 0, 3, 0.5);
    const m: Mindist = mt_mindist(mem, w, ball, w.floor!);
    $expect.compare(s.log[0], "==", (1000 + m.id) | 0, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:86");
    $expect.compare(s.log.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:87");
    $expect.compare(mindist_status(m), "==", MINDIST_STATUS_HULL, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:88");
    const none: boolean = w.env.mm.exact_head === null;
    $expect.truth(none, "spec/ivp/mindist/tests/manager_tests.spec:90");
    $expect.compare(w.env.live_mindists, "==", 1, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:91");
    $expect.compare(w.env.created_mindists, "==", 1, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:92");
  });

  it("a failed first recalc sends the new mindist to the INVALID lists (vtbl[6]) [000:L2542]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    mt_world(mem, w, s);
    s.rc = MINIMIZE_FAILED;
    const ball: RealObject = mt_static_ball(w, 0, 0, 3, 0.5);
    const m: Mindist = mt_mindist(mem, w, ball, w.floor!);
    $expect.compare(mindist_status(m), "==", MINDIST_STATUS_INVALID, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:102");
    const inv: boolean = w.env.mm.invalid_head === m;
    $expect.truth(inv, "spec/ivp/mindist/tests/manager_tests.spec:104");
    const none: boolean = w.env.mm.exact_head === null;
    $expect.truth(none, "spec/ivp/mindist/tests/manager_tests.spec:106");
    const sb: boolean = ball.invalid_synapses === m.syn[0];
    $expect.truth(sb, "spec/ivp/mindist/tests/manager_tests.spec:108");
    const sf: boolean = w.floor!.invalid_synapses === m.syn[1];
    $expect.truth(sf, "spec/ivp/mindist/tests/manager_tests.spec:110");
  });
});

describe("000 §4.4: the EXACT and INVALID lists and the dtor (M06-M12, M16)", () => {
  it("insert_exact pushes at the head of the manager's list and of both objects' synapse lists; remove_exact unlinks from all three [000:L2532]", () => {
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    mt_world(mem, w, s);
    s.len = 0.004999999888241291 /* 0.005f */;
    const ball: RealObject = mt_static_ball(w, 0, 0, 3, 0.5);
    const m1: Mindist = mt_mindist(mem, w, ball, w.floor!);
    const m2: Mindist = mt_mindist(mem, w, ball, w.floor!);
    const h: boolean = w.env.mm.exact_head === m2;
    $expect.truth(h, "spec/ivp/mindist/tests/manager_tests.spec:124");
    const n: boolean = m2.next === m1;
    $expect.truth(n, "spec/ivp/mindist/tests/manager_tests.spec:126");
    const p: boolean = m1.prev === m2;
    $expect.truth(p, "spec/ivp/mindist/tests/manager_tests.spec:128");
    const sh: boolean = ball.exact_synapses === m2.syn[0];
    $expect.truth(sh, "spec/ivp/mindist/tests/manager_tests.spec:130");
    mindist_remove_exact(w.env, m2);
    const h2: boolean = w.env.mm.exact_head === m1;
    $expect.truth(h2, "spec/ivp/mindist/tests/manager_tests.spec:133");
    const p2: boolean = m1.prev === null;
    $expect.truth(p2, "spec/ivp/mindist/tests/manager_tests.spec:135");
    const sh2: boolean = ball.exact_synapses === m1.syn[0];
    $expect.truth(sh2, "spec/ivp/mindist/tests/manager_tests.spec:137");
    const fh: boolean = w.floor!.exact_synapses === m1.syn[1];
    $expect.truth(fh, "spec/ivp/mindist/tests/manager_tests.spec:139");
  });

  it("the dtor: +0x78 - 1, +0x80 + 1, out of its list by status, the slot reused [000:L2521]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    mt_world(mem, w, s);
    s.len = 0.004999999888241291 /* 0.005f */;
    const ball: RealObject = mt_static_ball(w, 0, 0, 3, 0.5);
    const m1: Mindist = mt_mindist(mem, w, ball, w.floor!);
    const id: number = m1.id;
    mindist_delete(mem, w.env, m1);
    $expect.compare(w.env.live_mindists, "==", 0, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:151");
    $expect.compare(w.env.deleted_mindists, "==", 1, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:152");
    const e: boolean = w.env.mm.exact_head === null;
    $expect.truth(e, "spec/ivp/mindist/tests/manager_tests.spec:154");
    const bs: boolean = ball.exact_synapses === null;
    $expect.truth(bs, "spec/ivp/mindist/tests/manager_tests.spec:156");
    const m2: Mindist = mt_mindist(mem, w, ball, w.floor!);
    $expect.compare(m2.id, "==", id, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:158");
    $expect.asserts(() => {
      mindist_delete(mem, w.env, m1);
      mindist_delete(mem, w.env, m1);
    }, "not live", "spec/ivp/mindist/tests/manager_tests.spec:159");
  });

  it("the manager dtor deletes every EXACT, then every INVALID mindist [000:L2570]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    mt_world(mem, w, s);
    s.len = 0.004999999888241291 /* 0.005f */;
    const ball: RealObject = mt_static_ball(w, 0, 0, 3, 0.5);
    mt_mindist(mem, w, ball, w.floor!);
    s.rc = MINIMIZE_FAILED;
    mt_mindist(mem, w, ball, w.floor!);
    $expect.compare(w.env.live_mindists, "==", 2, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:174");
    mindist_manager_delete_all(mem, w.env);
    $expect.compare(w.env.live_mindists, "==", 0, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:176");
    $expect.compare(w.env.deleted_mindists, "==", 2, "i32", mode, "spec/ivp/mindist/tests/manager_tests.spec:177");
  });
});
