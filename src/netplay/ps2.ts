// A PS2 world of the public API (createWorld) as a lockstep world: the game says how one tick
// applies the players' inputs; the world's own snapshot, hash and field list carry the physics,
// and a small typed array carries the game's state outside it (a tick counter, a script's place).
// The snapshot is the world's bytes followed by that array's; the hash is the world's FNV-1a hash
// continued over the array's bytes; the fields are the world's (`bodies[3].velocity.y`) followed
// by `game[i]`. Pure computation: runs in every JS engine.
import type { Ps2World } from "../ps2/world.js";
import { GameStateWorld, checkGameState, type GameState } from "./adapter.js";

export type { GameState };

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
export class Ps2LockstepWorld extends GameStateWorld {
  constructor(
    readonly world: Ps2World,
    state: GameState,
    tick: (inputs: readonly Uint8Array[]) => void,
    name: string,
  ) {
    super(world, () => world.fieldValues(), state, tick, name);
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
  const state = checkGameState("lockstepPs2World", o.state ?? new Int32Array(0));
  return new Ps2LockstepWorld(world, state, o.step, o.name ?? "ps2 world");
}
