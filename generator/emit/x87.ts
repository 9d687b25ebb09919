// The exact x87 reference backend (issue 17): a second spelling of the same checked program, in
// which every `ext` value is what an x87 register holds (reference/x87/ext.ts, computed exactly)
// instead of an f64. It is emitted on demand for measurement (reference/x87/build.ts, into a cache
// folder), never into generated/. What it changes is only what touches an ext value:
//
// - an ext value is an `XV` (reference/x87/backend.ts): an `Ext`, or a JS number standing for the
//   f64 value it holds, so every f32/f64 operand and literal enters ext exactly without a call;
// - each ext operation (+ − × ÷ √) is `$x.op($s[k], a, b)`, where `$s[k]` is the operation's site
//   (function, spec line and column): the measurement lowers sites to f64 one at a time;
// - ext → f32/f64 stores and casts round once (`$x.f32`, `$x.f64`: fstp m32 / m64), comparisons,
//   negation, abs, min/max, floor/ceil/trunc, signbit and the integer truncation read the ext value;
// - a function with ext operations starts with the measurement probe (`$x.probe`, null unless a
//   measurement is running).
//
// Everything else (f32/f64 arithmetic, integers, memory, records, the ABI) is the default
// spelling, so a function without ext operations is emitted identically by both backends.
import type { FloatTypeName } from "../../runtime/precision.js";
import type { Span } from "../errors.js";
import type { Counters } from "./counters.js";
import { LOWER_INTRINSIC, type IntrinsicRow } from "./intrinsics.js";
import { DefaultRounding, type ArithOp, type Backend, type RoundingSpelling, type SpellingContext } from "./rounding.js";
import { importLine, relImport } from "./file.js";
import { callPath, id, index, num, print, type BinOp, type E } from "./ts-expr.js";

/** One ext operation of a file: the function it is in ("" outside functions), its spec line and column, the operation, its spec text. */
type SiteRow = [fn: string, line: number, col: number, op: string, text: string];

const OP_NAME: Record<ArithOp, string> = { "+": "add", "-": "sub", "*": "mul", "/": "div" };
const CMP_NAME: Partial<Record<BinOp, string>> = { "<": "lt", "<=": "le", ">": "gt", ">=": "ge", "===": "eq", "!==": "ne" };

class X87Rounding implements RoundingSpelling {
  readonly extType = "XV";
  private readonly base: DefaultRounding;

  constructor(
    private readonly counters: Counters,
    private readonly at: SpellingContext,
    private readonly file: X87Backend,
  ) {
    this.base = new DefaultRounding(counters);
  }

  op(prec: FloatTypeName, s: E): E {
    if (prec === "ext") throw new Error(`x87 backend: an ext operation reached the funnel as an expression (${print(s)}); spell it through arith`);
    return this.base.op(prec, s);
  }

  arith(prec: FloatTypeName, op: ArithOp, l: E, r: E, at: Span): E {
    if (prec !== "ext") return this.base.arith(prec, op, l, r);
    this.counters.extLowerings++;
    return callPath(`$x.${OP_NAME[op]}`, [this.site(at, op), l, r]);
  }

  /** √ computed in `prec` (the sqrt intrinsic). */
  sqrt(prec: FloatTypeName, a: E, at: Span): E | undefined {
    if (prec !== "ext") return undefined;
    this.counters.extLowerings++;
    return callPath("$x.sqrt", [this.site(at, "sqrt"), a]);
  }

  convert(from: FloatTypeName | "int", to: FloatTypeName, s: E): E {
    if (from !== "ext" || to === "ext") return this.base.convert(from, to, s); // into ext: exact, the value as it is
    this.base.convert(from, to, s); // the same counts
    return this.use(`$x.${to}`, [s]);
  }

  compare(jsop: BinOp, l: E, r: E, ext: boolean): E {
    return ext ? this.use(`$x.${CMP_NAME[jsop]}`, [l, r]) : this.base.compare(jsop, l, r);
  }

