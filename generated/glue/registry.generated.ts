// GENERATED FILE: do not edit. Engine module glue.registry: 003 §3.3, §3.4: the object registry keyed by entity, the lookup with its warning, materials, groups and exclusive pairs from spec/glue/registry.spec (sha256 7c298bcb0409c8af).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { assertFail } from "../../runtime/index.js";
import { GlueMaterial, GlueMessage, MSG_MUST_PHYSICALIZE, PhysicsManager, RegistryRecord, copy_RegistryRecord } from "./records.generated.js";
import { exclusive_pair_disable } from "../ivp/filters/filters.generated.js";
import { IvpEnvironment } from "../ivp/mindist/env.generated.js";

/**
 * The index of the record of entity `entity` in m.registry, or −1.
 *
 * @source 003_de20169d39e999ff.txt §3.3 FUN_10007800 (XHashTable lookup by CK_ID)
 * @unit B26
 * @float x87
 * @spec spec/glue/registry.spec:16
 */
export function glue_registry_find(m: PhysicsManager, entity: number): number {
  let lo: number = 0;
  let hi: number = m.registry.length - 1;
  while (lo <= hi) {
    const mid: number = (lo + hi) >> 1;
    const k: number = m.registry[mid].entity;
    if (k === entity) {
      return mid;
    }
    if (k < entity) {
      lo = (mid + 1) | 0;
    } else {
      hi = (mid - 1) | 0;
    }
  }
  return -1;
}

/**
 * FUN_10007800(mgr, entity, warn): the record's index, or −1; with `warn` a miss prints "You must
 * Physicalize %s !!!" (003 L80).
 *
 * @source 003_de20169d39e999ff.txt §2.0 FUN_10007800 (registry lookup, "You must Physicalize %s !!!")
 * @unit B02, B26
 * @float x87
 * @spec spec/glue/registry.spec:38
 */
export function glue_lookup(m: PhysicsManager, entity: number, warn: boolean): number {
  const k: number = glue_registry_find(m, entity);
  if (k < 0 && warn) {
    glue_message(m, MSG_MUST_PHYSICALIZE, entity);
  }
  return k;
}

/**
 * The record's object when it lives in the current world, else −1 (a record left dangling by Clean
 * Physics World, 003 L429).
 *
 * @design A record made before a Clean Physics World names an object of a destroyed world: it is dangling (D-GLUE-9).
 * @unit B26, B19
 * @float x87
 * @spec spec/glue/registry.spec:50
 */
export function glue_record_object(m: PhysicsManager, k: number): number {
  const r: RegistryRecord = m.registry[k];
  if (r.generation !== m.generation) {
    return -1;
  }
  return r.object;
}

/**
 * The registry record of a physicalized entity that lives in the current world (for the Building
 * Blocks that act on a body): its index, or −1 with the lookup's warning.
 *
 * @source 003_de20169d39e999ff.txt §2.0 FUN_10007800(mgr, entity, 1)
 * @unit B02, B26
 * @float x87
 * @spec spec/glue/registry.spec:62
 */
export function glue_lookup_live(m: PhysicsManager, entity: number): number {
  const k: number = glue_lookup(m, entity, true);
  if (k < 0) {
    return -1;
  }
  if (glue_record_object(m, k) < 0) {
    return -1;
  }
  return k;
}

/**
 * FUN_10008530: inserts the record of `entity` (not yet registered) in CK_ID order; returns it.
 *
 * @source 003_de20169d39e999ff.txt §3.3 FUN_10008530 (registry insert)
 * @unit B26
 * @float x87
 * @spec spec/glue/registry.spec:76
 */
export function glue_registry_insert(m: PhysicsManager, entity: number): RegistryRecord {
  if (!(glue_registry_find(m, entity) < 0)) assertFail("spec/glue/registry.spec:77", "glue: entity {} is registered twice", [entity]);
  // records are values: the larger keys are copied up one place and the freed slot is refilled
  m.registry.push(new RegistryRecord());
  let pos: number = m.registry.length - 1;
  while (pos > 0 && m.registry[(pos - 1) | 0].entity > entity) {
    copy_RegistryRecord(m.registry[pos], m.registry[(pos - 1) | 0]);
    pos = (pos - 1) | 0;
  }
  const r: RegistryRecord = m.registry[pos];
  r.entity = entity;
  r.surface = -1;
  r.object = -1;
  r.generation = 0;
  r.material = -1;
  r.scale.x = 0;
  r.scale.y = 0;
  r.scale.z = 0;
  r.contacts = 0;
  r.first_contact = 0;
  r.contact_listener = -1;
  return r;
}

/**
 * FUN_100086f0: removes the record at index k.
 *
 * @source 003_de20169d39e999ff.txt §3.3 FUN_100086f0 (registry remove)
 * @unit B26
 * @float x87
 * @spec spec/glue/registry.spec:101
 */
