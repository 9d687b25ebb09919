// GENERATED FILE: do not edit. Engine module ivp.mindist.timeline: 000 §2.5, §2.6, §4.7, §7, §8.3: the environment as the host of the chapter-2 hooks (PSI phases, event runner, pair factory, delegator root, OV hull listener), the object and core API with its checks, and the frame loop from spec/ivp/mindist/timeline.spec (sha256 69ed88a460492982).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, assertFail } from "../../../runtime/index.js";
import { PairObject, delegator_create_reported, filter_chain_add, pair_object_set_group } from "../filters/filters.generated.js";
import { PolygonSurfaceManager, psm_get_mass_center, psm_get_radius_and_radius_dev } from "../geometry/surface_manager.generated.js";
import { IvpEnvironment } from "./env.generated.js";
import { KinematicDriver, KinematicSegment, KinematicTrack, kinematic_track_of } from "./kinematic.generated.js";
import { mindist_delete } from "./manager.generated.js";
import { Mindist, SYNAPSE_NO_HULL_SLOT } from "./mindist.generated.js";
import { object_retry_invalid } from "./scheduling.generated.js";
import { OoWatcher, oo_watcher_delete } from "./watcher.generated.js";
import { PhysCoreView, RealObject, real_object_ball_init, real_object_is_moving, real_object_polygon_init, real_object_set_shift } from "../objects/real_object.generated.js";
import { OvElem } from "../space/ov_tree.generated.js";
import { OvObject, OvWorld, ov_collision_deleted, ov_enable_collision_detection, ov_object_add, ov_recheck_element } from "../space/ov_tree_pairs.generated.js";
import { get_coll_range_in_world } from "../space/range.generated.js";
import { HullListener, HullManager, hull_insert_listener, hull_remove_listener } from "../time/hull_manager.generated.js";
import { tm_simulate_until } from "../time/time_manager.generated.js";

/** Movement states used for kinematic and static objects. */
export const MOVEMENT_SIMULATED: number = 1;
export const MOVEMENT_STATIC: number = 0x10;
/** OV collision kinds (IvpEnvironment.ov_collision_kind). */
export const OV_COLLISION_NONE: number = 0;
export const OV_COLLISION_MINDIST: number = 1;
export const OV_COLLISION_WATCHER: number = 2;

/** The OV element's hull listener (vtable 0x10063a00): [0] type 3, [1] exceeded → recheck, [3] no-op. */
export class OvElementListener implements HullListener {
  object: RealObject | null = null;
  /** the handle in the object's hull list, 0xffff = not registered */
  hull_index: number = 0;

  /** Implements HullListener.listener_type (@spec spec/ivp/mindist/timeline.spec:41). */
  listener_type(): number {
    return 3;
  }

  /** Implements HullListener.hull_limit_exceeded (@spec spec/ivp/mindist/timeline.spec:44). */
  hull_limit_exceeded(mem: Memory, h: HullManager, intrusion: number): void {
    const o: RealObject | null = this.object;
    env_recheck_object(mem, o!.env!, o!);
  }

  /** Implements HullListener.hull_manager_is_going_to_be_deleted (@spec spec/ivp/mindist/timeline.spec:48). */
  hull_manager_is_going_to_be_deleted(mem: Memory): void {
    this.hull_index = SYNAPSE_NO_HULL_SLOT;
  }

  /** Implements HullListener.hull_manager_is_reset (@spec spec/ivp/mindist/timeline.spec:51). */
  hull_manager_is_reset(dhull: number, dcenter: number): void {

  }
}

/** Puts a OvElementListener back into the zero state `new OvElementListener()` gives, in place. */
export function reset_OvElementListener(s: OvElementListener): void {
  s.object = null;
  s.hull_index = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OvElementListener(dst: OvElementListener, src: OvElementListener): void {
  dst.object = src.object;
  dst.hull_index = src.hull_index;
}

/** Feeds the raw bits of a OvElementListener to the hasher, field by field in declaration order. */
export function hash_OvElementListener(s: OvElementListener, h: StateHasher): void {
  h.enter(s);
  h.ref(s.object);
  h.u32(s.hull_index);
}

/** Writes a OvElementListener to a snapshot stream. */
export function snapshot_OvElementListener(s: OvElementListener, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.object);
  w.put(s.hull_index);
}

