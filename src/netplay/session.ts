// A peer-to-peer rollback session (GGPO's shape): every peer runs the same world and exchanges
// only inputs. `advance(localInput)` is called once per frame: the local input is scheduled
// `inputDelay` ticks ahead and sent; remote inputs that arrived are recorded; if one differs from
// what was predicted for it, the world rolls back to that tick's snapshot and re-simulates; then
// the next tick runs, on the actual inputs where known and on predictions (the player's last known
// input) elsewhere. A frame is confirmed when every input before it is known; its checksum (the
// world's hash) is final then, is reported, and is compared with the other peers' to catch a desync.
//
// Ticks and frames: frame f is the state after f ticks; tick t takes frame t to frame t + 1.
// A snapshot of frame t is kept only when tick t runs on a prediction (only then can a rollback
// return to it) or when the desync detector may need it; so a session whose inputs always arrive
// in time (lockstep: input delay ≥ latency) takes none, and the ring costs what the world's
// snapshot costs, whatever that is. A world that saves raw (LockstepWorld.save) is kept raw, and a
// checked frame whose state is kept is hashed from it only when it is confirmed (kept.ts,
// D-NETPLAY-13): a rollback's re-simulated ticks cost a save each, not a snapshot and a hash.
import type { LockstepGame, LockstepWorld } from "./world.js";
import { blankInputOf, checkInputShape } from "./world.js";
import type { Transport } from "./transport.js";
import {
  MSG_ASSIGN, MSG_FIELDS, MSG_INPUT, MSG_JOIN, MSG_RECORDS, MSG_STATE, Reader,
  decodeAssign, decodeFields, decodeInput, decodeRecords, decodeState, encodeAssign, encodeFields, encodeInput, encodeRecords, encodeState,
  type InputMessage, type InputRun,
} from "./protocol.js";
import { KeptStates } from "./kept.js";
import { describeDesync, fieldsOfRecord, firstDifference, firstDifferentRecord, recordHashes, type DesyncReport, type RecordHash } from "./desync.js";

/** No peer plays this player (yet, or any more): the host sends its blank input. */
export const NOBODY = 0;

export interface SessionOptions {
  game: LockstepGame;
  /** players in the world (fixed for the session) */
  players: number;
  transport: Transport;
  /** owners[p]: the peer that plays player p from tick 0 (NOBODY: the host stands in); not for a joiner */
  owners?: number[];
  /** a late joiner: asks the host for the state and a free player, and plays from then on */
  join?: boolean;
  /** ticks between a local input and the tick it is for (GGPO's frame delay); default 2 */
  inputDelay?: number;
  /** how far ahead of the confirmed frame the session runs on predictions; default 8 */
  maxRollback?: number;
  /** frames whose checksums are computed and compared: every `checksumInterval`-th; default 1 */
  checksumInterval?: number;
  /** keep checked frames' snapshots until the peers agree, to name the differing field on a desync; default true */
  keepDesyncStates?: boolean;
  /**
   * GGRS's sparse saving: snapshot only the frame that will be confirmed next (the first tick that
   * runs on a prediction) instead of every predicted tick; a rollback then returns to the latest
   * snapshot before the wrong tick and re-simulates a little more. For worlds whose snapshot costs
   * more than a few steps. Default false.
   */
  sparseSaving?: boolean;
  /** how many ticks a joiner may run per advance while it catches up; default 16 */
  catchUpTicks?: number;
  onConfirmed?(frame: number, checksum: string): void;
  onDesync?(report: DesyncReport): void;
}

export interface SessionStats {
  /** ticks run forward (not counting re-simulation) */
  ticks: number;
  rollbacks: number;
  resimulated: number;
  /** the deepest rollback so far */
  deepestRollback: number;
  snapshots: number;
  hashes: number;
  /** advance calls that could not run a tick (the prediction window was full, or waiting for the state) */
  stalls: number;
  messagesSent: number;
  bytesSent: number;
  /** inputs that arrived twice with different bytes (a peer's bug): the first is kept */
  conflicts: number;
  /** confirmed frames whose checksum differed from a peer's (only the first per peer is analysed) */
  desyncedFrames: number;
  /** states sent to late joiners (as host), and their bytes on the wire (snapshot, inputs since, header) */
  statesSent: number;
  stateBytes: number;
}

