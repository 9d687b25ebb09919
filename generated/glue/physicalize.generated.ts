// GENERATED FILE: do not edit. Engine module glue.physicalize: 003 §2.1: Physicalize and Unphysicalize (pins, fallbacks, the creation core, the core setup, registration, destruction) from spec/glue/physicalize.spec (sha256 e190f8f2dbc233b8).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, ZERO_F64, assertFail } from "../../runtime/index.js";
import { glue_entity, glue_entity_position, glue_entity_rotation, glue_entity_scale } from "./entity.generated.js";
import { BB_COLL_DETECTION, BB_CONTINUOUS_CONTACT, BB_SET_PHYSICS_FORCE, Behavior, BlockOutput, CollListener, ContactListener, GLUE_DEFAULT_BALL_RADIUS, GlueEntity, GlueMaterial, OUT_PHYSICALIZE_OUT1, OUT_PHYSICALIZE_OUT2, PIN_DEFAULT_DAMPENING, PIN_DEFAULT_ELASTICITY, PIN_DEFAULT_FRICTION, PIN_DEFAULT_MASS, PIN_FALLBACK_ELASTICITY, PIN_FALLBACK_FRICTION, PIN_FALLBACK_MASS, PhysicsManager, RegistryRecord } from "./records.generated.js";
import { glue_material_new, glue_record_object, glue_registry_find, glue_registry_insert, glue_registry_remove } from "./registry.generated.js";
import { glue_surface_get, glue_surface_manager } from "./surfaces.generated.js";
import { FrictionContact, contact_drop } from "../ivp/dynamics/contact.generated.js";
import { CoreScratch, DynCore, dyn_core_set_trajectory, dyn_quat_normalize } from "../ivp/dynamics/core.generated.js";
import { IvpDynamics, IvpWorld, ivp_world_add_ball, ivp_world_add_polygon, ivp_world_enable_collision, ivp_world_freeze, ivp_world_remove_force } from "../ivp/dynamics/world.generated.js";
import { PolygonSurfaceManager, psm_get_radius_and_radius_dev } from "../ivp/geometry/surface_manager.generated.js";
import { mat_mul_vec } from "../ivp/math/vector.generated.js";
import { core_quaternion_at, pos_at } from "../ivp/mindist/cache.generated.js";
import { IvpEnvironment } from "../ivp/mindist/env.generated.js";
import { quat_to_rotation } from "../ivp/mindist/pose.generated.js";
import { MOVEMENT_STATIC, core_set_radius, env_ov_listener_arm, env_process_ov_reports, ivp_env_set_group } from "../ivp/mindist/timeline.generated.js";
import { PhysCoreView, RealObject, real_object_set_shift } from "../ivp/objects/real_object.generated.js";
import { ov_elem_delete } from "../ivp/space/ov_tree_pairs.generated.js";

/** Physicalize's pins (003 L86-100) as Execute reads them. */
export class PhysicalizeParams {
  /** pin 0 Fixed ? */
  fixed: boolean = false;
  /** pins 1-3: Friction, Elasticity, Mass, each with whether it could be read */
  friction: number = ZERO_F64;
  has_friction: boolean = false;
  elasticity: number = ZERO_F64;
  has_elasticity: boolean = false;
  mass: number = ZERO_F64;
  has_mass: boolean = false;
  /** pin 4 Collision Group (8 characters significant) */
  group: number[] = [];
  /** pins 5-7: Start Frozen, Enable Collision, Automatic Calculate Mass Center */
  start_frozen: boolean = false;
  enable_collision: boolean = false;
  auto_mass_center: boolean = false;
  /** pins 8-9: Linear / Rot Speed Dampening */
  lin_damp: number = ZERO_F64;
  rot_damp: number = ZERO_F64;
  /** pin 10 Collision Surface */
  surface: number[] = [];
  /**
   * pins 11…: convex 1..N (mesh ids of the host's library), ball radius 1..B (the positions are
   * not read), concave 1..M
   */
  convex: number[] = [];
  ball_radius: number[] = [];
  concave: number[] = [];
  /** setting local 3 Shift Mass Center */
  shift: Vec3 = new Vec3();
}

