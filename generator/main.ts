// The generator's command line: generate, check, start.
//   generate  spec/ → generated/, conformance/generated/, reports/
//   check     type-check the spec, regenerate into a temporary folder, and fail with a diff when
//             anything differs from what is committed
//   start     the main job: generate, then print a summary
import { mkdirSync, writeFileSync, readFileSync, existsSync, readdirSync, rmSync, mkdtempSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { generate, readSpecDir, readInventoryIds, SpecErrors, OUTPUT_DIRS, type Generated } from "./pipeline.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SPEC = join(ROOT, "spec");

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(dir);
  return out;
}

function runGenerator(): Generated {
  try {
    return generate(readSpecDir(SPEC), readInventoryIds(SPEC));
  } catch (e) {
    if (e instanceof SpecErrors) {
      process.stderr.write(e.message + `\n\n${e.errors.length} error${e.errors.length === 1 ? "" : "s"} in the spec; nothing was written.\n`);
      process.exit(1);
    }
    throw e;
  }
}

function writeOutputs(g: Generated, into: string): void {
  for (const d of OUTPUT_DIRS) {
    for (const f of listFiles(join(into, d))) {
      const rel = relative(into, f).split(sep).join("/");
      if (!g.files.has(rel)) rmSync(f);
    }
  }
  for (const [rel, text] of g.files) {
    const p = join(into, rel);
    mkdirSync(dirname(p), { recursive: true });
    if (!existsSync(p) || readFileSync(p, "utf8") !== text) writeFileSync(p, text);
  }
}

function cmdGenerate(): Generated {
  const g = runGenerator();
  writeOutputs(g, ROOT);
  console.log(`generated ${g.files.size} files from ${g.program.modules.length} spec modules`);
  return g;
}

function cmdCheck(): void {
  const g = runGenerator();
  const tmp = mkdtempSync(join(tmpdir(), "spec-check-"));
  try {
    writeOutputs(g, tmp);
    const stale: string[] = [];
    const committed = new Set(OUTPUT_DIRS.flatMap((d) => listFiles(join(ROOT, d))).map((f) => relative(ROOT, f).split(sep).join("/")));
    for (const rel of new Set([...committed, ...g.files.keys()])) {
      const a = join(ROOT, rel);
      const b = join(tmp, rel);
      const ta = existsSync(a) ? readFileSync(a, "utf8") : undefined;
      const tb = existsSync(b) ? readFileSync(b, "utf8") : undefined;
      if (ta !== tb) stale.push(rel);
    }
    if (stale.length === 0) {
      console.log(`check: the spec type-checks and the ${g.files.size} generated files are up to date`);
      return;
    }
    console.error(`check: ${stale.length} generated file${stale.length === 1 ? " differs" : "s differ"} from what the spec generates:\n`);
    for (const rel of stale) {
      const a = join(ROOT, rel);
      const b = join(tmp, rel);
      const args = ["-u", "--label", `committed/${rel}`, "--label", `regenerated/${rel}`, existsSync(a) ? a : "/dev/null", existsSync(b) ? b : "/dev/null"];
      const r = spawnSync("diff", args, { encoding: "utf8" });
      const text = r.stdout || `${rel}: ${existsSync(a) ? "" : "missing from the commit"}${existsSync(b) ? "" : "no longer generated"}\n`;
      const lines = text.split("\n");
      console.error(lines.slice(0, 60).join("\n") + (lines.length > 60 ? `\n... (${lines.length - 60} more diff lines)\n` : "\n"));
    }
    console.error("Fix: run `npm run generate` and commit the result.");
    process.exit(1);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function cmdStart(): void {
  const g = cmdGenerate();
  const p = g.program;
  const fns = [...p.fns.values()];
  const units = new Set(fns.flatMap((f) => f.units));
  const ids = readInventoryIds(SPEC);
  const total = (k: "f32Rounds" | "f64Rounds" | "extLowerings") => g.rows.reduce((s, r) => s + r[k], 0);
  const byDoc = new Map<string, number>();
  for (const f of fns) byDoc.set(f.source?.doc ?? "design", (byDoc.get(f.source?.doc ?? "design") ?? 0) + 1);
  console.log("");
  console.log("Summary");
  console.log(`  spec modules          ${p.modules.length}`);
  console.log(`  functions             ${fns.length} (${[...byDoc.entries()].map(([d, n]) => `${n} from ${d}`).join(", ")})`);
  console.log(`  structs / layouts     ${p.structs.size} / ${p.layouts.size}`);
  console.log(`  inventory IDs covered ${units.size}${ids ? ` of ${ids.size}` : ""}: ${[...units].sort().join(" ")}`);
  console.log(`  rounding points       ${total("f32Rounds")} f32, ${total("f64Rounds")} f64; ${total("extLowerings")} ext operations lowered to f64`);
  console.log(`  conformance tests     ${g.tests.cases} cases in ${g.tests.files} files (${g.tests.expectedFailures} expected failures)`);
  console.log(`  reports               reports/precision.md, reports/precision.json`);
}

const cmd = process.argv[2];
if (cmd === "generate") cmdGenerate();
else if (cmd === "check") cmdCheck();
else if (cmd === "start") cmdStart();
else {
  console.error("usage: tsx generator/main.ts generate|check|start");
  process.exit(2);
}
