// The whole dynamic state of a Ballance world (D-GLUE-16): what its hash covers and its snapshot
// saves. The state root is the spec's PhysicsManager (the glue's manager with the IVP world, its
// entities, registry, blocks, queue and listeners), written by the generated helpers; references
// to the mesh library (the manager's surface builder) are written as the one external. Two more
// parts complete it: the library's list of built surfaces (a world may build one at run time, after
// a DeleteCollisionSurfaces or for a new scale) and the layout memory beyond the level's template
// (the world's own allocations: the ball surface manager's dummy ledge, surfaces built at run time),
// as raw bytes. Not state: the level's meshes and the template's compiled surfaces (static, shared
// by every world of the level, at the same addresses in each).
//
// Layout of a snapshot: "LB", version 2, 0, the level's fingerprint (u32), the number of values
// (u32), the tail's bytes (u32), the checksum (FNV-1a over everything after the header, u32), the
// values' bytes (u32); then the values in the compact format of ../state/codec.ts as one record
// against a baseline of zeros (a zero is not written; an integer is a zigzag varint, an f32 4 bytes,
// an f64 8, a value met in the last 128 two bytes) and the tail.
import { StateHasher } from "../../runtime/hash.js";
import { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";
import { BuiltSurface, hash_BuiltSurface, restore_BuiltSurface, snapshot_BuiltSurface } from "../../generated/glue/surfaces.generated.js";
import { hash_PhysicsManager, restore_PhysicsManager, snapshot_PhysicsManager } from "../../generated/glue/records.generated.js";
import { SnapshotError } from "../errors.js";
import { FieldRecorder, hex8 } from "../state/fields.js";
import { ByteSink, ByteSource, DeltaReader, DeltaWriter, fnv1a, hex32, type CodeTable } from "../state/codec.js";
import type { BallanceWorld } from "./world.js";

const MAGIC0 = 0x4c; // "L"
const MAGIC1 = 0x42; // "B"
const VERSION = 2;
const HEADER = 24;
const ZEROS = new Float64Array(0);
/** The values are numbers already (the runtime writer numbered the references): no table is asked. */
const NO_TABLE: CodeTable = {
  current: -1,
  codeOf: () => {
    throw new Error("internal: a reference in the Ballance values");
  },
  targetOf: () => {
    throw new Error("internal: a reference in the Ballance values");
  },
};

/** The state machinery of one world. */
export class BallanceState {
  private readonly externals: object[];
  private readonly sink = new ByteSink();
  private readonly writer = new DeltaWriter(this.sink, NO_TABLE);

  constructor(
    private readonly w: BallanceWorld,
    /** the first byte of the layout memory that is the world's own (the level's template ends there) */
    readonly templateTop: number,
  ) {
    this.externals = [w.library];
  }

  hash(): string {
    const h = new StateHasher(this.externals);
    hash_PhysicsManager(this.w.engine, h);
    const built = this.w.library.built;
    h.u32(built.length);
    for (const b of built) hash_BuiltSurface(b, h);
    const mem = this.w.memory;
    h.u32(mem.top);
    const tail = mem.u8.subarray(this.templateTop, mem.top);
    h.u32(fnv1a(tail, 0, tail.length));
    return h.hex();
  }

  snapshot(): Uint8Array {
    const sw = new SnapshotWriter(this.externals);
    snapshot_PhysicsManager(this.w.engine, sw);
    const built = this.w.library.built;
    sw.put(built.length);
    for (const b of built) snapshot_BuiltSurface(b, sw);
    const mem = this.w.memory;
    sw.put(mem.top);
    const values = sw.finish();
    if (sw.unresolved !== 0) throw new Error(`internal: ${sw.unresolved} references of the Ballance world point outside its state`);
    const tailLen = mem.top - this.templateTop;
    const sink = this.sink;
    const w = this.writer;
    sink.length = 0;
    w.reset();
    w.begin(ZEROS);
    for (let i = 0; i < values.length; i++) w.put(values[i]);
    w.end();
    const out = new Uint8Array(HEADER + sink.length + tailLen);
    const dv = new DataView(out.buffer);
    out[0] = MAGIC0;
    out[1] = MAGIC1;
    out[2] = VERSION;
    dv.setUint32(4, this.w.level.fingerprint, true);
    dv.setUint32(8, values.length, true);
    dv.setUint32(12, tailLen, true);
    dv.setUint32(20, sink.length, true);
    out.set(sink.bytes.subarray(0, sink.length), HEADER);
    out.set(mem.u8.subarray(this.templateTop, mem.top), HEADER + sink.length);
    dv.setUint32(16, fnv1a(out, HEADER, out.length), true);
    return out;
  }

  restore(bytes: Uint8Array): void {
    if (!(bytes instanceof Uint8Array) || bytes.length < HEADER) throw new SnapshotError("not a Ballance world snapshot: too short");
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes[0] !== MAGIC0 || bytes[1] !== MAGIC1) throw new SnapshotError("not a Ballance world snapshot (its first bytes are not \"LB\")");
    if (bytes[2] !== VERSION) throw new SnapshotError(`a Ballance snapshot of format ${bytes[2]}; this package reads format ${VERSION}`);
    const fp = dv.getUint32(4, true);
    if (fp !== this.w.level.fingerprint) throw new SnapshotError(`the snapshot was taken in a world of another level (fingerprint ${hex32(fp)}, this level's ${hex32(this.w.level.fingerprint)})`);
    const n = dv.getUint32(8, true);
    const tailLen = dv.getUint32(12, true);
    const payload = dv.getUint32(20, true);
    if (bytes.length !== HEADER + payload + tailLen) throw new SnapshotError(`the snapshot is ${bytes.length} bytes; its header says ${HEADER + payload + tailLen}`);
    if (dv.getUint32(16, true) !== fnv1a(bytes, HEADER, bytes.length)) throw new SnapshotError("the snapshot's checksum does not match its contents (corrupted)");
    const src = new ByteSource(bytes, HEADER + payload);
    src.at = HEADER;
    const rd = new DeltaReader(src, NO_TABLE);
    rd.reset();
    rd.begin(ZEROS);
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) values[i] = rd.get();
    rd.end();
    if (src.at !== src.end) throw new SnapshotError("the snapshot's values do not fill their bytes (corrupted)");
    const mem = this.w.memory;
    const top = values[n - 1];
    if (top !== this.templateTop + tailLen) throw new SnapshotError("the snapshot's layout memory does not follow this level's template");
    const r = new SnapshotReader(values, this.externals);
    restore_PhysicsManager(this.w.engine, r);
    const built = this.w.library.built;
    const count = r.get();
    built.length = Math.min(built.length, count);
    for (let i = 0; i < count; i++) {
      if (built[i] === undefined) built[i] = new BuiltSurface();
      restore_BuiltSurface(built[i], r);
    }
    r.get();
    const left = r.finish();
    if (left !== 0 || !r.done()) throw new SnapshotError("the snapshot does not fit this world's records (was it taken with another version of the engine?)");
    // the layout memory: the snapshot's own allocations; bytes past its top are zero again
    const oldTop = mem.top;
    if (top > mem.top) mem.alloc(top - mem.top, 1);
    mem.u8.set(bytes.subarray(HEADER + payload), this.templateTop);
    if (oldTop > top) mem.u8.fill(0, top, oldTop);
    mem.top = top;
  }

  /** Every value the hash covers, in the hash's order, named by the path it was read by: [path, raw bits]; a reference names its target's first path. */
  fields(): [string, string][] {
    const fr = new FieldRecorder(this.externals);
    hash_PhysicsManager(fr.wrap(this.w.engine, ""), fr);
    const built = this.w.library.built;
    fr.put("library.built.length", hex8(built.length));
    built.forEach((b, i) => hash_BuiltSurface(fr.wrap(b, `library.built[${i}]`), fr));
    fr.resolve((t) => (t === null ? "null" : t === this.w.library ? "→ library" : fr.order.has(t) ? `→ ${fr.recordPaths[fr.order.get(t)!]}` : "unknown"));
    const out = fr.fields;
    const mem = this.w.memory;
    out.push(["memory.top", hex8(mem.top)]);
    out.push(["memory.tail", hex32(fnv1a(mem.u8, this.templateTop, mem.top))]);
    return out;
  }
}