export interface AdvanceResult {
  /** ticks run by this call (0 when stalled) */
  ticks: number;
  frame: number;
  confirmedFrame: number;
}

/** One player's inputs by tick, with which ticks are known. */
class InputLog {
  bytes: Uint8Array;
  have: Uint8Array;
  /** the first tick whose input is not known (every tick before it is) */
  contiguous: number;
  /** the last tick known (−1 none) */
  latest = -1;
  constructor(private readonly size: number, base = 0) {
    this.bytes = new Uint8Array(Math.max(1, size) * 1024);
    this.have = new Uint8Array(1024);
    this.contiguous = base;
    this.base = base;
    this.latest = base - 1;
  }
  readonly base: number;
  private grow(t: number): void {
    if (t < this.have.length) return;
    let n = this.have.length;
    while (n <= t) n *= 2;
    const have = new Uint8Array(n);
    have.set(this.have);
    this.have = have;
    const bytes = new Uint8Array(Math.max(1, this.size) * n);
    bytes.set(this.bytes);
    this.bytes = bytes;
  }
  known(t: number): boolean {
    return t < this.base || (t < this.have.length && this.have[t] === 1);
  }
  get(t: number): Uint8Array {
    return this.bytes.subarray(t * this.size, (t + 1) * this.size);
  }
  /** records the input of tick t; false when it was known with other bytes (kept as it was) */
  set(t: number, input: Uint8Array): boolean {
    if (t < this.base) return true;
    this.grow(t);
    if (this.have[t] === 1) {
      const old = this.get(t);
      for (let i = 0; i < this.size; i++) if (old[i] !== input[i]) return false;
      return true;
    }
    this.bytes.set(input.subarray(0, this.size), t * this.size);
    this.have[t] = 1;
    if (t > this.latest) this.latest = t;
    while (this.known(this.contiguous)) this.contiguous++;
    return true;
  }
  /** the input a prediction for tick t uses: the latest known input before t (GGPO: repeat the last) */
  predict(t: number, blank: Uint8Array): Uint8Array {
    for (let u = Math.min(t - 1, this.latest); u >= this.base; u--) if (this.known(u)) return this.get(u);
    return blank;
  }
}

/** a checked frame's checksum not computed yet (its state is kept; sumOf computes it) */
const PENDING = -1;

const hexOf = (c: number) => (c >>> 0).toString(16).padStart(8, "0");
const u32Of = (hex: string) => {
  if (!/^[0-9a-f]{1,8}$/.test(hex)) throw new Error(`netplay: the world's hash "${hex}" is not a 32-bit hex number; a session sends checksums as u32`);
  return parseInt(hex, 16) >>> 0;
};

interface DesyncState {
  report: DesyncReport;
  mine: RecordHash[] | null;
  sentRecords: boolean;
}

export class Session {
  readonly game: LockstepGame;
  readonly players: number;
  readonly world: LockstepWorld;
  readonly stats: SessionStats = { ticks: 0, rollbacks: 0, resimulated: 0, deepestRollback: 0, snapshots: 0, hashes: 0, stalls: 0, messagesSent: 0, bytesSent: 0, conflicts: 0, desyncedFrames: 0, statesSent: 0, stateBytes: 0 };
  private readonly t: Transport;
  private readonly delay: number;
  private readonly maxRollback: number;
  private readonly interval: number;
  private readonly keepStates: boolean;
  private readonly catchUp: number;
  private readonly sparse: boolean;
  private readonly blank: Uint8Array;
  private readonly o: SessionOptions;

  /** the current frame and the last confirmed one */
  frame = 0;
  confirmedFrame = 0;
  /** false for a joiner until the state arrived */
  ready: boolean;

