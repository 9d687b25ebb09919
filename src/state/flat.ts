// Fast stand-ins for runtime/hash.ts' StateHasher and runtime/snapshot.ts' SnapshotWriter and
// SnapshotReader, for a world that walks a large state every tick (the Ballance world: tens of
// thousands of values, hashed after every tick and saved before every predicted one). They take the
// same calls from the generated helpers (`hash_X(record, hasher)`, `snapshot_X(record, writer)`,
// `restore_X(record, reader)`) and give the same results bit for bit: the same hash (FNV-1a over
// the same little-endian bytes, NaN canonical, references as the same codes), the same value
// sequence, the same reference fixups. What differs is only how: one object kept per world and
// reset before each walk (no allocation per walk once the buffers have grown), the hash's state in
// a local per value instead of a property write per byte, f32/f64 bits through typed-array aliases
// instead of a DataView, and references kept in parallel arrays instead of an object each.
//
// Numbering: a reference is written as its target's number, the records numbered in the order
// the walk first enters them. A world's record graph rarely changes from one tick to the next, so
// each walker keeps the sequence of records its last walk entered: while this walk enters the same
// records in the same order, it only compares each with the one before (no Map operation), and a
// reference to the same target at the same place as last time takes last time's code. The first
// record that differs rebuilds the numbering from the sequence so far and the walk goes on with a
// Map, exactly as a walker without memory would: the numbers are the same either way.
import { REF_NULL, REF_UNKNOWN, type SnapshotReader, type SnapshotWriter } from "../../runtime/snapshot.js";
import type { StateHasher } from "../../runtime/hash.js";

const f32v = new Float32Array(1);
const f32u = new Uint32Array(f32v.buffer);
const f64v = new Float64Array(1);
const f64u = new Uint32Array(f64v.buffer);
/** which word of an f64's two holds its low bits (the platform's byte order) */
const LO = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1;

/** FNV-1a (32-bit) over a 32-bit value's four little-endian bytes, from state h. */
function mix(h: number, v: number): number {
  h = Math.imul(h ^ (v & 0xff), 0x01000193);
  h = Math.imul(h ^ ((v >>> 8) & 0xff), 0x01000193);
  h = Math.imul(h ^ ((v >>> 16) & 0xff), 0x01000193);
  return Math.imul(h ^ (v >>> 24), 0x01000193);
}

/** The code of a reference (as runtime/snapshot.ts' refCode). */
function codeOf(target: object | null, ids: Map<object, number>, externals: readonly object[]): number {
  if (target === null || target === undefined) return REF_NULL;
  const id = ids.get(target);
  if (id !== undefined) return id;
  const k = externals.indexOf(target);
  return k >= 0 ? -(3 + k) : REF_UNKNOWN;
}

/** The numbering of the records a walk enters (see Numbering in the file's comment). */
class Numbering {
  /** the records the walk entered, in order (a record entered twice twice) */
  private seq: object[] = [];
  private seqLen = 0;
  private k = 0;
  private diverged = false;
  /** whether the last walk numbered the records as the one before it */
  same = false;
  private readonly ids = new Map<object, number>();
  /** the records by number */
  readonly records: object[] = [];

  begin(): void {
    this.k = 0;
    this.diverged = false;
  }

  enter(o: object): void {
    if (!this.diverged) {
      if (this.k < this.seqLen && this.seq[this.k] === o) {
        this.k++;
        return;
      }
      this.diverged = true;
      this.rebuild(this.k);
    }
    if (this.k === this.seq.length) this.seq.push(o);
    else this.seq[this.k] = o;
    this.k++;
    if (!this.ids.has(o)) {
      this.ids.set(o, this.records.length);
      this.records.push(o);
    }
  }

  /** Ends the walk; `same` says whether the numbers are last walk's. */
  end(): void {
    // a walk that entered a strict prefix of last walk's sequence numbers fewer records
    if (!this.diverged && this.k !== this.seqLen) {
      this.diverged = true;
      this.rebuild(this.k);
    }
    this.same = !this.diverged;
    this.seqLen = this.k;
  }

  private rebuild(k: number): void {
    this.ids.clear();
    this.records.length = 0;
    for (let j = 0; j < k; j++) {
      const o = this.seq[j];
      if (!this.ids.has(o)) {
        this.ids.set(o, this.records.length);
        this.records.push(o);
      }
    }
  }

