// GENERATED FILE: do not edit. Engine module ivp.dynamics.world: 003 §2, §3.1, §4, §5; 000 §2.5, §7.1, §8.3: the dynamics world (one state root: the collision environment, the solvers, the dynamic cores, contacts, controllers, sleep and random state), the PSI with the dynamics in the documents' order, and the host's checked API from spec/ivp/dynamics/world.spec (sha256 4da1adddc216fc0e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { FrictionContact, contact_generate, contact_links, contact_update, copy_FrictionContact, hash_FrictionContact, restore_FrictionContact, snapshot_FrictionContact } from "./contact.generated.js";
import { CoreScratch, DynCore, DynMaterial, MOVEMENT_FROZEN, MOVEMENT_MOVING, copy_CoreScratch, copy_DynCore, copy_DynMaterial, dyn_async_push, dyn_core_free_velocity, dyn_core_integrate, dyn_core_setup, dyn_impulse_at, dyn_root, hash_CoreScratch, hash_DynCore, hash_DynMaterial, reset_CoreScratch, reset_DynMaterial, restore_CoreScratch, restore_DynCore, restore_DynMaterial, snapshot_CoreScratch, snapshot_DynCore, snapshot_DynMaterial } from "./core.generated.js";
import { friction_phase } from "./friction.generated.js";
import { dyn_impact } from "./impact.generated.js";
import { dyn_freeze, dyn_revive, dyn_sleep_phase, dyn_sleep_reset, dyn_sleep_windows } from "./sleep.generated.js";
import { ledge_triangle, triangle_edge } from "../geometry/compact.generated.js";
import { hesse_plane } from "../geometry/hesse_plane.generated.js";
import { ball_core_inertia, polygon_core_inertia } from "../geometry/mass.generated.js";
import { PolygonSurfaceManager, copy_PolygonSurfaceManager, hash_PolygonSurfaceManager, psm_get_rotation_inertia, psm_init, restore_PolygonSurfaceManager, snapshot_PolygonSurfaceManager } from "../geometry/surface_manager.generated.js";
import { CacheObject } from "../geometry/two_object.generated.js";
import { PoseScratch, cache_object_get, cache_object_release, cache_vector_to_world, cache_world_to_object, copy_PoseScratch, hash_PoseScratch, reset_PoseScratch, restore_PoseScratch, snapshot_PoseScratch } from "../mindist/cache.generated.js";
import { ContactSystem } from "../mindist/contact.generated.js";
import { IvpEnvironment, copy_IvpEnvironment, hash_IvpEnvironment, ivp_env_init, reset_IvpEnvironment, restore_IvpEnvironment, snapshot_IvpEnvironment } from "../mindist/env.generated.js";
import { mindist_went_invalid } from "../mindist/manager.generated.js";
import { Mindist, mindist_recalc_ok } from "../mindist/mindist.generated.js";
import { mindist_simulate_time_event, mindist_wheel_pass, object_retry_invalid, update_exact_mindist_events } from "../mindist/scheduling.generated.js";
import { IvpSolvers, copy_IvpSolvers, hash_IvpSolvers, reset_IvpSolvers, restore_IvpSolvers, snapshot_IvpSolvers } from "../mindist/solvers.generated.js";
import { env_check_finite3, ivp_env_add_ball, ivp_env_add_core, ivp_env_add_polygon, ivp_env_enable_collision } from "../mindist/timeline.generated.js";
import { AnomalyLimits, IvpRandom, anomaly_limits_init, copy_AnomalyLimits, copy_IvpRandom, hash_AnomalyLimits, hash_IvpRandom, ivp_random_init, reset_AnomalyLimits, reset_IvpRandom, restore_AnomalyLimits, restore_IvpRandom, snapshot_AnomalyLimits, snapshot_IvpRandom } from "../objects/anomaly.generated.js";
import { PenetrationDynamics, PhysCoreView, RealObject } from "../objects/real_object.generated.js";
import { HullManager } from "../time/hull_manager.generated.js";
import { PSI_NO_MINDIST, PsiCoreSpeeds, PsiPhases, psi_event } from "../time/simulate_psi.generated.js";
import { EventRunner, TM_PSI_EVENT, TimeManager, tm_simulate_until } from "../time/time_manager.generated.js";

/** The maximum ball radius and mass the API accepts (anything larger is a unit error). */
export const API_MAX_RADIUS: number = 10000;
export const API_MAX_MASS: number = 1000000000;
export const API_MAX_RATE: number = 1000000;
export const API_MAX_VALUE: number = 1000000000000;

/** The dynamics side of a real object: its material (the glue creates one per Physicalize, 003 L125). */
export class DynObject {
  id: number = 0;
  material: DynMaterial = new DynMaterial();
}

