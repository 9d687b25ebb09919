// The conformance suite on the reference engine (reference/x87/build.ts writes the vitest config
// that loads this): X87_MODE=lowered runs every ext operation as the default backend does (the
// suite must then pass exactly as on generated/), anything else computes ext exactly.
import { $x } from "./backend.js";

$x.lowerAll = process.env.X87_MODE === "lowered";
