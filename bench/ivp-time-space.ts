// Benchmarks for 000 chapter 2 (figures reported, never asserted):
// - the O(log n) min list against the original's sorted linked list at 1,000 and 10,000 elements
//   (a steady state of one add and one remove per operation, keys drawn from a few values);
// - the event loop with 10,000 queued events (insert, then fire them all through next_event);
// - OV-tree recheck cost: 10, 100 and 1,000 moving spheres among 20,000 static ones.
// Run: npx tsx bench/ivp-time-space.ts
import Benchmark from "benchmark";
import { Prng } from "../runtime/prng.js";
import { MinList, MinListLinked, min_list_add, min_list_init, min_list_remove, min_list_linked_add, min_list_linked_init, min_list_linked_remove } from "../generated/ivp/time/min_list.generated.js";
import { TimeManager, time_manager_init, time_manager_insert_event, time_manager_new_event, time_manager_next_event } from "../generated/ivp/time/time_manager.generated.js";
import { OvTree, ov_elem_new, ov_place, ov_tree_init } from "../generated/ivp/space/ov_tree.generated.js";

const suite = new Benchmark.Suite();
let sink = 0;

for (const n of [1000, 10000]) {
  const rng = new Prng(n);
  const keys = Array.from({ length: 1 << 16 }, () => Math.fround(rng.int(64) * 0.125));
  const fast = new MinList();
  const slow = new MinListLinked();
  min_list_init(fast, 16);
  min_list_linked_init(slow, 16);
  const hf: number[] = [];
  const hs: number[] = [];
  for (let i = 0; i < n; i++) {
    hf.push(min_list_add(fast, keys[i]));
    hs.push(min_list_linked_add(slow, keys[i]));
  }
  let i = 0;
  suite.add(`min list O(log n), ${n} elements: remove + add`, () => {
    const k = i++ % n;
    min_list_remove(fast, hf[k]);
    hf[k] = min_list_add(fast, keys[i & 0xffff]);
  });
  let j = 0;
  suite.add(`min list linked (original), ${n} elements: remove + add`, () => {
    const k = j++ % n;
    min_list_linked_remove(slow, hs[k]);
    hs[k] = min_list_linked_add(slow, keys[j & 0xffff]);
  });
}

suite.add("event loop: 10,000 queued events inserted and fired", () => {
  const tm = new TimeManager();
  time_manager_init(tm);
  const rng = new Prng(7);
  for (let e = 0; e < 10000; e++) time_manager_insert_event(tm, time_manager_new_event(tm), rng.range(0, 0.0149));
  let fired = 0;
  for (let id = time_manager_next_event(tm, 0.015); id >= 0; id = time_manager_next_event(tm, 0.015)) fired++;
  sink += fired;
});

{
  const rng = new Prng(99);
  const t = new OvTree();
  ov_tree_init(t);
  for (let i = 0; i < 20000; i++) ov_place(t, ov_elem_new(t, i + 1), rng.range(-500, 500), rng.range(-500, 500), rng.range(-2, 2), rng.range(0.5, 3), false);
  for (const movers of [10, 100, 1000]) {
    const es = Array.from({ length: movers }, (_, i) => ov_elem_new(t, 100000 + movers * 10 + i));
    const pos = es.map(() => [rng.range(-500, 500), rng.range(-500, 500), 0] as [number, number, number]);
    for (let k = 0; k < movers; k++) ov_place(t, es[k], ...pos[k], 2, false);
    suite.add(`OV recheck: ${movers} moving among 20,000 static (one step of all movers)`, () => {
      for (let k = 0; k < movers; k++) {
        pos[k][0] += 0.05;
        pos[k][1] += 0.03;
        sink += ov_place(t, es[k], pos[k][0], pos[k][1], pos[k][2], 2, true);
        sink += t.cand.n;
      }
    });
  }
}

suite
  .on("cycle", (e: Benchmark.Event) => console.log(String(e.target)))
  .on("complete", () => console.log(`(sink ${sink})`))
  .run({ async: false });
