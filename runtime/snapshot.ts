// Snapshot streams for generated snapshot/restore code: every value is written as an f64 (f32 and
// 32-bit integers are exact in f64), so a snapshot is one flat Float64Array.
//
// References (`ptr<T>` fields and interface-typed fields) are written as identities: every record a
// snapshot visits by value gets a number in visiting order (`enter`), and a reference is written as
// the number of the record it points to, −1 for null, −(3 + k) for `externals[k]` (host objects the
// caller names, the same list on both sides), or −2 for anything else (left as it is on restore).
// References are resolved when the walk is over (`finish`), so a reference may point to a record
// visited later. Restoring into records that are not the ones snapshotted (a rollback into a fresh
// world) re-links every reference to the restored records. Call `finish()` on the reader after the
// restore: it applies the references.

export const REF_NULL = -1;
export const REF_UNKNOWN = -2;

/** A reference's code: its target's number, −1 null, −(3 + k) for externals[k], −2 anything else. */
export function refCode(target: object | null, ids: ReadonlyMap<object, number>, externals: readonly object[]): number {
  if (target === null || target === undefined) return REF_NULL;
  const id = ids.get(target);
  if (id !== undefined) return id;
  const k = externals.indexOf(target);
  return k >= 0 ? -(3 + k) : REF_UNKNOWN;
}

export class SnapshotWriter {
  private data = new Float64Array(64);
  length = 0;
  private readonly ids = new Map<object, number>();
  private readonly refs: { at: number; target: object | null }[] = [];
  /** how many references pointed outside the snapshot and outside `externals` (written −2) */
  unresolved = 0;

  /** `externals`: host objects references may point to (owners, back ends the game keeps). */
  constructor(private readonly externals: readonly object[] = []) {}

  /** Numbers a record the walk visits by value (the first visit counts). */
  enter(o: object): void {
    if (!this.ids.has(o)) this.ids.set(o, this.ids.size);
  }

  /** A reference: resolved to the target's number by `finish`. */
  ref(target: object | null): void {
    this.put(0);
    this.refs.push({ at: this.length - 1, target });
  }

  put(v: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }

  finish(): Float64Array {
    for (const r of this.refs) {
      const code = refCode(r.target, this.ids, this.externals);
      if (code === REF_UNKNOWN) this.unresolved++;
      this.data[r.at] = code;
    }
    this.refs.length = 0;
    return this.data.slice(0, this.length);
  }
}

export class SnapshotReader {
  private at = 0;
  private readonly objs: object[] = [];
  private readonly seen = new Set<object>();
  private readonly fixups: { code: number; set: (o: never) => void }[] = [];
  constructor(private readonly data: Float64Array, private readonly externals: readonly object[] = []) {}

  /** Numbers a record the restore visits by value, in the writer's order. */
  enter(o: object): void {
    if (!this.seen.has(o)) {
      this.seen.add(o);
      this.objs.push(o);
    }
  }

  /** A reference: `set` receives its target when `finish` runs (not for −2, which is left alone). */
  ref<T>(set: (o: T) => void): void {
    this.fixups.push({ code: this.get(), set: set as (o: never) => void });
  }

  /** Applies the references read so far; returns how many were left alone (−2). */
  finish(): number {
    let left = 0;
    for (const f of this.fixups) {
      if (f.code === REF_NULL) f.set(null as never);
      else if (f.code === REF_UNKNOWN) left++;
      else if (f.code >= 0) {
        if (f.code >= this.objs.length) throw new RangeError(`SnapshotReader: reference to record ${f.code} of ${this.objs.length}`);
        f.set(this.objs[f.code] as never);
      } else {
        const k = -f.code - 3;
        if (k >= this.externals.length) throw new RangeError(`SnapshotReader: reference to external ${k} of ${this.externals.length}`);
        f.set(this.externals[k] as never);
      }
    }
    this.fixups.length = 0;
    return left;
  }

  get(): number {
    if (this.at >= this.data.length) throw new RangeError("SnapshotReader: read past the end of the snapshot");
    return this.data[this.at++];
  }

  done(): boolean {
    return this.at === this.data.length;
  }
}
