// GENERATED FILE: do not edit. Conformance tests of module ivp.math.invsqrt from spec/ivp/math/invsqrt.spec (sha256 b157e1d15d67f996).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { f64FromWords, hi32, lo32 } from "../../../../runtime/index.js";
import { invsqrt4, invsqrt5, invsqrt_seed, invsqrt_step } from "../../../../generated/ivp/math/invsqrt.generated.js";

describe("000 §0.1: the seed and the Newton step", () => {
  it("the seed of 1.0 is exactly 1.0 (hi' = ((0x7ff00000 - 0x3ff00000) >> 1) + 0x1ff00000) [000:L25]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(invsqrt_seed(1), "==", 1, "f64", mode, "spec/ivp/math/invsqrt.spec:49");
    $expect.compare(hi32(invsqrt_seed(1)), "==", 0x3ff00000, "u32", mode, "spec/ivp/math/invsqrt.spec:50");
  });

  it("the seed of 4.0 is exactly 0.5, a fixed point of the Newton step [000:L25]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(invsqrt_seed(4), "==", 0.5, "f64", mode, "spec/ivp/math/invsqrt.spec:53");
    const y: number = invsqrt_step(4, 0.5);
    $expect.compare(y, "==", 0.5, "f64", mode, "spec/ivp/math/invsqrt.spec:55");
    $expect.compare(invsqrt5(4), "==", 0.5, "f64", mode, "spec/ivp/math/invsqrt.spec:56");
  });

  it("the seed's low word is 0 and the shift is arithmetic (a tiny argument gives a huge seed) [000:L25]", () => {
    const mode = { "kind": "exact" } as const;
    const s: number = invsqrt_seed(f64FromWords(0x00100000, 0));
    $expect.compare(lo32(s), "==", 0, "u32", mode, "spec/ivp/math/invsqrt.spec:60");
    $expect.compare(hi32(s), "==", 0x5fe00000, "u32", mode, "spec/ivp/math/invsqrt.spec:61");
  });

  it("invsqrt4 rounds its argument to f32 first [000:L26]", () => {
    const mode = { "kind": "exact" } as const;
    // 1 + 2^-30 is not an f32: the 4-step root of its f32 rounding (1.0) is returned
    const x: number = Math.fround(1.0000000009313226);
    $expect.compare(invsqrt4(x), "==", invsqrt4(1), "f64", mode, "spec/ivp/math/invsqrt.spec:66");
  });
});
