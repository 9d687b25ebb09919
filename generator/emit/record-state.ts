// The helpers of a struct. Every struct gets reset (back to the zero state) and copy (by value):
// they are the language's value semantics (`s = new S()`, `a = b` on records lower to them). Only
// simulation state (a `@state` root and the records it holds by value, analyse/state-roots.ts)
// gets hash (raw bits, field by field in declaration order), snapshot and restore (a stream of
// numbers; references as the identity of their target, re-linked on restore).
import type { StructInfo } from "../ir/program.js";
import type { Ty } from "../ir/types.js";
import type { Batch, ModuleState } from "./file.js";
import { tsType } from "./ts-types.js";

export function emitRecordState(sf: Batch, s: StructInfo, state: ModuleState): void {
  // every record numbers itself first, so references to it can be written as its number
  const hashLines: string[] = ["h.enter(s);"];
  const snapLines: string[] = ["w.enter(s);"];
  const restLines: string[] = ["r.enter(s);"];
  const resetLines: string[] = [];
  const copyLines: string[] = [];
  for (const f of s.fields) {
    // a @scratch field is not state: not hashed, not in a snapshot, left as it is by a restore
    if (s.inState && !f.scratch) emitFieldState(f.ty, `s.${f.name}`, hashLines, snapLines, restLines, state, 0);
    emitResetCopy(f.ty, f.name, resetLines, copyLines, state);
  }
  sf.addFunction({
    name: `reset_${s.name}`,
    isExported: true,
    docs: [`Puts a ${s.name} back into the zero state \`new ${s.name}()\` gives, in place.`],
    parameters: [{ name: "s", type: s.name }],
    returnType: "void",
    statements: resetLines.join("\n"),
  });
  sf.addFunction({
    name: `copy_${s.name}`,
    isExported: true,
    docs: [`Copies every field of src into dst (nested records, vectors and arrays by value).`],
    parameters: [
      { name: "dst", type: s.name },
      { name: "src", type: s.name },
    ],
    returnType: "void",
    statements: copyLines.join("\n"),
  });
  if (s.hostWritten) emitHostBoundary(sf, s, state);
  if (!s.inState) return;
  state.runtimeImports.add("StateHasher");
  state.runtimeImports.add("SnapshotWriter");
  state.runtimeImports.add("SnapshotReader");
  sf.addFunction({
    name: `hash_${s.name}`,
    isExported: true,
    docs: [`Feeds the raw bits of a ${s.name} to the hasher, field by field in declaration order.`],
    parameters: [
      { name: "s", type: s.name },
      { name: "h", type: "StateHasher" },
    ],
    returnType: "void",
    statements: hashLines.join("\n"),
  });
  sf.addFunction({
    name: `snapshot_${s.name}`,
    isExported: true,
    docs: [`Writes a ${s.name} to a snapshot stream.`],
    parameters: [
      { name: "s", type: s.name },
      { name: "w", type: "SnapshotWriter" },
    ],
    returnType: "void",
    statements: snapLines.join("\n"),
  });
  sf.addFunction({
    name: `restore_${s.name}`,
    isExported: true,
    docs: [`Reads a ${s.name} back from a snapshot stream written by snapshot_${s.name}.`],
    parameters: [
      { name: "s", type: s.name },
      { name: "r", type: "SnapshotReader" },
    ],
    returnType: "void",
    statements: restLines.join("\n"),
  });
}

/** A field's initial value. A float field starts as the runtime's heap-number +0 (D-PERF-9), so V8
 *  keeps it as a double field from the first object on. */
export function fieldInit(t: Ty, state: ModuleState): string {
  switch (t.k) {
    case "float":
      state.runtimeImports.add("ZERO_F64");
      return "ZERO_F64";
    case "int":
    case "ref":
      return "0";
    case "bool":
      return "false";
    case "vec":
      return `new ${t.n === 3 ? "Vec3" : "Vec4"}()`;
    case "mat":
      return `new Float64Array(${t.cols === 3 ? 9 : 12})`;
    case "struct":
      return `new ${t.name}()`;
    case "iface":
    case "ptr":
      return "null";
    case "fixed": {
      const at = tsType(t);
      if (at.endsWith("[]")) return `Array.from({ length: ${t.length} }, () => ${fieldInit(t.elem, state)})`;
      return `new ${at}(${t.length})`;
    }
    case "dyn":
      return "[]";
    default:
      return "undefined as never";
  }
}

