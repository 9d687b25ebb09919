// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.settings_tests: 000 §4.1 numeric checks: the settings block's bit patterns from t = (double)0.01f from spec/ivp/mindist/tests/settings_tests.spec (sha256 6d8f88a7e56839b4).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
