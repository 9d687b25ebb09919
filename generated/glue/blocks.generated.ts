// GENERATED FILE: do not edit. Engine module glue.blocks: 003 §2.2, §2.5, §2.8: SetPhysicsForce, Physics Impulse, Physics WakeUp, Set Physics Globals with Clean Physics World, Get Profiler Values from spec/glue/blocks.spec (sha256 b10dceafe7a98a1c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3 } from "../../runtime/index.js";
import { glue_behavior, glue_handle_set, glue_handle_store } from "./commands.generated.js";
import { glue_entity, glue_entity_transform_point, glue_entity_transform_vector } from "./entity.generated.js";
import { glue_world_create } from "./frame.generated.js";
import { BB_PHYSICS_IMPULSE, BB_SET_PHYSICS_GLOBALS, Behavior, CMD_DONE, CMD_NOT_READY, GlueEntity, GlueStats, PhysicsManager } from "./records.generated.js";
import { glue_lookup_live, glue_record_object } from "./registry.generated.js";
import { core_world_to_core_vec } from "../ivp/dynamics/core.generated.js";
import { IvpWorld, ivp_world_add_force, ivp_world_impulse, ivp_world_push, ivp_world_set_gravity, ivp_world_wake } from "../ivp/dynamics/world.generated.js";
import { pos_at } from "../ivp/mindist/cache.generated.js";
import { PhysCoreView, RealObject } from "../ivp/objects/real_object.generated.js";

/**
 * The world direction of a force or impulse (003 L252): Direction through Direction Ref
 * (TransformVector) when one is given, else as a world vector.
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930 (Direction through Direction Ref)
 * @unit B09, B15
 * @float x87
 * @spec spec/glue/blocks.spec:21
 */
export function glue_world_direction(m: PhysicsManager, b: Behavior, out$: Vec3): void {
  if (b.dir_ref !== 0) {
    const e: GlueEntity = glue_entity(m, b.dir_ref);
    glue_entity_transform_vector(e, b.direction.x, b.direction.y, b.direction.z, _s0);
    const v_x = _s0.x, v_y = _s0.y, v_z = _s0.z;
    out$.x = v_x; out$.y = v_y; out$.z = v_z;
    return;
  }
  out$.x = b.direction.x; out$.y = b.direction.y; out$.z = b.direction.z;
  return;
}

/**
 * A world point of the BB's Position: through Pos Referential when one is given, else as is.
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930 (Position through Pos Referential)
 * @unit B09, B15
 * @float x87
 * @spec spec/glue/blocks.spec:33
 */
export function glue_world_position(m: PhysicsManager, b: Behavior, out$: Vec3): void {
  if (b.pos_ref !== 0) {
    const e: GlueEntity = glue_entity(m, b.pos_ref);
    glue_entity_transform_point(e, b.position.x, b.position.y, b.position.z, _s1);
    const p_x = _s1.x, p_y = _s1.y, p_z = _s1.z;
    out$.x = p_x; out$.y = p_y; out$.z = p_z;
    return;
  }
  out$.x = b.position.x; out$.y = b.position.y; out$.z = b.position.z;
  return;
}

/**
 * The core-space lever arm of a BB's Position on object obj at the current time: with Pos
 * Referential the target itself, or none, the position is object-local (003 L253; none: D-GLUE-15)
 * and only moves to the mass centre (+ shift_core_f_object); with another referential it goes to
 * world through it and then into core space.
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930 (Position: object-local when Pos Referential is the target, else world then core space)
 * @unit B09, B15
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/blocks.spec:48
 */
export function glue_core_lever(m: PhysicsManager, b: Behavior, obj: number, out$: Vec3): void {
  const o: RealObject = m.world.env.objects[obj];
  const c: PhysCoreView | null = o.core;
  if (b.pos_ref === b.owner || b.pos_ref === 0) {
    out$.x = b.position.x + o.shift_core_f_object.x; out$.y = b.position.y + o.shift_core_f_object.y; out$.z = b.position.z + o.shift_core_f_object.z;
    return;
  }
  glue_world_position(m, b, _s2);
  const wp_x = _s2.x, wp_y = _s2.y, wp_z = _s2.z;
  pos_at(c!, m.world.env.tm.current_time, _s3);
  const pc_x = _s3.x, pc_y = _s3.y, pc_z = _s3.z;
  const rw_x = wp_x - pc_x, rw_y = wp_y - pc_y, rw_z = wp_z - pc_z;
  core_world_to_core_vec(c!, rw_x, rw_y, rw_z, _s4);
  const r_x = _s4.x, r_y = _s4.y, r_z = _s4.z;
  out$.x = r_x; out$.y = r_y; out$.z = r_z;
  return;
}

/**
 * SetPhysicsForce's Execute (FUN_10004930, 003 L250-261): not ready until the target is
 * physicalized; then the controller (its id in local 0). A behavior whose handle is set already
 * makes nothing (D-GLUE-2).
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930 (Execute: controller 0x10063240, priority 0x5dc, FUN_10011b10)
 * @unit B09
 * @float x87
 * @spec spec/glue/blocks.spec:66
 */