function emitResetCopy(t: Ty, name: string, reset: string[], copy: string[], state: ModuleState): void {
  const f = `s.${name}`;
  const d = `dst.${name}`;
  const src = `src.${name}`;
  switch (t.k) {
    case "float":
    case "int":
    case "ref":
      reset.push(`${f} = 0;`);
      copy.push(`${d} = ${src};`);
      return;
    case "bool":
      reset.push(`${f} = false;`);
      copy.push(`${d} = ${src};`);
      return;
    case "iface":
    case "ptr":
      reset.push(`${f} = null;`);
      copy.push(`${d} = ${src};`);
      return;
    case "vec":
      reset.push(
        "xyzw"
          .slice(0, t.n)
          .split("")
          .map((c) => `${f}.${c} = 0;`)
          .join(" "),
      );
      copy.push(
        "xyzw"
          .slice(0, t.n)
          .split("")
          .map((c) => `${d}.${c} = ${src}.${c};`)
          .join(" "),
      );
      return;
    case "mat":
      reset.push(`${f}.fill(0);`);
      copy.push(`${d}.set(${src});`);
      return;
    case "struct":
      state.names.add(`reset_${t.name}`);
      state.names.add(`copy_${t.name}`);
      reset.push(`reset_${t.name}(${f});`);
      copy.push(`copy_${t.name}(${d}, ${src});`);
      return;
    case "fixed": {
      if (!tsType(t).endsWith("[]")) {
        reset.push(`${f}.fill(0);`);
        copy.push(`${d}.set(${src});`);
        return;
      }
      const e = t.elem;
      if (e.k === "struct") {
        state.names.add(`reset_${e.name}`);
        state.names.add(`copy_${e.name}`);
        reset.push(`for (const x of ${f}) reset_${e.name}(x);`);
        copy.push(`for (let i = 0; i < ${d}.length; i++) copy_${e.name}(${d}[i], ${src}[i]);`);
      } else if (e.k === "vec") {
        const cs = "xyzw".slice(0, e.n).split("");
        reset.push(`for (const x of ${f}) { ${cs.map((c) => `x.${c} = 0;`).join(" ")} }`);
        copy.push(`for (let i = 0; i < ${d}.length; i++) { ${cs.map((c) => `${d}[i].${c} = ${src}[i].${c};`).join(" ")} }`);
      } else {
        reset.push(`${f}.fill(${e.k === "bool" ? "false" : "0"});`);
        copy.push(`for (let i = 0; i < ${d}.length; i++) ${d}[i] = ${src}[i];`);
      }
      return;
    }
    case "dyn": {
      reset.push(`${f}.length = 0;`);
      const e = t.elem;
      if (e.k === "struct") {
        state.names.add(`copy_${e.name}`);
        copy.push(
          `${d}.length = ${src}.length;`,
          `for (let i = 0; i < ${src}.length; i++) { if (${d}[i] === undefined) ${d}[i] = new ${e.name}(); copy_${e.name}(${d}[i], ${src}[i]); }`,
        );
      } else if (e.k === "vec") {
        const cs = "xyzw".slice(0, e.n).split("");
        copy.push(
          `${d}.length = ${src}.length;`,
          `for (let i = 0; i < ${src}.length; i++) { if (${d}[i] === undefined) ${d}[i] = new ${e.n === 3 ? "Vec3" : "Vec4"}(); ${cs.map((c) => `${d}[i].${c} = ${src}[i].${c};`).join(" ")} }`,
        );
      } else {
        // in place over dst's elements, then cut or grown by pushes: dst keeps its backing store
        // (`length = 0` would drop it and the pushes grow a new one) and stays a packed array
        copy.push(
          `for (let i = 0; i < ${src}.length && i < ${d}.length; i++) ${d}[i] = ${src}[i];`,
          `if (${d}.length > ${src}.length) ${d}.length = ${src}.length;`,
          `else for (let i = ${d}.length; i < ${src}.length; i++) ${d}.push(${src}[i]);`,
        );
      }
      return;
    }
    default:
      return;
  }
}

