// `npm run precision`: the full per-function measurement (issue 17 item 3) and the per-scene drift
// (item 4). Builds the reference engine when stale (reference/x87/build.ts), runs the conformance
// suite on it twice with the probe (measure.ts), runs the scenes (scenes.ts), and writes
// reports/precision-measured.json; then regenerates the precision report, which reads that file
// (generator/report/precision.ts) into reports/precision.md, .json and .html.
//
//   npm run precision                         everything, 10,000 inputs per function
//   npm run precision -- --budget 500         fewer inputs (a quick look; not for committing)
//   npm run precision -- --fns a,b --files conformance/generated/ivp/…test.ts
//   npm run precision -- --scenes-only        only the scenes (keeps the functions' figures)
//   npm run precision -- --reuse-counts       the build's last count pass instead of a new one
//   npm run precision -- --reuse-counts --collect   what an interrupted measure pass finished (marked partial)
//   npm run precision -- --reuse-counts --resume    finish an interrupted measure pass (only the files it did not finish)
//   npm run precision -- --scenes a,b --seconds 10 --build DIR --out FILE   (a look, not for committing)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { buildDescription, ensureX87Build, ROOT, X87_BUILD } from "../x87/build.js";
import { INPUT_WORK, measure, WORK_PER_INPUT, WORK_SCALE } from "./measure.js";
import { measuredFile, mergeFunctions, type MeasuredReport } from "./report.js";
import { runScenes } from "./scenes.js";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const list = (s: string | undefined): string[] | undefined => (s ? s.split(",").filter(Boolean) : undefined);

async function main(): Promise<void> {
  const budget = Number(arg("budget") ?? 10000);
  const out = arg("out") ?? join(ROOT, "reports", "precision-measured.json");
  const t0 = performance.now();
  const b = ensureX87Build(ROOT, arg("build") ?? X87_BUILD);
  console.log(`precision: reference build ${b.stamp} ${b.built ? `generated (${b.files} files, ${(b.ms / 1000).toFixed(0)} s)` : "current"}`);
  const previous: MeasuredReport | undefined = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as MeasuredReport) : undefined;

  let fnPart = previous?.functions ?? {};
  let fnSeconds = 0;
  let settings = previous?.settings ?? { budget, seed: 0x17, bisect: 20, workPerInput: WORK_PER_INPUT };
  if (!process.argv.includes("--scenes-only")) {
    const desc = buildDescription(b.dir);
    const only = list(arg("fns"));
    settings = { budget, seed: 0x17, bisect: 20, workPerInput: WORK_PER_INPUT, workScale: WORK_SCALE, inputWork: INPUT_WORK };
    const m = measure(
      {
        build: b.dir,
        root: ROOT,
        budget,
        bisect: settings.bisect,
        work: WORK_PER_INPUT * budget,
        workScale: WORK_SCALE,
        invariant: 50,
        seed: settings.seed,
        fns: only,
        files: list(arg("files")),
        reuseCounts: process.argv.includes("--reuse-counts"),
        collect: process.argv.includes("--collect"),
        resume: process.argv.includes("--resume"),
        log: (s) => console.log(s),
      },
      desc,
    );
    settings = { ...settings, files: m.files, workloadChanged: m.workloadChanged };
    if (only && previous?.settings.files) {
      // a run over some functions keeps the whole run's file counts, less the files this run did not finish
      const p = previous.settings.files;
      settings.files = { counted: p.counted, measured: p.measured - (m.files.counted - m.files.measured) };
      settings.workloadChanged = [...new Set([...(previous.settings.workloadChanged ?? []), ...m.workloadChanged])];
    }
    fnSeconds = m.seconds.count + m.seconds.measure;
    // a run over some functions (--fns) replaces their figures and keeps the others' (whose
    // fingerprints tell whether they still describe the code)
    fnPart = only ? mergeFunctions(fnPart, measuredFile(m), new Set(Object.keys(desc.fns))) : measuredFile(m);
    console.log(
      `precision: functions measured in ${fnSeconds.toFixed(0)} s (count ${m.seconds.count.toFixed(0)} s, measure ${m.seconds.measure.toFixed(0)} s)`,
    );
  }
  // the functions' figures first (the scenes take minutes more)
  writeFileSync(out, JSON.stringify({ stamp: b.stamp, settings, functions: fnPart, scenes: previous?.scenes ?? [] }, null, 1) + "\n");
  const ts = performance.now();
  const scenes = process.argv.includes("--functions-only")
    ? (previous?.scenes ?? [])
    : await runScenes(b.dir, (s) => console.log(s), list(arg("scenes")), arg("seconds") ? Number(arg("seconds")) : undefined);
  const sceneSeconds = (performance.now() - ts) / 1000;
  const report: MeasuredReport = { stamp: b.stamp, settings, functions: fnPart, scenes };
  writeFileSync(out, JSON.stringify(report, null, 1) + "\n");
  console.log(`precision: wrote ${out} (scenes ${sceneSeconds.toFixed(0)} s)`);
  if (out === join(ROOT, "reports", "precision-measured.json")) {
    const r = spawnSync("npx", ["tsx", "generator/main.ts", "generate"], { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  console.log(`precision: done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

await main();
