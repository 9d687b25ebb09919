// The session's messages on the wire: little-endian binary, one message per transport send.
//
//   INPUT   1 | acks: u8 n, n × u32 (per player: the first tick whose input the sender lacks)
//             | runs: u8 n, n × (u8 player, u32 first tick, u16 count, count × inputSize bytes)
//             | checksums: u8 n, n × (u32 frame, u32 checksum)
//   JOIN    2 (a late joiner asks the host for the state)
//   STATE   3 | u8 player | u32 frame | u32 handover tick | u8 players, players × u16 owner
//             | runs (as INPUT) | u32 checksum | u32 bytes, the snapshot
//   ASSIGN  4 | u8 player | u16 peer | u32 from tick | u32 join frame (a late joiner got a player)
//   RECORDS 5 | u32 frame | u32 n, n × (str record, u32 hash) (desync: one hash per record)
//   FIELDS  6 | u32 frame | str record | u32 n, n × (str path, str bits) (desync: one record's fields)
// A str is u16 length + UTF-8 bytes. Inputs are the sender's own players' and those it stands in
// for (the host, for players without a peer), from the oldest tick any peer still lacks: each
// message repeats what may have been lost, so a lost or late message costs nothing but time.

export const MSG_INPUT = 1;
export const MSG_JOIN = 2;
export const MSG_STATE = 3;
export const MSG_ASSIGN = 4;
export const MSG_RECORDS = 5;
export const MSG_FIELDS = 6;

export interface InputRun {
  player: number;
  first: number;
  /** ticks first … first + count − 1 */
  count: number;
  /** count × inputSize bytes */
  bytes: Uint8Array;
}

export interface InputMessage {
  acks: number[];
  runs: InputRun[];
  checksums: [frame: number, checksum: number][];
}

export interface StateMessage {
  player: number;
  frame: number;
  handover: number;
  owners: number[];
  runs: InputRun[];
  checksum: number;
  snapshot: Uint8Array;
}

