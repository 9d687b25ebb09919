// File assembly, shared by the engine-module and test-file emitters: the ts-morph project, output
// paths, the header, imports between generated files, one-call statement batches and the final text.
import type {
  Project,
  OptionalKind,
  FunctionDeclarationStructure,
  ClassDeclarationStructure,
  InterfaceDeclarationStructure,
  VariableStatementStructure,
} from "ts-morph";
import { createRequire } from "node:module";
import { createHash } from "node:crypto";
import { posix } from "node:path";
import { declaringModule, type ModuleInfo, type Program } from "../ir/program.js";
import type { Backend } from "./rounding.js";

/** Per generated file: what its code needs from elsewhere, and the module-level scratch it declares. */
export interface ModuleState {
  /** The checked build (npm run test:checked): every index and record/layout store is checked. */
  checked?: boolean;
  /** A second backend spelling this file (the exact x87 reference, emit/x87.ts); undefined: the default. */
  backend?: Backend;
  /** Module-level scratch objects (for vector results and in/out vector arguments). */
  scratch: Scratch[];
  runtimeImports: Set<string>;
  /** Spec names referenced from other generated modules. */
  names: Set<string>;
  program: Program;
  /** The layout offsets the file's code names (D-GEN-14): layout → member (`n_triangles`, `center.y`) → byte offset. */
  layoutOffsets: Map<string, Map<string, number>>;
}

/**
 * The file's `const enum`s of the layout offsets its code names (D-GEN-14), one per layout, its
 * members in offset order: TypeScript and esbuild replace each use by its number (`12 /* n_triangles *\/`),
 * so the engine reads `h + Ledge.n_triangles` and runs `h + 12`. A bit field is its word's offset, a
 * vector component (`"center.y"`) its own. On one line when it fits in ENUM_LINE_WIDTH characters,
 * else one member a line as ts-morph prints an enum declaration.
 */
const ENUM_LINE_WIDTH = 120;

export function layoutEnums(state: ModuleState): string {
  const names = [...state.layoutOffsets.keys()].sort();
  return names
    .map((l) => {
      const members = [...state.layoutOffsets.get(l)!.entries()].sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0));
      const items = members.map(([m, off]) => `${/^[A-Za-z_$][\w$]*$/.test(m) ? m : JSON.stringify(m)} = ${off}`);
      const doc = `/** Byte offsets in layout ${l} (D-GEN-14). */\n`;
      const oneLine = `const enum ${l} { ${items.join(", ")} }`;
      if (oneLine.length <= ENUM_LINE_WIDTH) return `${doc}${oneLine}\n\n`;
      return `${doc}const enum ${l} {\n${items.map((it) => `  ${it},`).join("\n")}\n}\n\n`;
    })
    .join("");
}

/** One module-level scratch object: `new type(length)`, or `init` when it is built otherwise. */
export interface Scratch {
  name: string;
  type: string;
  length?: number;
  init?: string;
}

/** The initializer of a scratch object. */
export function scratchInit(s: Scratch): string {
  return s.init ?? `new ${s.type}(${s.length ?? ""})`;
}

// ts-morph (and TypeScript under it, most of a second to load) is loaded only when a run uses it:
// the formatter check and the source-file printing the tests compare emit/print.ts against.
let tsm: typeof import("ts-morph") | undefined;
let proj: Project | undefined;

