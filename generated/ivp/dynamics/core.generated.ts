// GENERATED FILE: do not edit. Engine module ivp.dynamics.core: 003 §2.1, §2.2, §2.5, §5; 000 §2.1.3, §2.3.1, §8.2: the dynamic core (mass, inertia, velocities, damping), its pushes and impulses, the integrator's trajectory and the §8.2 fields it leaves for the collision side from spec/ivp/dynamics/core.spec (sha256 6f11a6e88ebcaec3).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { core_setup_mass } from "../geometry/mass.generated.js";
import { det_cos, det_exp, det_sin } from "../math/transcendental.generated.js";
import { core_quaternion_at, pos_at } from "../mindist/cache.generated.js";
import { quat_mul, quat_to_rotation } from "../mindist/pose.generated.js";
import { AnomalyLimits, anomaly_max_angular_velocity_exceeded, anomaly_max_velocity_exceeded } from "../objects/anomaly.generated.js";
import { PhysCoreView } from "../objects/real_object.generated.js";
import { AngularSpeed, angular_speed, copy_AngularSpeed, hash_AngularSpeed, reset_AngularSpeed, restore_AngularSpeed, snapshot_AngularSpeed } from "../time/hull_manager.generated.js";

/** The sleep windows' movement states (003 L626: "calm (core+0x60 ≥ 2)"; 000 L2377: 8 not simulated). */
export const MOVEMENT_MOVING: number = 1;
export const MOVEMENT_CALM: number = 2;
export const MOVEMENT_FROZEN: number = 8;
/** The damping argument below which 1 − x replaces exp(−x): 2^-12 (D-DYN-1). */
export const DAMP_SMALL: number = 0.000244140625 /* f64#3f30000000000000 */;
/** The extra damping of a calm core (003 L626, "+0.1 on every factor"). */
export const DAMP_CALM_EXTRA: number = 0.1;

/** A material (FUN_1000bf00, 0x30 bytes): friction at +0x10, elasticity at +0x20, doubles (003 L125). */
export class DynMaterial {
  friction: number = ZERO_F64;
  elasticity: number = ZERO_F64;
}

/** Puts a DynMaterial back into the zero state `new DynMaterial()` gives, in place. */
export function reset_DynMaterial(s: DynMaterial): void {
  s.friction = 0;
  s.elasticity = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_DynMaterial(dst: DynMaterial, src: DynMaterial): void {
  dst.friction = src.friction;
  dst.elasticity = src.elasticity;
}

/** Feeds the raw bits of a DynMaterial to the hasher, field by field in declaration order. */
export function hash_DynMaterial(s: DynMaterial, h: StateHasher): void {
  h.enter(s);
  h.f64(s.friction);
  h.f64(s.elasticity);
}

/** Writes a DynMaterial to a snapshot stream. */
export function snapshot_DynMaterial(s: DynMaterial, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.friction);
  w.put(s.elasticity);
}

/** Reads a DynMaterial back from a snapshot stream written by snapshot_DynMaterial. */
export function restore_DynMaterial(s: DynMaterial, r: SnapshotReader): void {
  r.enter(s);
  s.friction = r.get();
  s.elasticity = r.get();
}

/** The dynamics side of a core (IVP_Core, 0x238 bytes). */
export class DynCore {
  /** the core's creation id (= core.id) */
  id: number = 0;
  /** the collision side's view of the same core (+0x00..+0x230) */
  core: PhysCoreView | null = null;
  /** +0x40: 1/m (0 for a fixed core) */
  inv_mass: number = ZERO_F64;
  /** +0x34..+0x3c: the principal moments (core space) and their inverses (0 for a fixed core) */
  inertia: Vec3 = new Vec3();
  inv_inertia: Vec3 = new Vec3();
  /** the physical linear velocity (world, m/s) and angular velocity (core space, rad/s) */
  velocity: Vec3 = new Vec3();
  rot_speed: Vec3 = new Vec3();
  /** +0x84: the async velocity change (world) and rotation change (core space) of the next PSI */
  async_dv: Vec3 = new Vec3();
  async_dw: Vec3 = new Vec3();
  /** the template's damping (+0x38 linear, +0x40/+0x48/+0x50 rotational per core axis), 1/s */
  lin_damp: number = ZERO_F64;
  rot_damp: Vec3 = new Vec3();
  /** the free velocity of this PSI (pushes, damping, gravity; no contact), from the controller phase */
  free_v: Vec3 = new Vec3();
  free_w: Vec3 = new Vec3();
  /**
   * the friction system's velocities for this PSI (valid when `solved`): the physical ones, and
   * the position correction's pseudo velocities (the trajectory only, D-DYN-9)
   */
  solved: boolean = false;
  sv: Vec3 = new Vec3();
  sw: Vec3 = new Vec3();
  pv: Vec3 = new Vec3();
  pw: Vec3 = new Vec3();
  /** the sleep test: PSIs to the next test (10-15, from the IVP random counter) */
  sleep_countdown: number = 0;
  /** the short and long windows: their reference pose and start time */
  short_pos: Vec3 = new Vec3();
  short_q: Float64Array = new Float64Array(4);
  short_time: number = ZERO_F64;
  long_pos: Vec3 = new Vec3();
  long_q: Float64Array = new Float64Array(4);
  long_time: number = ZERO_F64;
  /** the time of the last sleep test */
  last_test_time: number = ZERO_F64;
  /** the last test's verdict: a freeze candidate */
  freeze_candidate: boolean = false;
  /** the friction-system component (unit) this PSI: the smallest core id of the component */
  unit: number = 0;
  /**
   * the friction contacts of this component (filled for the component's root only): the first
   * unit_n entries (the list keeps its length, so a PSI reuses its storage)
   */
  unit_contacts: number[] = [];
  unit_n: number = 0;
  /** this PSI: the contacts whose object 0 is this core's object (a ball's own contacts), own_n of them */
  own_contacts: number[] = [];
  own_n: number = 0;
  /** per PSI: has the core been integrated this PSI (in the moving vector) */
  moving: boolean = false;
}

