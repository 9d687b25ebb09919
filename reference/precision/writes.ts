// Which functions may write into what their arguments reach (D-X87-12): the measurement runs a
// function that cannot on the call's own arguments, shared by the exact, lowered and default runs,
// instead of on a deep copy per run (a copy of a record with pointers is a copy of the world: 5 ms
// per input for `hull_value_at`). Conservative over the checked program, whole function at a time:
// a function may write when
//
// - it has an `out` or `inout` parameter (the ABI's vector result, `out$`, is not one: the
//   measurement gives every run its own);
// - it assigns into a field or element of anything but a fresh local record (`let r = new S()` or
//   an array literal, never rebound), or through a pointer or a list of records held by one (a
//   list may hold another record by reference, `append` keeps what it is given); layout memory
//   (`ref` handles) is not counted: the measurement copies `mem` for every run;
// - it appends to, clears or truncates a list that is not a fresh local's;
// - it calls an interface method (a host or an implementation may write anything it reaches);
// - it calls a function that may write and hands it a record, list, matrix or pointer other than a
//   fresh local free of pointers.
//
// The bounded test and the first inputs of each function and file check the claim at run time
// (probe.ts: the shared arguments compared with a copy taken before the runs).
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

/**
 * The variable an lvalue or argument is rooted at, when the path to it stays inside that
 * variable's own storage (fields of records held by value, elements of scalar arrays); `through`
 * is set when it passes a pointer or an element of a list of records; `memory` when it is a
 * layout handle's field (layout memory).
 */
function rootOf(e: Expr): { b?: Binding; through: boolean; memory: boolean } {
  let through = false;
  let cur: Expr = e;
  for (;;) {
    if (cur.kind === "convert") cur = cur.operand;
    else if (cur.kind === "field") {
      const ot = cur.object.ty as Ty | undefined;
      if (ot?.k === "ref") return { through, memory: true };
      if (ot?.k === "ptr" || ot?.k === "iface") through = true;
      cur = cur.object;
    } else if (cur.kind === "index") {
      const ot = cur.object.ty as Ty | undefined;
      if ((ot?.k === "dyn" || ot?.k === "fixed") && (ot.elem.k === "struct" || ot.elem.k === "ptr" || ot.elem.k === "iface")) through = true;
      cur = cur.object;
    } else if (cur.kind === "var") {
      const b = cur.binding as Binding | undefined;
      if (b?.ty.k === "ptr" || b?.ty.k === "iface") through = true;
      return { b, through, memory: false };
    } else return { through: true, memory: false };
  }
}

/** The functions (of `fns` and everything they call) that may write into what their arguments reach. */
export function mayWrite(fns: Iterable<FnInfo>, structs: ReadonlyMap<string, { fields: { ty: Ty }[] }>): Set<FnInfo> {
  const all = new Set<FnInfo>();
  const callees = new Map<FnInfo, FnInfo[]>();
  const stack = [...fns];
  while (stack.length > 0) {
    const f = stack.pop()!;
    if (all.has(f)) continue;
    all.add(f);
    const cs: FnInfo[] = [];
    walkStmts(f.body, {
      expr(e) {
        const t = e.kind === "call" ? (e.target as CallTarget | undefined) : undefined;
        if (t?.kind === "fn") cs.push(t.fn);
      },
    });
    callees.set(f, cs);
    stack.push(...cs);
  }
  const writes = new Set<FnInfo>();
  const direct = (f: FnInfo): boolean => {
    if (f.params.some((p) => p.mode !== "in")) return true;
    const fresh = freshLocals(f.body);
    // a fresh local's own storage; a fresh local free of pointers may also be handed to a writer
    const own = (e: Expr, handOver: boolean): boolean => {
      const r = rootOf(e);
      if (r.memory) return true;
      if (r.through || !r.b) return false;
      if (r.b.kind !== "param" && !isReference(r.b.ty)) return true;
      if (r.b.kind === "local" && r.b.ty.k === "vec") return true;
      return fresh.has(r.b) && (!handOver || pointerFree(r.b.ty, structs));
    };
    let w = false;
    walkStmts(f.body, {
      stmt(s) {
        if (w) return false;
        if (s.kind === "assign" && s.target.kind !== "var" && !own(s.target, false)) w = true;
      },
      expr(e) {
        if (w) return false;
        if (e.kind === "mcall") w = true;
        else if (e.kind === "call") {
          const t = e.target as CallTarget | undefined;
          if (!t) w = true;
          else if (t.kind === "method") w = true;
          else if (t.kind === "intrinsic" && MUTATING.has(t.name) && !own(e.args[0], false)) w = true;
          else if (t.kind === "fn" && writes.has(t.fn))
            // a vector handed to an `in` parameter is a copy (its components)
            w = e.args.some((a, i) => isReference(a.ty as Ty) && !((a.ty as Ty).k === "vec" && t.fn.params[i]?.mode === "in") && !own(a, true));
        }
      },
    });
    return w;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const f of all) {
      if (writes.has(f)) continue;
      if (direct(f)) {
        writes.add(f);
        changed = true;
      }
    }
  }
  return writes;
}
