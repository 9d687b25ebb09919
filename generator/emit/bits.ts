// Bit-field arithmetic of layout memory: masks and the extraction of a (signed) bit range.
import { hex } from "./literals.js";
import { bin, lit, num, type E } from "./ts-expr.js";

export function bitMask(lo: number, hi: number): number {
  const w = hi - lo + 1;
  return (w === 32 ? 0xffffffff : ((1 << w) - 1) << lo) >>> 0;
}

export function widthMask(bits: number): number {
  return bits === 32 ? 0xffffffff : (1 << bits) - 1;
}

/** The bits lo..hi of a word (of `width` bits), sign-extended when `signed`. */
export function bitExtract(word: E, lo: number, hi: number, signed: boolean, width: number): E {
  if (signed) {
    const up = 31 - hi;
    const down = up + lo;
    return up === 0 ? bin(">>", word, num(down)) : bin(">>", bin("<<", word, num(up)), num(down));
  }
  const w = hi - lo + 1;
  if (lo === 0 && w === width) return word;
  if (hi === 31) return bin(">>>", word, num(lo));
  const shifted = lo === 0 ? word : bin(">>>", word, num(lo));
  const m = w === 32 ? 0xffffffff : (1 << w) - 1;
  return bin("&", shifted, lit(hex(m), m));
}
