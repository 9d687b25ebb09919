// `npm run check` must fail, with a readable diff and the command that fixes it, when a spec file
// was edited without regenerating; and pass on the committed project.
import { describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generate, readInventoryIds, readSpecDir, OUTPUT_DIRS, ownsOutput } from "../pipeline.js";
import { checkProject, writeOutputs } from "../outputs.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

function copyProject(): string {
  const tmp = mkdtempSync(join(tmpdir(), "check-test-"));
  for (const d of ["spec", ...OUTPUT_DIRS]) cpSync(join(ROOT, d), join(tmp, d), { recursive: true });
  return tmp;
}

const regen = (root: string) => generate(readSpecDir(join(root, "spec")), readInventoryIds(join(root, "spec")));

describe("npm run check", () => {
  it("passes on the committed project", () => {
    const r = checkProject(ROOT, regen(ROOT));
    expect(r.stale).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it("fails with a diff when a spec file is edited without regenerating", () => {
    const tmp = copyProject();
    try {
      const file = join(tmp, "spec", "ps2", "unit03_contacts.spec");
      const text = readFileSync(file, "utf8").replaceAll("f32#3f7ae148", "f32#3f7ae147");
      writeFileSync(file, text);
      const r = checkProject(tmp, regen(tmp));
      expect(r.ok).toBe(false);
      expect(r.stale).toContain("generated/ps2/unit03_contacts.generated.ts");
      expect(r.message).toMatch(/--- committed\/generated\/ps2\/unit03_contacts\.generated\.ts/);
      expect(r.message).toMatch(/\n\+.*f32#3f7ae147/);
      expect(r.message).toContain("Fix: run `npm run generate`");
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("owns only the precision report in reports/: a benchmark report there is neither stale nor removed", () => {
    expect(ownsOutput("reports/precision.md")).toBe(true);
    expect(ownsOutput("reports/bench.md")).toBe(false);
    expect(ownsOutput("generated/ps2/world.generated.ts")).toBe(true);
    const tmp = copyProject();
    try {
      writeFileSync(join(tmp, "reports", "bench-test.md"), "not the generator's\n");
      const g = regen(tmp);
      expect(checkProject(tmp, g).stale).toEqual([]);
      writeOutputs(g, tmp);
      expect(existsSync(join(tmp, "reports", "bench-test.md"))).toBe(true);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
