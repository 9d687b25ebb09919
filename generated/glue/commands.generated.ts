// GENERATED FILE: do not edit. Engine module glue.commands: 003 §2.0: Building Block instances, their pins and IVP_Handle, and the deferred command queue with its per-frame retry from spec/glue/commands.spec (sha256 4961ff3398dd05d0).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, type Vec3, assertFail } from "../../runtime/index.js";
import { glue_force_execute, glue_wake_execute } from "./blocks.generated.js";
import { glue_entity_index } from "./entity.generated.js";
import { glue_coll_listener_execute, glue_contact_listener_execute, glue_contact_listener_stop } from "./listeners.generated.js";
import { BB_COLL_DETECTION, BB_CONTINUOUS_CONTACT, BB_DELETE_COLLISION_SURFACES, BB_KIND_COUNT, BB_PHYSICS_IMPULSE, BB_SET_PHYSICS_FORCE, BB_SET_PHYSICS_GLOBALS, BB_WAKE_UP, Behavior, CMD_COLL_LISTENER, CMD_CONTACT_LISTENER, CMD_DELETE_SURFACES, CMD_NOT_READY, CMD_SET_FORCE, CMD_TAG, CMD_WAKE_UP, GlueCommand, PhysicsManager, copy_GlueCommand } from "./records.generated.js";
import { glue_delete_surfaces_execute } from "./surfaces.generated.js";
import { ivp_world_remove_force } from "../ivp/dynamics/world.generated.js";

/**
 * A new Building Block instance of `kind` owned by entity `owner` (0: no owner), its pins at the
 * prototype defaults (SetPhysicsForce: direction (0, 0, 1), force 10, 003 L243-248; Set Physics
 * Globals: gravity (0, −9.81, 0), factor 1, L427; PhysicsContinuousContact: 0.1 / 0.1, 5 groups,
 * L407-408). Returns its id.
 *
 * @source 003_de20169d39e999ff.txt §2 the BBs' prototypes (003 L37-50, L243-248, L407-408, L427)
 * @unit B01
 * @float x87
 * @spec spec/glue/commands.spec:23
 */
export function glue_behavior_new(m: PhysicsManager, kind: number, owner: number): number {
  if (!(kind >= 1 && kind < BB_KIND_COUNT)) assertFail("spec/glue/commands.spec:24", "glue: Building Block kind {} is not one of 1..9", [kind]);
  if (!(owner === 0 || glue_entity_index(m, owner) >= 0)) assertFail("spec/glue/commands.spec:25", "glue: the owner entity {} does not exist", [owner]);
  const b: Behavior = new Behavior();
  b.id = m.behaviors.length;
  b.kind = kind;
  b.owner = owner;
  b.handle = -1;
  b.direction.x = 0;
  b.direction.y = 0;
  b.direction.z = 1;
  b.value = 10;
  b.max_speed = 1;
  b.delay_start = 0.10000000149011612 /* 0.1f */;
  b.delay_end = 0.10000000149011612 /* 0.1f */;
  b.groups = 5;
  b.gravity.x = 0;
  b.gravity.y = -9.8100004196167 /* 9.81f */;
  b.gravity.z = 0;
  b.time_factor = 1;
  m.behaviors.push(b);
  return b.id;
}

/**
 * The behavior `id`, which must exist (and be of `kind` unless kind is 0).
 *
 * @design Boundary check: a behavior id names an existing instance of the right kind.
 * @unit B01
 * @float x87
 * @spec spec/glue/commands.spec:46
 */
export function glue_behavior(m: PhysicsManager, id: number, kind: number): Behavior {
  if (!(id >= 0 && id < m.behaviors.length)) assertFail("spec/glue/commands.spec:47", "glue: behavior {} does not exist", [id]);
  const b: Behavior = m.behaviors[id];
  if (!(kind === 0 || b.kind === kind)) assertFail("spec/glue/commands.spec:49", "glue: behavior {} is of kind {}, not the kind this input needs", [id, b.kind]);
  return b;
}

/**
 * True when local 0 (IVP_Handle) holds an object of the current world.
 *
 * @source 003_de20169d39e999ff.txt §2.0 IVP_Handle in local 0 (003 L74)
 * @unit B02
 * @float x87
 * @spec spec/glue/commands.spec:56
 */
export function glue_handle_set(m: PhysicsManager, b: Behavior): boolean {
  return b.handle >= 0 && b.handle_generation === m.generation;
}

/**
 * Stores what Execute made in local 0.
 *
 * @source 003_de20169d39e999ff.txt §2.0 IVP_Handle in local 0 (003 L74)
 * @unit B02
 * @float x87
 * @spec spec/glue/commands.spec:63
 */
