// GENERATED FILE: do not edit. Engine module ivp.mindist.env: 000 §2.1.1, §4.2.5, §4.2.6, §5.1.2, §8.4: the environment as the collision side reads it, the mindist manager's lists, the counters, the pools, and the contracts with the minimize and event solvers from spec/ivp/mindist/env.spec (sha256 5746a1cb8881f88e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, assertFail } from "../../../runtime/index.js";
import { EventSolverBlock } from "../events/event_block.generated.js";
import { CACHE_RING_SIZE, CacheManager, PoseScratch, cache_manager_init, copy_CacheManager, copy_PoseScratch, hash_CacheManager, hash_PoseScratch, reset_CacheManager, reset_PoseScratch, restore_CacheManager, restore_PoseScratch, snapshot_CacheManager, snapshot_PoseScratch } from "./cache.generated.js";
import { MINDIST_NO_EVENT, Mindist, copy_Mindist, hash_Mindist, mindist_ledge, restore_Mindist, snapshot_Mindist } from "./mindist.generated.js";
import { MINDIST_TOLERANCE, MindistSettings, copy_MindistSettings, hash_MindistSettings, reset_MindistSettings, restore_MindistSettings, set_collision_tolerance, snapshot_MindistSettings } from "./settings.generated.js";
import { anomaly_push_speed_penetration } from "../objects/anomaly.generated.js";
import { BallSurfaceManager, PenetrationDynamics, PhysCoreView, RealObject, ball_surface_manager_init, copy_BallSurfaceManager, copy_PhysCoreView, copy_RealObject, hash_BallSurfaceManager, hash_PhysCoreView, hash_RealObject, inter_penetration, reset_BallSurfaceManager, restore_BallSurfaceManager, restore_PhysCoreView, restore_RealObject, snapshot_BallSurfaceManager, snapshot_PhysCoreView, snapshot_RealObject } from "../objects/real_object.generated.js";
import { OvWorld, copy_OvWorld, hash_OvWorld, ov_world_init, reset_OvWorld, restore_OvWorld, snapshot_OvWorld } from "../space/ov_tree_pairs.generated.js";
import { RangeManager, copy_RangeManager, hash_RangeManager, range_manager_init, reset_RangeManager, restore_RangeManager, snapshot_RangeManager } from "../space/range.generated.js";
import { PsiEnv, copy_PsiEnv, hash_PsiEnv, psi_env_init, reset_PsiEnv, restore_PsiEnv, snapshot_PsiEnv } from "../time/simulate_psi.generated.js";
import { TimeManager, copy_TimeManager, hash_TimeManager, reset_TimeManager, restore_TimeManager, snapshot_TimeManager, time_manager_init, time_manager_new_event } from "../time/time_manager.generated.js";

/** The minimize-solver return codes (000 §3.9.1 L1760, §4.2.10). */
export const MINIMIZE_OK: number = 1;
export const MINIMIZE_FAILED: number = 2;
export const MINIMIZE_BACKSIDE: number = 3;
export const MINIMIZE_ALREADY_DONE: number = 4;
export const MINIMIZE_ILLEGAL: number = 5;

/**
 * The minimize and event solvers as the timeline calls them (the contract of README.md).
 * Implemented with the MINIMIZE and EVENTS branches' functions (spec/ivp/mindist/solvers.spec
 * after the merge); the timeline's tests use scripted fakes.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface MindistSolvers {
  /**
   * recalc_mindist (0x10019950, M17): time-code dedupe (returns 4), the minimize table with up to
   * two backside fixes, flags bits 14-15, the failure hook (mindist_inter_penetration_hook);
   * writes len_numerator, contact_plane, contact_dot_diff_center and the synapse statuses/edges.
   * Returns 1 converged, 2 failed, 3 backside, 4 already done this time code.
   */
  minimize(md: Mindist): number;
  /** the single-pass variant 0x100197f0 (M17): loop countdown 0, one backside fix, no retry */
  minimize_once(md: Mindist): number;
  /**
   * the event table 0x1007632c (E01) on a filled block: writes blk.event_type (0 = none) and
   * blk.event_time (it starts at blk.t_max)
   */
  event_dispatch(blk: EventSolverBlock): void;
}