export function glue_force_execute(mem: Memory, m: PhysicsManager, b: Behavior): number {
  if (glue_handle_set(m, b)) {
    return CMD_DONE;
  }
  const k: number = glue_lookup_live(m, b.owner);
  if (k < 0) {
    return CMD_NOT_READY;
  }
  const obj: number = glue_record_object(m, k);
  glue_world_direction(m, b, _s5);
  const dir_x = _s5.x, dir_y = _s5.y, dir_z = _s5.z;
  glue_core_lever(m, b, obj, _s6);
  const r_x = _s6.x, r_y = _s6.y, r_z = _s6.z;
  const id: number = ivp_world_add_force(mem, m.world, obj, dir_x, dir_y, dir_z, b.value, r_x, r_y, r_z);
  glue_handle_store(m, b, id);
  return CMD_DONE;
}

/**
 * VxVector::Normalize of an impulse direction, with SetPhysicsForce's rule for a vanishing one:
 * squared length ≤ 1e-4 gives (1, 0, 0) (D-GLUE-11).
 *
 * @source 003_de20169d39e999ff.txt §2.5 FUN_10002f90 step 3 (normalize; the ≤ 1e-4 rule of FUN_10004930 taken over)
 * @unit B15
 * @float x87
 * @precision 10 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/blocks.spec:86
 */
export function glue_unit_direction(v_x: number, v_y: number, v_z: number, out$: Vec3): void {
  const l2: number = Math.fround(v_x * v_x + v_y * v_y + v_z * v_z);
  if (l2 <= 0.0001) {
    out$.x = 1; out$.y = 0; out$.z = 0;
    return;
  }
  const s: number = Math.fround(1 / Math.sqrt(l2));
  out$.x = Math.fround(v_x * s); out$.y = Math.fround(v_y * s); out$.z = Math.fround(v_z * s);
  return;
}

/**
 * Physics Impulse (FUN_10002f90, 003 L348-355), acting at once: a body that is not physicalized
 * gets the lookup's warning; a fixed body (core flags 0xc) is skipped; the body is woken; the
 * direction (or, with "2 pos instead of dir", the second position minus the first) normalised ×
 * Impulse (× mgr+0xcc with Constant Force) is applied locally (Referential the target or none,
 * FUN_1000c830; D-GLUE-15) or at the world position through the Referential (FUN_1000a3e0).
 *
 * @source 003_de20169d39e999ff.txt §2.5 FUN_10002f90 steps 1-4 (FUN_1000c830 local, FUN_1000a3e0 world)
 * @unit B15
 * @float x87
 * @precision 7 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/blocks.spec:102
 */
export function glue_impulse_input(mem: Memory, m: PhysicsManager, id: number): void {
  const b: Behavior = glue_behavior(m, id, BB_PHYSICS_IMPULSE);
  const k: number = glue_lookup_live(m, b.owner);
  if (k < 0) {
    return;
  }
  const obj: number = glue_record_object(m, k);
  const w: IvpWorld = m.world;
  const c: PhysCoreView | null = w.env.objects[obj].core;
  if ((c!.flags & 0xc) !== 0) {
    return;
  }
  glue_wake_object(mem, m, obj);
  glue_world_direction(m, b, _s7);
  let raw_x = _s7.x, raw_y = _s7.y, raw_z = _s7.z;
  if (b.two_positions) {
    glue_world_position(m, b, _s8);
    const p0_x = _s8.x, p0_y = _s8.y, p0_z = _s8.z;
    const t$0_x = Math.fround(raw_x - p0_x), t$0_y = Math.fround(raw_y - p0_y), t$0_z = Math.fround(raw_z - p0_z);
    raw_x = t$0_x; raw_y = t$0_y; raw_z = t$0_z;
  }
  glue_unit_direction(raw_x, raw_y, raw_z, _s9);
  const u_x = _s9.x, u_y = _s9.y, u_z = _s9.z;
  let amount: number = b.value;
  if (b.constant_force) {
    amount = Math.fround(b.value * glue_sim_dt(m));
  }
  const f_x = u_x * amount, f_y = u_y * amount, f_z = u_z * amount;
  if (b.pos_ref === b.owner || b.pos_ref === 0) {
    glue_core_lever(m, b, obj, _s10);
    const r_x = _s10.x, r_y = _s10.y, r_z = _s10.z;
    ivp_world_push(mem, w, obj, f_x, f_y, f_z, r_x, r_y, r_z);
  } else {
    glue_world_position(m, b, _s11);
    const wp_x = _s11.x, wp_y = _s11.y, wp_z = _s11.z;
    ivp_world_impulse(mem, w, obj, f_x, f_y, f_z, wp_x, wp_y, wp_z);
  }
}

