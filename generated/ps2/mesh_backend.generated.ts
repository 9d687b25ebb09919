// GENERATED FILE: do not edit. Engine module ps2.mesh_backend: 002 Units 2, 3 and 11 joined: the world's collision back end over the designed collision mesh from spec/ps2/mesh_backend.spec (sha256 cd153a35470e3a63).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec4, assertFail, specMax, specMin } from "../../runtime/index.js";
import { Body } from "./body.generated.js";
import { CollisionMesh, CollisionMesh_CollectBox, CollisionMesh_Corner, CollisionMesh_Count, MESH_TRI_ENABLED, MESH_TRI_TWO_SIDED, copy_CollisionMesh, hash_CollisionMesh, reset_CollisionMesh, restore_CollisionMesh, snapshot_CollisionMesh } from "./collision_mesh.generated.js";
import { vu_rsqrt } from "./unit02_mesh_records.generated.js";
import { PhysicsMeshOverlap_Box, PhysicsMeshOverlap_Capsule, PhysicsMeshOverlap_Sphere, PhysicsMesh_SweepCapsule, PhysicsMesh_SweepSphere } from "./unit02_sweeps.generated.js";
import { AABB, ContactList, reset_AABB } from "./unit03_contacts.generated.js";
import { PhysicsShape } from "./unit06_shapes.generated.js";
import { BodyPassOwners, PhysicsBody_SweepHumanMask } from "./unit11_pairs.generated.js";
import { CollisionBackend, IPhysics, RayHit, reset_RayHit } from "./world.generated.js";

/** The level: its collision mesh, and the world whose bodies the body pass walks. */
export class MeshWorld implements CollisionBackend {
  mesh: CollisionMesh = new CollisionMesh();
  /** the world (for the body pass); null: the level has no bodies to sweep against */
  phys: IPhysics | null = null;
  /** what the body pass asks the owners (Unit 11's BodyPassOwners: holding, gait, player, +0x110) */
  owners: BodyPassOwners | null = null;
  /**
   * how many ray casts ran and how many triangles they tested past the box pre-test (observable
   * cost)
   */
  rays: number = 0;
  ray_tests: number = 0;

  /** Implements CollisionBackend.sweep_mesh (@spec spec/ps2/mesh_backend.spec:168). */
  sweep_mesh(list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
    return MeshWorld_SweepMesh(this, list, start, max, box, body, shape, move_x, move_y, move_z, move_w, options, nz_min, nz_max);
  }

  /** Implements CollisionBackend.overlap_mesh (@spec spec/ps2/mesh_backend.spec:171). */
  overlap_mesh(list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
    return MeshWorld_OverlapMesh(this, list, start, room, box, shape, options, nz_min, nz_max);
  }

  /** Implements CollisionBackend.sweep_bodies (@spec spec/ps2/mesh_backend.spec:174). */
  sweep_bodies(list: ContactList, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): number {
    const p: IPhysics | null = this.phys;
    // no world attached: no bodies to meet
    if (p === null) {
      return list.count;
    }
    // 0x0033d498: PhysicsBody_SweepHumanMask (002 Unit 11, L1423-L1430)
    return PhysicsBody_SweepHumanMask(p!, list, box, body, shape, move_x, move_y, move_z, move_w, this.owners);
  }

  /** Implements CollisionBackend.ray_cast (@spec spec/ps2/mesh_backend.spec:183). */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean {
    return MeshWorld_RayCast(this, origin_x, origin_y, origin_z, origin_w, dir_x, dir_y, dir_z, dir_w, length, hit);
  }

  /** Implements CollisionBackend.triangle_flags (@spec spec/ps2/mesh_backend.spec:186). */
  triangle_flags(triangle: number): number {
    return MeshWorld_TriangleFlags(this, triangle);
  }
}

