// Determinism of the dynamics across JS engines (issue 14): the ball scene (a small bowl, steered
// and free stone balls: impacts, friction contacts, PGS solves, sleep) hashes identically in V8 and
// in QuickJS, every 10 PSIs over 600 PSIs.
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { compareEngines } from "../../scripts/engines/quickjs.js";

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

describe("the dynamics give the same bits in V8 and QuickJS", () => {
  it("the ball scene on a bowl (600 PSIs, the world hashed every 10) hashes identically", async () => {
    const r = await compareEngines(here("../cross-engine/dynamics-workload.ts"), 600);
    expect(r.v8.calls).toBe(600);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  }, 300_000);
});
