// Runs a workload module in Chromium (Debian's `chromium`, driven by playwright-core, never a
// downloaded browser): a blank page evaluates the same bundle QuickJS and the shells run.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { bundle, type EngineRun } from "./quickjs.js";

export const CHROMIUM_PATH = "/usr/bin/chromium";

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM_PATH) ? null : `Chromium: ${CHROMIUM_PATH} is missing (apt-get install -y chromium; .ci/run installs it)`;
}

/** Runs each `[entry, n]` in one browser, one fresh page each. */
export async function runInChromium<R extends EngineRun = EngineRun>(jobs: readonly (readonly [entry: string, n: number])[]): Promise<R[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const out: R[] = [];
    for (const [entry, n] of jobs) {
      const code = await bundle(entry);
      const page = await browser.newPage();
      try {
        const text = await page.evaluate(`${code}\nJSON.stringify(__workload.run(${n}))`);
        out.push(JSON.parse(text as string) as R);
      } finally {
        await page.close();
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}
