// Two peers play the input-driven PS2 room in lockstep over a WebSocket relay on this machine:
// each sends only its stick; rollback hides 40 ms of latency; both confirm the same checksums.
// Run: npx tsx examples/lockstep-two-peers.ts
import { startRelay } from "../src/netplay/relay.js";
import { connectPeer } from "../src/netplay/ws-transport.js";
import { createSession } from "../src/netplay/session.js";
import { PS2_ROOM_INPUT, encodeStick } from "../scenes/lockstep.js";

const relay = await startRelay(); // ws://127.0.0.1:<free port>
let now = 0; // a shared clock for the simulated link, in ms (one frame = 16.7 ms)
const link = { latencyMs: 40, jitterMs: 10, loss: 0.02, reorder: 0, seed: 1 };
const a = await connectPeer(relay.url, { conditions: link, clock: () => now });
const b = await connectPeer(relay.url, { conditions: { ...link, seed: 2 }, clock: () => now });

// both peers agree who plays whom: player 0 is peer a, player 1 is peer b
const owners = [a.id, b.id];
const peers = [a, b].map((transport) =>
  createSession({ game: PS2_ROOM_INPUT, players: 2, owners, transport, inputDelay: 2, maxRollback: 8 }),
);

// each frame, each peer reads its stick (here: a walks east then north, b walks west)
const stick = (peer: number, frame: number) => (peer === 0 ? (frame < 150 ? encodeStick(127, 0) : encodeStick(0, 127)) : encodeStick(-127, 0));
for (let frame = 0; frame < 300; frame++) {
  now += 1000 / 60;
  peers.forEach((s, i) => s.advance(stick(i, s.frame)));
  await new Promise((ok) => setTimeout(ok, 1)); // let the sockets deliver
}

const [pa, pb] = peers;
const common = Math.min(pa.confirmedFrame, pb.confirmedFrame);
let same = 0;
for (let f = 1; f <= common; f++) if (pa.checksum(f) === pb.checksum(f)) same++;
console.log(`confirmed ${common} frames on both peers; ${same} identical checksums; last ${pa.checksum(common)}`);
for (const s of peers) {
  const { ticks, rollbacks, resimulated, bytesSent } = s.stats;
  console.log(`  ticks ${ticks}, rollbacks ${rollbacks}, re-simulated ${resimulated}, ${(bytesSent / ticks).toFixed(0)} bytes sent per tick`);
}
peers.forEach((s) => s.close());
await relay.close();
process.exit(same === common ? 0 : 1);
