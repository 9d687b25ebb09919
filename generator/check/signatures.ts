// Signatures: the parameters and results of functions, host interface methods and the impl
// methods that fill them (checked against the interface's declaration).
import type * as A from "../parse/ast.js";
import type { Diagnostics } from "../errors.js";
import { T, show, type Ty } from "../ir/types.js";
import type { Binding, FnInfo, MethodInfo, ModuleInfo, Program } from "../ir/program.js";
import type { TypeResolver } from "./resolve-type.js";
import { checkCitations, type CheckOptions } from "./citations.js";

export interface Signatures {
  /** The spec implementations of interface methods, as functions. */
  implFns: FnInfo[];
  /** Which interface slot each spec implementation fills. */
  implOf: Map<FnInfo, MethodInfo>;
}

/** A parameter's binding: vectors passed by value arrive as scalars, inout/out ones as objects. */
export function paramBinding(p: A.Param, ty: Ty): Binding {
  return { name: p.name, ty, kind: "param", mode: p.mode, vecRepr: ty.k === "vec" ? (p.mode === "in" ? "scalars" : "object") : "none" };
}

export function checkSignatures(
  program: Program,
  implDecls: { decl: A.ImplDecl; mod: ModuleInfo }[],
  diags: Diagnostics,
  resolveType: TypeResolver,
  opts: CheckOptions,
): Signatures {
  // function signatures and annotations
  for (const fn of program.fns.values()) {
    const d = fn.decl as A.FnDecl;
    checkCitations(fn, d, diags, opts);
    const names = new Set<string>();
    for (const p of d.params) {
      if (names.has(p.name)) diags.at(p.span, `parameter '${p.name}' is declared twice; expected unique parameter names`);
      names.add(p.name);
      const ty = resolveType(p.type, fn.model);
      if (p.mode !== "in" && !(ty.k === "vec" || ty.k === "struct" || ty.k === "fixed" || ty.k === "dyn" || ty.k === "mat" || ty.k === "error")) {
        diags.at(p.span, `'${p.mode}' on a ${show(ty)} parameter; expected it only on vectors, matrices, arrays and structs (return scalars instead)`);
      }
      fn.params.push(paramBinding(p, ty));
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
      const params: Binding[] = m.params.map((p) => paramBinding(p, resolveType(p.type)));
      const result = m.result ? resolveType(m.result) : T.void;
      if (result.k === "fixed" || result.k === "dyn" || result.k === "mat")
        diags.at(m.result!.span, `a method cannot return ${show(result)}; expected an 'out' parameter`);
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
    const key = `${decl.struct}:${decl.iface}`;
    if (program.impls.has(key)) {
      diags.at(decl.span, `${decl.struct} already implements ${decl.iface}; expected one impl`);
      continue;
    }
    // the methods become methods of the struct's class: a field of the same name would be both
    const clash = st.fields.filter((f) => itf.methods.has(f.name)).map((f) => f.name);
    if (clash.length) {
      diags.at(
        decl.span,
        `${st.name} has a field named like method${clash.length === 1 ? "" : "s"} ${clash.map((c) => `'${c}'`).join(", ")} of interface ${itf.name}; expected distinct names (a record's fields and the methods it implements share one TypeScript class: rename the field, e.g. '${clash[0]}_value')`,
      );
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
      const params: Binding[] = m.params.map((p) => paramBinding(p, resolveType(p.type, mod.model)));
      const result = m.result ? resolveType(m.result, mod.model) : T.void;
      const sig = (ps: Binding[], r: Ty) => `(${ps.map((p) => `${p.mode === "in" ? "" : p.mode + " "}${show(p.ty)}`).join(", ")}) -> ${show(r)}`;
      if (sig(params, result) !== sig(im.params, im.result)) {
        diags.at(
          m.span,
          `${decl.struct}.${m.name} has signature ${sig(params, result)}; expected ${sig(im.params, im.result)} as interface ${itf.name} declares it`,
        );
      }
      const fn: FnInfo = {
        name: `${decl.struct}.${m.name}`,
        decl: m,
        body: [],
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
  return { implFns, implOf };
}
