// GENERATED FILE: do not edit. Engine module ps2.unit04.overlaps_tests: The designed static overlap table (D-U4-2): sphere, capsule and segment pairs from spec/ps2/tests/unit04_overlaps_tests.spec (sha256 77b5ce33e600e5a8).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { PhysShapeCapsule_Construct, PhysShapeSegment_Construct, PhysShapeSphere_Construct, PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";

/**
 * A sphere (centre, r), an upright capsule (base, r, h) and a segment (start, end, r).
 *
 * @design test fixture for the designed overlap table (D-U4-2)
 * @float ps2
 * @spec spec/ps2/tests/unit04_overlaps_tests.spec:6
 */
export function U4T_Sphere(s: PhysicsShape, x: number, y: number, z: number, r: number): void {
  PhysShapeSphere_Construct(s);
  s.centre.x = x;
  s.centre.y = y;
  s.centre.z = z;
  s.centre.w = 1;
  s.radius = r;
}

/**
 * @design test fixture for the designed overlap table (D-U4-2)
 * @float ps2
 * @spec spec/ps2/tests/unit04_overlaps_tests.spec:13
 */
export function U4T_Capsule(c: PhysicsShape, x: number, y: number, z: number, r: number, h: number): void {
  PhysShapeCapsule_Construct(c);
  c.base.x = x;
  c.base.y = y;
  c.base.z = z;
  c.base.w = 1;
  c.radius = r;
  c.height = h;
}

/**
 * @design test fixture for the designed overlap table (D-U4-2)
 * @float ps2
 * @spec spec/ps2/tests/unit04_overlaps_tests.spec:21
 */
export function U4T_Segment(s: PhysicsShape, x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, r: number): void {
  PhysShapeSegment_Construct(s);
  s.start.x = x0;
  s.start.y = y0;
  s.start.z = z0;
  s.start.w = 1;
  s.end.x = x1;
  s.end.y = y1;
  s.end.z = z1;
  s.end.w = 1;
  s.seg_radius = r;
}
