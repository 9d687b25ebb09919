// The checked tree's own node kinds: what the checker adds to the parsed AST. Today the checked
// program is the AST annotated in place (`ty`, `eval`, `binding`, `target`, `access` slots) plus
// the implicit `convert` nodes below; every later pass imports these types from here, never from
// the checker.
import type * as A from "../parse/ast.js";
import type { Ty } from "./types.js";

/** An implicit conversion the checker inserted: the one place a value is rounded, widened or narrowed. */
export type ConvertExpr = { kind: "convert"; to: Ty; operand: A.Expr; span: A.Span; ty: Ty };

/** A checked expression: a parsed one, or a conversion the checker inserted around one. */
export type AnyExpr = A.Expr | ConvertExpr;
