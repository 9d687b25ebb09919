// State hashing over raw bits: FNV-1a (32-bit) over the little-endian bytes of each value, with
// every NaN canonicalised to one pattern so that equal states hash equally on every engine.

import { refCode } from "./snapshot.js";

const dv = new DataView(new ArrayBuffer(8));
const CANON_NAN_HI = 0x7ff80000;

export class StateHasher {
  private h = 0x811c9dc5;
  private readonly ids = new Map<object, number>();
  private readonly pending: (object | null)[] = [];

  /** `externals`: host objects a reference may point to; they hash as −(3 + index). */
  constructor(private readonly externals: readonly object[] = []) {}

  /** Numbers a record the walk visits by value (the first visit counts), as snapshots do. */
  enter(o: object): this {
    if (!this.ids.has(o)) this.ids.set(o, this.ids.size);
    return this;
  }

  /**
   * A reference: hashed, after the walk, as the number of the record it points to (−1 null, −(3 + k)
   * an external, −2 anything else), so two states hash equally only when their references have the
   * same shape. Resolved by digest()/hex().
   */
  ref(target: object | null): this {
    this.pending.push(target);
    return this;
  }

  private flushRefs(): void {
    for (const t of this.pending) this.i32(refCode(t, this.ids, this.externals));
    this.pending.length = 0;
  }

  private byte(b: number): void {
    this.h = Math.imul(this.h ^ (b & 0xff), 0x01000193) >>> 0;
  }

  u32(v: number): this {
    v >>>= 0;
    this.byte(v);
    this.byte(v >>> 8);
    this.byte(v >>> 16);
    this.byte(v >>> 24);
    return this;
  }

  i32(v: number): this {
    return this.u32(v | 0);
  }

  bool(v: boolean): this {
    return this.u32(v ? 1 : 0);
  }

  /** An f32 value (already rounded): its 4 bytes. */
  f32(v: number): this {
    if (v !== v) return this.u32(0x7fc00000);
    dv.setFloat32(0, v, true);
    return this.u32(dv.getUint32(0, true));
  }

  /** An f64 value: its 8 bytes. */
  f64(v: number): this {
    if (v !== v) return this.u32(0).u32(CANON_NAN_HI);
    dv.setFloat64(0, v, true);
    return this.u32(dv.getUint32(0, true)).u32(dv.getUint32(4, true));
  }

  bytes(u8: Uint8Array, from = 0, to = u8.length): this {
    for (let i = from; i < to; i++) this.byte(u8[i]);
    return this;
  }

  digest(): number {
    if (this.pending.length) this.flushRefs();
    return this.h >>> 0;
  }

  hex(): string {
    return this.digest().toString(16).padStart(8, "0");
  }
}