  private logs: InputLog[];
  /** what each tick ran on, and whether it was a prediction: used[p] by tick */
  private used: InputLog[];
  private predicted: Uint8Array[];
  private readonly owners: number[];
  private readonly ownerFrom: number[];
  /** the earliest tick whose prediction turned out wrong (Infinity: none) */
  private firstWrong = Infinity;
  private readonly snapshots: KeptStates;
  /** checked frames' checksums on the current timeline (PENDING: to be computed from the frame's kept state when needed) */
  private readonly sums = new Map<number, number>();
  /** confirmed frames' checksums (the checked ones) */
  readonly confirmedChecksums = new Map<number, string>();
  private readonly toSend: [frame: number, checksum: number, times: number][] = [];
  private readonly acksOf = new Map<number, number[]>();
  private readonly remoteSums = new Map<number, Map<number, number>>();
  private readonly verified = new Map<number, Set<number>>();
  private readonly desyncs = new Map<string, DesyncState>();
  private readonly desynced = new Set<number>();
  /** record hashes a peer sent for a frame before this peer found that frame's desync */
  private readonly earlyRecords = new Map<string, { frame: number; records: RecordHash[] }>();
  readonly desyncReports: DesyncReport[] = [];
  private readonly pendingJoins: number[] = [];
  private scratch: LockstepWorld | null = null;
  private readonly fieldCache = new Map<number, [string, string][]>();
  private handover = 0;

  constructor(o: SessionOptions) {
    this.o = o;
    this.game = o.game;
    this.players = o.players;
    this.t = o.transport;
    this.delay = o.inputDelay ?? 2;
    this.maxRollback = o.maxRollback ?? 8;
    this.interval = o.checksumInterval ?? 1;
    this.keepStates = o.keepDesyncStates ?? true;
    this.catchUp = o.catchUpTicks ?? 16;
    this.sparse = o.sparseSaving ?? false;
    const whole = (v: number, lo: number, hi: number, what: string) => {
      if (!(Number.isInteger(v) && v >= lo && v <= hi)) throw new RangeError(`createSession: ${what} is ${v}; give an integer ${lo} … ${hi}`);
    };
    whole(o.players, 1, 255, "players");
    whole(this.delay, 0, 60, "inputDelay");
    whole(this.maxRollback, 0, 64, "maxRollback");
    whole(this.interval, 1, 1 << 20, "checksumInterval");
    whole(this.catchUp, 1, 1024, "catchUpTicks");
    this.blank = blankInputOf(o.game);
    this.ready = !o.join;
    if (!o.join) {
      const owners = o.owners ?? [];
      if (owners.length !== o.players) throw new RangeError(`createSession: owners has ${owners.length} entries for ${o.players} players; give each player's peer (NOBODY for none)`);
      this.owners = owners.slice();
    } else {
      this.owners = new Array(o.players).fill(NOBODY);
    }
    this.ownerFrom = new Array(o.players).fill(0);
    this.logs = Array.from({ length: o.players }, () => new InputLog(o.game.inputSize));
    this.used = Array.from({ length: o.players }, () => new InputLog(o.game.inputSize));
    this.predicted = Array.from({ length: o.players }, () => new Uint8Array(1024));
    for (const q of new Set(this.owners)) if (q !== NOBODY && q !== this.t.id) this.acksOf.set(q, new Array(o.players).fill(0));
    this.world = o.game.create(o.players);
    this.snapshots = new KeptStates(this.world);
    if (o.join) this.send(new Uint8Array([MSG_JOIN]), false);
  }

  /** the peer that stands in for players nobody plays: the lowest-numbered peer connected */
  get host(): number {
    return Math.min(this.t.id, ...this.t.peers());
  }

  /** the players this peer sends inputs for (its own, and as host the ones nobody plays) */
  private sends(p: number): boolean {
    return this.owners[p] === this.t.id || (this.owners[p] === NOBODY && this.host === this.t.id);
  }

  /** the player this peer plays (−1: none yet) */
  get localPlayer(): number {
    return this.owners.indexOf(this.t.id);
  }

