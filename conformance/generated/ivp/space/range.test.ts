// GENERATED FILE: do not edit. Conformance tests of module ivp.space.range from spec/ivp/space/range.spec (sha256 0f57e598e014c948).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { hi32, lo32 } from "../../../../runtime/index.js";
import { CollRangeSplit, RANGE_SPLIT_A, RANGE_SPLIT_B, RangeManager, get_coll_range_in_world, get_coll_range_intra_objects, range_manager_init } from "../../../../generated/ivp/space/range.generated.js";
import { DELTA_PSI_TIME } from "../../../../generated/ivp/time/time_manager.generated.js";

describe("000 §2.4: range manager constants (B10)", () => {
  it("the ctor's doubles: 0.9, 0.8 and 0.1 are (double)f32 values [000:L1745]", () => {
    const mode = { "kind": "exact" } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    $expect.compare(rm.intra_look_ahead_time, "==", 0.5, "f64", mode, "spec/ivp/space/range.spec:126");
    $expect.compare(rm.intra_max_radius_factor, "==", 0.8999999761581421 /* 0.9f */, "f64", mode, "spec/ivp/space/range.spec:127");
    $expect.compare(rm.intra_max_radius_factor, "==", 0.8999999761581421, "f64", mode, "spec/ivp/space/range.spec:128");
    $expect.compare(hi32(rm.intra_max_radius_factor), "==", 0x3feccccc, "u32", mode, "spec/ivp/space/range.spec:129");
    $expect.compare(lo32(rm.intra_max_radius_factor), "==", 0xc0000000, "u32", mode, "spec/ivp/space/range.spec:130");
    $expect.compare(rm.intra_min_distance, "==", 0.800000011920929 /* 0.8f */, "f64", mode, "spec/ivp/space/range.spec:131");
    $expect.compare(rm.intra_min_distance, "==", 0.800000011920929, "f64", mode, "spec/ivp/space/range.spec:132");
    $expect.compare(rm.intra_max_distance, "==", 10, "f64", mode, "spec/ivp/space/range.spec:133");
    $expect.compare(rm.intra_min_seconds, "==", 0.10000000149011612 /* 0.1f */, "f64", mode, "spec/ivp/space/range.spec:134");
    $expect.compare(rm.intra_min_seconds, "==", 0.10000000149011612, "f64", mode, "spec/ivp/space/range.spec:135");
    $expect.compare(rm.world_look_ahead_time, "==", 1, "f64", mode, "spec/ivp/space/range.spec:136");
    $expect.compare(rm.world_max_radius_factor, "==", 5, "f64", mode, "spec/ivp/space/range.spec:137");
    $expect.compare(rm.world_min_distance, "==", 0.5, "f64", mode, "spec/ivp/space/range.spec:138");
    $expect.compare(rm.world_max_distance, "==", 15, "f64", mode, "spec/ivp/space/range.spec:139");
    $expect.compare(rm.world_min_seconds, "==", 0.10000000149011612 /* 0.1f */, "f64", mode, "spec/ivp/space/range.spec:140");
  });

  it("the split factors are (double)0.2f and (double)0.18f [000:L1132]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(RANGE_SPLIT_A, "==", 0.20000000298023224 /* 0.2f */, "f64", mode, "spec/ivp/space/range.spec:144");
    $expect.compare(RANGE_SPLIT_B, "==", 0.18000000715255737 /* 0.18f */, "f64", mode, "spec/ivp/space/range.spec:145");
    $expect.compare(RANGE_SPLIT_A, "==", 0.20000000298023224, "f64", mode, "spec/ivp/space/range.spec:146");
    $expect.compare(RANGE_SPLIT_B, "==", 0.18000000715255737, "f64", mode, "spec/ivp/space/range.spec:147");
  });

  it("L1740-1741 print those doubles with 16 digits: the decimals are one ulp away [000:L1740]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    $expect.compare(RANGE_SPLIT_A, "==", 0.2000000029802322, "f64", mode, "spec/ivp/space/range.spec:151");
    $expect.compare(RANGE_SPLIT_B, "==", 0.1800000071525574, "f64", mode, "spec/ivp/space/range.spec:152");
    $expect.compare(RANGE_SPLIT_A, "!=", 0.2000000029802322, "f64", { "kind": "exact" }, "spec/ivp/space/range.spec:153");
    $expect.compare(RANGE_SPLIT_B, "!=", 0.1800000071525574, "f64", { "kind": "exact" }, "spec/ivp/space/range.spec:154");
  });
});

