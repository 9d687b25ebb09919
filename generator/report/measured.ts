// The measured columns of the precision report (issue 17): `npm run precision` (reference/precision/)
// runs every function with ext operations under the exact x87 reference backend and the default one
// and writes reports/precision-measured.json; the generator reads that file when it writes
// reports/precision.md, .json and .html, so the report is reproduced byte for byte by `npm run check`
// without measuring again. A function whose ext lowerings changed since the measurement is shown as
// stale, as is one whose fingerprint (what it and its callees compute, ir/dump.ts) changed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PrecisionRow } from "./precision.js";

export const MEASURED_FILE = "reports/precision-measured.json";

export interface MeasuredFunction {
  /** Ext operations of the function when it was measured (a different count now: stale). */
  extOps?: number;
  /** The function's fingerprint when it was measured (PrecisionRow.fingerprint; another one now: stale). */
  fingerprint?: string;
  calls: number;
  inputs: number;
  recorded: number;
  perturbed: number;
  random: number;
  rejected: number;
  diverged: number;
  /** Whether inputs beyond the suite's own calls can be drawn (a float argument or layout memory to vary). */
  varies?: boolean;
  /** Sampled calls left unmeasured because the function's work bound (BigInt operations) was reached. */
  capped?: number;
  /** Variations of measured calls left unmeasured because the work bound was reached during them. */
  cappedInputs?: number;
  /** Inputs stopped by the per-input work bound (not compared), with one of them. */
  overBound?: number;
  overBoundExample?: string;
  /** Compared inputs whose attribution the per-input work bound stopped. */
  attributionOverBound?: number;
  /** Calls in test files an interrupted measurement did not finish (a partial run). */
  unfinished?: number;
  /** The work per input (BigInt operations, and ext operations at an eighth: exact, lowered and default runs, attribution), on average. */
  workPerInput?: number;
  f64Results: number;
  f64Differ: number;
  f64WorstUlp: number;
  f64MeanUlp: number;
  f64WorstRelative: number;
  f32Results: number;
  f32Differ: number;
  f32WorstUlp: number;
  f32Inputs: number;
  f32InputFraction: number;
  intsDiffer: number;
  anyInputs: number;
  flagged: boolean;
  /** Single operations whose lowering alone changes an f32-stored result: inputs each explains (bisection: found by the bisection's candidate; the rest by lowering one operation at a time). */
  responsible: { site: string; inputs: number; bisection: number }[];
  /** Inputs no single operation explains, by the set of operations the greedy restore named. */
  sets?: { sites: string[]; inputs: number }[];
  /** Inputs neither explained (the greedy restore's bound reached, or a step that helped none). */
  unexplained?: number;
  /** Inputs with an f32-stored difference that were attributed. */
  bisected: number;
  worstF64?: { ulp: number; input: string; from: string };
  worstF32?: { results: number; input: string; from: string };
  divergedExample?: string;
  /** A refused input with the assertion's message. */
  rejectedExample?: string;
  invariantChecked: number;
  invariantFailed: number;
  invariantExample?: string;
  /** Its runs share the call's arguments (it cannot write into them, reference/precision/writes.ts): inputs on which that was checked, and how many were written all the same. */
  shared?: boolean;
  /** Its runs copy only what it may write (reference/precision/writes.ts, D-X87-14) and share the rest: sharedChecked/sharedFailed count the inputs checked to leave that rest unwritten. */
  partial?: boolean;
  sharedChecked?: number;
  sharedFailed?: number;
  sharedExample?: string;
}

export interface MeasuredScene {
  name: string;
  what: string;
  /** Compiled-bytes scenes (surface builds): bytes compared and bytes that differ. */
  bytes?: number;
  bytesDiffer?: number;
  /** Timed scenes: PSIs run, the first PSI whose state hash differs (null: none), drift at 1, 10, 60 s. */
  psis?: number;
  firstDifferentPsi?: number | null;
  drift?: { seconds: number; psi: number; position: number; velocity: number }[];
  note?: string;
}