/** Reads a OvElementListener back from a snapshot stream written by snapshot_OvElementListener. */
export function restore_OvElementListener(s: OvElementListener, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: RealObject | null) => { s.object = o; });
  s.hull_index = r.get();
}

/**
 * The glue's part of the environment: the delegator root (factory = the environment, recursive
 * mindists refused), the filter chain in the glue's order (exclusive pairs, then groups, 003 L508)
 * as the OV world's filter, an empty kinematic driver.
 *
 * @source 003_de20169d39e999ff.txt §2.1 filter chain order (003 L508); root delegator 0x1002f5a0
 * @unit T40, T41
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:62
 */
export function ivp_env_init_glue(env: IvpEnvironment): void {
  env.root.factory = env;
  env.root.objects = env.pair_objects;
  env.root.recursive_allowed = false;
  env.filters.filters.length = 0;
  env.group_filter.objects = env.pair_objects;
  env.exclusive_filter.pairs.length = 0;
  filter_chain_add(env.filters, env.exclusive_filter);
  filter_chain_add(env.filters, env.group_filter);
  env.ov.filter = env.filters;
  env.kinematic.tracks.length = 0;
  env.kinematic.moving.length = 0;
  env.kinematic.moving_track.length = 0;
}

/**
 * Checks that a vector from outside is finite; names the place.
 *
 * @design Boundary check: every value entering the state is finite, or the call is refused before anything changes.
 * @unit M16
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/timeline.spec:80
 */
export function env_check_finite3(v_x: number, v_y: number, v_z: number, what: number): void {
  if (!(v_x - v_x === 0 && v_y - v_y === 0 && v_z - v_z === 0)) assertFail("spec/ivp/mindist/timeline.spec:81", "ivp environment: argument {} must be a finite vector (got x = {})", [what, v_x]);
}

/**
 * A new core at `position` (mass centre, world), orientation q = identity; `simulated` cores move
 * (state 1), the others are static and fixed (state 0x10, flags 0xc). Returns the core.
 *
 * @design The host's door for cores: a checked position, an identity orientation, the §8.2 fields zero until the kinematic driver or the dynamics refresh them.
 * @unit M22
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:88
 */
export function ivp_env_add_core(env: IvpEnvironment, position_x: number, position_y: number, position_z: number, simulated: boolean): PhysCoreView {
  env_check_finite3(position_x, position_y, position_z, 1);
  const id: number = env.cores.length;
  env.cores.push(new PhysCoreView());
  const c: PhysCoreView = env.cores[id];
  c.id = id;
  c.pos_world_f_core_last_psi.x = position_x;
  c.pos_world_f_core_last_psi.y = position_y;
  c.pos_world_f_core_last_psi.z = position_z;
  c.position.x = position_x;
  c.position.y = position_y;
  c.position.z = position_z;
  c.time_of_last_psi = env.tm.current_time;
  c.inv_delta_psi = Math.fround(env.tm.inv_delta_psi);
  c.q_world_f_core_last_psi[3] = 1;
  c.q_world_f_core_next_psi[3] = 1;
  for (let i = 0; i < 3; i++) {
    c.rot_world_f_core_last_psi[3 * i + i] = 1;
  }
  c.rot_axis.x = 1;
  c.rot_axis.y = 0;
  c.rot_axis.z = 0;
  c.mass = 1;
  if (simulated) {
    c.movement_state = 1;
    c.flags = 0;
  } else {
    c.movement_state = 0x10;
    c.flags = 0xc;
  }
  return c;
}

/**
 * Appends a real object of the environment (ids by creation) with its OV and filter mirrors and
 * its OV listener; the caller initialises the object.
 *
 * @design One object, one id: the real object, the OV world's OvObject and the filters' PairObject share the index.
 * @unit T44
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:119
 */
