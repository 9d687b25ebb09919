// GENERATED FILE: do not edit. Conformance tests of module ivp.filters.filters from spec/ivp/filters/filters.spec (sha256 c9a40281867e402c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { $host, Memory } from "../../../../runtime/index.js";
import { DelegatorRoot, ExclusivePairFilter, FilterCallLog, FilterChain, GroupFilter, PAIR_OO_WATCHER, PAIR_PLAIN_MINDIST, PAIR_RECURSIVE_MINDIST, PairObjects, RecordingFactory, RecordingFilter, ball_pseudo_ledge_new, delegator_create_reported, exclusive_pair_disable, exclusive_pair_filter_check, filter_chain_add, filter_chain_check, group_filter_check, object_pairs_may_collide, pair_object_add_ball, pair_object_add_polygon, pair_object_set_group, pair_test_surface, surface_get_single_convex } from "../../../../generated/ivp/filters/filters.generated.js";
import { node_ledge, surface_root, surface_terminal_ledges } from "../../../../generated/ivp/geometry/compact.generated.js";
import { OvIdxList } from "../../../../generated/ivp/space/ov_tree.generated.js";
import { OvPairFilter, OvWorld, ov_enable_collision_detection, ov_object_add, ov_recheck_element, ov_world_init } from "../../../../generated/ivp/space/ov_tree_pairs.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { has_children_flag = 8 }

