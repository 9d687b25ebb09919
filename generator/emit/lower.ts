// Lowering of checked statements to TypeScript text: bindings (const unless written again),
// control flow, asserts, assignments to every kind of place (locals, vector components, record
// fields, layout memory and bit fields, list elements) and the spec's own comments. Expressions and
// calls are lowered by the classes this one extends (emit/lower-expr.ts, emit/lower-call.ts).
import type * as A from "../parse/ast.js";
import type { Binding } from "../ir/program.js";
import { accessOf, bindingOf, targetOf, type Expr, type Stmt } from "../ir/ir.js";
import { walkStmts } from "../ir/walk.js";
import { T, intName, vecTy, type Ty } from "../ir/types.js";
import { INT_TYPES, type FloatTypeName } from "../../runtime/precision.js";
import { hex } from "./literals.js";
import { bitMask, widthMask } from "./bits.js";
import { strip32, wrapInt } from "./int-wrap.js";
import * as X from "./ts-expr.js";
import type { E } from "./ts-expr.js";

import { tsType } from "./ts-types.js";
import { JsNames } from "./names.js";
import { COMP, memoryArray } from "./lower-expr.js";
import { CallLowerer } from "./lower-call.js";

export class FnLowerer extends CallLowerer {
  /** The spec's own `//` comments on the lines just above a statement, and after it on its line. */
  protected comments(span: A.Span, ind: string): { lead: string[]; trail: string } {
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

  protected stmt(s: Stmt, ind: string): string[] {
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
          const v = this.vec(s.init).map(X.print);
          return this.flush(ind, [`${ind}${kw} ${comps.map((c, i) => `${this.names.of(b)}_${c} = ${v[i]}`).join(", ")};`]);
        }
        if (b.ty.k === "fixed" && s.init.kind === "array" && b.ty.elem.k === "vec") {
          // a local array of vectors too: module-level vector objects, written component by component
          const name = `_a${this.mod.scratch.length}`;
          const vt = b.ty.elem.n === 3 ? "Vec3" : "Vec4";
          this.mod.scratch.push({ name, type: vt, length: b.ty.length, init: `Array.from({ length: ${b.ty.length} }, () => new ${vt}())` });
          this.mod.runtimeImports.add(vt);
          const comps = COMP.slice(0, b.ty.elem.n);
          const items = s.init.items.map((i) => this.vec(i).map(X.print));
          return this.flush(ind, [
            `${ind}const ${this.names.of(b)} = ${name};`,
            ...items.map((v, i) => `${ind}${comps.map((c, j) => `${this.names.of(b)}[${i}].${c} = ${v[j]};`).join(" ")}`),
          ]);
        }
        if (b.ty.k === "fixed" && s.init.kind === "array" && !tsType(b.ty).endsWith("[]")) {
          // a local numeric array lives in module-level scratch storage: no allocation per call
          const name = `_a${this.mod.scratch.length}`;
          this.mod.scratch.push({ name, type: tsType(b.ty), length: b.ty.length });
          const items = s.init.items.map((i) => this.text(i));
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
        const init = X.print(this.storedValue(s.init, b.ty));
        this.noteType(b.ty);
        return this.flush(ind, [`${ind}${kw} ${this.names.of(b)}: ${tsType(b.ty, this.rounding.extType)} = ${init};`]);
      }
      case "assign":
        return this.assign(s, ind);
      case "if": {
        const cond = this.text(s.cond);
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
        const c = this.text(s.cond);
        if (this.pre.length || this.post.length) throw new Error("lower: a while condition may not need scratch copies");
        return [`${ind}while (${c}) {`, ...this.block(s.body, ind + "  "), `${ind}}`];
      }
      case "for": {
        const b = bindingOf(s);
        const fromE = this.expr(s.from);
        const from = X.print(fromE);
        const toE = this.expr(s.to);
        const to = X.print(toE);
        const i = this.names.of(b);
        const simple = X.isSimple(toE) || (toE.k === "unary" && toE.op === "-" && toE.e.k === "lit");
        const test = (op: X.BinOp, bound: E) => X.print(X.bin(op, X.id(i), bound));
        let head: string;
        if (!s.reverse) {
          const cmp = s.inclusive ? "<=" : "<";
          head = simple
            ? `for (let ${i} = ${from}; ${test(cmp, toE)}; ${i}++)`
            : `for (let ${i} = ${from}, ${i}$end = ${to}; ${test(cmp, X.id(`${i}$end`))}; ${i}++)`;
        } else {
          const start = s.inclusive ? to : X.print(X.bin("-", toE, X.num(1)));
          head = `for (let ${i} = ${start}; ${test(">=", fromE)}; ${i}--)`;
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
          const v = this.vec(s.value).map(X.print);
          return this.flush(ind, [`${ind}${comps.map((c, i) => `out$.${c} = ${v[i]};`).join(" ")}`, `${ind}return;`]);
        }
        return this.flush(ind, [`${ind}return ${X.print(this.storedValue(s.value, rt))};`]);
      }
      case "break":
        return [`${ind}break;`];
      case "continue":
        return [`${ind}continue;`];
      case "assert": {
        this.mod.runtimeImports.add("assertFail");
        const where = `${this.where}:${this.lineOf(s.span)}`;
        const vals = s.args.map((a) => this.text(a));
        const msg = s.message ? `, ${JSON.stringify(s.message)}${vals.length ? `, [${vals.join(", ")}]` : ""}` : "";
        // `assert false` is the original's unconditional crash: a plain call, so TS sees the end
        if (s.cond.kind === "bool" && !s.cond.value) return this.flush(ind, [`${ind}assertFail(${JSON.stringify(where)}${msg});`]);
        return this.flush(ind, [`${ind}if (${X.print(X.not(this.expr(s.cond)))}) assertFail(${JSON.stringify(where)}${msg});`]);
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
        return this.flush(ind, [`${ind}${this.text(e)};`]);
      }
    }
  }

  protected storedValue(e: Expr, ty: Ty): E {
    if (ty.k === "struct" || ty.k === "fixed" || ty.k === "dyn" || ty.k === "mat") {
      if (e.kind === "new" || e.kind === "array") return this.aggregate(e);
      return this.objectRef(e);
    }
    return this.expr(e);
  }

  protected isReassigned(b: Binding): boolean {
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

  protected assign(s: Extract<Stmt, { kind: "assign" }>, ind: string): string[] {
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
      let vals: E[];
      if (compound) {
        vals = this.compoundVec(s, tt, op);
      } else if (isVecCall(s.value)) {
        const sc = this.newScratch(tt.n === 3 ? "Vec3" : "Vec4");
        this.pre.push(`${this.anyCall(s.value, sc)};`);
        vals = COMP.slice(0, tt.n).map((c) => X.member(X.id(sc), c));
      } else {
        vals = this.vec(s.value);
      }
      const tmp = this.temp("t");
      return this.flush(ind, [
        `${ind}const ${vals.map((v, i) => `${tmp}_${COMP[i]} = ${X.print(v)}`).join(", ")};`,
        ...vals.map(
          (_, i) =>
            `${ind}${this.memStore(elem, this.fieldAddr(h, tacc.layout, f, size * i, `${tacc.layout}.${f.name}.${COMP[i]}`), this.checkedStore(elem, X.id(`${tmp}_${COMP[i]}`), s.span))}`,
        ),
      ]);
    }
    if (tt.k === "vec") {
      const comps = COMP.slice(0, tt.n);
      const targets = this.vecTargets(s.target).map(X.print);
      // the checked build checks components stored into a record's vector field
      const chk = (v: E) => X.print(s.target.kind === "var" ? v : this.checkedStore({ k: "float", name: tt.elem }, v, s.span));
      if (!compound && isVecCall(s.value)) {
        const tb = s.target.kind === "var" ? bindingOf(s.target) : undefined;
        if (tb && tb.vecRepr === "object") return this.flush(ind, [`${ind}${this.anyCall(s.value, this.names.of(tb))};`]);
        const sc = this.newScratch(tt.n === 3 ? "Vec3" : "Vec4");
        const call = this.anyCall(s.value, sc);
        return this.flush(ind, [`${ind}${call};`, `${ind}${targets.map((t, i) => `${t} = ${chk(X.member(X.id(sc), comps[i]))};`).join(" ")}`]);
      }
      let vals: E[];
      if (compound) {
        vals = this.compoundVec(s, tt, op);
      } else {
        vals = this.vec(s.value);
      }
      const root = rootName(s.target, this.names);
      const needsTemp = root === undefined || vals.slice(1).some((v) => X.mentionsId(v, root));
      if (needsTemp) {
        const tmp = this.temp("t");
        return this.flush(ind, [
          `${ind}const ${comps.map((c, i) => `${tmp}_${c} = ${X.print(vals[i])}`).join(", ")};`,
          `${ind}${targets.map((t, i) => `${t} = ${chk(X.id(`${tmp}_${comps[i]}`))};`).join(" ")}`,
        ]);
      }
      return this.flush(
        ind,
        targets.map((t, i) => `${ind}${t} = ${chk(vals[i])};`),
      );
    }
    // scalar and object targets
    let value: E;
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
      value = this.storedValue(s.value, tt);
      if (s.target.kind !== "var" && (tt.k === "struct" || tt.k === "mat" || (tt.k === "fixed" && !tsType(tt).endsWith("[]")))) {
        // a record, matrix or numeric array stored into a field or element is copied into the
        // storage that field owns (value semantics, as in the original's structs)
        const dst = this.objectRef(s.target);
        if (tt.k === "struct") {
          this.mod.names.add(`copy_${tt.name}`);
          return this.flush(ind, [`${ind}${X.print(X.call(X.id(`copy_${tt.name}`), [dst, value]))};`]);
        }
        return this.flush(ind, [`${ind}${X.print(X.call(X.member(dst, "set"), [value]))};`]);
      }
    }
    return this.flush(ind, [`${ind}${this.storeTo(s.target, value)}`]);
  }

  /** The components of `target op= value` for a vector target, rounded to the target's elements. */
  protected compoundVec(s: Extract<Stmt, { kind: "assign" }>, tt: { n: 3 | 4; elem: FloatTypeName }, op: string): E[] {
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
  protected storeTo(t: Expr, value: E): string {
    const set = (place: E, v: E) => `${X.print(X.assign(place, v))};`;
    if (t.kind === "var") return set(X.id(this.names.of(bindingOf(t))), value);
    if (t.kind === "field") {
      const acc = accessOf(t);
      if (acc.kind === "struct") {
        const infinite = this.mod.checked === true && this.mod.program.structs.get(acc.struct)?.fields.find((f) => f.name === t.name)?.infinite === true;
        const o = this.objectRef(t.object);
        return set(X.member(acc.deref === true ? X.nonnull(o) : o, t.name), this.checkedStore(t.ty, value, t.span, infinite));
      }
      if (acc.kind === "comp") {
        const o = t.object;
        const oacc = o.kind === "field" ? accessOf(o) : undefined;
        if (o.kind === "field" && oacc?.kind === "layout") {
          const f = oacc.field;
          const ot = vecTy(o.ty);
          const size = ot.elem === "f32" ? 4 : 8;
          const addr = this.fieldAddr(this.expr(o.object), oacc.layout, f, size * acc.idx, `${oacc.layout}.${f.name}.${COMP[acc.idx]}`);
          return this.memStore(T.float(ot.elem), addr, this.checkedStore(t.ty, value, t.span));
        }
        return set(this.vecTargets(o)[acc.idx], o.kind === "var" ? value : this.checkedStore(t.ty, value, t.span));
      }
      if (acc.kind === "layout") return this.memStore(t.ty, this.fieldAddr(this.expr(t.object), acc.layout, acc.field), this.checkedStore(t.ty, value, t.span));
      if (acc.kind === "bits") {
        const f = acc.field;
        const h = this.expr(t.object);
        const addr = this.fieldAddr(h, acc.layout, f, 0, `${acc.layout}.${t.name}`);
        const width = INT_TYPES[intName(f.ty)].bits;
        const mask = bitMask(acc.lo, acc.hi);
        const keep = (~mask >>> 0) & widthMask(width);
        const cur = this.memLoad(f.ty, addr);
        const merged = X.bin("|", X.bin("&", cur, X.lit(hex(keep), keep)), X.bin("&", X.bin("<<", strip32(value), X.num(acc.lo)), X.lit(hex(mask), mask)));
        return this.memStore(f.ty, addr, wrapInt(intName(f.ty), merged));
      }
    }
    if (t.kind === "index") {
      const acc = accessOf(t);
      if (acc.kind === "array" && acc.inMemory) {
        const { fe, layout, f, elem, size } = memoryArray(t.object);
        const i = this.checkedMemIndex(this.expr(t.index), f, t.span);
        return this.memStore(
          elem,
          X.bin("+", this.fieldAddr(this.expr(fe.object), layout, f), X.bin("*", X.num(size), i)),
          this.checkedStore(elem, value, t.span),
        );
      }
      return set(this.index(t, true), this.checkedStore(t.ty, value, t.span));
    }
    throw new Error(`lower: store to ${t.kind}`);
  }

  protected vecTargets(t: Expr): E[] {
    const ty = vecTy(t.ty);
    const comps = COMP.slice(0, ty.n);
    if (t.kind === "var") {
      const b = bindingOf(t);
      return b.vecRepr === "scalars" ? comps.map((c) => X.id(`${this.names.of(b)}_${c}`)) : comps.map((c) => X.member(X.id(this.names.of(b)), c));
    }
    if (t.kind === "field" && accessOf(t).kind === "layout") {
      // memory vector targets are stored per component by storeVecMem; expose loads for reads only
      throw new Error("lower: assign a layout vector component by component");
    }
    const o = this.objectRef(t);
    return comps.map((c) => X.member(o, c));
  }

  // ------------------------------------------------------------------ tests
  /** A test-only statement: lowered by the test-file emitter's TestLowerer (emit/test-file.ts). */
  protected testStmt(s: Extract<Stmt, { kind: "expect" | "expect_assert" }>, _ind: string): string[] {
    throw new Error(`lower: '${s.kind}' outside a test case`);
  }
}

// ====================================================================== helpers

function isVecCall(e: Expr): boolean {
  return ((e.kind === "call" && targetOf(e).kind === "fn") || e.kind === "mcall") && e.ty.k === "vec";
}

function rootName(e: Expr, names: JsNames): string | undefined {
  if (e.kind === "var") return names.of(bindingOf(e));
  if (e.kind === "field" || e.kind === "index") return rootName(e.object, names);
  return undefined;
}
