// Lowering of checked expressions to TypeScript text: literals, names, operators, conversions and
// casts (spelled through the rounding funnel, emit/rounding.ts: Math.fround exactly at f32 rounding
// points, nothing for f64, a count for every ext operation computed in f64), fields, indexes and
// layout memory, the checked build's checks, and vector expressions as their components. The
// precision decisions were made by the checker (eval precisions and convert nodes): this only
// spells them. Calls are lowered by emit/lower-call.ts and statements by emit/lower.ts.
import type * as A from "../parse/ast.js";
import type { Binding, FnInfo, LayoutFieldInfo } from "../ir/program.js";
import { accessOf, bindingOf, evalPrec, targetOf, type ConvertExpr, type Expr } from "../ir/ir.js";
import { T, intName, type Ty } from "../ir/types.js";
import { INT_TYPES, type FloatTypeName } from "../../runtime/precision.js";
import { newCounters, type Counters } from "./counters.js";
import { DefaultRounding, type ArithOp, type RoundingSpelling } from "./rounding.js";
import { bitsValue, intLit, normInt } from "./literals.js";
import { rangeOf, rangeOfType, strip32, wrapInt } from "./int-wrap.js";
import { bitExtract } from "./bits.js";
import * as X from "./ts-expr.js";
import type { E } from "./ts-expr.js";

import type { ModuleState } from "./file.js";
import { arrayType } from "./ts-types.js";
import { JsNames } from "./names.js";

export const COMP = ["x", "y", "z", "w"];

export abstract class ExprLowerer {
  readonly counters: Counters = newCounters();
  protected pre: string[] = [];
  /** The boundary calls for what the host call being lowered writes (see mcall). */
  protected hostAfter: E[] = [];
  /** Counts the conditions held in a local before their `if` (see the `if` statement). */
  protected condCount = 0;
  protected post: string[] = [];
  protected tmp = 0;
  readonly reassigned = new Set<Binding>();
  /** The emitted names of this function's parameters and locals (emit/names.ts). */
  readonly names: JsNames;

  /** The rounding funnel: every float precision and conversion is spelled (and counted) through it. */
  protected readonly rounding: RoundingSpelling;

  constructor(
    protected readonly mod: ModuleState,
    protected readonly fn: FnInfo | undefined,
    protected readonly where: string,
    protected readonly lineOf: (span: A.Span) => number,
    protected readonly source: string,
    protected readonly memName = "mem",
  ) {
    this.names = new JsNames(mod.program, fn);
    // the default backend, or a second spelling of the same program (the x87 reference, emit/x87.ts)
    this.rounding = mod.backend
      ? mod.backend.spelling(this.counters, {
          fn: fn?.name,
          where,
          position: (span) => [lineOf(span), span.start - source.lastIndexOf("\n", span.start - 1)],
          text: (span) => source.slice(span.start, span.end),
        })
      : new DefaultRounding(this.counters);
  }

  protected abstract call(e: Extract<Expr, { kind: "call" }>, out?: string): E;
  protected abstract mcall(e: Extract<Expr, { kind: "mcall" }>, out?: string): E;

  // ------------------------------------------------------------------ helpers
  /** An operation's result in `prec`, spelled through the rounding funnel (emit/rounding.ts). */
  protected round(prec: FloatTypeName, s: E): E {
    return this.rounding.op(prec, s);
  }

  /** The arithmetic operation `l op r` in `prec`, for the spec operation at `at`, through the funnel. */
  protected arith(prec: FloatTypeName, op: string, l: E, r: E, at: A.Span): E {
    return this.rounding.arith(prec, op as ArithOp, l, r, at);
  }

  /** A scalar expression printed as TypeScript text. */
  text(e: Expr): string {
    return X.print(this.expr(e));
  }

  /** Whether an expression of this type is an ext value. */
  protected isExt(t: Ty): boolean {
    return (t.k === "float" && t.name === "ext") || (t.k === "vec" && t.elem === "ext");
  }

