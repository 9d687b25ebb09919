// Shared by the golden error test and its refresh command: compile one snippet and render the
// located errors it produces as text.
import { readFileSync, readdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { compile, generate, readInventoryIds, SpecErrors } from "../pipeline.js";
import { dumpProgram } from "../ir/dump.js";

export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), "golden", "errors");
export const IDS = readInventoryIds(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "spec"));

export function goldenCases(): string[] {
  return readdirSync(GOLDEN_DIR)
    .filter((f) => f.endsWith(".spec"))
    .sort();
}

export function renderErrors(file: string): string {
  const text = readFileSync(join(GOLDEN_DIR, file), "utf8");
  try {
    compile([{ path: `golden/${file}`, text, displayPath: `generator/test/golden/errors/${file}` }], IDS);
    return "(no error)\n";
  } catch (e) {
    if (e instanceof SpecErrors) return e.errors.map((x) => x.message).join("\n\n") + "\n";
    return `(crash) ${(e as Error).stack}\n`;
  }
}

export const EMIT_DIR = join(dirname(fileURLToPath(import.meta.url)), "golden", "emit");

export function emitCases(): string[] {
  return readdirSync(EMIT_DIR)
    .filter((f) => f.endsWith(".spec"))
    .sort();
}

/** The generated engine module of one golden snippet. */
export function emitGolden(file: string): string {
  const text = readFileSync(join(EMIT_DIR, file), "utf8");
  const g = generate([{ path: `golden/${file}`, text }], IDS);
  return g.files.get(`generated/golden/${file.replace(/\.spec$/, ".generated.ts")}`)!;
}

export const LOWER_DIR = join(dirname(fileURLToPath(import.meta.url)), "lower");

export function lowerCases(): string[] {
  return readdirSync(LOWER_DIR)
    .filter((f) => f.endsWith(".spec"))
    .sort();
}

/** A lowering golden: the engine module, its test file and its precision rows, as one text. */
export function lowerGolden(file: string): string {
  const text = readFileSync(join(LOWER_DIR, file), "utf8");
  const g = generate([{ path: `lower/${file}`, text }], IDS);
  const base = file.replace(/\.spec$/, "");
  const parts = [g.files.get(`generated/lower/${base}.generated.ts`) ?? ""];
  const tests = g.files.get(`conformance/generated/lower/${base}.test.ts`);
  if (tests) parts.push(`// ---- conformance/generated/lower/${base}.test.ts\n${tests}`);
  const rows = g.rows.map((r) => `${r.function}: f32 ${r.f32Rounds}, f64 ${r.f64Rounds}, ext→f64 ${r.extLowerings}`).join("\n");
  parts.push(`// ---- precision rows\n${rows}\n`);
  return parts.join("\n");
}

export const IR_DIR = join(dirname(fileURLToPath(import.meta.url)), "ir");

export function irCases(): string[] {
  return readdirSync(IR_DIR)
    .filter((f) => f.endsWith(".spec"))
    .sort();
}

/** The IR dump of one snippet: types, precisions and the convert nodes. */
export function irGolden(file: string): string {
  const text = readFileSync(join(IR_DIR, file), "utf8");
  return dumpProgram(compile([{ path: `ir/${file}`, text }], IDS));
}
