// Rewrites every golden/errors/*.expected from the current checker. Review the diff before committing.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { EMIT_DIR, emitCases, emitGolden, GOLDEN_DIR, goldenCases, renderErrors } from "./golden.js";

for (const f of goldenCases()) writeFileSync(join(GOLDEN_DIR, f.replace(/\.spec$/, ".expected")), renderErrors(f));
for (const f of emitCases()) writeFileSync(join(EMIT_DIR, f.replace(/\.spec$/, ".ts.golden")), emitGolden(f));
console.log(`refreshed ${goldenCases().length} golden error files and ${emitCases().length} golden emitter files`);
