// GENERATED FILE: do not edit. Engine module ivp.geometry.soup_tests: 000 §1.6.1-§1.6.2: tests of the ledge-soup builder and the point-soup dispatch from spec/ivp/geometry/tests/soup_tests.spec (sha256 f543bd14edd52c93).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec3 } from "../../../../../runtime/index.js";

/**
 * The vertices of a unit quad in y = 0.
 *
 * @design Test fixture: the vertex list of a unit quad in y = 0 (0,0,0), (1,0,0), (1,0,1), (0,0,1).
 * @float x87
 * @spec spec/ivp/geometry/tests/soup_tests.spec:10
 */
export function soup_test_quad_verts(v: Vec3[]): void {
  v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 1 }));
  v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 1 }));
}

/**
 * The eight corners of the unit cube, in the order x fastest.
 *
 * @design Test fixture: the unit cube's eight corners (a convex mesh).
 * @float x87
 * @spec spec/ivp/geometry/tests/soup_tests.spec:19
 */
export function soup_test_cube_verts(v: Vec3[]): void {
  for (let k = 0; k < 8; k++) {
    const x: number = Math.fround(k & 1);
    const y: number = Math.fround((k >> 1) & 1);
    const z: number = Math.fround((k >> 2) & 1);
    v.push(Object.assign(new Vec3(), { x: x, y: y, z: z }));
  }
}
