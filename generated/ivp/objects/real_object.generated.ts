// GENERATED FILE: do not edit. Engine module ivp.objects.real_object: 000 §1.3, §2.1.2, §2.7 and §3.1.4: the real-object records (polygon, ball), the ball surface manager and the anomaly manager's inter-penetration push from spec/ivp/objects/real_object.spec (sha256 9cc6ab1cf34feb4f).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { bsm_add_reference_to_ledge, bsm_get_all_ledges_within_radius, bsm_remove_reference_to_ledge } from "../geometry/surface_manager.generated.js";
import { CacheObject } from "../geometry/two_object.generated.js";
import { IvpEnvironment } from "../mindist/env.generated.js";
import { Synapse } from "../mindist/mindist.generated.js";
import { HullManager, copy_HullManager, hash_HullManager, hull_manager_init, reset_HullManager, restore_HullManager, snapshot_HullManager } from "../time/hull_manager.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { n_triangles = 12 }

/** Object types at obj+0x04 (L201). */
export const REAL_OBJECT_POLYGON: number = 2;
export const REAL_OBJECT_BALL: number = 3;
/** Object vtables (L201). */
export const POLYGON_OBJECT_VTABLE: number = 0x10063a84;
export const BALL_OBJECT_VTABLE: number = 0x10063abc;
/** Surface-manager vtables (L204, L243). */
export const POLYGON_SURFACE_MANAGER_VTABLE: number = 0x100631e0;
export const BALL_SURFACE_MANAGER_VTABLE: number = 0x10063a90;
/** The ball's dummy ledge: 0x20 zero bytes, 16-aligned (L1306, L1421). */
export const BALL_DUMMY_LEDGE_SIZE: number = 0x20;
export const BALL_DUMMY_LEDGE_ALIGN: number = 0x10;
/** A ball synapse's "edge": the dummy ledge + 0x14, the first edge of its first triangle (L1423). */
export const BALL_SYNAPSE_EDGE_OFFSET: number = 0x14;
/** Synapse status 3: a ball (index into the 4×4 case table, L904); 0-2 are polygon features. */
export const SYNAPSE_STATUS_BALL: number = 3;
/** The plane search's start value (L1311). */
export const PENETRATION_BEST_START: number = -1e+101;

/**
 * The surface manager at obj+0x8c, as the collision side calls it (vtable slots, 000 §1.3.1,
 * §1.3.2, §3.1.4). The polygon surface manager (0x100631e0, G04-G07) implements it with the
 * geometry; BallSurfaceManager below implements the ball's.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface SurfaceManager {
  /** slot 0: the single convex ledge's address, 0 (NULL) when the surface has several ledges */
  get_single_convex(mem: Memory): number;
  /** slot 1: the mass centre (object space) */
  get_mass_center(mem: Memory, c: Vec3): void;
  /**
   * slot 4: appends every ledge within `radius` of the object-space point c (root_ledge 0: from
   * the tree's root; otherwise below that hull ledge)
   */
  get_all_ledges_within_radius(mem: Memory, c_x: number, c_y: number, c_z: number, radius: number, root_ledge: number, ledges: number[]): void;
  /** slot 5: appends the address of every terminal ledge */
  get_all_terminal_ledges(mem: Memory, ledges: number[]): void;
  /** slot 7: add_reference_to_ledge (a no-op for both managers of Ballance) */
  add_reference_to_ledge(ledge: number): void;
  /** slot 8: remove_reference_to_ledge (a no-op for both managers of Ballance) */
  remove_reference_to_ledge(ledge: number): void;
  /** slot 10: the manager type, 0 polygon, 1 ball */
  get_type(): number;
}

/**
 * What the dynamics and cache sides do for the inter-penetration push.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface PenetrationDynamics {
  /** 0x1000f3e0 on the object's cache matrix: a world point in object space, Mᵀ(p − t) */
  world_to_object(obj: RealObject, p_x: number, p_y: number, p_z: number, p_os: Vec3): void;
  /** the object's rotation applied to an object-space direction (world space), M·v */
  object_vector_to_world(obj: RealObject, v_x: number, v_y: number, v_z: number, w: Vec3): void;
  /**
   * the plane of triangle `triangle` of the ledge at `ledge` (the hesse plane, X12): writes its
   * normal (object space) and returns the signed distance of p_os
   */
  triangle_plane_distance(mem: Memory, ledge: number, triangle: number, p_os_x: number, p_os_y: number, p_os_z: number, normal: Vec3): number;
  /** 0x1000a350: adds dv to the core's async velocity change (core+0x84) and wakes the object */
  async_push_core(obj: RealObject, dv_x: number, dv_y: number, dv_z: number): void;
  /** 0x1000a3e0: applies an impulse at a world position to the object's core */
  push_core_impulse(obj: RealObject, impulse_x: number, impulse_y: number, impulse_z: number, position_x: number, position_y: number, position_z: number): void;
  /** 0x1000a3a0(obj, v): called after the impulse with v = ((float)dPSI, 0, 0); meaning open (L1333) */
  unidentified_1000a3a0(obj: RealObject, v_x: number, v_y: number, v_z: number): void;
}

/** The ball surface manager: one static instance (0x10076380), {vtable 0x10063a90, dummy ledge}. */
export class BallSurfaceManager implements SurfaceManager {
  /** +0x00 the vtable, 0x10063a90 */
  vtable: number = 0;
  /** +0x04 the dummy ledge (address): a ledge header with 0 triangles plus one zero triangle */
  dummy_ledge: number = 0;

  /**
   * 0x1002fe50: the dummy ledge.
   *
   * Implements SurfaceManager.get_single_convex (@spec spec/ivp/objects/real_object.spec:88).
   */
  get_single_convex(mem: Memory): number {
    return this.dummy_ledge;
  }

  /**
   * 0x1002fe60: (0, 0, 0).
   *
   * Implements SurfaceManager.get_mass_center (@spec spec/ivp/objects/real_object.spec:93).
   */
  get_mass_center(mem: Memory, c: Vec3): void {
    c.x = 0;
    c.y = 0;
    c.z = 0;
  }

  /**
   * 0x1002fe90: the dummy ledge when the query sphere holds the ball centre.
   *
   * Implements SurfaceManager.get_all_ledges_within_radius (@spec spec/ivp/objects/real_object.spec:98).
   */
  get_all_ledges_within_radius(mem: Memory, c_x: number, c_y: number, c_z: number, radius: number, root_ledge: number, ledges: number[]): void {
    bsm_get_all_ledges_within_radius(this, c_x, c_y, c_z, radius, root_ledge, ledges);
  }

