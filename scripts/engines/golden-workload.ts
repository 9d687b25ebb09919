// The golden scene workload: every example scene (scenes/lockstep.ts) run `n` ticks on its scripted
// inputs, its state hash taken every 100 ticks. Pure computation, bundled unchanged for every engine.
import { EXAMPLE_SCENES, inputBuffers } from "../../scenes/lockstep.js";
import { StateHasher } from "../../runtime/hash.js";

export const CHECKPOINT_EVERY = 100;

export interface GoldenRun {
  /** a hash over every scene's checkpoint hashes */
  hash: string;
  calls: number;
  /** scene name → the hashes at ticks 100, 200, … n */
  scenes: Record<string, string[]>;
}

export function run(n: number): GoldenRun {
  const scenes: Record<string, string[]> = {};
  const all = new StateHasher();
  let calls = 0;
  for (const scene of EXAMPLE_SCENES) {
    const world = scene.game.create(scene.players);
    const inputs = inputBuffers(scene);
    const hashes: string[] = [];
    for (let t = 0; t < n; t++) {
      scene.script(t, inputs);
      world.step(inputs);
      calls++;
      if ((t + 1) % CHECKPOINT_EVERY === 0) hashes.push(world.hash());
    }
    scenes[scene.game.name] = hashes;
    for (const h of hashes) all.u32(parseInt(h, 16));
  }
  return { hash: all.hex(), calls, scenes };
}
