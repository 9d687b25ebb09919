// What the measurement needs to know about the program, as plain data (it crosses into the vitest
// workers as JSON): every function with ext operations, its module's emitted path, its arguments
// in the calling convention of the generated code (emit/abi.ts: `mem` first, a by-value vector as
// its components, a vector result into a last `out$`), with their types; and every record's fields.
import type { Program, FnInfo, Binding } from "../../generator/ir/program.js";
import type { Ty } from "../../generator/ir/types.js";
import { generatedPath } from "../../generator/emit/file.js";
import { fnFingerprints } from "../../generator/ir/dump.js";
import { writeShapes, type CopyShape } from "./writes.js";

/** A value's type as the measurement reads it. */
export type TypeDesc =
  | { k: "f32" | "f64" | "ext" | "int" | "bool" | "ref" | "ptr" | "mem" | "void" | "other" }
  | { k: "vec"; n: 3 | 4; elem: "f32" | "f64" | "ext" }
  | { k: "mat"; elem: "f32" | "f64" | "ext" }
  | { k: "struct"; name: string }
  | { k: "fixed" | "dyn"; elem: TypeDesc };

/** One argument of a generated function, in calling order. */
export interface SlotDesc {
  /** The spec parameter (`mem`, `out$` for the ABI's own). */
  param: string;
  mode: "in" | "inout" | "out";
  ty: TypeDesc;
  /** A by-value vector's component (the slot is then a scalar of the vector's element type). */
  comp?: number;
}

export interface FnDesc {
  name: string;
  module: string;
  /** The module's emitted file, relative to the project (the default build's; the reference build mirrors it). */
  path: string;
  kind: "engine" | "fixture" | "example";
  extOps: number;
  /** What it computes, with its callees (generator/ir/dump.ts fnFingerprints), recorded with its figures. */
  fingerprint: string;
  slots: SlotDesc[];
  result: TypeDesc;
  /** The spec line of the function. */
  spec: string;
  /** Whether it may write into what its arguments reach (writes.ts): if not, its runs share the call's arguments (only `mem` and `out$` copied per run). */
  writes: boolean;
  /**
   * For a function that may write: per slot, what its runs copy of the argument (writes.ts's shape;
   * null: shared), when the writes could be traced to its parameters (D-X87-14); absent: a deep
   * copy of every argument per run.
   */
  copies?: (CopyShape | null)[];
}

export interface ProgramDesc {
  fns: Record<string, FnDesc>;
  structs: Record<string, { fields: { name: string; ty: TypeDesc }[] }>;
}

export function typeDesc(t: Ty): TypeDesc {
  switch (t.k) {
    case "float":
      return { k: t.name };
    case "int":
    case "intlit":
      return { k: "int" };
    case "bool":
      return { k: "bool" };
    case "ref":
      return { k: "ref" };
    case "vec":
      return { k: "vec", n: t.n, elem: t.elem };
    case "mat":
      return { k: "mat", elem: t.elem };
    case "struct":
      return { k: "struct", name: t.name };
    case "iface":
    case "ptr":
    case "null":
      return { k: "ptr" };
    case "fixed":
      return { k: "fixed", elem: typeDesc(t.elem) };
    case "dyn":
      return { k: "dyn", elem: typeDesc(t.elem) };
    case "void":
      return { k: "void" };
    default:
      return { k: "other" };
  }
}

/** The arguments of a generated function in the order the generated code takes them (emit/abi.ts). */
export function slotsOf(params: Binding[], result: Ty, usesMemory: boolean): SlotDesc[] {
  const slots: SlotDesc[] = [];
  if (usesMemory) slots.push({ param: "mem", mode: "inout", ty: { k: "mem" } });
  for (const p of params) {
    if (p.ty.k === "vec" && p.mode === "in") for (let i = 0; i < p.ty.n; i++) slots.push({ param: p.name, mode: "in", ty: { k: p.ty.elem }, comp: i });
    else slots.push({ param: p.name, mode: p.mode, ty: typeDesc(p.ty) });
  }
  if (result.k === "vec") slots.push({ param: "out$", mode: "out", ty: typeDesc(result) });
  return slots;
}

/** The description of `program`; `extOps` gives each function's ext operations (the precision report's column). */
export function describeProgram(program: Program, extOps: ReadonlyMap<string, number>, lineOf: (fn: FnInfo) => number): ProgramDesc {
  const fns: Record<string, FnDesc> = {};
  const prints = fnFingerprints(program);
  const measured = program.modules.flatMap((m) => m.fns).filter((fn) => (extOps.get(fn.name) ?? 0) > 0);
  const shapes = writeShapes(measured, program.structs);
  for (const mod of program.modules) {
    for (const fn of mod.fns) {
      const n = extOps.get(fn.name) ?? 0;
      if (n === 0) continue;
      const shape = shapes.get(fn)!;
      const writes = shape === "all" || shape.size > 0;
      const slots = slotsOf(fn.params, fn.result, fn.usesMemory);
      const byName = new Map(fn.params.map((p) => [p.name, p]));
      const copies =
        shape !== "all" && writes
          ? slots.map((s) => {
              const p = byName.get(s.param);
              return (s.comp === undefined && p && shape.get(p)) || null;
            })
          : undefined;
      fns[fn.name] = {
        name: fn.name,
        module: mod.name,
        path: generatedPath(mod),
        kind: mod.kind,
        extOps: n,
        fingerprint: prints.get(fn.name)!,
        slots,
        result: fn.result.k === "vec" ? { k: "void" } : typeDesc(fn.result),
        spec: `spec/${mod.file.path}:${lineOf(fn)}`,
        writes,
        ...(copies ? { copies } : {}),
      };
    }
  }
  const structs: ProgramDesc["structs"] = {};
  for (const s of program.structs.values()) structs[s.name] = { fields: s.fields.map((f) => ({ name: f.name, ty: typeDesc(f.ty) })) };
  return { fns, structs };
}