/**
 * The mindist manager (IVP_Mindist_Manager at env+0x10, 0x18 bytes, ctor 0x100186e0(env)). HULL
 * mindists are in no manager list, only in their two objects' hull lists.
 */
export class MindistManager {
  /** +0x08 head of the EXACT list (links Mindist.next/prev); insert at the head */
  exact_head: Mindist | null = null;
  /** +0x0c/+0x0e/+0x10 the vector of exact mindists where either core is a car wheel (empty in Ballance) */
  wheel: (Mindist | null)[] = [];
  /** +0x14 head of the INVALID list */
  invalid_head: Mindist | null = null;
}

/** Puts a MindistManager back into the zero state `new MindistManager()` gives, in place. */
export function reset_MindistManager(s: MindistManager): void {
  s.exact_head = null;
  s.wheel.length = 0;
  s.invalid_head = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MindistManager(dst: MindistManager, src: MindistManager): void {
  dst.exact_head = src.exact_head;
  dst.wheel.length = 0;
  for (let i = 0; i < src.wheel.length; i++) dst.wheel.push(src.wheel[i]);
  dst.invalid_head = src.invalid_head;
}

/** Feeds the raw bits of a MindistManager to the hasher, field by field in declaration order. */
export function hash_MindistManager(s: MindistManager, h: StateHasher): void {
  h.enter(s);
  h.ref(s.exact_head);
  h.u32(s.wheel.length);
  for (let i0 = 0; i0 < s.wheel.length; i0++) {
    h.ref(s.wheel[i0]);
  }
  h.ref(s.invalid_head);
}

/** Writes a MindistManager to a snapshot stream. */
export function snapshot_MindistManager(s: MindistManager, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.exact_head);
  w.put(s.wheel.length);
  for (let i0 = 0; i0 < s.wheel.length; i0++) {
    w.ref(s.wheel[i0]);
  }
  w.ref(s.invalid_head);
}

/** Reads a MindistManager back from a snapshot stream written by snapshot_MindistManager. */
export function restore_MindistManager(s: MindistManager, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: Mindist | null) => { s.exact_head = o; });
  s.wheel.length = r.get();
  for (let i0 = 0; i0 < s.wheel.length; i0++) if (s.wheel[i0] === undefined) s.wheel[i0] = null;
  for (let i0 = 0; i0 < s.wheel.length; i0++) {
    r.ref((o: Mindist | null) => { s.wheel[i0] = o; });
  }
  r.ref((o: Mindist | null) => { s.invalid_head = o; });
}

/** IVP_Environment as the collision side reads it. */
export class IvpEnvironment {
  /**
   * +0x04 the time manager, with env +0xc0 dPSI, +0xc8 1/dPSI, +0x120 current time, +0x128 next
   * PSI, +0x130 last PSI, +0x138 time code
   */
  tm: TimeManager = new TimeManager();
  /** +0x10 the mindist manager */
  mm: MindistManager = new MindistManager();
  /** +0x14 the OV-tree broadphase (its recheck_count is env+0x88) */
  ov: OvWorld = new OvWorld();
  /** +0x1c the range manager */
  range: RangeManager = new RangeManager();
  /** the global mindist settings 0x10075db0 (one copy per environment) */
  settings: MindistSettings = new MindistSettings();
  /** +0xa4 the cache-object manager */
  caches: CacheManager = new CacheManager();
  /** scratch quaternions and matrix for the cache refresh (no allocation on the hot path) */
  caches_scratch: PoseScratch = new PoseScratch();
  /** +0x144 the PSI phase and the hull phase's check vector */
  psi: PsiEnv = new PsiEnv();
  /** +0xd0 gravity (the anomaly manager's push speed 2·|g|·dPSI, slot 5) */
  gravity: Vec3 = new Vec3();
  /** +0x78 live mindists */
  live_mindists: number = 0;
  /** +0x7c mindists created */
  created_mindists: number = 0;
  /** +0x80 mindists deleted */
  deleted_mindists: number = 0;
  /** +0x84 OO-watcher checks */
  watcher_checks: number = 0;
  /** +0x8c contact-point recalcs (the dynamics side counts them through the contact interface) */
  contact_recalcs: number = 0;
  /** +0x13c the impact counter */
  impacts: number = 0;
  /** the inter-penetration hook calls made without a PenetrationDynamics host (counted only) */
  penetration_calls: number = 0;
  /** the ball surface manager (the global 0x10076380), shared by the environment's balls */
  ball_surface: BallSurfaceManager = new BallSurfaceManager();
  /** every real object, by creation id */
  objects: RealObject[] = [];
  /** every core, by creation id */
  cores: PhysCoreView[] = [];
  /** the mindist pool (slot = Mindist.id); free slots have live = false */
  mindists: Mindist[] = [];
  /** free mindist slots, last freed on top */
  free_mindists: number[] = [];
  /** per time-manager event id: the mindist slot that owns it, -1 for the PSI event */
  mindist_of_event: number[] = [];
  /** the minimize and event solvers */
  solvers: MindistSolvers | null = null;
  /** the anomaly manager's host side for inter_penetration (null: the hook only counts) */
  penetration: PenetrationDynamics | null = null;
}

