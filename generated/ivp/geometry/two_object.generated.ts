// GENERATED FILE: do not edit. Engine module ivp.geometry.two_object: 000 §1.4 and §1.5.3: the cache ledge point and the two-object (edge-edge) helpers from spec/ivp/geometry/two_object.spec (sha256 659152613bd9b757).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, assertFail, signbit, specMin } from "../../../runtime/index.js";
import { edge_next } from "./compact.generated.js";
import { k_values, line_dist2, segment_dist2 } from "./ledge_helpers.generated.js";
import { mat_mul_point_f32, mat_mul_vec, mat_tmul_vec, vec_cross, vec_lerp } from "../math/vector.generated.js";
import { RealObject } from "../objects/real_object.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** The parallel-case sample parameters of kk_params (f32): 11 are tried on K, the first 9 on L. */
export const KK_SAMPLES: Float32Array = Float32Array.of(-1, 0.5, 2, 0, 1, -0.0010000000474974513 /* 0.001f */, 0.0010000000474974513 /* 0.001f */, 0.9990000128746033 /* 0.999f */, 1.0010000467300415 /* 1.001f */, -9.999999974752427e-7 /* 1e-6f */, 9.999999974752427e-7 /* 1e-6f */, 0.9999989867210388 /* 0.999999f */, 1.0000009536743164 /* 1.000001f */);

/**
 * IVP_Cache_Object (0xd0 bytes, 000 §1.4, §3.1.5, §4.2.7, §5.1.3): the per-object pose at the
 * environment's current time, valid for one time code. The ring that allocates them, the getter
 * (reference count, refresh) and the transforms are in ivp.mindist.cache.
 */
export class CacheObject {
  /** +0x00 the time code (env+0x138) it was computed for */
  time_code: number = 0;
  /** +0x04 the reference count (solvers ++ on entry, −− on exit) */
  ref_count: number = 0;
  /** +0x08 the owner object (null: a free ring slot) */
  object: RealObject | null = null;
  /** +0x10 q_world_f_core at that time (x, y, z, w) */
  q_world_f_core: Float64Array = new Float64Array(4);
  /** +0x30..+0xa0 m_world_f_object: rows of R in columns 0..2, the translation (+0x90) in column 3. */
  m_world_f_object: Float64Array = new Float64Array(12);
  /** +0xb0 the core's mass centre in world coordinates at that time */
  core_pos: Vec3 = new Vec3();
}

/** Puts a CacheObject back into the zero state `new CacheObject()` gives, in place. */
export function reset_CacheObject(s: CacheObject): void {
  s.time_code = 0;
  s.ref_count = 0;
  s.object = null;
  s.q_world_f_core.fill(0);
  s.m_world_f_object.fill(0);
  s.core_pos.x = 0; s.core_pos.y = 0; s.core_pos.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CacheObject(dst: CacheObject, src: CacheObject): void {
  dst.time_code = src.time_code;
  dst.ref_count = src.ref_count;
  dst.object = src.object;
  dst.q_world_f_core.set(src.q_world_f_core);
  dst.m_world_f_object.set(src.m_world_f_object);
  dst.core_pos.x = src.core_pos.x; dst.core_pos.y = src.core_pos.y; dst.core_pos.z = src.core_pos.z;
}

/** Feeds the raw bits of a CacheObject to the hasher, field by field in declaration order. */
export function hash_CacheObject(s: CacheObject, h: StateHasher): void {
  h.enter(s);
  h.i32(s.time_code);
  h.i32(s.ref_count);
  h.ref(s.object);
  for (let i0 = 0; i0 < s.q_world_f_core.length; i0++) {
    h.f64(s.q_world_f_core[i0]);
  }
  for (let i0 = 0; i0 < s.m_world_f_object.length; i0++) h.f64(s.m_world_f_object[i0]);
  h.f64(s.core_pos.x);
  h.f64(s.core_pos.y);
  h.f64(s.core_pos.z);
}

/** Writes a CacheObject to a snapshot stream. */
export function snapshot_CacheObject(s: CacheObject, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.time_code);
  w.put(s.ref_count);
  w.ref(s.object);
  for (let i0 = 0; i0 < s.q_world_f_core.length; i0++) {
    w.put(s.q_world_f_core[i0]);
  }
  for (let i0 = 0; i0 < s.m_world_f_object.length; i0++) w.put(s.m_world_f_object[i0]);
  w.put(s.core_pos.x);
  w.put(s.core_pos.y);
  w.put(s.core_pos.z);
}

