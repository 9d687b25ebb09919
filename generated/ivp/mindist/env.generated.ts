// GENERATED FILE: do not edit. Engine module ivp.mindist.env: 000 §2.1.1, §4.2.5, §4.2.6, §5.1.2, §8.4: the environment as the collision side reads it, the mindist manager's lists, the counters, the pools, and the contracts with the minimize and event solvers from spec/ivp/mindist/env.spec (sha256 71d0fbbcab206e74).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, assertFail } from "../../../runtime/index.js";
import { EventSolverBlock, copy_EventSolverBlock, hash_EventSolverBlock, reset_EventSolverBlock, restore_EventSolverBlock, snapshot_EventSolverBlock } from "../events/event_block.generated.js";
import { DelegatorRoot, ExclusivePairFilter, FilterChain, GroupFilter, PairFactory, PairObjects, copy_DelegatorRoot, copy_ExclusivePairFilter, copy_FilterChain, copy_GroupFilter, copy_PairObjects, hash_DelegatorRoot, hash_ExclusivePairFilter, hash_FilterChain, hash_GroupFilter, hash_PairObjects, reset_DelegatorRoot, reset_ExclusivePairFilter, reset_FilterChain, reset_GroupFilter, reset_PairObjects, restore_DelegatorRoot, restore_ExclusivePairFilter, restore_FilterChain, restore_GroupFilter, restore_PairObjects, snapshot_DelegatorRoot, snapshot_ExclusivePairFilter, snapshot_FilterChain, snapshot_GroupFilter, snapshot_PairObjects } from "../filters/filters.generated.js";
import { CACHE_RING_SIZE, CacheManager, PoseScratch, cache_manager_init, copy_CacheManager, copy_PoseScratch, hash_CacheManager, hash_PoseScratch, reset_CacheManager, reset_PoseScratch, restore_CacheManager, restore_PoseScratch, snapshot_CacheManager, snapshot_PoseScratch } from "./cache.generated.js";
import { ContactSystem } from "./contact.generated.js";
import { KinematicDriver, KinematicTrack, copy_KinematicDriver, hash_KinematicDriver, kinematic_refresh_core, reset_KinematicDriver, restore_KinematicDriver, snapshot_KinematicDriver } from "./kinematic.generated.js";
import { mindist_init, mindist_went_invalid } from "./manager.generated.js";
import { CollisionDelegator, MINDIST_NO_EVENT, Mindist, copy_Mindist, hash_Mindist, mindist_ctor, mindist_ledge, mindist_recalc_ok, restore_Mindist, snapshot_Mindist } from "./mindist.generated.js";
import { mindist_simulate_time_event, mindist_wheel_pass, update_exact_mindist_events } from "./scheduling.generated.js";
import { MINDIST_TOLERANCE, MindistSettings, copy_MindistSettings, hash_MindistSettings, reset_MindistSettings, restore_MindistSettings, set_collision_tolerance, snapshot_MindistSettings } from "./settings.generated.js";
import { OV_COLLISION_MINDIST, OV_COLLISION_WATCHER, OvElementListener, copy_OvElementListener, env_kinematic_controllers, env_root_collision_deleted, env_set_ov_collision, hash_OvElementListener, ivp_env_init_glue, restore_OvElementListener, snapshot_OvElementListener } from "./timeline.generated.js";
import { ExchangeScratch, OoWatcher, copy_ExchangeScratch, copy_OoWatcher, hash_ExchangeScratch, hash_OoWatcher, oo_watcher_alloc, oo_watcher_init, recursive_mindist_create, reset_ExchangeScratch, restore_ExchangeScratch, restore_OoWatcher, snapshot_ExchangeScratch, snapshot_OoWatcher } from "./watcher.generated.js";
import { anomaly_push_speed_penetration } from "../objects/anomaly.generated.js";
import { BallSurfaceManager, PenetrationDynamics, PhysCoreView, RealObject, ball_surface_manager_init, copy_BallSurfaceManager, copy_PhysCoreView, copy_RealObject, hash_BallSurfaceManager, hash_PhysCoreView, hash_RealObject, inter_penetration, reset_BallSurfaceManager, restore_BallSurfaceManager, restore_PhysCoreView, restore_RealObject, snapshot_BallSurfaceManager, snapshot_PhysCoreView, snapshot_RealObject } from "../objects/real_object.generated.js";
import { OvWorld, copy_OvWorld, hash_OvWorld, ov_world_init, reset_OvWorld, restore_OvWorld, snapshot_OvWorld } from "../space/ov_tree_pairs.generated.js";
import { RangeManager, copy_RangeManager, hash_RangeManager, range_manager_init, reset_RangeManager, restore_RangeManager, snapshot_RangeManager } from "../space/range.generated.js";
import { HullManager } from "../time/hull_manager.generated.js";
import { PSI_NO_MINDIST, PsiCoreSpeeds, PsiEnv, PsiPhases, copy_PsiEnv, hash_PsiEnv, psi_env_init, psi_event, reset_PsiEnv, restore_PsiEnv, snapshot_PsiEnv } from "../time/simulate_psi.generated.js";
import { EventRunner, TM_PSI_EVENT, TimeManager, copy_TimeManager, hash_TimeManager, reset_TimeManager, restore_TimeManager, snapshot_TimeManager, time_manager_init, time_manager_new_event } from "../time/time_manager.generated.js";

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
  minimize(mem: Memory, md: Mindist): number;
  /** the single-pass variant 0x100197f0 (M17): loop countdown 0, one backside fix, no retry */
  minimize_once(mem: Memory, md: Mindist): number;
  /**
   * the event table 0x1007632c (E01) on a filled block: writes blk.event_type (0 = none) and
   * blk.event_time (it starts at blk.t_max)
   */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void;
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
  for (let i = 0; i < src.wheel.length && i < dst.wheel.length; i++) dst.wheel[i] = src.wheel[i];
  if (dst.wheel.length > src.wheel.length) dst.wheel.length = src.wheel.length;
  else for (let i = dst.wheel.length; i < src.wheel.length; i++) dst.wheel.push(src.wheel[i]);
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
export class IvpEnvironment implements PairFactory, CollisionDelegator, PsiPhases, EventRunner {
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
  /** the OO-watcher pool (slot = OoWatcher.id) */
  watchers: OoWatcher[] = [];
  /** free watcher slots, last freed on top */
  free_watchers: number[] = [];
  /** per OV collision index: 1 a mindist, 2 an OO watcher, 0 none */
  ov_collision_kind: number[] = [];
  /** per OV collision index: the mindist or watcher id */
  ov_collision_id: number[] = [];
  /** per object id: the OV element's hull listener */
  ov_listeners: OvElementListener[] = [];
  /** what the filters and the delegator root read of each object (indexed like `objects`) */
  pair_objects: PairObjects = new PairObjects();
  /** the delegator root (0x1002f5a0); its factory is the environment */
  root: DelegatorRoot = new DelegatorRoot();
  /** env+0x18: the glue's filter chain (exclusive pairs first, group strings second) */
  filters: FilterChain = new FilterChain();
  group_filter: GroupFilter = new GroupFilter();
  exclusive_filter: ExclusivePairFilter = new ExclusivePairFilter();
  /** the kinematic driver of the cores (before the dynamics exist) */
  kinematic: KinematicDriver = new KinematicDriver();
  /** the event solver's block (the original's stack struct; one per environment) */
  event_block: EventSolverBlock = new EventSolverBlock();
  /** the child exchange's scratch */
  exchange: ExchangeScratch = new ExchangeScratch();
  /** env+0xb4 +0x10: the short-term arena's nesting count (do_impact) */
  arena_nesting: number = 0;
  /**
   * statistics: events queued by update_exact_mindist_events, mindist events fired,
   * hull_limit_exceeded calls and halfspace re-arms, PSIs simulated
   */
  events_scheduled: number = 0;
  events_fired: number = 0;
  hull_exceeded_calls: number = 0;
  halfspace_rearms: number = 0;
  psi_count: number = 0;
  /** the minimize and event solvers */
  solvers: MindistSolvers | null = null;
  /** the impact and friction systems (null: do_impact only counts) */
  contacts: ContactSystem | null = null;
  /** the anomaly manager's host side for inter_penetration (null: the hook only counts) */
  penetration: PenetrationDynamics | null = null;