function emitFieldState(t: Ty, acc: string, h: string[], w: string[], r: string[], state: ModuleState, depth: number): void {
  const i = `i${depth}`;
  switch (t.k) {
    case "float":
      h.push(`h.${t.name === "f32" ? "f32" : "f64"}(${acc});`);
      w.push(`w.put(${acc});`);
      r.push(`${acc} = r.get();`);
      return;
    case "int":
      h.push(`h.${t.name.startsWith("i") ? "i32" : "u32"}(${acc});`);
      w.push(`w.put(${acc});`);
      r.push(`${acc} = r.get();`);
      return;
    case "ref":
      h.push(`h.u32(${acc});`);
      w.push(`w.put(${acc});`);
      r.push(`${acc} = r.get();`);
      return;
    case "bool":
      h.push(`h.bool(${acc});`);
      w.push(`w.put(${acc} ? 1 : 0);`);
      r.push(`${acc} = r.get() !== 0;`);
      return;
    case "iface":
    case "ptr": {
      // a reference to another record or a host object: written as the identity of its target
      // (runtime/snapshot.ts), so a restore re-links it and the hash sees the references' shape
      const target = t.k === "ptr" ? t.target : t.name;
      state.names.add(target);
      h.push(`h.ref(${acc});`);
      w.push(`w.ref(${acc});`);
      r.push(`r.ref((o: ${target} | null) => { ${acc} = o; });`);
      return;
    }
    case "vec":
      for (const c of "xyzw".slice(0, t.n)) emitFieldState({ k: "float", name: t.elem }, `${acc}.${c}`, h, w, r, state, depth);
      return;
    case "mat":
      h.push(`for (let ${i} = 0; ${i} < ${acc}.length; ${i}++) h.f64(${acc}[${i}]);`);
      w.push(`for (let ${i} = 0; ${i} < ${acc}.length; ${i}++) w.put(${acc}[${i}]);`);
      r.push(`for (let ${i} = 0; ${i} < ${acc}.length; ${i}++) ${acc}[${i}] = r.get();`);
      return;
    case "struct":
      state.names.add(t.name);
      h.push(`hash_${t.name}(${acc}, h);`);
      w.push(`snapshot_${t.name}(${acc}, w);`);
      r.push(`restore_${t.name}(${acc}, r);`);
      state.names.add(`hash_${t.name}`);
      state.names.add(`snapshot_${t.name}`);
      state.names.add(`restore_${t.name}`);
      return;
    case "fixed":
    case "dyn": {
      const eh: string[] = [];
      const ew: string[] = [];
      const er: string[] = [];
      emitFieldState(t.elem, `${acc}[${i}]`, eh, ew, er, state, depth + 1);
      if (t.k === "dyn") {
        h.push(`h.u32(${acc}.length);`);
        w.push(`w.put(${acc}.length);`);
        const init =
          t.elem.k === "struct"
            ? `new ${t.elem.name}()`
            : t.elem.k === "vec"
              ? `new ${t.elem.n === 3 ? "Vec3" : "Vec4"}()`
              : t.elem.k === "bool"
                ? "false"
                : t.elem.k === "ptr" || t.elem.k === "iface"
                  ? "null"
                  : "0";
        r.push(`${acc}.length = r.get();`);
        // new entries need a value before the element loop only when it does not assign one itself:
        // records and vectors are restored in place, references are set after the walk
        const scalar = t.elem.k === "float" || t.elem.k === "int" || t.elem.k === "bool" || t.elem.k === "ref";
        if (!scalar) r.push(`for (let ${i} = 0; ${i} < ${acc}.length; ${i}++) if (${acc}[${i}] === undefined) ${acc}[${i}] = ${init};`);
      }
      const ind = (ls: string[]) => ls.map((l) => `  ${l}`);
      h.push(`for (let ${i} = 0; ${i} < ${acc}.length; ${i}++) {`, ...ind(eh), "}");
      w.push(`for (let ${i} = 0; ${i} < ${acc}.length; ${i}++) {`, ...ind(ew), "}");
      r.push(`for (let ${i} = 0; ${i} < ${acc}.length; ${i}++) {`, ...ind(er), "}");
      return;
    }
    default:
      return;
  }
}

/**
 * host_S: brings a record a host wrote (an out/inout argument of a host interface method) to its
 * declared types, in place: f32 fields and vectors rounded, integers and bools checked (runtime/host.ts).
 * Typed arrays round or wrap on their own; references are identities.
 */
function emitHostBoundary(sf: Batch, s: StructInfo, state: ModuleState): void {
  const lines: string[] = [];
  const one = (t: Ty, v: string, field: string, ind: string): void => {
    const name = JSON.stringify(field);
    if (t.k === "float" && t.name === "f32") lines.push(`${ind}${v} = Math.fround(${v});`);
    else if (t.k === "int" || t.k === "bool") {
      state.runtimeImports.add("$host");
      lines.push(`${ind}${v} = $host.${t.k === "bool" ? "bool" : t.name}(${v}, where, ${name});`);
    } else if (t.k === "vec" && t.elem === "f32") {
      state.runtimeImports.add("$host");
      lines.push(`${ind}$host.vec32(${v});`);
    } else if (t.k === "struct") {
      state.names.add(`host_${t.name}`);
      lines.push(`${ind}host_${t.name}(${v}, where);`);
    } else if ((t.k === "fixed" && tsType(t).endsWith("[]")) || t.k === "dyn") {
      const i = "ijkl"[ind.length / 2] ?? `i${ind.length}`;
      const inner = lines.length;
      one(t.elem, `${v}[${i}]`, `${field}[]`, ind + "  ");
      if (lines.length > inner) {
        lines.splice(inner, 0, `${ind}for (let ${i} = 0; ${i} < ${v}.length; ${i}++) {`);
        lines.push(`${ind}}`);
      }
    }
  };
  for (const f of s.fields) one(f.ty, `s.${f.name}`, f.name, "");
  sf.addFunction({
    name: `host_${s.name}`,
    isExported: true,
    docs: [`Brings a ${s.name} a host wrote to its declared types, in place: f32 values rounded, integers and bools checked (\`where\` names the call).`],
    parameters: [
      { name: "s", type: s.name },
      { name: "where", type: "string" },
    ],
    returnType: "void",
    statements: lines.join("\n"),
  });
}
