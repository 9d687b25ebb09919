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

describe("printed output is already formatted", () => {
  // the emitters skip ts-morph's formatter (generator/emit/module.ts finishText): running it must
  // change nothing, on the golden snippets and on a sample of the real spec's engine and test files
  it("the formatter changes no generated file", async () => {
    const { compile, readSpecDir, readInventoryIds } = await import("../pipeline.js");
    const { emitModule } = await import("../emit/engine-module.js");
    const { emitTests } = await import("../emit/test-file.js");
    const root = join(EMIT_DIR, "..", "..", "..", "..", "spec");
    const p = compile(readSpecDir(root), readInventoryIds(root));
    for (const mod of p.modules.filter((_, i) => i % 8 === 0)) {
      expect(emitModule(p, mod, { format: true }).text).toBe(emitModule(p, mod).text);
      const t = emitTests(p, mod);
      if (t) expect(emitTests(p, mod, { format: true })!.text).toBe(t.text);
    }
  });
});
