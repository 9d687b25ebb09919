// GENERATED FILE: do not edit. Engine module glue.listeners: 003 §2.6, §2.7: PhysicsCollDetection (the listener, its filters and outputs) and PhysicsContinuousContact (contact counts, the designed timer state machine) from spec/glue/listeners.spec (sha256 daeb877077efb60c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { glue_handle_set, glue_handle_store } from "./commands.generated.js";
import { glue_entity_index } from "./entity.generated.js";
import { glue_fire } from "./physicalize.generated.js";
import { Behavior, BlockOutput, CMD_DONE, CMD_NOT_READY, CollListener, ContactListener, GlueEntity, OUT_COLLISION, OUT_CONTACT_ON, PhysicsManager, RegistryRecord } from "./records.generated.js";
import { glue_lookup_live, glue_record_object, glue_record_of_object, glue_registry_find } from "./registry.generated.js";
import { FrictionContact } from "../ivp/dynamics/contact.generated.js";
import { CollisionEvent, IvpDynamics } from "../ivp/dynamics/world.generated.js";
import { RealObject } from "../ivp/objects/real_object.generated.js";

/**
 * PhysicsCollDetection's Execute (FUN_10009570, 003 L380): not ready until the target is
 * physicalized; then the 0x30-byte listener {lastTime, min, max, sleep, obj, mgr, beh, id} on its
 * object, its id in local 0.
 *
 * @source 003_de20169d39e999ff.txt §2.6 FUN_10004080 Create → FUN_10009570 (listener record)
 * @unit B16
 * @float x87
 * @spec spec/glue/listeners.spec:30
 */
export function glue_coll_listener_execute(m: PhysicsManager, b: Behavior): number {
  if (glue_handle_set(m, b)) {
    return CMD_DONE;
  }
  const k: number = glue_lookup_live(m, b.owner);
  if (k < 0) {
    return CMD_NOT_READY;
  }
  const l: CollListener = new CollListener();
  l.id = m.coll_listeners.length;
  l.live = true;
  l.generation = m.generation;
  l.last_time = 0;
  l.min_speed = b.min_speed;
  l.max_speed = b.max_speed;
  l.sleep = b.sleep;
  l.use_id = b.use_id;
  l.coll_id = b.coll_id;
  l.object = glue_record_object(m, k);
  l.entity = b.owner;
  l.behavior = b.id;
  l.fired_frame = -1;
  m.coll_listeners.push(l);
  glue_handle_store(m, b, l.id);
  return CMD_DONE;
}

/**
 * An entity's "Coll Detection ID" (003 L385-386): its value, or −1 when it has none or when the
 * attribute type was not found at world creation.
 *
 * @source 003_de20169d39e999ff.txt §2.6 FUN_100042b0 step 2 (attribute "Coll Detection ID", resolved once by FUN_10008240)
 * @unit B16
 * @float x87
 * @spec spec/glue/listeners.spec:61
 */
export function glue_coll_id_of(m: PhysicsManager, entity: number): number {
  if (!m.coll_id_resolved) {
    return -1;
  }
  const k: number = glue_entity_index(m, entity);
  if (k < 0) {
    return -1;
  }
  const e: GlueEntity = m.entities[k];
  if (!e.has_coll_id) {
    return -1;
  }
  return e.coll_id;
}

/**
 * The Speed out pin (003 L391): 1 when Max < 1e-4; the tiny constant when the speed is ≤ 1e-4;
 * else min(speed / Max, 1).
 *
 * @source 003_de20169d39e999ff.txt §2.6 FUN_100042b0 step 6 (Speed = min(speed/Max, 1))
 * @unit B16
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/glue/listeners.spec:80
 */
export function glue_speed_ratio(speed: number, max_speed: number, tiny: number): number {
  if (max_speed < 0.0001) {
    return 1;
  }
  if (speed <= 0.0001) {
    return tiny;
  }
  const r: number = Math.fround(speed / max_speed);
  if (r > 1) {
    return 1;
  }
  return r;
}

/**
 * FUN_100042b0: one post-collision event for listener l (steps 1-7 of 003 L384-394).
 *
 * @source 003_de20169d39e999ff.txt §2.6 FUN_100042b0 (post-collision event, steps 1-7)
 * @unit B16
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/glue/listeners.spec:97
 */
