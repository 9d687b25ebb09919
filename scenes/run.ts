// `npm start`, second half: runs the PS2 example scene (spec/ps2/examples/scene_room.spec), printing every
// update, then runs it again in V8 and once in QuickJS (an independent JS engine) and shows that the
// three final state hashes agree. Exit code 1 when they do not.
import { fileURLToPath } from "node:url";
import { run } from "./ps2-room.js";
import { runInQuickJS } from "../scripts/engines/quickjs.js";

export const UPDATES = 480;

const first = run(UPDATES, (line) => console.log(line));
const second = run(UPDATES);
const quick = await runInQuickJS(fileURLToPath(new URL("./ps2-room.ts", import.meta.url)), UPDATES);
console.log("");
console.log(`PS2 room scene, ${UPDATES} updates at 30 Hz: final state hash`);
console.log(`  V8, run 1   ${first.hash}`);
console.log(`  V8, run 2   ${second.hash}`);
console.log(`  QuickJS     ${quick.hash}`);
const same = first.hash === second.hash && first.hash === quick.hash;
console.log(same ? "  identical on both runs and both engines" : "  DIFFERENT");
process.exit(same ? 0 : 1);
