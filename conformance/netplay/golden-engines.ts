// Shared by the golden scene tests: the committed hashes, and an engine's test that is skipped
// with its printed reason when the engine's binary is missing here (never in CI, which installs them).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import type { Engine } from "../../scripts/engines/index.js";
import type { GoldenRun } from "../../scripts/engines/golden-workload.js";
import { EXAMPLE_SCENES } from "../../scenes/lockstep.js";

export interface GoldenFile {
  ticks: number;
  every: number;
  hash: string;
  scenes: Record<string, string[]>;
}

export const GOLDEN: GoldenFile = JSON.parse(readFileSync(fileURLToPath(new URL("../golden-scene-hashes.json", import.meta.url)), "utf8"));
export const GOLDEN_WORKLOAD = fileURLToPath(new URL("../../scripts/engines/golden-workload.ts", import.meta.url));

/** `it` for one engine: skipped with a printed reason when it cannot run here, failing in CI. */
export function itIn(e: Engine, name: string, fn: () => Promise<void>, timeout: number): void {
  const missing = e.missing();
  if (missing && !process.env.CI) {
    console.log(`skipped in ${e.name}: ${missing}`);
    it.skip(`${name} (in ${e.name})`, fn);
    return;
  }
  it(`${name} (in ${e.name})`, async () => {
    if (missing) throw new Error(`CI must run every engine: ${missing}`);
    await fn();
  }, timeout);
}

/** The run matches the committed table, naming the first differing checkpoint. */
export function expectGolden(r: GoldenRun): void {
  expect(Object.keys(r.scenes), "every example scene has golden hashes").toEqual(EXAMPLE_SCENES.map((s) => s.game.name));
  for (const [name, hashes] of Object.entries(GOLDEN.scenes)) {
    const got = r.scenes[name];
    const first = got.findIndex((h, i) => h !== hashes[i]);
    expect(first, `${name}: first differing checkpoint (tick ${(first + 1) * GOLDEN.every})`).toBe(-1);
    expect(got).toEqual(hashes);
  }
  expect(r.hash).toBe(GOLDEN.hash);
}

