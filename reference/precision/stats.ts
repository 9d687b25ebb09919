// The per-function figures of the measurement, as the probe accumulates them in each test file and
// as run.ts merges them (sums and maxima: the merge does not depend on the order of the files).
import type { Diff } from "./values.js";

/** An input shown in the report: its arguments, where the call came from and how it was made. */
export interface Example {
  value: number;
  input: string;
  from: string;
}

export interface SiteCount {
  /** Inputs this operation explains: lowering it alone (every other operation exact) changes an f32-stored result. */
  responsible: number;
  /** Of those, how many the bisection's candidate explained (the rest: found by lowering one operation at a time). */
  bisection: number;
}

export interface FnStats {
  /** Calls of the function the workload made (pass 1). */
  calls: number;
  /** Inputs run under both backends (recorded calls and their variations). */
  inputs: number;
  recorded: number;
  perturbed: number;
  random: number;
  /** Inputs both backends refused (a spec assertion): not counted as compared. */
  rejected: number;
  /** A refused input and the assertion that refused it (the exact run's message). */
  rejectedExample?: Example;
  /** Inputs on which one backend asserted and the other did not. */
  diverged: number;
  divergedExample?: Example;
  f64: number;
  f64Differ: number;
  f64WorstUlp: number;
  f64SumUlp: number;
  f64WorstScaled: number;
  f64Worst?: Example;
  f32: number;
  f32Differ: number;
  f32WorstUlp: number;
  /** Inputs with at least one f32-stored result (or layout-memory word, where every float is f32) that differs. */
  f32Inputs: number;
  f32Worst?: Example;
  ints: number;
  intsDiffer: number;
  intInputs: number;
  memWords: number;
  memDiffer: number;
  /** Inputs on which any result differs. */
  anyInputs: number;
  /** Inputs with an f32-stored difference that were attributed (bounded per test file). */
  bisected: number;
  sites: Record<string, SiteCount>;
  /**
   * Inputs no single operation explains, by the set the greedy restore named (keys: the sites
   * joined by " & ", in the order they ran): every operation lowered, then restored to exact one at
   * a time, the one that removes most f32-stored differences first, until none is left.
   */
  sets: Record<string, number>;
  /** Inputs neither one operation nor the greedy restore (within its bound) explained. */
  unexplained: number;
  /** The invariant: the reference engine with every site lowered against the default engine, bit for bit. */
  invariantChecked: number;
  invariantFailed: number;
  invariantExample?: Example;
  /** Inputs of a function whose runs share its arguments (writes.ts) on which the runs were checked to leave them unchanged, and how many did not. */
  sharedChecked: number;
  sharedFailed: number;
  sharedExample?: Example;
  /** Sampled calls left unmeasured because the function's work bound was reached (in its test file). */
  capped: number;
  /** Variations of a measured call left unmeasured because the work bound was reached during them (D-X87-14). */
  cappedInputs: number;
  /** Inputs stopped by the per-input work bound (probe.ts INPUT_WORK, D-X87-14): not compared. */
  overBound: number;
  overBoundExample?: Example;
  /** Compared inputs whose attribution the per-input work bound stopped. */
  attributionOverBound: number;
  /** The work the measurement spent on it (probe.ts `work()`: BigInt operations and ext operations, deterministic). */
  work: number;
  /** Milliseconds the measurement spent on the function (shown in the log, left out of the committed figures). */
  ms: number;
  /** Of which in exact runs. */
  msExact: number;
}

export function newStats(): FnStats {
  return {
    calls: 0,
    inputs: 0,
    recorded: 0,
    perturbed: 0,
    random: 0,
    rejected: 0,
    diverged: 0,
    f64: 0,
    f64Differ: 0,
    f64WorstUlp: 0,
    f64SumUlp: 0,
    f64WorstScaled: 0,
    f32: 0,
    f32Differ: 0,
    f32WorstUlp: 0,
    f32Inputs: 0,
    ints: 0,
    intsDiffer: 0,
    intInputs: 0,
    memWords: 0,
    memDiffer: 0,
    anyInputs: 0,
    bisected: 0,
    sites: {},
    sets: {},
    unexplained: 0,
    invariantChecked: 0,
    invariantFailed: 0,
    sharedChecked: 0,
    sharedFailed: 0,
    capped: 0,
    cappedInputs: 0,
    overBound: 0,
    attributionOverBound: 0,
    work: 0,
    ms: 0,
    msExact: 0,
  };
}