  /** Records the spec names a TS type annotation mentions, so the module imports them. */
  protected noteType(t: Ty): void {
    if (t.k === "struct" || t.k === "iface") this.mod.names.add(t.name);
    else if (t.k === "ptr") this.mod.names.add(t.target);
    else if (t.k === "fixed" || t.k === "dyn") this.noteType(t.elem);
    else if (t.k === "vec") this.mod.runtimeImports.add(t.n === 3 ? "Vec3" : "Vec4");
  }

  protected newScratch(type: "Vec3" | "Vec4"): string {
    const name = `_s${this.mod.scratch.length}`;
    this.mod.scratch.push({ name, type });
    this.mod.runtimeImports.add(type);
    return name;
  }

  protected temp(base: string): string {
    return `${base}$${this.tmp++}`;
  }

  // ------------------------------------------------------------------ memory
  /** The typed view of layout memory an element type is read through, and its index (the byte address shifted). */
  protected memView(elem: Ty, addr: E): E {
    const m = this.memName;
    if (elem.k === "float" && elem.name === "f32") return X.index(X.dotted(`${m}.f32`), X.bin(">>>", addr, X.num(2)));
    if (elem.k === "int") {
      const shift = INT_TYPES[elem.name].bits / 8 === 1 ? 0 : INT_TYPES[elem.name].bits === 16 ? 1 : 2;
      return X.index(X.dotted(`${m}.${elem.name}`), shift === 0 ? addr : X.bin(">>>", addr, X.num(shift)), rangeOfType(elem.name));
    }
    throw new Error(`lower: cannot access ${elem.k} in memory`);
  }

  /** A load from layout memory. */
  protected memLoad(elem: Ty, addr: E): E {
    this.counters.memoryAccesses++;
    if (elem.k === "float" && elem.name !== "f32") return X.call(X.dotted(`${this.memName}.dv.getFloat64`), [addr, X.lit("true")]);
    return this.memView(elem, addr);
  }

  /** The statement that stores `value` into layout memory. */
  protected memStore(elem: Ty, addr: E, value: E): string {
    this.counters.memoryAccesses++;
    if (elem.k === "float" && elem.name !== "f32") return `${X.print(X.call(X.dotted(`${this.memName}.dv.setFloat64`), [addr, value, X.lit("true")]))};`;
    return `${X.print(X.assign(this.memView(elem, addr), value))};`;
  }

  /**
   * The address of a layout field (a vector's component at `extra` bytes), read by name: `h + Edge.next`,
   * `h + LedgetreeNode["center.y"]`, the offset a member of the file's `const enum` of the layout (D-GEN-14).
   */
  protected fieldAddr(handle: E, layout: string, f: LayoutFieldInfo, extra = 0, label = `${layout}.${f.name}`): E {
    const off = f.offset + extra;
    const member = label.slice(layout.length + 1);
    let used = this.mod.layoutOffsets.get(layout);
    if (!used) this.mod.layoutOffsets.set(layout, (used = new Map()));
    const seen = used.get(member);
    if (seen !== undefined && seen !== off) throw new Error(`lower: layout ${layout} member ${member} at offsets ${seen} and ${off}`);
    used.set(member, off);
    return X.bin("+", handle, /^[A-Za-z_$][\w$]*$/.test(member) ? X.member(X.id(layout), member) : X.index(X.id(layout), X.str(member)));
  }

