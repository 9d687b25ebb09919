// GENERATED FILE: do not edit. Conformance tests of module ivp.math.transcendental_tests from spec/ivp/math/tests/transcendental_tests.spec (sha256 f3ca6b3b8a085146).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { DET_INF, DET_NAN, DET_PIO2_HI, DET_PI_HI, det_acos, det_asin, det_atan2, det_cos, det_exp, det_sin } from "../../../../../generated/ivp/math/transcendental.generated.js";

describe("exp: the damping factors' function (003 L626)", () => {
  it("exp(+-0) = 1, exp(1) = e and exp(-1) = 1/e rounded [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_exp(0), "==", 1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:13");
    $expect.compare(det_exp(-0), "==", 1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:14");
    $expect.compare(det_exp(1), "==", 2.718281828459045 /* f64#4005bf0a8b145769 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:15");
    $expect.compare(det_exp(-1), "==", 0.36787944117144233 /* f64#3fd78b56362cef38 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:16");
  });

  it("exp(-50), the far end of the damping range, rounded correctly [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_exp(-50), "==", 1.9287498479639178e-22 /* f64#3b6d257d547e083f */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:19");
  });

  it("a tiny argument gives 1 + x rounded: exp(2^-60) = 1, exp(2^-30) = 1 + 2^-30 [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_exp(8.673617379884035e-19 /* f64#3c30000000000000 */), "==", 1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:22");
    $expect.compare(det_exp(9.313225746154785e-10 /* f64#3e10000000000000 */), "==", 1.0000000009313226 /* f64#3ff0000000400000 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:23");
  });

  it("overflow: exp(709.782712893384) is the largest finite result, 709.79 and +inf give +inf [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_exp(709.782712893384), "==", 1.7976931348622732e+308 /* f64#7fefffffffffff2a */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:26");
    $expect.compare(det_exp(709.79), "==", DET_INF, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:27");
    $expect.compare(det_exp(DET_INF), "==", DET_INF, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:28");
  });

  it("underflow: subnormal results round once, exp(-745.1332191019411) = 2^-1074, below it +0 [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_exp(-708.3964185322641), "==", 2.2250738585072626e-308 /* f64#001000000000007c */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:31");
    $expect.compare(det_exp(-708.5), "==", 2.006132305331306e-308 /* f64#000e6cf6d08897ac */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:32");
    $expect.compare(det_exp(-720), "==", 2.0322308024e-313 /* f64#0000000993b4dc95 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:33");
    $expect.compare(det_exp(-740), "==", 4.2e-322 /* f64#0000000000000055 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:34");
    $expect.compare(det_exp(-745.1332191019411), "==", 5e-324 /* f64#0000000000000001 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:35");
    $expect.compare(det_exp(-745.1332191019412), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:36");
    $expect.compare(det_exp(-746), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:37");
    $expect.compare(det_exp(-DET_INF), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:38");
  });

  it("exp(NaN) is NaN [003:L626]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_exp(DET_NAN), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:41");
  });
});

describe("sin and cos: the poses' slerp (000 L4040)", () => {
  it("sin(+-0) = +-0 with its sign, cos(+-0) = 1 [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_sin(0), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:47");
    $expect.compare(det_sin(-0), "==", -0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:48");
    $expect.compare(det_cos(0), "==", 1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:49");
    $expect.compare(det_cos(-0), "==", 1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:50");
  });

  it("a tiny argument: sin(2^-30) = 2^-30, cos(2^-30) = 1 [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_sin(9.313225746154785e-10 /* f64#3e10000000000000 */), "==", 9.313225746154785e-10 /* f64#3e10000000000000 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:53");
    $expect.compare(det_sin(-9.313225746154785e-10 /* f64#3e10000000000000 */), "==", -9.313225746154785e-10 /* f64#3e10000000000000 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:54");
    $expect.compare(det_cos(9.313225746154785e-10 /* f64#3e10000000000000 */), "==", 1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:55");
  });

  it("at the rounded pi/2 and pi: sin = 1, cos = pi/2 - PIO2_HI, sin(pi) = pi - PI_HI [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_sin(DET_PIO2_HI), "==", 1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:58");
    $expect.compare(det_cos(DET_PIO2_HI), "==", 6.123233995736766e-17 /* f64#3c91a62633145c07 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:59");
    $expect.compare(det_sin(DET_PI_HI), "==", 1.2246467991473532e-16 /* f64#3ca1a62633145c07 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:60");
    $expect.compare(det_sin(-DET_PI_HI), "==", -1.2246467991473532e-16 /* f64#3ca1a62633145c07 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:61");
    $expect.compare(det_cos(DET_PI_HI), "==", -1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:62");
  });

  it("the edge of the Cody-Waite range: sin(2^20) and sin(2^20 + 1), on either side [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_sin(1048576), "==", 0.3304931400217347 /* f64#3fd526ccb2fc8656 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:65");
    $expect.compare(det_sin(1048577), "==", 0.9727535843134413 /* f64#3fef20cc1ff62d21 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:66");
  });

  it("Payne-Hanek: sin(1e22), cos(1e22), cos(2^1023) [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_sin(1e+22), "==", -0.8522008497671888 /* f64#bfeb453ab76bf397 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:69");
    $expect.compare(det_cos(1e+22), "==", 0.523214785395139 /* f64#3fe0be2cef01c8f4 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:70");
    $expect.compare(det_cos(8.98846567431158e+307 /* f64#7fe0000000000000 */), "==", -0.826369834614148 /* f64#bfea719f26c232bf */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:71");
  });

  it("the double closest to a multiple of pi/2, 6381956970095103 * 2^797: cos = -4.687e-19 [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_cos(5.319372648326541e+255 /* f64#7506ac5b262ca1ff */), "==", -4.687165924254628e-19 /* f64#bc214ae72e6ba22f */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:74");
    $expect.compare(det_sin(5.319372648326541e+255 /* f64#7506ac5b262ca1ff */), "==", 1, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:75");
  });

  it("sin and cos of +-inf and NaN are NaN [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_sin(DET_INF), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:78");
    $expect.compare(det_sin(-DET_INF), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:79");
    $expect.compare(det_cos(-DET_INF), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:80");
    $expect.compare(det_sin(DET_NAN), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:81");
    $expect.compare(det_cos(DET_NAN), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:82");
  });
});

