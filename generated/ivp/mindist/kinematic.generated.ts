// GENERATED FILE: do not edit. Engine module ivp.mindist.kinematic: 000 §8.2, §2.1.3, §2.3.1: a driver that moves cores along scripted trajectories and refreshes, at each PSI, the core fields the integrator (0x1001e300) leaves for the collision side from spec/ivp/mindist/kinematic.spec (sha256 30594d55767066bb).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { PoseScratch, copy_PoseScratch, hash_PoseScratch, reset_PoseScratch, restore_PoseScratch, snapshot_PoseScratch } from "./cache.generated.js";
import { quat_slerp, quat_to_rotation } from "./pose.generated.js";
import { PhysCoreView } from "../objects/real_object.generated.js";

/** One piece of a scripted trajectory, valid from t0 until the next segment's t0. */
export class KinematicSegment {
  /** the start time */
  t0: number = ZERO_F64;
  /** the mass-centre position and velocity at t0, and the constant acceleration */
  p0: Vec3 = new Vec3();
  v0: Vec3 = new Vec3();
  accel: Vec3 = new Vec3();
  /** the orientation at t0 and at t1 (slerp between them; q0 throughout when t1 <= t0) */
  q0: Float64Array = new Float64Array(4);
  q1: Float64Array = new Float64Array(4);
  t1: number = ZERO_F64;
  /** the angular velocity (world), as the script states it */
  omega: Vec3 = new Vec3();
}

/** Puts a KinematicSegment back into the zero state `new KinematicSegment()` gives, in place. */
export function reset_KinematicSegment(s: KinematicSegment): void {
  s.t0 = 0;
  s.p0.x = 0; s.p0.y = 0; s.p0.z = 0;
  s.v0.x = 0; s.v0.y = 0; s.v0.z = 0;
  s.accel.x = 0; s.accel.y = 0; s.accel.z = 0;
  s.q0.fill(0);
  s.q1.fill(0);
  s.t1 = 0;
  s.omega.x = 0; s.omega.y = 0; s.omega.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_KinematicSegment(dst: KinematicSegment, src: KinematicSegment): void {
  dst.t0 = src.t0;
  dst.p0.x = src.p0.x; dst.p0.y = src.p0.y; dst.p0.z = src.p0.z;
  dst.v0.x = src.v0.x; dst.v0.y = src.v0.y; dst.v0.z = src.v0.z;
  dst.accel.x = src.accel.x; dst.accel.y = src.accel.y; dst.accel.z = src.accel.z;
  dst.q0.set(src.q0);
  dst.q1.set(src.q1);
  dst.t1 = src.t1;
  dst.omega.x = src.omega.x; dst.omega.y = src.omega.y; dst.omega.z = src.omega.z;
}

/** Feeds the raw bits of a KinematicSegment to the hasher, field by field in declaration order. */
export function hash_KinematicSegment(s: KinematicSegment, h: StateHasher): void {
  h.enter(s);
  h.f64(s.t0);
  h.f64(s.p0.x);
  h.f64(s.p0.y);
  h.f64(s.p0.z);
  h.f64(s.v0.x);
  h.f64(s.v0.y);
  h.f64(s.v0.z);
  h.f64(s.accel.x);
  h.f64(s.accel.y);
  h.f64(s.accel.z);
  for (let i0 = 0; i0 < s.q0.length; i0++) {
    h.f64(s.q0[i0]);
  }
  for (let i0 = 0; i0 < s.q1.length; i0++) {
    h.f64(s.q1[i0]);
  }
  h.f64(s.t1);
  h.f64(s.omega.x);
  h.f64(s.omega.y);
  h.f64(s.omega.z);
}

/** Writes a KinematicSegment to a snapshot stream. */
export function snapshot_KinematicSegment(s: KinematicSegment, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.t0);
  w.put(s.p0.x);
  w.put(s.p0.y);
  w.put(s.p0.z);
  w.put(s.v0.x);
  w.put(s.v0.y);
  w.put(s.v0.z);
  w.put(s.accel.x);
  w.put(s.accel.y);
  w.put(s.accel.z);
  for (let i0 = 0; i0 < s.q0.length; i0++) {
    w.put(s.q0[i0]);
  }
  for (let i0 = 0; i0 < s.q1.length; i0++) {
    w.put(s.q1[i0]);
  }
  w.put(s.t1);
  w.put(s.omega.x);
  w.put(s.omega.y);
  w.put(s.omega.z);
}