export interface MeasuredReport {
  stamp: string;
  /** files: the conformance test files calling measured functions, and how many the measurement finished (fewer: a partial run). */
  settings: {
    budget: number;
    seed: number;
    bisect: number;
    workPerInput?: number;
    /** A function whose inputs cost more than workPerInput may use up to this many times its budget × workPerInput (D-X87-15). */
    workScale?: number;
    /** The per-input work bound (D-X87-14): an input whose runs pass it is stopped and counted, not compared. */
    inputWork?: number;
    files?: { counted: number; measured: number };
    /** Test files whose calls differ between the count and the measure pass (the measurement changed the workload), with the first such function. */
    workloadChanged?: { file: string; fn: string; counted: number; measured: number }[];
  };
  functions: Record<string, MeasuredFunction>;
  scenes: MeasuredScene[];
}

export function readMeasured(root: string): MeasuredReport | undefined {
  const f = join(root, MEASURED_FILE);
  return existsSync(f) ? (JSON.parse(readFileSync(f, "utf8")) as MeasuredReport) : undefined;
}

/** The measured figures of a report row, or why there are none. */
export function measuredOf(row: PrecisionRow, m: MeasuredReport): MeasuredFunction | "stale" | "unreached" | undefined {
  if (row.extLowerings === 0) return undefined;
  const f = m.functions[row.function];
  if (!f) return "unreached";
  if (f.extOps !== undefined && f.extOps !== row.extLowerings) return "stale";
  if (f.fingerprint !== undefined && f.fingerprint !== row.fingerprint) return "stale";
  return f;
}

/** The effect a function's lowering has, for sorting: f32-stored results first, then f64 ulps. */
export function effect(f: MeasuredFunction): number {
  return f.f32InputFraction * 1e6 + Math.min(f.f64Differ / Math.max(1, f.f64Results), 1) * 1e3 + Math.log2(1 + f.f64WorstUlp) / 64;
}

const pct = (x: number): string => (x === 0 ? "0" : x < 0.001 ? "<0.1%" : `${(x * 100).toFixed(1)}%`);
const ulp = (x: number): string => (x === 0 ? "0" : x < 1e6 ? String(Math.round(x * 100) / 100) : x.toExponential(2));
const esc = (s: string): string => s.replace(/\|/g, "\\|");

export interface MeasuredRowView {
  row: PrecisionRow;
  m: MeasuredFunction;
}

/** The rows with figures, sorted by worst effect (ties by name). */
export function byEffect(rows: PrecisionRow[], m: MeasuredReport): MeasuredRowView[] {
  const out: MeasuredRowView[] = [];
  for (const row of rows) {
    const f = measuredOf(row, m);
    if (f && typeof f === "object") out.push({ row, m: f });
  }
  return out.sort((a, b) => effect(b.m) - effect(a.m) || (a.row.function < b.row.function ? -1 : 1));
}

/** The operation (or the set of them) explaining most of the attributed inputs, with n/m of them. */
export function responsibleText(f: MeasuredFunction): string {
  const r = f.responsible[0];
  const s = f.sets?.[0];
  if (s && (!r || s.inputs > r.inputs)) return `set {${s.sites.join(" & ")}} (${s.inputs}/${f.bisected})`;
  return r ? `${r.site} (${r.inputs}/${f.bisected})` : "";
}

/** Why a function got fewer inputs than the budget ("" when it got them). */
export function shortReason(f: MeasuredFunction, settings: MeasuredReport["settings"]): string {
  const budget = settings.budget;
  if (f.inputs >= budget) return "";
  if (f.unfinished) return `partial run: ${f.unfinished} of its ${f.calls} calls are in test files the measurement did not finish`;
  if (f.varies === false) return `only the suite's own ${f.calls} calls: no float argument or layout memory to draw new inputs from`;
  if (f.capped || f.cappedInputs)
    return `work bound: ${f.workPerInput} units of work per input, against ${settings.workPerInput ?? "?"} on average${settings.workScale && settings.workScale > 1 ? ` and an allowance of up to ${settings.workScale}×` : ""} (${[f.capped ? `${f.capped} sampled calls` : "", f.cappedInputs ? `${f.cappedInputs} variations of measured calls` : ""].filter(Boolean).join(" and ")} left unmeasured${f.overBound ? `; ${f.overBound} inputs over the per-input bound` : ""})`;
  if (f.overBound) return `${f.overBound} inputs stopped by the per-input work bound (e.g. ${f.overBoundExample ?? ""})`;
  if (f.rejected) return `${f.rejected} drawn inputs refused by both backends (a spec assertion${f.rejectedExample ? `; e.g. ${f.rejectedExample}` : ""})`;
  // every sampled call gives its inputs; fewer means the calls sampled were fewer than counted
  return `of its ${f.calls} counted calls fewer were made while measuring: the measurement changed the workload (see above)`;
}