/** Puts a MeshWorld back into the zero state `new MeshWorld()` gives, in place. */
export function reset_MeshWorld(s: MeshWorld): void {
  reset_CollisionMesh(s.mesh);
  s.phys = null;
  s.owners = null;
  s.rays = 0;
  s.ray_tests = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MeshWorld(dst: MeshWorld, src: MeshWorld): void {
  copy_CollisionMesh(dst.mesh, src.mesh);
  dst.phys = src.phys;
  dst.owners = src.owners;
  dst.rays = src.rays;
  dst.ray_tests = src.ray_tests;
}

/** Feeds the raw bits of a MeshWorld to the hasher, field by field in declaration order. */
export function hash_MeshWorld(s: MeshWorld, h: StateHasher): void {
  h.enter(s);
  hash_CollisionMesh(s.mesh, h);
  h.ref(s.phys);
  h.ref(s.owners);
  h.i32(s.rays);
  h.i32(s.ray_tests);
}

/** Writes a MeshWorld to a snapshot stream. */
export function snapshot_MeshWorld(s: MeshWorld, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_CollisionMesh(s.mesh, w);
  w.ref(s.phys);
  w.ref(s.owners);
  w.put(s.rays);
  w.put(s.ray_tests);
}

/** Reads a MeshWorld back from a snapshot stream written by snapshot_MeshWorld. */
export function restore_MeshWorld(s: MeshWorld, r: SnapshotReader): void {
  r.enter(s);
  restore_CollisionMesh(s.mesh, r);
  r.ref((o: IPhysics | null) => { s.phys = o; });
  r.ref((o: BodyPassOwners | null) => { s.owners = o; });
  s.rays = r.get();
  s.ray_tests = r.get();
}

/**
 * IPhysics +0xe0 + 4·type (002 L96-L98): type 3 (capsule) → PhysicsMesh_SweepCapsule, type 2
 * (sphere) → PhysicsMesh_SweepSphere; boxes and segments have no mesh sweep (0: the table holds null
 * and callers skip the type).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, the mesh sweep table IPhysics +0xe0
 * @unit U2.04
 * @float ps2
 * @spec spec/ps2/mesh_backend.spec:30
 */
export function MeshWorld_SweepMesh(w: MeshWorld, list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
  if (shape.type === 3) {
    return PhysicsMesh_SweepCapsule(w.mesh, list, start, max, box, body, shape, move_x, move_y, move_z, move_w);
  }
  if (shape.type === 2) {
    return PhysicsMesh_SweepSphere(w.mesh, list, start, max, box, body, shape, move_x, move_y, move_z, move_w, options, nz_min, nz_max);
  }
  return 0;
}

/**
 * IPhysics +0xf4 + 4·type (002 L99-L110): 2 sphere, 1 box, 3 capsule; segments have none.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, the mesh overlap table IPhysics +0xf4
 * @unit U2.05
 * @float ps2
 * @spec spec/ps2/mesh_backend.spec:43
 */
export function MeshWorld_OverlapMesh(w: MeshWorld, list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
  if (shape.type === 2) {
    return PhysicsMeshOverlap_Sphere(w.mesh, list, start, room, box, shape, options, nz_min, nz_max);
  }
  if (shape.type === 1) {
    return PhysicsMeshOverlap_Box(w.mesh, list, start, room, box, shape, options, nz_min, nz_max);
  }
  if (shape.type === 3) {
    return PhysicsMeshOverlap_Capsule(w.mesh, list, start, room, box, shape, options, nz_min, nz_max);
  }
  return 0;
}

/**
 * The ray against triangle idx of the mesh, f32 throughout: t with origin + t·dir on the triangle's plane,
 * inside its three edges (edge tests by the sign of (edge × (p − corner))·n, boundary included),
 * 0 ≤ t ≤ length. Front faces only (dir·n < 0) unless the triangle is two-sided, where a back hit
 * reports the reversed normal. Returns t, or −1 for no hit; the normal goes to `n_out`.
 *
 * @design D-RAY-1: WorldManager_RayCast is outside the physics units; the landing test (002 Unit 3) needs the nearest floor below, so a ray hits enabled triangles' front faces, and two-sided ones from either side.
 * @float ps2
 * @spec spec/ps2/mesh_backend.spec:61
 */
export function MeshRay_Triangle(mesh: CollisionMesh, idx: number, o_x: number, o_y: number, o_z: number, o_w: number, d_x: number, d_y: number, d_z: number, d_w: number, length: number, n_out: RayHit): number {
  CollisionMesh_Corner(mesh, idx, 0, _s0);
  const v0_x = _s0.x, v0_y = _s0.y, v0_z = _s0.z, v0_w = _s0.w;
  CollisionMesh_Corner(mesh, idx, 1, _s1);
  const v1_x = _s1.x, v1_y = _s1.y, v1_z = _s1.z, v1_w = _s1.w;
  CollisionMesh_Corner(mesh, idx, 2, _s2);
  const v2_x = _s2.x, v2_y = _s2.y, v2_z = _s2.z, v2_w = _s2.w;
  const e1_x = Math.fround(v1_x - v0_x), e1_y = Math.fround(v1_y - v0_y), e1_z = Math.fround(v1_z - v0_z), e1_w = Math.fround(v1_w - v0_w);
  const e2_x = Math.fround(v2_x - v0_x), e2_y = Math.fround(v2_y - v0_y), e2_z = Math.fround(v2_z - v0_z), e2_w = Math.fround(v2_w - v0_w);
  const n3_x = Math.fround(Math.fround(e1_y * e2_z) - Math.fround(e1_z * e2_y)), n3_y = Math.fround(Math.fround(e1_z * e2_x) - Math.fround(e1_x * e2_z)), n3_z = Math.fround(Math.fround(e1_x * e2_y) - Math.fround(e1_y * e2_x));
  const n_x = n3_x, n_y = n3_y, n_z = n3_z, n_w = 0;
  const nn: number = Math.fround(Math.fround(Math.fround(n3_x * n3_x) + Math.fround(n3_y * n3_y)) + Math.fround(n3_z * n3_z));
  // a degenerate triangle has no plane
  if (nn <= 0) {
    return -1;
  }
  const dn: number = Math.fround(Math.fround(Math.fround(d_x * n_x) + Math.fround(d_y * n_y)) + Math.fround(d_z * n_z));
  const flip: boolean = dn > 0;
  if (dn === 0 || flip && (mesh.flags[idx] & MESH_TRI_TWO_SIDED) === 0) {
    return -1;
  }
  const w0_x = Math.fround(v0_x - o_x), w0_y = Math.fround(v0_y - o_y), w0_z = Math.fround(v0_z - o_z), w0_w = Math.fround(v0_w - o_w);
  const tt: number = Math.fround(Math.fround(Math.fround(Math.fround(w0_x * n_x) + Math.fround(w0_y * n_y)) + Math.fround(w0_z * n_z)) / dn);
  if (tt < 0 || tt > length) {
    return -1;
  }
  const p_x = Math.fround(o_x + Math.fround(d_x * tt)), p_y = Math.fround(o_y + Math.fround(d_y * tt)), p_z = Math.fround(o_z + Math.fround(d_z * tt)), p_w = Math.fround(o_w + Math.fround(d_w * tt));
  // inside: each edge's cross product with the corner-to-point vector along n (either winding of
  // the test, since n is the triangle's own normal)
  const a0_x = Math.fround(Math.fround(Math.fround(v1_y - v0_y) * Math.fround(p_z - v0_z)) - Math.fround(Math.fround(v1_z - v0_z) * Math.fround(p_y - v0_y))), a0_y = Math.fround(Math.fround(Math.fround(v1_z - v0_z) * Math.fround(p_x - v0_x)) - Math.fround(Math.fround(v1_x - v0_x) * Math.fround(p_z - v0_z))), a0_z = Math.fround(Math.fround(Math.fround(v1_x - v0_x) * Math.fround(p_y - v0_y)) - Math.fround(Math.fround(v1_y - v0_y) * Math.fround(p_x - v0_x)));
  const a1_x = Math.fround(Math.fround(Math.fround(v2_y - v1_y) * Math.fround(p_z - v1_z)) - Math.fround(Math.fround(v2_z - v1_z) * Math.fround(p_y - v1_y))), a1_y = Math.fround(Math.fround(Math.fround(v2_z - v1_z) * Math.fround(p_x - v1_x)) - Math.fround(Math.fround(v2_x - v1_x) * Math.fround(p_z - v1_z))), a1_z = Math.fround(Math.fround(Math.fround(v2_x - v1_x) * Math.fround(p_y - v1_y)) - Math.fround(Math.fround(v2_y - v1_y) * Math.fround(p_x - v1_x)));
  const a2_x = Math.fround(Math.fround(Math.fround(v0_y - v2_y) * Math.fround(p_z - v2_z)) - Math.fround(Math.fround(v0_z - v2_z) * Math.fround(p_y - v2_y))), a2_y = Math.fround(Math.fround(Math.fround(v0_z - v2_z) * Math.fround(p_x - v2_x)) - Math.fround(Math.fround(v0_x - v2_x) * Math.fround(p_z - v2_z))), a2_z = Math.fround(Math.fround(Math.fround(v0_x - v2_x) * Math.fround(p_y - v2_y)) - Math.fround(Math.fround(v0_y - v2_y) * Math.fround(p_x - v2_x)));
  if (Math.fround(Math.fround(Math.fround(a0_x * n3_x) + Math.fround(a0_y * n3_y)) + Math.fround(a0_z * n3_z)) < 0 || Math.fround(Math.fround(Math.fround(a1_x * n3_x) + Math.fround(a1_y * n3_y)) + Math.fround(a1_z * n3_z)) < 0 || Math.fround(Math.fround(Math.fround(a2_x * n3_x) + Math.fround(a2_y * n3_y)) + Math.fround(a2_z * n3_z)) < 0) {
    return -1;
  }
  const r: number = vu_rsqrt(nn);
  if (flip) {
    n_out.normal.x = Math.fround(-n_x * r);
    n_out.normal.y = Math.fround(-n_y * r);
    n_out.normal.z = Math.fround(-n_z * r);
    n_out.normal.w = 0;
  } else {
    n_out.normal.x = Math.fround(n_x * r);
    n_out.normal.y = Math.fround(n_y * r);
    n_out.normal.z = Math.fround(n_z * r);
    n_out.normal.w = 0;
  }
  return tt;
}

/**
 * Whether triangle idx's box, grown by m, meets the box b (inclusive): the ray cast's cheap
 * rejection of a candidate its segment cannot reach.
 *
 * @design D-RAY-1: a conservative pre-test of the designed ray cast: with m far above the f32 rounding of the hit point and of the inside test, a triangle it rejects could not have been hit, so the answer is the same.
 * @float ps2
 * @spec spec/ps2/mesh_backend.spec:105
 */
export function MeshRay_BoxMeets(mesh: CollisionMesh, idx: number, b: AABB, m: number): boolean {
  const k: number = Math.imul(9, idx);
  if (specMin(specMin(mesh.corners[k], mesh.corners[(k + 3) | 0]), mesh.corners[(k + 6) | 0]) > Math.fround(b.max.x + m) || specMax(specMax(mesh.corners[k], mesh.corners[(k + 3) | 0]), mesh.corners[(k + 6) | 0]) < Math.fround(b.min.x - m)) {
    return false;
  }
  if (specMin(specMin(mesh.corners[(k + 1) | 0], mesh.corners[(k + 4) | 0]), mesh.corners[(k + 7) | 0]) > Math.fround(b.max.y + m) || specMax(specMax(mesh.corners[(k + 1) | 0], mesh.corners[(k + 4) | 0]), mesh.corners[(k + 7) | 0]) < Math.fround(b.min.y - m)) {
    return false;
  }
  return !(specMin(specMin(mesh.corners[(k + 2) | 0], mesh.corners[(k + 5) | 0]), mesh.corners[(k + 8) | 0]) > Math.fround(b.max.z + m) || specMax(specMax(mesh.corners[(k + 2) | 0], mesh.corners[(k + 5) | 0]), mesh.corners[(k + 8) | 0]) < Math.fround(b.min.z - m));
}

/**
 * WorldManager_RayCast over the mesh: the enabled triangles in the cells of the ray's box (one
 * query, so each triangle once, in the cell walk's order), the nearest hit kept; a later triangle
 * at exactly the same distance does not replace an earlier one. `dir` must be unit length (the
 * callers pass d / |d|); the distance is along it. On a hit writes the distance, the normal
 * (w 0), the triangle index + 1 and material 0 (the designed mesh carries no materials).
 *
 * @design D-RAY-1: designed world ray cast; nearest hit, ties keep the first triangle met in the cell walk.
 * @float ps2
 * @spec spec/ps2/mesh_backend.spec:122
 */
export function MeshWorld_RayCast(w: MeshWorld, origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean {
  if (!(length === length && dir_x === dir_x && dir_y === dir_y && dir_z === dir_z && origin_x === origin_x && origin_y === origin_y && origin_z === origin_z)) assertFail("spec/ps2/mesh_backend.spec:123", "ray cast with a NaN origin, direction or length");
  w.rays = (w.rays + 1) | 0;
  const e_x = Math.fround(origin_x + Math.fround(dir_x * length)), e_y = Math.fround(origin_y + Math.fround(dir_y * length)), e_z = Math.fround(origin_z + Math.fround(dir_z * length)), e_w = Math.fround(origin_w + Math.fround(dir_w * length));
  const box: AABB = _r3;
  reset_AABB(box);
  box.min.x = e_x < origin_x ? e_x : origin_x;
  box.min.y = e_y < origin_y ? e_y : origin_y;
  box.min.z = e_z < origin_z ? e_z : origin_z;
  box.min.w = 1;
  box.max.x = e_x > origin_x ? e_x : origin_x;
  box.max.y = e_y > origin_y ? e_y : origin_y;
  box.max.z = e_z > origin_z ? e_z : origin_z;
  box.max.w = 1;
  const cand: number[] = w.mesh.candidates;
  CollisionMesh_CollectBox(w.mesh, box, cand);
  // the pre-test's margin: 1/1024 m plus 2^-16 of the largest coordinate of the ray's box, some
  // 500 f32 ulps of the coordinates, far above the rounding of the hit point and the inside test
  const reach: number = specMax(specMax(specMax(Math.abs(box.min.x), Math.abs(box.max.x)), specMax(Math.abs(box.min.y), Math.abs(box.max.y))), specMax(Math.abs(box.min.z), Math.abs(box.max.z)));
  const m: number = Math.fround(0.0009765625 /* f32#3a800000 */ + Math.fround(reach * 0.0000152587890625 /* f32#37800000 */));
  let best: number = -1;
  const probe: RayHit = _r4;
  reset_RayHit(probe);
  for (let q = 0; q < cand.length; q++) {
    const idx: number = cand[q];
    if ((w.mesh.flags[idx] & MESH_TRI_ENABLED) === 0) {
      continue;
    }
    // a triangle whose box misses the ray's box by more than m cannot be hit (D-RAY-1)
    if (!MeshRay_BoxMeets(w.mesh, idx, box, m)) {
      continue;
    }
    w.ray_tests = (w.ray_tests + 1) | 0;
    const d: number = MeshRay_Triangle(w.mesh, idx, origin_x, origin_y, origin_z, origin_w, dir_x, dir_y, dir_z, dir_w, length, probe);
    if (d >= 0 && (best < 0 || d < best)) {
      best = d;
      hit.distance = d;
      hit.normal.x = probe.normal.x;
      hit.normal.y = probe.normal.y;
      hit.normal.z = probe.normal.z;
      hit.normal.w = probe.normal.w;
      hit.triangle = (idx + 1) >>> 0;
      hit.material = 0;
    }
  }
  return best >= 0;
}

/**
 * The flags of the triangle a mesh contact names (its index + 1, as the Unit 2 sweeps write +0xb4).
 *
 * @design D-MESH-1: the designed mesh's triangle reference is index + 1 (0 stays "no triangle").
 * @float ps2
 * @spec spec/ps2/mesh_backend.spec:161
 */
export function MeshWorld_TriangleFlags(w: MeshWorld, triangle: number): number {
  const n: number = CollisionMesh_Count(w.mesh);
  if (!(triangle >= 1 && triangle <= (n >>> 0))) assertFail("spec/ps2/mesh_backend.spec:163", "a contact names triangle {} of a mesh of {}", [triangle, n]);
  return w.mesh.flags[(triangle - 1) | 0];
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec4(), _s1 = new Vec4(), _s2 = new Vec4(), _r3 = new AABB(), _r4 = new RayHit();
