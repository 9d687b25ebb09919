// Runs one workload module in Node's V8 and in QuickJS (quickjs-emscripten, an independent JS
// engine compiled to WebAssembly) and returns the hash each engine computed over the raw bits of
// every result. The workload is bundled once with esbuild into a plain script for QuickJS.
import { build } from "esbuild";
import { getQuickJS } from "quickjs-emscripten";
import { pathToFileURL } from "node:url";

export interface EngineRun {
  hash: string;
  calls: number;
}

/** Bundles `entry` (a module exporting `run(n): { hash, calls }`) as a script defining globalThis.__workload. */
export async function bundle(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "__workload",
    platform: "neutral",
    target: "es2020",
    logLevel: "silent",
  });
  return out.outputFiles[0].text;
}

export async function runInQuickJS(entry: string, n: number): Promise<EngineRun> {
  const code = await bundle(entry);
  const QuickJS = await getQuickJS();
  const rt = QuickJS.newRuntime();
  rt.setMemoryLimit(512 * 1024 * 1024);
  const vm = rt.newContext();
  try {
    const res = vm.evalCode(`${code}\nJSON.stringify(__workload.run(${n}))`, "workload.js");
    if (res.error) {
      const msg = vm.getString(vm.getProp(res.error, "message"));
      const stack = vm.getString(vm.getProp(res.error, "stack"));
      res.error.dispose();
      throw new Error(`QuickJS: ${msg}\n${stack}`);
    }
    const text = vm.getString(res.value);
    res.value.dispose();
    return JSON.parse(text) as EngineRun;
  } finally {
    vm.dispose();
    rt.dispose();
  }
}

export async function runInNode(entry: string, n: number): Promise<EngineRun> {
  const mod = (await import(pathToFileURL(entry).href)) as { run(n: number): EngineRun };
  return mod.run(n);
}

export async function compareEngines(entry: string, n: number): Promise<{ v8: EngineRun; quickjs: EngineRun; same: boolean }> {
  const v8 = await runInNode(entry, n);
  const quickjs = await runInQuickJS(entry, n);
  return { v8, quickjs, same: v8.hash === quickjs.hash && v8.calls === quickjs.calls };
}
