// The TypeScript names of a function's parameters and locals, chosen at lowering time (one
// allocator per function or test case): a spec name that JS reserves, or that a module-level
// function, struct, constant or layout already takes, gets a `_` suffix; a name declared again in
// the same function gets `_1`, `_2`, …; a vector local's component names (`v_x` … `v_w`) are
// reserved with it. Names are allocated in declaration order (parameters, then each `let` and
// `for` in source order), so the same spec always gives the same names.
import type { Binding, FnInfo, Program } from "../ir/program.js";
import type { Stmt } from "../ir/ir.js";
import { walkStmts } from "../ir/walk.js";

const JS_RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "yield let static implements interface package private protected public await arguments eval undefined NaN Infinity Math mem out"
  ).split(" "),
);

export class JsNames {
  private readonly used = new Set<string>();
  private readonly names = new Map<Binding, string>();

  constructor(
    private readonly p: Program,
    private readonly fn: FnInfo | undefined,
  ) {
    // `self` is the record the method belongs to (TS `this`)
    if (fn?.selfStruct) this.used.add("this");
    for (const b of fn?.params ?? []) this.allocate(b);
  }

  /** Names every `let` and `for` of a body, in source order. */
  declare(body: Stmt[]): void {
    walkStmts(body, {
      stmt: (s) => {
        if ((s.kind === "let" || s.kind === "for") && s.binding) this.allocate(s.binding);
      },
    });
  }

  /** The emitted identifier of a binding. */
  of(b: Binding): string {
    if (b.kind === "const") return b.name;
    const js = this.names.get(b);
    if (js !== undefined) return js;
    if (b.kind === "param" && b.name === "self" && this.fn?.selfStruct) return "this";
    throw new Error(`lower: '${b.name}' used before its declaration was named`);
  }

  private allocate(b: Binding): void {
    const name = b.name;
    const base =
      JS_RESERVED.has(name) || this.p.fns.has(name) || this.p.structs.has(name) || this.p.consts.has(name) || this.p.layouts.has(name) ? `${name}_` : name;
    let js = base;
    let i = 1;
    while (this.used.has(js)) js = `${base}_${i++}`;
    this.used.add(js);
    // vector locals expand to js_x, js_y, ...; reserve them too
    for (const c of ["x", "y", "z", "w"]) this.used.add(`${js}_${c}`);
    this.names.set(b, js);
  }
}
