// The precision rules, in one file to read beside docs/spec-language.md §Precision: where a value
// is converted implicitly (widening; narrowing only in stores, and ext arguments under x87), how
// untyped integer literals adapt, which operand types an operator takes and the precision it is
// computed in (the float model's evalType). Each implicit conversion becomes a `convert` node here,
// so lowering only spells it.
import type * as A from "../parse/ast.js";
import type { Diagnostics } from "../errors.js";
import { FLOAT_MODELS, FLOAT_TYPES, INT_TYPES, type FloatModelName, type FloatTypeName } from "../../runtime/precision.js";
import { constValue } from "../ir/const-fold.js";
import { T, show, same, type Ty } from "../ir/types.js";
import type { Expr } from "../ir/ir.js";
import type { Program } from "../ir/program.js";

/** What the rules need from the body being checked. */
export interface PrecisionEnv {
  p: Program;
  d: Diagnostics;
  model: FloatModelName;
}

/** Wraps `e` in a convert node when its type differs from `to`; reports what is not allowed. */
export function coerce(env: PrecisionEnv, e: Expr, to: Ty, ctx: "store" | "value" | "arg", from: Ty): Expr {
  if (from.k === "error" || to.k === "error") return e;
  if (same(from, to)) return e;
  const conv = (): Expr => ({ kind: "convert", to, operand: e, span: e.span, ty: to });
  // references: null into a pointer or host object; a record or host object is its own pointer
  const refName = (t: Ty) => (t.k === "struct" || t.k === "iface" ? t.name : t.k === "ptr" ? t.target : undefined);
  if (from.k === "null" && (to.k === "ptr" || to.k === "iface")) return e;
  if (from.k === "ptr" && to.k === "struct" && from.target === to.name) return conv(); // dereference
  // a record that implements a host interface is such a host object
  const recName = from.k === "struct" ? from.name : from.k === "ptr" ? from.target : undefined;
  const ifName = to.k === "iface" ? to.name : to.k === "ptr" ? to.target : undefined;
  if (recName && ifName && env.p.impls.has(`${recName}:${ifName}`)) return e;
  if (refName(from) !== undefined && refName(from) === refName(to)) return e;
  if (from.k === "intlit") {
    const v = constValue(e);
    if (to.k === "int") {
      const info = INT_TYPES[to.name];
      // C's conversion of an integer constant: anything representable in the signed or the unsigned
      // type of that width is accepted and wraps (so ~0xf is 0xfffffff0 as u32, 0xffffffff is -1 as i32)
      // (a ~ of an unsigned constant, such as ~0x80000000, lands below the signed range: it wraps)
      const lo = -(1n << BigInt(info.bits));
      const hi = (1n << BigInt(info.bits)) - 1n;
      if (v !== undefined && (v < lo || v > hi)) env.d.at(e.span, `${v} does not fit ${to.name}; expected a value in ${info.min}..${info.max}`);
      return conv();
    }
    if (to.k === "float") {
      if (v !== undefined && !exactIn(Number(v), to.name))
        env.d.at(e.span, `${v} is not exact in ${to.name}; expected a float literal with the intended rounding`);
      if (v !== undefined && BigInt(Number(v)) !== v) env.d.at(e.span, `${v} is not exact in ${to.name}; expected a float literal`);
      return conv();
    }
  }
  if (from.k === "float" && to.k === "float") {
    const widening = FLOAT_TYPES[from.name].rank < FLOAT_TYPES[to.name].rank;
    if (widening) return conv();
    if (ctx === "store" || (ctx === "arg" && from.name === "ext")) return conv();
    env.d.at(e.span, `${show(from)} where ${show(to)} is expected; expected an explicit ${to.name}(...) cast, because this rounds`);
    return e;
  }
  if (from.k === "vec" && to.k === "vec" && from.n === to.n) {
    const widening = FLOAT_TYPES[from.elem].rank < FLOAT_TYPES[to.elem].rank;
    if (widening || ctx === "store" || (ctx === "arg" && from.elem === "ext")) return conv();
    env.d.at(e.span, `${show(from)} where ${show(to)} is expected; expected an explicit conversion, because this rounds`);
    return e;
  }
  env.d.at(e.span, `${show(from)} where ${show(to)} is expected; expected ${describeFix(from, to)}`);
  return e;
}

