// `npm run bench`: every benchmark, one process each, in a fixed order. The peer benchmarks
// (bench/peers/, which write reports/bench.md and .json) come first; then every other top-level
// bench/*.ts in name order, except the helpers listed below. A new benchmark file joins by existing.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";

const HERE = dirname(fileURLToPath(import.meta.url));
/** Files in bench/ that other benchmarks import; they are not benchmarks themselves. */
const HELPERS = new Set(["all.ts", "owner.ts", "plain.ts"]);

const files = [
  "peers/main.ts",
  ...readdirSync(HERE)
    .filter((f) => f.endsWith(".ts") && !HELPERS.has(f))
    .sort(),
];
let failed = 0;
for (const f of files) {
  console.log(`\n=== bench/${f}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", join(HERE, f)], { stdio: "inherit" });
  if (r.status !== 0) {
    failed++;
    console.error(`bench/${f} exited with ${r.status ?? r.signal}`);
  }
}
process.exit(failed ? 1 : 0);
