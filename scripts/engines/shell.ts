// Runs a workload module (exporting `run(n): { hash, calls, … }`) in a JavaScript engine's
// command-line shell: SpiderMonkey's `js102` (Firefox's engine, Debian package libmozjs-102-dev)
// or JavaScriptCore's `jsc` (Safari's engine, libjavascriptcoregtk-4.0-bin). The module is bundled
// into one plain script (the same bundle QuickJS runs) that prints the result with the shell's
// `print`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundle, type EngineRun } from "./quickjs.js";

export interface ShellEngine {
  name: string;
  binary: string;
  /** the Debian package that ships it */
  pkg: string;
}

export const SPIDERMONKEY: ShellEngine = { name: "SpiderMonkey", binary: "/usr/bin/js102", pkg: "libmozjs-102-dev" };
export const JAVASCRIPTCORE: ShellEngine = { name: "JavaScriptCore", binary: "/usr/bin/jsc", pkg: "libjavascriptcoregtk-4.0-bin" };

/** null when the engine can run here, else why not (for a skip message) */
export function shellMissing(e: ShellEngine): string | null {
  return existsSync(e.binary) ? null : `${e.name}: ${e.binary} is missing (apt-get install -y ${e.pkg}; .ci/run installs it)`;
}

export async function runInShell<R extends EngineRun = EngineRun>(e: ShellEngine, entry: string, n: number): Promise<R> {
  const code = await bundle(entry);
  const dir = mkdtempSync(join(tmpdir(), "lockstep-shell-"));
  try {
    const file = join(dir, "workload.js");
    writeFileSync(file, `${code}\nprint(JSON.stringify(__workload.run(${n})));\n`);
    const r = spawnSync(e.binary, [file], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (r.error) throw new Error(`${e.name}: could not start ${e.binary}: ${r.error.message}`);
    if (r.status !== 0) throw new Error(`${e.name}: exit ${r.status}\n${r.stderr}`);
    const line = r.stdout.trim().split("\n").pop() ?? "";
    return JSON.parse(line) as R;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
