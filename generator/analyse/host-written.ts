// Records a host writes: the struct types of host interface methods' `out`/`inout` parameters, and
// the records they hold by value, transitively. Each gets `host_S` (emit/record-state.ts), which a
// host call site runs on the record after the call: f32 fields rounded, integers and bools checked.
import type { Program, StructInfo } from "../ir/program.js";
import type { Ty } from "../ir/types.js";

export function markHostWritten(program: Program): void {
  const byValue = (t: Ty): string | undefined => (t.k === "struct" ? t.name : t.k === "fixed" || t.k === "dyn" ? byValue(t.elem) : undefined);
  const stack: StructInfo[] = [];
  for (const itf of program.ifaces.values())
    for (const m of itf.methods.values())
      for (const p of m.params) {
        const s = p.mode !== "in" && p.ty.k === "struct" ? program.structs.get(p.ty.name) : undefined;
        if (s) stack.push(s);
      }
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (s.hostWritten) continue;
    s.hostWritten = true;
    for (const f of s.fields) {
      const n = byValue(f.ty);
      const target = n === undefined ? undefined : program.structs.get(n);
      if (target && !target.hostWritten) stack.push(target);
    }
  }
}
