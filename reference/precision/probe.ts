// The measurement's probe: a vitest setup file for the conformance suite run on the reference
// engine (reference/precision/run.ts starts the runs). The suite runs with every ext operation
// lowered, i.e. as the default engine runs it; every function with ext operations calls `$x.probe`
// first, and the probe sees the call's arguments:
//
// - pass "count": counts the calls and the range of each float argument;
// - pass "measure": for an evenly spaced sample of the calls (plan.json says how many, so that
//   each function gets at least its budget of inputs), runs the call from copies of its arguments exactly and
//   lowered, and its variations (the float arguments perturbed by 1 ± 2^-k, or drawn log-uniform
//   from the range seen), compares what they produced, checks the lowered run against the default
//   engine bit for bit, and for an input whose f32-stored results differ finds the operation
//   responsible (`attribute`: the bisection, then lowering one operation at a time) or, when no
//   single operation explains it, the set the greedy restore names.
//
// Each test file's figures go to one JSON file in $PRECISION_DIR/<pass>/, merged by run.ts.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { $x, WorkBoundReached, type Probe, type Site } from "../x87/backend.js";
import { Prng } from "../../runtime/prng.js";
import type { FnDesc, ProgramDesc } from "./describe.js";
import {
  compareRuns,
  deepClone,
  firstChange,
  memoryReads,
  perturbable,
  runArgs,
  sameRuns,
  showArgs,
  vary,
  varyArgs,
  widen,
  type RunResult,
  type SlotRange,
} from "./values.js";
import { addDiff, newStats, type FnStats } from "./stats.js";
import { DRAW_RULES } from "./draws.js";

/** How the measure pass treats one function (written by run.ts from the count pass). */
export interface FnPlan {
  /** The fraction of the calls sampled (evenly: call k of a test file when ⌈(k+1)q⌉ > ⌈kq⌉, so ⌈n·q⌉ of its n calls). */
  q: number;
  /** Inputs per sampled call: the call itself, then its variations (perturbed and random in turn). */
  variants: number;
  /** The seen range of each argument (by slot). */
  ranges: (SlotRange | null)[];
  /** Bisections per test file at most. */
  bisect: number;
  /** Inputs per test file checked against the default engine (the invariant). */
  invariant: number;
  /** The work allowed per test file (`work()`: BigInt operations and ext operations, deterministic): later calls are not measured. */
  work: Record<string, number>;
}

export interface Plan {
  seed: number;
  /** The project root (the default engine is imported from there for the invariant). */
  root: string;
  /** The per-input work bound (measure.ts INPUT_WORK): an input whose runs pass it is stopped and counted (`overBound`), not compared. */
  inputWork: number;
  fns: Record<string, FnPlan>;
}

/** What one test file's run of a pass leaves. */
export interface PassOutput {
  file: string;
  /** Calls per function in this file. */
  counts: Record<string, number>;
  ranges: Record<string, (SlotRange | null)[]>;
  stats: Record<string, FnStats>;
  /** PRECISION_AB=1 only: per function whose runs share the arguments, milliseconds spent measuring the same inputs with a deep copy per run and shared. */
  ab?: Record<string, { deep: number; shared: number; inputs: number }>;
}

const AB = process.env.PRECISION_AB === "1";
const abStats = new Map<string, { deep: FnStats; shared: FnStats }>();
const DIR = process.env.PRECISION_DIR ?? "";
const PASS = (process.env.PRECISION_PASS ?? "count") as "count" | "measure";
const desc = JSON.parse(readFileSync(join(DIR, "description.json"), "utf8")) as ProgramDesc;
const plan = PASS === "measure" ? (JSON.parse(readFileSync(join(DIR, "plan.json"), "utf8")) as Plan) : undefined;

const out: PassOutput = { file: "", counts: {}, ranges: {}, stats: {} };
const callIndex = new Map<string, number>();
const defaults = new Map<string, (...a: unknown[]) => unknown>();
let current = "(module load)";

type AnyFn = (...a: unknown[]) => unknown;

function hash01(...parts: (string | number)[]): number {
  const h = createHash("sha256").update(parts.join("\0")).digest();
  return h.readUInt32LE(0) / 4294967296;
}