/** Puts a IvpEnvironment back into the zero state `new IvpEnvironment()` gives, in place. */
export function reset_IvpEnvironment(s: IvpEnvironment): void {
  reset_TimeManager(s.tm);
  reset_MindistManager(s.mm);
  reset_OvWorld(s.ov);
  reset_RangeManager(s.range);
  reset_MindistSettings(s.settings);
  reset_CacheManager(s.caches);
  reset_PoseScratch(s.caches_scratch);
  reset_PsiEnv(s.psi);
  s.gravity.x = 0; s.gravity.y = 0; s.gravity.z = 0;
  s.live_mindists = 0;
  s.created_mindists = 0;
  s.deleted_mindists = 0;
  s.watcher_checks = 0;
  s.contact_recalcs = 0;
  s.impacts = 0;
  s.penetration_calls = 0;
  reset_BallSurfaceManager(s.ball_surface);
  s.objects.length = 0;
  s.cores.length = 0;
  s.mindists.length = 0;
  s.free_mindists.length = 0;
  s.mindist_of_event.length = 0;
  s.solvers = null;
  s.penetration = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IvpEnvironment(dst: IvpEnvironment, src: IvpEnvironment): void {
  copy_TimeManager(dst.tm, src.tm);
  copy_MindistManager(dst.mm, src.mm);
  copy_OvWorld(dst.ov, src.ov);
  copy_RangeManager(dst.range, src.range);
  copy_MindistSettings(dst.settings, src.settings);
  copy_CacheManager(dst.caches, src.caches);
  copy_PoseScratch(dst.caches_scratch, src.caches_scratch);
  copy_PsiEnv(dst.psi, src.psi);
  dst.gravity.x = src.gravity.x; dst.gravity.y = src.gravity.y; dst.gravity.z = src.gravity.z;
  dst.live_mindists = src.live_mindists;
  dst.created_mindists = src.created_mindists;
  dst.deleted_mindists = src.deleted_mindists;
  dst.watcher_checks = src.watcher_checks;
  dst.contact_recalcs = src.contact_recalcs;
  dst.impacts = src.impacts;
  dst.penetration_calls = src.penetration_calls;
  copy_BallSurfaceManager(dst.ball_surface, src.ball_surface);
  dst.objects.length = src.objects.length;
  for (let i = 0; i < src.objects.length; i++) { if (dst.objects[i] === undefined) dst.objects[i] = new RealObject(); copy_RealObject(dst.objects[i], src.objects[i]); }
  dst.cores.length = src.cores.length;
  for (let i = 0; i < src.cores.length; i++) { if (dst.cores[i] === undefined) dst.cores[i] = new PhysCoreView(); copy_PhysCoreView(dst.cores[i], src.cores[i]); }
  dst.mindists.length = src.mindists.length;
  for (let i = 0; i < src.mindists.length; i++) { if (dst.mindists[i] === undefined) dst.mindists[i] = new Mindist(); copy_Mindist(dst.mindists[i], src.mindists[i]); }
  dst.free_mindists.length = 0;
  for (let i = 0; i < src.free_mindists.length; i++) dst.free_mindists.push(src.free_mindists[i]);
  dst.mindist_of_event.length = 0;
  for (let i = 0; i < src.mindist_of_event.length; i++) dst.mindist_of_event.push(src.mindist_of_event[i]);
  dst.solvers = src.solvers;
  dst.penetration = src.penetration;
}

/** Feeds the raw bits of a IvpEnvironment to the hasher, field by field in declaration order. */
export function hash_IvpEnvironment(s: IvpEnvironment, h: StateHasher): void {
  h.enter(s);
  hash_TimeManager(s.tm, h);
  hash_MindistManager(s.mm, h);
  hash_OvWorld(s.ov, h);
  hash_RangeManager(s.range, h);
  hash_MindistSettings(s.settings, h);
  hash_CacheManager(s.caches, h);
  hash_PoseScratch(s.caches_scratch, h);
  hash_PsiEnv(s.psi, h);
  h.f64(s.gravity.x);
  h.f64(s.gravity.y);
  h.f64(s.gravity.z);
  h.i32(s.live_mindists);
  h.i32(s.created_mindists);
  h.i32(s.deleted_mindists);
  h.i32(s.watcher_checks);
  h.i32(s.contact_recalcs);
  h.i32(s.impacts);
  h.i32(s.penetration_calls);
  hash_BallSurfaceManager(s.ball_surface, h);
  h.u32(s.objects.length);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    hash_RealObject(s.objects[i0], h);
  }
  h.u32(s.cores.length);
  for (let i0 = 0; i0 < s.cores.length; i0++) {
    hash_PhysCoreView(s.cores[i0], h);
  }
  h.u32(s.mindists.length);
  for (let i0 = 0; i0 < s.mindists.length; i0++) {
    hash_Mindist(s.mindists[i0], h);
  }
  h.u32(s.free_mindists.length);
  for (let i0 = 0; i0 < s.free_mindists.length; i0++) {
    h.i32(s.free_mindists[i0]);
  }
  h.u32(s.mindist_of_event.length);
  for (let i0 = 0; i0 < s.mindist_of_event.length; i0++) {
    h.i32(s.mindist_of_event[i0]);
  }
  h.ref(s.solvers);
  h.ref(s.penetration);
}