/** Reads a KinematicSegment back from a snapshot stream written by snapshot_KinematicSegment. */
export function restore_KinematicSegment(s: KinematicSegment, r: SnapshotReader): void {
  r.enter(s);
  s.t0 = r.get();
  s.p0.x = r.get();
  s.p0.y = r.get();
  s.p0.z = r.get();
  s.v0.x = r.get();
  s.v0.y = r.get();
  s.v0.z = r.get();
  s.accel.x = r.get();
  s.accel.y = r.get();
  s.accel.z = r.get();
  for (let i0 = 0; i0 < s.q0.length; i0++) {
    s.q0[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.q1.length; i0++) {
    s.q1[i0] = r.get();
  }
  s.t1 = r.get();
  s.omega.x = r.get();
  s.omega.y = r.get();
  s.omega.z = r.get();
}

/** The scripted trajectory of one core. */
export class KinematicTrack {
  core: PhysCoreView | null = null;
  segments: KinematicSegment[] = [];
}

/** Puts a KinematicTrack back into the zero state `new KinematicTrack()` gives, in place. */
export function reset_KinematicTrack(s: KinematicTrack): void {
  s.core = null;
  s.segments.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_KinematicTrack(dst: KinematicTrack, src: KinematicTrack): void {
  dst.core = src.core;
  dst.segments.length = src.segments.length;
  for (let i = 0; i < src.segments.length; i++) { if (dst.segments[i] === undefined) dst.segments[i] = new KinematicSegment(); copy_KinematicSegment(dst.segments[i], src.segments[i]); }
}

/** Feeds the raw bits of a KinematicTrack to the hasher, field by field in declaration order. */
export function hash_KinematicTrack(s: KinematicTrack, h: StateHasher): void {
  h.enter(s);
  h.ref(s.core);
  h.u32(s.segments.length);
  for (let i0 = 0; i0 < s.segments.length; i0++) {
    hash_KinematicSegment(s.segments[i0], h);
  }
}

/** Writes a KinematicTrack to a snapshot stream. */
export function snapshot_KinematicTrack(s: KinematicTrack, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.core);
  w.put(s.segments.length);
  for (let i0 = 0; i0 < s.segments.length; i0++) {
    snapshot_KinematicSegment(s.segments[i0], w);
  }
}

/** Reads a KinematicTrack back from a snapshot stream written by snapshot_KinematicTrack. */
export function restore_KinematicTrack(s: KinematicTrack, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: PhysCoreView | null) => { s.core = o; });
  s.segments.length = r.get();
  for (let i0 = 0; i0 < s.segments.length; i0++) if (s.segments[i0] === undefined) s.segments[i0] = new KinematicSegment();
  for (let i0 = 0; i0 < s.segments.length; i0++) {
    restore_KinematicSegment(s.segments[i0], r);
  }
}

/** The scripted state at one time. */
export class KinematicState {
  position: Vec3 = new Vec3();
  velocity: Vec3 = new Vec3();
  q: Float64Array = new Float64Array(4);
  omega: Vec3 = new Vec3();
}

/** Puts a KinematicState back into the zero state `new KinematicState()` gives, in place. */
export function reset_KinematicState(s: KinematicState): void {
  s.position.x = 0; s.position.y = 0; s.position.z = 0;
  s.velocity.x = 0; s.velocity.y = 0; s.velocity.z = 0;
  s.q.fill(0);
  s.omega.x = 0; s.omega.y = 0; s.omega.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_KinematicState(dst: KinematicState, src: KinematicState): void {
  dst.position.x = src.position.x; dst.position.y = src.position.y; dst.position.z = src.position.z;
  dst.velocity.x = src.velocity.x; dst.velocity.y = src.velocity.y; dst.velocity.z = src.velocity.z;
  dst.q.set(src.q);
  dst.omega.x = src.omega.x; dst.omega.y = src.omega.y; dst.omega.z = src.omega.z;
}

/** Feeds the raw bits of a KinematicState to the hasher, field by field in declaration order. */
export function hash_KinematicState(s: KinematicState, h: StateHasher): void {
  h.enter(s);
  h.f64(s.position.x);
  h.f64(s.position.y);
  h.f64(s.position.z);
  h.f64(s.velocity.x);
  h.f64(s.velocity.y);
  h.f64(s.velocity.z);
  for (let i0 = 0; i0 < s.q.length; i0++) {
    h.f64(s.q[i0]);
  }
  h.f64(s.omega.x);
  h.f64(s.omega.y);
  h.f64(s.omega.z);
}

/** Writes a KinematicState to a snapshot stream. */
export function snapshot_KinematicState(s: KinematicState, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.position.x);
  w.put(s.position.y);
  w.put(s.position.z);
  w.put(s.velocity.x);
  w.put(s.velocity.y);
  w.put(s.velocity.z);
  for (let i0 = 0; i0 < s.q.length; i0++) {
    w.put(s.q[i0]);
  }
  w.put(s.omega.x);
  w.put(s.omega.y);
  w.put(s.omega.z);
}