describe("000 §2.6.8: the filter chain", () => {
  it("the chain asks its filters last to first, each once, with (a, b) as given [000:L1296]", () => {
    const mode = { "kind": "exact" } as const;
    const log: FilterCallLog = new FilterCallLog();
    const chain: FilterChain = new FilterChain();
    const f0: RecordingFilter = new RecordingFilter();
    const f1: RecordingFilter = new RecordingFilter();
    const f2: RecordingFilter = new RecordingFilter();
    f0.id = 0;
    f1.id = 1;
    f2.id = 2;
    f0.answer = true;
    f1.answer = true;
    f2.answer = true;
    f0.log = log;
    f1.log = log;
    f2.log = log;
    filter_chain_add(chain, f0);
    filter_chain_add(chain, f1);
    filter_chain_add(chain, f2);
    $expect.truth(filter_chain_check(chain, 5, 9), "spec/ivp/filters/filters.spec:454");
    $expect.compare(log.ids.length, "==", 3, "i32", mode, "spec/ivp/filters/filters.spec:455");
    $expect.compare(log.ids[0], "==", 2, "i32", mode, "spec/ivp/filters/filters.spec:456");
    $expect.compare(log.ids[1], "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:457");
    $expect.compare(log.ids[2], "==", 0, "i32", mode, "spec/ivp/filters/filters.spec:458");
    $expect.compare(log.a[0], "==", 5, "i32", mode, "spec/ivp/filters/filters.spec:459");
    $expect.compare(log.b[0], "==", 9, "i32", mode, "spec/ivp/filters/filters.spec:460");
    $expect.compare(log.a[2], "==", 5, "i32", mode, "spec/ivp/filters/filters.spec:461");
    $expect.compare(log.b[2], "==", 9, "i32", mode, "spec/ivp/filters/filters.spec:462");
  });

  it("AND truth table of two filters; every filter is called even after a 0 [000:L1296]", () => {
    const mode = { "kind": "exact" } as const;
    const log: FilterCallLog = new FilterCallLog();
    const chain: FilterChain = new FilterChain();
    const f0: RecordingFilter = new RecordingFilter();
    const f1: RecordingFilter = new RecordingFilter();
    f0.id = 0;
    f1.id = 1;
    f0.log = log;
    f1.log = log;
    filter_chain_add(chain, f0);
    filter_chain_add(chain, f1);
    // (f0, f1) = (1, 1) -> 1
    f0.answer = true;
    f1.answer = true;
    $expect.truth(filter_chain_check(chain, 1, 2), "spec/ivp/filters/filters.spec:479");
    // (1, 0) -> 0: f1 (last) says 0 first, f0 is still asked
    f1.answer = false;
    $expect.truth(!filter_chain_check(chain, 1, 2), "spec/ivp/filters/filters.spec:482");
    // (0, 1) -> 0
    f0.answer = false;
    f1.answer = true;
    $expect.truth(!filter_chain_check(chain, 1, 2), "spec/ivp/filters/filters.spec:486");
    // (0, 0) -> 0
    f1.answer = false;
    $expect.truth(!filter_chain_check(chain, 1, 2), "spec/ivp/filters/filters.spec:489");
    $expect.compare(log.ids.length, "==", 8, "i32", mode, "spec/ivp/filters/filters.spec:490");
    $expect.compare(log.ids[2], "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:491");
    $expect.compare(log.ids[3], "==", 0, "i32", mode, "spec/ivp/filters/filters.spec:492");
    $expect.compare(log.ids[6], "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:493");
    $expect.compare(log.ids[7], "==", 0, "i32", mode, "spec/ivp/filters/filters.spec:494");
  });

  it("a chain with no filters lets every pair pass (the AND of nothing) [000:L1296]", () => {
    const chain: FilterChain = new FilterChain();
    $expect.truth(filter_chain_check(chain, 0, 1), "spec/ivp/filters/filters.spec:499");
  });

  it("Ballance's chain: exclusive-pair filter installed first, group filter second, so the group filter is asked first (003 L508) [000:L1296]", () => {
    const mem = new Memory();
    const objs: PairObjects = new PairObjects();
    const d: number = ball_pseudo_ledge_new(mem);
    const o0: number = pair_object_add_ball(objs, d);
    const o1: number = pair_object_add_ball(objs, d);
    const o2: number = pair_object_add_ball(objs, d);
    pair_object_set_group(objs, o0, [66, 97, 108, 108]);
    pair_object_set_group(objs, o1, [66, 97, 108, 108]);
    const excl: ExclusivePairFilter = new ExclusivePairFilter();
    const grp: GroupFilter = new GroupFilter();
    grp.objects = objs;
    const chain: FilterChain = new FilterChain();
    filter_chain_add(chain, excl);
    filter_chain_add(chain, grp);
    // group 1, exclusive 1 -> 1
    $expect.truth(filter_chain_check(chain, o0, o2), "spec/ivp/filters/filters.spec:517");
    // group 0 (same group), exclusive 1 -> 0
    $expect.truth(!filter_chain_check(chain, o0, o1), "spec/ivp/filters/filters.spec:519");
    // group 1, exclusive 0 -> 0
    exclusive_pair_disable(excl, o2, o0);
    $expect.truth(!filter_chain_check(chain, o0, o2), "spec/ivp/filters/filters.spec:522");
    // group 0, exclusive 0 -> 0
    exclusive_pair_disable(excl, o0, o1);
    $expect.truth(!filter_chain_check(chain, o1, o0), "spec/ivp/filters/filters.spec:525");
    // the chain is an OvPairFilter
    const pf: OvPairFilter | null = chain;
    $expect.truth(!$host.bool(pf!.may_collide(o0, o2), "OvPairFilter.may_collide (spec/ivp/filters/filters.spec:528)"), "spec/ivp/filters/filters.spec:528");
    $expect.truth($host.bool(pf!.may_collide(o1, o2), "OvPairFilter.may_collide (spec/ivp/filters/filters.spec:529)"), "spec/ivp/filters/filters.spec:529");
  });
});

