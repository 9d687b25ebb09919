// One generic walk over checked bodies, shared by the checker's queries, the analyses and the
// lowering's preparation: each visits nodes through it instead of writing its own recursion. The
// queries the checker asks before it has checked a node (does it contain a call, a break, an
// expect?) take a parsed node as well as a checked one: both trees have the same shape.
import type * as A from "../parse/ast.js";
import type { Expr, Stmt } from "./ir.js";

/** A parsed or a checked expression (the same shape, with or without the checker's slots). */
type AnyNode = A.Expr | Expr;

/** The direct sub-expressions of `e`, in source order (checked children for a checked node). */
export function childExprs<E extends AnyNode>(e: E): E[] {
  return children(e) as E[];
}

function children(e: AnyNode): AnyNode[] {
  switch (e.kind) {
    case "call":
      return e.args;
    case "mcall":
      return [e.object, ...e.args];
    case "unary":
      return [e.operand];
    case "binary":
      return [e.left, e.right];
    case "typecall":
      return e.args;
    case "field":
      return [e.object];
    case "index":
      return [e.object, e.index];
    case "array":
      return e.items;
    case "convert":
      return [e.operand];
    default:
      return [];
  }
}

/** The expressions a statement holds directly (not those of nested statements), in source order. */
export function stmtExprs(s: Stmt): Expr[] {
  switch (s.kind) {
    case "let":
      return [s.init];
    case "assign":
      return [s.target, s.value];
    case "if":
    case "while":
      return [s.cond];
    case "for":
      return [s.from, s.to];
    case "return":
      return s.value ? [s.value] : [];
    case "assert":
      return [s.cond, ...s.args];
    case "expect":
      return [s.cond];
    case "expr":
      return [s.expr];
    default:
      return [];
  }
}

/** The statement lists nested in a statement. */
export function childBlocks(s: Stmt): Stmt[][] {
  switch (s.kind) {
    case "if":
      return s.else ? [s.then, s.else] : [s.then];
    case "while":
    case "for":
    case "expect_assert":
      return [s.body];
    default:
      return [];
  }
}

export interface Visitor {
  /** Called before a node's children; return false to skip them. */
  expr?(e: Expr): boolean | void;
  /** Called before a statement's expressions and nested blocks; return false to skip them. */
  stmt?(s: Stmt): boolean | void;
}

export function walkExpr(e: Expr, v: Visitor): void {
  if (v.expr?.(e) === false) return;
  for (const c of childExprs(e)) walkExpr(c, v);
}

export function walkStmts(ss: Stmt[], v: Visitor): void {
  for (const s of ss) {
    if (v.stmt?.(s) === false) continue;
    for (const e of stmtExprs(s)) walkExpr(e, v);
    for (const b of childBlocks(s)) walkStmts(b, v);
  }
}

/** True when `e` or any sub-expression satisfies `pred`. */
export function someExpr(e: AnyNode, pred: (e: AnyNode) => boolean): boolean {
  if (pred(e)) return true;
  return childExprs(e).some((c) => someExpr(c, pred));
}

export function isCall(e: AnyNode): boolean {
  return e.kind === "call" || e.kind === "mcall";
}

export function containsCall(e: AnyNode): boolean {
  return someExpr(e, isCall);
}

/** A `break` of the enclosing loop: one in the block or its `if`s (not in a nested loop). */
export function containsBreak(stmts: (A.Stmt | Stmt)[]): boolean {
  return stmts.some((s) => s.kind === "break" || (s.kind === "if" && (containsBreak(s.then) || (s.else !== undefined && containsBreak(s.else)))));
}

/** An `expect` anywhere in a test case's body (loops and ifs included). */
export function hasExpect(stmts: (A.Stmt | Stmt)[]): boolean {
  return stmts.some(
    (s) =>
      s.kind === "expect" ||
      s.kind === "expect_assert" ||
      (s.kind === "if" && (hasExpect(s.then) || (s.else !== undefined && hasExpect(s.else)))) ||
      ((s.kind === "while" || s.kind === "for") && hasExpect(s.body)),
  );
}

/** A field access into layout memory. */
export function isMemoryField(e: Expr): boolean {
  return e.kind === "field" && e.access?.kind === "layout";
}
