// The event solver gives the same bits in V8 and in QuickJS: 400 kinematic balls toward the floor
// triangle's face, edge and vertex, toward a static ball, over the edge and past the vertex, each
// predicted through M19 and once more with a conservative bound, every code, time and queued key
// hashed (conformance/cross-engine/events-workload.ts).
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { compareEngines } from "../../scripts/engines/quickjs.js";

describe("000 §5.2-§5.4: the event solver in V8 and QuickJS", () => {
  it("every event code, raw time and queued key hashes identically in both engines", async () => {
    const r = await compareEngines(fileURLToPath(new URL("../cross-engine/events-workload.ts", import.meta.url)), 400);
    expect(r.v8.calls).toBe(800);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  });
});
