// GENERATED FILE: do not edit. Engine module ivp.geometry.mass_tests: 000 §1.6.7, §1.7 and 003 L169-173 checks: the unit cube, the flat fallback, the inertia quirk, radius and deviation, the core setup from spec/ivp/geometry/mass_tests.spec (sha256 c90f5a92ac570d4b).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
