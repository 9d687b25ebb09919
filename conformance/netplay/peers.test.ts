// Peers over a WebSocket relay on the loopback interface, with seeded latency, jitter, loss and
// reordering: 2, 4 and 8 peers agree on the checksum of every confirmed frame of every example
// scene (and the 2-peer run of the input room matches a replay of the same inputs without any
// network); a late joiner receives the state and continues in sync; a peer that disconnects is
// handed over without a desync.
import { describe, expect, it, vi } from "vitest";
import { disagreements, runPeers, type PeersResult } from "./peers-harness.js";
import { BALLANCE_LEVEL, EXAMPLE_SCENES, PS2_ROOM_INPUT, playerScript, scriptedStick } from "../../scenes/lockstep.js";
import type { LinkConditions } from "../../src/netplay/transport.js";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const WAN: LinkConditions = { latencyMs: 40, jitterMs: 30, loss: 0.05, reorder: 0.05, seed: 11 };
const script = (p: number, t: number, out: Uint8Array) => scriptedStick(5, p, t, out);

function expectInSync(r: PeersResult, ticks: number) {
  expect(disagreements(r), "every confirmed frame has one checksum on every peer").toEqual([]);
  for (const p of r.peers) {
    if (p.left) continue;
    expect(p.desyncs, `peer ${p.id} saw no desync`).toEqual([]);
    expect(p.session.stats.conflicts).toBe(0);
    expect(p.session.confirmedFrame).toBeGreaterThanOrEqual(ticks);
  }
}

function summary(label: string, r: PeersResult) {
  const s = r.peers.map((p) => p.session.stats);
  const sum = (k: keyof (typeof s)[number]) => s.reduce((a, x) => a + (x[k] as number), 0);
  const ticks = sum("ticks");
  console.log(
    `${label}: ${r.peers.length} peers, ${r.frames} frames, ticks ${ticks}, rollbacks ${sum("rollbacks")}, re-simulated ${sum("resimulated")} (deepest ${Math.max(...s.map((x) => x.deepestRollback))}), ` +
      `stalls ${sum("stalls")}, ${(sum("bytesSent") / ticks).toFixed(1)} bytes sent per peer per tick` +
      (sum("statesSent") ? `, ${sum("statesSent")} state transfer(s) of ${sum("stateBytes").toLocaleString("en")} bytes` : "") +
      `, ${(r.wallMs / 1000).toFixed(1)} s`,
  );
}

// real sockets and many worlds: give a loaded machine time
vi.setConfig({ testTimeout: 300_000 });

