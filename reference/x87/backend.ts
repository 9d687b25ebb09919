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
// reference engine computes what the default engine computes, bit for bit (checked on every
// measured function by reference/precision/probe.ts); the measurement lowers none, all, or some.
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

// Fast paths: an operation on two numbers whose exact result is an f64 gives that f64 as a number,
// the same value the Ext computation would give, found with error-free transformations (TwoSum,
// Dekker's TwoProduct) instead of BigInt arithmetic. Everything else (an inexact result, an Ext
// operand, zeros with infinities, NaNs, values near the ends of f64's range) takes the Ext path.
const SPLIT = 134217729; // 2^27 + 1
const SAFE_HI = 2 ** 900;
const SAFE_LO = 2 ** -900;
const safe = (x: number): boolean => {
  const a = Math.abs(x);
  return a < SAFE_HI && a > SAFE_LO;
};
/** a·b − p exactly (Dekker), for |a|, |b|, |p| within (2^-900, 2^900). */
function productError(a: number, b: number, p: number): number {
  let t = SPLIT * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}
/** a + b when exact in f64 (TwoSum's error is 0), else undefined. */
function exactSum(a: number, b: number): number | undefined {
  const s = a + b;
  if (!Number.isFinite(s) || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  const bb = s - a;
  return a - (s - bb) + (b - bb) === 0 ? s : undefined;
}
function exactProduct(a: number, b: number): number | undefined {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  if (a === 0 || b === 0) return a * b;
  const p = a * b;
  return safe(a) && safe(b) && safe(p) && productError(a, b, p) === 0 ? p : undefined;
}
function exactQuotient(a: number, b: number): number | undefined {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return undefined;
  if (a === 0) return a / b;
  const q = a / b;
  return safe(a) && safe(b) && safe(q) && q * b === a && productError(q, b, a) === 0 ? q : undefined;
}
function exactRoot(a: number): number | undefined {
  if (!(a >= 0) || !Number.isFinite(a)) return undefined;
  if (a === 0) return a;
  const r = Math.sqrt(a);
  return safe(a) && safe(r) && r * r === a && productError(r, r, a) === 0 ? r : undefined;
}

/** Thrown by an ext operation once the measurement's per-input work bound is passed (`$x.bound`). */
export class WorkBoundReached extends Error {
  constructor() {
    super("the measurement's per-input work bound was reached");
  }
}

class X87Runtime {
  /** Every site lowered (the default backend's arithmetic), whatever each site says. */
  lowerAll = false;
  /** Set by a measurement (reference/precision/): called first by every function with ext operations. */
  probe: Probe | null = null;
  /** Every site of every loaded module. */
  readonly allSites: Site[] = [];
  /** When set, every site an operation runs at is added (in the order first met). */
  trace: Set<Site> | null = null;
  /** Operations computed with BigInt (no fast path): the measurement's deterministic measure of work. */
  slowOps = 0;
  /** Every ext operation run (exact, fast path or lowered): the other part of that measure. */
  ops = 0;
  /**
   * The per-input work bound (D-X87-14): when the work (`slowOps + ops / 8`) passes `stop`, the
   * next operation throws a `WorkBoundReached` (the measurement counts the input as over the bound).
   * `opsStop` and `slowStop` are where `check` looks again.
   */
  private stop = Infinity;
  private opsStop = Infinity;
  private slowStop = Infinity;

  /** The work so far: BigInt operations, and every ext operation at an eighth (probe.ts). */
  work(): number {
    return this.slowOps + this.ops / 8;
  }

  /** Sets the work bound at `work() + w` (Infinity: none). */
  bound(w: number): void {
    this.stop = this.work() + w;
    this.check();
  }

  private check(): void {
    const left = this.stop - this.work();
    if (left < 0) {
      this.stop = this.opsStop = this.slowStop = Infinity;
      throw new WorkBoundReached();
    }
    // the two counts together cannot pass the bound before one of them reaches these
    this.opsStop = this.ops + Math.floor(4 * left) + 1;
    this.slowStop = this.slowOps + Math.floor(left / 2) + 1;
  }

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
    if (++this.ops > this.opsStop) this.check();
    if (this.trace !== null) this.trace.add(s);
    if (this.lowerAll || s.lowered) return num(a) + num(b);
    if (typeof a === "number" && typeof b === "number") {
      const r = exactSum(a, b);
      if (r !== undefined) return r;
    }
    if (++this.slowOps > this.slowStop) this.check();
    return ext(a).add(ext(b));
  }

  sub(s: Site, a: XV, b: XV): XV {
    if (++this.ops > this.opsStop) this.check();
    if (this.trace !== null) this.trace.add(s);
    if (this.lowerAll || s.lowered) return num(a) - num(b);
    if (typeof a === "number" && typeof b === "number") {
      const r = exactSum(a, -b);
      if (r !== undefined) return r;
    }
    if (++this.slowOps > this.slowStop) this.check();
    return ext(a).sub(ext(b));
  }

  mul(s: Site, a: XV, b: XV): XV {
    if (++this.ops > this.opsStop) this.check();
    if (this.trace !== null) this.trace.add(s);
    if (this.lowerAll || s.lowered) return num(a) * num(b);
    if (typeof a === "number" && typeof b === "number") {
      const r = exactProduct(a, b);
      if (r !== undefined) return r;
    }
    if (++this.slowOps > this.slowStop) this.check();
    return ext(a).mul(ext(b));
  }

  div(s: Site, a: XV, b: XV): XV {
    if (++this.ops > this.opsStop) this.check();
    if (this.trace !== null) this.trace.add(s);
    if (this.lowerAll || s.lowered) return num(a) / num(b);
    if (typeof a === "number" && typeof b === "number") {
      const r = exactQuotient(a, b);
      if (r !== undefined) return r;
    }
    if (++this.slowOps > this.slowStop) this.check();
    return ext(a).div(ext(b));
  }

  sqrt(s: Site, a: XV): XV {
    if (++this.ops > this.opsStop) this.check();
    if (this.trace !== null) this.trace.add(s);
    if (this.lowerAll || s.lowered) return Math.sqrt(num(a));
    if (typeof a === "number") {
      const r = exactRoot(a);
      if (r !== undefined) return r;
    }
    if (++this.slowOps > this.slowStop) this.check();
    return ext(a).sqrt();
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
