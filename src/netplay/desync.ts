// The desync detector's comparisons. Two peers whose checksums of a confirmed frame differ first
// exchange one hash per record of that frame's state (cheap to send), find the first record that
// differs, then exchange that record's fields and name the first differing one, e.g.
// `pools.humans[3].body.min.y`. A "record" here is a field's parent path (`pools.humans[3].body.min`),
// so vectors and small records count as one; the order is the world's field order.
import { StateHasher } from "../../runtime/hash.js";

export interface FieldDifference {
  /** the first differing field's path; `(end of state)` when one side has fewer fields */
  path: string;
  /** its bits on the reference side (the forward run, or this peer) */
  expected: string;
  /** its bits on the other side */
  actual: string;
  /** index of the field in the walk */
  index: number;
}

/** The first field whose path or bits differ between two walks of the same world type. */
export function firstDifference(a: Iterable<readonly [string, string]>, b: Iterable<readonly [string, string]>): FieldDifference | null {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (let index = 0; ; index++) {
    const x = ia.next();
    const y = ib.next();
    if (x.done && y.done) return null;
    if (x.done || y.done) return { path: x.done ? y.value![0] : x.value[0], expected: x.done ? "(end of state)" : x.value[1], actual: y.done ? "(end of state)" : y.value[1], index };
    if (x.value[0] !== y.value[0]) return { path: `${x.value[0]} / ${y.value[0]}`, expected: x.value[1], actual: y.value[1], index };
    if (x.value[1] !== y.value[1]) return { path: x.value[0], expected: x.value[1], actual: y.value[1], index };
  }
}

/** The record (parent path) a field belongs to: `a.b[3].c.x` → `a.b[3].c`; a top-level field → "". */
export function recordOf(path: string): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const c = path[i];
    if (c === ".") return path.slice(0, i);
    if (c === "[") return path.slice(0, i);
  }
  return "";
}

export interface RecordHash {
  record: string;
  /** FNV-1a over the record's field paths and bits */
  hash: string;
  /** how many fields it has */
  fields: number;
}

/** One hash per record, in field order (a record's fields are consecutive in the walk). */
export function recordHashes(fields: Iterable<readonly [string, string]>): RecordHash[] {
  const out: RecordHash[] = [];
  let cur: string | null = null;
  let h = new StateHasher();
  let n = 0;
  const flush = () => {
    if (cur !== null) out.push({ record: cur, hash: h.hex(), fields: n });
  };
  const enc = new TextEncoder();
  for (const [path, bits] of fields) {
    const rec = recordOf(path);
    if (rec !== cur) {
      flush();
      cur = rec;
      h = new StateHasher();
      n = 0;
    }
    h.bytes(enc.encode(path)).bytes(enc.encode(bits));
    n++;
  }
  flush();
  return out;
}

/** The first record whose hash differs (or that only one side has), by position. */
export function firstDifferentRecord(mine: readonly RecordHash[], theirs: readonly RecordHash[]): string | null {
  const n = Math.max(mine.length, theirs.length);
  for (let i = 0; i < n; i++) {
    const a = mine[i];
    const b = theirs[i];
    if (!a || !b) return (a ?? b)!.record;
    if (a.record !== b.record || a.hash !== b.hash) return a.record;
  }
  return null;
}

/** The fields of one record (as `recordHashes` groups them), in order. */
export function fieldsOfRecord(fields: Iterable<readonly [string, string]>, record: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [path, bits] of fields) if (recordOf(path) === record) out.push([path, bits]);
  return out;
}

/** What a peer reports when its checksum of a confirmed frame differs from another peer's. */
export interface DesyncReport {
  frame: number;
  /** this peer and the other one */
  peer: number;
  otherPeer: number;
  localChecksum: string;
  remoteChecksum: string;
  /** the first differing record and field, once the two peers exchanged them (null until then) */
  record: string | null;
  field: FieldDifference | null;
}

export function describeDesync(r: DesyncReport): string {
  const head = `desync at frame ${r.frame}: peer ${r.peer} has ${r.localChecksum}, peer ${r.otherPeer} has ${r.remoteChecksum}`;
  if (!r.field) return r.record ? `${head}; first differing record ${r.record}` : head;
  return `${head}; first differing record ${r.record}, field ${r.field.path} (peer ${r.peer}: ${r.field.expected}, peer ${r.otherPeer}: ${r.field.actual})`;
}
