// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.watcher_tests from spec/ivp/mindist/tests/watcher_tests.spec (sha256 adc013e69a865b40).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { FakeWorld, FloorSolvers } from "../support/fakes.generated.js";
import { wt_move, wt_world } from "../support/watcher_tests.generated.js";
import { CacheObject } from "../../../../../generated/ivp/geometry/two_object.generated.js";
import { cache_object_get, cache_object_release } from "../../../../../generated/ivp/mindist/cache.generated.js";
import { mindist_alloc } from "../../../../../generated/ivp/mindist/env.generated.js";
import { mindist_delete } from "../../../../../generated/ivp/mindist/manager.generated.js";
import { MINDIST_STATUS_HULL_RECURSIVE, Mindist, mindist_ctor, mindist_ledge, mindist_set_status } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { mindist_hull_limit_exceeded } from "../../../../../generated/ivp/mindist/scheduling.generated.js";
import { env_recheck_object, ivp_env_enable_collision } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { OoWatcher, exchange_hash, exchange_table_size, recursive_mindist_create, recursive_mindist_expand, watcher_check } from "../../../../../generated/ivp/mindist/watcher.generated.js";
import { PhysCoreView, RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { CollRangeSplit, get_coll_range_intra_objects } from "../../../../../generated/ivp/space/range.generated.js";
import { hull_value_at } from "../../../../../generated/ivp/time/hull_manager.generated.js";
import { min_list_count, min_list_value } from "../../../../../generated/ivp/time/min_list.generated.js";

describe("000 §3.4: the child exchange's table (N01)", () => {
  it("hash(l0, l1) = ((int)h >> 8)*0x3ff + h with h = (l1*0x4b) ^ l0, 32-bit wrap, arithmetic shift [000:L1577]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(exchange_hash(0x1000, 0x2000), "==", 0x2f2690, "u32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:39");
    $expect.compare(exchange_hash(0x12345670, 0x40000000), "==", 0x1b337a1a, "u32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:40");
    $expect.compare(exchange_hash(0xfffffff0, 0x80000010), "==", 0x7f7fe745, "u32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:41");
  });

  it("size: the largest power of two <= (|A|*|B| + n)*2 + 2 below 0x400, else 0x400; not above n: the smallest power of two above 2n [000:L1572]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(exchange_table_size(1, 1, 0), "==", 4, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:45");
    $expect.compare(exchange_table_size(2, 3, 5), "==", 16, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:46");
    $expect.compare(exchange_table_size(30, 30, 0), "==", 0x400, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:47");
    $expect.compare(exchange_table_size(0, 0, 1024), "==", 4096, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:48");
    $expect.compare(exchange_table_size(1, 2, 1), "==", 8, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:49");
  });
});

describe("000 §3.5, §3.4: the OO watcher over a two-ledge floor (N02-N05, C20, C21)", () => {
  it("a multi-ledge floor gets an OO watcher; its exchange makes one plain mindist per ledge in range, appended in the reverse of creation order [000:L1546]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const ball: RealObject = wt_world(mem, w, f, 0, 0, 1);
    ivp_env_enable_collision(mem, w.env, ball);
    $expect.compare(w.env.watchers.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:59");
    const wa: OoWatcher = w.env.watchers[0];
    $expect.compare(w.env.watcher_checks, "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:61");
    $expect.compare(wa.children.length, "==", 2, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:62");
    $expect.compare(w.env.created_mindists, "==", 2, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:63");
    // the ball is object 0 of the watcher (the rechecked object), the floor object 1
    const o0: boolean = wa.syn[0].object === ball;
    $expect.truth(o0, "spec/ivp/mindist/tests/watcher_tests.spec:66");
    // B's ledges in tree order [L0, L1] are walked last to first: L1 made first, appended last
    const l0: number = mindist_ledge(mem, wa.children[0]!, 1);
    const l1: number = mindist_ledge(mem, wa.children[1]!, 1);
    $expect.compare(l0, "<", l1, "u32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:70");
    $expect.compare(wa.children[0]!.fvector_index[0], "==", 0, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:71");
    $expect.compare(wa.children[1]!.fvector_index[0], "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:72");
    $expect.compare(wa.children[1]!.id, "==", 0, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:73");
  });

  it("watcher_check: env+0x84 + 1, each hull synapse re-armed at (float)(hull_value(now) + rK) of the intra range [000:L1617]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const ball: RealObject = wt_world(mem, w, f, 0, 0, 1);
    ivp_env_enable_collision(mem, w.env, ball);
    const wa: OoWatcher = w.env.watchers[0];
    const r: CollRangeSplit = new CollRangeSplit();
    const c0: PhysCoreView | null = ball.core;
    const c1: PhysCoreView | null = w.floor!.core;
    get_coll_range_intra_objects(w.env.range, c0!.rot_surface_speed, c0!.current_speed, c0!.upper_limit_radius, c1!.rot_surface_speed, c1!.current_speed, c1!.upper_limit_radius, w.env.tm.delta_psi, r);
    const now: number = w.env.tm.current_time;
    const k0: number = Math.fround(hull_value_at(ball.hull, now) + r.range_a);
    const k1: number = Math.fround(hull_value_at(w.floor!.hull, now) + r.range_b);
    $expect.compare(min_list_value(ball.hull.list, wa.syn[0].hull_index), "==", k0, "f32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:89");
    $expect.compare(min_list_value(w.floor!.hull.list, wa.syn[1].hull_index), "==", k1, "f32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:90");
    watcher_check(mem, w.env, wa);
    $expect.compare(w.env.watcher_checks, "==", 2, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:92");
    $expect.compare(min_list_value(ball.hull.list, wa.syn[0].hull_index), "==", k0, "f32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:93");
  });

  it("children persist across checks (C20) and a re-check measures no distance (C21): the kept prefix follows the candidate walk, swapping the two children [000:L1598]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const ball: RealObject = wt_world(mem, w, f, 0, 0, 1);
    ivp_env_enable_collision(mem, w.env, ball);
    const wa: OoWatcher = w.env.watchers[0];
    const a: Mindist | null = wa.children[0];
    const b: Mindist | null = wa.children[1];
    const calls: number = f.minimize_calls;
    const made: number = w.env.created_mindists;
    watcher_check(mem, w.env, wa);
    $expect.compare(f.minimize_calls, "==", calls, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:107");
    $expect.compare(w.env.created_mindists, "==", made, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:108");
    // L1 is found first and moves into the kept prefix: the two swap, their fvector slots follow
    const s0: boolean = wa.children[0] === b;
    const s1: boolean = wa.children[1] === a;
    $expect.truth(s0, "spec/ivp/mindist/tests/watcher_tests.spec:112");
    $expect.truth(s1, "spec/ivp/mindist/tests/watcher_tests.spec:113");
    $expect.compare(b!.fvector_index[0], "==", 0, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:114");
    $expect.compare(a!.fvector_index[0], "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:115");
    watcher_check(mem, w.env, wa);
    const t0: boolean = wa.children[0] === b;
    $expect.truth(t0, "spec/ivp/mindist/tests/watcher_tests.spec:118");
  });

  it("a ledge pair that leaves the range is deleted (the leftover beyond the kept prefix); a new one in range is made [000:L1590]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    // over T1 only: the exchange's reach (extra + radius + r0 + r1) misses T2
    const ball: RealObject = wt_world(mem, w, f, -3, 0, 0.6);
    ivp_env_enable_collision(mem, w.env, ball);
    const wa: OoWatcher = w.env.watchers[0];
    $expect.compare(wa.children.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:128");
    const first: number = mindist_ledge(mem, wa.children[0]!, 1);
    wt_move(w, ball, 3, 0, 0.6);
    const ca: CacheObject = cache_object_get(w.floor!);
    cache_object_release(ca);
    watcher_check(mem, w.env, wa);
    $expect.compare(wa.children.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:134");
    $expect.compare(mindist_ledge(mem, wa.children[0]!, 1), "!=", first, "u32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:135");
    $expect.compare(w.env.deleted_mindists, "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:136");
    $expect.compare(w.env.created_mindists, "==", 2, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:137");
    $expect.compare(w.env.live_mindists, "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:138");
  });

  it("child_deleted swap-removes: the last child moves into the deleted one's index, its slot updated, the deleted slot -1 [000:L1625]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const ball: RealObject = wt_world(mem, w, f, 0, 0, 1);
    ivp_env_enable_collision(mem, w.env, ball);
    const wa: OoWatcher = w.env.watchers[0];
    const a: Mindist | null = wa.children[0];
    const b: Mindist | null = wa.children[1];
    mindist_delete(mem, w.env, a!);
    $expect.compare(wa.children.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:150");
    const moved: boolean = wa.children[0] === b;
    $expect.truth(moved, "spec/ivp/mindist/tests/watcher_tests.spec:152");
    $expect.compare(b!.fvector_index[0], "==", 0, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:153");
  });

  it("the watcher dies with its pair: moving the ball beyond the OV range deletes the watcher and its children (env+0x80) [000:L1623]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const ball: RealObject = wt_world(mem, w, f, 0, 0, 1);
    ivp_env_enable_collision(mem, w.env, ball);
    $expect.compare(w.env.live_mindists, "==", 2, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:161");
    wt_move(w, ball, 0, 0, 100);
    env_recheck_object(mem, w.env, ball);
    $expect.compare(w.env.live_mindists, "==", 0, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:164");
    $expect.compare(w.env.deleted_mindists, "==", 2, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:165");
    const wa: OoWatcher = w.env.watchers[0];
    $expect.truth(!wa.live, "spec/ivp/mindist/tests/watcher_tests.spec:167");
    $expect.compare(w.env.free_watchers.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:168");
    // both hull synapses left their hulls
    $expect.compare(min_list_count(w.floor!.hull.list), "==", 1, "i32", mode, "spec/ivp/mindist/tests/watcher_tests.spec:170");
  });
});

describe("000 §3.6: the recursive mindist is never created (N06-N11, C14)", () => {
  it("a single-convex ledge with children is refused at the delegator root [000:L1543]", () => {
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const f: FloorSolvers = new FloorSolvers();
    const ball: RealObject = wt_world(mem, w, f, 0, 0, 1);
    $expect.asserts(() => {
      recursive_mindist_create(w.env, 0, 0);
    }, "never created in Ballance", "spec/ivp/mindist/tests/watcher_tests.spec:179");
    const md: Mindist = mindist_alloc(w.env);
    mindist_ctor(md, null);
    $expect.asserts(() => {
      recursive_mindist_expand(w.env, md);
    }, "never created in Ballance", "spec/ivp/mindist/tests/watcher_tests.spec:184");
    mindist_set_status(md, MINDIST_STATUS_HULL_RECURSIVE);
    $expect.asserts(() => {
      mindist_hull_limit_exceeded(mem, w.env, md, -0.5);
    }, "status 4 never occurs", "spec/ivp/mindist/tests/watcher_tests.spec:188");
  });
});