describe("000 §2.6.8: the group filter (obj+0x90, strncmp 8)", () => {
  it("an empty group string on either side collides with everything [000:L1297]", () => {
    const mem = new Memory();
    const objs: PairObjects = new PairObjects();
    const d: number = ball_pseudo_ledge_new(mem);
    const e0: number = pair_object_add_ball(objs, d);
    const e1: number = pair_object_add_ball(objs, d);
    const b: number = pair_object_add_ball(objs, d);
    pair_object_set_group(objs, b, [66, 97, 108, 108]);
    const g: GroupFilter = new GroupFilter();
    g.objects = objs;
    $expect.truth(group_filter_check(g, e0, e1), "spec/ivp/filters/filters.spec:543");
    $expect.truth(group_filter_check(g, e0, b), "spec/ivp/filters/filters.spec:544");
    $expect.truth(group_filter_check(g, b, e1), "spec/ivp/filters/filters.spec:545");
    // "" vs "" is empty, not equal
    const pf: OvPairFilter | null = g;
    $expect.truth($host.bool(pf!.may_collide(e1, e0), "OvPairFilter.may_collide (spec/ivp/filters/filters.spec:548)"), "spec/ivp/filters/filters.spec:548");
  });

  it("equal non-empty groups never collide; different ones do (case-sensitive, a prefix is different; 003 L538) [000:L1297]", () => {
    const mem = new Memory();
    const objs: PairObjects = new PairObjects();
    const d: number = ball_pseudo_ledge_new(mem);
    const b0: number = pair_object_add_ball(objs, d);
    const b1: number = pair_object_add_ball(objs, d);
    const fl: number = pair_object_add_ball(objs, d);
    const lower: number = pair_object_add_ball(objs, d);
    const b2: number = pair_object_add_ball(objs, d);
    pair_object_set_group(objs, b0, [66, 97, 108, 108]);
    pair_object_set_group(objs, b1, [66, 97, 108, 108]);
    pair_object_set_group(objs, fl, [70, 108, 111, 111, 114]);
    // "ball"
    pair_object_set_group(objs, lower, [98, 97, 108, 108]);
    // "Ball2"
    pair_object_set_group(objs, b2, [66, 97, 108, 108, 50]);
    const g: GroupFilter = new GroupFilter();
    g.objects = objs;
    $expect.truth(!group_filter_check(g, b0, b1), "spec/ivp/filters/filters.spec:568");
    $expect.truth(!group_filter_check(g, b1, b0), "spec/ivp/filters/filters.spec:569");
    $expect.truth(!group_filter_check(g, b0, b0), "spec/ivp/filters/filters.spec:570");
    $expect.truth(group_filter_check(g, b0, fl), "spec/ivp/filters/filters.spec:571");
    $expect.truth(group_filter_check(g, b0, lower), "spec/ivp/filters/filters.spec:572");
    $expect.truth(group_filter_check(g, b0, b2), "spec/ivp/filters/filters.spec:573");
    $expect.truth(group_filter_check(g, b2, b0), "spec/ivp/filters/filters.spec:574");
  });

  it("only 8 characters count: names equal in their first 8 are one group; a difference at the 8th counts [000:L1297]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const objs: PairObjects = new PairObjects();
    const d: number = ball_pseudo_ledge_new(mem);
    const p1: number = pair_object_add_ball(objs, d);
    const p2: number = pair_object_add_ball(objs, d);
    const p8: number = pair_object_add_ball(objs, d);
    const q8: number = pair_object_add_ball(objs, d);
    const m7: number = pair_object_add_ball(objs, d);
    // "PE_Balloon1", "PE_Balloon2": both stored as "PE_Ballo"
    pair_object_set_group(objs, p1, [80, 69, 95, 66, 97, 108, 108, 111, 111, 110, 49]);
    pair_object_set_group(objs, p2, [80, 69, 95, 66, 97, 108, 108, 111, 111, 110, 50]);
    // "PE_Ballo" exactly 8, no terminating NUL inside the field
    pair_object_set_group(objs, p8, [80, 69, 95, 66, 97, 108, 108, 111]);
    // "PE_Balla": differs at the 8th character
    pair_object_set_group(objs, q8, [80, 69, 95, 66, 97, 108, 108, 97]);
    // "PE_Ball": 7 characters, then NUL
    pair_object_set_group(objs, m7, [80, 69, 95, 66, 97, 108, 108]);
    const g: GroupFilter = new GroupFilter();
    g.objects = objs;
    $expect.compare(objs.list[p1].group[7], "==", 111, "u8", mode, "spec/ivp/filters/filters.spec:596");
    // strncpy: a NUL ends the copy and the rest of the 8 bytes is zero
    pair_object_set_group(objs, m7, [65, 98, 0, 67, 68]);
    $expect.compare(objs.list[m7].group[1], "==", 98, "u8", mode, "spec/ivp/filters/filters.spec:599");
    $expect.compare(objs.list[m7].group[3], "==", 0, "u8", mode, "spec/ivp/filters/filters.spec:600");
    pair_object_set_group(objs, m7, [80, 69, 95, 66, 97, 108, 108]);
    $expect.truth(!group_filter_check(g, p1, p2), "spec/ivp/filters/filters.spec:602");
    $expect.truth(!group_filter_check(g, p1, p8), "spec/ivp/filters/filters.spec:603");
    $expect.truth(group_filter_check(g, p8, q8), "spec/ivp/filters/filters.spec:604");
    $expect.truth(group_filter_check(g, p8, m7), "spec/ivp/filters/filters.spec:605");
    $expect.truth(group_filter_check(g, m7, p1), "spec/ivp/filters/filters.spec:606");
  });

  it("strncmp stops at the first NUL: bytes after it are not compared [000:L1297]", () => {
    const mem = new Memory();
    const objs: PairObjects = new PairObjects();
    const d: number = ball_pseudo_ledge_new(mem);
    const x: number = pair_object_add_ball(objs, d);
    const y: number = pair_object_add_ball(objs, d);
    // "Ab\0X..." and "Ab\0Y...", written byte by byte (the glue's strncpy never leaves such tails)
    objs.list[x].group[0] = 65;
    objs.list[x].group[1] = 98;
    objs.list[x].group[3] = 88;
    objs.list[y].group[0] = 65;
    objs.list[y].group[1] = 98;
    objs.list[y].group[3] = 89;
    const g: GroupFilter = new GroupFilter();
    g.objects = objs;
    $expect.truth(!group_filter_check(g, x, y), "spec/ivp/filters/filters.spec:623");
  });
});