/** Writes a IvpEnvironment to a snapshot stream. */
export function snapshot_IvpEnvironment(s: IvpEnvironment, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_TimeManager(s.tm, w);
  snapshot_MindistManager(s.mm, w);
  snapshot_OvWorld(s.ov, w);
  snapshot_RangeManager(s.range, w);
  snapshot_MindistSettings(s.settings, w);
  snapshot_CacheManager(s.caches, w);
  snapshot_PoseScratch(s.caches_scratch, w);
  snapshot_PsiEnv(s.psi, w);
  w.put(s.gravity.x);
  w.put(s.gravity.y);
  w.put(s.gravity.z);
  w.put(s.live_mindists);
  w.put(s.created_mindists);
  w.put(s.deleted_mindists);
  w.put(s.watcher_checks);
  w.put(s.contact_recalcs);
  w.put(s.impacts);
  w.put(s.penetration_calls);
  snapshot_BallSurfaceManager(s.ball_surface, w);
  w.put(s.objects.length);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    snapshot_RealObject(s.objects[i0], w);
  }
  w.put(s.cores.length);
  for (let i0 = 0; i0 < s.cores.length; i0++) {
    snapshot_PhysCoreView(s.cores[i0], w);
  }
  w.put(s.mindists.length);
  for (let i0 = 0; i0 < s.mindists.length; i0++) {
    snapshot_Mindist(s.mindists[i0], w);
  }
  w.put(s.free_mindists.length);
  for (let i0 = 0; i0 < s.free_mindists.length; i0++) {
    w.put(s.free_mindists[i0]);
  }
  w.put(s.mindist_of_event.length);
  for (let i0 = 0; i0 < s.mindist_of_event.length; i0++) {
    w.put(s.mindist_of_event[i0]);
  }
  w.ref(s.solvers);
  w.ref(s.penetration);
}

