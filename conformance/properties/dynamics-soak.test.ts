// The bounded soak of issue 14 (npm run soak runs the full one: 50 balls, 1,000,000 PSIs): one stone
// ball driven by seeded random forces on the benchmark's 20,000-triangle bowl for 100,000 PSIs,
// checked every 1,000 PSIs: every value finite, the ball never through the floor (its centre at
// least r − 5 cm above the triangulated surface), no anomaly clamp, |v| < 2000 m/s, |ω| ≤ π/2 per PSI.
import { describe, expect, it } from "vitest";
import { runSoak } from "../support/soak.js";

describe("soak (bounded)", () => {
  it("one ball, random forces and kicks, 100,000 PSIs on the bowl: finite, above the floor, inside the anomaly limits", () => {
    const rep = runSoak(1, 100_000, 0x50a6);
    expect(rep.failures).toEqual([]);
    expect(rep.psis).toBe(100_000);
    expect(rep.checks).toBe(100);
    expect(rep.minClearance).toBeGreaterThanOrEqual(1.95);
    expect(rep.impacts, "the kicks and bumps make impacts").toBeGreaterThan(100);
    expect(rep.contacts).toBeGreaterThan(100);
  }, 300_000);
});
