// The exact x87 reference engine, emitted on demand (issue 17): the whole spec through the x87
// backend (generator/emit/x87.ts) into a cache folder, node_modules/.cache/lockstep-x87/, laid out
// as the project is (generated/, conformance/generated/, scenes/generated/) so that the files'
// relative imports reach runtime/ and reference/ through links, with the hand-written code over the
// engine (conformance/support/, src/, scenes/) copied so that it runs on the reference engine. Never committed, never in the
// package. A stamp (the hash of spec/, generator/, the precision table and the copies) decides whether a build
// is current; concurrent callers (two test files in two processes) wait for one build.
//
//   npx tsx reference/x87/build.ts          builds when stale, prints the folder
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, rmdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generate, readInventoryIds, readSpecDir } from "../../generator/pipeline.js";
import { listFiles } from "../../generator/outputs.js";
import { x87Backend } from "../../generator/emit/x87.js";
import { describeGenerated } from "../precision/measure.js";
import type { ProgramDesc } from "../precision/describe.js";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The cache folder (X87_BUILD_DIR overrides it: a second build beside one a long measurement is using). */
export const X87_BUILD = process.env.X87_BUILD_DIR ?? join(ROOT, "node_modules", ".cache", "lockstep-x87");

/**
 * Hand-written code over the engine copied into the build (not linked, so that its relative imports
 * of generated/ reach the reference engine): the test support and the public API, for the scenes
 * (reference/precision/scenes.ts). Test files are left out.
 */
const COPIED = ["conformance/support", "src", "scenes"];

/** What the reference engine is generated from: the spec, the generator, the precision table, the copied code. */
export function x87Stamp(root = ROOT): string {
  const h = createHash("sha256");
  for (const dir of ["spec", "generator", ...COPIED]) {
    for (const f of listFiles(join(root, dir))) {
      // the generator's tests and the measured part of its report (which the build leaves out) do not change the reference engine
      if (f.includes(join("generator", "test")) || f.endsWith(join("generator", "report", "measured.ts")) || f.includes(join("scenes", "generated"))) continue;
      h.update(relative(root, f)).update("\0").update(readFileSync(f)).update("\0");
    }
  }
  h.update(readFileSync(join(root, "runtime", "precision.ts")));
  h.update(readFileSync(fileURLToPath(import.meta.url))); // this builder (what it writes)
  // and the program description it writes (reference/precision/describe.ts, writes.ts)
  for (const f of ["describe.ts", "writes.ts"]) h.update(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "precision", f)));
  return h.digest("hex").slice(0, 20);
}

export interface X87Build {
  dir: string;
  stamp: string;
  /** Whether this call generated it (false: the cached build was current). */
  built: boolean;
  files: number;
  ms: number;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Builds the reference engine unless the cached one is current; returns its folder. */
export function ensureX87Build(root = ROOT, out = X87_BUILD): X87Build {
  const t0 = performance.now();
  const stamp = x87Stamp(root);
  const stampFile = join(out, "STAMP");
  const current = () => existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === stamp;
  if (current()) return { dir: out, stamp, built: false, files: 0, ms: performance.now() - t0 };
  // one builder at a time: mkdir is atomic; a lock older than 5 minutes is a dead builder's
  const lock = `${out}.lock`;
  mkdirSync(dirname(out), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      sleep(200);
      if (current()) return { dir: out, stamp, built: false, files: 0, ms: performance.now() - t0 };
    }
  }
  try {
    if (current()) return { dir: out, stamp, built: false, files: 0, ms: performance.now() - t0 };
    const g = generate(readSpecDir(join(root, "spec")), readInventoryIds(join(root, "spec")), undefined, { backend: x87Backend });
    const tmp = `${out}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(join(tmp, "conformance"), { recursive: true });
    for (const link of ["runtime", "reference", "node_modules", "package.json", "tsconfig.json"]) symlinkSync(join(root, link), join(tmp, link));
    for (const dir of COPIED) {
      for (const f of listFiles(join(root, dir))) {
        const rel = relative(root, f);
        if (!rel.endsWith(".ts") || rel.endsWith(".test.ts") || rel.startsWith(join("scenes", "generated"))) continue;
        mkdirSync(dirname(join(tmp, rel)), { recursive: true });
        copyFileSync(f, join(tmp, rel));
      }
    }
    let files = 0;
    for (const [rel, text] of g.files) {
      if (rel.startsWith("reports/")) continue; // the report is the default backend's
      mkdirSync(dirname(join(tmp, rel)), { recursive: true });
      writeFileSync(join(tmp, rel), text);
      files++;
    }
    writeFileSync(
      join(tmp, "vitest.config.ts"),
      `// The conformance suite on the reference engine (reference/x87/build.ts); X87_MODE=exact|lowered (reference/x87/setup.ts).\n` +
        `export default { test: { include: ["conformance/generated/**/*.test.ts"], setupFiles: ["./reference/x87/setup.ts"], testTimeout: 600000, pool: "forks" } };\n`,
    );
    // what the measurement needs to know of the program (reference/precision/describe.ts): the same
    // program and counts as the default backend's (the x87 spelling counts what the default one does)
    writeFileSync(join(tmp, DESCRIPTION), JSON.stringify(describeGenerated(g)));
    writeFileSync(join(tmp, "STAMP"), `${stamp}\n`);
    rmSync(out, { recursive: true, force: true });
    renameSync(tmp, out);
    return { dir: out, stamp, built: true, files, ms: performance.now() - t0 };
  } finally {
    rmdirSync(lock);
  }
}

/** The build's description of the program's functions with ext operations. */
const DESCRIPTION = "precision-description.json";
export function buildDescription(build: string): ProgramDesc {
  return JSON.parse(readFileSync(join(build, DESCRIPTION), "utf8")) as ProgramDesc;
}

/** A module of the reference build, by its path in the project (`generated/ivp/math/vector.generated.ts`). */
export async function importX87<T>(rel: string, build = X87_BUILD): Promise<T> {
  return (await import(pathToFileURL(join(build, rel)).href)) as T;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const b = ensureX87Build();
  console.log(
    `x87 reference build ${b.stamp} in ${relative(ROOT, b.dir)}: ${b.built ? `generated ${b.files} files` : "current"} (${(b.ms / 1000).toFixed(1)} s)`,
  );
}
