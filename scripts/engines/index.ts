// The five JavaScript engines the golden scene hashes are asserted in, each with a runner for a
// workload module (`run(n): { hash, calls, … }`) and, where it needs a binary, why it cannot run
// here. V8 runs in this Node process; QuickJS as WebAssembly (its runner lives with the cross-engine
// harness); Chromium through playwright-core; SpiderMonkey and JavaScriptCore as their shells.
import { runInNode, runInQuickJS, type EngineRun } from "./quickjs.js";
import { chromiumMissing, runInChromium } from "./chromium.js";
import { JAVASCRIPTCORE, SPIDERMONKEY, runInShell, shellMissing } from "./shell.js";

export interface Engine {
  name: string;
  /** null when it can run here, else the reason (printed when its tests are skipped) */
  missing(): string | null;
  run<R extends EngineRun>(entry: string, n: number): Promise<R>;
}

export const ENGINES: readonly Engine[] = [
  { name: "V8 (Node)", missing: () => null, run: (e, n) => runInNode(e, n) as Promise<never> },
  { name: "QuickJS", missing: () => null, run: (e, n) => runInQuickJS(e, n) as Promise<never> },
  { name: "Chromium", missing: chromiumMissing, run: async (e, n) => (await runInChromium([[e, n]]))[0] as never },
  { name: "SpiderMonkey", missing: () => shellMissing(SPIDERMONKEY), run: (e, n) => runInShell(SPIDERMONKEY, e, n) },
  { name: "JavaScriptCore", missing: () => shellMissing(JAVASCRIPTCORE), run: (e, n) => runInShell(JAVASCRIPTCORE, e, n) },
];

export function engineNamed(name: string): Engine {
  const e = ENGINES.find((x) => x.name === name);
  if (!e) throw new Error(`no engine "${name}"; the engines are ${ENGINES.map((x) => x.name).join(", ")}`);
  return e;
}
