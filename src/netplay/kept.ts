// The frames' states a session keeps for rollback and for the desync detector (D-NETPLAY-13). A
// world with `save` (LockstepWorld) is kept raw: one walk per save into memory reused from states
// the session dropped, nothing encoded, and a frame's hash computed from its kept state only when
// the session needs it (the frame is confirmed). Any other world is kept as its snapshot bytes.
// A state that leaves the process (a joiner's, the desync detector's) is encoded then.
import type { LockstepWorld, SavedState } from "./world.js";

/** Spare raw states kept for reuse (a rollback drops at most the prediction window's, 8 by default; more are left to the GC). */
const MAX_SPARE = 16;

export class KeptStates {
  /** whether states are kept raw (the world has save, load, hashOf and encode) */
  readonly raw: boolean;
  private readonly states = new Map<number, SavedState | Uint8Array>();
  private readonly spare: SavedState[] = [];

  constructor(private readonly world: LockstepWorld) {
    const w = world;
    const some = !!(w.save || w.load || w.hashOf || w.encode);
    this.raw = !!(w.save && w.load && w.hashOf && w.encode);
    if (some && !this.raw) throw new TypeError("netplay: a world with save, load, hashOf or encode must have all four (LockstepWorld)");
  }

  has(f: number): boolean {
    return this.states.has(f);
  }

  frames(): IterableIterator<number> {
    return this.states.keys();
  }

  /** keeps the world's current state as frame f's */
  save(f: number): void {
    const w = this.world;
    const old = this.states.get(f);
    if (old !== undefined) this.delete(f);
    this.states.set(f, this.raw ? w.save!(this.spare.pop()) : w.snapshot());
  }

  /** puts frame f's state back into the world */
  restore(f: number): void {
    const s = this.states.get(f);
    if (s === undefined) throw new Error(`netplay: no state kept for frame ${f}; this is a session bug`);
    if (this.raw) this.world.load!(s);
    else this.world.restore(s as Uint8Array);
  }

  /** frame f's state as snapshot() bytes (undefined: not kept) */
  bytes(f: number): Uint8Array | undefined {
    const s = this.states.get(f);
    if (s === undefined) return undefined;
    return this.raw ? this.world.encode!(s) : (s as Uint8Array);
  }

  /** hash() of frame f's state (raw states only) */
  hashOf(f: number): string {
    const s = this.states.get(f);
    if (!this.raw || s === undefined) throw new Error(`netplay: no raw state kept for frame ${f} to hash; this is a session bug`);
    return this.world.hashOf!(s);
  }

  delete(f: number): void {
    const s = this.states.get(f);
    if (s === undefined) return;
    this.states.delete(f);
    if (this.raw && this.spare.length < MAX_SPARE) this.spare.push(s);
  }
}
