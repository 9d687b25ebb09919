// GENERATED FILE: do not edit. Engine module ivp.mindist.cache: 000 §3.1.5, §4.2.6, §4.2.7, §5.1.3, §6.2: the cache-object ring, the getter with its reference count and refresh by time code, pos_at (M22), pose_at (0x10009d70) and the point/vector transforms from spec/ivp/mindist/cache.spec (sha256 f7140d1b9031ce05).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec3, assertFail } from "../../../runtime/index.js";
import { CacheObject, copy_CacheObject, hash_CacheObject, restore_CacheObject, snapshot_CacheObject } from "../geometry/two_object.generated.js";
import { mat_mul_point, mat_mul_point_f32, mat_mul_vec, mat_tmul_vec } from "../math/vector.generated.js";
import { IvpEnvironment } from "./env.generated.js";
import { quat_mul, quat_slerp, quat_to_rotation } from "./pose.generated.js";
import { PhysCoreView, RealObject } from "../objects/real_object.generated.js";

/** The cache ring's size (a decision: 000 does not give it). */
export const CACHE_RING_SIZE: number = 64;

/** The cache-object manager (env+0xa4): a ring of 0xd0-byte entries. */
export class CacheManager {
  /** +0x00 the ring size (a power of two) */
  ring_size: number = 0;
  /** +0x04 the cursor: the next slot tried */
  cursor: number = 0;
  /** +0x08 the entries */
  entries: CacheObject[] = [];
}

/** Puts a CacheManager back into the zero state `new CacheManager()` gives, in place. */
export function reset_CacheManager(s: CacheManager): void {
  s.ring_size = 0;
  s.cursor = 0;
  s.entries.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CacheManager(dst: CacheManager, src: CacheManager): void {
  dst.ring_size = src.ring_size;
  dst.cursor = src.cursor;
  dst.entries.length = src.entries.length;
  for (let i = 0; i < src.entries.length; i++) { if (dst.entries[i] === undefined) dst.entries[i] = new CacheObject(); copy_CacheObject(dst.entries[i], src.entries[i]); }
}

/** Feeds the raw bits of a CacheManager to the hasher, field by field in declaration order. */
export function hash_CacheManager(s: CacheManager, h: StateHasher): void {
  h.enter(s);
  h.i32(s.ring_size);
  h.i32(s.cursor);
  h.u32(s.entries.length);
  for (let i0 = 0; i0 < s.entries.length; i0++) {
    hash_CacheObject(s.entries[i0], h);
  }
}

/** Writes a CacheManager to a snapshot stream. */
export function snapshot_CacheManager(s: CacheManager, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.ring_size);
  w.put(s.cursor);
  w.put(s.entries.length);
  for (let i0 = 0; i0 < s.entries.length; i0++) {
    snapshot_CacheObject(s.entries[i0], w);
  }
}

/** Reads a CacheManager back from a snapshot stream written by snapshot_CacheManager. */
export function restore_CacheManager(s: CacheManager, r: SnapshotReader): void {
  r.enter(s);
  s.ring_size = r.get();
  s.cursor = r.get();
  s.entries.length = r.get();
  for (let i0 = 0; i0 < s.entries.length; i0++) if (s.entries[i0] === undefined) s.entries[i0] = new CacheObject();
  for (let i0 = 0; i0 < s.entries.length; i0++) {
    restore_CacheObject(s.entries[i0], r);
  }
}

/** Scratch for the pose computations (a record: quaternions and matrices live in records). */
export class PoseScratch {
  q: Float64Array = new Float64Array(4);
  qo: Float64Array = new Float64Array(4);
  m: Float64Array = new Float64Array(12);
}

