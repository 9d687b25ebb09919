// Benchmarks of the public API (figures reported, never asserted): the whole-world state of the
// example room (snapshot, restore, snapshot + restore, hash) and of the room with a 20,000-triangle
// floor added to its level, its snapshot's bytes by body and by record, a move with and without the
// per-call transaction, and the Ballance world's snapshot. Each figure twice: Benchmark.js (wall clock), and the least CPU time per call of
// seven rounds (process.cpuUsage: what the call costs when the machine's other jobs take the cores
// in between). Run: npx tsx bench/facade.ts
import Benchmark from "benchmark";
import { createRoom, runRoom } from "../examples/ps2-room.js";
import { vec3 } from "../src/index.js";
import { ByteSink } from "../src/state/codec.js";
import type { FieldRanges } from "../src/ps2/state.js";
import { BallanceGame, KEY_PLUS_X, createBallanceWorld, generateLevel, parseLevel } from "../src/index.js";

function floor(n: number, m: number) {
  const vertices: number[] = [];
  const triangles: number[] = [];
  for (let j = 0; j <= m; j++) for (let i = 0; i <= n; i++) vertices.push(-40 + i, -40 + j, -1);
  for (let j = 0; j < m; j++)
    for (let i = 0; i < n; i++) {
      const a = j * (n + 1) + i;
      triangles.push(a, a + 1, a + n + 2, a + n + 2, a + n + 1, a);
    }
  return { vertices, triangles };
}

const rooms = { "room": createRoom(), "room + 20,000-triangle floor": createRoom(floor(100, 100)) };
for (const r of Object.values(rooms)) runRoom(r, 200);

for (const [name, r] of Object.entries(rooms)) {
  const ranges: FieldRanges = [];
  const sink = new ByteSink();
  // the records' bytes as the snapshot writes them (predictions and repeats reach across records)
  r.world.stateForTests.save(sink, 4, ranges, false);
  const parts = ranges.map(([p, a, b]) => `${p} ${b - a}`).join(", ");
  // a body's bytes: its owner record (with its group list) and the pool records after it
  const perBody: string[] = [];
  let body = "";
  let bytes = 0;
  for (const [p, a, b] of [...ranges, ["end", 0, 0] as const]) {
    const m = /^body (\d+): owner$/.exec(p);
    if (m || !p.startsWith("pool ")) {
      if (body) perBody.push(`body ${body} (${r.world.kind(Number(body))}) ${bytes}`);
      body = m ? m[1] : "";
      bytes = 0;
    }
    if (body) bytes += b - a;
  }
  console.log(`${name}: ${r.world.level.triangleCount} triangles, snapshot ${r.world.snapshot().length} bytes; per body: ${perBody.join(", ")}; by record: ${parts}, header 15`);
}

const suite = new Benchmark.Suite();
let sink = 0;
for (const [name, r] of Object.entries(rooms)) {
  const w = r.world;
  const s = w.snapshot();
  suite
    .add(`${name}: snapshot`, () => {
      sink += w.snapshot().length;
    })
    .add(`${name}: restore`, () => {
      w.restore(s);
    })
    .add(`${name}: snapshot + restore`, () => {
      w.restore(w.snapshot());
    })
    .add(`${name}: hash`, () => {
      sink += w.hash().length;
    });
}
{
  const t = createRoom();
  const fast = createRoom(undefined, false);
  runRoom(t, 100);
  runRoom(fast, 100);
  suite
    .add("room: one move of the player (transactional)", () => {
      t.world.move(t.player, vec3(0.5, 0.3, 0), 1 / 30);
      t.world.move(t.player, vec3(-0.5, -0.3, 0), 1 / 30);
    })
    .add("room: one move of the player (transactional: false)", () => {
      fast.world.move(fast.player, vec3(0.5, 0.3, 0), 1 / 30);
      fast.world.move(fast.player, vec3(-0.5, -0.3, 0), 1 / 30);
    });
}
suite
  .on("cycle", (e: Benchmark.Event) => {
    const b = e.target as unknown as Benchmark;
    const per = b.name!.includes("one move") ? 2 : 1;
    console.log(`${b.name}: ${((1e6 / b.hz!) / per).toFixed(1)} µs (±${b.stats!.rme.toFixed(1)}%, ${b.stats!.sample.length} samples)`);
  })
  .on("complete", () => {
    if (sink < 0) console.log(sink);
    cpuFigures();
  })
  .run();

function cpuMin(name: string, f: () => void, per = 1, n = 2000): void {
  let best = Infinity;
  for (let round = 0; round < 7; round++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) f();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / n / per);
  }
  console.log(`${name}: ${best.toFixed(1)} µs CPU (least of 7 rounds of ${n})`);
}

function cpuFigures(): void {
  for (const [name, r] of Object.entries(rooms)) {
    const w = r.world;
    const s = w.snapshot();
    cpuMin(`${name}: snapshot`, () => void w.snapshot());
    cpuMin(`${name}: restore`, () => w.restore(s));
    cpuMin(`${name}: snapshot + restore`, () => w.restore(w.snapshot()));
    cpuMin(`${name}: hash`, () => void w.hash());
  }
  const t = createRoom();
  const n = createRoom(undefined, false);
  runRoom(t, 100);
  runRoom(n, 100);
  cpuMin("room: one move of the player (transactional)", () => {
    t.world.move(t.player, vec3(0.5, 0.3, 0), 1 / 30);
    t.world.move(t.player, vec3(-0.5, -0.3, 0), 1 / 30);
  }, 2, 500);
  cpuMin("room: one move of the player (transactional: false)", () => {
    n.world.move(n.player, vec3(0.5, 0.3, 0), 1 / 30);
    n.world.move(n.player, vec3(-0.5, -0.3, 0), 1 / 30);
  }, 2, 500);
  ballance();
}

/** The Ballance world (generated level, seed 1) with the stone ball after 300 frames: bytes and CPU time. */
function ballance(): void {
  const world = createBallanceWorld({ level: parseLevel(generateLevel({ seed: 1 })) });
  const fresh = world.snapshot().length;
  const game = new BallanceGame(world, "Ball_Stone");
  for (let f = 1; f <= 300; f++) game.tick(KEY_PLUS_X);
  const s = world.snapshot();
  console.log(`ballance (generated level 1, ${world.engine.entities.length} entities): snapshot ${fresh} bytes fresh, ${s.length} after 300 frames`);
  cpuMin("ballance: snapshot", () => void world.snapshot(), 1, 50);
  cpuMin("ballance: restore", () => world.restore(s), 1, 50);
  cpuMin("ballance: hash", () => void world.hash(), 1, 50);
}
