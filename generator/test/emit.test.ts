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

describe("engine modules printed without a source file", () => {
  // emit/print.ts prints the declarations with ts-morph's writer, as its structure printers do;
  // inserting the same structures into a ts-morph source file must give the same text (up to the
  // file's final newline), on a sample of modules that uses every structure kind the emitters make
  it("the printer prints what SourceFile.addStatements prints", async () => {
    const { compile, readSpecDir, readInventoryIds } = await import("../pipeline.js");
    const { emitModule } = await import("../emit/engine-module.js");
    const root = join(EMIT_DIR, "..", "..", "..", "..", "spec");
    const p = compile(readSpecDir(root), readInventoryIds(root));
    const sample = p.modules.filter((m, i) => i % 8 === 0 || m.ifaces.length > 0 || m.layouts.length > 0 || m.impls.length > 0);
    const kinds = new Set(
      sample.flatMap((m) => [
        m.ifaces.length > 0 && "interface",
        m.layouts.length > 0 && "layout",
        m.impls.length > 0 && "impl",
        m.consts.length > 0 && "const",
        m.structs.length > 0 && "struct",
        m.fns.length > 0 && "fn",
      ]),
    );
    expect([...kinds].filter(Boolean).sort()).toEqual(["const", "fn", "impl", "interface", "layout", "struct"]);
    for (const mod of sample) expect(emitModule(p, mod).text, mod.file.path).toBe(emitModule(p, mod, { tsMorph: true }).text);
  });
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
