// Integer wraps on expression trees (emit/ts-expr.ts) and the value ranges that make them
// unnecessary (D-GEN-11). Every integer value the generated code holds in a typed place (a local, a
// parameter, a record field, a layout or table element, a function's result) is in its type's
// range, so a read of one is annotated with that range by the lowering; an operation's range
// follows from its operands'. A wrap to a type whose range already holds the operand's is left
// out: `>>> 0` after `>>>` or after `&` with a non-negative operand, `| 0` after `|`, `Math.imul`,
// a shift or a read of an i32, `& 0xff` after a read of a u8.
import { INT_TYPES, type IntTypeName } from "../../runtime/precision.js";
import { bin, lit, num, type E, type Range } from "./ts-expr.js";

const I32: Range = [-0x80000000, 0x7fffffff];
const U32: Range = [0, 0xffffffff];
/** The values an i32 operand of `&`/`|` keeps as they are when non-negative. */
const NONNEG_I32: Range = [0, 0x7fffffff];
const LIMIT = 2 ** 52;

/** The range of an integer type's values. */
export function rangeOfType(name: IntTypeName): Range {
  const info = INT_TYPES[name];
  return [Number(info.min), Number(info.max)];
}

function within(r: Range | undefined, outer: Range): boolean {
  return r !== undefined && r[0] >= outer[0] && r[1] <= outer[1];
}

/** The smallest 2^n - 1 at least v (v ≥ 0). */
function ones(v: number): number {
  let m = 0;
  while (m < v) m = m * 2 + 1;
  return m;
}

function shiftCount(e: E): number | undefined {
  return e.k === "lit" && e.value !== undefined && e.value >= 0 && e.value <= 31 ? e.value : undefined;
}

/** The range an integer-valued node is known to lie in, or undefined (not known, or not an integer). */
export function rangeOf(e: E): Range | undefined {
  switch (e.k) {
    case "lit":
      return e.value === undefined ? undefined : [e.value, e.value];
    case "id":
    case "member":
    case "index":
    case "call":
      return e.range;
    case "note":
      return rangeOf(e.e);
    case "cond": {
      const t = rangeOf(e.t);
      const f = rangeOf(e.f);
      return t && f ? [Math.min(t[0], f[0]), Math.max(t[1], f[1])] : undefined;
    }
    case "unary": {
      const r = rangeOf(e.e);
      // -0 is not an integer value here: a negation whose operand may be 0 is not known
      if (e.op === "-") return r && (r[0] > 0 || r[1] < 0) ? [-r[1], -r[0]] : undefined;
      if (e.op === "~") return within(r, I32) ? [-r![1] - 1, -r![0] - 1] : I32;
      return undefined;
    }
    case "bin":
      return binRange(e.op, rangeOf(e.l), rangeOf(e.r), e.r);
    default:
      return undefined;
  }
}

function binRange(op: string, l: Range | undefined, r: Range | undefined, right: E): Range | undefined {
  switch (op) {
    case "+":
    case "-": {
      if (!l || !r) return undefined;
      const out: Range = op === "+" ? [l[0] + r[0], l[1] + r[1]] : [l[0] - r[1], l[1] - r[0]];
      return Math.abs(out[0]) <= LIMIT && Math.abs(out[1]) <= LIMIT ? out : undefined;
    }
    case "&": {
      // the result's bits are a subset of each operand's (as an i32): a non-negative operand bounds it
      const ls = within(l, NONNEG_I32) ? l![1] : undefined;
      const rs = within(r, NONNEG_I32) ? r![1] : undefined;
      if (ls !== undefined || rs !== undefined) return [0, Math.min(ls ?? Infinity, rs ?? Infinity)];
      return I32;
    }
    case "|":
    case "^":
      if (within(l, NONNEG_I32) && within(r, NONNEG_I32)) return [0, ones(Math.max(l![1], r![1]))];
      return I32;
    case "<<":
      return I32;
    case ">>": {
      const k = shiftCount(right);
      if (k === undefined) return I32;
      if (within(l, I32)) return [l![0] >> k, l![1] >> k];
      return [I32[0] >> k, I32[1] >> k];
    }
    case ">>>": {
      const k = shiftCount(right);
      if (k === undefined) return U32;
      if (within(l, U32)) return [l![0] >>> k, l![1] >>> k];
      return [0, U32[1] >>> k];
    }
    default:
      return undefined;
  }
}

/**
 * `e` with its trailing `| 0` or `>>> 0` removed: either wrap to 32 bits gives the same bits first.
 * Also what a bitwise or shift operand needs: the operator takes its operands' 32 bits itself
 * (`((k >>> 0) << 20)` is `k << 20` for every value k).
 */
export function strip32(e: E): E {
  if (e.k === "bin" && (e.op === "|" || e.op === ">>>") && e.r.k === "lit" && e.r.value === 0) return e.l;
  return e;
}

/**
 * A sum or difference about to be wrapped to 32 bits, with the 32-bit wraps of its integer terms
 * left out: `(a + (t >>> 0)) >>> 0` is `(a + t) >>> 0`, as the terms differ by multiples of 2^32
 * and the sum stays exact. Only when every term's range is known (all integers, the sum below 2^52).
 */
function mod32(e: E): E {
  if (e.k !== "bin" || (e.op !== "+" && e.op !== "-")) return e;
  const term = (c: E): E => {
    const inner = strip32(c);
    return inner !== c && rangeOf(inner) !== undefined ? mod32(inner) : mod32(c);
  };
  const out = bin(e.op, term(e.l), term(e.r));
  return rangeOf(out) !== undefined ? out : e;
}

/** An integer expression wrapped to its type's range, unless its range is known to be within it already. */
export function wrapInt(name: IntTypeName, e: E): E {
  if (within(rangeOf(e), rangeOfType(name))) return e;
  switch (name) {
    case "i32":
      return bin("|", mod32(strip32(e)), num(0));
    case "u32":
      return bin(">>>", mod32(strip32(e)), num(0));
    case "u16":
      return bin("&", e, lit("0xffff", 0xffff));
    case "u8":
      return bin("&", e, lit("0xff", 0xff));
    case "i16":
      return bin(">>", bin("<<", e, num(16)), num(16));
    case "i8":
      return bin(">>", bin("<<", e, num(24)), num(24));
  }
}