/** Reads a IvpEnvironment back from a snapshot stream written by snapshot_IvpEnvironment. */
export function restore_IvpEnvironment(s: IvpEnvironment, r: SnapshotReader): void {
  r.enter(s);
  restore_TimeManager(s.tm, r);
  restore_MindistManager(s.mm, r);
  restore_OvWorld(s.ov, r);
  restore_RangeManager(s.range, r);
  restore_MindistSettings(s.settings, r);
  restore_CacheManager(s.caches, r);
  restore_PoseScratch(s.caches_scratch, r);
  restore_PsiEnv(s.psi, r);
  s.gravity.x = r.get();
  s.gravity.y = r.get();
  s.gravity.z = r.get();
  s.live_mindists = r.get();
  s.created_mindists = r.get();
  s.deleted_mindists = r.get();
  s.watcher_checks = r.get();
  s.contact_recalcs = r.get();
  s.impacts = r.get();
  s.penetration_calls = r.get();
  restore_BallSurfaceManager(s.ball_surface, r);
  s.objects.length = r.get();
  for (let i0 = 0; i0 < s.objects.length; i0++) if (s.objects[i0] === undefined) s.objects[i0] = new RealObject();
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    restore_RealObject(s.objects[i0], r);
  }
  s.cores.length = r.get();
  for (let i0 = 0; i0 < s.cores.length; i0++) if (s.cores[i0] === undefined) s.cores[i0] = new PhysCoreView();
  for (let i0 = 0; i0 < s.cores.length; i0++) {
    restore_PhysCoreView(s.cores[i0], r);
  }
  s.mindists.length = r.get();
  for (let i0 = 0; i0 < s.mindists.length; i0++) if (s.mindists[i0] === undefined) s.mindists[i0] = new Mindist();
  for (let i0 = 0; i0 < s.mindists.length; i0++) {
    restore_Mindist(s.mindists[i0], r);
  }
  s.free_mindists.length = r.get();
  for (let i0 = 0; i0 < s.free_mindists.length; i0++) {
    s.free_mindists[i0] = r.get();
  }
  s.mindist_of_event.length = r.get();
  for (let i0 = 0; i0 < s.mindist_of_event.length; i0++) {
    s.mindist_of_event[i0] = r.get();
  }
  r.ref((o: MindistSolvers | null) => { s.solvers = o; });
  r.ref((o: PenetrationDynamics | null) => { s.penetration = o; });
}

/**
 * The environment's collision side as its ctor (0x10012a60) and the manager ctor (0x100186e0) leave
 * it: the time manager with the PSI event at 0, empty lists and pools, the OV world, the range
 * manager, settings from t = (double)0.01f, an empty cache ring, phase 5, counters 0.
 *
 * @source 000_b83935d7d7846899.txt §2.1.1; §4.2.5; §4.1 0x10012a60 / 0x100186e0 / 0x10015fe0
 * @unit M16
 * @float x87
 * @spec spec/ivp/mindist/env.spec:111
 */
export function ivp_env_init(mem: Memory, env: IvpEnvironment): void {
  time_manager_init(env.tm);
  env.mindist_of_event.length = 0;
  // the PSI event (id 0) is no mindist's
  env.mindist_of_event.push((-1));
  env.mm.exact_head = null;
  env.mm.invalid_head = null;
  env.mm.wheel.length = 0;
  ov_world_init(env.ov);
  range_manager_init(env.range);
  set_collision_tolerance(env.settings, MINDIST_TOLERANCE);
  cache_manager_init(env.caches, CACHE_RING_SIZE);
  psi_env_init(env.psi);
  env.live_mindists = 0;
  env.created_mindists = 0;
  env.deleted_mindists = 0;
  env.watcher_checks = 0;
  env.contact_recalcs = 0;
  env.impacts = 0;
  env.penetration_calls = 0;
  env.objects.length = 0;
  env.cores.length = 0;
  env.mindists.length = 0;
  env.free_mindists.length = 0;
  ball_surface_manager_init(mem, env.ball_surface);
  env.solvers = null;
  env.penetration = null;
}