/** Every operation and set named for a flagged function, most inputs first. */
function attributionText(f: MeasuredFunction): string {
  const parts = [
    ...f.responsible.map((r) => ({ n: r.inputs, t: `${r.site} alone (${r.inputs}/${f.bisected})` })),
    ...(f.sets ?? []).map((s) => ({ n: s.inputs, t: `the set {${s.sites.join(" & ")}} (${s.inputs}/${f.bisected})` })),
  ].sort((a, b) => b.n - a.n);
  const rest = f.unexplained ? [`${f.unexplained}/${f.bisected} unexplained`] : [];
  return [...parts.map((p) => p.t), ...rest].join("; ");
}

function sceneLine(s: MeasuredScene): string {
  if (s.bytes !== undefined) return `| ${s.name} | ${s.what} | ${s.bytesDiffer} of ${s.bytes} bytes differ | | | | ${s.note ?? ""} |`;
  const d = (sec: number) => {
    const x = s.drift?.find((e) => e.seconds === sec);
    return x ? `${x.position.toExponential(2)} / ${x.velocity.toExponential(2)}` : "";
  };
  const first = s.firstDifferentPsi === null ? `none in ${s.psis}` : String(s.firstDifferentPsi);
  return `| ${s.name} | ${s.what} | first differing PSI: ${first} | ${d(1)} | ${d(10)} | ${d(60)} | ${s.note ?? ""} |`;
}

