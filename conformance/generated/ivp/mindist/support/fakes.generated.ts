// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.fakes: Test fakes for the collision timeline: scripted and analytic stand-ins for the minimize and event solvers, a recording contact system, fixtures from spec/ivp/mindist/tests/fakes.spec (sha256 50ad3a15f2c16ea7).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64 } from "../../../../../runtime/index.js";
import { EventSolverBlock } from "../../../../../generated/ivp/events/event_block.generated.js";
import { LedgeSoup, reset_LedgeSoup, soup_add_concave, soup_compile, soup_init } from "../../../../../generated/ivp/geometry/soup.generated.js";
import { PolygonSurfaceManager, copy_PolygonSurfaceManager, hash_PolygonSurfaceManager, psm_init, reset_PolygonSurfaceManager, restore_PolygonSurfaceManager, snapshot_PolygonSurfaceManager } from "../../../../../generated/ivp/geometry/surface_manager.generated.js";
import { CacheObject } from "../../../../../generated/ivp/geometry/two_object.generated.js";
import { cache_object_get, cache_object_release, cache_origin } from "../../../../../generated/ivp/mindist/cache.generated.js";
import { ContactSystem, core_is_fixed } from "../../../../../generated/ivp/mindist/contact.generated.js";
import { IvpEnvironment, MINIMIZE_ALREADY_DONE, MINIMIZE_OK, MindistSolvers, copy_IvpEnvironment, hash_IvpEnvironment, ivp_env_init, reset_IvpEnvironment, restore_IvpEnvironment, snapshot_IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { Mindist, SYNAPSE_STATUS_FACE, mindist_coll_dist_index, mindist_coll_type, mindist_set_recalc_failed, mindist_set_recalc_ok } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { recalc_mindist, recalc_mindist_once } from "../../../../../generated/ivp/mindist/minimize.generated.js";
import { core_repredict_after_impact } from "../../../../../generated/ivp/mindist/scheduling.generated.js";
import { settings_coll_dist } from "../../../../../generated/ivp/mindist/settings.generated.js";
import { ivp_env_add_ball, ivp_env_add_core, ivp_env_add_polygon, ivp_env_script_core } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { PhysCoreView, RealObject, SYNAPSE_STATUS_BALL } from "../../../../../generated/ivp/objects/real_object.generated.js";

/**
 * A minimize/event stand-in with scripted answers, logging every call: `log` gets 1000 + md id
 * per minimize, 2000 + md id per single-pass minimize, 3000 + md id per event dispatch.
 */
export class ScriptedSolvers implements MindistSolvers {
  log: number[] = [];
  /** minimize: the return code (1 OK: recalc_ok; else failed) and, when set_len, the len written */
  rc: number = 0;
  set_len: boolean = false;
  len: number = ZERO_F64;
  /** event: the type (0 none) and the time relative to t_now */
  ev_type: number = 0;
  ev_dt: number = ZERO_F64;
  /** the block of the last dispatch */
  worst: number = ZERO_F64;
  sum_max: number = ZERO_F64;
  proj: number = ZERO_F64;
  rot_sum: number = ZERO_F64;
  t_now: number = ZERO_F64;
  t_max: number = ZERO_F64;

  /** Implements MindistSolvers.minimize (@spec spec/ivp/mindist/tests/fakes.spec:29). */
  minimize(mem: Memory, md: Mindist): number {
    this.log.push((1000 + md.id) | 0);
    return scripted_minimize(this, md);
  }

  /** Implements MindistSolvers.minimize_once (@spec spec/ivp/mindist/tests/fakes.spec:33). */
  minimize_once(mem: Memory, md: Mindist): number {
    this.log.push((2000 + md.id) | 0);
    return scripted_minimize(this, md);
  }

  /** Implements MindistSolvers.event_dispatch (@spec spec/ivp/mindist/tests/fakes.spec:37). */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void {
    const md: Mindist | null = blk.mindist;
    this.log.push((3000 + md!.id) | 0);
    this.worst = blk.worst_case_speed;
    this.sum_max = blk.sum_max_speed;
    this.proj = blk.proj_center_speed;
    this.rot_sum = blk.rot_sum;
    this.t_now = blk.t_now;
    this.t_max = blk.t_max;
    blk.event_type = this.ev_type;
    blk.event_time = blk.t_now + this.ev_dt;
  }
}

/** Puts a ScriptedSolvers back into the zero state `new ScriptedSolvers()` gives, in place. */
export function reset_ScriptedSolvers(s: ScriptedSolvers): void {
  s.log.length = 0;
  s.rc = 0;
  s.set_len = false;
  s.len = 0;
  s.ev_type = 0;
  s.ev_dt = 0;
  s.worst = 0;
  s.sum_max = 0;
  s.proj = 0;
  s.rot_sum = 0;
  s.t_now = 0;
  s.t_max = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ScriptedSolvers(dst: ScriptedSolvers, src: ScriptedSolvers): void {
  for (let i = 0; i < src.log.length && i < dst.log.length; i++) dst.log[i] = src.log[i];
  if (dst.log.length > src.log.length) dst.log.length = src.log.length;
  else for (let i = dst.log.length; i < src.log.length; i++) dst.log.push(src.log[i]);
  dst.rc = src.rc;
  dst.set_len = src.set_len;
  dst.len = src.len;
  dst.ev_type = src.ev_type;
  dst.ev_dt = src.ev_dt;
  dst.worst = src.worst;
  dst.sum_max = src.sum_max;
  dst.proj = src.proj;
  dst.rot_sum = src.rot_sum;
  dst.t_now = src.t_now;
  dst.t_max = src.t_max;
}

/**
 * The real minimize solver (MINIMIZE's recalc_mindist) with no event solver: every prediction
 * finds no event. For timelines whose changes come through the SHORT recalcs alone (A3 at rest).
 */
export class MinimizeOnlySolvers implements MindistSolvers {
  minimize_calls: number = 0;
  event_calls: number = 0;

  /** Implements MindistSolvers.minimize (@spec spec/ivp/mindist/tests/fakes.spec:59). */
  minimize(mem: Memory, md: Mindist): number {
    this.minimize_calls = (this.minimize_calls + 1) | 0;
    return recalc_mindist(mem, md);
  }

  /** Implements MindistSolvers.minimize_once (@spec spec/ivp/mindist/tests/fakes.spec:63). */
  minimize_once(mem: Memory, md: Mindist): number {
    this.minimize_calls = (this.minimize_calls + 1) | 0;
    return recalc_mindist_once(mem, md);
  }

  /** Implements MindistSolvers.event_dispatch (@spec spec/ivp/mindist/tests/fakes.spec:67). */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void {
    this.event_calls = (this.event_calls + 1) | 0;
  }
}

/** Puts a MinimizeOnlySolvers back into the zero state `new MinimizeOnlySolvers()` gives, in place. */
export function reset_MinimizeOnlySolvers(s: MinimizeOnlySolvers): void {
  s.minimize_calls = 0;
  s.event_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MinimizeOnlySolvers(dst: MinimizeOnlySolvers, src: MinimizeOnlySolvers): void {
  dst.minimize_calls = src.minimize_calls;
  dst.event_calls = src.event_calls;
}

/** Feeds the raw bits of a MinimizeOnlySolvers to the hasher, field by field in declaration order. */
export function hash_MinimizeOnlySolvers(s: MinimizeOnlySolvers, h: StateHasher): void {
  h.enter(s);
  h.i32(s.minimize_calls);
  h.i32(s.event_calls);
}

/** Writes a MinimizeOnlySolvers to a snapshot stream. */
export function snapshot_MinimizeOnlySolvers(s: MinimizeOnlySolvers, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.minimize_calls);
  w.put(s.event_calls);
}

/** Reads a MinimizeOnlySolvers back from a snapshot stream written by snapshot_MinimizeOnlySolvers. */
export function restore_MinimizeOnlySolvers(s: MinimizeOnlySolvers, r: SnapshotReader): void {
  r.enter(s);
  s.minimize_calls = r.get();
  s.event_calls = r.get();
}

/**
 * The real minimize solver with a linear stand-in for the event solver: the event is the time
 * the mindist's own len reaches cd at the current approach speed along its own normal (exact for a
 * face at constant velocity; the real event solver replaces it once EVENTS is merged).
 */
export class MinimizeLinearSolvers implements MindistSolvers {
  linear: FloorSolvers = new FloorSolvers();
  minimize_calls: number = 0;

  /** Implements MindistSolvers.minimize (@spec spec/ivp/mindist/tests/fakes.spec:81). */
  minimize(mem: Memory, md: Mindist): number {
    this.minimize_calls = (this.minimize_calls + 1) | 0;
    return recalc_mindist(mem, md);
  }

  /** Implements MindistSolvers.minimize_once (@spec spec/ivp/mindist/tests/fakes.spec:85). */
  minimize_once(mem: Memory, md: Mindist): number {
    this.minimize_calls = (this.minimize_calls + 1) | 0;
    return recalc_mindist_once(mem, md);
  }

  /** Implements MindistSolvers.event_dispatch (@spec spec/ivp/mindist/tests/fakes.spec:89). */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void {
    floor_event(this.linear, blk);
  }
}

/** Puts a MinimizeLinearSolvers back into the zero state `new MinimizeLinearSolvers()` gives, in place. */
export function reset_MinimizeLinearSolvers(s: MinimizeLinearSolvers): void {
  reset_FloorSolvers(s.linear);
  s.minimize_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MinimizeLinearSolvers(dst: MinimizeLinearSolvers, src: MinimizeLinearSolvers): void {
  copy_FloorSolvers(dst.linear, src.linear);
  dst.minimize_calls = src.minimize_calls;
}

/**
 * Exact answers for balls over the horizontal plane z = floor_z (any polygon object is that
 * plane) and for ball pairs: len = centre height − floor − r (or |cA − cB| − rA − rB), normal
 * +z (or from B to A), the face status; the event is the time the len reaches cd at the balls'
 * current velocities (code 0x20 / 0x10), at t_now when already within cd and approaching.
 */
export class FloorSolvers implements MindistSolvers {
  floor_z: number = ZERO_F64;
  minimize_calls: number = 0;
  event_calls: number = 0;

  /** Implements MindistSolvers.minimize (@spec spec/ivp/mindist/tests/fakes.spec:120). */
  minimize(mem: Memory, md: Mindist): number {
    return floor_minimize(this, md);
  }

  /** Implements MindistSolvers.minimize_once (@spec spec/ivp/mindist/tests/fakes.spec:123). */
  minimize_once(mem: Memory, md: Mindist): number {
    return floor_minimize(this, md);
  }

  /** Implements MindistSolvers.event_dispatch (@spec spec/ivp/mindist/tests/fakes.spec:126). */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void {
    floor_event(this, blk);
  }
}

/** Puts a FloorSolvers back into the zero state `new FloorSolvers()` gives, in place. */
export function reset_FloorSolvers(s: FloorSolvers): void {
  s.floor_z = 0;
  s.minimize_calls = 0;
  s.event_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_FloorSolvers(dst: FloorSolvers, src: FloorSolvers): void {
  dst.floor_z = src.floor_z;
  dst.minimize_calls = src.minimize_calls;
  dst.event_calls = src.event_calls;
}

/**
 * An environment with solvers s, and a static single-triangle floor at z = 0 (a plain-mindist
 * partner: one ledge) and its polygon surface manager kept in `floor_sm`.
 */
export class FakeWorld {
  env: IvpEnvironment = new IvpEnvironment();
  floor_sm: PolygonSurfaceManager = new PolygonSurfaceManager();
  floor_core: PhysCoreView | null = null;
  floor: RealObject | null = null;
  contacts: RecordingContacts = new RecordingContacts();
}

/** Puts a FakeWorld back into the zero state `new FakeWorld()` gives, in place. */
export function reset_FakeWorld(s: FakeWorld): void {
  reset_IvpEnvironment(s.env);
  reset_PolygonSurfaceManager(s.floor_sm);
  s.floor_core = null;
  s.floor = null;
  reset_RecordingContacts(s.contacts);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_FakeWorld(dst: FakeWorld, src: FakeWorld): void {
  copy_IvpEnvironment(dst.env, src.env);
  copy_PolygonSurfaceManager(dst.floor_sm, src.floor_sm);
  dst.floor_core = src.floor_core;
  dst.floor = src.floor;
  copy_RecordingContacts(dst.contacts, src.contacts);
}

/** Feeds the raw bits of a FakeWorld to the hasher, field by field in declaration order. */
export function hash_FakeWorld(s: FakeWorld, h: StateHasher): void {
  h.enter(s);
  hash_IvpEnvironment(s.env, h);
  hash_PolygonSurfaceManager(s.floor_sm, h);
  h.ref(s.floor_core);
  h.ref(s.floor);
  hash_RecordingContacts(s.contacts, h);
}

/** Writes a FakeWorld to a snapshot stream. */
export function snapshot_FakeWorld(s: FakeWorld, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_IvpEnvironment(s.env, w);
  snapshot_PolygonSurfaceManager(s.floor_sm, w);
  w.ref(s.floor_core);
  w.ref(s.floor);
  snapshot_RecordingContacts(s.contacts, w);
}

/** Reads a FakeWorld back from a snapshot stream written by snapshot_FakeWorld. */
export function restore_FakeWorld(s: FakeWorld, r: SnapshotReader): void {
  r.enter(s);
  restore_IvpEnvironment(s.env, r);
  restore_PolygonSurfaceManager(s.floor_sm, r);
  r.ref((o: PhysCoreView | null) => { s.floor_core = o; });
  r.ref((o: RealObject | null) => { s.floor = o; });
  restore_RecordingContacts(s.contacts, r);
}

/**
 * Records every ContactSystem call. `log` gets 100·code + the mindist id (1 wake, 2 core step
 * (+ core id), 3 impact, 4 friction, 5 revive (+ core id)); per impact the mindist's len, event
 * code and the time; the impact re-predicts both cores (0x1000d930) as the impact system does.
 */
export class RecordingContacts implements ContactSystem {
  env: IvpEnvironment | null = null;
  log: number[] = [];
  impact_mindists: number[] = [];
  impact_len: number[] = [];
  impact_code: number[] = [];
  impact_time: number[] = [];
  impact_normal_z: number[] = [];
  /** the answer of generate_friction */
  friction_new: boolean = false;
  /** the answer of in_friction_system */
  in_system: boolean = false;
  /**
   * an inelastic stand-in for the impact solver's velocity write: the movable cores' velocity
   * (+0xa4) and |v| (+0x1b8) become 0 before the re-prediction (their extrapolation, +0xd8, is
   * the integrator's and stays until the next PSI)
   */
  stop_on_impact: boolean = false;

  /** Implements ContactSystem.wake_object (@spec spec/ivp/mindist/tests/fakes.spec:303). */
  wake_object(mem: Memory, obj: RealObject): void {
    this.log.push((100 + obj.id) | 0);
  }

  /** Implements ContactSystem.core_before_impact (@spec spec/ivp/mindist/tests/fakes.spec:306). */
  core_before_impact(core: PhysCoreView): void {
    this.log.push((200 + core.id) | 0);
  }

  /** Implements ContactSystem.impact_entry (@spec spec/ivp/mindist/tests/fakes.spec:309). */
  impact_entry(mem: Memory, md: Mindist, o0: RealObject, o1: RealObject): void {
    const env: IvpEnvironment | null = this.env;
    this.log.push((300 + md.id) | 0);
    this.impact_mindists.push(md.id);
    this.impact_len.push(md.len_numerator);
    this.impact_code.push(mindist_coll_type(md));
    this.impact_time.push(env!.tm.current_time);
    this.impact_normal_z.push(md.contact_plane.z);
    if (this.stop_on_impact) {
      contacts_stop_core(o0.core!);
      contacts_stop_core(o1.core!);
    }
    // the friction post-processing re-predicts the touched cores (0x10024320 → 0x1000d930)
    core_repredict_after_impact(mem, env!, o0.core!);
    core_repredict_after_impact(mem, env!, o1.core!);
  }

  /** Implements ContactSystem.generate_friction (@spec spec/ivp/mindist/tests/fakes.spec:325). */
  generate_friction(mem: Memory, md: Mindist): boolean {
    this.log.push((400 + md.id) | 0);
    return this.friction_new;
  }

  /** Implements ContactSystem.in_friction_system (@spec spec/ivp/mindist/tests/fakes.spec:329). */
  in_friction_system(a: PhysCoreView, b: PhysCoreView): boolean {
    return this.in_system;
  }

  /** Implements ContactSystem.revive_core (@spec spec/ivp/mindist/tests/fakes.spec:332). */
  revive_core(mem: Memory, core: PhysCoreView): void {
    this.log.push((500 + core.id) | 0);
  }
}

/** Puts a RecordingContacts back into the zero state `new RecordingContacts()` gives, in place. */
export function reset_RecordingContacts(s: RecordingContacts): void {
  s.env = null;
  s.log.length = 0;
  s.impact_mindists.length = 0;
  s.impact_len.length = 0;
  s.impact_code.length = 0;
  s.impact_time.length = 0;
  s.impact_normal_z.length = 0;
  s.friction_new = false;
  s.in_system = false;
  s.stop_on_impact = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RecordingContacts(dst: RecordingContacts, src: RecordingContacts): void {
  dst.env = src.env;
  for (let i = 0; i < src.log.length && i < dst.log.length; i++) dst.log[i] = src.log[i];
  if (dst.log.length > src.log.length) dst.log.length = src.log.length;
  else for (let i = dst.log.length; i < src.log.length; i++) dst.log.push(src.log[i]);
  for (let i = 0; i < src.impact_mindists.length && i < dst.impact_mindists.length; i++) dst.impact_mindists[i] = src.impact_mindists[i];
  if (dst.impact_mindists.length > src.impact_mindists.length) dst.impact_mindists.length = src.impact_mindists.length;
  else for (let i = dst.impact_mindists.length; i < src.impact_mindists.length; i++) dst.impact_mindists.push(src.impact_mindists[i]);
  for (let i = 0; i < src.impact_len.length && i < dst.impact_len.length; i++) dst.impact_len[i] = src.impact_len[i];
  if (dst.impact_len.length > src.impact_len.length) dst.impact_len.length = src.impact_len.length;
  else for (let i = dst.impact_len.length; i < src.impact_len.length; i++) dst.impact_len.push(src.impact_len[i]);
  for (let i = 0; i < src.impact_code.length && i < dst.impact_code.length; i++) dst.impact_code[i] = src.impact_code[i];
  if (dst.impact_code.length > src.impact_code.length) dst.impact_code.length = src.impact_code.length;
  else for (let i = dst.impact_code.length; i < src.impact_code.length; i++) dst.impact_code.push(src.impact_code[i]);
  for (let i = 0; i < src.impact_time.length && i < dst.impact_time.length; i++) dst.impact_time[i] = src.impact_time[i];
  if (dst.impact_time.length > src.impact_time.length) dst.impact_time.length = src.impact_time.length;
  else for (let i = dst.impact_time.length; i < src.impact_time.length; i++) dst.impact_time.push(src.impact_time[i]);
  for (let i = 0; i < src.impact_normal_z.length && i < dst.impact_normal_z.length; i++) dst.impact_normal_z[i] = src.impact_normal_z[i];
  if (dst.impact_normal_z.length > src.impact_normal_z.length) dst.impact_normal_z.length = src.impact_normal_z.length;
  else for (let i = dst.impact_normal_z.length; i < src.impact_normal_z.length; i++) dst.impact_normal_z.push(src.impact_normal_z[i]);
  dst.friction_new = src.friction_new;
  dst.in_system = src.in_system;
  dst.stop_on_impact = src.stop_on_impact;
}

/** Feeds the raw bits of a RecordingContacts to the hasher, field by field in declaration order. */
export function hash_RecordingContacts(s: RecordingContacts, h: StateHasher): void {
  h.enter(s);
  h.ref(s.env);
  h.u32(s.log.length);
  for (let i0 = 0; i0 < s.log.length; i0++) {
    h.i32(s.log[i0]);
  }
  h.u32(s.impact_mindists.length);
  for (let i0 = 0; i0 < s.impact_mindists.length; i0++) {
    h.i32(s.impact_mindists[i0]);
  }
  h.u32(s.impact_len.length);
  for (let i0 = 0; i0 < s.impact_len.length; i0++) {
    h.f32(s.impact_len[i0]);
  }
  h.u32(s.impact_code.length);
  for (let i0 = 0; i0 < s.impact_code.length; i0++) {
    h.i32(s.impact_code[i0]);
  }
  h.u32(s.impact_time.length);
  for (let i0 = 0; i0 < s.impact_time.length; i0++) {
    h.f64(s.impact_time[i0]);
  }
  h.u32(s.impact_normal_z.length);
  for (let i0 = 0; i0 < s.impact_normal_z.length; i0++) {
    h.f32(s.impact_normal_z[i0]);
  }
  h.bool(s.friction_new);
  h.bool(s.in_system);
  h.bool(s.stop_on_impact);
}

/** Writes a RecordingContacts to a snapshot stream. */
export function snapshot_RecordingContacts(s: RecordingContacts, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.env);
  w.put(s.log.length);
  for (let i0 = 0; i0 < s.log.length; i0++) {
    w.put(s.log[i0]);
  }
  w.put(s.impact_mindists.length);
  for (let i0 = 0; i0 < s.impact_mindists.length; i0++) {
    w.put(s.impact_mindists[i0]);
  }
  w.put(s.impact_len.length);
  for (let i0 = 0; i0 < s.impact_len.length; i0++) {
    w.put(s.impact_len[i0]);
  }
  w.put(s.impact_code.length);
  for (let i0 = 0; i0 < s.impact_code.length; i0++) {
    w.put(s.impact_code[i0]);
  }
  w.put(s.impact_time.length);
  for (let i0 = 0; i0 < s.impact_time.length; i0++) {
    w.put(s.impact_time[i0]);
  }
  w.put(s.impact_normal_z.length);
  for (let i0 = 0; i0 < s.impact_normal_z.length; i0++) {
    w.put(s.impact_normal_z[i0]);
  }
  w.put(s.friction_new ? 1 : 0);
  w.put(s.in_system ? 1 : 0);
  w.put(s.stop_on_impact ? 1 : 0);
}

/** Reads a RecordingContacts back from a snapshot stream written by snapshot_RecordingContacts. */
export function restore_RecordingContacts(s: RecordingContacts, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: IvpEnvironment | null) => { s.env = o; });
  s.log.length = r.get();
  for (let i0 = 0; i0 < s.log.length; i0++) {
    s.log[i0] = r.get();
  }
  s.impact_mindists.length = r.get();
  for (let i0 = 0; i0 < s.impact_mindists.length; i0++) {
    s.impact_mindists[i0] = r.get();
  }
  s.impact_len.length = r.get();
  for (let i0 = 0; i0 < s.impact_len.length; i0++) {
    s.impact_len[i0] = r.get();
  }
  s.impact_code.length = r.get();
  for (let i0 = 0; i0 < s.impact_code.length; i0++) {
    s.impact_code[i0] = r.get();
  }
  s.impact_time.length = r.get();
  for (let i0 = 0; i0 < s.impact_time.length; i0++) {
    s.impact_time[i0] = r.get();
  }
  s.impact_normal_z.length = r.get();
  for (let i0 = 0; i0 < s.impact_normal_z.length; i0++) {
    s.impact_normal_z[i0] = r.get();
  }
  s.friction_new = r.get() !== 0;
  s.in_system = r.get() !== 0;
  s.stop_on_impact = r.get() !== 0;
}

/**
 * The scripted minimize: the code's flags (1 → OK, else failed), the len when asked.
 *
 * @design Test fake: the minimize driver's flag effects without geometry.
 * @unit M17
 * @float x87
 * @spec spec/ivp/mindist/tests/fakes.spec:97
 */
export function scripted_minimize(s: ScriptedSolvers, md: Mindist): number {
  if (s.set_len) {
    md.len_numerator = s.len;
  }
  if (s.rc === MINIMIZE_OK) {
    mindist_set_recalc_ok(md);
  } else {
    mindist_set_recalc_failed(md);
  }
  return s.rc;
}

/**
 * The floor stand-in's minimize (time-code dedupe as 0x10019950).
 *
 * @design Test fake: exact ball-plane and ball-ball distances.
 * @unit M17
 * @float x87
 * @precision 23 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/fakes.spec:134
 */
export function floor_minimize(f: FloorSolvers, md: Mindist): number {
  const env: IvpEnvironment | null = md.env;
  if (md.recalc_time_stamp === env!.tm.time_code) {
    return MINIMIZE_ALREADY_DONE;
  }
  md.recalc_time_stamp = env!.tm.time_code;
  f.minimize_calls = (f.minimize_calls + 1) | 0;
  const a: RealObject | null = md.syn[0].object;
  const b: RealObject | null = md.syn[1].object;
  const ca: CacheObject = cache_object_get(a!);
  const cb: CacheObject = cache_object_get(b!);
  cache_origin(ca, _s0);
  const pa_x = _s0.x, pa_y = _s0.y, pa_z = _s0.z;
  cache_origin(cb, _s1);
  const pb_x = _s1.x, pb_y = _s1.y, pb_z = _s1.z;
  if (md.syn[1].status === SYNAPSE_STATUS_BALL) {
    const d_x = pa_x - pb_x, d_y = pa_y - pb_y, d_z = pa_z - pb_z;
    const l: number = Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
    md.len_numerator = Math.fround(l - md.sum_extra_radius);
    md.contact_plane.x = Math.fround(d_x / l);
    md.contact_plane.y = Math.fround(d_y / l);
    md.contact_plane.z = Math.fround(d_z / l);
  } else {
    md.len_numerator = Math.fround(pa_z - f.floor_z - md.sum_extra_radius);
    md.contact_plane.x = 0;
    md.contact_plane.y = 0;
    md.contact_plane.z = 1;
    md.syn[1].status = SYNAPSE_STATUS_FACE;
  }
  const n_x = md.contact_plane.x, n_y = md.contact_plane.y, n_z = md.contact_plane.z;
  md.contact_dot_diff_center = Math.fround((ca.core_pos.x - cb.core_pos.x) * n_x + (ca.core_pos.y - cb.core_pos.y) * n_y + (ca.core_pos.z - cb.core_pos.z) * n_z);
  cache_object_release(ca);
  cache_object_release(cb);
  mindist_set_recalc_ok(md);
  return MINIMIZE_OK;
}

/**
 * The floor stand-in's event: the first time in [t_now, t_max] the len reaches cd at the
 * current approach speed along the normal.
 *
 * @design Test fake: the analytic time of reaching cd at constant velocity.
 * @unit M19
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/fakes.spec:169
 */
export function floor_event(f: FloorSolvers, blk: EventSolverBlock): void {
  f.event_calls = (f.event_calls + 1) | 0;
  const md: Mindist | null = blk.mindist;
  const env: IvpEnvironment | null = blk.env;
  const cd: number = settings_coll_dist(env!.settings, mindist_coll_dist_index(md!));
  const approach: number = blk.proj_center_speed;
  const len: number = md!.len_numerator;
  if (approach <= 0) {
    return;
  }
  let t: number = blk.t_now + (len - cd) / approach;
  if (t < blk.t_now) {
    t = blk.t_now;
  }
  if (t <= blk.event_time) {
    blk.event_time = t;
    if (md!.syn[1].status === SYNAPSE_STATUS_BALL) {
      blk.event_type = 0x10;
    } else {
      blk.event_type = 0x20;
    }
  }
}

/**
 * A compact surface of the given faces (vertex triples) in the z = 0 plane of its object.
 *
 * @design Test fixture: a floor of triangles through the ledge-soup builder (pancake ledges).
 * @unit G01
 * @float x87
 * @spec spec/ivp/mindist/tests/fakes.spec:196
 */
export function fake_floor_surface(mem: Memory, v: Vec3[], faces: number[]): number {
  const s: LedgeSoup = _r2;
  reset_LedgeSoup(s);
  soup_init(s);
  soup_add_concave(mem, s, v, faces, 1, 1, 1, 0);
  return soup_compile(mem, s);
}

/**
 * Builds the FakeWorld: one triangle (−10,−10,0), (10,−10,0), (0,10,0) with n_faces = 1, or the
 * square [−10, 10]² split in two when two_faces.
 *
 * @design Test fixture: a static floor in a fresh environment.
 * @unit M16
 * @float x87
 * @spec spec/ivp/mindist/tests/fakes.spec:218
 */
export function fake_world(mem: Memory, w: FakeWorld, s: MindistSolvers | null, two_faces: boolean): void {
  const v: Vec3[] = [];
  const faces: number[] = [];
  if (two_faces) {
    v.push(Object.assign(new Vec3(), { x: -10, y: -10, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 10, y: -10, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 10, y: 10, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: -10, y: 10, z: 0 }));
    faces.push(0);
    faces.push(1);
    faces.push(2);
    faces.push(0);
    faces.push(2);
    faces.push(3);
  } else {
    v.push(Object.assign(new Vec3(), { x: -10, y: -10, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 10, y: -10, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 10, z: 0 }));
    faces.push(0);
    faces.push(1);
    faces.push(2);
  }
  fake_world_faces(mem, w, s, v, faces);
}

/**
 * Builds the FakeWorld with a static floor of the given faces.
 *
 * @design Test fixture: a static floor of any faces in a fresh environment.
 * @unit M16
 * @float x87
 * @spec spec/ivp/mindist/tests/fakes.spec:246
 */
export function fake_world_faces(mem: Memory, w: FakeWorld, s: MindistSolvers | null, v: Vec3[], faces: number[]): void {
  ivp_env_init(mem, w.env);
  w.env.solvers = s;
  w.contacts.env = w.env;
  w.env.contacts = w.contacts;
  const cs: number = fake_floor_surface(mem, v, faces);
  psm_init(w.floor_sm, cs);
  const c: PhysCoreView = ivp_env_add_core(w.env, 0, 0, 0, false);
  w.floor_core = c;
  const o: RealObject = ivp_env_add_polygon(mem, w.env, c, w.floor_sm);
  w.floor = o;
}

/**
 * A kinematic ball of radius r at p with velocity v and acceleration a, collision enabled.
 *
 * @design Test fixture: a scripted ball.
 * @unit M05
 * @float x87
 * @spec spec/ivp/mindist/tests/fakes.spec:262
 */
export function fake_ball(w: FakeWorld, p_x: number, p_y: number, p_z: number, r: number, v_x: number, v_y: number, v_z: number, a_x: number, a_y: number, a_z: number): RealObject {
  const c: PhysCoreView = ivp_env_add_core(w.env, p_x, p_y, p_z, true);
  const o: RealObject = ivp_env_add_ball(w.env, c, r);
  ivp_env_script_core(w.env, c, v_x, v_y, v_z, a_x, a_y, a_z);
  return o;
}

/**
 * The stand-in impact's velocity write on a movable core: +0xa4 and +0x1b8 become 0.
 *
 * @design Test fake: a perfectly inelastic impact as far as the prediction reads it.
 * @unit M30
 * @float x87
 * @spec spec/ivp/mindist/tests/fakes.spec:274
 */
export function contacts_stop_core(c: PhysCoreView): void {
  if (!core_is_fixed(c)) {
    c.speed.x = 0;
    c.speed.y = 0;
    c.speed.z = 0;
    c.current_speed = 0;
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _r2 = new LedgeSoup();