/** Reads a KinematicState back from a snapshot stream written by snapshot_KinematicState. */
export function restore_KinematicState(s: KinematicState, r: SnapshotReader): void {
  r.enter(s);
  s.position.x = r.get();
  s.position.y = r.get();
  s.position.z = r.get();
  s.velocity.x = r.get();
  s.velocity.y = r.get();
  s.velocity.z = r.get();
  for (let i0 = 0; i0 < s.q.length; i0++) {
    s.q[i0] = r.get();
  }
  s.omega.x = r.get();
  s.omega.y = r.get();
  s.omega.z = r.get();
}

/** The driver: every track, the moving vector of the current PSI, scratch states. */
export class KinematicDriver {
  tracks: KinematicTrack[] = [];
  /** the moving cores of this PSI (0x100124c0 fills the controller manager's vector) */
  moving: (PhysCoreView | null)[] = [];
  /** per moving core: its track index */
  moving_track: number[] = [];
  now_state: KinematicState = new KinematicState();
  next_state: KinematicState = new KinematicState();
  /** scratch for the rotation rows */
  scratch: PoseScratch = new PoseScratch();
}

/** Puts a KinematicDriver back into the zero state `new KinematicDriver()` gives, in place. */
export function reset_KinematicDriver(s: KinematicDriver): void {
  s.tracks.length = 0;
  s.moving.length = 0;
  s.moving_track.length = 0;
  reset_KinematicState(s.now_state);
  reset_KinematicState(s.next_state);
  reset_PoseScratch(s.scratch);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_KinematicDriver(dst: KinematicDriver, src: KinematicDriver): void {
  dst.tracks.length = src.tracks.length;
  for (let i = 0; i < src.tracks.length; i++) { if (dst.tracks[i] === undefined) dst.tracks[i] = new KinematicTrack(); copy_KinematicTrack(dst.tracks[i], src.tracks[i]); }
  for (let i = 0; i < src.moving.length && i < dst.moving.length; i++) dst.moving[i] = src.moving[i];
  if (dst.moving.length > src.moving.length) dst.moving.length = src.moving.length;
  else for (let i = dst.moving.length; i < src.moving.length; i++) dst.moving.push(src.moving[i]);
  for (let i = 0; i < src.moving_track.length && i < dst.moving_track.length; i++) dst.moving_track[i] = src.moving_track[i];
  if (dst.moving_track.length > src.moving_track.length) dst.moving_track.length = src.moving_track.length;
  else for (let i = dst.moving_track.length; i < src.moving_track.length; i++) dst.moving_track.push(src.moving_track[i]);
  copy_KinematicState(dst.now_state, src.now_state);
  copy_KinematicState(dst.next_state, src.next_state);
  copy_PoseScratch(dst.scratch, src.scratch);
}

/** Feeds the raw bits of a KinematicDriver to the hasher, field by field in declaration order. */
export function hash_KinematicDriver(s: KinematicDriver, h: StateHasher): void {
  h.enter(s);
  h.u32(s.tracks.length);
  for (let i0 = 0; i0 < s.tracks.length; i0++) {
    hash_KinematicTrack(s.tracks[i0], h);
  }
  h.u32(s.moving.length);
  for (let i0 = 0; i0 < s.moving.length; i0++) {
    h.ref(s.moving[i0]);
  }
  h.u32(s.moving_track.length);
  for (let i0 = 0; i0 < s.moving_track.length; i0++) {
    h.i32(s.moving_track[i0]);
  }
  hash_KinematicState(s.now_state, h);
  hash_KinematicState(s.next_state, h);
  hash_PoseScratch(s.scratch, h);
}

/** Writes a KinematicDriver to a snapshot stream. */
export function snapshot_KinematicDriver(s: KinematicDriver, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.tracks.length);
  for (let i0 = 0; i0 < s.tracks.length; i0++) {
    snapshot_KinematicTrack(s.tracks[i0], w);
  }
  w.put(s.moving.length);
  for (let i0 = 0; i0 < s.moving.length; i0++) {
    w.ref(s.moving[i0]);
  }
  w.put(s.moving_track.length);
  for (let i0 = 0; i0 < s.moving_track.length; i0++) {
    w.put(s.moving_track[i0]);
  }
  snapshot_KinematicState(s.now_state, w);
  snapshot_KinematicState(s.next_state, w);
  snapshot_PoseScratch(s.scratch, w);
}