  /**
   * Runs this frame: `localInput` (the game's `inputSize` bytes) becomes this peer's input for
   * tick frame + inputDelay. Returns how many ticks ran (0: stalled, the input was not taken).
   */
  advance(localInput: Uint8Array): AdvanceResult {
    const me = this.localPlayer;
    checkInputShape(this.game, Math.max(me, 0), localInput);
    this.pump();
    if (!this.ready) {
      this.stats.stalls++;
      return { ticks: 0, frame: this.frame, confirmedFrame: this.confirmedFrame };
    }
    if (this.firstWrong < this.frame) this.rollback();
    this.confirm();
    // an input is taken once per tick: while stalled, the later calls' inputs for the same tick are dropped
    const tick = this.frame + this.delay;
    for (let p = 0; p < this.players; p++) if (this.sends(p)) this.schedule(p, tick, p === me ? localInput : this.blank);
    this.sendInputs();
    let ran = 0;
    while (ran < this.catchUp && this.canStep()) {
      this.stepOnce();
      ran++;
      // only a joiner before its first own tick runs more than one tick per frame
      if (!(me >= 0 && this.frame + this.delay < this.handover && this.allKnown(this.frame))) break;
    }
    if (ran === 0) this.stats.stalls++;
    this.stats.ticks += ran;
    this.serveJoins();
    return { ticks: ran, frame: this.frame, confirmedFrame: this.confirmedFrame };
  }

  /** The checksum of a confirmed frame (checked frames only), or undefined. */
  checksum(frame: number): string | undefined {
    return this.confirmedChecksums.get(frame);
  }

  /** Handles what arrived without running a tick (for a peer that is waiting). */
  poll(): void {
    this.pump();
    if (this.ready && this.firstWrong < this.frame) this.rollback();
    if (this.ready) this.confirm();
    this.serveJoins();
  }

  close(): void {
    this.t.close();
  }

  // ---- inputs

  /** a tick may run on predictions while the window allows; a tick whose inputs are all known may always run */
  private canStep(): boolean {
    return this.frame - this.confirmedFrame < this.maxRollback || this.allKnown(this.frame);
  }

  /** the first tick some player's input is not known for */
  private firstUnknown(): number {
    let c = Infinity;
    for (let p = 0; p < this.players; p++) c = Math.min(c, this.logs[p].contiguous);
    return c;
  }

  private allKnown(t: number): boolean {
    for (let p = 0; p < this.players; p++) if (!this.logs[p].known(t)) return false;
    return true;
  }

  /** this peer's input for player p at `tick`, with blank inputs for any ticks before it it has not sent */
  private schedule(p: number, tick: number, input: Uint8Array): void {
    const log = this.logs[p];
    const from = Math.max(log.contiguous, this.ownerFrom[p]);
    for (let t = from; t < tick; t++) this.record(p, t, this.blank);
    if (tick >= this.ownerFrom[p] && !log.known(tick)) this.record(p, tick, input);
  }

  private record(p: number, t: number, input: Uint8Array): void {
    const log = this.logs[p];
    if (log.known(t)) {
      if (!log.set(t, input)) this.stats.conflicts++;
      return;
    }
    log.set(t, input);
    // a tick already run on a prediction that was wrong: roll back to it
    if (t < this.frame && this.predictedAt(p, t)) {
      const u = this.used[p].get(t);
      for (let i = 0; i < u.length; i++) {
        if (u[i] !== input[i]) {
          if (t < this.firstWrong) this.firstWrong = t;
          break;
        }
      }
    }
  }

  private predictedAt(p: number, t: number): boolean {
    return t < this.predicted[p].length && this.predicted[p][t] === 1;
  }

  private markUsed(p: number, t: number, input: Uint8Array, predicted: boolean): void {
    let flags = this.predicted[p];
    if (t >= flags.length) {
      let n = flags.length;
      while (n <= t) n *= 2;
      const next = new Uint8Array(n);
      next.set(flags);
      this.predicted[p] = flags = next;
    }
    flags[t] = predicted ? 1 : 0;
    const u = this.used[p];
    // used[p] is overwritten on every re-simulation: clear the "known" bit by hand
    if (u.known(t) && t >= u.base) u.have[t] = 0;
    u.set(t, input);
  }

  // ---- simulation

  private readonly tickInputs: Uint8Array[] = [];

