// The whole dynamic state of a Ballance world (D-GLUE-16): what its hash covers and its snapshot
// saves. The state root is the spec's PhysicsManager (the glue's manager with the IVP world, its
// entities, registry, blocks, queue and listeners), written by the generated helpers; references
// to the mesh library (the manager's surface builder) are written as the one external. Two more
// parts complete it: the library's list of built surfaces (a world may build one at run time, after
// a DeleteCollisionSurfaces or for a new scale) and the layout memory beyond the level's template
// (the world's own allocations: the ball surface manager's dummy ledge, surfaces built at run time),
// as raw bytes. Not state: the level's meshes and the template's compiled surfaces (static, shared
// by every world of the level, at the same addresses in each).
//
// Layout of a snapshot: "LB", version 2, 0, the level's fingerprint (u32), the number of values
// (u32), the tail's bytes (u32), the checksum (FNV-1a over everything after the header, u32), the
// values' bytes (u32); then the values in the compact format of ../state/codec.ts as one record
// against a baseline of zeros (a zero is not written; an integer is a zigzag varint, an f32 4 bytes,
// an f64 8, a value met in the last 128 two bytes) and the tail.
import { BuiltSurface, hash_BuiltSurface, restore_BuiltSurface, snapshot_BuiltSurface } from "../../generated/glue/surfaces.generated.js";
import { hash_PhysicsManager, restore_PhysicsManager, snapshot_PhysicsManager } from "../../generated/glue/records.generated.js";
import { SnapshotError } from "../errors.js";
import { FieldRecorder, hex8 } from "../state/fields.js";
import { fnv1a, hex32 } from "../state/codec.js";
import { FlatHasher, FlatReader, FlatTape, FlatWriter, hashTape } from "../state/flat.js";
import type { BallanceWorld } from "./world.js";

const MAGIC0 = 0x4c; // "L"
const MAGIC1 = 0x42; // "B"
const VERSION = 2;
const HEADER = 24;
/** How many stored values back a repeat may reach, and the writer's table of recent values (as ../state/codec.ts). */
const RECENT = 128;
const TABLE = 512; // a power of two (slots are masked)
/** The most bytes one value takes: a header varint (skip · 8 + kind, up to 2^53) and an f64. */
const MAX_VALUE_BYTES = 8 + 8;

const f32buf = new Float32Array(1);
const u32of32 = new Uint32Array(f32buf.buffer);
const f64buf = new Float64Array(1);
const u32of64 = new Uint32Array(f64buf.buffer);

/** The bytes of an integer's zigzag varint (as ../state/codec.ts). */
function literalCost(v: number): number {
  const z = v >= 0 ? v * 2 : -v * 2 - 1;
  return z < 0x80 ? 1 : z < 0x4000 ? 2 : z < 0x200000 ? 3 : z < 0x10000000 ? 4 : 5;
}

/** Whether a stored value enters the table of repeats (writer and reader agree on this; as ../state/codec.ts). */
function worthRepeating(v: number): boolean {
  if (v === 0) return false;
  return !(Number.isSafeInteger(v) && literalCost(v) <= 2);
}

/**
 * The values as one record of ../state/codec.ts' DeltaWriter against a baseline of zeros with no
 * lanes, byte for byte, in one loop over the values (the general writer's per-value calls,
 * baseline and lane look-ups and growth checks cost more than the Ballance world's step).
 */
class ValueEncoder {
  bytes = new Uint8Array(1 << 16);
  length = 0;
  private readonly keys = new Float64Array(TABLE);
  private readonly serials = new Int32Array(TABLE);
  private readonly gens = new Int32Array(TABLE);
  private gen = 0;

