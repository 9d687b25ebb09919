// How checked types are spelled in TypeScript: numbers, booleans, Vec3/Vec4 objects, typed arrays
// for fixed arrays of scalars, classes for records, `| null` for references.
import type { IntTypeName } from "../../runtime/precision.js";
import type { Ty } from "../ir/types.js";

/** The TS type of a checked type; `ext` values are spelled `extType` (a number in the default backend). */
export function tsType(t: Ty, extType = "number"): string {
  switch (t.k) {
    case "float":
      return t.name === "ext" ? extType : "number";
    case "int":
    case "intlit":
    case "ref":
      return "number";
    case "bool":
      return "boolean";
    case "vec":
      return t.n === 3 ? "Vec3" : "Vec4";
    case "mat":
      return "Float64Array";
    case "struct":
      return t.name;
    case "iface":
      return `${t.name} | null`;
    case "ptr":
      return `${t.target} | null`;
    case "null":
      return "null";
    case "fixed":
      return arrayType(t.elem, true, extType);
    case "dyn":
      return arrayType(t.elem, false, extType);
    default:
      return "unknown";
  }
}

export function arrayType(elem: Ty, fixed: boolean, extType = "number"): string {
  if (fixed) {
    if (elem.k === "float") return elem.name === "f32" ? "Float32Array" : "Float64Array";
    if (elem.k === "int") return TYPED[elem.name];
    if (elem.k === "ref") return "Uint32Array";
  }
  const t = tsType(elem, extType);
  return t.includes("|") ? `(${t})[]` : `${t}[]`;
}

const TYPED: Record<IntTypeName, string> = {
  i8: "Int8Array",
  i16: "Int16Array",
  i32: "Int32Array",
  u8: "Uint8Array",
  u16: "Uint16Array",
  u32: "Uint32Array",
};