export function env_new_object(env: IvpEnvironment, c: PhysCoreView): RealObject {
  const id: number = env.objects.length;
  env.objects.push(new RealObject());
  const o: RealObject = env.objects[id];
  env.ov_listeners.push(new OvElementListener());
  const l: OvElementListener = env.ov_listeners[id];
  l.object = o;
  l.hull_index = SYNAPSE_NO_HULL_SLOT;
  const ov_id: number = ov_object_add(env.ov, false, id, c.position.x, c.position.y, c.position.z, c.upper_limit_radius);
  if (ov_id !== id) assertFail("spec/ivp/mindist/timeline.spec:128", "ivp environment: the OV mirror of object {} is out of step", [id]);
  env.pair_objects.list.push(new PairObject());
  c.objects.push(o);
  return o;
}

/**
 * The core's bounding fields (000 §8.2): upper_limit_radius, max_surface_deviation and
 * inv_object_diameter = 0.5 / upper_limit_radius (0x1000d1a0).
 *
 * @source 000_b83935d7d7846899.txt §8.2; §5.1.2 core+0x04, +0x08, +0x48 (0x1000d1a0)
 * @unit M22
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/timeline.spec:138
 */
export function core_set_radius(c: PhysCoreView, radius: number, deviation: number): void {
  c.upper_limit_radius = radius;
  c.max_surface_deviation = deviation;
  c.inv_object_diameter = Math.fround(0.5 / radius);
}

/**
 * A ball of radius r (> 0, finite) on core c: extra radius r (template+0x60 = 0 in Ballance),
 * the environment's ball surface manager; the core's radius is r, its deviation 0.
 *
 * @source 000_b83935d7d7846899.txt §2.7; §2.1.2 0x10030010
 * @unit T44
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:148
 */
export function ivp_env_add_ball(env: IvpEnvironment, c: PhysCoreView, r: number): RealObject {
  if (!(r > 0 && r < 1.0000000150474662e+30 /* 1e30f */)) assertFail("spec/ivp/mindist/timeline.spec:149", "ivp_env_add_ball: the radius must be finite and positive (got {})", [r]);
  if (!(c.id >= 0 && c.id < env.cores.length)) assertFail("spec/ivp/mindist/timeline.spec:150", "ivp_env_add_ball: the core is not one of this environment's");
  const o: RealObject = env_new_object(env, c);
  const id: number = env.objects.length - 1;
  real_object_ball_init(o, 0, r, env.ball_surface, c, id, id);
  o.id = id;
  o.env = env;
  o.movement_state = c.movement_state;
  const po: PairObject = env.pair_objects.list[id];
  po.surface.ball = true;
  po.surface.dummy_ledge = env.ball_surface.dummy_ledge;
  core_set_radius(c, o.extra_radius, 0);
  return o;
}

/**
 * A polygon object over the compact surface cs on core c, whose position is taken as the object's
 * origin: the core moves to the surface's mass centre (its orientation is still the identity),
 * the object's shift is −mass centre, the core's radius and deviation are slot 2's about it.
 *
 * @source 000_b83935d7d7846899.txt §2.7; §8.2 0x1002fd00 (+ 0x1000bc40 for the core radius)
 * @unit T44
 * @float x87
 * @precision 4 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/timeline.spec:169
 */
