// Runs a cross-engine workload in V8 (this Node), QuickJS and, where installed, the SpiderMonkey and
// JavaScriptCore shells (Debian: libmozjs-102-dev gives js102, libjavascriptcoregtk-4.0-bin gives
// jsc), and prints each engine's hash. A manual check beside the automated V8/QuickJS test.
//   npx tsx scripts/cross-engine-shells.ts [workload.ts] [n]
//   (default: conformance/cross-engine/detmath-workload.ts 100000)
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundle, runInNode, runInQuickJS } from "./engines/quickjs.js";

const entry = resolve(process.argv[2] ?? fileURLToPath(new URL("../conformance/cross-engine/detmath-workload.ts", import.meta.url)));
const n = Number(process.argv[3] ?? 100_000);
const rows: [string, string][] = [];
const v8 = await runInNode(entry, n);
rows.push(["V8 (node " + process.version + ")", `${v8.hash} (${v8.calls} calls)`]);
const qjs = await runInQuickJS(entry, n);
rows.push(["QuickJS (quickjs-emscripten)", `${qjs.hash} (${qjs.calls} calls)`]);
const file = join(mkdtempSync(join(tmpdir(), "shells-")), "workload.js");
writeFileSync(file, `${await bundle(entry)}\nprint(JSON.stringify(__workload.run(${n})));\n`);
for (const [name, exe] of [
  ["SpiderMonkey 102 (js102)", "js102"],
  ["JavaScriptCore (jsc)", "jsc"],
]) {
  const r = spawnSync(exe, [file], { encoding: "utf8", maxBuffer: 1 << 20 });
  if (r.error || r.status !== 0) {
    rows.push([name, r.error ? "not installed" : `failed: ${r.stderr.trim().split("\n")[0]}`]);
    continue;
  }
  const out = JSON.parse(r.stdout.trim()) as { hash: string; calls: number };
  rows.push([name, `${out.hash} (${out.calls} calls)`]);
}
for (const [k, v] of rows) console.log(`${k.padEnd(32)} ${v}`);
