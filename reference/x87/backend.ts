// The runtime of the exact x87 reference backend (generator/emit/x87.ts emits calls to `$x`). For
// measurement only (issue 17): outside the engine and the package, slow on purpose (BigInt).
//
// An ext value is an `XV`: an `Ext` (reference/x87/ext.ts, the register format computed exactly) or
// a JS number, which stands for the f64 it holds; f32/f64 operands and literals are numbers and
// enter ext exactly (fld), so only the results of ext operations are `Ext`s.
//
// Every ext operation names its site (a spec operation: function, line, column). A site computes
// exactly unless it is lowered, in which case it does what the default backend does (D-EXT-1): its
// operands rounded to f64, one f64 operation, the result a number. With every site lowered the
// reference engine computes what the default engine computes, bit for bit (checked by
// reference/precision/invariants.test.ts); the measurement lowers none, all, or one at a time.
import { Ext } from "./ext.js";
import { signbit as signbitF64 } from "../../runtime/bits.js";

export type XV = Ext | number;

/** One ext operation of the spec, as the reference backend emitted it. */
export interface Site {
  /** Index in `$x.allSites` (in the order the modules were loaded). */
  readonly id: number;
  readonly file: string;
  /** The function it belongs to ("" for a constant or a test case). */
  readonly fn: string;
  readonly line: number;
  readonly col: number;
  readonly op: string;
  /** The operation's spec text (shortened). */
  readonly text: string;
  /** Lowered to f64 (the default backend's arithmetic) instead of computed exactly. */
  lowered: boolean;
}

/** What the probe a measured function starts with receives: the function's name, itself, its arguments. */
export type Probe = (name: string, fn: (...args: never[]) => unknown, args: IArguments) => void;

const ext = (a: XV): Ext => (typeof a === "number" ? Ext.fromF64(a) : a);
const num = (a: XV): number => (typeof a === "number" ? a : a.toF64());

class X87Runtime {
  /** Every site lowered (the default backend's arithmetic), whatever each site says. */
  lowerAll = false;
  /** Set by a measurement (reference/precision/): called first by every function with ext operations. */
  probe: Probe | null = null;
  /** Every site of every loaded module. */
  readonly allSites: Site[] = [];

  /** Registers a module's sites (its `$s` table). */
  sites(file: string, rows: [fn: string, line: number, col: number, op: string, text: string][]): Site[] {
    return rows.map(([fn, line, col, op, text]) => {
      const s: Site = { id: this.allSites.length, file, fn, line, col, op, text, lowered: false };
      this.allSites.push(s);
      return s;
    });
  }

  /** Computes every site exactly (`lowered` false everywhere, `lowerAll` off). */
  exact(): void {
    this.lowerAll = false;
    for (const s of this.allSites) s.lowered = false;
  }

  // ---------------------------------------------------------------- the operations (one rounding each)
  add(s: Site, a: XV, b: XV): XV {
    return this.lowerAll || s.lowered ? num(a) + num(b) : ext(a).add(ext(b));
  }

  sub(s: Site, a: XV, b: XV): XV {
    return this.lowerAll || s.lowered ? num(a) - num(b) : ext(a).sub(ext(b));
  }

  mul(s: Site, a: XV, b: XV): XV {
    return this.lowerAll || s.lowered ? num(a) * num(b) : ext(a).mul(ext(b));
  }

  div(s: Site, a: XV, b: XV): XV {
    return this.lowerAll || s.lowered ? num(a) / num(b) : ext(a).div(ext(b));
  }

  sqrt(s: Site, a: XV): XV {
    return this.lowerAll || s.lowered ? Math.sqrt(num(a)) : ext(a).sqrt();
  }

  // ---------------------------------------------------------------- stores and casts (fstp: one rounding)
  f64(a: XV): number {
    return typeof a === "number" ? a : a.toF64();
  }

  f32(a: XV): number {
    return typeof a === "number" ? Math.fround(a) : a.toF32();
  }

  /** i32(x) and the other integer casts before their wrap: truncation toward zero (D-CONV-1, D-X87-4). */
  toInt(a: XV): number {
    return typeof a === "number" ? Math.trunc(a) : a.toI32();
  }

  // ---------------------------------------------------------------- exact on the value (no rounding)
  lt(a: XV, b: XV): boolean {
    return typeof a === "number" && typeof b === "number" ? a < b : ext(a).lt(ext(b));
  }

  le(a: XV, b: XV): boolean {
    return typeof a === "number" && typeof b === "number" ? a <= b : ext(a).le(ext(b));
  }

  gt(a: XV, b: XV): boolean {
    return typeof a === "number" && typeof b === "number" ? a > b : ext(a).gt(ext(b));
  }

  ge(a: XV, b: XV): boolean {
    return typeof a === "number" && typeof b === "number" ? a >= b : ext(a).ge(ext(b));
  }

  eq(a: XV, b: XV): boolean {
    return typeof a === "number" && typeof b === "number" ? a === b : ext(a).eq(ext(b));
  }

  ne(a: XV, b: XV): boolean {
    return typeof a === "number" && typeof b === "number" ? a !== b : ext(a).ne(ext(b));
  }

  neg(a: XV): XV {
    return typeof a === "number" ? -a : a.neg();
  }

  abs(a: XV): XV {
    return typeof a === "number" ? Math.abs(a) : a.abs();
  }

  /** The spec's min (D-MINMAX-1): b < a ? b : a. */
  min(a: XV, b: XV): XV {
    return this.lt(b, a) ? b : a;
  }

  /** The spec's max: b > a ? b : a. */
  max(a: XV, b: XV): XV {
    return this.gt(b, a) ? b : a;
  }

  floor(a: XV): XV {
    return typeof a === "number" ? Math.floor(a) : a.floor();
  }

  ceil(a: XV): XV {
    return typeof a === "number" ? Math.ceil(a) : a.ceil();
  }

  trunc(a: XV): XV {
    return typeof a === "number" ? Math.trunc(a) : a.trunc();
  }

  signbit(a: XV): boolean {
    return typeof a === "number" ? signbitF64(a) : a.signbit();
  }
}

/** The one reference runtime every module of a reference build shares. */
export const $x = new X87Runtime();
