// The bounded measurement of issue 17 (npm test; `npm run precision` runs the full one): the
// per-function measurement on a few conformance files with a small budget, and two scenes for one
// second, on the reference engine built on demand. What must hold: the reference engine with every
// ext operation lowered computes what the default engine computes, bit for bit (per function on the
// inputs checked, and for whole scenes hash by hash); every measured function got its inputs; the
// figures are the same when measured again (seeded, no timing in them).
import { beforeAll, describe, expect, it } from "vitest";
import { buildDescription, ensureX87Build, ROOT, type X87Build } from "../x87/build.js";
import { measure, WORK_PER_INPUT, type Measurement } from "./measure.js";
import { measuredFile } from "./report.js";
import { runScenes } from "./scenes.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const FILES = ["conformance/generated/ivp/math/invsqrt.test.ts", "conformance/generated/ivp/geometry/hesse_plane.test.ts"];
const BUDGET = 200;
/** Its own working folder: the build's precision/ keeps the last full count pass (`npm run precision -- --reuse-counts`). */
let DIR = "";

describe("the precision measurement, bounded", () => {
  let b: X87Build;
  let m: Measurement;
  beforeAll(() => {
    b = ensureX87Build();
    DIR = join(b.dir, "precision-bounded");
    const desc = buildDescription(b.dir);
    m = measure(
      { build: b.dir, dir: DIR, root: ROOT, budget: BUDGET, bisect: 5, work: WORK_PER_INPUT * BUDGET, invariant: 50, seed: 0x17, files: FILES },
      desc,
    );
  }, 600_000);

  it("leaves the workload as it found it: the measure pass makes the calls the count pass counted, file by file", () => {
    expect(m.files.measured).toBe(FILES.length);
    expect(m.workloadChanged).toEqual([]);
  });

  it("measures every function the files call on at least its budget of inputs, lowered = default bit for bit", () => {
    const names = Object.keys(m.stats);
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const n of names) {
      const s = m.stats[n];
      expect(s.invariantChecked, n).toBeGreaterThan(0);
      expect(s.invariantFailed, `${n}: ${s.invariantExample?.input}`).toBe(0);
      // a function whose runs share its arguments (writes.ts) left them unchanged
      expect(s.sharedFailed, `${n}: ${s.sharedExample?.input}`).toBe(0);
      if (!m.desc.fns[n].writes) expect(s.sharedChecked, n).toBeGreaterThan(0);
      // every sampled call and its variations, less those both backends refused
      expect(s.inputs + s.rejected, n).toBeGreaterThanOrEqual(Math.min(BUDGET, s.calls));
      expect(s.recorded + s.perturbed + s.random, n).toBe(s.inputs - s.diverged);
    }
    // the inverse square roots' x87 rounding differs from f64 on some inputs (000 §4.1 line 26's invsqrt4)
    expect(names.some((n) => !m.desc.fns[n].writes)).toBe(true);
    const inv = Object.entries(m.stats).filter(([n]) => n.startsWith("invsqrt"));
    expect(inv.length).toBeGreaterThan(0);
    expect(inv.some(([, s]) => s.f64Differ > 0)).toBe(true);
  });

  it("describes the program as the default generation counts it (the committed report's ext lowerings)", () => {
    const report = JSON.parse(readFileSync(join(ROOT, "reports", "precision.json"), "utf8")) as { functions: { function: string; extLowerings: number }[] };
    const counted = new Map(report.functions.filter((r) => r.extLowerings > 0).map((r) => [r.function, r.extLowerings]));
    const desc = buildDescription(b.dir);
    expect(new Map(Object.values(desc.fns).map((f) => [f.name, f.extOps]))).toEqual(counted);
  });

  it("gives the same figures when run again (seeded; no timing in the committed form)", () => {
    // the same files measured again from the first run's counts: every figure the same
    const again = measure(
      {
        build: b.dir,
        dir: DIR,
        root: ROOT,
        budget: BUDGET,
        bisect: 5,
        work: WORK_PER_INPUT * BUDGET,
        invariant: 50,
        seed: 0x17,
        files: FILES,
        counts: m.counts,
        ranges: m.ranges,
        perFile: m.perFile,
      },
      m.desc,
    );
    expect(JSON.stringify(measuredFile(again))).toBe(JSON.stringify(measuredFile(m)));
  }, 600_000);

  it("gives a function whose inputs cost more than average the work to reach its budget (WORK_SCALE, D-X87-15)", () => {
    // tl_run2 (one call: 20 PSIs of the timeline scene) costs about 2,000 units per input, 8 times
    // the average: at the plain allowance it gets a few inputs, at 16 times the allowance its budget
    const budget = 12;
    const work = WORK_PER_INPUT * budget;
    const s = measure(
      {
        build: b.dir,
        dir: join(b.dir, "precision-scaled"),
        root: ROOT,
        budget,
        bisect: 1,
        work,
        workScale: 16,
        invariant: 4,
        seed: 0x17,
        files: ["conformance/generated/ivp/mindist/tests/timeline_tests.test.ts"],
        fns: ["tl_run2"],
      },
      buildDescription(b.dir),
    ).stats.tl_run2;
    expect(s.calls).toBe(1);
    expect(s.inputs).toBe(budget);
    expect(s.capped + s.cappedInputs).toBe(0);
    expect(s.work).toBeGreaterThan(4 * work);
    expect(s.invariantFailed).toBe(0);
  }, 600_000);

  it("makes up, from the calls beside them, the inputs a refusal case's calls cannot give (D-X87-16)", () => {
    // set_collision_tolerance's file calls it with negative tolerances the spec refuses: every
    // variation of those calls is refused; the calls after them draw what they owed
    const budget = 400;
    const s = measure(
      {
        build: b.dir,
        dir: join(b.dir, "precision-owed"),
        root: ROOT,
        budget,
        bisect: 1,
        work: WORK_PER_INPUT * budget,
        workScale: 16,
        invariant: 4,
        seed: 0x17,
        files: ["conformance/generated/ivp/mindist/tests/settings_tests.test.ts"],
        fns: ["set_collision_tolerance"],
      },
      buildDescription(b.dir),
    ).stats.set_collision_tolerance;
    expect(s.rejected).toBeGreaterThan(0);
    expect(s.inputs).toBeGreaterThanOrEqual(budget);
    expect(s.invariantFailed).toBe(0);
  }, 600_000);

  it("scenes: the lowered reference engine is the default engine, hash by hash; the exact one is measured", async () => {
    const inv = await runScenes(b.dir, () => {}, ["bowl-200", "drop"], 1, { root: ROOT });
    expect(inv.map((s) => [s.name, s.bytesDiffer ?? s.firstDifferentPsi])).toEqual([
      ["bowl-200", 0],
      ["drop", null],
    ]);
    expect(inv[0].bytes).toBeGreaterThan(1000);
    const exact = await runScenes(b.dir, () => {}, ["drop"], 1);
    expect(exact[0].psis).toBe(66);
    expect(exact[0].drift?.map((d) => d.seconds)).toEqual([1]);
  }, 600_000);
});
