// Unit tests of the hand-written runtime base: the hash's NaN canonicalisation and byte order, the
// layout memory's alignment, zeroing and growth, and the seeded PRNG's sequence (the fuzzer and the
// property tests depend on it staying the same).
import { describe, expect, it } from "vitest";
import { StateHasher } from "./hash.js";
import { Memory } from "./memory.js";
import { Prng } from "./prng.js";

describe("StateHasher", () => {
  it("hashes every NaN as one pattern, and -0 apart from +0", () => {
    const nanA = new Float64Array(new BigUint64Array([0x7ff8000000000001n]).buffer)[0];
    const nanB = new Float64Array(new BigUint64Array([0xfff0000000000abcn]).buffer)[0];
    expect(new StateHasher().f64(nanA).hex()).toBe(new StateHasher().f64(nanB).hex());
    expect(new StateHasher().f32(nanA).hex()).toBe(new StateHasher().f32(NaN).hex());
    expect(new StateHasher().f64(-0).hex()).not.toBe(new StateHasher().f64(0).hex());
  });

  it("is FNV-1a over little-endian bytes (the empty hash is the offset basis)", () => {
    expect(new StateHasher().hex()).toBe("811c9dc5");
    // FNV-1a of the four bytes 01 00 00 00
    let h = 0x811c9dc5;
    for (const b of [1, 0, 0, 0]) h = Math.imul(h ^ b, 0x01000193) >>> 0;
    expect(new StateHasher().u32(1).digest()).toBe(h);
    expect(new StateHasher().i32(-1).digest()).toBe(new StateHasher().u32(0xffffffff).digest());
  });
});

describe("Memory", () => {
  it("keeps address 0 as null and aligns every block", () => {
    const m = new Memory(64);
    for (const align of [1, 2, 4, 8, 16, 4096]) {
      const a = m.alloc(3, align);
      expect(a).toBeGreaterThan(0);
      expect(a % align).toBe(0);
    }
  });

  it("grows without losing what was written, and gives zeroed blocks", () => {
    const m = new Memory(64);
    const a = m.alloc(8, 4);
    m.u32[a >>> 2] = 0xdeadbeef;
    const b = m.alloc(100_000, 16);
    expect(m.buf.byteLength).toBeGreaterThanOrEqual(b + 100_000);
    expect(m.u32[a >>> 2]).toBe(0xdeadbeef);
    expect(m.u8.subarray(b, b + 100_000).every((x) => x === 0)).toBe(true);
  });

  it("clear frees every block at once: zeroed blocks from 16 again, the buffer kept", () => {
    const m = new Memory(1024);
    const a = m.alloc(200, 16);
    m.u8.fill(0xab, a, a + 200);
    const buf = m.buf;
    m.clear();
    expect(m.top).toBe(16);
    expect(m.buf).toBe(buf);
    const b = m.alloc(200, 16);
    expect(b).toBe(a);
    expect(m.u8.subarray(0, 1024).every((x) => x === 0)).toBe(true);
  });

  it("refuses a bad alignment or size with a clear error", () => {
    const m = new Memory();
    expect(() => m.alloc(4, 3)).toThrow(/alignment 3/);
    expect(() => m.alloc(1.5, 4)).toThrow(/size 1.5/);
  });

  it("copies a run of words as the word loop does, memmove on an overlap, and refuses a bad run", () => {
    const m = new Memory(256);
    const a = m.alloc(64, 16);
    const b = m.alloc(64, 16);
    for (let i = 0; i < 16; i++) m.u32[(a >>> 2) + i] = (0x9e3779b9 * (i + 1)) >>> 0;
    const loop = new Uint32Array(16);
    for (let i = 0; i < 10; i++) loop[i] = m.u32[(a >>> 2) + i];
    m.copyWords(b, a, 10);
    expect(Array.from(m.u32.subarray(b >>> 2, (b >>> 2) + 16))).toEqual(Array.from(loop));
    // overlapping forward by two words: every word moves, as memmove (not a forward loop's smear)
    const before = Array.from(m.u32.subarray(a >>> 2, (a >>> 2) + 8));
    m.copyWords(a + 8, a, 8);
    expect(Array.from(m.u32.subarray((a >>> 2) + 2, (a >>> 2) + 10))).toEqual(before);
    m.copyWords(b, a, 0);
    expect(Array.from(m.u32.subarray(b >>> 2, (b >>> 2) + 10))).toEqual(Array.from(loop.subarray(0, 10)));
    expect(() => m.copyWords(b + 2, a, 1)).toThrow(/not aligned u32 runs/);
    expect(() => m.copyWords(b, a, 1e6)).toThrow(/inside the 256-byte memory/);
  });
});

describe("Prng", () => {
  it("gives the same sequence for a seed, and another for another seed", () => {
    const a = new Prng(20261129);
    const b = new Prng(20261129);
    const xs = Array.from({ length: 8 }, () => a.u32());
    expect(Array.from({ length: 8 }, () => b.u32())).toEqual(xs);
    expect(Array.from({ length: 8 }, () => new Prng(1).u32())).not.toEqual(xs);
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff)).toBe(true);
  });

  it("keeps unit() in [0, 1) and int(n) in [0, n)", () => {
    const r = new Prng(7);
    for (let i = 0; i < 1000; i++) {
      const u = r.unit();
      expect(u >= 0 && u < 1).toBe(true);
      const k = r.int(5);
      expect(Number.isInteger(k) && k >= 0 && k < 5).toBe(true);
    }
  });
});
