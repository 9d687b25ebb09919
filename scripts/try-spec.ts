// Try spec files in isolation: compile the given .spec files (plus any --with files) into a scratch
// root under /tmp, then run their generated conformance tests there. Nothing in the project changes.
//   npx tsx scripts/try-spec.ts [--out DIR] [--no-test] spec/a.spec spec/b.spec ...
import { mkdirSync, writeFileSync, readFileSync, symlinkSync, existsSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { generate, readInventoryIds, SpecErrors } from "../generator/pipeline.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
let out = "/tmp/try-spec";
let runTests = true;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--out") out = args[++i];
  else if (args[i] === "--no-test") runTests = false;
  else files.push(args[i]);
}
// a file outside spec/ is compiled as spec/external/<name>, so its output stays inside --out
const specPath = (f: string) => {
  const rel = relative(join(ROOT, "spec"), resolve(f)).split("\\").join("/");
  return rel.startsWith("..") ? `external/${rel.split("/").pop()}` : rel;
};
// errors name each file as it was given (relative to the project root when it lies inside it)
const shown = (f: string) => (relative(ROOT, resolve(f)).startsWith("..") ? resolve(f) : relative(ROOT, resolve(f)).split("\\").join("/"));
const inputs = files.map((f) => ({ path: specPath(f), text: readFileSync(f, "utf8"), displayPath: shown(f) }));
let g;
try {
  g = generate(inputs, readInventoryIds(join(ROOT, "spec")));
} catch (e) {
  if (e instanceof SpecErrors) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "conformance"), { recursive: true });
for (const link of ["runtime", "node_modules", "conformance/support", "package.json", "tsconfig.json"]) {
  if (!existsSync(join(out, link))) symlinkSync(join(ROOT, link), join(out, link));
}
writeFileSync(join(out, "vitest.config.ts"), `export default { test: { include: ["conformance/generated/**/*.test.ts"] } };\n`);
for (const [rel, text] of g.files) {
  mkdirSync(dirname(join(out, rel)), { recursive: true });
  writeFileSync(join(out, rel), text);
}
console.log(`wrote ${g.files.size} files to ${out} (${g.tests.cases} test cases)`);
if (runTests && g.tests.cases > 0) {
  const r = spawnSync("npx", ["vitest", "run", "--root", out], { stdio: "inherit", cwd: out });
  process.exit(r.status ?? 1);
}
