// Lowering of calls: spec functions (the calling convention of emit/abi.ts), host interface
// methods (every value a host hands back brought to its declared type at the boundary,
// runtime/host.ts) and intrinsics (one row each, emit/intrinsics.ts).
import type { Binding } from "../ir/program.js";
import { bindingOf, evalPrec, targetOf, type Expr } from "../ir/ir.js";
import { type Ty } from "../ir/types.js";
import { LOWER_INTRINSIC } from "./intrinsics.js";

import { COMP, ExprLowerer, intRange } from "./lower-expr.js";
import * as X from "./ts-expr.js";
import type { E } from "./ts-expr.js";

export abstract class CallLowerer extends ExprLowerer {
  // ------------------------------------------------------------------ calls
  protected call(e: Extract<Expr, { kind: "call" }>, out?: string): E {
    const target = targetOf(e);
    if (target.kind === "intrinsic") return this.intrinsic(e, target.name);
    if (target.kind !== "fn") throw new Error("lower: a call resolved to a method");
    const fn = target.fn;
    this.mod.names.add(fn.name);
    const args: E[] = [];
    if (fn.usesMemory) args.push(X.id(this.memName));
    args.push(...this.argList(fn.params, e.args));
    if (out) args.push(X.id(out));
    return X.call(X.id(fn.name), args, intRange(fn.result));
  }

  /** A call that writes a vector result into `out`, printed. */
  protected anyCall(e: Expr, out: string): string {
    return X.print(this.anyCallExpr(e, out));
  }

  protected anyCallExpr(e: Expr, out: string): E {
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
  protected mcall(e: Extract<Expr, { kind: "mcall" }>, out?: string): E {
    const t = targetOf(e);
    if (t.kind !== "method") throw new Error("lower: a method call resolved to a function");
    const ot = e.object.ty;
    const host = ot.k === "iface" || (ot.k === "ptr" && this.mod.program.ifaces.has(ot.target)) ? `${t.iface.name}.${t.method.name}` : undefined;
    const place = host === undefined ? undefined : { method: host, at: `${this.where}:${this.lineOf(e.span)}` };
    const where = place && X.str(`${place.method} (${place.at})`);
    const outer = this.hostAfter;
    this.hostAfter = [];
    const args = this.argList(t.method.params, e.args, place);
    const written = this.hostAfter;
    this.hostAfter = outer;
    if (t.method.usesMemory) args.unshift(X.id(this.memName));
    if (out) args.push(X.id(out));
    let call = X.call(X.member(X.nonnull(this.objectRef(e.object)), e.name), args, where ? undefined : intRange(t.method.result));
    if (!where) return call;
    // what the host wrote is brought to its types right after the call, inside the expression,
    // so that the rest of the expression (`ray_cast(…, hit) && hit.normal.z > m`) reads it rounded
    for (const w of written) call = X.call(X.dotted("$host.after"), [call, w]);
    if (written.length) this.mod.runtimeImports.add("$host");
    const r = t.method.result;
    if (r.k === "vec" && r.elem === "f32" && out) {
      this.mod.runtimeImports.add("$host");
      return X.call(X.dotted("$host.vec32"), [X.id(out), call]);
    }
    return this.hostValue(r, call, where);
  }

  /** A scalar a host hands to the engine, brought to its declared type `ty` (see mcall). */
  protected hostValue(ty: Ty, s: E, where: E): E {
    if (ty.k === "float") return ty.name === "f32" ? this.rounding.convert("f64", "f32", s) : s;
    if (ty.k === "int" || ty.k === "bool") {
      this.mod.runtimeImports.add("$host");
      return X.call(X.dotted(`$host.${ty.k === "bool" ? "bool" : ty.name}`), [s, where], intRange(ty));
    }
    return s;
  }

  /** `host`: the place of a host call, whose out/inout arguments are brought to their types after it. */
  protected argList(params: Binding[], callArgs: Expr[], host?: { method: string; at: string }): E[] {
    const args: E[] = [];
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
          this.hostAfter.push(X.call(X.id(`host_${p.ty.name}`), [ref, X.str(`${host.method} argument ${p.name} (${host.at})`)]));
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
  protected vecObjectArg(a: Expr, n: 3 | 4, copyIn: boolean, round32 = false): E {
    const comps = COMP.slice(0, n);
    if (a.kind === "var") {
      const b = bindingOf(a);
      if (b.vecRepr !== "object") {
        const s = this.newScratch(n === 3 ? "Vec3" : "Vec4");
        if (copyIn) this.pre.push(comps.map((c) => `${s}.${c} = ${this.names.of(b)}_${c};`).join(" "));
        const back = (c: string) => X.print(round32 ? this.rounding.convert("f64", "f32", X.member(X.id(s), c)) : X.member(X.id(s), c));
        this.post.push(comps.map((c) => `${this.names.of(b)}_${c} = ${back(c)};`).join(" "));
        this.reassigned.add(b);
        return X.id(s);
      }
    }
    const ref = a.kind === "var" ? X.id(this.names.of(bindingOf(a))) : this.objectRef(a);
    if (round32) {
      this.mod.runtimeImports.add("$host");
      this.hostAfter.push(X.call(X.dotted("$host.vec32"), [ref]));
    }
    return ref;
  }

  protected intrinsic(e: Extract<Expr, { kind: "call" }>, name: string): E {
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
}
