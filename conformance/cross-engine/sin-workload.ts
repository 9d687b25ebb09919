// A workload that is NOT deterministic across engines: it calls Math.sin, whose last bits differ
// between V8 and QuickJS's libm. The cross-engine test runs it to show the check catches that.
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";

export function run(n: number): { hash: string; calls: number } {
  const rng = new Prng(7);
  const h = new StateHasher();
  for (let i = 0; i < n; i++) h.f64(Math.sin(rng.range(-100, 100)));
  return { hash: h.hex(), calls: n };
}