  neg(ty: FloatTypeName, s: E): E {
    return ty === "ext" ? this.use("$x.neg", [s]) : this.base.neg(ty, s);
  }

  trunc(from: FloatTypeName, s: E): E {
    return from === "ext" ? this.use("$x.toInt", [s]) : this.base.trunc(from, s);
  }

  /** A call into the reference runtime (the file imports it). */
  use(fn: string, args: E[]): E {
    this.file.used = true;
    return callPath(fn, args);
  }

  private site(at: Span, op: string): E {
    const [line, col] = this.at.position(at);
    const text = this.at.text(at).replace(/\s+/g, " ");
    this.file.used = true;
    return index(id("$s"), num(this.file.site([this.at.fn ?? "", line, col, op, text.length > 72 ? `${text.slice(0, 69)}...` : text])));
  }
}

/** Rows for the intrinsics that meet an ext value; any other call keeps the default row. */
const x87Rows: Record<string, IntrinsicRow> = {
  sqrt: (c) => (c.rounding as X87Rounding).sqrt(c.prec(), c.arg(0), c.e.span) ?? LOWER_INTRINSIC.sqrt(c),
  abs: (c) => (c.isExt(0) ? (c.rounding as X87Rounding).use("$x.abs", [c.arg(0)]) : LOWER_INTRINSIC.abs(c)),
  ...Object.fromEntries(
    (["min", "max"] as const).map((n) => [
      n,
      (c: Parameters<IntrinsicRow>[0]) => (c.isExt(0) || c.isExt(1) ? (c.rounding as X87Rounding).use(`$x.${n}`, [c.arg(0), c.arg(1)]) : LOWER_INTRINSIC[n](c)),
    ]),
  ),
  ...Object.fromEntries(
    (["floor", "ceil", "trunc", "signbit"] as const).map((n) => [
      n,
      (c: Parameters<IntrinsicRow>[0]) => (c.isExt(0) ? (c.rounding as X87Rounding).use(`$x.${n}`, [c.arg(0)]) : LOWER_INTRINSIC[n](c)),
    ]),
  ),
};

class X87Backend implements Backend {
  readonly name = "x87";
  readonly extType = "XV";
  readonly intrinsics = x87Rows;
  used = false;
  private readonly rows: SiteRow[] = [];

  constructor(private readonly where: string) {}

  spelling(counters: Counters, at: SpellingContext): RoundingSpelling {
    return new X87Rounding(counters, at, this);
  }

  /** The index of a site in this file's table (one per spec operation; a vector's components share it). */
  site(row: SiteRow): number {
    const i = this.rows.findIndex((r) => r.every((v, k) => v === row[k]));
    if (i >= 0) return i;
    this.rows.push(row);
    return this.rows.length - 1;
  }

  prologue(fn: string, extOps: number): string[] {
    if (extOps === 0) return [];
    this.used = true;
    return [`if ($x.probe !== null) $x.probe(${JSON.stringify(fn)}, ${fn}, arguments); // the measurement's probe (reference/precision/)`];
  }

  precisionDoc(extOps: number): string[] {
    return extOps > 0
      ? [`@precision ${extOps} ext operation${extOps === 1 ? "" : "s"} computed exactly as the x87 does (the reference backend, issue 17)`]
      : [];
  }

  finishFile(path: string): { imports: string[]; preamble: string } {
    if (!this.used) return { imports: [], preamble: "" };
    const preamble =
      this.rows.length > 0
        ? "// The ext operations of this file: [function, spec line, column, operation, spec text] (the measurement lowers them one by one).\n" +
          `const $s = $x.sites(${JSON.stringify(this.where)}, [\n${this.rows.map((r) => `    ${JSON.stringify(r)},`).join("\n")}\n  ]);\n\n`
        : "";
    return { imports: [importLine(relImport(path, "reference/x87/backend.ts"), [{ name: "$x" }, { name: "XV", isTypeOnly: true }])], preamble };
  }
}

/** A fresh x87 backend for one emitted file (`where`: its spec path, as errors name it). */
export function x87Backend(where: string): Backend {
  return new X87Backend(where);
}
