// The loop both bit-for-bit guards of the speed work share (bench/ivp-timeline-hashes.ts,
// bench/ivp-dynamics-hashes.ts): run each scene, compare its per-PSI hashes, end hash and counters
// with the file recorded before the first change, name the first difference; `--record` rewrites the
// file (only in a commit that says why the simulation changed), a name filter runs some scenes only.
import { readFileSync, writeFileSync } from "node:fs";
import type { Memory } from "../runtime/memory.js";
import type { StateHasher } from "../runtime/hash.js";

/** A scene's run: a hash per step, the end hash and counters that must match too. */
export type GuardScene = { psis: string[]; end: string; counters: string };

/** Feeds a layout memory's used words to the hasher (its top first). */
export function memHash(h: StateHasher, mem: Memory): void {
  h.u32(mem.top);
  const words = (mem.top + 3) >>> 2;
  for (let i = 0; i < words; i++) h.u32(mem.u32[i]);
}

/** Runs the guard over `scenes` against `file`, with the command line's `--record` and filter; `what` names a step's hash ("PSI hash"). */
export function runGuard(file: string, scenes: [string, () => GuardScene][], what: string): void {
  const args = process.argv.slice(2);
  const record = args.includes("--record");
  const filter = args.find((a) => !a.startsWith("-"));
  const stored: Record<string, GuardScene> = record ? {} : JSON.parse(readFileSync(file, "utf8"));
  const result: Record<string, GuardScene> = {};
  let bad = 0;
  for (const [name, fn] of scenes) {
    if (filter && !name.includes(filter)) continue;
    const t0 = performance.now();
    const s = fn();
    result[name] = s;
    const ms = (performance.now() - t0).toFixed(0);
    if (record) {
      console.log(`recorded  ${name}: ${s.psis.length} ${what}es, end ${s.end} (${s.counters}) ${ms} ms`);
      continue;
    }
    const want = stored[name];
    if (!want) {
      console.log(`MISSING   ${name}: not in ${file}`);
      bad++;
      continue;
    }
    const first = s.psis.findIndex((x, i) => x !== want.psis[i]);
    if (first >= 0 || s.psis.length !== want.psis.length || s.end !== want.end || s.counters !== want.counters) {
      bad++;
      const where = first >= 0 ? `first at ${what} #${first}` : `count ${s.psis.length} vs ${want.psis.length}`;
      console.log(`DIFFERENT ${name}: ${where}, end ${s.end} vs ${want.end}; ${s.counters} vs ${want.counters}`);
    } else console.log(`same      ${name}: ${s.psis.length} ${what}es, end ${s.end} (${s.counters}) ${ms} ms`);
  }
  if (record) writeFileSync(file, JSON.stringify(result, null, 0).replace(/\],"/g, '],\n"').replace(/\},"/g, '},\n"') + "\n");
  else if (bad) {
    console.log(`${bad} scene(s) differ`);
    process.exit(1);
  }
}
