// GENERATED FILE: do not edit. Engine module glue.frame: 003 §3.1, §3.2; 000 §8.3: world creation, the manager's frame step (smoothing, dt, retries, simulate, timers) and the write-back from spec/glue/frame.spec (sha256 c9cbb7658b597a5d).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, assertFail } from "../../runtime/index.js";
import { glue_stats_refresh } from "./blocks.generated.js";
import { glue_queue_retry } from "./commands.generated.js";
import { glue_entity, glue_entity_write_pose } from "./entity.generated.js";
import { glue_contact_counts, glue_contact_timers, glue_process_collisions } from "./listeners.generated.js";
import { GlueEntity, GlueSurfaceBuilder, PhysicsManager } from "./records.generated.js";
import { glue_record_object } from "./registry.generated.js";
import { MOVEMENT_FROZEN } from "../ivp/dynamics/core.generated.js";
import { IvpWorld, copy_IvpWorld, ivp_world_clear_collisions, ivp_world_init, ivp_world_set_gravity, ivp_world_simulate_dt } from "../ivp/dynamics/world.generated.js";
import { pose_at } from "../ivp/mindist/cache.generated.js";
import { IvpEnvironment } from "../ivp/mindist/env.generated.js";
import { RealObject } from "../ivp/objects/real_object.generated.js";

/** IVP's built-in gravity (0, 9.83, 0) (003 L512), replaced at world creation. */
export const GLUE_IVP_GRAVITY_Y: number = 9.83;
/** The manager's gravity y, −9.81 (003 L512: 0xc0239eb851eb851f). */
export const GLUE_MANAGER_GRAVITY_Y: number = -9.81 /* f64#c0239eb851eb851f */;
/** The smoothing's constants (003 L481: 3.0 at 0x10063378, 0.25 at 0x10063374). */
export const GLUE_SMOOTH_THREE: number = 3;
export const GLUE_SMOOTH_QUARTER: number = 0.25;

/**
 * The manager as its constructor and OnCKInit leave it (003 L443-475; +0xd0 = 0.001, i.e. factor
 * 1), with the host's surface builder, and the first world created (FUN_10006bb0).
 *
 * @source 003_de20169d39e999ff.txt §3 FUN_10006730 (ctor), FUN_10007930 (OnCKInit: +0xd0 = 0.001)
 * @unit B22, B25
 * @float x87
 * @spec spec/glue/frame.spec:37
 */
export function glue_manager_init(mem: Memory, m: PhysicsManager, builder: GlueSurfaceBuilder | null): void {
  m.generation = 0;
  m.entities.length = 0;
  m.registry.length = 0;
  m.materials.length = 0;
  m.surfaces.length = 0;
  m.surface_cache_resets = 0;
  m.behaviors.length = 0;
  m.queue.length = 0;
  m.coll_listeners.length = 0;
  m.contact_listeners.length = 0;
  m.outputs.length = 0;
  m.messages.length = 0;
  m.smoothed = 0;
  m.time_scale = Math.fround(0.001);
  m.frame = 0;
  m.last_dt = 0;
  m.writeback.length = 0;
  m.options.keep_y_written_twice = true;
  m.options.tiny_speed = Math.fround(0.0001);
  m.builder = builder;
  glue_world_create(mem, m);
}

/**
 * FUN_10006bb0 (003 L504-514): a new world (its generation + 1): the IVP world with its PSI, the
 * built-in gravity (0, 9.83, 0) replaced by (0, −9.81, 0), the filter chain and managers; the
 * write-back set empty; the "Coll Detection ID" attribute resolved from the entities there are now.
 *
 * @source 003_de20169d39e999ff.txt §3.2 FUN_10006bb0 (world creation: FUN_1000bda0, FUN_10014b80 + FUN_10014970, FUN_10012a60, FUN_10013240, FUN_1002f5e0, FUN_10008240)
 * @unit B25
 * @float x87
 * @spec spec/glue/frame.spec:66
 */
