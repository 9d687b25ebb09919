// Every generated record type's snapshot/restore/hash/copy/reset functions: a snapshot restored
// into a fresh record reproduces the raw-bit hash; copy gives an equal hash; changing one value
// changes the hash; reset gives the hash of a new record.
import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";
import { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";

const GEN = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "generated");

function files(d: string): string[] {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(d, e.name)) : e.name.endsWith(".generated.ts") ? [join(d, e.name)] : []));
}

/** Fills every number of a record with random values (f32-exact, so f32 fields stay valid). */
function fill(o: unknown, rng: Prng, depth = 0): void {
  if (depth > 4 || o === null || typeof o !== "object") return;
  if (ArrayBuffer.isView(o)) {
    const a = o as unknown as { length: number; [i: number]: number };
    const isFloat = o instanceof Float32Array || o instanceof Float64Array;
    for (let i = 0; i < a.length; i++) a[i] = isFloat ? Math.fround(rng.range(-100, 100)) : rng.int(200);
    return;
  }
  const rec = o as Record<string, unknown>;
  for (const k of Object.keys(rec)) {
    const v = rec[k];
    if (typeof v === "number") rec[k] = rng.int(4) === 0 ? rng.int(1000) : Math.fround(rng.range(-100, 100));
    else if (typeof v === "boolean") rec[k] = rng.int(2) === 1;
    else if (Array.isArray(v)) v.forEach((x) => fill(x, rng, depth + 1));
    else fill(v, rng, depth + 1);
  }
}

describe("generated record state functions", async () => {
  const mods: [string, Record<string, unknown>][] = [];
  for (const f of files(GEN)) mods.push([relative(GEN, f), (await import(pathToFileURL(f).href)) as Record<string, unknown>]);
  const records = mods.flatMap(([file, m]) =>
    Object.keys(m)
      .filter((k) => typeof m[k] === "function" && typeof m[`hash_${k}`] === "function")
      .map((k) => ({ file, name: k, m })),
  );

  it("finds the generated records", () => {
    expect(records.length).toBeGreaterThanOrEqual(5);
  });

  for (const { file, name, m } of records) {
    it(`${name} (${file}): snapshot → restore, copy and reset preserve the raw-bit hash`, () => {
      const Cls = m[name] as new () => object;
      const hash = m[`hash_${name}`] as (s: object, h: StateHasher) => void;
      const snap = m[`snapshot_${name}`] as (s: object, w: SnapshotWriter) => void;
      const rest = m[`restore_${name}`] as (s: object, r: SnapshotReader) => void;
      const copy = m[`copy_${name}`] as (d: object, s: object) => void;
      const reset = m[`reset_${name}`] as (s: object) => void;
      const h = (s: object) => {
        const x = new StateHasher();
        hash(s, x);
        return x.hex();
      };
      const rng = new Prng(name.length * 7919 + 1);
      const a = new Cls();
      const empty = h(a);
      fill(a, rng);
      const ha = h(a);
      const w = new SnapshotWriter();
      snap(a, w);
      const b = new Cls();
      const r = new SnapshotReader(w.finish());
      rest(b, r);
      expect(r.done()).toBe(true);
      expect(h(b)).toBe(ha);
      const c = new Cls();
      copy(c, a);
      expect(h(c)).toBe(ha);
      if (ha !== empty) {
        reset(c);
        expect(h(c)).toBe(empty);
      }
    });
  }
});