/** Puts a DynObject back into the zero state `new DynObject()` gives, in place. */
export function reset_DynObject(s: DynObject): void {
  s.id = 0;
  reset_DynMaterial(s.material);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_DynObject(dst: DynObject, src: DynObject): void {
  dst.id = src.id;
  copy_DynMaterial(dst.material, src.material);
}

/** Feeds the raw bits of a DynObject to the hasher, field by field in declaration order. */
export function hash_DynObject(s: DynObject, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  hash_DynMaterial(s.material, h);
}

/** Writes a DynObject to a snapshot stream. */
export function snapshot_DynObject(s: DynObject, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  snapshot_DynMaterial(s.material, w);
}

/** Reads a DynObject back from a snapshot stream written by snapshot_DynObject. */
export function restore_DynObject(s: DynObject, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  restore_DynMaterial(s.material, r);
}

/**
 * A SetPhysicsForce controller (003 §2.2: 0x40 bytes, vtable 0x10063240, priority 0x5dc): an
 * impulse per PSI, stored in world space, at a core-space point.
 */
export class ForceController {
  id: number = 0;
  live: boolean = false;
  core: number = 0;
  /** the impulse per PSI (world): the normalised direction × Force Value */
  force: Vec3 = new Vec3();
  /** the point of application, core space (the object's local position) */
  position: Vec3 = new Vec3();
}

/** Puts a ForceController back into the zero state `new ForceController()` gives, in place. */
export function reset_ForceController(s: ForceController): void {
  s.id = 0;
  s.live = false;
  s.core = 0;
  s.force.x = 0; s.force.y = 0; s.force.z = 0;
  s.position.x = 0; s.position.y = 0; s.position.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ForceController(dst: ForceController, src: ForceController): void {
  dst.id = src.id;
  dst.live = src.live;
  dst.core = src.core;
  dst.force.x = src.force.x; dst.force.y = src.force.y; dst.force.z = src.force.z;
  dst.position.x = src.position.x; dst.position.y = src.position.y; dst.position.z = src.position.z;
}

/** Feeds the raw bits of a ForceController to the hasher, field by field in declaration order. */
export function hash_ForceController(s: ForceController, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.bool(s.live);
  h.i32(s.core);
  h.f64(s.force.x);
  h.f64(s.force.y);
  h.f64(s.force.z);
  h.f64(s.position.x);
  h.f64(s.position.y);
  h.f64(s.position.z);
}

/** Writes a ForceController to a snapshot stream. */
export function snapshot_ForceController(s: ForceController, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.live ? 1 : 0);
  w.put(s.core);
  w.put(s.force.x);
  w.put(s.force.y);
  w.put(s.force.z);
  w.put(s.position.x);
  w.put(s.position.y);
  w.put(s.position.z);
}

/** Reads a ForceController back from a snapshot stream written by snapshot_ForceController. */
export function restore_ForceController(s: ForceController, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.live = r.get() !== 0;
  s.core = r.get();
  s.force.x = r.get();
  s.force.y = r.get();
  s.force.z = r.get();
  s.position.x = r.get();
  s.position.y = r.get();
  s.position.z = r.get();
}

/** The collision event the glue's PhysicsCollDetection consumes (000 L2884, 003 L382-394). */
export class CollisionEvent {
  /** the time of the impact */
  time: number = ZERO_F64;
  /** the mindist's synapse objects (syn0, syn1) */
  object0: number = 0;
  object1: number = 0;
  /** the impact speed (the approach speed along the normal), m/s */
  speed: number = ZERO_F64;
  /** the normal from object1 toward object0 (world) */
  normal: Vec3 = new Vec3();
  /** the contact point on object0's surface (world) */
  point: Vec3 = new Vec3();
  /** the time since the pair's previous impact (the contact's record, zeroed when new: the time since 0) */
  d_time_since_last: number = ZERO_F64;
  /** the mindist's len (+0x54) and event code (flags & 0xff) at the impact, for diagnostics */
  len: number = ZERO_F64;
  code: number = 0;
}

/** Puts a CollisionEvent back into the zero state `new CollisionEvent()` gives, in place. */
export function reset_CollisionEvent(s: CollisionEvent): void {
  s.time = 0;
  s.object0 = 0;
  s.object1 = 0;
  s.speed = 0;
  s.normal.x = 0; s.normal.y = 0; s.normal.z = 0;
  s.point.x = 0; s.point.y = 0; s.point.z = 0;
  s.d_time_since_last = 0;
  s.len = 0;
  s.code = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CollisionEvent(dst: CollisionEvent, src: CollisionEvent): void {
  dst.time = src.time;
  dst.object0 = src.object0;
  dst.object1 = src.object1;
  dst.speed = src.speed;
  dst.normal.x = src.normal.x; dst.normal.y = src.normal.y; dst.normal.z = src.normal.z;
  dst.point.x = src.point.x; dst.point.y = src.point.y; dst.point.z = src.point.z;
  dst.d_time_since_last = src.d_time_since_last;
  dst.len = src.len;
  dst.code = src.code;
}

/** Feeds the raw bits of a CollisionEvent to the hasher, field by field in declaration order. */
export function hash_CollisionEvent(s: CollisionEvent, h: StateHasher): void {
  h.enter(s);
  h.f64(s.time);
  h.i32(s.object0);
  h.i32(s.object1);
  h.f32(s.speed);
  h.f32(s.normal.x);
  h.f32(s.normal.y);
  h.f32(s.normal.z);
  h.f64(s.point.x);
  h.f64(s.point.y);
  h.f64(s.point.z);
  h.f32(s.d_time_since_last);
  h.f32(s.len);
  h.i32(s.code);
}

/** Writes a CollisionEvent to a snapshot stream. */
export function snapshot_CollisionEvent(s: CollisionEvent, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.time);
  w.put(s.object0);
  w.put(s.object1);
  w.put(s.speed);
  w.put(s.normal.x);
  w.put(s.normal.y);
  w.put(s.normal.z);
  w.put(s.point.x);
  w.put(s.point.y);
  w.put(s.point.z);
  w.put(s.d_time_since_last);
  w.put(s.len);
  w.put(s.code);
}

/** Reads a CollisionEvent back from a snapshot stream written by snapshot_CollisionEvent. */
export function restore_CollisionEvent(s: CollisionEvent, r: SnapshotReader): void {
  r.enter(s);
  s.time = r.get();
  s.object0 = r.get();
  s.object1 = r.get();
  s.speed = r.get();
  s.normal.x = r.get();
  s.normal.y = r.get();
  s.normal.z = r.get();
  s.point.x = r.get();
  s.point.y = r.get();
  s.point.z = r.get();
  s.d_time_since_last = r.get();
  s.len = r.get();
  s.code = r.get();
}

/** The dynamics of an environment. */
export class IvpDynamics implements PsiPhases, EventRunner, ContactSystem, PenetrationDynamics {
  env: IvpEnvironment | null = null;
  /** the dynamic cores, by core id (every core of the environment has one; fixed ones too) */
  cores: DynCore[] = [];
  /** the objects' materials, by object id */
  objects: DynObject[] = [];
  /** the friction contact points (pool; slot = id), free slots last freed on top */
  contacts: FrictionContact[] = [];
  free_contacts: number[] = [];
  /** per mindist slot: its contact point, −1 none */
  contact_of_mindist: number[] = [];
  /** the force controllers (pool), free slots last freed on top */
  forces: ForceController[] = [];
  free_forces: number[] = [];
  /** the moving cores of this PSI (core ids, creation order) */
  moving: number[] = [];
  /** the anomaly limits (env +0x24) and the IVP random generator (0x100685b4) */
  limits: AnomalyLimits = new AnomalyLimits();
  random: IvpRandom = new IvpRandom();
  /** the collision events since the host last cleared them */
  collisions: CollisionEvent[] = [];
  /** env+0x148 = 0.9^(1/66), set by the environment's ctor (003 L634; its use is not traced) */
  misc_148: number = ZERO_F64;
  /** scratch */
  scratch: CoreScratch = new CoreScratch();
  pose: PoseScratch = new PoseScratch();
  m1: Float64Array = new Float64Array(12);
  order: number[] = [];
  /** statistics */
  anomalies: number = 0;
  impacts_solved: number = 0;
  contacts_created: number = 0;
  contacts_dropped: number = 0;
  friction_solves: number = 0;
  pgs_iterations: number = 0;
  freezes: number = 0;
  revives: number = 0;
  sleep_tests: number = 0;

  /** Implements PsiPhases.step_listeners (@spec spec/ivp/dynamics/world.spec:499). */
  step_listeners(): void {

  }

  /** Implements PsiPhases.env_a8_vfunc28 (@spec spec/ivp/dynamics/world.spec:501). */
  env_a8_vfunc28(): void {

  }

  /** Implements PsiPhases.unidentified_10013c40 (@spec spec/ivp/dynamics/world.spec:503). */
  unidentified_10013c40(): void {

  }

  /** Implements PsiPhases.wheel_pass (@spec spec/ivp/dynamics/world.spec:505). */
  wheel_pass(): void {
    mindist_wheel_pass(this.env!);
  }

  /** Implements PsiPhases.controllers (@spec spec/ivp/dynamics/world.spec:508). */
  controllers(mem: Memory): void {
    dyn_controllers(mem, this);
  }

  /** Implements PsiPhases.moving_core_count (@spec spec/ivp/dynamics/world.spec:511). */
  moving_core_count(): number {
    return this.moving.length;
  }

  /** Implements PsiPhases.integrate_core (@spec spec/ivp/dynamics/world.spec:514). */
  integrate_core(core: number, speeds: PsiCoreSpeeds): void {
    const env: IvpEnvironment | null = this.env;
    const dc: DynCore = this.cores[this.moving[core]];
    const n: number = dyn_core_integrate(dc, env!.tm.current_time, env!.tm.delta_psi, env!.tm.inv_delta_psi, this.limits, this.scratch);
    this.anomalies = (this.anomalies + n) | 0;
    const c: PhysCoreView | null = dc.core;
    speeds.current_speed = c!.current_speed;
    speeds.rot_surface_speed = c!.rot_surface_speed;
  }

  /** Implements PsiPhases.core_object_count (@spec spec/ivp/dynamics/world.spec:523). */
  core_object_count(core: number): number {
    const c: PhysCoreView | null = this.cores[this.moving[core]].core;
    return c!.objects.length;
  }

  /** Implements PsiPhases.core_object_hull (@spec spec/ivp/dynamics/world.spec:527). */
  core_object_hull(core: number, object: number): HullManager | null {
    const c: PhysCoreView | null = this.cores[this.moving[core]].core;
    const o: RealObject | null = c!.objects[object];
    return o!.hull;
  }

  /** Implements PsiPhases.exact_first (@spec spec/ivp/dynamics/world.spec:532). */
  exact_first(): number {
    const h: Mindist | null = this.env!.mm.exact_head;
    if (h === null) {
      return PSI_NO_MINDIST;
    }
    return h!.id;
  }

  /** Implements PsiPhases.exact_next (@spec spec/ivp/dynamics/world.spec:539). */
  exact_next(md: number): number {
    const n: Mindist | null = this.env!.mindists[md].next;
    if (n === null) {
      return PSI_NO_MINDIST;
    }
    return n!.id;
  }

  /** Implements PsiPhases.short_recalc_mindist (@spec spec/ivp/dynamics/world.spec:546). */
  short_recalc_mindist(mem: Memory, md: number): boolean {
    const env: IvpEnvironment | null = this.env;
    const m: Mindist = env!.mindists[md];
    $host.i32(env!.solvers!.minimize(mem, m), "MindistSolvers.minimize (spec/ivp/dynamics/world.spec:549)");
    return mindist_recalc_ok(m);
  }

  /** Implements PsiPhases.exact_went_invalid (@spec spec/ivp/dynamics/world.spec:552). */
  exact_went_invalid(md: number): void {
    const env: IvpEnvironment | null = this.env;
    mindist_went_invalid(env!, env!.mindists[md]);
  }

  /** Implements PsiPhases.critic_update_events (@spec spec/ivp/dynamics/world.spec:556). */
  critic_update_events(mem: Memory, md: number, allow_hull: boolean, hint: number): void {
    const env: IvpEnvironment | null = this.env;
    update_exact_mindist_events(mem, env!, env!.mindists[md], allow_hull, hint);
  }

  /** Implements EventRunner.simulate_time_event (@spec spec/ivp/dynamics/world.spec:565). */
  simulate_time_event(mem: Memory, tm: TimeManager, id: number): void {
    const env: IvpEnvironment | null = this.env;
    if (id === TM_PSI_EVENT) {
      psi_event(mem, tm, env!.psi, this);
      env!.psi_count = (env!.psi_count + 1) | 0;
      return;
    }
    const m: number = env!.mindist_of_event[id];
    if (!(m >= 0)) assertFail("spec/ivp/dynamics/world.spec:573", "event {} belongs to no mindist", [id]);
    mindist_simulate_time_event(mem, env!, env!.mindists[m]);
  }

  /** Implements ContactSystem.wake_object (@spec spec/ivp/dynamics/world.spec:580). */
  wake_object(mem: Memory, obj: RealObject): void {
    const c: PhysCoreView | null = obj.core;
    if (c!.movement_state === MOVEMENT_FROZEN) {
      dyn_revive(mem, this, this.cores[c!.id]);
    }
  }

  /** Implements ContactSystem.core_before_impact (@spec spec/ivp/dynamics/world.spec:586). */
  core_before_impact(core: PhysCoreView): void {

  }

  /** Implements ContactSystem.impact_entry (@spec spec/ivp/dynamics/world.spec:588). */
  impact_entry(mem: Memory, md: Mindist, o0: RealObject, o1: RealObject): void {
    dyn_impact(mem, this, md);
  }

  /** Implements ContactSystem.generate_friction (@spec spec/ivp/dynamics/world.spec:591). */
  generate_friction(mem: Memory, md: Mindist): boolean {
    const n0: number = this.contacts_created;
    const k: number = contact_generate(mem, this, md);
    if (k >= 0) {
      contact_update(mem, this, this.contacts[k], this.env!.tm.current_time);
    }
    return this.contacts_created !== n0;
  }

  /** Implements ContactSystem.in_friction_system (@spec spec/ivp/dynamics/world.spec:599). */
  in_friction_system(a: PhysCoreView, b: PhysCoreView): boolean {
    return contact_links(this, a.id, b.id);
  }

  /** Implements ContactSystem.revive_core (@spec spec/ivp/dynamics/world.spec:602). */
  revive_core(mem: Memory, core: PhysCoreView): void {
    if (core.movement_state === MOVEMENT_FROZEN) {
      dyn_revive(mem, this, this.cores[core.id]);
    }
  }

  /** Implements PenetrationDynamics.world_to_object (@spec spec/ivp/dynamics/world.spec:611). */
  world_to_object(obj: RealObject, p_x: number, p_y: number, p_z: number, p_os: Vec3): void {
    const c: CacheObject = cache_object_get(obj);
    cache_world_to_object(c, p_x, p_y, p_z, p_os);
    cache_object_release(c);
  }

  /** Implements PenetrationDynamics.object_vector_to_world (@spec spec/ivp/dynamics/world.spec:616). */
  object_vector_to_world(obj: RealObject, v_x: number, v_y: number, v_z: number, w: Vec3): void {
    const c: CacheObject = cache_object_get(obj);
    cache_vector_to_world(c, v_x, v_y, v_z, w);
    cache_object_release(c);
  }

  /** Implements PenetrationDynamics.triangle_plane_distance (@spec spec/ivp/dynamics/world.spec:621). */
  triangle_plane_distance(mem: Memory, ledge: number, triangle: number, p_os_x: number, p_os_y: number, p_os_z: number, normal: Vec3): number {
    const l: number = ledge;
    const e: number = triangle_edge(ledge_triangle(l, triangle), 0);
    const dd: number = hesse_plane(mem, e, l, normal);
    return normal.x * p_os_x + normal.y * p_os_y + normal.z * p_os_z + dd;
  }

  /** Implements PenetrationDynamics.async_push_core (@spec spec/ivp/dynamics/world.spec:627). */
  async_push_core(obj: RealObject, dv_x: number, dv_y: number, dv_z: number): void {
    const dc: DynCore = this.cores[obj.core!.id];
    if (dc.inv_mass !== 0) {
      const t$0_x = Math.fround(dc.async_dv.x + dv_x), t$0_y = Math.fround(dc.async_dv.y + dv_y), t$0_z = Math.fround(dc.async_dv.z + dv_z);
      dc.async_dv.x = t$0_x; dc.async_dv.y = t$0_y; dc.async_dv.z = t$0_z;
    }
  }

  /** Implements PenetrationDynamics.push_core_impulse (@spec spec/ivp/dynamics/world.spec:633). */
  push_core_impulse(obj: RealObject, impulse_x: number, impulse_y: number, impulse_z: number, position_x: number, position_y: number, position_z: number): void {
    dyn_impulse_at(this.cores[obj.core!.id], impulse_x, impulse_y, impulse_z, position_x, position_y, position_z, this.env!.tm.current_time);
  }

  /** Implements PenetrationDynamics.unidentified_1000a3a0 (@spec spec/ivp/dynamics/world.spec:636). */
  unidentified_1000a3a0(obj: RealObject, v_x: number, v_y: number, v_z: number): void {

  }
}

/** Puts a IvpDynamics back into the zero state `new IvpDynamics()` gives, in place. */
export function reset_IvpDynamics(s: IvpDynamics): void {
  s.env = null;
  s.cores.length = 0;
  s.objects.length = 0;
  s.contacts.length = 0;
  s.free_contacts.length = 0;
  s.contact_of_mindist.length = 0;
  s.forces.length = 0;
  s.free_forces.length = 0;
  s.moving.length = 0;
  reset_AnomalyLimits(s.limits);
  reset_IvpRandom(s.random);
  s.collisions.length = 0;
  s.misc_148 = 0;
  reset_CoreScratch(s.scratch);
  reset_PoseScratch(s.pose);
  s.m1.fill(0);
  s.order.length = 0;
  s.anomalies = 0;
  s.impacts_solved = 0;
  s.contacts_created = 0;
  s.contacts_dropped = 0;
  s.friction_solves = 0;
  s.pgs_iterations = 0;
  s.freezes = 0;
  s.revives = 0;
  s.sleep_tests = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IvpDynamics(dst: IvpDynamics, src: IvpDynamics): void {
  dst.env = src.env;
  dst.cores.length = src.cores.length;
  for (let i = 0; i < src.cores.length; i++) { if (dst.cores[i] === undefined) dst.cores[i] = new DynCore(); copy_DynCore(dst.cores[i], src.cores[i]); }
  dst.objects.length = src.objects.length;
  for (let i = 0; i < src.objects.length; i++) { if (dst.objects[i] === undefined) dst.objects[i] = new DynObject(); copy_DynObject(dst.objects[i], src.objects[i]); }
  dst.contacts.length = src.contacts.length;
  for (let i = 0; i < src.contacts.length; i++) { if (dst.contacts[i] === undefined) dst.contacts[i] = new FrictionContact(); copy_FrictionContact(dst.contacts[i], src.contacts[i]); }
  for (let i = 0; i < src.free_contacts.length && i < dst.free_contacts.length; i++) dst.free_contacts[i] = src.free_contacts[i];
  if (dst.free_contacts.length > src.free_contacts.length) dst.free_contacts.length = src.free_contacts.length;
  else for (let i = dst.free_contacts.length; i < src.free_contacts.length; i++) dst.free_contacts.push(src.free_contacts[i]);
  for (let i = 0; i < src.contact_of_mindist.length && i < dst.contact_of_mindist.length; i++) dst.contact_of_mindist[i] = src.contact_of_mindist[i];
  if (dst.contact_of_mindist.length > src.contact_of_mindist.length) dst.contact_of_mindist.length = src.contact_of_mindist.length;
  else for (let i = dst.contact_of_mindist.length; i < src.contact_of_mindist.length; i++) dst.contact_of_mindist.push(src.contact_of_mindist[i]);
  dst.forces.length = src.forces.length;
  for (let i = 0; i < src.forces.length; i++) { if (dst.forces[i] === undefined) dst.forces[i] = new ForceController(); copy_ForceController(dst.forces[i], src.forces[i]); }
  for (let i = 0; i < src.free_forces.length && i < dst.free_forces.length; i++) dst.free_forces[i] = src.free_forces[i];
  if (dst.free_forces.length > src.free_forces.length) dst.free_forces.length = src.free_forces.length;
  else for (let i = dst.free_forces.length; i < src.free_forces.length; i++) dst.free_forces.push(src.free_forces[i]);
  for (let i = 0; i < src.moving.length && i < dst.moving.length; i++) dst.moving[i] = src.moving[i];
  if (dst.moving.length > src.moving.length) dst.moving.length = src.moving.length;
  else for (let i = dst.moving.length; i < src.moving.length; i++) dst.moving.push(src.moving[i]);
  copy_AnomalyLimits(dst.limits, src.limits);
  copy_IvpRandom(dst.random, src.random);
  dst.collisions.length = src.collisions.length;
  for (let i = 0; i < src.collisions.length; i++) { if (dst.collisions[i] === undefined) dst.collisions[i] = new CollisionEvent(); copy_CollisionEvent(dst.collisions[i], src.collisions[i]); }
  dst.misc_148 = src.misc_148;
  copy_CoreScratch(dst.scratch, src.scratch);
  copy_PoseScratch(dst.pose, src.pose);
  dst.m1.set(src.m1);
  for (let i = 0; i < src.order.length && i < dst.order.length; i++) dst.order[i] = src.order[i];
  if (dst.order.length > src.order.length) dst.order.length = src.order.length;
  else for (let i = dst.order.length; i < src.order.length; i++) dst.order.push(src.order[i]);
  dst.anomalies = src.anomalies;
  dst.impacts_solved = src.impacts_solved;
  dst.contacts_created = src.contacts_created;
  dst.contacts_dropped = src.contacts_dropped;
  dst.friction_solves = src.friction_solves;
  dst.pgs_iterations = src.pgs_iterations;
  dst.freezes = src.freezes;
  dst.revives = src.revives;
  dst.sleep_tests = src.sleep_tests;
}

/** Feeds the raw bits of a IvpDynamics to the hasher, field by field in declaration order. */
export function hash_IvpDynamics(s: IvpDynamics, h: StateHasher): void {
  h.enter(s);
  h.ref(s.env);
  h.u32(s.cores.length);
  for (let i0 = 0; i0 < s.cores.length; i0++) {
    hash_DynCore(s.cores[i0], h);
  }
  h.u32(s.objects.length);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    hash_DynObject(s.objects[i0], h);
  }
  h.u32(s.contacts.length);
  for (let i0 = 0; i0 < s.contacts.length; i0++) {
    hash_FrictionContact(s.contacts[i0], h);
  }
  h.u32(s.free_contacts.length);
  for (let i0 = 0; i0 < s.free_contacts.length; i0++) {
    h.i32(s.free_contacts[i0]);
  }
  h.u32(s.contact_of_mindist.length);
  for (let i0 = 0; i0 < s.contact_of_mindist.length; i0++) {
    h.i32(s.contact_of_mindist[i0]);
  }
  h.u32(s.forces.length);
  for (let i0 = 0; i0 < s.forces.length; i0++) {
    hash_ForceController(s.forces[i0], h);
  }
  h.u32(s.free_forces.length);
  for (let i0 = 0; i0 < s.free_forces.length; i0++) {
    h.i32(s.free_forces[i0]);
  }
  h.u32(s.moving.length);
  for (let i0 = 0; i0 < s.moving.length; i0++) {
    h.i32(s.moving[i0]);
  }
  hash_AnomalyLimits(s.limits, h);
  hash_IvpRandom(s.random, h);
  h.u32(s.collisions.length);
  for (let i0 = 0; i0 < s.collisions.length; i0++) {
    hash_CollisionEvent(s.collisions[i0], h);
  }
  h.f64(s.misc_148);
  hash_CoreScratch(s.scratch, h);
  hash_PoseScratch(s.pose, h);
  for (let i0 = 0; i0 < s.m1.length; i0++) h.f64(s.m1[i0]);
  h.u32(s.order.length);
  for (let i0 = 0; i0 < s.order.length; i0++) {
    h.i32(s.order[i0]);
  }
  h.i32(s.anomalies);
  h.i32(s.impacts_solved);
  h.i32(s.contacts_created);
  h.i32(s.contacts_dropped);
  h.i32(s.friction_solves);
  h.i32(s.pgs_iterations);
  h.i32(s.freezes);
  h.i32(s.revives);
  h.i32(s.sleep_tests);
}

/** Writes a IvpDynamics to a snapshot stream. */
export function snapshot_IvpDynamics(s: IvpDynamics, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.env);
  w.put(s.cores.length);
  for (let i0 = 0; i0 < s.cores.length; i0++) {
    snapshot_DynCore(s.cores[i0], w);
  }
  w.put(s.objects.length);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    snapshot_DynObject(s.objects[i0], w);
  }
  w.put(s.contacts.length);
  for (let i0 = 0; i0 < s.contacts.length; i0++) {
    snapshot_FrictionContact(s.contacts[i0], w);
  }
  w.put(s.free_contacts.length);
  for (let i0 = 0; i0 < s.free_contacts.length; i0++) {
    w.put(s.free_contacts[i0]);
  }
  w.put(s.contact_of_mindist.length);
  for (let i0 = 0; i0 < s.contact_of_mindist.length; i0++) {
    w.put(s.contact_of_mindist[i0]);
  }
  w.put(s.forces.length);
  for (let i0 = 0; i0 < s.forces.length; i0++) {
    snapshot_ForceController(s.forces[i0], w);
  }
  w.put(s.free_forces.length);
  for (let i0 = 0; i0 < s.free_forces.length; i0++) {
    w.put(s.free_forces[i0]);
  }
  w.put(s.moving.length);
  for (let i0 = 0; i0 < s.moving.length; i0++) {
    w.put(s.moving[i0]);
  }
  snapshot_AnomalyLimits(s.limits, w);
  snapshot_IvpRandom(s.random, w);
  w.put(s.collisions.length);
  for (let i0 = 0; i0 < s.collisions.length; i0++) {
    snapshot_CollisionEvent(s.collisions[i0], w);
  }
  w.put(s.misc_148);
  snapshot_CoreScratch(s.scratch, w);
  snapshot_PoseScratch(s.pose, w);
  for (let i0 = 0; i0 < s.m1.length; i0++) w.put(s.m1[i0]);
  w.put(s.order.length);
  for (let i0 = 0; i0 < s.order.length; i0++) {
    w.put(s.order[i0]);
  }
  w.put(s.anomalies);
  w.put(s.impacts_solved);
  w.put(s.contacts_created);
  w.put(s.contacts_dropped);
  w.put(s.friction_solves);
  w.put(s.pgs_iterations);
  w.put(s.freezes);
  w.put(s.revives);
  w.put(s.sleep_tests);
}

