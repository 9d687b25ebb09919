// GENERATED FILE: do not edit. Engine module ivp.mindist.minimize: 000 §3.9.1-§3.9.7, §3.13.R1, §4.5, §5.5.1-§5.5.4: the minimize solver's block, loop hash, the recalc drivers, fix_backside, the 4×4 table, the poly-poly and ball-polygon drivers and ball-ball from spec/ivp/mindist/minimize.spec (sha256 fbea9c518dc22320).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { edge_ledge } from "../geometry/compact.generated.js";
import { pierce_walk } from "../geometry/ledge_helpers.generated.js";
import { CacheLedgePoint, CacheObject, KK, copy_CacheLedgePoint, copy_CacheObject, copy_KK, reset_CacheLedgePoint, reset_KK } from "../geometry/two_object.generated.js";
import { invsqrt_seed, invsqrt_step } from "../math/invsqrt.generated.js";
import { cache_object_get, cache_object_release, cache_origin, cache_world_to_object } from "./cache.generated.js";
import { IvpEnvironment, MINIMIZE_ALREADY_DONE, MINIMIZE_BACKSIDE, MINIMIZE_FAILED, MINIMIZE_OK, mindist_inter_penetration_hook } from "./env.generated.js";
import { MINDIST_STATUS_HULL_RECURSIVE, Mindist, SYNAPSE_STATUS_BACKSIDE, SYNAPSE_STATUS_FACE, Synapse, mindist_flip_sort, mindist_is_phantom, mindist_set_recalc_failed, mindist_set_recalc_ok, mindist_sort_flag, mindist_sorted_synapse, mindist_status } from "./mindist.generated.js";
import { mz_bf, mz_bk, mz_bp } from "./minimize_ball.generated.js";
import { mz_ff_init, mz_kk, mz_pf, mz_pk, mz_pp } from "./minimize_poly.generated.js";
import { RealObject, SYNAPSE_STATUS_BALL } from "../objects/real_object.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0 }

/** The loop hash holds at most 256 pairs (+0x028 + 8k, k < 256; "count > 0xff" ends the solve). */
export const MZ_LOOP_HASH_MAX: number = 256;
/** The loop countdown recalc_mindist (0x10019950) starts with (0x14): its first 20 core steps skip the hash. */
export const MZ_COUNTDOWN_RECALC: number = 20;
/** The countdown of the single-pass variant 0x100197f0: every step goes through the hash. */
export const MZ_COUNTDOWN_ONCE: number = 0;
/** Passes of recalc_mindist (at most 2 backside fixes) and of the single-pass variant. */
export const MZ_PASSES_RECALC: number = 2;
export const MZ_PASSES_ONCE: number = 1;

/** One side of a minimize case (000 §3.9.1 L1758, §3.13.R1 L2120, §5.1.5 L3016-3018). */
export class MinimizeInfo {
  /** +0 points (ledge + c_point_offset), +4 ledge, +8 the cache (its pose, copied by value) */
  clp: CacheLedgePoint = new CacheLedgePoint();
  /** the ring entry taken with cache_object_get, released when the driver returns */
  cache: CacheObject | null = null;
  /** +0xc the real object */
  object: RealObject | null = null;
  /** +0x10 the synapse every set(info, e, s) writes through */
  syn: Synapse | null = null;
}