  /** Implements PairFactory.create_plain_mindist (@spec spec/ivp/mindist/env.spec:278). */
  create_plain_mindist(mem: Memory, c: number, a: number, b: number, ea: number, eb: number): void {
    const md: Mindist = mindist_alloc(this);
    mindist_ctor(md, this);
    md.ov_collision = c;
    env_set_ov_collision(this, c, OV_COLLISION_MINDIST, md.id);
    mindist_init(mem, this, md, this.objects[a], this.objects[b], ea, eb);
  }

  /** Implements PairFactory.create_oo_watcher (@spec spec/ivp/mindist/env.spec:285). */
  create_oo_watcher(mem: Memory, c: number, a: number, b: number): void {
    const w: OoWatcher = oo_watcher_alloc(this);
    w.ov_collision = c;
    env_set_ov_collision(this, c, OV_COLLISION_WATCHER, w.id);
    oo_watcher_init(mem, this, w, this.objects[a], this.objects[b]);
  }

  /** Implements PairFactory.create_recursive_mindist (@spec spec/ivp/mindist/env.spec:291). */
  create_recursive_mindist(c: number, a: number, b: number, ea: number, eb: number): void {
    recursive_mindist_create(this, ea, eb);
  }

  /** Implements CollisionDelegator.collision_is_going_to_be_deleted (@spec spec/ivp/mindist/env.spec:298). */
  collision_is_going_to_be_deleted(md: Mindist): void {
    const c: number = md.ov_collision;
    md.ov_collision = -1;
    env_root_collision_deleted(this, c);
  }

