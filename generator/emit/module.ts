// One generated TypeScript file per spec module, assembled with ts-morph and formatted once.
import { Project, IndentationText, QuoteKind, NewLineKind, StructureKind, VariableDeclarationKind, type SourceFile, type StatementStructures, type OptionalKind, type FunctionDeclarationStructure, type ClassDeclarationStructure, type InterfaceDeclarationStructure, type VariableStatementStructure } from "ts-morph";
import { createHash } from "node:crypto";
import { posix } from "node:path";
import type { FnInfo, ModuleInfo, Program, StructInfo, LayoutInfo, ConstInfo, InterfaceInfo, Binding } from "../ir/program.js";
import { SEED_FILES } from "../sources.js";
import { lineCol } from "../errors.js";
import type { Ty } from "../ir/types.js";
import { FnLowerer, tsType, type ModuleState } from "./lower.js";
import type { Counters } from "./counters.js";

export interface EmittedModule {
  /** Path relative to the project root, e.g. generated/ivp/math/invsqrt.generated.ts */
  path: string;
  text: string;
  fnCounters: Map<string, Counters>;
}

export const project = new Project({
  useInMemoryFileSystem: true,
  manipulationSettings: {
    indentationText: IndentationText.TwoSpaces,
    quoteKind: QuoteKind.Double,
    newLineKind: NewLineKind.LineFeed,
    useTrailingCommas: true,
  },
});

export function generatedPath(mod: ModuleInfo): string {
  return `generated/${mod.file.path.replace(/\.spec$/, ".generated.ts")}`;
}

export function specHash(source: string): string {
  return createHash("sha256").update(source).digest("hex").slice(0, 16);
}

export function relImport(fromFile: string, toFile: string): string {
  let r = posix.relative(posix.dirname(fromFile), toFile).replace(/\.ts$/, ".js");
  if (!r.startsWith(".")) r = "./" + r;
  return r;
}

export function header(specPath: string, source: string, what: string): string {
  return (
    `// GENERATED FILE: do not edit. ${what} from spec/${specPath} (sha256 ${specHash(source)}).\n` +
    `// Change the spec and run \`npm run generate\`; \`npm run check\` fails when this file is stale.\n`
  );
}

function citation(fn: FnInfo): string[] {
  const lines: string[] = [];
  if (fn.source) lines.push(`@source ${SEED_FILES[fn.source.doc] ?? fn.source.doc} ${fn.source.section} ${fn.source.address}`);
  if (fn.design) lines.push(`@design ${fn.design}`);
  if (fn.units.length) lines.push(`@unit ${fn.units.join(", ")}`);
  lines.push(`@float ${fn.model}`);
  return lines;
}

function paramList(fn: FnInfo, state: ModuleState): { name: string; type: string }[] {
  const ps: { name: string; type: string }[] = [];
  if (fn.usesMemory) {
    ps.push({ name: "mem", type: "Memory" });
    state.runtimeImports.add("Memory");
  }
  for (const p of fn.params) {
    noteTypeNames(p.ty, state);
    if (p.ty.k === "vec" && p.mode === "in") {
      for (const c of "xyzw".slice(0, p.ty.n)) ps.push({ name: `${p.jsName}_${c}`, type: "number" });
    } else {
      ps.push({ name: p.jsName, type: tsType(p.ty) });
    }
  }
  if (fn.result.k === "vec") {
    ps.push({ name: "out$", type: fn.result.n === 3 ? "Vec3" : "Vec4" });
    state.runtimeImports.add(fn.result.n === 3 ? "Vec3" : "Vec4");
  }
  return ps;
}

export function noteTypeNames(t: Ty, state: ModuleState): void {
  if (t.k === "struct" || t.k === "iface") state.names.add(t.name);
  if (t.k === "ptr") state.names.add(t.target);
  if (t.k === "vec") state.runtimeImports.add(t.n === 3 ? "Vec3" : "Vec4");
  if (t.k === "fixed" || t.k === "dyn") noteTypeNames(t.elem, state);
}

