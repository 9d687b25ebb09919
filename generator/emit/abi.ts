// The calling convention of generated functions, interface slots and impl methods, in one place:
// `mem: Memory` first when the callee reaches layout memory, vectors passed by value as scalars
// (`v_x, v_y, v_z`), inout/out vectors and everything else as one parameter, a vector result into
// a last `out$` object.
import type { Binding } from "../ir/program.js";
import type { Ty } from "../ir/types.js";
import type { ModuleState } from "./file.js";
import { tsType } from "./ts-types.js";

export interface AbiParam {
  name: string;
  type: string;
}

/**
 * The parameter list of a callable, recording the names and runtime types it mentions. `jsName`:
 * each parameter's emitted name (a function's from its lowerer, emit/names.ts; a host slot's are its spec names).
 */
export function abiSignature(
  params: Binding[],
  result: Ty,
  usesMemory: boolean,
  state: ModuleState,
  jsName: (p: Binding) => string = (p) => p.name,
): AbiParam[] {
  const ps: AbiParam[] = [];
  if (usesMemory) {
    ps.push({ name: "mem", type: "Memory" });
    state.runtimeImports.add("Memory");
  }
  for (const p of params) {
    noteTypeNames(p.ty, state);
    if (p.ty.k === "vec" && p.mode === "in") for (const c of "xyzw".slice(0, p.ty.n)) ps.push({ name: `${jsName(p)}_${c}`, type: "number" });
    else ps.push({ name: jsName(p), type: tsType(p.ty, state.backend?.extType) });
  }
  if (result.k === "vec") {
    ps.push({ name: "out$", type: result.n === 3 ? "Vec3" : "Vec4" });
    state.runtimeImports.add(result.n === 3 ? "Vec3" : "Vec4");
  }
  return ps;
}

/** The TS return type of a callable (vector results go to `out$`). */
export function abiResult(result: Ty, state?: ModuleState): string {
  return result.k === "vec" || result.k === "void" ? "void" : tsType(result, state?.backend?.extType);
}

export function noteTypeNames(t: Ty, state: ModuleState): void {
  if (t.k === "struct" || t.k === "iface") state.names.add(t.name);
  if (t.k === "ptr") state.names.add(t.target);
  if (t.k === "vec") state.runtimeImports.add(t.n === 3 ? "Vec3" : "Vec4");
  if (t.k === "fixed" || t.k === "dyn") noteTypeNames(t.elem, state);
}
