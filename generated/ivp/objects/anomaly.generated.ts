// GENERATED FILE: do not edit. Engine module ivp.objects.anomaly: 000 §2.7: the anomaly limits and the anomaly manager's speed clamps and push speed; the IVP random generator from spec/ivp/objects/anomaly.spec (sha256 80c7b0c563eb62db).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, type Vec3, ZERO_F64 } from "../../../runtime/index.js";
import { vec_len_f32, vec_len_f64 } from "../math/vector.generated.js";

/** The anomaly limits object (0x14 bytes, 0x1002f5e0, env +0x24); +0x00/+0x04 are not described. */
export class AnomalyLimits {
  /** +0x08 max velocity, 2000.0f */
  max_velocity: number = ZERO_F64;
  /** +0x0c max collisions per PSI per core, 70000 (checked against core+0x64 by the impact solver) */
  max_collisions_per_psi: number = 0;
  /** +0x10 max angular velocity per PSI, π/2 as the f32 0x3fc90fdb */
  max_angular_velocity_per_psi: number = ZERO_F64;
}

/** Puts a AnomalyLimits back into the zero state `new AnomalyLimits()` gives, in place. */
export function reset_AnomalyLimits(s: AnomalyLimits): void {
  s.max_velocity = 0;
  s.max_collisions_per_psi = 0;
  s.max_angular_velocity_per_psi = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_AnomalyLimits(dst: AnomalyLimits, src: AnomalyLimits): void {
  dst.max_velocity = src.max_velocity;
  dst.max_collisions_per_psi = src.max_collisions_per_psi;
  dst.max_angular_velocity_per_psi = src.max_angular_velocity_per_psi;
}

/** Feeds the raw bits of a AnomalyLimits to the hasher, field by field in declaration order. */
export function hash_AnomalyLimits(s: AnomalyLimits, h: StateHasher): void {
  h.enter(s);
  h.f32(s.max_velocity);
  h.i32(s.max_collisions_per_psi);
  h.f32(s.max_angular_velocity_per_psi);
}

/** Writes a AnomalyLimits to a snapshot stream. */
export function snapshot_AnomalyLimits(s: AnomalyLimits, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.max_velocity);
  w.put(s.max_collisions_per_psi);
  w.put(s.max_angular_velocity_per_psi);
}

/** Reads a AnomalyLimits back from a snapshot stream written by snapshot_AnomalyLimits. */
export function restore_AnomalyLimits(s: AnomalyLimits, r: SnapshotReader): void {
  r.enter(s);
  s.max_velocity = r.get();
  s.max_collisions_per_psi = r.get();
  s.max_angular_velocity_per_psi = r.get();
}

/** The IVP random generator's state (the global at 0x100685b4). */
export class IvpRandom {
  seed: number = 0;
}

/** Puts a IvpRandom back into the zero state `new IvpRandom()` gives, in place. */
export function reset_IvpRandom(s: IvpRandom): void {
  s.seed = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IvpRandom(dst: IvpRandom, src: IvpRandom): void {
  dst.seed = src.seed;
}

/** Feeds the raw bits of a IvpRandom to the hasher, field by field in declaration order. */
export function hash_IvpRandom(s: IvpRandom, h: StateHasher): void {
  h.enter(s);
  h.u32(s.seed);
}

/** Writes a IvpRandom to a snapshot stream. */
export function snapshot_IvpRandom(s: IvpRandom, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.seed);
}

/** Reads a IvpRandom back from a snapshot stream written by snapshot_IvpRandom. */
export function restore_IvpRandom(s: IvpRandom, r: SnapshotReader): void {
  r.enter(s);
  s.seed = r.get();
}

/**
 * The limits ctor 0x1002f5e0: 2000.0f, 70000, π/2 (0x3fc90fdb).
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002f5e0
 * @unit T46
 * @float x87
 * @spec spec/ivp/objects/anomaly.spec:39
 */
export function anomaly_limits_init(l: AnomalyLimits): void {
  l.max_velocity = 2000;
  l.max_collisions_per_psi = 70000;
  l.max_angular_velocity_per_psi = 1.5707963705062866 /* f32#3fc90fdb */;
}

/**
 * Anomaly slot 0: a velocity above the limit is scaled to 99% of it: v *= 2000·0.99 / |v|.
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002f6d0
 * @unit T47
 * @float x87
 * @precision 5 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/objects/anomaly.spec:48
 */
export function anomaly_max_velocity_exceeded(l: AnomalyLimits, v: Vec3): void {
  const len: number = vec_len_f32(v.x, v.y, v.z);
  // decision: 0.99 is the f32 literal widened (000 gives no bits)
  const f: number = l.max_velocity * 0.9900000095367432 /* 0.99f */ / len;
  const t$0_x = Math.fround(v.x * f), t$0_y = Math.fround(v.y * f), t$0_z = Math.fround(v.z * f);
  v.x = t$0_x; v.y = t$0_y; v.z = t$0_z;
}

/**
 * Anomaly slot 1: an angular velocity above the limit is scaled to 90% of it:
 * w *= inv_dPSI·(π/2)·0.9 / |w|.
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002f720
 * @unit T48
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/objects/anomaly.spec:59
 */
export function anomaly_max_angular_velocity_exceeded(l: AnomalyLimits, inv_delta_psi: number, w: Vec3): void {
  const len: number = vec_len_f32(w.x, w.y, w.z);
  // decision: 0.9 is the f32 literal widened (000 gives no bits)
  const f: number = inv_delta_psi * l.max_angular_velocity_per_psi * 0.8999999761581421 /* 0.9f */ / len;
  const t$0_x = Math.fround(w.x * f), t$0_y = Math.fround(w.y * f), t$0_z = Math.fround(w.z * f);
  w.x = t$0_x; w.y = t$0_y; w.z = t$0_z;
}

/**
 * Anomaly slot 3 (0x1002fcc0), called when a core exceeds the collisions per PSI: returns 1.
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002fcc0
 * @unit T51
 * @float x87
 * @spec spec/ivp/objects/anomaly.spec:69
 */
export function anomaly_max_collisions_exceeded(): number {
  return 1;
}

/**
 * Anomaly slot 5, get_push_speed_penetration: 2·|gravity|·dPSI, the speed at which penetrating
 * objects are pushed apart.
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002fc80
 * @unit T51
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/objects/anomaly.spec:77
 */
export function anomaly_push_speed_penetration(gravity_x: number, gravity_y: number, gravity_z: number, delta_psi: number): number {
  const g: number = vec_len_f64(gravity_x, gravity_y, gravity_z);
  return 2 * g * delta_psi;
}

/**
 * Puts the generator in its load-time state: seed 1.
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002fcd0 (seed 0x100685b4 = 1)
 * @unit T52
 * @float x87
 * @spec spec/ivp/objects/anomaly.spec:85
 */
export function ivp_random_init(r: IvpRandom): void {
  r.seed = 1;
}

/**
 * The IVP random generator: seed *= 75 (u32), then (seed & 0xffff)·2^-16 as an f32 in [0, 1).
 *
 * @source 000_b83935d7d7846899.txt §2.7 0x1002fcd0
 * @unit T52
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/objects/anomaly.spec:92
 */
export function ivp_random(r: IvpRandom): number {
  r.seed = Math.imul(r.seed, 75) >>> 0;
  // exact: a 16-bit integer times 2^-16
  return Math.fround(Math.fround(r.seed & 0xffff) * 0.0000152587890625 /* f32#37800000 */);
}
