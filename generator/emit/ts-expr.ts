// A small TypeScript expression tree and its printer (issue 10 item 3). The lowering builds these
// nodes instead of strings; `print` adds parentheses from TypeScript's operator precedence and
// associativity only, plus a few for clarity where bitwise and shift operators meet other
// operators (D-GEN-10). The constructors hold the peepholes that need no type knowledge
// (`!(a !== b)` is `a === b`, D-GEN-12); the integer wraps and their known-range rules are in
// emit/int-wrap.ts (D-GEN-11). generator/test/ts-expr.test.ts prints random trees, parses them
// back with the TypeScript compiler and compares the shapes.

export type BinOp = "*" | "/" | "%" | "+" | "-" | "<<" | ">>" | ">>>" | "<" | "<=" | ">" | ">=" | "===" | "!==" | "&" | "^" | "|" | "&&" | "||";

export type UnOp = "!" | "-" | "~" | "+";

/** An integer value range [lo, hi] a node is known to lie in (every value an integer, never -0). */
export type Range = readonly [lo: number, hi: number];

export type E =
  /** A literal as printed (a number with its spelling, a string, `true`, `null`); `value` when it is an integer. */
  | { k: "lit"; text: string; value?: number }
  | { k: "id"; name: string; range?: Range }
  | { k: "member"; obj: E; name: string; range?: Range }
  | { k: "index"; obj: E; index: E; range?: Range }
  /** The non-null assertion `e!`. */
  | { k: "nonnull"; e: E }
  | { k: "call"; callee: E; args: E[]; range?: Range }
  | { k: "new"; callee: E; args: E[] }
  | { k: "unary"; op: UnOp; e: E }
  | { k: "bin"; op: BinOp; l: E; r: E }
  | { k: "cond"; c: E; t: E; f: E }
  | { k: "assign"; l: E; r: E }
  | { k: "array"; items: E[] }
  | { k: "object"; props: { name: string; value: E }[] }
  /** `e /* text *\/`: a comment after an expression (a literal's spec spelling, a layout field's name). */
  | { k: "note"; e: E; text: string };