  /**
   * 0x1002ff00: pushes the single ledge.
   *
   * Implements SurfaceManager.get_all_terminal_ledges (@spec spec/ivp/objects/real_object.spec:103).
   */
  get_all_terminal_ledges(mem: Memory, ledges: number[]): void {
    ledges.push(this.dummy_ledge);
  }

  /**
   * 0x10022170: a no-op.
   *
   * Implements SurfaceManager.add_reference_to_ledge (@spec spec/ivp/objects/real_object.spec:108).
   */
  add_reference_to_ledge(ledge: number): void {
    bsm_add_reference_to_ledge(this, ledge);
  }

  /**
   * 0x10022170: a no-op.
   *
   * Implements SurfaceManager.remove_reference_to_ledge (@spec spec/ivp/objects/real_object.spec:113).
   */
  remove_reference_to_ledge(ledge: number): void {
    bsm_remove_reference_to_ledge(this, ledge);
  }

  /**
   * 0x1002ff50: 1 (ball).
   *
   * Implements SurfaceManager.get_type (@spec spec/ivp/objects/real_object.spec:118).
   */
  get_type(): number {
    return 1;
  }
}

/** Puts a BallSurfaceManager back into the zero state `new BallSurfaceManager()` gives, in place. */
export function reset_BallSurfaceManager(s: BallSurfaceManager): void {
  s.vtable = 0;
  s.dummy_ledge = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BallSurfaceManager(dst: BallSurfaceManager, src: BallSurfaceManager): void {
  dst.vtable = src.vtable;
  dst.dummy_ledge = src.dummy_ledge;
}

/** Feeds the raw bits of a BallSurfaceManager to the hasher, field by field in declaration order. */
export function hash_BallSurfaceManager(s: BallSurfaceManager, h: StateHasher): void {
  h.enter(s);
  h.u32(s.vtable);
  h.u32(s.dummy_ledge);
}

/** Writes a BallSurfaceManager to a snapshot stream. */
export function snapshot_BallSurfaceManager(s: BallSurfaceManager, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.vtable);
  w.put(s.dummy_ledge);
}

/** Reads a BallSurfaceManager back from a snapshot stream written by snapshot_BallSurfaceManager. */
export function restore_BallSurfaceManager(s: BallSurfaceManager, r: SnapshotReader): void {
  r.enter(s);
  s.vtable = r.get();
  s.dummy_ledge = r.get();
}

/**
 * What the collision side reads of a physical core (IVP_Core, 000 §2.1.3 L790-806, §4.2.6
 * L2375-2396, §5.1.2 L2976-2996, §8.2 L4052-4067); the dynamics side owns the core and keeps these
 * fields current (the kinematic driver of ivp.mindist.kinematic does it before the dynamics exist).
 */
export class PhysCoreView {
  /** the creation id (decision: ids, never addresses, decide orders, 000 §8.3.5) */
  id: number = 0;
  /** +0x00 flags; & 0xc = unmovable (fixed) core */
  flags: number = 0;
  /** +0x04 upper_limit_radius: obj.extra_radius + surface radius about the mass centre */
  upper_limit_radius: number = ZERO_F64;
  /** +0x08 max_surface_deviation (ball: 0) */
  max_surface_deviation: number = ZERO_F64;
  /** +0x10 the car-wheel flag: non-zero puts new exact mindists into the manager's wheel vector (0 in Ballance) */
  car_wheel: number = 0;
  /** +0x20 mass */
  mass: number = ZERO_F64;
  /** +0x34..+0x3c the rotation inertia (core space), read by the contact point's effective mass */
  rot_inertia: Vec3 = new Vec3();
  /** +0x40 1/mass */
  inv_mass: number = ZERO_F64;
  /** +0x48 inv_object_diameter = 0.5 / upper_limit_radius (0x1000d1a0) */
  inv_object_diameter: number = ZERO_F64;
  /** +0x52/+0x54 the objects of this core */
  objects: (RealObject | null)[] = [];
  /** +0x60 movement state of the core (< 8: not static; 0x21 a temporary marker of 0x100099f0) */
  movement_state: number = 0;
  /** +0x68 time_of_last_psi */
  time_of_last_psi: number = ZERO_F64;
  /** +0x70 1/delta_PSI (set every PSI in 0x1001e300; scales dt of the quaternion interpolation) */
  inv_delta_psi: number = ZERO_F64;
  /** +0xa4 linear velocity (world) */
  speed: Vec3 = new Vec3();
  /** +0xb8 the mass-centre position at the last PSI */
  pos_world_f_core_last_psi: Vec3 = new Vec3();
  /** +0xd8 delta_world_f_core_psis: the velocity used to extrapolate between PSIs */
  delta_world_f_core_psis: Vec3 = new Vec3();
  /** +0xe8 the orientation quaternion at the last PSI (x, y, z, w) */
  q_world_f_core_last_psi: Float64Array = new Float64Array(4);
  /** +0x108 the orientation quaternion at the next PSI (x, y, z, w) */
  q_world_f_core_next_psi: Float64Array = new Float64Array(4);
  /** +0x128/+0x148/+0x168 the rows of m_world_f_core_last_psi's rotation */
  rot_world_f_core_last_psi: Float64Array = new Float64Array(9);
  /** +0x188 the mass-centre world position (translation of m_world_f_core_last_psi) */
  position: Vec3 = new Vec3();
  /** +0x1a8 the unit rotation axis of the last PSI, world space */
  rot_axis: Vec3 = new Vec3();
  /** +0x1b8 current_speed = |v| */
  current_speed: number = ZERO_F64;
  /** +0x1bc rot_speed: the angular speed of the last PSI (rad/s) */
  rot_speed: number = ZERO_F64;
  /** +0x1c0 max_surface_rot_speed = rot_speed × max_surface_deviation */
  rot_surface_speed: number = ZERO_F64;
  /** +0x230 the impact stamp (env+0x13c at the core's last impact, 0x1000d930) */
  impact_stamp: number = 0;
}