describe("000 §2.4.1: get_coll_range_in_world (B11)", () => {
  it("a static object with R = 0.3: the range is max(0.5, R) = 0.5 [000:L1125]", () => {
    const mode = { "kind": "exact" } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    // s = 1e-19: min(1e-19, 1.5) = 1e-19, raised to 0.5; 0.5 - 1.5e-21 rounds to 0.5; floor 0.3f + 1e-20
    const r: number = get_coll_range_in_world(rm, 0, 0, 0.30000001192092896 /* 0.3f */, DELTA_PSI_TIME);
    $expect.compare(r, "==", 0.5, "f64", mode, "spec/ivp/space/range.spec:166");
  });

  it("a static object with R = 2: the range is never below the core radius [000:L1125]", () => {
    const mode = { "kind": "exact" } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const r: number = get_coll_range_in_world(rm, 0, 0, 2, DELTA_PSI_TIME);
    $expect.compare(r, "==", 2, "f64", mode, "spec/ivp/space/range.spec:173");
  });

  it("s = 3, R = 1: min(3, 5) - 3/66 = 2.9545454545454546 [000:L1122]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const r: number = get_coll_range_in_world(rm, 0, 3, 1, DELTA_PSI_TIME);
    $expect.compare(r, "==", 2.9545454545454546, "f64", mode, "spec/ivp/space/range.spec:180");
  });

  it("s = 40, R = 10: clamped at 15, minus 40/66 = 14.393939393939394 [000:L1121]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const r: number = get_coll_range_in_world(rm, 0, 40, 10, DELTA_PSI_TIME);
    $expect.compare(r, "==", 14.393939393939394, "f64", mode, "spec/ivp/space/range.spec:187");
  });

  it("s = 1, R = 0.05 (5R < 0.5): the pseudocode gives 0.5 - 1/66, where 7.2's clamp has crossed bounds [000:L1121]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    // min(1, 0.25) = 0.25, raised to 0.5; 0.5 - 1/66 = 0.48484848...; floor 0.1 + 0.05 = 0.15
    const r: number = get_coll_range_in_world(rm, 0, 1, 0.05000000074505806 /* 0.05f */, DELTA_PSI_TIME);
    $expect.compare(r, "==", 0.48484848484848486, "f64", mode, "spec/ivp/space/range.spec:195");
  });

  it("s = 100, R = 0.1: the floor 0.1*s + R wins = 10.100000150501728 [000:L1125]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    // 0.5 - 100/66 < 0; floor 100*(double)0.1f + 0.1f = 10.000000149011612 + 0.10000000149011612
    const r: number = get_coll_range_in_world(rm, 0, 100, 0.10000000149011612 /* 0.1f */, DELTA_PSI_TIME);
    $expect.compare(r, "==", 10.100000150501728, "f64", mode, "spec/ivp/space/range.spec:203");
  });

  it("the speed sum is rounded to f32: rot 1 + |v| 2^-30 counts as s = 1 [000:L1119]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    // float(1 + 2^-30) = 1; floor (double)0.1f * 1 + 1 = 1.1000000014901161 beats 1 - 1/66;
    // without the f32 rounding it would be 1.1000000015832483 (about 420000 ulps away)
    const r: number = get_coll_range_in_world(rm, 1, 9.313225746154785e-10 /* f32#30800000 */, 1, DELTA_PSI_TIME);
    $expect.compare(r, "==", 1.1000000014901161, "f64", mode, "spec/ivp/space/range.spec:212");
    $expect.compare(r, "!=", 1.1000000015832483, "f64", { "kind": "exact" }, "spec/ivp/space/range.spec:213");
  });
});