describe("peers over a loopback ws relay", () => {
  it("2 peers agree on every confirmed frame, and on what a replay of their inputs without network gives", async () => {
    const ticks = 300;
    const r = await runPeers({ game: PS2_ROOM_INPUT, players: 2, peers: 2, ticks, conditions: WAN, script });
    summary("2 peers", r);
    expectInSync(r, ticks);
    expect(r.peers[0].session.stats.rollbacks, "the link's latency exceeds the input delay: predictions were corrected").toBeGreaterThan(0);
    // the replay: player p's input for tick t is the script's, blank before the input delay
    const w = PS2_ROOM_INPUT.create(2);
    const inputs = [new Uint8Array(2), new Uint8Array(2)];
    const checksums = r.peers[0].checksums;
    for (let t = 0; t < ticks; t++) {
      inputs.forEach((o, p) => (t < 2 ? o.fill(0) : script(p, t, o)));
      w.step(inputs);
      expect(checksums.get(t + 1), `frame ${t + 1}`).toBe(w.hash());
    }
  });

  it("2 peers of the Ballance level (raw states, D-NETPLAY-13) agree, and on the replay; frames a rollback abandons are never hashed", async () => {
    const ticks = 100;
    const scene = EXAMPLE_SCENES.find((x) => x.game === BALLANCE_LEVEL)!;
    const play = playerScript(scene, 2);
    const r = await runPeers({ game: BALLANCE_LEVEL, players: 2, peers: 2, ticks, conditions: { ...WAN, seed: 31 }, script: play });
    summary("2 peers, ballance-level, replayed", r);
    expectInSync(r, ticks);
    const stats = r.peers[0].session.stats;
    expect(stats.rollbacks, "predictions were corrected").toBeGreaterThan(0);
    expect(stats.hashes, "one hash per confirmed frame, none for the abandoned ones").toBeLessThan(stats.ticks + stats.resimulated);
    const w = BALLANCE_LEVEL.create(2);
    const inputs = [new Uint8Array(1), new Uint8Array(1)];
    const checksums = r.peers[0].checksums;
    for (let t = 0; t < ticks; t++) {
      inputs.forEach((o, p) => (t < 2 ? o.fill(0) : play(p, t, o)));
      w.step(inputs);
      expect(checksums.get(t + 1), `frame ${t + 1}`).toBe(w.hash());
    }
  });

  it("2 peers with sparse saving and a checksum every 4th frame agree, and on the replay", async () => {
    const ticks = 240;
    const r = await runPeers({
      game: PS2_ROOM_INPUT,
      players: 2,
      peers: 2,
      ticks,
      conditions: { ...WAN, seed: 17 },
      script,
      sparseSaving: true,
      checksumInterval: 4,
      keepDesyncStates: false,
    });
    summary("2 peers, sparse", r);
    expectInSync(r, ticks);
    const s = r.peers[0].session.stats;
    expect(s.rollbacks).toBeGreaterThan(0);
    expect(s.snapshots, "at most one snapshot per tick run").toBeLessThanOrEqual(s.ticks + s.resimulated);
    const w = PS2_ROOM_INPUT.create(2);
    const inputs = [new Uint8Array(2), new Uint8Array(2)];
    for (let t = 0; t < ticks; t++) {
      inputs.forEach((o, p) => (t < 2 ? o.fill(0) : script(p, t, o)));
      w.step(inputs);
      if ((t + 1) % 4 === 0) expect(r.peers[1].checksums.get(t + 1), `frame ${t + 1}`).toBe(w.hash());
    }
  });

  // every example scene with 2, 4 and 8 peers: min(peers, the scene's most players) players, the
  // other peers playing nobody (the scripted room has one player and takes no input: its other
  // peers follow it; the Ballance track holds 4 balls); the Ballance level over fewer ticks (with
  // the session's defaults a tick of it, its snapshot and its hash cost about 20 times the rooms')
  for (const [peers, ticks, ballanceTicks, seed] of [
    [2, 200, 100, 21],
    [4, 200, 60, 12],
    [8, 120, 40, 13],
  ] as const) {
    for (const scene of EXAMPLE_SCENES) {
      const players = Math.min(peers, scene.maxPlayers);
      const n = scene.game === BALLANCE_LEVEL ? ballanceTicks : ticks;
      it(`${peers} peers agree on every confirmed frame of ${scene.game.name} (${players} player${players === 1 ? "" : "s"}, ${n} ticks)`, async () => {
        const r = await runPeers({ game: scene.game, players, peers, ticks: n, conditions: { ...WAN, seed }, script: playerScript(scene, players) });
        summary(`${peers} peers, ${scene.game.name}`, r);
        expectInSync(r, n);
        if (scene.game.inputSize > 0) expect(r.peers[0].session.stats.rollbacks, "predictions were corrected").toBeGreaterThan(0);
      });
    }
  }

  it("a peer that joins late receives the confirmed state and continues in sync", async () => {
    const r = await runPeers({ game: PS2_ROOM_INPUT, players: 3, peers: 2, ticks: 200, conditions: { ...WAN, seed: 14 }, script, joinAt: 60 });
    summary("late join", r);
    expectInSync(r, 200);
    const joiner = r.peers[2];
    expect(joiner.joined).toBe(true);
    const host = r.peers[0].session.stats;
    expect(host.statesSent, "the host sent the state once").toBe(1);
    // the public world's snapshot (the room with 3 players: about 0.9 KB) and the inputs since the confirmed frame
    expect(host.stateBytes).toBeLessThan(4096);
    expect(joiner.player, "the joiner took the free player").toBe(2);
    const first = Math.min(...joiner.checksums.keys());
    expect(first).toBeGreaterThanOrEqual(60);
    // it confirmed the same checksums as the others from its first frame on
    for (let f = first; f <= 200; f++) expect(joiner.checksums.get(f), `frame ${f}`).toBe(r.peers[0].checksums.get(f));
  });

  it("a peer that disconnects is handed over to the host with blank input, without a desync", async () => {
    const r = await runPeers({ game: PS2_ROOM_INPUT, players: 3, peers: 3, ticks: 200, conditions: { ...WAN, seed: 15 }, script, leave: { peer: 1, at: 80 } });
    summary("disconnect", r);
    expectInSync(r, 200);
    expect(r.peers[1].left).toBe(true);
    expect(r.peers[1].session.confirmedFrame).toBeLessThan(200);
  });

  it("the host disconnecting hands the players nobody plays to the next peer, without a desync", async () => {
    const r = await runPeers({ game: PS2_ROOM_INPUT, players: 4, peers: 3, ticks: 200, conditions: { ...WAN, seed: 16 }, script, leave: { peer: 0, at: 80 } });
    summary("host leaves", r);
    expect(disagreements(r)).toEqual([]);
    for (const p of r.peers.slice(1)) expect(p.session.confirmedFrame).toBeGreaterThanOrEqual(200);
  });

  it("the example (examples/lockstep-two-peers.ts) runs and its two peers agree", () => {
    const example = fileURLToPath(new URL("../../examples/lockstep-two-peers.ts", import.meta.url));
    const r = spawnSync(process.execPath, ["--import", "tsx", example], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/confirmed \d+ frames on both peers; (\d+) identical checksums/);
  });
});
