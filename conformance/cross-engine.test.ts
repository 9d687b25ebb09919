// Determinism across JS engines: the same workload of generated functions (more than 100,000
// calls on seeded random inputs) hashed over the raw bits of every result, in Node's V8 and in
// QuickJS. The hashes must be identical. A second workload that uses Math.sin shows the check
// catches an engine difference.
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { compareEngines } from "./cross-engine/harness.js";

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

describe("V8 and QuickJS give the same bits", () => {
  it("the generated-function workload hashes identically in both engines", async () => {
    const r = await compareEngines(here("./cross-engine/workload.ts"), 6000);
    expect(r.v8.calls).toBeGreaterThanOrEqual(100_000);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  });

  it("the check catches a difference: a Math.sin workload hashes differently", async () => {
    const r = await compareEngines(here("./cross-engine/sin-workload.ts"), 20_000);
    expect(r.v8.calls).toBe(r.quickjs.calls);
    expect(r.same).toBe(false);
    expect(r.v8.hash).not.toBe(r.quickjs.hash);
  });
});
