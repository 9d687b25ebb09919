// The compact state format the public API's snapshots are written in, driven by the generated
// per-record helpers (`snapshot_X(record, writer)`, `restore_X(record, reader)`): those helpers stay
// the one place that knows a record's fields, in declaration order, so a field the spec adds is
// saved without a change here.
//
// A record is written as its difference from a baseline: the value sequence the same helper
// produced for the record in a state every world can rebuild (a pool slot as the constructor left
// it, or as a create with default options leaves it; an actor with its kind's defaults). Only the
// values that differ are stored, each as
//   header = skip · 8 + kind   (a varint: skip = unchanged values since the last stored one)
//   kind 0: an integer, zigzag varint;   kind 1: an f32 (4 bytes);   kind 2: an f64 (8 bytes);
//   kind 4: a value stored before in this snapshot, one byte giving how many stored values back
//           (positions repeat: a body's box, its shapes' poses and its owner's transform share
//           coordinates)
//   kind 5: an f32 near a prediction from a coordinate stored just before (see Lanes below): a
//           varint z = zigzag(d) · 16 + k, the value being the f32 d steps (ulps, in the order of
//           the reals) from prediction k
//   kind 6, 7: an f32 that is exactly prediction 0, 1 (the header alone)
// and the record ends with the header 3. Every value the generated helpers pass is an f32, an
// integer or a bool (as 0/1), so kinds 0 and 1 carry them all exactly (−0 is an f32, kind 1).
//
// Lanes: a baseline may say of each value whether it is an x, y or z coordinate (lane l = 0, 1, 2:
// the field path ends in .x, .y, .z) and how it moves when its body is moved by t along that axis
// (by m·t, m = 1, 2 or 3: a bone posed in the body's frame twice moves twice as far); the entry is
// l + 4m (m = 0 read as 1). Writer and reader both keep, per lane, the last 16 coordinates stored
// in the snapshot with their baselines and m; prediction k of a value (baseline b, m) is from the
// k-th last coordinate c (b_c, m_c) of its lane, f32(b + m · (c − b_c) / m_c): where the body is,
// as c says, applied to the value's template. A body's coordinates keep their template's offsets
// (a box's corners, a capsule's ends, the bones), so most land within a few ulps of a prediction:
// 2 bytes instead of 5. The lanes only choose the encoding: any lanes read back every value
// exactly, as long as writer and reader are given the same.
//
// References (`ptr<T>` fields, interface fields) are written as the target's code in a table that
// numbers every record a world can point to in a fixed order, built the same way in every world,
// so a snapshot restores into any world built from the same level (−1 is null; −2 − k the k-th
// record of the group being written, so that a slot's references to its own shapes are the same
// numbers in every slot and the baselines of all slots of a pool are one). This replaces the
// visiting-order numbering of runtime/snapshot.ts, which would make a record's bytes depend on
// what else was written.
import { SnapshotError } from "../errors.js";
import type { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";

const EMPTY = new Float64Array(0);
/** No lanes: no value of the record is a coordinate. */
export const NO_LANES = new Int8Array(0);
/** Predictions kept per lane. */
const PREDICT = 16;
const f32buf = new Float32Array(1);
const u32of32 = new Uint32Array(f32buf.buffer);
const f64buf = new Float64Array(1);
const u32of64 = new Uint32Array(f64buf.buffer);

/** Growable byte output. */
export class ByteSink {
  bytes = new Uint8Array(4096);
  length = 0;

  reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    let cap = this.bytes.length * 2;
    while (cap < this.length + n) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }

  byte(b: number): void {
    this.reserve(1);
    this.bytes[this.length++] = b;
  }

  /** An unsigned varint (any integer 0 … 2^53). */
  uvar(v: number): void {
    this.reserve(8);
    while (v >= 0x80) {
      this.bytes[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.length++] = v;
  }

  /** A signed integer as a zigzag varint. */
  svar(v: number): void {
    this.uvar(v >= 0 ? v * 2 : -v * 2 - 1);
  }

  u32(v: number): void {
    this.reserve(4);
    const b = this.bytes;
    let n = this.length;
    b[n++] = v & 0xff;
    b[n++] = (v >>> 8) & 0xff;
    b[n++] = (v >>> 16) & 0xff;
    b[n++] = (v >>> 24) & 0xff;
    this.length = n;
  }
}

/** Byte input with the reads ByteSink writes; every read past the end is a SnapshotError. */
export class ByteSource {
  at = 0;
  constructor(readonly bytes: Uint8Array, readonly end = bytes.length) {}

  private need(n: number): void {
    if (this.at + n > this.end) throw new SnapshotError("the snapshot ends in the middle of a record (truncated or not a snapshot of this package)");
  }

  byte(): number {
    this.need(1);
    return this.bytes[this.at++];
  }

  uvar(): number {
    // one byte (most headers and small integers)
    const at = this.at;
    if (at < this.end && this.bytes[at] < 0x80) {
      this.at = at + 1;
      return this.bytes[at];
    }
    let v = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
    throw new SnapshotError("a number in the snapshot is longer than 8 bytes (corrupted)");
  }

  svar(): number {
    const z = this.uvar();
    return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  }

  u32(): number {
    this.need(4);
    const b = this.bytes;
    const n = this.at;
    this.at = n + 4;
    return (b[n] | (b[n + 1] << 8) | (b[n + 2] << 16) | (b[n + 3] << 24)) >>> 0;
  }
}

/** Where references lead: a record's code, or −1 for null. */
export interface CodeTable {
  /** the group whose records −2 − k name (−1: none) */
  current: number;
  codeOf(target: object): number;
  targetOf(code: number): object | null;
}

/** How many stored values back a repeat may reach. */
const RECENT = 128;
/** Slots of the writer's table of recent values. */
const TABLE = 512;

/** An f32's bits as an integer in the order of the reals (−0 just below +0); NaN never passed. */
function orderKey(v: number): number {
  f32buf[0] = v;
  const u = u32of32[0];
  return u >= 0x80000000 ? -(u - 0x80000000) - 1 : u;
}

/** The f32 of an order key (orderKey's inverse); null for a key no f32 has. */
function fromOrderKey(k: number): number | null {
  if (!Number.isSafeInteger(k) || k < -0x80000000 || k > 0x7fffffff) return null;
  u32of32[0] = k >= 0 ? k : 0x80000000 + (-k - 1);
  const v = f32buf[0];
  return v === v ? v : null;
}

/** The bytes of an unsigned varint (any integer 0 … 2^53). */
function uvarCost(z: number): number {
  if (z < 0x80) return 1;
  if (z < 0x4000) return 2;
  if (z < 0x200000) return 3;
  let n = 4;
  for (z = Math.floor(z / 0x10000000); z >= 0x80; z = Math.floor(z / 0x80)) n++;
  return z === 0 ? n : n + 1;
}

/**
 * The last coordinates stored per lane, with their baseline values (see Lanes in the file's
 * comment); writer and reader keep one each and push the same values in the same order.
 */
class LaneMemory {
  /** per entry, where its body was as (v − b) / m (computed once at push, in f64, as every prediction would) */
  private readonly d = new Float64Array(4 * PREDICT);
  readonly n = new Int32Array(4);

  clear(): void {
    this.n.fill(0);
  }

  /** How many predictions a value of lane entry `e` has. */
  count(e: number): number {
    return Math.min(this.n[e & 3], PREDICT);
  }

  /** Prediction k of a value of lane entry `e` whose baseline is `base` (NaN: none). */
  predict(e: number, k: number, base: number): number {
    const l = e & 3;
    const at = l * PREDICT + ((this.n[l] - 1 - k) % PREDICT);
    return Math.fround(base + (e >> 2 || 1) * this.d[at]);
  }

  push(e: number, v: number, base: number): void {
    if (!Number.isFinite(v) || !Number.isFinite(base)) return;
    const l = e & 3;
    const at = l * PREDICT + (this.n[l] % PREDICT);
    this.d[at] = (v - base) / (e >> 2 || 1);
    this.n[l]++;
  }
}

/** Whether a stored value enters the table of repeats (writer and reader agree on this). */
function worthRepeating(v: number): boolean {
  if (v === 0) return false;
  return !(Number.isSafeInteger(v) && literalCost(v) <= 2);
}

/** The bytes of an integer's zigzag varint. */
function literalCost(v: number): number {
  const z = v >= 0 ? v * 2 : -v * 2 - 1;
  return z < 0x80 ? 1 : z < 0x4000 ? 2 : z < 0x200000 ? 3 : z < 0x10000000 ? 4 : 5;
}

/**
 * A stand-in for runtime/snapshot.ts' SnapshotWriter that the generated `snapshot_X` functions
 * write into: each record (between `begin` and `end`) as its difference from a baseline.
 */
export class DeltaWriter {
  private base: Float64Array = EMPTY;
  private lanes: Int8Array = NO_LANES;
  private i = 0;
  private skip = 0;
  private changes = 0;
  private mark = 0;
  /**
   * Values stored literally (worth repeating), by the serial of their last storing: a small
   * open table keyed by the value's bits (a collision forgets the older value: a repeat missed,
   * never a wrong one, since the serial says where the reader finds it).
   */
  private readonly keys = new Float64Array(TABLE);
  private readonly serials = new Int32Array(TABLE).fill(-1);
  private readonly gens = new Int32Array(TABLE);
  private gen = 1;
  private serial = 0;
  private readonly coords = new LaneMemory();

  constructor(
    readonly out: ByteSink,
    private readonly table: CodeTable,
  ) {}

  /** Starts a snapshot: no value stored before. */
  reset(): void {
    this.gen++;
    this.serial = 0;
    this.coords.clear();
  }

  /** The generated helpers as they expect to be called. */
  get asWriter(): SnapshotWriter {
    return this as unknown as SnapshotWriter;
  }

  begin(base: Float64Array, group = -1, lanes: Int8Array = NO_LANES): void {
    this.base = base;
    this.lanes = lanes;
    this.table.current = group;
    this.i = 0;
    this.skip = 0;
    this.changes = 0;
    this.mark = this.out.length;
  }

  /** Ends the record; returns false (and takes its bytes back) when nothing differed and `drop` is set. */
  end(drop = false): boolean {
    this.table.current = -1;
    // nothing differed: nothing was stored either, so the repeat table and the lanes are as before the record
    if (drop && this.changes === 0) {
      this.out.length = this.mark;
      return false;
    }
    this.out.byte(3);
    return true;
  }

  enter(_o: object): void {}

  put(v: number): void {
    const i = this.i++;
    const b = i < this.base.length ? this.base[i] : 0;
    // equal values, with −0 and 0 told apart (NaN never equals: it is always stored)
    if (v === b && (v !== 0 || 1 / v === 1 / b)) {
      this.skip++;
      return;
    }
    this.changed(v, b, i);
  }

  /** A value that differs from its baseline (kept out of put, so that put stays small enough to inline). */
  private changed(v: number, b: number, i: number): void {
    this.changes++;
    const lane = i < this.lanes.length ? this.lanes[i] : -1;
    this.store(v, b, lane);
    if (lane >= 0) this.coords.push(lane, v, b);
  }

  private store(v: number, b: number, lane: number): void {
    const out = this.out;
    const h = this.skip * 8;
    this.skip = 0;
    // the nearest prediction (z: zigzag(d) · PREDICT + k), for a coordinate
    let z = -1;
    let zCost = 9;
    if (lane >= 0 && v === v && Math.fround(v) === v) {
      const n = this.coords.count(lane);
      const key = orderKey(v);
      // zz < 2 (no bytes) needs k < 2, and no zz is under one byte: from k = 2 on, a one-byte
      // prediction found is already the cheapest (the first of equal costs is kept)
      for (let k = 0; k < n && zCost > (k < 2 ? 0 : 1); k++) {
        const p = this.coords.predict(lane, k, b);
        if (p !== p) continue;
        const d = key - orderKey(p);
        const zz = (d >= 0 ? d * 2 : -d * 2 - 1) * PREDICT + k;
        const c = zz < 2 ? 0 : uvarCost(zz);
        if (c < zCost) {
          zCost = c;
          z = zz;
        }
      }
    }
    if (worthRepeating(v)) {
      f64buf[0] = v;
      const slot = (Math.imul(u32of64[0] ^ u32of64[1], 0x9e3779b1) >>> 0) % TABLE;
      if (zCost > 0) {
        // a value stored before is two bytes (an exact prediction 0 or 1 is one)
        const sn = this.serials[slot];
        if (this.gens[slot] === this.gen && Object.is(this.keys[slot], v) && this.serial - 1 - sn < RECENT) {
          out.uvar(h + 4);
          out.byte(this.serial - 1 - sn);
          return;
        }
      }
      this.keys[slot] = v;
      this.serials[slot] = this.serial;
      this.gens[slot] = this.gen;
      this.serial++;
    }
    const negZero = v === 0 && 1 / v < 0;
    const isInt = !negZero && Number.isSafeInteger(v);
    const isF32 = !isInt && Math.fround(v) === v;
    // the literal's bytes after the header, against the nearest prediction's
    const cost = isInt ? literalCost(v) : isF32 ? 4 : 8;
    if (zCost === 0) {
      // exactly prediction 0 or 1: the header alone
      out.uvar(h + 6 + z);
    } else if (zCost < cost) {
      out.uvar(h + 5);
      out.uvar(z);
    } else if (isInt) {
      out.uvar(h);
      out.svar(v);
    } else if (isF32) {
      out.uvar(h + 1);
      f32buf[0] = v;
      out.u32(u32of32[0]);
    } else {
      out.uvar(h + 2);
      f64buf[0] = v;
      out.u32(u32of64[0]);
      out.u32(u32of64[1]);
    }
  }

  ref(target: object | null): void {
    this.put(target === null ? -1 : this.table.codeOf(target));
  }
}

/**
 * A stand-in for runtime/snapshot.ts' SnapshotReader that the generated `restore_X` functions read
 * from: each record (between `begin` and `end`) as its baseline with the stored differences.
 */
export class DeltaReader {
  private base: Float64Array = EMPTY;
  private lanes: Int8Array = NO_LANES;
  private i = 0;
  private nextAt = 0;
  private value = 0;
  private ended = false;
  private readonly ring = new Float64Array(RECENT);
  private serial = 0;
  private readonly coords = new LaneMemory();

  constructor(
    public src: ByteSource,
    private readonly table: CodeTable,
  ) {}

  get asReader(): SnapshotReader {
    return this as unknown as SnapshotReader;
  }

  /** Starts a snapshot: no value stored before. */
  reset(): void {
    this.serial = 0;
    this.coords.clear();
  }

  begin(base: Float64Array, group = -1, lanes: Int8Array = NO_LANES): void {
    this.base = base;
    this.lanes = lanes;
    this.table.current = group;
    this.i = 0;
    this.ended = false;
    this.header();
  }

  /** The record must be over: every stored difference read. */
  end(): void {
    this.table.current = -1;
    if (!this.ended) throw new SnapshotError("a record of the snapshot holds more values than its record type (from another version, or corrupted)");
  }

  private remember(v: number): void {
    this.ring[this.serial % RECENT] = v;
    this.serial++;
  }

  private header(): void {
    const h = this.src.uvar();
    const kind = h % 8;
    if (kind === 3) {
      this.ended = true;
      this.nextAt = -1;
      return;
    }
    const at = this.i + (h - kind) / 8;
    this.nextAt = at;
    const b = at < this.base.length ? this.base[at] : 0;
    const lane = at < this.lanes.length ? this.lanes[at] : -1;
    let v: number;
    if (kind === 4) {
      const d = this.src.byte();
      if (d >= RECENT || d >= this.serial) throw new SnapshotError("a repeated value of the snapshot points before its start (corrupted)");
      v = this.ring[(this.serial - 1 - d) % RECENT];
    } else {
      if (kind === 0) v = this.src.svar();
      else if (kind === 1) {
        u32of32[0] = this.src.u32();
        v = f32buf[0];
      } else if (kind === 2) {
        u32of64[0] = this.src.u32();
        u32of64[1] = this.src.u32();
        v = f64buf[0];
      } else if (kind >= 5) {
        const z = kind === 5 ? this.src.uvar() : kind - 6;
        const k = z % PREDICT;
        const zz = (z - k) / PREDICT;
        const d = zz % 2 === 0 ? zz / 2 : -(zz + 1) / 2;
        const p = lane >= 0 && k < this.coords.count(lane) ? this.coords.predict(lane, k, b) : NaN;
        const got = p === p ? fromOrderKey(orderKey(p) + d) : null;
        if (got === null) throw new SnapshotError("a predicted value of the snapshot has no prediction to start from (corrupted)");
        v = got;
      } else throw new SnapshotError(`a value of the snapshot has kind ${kind} (corrupted, or from a newer version)`);
      if (worthRepeating(v)) this.remember(v);
    }
    if (lane >= 0) this.coords.push(lane, v, b);
    this.value = v;
  }

  enter(_o: object): void {}

  get(): number {
    const i = this.i++;
    if (i === this.nextAt) {
      const v = this.value;
      this.header();
      return v;
    }
    return i < this.base.length ? this.base[i] : 0;
  }

  ref<T>(set: (o: T) => void): void {
    const code = this.get();
    set(this.table.targetOf(code) as T);
  }
}

/**
 * A stand-in writer that records the raw value sequence of one record (references as codes): the
 * baselines the delta format compares with.
 */
export class RecordingWriter {
  values: number[] = [];
  constructor(private readonly table: CodeTable) {}

  get asWriter(): SnapshotWriter {
    return this as unknown as SnapshotWriter;
  }

  take(): Float64Array {
    const a = Float64Array.from(this.values);
    this.values.length = 0;
    return a;
  }

  enter(_o: object): void {}

  put(v: number): void {
    this.values.push(v);
  }

  /** The group whose records references name relatively (as DeltaWriter.begin sets it). */
  group(g: number): void {
    this.table.current = g;
  }

  ref(target: object | null): void {
    this.values.push(target === null ? -1 : this.table.codeOf(target));
  }
}

/** FNV-1a (32-bit) over bytes, as runtime/hash.ts' StateHasher, from a given state. */
export function fnv1a(bytes: Uint8Array, from: number, to: number, h = 0x811c9dc5): number {
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i], 0x01000193) >>> 0;
  return h >>> 0;
}

export const hex32 = (h: number): string => (h >>> 0).toString(16).padStart(8, "0");

