// Lowering of checked spec bodies to TypeScript text. Precision decisions were made by the checker
// (eval precisions and convert nodes); this pass only spells them: Math.fround exactly at f32
// rounding points, nothing for f64, and a count for every ext operation computed in f64.
import type * as A from "../parse/ast.js";
import type { Binding, FnInfo, LayoutFieldInfo } from "../ir/program.js";
import { accessOf, bindingOf, evalPrec, targetOf, type ConvertExpr, type Expr, type Stmt } from "../ir/ir.js";
import { walkStmts } from "../ir/walk.js";
import { T, intName, vecTy, type Ty } from "../ir/types.js";
import { INT_TYPES, type FloatTypeName } from "../../runtime/precision.js";
import { newCounters, type Counters } from "./counters.js";
import { DefaultRounding, type ArithOp, type RoundingSpelling } from "./rounding.js";
import { bitsValue, hex, normInt, numLit } from "./literals.js";
import { mentions, paren, stripParens, wrapInt, wrapNot } from "./text.js";
import { bitExtract, bitMask, widthMask } from "./bits.js";
import { LOWER_INTRINSIC } from "./intrinsics.js";

import type { ModuleState } from "./file.js";
import { arrayType, tsType } from "./ts-types.js";
import { JsNames } from "./names.js";

const COMP = ["x", "y", "z", "w"];

export class FnLowerer {
  readonly counters: Counters = newCounters();
  private pre: string[] = [];
  /** The boundary calls for what the host call being lowered writes (see mcall). */
  private hostAfter: string[] = [];
  /** Counts the conditions held in a local before their `if` (see the `if` statement). */
  private condCount = 0;
  private post: string[] = [];
  private tmp = 0;
  readonly reassigned = new Set<Binding>();
  /** The emitted names of this function's parameters and locals (emit/names.ts). */
  readonly names: JsNames;

  /** The rounding funnel: every float precision and conversion is spelled (and counted) through it. */
  protected readonly rounding: RoundingSpelling;