function run(fn: AnyFn, args: unknown[], mode: "exact" | "lowered" | "default", trace?: Set<Site>): RunResult {
  const saved = $x.lowerAll;
  $x.lowerAll = mode !== "exact";
  if (trace) $x.trace = trace;
  try {
    const ret = fn(...args);
    return { ok: true, ret, args };
  } catch (e) {
    // the per-input work bound ends the input, not only this run
    if (e instanceof WorkBoundReached) throw e;
    return { ok: false, args, error: e instanceof Error ? e.message.slice(0, 200) : String(e) };
  } finally {
    $x.lowerAll = saved;
    $x.trace = null;
  }
}

/** The run with exactly these sites lowered (every other operation exact). */
function runLowering(d: FnDesc, fn: AnyFn, input: unknown[], lowered: ReadonlySet<Site>): RunResult {
  const touched = [...lowered];
  for (const s of touched) s.lowered = true;
  try {
    return run(fn, runArgs(input, d), "exact");
  } finally {
    for (const s of touched) s.lowered = false;
  }
}

function siteKey(s: Site): string {
  return `${s.file}:${s.line}:${s.col} ${s.op} ${s.text}`;
}

/** The greedy restore's bound: at most this many operations restored. */
const GREEDY_STEPS = 8;

/**
 * What explains an f32-stored difference of this input (D-X87-10), over the sites in the order the
 * exact run first met them:
 * 1. the bisection: the shortest prefix whose lowering changes an f32-stored result ends at a
 *    candidate; when lowering the candidate alone changes it, that operation is responsible;
 * 2. else one operation at a time: the first site whose lowering alone changes it;
 * 3. else no single operation explains it, and the greedy restore names the set: from every site
 *    lowered, restore exact the one whose restoring leaves fewest f32-stored differences (ties: the
 *    earliest), and again, until none is left (at most GREEDY_STEPS; a step that removes none
 *    leaves the input unexplained).
 */
function attribute(d: FnDesc, fn: AnyFn, input: unknown[], exact: RunResult, order: Site[], st: FnStats): void {
  // f32-stored results and layout-memory words that differ from the exact run (a run that asserts: every one)
  const differences = (r: RunResult): number => {
    if (!r.ok) return Infinity;
    const x = compareRuns(exact, r, d.slots, d.result, input, desc.structs);
    return x.f32Differ + x.memDiffer;
  };
  const changes = (lowered: Site[]): boolean => differences(runLowering(d, fn, input, new Set(lowered))) > 0;
  if (order.length === 0 || !changes(order)) return;
  st.bisected++;
  const single = (s: Site, byBisection: boolean): void => {
    const c = (st.sites[siteKey(s)] ??= { responsible: 0, bisection: 0 });
    c.responsible++;
    if (byBisection) c.bisection++;
  };
  let lo = 0;
  let hi = order.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (changes(order.slice(0, mid))) hi = mid;
    else lo = mid;
  }
  const candidate = order[hi - 1];
  if (changes([candidate])) return single(candidate, true);
  for (const s of order) if (s !== candidate && changes([s])) return single(s, false);
  const lowered = new Set(order);
  const restored: Site[] = [];
  let left = differences(runLowering(d, fn, input, lowered));
  while (left > 0 && restored.length < GREEDY_STEPS) {
    let best: Site | undefined;
    let bestLeft = left;
    for (const s of order) {
      if (!lowered.has(s)) continue;
      lowered.delete(s);
      const n = differences(runLowering(d, fn, input, lowered));
      lowered.add(s);
      if (n < bestLeft) {
        best = s;
        bestLeft = n;
      }
    }
    if (best === undefined) break;
    lowered.delete(best);
    restored.push(best);
    left = bestLeft;
  }
  if (left > 0) {
    st.unexplained++;
    return;
  }
  const key = restored
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map(siteKey)
    .join(" & ");
  st.sets[key] = (st.sets[key] ?? 0) + 1;
}

/**
 * One sampled call's inputs: the call itself, then `variants` − 1 variations, plus what the file's
 * earlier calls owe; `makeUp` > 0: only that many variations of a call measured before (the end of
 * the file's make-up, D-X87-16).
 */
