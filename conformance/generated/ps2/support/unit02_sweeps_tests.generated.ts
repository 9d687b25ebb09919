// GENERATED FILE: do not edit. Engine module ps2.unit02.sweeps_tests: 002 Unit 2 Test ideas (L236-L252): the sweeps, the overlap and the push-out over synthetic meshes from spec/ps2/tests/unit02_sweeps_tests.spec (sha256 67336e0d86f82082).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Vec4 } from "../../../../runtime/index.js";
import { FakeOwner, U3CallLog, U3_Owner_Init, copy_FakeOwner, copy_U3CallLog, reset_FakeOwner, reset_U3CallLog } from "./unit03_sweep_fakes.generated.js";
import { Body, HUMAN_BODY_VTABLE, copy_Body, reset_Body } from "../../../../generated/ps2/body.generated.js";
import { CollisionMesh, CollisionMesh_AddTriangle, CollisionMesh_Build, copy_CollisionMesh, reset_CollisionMesh } from "../../../../generated/ps2/collision_mesh.generated.js";
import { PhysicsMeshOverlap_Sphere, PhysicsMesh_SweepCapsule, PhysicsMesh_SweepSphere } from "../../../../generated/ps2/unit02_sweeps.generated.js";
import { AABB, AABB_ExtendByMove, ContactList, copy_ContactList, reset_AABB, reset_ContactList } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { AABB_FromSphere, PhysShapeCapsule_Construct, PhysShapeSphere_Construct, PhysicsShape, copy_PhysicsShape, reset_PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";

/** One test scene: the mesh, a body with its shape and owner, and the caller's contact array. */
export class U2SScene {
  mesh: CollisionMesh = new CollisionMesh();
  body: Body = new Body();
  shape: PhysicsShape = new PhysicsShape();
  owner: FakeOwner = new FakeOwner();
  log: U3CallLog = new U3CallLog();
  list: ContactList = new ContactList();
}

/** Puts a U2SScene back into the zero state `new U2SScene()` gives, in place. */
export function reset_U2SScene(s: U2SScene): void {
  reset_CollisionMesh(s.mesh);
  reset_Body(s.body);
  reset_PhysicsShape(s.shape);
  reset_FakeOwner(s.owner);
  reset_U3CallLog(s.log);
  reset_ContactList(s.list);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U2SScene(dst: U2SScene, src: U2SScene): void {
  copy_CollisionMesh(dst.mesh, src.mesh);
  copy_Body(dst.body, src.body);
  copy_PhysicsShape(dst.shape, src.shape);
  copy_FakeOwner(dst.owner, src.owner);
  copy_U3CallLog(dst.log, src.log);
  copy_ContactList(dst.list, src.list);
}

/**
 * A wall in the plane x = X, y0..y1, z0..z1, two triangles, front facing −x.
 *
 * @design test fixture for 002 Unit 2 Test ideas (L238): the wall as two triangles whose normal (v1 − v0) × (v2 − v0) is −x
 * @float ps2
 * @spec spec/ps2/tests/unit02_sweeps_tests.spec:20
 */
export function U2S_WallX(m: CollisionMesh, flags: number, x: number, y0: number, y1: number, z0: number, z1: number): void {
  CollisionMesh_AddTriangle(m, flags, x, y0, z0, x, y0, z1, x, y1, z0);
  CollisionMesh_AddTriangle(m, flags, x, y1, z0, x, y0, z1, x, y1, z1);
}

/**
 * A wall in the plane y = Y, x0..x1, z0..z1, two triangles, front facing −y.
 *
 * @design test fixture for 002 Unit 2 Test ideas (L251-L252): a second wall at right angles
 * @float ps2
 * @spec spec/ps2/tests/unit02_sweeps_tests.spec:27
 */
export function U2S_WallY(m: CollisionMesh, flags: number, y: number, x0: number, x1: number, z0: number, z1: number): void {
  CollisionMesh_AddTriangle(m, flags, x0, y, z0, x1, y, z0, x0, y, z1);
  CollisionMesh_AddTriangle(m, flags, x1, y, z0, x1, y, z1, x0, y, z1);
}

/**
 * The scene's body: a capsule of radius r with its feet at `feet`, body scale 1, the fake owner
 * (scale 1, grounded), push-out (0, 0, 0, 1).
 *
 * @design test fixture for 002 Unit 2 Test ideas (L238): the capsule body
 * @float ps2
 * @spec spec/ps2/tests/unit02_sweeps_tests.spec:35
 */
export function U2S_Init(s: U2SScene, r: number, feet_x: number, feet_y: number, feet_z: number, feet_w: number): void {
  PhysShapeCapsule_Construct(s.shape);
  s.shape.radius = r;
  s.shape.base.x = feet_x;
  s.shape.base.y = feet_y;
  s.shape.base.z = feet_z;
  s.shape.base.w = feet_w;
  U3_Owner_Init(s.owner, 1, s.body, s.log);
  s.body.first_shape = s.shape;
  s.body.owner = s.owner;
  s.body.scale.x = 1;
  s.body.scale.y = 1;
  s.body.scale.z = 1;
  s.body.scale.w = 1;
  s.body.push_out.x = 0;
  s.body.push_out.y = 0;
  s.body.push_out.z = 0;
  s.body.push_out.w = 1;
  s.body.vtable = HUMAN_BODY_VTABLE;
}

/**
 * Builds the mesh (2 m cells) and runs the capsule sweep with a box around the raised sphere
 * extended by the move; contacts from pool[0].
 *
 * @design test fixture for 002 Unit 2 Test ideas: the world box a caller would pass (the swept sphere's box)
 * @float ps2
 * @spec spec/ps2/tests/unit02_sweeps_tests.spec:50
 */
export function U2S_Capsule(s: U2SScene, move_x: number, move_y: number, move_z: number, move_w: number): number {
  CollisionMesh_Build(s.mesh, 2);
  const r: number = s.shape.radius;
  const c_x = s.shape.base.x, c_y = s.shape.base.y, c_z = Math.fround(s.shape.base.z + Math.fround(r + 0.05000000074505806 /* 0.05f */)), c_w = 1;
  const box: AABB = new AABB();
  AABB_FromSphere(box, c_x, c_y, c_z, c_w, r);
  AABB_ExtendByMove(box, move_x, move_y, move_z, move_w);
  return PhysicsMesh_SweepCapsule(s.mesh, s.list, 0, 1, box, s.body, s.shape, move_x, move_y, move_z, move_w);
}

/**
 * Builds the mesh and runs the sphere sweep of a sphere shape {centre, r}.
 *
 * @design test fixture for 002 Unit 2 Test ideas (L250): the sphere sweep with the swept sphere's box
 * @float ps2
 * @spec spec/ps2/tests/unit02_sweeps_tests.spec:62
 */
export function U2S_Sphere(s: U2SScene, centre_x: number, centre_y: number, centre_z: number, centre_w: number, r: number, move_x: number, move_y: number, move_z: number, move_w: number, max: number, options: number, nz_min: number, nz_max: number): number {
  CollisionMesh_Build(s.mesh, 2);
  PhysShapeSphere_Construct(s.shape);
  s.shape.radius = r;
  s.shape.centre.x = centre_x;
  s.shape.centre.y = centre_y;
  s.shape.centre.z = centre_z;
  s.shape.centre.w = centre_w;
  const box: AABB = _r0;
  reset_AABB(box);
  AABB_FromSphere(box, centre_x, centre_y, centre_z, centre_w, r);
  AABB_ExtendByMove(box, move_x, move_y, move_z, move_w);
  return PhysicsMesh_SweepSphere(s.mesh, s.list, 0, max, box, s.body, s.shape, move_x, move_y, move_z, move_w, options, nz_min, nz_max);
}

/**
 * Builds the mesh and runs the sphere overlap of a sphere shape {centre, r}.
 *
 * @design test fixture for 002 Unit 2 Test ideas (L251)
 * @float ps2
 * @spec spec/ps2/tests/unit02_sweeps_tests.spec:75
 */
export function U2S_Overlap(s: U2SScene, centre_x: number, centre_y: number, centre_z: number, centre_w: number, r: number, room: number): number {
  CollisionMesh_Build(s.mesh, 2);
  PhysShapeSphere_Construct(s.shape);
  s.shape.radius = r;
  s.shape.centre.x = centre_x;
  s.shape.centre.y = centre_y;
  s.shape.centre.z = centre_z;
  s.shape.centre.w = centre_w;
  const box: AABB = _r1;
  reset_AABB(box);
  AABB_FromSphere(box, centre_x, centre_y, centre_z, centre_w, r);
  return PhysicsMeshOverlap_Sphere(s.mesh, s.list, 0, room, box, s.shape, 0, 0, 0);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new AABB(), _r1 = new AABB();
