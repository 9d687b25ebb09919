// A function's annotations: `@source` (document, section, address), `@design` (the project's
// rationale), `@unit` (inventory IDs, checked against spec/inventory-ids.txt) and `@float`.
import type * as A from "../parse/ast.js";
import type { Diagnostics } from "../errors.js";
import { SEED_FILES } from "../sources.js";
import { FLOAT_MODELS, type FloatModelName } from "../../runtime/precision.js";
import type { FnInfo } from "../ir/program.js";

export interface CheckOptions {
  /** Known inventory IDs; when given, @unit IDs must be among them. */
  inventoryIds?: ReadonlySet<string>;
}

export function checkCitations(fn: FnInfo, d: A.FnDecl, diags: Diagnostics, opts: CheckOptions): void {
  // an ID that was given but is unknown is reported once, not again as "names no unit"
  let unitRejected = false;
  for (const a of d.annotations) {
    const strs = a.args.map((x) => x.value);
    switch (a.name) {
      case "source": {
        if (a.args.length !== 3 || a.args.some((x) => x.kind !== "string")) {
          diags.at(a.span, `@source takes three strings; expected @source("000", "§1.5.2", "FUN_10021280")`);
          break;
        }
        if (!(strs[0] in SEED_FILES)) diags.at(a.args[0].span, `unknown document '${strs[0]}'; expected one of ${Object.keys(SEED_FILES).join(", ")}`);
        fn.source = { doc: strs[0], section: strs[1], address: strs[2] };
        break;
      }
      case "design":
        if (a.args.length !== 1 || a.args[0].kind !== "string")
          diags.at(a.span, `@design takes one string; expected @design("why the documents leave this open and what was chosen")`);
        else fn.design = strs[0];
        break;
      case "unit":
        if (a.args.length === 0) diags.at(a.span, `@unit lists no IDs; expected inventory IDs such as @unit(X01, G13)`);
        for (const arg of a.args) {
          if (arg.kind !== "unit") diags.at(arg.span, `'${arg.value}' is not an inventory ID; expected an ID such as X01, G13 or U2.11`);
          else if (opts.inventoryIds && !opts.inventoryIds.has(arg.value)) {
            diags.at(
              arg.span,
              `unknown inventory ID '${arg.value}'; expected an ID listed in spec/inventory-ids.txt (the rows of ../shared/seeds/INVENTORY.md)`,
            );
            unitRejected = true;
          } else fn.units.push(arg.value);
        }
        break;
      case "float": {
        const m = strs[0];
        if (a.args.length !== 1 || !(m in FLOAT_MODELS)) diags.at(a.span, `@float takes a model; expected @float(x87), @float(sse) or @float(ps2)`);
        else fn.model = m as FloatModelName;
        break;
      }
      default:
        diags.at(a.span, `unknown annotation @${a.name}; expected @source, @design, @unit or @float`);
    }
  }
  if (!fn.source && !fn.design)
    diags.at(d.nameSpan, `function '${d.name}' has no citation; expected @source("doc", "section", "address") or @design("rationale")`);
  if (fn.source && fn.units.length === 0 && !unitRejected) diags.at(d.nameSpan, `function '${d.name}' names no inventory unit; expected @unit(ID, ...)`);
}