  private stepOnce(): void {
    const t = this.frame;
    let anyPredicted = false;
    this.tickInputs.length = 0;
    for (let p = 0; p < this.players; p++) {
      const log = this.logs[p];
      const known = log.known(t);
      const input = known ? log.get(t) : log.predict(t, this.blank);
      if (!known) anyPredicted = true;
      this.markUsed(p, t, input, !known);
      this.tickInputs.push(input);
    }
    if (anyPredicted && !this.snapshots.has(t) && (!this.sparse || t === this.firstUnknown())) this.save(t);
    this.world.step(this.tickInputs);
    this.frame = t + 1;
    if (this.frame % this.interval === 0) {
      const keep = this.keepStates && this.t.peers().length > 0;
      if (this.snapshots.raw && (keep || (anyPredicted && !this.sparse))) {
        // a frame whose state is kept anyway (for the desync detector, or the next tick runs on a
        // prediction too) is hashed from that state when it is confirmed: a frame a rollback
        // abandons first is never hashed (D-NETPLAY-13)
        if (!this.snapshots.has(this.frame)) this.save(this.frame);
        this.sums.set(this.frame, PENDING);
      } else {
        this.sums.set(this.frame, u32Of(this.world.hash()));
        this.stats.hashes++;
        if (keep) this.save(this.frame);
      }
    }
  }

  private save(f: number): void {
    this.snapshots.save(f);
    this.stats.snapshots++;
  }

  /** frame f's checksum (computed now from its kept state if it was left for later), or undefined */
  private sumOf(f: number): number | undefined {
    const s = this.sums.get(f);
    if (s !== PENDING) return s;
    const h = u32Of(this.snapshots.hashOf(f));
    this.stats.hashes++;
    this.sums.set(f, h);
    return h;
  }

  private rollback(): void {
    const wrong = this.firstWrong;
    const back = this.frame;
    this.firstWrong = Infinity;
    // the wrong tick's own frame; with sparse saving the latest kept frame before it
    let to = -1;
    for (const f of this.snapshots.frames()) if (f <= wrong && f > to) to = f;
    if (to < 0) throw new Error(`netplay: no snapshot at or before frame ${wrong} to roll back to (frame ${back}, confirmed ${this.confirmedFrame}); this is a session bug`);
    this.snapshots.restore(to);
    this.frame = to;
    // states and checksums after the restored frame belong to the abandoned timeline
    for (const f of [...this.snapshots.frames()]) if (f > to) this.snapshots.delete(f);
    for (const f of [...this.sums.keys()]) if (f > to) this.sums.delete(f);
    while (this.frame < back) {
      this.stepOnce();
      this.stats.resimulated++;
    }
    this.stats.rollbacks++;
    this.stats.deepestRollback = Math.max(this.stats.deepestRollback, back - to);
  }

  /** moves the confirmed frame on, finalises the checksums of the frames it passes, drops old states */
  private confirm(): void {
    let c = this.frame;
    for (let p = 0; p < this.players; p++) c = Math.min(c, this.logs[p].contiguous);
    if (this.firstWrong < c) c = this.firstWrong;
    for (let f = this.confirmedFrame + 1; f <= c; f++) {
      if (f % this.interval !== 0) continue;
      const sum = this.sumOf(f);
      if (sum === undefined) continue;
      const hex = hexOf(sum);
      this.confirmedChecksums.set(f, hex);
      this.toSend.push([f, sum, 3]);
      this.o.onConfirmed?.(f, hex);
      for (const q of this.remoteSums.keys()) this.verify(f, q);
    }
    if (c > this.confirmedFrame) this.confirmedFrame = c;
    // the latest snapshot at or before the confirmed frame stays: a rollback may need it (sparse saving)
    let floor = -1;
    for (const f of this.snapshots.frames()) if (f <= this.confirmedFrame && f > floor) floor = f;
    for (const f of [...this.snapshots.frames()]) {
      if (f >= this.confirmedFrame || f === floor) continue;
      const waiting = this.keepStates && f % this.interval === 0 && f > this.confirmedFrame - 64 && !this.agreed(f);
      if (!waiting) this.snapshots.delete(f);
    }
    const old = this.confirmedFrame - 128;
    for (const f of [...this.sums.keys()]) if (f < old) this.sums.delete(f);
    for (const f of [...this.verified.keys()]) if (f < old) this.verified.delete(f);
    for (const m of this.remoteSums.values()) for (const f of [...m.keys()]) if (f < old) m.delete(f);
  }

  /** every connected peer's checksum of f matched this one's */
  private agreed(f: number): boolean {
    const v = this.verified.get(f);
    for (const q of this.t.peers()) if (!v || !v.has(q)) return false;
    return true;
  }