  /** Implements PsiPhases.step_listeners (@spec spec/ivp/mindist/env.spec:307). */
  step_listeners(): void {

  }

  /** Implements PsiPhases.env_a8_vfunc28 (@spec spec/ivp/mindist/env.spec:309). */
  env_a8_vfunc28(): void {

  }

  /** Implements PsiPhases.unidentified_10013c40 (@spec spec/ivp/mindist/env.spec:311). */
  unidentified_10013c40(): void {

  }

  /** Implements PsiPhases.wheel_pass (@spec spec/ivp/mindist/env.spec:313). */
  wheel_pass(): void {
    mindist_wheel_pass(this);
  }

  /** Implements PsiPhases.controllers (@spec spec/ivp/mindist/env.spec:316). */
  controllers(mem: Memory): void {
    env_kinematic_controllers(mem, this);
  }

  /** Implements PsiPhases.moving_core_count (@spec spec/ivp/mindist/env.spec:319). */
  moving_core_count(): number {
    return this.kinematic.moving.length;
  }

  /** Implements PsiPhases.integrate_core (@spec spec/ivp/mindist/env.spec:322). */
  integrate_core(core: number, speeds: PsiCoreSpeeds): void {
    const d: KinematicDriver = this.kinematic;
    const tr: KinematicTrack = d.tracks[d.moving_track[core]];
    kinematic_refresh_core(d, tr, this.tm.current_time, this.tm.delta_psi, this.tm.inv_delta_psi);
    const c: PhysCoreView | null = tr.core;
    speeds.current_speed = c!.current_speed;
    speeds.rot_surface_speed = c!.rot_surface_speed;
  }

