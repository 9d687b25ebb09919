// The rule between kinds of module (ir/program.ts ModuleKind): engine code uses only engine
// modules, so the engine never ships a test fixture or an example; examples use engine modules and
// other examples. Fixtures (under tests/) and every tests table may use anything.
import type * as A from "../parse/ast.js";
import type { Diagnostics } from "../errors.js";
import type { Stmt } from "../ir/ir.js";
import type { Ty } from "../ir/types.js";
import { declaringModule, type FnInfo, type ModuleInfo, type ModuleKind, type Program } from "../ir/program.js";
import { walkStmts } from "../ir/walk.js";

const MAY_USE: Record<ModuleKind, ModuleKind[]> = { engine: ["engine"], example: ["engine", "example"], fixture: ["engine", "example", "fixture"] };

export function checkDependencies(program: Program, diags: Diagnostics, implFns: FnInfo[]): void {
  const reported = new Set<string>();
  /** `via`: the code is an impl's method, emitted into a class of `from` from another module. */
  const use = (from: ModuleInfo, name: string, span: A.Span, via?: string) => {
    const to = declaringModule(program, name);
    if (!to || to === from || MAY_USE[from.kind].includes(to.kind)) return;
    const key = `${from.name}\0${name}`;
    if (reported.has(key)) return;
    reported.add(key);
    const where = to.kind === "fixture" ? "test fixture" : "example";
    const fix =
      to.kind === "fixture"
        ? `move '${name}' out of the tests/ folder, or this code into one`
        : `move '${name}' into an engine module, or this code into an examples/ folder`;
    const what = via ? `${via}, whose methods are emitted into ${from.kind} module ${from.name},` : `${from.kind} module ${from.name}`;
    diags.at(
      span,
      `${what} uses '${name}' from the ${where} module spec/${to.file.path}; expected ${from.kind} code to depend only on ${MAY_USE[from.kind].join(" and ")} modules (${fix})`,
    );
  };
  const useTy = (from: ModuleInfo, t: Ty | undefined, span: A.Span, via?: string): void => {
    if (!t) return;
    if (t.k === "struct" || t.k === "iface") use(from, t.name, span, via);
    else if (t.k === "ptr") use(from, t.target, span, via);
    else if (t.k === "ref") use(from, t.layout, span, via);
    else if (t.k === "fixed" || t.k === "dyn") useTy(from, t.elem, span, via);
  };
  const useBody = (from: ModuleInfo, body: Stmt[], via?: string) =>
    walkStmts(body, {
      expr(e) {
        // a node the checker rejected may still hold a parsed child (no type)
        useTy(from, "ty" in e ? e.ty : undefined, e.span, via);
        if (e.kind === "call") {
          if (e.target?.kind === "fn") use(from, e.target.fn.name, e.span, via);
        } else if (e.kind === "var") {
          if (e.binding?.constOf) use(from, e.binding.constOf.name, e.span, via);
        }
      },
    });
  for (const mod of program.modules) {
    if (mod.kind === "fixture") continue;
    for (const fn of mod.fns) {
      for (const p of fn.params) useTy(mod, p.ty, fn.decl.span);
      useTy(mod, fn.result, fn.decl.span);
      useBody(mod, fn.body);
    }
    for (const s of mod.structs) for (const f of s.fields) useTy(mod, f.ty, s.decl.span);
    for (const c of mod.consts) useTy(mod, c.ty, c.decl.span);
    for (const itf of mod.ifaces) for (const m of itf.methods.values()) for (const t of [m.result, ...m.params.map((p) => p.ty)]) useTy(mod, t, m.decl.span);
    for (const impl of mod.impls) {
      use(mod, impl.iface.name, impl.decl.ifaceSpan);
      use(mod, impl.struct.name, impl.decl.structSpan);
    }
  }
  for (const fn of implFns) if (fn.module.kind !== "fixture") useBody(fn.module, fn.body);
  // an impl may sit in any module, but its methods are emitted into the struct's class, in the
  // struct's generated file: they obey that module's rule too
  for (const mod of program.modules) {
    for (const impl of mod.impls) {
      const home = impl.struct.module;
      if (home === mod || home.kind === "fixture") continue;
      const via = `impl ${impl.iface.name} for ${impl.struct.name} (spec/${mod.file.path})`;
      use(home, impl.iface.name, impl.decl.ifaceSpan, via);
      for (const fn of impl.methods) useBody(home, fn.body, via);
    }
  }
}
