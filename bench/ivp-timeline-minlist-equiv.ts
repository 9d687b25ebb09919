// The treap min list's speed changes (D-PERF-2) against the treap as it was before them: the same
// random operations (add, remove, rebase; keys with ties, ±0, NaN, huge and tiny values) on both,
// and the whole state (StateHasher over the MinList record: links, priorities, values, maxima, free
// list, counters) compared after every operation. The earlier version is read from git at the
// commit given (default: the last one before the change) into a scratch folder.
// Run: npx tsx bench/ivp-timeline-minlist-equiv.ts [ops] [commit]
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Prng } from "../runtime/prng.js";
import { StateHasher } from "../runtime/hash.js";
import * as now from "../generated/ivp/time/min_list.generated.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ops = Number(process.argv[2] ?? 200_000);
const commit = process.argv[3] ?? "27986fe";
const dir = join(root, "node_modules", ".cache", "lockstep-bench", "minlist-before", "generated", "ivp", "time");
mkdirSync(dir, { recursive: true });
const src = execFileSync("git", ["show", `${commit}:generated/ivp/time/min_list.generated.ts`], { cwd: root, encoding: "utf8" });
const file = join(dir, "min_list.generated.ts");
// the module imports the runtime by a relative path; point it at this checkout's runtime
writeFileSync(file, src.replace('"../../../runtime/index.js"', JSON.stringify(pathToFileURL(join(root, "runtime", "index.js")).href)));
const before = (await import(pathToFileURL(file).href)) as typeof now;

const f = Math.fround;
const hashOf = (m: typeof now, l: InstanceType<typeof now.MinList>) => { const h = new StateHasher(); m.hash_MinList(l, h); return h.hex(); };
const rng = new Prng(0x13);
const A = new before.MinList(), B = new now.MinList();
before.min_list_init(A, 4);
now.min_list_init(B, 4);
const live: number[] = [];
const special = [0, -0, NaN, 1e10, -1e-30, 1e30, 0.5, 0.5];
let adds = 0, removes = 0, rebases = 0;
for (let i = 0; i < ops; i++) {
  const r = rng.range(0, 1);
  // lists grow to a few hundred entries and shrink again in waves
  const target = 8 + 200 * Math.abs(Math.sin(i / 5000));
  if (r < 0.002) {
    const t = f(rng.range(-1, 1));
    before.min_list_rebase(A, t);
    now.min_list_rebase(B, t);
    rebases++;
  } else if (live.length > 0 && (r < 0.5 ? live.length > target : r < 0.4)) {
    const k = Math.floor(rng.range(0, live.length));
    const h = live[k];
    live[k] = live[live.length - 1];
    live.pop();
    before.min_list_remove(A, h);
    now.min_list_remove(B, h);
    removes++;
  } else {
    const q = rng.range(0, 1);
    const v = q < 0.1 ? special[Math.floor(rng.range(0, special.length))] : q < 0.3 ? f(Math.floor(rng.range(0, 8)) / 4) : f(rng.range(-10, 10));
    const ha = before.min_list_add(A, v);
    const hb = now.min_list_add(B, v);
    if (ha !== hb) throw new Error(`operation ${i}: add gave handle ${hb}, before ${ha}`);
    live.push(hb);
    adds++;
  }
  const ha = hashOf(before, A), hb = hashOf(now, B);
  if (ha !== hb) throw new Error(`operation ${i}: state ${hb}, before ${ha}`);
}
if (!now.min_list_check(B)) throw new Error("the treap's invariants do not hold at the end");
console.log(`${ops} operations (${adds} adds, ${removes} removes, ${rebases} rebases; keys with ties, ±0, NaN): the state hash equals the version of ${commit} after every one`);
