// Checks level files: `npx tsx levels/validate.ts file.json …`. Prints each file's size, or its first
// error (the file, the JSON path and what is wrong); exit code 1 when any file is not valid. The
// collision surfaces are compiled too, so a mesh the builder refuses is reported with its path.
import { loadLevelFile } from "../src/ballance/node.js";
import { createBallanceWorld } from "../src/ballance/world.js";

let bad = 0;
for (const f of process.argv.slice(2)) {
  try {
    const l = loadLevelFile(f);
    createBallanceWorld({ level: l, transactional: false });
    console.log(`${f}: valid: ${l.objectCount} objects, ${l.meshNames.length} meshes, ${l.faceCount} faces, ${l.vertexCount} vertices`);
  } catch (e) {
    bad++;
    console.log((e as Error).message);
  }
}
process.exit(bad ? 1 : 0);