/**
 * Runs the lowering of every function, method, constant and test case of a module without
 * assembling a file: the part of emission that can reject or crash on odd input (used by the fuzz
 * test, for which ts-morph's assembly would dominate the run). Returns the number of lines lowered.
 */
export function lowerModule(program: Program, mod: ModuleInfo): number {
  const state: ModuleState = { scratch: [], runtimeImports: new Set(), names: new Set(), program };
  const lineOf = (span: { start: number }) => lineCol(mod.file.source, span.start).line;
  const where = `spec/${mod.file.path}`;
  let lines = 0;
  const bodies = [...mod.fns, ...mod.impls.flatMap((i) => i.methods)];
  for (const fn of bodies) {
    const low = new FnLowerer(state, fn, where, lineOf, mod.file.source);
    low.prepare(fn.decl.body);
    lines += low.block(fn.decl.body, "").length;
  }
  for (const c of mod.consts) {
    const low = new FnLowerer(state, undefined, where, lineOf, mod.file.source);
    lines += c.ty.k === "vec" ? low.vec(c.decl.value).length : low.expr(c.decl.value).length > 0 ? 1 : 0;
  }
  for (const t of mod.tests) {
    for (const c of t.decl.cases) {
      const low = new FnLowerer(state, undefined, where, lineOf, mod.file.source);
      low.prepare(c.body);
      lines += low.block(c.body, "").length;
    }
  }
  return lines;
}

/**
 * Collects a file's statements as ts-morph structures and adds them in one call: ts-morph re-parses
 * the file on every insertion, so adding declarations one by one costs O(n²) in the file's size.
 */
class Batch {
  readonly items: StatementStructures[] = [];
  addFunction(f: OptionalKind<FunctionDeclarationStructure>): void {
    this.items.push({ ...f, kind: StructureKind.Function });
  }
  addClass(c: OptionalKind<ClassDeclarationStructure>): void {
    this.items.push({ ...c, kind: StructureKind.Class });
  }
  addInterface(i: OptionalKind<InterfaceDeclarationStructure>): void {
    this.items.push({ ...i, kind: StructureKind.Interface });
  }
  addVariableStatement(v: OptionalKind<VariableStatementStructure>): void {
    this.items.push({ ...v, kind: StructureKind.VariableStatement });
  }
}

export function emitModule(program: Program, mod: ModuleInfo, opts: { format?: boolean } = {}): EmittedModule {
  const path = generatedPath(mod);
  const state: ModuleState = { scratch: [], runtimeImports: new Set(), names: new Set(), program };
  const fnCounters = new Map<string, Counters>();
  const lineOf = (span: { start: number }) => lineCol(mod.file.source, span.start).line;
  const where = `spec/${mod.file.path}`;

  const sf: SourceFile = project.createSourceFile(`/${path}`, "", { overwrite: true });
  const out = new Batch();

  // constants
  for (const c of mod.consts) emitConst(out, c, state, where, lineOf);
  // layouts
  for (const l of mod.layouts) emitLayout(out, l);
  // host interfaces
  for (const itf of mod.ifaces) emitInterface(out, itf, state);
  // structs (with the methods of the host interfaces they implement)
  for (const s of mod.structs) emitStruct(out, s, state, where, lineOf);
  // functions
  for (const fn of mod.fns) {
    const low = new FnLowerer(state, fn, where, lineOf, mod.file.source);
    low.prepare(fn.decl.body);
    const body = low.block(fn.decl.body, "");
    fnCounters.set(fn.name, low.counters);
    const result = fn.result.k === "vec" || fn.result.k === "void" ? "void" : tsType(fn.result);
    if (fn.result.k === "struct") state.names.add(fn.result.name);
    const docs = [...fn.decl.docs, "", ...citation(fn), `@spec ${where}:${lineOf(fn.decl.span)}`].join("\n").replace(/^\n+/, "");
    out.addFunction({
      name: fn.name,
      isExported: true,
      parameters: paramList(fn, state),
      returnType: result,
      docs: [docs],
      statements: body.join("\n"),
    });
  }

  // scratch storage (module level: no allocation inside function bodies); at the end of the file,
  // after the classes it instantiates, and initialised before any function can be called
  if (state.scratch.length > 0) {
    out.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      leadingTrivia: "// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.\n",
      declarations: state.scratch.map((s) => ({ name: s.name, initializer: `new ${s.type}(${s.length ?? ""})` })),
    });
  }

  sf.addStatements(out.items);
  addImports(sf, program, mod, path, state);
  sf.insertStatements(0, header(mod.file.path, mod.file.source, `Engine module ${mod.name}: ${mod.file.title}`));
  return { path, text: finishText(sf, opts.format), fnCounters };
}

