// The checker's statements and entry points: every function body, constant and test case checked
// into new, typed IR (ir/ir.ts; the parsed AST is never changed), with scopes and bindings, lvalue
// rules, reachability and the call facts the analyses read (ir/program.ts CallFacts). Expressions
// and calls are checked by the classes this one extends (check/expr.ts, check/calls.ts).
import type * as A from "../parse/ast.js";
import type { Expr, Stmt } from "../ir/ir.js";
import { containsBreak, containsCall, hasExpect, isCall } from "../ir/walk.js";
import { binaryType, canStore } from "./precision.js";
import { T, show, same, isFloat, isInt, isVec, type Ty } from "../ir/types.js";
import type { Binding, ConstInfo, FnInfo, TestsInfo } from "../ir/program.js";
import { CallChecker } from "./calls.js";

// ====================================================================== bodies

export class BodyChecker extends CallChecker {
  // ---------------------------------------------------------------- entry points
  checkConst(c: ConstInfo) {
    c.ty = this.resolveType(c.decl.type);
    this.ctx = {
      model: c.module.model,
      result: T.void,
      scopes: [new Map()],
      usesMemory: false,
      calls: new Set(),
      callsHost: false,
      inTest: false,
      loopDepth: 0,
    };
    if (c.ty.k === "error") return;
    if (c.ty.k === "struct" || c.ty.k === "dyn" || c.ty.k === "ref" || c.ty.k === "iface" || c.ty.k === "ptr") {
      this.d.at(c.decl.type.span, `a constant of type ${show(c.ty)}; expected a scalar, vector or fixed array`);
      return;
    }
    const v = this.expr(c.decl.value, c.ty, {});
    c.value = this.coerce(v, c.ty, "store", v.ty);
    if (containsCall(c.value)) this.d.at(c.value.span, `a constant's value calls a function; expected literals and operators only`);
  }

  checkFn(fn: FnInfo) {
    const scope = new Map<string, Binding>();
    this.ctx = {
      fn,
      model: fn.model,
      result: fn.result,
      scopes: [scope],
      usesMemory: false,
      calls: new Set(),
      callsHost: false,
      inTest: false,
      loopDepth: 0,
    };
    if (fn.selfStruct) {
      // `self` is the record the method belongs to (TS `this`, emit/names.ts)
      scope.set("self", { name: "self", ty: { k: "struct", name: fn.selfStruct }, kind: "param", mode: "in", vecRepr: "none" });
    }
    for (const p of fn.params) scope.set(p.name, p);
    const terminates = this.block(fn.decl.body, fn.body, false);
    if (!terminates && fn.result.k !== "void" && fn.result.k !== "error") {
      const end = fn.decl.span.end - 1;
      this.d.at(
        { file: fn.decl.span.file, start: end, end: end + 1 },
        `missing return at the end of '${fn.name}'; expected every path to return ${show(fn.result)}`,
      );
    }
    fn.usesMemory = this.ctx.usesMemory;
    this.callGraph.set(fn.name, this.ctx.calls);
    if (this.ctx.callsHost) this.callsHost.add(fn.name);
  }

  checkTests(t: TestsInfo) {
    const per: { direct: boolean; calls: Set<string> }[] = [];
    const names = new Set<string>();
    for (const c of t.decl.cases) {
      if (names.has(c.name)) this.d.at(c.span, `case "${c.name}" appears twice in this table; expected unique case names`);
      names.add(c.name);
      this.ctx = {
        model: t.module.model,
        result: T.void,
        scopes: [new Map()],
        usesMemory: false,
        calls: new Set(),
        callsHost: false,
        inTest: true,
        loopDepth: 0,
      };
      const body: Stmt[] = [];
      this.block(c.body, body, false);
      t.bodies.push(body);
      if (!hasExpect(c.body)) this.d.at(c.span, `case "${c.name}" checks nothing; expected at least one 'expect'`);
      per.push({ direct: this.ctx.usesMemory, calls: this.ctx.calls });
    }
    this.testCalls.set(t, per);
  }