export function glue_handle_store(m: PhysicsManager, b: Behavior, id: number): void {
  b.handle = id;
  b.handle_generation = m.generation;
}

/**
 * CKM_BEHAVIORRESET (the shared callback FUN_10005ee0): the handle is cleared, the object is not
 * deleted (003 L78).
 *
 * @source 003_de20169d39e999ff.txt §2.0 FUN_10005ee0 (CKM_BEHAVIORRESET clears the handle without deleting)
 * @unit B02
 * @float x87
 * @spec spec/glue/commands.spec:72
 */
export function glue_behavior_reset(m: PhysicsManager, id: number): void {
  const b: Behavior = glue_behavior(m, id, 0);
  b.handle = -1;
}

/**
 * Checks a vector pin from outside (finite).
 *
 * @design Boundary check: a vector pin is finite.
 * @unit B01
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/commands.spec:80
 */
export function glue_check_vec(v_x: number, v_y: number, v_z: number, what: number): void {
  if (!(v_x - v_x === 0 && v_y - v_y === 0 && v_z - v_z === 0)) assertFail("spec/glue/commands.spec:81", "glue: vector pin {} must be finite (x = {})", [what, v_x]);
}

/**
 * Checks a float pin from outside (finite, in [lo, hi]).
 *
 * @design Boundary check: a float pin is finite and in range.
 * @unit B01
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/glue/commands.spec:87
 */
export function glue_check_f32(x: number, lo: number, hi: number, what: number): void {
  if (!(x - x === 0 && x >= lo && x <= hi)) assertFail("spec/glue/commands.spec:88", "glue: float pin {} = {} must be finite and in its range", [what, x]);
}

/**
 * Checks an entity pin from outside (0 or an existing entity).
 *
 * @design Boundary check: an entity pin names an existing entity or none.
 * @unit B01
 * @float x87
 * @spec spec/glue/commands.spec:94
 */
export function glue_check_entity(m: PhysicsManager, e: number, what: number): void {
  if (!(e === 0 || glue_entity_index(m, e) >= 0)) assertFail("spec/glue/commands.spec:95", "glue: entity pin {} names entity {}, which does not exist", [what, e]);
}

/**
 * The pins of SetPhysicsForce and Physics Impulse: Position, Pos Referential, Direction, Direction
 * Ref, Force Value / Impulse; and Physics Impulse's settings.
 *
 * @source 003_de20169d39e999ff.txt §2.2; §2.5 SetPhysicsForce pins (003 L243-248), Physics Impulse pins and settings (L337-346)
 * @unit B09, B15
 * @float x87
 * @spec spec/glue/commands.spec:102
 */
export function glue_set_force_pins(m: PhysicsManager, id: number, position_x: number, position_y: number, position_z: number, pos_ref: number, direction_x: number, direction_y: number, direction_z: number, dir_ref: number, value: number, two_positions: boolean, constant_force: boolean): void {
  const b: Behavior = glue_behavior(m, id, 0);
  if (!(b.kind === BB_SET_PHYSICS_FORCE || b.kind === BB_PHYSICS_IMPULSE)) assertFail("spec/glue/commands.spec:104", "glue: behavior {} has no force pins", [id]);
  glue_check_vec(position_x, position_y, position_z, 1);
  glue_check_entity(m, pos_ref, 2);
  glue_check_vec(direction_x, direction_y, direction_z, 3);
  glue_check_entity(m, dir_ref, 4);
  glue_check_f32(value, -999999995904 /* 1e12f */, 999999995904 /* 1e12f */, 5);
  b.position.x = position_x;
  b.position.y = position_y;
  b.position.z = position_z;
  b.pos_ref = pos_ref;
  b.direction.x = direction_x;
  b.direction.y = direction_y;
  b.direction.z = direction_z;
  b.dir_ref = dir_ref;
  b.value = value;
  b.two_positions = two_positions;
  b.constant_force = constant_force;
}

/**
 * The pins of PhysicsCollDetection: Min, Max, Sleep, Use ID, ID (003 L370-374).
 *
 * @source 003_de20169d39e999ff.txt §2.6 PhysicsCollDetection pins (003 L370-374)
 * @unit B16
 * @float x87
 * @spec spec/glue/commands.spec:122
 */
