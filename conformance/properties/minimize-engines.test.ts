// Determinism of the minimize solver across JS engines: the workload of
// conformance/cross-engine/minimize-workload.ts (random ball-pancake, ball-box and box-box recalcs
// from random starting features, every result hashed by its raw bits) gives the same hash in V8
// and in QuickJS.
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { compareEngines } from "../../scripts/engines/quickjs.js";

describe("the minimize solver gives the same bits in V8 and QuickJS", () => {
  it("3,000 rounds of ball-pancake, ball-box and box-box recalcs hash identically", async () => {
    const r = await compareEngines(fileURLToPath(new URL("../cross-engine/minimize-workload.ts", import.meta.url)), 3000);
    expect(r.v8.calls).toBeGreaterThanOrEqual(8_000);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  }, 120_000);
});
