// The expression printer (emit/ts-expr.ts) and the integer wraps (emit/int-wrap.ts): seeded random
// trees are printed, parsed back with the TypeScript compiler and must have the same shape (the
// brackets the printer leaves out are the ones precedence does not need); each peephole has cases.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import * as X from "../emit/ts-expr.js";
import type { E } from "../emit/ts-expr.js";
import { rangeOf, rangeOfType, strip32, wrapInt } from "../emit/int-wrap.js";

/** A small seeded generator (mulberry32): the same trees on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BIN_OPS: X.BinOp[] = ["*", "/", "%", "+", "-", "<<", ">>", ">>>", "<", "<=", ">", ">=", "===", "!==", "&", "^", "|", "&&", "||"];
const UN_OPS: X.UnOp[] = ["!", "-", "~", "+"];
const LEAVES = ["0", "1", "0xff", "2.5", "1e-7", "true", "null", '"s"', "NaN"];

function randomTree(r: () => number, depth: number): E {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  if (depth <= 0 || r() < 0.15) return r() < 0.5 ? X.id(pick(["a", "b", "c", "$x", "t$0"])) : X.lit(pick(LEAVES));
  const sub = () => randomTree(r, depth - 1);
  const place = (): E => {
    const k = r();
    if (k < 0.4) return X.id(pick(["a", "b"]));
    if (k < 0.7) return X.member(sub(), pick(["x", "length"]));
    return X.index(sub(), sub());
  };
  const k = Math.floor(r() * 14);
  switch (k) {
    case 0:
      return X.member(sub(), pick(["x", "f32", "length"]));
    case 1:
      return X.index(sub(), sub());
    case 2:
      return X.call(sub(), Array.from({ length: Math.floor(r() * 3) }, sub));
    case 3:
      return X.newExpr(r() < 0.5 ? X.dotted("a.B") : sub(), Array.from({ length: Math.floor(r() * 2) }, sub));
    case 4:
      return X.nonnull(sub());
    case 5:
      return X.unary(pick(UN_OPS), sub());
    case 6:
      return X.cond(sub(), sub(), sub());
    case 7:
      return X.assign(place(), sub());
    case 8:
      return X.array(Array.from({ length: Math.floor(r() * 3) }, sub));
    case 9:
      return X.object(Array.from({ length: Math.floor(r() * 3) }, (_, i) => ({ name: "xyz"[i], value: sub() })));
    case 10:
      return X.note(sub(), "Layout.field */ end");
    default:
      return X.bin(pick(BIN_OPS), sub(), sub());
  }
}

/** The shape of a tree, as an s-expression. */
function shape(e: E): string {
  switch (e.k) {
    case "lit":
    case "id":
      return e.k === "lit" ? e.text : e.name;
    case "member":
      return `(. ${shape(e.obj)} ${e.name})`;
    case "index":
      return `([] ${shape(e.obj)} ${shape(e.index)})`;
    case "nonnull":
      return `(! ${shape(e.e)})`;
    case "call":
      return `(call ${[e.callee, ...e.args].map(shape).join(" ")})`;
    case "new":
      return `(new ${[e.callee, ...e.args].map(shape).join(" ")})`;
    case "unary":
      return `(${e.op}u ${shape(e.e)})`;
    case "bin":
      return `(${e.op} ${shape(e.l)} ${shape(e.r)})`;
    case "cond":
      return `(? ${shape(e.c)} ${shape(e.t)} ${shape(e.f)})`;
    case "assign":
      return `(= ${shape(e.l)} ${shape(e.r)})`;
    case "array":
      return `([ ${e.items.map(shape).join(" ")})`;
    case "object":
      return `({ ${e.props.map((p) => `${p.name}:${shape(p.value)}`).join(" ")})`;
    case "note":
      return shape(e.e);
  }
}

const PREFIX: Partial<Record<ts.SyntaxKind, string>> = {
  [ts.SyntaxKind.ExclamationToken]: "!",
  [ts.SyntaxKind.MinusToken]: "-",
  [ts.SyntaxKind.TildeToken]: "~",
  [ts.SyntaxKind.PlusToken]: "+",
};

