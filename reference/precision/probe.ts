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
//   responsible by bisection: lowering the operations in the order they first ran, the first one
//   whose lowering (with those before it) changes an f32-stored result.
//
// Each test file's figures go to one JSON file in $PRECISION_DIR/<pass>/, merged by run.ts.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { $x, type Probe, type Site } from "../x87/backend.js";
import { Prng } from "../../runtime/prng.js";
import type { FnDesc, ProgramDesc } from "./describe.js";
import { compareRuns, deepClone, memoryReads, perturbable, sameRuns, showArgs, vary, widen, type RunResult, type SlotRange } from "./values.js";
import { addDiff, newStats, type FnStats } from "./stats.js";

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
  /** The work allowed per test file, in BigInt operations ($x.slowOps, deterministic): later calls are not measured. */
  work: Record<string, number>;
}

export interface Plan {
  seed: number;
  /** The project root (the default engine is imported from there for the invariant). */
  root: string;
  fns: Record<string, FnPlan>;
}

/** What one test file's run of a pass leaves. */
export interface PassOutput {
  file: string;
  /** Calls per function in this file. */
  counts: Record<string, number>;
  ranges: Record<string, (SlotRange | null)[]>;
  stats: Record<string, FnStats>;
}

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
    return { ok: false, args, error: e instanceof Error ? e.message.slice(0, 200) : String(e) };
  } finally {
    $x.lowerAll = saved;
    $x.trace = null;
  }
}

/** The run with exactly these sites lowered (every other operation exact). */
function runLowering(fn: AnyFn, input: unknown[], lowered: ReadonlySet<Site>): RunResult {
  const touched = [...lowered];
  for (const s of touched) s.lowered = true;
  try {
    return run(fn, deepClone(input), "exact");
  } finally {
    for (const s of touched) s.lowered = false;
  }
}

function siteKey(s: Site): string {
  return `${s.file}:${s.line}:${s.col} ${s.op} ${s.text}`;
}

/** The operation responsible for an f32-stored difference of this input, by bisection over the sites in the order they first ran. */
function bisect(d: FnDesc, fn: AnyFn, input: unknown[], exact: RunResult, order: Site[], st: FnStats): void {
  const f32Changes = (r: RunResult): boolean => {
    if (!r.ok) return true;
    const x = compareRuns(exact, r, d.slots, d.result, input, desc.structs);
    return x.f32Differ + x.memDiffer > 0;
  };
  const prefix = (k: number) => runLowering(fn, input, new Set(order.slice(0, k)));
  if (order.length === 0 || !f32Changes(prefix(order.length))) return;
  let lo = 0;
  let hi = order.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (f32Changes(prefix(mid))) hi = mid;
    else lo = mid;
  }
  const s = order[hi - 1];
  const c = (st.sites[siteKey(s)] ??= { responsible: 0, alone: 0 });
  c.responsible++;
  if (f32Changes(runLowering(fn, input, new Set([s])))) c.alone++;
  st.bisected++;
}

function measure(d: FnDesc, p: FnPlan, fn: AnyFn, base: unknown[], k: number): void {
  const st = (out.stats[d.name] ??= newStats());
  const rng = new Prng(Math.floor(hash01(plan!.seed, d.name, out.file, k, "variants") * 2 ** 31));
  const hasMem = d.slots.some((s) => s.ty.k === "mem");
  const canVary = hasMem || d.slots.some((s) => perturbable(s, desc.structs));
  const variants = canVary ? p.variants : 1;
  const dflt = defaults.get(d.name);
  const reads = hasMem && variants > 1 ? memoryReads((a) => run(fn, a, "lowered"), base, d.slots) : undefined;
  for (let v = 0; v < variants; v++) {
    const kind = v === 0 ? "recorded" : v % 2 === 1 ? "perturbed" : "random";
    // the recorded call's own arguments are never run on: every run gets a copy
    const input = v === 0 ? base : deepClone(base);
    if (v > 0)
      vary(
        input,
        d.slots,
        kind as "perturbed" | "random",
        rng,
        p.ranges.map((r) => r ?? undefined),
        desc.structs,
        reads,
      );
    const trace = new Set<Site>();
    const t0 = performance.now();
    const A = run(fn, deepClone(input), "exact", trace);
    st.msExact += performance.now() - t0;
    const B = run(fn, deepClone(input), "lowered");
    const ex = () => ({ input: showArgs(input, d.slots), from: `${current} (${kind})` });
    if (dflt && st.invariantChecked < p.invariant) {
      const C = run(dflt, deepClone(input), "default");
      st.invariantChecked++;
      if (!sameRuns(B, C, d.slots, d.result, input, desc.structs)) {
        st.invariantFailed++;
        st.invariantExample ??= { value: 1, ...ex() };
      }
    }
    if (!A.ok && !B.ok) {
      st.rejected++;
      continue;
    }
    st[kind]++;
    if (A.ok !== B.ok) {
      st.inputs++;
      st.diverged++;
      st.anyInputs++;
      st.divergedExample ??= { value: 1, input: `${ex().input}: ${A.ok ? "lowered" : "exact"} run asserted (${(A.ok ? B : A).error})`, from: ex().from };
      continue;
    }
    const diff = compareRuns(A, B, d.slots, d.result, input, desc.structs);
    addDiff(st, diff, ex);
    if (diff.f32Differ + diff.memDiffer > 0 && st.bisected < p.bisect) bisect(d, fn, input, A, [...trace], st);
  }
}

const probe: Probe = (name, fn, args) => {
  const d = desc.fns[name];
  if (!d) return;
  out.counts[name] = (out.counts[name] ?? 0) + 1;
  if (PASS === "count") {
    const r = (out.ranges[name] ??= d.slots.map(() => null));
    d.slots.forEach((s, i) => {
      if (!perturbable(s, desc.structs)) return;
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
  if ((out.stats[name]?.work ?? 0) >= (p.work[out.file] ?? Infinity)) return;
  // the measurement's own calls are not probed; the workload's state is left as it was
  $x.probe = null;
  const t0 = performance.now();
  const w0 = $x.slowOps;
  try {
    measure(d, p, fn as AnyFn, Array.from(args), k);
  } finally {
    out.stats[name].ms += performance.now() - t0;
    out.stats[name].work += $x.slowOps - w0;
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
  for (const [name, n] of Object.entries(out.counts)) if (out.stats[name]) out.stats[name].calls = n;
  const dir = join(DIR, PASS);
  mkdirSync(dir, { recursive: true });
  const id = createHash("sha256").update(out.file).digest("hex").slice(0, 16);
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(out));
});
