// Fuzzing the front end with the real spec files: 1,000+ seeded mutations (token deletions,
// insertions, type swaps, line moves). Every outcome must be either a clean check and emission or
// located spec errors (file:line:col + caret); never another exception. The seed is fixed so a
// failure reproduces; FUZZ_SEED and FUZZ_COUNT override it. Files are parsed incrementally (ohm's
// matcher keeps its memo table across edits), and the unmutated files are parsed once and cloned.
import { describe, expect, it } from "vitest";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { checkParsed, readInventoryIds, readSpecDir, SpecErrors } from "../pipeline.js";
import { IncrementalParser, parseSpec } from "../parse/build-ast.js";
import { SpecError } from "../errors.js";
import { lowerModule } from "../emit/engine-module.js";
import { Prng } from "../../runtime/prng.js";
import type { ModuleFile } from "../parse/ast.js";

const SPEC = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "spec");
const SEED = Number(process.env.FUZZ_SEED ?? 20261129);
const COUNT = Number(process.env.FUZZ_COUNT ?? 1000);

const TOKENS = [
  ";",
  "{",
  "}",
  "(",
  ")",
  "[",
  "]",
  ",",
  ":",
  "=",
  "==",
  "<",
  ">",
  "+",
  "-",
  "*",
  "/",
  "&",
  "|",
  "~",
  "!",
  "f32",
  "f64",
  "ext",
  "i32",
  "u32",
  "u8",
  "bool",
  "vec3<f64>",
  "vec4<f32>",
  "ref<Edge>",
  "[f32; 2]",
  "0",
  "1",
  "0.5",
  "0.5f",
  "1e-19",
  "f32#3c23d70a",
  "0x7ff00000",
  "x",
  "y",
  "e",
  "let",
  "return",
  "if",
  "else",
  "while",
  "for",
  "in",
  "..",
  "break",
  "fn",
  "struct",
  "layout",
  "const",
  "tests",
  "case",
  "expect",
  "assert",
  "@unit(X01)",
  '@source("000", "§1", "0x0")',
  '@design("d")',
  '"',
  "///",
  "//",
  "\n",
  "inout",
  "out",
  "new",
  "mem_alloc(4, 4)",
  "dot(",
  "cross(",
  "sqrt(",
  "addr(",
  "true",
];

interface Edit {
  start: number;
  end: number;
  str: string;
}

function lineStarts(text: string): number[] {
  const s = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) s.push(i + 1);
  return s;
}

/** One random edit of `text`, as a single range replacement. */
function mutation(text: string, rng: Prng): Edit {
  const pos = rng.int(text.length + 1);
  const lines = lineStarts(text);
  const lineRange = (i: number) => [lines[i], i + 1 < lines.length ? lines[i + 1] : text.length] as const;
  switch (rng.int(7)) {
    case 0:
      return { start: pos, end: Math.min(text.length, pos + 1 + rng.int(12)), str: "" };
    case 1:
      return { start: pos, end: pos, str: " " + TOKENS[rng.int(TOKENS.length)] + " " };
    case 2: {
      const swaps: [RegExp, string][] = [
        [/\bf32\b/, "f64"],
        [/\bf64\b/, "f32"],
        [/\bi32\b/, "u32"],
        [/\bu32\b/, "i32"],
        [/\bext\b/, "f32"],
        [/\bvec3\b/, "vec4"],
        [/\bin\b/, "out"],
        [/</, "<="],
        [/\+/, "-"],
        [/\blet\b/, "const"],
      ];
      const [re, to] = swaps[rng.int(swaps.length)];
      const m = re.exec(text.slice(pos));
      if (!m) return { start: pos, end: pos, str: ";" };
      return { start: pos + m.index, end: pos + m.index + m[0].length, str: to };
    }
    case 3: {
      // swap two lines: one replacement covering both
      let i = rng.int(lines.length);
      let j = rng.int(lines.length);
      if (i > j) [i, j] = [j, i];
      if (i === j) return { start: pos, end: pos, str: "\n" };
      const [a0, a1] = lineRange(i);
      const [b0, b1] = lineRange(j);
      const la = text.slice(a0, a1).replace(/\n$/, "");
      const lb = text.slice(b0, b1).replace(/\n$/, "");
      const tail = text.slice(b0, b1).endsWith("\n") ? "\n" : "";
      return { start: a0, end: b1, str: lb + "\n" + text.slice(a1, b0) + la + tail };
    }
    case 4: {
      const [a0] = lineRange(rng.int(lines.length));
      const [c0, c1] = lineRange(rng.int(lines.length));
      const copy = text.slice(c0, c1);
      return { start: a0, end: a0, str: copy.endsWith("\n") ? copy : copy + "\n" };
    }
    case 5: {
      const m = /\d+/.exec(text.slice(pos));
      if (!m) return { start: pos, end: pos, str: "0" };
      return { start: pos + m.index, end: pos + m.index + m[0].length, str: String(rng.int(100000)) };
    }
    default: {
      const [a0, a1] = lineRange(rng.int(lines.length));
      return { start: a0, end: a1, str: "" };
    }
  }
}