/** Puts a PoseScratch back into the zero state `new PoseScratch()` gives, in place. */
export function reset_PoseScratch(s: PoseScratch): void {
  s.q.fill(0);
  s.qo.fill(0);
  s.m.fill(0);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PoseScratch(dst: PoseScratch, src: PoseScratch): void {
  dst.q.set(src.q);
  dst.qo.set(src.qo);
  dst.m.set(src.m);
}

/** Feeds the raw bits of a PoseScratch to the hasher, field by field in declaration order. */
export function hash_PoseScratch(s: PoseScratch, h: StateHasher): void {
  h.enter(s);
  for (let i0 = 0; i0 < s.q.length; i0++) {
    h.f64(s.q[i0]);
  }
  for (let i0 = 0; i0 < s.qo.length; i0++) {
    h.f64(s.qo[i0]);
  }
  for (let i0 = 0; i0 < s.m.length; i0++) h.f64(s.m[i0]);
}

/** Writes a PoseScratch to a snapshot stream. */
export function snapshot_PoseScratch(s: PoseScratch, w: SnapshotWriter): void {
  w.enter(s);
  for (let i0 = 0; i0 < s.q.length; i0++) {
    w.put(s.q[i0]);
  }
  for (let i0 = 0; i0 < s.qo.length; i0++) {
    w.put(s.qo[i0]);
  }
  for (let i0 = 0; i0 < s.m.length; i0++) w.put(s.m[i0]);
}

/** Reads a PoseScratch back from a snapshot stream written by snapshot_PoseScratch. */
export function restore_PoseScratch(s: PoseScratch, r: SnapshotReader): void {
  r.enter(s);
  for (let i0 = 0; i0 < s.q.length; i0++) {
    s.q[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.qo.length; i0++) {
    s.qo[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.m.length; i0++) s.m[i0] = r.get();
}

/**
 * An empty ring of n entries (a power of two).
 *
 * @source 000_b83935d7d7846899.txt §4.2.7 cache-object manager (env+0xa4: +0 size, +4 cursor, +8 array)
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:50
 */
export function cache_manager_init(cm: CacheManager, n: number): void {
  if (!(n > 0 && (n & (n - 1)) === 0)) assertFail("spec/ivp/mindist/cache.spec:51", "cache ring: the size {} is not a power of two", [n]);
  cm.ring_size = n;
  cm.cursor = 0;
  cm.entries.length = 0;
  for (let i = 0; i < n; i++) {
    cm.entries.push(new CacheObject());
  }
}

/**
 * The core's mass-centre position at time t (0x10012470): pos_last_psi + delta·(t − t_psi),
 * f64 = f64 + f32·f64 (the decompiler's f32 casts are wrong, 000 L2391).
 *
 * @source 000_b83935d7d7846899.txt §4.2.6; §2.3.3; §8.2 0x10012470
 * @unit M22
 * @float x87
 * @precision 7 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/cache.spec:66
 */
export function pos_at(c: PhysCoreView, t: number, out$: Vec3): void {
  const dt: number = t - c.time_of_last_psi;
  out$.x = c.pos_world_f_core_last_psi.x + c.delta_world_f_core_psis.x * dt; out$.y = c.pos_world_f_core_last_psi.y + c.delta_world_f_core_psis.y * dt; out$.z = c.pos_world_f_core_last_psi.z + c.delta_world_f_core_psis.z * dt;
  return;
}

/**
 * The core's orientation at time t into q: the copy of +0xe8 when t is the last PSI's time, else
 * the interpolation 0x10019320(q_last, q_next, (t − t_psi)·core+0x70).
 *
 * @source 000_b83935d7d7846899.txt §4.2.7; §5.1.3 0x10018a40 (quaternion part; 0x10019320 designed, ivp.mindist.pose)
 * @unit M28
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/cache.spec:77
 */
export function core_quaternion_at(c: PhysCoreView, t: number, q: Float64Array): void {
  if (t === c.time_of_last_psi) {
    for (let i = 0; i < 4; i++) {
      q[i] = c.q_world_f_core_last_psi[i];
    }
    return;
  }
  const s: number = (t - c.time_of_last_psi) * c.inv_delta_psi;
  quat_slerp(c.q_world_f_core_last_psi, c.q_world_f_core_next_psi, s, q);
}

/**
 * The object's world matrix from its core's orientation q and position p: R(q) (or R(q ⊗
 * q_core_f_object) when +0x2c is set), translation p shifted by R(q)·shift (+0x30) unless zero.
 *
 * @design IVP composes m_world_f_object = m_world_f_core · m_core_f_object; 000 L2432-2433 gives the steps (shift by obj+0x30 through 0x1000f5f0, post-multiplied quaternion) but not their order.
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:92
 */
export function object_matrix_from_core(o: RealObject, q: Float64Array, p_x: number, p_y: number, p_z: number, scratch: PoseScratch, m: Float64Array): void {
  quat_to_rotation(q, m);
  m[3] = p_x;
  m[7] = p_y;
  m[11] = p_z;
  if (!o.shift_is_zero) {
    mat_mul_point_f32(m, o.shift_core_f_object.x, o.shift_core_f_object.y, o.shift_core_f_object.z, _s0);
    const w_x = _s0.x, w_y = _s0.y, w_z = _s0.z;
    m[3] = w_x;
    m[7] = w_y;
    m[11] = w_z;
  }
  if (o.has_q_core_f_object) {
    quat_mul(q, o.q_core_f_object, scratch.qo);
    quat_to_rotation(scratch.qo, m);
  }
}

/**
 * pose_at(t) (0x10009d70, thiscall (double t, Matrix *out)): the object's world matrix at time t,
 * computed as the cache refresh computes it (so slot 0 of an event sim equals the cache at t_now).
 * Used by the event solver's sims and root finder, and by the glue's write-back.
 *
 * @source 000_b83935d7d7846899.txt §5.3.1; §6.2; §8.2 0x10009d70 (not given in 000: designed as the cache refresh's pose)
 * @unit M28, M22
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:114
 */
export function pose_at(o: RealObject, t: number, scratch: PoseScratch, m: Float64Array): void {
  const c: PhysCoreView | null = o.core;
  if (c === null) assertFail("spec/ivp/mindist/cache.spec:116", "pose_at: object {} has no core", [o.id]);
  core_quaternion_at(c!, t, scratch.q);
  pos_at(c!, t, _s1);
  const p_x = _s1.x, p_y = _s1.y, p_z = _s1.z;
  object_matrix_from_core(o, scratch.q, p_x, p_y, p_z, scratch, m);
}

/**
 * Recomputes a cache at the environment's current time (0x10018a40): time code, core quaternion
 * (+0x10), core position (+0xb0) and the object matrix (+0x30..+0xa0).
 *
 * @source 000_b83935d7d7846899.txt §4.2.7; §5.1.3 0x10018a40
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:128
 */
export function cache_object_refresh(cache: CacheObject, scratch: PoseScratch): void {
  const o: RealObject | null = cache.object;
  if (o === null) assertFail("spec/ivp/mindist/cache.spec:130", "cache refresh: a free ring slot");
  const env: IvpEnvironment | null = o!.env;
  const c: PhysCoreView | null = o!.core;
  if (c === null) assertFail("spec/ivp/mindist/cache.spec:133", "cache refresh: object {} has no core", [o!.id]);
  const t: number = env!.tm.current_time;
  cache.time_code = env!.tm.time_code;
  core_quaternion_at(c!, t, cache.q_world_f_core);
  pos_at(c!, t, _s2);
  const p_x = _s2.x, p_y = _s2.y, p_z = _s2.z;
  cache.core_pos.x = p_x;
  cache.core_pos.y = p_y;
  cache.core_pos.z = p_z;
  object_matrix_from_core(o!, cache.q_world_f_core, p_x, p_y, p_z, scratch, cache.m_world_f_object);
}

/**
 * A ring slot for obj (0x10018930): from the cursor on, the first entry with no references; its
 * previous owner loses its cache (0x10018910); the new cache is computed at once.
 *
 * @source 000_b83935d7d7846899.txt §4.2.7; §3.1.5 0x10018930 (+0x10018910 evict)
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:146
 */
export function cache_object_alloc(o: RealObject, scratch: PoseScratch): CacheObject {
  const env: IvpEnvironment | null = o.env;
  const cm: CacheManager = env!.caches;
  let tries: number = 0;
  while (cm.entries[cm.cursor].ref_count !== 0) {
    tries = (tries + 1) | 0;
    if (!(tries < cm.ring_size)) assertFail("spec/ivp/mindist/cache.spec:152", "cache ring: all {} entries are referenced", [cm.ring_size]);
    cm.cursor = (cm.cursor + 1) & (cm.ring_size - 1);
  }
  const e: CacheObject = cm.entries[cm.cursor];
  cm.cursor = (cm.cursor + 1) & (cm.ring_size - 1);
  const prev: RealObject | null = e.object;
  if (prev !== null) {
    prev!.cache = null;
  }
  e.object = o;
  e.ref_count = 0;
  o.cache = e;
  cache_object_refresh(e, scratch);
  return e;
}

/**
 * The object's cache (0x1001a190): created on first use, reference count + 1, refreshed when the
 * object is simulated ((obj+0x80 & 0xff) < 8) and cache.time_code < env.time_code.
 *
 * @source 000_b83935d7d7846899.txt §3.1.5; §4.2.7; §5.1.3; §6.1 0x1001a190
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:172
 */
export function cache_object_get(o: RealObject): CacheObject {
  const env: IvpEnvironment | null = o.env;
  const scratch: PoseScratch = env!.caches_scratch;
  const c: CacheObject | null = o.cache;
  if (c === null) {
    const fresh: CacheObject = cache_object_alloc(o, scratch);
    fresh.ref_count = (fresh.ref_count + 1) | 0;
    return fresh;
  }
  c!.ref_count = (c!.ref_count + 1) | 0;
  if ((o.movement_state & 0xff) < 8 && c!.time_code < env!.tm.time_code) {
    cache_object_refresh(c!, scratch);
  }
  return c!;
}

/**
 * Drops the reference a solver took (cache+0x04 − 1).
 *
 * @source 000_b83935d7d7846899.txt §3.1.5; §4.2.7 cache+0x04--
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:191
 */
export function cache_object_release(c: CacheObject): void {
  if (!(c.ref_count > 0)) assertFail("spec/ivp/mindist/cache.spec:192", "cache release: the reference count is already 0");
  c.ref_count = (c.ref_count - 1) | 0;
}

/**
 * An object point (f32) to world (0x10018d10): M·p + t, f64.
 *
 * @source 000_b83935d7d7846899.txt §3.1.5; §5.1.3 0x10018d10
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:201
 */
export function cache_point_to_world(c: CacheObject, p_x: number, p_y: number, p_z: number, out$: Vec3): void {
  mat_mul_point_f32(c.m_world_f_object, p_x, p_y, p_z, out$);
  return;
}

/**
 * An object point (f64) to world: M·p + t (0x1000f550 on the cache matrix).
 *
 * @source 000_b83935d7d7846899.txt §5.1.4 0x1000f550 on cache+0x30
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:208
 */
export function cache_point_to_world_f64(c: CacheObject, p_x: number, p_y: number, p_z: number, out$: Vec3): void {
  mat_mul_point(c.m_world_f_object, p_x, p_y, p_z, out$);
  return;
}

/**
 * A world point to object space (0x10018ca0, 0x1000f3e0): Mᵀ(w − t); the difference is stored f64.
 *
 * @source 000_b83935d7d7846899.txt §3.1.5; §5.1.3 0x10018ca0 / 0x1000f3e0
 * @unit M28
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/cache.spec:215
 */
export function matrix_world_to_object(m: Float64Array, w_x: number, w_y: number, w_z: number, out$: Vec3): void {
  const d_x = w_x - m[3], d_y = w_y - m[7], d_z = w_z - m[11];
  mat_tmul_vec(m, d_x, d_y, d_z, out$);
  return;
}

/**
 * A world point to the cache's object space (0x10018ca0).
 *
 * @source 000_b83935d7d7846899.txt §3.1.5; §5.1.3 0x10018ca0
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:223
 */
export function cache_world_to_object(c: CacheObject, w_x: number, w_y: number, w_z: number, out$: Vec3): void {
  matrix_world_to_object(c.m_world_f_object, w_x, w_y, w_z, out$);
  return;
}

/**
 * An object vector to world (0x10018ea0): R·v.
 *
 * @source 000_b83935d7d7846899.txt §3.1.5; §5.1.3 0x10018ea0
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:230
 */
export function cache_vector_to_world(c: CacheObject, v_x: number, v_y: number, v_z: number, out$: Vec3): void {
  mat_mul_vec(c.m_world_f_object, v_x, v_y, v_z, out$);
  return;
}

/**
 * A world vector to object space (0x10018dc0): Rᵀ·v.
 *
 * @source 000_b83935d7d7846899.txt §3.1.5; §5.1.3 0x10018dc0
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:237
 */
export function cache_world_vector_to_object(c: CacheObject, v_x: number, v_y: number, v_z: number, out$: Vec3): void {
  mat_tmul_vec(c.m_world_f_object, v_x, v_y, v_z, out$);
  return;
}

/**
 * The ball centre (or object origin) in world coordinates: the cache translation (+0x90).
 *
 * @source 000_b83935d7d7846899.txt §4.2.7; §5.5.2 cache+0x90
 * @unit M28
 * @float x87
 * @spec spec/ivp/mindist/cache.spec:244
 */
export function cache_origin(c: CacheObject, out$: Vec3): void {
  const m: Float64Array = c.m_world_f_object;
  out$.x = m[3]; out$.y = m[7]; out$.z = m[11];
  return;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3();
