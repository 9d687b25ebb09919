// Which functions may write into what their arguments reach, and where (D-X87-12, D-X87-14): the
// measurement runs a function that cannot on the call's own arguments, shared by the exact,
// lowered and default runs, instead of on a deep copy per run (a copy of a record with pointers is
// a copy of the world: 5 ms per input for `hull_value_at`); one that can, on copies of what it may
// write only (`writeShapes`: `chull_det_sign` writes two fields of its ChullWork, whose lists of a
// soup's points a deep copy copied four times per input). Conservative over the checked program,
// whole function at a time: a function may write
//
// - an `out` or `inout` parameter (the ABI's vector result, `out$`, is not one: the measurement
//   gives every run its own): copied deep;
// - the container of a field or element it assigns, unless that is a fresh local record's (`let r
//   = new S()` or an array literal, never rebound, none of its lists set to another's): the
//   records and lists from the parameter to it copied shallowly; past a pointer or an element of a
//   list of records (a list may hold another record by reference, `append` keeps what it is given)
//   copied deep from there; layout memory (`ref` handles) is not counted: the measurement copies
//   `mem` for every run;
// - a list it appends to, clears or truncates that is not a fresh local's;
// - what it hands a function that may write, where that function may write it (a fresh local free
//   of pointers is its own);
// - anything, when a write is rooted at anything but a parameter (a local alias, a call's result,
//   a rebound parameter) or it calls an interface method (a host or an implementation may write
//   anything it reaches): every argument copied deep.
//
// The bounded test and the first inputs of each function and file check the claim at run time
// (probe.ts: the call's arguments compared with a copy taken before the runs, which must leave
// every part they share unwritten).
import type { Binding, FnInfo } from "../../generator/ir/program.js";
import type { Ty } from "../../generator/ir/types.js";
import type { CallTarget, Expr, Stmt } from "../../generator/ir/ir.js";
import { walkStmts } from "../../generator/ir/walk.js";

const MUTATING = new Set(["append", "clear", "truncate"]);

function isReference(t: Ty | undefined): boolean {
  return (
    !!t && (t.k === "struct" || t.k === "ptr" || t.k === "iface" || t.k === "dyn" || t.k === "fixed" || t.k === "mat" || t.k === "matrow" || t.k === "vec")
  );
}

/** Whether a record type holds no pointer, interface or list of records (so a fresh one reaches nothing else). */
function pointerFree(t: Ty, structs: ReadonlyMap<string, { fields: { ty: Ty }[] }>, seen = new Set<string>()): boolean {
  switch (t.k) {
    case "ptr":
    case "iface":
    case "ref":
      return false;
    case "fixed":
    case "dyn":
      return t.elem.k !== "struct" && pointerFree(t.elem, structs, seen);
    case "struct": {
      if (seen.has(t.name)) return true;
      seen.add(t.name);
      const s = structs.get(t.name);
      return !!s && s.fields.every((f) => pointerFree(f.ty, structs, seen));
    }
    default:
      return true;
  }
}

/** The locals of a body that hold a record or array of their own: `let x = new S()` / an array literal, never rebound. */
function freshLocals(body: Stmt[]): Set<Binding> {
  const fresh = new Set<Binding>();
  const rebound = new Set<Binding>();
  walkStmts(body, {
    stmt(s) {
      if (s.kind === "let" && (s.init.kind === "new" || s.init.kind === "array") && s.binding) fresh.add(s.binding as Binding);
      if (s.kind === "assign" && s.target.kind === "var" && s.target.binding) rebound.add(s.target.binding as Binding);
    },
  });
  for (const b of rebound) fresh.delete(b);
  return fresh;
}

// ------------------------------------------------------------------ what a writer may write (D-X87-14)