/** Puts a MinimizeInfo back into the zero state `new MinimizeInfo()` gives, in place. */
export function reset_MinimizeInfo(s: MinimizeInfo): void {
  reset_CacheLedgePoint(s.clp);
  s.cache = null;
  s.object = null;
  s.syn = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MinimizeInfo(dst: MinimizeInfo, src: MinimizeInfo): void {
  copy_CacheLedgePoint(dst.clp, src.clp);
  dst.cache = src.cache;
  dst.object = src.object;
  dst.syn = src.syn;
}

/** A ball side's info (0x1001a220: {cache, object, synapse*}; no ledge, no points). */
export class BallInfo {
  /** the ring entry taken with cache_object_get, released when the driver returns */
  cache: CacheObject | null = null;
  /** the real object (the ball) */
  object: RealObject | null = null;
  /** the ball's synapse (the ball cases never write it, C32) */
  syn: Synapse | null = null;
}

/** Puts a BallInfo back into the zero state `new BallInfo()` gives, in place. */
export function reset_BallInfo(s: BallInfo): void {
  s.cache = null;
  s.object = null;
  s.syn = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BallInfo(dst: BallInfo, src: BallInfo): void {
  dst.cache = src.cache;
  dst.object = src.object;
  dst.syn = src.syn;
}

/**
 * A polygon side's info in a ball solve (0x1001a220: {points, ledge, cache, object, synapse*}):
 * the ring entry without a copy of its pose (the ball cases read the cache itself, D-PERF-1).
 */
export class PolyInfo {
  /** +0 points: the ledge + c_point_offset (the point array) */
  points: number = 0;
  /** +4 the ledge of the synapse's edge */
  ledge: number = 0;
  /** +8 the ring entry taken with cache_object_get, released when the driver returns */
  cache: CacheObject | null = null;
  /** +0xc the real object */
  object: RealObject | null = null;
  /** +0x10 the synapse every set(info, e, s) writes through */
  syn: Synapse | null = null;
}

/** Puts a PolyInfo back into the zero state `new PolyInfo()` gives, in place. */
export function reset_PolyInfo(s: PolyInfo): void {
  s.points = 0;
  s.ledge = 0;
  s.cache = null;
  s.object = null;
  s.syn = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PolyInfo(dst: PolyInfo, src: PolyInfo): void {
  dst.points = src.points;
  dst.ledge = src.ledge;
  dst.cache = src.cache;
  dst.object = src.object;
  dst.syn = src.syn;
}

/** The loop state of a solve (000 §3.9.2): the countdown (+0x004) and the loop hash (+0x028). */
export class MinimizeLoop {
  /** +0x004 the loop countdown: decremented before every core step; below 0 every step is hashed */
  countdown: number = 0;
  /** +0x028 the loop hash: pairs (hi, lo), oldest first; +0x828 the count is len / 2 */
  hash: number[] = [];
}

/** Puts a MinimizeLoop back into the zero state `new MinimizeLoop()` gives, in place. */
export function reset_MinimizeLoop(s: MinimizeLoop): void {
  s.countdown = 0;
  s.hash.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MinimizeLoop(dst: MinimizeLoop, src: MinimizeLoop): void {
  dst.countdown = src.countdown;
  for (let i = 0; i < src.hash.length && i < dst.hash.length; i++) dst.hash[i] = src.hash[i];
  if (dst.hash.length > src.hash.length) dst.hash.length = src.hash.length;
  else for (let i = dst.hash.length; i < src.hash.length; i++) dst.hash.push(src.hash[i]);
}

/** The minimize solver block (000 §3.9.1, §4.2.10, §5.5.1) of a polygon-polygon solve. */
export class MinimizeSolver {
  /** +0x000 the mindist */
  md: Mindist | null = null;
  /** +0x004 the countdown and +0x028 the loop hash */
  lp: MinimizeLoop = new MinimizeLoop();
  /** +0x008 the backside point, in the object space of the synapse marked status 5 */
  pos: Vec3 = new Vec3();
  /** the two infos the drivers build (the sorted synapses A and B) */
  a: MinimizeInfo = new MinimizeInfo();
  b: MinimizeInfo = new MinimizeInfo();
  /** the edge-edge input of the KK entry, its core and FF_init (the original's stack copy) */
  kk: KK = new KK();
  /** PP's best neighbour criterion while it scans A's side, then B's */
  cone_best: number = ZERO_F64;
}

/** Puts a MinimizeSolver back into the zero state `new MinimizeSolver()` gives, in place. */
export function reset_MinimizeSolver(s: MinimizeSolver): void {
  s.md = null;
  reset_MinimizeLoop(s.lp);
  s.pos.x = 0; s.pos.y = 0; s.pos.z = 0;
  reset_MinimizeInfo(s.a);
  reset_MinimizeInfo(s.b);
  reset_KK(s.kk);
  s.cone_best = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MinimizeSolver(dst: MinimizeSolver, src: MinimizeSolver): void {
  dst.md = src.md;
  copy_MinimizeLoop(dst.lp, src.lp);
  dst.pos.x = src.pos.x; dst.pos.y = src.pos.y; dst.pos.z = src.pos.z;
  copy_MinimizeInfo(dst.a, src.a);
  copy_MinimizeInfo(dst.b, src.b);
  copy_KK(dst.kk, src.kk);
  dst.cone_best = src.cone_best;
}

/**
 * The same block for a ball solve (sorted synapse 0 the ball): the ball's info and the polygon's.
 * A work record (D-GEN-5, D-PERF-7): a solve writes every field before it reads it (md and the
 * countdown at the start, the loop hash emptied there, the infos and X by the driver before any
 * case, pos by the case that answers rc 3 before fix_backside reads it), so `new` does not zero it.
 */
export class BallMinimizeSolver {
  /** +0x000 the mindist */
  md: Mindist | null = null;
  /** +0x004 the countdown and +0x028 the loop hash */
  lp: MinimizeLoop = new MinimizeLoop();
  /** +0x008 the backside point, in the polygon's object space */
  pos: Vec3 = new Vec3();
  /** the ball (synapse 0) and the polygon (synapse 1) */
  a: BallInfo = new BallInfo();
  b: PolyInfo = new PolyInfo();
  /** the ball centre X: the ball cache's translation (+0x90), world space */
  c: Vec3 = new Vec3();
  /** X in the polygon's object space (0x10018ca0), the point every ball case measures */
  x: Vec3 = new Vec3();
}

/** Puts a BallMinimizeSolver back into the zero state `new BallMinimizeSolver()` gives, in place. */
export function reset_BallMinimizeSolver(s: BallMinimizeSolver): void {
  s.md = null;
  reset_MinimizeLoop(s.lp);
  s.pos.x = 0; s.pos.y = 0; s.pos.z = 0;
  reset_BallInfo(s.a);
  reset_PolyInfo(s.b);
  s.c.x = 0; s.c.y = 0; s.c.z = 0;
  s.x.x = 0; s.x.y = 0; s.x.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BallMinimizeSolver(dst: BallMinimizeSolver, src: BallMinimizeSolver): void {
  dst.md = src.md;
  copy_MinimizeLoop(dst.lp, src.lp);
  dst.pos.x = src.pos.x; dst.pos.y = src.pos.y; dst.pos.z = src.pos.z;
  copy_BallInfo(dst.a, src.a);
  copy_PolyInfo(dst.b, src.b);
  dst.c.x = src.c.x; dst.c.y = src.c.y; dst.c.z = src.c.z;
  dst.x.x = src.x.x; dst.x.y = src.x.y; dst.x.z = src.x.z;
}

/**
 * check_loop_hash 0x100196f0(solver, statusA, edgeA, statusB, edgeB): the key (status | edge) of
 * each side, the signed larger first; 1 when the pair was seen (newest to oldest) or 256 pairs are
 * stored, else the pair is stored and 0 returned.
 *
 * @source 000_b83935d7d7846899.txt §3.9.2; §3.13.R2.11; §5.5.1 0x100196f0
 * @unit N12
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:138
 */
export function mz_check_loop_hash(s: MinimizeLoop, status_a: number, edge_a: number, status_b: number, edge_b: number): boolean {
  // edges are 4-aligned and statuses 0..3, so status | edge keeps both
  const a: number = status_a | edge_a | 0;
  const b: number = status_b | edge_b | 0;
  let hi: number = a;
  let lo: number = b;
  if (b > a) {
    hi = b;
    lo = a;
  }
  const n: number = (s.hash.length / 2) | 0;
  for (let k = n - 1; k >= 0; k--) {
    if (s.hash[Math.imul(2, k)] === hi && s.hash[(Math.imul(2, k) + 1) | 0] === lo) {
      return true;
    }
  }
  // count > 0xff: the table is full
  if (n > ((MZ_LOOP_HASH_MAX - 1) | 0)) {
    return true;
  }
  s.hash.push(hi);
  s.hash.push(lo);
  return false;
}

/**
 * The first statement of every core step: if (--solver.countdown < 0 && check_loop_hash(...))
 * return 2 (000 L1770, L3317).
 *
 * @source 000_b83935d7d7846899.txt §3.9.2; §5.5.1 if (--solver+4 < 0 && 0x100196f0(...)) return 2
 * @unit N12
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:167
 */
export function mz_loop_detected(s: MinimizeLoop, status_a: number, edge_a: number, status_b: number, edge_b: number): boolean {
  s.countdown = (s.countdown - 1) | 0;
  return s.countdown < 0 && mz_check_loop_hash(s, status_a, edge_a, status_b, edge_b);
}

/**
 * A polygon side's info (0x10019ff0 / 0x1001a220): points = ledge + c_point_offset, the ledge of the
 * synapse's edge, the object's cache (cache_object_get: reference + 1, refreshed), the synapse.
 *
 * @source 000_b83935d7d7846899.txt §3.13.R1; §4.5; §5.5.4 0x10019ff0 info {points, ledge, cache (0x1001a190), obj, synapse*}
 * @unit N14, E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:178
 */
export function mz_info_poly(mem: Memory, info: MinimizeInfo, syn: Synapse): void {
  const o: RealObject = mz_info_object(syn);
  const l: number = edge_ledge(mem, syn.edge);
  info.clp.points = ((l | 0) + mem.i32[(l + Ledge.c_point_offset) >>> 2]) >>> 0;
  info.clp.ledge = l;
  const c: CacheObject = cache_object_get(o);
  info.cache = c;
  copy_CacheObject(info.clp.cache, c);
  info.object = o;
  info.syn = syn;
}

/**
 * The polygon side's info of a ball solve (0x1001a220): points, ledge, the ring entry, the synapse.
 *
 * @source 000_b83935d7d7846899.txt §5.5.4; §3.13.R1 0x1001a220 info {points, ledge, cache, obj, synapse*}
 * @unit E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:193
 */
export function mz_info_poly_side(mem: Memory, info: PolyInfo, syn: Synapse): void {
  const o: RealObject = mz_info_object(syn);
  const l: number = edge_ledge(mem, syn.edge);
  info.points = ((l | 0) + mem.i32[(l + Ledge.c_point_offset) >>> 2]) >>> 0;
  info.ledge = l;
  info.cache = cache_object_get(o);
  info.object = o;
  info.syn = syn;
}

/**
 * The object of an info's synapse (every synapse of a live mindist has one).
 *
 * @source 000_b83935d7d7846899.txt §3.13.R1; §5.5.4 info+0xc = synapse->object
 * @unit N14, E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:206
 */
export function mz_info_object(syn: Synapse): RealObject {
  const o: RealObject | null = syn.object;
  if (o === null) assertFail("spec/ivp/mindist/minimize.spec:208", "minimize: synapse {} of mindist has no object", [syn.index]);
  return o!;
}

/**
 * A ball side's info {cache, object, synapse*} (0x1001a220); a ball has no ledge to read.
 *
 * @source 000_b83935d7d7846899.txt §3.9.6; §5.5.4 0x1001a220 ball info {cache, obj, synapse*}
 * @unit E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:215
 */
export function mz_info_ball(info: BallInfo, syn: Synapse): void {
  const o: RealObject | null = syn.object;
  if (o === null) assertFail("spec/ivp/mindist/minimize.spec:217", "minimize: ball synapse {} has no object", [syn.index]);
  info.cache = cache_object_get(o!);
  info.object = o;
  info.syn = syn;
}

/**
 * Gives the info's cache reference back (the drivers' ref-- on exit).
 *
 * @source 000_b83935d7d7846899.txt §3.9.5; §5.5.4 release both caches
 * @unit N14, E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:226
 */
export function mz_info_release(info: MinimizeInfo): void {
  info.cache = mz_cache_release(info.cache);
}

/**
 * Gives the ball info's cache reference back (the ball driver's ref-- on exit).
 *
 * @source 000_b83935d7d7846899.txt §5.5.4 0x1001a220: release both caches
 * @unit E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:233
 */
export function mz_ball_info_release(info: BallInfo): void {
  info.cache = mz_cache_release(info.cache);
}

/**
 * Gives the polygon side's cache reference back (the ball driver's ref-- on exit).
 *
 * @source 000_b83935d7d7846899.txt §5.5.4 0x1001a220: release both caches
 * @unit E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:240
 */
export function mz_poly_side_release(info: PolyInfo): void {
  info.cache = mz_cache_release(info.cache);
}

/**
 * cache_object_release of an info's entry; answers the info's new entry (null).
 *
 * @source 000_b83935d7d7846899.txt §3.9.5; §5.5.4 release both caches
 * @unit N14, E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:247
 */
export function mz_cache_release(c: CacheObject | null): CacheObject | null {
  if (c === null) assertFail("spec/ivp/mindist/minimize.spec:248", "minimize: an info without a cache is released");
  cache_object_release(c!);
  return null;
}

/**
 * set(info, e, s): info.syn.edge = e; info.syn.status = s (000 L1866).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10 set(info, e, s) through info+0x10
 * @unit N16, N17, N18, N19, N20, N21, N22, E13, E14, E15
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:256
 */
export function mz_set(info: MinimizeInfo, e: number, status: number): void {
  mz_set_synapse(info.syn!, e, status);
}

/**
 * set(info, e, s) of a ball solve's polygon side (000 L1866).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §5.5.5 set(info, e, s) through info+0x10
 * @unit E13, E14, E15
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:263
 */
export function mz_set_side(info: PolyInfo, e: number, status: number): void {
  mz_set_synapse(info.syn!, e, status);
}

/**
 * The synapse's edge and status.
 *
 * @source 000_b83935d7d7846899.txt §3.9.10 info+0x10 -> edge, status
 * @unit N16, E13
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:270
 */
export function mz_set_synapse(syn: Synapse, e: number, status: number): void {
  syn.edge = e;
  syn.status = status;
}

/**
 * "flip sel to make I first": if I's synapse is not syn[sel], flags ^= 0x100 (000 L1866).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §3.13.R3 if I.synapse != syn[sel]: m.status ^= 0x100
 * @unit N20, N21, N22, N15
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:278
 */
export function mz_make_first(s: MinimizeSolver, info: MinimizeInfo): void {
  const md: Mindist | null = s.md;
  const syn: Synapse | null = info.syn;
  if (syn!.index !== mindist_sort_flag(md!)) {
    mindist_flip_sort(md!);
  }
}

/**
 * m+0x58 = (A.core − B.core)·n with the stored f32 normal (+0xb0 of A's and B's caches, 000 L1868).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10; §4.2.1 m.dot_diff_center = (A.core − B.core)·n
 * @unit N17, N19, N20, N22, E13, E14, E15
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize.spec:289
 */
export function mz_dot_diff_center(md: Mindist, a: CacheObject, b: CacheObject): void {
  md.contact_dot_diff_center = Math.fround((a.core_pos.x - b.core_pos.x) * md.contact_plane.x + (a.core_pos.y - b.core_pos.y) * md.contact_plane.y + (a.core_pos.z - b.core_pos.z) * md.contact_plane.z);
}

/**
 * The inline inverse square roots of PP, the KK core and ball-ball (000 §3.13.R2.5): the §0.1 seed
 * on the f64 argument and 5 Newton steps ((0.5 − (0.5x)y²) + 1)·y kept on the x87 (not stored).
 *
 * @source 000_b83935d7d7846899.txt §3.13.R2.5; §3.10; §4.5 0x1003244a..0x100324e6, 0x10031882..0x100318fe, 0x1001a370 (inline isqrt)
 * @unit N20, N22, E12
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:297
 */
export function mz_invsqrt5_inline(x: number): number {
  let y: number = invsqrt_seed(x);
  for (let i = 0; i < 5; i++) {
    y = invsqrt_step(x, y);
  }
  return y;
}

/**
 * recalc_mindist 0x10019950 (M17): nothing when the mindist was recalculated at this time code
 * (returns 4); else the table with countdown 20 and up to two backside fixes; flags bits 14-15
 * record the result; a failure calls the inter-penetration hook (vtbl[5]) unless the mindist is
 * a phantom or a recursive parent (status 4).
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3; §5.5.1 0x10019950 recalc_mindist
 * @unit M17
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:313
 */
export function recalc_mindist(mem: Memory, md: Mindist): number {
  return mz_recalc(mem, md, MZ_COUNTDOWN_RECALC, MZ_PASSES_RECALC);
}

/**
 * The single-pass variant 0x100197f0 (M17): countdown 0 (every step hashed), one pass, one
 * backside fix and no retry (the invalid retry, the phantom path and 0x10030b2f use it).
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3; §5.5.1 0x100197f0
 * @unit M17
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:321
 */
export function recalc_mindist_once(mem: Memory, md: Mindist): number {
  return mz_recalc(mem, md, MZ_COUNTDOWN_ONCE, MZ_PASSES_ONCE);
}

/**
 * The common body of both drivers: time-code dedupe, the solve, the failure hook.
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3; §5.5.1 0x10019950 / 0x100197f0
 * @unit M17, M37
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:328
 */
export function mz_recalc(mem: Memory, md: Mindist, countdown: number, passes: number): number {
  const env: IvpEnvironment | null = md.env;
  if (env === null) assertFail("spec/ivp/mindist/minimize.spec:330", "minimize: mindist {} has no environment", [md.id]);
  if (md.recalc_time_stamp === env!.tm.time_code) {
    return MINIMIZE_ALREADY_DONE;
  }
  md.recalc_time_stamp = env!.tm.time_code;
  const rc: number = mz_solve(mem, md, countdown, passes);
  if (rc === MINIMIZE_OK) {
    return rc;
  }
  // (m.flags & 0x3000) != 0x1000 and (m.flags & 0x3c0000) != 0x100000
  if (!mindist_is_phantom(md) && mindist_status(md) !== MINDIST_STATUS_HULL_RECURSIVE) {
    mindist_inter_penetration_hook(mem, md);
  }
  return rc;
}

/**
 * The passes over the table with one solver block: rc 1 clears 0xc000 and ends; any other code
 * sets recalc_result = 1 (0x4000, clearing 0x8000); rc 2 ends; rc 3 is fixed by fix_backside and,
 * while passes remain, the table runs again.
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3; §5.5.1 0x10019950 (loop) / 0x100197f0
 * @unit M17
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:351
 */
export function mz_solve(mem: Memory, md: Mindist, countdown: number, passes: number): number {
  // a ball pair takes the table's ball rows (12..15) on every pass: the ball's status never changes
  if (mindist_sorted_synapse(md, 0).status === SYNAPSE_STATUS_BALL) {
    return mz_solve_ball(mem, md, countdown, passes);
  }
  const s: MinimizeSolver = _r0;
  reset_MinimizeSolver(s);
  s.md = md;
  s.lp.countdown = countdown;
  let rc: number = 0;
  for (let pass = 0; pass < passes; pass++) {
    rc = mz_dispatch(mem, s);
    if (!mz_pass_needs_fix(md, rc)) {
      return rc;
    }
    fix_backside(mem, md, s.pos.x, s.pos.y, s.pos.z);
  }
  return rc;
}

/**
 * mz_solve for a ball pair, on the ball block (D-PERF-1): the same passes, flags and fixes.
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3; §5.5.1 0x10019950 (loop) / 0x100197f0
 * @unit M17
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:373
 */
export function mz_solve_ball(mem: Memory, md: Mindist, countdown: number, passes: number): number {
  // a work record (D-PERF-7): not zeroed by new, so the fields a solve reads first are set here
  const s: BallMinimizeSolver = _r1; // @scratch: not zeroed per call
  s.md = md;
  s.lp.countdown = countdown;
  if (s.lp.hash.length > 0) {
    s.lp.hash.length = 0;
  }
  let rc: number = 0;
  for (let pass = 0; pass < passes; pass++) {
    rc = mz_dispatch_ball(mem, s);
    if (!mz_pass_needs_fix(md, rc)) {
      return rc;
    }
    fix_backside(mem, md, s.pos.x, s.pos.y, s.pos.z);
  }
  return rc;
}

/**
 * The end of one pass: rc 1 clears 0xc000 and ends; any other code sets recalc_result = 1; rc 2
 * ends; rc 3 (true) goes on with fix_backside.
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3; §5.5.1 0x10019950 (loop) / 0x100197f0
 * @unit M17
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:396
 */
export function mz_pass_needs_fix(md: Mindist, rc: number): boolean {
  if (rc === MINIMIZE_OK) {
    mindist_set_recalc_ok(md);
    return false;
  }
  mindist_set_recalc_failed(md);
  if (rc === MINIMIZE_FAILED) {
    return false;
  }
  // any other code is the original's crash (L2586)
  if (rc !== MINIMIZE_BACKSIDE) assertFail("spec/ivp/mindist/minimize.spec:406", "minimize: mindist {} got return code {} from the table", [md.id, rc]);
  return true;
}

/**
 * fix_backside 0x10019790 (M18): the sorted synapse with status 5 (A if so, else B) gets the edge
 * the pierce walk finds from its edge toward the backside point pos, and status 2 (face).
 *
 * @source 000_b83935d7d7846899.txt §4.5; §3.9.3; §5.5.1 0x10019790
 * @unit M18
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:414
 */
export function fix_backside(mem: Memory, md: Mindist, pos_x: number, pos_y: number, pos_z: number): void {
  let k: number = mindist_sort_flag(md);
  if (md.syn[k].status !== SYNAPSE_STATUS_BACKSIDE) {
    k = k ^ 1;
  }
  if (md.syn[k].status !== SYNAPSE_STATUS_BACKSIDE) assertFail("spec/ivp/mindist/minimize.spec:419", "minimize: mindist {} returned backside without a status-5 synapse", [md.id]);
  md.syn[k].edge = pierce_walk(mem, md.syn[k].edge, pos_x, pos_y, pos_z);
  md.syn[k].status = SYNAPSE_STATUS_FACE;
}

/**
 * The minimize table 0x10075ee0 (filled by 0x1001a6b0), index 4·status(sorted 0) + status(sorted 1):
 * PP, PK, PF, KK, FF the poly driver; KP, FP flip the sort flag first (0x1001a350); PB, KB, FB the
 * debug trap of 0x1001a1f0; KF, FK the illegal stub 0x1001a6a0; BP, BK, BF the ball driver; BB.
 *
 * @source 000_b83935d7d7846899.txt §3.9.4; §3.13.R1; §4.5; §5.0.2 table 0x10075ee0 (0x1001a6b0)
 * @unit N13
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:431
 */
export function mz_dispatch(mem: Memory, s: MinimizeSolver): number {
  const md: Mindist | null = s.md;
  const idx: number = mz_table_index(md!);
  if (idx === 4 || idx === 8) {
    // 0x1001a350: flags ^= 0x100, then 0x10019ff0
    mindist_flip_sort(md!);
    return mz_poly_driver(mem, s);
  }
  // 0x1001a1f0 writes to address 0 before it flips and calls 0x1001a220 (L2115)
  if (!(idx !== 3 && idx !== 7 && idx !== 11)) assertFail("spec/ivp/mindist/minimize.spec:440", "minimize table: mindist {} has the ball in sorted synapse 1 (index {}: 0x1001a1f0 traps; the ball must be synapse 0 with sort flag 0)", [md!.id, idx]);
  // 0x1001a6a0 writes to address 0 and returns 5 (L2119)
  if (!(idx !== 6 && idx !== 9)) assertFail("spec/ivp/mindist/minimize.spec:442", "minimize table: mindist {} has the illegal edge-face pair (index {}: 0x1001a6a0)", [md!.id, idx]);
  // 12..15, the ball rows, are mz_dispatch_ball's: mz_solve picks the block by the ball
  if (!(idx < 12)) assertFail("spec/ivp/mindist/minimize.spec:444", "minimize table: mindist {} reached the polygon block with the ball row {}", [md!.id, idx]);
  // 0, 1, 2, 5, 10
  return mz_poly_driver(mem, s);
}

/**
 * The table's ball rows 12..15 (sorted synapse 0 the ball): 15 ball-ball, 12..14 the ball-polygon
 * driver; the status checks of mz_dispatch.
 *
 * @source 000_b83935d7d7846899.txt §3.9.4; §5.0.2 table 0x10075ee0, entries 12..15
 * @unit N13
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:453
 */
export function mz_dispatch_ball(mem: Memory, s: BallMinimizeSolver): number {
  const md: Mindist | null = s.md;
  const idx: number = mz_table_index(md!);
  if (!(idx >= 12)) assertFail("spec/ivp/mindist/minimize.spec:456", "minimize table: mindist {} reached the ball block with the polygon row {}", [md!.id, idx]);
  if (idx === 15) {
    return mz_ball_ball(md!);
  }
  return mz_ball_driver(mem, s);
}

/**
 * The table index 4·status(sorted 0) + status(sorted 1), both statuses checked to be 0..3.
 *
 * @source 000_b83935d7d7846899.txt §3.9.4; §3.13.R1; §4.5 table 0x10075ee0 index
 * @unit N13
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:466
 */
export function mz_table_index(md: Mindist): number {
  const sa: number = mindist_sorted_synapse(md, 0).status;
  const sb: number = mindist_sorted_synapse(md, 1).status;
  if (!(sa >= 0 && sa <= 3 && sb >= 0 && sb <= 3)) assertFail("spec/ivp/mindist/minimize.spec:469", "minimize table: mindist {} has synapse statuses {} and {} (0..3 expected; 5 is fixed before any new pass)", [md.id, sa, sb]);
  return (Math.imul(sa, 4) + sb) | 0;
}

/**
 * The poly-poly driver 0x10019ff0 (N14): infos for the sorted synapses, then by 4·sA + sB: 0 PP,
 * 1 PK, 2 PF, 5 KK, anything else (FF = 10) FF_init; both caches are released.
 *
 * @source 000_b83935d7d7846899.txt §3.9.5; §3.13.R1; §4.5 0x10019ff0 (jump table 0x1001a174)
 * @unit N14
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:477
 */
export function mz_poly_driver(mem: Memory, s: MinimizeSolver): number {
  const md: Mindist | null = s.md;
  const sa: Synapse = mindist_sorted_synapse(md!, 0);
  const sb: Synapse = mindist_sorted_synapse(md!, 1);
  mz_info_poly(mem, s.a, sa);
  mz_info_poly(mem, s.b, sb);
  const idx: number = (Math.imul(sa.status, 4) + sb.status) | 0;
  let rc: number = 0;
  if (idx === 0) {
    rc = mz_pp(mem, s, sa.edge, sb.edge, s.a, s.b);
  } else if (idx === 1) {
    rc = mz_pk(mem, s, sa.edge, sb.edge, s.a, s.b);
  } else if (idx === 2) {
    rc = mz_pf(mem, s, sa.edge, sb.edge, s.a, s.b);
  } else if (idx === 5) {
    rc = mz_kk(mem, s, sa.edge, sb.edge, s.a, s.b);
  } else {
    // the default case: FF (10) reaches FF_init; a face-face pair is never a final state (L2129)
    rc = mz_ff_init(mem, s, sa.edge, sb.edge, s.a, s.b);
  }
  mz_info_release(s.a);
  mz_info_release(s.b);
  return rc;
}

/**
 * The ball-polygon driver 0x1001a220 (E11): the ball is synapse 0 (fixed, the sort flag is not
 * read), the polygon synapse 1; by synapse 1's status 0 BP, 1 BK, 2 BF; both caches are released.
 *
 * @source 000_b83935d7d7846899.txt §5.5.4; §3.9.6; §4.5 0x1001a220
 * @unit E11
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:506
 */
export function mz_ball_driver(mem: Memory, s: BallMinimizeSolver): number {
  const md: Mindist | null = s.md;
  const s0: Synapse = md!.syn[0];
  const s1: Synapse = md!.syn[1];
  // the invariant of 000 L67 / L2961 (ball synapse 0, sort flag 0); the original reads garbage otherwise
  if (s0.status !== SYNAPSE_STATUS_BALL) assertFail("spec/ivp/mindist/minimize.spec:511", "minimize: ball-polygon mindist {} has no ball in synapse 0 (status {})", [md!.id, s0.status]);
  mz_info_ball(s.a, s0);
  mz_info_poly_side(mem, s.b, s1);
  mz_ball_centre(s);
  const st: number = s1.status;
  let rc: number = 0;
  if (st === 0) {
    rc = mz_bp(mem, s, s.a, s1.edge, s.b);
  } else if (st === 1) {
    rc = mz_bk(mem, s, s.a, s1.edge, s.b);
  } else {
    if (st !== 2) assertFail("spec/ivp/mindist/minimize.spec:522", "minimize: ball-polygon mindist {} has polygon status {}", [md!.id, st]);
    rc = mz_bf(mem, s, s.a, s1.edge, s.b);
  }
  mz_ball_info_release(s.a);
  mz_poly_side_release(s.b);
  return rc;
}

/**
 * The ball centre X of a ball solve, in world space and in the polygon's object space: the caches
 * do not change within a solve, so every case of it reads these (D-PERF-1).
 *
 * @source 000_b83935d7d7846899.txt §5.5.5-§5.5.7 X = cache+0x90 carried into the polygon's space with 0x10018ca0
 * @unit E13, E14, E15
 * @float x87
 * @spec spec/ivp/mindist/minimize.spec:534
 */
export function mz_ball_centre(s: BallMinimizeSolver): void {
  cache_origin(s.a.cache!, _s2);
  s.c.x = _s2.x; s.c.y = _s2.y; s.c.z = _s2.z;
  cache_world_to_object(s.b.cache!, s.c.x, s.c.y, s.c.z, _s3);
  s.x.x = _s3.x; s.x.y = _s3.y; s.x.z = _s3.z;
}

/**
 * Ball-ball 0x1001a370 (E12, always 1): v = (f32)(c0.pos − c1.pos), q = |v|² (f32),
 * inv = |q| <= (f32)1e-19 ? 1 : rsqrt(q); len = inv·q − sum_extra_radius; n = v·inv (from synapse 1
 * toward synapse 0); +0x58 = (core0 − core1)·n summed y, z, x; the synapses do not change.
 *
 * @source 000_b83935d7d7846899.txt §5.5.2; §3.9.7; §4.5 0x1001a370
 * @unit E12
 * @float x87
 * @precision 21 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/minimize.spec:544
 */
export function mz_ball_ball(md: Mindist): number {
  const o0: RealObject | null = md.syn[0].object;
  const o1: RealObject | null = md.syn[1].object;
  if (!(o0 !== null && o1 !== null)) assertFail("spec/ivp/mindist/minimize.spec:547", "minimize: ball-ball mindist {} is missing an object", [md.id]);
  const ca: CacheObject = cache_object_get(o0!);
  const cb: CacheObject = cache_object_get(o1!);
  cache_origin(ca, _s4);
  const pa_x = _s4.x, pa_y = _s4.y, pa_z = _s4.z;
  cache_origin(cb, _s5);
  const pb_x = _s5.x, pb_y = _s5.y, pb_z = _s5.z;
  // the f64 difference (ext) rounded per component
  const v_x = Math.fround(pa_x - pb_x), v_y = Math.fround(pa_y - pb_y), v_z = Math.fround(pa_z - pb_z);
  // D-MINIMIZE-3 (AMBIGUITIES): stored f32 as §3.9.7 and §5.5.2 write it
  const q: number = Math.fround(v_x * v_x + v_y * v_y + v_z * v_z);
  let inv: number = 1;
  if (Math.abs(q) > 9.999999682655225e-20 /* 1e-19f */) {
    inv = mz_invsqrt5_inline(q);
  }
  md.len_numerator = Math.fround(inv * q - md.sum_extra_radius);
  md.contact_plane.x = Math.fround(v_x * inv);
  md.contact_plane.y = Math.fround(v_y * inv);
  md.contact_plane.z = Math.fround(v_z * inv);
  const n_x = md.contact_plane.x, n_y = md.contact_plane.y, n_z = md.contact_plane.z;
  // §4.5 L2630: (b8 − b8)·n.y + (c0 − c0)·n.z + (b0 − b0)·n.x
  md.contact_dot_diff_center = Math.fround((ca.core_pos.y - cb.core_pos.y) * n_y + (ca.core_pos.z - cb.core_pos.z) * n_z + (ca.core_pos.x - cb.core_pos.x) * n_x);
  cache_object_release(ca);
  cache_object_release(cb);
  return MINIMIZE_OK;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new MinimizeSolver(), _r1 = new BallMinimizeSolver(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3();
