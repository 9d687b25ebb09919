// GENERATED FILE: do not edit. Engine module glue.tests.frame_tests: 003 §3.1-§3.3, §5; 000 §8.3: world creation, the frame step, the write-back and the registry (B22-B26; F5-F7, F10, F11, D17, D18, A12) from spec/glue/tests/frame_tests.spec (sha256 8995a39b1773beba).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
