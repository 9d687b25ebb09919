// A content-addressed cache of parsed spec files, so that regenerating after a small spec edit
// re-parses only the files that changed (ohm takes a few µs a character; the whole spec is over
// two megabytes). The key covers the file's path and text and the parser's own sources (grammar, AST
// builder, AST types), so any change to either misses the cache. Values that JSON cannot carry
// (bigint literals, −0, NaN, ±∞) are tagged. A file with a syntax error is never cached. The cache
// lives in node_modules/.cache (never committed); deleting it is always safe, and
// generator/test/cache.test.ts checks that a cached AST equals a fresh parse for every spec file.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type * as A from "./ast.js";
import { parseSpec } from "./build-ast.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..");
// LOCKSTEP_SPEC_CACHE names another folder (the generator benchmark points it at an empty one to
// time a cold run without deleting the real cache)
const DIR = process.env.LOCKSTEP_SPEC_CACHE ?? join(ROOT, "node_modules", ".cache", "lockstep-spec-ast");

let parserKey: string | undefined;
let written = 0;
/** More entries than this and the oldest half goes, once per process (a spec is ~70 files). */
const MAX_ENTRIES = 800;
let pruned = false;

function prune(): void {
  pruned = true;
  const names = readdirSync(DIR).filter((n) => n.endsWith(".json"));
  if (names.length <= MAX_ENTRIES) return;
  const aged = names.map((n) => ({ n, t: statSync(join(DIR, n)).mtimeMs })).sort((a, b) => a.t - b.t || (a.n < b.n ? -1 : 1));
  for (const { n } of aged.slice(0, aged.length - MAX_ENTRIES / 2)) rmSync(join(DIR, n), { force: true });
}
function parserSourcesKey(): string {
  if (parserKey === undefined) {
    const h = createHash("sha256");
    for (const f of ["../grammar/spec.ohm", "build-ast.ts", "split.ts", "ast.ts", "cache.ts"]) h.update(readFileSync(join(HERE, f))).update("\0");
    parserKey = h.digest("hex");
  }
  return parserKey;
}

const TAG = "$lockstep-num";
function replacer(_k: string, v: unknown): unknown {
  if (typeof v === "bigint") return { [TAG]: `n${v.toString()}` };
  if (typeof v === "number" && (!Number.isFinite(v) || Object.is(v, -0))) return { [TAG]: Object.is(v, -0) ? "-0" : String(v) };
  return v;
}
/** The value a tagged object stands for, or the object itself. */
function untag(v: object): unknown {
  if (!(TAG in v)) return v;
  const t = (v as Record<string, string>)[TAG];
  if (t.startsWith("n")) return BigInt(t.slice(1));
  return t === "-0" ? -0 : Number(t);
}

/** Replaces tagged values in place, below `v`. */
function untagAll(v: unknown): void {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (x !== null && typeof x === "object") {
        const u = untag(x);
        if (u !== x) v[i] = u;
        else untagAll(x);
      }
    }
  } else if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    for (const k in o) {
      const x = o[k];
      if (x !== null && typeof x === "object") {
        const u = untag(x);
        if (u !== x) o[k] = u;
        else untagAll(x);
      }
    }
  }
}

/** Serialises an AST for the cache (exported for the round-trip test). */
export function astToJson(ast: A.ModuleFile): string {
  return JSON.stringify(ast, replacer);
}

/**
 * Reads an AST back from the cache's form: a plain JSON.parse (a reviver function, called for every
 * value, took most of a warm run's parse phase), then one walk for the tagged values if there are any.
 */
export function astFromJson(text: string): A.ModuleFile {
  const ast = JSON.parse(text) as A.ModuleFile;
  if (text.includes(TAG)) untagAll(ast);
  return ast;
}

function cacheFile(path: string, source: string): string {
  const key = createHash("sha256").update(parserSourcesKey()).update("\0").update(path).update("\0").update(source).digest("hex");
  return join(DIR, `${key}.json`);
}

/** Below this many characters to parse, starting parser threads costs more than it saves. */
const PARALLEL_MIN_CHARS = 200_000;
/** Parser threads: the machine's cores, at most 2 (the generator is run on 2-core machines). */
const WORKERS = Math.max(1, Math.min(2, availableParallelism()));
/**
 * Each parser thread's young generation, in MB (V8's default gives a semi-space of 16 MB): ohm's
 * memo tables are short-lived garbage, and with a young generation this size they die in it instead
 * of being copied out, which took ~40% of a cold parse (D-PARSE-2).
 */
