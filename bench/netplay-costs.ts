// The costs of rollback netplay per example scene (figures reported, never asserted): one step,
// the world's hash, snapshot and restore, bytes per snapshot, and the time to roll back and
// re-simulate 8 ticks against a 60 Hz frame (16.67 ms), both bare (restore + 8 steps) and as the
// session does it with its defaults (before each re-simulated tick still on a prediction a
// snapshot, after each a checksum: the worst case, every tick predicted, checksum every frame) and
// with sparse saving and a checksum every 8th frame (one snapshot and one hash per rollback).
// Each figure is the median of 15 batches, after a warm-up, in process CPU time (the machine is
// shared: wall time swings with other load; D-BENCH-1), each batch at least 20 ms, after a warm-up
// that runs the scene as a session does (rollbacks with a snapshot and a hash per tick). Besides every
// example scene, the input room with 8 players. Run: npx tsx bench/netplay-costs.ts
import { EXAMPLE_SCENES, inputBuffers, sceneNamed, scriptedStick, type ExampleScene } from "../scenes/lockstep.js";

const FRAME_MS = 1000 / 60;

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1];
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** ms of CPU per call of f: the median of `batches` batches, each of as many calls as fill 20 ms */
function time(f: () => void, batches = 15): number {
  let n = 1;
  for (;;) {
    const t0 = cpuMs();
    for (let i = 0; i < n; i++) f();
    if (cpuMs() - t0 >= 20) break;
    n *= 2;
  }
  const out: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = cpuMs();
    for (let i = 0; i < n; i++) f();
    out.push((cpuMs() - t0) / n);
  }
  return median(out);
}

const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
const rows: string[] = [];
rows.push(
  "| scene | step | hash | snapshot | restore | snapshot + restore | bytes per snapshot | roll back 8: bare | margin | defaults | margin | sparse, checksum /8 | margin |",
);
rows.push("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
const eight: ExampleScene = {
  game: sceneNamed("ps2-room-input").game,
  players: 8,
  maxPlayers: 8,
  ticks: 10_000,
  script: (tick, out) => out.forEach((o, p) => scriptedStick(16, p, tick, o)),
};
for (const scene of [...EXAMPLE_SCENES, eight]) {
  const w = scene.game.create(scene.players);
  const inputs = inputBuffers(scene);
  let tick = 0;
  const step = () => {
    scene.script(tick++, inputs);
    w.step(inputs);
  };
  for (let i = 0; i < 300; i++) step(); // into the scene: humans walking, contacts
  // at tick 300 exactly (the timings below run the scene on by as many ticks as their batches take)
  const bytes = w.snapshot().byteLength;
  // warm-up as a session runs: 40 rollbacks of 8 ticks with a snapshot and a hash per tick, then
  // back to tick 300 (a session calls these every frame; measured cold, the first calls of a large
  // world's generated walks run before the JIT has optimised them, several times slower)
  const start = w.snapshot();
  for (let k = 0; k < 40; k++) {
    w.restore(start);
    tick = 300;
    for (let i = 0; i < 8; i++) {
      w.snapshot();
      step();
      w.hash();
    }
  }
  w.restore(start);
  tick = 300;
  const tStep = time(step);
  const tHash = time(() => void w.hash());
  let snap = w.snapshot();
  const tSnap = time(() => void (snap = w.snapshot()));
  const tRestore = time(() => w.restore(snap));
  const base = w.snapshot();
  const baseTick = tick;
  const bare = time(() => {
    w.restore(base);
    tick = baseTick;
    for (let i = 0; i < 8; i++) step();
  });
  const session = time(() => {
    w.restore(base);
    tick = baseTick;
    for (let i = 0; i < 8; i++) {
      w.snapshot();
      step();
      w.hash();
    }
  });
  const sparse = time(() => {
    w.restore(base);
    tick = baseTick;
    w.snapshot();
    for (let i = 0; i < 8; i++) step();
    w.hash();
  });
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  rows.push(
    `| ${scene.game.name} (${scene.players}p) | ${us(tStep)} | ${us(tHash)} | ${us(tSnap)} | ${us(tRestore)} | ${us(tSnap + tRestore)} | ${bytes.toLocaleString("en")} | ` +
      `${ms(bare)} | ${ms(FRAME_MS - bare)} | ${ms(session)} | ${ms(FRAME_MS - session)} | ${ms(sparse)} | ${ms(FRAME_MS - sparse)} |`,
  );
}
console.log(`netplay costs (Node ${process.version}, CPU time, 60 Hz frame ${FRAME_MS.toFixed(2)} ms; margin = frame − time)`);
console.log(rows.join("\n"));