function measure(d: FnDesc, p: FnPlan, fn: AnyFn, base: unknown[], k: number, st: FnStats = (out.stats[d.name] ??= newStats()), makeUp = 0): void {
  const rng = new Prng(Math.floor(hash01(plan!.seed, d.name, out.file, k, makeUp > 0 ? "make-up" : "variants") * 2 ** 31));
  const hasMem = d.slots.some((s) => s.ty.k === "mem");
  const canVary = hasMem || d.name in DRAW_RULES || d.slots.some((s) => perturbable(s, desc.structs));
  const variants = canVary ? p.variants : 1;
  const dflt = defaults.get(d.name);
  // the file's work budget, checked before each input (a call's variations too): work() reaching `limit`
  const limit = work() + (p.work[out.file] ?? Infinity) - st.work;
  let reads: Map<number, Set<number>> | undefined;
  if (hasMem && variants > 1) {
    try {
      $x.bound(plan!.inputWork);
      reads = memoryReads((a) => run(fn, a, "lowered"), runArgs(base, d), d.slots);
    } catch (e) {
      if (!(e instanceof WorkBoundReached)) throw e;
      reads = new Map();
    } finally {
      $x.bound(Infinity);
    }
  }
  // a function that cannot write into its arguments shares them (D-X87-12), one whose writes
  // writes.ts traced gets copies of what it may write (D-X87-14), the others a deep copy per run;
  // the first inputs of each file check that the runs left the arguments they share as they were
  const copy = (a: unknown[]): unknown[] => runArgs(a, d);
  const shares = !d.writes || d.copies !== undefined;
  const rule = DRAW_RULES[d.name];
  // `variants` inputs both backends accept: a drawn input both refuse is drawn again (D-X87-15),
  // as planned, perturbed, then with the records' floats kept as recorded (a record the call also
  // reaches through another argument is then the same record, and layout memory as recorded);
  // when all REDRAWS are refused the next variation is drawn, at most REDRAWS.length draws per
  // variation planned in all (a refused recorded call is made up by one more variation). Each
  // refused draw is counted.
  // What the file's earlier calls of the function fell short of their `variants` (inputs both
  // backends refused past the redraws, or stopped by the per-input bound) this call makes up, at
  // most `variants` more (D-X87-16): the calls of a refusal case, whose variations are all refused,
  // are made up by the calls beside them.
  // A make-up draws variations only (the call itself was measured).
  const earlier = planned.get(st) ?? 0;
  const owed = variants > 1 && makeUp === 0 ? Math.min(variants, Math.max(0, earlier - st.inputs)) : 0;
  if (makeUp === 0) planned.set(st, earlier + variants);
  const target = makeUp > 0 ? makeUp : variants + owed;
  const maxDraws = REDRAWS.length * (makeUp > 0 ? makeUp : target - 1);
  let drawn = 0;
  let made = 0;
  for (let v = makeUp > 0 ? 1 : 0; made < target; v++) {
    if (v > 0 && work() >= limit) {
      // the work bound reached: the call's remaining variations are not measured (counted, so the report can say why)
      st.cappedInputs += makeUp > 0 ? 0 : Math.max(0, variants - made);
      break;
    }
    if (v > 0 && drawn >= maxDraws) break;
    const plannedKind = v === 0 ? "recorded" : v % 2 === 1 ? "perturbed" : "random";
    for (let attempt = 0; attempt < (v === 0 ? 1 : REDRAWS.length); attempt++) {
      if (attempt > 0 && (work() >= limit || drawn >= maxDraws)) break;
      if (v > 0) drawn++;
      const redraw = REDRAWS[attempt];
      const kind = v === 0 ? "recorded" : (redraw.kind ?? plannedKind);
      if (one(kind, redraw.records)) {
        made++;
        break;
      }
    }
  }
  // the last call that gave variations, as it was: what the file's calls still owe at its end is drawn from it
  if (makeUp === 0 && variants > 1 && made > 1) lastVaried.set(st, { d, p, fn, base: deepClone(base), k });

  /** One input: false when both backends refused it. */
  function one(kind: "recorded" | "perturbed" | "random", records: boolean): boolean {
    // the recorded call's own arguments are never run on: every run gets a copy (or shares them unwritten)
    const input = kind === "recorded" ? base : shares ? varyArgs(base, d.slots, desc.structs, records) : deepClone(base);
    if (kind !== "recorded") {
      vary(
        input,
        d.slots,
        kind,
        rng,
        p.ranges.map((r) => r ?? undefined),
        desc.structs,
        reads,
        records,
      );
      rule?.draw(input, base, d.slots, rng);
    }
    const check = shares && st.sharedChecked < p.invariant ? deepClone(input) : undefined;
    const ex = () => ({ input: showArgs(input, d.slots), from: `${current} (${kind})` });
    try {
      $x.bound(plan!.inputWork);
      const trace = new Set<Site>();
      const t0 = performance.now();
      const A = run(fn, copy(input), "exact", trace);
      st.msExact += performance.now() - t0;
      const B = run(fn, copy(input), "lowered");
      if (dflt && st.invariantChecked < p.invariant) {
        const C = run(dflt, copy(input), "default");
        st.invariantChecked++;
        if (!sameRuns(B, C, d.slots, d.result, input, desc.structs)) {
          st.invariantFailed++;
          st.invariantExample ??= { value: 1, ...ex() };
        }
      }
      if (!A.ok && !B.ok) {
        st.rejected++;
        st.rejectedExample ??= { value: 1, input: `${ex().input} (${A.error})`, from: ex().from };
        return false;
      }
      st[kind]++;
      if (A.ok !== B.ok) {
        st.inputs++;
        st.diverged++;
        st.anyInputs++;
        st.divergedExample ??= { value: 1, input: `${ex().input}: ${A.ok ? "lowered" : "exact"} run asserted (${(A.ok ? B : A).error})`, from: ex().from };
        return true;
      }
      const diff = compareRuns(A, B, d.slots, d.result, input, desc.structs);
      addDiff(st, diff, ex);
      if (diff.f32Differ + diff.memDiffer > 0 && st.bisected < p.bisect) {
        try {
          attribute(d, fn, input, A, [...trace], st);
        } catch (e) {
          // the bound reached in the attribution: the input is compared, its attribution left unfinished
          if (!(e instanceof WorkBoundReached)) throw e;
          st.attributionOverBound++;
        }
      }
    } catch (e) {
      if (!(e instanceof WorkBoundReached)) throw e;
      st.overBound++;
      st.overBoundExample ??= { value: 1, ...ex() };
    } finally {
      $x.bound(Infinity);
      if (check) {
        // the runs left what they share of the arguments as it was (writes.ts's claim, checked)
        st.sharedChecked++;
        const changed = firstChange(check, input, "args");
        if (changed !== undefined) {
          st.sharedFailed++;
          st.sharedExample ??= { value: 1, input: `${changed} written`, from: ex().from };
        }
      }
    }
    return true;
  }
}

