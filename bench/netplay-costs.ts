// The costs of rollback netplay per example scene (figures reported, never asserted): one step,
// the world's hash, snapshot and restore, bytes per snapshot, and the time to roll back and
// re-simulate 8 ticks against a 60 Hz frame (16.67 ms): bare (restore + 8 steps); as the session
// does it with its defaults (the worst case, every tick predicted, a checksum every frame): for a
// world with raw saves (LockstepWorld.save, D-NETPLAY-13) a load, a raw save per re-simulated tick
// and one hash of a kept state (the frame the session confirms per frame; the frames it abandons
// are never hashed), for any other world a snapshot before and a hash after each tick; that
// older way for every world ("snapshot + hash per tick", the defaults before D-NETPLAY-13); and
// with sparse saving and a checksum every 8th frame (one snapshot and one hash per rollback).
// Each figure is the median of 15 batches, after a warm-up, in process CPU time (the machine is
// shared: wall time swings with other load; D-BENCH-1), each batch at least 20 ms, after a warm-up
// that runs the scene as a session does (rollbacks with a snapshot and a hash per tick). Besides every
// example scene, the input room with 8 players. Run: npx tsx bench/netplay-costs.ts [tick]
// (the tick the figures are taken at, default 300; the Ballance world's state grows with it).
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
const AT = Number(process.argv[2] ?? 300);
if (!(Number.isInteger(AT) && AT >= 0)) throw new RangeError(`bench/netplay-costs.ts: the tick is ${process.argv[2]}; give a whole number of ticks (default 300)`);
const rows: string[] = [];
rows.push(
  "| scene | step | hash | snapshot | restore | raw save | raw load | hash of a saved state | bytes per snapshot | roll back 8: bare | margin | defaults | margin | snapshot + hash per tick | margin | sparse, checksum /8 | margin |",
);
rows.push("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
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
  for (let i = 0; i < AT; i++) step(); // into the scene: humans walking, contacts
  // at tick AT exactly (the timings below run the scene on by as many ticks as their batches take)
  const bytes = w.snapshot().byteLength;
  // warm-up as a session runs: 40 rollbacks of 8 ticks with a snapshot and a hash per tick, then
  // back to tick 300 (a session calls these every frame; measured cold, the first calls of a large
  // world's generated walks run before the JIT has optimised them, several times slower)
  const start = w.snapshot();
  for (let k = 0; k < 40; k++) {
    w.restore(start);
    tick = AT;
    for (let i = 0; i < 8; i++) {
      w.snapshot();
      if (w.save) w.save();
      step();
      w.hash();
    }
  }
  w.restore(start);
  tick = AT;
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
  const everyTick = time(() => {
    w.restore(base);
    tick = baseTick;
    for (let i = 0; i < 8; i++) {
      w.snapshot();
      step();
      w.hash();
    }
  });
  // the raw ring: one state per re-simulated tick, reused (as the session reuses the states it drops)
  const raw = w.save && w.load && w.hashOf ? { save: w.save.bind(w), load: w.load.bind(w), hashOf: w.hashOf.bind(w) } : null;
  const ring = raw ? Array.from({ length: 8 }, () => raw.save()) : [];
  let k = 0;
  const tSave = raw ? time(() => void raw.save(ring[k++ & 7])) : NaN;
  const rawBase = raw?.save();
  const tLoad = raw ? time(() => raw.load(rawBase!)) : NaN;
  const tHashOf = raw ? time(() => void raw.hashOf(rawBase!)) : NaN;
  const session = raw
    ? time(() => {
        raw.load(rawBase!);
        tick = baseTick;
        for (let i = 0; i < 8; i++) {
          raw.save(ring[i]);
          step();
        }
        void raw.hashOf(ring[0]);
      })
    : everyTick;
  const sparse = time(() => {
    w.restore(base);
    tick = baseTick;
    w.snapshot();
    for (let i = 0; i < 8; i++) step();
    w.hash();
  });
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  const rawUs = (x: number) => (Number.isNaN(x) ? "—" : us(x));
  rows.push(
    `| ${scene.game.name} (${scene.players}p) | ${us(tStep)} | ${us(tHash)} | ${us(tSnap)} | ${us(tRestore)} | ${rawUs(tSave)} | ${rawUs(tLoad)} | ${rawUs(tHashOf)} | ${bytes.toLocaleString("en")} | ` +
      `${ms(bare)} | ${ms(FRAME_MS - bare)} | ${ms(session)} | ${ms(FRAME_MS - session)} | ${ms(everyTick)} | ${ms(FRAME_MS - everyTick)} | ${ms(sparse)} | ${ms(FRAME_MS - sparse)} |`,
  );
}
console.log(`netplay costs at tick ${AT} (Node ${process.version}, CPU time, 60 Hz frame ${FRAME_MS.toFixed(2)} ms; margin = frame − time)`);
console.log(rows.join("\n"));
