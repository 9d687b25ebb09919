// GENERATED FILE: do not edit. Engine module ivp.math.transcendental_tests: Special values and known results of the deterministic transcendental functions (spec/ivp/math/transcendental.spec) from spec/ivp/math/tests/transcendental_tests.spec (sha256 f3ca6b3b8a085146).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
