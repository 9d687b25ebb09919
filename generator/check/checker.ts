// The checker: names, types, precision resolution, calls, reachability and returns.
// It annotates the AST in place (`ty`, `eval`, `binding`, `target`, `access`) and inserts implicit
// `convert` nodes where a value is rounded or widened, so the emitter never decides precision itself.
import type * as A from "../parse/ast.js";
import { Diagnostics } from "../errors.js";
import { FLOAT_MODELS, INT_TYPES, type FloatModelName, type FloatTypeName, type IntTypeName } from "../../runtime/precision.js";
import { INTRINSICS } from "./intrinsics.js";
import { analyseEscapes } from "./escape.js";
import { T, show, same, isFloat, isInt, isVec, type Ty } from "./types.js";
import type { Binding, ConstInfo, FnInfo, InterfaceInfo, LayoutFieldInfo, LayoutInfo, MethodInfo, ModuleInfo, Program, StructInfo } from "./program.js";

/** Suffix of an interface slot's node in the call graph (never a spec function's name). */
export const IFACE_SLOT = "#slot";

export type ConvertExpr = { kind: "convert"; to: Ty; operand: A.Expr; span: A.Span; ty: Ty };

export const DOCS: Record<string, string> = {
  "000": "000_b83935d7d7846899.txt",
  "002": "002_b4d80f5598196c1c.txt",
  "003": "003_de20169d39e999ff.txt",
};