/**
 * A file's final text. The emitters already print their code indented, so ts-morph's formatter
 * (over a second of a run) is skipped: only the blank lines ts-morph's writer indents inside empty
 * bodies are cleared, and the file ends with one newline. `format: true` runs the formatter as well
 * (generator/test/emit.test.ts checks that it then changes nothing).
 */
export function finishText(sf: SourceFile, format?: boolean): string {
  if (format === true) sf.formatText({ indentSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
  return sf.getFullText().replace(/^[ \t]+$/gm, "").replace(/\n*$/, "\n");
}

export function addImports(sf: SourceFile, program: Program, mod: ModuleInfo | undefined, path: string, state: ModuleState, extraRuntime: string[] = []): void {
  const byModule = new Map<string, Set<string>>();
  for (const n of state.names) {
    const base = n.replace(/^(hash|snapshot|restore|reset|copy)_/, "");
    const decl = program.fns.get(n)?.module ?? program.structs.get(base)?.module ?? program.consts.get(n)?.module ?? program.layouts.get(n)?.module ?? program.ifaces.get(n)?.module;
    if (!decl || decl === mod) continue;
    const target = generatedPath(decl);
    const set = byModule.get(target) ?? new Set<string>();
    set.add(n);
    byModule.set(target, set);
  }
  const imports = [...byModule.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [target, names] of imports.reverse()) {
    sf.insertImportDeclaration(0, { moduleSpecifier: relImport(path, target), namedImports: [...names].sort() });
  }
  const rt = [...state.runtimeImports, ...extraRuntime].filter((n) => n !== "$expect").sort();
  if (rt.length > 0) {
    const typeOnly = new Set(["Memory", "Vec3", "Vec4"]);
    const valueUses = new Set(state.scratch.map((s) => s.type));
    const named = rt.map((n) => ({ name: n, isTypeOnly: typeOnly.has(n) && !valueUses.has(n as "Vec3") && !sfUsesValue(sf, n) }));
    sf.insertImportDeclaration(0, { moduleSpecifier: relImport(path, "runtime/index.ts"), namedImports: named });
  }
}

function sfUsesValue(sf: SourceFile, name: string): boolean {
  return new RegExp(`new ${name}\\(`).test(sf.getFullText());
}

function abiParams(params: Binding[], state: ModuleState): { name: string; type: string }[] {
  const ps: { name: string; type: string }[] = [];
  for (const p of params) {
    noteTypeNames(p.ty, state);
    if (p.ty.k === "vec" && p.mode === "in") for (const c of "xyzw".slice(0, p.ty.n)) ps.push({ name: `${p.jsName}_${c}`, type: "number" });
    else ps.push({ name: p.jsName, type: tsType(p.ty) });
  }
  return ps;
}

function emitInterface(sf: Batch, itf: InterfaceInfo, state: ModuleState): void {
  sf.addInterface({
    name: itf.name,
    isExported: true,
    docs: [[...itf.decl.docs, "", "A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument."].join("\n").replace(/^\n+/, "")],
    methods: [...itf.methods.values()].map((m) => {
      const params = abiParams(m.params, state);
      if (m.usesMemory) {
        // a spec implementation of this slot reaches layout memory: every implementation gets it
        params.unshift({ name: "mem", type: "Memory" });
        state.runtimeImports.add("Memory");
      }
      if (m.result.k === "vec") {
        params.push({ name: "out$", type: m.result.n === 3 ? "Vec3" : "Vec4" });
        state.runtimeImports.add(m.result.n === 3 ? "Vec3" : "Vec4");
      }
      noteTypeNames(m.result, state);
      return {
        name: m.name,
        docs: m.decl.docs.length ? [m.decl.docs.join("\n")] : undefined,
        parameters: params,
        returnType: m.result.k === "vec" || m.result.k === "void" ? "void" : tsType(m.result),
      };
    }),
  });
}

function emitConst(sf: Batch, c: ConstInfo, state: ModuleState, where: string, lineOf: (s: { start: number }) => number): void {
  const low = new FnLowerer(state, undefined, where, lineOf, c.module.file.source);
  const init = c.ty.k === "vec" ? `Object.assign(new ${c.ty.n === 3 ? "Vec3" : "Vec4"}(), { ${low.vec(c.decl.value).map((v, i) => `${"xyzw"[i]}: ${v}`).join(", ")} })` : low.expr(c.decl.value);
  if (c.ty.k === "vec") state.runtimeImports.add(c.ty.n === 3 ? "Vec3" : "Vec4");
  sf.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: c.decl.docs.length ? [c.decl.docs.join("\n")] : undefined,
    declarations: [{ name: c.name, type: tsType(c.ty), initializer: init }],
  });
}

