// GENERATED FILE: do not edit. Engine module glue.tests.blocks_tests: 003 §2.2, §2.5, §2.8, §3.4: SetPhysicsForce, Physics Impulse, WakeUp, Set Physics Globals, Clean Physics World, DeleteCollisionSurfaces, profiler values, materials and groups (B09, B15, B18-B21, B27; D7, D9, D14-D16, D19, F3) from spec/glue/tests/blocks_tests.spec (sha256 a1fb3b497352ee06).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
/** 1/66, the PSI (003 L511: 0x3f8f07c1f07c1f08). */
export const GT_DT: number = 0.015151515151515152 /* f64#3f8f07c1f07c1f08 */;