  /** The code of a reference (as runtime/snapshot.ts' refCode), after `end`. */
  codeOf(target: object | null, externals: readonly object[]): number {
    return codeOf(target, this.ids, externals);
  }
}

/** References of a walk, by place, resolved to codes, reusing last walk's code for the same target at the same place while the numbering is the same. */
class RefCodes {
  targets: (object | null)[] = [];
  n = 0;
  codes = new Float64Array(256);
  private last: (object | null)[] = [];
  private lastN = 0;

  add(target: object | null): void {
    if (this.n === this.targets.length) this.targets.push(target);
    else this.targets[this.n] = target;
    this.n++;
  }

  /** Resolves the references added since the last resolve into `codes[0 … n)`; returns how many are −2. */
  resolve(numbers: Numbering, externals: readonly object[]): number {
    const n = this.n;
    if (this.codes.length < n) {
      const next = new Float64Array(Math.max(n, 2 * this.codes.length));
      next.set(this.codes);
      this.codes = next;
    }
    const codes = this.codes;
    const t = this.targets;
    const last = this.last;
    const reuse = numbers.same ? Math.min(n, this.lastN) : 0;
    let unknown = 0;
    for (let i = 0; i < n; i++) {
      const o = t[i];
      if (i < reuse && last[i] === o) continue;
      const c = numbers.codeOf(o, externals);
      codes[i] = c;
      if (i === last.length) last.push(o);
      else last[i] = o;
    }
    for (let i = 0; i < n; i++) if (codes[i] === REF_UNKNOWN) unknown++;
    this.lastN = n;
    this.n = 0;
    return unknown;
  }
}

/** StateHasher's hash, faster (see the file's comment); `reset()` before each walk. */
export class FlatHasher {
  private h = 0x811c9dc5;
  private readonly numbers = new Numbering();
  private readonly refs = new RefCodes();

  constructor(private readonly externals: readonly object[] = []) {}

  /** The generated helpers as they expect to be called. */
  get asHasher(): StateHasher {
    return this as unknown as StateHasher;
  }

  reset(): this {
    this.h = 0x811c9dc5;
    this.numbers.begin();
    this.refs.n = 0;
    return this;
  }

  enter(o: object): this {
    this.numbers.enter(o);
    return this;
  }

  ref(target: object | null): this {
    this.refs.add(target);
    return this;
  }

  u32(v: number): this {
    this.h = mix(this.h, v >>> 0);
    return this;
  }

  i32(v: number): this {
    this.h = mix(this.h, v | 0);
    return this;
  }

  bool(v: boolean): this {
    this.h = mix(this.h, v ? 1 : 0);
    return this;
  }

  f32(v: number): this {
    if (v !== v) this.h = mix(this.h, 0x7fc00000);
    else {
      f32v[0] = v;
      this.h = mix(this.h, f32u[0]);
    }
    return this;
  }

  f64(v: number): this {
    if (v !== v) this.h = mix(mix(this.h, 0), 0x7ff80000);
    else {
      f64v[0] = v;
      this.h = mix(mix(this.h, f64u[LO]), f64u[1 - LO]);
    }
    return this;
  }

  bytes(u8: Uint8Array, from = 0, to = u8.length): this {
    let h = this.h;
    for (let i = from; i < to; i++) h = Math.imul(h ^ u8[i], 0x01000193);
    this.h = h;
    return this;
  }

  /** The hash; ends the walk (the references are hashed last, as StateHasher does). */
  digest(): number {
    this.numbers.end();
    const n = this.refs.n;
    if (n > 0) {
      this.refs.resolve(this.numbers, this.externals);
      const codes = this.refs.codes;
      let h = this.h;
      for (let i = 0; i < n; i++) h = mix(h, codes[i] | 0);
      this.h = h;
    }
    this.numbers.begin();
    return this.h >>> 0;
  }

  hex(): string {
    return this.digest().toString(16).padStart(8, "0");
  }
}

/** SnapshotWriter's value sequence, faster (see the file's comment); `reset()` before each walk. */
export class FlatWriter {
  data = new Float64Array(1024);
  length = 0;
  private readonly numbers = new Numbering();
  private readonly refs = new RefCodes();
  private refAt = new Int32Array(256);
  /** how many references pointed outside the walk and outside `externals` (written −2) */
  unresolved = 0;