/** The shape of a parsed TypeScript expression, brackets skipped. */
function parsedShape(n: ts.Node, sf: ts.SourceFile): string {
  if (ts.isParenthesizedExpression(n)) return parsedShape(n.expression, sf);
  if (ts.isIdentifier(n) || ts.isNumericLiteral(n) || ts.isStringLiteral(n)) return n.getText(sf);
  if (n.kind === ts.SyntaxKind.TrueKeyword || n.kind === ts.SyntaxKind.NullKeyword) return n.getText(sf);
  if (ts.isPropertyAccessExpression(n)) return `(. ${parsedShape(n.expression, sf)} ${n.name.text})`;
  if (ts.isElementAccessExpression(n)) return `([] ${parsedShape(n.expression, sf)} ${parsedShape(n.argumentExpression, sf)})`;
  if (ts.isNonNullExpression(n)) return `(! ${parsedShape(n.expression, sf)})`;
  if (ts.isCallExpression(n)) return `(call ${[n.expression, ...n.arguments].map((a) => parsedShape(a, sf)).join(" ")})`;
  if (ts.isNewExpression(n)) return `(new ${[n.expression, ...(n.arguments ?? [])].map((a) => parsedShape(a, sf)).join(" ")})`;
  if (ts.isPrefixUnaryExpression(n)) return `(${PREFIX[n.operator]}u ${parsedShape(n.operand, sf)})`;
  if (ts.isBinaryExpression(n)) {
    const op = n.operatorToken.getText(sf);
    return `(${op} ${parsedShape(n.left, sf)} ${parsedShape(n.right, sf)})`;
  }
  if (ts.isConditionalExpression(n)) return `(? ${[n.condition, n.whenTrue, n.whenFalse].map((a) => parsedShape(a, sf)).join(" ")})`;
  if (ts.isArrayLiteralExpression(n)) return `([ ${n.elements.map((a) => parsedShape(a, sf)).join(" ")})`;
  if (ts.isObjectLiteralExpression(n)) {
    return `({ ${n.properties.map((p) => (ts.isPropertyAssignment(p) ? `${p.name.getText(sf)}:${parsedShape(p.initializer, sf)}` : "?")).join(" ")})`;
  }
  return `<${ts.SyntaxKind[n.kind]}>`;
}