/** The Markdown section: summary by effect, flags, scenes. */
export function measuredMarkdown(rows: PrecisionRow[], m: MeasuredReport): string[] {
  const views = byEffect(rows, m);
  const withExt = rows.filter((r) => r.extLowerings > 0);
  const stale = withExt.filter((r) => measuredOf(r, m) === "stale").length;
  const unreached = withExt.filter((r) => measuredOf(r, m) === "unreached").length;
  const flagged = views.filter((v) => v.m.flagged);
  const short = views.filter((v) => v.m.inputs < m.settings.budget).sort((a, b) => (a.row.function < b.row.function ? -1 : 1));
  const inputs = views.reduce((s, v) => s + v.m.inputs, 0);
  const lines = [
    "## Measured: the exact x87 reference backend against the default one",
    "",
    `Written from \`${MEASURED_FILE}\` (\`npm run precision\`, seed ${m.settings.seed}, ${m.settings.budget} inputs per function aimed at): ${views.length} of the ${withExt.length} functions with ext operations measured on ${inputs} inputs in all (${unreached} not called by any conformance case, ${stale} changed since the measurement).`,
    ...(m.settings.files && m.settings.files.measured < m.settings.files.counted
      ? [
          `**Partial run**: the measurement finished ${m.settings.files.measured} of the ${m.settings.files.counted} conformance files that call these functions; the figures cover the calls of those files.`,
        ]
      : []),
    ...(m.settings.workloadChanged === undefined
      ? []
      : m.settings.workloadChanged.length === 0
        ? [
            "The measurement left the workload as it found it: in every file it finished, the measure pass saw each function called as often as the count pass counted.",
          ]
        : [
            `**The measurement changed the workload** of ${m.settings.workloadChanged.length} test files (a function called a different number of times than counted): ${m.settings.workloadChanged.map((w) => `${w.file} (\`${w.fn}\` ${w.measured} of ${w.counted})`).join("; ")}.`,
          ]),
    ...(views.some((v) => v.m.partial)
      ? [
          `${views.filter((v) => v.m.partial).length} functions may write into what their arguments reach, in parts writes.ts traced to their parameters, so their runs copy only those parts and share the rest; on ${views.reduce((s, v) => s + (v.m.partial ? (v.m.sharedChecked ?? 0) : 0), 0)} of their inputs the runs were checked to leave the arguments unchanged, and ${views.reduce((s, v) => s + (v.m.partial ? (v.m.sharedFailed ?? 0) : 0), 0)} were written${views
            .filter((v) => v.m.partial && v.m.sharedFailed)
            .map((v) => ` (\`${v.row.function}\`: ${v.m.sharedExample ?? ""})`)
            .join("")}; the other ${views.filter((v) => !v.m.shared && !v.m.partial).length} that may write run on a deep copy of their arguments.`,
        ]
      : []),
    ...(views.some((v) => v.m.overBound)
      ? [
          `The per-input work bound (${m.settings.inputWork ?? "?"} units: BigInt operations and ext operations at an eighth, never time) stopped ${views.reduce((s, v) => s + (v.m.overBound ?? 0), 0)} inputs, not compared: ${views
            .filter((v) => v.m.overBound)
            .map((v) => `\`${v.row.function}\` ${v.m.overBound}`)
            .join(", ")}.`,
        ]
      : []),
    ...(views.some((v) => v.m.shared)
      ? [
          `${views.filter((v) => v.m.shared).length} functions cannot write into what their arguments reach (reference/precision/writes.ts), so their runs share the call's arguments instead of copying them; on ${views.reduce((s, v) => s + (v.m.shared ? (v.m.sharedChecked ?? 0) : 0), 0)} of their inputs the runs were checked to leave them unchanged, and ${views.reduce((s, v) => s + (v.m.shared ? (v.m.sharedFailed ?? 0) : 0), 0)} were written${views
            .filter((v) => v.m.shared && v.m.sharedFailed)
            .map((v) => ` (\`${v.row.function}\`: ${v.m.sharedExample ?? ""})`)
            .join("")}.`,
        ]
      : []),
    `${views.filter((v) => v.m.inputs >= m.settings.budget).length} of the ${views.length} measured functions reached ${m.settings.budget} inputs (listed under "Reached the budget"); the others are listed under "Short of the budget" with the reason.`,
    "Each input runs once with ext computed exactly (64-bit mantissa, rounded once where stored) and once as the default backend computes it; the inputs are the conformance suite's own calls, those calls with their float arguments perturbed by 1 ± 2^-k, and values drawn log-uniform from the argument ranges the suite uses.",
    "**f64 ulps** are distances of f64 results (ordered bits); **f32 inputs** the fraction of inputs on which an f32-stored result or layout-memory word differs; a function above 1% is flagged, with the spec operation responsible: the bisection over the operations in the order they ran (the shortest prefix whose lowering changes an f32-stored result) gives a candidate, kept when lowering it alone changes the result, else each operation is lowered alone in turn; when no single operation explains an input, the greedy restore (every operation lowered, then the one whose exact value removes most differences restored, and again, until none is left) names the set (n/m of the attributed inputs).",
    `The invariant (the reference engine with every operation lowered equals the default engine bit for bit) held on ${views.reduce((s, v) => s + v.m.invariantChecked - v.m.invariantFailed, 0)} of ${views.reduce((s, v) => s + v.m.invariantChecked, 0)} inputs checked.`,
    "",
    "### Functions by worst effect",
    "",
    "| function | inputs | f32 inputs | f32 differ | f64 differ | worst f64 ulp | mean f64 ulp | worst relative | flag | responsible operation |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ...views.map(
      ({ row, m: f }) =>
        `| \`${row.function}\` | ${f.inputs} | ${pct(f.f32InputFraction)} | ${f.f32Differ}/${f.f32Results} | ${f.f64Differ}/${f.f64Results} | ${ulp(f.f64WorstUlp)} | ${ulp(f.f64MeanUlp)} | ${f.f64WorstRelative ? f.f64WorstRelative.toExponential(1) : "0"} | ${f.flagged ? "**flagged**" : ""} | ${esc(f.flagged ? responsibleText(f) : "")} |`,
    ),
    "",
    `### Flagged (${flagged.length})`,
    "",
    ...flagged.map(
      ({ row, m: f }) =>
        `- \`${row.function}\`: ${pct(f.f32InputFraction)} of ${f.inputs} inputs change an f32-stored result; responsible: ${esc(attributionText(f)) || "not found"}${f.worstF32 ? `; e.g. ${esc(f.worstF32.input.slice(0, 160))}` : ""}`,
    ),
    "",
    `### Reached the budget (${views.length - short.length})`,
    "",
    ...(views.length > short.length
      ? [
          `Functions measured on at least ${m.settings.budget} inputs: ${views
            .filter((v) => v.m.inputs >= m.settings.budget)
            .map((v) => v.row.function)
            .sort()
            .map((n) => `\`${n}\``)
            .join(", ")}.`,
          "",
        ]
      : []),
    `### Short of the budget (${short.length})`,
    "",
    ...(short.length ? [`Functions measured on fewer than ${m.settings.budget} inputs, and why.`, ""] : []),
    ...short.map(({ row, m: f }) => `- \`${row.function}\`: ${f.inputs} inputs; ${esc(shortReason(f, m.settings))}`),
    "",
    "### Scenes",
    "",
    "The same scene run with the exact reference engine and the default one; drift is the largest |Δposition| (m) / |Δvelocity| (m/s) over the scene's bodies.",
    "",
    "| scene | what | states | drift 1 s | drift 10 s | drift 60 s | note |",
    "|---|---|---|---|---|---|---|",
    ...m.scenes.map(sceneLine),
    "",
  ];
  return lines;
}

