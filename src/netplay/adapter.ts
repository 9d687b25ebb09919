// A world with a hash, a snapshot and a field list, plus the game's own state words, as a lockstep
// world: the shared part of the PS2 and Ballance adapters (ps2.ts, ballance.ts). The snapshot is
// the world's bytes followed by the words' (little-endian); the hash is the world's 32-bit hash
// continued by FNV-1a over those bytes; the fields are the world's then `game[i]`. Pure
// computation: runs in every JS engine.
import { fnv1a, hex32 } from "../state/codec.js";
import { f32Bits, f64Bits, hex8 } from "../state/fields.js";
import type { LockstepWorld, SavedState } from "./world.js";

/** The game's own state words: numbers of one type, saved, restored and hashed with the world. */
export type GameState = Int32Array | Uint32Array | Float32Array | Float64Array;

/** What the adapter needs of a world: its whole state's hash (32-bit hex), bytes and fields. */
export interface StatefulWorld {
  hash(): string;
  snapshot(): Uint8Array;
  /** checks the bytes before it changes anything (a bad snapshot throws and changes nothing) */
  restore(bytes: Uint8Array): void;
  /** optional, all four or none: the state kept raw in process (see LockstepWorld.save) */
  save?(into?: object): object;
  load?(state: object): void;
  hashOf?(state: object): string;
  encode?(state: object): Uint8Array;
}

/** A GameStateWorld's saved state: the world's, and the game's words as their bytes. */
class SavedGameState {
  constructor(
    readonly inner: object,
    readonly words: Uint8Array,
  ) {}
}

export function checkGameState(place: string, state: unknown): GameState {
  if (!(state instanceof Int32Array || state instanceof Uint32Array || state instanceof Float32Array || state instanceof Float64Array)) {
    throw new TypeError(`${place}: state must be an Int32Array, Uint32Array, Float32Array or Float64Array`);
  }
  return state;
}

/** See the file's comment; `fields` lists the world's fields (path, raw bits) in a deterministic order. */
export class GameStateWorld implements LockstepWorld {
  /** the state's values as little-endian bytes (the same on every machine) */
  private readonly bytes: Uint8Array;
  private readonly view: DataView;

  constructor(
    private readonly inner: StatefulWorld,
    private readonly fields: () => [string, string][],
    readonly state: GameState,
    private readonly tick: (inputs: readonly Uint8Array[]) => void,
    readonly name: string,
  ) {
    this.bytes = new Uint8Array(state.byteLength);
    this.view = new DataView(this.bytes.buffer);
    const { save, load, hashOf, encode } = inner;
    if (save && load && hashOf && encode) {
      this.save = (into) => {
        const old = into === undefined ? undefined : this.saved(into, "save(into)");
        const words = old ? old.words : new Uint8Array(this.bytes.length);
        words.set(this.wordBytes());
        return new SavedGameState(save.call(inner, old?.inner), words);
      };
      this.load = (state) => {
        const s = this.saved(state, "load");
        load.call(inner, s.inner);
        this.decode(s.words);
      };
      this.hashOf = (state) => {
        const s = this.saved(state, "hashOf");
        const h = parseInt(hashOf.call(inner, s.inner), 16) >>> 0;
        return hex32(s.words.length === 0 ? h : fnv1a(s.words, 0, s.words.length, h));
      };
      this.encode = (state) => {
        const s = this.saved(state, "encode");
        const w = encode.call(inner, s.inner);
        if (s.words.length === 0) return w;
        const out = new Uint8Array(w.length + s.words.length);
        out.set(w);
        out.set(s.words, w.length);
        return out;
      };
    }
  }

  step(inputs: readonly Uint8Array[]): void {
    this.tick(inputs);
  }

  /** the state into `bytes`, little-endian, NaN as one pattern (engines may keep a NaN's payload differently) */
  private wordBytes(): Uint8Array {
    const s = this.state;
    const v = this.view;
    for (let i = 0; i < s.length; i++) {
      const x = s[i];
      if (s instanceof Int32Array) v.setInt32(4 * i, x, true);
      else if (s instanceof Uint32Array) v.setUint32(4 * i, x, true);
      else if (s instanceof Float32Array) {
        if (x !== x) v.setUint32(4 * i, 0x7fc00000, true);
        else v.setFloat32(4 * i, x, true);
      } else if (x !== x) {
        v.setUint32(8 * i, 0, true);
        v.setUint32(8 * i + 4, 0x7ff80000, true);
      } else v.setFloat64(8 * i, x, true);
    }
    return this.bytes;
  }

  hash(): string {
    const h = parseInt(this.inner.hash(), 16) >>> 0;
    if (this.bytes.length === 0) return hex32(h);
    const b = this.wordBytes();
    return hex32(fnv1a(b, 0, b.length, h));
  }

  snapshot(): Uint8Array {
    const w = this.inner.snapshot();
    if (this.bytes.length === 0) return w;
    const out = new Uint8Array(w.length + this.bytes.length);
    out.set(w);
    out.set(this.wordBytes(), w.length);
    return out;
  }

  restore(snapshot: Uint8Array): void {
    const n = this.bytes.length;
    if (!(snapshot instanceof Uint8Array) || snapshot.length < n)
      throw new RangeError(`${this.name}: a snapshot is the Uint8Array snapshot() returned (with the game's ${n} state bytes at its end)`);
    // the world checks its part (header, level, checksum) before it changes anything; then the game's values
    this.inner.restore(snapshot.subarray(0, snapshot.length - n));
    if (n === 0) return;
    this.decode(snapshot.subarray(snapshot.length - n));
  }

  /** The world's own save, with the game's words; absent when the world has none (see LockstepWorld.save). */
  readonly save?: (into?: SavedState) => SavedState;
  readonly load?: (state: SavedState) => void;
  readonly hashOf?: (state: SavedState) => string;
  readonly encode?: (state: SavedState) => Uint8Array;

  private saved(state: SavedState, place: string): SavedGameState {
    if (!(state instanceof SavedGameState) || state.words.length !== this.bytes.length) throw new TypeError(`${this.name}: ${place} takes a state this world's save() returned`);
    return state;
  }

  /** the words of `words` (little-endian bytes) into the game's state */
  private decode(words: Uint8Array): void {
    this.bytes.set(words);
    const s = this.state;
    const v = this.view;
    for (let i = 0; i < s.length; i++) {
      if (s instanceof Int32Array) s[i] = v.getInt32(4 * i, true);
      else if (s instanceof Uint32Array) s[i] = v.getUint32(4 * i, true);
      else if (s instanceof Float32Array) s[i] = v.getFloat32(4 * i, true);
      else s[i] = v.getFloat64(8 * i, true);
    }
  }

  stateFields(): [string, string][] {
    const out = this.fields();
    const s = this.state;
    const bits = s instanceof Float32Array ? f32Bits : s instanceof Float64Array ? f64Bits : hex8;
    for (let i = 0; i < s.length; i++) out.push([`game[${i}]`, bits(s[i])]);
    return out;
  }
}