/** Per function and test file (its stats): the inputs its calls so far were planned (`variants` each). */
const planned = new WeakMap<FnStats, number>();
/** Per function and test file: its last sampled call that gave variations, its arguments cloned before the call ran (D-X87-16). */
const lastVaried = new Map<FnStats, { d: FnDesc; p: FnPlan; fn: AnyFn; base: unknown[]; k: number }>();

/**
 * How a refused drawn input is drawn again (D-X87-15): the planned kind, then perturbed (nearer the
 * recorded call, which the suite ran), then both with the records' floats and layout memory kept as
 * recorded.
 */
const REDRAWS: { kind?: "perturbed"; records: boolean }[] = [
  { records: true },
  { kind: "perturbed", records: true },
  { records: false },
  { kind: "perturbed", records: false },
];

/**
 * The measurement's work so far, deterministic (no timing decides what is measured): BigInt
 * operations, plus every ext operation (fast path and lowered ones too) at an eighth, about their
 * relative cost, so that functions whose exact runs mostly take the fast path are bounded as well.
 */
const work = (): number => $x.work();

const probe: Probe = (name, fn, args) => {
  const d = desc.fns[name];
  if (!d) return;
  out.counts[name] = (out.counts[name] ?? 0) + 1;
  if (PASS === "count") {
    const r = (out.ranges[name] ??= d.slots.map(() => null));
    d.slots.forEach((s, i) => {
      // a record's floats are varied by their own scale (values.ts `vary`): no range needed, and
      // walking every float of a large record on every call was most of the count pass (ChullWork)
      if (!perturbable(s, desc.structs) || s.ty.k === "struct") return;
      r[i] ??= { lo: 0, hi: 0, neg: false, pos: false };
      widen(r[i]!, args[i], s.ty, desc.structs);
    });
    return;
  }
  const p = plan!.fns[name];
  if (!p) return;
  const k = callIndex.get(name) ?? 0;
  callIndex.set(name, k + 1);
  if (p.q < 1 && Math.ceil((k + 1) * p.q) === Math.ceil(k * p.q)) return;
  if ((out.stats[name]?.work ?? 0) >= (p.work[out.file] ?? Infinity)) {
    // the work bound reached: this sampled call is not measured (counted, so the report can say why)
    (out.stats[name] ??= newStats()).capped++;
    return;
  }
  // the measurement's own calls are not probed; the workload's state is left as it was
  $x.probe = null;
  const t0 = performance.now();
  const w0 = work();
  try {
    if (AB && !d.writes) {
      // the cost of sharing the arguments against a deep copy per run, the two interleaved on the
      // same inputs (PRECISION_AB=1, a look at D-X87-12's gain; its figures are not the report's)
      const ab = (out.ab ??= {})[name] ?? (out.ab[name] = { deep: 0, shared: 0, inputs: 0 });
      const pair = abStats.get(name) ?? { deep: newStats(), shared: newStats() };
      abStats.set(name, pair);
      for (const deep of k % 2 === 0 ? [true, false] : [false, true]) {
        const s = deep ? pair.deep : pair.shared;
        const n0 = s.inputs + s.rejected;
        const t = performance.now();
        measure({ ...d, writes: deep }, p, fn as AnyFn, Array.from(args), k, s);
        ab[deep ? "deep" : "shared"] += performance.now() - t;
        if (!deep) ab.inputs += s.inputs + s.rejected - n0;
      }
      out.stats[name] ??= newStats();
    } else measure(d, p, fn as AnyFn, Array.from(args), k);
  } finally {
    out.stats[name].ms += performance.now() - t0;
    out.stats[name].work += work() - w0;
    $x.exact();
    $x.lowerAll = true;
    $x.probe = probe;
  }
};

