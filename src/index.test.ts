// The entry point exports the runtime and every generated module.
import { describe, expect, it } from "vitest";
import * as engine from "./index.js";

describe("package entry point", () => {
  it("exports runtime and engine names from every document", () => {
    for (const name of ["Memory", "StateHasher", "invsqrt4", "triangle_ledge", "qlen_kk", "min_list_add", "ov_place", "PhysicsVec_Bounce", "PhysicsShape_GetBounds", "PhysicsBody_Sweep"]) {
      expect(typeof (engine as Record<string, unknown>)[name], name).toBe("function");
    }
  });
});
