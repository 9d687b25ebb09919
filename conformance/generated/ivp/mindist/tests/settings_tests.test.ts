// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.settings_tests from spec/ivp/mindist/tests/settings_tests.spec (sha256 6d8f88a7e56839b4).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { bits32 } from "../../../../../runtime/index.js";
import { MINDIST_TOLERANCE, MindistSettings, set_collision_tolerance, settings_coll_dist } from "../../../../../generated/ivp/mindist/settings.generated.js";

describe("000 §4.1: set_collision_tolerance from t = (double)0.01f (M01, INVENTORY B7, B8)", () => {
  it("the tolerance t = (double)0.01f = 0.009999999776482582 [000:L2258]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(MINDIST_TOLERANCE, "==", 0.009999999776482582 /* 0.01f */, "f64", mode, "spec/ivp/mindist/tests/settings_tests.spec:6");
    $expect.compare(MINDIST_TOLERANCE, "==", 0.009999999776482582, "f64", mode, "spec/ivp/mindist/tests/settings_tests.spec:7");
  });

  it("real_coll_dist = t*0.1f = 0.001 (0x3a83126f) [000:L2263]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.real_coll_dist), "==", 0x3a83126f, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:13");
  });

  it("min_coll_dist = real_coll + t*0.9f = 0.01 (0x3c23d70a) [000:L2264]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.min_coll_dist), "==", 0x3c23d70a, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:19");
  });

  it("coll_dists[0..63] all 0.01, because +0x108 == +0x004 (C13: the index decay has no numeric effect) [000:L2265]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    for (let i = 0; i < 64; i++) {
      $expect.compare(bits32(s.coll_dists[i]), "==", 0x3c23d70a, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:26");
      $expect.compare(settings_coll_dist(s, i), "==", s.min_coll_dist, "f32", mode, "spec/ivp/mindist/tests/settings_tests.spec:27");
    }
  });

  it("+0x108 = min_coll_dist (0.01) [000:L2266]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.coll_dist_ramp_end), "==", 0x3c23d70a, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:34");
  });

  it("friction_dist = f108 + t = 0.02 (0x3ca3d70a) [000:L2267]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.friction_dist), "==", 0x3ca3d70a, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:40");
  });

  it("keeper_dist = f10c + 0.3f*t = 0.023 (0x3cbc6a7f) [000:L2268]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.keeper_dist), "==", 0x3cbc6a7f, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:46");
  });

  it("speed_after_keeper = sqrt((f110 - f4)*19.62f) = 0.50503469 (0x3f0149f4) [000:L2269]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.speed_after_keeper_dist), "==", 0x3f0149f4, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:52");
  });

  it("+0x118 = t*0.01f = 1e-4 (0x38d1b717) [000:L2270]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.friction_eps), "==", 0x38d1b717, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:58");
  });

  it("max_dist_for_friction = f10c + 2.5f*t = 0x3d3851eb, one ulp below the f32 nearest 0.045: computed from t [000:L2271]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.max_dist_for_friction), "==", 0x3d3851eb, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:64");
    $expect.compare(bits32(0.04500000178813934 /* 0.045f */), "==", 0x3d3851ec, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:65");
    // f32 steps give the same bits
    const p: number = Math.fround(2.5 * Math.fround(MINDIST_TOLERANCE));
    const q: number = Math.fround(s.friction_dist + p);
    $expect.compare(bits32(q), "==", 0x3d3851eb, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:69");
  });

  it("max_dist_for_impact = f10c + 20f*t = 0x3e6147ae: the ext product rounded once; f32 steps give 0x3e6147ad [000:L2272]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(bits32(s.max_dist_for_impact), "==", 0x3e6147ae, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:75");
    const p: number = Math.fround(20 * Math.fround(MINDIST_TOLERANCE));
    const q: number = Math.fround(s.friction_dist + p);
    $expect.compare(bits32(q), "==", 0x3e6147ad, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:78");
  });

  it("+0x124 = f4*0.1f = 0.001 and +0x128 = t + t = 0.02 [000:L2273]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(s.impact_eps, "==", Math.fround(s.min_coll_dist * 0.10000000149011612 /* 0.1f */), "f32", mode, "spec/ivp/mindist/tests/settings_tests.spec:84");
    $expect.compare(s.impact_eps, "==", s.real_coll_dist, "f32", mode, "spec/ivp/mindist/tests/settings_tests.spec:85");
    $expect.compare(bits32(s.double_tolerance), "==", 0x3ca3d70a, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:86");
  });

  it("the decay counter +0x12c starts at 0 [000:L2275]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    s.decay_counter = 7;
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.compare(s.decay_counter, "==", 0, "i32", mode, "spec/ivp/mindist/tests/settings_tests.spec:93");
  });

  it("a non-positive or non-finite tolerance is refused before anything is written [000:L2258]", () => {
    const mode = { "kind": "exact" } as const;
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.asserts(() => {
      set_collision_tolerance(s, -0.01);
    }, "tolerance must be a finite positive number", "spec/ivp/mindist/tests/settings_tests.spec:99");
    $expect.asserts(() => {
      set_collision_tolerance(s, 1 / 0);
    }, "tolerance must be a finite positive number", "spec/ivp/mindist/tests/settings_tests.spec:102");
    $expect.compare(bits32(s.real_coll_dist), "==", 0x3a83126f, "u32", mode, "spec/ivp/mindist/tests/settings_tests.spec:105");
  });

  it("a coll-dist index outside 0..63 is refused [000:L2265]", () => {
    const s: MindistSettings = new MindistSettings();
    set_collision_tolerance(s, MINDIST_TOLERANCE);
    $expect.asserts(() => {
      settings_coll_dist(s, 64);
    }, "outside the 64-entry table", "spec/ivp/mindist/tests/settings_tests.spec:111");
  });
});
