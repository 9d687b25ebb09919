// The checker's expressions: every expression of a body checked into a new, typed node (ir/ir.ts;
// the parsed AST is never changed): literals, names, operators with the precision rules' literal
// adaptation and `convert` nodes (check/precision.ts), integer constants folded into literals,
// scalar casts as explicit converts, vector constructors, fields, indexes and layout accesses. Calls
// are checked by check/calls.ts and statements by check/body.ts, which extend this class.
import type * as A from "../parse/ast.js";
import { Diagnostics } from "../errors.js";
import type { Expr } from "../ir/ir.js";
import { constValue } from "../ir/const-fold.js";
import { containsCall, isMemoryField } from "../ir/walk.js";
import { FLOAT_MODELS, FLOAT_TYPES, type FloatModelName, type FloatTypeName, type IntTypeName } from "../../runtime/precision.js";
import { binaryType, coerce, type PrecisionEnv } from "./precision.js";
import { T, show, isFloat, type Ty } from "../ir/types.js";
import type { Binding, FnInfo, Program } from "../ir/program.js";

/** What the checker knows about the body it is in. */
export interface FnCtx {
  fn?: FnInfo;
  model: FloatModelName;
  result: Ty;
  scopes: Map<string, Binding>[];
  usesMemory: boolean;
  calls: Set<string>;
  callsHost: boolean;
  inTest: boolean;
  loopDepth: number;
}

export abstract class ExprChecker {
  readonly callGraph = new Map<string, Set<string>>();
  /** Functions that call a host interface method directly. */
  readonly callsHost = new Set<string>();
  readonly testCalls = new Map<unknown, { direct: boolean; calls: Set<string> }[]>();

  constructor(
    protected readonly p: Program,
    protected readonly d: Diagnostics,
    protected readonly resolveType: (t: A.TypeNode, model?: FloatModelName) => Ty,
  ) {}

  protected ctx!: FnCtx;

