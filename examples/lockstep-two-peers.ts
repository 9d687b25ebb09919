// Two peers play one small game in lockstep over a WebSocket relay on this machine, through the
// package's public API: each sends only its stick, rollback hides 40 ms of latency, and both
// confirm the same checksum for every frame. Run: npx tsx examples/lockstep-two-peers.ts
import { createLevel, createWorld, vec3 } from "../src/index.js"; // lockstep-physics
import { createSession, lockstepPs2World, type LockstepGame } from "../src/netplay/index.js"; // lockstep-physics/netplay
import { connectPeer, startRelay } from "../src/netplay/node.js"; // lockstep-physics/netplay/node

// The game: a 20 × 20 m floor, a human per player, moved each tick by a stick of two signed bytes.
const level = createLevel({ vertices: [0, 0, 0, 20, 0, 0, 20, 20, 0, 0, 20, 0], triangles: [0, 1, 2, 2, 3, 0] });
const axis = (byte: number) => (byte << 24) >> 24;
const game: LockstepGame = {
  name: "two sticks",
  inputSize: 2,
  create(players) {
    const world = createWorld({ level, transactional: false }); // inputs are checked before a tick
    const humans = Array.from({ length: players }, (_, p) => world.addHuman({ position: vec3(5 + 10 * p, 10, 0), player: p }));
    const tick = new Int32Array(1); // the game's own state, saved and hashed with the world
    return lockstepPs2World(world, {
      state: tick,
      step(inputs) {
        inputs.forEach((s, p) => world.move(humans[p], vec3((axis(s[0]) * 3) / 127, (axis(s[1]) * 3) / 127, 0), 1 / 30));
        tick[0]++;
      },
    });
  },
  checkInput(player, input) {
    if (axis(input[0]) < -127 || axis(input[1]) < -127) throw new RangeError(`player ${player}: each stick axis takes −127 … 127`);
  },
};

const relay = await startRelay(); // ws://127.0.0.1:<free port>
let now = 0; // the simulated link's clock, in ms (one frame = 16.7 ms)
const link = { latencyMs: 40, jitterMs: 10, loss: 0.02, reorder: 0, seed: 1 };
const a = await connectPeer(relay.url, { conditions: link, clock: () => now });
const b = await connectPeer(relay.url, { conditions: { ...link, seed: 2 }, clock: () => now });
const owners = [a.id, b.id]; // player 0 is peer a, player 1 is peer b
const peers = [a, b].map((transport) => createSession({ game, players: 2, owners, transport, inputDelay: 2, maxRollback: 8 }));

// each frame each peer reads its stick: a walks east, then north; b walks west
const stick = (peer: number, frame: number) => new Uint8Array(peer === 1 ? [-127, 0] : frame < 150 ? [127, 0] : [0, 127]);
for (let frame = 0; frame < 300; frame++) {
  now += 1000 / 60;
  peers.forEach((s, i) => s.advance(stick(i, s.frame)));
  await new Promise((ok) => setTimeout(ok, 1)); // let the sockets deliver
}

const common = Math.min(...peers.map((s) => s.confirmedFrame));
let same = 0;
for (let f = 1; f <= common; f++) if (peers[0].checksum(f) === peers[1].checksum(f)) same++;
console.log(`confirmed ${common} frames on both peers; ${same} identical checksums; last ${peers[0].checksum(common)}`);
for (const { stats: s } of peers) console.log(`  ticks ${s.ticks}, rollbacks ${s.rollbacks}, re-simulated ${s.resimulated}, ${(s.bytesSent / s.ticks).toFixed(0)} bytes sent per tick`);
peers.forEach((s) => s.close());
await relay.close();
process.exit(same === common ? 0 : 1);
