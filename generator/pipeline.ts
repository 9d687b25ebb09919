// The whole generator as one function: spec files in, generated files out (as a path → text map).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parseSpecCached as parseSpec } from "./parse/cache.js";
import { check } from "./check/checker.js";
import { Diagnostics, SpecError } from "./errors.js";
import { emitModule } from "./emit/module.js";
import { emitTests } from "./conformance/emit-tests.js";
import { precisionJson, precisionMarkdown, precisionRows, type PrecisionRow } from "./report/precision.js";
import type { Counters } from "./emit/counters.js";
import type { ModuleFile } from "./parse/ast.js";
import type { Program } from "./check/program.js";

export interface SpecInput {
  path: string; // relative to spec/, with forward slashes
  text: string;
}

export interface Generated {
  files: Map<string, string>;
  program: Program;
  rows: PrecisionRow[];
  tests: { cases: number; expectedFailures: number; files: number };
}

export class SpecErrors extends Error {
  constructor(readonly errors: SpecError[]) {
    super(errors.map((e) => e.message).join("\n\n"));
    this.name = "SpecErrors";
  }
}

export function readSpecDir(root: string): SpecInput[] {
  const out: SpecInput[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = join(dir, name.name);
      if (name.isDirectory()) walk(p);
      else if (name.name.endsWith(".spec")) out.push({ path: relative(root, p).split(sep).join("/"), text: readFileSync(p, "utf8") });
    }
  };
  walk(root);
  return out;
}

export function readInventoryIds(root: string): Set<string> | undefined {
  const p = join(root, "inventory-ids.txt");
  if (!existsSync(p)) return undefined;
  return new Set(readFileSync(p, "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#")));
}

/** Checks already-parsed files (their ASTs are annotated in place: pass fresh ones). */
export function checkParsed(files: ModuleFile[], inventoryIds?: ReadonlySet<string>): Program {
  const sources = new Map(files.map((f) => [f.path, f.source]));
  const diags = new Diagnostics(sources);
  const program = check(files, diags, { inventoryIds });
  if (diags.errors.length) throw new SpecErrors(diags.errors);
  return program;
}

/** Parses and checks; throws SpecErrors with every located error. */
export function compile(inputs: SpecInput[], inventoryIds?: ReadonlySet<string>): Program {
  const files: ModuleFile[] = [];
  const errors: SpecError[] = [];
  const sources = new Map<string, string>();
  for (const inp of inputs) {
    sources.set(inp.path, inp.text);
    try {
      files.push(parseSpec(inp.path, inp.text));
    } catch (e) {
      if (e instanceof SpecError) errors.push(e);
      else throw e;
    }
  }
  if (errors.length) throw new SpecErrors(errors);
  const diags = new Diagnostics(sources);
  const program = check(files, diags, { inventoryIds });
  if (diags.errors.length) throw new SpecErrors(diags.errors);
  return program;
}

export function generate(inputs: SpecInput[], inventoryIds?: ReadonlySet<string>): Generated {
  const program = compile(inputs, inventoryIds);
  const files = new Map<string, string>();
  const counters = new Map<string, Counters>();
  let cases = 0;
  let xfails = 0;
  let testFiles = 0;
  for (const mod of program.modules) {
    const m = emitModule(program, mod);
    files.set(m.path, m.text);
    for (const [k, v] of m.fnCounters) counters.set(k, v);
    const t = emitTests(program, mod);
    if (t) {
      files.set(t.path, t.text);
      cases += t.cases;
      xfails += t.expectedFailures;
      testFiles++;
    }
  }
  // the engine's entry: every generated module, re-exported (spec names are globally unique)
  const exportsIndex = program.modules
    .map((m) => `export * from "./${m.file.path.replace(/\.spec$/, ".generated.js")}";`)
    .sort()
    .join("\n");
  files.set("generated/index.ts", `// GENERATED FILE: do not edit. Every generated engine module; run \`npm run generate\` to refresh.\n${exportsIndex}\n`);
  const rows = precisionRows(program, counters);
  files.set("reports/precision.md", precisionMarkdown(rows));
  files.set("reports/precision.json", precisionJson(rows));
  return { files, program, rows, tests: { cases, expectedFailures: xfails, files: testFiles } };
}

/** The folders the generator writes into. */
export const OUTPUT_DIRS = ["generated", "conformance/generated", "reports"];

/** Whether the generator owns a file of its output folders (a path relative to the project):
 *  everything in `generated/` and `conformance/generated/`, and in `reports/` only the precision
 *  report (`reports/bench.*` is written by `npm run bench`). */
export function ownsOutput(rel: string): boolean {
  return !rel.startsWith("reports/") || /^reports\/precision\.[a-z]+$/.test(rel);
}
