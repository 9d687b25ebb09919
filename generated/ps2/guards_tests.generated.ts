// GENERATED FILE: do not edit. Engine module ps2.guards_tests: Bad input at the PS2 entry points (issue 11): dt, velocities, owner transforms and push weights, and a body added twice, each refused before anything changes from spec/ps2/guards_tests.spec (sha256 f46804f1f95298fe).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