export function glue_set_collision_pins(m: PhysicsManager, id: number, min_speed: number, max_speed: number, sleep: number, use_id: boolean, coll_id: number): void {
  const b: Behavior = glue_behavior(m, id, BB_COLL_DETECTION);
  glue_check_f32(min_speed, 0, 999999995904 /* 1e12f */, 1);
  glue_check_f32(max_speed, 0, 999999995904 /* 1e12f */, 2);
  glue_check_f32(sleep, 0, 999999995904 /* 1e12f */, 3);
  b.min_speed = min_speed;
  b.max_speed = max_speed;
  b.sleep = sleep;
  b.use_id = use_id;
  b.coll_id = coll_id;
}

/**
 * The pins of PhysicsContinuousContact: Time Delay Start, Time Delay End; the setting Number Group
 * Output (1 … 64).
 *
 * @source 003_de20169d39e999ff.txt §2.7 PhysicsContinuousContact pins and setting (003 L407-408)
 * @unit B17
 * @float x87
 * @spec spec/glue/commands.spec:138
 */
export function glue_set_contact_pins(m: PhysicsManager, id: number, delay_start: number, delay_end: number, groups: number): void {
  const b: Behavior = glue_behavior(m, id, BB_CONTINUOUS_CONTACT);
  glue_check_f32(delay_start, 0, 999999995904 /* 1e12f */, 1);
  glue_check_f32(delay_end, 0, 999999995904 /* 1e12f */, 2);
  if (!(groups >= 1 && groups <= 64)) assertFail("spec/glue/commands.spec:142", "glue: Number Group Output {} must be 1 … 64", [groups]);
  b.delay_start = delay_start;
  b.delay_end = delay_end;
  b.groups = groups;
}

/**
 * The pins of Set Physics Globals: Gravity, Physic Time Factor (003 L427).
 *
 * @source 003_de20169d39e999ff.txt §2.8 Set Physics Globals pins (003 L427)
 * @unit B19
 * @float x87
 * @spec spec/glue/commands.spec:151
 */
export function glue_set_globals_pins(m: PhysicsManager, id: number, gravity_x: number, gravity_y: number, gravity_z: number, time_factor: number): void {
  const b: Behavior = glue_behavior(m, id, BB_SET_PHYSICS_GLOBALS);
  glue_check_vec(gravity_x, gravity_y, gravity_z, 1);
  glue_check_f32(time_factor, 0, 1000000, 2);
  b.gravity.x = gravity_x;
  b.gravity.y = gravity_y;
  b.gravity.z = gravity_z;
  b.time_factor = time_factor;
}

/**
 * A command's Execute (slot 0): "not ready" (0) or done (non-zero).
 *
 * @source 003_de20169d39e999ff.txt §2.0 command vtable slot 0 (Execute)
 * @unit B02
 * @float x87
 * @spec spec/glue/commands.spec:164
 */
export function glue_command_execute(mem: Memory, m: PhysicsManager, c: GlueCommand): number {
  const b: Behavior = m.behaviors[c.behavior];
  if (c.kind === CMD_SET_FORCE) {
    return glue_force_execute(mem, m, b);
  } else if (c.kind === CMD_COLL_LISTENER) {
    return glue_coll_listener_execute(m, b);
  } else if (c.kind === CMD_WAKE_UP) {
    return glue_wake_execute(mem, m, b);
  } else if (c.kind === CMD_CONTACT_LISTENER) {
    return glue_contact_listener_execute(m, b);
  }
  if (c.kind !== CMD_DELETE_SURFACES) assertFail("spec/glue/commands.spec:175", "glue: command kind {} is unknown", [c.kind]);
  return glue_delete_surfaces_execute(m, b);
}

/**
 * FUN_10008160 (003 L68-70): the command {vtable, mgr, 2, behavior} is installed and run at once;
 * it stays queued when Execute answers "not ready". Returns Execute's answer.
 *
 * @source 003_de20169d39e999ff.txt §2.0 FUN_10008160 (install and run at once)
 * @unit B02
 * @float x87
 * @spec spec/glue/commands.spec:183
 */
export function glue_install(mem: Memory, m: PhysicsManager, kind: number, behavior: number): number {
  const c: GlueCommand = new GlueCommand();
  c.kind = kind;
  c.tag = CMD_TAG;
  c.behavior = behavior;
  m.stats.commands_installed = (m.stats.commands_installed + 1) | 0;
  const r: number = glue_command_execute(mem, m, c);
  if (r === CMD_NOT_READY) {
    c.retries = 1;
    m.stats.commands_not_ready = (m.stats.commands_not_ready + 1) | 0;
    m.queue.push(c);
  } else {
    m.stats.commands_done = (m.stats.commands_done + 1) | 0;
  }
  return r;
}