describe("000 §2.6.8: the exclusive-pair filter", () => {
  it("a registered pair may not collide, in either order; every other pair may [000:L1298]", () => {
    const mode = { "kind": "exact" } as const;
    const f: ExclusivePairFilter = new ExclusivePairFilter();
    $expect.truth(exclusive_pair_filter_check(f, 3, 7), "spec/ivp/filters/filters.spec:630");
    exclusive_pair_disable(f, 3, 7);
    $expect.truth(!exclusive_pair_filter_check(f, 3, 7), "spec/ivp/filters/filters.spec:632");
    $expect.truth(!exclusive_pair_filter_check(f, 7, 3), "spec/ivp/filters/filters.spec:633");
    $expect.truth(exclusive_pair_filter_check(f, 3, 8), "spec/ivp/filters/filters.spec:634");
    $expect.truth(exclusive_pair_filter_check(f, 8, 7), "spec/ivp/filters/filters.spec:635");
    $expect.truth(exclusive_pair_filter_check(f, 3, 3), "spec/ivp/filters/filters.spec:636");
    // one key per pair, whichever order registered it
    exclusive_pair_disable(f, 7, 3);
    $expect.compare(f.pairs.length, "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:639");
    exclusive_pair_disable(f, 2, 1);
    $expect.compare(f.pairs.length, "==", 2, "i32", mode, "spec/ivp/filters/filters.spec:641");
    const pf: OvPairFilter | null = f;
    $expect.truth(!$host.bool(pf!.may_collide(1, 2), "OvPairFilter.may_collide (spec/ivp/filters/filters.spec:643)"), "spec/ivp/filters/filters.spec:643");
    $expect.truth($host.bool(pf!.may_collide(1, 3), "OvPairFilter.may_collide (spec/ivp/filters/filters.spec:644)"), "spec/ivp/filters/filters.spec:644");
  });
});