  encode(values: Float64Array, n: number): void {
    const gen = ++this.gen;
    const keys = this.keys;
    const serials = this.serials;
    const gens = this.gens;
    let out = this.bytes;
    let len = 0;
    let serial = 0;
    let skip = 0;
    for (let i = 0; i < n; i++) {
      const v = values[i];
      // equal to the baseline's 0 (−0 is stored)
      if (v === 0 && 1 / v > 0) {
        skip++;
        continue;
      }
      if (len + MAX_VALUE_BYTES > out.length) {
        const next = new Uint8Array(out.length * 2);
        next.set(out.subarray(0, len));
        out = this.bytes = next;
      }
      const h = skip * 8;
      skip = 0;
      // a small integer (|v| < 8192: a zigzag varint of at most 2 bytes) is never worth repeating
      const small = (v | 0) === v && v < 8192 && v > -8193 && !(v === 0 && 1 / v < 0);
      if (small) {
        len = uvar(out, len, h);
        len = uvar(out, len, v >= 0 ? v * 2 : -v * 2 - 1);
        continue;
      }
      if (worthRepeating(v)) {
        f64buf[0] = v;
        const slot = Math.imul(u32of64[0] ^ u32of64[1], 0x9e3779b1) & (TABLE - 1);
        if (gens[slot] === gen && Object.is(keys[slot], v) && serial - 1 - serials[slot] < RECENT) {
          len = uvar(out, len, h + 4);
          out[len++] = serial - 1 - serials[slot];
          continue;
        }
        keys[slot] = v;
        serials[slot] = serial;
        gens[slot] = gen;
        serial++;
      }
      if (Number.isSafeInteger(v) && !(v === 0 && 1 / v < 0)) {
        len = uvar(out, len, h);
        len = uvar(out, len, v >= 0 ? v * 2 : -v * 2 - 1);
      } else if (Math.fround(v) === v) {
        len = uvar(out, len, h + 1);
        f32buf[0] = v;
        len = u32(out, len, u32of32[0]);
      } else {
        len = uvar(out, len, h + 2);
        f64buf[0] = v;
        len = u32(out, len, u32of64[0]);
        len = u32(out, len, u32of64[1]);
      }
    }
    if (len + 1 > out.length) {
      const next = new Uint8Array(out.length * 2);
      next.set(out.subarray(0, len));
      out = this.bytes = next;
    }
    out[len++] = 3;
    this.length = len;
  }
}

function uvar(out: Uint8Array, at: number, v: number): number {
  while (v >= 0x80) {
    out[at++] = (v % 0x80) | 0x80;
    v = Math.floor(v / 0x80);
  }
  out[at++] = v;
  return at;
}

function u32(out: Uint8Array, at: number, v: number): number {
  out[at] = v & 0xff;
  out[at + 1] = (v >>> 8) & 0xff;
  out[at + 2] = (v >>> 16) & 0xff;
  out[at + 3] = (v >>> 24) & 0xff;
  return at + 4;
}

const TRUNCATED = "the snapshot ends in the middle of a record (truncated or not a snapshot of this package)";

/** ValueEncoder's inverse (../state/codec.ts' DeltaReader with a baseline of zeros and no lanes), with the same checks. */
class ValueDecoder {
  values = new Float64Array(1024);
  private readonly ring = new Float64Array(RECENT);
  /** where uvar reads */
  private at = 0;

