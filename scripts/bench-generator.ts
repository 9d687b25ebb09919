// Where a regeneration spends its time: `npm run bench:generator`. Prints, for a warm run (the parse
// cache full), a run after a one-line edit (one file re-parsed) and a cold run (an empty parse
// cache), the (wall) time of each phase with the run's CPU time, and the wall and CPU time of the
// `npm run check` command itself (process start, tsx and imports included), with the machine's load
// (the machine may be shared: CPU time is the steadier figure). Figures only: nothing here asserts a time.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
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
    const t = newTimings(); const t0 = performance.now(); const c0 = process.cpuUsage();
    generate(inputs, readInventoryIds("spec"), t);
    const total = performance.now() - t0; const c = process.cpuUsage(c0);
    console.log(JSON.stringify({ ...t, total, cpu: (c.user + c.system) / 1000 }));`;
  const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...(cacheDir ? { LOCKSTEP_SPEC_CACHE: cacheDir } : {}) },
  });
  if (r.status !== 0) throw new Error(r.stderr);
  const t = JSON.parse(r.stdout.trim().split("\n").pop()!) as Record<string, number>;
  const f = (k: string) => `${(t[k] / 1000).toFixed(2)} s`.padStart(8);
  console.log(
    `${label.padEnd(22)} parse ${f("parse")}  check ${f("check")}  engine ${f("emitEngine")}  tests ${f("emitTests")}  report ${f("report")}  = ${f("total")} wall, ${f("cpu")} CPU`,
  );
}

// the command's CPU time (user + system, children included) comes from GNU time where there is one
const TIME = "/usr/bin/time";

function command(label: string, args: string[], cacheDir?: string): void {
  const t0 = performance.now();
  const timed = existsSync(TIME);
  const [cmd, argv] = timed ? [TIME, ["-f", "cpu %U %S", "npx", ...args]] : ["npx", args];
  const r = spawnSync(cmd, argv, { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...(cacheDir ? { LOCKSTEP_SPEC_CACHE: cacheDir } : {}) } });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(r.stderr || r.stdout);
  const m = /cpu ([\d.]+) ([\d.]+)/.exec(r.stderr);
  const cpu = m ? `, ${(Number(m[1]) + Number(m[2])).toFixed(2)} s CPU` : "";
  console.log(`${label.padEnd(22)} ${(ms / 1000).toFixed(2)} s wall${cpu}`);
}

try {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} (1, 5, 15 min)`,
  );
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
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} (1, 5, 15 min)`,
  );
} finally {
  rmSync(cold, { recursive: true, force: true });
}
