// Runs the peer benchmarks as a user ships the engine: bench/peers/run.ts and the engine bundled
// into one ES module by esbuild (no per-module export indirection of a TypeScript loader), then
// run by plain node with the given arguments. Run: npx tsx bench/peers/main.ts [run.ts options]
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const out = join(root, "node_modules", ".cache", "lockstep-bench", "peers.mjs");
await build({
  entryPoints: [join(root, "bench", "peers", "run.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile: out,
  logLevel: "warning",
  // cannon-es's CommonJS build requires node modules at run time
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: "inherit", cwd: root });
process.exit(r.status ?? 1);
