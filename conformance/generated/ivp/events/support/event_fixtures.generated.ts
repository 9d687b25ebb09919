// GENERATED FILE: do not edit. Engine module ivp.events.tests.event_fixtures: Test fixtures for the event solver: a one-triangle floor at the world origin, scripted balls, mindists whose features are set as the minimize would leave them, and solvers that run the real event table from spec/ivp/events/tests/event_fixtures.spec (sha256 f7204bddf18ca48b).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, ZERO_F64, assertFail } from "../../../../../runtime/index.js";
import { RecordingContacts, copy_RecordingContacts, fake_floor_surface, reset_RecordingContacts } from "../../mindist/support/fakes.generated.js";
import { event_solver_dispatch } from "../../../../../generated/ivp/events/dispatch.generated.js";
import { EventSolverBlock, copy_EventSolverBlock, reset_EventSolverBlock } from "../../../../../generated/ivp/events/event_block.generated.js";
import { EVENT_SEARCH_EPS } from "../../../../../generated/ivp/events/root_finder.generated.js";
import { edge_ledge, edge_next, edge_prev, ledge_point, ledge_triangle, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { hesse } from "../../../../../generated/ivp/geometry/ledge_helpers.generated.js";
import { PolygonSurfaceManager, copy_PolygonSurfaceManager, psm_get_single_convex, psm_init, reset_PolygonSurfaceManager } from "../../../../../generated/ivp/geometry/surface_manager.generated.js";
import { CacheObject } from "../../../../../generated/ivp/geometry/two_object.generated.js";
import { cache_object_get, cache_object_release, cache_origin, cache_point_to_world } from "../../../../../generated/ivp/mindist/cache.generated.js";
import { IvpEnvironment, MINIMIZE_ALREADY_DONE, MINIMIZE_OK, MindistSolvers, copy_IvpEnvironment, ivp_env_init, mindist_alloc, reset_IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { mindist_init } from "../../../../../generated/ivp/mindist/manager.generated.js";
import { Mindist, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, mindist_coll_dist_index, mindist_ctor, mindist_has_event, mindist_set_recalc_ok } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { settings_coll_dist } from "../../../../../generated/ivp/mindist/settings.generated.js";
import { ivp_env_add_ball, ivp_env_add_core, ivp_env_add_polygon, ivp_env_script_core, ivp_env_simulate_until } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { PhysCoreView, RealObject, SYNAPSE_STATUS_BALL, ball_synapse_edge } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { TimeManager, time_manager_event_time } from "../../../../../generated/ivp/time/time_manager.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { n_triangles = 12 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** The current time of the cases: 2^-10 s into the first PSI (which starts at 0). */
export const EV_T0: number = 0.0009765625;
/**
 * Half an f32 ulp of a time-manager key below 2^-6 (a key is t − base with base the PSI time, so
 * it is below dPSI = 1/66 < 2^-6): 2^-31, the storage error of a queued event time.
 */
export const EV_KEY_HALF_ULP: number = 4.656612873077393e-10;

/** The test solvers: a scripted-feature minimize with exact distances, and the real event table. */
export class EventTestSolvers implements MindistSolvers {
  /** the feature the minimize reports for the polygon synapse: 0 point, 1 edge, 2 face */
  status: number = 0;
  /** the edge that names it (its start point for a point, the edge for an edge, any edge of the face) */
  edge: number = 0;
  minimize_calls: number = 0;
  dispatches: number = 0;
  /** the last dispatch's answer (unrounded) and block times */
  last_type: number = 0;
  last_time: number = ZERO_F64;
  last_t_now: number = ZERO_F64;
  last_t_max: number = ZERO_F64;
  last_worst: number = ZERO_F64;

  /** Implements MindistSolvers.minimize (@spec spec/ivp/events/tests/event_fixtures.spec:37). */
  minimize(mem: Memory, md: Mindist): number {
    return ev_minimize(mem, this, md);
  }

  /** Implements MindistSolvers.minimize_once (@spec spec/ivp/events/tests/event_fixtures.spec:40). */
  minimize_once(mem: Memory, md: Mindist): number {
    return ev_minimize(mem, this, md);
  }

  /** Implements MindistSolvers.event_dispatch (@spec spec/ivp/events/tests/event_fixtures.spec:43). */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void {
    this.dispatches = (this.dispatches + 1) | 0;
    event_solver_dispatch(mem, blk);
    this.last_type = blk.event_type;
    this.last_time = blk.event_time;
    this.last_t_now = blk.t_now;
    this.last_t_max = blk.t_max;
    this.last_worst = blk.worst_case_speed;
  }
}

/** Puts a EventTestSolvers back into the zero state `new EventTestSolvers()` gives, in place. */
export function reset_EventTestSolvers(s: EventTestSolvers): void {
  s.status = 0;
  s.edge = 0;
  s.minimize_calls = 0;
  s.dispatches = 0;
  s.last_type = 0;
  s.last_time = 0;
  s.last_t_now = 0;
  s.last_t_max = 0;
  s.last_worst = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventTestSolvers(dst: EventTestSolvers, src: EventTestSolvers): void {
  dst.status = src.status;
  dst.edge = src.edge;
  dst.minimize_calls = src.minimize_calls;
  dst.dispatches = src.dispatches;
  dst.last_type = src.last_type;
  dst.last_time = src.last_time;
  dst.last_t_now = src.last_t_now;
  dst.last_t_max = src.last_t_max;
  dst.last_worst = src.last_worst;
}

/** The event solver's test world. */
export class EventsWorld {
  env: IvpEnvironment = new IvpEnvironment();
  solvers: EventTestSolvers = new EventTestSolvers();
  contacts: RecordingContacts = new RecordingContacts();
  floor_sm: PolygonSurfaceManager = new PolygonSurfaceManager();
  floor: RealObject | null = null;
  /** the floor's pancake ledge */
  ledge: number = 0;
  /** the front triangle's edges p0 → p1, p1 → p2, p2 → p0 */
  e0: number = 0;
  e1: number = 0;
  e2: number = 0;
  /** a block for direct calls of the event table */
  block: EventSolverBlock = new EventSolverBlock();
}

/** Puts a EventsWorld back into the zero state `new EventsWorld()` gives, in place. */
export function reset_EventsWorld(s: EventsWorld): void {
  reset_IvpEnvironment(s.env);
  reset_EventTestSolvers(s.solvers);
  reset_RecordingContacts(s.contacts);
  reset_PolygonSurfaceManager(s.floor_sm);
  s.floor = null;
  s.ledge = 0;
  s.e0 = 0;
  s.e1 = 0;
  s.e2 = 0;
  reset_EventSolverBlock(s.block);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventsWorld(dst: EventsWorld, src: EventsWorld): void {
  copy_IvpEnvironment(dst.env, src.env);
  copy_EventTestSolvers(dst.solvers, src.solvers);
  copy_RecordingContacts(dst.contacts, src.contacts);
  copy_PolygonSurfaceManager(dst.floor_sm, src.floor_sm);
  dst.floor = src.floor;
  dst.ledge = src.ledge;
  dst.e0 = src.e0;
  dst.e1 = src.e1;
  dst.e2 = src.e2;
  copy_EventSolverBlock(dst.block, src.block);
}

/**
 * The test minimize (time-code dedupe as 0x10019950): for a ball pair len = |cA − cB| − r and n
 * from B to A; for a ball and the polygon the scripted feature, with len = the exact distance of
 * the centre from the face plane, the edge line or the point, minus r, and n from the feature to
 * the centre.
 *
 * @design Test fake: the minimize's outputs for a scripted feature, from exact geometry.
 * @unit M17
 * @float x87
 * @precision 94 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/tests/event_fixtures.spec:60
 */
export function ev_minimize(mem: Memory, s: EventTestSolvers, md: Mindist): number {
  const env: IvpEnvironment | null = md.env;
  if (md.recalc_time_stamp === env!.tm.time_code) {
    return MINIMIZE_ALREADY_DONE;
  }
  md.recalc_time_stamp = env!.tm.time_code;
  s.minimize_calls = (s.minimize_calls + 1) | 0;
  const a: RealObject | null = md.syn[0].object;
  const b: RealObject | null = md.syn[1].object;
  const ca: CacheObject = cache_object_get(a!);
  const cb: CacheObject = cache_object_get(b!);
  cache_origin(ca, _s0);
  const c_x = _s0.x, c_y = _s0.y, c_z = _s0.z;
  let n_x = 0, n_y = 0, n_z = 1;
  let dist: number = 0;
  if (md.syn[1].status === SYNAPSE_STATUS_BALL) {
    cache_origin(cb, _s1);
    const pb_x = _s1.x, pb_y = _s1.y, pb_z = _s1.z;
    const d_x = c_x - pb_x, d_y = c_y - pb_y, d_z = c_z - pb_z;
    dist = Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
    n_x = d_x / dist;
    n_y = d_y / dist;
    n_z = d_z / dist;
  } else {
    md.syn[1].status = s.status;
    md.syn[1].edge = s.edge;
    const e: number = s.edge;
    const l: number = edge_ledge(mem, e);
    const en: number = edge_next(e);
    const ep: number = edge_prev(e);
    const pp: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
    const qp: number = ledge_point(mem, l, mem.u32[(en + Edge.start_point_index) >>> 2] & 0xffff);
    const rp: number = ledge_point(mem, l, mem.u32[(ep + Edge.start_point_index) >>> 2] & 0xffff);
    cache_point_to_world(cb, mem.f32[(pp + PolyPoint["p.x"]) >>> 2], mem.f32[(pp + PolyPoint["p.y"]) >>> 2], mem.f32[(pp + PolyPoint["p.z"]) >>> 2], _s2);
    const p_x = _s2.x, p_y = _s2.y, p_z = _s2.z;
    cache_point_to_world(cb, mem.f32[(qp + PolyPoint["p.x"]) >>> 2], mem.f32[(qp + PolyPoint["p.y"]) >>> 2], mem.f32[(qp + PolyPoint["p.z"]) >>> 2], _s3);
    const q_x = _s3.x, q_y = _s3.y, q_z = _s3.z;
    cache_point_to_world(cb, mem.f32[(rp + PolyPoint["p.x"]) >>> 2], mem.f32[(rp + PolyPoint["p.y"]) >>> 2], mem.f32[(rp + PolyPoint["p.z"]) >>> 2], _s4);
    const r_x = _s4.x, r_y = _s4.y, r_z = _s4.z;
    const cp_x = c_x - p_x, cp_y = c_y - p_y, cp_z = c_z - p_z;
    if (s.status === SYNAPSE_STATUS_FACE) {
      const u_x = q_x - p_x, u_y = q_y - p_y, u_z = q_z - p_z;
      const v_x = r_x - p_x, v_y = r_y - p_y, v_z = r_z - p_z;
      const nn_x = u_y * v_z - u_z * v_y, nn_y = u_z * v_x - u_x * v_z, nn_z = u_x * v_y - u_y * v_x;
      const ln: number = Math.sqrt(nn_x * nn_x + nn_y * nn_y + nn_z * nn_z);
      n_x = nn_x / ln;
      n_y = nn_y / ln;
      n_z = nn_z / ln;
      dist = cp_x * n_x + cp_y * n_y + cp_z * n_z;
    } else if (s.status === SYNAPSE_STATUS_EDGE) {
      const u0_x = q_x - p_x, u0_y = q_y - p_y, u0_z = q_z - p_z;
      const lu: number = Math.sqrt(u0_x * u0_x + u0_y * u0_y + u0_z * u0_z);
      const u_1_x = u0_x / lu, u_1_y = u0_y / lu, u_1_z = u0_z / lu;
      const h: number = cp_x * u_1_x + cp_y * u_1_y + cp_z * u_1_z;
      const w_x = cp_x - u_1_x * h, w_y = cp_y - u_1_y * h, w_z = cp_z - u_1_z * h;
      dist = Math.sqrt(w_x * w_x + w_y * w_y + w_z * w_z);
      n_x = w_x / dist;
      n_y = w_y / dist;
      n_z = w_z / dist;
    } else {
      dist = Math.sqrt(cp_x * cp_x + cp_y * cp_y + cp_z * cp_z);
      n_x = cp_x / dist;
      n_y = cp_y / dist;
      n_z = cp_z / dist;
    }
  }
  md.len_numerator = Math.fround(dist - md.sum_extra_radius);
  md.contact_plane.x = Math.fround(n_x);
  md.contact_plane.y = Math.fround(n_y);
  md.contact_plane.z = Math.fround(n_z);
  md.contact_dot_diff_center = Math.fround((ca.core_pos.x - cb.core_pos.x) * n_x + (ca.core_pos.y - cb.core_pos.y) * n_y + (ca.core_pos.z - cb.core_pos.z) * n_z);
  cache_object_release(ca);
  cache_object_release(cb);
  mindist_set_recalc_ok(md);
  return MINIMIZE_OK;
}

/**
 * Builds the world: an environment with the test solvers and a recording contact system, the
 * floor triangle (0,0,0), (1,0,0), (0,1,0) on a static polygon object whose origin is the world
 * origin (its core at the surface's mass centre), and the front triangle's three edges.
 *
 * @design Test fixture: the event solver's world.
 * @unit M16
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:144
 */
export function ev_world(mem: Memory, w: EventsWorld): void {
  ivp_env_init(mem, w.env);
  w.env.solvers = w.solvers;
  w.contacts.env = w.env;
  w.env.contacts = w.contacts;
  const v: Vec3[] = [];
  const faces: number[] = [];
  v.push(Object.assign(new Vec3(), { x: 0, y: 0, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 1, y: 0, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 0, y: 1, z: 0 }));
  faces.push(0);
  faces.push(1);
  faces.push(2);
  const cs: number = fake_floor_surface(mem, v, faces);
  psm_init(w.floor_sm, cs);
  // the object origin at the world origin (the core moves to the surface's mass centre)
  const c: PhysCoreView = ivp_env_add_core(w.env, 0, 0, 0, false);
  const o: RealObject = ivp_env_add_polygon(mem, w.env, c, w.floor_sm);
  w.floor = o;
  const l: number = psm_get_single_convex(mem, w.floor_sm);
  w.ledge = l;
  for (let i = 0, i$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; i < i$end; i++) {
    const t: number = ledge_triangle(l, i);
    const t0: number = triangle_edge(t, 0);
    hesse(mem, t0, l, _s5);
    const hn_x = _s5.x, hn_y = _s5.y, hn_z = _s5.z;
    if (hn_z > 0) {
      for (let k = 0; k < 3; k++) {
        const e: number = triangle_edge(t, k);
        const pt: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
        if (mem.f32[(pt + PolyPoint["p.x"]) >>> 2] === 1) {
          w.e1 = e;
        } else if (mem.f32[(pt + PolyPoint["p.y"]) >>> 2] === 1) {
          w.e2 = e;
        } else {
          w.e0 = e;
        }
      }
    }
  }
  if (!(w.e0 !== 0 && w.e1 !== 0 && w.e2 !== 0)) assertFail("spec/ivp/events/tests/event_fixtures.spec:183", "event test world: the front triangle was not found");
}

/**
 * A ball of radius r at p on a scripted core with constant velocity v (from the current time).
 *
 * @design Test fixture: a kinematic ball.
 * @unit M05
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:189
 */
export function ev_ball(w: EventsWorld, p_x: number, p_y: number, p_z: number, r: number, v_x: number, v_y: number, v_z: number): RealObject {
  const c: PhysCoreView = ivp_env_add_core(w.env, p_x, p_y, p_z, true);
  const o: RealObject = ivp_env_add_ball(w.env, c, r);
  ivp_env_script_core(w.env, c, v_x, v_y, v_z, 0, 0, 0);
  return o;
}

/**
 * A ball of radius r at p on a static core.
 *
 * @design Test fixture: a static ball.
 * @unit M05
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:199
 */
export function ev_static_ball(w: EventsWorld, p_x: number, p_y: number, p_z: number, r: number): RealObject {
  const c: PhysCoreView = ivp_env_add_core(w.env, p_x, p_y, p_z, false);
  return ivp_env_add_ball(w.env, c, r);
}

/**
 * Runs the environment to time t: the PSI at 0 refreshes the scripted cores (velocity, the
 * extrapolation velocity, |v|), so a mindist made afterwards is predicted from them.
 *
 * @design Test fixture: the first PSI, then a current time inside it.
 * @unit M22
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:208
 */
export function ev_run_to(mem: Memory, w: EventsWorld, t: number): void {
  ivp_env_simulate_until(mem, w.env, t);
}

/**
 * A mindist of the ball and the floor made by the manager's path (ctor, mindist_init: the test
 * minimize reports the feature (status, edge), then update_exact_mindist_events with hint 0 runs
 * the event table and queues the answer).
 *
 * @design Test fixture: a ball-polygon mindist with a scripted feature.
 * @unit M05
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:217
 */
export function ev_floor_mindist(mem: Memory, w: EventsWorld, ball: RealObject, status: number, e: number): Mindist {
  w.solvers.status = status;
  w.solvers.edge = e;
  const md: Mindist = mindist_alloc(w.env);
  mindist_ctor(md, null);
  const eb: number = ball_synapse_edge(w.env.ball_surface);
  const ef: number = (w.ledge + 0x14) >>> 0;
  mindist_init(mem, w.env, md, ball, w.floor!, eb, ef);
  return md;
}

/**
 * A mindist of two balls made by the manager's path.
 *
 * @design Test fixture: a ball-ball mindist.
 * @unit M05
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:231
 */
export function ev_ball_mindist(mem: Memory, w: EventsWorld, a: RealObject, b: RealObject): Mindist {
  const md: Mindist = mindist_alloc(w.env);
  mindist_ctor(md, null);
  const eb: number = ball_synapse_edge(w.env.ball_surface);
  mindist_init(mem, w.env, md, a, b, eb, eb);
  return md;
}

/**
 * The time of md's queued event (base + its f32 key), -1 when none is queued.
 *
 * @design Test view of the queued event: the f32 key the time manager holds.
 * @unit M19
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:242
 */
export function ev_queued_time(w: EventsWorld, md: Mindist): number {
  if (!mindist_has_event(md)) {
    return -1;
  }
  return time_manager_event_time(w.env.tm, md.event);
}

/**
 * A block for a direct call of the event table on md at the current time, with a stated speed
 * bound (worst_case_speed, and proj_center_speed the same) and unprojected sum sum_max (what a
 * conservative caller, e.g. a rotating partner, would give).
 *
 * @design Test fixture: the event solver's inputs without M19's filters, so a pass-by or a resting pair reaches the searches.
 * @unit E01
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:254
 */
export function ev_block(w: EventsWorld, md: Mindist, worst: number, sum_max: number): EventSolverBlock {
  const blk: EventSolverBlock = w.block;
  const tm: TimeManager = w.env.tm;
  blk.rot_sum = 0;
  blk.proj_center_speed = worst;
  blk.worst_case_speed = worst;
  blk.sum_max_speed = sum_max;
  blk.mindist = md;
  blk.env = w.env;
  blk.t_now = tm.current_time;
  blk.t_max = tm.time_of_next_psi;
  blk.event_type = 0;
  blk.event_time = blk.t_max;
  return blk;
}

/**
 * The collision distance of md (coll_dist[idx], 0.01).
 *
 * @design Test view of the settings the cases read.
 * @unit M01
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:273
 */
export function ev_cd(w: EventsWorld, md: Mindist): number {
  return settings_coll_dist(w.env.settings, mindist_coll_dist_index(md));
}

/**
 * The sum of the reference counts of every cache in the ring (the cases give back what they take).
 *
 * @design Test view of the cache ring.
 * @unit M28
 * @float x87
 * @spec spec/ivp/events/tests/event_fixtures.spec:280
 */
export function ev_cache_refs(w: EventsWorld): number {
  let n: number = 0;
  for (let i = 0; i < w.env.caches.entries.length; i++) {
    n = (n + w.env.caches.entries[i].ref_count) | 0;
  }
  return n;
}

/**
 * The bound on an event time found by regula falsi: |f − target| < 1e-8 at a rate |df/dt| ≥ rate
 * near the root gives |t − t*| < 1e-8 / rate; plus the f64 rounding of the positions (well below
 * 1e-14 m for coordinates of a few metres), divided by the rate too, and of the times (1e-15 s).
 *
 * @design Test helper: the root finder's stated tolerance turned into a time bound.
 * @unit E05
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/tests/event_fixtures.spec:293
 */
export function ev_time_bound(rate: number): number {
  return (EVENT_SEARCH_EPS + 1e-14) / rate + 1e-15;
}

/**
 * |last dispatched event time − t*|.
 *
 * @design Test helper: the unrounded answer's error.
 * @unit E01
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/tests/event_fixtures.spec:300
 */
export function ev_raw_error(w: EventsWorld, t_star: number): number {
  return Math.abs(w.solvers.last_time - t_star);
}

/**
 * |queued event time − t*| (the f32 key the time manager holds), 1 when nothing is queued.
 *
 * @design Test helper: the queued answer's error.
 * @unit M19
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/tests/event_fixtures.spec:307
 */
export function ev_queued_error(w: EventsWorld, md: Mindist, t_star: number): number {
  if (!mindist_has_event(md)) {
    return 1;
  }
  return Math.abs(ev_queued_time(w, md) - t_star);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3();
