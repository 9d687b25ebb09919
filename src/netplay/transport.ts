// What a session needs from the network: send to every other peer or to one, and poll what
// arrived. Peers are numbered by the relay (1, 2, …). Two kinds of message: `lossy` ones (the
// per-tick inputs, which repeat what may have been lost) may be delayed, dropped and reordered by
// the link; reliable ones (state transfer, assignments, desync reports) arrive in order. The relay
// itself says when a peer joins or leaves, and hands over the last lossy message a leaving peer
// sent, so every remaining peer knows the same last inputs of it.
import { Prng } from "../../runtime/prng.js";

export type TransportEvent =
  | { kind: "message"; from: number; data: Uint8Array }
  | { kind: "joined"; peer: number }
  | { kind: "left"; peer: number; last: Uint8Array | null };

export interface Transport {
  /** this peer's number */
  readonly id: number;
  /** the other peers connected now */
  peers(): number[];
  /** to every other peer; `lossy`: may be delayed, lost or reordered (the relay keeps the last one) */
  broadcast(data: Uint8Array, lossy: boolean): void;
  /** to one peer, reliably */
  sendTo(peer: number, data: Uint8Array): void;
  /** everything that arrived (and is due) since the last call, in order */
  poll(): TransportEvent[];
  /** payload bytes this peer handed to the network so far */
  readonly bytesSent: number;
  close(): void;
}

/** Seeded link conditions for lossy messages, applied where they arrive. */
export interface LinkConditions {
  /** one-way latency, ms */
  latencyMs: number;
  /** each message is delayed by a further uniform 0 … jitterMs */
  jitterMs: number;
  /** probability that a lossy message is dropped */
  loss: number;
  /** probability that a message is held back a further latencyMs (overtaken by the next ones) */
  reorder: number;
  seed: number;
}

export const PERFECT_LINK: LinkConditions = { latencyMs: 0, jitterMs: 0, loss: 0, reorder: 0, seed: 1 };

export function checkConditions(c: LinkConditions): void {
  for (const k of ["latencyMs", "jitterMs"] as const) {
    if (!(Number.isFinite(c[k]) && c[k] >= 0)) throw new RangeError(`link conditions: ${k} is ${c[k]}; give a finite number of ms ≥ 0`);
  }
  for (const k of ["loss", "reorder"] as const) {
    if (!(c[k] >= 0 && c[k] < 1)) throw new RangeError(`link conditions: ${k} is ${c[k]}; give a probability 0 ≤ p < 1`);
  }
  if (!Number.isInteger(c.seed)) throw new RangeError(`link conditions: seed is ${c.seed}; give an integer`);
}

interface Held {
  at: number;
  seq: number;
  event: TransportEvent;
}

/**
 * The arriving side of a link: lossy messages are dropped or held until their delivery time on
 * the given clock (ms); reliable messages and the relay's events keep their order and come at
 * once. One seeded random stream per sending peer, so a run's conditions repeat with its seed.
 */
export class ConditionedInbox {
  private readonly held: Held[] = [];
  private readonly ready: TransportEvent[] = [];
  private readonly rngs = new Map<number, Prng>();
  private seq = 0;
  dropped = 0;
  delivered = 0;

  constructor(
    private readonly me: number,
    private readonly conditions: LinkConditions,
    private readonly clock: () => number,
  ) {
    checkConditions(conditions);
  }

  private rng(from: number): Prng {
    let r = this.rngs.get(from);
    if (!r) {
      r = new Prng((Math.imul(this.conditions.seed, 0x9e3779b1) ^ Math.imul(from, 0x85ebca6b) ^ Math.imul(this.me, 0xc2b2ae35)) >>> 0);
      this.rngs.set(from, r);
    }
    return r;
  }

  push(event: TransportEvent, lossy: boolean): void {
    const c = this.conditions;
    if (!lossy || event.kind !== "message" || (c.latencyMs === 0 && c.jitterMs === 0 && c.loss === 0 && c.reorder === 0)) {
      this.ready.push(event);
      return;
    }
    const r = this.rng(event.from);
    if (r.unit() < c.loss) {
      this.dropped++;
      return;
    }
    let delay = c.latencyMs + r.unit() * c.jitterMs;
    if (r.unit() < c.reorder) delay += c.latencyMs;
    this.held.push({ at: this.clock() + delay, seq: this.seq++, event });
  }

  take(): TransportEvent[] {
    const now = this.clock();
    const due = this.held.filter((h) => h.at <= now).sort((a, b) => a.at - b.at || a.seq - b.seq);
    if (due.length) {
      const keep = this.held.filter((h) => h.at > now);
      this.held.length = 0;
      this.held.push(...keep);
    }
    const out = this.ready.splice(0, this.ready.length);
    for (const h of due) out.push(h.event);
    this.delivered += out.length;
    return out;
  }
}