  // ---- messages

  private send(data: Uint8Array, lossy: boolean): void {
    this.t.broadcast(data, lossy);
    this.stats.messagesSent++;
    this.stats.bytesSent += data.length;
  }

  private sendTo(peer: number, data: Uint8Array): void {
    this.t.sendTo(peer, data);
    this.stats.messagesSent++;
    this.stats.bytesSent += data.length;
  }

  /** This peer's inputs from the oldest tick a peer still lacks, its acks and recent checksums. */
  private sendInputs(): void {
    const m: InputMessage = { acks: this.logs.map((l) => l.contiguous), runs: [], checksums: [] };
    const size = this.game.inputSize;
    for (let p = 0; p < this.players; p++) {
      if (!this.sends(p)) continue;
      const log = this.logs[p];
      let first = log.contiguous;
      for (const [q, acks] of this.acksOf) if (this.t.peers().includes(q)) first = Math.min(first, acks[p]);
      first = Math.max(first, this.ownerFrom[p], log.base, log.contiguous - 0xffff);
      const count = Math.max(0, log.contiguous - first);
      m.runs.push({ player: p, first, count, bytes: log.bytes.slice(first * size, (first + count) * size) });
    }
    for (const s of this.toSend) {
      m.checksums.push([s[0], s[1]]);
      s[2]--;
    }
    while (this.toSend.length && this.toSend[0][2] <= 0) this.toSend.shift();
    if (m.checksums.length > 255) m.checksums.splice(0, m.checksums.length - 255);
    this.send(encodeInput(m, size), true);
  }

  private pump(): void {
    for (const e of this.t.poll()) {
      if (e.kind === "joined") continue;
      if (e.kind === "left") {
        this.peerLeft(e.peer, e.last);
        continue;
      }
      const r = new Reader(e.data);
      const type = r.u8();
      if (type === MSG_INPUT) this.onInput(e.from, decodeInput(r, this.game.inputSize));
      else if (type === MSG_JOIN) this.pendingJoins.push(e.from);
      else if (type === MSG_STATE) this.onState(e.from, r);
      else if (type === MSG_ASSIGN) this.onAssign(decodeAssign(r));
      else if (type === MSG_RECORDS) this.onRecords(e.from, decodeRecords(r));
      else if (type === MSG_FIELDS) this.onFields(e.from, decodeFields(r));
    }
  }

  private onInput(from: number, m: InputMessage): void {
    const prev = this.acksOf.get(from);
    if (prev) for (let p = 0; p < Math.min(prev.length, m.acks.length); p++) prev[p] = Math.max(prev[p], m.acks[p]);
    else if (this.t.peers().includes(from)) this.acksOf.set(from, m.acks.slice(0, this.players));
    if (this.ready) this.takeRuns(m.runs, from);
    else this.early.push(...m.runs);
    let sums = this.remoteSums.get(from);
    if (!sums) this.remoteSums.set(from, (sums = new Map()));
    for (const [f, c] of m.checksums) {
      if (sums.has(f)) continue;
      sums.set(f, c);
      this.verify(f, from);
    }
  }

  /** runs that came before a joiner had its state */
  private early: InputRun[] = [];

  /** Records remote inputs; each is checked as a local one is, before anything is recorded. */
  private takeRuns(runs: readonly InputRun[], from = 0): void {
    const size = this.game.inputSize;
    for (const run of runs) {
      if (run.player >= this.players) throw new RangeError(`netplay: peer ${from} sent inputs for player ${run.player}; this session has ${this.players} players`);
      for (let i = 0; i < run.count; i++) {
        const input = run.bytes.subarray(i * size, (i + 1) * size);
        try {
          checkInputShape(this.game, run.player, input);
        } catch (e) {
          throw new Error(`netplay: peer ${from} sent a bad input for tick ${run.first + i}: ${(e as Error).message}`);
        }
      }
    }
    for (const run of runs) for (let i = 0; i < run.count; i++) this.record(run.player, run.first + i, run.bytes.subarray(i * size, (i + 1) * size));
  }

  // ---- desync detection

