// GENERATED FILE: do not edit. Engine module ivp.events.prologue: 000 §6.6, §5.1.5, §6.2: the event cases' common prologue and their per-object context (CaseInfo / PolyCtx) from spec/ivp/events/prologue.spec (sha256 72763c5ee8ffa9b7).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { EventSolverBlock } from "./event_block.generated.js";
import { EventSim, event_sim_init } from "./event_sim.generated.js";
import { edge_ledge } from "../geometry/compact.generated.js";
import { CacheObject } from "../geometry/two_object.generated.js";
import { cache_object_get } from "../mindist/cache.generated.js";
import { IvpEnvironment } from "../mindist/env.generated.js";
import { Mindist, mindist_coll_dist_index } from "../mindist/mindist.generated.js";
import { settings_coll_dist } from "../mindist/settings.generated.js";
import { PhysCoreView, RealObject } from "../objects/real_object.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0 }

/** CaseInfo (16 bytes, 000 §6.2) / PolyCtx (000 §5.1.5). */
export class EventCaseInfo {
  /** +0 the ledge's points (ledge + ledge->c_point_offset) */
  points: number = 0;
  /** +4 the ledge */
  ledge: number = 0;
  /** +8 the object's cache (a reference the case's entry gives back) */
  cache: CacheObject | null = null;
  /** +0xc the real object */
  object: RealObject | null = null;
}

/** Puts a EventCaseInfo back into the zero state `new EventCaseInfo()` gives, in place. */
export function reset_EventCaseInfo(s: EventCaseInfo): void {
  s.points = 0;
  s.ledge = 0;
  s.cache = null;
  s.object = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventCaseInfo(dst: EventCaseInfo, src: EventCaseInfo): void {
  dst.points = src.points;
  dst.ledge = src.ledge;
  dst.cache = src.cache;
  dst.object = src.object;
}

/** The prologue's values (locals of every case function). */
export class EventCaseConsts {
  /** coreA.rot_speed + coreB.rot_speed (+0x1bc), summed on the x87, stored f64 */
  rotsum: number = ZERO_F64;
  /** coll_dist[(flags >> 22) & 0xff] (0.01) */
  cd: number = ZERO_F64;
  /** real_coll_dist (0.001) */
  rcd: number = ZERO_F64;
  /** settings +0x124 (0.001) */
  eps: number = ZERO_F64;
  /** the mindist's sum_extra_radius (+0x50) */
  xr: number = ZERO_F64;
  /** the mindist's len_numerator (+0x54) */
  len: number = ZERO_F64;
}

/** Puts a EventCaseConsts back into the zero state `new EventCaseConsts()` gives, in place. */
export function reset_EventCaseConsts(s: EventCaseConsts): void {
  s.rotsum = 0;
  s.cd = 0;
  s.rcd = 0;
  s.eps = 0;
  s.xr = 0;
  s.len = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventCaseConsts(dst: EventCaseConsts, src: EventCaseConsts): void {
  dst.rotsum = src.rotsum;
  dst.cd = src.cd;
  dst.rcd = src.rcd;
  dst.eps = src.eps;
  dst.xr = src.xr;
  dst.len = src.len;
}

/**
 * A synapse's case context: the ledge of its edge (edge & ~0xf minus the triangle index), the
 * ledge's points, the object's cache through the getter (0x1001a190: reference + 1, refreshed by
 * time code) and the object.
 *
 * @source 000_b83935d7d7846899.txt §6.1; §5.1.5; §5.4.1 0x1002d6c0 / 0x1002d4d0 (info.points, info.ledge, info.cache = cache_of(obj), info.obj)
 * @unit C15
 * @float x87
 * @spec spec/ivp/events/prologue.spec:48
 */
export function event_case_info_init(mem: Memory, info: EventCaseInfo, e: number, o: RealObject): void {
  const l: number = edge_ledge(mem, e);
  info.ledge = l;
  info.points = ((l | 0) + mem.i32[(l + Ledge.c_point_offset) >>> 2]) >>> 0;
  info.cache = cache_object_get(o);
  info.object = o;
}

/**
 * The common case prologue (000 §6.6): the sims of both caches (0x1002b300), rotsum, event_time =
 * t_max, and the distances and the mindist's radius and length.
 *
 * @source 000_b83935d7d7846899.txt §6.6; §5.4 inline in every case (PF, PP, PK, KK, BF, BP, BK, BB)
 * @unit C15
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/prologue.spec:60
 */
export function event_case_prologue(blk: EventSolverBlock, cache_a: CacheObject, cache_b: CacheObject, sim_a: EventSim, sim_b: EventSim, k: EventCaseConsts): void {
  event_sim_init(sim_a, cache_a);
  event_sim_init(sim_b, cache_b);
  const ca: PhysCoreView | null = sim_a.core;
  const cb: PhysCoreView | null = sim_b.core;
  if (!(ca !== null && cb !== null)) assertFail("spec/ivp/events/prologue.spec:65", "event case: an object without a core");
  k.rotsum = ca!.rot_speed + cb!.rot_speed;
  blk.event_time = blk.t_max;
  const md: Mindist | null = blk.mindist;
  const env: IvpEnvironment | null = blk.env;
  k.cd = settings_coll_dist(env!.settings, mindist_coll_dist_index(md!));
  k.rcd = env!.settings.real_coll_dist;
  k.eps = env!.settings.impact_eps;
  k.xr = md!.sum_extra_radius;
  k.len = md!.len_numerator;
}
