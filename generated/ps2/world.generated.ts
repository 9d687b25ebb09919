// GENERATED FILE: do not edit. Engine module ps2.world: 002 Units 2, 3, 7, 11: the physics world record and the collision back end it calls from spec/ps2/world.spec (sha256 bf2a60385f3e6ad5).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, SnapshotReader, SnapshotWriter, StateHasher, Vec4, ZERO_F64 } from "../../runtime/index.js";
import { Body } from "./body.generated.js";
import { AABB, ContactList } from "./unit03_contacts.generated.js";
import { PhysicsShape } from "./unit06_shapes.generated.js";
import { ShapeOverlapTable, WorldIgnoreSlots } from "./unit07_world.generated.js";

/**
 * What the level's collision mesh and the body-versus-body sweeps answer (002 Unit 2: the mesh
 * sweep table IPhysics +0xe0 and overlap table +0xf4 indexed by shape type; Unit 3: the world
 * ray cast of the landing test; Unit 11: the body sweeps 0x0033d498 and PhysicsBody_SweepHumanMask).
 * Those units (issue "PS2 Units 2, 10 and 11") implement it in the spec; until then a game or a
 * test supplies it. Each sweep writes contacts into `list.pool` from index `start` and returns how
 * many it wrote; it does not insert them into the sorted list (the callers do).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface CollisionBackend {
  /** IPhysics +0xe0 + 4·type: the shape's mesh sweep (0 when the type has none). */
  sweep_mesh(list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number;
  /** IPhysics +0xf4 + 4·type: the shape's mesh overlap (returns what the overlap function returns). */
  overlap_mesh(list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number;
  /**
   * 0x0033d498: the body's shape swept against the bodies; inserts its contacts itself (Unit 11)
   * and returns the new count.
   */
  sweep_bodies(list: ContactList, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): number;
  /**
   * The u16 flags the level stores for the triangle a level contact names (contact +0xb4; the
   * original reads the file triangle's +0x06: 0x1 enabled, 0x100 no velocity write-back).
   */
  triangle_flags(triangle: number): number;
  /** WorldManager_RayCast (0x0040db88) with mask 0: true on a hit, with the hit written. */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean;
}

/** What a ray cast reports (the fields the landing test reads). */
export class RayHit {
  /** the distance along the ray */
  distance: number = ZERO_F64;
  /** the hit normal (w as the cast writes it) */
  normal: Vec4 = new Vec4();
  /** the triangle index + 1 (0: none) */
  triangle: number = 0;
  /** the triangle's material */
  material: number = 0;
}

/** Puts a RayHit back into the zero state `new RayHit()` gives, in place. */
export function reset_RayHit(s: RayHit): void {
  s.distance = 0;
  s.normal.x = 0; s.normal.y = 0; s.normal.z = 0; s.normal.w = 0;
  s.triangle = 0;
  s.material = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RayHit(dst: RayHit, src: RayHit): void {
  dst.distance = src.distance;
  dst.normal.x = src.normal.x; dst.normal.y = src.normal.y; dst.normal.z = src.normal.z; dst.normal.w = src.normal.w;
  dst.triangle = src.triangle;
  dst.material = src.material;
}

/** Brings a RayHit a host wrote to its declared types, in place: f32 values rounded, integers and bools checked (`where` names the call). */
export function host_RayHit(s: RayHit, where: string): void {
  s.distance = Math.fround(s.distance);
  $host.vec32(s.normal);
  s.triangle = $host.u32(s.triangle, where, "triangle");
  s.material = $host.u32(s.material, where, "material");
}

/** The physics world (IPhysics, 002 Unit 7 "IPhysics fields used here" L778 and Unit 3). */
export class IPhysics {
  /** +0x08 the x-sorted list's head (body reference: index + 1, 0 = empty) */
  list_head: number = 0;
  /** +0x12 the tick counter (u16; the bound is refreshed on the 120th) */
  tick: number = 0;
  /** +0x14 the bound: the widest body's max.x − min.x */
  bound: number = ZERO_F64;
  /** +0x4f450 the body vector (begin … end), in insertion order with swap-remove */
  bodies: (Body | null)[] = [];
  /** the level's collision mesh and the body sweeps (tables +0xe0, +0xf4 and the callees above) */
  backend: CollisionBackend | null = null;
  /**
   * Unit 7: the shape table behind PhysicsShape.next (a handle h names shapes[h − 1], 0 = none;
   * the original stores the shape's address at shape +0x00)
   */
  shapes: (PhysicsShape | null)[] = [];
  /**
   * Unit 7: +0x18 the shape-versus-shape overlap table (Unit 4) and which types have a mesh
   * overlap (+0xf4), as IPhysics_OverlapShape asks them
   */
  overlaps: ShapeOverlapTable | null = null;
  /**
   * Unit 7: IPhysics_ForgetIgnoredOwner (Unit 8), which IPhysics_RemoveBody calls first (null:
   * no ignore slots in use)
   */
  ignores: WorldIgnoreSlots | null = null;
  /** Unit 7: how many box queries wrote more than 512 bodies (every caller's list holds 512, 002 L939) */
  query_cap_passed: number = 0;
  /** Unit 7: when true, a query's 513th body is an assertion (the document's debug assertion, L939) */
  query_cap_assert: boolean = false;
}

/** Puts a IPhysics back into the zero state `new IPhysics()` gives, in place. */
export function reset_IPhysics(s: IPhysics): void {
  s.list_head = 0;
  s.tick = 0;
  s.bound = 0;
  s.bodies.length = 0;
  s.backend = null;
  s.shapes.length = 0;
  s.overlaps = null;
  s.ignores = null;
  s.query_cap_passed = 0;
  s.query_cap_assert = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IPhysics(dst: IPhysics, src: IPhysics): void {
  dst.list_head = src.list_head;
  dst.tick = src.tick;
  dst.bound = src.bound;
  for (let i = 0; i < src.bodies.length && i < dst.bodies.length; i++) dst.bodies[i] = src.bodies[i];
  if (dst.bodies.length > src.bodies.length) dst.bodies.length = src.bodies.length;
  else for (let i = dst.bodies.length; i < src.bodies.length; i++) dst.bodies.push(src.bodies[i]);
  dst.backend = src.backend;
  for (let i = 0; i < src.shapes.length && i < dst.shapes.length; i++) dst.shapes[i] = src.shapes[i];
  if (dst.shapes.length > src.shapes.length) dst.shapes.length = src.shapes.length;
  else for (let i = dst.shapes.length; i < src.shapes.length; i++) dst.shapes.push(src.shapes[i]);
  dst.overlaps = src.overlaps;
  dst.ignores = src.ignores;
  dst.query_cap_passed = src.query_cap_passed;
  dst.query_cap_assert = src.query_cap_assert;
}

/** Feeds the raw bits of a IPhysics to the hasher, field by field in declaration order. */
export function hash_IPhysics(s: IPhysics, h: StateHasher): void {
  h.enter(s);
  h.i32(s.list_head);
  h.u32(s.tick);
  h.f32(s.bound);
  h.u32(s.bodies.length);
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    h.ref(s.bodies[i0]);
  }
  h.ref(s.backend);
  h.u32(s.shapes.length);
  for (let i0 = 0; i0 < s.shapes.length; i0++) {
    h.ref(s.shapes[i0]);
  }
  h.ref(s.overlaps);
  h.ref(s.ignores);
  h.i32(s.query_cap_passed);
  h.bool(s.query_cap_assert);
}

/** Writes a IPhysics to a snapshot stream. */
export function snapshot_IPhysics(s: IPhysics, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.list_head);
  w.put(s.tick);
  w.put(s.bound);
  w.put(s.bodies.length);
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    w.ref(s.bodies[i0]);
  }
  w.ref(s.backend);
  w.put(s.shapes.length);
  for (let i0 = 0; i0 < s.shapes.length; i0++) {
    w.ref(s.shapes[i0]);
  }
  w.ref(s.overlaps);
  w.ref(s.ignores);
  w.put(s.query_cap_passed);
  w.put(s.query_cap_assert ? 1 : 0);
}

/** Reads a IPhysics back from a snapshot stream written by snapshot_IPhysics. */
export function restore_IPhysics(s: IPhysics, r: SnapshotReader): void {
  r.enter(s);
  s.list_head = r.get();
  s.tick = r.get();
  s.bound = r.get();
  s.bodies.length = r.get();
  for (let i0 = 0; i0 < s.bodies.length; i0++) if (s.bodies[i0] === undefined) s.bodies[i0] = null;
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    r.ref((o: Body | null) => { s.bodies[i0] = o; });
  }
  r.ref((o: CollisionBackend | null) => { s.backend = o; });
  s.shapes.length = r.get();
  for (let i0 = 0; i0 < s.shapes.length; i0++) if (s.shapes[i0] === undefined) s.shapes[i0] = null;
  for (let i0 = 0; i0 < s.shapes.length; i0++) {
    r.ref((o: PhysicsShape | null) => { s.shapes[i0] = o; });
  }
  r.ref((o: ShapeOverlapTable | null) => { s.overlaps = o; });
  r.ref((o: WorldIgnoreSlots | null) => { s.ignores = o; });
  s.query_cap_passed = r.get();
  s.query_cap_assert = r.get() !== 0;
}