  private verify(f: number, q: number): void {
    const mine = this.confirmedChecksums.get(f);
    const theirs = this.remoteSums.get(q)?.get(f);
    if (mine === undefined || theirs === undefined) return;
    if (u32Of(mine) === theirs) {
      let v = this.verified.get(f);
      if (!v) this.verified.set(f, (v = new Set()));
      v.add(q);
      return;
    }
    const key = `${f}:${q}`;
    if (this.desyncs.has(key)) return;
    // the first desync with a peer is analysed; later frames only count (they follow from it)
    this.stats.desyncedFrames++;
    if (this.desynced.has(q)) return;
    this.desynced.add(q);
    const report: DesyncReport = { frame: f, peer: this.t.id, otherPeer: q, localChecksum: mine, remoteChecksum: hexOf(theirs), record: null, field: null };
    const d: DesyncState = { report, mine: null, sentRecords: false };
    this.desyncs.set(key, d);
    this.desyncReports.push(report);
    this.o.onDesync?.(report);
    const fields = this.fieldsAt(f);
    if (fields) {
      d.mine = recordHashes(fields);
      this.sendTo(q, encodeRecords(f, d.mine));
      d.sentRecords = true;
    }
    // the other peer found it first: its records came before this peer had a desync to put them in
    const early = this.earlyRecords.get(key);
    if (early) {
      this.earlyRecords.delete(key);
      this.onRecords(q, early);
    }
  }

  /** the fields of frame f's state (from its kept snapshot, restored into a scratch world) */
  private fieldsAt(f: number): [string, string][] | null {
    const cached = this.fieldCache.get(f);
    if (cached) return cached;
    const s = this.snapshots.bytes(f) ?? (this.frame === f ? this.world.snapshot() : undefined);
    if (!s) return null;
    this.scratch ??= this.game.create(this.players);
    this.scratch.restore(s);
    const fields = [...this.scratch.stateFields()] as [string, string][];
    this.fieldCache.set(f, fields);
    return fields;
  }

  private onRecords(from: number, m: { frame: number; records: RecordHash[] }): void {
    const d = this.desyncs.get(`${m.frame}:${from}`);
    if (!d) {
      // kept until this peer sees the checksums differ (verify), which answers them
      if (!this.desynced.has(from)) this.earlyRecords.set(`${m.frame}:${from}`, m);
      return;
    }
    const fields = this.fieldsAt(m.frame);
    if (!fields) return;
    d.mine ??= recordHashes(fields);
    const record = firstDifferentRecord(d.mine, m.records);
    d.report.record = record;
    if (record !== null) this.sendTo(from, encodeFields(m.frame, record, fieldsOfRecord(fields, record)));
    this.o.onDesync?.(d.report);
  }

  private onFields(from: number, m: { frame: number; record: string; fields: [string, string][] }): void {
    const d = this.desyncs.get(`${m.frame}:${from}`);
    const fields = this.fieldsAt(m.frame);
    if (!d || !fields) return;
    d.report.record = m.record;
    d.report.field = firstDifference(fieldsOfRecord(fields, m.record), m.fields);
    this.o.onDesync?.(d.report);
  }

  /** the reports so far, as text */
  describeDesyncs(): string[] {
    return this.desyncReports.map(describeDesync);
  }

  // ---- late join and leaving

