// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.records_tests from spec/ivp/mindist/tests/records_tests.spec (sha256 a4355f0855559224).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3 } from "../../../../../runtime/index.js";
import { rt_ball, rt_core, rt_env } from "../support/records_tests.generated.js";
import { ledge_triangle } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { CacheObject } from "../../../../../generated/ivp/geometry/two_object.generated.js";
import { CacheManager, PoseScratch, cache_manager_init, cache_object_get, cache_object_release, cache_origin, cache_point_to_world, cache_vector_to_world, cache_world_to_object, cache_world_vector_to_object, pos_at, pose_at } from "../../../../../generated/ivp/mindist/cache.generated.js";
import { IvpEnvironment, mindist_alloc, mindist_free } from "../../../../../generated/ivp/mindist/env.generated.js";
import { MINDIST_STATUS_EXACT, MINDIST_STATUS_HULL, MINDIST_STATUS_HULL_RECURSIVE, Mindist, ledge_of_edge, mindist_base_simulate_time_event, mindist_coll_dist_index, mindist_coll_type, mindist_ctor, mindist_flip_sort, mindist_has_event, mindist_is_phantom, mindist_recalc_ok, mindist_set_coll_dist_index, mindist_set_coll_type, mindist_set_recalc_failed, mindist_set_recalc_ok, mindist_set_status, mindist_sort_flag, mindist_sorted_synapse, mindist_status } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { quat_slerp, slerp_coefficient } from "../../../../../generated/ivp/mindist/pose.generated.js";
import { PhysCoreView, RealObject, real_object_set_shift } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { time_manager_set_current_time } from "../../../../../generated/ivp/time/time_manager.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { n_triangles = 12 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { tri_index = 0 }

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3();