/** Puts a PhysCoreView back into the zero state `new PhysCoreView()` gives, in place. */
export function reset_PhysCoreView(s: PhysCoreView): void {
  s.id = 0;
  s.flags = 0;
  s.upper_limit_radius = 0;
  s.max_surface_deviation = 0;
  s.car_wheel = 0;
  s.mass = 0;
  s.rot_inertia.x = 0; s.rot_inertia.y = 0; s.rot_inertia.z = 0;
  s.inv_mass = 0;
  s.inv_object_diameter = 0;
  s.objects.length = 0;
  s.movement_state = 0;
  s.time_of_last_psi = 0;
  s.inv_delta_psi = 0;
  s.speed.x = 0; s.speed.y = 0; s.speed.z = 0;
  s.pos_world_f_core_last_psi.x = 0; s.pos_world_f_core_last_psi.y = 0; s.pos_world_f_core_last_psi.z = 0;
  s.delta_world_f_core_psis.x = 0; s.delta_world_f_core_psis.y = 0; s.delta_world_f_core_psis.z = 0;
  s.q_world_f_core_last_psi.fill(0);
  s.q_world_f_core_next_psi.fill(0);
  s.rot_world_f_core_last_psi.fill(0);
  s.position.x = 0; s.position.y = 0; s.position.z = 0;
  s.rot_axis.x = 0; s.rot_axis.y = 0; s.rot_axis.z = 0;
  s.current_speed = 0;
  s.rot_speed = 0;
  s.rot_surface_speed = 0;
  s.impact_stamp = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PhysCoreView(dst: PhysCoreView, src: PhysCoreView): void {
  dst.id = src.id;
  dst.flags = src.flags;
  dst.upper_limit_radius = src.upper_limit_radius;
  dst.max_surface_deviation = src.max_surface_deviation;
  dst.car_wheel = src.car_wheel;
  dst.mass = src.mass;
  dst.rot_inertia.x = src.rot_inertia.x; dst.rot_inertia.y = src.rot_inertia.y; dst.rot_inertia.z = src.rot_inertia.z;
  dst.inv_mass = src.inv_mass;
  dst.inv_object_diameter = src.inv_object_diameter;
  for (let i = 0; i < src.objects.length && i < dst.objects.length; i++) dst.objects[i] = src.objects[i];
  if (dst.objects.length > src.objects.length) dst.objects.length = src.objects.length;
  else for (let i = dst.objects.length; i < src.objects.length; i++) dst.objects.push(src.objects[i]);
  dst.movement_state = src.movement_state;
  dst.time_of_last_psi = src.time_of_last_psi;
  dst.inv_delta_psi = src.inv_delta_psi;
  dst.speed.x = src.speed.x; dst.speed.y = src.speed.y; dst.speed.z = src.speed.z;
  dst.pos_world_f_core_last_psi.x = src.pos_world_f_core_last_psi.x; dst.pos_world_f_core_last_psi.y = src.pos_world_f_core_last_psi.y; dst.pos_world_f_core_last_psi.z = src.pos_world_f_core_last_psi.z;
  dst.delta_world_f_core_psis.x = src.delta_world_f_core_psis.x; dst.delta_world_f_core_psis.y = src.delta_world_f_core_psis.y; dst.delta_world_f_core_psis.z = src.delta_world_f_core_psis.z;
  dst.q_world_f_core_last_psi.set(src.q_world_f_core_last_psi);
  dst.q_world_f_core_next_psi.set(src.q_world_f_core_next_psi);
  dst.rot_world_f_core_last_psi.set(src.rot_world_f_core_last_psi);
  dst.position.x = src.position.x; dst.position.y = src.position.y; dst.position.z = src.position.z;
  dst.rot_axis.x = src.rot_axis.x; dst.rot_axis.y = src.rot_axis.y; dst.rot_axis.z = src.rot_axis.z;
  dst.current_speed = src.current_speed;
  dst.rot_speed = src.rot_speed;
  dst.rot_surface_speed = src.rot_surface_speed;
  dst.impact_stamp = src.impact_stamp;
}

/** Feeds the raw bits of a PhysCoreView to the hasher, field by field in declaration order. */
export function hash_PhysCoreView(s: PhysCoreView, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.u32(s.flags);
  h.f32(s.upper_limit_radius);
  h.f32(s.max_surface_deviation);
  h.i32(s.car_wheel);
  h.f32(s.mass);
  h.f32(s.rot_inertia.x);
  h.f32(s.rot_inertia.y);
  h.f32(s.rot_inertia.z);
  h.f32(s.inv_mass);
  h.f32(s.inv_object_diameter);
  h.u32(s.objects.length);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    h.ref(s.objects[i0]);
  }
  h.u32(s.movement_state);
  h.f64(s.time_of_last_psi);
  h.f32(s.inv_delta_psi);
  h.f32(s.speed.x);
  h.f32(s.speed.y);
  h.f32(s.speed.z);
  h.f64(s.pos_world_f_core_last_psi.x);
  h.f64(s.pos_world_f_core_last_psi.y);
  h.f64(s.pos_world_f_core_last_psi.z);
  h.f32(s.delta_world_f_core_psis.x);
  h.f32(s.delta_world_f_core_psis.y);
  h.f32(s.delta_world_f_core_psis.z);
  for (let i0 = 0; i0 < s.q_world_f_core_last_psi.length; i0++) {
    h.f64(s.q_world_f_core_last_psi[i0]);
  }
  for (let i0 = 0; i0 < s.q_world_f_core_next_psi.length; i0++) {
    h.f64(s.q_world_f_core_next_psi[i0]);
  }
  for (let i0 = 0; i0 < s.rot_world_f_core_last_psi.length; i0++) h.f64(s.rot_world_f_core_last_psi[i0]);
  h.f64(s.position.x);
  h.f64(s.position.y);
  h.f64(s.position.z);
  h.f32(s.rot_axis.x);
  h.f32(s.rot_axis.y);
  h.f32(s.rot_axis.z);
  h.f32(s.current_speed);
  h.f32(s.rot_speed);
  h.f32(s.rot_surface_speed);
  h.i32(s.impact_stamp);
}

