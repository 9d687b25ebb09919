// The checker's calls: spec functions (arguments checked and converted against the parameters,
// in/out rules), host interface methods (through an interface value or a record that implements
// the slot) and the intrinsics' typing rules (their evaluation precision, argument conversions and
// float-model limits). Each call is recorded in the call facts the analyses read.
import type { Expr } from "../ir/ir.js";
import { containsCall, isCall } from "../ir/walk.js";
import { FLOAT_MODELS } from "../../runtime/precision.js";
import { INTRINSICS } from "./intrinsics.js";
import { IFACE_SLOT } from "../ir/program.js";
import { T, show, same, type Ty } from "../ir/types.js";
import type { Binding } from "../ir/program.js";
import { ExprChecker } from "./expr.js";

export abstract class CallChecker extends ExprChecker {
  protected call(e: Extract<Expr, { kind: "call" }>, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Ty {
    const fn = this.p.fns.get(e.callee);
    if (fn) {
      this.ctx.calls.add(fn.name);
      e.target = { kind: "fn", fn };
      if (e.args.length !== fn.params.length) {
        this.d.at(
          e.span,
          `'${fn.name}' takes ${fn.params.length} argument${fn.params.length === 1 ? "" : "s"}, got ${e.args.length}; expected (${fn.params.map((p) => `${p.name}: ${show(p.ty)}`).join(", ")})`,
        );
        e.args = e.args.map((a) => this.expr(a, undefined, {}));
        return fn.result;
      }
      e.args = this.checkArgs(fn.params, e.args);
      if (fn.result.k === "vec" && !opts.vecCallOk) this.d.at(e.span, `'${fn.name}' returns a vector; expected its result bound directly with let or =`);
      if (fn.result.k === "vec" && e.args.some(containsCall))
        this.d.at(e.span, `a call in the arguments of a vector-valued call; expected it bound to a local first`);
      return fn.result;
    }
    const intr = INTRINSICS[e.callee];
    if (!intr) {
      const known = this.lookup(e.callee);
      this.d.at(
        e.calleeSpan,
        known
          ? `'${e.callee}' is not a function; expected a function or an intrinsic`
          : `unknown function '${e.callee}'; expected a spec function or an intrinsic (${Object.keys(INTRINSICS).join(", ")})`,
      );
      e.args = e.args.map((a) => this.expr(a, undefined, {}));
      return T.error;
    }
    e.target = { kind: "intrinsic", name: intr.name };
    if (intr.usesMemory) this.ctx.usesMemory = true;
    return this.intrinsic(e, expected);
  }

  /** Checks and converts call arguments against parameters (functions and interface methods). */
  protected checkArgs(params: Binding[], args: Expr[]): Expr[] {
    return args.map((arg, i) => {
      const p = params[i];
      const a = this.expr(arg, p.ty, {});
      const at = a.ty;
      if (p.mode !== "in") {
        if (!(a.kind === "var" || a.kind === "field" || a.kind === "index"))
          this.d.at(a.span, `argument for '${p.mode} ${p.name}' is not a variable or field; expected something it can write into`);
        else if (p.ty.k === "vec" && a.kind === "var" && a.binding?.kind === "const")
          this.d.at(a.span, `constant passed as '${p.mode} ${p.name}'; expected a variable`);
        if (at.k !== "error" && p.ty.k !== "error" && !same(at, p.ty))
          this.d.at(a.span, `${show(at)} passed as '${p.mode} ${p.name}: ${show(p.ty)}'; expected exactly ${show(p.ty)}`);
        return a;
      }
      if (at.k === "vec" && isCall(a)) this.d.at(a.span, `a vector-valued call as an argument; expected it bound to a local first`);
      return this.coerce(a, p.ty, "arg", at);
    });
  }

  protected mcall(e: Extract<Expr, { kind: "mcall" }>, opts: { vecCallOk?: boolean }): Ty {
    e.object = this.expr(e.object, undefined, {});
    const ot = e.object.ty;
    if (ot.k === "error") {
      e.args = e.args.map((a) => this.expr(a, undefined, {}));
      return T.error;
    }
    let name = ot.k === "iface" ? ot.name : ot.k === "ptr" && this.p.ifaces.has(ot.target) ? ot.target : undefined;
    if (!name) {
      // a record that implements an interface with this method can be called directly
      const rec = ot.k === "struct" ? ot.name : ot.k === "ptr" && this.p.structs.has(ot.target) ? ot.target : undefined;
      const owners = rec ? [...this.p.impls.values()].filter((i) => i.struct.name === rec && i.iface.methods.has(e.name)) : [];
      if (owners.length === 1) name = owners[0].iface.name;
      else if (owners.length > 1) {
        this.d.at(e.nameSpan, `'${e.name}' is a method of several interfaces ${rec} implements; expected the call through one interface-typed value`);
        e.args = e.args.map((a) => this.expr(a, undefined, {}));
        return T.error;
      }
    }
    if (!name) {
      this.d.at(e.nameSpan, `${show(ot)} has no methods; expected a host interface value`);
      e.args = e.args.map((a) => this.expr(a, undefined, {}));
      return T.error;
    }
    const itf = this.p.ifaces.get(name)!;
    const m = itf.methods.get(e.name);
    if (!m) {
      this.d.at(e.nameSpan, `interface ${name} has no method '${e.name}'; expected one of ${[...itf.methods.keys()].join(", ")}`);
      e.args = e.args.map((a) => this.expr(a, undefined, {}));
      return T.error;
    }
    e.target = { kind: "method", iface: itf, method: m };
    this.ctx.callsHost = true;
    // the slot as a call-graph node, so memory use flows from its spec implementations to callers
    this.ctx.calls.add(`${itf.name}.${m.name}${IFACE_SLOT}`);
    if (e.args.length !== m.params.length) {
      this.d.at(
        e.span,
        `'${name}.${m.name}' takes ${m.params.length} argument${m.params.length === 1 ? "" : "s"}, got ${e.args.length}; expected (${m.params.map((p) => `${p.name}: ${show(p.ty)}`).join(", ")})`,
      );
      e.args = e.args.map((a) => this.expr(a, undefined, {}));
      return m.result;
    }
    e.args = this.checkArgs(m.params, e.args);
    if (m.result.k === "vec" && !opts.vecCallOk) this.d.at(e.span, `'${name}.${m.name}' returns a vector; expected its result bound directly with let or =`);
    return m.result;
  }

  protected arity(e: Extract<Expr, { kind: "call" }>, n: number): boolean {
    if (e.args.length === n) return true;
    this.d.at(e.span, `'${e.callee}' takes ${n} argument${n === 1 ? "" : "s"}, got ${e.args.length}; expected ${INTRINSICS[e.callee].signature}`);
    e.args = e.args.map((a) => this.expr(a, undefined, {}));
    return false;
  }

  protected intrinsic(e: Extract<Expr, { kind: "call" }>, expected: Ty | undefined): Ty {
    const name = e.callee;
    const model = this.ctx.model;
    const needs = (i: number, pred: (t: Ty) => boolean, what: string, exp?: Ty): Ty => {
      e.args[i] = this.expr(e.args[i], exp, {});
      const t = e.args[i].ty;
      if (t.k !== "error" && !pred(t)) this.d.at(e.args[i].span, `'${name}' argument ${i + 1} is ${show(t)}; expected ${what}`);
      return t;
    };
    switch (name) {
      case "sqrt":
      case "floor":
      case "ceil":
      case "trunc": {
        if (!this.arity(e, 1)) return T.error;
        const t = needs(0, (t) => t.k === "float", "a float", expected);
        if (t.k !== "float") return T.error;
        // in x87 the operation is done on the FPU stack in extended precision
        const prec = name === "sqrt" ? FLOAT_MODELS[model].evalType(t.name, t.name) : t.name;
        e.eval = { prec };
        return T.float(prec);
      }
      case "abs": {
        if (!this.arity(e, 1)) return T.error;
        const t = needs(0, (t) => t.k === "float" || t.k === "int", "a number", expected);
        return t.k === "intlit" ? T.int("i32") : t;
      }
      case "min":
      case "max": {
        if (!this.arity(e, 2)) return T.error;
        e.args[0] = this.expr(e.args[0], expected, {});
        let a = e.args[0].ty;
        e.args[1] = this.expr(e.args[1], a.k === "intlit" ? expected : a, {});
        const b = e.args[1].ty;
        if (a.k === "intlit" && b.k !== "intlit") {
          e.args[0] = this.expr(e.args[0], b, {});
          a = e.args[0].ty;
        }
        if (a.k === "error" || b.k === "error") return T.error;
        if (a.k === "float" && b.k === "float") {
          const prec = FLOAT_MODELS[model].evalType(a.name, b.name);
          if (a.name !== prec) e.args[0] = this.coerce(e.args[0], T.float(prec), "value", a);
          if (b.name !== prec) e.args[1] = this.coerce(e.args[1], T.float(prec), "value", b);
          return T.float(prec);
        }
        if (a.k === "int" && (b.k === "int" || b.k === "intlit")) {
          e.args[1] = this.coerce(e.args[1], a, "value", b);
          if (b.k === "int" && b.name !== a.name) this.d.at(e.span, `'${name}' on ${a.name} and ${b.name}; expected one type`);
          return a;
        }
        if (a.k === "float" && b.k === "intlit") {
          e.args[1] = this.coerce(e.args[1], a, "value", b);
          return a;
        }
        this.d.at(e.span, `'${name}' on ${show(a)} and ${show(b)}; expected two numbers of one kind`);
        return T.error;
      }
      case "hi32":
      case "lo32": {
        if (!this.arity(e, 1)) return T.error;
        needs(0, (t) => t.k === "float" && t.name === "f64", "an f64 (cast first)");
        return T.int("u32");
      }
      case "f64_from_words": {
        if (!this.arity(e, 2)) return T.error;
        for (let i = 0; i < 2; i++) {
          const t = needs(i, (t) => (t.k === "int" && t.name === "u32") || t.k === "intlit", "a u32", T.int("u32"));
          e.args[i] = this.coerce(e.args[i], T.int("u32"), "value", t);
        }
        if (!FLOAT_MODELS[model].allowed.includes("f64")) this.d.at(e.span, `f64_from_words under float model ${model}; expected f32 only`);
        return T.f64;
      }
      case "bits32": {
        if (!this.arity(e, 1)) return T.error;
        needs(0, (t) => t.k === "float" && t.name === "f32", "an f32 (cast first)");
        return T.int("u32");
      }
      case "f32_from_bits": {
        if (!this.arity(e, 1)) return T.error;
        const t = needs(0, (t) => (t.k === "int" && t.name === "u32") || t.k === "intlit", "a u32", T.int("u32"));
        e.args[0] = this.coerce(e.args[0], T.int("u32"), "value", t);
        return T.f32;
      }
      case "signbit": {
        if (!this.arity(e, 1)) return T.error;
        needs(0, (t) => t.k === "float" && t.name !== "ext", "an f32 or f64 (a stored value)");
        return T.bool;
      }
      case "dot":
      case "cross": {
        if (!this.arity(e, 2)) return T.error;
        const a = needs(0, (t) => t.k === "vec", "a vector");
        const b = needs(1, (t) => t.k === "vec", "a vector");
        if (a.k !== "vec" || b.k !== "vec") return T.error;
        if (a.n !== b.n) this.d.at(e.span, `'${name}' on ${show(a)} and ${show(b)}; expected vectors of one size`);
        if (e.args.some(containsCall)) this.d.at(e.span, `a call inside '${name}'; expected the call's result bound to a local first`);
        const prec = FLOAT_MODELS[model].evalType(a.elem, b.elem);
        e.eval = { prec };
        return name === "dot" ? T.float(prec) : { k: "vec", n: 3, elem: prec };
      }
      case "mem_alloc": {
        if (!this.arity(e, 2)) return T.error;
        for (let i = 0; i < 2; i++) {
          const t = needs(i, (t) => (t.k === "int" && t.name === "u32") || t.k === "intlit", "a u32", T.int("u32"));
          e.args[i] = this.coerce(e.args[i], T.int("u32"), "value", t);
        }
        return T.int("u32");
      }
      case "append": {
        if (!this.arity(e, 2)) return T.error;
        const l = needs(0, (t) => t.k === "dyn", "a growable list T[]");
        if (l.k !== "dyn") {
          e.args[1] = this.expr(e.args[1], undefined, {});
          return T.void;
        }
        e.args[1] = this.coerceChecked(this.expr(e.args[1], l.elem, {}), l.elem, "store");
        return T.void;
      }
      case "clear": {
        if (!this.arity(e, 1)) return T.error;
        needs(0, (t) => t.k === "dyn", "a growable list T[]");
        return T.void;
      }
      case "truncate": {
        if (!this.arity(e, 2)) return T.error;
        needs(0, (t) => t.k === "dyn", "a growable list T[]");
        const n = needs(1, (t) => t.k === "int" || t.k === "intlit", "an i32 length", T.int("i32"));
        e.args[1] = this.coerce(e.args[1], T.int("i32"), "value", n);
        return T.void;
      }
      case "len": {
        if (!this.arity(e, 1)) return T.error;
        needs(0, (t) => t.k === "dyn" || t.k === "fixed", "a list or an array");
        return T.int("i32");
      }
      case "addr": {
        if (!this.arity(e, 1)) return T.error;
        needs(0, (t) => t.k === "ref", "a layout handle ref<L>");
        return T.int("u32");
      }
      case "load_u32": {
        if (!this.arity(e, 1)) return T.error;
        const t = needs(0, (t) => (t.k === "int" && t.name === "u32") || t.k === "intlit", "a u32 address", T.int("u32"));
        e.args[0] = this.coerce(e.args[0], T.int("u32"), "value", t);
        return T.int("u32");
      }
      case "store_u32":
      case "copy_words": {
        if (!this.arity(e, name === "copy_words" ? 3 : 2)) return T.error;
        for (let i = 0; i < e.args.length; i++) {
          const t = needs(i, (t) => (t.k === "int" && t.name === "u32") || t.k === "intlit", "a u32", T.int("u32"));
          e.args[i] = this.coerce(e.args[i], T.int("u32"), "value", t);
        }
        return T.void;
      }
    }
    throw new Error(`checker: intrinsic ${name} has no typing rule`);
  }
}