  /** An unsigned varint at `this.at` (any integer 0 … 2^53), moving `this.at` past it. */
  private uvar(bytes: Uint8Array, to: number): number {
    let v = 0;
    let scale = 1;
    for (let k = 0; k < 8; k++) {
      if (this.at >= to) throw new SnapshotError(TRUNCATED);
      const b = bytes[this.at++];
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
    throw new SnapshotError("a number in the snapshot is longer than 8 bytes (corrupted)");
  }

  /** Decodes `n` values from bytes[from, to) into `values`; every byte must be used. */
  decode(bytes: Uint8Array, from: number, to: number, n: number): Float64Array {
    if (this.values.length < n) this.values = new Float64Array(Math.max(n, 2 * this.values.length));
    const values = this.values;
    const ring = this.ring;
    let at = from;
    let serial = 0;
    let i = 0;
    for (;;) {
      // the header: a varint, most often one byte
      if (at >= to) throw new SnapshotError(TRUNCATED);
      let h = bytes[at++];
      if (h >= 0x80) {
        this.at = at - 1;
        h = this.uvar(bytes, to);
        at = this.at;
      }
      const kind = h % 8;
      if (kind === 3) break;
      const p = i + (h - kind) / 8;
      if (p >= n) throw new SnapshotError("a record of the snapshot holds more values than its record type (from another version, or corrupted)");
      for (; i < p; i++) values[i] = 0;
      let v: number;
      if (kind === 4) {
        if (at >= to) throw new SnapshotError(TRUNCATED);
        const d = bytes[at++];
        if (d >= RECENT || d >= serial) throw new SnapshotError("a repeated value of the snapshot points before its start (corrupted)");
        v = ring[(serial - 1 - d) % RECENT];
      } else {
        if (kind === 0) {
          if (at >= to) throw new SnapshotError(TRUNCATED);
          let z = bytes[at++];
          if (z >= 0x80) {
            this.at = at - 1;
            z = this.uvar(bytes, to);
            at = this.at;
          }
          v = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
        } else if (kind === 1) {
          if (at + 4 > to) throw new SnapshotError(TRUNCATED);
          u32of32[0] = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);
          at += 4;
          v = f32buf[0];
        } else if (kind === 2) {
          if (at + 8 > to) throw new SnapshotError(TRUNCATED);
          u32of64[0] = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);
          u32of64[1] = bytes[at + 4] | (bytes[at + 5] << 8) | (bytes[at + 6] << 16) | (bytes[at + 7] << 24);
          at += 8;
          v = f64buf[0];
        } else if (kind >= 5) throw new SnapshotError("a predicted value of the snapshot has no prediction to start from (corrupted)");
        else throw new SnapshotError(`a value of the snapshot has kind ${kind} (corrupted, or from a newer version)`);
        if (worthRepeating(v)) ring[serial++ % RECENT] = v;
      }
      values[i++] = v;
    }
    for (; i < n; i++) values[i] = 0;
    if (at !== to) throw new SnapshotError("the snapshot's values do not fill their bytes (corrupted)");
    return values;
  }
}

/**
 * A world's state kept in process for rollback (BallanceState.save): the walk's values and their
 * kinds (src/state/flat.ts' FlatTape: the snapshot's values, and all the hash needs) and the layout
 * memory's tail, raw. No encoding, no checksum: `encode` makes the snapshot() bytes of it when it
 * leaves the process, `hashOf` the hash() when a frame is confirmed.
 */
export class BallanceSaved {
  values: Float64Array = new Float64Array(0);
  kinds: Uint8Array = new Uint8Array(0);
  n = 0;
  tail: Uint8Array = new Uint8Array(0);
  tailLen = 0;
  fingerprint = 0;
}

/** The state machinery of one world. */
export class BallanceState {
  private readonly externals: object[];
  private readonly hasher: FlatHasher;
  private readonly writer: FlatWriter;
  private readonly reader: FlatReader;
  private readonly encoder = new ValueEncoder();
  private readonly decoder = new ValueDecoder();
  private readonly tape: FlatTape;
  /** values of the last save (a fresh BallanceSaved starts with room for a few more) */
  private lastN = 0;

  constructor(
    private readonly w: BallanceWorld,
    /** the first byte of the layout memory that is the world's own (the level's template ends there) */
    readonly templateTop: number,
  ) {
    this.externals = [w.library];
    this.hasher = new FlatHasher(this.externals);
    this.writer = new FlatWriter(this.externals);
    this.reader = new FlatReader(this.externals);
    this.tape = new FlatTape(this.externals);
  }

  hash(): string {
    const h = this.hasher.reset();
    hash_PhysicsManager(this.w.engine, h.asHasher);
    const built = this.w.library.built;
    h.u32(built.length);
    for (const b of built) hash_BuiltSurface(b, h.asHasher);
    const mem = this.w.memory;
    h.u32(mem.top);
    h.u32(fnv1a(mem.u8, this.templateTop, mem.top));
    return h.hex();
  }