function emitLayout(sf: Batch, l: LayoutInfo): void {
  const fields = [...l.fields.values()]
    .map((f) => `${f.name}: ${f.offset}`)
    .join(", ");
  const bits = [...l.bitFields.entries()].map(([n, b]) => `${n}: { field: ${JSON.stringify(b.field.name)}, lo: ${b.lo}, hi: ${b.hi}, signed: ${b.signed} }`).join(", ");
  sf.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [[...l.decl.docs, "", `Binary layout ${l.name}: ${l.size} bytes, ${l.align}-aligned. Field byte offsets and bit fields.`].join("\n").replace(/^\n+/, "")],
    declarations: [{ name: `${l.name}Layout`, initializer: `{ size: ${l.size}, align: ${l.align}, offsets: { ${fields} }, bits: ${bits ? `{ ${bits} }` : "{}"} } as const` }],
  });
}

function fieldInit(t: Ty): string {
  switch (t.k) {
    case "float":
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
      if (at.endsWith("[]")) return `Array.from({ length: ${t.length} }, () => ${fieldInit(t.elem)})`;
      return `new ${at}(${t.length})`;
    }
    case "dyn":
      return "[]";
    default:
      return "undefined as never";
  }
}

function emitStruct(sf: Batch, s: StructInfo, state: ModuleState, where: string, lineOf: (span: { start: number }) => number): void {
  for (const f of s.fields) noteTypeNames(f.ty, state);
  const impls = [...state.program.impls.values()].filter((i) => i.struct === s);
  const methods = impls.flatMap((impl) =>
    impl.methods.map((fn) => {
      const low = new FnLowerer(state, fn, where, lineOf, s.module.file.source);
      low.prepare(fn.decl.body);
      const body = low.block(fn.decl.body, "");
      const params = abiParams(fn.params, state);
      if (fn.usesMemory) {
        params.unshift({ name: "mem", type: "Memory" });
        state.runtimeImports.add("Memory");
      }
      if (fn.result.k === "vec") {
        params.push({ name: "out$", type: fn.result.n === 3 ? "Vec3" : "Vec4" });
        state.runtimeImports.add(fn.result.n === 3 ? "Vec3" : "Vec4");
      }
      noteTypeNames(fn.result, state);
      const name = fn.name.slice(fn.name.indexOf(".") + 1);
      return {
        name,
        docs: [[...fn.decl.docs, "", `Implements ${impl.iface.name}.${name} (@spec ${where}:${lineOf(fn.decl.span)}).`].join("\n").replace(/^\n+/, "")],
        parameters: params,
        returnType: fn.result.k === "vec" || fn.result.k === "void" ? "void" : tsType(fn.result),
        statements: body.join("\n"),
      };
    }),
  );
  for (const impl of impls) state.names.add(impl.iface.name);
  sf.addClass({
    name: s.name,
    isExported: true,
    implements: impls.map((i) => i.iface.name),
    docs: s.decl.docs.length ? [s.decl.docs.join("\n")] : undefined,
    properties: s.fields.map((f) => ({ name: f.name, type: tsType(f.ty), initializer: fieldInit(f.ty), docs: f.docs.length ? [f.docs.join("\n")] : undefined })),
    methods,
  });
  state.runtimeImports.add("StateHasher");
  state.runtimeImports.add("SnapshotWriter");
  state.runtimeImports.add("SnapshotReader");
  // every record numbers itself first, so references to it can be written as its number
  const hashLines: string[] = ["h.enter(s);"];
  const snapLines: string[] = ["w.enter(s);"];
  const restLines: string[] = ["r.enter(s);"];
  const resetLines: string[] = [];
  const copyLines: string[] = [];
  for (const f of s.fields) {
    const acc = `s.${f.name}`;
    emitFieldState(f.ty, acc, hashLines, snapLines, restLines, state, 0);
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
    parameters: [{ name: "dst", type: s.name }, { name: "src", type: s.name }],
    returnType: "void",
    statements: copyLines.join("\n"),
  });
  sf.addFunction({
    name: `hash_${s.name}`,
    isExported: true,
    docs: [`Feeds the raw bits of a ${s.name} to the hasher, field by field in declaration order.`],
    parameters: [{ name: "s", type: s.name }, { name: "h", type: "StateHasher" }],
    returnType: "void",
    statements: hashLines.join("\n"),
  });
  sf.addFunction({
    name: `snapshot_${s.name}`,
    isExported: true,
    docs: [`Writes a ${s.name} to a snapshot stream.`],
    parameters: [{ name: "s", type: s.name }, { name: "w", type: "SnapshotWriter" }],
    returnType: "void",
    statements: snapLines.join("\n"),
  });
  sf.addFunction({
    name: `restore_${s.name}`,
    isExported: true,
    docs: [`Reads a ${s.name} back from a snapshot stream written by snapshot_${s.name}.`],
    parameters: [{ name: "s", type: s.name }, { name: "r", type: "SnapshotReader" }],
    returnType: "void",
    statements: restLines.join("\n"),
  });
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
      reset.push("xyzw".slice(0, t.n).split("").map((c) => `${f}.${c} = 0;`).join(" "));
      copy.push("xyzw".slice(0, t.n).split("").map((c) => `${d}.${c} = ${src}.${c};`).join(" "));
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
        copy.push(`${d}.length = ${src}.length;`, `for (let i = 0; i < ${src}.length; i++) { if (${d}[i] === undefined) ${d}[i] = new ${e.name}(); copy_${e.name}(${d}[i], ${src}[i]); }`);
      } else if (e.k === "vec") {
        const cs = "xyzw".slice(0, e.n).split("");
        copy.push(`${d}.length = ${src}.length;`, `for (let i = 0; i < ${src}.length; i++) { if (${d}[i] === undefined) ${d}[i] = new ${e.n === 3 ? "Vec3" : "Vec4"}(); ${cs.map((c) => `${d}[i].${c} = ${src}[i].${c};`).join(" ")} }`);
      } else {
        copy.push(`${d}.length = 0;`, `for (let i = 0; i < ${src}.length; i++) ${d}.push(${src}[i]);`);
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
        const init = t.elem.k === "struct" ? `new ${t.elem.name}()` : t.elem.k === "vec" ? `new ${t.elem.n === 3 ? "Vec3" : "Vec4"}()` : t.elem.k === "bool" ? "false" : t.elem.k === "ptr" || t.elem.k === "iface" ? "null" : "0";
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
