// The precision report's measured part (generator/report/measured.ts) on a made-up measurement:
// the summary sorted by worst effect, the flag above 1% of inputs with the responsible operation,
// stale and unreached functions, and the static HTML table.
import { describe, expect, it } from "vitest";
import {
  byEffect,
  measuredMarkdown,
  measuredOf,
  precisionHtml,
  responsibleText,
  shortReason,
  type MeasuredFunction,
  type MeasuredReport,
} from "../../generator/report/measured.js";
import { precisionJson, type PrecisionRow } from "../../generator/report/precision.js";
import { mergeFunctions } from "./report.js";

const row = (name: string, ext: number, fingerprint = "0000000f"): PrecisionRow => ({
  function: name,
  module: "m",
  citation: "c",
  units: [],
  model: "x87",
  f32Rounds: 0,
  f64Rounds: 0,
  extLowerings: ext,
  casts: 0,
  bitcasts: 0,
  memoryAccesses: 0,
  intrinsics: [],
  fingerprint,
});

const fn = (extOps: number, f32Inputs: number, f64Differ: number, worst: number): MeasuredFunction => ({
  extOps,
  calls: 10,
  inputs: 1000,
  recorded: 10,
  perturbed: 495,
  random: 495,
  rejected: 0,
  diverged: 0,
  f64Results: 1000,
  f64Differ,
  f64WorstUlp: worst,
  f64MeanUlp: worst / 10,
  f64WorstRelative: 0,
  f32Results: 1000,
  f32Differ: f32Inputs,
  f32WorstUlp: f32Inputs ? 1 : 0,
  f32Inputs,
  f32InputFraction: f32Inputs / 1000,
  intsDiffer: 0,
  anyInputs: Math.max(f32Inputs, f64Differ),
  flagged: f32Inputs / 1000 > 0.01,
  responsible: f32Inputs ? [{ site: "spec/a.spec:12:5 mul a * b", inputs: 5, bisection: 4 }] : [],
  sets: f32Inputs ? [{ sites: ["spec/a.spec:3:1 add x + y", "spec/a.spec:4:1 mul x * y"], inputs: 2 }] : [],
  unexplained: f32Inputs ? 1 : 0,
  bisected: f32Inputs ? 8 : 0,
  invariantChecked: 50,
  invariantFailed: 0,
});

const m: MeasuredReport = {
  stamp: "x",
  settings: { budget: 1000, seed: 1, bisect: 20 },
  functions: { a: fn(3, 0, 500, 9), b: fn(2, 20, 10, 2), c: fn(4, 5, 900, 1e9), d: fn(1, 0, 0, 0), old: fn(7, 0, 1, 1) },
  scenes: [
    { name: "s", what: "a scene", psis: 66, firstDifferentPsi: 3, drift: [{ seconds: 1, psi: 66, position: 1e-9, velocity: 2e-8 }] },
    { name: "build", what: "a build", bytes: 100, bytesDiffer: 0 },
  ],
};
const rows = [row("a", 3), row("b", 2), row("c", 4), row("d", 1), row("old", 5), row("never", 2), row("plain", 0)];

