// Prints an engine module's declarations (ts-morph structures) to text with ts-morph's own code
// writer, making the writer calls ts-morph's structure printers make for the structures and
// properties the emitters use, and nothing else: the text is what `sourceFile.addStatements` would
// give, without building and re-parsing a TypeScript source file (about 3 s of a run).
// generator/test/emit.test.ts checks the equality on modules that use every structure kind.
import CodeBlockWriter from "code-block-writer";
import type {
  FunctionDeclarationStructure,
  ClassDeclarationStructure,
  InterfaceDeclarationStructure,
  VariableStatementStructure,
  MethodDeclarationStructure,
  MethodSignatureStructure,
  PropertyDeclarationStructure,
  OptionalKind,
  ParameterDeclarationStructure,
  VariableDeclarationStructure,
  JSDocStructure,
} from "ts-morph";
import type { Decl } from "./file.js";

type Writer = CodeBlockWriter;

/** The properties each printed structure may carry; any other property is an error (it would be dropped). */
const KNOWN: Record<string, ReadonlySet<string>> = {
  function: new Set(["name", "isExported", "docs", "parameters", "returnType", "statements"]),
  class: new Set(["name", "isExported", "docs", "implements", "properties", "methods"]),
  interface: new Set(["name", "isExported", "docs", "methods"]),
  variable: new Set(["isExported", "docs", "declarations", "leadingTrivia"]),
  method: new Set(["name", "docs", "parameters", "returnType", "statements"]),
  property: new Set(["name", "type", "initializer", "docs"]),
  parameter: new Set(["name", "type"]),
  declaration: new Set(["name", "type", "initializer"]),
};

function known(what: string, s: object): void {
  const allowed = KNOWN[what];
  for (const [k, v] of Object.entries(s)) {
    if (v !== undefined && !allowed.has(k)) throw new Error(`emit/print.ts: the ${what} property '${k}' is not printed; add it to the printer`);
  }
}

/**
 * The declarations of a file, as `SourceFile.addStatements` prints them into an empty file, with the
 * writer ts-morph's project makes for the generator's settings (two-space indents, LF, double quotes).
 */
export function printStatements(items: readonly Decl[]): string {
  const writer = new CodeBlockWriter({ newLine: "\n", indentNumberOfSpaces: 2, useTabs: false, useSingleQuote: false });
  for (const d of items) {
    if (lastNonSpaceIsCloseBrace(writer)) writer.blankLineIfLastNot();
    else if (!writer.isAtStartOfFirstLineOfBlock()) writer.newLineIfLastNot();
    switch (d.kind) {
      case "function":
        blankLine(writer);
        printFunction(writer, d.s);
        break;
      case "class":
        blankLine(writer);
        printClass(writer, d.s);
        break;
      case "interface":
        blankLine(writer);
        printInterface(writer, d.s);
        break;
      case "const":
        printVariable(writer, d.s);
        break;
    }
  }
  return writer.toString();
}

function blankLine(w: Writer): void {
  if (!w.isAtStartOfFirstLineOfBlock()) w.blankLineIfLastNot();
}

function lastNonSpaceIsCloseBrace(w: Writer): boolean {
  return (
    w.iterateLastCharCodes((c) => {
      if (c === 125) return true; // }
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12) return undefined;
      return false;
    }) ?? false
  );
}

function docs(w: Writer, ds: (string | OptionalKind<JSDocStructure>)[] | undefined): void {
  if (ds == null) return;
  for (const d of ds) {
    if (typeof d !== "string") throw new Error("emit/print.ts: a JSDoc structure is not printed (give the doc as text)");
    w.closeComment();
    const lines = d.split(/\r?\n/);
    const start = lines[0].length === 0 ? 1 : 0;
    w.write("/**");
    if (lines.length <= 1) w.space().write(lines[start]);
    else {
      w.newLine();
      for (let i = start; i < lines.length; i++) {
        w.write(" *");
        if (lines[i].length > 0) w.write(` ${lines[i]}`);
        w.newLine();
      }
    }
    w.spaceIfLastNot();
    w.write("*/");
    w.newLine();
  }
}

/** A text written through a fresh writer (ts-morph's `getText`), as the printers do for types and initializers. */
function textOf(w: Writer, s: string): string {
  const fresh = new CodeBlockWriter(w.getOptions());
  fresh.write(s);
  return fresh.toString();
}

function exported(w: Writer, isExported: boolean | undefined): void {
  if (isExported === true) w.write("export ");
}

/** What every declaration starts with: its properties checked, an open comment closed, its docs. */
function head(w: Writer, what: string, s: { docs?: (string | OptionalKind<JSDocStructure>)[] }): void {
  known(what, s);
  w.closeComment();
  docs(w, s.docs);
}