const better = (a: Example | undefined, b: Example | undefined): Example | undefined => {
  if (!a) return b;
  if (!b) return a;
  if (b.value !== a.value) return b.value > a.value ? b : a;
  // equal effects: the earlier in a fixed order, so the merge is order-free
  return `${b.from}|${b.input}` < `${a.from}|${a.input}` ? b : a;
};

/** Adds one compared input. */
export function addDiff(s: FnStats, d: Diff, ex: () => { input: string; from: string }): void {
  s.inputs++;
  s.f64 += d.f64;
  s.f64Differ += d.f64Differ;
  s.f64SumUlp += d.f64SumUlp;
  s.f32 += d.f32;
  s.f32Differ += d.f32Differ;
  s.ints += d.ints;
  s.intsDiffer += d.intsDiffer;
  s.memWords += d.memWords;
  s.memDiffer += d.memDiffer;
  if (d.f64WorstScaled > s.f64WorstScaled) s.f64WorstScaled = d.f64WorstScaled;
  if (d.f32WorstUlp > s.f32WorstUlp) s.f32WorstUlp = d.f32WorstUlp;
  if (d.f32Differ + d.memDiffer > 0) s.f32Inputs++;
  if (d.intsDiffer > 0) s.intInputs++;
  if (d.f64Differ + d.f32Differ + d.intsDiffer + d.memDiffer > 0) s.anyInputs++;
  if (d.f64WorstUlp > 0 && (!s.f64Worst || d.f64WorstUlp >= s.f64Worst.value)) s.f64Worst = better(s.f64Worst, { value: d.f64WorstUlp, ...ex() });
  if (d.f64WorstUlp > s.f64WorstUlp) s.f64WorstUlp = d.f64WorstUlp;
  const f32Effect = d.f32Differ + d.memDiffer;
  if (f32Effect > 0 && (!s.f32Worst || f32Effect >= s.f32Worst.value)) s.f32Worst = better(s.f32Worst, { value: f32Effect, ...ex() });
}

/** Merges the figures of one test file into the total. */
export function mergeStats(into: FnStats, s: FnStats): void {
  const sum = [
    "calls",
    "inputs",
    "recorded",
    "perturbed",
    "random",
    "rejected",
    "diverged",
    "f64",
    "f64Differ",
    "f64SumUlp",
    "f32",
    "f32Differ",
    "f32Inputs",
    "ints",
    "intsDiffer",
    "intInputs",
    "memWords",
    "memDiffer",
    "anyInputs",
    "bisected",
    "unexplained",
    "invariantChecked",
    "invariantFailed",
    "sharedChecked",
    "sharedFailed",
    "capped",
    "cappedInputs",
    "overBound",
    "attributionOverBound",
    "work",
    "ms",
    "msExact",
  ] as const;
  for (const k of sum) into[k] += s[k];
  for (const k of ["f64WorstUlp", "f64WorstScaled", "f32WorstUlp"] as const) into[k] = Math.max(into[k], s[k]);
  into.f64Worst = better(into.f64Worst, s.f64Worst);
  into.f32Worst = better(into.f32Worst, s.f32Worst);
  into.divergedExample = better(into.divergedExample, s.divergedExample);
  into.rejectedExample = better(into.rejectedExample, s.rejectedExample);
  into.invariantExample = better(into.invariantExample, s.invariantExample);
  into.sharedExample = better(into.sharedExample, s.sharedExample);
  into.overBoundExample = better(into.overBoundExample, s.overBoundExample);
  for (const [k, v] of Object.entries(s.sites)) {
    const t = (into.sites[k] ??= { responsible: 0, bisection: 0 });
    t.responsible += v.responsible;
    t.bisection += v.bisection;
  }
  for (const [k, v] of Object.entries(s.sets)) into.sets[k] = (into.sets[k] ?? 0) + v;
}