  // ---------------------------------------------------------------- scopes
  private bind(name: string, ty: Ty, kind: Binding["kind"], span: A.Span): Binding {
    const top = this.ctx.scopes[this.ctx.scopes.length - 1];
    if (top.has(name)) this.d.at(span, `'${name}' is already declared in this block; expected a new name`);
    const b: Binding = { name, ty, kind, mode: "in", vecRepr: ty.k === "vec" ? "scalars" : "none" };
    top.set(name, b);
    return b;
  }

  // ---------------------------------------------------------------- statements
  /** Checks a block into `out` (its checked statements); returns true when it cannot complete normally. */
  private block(stmts: A.Stmt[], out: Stmt[], newScope = true): boolean {
    if (newScope) this.ctx.scopes.push(new Map());
    let terminated = false;
    let reported = false;
    for (const s of stmts) {
      if (terminated && !reported) {
        this.d.at(s.span, `unreachable statement; expected nothing after a return, break or continue in the same block`);
        reported = true;
      }
      if (this.stmt(s, out)) terminated = true;
    }
    if (newScope) this.ctx.scopes.pop();
    return terminated;
  }

  /** Checks one statement and appends its checked form to `out`; returns true when it cannot complete normally. */
  private stmt(src: A.Stmt, out: Stmt[]): boolean {
    switch (src.kind) {
      case "let": {
        let declared: Ty | undefined = src.type ? this.resolveType(src.type, this.ctx.model) : undefined;
        const init = this.expr(src.init, declared, { vecCallOk: true });
        const vt = init.ty;
        if (!declared) {
          if (vt.k === "intlit") declared = T.int("i32");
          else if (vt.k === "void") {
            this.d.at(src.init.span, `this call returns nothing; expected a value to bind to '${src.name}'`);
            declared = T.error;
          } else declared = vt;
        }
        if (declared.k === "matrow") {
          this.d.at(src.init.span, `a matrix row cannot be bound; expected m[i][j]`);
          declared = T.error;
        }
        out.push({ ...src, init: this.coerce(init, declared, "store", vt), binding: this.bind(src.name, declared, "local", src.nameSpan) });
        return false;
      }
      case "assign": {
        const target = this.expr(src.target, undefined, {});
        const tt = target.ty;
        this.checkLvalue(target);
        if (src.op === "=") {
          const value = this.expr(src.value, tt, { vecCallOk: true });
          out.push({ ...src, target, value: this.coerce(value, tt, "store", value.ty) });
          return false;
        }
        const op = src.op.slice(0, -1);
        const s: Extract<Stmt, { kind: "assign" }> = { ...src, target, value: this.expr(src.value, tt.k === "vec" ? undefined : tt, {}) };
        out.push(s);
        const vt = s.value.ty;
        if (isCall(s.value) && vt.k === "vec") this.d.at(s.value.span, `a vector-valued call in a compound assignment; expected it bound to a local first`);
        const rt = binaryType(this.env(), op, tt, vt, s.span, s.target, s.value, (e) => (s.value = e));
        s.eval = rt.eval;
        if (rt.ty.k !== "error" && tt.k !== "error") {
          const ok = same(rt.ty, tt) || canStore(rt.ty, tt);
          if (!ok) this.d.at(s.span, `'${s.op}' gives ${show(rt.ty)} but the target is ${show(tt)}; expected matching types`);
          s.resultTy = rt.ty;
        }
        return false;
      }
      case "if": {
        const s: Extract<Stmt, { kind: "if" }> = { kind: "if", cond: this.cond(src.cond), then: [], span: src.span };
        out.push(s);
        const a = this.block(src.then, s.then);
        const b = src.else ? this.block(src.else, (s.else = [])) : false;
        return a && b;
      }
      case "while": {
        const s: Extract<Stmt, { kind: "while" }> = { ...src, cond: this.cond(src.cond), body: [] };
        out.push(s);
        this.ctx.loopDepth++;
        this.block(src.body, s.body);
        this.ctx.loopDepth--;
        return s.cond.kind === "bool" && s.cond.value && !containsBreak(s.body);
      }
      case "for": {
        const from = this.expr(src.from, undefined, {});
        const ft = from.ty;
        const to = this.expr(src.to, ft.k === "int" ? ft : undefined, {});
        const tt = to.ty;
        const ity: Ty = ft.k === "int" ? ft : tt.k === "int" ? tt : T.int("i32");
        if (ft.k !== "int" && ft.k !== "intlit" && ft.k !== "error") this.d.at(src.from.span, `loop bound of type ${show(ft)}; expected an integer`);
        if (tt.k !== "int" && tt.k !== "intlit" && tt.k !== "error") this.d.at(src.to.span, `loop bound of type ${show(tt)}; expected an integer`);
        const s: Extract<Stmt, { kind: "for" }> = { ...src, from: this.coerce(from, ity, "value", ft), to: this.coerce(to, ity, "value", tt), body: [] };
        out.push(s);
        this.ctx.scopes.push(new Map());
        s.binding = this.bind(src.name, ity, "loop", src.span);
        this.ctx.loopDepth++;
        this.block(src.body, s.body, false);
        this.ctx.loopDepth--;
        this.ctx.scopes.pop();
        return false;
      }
      case "return": {
        const rt = this.ctx.result;
        if (this.ctx.inTest) {
          this.d.at(src.span, `return inside a test case; expected expect statements`);
          return true;
        }
        if (!src.value) {
          if (rt.k !== "void" && rt.k !== "error") this.d.at(src.span, `return without a value; expected a ${show(rt)}`);
          out.push({ kind: "return", span: src.span });
          return true;
        }
        if (rt.k === "void") {
          this.d.at(src.value.span, `'${this.ctx.fn?.name}' returns nothing; expected 'return;'`);
          return true;
        }
        const value = this.expr(src.value, rt, { vecCallOk: true });
        out.push({ ...src, value: this.coerce(value, rt, "store", value.ty) });
        return true;
      }
      case "break":
      case "continue":
        if (this.ctx.loopDepth === 0) this.d.at(src.span, `'${src.kind}' outside a loop; expected it inside while or for`);
        out.push({ ...src });
        return true;
      case "assert": {
        const cond = this.cond(src.cond);
        const holes = (src.message ?? "").split("{}").length - 1;
        if (src.args.length !== holes)
          this.d.at(src.span, `assert message has ${holes} '{}' but ${src.args.length} value${src.args.length === 1 ? "" : "s"}; expected one value per '{}'`);
        const args: Expr[] = [];
        for (const a of src.args) {
          if (containsCall(a)) {
            this.d.at(a.span, `a call in an assert's values; expected plain values (the message must not change state)`);
            continue;
          }
          const x = this.expr(a, undefined, { vecCallOk: false });
          args.push(x);
          const t = x.ty;
          if (!(t.k === "int" || t.k === "float" || t.k === "intlit" || t.k === "bool" || t.k === "error"))
            this.d.at(a.span, `an assert value of type ${show(t)}; expected an integer, float or bool`);
        }
        out.push({ ...src, cond, args });
        return cond.kind === "bool" && !cond.value;
      }
      case "expect": {
        if (!this.ctx.inTest) this.d.at(src.span, `'expect' outside a test case; expected 'assert' in engine code`);
        const c = src.cond;
        if (c.kind === "binary" && ["==", "!=", "<", "<=", ">", ">="].includes(c.op)) {
          let left = this.expr(c.left, undefined, { vecCallOk: false });
          const lt = left.ty;
          let right = this.expr(c.right, lt.k === "intlit" ? undefined : lt, {});
          const rt = right.ty;
          if (lt.k === "intlit" && rt.k !== "intlit") left = this.expr(left, rt, {});
          const lt2 = left.ty;
          // an expectation compares values as stored: no precision promotion
          const target = lt2.k === "intlit" ? rt : lt2;
          if (target.k !== "error" && rt.k !== "error") {
            const okPair =
              same(lt2, rt) ||
              (lt2.k === "intlit" && (rt.k === "int" || rt.k === "float")) ||
              (rt.k === "intlit" && (lt2.k === "int" || lt2.k === "float")) ||
              (isFloat(lt2) && isFloat(rt)) ||
              (isVec(lt2) && isVec(rt) && lt2.n === rt.n) ||
              (["struct", "iface", "ptr", "null"].includes(lt2.k) && ["struct", "iface", "ptr", "null"].includes(rt.k));
            if (!okPair) this.d.at(c.span, `cannot compare ${show(lt2)} with ${show(rt)}; expected values of the same kind`);
            if (c.op !== "==" && c.op !== "!=" && !(isFloat(target) || isInt(target))) {
              this.d.at(c.span, `'${c.op}' on ${show(target)}; expected scalars`);
            }
            if (rt.k === "intlit" && lt2.k !== "intlit") right = this.coerce(right, lt2, "value", rt);
            if (lt2.k === "intlit" && rt.k !== "intlit") left = this.coerce(left, rt, "value", lt2);
          }
          out.push({ ...src, cond: { ...c, left, right, ty: T.bool, expectCompare: true } });
        } else {
          out.push({ ...src, cond: this.cond(c) });
        }
        return false;
      }
      case "expect_assert": {
        if (!this.ctx.inTest) this.d.at(src.span, `'expect_assert' outside a test case; expected it in a tests table`);
        const s: Extract<Stmt, { kind: "expect_assert" }> = { ...src, body: [] };
        out.push(s);
        this.block(src.body, s.body);
        return false;
      }
      case "expr": {
        const x = this.expr(src.expr, undefined, { vecCallOk: true });
        if (src.expr.kind !== "call" && src.expr.kind !== "mcall")
          this.d.at(src.span, `this expression's value (${show(x.ty)}) is unused; expected a call or an assignment`);
        out.push({ ...src, expr: x });
        return false;
      }
    }
  }

