// Rewrites conformance/golden-scene-hashes.json from a V8 run of the golden scene workload. Run it
// only when a scene's simulation changes on purpose, and commit the file with a message that says
// why the hashes moved; the test then asserts the new hashes in all five engines.
//   npx tsx scripts/engines/refresh-golden-scenes.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CHECKPOINT_EVERY, run } from "./golden-workload.js";

export const GOLDEN_TICKS = 10_000;
const file = fileURLToPath(new URL("../../conformance/golden-scene-hashes.json", import.meta.url));
const r = run(GOLDEN_TICKS);
const body = {
  about:
    "State hashes of every example scene (scenes/lockstep.ts) at every 100th tick of a 10,000-tick run on its scripted inputs; asserted in V8, QuickJS, Chromium, SpiderMonkey and JavaScriptCore by conformance/netplay/golden-scenes*.test.ts. Re-baseline only with scripts/engines/refresh-golden-scenes.ts in a commit that says why.",
  ticks: GOLDEN_TICKS,
  every: CHECKPOINT_EVERY,
  hash: r.hash,
  scenes: r.scenes,
};
writeFileSync(file, JSON.stringify(body, null, 1) + "\n");
console.log(`wrote ${file}: ${Object.keys(r.scenes).length} scenes × ${GOLDEN_TICKS / CHECKPOINT_EVERY} checkpoints, hash ${r.hash}`);
