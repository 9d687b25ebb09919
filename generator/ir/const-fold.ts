// Folding of integer constant expressions (literals, unary - and ~, and C's binary operators), in
// BigInt so that nothing overflows before the checker decides which type the value must fit.
import type * as A from "../parse/ast.js";
import type { Expr } from "./ir.js";

/** The value of an integer constant expression, parsed or checked (a conversion is not looked through). */
export function constValue(e: A.Expr | Expr): bigint | undefined {
  switch (e.kind) {
    case "int":
      return e.value;
    case "unary": {
      const v = constValue(e.operand);
      if (v === undefined) return undefined;
      return e.op === "-" ? -v : e.op === "~" ? ~v : undefined;
    }
    case "binary": {
      const a = constValue(e.left);
      const b = constValue(e.right);
      if (a === undefined || b === undefined) return undefined;
      switch (e.op) {
        case "+":
          return a + b;
        case "-":
          return a - b;
        case "*":
          return a * b;
        // BigInt division and remainder truncate toward zero, as C's do
        case "/":
          return b === 0n ? undefined : a / b;
        case "%":
          return b === 0n ? undefined : a % b;
        case "&":
          return a & b;
        case "|":
          return a | b;
        case "^":
          return a ^ b;
        case "<<":
          return a << b;
        case ">>":
          return a >> b;
        default:
          return undefined;
      }
    }
    default:
      return undefined;
  }
}