/** The ts-morph module, loaded on first use. */
export function tsMorph(): typeof import("ts-morph") {
  return (tsm ??= createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph"));
}

/** The in-memory ts-morph project (two-space indents, double quotes, LF, trailing commas), made on first use. */
export function project(): Project {
  const t = tsMorph();
  return (proj ??= new t.Project({
    useInMemoryFileSystem: true,
    manipulationSettings: {
      indentationText: t.IndentationText.TwoSpaces,
      quoteKind: t.QuoteKind.Double,
      newLineKind: t.NewLineKind.LineFeed,
      useTrailingCommas: true,
    },
  }));
}

/**
 * Where a module's code is emitted: engine modules into generated/, test fixtures beside the
 * conformance suite (spec/ps2/tests/x.spec → conformance/generated/ps2/support/x.generated.ts),
 * examples for the scenes (spec/ps2/examples/x.spec → scenes/generated/ps2/x.generated.ts).
 */
export function generatedPath(mod: ModuleInfo): string {
  const file = mod.file.path.replace(/\.spec$/, ".generated.ts");
  if (mod.kind === "engine") return `generated/${file}`;
  const parts = file.split("/");
  const at = parts.indexOf(mod.kind === "fixture" ? "tests" : "examples");
  const area = parts.slice(0, at);
  const rest = parts.slice(at + 1);
  return mod.kind === "fixture" ? ["conformance/generated", ...area, "support", ...rest].join("/") : ["scenes/generated", ...area, ...rest].join("/");
}

/**
 * A module with nothing but tests tables emits no code file (nor one whose only items are impls for
 * structs of other modules: their methods are emitted into the struct's class).
 */
export function declaresCode(mod: ModuleInfo): boolean {
  return mod.fns.length + mod.structs.length + mod.layouts.length + mod.consts.length + mod.ifaces.length > 0;
}

// A TSDoc comment's text from spec doc lines and generated lines: leading blank lines dropped, and
// every star-slash (which would end the comment early) written with the slash escaped, so any spec
// string (an @source section, an @design rationale, a doc line) is safe in it.
export function docText(lines: readonly string[]): string {
  return lines.join("\n").replace(/^\n+/, "").replaceAll("*/", "*\\/");
}

/** `docs` for a ts-morph structure: undefined when there is nothing to say. */
export function docsOf(lines: readonly string[]): string[] | undefined {
  return lines.length ? [docText(lines)] : undefined;
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

/** A declaration of an engine module: a ts-morph structure, tagged (every variable statement is a `const`). */
export type Decl =
  | { kind: "function"; s: OptionalKind<FunctionDeclarationStructure> }
  | { kind: "class"; s: OptionalKind<ClassDeclarationStructure> }
  | { kind: "interface"; s: OptionalKind<InterfaceDeclarationStructure> }
  | { kind: "const"; s: Omit<OptionalKind<VariableStatementStructure>, "declarationKind"> };

/**
 * Collects a file's declarations, printed in one piece once the file is complete (emit/print.ts):
 * nothing is inserted into a source file, which ts-morph would re-parse on every insertion.
 */
export class Batch {
  readonly items: Decl[] = [];
  addFunction(s: OptionalKind<FunctionDeclarationStructure>): void {
    this.items.push({ kind: "function", s });
  }
  addClass(s: OptionalKind<ClassDeclarationStructure>): void {
    this.items.push({ kind: "class", s });
  }
  addInterface(s: OptionalKind<InterfaceDeclarationStructure>): void {
    this.items.push({ kind: "interface", s });
  }
  addVariableStatement(s: Omit<OptionalKind<VariableStatementStructure>, "declarationKind">): void {
    this.items.push({ kind: "const", s });
  }
}

/**
 * A file's final text from its header, its import lines and its printed body (one string each: the
 * file is never re-parsed per inserted import). The emitters already print their code indented, so
 * ts-morph's formatter (over a second of a run) is skipped: only the blank lines ts-morph's writer
 * indents inside empty bodies are cleared, and the file ends with one newline. `format: true` runs
 * the formatter as well (generator/test/emit.test.ts checks that it then changes nothing).
 */
export function finishText(head: string, imports: string[], body: string, format?: boolean): string {
  let text = head + (imports.length > 0 ? `${imports.join("\n")}\n\n` : "") + body;
  if (format === true) {
    const sf = project().createSourceFile("/format-check.ts", text, { overwrite: true });
    sf.formatText({ indentSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
    text = sf.getFullText();
  }
  return text.replace(/^[ \t]+$/gm, "").replace(/\n*$/, "\n");
}

/** `import { a, b } from "x";` as ts-morph prints it. */
export function importLine(from: string, names: { name: string; isTypeOnly?: boolean }[]): string {
  return `import { ${names.map((n) => (n.isTypeOnly ? `type ${n.name}` : n.name)).join(", ")} } from ${JSON.stringify(from)};`;
}

/**
 * The import lines of a generated file: the runtime first, then the generated modules by path.
 * `body` is the file's printed code (a runtime class used with `new` is imported as a value).
 */
export function importLines(
  program: Program,
  mod: ModuleInfo | undefined,
  path: string,
  state: ModuleState,
  body: string,
  extraRuntime: string[] = [],
): string[] {
  const byModule = new Map<string, Set<string>>();
  for (const n of state.names) {
    const base = n.replace(/^(hash|snapshot|restore|reset|copy|host)_/, "");
    // a record helper (hash_S, copy_S, …) comes from the module of its record
    const decl = declaringModule(program, n) ?? declaringModule(program, base);
    if (!decl || decl === mod) continue;
    const target = generatedPath(decl);
    const set = byModule.get(target) ?? new Set<string>();
    set.add(n);
    byModule.set(target, set);
  }
  const lines: string[] = [];
  const rt = [...state.runtimeImports, ...extraRuntime].filter((n) => n !== "$expect").sort();
  if (rt.length > 0) {
    const typeOnly = new Set(["Memory", "Vec3", "Vec4"]);
    const valueUses = new Set(state.scratch.map((s) => s.type));
    const named = rt.map((n) => ({ name: n, isTypeOnly: typeOnly.has(n) && !valueUses.has(n) && !body.includes(`new ${n}(`) }));
    lines.push(importLine(relImport(path, "runtime/index.ts"), named));
  }
  const imports = [...byModule.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [target, names] of imports)
    lines.push(
      importLine(
        relImport(path, target),
        [...names].sort().map((name) => ({ name })),
      ),
    );
  return lines;
}