describe("asin and acos: the impact solver and the angular speed (003 L615, 000 L806)", () => {
  it("asin(+-0) = +-0, asin(+-1) = +-pi/2 rounded, asin(1/2) = pi/6 rounded [000:L806]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_asin(0), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:88");
    $expect.compare(det_asin(-0), "==", -0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:89");
    $expect.compare(det_asin(1), "==", DET_PIO2_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:90");
    $expect.compare(det_asin(-1), "==", -DET_PIO2_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:91");
    $expect.compare(det_asin(0.5), "==", 0.5235987755982989 /* f64#3fe0c152382d7366 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:92");
    $expect.compare(det_asin(-0.5), "==", -0.5235987755982989 /* f64#3fe0c152382d7366 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:93");
  });

  it("acos(1) = +0, acos(-1) = pi, acos(+-0) = pi/2, acos(1/2) = pi/3, acos(-1/2) = 2pi/3 rounded [003:L615]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_acos(1), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:96");
    $expect.compare(det_acos(-1), "==", DET_PI_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:97");
    $expect.compare(det_acos(0), "==", DET_PIO2_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:98");
    $expect.compare(det_acos(-0), "==", DET_PIO2_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:99");
    $expect.compare(det_acos(0.5), "==", 1.0471975511965979 /* f64#3ff0c152382d7366 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:100");
    $expect.compare(det_acos(-0.5), "==", 2.0943951023931957 /* f64#4000c152382d7366 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:101");
  });

  it("acos next to 1 keeps its relative precision: acos(1 - 2^-53) = 2^-26 [003:L615]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_acos(0.9999999999999999 /* f64#3fefffffffffffff */), "==", 1.4901161193847656e-8 /* f64#3e50000000000000 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:104");
  });

  it("|x| > 1 and NaN give NaN [003:L615]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_asin(1.0000000000000002 /* f64#3ff0000000000001 */), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:107");
    $expect.compare(det_asin(-1.5), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:108");
    $expect.compare(det_acos(-1.0000000000000002 /* f64#bff0000000000001 */), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:109");
    $expect.compare(det_acos(DET_INF), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:110");
    $expect.compare(det_asin(DET_NAN), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:111");
    $expect.compare(det_acos(DET_NAN), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:112");
  });
});

describe("atan2: angle extraction for the poses (000 L4040), C99 Annex F special values", () => {
  it("the axes and the signed zeros [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_atan2(0, 1), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:118");
    $expect.compare(det_atan2(-0, 1), "==", -0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:119");
    $expect.compare(det_atan2(0, -1), "==", DET_PI_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:120");
    $expect.compare(det_atan2(-0, -1), "==", -DET_PI_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:121");
    $expect.compare(det_atan2(0, 0), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:122");
    $expect.compare(det_atan2(-0, 0), "==", -0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:123");
    $expect.compare(det_atan2(0, -0), "==", DET_PI_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:124");
    $expect.compare(det_atan2(-0, -0), "==", -DET_PI_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:125");
    $expect.compare(det_atan2(2, 0), "==", DET_PIO2_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:126");
    $expect.compare(det_atan2(-2, -0), "==", -DET_PIO2_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:127");
  });

  it("infinities [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_atan2(DET_INF, DET_INF), "==", 0.7853981633974483 /* f64#3fe921fb54442d18 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:130");
    $expect.compare(det_atan2(-DET_INF, -DET_INF), "==", -2.356194490192345 /* f64#c002d97c7f3321d2 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:131");
    $expect.compare(det_atan2(DET_INF, -3), "==", DET_PIO2_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:132");
    $expect.compare(det_atan2(5, DET_INF), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:133");
    $expect.compare(det_atan2(-5, DET_INF), "==", -0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:134");
    $expect.compare(det_atan2(-5, -DET_INF), "==", -DET_PI_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:135");
  });

  it("the diagonals and a 3-4-5 triangle: atan2(1, 1) = pi/4, atan2(-1, -1) = -3pi/4, atan2(3, 4) rounded [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_atan2(1, 1), "==", 0.7853981633974483 /* f64#3fe921fb54442d18 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:138");
    $expect.compare(det_atan2(-1, -1), "==", -2.356194490192345 /* f64#c002d97c7f3321d2 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:139");
    $expect.compare(det_atan2(3, 4), "==", 0.6435011087932844 /* f64#3fe4978fa3269ee1 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:140");
    $expect.compare(det_atan2(1e+300, 1e+300), "==", 0.7853981633974483 /* f64#3fe921fb54442d18 */, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:141");
  });

  it("extreme ratios: atan2(1e-300, 1e300) underflows to +0, atan2(1e300, 1e-300) = pi/2 [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_atan2(1e-300, 1e+300), "==", 0, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:144");
    $expect.compare(det_atan2(1e+300, 1e-300), "==", DET_PIO2_HI, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:145");
  });

  it("NaN in either argument gives NaN [000:L4040]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(det_atan2(DET_NAN, 1), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:148");
    $expect.compare(det_atan2(1, DET_NAN), "==", DET_NAN, "f64", mode, "spec/ivp/math/tests/transcendental_tests.spec:149");
  });
});
