// The fast walkers of flat.ts against the runtime's StateHasher, SnapshotWriter and SnapshotReader:
// the same hash, the same value sequence and the same references restored, walk after walk, while
// the record graph keeps changing (records added, dropped, reordered, references moved), so the
// numbering memory is exercised both when it holds and when it must be rebuilt. FlatTape, the hash
// walk recorded, gives the snapshot's values and, hashed later (hashTape), the same hash.
import { describe, expect, it } from "vitest";
import { StateHasher } from "../../runtime/hash.js";
import { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";
import { FlatHasher, FlatReader, FlatTape, FlatWriter, hashTape } from "./flat.js";

interface Rec {
  a: number;
  b: number;
  f: number;
  flag: boolean;
  next: Rec | null;
  other: object | null;
}

/** A small deterministic generator (integer operations only). */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

const EXTERNAL = { external: true };
const STRAY = { stray: true };

function hashWalk(
  list: Rec[],
  h: {
    enter(o: object): unknown;
    ref(o: object | null): unknown;
    u32(v: number): unknown;
    i32(v: number): unknown;
    f32(v: number): unknown;
    f64(v: number): unknown;
    bool(v: boolean): unknown;
  },
) {
  h.u32(list.length);
  for (const r of list) {
    h.enter(r);
    h.i32(r.a);
    h.u32(r.b);
    h.f32(r.f);
    h.f64(r.f / 3);
    h.bool(r.flag);
    h.ref(r.next);
    h.ref(r.other);
    // some records are walked twice (only the first visit numbers them)
    if (r.a % 5 === 0) h.enter(r);
  }
}

function snapWalk(list: Rec[], w: { enter(o: object): void; put(v: number): void; ref(o: object | null): void }) {
  w.put(list.length);
  for (const r of list) {
    w.enter(r);
    w.put(r.a);
    w.put(r.b);
    w.put(r.f);
    w.put(r.flag ? 1 : 0);
    w.ref(r.next);
    w.ref(r.other);
  }
}

function restoreWalk(list: Rec[], r: { enter(o: object): void; get(): number; ref<T>(set: (o: T) => void): void }) {
  r.get();
  for (const x of list) {
    r.enter(x);
    x.a = r.get();
    x.b = r.get();
    x.f = r.get();
    x.flag = r.get() !== 0;
    r.ref((o: Rec | null) => (x.next = o));
    r.ref((o: object | null) => (x.other = o));
  }
}

describe("flat walkers (src/state/flat.ts)", () => {
  it("hash, write and restore as the runtime's walkers do while the graph changes", () => {
    const rand = rng(7);
    const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
    const make = (): Rec => ({
      a: Math.floor(rand() * 40) - 20,
      b: Math.floor(rand() * 1e6),
      f: Math.fround(rand() * 10 - 5),
      flag: rand() < 0.5,
      next: null,
      other: null,
    });
    const list: Rec[] = Array.from({ length: 30 }, make);
    const ext = [EXTERNAL];
    const fh = new FlatHasher(ext);
    const fw = new FlatWriter(ext);
    const fr = new FlatReader(ext);
    const tape = new FlatTape(ext);
    for (let round = 0; round < 300; round++) {
      // change the graph: most rounds only values or a reference, some its records and order
      const c = rand();
      if (c < 0.1) list.push(make());
      else if (c < 0.2 && list.length > 3) list.splice(Math.floor(rand() * list.length), 1);
      else if (c < 0.25) list.reverse();
      else if (c < 0.3) list.length = Math.max(1, list.length - 2);
      const r = pick(list);
      r.f = Math.fround(r.f + 0.25);
      const k = rand();
      r.next = k < 0.2 ? null : pick(list);
      r.other = k < 0.1 ? EXTERNAL : k < 0.15 ? STRAY : k < 0.5 ? pick(list) : r.other;
      if (rand() < 0.1) r.f = NaN;

      const sh = new StateHasher(ext);
      hashWalk(list, sh);
      fh.reset();
      hashWalk(list, fh);
      expect(fh.hex(), `round ${round}`).toBe(sh.hex());
      // the tape: the hash walk recorded, hashed later (with one more u32 after the walk, as a
      // caller that hashes bytes passes their FNV-1a) and its values the snapshot's
      const more = Math.floor(rand() * 2 ** 32);
      const sh2 = new StateHasher(ext);
      hashWalk(list, sh2);
      sh2.u32(more);
      tape.reset(round % 7 === 0 ? new Float64Array(3) : undefined, round % 7 === 0 ? new Uint8Array(3) : undefined);
      hashWalk(list, tape);
      tape.finish();
      expect(hashTape(tape.data, tape.kinds, tape.length, [more]).toString(16).padStart(8, "0"), `round ${round}`).toBe(sh2.hex());

      const sw = new SnapshotWriter(ext);
      snapWalk(list, sw);
      const values = sw.finish();
      fw.reset();
      snapWalk(list, fw);
      fw.finish();
      expect(fw.unresolved).toBe(sw.unresolved);
      expect(Array.from(fw.data.subarray(0, fw.length))).toEqual(Array.from(values));
      // the hash walk as the generator writes its snapshot walk (a put for each typed call)
      const sw2 = new SnapshotWriter(ext);
      const put = (v: number) => sw2.put(v);
      hashWalk(list, { enter: (o) => sw2.enter(o), ref: (o) => sw2.ref(o), u32: put, i32: put, f32: put, f64: put, bool: (v) => put(v ? 1 : 0) });
      const values2 = sw2.finish();
      expect(tape.unresolved).toBe(sw2.unresolved);
      expect(Array.from(tape.data.subarray(0, tape.length))).toEqual(Array.from(values2));

      // restore into a copy of the records (fresh objects): references land on the copies
      const copy = list.map((x) => ({ ...x }));
      const viaRuntime = list.map((x) => ({ ...x }));
      const rr = new SnapshotReader(values, ext);
      restoreWalk(viaRuntime, rr);
      const leftRuntime = rr.finish();
      fr.reset(values);
      restoreWalk(copy, fr);
      expect(fr.finish()).toBe(leftRuntime);
      expect(fr.done()).toBe(true);
      copy.forEach((x, i) => {
        const y = viaRuntime[i];
        expect([x.a, x.b, x.f, x.flag]).toEqual([y.a, y.b, y.f, y.flag]);
        expect(x.next === null ? -1 : copy.indexOf(x.next)).toBe(y.next === null ? -1 : viaRuntime.indexOf(y.next));
        expect(x.other === null || x.other === EXTERNAL || x.other === STRAY ? x.other : copy.indexOf(x.other as Rec)).toEqual(
          y.other === null || y.other === EXTERNAL || y.other === STRAY ? y.other : viaRuntime.indexOf(y.other as Rec),
        );
      });
    }
  });
});