/** Types a binary operation; inserts literal conversions through the setters. */
export function binaryType(
  env: PrecisionEnv,
  op: string,
  lt: Ty,
  rt: Ty,
  span: A.Span,
  left: Expr,
  right: Expr,
  setRight: (e: Expr) => void,
  setLeft?: (e: Expr) => void,
): { ty: Ty; eval?: { prec: FloatTypeName } } {
  if (lt.k === "error" || rt.k === "error") return { ty: T.error };
  const model = env.model;
  const cmp = ["==", "!=", "<", "<=", ">", ">="].includes(op);
  const arith = ["+", "-", "*", "/"].includes(op);
  const intOnly = ["%", "&", "|", "^", "<<", ">>", ">>>"].includes(op);

  // literal adaptation
  if (lt.k === "intlit" && rt.k === "intlit") {
    if (cmp) return { ty: T.bool };
    if ((op === "/" || op === "%") && constValue(right) === 0n) env.d.at(span, `integer constant '${op}' by zero; expected a non-zero divisor`);
    return { ty: T.intlit };
  }
  if (rt.k === "intlit" && (lt.k === "int" || lt.k === "float")) {
    if (!(op === "<<" || op === ">>" || op === ">>>")) setRight(coerce(env, right, lt, "value", rt));
    rt = lt.k === "int" && (op === "<<" || op === ">>" || op === ">>>") ? T.int("i32") : lt;
  } else if (lt.k === "intlit" && (rt.k === "int" || rt.k === "float")) {
    setLeft?.(coerce(env, left, rt, "value", lt));
    lt = rt;
  } else if (rt.k === "intlit" && lt.k === "vec") {
    setRight(coerce(env, right, T.float(lt.elem), "value", rt));
    rt = T.float(lt.elem);
  } else if (lt.k === "intlit" && rt.k === "vec") {
    setLeft?.(coerce(env, left, T.float(rt.elem), "value", lt));
    lt = T.float(rt.elem);
  }

  if (cmp) {
    if (lt.k === "bool" && rt.k === "bool" && (op === "==" || op === "!=")) return { ty: T.bool };
    if (lt.k === "ref" && rt.k === "ref" && lt.layout === rt.layout && (op === "==" || op === "!=")) return { ty: T.bool };
    const isRef = (t: Ty) => t.k === "struct" || t.k === "iface" || t.k === "ptr" || t.k === "null";
    if (isRef(lt) && isRef(rt) && (op === "==" || op === "!=")) return { ty: T.bool };
    if (lt.k === "int" && rt.k === "int") {
      if (lt.name !== rt.name) env.d.at(span, `comparing ${lt.name} with ${rt.name}; expected one integer type (cast one side)`);
      return { ty: T.bool };
    }
    if (lt.k === "float" && rt.k === "float") {
      return { ty: T.bool, eval: { prec: FLOAT_MODELS[model].evalType(lt.name, rt.name) } };
    }
    env.d.at(span, `cannot compare ${show(lt)} with ${show(rt)}; expected two numbers of one kind${lt.k === "vec" ? " (compare components)" : ""}`);
    return { ty: T.bool };
  }
  if (intOnly) {
    if (lt.k === "int" && rt.k === "int") {
      const shift = op === "<<" || op === ">>" || op === ">>>";
      if (!shift && lt.name !== rt.name) env.d.at(span, `'${op}' on ${lt.name} and ${rt.name}; expected one integer type (cast one side)`);
      return { ty: lt };
    }
    env.d.at(span, `'${op}' on ${show(lt)} and ${show(rt)}; expected integers`);
    return { ty: T.error };
  }
  if (!arith) {
    env.d.at(span, `unknown operator '${op}'`);
    return { ty: T.error };
  }
  if (lt.k === "int" && rt.k === "int") {
    if (lt.name !== rt.name) env.d.at(span, `'${op}' on ${lt.name} and ${rt.name}; expected one integer type (cast one side)`);
    return { ty: lt };
  }
  if (lt.k === "float" && rt.k === "float") {
    const prec = FLOAT_MODELS[model].evalType(lt.name, rt.name);
    return { ty: T.float(prec), eval: { prec } };
  }
  if (lt.k === "vec" && rt.k === "vec" && (op === "+" || op === "-")) {
    if (lt.n !== rt.n) {
      env.d.at(span, `'${op}' on ${show(lt)} and ${show(rt)}; expected vectors of one size`);
      return { ty: T.error };
    }
    const prec = FLOAT_MODELS[model].evalType(lt.elem, rt.elem);
    return { ty: { k: "vec", n: lt.n, elem: prec }, eval: { prec } };
  }
  if (lt.k === "vec" && rt.k === "float" && (op === "*" || op === "/")) {
    const prec = FLOAT_MODELS[model].evalType(lt.elem, rt.name);
    return { ty: { k: "vec", n: lt.n, elem: prec }, eval: { prec } };
  }
  if (lt.k === "float" && rt.k === "vec" && op === "*") {
    const prec = FLOAT_MODELS[model].evalType(lt.name, rt.elem);
    return { ty: { k: "vec", n: rt.n, elem: prec }, eval: { prec } };
  }
  if ((lt.k === "int" && rt.k === "float") || (lt.k === "float" && rt.k === "int")) {
    env.d.at(span, `'${op}' mixes ${show(lt)} and ${show(rt)}; expected an explicit conversion such as f64(i)`);
    return { ty: T.error };
  }
  env.d.at(
    span,
    `'${op}' on ${show(lt)} and ${show(rt)}; expected ${lt.k === "vec" || rt.k === "vec" ? "vector ± vector, vector * scalar or vector / scalar (dot and cross are intrinsics)" : "numbers"}`,
  );
  return { ty: T.error };
}

/** A float or vector value may be stored into a float or vector place of any precision (it rounds). */
export function canStore(from: Ty, to: Ty): boolean {
  if (from.k === "float" && to.k === "float") return true;
  if (from.k === "vec" && to.k === "vec") return from.n === to.n;
  return false;
}

export function describeFix(from: Ty, to: Ty): string {
  if (from.k === "null" && to.k === "struct") return `ptr<${to.name}> for a reference that may be null (a record value is never null)`;
  if ((from.k === "int" || from.k === "intlit") && to.k === "float") return `an explicit ${to.name}(...) conversion`;
  if (from.k === "float" && to.k === "int") return `an explicit ${to.name}(...) conversion (truncates toward zero)`;
  if (from.k === "int" && to.k === "int") return `an explicit ${to.name}(...) conversion`;
  if (from.k === "ref" && to.k === "int") return `addr(handle)`;
  if (from.k === "int" && to.k === "ref") return `ref<${to.layout}>(address)`;
  return `a value of type ${show(to)}`;
}

export function exactIn(v: number, t: FloatTypeName): boolean {
  if (t === "f32") return Math.fround(v) === v;
  return true;
}
