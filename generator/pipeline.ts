// The whole generator as one function: spec files in, generated files out (as a path → text map).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { join, relative, sep } from "node:path";
import { parseSpecCached, warmCache } from "./parse/cache.js";
import { check } from "./check/checker.js";
import { analyse } from "./analyse/index.js";
import { Diagnostics, relocate, SpecError } from "./errors.js";
import { emitModule } from "./emit/engine-module.js";
import { declaresCode } from "./emit/file.js";
import { emitTests } from "./emit/test-file.js";
import { precisionJson, precisionMarkdown, precisionRows, type PrecisionRow } from "./report/precision.js";
import { precisionHtml, type MeasuredReport } from "./report/measured.js";
import type { Counters } from "./emit/counters.js";
import type { ModuleFile } from "./parse/ast.js";
import type { Program } from "./ir/program.js";
import type { Backend } from "./emit/rounding.js";

export interface SpecInput {
  path: string; // relative to spec/, with forward slashes
  text: string;
  /** The path errors name (relative to the project root); `spec/<path>` when not given. */
  displayPath?: string;
}

export interface Generated {
  files: Map<string, string>;
  program: Program;
  rows: PrecisionRow[];
  tests: { cases: number; expectedFailures: number; files: number };
}

/** Errors named by the paths a reader opens (SpecInput.displayPath, else spec/<path>). */
function displayOf(inputs: { path: string; displayPath?: string }[]): (p: string) => string {
  const shown = new Map(inputs.map((i) => [i.path, i.displayPath ?? `spec/${i.path}`]));
  return (p) => shown.get(p) ?? `spec/${p}`;
}

function located(errors: SpecError[], inputs: { path: string; displayPath?: string }[]): SpecError[] {
  const display = displayOf(inputs);
  return errors.map((e) => relocate(e, display));
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
  return new Set(
    readFileSync(p, "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#")),
  );
}

/** Checks already-parsed files (their ASTs are annotated in place: pass fresh ones). */
export function checkParsed(files: ModuleFile[], inventoryIds?: ReadonlySet<string>): Program {
  const sources = new Map(files.map((f) => [f.path, f.source]));
  const diags = new Diagnostics(sources, displayOf(files));
  const program = check(files, diags, { inventoryIds });
  if (diags.errors.length) throw new SpecErrors(located(diags.errors, files));
  analyse(program);
  return program;
}

/** Milliseconds spent in each phase of a run (filled in when passed to compile/generate). */
export interface Timings {
  parse: number;
  check: number;
  emitEngine: number;
  emitTests: number;
  report: number;
}

/** @public (used by scripts/bench-generator.ts through a child process) */
export function newTimings(): Timings {
  return { parse: 0, check: 0, emitEngine: 0, emitTests: 0, report: 0 };
}

/** Parses and checks; throws SpecErrors with every located error. */
export function compile(inputs: SpecInput[], inventoryIds?: ReadonlySet<string>, timings?: Timings): Program {
  let t = performance.now();
  const files: ModuleFile[] = [];
  const errors: SpecError[] = [];
  const sources = new Map<string, string>();
  warmCache(inputs);
  for (const inp of inputs) {
    sources.set(inp.path, inp.text);
    try {
      files.push(parseSpecCached(inp.path, inp.text));
    } catch (e) {
      if (e instanceof SpecError) errors.push(e);
      else throw e;
    }
  }
  if (errors.length) throw new SpecErrors(located(errors, inputs));
  if (timings) timings.parse += performance.now() - t;
  t = performance.now();
  const diags = new Diagnostics(sources, displayOf(inputs));
  const program = check(files, diags, { inventoryIds });
  if (diags.errors.length) throw new SpecErrors(located(diags.errors, inputs));
  analyse(program);
  if (timings) timings.check += performance.now() - t;
  return program;
}

export function generate(
  inputs: SpecInput[],
  inventoryIds?: ReadonlySet<string>,
  timings?: Timings,
  opts: { checked?: boolean; backend?: (where: string) => Backend; measured?: MeasuredReport } = {},
): Generated {
  const program = compile(inputs, inventoryIds, timings);
  const files = new Map<string, string>();
  const counters = new Map<string, Counters>();
  let cases = 0;
  let xfails = 0;
  let testFiles = 0;
  for (const mod of program.modules) {
    let t0 = performance.now();
    if (declaresCode(mod)) {
      // the checked build checks engine and example code; tests and fixtures feed bad input on purpose
      const m = emitModule(program, mod, { checked: opts.checked === true && mod.kind !== "fixture", backend: opts.backend });
      files.set(m.path, m.text);
      for (const [k, v] of m.fnCounters) counters.set(k, v);
    }
    if (timings) timings.emitEngine += performance.now() - t0;
    t0 = performance.now();
    const t = emitTests(program, mod, { backend: opts.backend });
    if (timings) timings.emitTests += performance.now() - t0;
    if (t) {
      files.set(t.path, t.text);
      cases += t.cases;
      xfails += t.expectedFailures;
      testFiles++;
    }
  }
  // the engine's entry: every engine module (not the test fixtures, not the examples), re-exported
  // (spec names are globally unique)
  const exportsIndex = program.modules
    .filter((m) => m.kind === "engine" && declaresCode(m))
    .map((m) => `export * from "./${m.file.path.replace(/\.spec$/, ".generated.js")}";`)
    .sort()
    .join("\n");
  files.set("generated/index.ts", `// GENERATED FILE: do not edit. Every generated engine module; run \`npm run generate\` to refresh.\n${exportsIndex}\n`);
  const t1 = performance.now();
  const rows = precisionRows(program, counters);
  files.set("reports/precision.md", precisionMarkdown(rows, opts.measured));
  files.set("reports/precision.json", precisionJson(rows, opts.measured));
  files.set("reports/precision.html", precisionHtml(rows, opts.measured));
  if (timings) timings.report += performance.now() - t1;
  return { files, program, rows, tests: { cases, expectedFailures: xfails, files: testFiles } };
}

/** The folders the generator owns: everything in them is generated output. */
export const OUTPUT_DIRS = ["generated", "conformance/generated", "scenes/generated"];
/**
 * Single files the generator owns in folders it shares: in reports/ it writes only the precision
 * report, so other tools (the benchmarks' reports/bench.*) may write beside it.
 */
export const OUTPUT_FILES = ["reports/precision.md", "reports/precision.json", "reports/precision.html"];
