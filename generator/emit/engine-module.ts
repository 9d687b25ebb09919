// One generated TypeScript file per engine spec module: its constants, layouts, host interfaces,
// records (with their record-state helpers, emit/record-state.ts) and functions, each with its
// citation, assembled with ts-morph in one batch.
import type { StatementStructures } from "ts-morph";
import type { FnInfo, ModuleInfo, Program, StructInfo, LayoutInfo, ConstInfo, InterfaceInfo } from "../ir/program.js";
import { SEED_FILES } from "../sources.js";
import { lineIndex } from "../errors.js";
import { constValueOf } from "../ir/ir.js";
import { FnLowerer } from "./lower.js";
import { TestLowerer } from "./test-file.js";
import type { Counters } from "./counters.js";
import {
  Batch,
  docsOf,
  layoutEnums,
  docText,
  finishText,
  generatedPath,
  header,
  importLines,
  project,
  scratchInit,
  tsMorph,
  type Decl,
  type ModuleState,
} from "./file.js";
import { printStatements } from "./print.js";
import { abiResult, abiSignature, noteTypeNames } from "./abi.js";
import { emitRecordState, fieldInit } from "./record-state.js";
import { tsType } from "./ts-types.js";
import { print } from "./ts-expr.js";
import type { Backend } from "./rounding.js";

export interface EmittedModule {
  /** Path relative to the project root, e.g. generated/ivp/math/invsqrt.generated.ts */
  path: string;
  text: string;
  fnCounters: Map<string, Counters>;
}

function lineOfSpan(source: string): (span: { start: number }) => number {
  const line = lineIndex(source);
  return (span) => line(span.start);
}

function citation(fn: FnInfo): string[] {
  const lines: string[] = [];
  if (fn.source) lines.push(`@source ${SEED_FILES[fn.source.doc] ?? fn.source.doc} ${fn.source.section} ${fn.source.address}`);
  if (fn.design) lines.push(`@design ${fn.design}`);
  if (fn.units.length) lines.push(`@unit ${fn.units.join(", ")}`);
  lines.push(`@float ${fn.model}`);
  return lines;
}

/**
 * Runs the lowering of every function, method, constant and test case of a module without
 * assembling a file: the part of emission that can reject or crash on odd input (used by the fuzz
 * test, for which ts-morph's assembly would dominate the run). Returns the number of lines lowered.
 */
export function lowerModule(program: Program, mod: ModuleInfo): number {
  const state: ModuleState = { scratch: [], runtimeImports: new Set(), names: new Set(), program, layoutOffsets: new Map() };
  const line = lineIndex(mod.file.source);
  const lineOf = (span: { start: number }) => line(span.start);
  const where = `spec/${mod.file.path}`;
  let lines = 0;
  const bodies = [...mod.fns, ...mod.impls.flatMap((i) => i.methods)];
  for (const fn of bodies) {
    const low = new FnLowerer(state, fn, where, lineOf, mod.file.source);
    low.prepare(fn.body);
    lines += low.block(fn.body, "").length;
  }
  for (const c of mod.consts) {
    const low = new FnLowerer(state, undefined, where, lineOf, mod.file.source);
    lines += c.ty.k === "vec" ? low.vec(constValueOf(c)).length : low.text(constValueOf(c)).length > 0 ? 1 : 0;
  }
  for (const t of mod.tests) {
    for (const body of t.bodies) {
      const low = new TestLowerer(state, undefined, where, lineOf, mod.file.source);
      low.prepare(body);
      lines += low.block(body, "").length;
    }
  }
  return lines;
}

export function emitModule(
  program: Program,
  mod: ModuleInfo,
  opts: { format?: boolean; checked?: boolean; backend?: (where: string) => Backend; tsMorph?: boolean } = {},
): EmittedModule {
  const path = generatedPath(mod);
  const where = `spec/${mod.file.path}`;
  const backend = opts.backend?.(where);
  const state: ModuleState = { scratch: [], runtimeImports: new Set(), names: new Set(), program, layoutOffsets: new Map(), checked: opts.checked, backend };
  const fnCounters = new Map<string, Counters>();
  const line = lineIndex(mod.file.source);
  const lineOf = (span: { start: number }) => line(span.start);

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
    low.prepare(fn.body);
    const body = low.block(fn.body, "");
    fnCounters.set(fn.name, low.counters);
    const result = abiResult(fn.result, state);
    if (fn.result.k === "struct") state.names.add(fn.result.name);
    // the ext operations this backend computes in f64 (D-EXT-1), counted by the rounding funnel
    const ext = low.counters.extLowerings;
    const precision = backend ? backend.precisionDoc(ext) : ext > 0 ? [`@precision ${ext} ext operation${ext === 1 ? "" : "s"} computed in f64 (D-EXT-1)`] : [];
    if (backend) body.unshift(...backend.prologue(fn.name, ext));
    const docs = docText([...fn.decl.docs, "", ...citation(fn), ...precision, `@spec ${where}:${lineOf(fn.decl.nameSpan)}`]);
    out.addFunction({
      name: fn.name,
      isExported: true,
      parameters: abiSignature(fn.params, fn.result, fn.usesMemory, state, (p) => low.names.of(p)),
      returnType: result,
      docs: [docs],
      statements: body.join("\n"),
    });
  }

  // scratch storage (module level: no allocation inside function bodies); at the end of the file,
  // after the classes it instantiates, and initialised before any function can be called
  if (state.scratch.length > 0) {
    out.addVariableStatement({
      leadingTrivia: "// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.\n",
      declarations: state.scratch.map((s) => ({ name: s.name, initializer: scratchInit(s) })),
    });
  }

  // printed with ts-morph's writer as its structure printers print them; `tsMorph` inserts them into
  // a source file instead (the reference the printer is checked against, generator/test/emit.test.ts)
  const code = layoutEnums(state) + (opts.tsMorph === true ? viaSourceFile(path, out.items) : printStatements(out.items));
  const extra = backend?.finishFile(path);
  const body = (extra?.preamble ?? "") + code;
  const head = header(mod.file.path, mod.file.source, `Engine module ${mod.name}: ${mod.file.title}`);
  return { path, text: finishText(head, [...(extra?.imports ?? []), ...importLines(program, mod, path, state, code)], body, opts.format), fnCounters };
}