function typeAnnotation(w: Writer, type: string | undefined, sep: string): void {
  if (type == null) return;
  const t = textOf(w, type);
  if (t.trim().length > 0) w.hangingIndent(() => w.write(`${sep} ${t}`));
}

function initializer(w: Writer, init: string | undefined): void {
  if (init == null) return;
  const t = textOf(w, init);
  if (t.trim().length > 0)
    w.hangingIndent(() => {
      w.spaceIfLastNot();
      w.write(`= ${t}`);
    });
}

function asText(what: string, v: unknown): string | undefined {
  if (v == null || typeof v === "string") return v ?? undefined;
  throw new Error(`emit/print.ts: a ${what} given as a writer function or structure is not printed`);
}

function parameters(w: Writer, ps: OptionalKind<ParameterDeclarationStructure>[] | undefined): void {
  w.write("(");
  if (ps != null && ps.length > 0) {
    w.hangingIndent(() => {
      ps.forEach((p, i) => {
        known("parameter", p);
        if (i > 0) w.write(",").spaceIfLastNot();
        w.closeComment();
        w.write(p.name);
        typeAnnotation(w, asText("parameter type", p.type), ":");
      });
    });
  }
  w.write(")");
}

function body(w: Writer, statements: unknown): void {
  const text = asText("body", statements);
  w.inlineBlock(() => {
    if (text != null) w.write(text);
  });
}

function printFunction(w: Writer, f: OptionalKind<FunctionDeclarationStructure>): void {
  head(w, "function", f);
  exported(w, f.isExported);
  w.write("function");
  w.write(` ${f.name}`);
  parameters(w, f.parameters);
  typeAnnotation(w, asText("return type", f.returnType), ":");
  w.space();
  body(w, f.statements);
}

function printClass(w: Writer, c: OptionalKind<ClassDeclarationStructure>): void {
  head(w, "class", c);
  exported(w, c.isExported);
  w.write("class");
  w.space().write(c.name!);
  w.space();
  const impls = c.implements;
  if (impls != null) {
    const text = (Array.isArray(impls) ? impls : [impls]).map((i) => textOf(w, asText("implements clause", i)!)).join(", ");
    if (text.trim().length > 0) w.hangingIndent(() => w.write(`implements ${text} `));
  }
  w.inlineBlock(() => {
    (c.properties ?? []).forEach((p, i) => {
      w.conditionalNewLine(i > 0);
      printProperty(w, p);
    });
    if (c.methods != null && c.methods.length > 0) {
      if (!w.isAtStartOfFirstLineOfBlock()) w.blankLine();
      c.methods.forEach((m, i) => {
        if (i > 0) w.blankLine();
        printMethod(w, m);
      });
    }
  });
}

function printProperty(w: Writer, p: OptionalKind<PropertyDeclarationStructure>): void {
  head(w, "property", p);
  w.write(p.name);
  typeAnnotation(w, asText("property type", p.type), ":");
  initializer(w, asText("initializer", p.initializer));
  w.write(";");
}

function printMethod(w: Writer, m: OptionalKind<MethodDeclarationStructure>): void {
  head(w, "method", m);
  w.write(m.name);
  parameters(w, m.parameters);
  typeAnnotation(w, asText("return type", m.returnType), ":");
  w.spaceIfLastNot();
  body(w, m.statements);
}

function printInterface(w: Writer, i: OptionalKind<InterfaceDeclarationStructure>): void {
  head(w, "interface", i);
  exported(w, i.isExported);
  w.write(`interface ${i.name}`);
  w.space();
  w.inlineBlock(() => {
    const ms = i.methods ?? [];
    if (ms.length > 0 && !w.isAtStartOfFirstLineOfBlock()) w.newLine();
    ms.forEach((m, k) => {
      w.conditionalNewLine(k > 0);
      printMethodSignature(w, m);
    });
  });
}

function printMethodSignature(w: Writer, m: OptionalKind<MethodSignatureStructure>): void {
  head(w, "method", m);
  w.write(m.name);
  parameters(w, m.parameters);
  typeAnnotation(w, asText("return type", m.returnType), ":");
  w.write(";");
}

function printVariable(w: Writer, v: Omit<OptionalKind<VariableStatementStructure>, "declarationKind">): void {
  known("variable", v);
  const trivia = asText("leading trivia", v.leadingTrivia);
  if (trivia) {
    w.write(trivia);
    if (w.isInComment()) w.closeComment();
  }
  w.closeComment();
  docs(w, v.docs);
  w.hangingIndent(() => {
    exported(w, v.isExported);
    w.write("const ");
    v.declarations.forEach((d: OptionalKind<VariableDeclarationStructure>, i) => {
      known("declaration", d);
      if (i > 0) w.write(",").spaceIfLastNot();
      w.closeComment();
      w.write(d.name);
      typeAnnotation(w, asText("variable type", d.type), ":");
      initializer(w, asText("initializer", d.initializer));
    });
    w.write(";");
  });
}