describe("000 §2.6.7, §3.3: the pair class chosen by object_pairs_may_collide", () => {
  it("get_single_convex: a ball gives its pseudo-ledge, a terminal root its ledge, a root without hull NULL, a root hull the hull [000:L1414]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: number = ball_pseudo_ledge_new(mem);
    const objs: PairObjects = new PairObjects();
    const hull: number = pair_object_add_polygon(objs, pair_test_surface(mem, 1, false, 0));
    const floor: number = pair_object_add_polygon(objs, pair_test_surface(mem, 3, false, 0));
    const hulled: number = pair_object_add_polygon(objs, pair_test_surface(mem, 3, true, 1));
    const ball: number = pair_object_add_ball(objs, d);
    $expect.compare(surface_get_single_convex(mem, objs.list[ball].surface), "==", d, "u32", mode, "spec/ivp/filters/filters.spec:656");
    const cs1: number = objs.list[hull].surface.cs;
    $expect.compare(surface_get_single_convex(mem, objs.list[hull].surface), "==", node_ledge(mem, surface_root(mem, cs1)), "u32", mode, "spec/ivp/filters/filters.spec:658");
    $expect.compare(surface_get_single_convex(mem, objs.list[floor].surface), "==", 0, "u32", mode, "spec/ivp/filters/filters.spec:659");
    const cs3: number = objs.list[hulled].surface.cs;
    const lh: number = surface_get_single_convex(mem, objs.list[hulled].surface);
    $expect.compare(lh, "==", node_ledge(mem, surface_root(mem, cs3)), "u32", mode, "spec/ivp/filters/filters.spec:662");
    $expect.compare(mem.u32[(lh + Ledge.has_children_flag) >>> 2] & 0x3, "==", 1, "u32", mode, "spec/ivp/filters/filters.spec:663");
    // the floor fixture really has three terminal ledges
    const leaves: number[] = [];
    surface_terminal_ledges(mem, objs.list[floor].surface.cs, leaves);
    $expect.compare(leaves.length, "==", 3, "i32", mode, "spec/ivp/filters/filters.spec:667");
  });

  it("single ledges on both sides get a plain mindist: (ball, ball), (ball, hull), (hull, hull), started at ledge + 0x14 [000:L63]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: number = ball_pseudo_ledge_new(mem);
    const objs: PairObjects = new PairObjects();
    const b0: number = pair_object_add_ball(objs, d);
    const b1: number = pair_object_add_ball(objs, d);
    const h0: number = pair_object_add_polygon(objs, pair_test_surface(mem, 1, false, 0));
    const h1: number = pair_object_add_polygon(objs, pair_test_surface(mem, 1, false, 0));
    const fac: RecordingFactory = new RecordingFactory();
    const root: DelegatorRoot = new DelegatorRoot();
    root.factory = fac;
    root.objects = objs;
    $expect.compare(object_pairs_may_collide(mem, root, 10, b0, b1), "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:681");
    $expect.compare(object_pairs_may_collide(mem, root, 11, b0, h0), "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:682");
    $expect.compare(object_pairs_may_collide(mem, root, 12, h1, h0), "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:683");
    $expect.compare(fac.kind.length, "==", 3, "i32", mode, "spec/ivp/filters/filters.spec:684");
    $expect.compare(fac.kind[0], "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:685");
    $expect.compare(fac.coll[0], "==", 10, "i32", mode, "spec/ivp/filters/filters.spec:686");
    $expect.compare(fac.a[0], "==", b0, "i32", mode, "spec/ivp/filters/filters.spec:687");
    $expect.compare(fac.b[0], "==", b1, "i32", mode, "spec/ivp/filters/filters.spec:688");
    $expect.compare(fac.ea[0], "==", (d + 0x14) >>> 0, "u32", mode, "spec/ivp/filters/filters.spec:689");
    $expect.compare(fac.eb[0], "==", (d + 0x14) >>> 0, "u32", mode, "spec/ivp/filters/filters.spec:690");
    $expect.compare(fac.kind[1], "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:691");
    $expect.compare(fac.a[1], "==", b0, "i32", mode, "spec/ivp/filters/filters.spec:692");
    $expect.compare(fac.b[1], "==", h0, "i32", mode, "spec/ivp/filters/filters.spec:693");
    const lh0: number = node_ledge(mem, surface_root(mem, objs.list[h0].surface.cs));
    const lh1: number = node_ledge(mem, surface_root(mem, objs.list[h1].surface.cs));
    $expect.compare(fac.eb[1], "==", (lh0 + 0x14) >>> 0, "u32", mode, "spec/ivp/filters/filters.spec:696");
    $expect.compare(fac.kind[2], "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:697");
    $expect.compare(fac.coll[2], "==", 12, "i32", mode, "spec/ivp/filters/filters.spec:698");
    $expect.compare(fac.a[2], "==", h1, "i32", mode, "spec/ivp/filters/filters.spec:699");
    $expect.compare(fac.b[2], "==", h0, "i32", mode, "spec/ivp/filters/filters.spec:700");
    $expect.compare(fac.ea[2], "==", (lh1 + 0x14) >>> 0, "u32", mode, "spec/ivp/filters/filters.spec:701");
    $expect.compare(fac.eb[2], "==", (lh0 + 0x14) >>> 0, "u32", mode, "spec/ivp/filters/filters.spec:702");
    // a concave floor of one face is one pancake ledge: a single convex as far as 0x1002f430 can tell
    const face: number = pair_object_add_polygon(objs, pair_test_surface(mem, 1, false, 0));
    $expect.compare(object_pairs_may_collide(mem, root, 13, b1, face), "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:705");
  });

  it("a surface with several ledges on either side gets an OO watcher: (ball, floor), (floor, ball), (floor, floor), (hull, floor) [000:L64]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: number = ball_pseudo_ledge_new(mem);
    const objs: PairObjects = new PairObjects();
    const ball: number = pair_object_add_ball(objs, d);
    const f0: number = pair_object_add_polygon(objs, pair_test_surface(mem, 4, false, 0));
    const f1: number = pair_object_add_polygon(objs, pair_test_surface(mem, 2, false, 0));
    const h: number = pair_object_add_polygon(objs, pair_test_surface(mem, 1, false, 0));
    const fac: RecordingFactory = new RecordingFactory();
    const root: DelegatorRoot = new DelegatorRoot();
    root.factory = fac;
    root.objects = objs;
    $expect.compare(object_pairs_may_collide(mem, root, 0, ball, f0), "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:719");
    $expect.compare(object_pairs_may_collide(mem, root, 1, f0, ball), "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:720");
    $expect.compare(object_pairs_may_collide(mem, root, 2, f0, f1), "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:721");
    $expect.compare(object_pairs_may_collide(mem, root, 3, h, f1), "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:722");
    $expect.compare(fac.kind.length, "==", 4, "i32", mode, "spec/ivp/filters/filters.spec:723");
    $expect.compare(fac.kind[0], "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:724");
    $expect.compare(fac.a[0], "==", ball, "i32", mode, "spec/ivp/filters/filters.spec:725");
    $expect.compare(fac.b[0], "==", f0, "i32", mode, "spec/ivp/filters/filters.spec:726");
    $expect.compare(fac.a[1], "==", f0, "i32", mode, "spec/ivp/filters/filters.spec:727");
    $expect.compare(fac.b[1], "==", ball, "i32", mode, "spec/ivp/filters/filters.spec:728");
    $expect.compare(fac.kind[2], "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:729");
    $expect.compare(fac.a[2], "==", f0, "i32", mode, "spec/ivp/filters/filters.spec:730");
    $expect.compare(fac.b[2], "==", f1, "i32", mode, "spec/ivp/filters/filters.spec:731");
    $expect.compare(fac.kind[3], "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:732");
    $expect.compare(fac.coll[3], "==", 3, "i32", mode, "spec/ivp/filters/filters.spec:733");
  });

  it("a single-convex ledge with has_children (a root hull) takes the recursive branch: an assertion in the port [000:L65]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: number = ball_pseudo_ledge_new(mem);
    const objs: PairObjects = new PairObjects();
    const ball: number = pair_object_add_ball(objs, d);
    const rh: number = pair_object_add_polygon(objs, pair_test_surface(mem, 2, true, 1));
    const fac: RecordingFactory = new RecordingFactory();
    const root: DelegatorRoot = new DelegatorRoot();
    root.factory = fac;
    root.objects = objs;
    $expect.asserts(() => {
      object_pairs_may_collide(mem, root, 0, ball, rh);
    }, "recursive mindist", "spec/ivp/filters/filters.spec:745");
    $expect.asserts(() => {
      object_pairs_may_collide(mem, root, 1, rh, ball);
    }, "recursive mindist", "spec/ivp/filters/filters.spec:748");
    $expect.compare(fac.kind.length, "==", 0, "i32", mode, "spec/ivp/filters/filters.spec:751");
  });

  it("with the recursive branch allowed, the original makes a recursive mindist started at the hull's and the other ledge's + 0x14 [000:L1543]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: number = ball_pseudo_ledge_new(mem);
    const objs: PairObjects = new PairObjects();
    const ball: number = pair_object_add_ball(objs, d);
    const rh: number = pair_object_add_polygon(objs, pair_test_surface(mem, 2, true, 1));
    const fac: RecordingFactory = new RecordingFactory();
    const root: DelegatorRoot = new DelegatorRoot();
    root.factory = fac;
    root.objects = objs;
    root.recursive_allowed = true;
    $expect.compare(object_pairs_may_collide(mem, root, 4, rh, ball), "==", PAIR_RECURSIVE_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:764");
    $expect.compare(fac.kind.length, "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:765");
    $expect.compare(fac.kind[0], "==", PAIR_RECURSIVE_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:766");
    $expect.compare(fac.a[0], "==", rh, "i32", mode, "spec/ivp/filters/filters.spec:767");
    $expect.compare(fac.b[0], "==", ball, "i32", mode, "spec/ivp/filters/filters.spec:768");
    const hull: number = node_ledge(mem, surface_root(mem, objs.list[rh].surface.cs));
    $expect.compare(fac.ea[0], "==", (hull + 0x14) >>> 0, "u32", mode, "spec/ivp/filters/filters.spec:770");
    $expect.compare(fac.eb[0], "==", (d + 0x14) >>> 0, "u32", mode, "spec/ivp/filters/filters.spec:771");
    // a root hull without children is just a single convex: plain mindist
    const rh0: number = pair_object_add_polygon(objs, pair_test_surface(mem, 2, true, 0));
    $expect.compare(object_pairs_may_collide(mem, root, 5, rh0, ball), "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:774");
  });
});

