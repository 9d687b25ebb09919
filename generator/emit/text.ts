// Helpers that build and repair generated expression text: integer wraps and bracket handling on
// strings. They are what the review's finding 2 names: to be replaced by a typed expression tree
// with a precedence printer (emit/ts-expr.ts, issue 10 item 3), after which this file goes.
import type { IntTypeName } from "../../runtime/precision.js";

/** Wraps an integer expression to its type's range. */
export function wrapInt(name: IntTypeName, s0: string): string {
  const s = /^[\w$.]+$/.test(s0) || (/^[\w$.]+\(.*\)$/.test(s0) && balanced(s0.slice(s0.indexOf("(")))) ? s0 : `(${s0})`;
  switch (name) {
    case "i32":
      return `(${s} | 0)`;
    case "u32":
      return `(${s} >>> 0)`;
    case "u16":
      return `(${s} & 0xffff)`;
    case "u8":
      return `(${s} & 0xff)`;
    case "i16":
      return `((${s} << 16) >> 16)`;
    case "i8":
      return `((${s} << 24) >> 24)`;
  }
}

export function balanced(s: string): boolean {
  // true when s is one parenthesised group, e.g. "(a, b)"
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")" && --depth === 0 && i < s.length - 1) return false;
  }
  return depth === 0;
}

export function paren(s: string): string {
  return /^[\w$]+$/.test(s) ? s : `(${s})`;
}

export function mentions(code: string, name: string): boolean {
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w$])${esc}`).test(code);
}

export function stripParens(s: string): string {
  if (!s.startsWith("(") || !s.endsWith(")")) return s;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")") {
      depth--;
      if (depth === 0 && i < s.length - 1) return s;
    }
  }
  return s.slice(1, -1);
}

export function wrapNot(s: string): string {
  return s.startsWith("(") && stripParens(s) !== s ? s : `(${s})`;
}