/**
 * What a run of a function must copy of one argument so that its writes land in the copy
 * (plain data: it crosses into the vitest workers as JSON). A shape that is present means the
 * value (a record, vector, list, matrix) is copied shallowly; `f` names fields whose values are
 * copied in turn by their shapes, `e` the elements of a list; `deep` copies everything the value
 * reaches (a write through a pointer or a list of records).
 */
export interface CopyShape {
  deep?: true;
  f?: Record<string, CopyShape>;
  e?: CopyShape;
}

/** A function's writes: "all" (a deep copy of every argument), or per parameter the shape to copy (absent: shared). */
export type WriteShape = "all" | Map<Binding, CopyShape>;

type Step = { f: string } | { e: true };

/** Merges shape `b` into `a` (in place); true when `a` changed. */
function mergeShape(a: CopyShape, b: CopyShape): boolean {
  if (a.deep) return false;
  if (b.deep) {
    delete a.f;
    delete a.e;
    a.deep = true;
    return true;
  }
  let changed = false;
  for (const [k, v] of Object.entries(b.f ?? {})) {
    a.f ??= {};
    if (!a.f[k]) {
      a.f[k] = cloneShape(v);
      changed = true;
    } else if (mergeShape(a.f[k], v)) changed = true;
  }
  if (b.e) {
    if (!a.e) {
      a.e = cloneShape(b.e);
      changed = true;
    } else if (mergeShape(a.e, b.e)) changed = true;
  }
  return changed;
}

const cloneShape = (s: CopyShape): CopyShape => JSON.parse(JSON.stringify(s)) as CopyShape;

/** The shape that copies the containers along `steps` (shallowly) and `leaf` at their end. */
function shapeAt(steps: Step[], leaf: CopyShape): CopyShape {
  let s = leaf;
  for (let i = steps.length - 1; i >= 0; i--) {
    const st = steps[i];
    s = "f" in st ? { f: { [st.f]: s } } : { e: s };
  }
  return s;
}

/**
 * Where an lvalue or argument leads: a parameter and the steps from it (fields and elements) to
 * the value, with `through` the number of leading steps that stay inside the parameter's own
 * storage when a later step passes a pointer or an element of a list of records (everything
 * beyond is reached by reference: copied deep); "own" for a local's own storage or a value; "mem"
 * for layout memory; "unknown" when the root is not a parameter (a local alias, a call's result).
 */
type Path = { k: "param"; b: Binding; steps: Step[]; through?: number } | { k: "own" } | { k: "mem" } | { k: "unknown" };

function pathOf(
  e: Expr,
  fresh: Set<Binding>,
  rebound: Set<Binding>,
  handOver: boolean,
  structs: ReadonlyMap<string, { fields: { ty: Ty }[] }>,
  aliases: ReadonlyMap<Binding, Expr> = new Map(),
): Path {
  const steps: Step[] = [];
  // the index (in `steps`, counted from the root) of the first step reached by reference, found root-last
  const by: boolean[] = [];
  let cur: Expr = e;
  for (;;) {
    if (cur.kind === "convert") cur = cur.operand;
    else if (cur.kind === "field") {
      const ot = cur.object.ty as Ty | undefined;
      if (ot?.k === "ref") return { k: "mem" };
      steps.unshift({ f: cur.name });
      by.unshift(ot?.k === "ptr" || ot?.k === "iface");
      cur = cur.object;
    } else if (cur.kind === "index") {
      const ot = cur.object.ty as Ty | undefined;
      steps.unshift({ e: true });
      by.unshift((ot?.k === "dyn" || ot?.k === "fixed") && (ot.elem.k === "struct" || ot.elem.k === "ptr" || ot.elem.k === "iface"));
      cur = cur.object;
    } else if (cur.kind === "var") {
      const b = cur.binding as Binding | undefined;
      if (!b) return { k: "unknown" };
      const alias = b.kind === "local" ? aliases.get(b) : undefined;
      if (alias) {
        // a local bound to a path of storage by reference (`let b = st.blocks[i]`): that path
        cur = alias;
        continue;
      }
      const rootBy = b.ty.k === "ptr" || b.ty.k === "iface";
      const first = rootBy ? 0 : by.indexOf(true);
      if (b.kind === "param") {
        if (rebound.has(b)) return { k: "unknown" };
        return first < 0 ? { k: "param", b, steps } : { k: "param", b, steps, through: first };
      }
      if (first >= 0) return { k: "unknown" };
      if (!isReference(b.ty)) return { k: "own" };
      if (b.kind === "local" && b.ty.k === "vec") return { k: "own" };
      return fresh.has(b) && (!handOver || pointerFree(b.ty, structs)) ? { k: "own" } : { k: "unknown" };
    } else return { k: "unknown" };
  }
}

