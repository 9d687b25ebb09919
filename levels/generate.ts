// Writes a generated Ballance level: `npx tsx levels/generate.ts [--seed N] [--segments N] [--binary] [out.json]`
// (default levels/generated-<seed>.json). The same seed always gives the same file.
import { generateLevel } from "../src/ballance/generator.js";
import { loadLevelFile, saveLevelFile } from "../src/ballance/node.js";

const args = process.argv.slice(2);
let seed = 1;
let segments: number | undefined;
let binary = false;
let out: string | undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--seed") seed = Number(args[++i]);
  else if (args[i] === "--segments") segments = Number(args[++i]);
  else if (args[i] === "--binary") binary = true;
  else out = args[i];
}
const path = out ?? new URL(`./generated-${seed}.json`, import.meta.url).pathname;
const level = generateLevel({ seed, segments });
saveLevelFile(path, level, binary);
const l = loadLevelFile(path);
console.log(`${path}: ${l.objectCount} objects, ${l.meshNames.length} meshes, ${l.faceCount} faces, fingerprint ${l.fingerprint.toString(16).padStart(8, "0")}`);
