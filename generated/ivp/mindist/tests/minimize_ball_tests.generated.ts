// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.minimize_ball_tests: 000 §5.5.5-§5.5.7: cases for the ball minimize cases BF, BK (with its core) and BP from spec/ivp/mindist/tests/minimize_ball_tests.spec (sha256 69663873961d4b0e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
