// The golden scene workload: every example scene (scenes/lockstep.ts) run `n` ticks on its scripted
// inputs, its state hash taken every 100 ticks. Pure computation, bundled unchanged for every engine.
// `runScenes` runs some of the scenes (QuickJS runs each scene in a process of its own, side by
// side: scripts/engines/quickjs-golden.ts); `combine` gives the same result as `run` from the parts.
import { EXAMPLE_SCENES, inputBuffers, sceneNamed } from "../../scenes/lockstep.js";
import { StateHasher } from "../../runtime/hash.js";

export const CHECKPOINT_EVERY = 100;

export interface GoldenRun {
  /** a hash over every scene's checkpoint hashes */
  hash: string;
  calls: number;
  /** scene name → the hashes at ticks 100, 200, … n */
  scenes: Record<string, string[]>;
}

/** The checkpoint hashes of the named scenes (in the order given) and the ticks run. */
export function runScenes(n: number, names: readonly string[]): { calls: number; scenes: Record<string, string[]> } {
  const scenes: Record<string, string[]> = {};
  let calls = 0;
  for (const name of names) {
    const scene = sceneNamed(name);
    const world = scene.game.create(scene.players);
    const inputs = inputBuffers(scene);
    const hashes: string[] = [];
    for (let t = 0; t < n; t++) {
      scene.script(t, inputs);
      world.step(inputs);
      calls++;
      if ((t + 1) % CHECKPOINT_EVERY === 0) hashes.push(world.hash());
    }
    scenes[name] = hashes;
  }
  return { calls, scenes };
}

/** The whole run from its scenes' parts: the scenes in the table's order, one hash over all their checkpoints. */
export function combine(parts: readonly { calls: number; scenes: Record<string, string[]> }[]): GoldenRun {
  const all = new StateHasher();
  const scenes: Record<string, string[]> = {};
  let calls = 0;
  for (const p of parts) calls += p.calls;
  for (const s of EXAMPLE_SCENES) {
    const part = parts.find((p) => p.scenes[s.game.name] !== undefined);
    if (!part) continue;
    const hashes = part.scenes[s.game.name];
    scenes[s.game.name] = hashes;
    for (const h of hashes) all.u32(parseInt(h, 16));
  }
  return { hash: all.hex(), calls, scenes };
}

export function run(n: number): GoldenRun {
  return combine([
    runScenes(
      n,
      EXAMPLE_SCENES.map((s) => s.game.name),
    ),
  ]);
}
