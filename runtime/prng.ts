// A seeded generator for workloads and tests: xorshift32 with integer operations only, so it gives
// the same sequence in every JS engine.

export class Prng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }

  u32(): number {
    let x = this.s;
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    this.s = x >>> 0;
    return this.s;
  }

  /** Uniform in [0, 1) with 53 random bits. */
  unit(): number {
    const hi = this.u32() >>> 5;
    const lo = this.u32() >>> 6;
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.unit();
  }

  int(n: number): number {
    return Math.floor(this.unit() * n);
  }
}
