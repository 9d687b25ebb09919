// The one funnel through which lowering spells every float operation's precision and every float
// conversion, and counts it for the precision report. The default backend computes f32 with
// Math.fround at each rounding point, f64 natively, and ext in f64 (each such operation counted as
// an ext→f64 lowering, decision D-EXT-1). A second backend (an exact x87 reference, issue 17) is a
// different implementation of this interface, not a second lowerer.
import type { FloatTypeName } from "../../runtime/precision.js";
import type { Counters } from "./counters.js";

export interface RoundingSpelling {
  /** An arithmetic result computed in `prec` (the expression text `s` already holds the operation). */
  op(prec: FloatTypeName, s: string): string;
  /** A value of float type `from` (or an integer) converted to float type `to`: a store, a cast or an implicit convert. */
  convert(from: FloatTypeName | "int", to: FloatTypeName, s: string): string;
}

/** The default backend: every float is a JS number (an IEEE f64). */
export class DefaultRounding implements RoundingSpelling {
  constructor(private readonly counters: Counters) {}

  op(prec: FloatTypeName, s: string): string {
    if (prec === "f32") {
      this.counters.f32Rounds++;
      return `Math.fround(${s})`;
    }
    if (prec === "f64") this.counters.f64Rounds++;
    else this.counters.extLowerings++;
    return `(${s})`;
  }

  convert(from: FloatTypeName | "int", to: FloatTypeName, s: string): string {
    if (to === "f32") {
      if (from === "f32") return s;
      this.counters.f32Rounds++;
      return `Math.fround(${s})`;
    }
    // an integer is exact in f64; ext → f64 is a rounding the default backend cannot make (counted)
    if (to === "f64" && from === "ext") this.counters.f64Rounds++;
    return s;
  }
}
