// GENERATED FILE: do not edit. Engine module ps2.unit10.human_tests: 002 Unit 10 Test ideas (L1262-1275): the 32 cases, and checks of the definitions from spec/ps2/unit10_human_tests.spec (sha256 a5b7fadc62994f40).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
