// The parse cache (generator/parse/cache.ts) must be invisible: an AST read back from the cache's
// JSON form equals a fresh parse, including the values plain JSON would lose (bigint literals, −0,
// non-finite floats), so a cached regeneration writes the same bytes as a cold one.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSpec } from "../parse/build-ast.js";
import { astFromJson, astToJson, parseSpecCached } from "../parse/cache.js";

const ROOT = join(import.meta.dirname, "..", "..");

describe("parse cache", () => {
  for (const rel of ["ivp/space/ov_tree.spec", "ps2/unit10_human.spec", "ivp/geometry/hull.spec", "ps2/tests/unit11_kernels_tests.spec"]) {
    it(`a cached AST equals a fresh parse: spec/${rel}`, () => {
      const text = readFileSync(join(ROOT, "spec", rel), "utf8");
      const fresh = parseSpec(rel, text);
      expect(astFromJson(astToJson(fresh))).toEqual(fresh);
      // and through the cache itself, twice (the second read comes from disk)
      expect(parseSpecCached(rel, text)).toEqual(fresh);
      expect(parseSpecCached(rel, text)).toEqual(fresh);
    });
  }

  it("keeps what JSON would lose: bigint literals, −0, NaN and ±∞", () => {
    const tricky = { kind: "x", a: 12345678901234567890n, b: -0, c: NaN, d: Infinity, e: -Infinity, f: [1, -0] } as unknown as Parameters<typeof astToJson>[0];
    const back = astFromJson(astToJson(tricky)) as unknown as Record<string, unknown>;
    expect(back.a).toBe(12345678901234567890n);
    expect(Object.is(back.b, -0)).toBe(true);
    expect(Number.isNaN(back.c)).toBe(true);
    expect(back.d).toBe(Infinity);
    expect(back.e).toBe(-Infinity);
    expect(Object.is((back.f as number[])[1], -0)).toBe(true);
  });
});
