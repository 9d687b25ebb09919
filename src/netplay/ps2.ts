// A PS2 world of the public API (createWorld) as a lockstep world: the game says how one tick
// applies the players' inputs; the world's own snapshot, hash and field list carry the physics,
// and a small typed array carries the game's state outside it (a tick counter, a script's place).
// The snapshot is the world's bytes followed by that array's; the hash is the world's FNV-1a hash
// continued over the array's bytes; the fields are the world's (`bodies[3].velocity.y`) followed
// by `game[i]`. Pure computation: runs in every JS engine.
import type { Ps2World } from "../ps2/world.js";
import { fnv1a, hex32 } from "../state/codec.js";
import { f32Bits, f64Bits, hex8 } from "../state/fields.js";
import type { LockstepWorld } from "./world.js";

/** The game's own state words: numbers of one type, saved, restored and hashed with the world. */
export type GameState = Int32Array | Uint32Array | Float32Array | Float64Array;

export interface Ps2LockstepOptions {
  /**
   * One tick: applies player p's input `inputs[p]` (already checked by the game's checkInput) to
   * the world and the game state. Deterministic: it reads nothing but the inputs, the world and
   * the state.
   */
  step(inputs: readonly Uint8Array[]): void;
  /** the game's state outside the world (default none); the adapter keeps this array, so mutate it in place */
  state?: GameState;
  /** a name for error messages (default "ps2 world") */
  name?: string;
}

/** See lockstepPs2World. */
export class Ps2LockstepWorld implements LockstepWorld {
  readonly name: string;
  /** the state's values as little-endian bytes (the same on every machine) */
  private readonly bytes: Uint8Array;
  private readonly view: DataView;

  constructor(
    readonly world: Ps2World,
    readonly state: GameState,
    private readonly tick: (inputs: readonly Uint8Array[]) => void,
    name: string,
  ) {
    this.name = name;
    this.bytes = new Uint8Array(state.byteLength);
    this.view = new DataView(this.bytes.buffer);
  }

  step(inputs: readonly Uint8Array[]): void {
    this.tick(inputs);
  }

  /** the state into `bytes`, little-endian, NaN as one pattern (engines may keep a NaN's payload differently) */
  private encode(): Uint8Array {
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
    const h = parseInt(this.world.hash(), 16) >>> 0;
    if (this.bytes.length === 0) return hex32(h);
    const b = this.encode();
    return hex32(fnv1a(b, 0, b.length, h));
  }

  snapshot(): Uint8Array {
    const w = this.world.snapshot();
    if (this.bytes.length === 0) return w;
    const out = new Uint8Array(w.length + this.bytes.length);
    out.set(w);
    out.set(this.encode(), w.length);
    return out;
  }

  restore(snapshot: Uint8Array): void {
    const n = this.bytes.length;
    if (!(snapshot instanceof Uint8Array) || snapshot.length < n) throw new RangeError(`${this.name}: a snapshot is the Uint8Array snapshot() returned (with the game's ${n} state bytes at its end)`);
    // the world checks its part (header, level, checksum) before it changes anything; then the game's values
    this.world.restore(snapshot.subarray(0, snapshot.length - n));
    if (n === 0) return;
    this.bytes.set(snapshot.subarray(snapshot.length - n));
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
    const out = this.world.fieldValues();
    const s = this.state;
    const bits = s instanceof Float32Array ? f32Bits : s instanceof Float64Array ? f64Bits : hex8;
    for (let i = 0; i < s.length; i++) out.push([`game[${i}]`, bits(s[i])]);
    return out;
  }
}

/**
 * A PS2 world as the world of a netplay session: make one in the LockstepGame's `create` (the
 * same level, bodies and state on every peer) and say how a tick applies the inputs.
 *
 * ```ts
 * create(players) {
 *   const world = createWorld({ level, transactional: false });
 *   const humans = spawns.slice(0, players).map((p, i) => world.addHuman({ position: p, player: i }));
 *   const state = new Int32Array(1); // the tick
 *   return lockstepPs2World(world, { state, step(inputs) {
 *     inputs.forEach((input, p) => world.move(humans[p], stickVelocity(input), 1 / 30));
 *     state[0]++;
 *   } });
 * }
 * ```
 */
export function lockstepPs2World(world: Ps2World, o: Ps2LockstepOptions): Ps2LockstepWorld {
  if (typeof o?.step !== "function") throw new TypeError("lockstepPs2World: pass { step(inputs) }, the function that runs one tick");
  const state = o.state ?? new Int32Array(0);
  if (!(state instanceof Int32Array || state instanceof Uint32Array || state instanceof Float32Array || state instanceof Float64Array)) {
    throw new TypeError("lockstepPs2World: state must be an Int32Array, Uint32Array, Float32Array or Float64Array");
  }
  return new Ps2LockstepWorld(world, state, o.step, o.name ?? "ps2 world");
}