  snapshot(): Uint8Array {
    const sw = this.writer;
    sw.reset();
    snapshot_PhysicsManager(this.w.engine, sw.asWriter);
    const built = this.w.library.built;
    sw.put(built.length);
    for (const b of built) snapshot_BuiltSurface(b, sw.asWriter);
    const mem = this.w.memory;
    sw.put(mem.top);
    sw.finish();
    if (sw.unresolved !== 0) throw new Error(`internal: ${sw.unresolved} references of the Ballance world point outside its state`);
    return this.encodeValues(sw.data, sw.length, mem.u8.subarray(this.templateTop, mem.top));
  }

  /** The snapshot's bytes of a walk's values and the layout memory's tail. */
  private encodeValues(values: Float64Array, n: number, tail: Uint8Array): Uint8Array {
    const tailLen = tail.length;
    const enc = this.encoder;
    enc.encode(values, n);
    const payload = enc.length;
    const out = new Uint8Array(HEADER + payload + tailLen);
    const dv = new DataView(out.buffer);
    out[0] = MAGIC0;
    out[1] = MAGIC1;
    out[2] = VERSION;
    dv.setUint32(4, this.w.level.fingerprint, true);
    dv.setUint32(8, n, true);
    dv.setUint32(12, tailLen, true);
    dv.setUint32(20, payload, true);
    out.set(enc.bytes.subarray(0, payload), HEADER);
    out.set(tail, HEADER + payload);
    dv.setUint32(16, fnv1a(out, HEADER, out.length), true);
    return out;
  }

  /**
   * The state into `into` (a BallanceSaved no longer needed, its memory reused) or a new one: one
   * walk, which records what both the snapshot and the hash need (FlatTape), and a copy of the tail.
   */
  save(into?: BallanceSaved): BallanceSaved {
    const s = into ?? new BallanceSaved();
    const t = this.tape;
    if (s.values.length === 0) {
      const size = Math.max(1024, Math.ceil(this.lastN * 1.25));
      s.values = new Float64Array(size);
      s.kinds = new Uint8Array(size);
    }
    t.reset(s.values, s.kinds);
    hash_PhysicsManager(this.w.engine, t.asHasher);
    const built = this.w.library.built;
    t.u32(built.length);
    for (const b of built) hash_BuiltSurface(b, t.asHasher);
    const mem = this.w.memory;
    t.u32(mem.top);
    t.finish();
    if (t.unresolved !== 0) throw new Error(`internal: ${t.unresolved} references of the Ballance world point outside its state`);
    // the tape may have grown: the slot keeps its buffers
    s.values = t.data;
    s.kinds = t.kinds;
    s.n = t.length;
    const tailLen = mem.top - this.templateTop;
    if (s.tail.length < tailLen) s.tail = new Uint8Array(Math.ceil(tailLen * 1.25));
    s.tail.set(mem.u8.subarray(this.templateTop, mem.top));
    s.tailLen = tailLen;
    s.fingerprint = this.w.level.fingerprint;
    this.lastN = s.n;
    return s;
  }

  /** hash() of the world in the state `s` holds (bit for bit). */
  hashOf(s: BallanceSaved): string {
    this.check(s);
    return hex32(hashTape(s.values, s.kinds, s.n, [fnv1a(s.tail, 0, s.tailLen)]));
  }

  /** snapshot() of the world in the state `s` holds (byte for byte). */
  encode(s: BallanceSaved): Uint8Array {
    this.check(s);
    return this.encodeValues(s.values, s.n, s.tail.subarray(0, s.tailLen));
  }

  /** Puts the state `s` holds back (as restore(snapshot()) would). */
  load(s: BallanceSaved): void {
    this.check(s);
    this.restoreValues(s.values, s.n, s.tail.subarray(0, s.tailLen));
  }