  private cond(e: A.Expr): Expr {
    const x = this.expr(e, T.bool, {});
    const t = x.ty;
    if (t.k !== "bool" && t.k !== "error") this.d.at(e.span, `condition of type ${show(t)}; expected bool (compare explicitly, e.g. x != 0)`);
    return x;
  }

  private checkLvalue(e: Expr) {
    const root = e.kind === "var" ? e : e.kind === "field" && e.object.kind === "var" && e.access?.kind === "comp" ? e.object : undefined;
    const rb = root?.kind === "var" ? root.binding : undefined;
    // a parameter passed by value (a scalar, a handle, a pointer, a vector) is the callee's own copy:
    // an assignment to it would never reach the caller, so it is rejected (records, arrays, lists
    // and matrices are passed by reference, and writing into them is the documented meaning)
    const byValue = (t: Ty) => t.k === "float" || t.k === "int" || t.k === "bool" || t.k === "ref" || t.k === "ptr" || t.k === "iface" || t.k === "vec";
    if (rb && rb.kind === "param" && rb.mode === "in" && rb.name !== "self" && byValue(rb.ty)) {
      const copy = `let ${rb.name}2 = ${rb.name};`;
      const fix = rb.ty.k === "vec" ? `\`inout ${rb.name}: ${show(rb.ty)}\` to change the caller's vector` : `returning the new value`;
      this.d.at(
        e.span,
        `cannot assign to parameter '${rb.name}': it is passed by value (${show(rb.ty)}), so the change would not reach the caller; expected a local copy (\`${copy}\`) to change it here, or ${fix}`,
      );
      return;
    }
    switch (e.kind) {
      case "var": {
        const b = e.binding;
        if (b && (b.kind === "const" || b.kind === "loop"))
          this.d.at(e.span, `cannot assign to ${b.kind === "const" ? "constant" : "loop variable"} '${e.name}'; expected a local, a parameter or a field`);
        return;
      }
      case "field":
      case "index":
        if (e.object.kind === "call") this.d.at(e.span, `cannot assign into a call's result; expected a variable, field or element`);
        return;
      default:
        this.d.at(e.span, `cannot assign to this expression; expected a variable, field or element`);
    }
  }
}