export function ivp_env_add_polygon(mem: Memory, env: IvpEnvironment, c: PhysCoreView, sm: PolygonSurfaceManager): RealObject {
  if (sm.cs === 0) assertFail("spec/ivp/mindist/timeline.spec:170", "ivp_env_add_polygon: the surface manager has no compact surface");
  if (c.objects.length !== 0) assertFail("spec/ivp/mindist/timeline.spec:171", "ivp_env_add_polygon: core {} already carries an object", [c.id]);
  const o: RealObject = env_new_object(env, c);
  const id: number = env.objects.length - 1;
  real_object_polygon_init(o, 0, sm, c, id, id);
  o.id = id;
  o.env = env;
  o.movement_state = c.movement_state;
  const po: PairObject = env.pair_objects.list[id];
  po.surface.ball = false;
  po.surface.cs = sm.cs;
  let mc_x = 0, mc_y = 0, mc_z = 0;
  psm_get_mass_center(mem, sm, _s0);
  mc_x = _s0.x; mc_y = _s0.y; mc_z = _s0.z;
  real_object_set_shift(o, -mc_x, -mc_y, -mc_z);
  const p_x = c.position.x + mc_x, p_y = c.position.y + mc_y, p_z = c.position.z + mc_z;
  c.position.x = p_x;
  c.position.y = p_y;
  c.position.z = p_z;
  c.pos_world_f_core_last_psi.x = p_x;
  c.pos_world_f_core_last_psi.y = p_y;
  c.pos_world_f_core_last_psi.z = p_z;
  const rd: Float32Array = env.exchange.radius_dev;
  psm_get_radius_and_radius_dev(mem, sm, mc_x, mc_y, mc_z, rd);
  core_set_radius(c, Math.fround(o.extra_radius + rd[0]), rd[1]);
  return o;
}

/**
 * Scripts core c: a kinematic track with one segment from the current time (position and
 * velocity now, constant acceleration, a fixed orientation). The core must be simulated.
 *
 * @design The host's door for kinematic cores: checked values, one segment; more with ivp_env_script_segment.
 * @unit M22
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:197
 */
export function ivp_env_script_core(env: IvpEnvironment, c: PhysCoreView, v0_x: number, v0_y: number, v0_z: number, accel_x: number, accel_y: number, accel_z: number): void {
  env_check_finite3(v0_x, v0_y, v0_z, 2);
  env_check_finite3(accel_x, accel_y, accel_z, 3);
  if (!(c.movement_state < 8)) assertFail("spec/ivp/mindist/timeline.spec:200", "ivp_env_script_core: core {} is static", [c.id]);
  if (!(kinematic_track_of(env.kinematic, c) < 0)) assertFail("spec/ivp/mindist/timeline.spec:201", "ivp_env_script_core: core {} is already scripted", [c.id]);
  env.kinematic.tracks.push(new KinematicTrack());
  const tr: KinematicTrack = env.kinematic.tracks[env.kinematic.tracks.length - 1];
  tr.core = c;
  ivp_env_script_segment(env, c, env.tm.current_time, c.pos_world_f_core_last_psi.x, c.pos_world_f_core_last_psi.y, c.pos_world_f_core_last_psi.z, v0_x, v0_y, v0_z, accel_x, accel_y, accel_z);
}

/**
 * Appends a segment to core c's track from time t0 (not before the last segment's start):
 * position p0, velocity v0, acceleration accel, the orientation of the previous segment's end.
 *
 * @design The host's door for a scripted segment: checked values, times in order.
 * @unit M22
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/timeline.spec:212
 */
export function ivp_env_script_segment(env: IvpEnvironment, c: PhysCoreView, t0: number, p0_x: number, p0_y: number, p0_z: number, v0_x: number, v0_y: number, v0_z: number, accel_x: number, accel_y: number, accel_z: number): void {
  env_check_finite3(p0_x, p0_y, p0_z, 4);
  env_check_finite3(v0_x, v0_y, v0_z, 5);
  env_check_finite3(accel_x, accel_y, accel_z, 6);
  const k: number = kinematic_track_of(env.kinematic, c);
  if (!(k >= 0)) assertFail("spec/ivp/mindist/timeline.spec:217", "ivp_env_script_segment: core {} has no track (ivp_env_script_core first)", [c.id]);
  const tr: KinematicTrack = env.kinematic.tracks[k];
  const n: number = tr.segments.length;
  if (t0 - t0 !== 0) assertFail("spec/ivp/mindist/timeline.spec:220", "ivp_env_script_segment: the start time must be finite");
  if (n > 0) {
    if (!(t0 >= tr.segments[(n - 1) | 0].t0)) assertFail("spec/ivp/mindist/timeline.spec:222", "ivp_env_script_segment: segment start {} is before the previous one", [t0]);
  }
  tr.segments.push(new KinematicSegment());
  const s: KinematicSegment = tr.segments[n];
  s.t0 = t0;
  s.p0.x = p0_x;
  s.p0.y = p0_y;
  s.p0.z = p0_z;
  s.v0.x = v0_x;
  s.v0.y = v0_y;
  s.v0.z = v0_z;
  s.accel.x = accel_x;
  s.accel.y = accel_y;
  s.accel.z = accel_z;
  for (let i = 0; i < 4; i++) {
    if (n > 0) {
      s.q0[i] = tr.segments[(n - 1) | 0].q1[i];
    } else {
      s.q0[i] = c.q_world_f_core_last_psi[i];
    }
    s.q1[i] = s.q0[i];
  }
  s.t1 = t0;
}