  // ------------------------------------------------------------------ scalar expressions
  expr(e: Expr): E {
    const ty = e.ty;
    switch (e.kind) {
      case "int":
        return intNode(Number(e.value), e.text);
      case "float": {
        if (e.f32) {
          const v = Math.fround(e.value);
          return v === e.value ? floatNode(v) : X.note(floatNode(v), e.text);
        }
        return floatNode(e.value);
      }
      case "bits":
        return X.note(floatNode(bitsValue(e.width, e.hex)), `f${e.width}#${e.hex}`);
      case "bool":
        return X.lit(String(e.value));
      case "null":
        return X.lit("null");
      case "mcall":
        return this.mcall(e);
      case "var": {
        const b = bindingOf(e);
        if (b.kind === "const") this.mod.names.add(b.name);
        return X.id(this.names.of(b), intRange(ty));
      }
      case "unary": {
        const o = this.expr(e.operand);
        if (e.op === "!") return X.not(o);
        if (ty.k === "int") return wrapInt(ty.name, X.unary(e.op === "-" ? "-" : "~", o));
        if (ty.k === "intlit") throw new Error(`lower: an integer constant ${e.op} the checker did not fold`);
        return ty.k === "float" ? this.rounding.neg(ty.name, o) : X.unary("-", o);
      }
      case "binary":
        return this.binary(e);
      case "call":
        return this.call(e);
      case "typecall":
        return this.typecall(e);
      case "field":
        return this.field(e);
      case "index":
        return this.index(e);
      case "convert":
        return this.convert(e);
      case "array":
      case "new":
        return this.aggregate(e);
    }
  }

  protected aggregate(e: Expr): E {
    const ty = e.ty;
    if (e.kind === "new") {
      this.mod.names.add(e.struct);
      return X.newExpr(X.id(e.struct), []);
    }
    if (e.kind === "array" && (ty.k === "dyn" || ty.k === "fixed") && ty.elem.k === "vec") {
      // a list or a constant table of vectors: one new vector object per item
      const vt = ty.elem.n === 3 ? "Vec3" : "Vec4";
      this.mod.runtimeImports.add(vt);
      return X.array(e.items.map((i) => this.vecObject(vt, this.vec(i))));
    }
    if (e.kind === "array" && ty.k === "dyn") return X.array(e.items.map((i) => this.expr(i)));
    if (e.kind === "array" && ty.k === "fixed") {
      const items = e.items.map((i) => this.expr(i));
      const at = arrayType(ty.elem, true);
      return at.endsWith("[]") ? X.array(items) : X.call(X.dotted(`${at}.of`), items);
    }
    throw new Error("lower: unexpected aggregate");
  }

  /** A new vector object with the given components. */
  protected vecObject(vt: "Vec3" | "Vec4", comps: E[]): E {
    return X.call(X.dotted("Object.assign"), [X.newExpr(X.id(vt), []), X.object(comps.map((v, i) => ({ name: COMP[i], value: v })))]);
  }

  protected binary(e: Extract<Expr, { kind: "binary" }>): E {
    const ty = e.ty;
    const op = e.op;
    if (op === "&&" || op === "||") return X.bin(op, this.expr(e.left), this.expr(e.right));
    if (ty.k === "intlit") throw new Error(`lower: an integer constant ${e.op} the checker did not fold`);
    const l = this.expr(e.left);
    const r = this.expr(e.right);
    if (["==", "!=", "<", "<=", ">", ">="].includes(op)) {
      const jsop = (op === "==" ? "===" : op === "!=" ? "!==" : op) as X.BinOp;
      return this.rounding.compare(jsop, l, r, this.isExt(e.left.ty) || this.isExt(e.right.ty));
    }
    if (ty.k === "float") {
      const prec = evalPrec(e);
      return this.arith(prec, op, l, r, e.span);
    }
    if (ty.k === "int") {
      const name = ty.name;
      const signed = INT_TYPES[name].signed;
      switch (op) {
        case "*":
          return wrapInt(name, X.call(X.dotted("Math.imul"), [strip32(l), strip32(r)], rangeOfType("i32")));
        case "/":
        case "%":
        case "+":
        case "-":
          return wrapInt(name, X.bin(op, l, r));
        case "&":
        case "|":
        case "^":
        case "<<":
        case ">>>":
          // a bitwise operator reads its operands' 32 bits: their own 32-bit wraps are left out (D-GEN-11)
          return wrapInt(name, X.bin(op, strip32(l), strip32(r)));
        case ">>":
          return wrapInt(name, X.bin(signed ? ">>" : ">>>", strip32(l), strip32(r)));
      }
    }
    throw new Error(`lower: binary ${op} on ${ty.k}`);
  }