/** Reads a KinematicDriver back from a snapshot stream written by snapshot_KinematicDriver. */
export function restore_KinematicDriver(s: KinematicDriver, r: SnapshotReader): void {
  r.enter(s);
  s.tracks.length = r.get();
  for (let i0 = 0; i0 < s.tracks.length; i0++) if (s.tracks[i0] === undefined) s.tracks[i0] = new KinematicTrack();
  for (let i0 = 0; i0 < s.tracks.length; i0++) {
    restore_KinematicTrack(s.tracks[i0], r);
  }
  s.moving.length = r.get();
  for (let i0 = 0; i0 < s.moving.length; i0++) if (s.moving[i0] === undefined) s.moving[i0] = null;
  for (let i0 = 0; i0 < s.moving.length; i0++) {
    r.ref((o: PhysCoreView | null) => { s.moving[i0] = o; });
  }
  s.moving_track.length = r.get();
  for (let i0 = 0; i0 < s.moving_track.length; i0++) {
    s.moving_track[i0] = r.get();
  }
  restore_KinematicState(s.now_state, r);
  restore_KinematicState(s.next_state, r);
  restore_PoseScratch(s.scratch, r);
}

/**
 * The state of a track at time t: the last segment starting at or before t (the first one
 * before its start), p = p0 + v0·τ + a·τ²/2, v = v0 + a·τ, q = slerp(q0, q1, τ/(t1 − t0)).
 *
 * @design Constant-acceleration segments with slerped key orientations: enough to script free falls, rolls and turns, with IEEE-exact operations only.
 * @unit M22
 * @float sse
 * @spec spec/ivp/mindist/kinematic.spec:71
 */
export function kinematic_state_at(track: KinematicTrack, t: number, st: KinematicState): void {
  const n: number = track.segments.length;
  if (!(n > 0)) assertFail("spec/ivp/mindist/kinematic.spec:73", "kinematic track of core {} has no segment", [track.core!.id]);
  let k: number = 0;
  for (let i = 1; i < n; i++) {
    if (track.segments[i].t0 <= t) {
      k = i;
    }
  }
  const s: KinematicSegment = track.segments[k];
  const tau: number = t - s.t0;
  const h: number = 0.5 * tau * tau;
  st.position.x = s.p0.x + s.v0.x * tau + s.accel.x * h;
  st.position.y = s.p0.y + s.v0.y * tau + s.accel.y * h;
  st.position.z = s.p0.z + s.v0.z * tau + s.accel.z * h;
  st.velocity.x = s.v0.x + s.accel.x * tau;
  st.velocity.y = s.v0.y + s.accel.y * tau;
  st.velocity.z = s.v0.z + s.accel.z * tau;
  if (s.t1 > s.t0) {
    quat_slerp(s.q0, s.q1, tau / (s.t1 - s.t0), st.q);
  } else {
    for (let i_1 = 0; i_1 < 4; i_1++) {
      st.q[i_1] = s.q0[i_1];
    }
  }
  st.omega.x = s.omega.x;
  st.omega.y = s.omega.y;
  st.omega.z = s.omega.z;
}

