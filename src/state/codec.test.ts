// The compact state format (codec.ts): whatever a record's values, baseline and lanes, the reader
// gives back every value bit for bit (−0, NaN, f64, integers, references), across records of one
// snapshot (repeats and predictions reach back into earlier records).
import { describe, expect, it } from "vitest";
import { ByteSink, ByteSource, DeltaReader, DeltaWriter, NO_LANES, type CodeTable } from "./codec.js";
import { Prng } from "../../runtime/prng.js";

const targets = [{ id: "a" }, { id: "b" }, { id: "c" }];
const table: CodeTable = {
  current: -1,
  codeOf: (t) => targets.indexOf(t as { id: string }),
  targetOf: (c) => (c === -1 ? null : targets[c]),
};

/** A value like the generated helpers pass: mostly f32 coordinates near a body, some integers, now and then anything. */
function value(rng: Prng, near: number): number {
  const r = rng.int(20);
  if (r < 10) return Math.fround(near + rng.range(-1, 1) * (r < 5 ? 1e-6 : 2));
  if (r < 13) return rng.int(2000) - 1000;
  if (r === 13) return -0;
  if (r === 14) return Math.fround(rng.range(-1e30, 1e30));
  if (r === 15) return rng.range(-1, 1); // an f64
  if (r === 16) return NaN;
  if (r === 17) return rng.int(0x7fffffff) * 4096; // beyond 32 bits
  if (r === 18) return Math.fround(near * 2);
  return near;
}

describe("the delta codec", () => {
  it("reads back 300 random snapshots of 12 records each, bit for bit, with random baselines and lanes", () => {
    const rng = new Prng(20261201);
    const sink = new ByteSink();
    const w = new DeltaWriter(sink, table);
    for (let run = 0; run < 300; run++) {
      const records: { base: Float64Array; lanes: Int8Array; values: number[]; refs: number[] }[] = [];
      const near = Math.fround(rng.range(-50, 50));
      for (let k = 0; k < 12; k++) {
        const n = rng.int(60);
        const base = Float64Array.from({ length: rng.int(n + 5) }, () => value(rng, 0));
        const lanes = rng.int(4) === 0 ? NO_LANES : Int8Array.from({ length: rng.int(n + 5) }, () => rng.int(17) - 1);
        const values = Array.from({ length: n }, (_, i) => (rng.int(3) === 0 && i < base.length ? base[i] : value(rng, near)));
        const refs = Array.from({ length: rng.int(4) }, () => rng.int(4) - 1);
        records.push({ base, lanes, values, refs });
      }
      sink.length = 0;
      w.reset();
      for (const r of records) {
        w.begin(r.base, -1, r.lanes);
        for (const v of r.values) w.put(v);
        for (const c of r.refs) w.ref(c === -1 ? null : targets[c]);
        w.end();
      }
      const rd = new DeltaReader(new ByteSource(sink.bytes.slice(0, sink.length)), table);
      rd.reset();
      for (const r of records) {
        rd.begin(r.base, -1, r.lanes);
        const got = r.values.map(() => rd.get());
        const refs: (object | null)[] = [];
        for (let i = 0; i < r.refs.length; i++) rd.ref((o: object | null) => refs.push(o));
        rd.end();
        // Object.is tells −0 from 0 and matches NaN with NaN
        got.forEach((v, i) => expect(Object.is(v, r.values[i]), `run ${run}: value ${i} ${v} read as ${r.values[i]}`).toBe(true));
        expect(refs).toEqual(r.refs.map((c) => (c === -1 ? null : targets[c])));
      }
    }
  });

  it("coordinates of one lane after the first are stored as their distance from a prediction, in a byte or two", () => {
    const sink = new ByteSink();
    const w = new DeltaWriter(sink, table);
    // a box's corners about its centre: the template's offsets carry over
    const lanes = Int8Array.from([0, 0, 0, 0]);
    const base = Float64Array.from([0, -0.25, 0.25, 0.5]);
    const values = [10.5, 10.25, 10.75, Math.fround(11 + 2 ** -20)];
    w.reset();
    w.begin(base, -1, lanes);
    for (const v of values) w.put(v);
    w.end();
    // the first in full (header and 4 bytes), the next two exact predictions (the header alone),
    // the last one ulp off (header and a byte), the end
    expect(sink.length).toBe(5 + 1 + 1 + 2 + 1);
    const rd = new DeltaReader(new ByteSource(sink.bytes.slice(0, sink.length)), table);
    rd.reset();
    rd.begin(base, -1, lanes);
    expect(values.map(() => rd.get())).toEqual(values);
    rd.end();
  });
});
