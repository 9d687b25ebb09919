// The intrinsics are declared once (check/intrinsics.ts) and lowered by one row each
// (emit/intrinsics.ts): the two tables must name the same intrinsics.
import { describe, expect, it } from "vitest";
import { INTRINSICS } from "../check/intrinsics.js";
import { LOWER_INTRINSIC } from "../emit/intrinsics.js";

describe("intrinsic tables", () => {
  it("the declared set and the lowering rows have the same keys", () => {
    expect(Object.keys(LOWER_INTRINSIC).sort()).toEqual(Object.keys(INTRINSICS).sort());
    for (const [k, v] of Object.entries(INTRINSICS)) expect(v.name).toBe(k);
  });
});
