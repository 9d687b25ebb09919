// Writing the generator's outputs, and comparing them with what a project has committed.
import { mkdirSync, writeFileSync, readFileSync, existsSync, readdirSync, rmSync, mkdtempSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { OUTPUT_DIRS, ownsOutput, type Generated } from "./pipeline.js";

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

/** Writes every generated file under `into` and removes files of the output folders it no longer makes. */
export function writeOutputs(g: Generated, into: string): void {
  for (const d of OUTPUT_DIRS) {
    for (const f of listFiles(join(into, d))) {
      const rel = relative(into, f).split(sep).join("/");
      if (ownsOutput(rel) && !g.files.has(rel)) rmSync(f);
    }
  }
  for (const [rel, text] of g.files) {
    const p = join(into, rel);
    mkdirSync(dirname(p), { recursive: true });
    if (!existsSync(p) || readFileSync(p, "utf8") !== text) writeFileSync(p, text);
  }
}

/** Regenerates into a temporary folder and compares with `root`'s committed outputs. */
export function checkProject(root: string, g: Generated): { ok: boolean; stale: string[]; message: string } {
  const tmp = mkdtempSync(join(tmpdir(), "spec-check-"));
  try {
    writeOutputs(g, tmp);
    const stale: string[] = [];
    const committed = OUTPUT_DIRS.flatMap((d) => listFiles(join(root, d))).map((f) => relative(root, f).split(sep).join("/")).filter(ownsOutput);
    for (const rel of [...new Set([...committed, ...g.files.keys()])].sort()) {
      const a = join(root, rel);
      const b = join(tmp, rel);
      const ta = existsSync(a) ? readFileSync(a, "utf8") : undefined;
      const tb = existsSync(b) ? readFileSync(b, "utf8") : undefined;
      if (ta !== tb) stale.push(rel);
    }
    if (stale.length === 0) return { ok: true, stale, message: `check: the spec type-checks and the ${g.files.size} generated files are up to date` };
    const parts = [`check: ${stale.length} generated file${stale.length === 1 ? " differs" : "s differ"} from what the spec generates:\n`];
    for (const rel of stale) {
      const a = join(root, rel);
      const b = join(tmp, rel);
      const r = spawnSync("diff", ["-u", "--label", `committed/${rel}`, "--label", `regenerated/${rel}`, existsSync(a) ? a : "/dev/null", existsSync(b) ? b : "/dev/null"], { encoding: "utf8" });
      const text = r.stdout || `${rel}: ${existsSync(a) ? "no longer generated" : "missing from the commit"}\n`;
      const lines = text.split("\n");
      parts.push(lines.slice(0, 60).join("\n") + (lines.length > 60 ? `\n... (${lines.length - 60} more diff lines)\n` : "\n"));
    }
    parts.push("Fix: run `npm run generate` and commit the result.");
    return { ok: false, stale, message: parts.join("\n") };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
