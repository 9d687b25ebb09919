// The viewer end to end: the package is built (tsc -p tsconfig.build.json) and the viewer bundled
// against it, served, and loaded in Debian's Chromium through playwright-core. The page runs a fixed
// input sequence of frames; its state hash must equal the one Node computes for the same inputs,
// and its screenshot must show the scene. Without /usr/bin/chromium (`.ci/run` installs it) the test
// is skipped with the reason printed; no browser is ever downloaded.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildViewer } from "./build.js";
import { serve } from "./serve.js";
import { BallanceGame } from "../src/ballance/game.js";
import { loadLevelFile } from "../src/ballance/node.js";
import { createBallanceWorld } from "../src/ballance/world.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM = "/usr/bin/chromium";
const present = existsSync(CHROMIUM);
if (!present) console.log(`viewer end-to-end test skipped: ${CHROMIUM} is missing (Debian's chromium; .ci/run installs it)`);

/** The fixed input: +x throughout, a touch of +z then −z on the start platform, nothing for the last 20 frames. */
const KEYS: number[] = Array.from({ length: 300 }, (_, i) => (i < 280 ? 1 : 0) | (i >= 20 && i < 30 ? 8 : 0) | (i >= 40 && i < 50 ? 4 : 0));

describe.skipIf(!present)("the Ballance viewer in Chromium", () => {
  let tmp = "";
  let close: () => void = () => {};
  let base = "";

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), "lockstep-viewer-"));
    const b = spawnSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(ROOT, "tsconfig.build.json"), "--outDir", join(tmp, "dist")], { cwd: ROOT, encoding: "utf8" });
    if (b.status !== 0) throw new Error(`the package build failed:\n${b.stdout}${b.stderr}`);
    const bundle = await buildViewer(join(tmp, "dist"), join(tmp, "viewer.js"));
    const s = await serve(0, ROOT, { "viewer/dist/viewer.js": bundle });
    base = s.url;
    close = () => s.server.close();
  }, 240_000);

  afterAll(() => {
    close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("loads the level, runs a fixed input sequence, shows the ball, and ends in the state hash Node computes for the same inputs", async () => {
    const { chromium } = await import("playwright-core");
    const started = Date.now();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    try {
      const page = await browser.newPage({ viewport: { width: 800, height: 500 } });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(`${base}viewer/?test=1`);
      await page.evaluate(() => window.__viewer.ready);
      const browserHash = await page.evaluate((k) => window.__viewer.play(k), KEYS);
      const frame = await page.evaluate(() => window.__viewer.frame());
      const shot = join(tmp, "viewer.png");
      await page.screenshot({ path: shot });
      const seconds = (Date.now() - started) / 1000;

      // the same inputs in Node, on the source the package is built from
      const world = createBallanceWorld({ level: loadLevelFile(join(ROOT, "levels/generated-1.json")), transactional: false });
      const game = new BallanceGame(world, "Ball_Wood");
      for (const k of KEYS) game.tick(k, 1000 / 60);

      expect(errors).toEqual([]);
      expect(await page.evaluate(() => window.__viewer.error)).toBeNull();
      expect(frame).toBe(KEYS.length);
      expect(browserHash).toBe(world.hash());
      expect(world.entityPosition(game.ball).x).toBeGreaterThan(40);
      // a drawn scene, not an empty canvas: a PNG of a flat colour is a few KB
      const png = readFileSync(shot);
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(png.length).toBeGreaterThan(20_000);
      console.log(`viewer end-to-end: ${KEYS.length} frames in Chromium, hash ${browserHash} = Node's, ${png.length} B screenshot, ${seconds.toFixed(1)} s`);
    } finally {
      await browser.close();
    }
  }, 240_000);
});