function viaSourceFile(path: string, items: Decl[]): string {
  const { StructureKind, VariableDeclarationKind } = tsMorph();
  const structures = items.map((d): StatementStructures => {
    switch (d.kind) {
      case "function":
        return { ...d.s, kind: StructureKind.Function };
      case "class":
        return { ...d.s, kind: StructureKind.Class };
      case "interface":
        return { ...d.s, kind: StructureKind.Interface };
      case "const":
        return { ...d.s, kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const };
    }
  });
  const sf = project().createSourceFile(`/${path}`, "", { overwrite: true });
  sf.addStatements(structures);
  return sf.getFullText();
}

function emitInterface(sf: Batch, itf: InterfaceInfo, state: ModuleState): void {
  sf.addInterface({
    name: itf.name,
    isExported: true,
    docs: [
      docText([
        ...itf.decl.docs,
        "",
        "A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.",
      ]),
    ],
    methods: [...itf.methods.values()].map((m) => {
      // a slot one of whose spec implementations reaches layout memory takes `mem` in every implementation
      const params = abiSignature(m.params, m.result, m.usesMemory, state);
      noteTypeNames(m.result, state);
      return {
        name: m.name,
        docs: docsOf(m.decl.docs),
        parameters: params,
        returnType: abiResult(m.result, state),
      };
    }),
  });
}

function emitConst(sf: Batch, c: ConstInfo, state: ModuleState, where: string, lineOf: (s: { start: number }) => number): void {
  const low = new FnLowerer(state, undefined, where, lineOf, c.module.file.source);
  const init =
    c.ty.k === "vec"
      ? `Object.assign(new ${c.ty.n === 3 ? "Vec3" : "Vec4"}(), { ${low
          .vec(constValueOf(c))
          .map((v, i) => `${"xyzw"[i]}: ${print(v)}`)
          .join(", ")} })`
      : low.text(constValueOf(c));
  if (c.ty.k === "vec") state.runtimeImports.add(c.ty.n === 3 ? "Vec3" : "Vec4");
  sf.addVariableStatement({
    isExported: true,
    docs: docsOf(c.decl.docs),
    declarations: [{ name: c.name, type: tsType(c.ty), initializer: init }],
  });
}

function emitLayout(sf: Batch, l: LayoutInfo): void {
  const fields = [...l.fields.values()].map((f) => `${f.name}: ${f.offset}`).join(", ");
  const bits = [...l.bitFields.entries()]
    .map(([n, b]) => `${n}: { field: ${JSON.stringify(b.field.name)}, lo: ${b.lo}, hi: ${b.hi}, signed: ${b.signed} }`)
    .join(", ");
  sf.addVariableStatement({
    isExported: true,
    docs: [docText([...l.decl.docs, "", `Binary layout ${l.name}: ${l.size} bytes, ${l.align}-aligned. Field byte offsets and bit fields.`])],
    declarations: [
      { name: `${l.name}Layout`, initializer: `{ size: ${l.size}, align: ${l.align}, offsets: { ${fields} }, bits: ${bits ? `{ ${bits} }` : "{}"} } as const` },
    ],
  });
}

function emitStruct(sf: Batch, s: StructInfo, state: ModuleState, here: string, hereLine: (span: { start: number }) => number): void {
  for (const f of s.fields) noteTypeNames(f.ty, state);
  const impls = [...state.program.impls.values()].filter((i) => i.struct === s);
  const methods = impls.flatMap((impl) =>
    impl.methods.map((fn) => {
      // an impl in another module: its methods cite (and its comments come from) that module's file
      const away = impl.module !== s.module;
      const where = away ? `spec/${impl.module.file.path}` : here;
      const lineOf = away ? lineOfSpan(impl.module.file.source) : hereLine;
      const low = new FnLowerer(state, fn, where, lineOf, impl.module.file.source);
      low.prepare(fn.body);
      const body = low.block(fn.body, "");
      const params = abiSignature(fn.params, fn.result, fn.usesMemory, state, (p) => low.names.of(p));
      noteTypeNames(fn.result, state);
      const name = fn.name.slice(fn.name.indexOf(".") + 1);
      return {
        name,
        docs: [docText([...fn.decl.docs, "", `Implements ${impl.iface.name}.${name} (@spec ${where}:${lineOf(fn.decl.nameSpan)}).`])],
        parameters: params,
        returnType: abiResult(fn.result, state),
        statements: body.join("\n"),
      };
    }),
  );
  for (const impl of impls) state.names.add(impl.iface.name);
  sf.addClass({
    name: s.name,
    isExported: true,
    implements: impls.map((i) => i.iface.name),
    docs: docsOf(s.decl.docs),
    properties: s.fields.map((f) => ({
      name: f.name,
      type: tsType(f.ty),
      initializer: fieldInit(f.ty, state),
      docs: docsOf(f.docs),
    })),
    methods,
  });
  emitRecordState(sf, s, state);
}