/** Reads a IvpDynamics back from a snapshot stream written by snapshot_IvpDynamics. */
export function restore_IvpDynamics(s: IvpDynamics, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: IvpEnvironment | null) => { s.env = o; });
  s.cores.length = r.get();
  for (let i0 = 0; i0 < s.cores.length; i0++) if (s.cores[i0] === undefined) s.cores[i0] = new DynCore();
  for (let i0 = 0; i0 < s.cores.length; i0++) {
    restore_DynCore(s.cores[i0], r);
  }
  s.objects.length = r.get();
  for (let i0 = 0; i0 < s.objects.length; i0++) if (s.objects[i0] === undefined) s.objects[i0] = new DynObject();
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    restore_DynObject(s.objects[i0], r);
  }
  s.contacts.length = r.get();
  for (let i0 = 0; i0 < s.contacts.length; i0++) if (s.contacts[i0] === undefined) s.contacts[i0] = new FrictionContact();
  for (let i0 = 0; i0 < s.contacts.length; i0++) {
    restore_FrictionContact(s.contacts[i0], r);
  }
  s.free_contacts.length = r.get();
  for (let i0 = 0; i0 < s.free_contacts.length; i0++) {
    s.free_contacts[i0] = r.get();
  }
  s.contact_of_mindist.length = r.get();
  for (let i0 = 0; i0 < s.contact_of_mindist.length; i0++) {
    s.contact_of_mindist[i0] = r.get();
  }
  s.forces.length = r.get();
  for (let i0 = 0; i0 < s.forces.length; i0++) if (s.forces[i0] === undefined) s.forces[i0] = new ForceController();
  for (let i0 = 0; i0 < s.forces.length; i0++) {
    restore_ForceController(s.forces[i0], r);
  }
  s.free_forces.length = r.get();
  for (let i0 = 0; i0 < s.free_forces.length; i0++) {
    s.free_forces[i0] = r.get();
  }
  s.moving.length = r.get();
  for (let i0 = 0; i0 < s.moving.length; i0++) {
    s.moving[i0] = r.get();
  }
  restore_AnomalyLimits(s.limits, r);
  restore_IvpRandom(s.random, r);
  s.collisions.length = r.get();
  for (let i0 = 0; i0 < s.collisions.length; i0++) if (s.collisions[i0] === undefined) s.collisions[i0] = new CollisionEvent();
  for (let i0 = 0; i0 < s.collisions.length; i0++) {
    restore_CollisionEvent(s.collisions[i0], r);
  }
  s.misc_148 = r.get();
  restore_CoreScratch(s.scratch, r);
  restore_PoseScratch(s.pose, r);
  for (let i0 = 0; i0 < s.m1.length; i0++) s.m1[i0] = r.get();
  s.order.length = r.get();
  for (let i0 = 0; i0 < s.order.length; i0++) {
    s.order[i0] = r.get();
  }
  s.anomalies = r.get();
  s.impacts_solved = r.get();
  s.contacts_created = r.get();
  s.contacts_dropped = r.get();
  s.friction_solves = r.get();
  s.pgs_iterations = r.get();
  s.freezes = r.get();
  s.revives = r.get();
  s.sleep_tests = r.get();
}

