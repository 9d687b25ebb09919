// IR goldens: each snippet in ir/ dumps (generator/ir/dump.ts) exactly its .ir.golden: the types,
// the precision each operation is computed in and the convert nodes, which are the precision
// decisions. Refresh with `npm run golden:refresh`.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { IR_DIR, irCases, irGolden, IDS } from "./golden.js";
import { compile } from "../pipeline.js";
import { fnFingerprints } from "../ir/dump.js";

describe("IR goldens", () => {
  for (const c of irCases()) {
    it(c, () => {
      expect(irGolden(c)).toBe(readFileSync(join(IR_DIR, c.replace(/\.spec$/, ".ir.golden")), "utf8"));
    });
  }
});

describe("function fingerprints (what the measured precision figures are kept against)", () => {
  const spec = (callee: string, pad: string) => `module ir.prints "fingerprints";
float x87;
${pad}
/// the callee
@design("fingerprint test")
fn inner(a: f64) -> f64 {
  return ${callee};
}

/// calls inner
@design("fingerprint test")
fn outer(a: f64) -> f32 {
  return inner(a) + 1.0;
}

/// calls nothing
@design("fingerprint test")
fn alone(a: f64) -> f64 {
  return a * 3.0;
}
`;
  const prints = (callee: string, pad = "") => fnFingerprints(compile([{ path: "ir/prints.spec", text: spec(callee, pad) }], IDS));

  it("keeps a fingerprint when only lines and comments move, and changes it when a callee's operation changes", () => {
    const base = prints("a * 2.0");
    expect(prints("a * 2.0", "\n\n// a comment that moves every line\n")).toEqual(base);
    const changed = prints("a / 2.0");
    expect(changed.get("inner")).not.toBe(base.get("inner"));
    expect(changed.get("outer")).not.toBe(base.get("outer"));
    expect(changed.get("alone")).toBe(base.get("alone"));
  });
});
