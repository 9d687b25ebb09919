// Shared by the golden error test and its refresh command: compile one snippet and render the
// located errors it produces as text.
import { readFileSync, readdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { compile, readInventoryIds, SpecErrors } from "../pipeline.js";

export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), "golden", "errors");
const IDS = readInventoryIds(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "spec"));

export function goldenCases(): string[] {
  return readdirSync(GOLDEN_DIR).filter((f) => f.endsWith(".spec")).sort();
}

export function renderErrors(file: string): string {
  const text = readFileSync(join(GOLDEN_DIR, file), "utf8");
  try {
    compile([{ path: `golden/${file}`, text }], IDS);
    return "(no error)\n";
  } catch (e) {
    if (e instanceof SpecErrors) return e.errors.map((x) => x.message).join("\n\n") + "\n";
    return `(crash) ${(e as Error).stack}\n`;
  }
}
