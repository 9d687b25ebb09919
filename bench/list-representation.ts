// How three representations of a growable list behave in V8 under build-like use (D-LIST-1): a
// record's list emptied, filled by appends and read once, cycle after cycle. `T[]` emptied with
// `length = 0` (what the generated reset and `clear` do: V8 drops the backing store, the appends
// grow a new one), a length field beside the store in the owning record, and a `List { n, a }`
// object (the store kept, the dead tail never read). Then lists of records: a new record per
// append against the dead records reused. CPU time per cycle, the representations' rounds
// interleaved (forward and backward) in one process. Figures reported, never asserted.
// Run: npx tsx bench/list-representation.ts [appends per cycle (default 20000)]
import { loadavg } from "node:os";

const cpuMs = () => {
  const t = process.cpuUsage();
  return (t.user + t.system) / 1e3;
};

class KeptList<T> {
  n = 0;
  a: T[] = [];
}
class WithArray {
  xs: number[] = [];
}
class WithPair {
  xs_n = 0;
  xs: number[] = [];
}
class WithList {
  xs = new KeptList<number>();
}
class Pose {
  x = 0;
  y = 0;
  z = 0;
}
class PosesArray {
  ps: Pose[] = [];
}
class PosesList {
  ps = new KeptList<Pose>();
}

const N = Number(process.argv[2] ?? 20000);

function viaArray(r: WithArray): number {
  r.xs.length = 0;
  for (let i = 0; i < N; i++) r.xs.push(i * 0.5);
  let s = 0;
  for (let i = 0; i < r.xs.length; i++) s += r.xs[i];
  return s;
}
function viaPair(r: WithPair): number {
  r.xs_n = 0;
  for (let i = 0; i < N; i++) {
    if (r.xs_n === r.xs.length) r.xs.push(i * 0.5);
    else r.xs[r.xs_n] = i * 0.5;
    r.xs_n++;
  }
  let s = 0;
  for (let i = 0; i < r.xs_n; i++) s += r.xs[i];
  return s;
}
function viaList(r: WithList): number {
  const l = r.xs;
  l.n = 0;
  for (let i = 0; i < N; i++) {
    if (l.n === l.a.length) l.a.push(i * 0.5);
    else l.a[l.n] = i * 0.5;
    l.n++;
  }
  let s = 0;
  for (let i = 0; i < l.n; i++) s += l.a[i];
  return s;
}
function posesArray(r: PosesArray): number {
  r.ps.length = 0;
  for (let i = 0; i < 64; i++) {
    const p = new Pose();
    p.x = i;
    r.ps.push(p);
  }
  let s = 0;
  for (let i = 0; i < r.ps.length; i++) s += r.ps[i].x;
  return s;
}
function posesList(r: PosesList): number {
  const l = r.ps;
  l.n = 0;
  for (let i = 0; i < 64; i++) {
    let p: Pose;
    if (l.n === l.a.length) {
      p = new Pose();
      l.a.push(p);
    } else {
      p = l.a[l.n];
      p.x = 0;
      p.y = 0;
      p.z = 0;
    }
    p.x = i;
    l.n++;
  }
  let s = 0;
  for (let i = 0; i < l.n; i++) s += l.a[i].x;
  return s;
}

type Case = [string, () => number];

function bench(title: string, cases: Case[], reps: number, rounds: number): void {
  const t = cases.map(() => 0);
  let check = 0;
  for (let w = 0; w < 3; w++) for (const [, f] of cases) for (let k = 0; k < reps; k++) check += f();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...cases.keys()].reverse() : [...cases.keys()];
    for (const j of order) {
      const f = cases[j][1];
      const t0 = cpuMs();
      for (let k = 0; k < reps; k++) check += f();
      t[j] += cpuMs() - t0;
    }
  }
  console.log(title);
  cases.forEach(([name], j) => console.log(`  ${name.padEnd(34)} ${((t[j] / rounds / reps) * 1000).toFixed(2)} µs per cycle`));
  if (!Number.isFinite(check)) console.log("  (checksum not finite)");
}

const a = new WithArray();
const p = new WithPair();
const l = new WithList();
bench(
  `reset, ${N} f64 appends, a read pass (CPU time, Node ${process.version}, load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}):`,
  [
    ["T[] emptied with length = 0", () => viaArray(a)],
    ["length field beside the store", () => viaPair(p)],
    ["List { n, a } object", () => viaList(l)],
  ],
  Math.max(1, Math.round(4e6 / N)),
  20,
);
const pa = new PosesArray();
const pl = new PosesList();
bench(
  "reset, 64 record appends, a read pass:",
  [
    ["T[] of records (a new one each)", () => posesArray(pa)],
    ["List { n, a } (dead records reused)", () => posesList(pl)],
  ],
  20000,
  20,
);