  /** Implements PsiPhases.core_object_count (@spec spec/ivp/mindist/env.spec:330). */
  core_object_count(core: number): number {
    const c: PhysCoreView | null = this.kinematic.moving[core];
    return c!.objects.length;
  }

  /** Implements PsiPhases.core_object_hull (@spec spec/ivp/mindist/env.spec:334). */
  core_object_hull(core: number, object: number): HullManager | null {
    const c: PhysCoreView | null = this.kinematic.moving[core];
    const o: RealObject | null = c!.objects[object];
    return o!.hull;
  }

  /** Implements PsiPhases.exact_first (@spec spec/ivp/mindist/env.spec:339). */
  exact_first(): number {
    const h: Mindist | null = this.mm.exact_head;
    if (h === null) {
      return PSI_NO_MINDIST;
    }
    return h!.id;
  }

  /** Implements PsiPhases.exact_next (@spec spec/ivp/mindist/env.spec:346). */
  exact_next(md: number): number {
    const n: Mindist | null = this.mindists[md].next;
    if (n === null) {
      return PSI_NO_MINDIST;
    }
    return n!.id;
  }

  /** Implements PsiPhases.short_recalc_mindist (@spec spec/ivp/mindist/env.spec:353). */
  short_recalc_mindist(mem: Memory, md: number): boolean {
    const m: Mindist = this.mindists[md];
    $host.i32(this.solvers!.minimize(mem, m), "MindistSolvers.minimize (spec/ivp/mindist/env.spec:355)");
    return mindist_recalc_ok(m);
  }

  /** Implements PsiPhases.exact_went_invalid (@spec spec/ivp/mindist/env.spec:358). */
  exact_went_invalid(md: number): void {
    mindist_went_invalid(this, this.mindists[md]);
  }

  /** Implements PsiPhases.critic_update_events (@spec spec/ivp/mindist/env.spec:361). */
  critic_update_events(mem: Memory, md: number, allow_hull: boolean, hint: number): void {
    update_exact_mindist_events(mem, this, this.mindists[md], allow_hull, hint);
  }