  constructor(
    protected readonly mod: ModuleState,
    private readonly fn: FnInfo | undefined,
    protected readonly where: string,
    protected readonly lineOf: (span: A.Span) => number,
    private readonly source: string,
    private readonly memName = "mem",
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

  /** The spec's own `//` comments on the lines just above a statement, and after it on its line. */
  private comments(span: A.Span, ind: string): { lead: string[]; trail: string } {
    const src = this.source;
    const lead: string[] = [];
    let lineStart = src.lastIndexOf("\n", span.start - 1) + 1;
    while (lineStart > 0) {
      const prevStart = src.lastIndexOf("\n", lineStart - 2) + 1;
      const text = src.slice(prevStart, lineStart - 1).trim();
      if (!text.startsWith("//") || text.startsWith("///")) break;
      lead.unshift(ind + text);
      lineStart = prevStart;
    }
    const eol = src.indexOf("\n", span.end);
    const rest = src.slice(span.end, eol < 0 ? src.length : eol);
    const m = /^\s*(\/\/(?!\/).*)$/.exec(rest);
    return { lead, trail: m ? ` ${m[1].trim()}` : "" };
  }

  // ------------------------------------------------------------------ helpers
  /** An operation's result in `prec`, spelled through the rounding funnel (emit/rounding.ts). */
  private round(prec: FloatTypeName, s: string): string {
    return this.rounding.op(prec, s);
  }

  /** The arithmetic operation `l op r` in `prec`, for the spec operation at `at`, through the funnel. */
  private arith(prec: FloatTypeName, op: string, l: string, r: string, at: A.Span): string {
    return this.rounding.arith(prec, op as ArithOp, l, r, at);
  }

  /** Whether an expression of this type is an ext value. */
  protected isExt(t: Ty): boolean {
    return (t.k === "float" && t.name === "ext") || (t.k === "vec" && t.elem === "ext");
  }

  /** Records the spec names a TS type annotation mentions, so the module imports them. */
  private noteType(t: Ty): void {
    if (t.k === "struct" || t.k === "iface") this.mod.names.add(t.name);
    else if (t.k === "ptr") this.mod.names.add(t.target);
    else if (t.k === "fixed" || t.k === "dyn") this.noteType(t.elem);
    else if (t.k === "vec") this.mod.runtimeImports.add(t.n === 3 ? "Vec3" : "Vec4");
  }

  private newScratch(type: "Vec3" | "Vec4"): string {
    const name = `_s${this.mod.scratch.length}`;
    this.mod.scratch.push({ name, type });
    this.mod.runtimeImports.add(type);
    return name;
  }

  private temp(base: string): string {
    return `${base}$${this.tmp++}`;
  }

  // ------------------------------------------------------------------ memory
  private memLoad(elem: Ty, addr: string): string {
    this.counters.memoryAccesses++;
    const m = this.memName;
    if (elem.k === "float") {
      if (elem.name === "f32") return `${m}.f32[${paren(addr)} >>> 2]`;
      return `${m}.dv.getFloat64(${addr}, true)`;
    }
    if (elem.k === "int") {
      switch (elem.name) {
        case "u8":
          return `${m}.u8[${addr}]`;
        case "i8":
          return `${m}.i8[${addr}]`;
        case "u16":
          return `${m}.u16[${paren(addr)} >>> 1]`;
        case "i16":
          return `${m}.i16[${paren(addr)} >>> 1]`;
        case "u32":
          return `${m}.u32[${paren(addr)} >>> 2]`;
        case "i32":
          return `${m}.i32[${paren(addr)} >>> 2]`;
      }
    }
    throw new Error(`lower: cannot load ${elem.k}`);
  }

  private memStore(elem: Ty, addr: string, value: string): string {
    this.counters.memoryAccesses++;
    const m = this.memName;
    if (elem.k === "float") {
      if (elem.name === "f32") return `${m}.f32[${paren(addr)} >>> 2] = ${value};`;
      return `${m}.dv.setFloat64(${addr}, ${value}, true);`;
    }
    if (elem.k === "int") {
      switch (elem.name) {
        case "u8":
          return `${m}.u8[${addr}] = ${value};`;
        case "i8":
          return `${m}.i8[${addr}] = ${value};`;
        case "u16":
          return `${m}.u16[${paren(addr)} >>> 1] = ${value};`;
        case "i16":
          return `${m}.i16[${paren(addr)} >>> 1] = ${value};`;
        case "u32":
          return `${m}.u32[${paren(addr)} >>> 2] = ${value};`;
        case "i32":
          return `${m}.i32[${paren(addr)} >>> 2] = ${value};`;
      }
    }
    throw new Error(`lower: cannot store ${elem.k}`);
  }

  private fieldAddr(handle: string, f: LayoutFieldInfo, extra = 0): string {
    const off = f.offset + extra;
    return off === 0 ? handle : `${handle} + ${off}`;
  }

  // ------------------------------------------------------------------ scalar expressions
  expr(e: Expr): string {
    const ty = e.ty;
    switch (e.kind) {
      case "int": {
        return numLit(Number(e.value));
      }
      case "float": {
        if (e.f32) {
          const v = Math.fround(e.value);
          return v === e.value ? numLit(v) : `${numLit(v)} /* ${e.text} */`;
        }
        return numLit(e.value);
      }
      case "bits": {
        const v = bitsValue(e.width, e.hex);
        return `${numLit(v)} /* f${e.width}#${e.hex} */`;
      }
      case "bool":
        return String(e.value);
      case "null":
        return "null";
      case "mcall":
        return this.mcall(e);
      case "var": {
        const b = bindingOf(e);
        if (b.kind === "const") this.mod.names.add(b.name);
        return this.names.of(b);
      }
      case "unary": {
        const o = this.expr(e.operand);
        if (e.op === "!") return `!${o}`;
        if (ty.k === "int") return e.op === "-" ? wrapInt(ty.name, `-${o}`) : wrapInt(ty.name, `~${o}`);
        if (ty.k === "intlit") throw new Error(`lower: an integer constant ${e.op} the checker did not fold`);
        return ty.k === "float" ? this.rounding.neg(ty.name, o) : `-${o}`;
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

  private aggregate(e: Expr): string {
    const ty = e.ty;
    if (e.kind === "new") {
      this.mod.names.add(e.struct);
      return `new ${e.struct}()`;
    }
    if (e.kind === "array" && (ty.k === "dyn" || ty.k === "fixed") && ty.elem.k === "vec") {
      // a list or a constant table of vectors: one new vector object per item
      const vt = ty.elem.n === 3 ? "Vec3" : "Vec4";
      this.mod.runtimeImports.add(vt);
      return `[${e.items.map((i) => this.vecObject(vt, this.vec(i))).join(", ")}]`;
    }
    if (e.kind === "array" && ty.k === "dyn") return `[${e.items.map((i) => this.expr(i)).join(", ")}]`;
    if (e.kind === "array" && ty.k === "fixed") {
      const items = e.items.map((i) => this.expr(i));
      const at = arrayType(ty.elem, true);
      return at.endsWith("[]") ? `[${items.join(", ")}]` : `${at}.of(${items.join(", ")})`;
    }
    throw new Error("lower: unexpected aggregate");
  }

  /** A new vector object with the given components. */
  private vecObject(vt: "Vec3" | "Vec4", comps: string[]): string {
    return `Object.assign(new ${vt}(), { ${comps.map((v, i) => `${COMP[i]}: ${v}`).join(", ")} })`;
  }

  private binary(e: Extract<Expr, { kind: "binary" }>): string {
    const ty = e.ty;
    const op = e.op;
    if (op === "&&" || op === "||") return `(${this.expr(e.left)} ${op} ${this.expr(e.right)})`;
    if (ty.k === "intlit") throw new Error(`lower: an integer constant ${e.op} the checker did not fold`);
    const l = this.expr(e.left);
    const r = this.expr(e.right);
    if (["==", "!=", "<", "<=", ">", ">="].includes(op)) {
      const jsop = op === "==" ? "===" : op === "!=" ? "!==" : op;
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
          return name === "i32" ? `Math.imul(${l}, ${r})` : wrapInt(name, `Math.imul(${l}, ${r})`);
        case "/":
          return wrapInt(name, `(${l} / ${r})`);
        case "%":
          return wrapInt(name, `(${l} % ${r})`);
        case "+":
        case "-":
          return wrapInt(name, `${l} ${op} ${r}`);
        case "&":
        case "|":
        case "^":
          return name === "i32" ? `(${l} ${op} ${r})` : wrapInt(name, `${l} ${op} ${r}`);
        case "<<":
          return name === "i32" ? `(${l} << ${r})` : wrapInt(name, `${l} << ${r}`);
        case ">>":
          return signed ? wrapInt(name, `${l} >> ${r}`) : wrapInt(name, `${l} >>> ${r}`);
        case ">>>":
          return wrapInt(name, `${l} >>> ${r}`);
      }
    }
    throw new Error(`lower: binary ${op} on ${ty.k}`);
  }

  private convert(e: ConvertExpr): string {
    if (e.cast === true) return this.cast(e);
    const to = e.to;
    const from = e.operand.ty;
    if (from.k === "intlit") {
      // the checker folded every integer constant expression into one literal
      if (e.operand.kind !== "int") throw new Error(`lower: an integer constant ${e.operand.kind} the checker did not fold`);
      const v = e.operand.value;
      if (to.k === "int") {
        // large integer constants read better as the documents write them: in hex
        const n = normInt(to.name, v);
        return n >= 0x10000 ? `0x${n.toString(16)}` : numLit(n);
      }
      return numLit(Number(v));
    }
    const inner = this.expr(e.operand);
    if (from.k === "ptr" && to.k === "struct") return `${inner}!`; // the spec passes a pointer where a record is expected
    if (from.k === "float" && to.k === "float") return this.rounding.convert(from.name, to.name, inner);
    throw new Error(`lower: convert ${from.k} → ${to.k}`);
  }

  /** An explicit conversion the spec wrote (`f32(x)`, `i32(v)`), spelled by its operand's and result's types. */
  private cast(e: ConvertExpr): string {
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

  private typecall(e: Extract<Expr, { kind: "typecall" }>): string {
    if (e.target.kind === "ref") return this.expr(e.args[0]);
    throw new Error(`lower: a ${e.target.kind} constructor in scalar position`);
  }

  private field(e: Extract<Expr, { kind: "field" }>): string {
    const acc = accessOf(e);
    switch (acc.kind) {
      case "comp":
        return this.vec(e.object)[acc.idx];
      case "struct":
        return `${this.objectRef(e.object)}${acc.deref === true ? "!" : ""}.${e.name}`;
      case "layout": {
        const h = this.expr(e.object);
        return this.memLoad(e.ty, this.fieldAddr(h, acc.field));
      }
      case "bits": {
        const h = this.expr(e.object);
        const f = acc.field;
        const word = this.memLoad(f.ty, this.fieldAddr(h, f));
        const width = INT_TYPES[intName(f.ty)].bits;
        return bitExtract(word, acc.lo, acc.hi, acc.signed, width);
      }
    }
    throw new Error(`lower: field access ${acc.kind}`);
  }

  /** An expression naming an object (struct, array, matrix, vector object). */
  objectRef(e: Expr): string {
    if (e.kind === "var") {
      const b = bindingOf(e);
      if (b.kind === "const") this.mod.names.add(b.name);
      return this.names.of(b);
    }
    if (e.kind === "field") {
      const acc = accessOf(e);
      if (acc.kind === "struct") return `${this.objectRef(e.object)}${acc.deref === true ? "!" : ""}.${e.name}`;
    }
    if (e.kind === "index") return this.index(e);
    if (e.kind === "new") return this.aggregate(e);
    return this.expr(e);
  }

  private index(e: Extract<Expr, { kind: "index" }>, forStore = false): string {
    const acc = accessOf(e);
    switch (acc.kind) {
      case "array": {
        if (acc.inMemory) {
          const { fe, f, elem, size } = memoryArray(e.object);
          const h = this.expr(fe.object);
          const i = this.checkedMemIndex(this.expr(e.index), f, e.span);
          return this.memLoad(elem, `${this.fieldAddr(h, f)} + ${size} * ${i}`);
        }
        if (this.mod.checked) {
          // the checked build: an index outside the list or array names the spec line
          const o = this.objectRef(e.object);
          this.mod.runtimeImports.add("$chk");
          return forStore
            ? `${o}[$chk.at(${o}, ${this.expr(e.index)}, ${this.checkWhere(e.span)})]`
            : `$chk.get(${o}, ${this.expr(e.index)}, ${this.checkWhere(e.span)})`;
        }
        return `${this.objectRef(e.object)}[${this.expr(e.index)}]`;
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
        if (ci !== undefined && cj !== undefined) return `${m}[${Number(ci) * acc.cols! + Number(cj)}]`;
        return `${m}[${acc.cols} * ${i} + ${j}]`;
      }
    }
    throw new Error(`lower: index ${acc.kind}`);
  }

  // ------------------------------------------------------------------ the checked build
  private checkWhere(span: A.Span): string {
    return JSON.stringify(`${this.where}:${this.lineOf(span)}`);
  }

  /** An index into a fixed array in layout memory, checked against its length in the checked build. */
  private checkedMemIndex(i: string, f: LayoutFieldInfo, span: A.Span): string {
    if (!this.mod.checked || f.ty.k !== "fixed") return i;
    this.mod.runtimeImports.add("$chk");
    return `$chk.range(${i}, ${f.ty.length}, ${this.checkWhere(span)})`;
  }

  /** A value stored into a record or layout field: finite (floats) or in range (integers) in the checked build. */
  private checkedStore(ty: Ty, value: string, span: A.Span): string {
    if (!this.mod.checked) return value;
    if (ty.k === "float") {
      this.mod.runtimeImports.add("$chk");
      return `$chk.f(${value}, ${this.checkWhere(span)})`;
    }
    if (ty.k === "int") {
      this.mod.runtimeImports.add("$chk");
      return `$chk.i(${value}, ${JSON.stringify(ty.name)}, ${this.checkWhere(span)})`;
    }
    return value;
  }

  // ------------------------------------------------------------------ calls
  private call(e: Extract<Expr, { kind: "call" }>, out?: string): string {
    const target = targetOf(e);
    if (target.kind === "intrinsic") return this.intrinsic(e, target.name);
    if (target.kind !== "fn") throw new Error("lower: a call resolved to a method");
    const fn = target.fn;
    this.mod.names.add(fn.name);
    const args: string[] = [];
    if (fn.usesMemory) args.push(this.memName);
    args.push(...this.argList(fn.params, e.args));
    if (out) args.push(out);
    return `${fn.name}(${args.join(", ")})`;
  }

  private anyCall(e: Expr, out: string): string {
    if (e.kind === "mcall") return this.mcall(e, out);
    if (e.kind === "call") return this.call(e, out);
    throw new Error(`lower: a vector-valued ${e.kind} bound as a call`);
  }

  /**
   * A host-interface method call: the game's object implements the slot. Called through an
   * interface value (the object may be the game's), every value the method hands back is brought to
   * its declared type at this boundary (runtime/host.ts): an f32 result or written f32 vector is
   * rounded, an integer or bool result checked, a written record rounded and checked field by field.
   * A call on a record that implements the slot (`s.m(…)`) is spec code calling spec code: no boundary.
   */
  private mcall(e: Extract<Expr, { kind: "mcall" }>, out?: string): string {
    const t = targetOf(e);
    if (t.kind !== "method") throw new Error("lower: a method call resolved to a function");
    const ot = e.object.ty;
    const host = ot.k === "iface" || (ot.k === "ptr" && this.mod.program.ifaces.has(ot.target)) ? `${t.iface.name}.${t.method.name}` : undefined;
    const place = host === undefined ? undefined : { method: host, at: `${this.where}:${this.lineOf(e.span)}` };
    const where = place && JSON.stringify(`${place.method} (${place.at})`);
    const outer = this.hostAfter;
    this.hostAfter = [];
    const args = this.argList(t.method.params, e.args, place);
    const written = this.hostAfter;
    this.hostAfter = outer;
    if (t.method.usesMemory) args.unshift(this.memName);
    if (out) args.push(out);
    let call = `${this.objectRef(e.object)}!.${e.name}(${args.join(", ")})`;
    if (!where) return call;
    // what the host wrote is brought to its types right after the call, inside the expression,
    // so that the rest of the expression (`ray_cast(…, hit) && hit.normal.z > m`) reads it rounded
    for (const w of written) call = `$host.after(${call}, ${w})`;
    if (written.length) this.mod.runtimeImports.add("$host");
    const r = t.method.result;
    if (r.k === "vec" && r.elem === "f32" && out) {
      this.mod.runtimeImports.add("$host");
      return `$host.vec32(${out}, ${call})`;
    }
    return this.hostValue(r, call, where);
  }

  /** A scalar a host hands to the engine, brought to its declared type `ty` (see mcall). */
  private hostValue(ty: Ty, s: string, where: string): string {
    if (ty.k === "float") return ty.name === "f32" ? this.rounding.convert("f64", "f32", s) : s;
    if (ty.k === "int" || ty.k === "bool") {
      this.mod.runtimeImports.add("$host");
      return `$host.${ty.k === "bool" ? "bool" : ty.name}(${s}, ${where})`;
    }
    return s;
  }

  /** `host`: the place of a host call, whose out/inout arguments are brought to their types after it. */
  private argList(params: Binding[], callArgs: Expr[], host?: { method: string; at: string }): string[] {
    const args: string[] = [];
    params.forEach((p, i) => {
      const a = callArgs[i];
      if (p.ty.k === "vec") {
        if (p.mode === "in") {
          args.push(...this.vec(a));
        } else {
          args.push(this.vecObjectArg(a, p.ty.n, p.mode === "inout", host !== undefined && p.ty.elem === "f32"));
        }
      } else if (p.ty.k === "struct" || p.ty.k === "fixed" || p.ty.k === "dyn" || p.ty.k === "mat") {
        const ref = this.objectRef(a);
        args.push(ref);
        if (host && p.mode !== "in" && p.ty.k === "struct") {
          // a record the host wrote: each field rounded and checked (emit/record-state.ts host_S)
          this.mod.names.add(`host_${p.ty.name}`);
          this.hostAfter.push(`host_${p.ty.name}(${ref}, ${JSON.stringify(`${host.method} argument ${p.name} (${host.at})`)})`);
        }
      } else {
        args.push(this.expr(a));
      }
    });
    return args;
  }

  /**
   * An object to pass for an inout/out vector parameter; scalar locals go through a scratch.
   * `round32`: a host writes it, so its components are rounded to f32 after the call.
   */
  private vecObjectArg(a: Expr, n: 3 | 4, copyIn: boolean, round32 = false): string {
    const comps = COMP.slice(0, n);
    if (a.kind === "var") {
      const b = bindingOf(a);
      if (b.vecRepr !== "object") {
        const s = this.newScratch(n === 3 ? "Vec3" : "Vec4");
        if (copyIn) this.pre.push(comps.map((c) => `${s}.${c} = ${this.names.of(b)}_${c};`).join(" "));
        const back = (c: string) => (round32 ? this.rounding.convert("f64", "f32", `${s}.${c}`) : `${s}.${c}`);
        this.post.push(comps.map((c) => `${this.names.of(b)}_${c} = ${back(c)};`).join(" "));
        this.reassigned.add(b);
        return s;
      }
    }
    const ref = a.kind === "var" ? this.names.of(bindingOf(a)) : this.objectRef(a);
    if (round32) {
      this.mod.runtimeImports.add("$host");
      this.hostAfter.push(`$host.vec32(${ref})`);
    }
    return ref;
  }

  private intrinsic(e: Extract<Expr, { kind: "call" }>, name: string): string {
    this.counters.intrinsics.add(name);
    const row = this.mod.backend?.intrinsics[name] ?? LOWER_INTRINSIC[name];
    if (!row) throw new Error(`lower: intrinsic ${name}`);
    return row({
      e,
      ty: e.ty,
      prec: () => evalPrec(e),
      arg: (i) => this.expr(e.args[i]),
      vec: (i) => this.vec(e.args[i]),
      ref: (i) => this.objectRef(e.args[i]),
      round: (prec, x) => this.round(prec, x),
      arith: (prec, op, l, r) => this.arith(prec, op, l, r, e.span),
      isExt: (i) => this.isExt(e.args[i].ty),
      rounding: this.rounding,
      runtime: (n) => this.mod.runtimeImports.add(n),
      counters: this.counters,
      mem: this.memName,
    });
  }

  // ------------------------------------------------------------------ vector expressions
  /** The component expressions of a vector-valued expression, in the spec's order. */
  vec(e: Expr): string[] {
    const ty = e.ty;
    if (ty.k !== "vec") throw new Error(`lower: vec() on ${ty.k}`);
    const n = ty.n;
    const comps = COMP.slice(0, n);
    switch (e.kind) {
      case "var": {
        const b = bindingOf(e);
        if (b.kind === "const") this.mod.names.add(b.name);
        if (b.vecRepr === "scalars") return comps.map((c) => `${this.names.of(b)}_${c}`);
        return comps.map((c) => `${this.names.of(b)}.${c}`);
      }
      case "field": {
        const acc = accessOf(e);
        if (acc.kind === "struct") {
          const o = this.objectRef(e);
          return comps.map((c) => `${o}.${c}`);
        }
        if (acc.kind === "layout") {
          const h = this.expr(e.object);
          const elem = T.float(ty.elem);
          const size = ty.elem === "f32" ? 4 : 8;
          return comps.map((_, i) => this.memLoad(elem, this.fieldAddr(h, acc.field, size * i)));
        }
        break;
      }
      case "index": {
        const o = this.objectRef(e);
        return comps.map((c) => `${o}.${c}`);
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
          const r = (op: string, l: string, rr: string) => this.arith(prec, op, l, rr, e.span);
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

  // ------------------------------------------------------------------ statements
  block(stmts: Stmt[], indent: string): string[] {
    const out: string[] = [];
    for (const s of stmts) {
      const { lead, trail } = this.comments(s.span, indent);
      const lines = this.stmt(s, indent);
      if (trail && lines.length > 0) {
        // a trailing comment goes after the statement's first line (the head of a block statement)
        lines[0] = lines[0] + trail;
      }
      out.push(...lead, ...lines);
    }
    return out;
  }

  protected flush(indent: string, body: string[]): string[] {
    const res = [...this.pre.map((p) => indent + p), ...body, ...this.post.map((p) => indent + p)];
    this.pre = [];
    this.post = [];
    return res;
  }

  private stmt(s: Stmt, ind: string): string[] {
    switch (s.kind) {
      case "let": {
        const b = bindingOf(s);
        const kw = this.isReassigned(b) ? "let" : "const";
        if (b.ty.k === "vec") {
          const comps = COMP.slice(0, b.ty.n);
          if (isVecCall(s.init)) {
            const sc = this.newScratch(b.ty.n === 3 ? "Vec3" : "Vec4");
            const call = this.anyCall(s.init, sc);
            return this.flush(ind, [`${ind}${call};`, `${ind}${kw} ${comps.map((c) => `${this.names.of(b)}_${c} = ${sc}.${c}`).join(", ")};`]);
          }
          const v = this.vec(s.init);
          return this.flush(ind, [`${ind}${kw} ${comps.map((c, i) => `${this.names.of(b)}_${c} = ${v[i]}`).join(", ")};`]);
        }
        if (b.ty.k === "fixed" && s.init.kind === "array" && b.ty.elem.k === "vec") {
          // a local array of vectors too: module-level vector objects, written component by component
          const name = `_a${this.mod.scratch.length}`;
          const vt = b.ty.elem.n === 3 ? "Vec3" : "Vec4";
          this.mod.scratch.push({ name, type: vt, length: b.ty.length, init: `Array.from({ length: ${b.ty.length} }, () => new ${vt}())` });
          this.mod.runtimeImports.add(vt);
          const comps = COMP.slice(0, b.ty.elem.n);
          const items = s.init.items.map((i) => this.vec(i));
          return this.flush(ind, [
            `${ind}const ${this.names.of(b)} = ${name};`,
            ...items.map((v, i) => `${ind}${comps.map((c, j) => `${this.names.of(b)}[${i}].${c} = ${v[j]};`).join(" ")}`),
          ]);
        }
        if (b.ty.k === "fixed" && s.init.kind === "array" && !tsType(b.ty).endsWith("[]")) {
          // a local numeric array lives in module-level scratch storage: no allocation per call
          const name = `_a${this.mod.scratch.length}`;
          this.mod.scratch.push({ name, type: tsType(b.ty), length: b.ty.length });
          const items = s.init.items.map((i) => this.expr(i));
          return this.flush(ind, [`${ind}const ${this.names.of(b)} = ${name};`, ...items.map((v, i) => `${ind}${this.names.of(b)}[${i}] = ${v};`)]);
        }
        if (b.ty.k === "struct" && s.init.kind === "new" && this.fn && !this.fn.recursive && !b.escapes) {
          if (this.mod.program.structs.get(b.ty.name)?.scratch) {
            // a @scratch record in module-level storage is not zeroed: the spec writes each field
            // before reading it (docs/spec-language.md), and the record is never state
            const name = `_r${this.mod.scratch.length}`;
            this.mod.scratch.push({ name, type: b.ty.name });
            this.noteType(b.ty);
            this.mod.names.add(b.ty.name);
            return this.flush(ind, [`${ind}const ${this.names.of(b)}: ${b.ty.name} = ${name}; // @scratch: not zeroed per call`]);
          }
          // a record built in an engine function lives in module-level storage, reset here to the
          // zero state `new` gives: no allocation per call (the function is not recursive and the
          // record cannot outlive the call: generator/analyse/escape.ts)
          const name = `_r${this.mod.scratch.length}`;
          this.mod.scratch.push({ name, type: b.ty.name });
          this.noteType(b.ty);
          this.mod.names.add(b.ty.name);
          this.mod.names.add(`reset_${b.ty.name}`);
          return this.flush(ind, [`${ind}const ${this.names.of(b)}: ${b.ty.name} = ${name};`, `${ind}reset_${b.ty.name}(${this.names.of(b)});`]);
        }
        const init = this.valueOf(s.init, b.ty);
        this.noteType(b.ty);
        return this.flush(ind, [`${ind}${kw} ${this.names.of(b)}: ${tsType(b.ty, this.rounding.extType)} = ${init};`]);
      }
      case "assign":
        return this.assign(s, ind);
      case "if": {
        const cond = stripParens(this.expr(s.cond));
        let lines: string[];
        if (this.post.length) {
          // what follows a call in the condition (a host-written record's boundary, an out
          // vector's copy back) runs whichever way the condition goes: the condition is held first
          const held = `$cond${this.condCount++}`;
          lines = this.flush(ind, [`${ind}const ${held} = ${cond};`]);
          lines.push(`${ind}if (${held}) {`);
        } else {
          lines = this.flush(ind, [`${ind}if (${cond}) {`]);
        }
        lines.push(...this.block(s.then, ind + "  "));
        if (s.else) {
          const inner = s.else.length === 1 && s.else[0].kind === "if" ? this.stmt(s.else[0], ind) : null;
          if (inner && inner[0].startsWith(`${ind}if (`)) {
            inner[0] = `${ind}} else ${inner[0].trimStart()}`;
            lines.push(...inner);
            return lines;
          }
          if (inner) {
            lines.push(`${ind}} else {`, ...inner.map((l) => `  ${l}`), `${ind}}`);
            return lines;
          }
          lines.push(`${ind}} else {`);
          lines.push(...this.block(s.else, ind + "  "));
        }
        lines.push(`${ind}}`);
        return lines;
      }
      case "while": {
        const c = stripParens(this.expr(s.cond));
        if (this.pre.length || this.post.length) throw new Error("lower: a while condition may not need scratch copies");
        return [`${ind}while (${c}) {`, ...this.block(s.body, ind + "  "), `${ind}}`];
      }
      case "for": {
        const b = bindingOf(s);
        const from = this.expr(s.from);
        const to = this.expr(s.to);
        const i = this.names.of(b);
        const simple = /^[\w$.()-]+$/.test(to) && !to.includes("(");
        let head: string;
        if (!s.reverse) {
          const cmp = s.inclusive ? "<=" : "<";
          head = simple ? `for (let ${i} = ${from}; ${i} ${cmp} ${to}; ${i}++)` : `for (let ${i} = ${from}, ${i}$end = ${to}; ${i} ${cmp} ${i}$end; ${i}++)`;
        } else {
          const start = s.inclusive ? to : `${to} - 1`;
          head = `for (let ${i} = ${start}; ${i} >= ${from}; ${i}--)`;
        }
        return this.flush(ind, [`${ind}${head} {`, ...this.block(s.body, ind + "  "), `${ind}}`]);
      }
      case "return": {
        if (!s.value) return [`${ind}return;`];
        const rt = this.fn!.result;
        if (rt.k === "vec") {
          const comps = COMP.slice(0, rt.n);
          if (isVecCall(s.value)) {
            return this.flush(ind, [`${ind}${this.anyCall(s.value, "out$")};`, `${ind}return;`]);
          }
          const v = this.vec(s.value);
          return this.flush(ind, [`${ind}${comps.map((c, i) => `out$.${c} = ${v[i]};`).join(" ")}`, `${ind}return;`]);
        }
        return this.flush(ind, [`${ind}return ${stripParens(this.valueOf(s.value, rt))};`]);
      }
      case "break":
        return [`${ind}break;`];
      case "continue":
        return [`${ind}continue;`];
      case "assert": {
        this.mod.runtimeImports.add("assertFail");
        const where = `${this.where}:${this.lineOf(s.span)}`;
        const vals = s.args.map((a) => this.expr(a));
        const msg = s.message ? `, ${JSON.stringify(s.message)}${vals.length ? `, [${vals.join(", ")}]` : ""}` : "";
        // `assert false` is the original's unconditional crash: a plain call, so TS sees the end
        if (s.cond.kind === "bool" && !s.cond.value) return this.flush(ind, [`${ind}assertFail(${JSON.stringify(where)}${msg});`]);
        return this.flush(ind, [`${ind}if (!${wrapNot(this.expr(s.cond))}) assertFail(${JSON.stringify(where)}${msg});`]);
      }
      case "expect":
      case "expect_assert":
        return this.testStmt(s, ind);
      case "expr": {
        const e = s.expr;
        if ((e.kind === "call" || e.kind === "mcall") && e.ty.k === "vec") {
          const sc = this.newScratch(vecTy(e.ty).n === 3 ? "Vec3" : "Vec4");
          return this.flush(ind, [`${ind}${this.anyCall(e, sc)};`]);
        }
        return this.flush(ind, [`${ind}${stripParens(this.expr(e))};`]);
      }
    }
  }

  private valueOf(e: Expr, ty: Ty): string {
    if (ty.k === "struct" || ty.k === "fixed" || ty.k === "dyn" || ty.k === "mat") {
      if (e.kind === "new" || e.kind === "array") return this.aggregate(e);
      return this.objectRef(e);
    }
    return this.expr(e);
  }

  private isReassigned(b: Binding): boolean {
    return this.reassigned.has(b);
  }

  /** Names the body's locals, and marks every binding the body writes after its declaration (so the others become const). */
  prepare(stmts: Stmt[]): void {
    this.names.declare(stmts);
    const markRoot = (e: Expr) => {
      if (e.kind === "var") this.reassigned.add(bindingOf(e));
      else if (e.kind === "field" && accessOf(e).kind === "comp") markRoot(e.object);
    };
    walkStmts(stmts, {
      expr(e) {
        if (e.kind === "call") {
          const t = targetOf(e);
          if (t.kind === "fn") t.fn.params.forEach((p, i) => p.mode !== "in" && p.ty.k === "vec" && markRoot(e.args[i]));
        } else if (e.kind === "mcall") {
          const t = targetOf(e);
          if (t.kind === "method") t.method.params.forEach((p, i) => p.mode !== "in" && p.ty.k === "vec" && markRoot(e.args[i]));
        }
      },
      stmt(s) {
        if (s.kind === "assign") markRoot(s.target);
      },
    });
  }

  private assign(s: Extract<Stmt, { kind: "assign" }>, ind: string): string[] {
    const tt = s.target.ty;
    const compound = s.op !== "=";
    const op = s.op.slice(0, -1);
    const tacc = s.target.kind === "field" ? accessOf(s.target) : undefined;
    if (tt.k === "vec" && s.target.kind === "field" && tacc?.kind === "layout") {
      // a vector field in layout memory: one store per component, in order
      const f = tacc.field;
      const h = this.expr(s.target.object);
      const elem = T.float(tt.elem);
      const size = tt.elem === "f32" ? 4 : 8;
      let vals: string[];
      if (compound) {
        vals = this.compoundVec(s, tt, op);
      } else if (isVecCall(s.value)) {
        const sc = this.newScratch(tt.n === 3 ? "Vec3" : "Vec4");
        this.pre.push(`${this.anyCall(s.value, sc)};`);
        vals = COMP.slice(0, tt.n).map((c) => `${sc}.${c}`);
      } else {
        vals = this.vec(s.value);
      }
      const tmp = this.temp("t");
      return this.flush(ind, [
        `${ind}const ${vals.map((v, i) => `${tmp}_${COMP[i]} = ${v}`).join(", ")};`,
        ...vals.map((_, i) => `${ind}${this.memStore(elem, this.fieldAddr(h, f, size * i), this.checkedStore(elem, `${tmp}_${COMP[i]}`, s.span))}`),
      ]);
    }
    if (tt.k === "vec") {
      const comps = COMP.slice(0, tt.n);
      const targets = this.vecTargets(s.target);
      // the checked build checks components stored into a record's vector field
      const chk = (v: string) => (s.target.kind === "var" ? v : this.checkedStore({ k: "float", name: tt.elem }, v, s.span));
      if (!compound && isVecCall(s.value)) {
        const tb = s.target.kind === "var" ? bindingOf(s.target) : undefined;
        if (tb && tb.vecRepr === "object") return this.flush(ind, [`${ind}${this.anyCall(s.value, this.names.of(tb))};`]);
        const sc = this.newScratch(tt.n === 3 ? "Vec3" : "Vec4");
        const call = this.anyCall(s.value, sc);
        return this.flush(ind, [`${ind}${call};`, `${ind}${targets.map((t, i) => `${t} = ${chk(`${sc}.${comps[i]}`)};`).join(" ")}`]);
      }
      let vals: string[];
      if (compound) {
        vals = this.compoundVec(s, tt, op);
      } else {
        vals = this.vec(s.value);
      }
      const root = rootName(s.target, this.names);
      const needsTemp = root === undefined || vals.slice(1).some((v) => mentions(v, root));
      if (needsTemp) {
        const tmp = this.temp("t");
        return this.flush(ind, [
          `${ind}const ${comps.map((c, i) => `${tmp}_${c} = ${vals[i]}`).join(", ")};`,
          `${ind}${targets.map((t, i) => `${t} = ${chk(`${tmp}_${comps[i]}`)};`).join(" ")}`,
        ]);
      }
      return this.flush(
        ind,
        targets.map((t, i) => `${ind}${t} = ${chk(vals[i])};`),
      );
    }
    // scalar and object targets
    let value: string;
    if (compound) {
      const cur = this.expr(s.target);
      const v = this.expr(s.value);
      const rty = s.resultTy ?? tt;
      if (tt.k === "float") {
        const prec = s.eval?.prec ?? tt.name;
        value = this.arith(prec, op, cur, v, s.span);
        if (rty.k === "float" && tt.name === "f32") value = this.rounding.convert(rty.name, "f32", value);
      } else if (tt.k === "int") {
        value = this.binary({ kind: "binary", op, left: s.target, right: s.value, ty: tt, span: s.span });
      } else throw new Error("lower: compound assignment");
    } else {
      value = this.valueOf(s.value, tt);
      if (s.target.kind !== "var" && (tt.k === "struct" || tt.k === "mat" || (tt.k === "fixed" && !tsType(tt).endsWith("[]")))) {
        // a record, matrix or numeric array stored into a field or element is copied into the
        // storage that field owns (value semantics, as in the original's structs)
        const dst = this.objectRef(s.target);
        if (tt.k === "struct") {
          this.mod.names.add(`copy_${tt.name}`);
          return this.flush(ind, [`${ind}copy_${tt.name}(${dst}, ${value});`]);
        }
        return this.flush(ind, [`${ind}${dst}.set(${value});`]);
      }
    }
    return this.flush(ind, [`${ind}${this.storeTo(s.target, stripParens(value))}`]);
  }

  /** The components of `target op= value` for a vector target, rounded to the target's elements. */
  private compoundVec(s: Extract<Stmt, { kind: "assign" }>, tt: { n: 3 | 4; elem: FloatTypeName }, op: string): string[] {
    const prec = s.eval?.prec ?? tt.elem;
    const cur = this.vec(s.target);
    const vt = s.value.ty;
    const R = vt.k === "vec" ? this.vec(s.value) : undefined;
    const rs = R ? undefined : this.expr(s.value);
    const vals = cur.map((c, i) => this.arith(prec, op, c, R ? R[i] : rs!, s.span));
    if (tt.elem !== "f32") return vals;
    return vals.map((v) => this.rounding.convert(prec, "f32", v));
  }

  /** The statement that stores `value` into a scalar or object target. */
  private storeTo(t: Expr, value: string): string {
    if (t.kind === "var") return `${this.names.of(bindingOf(t))} = ${value};`;
    if (t.kind === "field") {
      const acc = accessOf(t);
      if (acc.kind === "struct") return `${this.objectRef(t.object)}${acc.deref === true ? "!" : ""}.${t.name} = ${this.checkedStore(t.ty, value, t.span)};`;
      if (acc.kind === "comp") {
        const o = t.object;
        const oacc = o.kind === "field" ? accessOf(o) : undefined;
        if (o.kind === "field" && oacc?.kind === "layout") {
          const f = oacc.field;
          const ot = vecTy(o.ty);
          const size = ot.elem === "f32" ? 4 : 8;
          return this.memStore(T.float(ot.elem), this.fieldAddr(this.expr(o.object), f, size * acc.idx), this.checkedStore(t.ty, value, t.span));
        }
        return `${this.vecTargets(o)[acc.idx]} = ${o.kind === "var" ? value : this.checkedStore(t.ty, value, t.span)};`;
      }
      if (acc.kind === "layout") return this.memStore(t.ty, this.fieldAddr(this.expr(t.object), acc.field), this.checkedStore(t.ty, value, t.span));
      if (acc.kind === "bits") {
        const f = acc.field;
        const h = this.expr(t.object);
        const addr = this.fieldAddr(h, f);
        const width = INT_TYPES[intName(f.ty)].bits;
        const mask = bitMask(acc.lo, acc.hi);
        const cur = this.memLoad(f.ty, addr);
        const merged = `((${cur} & ${hex((~mask >>> 0) & widthMask(width))}) | ((${value} << ${acc.lo}) & ${hex(mask)})) >>> 0`;
        return this.memStore(f.ty, addr, width === 32 && intName(f.ty) === "i32" ? `(${merged}) | 0` : merged);
      }
    }
    if (t.kind === "index") {
      const acc = accessOf(t);
      if (acc.kind === "array" && acc.inMemory) {
        const { fe, f, elem, size } = memoryArray(t.object);
        return this.memStore(
          elem,
          `${this.fieldAddr(this.expr(fe.object), f)} + ${size} * ${this.checkedMemIndex(this.expr(t.index), f, t.span)}`,
          this.checkedStore(elem, value, t.span),
        );
      }
      return `${this.index(t, true)} = ${this.checkedStore(t.ty, value, t.span)};`;
    }
    throw new Error(`lower: store to ${t.kind}`);
  }

  private vecTargets(t: Expr): string[] {
    const ty = vecTy(t.ty);
    const comps = COMP.slice(0, ty.n);
    if (t.kind === "var") {
      const b = bindingOf(t);
      return b.vecRepr === "scalars" ? comps.map((c) => `${this.names.of(b)}_${c}`) : comps.map((c) => `${this.names.of(b)}.${c}`);
    }
    if (t.kind === "field" && accessOf(t).kind === "layout") {
      // memory vector targets are stored per component by storeVecMem; expose loads for reads only
      throw new Error("lower: assign a layout vector component by component");
    }
    const o = this.objectRef(t);
    return comps.map((c) => `${o}.${c}`);
  }

  // ------------------------------------------------------------------ tests
  /** A test-only statement: lowered by the test-file emitter's TestLowerer (emit/test-file.ts). */
  protected testStmt(s: Extract<Stmt, { kind: "expect" | "expect_assert" }>, _ind: string): string[] {
    throw new Error(`lower: '${s.kind}' outside a test case`);
  }
}

// ====================================================================== helpers

/** A list field in layout memory indexed by an expression: the field, its element type and size. */
function memoryArray(object: Expr): { fe: Extract<Expr, { kind: "field" }>; f: LayoutFieldInfo; elem: Ty; size: number } {
  const acc = object.kind === "field" ? accessOf(object) : undefined;
  if (object.kind !== "field" || acc?.kind !== "layout") throw new Error("lower: an in-memory index of something other than a layout field");
  const f = acc.field;
  const ft = f.ty;
  if (ft.k !== "fixed") throw new Error(`lower: layout field ${f.name} indexed but not an array`);
  const elem = ft.elem;
  const size = elem.k === "float" ? (elem.name === "f32" ? 4 : 8) : INT_TYPES[intName(elem)].bits / 8;
  return { fe: object, f, elem, size };
}

function isVecCall(e: Expr): boolean {
  return ((e.kind === "call" && targetOf(e).kind === "fn") || e.kind === "mcall") && e.ty.k === "vec";
}

/** The value of an index the checker folded to an integer literal (converted to i32), if it is one. */
function literalInt(e: Expr): bigint | undefined {
  const x = e.kind === "convert" ? e.operand : e;
  return x.kind === "int" ? x.value : undefined;
}

function rootName(e: Expr, names: JsNames): string | undefined {
  if (e.kind === "var") return names.of(bindingOf(e));
  if (e.kind === "field" || e.kind === "index") return rootName(e.object, names);
  return undefined;
}
