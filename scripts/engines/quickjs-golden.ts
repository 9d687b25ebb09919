// The golden scene workload in QuickJS, one process per example scene, side by side: QuickJS is an
// interpreter (a tick of the input room costs it about 200 times what it costs V8), so the scenes'
// runs are spread over the machine's cores instead of following each other. Each child bundles a
// one-scene entry of the golden workload and runs it in its own QuickJS runtime; the parts are
// combined exactly as the one-process run combines them.
//   npx tsx scripts/engines/quickjs-golden.ts <scene> <ticks>   (one scene; prints its part as JSON)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runInQuickJS } from "./quickjs.js";
import { EXAMPLE_SCENES } from "../../scenes/lockstep.js";
import { combine, type GoldenRun } from "./golden-workload.js";

const here = fileURLToPath(import.meta.url);
const workload = fileURLToPath(new URL("./golden-workload.ts", import.meta.url));

/** One scene's part of the golden run, in QuickJS in this process. */
export async function runSceneInQuickJS(name: string, n: number): Promise<{ calls: number; scenes: Record<string, string[]> }> {
  const dir = mkdtempSync(join(tmpdir(), "lockstep-golden-"));
  try {
    const entry = join(dir, "entry.ts");
    writeFileSync(
      entry,
      `import { runScenes } from ${JSON.stringify(workload)};\nexport const run = (n: number) => ({ hash: "", ...runScenes(n, [${JSON.stringify(name)}]) });\n`,
    );
    const r = (await runInQuickJS(entry, n)) as unknown as { calls: number; scenes: Record<string, string[]> };
    return { calls: r.calls, scenes: r.scenes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The golden run in QuickJS: every example scene in a child process of its own, all at once. */
export async function runGoldenInQuickJS(n: number): Promise<GoldenRun> {
  const parts = await Promise.all(
    EXAMPLE_SCENES.map(
      (s) =>
        new Promise<{ calls: number; scenes: Record<string, string[]> }>((ok, fail) => {
          const child = spawn(process.execPath, ["--import", "tsx", here, s.game.name, String(n)], { stdio: ["ignore", "pipe", "pipe"] });
          let out = "";
          let err = "";
          child.stdout.on("data", (d) => (out += d));
          child.stderr.on("data", (d) => (err += d));
          child.on("error", fail);
          child.on("close", (code) => {
            if (code !== 0) return fail(new Error(`QuickJS run of ${s.game.name}: exit ${code}\n${err}`));
            try {
              ok(JSON.parse(out.trim().split("\n").pop() ?? ""));
            } catch (e) {
              fail(new Error(`QuickJS run of ${s.game.name}: no result (${(e as Error).message})\n${out}\n${err}`));
            }
          });
        }),
    ),
  );
  return combine(parts);
}

if (process.argv[1] === here) {
  const [name, ticks] = process.argv.slice(2);
  if (!name || !ticks) {
    console.error("usage: npx tsx scripts/engines/quickjs-golden.ts <scene> <ticks>");
    process.exit(2);
  }
  console.log(JSON.stringify(await runSceneInQuickJS(name, Number(ticks))));
}
