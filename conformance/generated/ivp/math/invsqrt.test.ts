// GENERATED FILE: do not edit. Conformance tests of module ivp.math.invsqrt from spec/ivp/math/invsqrt.spec (sha256 1ae7b908fe1d541f).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { invsqrt4 } from "../../../../generated/ivp/math/invsqrt.generated.js";

describe("000 §0.1: measured relative error of the inverse square roots", () => {
  it("invsqrt4: relative error about 8e-15 after 4 Newton steps [000:L27]", () => {
    const x: number = 2;
    const r: number = invsqrt4(x);
    $expect.compare(r, "==", 0.7071067811865476, "f64", { "kind": "abs", "bound": 8e-15, "text": "8e-15" }, "spec/ivp/math/invsqrt.spec:51");
  });
});
