// The committed form of the measurement, reports/precision-measured.json (written by run.ts, read
// by the generator's precision report): per function the figures of the issue (inputs tried, worst
// and mean ulp difference of f64 results, the fraction of f32-stored results that differ, an
// example input for the worst case), the operations found responsible (alone, or as a set by the
// greedy restore), and the
// invariant; per scene the drift. Only deterministic figures: no timings.
import { canVary, type Measurement } from "./measure.js";
import type { FnStats } from "./stats.js";
import type { MeasuredFunction, MeasuredReport, MeasuredScene } from "../../generator/report/measured.js";

export type { MeasuredReport, MeasuredScene };

/** More than this fraction of the inputs changing an f32-stored result flags the function. */
export const FLAG_FRACTION = 0.01;

function fnRecord(
  s: FnStats,
  extOps: number,
  fingerprint: string | undefined,
  varies: boolean,
  unfinished: number,
  copy: "shared" | "partial" | "deep",
): MeasuredFunction {
  const sites = Object.entries(s.sites)
    .sort((a, b) => b[1].responsible - a[1].responsible || (a[0] < b[0] ? -1 : 1))
    .slice(0, 5)
    .map(([site, c]) => ({ site, inputs: c.responsible, bisection: c.bisection }));
  const sets = Object.entries(s.sets)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 5)
    .map(([key, inputs]) => ({ sites: key.split(" & "), inputs }));
  const f32Fraction = s.inputs ? s.f32Inputs / s.inputs : 0;
  return {
    extOps,
    ...(fingerprint ? { fingerprint } : {}),
    calls: s.calls,
    inputs: s.inputs,
    recorded: s.recorded,
    perturbed: s.perturbed,
    random: s.random,
    rejected: s.rejected,
    diverged: s.diverged,
    varies,
    capped: s.capped,
    ...(s.cappedInputs ? { cappedInputs: s.cappedInputs } : {}),
    ...(s.overBound ? { overBound: s.overBound, overBoundExample: `${s.overBoundExample!.input} (${s.overBoundExample!.from})` } : {}),
    ...(s.attributionOverBound ? { attributionOverBound: s.attributionOverBound } : {}),
    ...(unfinished ? { unfinished } : {}),
    workPerInput: s.inputs + s.rejected ? Math.round(s.work / (s.inputs + s.rejected)) : 0,
    f64Results: s.f64,
    f64Differ: s.f64Differ,
    f64WorstUlp: s.f64WorstUlp,
    f64MeanUlp: s.f64 ? s.f64SumUlp / s.f64 : 0,
    f64WorstRelative: s.f64WorstScaled,
    f32Results: s.f32 + s.memWords,
    f32Differ: s.f32Differ + s.memDiffer,
    f32WorstUlp: s.f32WorstUlp,
    f32Inputs: s.f32Inputs,
    f32InputFraction: f32Fraction,
    intsDiffer: s.intsDiffer,
    anyInputs: s.anyInputs,
    flagged: f32Fraction > FLAG_FRACTION,
    responsible: sites,
    sets,
    unexplained: s.unexplained,
    bisected: s.bisected,
    worstF64: s.f64Worst ? { ulp: s.f64Worst.value, input: s.f64Worst.input, from: s.f64Worst.from } : undefined,
    worstF32: s.f32Worst ? { results: s.f32Worst.value, input: s.f32Worst.input, from: s.f32Worst.from } : undefined,
    ...(s.rejectedExample ? { rejectedExample: `${s.rejectedExample.input}: ${s.rejectedExample.from}` } : {}),
    divergedExample: s.divergedExample ? `${s.divergedExample.input} (${s.divergedExample.from})` : undefined,
    invariantChecked: s.invariantChecked,
    invariantFailed: s.invariantFailed,
    invariantExample: s.invariantExample ? `${s.invariantExample.input} (${s.invariantExample.from})` : undefined,
    ...(copy === "shared" ? { shared: true, sharedChecked: s.sharedChecked, sharedFailed: s.sharedFailed } : {}),
    ...(copy === "partial" ? { partial: true, sharedChecked: s.sharedChecked, sharedFailed: s.sharedFailed } : {}),
    ...(s.sharedExample ? { sharedExample: `${s.sharedExample.input} (${s.sharedExample.from})` } : {}),
  };
}

/** How a function's runs get their arguments: shared, copies of what it may write, or a deep copy (writes.ts). */
function copyOf(m: Measurement, name: string): "shared" | "partial" | "deep" {
  const d = m.desc.fns[name];
  if (!d) return "deep";
  return !d.writes ? "shared" : d.copies ? "partial" : "deep";
}

/** The functions' part of the committed file, sorted by name. */
export function measuredFile(m: Measurement): Record<string, MeasuredFunction> {
  const out: Record<string, MeasuredFunction> = {};
  for (const name of Object.keys(m.stats).sort())
    out[name] = fnRecord(
      m.stats[name],
      m.desc.fns[name]?.extOps ?? 0,
      m.desc.fns[name]?.fingerprint,
      m.desc.fns[name] ? canVary(m.desc, name) : false,
      m.unfinished[name] ?? 0,
      copyOf(m, name),
    );
  return out;
}

/** The previous figures with `fresh` put in, sorted by name; figures of functions no longer measured (gone, or without ext operations now) dropped. */
export function mergeFunctions(
  previous: MeasuredReport["functions"],
  fresh: MeasuredReport["functions"],
  live: ReadonlySet<string>,
): MeasuredReport["functions"] {
  const all = { ...previous, ...fresh };
  return Object.fromEntries(
    Object.keys(all)
      .filter((n) => live.has(n))
      .sort()
      .map((n) => [n, all[n]]),
  );
}
