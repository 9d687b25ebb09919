// Located errors: every error the generator reports names file:line:col, shows the line with a
// caret under the place and says what was expected.
/** A place in a spec file: the file's path (relative to spec/) and a character range. */
export interface Span {
  file: string;
  start: number;
  end: number;
}

export interface SourceText {
  path: string;
  text: string;
}

export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly col: number,
    readonly detail: string,
    readonly excerpt: string,
  ) {
    super(`${file}:${line}:${col}: ${detail}\n${excerpt}`);
    this.name = "SpecError";
  }
}

/** 1-based line and column of a character offset. */
export function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: end - lineStart + 1 };
}

/**
 * A file's line table: offset → 1-based line by binary search over the line starts, built once per
 * file (lineCol rescans the text from the start on every call).
 */
export function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

function excerptAt(text: string, offset: number, length: number): string {
  const start = text.lastIndexOf("\n", Math.max(0, offset - 1)) + 1;
  let end = text.indexOf("\n", offset);
  if (end < 0) end = text.length;
  if (offset > 0 && text.charCodeAt(offset - 1) === 10 && offset === start && offset === text.length) {
    // offset at the very end after a newline: show an empty line
  }
  const lineText = text.slice(start, end).replace(/\t/g, " ");
  const col = offset - start;
  const caretLen = Math.max(1, Math.min(length, lineText.length - col));
  const { line } = lineCol(text, offset);
  const gutter = String(line);
  return `${gutter} | ${lineText}\n${" ".repeat(gutter.length)} | ${" ".repeat(col)}${"^".repeat(caretLen)}`;
}

export function errorAt(src: SourceText, offset: number, length: number, detail: string): SpecError {
  const { line, col } = lineCol(src.text, offset);
  return new SpecError(src.path, line, col, detail, excerptAt(src.text, offset, length));
}

/** Collects errors against a set of source files (keyed by their spec path). */
export class Diagnostics {
  readonly errors: SpecError[] = [];
  constructor(
    private readonly sources: Map<string, string>,
    /** How a message names another place (a first definition): the path a reader opens. */
    private readonly display: (specPath: string) => string = (p) => `spec/${p}`,
  ) {}

  /** `spec/ps2/body.spec:12:3`: a place named inside a message. */
  place(span: Span): string {
    const { line, col } = lineCol(this.sources.get(span.file) ?? "", span.start);
    return `${this.display(span.file)}:${line}:${col}`;
  }

  at(span: Span, detail: string): SpecError {
    const text = this.sources.get(span.file) ?? "";
    const e = errorAt({ path: span.file, text }, span.start, Math.max(1, span.end - span.start), detail);
    this.errors.push(e);
    return e;
  }
}

/**
 * The same error named by the path a reader opens: errors are found against spec-relative paths
 * (`ps2/body.spec`); they are shown relative to the project root (`spec/ps2/body.spec`), or by the
 * path a tool was given, so that editors and terminals can open them.
 */
export function relocate(e: SpecError, display: (specPath: string) => string): SpecError {
  return new SpecError(display(e.file), e.line, e.col, e.detail, e.excerpt);
}
