// Declaring names (TypeScript's "binder"): every module, and every global name of a function,
// struct, layout, constant and interface, with a located error for a duplicate. Impl blocks and
// tests tables are collected for the later passes.
import type * as A from "../parse/ast.js";
import type { Diagnostics } from "../errors.js";
import { INTRINSICS } from "./intrinsics.js";
import { T } from "../ir/types.js";
import { moduleKind, type ConstInfo, type FnInfo, type InterfaceInfo, type LayoutInfo, type ModuleInfo, type Program, type StructInfo } from "../ir/program.js";

export interface Declared {
  program: Program;
  implDecls: { decl: A.ImplDecl; mod: ModuleInfo }[];
}

export function declareAll(files: A.ModuleFile[], diags: Diagnostics): Declared {
  const program: Program = {
    modules: [],
    fns: new Map(),
    structs: new Map(),
    layouts: new Map(),
    consts: new Map(),
    ifaces: new Map(),
    impls: new Map(),
    calls: { callGraph: new Map(), callsHost: new Set(), testCalls: new Map(), implFns: [], implOf: new Map() },
  };
  const implDecls: { decl: A.ImplDecl; mod: ModuleInfo }[] = [];
  const globalSpans = new Map<string, A.Span>();

  const declare = (name: string, span: A.Span): boolean => {
    const prev = globalSpans.get(name);
    if (prev) {
      diags.at(span, `'${name}' is already declared (first at ${diags.place(prev)}); expected a unique name, because spec names are global like C's`);
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
    if (prev) diags.at(file.span, `module '${file.name}' is already declared (first at ${diags.place(prev.span)}); expected a unique module name`);
    moduleNames.set(file.name, file);
    const mod: ModuleInfo = {
      file,
      name: file.name,
      kind: moduleKind(file.path),
      model: file.model,
      fns: [],
      structs: [],
      layouts: [],
      consts: [],
      ifaces: [],
      impls: [],
      tests: [],
    };
    program.modules.push(mod);
    for (const item of file.items) {
      if (item.kind === "fn") {
        if (!declare(item.name, item.nameSpan)) continue;
        const info: FnInfo = {
          name: item.name,
          decl: item,
          body: [],
          module: mod,
          model: file.model,
          params: [],
          result: T.void,
          usesMemory: false,
          recursive: false,
          units: [],
        };
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
        mod.tests.push({ decl: item, module: mod, bodies: [], usesMemory: [] });
      }
    }
  }
  return { program, implDecls };
}
