// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.minimize_tests: 000 §3.9.1-§3.9.7, §3.13, §4.5, §5.5.1-§5.5.2: cases for the minimize drivers, the loop hash, the table, ball-ball and the invariants C22-C25, C32 from spec/ivp/mindist/tests/minimize_tests.spec (sha256 ca12d673d647390c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
