// Resolving written types (`vec3<f32>`, `ref<Edge>`, `[u32; 4]`, `S[]`) to checked types, with the
// float model's rule on which float types a function may name.
import type * as A from "../parse/ast.js";
import type { Diagnostics } from "../errors.js";
import { FLOAT_MODELS, INT_TYPES, type FloatModelName, type FloatTypeName, type IntTypeName } from "../../runtime/precision.js";
import { T, type Ty } from "../ir/types.js";
import type { Program } from "../ir/program.js";

const FLOAT_NAMES = new Set(["f32", "f64", "ext"]);
const INT_NAMES = new Set(Object.keys(INT_TYPES));

export type TypeResolver = (t: A.TypeNode, model?: FloatModelName) => Ty;

export function typeResolver(program: Program, diags: Diagnostics): TypeResolver {
  const resolveType = (t: A.TypeNode, model?: FloatModelName): Ty => {
    const floatOk = (name: string, span: A.Span): FloatTypeName | undefined => {
      if (!FLOAT_NAMES.has(name)) {
        diags.at(span, `unknown float type '${name}'; expected f32, f64 or ext`);
        return undefined;
      }
      if (model && !FLOAT_MODELS[model].allowed.includes(name as FloatTypeName)) {
        diags.at(span, `type ${name} is not available under float model ${model}; expected one of ${FLOAT_MODELS[model].allowed.join(", ")}`);
        return undefined;
      }
      return name as FloatTypeName;
    };
    switch (t.kind) {
      case "scalar": {
        if (t.name === "bool") return T.bool;
        if (INT_NAMES.has(t.name)) return T.int(t.name as IntTypeName);
        const f = floatOk(t.name, t.span);
        return f ? T.float(f) : T.error;
      }
      case "ptr": {
        if (program.structs.has(t.target) || program.ifaces.has(t.target)) return { k: "ptr", target: t.target };
        diags.at(t.span, `unknown struct or interface '${t.target}'; expected ptr<Struct> or ptr<Interface>`);
        return T.error;
      }
      case "named": {
        if (program.structs.has(t.name)) return { k: "struct", name: t.name };
        if (program.ifaces.has(t.name)) return { k: "iface", name: t.name };
        if (program.layouts.has(t.name)) {
          diags.at(t.span, `'${t.name}' is a layout; expected ref<${t.name}> to hold a handle into layout memory`);
          return T.error;
        }
        diags.at(t.span, `unknown type '${t.name}'; expected a scalar type or a declared struct`);
        return T.error;
      }
      case "vec": {
        const f = floatOk(t.elem, t.span);
        return f ? { k: "vec", n: t.n, elem: f } : T.error;
      }
      case "mat": {
        const f = floatOk(t.elem, t.span);
        return f ? { k: "mat", cols: t.cols, elem: f } : T.error;
      }
      case "ref":
        if (!program.layouts.has(t.layout)) {
          diags.at(t.span, `unknown layout '${t.layout}'; expected a declared layout`);
          return T.error;
        }
        return { k: "ref", layout: t.layout };
      case "fixed": {
        const e = resolveType(t.elem, model);
        if (t.length <= 0) diags.at(t.span, `array length ${t.length}; expected a positive length`);
        return e.k === "error" ? e : { k: "fixed", elem: e, length: t.length };
      }
      case "dynamic": {
        const e = resolveType(t.elem, model);
        return e.k === "error" ? e : { k: "dyn", elem: e };
      }
    }
  };
  return resolveType;
}
