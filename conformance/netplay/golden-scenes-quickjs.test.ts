// The golden scene hashes in QuickJS (see golden-scenes.test.ts): a file of its own because the
// interpreter takes far longer than the JIT engines, so it runs beside them; and each scene runs in
// a QuickJS process of its own, side by side (scripts/engines/quickjs-golden.ts).
import { describe } from "vitest";
import { engineNamed } from "../../scripts/engines/index.js";
import { runGoldenInQuickJS } from "../../scripts/engines/quickjs-golden.js";
import { GOLDEN, expectGolden, itIn } from "./golden-engines.js";

describe("golden scene hashes", () => {
  const e = engineNamed("QuickJS");
  itIn(e, "every example scene hashes as committed at every checkpoint up to 10,000 ticks", async () => {
    const t0 = performance.now();
    const r = await runGoldenInQuickJS(GOLDEN.ticks);
    console.log(`${e.name}: ${r.calls} ticks, golden hash ${r.hash}, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    expectGolden(r);
  }, 1_800_000);
});
