// Layouts (binary records in layout memory: alignment, field offsets, bit ranges, sizes) and the
// fields of structs.
import type { Diagnostics } from "../errors.js";
import { INT_TYPES } from "../../runtime/precision.js";
import { T, show, type Ty } from "../ir/types.js";
import type { LayoutFieldInfo, Program } from "../ir/program.js";
import type { TypeResolver } from "./resolve-type.js";

export function checkLayouts(program: Program, diags: Diagnostics, resolveType: TypeResolver): void {
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
      if (f.offset % bytes !== 0)
        diags.at(f.span, `field '${f.name}' at offset ${f.offset} is not aligned to its ${bytes}-byte elements; expected a multiple of ${bytes}`);
      if (f.offset + bytes * count > d.size)
        diags.at(f.span, `field '${f.name}' ends at ${f.offset + bytes * count}, past the layout size ${d.size}; expected it to fit`);
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
}

export function checkStructFields(program: Program, diags: Diagnostics, resolveType: TypeResolver): void {
  for (const s of program.structs.values()) {
    for (const a of s.decl.annotations) {
      if (a.name !== "state" && a.name !== "scratch")
        diags.at(
          a.span,
          `unknown annotation @${a.name} on a struct; expected @state (a root of the simulation state), @scratch (a per-call work record) or none`,
        );
      else if (a.args.length > 0) diags.at(a.span, `@${a.name} takes no arguments; expected @${a.name} alone on the line before the struct`);
      // a fixture may declare a root too: a test world (an environment with its fakes) is snapshotted
      // and restored by the rollback tests; its helpers are emitted beside the tests, never into the engine
      else if (a.name === "state") s.stateRoot = true;
      else s.scratch = true;
    }
    if (s.stateRoot && s.scratch)
      diags.at(
        s.decl.annotations.find((a) => a.name === "scratch")!.span,
        `struct ${s.name} is both @state and @scratch; expected one (state is hashed and snapshotted, a scratch record never is)`,
      );
    const seen = new Set<string>();
    for (const f of s.decl.fields) {
      if (seen.has(f.name)) {
        diags.at(f.span, `field '${f.name}' is already declared in struct ${s.name}; expected a unique field name`);
        continue;
      }
      seen.add(f.name);
      const ty = resolveType(f.type);
      if (ty.k === "struct" && ty.name === s.name) diags.at(f.type.span, `struct ${s.name} contains itself; expected a handle or a list instead`);
      let scratch = false;
      let infinite = false;
      for (const a of f.annotations) {
        if (a.name !== "scratch" && a.name !== "infinite")
          diags.at(
            a.span,
            `unknown annotation @${a.name} on a field; expected @scratch (not simulation state), @infinite (a float that may hold ±Infinity) or none`,
          );
        else if (a.args.length > 0) diags.at(a.span, `@${a.name} takes no arguments; expected @${a.name} alone before the field`);
        else if (a.name === "scratch") scratch = true;
        else if (ty.k !== "float") diags.at(a.span, `@infinite on field '${f.name}', which is not a float; expected it only on an f32, f64 or ext field`);
        else infinite = true;
      }
      s.fields.push({ name: f.name, ty, docs: f.docs, scratch: scratch || undefined, infinite: infinite || undefined });
    }
  }
  // a field holding a @scratch record by value (or an array or list of them) is scratch itself
  const byValue = (t: Ty): string | undefined => (t.k === "struct" ? t.name : t.k === "fixed" || t.k === "dyn" ? byValue(t.elem) : undefined);
  for (const s of program.structs.values()) {
    for (const f of s.fields) {
      const n = byValue(f.ty);
      if (n !== undefined && program.structs.get(n)?.scratch) f.scratch = true;
    }
  }
}
