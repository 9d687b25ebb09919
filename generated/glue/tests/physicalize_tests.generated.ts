// GENERATED FILE: do not edit. Engine module glue.tests.physicalize_tests: 003 §2.1: Physicalize and Unphysicalize: pins and fallbacks, the creation core, the template and the pose (B03-B07, D3-D6) from spec/glue/tests/physicalize_tests.spec (sha256 af74ee9354bc5c49).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