const YOUNG_MB = 192;
/** How long to wait for a thread that has not started (no loader) before parsing here instead. */
const START_MS = 20_000;
/** How long to wait for the threads at all before parsing here what they did not cache. */
const LIMIT_MS = 180_000;

// slots of the shared state: the next input to take, threads that started, threads that finished
const NEXT = 0;
const STARTED = 1;
const FINISHED = 2;

/**
 * Before a run parses its files one by one: when many are missing from the cache (a cold run, or a
 * changed parser), parser threads parse them into the cache, taking the largest first from a shared
 * counter, while this thread waits (it has the default, smaller young generation), so the later
 * parseSpecCached calls hit. Any failure of a thread (it cannot start, throws, or dies) only costs
 * time: what it did not cache is parsed here. Off with LOCKSTEP_PARSE_WORKERS=0.
 */
export function warmCache(inputs: readonly { path: string; text: string }[]): void {
  if (process.env.LOCKSTEP_PARSE_WORKERS === "0") return;
  const missing = inputs.filter((i) => !existsSync(cacheFile(i.path, i.text)));
  const chars = missing.reduce((n, i) => n + i.text.length, 0);
  if (missing.length < 2 || chars < PARALLEL_MIN_CHARS) return;
  const sorted = [...missing].sort((a, b) => b.text.length - a.text.length || (a.path < b.path ? -1 : 1));
  const state = new Int32Array(new SharedArrayBuffer(12));
  const workers: Worker[] = [];
  const n = Math.min(WORKERS, sorted.length);
  for (let k = 0; k < n; k++) {
    try {
      const w = new Worker(bootCode(), {
        eval: true,
        workerData: { inputs: sorted, state: state.buffer },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB },
      });
      w.unref();
      workers.push(w);
    } catch {
      break;
    }
  }
  const t0 = performance.now();
  for (;;) {
    const finished = Atomics.load(state, FINISHED);
    if (finished >= workers.length) break;
    const waited = performance.now() - t0;
    if (waited > LIMIT_MS || (waited > START_MS && Atomics.load(state, STARTED) === 0)) break;
    Atomics.wait(state, FINISHED, finished, 100);
  }
  for (const w of workers) void w.terminate();
}

/**
 * A parser thread's first code: the TypeScript loader (the generator runs under tsx, whose hooks
 * a worker does not inherit), then parse-worker.ts.
 */
function bootCode(): string {
  const entry = new URL("./parse-worker.ts", import.meta.url).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  return `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); }).catch(() => {
  const s = new Int32Array(require("node:worker_threads").workerData.state);
  Atomics.add(s, ${FINISHED}, 1); Atomics.notify(s, ${FINISHED});
});`;
}

/** A parser thread's loop (parse-worker.ts): takes inputs from the shared counter until none is left. */
export function parseShare(inputs: readonly { path: string; text: string }[], buffer: SharedArrayBuffer): void {
  const state = new Int32Array(buffer);
  Atomics.add(state, STARTED, 1);
  try {
    for (let k = Atomics.add(state, NEXT, 1); k < inputs.length; k = Atomics.add(state, NEXT, 1)) {
      try {
        parseSpecCached(inputs[k].path, inputs[k].text);
      } catch {
        // a syntax error is never cached: the main thread parses that file again and reports it
      }
    }
  } finally {
    Atomics.add(state, FINISHED, 1);
    Atomics.notify(state, FINISHED);
  }
}

/** parseSpec, through the cache. Throws SpecError on a syntax error, like parseSpec. */
export function parseSpecCached(path: string, source: string): A.ModuleFile {
  const file = cacheFile(path, source);
  try {
    return astFromJson(readFileSync(file, "utf8"));
  } catch {
    // not cached (or unreadable): parse
  }
  const ast = parseSpec(path, source);
  try {
    mkdirSync(DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.${written++}.tmp`;
    writeFileSync(tmp, astToJson(ast));
    renameSync(tmp, file);
    if (!pruned) prune();
  } catch {
    // a cache that cannot be written only costs time
  }
  return ast;
}
