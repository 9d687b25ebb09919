// GENERATED FILE: do not edit. Engine module ps2.unit11.pairs_tests: 002 Unit 11 Test ideas: the segment pairs, the overlap entries, the body pass, humans and walls in one pass, and the shape query's options from spec/ps2/tests/unit11_pairs_tests.spec (sha256 8fcd5e288df88734).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Contact } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";

/**
 * Makes s a sphere of radius r at (x, y, z, 1).
 *
 * @design test helper: the shape fields a sweep pair reads (002 L1325: sphere +0x40 r, +0x50 C)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_tests.spec:11
 */
export function U11P_Sphere(s: PhysicsShape, x: number, y: number, z: number, r: number): void {
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
 * @spec spec/ps2/tests/unit11_pairs_tests.spec:19
 */
export function U11P_Capsule(s: PhysicsShape, x: number, y: number, z: number, r: number, h: number): void {
  s.type = 3;
  s.radius = r;
  s.height = h;
  s.base.x = x;
  s.base.y = y;
  s.base.z = z;
  s.base.w = 1;
}

/**
 * Makes s a segment from (sx, sy, sz) to (ex, ey, ez) (w = 1) with radius r.
 *
 * @design test helper: the shape fields a sweep pair reads (002 L1325: segment +0x40 S, +0x50 E, +0x60 r)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_tests.spec:28
 */
export function U11P_Segment(s: PhysicsShape, sx: number, sy: number, sz: number, ex: number, ey: number, ez: number, r: number): void {
  s.type = 4;
  s.start.x = sx;
  s.start.y = sy;
  s.start.z = sz;
  s.start.w = 1;
  s.end.x = ex;
  s.end.y = ey;
  s.end.z = ez;
  s.end.w = 1;
  s.seg_radius = r;
}

/**
 * Fills a contact slot with sentinels (fraction 7.25, flags 0xdead, +0x88 6.5, and the vectors).
 *
 * @design test helper: 002 L1500, fill the slot with a sentinel and check it survives
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_tests.spec:37
 */
export function U11P_Sentinel(c: Contact): void {
  c.fraction = 7.25;
  c.flags = 0xdead;
  c.start_distance = 6.5;
  c.move_dir.x = 8;
  c.move_dir.y = 8;
  c.move_dir.z = 8;
  c.move_dir.w = 8;
  c.normal.x = 9;
  c.normal.y = 9;
  c.normal.z = 9;
  c.normal.w = 9;
  c.point.x = 5;
  c.point.y = 5;
  c.point.z = 5;
  c.point.w = 5;
}
