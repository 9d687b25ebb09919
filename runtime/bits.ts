// Bit reinterpretation of floats, through one shared 8-byte scratch (no allocation).

const scratch = new DataView(new ArrayBuffer(8));

/** High 32 bits of an f64. */
export function hi32(x: number): number {
  scratch.setFloat64(0, x, true);
  return scratch.getUint32(4, true);
}

/** Low 32 bits of an f64. */
export function lo32(x: number): number {
  scratch.setFloat64(0, x, true);
  return scratch.getUint32(0, true);
}

/** The f64 whose words are hi and lo. */
export function f64FromWords(hi: number, lo: number): number {
  scratch.setUint32(4, hi >>> 0, true);
  scratch.setUint32(0, lo >>> 0, true);
  return scratch.getFloat64(0, true);
}

/** The bits of an f32 (x must already be an f32 value). */
export function bits32(x: number): number {
  scratch.setFloat32(0, x, true);
  return scratch.getUint32(0, true);
}

/** The f32 with these bits. */
export function f32FromBits(b: number): number {
  scratch.setUint32(0, b >>> 0, true);
  return scratch.getFloat32(0, true);
}

/** The sign bit of a stored float: true for −0.0 and for negative values (and NaNs with the bit set). */
export function signbit(x: number): boolean {
  return x < 0 || (x === 0 && 1 / x < 0) || (x !== x && hi32(x) >>> 31 === 1);
}
