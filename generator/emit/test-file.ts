// Conformance tests: each `tests` table of a spec module becomes one vitest file under
// conformance/generated/, each case an `it` named with the document's words and line.
import type { ModuleInfo, Program } from "../ir/program.js";
import { lineIndex } from "../errors.js";
import type { Ty } from "../ir/types.js";
import type { Stmt } from "../ir/ir.js";
import { FnLowerer } from "./lower.js";
import * as X from "./ts-expr.js";
import type { E } from "./ts-expr.js";
import { jsonLiteral } from "./literals.js";
import { finishText, header, importLine, importLines, layoutEnums, relImport, scratchInit, type ModuleState } from "./file.js";
import type { Backend } from "./rounding.js";

export interface EmittedTests {
  path: string;
  text: string;
  cases: number;
  expectedFailures: number;
}

export function testPath(mod: ModuleInfo): string {
  return `conformance/generated/${mod.file.path.replace(/\.spec$/, ".test.ts")}`;
}

export function emitTests(program: Program, mod: ModuleInfo, opts: { format?: boolean; backend?: (where: string) => Backend } = {}): EmittedTests | undefined {
  if (mod.tests.length === 0) return undefined;
  const path = testPath(mod);
  const where = `spec/${mod.file.path}`;
  const backend = opts.backend?.(where);
  const state: ModuleState = { scratch: [], runtimeImports: new Set(), names: new Set(), program, layoutOffsets: new Map(), backend };
  const line = lineIndex(mod.file.source);
  const lineOf = (span: { start: number }) => line(span.start);
  let cases = 0;
  let xfails = 0;
  const blocks: string[] = [];
  for (const t of mod.tests) {
    const its: string[] = [];
    t.decl.cases.forEach((c, i) => {
      cases++;
      const low = new TestLowerer(state, undefined, where, lineOf, mod.file.source);
      low.prepare(t.bodies[i]);
      const body = low.block(t.bodies[i], "    ");
      const name = `${c.name} [${c.cite}]`;
      const setup = [`    const mode = ${jsonLiteral(c.compare)} as const;`];
      if (t.usesMemory[i]) {
        setup.push("    const mem = new Memory();");
        state.runtimeImports.add("Memory");
      }
      if (!body.some((l) => /\bmode\b/.test(l))) setup.shift();
      const fn = c.expectedFailure ? "it.fails" : "it";
      const comment = c.expectedFailure ? `  // expected failure: ${c.expectedFailure}\n` : "";
      its.push(`${comment}  ${fn}(${JSON.stringify(name)}, () => {\n${[...setup, ...body].join("\n")}\n  });`);
      if (c.expectedFailure) xfails++;
    });
    const docs = t.decl.docs.length ? t.decl.docs.map((d) => `// ${d}`).join("\n") + "\n" : "";
    blocks.push(`${docs}describe(${JSON.stringify(t.decl.title)}, () => {\n${its.join("\n\n")}\n});`);
  }
  // printed as text, in one piece: the scratch storage, then the tables
  const scratch = state.scratch.length > 0 ? `const ${state.scratch.map((s) => `${s.name} = ${scratchInit(s)}`).join(", ")};\n\n` : "";
  const extra = backend?.finishFile(path);
  const body = (extra?.preamble ?? "") + layoutEnums(state) + scratch + blocks.join("\n\n") + "\n";
  // every engine name used by a test comes from the generated modules
  const imports = [
    importLine("vitest", [{ name: "describe" }, { name: "it" }]),
    importLine(relImport(path, "conformance/support/expect.ts"), [{ name: "$expect" }]),
    ...(extra?.imports ?? []),
    ...importLines(program, undefined, path, state, body),
  ];
  const head = header(mod.file.path, mod.file.source, `Conformance tests of module ${mod.name}`);
  return { path, text: finishText(head, imports, body, opts.format), cases, expectedFailures: xfails };
}

/** The lowering of test cases: the engine lowerer plus `expect` and `expect_assert`. */
export class TestLowerer extends FnLowerer {
  protected override testStmt(s: Extract<Stmt, { kind: "expect" | "expect_assert" }>, ind: string): string[] {
    this.mod.runtimeImports.add("$expect");
    const where = `${this.where}:${this.lineOf(s.span)}`;
    if (s.kind === "expect_assert") {
      // the block must end in a spec assertion (the original's crash), optionally with this text
      const body = this.block(s.body, ind + "  ");
      return [`${ind}$expect.asserts(() => {`, ...body, `${ind}}, ${JSON.stringify(s.message ?? "")}, ${JSON.stringify(where)});`];
    }
    const c = s.cond;
    const mode = s.within ? jsonLiteral(s.within) : "mode";
    if (c.kind === "binary" && c.expectCompare === true) {
      const lt = c.left.ty;
      const rt = c.right.ty;
      const vecPair = lt.k === "vec" || rt.k === "vec";
      // an ext value is compared as the f64 it rounds to (the default backend's ext is that f64)
      const seen = (t: Ty, s: E) => (this.isExt(t) ? this.rounding.convert("ext", "f64", s) : s);
      const L = X.print(vecPair ? X.array(this.vec(c.left).map((x) => seen(lt, x))) : seen(lt, this.expr(c.left)));
      const R = X.print(vecPair ? X.array(this.vec(c.right).map((x) => seen(rt, x))) : seen(rt, this.expr(c.right)));
      const kind = kindOf(lt.k === "intlit" ? rt : lt);
      return this.flush(ind, [`${ind}$expect.compare(${L}, ${JSON.stringify(c.op)}, ${R}, ${JSON.stringify(kind)}, ${mode}, ${JSON.stringify(where)});`]);
    }
    return this.flush(ind, [`${ind}$expect.truth(${this.text(c)}, ${JSON.stringify(where)});`]);
  }
}

/** The comparison kind $expect.compare uses for a type. */
function kindOf(t: Ty): string {
  if (t.k === "struct" || t.k === "ptr" || t.k === "iface" || t.k === "null") return "ref";
  if (t.k === "float") return t.name;
  if (t.k === "vec") return t.elem;
  if (t.k === "bool") return "bool";
  if (t.k === "ref") return "u32";
  if (t.k === "int") return t.name;
  return "other";
}
