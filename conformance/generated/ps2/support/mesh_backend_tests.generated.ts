// GENERATED FILE: do not edit. Engine module ps2.mesh_backend_tests: 002 Units 2 and 3 joined: full sweeps against the designed mesh, and the designed ray cast from spec/ps2/tests/mesh_backend_tests.spec (sha256 e68549478a3b8e22).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Vec4 } from "../../../../runtime/index.js";
import { U3Scene, U3_Scene_Init, copy_U3Scene, reset_U3Scene } from "./unit03_sweep_fakes.generated.js";
import { CollisionMesh_AddTriangle, CollisionMesh_Build } from "../../../../generated/ps2/collision_mesh.generated.js";
import { MeshWorld, copy_MeshWorld, reset_MeshWorld } from "../../../../generated/ps2/mesh_backend.generated.js";
import { PhysicsShape_PoseForOwner } from "../../../../generated/ps2/unit03_sweep.generated.js";
import { PhysShapeCapsule_Construct, PhysicsShape, copy_PhysicsShape, reset_PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";

/**
 * A Unit 3 scene whose back end is the mesh: the mover gets a capsule (r 0.5, h 1.8) posed from its
 * owner's transform at `feet`, and the mesh is built with 2 m cells.
 */
export class MBScene {
  s: U3Scene = new U3Scene();
  level: MeshWorld = new MeshWorld();
  capsule: PhysicsShape = new PhysicsShape();
}

/** Puts a MBScene back into the zero state `new MBScene()` gives, in place. */
export function reset_MBScene(s: MBScene): void {
  reset_U3Scene(s.s);
  reset_MeshWorld(s.level);
  reset_PhysicsShape(s.capsule);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MBScene(dst: MBScene, src: MBScene): void {
  copy_U3Scene(dst.s, src.s);
  copy_MeshWorld(dst.level, src.level);
  copy_PhysicsShape(dst.capsule, src.capsule);
}

/**
 * @design test fixture: Unit 3's preamble (002 L486) with the designed mesh as the back end
 * @float ps2
 * @spec spec/ps2/tests/mesh_backend_tests.spec:13
 */
export function MB_Init(m: MBScene, feet_x: number, feet_y: number, feet_z: number, feet_w: number): void {
  U3_Scene_Init(m.s);
  PhysShapeCapsule_Construct(m.capsule);
  m.capsule.radius = 0.5;
  m.capsule.height = 1.7999999523162842 /* 1.8f */;
  m.s.body.first_shape = m.capsule;
  m.s.owner.now.position.x = feet_x;
  m.s.owner.now.position.y = feet_y;
  m.s.owner.now.position.z = feet_z;
  m.s.owner.now.position.w = feet_w;
  m.s.owner.cached.position.x = feet_x;
  m.s.owner.cached.position.y = feet_y;
  m.s.owner.cached.position.z = feet_z;
  m.s.owner.cached.position.w = feet_w;
  PhysicsShape_PoseForOwner(m.capsule, m.s.owner, null);
  CollisionMesh_Build(m.level.mesh, 2);
  m.s.phys.backend = m.level;
}

/**
 * The corner-slide triangle of 002 L248 (edge 2 flagged, normal +x).
 *
 * @design test fixture: the triangle of 002 L248
 * @float ps2
 * @spec spec/ps2/tests/mesh_backend_tests.spec:28
 */
export function MB_CornerTriangle(m: MeshWorld, edge: number): void {
  CollisionMesh_AddTriangle(m.mesh, 0x1 | ((edge << 14) & 0xffff), 0, 0, 0, 0, 1, 0, 0, 0, 1);
}

/**
 * A square floor at height z over [x0, x1] × [y0, y1], two triangles facing +z.
 *
 * @design test fixture: a floor of two upward triangles
 * @float ps2
 * @spec spec/ps2/tests/mesh_backend_tests.spec:84
 */
export function MB_Floor(m: MeshWorld, flags: number, z: number, x0: number, x1: number, y0: number, y1: number): void {
  CollisionMesh_AddTriangle(m.mesh, flags, x0, y0, z, x1, y0, z, x0, y1, z);
  CollisionMesh_AddTriangle(m.mesh, flags, x1, y0, z, x1, y1, z, x0, y1, z);
}