  protected convert(e: ConvertExpr): E {
    if (e.cast === true) return this.cast(e);
    const to = e.to;
    const from = e.operand.ty;
    if (from.k === "intlit") {
      // the checker folded every integer constant expression into one literal
      if (e.operand.kind !== "int") throw new Error(`lower: an integer constant ${e.operand.kind} the checker did not fold`);
      const v = e.operand.value;
      if (to.k === "int") return intNode(normInt(to.name, v), e.operand.text);
      return floatNode(Number(v));
    }
    const inner = this.expr(e.operand);
    if (from.k === "ptr" && to.k === "struct") return X.nonnull(inner); // the spec passes a pointer where a record is expected
    if (from.k === "float" && to.k === "float") return this.rounding.convert(from.name, to.name, inner);
    throw new Error(`lower: convert ${from.k} → ${to.k}`);
  }

  /** An explicit conversion the spec wrote (`f32(x)`, `i32(v)`), spelled by its operand's and result's types. */
  protected cast(e: ConvertExpr): E {
    const to = e.to;
    const from = e.operand.ty;
    const inner = this.expr(e.operand);
    this.counters.casts++;
    if (to.k === "float") {
      if (from.k === "float") return this.rounding.convert(from.name, to.name, inner);
      // integer → float: exact in f64; rounds for f32
      return this.rounding.convert("int", to.name, inner);
    }
    if (to.k === "int") {
      // C conversion: truncate toward zero (out-of-range values wrap; C leaves them undefined)
      if (from.k === "float") return wrapInt(to.name, this.rounding.trunc(from.name, inner));
      return wrapInt(to.name, inner);
    }
    throw new Error(`lower: cast ${from.k} → ${to.k}`);
  }

  protected typecall(e: Extract<Expr, { kind: "typecall" }>): E {
    if (e.target.kind === "ref") return this.expr(e.args[0]);
    throw new Error(`lower: a ${e.target.kind} constructor in scalar position`);
  }

  /** A record field of an object expression (`o.f`, `o!.f` through a pointer). */
  protected structField(object: Expr, deref: boolean | undefined, name: string, ty: Ty): E {
    const o = this.objectRef(object);
    return X.member(deref === true ? X.nonnull(o) : o, name, intRange(ty));
  }

  protected field(e: Extract<Expr, { kind: "field" }>): E {
    const acc = accessOf(e);
    switch (acc.kind) {
      case "comp":
        return this.vec(e.object)[acc.idx];
      case "struct":
        return this.structField(e.object, acc.deref, e.name, e.ty);
      case "layout": {
        const h = this.expr(e.object);
        return this.memLoad(e.ty, this.fieldAddr(h, acc.layout, acc.field));
      }
      case "bits": {
        const h = this.expr(e.object);
        const f = acc.field;
        const word = this.memLoad(f.ty, this.fieldAddr(h, acc.layout, f, 0, `${acc.layout}.${e.name}`));
        const width = INT_TYPES[intName(f.ty)].bits;
        return bitExtract(word, acc.lo, acc.hi, acc.signed, width);
      }
    }
    throw new Error(`lower: field access ${acc.kind}`);
  }

  /** An expression naming an object (struct, array, matrix, vector object). */
  objectRef(e: Expr): E {
    if (e.kind === "var") {
      const b = bindingOf(e);
      if (b.kind === "const") this.mod.names.add(b.name);
      return X.id(this.names.of(b), intRange(e.ty));
    }
    if (e.kind === "field") {
      const acc = accessOf(e);
      if (acc.kind === "struct") return this.structField(e.object, acc.deref, e.name, e.ty);
    }
    if (e.kind === "index") return this.index(e);
    if (e.kind === "new") return this.aggregate(e);
    return this.expr(e);
  }

