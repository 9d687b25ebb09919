// A small relay over WebSocket (the `ws` package) for peers on one machine or a LAN: it numbers
// the peers as they connect (1, 2, …), forwards each peer's messages to every other peer or to
// one, tells everyone when a peer joins or leaves, and keeps each peer's last lossy message (its
// latest inputs) to hand over when it leaves. It never looks inside a message: the session's
// protocol is the peers' business.
//
// Frames, peer → relay: u8 op (0 broadcast, 1 to one peer, 2 broadcast lossy), u16 peer, payload.
// Relay → peer: u8 op (0 message, 1 hello: you are `peer`, payload u16 × the others, 2 joined,
// 3 left: payload its last lossy message, 4 lossy message), u16 peer, payload.
import { WebSocketServer, type WebSocket } from "ws";
import type { AddressInfo } from "node:net";

export const OP_BROADCAST = 0;
export const OP_TO = 1;
export const OP_BROADCAST_LOSSY = 2;
export const RELAY_MESSAGE = 0;
export const RELAY_HELLO = 1;
export const RELAY_JOINED = 2;
export const RELAY_LEFT = 3;
export const RELAY_LOSSY = 4;

export function frame(op: number, peer: number, payload: Uint8Array = new Uint8Array(0)): Uint8Array {
  const out = new Uint8Array(3 + payload.length);
  out[0] = op;
  out[1] = peer & 0xff;
  out[2] = peer >>> 8;
  out.set(payload, 3);
  return out;
}

export interface Relay {
  /** ws://127.0.0.1:port */
  readonly url: string;
  /** peers connected now */
  peers(): number[];
  /** bytes forwarded to peers (frames included) */
  readonly bytesForwarded: number;
  close(): Promise<void>;
}

/** Starts a relay on the loopback interface (port 0: any free port). */
export async function startRelay(port = 0, host = "127.0.0.1"): Promise<Relay> {
  const wss = new WebSocketServer({ port, host, perMessageDeflate: false });
  await new Promise<void>((ok, fail) => {
    wss.once("listening", ok);
    wss.once("error", fail);
  });
  const socks = new Map<number, WebSocket>();
  const last = new Map<number, Uint8Array>();
  let next = 1;
  let forwarded = 0;
  const send = (ws: WebSocket, data: Uint8Array) => {
    if (ws.readyState === ws.OPEN) {
      ws.send(data);
      forwarded += data.length;
    }
  };
  wss.on("connection", (ws) => {
    const id = next++;
    const others = [...socks.keys()];
    const hello = new Uint8Array(others.length * 2);
    others.forEach((p, i) => {
      hello[2 * i] = p & 0xff;
      hello[2 * i + 1] = p >>> 8;
    });
    send(ws, frame(RELAY_HELLO, id, hello));
    for (const s of socks.values()) send(s, frame(RELAY_JOINED, id));
    socks.set(id, ws);
    ws.on("message", (raw: Buffer) => {
      const b = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
      if (b.length < 3) return;
      const op = b[0];
      const to = b[1] | (b[2] << 8);
      const payload = b.subarray(3);
      if (op === OP_TO) {
        const s = socks.get(to);
        if (s) send(s, frame(RELAY_MESSAGE, id, payload));
        return;
      }
      const lossy = op === OP_BROADCAST_LOSSY;
      if (lossy) last.set(id, payload.slice());
      const out = frame(lossy ? RELAY_LOSSY : RELAY_MESSAGE, id, payload);
      for (const [p, s] of socks) if (p !== id) send(s, out);
    });
    ws.on("close", () => {
      socks.delete(id);
      const m = last.get(id) ?? new Uint8Array(0);
      last.delete(id);
      for (const s of socks.values()) send(s, frame(RELAY_LEFT, id, m));
    });
  });
  const addr = wss.address() as AddressInfo;
  return {
    url: `ws://${host}:${addr.port}`,
    peers: () => [...socks.keys()],
    get bytesForwarded() {
      return forwarded;
    },
    close: () =>
      new Promise<void>((ok) => {
        for (const s of socks.values()) s.terminate();
        wss.close(() => ok());
      }),
  };
}
