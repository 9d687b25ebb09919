// Rewrites every golden file (errors, emitter snippets, lowering goldens) from the current generator. Review the diff before committing.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  EMIT_DIR,
  emitCases,
  emitGolden,
  GOLDEN_DIR,
  goldenCases,
  LOWER_DIR,
  lowerCases,
  lowerGolden,
  IR_DIR,
  irCases,
  irGolden,
  renderErrors,
} from "./golden.js";

for (const f of goldenCases()) writeFileSync(join(GOLDEN_DIR, f.replace(/\.spec$/, ".expected")), renderErrors(f));
for (const f of emitCases()) writeFileSync(join(EMIT_DIR, f.replace(/\.spec$/, ".ts.golden")), emitGolden(f));
for (const f of lowerCases()) writeFileSync(join(LOWER_DIR, f.replace(/\.spec$/, ".ts.golden")), lowerGolden(f));
for (const f of irCases()) writeFileSync(join(IR_DIR, f.replace(/\.spec$/, ".ir.golden")), irGolden(f));
console.log(
  `refreshed ${goldenCases().length} golden error files, ${emitCases().length} golden emitter files, ${lowerCases().length} lowering goldens and ${irCases().length} IR goldens`,
);
