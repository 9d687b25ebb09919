// Golden emitter output: each snippet in golden/emit generates exactly its .ts.golden. These pin
// where Math.fround appears under each float model, the layout accessors and the record helpers.
// Refresh with `npm run golden:refresh` and review the diff.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EMIT_DIR, emitGolden, emitCases } from "./golden.js";

describe("golden emitter output", () => {
  for (const c of emitCases()) {
    it(c, () => {
      expect(emitGolden(c)).toBe(readFileSync(join(EMIT_DIR, c.replace(/\.spec$/, ".ts.golden")), "utf8"));
    });
  }
});
