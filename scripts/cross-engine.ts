// Prints the cross-engine comparison: npx tsx scripts/cross-engine.ts [iterations]
import { fileURLToPath } from "node:url";
import { compareEngines } from "./engines/quickjs.js";

const n = Number(process.argv[2] ?? 6000);
const entry = fileURLToPath(new URL("../conformance/cross-engine/workload.ts", import.meta.url));
const r = await compareEngines(entry, n);
console.log(`V8      ${r.v8.hash} (${r.v8.calls} calls)`);
console.log(`QuickJS ${r.quickjs.hash} (${r.quickjs.calls} calls)`);
console.log(r.same ? "identical" : "DIFFERENT");
process.exit(r.same ? 0 : 1);
