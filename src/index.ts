// The package entry point: the runtime base and the generated engine. Every spec function, record,
// layout and host interface is exported under its spec name (names are global in the spec, so
// nothing collides); see docs/spec-language.md for how spec types map to TypeScript.
export * from "../runtime/index.js";
export * from "../generated/index.js";