beforeAll(async () => {
  if (plan) {
    // the default engine's functions, for the invariant (lowered reference = default, bit for bit)
    const paths = new Map<string, string[]>();
    for (const name of Object.keys(plan.fns)) {
      const d = desc.fns[name];
      if (d) paths.set(d.path, [...(paths.get(d.path) ?? []), name]);
    }
    for (const [path, names] of paths) {
      const m = (await import(pathToFileURL(join(plan.root, path)).href)) as Record<string, AnyFn>;
      for (const n of names) if (typeof m[n] === "function") defaults.set(n, m[n]);
    }
  }
  $x.lowerAll = true;
  $x.probe = probe;
});

beforeEach((ctx) => {
  current = ctx.task.name;
  out.file ||= relative(process.cwd(), ctx.task.file.filepath);
});

afterAll(() => {
  $x.probe = null;
  // D-X87-16: what a function's calls still owe at the end of the file (its last calls refused, or
  // stopped by the per-input bound) is drawn as variations of its last call that gave some, within
  // the file's work bound; the functions in the order their calls were first varied
  for (const [st, g] of lastVaried) {
    const owed = (planned.get(st) ?? 0) - st.inputs;
    if (owed <= 0) continue;
    const t0 = performance.now();
    const w0 = work();
    try {
      measure(g.d, g.p, g.fn, g.base, g.k, st, owed);
    } finally {
      st.ms += performance.now() - t0;
      st.work += work() - w0;
      $x.exact();
      $x.lowerAll = true;
    }
  }
  for (const [name, n] of Object.entries(out.counts)) if (out.stats[name]) out.stats[name].calls = n;
  const dir = join(DIR, PASS);
  mkdirSync(dir, { recursive: true });
  const id = createHash("sha256").update(out.file).digest("hex").slice(0, 16);
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(out));
});
