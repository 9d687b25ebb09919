// The one funnel through which lowering spells every float operation's precision and every float
// conversion, and counts it for the precision report. The default backend computes f32 with
// Math.fround at each rounding point, f64 natively, and ext in f64 (each such operation counted as
// an ext→f64 lowering, decision D-EXT-1). A second backend (the exact x87 reference, issue 17,
// emit/x87.ts) is a different implementation of this interface, not a second lowerer: it spells
// what touches an `ext` value (the operations, comparisons, negation, truncation to an integer,
// the TS type) and leaves everything else to the default spelling.
import type { FloatTypeName } from "../../runtime/precision.js";
import type { Span } from "../errors.js";
import type { Counters } from "./counters.js";
import type { IntrinsicRow } from "./intrinsics.js";
import { bin, callPath, unary, type BinOp, type E } from "./ts-expr.js";

export type ArithOp = "+" | "-" | "*" | "/";

export interface RoundingSpelling {
  /** An arithmetic result computed in `prec` (the expression `s` already holds the operation). */
  op(prec: FloatTypeName, s: E): E;
  /** The arithmetic operation `l op r` computed in `prec`, for the spec operation at `at`. */
  arith(prec: FloatTypeName, op: ArithOp, l: E, r: E, at: Span): E;
  /** A value of float type `from` (or an integer) converted to float type `to`: a store, a cast or an implicit convert. */
  convert(from: FloatTypeName | "int", to: FloatTypeName, s: E): E;
  /** A float comparison (`===`, `!==`, `<`, …, already in JS spelling); `ext` when an operand is an ext value. */
  compare(jsop: BinOp, l: E, r: E, ext: boolean): E;
  /** The negation of a float of type `ty`. */
  neg(ty: FloatTypeName, s: E): E;
  /** A float of type `from` truncated toward zero, before the integer wrap (D-CONV-1). */
  trunc(from: FloatTypeName, s: E): E;
  /** The TypeScript type of an `ext` value. */
  readonly extType: string;
}

/** The default backend: every float is a JS number (an IEEE f64). */
export class DefaultRounding implements RoundingSpelling {
  readonly extType = "number";

  constructor(private readonly counters: Counters) {}

  op(prec: FloatTypeName, s: E): E {
    if (prec === "f32") {
      this.counters.f32Rounds++;
      return callPath("Math.fround", [s]);
    }
    if (prec === "f64") this.counters.f64Rounds++;
    else this.counters.extLowerings++;
    return s;
  }

  arith(prec: FloatTypeName, op: ArithOp, l: E, r: E): E {
    return this.op(prec, bin(op, l, r));
  }

  convert(from: FloatTypeName | "int", to: FloatTypeName, s: E): E {
    if (to === "f32") {
      if (from === "f32") return s;
      this.counters.f32Rounds++;
      return callPath("Math.fround", [s]);
    }
    // an integer is exact in f64; ext → f64 is a rounding the default backend cannot make (counted)
    if (to === "f64" && from === "ext") this.counters.f64Rounds++;
    return s;
  }

  compare(jsop: BinOp, l: E, r: E): E {
    return bin(jsop, l, r);
  }

  neg(_ty: FloatTypeName, s: E): E {
    return unary("-", s);
  }

  trunc(_from: FloatTypeName, s: E): E {
    return callPath("Math.trunc", [s]);
  }
}

/** Where the lowerer is when it asks for a spelling: the function (none for constants and test cases), the spec file, a span's line and column. */
export interface SpellingContext {
  fn: string | undefined;
  where: string;
  position(span: Span): [line: number, col: number];
  /** The spec text of a span. */
  text(span: Span): string;
}

/**
 * A second backend over the same program (one instance per emitted file): its rounding spelling, the
 * intrinsic rows it overrides, and what it adds to a file and a function. The default backend is
 * the absence of one (`ModuleState.backend` undefined).
 */
export interface Backend {
  readonly name: string;
  /** The TypeScript type of an ext value. */
  readonly extType: string;
  spelling(counters: Counters, at: SpellingContext): RoundingSpelling;
  /** Rows that replace emit/intrinsics.ts's for this backend (each may fall back to the default row). */
  readonly intrinsics: Readonly<Record<string, IntrinsicRow>>;
  /** Statements put first in a function's body, given how many ext operations it has. */
  prologue(fn: string, extOps: number): string[];
  /** The function's `@precision` doc line. */
  precisionDoc(extOps: number): string[];
  /**
   * What this backend's code needs in a finished file, as printed text: import lines (put before the
   * file's own) and a preamble (its tables, put first in the body). Called once the body is lowered.
   */
  finishFile(path: string): { imports: string[]; preamble: string };
}
