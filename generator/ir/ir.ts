// The checked tree: what the checker returns for every function body, constant and test case. The
// parsed AST (parse/ast.ts) is never changed by the checker; each checked node is a new node that
// carries its type (`ty`) and what the checker resolved (a variable's `binding`, a call's `target`,
// a field or index `access`, an operation's evaluation precision `eval`), with the implicit
// `convert` nodes the precision rules inserted. Every later pass reads this tree only.
import type * as A from "../parse/ast.js";
import type { FloatTypeName } from "../../runtime/precision.js";
import type { Ty } from "./types.js";
import type { Binding, ConstInfo, FnInfo, InterfaceInfo, LayoutFieldInfo, MethodInfo } from "./program.js";

type Span = A.Span;

/** How a field or index expression reaches its value. */
export type Access =
  | { kind: "comp"; idx: number }
  | { kind: "struct"; struct: string; deref?: boolean }
  | { kind: "layout"; layout: string; field: LayoutFieldInfo }
  | { kind: "bits"; layout: string; field: LayoutFieldInfo; lo: number; hi: number; signed: boolean }
  | { kind: "array"; inMemory: boolean }
  | { kind: "matrow" }
  | { kind: "matelem"; cols: number };

/** What a call or method call calls. */
export type CallTarget = { kind: "fn"; fn: FnInfo } | { kind: "intrinsic"; name: string } | { kind: "method"; iface: InterfaceInfo; method: MethodInfo };

/** The precision the checker chose to compute an operation in (a binary, an intrinsic call, a compound assignment). */
export interface Eval {
  prec: FloatTypeName;
}

/**
 * A conversion: the one place a value is rounded, widened or narrowed. One the precision rules
 * inserted (implicit), or, with `cast`, one the spec wrote (`f32(x)`, `i32(v)`: the checker turns
 * a scalar type call into it; it truncates a float to an integer and wraps an integer).
 */
export type ConvertExpr = { kind: "convert"; to: Ty; operand: Expr; span: Span; ty: Ty; cast?: boolean };

/**
 * A checked expression. The resolved slots are optional only because a node the checker rejected
 * may lack them; a program that checks has every one set (the readers below fail loudly if not).
 */
export type Expr =
  | { kind: "int"; value: bigint; text: string; span: Span; ty: Ty }
  | { kind: "float"; value: number; f32: boolean; text: string; span: Span; ty: Ty }
  | { kind: "bits"; width: 32 | 64; hex: string; span: Span; ty: Ty }
  | { kind: "bool"; value: boolean; span: Span; ty: Ty }
  | { kind: "null"; span: Span; ty: Ty }
  | { kind: "mcall"; object: Expr; name: string; args: Expr[]; span: Span; nameSpan: Span; ty: Ty; target?: CallTarget }
  | { kind: "var"; name: string; span: Span; ty: Ty; binding?: Binding }
  | { kind: "array"; items: Expr[]; span: Span; ty: Ty }
  | { kind: "new"; struct: string; span: Span; ty: Ty }
  | { kind: "unary"; op: "-" | "!" | "~"; operand: Expr; span: Span; ty: Ty }
  /** `expectCompare`: the condition of an `expect` that compares two values as stored (no promotion). */
  | { kind: "binary"; op: string; left: Expr; right: Expr; span: Span; ty: Ty; eval?: Eval; expectCompare?: boolean }
  | { kind: "call"; callee: string; args: Expr[]; span: Span; calleeSpan: Span; ty: Ty; target?: CallTarget; eval?: Eval }
  /** A vector constructor or a layout handle from an address (a scalar conversion becomes a `cast` convert). */
  | { kind: "typecall"; target: A.TypeNode; args: Expr[]; span: Span; ty: Ty }
  | { kind: "field"; object: Expr; name: string; span: Span; nameSpan: Span; ty: Ty; access?: Access }
  | { kind: "index"; object: Expr; index: Expr; span: Span; ty: Ty; access?: Access }
  | ConvertExpr;

/** A checked statement: the parsed one's shape, over checked expressions and blocks. */
export type Stmt =
  | { kind: "let"; name: string; type?: A.TypeNode; init: Expr; span: Span; nameSpan: Span; binding?: Binding }
  | { kind: "if"; cond: Expr; then: Stmt[]; else?: Stmt[]; span: Span }
  | { kind: "while"; cond: Expr; body: Stmt[]; span: Span }
  | { kind: "for"; name: string; reverse: boolean; from: Expr; to: Expr; inclusive: boolean; body: Stmt[]; span: Span; binding?: Binding }
  | { kind: "return"; value?: Expr; span: Span }
  | { kind: "break"; span: Span }
  | { kind: "continue"; span: Span }
  | { kind: "assert"; cond: Expr; message?: string; args: Expr[]; span: Span }
  | { kind: "expect"; cond: Expr; within?: A.CompareMode; span: Span }
  | { kind: "expect_assert"; message?: string; body: Stmt[]; span: Span }
  /** `eval` and `resultTy`: a compound assignment's evaluation precision and the type its operation yields before the store. */
  | { kind: "assign"; op: string; target: Expr; value: Expr; span: Span; eval?: Eval; resultTy?: Ty }
  | { kind: "expr"; expr: Expr; span: Span };

/** The binding the checker resolved a variable, `let` or `for` to. */
export function bindingOf(e: { kind: string; binding?: Binding }): Binding {
  if (e.binding === undefined) throw new Error(`generator: a ${e.kind} node reached the emitter without a binding`);
  return e.binding;
}

/** The access the checker resolved a field or index expression to. */
export function accessOf(e: { kind: string; access?: Access }): Access {
  if (e.access === undefined) throw new Error(`generator: a ${e.kind} node reached the emitter without an access`);
  return e.access;
}

/** The callee the checker resolved a call or method call to. */
export function targetOf(e: { kind: string; target?: CallTarget }): CallTarget {
  if (e.target === undefined) throw new Error(`generator: a ${e.kind} node reached the emitter without a call target`);
  return e.target;
}

/** The precision the checker chose to compute an operation in. */
export function evalPrec(e: { kind: string; eval?: Eval }): FloatTypeName {
  if (e.eval === undefined) throw new Error(`generator: a ${e.kind} node reached the emitter without its evaluation precision`);
  return e.eval.prec;
}

/** The checked value of a constant. */
export function constValueOf(c: ConstInfo): Expr {
  if (c.value === undefined) throw new Error(`generator: constant ${c.name} reached the emitter without a checked value`);
  return c.value;
}
