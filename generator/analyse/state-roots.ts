// Which records are simulation state: every `@state` struct (a root) and every record it holds by
// value, transitively (a struct field, or a fixed array or list of structs). Only these get the
// record-state helpers (reset, copy, hash, snapshot, restore). A reference (`ptr<S>`, an interface
// field) is written as its target's identity, so it does not make its target state by itself. A
// `@scratch` field (or one holding a `@scratch` record) is not state and does not make its type state.
import type { Program, StructInfo } from "../ir/program.js";
import type { Ty } from "../ir/types.js";

export function markStateRecords(program: Program): void {
  const stack: StructInfo[] = [...program.structs.values()].filter((s) => s.stateRoot);
  const byValue = (t: Ty): string | undefined => (t.k === "struct" ? t.name : t.k === "fixed" || t.k === "dyn" ? byValue(t.elem) : undefined);
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (s.inState) continue;
    s.inState = true;
    for (const f of s.fields) {
      if (f.scratch) continue;
      const n = byValue(f.ty);
      const target = n === undefined ? undefined : program.structs.get(n);
      if (target && !target.inState) stack.push(target);
    }
  }
}
