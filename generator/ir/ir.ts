// The checked tree's own node kinds: what the checker adds to the parsed AST. Today the checked
// program is the AST annotated in place (`ty`, `eval`, `binding`, `target`, `access` slots) plus
// the implicit `convert` nodes below; every later pass imports these types from here, never from
// the checker.
import type * as A from "../parse/ast.js";
import type { FloatTypeName } from "../../runtime/precision.js";
import type { Ty } from "./types.js";
import type { Binding, FnInfo, InterfaceInfo, LayoutFieldInfo, MethodInfo } from "./program.js";

/** An implicit conversion the checker inserted: the one place a value is rounded, widened or narrowed. */
export type ConvertExpr = { kind: "convert"; to: Ty; operand: A.Expr; span: A.Span; ty: Ty };

/** A checked expression: a parsed one, or a conversion the checker inserted around one. */
export type AnyExpr = A.Expr | ConvertExpr;

/**
 * The type the checker gave an expression (or an assignment target). The checked program still
 * keeps its facts in the parsed AST's slots (issue 10 item 1, review moves 14-15 not done): these
 * readers are the one place the emitter turns a slot into its type, and they fail loudly, naming
 * the node, where the checker left one unset instead of letting `undefined` flow into the output.
 */
export function tyOf(e: { kind: string; ty?: unknown }): Ty {
  if (e.ty === undefined) throw new Error(`generator: a ${e.kind} node reached the emitter without a type`);
  return e.ty as Ty;
}

/** The binding the checker resolved a variable, `let` or `for` to. */
export function bindingOf(e: { kind: string; binding?: unknown }): Binding {
  if (e.binding === undefined) throw new Error(`generator: a ${e.kind} node reached the emitter without a binding`);
  return e.binding as Binding;
}

/** How a field or index expression reaches its value (the checker's `access` slot). */
export type Access =
  | { kind: "comp"; idx: number }
  | { kind: "struct"; struct: string; deref?: boolean }
  | { kind: "layout"; layout: string; field: LayoutFieldInfo }
  | { kind: "bits"; layout: string; field: LayoutFieldInfo; lo: number; hi: number; signed: boolean }
  | { kind: "array"; inMemory: boolean }
  | { kind: "matrow" }
  | { kind: "matelem"; cols: number };

/** What a call or method call calls (the checker's `target` slot). */
export type CallTarget = { kind: "fn"; fn: FnInfo } | { kind: "intrinsic"; name: string } | { kind: "method"; iface: InterfaceInfo; method: MethodInfo };

/** The access the checker resolved a field or index expression to. */
export function accessOf(e: { kind: string; access?: unknown }): Access {
  if (e.access === undefined) throw new Error(`generator: a ${e.kind} node reached the emitter without an access`);
  return e.access as Access;
}

/** The callee the checker resolved a call or method call to. */
export function targetOf(e: { kind: string; target?: unknown }): CallTarget {
  if (e.target === undefined || (e.target as { kind?: unknown }).kind === undefined)
    throw new Error(`generator: a ${e.kind} node reached the emitter without a call target`);
  return e.target as CallTarget;
}

/** The precision the checker chose to compute an operation in (the `eval` slot of a binary, an intrinsic call, a compound assignment). */
export function evalPrec(e: { kind: string; eval?: unknown }): FloatTypeName {
  const p = (e.eval as { prec?: FloatTypeName } | undefined)?.prec;
  if (p === undefined) throw new Error(`generator: a ${e.kind} node reached the emitter without its evaluation precision`);
  return p;
}

/** The evaluation precision of a compound assignment, if the checker set one. */
export function evalPrecIfAny(s: object): FloatTypeName | undefined {
  return (s as { eval?: { prec?: FloatTypeName } }).eval?.prec;
}

/** The source type the checker gave a conversion call (`i32(x)`), if it set one. */
export function convertFrom(e: { eval?: unknown }): Ty | undefined {
  return (e.eval as { from?: Ty } | undefined)?.from;
}

/** The type a compound assignment's operation yields before it is stored, if the checker set one. */
export function assignResultTy(s: object): Ty | undefined {
  return (s as { resultTy?: Ty }).resultTy;
}