  protected index(e: Extract<Expr, { kind: "index" }>, forStore = false): E {
    const acc = accessOf(e);
    switch (acc.kind) {
      case "array": {
        if (acc.inMemory) {
          const { fe, layout, f, elem, size } = memoryArray(e.object);
          const h = this.expr(fe.object);
          const i = this.checkedMemIndex(this.expr(e.index), f, e.span);
          return this.memLoad(elem, X.bin("+", this.fieldAddr(h, layout, f), X.bin("*", X.num(size), i)));
        }
        if (this.mod.checked) {
          // the checked build: an index outside the list or array names the spec line
          const o = this.objectRef(e.object);
          this.mod.runtimeImports.add("$chk");
          return forStore
            ? X.index(o, X.call(X.dotted("$chk.at"), [o, this.expr(e.index), this.checkWhere(e.span)]))
            : X.call(X.dotted("$chk.get"), [o, this.expr(e.index), this.checkWhere(e.span)], intRange(e.ty));
        }
        return X.index(this.objectRef(e.object), this.expr(e.index), intRange(e.ty));
      }
      case "matrow":
        throw new Error("lower: a matrix row is only usable as m[i][j]");
      case "matelem": {
        const row = e.object;
        if (row.kind !== "index") throw new Error("lower: a matrix element of something other than a row");
        const m = this.objectRef(row.object);
        const i = this.expr(row.index);
        const j = this.expr(e.index);
        const ci = literalInt(row.index);
        const cj = literalInt(e.index);
        if (ci !== undefined && cj !== undefined) return X.index(m, X.num(Number(ci) * acc.cols! + Number(cj)));
        return X.index(m, X.bin("+", X.bin("*", X.num(acc.cols!), i), j));
      }
    }
    throw new Error(`lower: index ${acc.kind}`);
  }

  // ------------------------------------------------------------------ the checked build
  protected checkWhere(span: A.Span): E {
    return X.str(`${this.where}:${this.lineOf(span)}`);
  }

  /** An index into a fixed array in layout memory, checked against its length in the checked build. */
  protected checkedMemIndex(i: E, f: LayoutFieldInfo, span: A.Span): E {
    if (!this.mod.checked || f.ty.k !== "fixed") return i;
    this.mod.runtimeImports.add("$chk");
    return X.call(X.dotted("$chk.range"), [i, X.num(f.ty.length), this.checkWhere(span)], rangeOf(i));
  }

  /**
   * A value stored into a record or layout field: finite (floats; not NaN in a field declared
   * `@infinite`) or in range (integers) in the checked build.
   */
  protected checkedStore(ty: Ty, value: E, span: A.Span, infinite = false): E {
    if (!this.mod.checked) return value;
    if (ty.k === "float") {
      this.mod.runtimeImports.add("$chk");
      return X.call(X.dotted(infinite ? "$chk.fi" : "$chk.f"), [value, this.checkWhere(span)]);
    }
    if (ty.k === "int") {
      this.mod.runtimeImports.add("$chk");
      return X.call(X.dotted("$chk.i"), [value, X.str(ty.name), this.checkWhere(span)], rangeOfType(ty.name));
    }
    return value;
  }

