// A parser thread for cold runs (parse/cache.ts warmCache): parses spec files into the parse cache,
// taking them from a counter it shares with the other parser threads.
import { workerData } from "node:worker_threads";
import { parseShare } from "./cache.js";

const { inputs, state } = workerData as { inputs: { path: string; text: string }[]; state: SharedArrayBuffer };
parseShare(inputs, state);