/** A Ballance world: the collision environment, the solvers, the dynamics, the surfaces. */
export class IvpWorld {
  env: IvpEnvironment = new IvpEnvironment();
  solvers: IvpSolvers = new IvpSolvers();
  dyn: IvpDynamics = new IvpDynamics();
  /** the polygon surface managers of the world's polygon objects (one per object) */
  surfaces: PolygonSurfaceManager[] = [];
}

/** Puts a IvpWorld back into the zero state `new IvpWorld()` gives, in place. */
export function reset_IvpWorld(s: IvpWorld): void {
  reset_IvpEnvironment(s.env);
  reset_IvpSolvers(s.solvers);
  reset_IvpDynamics(s.dyn);
  s.surfaces.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IvpWorld(dst: IvpWorld, src: IvpWorld): void {
  copy_IvpEnvironment(dst.env, src.env);
  copy_IvpSolvers(dst.solvers, src.solvers);
  copy_IvpDynamics(dst.dyn, src.dyn);
  dst.surfaces.length = src.surfaces.length;
  for (let i = 0; i < src.surfaces.length; i++) { if (dst.surfaces[i] === undefined) dst.surfaces[i] = new PolygonSurfaceManager(); copy_PolygonSurfaceManager(dst.surfaces[i], src.surfaces[i]); }
}

/** Feeds the raw bits of a IvpWorld to the hasher, field by field in declaration order. */
export function hash_IvpWorld(s: IvpWorld, h: StateHasher): void {
  h.enter(s);
  hash_IvpEnvironment(s.env, h);
  hash_IvpSolvers(s.solvers, h);
  hash_IvpDynamics(s.dyn, h);
  h.u32(s.surfaces.length);
  for (let i0 = 0; i0 < s.surfaces.length; i0++) {
    hash_PolygonSurfaceManager(s.surfaces[i0], h);
  }
}

/** Writes a IvpWorld to a snapshot stream. */
export function snapshot_IvpWorld(s: IvpWorld, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_IvpEnvironment(s.env, w);
  snapshot_IvpSolvers(s.solvers, w);
  snapshot_IvpDynamics(s.dyn, w);
  w.put(s.surfaces.length);
  for (let i0 = 0; i0 < s.surfaces.length; i0++) {
    snapshot_PolygonSurfaceManager(s.surfaces[i0], w);
  }
}

/** Reads a IvpWorld back from a snapshot stream written by snapshot_IvpWorld. */
export function restore_IvpWorld(s: IvpWorld, r: SnapshotReader): void {
  r.enter(s);
  restore_IvpEnvironment(s.env, r);
  restore_IvpSolvers(s.solvers, r);
  restore_IvpDynamics(s.dyn, r);
  s.surfaces.length = r.get();
  for (let i0 = 0; i0 < s.surfaces.length; i0++) if (s.surfaces[i0] === undefined) s.surfaces[i0] = new PolygonSurfaceManager();
  for (let i0 = 0; i0 < s.surfaces.length; i0++) {
    restore_PolygonSurfaceManager(s.surfaces[i0], r);
  }
}

/**
 * A new world: the environment as its ctor leaves it (000 §2.1.1; PSI 1/66, the first PSI at 0),
 * the real solvers, the contact system and the penetration host, gravity g (003 L512: the
 * manager's (0, −9.81, 0); Ballance sets (0, −20, 0), L430), the anomaly limits, the random seed 1.
 *
 * @source 003_de20169d39e999ff.txt §3.2 FUN_10006bb0 (world creation), FUN_10012a60 (environment ctor)
 * @unit M16, T46, T52, B29
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:124
 */
export function ivp_world_init(mem: Memory, w: IvpWorld, g_x: number, g_y: number, g_z: number): void {
  env_check_finite3(g_x, g_y, g_z, 1);
  ivp_env_init(mem, w.env);
  w.env.gravity.x = g_x;
  w.env.gravity.y = g_y;
  w.env.gravity.z = g_z;
  w.env.solvers = w.solvers;
  w.env.contacts = w.dyn;
  w.env.penetration = w.dyn;
  const d: IvpDynamics = w.dyn;
  d.env = w.env;
  d.cores.length = 0;
  d.objects.length = 0;
  d.contacts.length = 0;
  d.free_contacts.length = 0;
  d.contact_of_mindist.length = 0;
  d.forces.length = 0;
  d.free_forces.length = 0;
  d.moving.length = 0;
  d.collisions.length = 0;
  anomaly_limits_init(d.limits);
  ivp_random_init(d.random);
  d.misc_148 = dyn_root(0.9, 66);
  d.anomalies = 0;
  d.impacts_solved = 0;
  d.contacts_created = 0;
  d.contacts_dropped = 0;
  d.friction_solves = 0;
  d.pgs_iterations = 0;
  d.freezes = 0;
  d.revives = 0;
  d.sleep_tests = 0;
  w.surfaces.length = 0;
}

/**
 * Set Physics Globals' gravity (FUN_100055a0 → FUN_10013680, 003 L428): finite.
 *
 * @source 003_de20169d39e999ff.txt §2.8 FUN_100055a0 (env->set_gravity)
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:160
 */
export function ivp_world_set_gravity(w: IvpWorld, g_x: number, g_y: number, g_z: number): void {
  env_check_finite3(g_x, g_y, g_z, 1);
  w.env.gravity.x = g_x;
  w.env.gravity.y = g_y;
  w.env.gravity.z = g_z;
}

/**
 * Checks a scalar from outside: finite and in [lo, hi]; names the place.
 *
 * @design Boundary check: every value entering the state is finite and in range, or the call is refused before anything changes.
 * @unit B05
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:168
 */
export function api_check_range(x: number, lo: number, hi: number, what: number): void {
  if (!(x - x === 0 && x >= lo && x <= hi)) assertFail("spec/ivp/dynamics/world.spec:169", "ivp world: argument {} = {} is not finite or not in its range", [what, x]);
}

/**
 * Checks an object id from outside.
 *
 * @design Boundary check: ids must name an existing object.
 * @unit B05
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:175
 */
export function api_check_object(w: IvpWorld, obj: number): void {
  if (!(obj >= 0 && obj < w.env.objects.length)) assertFail("spec/ivp/dynamics/world.spec:176", "ivp world: object {} does not exist", [obj]);
}

/**
 * The dynamics records of a new core and object (their ids are the environment's).
 *
 * @design One core, one object, one DynCore, one DynObject, sharing the environment's ids.
 * @unit B07
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:182
 */
export function dyn_new_records(d: IvpDynamics, c: PhysCoreView, o: RealObject, friction: number, elasticity: number): void {
  while (d.cores.length <= c.id) {
    d.cores.push(new DynCore());
  }
  while (d.objects.length <= o.id) {
    d.objects.push(new DynObject());
  }
  const dob: DynObject = d.objects[o.id];
  dob.id = o.id;
  // stored as the material's doubles (003 L125: FUN_1000bf00 from the float pins)
  dob.material.friction = friction;
  dob.material.elasticity = elasticity;
}

/**
 * Physicalize a ball (003 §2.1, FUN_10013a10 → FUN_10009f00): radius r (> 0), mass (≥ 0; below
 * 1e-8 → 1), friction and elasticity (≥ 0, f32 pins stored as doubles), linear and rotational
 * damping (≥ 0, 1/s), fixed or moving; at position p (the mass centre), identity orientation,
 * awake. Returns the object id. Collision is enabled separately (ivp_world_enable_collision).
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 ball path (FUN_100075d0 → FUN_10013a10), FUN_10009f00
 * @unit B05, B06, B07
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:202
 */
export function ivp_world_add_ball(w: IvpWorld, p_x: number, p_y: number, p_z: number, r: number, mass: number, friction: number, elasticity: number, lin_damp: number, rot_damp: number, fixed: boolean): number {
  env_check_finite3(p_x, p_y, p_z, 2);
  if (!(r - r === 0 && r > 0 && r <= API_MAX_RADIUS)) assertFail("spec/ivp/dynamics/world.spec:204", "ivp_world_add_ball: the radius {} must be finite, positive and at most 1e4", [r]);
  api_check_range(mass, 0, API_MAX_MASS, 4);
  api_check_range(friction, 0, API_MAX_VALUE, 5);
  api_check_range(elasticity, 0, API_MAX_VALUE, 6);
  api_check_range(lin_damp, 0, API_MAX_RATE, 7);
  api_check_range(rot_damp, 0, API_MAX_RATE, 8);
  const env: IvpEnvironment = w.env;
  const c: PhysCoreView = ivp_env_add_core(env, p_x, p_y, p_z, !fixed);
  const rf: number = Math.fround(r);
  const o: RealObject = ivp_env_add_ball(env, c, rf);
  const d: IvpDynamics = w.dyn;
  const fr: number = Math.fround(friction);
  const el: number = Math.fround(elasticity);
  dyn_new_records(d, c, o, fr, el);
  const m: number = Math.fround(mass);
  ball_core_inertia(rf, m, _s0);
  const inertia_x = _s0.x, inertia_y = _s0.y, inertia_z = _s0.z;
  const rd: number = Math.fround(rot_damp);
  dyn_core_setup(d.cores[c.id], c, m, inertia_x, inertia_y, inertia_z, Math.fround(lin_damp), rd, rd, rd, fixed);
  dyn_core_begin(d, d.cores[c.id]);
  return o.id;
}

/**
 * A polygon surface for the world's objects: a surface manager over the compact surface cs
 * (built once, in layout memory). Returns its index.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 polygon path (surface cache FUN_10006f90, wrapper {0x100631e0, cs})
 * @unit B06
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:230
 */
export function ivp_world_add_surface(w: IvpWorld, cs: number): number {
  if (cs === 0) assertFail("spec/ivp/dynamics/world.spec:231", "ivp_world_add_surface: no compact surface");
  const k: number = w.surfaces.length;
  w.surfaces.push(new PolygonSurfaceManager());
  psm_init(w.surfaces[k], cs);
  return k;
}

/**
 * Physicalize a polygon body (003 §2.1, FUN_100139a0 → FUN_10009f00) over surface `surface` with
 * its object origin at p (the core moves to the surface's mass centre): mass, material, damping,
 * fixed or moving; the inertia is the surface's stored unit inertia × mass (G50's quirk and
 * clamp). Returns the object id.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 polygon path (FUN_100076f0 → FUN_100139a0), FUN_10009f00
 * @unit B05, B06, B07
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:244
 */
export function ivp_world_add_polygon(mem: Memory, w: IvpWorld, surface: number, p_x: number, p_y: number, p_z: number, mass: number, friction: number, elasticity: number, lin_damp: number, rot_damp: number, fixed: boolean): number {
  if (!(surface >= 0 && surface < w.surfaces.length)) assertFail("spec/ivp/dynamics/world.spec:245", "ivp_world_add_polygon: surface {} does not exist", [surface]);
  env_check_finite3(p_x, p_y, p_z, 2);
  api_check_range(mass, 0, API_MAX_MASS, 4);
  api_check_range(friction, 0, API_MAX_VALUE, 5);
  api_check_range(elasticity, 0, API_MAX_VALUE, 6);
  api_check_range(lin_damp, 0, API_MAX_RATE, 7);
  api_check_range(rot_damp, 0, API_MAX_RATE, 8);
  const env: IvpEnvironment = w.env;
  const c: PhysCoreView = ivp_env_add_core(env, p_x, p_y, p_z, !fixed);
  const sm: PolygonSurfaceManager = w.surfaces[surface];
  const o: RealObject = ivp_env_add_polygon(mem, env, c, sm);
  const d: IvpDynamics = w.dyn;
  const fr: number = Math.fround(friction);
  const el: number = Math.fround(elasticity);
  dyn_new_records(d, c, o, fr, el);
  let unit_x = 0, unit_y = 0, unit_z = 0;
  psm_get_rotation_inertia(mem, sm, _s1);
  unit_x = _s1.x; unit_y = _s1.y; unit_z = _s1.z;
  const m: number = Math.fround(mass);
  polygon_core_inertia(unit_x, unit_y, unit_z, m, _s2);
  const inertia_x = _s2.x, inertia_y = _s2.y, inertia_z = _s2.z;
  const rd: number = Math.fround(rot_damp);
  dyn_core_setup(d.cores[c.id], c, m, inertia_x, inertia_y, inertia_z, Math.fround(lin_damp), rd, rd, rd, fixed);
  dyn_core_begin(d, d.cores[c.id]);
  return o.id;
}

/**
 * A new core's trajectory: at rest at its position from the current time; a moving core gets its
 * sleep windows.
 *
 * @design A new core starts at rest on a constant trajectory, as the integrator would leave it, until its first PSI.
 * @unit B07, B18
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:274
 */
export function dyn_core_begin(d: IvpDynamics, dc: DynCore): void {
  const env: IvpEnvironment | null = d.env;
  const c: PhysCoreView | null = dc.core;
  dc.velocity.x = 0;
  dc.velocity.y = 0;
  dc.velocity.z = 0;
  c!.speed.x = 0;
  c!.speed.y = 0;
  c!.speed.z = 0;
  c!.delta_world_f_core_psis.x = 0;
  c!.delta_world_f_core_psis.y = 0;
  c!.delta_world_f_core_psis.z = 0;
  c!.current_speed = 0;
  c!.inv_delta_psi = Math.fround(env!.tm.inv_delta_psi);
  if (c!.movement_state < MOVEMENT_FROZEN) {
    dyn_sleep_reset(d, dc);
  }
}

/**
 * Enable Collision (FUN_10009350 → 0x100176e0): the object enters collision detection.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10009350 (object flag 0x100, broadphase FUN_1002dc00)
 * @unit B06, T22
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:290
 */
export function ivp_world_enable_collision(mem: Memory, w: IvpWorld, obj: number): void {
  api_check_object(w, obj);
  const o: RealObject = w.env.objects[obj];
  if (!(o.ov_element < 0)) assertFail("spec/ivp/dynamics/world.spec:293", "ivp_world_enable_collision: object {} is already in collision detection", [obj]);
  ivp_env_enable_collision(mem, w.env, o);
}

/**
 * Physics WakeUp (FUN_1000a460, 003 L418-421): an object whose state is not 8 has its core
 * re-activated (FUN_1000cec0: the sleep windows restart, the core is moving; so a ball the player
 * steers, woken every frame by Ball Navigation, never freezes); a frozen one is revived (FUN_1000b540).
 *
 * @source 003_de20169d39e999ff.txt §2.8 FUN_1000a460 (state ≠ 8 → re-activate 0x1000cec0; else FUN_1000b540)
 * @unit B18
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:302
 */
export function ivp_world_wake(mem: Memory, w: IvpWorld, obj: number): void {
  api_check_object(w, obj);
  const o: RealObject = w.env.objects[obj];
  const c: PhysCoreView | null = o.core;
  if ((c!.flags & 0xc) !== 0) {
    return;
  }
  const dc: DynCore = w.dyn.cores[c!.id];
  if (c!.movement_state === MOVEMENT_FROZEN) {
    dyn_revive(mem, w.dyn, dc);
  } else {
    dyn_sleep_windows(w.dyn, dc);
    c!.movement_state = MOVEMENT_MOVING;
  }
}

/**
 * Start Frozen (003 L165, Physicalize pin 5): the object's core is frozen now, at rest where it
 * is (0x1000ce20), until something wakes it.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 step 6 (not Start Frozen → wake; Start Frozen: the body stays frozen)
 * @unit B06, B18
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:322
 */
export function ivp_world_freeze(mem: Memory, w: IvpWorld, obj: number): void {
  api_check_object(w, obj);
  const c: PhysCoreView | null = w.env.objects[obj].core;
  if ((c!.flags & 0xc) !== 0) assertFail("spec/ivp/dynamics/world.spec:325", "ivp_world_freeze: object {} is fixed", [obj]);
  if (c!.movement_state !== MOVEMENT_FROZEN) {
    dyn_freeze(mem, w.dyn, w.dyn.cores[c!.id], w.env.tm.current_time);
  }
}

/**
 * The local async push (FUN_1000c830, Physics Impulse with the target as referential): an
 * impulse (world) at the object-local point r (core space for a ball); wakes the object.
 *
 * @source 003_de20169d39e999ff.txt §2.5 FUN_10002f90 steps 1-4 (local: FUN_1000c830)
 * @unit B15, B09
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:335
 */
export function ivp_world_push(mem: Memory, w: IvpWorld, obj: number, impulse_x: number, impulse_y: number, impulse_z: number, r_x: number, r_y: number, r_z: number): void {
  api_check_object(w, obj);
  env_check_finite3(impulse_x, impulse_y, impulse_z, 3);
  env_check_finite3(r_x, r_y, r_z, 4);
  const c: PhysCoreView | null = w.env.objects[obj].core;
  if ((c!.flags & 0xc) !== 0) {
    return;
  }
  ivp_world_wake(mem, w, obj);
  dyn_async_push(w.dyn.cores[c!.id], impulse_x, impulse_y, impulse_z, r_x, r_y, r_z);
}

/**
 * Physics Impulse at a world position (FUN_1000a3e0, 003 L355): fixed bodies are skipped (core
 * flags 0xc), the body is woken, the impulse (world) acts at the world point p.
 *
 * @source 003_de20169d39e999ff.txt §2.5 FUN_10002f90 steps 1-4 (world position: FUN_1000a3e0)
 * @unit B15
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:351
 */
export function ivp_world_impulse(mem: Memory, w: IvpWorld, obj: number, impulse_x: number, impulse_y: number, impulse_z: number, p_x: number, p_y: number, p_z: number): void {
  api_check_object(w, obj);
  env_check_finite3(impulse_x, impulse_y, impulse_z, 3);
  env_check_finite3(p_x, p_y, p_z, 4);
  const c: PhysCoreView | null = w.env.objects[obj].core;
  if ((c!.flags & 0xc) !== 0) {
    return;
  }
  ivp_world_wake(mem, w, obj);
  dyn_impulse_at(w.dyn.cores[c!.id], impulse_x, impulse_y, impulse_z, p_x, p_y, p_z, w.env.tm.current_time);
}

/**
 * SetPhysicsForce (FUN_10004930, 003 §2.2): a controller pushing `value` along the world direction
 * `dir` (normalised; |dir|² ≤ 1e-4 gives (1, 0, 0)) at the object-local point r, every PSI, with
 * no time step. Returns the controller id.
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930 (direction normalised, ≤ 1e-4 → (1,0,0), × Force Value; controller FUN_10011b10)
 * @unit B09
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:368
 */
export function ivp_world_add_force(mem: Memory, w: IvpWorld, obj: number, dir_x: number, dir_y: number, dir_z: number, value: number, r_x: number, r_y: number, r_z: number): number {
  api_check_object(w, obj);
  env_check_finite3(dir_x, dir_y, dir_z, 3);
  api_check_range(value, -API_MAX_VALUE, API_MAX_VALUE, 4);
  env_check_finite3(r_x, r_y, r_z, 5);
  const d: IvpDynamics = w.dyn;
  let id: number = 0;
  const n: number = d.free_forces.length;
  if (n > 0) {
    id = d.free_forces[(n - 1) | 0];
    d.free_forces.length = (n - 1) | 0;
  } else {
    id = d.forces.length;
    d.forces.push(new ForceController());
  }
  const fc: ForceController = d.forces[id];
  fc.id = id;
  fc.live = true;
  fc.core = w.env.objects[obj].core!.id;
  fc.position.x = r_x;
  fc.position.y = r_y;
  fc.position.z = r_z;
  force_set_direction(fc, dir_x, dir_y, dir_z, value);
  ivp_world_wake(mem, w, obj);
  return id;
}

/**
 * Changes a force controller's direction and value (the glue recreates it; the effect is the same).
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930
 * @unit B09
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:396
 */
export function ivp_world_set_force(w: IvpWorld, id: number, dir_x: number, dir_y: number, dir_z: number, value: number): void {
  const d: IvpDynamics = w.dyn;
  if (!(id >= 0 && id < d.forces.length && d.forces[id].live)) assertFail("spec/ivp/dynamics/world.spec:398", "ivp_world_set_force: force controller {} does not exist", [id]);
  env_check_finite3(dir_x, dir_y, dir_z, 3);
  api_check_range(value, -API_MAX_VALUE, API_MAX_VALUE, 4);
  force_set_direction(d.forces[id], dir_x, dir_y, dir_z, value);
}

/**
 * Destroys a force controller (the BB's Destroy input).
 *
 * @source 003_de20169d39e999ff.txt §2.0 IVP_Handle Destroy (003 L76)
 * @unit B09
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:407
 */
export function ivp_world_remove_force(w: IvpWorld, id: number): void {
  const d: IvpDynamics = w.dyn;
  if (!(id >= 0 && id < d.forces.length && d.forces[id].live)) assertFail("spec/ivp/dynamics/world.spec:409", "ivp_world_remove_force: force controller {} does not exist", [id]);
  d.forces[id].live = false;
  d.free_forces.push(id);
}

/**
 * The force's stored world impulse (003 L252): dir normalised (|dir|² ≤ 1e-4 → (1, 0, 0)) × value.
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930 (direction)
 * @unit B09
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:417
 */
export function force_set_direction(fc: ForceController, dir_x: number, dir_y: number, dir_z: number, value: number): void {
  const l2: number = dir_x * dir_x + dir_y * dir_y + dir_z * dir_z;
  if (l2 <= 0.0001) {
    fc.force.x = value;
    fc.force.y = 0;
    fc.force.z = 0;
  } else {
    const s: number = value / Math.sqrt(l2);
    fc.force.x = dir_x * s;
    fc.force.y = dir_y * s;
    fc.force.z = dir_z * s;
  }
}

/**
 * Advances the world to the absolute time `target` (env->simulate up to the target, 000 §2.2.2):
 * every PSI and mindist event due strictly before it; the target must be finite and not before now.
 *
 * @source 000_b83935d7d7846899.txt §2.2.2; §7.1 0x1002f250
 * @unit T04
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:431
 */
export function ivp_world_simulate_until(mem: Memory, w: IvpWorld, target: number): void {
  const env: IvpEnvironment = w.env;
  if (!(target - target === 0 && target >= env.tm.current_time)) assertFail("spec/ivp/dynamics/world.spec:433", "ivp_world_simulate_until: the target {} must be finite and not before the current time", [target]);
  tm_simulate_until(mem, env.tm, target, w.dyn);
}

/**
 * env->simulate(dt) (0x100138c0): the target is now + dt (finite, ≥ 0).
 *
 * @source 000_b83935d7d7846899.txt §2.2.1 0x100138c0
 * @unit T03
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:440
 */
export function ivp_world_simulate_dt(mem: Memory, w: IvpWorld, dt: number): void {
  if (!(dt - dt === 0 && dt >= 0)) assertFail("spec/ivp/dynamics/world.spec:441", "ivp_world_simulate_dt: dt = {} must be finite and not negative", [dt]);
  const target: number = w.env.tm.current_time + dt;
  ivp_world_simulate_until(mem, w, target);
}

/**
 * Forgets the collision events the host has read.
 *
 * @design The host drains the collision events (003 §2.6's listener reads them as they come).
 * @unit B16
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:449
 */
export function ivp_world_clear_collisions(w: IvpWorld): void {
  w.dyn.collisions.length = 0;
}

/**
 * The controllers' phase (0x100124c0, D-DYN-5): force controllers, the free velocities, the
 * friction system, the sleep test, the moving vector and the INVALID retry (0x100099a0).
 *
 * @source 003_de20169d39e999ff.txt §4 FUN_100124c0 (controllers: forces, friction), FUN_1000d680 (sleep test), 0x100121b0 → 0x100099a0
 * @unit B09, B29, M27, M33
 * @float sse
 * @spec spec/ivp/dynamics/world.spec:459
 */
export function dyn_controllers(mem: Memory, d: IvpDynamics): void {
  const env: IvpEnvironment | null = d.env;
  const dt: number = env!.tm.delta_psi;
  for (let i = 0; i < d.forces.length; i++) {
    const fc: ForceController = d.forces[i];
    if (fc.live) {
      const dc: DynCore = d.cores[fc.core];
      if (dc.core!.movement_state < MOVEMENT_FROZEN) {
        dyn_async_push(dc, fc.force.x, fc.force.y, fc.force.z, fc.position.x, fc.position.y, fc.position.z);
      }
    }
  }
  for (let i_1 = 0; i_1 < d.cores.length; i_1++) {
    const dc_1: DynCore = d.cores[i_1];
    const c: PhysCoreView | null = dc_1.core;
    dc_1.moving = false;
    if (c!.movement_state < MOVEMENT_FROZEN && (c!.flags & 0xc) === 0) {
      dyn_core_free_velocity(dc_1, env!.gravity.x, env!.gravity.y, env!.gravity.z, dt);
    }
  }
  friction_phase(mem, d);
  dyn_sleep_phase(mem, d);
  d.moving.length = 0;
  for (let i_2 = 0; i_2 < d.cores.length; i_2++) {
    const dc_2: DynCore = d.cores[i_2];
    const c_1: PhysCoreView | null = dc_2.core;
    if (c_1!.movement_state < MOVEMENT_FROZEN && (c_1!.flags & 0xc) === 0) {
      dc_2.moving = true;
      d.moving.push(i_2);
    }
  }
  for (let i_3 = 0; i_3 < d.moving.length; i_3++) {
    const c_2: PhysCoreView | null = d.cores[d.moving[i_3]].core;
    for (let j = 0, j$end = c_2!.objects.length; j < j$end; j++) {
      object_retry_invalid(mem, env!, c_2!.objects[j]!);
    }
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3();
