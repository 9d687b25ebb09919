// SyncTest on every example scene: 10,000 ticks (the Ballance level too since D-NETPLAY-12), each
// followed by a rollback of k = 1 … 8 ticks (k cycling tick after tick) and a re-simulation that
// must reach the forward run's hash, so every depth is tried 1,250 times per scene, from every
// phase of the scene. Per scene of 10,000 ticks: 10,000 forward steps + 45,000 re-simulated =
// 55,000 steps, 10,000 restores, 1,250 snapshots, 20,001 hashes.
import { describe, expect, it } from "vitest";
import { EXAMPLE_SCENES } from "../../scenes/lockstep.js";
import { syncTest } from "../../src/netplay/synctest.js";
import { GOLDEN } from "./golden-engines.js";

describe("SyncTest: rollback of k = 1 … 8 ticks every tick over each scene's run (10,000 ticks, or its own fewer)", () => {
  for (const scene of EXAMPLE_SCENES) {
    it(`${scene.game.name} (${scene.players} player${scene.players === 1 ? "" : "s"}, ${scene.ticks} ticks)`, () => {
      const t0 = performance.now();
      const r = syncTest(scene.game, { ticks: scene.ticks, maxRollback: 8, players: scene.players, inputs: (t, out) => scene.script(t, out) });
      const s = (performance.now() - t0) / 1000;
      console.log(`${scene.game.name}: ${r.steps} steps (${r.resimulated} re-simulated), ${r.rollbacks} rollbacks, ${r.restores} restores, ${r.snapshots} snapshots, ${r.hashes} hashes, ${s.toFixed(1)} s`);
      expect(r.rollbacksByDepth).toEqual(new Array(8).fill(scene.ticks / 8));
      expect(r.steps).toBe(scene.ticks * 5.5);
      // the rolled-back run ends where the golden run (no rollback) does
      expect(GOLDEN.sceneTicks[scene.game.name]).toBe(scene.ticks);
      expect(r.finalHash).toBe(GOLDEN.scenes[scene.game.name][scene.ticks / 100 - 1]);
    }, 1_800_000);
  }
});
