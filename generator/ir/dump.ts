// A text dump of the checked program, for the IR goldens (generator/test/ir/): every function's
// signature and body as nested forms, each expression with its type, the precision it is computed
// in (`@ext`) and every implicit conversion the precision rules inserted (`(convert f32 …)`). The
// conversions *are* the precision decisions, so this pins them without going through TS text.
import type { Expr, Stmt } from "./ir.js";
import type { FnInfo, Program } from "./program.js";
import { show } from "./types.js";

export function dumpProgram(p: Program): string {
  const out: string[] = [];
  for (const mod of p.modules) {
    out.push(`module ${mod.name} (${mod.kind}, float ${mod.model})`);
    for (const c of mod.consts) out.push(`  const ${c.name}: ${show(c.ty)} = ${c.value ? expr(c.value) : "?"}`);
    for (const s of mod.structs)
      out.push(
        `  struct ${s.name}${s.stateRoot ? " @state" : ""}${s.scratch ? " @scratch" : ""}${s.inState ? " (state)" : ""} { ${s.fields.map((f) => `${f.scratch ? "@scratch " : ""}${f.name}: ${show(f.ty)}`).join(", ")} }`,
      );
    for (const fn of [...mod.fns, ...mod.impls.flatMap((i) => i.methods)]) out.push(...dumpFn(fn));
  }
  return out.join("\n") + "\n";
}

export function dumpFn(fn: FnInfo): string[] {
  const params = fn.params.map((b) => `${b.mode === "in" ? "" : b.mode + " "}${b.name}: ${show(b.ty)}`).join(", ");
  const flags = [
    fn.usesMemory ? "mem" : "",
    fn.recursive ? "reentrant" : "",
    fn.escapingParams?.size ? `escapes(${[...fn.escapingParams].join(",")})` : "",
  ].filter((x) => x);
  return [`  fn ${fn.name}(${params}) -> ${show(fn.result)}${flags.length ? ` [${flags.join(" ")}]` : ""} @${fn.model}`, ...block(fn.body, "    ")];
}

function block(ss: Stmt[], ind: string): string[] {
  return ss.flatMap((s) => stmt(s, ind));
}

function stmt(s: Stmt, ind: string): string[] {
  const sub = (b: Stmt[]) => block(b, ind + "  ");
  switch (s.kind) {
    case "let": {
      const b = s.binding;
      return [`${ind}(let ${s.name}: ${b ? show(b.ty) : "?"}${b?.escapes ? " escapes" : ""} ${expr(s.init)})`];
    }
    case "assign": {
      const ev = s.eval?.prec;
      return [`${ind}(${s.op}${ev ? ` @${ev}` : ""} ${expr(s.target)} ${expr(s.value)})`];
    }
    case "if":
      return [`${ind}(if ${expr(s.cond)}`, ...sub(s.then), ...(s.else ? [`${ind} else`, ...sub(s.else)] : []), `${ind})`];
    case "while":
      return [`${ind}(while ${expr(s.cond)}`, ...sub(s.body), `${ind})`];
    case "for":
      return [`${ind}(for ${s.name}${s.reverse ? " rev" : ""} ${expr(s.from)} ${s.inclusive ? "..=" : ".."} ${expr(s.to)}`, ...sub(s.body), `${ind})`];
    case "return":
      return [`${ind}(return${s.value ? ` ${expr(s.value)}` : ""})`];
    case "break":
    case "continue":
      return [`${ind}(${s.kind})`];
    case "assert":
      return [`${ind}(assert ${expr(s.cond)}${s.args.map((a) => ` ${expr(a)}`).join("")})`];
    case "expect":
      return [`${ind}(expect ${expr(s.cond)})`];
    case "expect_assert":
      return [`${ind}(expect_assert`, ...sub(s.body), `${ind})`];
    case "expr":
      return [`${ind}${expr(s.expr)}`];
  }
}

function ty(e: Expr): string {
  return `:${show(e.ty)}`;
}

function prec(e: Expr): string {
  const p = "eval" in e ? e.eval?.prec : undefined;
  return p ? ` @${p}` : "";
}

function expr(e: Expr): string {
  switch (e.kind) {
    case "int":
    case "float":
      return `${e.text}${ty(e)}`;
    case "bits":
      return `${e.width === 32 ? "f32" : "f64"}#${e.hex}`;
    case "bool":
      return String(e.value);
    case "null":
      return "null";
    case "var":
      return `${e.name}${ty(e)}`;
    case "new":
      return `(new ${e.struct})`;
    case "array":
      return `[${e.items.map(expr).join(" ")}]${ty(e)}`;
    case "unary":
      return `(${e.op}${prec(e)} ${expr(e.operand)})${ty(e)}`;
    case "binary":
      return `(${e.op}${prec(e)} ${expr(e.left)} ${expr(e.right)})${ty(e)}`;
    case "call":
      return `(call ${e.callee} ${e.args.map(expr).join(" ")})${ty(e)}`.replace(" )", ")");
    case "mcall":
      return `(mcall ${expr(e.object)}.${e.name} ${e.args.map(expr).join(" ")})${ty(e)}`.replace(" )", ")");
    case "typecall":
      return `(cast${prec(e)} ${e.args.map(expr).join(" ")})${ty(e)}`;
    case "field":
      return `(. ${expr(e.object)} ${e.name} ${e.access?.kind ?? "?"})${ty(e)}`;
    case "index":
      return `([] ${expr(e.object)} ${expr(e.index)})${ty(e)}`;
    case "convert":
      // an explicit conversion prints as the spec's cast it came from
      return e.cast === true ? `(cast ${expr(e.operand)})${ty(e)}` : `(convert ${show(e.to)} ${expr(e.operand)})`;
  }
}

/**
 * A fingerprint of what a function computes: FNV-1a over the dump of its body and of every function
 * it reaches through calls (by name, in name order), with the constants of their modules. Spans and
 * comments are not in the dump, so moving or re-wording the spec keeps it; a change of an operation,
 * a precision or a conversion anywhere below the function changes it. The measured precision figures
 * carry it: a figure whose function's fingerprint changed since is shown as stale.
 */
export function fnFingerprints(p: Program): Map<string, string> {
  const byName = new Map<string, FnInfo>();
  for (const mod of p.modules) for (const fn of [...mod.fns, ...mod.impls.flatMap((i) => i.methods)]) byName.set(fn.name, fn);
  const text = new Map<string, string>();
  const own = (fn: FnInfo): string => {
    let t = text.get(fn.name);
    if (t === undefined) {
      const consts = fn.module.consts.map((c) => `const ${c.name}: ${show(c.ty)} = ${c.value ? expr(c.value) : "?"}`);
      t = [...dumpFn(fn), ...consts].join("\n");
      text.set(fn.name, t);
    }
    return t;
  };
  const out = new Map<string, string>();
  for (const fn of byName.values()) {
    const seen = new Set<string>([fn.name]);
    const stack = [fn.name];
    while (stack.length > 0) {
      for (const c of p.calls.callGraph.get(stack.pop()!) ?? []) {
        if (!seen.has(c) && byName.has(c)) {
          seen.add(c);
          stack.push(c);
        }
      }
    }
    let h = 0x811c9dc5;
    for (const name of [...seen].sort()) {
      const t = own(byName.get(name)!);
      for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 0x01000193) >>> 0;
    }
    out.set(fn.name, h.toString(16).padStart(8, "0"));
  }
  return out;
}