  /** As host: gives each waiting joiner a free player, the confirmed state and the inputs since. */
  private serveJoins(): void {
    if (!this.ready || this.host !== this.t.id) return;
    while (this.pendingJoins.length) {
      const j = this.pendingJoins[0];
      // gone, or already given a player (by a host that left since)
      if (!this.t.peers().includes(j) || this.owners.includes(j)) {
        this.pendingJoins.shift();
        continue;
      }
      const p = this.owners.indexOf(NOBODY);
      if (p < 0) return; // no free player: the joiner waits until one leaves
      // the confirmed frame's state, or (sparse saving) the latest kept one before it
      let F = this.confirmedFrame;
      let snapshot = this.snapshots.bytes(F) ?? (this.frame === F ? this.world.snapshot() : undefined);
      if (!snapshot) {
        let latest = -1;
        for (const f of this.snapshots.frames()) if (f <= this.confirmedFrame && f > latest) latest = f;
        if (latest >= 0) [F, snapshot] = [latest, this.snapshots.bytes(latest)];
      }
      if (!snapshot) return; // try again next frame
      this.pendingJoins.shift();
      const J = Math.max(this.logs[p].contiguous, this.ownerFrom[p]);
      this.owners[p] = j;
      this.ownerFrom[p] = J;
      const size = this.game.inputSize;
      const runs: InputRun[] = this.logs.map((log, q) => {
        const count = Math.max(0, log.contiguous - F);
        return { player: q, first: F, count, bytes: log.bytes.slice(F * size, (F + count) * size) };
      });
      const sum = this.sumOf(F) ?? 0;
      const state = encodeState({ player: p, frame: F, handover: J, owners: this.owners, runs, checksum: sum, snapshot }, size);
      this.sendTo(j, state);
      this.stats.statesSent++;
      this.stats.stateBytes += state.length;
      this.send(encodeAssign({ player: p, peer: j, from: J, joinFrame: F }), false);
      this.acksOf.set(j, new Array(this.players).fill(F));
    }
  }

  private onAssign(m: { player: number; peer: number; from: number; joinFrame: number }): void {
    if (m.peer === this.t.id || m.player >= this.players) return;
    // served: should this peer become host later, it must not serve the same join again
    for (let i = this.pendingJoins.length - 1; i >= 0; i--) if (this.pendingJoins[i] === m.peer) this.pendingJoins.splice(i, 1);
    this.owners[m.player] = m.peer;
    this.ownerFrom[m.player] = m.from;
    this.acksOf.set(m.peer, new Array(this.players).fill(m.joinFrame));
  }

  private onState(from: number, r: Reader): void {
    if (this.ready) return;
    const m = decodeState(r, this.game.inputSize);
    this.world.restore(m.snapshot);
    if (m.frame % this.interval === 0 && m.checksum !== 0) {
      const h = u32Of(this.world.hash());
      if (h !== m.checksum) throw new Error(`netplay: the state of frame ${m.frame} from peer ${from} hashes ${hexOf(h)} here, ${hexOf(m.checksum)} there: the two builds differ`);
    }
    this.frame = m.frame;
    this.confirmedFrame = m.frame;
    this.logs = Array.from({ length: this.players }, () => new InputLog(this.game.inputSize, m.frame));
    this.used = Array.from({ length: this.players }, () => new InputLog(this.game.inputSize, m.frame));
    m.owners.forEach((o, p) => (this.owners[p] = o));
    this.owners[m.player] = this.t.id;
    this.ownerFrom[m.player] = m.handover;
    this.handover = m.handover;
    for (const q of new Set(this.owners)) if (q !== NOBODY && q !== this.t.id) this.acksOf.set(q, new Array(this.players).fill(m.frame));
    this.ready = true;
    this.takeRuns(m.runs);
    this.takeRuns(this.early);
    this.early = [];
  }

  /**
   * A peer left: its last inputs (handed over by the relay, the same for everyone) are taken, and
   * its players go to the host from the tick after the last one it sent, with blank inputs. If it
   * was the host, the next host takes the players nobody plays from the tick after the old host's
   * last input for them. Every peer computes the same hand-over ticks, so none desyncs.
   */
  private peerLeft(q: number, last: Uint8Array | null): void {
    const wasHost = q < Math.min(this.t.id, ...this.t.peers());
    let runs: InputRun[] = [];
    if (last && last.length > 0 && last[0] === MSG_INPUT) {
      const m = decodeInput(new Reader(last).skip(1), this.game.inputSize);
      runs = m.runs;
      if (this.ready) this.takeRuns(runs);
      else this.early.push(...runs);
    }
    for (let p = 0; p < this.players; p++) {
      if (!(this.owners[p] === q || (this.owners[p] === NOBODY && wasHost))) continue;
      const run = runs.find((x) => x.player === p);
      this.ownerFrom[p] = Math.max(this.ownerFrom[p], run ? run.first + run.count : this.ownerFrom[p]);
      this.owners[p] = NOBODY;
    }
    this.acksOf.delete(q);
    this.remoteSums.delete(q);
  }
}

/** Starts a session (see SessionOptions). */
export function createSession(o: SessionOptions): Session {
  return new Session(o);
}
