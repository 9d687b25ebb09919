// What the emitter counts per function: the precision report's columns.

export interface Counters {
  /** Math.fround calls: every place the model rounds to f32. */
  f32Rounds: number;
  /** Places the model rounds to f64 (an SSE f64 operation, or an ext value stored into f64). */
  f64Rounds: number;
  /** Operations the model computes in x87 extended precision that the default backend does in f64. */
  extLowerings: number;
  /** Explicit conversions written in the spec. */
  casts: number;
  /** Bit reinterpretations of floats. */
  bitcasts: number;
  /** Runtime intrinsics called, by name. */
  intrinsics: Set<string>;
  /** Loads and stores of layout memory. */
  memoryAccesses: number;
}

export function newCounters(): Counters {
  return { f32Rounds: 0, f64Rounds: 0, extLowerings: 0, casts: 0, bitcasts: 0, intrinsics: new Set(), memoryAccesses: 0 };
}
