// A second parser for cold runs (parse/cache.ts warmCache): parses its share of the spec files into
// the parse cache and signals through a shared flag (3 started, 1 done, 2 failed).
import { workerData } from "node:worker_threads";
import { parseSpecCached } from "./cache.js";

const { inputs, flag } = workerData as { inputs: { path: string; text: string }[]; flag: SharedArrayBuffer };
const f = new Int32Array(flag);
Atomics.store(f, 0, 3);
try {
  for (const i of inputs) {
    try {
      parseSpecCached(i.path, i.text);
    } catch {
      // a syntax error is never cached: the main thread parses that file again and reports it
    }
  }
  Atomics.store(f, 0, 1);
} catch {
  Atomics.store(f, 0, 2);
}
Atomics.notify(f, 0);
