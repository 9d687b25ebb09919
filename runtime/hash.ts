// State hashing over raw bits: FNV-1a (32-bit) over the little-endian bytes of each value, with
// every NaN canonicalised to one pattern so that equal states hash equally on every engine.

const dv = new DataView(new ArrayBuffer(8));
const CANON_NAN_HI = 0x7ff80000;

export class StateHasher {
  private h = 0x811c9dc5;

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
    return this.h >>> 0;
  }

  hex(): string {
    return this.digest().toString(16).padStart(8, "0");
  }
}