/** Puts a PhysicalizeParams back into the zero state `new PhysicalizeParams()` gives, in place. */
export function reset_PhysicalizeParams(s: PhysicalizeParams): void {
  s.fixed = false;
  s.friction = 0;
  s.has_friction = false;
  s.elasticity = 0;
  s.has_elasticity = false;
  s.mass = 0;
  s.has_mass = false;
  s.group.length = 0;
  s.start_frozen = false;
  s.enable_collision = false;
  s.auto_mass_center = false;
  s.lin_damp = 0;
  s.rot_damp = 0;
  s.surface.length = 0;
  s.convex.length = 0;
  s.ball_radius.length = 0;
  s.concave.length = 0;
  s.shift.x = 0; s.shift.y = 0; s.shift.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PhysicalizeParams(dst: PhysicalizeParams, src: PhysicalizeParams): void {
  dst.fixed = src.fixed;
  dst.friction = src.friction;
  dst.has_friction = src.has_friction;
  dst.elasticity = src.elasticity;
  dst.has_elasticity = src.has_elasticity;
  dst.mass = src.mass;
  dst.has_mass = src.has_mass;
  for (let i = 0; i < src.group.length && i < dst.group.length; i++) dst.group[i] = src.group[i];
  if (dst.group.length > src.group.length) dst.group.length = src.group.length;
  else for (let i = dst.group.length; i < src.group.length; i++) dst.group.push(src.group[i]);
  dst.start_frozen = src.start_frozen;
  dst.enable_collision = src.enable_collision;
  dst.auto_mass_center = src.auto_mass_center;
  dst.lin_damp = src.lin_damp;
  dst.rot_damp = src.rot_damp;
  for (let i = 0; i < src.surface.length && i < dst.surface.length; i++) dst.surface[i] = src.surface[i];
  if (dst.surface.length > src.surface.length) dst.surface.length = src.surface.length;
  else for (let i = dst.surface.length; i < src.surface.length; i++) dst.surface.push(src.surface[i]);
  for (let i = 0; i < src.convex.length && i < dst.convex.length; i++) dst.convex[i] = src.convex[i];
  if (dst.convex.length > src.convex.length) dst.convex.length = src.convex.length;
  else for (let i = dst.convex.length; i < src.convex.length; i++) dst.convex.push(src.convex[i]);
  for (let i = 0; i < src.ball_radius.length && i < dst.ball_radius.length; i++) dst.ball_radius[i] = src.ball_radius[i];
  if (dst.ball_radius.length > src.ball_radius.length) dst.ball_radius.length = src.ball_radius.length;
  else for (let i = dst.ball_radius.length; i < src.ball_radius.length; i++) dst.ball_radius.push(src.ball_radius[i]);
  for (let i = 0; i < src.concave.length && i < dst.concave.length; i++) dst.concave[i] = src.concave[i];
  if (dst.concave.length > src.concave.length) dst.concave.length = src.concave.length;
  else for (let i = dst.concave.length; i < src.concave.length; i++) dst.concave.push(src.concave[i]);
  dst.shift.x = src.shift.x; dst.shift.y = src.shift.y; dst.shift.z = src.shift.z;
}

/**
 * Sets the pins to the prototype defaults (003 L86-100: not fixed, 0.7 / 0.4 / 1, no group, not
 * frozen, collision on, automatic mass centre, dampening 0.1 / 0.1, no surface, no meshes).
 *
 * @source 003_de20169d39e999ff.txt §2.1 Physicalize prototype defaults (7522370e:37ec15ec)
 * @unit B03
 * @float x87
 * @spec spec/glue/physicalize.spec:56
 */
export function glue_physicalize_defaults(p: PhysicalizeParams): void {
  p.fixed = false;
  p.friction = PIN_DEFAULT_FRICTION;
  p.has_friction = true;
  p.elasticity = PIN_DEFAULT_ELASTICITY;
  p.has_elasticity = true;
  p.mass = PIN_DEFAULT_MASS;
  p.has_mass = true;
  p.group.length = 0;
  p.start_frozen = false;
  p.enable_collision = true;
  p.auto_mass_center = true;
  p.lin_damp = PIN_DEFAULT_DAMPENING;
  p.rot_damp = PIN_DEFAULT_DAMPENING;
  p.surface.length = 0;
  p.convex.length = 0;
  p.ball_radius.length = 0;
  p.concave.length = 0;
  p.shift.x = 0;
  p.shift.y = 0;
  p.shift.z = 0;
}

/**
 * A float pin as Execute reads it: its value, or the Execute fallback when it cannot be read.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_100026b0 (Execute fallbacks: friction 0.4, elasticity 0.5, mass 1.0)
 * @unit B03
 * @float x87
 * @spec spec/glue/physicalize.spec:80
 */
export function glue_pin(has: boolean, value: number, fallback: number): number {
  if (has) {
    return value;
  }
  return fallback;
}

/**
 * Checks the pins before anything is made (finite, in range, 8 characters are enough for the group).
 *
 * @design Boundary check: every pin entering the state is finite and in range, or the call is refused before anything changes.
 * @unit B03, B05
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/physicalize.spec:90
 */
export function glue_physicalize_check(p: PhysicalizeParams): void {
  if (!(p.friction - p.friction === 0 && p.friction >= 0)) assertFail("spec/glue/physicalize.spec:91", "Physicalize: Friction {} must be finite and not negative", [p.friction]);
  if (!(p.elasticity - p.elasticity === 0 && p.elasticity >= 0)) assertFail("spec/glue/physicalize.spec:92", "Physicalize: Elasticity {} must be finite and not negative", [p.elasticity]);
  if (!(p.mass - p.mass === 0 && p.mass >= 0 && p.mass <= 1000000000)) assertFail("spec/glue/physicalize.spec:93", "Physicalize: Mass {} must be finite, not negative and at most 1e9", [p.mass]);
  if (!(p.lin_damp - p.lin_damp === 0 && p.lin_damp >= 0 && p.lin_damp <= 1000000)) assertFail("spec/glue/physicalize.spec:94", "Physicalize: Linear Speed Dampening {} must be finite, in [0, 1e6]", [p.lin_damp]);
  if (!(p.rot_damp - p.rot_damp === 0 && p.rot_damp >= 0 && p.rot_damp <= 1000000)) assertFail("spec/glue/physicalize.spec:95", "Physicalize: Rot Speed Dampening {} must be finite, in [0, 1e6]", [p.rot_damp]);
  for (let i = 0; i < p.ball_radius.length; i++) {
    const r: number = p.ball_radius[i];
    if (!(r - r === 0 && r > 0 && r <= 10000)) assertFail("spec/glue/physicalize.spec:98", "Physicalize: ball radius {} = {} must be finite, positive and at most 1e4", [(i + 1) | 0, r]);
  }
  if (!(p.shift.x - p.shift.x === 0 && p.shift.y - p.shift.y === 0 && p.shift.z - p.shift.z === 0)) assertFail("spec/glue/physicalize.spec:100", "Physicalize: Shift Mass Center must be finite (x = {})", [p.shift.x]);
}

/**
 * The Physicalize input (FUN_100026b0, 003 L113-129): mgr+0xe0 + 1; an entity already registered
 * fires Out1 only (its parameters are not updated); otherwise the pins are read (the last ball
 * radius wins, ball positions are ignored, the shift only when Auto Mass Center is FALSE), a new
 * material is made and the creation core called; Out1 fires. Returns the object id (−1 when the
 * entity was registered already or no body was made).
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_100026b0 (Physicalize input, steps 1-5)
 * @unit B03, B05
 * @float x87
 * @spec spec/glue/physicalize.spec:110
 */
export function glue_physicalize(mem: Memory, m: PhysicsManager, behavior: number, entity: number, p: PhysicalizeParams): number {
  const e: GlueEntity = glue_entity(m, entity);
  glue_physicalize_check(p);
  m.stats.physicalize_calls = (m.stats.physicalize_calls + 1) | 0;
  if (glue_registry_find(m, entity) >= 0) {
    glue_fire(m, behavior, OUT_PHYSICALIZE_OUT1, entity);
    return -1;
  }
  // ball radii: one variable, so the last radius pin wins; the positions are not read
  let radius: number = GLUE_DEFAULT_BALL_RADIUS;
  for (let i = 0; i < p.ball_radius.length; i++) {
    radius = p.ball_radius[i];
  }
  const friction: number = glue_pin(p.has_friction, p.friction, PIN_FALLBACK_FRICTION);
  const elasticity: number = glue_pin(p.has_elasticity, p.elasticity, PIN_FALLBACK_ELASTICITY);
  const mass: number = glue_pin(p.has_mass, p.mass, PIN_FALLBACK_MASS);
  const material: number = glue_material_new(m, friction, elasticity);
  // the shift is passed only when Auto Mass Center is FALSE (NULL otherwise)
  const use_shift: boolean = !p.auto_mass_center;
  const obj: number = glue_create_body(mem, m, e, p, radius, material, mass, use_shift);
  glue_fire(m, behavior, OUT_PHYSICALIZE_OUT1, entity);
  return obj;
}

/**
 * The creation core FUN_10002380 (003 L131-167), arguments (mgr, ent, nConvex, convex[], nBall,
 * nConcave, concave[], radius, surfName, shift|NULL, fixed, material, mass, group, startFrozen,
 * enableColl, autoMass, linDamp, rotDamp): the entity scale, the ball or polygon body, the template
 * (name, unmovable, material, mass, group, damping, mass-centre override), the pose from the world
 * matrix, the wake or Start Frozen, Enable Collision, obj+0xb0 and the registry. Returns the object
 * id, −1 when no mesh was usable.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 (creation core), FUN_10007460 (template), FUN_10009f00 (core setup)
 * @unit B06, B07
 * @float x87
 * @spec spec/glue/physicalize.spec:142
 */
export function glue_create_body(mem: Memory, m: PhysicsManager, e: GlueEntity, p: PhysicalizeParams, radius: number, material: number, mass: number, use_shift: boolean): number {
  const w: IvpWorld = m.world;
  const env: IvpEnvironment = w.env;
  const mat: GlueMaterial = m.materials[material];
  // 1. the entity scale, baked into the geometry
  glue_entity_scale(e, _s0);
  const scale_x = _s0.x, scale_y = _s0.y, scale_z = _s0.z;
  glue_entity_rotation(e, m.q);
  glue_entity_position(e, _s1);
  const origin_x = _s1.x, origin_y = _s1.y, origin_z = _s1.z;
  const is_ball: boolean = p.ball_radius.length !== 0 || p.surface.length === 0;
  let surface: number = -1;
  let manager: number = -1;
  let obj: number = -1;
  let collide: boolean = p.enable_collision;
  if (is_ball) {
    // 2. the ball (FUN_100075d0 → FUN_10013a10): centred on the entity's position, the radius as
    // the pin gives it (the entity scale is not applied to it, D-GLUE-5)
    obj = ivp_world_add_ball(w, origin_x, origin_y, origin_z, radius, mass, mat.friction, mat.elasticity, p.lin_damp, p.rot_damp, p.fixed);
    // fork B: with an empty surface name collision is not enabled (003 L137)
    if (p.surface.length === 0) {
      collide = false;
    }
  } else {
    // 3. the polygon body (FUN_100076f0 → FUN_100139a0) over the cached surface
    surface = glue_surface_get(mem, m, e.id, p.surface, p.convex, p.concave, scale_x, scale_y, scale_z);
    if (surface < 0) {
      return -1;
    }
    manager = glue_surface_manager(m, surface);
    obj = ivp_world_add_polygon(mem, w, manager, origin_x, origin_y, origin_z, mass, mat.friction, mat.elasticity, p.lin_damp, p.rot_damp, p.fixed);
  }
  const o: RealObject = env.objects[obj];
  // 4. the template: the nocoll group (strncpy 8) and the mass-centre override (+0x64)
  ivp_env_set_group(env, o, p.group);
  // 5. the pose from the world matrix
  glue_place_body(mem, m, obj, manager, origin_x, origin_y, origin_z, use_shift && !is_ball, p.shift.x, p.shift.y, p.shift.z);
  // 6. Start Frozen or the wake; Enable Collision; obj+0xb0 = entity; the registry
  if (p.start_frozen && !p.fixed) {
    glue_freeze_new_body(mem, m, obj);
  }
  if (collide) {
    ivp_world_enable_collision(mem, w, obj);
  }
  o.entity = e.id;
  const r: RegistryRecord = glue_registry_insert(m, e.id);
  r.surface = surface;
  r.object = obj;
  r.generation = m.generation;
  r.material = material;
  r.scale.x = scale_x;
  r.scale.y = scale_y;
  r.scale.z = scale_z;
  r.contacts = 0;
  r.first_contact = 0;
  return obj;
}

/**
 * The pose of a new body (003 L161, template +0x64): orientation m.q (from the world matrix), the
 * object origin at `origin`; a polygon's (surface manager `manager`) mass centre is origin + R·shift
 * when `fix_centre` is set
 * (the core's radius then measured about it), the surface's own mass centre otherwise; a ball's
 * centre is the origin. The core's trajectory starts there at rest.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 step 5, FUN_10007460 (+0x64 mass-centre override)
 * @unit B06
 * @float x87
 * @precision 7 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/physicalize.spec:203
 */
export function glue_place_body(mem: Memory, m: PhysicsManager, obj: number, manager: number, origin_x: number, origin_y: number, origin_z: number, fix_centre: boolean, shift_x: number, shift_y: number, shift_z: number): void {
  const w: IvpWorld = m.world;
  const env: IvpEnvironment = w.env;
  const o: RealObject = env.objects[obj];
  const c: PhysCoreView | null = o.core;
  const dc: DynCore = w.dyn.cores[c!.id];
  // the mass centre in object coordinates: −(the object origin in core coordinates)
  let mc_x = -o.shift_core_f_object.x, mc_y = -o.shift_core_f_object.y, mc_z = -o.shift_core_f_object.z;
  if (fix_centre) {
    mc_x = shift_x;
    mc_y = shift_y;
    mc_z = shift_z;
    // 0 − shift, so that a zero component stays +0
    const zero_x = 0, zero_y = 0, zero_z = 0;
    real_object_set_shift(o, Math.fround(zero_x - mc_x), Math.fround(zero_y - mc_y), Math.fround(zero_z - mc_z));
    const sm: PolygonSurfaceManager = w.surfaces[manager];
    const rd: Float32Array = env.exchange.radius_dev;
    psm_get_radius_and_radius_dev(mem, sm, mc_x, mc_y, mc_z, rd);
    core_set_radius(c!, Math.fround(o.extra_radius + rd[0]), rd[1]);
  }
  quat_to_rotation(m.q, m.m);
  mat_mul_vec(m.m, mc_x, mc_y, mc_z, _s2);
  const r_x = _s2.x, r_y = _s2.y, r_z = _s2.z;
  const p_x = origin_x + r_x, p_y = origin_y + r_y, p_z = origin_z + r_z;
  const rest_x = 0, rest_y = 0, rest_z = 0;
  dyn_core_set_trajectory(dc, env.tm.current_time, env.tm.delta_psi, p_x, p_y, p_z, m.q, rest_x, rest_y, rest_z, rest_x, rest_y, rest_z, w.dyn.scratch);
}

/**
 * Start Frozen (D-GLUE-7): the new body's core is frozen where it was placed (0x1000ce20's state 8,
 * the dynamics' ivp_world_freeze), so it costs nothing until an impact or a wake-up revives it.
 *
 * @design IVP creates objects out of the simulation and the glue's wake (FUN_1000a460) brings them in; without it (Start Frozen) the body stays frozen until revived.
 * @unit B06, B18
 * @float x87
 * @spec spec/glue/physicalize.spec:232
 */
export function glue_freeze_new_body(mem: Memory, m: PhysicsManager, obj: number): void {
  ivp_world_freeze(mem, m.world, obj);
}

/**
 * The Unphysicalize input (003 L107-111): mgr+0xe4 + 1; a registered entity's IVP object is
 * destroyed (FUN_10009990) and its record removed (FUN_100086f0); Out2 fires. A record left
 * dangling by Clean Physics World has no object to destroy (D-GLUE-9).
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_100026b0 (Unphysicalize input: FUN_10009990, FUN_100086f0)
 * @unit B04
 * @float x87
 * @spec spec/glue/physicalize.spec:241
 */
export function glue_unphysicalize(mem: Memory, m: PhysicsManager, behavior: number, entity: number): void {
  glue_entity(m, entity);
  m.stats.unphysicalize_calls = (m.stats.unphysicalize_calls + 1) | 0;
  const k: number = glue_registry_find(m, entity);
  if (k >= 0) {
    const obj: number = glue_record_object(m, k);
    if (obj >= 0) {
      glue_destroy_object(mem, m, obj);
    }
    glue_registry_remove(m, k);
  }
  glue_fire(m, behavior, OUT_PHYSICALIZE_OUT2, entity);
}

/**
 * FUN_10009990: destroys a real object of the current world (D-GLUE-8): its force controllers and
 * listeners go (the behaviors holding them see their handle cleared), its friction contacts are
 * dropped, it leaves collision detection (OV element, pairs, mindists, watchers, the OV listener in
 * its hull), and its core stops for good: static and fixed, at rest, out of the write-back.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10009990 (destroy the IVP object)
 * @unit B04
 * @float x87
 * @spec spec/glue/physicalize.spec:261
 */
export function glue_destroy_object(mem: Memory, m: PhysicsManager, obj: number): void {
  const w: IvpWorld = m.world;
  const env: IvpEnvironment = w.env;
  const d: IvpDynamics = w.dyn;
  const o: RealObject = env.objects[obj];
  const c: PhysCoreView | null = o.core;
  const dc: DynCore = d.cores[c!.id];
  // the controllers and listeners attached to the object
  for (let i = 0; i < d.forces.length; i++) {
    if (d.forces[i].live && d.forces[i].core === c!.id) {
      ivp_world_remove_force(w, i);
      glue_clear_handles(m, BB_SET_PHYSICS_FORCE, i);
    }
  }
  for (let i_1 = 0; i_1 < m.coll_listeners.length; i_1++) {
    const l: CollListener = m.coll_listeners[i_1];
    if (l.live && l.generation === m.generation && l.object === obj) {
      l.live = false;
      glue_clear_handles(m, BB_COLL_DETECTION, i_1);
    }
  }
  for (let i_2 = 0; i_2 < m.contact_listeners.length; i_2++) {
    const l_1: ContactListener = m.contact_listeners[i_2];
    if (l_1.live && l_1.generation === m.generation && l_1.object === obj) {
      l_1.live = false;
      glue_clear_handles(m, BB_CONTINUOUS_CONTACT, i_2);
    }
  }
  // its friction contacts, before the mindists they belong to
  for (let i_3 = 0; i_3 < d.contacts.length; i_3++) {
    const cp: FrictionContact = d.contacts[i_3];
    if (cp.live && (cp.core0 === c!.id || cp.core1 === c!.id)) {
      contact_drop(d, cp);
    }
  }
  // out of collision detection: the element's pairs are deleted with their mindists and watchers
  if (o.ov_element >= 0) {
    ov_elem_delete(env.ov, o.id);
    o.ov_element = -1;
    env_ov_listener_arm(env, o);
    env_process_ov_reports(mem, env);
  }
  // the core stops for good: static and fixed, at rest where it is now
  const sc: CoreScratch = d.scratch;
  const t: number = env.tm.current_time;
  pos_at(c!, t, _s3);
  const p_x = _s3.x, p_y = _s3.y, p_z = _s3.z;
  core_quaternion_at(c!, t, sc.q);
  dyn_quat_normalize(sc.q);
  const rest_x = 0, rest_y = 0, rest_z = 0;
  dc.velocity.x = rest_x;
  dc.velocity.y = rest_y;
  dc.velocity.z = rest_z;
  dc.rot_speed.x = rest_x;
  dc.rot_speed.y = rest_y;
  dc.rot_speed.z = rest_z;
  dc.async_dv.x = 0;
  dc.async_dv.y = 0;
  dc.async_dv.z = 0;
  dc.async_dw.x = 0;
  dc.async_dw.y = 0;
  dc.async_dw.z = 0;
  dc.inv_mass = 0;
  dc.inv_inertia.x = 0;
  dc.inv_inertia.y = 0;
  dc.inv_inertia.z = 0;
  dc.solved = false;
  dyn_core_set_trajectory(dc, t, env.tm.delta_psi, p_x, p_y, p_z, sc.q, rest_x, rest_y, rest_z, rest_x, rest_y, rest_z, sc);
  c!.movement_state = MOVEMENT_STATIC & 0xff;
  c!.flags = 0xc;
  o.movement_state = MOVEMENT_STATIC;
  o.entity = 0;
}

/**
 * Clears the handle of every behavior of `kind` that holds object `id` of the current world.
 *
 * @design A controller or listener deleted with its object leaves no handle behind (D-GLUE-8).
 * @unit B02
 * @float x87
 * @spec spec/glue/physicalize.spec:327
 */
export function glue_clear_handles(m: PhysicsManager, kind: number, id: number): void {
  for (let i = 0; i < m.behaviors.length; i++) {
    const b: Behavior = m.behaviors[i];
    if (b.kind === kind && b.handle === id && b.handle_generation === m.generation) {
      b.handle = -1;
    }
  }
}

/**
 * Fires output `output` of behavior `behavior` for `entity` (no other, no pins).
 *
 * @design Block outputs go to the host's output list.
 * @unit B03
 * @float x87
 * @spec spec/glue/physicalize.spec:339
 */
export function glue_fire(m: PhysicsManager, behavior: number, output: number, entity: number): BlockOutput {
  const g: BlockOutput = new BlockOutput();
  g.behavior = behavior;
  g.output = output;
  g.entity = entity;
  g.other_id = -1;
  g.time = m.world.env.tm.current_time;
  m.outputs.push(g);
  return g;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3();