/**
 * FUN_100081d0 (PostProcess step 3): every queued command, in installation order, runs again; those
 * that answer non-zero are deleted, the others stay in their order.
 *
 * @source 003_de20169d39e999ff.txt §2.0; §3.1 FUN_100081d0 (retry the queued installers every frame)
 * @unit B02, B23
 * @float x87
 * @spec spec/glue/commands.spec:204
 */
export function glue_queue_retry(mem: Memory, m: PhysicsManager): void {
  let kept: number = 0;
  const n: number = m.queue.length;
  for (let i = 0; i < n; i++) {
    const c: GlueCommand = m.queue[i];
    const r: number = glue_command_execute(mem, m, c);
    if (r === CMD_NOT_READY) {
      c.retries = (c.retries + 1) | 0;
      m.stats.commands_not_ready = (m.stats.commands_not_ready + 1) | 0;
      copy_GlueCommand(m.queue[kept], c);
      kept = (kept + 1) | 0;
    } else {
      m.stats.commands_done = (m.stats.commands_done + 1) | 0;
    }
  }
  m.queue.length = kept;
}

/**
 * The Create input of a queued BB (SetPhysicsForce, PhysicsCollDetection, PhysicsContinuousContact):
 * a no-op while the handle is set (003 L77), else the command is installed.
 *
 * @source 003_de20169d39e999ff.txt §2.0 Create input: no-op while IVP_Handle is set, else FUN_10008160
 * @unit B02
 * @float x87
 * @spec spec/glue/commands.spec:226
 */
export function glue_create_input(mem: Memory, m: PhysicsManager, id: number): void {
  const b: Behavior = glue_behavior(m, id, 0);
  let kind: number = 0;
  if (b.kind === BB_SET_PHYSICS_FORCE) {
    kind = CMD_SET_FORCE;
  } else if (b.kind === BB_COLL_DETECTION) {
    kind = CMD_COLL_LISTENER;
  } else if (b.kind === BB_CONTINUOUS_CONTACT) {
    kind = CMD_CONTACT_LISTENER;
  }
  if (kind === 0) assertFail("spec/glue/commands.spec:236", "glue: behavior {} (kind {}) has no Create input", [id, b.kind]);
  if (glue_handle_set(m, b)) {
    return;
  }
  glue_install(mem, m, kind, id);
}

/**
 * The Destroy / Stop input (003 L76): the object the handle holds is deleted and the handle cleared;
 * nothing happens while it is unset.
 *
 * @source 003_de20169d39e999ff.txt §2.0 Destroy/Stop input: deletes the object through IVP_Handle
 * @unit B02, B09, B16, B17
 * @float x87
 * @spec spec/glue/commands.spec:247
 */
export function glue_destroy_input(m: PhysicsManager, id: number): void {
  const b: Behavior = glue_behavior(m, id, 0);
  if (!(b.kind === BB_SET_PHYSICS_FORCE || b.kind === BB_COLL_DETECTION || b.kind === BB_CONTINUOUS_CONTACT)) assertFail("spec/glue/commands.spec:249", "glue: behavior {} (kind {}) has no Destroy input", [id, b.kind]);
  if (!glue_handle_set(m, b)) {
    return;
  }
  if (b.kind === BB_SET_PHYSICS_FORCE) {
    ivp_world_remove_force(m.world, b.handle);
  } else if (b.kind === BB_COLL_DETECTION) {
    m.coll_listeners[b.handle].live = false;
  } else {
    glue_contact_listener_stop(m, m.contact_listeners[b.handle]);
  }
  b.handle = -1;
}

/**
 * Physics WakeUp's input (no pins): its command is installed (003 L66).
 *
 * @source 003_de20169d39e999ff.txt §2.8 Physics WakeUp (38b851b5:72ca74ac): a queued command, Execute FUN_10004de0
 * @unit B18, B02
 * @float x87
 * @spec spec/glue/commands.spec:266
 */
export function glue_wake_up_input(mem: Memory, m: PhysicsManager, id: number): void {
  glue_behavior(m, id, BB_WAKE_UP);
  glue_install(mem, m, CMD_WAKE_UP, id);
}

/**
 * DeleteCollisionSurfaces' input: its command is installed (003 L66).
 *
 * @source 003_de20169d39e999ff.txt §2.8 DeleteCollisionSurfaces (53bf75aa:770c7021): a queued command, Execute FUN_10001d30
 * @unit B21, B02
 * @float x87
 * @spec spec/glue/commands.spec:274
 */
export function glue_delete_surfaces_input(mem: Memory, m: PhysicsManager, id: number): void {
  glue_behavior(m, id, BB_DELETE_COLLISION_SURFACES);
  glue_install(mem, m, CMD_DELETE_SURFACES, id);
}