/** Writes a PhysCoreView to a snapshot stream. */
export function snapshot_PhysCoreView(s: PhysCoreView, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.flags);
  w.put(s.upper_limit_radius);
  w.put(s.max_surface_deviation);
  w.put(s.car_wheel);
  w.put(s.mass);
  w.put(s.rot_inertia.x);
  w.put(s.rot_inertia.y);
  w.put(s.rot_inertia.z);
  w.put(s.inv_mass);
  w.put(s.inv_object_diameter);
  w.put(s.objects.length);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    w.ref(s.objects[i0]);
  }
  w.put(s.movement_state);
  w.put(s.time_of_last_psi);
  w.put(s.inv_delta_psi);
  w.put(s.speed.x);
  w.put(s.speed.y);
  w.put(s.speed.z);
  w.put(s.pos_world_f_core_last_psi.x);
  w.put(s.pos_world_f_core_last_psi.y);
  w.put(s.pos_world_f_core_last_psi.z);
  w.put(s.delta_world_f_core_psis.x);
  w.put(s.delta_world_f_core_psis.y);
  w.put(s.delta_world_f_core_psis.z);
  for (let i0 = 0; i0 < s.q_world_f_core_last_psi.length; i0++) {
    w.put(s.q_world_f_core_last_psi[i0]);
  }
  for (let i0 = 0; i0 < s.q_world_f_core_next_psi.length; i0++) {
    w.put(s.q_world_f_core_next_psi[i0]);
  }
  for (let i0 = 0; i0 < s.rot_world_f_core_last_psi.length; i0++) w.put(s.rot_world_f_core_last_psi[i0]);
  w.put(s.position.x);
  w.put(s.position.y);
  w.put(s.position.z);
  w.put(s.rot_axis.x);
  w.put(s.rot_axis.y);
  w.put(s.rot_axis.z);
  w.put(s.current_speed);
  w.put(s.rot_speed);
  w.put(s.rot_surface_speed);
  w.put(s.impact_stamp);
}

