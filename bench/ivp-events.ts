// Benchmarks for the IVP event solver (000 §5.2-§5.4; figures reported, never asserted): the cost of
// one event prediction, i.e. one call of the event table 0x1007632c on a filled block, for each ball
// case: BF (a ball sinking onto the face, 0x20), BK (toward the edge, 0x30; over the edge, 0x31),
// BP (toward the vertex, 0x10; past it, 0x11) and BB (toward a ball, 0x10). 240 mindists per
// case in one world (conformance/cross-engine/events-workload.ts builds them), the table called
// round-robin with a conservative speed bound |v|; each call builds its two sims, computes the
// poses it needs (pose_at with the designed slerp) and runs its searches.
// Run: npx tsx bench/ivp-events.ts
import Benchmark from "benchmark";
import { buildEventScene } from "../conformance/cross-engine/events-workload.js";
import * as F from "../conformance/generated/ivp/events/support/event_fixtures.generated.js";
import { event_solver_dispatch } from "../generated/ivp/events/dispatch.generated.js";

const suite = new Benchmark.Suite();
let sink = 0;
const cases: [string, number][] = [
  ["BF, onto the face (0x20)", 2],
  ["BK, toward the edge (0x30)", 1],
  ["BK, over the edge (0x31)", 4],
  ["BP, toward the vertex (0x10)", 0],
  ["BP, past the vertex (0x11)", 5],
  ["BB, toward a ball (0x10)", 3],
];
for (const [name, shape] of cases) {
  const s = buildEventScene(240, 0xbe0 + shape, shape);
  const codes = new Map<number, number>();
  for (let i = 0; i < s.mindists.length; i++) {
    const blk = F.ev_block(s.w, s.mindists[i], s.speeds[i], s.speeds[i]);
    event_solver_dispatch(s.mem, blk);
    codes.set(blk.event_type, (codes.get(blk.event_type) ?? 0) + 1);
  }
  let i = 0;
  suite.add(`event prediction ${name} [codes ${[...codes].map(([c, n]) => `0x${c.toString(16)}×${n}`).join(" ")}]`, () => {
    const k = i++ % s.mindists.length;
    const blk = F.ev_block(s.w, s.mindists[k], s.speeds[k], s.speeds[k]);
    event_solver_dispatch(s.mem, blk);
    sink += blk.event_type;
  });
}
suite
  .on("cycle", (e: Benchmark.Event) => {
    const t = e.target as Benchmark.Target & { hz: number };
    console.log(`${String(e.target)}  = ${(1e6 / t.hz).toFixed(2)} µs per prediction`);
  })
  .on("complete", () => console.log(`(sink ${sink})`))
  .run();