/** Puts a DynCore back into the zero state `new DynCore()` gives, in place. */
export function reset_DynCore(s: DynCore): void {
  s.id = 0;
  s.core = null;
  s.inv_mass = 0;
  s.inertia.x = 0; s.inertia.y = 0; s.inertia.z = 0;
  s.inv_inertia.x = 0; s.inv_inertia.y = 0; s.inv_inertia.z = 0;
  s.velocity.x = 0; s.velocity.y = 0; s.velocity.z = 0;
  s.rot_speed.x = 0; s.rot_speed.y = 0; s.rot_speed.z = 0;
  s.async_dv.x = 0; s.async_dv.y = 0; s.async_dv.z = 0;
  s.async_dw.x = 0; s.async_dw.y = 0; s.async_dw.z = 0;
  s.lin_damp = 0;
  s.rot_damp.x = 0; s.rot_damp.y = 0; s.rot_damp.z = 0;
  s.free_v.x = 0; s.free_v.y = 0; s.free_v.z = 0;
  s.free_w.x = 0; s.free_w.y = 0; s.free_w.z = 0;
  s.solved = false;
  s.sv.x = 0; s.sv.y = 0; s.sv.z = 0;
  s.sw.x = 0; s.sw.y = 0; s.sw.z = 0;
  s.pv.x = 0; s.pv.y = 0; s.pv.z = 0;
  s.pw.x = 0; s.pw.y = 0; s.pw.z = 0;
  s.sleep_countdown = 0;
  s.short_pos.x = 0; s.short_pos.y = 0; s.short_pos.z = 0;
  s.short_q.fill(0);
  s.short_time = 0;
  s.long_pos.x = 0; s.long_pos.y = 0; s.long_pos.z = 0;
  s.long_q.fill(0);
  s.long_time = 0;
  s.last_test_time = 0;
  s.freeze_candidate = false;
  s.unit = 0;
  s.unit_contacts.length = 0;
  s.unit_n = 0;
  s.own_contacts.length = 0;
  s.own_n = 0;
  s.moving = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_DynCore(dst: DynCore, src: DynCore): void {
  dst.id = src.id;
  dst.core = src.core;
  dst.inv_mass = src.inv_mass;
  dst.inertia.x = src.inertia.x; dst.inertia.y = src.inertia.y; dst.inertia.z = src.inertia.z;
  dst.inv_inertia.x = src.inv_inertia.x; dst.inv_inertia.y = src.inv_inertia.y; dst.inv_inertia.z = src.inv_inertia.z;
  dst.velocity.x = src.velocity.x; dst.velocity.y = src.velocity.y; dst.velocity.z = src.velocity.z;
  dst.rot_speed.x = src.rot_speed.x; dst.rot_speed.y = src.rot_speed.y; dst.rot_speed.z = src.rot_speed.z;
  dst.async_dv.x = src.async_dv.x; dst.async_dv.y = src.async_dv.y; dst.async_dv.z = src.async_dv.z;
  dst.async_dw.x = src.async_dw.x; dst.async_dw.y = src.async_dw.y; dst.async_dw.z = src.async_dw.z;
  dst.lin_damp = src.lin_damp;
  dst.rot_damp.x = src.rot_damp.x; dst.rot_damp.y = src.rot_damp.y; dst.rot_damp.z = src.rot_damp.z;
  dst.free_v.x = src.free_v.x; dst.free_v.y = src.free_v.y; dst.free_v.z = src.free_v.z;
  dst.free_w.x = src.free_w.x; dst.free_w.y = src.free_w.y; dst.free_w.z = src.free_w.z;
  dst.solved = src.solved;
  dst.sv.x = src.sv.x; dst.sv.y = src.sv.y; dst.sv.z = src.sv.z;
  dst.sw.x = src.sw.x; dst.sw.y = src.sw.y; dst.sw.z = src.sw.z;
  dst.pv.x = src.pv.x; dst.pv.y = src.pv.y; dst.pv.z = src.pv.z;
  dst.pw.x = src.pw.x; dst.pw.y = src.pw.y; dst.pw.z = src.pw.z;
  dst.sleep_countdown = src.sleep_countdown;
  dst.short_pos.x = src.short_pos.x; dst.short_pos.y = src.short_pos.y; dst.short_pos.z = src.short_pos.z;
  dst.short_q.set(src.short_q);
  dst.short_time = src.short_time;
  dst.long_pos.x = src.long_pos.x; dst.long_pos.y = src.long_pos.y; dst.long_pos.z = src.long_pos.z;
  dst.long_q.set(src.long_q);
  dst.long_time = src.long_time;
  dst.last_test_time = src.last_test_time;
  dst.freeze_candidate = src.freeze_candidate;
  dst.unit = src.unit;
  for (let i = 0; i < src.unit_contacts.length && i < dst.unit_contacts.length; i++) dst.unit_contacts[i] = src.unit_contacts[i];
  if (dst.unit_contacts.length > src.unit_contacts.length) dst.unit_contacts.length = src.unit_contacts.length;
  else for (let i = dst.unit_contacts.length; i < src.unit_contacts.length; i++) dst.unit_contacts.push(src.unit_contacts[i]);
  dst.unit_n = src.unit_n;
  for (let i = 0; i < src.own_contacts.length && i < dst.own_contacts.length; i++) dst.own_contacts[i] = src.own_contacts[i];
  if (dst.own_contacts.length > src.own_contacts.length) dst.own_contacts.length = src.own_contacts.length;
  else for (let i = dst.own_contacts.length; i < src.own_contacts.length; i++) dst.own_contacts.push(src.own_contacts[i]);
  dst.own_n = src.own_n;
  dst.moving = src.moving;
}

/** Feeds the raw bits of a DynCore to the hasher, field by field in declaration order. */
export function hash_DynCore(s: DynCore, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.ref(s.core);
  h.f32(s.inv_mass);
  h.f32(s.inertia.x);
  h.f32(s.inertia.y);
  h.f32(s.inertia.z);
  h.f32(s.inv_inertia.x);
  h.f32(s.inv_inertia.y);
  h.f32(s.inv_inertia.z);
  h.f32(s.velocity.x);
  h.f32(s.velocity.y);
  h.f32(s.velocity.z);
  h.f32(s.rot_speed.x);
  h.f32(s.rot_speed.y);
  h.f32(s.rot_speed.z);
  h.f32(s.async_dv.x);
  h.f32(s.async_dv.y);
  h.f32(s.async_dv.z);
  h.f32(s.async_dw.x);
  h.f32(s.async_dw.y);
  h.f32(s.async_dw.z);
  h.f32(s.lin_damp);
  h.f32(s.rot_damp.x);
  h.f32(s.rot_damp.y);
  h.f32(s.rot_damp.z);
  h.f32(s.free_v.x);
  h.f32(s.free_v.y);
  h.f32(s.free_v.z);
  h.f32(s.free_w.x);
  h.f32(s.free_w.y);
  h.f32(s.free_w.z);
  h.bool(s.solved);
  h.f64(s.sv.x);
  h.f64(s.sv.y);
  h.f64(s.sv.z);
  h.f64(s.sw.x);
  h.f64(s.sw.y);
  h.f64(s.sw.z);
  h.f64(s.pv.x);
  h.f64(s.pv.y);
  h.f64(s.pv.z);
  h.f64(s.pw.x);
  h.f64(s.pw.y);
  h.f64(s.pw.z);
  h.i32(s.sleep_countdown);
  h.f64(s.short_pos.x);
  h.f64(s.short_pos.y);
  h.f64(s.short_pos.z);
  for (let i0 = 0; i0 < s.short_q.length; i0++) {
    h.f64(s.short_q[i0]);
  }
  h.f64(s.short_time);
  h.f64(s.long_pos.x);
  h.f64(s.long_pos.y);
  h.f64(s.long_pos.z);
  for (let i0 = 0; i0 < s.long_q.length; i0++) {
    h.f64(s.long_q[i0]);
  }
  h.f64(s.long_time);
  h.f64(s.last_test_time);
  h.bool(s.freeze_candidate);
  h.i32(s.unit);
  h.u32(s.unit_contacts.length);
  for (let i0 = 0; i0 < s.unit_contacts.length; i0++) {
    h.i32(s.unit_contacts[i0]);
  }
  h.i32(s.unit_n);
  h.u32(s.own_contacts.length);
  for (let i0 = 0; i0 < s.own_contacts.length; i0++) {
    h.i32(s.own_contacts[i0]);
  }
  h.i32(s.own_n);
  h.bool(s.moving);
}

/** Writes a DynCore to a snapshot stream. */
export function snapshot_DynCore(s: DynCore, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.ref(s.core);
  w.put(s.inv_mass);
  w.put(s.inertia.x);
  w.put(s.inertia.y);
  w.put(s.inertia.z);
  w.put(s.inv_inertia.x);
  w.put(s.inv_inertia.y);
  w.put(s.inv_inertia.z);
  w.put(s.velocity.x);
  w.put(s.velocity.y);
  w.put(s.velocity.z);
  w.put(s.rot_speed.x);
  w.put(s.rot_speed.y);
  w.put(s.rot_speed.z);
  w.put(s.async_dv.x);
  w.put(s.async_dv.y);
  w.put(s.async_dv.z);
  w.put(s.async_dw.x);
  w.put(s.async_dw.y);
  w.put(s.async_dw.z);
  w.put(s.lin_damp);
  w.put(s.rot_damp.x);
  w.put(s.rot_damp.y);
  w.put(s.rot_damp.z);
  w.put(s.free_v.x);
  w.put(s.free_v.y);
  w.put(s.free_v.z);
  w.put(s.free_w.x);
  w.put(s.free_w.y);
  w.put(s.free_w.z);
  w.put(s.solved ? 1 : 0);
  w.put(s.sv.x);
  w.put(s.sv.y);
  w.put(s.sv.z);
  w.put(s.sw.x);
  w.put(s.sw.y);
  w.put(s.sw.z);
  w.put(s.pv.x);
  w.put(s.pv.y);
  w.put(s.pv.z);
  w.put(s.pw.x);
  w.put(s.pw.y);
  w.put(s.pw.z);
  w.put(s.sleep_countdown);
  w.put(s.short_pos.x);
  w.put(s.short_pos.y);
  w.put(s.short_pos.z);
  for (let i0 = 0; i0 < s.short_q.length; i0++) {
    w.put(s.short_q[i0]);
  }
  w.put(s.short_time);
  w.put(s.long_pos.x);
  w.put(s.long_pos.y);
  w.put(s.long_pos.z);
  for (let i0 = 0; i0 < s.long_q.length; i0++) {
    w.put(s.long_q[i0]);
  }
  w.put(s.long_time);
  w.put(s.last_test_time);
  w.put(s.freeze_candidate ? 1 : 0);
  w.put(s.unit);
  w.put(s.unit_contacts.length);
  for (let i0 = 0; i0 < s.unit_contacts.length; i0++) {
    w.put(s.unit_contacts[i0]);
  }
  w.put(s.unit_n);
  w.put(s.own_contacts.length);
  for (let i0 = 0; i0 < s.own_contacts.length; i0++) {
    w.put(s.own_contacts[i0]);
  }
  w.put(s.own_n);
  w.put(s.moving ? 1 : 0);
}

/** Reads a DynCore back from a snapshot stream written by snapshot_DynCore. */
export function restore_DynCore(s: DynCore, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  r.ref((o: PhysCoreView | null) => { s.core = o; });
  s.inv_mass = r.get();
  s.inertia.x = r.get();
  s.inertia.y = r.get();
  s.inertia.z = r.get();
  s.inv_inertia.x = r.get();
  s.inv_inertia.y = r.get();
  s.inv_inertia.z = r.get();
  s.velocity.x = r.get();
  s.velocity.y = r.get();
  s.velocity.z = r.get();
  s.rot_speed.x = r.get();
  s.rot_speed.y = r.get();
  s.rot_speed.z = r.get();
  s.async_dv.x = r.get();
  s.async_dv.y = r.get();
  s.async_dv.z = r.get();
  s.async_dw.x = r.get();
  s.async_dw.y = r.get();
  s.async_dw.z = r.get();
  s.lin_damp = r.get();
  s.rot_damp.x = r.get();
  s.rot_damp.y = r.get();
  s.rot_damp.z = r.get();
  s.free_v.x = r.get();
  s.free_v.y = r.get();
  s.free_v.z = r.get();
  s.free_w.x = r.get();
  s.free_w.y = r.get();
  s.free_w.z = r.get();
  s.solved = r.get() !== 0;
  s.sv.x = r.get();
  s.sv.y = r.get();
  s.sv.z = r.get();
  s.sw.x = r.get();
  s.sw.y = r.get();
  s.sw.z = r.get();
  s.pv.x = r.get();
  s.pv.y = r.get();
  s.pv.z = r.get();
  s.pw.x = r.get();
  s.pw.y = r.get();
  s.pw.z = r.get();
  s.sleep_countdown = r.get();
  s.short_pos.x = r.get();
  s.short_pos.y = r.get();
  s.short_pos.z = r.get();
  for (let i0 = 0; i0 < s.short_q.length; i0++) {
    s.short_q[i0] = r.get();
  }
  s.short_time = r.get();
  s.long_pos.x = r.get();
  s.long_pos.y = r.get();
  s.long_pos.z = r.get();
  for (let i0 = 0; i0 < s.long_q.length; i0++) {
    s.long_q[i0] = r.get();
  }
  s.long_time = r.get();
  s.last_test_time = r.get();
  s.freeze_candidate = r.get() !== 0;
  s.unit = r.get();
  s.unit_contacts.length = r.get();
  for (let i0 = 0; i0 < s.unit_contacts.length; i0++) {
    s.unit_contacts[i0] = r.get();
  }
  s.unit_n = r.get();
  s.own_contacts.length = r.get();
  for (let i0 = 0; i0 < s.own_contacts.length; i0++) {
    s.own_contacts[i0] = r.get();
  }
  s.own_n = r.get();
  s.moving = r.get() !== 0;
}

/** Scratch for the trajectory computations (records hold the quaternions and the matrix). */
export class CoreScratch {
  dq: Float64Array = new Float64Array(4);
  q: Float64Array = new Float64Array(4);
  q2: Float64Array = new Float64Array(4);
  m: Float64Array = new Float64Array(12);
  speeds: AngularSpeed = new AngularSpeed();
}

/** Puts a CoreScratch back into the zero state `new CoreScratch()` gives, in place. */
export function reset_CoreScratch(s: CoreScratch): void {
  s.dq.fill(0);
  s.q.fill(0);
  s.q2.fill(0);
  s.m.fill(0);
  reset_AngularSpeed(s.speeds);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CoreScratch(dst: CoreScratch, src: CoreScratch): void {
  dst.dq.set(src.dq);
  dst.q.set(src.q);
  dst.q2.set(src.q2);
  dst.m.set(src.m);
  copy_AngularSpeed(dst.speeds, src.speeds);
}

/** Feeds the raw bits of a CoreScratch to the hasher, field by field in declaration order. */
export function hash_CoreScratch(s: CoreScratch, h: StateHasher): void {
  h.enter(s);
  for (let i0 = 0; i0 < s.dq.length; i0++) {
    h.f64(s.dq[i0]);
  }
  for (let i0 = 0; i0 < s.q.length; i0++) {
    h.f64(s.q[i0]);
  }
  for (let i0 = 0; i0 < s.q2.length; i0++) {
    h.f64(s.q2[i0]);
  }
  for (let i0 = 0; i0 < s.m.length; i0++) h.f64(s.m[i0]);
  hash_AngularSpeed(s.speeds, h);
}

/** Writes a CoreScratch to a snapshot stream. */
export function snapshot_CoreScratch(s: CoreScratch, w: SnapshotWriter): void {
  w.enter(s);
  for (let i0 = 0; i0 < s.dq.length; i0++) {
    w.put(s.dq[i0]);
  }
  for (let i0 = 0; i0 < s.q.length; i0++) {
    w.put(s.q[i0]);
  }
  for (let i0 = 0; i0 < s.q2.length; i0++) {
    w.put(s.q2[i0]);
  }
  for (let i0 = 0; i0 < s.m.length; i0++) w.put(s.m[i0]);
  snapshot_AngularSpeed(s.speeds, w);
}

/** Reads a CoreScratch back from a snapshot stream written by snapshot_CoreScratch. */
export function restore_CoreScratch(s: CoreScratch, r: SnapshotReader): void {
  r.enter(s);
  for (let i0 = 0; i0 < s.dq.length; i0++) {
    s.dq[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.q.length; i0++) {
    s.q[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.q2.length; i0++) {
    s.q2[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.m.length; i0++) s.m[i0] = r.get();
  restore_AngularSpeed(s.speeds, r);
}

/**
 * The rotation rows of m_world_f_core_last_psi (+0x128) from the orientation q: pose.spec's
 * quat_to_rotation, the one rotation formula of the cache, pose_at and the cores.
 *
 * @design One rotation formula for the cache, pose_at and the core (quat_to_rotation).
 * @unit M28, B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:118
 */
export function dyn_core_rotation_rows(c: PhysCoreView, q: Float64Array, m: Float64Array): void {
  quat_to_rotation(q, m);
  const r: Float64Array = c.rot_world_f_core_last_psi;
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      r[3 * i + j] = m[4 * i + j];
    }
  }
}

/**
 * The dynamics side of a new core: the mass (below 1e-8 → 1.0), the inertia (a ball 0.4·m·r², a
 * polygon the surface's unit inertia × mass, both with the 0.03 ratio clamp, G50) and their
 * inverses, the damping, zero velocities; a fixed core has inverse mass and inertia 0.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10009f00 (core setup: mass < 1e-8 → 1, ball 0.4·m·r², polygon unit inertia × mass)
 * @unit B07, G50
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:135
 */
export function dyn_core_setup(dc: DynCore, c: PhysCoreView, mass: number, inertia_x: number, inertia_y: number, inertia_z: number, lin_damp: number, rot_damp_x: number, rot_damp_y: number, rot_damp_z: number, fixed: boolean): void {
  dc.id = c.id;
  dc.core = c;
  const m: number = core_setup_mass(mass);
  c.mass = m;
  dc.inertia.x = inertia_x;
  dc.inertia.y = inertia_y;
  dc.inertia.z = inertia_z;
  if (fixed) {
    dc.inv_mass = 0;
    dc.inv_inertia.x = 0;
    dc.inv_inertia.y = 0;
    dc.inv_inertia.z = 0;
  } else {
    dc.inv_mass = Math.fround(1 / m);
    dc.inv_inertia.x = Math.fround(1 / inertia_x);
    dc.inv_inertia.y = Math.fround(1 / inertia_y);
    dc.inv_inertia.z = Math.fround(1 / inertia_z);
  }
  // the collision side's copies (+0x34..+0x40, read by the contact point's effective mass)
  c.rot_inertia.x = inertia_x;
  c.rot_inertia.y = inertia_y;
  c.rot_inertia.z = inertia_z;
  c.inv_mass = dc.inv_mass;
  dc.lin_damp = lin_damp;
  dc.rot_damp.x = rot_damp_x;
  dc.rot_damp.y = rot_damp_y;
  dc.rot_damp.z = rot_damp_z;
  dc.velocity.x = 0;
  dc.velocity.y = 0;
  dc.velocity.z = 0;
  dc.rot_speed.x = 0;
  dc.rot_speed.y = 0;
  dc.rot_speed.z = 0;
  dc.async_dv.x = 0;
  dc.async_dv.y = 0;
  dc.async_dv.z = 0;
  dc.async_dw.x = 0;
  dc.async_dw.y = 0;
  dc.async_dw.z = 0;
  dc.solved = false;
  dc.unit = dc.id;
  dc.sleep_countdown = 0;
  dc.freeze_candidate = false;
  dc.moving = false;
}

/**
 * y^n for an integer n ≥ 1 by binary powering (IEEE-exact operations; the rounding of each product).
 *
 * @design A power by repeated squaring, for the deterministic root below.
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:167
 */
export function dyn_powi(y: number, n: number): number {
  let r: number = 1;
  let b: number = y;
  let k: number = n;
  while (k > 0) {
    if ((k & 1) !== 0) {
      r = r * b;
    }
    b = b * b;
    k = k >> 1;
  }
  return r;
}

/**
 * The n-th root of x in (0, 1] (D-DYN-1): Newton's iteration y ← y − (yⁿ − x)/(n·yⁿ⁻¹) from y = 1,
 * which decreases monotonically to the root; it stops when a step no longer lowers y (at most 200).
 *
 * @design env+0x148 = 0.9^(1/66) (003 L634) without pow or log: Newton's method on yⁿ = x with IEEE-exact operations.
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:185
 */
export function dyn_root(x: number, n: number): number {
  if (!(x > 0 && x <= 1 && n >= 1)) assertFail("spec/ivp/dynamics/core.spec:186", "dyn_root: x = {} must be in (0, 1]", [x]);
  let y: number = 1;
  for (let i = 0; i < 200; i++) {
    const p: number = dyn_powi(y, (n - 1) | 0);
    const next: number = y - (p * y - x) / (n * p);
    if (!(next < y)) {
      break;
    }
    y = next;
  }
  return y;
}

/**
 * A world vector into core space: Rᵀ·v with R the rotation rows of the last PSI (+0x128).
 *
 * @design The core's frame of the last PSI maps core space to world (000 L801); its transpose maps back.
 * @unit B09
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:204
 */
export function core_world_to_core_vec(c: PhysCoreView, v_x: number, v_y: number, v_z: number, out$: Vec3): void {
  const r: Float64Array = c.rot_world_f_core_last_psi;
  out$.x = r[0] * v_x + r[3] * v_y + r[6] * v_z; out$.y = r[1] * v_x + r[4] * v_y + r[7] * v_z; out$.z = r[2] * v_x + r[5] * v_y + r[8] * v_z;
  return;
}

/**
 * A core-space vector to world: R·v.
 *
 * @design The core's frame of the last PSI maps core space to world (000 L801).
 * @unit B09
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:214
 */
export function core_core_to_world_vec(c: PhysCoreView, v_x: number, v_y: number, v_z: number, out$: Vec3): void {
  const r: Float64Array = c.rot_world_f_core_last_psi;
  out$.x = r[0] * v_x + r[1] * v_y + r[2] * v_z; out$.y = r[3] * v_x + r[4] * v_y + r[5] * v_z; out$.z = r[6] * v_x + r[7] * v_y + r[8] * v_z;
  return;
}

/**
 * The core's async push (FUN_1000c830): an impulse f (world) at the core-space point r (from the
 * mass centre): Δv += f/m, Δω += I⁻¹(r × Rᵀf), no time step (003 L256-261: "Force Value is an
 * impulse per PSI"). The changes are applied at the next PSI (D-DYN-4). A fixed core ignores it.
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_1000c830 (async push: Δv += F/m, Δω += I⁻¹(r × F))
 * @unit B09
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:226
 */
export function dyn_async_push(dc: DynCore, f_x: number, f_y: number, f_z: number, r_x: number, r_y: number, r_z: number): void {
  if (dc.inv_mass === 0) {
    return;
  }
  const c: PhysCoreView | null = dc.core;
  const im: number = dc.inv_mass;
  const t$0_x = Math.fround(dc.async_dv.x + f_x * im), t$0_y = Math.fround(dc.async_dv.y + f_y * im), t$0_z = Math.fround(dc.async_dv.z + f_z * im);
  dc.async_dv.x = t$0_x; dc.async_dv.y = t$0_y; dc.async_dv.z = t$0_z;
  core_world_to_core_vec(c!, f_x, f_y, f_z, _s0);
  const fc_x = _s0.x, fc_y = _s0.y, fc_z = _s0.z;
  const t_x = r_y * fc_z - r_z * fc_y, t_y = r_z * fc_x - r_x * fc_z, t_z = r_x * fc_y - r_y * fc_x;
  const t$1_x = Math.fround(dc.async_dw.x + t_x * dc.inv_inertia.x), t$1_y = Math.fround(dc.async_dw.y + t_y * dc.inv_inertia.y), t$1_z = Math.fround(dc.async_dw.z + t_z * dc.inv_inertia.z);
  dc.async_dw.x = t$1_x; dc.async_dw.y = t$1_y; dc.async_dw.z = t$1_z;
}

/**
 * The impulse at a world position (FUN_1000a3e0, 003 L355): the lever arm is the world point
 * minus the mass centre at time t (pos_at), taken into core space; then the async push.
 *
 * @source 003_de20169d39e999ff.txt §2.5 FUN_1000a3e0 (impulse at the world position)
 * @unit B15
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:242
 */
export function dyn_impulse_at(dc: DynCore, f_x: number, f_y: number, f_z: number, p_x: number, p_y: number, p_z: number, t: number): void {
  const c: PhysCoreView | null = dc.core;
  pos_at(c!, t, _s1);
  const pc_x = _s1.x, pc_y = _s1.y, pc_z = _s1.z;
  const rw_x = p_x - pc_x, rw_y = p_y - pc_y, rw_z = p_z - pc_z;
  core_world_to_core_vec(c!, rw_x, rw_y, rw_z, _s2);
  const r_x = _s2.x, r_y = _s2.y, r_z = _s2.z;
  dyn_async_push(dc, f_x, f_y, f_z, r_x, r_y, r_z);
}

/**
 * The damping factor of one PSI for the rate d (1/s): exp(−d·dt), or 1 − d·dt when d·dt < 2^-12
 * (003 L626, D-DYN-1).
 *
 * @source 003_de20169d39e999ff.txt §5 FUN_1000c6a0 (v *= exp(−d·dt), 1 − x when the argument is small)
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:256
 */
export function dyn_damping_factor(d: number, dt: number): number {
  const x: number = d * dt;
  if (x < DAMP_SMALL) {
    return 1 - x;
  }
  return det_exp(-x);
}

/**
 * True when the core counts as calm for the damping: movement state 2 (003 L626: core+0x60 ≥ 2,
 * and below 8, not simulated).
 *
 * @source 003_de20169d39e999ff.txt §5 FUN_1000c6a0 (calm: core+0x60 ≥ 2)
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:268
 */
export function dyn_core_is_calm(c: PhysCoreView): boolean {
  return c.movement_state >= MOVEMENT_CALM && c.movement_state < MOVEMENT_FROZEN;
}

/**
 * The free velocity of the coming PSI (003 L626-627, L596-601): v + Δv_async, damped (v *= f_lin,
 * ω_i *= f_rot,i, +0.1 on every rate when calm), then gravity v += g·dt; each step stored f32.
 * The async changes are consumed.
 *
 * @source 003_de20169d39e999ff.txt §5; §4 FUN_1000c6a0 (damping), FUN_10012010 (gravity after damping)
 * @unit B29, B09
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:277
 */
export function dyn_core_free_velocity(dc: DynCore, g_x: number, g_y: number, g_z: number, dt: number): void {
  const c: PhysCoreView | null = dc.core;
  const v_x = Math.fround(dc.velocity.x + dc.async_dv.x), v_y = Math.fround(dc.velocity.y + dc.async_dv.y), v_z = Math.fround(dc.velocity.z + dc.async_dv.z);
  const w_x = Math.fround(dc.rot_speed.x + dc.async_dw.x), w_y = Math.fround(dc.rot_speed.y + dc.async_dw.y), w_z = Math.fround(dc.rot_speed.z + dc.async_dw.z);
  dc.async_dv.x = 0;
  dc.async_dv.y = 0;
  dc.async_dv.z = 0;
  dc.async_dw.x = 0;
  dc.async_dw.y = 0;
  dc.async_dw.z = 0;
  let extra: number = 0;
  if (dyn_core_is_calm(c!)) {
    extra = DAMP_CALM_EXTRA;
  }
  const fl: number = dyn_damping_factor(dc.lin_damp + extra, dt);
  const fx: number = dyn_damping_factor(dc.rot_damp.x + extra, dt);
  const fy: number = dyn_damping_factor(dc.rot_damp.y + extra, dt);
  const fz: number = dyn_damping_factor(dc.rot_damp.z + extra, dt);
  const vd_x = Math.fround(v_x * fl), vd_y = Math.fround(v_y * fl), vd_z = Math.fround(v_z * fl);
  dc.free_w.x = Math.fround(w_x * fx);
  dc.free_w.y = Math.fround(w_y * fy);
  dc.free_w.z = Math.fround(w_z * fz);
  dc.free_v.x = Math.fround(vd_x + g_x * dt);
  dc.free_v.y = Math.fround(vd_y + g_y * dt);
  dc.free_v.z = Math.fround(vd_z + g_z * dt);
}

/**
 * The rotation of one step: Δq = (ω/|ω|·sin(θ/2), cos(θ/2)) with θ = |ω|·h (core space), the
 * identity for ω = 0 (D-DYN-3).
 *
 * @design The exact rotation of a constant angular velocity over h, with the deterministic sin and cos.
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:302
 */
export function dyn_rotation_quaternion(w_x: number, w_y: number, w_z: number, h: number, dq: Float64Array): void {
  const w2: number = w_x * w_x + w_y * w_y + w_z * w_z;
  if (w2 === 0) {
    dq[0] = 0;
    dq[1] = 0;
    dq[2] = 0;
    dq[3] = 1;
    return;
  }
  const wl: number = Math.sqrt(w2);
  const half: number = 0.5 * wl * h;
  const s: number = det_sin(half) / wl;
  dq[0] = w_x * s;
  dq[1] = w_y * s;
  dq[2] = w_z * s;
  dq[3] = det_cos(half);
}

/**
 * q ← q·(1/√(q·q)) (D-DYN-3: every PSI).
 *
 * @design Renormalisation of the orientation after each product, so the drift of |q| never accumulates.
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:323
 */
export function dyn_quat_normalize(q: Float64Array): void {
  const n2: number = q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3];
  const s: number = 1 / Math.sqrt(n2);
  for (let i = 0; i < 4; i++) {
    q[i] = q[i] * s;
  }
}

/**
 * The anomaly clamps of 0x1001e300 (000 L1309-1310, 003 L631): |v|² > 2000² → v scaled to 99 % of
 * 2000 m/s; |ω|² > (1/dPSI · π/2)² → ω scaled to 90 % of π/2 per PSI. Returns how many fired.
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1001e300 → 0x1002f6d0 / 0x1002f720 (anomaly slots 0 and 1)
 * @unit T47, T48, B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:335
 */
export function dyn_core_anomaly_clamps(dc: DynCore, limits: AnomalyLimits, inv_delta_psi: number): number {
  let n: number = 0;
  let v_x = dc.velocity.x, v_y = dc.velocity.y, v_z = dc.velocity.z;
  const v2: number = v_x * v_x + v_y * v_y + v_z * v_z;
  const vmax: number = limits.max_velocity;
  if (v2 > vmax * vmax) {
    _s3.x = v_x; _s3.y = v_y; _s3.z = v_z;
    anomaly_max_velocity_exceeded(limits, _s3);
    v_x = _s3.x; v_y = _s3.y; v_z = _s3.z;
    dc.velocity.x = v_x;
    dc.velocity.y = v_y;
    dc.velocity.z = v_z;
    n = (n + 1) | 0;
  }
  let w_x = dc.rot_speed.x, w_y = dc.rot_speed.y, w_z = dc.rot_speed.z;
  const w2: number = w_x * w_x + w_y * w_y + w_z * w_z;
  const wmax: number = inv_delta_psi * limits.max_angular_velocity_per_psi;
  if (w2 > wmax * wmax) {
    _s4.x = w_x; _s4.y = w_y; _s4.z = w_z;
    anomaly_max_angular_velocity_exceeded(limits, inv_delta_psi, _s4);
    w_x = _s4.x; w_y = _s4.y; w_z = _s4.z;
    dc.rot_speed.x = w_x;
    dc.rot_speed.y = w_y;
    dc.rot_speed.z = w_z;
    n = (n + 1) | 0;
  }
  return n;
}

/**
 * The §8.2 fields of a new trajectory (000 L4052-4067, 0x1001e300 after integration): |v|
 * (+0x1b8, the f32 dot's sqrt as 0x1000e480), the angular speed and axis of the step's rotation
 * Δq by T15 (0x1001e870, with det_asin, D-DYN-2; +0x1bc, +0x1a8) and rot_surface_speed (+0x1c0).
 *
 * @source 000_b83935d7d7846899.txt §8.2; §2.3.1 0x1001e300 (speeds after integration), 0x1001e870 (angular speed)
 * @unit T15, B29
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:361
 */
export function dyn_core_refresh_fields(dc: DynCore, dq: Float64Array, inv_dt: number, sp: AngularSpeed): void {
  const c: PhysCoreView | null = dc.core;
  const v_x = c!.speed.x, v_y = c!.speed.y, v_z = c!.speed.z;
  const vv: number = Math.fround(Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) + Math.fround(v_z * v_z));
  c!.current_speed = Math.fround(Math.sqrt(vv));
  angular_speed(dq[0], dq[1], dq[2], c!.rot_world_f_core_last_psi, inv_dt, c!.max_surface_deviation, sp);
  c!.rot_speed = sp.rot_speed;
  c!.rot_axis.x = sp.rot_axis.x;
  c!.rot_axis.y = sp.rot_axis.y;
  c!.rot_axis.z = sp.rot_axis.z;
  c!.rot_surface_speed = sp.rot_surface_speed;
}

/**
 * Writes the trajectory from time t: position p and orientation q at t, the trajectory velocity tv
 * (+0xa4 and +0xd8, what pos_at extrapolates), the orientation q ⊗ Δq(tw·h) at t + h (+0x108) for
 * the trajectory's angular velocity tw, 1/h (+0x70), the rotation rows of q, the §8.2 fields.
 *
 * @source 000_b83935d7d7846899.txt §2.1.3; §8.2 0x1001e300 (pos += delta·dt; speeds; +0x70)
 * @unit B29, T15, M22
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:377
 */
export function dyn_core_set_trajectory(dc: DynCore, t: number, h: number, p_x: number, p_y: number, p_z: number, q: Float64Array, tv_x: number, tv_y: number, tv_z: number, tw_x: number, tw_y: number, tw_z: number, sc: CoreScratch): void {
  const c: PhysCoreView | null = dc.core;
  c!.time_of_last_psi = t;
  c!.pos_world_f_core_last_psi.x = p_x;
  c!.pos_world_f_core_last_psi.y = p_y;
  c!.pos_world_f_core_last_psi.z = p_z;
  c!.position.x = p_x;
  c!.position.y = p_y;
  c!.position.z = p_z;
  c!.speed.x = tv_x;
  c!.speed.y = tv_y;
  c!.speed.z = tv_z;
  c!.delta_world_f_core_psis.x = tv_x;
  c!.delta_world_f_core_psis.y = tv_y;
  c!.delta_world_f_core_psis.z = tv_z;
  for (let i = 0; i < 4; i++) {
    c!.q_world_f_core_last_psi[i] = q[i];
  }
  dyn_core_rotation_rows(c!, q, sc.m);
  dyn_rotation_quaternion(tw_x, tw_y, tw_z, h, sc.dq);
  quat_mul(q, sc.dq, sc.q2);
  dyn_quat_normalize(sc.q2);
  for (let i_1 = 0; i_1 < 4; i_1++) {
    c!.q_world_f_core_next_psi[i_1] = sc.q2[i_1];
  }
  const inv_h: number = Math.fround(1 / h);
  c!.inv_delta_psi = inv_h;
  dyn_core_refresh_fields(dc, sc.dq, inv_h, sc.speeds);
}

/**
 * The integration of a moving core at the PSI time T (0x1001e300): the physical velocity of the
 * coming PSI (the friction system's when it solved this core, else the free velocity), the anomaly
 * clamps, then the trajectory from the position pos_at(T) and the orientation predicted for T
 * (+0x108), moving with the physical velocity plus the position correction's pseudo velocity.
 * Returns the number of anomaly clamps.
 *
 * @source 000_b83935d7d7846899.txt §2.3.1; §8.2; §8.3 0x1001e300 (integrate, anomaly clamps, speeds)
 * @unit B29, T47, T48, M22
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:406
 */
export function dyn_core_integrate(dc: DynCore, t: number, dt: number, inv_dt: number, limits: AnomalyLimits, sc: CoreScratch): number {
  const c: PhysCoreView | null = dc.core;
  let pv_x = 0, pv_y = 0, pv_z = 0;
  let pw_x = 0, pw_y = 0, pw_z = 0;
  if (dc.solved) {
    const t$0_x = Math.fround(dc.sv.x), t$0_y = Math.fround(dc.sv.y), t$0_z = Math.fround(dc.sv.z);
    dc.velocity.x = t$0_x; dc.velocity.y = t$0_y; dc.velocity.z = t$0_z;
    const t$1_x = Math.fround(dc.sw.x), t$1_y = Math.fround(dc.sw.y), t$1_z = Math.fround(dc.sw.z);
    dc.rot_speed.x = t$1_x; dc.rot_speed.y = t$1_y; dc.rot_speed.z = t$1_z;
    pv_x = dc.pv.x;
    pv_y = dc.pv.y;
    pv_z = dc.pv.z;
    pw_x = dc.pw.x;
    pw_y = dc.pw.y;
    pw_z = dc.pw.z;
    dc.solved = false;
  } else {
    const t$2_x = dc.free_v.x, t$2_y = dc.free_v.y, t$2_z = dc.free_v.z;
    dc.velocity.x = t$2_x; dc.velocity.y = t$2_y; dc.velocity.z = t$2_z;
    const t$3_x = dc.free_w.x, t$3_y = dc.free_w.y, t$3_z = dc.free_w.z;
    dc.rot_speed.x = t$3_x; dc.rot_speed.y = t$3_y; dc.rot_speed.z = t$3_z;
  }
  const n: number = dyn_core_anomaly_clamps(dc, limits, inv_dt);
  pos_at(c!, t, _s5);
  const p_x = _s5.x, p_y = _s5.y, p_z = _s5.z;
  for (let i = 0; i < 4; i++) {
    sc.q[i] = c!.q_world_f_core_next_psi[i];
  }
  const v_x = dc.velocity.x, v_y = dc.velocity.y, v_z = dc.velocity.z;
  const w_x = dc.rot_speed.x, w_y = dc.rot_speed.y, w_z = dc.rot_speed.z;
  const tv_x = Math.fround(v_x + pv_x), tv_y = Math.fround(v_y + pv_y), tv_z = Math.fround(v_z + pv_z);
  const tw_x = Math.fround(w_x + pw_x), tw_y = Math.fround(w_y + pw_y), tw_z = Math.fround(w_z + pw_z);
  dyn_core_set_trajectory(dc, t, dt, p_x, p_y, p_z, sc.q, tv_x, tv_y, tv_z, tw_x, tw_y, tw_z, sc);
  return n;
}

/**
 * A velocity change between PSIs (an impact at time t): the pose at t on the old trajectory
 * (pos_at, the slerp of pose_at), then the trajectory from t with the new physical velocities up
 * to the next PSI at t_next (D-DYN-3: the collision side keeps interpolating one consistent path).
 * The trajectory moves with the physical velocities plus `sep`, a separation velocity of the impact
 * (trajectory only, D-DYN-13).
 *
 * @design 000 L2885 (the impact writes the core velocities) with L2391/L2431 (pos_at, the quaternion interpolation): the only trajectory through the pose at t with the new velocity.
 * @unit M22, M30
 * @float sse
 * @spec spec/ivp/dynamics/core.spec:440
 */
export function dyn_core_retime(dc: DynCore, t: number, t_next: number, sep_x: number, sep_y: number, sep_z: number, sc: CoreScratch): void {
  const c: PhysCoreView | null = dc.core;
  pos_at(c!, t, _s6);
  const p_x = _s6.x, p_y = _s6.y, p_z = _s6.z;
  core_quaternion_at(c!, t, sc.q);
  dyn_quat_normalize(sc.q);
  const h: number = t_next - t;
  if (!(h > 0)) assertFail("spec/ivp/dynamics/core.spec:446", "core {}: a velocity change at or after the next PSI", [c!.id]);
  const v_x = dc.velocity.x, v_y = dc.velocity.y, v_z = dc.velocity.z;
  const tv_x = Math.fround(v_x + sep_x), tv_y = Math.fround(v_y + sep_y), tv_z = Math.fround(v_z + sep_z);
  dyn_core_set_trajectory(dc, t, h, p_x, p_y, p_z, sc.q, tv_x, tv_y, tv_z, dc.rot_speed.x, dc.rot_speed.y, dc.rot_speed.z, sc);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3();