/**
 * Per function (of `fns` and everything they call), what it may write into what its arguments
 * reach, as shapes to copy per parameter (D-X87-14); conservative over the checked program: the
 * rules of `mayWrite` above, with each write traced to the parameter and the path it lands on.
 * A write rooted elsewhere (a local rebound or set to a call's result, a parameter rebound), an interface
 * method or a call without a target makes the function "all" (a deep copy of every argument).
 */
export function writeShapes(fns: Iterable<FnInfo>, structs: ReadonlyMap<string, { fields: { ty: Ty }[] }>): Map<FnInfo, WriteShape> {
  const all = new Set<FnInfo>();
  const stack = [...fns];
  while (stack.length > 0) {
    const f = stack.pop()!;
    if (all.has(f)) continue;
    all.add(f);
    walkStmts(f.body, {
      expr(e) {
        const t = e.kind === "call" ? (e.target as CallTarget | undefined) : undefined;
        if (t?.kind === "fn") stack.push(t.fn);
      },
    });
  }
  const shapes = new Map<FnInfo, WriteShape>();
  for (const f of all) shapes.set(f, new Map());
  // locals that alias storage by reference: a fresh local one of whose lists (or lists of records,
  // held by reference) is set to anything but a new one is no longer fresh
  const freshOf = new Map<FnInfo, Set<Binding>>();
  const reboundOf = new Map<FnInfo, Set<Binding>>();
  const aliasOf = new Map<FnInfo, Map<Binding, Expr>>();
  for (const f of all) {
    const fresh = freshLocals(f.body);
    const rebound = new Set<Binding>();
    walkStmts(f.body, {
      stmt(s) {
        if (s.kind === "assign" && s.target.kind === "var" && s.target.binding) rebound.add(s.target.binding as Binding);
      },
    });
    freshOf.set(f, fresh);
    reboundOf.set(f, rebound);
    // locals bound once to a field or element of storage held by reference (never rebound): aliases of that path
    const aliases = new Map<Binding, Expr>();
    walkStmts(f.body, {
      stmt(s) {
        if (s.kind !== "let" || !s.binding) return;
        const b = s.binding as Binding;
        let init: Expr = s.init;
        while (init.kind === "convert") init = init.operand;
        if (isReference(b.ty) && b.ty.k !== "vec" && !rebound.has(b) && (init.kind === "field" || init.kind === "index" || init.kind === "var"))
          aliases.set(b, init);
      },
    });
    aliasOf.set(f, aliases);
  }
  const add = (f: FnInfo, p: Path, leaf: CopyShape): boolean => {
    const cur = shapes.get(f)!;
    if (cur === "all") return false;
    if (p.k === "own" || p.k === "mem") return false;
    if (p.k === "unknown") {
      shapes.set(f, "all");
      return true;
    }
    const shape = p.through !== undefined ? shapeAt(p.steps.slice(0, p.through), { deep: true }) : shapeAt(p.steps, leaf);
    const had = cur.get(p.b);
    if (!had) {
      cur.set(p.b, shape);
      return true;
    }
    return mergeShape(had, shape);
  };
  const setAll = (f: FnInfo): boolean => {
    if (shapes.get(f) === "all") return false;
    shapes.set(f, "all");
    return true;
  };
  const visit = (f: FnInfo): boolean => {
    if (shapes.get(f) === "all") return false;
    let changed = false;
    const fresh = freshOf.get(f)!;
    const rebound = reboundOf.get(f)!;
    const aliases = aliasOf.get(f)!;
    for (const p of f.params) {
      if (p.mode === "in") continue;
      changed = add(f, { k: "param", b: p, steps: [] }, { deep: true }) || changed;
    }
    // the container an lvalue is written in: every step but the last
    const container = (e: Expr): Path => {
      const r = pathOf(e, fresh, rebound, false, structs, aliases);
      if (r.k !== "param") return r;
      if (r.through !== undefined && r.through < r.steps.length) return r;
      return { k: "param", b: r.b, steps: r.steps.slice(0, -1) };
    };
    walkStmts(f.body, {
      stmt(s) {
        if (shapes.get(f) === "all") return false;
        if (s.kind !== "assign") return;
        if (s.target.kind !== "var") {
          changed = add(f, container(s.target), {}) || changed;
          // a vector, record, matrix or numeric array stored into a field or element is written
          // into the storage that field owns (component by component, copy_S, .set), not put in
          // its place: that storage is copied too (a record's deep, for its own records)
          const own = s.target.ty as Ty | undefined;
          if (own && (own.k === "vec" || own.k === "mat" || own.k === "fixed" || own.k === "struct"))
            changed = add(f, pathOf(s.target, fresh, rebound, false, structs, aliases), own.k === "struct" ? { deep: true } : {}) || changed;
        }
        // storage held by reference (a list, a list of records, a pointer) stored anywhere becomes
        // reachable from there, and may be written through that: copied deep where it comes from
        const tt = s.target.ty as Ty | undefined;
        const byRef =
          tt &&
          (tt.k === "dyn" ||
            tt.k === "ptr" ||
            tt.k === "iface" ||
            (tt.k === "fixed" && (tt.elem.k === "struct" || tt.elem.k === "ptr" || tt.elem.k === "iface")));
        if (byRef && s.value.kind !== "array" && s.value.kind !== "new" && s.value.kind !== "null")
          changed = add(f, pathOf(s.value, fresh, rebound, true, structs, aliases), { deep: true }) || changed;
      },
      expr(e) {
        if (shapes.get(f) === "all") return false;
        if (e.kind === "mcall") changed = setAll(f) || changed;
        else if (e.kind === "call") {
          const t = e.target as CallTarget | undefined;
          if (!t || t.kind === "method") changed = setAll(f) || changed;
          else if (t.kind === "intrinsic" && MUTATING.has(t.name)) changed = add(f, pathOf(e.args[0], fresh, rebound, false, structs, aliases), {}) || changed;
          else if (t.kind === "fn") {
            const callee = shapes.get(t.fn)!;
            if (callee === "all") {
              // as mayWrite: only when it is handed something of the caller's
              if (
                e.args.some(
                  (a, i) =>
                    isReference(a.ty as Ty) &&
                    !((a.ty as Ty).k === "vec" && t.fn.params[i]?.mode === "in") &&
                    pathOf(a, fresh, rebound, true, structs, aliases).k !== "own",
                )
              )
                changed = setAll(f) || changed;
            } else
              e.args.forEach((a, i) => {
                const q = t.fn.params[i];
                const leaf = q ? callee.get(q) : undefined;
                if (!leaf || !isReference(a.ty as Ty)) return;
                if ((a.ty as Ty).k === "vec" && q.mode === "in") return;
                changed = add(f, pathOf(a, fresh, rebound, true, structs, aliases), leaf) || changed;
              });
          }
        }
      },
    });
    return changed;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const f of all) if (visit(f)) changed = true;
  }
  return shapes;
}