/**
 * mgr+0xcc, "the simulation dt" (003 L346 and the manager's field table): the f32 of the last
 * frame step's dt = smoothed × mgr+0xd0 (0 before the first frame), so a Constant Force impulse
 * given every frame is the force × the frame's dt (D-GLUE-11; 003 L715 asks whether it is the PSI
 * length instead).
 *
 * @design 003 L346 and the field table call mgr+0xcc the simulation dt, a 4-byte field between two f32s: F·dt per frame is a constant force F; the PSI-length reading of L715 would give F·dPSI/dt.
 * @unit B15, B23
 * @float x87
 * @spec spec/glue/blocks.spec:141
 */
export function glue_sim_dt(m: PhysicsManager): number {
  return Math.fround(m.last_dt);
}

/**
 * FUN_1000a460 (003 L418-421): a frozen body (state 8) is revived (FUN_1000b540); any other movable
 * body is re-activated (FUN_1000cec0): its sleep windows restart and it is not calm; a fixed body
 * has nothing to wake. The dynamics' ivp_world_wake does exactly this.
 *
 * @source 003_de20169d39e999ff.txt §2.8 FUN_1000a460 (state ≠ 8 → FUN_1000cec0, else FUN_1000b540)
 * @unit B18
 * @float x87
 * @spec spec/glue/blocks.spec:150
 */
export function glue_wake_object(mem: Memory, m: PhysicsManager, obj: number): void {
  ivp_world_wake(mem, m.world, obj);
}

/**
 * Physics WakeUp's Execute (FUN_10004de0 → FUN_1000a460): not ready until the target is
 * physicalized.
 *
 * @source 003_de20169d39e999ff.txt §2.8 FUN_10004de0 (WakeUp Execute)
 * @unit B18
 * @float x87
 * @spec spec/glue/blocks.spec:158
 */
export function glue_wake_execute(mem: Memory, m: PhysicsManager, b: Behavior): number {
  const k: number = glue_lookup_live(m, b.owner);
  if (k < 0) {
    return CMD_NOT_READY;
  }
  glue_wake_object(mem, m, glue_record_object(m, k));
  return CMD_DONE;
}

/**
 * Set Physics Globals' Set Values (FUN_100055a0, 003 L428): mgr+0xd0 = Physic Time Factor × 0.001
 * (f32) and env->set_gravity (FUN_10013680).
 *
 * @source 003_de20169d39e999ff.txt §2.8 FUN_100055a0 (Set Values: mgr+0xd0 = factor × 0.001, FUN_10013680)
 * @unit B19
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/glue/blocks.spec:171
 */
export function glue_set_values_input(m: PhysicsManager, id: number): void {
  const b: Behavior = glue_behavior(m, id, BB_SET_PHYSICS_GLOBALS);
  m.time_scale = Math.fround(b.time_factor * 0.001);
  ivp_world_set_gravity(m.world, b.gravity.x, b.gravity.y, b.gravity.z);
}

/**
 * Clean Physics World (FUN_10006b70, FUN_10006bb0; 003 L429): the environment is destroyed and
 * made again (gravity back to −9.81); the registry is kept, its records now dangling (D-GLUE-9);
 * the listeners and controllers went with the old world.
 *
 * @source 003_de20169d39e999ff.txt §2.8 FUN_100055a0 (Clean Physics World: FUN_10006b70, FUN_10006bb0)
 * @unit B19
 * @float x87
 * @spec spec/glue/blocks.spec:182
 */
export function glue_clean_world_input(mem: Memory, m: PhysicsManager, id: number): void {
  glue_behavior(m, id, BB_SET_PHYSICS_GLOBALS);
  glue_world_create(mem, m);
}

/**
 * Get Profiler Values (FUN_10001fd0, 003 L432): the counters, with the live counts of now.
 *
 * @source 003_de20169d39e999ff.txt §2.8 FUN_10001fd0 (Get Profiler Values)
 * @unit B20
 * @float x87
 * @spec spec/glue/blocks.spec:190
 */
export function glue_profiler_values(m: PhysicsManager): GlueStats {
  glue_stats_refresh(m);
  return m.stats;
}

/**
 * The counters the manager reads from the environment and the dynamics, and the live counts.
 *
 * @design The profiler's counters, read where the engine keeps them.
 * @unit B20
 * @float x87
 * @spec spec/glue/blocks.spec:198
 */
export function glue_stats_refresh(m: PhysicsManager): void {
  const w: IvpWorld = m.world;
  const st: GlueStats = m.stats;
  st.frames = m.frame;
  st.psis = w.env.psi_count;
  st.events = w.env.events_fired;
  st.impacts = w.env.impacts;
  st.contacts_created = w.dyn.contacts_created;
  st.contacts_dropped = w.dyn.contacts_dropped;
  st.sleeps = w.dyn.freezes;
  st.wakes = w.dyn.revives;
  st.mindists = w.env.live_mindists;
  st.bodies = m.registry.length;
  st.awake = m.writeback.length;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3(), _s9 = new Vec3(), _s10 = new Vec3(), _s11 = new Vec3();
