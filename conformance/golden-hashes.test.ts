// Golden state hashes: the example scene and the cross-engine workloads, run in this engine, end in
// the hashes committed in conformance/golden-hashes.json (the Box2D/Jolt habit). V8 = QuickJS is
// checked by cross-engine.test.ts; this catches a change that is deterministic everywhere but
// changes the simulation. Re-baseline only in a commit that says why.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const golden = JSON.parse(readFileSync(join(ROOT, "conformance", "golden-hashes.json"), "utf8")) as Record<
  string,
  { module: string; updates: number; hash: string } | string
>;

describe("golden state hashes", () => {
  for (const [name, g] of Object.entries(golden)) {
    if (typeof g === "string") continue;
    it(`${name}: ${g.updates} updates of ${g.module} end in ${g.hash}`, async () => {
      const m = (await import(pathToFileURL(join(ROOT, g.module)).href)) as { run(n: number): { hash: string } };
      expect(m.run(g.updates).hash).toBe(g.hash);
    });
  }
});
