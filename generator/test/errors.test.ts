// Golden error messages: each snippet in golden/errors must produce exactly its .expected text:
// file:line:col, the line with a caret, and what was expected. Refresh with `npm run golden:refresh`.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GOLDEN_DIR, goldenCases, renderErrors } from "./golden.js";

describe("golden spec errors", () => {
  const cases = goldenCases();
  it("has at least 15 distinct error cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
    const firstLines = new Set(
      cases.map((c) =>
        renderErrors(c)
          .split("\n")[0]
          .replace(/^[^:]+:\d+:\d+: /, ""),
      ),
    );
    expect(firstLines.size).toBe(cases.length);
  });
  for (const c of cases) {
    it(c.replace(/\.spec$/, ""), () => {
      const actual = renderErrors(c);
      expect(actual).not.toMatch(/^\(no error\)|^\(crash\)/);
      expect(actual).toMatch(/^generator\/test\/golden\/errors\/[\w.-]+\.spec:\d+:\d+: .+\n\d+ \| .*\n\s+\| \s*\^+/);
      expect(actual).toBe(readFileSync(join(GOLDEN_DIR, c.replace(/\.spec$/, ".expected")), "utf8"));
    });
  }
});

describe("the unclosed-brace finder", () => {
  it("finds no unclosed brace in any real spec file (so it never replaces a real syntax error)", async () => {
    const { readSpecDir } = await import("../pipeline.js");
    const { unclosedBrace } = await import("../parse/syntax-errors.js");
    const root = join(GOLDEN_DIR, "..", "..", "..", "..", "spec");
    const found = readSpecDir(root)
      .filter((f) => unclosedBrace(f.text) !== undefined)
      .map((f) => f.path);
    expect(found).toEqual([]);
  });
});

describe("the line table", () => {
  it("gives lineCol's line for every offset of a file", async () => {
    const { lineCol, lineIndex } = await import("../errors.js");
    const text = readFileSync(join(GOLDEN_DIR, "33-unclosed-brace.spec"), "utf8") + "\n\nlast";
    const line = lineIndex(text);
    for (let i = 0; i <= text.length; i++) expect(line(i)).toBe(lineCol(text, i).line);
  });
});
