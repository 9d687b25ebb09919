// GENERATED FILE: do not edit. Engine module ivp.mindist.settings: 000 §4.1, §5.1.6: the global mindist settings block (IVP_Mindist_Settings at 0x10075db0) and set_collision_tolerance from spec/ivp/mindist/settings.spec (sha256 7413a10e5cb2ebd5).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, ZERO_F64, assertFail } from "../../../runtime/index.js";

/** The tolerance the static init passes: (double)0.01f = 0x3f847ae140000000 (L2258). */
export const MINDIST_TOLERANCE: number = 0.009999999776482582 /* f64#3f847ae140000000 */;
/** The number of coll_dist entries, selected by mindist flag bits 22-29 (L2265). */
export const COLL_DIST_COUNT: number = 64;

/** IVP_Mindist_Settings (global at 0x10075db0, L2262-2275). */
export class MindistSettings {
  /** +0x000 real_coll_dist = t·0.1f (0.001, 0x3a83126f): event-time offset, event solvers */
  real_coll_dist: number = ZERO_F64;
  /** +0x004 min_coll_dist = real_coll_dist + t·0.9f (0.01, 0x3c23d70a): impact 0x10024930 */
  min_coll_dist: number = ZERO_F64;
  /** +0x008..+0x104 coll_dists[i] = (f108 − f4)·(i·(1/64)) + f4: all 0.01 (f108 == f4) */
  coll_dists: Float32Array = new Float32Array(64);
  /** +0x108 the ramp's upper end, written together with +0x004 (= min_coll_dist) */
  coll_dist_ramp_end: number = ZERO_F64;
  /** +0x10c friction_dist = f108 + t (0.02, 0x3ca3d70a): new contact points, recursive collapse */
  friction_dist: number = ZERO_F64;
  /** +0x110 keeper_dist = f10c + 0.3f·t (0.023, 0x3cbc6a7f): contact point point-edge case */
  keeper_dist: number = ZERO_F64;
  /** +0x114 speed_after_keeper_dist = sqrt((f110 − f4)·19.62f) (0x3f0149f4): a redundant guard of 0x10017870 */
  speed_after_keeper_dist: number = ZERO_F64;
  /** +0x118 t·0.01f (1e-4, 0x38d1b717): friction solver 0x10036b80 */
  friction_eps: number = ZERO_F64;
  /** +0x11c max_dist_for_friction = f10c + 2.5f·t (0.045, 0x3d3851eb) */
  max_dist_for_friction: number = ZERO_F64;
  /** +0x120 max_dist_for_impact = f10c + 20f·t (0.22, 0x3e6147ae): impact 0x100249b0 */
  max_dist_for_impact: number = ZERO_F64;
  /** +0x124 f4·0.1f (0.001): impact tolerance of 0x100181b0, BK face-entry margin, Voronoi thresholds */
  impact_eps: number = ZERO_F64;
  /** +0x128 t + t (0.02): impact solver 0x10022ed0 */
  double_tolerance: number = ZERO_F64;
  /** +0x12c the coll-dist index decay counter of 0x10017870, shared by every mindist (initially 0) */
  decay_counter: number = 0;
}

/** Puts a MindistSettings back into the zero state `new MindistSettings()` gives, in place. */
export function reset_MindistSettings(s: MindistSettings): void {
  s.real_coll_dist = 0;
  s.min_coll_dist = 0;
  s.coll_dists.fill(0);
  s.coll_dist_ramp_end = 0;
  s.friction_dist = 0;
  s.keeper_dist = 0;
  s.speed_after_keeper_dist = 0;
  s.friction_eps = 0;
  s.max_dist_for_friction = 0;
  s.max_dist_for_impact = 0;
  s.impact_eps = 0;
  s.double_tolerance = 0;
  s.decay_counter = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MindistSettings(dst: MindistSettings, src: MindistSettings): void {
  dst.real_coll_dist = src.real_coll_dist;
  dst.min_coll_dist = src.min_coll_dist;
  dst.coll_dists.set(src.coll_dists);
  dst.coll_dist_ramp_end = src.coll_dist_ramp_end;
  dst.friction_dist = src.friction_dist;
  dst.keeper_dist = src.keeper_dist;
  dst.speed_after_keeper_dist = src.speed_after_keeper_dist;
  dst.friction_eps = src.friction_eps;
  dst.max_dist_for_friction = src.max_dist_for_friction;
  dst.max_dist_for_impact = src.max_dist_for_impact;
  dst.impact_eps = src.impact_eps;
  dst.double_tolerance = src.double_tolerance;
  dst.decay_counter = src.decay_counter;
}

/** Feeds the raw bits of a MindistSettings to the hasher, field by field in declaration order. */
export function hash_MindistSettings(s: MindistSettings, h: StateHasher): void {
  h.enter(s);
  h.f32(s.real_coll_dist);
  h.f32(s.min_coll_dist);
  for (let i0 = 0; i0 < s.coll_dists.length; i0++) {
    h.f32(s.coll_dists[i0]);
  }
  h.f32(s.coll_dist_ramp_end);
  h.f32(s.friction_dist);
  h.f32(s.keeper_dist);
  h.f32(s.speed_after_keeper_dist);
  h.f32(s.friction_eps);
  h.f32(s.max_dist_for_friction);
  h.f32(s.max_dist_for_impact);
  h.f32(s.impact_eps);
  h.f32(s.double_tolerance);
  h.i32(s.decay_counter);
}

/** Writes a MindistSettings to a snapshot stream. */
export function snapshot_MindistSettings(s: MindistSettings, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.real_coll_dist);
  w.put(s.min_coll_dist);
  for (let i0 = 0; i0 < s.coll_dists.length; i0++) {
    w.put(s.coll_dists[i0]);
  }
  w.put(s.coll_dist_ramp_end);
  w.put(s.friction_dist);
  w.put(s.keeper_dist);
  w.put(s.speed_after_keeper_dist);
  w.put(s.friction_eps);
  w.put(s.max_dist_for_friction);
  w.put(s.max_dist_for_impact);
  w.put(s.impact_eps);
  w.put(s.double_tolerance);
  w.put(s.decay_counter);
}