describe("000 §4.2.1-§4.3: the mindist record, its flags and ctors (M02-M04)", () => {
  it("the base ctor: flags (flags & 0xcfc00000) | 0x0fc00000 (coll-dist index 63, status 0), +0xc = +0x10 = -1, +0x60 = 0, not scheduled [000:L2483]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const md: Mindist = mindist_alloc(env);
    md.flags = 0xffffffff;
    md.sum_angular_hull_time = 3;
    mindist_ctor(md, null);
    $expect.compare(md.flags, "==", 3485466624, "u32", mode, "spec/ivp/mindist/tests/records_tests.spec:54");
    $expect.compare(mindist_coll_dist_index(md), "==", 63, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:55");
    $expect.compare(mindist_status(md), "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:56");
    $expect.compare(mindist_coll_type(md), "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:57");
    $expect.compare(md.fvector_index[0], "==", -1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:58");
    $expect.compare(md.fvector_index[1], "==", -1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:59");
    $expect.compare(md.sum_angular_hull_time, "==", 0, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:60");
    $expect.truth(!mindist_has_event(md), "spec/ivp/mindist/tests/records_tests.spec:61");
    $expect.compare(md.vtable, "==", 0x100637b4, "u32", mode, "spec/ivp/mindist/tests/records_tests.spec:62");
    $expect.compare(md.syn[0].index, "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:63");
    $expect.compare(md.syn[1].index, "==", 1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:64");
    const back: boolean = md.syn[1].mindist === md;
    $expect.truth(back, "spec/ivp/mindist/tests/records_tests.spec:66");
    // a fresh (zero) record gets exactly 0x0fc00000
    const md2: Mindist = mindist_alloc(env);
    mindist_ctor(md2, null);
    $expect.compare(md2.flags, "==", 0x0fc00000, "u32", mode, "spec/ivp/mindist/tests/records_tests.spec:70");
  });

  it("the mindist ctor counts env+0x78 (live) and env+0x7c (created); freeing a slot reuses it last-freed first [000:L2487]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const a: Mindist = mindist_alloc(env);
    mindist_ctor(a, null);
    const b: Mindist = mindist_alloc(env);
    mindist_ctor(b, null);
    $expect.compare(env.live_mindists, "==", 2, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:79");
    $expect.compare(env.created_mindists, "==", 2, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:80");
    $expect.compare(a.id, "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:81");
    $expect.compare(b.id, "==", 1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:82");
    // each slot owns its own time event, mapped back to the slot
    $expect.compare(env.mindist_of_event[a.event], "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:84");
    $expect.compare(env.mindist_of_event[b.event], "==", 1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:85");
    $expect.compare(a.event, "!=", b.event, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:86");
    mindist_free(env, a);
    mindist_free(env, b);
    const c: Mindist = mindist_alloc(env);
    $expect.compare(c.id, "==", 1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:90");
    const d: Mindist = mindist_alloc(env);
    $expect.compare(d.id, "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:92");
  });

  it("status bits 18-21 are a signed 4-bit field; hull_insert's mask 0xffd7ffff | 0x140000 turns EXACT (3) into HULL (5) [000:L2329]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const md: Mindist = mindist_alloc(env);
    mindist_ctor(md, null);
    mindist_set_status(md, MINDIST_STATUS_EXACT);
    $expect.compare(mindist_status(md), "==", 3, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:100");
    $expect.compare(md.flags & 0x3c0000, "==", 0xc0000, "u32", mode, "spec/ivp/mindist/tests/records_tests.spec:101");
    md.flags = ((md.flags & 0xffd7ffff) | 0x140000) >>> 0;
    $expect.compare(mindist_status(md), "==", MINDIST_STATUS_HULL, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:103");
    // recursive parent: (status & 0xffd3ffff) | 0x100000 (L1662)
    md.flags = ((md.flags & 0xffd3ffff) | 0x100000) >>> 0;
    $expect.compare(mindist_status(md), "==", MINDIST_STATUS_HULL_RECURSIVE, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:106");
    // the top nibble value 8 reads as -8 (signed)
    mindist_set_status(md, 8);
    $expect.compare(mindist_status(md), "==", -8, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:109");
    // the other bits are untouched
    $expect.compare(mindist_coll_dist_index(md), "==", 63, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:111");
  });

  it("sorted synapse k = synapse[sort ^ k]; 0x1001a350's flags ^= 0x100 swaps them [000:L2325]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const md: Mindist = mindist_alloc(env);
    mindist_ctor(md, null);
    $expect.compare(mindist_sorted_synapse(md, 0).index, "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:118");
    $expect.compare(mindist_sorted_synapse(md, 1).index, "==", 1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:119");
    mindist_flip_sort(md);
    $expect.compare(mindist_sort_flag(md), "==", 1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:121");
    $expect.compare(mindist_sorted_synapse(md, 0).index, "==", 1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:122");
    $expect.compare(mindist_sorted_synapse(md, 1).index, "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:123");
    mindist_flip_sort(md);
    $expect.compare(mindist_sorted_synapse(md, 0).index, "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:125");
  });

  it("the coll type is the low byte; the recalc result sets 0x4000 and clears 0x8000; OK clears 0xc000 [000:L2586]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const md: Mindist = mindist_alloc(env);
    mindist_ctor(md, null);
    mindist_set_coll_type(md, 0x131);
    $expect.compare(mindist_coll_type(md), "==", 0x31, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:133");
    md.flags = (md.flags | 0x8000) >>> 0;
    mindist_set_recalc_failed(md);
    $expect.compare(md.flags & 0xc000, "==", 0x4000, "u32", mode, "spec/ivp/mindist/tests/records_tests.spec:136");
    $expect.truth(!mindist_recalc_ok(md), "spec/ivp/mindist/tests/records_tests.spec:137");
    mindist_set_recalc_ok(md);
    $expect.truth(mindist_recalc_ok(md), "spec/ivp/mindist/tests/records_tests.spec:139");
    $expect.compare(md.flags & 0xff, "==", 0x31, "u32", mode, "spec/ivp/mindist/tests/records_tests.spec:140");
    $expect.truth(!mindist_is_phantom(md), "spec/ivp/mindist/tests/records_tests.spec:141");
    md.flags = (md.flags | 0x1000) >>> 0;
    $expect.truth(mindist_is_phantom(md), "spec/ivp/mindist/tests/records_tests.spec:143");
    mindist_set_coll_dist_index(md, 62);
    $expect.compare(mindist_coll_dist_index(md), "==", 62, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:145");
  });

  it("ledge from edge: tri = edge & ~0xf; ledge = tri - ((tri.dword0 & 0xfff) + 1)*16 [000:L2345]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = mem.alloc(64, 16);
    mem.i16[(l + Ledge.n_triangles) >>> 1] = 3;
    const t2: number = ledge_triangle(l, 2);
    mem.u32[(t2 + Triangle.tri_index) >>> 2] = ((mem.u32[(t2 + Triangle.tri_index) >>> 2] & 0xfffff000) | ((2 << 0) & 0xfff)) >>> 0;
    const e: number = (t2 + 8) >>> 0;
    $expect.compare(ledge_of_edge(mem, e), "==", l, "u32", mode, "spec/ivp/mindist/tests/records_tests.spec:154");
  });

  it("the base vtable's simulate_time_event is a crash stub [000:L2310]", () => {
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const md: Mindist = mindist_alloc(env);
    mindist_ctor(md, null);
    $expect.asserts(() => {
      mindist_base_simulate_time_event(md);
    }, "crash stub", "spec/ivp/mindist/tests/records_tests.spec:161");
  });
});

describe("000 §4.2.6, §4.2.7, §3.1.5: pos_at (M22) and the cache objects (M28)", () => {
  it("pos_at(t) = core+0xb8 + core+0xd8*(t - core+0x68), f64 = f64 + f32*f64 [000:L2391]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const c: PhysCoreView = rt_core(env, 1, 2, 3, 0.10000000149011612 /* 0.1f */, -2, 0);
    c.time_of_last_psi = 0.5;
    pos_at(c, 0.75, _s0);
    const p_x = _s0.x, p_y = _s0.y, p_z = _s0.z;
    $expect.compare(p_x, "==", 1 + 0.10000000149011612 /* 0.1f */ * 0.25, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:173");
    $expect.compare(p_y, "==", 1.5, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:174");
    $expect.compare(p_z, "==", 3, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:175");
  });

  it("the getter creates the cache on first use, counts a reference, and computes it at once (static objects too) [000:L2427]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const c: PhysCoreView = rt_core(env, 1, 2, 3, 0, 0, 0);
    const o: RealObject = rt_ball(env, c, 2);
    o.movement_state = 8;
    const ca: CacheObject = cache_object_get(o);
    $expect.compare(ca.ref_count, "==", 1, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:184");
    const same: boolean = o.cache === ca;
    $expect.truth(same, "spec/ivp/mindist/tests/records_tests.spec:186");
    $expect.compare(ca.time_code, "==", env.tm.time_code, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:187");
    cache_origin(ca, _s1);
    const org_x = _s1.x, org_y = _s1.y, org_z = _s1.z;
    $expect.compare([org_x, org_y, org_z], "==", [1, 2, 3], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:189");
    $expect.compare([ca.core_pos.x, ca.core_pos.y, ca.core_pos.z], "==", [1, 2, 3], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:190");
    cache_object_release(ca);
    $expect.compare(ca.ref_count, "==", 0, "i32", mode, "spec/ivp/mindist/tests/records_tests.spec:192");
    $expect.asserts(() => {
      cache_object_release(ca);
    }, "already 0", "spec/ivp/mindist/tests/records_tests.spec:193");
  });

  it("refresh by time code: a simulated object's cache follows the time code, a static one (state >= 8) keeps its pose [000:L2427]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const c: PhysCoreView = rt_core(env, 0, 0, 0, 1, 0, 0);
    const o: RealObject = rt_ball(env, c, 2);
    const ca: CacheObject = cache_object_get(o);
    cache_object_release(ca);
    time_manager_set_current_time(env.tm, 0.25);
    const cb: CacheObject = cache_object_get(o);
    $expect.compare(cb.m_world_f_object[3], "==", 0.25, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:206");
    cache_object_release(cb);
    // same time code: no refresh even if the core moved
    c.pos_world_f_core_last_psi.x = 5;
    const cc: CacheObject = cache_object_get(o);
    $expect.compare(cc.m_world_f_object[3], "==", 0.25, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:211");
    cache_object_release(cc);
    o.movement_state = 8;
    time_manager_set_current_time(env.tm, 0.5);
    const cd: CacheObject = cache_object_get(o);
    $expect.compare(cd.m_world_f_object[3], "==", 0.25, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:216");
    cache_object_release(cd);
  });

  it("the ring skips referenced entries and evicts the previous owner (its obj+0x40 becomes NULL) [000:L2425]", () => {
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    cache_manager_init(env.caches, 2);
    const c: PhysCoreView = rt_core(env, 0, 0, 0, 0, 0, 0);
    const a: RealObject = rt_ball(env, c, 1);
    const b: RealObject = rt_ball(env, c, 1);
    const d: RealObject = rt_ball(env, c, 1);
    const ca: CacheObject = cache_object_get(a);
    const cb: CacheObject = cache_object_get(b);
    cache_object_release(cb);
    // a's entry is referenced, b's is not: d takes b's
    const cd: CacheObject = cache_object_get(d);
    const took_b: boolean = cd === cb;
    $expect.truth(took_b, "spec/ivp/mindist/tests/records_tests.spec:233");
    const b_lost: boolean = b.cache === null;
    $expect.truth(b_lost, "spec/ivp/mindist/tests/records_tests.spec:235");
    const a_kept: boolean = a.cache === ca;
    $expect.truth(a_kept, "spec/ivp/mindist/tests/records_tests.spec:237");
    $expect.asserts(() => {
      cache_object_get(b);
    }, "all 2 entries are referenced", "spec/ivp/mindist/tests/records_tests.spec:238");
  });

  it("a cache ring size that is not a power of two is refused [000:L2425]", () => {
    const cm: CacheManager = new CacheManager();
    $expect.asserts(() => {
      cache_manager_init(cm, 48);
    }, "not a power of two", "spec/ivp/mindist/tests/records_tests.spec:245");
  });

  it("transforms: object point (f32) to world M p + t, world to object M^T (w - t), vectors R v and R^T v [000:L1442]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const c: PhysCoreView = rt_core(env, 10, 20, 30, 0, 0, 0);
    // a quarter turn about z: q = (0, 0, sin 45°, cos 45°) has no exact binary form; take R directly
    const o: RealObject = rt_ball(env, c, 1);
    const ca: CacheObject = cache_object_get(o);
    const m: Float64Array = ca.m_world_f_object;
    m[0] = 0;
    m[1] = -1;
    m[4] = 1;
    m[5] = 0;
    cache_point_to_world(ca, 1, 2, 3, _s2);
    const w_x = _s2.x, w_y = _s2.y, w_z = _s2.z;
    $expect.compare([w_x, w_y, w_z], "==", [8, 21, 33], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:262");
    cache_world_to_object(ca, w_x, w_y, w_z, _s3);
    const back_x = _s3.x, back_y = _s3.y, back_z = _s3.z;
    $expect.compare([back_x, back_y, back_z], "==", [1, 2, 3], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:264");
    cache_vector_to_world(ca, 1, 2, 3, _s4);
    const v_x = _s4.x, v_y = _s4.y, v_z = _s4.z;
    $expect.compare([v_x, v_y, v_z], "==", [-2, 1, 3], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:266");
    cache_world_vector_to_object(ca, v_x, v_y, v_z, _s5);
    const vb_x = _s5.x, vb_y = _s5.y, vb_z = _s5.z;
    $expect.compare([vb_x, vb_y, vb_z], "==", [1, 2, 3], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:268");
    cache_object_release(ca);
  });

  it("the object shift (+0x30) moves the cache origin by R_core*shift; a zero shift is skipped [000:L2432]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const c: PhysCoreView = rt_core(env, 1, 1, 1, 0, 0, 0);
    // 180° about z: q = (0, 0, 1, 0)
    c.q_world_f_core_last_psi[2] = 1;
    c.q_world_f_core_last_psi[3] = 0;
    const o: RealObject = rt_ball(env, c, 1);
    real_object_set_shift(o, 0.5, 0.25, 2);
    const ca: CacheObject = cache_object_get(o);
    cache_origin(ca, _s6);
    const org_x = _s6.x, org_y = _s6.y, org_z = _s6.z;
    $expect.compare([org_x, org_y, org_z], "==", [0.5, 0.75, 3], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:282");
    $expect.compare([ca.core_pos.x, ca.core_pos.y, ca.core_pos.z], "==", [1, 1, 1], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:283");
    cache_object_release(ca);
    real_object_set_shift(o, 0, 0, 0);
    $expect.truth(o.shift_is_zero, "spec/ivp/mindist/tests/records_tests.spec:286");
  });
});

describe("000 §5.3.1, §8.1: pose_at (0x10009d70) and the designed slerp (D-TIMELINE-POSE-1)", () => {
  it("sin(tW)/sin W for integer t is a polynomial in x = cos W: c(2, x) = 2x and c(3, x) = 4x^2 - 1 exactly [000:L4039]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(slerp_coefficient(2, 0.75), "==", 1.5, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:292");
    $expect.compare(slerp_coefficient(3, 0.75), "==", 1.25, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:293");
    $expect.compare(slerp_coefficient(1, 0.3), "==", 1, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:294");
    $expect.compare(slerp_coefficient(0, 0.3), "==", 0, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:295");
    // x = 1 (no rotation): c(t, 1) = t
    $expect.compare(slerp_coefficient(0.375, 1), "==", 0.375, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:297");
  });

  it("c(1/2, 0) = sin(pi/4) = sqrt(1/2) and c(1/2, 1/2) = sin(pi/6)/sin(pi/3) = 1/sqrt(3), to the last bit [000:L4039]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    $expect.compare(slerp_coefficient(0.5, 0), "==", Math.sqrt(0.5), "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:301");
    $expect.compare(slerp_coefficient(0.5, 0.5), "==", 1 / Math.sqrt(3), "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:302");
  });

  it("pose_at at the last PSI copies +0xe8; at the next PSI (s = 1) it gives +0x108; the position follows pos_at [000:L3125]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const mem = new Memory();
    const env: IvpEnvironment = rt_env(mem);
    const c: PhysCoreView = rt_core(env, 0, 0, 0, 66, 0, 0);
    // next orientation: 90° about z, q = (0, 0, sqrt(1/2), sqrt(1/2))
    c.q_world_f_core_next_psi[2] = Math.sqrt(0.5);
    c.q_world_f_core_next_psi[3] = Math.sqrt(0.5);
    const o: RealObject = rt_ball(env, c, 1);
    const s: PoseScratch = new PoseScratch();
    const pm: PoseScratch = new PoseScratch();
    pose_at(o, 0, s, pm.m);
    $expect.compare(pm.m[0], "==", 1, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:315");
    $expect.compare(pm.m[1], "==", 0, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:316");
    pose_at(o, 1 / 66, s, pm.m);
    $expect.compare(pm.m[0], "==", 0, "f64", { "kind": "abs", "bound": 1e-15, "text": "1e-15" }, "spec/ivp/mindist/tests/records_tests.spec:318");
    $expect.compare(pm.m[4], "==", 1, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:319");
    $expect.compare(pm.m[1], "==", -1, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:320");
    $expect.compare(pm.m[3], "==", 66 * (1 / 66), "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:321");
    // halfway: 45° about z
    pose_at(o, 0.5 / 66, s, pm.m);
    $expect.compare(pm.m[0], "==", Math.sqrt(0.5), "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:324");
    $expect.compare(pm.m[4], "==", Math.sqrt(0.5), "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:325");
  });

  it("slerp takes the shorter arc: q and -q give the same pose [000:L4039]", () => {
    const mode = { "kind": "exact" } as const;
    const a: PoseScratch = new PoseScratch();
    const b: PoseScratch = new PoseScratch();
    const o1: PoseScratch = new PoseScratch();
    const o2: PoseScratch = new PoseScratch();
    a.q[3] = 1;
    b.q[2] = 0.6;
    b.q[3] = 0.8;
    quat_slerp(a.q, b.q, 0.25, o1.q);
    b.q[2] = -0.6;
    b.q[3] = -0.8;
    quat_slerp(a.q, b.q, 0.25, o2.q);
    for (let i = 0; i < 4; i++) {
      $expect.compare(o1.q[i], "==", o2.q[i], "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:341");
    }
    $expect.compare(o1.q[3], ">", 0, "f64", mode, "spec/ivp/mindist/tests/records_tests.spec:343");
  });
});
