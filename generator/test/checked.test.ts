// The checked build (npm run test:checked): the same spec emitted with checks names the spec line
// of a read past a list's end and of a non-finite store into a record, where the normal build
// silently reads undefined (then NaN) and stores NaN.
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generate } from "../pipeline.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const spec = `module golden.checked "the checked build";
float sse;

/// A record.
struct Acc {
  sum: f64,
}

/// The i-th element plus one.
@design("a checked-build test")
fn Pick(xs: f64[], i: i32) -> f64 {
  return xs[i] + 1.0;
}

/// Adds v to the record's sum.
@design("a checked-build test")
fn AddTo(a: Acc, v: f64) {
  a.sum = a.sum + v;
}
`;

async function load(checked: boolean): Promise<Record<string, (...args: unknown[]) => unknown> & { Acc: new () => { sum: number } }> {
  const g = generate([{ path: "golden/checked.spec", text: spec }], undefined, undefined, { checked });
  const out = join(ROOT, "node_modules", ".cache", `lockstep-checked-test-${checked ? "on" : "off"}`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, "generated", "golden"), { recursive: true });
  if (!existsSync(join(out, "runtime"))) symlinkSync(join(ROOT, "runtime"), join(out, "runtime"));
  const file = join(out, "generated", "golden", "checked.generated.ts");
  writeFileSync(file, g.files.get("generated/golden/checked.generated.ts")!);
  return import(pathToFileURL(file).href);
}

describe("the checked build", () => {
  it("names the spec line of a read past a list's end and of a NaN stored into a record", async () => {
    const m = await load(true);
    expect(m.Pick([1, 2], 1)).toBe(3);
    expect(() => m.Pick([1, 2], 2)).toThrow("spec/golden/checked.spec:12: index 2 outside [0, 2)");
    const a = new m.Acc();
    m.AddTo(a, 2);
    expect(a.sum).toBe(2);
    expect(() => m.AddTo(a, NaN)).toThrow("spec/golden/checked.spec:18: storing NaN into a float field");
  });

  it("leaves the normal build unchecked (the same reads give NaN silently)", async () => {
    const m = await load(false);
    expect(m.Pick([1, 2], 2)).toBeNaN();
  });
});
