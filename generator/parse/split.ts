// The cheap pre-split that lets ohm match a spec file one chunk of declarations at a time (D-PARSE-1).
//
// ohm memoises every rule application at every position of its input for the whole match, so one
// 50 kB file is a memo table of some hundred thousand entries that lives until the match ends: most
// of a cold parse's time was the garbage collector moving those tables out of the young generation.
// Matched a declaration at a time, each table dies young.
//
// A chunk starts at a line that begins (column 0) a top-level declaration (`///` doc, `@`
// annotation, `fn`, `struct`, `layout`, `const`, `tests`, `interface`, `impl`) when the last
// significant line before it ends with `}` or `;` and is not a doc or annotation line. This only
// proposes: parseSpec (build-ast.ts) matches chunk 0 with `File` and each later chunk with `Items`
// (`TopItem*`), and if any chunk fails it matches the whole file instead, so a file with a syntax
// error is reported exactly as before. When every chunk matches, their items are the whole file's
// items: every declaration ends with its own `}` or `;`, after which no rule of the grammar reads on,
// so matching a chunk never looked past its end and the whole-file match makes the same choices
// (generator/test/parse-split.test.ts checks this for every spec file).

const STARTS = /^(?:\/\/\/(?!\/)|@|(?:fn|struct|layout|const|tests|interface|impl)(?![A-Za-z0-9_]))/;
const ENDS = /[};][ \t\r]*$/;
const DOC_OR_ANNOTATION = /^[ \t]*(?:\/\/\/(?!\/)|@)/;
const COMMENT = /^[ \t]*\/\//;

/** The offsets (line starts, ascending, never 0) where a new chunk of declarations may start. */
export function chunkStarts(text: string): number[] {
  const starts: number[] = [];
  let last = ""; // the last line that is not blank and not a plain comment
  for (let i = 0; i < text.length;) {
    let e = text.indexOf("\n", i);
    if (e < 0) e = text.length;
    const line = text.slice(i, e);
    if (i > 0 && STARTS.test(line) && ENDS.test(last) && !DOC_OR_ANNOTATION.test(last)) starts.push(i);
    if (line.trim() !== "" && (!COMMENT.test(line) || DOC_OR_ANNOTATION.test(line))) last = line;
    i = e + 1;
  }
  return starts;
}