const h = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** reports/precision.html: the static sortable table (every function, counted and measured columns). */
export function precisionHtml(rows: PrecisionRow[], m: MeasuredReport | undefined): string {
  const cols = [
    "function",
    "module",
    "model",
    "ext→f64",
    "f32",
    "f64",
    "inputs",
    "f32 inputs %",
    "f64 differ %",
    "worst f64 ulp",
    "mean f64 ulp",
    "flag",
    "responsible",
  ];
  const body = rows
    .map((r) => {
      const f = m ? measuredOf(r, m) : undefined;
      const g = f && typeof f === "object" ? f : undefined;
      const cells: [string, string | number][] = [
        [r.function, r.function],
        [r.module, r.module],
        [r.model, r.model],
        [String(r.extLowerings), r.extLowerings],
        [String(r.f32Rounds), r.f32Rounds],
        [String(r.f64Rounds), r.f64Rounds],
        [g ? String(g.inputs) : typeof f === "string" ? f : "", g ? g.inputs : -1],
        [g ? (g.f32InputFraction * 100).toFixed(2) : "", g ? g.f32InputFraction : -1],
        [g ? ((100 * g.f64Differ) / Math.max(1, g.f64Results)).toFixed(2) : "", g ? g.f64Differ / Math.max(1, g.f64Results) : -1],
        [g ? ulp(g.f64WorstUlp) : "", g ? g.f64WorstUlp : -1],
        [g ? ulp(g.f64MeanUlp) : "", g ? g.f64MeanUlp : -1],
        [g?.flagged ? "flagged" : "", g?.flagged ? 1 : 0],
        [g?.flagged ? responsibleText(g) : "", g?.flagged ? responsibleText(g) : ""],
      ];
      return `<tr>${cells.map(([t, v]) => `<td data-v="${h(String(v))}">${h(t)}</td>`).join("")}</tr>`;
    })
    .join("\n");
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>Precision report</title>',
    "<style>body{font:13px system-ui,sans-serif;margin:1em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}th{cursor:pointer;background:#eee;position:sticky;top:0}td:nth-child(n+4){text-align:right}</style>",
    "</head><body>",
    "<h1>Precision report</h1>",
    `<p>Generated by <code>npm run generate</code> from <code>spec/</code> and <code>${MEASURED_FILE}</code>; see <code>reports/precision.md</code> for the columns. Click a heading to sort.</p>`,
    `<table id="t"><thead><tr>${cols.map((c) => `<th>${h(c)}</th>`).join("")}</tr></thead><tbody>`,
    body,
    "</tbody></table>",
    "<script>",
    "document.querySelectorAll('th').forEach((th,i)=>th.addEventListener('click',()=>{const tb=document.querySelector('#t tbody');const rs=[...tb.rows];const d=th.dataset.d==='1'?-1:1;th.dataset.d=d===1?'1':'0';",
    "rs.sort((a,b)=>{const x=a.cells[i].dataset.v,y=b.cells[i].dataset.v;const nx=Number(x),ny=Number(y);return (isNaN(nx)||isNaN(ny)?(x<y?-1:x>y?1:0):nx-ny)*-d;});rs.forEach(r=>tb.appendChild(r));}));",
    "</script>",
    "</body></html>",
    "",
  ].join("\n");
}
