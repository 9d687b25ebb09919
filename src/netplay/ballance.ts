// A Ballance world (createBallanceWorld, src/ballance) as a lockstep world: the game says how one
// tick applies the players' inputs (steer each ball, step the world once, the game's rules); the
// world's own snapshot, hash and field list carry the physics and the glue (D-GLUE-16), and a
// small typed array carries the game's state outside it (GameStateWorld, adapter.ts). Pure
// computation: runs in every JS engine.
import type { BallanceWorld } from "../ballance/world.js";
import { GameStateWorld, checkGameState, type GameState } from "./adapter.js";

export interface BallanceLockstepOptions {
  /** One tick: applies player p's input `inputs[p]` (already checked by the game's checkInput); reads nothing but the inputs, the world and the state. */
  step(inputs: readonly Uint8Array[]): void;
  /** the game's state outside the world (default none); the adapter keeps this array, so mutate it in place */
  state?: GameState;
  /** a name for error messages (default "ballance world") */
  name?: string;
}

/** See lockstepBallanceWorld. */
export class BallanceLockstepWorld extends GameStateWorld {
  constructor(
    readonly world: BallanceWorld,
    state: GameState,
    tick: (inputs: readonly Uint8Array[]) => void,
    name: string,
  ) {
    super(world, () => world.stateFields(), state, tick, name);
  }
}

/**
 * A Ballance world as the world of a netplay session: make it in the LockstepGame's `create` (the
 * same level, balls and blocks on every peer, `transactional: false` when every input is checked
 * before the tick) and say how a tick applies the inputs.
 *
 * ```ts
 * create(players) {
 *   const world = createBallanceWorld({ level, transactional: false });
 *   const balls = Array.from({ length: players }, (_, p) => new BallanceGame(world, "Ball_Wood", { ball: 100 + p, start: vec3(-4, 2.5, 2.5 * p) }));
 *   return lockstepBallanceWorld(world, { step(inputs) {
 *     balls.forEach((b, p) => b.steer(inputs[p][0]));
 *     world.step(1000 / 60);
 *     balls.forEach((b) => b.afterStep());
 *   } });
 * }
 * ```
 */
export function lockstepBallanceWorld(world: BallanceWorld, o: BallanceLockstepOptions): BallanceLockstepWorld {
  if (typeof o?.step !== "function") throw new TypeError("lockstepBallanceWorld: pass { step(inputs) }, the function that runs one tick");
  const state = checkGameState("lockstepBallanceWorld", o.state ?? new Int32Array(0));
  return new BallanceLockstepWorld(world, state, o.step, o.name ?? "ballance world");
}
