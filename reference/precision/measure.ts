// The per-function measurement (issue 17 item 3), as a library for `npm run precision` (run.ts)
// and the bounded test: the reference engine's conformance suite is run twice through vitest with
// the probe (probe.ts) as a setup file, once to count each function's calls and its arguments'
// ranges, once to measure a seeded sample of the calls and their variations.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeProgram, type ProgramDesc } from "./describe.js";
import { mergeStats, newStats, type FnStats } from "./stats.js";
import type { FnPlan, PassOutput, Plan } from "./probe.js";
import type { SlotRange } from "./values.js";
import { perturbable } from "./values.js";
import { DRAW_RULES } from "./draws.js";
import type { Generated } from "../../generator/pipeline.js";
import { lineIndex } from "../../generator/errors.js";

/**
 * The work bound of `npm run precision` and the bounded test: BigInt operations (deterministic, not
 * time) per input aimed at, on average over a function's inputs. A function whose inputs cost more
 * gets fewer inputs, and the report says so (D-X87-10).
 */
export const WORK_PER_INPUT = 250;

/**
 * The work one input may take (D-X87-14): its exact, lowered and default runs and its attribution
 * together, in the same units; an input that passes it is stopped where it is (the backend throws)
 * and counted as over the bound, not compared. 1,000 times the average: whole-scene functions
 * (`seam_run`, ~90,000 per input) fit, a run that loops on a drawn input does not.
 */
export const INPUT_WORK = 250_000;

/**
 * How far a function whose inputs cost more than WORK_PER_INPUT may go past the average to reach its
 * budget of inputs (D-X87-15): its work allowance is WORK_SCALE times budget × WORK_PER_INPUT. The
 * plan still aims at the budget of inputs, so a function at or below the average stops there and
 * uses no more than before; only the expensive ones use the extra, up to WORK_SCALE × the average
 * per input. A bound on the run as a whole: at most (WORK_SCALE − 1) × budget × WORK_PER_INPUT more
 * per expensive function, deterministic (no timing decides what is measured).
 */
export const WORK_SCALE = 256;

export interface MeasureOptions {
  /** The reference build (reference/x87/build.ts). */
  build: string;
  /** The measurement's working folder (default: the build's precision/, whose count pass `--reuse-counts` reuses). */
  dir?: string;
  root: string;
  /** Inputs per function. */
  budget: number;
  /** Bisections per function and test file. */
  bisect: number;
  /** Work per function (BigInt operations, split over the test files by their calls). */
  work: number;
  /** The allowance's factor for functions whose inputs cost more than average (default 1: `work` as given; `npm run precision`: WORK_SCALE). */
  workScale?: number;
  /** The per-input work bound (default INPUT_WORK). */
  inputWork?: number;
  /** Inputs checked against the default engine per function and test file. */
  invariant: number;
  seed: number;
  /** Only these functions (default: every function with ext operations). */
  fns?: string[];
  /** Only these test files (paths relative to the build, as vitest filters them). */
  files?: string[];
  /** Calls per function from an earlier count (skips the count pass; ranges then come from `ranges`). */
  counts?: Record<string, number>;
  ranges?: Record<string, (SlotRange | null)[]>;
  perFile?: Record<string, Record<string, number>>;
  /** Take the calls and ranges from the build's last count pass (the same build and suite) instead of counting again. */
  reuseCounts?: boolean;
  /** Collect what an interrupted measure pass left (the files it finished) instead of measuring. */
  collect?: boolean;
  /**
   * Measure only the test files an interrupted measure pass did not finish, keeping the outputs of
   * those it did (the same plan: each file's figures are what a single run gives).
   */
  resume?: boolean;
  log?: (s: string) => void;
}