describe("000 §2.6.2, §2.6.7: pairs made in the order recheck reports them", () => {
  it("recheck's new pairs get their class in candidate order, A = the rechecked object [000:L1197]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const d: number = ball_pseudo_ledge_new(mem);
    const objs: PairObjects = new PairObjects();
    // a: floor (several ledges), b: single hull, c: ball, m: the moving ball
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, false, 2, 0, 0, 0, 0.5);
    const c: number = ov_object_add(w, false, 3, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 0, 0, 0, 0.5);
    $expect.compare(pair_object_add_polygon(objs, pair_test_surface(mem, 3, false, 0)), "==", a, "i32", mode, "spec/ivp/filters/filters.spec:789");
    $expect.compare(pair_object_add_polygon(objs, pair_test_surface(mem, 1, false, 0)), "==", b, "i32", mode, "spec/ivp/filters/filters.spec:790");
    $expect.compare(pair_object_add_ball(objs, d), "==", c, "i32", mode, "spec/ivp/filters/filters.spec:791");
    $expect.compare(pair_object_add_ball(objs, d), "==", m, "i32", mode, "spec/ivp/filters/filters.spec:792");
    const grp: GroupFilter = new GroupFilter();
    grp.objects = objs;
    const chain: FilterChain = new FilterChain();
    filter_chain_add(chain, new ExclusivePairFilter());
    filter_chain_add(chain, grp);
    w.filter = chain;
    const fac: RecordingFactory = new RecordingFactory();
    const root: DelegatorRoot = new DelegatorRoot();
    root.factory = fac;
    root.objects = objs;
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, c, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    // one node holds a, b, c, m: created (m, c), (m, b), (m, a)
    $expect.compare(w.created.n, "==", 3, "i32", mode, "spec/ivp/filters/filters.spec:808");
    const c0: number = w.created.items[0];
    const c2: number = w.created.items[2];
    delegator_create_reported(mem, root, w);
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/filters/filters.spec:812");
    $expect.compare(fac.kind.length, "==", 3, "i32", mode, "spec/ivp/filters/filters.spec:813");
    $expect.compare(fac.kind[0], "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:814");
    $expect.compare(fac.coll[0], "==", c0, "i32", mode, "spec/ivp/filters/filters.spec:815");
    $expect.compare(fac.a[0], "==", m, "i32", mode, "spec/ivp/filters/filters.spec:816");
    $expect.compare(fac.b[0], "==", c, "i32", mode, "spec/ivp/filters/filters.spec:817");
    $expect.compare(fac.kind[1], "==", PAIR_PLAIN_MINDIST, "i32", mode, "spec/ivp/filters/filters.spec:818");
    $expect.compare(fac.a[1], "==", m, "i32", mode, "spec/ivp/filters/filters.spec:819");
    $expect.compare(fac.b[1], "==", b, "i32", mode, "spec/ivp/filters/filters.spec:820");
    $expect.compare(fac.kind[2], "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:821");
    $expect.compare(fac.coll[2], "==", c2, "i32", mode, "spec/ivp/filters/filters.spec:822");
    $expect.compare(fac.a[2], "==", m, "i32", mode, "spec/ivp/filters/filters.spec:823");
    $expect.compare(fac.b[2], "==", a, "i32", mode, "spec/ivp/filters/filters.spec:824");
  });

  it("the chain as env+0x18: pairs the group or exclusive-pair filter rejects are never made [000:L1187]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const d: number = ball_pseudo_ledge_new(mem);
    const objs: PairObjects = new PairObjects();
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, false, 2, 0, 0, 0, 0.5);
    const c: number = ov_object_add(w, false, 3, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 0, 0, 0, 0.5);
    pair_object_add_polygon(objs, pair_test_surface(mem, 3, false, 0));
    pair_object_add_polygon(objs, pair_test_surface(mem, 1, false, 0));
    pair_object_add_ball(objs, d);
    pair_object_add_ball(objs, d);
    // b and m share the group "Ball" (a floor stopper and the player ball, 003 L191)
    pair_object_set_group(objs, b, [66, 97, 108, 108]);
    pair_object_set_group(objs, m, [66, 97, 108, 108]);
    const excl: ExclusivePairFilter = new ExclusivePairFilter();
    exclusive_pair_disable(excl, c, m);
    const grp: GroupFilter = new GroupFilter();
    grp.objects = objs;
    const chain: FilterChain = new FilterChain();
    filter_chain_add(chain, excl);
    filter_chain_add(chain, grp);
    w.filter = chain;
    const fac: RecordingFactory = new RecordingFactory();
    const root: DelegatorRoot = new DelegatorRoot();
    root.factory = fac;
    root.objects = objs;
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, c, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    delegator_create_reported(mem, root, w);
    $expect.compare(fac.kind.length, "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:860");
    $expect.compare(fac.kind[0], "==", PAIR_OO_WATCHER, "i32", mode, "spec/ivp/filters/filters.spec:861");
    $expect.compare(fac.a[0], "==", m, "i32", mode, "spec/ivp/filters/filters.spec:862");
    $expect.compare(fac.b[0], "==", a, "i32", mode, "spec/ivp/filters/filters.spec:863");
    $expect.compare(w.tree.elems[w.objects[m].element].collisions.n, "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:864");
    $expect.compare(w.tree.elems[w.objects[b].element].collisions.n, "==", 0, "i32", mode, "spec/ivp/filters/filters.spec:865");
    $expect.compare(w.tree.elems[w.objects[c].element].collisions.n, "==", 0, "i32", mode, "spec/ivp/filters/filters.spec:866");
  });

  it("a pair the filter starts to reject is destroyed at the next recheck; the others are kept, nothing new is made [000:L1197]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const d: number = ball_pseudo_ledge_new(mem);
    const objs: PairObjects = new PairObjects();
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, false, 2, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 0, 0, 0, 0.5);
    pair_object_add_polygon(objs, pair_test_surface(mem, 3, false, 0));
    pair_object_add_polygon(objs, pair_test_surface(mem, 1, false, 0));
    pair_object_add_ball(objs, d);
    const grp: GroupFilter = new GroupFilter();
    grp.objects = objs;
    const chain: FilterChain = new FilterChain();
    filter_chain_add(chain, new ExclusivePairFilter());
    filter_chain_add(chain, grp);
    w.filter = chain;
    const fac: RecordingFactory = new RecordingFactory();
    const root: DelegatorRoot = new DelegatorRoot();
    root.factory = fac;
    root.objects = objs;
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    delegator_create_reported(mem, root, w);
    $expect.compare(fac.kind.length, "==", 2, "i32", mode, "spec/ivp/filters/filters.spec:894");
    const l: OvIdxList = w.tree.elems[w.objects[m].element].collisions;
    $expect.compare(l.n, "==", 2, "i32", mode, "spec/ivp/filters/filters.spec:896");
    const cb: number = l.items[0];
    const ca: number = l.items[1];
    $expect.compare(w.collisions[cb].obj1, "==", b, "i32", mode, "spec/ivp/filters/filters.spec:899");
    // b and m now share a group
    pair_object_set_group(objs, b, [70, 108, 111, 111, 114]);
    pair_object_set_group(objs, m, [70, 108, 111, 111, 114]);
    ov_recheck_element(w, m, 0.5, 0, 0, 0, 0);
    $expect.compare(w.deleted.n, "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:904");
    $expect.compare(w.deleted.items[0], "==", cb, "i32", mode, "spec/ivp/filters/filters.spec:905");
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/filters/filters.spec:906");
    $expect.compare(l.n, "==", 1, "i32", mode, "spec/ivp/filters/filters.spec:907");
    $expect.compare(l.items[0], "==", ca, "i32", mode, "spec/ivp/filters/filters.spec:908");
    delegator_create_reported(mem, root, w);
    $expect.compare(fac.kind.length, "==", 2, "i32", mode, "spec/ivp/filters/filters.spec:910");
  });
});
