// Runs N peers of one example scene in this process, each with its own session, its own world and
// its own WebSocket to a relay on the loopback interface, on a shared virtual clock (one frame =
// 1000/60 ms) so that the seeded latency, jitter, loss and reordering mean the same whatever the
// machine's speed. Each peer plays its player with the scene's scripted input for the tick the
// input is for, so a reference run without any network can replay exactly what the peers agreed.
import { startRelay } from "../../src/netplay/relay.js";
import { connectPeer } from "../../src/netplay/ws-transport.js";
import { createSession, NOBODY, type Session } from "../../src/netplay/session.js";
import type { LinkConditions, Transport } from "../../src/netplay/transport.js";
import type { LockstepGame } from "../../src/netplay/world.js";
import type { DesyncReport } from "../../src/netplay/desync.js";

export const FRAME_MS = 1000 / 60;

export interface PeersRun {
  game: LockstepGame;
  players: number;
  /** peers at the start (each plays one player, in order; the other players have nobody) */
  peers: number;
  /** every peer's confirmed frame reaches this */
  ticks: number;
  conditions: LinkConditions;
  inputDelay?: number;
  maxRollback?: number;
  checksumInterval?: number;
  sparseSaving?: boolean;
  keepDesyncStates?: boolean;
  /** scripted input of player p for tick t */
  script(player: number, tick: number, out: Uint8Array): void;
  /** a peer that joins when the first peer reaches this frame */
  joinAt?: number;
  /** the peer (index) that leaves when the first peer reaches frame `at` */
  leave?: { peer: number; at: number };
  /** the game peer i runs (default: `game`; a fault-injecting wrapper for one peer) */
  gameOf?(peer: number): LockstepGame;
  /** give up after this many frames of the virtual clock */
  maxFrames?: number;
}

export interface PeerResult {
  id: number;
  player: number;
  session: Session;
  checksums: Map<number, string>;
  desyncs: DesyncReport[];
  left: boolean;
  joined: boolean;
}

export interface PeersResult {
  peers: PeerResult[];
  frames: number;
  /** relay bytes forwarded, frames included */
  relayBytes: number;
  wallMs: number;
}

export async function runPeers(o: PeersRun): Promise<PeersResult> {
  const t0 = performance.now();
  const relay = await startRelay();
  let now = 0;
  const clock = () => now;
  const peers: PeerResult[] = [];
  const transports: Transport[] = [];
  for (let i = 0; i < o.peers; i++) transports.push(await connectPeer(relay.url, { conditions: { ...o.conditions, seed: o.conditions.seed + i }, clock }));
  const owners = Array.from({ length: o.players }, (_, p) => (p < o.peers ? transports[p].id : NOBODY));
  const make = (t: Transport, join: boolean, index: number) => {
    const r: PeerResult = { id: t.id, player: -1, session: null as unknown as Session, checksums: new Map(), desyncs: [], left: false, joined: join };
    r.session = createSession({
      game: o.gameOf ? o.gameOf(index) : o.game,
      players: o.players,
      transport: t,
      owners: join ? undefined : owners,
      join,
      inputDelay: o.inputDelay,
      maxRollback: o.maxRollback,
      checksumInterval: o.checksumInterval,
      sparseSaving: o.sparseSaving,
      keepDesyncStates: o.keepDesyncStates,
      onConfirmed: (f, c) => r.checksums.set(f, c),
      onDesync: (d) => {
        if (!r.desyncs.includes(d)) r.desyncs.push(d);
      },
    });
    return r;
  };
  transports.forEach((t, i) => peers.push(make(t, false, i)));
  const input = new Uint8Array(o.game.inputSize);
  const delay = o.inputDelay ?? 2;
  const maxFrames = o.maxFrames ?? o.ticks * 4 + 600;
  let frames = 0;
  let joinerPending = o.joinAt !== undefined;
  try {
    for (; frames < maxFrames; frames++) {
      now += FRAME_MS;
      const lead = peers[0].session.frame;
      if (joinerPending && lead >= o.joinAt!) {
        joinerPending = false;
        peers.push(make(await connectPeer(relay.url, { conditions: { ...o.conditions, seed: o.conditions.seed + 100 }, clock }), true, peers.length));
      }
      if (o.leave && !peers[o.leave.peer].left && lead >= o.leave.at) {
        peers[o.leave.peer].left = true;
        peers[o.leave.peer].session.close();
      }
      for (let i = 0; i < peers.length; i++) {
        const r = peers[i];
        if (r.left) continue;
        const s = r.session;
        r.player = s.localPlayer;
        if (r.player >= 0) o.script(r.player, s.frame + delay, input);
        else input.fill(0);
        s.advance(input);
      }
      const live = peers.filter((r) => !r.left);
      if (!joinerPending && live.every((r) => r.session.ready && r.session.confirmedFrame >= o.ticks)) break;
      // let the sockets deliver (the relay and every peer share this event loop)
      await new Promise((ok) => setTimeout(ok, 0));
    }
    // a last exchange so the checksums of the final frames reach everyone
    for (let k = 0; k < 20; k++) {
      now += FRAME_MS;
      await new Promise((ok) => setTimeout(ok, 1));
      for (const r of peers) if (!r.left) r.session.poll();
    }
  } finally {
    for (const r of peers) if (!r.left) r.session.close();
    await relay.close();
  }
  return { peers, frames, relayBytes: relay.bytesForwarded, wallMs: performance.now() - t0 };
}

/** Frames confirmed by two peers or more whose checksums differ: [frame, peer a, a's, peer b, b's]. */
export function disagreements(r: PeersResult): [number, number, string, number, string][] {
  const out: [number, number, string, number, string][] = [];
  const byFrame = new Map<number, [number, string]>();
  for (const p of r.peers) {
    for (const [f, c] of p.checksums) {
      const seen = byFrame.get(f);
      if (!seen) byFrame.set(f, [p.id, c]);
      else if (seen[1] !== c) out.push([f, seen[0], seen[1], p.id, c]);
    }
  }
  return out;
}
