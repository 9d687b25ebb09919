// GENERATED FILE: do not edit. Engine module ivp.dynamics.tests.core_tests: 003 §2.1, §2.2, §2.5, §5: core setup, pushes, damping, the anomaly clamps, the integration's recursion from spec/ivp/dynamics/tests/core_tests.spec (sha256 0e114cfb8493a698).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
/** 1/66, the PSI (003 L511: 0x3f8f07c1f07c1f08). */
export const T_DT: number = 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */;
