// Answer-for-answer comparison of two versions of the engine's collision code: runs
// scripts/same-answers/digest.ts against the generated code and runtime of a base revision (default
// the merge base with main) and against the working tree, each bundled by esbuild and run by plain node, and reports
// every digest line that differs. Used for speed work that must not change any answer (issue 12).
// Run: npx tsx scripts/same-answers.ts [--base <rev>] [--scale 1] [--parts ps2,ivp]
import { build } from "esbuild";
import { execSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const args = new Map<string, string>();
for (let i = 0; i < argv.length; i += 2) args.set(argv[i].replace(/^--/, ""), argv[i + 1]);
const base = args.get("base") ?? execSync("git merge-base HEAD main", { cwd: root, encoding: "utf8" }).trim();
const pass = argv.filter((_, i) => !["--base", base].includes(argv[i]) || (argv[i] === base && argv[i - 1] !== "--base"));

const work = mkdtempSync(join(tmpdir(), "same-answers-"));
try {
  // the base revision's engine code, with the working tree's digest program beside it
  const old = join(work, "base");
  mkdirSync(old);
  execSync(`git archive ${base} generated runtime | tar -x -C ${JSON.stringify(old)}`, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    shell: "/bin/sh",
  });
  mkdirSync(join(old, "scripts"), { recursive: true });
  cpSync(join(root, "scripts", "same-answers"), join(old, "scripts", "same-answers"), { recursive: true });
  const runs: string[][] = [];
  for (const [label, dir] of [
    [base, old],
    ["working tree", root],
  ] as const) {
    const out = join(work, `${label === base ? "base" : "work"}.mjs`);
    await build({
      entryPoints: [join(dir, "scripts", "same-answers", "digest.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: out,
      logLevel: "warning",
    });
    const t0 = Date.now();
    const r = spawnSync(process.execPath, [out, ...pass], { encoding: "utf8", maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`${label}: digest failed\n${r.stderr}`);
    runs.push(r.stdout.trimEnd().split("\n"));
    console.log(`${label}: ${runs[runs.length - 1].length} digest lines in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const [a, b] = runs;
  let diff = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) {
      if (diff < 20) console.log(`- ${a[i] ?? "(none)"}\n+ ${b[i] ?? "(none)"}`);
      diff++;
    }
  }
  console.log(diff === 0 ? `same answers: all ${a.length} digest lines equal` : `${diff} of ${a.length} digest lines differ`);
  process.exitCode = diff === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
