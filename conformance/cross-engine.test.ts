// Determinism across JS engines: the same workload of generated functions (more than 100,000
// calls on seeded random inputs) hashed over the raw bits of every result, in Node's V8 and in
// QuickJS. The hashes must be identical. A second workload that uses Math.sin shows the check
// catches an engine difference.
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { compareEngines } from "../scripts/engines/quickjs.js";

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

describe("V8 and QuickJS give the same bits", () => {
  it("the generated-function workload hashes identically in both engines", async () => {
    const r = await compareEngines(here("./cross-engine/workload.ts"), 6000);
    expect(r.v8.calls).toBeGreaterThanOrEqual(100_000);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  });

  it("the IVP surface builders (soup, exact hull, compile, mass properties, queries) give identical surfaces", async () => {
    const r = await compareEngines(here("./cross-engine/geometry-workload.ts"), 100);
    expect(r.v8.calls).toBeGreaterThanOrEqual(1_000);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  });

  it("the deterministic exp, sin, cos, asin, acos and atan2 (100,000 seeded inputs each, and the special values) hash identically", async () => {
    const r = await compareEngines(here("./cross-engine/detmath-workload.ts"), 100_000);
    expect(r.v8.calls).toBeGreaterThanOrEqual(600_000);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  });

  it("the PS2 example scene (npm start) ends in the same state hash twice in V8 and in QuickJS", async () => {
    const scene = here("../scenes/ps2-room.ts");
    const r = await compareEngines(scene, 480);
    expect(r.same).toBe(true);
    const { run } = await import("../scenes/ps2-room.js");
    expect(run(480).hash).toBe(r.v8.hash);
    // and a different length of run gives a different state (the hash sees the simulation)
    expect(run(300).hash).not.toBe(r.v8.hash);
  });

  it("the public API's room (createWorld, moves, a snapshot restored into a fresh world) hashes identically in both engines", async () => {
    const r = await compareEngines(here("./cross-engine/facade-workload.ts"), 480);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  });

  it("the IVP collision timeline on kinematic cores (watchers, mindists, events, hulls, caches, pose_at) hashes identically", async () => {
    const r = await compareEngines(here("./cross-engine/timeline-workload.ts"), 400);
    expect(r.v8.calls).toBeGreaterThanOrEqual(20_800);
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
