// CST → AST. The only module that touches ohm's CST.
import * as ohm from "ohm-js";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { errorAt, lineCol } from "../errors.js";
import type * as A from "./ast.js";
import { chunkStarts } from "./split.js";
import { summarizeExpected, unclosedBrace } from "./syntax-errors.js";

const grammarPath = fileURLToPath(new URL("../grammar/spec.ohm", import.meta.url));
export const grammarSource = readFileSync(grammarPath, "utf8");
let compiled: ohm.Grammar | undefined;
/** The spec grammar, compiled on first use (0.3 s: a run whose files all come from the parse cache never needs it). */
function grammar(): ohm.Grammar {
  return (compiled ??= ohm.grammar(grammarSource));
}

type Node = ohm.Node;

// The file and offset the semantics below is building for: set by buildAst before each evaluation (a
// chunk's CST counts from the chunk's start; `base` puts its spans back into the file's offsets).
let file = "";
let base = 0;
let semantics: ohm.Semantics | undefined;

/** Builds the AST of a match of `path` whose input starts at `offset` in the file. */
function buildAst(path: string, offset: number, m: ohm.MatchResult): unknown {
  semantics ??= makeSemantics();
  file = path;
  base = offset;
  return semantics(m).ast();
}

function makeSemantics() {
  const sem = grammar().createSemantics();
  const start = (n: Node): number => base + n.source.startIdx;
  const end = (n: Node): number => base + n.source.endIdx;
  const span = (n: Node): A.Span => ({ file, start: start(n), end: end(n) });
  const list = (n: Node): Node[] => n.asIteration().children;
  const opt = (n: Node): Node | undefined => (n.numChildren > 0 ? n.children[0] : undefined);
  const num = (n: Node): number => Number(n.ast());
  // the parts a method declaration and a method implementation share
  const signature = (docs: Node, name: Node, params: Node, ret: Node) => {
    const r = opt(ret);
    return {
      name: name.sourceString,
      docs: docs.children.map((d) => d.ast() as string),
      params: list(params).map((p) => p.ast() as A.Param),
      result: r ? (r.ast() as A.TypeNode) : undefined,
    };
  };

  // one tier of binary operators, `first (op rest)*`, grouped by precedence (higher binds tighter),
  // each level folded to the left; a node spans its leftmost operand's start to its rightmost's end
  const tier = (prec: Readonly<Record<string, number>>) =>
    function (this: Node, first: Node, ops: Node, rests: Node): A.Expr {
      const leaves = [first, ...rests.children];
      let next = 0;
      const climb = (min: number): { e: A.Expr; from: number; to: number } => {
        const leaf = leaves[next++];
        let lhs = { e: leaf.ast() as A.Expr, from: start(leaf), to: end(leaf) };
        while (next - 1 < ops.numChildren && prec[ops.children[next - 1].sourceString] >= min) {
          const op = ops.children[next - 1].sourceString;
          const rhs = climb(prec[op] + 1);
          lhs = { e: { kind: "binary", op, left: lhs.e, right: rhs.e, span: { file, start: lhs.from, end: rhs.to } }, from: lhs.from, to: rhs.to };
        }
        return lhs;
      };
      return climb(0).e;
    };

  sem.addOperation("ast", {
    File(header, floatDecl, items) {
      const h = header.ast() as { name: string; title: string };
      const fd = opt(floatDecl);
      return {
        name: h.name,
        title: h.title,
        model: fd ? (fd.ast() as A.FloatModel) : "x87",
        modelSpan: fd ? span(fd) : undefined,
        items: items.children.map((c) => c.ast()),
        span: span(this),
      };
    },
    ModuleHeader(_m, name, title, _s) {
      return { name: name.sourceString, title: title.ast() };
    },
    FloatDecl(_f, model, _s) {
      return model.sourceString;
    },
    Items(items) {
      return { items: items.children.map((c) => c.ast()), end: end(this) };
    },
    TopItem(x) {
      return x.ast();
    },
    FnDecl(docs, annots, _fn, name, _lp, params, _rp, ret, body) {
      const r = opt(ret);
      return {
        kind: "fn",
        name: name.sourceString,
        docs: docs.children.map((d) => d.ast()),
        annotations: annots.children.map((a) => a.ast()),
        params: list(params).map((p) => p.ast()),
        result: r ? r.ast() : undefined,
        body: body.ast(),
        span: span(this),
        nameSpan: span(name),
      } satisfies A.FnDecl;
    },
    ReturnType(_a, t) {
      return t.ast();
    },
    DocComment(d) {
      return d.ast();
    },
    docLine(_s, text) {
      return text.sourceString.replace(/^ /, "");
    },
    Annotation_args(_at, name, _lp, args, _rp) {
      return { name: name.sourceString, args: list(args).map((a) => a.ast()), span: span(this) } satisfies A.Annotation;
    },
    Annotation_bare(_at, name) {
      return { name: name.sourceString, args: [], span: span(this) } satisfies A.Annotation;
    },
    AnnotationArg_string(s) {
      return { kind: "string", value: s.ast(), span: span(this) };
    },
    AnnotationArg_unit(u) {
      return { kind: "unit", value: u.sourceString, span: span(this) };
    },
    AnnotationArg_ident(u) {
      return { kind: "ident", value: u.sourceString, span: span(this) };
    },
    Param_mode(mode, name, _c, type) {
      return { mode: mode.sourceString as A.Param["mode"], name: name.sourceString, type: type.ast(), span: span(this) } satisfies A.Param;
    },
    Param_plain(name, _c, type) {
      return { mode: "in", name: name.sourceString, type: type.ast(), span: span(this) } satisfies A.Param;
    },
    InterfaceDecl(docs, _i, name, _l, methods, _r) {
      return {
        kind: "interface",
        name: name.sourceString,
        docs: docs.children.map((d) => d.ast()),
        methods: methods.children.map((m) => m.ast()),
        span: span(this),
      } satisfies A.InterfaceDecl;
    },
    ImplDecl(docs, _impl, iface, _for, struct, _l, methods, _r) {
      return {
        kind: "impl",
        iface: iface.sourceString,
        struct: struct.sourceString,
        docs: docs.children.map((d) => d.ast()),
        methods: methods.children.map((m) => m.ast()),
        span: span(this),
        ifaceSpan: span(iface),
        structSpan: span(struct),
      } satisfies A.ImplDecl;
    },
    ImplMethod(docs, _fn, name, _lp, params, _rp, ret, body) {
      return { ...signature(docs, name, params, ret), body: body.ast(), span: span(this), nameSpan: span(name) } satisfies A.ImplMethod;
    },
    MethodDecl(docs, _fn, name, _lp, params, _rp, ret, _s) {
      return { ...signature(docs, name, params, ret), span: span(this) } satisfies A.MethodDecl;
    },
    StructDecl(docs, annotations, _s, name, _l, fields, _c, _r) {
      return {
        kind: "struct",
        name: name.sourceString,
        docs: docs.children.map((d) => d.ast()),
        annotations: annotations.children.map((a) => a.ast()),
        fields: list(fields).map((f) => f.ast()),
        span: span(this),
      } satisfies A.StructDecl;
    },
    FieldDecl(docs, annotations, name, _c, type) {
      return {
        name: name.sourceString,
        docs: docs.children.map((d) => d.ast()),
        annotations: annotations.children.map((a) => a.ast()),
        type: type.ast(),
        span: span(this),
      } satisfies A.FieldDecl;
    },
    LayoutDecl(docs, _l, name, _s, size, _a, align, _lb, fields, _c, _rb) {
      return {
        kind: "layout",
        name: name.sourceString,
        docs: docs.children.map((d) => d.ast()),
        size: num(size),
        align: num(align),
        fields: list(fields).map((f) => f.ast()),
        span: span(this),
      } satisfies A.LayoutDecl;
    },
    LayoutField(docs, name, _c, type, _at, offset, bits) {
      const b = opt(bits);
      return {
        name: name.sourceString,
        docs: docs.children.map((d) => d.ast()),
        type: type.ast(),
        offset: num(offset),
        bits: b ? b.ast() : [],
        span: span(this),
      } satisfies A.LayoutFieldDecl;
    },
    BitFields(_l, items, _c, _r) {
      return list(items).map((i) => i.ast());
    },
    BitField(name, _c, lo, _d, hi, sign) {
      const s = opt(sign);
      return { name: name.sourceString, lo: num(lo), hi: num(hi), signed: s ? s.sourceString === "signed" : false, span: span(this) } satisfies A.BitFieldDecl;
    },
    ConstDecl(docs, _c, name, _col, type, _eq, value, _s) {
      return {
        kind: "const",
        name: name.sourceString,
        docs: docs.children.map((d) => d.ast()),
        type: type.ast(),
        value: value.ast(),
        span: span(this),
      } satisfies A.ConstDecl;
    },
    TestsDecl(docs, _t, title, _l, cases, _r) {
      return {
        kind: "tests",
        title: title.ast(),
        docs: docs.children.map((d) => d.ast()),
        cases: cases.children.map((c) => c.ast()),
        span: span(this),
      } satisfies A.TestsDecl;
    },
    TestCase(_c, name, _at, cite, compare, xfail, body) {
      const cm = opt(compare);
      const xf = opt(xfail);
      return {
        name: name.ast(),
        cite: cite.sourceString,
        compare: cm ? cm.ast() : { kind: "exact" },
        expectedFailure: xf ? xf.ast() : undefined,
        body: body.ast(),
        span: span(this),
      } satisfies A.TestCase;
    },
    Compare(_c, mode) {
      return mode.ast();
    },
    CompareMode_exact(_e) {
      return { kind: "exact" };
    },
    CompareMode_ulps32(_u, _l, n, _r) {
      return { kind: "ulps32", n: num(n) };
    },
    CompareMode_ulps64(_u, _l, n, _r) {
      return { kind: "ulps64", n: num(n) };
    },
    CompareMode_abs(_a, _l, v, _r) {
      return { kind: "abs", bound: Number(v.sourceString.replace(/f$/, "")), text: v.sourceString };
    },
    ExpectedFailure(_x, s) {
      return s.ast();
    },
    // ------------------------------------------------------------ types
    Type_fixed(_l, elem, _s, len, _r) {
      return { kind: "fixed", elem: elem.ast(), length: num(len), span: span(this) };
    },
    Type_dynamic(elem, _l, _r) {
      return { kind: "dynamic", elem: elem.ast(), span: span(this) };
    },
    ElemType_vec3(_v, _l, e, _r) {
      return { kind: "vec", n: 3, elem: e.sourceString, span: span(this) };
    },
    ElemType_vec4(_v, _l, e, _r) {
      return { kind: "vec", n: 4, elem: e.sourceString, span: span(this) };
    },
    ElemType_mat3(_v, _l, e, _r) {
      return { kind: "mat", rows: 3, cols: 3, elem: e.sourceString, span: span(this) };
    },
    ElemType_mat34(_v, _l, e, _r) {
      return { kind: "mat", rows: 3, cols: 4, elem: e.sourceString, span: span(this) };
    },
    ElemType_ref(_r, _l, name, _g) {
      return { kind: "ref", layout: name.sourceString, span: span(this) };
    },
    ElemType_ptr(_p, _l, name, _g) {
      return { kind: "ptr", target: name.sourceString, span: span(this) };
    },
    Type_plain(t) {
      return t.ast();
    },
    ElemType_plain(t) {
      return t.ast();
    },
    ScalarOrNamed(t) {
      const isScalar = t.ctorName === "scalarType";
      return isScalar ? { kind: "scalar", name: t.sourceString, span: span(this) } : { kind: "named", name: t.sourceString, span: span(this) };
    },
    // ------------------------------------------------------------ statements
    Block(_l, stmts, _r) {
      return stmts.children.map((s) => s.ast());
    },
    Stmt_let(_let, name, _c, type, _eq, init, _s) {
      const t = opt(type);
      return { kind: "let", name: name.sourceString, type: t ? t.ast() : undefined, init: init.ast(), span: span(this), nameSpan: span(name) };
    },
    Stmt_if(_if, cond, then, els) {
      const e = opt(els);
      return { kind: "if", cond: cond.ast(), then: then.ast(), else: e ? e.ast() : undefined, span: span(this) };
    },
    ElseClause_elseif(_e, _if, cond, then, els) {
      const e = opt(els);
      return [{ kind: "if", cond: cond.ast(), then: then.ast(), else: e ? e.ast() : undefined, span: span(this) }];
    },
    ElseClause_else(_e, block) {
      return block.ast();
    },
    Stmt_while(_w, cond, body) {
      return { kind: "while", cond: cond.ast(), body: body.ast(), span: span(this) };
    },
    Stmt_for(_f, name, _in, rev, from, op, to, body) {
      return {
        kind: "for",
        name: name.sourceString,
        reverse: rev.numChildren > 0,
        from: from.ast(),
        to: to.ast(),
        inclusive: op.sourceString === "..=",
        body: body.ast(),
        span: span(this),
      };
    },
    Stmt_return(_r, value, _s) {
      const v = opt(value);
      return { kind: "return", value: v ? v.ast() : undefined, span: span(this) };
    },
    Stmt_break(_b, _s) {
      return { kind: "break", span: span(this) };
    },
    Stmt_continue(_c, _s) {
      return { kind: "continue", span: span(this) };
    },
    Stmt_assert(_a, cond, _c, msg, args, _s) {
      const m = opt(msg);
      const inner = opt(args);
      const a = inner ? opt(inner) : undefined;
      return { kind: "assert", cond: cond.ast(), message: m ? m.ast() : undefined, args: a ? a.ast() : [], span: span(this) };
    },
    AssertArgs(_commas, exprs) {
      return exprs.children.map((e: ohm.Node) => e.ast());
    },
    Stmt_expectassert(_e, msg, body) {
      const m = opt(msg);
      return { kind: "expect_assert", message: m ? m.ast() : undefined, body: body.ast(), span: span(this) };
    },
    Stmt_expect(_e, cond, _w, mode, _s) {
      const m = opt(mode);
      return { kind: "expect", cond: cond.ast(), within: m ? m.ast() : undefined, span: span(this) };
    },
    Stmt_assign(target, op, value, _s) {
      return { kind: "assign", op: op.sourceString, target: target.ast(), value: value.ast(), span: span(this) };
    },
    Stmt_expr(e, _s) {
      return { kind: "expr", expr: e.ast(), span: span(this) };
    },
    // ------------------------------------------------------------ expressions
    Expr: tier({ "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5 }),
    Cmp(l, ops, rs) {
      if (ops.numChildren === 0) return l.ast();
      return {
        kind: "binary",
        op: ops.children[0].sourceString,
        left: l.ast(),
        right: rs.children[0].ast(),
        span: { file, start: start(l), end: end(rs.children[0]) },
      };
    },
    Arith: tier({ ">>>": 1, ">>": 1, "<<": 1, "+": 2, "-": 2, "*": 3, "/": 3, "%": 3 }),
    Unary(ops, operand) {
      let acc = operand.ast() as A.Expr;
      const to = end(operand);
      for (let i = ops.numChildren - 1; i >= 0; i--) {
        const op = ops.children[i];
        acc = { kind: "unary", op: op.sourceString as "-" | "!" | "~", operand: acc, span: { file, start: start(op), end: to } };
      }
      return acc;
    },
    Postfix(primary, ops) {
      let acc = primary.ast() as A.Expr;
      const from = start(primary);
      for (const op of ops.children) {
        const to = end(op);
        const inner = op.children[0];
        if (inner.ctorName === "PostfixOp_method") {
          const name = inner.children[1];
          acc = {
            kind: "mcall",
            object: acc,
            name: name.sourceString,
            args: list(inner.children[3]).map((a) => a.ast()),
            span: { file, start: from, end: to },
            nameSpan: span(name),
          };
        } else if (inner.ctorName === "PostfixOp_field") {
          const name = inner.children[1];
          acc = { kind: "field", object: acc, name: name.sourceString, span: { file, start: from, end: to }, nameSpan: span(name) };
        } else {
          acc = { kind: "index", object: acc, index: inner.children[1].ast(), span: { file, start: from, end: to } };
        }
      }
      return acc;
    },
    Primary_paren(_l, e, _r) {
      return e.ast();
    },
    Primary_array(_l, items, _r) {
      return { kind: "array", items: list(items).map((i) => i.ast()), span: span(this) };
    },
    Primary_new(_n, name, _l, _r) {
      return { kind: "new", struct: name.sourceString, span: span(this) };
    },
    Primary_typecall(callee, _l, args, _r) {
      return { kind: "typecall", target: callee.ast(), args: list(args).map((a) => a.ast()), span: span(this) };
    },
    TypeCallee_vec3t(_v, _l, e, _r) {
      return { kind: "vec", n: 3, elem: e.sourceString, span: span(this) };
    },
    TypeCallee_vec4t(_v, _l, e, _r) {
      return { kind: "vec", n: 4, elem: e.sourceString, span: span(this) };
    },
    TypeCallee_ref(_r, _l, name, _g) {
      return { kind: "ref", layout: name.sourceString, span: span(this) };
    },
    TypeCallee_vec3(_v) {
      return { kind: "vec", n: 3, elem: "?", span: span(this) };
    },
    TypeCallee_vec4(_v) {
      return { kind: "vec", n: 4, elem: "?", span: span(this) };
    },
    TypeCallee_scalar(s) {
      return { kind: "scalar", name: s.sourceString, span: span(this) };
    },
    Primary_call(name, _l, args, _r) {
      return { kind: "call", callee: name.sourceString, args: list(args).map((a) => a.ast()), span: span(this), calleeSpan: span(name) };
    },
    Primary_bits(b) {
      return b.ast();
    },
    Primary_float(f) {
      return f.ast();
    },
    Primary_int(i) {
      const text = i.sourceString;
      return { kind: "int", value: BigInt(text), text, span: span(this) };
    },
    Primary_null(_n) {
      return { kind: "null", span: span(this) };
    },
    Primary_bool(b) {
      return { kind: "bool", value: b.sourceString === "true", span: span(this) };
    },
    Primary_var(name) {
      return { kind: "var", name: name.sourceString, span: span(this) };
    },
    bitsLit(w, _h, hex) {
      return { kind: "bits", width: w.sourceString === "f32" ? 32 : 64, hex: hex.sourceString, span: span(this) };
    },
    floatLit(_x) {
      const text = this.sourceString;
      const f32 = text.endsWith("f");
      return { kind: "float", value: Number(f32 ? text.slice(0, -1) : text), f32, text, span: span(this) };
    },
    intLit(_x) {
      const t = this.sourceString;
      return t.startsWith("0b") ? String(BigInt(t)) : String(BigInt(t));
    },
    stringLit(_l, _escapes, _chars, _r) {
      return this.sourceString.slice(1, -1).replace(/\\(.)/g, "$1");
    },
  });
  return sem;
}

/** Parses one spec file. Throws a located SpecError when it does not match the grammar. */
export function parseSpec(path: string, source: string): A.ModuleFile {
  return parseChunked(path, source) ?? parseWhole(path, source);
}

/** Parses one spec file in one match of the whole text (what parseSpec falls back to). */
export function parseWhole(path: string, source: string): A.ModuleFile {
  return fromMatch(path, source, grammar().match(source));
}

/**
 * Parses a file chunk by chunk (split.ts says why and where): the same AST as one whole-file match,
 * or undefined when a chunk does not match (the caller then matches the whole file, for its error).
 */
export function parseChunked(path: string, source: string): A.ModuleFile | undefined {
  const starts = chunkStarts(source);
  if (starts.length === 0) return undefined;
  const g = grammar();
  const bounds = [0, ...starts, source.length];
  // each chunk's AST is built right after its match, so that its memo table dies young
  const m0 = g.match(source.slice(0, bounds[1]), "File");
  if (m0.failed()) return undefined;
  const head = buildAst(path, 0, m0) as Omit<A.ModuleFile, "path" | "source">;
  const items = [...head.items];
  let end = head.span.end;
  for (let k = 1; k + 1 < bounds.length; k++) {
    const m = g.match(source.slice(bounds[k], bounds[k + 1]), "Items");
    if (m.failed()) return undefined;
    const more = buildAst(path, bounds[k], m) as { items: A.TopItem[]; end: number };
    for (const it of more.items) items.push(it);
    // the file's span ends where its last chunk ends (trailing spaces included, as ohm counts them)
    end = more.end;
  }
  return { ...head, items, span: { ...head.span, end }, path, source };
}

/**
 * A parser that keeps ohm's memo table between edits of one file, so a small edit re-parses only
 * around the edited range (used by the fuzz test, which makes thousands of small edits).
 */
export class IncrementalParser {
  private readonly matcher = grammar().matcher();
  private text: string;

  constructor(
    private readonly path: string,
    text: string,
  ) {
    this.text = text;
    this.matcher.setInput(text);
  }

  /** Replaces [start, end) with str; returns the inverse edit. */
  edit(start: number, end: number, str: string): { start: number; end: number; str: string } {
    const old = this.text.slice(start, end);
    this.matcher.replaceInputRange(start, end, str);
    this.text = this.text.slice(0, start) + str + this.text.slice(end);
    return { start, end: start + str.length, str: old };
  }

  get source(): string {
    return this.text;
  }

  parse(): A.ModuleFile {
    return fromMatch(this.path, this.text, this.matcher.match());
  }
}

function fromMatch(path: string, source: string, m: ohm.MatchResult): A.ModuleFile {
  if (m.failed()) {
    const pos = m.getRightmostFailurePosition();
    const short = m.shortMessage ?? "";
    const expected = summarizeExpected(short.replace(/^Line \d+, col \d+: /, ""));
    const open = unclosedBrace(source);
    if (open !== undefined && open < pos) {
      const at = lineCol(source, pos);
      throw errorAt(
        { path, text: source },
        open,
        1,
        `this '{' is not closed; expected a '}' at its line's indentation (the parse failed later, at ${at.line}:${at.col}: ${expected})`,
      );
    }
    throw errorAt({ path, text: source }, pos, 1, `syntax error: ${expected}`);
  }
  const file = buildAst(path, 0, m) as Omit<A.ModuleFile, "path" | "source">;
  return { ...file, path, source };
}