/** Reads a PhysCoreView back from a snapshot stream written by snapshot_PhysCoreView. */
export function restore_PhysCoreView(s: PhysCoreView, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.flags = r.get();
  s.upper_limit_radius = r.get();
  s.max_surface_deviation = r.get();
  s.car_wheel = r.get();
  s.mass = r.get();
  s.rot_inertia.x = r.get();
  s.rot_inertia.y = r.get();
  s.rot_inertia.z = r.get();
  s.inv_mass = r.get();
  s.inv_object_diameter = r.get();
  s.objects.length = r.get();
  for (let i0 = 0; i0 < s.objects.length; i0++) if (s.objects[i0] === undefined) s.objects[i0] = null;
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    r.ref((o: RealObject | null) => { s.objects[i0] = o; });
  }
  s.movement_state = r.get();
  s.time_of_last_psi = r.get();
  s.inv_delta_psi = r.get();
  s.speed.x = r.get();
  s.speed.y = r.get();
  s.speed.z = r.get();
  s.pos_world_f_core_last_psi.x = r.get();
  s.pos_world_f_core_last_psi.y = r.get();
  s.pos_world_f_core_last_psi.z = r.get();
  s.delta_world_f_core_psis.x = r.get();
  s.delta_world_f_core_psis.y = r.get();
  s.delta_world_f_core_psis.z = r.get();
  for (let i0 = 0; i0 < s.q_world_f_core_last_psi.length; i0++) {
    s.q_world_f_core_last_psi[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.q_world_f_core_next_psi.length; i0++) {
    s.q_world_f_core_next_psi[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.rot_world_f_core_last_psi.length; i0++) s.rot_world_f_core_last_psi[i0] = r.get();
  s.position.x = r.get();
  s.position.y = r.get();
  s.position.z = r.get();
  s.rot_axis.x = r.get();
  s.rot_axis.y = r.get();
  s.rot_axis.z = r.get();
  s.current_speed = r.get();
  s.rot_speed = r.get();
  s.rot_surface_speed = r.get();
  s.impact_stamp = r.get();
}

/** IVP_Real_Object (0xb8 bytes; polygon ctor 0x1002fd00, ball ctor 0x10030010, base 0x10009690). */
export class RealObject {
  /**
   * the creation id: the object's index in its environment (decision: ids decide orders, 000
   * §8.3.5; the ball-ball synapse order uses it where the original compares entity pointers)
   */
  id: number = 0;
  /** +0x00 the vtable: 0x10063a84 polygon, 0x10063abc ball */
  vtable: number = 0;
  /** +0x04 the object type: 2 polygon, 3 ball */
  object_type: number = 0;
  /** +0x18 the environment */
  env: IvpEnvironment | null = null;
  /** +0x1c the phantom/controller hook: non-zero turns new mindists into phantoms (0 in Ballance) */
  phantom_hook: number = 0;
  /** +0x20 head of the object's EXACT synapse list */
  exact_synapses: Synapse | null = null;
  /** +0x24 head of the object's INVALID synapse list */
  invalid_synapses: Synapse | null = null;
  /** +0x2c q_core_f_object present (false: NULL, the object is not rotated against its core) */
  has_q_core_f_object: boolean = false;
  /** +0x2c the quaternion q_core_f_object (x, y, z, w) when present */
  q_core_f_object: Float64Array = new Float64Array(4);
  /** +0x30 shift_core_f_object: the object origin in core coordinates */
  shift_core_f_object: Vec3 = new Vec3();
  /** obj+0x80 & 0xc00 read as "the shift is zero": the cache skips the shift (decision, 000 L2432) */
  shift_is_zero: boolean = false;
  /** +0x40 the cache object (NULL until first use; cleared on eviction) */
  cache: CacheObject | null = null;
  /** +0x48 .. +0x7b the hull manager (000 §2.1.6) */
  hull: HullManager = new HullManager();
  /** +0x80 the movement state: & 7 != 0 moving (simulated), 8 frozen */
  movement_state: number = 0;
  /** +0x8c the surface manager */
  surface_manager: SurfaceManager | null = null;
  /** +0x90 the no-collision group string (char[8], group filter) */
  group: Uint8Array = new Uint8Array(8);
  /** +0x9c the OV element (an OvTree element index), -1 = NULL (not in collision detection) */
  ov_element: number = 0;
  /** +0xa0 the extra radius (polygon: template+0x60; ball: template+0x60 + radius) */
  extra_radius: number = ZERO_F64;
  /** +0xa4 the physical core */
  core: PhysCoreView | null = null;
  /** +0xa8 the unit identity: objects with equal values never get a pair */
  unit: number = 0;
  /** +0xb0 the Virtools entity (the host's; the port orders ball-ball synapses by `id` instead) */
  entity: number = 0;
}

/** Puts a RealObject back into the zero state `new RealObject()` gives, in place. */
export function reset_RealObject(s: RealObject): void {
  s.id = 0;
  s.vtable = 0;
  s.object_type = 0;
  s.env = null;
  s.phantom_hook = 0;
  s.exact_synapses = null;
  s.invalid_synapses = null;
  s.has_q_core_f_object = false;
  s.q_core_f_object.fill(0);
  s.shift_core_f_object.x = 0; s.shift_core_f_object.y = 0; s.shift_core_f_object.z = 0;
  s.shift_is_zero = false;
  s.cache = null;
  reset_HullManager(s.hull);
  s.movement_state = 0;
  s.surface_manager = null;
  s.group.fill(0);
  s.ov_element = 0;
  s.extra_radius = 0;
  s.core = null;
  s.unit = 0;
  s.entity = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RealObject(dst: RealObject, src: RealObject): void {
  dst.id = src.id;
  dst.vtable = src.vtable;
  dst.object_type = src.object_type;
  dst.env = src.env;
  dst.phantom_hook = src.phantom_hook;
  dst.exact_synapses = src.exact_synapses;
  dst.invalid_synapses = src.invalid_synapses;
  dst.has_q_core_f_object = src.has_q_core_f_object;
  dst.q_core_f_object.set(src.q_core_f_object);
  dst.shift_core_f_object.x = src.shift_core_f_object.x; dst.shift_core_f_object.y = src.shift_core_f_object.y; dst.shift_core_f_object.z = src.shift_core_f_object.z;
  dst.shift_is_zero = src.shift_is_zero;
  dst.cache = src.cache;
  copy_HullManager(dst.hull, src.hull);
  dst.movement_state = src.movement_state;
  dst.surface_manager = src.surface_manager;
  dst.group.set(src.group);
  dst.ov_element = src.ov_element;
  dst.extra_radius = src.extra_radius;
  dst.core = src.core;
  dst.unit = src.unit;
  dst.entity = src.entity;
}

/** Feeds the raw bits of a RealObject to the hasher, field by field in declaration order. */
export function hash_RealObject(s: RealObject, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.u32(s.vtable);
  h.i32(s.object_type);
  h.ref(s.env);
  h.i32(s.phantom_hook);
  h.ref(s.exact_synapses);
  h.ref(s.invalid_synapses);
  h.bool(s.has_q_core_f_object);
  for (let i0 = 0; i0 < s.q_core_f_object.length; i0++) {
    h.f64(s.q_core_f_object[i0]);
  }
  h.f32(s.shift_core_f_object.x);
  h.f32(s.shift_core_f_object.y);
  h.f32(s.shift_core_f_object.z);
  h.bool(s.shift_is_zero);
  h.ref(s.cache);
  hash_HullManager(s.hull, h);
  h.u32(s.movement_state);
  h.ref(s.surface_manager);
  for (let i0 = 0; i0 < s.group.length; i0++) {
    h.u32(s.group[i0]);
  }
  h.i32(s.ov_element);
  h.f32(s.extra_radius);
  h.ref(s.core);
  h.i32(s.unit);
  h.i32(s.entity);
}

/** Writes a RealObject to a snapshot stream. */
export function snapshot_RealObject(s: RealObject, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.vtable);
  w.put(s.object_type);
  w.ref(s.env);
  w.put(s.phantom_hook);
  w.ref(s.exact_synapses);
  w.ref(s.invalid_synapses);
  w.put(s.has_q_core_f_object ? 1 : 0);
  for (let i0 = 0; i0 < s.q_core_f_object.length; i0++) {
    w.put(s.q_core_f_object[i0]);
  }
  w.put(s.shift_core_f_object.x);
  w.put(s.shift_core_f_object.y);
  w.put(s.shift_core_f_object.z);
  w.put(s.shift_is_zero ? 1 : 0);
  w.ref(s.cache);
  snapshot_HullManager(s.hull, w);
  w.put(s.movement_state);
  w.ref(s.surface_manager);
  for (let i0 = 0; i0 < s.group.length; i0++) {
    w.put(s.group[i0]);
  }
  w.put(s.ov_element);
  w.put(s.extra_radius);
  w.ref(s.core);
  w.put(s.unit);
  w.put(s.entity);
}

/** Reads a RealObject back from a snapshot stream written by snapshot_RealObject. */
export function restore_RealObject(s: RealObject, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.vtable = r.get();
  s.object_type = r.get();
  r.ref((o: IvpEnvironment | null) => { s.env = o; });
  s.phantom_hook = r.get();
  r.ref((o: Synapse | null) => { s.exact_synapses = o; });
  r.ref((o: Synapse | null) => { s.invalid_synapses = o; });
  s.has_q_core_f_object = r.get() !== 0;
  for (let i0 = 0; i0 < s.q_core_f_object.length; i0++) {
    s.q_core_f_object[i0] = r.get();
  }
  s.shift_core_f_object.x = r.get();
  s.shift_core_f_object.y = r.get();
  s.shift_core_f_object.z = r.get();
  s.shift_is_zero = r.get() !== 0;
  r.ref((o: CacheObject | null) => { s.cache = o; });
  restore_HullManager(s.hull, r);
  s.movement_state = r.get();
  r.ref((o: SurfaceManager | null) => { s.surface_manager = o; });
  for (let i0 = 0; i0 < s.group.length; i0++) {
    s.group[i0] = r.get();
  }
  s.ov_element = r.get();
  s.extra_radius = r.get();
  r.ref((o: PhysCoreView | null) => { s.core = o; });
  s.unit = r.get();
  s.entity = r.get();
}

/**
 * Records every PenetrationDynamics call: `log` gets 100·code + the object's entity (1 world to
 * object, 2 vector to world, 3 triangle plane (+ triangle index instead), 4 async push,
 * 5 impulse, 6 0x1000a3a0); the vectors passed go to vx/vy/vz (and the positions to px/py/pz).
 * The triangle planes are given by plane_d and plane_nx/ny/nz; world_to_object subtracts
 * `origin`, object_vector_to_world turns by 90° about z: (x, y, z) → (−y, x, z).
 */
export class RecordingDynamics implements PenetrationDynamics {
  log: number[] = [];
  vx: number[] = [];
  vy: number[] = [];
  vz: number[] = [];
  px: number[] = [];
  py: number[] = [];
  pz: number[] = [];
  plane_d: number[] = [];
  plane_nx: number[] = [];
  plane_ny: number[] = [];
  plane_nz: number[] = [];
  origin: Vec3 = new Vec3();

  /** Implements PenetrationDynamics.world_to_object (@spec spec/ivp/objects/real_object.spec:444). */
  world_to_object(obj: RealObject, p_x: number, p_y: number, p_z: number, p_os: Vec3): void {
    this.log.push((100 + obj.entity) | 0);
    p_os.x = p_x - this.origin.x;
    p_os.y = p_y - this.origin.y;
    p_os.z = p_z - this.origin.z;
  }

  /** Implements PenetrationDynamics.object_vector_to_world (@spec spec/ivp/objects/real_object.spec:449). */
  object_vector_to_world(obj: RealObject, v_x: number, v_y: number, v_z: number, w: Vec3): void {
    this.log.push((200 + obj.entity) | 0);
    w.x = -v_y;
    w.y = v_x;
    w.z = v_z;
  }

  /** Implements PenetrationDynamics.triangle_plane_distance (@spec spec/ivp/objects/real_object.spec:454). */
  triangle_plane_distance(mem: Memory, ledge: number, triangle: number, p_os_x: number, p_os_y: number, p_os_z: number, normal: Vec3): number {
    this.log.push((300 + triangle) | 0);
    this.px.push(p_os_x);
    this.py.push(p_os_y);
    this.pz.push(p_os_z);
    normal.x = this.plane_nx[triangle];
    normal.y = this.plane_ny[triangle];
    normal.z = this.plane_nz[triangle];
    return this.plane_d[triangle];
  }

  /** Implements PenetrationDynamics.async_push_core (@spec spec/ivp/objects/real_object.spec:463). */
  async_push_core(obj: RealObject, dv_x: number, dv_y: number, dv_z: number): void {
    this.log.push((400 + obj.entity) | 0);
    this.vx.push(dv_x);
    this.vy.push(dv_y);
    this.vz.push(dv_z);
  }

  /** Implements PenetrationDynamics.push_core_impulse (@spec spec/ivp/objects/real_object.spec:470). */
  push_core_impulse(obj: RealObject, impulse_x: number, impulse_y: number, impulse_z: number, position_x: number, position_y: number, position_z: number): void {
    this.log.push((500 + obj.entity) | 0);
    this.vx.push(impulse_x);
    this.vy.push(impulse_y);
    this.vz.push(impulse_z);
    this.px.push(position_x);
    this.py.push(position_y);
    this.pz.push(position_z);
  }

  /** Implements PenetrationDynamics.unidentified_1000a3a0 (@spec spec/ivp/objects/real_object.spec:480). */
  unidentified_1000a3a0(obj: RealObject, v_x: number, v_y: number, v_z: number): void {
    this.log.push((600 + obj.entity) | 0);
    this.vx.push(v_x);
    this.vy.push(v_y);
    this.vz.push(v_z);
  }
}

/** Puts a RecordingDynamics back into the zero state `new RecordingDynamics()` gives, in place. */
export function reset_RecordingDynamics(s: RecordingDynamics): void {
  s.log.length = 0;
  s.vx.length = 0;
  s.vy.length = 0;
  s.vz.length = 0;
  s.px.length = 0;
  s.py.length = 0;
  s.pz.length = 0;
  s.plane_d.length = 0;
  s.plane_nx.length = 0;
  s.plane_ny.length = 0;
  s.plane_nz.length = 0;
  s.origin.x = 0; s.origin.y = 0; s.origin.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RecordingDynamics(dst: RecordingDynamics, src: RecordingDynamics): void {
  for (let i = 0; i < src.log.length && i < dst.log.length; i++) dst.log[i] = src.log[i];
  if (dst.log.length > src.log.length) dst.log.length = src.log.length;
  else for (let i = dst.log.length; i < src.log.length; i++) dst.log.push(src.log[i]);
  for (let i = 0; i < src.vx.length && i < dst.vx.length; i++) dst.vx[i] = src.vx[i];
  if (dst.vx.length > src.vx.length) dst.vx.length = src.vx.length;
  else for (let i = dst.vx.length; i < src.vx.length; i++) dst.vx.push(src.vx[i]);
  for (let i = 0; i < src.vy.length && i < dst.vy.length; i++) dst.vy[i] = src.vy[i];
  if (dst.vy.length > src.vy.length) dst.vy.length = src.vy.length;
  else for (let i = dst.vy.length; i < src.vy.length; i++) dst.vy.push(src.vy[i]);
  for (let i = 0; i < src.vz.length && i < dst.vz.length; i++) dst.vz[i] = src.vz[i];
  if (dst.vz.length > src.vz.length) dst.vz.length = src.vz.length;
  else for (let i = dst.vz.length; i < src.vz.length; i++) dst.vz.push(src.vz[i]);
  for (let i = 0; i < src.px.length && i < dst.px.length; i++) dst.px[i] = src.px[i];
  if (dst.px.length > src.px.length) dst.px.length = src.px.length;
  else for (let i = dst.px.length; i < src.px.length; i++) dst.px.push(src.px[i]);
  for (let i = 0; i < src.py.length && i < dst.py.length; i++) dst.py[i] = src.py[i];
  if (dst.py.length > src.py.length) dst.py.length = src.py.length;
  else for (let i = dst.py.length; i < src.py.length; i++) dst.py.push(src.py[i]);
  for (let i = 0; i < src.pz.length && i < dst.pz.length; i++) dst.pz[i] = src.pz[i];
  if (dst.pz.length > src.pz.length) dst.pz.length = src.pz.length;
  else for (let i = dst.pz.length; i < src.pz.length; i++) dst.pz.push(src.pz[i]);
  for (let i = 0; i < src.plane_d.length && i < dst.plane_d.length; i++) dst.plane_d[i] = src.plane_d[i];
  if (dst.plane_d.length > src.plane_d.length) dst.plane_d.length = src.plane_d.length;
  else for (let i = dst.plane_d.length; i < src.plane_d.length; i++) dst.plane_d.push(src.plane_d[i]);
  for (let i = 0; i < src.plane_nx.length && i < dst.plane_nx.length; i++) dst.plane_nx[i] = src.plane_nx[i];
  if (dst.plane_nx.length > src.plane_nx.length) dst.plane_nx.length = src.plane_nx.length;
  else for (let i = dst.plane_nx.length; i < src.plane_nx.length; i++) dst.plane_nx.push(src.plane_nx[i]);
  for (let i = 0; i < src.plane_ny.length && i < dst.plane_ny.length; i++) dst.plane_ny[i] = src.plane_ny[i];
  if (dst.plane_ny.length > src.plane_ny.length) dst.plane_ny.length = src.plane_ny.length;
  else for (let i = dst.plane_ny.length; i < src.plane_ny.length; i++) dst.plane_ny.push(src.plane_ny[i]);
  for (let i = 0; i < src.plane_nz.length && i < dst.plane_nz.length; i++) dst.plane_nz[i] = src.plane_nz[i];
  if (dst.plane_nz.length > src.plane_nz.length) dst.plane_nz.length = src.plane_nz.length;
  else for (let i = dst.plane_nz.length; i < src.plane_nz.length; i++) dst.plane_nz.push(src.plane_nz[i]);
  dst.origin.x = src.origin.x; dst.origin.y = src.origin.y; dst.origin.z = src.origin.z;
}

/**
 * The ball surface manager's static init: vtable 0x10063a90 and a zero 0x20-byte ledge, 16-aligned.
 *
 * @source 000_b83935d7d7846899.txt §2.7; §1.3.2 0x1002fde0 / 0x1002fdf0 (pool 0x10020100(0x20, 0x10))
 * @unit T45
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:249
 */
export function ball_surface_manager_init(mem: Memory, sm: BallSurfaceManager): void {
  sm.vtable = BALL_SURFACE_MANAGER_VTABLE;
  sm.dummy_ledge = mem.alloc(BALL_DUMMY_LEDGE_SIZE, BALL_DUMMY_LEDGE_ALIGN);
}

/**
 * A ball synapse's edge: the dummy ledge + 0x14 (nothing dereferences its geometry).
 *
 * @source 000_b83935d7d7846899.txt §3.1.4; §2.6.2 mindist_init 0x10016490 (ball: ledge+0x14)
 * @unit T45
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:257
 */
export function ball_synapse_edge(sm: BallSurfaceManager): number {
  return (sm.dummy_ledge + BALL_SYNAPSE_EDGE_OFFSET) >>> 0;
}

/**
 * The base ctor's part: the surface manager at +0x8c, the core, the unit identity and the
 * entity; no OV element; the hull manager zeroed.
 *
 * @source 000_b83935d7d7846899.txt §1.3; §2.1.2 0x10009690
 * @unit T44
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:265
 */
export function real_object_base_init(o: RealObject, sm: SurfaceManager | null, core: PhysCoreView | null, unit: number, entity: number): void {
  o.surface_manager = sm;
  o.core = core;
  o.unit = unit;
  o.entity = entity;
  // decision: NULL until enable_collision_detection (000 §2.6.1)
  o.ov_element = -1;
  o.movement_state = 0;
  o.phantom_hook = 0;
  o.exact_synapses = null;
  o.invalid_synapses = null;
  o.cache = null;
  o.has_q_core_f_object = false;
  // decision: no shift until the host sets one (real_object_set_shift)
  o.shift_is_zero = true;
  for (let i = 0; i < 8; i++) {
    o.group[i] = 0;
  }
  hull_manager_init(o.hull);
}

/**
 * The polygon real object: type 2, vtable 0x10063a84, extra radius = template+0x60 (0 in
 * Ballance: the glue zeroes the template).
 *
 * @source 000_b83935d7d7846899.txt §2.7; §1.3 0x1002fd00
 * @unit T44
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:290
 */
export function real_object_polygon_init(o: RealObject, template_extra_radius: number, sm: SurfaceManager | null, core: PhysCoreView | null, unit: number, entity: number): void {
  real_object_base_init(o, sm, core, unit, entity);
  o.vtable = POLYGON_OBJECT_VTABLE;
  o.object_type = REAL_OBJECT_POLYGON;
  o.extra_radius = template_extra_radius;
}

/**
 * The ball real object: type 3, vtable 0x10063abc, the ball surface manager, extra radius =
 * template+0x60 + radius (f32 add).
 *
 * @source 000_b83935d7d7846899.txt §2.7; §1.3 0x10030010
 * @unit T44
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/objects/real_object.spec:301
 */
export function real_object_ball_init(o: RealObject, template_extra_radius: number, radius: number, sm: BallSurfaceManager | null, core: PhysCoreView | null, unit: number, entity: number): void {
  real_object_base_init(o, sm, core, unit, entity);
  o.vtable = BALL_OBJECT_VTABLE;
  o.object_type = REAL_OBJECT_BALL;
  o.extra_radius = Math.fround(template_extra_radius + radius);
}

/**
 * Sets shift_core_f_object (obj+0x30), the object origin in core coordinates; a zero shift is
 * flagged so the cache skips it (obj+0x80 & 0xc00, 000 L2432).
 *
 * @source 000_b83935d7d7846899.txt §4.2.6; §4.2.7 obj+0x30, obj+0x80 & 0xc00
 * @unit T44
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:312
 */
export function real_object_set_shift(o: RealObject, shift_x: number, shift_y: number, shift_z: number): void {
  o.shift_core_f_object.x = shift_x;
  o.shift_core_f_object.y = shift_y;
  o.shift_core_f_object.z = shift_z;
  o.shift_is_zero = shift_x === 0 && shift_y === 0 && shift_z === 0;
}

/**
 * True when the object is simulated: (obj+0x80 & 7) != 0.
 *
 * @source 000_b83935d7d7846899.txt §2.1.2 obj+0x80 & 7
 * @unit T44
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:320
 */
export function real_object_is_moving(o: RealObject): boolean {
  return (o.movement_state & 7) !== 0;
}

/**
 * The push apart (0x1002f780): dir = normalize(float3(posB − posA)); each non-static core
 * (core+0x60 < 8) gets the impulse ∓mass·push_speed·dir at posA (A minus, B plus) and then
 * 0x1000a3a0(obj, ((float)dPSI, 0, 0)).
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002f780
 * @unit T50
 * @float x87
 * @precision 21 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/objects/real_object.spec:331
 */
export function penetration_push_apart(dynamics: PenetrationDynamics | null, a: RealObject, b: RealObject, push_speed: number, delta_psi: number): void {
  const ca: PhysCoreView | null = a.core;
  const cb: PhysCoreView | null = b.core;
  if (!(ca !== null && cb !== null)) assertFail("spec/ivp/objects/real_object.spec:334", "push apart: an object without a core");
  // the f64 difference stored as float3
  const d_x = Math.fround(cb!.position.x - ca!.position.x), d_y = Math.fround(cb!.position.y - ca!.position.y), d_z = Math.fround(cb!.position.z - ca!.position.z);
  let dir_x = d_x, dir_y = d_y, dir_z = d_z;
  const q: number = d_x * d_x + d_y * d_y + d_z * d_z;
  // decision: the normalize is not given; the 1e-19 guard of X03-X05
  if (q >= 1e-19) {
    const inv: number = 1 / Math.sqrt(q);
    dir_x = Math.fround(d_x * inv);
    dir_y = Math.fround(d_y * inv);
    dir_z = Math.fround(d_z * inv);
  }
  const v_x = Math.fround(delta_psi), v_y = 0, v_z = 0;
  if (ca!.movement_state < 8) {
    const s: number = ca!.mass * push_speed;
    const imp_x = Math.fround(dir_x * -s), imp_y = Math.fround(dir_y * -s), imp_z = Math.fround(dir_z * -s);
    dynamics!.push_core_impulse(a, imp_x, imp_y, imp_z, ca!.position.x, ca!.position.y, ca!.position.z);
    dynamics!.unidentified_1000a3a0(a, v_x, v_y, v_z);
  }
  if (cb!.movement_state < 8) {
    const s_1: number = cb!.mass * push_speed;
    const imp_1_x = Math.fround(dir_x * s_1), imp_1_y = Math.fround(dir_y * s_1), imp_1_z = Math.fround(dir_z * s_1);
    // quirk kept: 000 §2.7 L1312: "at posA" for both cores, as written
    dynamics!.push_core_impulse(b, imp_1_x, imp_1_y, imp_1_z, ca!.position.x, ca!.position.y, ca!.position.z);
    dynamics!.unidentified_1000a3a0(b, v_x, v_y, v_z);
  }
}

/**
 * The plane push against a fixed polygon: the moving core's position in the fixed object's
 * space; over the fixed synapse's ledge triangles the plane with the largest signed distance
 * (start −1e101, default normal (1,0,0)); that normal in world space times push_speed is added
 * to the moving core's async velocity change when the core is not static.
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002f8f0 (fixed-polygon branch)
 * @unit T49
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/objects/real_object.spec:366
 */
export function penetration_plane_push(mem: Memory, dynamics: PenetrationDynamics | null, fixed: RealObject, moving: RealObject, ledge: number, push_speed: number): void {
  const mc: PhysCoreView | null = moving.core;
  if (mc === null) assertFail("spec/ivp/objects/real_object.spec:368", "plane push: the moving object has no core");
  let p_os_x = 0, p_os_y = 0, p_os_z = 0;
  dynamics!.world_to_object(fixed, mc!.position.x, mc!.position.y, mc!.position.z, _s0);
  p_os_x = _s0.x; p_os_y = _s0.y; p_os_z = _s0.z;
  let best: number = PENETRATION_BEST_START;
  let n_x = 1, n_y = 0, n_z = 0;
  const nt: number = mem.i16[(ledge + Ledge.n_triangles) >>> 1];
  for (let i = 0; i < nt; i++) {
    let ni_x = 0, ni_y = 0, ni_z = 0;
    const di: number = dynamics!.triangle_plane_distance(mem, ledge, i, p_os_x, p_os_y, p_os_z, _s1);
    ni_x = _s1.x; ni_y = _s1.y; ni_z = _s1.z;
    // decision: strict >, the first of equal distances is kept
    if (di > best) {
      best = di;
      n_x = ni_x;
      n_y = ni_y;
      n_z = ni_z;
    }
  }
  let nw_x = 0, nw_y = 0, nw_z = 0;
  dynamics!.object_vector_to_world(fixed, n_x, n_y, n_z, _s2);
  nw_x = _s2.x; nw_y = _s2.y; nw_z = _s2.z;
  if (mc!.movement_state < 8) {
    const dv_x = Math.fround(nw_x * push_speed), dv_y = Math.fround(nw_y * push_speed), dv_z = Math.fround(nw_z * push_speed);
    dynamics!.async_push_core(moving, dv_x, dv_y, dv_z);
  }
}

/**
 * inter_penetration (anomaly slot 2, 0x1002f8f0) for a mindist of objects A and B with synapse
 * statuses sA, sB and ledges lA, lB: neither core fixed (core[0] & 0xc) → push apart; a fixed
 * side whose synapse is a polygon feature (status < 3) → plane push of the other; otherwise push
 * apart. Returns 1 for the plane push, 0 for the push apart.
 *
 * @source 000_b83935d7d7846899.txt §2.7; §4.2.2 0x1002f8f0
 * @unit T49
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:397
 */
export function inter_penetration(mem: Memory, dynamics: PenetrationDynamics | null, a: RealObject, b: RealObject, status_a: number, status_b: number, ledge_a: number, ledge_b: number, push_speed: number, delta_psi: number): number {
  const ca: PhysCoreView | null = a.core;
  const cb: PhysCoreView | null = b.core;
  if (!(ca !== null && cb !== null)) assertFail("spec/ivp/objects/real_object.spec:400", "inter_penetration: an object without a core");
  const fixed_a: boolean = (ca!.flags & 0xc) !== 0;
  const fixed_b: boolean = (cb!.flags & 0xc) !== 0;
  if (!fixed_a && !fixed_b) {
    penetration_push_apart(dynamics, a, b, push_speed, delta_psi);
    return 0;
  }
  // decision: A is the fixed side when both are fixed
  if (fixed_a) {
    if (status_a < SYNAPSE_STATUS_BALL) {
      penetration_plane_push(mem, dynamics, a, b, ledge_a, push_speed);
      return 1;
    }
  } else if (status_b < SYNAPSE_STATUS_BALL) {
    penetration_plane_push(mem, dynamics, b, a, ledge_b, push_speed);
    return 1;
  }
  penetration_push_apart(dynamics, a, b, push_speed, delta_psi);
  return 0;
}

/**
 * Test set-up: a core view at position p with mass m, flags and movement state.
 *
 * @design Test set-up of a core view.
 * @unit T49
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:491
 */
export function test_core(p_x: number, p_y: number, p_z: number, m: number, flags: number, state: number): PhysCoreView {
  const c: PhysCoreView = new PhysCoreView();
  c.position.x = p_x;
  c.position.y = p_y;
  c.position.z = p_z;
  c.mass = m;
  c.flags = flags;
  c.movement_state = state;
  return c;
}

/**
 * Test set-up: a ledge header with n triangles (only n_triangles is read here).
 *
 * @design Test set-up of a ledge in layout memory.
 * @unit T49
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:503
 */
export function test_ledge(mem: Memory, n: number): number {
  const l: number = mem.alloc(16, 16);
  mem.i16[(l + Ledge.n_triangles) >>> 1] = (n << 16) >> 16;
  return l;
}

/**
 * Compares a recording with the expected codes.
 *
 * @design Test helper: list equality.
 * @unit T49
 * @float x87
 * @spec spec/ivp/objects/real_object.spec:512
 */
export function dyn_log_is(got: number[], want: number[]): boolean {
  if (got.length !== want.length) {
    return false;
  }
  for (let i = 0; i < want.length; i++) {
    if (got[i] !== want[i]) {
      return false;
    }
  }
  return true;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3();