/** For each file, the files it needs (transitively): those declaring the global names it mentions.
 * A mutant is checked together with only these, which keeps a run short as the spec grows. */
function dependencies(files: ModuleFile[]): number[][] {
  const owner = new Map<string, number>();
  files.forEach((f, i) => {
    for (const it of f.items) if (it.kind !== "tests" && it.kind !== "impl") owner.set(it.name, i);
  });
  const direct = files.map((f, i) => {
    const deps = new Set<number>();
    for (const m of f.source.matchAll(/\b[A-Za-z_]\w*\b/g)) {
      const o = owner.get(m[0]);
      if (o !== undefined && o !== i) deps.add(o);
    }
    return deps;
  });
  return files.map((_, i) => {
    const seen = new Set<number>([i]);
    const stack = [i];
    while (stack.length)
      for (const d of direct[stack.pop()!])
        if (!seen.has(d)) {
          seen.add(d);
          stack.push(d);
        }
    return [...seen].sort((a, b) => a - b);
  });
}

describe("front-end fuzzing", () => {
  it(`${COUNT} seeded mutations of the real spec files give located errors or clean output (seed ${SEED})`, () => {
    const inputs = readSpecDir(SPEC);
    const ids = readInventoryIds(SPEC);
    const pristine: ModuleFile[] = inputs.map((i) => parseSpec(i.path, i.text));
    const deps = dependencies(pristine);
    const parsers = inputs.map((i) => new IncrementalParser(i.path, i.text));
    const rng = new Prng(SEED);
    let rejected = 0;
    let accepted = 0;
    for (let n = 0; n < COUNT; n++) {
      const k = rng.int(inputs.length);
      const parser = parsers[k];
      const undo: Edit[] = [];
      const edits = 1 + rng.int(3);
      for (let m = 0; m < edits; m++) {
        const e = mutation(parser.source, rng);
        undo.push(parser.edit(e.start, e.end, e.str));
      }
      const text = parser.source;
      try {
        const files = deps[k].map((i) => (i === k ? parser.parse() : pristine[i]));
        const program = checkParsed(files, ids);
        // a mutant that checks must also emit (its own module, to keep the run short)
        const mod = program.modules.find((m) => m.file.path === inputs[k].path)!;
        // a mutant that checks must also lower (file assembly with ts-morph is not fuzzed: it only
        // joins what the lowering produced, and would dominate the run)
        lowerModule(program, mod);
        accepted++;
      } catch (e) {
        const errors = e instanceof SpecErrors ? e.errors : e instanceof SpecError ? [e] : undefined;
        if (!errors) {
          throw new Error(`mutation ${n} of ${inputs[k].path} (seed ${SEED}) crashed the generator: ${(e as Error).stack}\n--- mutated text ---\n${text}`);
        }
        for (const err of errors) expect(err.message, `mutation ${n}`).toMatch(/^[\w./-]+\.spec:\d+:\d+: \S.*\n\d+ \| .*\n *\| *\^+/);
        rejected++;
      }
      for (const u of undo.reverse()) parser.edit(u.start, u.end, u.str);
      expect(parser.source).toBe(inputs[k].text);
    }
    expect(rejected + accepted).toBe(COUNT);
    expect(rejected).toBeGreaterThan(COUNT / 2);
  }, 900_000);
});
