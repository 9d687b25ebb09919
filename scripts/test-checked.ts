// `npm run test:checked`: the checked build. Emits the engine once more with a check on every list
// and array index (in range) and on every store into a record or layout field (finite floats,
// in-range integers), into a cache folder (node_modules/.cache/lockstep-checked, never committed),
// and runs the conformance suite and the property tests on it. A failing check throws a
// CheckedBuildError naming the spec line (runtime/checked.ts). The normal build is unchanged.
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { generate, readInventoryIds, readSpecDir } from "../generator/pipeline.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "node_modules", ".cache", "lockstep-checked");
const g = generate(readSpecDir(join(ROOT, "spec")), readInventoryIds(join(ROOT, "spec")), undefined, { checked: true });
rmSync(OUT, { recursive: true, force: true });
mkdirSync(join(OUT, "conformance"), { recursive: true });
// shared, unchanged parts are linked; what imports the engine by relative path is copied, so that
// its imports reach the checked build (a link would resolve to the normal one): the tests, and the
// API, examples, scenes, levels and engine drivers they import
for (const link of ["runtime", "node_modules", "conformance/support", "package.json", "tsconfig.json"]) {
  if (!existsSync(join(OUT, link))) symlinkSync(join(ROOT, link), join(OUT, link));
}
for (const copy of ["conformance/properties", "conformance/cross-engine", "scenes", "src", "examples", "levels", "scripts/engines"])
  cpSync(join(ROOT, copy), join(OUT, copy), { recursive: true });
rmSync(join(OUT, "scenes", "generated"), { recursive: true, force: true });
writeFileSync(
  join(OUT, "vitest.config.ts"),
  `export default { test: { include: ["conformance/generated/**/*.test.ts", "conformance/properties/**/*.test.ts"], testTimeout: 120000, pool: "forks" } };\n`,
);
for (const [rel, text] of g.files) {
  mkdirSync(dirname(join(OUT, rel)), { recursive: true });
  writeFileSync(join(OUT, rel), text);
}
console.log(`checked build: ${g.files.size} files in ${OUT} (${g.tests.cases} conformance cases)`);
const r = spawnSync("npx", ["vitest", "run", "--root", OUT, ...process.argv.slice(2)], { stdio: "inherit", cwd: OUT });
process.exit(r.status ?? 1);