const JS_RESERVED = new Set(
  ("break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "yield let static implements interface package private protected public await arguments eval undefined NaN Infinity Math mem out")
    .split(" "),
);

const FLOAT_NAMES = new Set(["f32", "f64", "ext"]);
const INT_NAMES = new Set(Object.keys(INT_TYPES));

export interface CheckOptions {
  /** Known inventory IDs; when given, @unit IDs must be among them. */
  inventoryIds?: ReadonlySet<string>;
}

interface FnCtx {
  fn?: FnInfo;
  model: FloatModelName;
  result: Ty;
  scopes: Map<string, Binding>[];
  usedNames: Set<string>;
  usesMemory: boolean;
  calls: Set<string>;
  callsHost: boolean;
  inTest: boolean;
  loopDepth: number;
}

export function check(files: A.ModuleFile[], diags: Diagnostics, opts: CheckOptions = {}): Program {
  const program: Program = { modules: [], fns: new Map(), structs: new Map(), layouts: new Map(), consts: new Map(), ifaces: new Map(), impls: new Map() };
  const implDecls: { decl: A.ImplDecl; mod: ModuleInfo }[] = [];
  const globalSpans = new Map<string, A.Span>();

  const declare = (name: string, span: A.Span): boolean => {
    const prev = globalSpans.get(name);
    if (prev) {
      diags.at(span, `'${name}' is already declared (at ${prev.file}); expected a unique name, because spec names are global like C's`);
      return false;
    }
    if (name in INTRINSICS) {
      diags.at(span, `'${name}' is a runtime intrinsic; expected another name`);
      return false;
    }
    globalSpans.set(name, span);
    return true;
  };

  // ------------------------------------------------------------ pass 1: declarations
  const moduleNames = new Map<string, A.ModuleFile>();
  for (const file of files) {
    const prev = moduleNames.get(file.name);
    if (prev) diags.at(file.span, `module '${file.name}' is already declared in ${prev.path}; expected a unique module name`);
    moduleNames.set(file.name, file);
    const mod: ModuleInfo = { file, name: file.name, model: file.model, fns: [], structs: [], layouts: [], consts: [], ifaces: [], impls: [], tests: [] };
    program.modules.push(mod);
    for (const item of file.items) {
      if (item.kind === "fn") {
        if (!declare(item.name, item.nameSpan)) continue;
        const info: FnInfo = { name: item.name, decl: item, module: mod, model: file.model, params: [], result: T.void, usesMemory: false, recursive: false, units: [] };
        mod.fns.push(info);
        program.fns.set(item.name, info);
      } else if (item.kind === "struct") {
        if (!declare(item.name, item.span)) continue;
        const info: StructInfo = { name: item.name, decl: item, module: mod, fields: [] };
        mod.structs.push(info);
        program.structs.set(item.name, info);
      } else if (item.kind === "layout") {
        if (!declare(item.name, item.span)) continue;
        const info: LayoutInfo = { name: item.name, decl: item, module: mod, size: item.size, align: item.align, fields: new Map(), bitFields: new Map() };
        mod.layouts.push(info);
        program.layouts.set(item.name, info);
      } else if (item.kind === "const") {
        if (!declare(item.name, item.span)) continue;
        const info: ConstInfo = { name: item.name, decl: item, module: mod, ty: T.error };
        mod.consts.push(info);
        program.consts.set(item.name, info);
      } else if (item.kind === "impl") {
        implDecls.push({ decl: item, mod });
      } else if (item.kind === "interface") {
        if (!declare(item.name, item.span)) continue;
        const info: InterfaceInfo = { name: item.name, decl: item, module: mod, methods: new Map() };
        mod.ifaces.push(info);
        program.ifaces.set(item.name, info);
      } else {
        mod.tests.push({ decl: item, module: mod, usesMemory: [] });
      }
    }
  }

  // ------------------------------------------------------------ types
  const resolveType = (t: A.TypeNode, model?: FloatModelName): Ty => {
    const floatOk = (name: string, span: A.Span): FloatTypeName | undefined => {
      if (!FLOAT_NAMES.has(name)) {
        diags.at(span, `unknown float type '${name}'; expected f32, f64 or ext`);
        return undefined;
      }
      if (model && !FLOAT_MODELS[model].allowed.includes(name as FloatTypeName)) {
        diags.at(span, `type ${name} is not available under float model ${model}; expected one of ${FLOAT_MODELS[model].allowed.join(", ")}`);
        return undefined;
      }
      return name as FloatTypeName;
    };
    switch (t.kind) {
      case "scalar": {
        if (t.name === "bool") return T.bool;
        if (INT_NAMES.has(t.name)) return T.int(t.name as IntTypeName);
        const f = floatOk(t.name, t.span);
        return f ? T.float(f) : T.error;
      }
      case "ptr": {
        if (program.structs.has(t.target) || program.ifaces.has(t.target)) return { k: "ptr", target: t.target };
        diags.at(t.span, `unknown struct or interface '${t.target}'; expected ptr<Struct> or ptr<Interface>`);
        return T.error;
      }
      case "named": {
        if (program.structs.has(t.name)) return { k: "struct", name: t.name };
        if (program.ifaces.has(t.name)) return { k: "iface", name: t.name };
        if (program.layouts.has(t.name)) {
          diags.at(t.span, `'${t.name}' is a layout; expected ref<${t.name}> to hold a handle into layout memory`);
          return T.error;
        }
        diags.at(t.span, `unknown type '${t.name}'; expected a scalar type or a declared struct`);
        return T.error;
      }
      case "vec": {
        const f = floatOk(t.elem, t.span);
        return f ? { k: "vec", n: t.n, elem: f } : T.error;
      }
      case "mat": {
        const f = floatOk(t.elem, t.span);
        return f ? { k: "mat", cols: t.cols, elem: f } : T.error;
      }
      case "ref":
        if (!program.layouts.has(t.layout)) {
          diags.at(t.span, `unknown layout '${t.layout}'; expected a declared layout`);
          return T.error;
        }
        return { k: "ref", layout: t.layout };
      case "fixed": {
        const e = resolveType(t.elem, model);
        if (t.length <= 0) diags.at(t.span, `array length ${t.length}; expected a positive length`);
        return e.k === "error" ? e : { k: "fixed", elem: e, length: t.length };
      }
      case "dynamic": {
        const e = resolveType(t.elem, model);
        return e.k === "error" ? e : { k: "dyn", elem: e };
      }
    }
  };

  // layouts
  const scalarBytes = (ty: Ty): number => {
    if (ty.k === "int") return INT_TYPES[ty.name].bits / 8;
    if (ty.k === "float") return ty.name === "f32" ? 4 : ty.name === "f64" ? 8 : 0;
    return 0;
  };
  for (const layout of program.layouts.values()) {
    const d = layout.decl;
    if (![1, 2, 4, 8, 16].includes(d.align)) diags.at(d.span, `layout alignment ${d.align}; expected 1, 2, 4, 8 or 16`);
    for (const f of d.fields) {
      if (layout.fields.has(f.name)) {
        diags.at(f.span, `field '${f.name}' is already declared in layout ${d.name}; expected a unique field name`);
        continue;
      }
      const ty = resolveType(f.type);
      if (ty.k === "error") continue;
      const elem = ty.k === "fixed" ? ty.elem : ty.k === "vec" ? T.float(ty.elem) : ty;
      const count = ty.k === "fixed" ? ty.length : ty.k === "vec" ? ty.n : 1;
      const bytes = scalarBytes(elem);
      if (bytes === 0) {
        diags.at(f.type.span, `layout field type ${show(ty)}; expected an integer, f32 or f64 scalar, a vector of them, or a fixed array of them`);
        continue;
      }
      if (f.offset % bytes !== 0) diags.at(f.span, `field '${f.name}' at offset ${f.offset} is not aligned to its ${bytes}-byte elements; expected a multiple of ${bytes}`);
      if (f.offset + bytes * count > d.size) diags.at(f.span, `field '${f.name}' ends at ${f.offset + bytes * count}, past the layout size ${d.size}; expected it to fit`);
      const info: LayoutFieldInfo = { name: f.name, ty, offset: f.offset, docs: f.docs, bits: [] };
      layout.fields.set(f.name, info);
      if (f.bits.length > 0) {
        if (ty.k !== "int") {
          diags.at(f.span, `bit fields on ${show(ty)}; expected an integer container`);
          continue;
        }
        const width = INT_TYPES[ty.name].bits;
        for (const b of f.bits) {
          if (b.lo > b.hi || b.hi >= width) {
            diags.at(b.span, `bit range ${b.lo}..${b.hi} of a ${width}-bit field; expected lo <= hi < ${width}`);
            continue;
          }
          if (layout.fields.has(b.name) || layout.bitFields.has(b.name)) {
            diags.at(b.span, `'${b.name}' is already a field of layout ${d.name}; expected a unique name`);
            continue;
          }
          const bit = { name: b.name, lo: b.lo, hi: b.hi, signed: b.signed };
          info.bits.push(bit);
          layout.bitFields.set(b.name, { field: info, lo: b.lo, hi: b.hi, signed: b.signed });
        }
      }
    }
  }

  // structs
  for (const s of program.structs.values()) {
    const seen = new Set<string>();
    for (const f of s.decl.fields) {
      if (seen.has(f.name)) {
        diags.at(f.span, `field '${f.name}' is already declared in struct ${s.name}; expected a unique field name`);
        continue;
      }
      seen.add(f.name);
      const ty = resolveType(f.type);
      if (ty.k === "struct" && ty.name === s.name) diags.at(f.type.span, `struct ${s.name} contains itself; expected a handle or a list instead`);
      s.fields.push({ name: f.name, ty, docs: f.docs });
    }
  }

  // function signatures and annotations
  for (const fn of program.fns.values()) {
    const d = fn.decl as A.FnDecl;
    for (const a of d.annotations) {
      const strs = a.args.map((x) => x.value);
      switch (a.name) {
        case "source": {
          if (a.args.length !== 3 || a.args.some((x) => x.kind !== "string")) {
            diags.at(a.span, `@source takes three strings; expected @source("000", "§1.5.2", "FUN_10021280")`);
            break;
          }
          if (!(strs[0] in DOCS)) diags.at(a.args[0].span, `unknown document '${strs[0]}'; expected one of ${Object.keys(DOCS).join(", ")}`);
          fn.source = { doc: strs[0], section: strs[1], address: strs[2] };
          break;
        }
        case "design":
          if (a.args.length !== 1 || a.args[0].kind !== "string") diags.at(a.span, `@design takes one string; expected @design("why the documents leave this open and what was chosen")`);
          else fn.design = strs[0];
          break;
        case "unit":
          if (a.args.length === 0) diags.at(a.span, `@unit lists no IDs; expected inventory IDs such as @unit(X01, G13)`);
          for (const arg of a.args) {
            if (arg.kind !== "unit") diags.at(arg.span, `'${arg.value}' is not an inventory ID; expected an ID such as X01, G13 or U2.11`);
            else if (opts.inventoryIds && !opts.inventoryIds.has(arg.value)) diags.at(arg.span, `unknown inventory ID '${arg.value}'; expected a row of INVENTORY.md`);
            else fn.units.push(arg.value);
          }
          break;
        case "float": {
          const m = strs[0];
          if (a.args.length !== 1 || !(m in FLOAT_MODELS)) diags.at(a.span, `@float takes a model; expected @float(x87), @float(sse) or @float(ps2)`);
          else fn.model = m as FloatModelName;
          break;
        }
        default:
          diags.at(a.span, `unknown annotation @${a.name}; expected @source, @design, @unit or @float`);
      }
    }
    if (!fn.source && !fn.design) diags.at(d.nameSpan, `function '${d.name}' has no citation; expected @source("doc", "section", "address") or @design("rationale")`);
    if (fn.source && fn.units.length === 0) diags.at(d.nameSpan, `function '${d.name}' names no inventory unit; expected @unit(ID, ...)`);
    const names = new Set<string>();
    for (const p of d.params) {
      if (names.has(p.name)) diags.at(p.span, `parameter '${p.name}' is declared twice; expected unique parameter names`);
      names.add(p.name);
      const ty = resolveType(p.type, fn.model);
      if (p.mode !== "in" && !(ty.k === "vec" || ty.k === "struct" || ty.k === "fixed" || ty.k === "dyn" || ty.k === "mat" || ty.k === "error")) {
        diags.at(p.span, `'${p.mode}' on a ${show(ty)} parameter; expected it only on vectors, matrices, arrays and structs (return scalars instead)`);
      }
      fn.params.push({
        name: p.name,
        ty,
        kind: "param",
        mode: p.mode,
        vecRepr: ty.k === "vec" ? (p.mode === "in" ? "scalars" : "object") : "none",
        jsName: p.name,
      });
    }
    fn.result = d.result ? resolveType(d.result, fn.model) : T.void;
    if (fn.result.k === "fixed" || fn.result.k === "dyn" || fn.result.k === "mat") {
      diags.at(d.result!.span, `a function cannot return ${show(fn.result)}; expected an 'out' parameter`);
    }
  }

  // interface methods
  for (const itf of program.ifaces.values()) {
    for (const m of itf.decl.methods) {
      if (itf.methods.has(m.name)) {
        diags.at(m.span, `method '${m.name}' is already declared in interface ${itf.name}; expected unique method names`);
        continue;
      }
      const params: Binding[] = m.params.map((p) => {
        const ty = resolveType(p.type);
        return { name: p.name, ty, kind: "param", mode: p.mode, vecRepr: ty.k === "vec" ? (p.mode === "in" ? "scalars" : "object") : "none", jsName: p.name };
      });
      const result = m.result ? resolveType(m.result) : T.void;
      if (result.k === "fixed" || result.k === "dyn" || result.k === "mat") diags.at(m.result!.span, `a method cannot return ${show(result)}; expected an 'out' parameter`);
      itf.methods.set(m.name, { name: m.name, decl: m, params, result, usesMemory: false });
    }
  }

  // implementations of host interfaces by records
  const implFns: FnInfo[] = [];
  /** which interface slot each spec implementation fills */
  const implOf = new Map<FnInfo, MethodInfo>();
  for (const { decl, mod } of implDecls) {
    const itf = program.ifaces.get(decl.iface);
    const st = program.structs.get(decl.struct);
    if (!itf) {
      diags.at(decl.ifaceSpan, `unknown interface '${decl.iface}'; expected a declared interface`);
      continue;
    }
    if (!st) {
      diags.at(decl.structSpan, `unknown struct '${decl.struct}'; expected a declared struct`);
      continue;
    }
    if (st.module !== mod) {
      diags.at(decl.span, `impl ${decl.iface} for ${decl.struct} is not in the struct's module (${st.module.file.path}); expected it beside the struct`);
      continue;
    }
    const key = `${decl.struct}:${decl.iface}`;
    if (program.impls.has(key)) {
      diags.at(decl.span, `${decl.struct} already implements ${decl.iface}; expected one impl`);
      continue;
    }
    const info = { decl, module: mod, iface: itf, struct: st, methods: [] as FnInfo[] };
    program.impls.set(key, info);
    mod.impls.push(info);
    const seen = new Set<string>();
    for (const m of decl.methods) {
      const im = itf.methods.get(m.name);
      if (!im) {
        diags.at(m.nameSpan, `interface ${itf.name} has no method '${m.name}'; expected one of ${[...itf.methods.keys()].join(", ")}`);
        continue;
      }
      if (seen.has(m.name)) {
        diags.at(m.nameSpan, `method '${m.name}' is implemented twice; expected it once`);
        continue;
      }
      seen.add(m.name);
      const params: Binding[] = m.params.map((p) => {
        const ty = resolveType(p.type, mod.model);
        return { name: p.name, ty, kind: "param", mode: p.mode, vecRepr: ty.k === "vec" ? (p.mode === "in" ? "scalars" : "object") : "none", jsName: p.name };
      });
      const result = m.result ? resolveType(m.result, mod.model) : T.void;
      const sig = (ps: Binding[], r: Ty) => `(${ps.map((p) => `${p.mode === "in" ? "" : p.mode + " "}${show(p.ty)}`).join(", ")}) -> ${show(r)}`;
      if (sig(params, result) !== sig(im.params, im.result)) {
        diags.at(m.span, `${decl.struct}.${m.name} has signature ${sig(params, result)}; expected ${sig(im.params, im.result)} as interface ${itf.name} declares it`);
      }
      const fn: FnInfo = {
        name: `${decl.struct}.${m.name}`,
        decl: m,
        selfStruct: st.name,
        module: mod,
        model: mod.model,
        params,
        result,
        usesMemory: false,
        recursive: true, // a host method may be re-entered through the interface: no shared storage
        units: [],
        design: `implements ${itf.name} for ${st.name}`,
      };
      info.methods.push(fn);
      implFns.push(fn);
      implOf.set(fn, im);
    }
    const missing = [...itf.methods.keys()].filter((k) => !seen.has(k));
    if (missing.length) diags.at(decl.span, `impl ${itf.name} for ${st.name} does not implement ${missing.join(", ")}; expected every method of the interface`);
  }

  // ------------------------------------------------------------ pass 2: bodies
  const ck = new BodyChecker(program, diags, resolveType);
  for (const c of program.consts.values()) ck.checkConst(c);
  for (const fn of program.fns.values()) ck.checkFn(fn);
  for (const fn of implFns) ck.checkFn(fn);
  for (const mod of program.modules) for (const t of mod.tests) ck.checkTests(t);

  // memory use is transitive through calls, and through interface slots: a slot one of whose spec
  // implementations reaches memory takes `mem` (every implementation and every caller then too)
  const slotKey = (itf: string, m: string) => `${itf}.${m}${IFACE_SLOT}`;
  const slotOf = new Map<string, MethodInfo>();
  for (const itf of program.ifaces.values()) for (const m of itf.methods.values()) slotOf.set(slotKey(itf.name, m.name), m);
  const callUsesMemory = (c: string) => program.fns.get(c)?.usesMemory === true || slotOf.get(c)?.usesMemory === true;
  let changed = true;
  while (changed) {
    changed = false;
    for (const fn of [...program.fns.values(), ...implFns]) {
      if (fn.usesMemory) continue;
      for (const c of ck.callGraph.get(fn.name) ?? []) {
        if (callUsesMemory(c)) {
          fn.usesMemory = true;
          changed = true;
          break;
        }
      }
    }
    for (const [fn, m] of implOf) {
      if (fn.usesMemory && !m.usesMemory) {
        m.usesMemory = true;
        changed = true;
      }
    }
  }
  // every implementation of a memory slot takes `mem`, whether or not it uses it
  for (const [fn, m] of implOf) if (m.usesMemory) fn.usesMemory = true;
  if (diags.errors.length === 0) analyseEscapes(program, implFns);

  // re-entrancy: a function that can reach itself through the call graph, or that calls (directly
  // or through callees) a host method, which may call back into the engine
  for (const fn of program.fns.values()) {
    const seen = new Set<string>();
    const stack = [...(ck.callGraph.get(fn.name) ?? [])];
    if (ck.callsHost.has(fn.name)) fn.recursive = true;
    while (stack.length && !fn.recursive) {
      const c = stack.pop()!;
      if (c === fn.name || ck.callsHost.has(c)) {
        fn.recursive = true;
        break;
      }
      if (seen.has(c)) continue;
      seen.add(c);
      stack.push(...(ck.callGraph.get(c) ?? []));
    }
  }
  for (const mod of program.modules) {
    for (const t of mod.tests) {
      t.usesMemory = t.decl.cases.map((_, i) => {
        const calls = ck.testCalls.get(t)?.[i];
        if (!calls) return false;
        if (calls.direct) return true;
        return [...calls.calls].some(callUsesMemory);
      });
    }
  }
  return program;
}

// ====================================================================== bodies

class BodyChecker {
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
    this.ctx = { model: c.module.model, result: T.void, scopes: [new Map()], usedNames: new Set(), usesMemory: false, calls: new Set(), callsHost: false, inTest: false, loopDepth: 0 };
    if (c.ty.k === "error") return;
    if (c.ty.k === "struct" || c.ty.k === "dyn" || c.ty.k === "ref" || c.ty.k === "iface" || c.ty.k === "ptr") {
      this.d.at(c.decl.type.span, `a constant of type ${show(c.ty)}; expected a scalar, vector or fixed array`);
      return;
    }
    c.decl.value = this.coerce(c.decl.value, c.ty, "store", this.expr(c.decl.value, c.ty, {}));
    if (containsCall(c.decl.value)) this.d.at(c.decl.value.span, `a constant's value calls a function; expected literals and operators only`);
  }

  checkFn(fn: FnInfo) {
    const scope = new Map<string, Binding>();
    this.ctx = { fn, model: fn.model, result: fn.result, scopes: [scope], usedNames: new Set(), usesMemory: false, calls: new Set(), callsHost: false, inTest: false, loopDepth: 0 };
    if (fn.selfStruct) {
      // `self` is the record the method belongs to (TS `this`)
      this.ctx.usedNames.add("this");
      scope.set("self", { name: "self", ty: { k: "struct", name: fn.selfStruct }, kind: "param", mode: "in", vecRepr: "none", jsName: "this" });
    }
    for (const p of fn.params) {
      p.jsName = this.uniqueJs(p.name);
      scope.set(p.name, p);
    }
    const terminates = this.block(fn.decl.body, false);
    if (!terminates && fn.result.k !== "void" && fn.result.k !== "error") {
      const end = fn.decl.span.end - 1;
      this.d.at({ file: fn.decl.span.file, start: end, end: end + 1 }, `missing return at the end of '${fn.name}'; expected every path to return ${show(fn.result)}`);
    }
    fn.usesMemory = this.ctx.usesMemory;
    this.callGraph.set(fn.name, this.ctx.calls);
    if (this.ctx.callsHost) this.callsHost.add(fn.name);
  }

  checkTests(t: { decl: A.TestsDecl; module: ModuleInfo }) {
    const per: { direct: boolean; calls: Set<string> }[] = [];
    const names = new Set<string>();
    for (const c of t.decl.cases) {
      if (names.has(c.name)) this.d.at(c.span, `case "${c.name}" appears twice in this table; expected unique case names`);
      names.add(c.name);
      this.ctx = { model: t.module.model, result: T.void, scopes: [new Map()], usedNames: new Set(), usesMemory: false, calls: new Set(), callsHost: false, inTest: true, loopDepth: 0 };
      this.block(c.body, false);
      if (!hasExpect(c.body)) this.d.at(c.span, `case "${c.name}" checks nothing; expected at least one 'expect'`);
      per.push({ direct: this.ctx.usesMemory, calls: this.ctx.calls });
    }
    this.testCalls.set(t, per);
  }

  // ---------------------------------------------------------------- scopes
  private uniqueJs(name: string): string {
    let base = JS_RESERVED.has(name) || this.p.fns.has(name) || this.p.structs.has(name) || this.p.consts.has(name) || this.p.layouts.has(name) ? `${name}_` : name;
    let js = base;
    let i = 1;
    while (this.ctx.usedNames.has(js)) js = `${base}_${i++}`;
    this.ctx.usedNames.add(js);
    // vector locals expand to js_x, js_y, ...; reserve them too
    for (const c of ["x", "y", "z", "w"]) this.ctx.usedNames.add(`${js}_${c}`);
    return js;
  }

  private lookup(name: string): Binding | undefined {
    for (let i = this.ctx.scopes.length - 1; i >= 0; i--) {
      const b = this.ctx.scopes[i].get(name);
      if (b) return b;
    }
    const c = this.p.consts.get(name);
    if (c) return { name, ty: c.ty, kind: "const", mode: "in", vecRepr: c.ty.k === "vec" ? "object" : "none", jsName: name, constOf: c };
    return undefined;
  }

  private bind(name: string, ty: Ty, kind: Binding["kind"], span: A.Span): Binding {
    const top = this.ctx.scopes[this.ctx.scopes.length - 1];
    if (top.has(name)) this.d.at(span, `'${name}' is already declared in this block; expected a new name`);
    const b: Binding = { name, ty, kind, mode: "in", vecRepr: ty.k === "vec" ? "scalars" : "none", jsName: this.uniqueJs(name) };
    top.set(name, b);
    return b;
  }

  // ---------------------------------------------------------------- statements
  /** Checks a block; returns true when it cannot complete normally. */
  private block(stmts: A.Stmt[], newScope = true): boolean {
    if (newScope) this.ctx.scopes.push(new Map());
    let terminated = false;
    let reported = false;
    for (const s of stmts) {
      if (terminated && !reported) {
        this.d.at(s.span, `unreachable statement; expected nothing after a return, break or continue in the same block`);
        reported = true;
      }
      if (this.stmt(s)) terminated = true;
    }
    if (newScope) this.ctx.scopes.pop();
    return terminated;
  }

  private stmt(s: A.Stmt): boolean {
    switch (s.kind) {
      case "let": {
        let declared: Ty | undefined = s.type ? this.resolveType(s.type, this.ctx.model) : undefined;
        const vt = this.expr(s.init, declared, { vecCallOk: true });
        if (!declared) {
          if (vt.k === "intlit") declared = T.int("i32");
          else if (vt.k === "void") {
            this.d.at(s.init.span, `this call returns nothing; expected a value to bind to '${s.name}'`);
            declared = T.error;
          } else declared = vt;
        }
        if (declared.k === "matrow") {
          this.d.at(s.init.span, `a matrix row cannot be bound; expected m[i][j]`);
          declared = T.error;
        }
        s.init = this.coerce(s.init, declared, "store", vt);
        s.binding = this.bind(s.name, declared, "local", s.nameSpan);
        return false;
      }
      case "assign": {
        const tt = this.expr(s.target, undefined, {});
        this.checkLvalue(s.target);
        if (s.op === "=") {
          const vt = this.expr(s.value, tt, { vecCallOk: true });
          s.value = this.coerce(s.value, tt, "store", vt);
        } else {
          const op = s.op.slice(0, -1);
          const vt = this.expr(s.value, tt.k === "vec" ? undefined : tt, {});
          if (isCall(s.value) && s.value.ty && (s.value.ty as Ty).k === "vec") this.d.at(s.value.span, `a vector-valued call in a compound assignment; expected it bound to a local first`);
          const rt = this.binaryType(op, tt, vt, s.span, s.target, s.value, (e) => (s as { value: A.Expr }).value = e);
          (s as { eval?: unknown }).eval = rt.eval;
          if (rt.ty.k !== "error" && tt.k !== "error") {
            const ok = same(rt.ty, tt) || canStore(rt.ty, tt);
            if (!ok) this.d.at(s.span, `'${s.op}' gives ${show(rt.ty)} but the target is ${show(tt)}; expected matching types`);
            (s as { resultTy?: Ty }).resultTy = rt.ty;
          }
        }
        return false;
      }
      case "if": {
        this.cond(s.cond);
        const a = this.block(s.then);
        const b = s.else ? this.block(s.else) : false;
        return a && b;
      }
      case "while": {
        this.cond(s.cond);
        this.ctx.loopDepth++;
        this.block(s.body);
        this.ctx.loopDepth--;
        return s.cond.kind === "bool" && s.cond.value && !containsBreak(s.body);
      }
      case "for": {
        const ft = this.expr(s.from, undefined, {});
        const tt = this.expr(s.to, ft.k === "int" ? ft : undefined, {});
        let ity: Ty = ft.k === "int" ? ft : tt.k === "int" ? tt : T.int("i32");
        if (ft.k !== "int" && ft.k !== "intlit" && ft.k !== "error") this.d.at(s.from.span, `loop bound of type ${show(ft)}; expected an integer`);
        if (tt.k !== "int" && tt.k !== "intlit" && tt.k !== "error") this.d.at(s.to.span, `loop bound of type ${show(tt)}; expected an integer`);
        s.from = this.coerce(s.from, ity, "value", ft);
        s.to = this.coerce(s.to, ity, "value", tt);
        this.ctx.scopes.push(new Map());
        s.binding = this.bind(s.name, ity, "loop", s.span);
        this.ctx.loopDepth++;
        this.block(s.body, false);
        this.ctx.loopDepth--;
        this.ctx.scopes.pop();
        return false;
      }
      case "return": {
        const rt = this.ctx.result;
        if (this.ctx.inTest) {
          this.d.at(s.span, `return inside a test case; expected expect statements`);
          return true;
        }
        if (!s.value) {
          if (rt.k !== "void" && rt.k !== "error") this.d.at(s.span, `return without a value; expected a ${show(rt)}`);
          return true;
        }
        if (rt.k === "void") {
          this.d.at(s.value.span, `'${this.ctx.fn?.name}' returns nothing; expected 'return;'`);
          return true;
        }
        const vt = this.expr(s.value, rt, { vecCallOk: true });
        s.value = this.coerce(s.value, rt, "store", vt);
        return true;
      }
      case "break":
      case "continue":
        if (this.ctx.loopDepth === 0) this.d.at(s.span, `'${s.kind}' outside a loop; expected it inside while or for`);
        return true;
      case "assert": {
        this.cond(s.cond);
        const holes = (s.message ?? "").split("{}").length - 1;
        if (s.args.length !== holes) this.d.at(s.span, `assert message has ${holes} '{}' but ${s.args.length} value${s.args.length === 1 ? "" : "s"}; expected one value per '{}'`);
        for (const a of s.args) {
          if (containsCall(a)) { this.d.at(a.span, `a call in an assert's values; expected plain values (the message must not change state)`); continue; }
          const t = this.expr(a, undefined, { vecCallOk: false });
          if (!(t.k === "int" || t.k === "float" || t.k === "intlit" || t.k === "bool" || t.k === "error")) this.d.at(a.span, `an assert value of type ${show(t)}; expected an integer, float or bool`);
        }
        return s.cond.kind === "bool" && !s.cond.value;
      }
      case "expect": {
        if (!this.ctx.inTest) this.d.at(s.span, `'expect' outside a test case; expected 'assert' in engine code`);
        if (s.cond.kind === "binary" && ["==", "!=", "<", "<=", ">", ">="].includes(s.cond.op)) {
          const lt = this.expr(s.cond.left, undefined, { vecCallOk: false });
          const rt = this.expr(s.cond.right, lt.k === "intlit" ? undefined : lt, {});
          const lt2 = lt.k === "intlit" && rt.k !== "intlit" ? this.expr(s.cond.left, rt, {}) : lt;
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
            if (!okPair) this.d.at(s.cond.span, `cannot compare ${show(lt2)} with ${show(rt)}; expected values of the same kind`);
            if (s.cond.op !== "==" && s.cond.op !== "!=" && !(isFloat(target) || isInt(target))) {
              this.d.at(s.cond.span, `'${s.cond.op}' on ${show(target)}; expected scalars`);
            }
            if (rt.k === "intlit" && lt2.k !== "intlit") s.cond.right = this.coerce(s.cond.right, lt2, "value", rt);
            if (lt2.k === "intlit" && rt.k !== "intlit") s.cond.left = this.coerce(s.cond.left, rt, "value", lt2);
          }
          s.cond.ty = T.bool;
          (s.cond as { expectCompare?: boolean }).expectCompare = true;
        } else {
          this.cond(s.cond);
        }
        return false;
      }
      case "expect_assert": {
        if (!this.ctx.inTest) this.d.at(s.span, `'expect_assert' outside a test case; expected it in a tests table`);
        this.block(s.body);
        return false;
      }
      case "expr": {
        const t = this.expr(s.expr, undefined, { vecCallOk: true });
        if (s.expr.kind !== "call" && s.expr.kind !== "mcall") this.d.at(s.span, `this expression's value (${show(t)}) is unused; expected a call or an assignment`);
        return false;
      }
    }
  }

  private cond(e: A.Expr) {
    const t = this.expr(e, T.bool, {});
    if (t.k !== "bool" && t.k !== "error") this.d.at(e.span, `condition of type ${show(t)}; expected bool (compare explicitly, e.g. x != 0)`);
  }

  private checkLvalue(e: A.Expr) {
    switch (e.kind) {
      case "var": {
        const b = e.binding as Binding | undefined;
        if (b && (b.kind === "const" || b.kind === "loop")) this.d.at(e.span, `cannot assign to ${b.kind === "const" ? "constant" : "loop variable"} '${e.name}'; expected a local, a parameter or a field`);
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
  /** Wraps `e` in a convert node when its type differs from `to`; reports what is not allowed. */
  coerce(e: A.Expr, to: Ty, ctx: "store" | "value" | "arg", from: Ty): A.Expr {
    if (from.k === "error" || to.k === "error") return e;
    if (same(from, to)) return e;
    const conv = (): A.Expr => ({ kind: "convert", to, operand: e, span: e.span, ty: to }) as unknown as A.Expr;
    // references: null into a pointer or host object; a record or host object is its own pointer
    const refName = (t: Ty) => (t.k === "struct" || t.k === "iface" ? t.name : t.k === "ptr" ? t.target : undefined);
    if (from.k === "null" && (to.k === "ptr" || to.k === "iface")) return e;
    if (from.k === "ptr" && to.k === "struct" && from.target === to.name) return conv(); // dereference
    // a record that implements a host interface is such a host object
    const recName = from.k === "struct" ? from.name : from.k === "ptr" ? from.target : undefined;
    const ifName = to.k === "iface" ? to.name : to.k === "ptr" ? to.target : undefined;
    if (recName && ifName && this.p.impls.has(`${recName}:${ifName}`)) return e;
    if (refName(from) !== undefined && refName(from) === refName(to)) return e;
    if (from.k === "intlit") {
      const v = constValue(e);
      if (to.k === "int") {
        const info = INT_TYPES[to.name];
        // C's conversion of an integer constant: anything representable in the signed or the unsigned
        // type of that width is accepted and wraps (so ~0xf is 0xfffffff0 as u32, 0xffffffff is -1 as i32)
        // (a ~ of an unsigned constant, such as ~0x80000000, lands below the signed range: it wraps)
        const lo = -(1n << BigInt(info.bits));
        const hi = (1n << BigInt(info.bits)) - 1n;
        if (v !== undefined && (v < lo || v > hi)) this.d.at(e.span, `${v} does not fit ${to.name}; expected a value in ${info.min}..${info.max}`);
        return conv();
      }
      if (to.k === "float") {
        if (v !== undefined && !exactIn(Number(v), to.name) ) this.d.at(e.span, `${v} is not exact in ${to.name}; expected a float literal with the intended rounding`);
        if (v !== undefined && BigInt(Number(v)) !== v) this.d.at(e.span, `${v} is not exact in ${to.name}; expected a float literal`);
        return conv();
      }
    }
    if (from.k === "float" && to.k === "float") {
      const widening = FLOAT_RANK[from.name] < FLOAT_RANK[to.name];
      if (widening) return conv();
      if (ctx === "store" || (ctx === "arg" && from.name === "ext")) return conv();
      this.d.at(e.span, `${show(from)} where ${show(to)} is expected; expected an explicit ${to.name}(...) cast, because this rounds`);
      return e;
    }
    if (from.k === "vec" && to.k === "vec" && from.n === to.n) {
      const widening = FLOAT_RANK[from.elem] < FLOAT_RANK[to.elem];
      if (widening || ctx === "store" || (ctx === "arg" && from.elem === "ext")) return conv();
      this.d.at(e.span, `${show(from)} where ${show(to)} is expected; expected an explicit conversion, because this rounds`);
      return e;
    }
    this.d.at(e.span, `${show(from)} where ${show(to)} is expected; expected ${describeFix(from, to)}`);
    return e;
  }

  // ---------------------------------------------------------------- expressions
  expr(e: A.Expr, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Ty {
    const t = this.exprInner(e, expected, opts);
    e.ty = t;
    return t;
  }

  private exprInner(e: A.Expr, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Ty {
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
          e.items = e.items.map((it) => this.coerce(it, expected.elem, "store", this.expr(it, expected.elem, {})));
          return expected;
        }
        if (!expected || expected.k !== "fixed") {
          this.d.at(e.span, `an array literal needs a declared type; expected let name: [T; N] = [...] or let name: T[] = [...]`);
          for (const it of e.items) this.expr(it, undefined, {});
          return T.error;
        }
        if (e.items.length !== expected.length) this.d.at(e.span, `${e.items.length} elements for ${show(expected)}; expected ${expected.length}`);
        e.items = e.items.map((it) => this.coerce(it, expected.elem, "store", this.expr(it, expected.elem, {})));
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
        const t = this.expr(e.operand, expected, {});
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
          const l = this.expr(e.left, T.bool, {});
          const r = this.expr(e.right, T.bool, {});
          if (l.k !== "bool" && l.k !== "error") this.d.at(e.left.span, `'${e.op}' on ${show(l)}; expected bool`);
          if (r.k !== "bool" && r.k !== "error") this.d.at(e.right.span, `'${e.op}' on ${show(r)}; expected bool`);
          return T.bool;
        }
        const cmp = ["==", "!=", "<", "<=", ">", ">="].includes(e.op);
        let lt = this.expr(e.left, cmp ? undefined : expected, {});
        let rt = this.expr(e.right, lt.k === "intlit" || lt.k === "vec" ? (cmp ? undefined : expected) : lt.k === "float" || lt.k === "int" ? lt : undefined, {});
        if (lt.k === "intlit" && rt.k !== "intlit") lt = this.expr(e.left, rt.k === "vec" ? undefined : rt, {});
        const r = this.binaryType(e.op, lt, rt, e.span, e.left, e.right, (x) => (e.right = x), (x) => (e.left = x));
        e.eval = r.eval;
        if (r.ty.k === "vec") {
          if (containsCall(e.left) || containsCall(e.right)) this.d.at(e.span, `a call inside a vector expression; expected the call's result bound to a local first (vector expressions are expanded per component)`);
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
      default: {
        const k = (e as { kind: string }).kind;
        if (k === "convert") return (e as unknown as ConvertExpr).ty;
        throw new Error(`checker: unknown expression kind ${k}`);
      }
    }
  }

  /** Types a binary operation; inserts literal conversions through the setters. */
  binaryType(
    op: string,
    lt: Ty,
    rt: Ty,
    span: A.Span,
    left: A.Expr,
    right: A.Expr,
    setRight: (e: A.Expr) => void,
    setLeft?: (e: A.Expr) => void,
  ): { ty: Ty; eval?: { prec: FloatTypeName } } {
    if (lt.k === "error" || rt.k === "error") return { ty: T.error };
    const model = this.ctx.model;
    const cmp = ["==", "!=", "<", "<=", ">", ">="].includes(op);
    const arith = ["+", "-", "*", "/"].includes(op);
    const intOnly = ["%", "&", "|", "^", "<<", ">>", ">>>"].includes(op);

    // literal adaptation
    if (lt.k === "intlit" && rt.k === "intlit") {
      if (cmp) return { ty: T.bool };
      if ((op === "/" || op === "%") && constValue(right) === 0n) this.d.at(span, `integer constant '${op}' by zero; expected a non-zero divisor`);
      return { ty: T.intlit };
    }
    if (rt.k === "intlit" && (lt.k === "int" || lt.k === "float")) {
      if (!(op === "<<" || op === ">>" || op === ">>>")) setRight(this.coerce(right, lt, "value", rt));
      rt = lt.k === "int" && (op === "<<" || op === ">>" || op === ">>>") ? T.int("i32") : lt;
    } else if (lt.k === "intlit" && (rt.k === "int" || rt.k === "float")) {
      setLeft?.(this.coerce(left, rt, "value", lt));
      lt = rt;
    } else if (rt.k === "intlit" && lt.k === "vec") {
      setRight(this.coerce(right, T.float(lt.elem), "value", rt));
      rt = T.float(lt.elem);
    } else if (lt.k === "intlit" && rt.k === "vec") {
      setLeft?.(this.coerce(left, T.float(rt.elem), "value", lt));
      lt = T.float(rt.elem);
    }

    if (cmp) {
      if (lt.k === "bool" && rt.k === "bool" && (op === "==" || op === "!=")) return { ty: T.bool };
      if (lt.k === "ref" && rt.k === "ref" && lt.layout === rt.layout && (op === "==" || op === "!=")) return { ty: T.bool };
      const isRef = (t: Ty) => t.k === "struct" || t.k === "iface" || t.k === "ptr" || t.k === "null";
      if (isRef(lt) && isRef(rt) && (op === "==" || op === "!=")) return { ty: T.bool };
      if (lt.k === "int" && rt.k === "int") {
        if (lt.name !== rt.name) this.d.at(span, `comparing ${lt.name} with ${rt.name}; expected one integer type (cast one side)`);
        return { ty: T.bool };
      }
      if (lt.k === "float" && rt.k === "float") {
        return { ty: T.bool, eval: { prec: FLOAT_MODELS[model].evalType(lt.name, rt.name) } };
      }
      this.d.at(span, `cannot compare ${show(lt)} with ${show(rt)}; expected two numbers of one kind${lt.k === "vec" ? " (compare components)" : ""}`);
      return { ty: T.bool };
    }
    if (intOnly) {
      if (lt.k === "int" && rt.k === "int") {
        const shift = op === "<<" || op === ">>" || op === ">>>";
        if (!shift && lt.name !== rt.name) this.d.at(span, `'${op}' on ${lt.name} and ${rt.name}; expected one integer type (cast one side)`);
        return { ty: lt };
      }
      this.d.at(span, `'${op}' on ${show(lt)} and ${show(rt)}; expected integers`);
      return { ty: T.error };
    }
    if (!arith) {
      this.d.at(span, `unknown operator '${op}'`);
      return { ty: T.error };
    }
    if (lt.k === "int" && rt.k === "int") {
      if (lt.name !== rt.name) this.d.at(span, `'${op}' on ${lt.name} and ${rt.name}; expected one integer type (cast one side)`);
      return { ty: lt };
    }
    if (lt.k === "float" && rt.k === "float") {
      const prec = FLOAT_MODELS[model].evalType(lt.name, rt.name);
      return { ty: T.float(prec), eval: { prec } };
    }
    if (lt.k === "vec" && rt.k === "vec" && (op === "+" || op === "-")) {
      if (lt.n !== rt.n) {
        this.d.at(span, `'${op}' on ${show(lt)} and ${show(rt)}; expected vectors of one size`);
        return { ty: T.error };
      }
      const prec = FLOAT_MODELS[model].evalType(lt.elem, rt.elem);
      return { ty: { k: "vec", n: lt.n, elem: prec }, eval: { prec } };
    }
    if (lt.k === "vec" && rt.k === "float" && (op === "*" || op === "/")) {
      const prec = FLOAT_MODELS[model].evalType(lt.elem, rt.name);
      return { ty: { k: "vec", n: lt.n, elem: prec }, eval: { prec } };
    }
    if (lt.k === "float" && rt.k === "vec" && op === "*") {
      const prec = FLOAT_MODELS[model].evalType(lt.name, rt.elem);
      return { ty: { k: "vec", n: rt.n, elem: prec }, eval: { prec } };
    }
    if ((lt.k === "int" && rt.k === "float") || (lt.k === "float" && rt.k === "int")) {
      this.d.at(span, `'${op}' mixes ${show(lt)} and ${show(rt)}; expected an explicit conversion such as f64(i)`);
      return { ty: T.error };
    }
    this.d.at(span, `'${op}' on ${show(lt)} and ${show(rt)}; expected ${lt.k === "vec" || rt.k === "vec" ? "vector ± vector, vector * scalar or vector / scalar (dot and cross are intrinsics)" : "numbers"}`);
    return { ty: T.error };
  }

  private call(e: Extract<A.Expr, { kind: "call" }>, expected: Ty | undefined, opts: { vecCallOk?: boolean }): Ty {
    const fn = this.p.fns.get(e.callee);
    if (fn) {
      this.ctx.calls.add(fn.name);
      e.target = { kind: "fn", fn };
      if (e.args.length !== fn.params.length) {
        this.d.at(e.span, `'${fn.name}' takes ${fn.params.length} argument${fn.params.length === 1 ? "" : "s"}, got ${e.args.length}; expected (${fn.params.map((p) => `${p.name}: ${show(p.ty)}`).join(", ")})`);
        for (const a of e.args) this.expr(a, undefined, {});
        return fn.result;
      }
      e.args = this.checkArgs(fn.params, e.args);
      if (fn.result.k === "vec" && !opts.vecCallOk) this.d.at(e.span, `'${fn.name}' returns a vector; expected its result bound directly with let or =`);
      if (fn.result.k === "vec" && e.args.some(containsCall)) this.d.at(e.span, `a call in the arguments of a vector-valued call; expected it bound to a local first`);
      return fn.result;
    }
    const intr = INTRINSICS[e.callee];
    if (!intr) {
      const known = this.lookup(e.callee);
      this.d.at(e.calleeSpan, known ? `'${e.callee}' is not a function; expected a function or an intrinsic` : `unknown function '${e.callee}'; expected a spec function or an intrinsic (${Object.keys(INTRINSICS).join(", ")})`);
      for (const a of e.args) this.expr(a, undefined, {});
      return T.error;
    }
    e.target = { kind: "intrinsic", name: intr.name };
    if (intr.usesMemory) this.ctx.usesMemory = true;
    return this.intrinsic(e, expected);
  }

  /** Checks and converts call arguments against parameters (functions and interface methods). */
  private checkArgs(params: Binding[], args: A.Expr[]): A.Expr[] {
    return args.map((a, i) => {
      const p = params[i];
      const at = this.expr(a, p.ty, {});
      if (p.mode !== "in") {
        if (!(a.kind === "var" || a.kind === "field" || a.kind === "index")) this.d.at(a.span, `argument for '${p.mode} ${p.name}' is not a variable or field; expected something it can write into`);
        else if (p.ty.k === "vec" && a.kind === "var" && (a.binding as Binding | undefined)?.kind === "const") this.d.at(a.span, `constant passed as '${p.mode} ${p.name}'; expected a variable`);
        if (at.k !== "error" && p.ty.k !== "error" && !same(at, p.ty)) this.d.at(a.span, `${show(at)} passed as '${p.mode} ${p.name}: ${show(p.ty)}'; expected exactly ${show(p.ty)}`);
        return a;
      }
      if (at.k === "vec" && isCall(a)) this.d.at(a.span, `a vector-valued call as an argument; expected it bound to a local first`);
      return this.coerce(a, p.ty, "arg", at);
    });
  }

  private mcall(e: Extract<A.Expr, { kind: "mcall" }>, opts: { vecCallOk?: boolean }): Ty {
    const ot = this.expr(e.object, undefined, {});
    if (ot.k === "error") {
      for (const a of e.args) this.expr(a, undefined, {});
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
        for (const a of e.args) this.expr(a, undefined, {});
        return T.error;
      }
    }
    if (!name) {
      this.d.at(e.nameSpan, `${show(ot)} has no methods; expected a host interface value`);
      for (const a of e.args) this.expr(a, undefined, {});
      return T.error;
    }
    const itf = this.p.ifaces.get(name)!;
    const m = itf.methods.get(e.name);
    if (!m) {
      this.d.at(e.nameSpan, `interface ${name} has no method '${e.name}'; expected one of ${[...itf.methods.keys()].join(", ")}`);
      for (const a of e.args) this.expr(a, undefined, {});
      return T.error;
    }
    e.target = { kind: "method", iface: itf, method: m };
    this.ctx.callsHost = true;
    // the slot as a call-graph node, so memory use flows from its spec implementations to callers
    this.ctx.calls.add(`${itf.name}.${m.name}${IFACE_SLOT}`);
    if (e.args.length !== m.params.length) {
      this.d.at(e.span, `'${name}.${m.name}' takes ${m.params.length} argument${m.params.length === 1 ? "" : "s"}, got ${e.args.length}; expected (${m.params.map((p) => `${p.name}: ${show(p.ty)}`).join(", ")})`);
      for (const a of e.args) this.expr(a, undefined, {});
      return m.result;
    }
    e.args = this.checkArgs(m.params, e.args);
    if (m.result.k === "vec" && !opts.vecCallOk) this.d.at(e.span, `'${name}.${m.name}' returns a vector; expected its result bound directly with let or =`);
    return m.result;
  }

  private arity(e: Extract<A.Expr, { kind: "call" }>, n: number): boolean {
    if (e.args.length === n) return true;
    this.d.at(e.span, `'${e.callee}' takes ${n} argument${n === 1 ? "" : "s"}, got ${e.args.length}; expected ${INTRINSICS[e.callee].signature}`);
    for (const a of e.args) this.expr(a, undefined, {});
    return false;
  }

  private intrinsic(e: Extract<A.Expr, { kind: "call" }>, expected: Ty | undefined): Ty {
    const name = e.callee;
    const model = this.ctx.model;
    const needs = (i: number, pred: (t: Ty) => boolean, what: string, exp?: Ty): Ty => {
      const t = this.expr(e.args[i], exp, {});
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
        (e as { eval?: unknown }).eval = { prec };
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
        let a = this.expr(e.args[0], expected, {});
        const b = this.expr(e.args[1], a.k === "intlit" ? expected : a, {});
        if (a.k === "intlit" && b.k !== "intlit") a = this.expr(e.args[0], b, {});
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
        (e as { eval?: unknown }).eval = { prec };
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
          this.expr(e.args[1], undefined, {});
          return T.void;
        }
        const v = this.expr(e.args[1], l.elem, {});
        e.args[1] = this.coerce(e.args[1], l.elem, "store", v);
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

  private typecall(e: Extract<A.Expr, { kind: "typecall" }>, expected: Ty | undefined): Ty {
    const model = this.ctx.model;
    const t = e.target;
    if (t.kind === "scalar") {
      if (e.args.length !== 1) {
        this.d.at(e.span, `${t.name}(...) takes one argument, got ${e.args.length}; expected ${t.name}(value)`);
        for (const a of e.args) this.expr(a, undefined, {});
        return T.error;
      }
      const to = this.resolveType(t, model);
      const from = this.expr(e.args[0], undefined, {});
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
      e.eval = { from: from.k === "intlit" ? (to.k === "int" ? to : T.int("i32")) : from };
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
      const a = this.expr(e.args[0], T.int("u32"), {});
      if (!((a.k === "int" && a.name === "u32") || a.k === "intlit" || a.k === "error")) this.d.at(e.args[0].span, `address of type ${show(a)}; expected a u32 (use addr(h) for a handle)`);
      e.args[0] = this.coerce(e.args[0], T.int("u32"), "value", a);
      return { k: "ref", layout: t.layout };
    }
    if (t.kind === "vec") {
      let elem = t.elem as FloatTypeName | "?";
      if (elem === "?" && expected?.k === "vec" && expected.n === t.n) elem = expected.elem;
      if (e.args.length !== t.n) {
        this.d.at(e.span, `vec${t.n}(...) takes ${t.n} components, got ${e.args.length}; expected vec${t.n}(${t.n === 3 ? "x, y, z" : "x, y, z, w"})`);
        for (const a of e.args) this.expr(a, undefined, {});
        return T.error;
      }
      const tys = e.args.map((a) => this.expr(a, elem === "?" ? undefined : T.float(elem as FloatTypeName), {}));
      if (elem === "?") {
        const fl = tys.filter(isFloat);
        if (fl.length === 0) {
          this.d.at(e.span, `cannot tell the element type of vec${t.n}(...); expected vec${t.n}<f32>(...) or float components`);
          return T.error;
        }
        elem = fl.reduce((acc, x) => (FLOAT_RANK[x.name] > FLOAT_RANK[acc] ? x.name : acc), fl[0].name as FloatTypeName);
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

  private field(e: Extract<A.Expr, { kind: "field" }>): Ty {
    const ot = this.expr(e.object, undefined, {});
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
        this.d.at(e.span, `field ${s.name}.${f.name} is ${f.ty.name}, not available under float model ${this.ctx.model}; expected ${FLOAT_MODELS[this.ctx.model].allowed.join(" or ")}`);
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

  private index(e: Extract<A.Expr, { kind: "index" }>): Ty {
    const ot = this.expr(e.object, undefined, {});
    const it = this.expr(e.index, T.int("i32"), {});
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

// ====================================================================== helpers
const FLOAT_RANK: Record<FloatTypeName, number> = { f32: 1, f64: 2, ext: 3 };

function canStore(from: Ty, to: Ty): boolean {
  if (from.k === "float" && to.k === "float") return true;
  if (from.k === "vec" && to.k === "vec") return from.n === to.n;
  return false;
}

function describeFix(from: Ty, to: Ty): string {
  if (from.k === "null" && to.k === "struct") return `ptr<${to.name}> for a reference that may be null (a record value is never null)`;
  if ((from.k === "int" || from.k === "intlit") && to.k === "float") return `an explicit ${to.name}(...) conversion`;
  if (from.k === "float" && to.k === "int") return `an explicit ${to.name}(...) conversion (truncates toward zero)`;
  if (from.k === "int" && to.k === "int") return `an explicit ${to.name}(...) conversion`;
  if (from.k === "ref" && to.k === "int") return `addr(handle)`;
  if (from.k === "int" && to.k === "ref") return `ref<${to.layout}>(address)`;
  return `a value of type ${show(to)}`;
}

export function exactIn(v: number, t: FloatTypeName): boolean {
  if (t === "f32") return Math.fround(v) === v;
  return true;
}

export function constValue(e: A.Expr): bigint | undefined {
  switch (e.kind) {
    case "int":
      return e.value;
    case "unary": {
      const v = constValue(e.operand);
      if (v === undefined) return undefined;
      return e.op === "-" ? -v : e.op === "~" ? ~v : undefined;
    }
    case "binary": {
      const a = constValue(e.left);
      const b = constValue(e.right);
      if (a === undefined || b === undefined) return undefined;
      switch (e.op) {
        case "+": return a + b;
        case "-": return a - b;
        case "*": return a * b;
        // BigInt division and remainder truncate toward zero, as C's do
        case "/": return b === 0n ? undefined : a / b;
        case "%": return b === 0n ? undefined : a % b;
        case "&": return a & b;
        case "|": return a | b;
        case "^": return a ^ b;
        case "<<": return a << b;
        case ">>": return a >> b;
        default: return undefined;
      }
    }
    default:
      return undefined;
  }
}

function isCall(e: A.Expr): boolean {
  return e.kind === "call" || e.kind === "mcall";
}

export function containsCall(e: A.Expr): boolean {
  switch (e.kind) {
    case "call":
    case "mcall":
      return true;
    case "unary":
      return containsCall(e.operand);
    case "binary":
      return containsCall(e.left) || containsCall(e.right);
    case "typecall":
      return e.args.some(containsCall);
    case "field":
      return containsCall(e.object);
    case "index":
      return containsCall(e.object) || containsCall(e.index);
    case "array":
      return e.items.some(containsCall);
    default: {
      const k = (e as { kind: string }).kind;
      if (k === "convert") return containsCall((e as unknown as ConvertExpr).operand);
      return false;
    }
  }
}

function isMemoryField(e: A.Expr): boolean {
  return e.kind === "field" && (e.access as { kind?: string } | undefined)?.kind === "layout";
}

function containsBreak(stmts: A.Stmt[]): boolean {
  for (const s of stmts) {
    if (s.kind === "break") return true;
    if (s.kind === "if" && (containsBreak(s.then) || (s.else && containsBreak(s.else)))) return true;
  }
  return false;
}

function hasExpect(stmts: A.Stmt[]): boolean {
  for (const s of stmts) {
    if (s.kind === "expect" || s.kind === "expect_assert") return true;
    if (s.kind === "if" && (hasExpect(s.then) || (s.else && hasExpect(s.else)))) return true;
    if ((s.kind === "while" || s.kind === "for") && hasExpect(s.body)) return true;
  }
  return false;
}