/** Reads a CacheObject back from a snapshot stream written by snapshot_CacheObject. */
export function restore_CacheObject(s: CacheObject, r: SnapshotReader): void {
  r.enter(s);
  s.time_code = r.get();
  s.ref_count = r.get();
  r.ref((o: RealObject | null) => { s.object = o; });
  for (let i0 = 0; i0 < s.q_world_f_core.length; i0++) {
    s.q_world_f_core[i0] = r.get();
  }
  for (let i0 = 0; i0 < s.m_world_f_object.length; i0++) s.m_world_f_object[i0] = r.get();
  s.core_pos.x = r.get();
  s.core_pos.y = r.get();
  s.core_pos.z = r.get();
}

/** IVP_Cache_Ledge_Point: the three fields the helpers read (§1.4). */
export class CacheLedgePoint {
  /** +0x0: base address of the ledge's point array; the helpers index points + 16*idx directly. */
  points: number = 0;
  /** +0x4: the compact ledge. */
  ledge: number = 0;
  /** +0x8: the object cache (a pointer in the original; structs are held by reference). */
  cache: CacheObject = new CacheObject();
}

/** Puts a CacheLedgePoint back into the zero state `new CacheLedgePoint()` gives, in place. */
export function reset_CacheLedgePoint(s: CacheLedgePoint): void {
  s.points = 0;
  s.ledge = 0;
  reset_CacheObject(s.cache);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CacheLedgePoint(dst: CacheLedgePoint, src: CacheLedgePoint): void {
  dst.points = src.points;
  dst.ledge = src.ledge;
  copy_CacheObject(dst.cache, src.cache);
}

/**
 * The edge-edge solver input built by kk_setup (FUN_10020c60); every vector is in L's object
 * space. The original's byte offsets are given per field.
 */
export class KK {
  /** +0x00: P(L), the f32 start point of L. */
  L0: number = 0;
  /** +0x04: N(L), the f32 end point of L. */
  L1: number = 0;
  /** +0x08: P(K) in L space (FUN_10020710). */
  K0: Vec3 = new Vec3();
  /** +0x28: N(K) in L space (FUN_10020710). */
  K1: Vec3 = new Vec3();
  /** +0x48: N(K) − P(K) rotated into L space (FUN_10020810). */
  Kdir: Vec3 = new Vec3();
  /** +0x68: L1 − L0, an f32 subtraction widened to f64. */
  Ldir: Vec3 = new Vec3();
  /** +0x88 */
  edgeK: number = 0;
  /** +0x8c */
  edgeL: number = 0;
  /** +0x90 */
  clpK: CacheLedgePoint = new CacheLedgePoint();
  /** +0x94 */
  clpL: CacheLedgePoint = new CacheLedgePoint();
  /** +0x98: Kdir × Ldir (FUN_1000e280). */
  cross: Vec3 = new Vec3();
}

/** Puts a KK back into the zero state `new KK()` gives, in place. */
export function reset_KK(s: KK): void {
  s.L0 = 0;
  s.L1 = 0;
  s.K0.x = 0; s.K0.y = 0; s.K0.z = 0;
  s.K1.x = 0; s.K1.y = 0; s.K1.z = 0;
  s.Kdir.x = 0; s.Kdir.y = 0; s.Kdir.z = 0;
  s.Ldir.x = 0; s.Ldir.y = 0; s.Ldir.z = 0;
  s.edgeK = 0;
  s.edgeL = 0;
  reset_CacheLedgePoint(s.clpK);
  reset_CacheLedgePoint(s.clpL);
  s.cross.x = 0; s.cross.y = 0; s.cross.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_KK(dst: KK, src: KK): void {
  dst.L0 = src.L0;
  dst.L1 = src.L1;
  dst.K0.x = src.K0.x; dst.K0.y = src.K0.y; dst.K0.z = src.K0.z;
  dst.K1.x = src.K1.x; dst.K1.y = src.K1.y; dst.K1.z = src.K1.z;
  dst.Kdir.x = src.Kdir.x; dst.Kdir.y = src.Kdir.y; dst.Kdir.z = src.Kdir.z;
  dst.Ldir.x = src.Ldir.x; dst.Ldir.y = src.Ldir.y; dst.Ldir.z = src.Ldir.z;
  dst.edgeK = src.edgeK;
  dst.edgeL = src.edgeL;
  copy_CacheLedgePoint(dst.clpK, src.clpK);
  copy_CacheLedgePoint(dst.clpL, src.clpL);
  dst.cross.x = src.cross.x; dst.cross.y = src.cross.y; dst.cross.z = src.cross.z;
}

/**
 * The start point of an edge through a cache ledge point: clp.points + 16*start_point_index.
 * These helpers do not go through the ledge's c_point_offset.
 *
 * @source 000_b83935d7d7846899.txt §1.4 clp+0x0: points + 16*idx
 * @unit G21, G24, G25
 * @float x87
 * @spec spec/ivp/geometry/two_object.spec:83
 */
export function clp_point(mem: Memory, c: CacheLedgePoint, e: number): number {
  return (c.points + Math.imul(16, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff)) >>> 0;
}

/**
 * P(e) of object A carried into B's object space: R_Bᵀ((R_A·p + t_A) − t_B), with the forward
 * rotation done in f32 from f32-rounded matrix entries (FUN_10020710).
 *
 * @source 000_b83935d7d7846899.txt §1.5.3; §3.10 FUN_10020710
 * @unit G21
 * @float x87
 * @precision 21 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/two_object.spec:91
 */
export function pos_other_space(mem: Memory, e: number, from: CacheLedgePoint, to: CacheLedgePoint, out$: Vec3): void {
  const pt: number = clp_point(mem, from, e);
  const p_x = mem.f32[(pt + PolyPoint["p.x"]) >>> 2], p_y = mem.f32[(pt + PolyPoint["p.y"]) >>> 2], p_z = mem.f32[(pt + PolyPoint["p.z"]) >>> 2];
  const ma: Float64Array = from.cache.m_world_f_object;
  // quirk kept: 000 §1.5.3 L368: each R_A entry is rounded to f32, each product and the row
  // sum are f32, and only the row sum is widened
  const x0: number = Math.fround(Math.fround(ma[0]) * p_x);
  const x1: number = Math.fround(Math.fround(ma[1]) * p_y);
  const x2: number = Math.fround(Math.fround(ma[2]) * p_z);
  const sx: number = Math.fround(Math.fround(x0 + x1) + x2);
  const y0: number = Math.fround(Math.fround(ma[4]) * p_x);
  const y1: number = Math.fround(Math.fround(ma[5]) * p_y);
  const y2: number = Math.fround(Math.fround(ma[6]) * p_z);
  const sy: number = Math.fround(Math.fround(y0 + y1) + y2);
  const z0: number = Math.fround(Math.fround(ma[8]) * p_x);
  const z1: number = Math.fround(Math.fround(ma[9]) * p_y);
  const z2: number = Math.fround(Math.fround(ma[10]) * p_z);
  const sz: number = Math.fround(Math.fround(z0 + z1) + z2);
  // the inverse half is f64 (L369)
  const w_x = sx + ma[3], w_y = sy + ma[7], w_z = sz + ma[11];
  const mb: Float64Array = to.cache.m_world_f_object;
  const d_x = w_x - mb[3], d_y = w_y - mb[7], d_z = w_z - mb[11];
  mat_tmul_vec(mb, d_x, d_y, d_z, out$);
  return;
}

/**
 * An f32 point of A carried into B's object space entirely in f64 (FUN_100208f0).
 *
 * @source 000_b83935d7d7846899.txt §1.5.3; §3.10 FUN_100208f0
 * @unit G22
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/two_object.spec:119
 */
export function float_point_other_space(p_x: number, p_y: number, p_z: number, from: CacheLedgePoint, to: CacheLedgePoint, out$: Vec3): void {
  mat_mul_point_f32(from.cache.m_world_f_object, p_x, p_y, p_z, _s0);
  const w_x = _s0.x, w_y = _s0.y, w_z = _s0.z;
  const mb: Float64Array = to.cache.m_world_f_object;
  const d_x = w_x - mb[3], d_y = w_y - mb[7], d_z = w_z - mb[11];
  mat_tmul_vec(mb, d_x, d_y, d_z, out$);
  return;
}

/**
 * A direction of A carried into B's object space: R_Bᵀ(R_A·v), f64 (FUN_10020810).
 *
 * @source 000_b83935d7d7846899.txt §1.5.3; §3.10 FUN_10020810
 * @unit G23
 * @float x87
 * @spec spec/ivp/geometry/two_object.spec:129
 */
export function vec_other_space(v_x: number, v_y: number, v_z: number, from: CacheLedgePoint, to: CacheLedgePoint, out$: Vec3): void {
  // the world direction is stored f64 between the two rotations
  mat_mul_vec(from.cache.m_world_f_object, v_x, v_y, v_z, _s1);
  const w_x = _s1.x, w_y = _s1.y, w_z = _s1.z;
  mat_tmul_vec(to.cache.m_world_f_object, w_x, w_y, w_z, out$);
  return;
}

/**
 * P(e) to world coordinates through the cache (FUN_100217d0 via 0x10018d10: R·p + t of an f32 point).
 *
 * @source 000_b83935d7d7846899.txt §1.5.3; §5.5.7 FUN_100217d0
 * @unit G24
 * @float x87
 * @spec spec/ivp/geometry/two_object.spec:138
 */
export function edge_point_world(mem: Memory, e: number, c: CacheLedgePoint, out$: Vec3): void {
  const pt: number = clp_point(mem, c, e);
  const p_x = mem.f32[(pt + PolyPoint["p.x"]) >>> 2], p_y = mem.f32[(pt + PolyPoint["p.y"]) >>> 2], p_z = mem.f32[(pt + PolyPoint["p.z"]) >>> 2];
  mat_mul_point_f32(c.cache.m_world_f_object, p_x, p_y, p_z, out$);
  return;
}

/**
 * Fills the edge-edge input: K (object A) and L (object B) expressed in L's object space, their
 * directions and the cross product of the directions (FUN_10020c60).
 *
 * @source 000_b83935d7d7846899.txt §1.5.3; §3.10 FUN_10020c60
 * @unit G25
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/two_object.spec:148
 */
export function kk_setup(mem: Memory, kk: KK, eK: number, eL: number, cK: CacheLedgePoint, cL: CacheLedgePoint): void {
  const eK1: number = edge_next(eK);
  const eL1: number = edge_next(eL);
  kk.L0 = clp_point(mem, cL, eL);
  kk.L1 = clp_point(mem, cL, eL1);
  pos_other_space(mem, eK, cK, cL, _s2);
  kk.K0.x = _s2.x; kk.K0.y = _s2.y; kk.K0.z = _s2.z;
  pos_other_space(mem, eK1, cK, cL, _s3);
  kk.K1.x = _s3.x; kk.K1.y = _s3.y; kk.K1.z = _s3.z;
  // N(K) − P(K) of the f32 points (exact on the x87), stored as the f64 argument of FUN_10020810
  const pk0: number = clp_point(mem, cK, eK);
  const pk1: number = clp_point(mem, cK, eK1);
  const P_x = mem.f32[(pk0 + PolyPoint["p.x"]) >>> 2], P_y = mem.f32[(pk0 + PolyPoint["p.y"]) >>> 2], P_z = mem.f32[(pk0 + PolyPoint["p.z"]) >>> 2];
  const N_x = mem.f32[(pk1 + PolyPoint["p.x"]) >>> 2], N_y = mem.f32[(pk1 + PolyPoint["p.y"]) >>> 2], N_z = mem.f32[(pk1 + PolyPoint["p.z"]) >>> 2];
  const dk_x = N_x - P_x, dk_y = N_y - P_y, dk_z = N_z - P_z;
  vec_other_space(dk_x, dk_y, dk_z, cK, cL, _s4);
  kk.Kdir.x = _s4.x; kk.Kdir.y = _s4.y; kk.Kdir.z = _s4.z;
  // quirk kept: 000 §1.5.3 L385: Ldir is an f32 subtraction, then widened
  const pl0: number = kk.L0;
  const pl1: number = kk.L1;
  const L0_x = mem.f32[(pl0 + PolyPoint["p.x"]) >>> 2], L0_y = mem.f32[(pl0 + PolyPoint["p.y"]) >>> 2], L0_z = mem.f32[(pl0 + PolyPoint["p.z"]) >>> 2];
  const L1_x = mem.f32[(pl1 + PolyPoint["p.x"]) >>> 2], L1_y = mem.f32[(pl1 + PolyPoint["p.y"]) >>> 2], L1_z = mem.f32[(pl1 + PolyPoint["p.z"]) >>> 2];
  const ld_x = Math.fround(L1_x - L0_x), ld_y = Math.fround(L1_y - L0_y), ld_z = Math.fround(L1_z - L0_z);
  kk.Ldir.x = ld_x;
  kk.Ldir.y = ld_y;
  kk.Ldir.z = ld_z;
  kk.edgeK = eK;
  kk.edgeL = eL;
  copy_CacheLedgePoint(kk.clpK, cK);
  copy_CacheLedgePoint(kk.clpL, cL);
  vec_cross(kk.Kdir.x, kk.Kdir.y, kk.Kdir.z, kk.Ldir.x, kk.Ldir.y, kk.Ldir.z, _s5);
  kk.cross.x = _s5.x; kk.cross.y = _s5.y; kk.cross.z = _s5.z;
}

/**
 * Unscaled closest-point parameters of the two edges (FUN_10020e60): o[0..1] = (s, 1−s)·scale
 * along K from K0, o[2..3] = (u, 1−u)·scale along L from L0. Returns 0 in the parallel case
 * (|cross|^2 <= 1e-18), where the parameters come from sampling, and 1 otherwise.
 *
 * @source 000_b83935d7d7846899.txt §1.5.3; §3.10 FUN_10020e60
 * @unit G26
 * @float x87
 * @precision 48 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/two_object.spec:181
 */
export function kk_params(mem: Memory, kk: KK, o: Float32Array): number {
  const c2: number = kk.cross.x * kk.cross.x + kk.cross.y * kk.cross.y + kk.cross.z * kk.cross.z;
  // 1e-18 is the f64 at 0x10063880
  if (c2 <= 1e-18) {
    // parallel: sample 11 parameters on K against L's line, then 9 on L against K's line;
    // a sample replaces the best only when strictly closer
    let best: number = 1e+101;
    const kv = _a6;
    kv[0] = 0;
    kv[1] = 0;
    for (let i = 0; i < 11; i++) {
      const t: number = KK_SAMPLES[i];
      vec_lerp(kk.K0.x, kk.K0.y, kk.K0.z, kk.K1.x, kk.K1.y, kk.K1.z, t, _s7);
      const x_x = _s7.x, x_y = _s7.y, x_z = _s7.z;
      const d: number = line_dist2(mem, kk.clpL.ledge, kk.edgeL, x_x, x_y, x_z);
      if (d < best) {
        best = d;
        o[0] = t;
        o[1] = Math.fround(1 - t);
        k_values(mem, kk.clpL.ledge, kk.edgeL, x_x, x_y, x_z, kv);
        o[2] = kv[0];
        o[3] = kv[1];
      }
    }
    const pl0: number = kk.L0;
    const pl1: number = kk.L1;
    const L0_x = mem.f32[(pl0 + PolyPoint["p.x"]) >>> 2], L0_y = mem.f32[(pl0 + PolyPoint["p.y"]) >>> 2], L0_z = mem.f32[(pl0 + PolyPoint["p.z"]) >>> 2];
    const L1_x = mem.f32[(pl1 + PolyPoint["p.x"]) >>> 2], L1_y = mem.f32[(pl1 + PolyPoint["p.y"]) >>> 2], L1_z = mem.f32[(pl1 + PolyPoint["p.z"]) >>> 2];
    float_point_other_space(L0_x, L0_y, L0_z, kk.clpL, kk.clpK, _s8);
    const a0_x = _s8.x, a0_y = _s8.y, a0_z = _s8.z;
    float_point_other_space(L1_x, L1_y, L1_z, kk.clpL, kk.clpK, _s9);
    const a1_x = _s9.x, a1_y = _s9.y, a1_z = _s9.z;
    for (let i_1 = 0; i_1 < 9; i_1++) {
      const t_1: number = KK_SAMPLES[i_1];
      vec_lerp(a0_x, a0_y, a0_z, a1_x, a1_y, a1_z, t_1, _s10);
      const x_1_x = _s10.x, x_1_y = _s10.y, x_1_z = _s10.z;
      const d_1: number = line_dist2(mem, kk.clpK.ledge, kk.edgeK, x_1_x, x_1_y, x_1_z);
      if (d_1 < best) {
        best = d_1;
        o[2] = t_1;
        o[3] = Math.fround(1 - t_1);
        k_values(mem, kk.clpK.ledge, kk.edgeK, x_1_x, x_1_y, x_1_z, kv);
        o[0] = kv[0];
        o[1] = kv[1];
      }
    }
    return 0;
  }
  vec_cross(kk.Kdir.x, kk.Kdir.y, kk.Kdir.z, kk.cross.x, kk.cross.y, kk.cross.z, _s11);
  const nK_x = _s11.x, nK_y = _s11.y, nK_z = _s11.z;
  vec_cross(kk.Ldir.x, kk.Ldir.y, kk.Ldir.z, kk.cross.x, kk.cross.y, kk.cross.z, _s12);
  const nL_x = _s12.x, nL_y = _s12.y, nL_z = _s12.z;
  const pl0_1: number = kk.L0;
  const pl1_1: number = kk.L1;
  const L0_1_x = mem.f32[(pl0_1 + PolyPoint["p.x"]) >>> 2], L0_1_y = mem.f32[(pl0_1 + PolyPoint["p.y"]) >>> 2], L0_1_z = mem.f32[(pl0_1 + PolyPoint["p.z"]) >>> 2];
  const L1_1_x = mem.f32[(pl1_1 + PolyPoint["p.x"]) >>> 2], L1_1_y = mem.f32[(pl1_1 + PolyPoint["p.y"]) >>> 2], L1_1_z = mem.f32[(pl1_1 + PolyPoint["p.z"]) >>> 2];
  // quirk kept: 000 §1.5.3 L408-412: a, b, c, f3 and den are rounded to f32; f8 and f9 stay extended
  const a: number = Math.fround(L0_1_x * nK_x + L0_1_y * nK_y + L0_1_z * nK_z);
  const b: number = Math.fround(L1_1_x * nK_x + L1_1_y * nK_y + L1_1_z * nK_z);
  const c: number = Math.fround(kk.K0.x * nK_x + kk.K0.y * nK_y + kk.K0.z * nK_z);
  o[2] = Math.fround((a - c) * (a - b));
  o[3] = Math.fround((c - b) * (a - b));
  const f8: number = nL_x * kk.K0.x + nL_y * kk.K0.y + nL_z * kk.K0.z;
  const f9: number = nL_x * kk.K1.x + nL_y * kk.K1.y + nL_z * kk.K1.z;
  const f3: number = Math.fround(L0_1_x * nL_x + L0_1_y * nL_y + L0_1_z * nL_z);
  const den: number = Math.fround(f8 - f9);
  o[0] = Math.fround((f8 - f3) * den);
  o[1] = Math.fround((f3 - Math.fround(f9)) * den);
  return 1;
}

/**
 * Squared distance between the infinite lines of K and L (FUN_10020da0); when the lines are
 * (nearly) parallel, |cross|^2 <= 1e-24, the squared distance from K0 to the segment L.
 *
 * @source 000_b83935d7d7846899.txt §1.5.3; §3.10 FUN_10020da0
 * @unit G27
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/two_object.spec:248
 */
export function kk_qlen(mem: Memory, kk: KK): number {
  const c2: number = kk.cross.x * kk.cross.x + kk.cross.y * kk.cross.y + kk.cross.z * kk.cross.z;
  // 1e-24 is the f64 at 0x100634e8
  if (c2 > 1e-24) {
    const pl0: number = kk.L0;
    const L0_x = mem.f32[(pl0 + PolyPoint["p.x"]) >>> 2], L0_y = mem.f32[(pl0 + PolyPoint["p.y"]) >>> 2], L0_z = mem.f32[(pl0 + PolyPoint["p.z"]) >>> 2];
    const h: number = kk.K0.x * kk.cross.x + kk.K0.y * kk.cross.y + kk.K0.z * kk.cross.z - (L0_x * kk.cross.x + L0_y * kk.cross.y + L0_z * kk.cross.z);
    return h * h / c2;
  }
  return segment_dist2(mem, kk.K0.x, kk.K0.y, kk.K0.z, kk.clpL.ledge, kk.edgeL);
}

/**
 * Squared distance between the edge segments K (object A) and L (object B), in L's object space
 * or K's depending on the branch (FUN_10021800).
 *
 * @source 000_b83935d7d7846899.txt §1.5.3; §3.10 FUN_10021800
 * @unit G28
 * @float x87
 * @spec spec/ivp/geometry/two_object.spec:264
 */
export function qlen_kk(mem: Memory, eK: number, eL: number, cK: CacheLedgePoint, cL: CacheLedgePoint): number {
  const kk: KK = _r13;
  reset_KK(kk);
  kk_setup(mem, kk, eK, eL, cK, cL);
  const r = _a14;
  r[0] = 0;
  r[1] = 0;
  r[2] = 0;
  r[3] = 0;
  kk_params(mem, kk, r);
  const k0: number = r[0];
  const k1: number = r[1];
  const l0: number = r[2];
  const l1: number = r[3];
  const eL1: number = edge_next(eL);
  // quirk kept: 000 §1.5.3 L420: "l0 < 0 or l1 < 0" tests the f32 sign bit, so −0.0 is negative
  if (signbit(l0) || signbit(l1)) {
    // k0 >= 0 and k1 >= 0: sign bits clear
    if (!signbit(k0) && !signbit(k1)) {
      // l0 <= 0
      if (signbit(l0) || l0 === 0) {
        pos_other_space(mem, eL, cL, cK, _s15);
        const p0_x = _s15.x, p0_y = _s15.y, p0_z = _s15.z;
        return segment_dist2(mem, p0_x, p0_y, p0_z, cK.ledge, eK);
      }
      // l1 <= 0
      if (signbit(l1) || l1 === 0) {
        pos_other_space(mem, eL1, cL, cK, _s16);
        const p1_x = _s16.x, p1_y = _s16.y, p1_z = _s16.z;
        return segment_dist2(mem, p1_x, p1_y, p1_z, cK.ledge, eK);
      }
      // quirk kept: 000 §1.5.3 L427: the original crashes here (IVP's assert)
      assertFail("spec/ivp/geometry/two_object.spec:289", "qlen_KK: l0 or l1 is negative but neither is <= 0 (unreachable)");
    }
    pos_other_space(mem, eL, cL, cK, _s17);
    const pL0_x = _s17.x, pL0_y = _s17.y, pL0_z = _s17.z;
    const q0: number = segment_dist2(mem, pL0_x, pL0_y, pL0_z, cK.ledge, eK);
    const q1: number = segment_dist2(mem, kk.K0.x, kk.K0.y, kk.K0.z, cL.ledge, eL);
    pos_other_space(mem, eL1, cL, cK, _s18);
    const pL1_x = _s18.x, pL1_y = _s18.y, pL1_z = _s18.z;
    const q2: number = segment_dist2(mem, pL1_x, pL1_y, pL1_z, cK.ledge, eK);
    const q3: number = segment_dist2(mem, kk.K1.x, kk.K1.y, kk.K1.z, cL.ledge, eL);
    return specMin(specMin(q1 < q0 ? q1 : q0, q2), q3);
  }
  // k0 <= 0
  if (signbit(k0) || k0 === 0) {
    return segment_dist2(mem, kk.K0.x, kk.K0.y, kk.K0.z, cL.ledge, eL);
  }
  // k1 > 0
  if (!signbit(k1) && k1 !== 0) {
    return kk_qlen(mem, kk);
  }
  return segment_dist2(mem, kk.K1.x, kk.K1.y, kk.K1.z, cL.ledge, eL);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _a6 = new Float32Array(2), _s7 = new Vec3(), _s8 = new Vec3(), _s9 = new Vec3(), _s10 = new Vec3(), _s11 = new Vec3(), _s12 = new Vec3(), _r13 = new KK(), _a14 = new Float32Array(4), _s15 = new Vec3(), _s16 = new Vec3(), _s17 = new Vec3(), _s18 = new Vec3();