export interface AssignMessage {
  player: number;
  peer: number;
  from: number;
  joinFrame: number;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

export class Writer {
  private buf = new Uint8Array(256);
  private dv = new DataView(this.buf.buffer);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.dv = new DataView(next.buffer);
  }
  u8(v: number): this {
    this.room(1);
    this.dv.setUint8(this.length, v);
    this.length += 1;
    return this;
  }
  u16(v: number): this {
    this.room(2);
    this.dv.setUint16(this.length, v, true);
    this.length += 2;
    return this;
  }
  u32(v: number): this {
    this.room(4);
    this.dv.setUint32(this.length, v >>> 0, true);
    this.length += 4;
    return this;
  }
  bytes(b: Uint8Array): this {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
    return this;
  }
  str(s: string): this {
    const b = enc.encode(s);
    if (b.length > 0xffff) throw new RangeError(`netplay: a string of ${b.length} bytes does not fit a message field (65535 at most)`);
    return this.u16(b.length).bytes(b);
  }
  finish(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

export class Reader {
  private at = 0;
  private readonly dv: DataView;
  constructor(private readonly b: Uint8Array) {
    this.dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  }
  private need(n: number): void {
    if (this.at + n > this.b.length) throw new RangeError(`netplay: a message ends early (${this.b.length} bytes, field at ${this.at} needs ${n})`);
  }
  u8(): number {
    this.need(1);
    return this.dv.getUint8(this.at++);
  }
  u16(): number {
    this.need(2);
    const v = this.dv.getUint16(this.at, true);
    this.at += 2;
    return v;
  }
  u32(): number {
    this.need(4);
    const v = this.dv.getUint32(this.at, true);
    this.at += 4;
    return v;
  }
  bytes(n: number): Uint8Array {
    this.need(n);
    const v = this.b.subarray(this.at, this.at + n);
    this.at += n;
    return v;
  }
  str(): string {
    return dec.decode(this.bytes(this.u16()));
  }
  skip(n: number): this {
    this.need(n);
    this.at += n;
    return this;
  }
  get done(): boolean {
    return this.at === this.b.length;
  }
}

function writeRuns(w: Writer, runs: readonly InputRun[], inputSize: number): void {
  w.u8(runs.length);
  for (const r of runs) {
    if (r.count > 0xffff || r.bytes.length !== r.count * inputSize) throw new RangeError(`netplay: a run of ${r.count} inputs with ${r.bytes.length} bytes does not fit the wire format`);
    w.u8(r.player).u32(r.first).u16(r.count).bytes(r.bytes);
  }
}

function readRuns(r: Reader, inputSize: number): InputRun[] {
  const n = r.u8();
  const out: InputRun[] = [];
  for (let i = 0; i < n; i++) {
    const player = r.u8();
    const first = r.u32();
    const count = r.u16();
    out.push({ player, first, count, bytes: r.bytes(count * inputSize).slice() });
  }
  return out;
}

export function encodeInput(m: InputMessage, inputSize: number): Uint8Array {
  const w = new Writer().u8(MSG_INPUT).u8(m.acks.length);
  for (const a of m.acks) w.u32(a);
  writeRuns(w, m.runs, inputSize);
  w.u8(m.checksums.length);
  for (const [f, c] of m.checksums) w.u32(f).u32(c);
  return w.finish();
}

export function decodeInput(r: Reader, inputSize: number): InputMessage {
  const acks: number[] = [];
  for (let i = r.u8(); i > 0; i--) acks.push(r.u32());
  const runs = readRuns(r, inputSize);
  const checksums: [number, number][] = [];
  for (let i = r.u8(); i > 0; i--) checksums.push([r.u32(), r.u32()]);
  return { acks, runs, checksums };
}

export function encodeState(m: StateMessage, inputSize: number): Uint8Array {
  const w = new Writer().u8(MSG_STATE).u8(m.player).u32(m.frame).u32(m.handover).u8(m.owners.length);
  for (const o of m.owners) w.u16(o);
  writeRuns(w, m.runs, inputSize);
  return w.u32(m.checksum).u32(m.snapshot.length).bytes(m.snapshot).finish();
}

export function decodeState(r: Reader, inputSize: number): StateMessage {
  const player = r.u8();
  const frame = r.u32();
  const handover = r.u32();
  const owners: number[] = [];
  for (let i = r.u8(); i > 0; i--) owners.push(r.u16());
  const runs = readRuns(r, inputSize);
  const checksum = r.u32();
  const snapshot = r.bytes(r.u32()).slice();
  return { player, frame, handover, owners, runs, checksum, snapshot };
}

export function encodeAssign(m: AssignMessage): Uint8Array {
  return new Writer().u8(MSG_ASSIGN).u8(m.player).u16(m.peer).u32(m.from).u32(m.joinFrame).finish();
}

export function decodeAssign(r: Reader): AssignMessage {
  return { player: r.u8(), peer: r.u16(), from: r.u32(), joinFrame: r.u32() };
}

export function encodeRecords(frame: number, records: readonly { record: string; hash: string }[]): Uint8Array {
  const w = new Writer().u8(MSG_RECORDS).u32(frame).u32(records.length);
  for (const x of records) w.str(x.record).u32(parseInt(x.hash, 16));
  return w.finish();
}

export function decodeRecords(r: Reader): { frame: number; records: { record: string; hash: string; fields: number }[] } {
  const frame = r.u32();
  const records: { record: string; hash: string; fields: number }[] = [];
  for (let i = r.u32(); i > 0; i--) records.push({ record: r.str(), hash: r.u32().toString(16).padStart(8, "0"), fields: 0 });
  return { frame, records };
}

export function encodeFields(frame: number, record: string, fields: readonly (readonly [string, string])[]): Uint8Array {
  const w = new Writer().u8(MSG_FIELDS).u32(frame).str(record).u32(fields.length);
  for (const [p, b] of fields) w.str(p).str(b);
  return w.finish();
}

export function decodeFields(r: Reader): { frame: number; record: string; fields: [string, string][] } {
  const frame = r.u32();
  const record = r.str();
  const fields: [string, string][] = [];
  for (let i = r.u32(); i > 0; i--) fields.push([r.str(), r.str()]);
  return { frame, record, fields };
}
