// Lowering goldens: each tiny spec in lower/ generates exactly its .ts.golden (the engine module,
// then its test file and its precision-report rows when it has them), in the style of Cranelift's
// precise-output filetests. They pin integer wraps, vector ABI and scratch, interface slots with
// memory, the test emitter and the rounding counts. Refresh with `npm run golden:refresh`.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOWER_DIR, lowerCases, lowerGolden } from "./golden.js";

describe("lowering goldens", () => {
  for (const c of lowerCases()) {
    it(c, () => {
      expect(lowerGolden(c)).toBe(readFileSync(join(LOWER_DIR, c.replace(/\.spec$/, ".ts.golden")), "utf8"));
    });
  }
});
