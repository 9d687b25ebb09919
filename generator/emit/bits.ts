// Bit-field arithmetic of layout memory: masks and the extraction of a (signed) bit range.
import { hex } from "./literals.js";

export function bitMask(lo: number, hi: number): number {
  const w = hi - lo + 1;
  return (w === 32 ? 0xffffffff : ((1 << w) - 1) << lo) >>> 0;
}

export function widthMask(bits: number): number {
  return bits === 32 ? 0xffffffff : (1 << bits) - 1;
}

export function bitExtract(word: string, lo: number, hi: number, signed: boolean, width: number): string {
  if (signed) {
    const up = 31 - hi;
    const down = up + lo;
    return up === 0 ? `(${word} >> ${down})` : `((${word} << ${up}) >> ${down})`;
  }
  const w = hi - lo + 1;
  if (lo === 0 && w === width) return word;
  if (hi === 31) return `(${word} >>> ${lo})`;
  const shifted = lo === 0 ? word : `(${word} >>> ${lo})`;
  return `(${shifted} & ${hex(w === 32 ? 0xffffffff : (1 << w) - 1)})`;
}