/** Reads a MindistSettings back from a snapshot stream written by snapshot_MindistSettings. */
export function restore_MindistSettings(s: MindistSettings, r: SnapshotReader): void {
  r.enter(s);
  s.real_coll_dist = r.get();
  s.min_coll_dist = r.get();
  for (let i0 = 0; i0 < s.coll_dists.length; i0++) {
    s.coll_dists[i0] = r.get();
  }
  s.coll_dist_ramp_end = r.get();
  s.friction_dist = r.get();
  s.keeper_dist = r.get();
  s.speed_after_keeper_dist = r.get();
  s.friction_eps = r.get();
  s.max_dist_for_friction = r.get();
  s.max_dist_for_impact = r.get();
  s.impact_eps = r.get();
  s.double_tolerance = r.get();
  s.decay_counter = r.get();
}

/**
 * set_collision_tolerance(t) (0x10015fe0, thiscall on 0x10075db0): the 13 fields from t, in the
 * order of L2262-2276. Each product or sum is extended and rounded once on store; later lines read
 * the stored f32 fields. t must be finite and positive.
 *
 * @source 000_b83935d7d7846899.txt §4.1; §5.1.6 0x10015fe0 (static init 0x10015fc0 -> 0x10015fd0 -> 0x100160c0)
 * @unit M01
 * @float x87
 * @precision 21 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/settings.spec:57
 */
export function set_collision_tolerance(s: MindistSettings, t: number): void {
  if (!(t > 0 && t < 1e+300)) assertFail("spec/ivp/mindist/settings.spec:58", "set_collision_tolerance: the tolerance must be a finite positive number (got {})", [t]);
  s.real_coll_dist = Math.fround(t * 0.10000000149011612 /* 0.1f */);
  s.min_coll_dist = Math.fround(s.real_coll_dist + t * 0.8999999761581421 /* 0.9f */);
  // written together with +0x004 (L2264), before the ramp reads it
  s.coll_dist_ramp_end = s.min_coll_dist;
  for (let i = COLL_DIST_COUNT - 1; i >= 0; i--) {
    s.coll_dists[i] = Math.fround((s.coll_dist_ramp_end - s.min_coll_dist) * (i * (1 / 64)) + s.min_coll_dist);
  }
  s.friction_dist = Math.fround(s.coll_dist_ramp_end + t);
  s.keeper_dist = Math.fround(s.friction_dist + 0.30000001192092896 /* 0.3f */ * t);
  s.speed_after_keeper_dist = Math.fround(Math.sqrt((s.keeper_dist - s.min_coll_dist) * 19.6200008392334 /* 19.62f */));
  s.friction_eps = Math.fround(t * 0.009999999776482582 /* 0.01f */);
  s.max_dist_for_friction = Math.fround(s.friction_dist + 2.5 * t);
  // the ext product rounded once (0x3e6147ae); f32 steps would give 0x3e6147ad (AMBIGUITIES)
  s.max_dist_for_impact = Math.fround(s.friction_dist + 20 * t);
  s.impact_eps = Math.fround(s.min_coll_dist * 0.10000000149011612 /* 0.1f */);
  s.double_tolerance = Math.fround(t + t);
  s.decay_counter = 0;
}

/**
 * coll_dist[(flags >> 22) & 0xff] (L2265): the collision distance of a mindist's coll-dist index.
 * Indices above 63 read past the table in the original; here they are an assertion.
 *
 * @source 000_b83935d7d7846899.txt §4.1; §4.6 0x10075db8 + 4·idx
 * @unit M01
 * @float x87
 * @spec spec/ivp/mindist/settings.spec:82
 */
export function settings_coll_dist(s: MindistSettings, idx: number): number {
  if (!(idx >= 0 && idx < COLL_DIST_COUNT)) assertFail("spec/ivp/mindist/settings.spec:83", "coll_dist index {} is outside the 64-entry table", [idx]);
  return s.coll_dists[idx];
}