function parse(text: string): { shape: string; errors: number } {
  const sf = ts.createSourceFile("/e.ts", `$r(${text});`, ts.ScriptTarget.ES2022, true);
  const stmt = sf.statements[0];
  const diags = (sf as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
  if (sf.statements.length !== 1 || !ts.isExpressionStatement(stmt) || !ts.isCallExpression(stmt.expression) || stmt.expression.arguments.length !== 1) {
    return { shape: "<not one expression>", errors: diags };
  }
  return { shape: parsedShape(stmt.expression.arguments[0], sf), errors: diags };
}

describe("the expression printer", () => {
  it("prints 2,000 random trees that parse back to the same shape", () => {
    const r = rng(20261202);
    let brackets = 0;
    for (let i = 0; i < 2000; i++) {
      const tree = randomTree(r, 1 + (i % 6));
      const text = X.print(tree);
      const back = parse(text);
      expect({ text, errors: back.errors, shape: back.shape }).toEqual({ text, errors: 0, shape: shape(tree) });
      brackets += text.split("(").length - 1;
    }
    expect(brackets).toBeGreaterThan(0);
  });

  it("leaves out the brackets precedence does not need", () => {
    const a = X.id("a");
    const b = X.id("b");
    const c = X.id("c");
    expect(X.print(X.bin("+", X.bin("*", a, b), c))).toBe("a * b + c");
    expect(X.print(X.bin("*", X.bin("+", a, b), c))).toBe("(a + b) * c");
    expect(X.print(X.bin("-", a, X.bin("-", b, c)))).toBe("a - (b - c)");
    expect(X.print(X.bin("-", X.bin("-", a, b), c))).toBe("a - b - c");
    expect(X.print(X.bin("&&", X.bin("<", a, b), X.bin("===", b, c)))).toBe("a < b && b === c");
    expect(X.print(X.callPath("Math.fround", [X.bin("+", a, b)]))).toBe("Math.fround(a + b)");
    expect(X.print(X.member(X.nonnull(a), "x"))).toBe("a!.x");
    expect(X.print(X.unary("-", X.unary("-", a)))).toBe("-(-a)");
    expect(X.print(X.bin("-", a, X.num(-1)))).toBe("a - -1");
  });

  it("brackets a bitwise or shift operator next to a different operator, for clarity (D-GEN-10)", () => {
    const a = X.id("a");
    expect(X.print(X.bin(">>>", X.bin("+", a, X.id("b")), X.num(0)))).toBe("(a + b) >>> 0");
    expect(X.print(X.bin("&", X.bin(">>>", a, X.num(2)), X.num(3)))).toBe("(a >>> 2) & 3");
    expect(X.print(X.bin("|", X.bin("|", a, X.id("b")), X.num(0)))).toBe("a | b | 0");
  });

  it("prints a note after its expression and brackets it where it is an operand's object", () => {
    const addr = X.note(X.bin("+", X.id("h"), X.num(8)), "Edge.next");
    expect(X.print(X.bin(">>>", addr, X.num(2)))).toBe("(h + 8 /* Edge.next */) >>> 2");
  });
});

describe("peepholes", () => {
  const a = X.id("a", rangeOfType("u32"));
  const i = X.id("i", rangeOfType("i32"));
  const b8 = X.id("b", rangeOfType("u8"));

  it("!(x !== y) is x === y and !(x === y) is x !== y; an ordered comparison is kept (D-GEN-12)", () => {
    expect(X.print(X.not(X.bin("!==", X.id("x"), X.lit("null"))))).toBe("x === null");
    expect(X.print(X.not(X.bin("===", X.id("x"), X.num(0))))).toBe("x !== 0");
    expect(X.print(X.not(X.bin("<", X.id("x"), X.id("y"))))).toBe("!(x < y)");
    expect(X.print(X.not(X.not(X.id("x"))))).toBe("!!x");
  });

  it("no >>> 0 after >>> or after & with a non-negative operand", () => {
    expect(X.print(wrapInt("u32", X.bin(">>>", i, X.num(3))))).toBe("i >>> 3");
    expect(X.print(wrapInt("u32", X.bin("&", i, X.lit("0xc", 0xc))))).toBe("i & 0xc");
    // a mask with bit 31 set is negative as an i32: the & result may be negative
    expect(X.print(wrapInt("u32", X.bin("&", i, X.lit("0x80000000", 0x80000000))))).toBe("(i & 0x80000000) >>> 0");
  });

  it("no | 0 on a value already an i32", () => {
    expect(X.print(wrapInt("i32", i))).toBe("i");
    expect(X.print(wrapInt("i32", X.call(X.dotted("Math.imul"), [i, i], rangeOfType("i32"))))).toBe("Math.imul(i, i)");
    expect(X.print(wrapInt("i32", X.bin(">>", i, X.num(1))))).toBe("i >> 1");
    expect(X.print(wrapInt("i32", X.bin("+", i, X.num(1))))).toBe("(i + 1) | 0");
    expect(X.print(wrapInt("i32", X.bin("+", b8, X.num(1))))).toBe("b + 1");
    // an unsigned value above 2^31 - 1 is not an i32
    expect(X.print(wrapInt("i32", a))).toBe("a | 0");
  });

  it("a wrap of a wrap to 32 bits keeps the outer one", () => {
    const d = X.bin("/", i, X.id("n"));
    expect(X.print(wrapInt("u32", wrapInt("i32", d)))).toBe("(i / n) >>> 0");
    expect(X.print(wrapInt("i32", wrapInt("u32", d)))).toBe("(i / n) | 0");
  });

  it("a sum's 32-bit terms lose their wraps inside a 32-bit wrap: (a + T[k] >>> 0) >>> 0 is (a + T[k]) >>> 0", () => {
    const t = X.index(X.id("T_NEXT"), X.bin(">>>", X.bin("&", a, X.lit("0xc", 0xc)), X.num(2)), rangeOfType("i32"));
    const sum = X.bin("+", a, wrapInt("u32", t));
    expect(X.print(wrapInt("u32", sum))).toBe("(a + T_NEXT[(a & 0xc) >>> 2]) >>> 0");
    // a term whose value may not be an integer keeps its wrap
    const q = X.bin("+", a, wrapInt("u32", X.bin("/", a, X.id("n"))));
    expect(X.print(wrapInt("u32", q))).toBe("(a + ((a / n) >>> 0)) >>> 0");
  });

  it("a bitwise operand loses its own 32-bit wrap (the operator takes the operand's 32 bits)", () => {
    const k = X.id("k", rangeOfType("i32"));
    const hi = X.bin("<<", strip32(wrapInt("u32", X.bin("+", k, X.num(1023)))), X.num(20));
    expect(X.print(wrapInt("u32", hi))).toBe("((k + 1023) << 20) >>> 0");
    expect(X.print(strip32(X.bin("|", X.bin("/", k, X.id("n")), X.num(0))))).toBe("k / n");
  });

  it("narrow wraps are left out when the range fits, kept when not", () => {
    expect(X.print(wrapInt("u8", b8))).toBe("b");
    expect(X.print(wrapInt("u8", X.bin("+", b8, X.num(1))))).toBe("(b + 1) & 0xff");
    expect(X.print(wrapInt("i16", X.bin("-", b8, X.num(1))))).toBe("b - 1");
    expect(X.print(wrapInt("i16", i))).toBe("(i << 16) >> 16");
  });

  it("the ranges of operations", () => {
    expect(rangeOf(X.bin(">>>", a, X.num(2)))).toEqual([0, 0x3fffffff]);
    expect(rangeOf(X.bin("&", a, X.lit("0xc", 0xc)))).toEqual([0, 0xc]);
    expect(rangeOf(X.bin("|", b8, X.num(0x100)))).toEqual([0, 0x1ff]);
    expect(rangeOf(X.bin(">>", i, X.num(1)))).toEqual([-0x40000000, 0x3fffffff]);
    // -0 is not an integer value: a negation of something that may be 0 has no known range
    expect(rangeOf(X.unary("-", b8))).toBeUndefined();
    expect(rangeOf(X.bin("/", i, i))).toBeUndefined();
    expect(rangeOf(X.bin("%", i, i))).toBeUndefined();
  });
});
