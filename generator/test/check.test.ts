// `npm run check` must fail, with a readable diff and the command that fixes it, when a spec file
// was edited without regenerating; and pass on the committed project.
import { describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generate, readInventoryIds, readSpecDir, OUTPUT_DIRS, OUTPUT_FILES } from "../pipeline.js";
import { checkProject, writeOutputs } from "../outputs.js";
import { readMeasured } from "../report/measured.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

function copyProject(): string {
  const tmp = mkdtempSync(join(tmpdir(), "check-test-"));
  for (const d of ["spec", "reports", ...OUTPUT_DIRS]) cpSync(join(ROOT, d), join(tmp, d), { recursive: true });
  return tmp;
}

const regen = (root: string) => generate(readSpecDir(join(root, "spec")), readInventoryIds(join(root, "spec")), undefined, { measured: readMeasured(root) });
let rootOutput: ReturnType<typeof regen> | undefined;
/** The committed project's output, generated once for the tests that compare against it. */
const regenRoot = () => (rootOutput ??= regen(ROOT));

describe("npm run check", () => {
  it("passes on the committed project", () => {
    const r = checkProject(ROOT, regenRoot());
    expect(r.stale).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it("owns only its own files in reports/: another tool's report there is not stale", () => {
    const tmp = copyProject();
    try {
      writeFileSync(join(tmp, "reports", "bench.md"), "# written by another tool\n");
      // the copy's spec is the project's own, so the project's output stands for it
      const r = checkProject(tmp, regenRoot());
      expect(r.stale).toEqual([]);
      expect(r.ok).toBe(true);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
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
    expect(OUTPUT_FILES).toContain("reports/precision.md");
    expect(OUTPUT_FILES).not.toContain("reports/bench.md");
    expect(OUTPUT_DIRS).not.toContain("reports");
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