export function glue_coll_listener_event(m: PhysicsManager, l: CollListener, ev: CollisionEvent): void {
  const second: boolean = ev.object1 === l.object;
  let other_obj: number = ev.object1;
  if (second) {
    other_obj = ev.object0;
  }
  // 1. the other body must be physicalized
  const k: number = glue_record_of_object(m, other_obj);
  if (k < 0) {
    return;
  }
  const other: number = m.registry[k].entity;
  // 2. its ID: the attribute's value, or −1
  const other_id: number = glue_coll_id_of(m, other);
  // 3. Use ID: the IDs must agree
  if (l.use_id && other_id !== l.coll_id) {
    return;
  }
  // 4. the sleep window and the active output
  if (ev.time - l.last_time < l.sleep || l.fired_frame === m.frame) {
    return;
  }
  // 5. the minimum speed
  if (Math.abs(ev.speed) <= l.min_speed) {
    return;
  }
  // 6. the outputs
  const g: BlockOutput = glue_fire(m, l.behavior, OUT_COLLISION, l.entity);
  g.other = other;
  g.other_id = other_id;
  g.speed = glue_speed_ratio(Math.abs(ev.speed), l.max_speed, m.options.tiny_speed);
  if (second) {
    g.normal.x = -ev.normal.x;
    g.normal.y = -ev.normal.y;
    g.normal.z = -ev.normal.z;
  } else {
    g.normal.x = ev.normal.x;
    g.normal.y = ev.normal.y;
    g.normal.z = ev.normal.z;
  }
  g.position.x = Math.fround(ev.point.x);
  g.position.y = Math.fround(ev.point.y);
  if (m.options.keep_y_written_twice) {
    // quirk kept (003 L393): y is written twice, the second time with z; z stays 0
    g.position.y = Math.fround(ev.point.z);
    g.position.z = 0;
  } else {
    g.position.z = Math.fround(ev.point.z);
  }
  g.time = ev.time;
  // 7. lastTime, and Collision fires
  l.last_time = ev.time;
  l.fired_frame = m.frame;
}

/**
 * The collision events of the last env->simulate, in order, delivered to the live listeners of
 * their objects (listeners in creation order).
 *
 * @source 003_de20169d39e999ff.txt §2.6 IVP post-collision listeners → FUN_100042b0
 * @unit B16, M30
 * @float x87
 * @spec spec/glue/listeners.spec:152
 */
export function glue_process_collisions(m: PhysicsManager): void {
  const d: IvpDynamics = m.world.dyn;
  for (let i = 0; i < d.collisions.length; i++) {
    const ev: CollisionEvent = d.collisions[i];
    m.stats.collisions = (m.stats.collisions + 1) | 0;
    for (let j = 0; j < m.coll_listeners.length; j++) {
      const l: CollListener = m.coll_listeners[j];
      if (l.live && l.generation === m.generation && (l.object === ev.object0 || l.object === ev.object1)) {
        glue_coll_listener_event(m, l, ev);
      }
    }
  }
}

/**
 * PhysicsContinuousContact's Execute (FUN_10001470): not ready until the target is physicalized;
 * then the listener (vtable 0x100631b8) with its groups all off, registered as the record's
 * continuous-contact handler ([0xb]).
 *
 * @source 003_de20169d39e999ff.txt §2.7 FUN_100011e0 Create → FUN_10001470 (listener vtable 0x100631b8)
 * @unit B17
 * @float x87
 * @spec spec/glue/listeners.spec:173
 */
export function glue_contact_listener_execute(m: PhysicsManager, b: Behavior): number {
  if (glue_handle_set(m, b)) {
    return CMD_DONE;
  }
  const k: number = glue_lookup_live(m, b.owner);
  if (k < 0) {
    return CMD_NOT_READY;
  }
  const l: ContactListener = new ContactListener();
  l.id = m.contact_listeners.length;
  l.live = true;
  l.generation = m.generation;
  l.object = glue_record_object(m, k);
  l.entity = b.owner;
  l.behavior = b.id;
  l.delay_start = b.delay_start;
  l.delay_end = b.delay_end;
  for (let g = 0; g < b.groups; g++) {
    l.state.push(0);
    l.since.push(0);
    l.count.push(0);
  }
  m.contact_listeners.push(l);
  m.registry[k].contact_listener = l.id;
  glue_handle_store(m, b, l.id);
  return CMD_DONE;
}

/**
 * Stops a continuous-contact listener (its Stop input): no more outputs.
 *
 * @source 003_de20169d39e999ff.txt §2.7 FUN_100011e0 (Stop input)
 * @unit B17
 * @float x87
 * @spec spec/glue/listeners.spec:204
 */
