// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.api_tests: The environment's API (spec/ivp/mindist/timeline.spec): bad input is refused with a message naming the place, before anything changes from spec/ivp/mindist/tests/api_tests.spec (sha256 146352b81ef65749).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