  constructor(private readonly externals: readonly object[] = []) {}

  get asWriter(): SnapshotWriter {
    return this as unknown as SnapshotWriter;
  }

  reset(): void {
    this.length = 0;
    this.numbers.begin();
    this.refs.n = 0;
    this.unresolved = 0;
  }

  enter(o: object): void {
    this.numbers.enter(o);
  }

  ref(target: object | null): void {
    const n = this.refs.n;
    if (n === this.refAt.length) {
      const next = new Int32Array(n * 2);
      next.set(this.refAt);
      this.refAt = next;
    }
    this.refAt[n] = this.length;
    this.refs.add(target);
    this.put(0);
  }

  put(v: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }

  /** Resolves the references; the values are `data[0 … length)` (kept by this writer: copy them to keep them). */
  finish(): void {
    this.numbers.end();
    const n = this.refs.n;
    this.unresolved = this.refs.resolve(this.numbers, this.externals);
    const codes = this.refs.codes;
    const at = this.refAt;
    const data = this.data;
    for (let i = 0; i < n; i++) data[at[i]] = codes[i];
  }
}

/** SnapshotReader over a value sequence, faster (see the file's comment); `reset(values, n)` before each walk. */
export class FlatReader {
  private data: Float64Array = new Float64Array(0);
  private n = 0;
  private at = 0;
  private readonly numbers = new Numbering();
  private codes = new Float64Array(256);
  private sets: ((o: never) => void)[] = [];
  private nfix = 0;

  constructor(private readonly externals: readonly object[] = []) {}

  get asReader(): SnapshotReader {
    return this as unknown as SnapshotReader;
  }

  reset(data: Float64Array, n = data.length): void {
    this.data = data;
    this.n = n;
    this.at = 0;
    this.numbers.begin();
    this.nfix = 0;
  }

  enter(o: object): void {
    this.numbers.enter(o);
  }

  ref<T>(set: (o: T) => void): void {
    const code = this.get();
    const n = this.nfix;
    if (n === this.codes.length) {
      const next = new Float64Array(n * 2);
      next.set(this.codes);
      this.codes = next;
    }
    this.codes[n] = code;
    if (n === this.sets.length) this.sets.push(set as (o: never) => void);
    else this.sets[n] = set as (o: never) => void;
    this.nfix = n + 1;
  }

  /** Applies the references read so far; returns how many were left alone (−2). */
  finish(): number {
    this.numbers.end();
    let left = 0;
    const objs = this.numbers.records;
    const count = objs.length;
    for (let i = 0; i < this.nfix; i++) {
      const code = this.codes[i];
      const set = this.sets[i];
      this.sets[i] = noop;
      if (code === REF_NULL) set(null as never);
      else if (code === REF_UNKNOWN) left++;
      else if (code >= 0) {
        if (code >= count) throw new RangeError(`SnapshotReader: reference to record ${code} of ${count}`);
        set(objs[code] as never);
      } else {
        const k = -code - 3;
        if (k >= this.externals.length) throw new RangeError(`SnapshotReader: reference to external ${k} of ${this.externals.length}`);
        set(this.externals[k] as never);
      }
    }
    this.nfix = 0;
    this.numbers.begin();
    return left;
  }

  get(): number {
    if (this.at >= this.n) throw new RangeError("SnapshotReader: read past the end of the snapshot");
    return this.data[this.at++];
  }

  done(): boolean {
    return this.at === this.n;
  }
}

/** Kinds of a tape's values: how the hash mixes each (an integer, u32/i32/bool, mixes its low 32 bits either way). */
export const TAPE_INT = 0;
export const TAPE_F32 = 1;
export const TAPE_F64 = 2;
export const TAPE_REF = 3;

/**
 * One walk for both: StateHasher's calls (the generated `hash_X(record, tape)`), recorded as the
 * value sequence SnapshotWriter's walk writes (`snapshot_X` calls `put` where `hash_X` calls a typed
 * method, one for one, in the same order: generator/emit/record-state.ts) together with each
 * value's kind, so that the hash can be computed later from the recorded values alone
 * (`hashTape`), bit for bit FlatHasher's. `bytes()` is not recorded: a caller that hashes bytes
 * keeps them itself and passes their FNV-1a as one more value (`u32`). A rollback session saves
 * every tick with this walk and hashes only the frames that get confirmed.
 */
