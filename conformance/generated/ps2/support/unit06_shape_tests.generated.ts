// GENERATED FILE: do not edit. Engine module ps2.unit06.shape_tests: 002 Unit 6 Test ideas (L722-740) and checks of the definitions, for the shapes of ps2.unit06.shapes from spec/ps2/tests/unit06_shape_tests.spec (sha256 29674e3782ff5a88).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
/** √½ rounded to f32 (0x3f3504f3): the document's 0.70711 in qz = (0, 0, √½, √½) and qy = (0, √½, 0, √½). */
export const U6_SQRT_HALF: number = 0.7071067690849304 /* f32#3f3504f3 */;
/** sin 22.5° rounded to f32: the document's 0.38268. */
export const U6_SIN_22_5: number = 0.3826834261417389 /* f32#3ec3ef15 */;
/** cos 22.5° rounded to f32: the document's 0.92388. */
export const U6_COS_22_5: number = 0.9238795042037964 /* f32#3f6c835e */;