export function glue_registry_remove(m: PhysicsManager, k: number): void {
  const n: number = m.registry.length;
  for (let i = k, i$end = (n - 1) | 0; i < i$end; i++) {
    copy_RegistryRecord(m.registry[i], m.registry[(i + 1) | 0]);
  }
  m.registry.length = (n - 1) | 0;
}

/**
 * obj+0xb0: the entity of the current world's object `obj` (0 when it has none).
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 step 6 (obj+0xb0 = entity)
 * @unit B06, B26
 * @float x87
 * @spec spec/glue/registry.spec:112
 */
export function glue_object_entity(m: PhysicsManager, obj: number): number {
  const env: IvpEnvironment = m.world.env;
  if (obj < 0 || obj >= env.objects.length) {
    return 0;
  }
  return env.objects[obj].entity;
}

/**
 * The registry index of the current world's object `obj`, or −1 when its entity is not registered
 * (or the record belongs to another world).
 *
 * @design The registry's value [1] read backwards, through obj+0xb0: a collision event names objects, a listener needs their records.
 * @unit B26, B16
 * @float x87
 * @spec spec/glue/registry.spec:124
 */
export function glue_record_of_object(m: PhysicsManager, obj: number): number {
  const e: number = glue_object_entity(m, obj);
  if (e === 0) {
    return -1;
  }
  const k: number = glue_registry_find(m, e);
  if (k < 0 || glue_record_object(m, k) !== obj) {
    return -1;
  }
  return k;
}

/**
 * Prints a message (appended for the host).
 *
 * @design The glue's printf output becomes a message list the host reads.
 * @unit B02
 * @float x87
 * @spec spec/glue/registry.spec:139
 */
export function glue_message(m: PhysicsManager, code: number, entity: number): void {
  const g: GlueMessage = new GlueMessage();
  g.code = code;
  g.entity = entity;
  m.messages.push(g);
}

/**
 * FUN_1000bf00(friction, elasticity): a new 0x30-byte material with the float pins stored as
 * doubles at +0x10 and +0x20, appended to mgr+0x3c (never shared). Returns its index.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_1000bf00 (material, doubles at +0x10 / +0x20, appended to mgr+0x3c)
 * @unit B05, B27
 * @float x87
 * @spec spec/glue/registry.spec:152
 */
export function glue_material_new(m: PhysicsManager, friction: number, elasticity: number): number {
  const g: GlueMaterial = new GlueMaterial();
  g.friction = friction;
  g.elasticity = elasticity;
  m.materials.push(g);
  return m.materials.length - 1;
}

/**
 * FUN_1000bd10: the pair friction f0 × f1 (003 L536).
 *
 * @source 003_de20169d39e999ff.txt §3.4 FUN_1000bd10 (pair friction f0·f1)
 * @unit B27
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/glue/registry.spec:163
 */
export function glue_pair_friction(a: GlueMaterial, b: GlueMaterial): number {
  return a.friction * b.friction;
}

/**
 * FUN_1000bd40: the pair elasticity e0 × e1 (003 L536).
 *
 * @source 003_de20169d39e999ff.txt §3.4 FUN_1000bd40 (pair elasticity e0·e1)
 * @unit B27
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/glue/registry.spec:170
 */
export function glue_pair_elasticity(a: GlueMaterial, b: GlueMaterial): number {
  return a.elasticity * b.elasticity;
}

/**
 * The entity's current object, which must be physicalized in this world (for the host's calls).
 *
 * @design Boundary check: a call on a body names a physicalized entity.
 * @unit B26
 * @float x87
 * @spec spec/glue/registry.spec:177
 */
export function glue_object_of(m: PhysicsManager, entity: number): number {
  const k: number = glue_registry_find(m, entity);
  if (!(k >= 0)) assertFail("spec/glue/registry.spec:179", "glue: entity {} is not physicalized", [entity]);
  const obj: number = glue_record_object(m, k);
  if (!(obj >= 0)) assertFail("spec/glue/registry.spec:181", "glue: entity {} was physicalized in a world Clean Physics World destroyed; unphysicalize and physicalize it again", [entity]);
  return obj;
}

/**
 * Registers the pair (a, b) of physicalized entities in the exclusive-pair filter (FUN_10014b80,
 * mgr+0x64): from now on no new pair of the two is made (a pair that exists already is left to its
 * next recheck, as the filter is asked only when pairs are made, 000 §2.6.8).
 *
 * @source 003_de20169d39e999ff.txt §3.2 FUN_10014b80 (the exclusive-pair filter at +0x64)
 * @unit B27, T43
 * @float x87
 * @spec spec/glue/registry.spec:190
 */
export function glue_disable_collisions(m: PhysicsManager, a: number, b: number): void {
  const oa: number = glue_object_of(m, a);
  const ob: number = glue_object_of(m, b);
  if (oa === ob) assertFail("spec/glue/registry.spec:193", "glue: an entity ({}) cannot be excluded from colliding with itself", [a]);
  exclusive_pair_disable(m.world.env.exclusive_filter, oa, ob);
}