export function glue_world_create(mem: Memory, m: PhysicsManager): void {
  m.generation = (m.generation + 1) | 0;
  // the old environment is destroyed: the world record starts from its zero state
  copy_IvpWorld(m.world, new IvpWorld());
  const w: IvpWorld = m.world;
  ivp_world_init(mem, w, 0, GLUE_IVP_GRAVITY_Y, 0);
  ivp_world_set_gravity(w, 0, GLUE_MANAGER_GRAVITY_Y, 0);
  m.writeback.length = 0;
  m.coll_id_resolved = false;
  for (let i = 0; i < m.entities.length; i++) {
    if (m.entities[i].has_coll_id) {
      m.coll_id_resolved = true;
    }
  }
}

/**
 * PostProcess's step 1 (003 L479-481): smoothed = (Δ + 3·smoothed) / 4 from 0, in the x87's
 * precision, stored as f32 (D-GLUE-1).
 *
 * @source 003_de20169d39e999ff.txt §3.1 FUN_10007ce0 step 1 (3.0 at 0x10063378, 0.25 at 0x10063374)
 * @unit B23
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/frame.spec:86
 */
export function glue_smooth(smoothed: number, delta_ms: number): number {
  return Math.fround((delta_ms + GLUE_SMOOTH_THREE * smoothed) * GLUE_SMOOTH_QUARTER);
}

/**
 * PostProcess (FUN_10007ce0, 003 L477-495): one frame of the host's frame time delta_ms (the
 * TimeManager's last delta, ms, which the host clamps; finite, 0 … 1e6). Steps 1-6.
 *
 * @source 003_de20169d39e999ff.txt §3.1 FUN_10007ce0 (PostProcess steps 1-6)
 * @unit B23, B24
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/frame.spec:94
 */
export function glue_frame(mem: Memory, m: PhysicsManager, delta_ms: number): void {
  if (!(delta_ms - delta_ms === 0 && delta_ms >= 0 && delta_ms <= 1000000)) assertFail("spec/glue/frame.spec:95", "glue_frame: the frame time {} ms must be finite and in [0, 1e6]", [delta_ms]);
  const w: IvpWorld = m.world;
  m.frame = (m.frame + 1) | 0;
  m.outputs.length = 0;
  ivp_world_clear_collisions(w);
  // 1. the smoothed frame time, 2. dt = smoothed × mgr+0xd0
  m.smoothed = glue_smooth(m.smoothed, delta_ms);
  const dt: number = m.smoothed * m.time_scale;
  m.last_dt = dt;
  // 3. the queued installers
  glue_queue_retry(mem, m);
  // 4. env->simulate(dt): the target is env.time + dt, no PSI cap
  ivp_world_simulate_dt(mem, w, dt);
  // 5. the listeners of the step's collisions, the continuous-contact timers, the profiler
  const t: number = w.env.tm.current_time;
  glue_process_collisions(m);
  glue_contact_counts(m, t);
  glue_contact_timers(m, t);
  // 6. the write-back
  glue_write_back(m);
  glue_stats_refresh(m);
  m.stats.outputs = m.outputs.length;
}

/**
 * The write-back (PostProcess step 6, FUN_10006ec0 per object of the set): each registered body
 * awake now (core state below 8) gets its pose at env.time (pose_at, 0x10009d70) written into its
 * entity's matrix; frozen and fixed bodies are not written (003 L502).
 *
 * @source 003_de20169d39e999ff.txt §3.1 FUN_10006ec0 (pose at env.time by FUN_10009d70, transpose, SetWorldMatrix)
 * @unit B24
 * @float x87
 * @spec spec/glue/frame.spec:124
 */
export function glue_write_back(m: PhysicsManager): void {
  const w: IvpWorld = m.world;
  const env: IvpEnvironment = w.env;
  const t: number = env.tm.current_time;
  m.writeback.length = 0;
  for (let k = 0; k < m.registry.length; k++) {
    const obj: number = glue_record_object(m, k);
    if (obj >= 0) {
      const o: RealObject = env.objects[obj];
      if (o.core!.movement_state < MOVEMENT_FROZEN) {
        pose_at(o, t, m.pose, m.m);
        const e: GlueEntity = glue_entity(m, m.registry[k].entity);
        glue_entity_write_pose(e, m.m, m.frame);
        m.writeback.push(obj);
      }
    }
  }
  m.stats.written = m.writeback.length;
}
