// IR goldens: each snippet in ir/ dumps (generator/ir/dump.ts) exactly its .ir.golden: the types,
// the precision each operation is computed in and the convert nodes, which are the precision
// decisions. Refresh with `npm run golden:refresh`.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { IR_DIR, irCases, irGolden } from "./golden.js";

describe("IR goldens", () => {
  for (const c of irCases()) {
    it(c, () => {
      expect(irGolden(c)).toBe(readFileSync(join(IR_DIR, c.replace(/\.spec$/, ".ir.golden")), "utf8"));
    });
  }
});
