// The chunked parse (generator/parse/split.ts, D-PARSE-1) must be invisible: for every spec file it
// gives the AST one whole-file match gives (spans, docs, every item), and a file whose chunks do not
// all match falls back to the whole-file match, so its syntax error reads as before.
import { describe, expect, it } from "vitest";
import { parseChunked, parseSpec, parseWhole } from "../parse/build-ast.js";
import { chunkStarts } from "../parse/split.js";
import { readSpecDir } from "../pipeline.js";
import { SpecError } from "../errors.js";
import { join } from "node:path";

const inputs = readSpecDir(join(import.meta.dirname, "..", "..", "spec"));

describe("chunked parse", () => {
  it("splits the spec at most declarations", () => {
    const items = inputs.reduce((n, i) => n + parseSpec(i.path, i.text).items.length, 0);
    const chunks = inputs.reduce((n, i) => n + chunkStarts(i.text).length + 1, 0);
    // one chunk per declaration or a few more declarations per chunk, never one chunk per file
    expect(chunks).toBeGreaterThan(items / 2);
  });

  for (const i of inputs) {
    it(`equals the whole-file match: spec/${i.path}`, () => {
      const chunked = parseChunked(i.path, i.text);
      expect(chunked).toBeDefined();
      expect(chunked).toEqual(parseWhole(i.path, i.text));
    });
  }

  it("falls back to the whole-file match for a chunk that does not match, and reports as before", () => {
    const text = 'module m.x "x";\n\nfn a() {\n  let x = 1;\n}\n\nfn b() {\n  let y = ;\n}\n\nconst C: i32 = 1;\n';
    expect(chunkStarts(text).length).toBe(3);
    expect(parseChunked("m/x.spec", text)).toBeUndefined();
    const whole = (() => {
      try {
        parseWhole("m/x.spec", text);
      } catch (e) {
        return e;
      }
    })();
    expect(whole).toBeInstanceOf(SpecError);
    expect(() => parseSpec("m/x.spec", text)).toThrow((whole as SpecError).message);
    expect((whole as SpecError).message).toMatch(/m\/x\.spec:8:\d+/);
  });

  it("splits before a declaration's docs and annotations, never inside them or after a quad comment", () => {
    const text = 'module m.x "x";\n\nconst A: i32 = 1;\n/// doc;\n@unit(X01)\nfn f() {\n}\n//// quad\nfn g() {\n}\n';
    const starts = chunkStarts(text).map((s) => text.slice(s, text.indexOf("\n", s)));
    expect(starts).toEqual(["const A: i32 = 1;", "/// doc;", "fn g() {"]);
  });
});
