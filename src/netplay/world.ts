// The world a netplay session drives, as the session sees it: anything deterministic that steps
// on one fixed-size input per player per tick and can hash, snapshot and restore its whole state.
// The session knows nothing else about it (no scene, no engine type), so a world of the public
// API, the PS2 room or the Ballance level plug in the same way: one adapter per world.

/** One deterministic simulation: the only place that knows what it simulates. */
export interface LockstepWorld {
  /** One tick. `inputs[p]` is player p's input for this tick (`inputSize` bytes, checked by the game's `checkInput`). */
  step(inputs: readonly Uint8Array[]): void;
  /** The hash of the whole state's raw bits (hex). Equal states give equal hashes on every engine. */
  hash(): string;
  /** The whole state, as bytes that `restore` takes back, in this world or in another one the same game created. */
  snapshot(): Uint8Array;
  /** Puts the state back to a `snapshot()`; the world continues bit-identically. */
  restore(state: Uint8Array): void;
  /**
   * Every field of the state with its raw bits, in a deterministic order (declaration order of the
   * records, walked from the roots): `["pools.humans[3].body.min.x", "3f800000"]`. Used only to
   * name the first differing field when two peers' hashes differ, so it may be slow.
   */
  stateFields(): Iterable<readonly [path: string, bits: string]>;
  /**
   * Optional, for a world whose snapshot costs more than its step (D-NETPLAY-13): the state kept in
   * process, raw (no encoding, no checksum), for the session's rollback ring; `into` is a state an
   * earlier call returned that the session no longer needs (its memory may be reused, and is
   * overwritten). A world that has `save` has `load`, `hashOf` and `encode` too.
   */
  save?(into?: SavedState): SavedState;
  /** Puts back a state `save` returned, in this world or another one the same game created (as `restore(snapshot())`). */
  load?(state: SavedState): void;
  /** `hash()` of the world in the state `state` holds, without loading it. */
  hashOf?(state: SavedState): string;
  /** `snapshot()` of the world in the state `state` holds (for a state that leaves the process). */
  encode?(state: SavedState): Uint8Array;
}

/** A world's state as its `save` keeps it: opaque to the session. */
export type SavedState = object;

/** A kind of world: how to make one and what its inputs are. */
export interface LockstepGame {
  /** a short name for reports (`ps2-room-input`) */
  readonly name: string;
  /** bytes of one player's input for one tick (0: the world takes no input) */
  readonly inputSize: number;
  /** A fresh world for `players` players, in its initial state (the same on every peer). */
  create(players: number): LockstepWorld;
  /**
   * Throws an Error naming the player and the bad value when `input` is not a valid input for
   * player `player`; returns normally otherwise. Checked before an input enters a session, so a bad
   * input changes nothing.
   */
  checkInput(player: number, input: Uint8Array): void;
  /** The input of a player who is absent or has left (all zero bytes unless the game says otherwise). */
  blankInput?(): Uint8Array;
}

export function blankInputOf(game: LockstepGame): Uint8Array {
  return game.blankInput ? game.blankInput() : new Uint8Array(game.inputSize);
}

/** The size check every session does before the game's own check. */
export function checkInputShape(game: LockstepGame, player: number, input: Uint8Array): void {
  if (!(input instanceof Uint8Array)) throw new TypeError(`${game.name}: player ${player}'s input must be a Uint8Array of ${game.inputSize} bytes`);
  if (input.length !== game.inputSize) {
    throw new RangeError(`${game.name}: player ${player}'s input has ${input.length} bytes; this game's input is ${game.inputSize} bytes per player per tick`);
  }
  game.checkInput(player, input);
}
