// GENERATED FILE: do not edit. Engine module ps2.unit11.kernels_tests: 002 Unit 11 Test ideas: the kernels and the sphere/capsule pair functions from spec/ps2/tests/unit11_kernels_tests.spec (sha256 faf21e9e080f1498).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";

/**
 * Makes s a sphere of radius r at (x, y, z, 1).
 *
 * @design test helper: the shape fields a sweep pair reads (002 L1325: sphere +0x40 r, +0x50 C)
 * @float ps2
 * @spec spec/ps2/tests/unit11_kernels_tests.spec:10
 */
export function U11T_Sphere(s: PhysicsShape, x: number, y: number, z: number, r: number): void {
  s.type = 2;
  s.radius = r;
  s.centre.x = x;
  s.centre.y = y;
  s.centre.z = z;
  s.centre.w = 1;
}

/**
 * Makes s a capsule with base (x, y, z, 1), radius r and height h.
 *
 * @design test helper: the shape fields a sweep pair reads (002 L1325: capsule +0x40 r, +0x44 h, +0x50 B)
 * @float ps2
 * @spec spec/ps2/tests/unit11_kernels_tests.spec:18
 */
export function U11T_Capsule(s: PhysicsShape, x: number, y: number, z: number, r: number, h: number): void {
  s.type = 3;
  s.radius = r;
  s.height = h;
  s.base.x = x;
  s.base.y = y;
  s.base.z = z;
  s.base.w = 1;
}