  /** Implements EventRunner.simulate_time_event (@spec spec/ivp/mindist/env.spec:369). */
  simulate_time_event(mem: Memory, tm: TimeManager, id: number): void {
    if (id === TM_PSI_EVENT) {
      psi_event(mem, tm, this.psi, this);
      this.psi_count = (this.psi_count + 1) | 0;
      return;
    }
    const m: number = this.mindist_of_event[id];
    if (!(m >= 0)) assertFail("spec/ivp/mindist/env.spec:376", "event {} belongs to no mindist", [id]);
    mindist_simulate_time_event(mem, this, this.mindists[m]);
  }
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
  s.watchers.length = 0;
  s.free_watchers.length = 0;
  s.ov_collision_kind.length = 0;
  s.ov_collision_id.length = 0;
  s.ov_listeners.length = 0;
  reset_PairObjects(s.pair_objects);
  reset_DelegatorRoot(s.root);
  reset_FilterChain(s.filters);
  reset_GroupFilter(s.group_filter);
  reset_ExclusivePairFilter(s.exclusive_filter);
  reset_KinematicDriver(s.kinematic);
  reset_EventSolverBlock(s.event_block);
  reset_ExchangeScratch(s.exchange);
  s.arena_nesting = 0;
  s.events_scheduled = 0;
  s.events_fired = 0;
  s.hull_exceeded_calls = 0;
  s.halfspace_rearms = 0;
  s.psi_count = 0;
  s.solvers = null;
  s.contacts = null;
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
  for (let i = 0; i < src.free_mindists.length && i < dst.free_mindists.length; i++) dst.free_mindists[i] = src.free_mindists[i];
  if (dst.free_mindists.length > src.free_mindists.length) dst.free_mindists.length = src.free_mindists.length;
  else for (let i = dst.free_mindists.length; i < src.free_mindists.length; i++) dst.free_mindists.push(src.free_mindists[i]);
  for (let i = 0; i < src.mindist_of_event.length && i < dst.mindist_of_event.length; i++) dst.mindist_of_event[i] = src.mindist_of_event[i];
  if (dst.mindist_of_event.length > src.mindist_of_event.length) dst.mindist_of_event.length = src.mindist_of_event.length;
  else for (let i = dst.mindist_of_event.length; i < src.mindist_of_event.length; i++) dst.mindist_of_event.push(src.mindist_of_event[i]);
  dst.watchers.length = src.watchers.length;
  for (let i = 0; i < src.watchers.length; i++) { if (dst.watchers[i] === undefined) dst.watchers[i] = new OoWatcher(); copy_OoWatcher(dst.watchers[i], src.watchers[i]); }
  for (let i = 0; i < src.free_watchers.length && i < dst.free_watchers.length; i++) dst.free_watchers[i] = src.free_watchers[i];
  if (dst.free_watchers.length > src.free_watchers.length) dst.free_watchers.length = src.free_watchers.length;
  else for (let i = dst.free_watchers.length; i < src.free_watchers.length; i++) dst.free_watchers.push(src.free_watchers[i]);
  for (let i = 0; i < src.ov_collision_kind.length && i < dst.ov_collision_kind.length; i++) dst.ov_collision_kind[i] = src.ov_collision_kind[i];
  if (dst.ov_collision_kind.length > src.ov_collision_kind.length) dst.ov_collision_kind.length = src.ov_collision_kind.length;
  else for (let i = dst.ov_collision_kind.length; i < src.ov_collision_kind.length; i++) dst.ov_collision_kind.push(src.ov_collision_kind[i]);
  for (let i = 0; i < src.ov_collision_id.length && i < dst.ov_collision_id.length; i++) dst.ov_collision_id[i] = src.ov_collision_id[i];
  if (dst.ov_collision_id.length > src.ov_collision_id.length) dst.ov_collision_id.length = src.ov_collision_id.length;
  else for (let i = dst.ov_collision_id.length; i < src.ov_collision_id.length; i++) dst.ov_collision_id.push(src.ov_collision_id[i]);
  dst.ov_listeners.length = src.ov_listeners.length;
  for (let i = 0; i < src.ov_listeners.length; i++) { if (dst.ov_listeners[i] === undefined) dst.ov_listeners[i] = new OvElementListener(); copy_OvElementListener(dst.ov_listeners[i], src.ov_listeners[i]); }
  copy_PairObjects(dst.pair_objects, src.pair_objects);
  copy_DelegatorRoot(dst.root, src.root);
  copy_FilterChain(dst.filters, src.filters);
  copy_GroupFilter(dst.group_filter, src.group_filter);
  copy_ExclusivePairFilter(dst.exclusive_filter, src.exclusive_filter);
  copy_KinematicDriver(dst.kinematic, src.kinematic);
  copy_EventSolverBlock(dst.event_block, src.event_block);
  copy_ExchangeScratch(dst.exchange, src.exchange);
  dst.arena_nesting = src.arena_nesting;
  dst.events_scheduled = src.events_scheduled;
  dst.events_fired = src.events_fired;
  dst.hull_exceeded_calls = src.hull_exceeded_calls;
  dst.halfspace_rearms = src.halfspace_rearms;
  dst.psi_count = src.psi_count;
  dst.solvers = src.solvers;
  dst.contacts = src.contacts;
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
  h.u32(s.watchers.length);
  for (let i0 = 0; i0 < s.watchers.length; i0++) {
    hash_OoWatcher(s.watchers[i0], h);
  }
  h.u32(s.free_watchers.length);
  for (let i0 = 0; i0 < s.free_watchers.length; i0++) {
    h.i32(s.free_watchers[i0]);
  }
  h.u32(s.ov_collision_kind.length);
  for (let i0 = 0; i0 < s.ov_collision_kind.length; i0++) {
    h.i32(s.ov_collision_kind[i0]);
  }
  h.u32(s.ov_collision_id.length);
  for (let i0 = 0; i0 < s.ov_collision_id.length; i0++) {
    h.i32(s.ov_collision_id[i0]);
  }
  h.u32(s.ov_listeners.length);
  for (let i0 = 0; i0 < s.ov_listeners.length; i0++) {
    hash_OvElementListener(s.ov_listeners[i0], h);
  }
  hash_PairObjects(s.pair_objects, h);
  hash_DelegatorRoot(s.root, h);
  hash_FilterChain(s.filters, h);
  hash_GroupFilter(s.group_filter, h);
  hash_ExclusivePairFilter(s.exclusive_filter, h);
  hash_KinematicDriver(s.kinematic, h);
  hash_EventSolverBlock(s.event_block, h);
  hash_ExchangeScratch(s.exchange, h);
  h.i32(s.arena_nesting);
  h.i32(s.events_scheduled);
  h.i32(s.events_fired);
  h.i32(s.hull_exceeded_calls);
  h.i32(s.halfspace_rearms);
  h.i32(s.psi_count);
  h.ref(s.solvers);
  h.ref(s.contacts);
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
  w.put(s.watchers.length);
  for (let i0 = 0; i0 < s.watchers.length; i0++) {
    snapshot_OoWatcher(s.watchers[i0], w);
  }
  w.put(s.free_watchers.length);
  for (let i0 = 0; i0 < s.free_watchers.length; i0++) {
    w.put(s.free_watchers[i0]);
  }
  w.put(s.ov_collision_kind.length);
  for (let i0 = 0; i0 < s.ov_collision_kind.length; i0++) {
    w.put(s.ov_collision_kind[i0]);
  }
  w.put(s.ov_collision_id.length);
  for (let i0 = 0; i0 < s.ov_collision_id.length; i0++) {
    w.put(s.ov_collision_id[i0]);
  }
  w.put(s.ov_listeners.length);
  for (let i0 = 0; i0 < s.ov_listeners.length; i0++) {
    snapshot_OvElementListener(s.ov_listeners[i0], w);
  }
  snapshot_PairObjects(s.pair_objects, w);
  snapshot_DelegatorRoot(s.root, w);
  snapshot_FilterChain(s.filters, w);
  snapshot_GroupFilter(s.group_filter, w);
  snapshot_ExclusivePairFilter(s.exclusive_filter, w);
  snapshot_KinematicDriver(s.kinematic, w);
  snapshot_EventSolverBlock(s.event_block, w);
  snapshot_ExchangeScratch(s.exchange, w);
  w.put(s.arena_nesting);
  w.put(s.events_scheduled);
  w.put(s.events_fired);
  w.put(s.hull_exceeded_calls);
  w.put(s.halfspace_rearms);
  w.put(s.psi_count);
  w.ref(s.solvers);
  w.ref(s.contacts);
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
  s.watchers.length = r.get();
  for (let i0 = 0; i0 < s.watchers.length; i0++) if (s.watchers[i0] === undefined) s.watchers[i0] = new OoWatcher();
  for (let i0 = 0; i0 < s.watchers.length; i0++) {
    restore_OoWatcher(s.watchers[i0], r);
  }
  s.free_watchers.length = r.get();
  for (let i0 = 0; i0 < s.free_watchers.length; i0++) {
    s.free_watchers[i0] = r.get();
  }
  s.ov_collision_kind.length = r.get();
  for (let i0 = 0; i0 < s.ov_collision_kind.length; i0++) {
    s.ov_collision_kind[i0] = r.get();
  }
  s.ov_collision_id.length = r.get();
  for (let i0 = 0; i0 < s.ov_collision_id.length; i0++) {
    s.ov_collision_id[i0] = r.get();
  }
  s.ov_listeners.length = r.get();
  for (let i0 = 0; i0 < s.ov_listeners.length; i0++) if (s.ov_listeners[i0] === undefined) s.ov_listeners[i0] = new OvElementListener();
  for (let i0 = 0; i0 < s.ov_listeners.length; i0++) {
    restore_OvElementListener(s.ov_listeners[i0], r);
  }
  restore_PairObjects(s.pair_objects, r);
  restore_DelegatorRoot(s.root, r);
  restore_FilterChain(s.filters, r);
  restore_GroupFilter(s.group_filter, r);
  restore_ExclusivePairFilter(s.exclusive_filter, r);
  restore_KinematicDriver(s.kinematic, r);
  restore_EventSolverBlock(s.event_block, r);
  restore_ExchangeScratch(s.exchange, r);
  s.arena_nesting = r.get();
  s.events_scheduled = r.get();
  s.events_fired = r.get();
  s.hull_exceeded_calls = r.get();
  s.halfspace_rearms = r.get();
  s.psi_count = r.get();
  r.ref((o: MindistSolvers | null) => { s.solvers = o; });
  r.ref((o: ContactSystem | null) => { s.contacts = o; });
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
 * @spec spec/ivp/mindist/env.spec:152
 */
export function ivp_env_init(mem: Memory, env: IvpEnvironment): void {
  time_manager_init(env.tm);
  env.mindist_of_event.length = 0;
  // the PSI event (id 0) is no mindist's
  env.mindist_of_event.push(-1);
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
  env.watchers.length = 0;
  env.free_watchers.length = 0;
  env.ov_collision_kind.length = 0;
  env.ov_collision_id.length = 0;
  env.ov_listeners.length = 0;
  env.pair_objects.list.length = 0;
  env.arena_nesting = 0;
  env.events_scheduled = 0;
  env.events_fired = 0;
  env.hull_exceeded_calls = 0;
  env.halfspace_rearms = 0;
  env.psi_count = 0;
  env.solvers = null;
  env.contacts = null;
  env.penetration = null;
  ivp_env_init_glue(env);
}

/**
 * env+0x88: the OV recheck counter (held by the OV world).
 *
 * @source 000_b83935d7d7846899.txt §8.4; §2.6.2 env+0x88
 * @unit M16
 * @float x87
 * @spec spec/ivp/mindist/env.spec:198
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
 * @spec spec/ivp/mindist/env.spec:208
 */
export function mindist_alloc(env: IvpEnvironment): Mindist {
  let id: number = 0;
  const n: number = env.free_mindists.length;
  if (n > 0) {
    id = env.free_mindists[(n - 1) | 0];
    env.free_mindists.length = (n - 1) | 0;
  } else {
    id = env.mindists.length;
    env.mindists.push(new Mindist());
    const ev: number = time_manager_new_event(env.tm);
    while (env.mindist_of_event.length <= ev) {
      env.mindist_of_event.push(-1);
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
 * @spec spec/ivp/mindist/env.spec:235
 */
export function mindist_free(env: IvpEnvironment, md: Mindist): void {
  if (!md.live) assertFail("spec/ivp/mindist/env.spec:236", "mindist {} is freed twice", [md.id]);
  if (env.tm.events[md.event].index !== MINDIST_NO_EVENT) assertFail("spec/ivp/mindist/env.spec:237", "mindist {} is freed with a queued event", [md.id]);
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
 * @spec spec/ivp/mindist/env.spec:259
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
  if (!(a !== null && b !== null)) assertFail("spec/ivp/mindist/env.spec:268", "inter-penetration hook: mindist {} has no objects", [md.id]);
  const push: number = anomaly_push_speed_penetration(env!.gravity.x, env!.gravity.y, env!.gravity.z, env!.tm.delta_psi);
  inter_penetration(mem, dyn, a!, b!, md.syn[0].status, md.syn[1].status, mindist_ledge(mem, md, 0), mindist_ledge(mem, md, 1), push, env!.tm.delta_psi);
}