/**
 * Sets the last segment's rotation of core c: from its start orientation to q1 (a unit
 * quaternion) at time t1, with the stated angular velocity omega (world).
 *
 * @design The host's door for a scripted turn: q1 must be a unit quaternion within 1e-12, t1 after the segment's start.
 * @unit M22
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/timeline.spec:245
 */
export function ivp_env_script_turn(env: IvpEnvironment, c: PhysCoreView, q1: Float64Array, t1: number, omega_x: number, omega_y: number, omega_z: number): void {
  env_check_finite3(omega_x, omega_y, omega_z, 7);
  const k: number = kinematic_track_of(env.kinematic, c);
  if (!(k >= 0)) assertFail("spec/ivp/mindist/timeline.spec:248", "ivp_env_script_turn: core {} has no track", [c.id]);
  const tr: KinematicTrack = env.kinematic.tracks[k];
  const s: KinematicSegment = tr.segments[tr.segments.length - 1];
  const nq: number = q1[0] * q1[0] + q1[1] * q1[1] + q1[2] * q1[2] + q1[3] * q1[3];
  if (!(Math.abs(nq - 1) < 1e-12)) assertFail("spec/ivp/mindist/timeline.spec:252", "ivp_env_script_turn: q1 is not a unit quaternion (|q|^2 = {})", [nq]);
  if (!(t1 > s.t0)) assertFail("spec/ivp/mindist/timeline.spec:253", "ivp_env_script_turn: the turn must end after the segment starts");
  for (let i = 0; i < 4; i++) {
    s.q1[i] = q1[i];
  }
  s.t1 = t1;
  s.omega.x = omega_x;
  s.omega.y = omega_y;
  s.omega.z = omega_z;
}

/**
 * Sets an object's no-collision group (strncpy 8, as the glue stores it) in the object and the
 * filters' mirror.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10007460 (nocoll group, strncpy 8)
 * @unit T42
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:265
 */
export function ivp_env_set_group(env: IvpEnvironment, o: RealObject, name: number[]): void {
  pair_object_set_group(env.pair_objects, o.id, name);
  for (let i = 0; i < 8; i++) {
    o.group[i] = env.pair_objects.list[o.id].group[i];
  }
}

/**
 * Refreshes the OV world's mirror of o from the object and its core (moving, unit, +0x188, +0x04).
 *
 * @design OvObject mirrors what recheck_ov_element reads; it is refreshed before every recheck.
 * @unit T23
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:277
 */
export function env_ov_mirror(env: IvpEnvironment, o: RealObject): void {
  const ob: OvObject = env.ov.objects[o.id];
  const c: PhysCoreView | null = o.core;
  ob.moving = real_object_is_moving(o);
  ob.unit = o.unit;
  ob.position.x = c!.position.x;
  ob.position.y = c!.position.y;
  ob.position.z = c!.position.z;
  ob.radius = c!.upper_limit_radius;
}

/**
 * The world range of o's OV sphere beyond its radius (env+0x1c slot 1).
 *
 * @source 000_b83935d7d7846899.txt §2.6.2; §2.4.1 0x10017140 (range = R + range_world)
 * @unit T23
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:289
 */
export function env_world_range(env: IvpEnvironment, o: RealObject): number {
  const c: PhysCoreView | null = o.core;
  return get_coll_range_in_world(env.range, c!.rot_surface_speed, c!.current_speed, c!.upper_limit_radius, env.tm.delta_psi);
}

