// Where a regeneration spends its time: `npm run bench:generator`. Prints, for a warm run (the parse
// cache full), a run after a one-line edit (one file re-parsed) and a cold run (an empty parse
// cache), the time of each phase, and the wall time of the `npm run check` command itself (process
// start, tsx and imports included). Figures only: nothing here asserts a time.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const cold = mkdtempSync(join(tmpdir(), "spec-cache-cold-"));

function inProcess(label: string, edit: boolean, cacheDir?: string): void {
  // each run in its own process, so that no module-level state (the parser key, ts-morph's project) is shared
  const script = `
    import { generate, newTimings, readInventoryIds, readSpecDir } from "./generator/pipeline.ts";
    const inputs = readSpecDir("spec");
    if (${edit}) { const f = inputs.find((i) => i.path === "ps2/unit03_sweep.spec"); f.text += "\\n// bench edit " + Date.now() + "\\n"; }
    const t = newTimings(); const t0 = performance.now();
    generate(inputs, readInventoryIds("spec"), t);
    const total = performance.now() - t0;
    console.log(JSON.stringify({ ...t, total }));`;
  const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...(cacheDir ? { LOCKSTEP_SPEC_CACHE: cacheDir } : {}) },
  });
  if (r.status !== 0) throw new Error(r.stderr);
  const t = JSON.parse(r.stdout.trim().split("\n").pop()!) as Record<string, number>;
  const f = (k: string) => `${(t[k] / 1000).toFixed(2)} s`.padStart(8);
  console.log(
    `${label.padEnd(22)} parse ${f("parse")}  check ${f("check")}  engine ${f("emitEngine")}  tests ${f("emitTests")}  report ${f("report")}  = ${f("total")}`,
  );
}

function command(label: string, args: string[], cacheDir?: string): void {
  const t0 = performance.now();
  const r = spawnSync("npx", args, { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...(cacheDir ? { LOCKSTEP_SPEC_CACHE: cacheDir } : {}) } });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(r.stderr || r.stdout);
  console.log(`${label.padEnd(22)} ${(ms / 1000).toFixed(2)} s wall`);
}

try {
  console.log("phases (in process, after imports):");
  inProcess("warm", false);
  inProcess("after a one-line edit", true);
  inProcess("cold (empty cache)", false, cold);
  rmSync(cold, { recursive: true, force: true });
  console.log("commands:");
  command("npm run check (warm)", ["tsx", "generator/main.ts", "check"]);
  const cold2 = mkdtempSync(join(tmpdir(), "spec-cache-cold-"));
  command("npm run check (cold)", ["tsx", "generator/main.ts", "check"], cold2);
  rmSync(cold2, { recursive: true, force: true });
} finally {
  rmSync(cold, { recursive: true, force: true });
}
