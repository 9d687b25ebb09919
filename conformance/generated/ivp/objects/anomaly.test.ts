// GENERATED FILE: do not edit. Conformance tests of module ivp.objects.anomaly from spec/ivp/objects/anomaly.spec (sha256 80c7b0c563eb62db).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Vec3, bits32, hi32, lo32 } from "../../../../runtime/index.js";
import { AnomalyLimits, IvpRandom, anomaly_limits_init, anomaly_max_angular_velocity_exceeded, anomaly_max_collisions_exceeded, anomaly_max_velocity_exceeded, anomaly_push_speed_penetration, ivp_random, ivp_random_init } from "../../../../generated/ivp/objects/anomaly.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3();

describe("000 §2.7: anomaly limits and clamps", () => {
  it("the limits: 2000.0f, 70000, pi/2 = f32 0x3fc90fdb [000:L1307]", () => {
    const mode = { "kind": "exact" } as const;
    const l: AnomalyLimits = new AnomalyLimits();
    anomaly_limits_init(l);
    $expect.compare(l.max_velocity, "==", 2000, "f32", mode, "spec/ivp/objects/anomaly.spec:102");
    $expect.compare(l.max_collisions_per_psi, "==", 70000, "i32", mode, "spec/ivp/objects/anomaly.spec:103");
    $expect.compare(bits32(l.max_angular_velocity_per_psi), "==", 0x3fc90fdb, "u32", mode, "spec/ivp/objects/anomaly.spec:104");
    $expect.compare(l.max_angular_velocity_per_psi, "==", Math.fround(1.5707963267948966), "f32", mode, "spec/ivp/objects/anomaly.spec:105");
  });

  it("v = (3000, 4000, 0), |v| = 5000: scaled to 2000*0.99 = (1188, 1584, 0) [000:L1309]", () => {
    const mode = { "kind": "exact" } as const;
    const l: AnomalyLimits = new AnomalyLimits();
    anomaly_limits_init(l);
    // 2000*(double)0.99f/5000 = 0.39600000381..., times 3000 = 1188.0000114 -> f32 1188
    let v_x = 3000, v_y = 4000, v_z = 0;
    _s0.x = v_x; _s0.y = v_y; _s0.z = v_z;
    anomaly_max_velocity_exceeded(l, _s0);
    v_x = _s0.x; v_y = _s0.y; v_z = _s0.z;
    $expect.compare([v_x, v_y, v_z], "==", [1188, 1584, 0], "f32", mode, "spec/ivp/objects/anomaly.spec:114");
  });

  it("v = (2000, -2000, 1000), |v| = 3000: scaled to (1320, -1320, 660) [000:L1309]", () => {
    const mode = { "kind": "exact" } as const;
    const l: AnomalyLimits = new AnomalyLimits();
    anomaly_limits_init(l);
    let v_x = 2000, v_y = -2000, v_z = 1000;
    _s1.x = v_x; _s1.y = v_y; _s1.z = v_z;
    anomaly_max_velocity_exceeded(l, _s1);
    v_x = _s1.x; v_y = _s1.y; v_z = _s1.z;
    $expect.compare([v_x, v_y, v_z], "==", [1320, -1320, 660], "f32", mode, "spec/ivp/objects/anomaly.spec:122");
  });

  it("w = (0, 0, 200) at inv_dPSI = 66: scaled to 66*(pi/2)*0.9 = f32 0x42ba9c51 [000:L1310]", () => {
    const mode = { "kind": "exact" } as const;
    const l: AnomalyLimits = new AnomalyLimits();
    anomaly_limits_init(l);
    // 66 * 1.5707963705062866 * 0.8999999761581421 = 93.305301936... -> f32 93.30530548095703
    let w_x = 0, w_y = 0, w_z = 200;
    _s2.x = w_x; _s2.y = w_y; _s2.z = w_z;
    anomaly_max_angular_velocity_exceeded(l, 66, _s2);
    w_x = _s2.x; w_y = _s2.y; w_z = _s2.z;
    $expect.compare(w_x, "==", 0, "f32", mode, "spec/ivp/objects/anomaly.spec:131");
    $expect.compare(w_y, "==", 0, "f32", mode, "spec/ivp/objects/anomaly.spec:132");
    $expect.compare(bits32(w_z), "==", 0x42ba9c51, "u32", mode, "spec/ivp/objects/anomaly.spec:133");
  });

  it("slot 3 returns 1 [000:L1313]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(anomaly_max_collisions_exceeded(), "==", 1, "i32", mode, "spec/ivp/objects/anomaly.spec:137");
  });

  it("gravity -9.81 is the double 0xc0239eb851eb851f [003:L512]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(-9.81 /* f64#c0239eb851eb851f */, "==", -9.81, "f64", mode, "spec/ivp/objects/anomaly.spec:141");
    $expect.compare(hi32(-9.81), "==", 0xc0239eb8, "u32", mode, "spec/ivp/objects/anomaly.spec:142");
    $expect.compare(lo32(-9.81), "==", 0x51eb851f, "u32", mode, "spec/ivp/objects/anomaly.spec:143");
  });

  it("push speed = 2*|g|*dPSI: 2*9.81/66 = 0.2972727272727273 [000:L1313]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    // exact value 0.29727272...; the length of (0, -9.81, 0) is exactly 9.81
    const g_x = 0, g_y = -9.81 /* f64#c0239eb851eb851f */, g_z = 0;
    const p: number = anomaly_push_speed_penetration(g_x, g_y, g_z, 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */);
    $expect.compare(p, "==", 0.2972727272727273, "f64", mode, "spec/ivp/objects/anomaly.spec:150");
  });

  it("push speed with the game's gravity (0, -20, 0): 40/66 = 0.6060606060606061 [000:L1313]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    const g_x = 0, g_y = -20, g_z = 0;
    const p: number = anomaly_push_speed_penetration(g_x, g_y, g_z, 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */);
    $expect.compare(p, "==", 0.6060606060606061, "f64", mode, "spec/ivp/objects/anomaly.spec:156");
  });
});