/**
 * Registers (or re-keys) o's OV listener in o's hull list at the element's key (hull_add 0x1002dd00).
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002dd00
 * @unit T34
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:297
 */
export function env_ov_listener_arm(env: IvpEnvironment, o: RealObject): void {
  const l: OvElementListener = env.ov_listeners[o.id];
  if (l.hull_index !== SYNAPSE_NO_HULL_SLOT) {
    hull_remove_listener(o.hull, l.hull_index);
    l.hull_index = SYNAPSE_NO_HULL_SLOT;
  }
  if (o.ov_element < 0) {
    return;
  }
  const el: OvElem = env.ov.tree.elems[o.ov_element];
  if (el.in_hull) {
    l.hull_index = hull_insert_listener(o.hull, l, el.hull_key);
  }
}

/**
 * What a recheck reported: the collisions it destroyed are deleted first (their mindists or
 * watchers), then the new pairs get their collisions from the delegator root, in order.
 *
 * @source 000_b83935d7d7846899.txt §2.6.2; §4.7 0x10017140 (delete the collisions not kept; create the new ones)
 * @unit T23, T40
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:316
 */
export function env_process_ov_reports(mem: Memory, env: IvpEnvironment): void {
  const w: OvWorld = env.ov;
  for (let i = 0; i < w.deleted.n; i++) {
    const c: number = w.deleted.items[i];
    const kind: number = env.ov_collision_kind[c];
    const id: number = env.ov_collision_id[c];
    env.ov_collision_kind[c] = OV_COLLISION_NONE;
    if (kind === OV_COLLISION_MINDIST) {
      const md: Mindist = env.mindists[id];
      md.ov_collision = -1;
      mindist_delete(mem, env, md);
    } else if (kind === OV_COLLISION_WATCHER) {
      const ow: OoWatcher = env.watchers[id];
      ow.ov_collision = -1;
      oo_watcher_delete(mem, env, ow);
    }
  }
  w.deleted.n = 0;
  delegator_create_reported(mem, env.root, w);
  w.deleted.n = 0;
}

/**
 * recheck_ov_element (0x10017140) of o through the OV world, with the listener re-armed and the
 * reports processed.
 *
 * @source 000_b83935d7d7846899.txt §2.6.2; §4.7 0x10017140
 * @unit T23
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:342
 */
export function env_recheck_object(mem: Memory, env: IvpEnvironment, o: RealObject): void {
  env_ov_mirror(env, o);
  const h: HullManager = o.hull;
  ov_recheck_element(env.ov, o.id, env_world_range(env, o), env.tm.current_time, h.last_time, h.gradient, h.hull_value);
  env_ov_listener_arm(env, o);
  env_process_ov_reports(mem, env);
}

/**
 * enable_collision_detection (0x100176e0) of o: a new OV element, the first recheck, its pairs.
 *
 * @source 000_b83935d7d7846899.txt §2.6.1; §4.7 0x100176e0
 * @unit T22
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:353
 */
export function ivp_env_enable_collision(mem: Memory, env: IvpEnvironment, o: RealObject): void {
  if (!(o.env === env && o.id >= 0 && o.id < env.objects.length)) assertFail("spec/ivp/mindist/timeline.spec:354", "ivp_env_enable_collision: the object is not one of this environment's");
  env_ov_mirror(env, o);
  const h: HullManager = o.hull;
  ov_enable_collision_detection(env.ov, o.id, env_world_range(env, o), env.tm.current_time, h.last_time, h.gradient, h.hull_value);
  o.ov_element = env.ov.objects[o.id].element;
  env_ov_listener_arm(env, o);
  env_process_ov_reports(mem, env);
}

/**
 * The root delegator's slot 0 for a collision it owns: its OV side leaves both OV elements
 * (0x1002f3f0) unless a recheck already removed it.
 *
 * @source 000_b83935d7d7846899.txt §2.6.7 0x1002f3f0
 * @unit T38
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:367
 */
