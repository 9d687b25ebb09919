// Checked types. A type is resolved from a TypeNode once; the checker stores a Ty on every
// expression it checks.
import type { FloatTypeName, IntTypeName } from "../../runtime/precision.js";

export type Ty =
  | { k: "float"; name: FloatTypeName }
  | { k: "int"; name: IntTypeName }
  | { k: "intlit" } // an untyped integer constant; adapts to the other operand
  | { k: "bool" }
  | { k: "vec"; n: 3 | 4; elem: FloatTypeName }
  | { k: "mat"; cols: 3 | 4; elem: FloatTypeName }
  | { k: "matrow"; cols: 3 | 4; elem: FloatTypeName }
  | { k: "ref"; layout: string }
  | { k: "struct"; name: string }
  | { k: "iface"; name: string } // a host object (nullable reference)
  | { k: "ptr"; target: string } // a non-owning, nullable reference to a struct or host object
  | { k: "null" }
  | { k: "fixed"; elem: Ty; length: number }
  | { k: "dyn"; elem: Ty }
  | { k: "void" }
  | { k: "error" };

export const T = {
  f32: { k: "float", name: "f32" } as Ty,
  f64: { k: "float", name: "f64" } as Ty,
  ext: { k: "float", name: "ext" } as Ty,
  bool: { k: "bool" } as Ty,
  void: { k: "void" } as Ty,
  error: { k: "error" } as Ty,
  intlit: { k: "intlit" } as Ty,
  int: (name: IntTypeName): Ty => ({ k: "int", name }),
  float: (name: FloatTypeName): Ty => ({ k: "float", name }),
};

/** A vector type (an error for any other type). */
export function vecTy(t: Ty): Extract<Ty, { k: "vec" }> {
  if (t.k !== "vec") throw new Error(`generator: expected a vector type, got ${show(t)}`);
  return t;
}

/** The width name of an integer type (an error for any other type). */
export function intName(t: Ty): IntTypeName {
  if (t.k !== "int") throw new Error(`generator: expected an integer type, got ${show(t)}`);
  return t.name;
}

export function show(t: Ty): string {
  switch (t.k) {
    case "float":
    case "int":
      return t.name;
    case "intlit":
      return "integer literal";
    case "bool":
      return "bool";
    case "vec":
      return `vec${t.n}<${t.elem}>`;
    case "mat":
      return `${t.cols === 3 ? "mat3" : "mat34"}<${t.elem}>`;
    case "matrow":
      return `matrix row<${t.elem}>`;
    case "ref":
      return `ref<${t.layout}>`;
    case "struct":
    case "iface":
      return t.name;
    case "ptr":
      return `ptr<${t.target}>`;
    case "null":
      return "null";
    case "fixed":
      return `[${show(t.elem)}; ${t.length}]`;
    case "dyn":
      return `${show(t.elem)}[]`;
    case "void":
      return "nothing";
    case "error":
      return "<error>";
  }
}

export function same(a: Ty, b: Ty): boolean {
  if (a.k !== b.k) return false;
  switch (a.k) {
    case "float":
    case "int":
      return a.name === (b as typeof a).name;
    case "vec":
      return a.n === (b as typeof a).n && a.elem === (b as typeof a).elem;
    case "mat":
    case "matrow":
      return a.cols === (b as typeof a).cols && a.elem === (b as typeof a).elem;
    case "ref":
      return a.layout === (b as typeof a).layout;
    case "struct":
    case "iface":
      return a.name === (b as typeof a).name;
    case "ptr":
      return a.target === (b as typeof a).target;
    case "fixed":
      return a.length === (b as typeof a).length && same(a.elem, (b as typeof a).elem);
    case "dyn":
      return same(a.elem, (b as typeof a).elem);
    default:
      return true;
  }
}

export const isFloat = (t: Ty): t is { k: "float"; name: FloatTypeName } => t.k === "float";
export const isInt = (t: Ty): t is { k: "int"; name: IntTypeName } => t.k === "int";
export const isVec = (t: Ty): t is { k: "vec"; n: 3 | 4; elem: FloatTypeName } => t.k === "vec";
