// Binary-layout memory: one growable ArrayBuffer with typed views, addressed by byte offsets, so the
// documents' address arithmetic (`addr & ~0xf`, `addr + 16*i`) works unchanged. Address 0 is null.
// Views are little-endian (the platform order of every JS engine this targets; checked at load).

if (new Uint8Array(new Uint32Array([1]).buffer)[0] !== 1) {
  throw new Error("runtime/memory: a big-endian platform is not supported (layouts are little-endian)");
}

export class Memory {
  buf: ArrayBuffer;
  u8!: Uint8Array;
  i8!: Int8Array;
  u16!: Uint16Array;
  i16!: Int16Array;
  u32!: Uint32Array;
  i32!: Int32Array;
  f32!: Float32Array;
  dv!: DataView;
  /** Next free byte (bump allocation; blocks are never freed individually). */
  top: number;

  constructor(initialBytes = 1 << 16) {
    this.buf = new ArrayBuffer(Math.max(64, initialBytes));
    this.views();
    this.top = 16; // keep address 0 as null
  }

  private views(): void {
    this.u8 = new Uint8Array(this.buf);
    this.i8 = new Int8Array(this.buf);
    this.u16 = new Uint16Array(this.buf);
    this.i16 = new Int16Array(this.buf);
    this.u32 = new Uint32Array(this.buf);
    this.i32 = new Int32Array(this.buf);
    this.f32 = new Float32Array(this.buf);
    this.dv = new DataView(this.buf);
  }

  /** A zeroed block of `size` bytes aligned to `align` (a power of two up to 4096). */
  alloc(size: number, align: number): number {
    if (!(align > 0 && (align & (align - 1)) === 0 && align <= 4096)) throw new RangeError(`Memory.alloc: alignment ${align} is not a power of two up to 4096`);
    if (!(size >= 0 && size === Math.floor(size))) throw new RangeError(`Memory.alloc: size ${size} is not a whole number of bytes`);
    const at = (this.top + align - 1) & ~(align - 1);
    const end = at + size;
    if (end > this.buf.byteLength) this.grow(end);
    this.top = end;
    return at;
  }

  /**
   * Frees every block at once: the used bytes are zeroed (so `alloc` still hands out zeroed
   * blocks) and allocation starts again at 16; the buffer keeps its size, so a scratch arena
   * reused for builds of similar size is allocated once.
   */
  clear(): void {
    this.u8.fill(0, 0, this.top);
    this.top = 16;
  }

  private grow(needed: number): void {
    let n = this.buf.byteLength;
    while (n < needed) n *= 2;
    const next = new ArrayBuffer(n);
    new Uint8Array(next).set(new Uint8Array(this.buf));
    this.buf = next;
    this.views();
  }

  /**
   * Copies `n` u32 words from byte address `src` to byte address `dst` (both multiples of 4, both
   * runs inside the memory) in one call: the spec's `copy_words`. The same words a loop of loads and
   * stores gives when the runs do not overlap; an overlap copies as memmove does.
   */
  copyWords(dst: number, src: number, n: number): void {
    const d = dst >>> 2;
    const s = src >>> 2;
    const limit = this.u32.length;
    if ((dst & 3) !== 0 || (src & 3) !== 0 || !(n >= 0 && n === Math.floor(n)) || s + n > limit || d + n > limit) {
      throw new RangeError(`Memory.copyWords: ${n} words from ${src} to ${dst} are not aligned u32 runs inside the ${this.buf.byteLength}-byte memory`);
    }
    this.u32.copyWithin(d, s, s + n);
  }

  /** The bytes of [addr, addr + size) as lowercase hex words, for tests and dumps. */
  words(addr: number, count: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.u32[(addr >>> 2) + i]);
    return out;
  }
}
