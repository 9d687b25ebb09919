// The checker's recursive core: statements, expressions and calls of every function body, constant
// and test case (mutually recursive, so one file). It leaves the parsed AST untouched and returns a
// new, typed tree (ir/ir.ts): each node with its type, binding, call target, access and evaluation
// precision, and the precision rules' `convert` nodes (check/precision.ts), so the emitter never
// decides precision itself. It also records the call facts the analyses read (ir/program.ts CallFacts).
import type * as A from "../parse/ast.js";
import { Diagnostics } from "../errors.js";
import type { Expr, Stmt } from "../ir/ir.js";
import { constValue } from "../ir/const-fold.js";
import { containsBreak, containsCall, hasExpect, isCall, isMemoryField } from "../ir/walk.js";
import { FLOAT_MODELS, FLOAT_TYPES, type FloatModelName, type FloatTypeName, type IntTypeName } from "../../runtime/precision.js";
import { INTRINSICS } from "./intrinsics.js";
import { IFACE_SLOT } from "../ir/program.js";
import { binaryType, canStore, coerce, type PrecisionEnv } from "./precision.js";
import { T, show, same, isFloat, isInt, isVec, type Ty } from "../ir/types.js";
import type { Binding, ConstInfo, FnInfo, Program, TestsInfo } from "../ir/program.js";

interface FnCtx {
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

// ====================================================================== bodies

export class BodyChecker {
  readonly callGraph = new Map<string, Set<string>>();
  /** Functions that call a host interface method directly. */
  readonly callsHost = new Set<string>();
  readonly testCalls = new Map<unknown, { direct: boolean; calls: Set<string> }[]>();

  constructor(
    private readonly p: Program,
    private readonly d: Diagnostics,
    private readonly resolveType: (t: A.TypeNode, model?: FloatModelName) => Ty,
  ) {}

  private ctx!: FnCtx;

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
  private lookup(name: string): Binding | undefined {
    for (let i = this.ctx.scopes.length - 1; i >= 0; i--) {
      const b = this.ctx.scopes[i].get(name);
      if (b) return b;
    }
    const c = this.p.consts.get(name);
    if (c) return { name, ty: c.ty, kind: "const", mode: "in", vecRepr: c.ty.k === "vec" ? "object" : "none", constOf: c };
    return undefined;
  }

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
        const rt = this.binaryType(op, tt, vt, s.span, s.target, s.value, (e) => (s.value = e));
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

  // ---------------------------------------------------------------- coercion
  /** Wraps `e` in a convert node when its type differs from `to`; reports what is not allowed (check/precision.ts). */
  coerce(e: Expr, to: Ty, ctx: "store" | "value" | "arg", from: Ty): Expr {
    return coerce(this.env(), e, to, ctx, from);
  }

  /** `coerce` of a checked node from its own type. */
  private coerceChecked(e: Expr, to: Ty, ctx: "store" | "value" | "arg"): Expr {
    return this.coerce(e, to, ctx, e.ty);
  }

  private env(): PrecisionEnv {
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

  private exprInner(e: Expr, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Ty {
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
        const r = this.binaryType(
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

  /** Types a binary operation; inserts literal conversions through the setters (check/precision.ts). */
  binaryType(
    op: string,
    lt: Ty,
    rt: Ty,
    span: A.Span,
    left: Expr,
    right: Expr,
    setRight: (e: Expr) => void,
    setLeft?: (e: Expr) => void,
  ): { ty: Ty; eval?: { prec: FloatTypeName } } {
    return binaryType(this.env(), op, lt, rt, span, left, right, setRight, setLeft);
  }

  private call(e: Extract<Expr, { kind: "call" }>, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Ty {
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
  private checkArgs(params: Binding[], args: Expr[]): Expr[] {
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

  private mcall(e: Extract<Expr, { kind: "mcall" }>, opts: { vecCallOk?: boolean }): Ty {
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

  private arity(e: Extract<Expr, { kind: "call" }>, n: number): boolean {
    if (e.args.length === n) return true;
    this.d.at(e.span, `'${e.callee}' takes ${n} argument${n === 1 ? "" : "s"}, got ${e.args.length}; expected ${INTRINSICS[e.callee].signature}`);
    e.args = e.args.map((a) => this.expr(a, undefined, {}));
    return false;
  }

  private intrinsic(e: Extract<Expr, { kind: "call" }>, expected: Ty | undefined): Ty {
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
      case "store_u32": {
        if (!this.arity(e, 2)) return T.error;
        for (let i = 0; i < 2; i++) {
          const t = needs(i, (t) => (t.k === "int" && t.name === "u32") || t.k === "intlit", "a u32", T.int("u32"));
          e.args[i] = this.coerce(e.args[i], T.int("u32"), "value", t);
        }
        return T.void;
      }
    }
    throw new Error(`checker: intrinsic ${name} has no typing rule`);
  }

  private typecall(e: Extract<Expr, { kind: "typecall" }>, expected: Ty | undefined): Ty {
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

  private field(e: Extract<Expr, { kind: "field" }>): Ty {
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

  private index(e: Extract<Expr, { kind: "index" }>): Ty {
    e.object = this.expr(e.object, undefined, {});
    const ot = e.object.ty;
    e.index = this.expr(e.index, T.int("i32"), {});
    const it = e.index.ty;
    if (it.k !== "int" && it.k !== "intlit" && it.k !== "error") this.d.at(e.index.span, `index of type ${show(it)}; expected an integer`);
    if (it.k === "intlit") e.index = this.coerce(e.index, T.int("i32"), "value", it);
    if (containsCall(e.index) && ot.k === "mat") this.d.at(e.index.span, `a call in a matrix index; expected a local`);
    const cv = it.k === "intlit" ? constValue(e.index) : undefined;
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