export function glue_contact_listener_stop(m: PhysicsManager, l: ContactListener): void {
  l.live = false;
  const k: number = glue_registry_find(m, l.entity);
  if (k >= 0 && m.registry[k].contact_listener === l.id) {
    m.registry[k].contact_listener = -1;
  }
}

/**
 * The registry records' friction-contact counts and first-contact times (003 L412), counted from the
 * live contacts at the end of a frame step (t the environment's time): a record whose count rises
 * from 0 notes t.
 *
 * @source 003_de20169d39e999ff.txt §2.7 the global collision listener (vtable 0x10063360: friction contact created / deleted)
 * @unit B17, B26
 * @float x87
 * @spec spec/glue/listeners.spec:217
 */
export function glue_contact_counts(m: PhysicsManager, t: number): void {
  const d: IvpDynamics = m.world.dyn;
  for (let k = 0; k < m.registry.length; k++) {
    const r: RegistryRecord = m.registry[k];
    const obj: number = glue_record_object(m, k);
    let n: number = 0;
    if (obj >= 0) {
      for (let i = 0; i < d.contacts.length; i++) {
        const cp: FrictionContact = d.contacts[i];
        if (cp.live && (cp.object0!.id === obj || cp.object1!.id === obj)) {
          n = (n + 1) | 0;
        }
      }
    }
    if (r.contacts === 0 && n > 0) {
      r.first_contact = t;
    }
    r.contacts = n;
  }
}

/**
 * The continuous-contact timers (FUN_100017a0, PostProcess step 5) at time t: each live listener's
 * groups counted and stepped through the state machine of D-GLUE-12; "on N" and "off N" fire.
 *
 * @source 003_de20169d39e999ff.txt §2.7; §3.1 FUN_100017a0 (continuous-contact timers)
 * @unit B17
 * @float x87
 * @spec spec/glue/listeners.spec:242
 */
export function glue_contact_timers(m: PhysicsManager, t: number): void {
  const d: IvpDynamics = m.world.dyn;
  for (let j = 0; j < m.contact_listeners.length; j++) {
    const l: ContactListener = m.contact_listeners[j];
    if (l.live && l.generation === m.generation) {
      const ng: number = l.state.length;
      for (let g = 0; g < ng; g++) {
        l.count[g] = 0;
      }
      for (let i = 0; i < d.contacts.length; i++) {
        const cp: FrictionContact = d.contacts[i];
        if (cp.live && (cp.object0!.id === l.object || cp.object1!.id === l.object)) {
          let other: RealObject | null = cp.object1;
          if (other!.id === l.object) {
            other = cp.object0;
          }
          const ke: number = glue_entity_index(m, other!.entity);
          if (ke >= 0 && m.entities[ke].has_contact_id) {
            const g_1: number = m.entities[ke].contact_id;
            if (g_1 >= 0 && g_1 < ng) {
              l.count[g_1] = (l.count[g_1] + 1) | 0;
            }
          }
        }
      }
      for (let g_2 = 0; g_2 < ng; g_2++) {
        glue_contact_group_step(m, l, g_2, t);
      }
    }
  }
}

/**
 * One group of a continuous-contact listener at time t (D-GLUE-12).
 *
 * @design 003 L410-411 give the two delays; the four states (off, starting, on, ending) are the smallest machine that fires on N once contact has lasted Time Delay Start and off N after Time Delay End without contact (D-GLUE-12).
 * @unit B17
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/listeners.spec:277
 */
export function glue_contact_group_step(m: PhysicsManager, l: ContactListener, g: number, t: number): void {
  const touching: boolean = l.count[g] > 0;
  let s: number = l.state[g];
  if (s === 0) {
    if (touching) {
      l.state[g] = 1;
      l.since[g] = t;
      s = 1;
    }
  } else if (s === 2) {
    if (!touching) {
      l.state[g] = 3;
      l.since[g] = t;
      s = 3;
    }
  }
  if (s === 1) {
    if (!touching) {
      l.state[g] = 0;
    } else if (t - l.since[g] >= l.delay_start) {
      l.state[g] = 2;
      const o: BlockOutput = glue_fire(m, l.behavior, (OUT_CONTACT_ON + Math.imul(2, g)) | 0, l.entity);
      o.other_id = g;
    }
  } else if (s === 3) {
    if (touching) {
      l.state[g] = 2;
    } else if (t - l.since[g] >= l.delay_end) {
      l.state[g] = 0;
      const o_1: BlockOutput = glue_fire(m, l.behavior, (OUT_CONTACT_ON + Math.imul(2, g) + 1) | 0, l.entity);
      o_1.other_id = g;
    }
  }
}