describe("000 §2.7: the IVP random generator", () => {
  it("seeds 75, 5625, 421875, 31640625, 2373046875, then u32 wrap-around [000:L1314]", () => {
    const mode = { "kind": "exact" } as const;
    const r: IvpRandom = new IvpRandom();
    ivp_random_init(r);
    $expect.compare(r.seed, "==", 1, "u32", mode, "spec/ivp/objects/anomaly.spec:164");
    // 75 / 65536
    const x1: number = ivp_random(r);
    $expect.compare(r.seed, "==", 75, "u32", mode, "spec/ivp/objects/anomaly.spec:167");
    $expect.compare(x1, "==", 0.0011444091796875, "f32", mode, "spec/ivp/objects/anomaly.spec:168");
    // 5625 / 65536
    const x2: number = ivp_random(r);
    $expect.compare(r.seed, "==", 5625, "u32", mode, "spec/ivp/objects/anomaly.spec:171");
    $expect.compare(x2, "==", 0.0858306884765625, "f32", mode, "spec/ivp/objects/anomaly.spec:172");
    // 421875 & 0xffff = 28659
    const x3: number = ivp_random(r);
    $expect.compare(r.seed, "==", 421875, "u32", mode, "spec/ivp/objects/anomaly.spec:175");
    $expect.compare(x3, "==", 0.4373016357421875, "f32", mode, "spec/ivp/objects/anomaly.spec:176");
    // 31640625 & 0xffff = 52273
    const x4: number = ivp_random(r);
    $expect.compare(r.seed, "==", 31640625, "u32", mode, "spec/ivp/objects/anomaly.spec:179");
    $expect.compare(x4, "==", 0.7976226806640625, "f32", mode, "spec/ivp/objects/anomaly.spec:180");
    // 2373046875 & 0xffff = 53851
    const x5: number = ivp_random(r);
    $expect.compare(r.seed, "==", 2373046875, "u32", mode, "spec/ivp/objects/anomaly.spec:183");
    $expect.compare(x5, "==", 0.8217010498046875, "f32", mode, "spec/ivp/objects/anomaly.spec:184");
    // 75 * 2373046875 = 177978515625 = 41 * 2^32 + 1884856489
    const x6: number = ivp_random(r);
    $expect.compare(r.seed, "==", 1884856489, "u32", mode, "spec/ivp/objects/anomaly.spec:187");
    $expect.compare(x6, "==", 0.6275787353515625, "f32", mode, "spec/ivp/objects/anomaly.spec:188");
    // 75 * 1884856489 mod 2^32 = 3925283203; & 0xffff = 4483
    const x7: number = ivp_random(r);
    $expect.compare(r.seed, "==", 3925283203, "u32", mode, "spec/ivp/objects/anomaly.spec:191");
    $expect.compare(x7, "==", 0.0684051513671875, "f32", mode, "spec/ivp/objects/anomaly.spec:192");
  });
});