  protected abstract call(e: Extract<Expr, { kind: "call" }>, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Ty;
  protected abstract mcall(e: Extract<Expr, { kind: "mcall" }>, opts: { vecCallOk?: boolean }): Ty;

  // ---------------------------------------------------------------- scopes
  protected lookup(name: string): Binding | undefined {
    for (let i = this.ctx.scopes.length - 1; i >= 0; i--) {
      const b = this.ctx.scopes[i].get(name);
      if (b) return b;
    }
    const c = this.p.consts.get(name);
    if (c) return { name, ty: c.ty, kind: "const", mode: "in", vecRepr: c.ty.k === "vec" ? "object" : "none", constOf: c };
    return undefined;
  }

  // ---------------------------------------------------------------- coercion
  /** Wraps `e` in a convert node when its type differs from `to`; reports what is not allowed (check/precision.ts). */
  coerce(e: Expr, to: Ty, ctx: "store" | "value" | "arg", from: Ty): Expr {
    return coerce(this.env(), e, to, ctx, from);
  }

  /** `coerce` of a checked node from its own type. */
  protected coerceChecked(e: Expr, to: Ty, ctx: "store" | "value" | "arg"): Expr {
    return this.coerce(e, to, ctx, e.ty);
  }

  protected env(): PrecisionEnv {
    return { p: this.p, d: this.d, model: this.ctx.model };
  }

  // ---------------------------------------------------------------- expressions
  /**
   * Checks an expression and returns its checked node: a new node (the parsed one is never
   * changed) whose children are checked nodes. A checked node may be checked again against a new
   * expected type (an integer literal adapting to the other operand): it is copied again.
   */
  expr(e: A.Expr | Expr, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Expr {
    const n = draft(e);
    n.ty = this.exprInner(n, expected, opts);
    // an integer constant expression is folded here, once, into the literal it stands for (in
    // BigInt, so nothing overflows before the type it must fit is known); lowering spells literals only
    if (n.ty.k === "intlit" && (n.kind === "unary" || n.kind === "binary")) {
      const v = constValue(n);
      if (v !== undefined) return { kind: "int", value: v, text: String(v), span: n.span, ty: n.ty };
    }
    // a scalar conversion the spec wrote is an explicit convert node: lowering spells it by its types
    if (n.kind === "typecall" && n.target.kind === "scalar" && n.ty.k !== "error" && n.args.length === 1)
      return { kind: "convert", to: n.ty, operand: n.args[0], span: n.span, ty: n.ty, cast: true };
    return n;
  }

  protected exprInner(e: Expr, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Ty {
    const model = this.ctx.model;
    switch (e.kind) {
      case "int":
        return T.intlit;
      case "float": {
        const name: FloatTypeName = e.f32 ? "f32" : "f64";
        if (!FLOAT_MODELS[model].allowed.includes(name)) {
          this.d.at(e.span, `f64 literal ${e.text} under float model ${model}; expected an f32 literal such as ${e.text}f`);
          return T.f32;
        }
        if (!Number.isFinite(e.value)) this.d.at(e.span, `literal ${e.text} overflows; expected a finite value`);
        return T.float(name);
      }
      case "bits": {
        const digits = e.width / 4;
        if (e.hex.length > digits) this.d.at(e.span, `bit pattern of ${e.hex.length} hex digits for f${e.width}; expected at most ${digits}`);
        const name: FloatTypeName = e.width === 32 ? "f32" : "f64";
        if (!FLOAT_MODELS[model].allowed.includes(name)) this.d.at(e.span, `an f64 bit pattern under float model ${model}; expected f32#...`);
        return T.float(name);
      }
      case "bool":
        return T.bool;
      case "var": {
        const b = this.lookup(e.name);
        if (!b) {
          if (this.p.fns.has(e.name)) this.d.at(e.span, `'${e.name}' is a function; expected a call ${e.name}(...)`);
          else this.d.at(e.span, `unknown name '${e.name}'; expected a local, a parameter or a constant`);
          return T.error;
        }
        e.binding = b;
        if (b.mode === "out" && b.ty.k === "vec") {
          // reading an out vector is fine once written; nothing to check statically
        }
        return b.ty;
      }
      case "array": {
        if (expected && expected.k === "dyn") {
          e.items = e.items.map((it) => this.coerceChecked(this.expr(it, expected.elem, {}), expected.elem, "store"));
          return expected;
        }
        if (!expected || expected.k !== "fixed") {
          this.d.at(e.span, `an array literal needs a declared type; expected let name: [T; N] = [...] or let name: T[] = [...]`);
          e.items = e.items.map((it) => this.expr(it, undefined, {}));
          return T.error;
        }
        if (e.items.length !== expected.length) this.d.at(e.span, `${e.items.length} elements for ${show(expected)}; expected ${expected.length}`);
        e.items = e.items.map((it) => this.coerceChecked(this.expr(it, expected.elem, {}), expected.elem, "store"));
        return expected;
      }
      case "new": {
        if (!this.p.structs.has(e.struct)) {
          this.d.at(e.span, `unknown struct '${e.struct}'; expected a declared struct`);
          return T.error;
        }
        return { k: "struct", name: e.struct };
      }
      case "unary": {
        e.operand = this.expr(e.operand, expected, {});
        const t = e.operand.ty;
        if (t.k === "error") return t;
        if (e.op === "!") {
          if (t.k !== "bool") this.d.at(e.span, `'!' on ${show(t)}; expected bool`);
          return T.bool;
        }
        if (e.op === "~") {
          if (t.k !== "int" && t.k !== "intlit") this.d.at(e.span, `'~' on ${show(t)}; expected an integer`);
          return t;
        }
        if (t.k === "float" || t.k === "int" || t.k === "intlit" || t.k === "vec") return t;
        this.d.at(e.span, `'-' on ${show(t)}; expected a number or a vector`);
        return T.error;
      }
      case "binary": {
        if (e.op === "&&" || e.op === "||") {
          e.left = this.expr(e.left, T.bool, {});
          e.right = this.expr(e.right, T.bool, {});
          const l = e.left.ty;
          const r = e.right.ty;
          if (l.k !== "bool" && l.k !== "error") this.d.at(e.left.span, `'${e.op}' on ${show(l)}; expected bool`);
          if (r.k !== "bool" && r.k !== "error") this.d.at(e.right.span, `'${e.op}' on ${show(r)}; expected bool`);
          return T.bool;
        }
        const cmp = ["==", "!=", "<", "<=", ">", ">="].includes(e.op);
        e.left = this.expr(e.left, cmp ? undefined : expected, {});
        let lt = e.left.ty;
        e.right = this.expr(
          e.right,
          lt.k === "intlit" || lt.k === "vec" ? (cmp ? undefined : expected) : lt.k === "float" || lt.k === "int" ? lt : undefined,
          {},
        );
        const rt = e.right.ty;
        if (lt.k === "intlit" && rt.k !== "intlit") {
          e.left = this.expr(e.left, rt.k === "vec" ? undefined : rt, {});
          lt = e.left.ty;
        }
        const r = binaryType(
          this.env(),
          e.op,
          lt,
          rt,
          e.span,
          e.left,
          e.right,
          (x) => (e.right = x),
          (x) => (e.left = x),
        );
        e.eval = r.eval;
        if (r.ty.k === "vec") {
          if (containsCall(e.left) || containsCall(e.right))
            this.d.at(
              e.span,
              `a call inside a vector expression; expected the call's result bound to a local first (vector expressions are expanded per component)`,
            );
        }
        return r.ty;
      }
      case "call":
        return this.call(e, expected, opts);
      case "mcall":
        return this.mcall(e, opts);
      case "null":
        return { k: "null" };
      case "typecall":
        return this.typecall(e, expected);
      case "field":
        return this.field(e);
      case "index":
        return this.index(e);
      case "convert":
        // a conversion the rules inserted, checked again with its operand (a literal re-adapting)
        return e.to;
    }
  }

  protected typecall(e: Extract<Expr, { kind: "typecall" }>, expected: Ty | undefined): Ty {
    const model = this.ctx.model;
    const t = e.target;
    if (t.kind === "scalar") {
      if (e.args.length !== 1) {
        this.d.at(e.span, `${t.name}(...) takes one argument, got ${e.args.length}; expected ${t.name}(value)`);
        e.args = e.args.map((a) => this.expr(a, undefined, {}));
        return T.error;
      }
      const to = this.resolveType(t, model);
      e.args[0] = this.expr(e.args[0], undefined, {});
      const from = e.args[0].ty;
      if (to.k === "error" || from.k === "error") return to;
      if (to.k === "bool" || from.k === "bool") {
        this.d.at(e.span, `no conversion between ${show(from)} and ${show(to)}; expected a comparison`);
        return T.error;
      }
      if (from.k === "intlit" && to.k === "float") {
        e.args[0] = this.coerce(e.args[0], to, "value", from);
      }
      if (!(from.k === "float" || from.k === "int" || from.k === "intlit")) {
        this.d.at(e.args[0].span, `cannot convert ${show(from)} to ${show(to)}; expected a number`);
        return T.error;
      }
      return to;
    }
    if (t.kind === "ref") {
      if (!this.p.layouts.has(t.layout)) {
        this.d.at(t.span, `unknown layout '${t.layout}'; expected a declared layout`);
        return T.error;
      }
      if (e.args.length !== 1) {
        this.d.at(e.span, `ref<${t.layout}>(...) takes one address; expected ref<${t.layout}>(address)`);
        return T.error;
      }
      e.args[0] = this.expr(e.args[0], T.int("u32"), {});
      const a = e.args[0].ty;
      if (!((a.k === "int" && a.name === "u32") || a.k === "intlit" || a.k === "error"))
        this.d.at(e.args[0].span, `address of type ${show(a)}; expected a u32 (use addr(h) for a handle)`);
      e.args[0] = this.coerce(e.args[0], T.int("u32"), "value", a);
      return { k: "ref", layout: t.layout };
    }
    if (t.kind === "vec") {
      let elem = t.elem as FloatTypeName | "?";
      if (elem === "?" && expected?.k === "vec" && expected.n === t.n) elem = expected.elem;
      if (e.args.length !== t.n) {
        this.d.at(e.span, `vec${t.n}(...) takes ${t.n} components, got ${e.args.length}; expected vec${t.n}(${t.n === 3 ? "x, y, z" : "x, y, z, w"})`);
        e.args = e.args.map((a) => this.expr(a, undefined, {}));
        return T.error;
      }
      e.args = e.args.map((a) => this.expr(a, elem === "?" ? undefined : T.float(elem as FloatTypeName), {}));
      const tys = e.args.map((a) => a.ty);
      if (elem === "?") {
        const fl = tys.filter(isFloat);
        if (fl.length === 0) {
          this.d.at(e.span, `cannot tell the element type of vec${t.n}(...); expected vec${t.n}<f32>(...) or float components`);
          return T.error;
        }
        elem = fl.reduce((acc, x) => (FLOAT_TYPES[x.name].rank > FLOAT_TYPES[acc].rank ? x.name : acc), fl[0].name as FloatTypeName);
      }
      if (!FLOAT_MODELS[model].allowed.includes(elem)) {
        this.d.at(e.span, `vec${t.n}<${elem}> under float model ${model}; expected ${FLOAT_MODELS[model].allowed.join(" or ")}`);
        return T.error;
      }
      const et = T.float(elem);
      // each component expression is evaluated exactly once, so calls are fine here; building a
      // vector of a declared element type stores each component into it (so ext narrows, as a store)
      e.args = e.args.map((a, i) => this.coerce(a, et, "store", tys[i]));
      return { k: "vec", n: t.n, elem };
    }
    this.d.at(e.span, `cannot call a type here`);
    return T.error;
  }

  protected field(e: Extract<Expr, { kind: "field" }>): Ty {
    e.object = this.expr(e.object, undefined, {});
    const ot = e.object.ty;
    if (ot.k === "error") return T.error;
    if (ot.k === "vec") {
      const idx = "xyzw".indexOf(e.name);
      if (e.name.length !== 1 || idx < 0 || idx >= ot.n) {
        this.d.at(e.nameSpan, `vec${ot.n} has no component '${e.name}'; expected ${"xyzw".slice(0, ot.n).split("").join(", ")}`);
        return T.error;
      }
      e.access = { kind: "comp", idx };
      return T.float(ot.elem);
    }
    if (ot.k === "ptr" && this.p.structs.has(ot.target)) {
      const s = this.p.structs.get(ot.target)!;
      const f = s.fields.find((x) => x.name === e.name);
      if (!f) {
        this.d.at(e.nameSpan, `struct ${s.name} has no field '${e.name}'; expected one of ${s.fields.map((x) => x.name).join(", ")}`);
        return T.error;
      }
      e.access = { kind: "struct", struct: s.name, deref: true };
      return f.ty;
    }
    if (ot.k === "struct") {
      const s = this.p.structs.get(ot.name)!;
      const f = s.fields.find((x) => x.name === e.name);
      if (!f) {
        this.d.at(e.nameSpan, `struct ${s.name} has no field '${e.name}'; expected one of ${s.fields.map((x) => x.name).join(", ")}`);
        return T.error;
      }
      if (f.ty.k === "float" && !FLOAT_MODELS[this.ctx.model].allowed.includes(f.ty.name)) {
        this.d.at(
          e.span,
          `field ${s.name}.${f.name} is ${f.ty.name}, not available under float model ${this.ctx.model}; expected ${FLOAT_MODELS[this.ctx.model].allowed.join(" or ")}`,
        );
      }
      e.access = { kind: "struct", struct: s.name };
      return f.ty;
    }
    if (ot.k === "ref") {
      const l = this.p.layouts.get(ot.layout)!;
      this.ctx.usesMemory = true;
      if (e.object.kind !== "var" && containsCall(e.object)) this.d.at(e.object.span, `a call as a handle; expected the handle bound to a local first`);
      const f = l.fields.get(e.name);
      if (f) {
        e.access = { kind: "layout", layout: l.name, field: f };
        return f.ty;
      }
      const b = l.bitFields.get(e.name);
      if (b) {
        e.access = { kind: "bits", layout: l.name, field: b.field, lo: b.lo, hi: b.hi, signed: b.signed };
        const cont = b.field.ty as { k: "int"; name: IntTypeName };
        return b.signed ? T.int("i32") : T.int(cont.name === "u32" || cont.name === "i32" ? "u32" : cont.name);
      }
      this.d.at(e.nameSpan, `layout ${l.name} has no field '${e.name}'; expected one of ${[...l.fields.keys(), ...l.bitFields.keys()].join(", ")}`);
      return T.error;
    }
    this.d.at(e.nameSpan, `${show(ot)} has no fields; expected a struct, a vector or a layout handle`);
    return T.error;
  }

  protected index(e: Extract<Expr, { kind: "index" }>): Ty {
    e.object = this.expr(e.object, undefined, {});
    const ot = e.object.ty;
    e.index = this.expr(e.index, T.int("i32"), {});
    const it = e.index.ty;
    if (it.k !== "int" && it.k !== "intlit" && it.k !== "error") this.d.at(e.index.span, `index of type ${show(it)}; expected an integer`);
    // the constant's value is read before the i32 convert wraps it (constValue does not look through one)
    const cv = it.k === "intlit" ? constValue(e.index) : undefined;
    if (it.k === "intlit") e.index = this.coerce(e.index, T.int("i32"), "value", it);
    if (containsCall(e.index) && ot.k === "mat") this.d.at(e.index.span, `a call in a matrix index; expected a local`);
    if (ot.k === "error") return T.error;
    if (ot.k === "fixed") {
      if (cv !== undefined && (cv < 0n || cv >= BigInt(ot.length))) this.d.at(e.index.span, `index ${cv} is outside ${show(ot)}; expected 0..${ot.length - 1}`);
      e.access = { kind: "array", inMemory: isMemoryField(e.object) };
      return ot.elem;
    }
    if (ot.k === "dyn") {
      e.access = { kind: "array", inMemory: false };
      return ot.elem;
    }
    if (ot.k === "mat") {
      e.access = { kind: "matrow" };
      return { k: "matrow", cols: ot.cols, elem: ot.elem };
    }
    if (ot.k === "matrow") {
      e.access = { kind: "matelem", cols: ot.cols };
      return T.float(ot.elem);
    }
    this.d.at(e.span, `cannot index ${show(ot)}; expected an array, a list or a matrix`);
    return T.error;
  }
}

/**
 * A new checked node for `e`, its fields copied from the parsed (or an earlier checked) node. Its
 * children are still the source's until the checker replaces each by its checked node (every path
 * of a program that checks does); the lists are copied, so replacing a child never touches the source.
 */
function draft(e: A.Expr | Expr): Expr {
  const n = { ...e, ty: T.error } as Expr;
  if (n.kind === "call" || n.kind === "mcall" || n.kind === "typecall") n.args = [...n.args];
  else if (n.kind === "array") n.items = [...n.items];
  return n;
}
