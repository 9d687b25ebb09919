// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.minimize_poly_tests: 000 §3.9.10, §3.13.R2: cases for the convex minimize cases PF, PK, PP, KK and their cores from spec/ivp/mindist/tests/minimize_poly_tests.spec (sha256 a6fa5c8ded4e0921).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