export interface Measurement {
  desc: ProgramDesc;
  counts: Record<string, number>;
  perFile: Record<string, Record<string, number>>;
  ranges: Record<string, (SlotRange | null)[]>;
  stats: Record<string, FnStats>;
  /** Test files with calls of measured functions, and how many of them the measure pass finished. */
  files: { counted: number; measured: number };
  /** Per function, its calls in test files the measure pass did not finish (an interrupted run collected with --collect). */
  unfinished: Record<string, number>;
  /**
   * Test files whose calls of some function differ between the passes (the measurement changed the
   * workload it samples: its runs must leave the workload's state as they found it), with the
   * first such function: empty when the measure pass saw the calls the count pass counted.
   */
  workloadChanged: { file: string; fn: string; counted: number; measured: number }[];
  /** Seconds of each pass. */
  seconds: { count: number; measure: number };
}

/** Whether inputs beyond the suite's own calls can be drawn for the function: a float argument to vary, layout memory, or a draw rule (draws.ts). */
export function canVary(desc: ProgramDesc, name: string): boolean {
  return name in DRAW_RULES || desc.fns[name].slots.some((s) => s.ty.k === "mem" || perturbable(s, desc.structs));
}

/** The description of the default generation's program (functions with ext operations). */
export function describeGenerated(g: Generated): ProgramDesc {
  const ext = new Map(g.rows.map((r) => [r.function, r.extLowerings]));
  const lines = new Map(g.program.modules.map((m) => [m, lineIndex(m.file.source)]));
  return describeProgram(g.program, ext, (fn) => lines.get(fn.module)!(fn.decl.nameSpan.start));
}

function vitestPass(o: MeasureOptions, dir: string, pass: "count" | "measure", counted: string[] = []): PassOutput[] {
  if (pass === "count" && o.reuseCounts && existsSync(join(dir, pass))) return passOutputs(join(dir, pass));
  if (pass === "measure" && o.collect) return passOutputs(join(dir, pass));
  let files = o.files ?? [];
  if (pass === "measure" && o.resume && existsSync(join(dir, pass))) {
    const done = new Set(passOutputs(join(dir, pass)).map((p) => p.file));
    files = counted.filter((f) => !done.has(f) && (!o.files || o.files.includes(f)));
    if (files.length === 0) return passOutputs(join(dir, pass));
  } else rmSync(join(dir, pass), { recursive: true, force: true });
  const config = join(o.build, "vitest.precision.config.ts");
  // the IVP and glue suites: the PS2 side has no ext (f32 throughout); two workers on a 2-core machine
  writeFileSync(
    config,
    `// The measurement's runs of the conformance suite on the reference engine (reference/precision/).\n` +
      `export default { test: { include: ["conformance/generated/ivp/**/*.test.ts", "conformance/generated/glue/**/*.test.ts"], setupFiles: ["./reference/x87/setup.ts", "./reference/precision/probe.ts"], testTimeout: 3600000, hookTimeout: 600000, pool: "forks", maxWorkers: 2 } };\n`,
  );
  const r = spawnSync("npx", ["vitest", "run", "--root", o.build, "--config", config, "--reporter=dot", ...files], {
    cwd: o.build,
    env: { ...process.env, X87_MODE: "lowered", PRECISION_DIR: dir, PRECISION_PASS: pass },
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  // a failing conformance case is the suite's business (npm test); the measurement needs the files' outputs
  const outDir = join(dir, pass);
  if (!existsSync(outDir)) throw new Error(`precision: the ${pass} pass wrote nothing (vitest exit ${r.status}):\n${(r.stdout + r.stderr).slice(-4000)}`);
  return passOutputs(outDir);
}

function passOutputs(outDir: string): PassOutput[] {
  return readdirSync(outDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(outDir, f), "utf8")) as PassOutput);
}

function mergeRange(a: SlotRange | null, b: SlotRange | null): SlotRange | null {
  if (!a) return b;
  if (!b) return a;
  if (a.hi === 0) return b;
  if (b.hi === 0) return a;
  return { lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi), neg: a.neg || b.neg, pos: a.pos || b.pos };
}