describe("the precision report's measured part", () => {
  it("sorts by worst effect: f32-stored results first, then differing f64 results, then ulps", () => {
    expect(byEffect(rows, m).map((v) => v.row.function)).toEqual(["b", "c", "a", "d"]);
  });

  it("marks stale (ext count or fingerprint changed) and unreached functions, and leaves functions without ext alone", () => {
    expect(measuredOf(row("old", 5), m)).toBe("stale");
    // the same ext count, but what the function (or a callee) computes changed since: stale
    const printed: MeasuredReport = { ...m, functions: { ...m.functions, p: { ...fn(3, 0, 1, 1), fingerprint: "0000000f" } } };
    expect(measuredOf(row("p", 3), printed)).not.toBe("stale");
    expect(measuredOf(row("p", 3, "1234abcd"), printed)).toBe("stale");
    expect(measuredOf(row("never", 2), m)).toBe("unreached");
    expect(measuredOf(row("plain", 0), m)).toBeUndefined();
  });

  it("flags above 1% of inputs, naming the responsible operations and sets; lists the scenes", () => {
    const md = measuredMarkdown(rows, m).join("\n");
    expect(md).toContain("### Flagged (1)");
    expect(md).toContain(
      "- `b`: 2.0% of 1000 inputs change an f32-stored result; responsible: spec/a.spec:12:5 mul a * b alone (5/8); the set {spec/a.spec:3:1 add x + y & spec/a.spec:4:1 mul x * y} (2/8); 1/8 unexplained",
    );
    expect(md).toContain("| **flagged** | spec/a.spec:12:5 mul a * b (5/8) |");
    // a set explaining more inputs than any single operation is the one the table names
    const setFirst = { ...fn(2, 20, 10, 2), responsible: [], sets: [{ sites: ["spec/a.spec:3:1 add x + y", "spec/a.spec:4:1 mul x * y"], inputs: 6 }] };
    expect(responsibleText(setFirst)).toBe("set {spec/a.spec:3:1 add x + y & spec/a.spec:4:1 mul x * y} (6/8)");
    expect(md).not.toContain("- `c`:");
    expect(md).toContain("| s | a scene | first differing PSI: 3 | 1.00e-9 / 2.00e-8 |");
    expect(md).toContain("| build | a build | 0 of 100 bytes differ |");
    expect(md).toContain(
      "4 of the 6 functions with ext operations measured on 4000 inputs in all (1 not called by any conformance case, 1 changed since the measurement)",
    );
  });

  it("says why a function got fewer inputs than the budget", () => {
    const settings = { ...m.settings, workPerInput: 250 };
    expect(shortReason(fn(1, 0, 0, 0), settings)).toBe("");
    expect(shortReason({ ...fn(1, 0, 0, 0), inputs: 200, calls: 200, varies: false }, settings)).toBe(
      "only the suite's own 200 calls: no float argument or layout memory to draw new inputs from",
    );
    expect(shortReason({ ...fn(1, 0, 0, 0), inputs: 300, varies: true, capped: 12, workPerInput: 900 }, settings)).toBe(
      "work bound: 900 units of work per input, against 250 on average (12 sampled calls left unmeasured)",
    );
    expect(shortReason({ ...fn(1, 0, 0, 0), inputs: 0, rejected: 1000, varies: true }, settings)).toBe(
      "1000 drawn inputs refused by both backends (a spec assertion)",
    );
    // D-X87-15: the allowance for expensive functions, and the assertion that refused a drawn input
    expect(shortReason({ ...fn(1, 0, 0, 0), inputs: 300, varies: true, capped: 12, workPerInput: 90000 }, { ...settings, workScale: 128 })).toBe(
      "work bound: 90000 units of work per input, against 250 on average and an allowance of up to 128× (12 sampled calls left unmeasured)",
    );
    expect(shortReason({ ...fn(1, 0, 0, 0), inputs: 10, rejected: 40, varies: true, rejectedExample: "dt=-1 (dt must not be negative)" }, settings)).toBe(
      "40 drawn inputs refused by both backends (a spec assertion; e.g. dt=-1 (dt must not be negative))",
    );
    expect(shortReason({ ...fn(1, 0, 0, 0), inputs: 10, unfinished: 7 }, settings)).toBe(
      "partial run: 7 of its 10 calls are in test files the measurement did not finish",
    );
    const md = measuredMarkdown(rows, { ...m, settings: { ...settings, budget: 2000 } }).join("\n");
    expect(md).toContain("### Short of the budget (4)");
  });

  it("puts the figures beside the counted ones in the JSON, with the summary and the flags", () => {
    const j = JSON.parse(precisionJson(rows, m)) as { summary: string[]; flagged: string[]; functions: { function: string; measured?: unknown }[] };
    expect(j.summary).toEqual(["b", "c", "a", "d"]);
    expect(j.flagged).toEqual(["b"]);
    expect(j.functions.find((f) => f.function === "old")?.measured).toBe("stale");
    expect(j.functions.find((f) => f.function === "plain")?.measured).toBeUndefined();
    expect(JSON.parse(precisionJson(rows))).not.toHaveProperty("summary");
  });

  it("writes a static sortable HTML table, one row per function, escaped", () => {
    const html = precisionHtml([...rows, row("x<y", 0)], m);
    expect(html.match(/<tr>/g)?.length).toBe(rows.length + 2); // the heading row and every function
    expect(html).toContain("x&lt;y");
    expect(html).toContain("addEventListener('click'");
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it("puts a partial run's figures over the previous ones, keeping the rest and dropping functions no longer measured", () => {
    const merged = mergeFunctions({ a: fn(3, 0, 1, 1), gone: fn(1, 0, 0, 0), b: fn(2, 0, 0, 0) }, { a: fn(3, 5, 2, 2) }, new Set(["a", "b"]));
    expect(Object.keys(merged)).toEqual(["a", "b"]);
    expect(merged.a.f32Inputs).toBe(5);
    expect(merged.b).toEqual(fn(2, 0, 0, 0));
  });
});