  private check(s: BallanceSaved): void {
    if (!(s instanceof BallanceSaved) || s.n === 0) throw new SnapshotError("not a saved Ballance world state (save() returns one)");
    if (s.fingerprint !== this.w.level.fingerprint)
      throw new SnapshotError(`the state was saved in a world of another level (fingerprint ${hex32(s.fingerprint)}, this level's ${hex32(this.w.level.fingerprint)})`);
  }

  restore(bytes: Uint8Array): void {
    if (!(bytes instanceof Uint8Array) || bytes.length < HEADER) throw new SnapshotError("not a Ballance world snapshot: too short");
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes[0] !== MAGIC0 || bytes[1] !== MAGIC1) throw new SnapshotError('not a Ballance world snapshot (its first bytes are not "LB")');
    if (bytes[2] !== VERSION) throw new SnapshotError(`a Ballance snapshot of format ${bytes[2]}; this package reads format ${VERSION}`);
    const fp = dv.getUint32(4, true);
    if (fp !== this.w.level.fingerprint)
      throw new SnapshotError(`the snapshot was taken in a world of another level (fingerprint ${hex32(fp)}, this level's ${hex32(this.w.level.fingerprint)})`);
    const n = dv.getUint32(8, true);
    const tailLen = dv.getUint32(12, true);
    const payload = dv.getUint32(20, true);
    if (bytes.length !== HEADER + payload + tailLen)
      throw new SnapshotError(`the snapshot is ${bytes.length} bytes; its header says ${HEADER + payload + tailLen}`);
    if (dv.getUint32(16, true) !== fnv1a(bytes, HEADER, bytes.length))
      throw new SnapshotError("the snapshot's checksum does not match its contents (corrupted)");
    const values = this.decoder.decode(bytes, HEADER, HEADER + payload, n);
    this.restoreValues(values, n, bytes.subarray(HEADER + payload));
  }

  /** Puts back a walk's values and the layout memory's tail (checked against this world's records before the memory changes). */
  private restoreValues(values: Float64Array, n: number, tail: Uint8Array): void {
    const tailLen = tail.length;
    const mem = this.w.memory;
    const top = values[n - 1];
    if (top !== this.templateTop + tailLen) throw new SnapshotError("the snapshot's layout memory does not follow this level's template");
    const r = this.reader;
    r.reset(values, n);
    restore_PhysicsManager(this.w.engine, r.asReader);
    const built = this.w.library.built;
    const count = r.get();
    built.length = Math.min(built.length, count);
    for (let i = 0; i < count; i++) {
      if (built[i] === undefined) built[i] = new BuiltSurface();
      restore_BuiltSurface(built[i], r.asReader);
    }
    r.get();
    const left = r.finish();
    if (left !== 0 || !r.done()) throw new SnapshotError("the snapshot does not fit this world's records (was it taken with another version of the engine?)");
    // the layout memory: the snapshot's own allocations; bytes past its top are zero again
    const oldTop = mem.top;
    if (top > mem.top) mem.alloc(top - mem.top, 1);
    mem.u8.set(tail, this.templateTop);
    if (oldTop > top) mem.u8.fill(0, top, oldTop);
    mem.top = top;
  }

  /** Every value the hash covers, in the hash's order, named by the path it was read by: [path, raw bits]; a reference names its target's first path. */
  fields(): [string, string][] {
    const fr = new FieldRecorder(this.externals);
    hash_PhysicsManager(fr.wrap(this.w.engine, ""), fr);
    const built = this.w.library.built;
    fr.put("library.built.length", hex8(built.length));
    built.forEach((b, i) => hash_BuiltSurface(fr.wrap(b, `library.built[${i}]`), fr));
    fr.resolve((t) => (t === null ? "null" : t === this.w.library ? "→ library" : fr.order.has(t) ? `→ ${fr.recordPaths[fr.order.get(t)!]}` : "unknown"));
    const out = fr.fields;
    const mem = this.w.memory;
    out.push(["memory.top", hex8(mem.top)]);
    out.push(["memory.tail", hex32(fnv1a(mem.u8, this.templateTop, mem.top))]);
    return out;
  }
}