export function measure(o: MeasureOptions, desc: ProgramDesc): Measurement {
  const log = o.log ?? (() => {});
  const dir = o.dir ?? join(o.build, "precision");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "description.json"), JSON.stringify(desc));
  const names = (o.fns ?? Object.keys(desc.fns)).filter((n) => desc.fns[n]).sort();

  let counts = o.counts;
  let ranges = o.ranges;
  let perFile: Record<string, Record<string, number>> | undefined = o.perFile;
  let t0 = performance.now();
  if (!counts || !ranges) {
    log("precision: counting the calls (the conformance suite on the reference engine, lowered)");
    counts = {};
    ranges = {};
    perFile = {};
    for (const p of vitestPass(o, dir, "count")) {
      for (const [n, c] of Object.entries(p.counts)) (perFile[n] ??= {})[p.file] = c;
      for (const [n, c] of Object.entries(p.counts)) counts[n] = (counts[n] ?? 0) + c;
      for (const [n, r] of Object.entries(p.ranges)) ranges[n] = ranges[n] ? ranges[n].map((x, i) => mergeRange(x, r[i])) : r;
    }
  }
  const tCount = (performance.now() - t0) / 1000;

  const fns: Record<string, FnPlan> = {};
  for (const n of names) {
    const calls = counts[n] ?? 0;
    if (calls === 0) continue;
    const variants = canVary(desc, n) ? Math.max(4, Math.ceil(o.budget / calls)) : 1;
    const q = Math.min(1, o.budget / (calls * variants));
    const work: Record<string, number> = {};
    for (const [file, c] of Object.entries(perFile?.[n] ?? {})) work[file] = Math.ceil((o.work * (o.workScale ?? 1) * c) / calls);
    fns[n] = { q, variants, ranges: ranges[n] ?? desc.fns[n].slots.map(() => null), bisect: o.bisect, invariant: o.invariant, work };
  }
  const plan: Plan = { seed: o.seed, root: o.root, inputWork: o.inputWork ?? INPUT_WORK, fns };
  writeFileSync(join(dir, "plan.json"), JSON.stringify(plan));
  t0 = performance.now();
  log(`precision: measuring ${Object.keys(fns).length} functions (${o.budget} inputs each)`);
  const stats: Record<string, FnStats> = {};
  const counted = new Set(Object.values(perFile ?? {}).flatMap((f) => Object.keys(f)));
  const measured = vitestPass(o, dir, "measure", [...counted].sort());
  for (const p of measured) {
    for (const [n, s] of Object.entries(p.stats)) mergeStats((stats[n] ??= newStats()), s);
  }
  for (const n of Object.keys(fns)) {
    stats[n] ??= newStats();
    stats[n].calls = counts[n] ?? 0;
  }
  const finished = new Set(measured.map((p) => p.file));
  // the measure pass must see the workload the count pass counted, call for call
  const workloadChanged: Measurement["workloadChanged"] = [];
  for (const p of measured) {
    const names = new Set([...Object.keys(p.counts), ...Object.keys(perFile ?? {}).filter((n) => perFile![n][p.file] !== undefined)]);
    const fn = [...names].sort().find((n) => (p.counts[n] ?? 0) !== (perFile?.[n]?.[p.file] ?? 0));
    if (fn !== undefined) workloadChanged.push({ file: p.file, fn, counted: perFile?.[fn]?.[p.file] ?? 0, measured: p.counts[fn] ?? 0 });
  }
  for (const w of workloadChanged)
    log(`precision: the measurement changed the workload of ${w.file}: ${w.fn} called ${w.measured} times, counted ${w.counted}`);
  const unfinished: Record<string, number> = {};
  for (const n of Object.keys(fns)) {
    const left = Object.entries(perFile?.[n] ?? {}).reduce((sum, [file, c]) => sum + (finished.has(file) ? 0 : c), 0);
    if (left > 0) unfinished[n] = left;
  }
  return {
    desc,
    counts,
    perFile: perFile ?? {},
    unfinished,
    ranges,
    stats,
    files: { counted: counted.size, measured: measured.filter((p) => counted.has(p.file)).length },
    workloadChanged,
    seconds: { count: tCount, measure: (performance.now() - t0) / 1000 },
  };
}