// ------------------------------------------------------------------ constructors
export const id = (name: string, range?: Range): E => (range ? { k: "id", name, range } : { k: "id", name });
export const lit = (text: string, value?: number): E => (value === undefined ? { k: "lit", text } : { k: "lit", text, value });
/** An integer literal printed in decimal. */
export const num = (v: number): E => (v < 0 || Object.is(v, -0) ? { k: "unary", op: "-", e: lit(String(-v), -v) } : lit(String(v), v));
export const str = (s: string): E => lit(JSON.stringify(s));
export const member = (obj: E, name: string, range?: Range): E => (range ? { k: "member", obj, name, range } : { k: "member", obj, name });
export const index = (obj: E, i: E, range?: Range): E => (range ? { k: "index", obj, index: i, range } : { k: "index", obj, index: i });
export const nonnull = (e: E): E => ({ k: "nonnull", e });
export const call = (callee: E, args: E[], range?: Range): E => (range ? { k: "call", callee, args, range } : { k: "call", callee, args });
/** A call of a dotted name: `callPath("Math.fround", [x])`. */
export const callPath = (path: string, args: E[], range?: Range): E => call(dotted(path), args, range);
export const newExpr = (callee: E, args: E[]): E => ({ k: "new", callee, args });
export const unary = (op: UnOp, e: E): E => ({ k: "unary", op, e });
export const bin = (op: BinOp, l: E, r: E): E => ({ k: "bin", op, l, r });
export const cond = (c: E, t: E, f: E): E => ({ k: "cond", c, t, f });
export const assign = (l: E, r: E): E => ({ k: "assign", l, r });
export const array = (items: E[]): E => ({ k: "array", items });
export const object = (props: { name: string; value: E }[]): E => ({ k: "object", props });
export const note = (e: E, text: string): E => ({ k: "note", e, text: text.replace(/\*\//g, "* /") });

/** `a.b.c` as members of an identifier. */
export function dotted(path: string): E {
  const parts = path.split(".");
  let e: E = id(parts[0]);
  for (const p of parts.slice(1)) e = member(e, p);
  return e;
}

const NEGATE: Partial<Record<BinOp, BinOp>> = { "===": "!==", "!==": "===" };

/**
 * Logical not. `!(a !== b)` is `a === b` and `!(a === b)` is `a !== b` for every value (D-GEN-12);
 * an ordered comparison is not flipped (`!(a < b)` is not `a >= b` when a value is NaN), and `!!x` stays.
 */
export function not(e: E): E {
  const x = e.k === "note" ? e.e : e;
  if (x.k === "bin") {
    const flipped = NEGATE[x.op];
    if (flipped) return bin(flipped, x.l, x.r);
  }
  return { k: "unary", op: "!", e };
}

/** A name, a non-negative literal or a member chain of such: cheap to read twice, no side effect. */
export function isSimple(e: E): boolean {
  if (e.k === "id") return true;
  if (e.k === "lit") return !e.text.startsWith("-");
  if (e.k === "member") return isSimple(e.obj);
  return false;
}

/** Whether the tree reads an identifier `name` or one of its scalar components (`name_x`). */
export function mentionsId(e: E, name: string): boolean {
  switch (e.k) {
    case "id":
      return e.name === name || e.name.startsWith(`${name}_`);
    case "lit":
      return false;
    case "member":
      return mentionsId(e.obj, name);
    case "index":
      return mentionsId(e.obj, name) || mentionsId(e.index, name);
    case "nonnull":
    case "unary":
    case "note":
      return mentionsId(e.e, name);
    case "call":
    case "new":
      return mentionsId(e.callee, name) || e.args.some((a) => mentionsId(a, name));
    case "bin":
    case "assign":
      return mentionsId(e.l, name) || mentionsId(e.r, name);
    case "cond":
      return mentionsId(e.c, name) || mentionsId(e.t, name) || mentionsId(e.f, name);
    case "array":
      return e.items.some((a) => mentionsId(a, name));
    case "object":
      return e.props.some((p) => mentionsId(p.value, name));
  }
}

// ------------------------------------------------------------------ precedence
// TypeScript's (ECMAScript's) precedence levels, higher binds tighter.
const P_ASSIGN = 2;
const P_COND = 3;
const P_UNARY = 15;
const P_POSTFIX = 18; // the non-null assertion `e!` (a left-hand-side expression, like a member)
const P_MEMBER = 18; // member, index, call, `new X()` with arguments
const P_PRIMARY = 20;

const BIN_PREC: Record<BinOp, number> = {
  "||": 4,
  "&&": 5,
  "|": 6,
  "^": 7,
  "&": 8,
  "===": 9,
  "!==": 9,
  "<": 10,
  "<=": 10,
  ">": 10,
  ">=": 10,
  "<<": 11,
  ">>": 11,
  ">>>": 11,
  "+": 12,
  "-": 12,
  "*": 13,
  "/": 13,
  "%": 13,
};

const BITWISE = new Set<BinOp>(["&", "|", "^", "<<", ">>", ">>>"]);

function precOf(e: E): number {
  switch (e.k) {
    case "lit":
      return e.text.startsWith("-") ? P_UNARY : P_PRIMARY;
    case "id":
    case "array":
    case "object":
      return P_PRIMARY;
    case "member":
    case "index":
    case "call":
    case "new":
      return P_MEMBER;
    case "nonnull":
      return P_POSTFIX;
    case "unary":
      return P_UNARY;
    case "bin":
      return BIN_PREC[e.op];
    case "cond":
      return P_COND;
    case "assign":
      return P_ASSIGN;
    case "note":
      return precOf(e.e);
  }
}

/** The operator of a binary node, looking through a trailing comment. */
function binOp(e: E): BinOp | undefined {
  if (e.k === "note") return binOp(e.e);
  return e.k === "bin" ? e.op : undefined;
}

/**
 * Whether a binary operand needs brackets: when precedence asks (a lower level, or the same level
 * on the right of a left-associative operator), and for clarity where a bitwise or shift operator
 * meets a different binary operator (`(a + b) >>> 0`, `(x >>> 2) & 3`, `(a & b) === 0`) (D-GEN-10).
 */
function operandParens(op: BinOp, child: E, right: boolean): boolean {
  const cp = precOf(child);
  const p = BIN_PREC[op];
  if (cp < p || (right && cp === p)) return true;
  const cop = binOp(child);
  if (cop === undefined) return false;
  // `a < b > (c)` would read as a call with a type argument in TypeScript: a comparison of a comparison is bracketed
  if (BIN_PREC[cop] === BIN_PREC["<"] && p === BIN_PREC["<"]) return true;
  if (cop === op) return false;
  return BITWISE.has(op) || BITWISE.has(cop);
}

function isDottedName(e: E): boolean {
  return e.k === "id" || (e.k === "member" && isDottedName(e.obj));
}

function wrap(s: string, yes: boolean): string {
  return yes ? `(${s})` : s;
}

/** The expression as TypeScript text, with brackets where precedence (or D-GEN-10's clarity rule) needs them. */
export function print(e: E): string {
  switch (e.k) {
    case "lit":
      return e.text;
    case "id":
      return e.name;
    case "member":
      return `${objectPos(e.obj)}.${e.name}`;
    case "index":
      return `${objectPos(e.obj)}[${print(e.index)}]`;
    case "nonnull":
      return `${wrap(print(e.e), precOf(e.e) < P_POSTFIX)}!`;
    case "call":
      return `${objectPos(e.callee)}(${e.args.map(argPos).join(", ")})`;
    case "new":
      // `new a().b()` would call `new a()`'s b: a callee other than a dotted name is bracketed
      return `new ${wrap(print(e.callee), !isDottedName(e.callee))}(${e.args.map(argPos).join(", ")})`;
    case "unary": {
      const inner = print(e.e);
      // `- -x`, `-(-1)`, `+ +x` would read (or lex) as a decrement: bracket a sign under a sign
      const sameSign = (e.op === "-" || e.op === "+") && (inner.startsWith("-") || inner.startsWith("+"));
      return `${e.op}${wrap(inner, precOf(e.e) < P_UNARY || sameSign)}`;
    }
    case "bin":
      return `${wrap(print(e.l), operandParens(e.op, e.l, false))} ${e.op} ${wrap(print(e.r), operandParens(e.op, e.r, true))}`;
    case "cond":
      return `${wrap(print(e.c), precOf(e.c) <= P_COND)} ? ${argPos(e.t)} : ${argPos(e.f)}`;
    case "assign":
      return `${wrap(print(e.l), precOf(e.l) < P_MEMBER)} = ${argPos(e.r)}`;
    case "array":
      return `[${e.items.map(argPos).join(", ")}]`;
    case "object":
      return e.props.length === 0 ? "{}" : `{ ${e.props.map((p) => `${p.name}: ${argPos(p.value)}`).join(", ")} }`;
    case "note":
      return `${print(e.e)} /* ${e.text} */`;
  }
}

/** The object of a member, index or call: brackets unless it binds as tightly; a number literal too (`(1).x`). */
function objectPos(e: E): string {
  const s = print(e);
  const numLit = (e.k === "lit" || (e.k === "note" && e.e.k === "lit")) && /^[\d.]/.test(s);
  return wrap(s, precOf(e) < P_MEMBER || numLit || e.k === "note");
}

/** An argument, array item or property value: any expression but a comma expression (none are built). */
function argPos(e: E): string {
  return print(e);
}
