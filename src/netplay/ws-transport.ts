// A peer's side of the relay (src/netplay/relay.ts): a Transport over one WebSocket, with seeded
// link conditions applied to the lossy messages as they arrive.
import WebSocket from "ws";
import { ConditionedInbox, PERFECT_LINK, type LinkConditions, type Transport, type TransportEvent } from "./transport.js";
import { OP_BROADCAST, OP_BROADCAST_LOSSY, OP_TO, RELAY_HELLO, RELAY_JOINED, RELAY_LEFT, RELAY_LOSSY, RELAY_MESSAGE, frame } from "./relay.js";

export interface ConnectOptions {
  conditions?: LinkConditions;
  /** the clock the conditions' delays run on, in ms (default: performance.now) */
  clock?: () => number;
}

class WsTransport implements Transport {
  id = 0;
  bytesSent = 0;
  private readonly others = new Set<number>();
  inbox!: ConditionedInbox;

  constructor(private readonly ws: WebSocket) {}

  peers(): number[] {
    return [...this.others].sort((a, b) => a - b);
  }

  broadcast(data: Uint8Array, lossy: boolean): void {
    this.bytesSent += data.length;
    this.ws.send(frame(lossy ? OP_BROADCAST_LOSSY : OP_BROADCAST, 0, data));
  }

  sendTo(peer: number, data: Uint8Array): void {
    this.bytesSent += data.length;
    this.ws.send(frame(OP_TO, peer, data));
  }

  poll(): TransportEvent[] {
    return this.inbox.take();
  }

  close(): void {
    this.ws.close();
  }

  /** handles one relay frame */
  receive(b: Uint8Array): void {
    const op = b[0];
    const peer = b[1] | (b[2] << 8);
    const payload = b.subarray(3).slice();
    if (op === RELAY_HELLO) {
      this.id = peer;
      for (let i = 0; i + 1 < payload.length; i += 2) this.others.add(payload[i] | (payload[i + 1] << 8));
    } else if (op === RELAY_JOINED) {
      this.others.add(peer);
      this.inbox.push({ kind: "joined", peer }, false);
    } else if (op === RELAY_LEFT) {
      this.others.delete(peer);
      this.inbox.push({ kind: "left", peer, last: payload.length ? payload : null }, false);
    } else if (op === RELAY_MESSAGE || op === RELAY_LOSSY) {
      this.inbox.push({ kind: "message", from: peer, data: payload }, op === RELAY_LOSSY);
    }
  }
}

/** Connects to a relay; resolves once the relay has numbered this peer. */
export function connectPeer(url: string, o: ConnectOptions = {}): Promise<Transport> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  ws.binaryType = "nodebuffer";
  const t = new WsTransport(ws);
  const clock = o.clock ?? (() => performance.now());
  return new Promise((ok, fail) => {
    ws.once("error", fail);
    ws.on("message", (raw: Buffer) => {
      const b = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
      if (t.id === 0 && b[0] === RELAY_HELLO) {
        t.receive(b);
        t.inbox = new ConditionedInbox(t.id, o.conditions ?? PERFECT_LINK, clock);
        ok(t);
        return;
      }
      t.receive(b);
    });
  });
}
