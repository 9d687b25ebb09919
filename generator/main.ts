// The generator's command line: generate, check, start.
//   generate  spec/ → generated/, conformance/generated/, reports/
//   check     type-check the spec, regenerate into a temporary folder, and fail with a diff when
//             anything differs from what is committed
//   start     the main job: generate, then print a summary
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generate, readSpecDir, readInventoryIds, SpecErrors, type Generated } from "./pipeline.js";
import { checkProject, writeOutputs } from "./outputs.js";
import { readMeasured } from "./report/measured.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SPEC = join(ROOT, "spec");

function runGenerator(root = ROOT): Generated {
  try {
    return generate(readSpecDir(join(root, "spec")), readInventoryIds(join(root, "spec")), undefined, { measured: readMeasured(root) });
  } catch (e) {
    if (e instanceof SpecErrors) {
      process.stderr.write(e.message + `\n\n${e.errors.length} error${e.errors.length === 1 ? "" : "s"} in the spec; nothing was written.\n`);
      process.exit(1);
    }
    throw e;
  }
}

function cmdGenerate(): Generated {
  const g = runGenerator();
  writeOutputs(g, ROOT);
  console.log(`generated ${g.files.size} files from ${g.program.modules.length} spec modules`);
  return g;
}

function cmdCheck(): void {
  const r = checkProject(ROOT, runGenerator());
  if (r.ok) console.log(r.message);
  else {
    console.error(r.message);
    process.exit(1);
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