describe("000 §2.4.2, §3.8: get_coll_range_intra_objects", () => {
  it("two static objects, R = 1: r = (double)0.8f, split 1.2 : 1.216 (times 1e-19) [000:L1130]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const out_: CollRangeSplit = new CollRangeSplit();
    get_coll_range_intra_objects(rm, 0, 0, 1, 0, 0, 1, DELTA_PSI_TIME, out_);
    $expect.compare(out_.range_a, "==", 0.3973509982953045, "f64", mode, "spec/ivp/space/range.spec:225");
    $expect.compare(out_.range_b, "==", 0.40264901362562444, "f64", mode, "spec/ivp/space/range.spec:226");
    // the two shares add up to r = (double)0.8f
    $expect.compare(out_.range_a + out_.range_b, "==", 0.800000011920929, "ext", mode, "spec/ivp/space/range.spec:228");
  });

  it("sA = sB = 1, R = 1: sB' uses the updated sA' (1.216 : 1.2, not 1.18 : 1.2) [000:L1132]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const out_: CollRangeSplit = new CollRangeSplit();
    // r = min(1, 0.9f) - 2/66 = 0.8696969458551118; sA' = 1.2000000029802322,
    // sB' = sA'*0.18f + 1 = 1.2160000091195107
    get_coll_range_intra_objects(rm, 0, 1, 1, 0, 1, 1, DELTA_PSI_TIME, out_);
    $expect.compare(out_.range_a, "==", 0.4319686806255476, "f64", mode, "spec/ivp/space/range.spec:238");
    $expect.compare(out_.range_b, "==", 0.43772826522956415, "f64", mode, "spec/ivp/space/range.spec:239");
  });

  it("sA = sB = 1, R = 0.5 (0.9 min R < 0.8): the pseudocode gives 0.8 - 2/66, where 7.2's clamp has crossed bounds [000:L1130]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const out_: CollRangeSplit = new CollRangeSplit();
    // min(1, 0.45) = 0.45, raised to (double)0.8f; minus 2/66 = 0.7696969816178987
    get_coll_range_intra_objects(rm, 0, 1, 0.5, 0, 1, 0.5, DELTA_PSI_TIME, out_);
    $expect.compare(out_.range_a, "==", 0.38229982434173204, "f64", mode, "spec/ivp/space/range.spec:248");
    $expect.compare(out_.range_b, "==", 0.38739715727616664, "f64", mode, "spec/ivp/space/range.spec:249");
    $expect.compare(out_.range_a + out_.range_b, "==", 0.7696969816178987, "ext", mode, "spec/ivp/space/range.spec:250");
  });

  it("sA = 30, sB = 10, R = 100: r clamped at 10, minus 40/66 = 9.393939393939394 [000:L1130]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const out_: CollRangeSplit = new CollRangeSplit();
    get_coll_range_intra_objects(rm, 0, 30, 100, 0, 10, 100, DELTA_PSI_TIME, out_);
    $expect.compare(out_.range_a, "==", 6.294096717421996, "f64", mode, "spec/ivp/space/range.spec:258");
    $expect.compare(out_.range_b, "==", 3.099842676517398, "f64", mode, "spec/ivp/space/range.spec:259");
    $expect.compare(out_.range_a + out_.range_b, "==", 9.393939393939394, "ext", mode, "spec/ivp/space/range.spec:260");
  });

  it("sA = sB = 50, R = 0.1: the floor 0.1*S = 10.000000149011612 wins [000:L1131]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const out_: CollRangeSplit = new CollRangeSplit();
    get_coll_range_intra_objects(rm, 0, 50, 0.10000000149011612 /* 0.1f */, 0, 50, 0.10000000149011612 /* 0.1f */, DELTA_PSI_TIME, out_);
    $expect.compare(out_.range_a, "==", 4.966887478691306, "f64", mode, "spec/ivp/space/range.spec:268");
    $expect.compare(out_.range_b, "==", 5.033112670320306, "f64", mode, "spec/ivp/space/range.spec:269");
    $expect.compare(out_.range_a + out_.range_b, "==", 10.000000149011612, "ext", mode, "spec/ivp/space/range.spec:270");
  });

  it("sA = 1, sB = 0: the static object still gets 0.18 of the moving one's share [000:L1132]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const rm: RangeManager = new RangeManager();
    range_manager_init(rm);
    const out_: CollRangeSplit = new CollRangeSplit();
    // r = (double)0.8f - 1/66 = 0.7848484967694138; sA' = 1, sB' = 0.18000000715255737
    get_coll_range_intra_objects(rm, 0, 1, 0.5, 0, 0, 3, DELTA_PSI_TIME, out_);
    $expect.compare(out_.range_a, "==", 0.665125840688189, "f64", mode, "spec/ivp/space/range.spec:279");
    $expect.compare(out_.range_b, "==", 0.11972265608122476, "f64", mode, "spec/ivp/space/range.spec:280");
  });
});
