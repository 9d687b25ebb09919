// How each runtime intrinsic is spelled in TypeScript: one row per intrinsic, keyed like the
// declared set (check/intrinsics.ts INTRINSICS; generator/test/intrinsics.test.ts checks the keys
// agree). A second backend changes rows, not the lowerer: the exact x87 reference overrides the
// rows that meet an ext value (emit/x87.ts, X87_INTRINSIC).
import type { FloatTypeName } from "../../runtime/precision.js";
import type { Ty } from "../ir/types.js";
import type { Expr } from "../ir/ir.js";
import type { Counters } from "./counters.js";
import type { RoundingSpelling } from "./rounding.js";
import { wrapInt } from "./int-wrap.js";
import { assign, bin, call, callPath, cond, dotted, id, index, isSimple, member, newExpr, num, object, type E } from "./ts-expr.js";

/** What a row may use of the call being lowered. */
export interface IntrinsicCall {
  e: Extract<Expr, { kind: "call" }>;
  ty: Ty;
  /** The precision the checker chose for the operation (eval). */
  prec(): FloatTypeName;
  /** Argument i as a scalar expression, as a vector's components, as an object reference. */
  arg(i: number): E;
  vec(i: number): E[];
  ref(i: number): E;
  /** An operation's result in `prec`, through the rounding funnel. */
  round(prec: FloatTypeName, s: E): E;
  /** The arithmetic operation `l op r` in `prec` (one spec operation: this call), through the rounding funnel. */
  arith(prec: FloatTypeName, op: "+" | "-" | "*" | "/", l: E, r: E): E;
  /** Whether argument i is an ext value (a scalar or a vector of ext). */
  isExt(i: number): boolean;
  /** The rounding funnel itself (conversions, comparisons, negation). */
  rounding: RoundingSpelling;
  /** Records a runtime name the file must import. */
  runtime(name: string): void;
  counters: Counters;
  /** The layout memory's name in scope. */
  mem: string;
}

const COMP = ["x", "y", "z", "w"];

const bitcast = (fn: string, arity: 1 | 2) => (c: IntrinsicCall) => {
  c.counters.bitcasts++;
  c.runtime(fn);
  return callPath(fn, arity === 1 ? [c.arg(0)] : [c.arg(0), c.arg(1)]);
};
const minMax = (name: "min" | "max") => (c: IntrinsicCall) => {
  const x = c.arg(0);
  const y = c.arg(1);
  if (isSimple(x) && isSimple(y)) return cond(bin(name === "min" ? "<" : ">", y, x), y, x);
  const fn = name === "min" ? "specMin" : "specMax";
  c.runtime(fn);
  return callPath(fn, [x, y]);
};
const rounding = (name: "floor" | "ceil" | "trunc") => (c: IntrinsicCall) => callPath(`Math.${name}`, [c.arg(0)]);

/** How one intrinsic is spelled. */
export type IntrinsicRow = (c: IntrinsicCall) => E;

export const LOWER_INTRINSIC: Readonly<Record<string, IntrinsicRow>> = {
  sqrt: (c) => c.round(c.prec(), callPath("Math.sqrt", [c.arg(0)])),
  abs: (c) => (c.ty.k === "int" ? wrapInt(c.ty.name, callPath("Math.abs", [c.arg(0)])) : callPath("Math.abs", [c.arg(0)])),
  min: minMax("min"),
  max: minMax("max"),
  floor: rounding("floor"),
  ceil: rounding("ceil"),
  trunc: rounding("trunc"),
  hi32: bitcast("hi32", 1),
  lo32: bitcast("lo32", 1),
  bits32: bitcast("bits32", 1),
  signbit: bitcast("signbit", 1),
  f64_from_words: bitcast("f64FromWords", 2),
  f32_from_bits: bitcast("f32FromBits", 1),
  dot: (c) => {
    // in the documents' order: ((u.x v.x + u.y v.y) + u.z v.z), each step rounded in prec
    const prec = c.prec();
    const u = c.vec(0);
    const v = c.vec(1);
    const p0 = c.arith(prec, "*", u[0], v[0]);
    const p1 = c.arith(prec, "*", u[1], v[1]);
    const p2 = c.arith(prec, "*", u[2], v[2]);
    return c.arith(prec, "+", c.arith(prec, "+", p0, p1), p2);
  },
  cross: () => {
    throw new Error("lower: cross in scalar position");
  },
  mem_alloc: (c) => call(member(id(c.mem), "alloc"), [c.arg(0), c.arg(1)]),
  append: (c) => {
    const lt = c.e.args[0].ty;
    if (lt.k === "dyn" && lt.elem.k === "vec") {
      // a vector is appended by value: a new object with its components
      const v = c.vec(1);
      const cls = lt.elem.n === 3 ? "Vec3" : "Vec4";
      c.runtime(cls);
      const made = callPath("Object.assign", [newExpr(id(cls), []), object(v.map((x, i) => ({ name: COMP[i], value: x })))]);
      return call(member(c.ref(0), "push"), [made]);
    }
    return call(member(c.ref(0), "push"), [c.arg(1)]);
  },
  len: (c) => member(c.ref(0), "length", lengthRange(c)),
  clear: (c) => assign(member(c.ref(0), "length"), num(0)),
  truncate: (c) => assign(member(c.ref(0), "length"), c.arg(1)),
  addr: (c) => c.arg(0),
  load_u32: (c) => {
    c.counters.memoryAccesses++;
    return index(dotted(`${c.mem}.u32`), bin(">>>", c.arg(0), num(2)), [0, 0xffffffff]);
  },
  store_u32: (c) => {
    c.counters.memoryAccesses++;
    return assign(index(dotted(`${c.mem}.u32`), bin(">>>", c.arg(0), num(2))), c.arg(1));
  },
  copy_words: (c) => {
    c.counters.memoryAccesses++;
    return call(member(id(c.mem), "copyWords"), [c.arg(0), c.arg(1), c.arg(2)]);
  },
};

/** A list's length as the integer type the spec gives it (a length is never negative and below 2^32). */
function lengthRange(c: IntrinsicCall): readonly [number, number] | undefined {
  if (c.ty.k !== "int") return undefined;
  return c.ty.name === "i32" ? [0, 0x7fffffff] : c.ty.name === "u32" ? [0, 0xffffffff] : undefined;
}
