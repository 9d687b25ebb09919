// `npm start`: plays the Ballance level (scenes/ballance-level.ts): a generated level, the three ball
// kinds in turn under a scripted input, a line per second of game time; then the same run again in
// V8 and once in QuickJS (an independent JS engine), and shows that the final state hashes agree.
// `npm start -- ps2` runs the PS2 example room instead (scenes/ps2-room.ts). Exit code 1 when the
// hashes differ.
import { fileURLToPath } from "node:url";
import { runInQuickJS } from "../scripts/engines/quickjs.js";

const which = process.argv[2] ?? "ballance";
const now = () => Number(process.hrtime.bigint()) / 1e6;

if (which === "ps2") {
  const { run } = await import("./ps2-room.js");
  const UPDATES = 480;
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
} else if (which === "ballance") {
  const { run, level, FRAMES_PER_BALL, SEED } = await import("./ballance-level.js");
  const { BALL_KINDS } = await import("../src/ballance/presets.js");
  const frames = FRAMES_PER_BALL * BALL_KINDS.length;
  const l = level();
  console.log(`Ballance level "${l.name}" (generateLevel seed ${SEED}): ${l.objectCount} objects, ${l.meshNames.length} meshes, ${l.faceCount} faces, ${l.vertexCount} vertices`);
  console.log(`${BALL_KINDS.join(", ")} in turn, ${FRAMES_PER_BALL} frames of 1/60 s each, time factor ${l.timeFactor}, gravity (${l.gravity.join(", ")})`);
  console.log(" game s  ball        frames  PSIs  events  impacts  sleeps  wakes  outputs   ball at (x, y, z)          speed");
  const f = (v: number, w: number, d = 0) => v.toFixed(d).padStart(w);
  let t = now();
  let psis = 0, events = 0, impacts = 0;
  const first = run(frames, (s) => {
    psis += s.psis;
    events += s.events;
    impacts += s.impacts;
    console.log(`${f(s.second, 7)}  ${s.ball.padEnd(10)} ${f(s.frames, 7)} ${f(s.psis, 5)} ${f(s.events, 7)} ${f(s.impacts, 8)} ${f(s.sleeps, 7)} ${f(s.wakes, 6)} ${f(s.outputs, 8)}   (${f(s.x, 7, 2)}, ${f(s.y, 6, 2)}, ${f(s.z, 6, 2)})  ${f(s.speed, 6, 2)}`);
  });
  const v8ms = now() - t;
  t = now();
  const second = run(frames);
  const v8ms2 = now() - t;
  t = now();
  const quick = await runInQuickJS(fileURLToPath(new URL("./ballance-level.ts", import.meta.url)), frames);
  const qjms = now() - t;
  console.log("");
  console.log(`${frames} frames, ${psis} PSIs (${(psis / (frames / 60)).toFixed(1)} per second of game time), ${events} mindist events (${(events / psis).toFixed(3)} per PSI), ${impacts} impacts (${(impacts / psis).toFixed(4)} per PSI)`);
  console.log(`final state hash`);
  console.log(`  V8, run 1   ${first.hash}   ${(v8ms / 1000).toFixed(1)} s (${(psis / (v8ms / 1000)).toFixed(0)} PSIs/s)`);
  console.log(`  V8, run 2   ${second.hash}   ${(v8ms2 / 1000).toFixed(1)} s`);
  console.log(`  QuickJS     ${quick.hash}   ${(qjms / 1000).toFixed(1)} s`);
  const same = first.hash === second.hash && first.hash === quick.hash && first.calls === quick.calls;
  console.log(same ? "  identical on both runs and both engines" : "  DIFFERENT");
  console.log("(`npm start -- ps2` runs the PS2 example room)");
  process.exit(same ? 0 : 1);
} else {
  console.error(`npm start: unknown scene "${which}"; pass ballance (the default) or ps2`);
  process.exit(2);
}