/**
 * env+0x88: the OV recheck counter (held by the OV world).
 *
 * @source 000_b83935d7d7846899.txt §8.4; §2.6.2 env+0x88
 * @unit M16
 * @float x87
 * @spec spec/ivp/mindist/env.spec:145
 */
export function ivp_env_ov_rechecks(env: IvpEnvironment): number {
  return env.ov.recheck_count;
}

/**
 * A mindist pool slot for the ctor: the last freed slot, else a new one with its own time event.
 * The slot comes back live, unlinked, with its event not queued; mindist_ctor fills it.
 *
 * @design Mindists live in a pool owned by the environment (one state root, snapshots by value); LIFO reuse keeps ids a function of the operations.
 * @unit M03
 * @float x87
 * @spec spec/ivp/mindist/env.spec:154
 */
export function mindist_alloc(env: IvpEnvironment): Mindist {
  let id: number = 0;
  const n: number = env.free_mindists.length;
  if (n > 0) {
    id = env.free_mindists[((n - 1) | 0)];
    env.free_mindists.length = ((n - 1) | 0);
  } else {
    id = env.mindists.length;
    env.mindists.push(new Mindist());
    const ev: number = time_manager_new_event(env.tm);
    while (env.mindist_of_event.length <= ev) {
      env.mindist_of_event.push((-1));
    }
    env.mindist_of_event[ev] = id;
    const fresh: Mindist = env.mindists[id];
    fresh.event = ev;
  }
  const md: Mindist = env.mindists[id];
  md.id = id;
  md.live = true;
  md.env = env;
  return md;
}

/**
 * Gives a destroyed mindist's slot back to the pool (after its dtor unlinked it everywhere).
 *
 * @design The pool side of the mindist dtor: the slot is freed last, so a slot is never reused while anything still refers to it.
 * @unit M06
 * @float x87
 * @spec spec/ivp/mindist/env.spec:182
 */
export function mindist_free(env: IvpEnvironment, md: Mindist): void {
  if (!(md.live)) assertFail("spec/ivp/mindist/env.spec:186", "mindist {} is freed twice", [md.id]);
  if (!(env.tm.events[md.event].index === MINDIST_NO_EVENT)) assertFail("spec/ivp/mindist/env.spec:187", "mindist {} is freed with a queued event", [md.id]);
  md.live = false;
  md.next = null;
  md.prev = null;
  md.syn[0].object = null;
  md.syn[1].object = null;
  md.syn[0].next = null;
  md.syn[1].next = null;
  md.syn[0].prev = null;
  md.syn[1].prev = null;
  md.delegator = null;
  env.free_mindists.push(md.id);
}

/**
 * Mindist vtbl[5], the inter-penetration hook (0x10019770): the anomaly manager's
 * inter_penetration (env+0x20 vtbl[2], 0x1002f8f0) on the mindist's objects, with the push speed
 * 2·|g|·dPSI (slot 5). Called by the minimize driver after a failed recalc (M17). Without a
 * PenetrationDynamics host the call is only counted.
 *
 * @source 000_b83935d7d7846899.txt §4.2.2; §2.7 0x10019770 -> 0x1002f8f0
 * @unit M37
 * @float x87
 * @spec spec/ivp/mindist/env.spec:203
 */
export function mindist_inter_penetration_hook(mem: Memory, md: Mindist): void {
  const env: IvpEnvironment | null = md.env;
  env!.penetration_calls = (env!.penetration_calls + 1) | 0;
  const dyn: PenetrationDynamics | null = env!.penetration;
  if (dyn === null) {
    return;
  }
  const a: RealObject | null = md.syn[0].object;
  const b: RealObject | null = md.syn[1].object;
  if (!((a !== null) && (b !== null))) assertFail("spec/ivp/mindist/env.spec:218", "inter-penetration hook: mindist {} has no objects", [md.id]);
  const push: number = anomaly_push_speed_penetration(env!.gravity.x, env!.gravity.y, env!.gravity.z, env!.tm.delta_psi);
  inter_penetration(mem, dyn, a!, b!, md.syn[0].status, md.syn[1].status, mindist_ledge(mem, md, 0), mindist_ledge(mem, md, 1), push, env!.tm.delta_psi);
}
