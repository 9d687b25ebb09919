// The package's `./engine` entry point: the runtime base and every generated engine module, under
// the spec's names (docs/spec-language.md maps spec types to TypeScript). Test fixtures and fakes
// (modules under a spec `tests/` folder) and the example scenes (`examples/`) are emitted outside
// generated/, so the generated index holds engine modules only (D-GEN-1).
export * from "../runtime/index.js";
export * from "../generated/index.js";
