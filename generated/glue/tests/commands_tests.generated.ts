// GENERATED FILE: do not edit. Engine module glue.tests.commands_tests: 003 §2.0: the deferred command queue, its per-frame retry, IVP_Handle (D1, D2) from spec/glue/tests/commands_tests.spec (sha256 ba04a82e7da68548).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