export class FlatTape {
  data: Float64Array = new Float64Array(1024);
  kinds: Uint8Array = new Uint8Array(1024);
  length = 0;
  private readonly numbers = new Numbering();
  private readonly refs = new RefCodes();
  private refAt = new Int32Array(256);
  /** how many references pointed outside the walk and outside `externals` (written −2) */
  unresolved = 0;

  constructor(private readonly externals: readonly object[] = []) {}

  get asHasher(): StateHasher {
    return this as unknown as StateHasher;
  }

  /** Starts a walk; `data` and `kinds` (same length), when given, are the buffers it writes into (grown as it needs: read them back from `data` and `kinds` after). */
  reset(data?: Float64Array, kinds?: Uint8Array): this {
    if (data && kinds) {
      if (data.length !== kinds.length || data.length === 0) throw new RangeError("internal: FlatTape.reset takes buffers of one non-zero length");
      this.data = data;
      this.kinds = kinds;
    }
    this.length = 0;
    this.numbers.begin();
    this.refs.n = 0;
    this.unresolved = 0;
    return this;
  }

  private grow(): void {
    const data = new Float64Array(this.data.length * 2);
    data.set(this.data);
    this.data = data;
    const kinds = new Uint8Array(this.kinds.length * 2);
    kinds.set(this.kinds);
    this.kinds = kinds;
  }

  private put(v: number, kind: number): this {
    if (this.length === this.data.length) this.grow();
    this.data[this.length] = v;
    this.kinds[this.length++] = kind;
    return this;
  }

  enter(o: object): this {
    this.numbers.enter(o);
    return this;
  }

  ref(target: object | null): this {
    const n = this.refs.n;
    if (n === this.refAt.length) {
      const next = new Int32Array(n * 2);
      next.set(this.refAt);
      this.refAt = next;
    }
    this.refAt[n] = this.length;
    this.refs.add(target);
    return this.put(0, TAPE_REF);
  }

  u32(v: number): this {
    return this.put(v, TAPE_INT);
  }

  i32(v: number): this {
    return this.put(v, TAPE_INT);
  }

  bool(v: boolean): this {
    return this.put(v ? 1 : 0, TAPE_INT);
  }

  f32(v: number): this {
    return this.put(v, TAPE_F32);
  }

  f64(v: number): this {
    return this.put(v, TAPE_F64);
  }

  bytes(): this {
    throw new Error("internal: FlatTape does not record bytes; hash them and pass their FNV-1a as a u32");
  }

  /** Resolves the references into `data` (their codes, as FlatWriter writes them); the walk's values are `data[0 … length)`, their kinds `kinds[0 … length)`. */
  finish(): void {
    this.numbers.end();
    const n = this.refs.n;
    this.unresolved = this.refs.resolve(this.numbers, this.externals);
    const codes = this.refs.codes;
    const at = this.refAt;
    const data = this.data;
    for (let i = 0; i < n; i++) data[at[i]] = codes[i];
  }
}

/**
 * FlatHasher's hash of a walk that FlatTape recorded (values and kinds, references as codes), from
 * `data[0 … n)`, with `more` hashed as u32 values after the walk's (before its references, as a
 * hasher that is given them after the walk hashes them).
 */
export function hashTape(data: Float64Array, kinds: Uint8Array, n: number, more: readonly number[] = []): number {
  let h = 0x811c9dc5;
  let refs = 0;
  for (let i = 0; i < n; i++) {
    const k = kinds[i];
    const v = data[i];
    if (k === TAPE_INT) h = mix(h, v | 0);
    else if (k === TAPE_F32) {
      if (v !== v) h = mix(h, 0x7fc00000);
      else {
        f32v[0] = v;
        h = mix(h, f32u[0]);
      }
    } else if (k === TAPE_F64) {
      if (v !== v) h = mix(mix(h, 0), 0x7ff80000);
      else {
        f64v[0] = v;
        h = mix(mix(h, f64u[LO]), f64u[1 - LO]);
      }
    } else refs++;
  }
  for (const v of more) h = mix(h, v >>> 0);
  // the references last, in walk order (as StateHasher's digest)
  if (refs > 0) for (let i = 0; i < n; i++) if (kinds[i] === TAPE_REF) h = mix(h, data[i] | 0);
  return h >>> 0;
}

const noop = (): void => {};
