// Escape analysis for records: may a record held by a local or a parameter outlive the call?
// A `let r = new S()` whose record cannot escape is given module-level storage by the emitter (no
// allocation per call); one that can escape (appended to a list, stored into a pointer, returned,
// aliased, handed to a host method or to a callee parameter that escapes) is allocated.
import type { Binding, FnInfo, Program } from "../ir/program.js";
import type { Ty } from "../ir/types.js";
import type { Expr, Stmt } from "../ir/ir.js";
import { walkStmts } from "../ir/walk.js";

/** Fills fn.escapingParams for every function and marks `let … = new S()` bindings that escape. */
export function analyseEscapes(program: Program, extraFns: FnInfo[] = []): void {
  const fns = [...program.fns.values(), ...extraFns];
  const escaping = new Map<FnInfo, Set<number>>(fns.map((f) => [f, new Set<number>()]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const fn of fns) {
      const escaped = bindingsThatEscape(fn.body, escaping);
      fn.params.forEach((p, i) => {
        if (escaped.has(p) && !escaping.get(fn)!.has(i)) {
          escaping.get(fn)!.add(i);
          changed = true;
        }
      });
    }
  }
  for (const fn of fns) {
    fn.escapingParams = escaping.get(fn)!;
    for (const b of bindingsThatEscape(fn.body, escaping)) b.escapes = true;
  }
}

function isRecordTy(t: Ty | undefined): boolean {
  return !!t && (t.k === "struct" || t.k === "ptr");
}

function bindingsThatEscape(body: Stmt[], escaping: Map<FnInfo, Set<number>>): Set<Binding> {
  const out = new Set<Binding>();
  /** `e` is used as a value whose destination may keep it. */
  // an implicit conversion passes its operand on (a pointer as the record); a cast makes a new number
  const escapeValue = (e: Expr | undefined) => {
    if (!e) return;
    if (e.kind === "var") {
      if (e.binding) out.add(e.binding);
    } else if (e.kind === "convert" && e.cast !== true) escapeValue(e.operand);
  };
  walkStmts(body, {
    expr(e) {
      if (e.kind === "call") {
        const t = e.target;
        e.args.forEach((a, i) => {
          if (t?.kind === "fn" && escaping.get(t.fn)?.has(i)) escapeValue(a);
          if (t?.kind === "intrinsic" && t.name === "append" && i === 1) escapeValue(a);
        });
      } else if (e.kind === "mcall") {
        // a host method may keep whatever record it is given
        for (const a of e.args) if (isRecordTy(a.ty)) escapeValue(a);
      } else if (e.kind === "array") {
        e.items.forEach(escapeValue);
      }
    },
    stmt(s) {
      if (s.kind === "let") {
        // an alias of a record may be kept in ways this analysis does not follow
        if (isRecordTy(s.init.ty) && s.init.kind !== "new") escapeValue(s.init);
      } else if (s.kind === "assign") {
        const tt = s.target.ty;
        // storing into a record field copies (no escape); into a pointer, a list or a local rebinds
        if (isRecordTy(s.value.ty) && !(tt?.k === "struct" && s.target.kind !== "var")) escapeValue(s.value);
      } else if (s.kind === "return") {
        if (s.value && isRecordTy(s.value.ty)) escapeValue(s.value);
      }
    },
  });
  return out;
}