export function env_root_collision_deleted(env: IvpEnvironment, c: number): void {
  if (c < 0) {
    return;
  }
  if (env.ov_collision_kind[c] === OV_COLLISION_NONE) {
    return;
  }
  env.ov_collision_kind[c] = OV_COLLISION_NONE;
  ov_collision_deleted(env.ov, c);
  // this deletion is the caller's: nothing is left for env_process_ov_reports to do for c
  env.ov.deleted.n = (env.ov.deleted.n - 1) | 0;
}

/**
 * Records which collision an OV collision index carries.
 *
 * @design The OV side of a collision (OvCollision) names its mindist or watcher through these two lists.
 * @unit T35
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:383
 */
export function env_set_ov_collision(env: IvpEnvironment, c: number, kind: number, id: number): void {
  while (env.ov_collision_kind.length <= c) {
    env.ov_collision_kind.push(OV_COLLISION_NONE);
    env.ov_collision_id.push(-1);
  }
  env.ov_collision_kind[c] = kind;
  env.ov_collision_id[c] = id;
}

/**
 * The controllers' part the collision side sees (0x100124c0): the moving vector of this PSI is
 * every scripted core whose movement state is below 8, in creation order; then the sim-unit step
 * retries their objects' INVALID mindists (0x100099a0).
 *
 * @source 000_b83935d7d7846899.txt §2.5; §4.6 0x100124c0 (moving cores) / 0x100121b0 → 0x100099a0
 * @unit M27
 * @float x87
 * @spec spec/ivp/mindist/timeline.spec:399
 */
export function env_kinematic_controllers(mem: Memory, env: IvpEnvironment): void {
  const d: KinematicDriver = env.kinematic;
  // the vectors are rewritten in place and cut to this PSI's count (the same lists as emptied and
  // refilled; a scene's moving set seldom changes, D-PERF-4)
  let n: number = 0;
  for (let i = 0; i < env.cores.length; i++) {
    const c: PhysCoreView = env.cores[i];
    if (c.movement_state < 8) {
      const k: number = kinematic_track_of(d, c);
      if (k >= 0) {
        if (n < d.moving.length) {
          d.moving[n] = c;
          d.moving_track[n] = k;
        } else {
          d.moving.push(c);
          d.moving_track.push(k);
        }
        n = (n + 1) | 0;
      }
    }
  }
  if (d.moving.length > n) {
    d.moving.length = n;
    d.moving_track.length = n;
  }
  for (let i_1 = 0; i_1 < d.moving.length; i_1++) {
    const c_1: PhysCoreView | null = d.moving[i_1];
    for (let j = 0, j$end = c_1!.objects.length; j < j$end; j++) {
      object_retry_invalid(mem, env, c_1!.objects[j]!);
    }
  }
}

/**
 * The frame loop (0x1002f250): every event due strictly before `target` (PSIs and mindist events
 * in time order), then the current time = target. The target must be finite and not before now.
 *
 * @source 000_b83935d7d7846899.txt §2.2.2; §7.1; §8.3 0x1002f250
 * @unit T04
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/timeline.spec:436
 */
export function ivp_env_simulate_until(mem: Memory, env: IvpEnvironment, target: number): void {
  if (!(target - target === 0 && target >= env.tm.current_time)) assertFail("spec/ivp/mindist/timeline.spec:437", "ivp_env_simulate_until: the target {} must be finite and not before the current time", [target]);
  if (env.solvers === null) assertFail("spec/ivp/mindist/timeline.spec:438", "ivp_env_simulate_until: the environment has no solvers (env.solvers)");
  tm_simulate_until(mem, env.tm, target, env);
}

/**
 * env_simulate_dt (0x100138c0): target = current time + dt (dt finite, >= 0).
 *
 * @source 000_b83935d7d7846899.txt §2.2.1 0x100138c0
 * @unit T03
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/timeline.spec:445
 */
export function ivp_env_simulate_dt(mem: Memory, env: IvpEnvironment, dt: number): void {
  if (!(dt - dt === 0 && dt >= 0)) assertFail("spec/ivp/mindist/timeline.spec:446", "ivp_env_simulate_dt: dt = {} must be finite and not negative", [dt]);
  const target: number = env.tm.current_time + dt;
  ivp_env_simulate_until(mem, env, target);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3();