  // ------------------------------------------------------------------ vector expressions
  /** The component expressions of a vector-valued expression, in the spec's order. */
  vec(e: Expr): E[] {
    const ty = e.ty;
    if (ty.k !== "vec") throw new Error(`lower: vec() on ${ty.k}`);
    const n = ty.n;
    const comps = COMP.slice(0, n);
    switch (e.kind) {
      case "var": {
        const b = bindingOf(e);
        if (b.kind === "const") this.mod.names.add(b.name);
        if (b.vecRepr === "scalars") return comps.map((c) => X.id(`${this.names.of(b)}_${c}`));
        return comps.map((c) => X.member(X.id(this.names.of(b)), c));
      }
      case "field": {
        const acc = accessOf(e);
        if (acc.kind === "struct") {
          const o = this.objectRef(e);
          return comps.map((c) => X.member(o, c));
        }
        if (acc.kind === "layout") {
          const h = this.expr(e.object);
          const elem = T.float(ty.elem);
          const size = ty.elem === "f32" ? 4 : 8;
          return comps.map((c, i) => this.memLoad(elem, this.fieldAddr(h, acc.layout, acc.field, size * i, `${acc.layout}.${acc.field.name}.${c}`)));
        }
        break;
      }
      case "index": {
        const o = this.objectRef(e);
        return comps.map((c) => X.member(o, c));
      }
      case "unary":
        return this.vec(e.operand).map((c) => this.rounding.neg(ty.elem, c));
      case "binary": {
        const prec = evalPrec(e);
        const lt = e.left.ty;
        const rt = e.right.ty;
        const L = lt.k === "vec" ? this.vec(e.left) : undefined;
        const R = rt.k === "vec" ? this.vec(e.right) : undefined;
        const ls = L ? undefined : this.expr(e.left);
        const rs = R ? undefined : this.expr(e.right);
        return comps.map((_, i) => this.arith(prec, e.op, L ? L[i] : ls!, R ? R[i] : rs!, e.span));
      }
      case "typecall": {
        return e.args.map((a) => this.expr(a));
      }
      case "call": {
        const t = targetOf(e);
        if (t.kind === "intrinsic" && t.name === "cross") {
          this.counters.intrinsics.add("cross");
          const prec = evalPrec(e);
          const a = this.vec(e.args[0]);
          const b = this.vec(e.args[1]);
          const r = (op: string, l: E, rr: E) => this.arith(prec, op, l, rr, e.span);
          return [
            r("-", r("*", a[1], b[2]), r("*", a[2], b[1])),
            r("-", r("*", a[2], b[0]), r("*", a[0], b[2])),
            r("-", r("*", a[0], b[1]), r("*", a[1], b[0])),
          ];
        }
        throw new Error("lower: a vector-valued call must be bound by a statement");
      }
      case "convert": {
        const from = e.operand.ty;
        const inner = this.vec(e.operand);
        const to = e.to;
        if (to.k === "vec" && from.k === "vec") return inner.map((c) => this.rounding.convert(from.elem, to.elem, c));
        return inner;
      }
    }
    throw new Error(`lower: vector ${e.kind}`);
  }
}

// ====================================================================== helpers

/** A list field in layout memory indexed by an expression: the field, its element type and size. */
export function memoryArray(object: Expr): { fe: Extract<Expr, { kind: "field" }>; layout: string; f: LayoutFieldInfo; elem: Ty; size: number } {
  const acc = object.kind === "field" ? accessOf(object) : undefined;
  if (object.kind !== "field" || acc?.kind !== "layout") throw new Error("lower: an in-memory index of something other than a layout field");
  const f = acc.field;
  const ft = f.ty;
  if (ft.k !== "fixed") throw new Error(`lower: layout field ${f.name} indexed but not an array`);
  const elem = ft.elem;
  const size = elem.k === "float" ? (elem.name === "f32" ? 4 : 8) : INT_TYPES[intName(elem)].bits / 8;
  return { fe: object, layout: acc.layout, f, elem, size };
}

/** The value of an index the checker folded to an integer literal (converted to i32), if it is one. */
function literalInt(e: Expr): bigint | undefined {
  const x = e.kind === "convert" ? e.operand : e;
  return x.kind === "int" ? x.value : undefined;
}

/** The range of an integer-typed value read from a typed place (D-GEN-11); undefined for other types. */
export function intRange(ty: Ty): X.Range | undefined {
  return ty.k === "int" ? rangeOfType(ty.name) : undefined;
}

/** An integer literal: its spec spelling when that spells the value (D-GEN-9), a negative one as a negation. */
function intNode(v: number, text: string): E {
  const s = intLit(v, text);
  return v < 0 ? X.num(v) : X.lit(s, v);
}

/** A float literal, exact (the shortest round-trip form); a negative one (and -0, -Infinity) as a negation. */
export function floatNode(v: number): E {
  if (Number.isNaN(v)) return X.lit("NaN");
  if (v < 0 || Object.is(v, -0)) return X.unary("-", X.lit(String(-v)));
  return X.lit(String(v));
}
