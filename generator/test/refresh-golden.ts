// Rewrites every golden/errors/*.expected from the current checker. Review the diff before committing.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { GOLDEN_DIR, goldenCases, renderErrors } from "./golden.js";

for (const f of goldenCases()) writeFileSync(join(GOLDEN_DIR, f.replace(/\.spec$/, ".expected")), renderErrors(f));
console.log(`refreshed ${goldenCases().length} golden error files in ${GOLDEN_DIR}`);
