// Lowering goldens: each tiny spec in lower/ generates exactly its .ts.golden (the engine module,
// then its test file and its precision-report rows when it has them), in the style of Cranelift's
// precise-output filetests. They pin integer wraps, vector ABI and scratch, interface slots with
// memory, the test emitter and the rounding counts. Refresh with `npm run golden:refresh`.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { LOWER_DIR, lowerCases, lowerGolden } from "./golden.js";

describe("lowering goldens", () => {
  for (const c of lowerCases()) {
    it(c, () => {
      const text = lowerGolden(c);
      expect(text).toBe(readFileSync(join(LOWER_DIR, c.replace(/\.spec$/, ".ts.golden")), "utf8"));
      // and the output is TypeScript without a syntax error (a doc string that ends its comment early is one)
      const code = text.slice(0, text.indexOf("// ---- precision rows"));
      const syntax = ts.transpileModule(code, { reportDiagnostics: true }).diagnostics ?? [];
      expect(syntax.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
    });
  }
});