/**
 * Refreshes core c at the PSI time T from its track, as the integrator (0x1001e300) leaves it
 * before the hull update (000 §8.2, §2.1.3): last-PSI time and position, both PSI quaternions,
 * the rotation rows, +0x70, the velocity, the extrapolation velocity, |v|, the angular speed and
 * axis, and rot_surface_speed = rot_speed·max_surface_deviation.
 *
 * @design The integrator's outputs for a scripted core; see the decisions at the top of the module.
 * @unit M22, M28
 * @float sse
 * @spec spec/ivp/mindist/kinematic.spec:101
 */
export function kinematic_refresh_core(d: KinematicDriver, track: KinematicTrack, t: number, delta_psi: number, inv_delta_psi: number): void {
  const c: PhysCoreView | null = track.core;
  const st: KinematicState = d.now_state;
  const sn: KinematicState = d.next_state;
  kinematic_state_at(track, t, st);
  kinematic_state_at(track, t + delta_psi, sn);
  c!.time_of_last_psi = t;
  c!.inv_delta_psi = Math.fround(inv_delta_psi);
  c!.pos_world_f_core_last_psi.x = st.position.x;
  c!.pos_world_f_core_last_psi.y = st.position.y;
  c!.pos_world_f_core_last_psi.z = st.position.z;
  c!.position.x = st.position.x;
  c!.position.y = st.position.y;
  c!.position.z = st.position.z;
  for (let i = 0; i < 4; i++) {
    c!.q_world_f_core_last_psi[i] = st.q[i];
    c!.q_world_f_core_next_psi[i] = sn.q[i];
  }
  kinematic_rotation_rows(d, c!, st.q);
  const dp_x = sn.position.x - st.position.x, dp_y = sn.position.y - st.position.y, dp_z = sn.position.z - st.position.z;
  const v_x = Math.fround(dp_x * inv_delta_psi), v_y = Math.fround(dp_y * inv_delta_psi), v_z = Math.fround(dp_z * inv_delta_psi);
  c!.speed.x = v_x;
  c!.speed.y = v_y;
  c!.speed.z = v_z;
  c!.delta_world_f_core_psis.x = v_x;
  c!.delta_world_f_core_psis.y = v_y;
  c!.delta_world_f_core_psis.z = v_z;
  const vv: number = Math.fround(Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) + Math.fround(v_z * v_z));
  c!.current_speed = Math.fround(Math.sqrt(vv));
  const w2: number = st.omega.x * st.omega.x + st.omega.y * st.omega.y + st.omega.z * st.omega.z;
  if (w2 <= 1e-19) {
    c!.rot_speed = 0;
    c!.rot_axis.x = 1;
    c!.rot_axis.y = 0;
    c!.rot_axis.z = 0;
  } else {
    const w: number = Math.sqrt(w2);
    c!.rot_speed = Math.fround(w);
    c!.rot_axis.x = Math.fround(st.omega.x / w);
    c!.rot_axis.y = Math.fround(st.omega.y / w);
    c!.rot_axis.z = Math.fround(st.omega.z / w);
  }
  c!.rot_surface_speed = Math.fround(c!.rot_speed * c!.max_surface_deviation);
}

/**
 * The rotation rows of m_world_f_core_last_psi (+0x128) from the core's orientation q: R(q) of
 * ivp.mindist.pose (quat_to_rotation), copied into the core's mat3.
 *
 * @design One rotation formula for the cache, pose_at and the core (quat_to_rotation).
 * @unit M28
 * @float sse
 * @spec spec/ivp/mindist/kinematic.spec:138
 */
export function kinematic_rotation_rows(d: KinematicDriver, c: PhysCoreView, q: Float64Array): void {
  const m: Float64Array = d.scratch.m;
  quat_to_rotation(q, m);
  const r: Float64Array = c.rot_world_f_core_last_psi;
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      r[3 * i + j] = m[4 * i + j];
    }
  }
}

/**
 * The track of core c (its index), -1 when the core is not scripted.
 *
 * @design A linear search: the number of tracks is the number of scripted cores.
 * @unit M22
 * @float sse
 * @spec spec/ivp/mindist/kinematic.spec:152
 */
export function kinematic_track_of(d: KinematicDriver, c: PhysCoreView): number {
  for (let i = 0; i < d.tracks.length; i++) {
    const tc: PhysCoreView | null = d.tracks[i].core;
    if (tc === c) {
      return i;
    }
  }
  return -1;
}
