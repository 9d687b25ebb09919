// Golden scene hashes: every example scene's state hash at every 100th tick of 10,000, committed in
// conformance/golden-scene-hashes.json and asserted here in V8, Chromium, SpiderMonkey and
// JavaScriptCore (QuickJS, an interpreter and much slower, in golden-scenes-quickjs.test.ts so the
// two run side by side). Also: the cross-engine workloads hash identically in every engine, and a
// Math.sin workload does not (three different hashes among the five: the check can fail).
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { ENGINES, engineNamed } from "../../scripts/engines/index.js";
import type { GoldenRun } from "../../scripts/engines/golden-workload.js";
import { EXAMPLE_SCENES } from "../../scenes/lockstep.js";
import { GOLDEN, GOLDEN_WORKLOAD, expectGolden, itIn } from "./golden-engines.js";

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

describe("golden scene hashes", () => {
  it("the committed table covers every example scene, 100 checkpoints each", () => {
    expect(GOLDEN.ticks).toBe(10_000);
    expect(GOLDEN.every).toBe(100);
    for (const s of EXAMPLE_SCENES) expect(GOLDEN.scenes[s.game.name], s.game.name).toHaveLength(100);
    // the scene moves: no two checkpoints of a scene are equal
    for (const [name, h] of Object.entries(GOLDEN.scenes)) expect(new Set(h).size, name).toBe(h.length);
  });

  for (const name of ["V8 (Node)", "Chromium", "SpiderMonkey", "JavaScriptCore"]) {
    const e = engineNamed(name);
    itIn(e, "every example scene hashes as committed at every checkpoint up to 10,000 ticks", async () => {
      const t0 = performance.now();
      const r = await e.run<GoldenRun>(GOLDEN_WORKLOAD, GOLDEN.ticks);
      console.log(`${e.name}: ${r.calls} ticks, golden hash ${r.hash}, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      expectGolden(r);
    }, 600_000);
  }
});

describe("the cross-engine workloads in every engine", () => {
  const v8 = engineNamed("V8 (Node)");
  const workloads: [string, number][] = [[here("../cross-engine/workload.ts"), 6000], [here("../cross-engine/geometry-workload.ts"), 100]];
  for (const e of ENGINES) {
    if (e.name === "V8 (Node)" || e.name === "QuickJS") continue; // QuickJS: conformance/cross-engine.test.ts
    itIn(e, "the generated-function and geometry workloads hash as in V8", async () => {
      for (const [w, n] of workloads) expect(await e.run(w, n)).toEqual(await v8.run(w, n));
    }, 300_000);
  }

  it("a Math.sin workload gives different hashes among the engines (the comparison can fail)", async () => {
    const sin = here("../cross-engine/sin-workload.ts");
    const hashes = new Map<string, string>();
    for (const e of ENGINES) {
      const missing = e.missing();
      if (missing && !process.env.CI) {
        console.log(`skipped in ${e.name}: ${missing}`);
        continue;
      }
      hashes.set(e.name, (await e.run(sin, 20_000)).hash);
    }
    console.log("Math.sin workload:", [...hashes].map(([k, v]) => `${k} ${v}`).join(", "));
    // same number of calls everywhere, yet libm's last bits differ: V8 and QuickJS already disagree
    expect(hashes.get("V8 (Node)")).not.toBe(hashes.get("QuickJS"));
    if (hashes.size === ENGINES.length) expect(new Set(hashes.values()).size, "distinct hashes among the five engines").toBe(3);
  }, 300_000);
});
