// GENERATED FILE: do not edit. Engine module ivp.space.ov_tree_pairs: 000 §2.6.1, §2.6.2, §2.6.5, §2.6.7: OV elements of objects, recheck with the keep/new reconcile, collision slots from spec/ivp/space/ov_tree_pairs.spec (sha256 b2b917fe13311286).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { OvElem, OvIdxList, OvTree, copy_OvIdxList, copy_OvTree, hash_OvIdxList, hash_OvTree, ov_elem_free, ov_elem_new, ov_insert, ov_list_push, ov_remove, ov_tree_init, reset_OvIdxList, reset_OvTree, restore_OvIdxList, restore_OvTree, snapshot_OvIdxList, snapshot_OvTree } from "./ov_tree.generated.js";

/**
 * The filter chain (env+0x18, slot 0): true when objects a and b may collide.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface OvPairFilter {
  may_collide(a: number, b: number): boolean;
}

/** What recheck_ov_element reads of a real object and its core. */
export class OvObject {
  /** obj+0x9c: the OV element, -1 = none */
  element: number = 0;
  /** (obj+0x80 & 7) != 0: simulated and not frozen */
  moving: boolean = false;
  /** obj+0xa8: the unit identity; two objects of one unit never pair (an object with itself neither) */
  unit: number = 0;
  /** core+0x188: the core position at the last PSI (translation of m_world_f_core_last_psi) */
  position: Vec3 = new Vec3();
  /** core+0x04: upper_limit_radius */
  radius: number = ZERO_F64;
}

/** Puts a OvObject back into the zero state `new OvObject()` gives, in place. */
export function reset_OvObject(s: OvObject): void {
  s.element = 0;
  s.moving = false;
  s.unit = 0;
  s.position.x = 0; s.position.y = 0; s.position.z = 0;
  s.radius = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OvObject(dst: OvObject, src: OvObject): void {
  dst.element = src.element;
  dst.moving = src.moving;
  dst.unit = src.unit;
  dst.position.x = src.position.x; dst.position.y = src.position.y; dst.position.z = src.position.z;
  dst.radius = src.radius;
}

/** Feeds the raw bits of a OvObject to the hasher, field by field in declaration order. */
export function hash_OvObject(s: OvObject, h: StateHasher): void {
  h.enter(s);
  h.i32(s.element);
  h.bool(s.moving);
  h.i32(s.unit);
  h.f64(s.position.x);
  h.f64(s.position.y);
  h.f64(s.position.z);
  h.f32(s.radius);
}

/** Writes a OvObject to a snapshot stream. */
export function snapshot_OvObject(s: OvObject, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.element);
  w.put(s.moving ? 1 : 0);
  w.put(s.unit);
  w.put(s.position.x);
  w.put(s.position.y);
  w.put(s.position.z);
  w.put(s.radius);
}

/** Reads a OvObject back from a snapshot stream written by snapshot_OvObject. */
export function restore_OvObject(s: OvObject, r: SnapshotReader): void {
  r.enter(s);
  s.element = r.get();
  s.moving = r.get() !== 0;
  s.unit = r.get();
  s.position.x = r.get();
  s.position.y = r.get();
  s.position.z = r.get();
  s.radius = r.get();
}

/** The OV side of a collision (a mindist or a compound collision). */
export class OvCollision {
  /** the two objects, in the order object_pairs_may_collide(A, B) received them */
  obj0: number = 0;
  obj1: number = 0;
  /** +0x0c, +0x10: the collision's index in the first and second element it was added to, -1 = none */
  slot: Int32Array = new Int32Array(2);
  /** false while the slot is on the free stack */
  live: boolean = false;
}

/** Puts a OvCollision back into the zero state `new OvCollision()` gives, in place. */
export function reset_OvCollision(s: OvCollision): void {
  s.obj0 = 0;
  s.obj1 = 0;
  s.slot.fill(0);
  s.live = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OvCollision(dst: OvCollision, src: OvCollision): void {
  dst.obj0 = src.obj0;
  dst.obj1 = src.obj1;
  dst.slot.set(src.slot);
  dst.live = src.live;
}

/** Feeds the raw bits of a OvCollision to the hasher, field by field in declaration order. */
export function hash_OvCollision(s: OvCollision, h: StateHasher): void {
  h.enter(s);
  h.i32(s.obj0);
  h.i32(s.obj1);
  for (let i0 = 0; i0 < s.slot.length; i0++) {
    h.i32(s.slot[i0]);
  }
  h.bool(s.live);
}

/** Writes a OvCollision to a snapshot stream. */
export function snapshot_OvCollision(s: OvCollision, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.obj0);
  w.put(s.obj1);
  for (let i0 = 0; i0 < s.slot.length; i0++) {
    w.put(s.slot[i0]);
  }
  w.put(s.live ? 1 : 0);
}

/** Reads a OvCollision back from a snapshot stream written by snapshot_OvCollision. */
export function restore_OvCollision(s: OvCollision, r: SnapshotReader): void {
  r.enter(s);
  s.obj0 = r.get();
  s.obj1 = r.get();
  for (let i0 = 0; i0 < s.slot.length; i0++) {
    s.slot[i0] = r.get();
  }
  s.live = r.get() !== 0;
}

/**
 * The broadphase of one environment: the OV tree, the objects seen through OvObject, the
 * collisions, the counters and the reconcile's outputs.
 */
export class OvWorld {
  /** env+0x14 the OV-tree manager */
  tree: OvTree = new OvTree();
  objects: OvObject[] = [];
  collisions: OvCollision[] = [];
  free_collisions: OvIdxList = new OvIdxList();
  /** env+0x18 the filter chain; null = every pair passes */
  filter: OvPairFilter | null = null;
  /** mindist manager +0x00: the re-entrancy flag (set only through a universe manager: never in Ballance) */
  in_recursion: boolean = false;
  /** env+0x88: the OV recheck counter */
  recheck_count: number = 0;
  /** recheck's `new` list (scratch) */
  fresh: OvIdxList = new OvIdxList();
  /** collisions destroyed, in destruction order (the host deletes their mindists) */
  deleted: OvIdxList = new OvIdxList();
  /** collisions made, in creation order (the host creates their mindists) */
  created: OvIdxList = new OvIdxList();
}

/** Puts a OvWorld back into the zero state `new OvWorld()` gives, in place. */
export function reset_OvWorld(s: OvWorld): void {
  reset_OvTree(s.tree);
  s.objects.length = 0;
  s.collisions.length = 0;
  reset_OvIdxList(s.free_collisions);
  s.filter = null;
  s.in_recursion = false;
  s.recheck_count = 0;
  reset_OvIdxList(s.fresh);
  reset_OvIdxList(s.deleted);
  reset_OvIdxList(s.created);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OvWorld(dst: OvWorld, src: OvWorld): void {
  copy_OvTree(dst.tree, src.tree);
  dst.objects.length = src.objects.length;
  for (let i = 0; i < src.objects.length; i++) { if (dst.objects[i] === undefined) dst.objects[i] = new OvObject(); copy_OvObject(dst.objects[i], src.objects[i]); }
  dst.collisions.length = src.collisions.length;
  for (let i = 0; i < src.collisions.length; i++) { if (dst.collisions[i] === undefined) dst.collisions[i] = new OvCollision(); copy_OvCollision(dst.collisions[i], src.collisions[i]); }
  copy_OvIdxList(dst.free_collisions, src.free_collisions);
  dst.filter = src.filter;
  dst.in_recursion = src.in_recursion;
  dst.recheck_count = src.recheck_count;
  copy_OvIdxList(dst.fresh, src.fresh);
  copy_OvIdxList(dst.deleted, src.deleted);
  copy_OvIdxList(dst.created, src.created);
}

/** Feeds the raw bits of a OvWorld to the hasher, field by field in declaration order. */
export function hash_OvWorld(s: OvWorld, h: StateHasher): void {
  h.enter(s);
  hash_OvTree(s.tree, h);
  h.u32(s.objects.length);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    hash_OvObject(s.objects[i0], h);
  }
  h.u32(s.collisions.length);
  for (let i0 = 0; i0 < s.collisions.length; i0++) {
    hash_OvCollision(s.collisions[i0], h);
  }
  hash_OvIdxList(s.free_collisions, h);
  h.ref(s.filter);
  h.bool(s.in_recursion);
  h.i32(s.recheck_count);
  hash_OvIdxList(s.fresh, h);
  hash_OvIdxList(s.deleted, h);
  hash_OvIdxList(s.created, h);
}

/** Writes a OvWorld to a snapshot stream. */
export function snapshot_OvWorld(s: OvWorld, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_OvTree(s.tree, w);
  w.put(s.objects.length);
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    snapshot_OvObject(s.objects[i0], w);
  }
  w.put(s.collisions.length);
  for (let i0 = 0; i0 < s.collisions.length; i0++) {
    snapshot_OvCollision(s.collisions[i0], w);
  }
  snapshot_OvIdxList(s.free_collisions, w);
  w.ref(s.filter);
  w.put(s.in_recursion ? 1 : 0);
  w.put(s.recheck_count);
  snapshot_OvIdxList(s.fresh, w);
  snapshot_OvIdxList(s.deleted, w);
  snapshot_OvIdxList(s.created, w);
}

/** Reads a OvWorld back from a snapshot stream written by snapshot_OvWorld. */
export function restore_OvWorld(s: OvWorld, r: SnapshotReader): void {
  r.enter(s);
  restore_OvTree(s.tree, r);
  s.objects.length = r.get();
  for (let i0 = 0; i0 < s.objects.length; i0++) if (s.objects[i0] === undefined) s.objects[i0] = new OvObject();
  for (let i0 = 0; i0 < s.objects.length; i0++) {
    restore_OvObject(s.objects[i0], r);
  }
  s.collisions.length = r.get();
  for (let i0 = 0; i0 < s.collisions.length; i0++) if (s.collisions[i0] === undefined) s.collisions[i0] = new OvCollision();
  for (let i0 = 0; i0 < s.collisions.length; i0++) {
    restore_OvCollision(s.collisions[i0], r);
  }
  restore_OvIdxList(s.free_collisions, r);
  r.ref((o: OvPairFilter | null) => { s.filter = o; });
  s.in_recursion = r.get() !== 0;
  s.recheck_count = r.get();
  restore_OvIdxList(s.fresh, r);
  restore_OvIdxList(s.deleted, r);
  restore_OvIdxList(s.created, r);
}

/**
 * Sets up an empty world (tree ctor, no objects, no filter).
 *
 * @design World set-up for hosts and tests: the OV-tree manager ctor plus empty pools.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:88
 */
export function ov_world_init(w: OvWorld): void {
  ov_tree_init(w.tree);
  w.in_recursion = false;
  w.recheck_count = 0;
}

/**
 * Adds an object view (no OV element yet) and returns its index.
 *
 * @design Host stand-in for a real object: the fields recheck_ov_element reads.
 * @unit T23
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:97
 */
export function ov_object_add(w: OvWorld, moving: boolean, unit: number, position_x: number, position_y: number, position_z: number, radius: number): number {
  w.objects.push(new OvObject());
  const o: number = w.objects.length - 1;
  const ob: OvObject = w.objects[o];
  ob.element = -1;
  ob.moving = moving;
  ob.unit = unit;
  ob.position.x = position_x;
  ob.position.y = position_y;
  ob.position.z = position_z;
  ob.radius = radius;
  return o;
}

/**
 * set_fvector_index (0x10016d60): the slot that holds `old` (slot 0 tested first) becomes `idx`.
 *
 * @source 000_b83935d7d7846899.txt §3.4; §4.2.1 0x10016d60
 * @unit M36
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:114
 */
export function ov_set_fvector_index(w: OvWorld, c: number, old: number, idx: number): void {
  const col: OvCollision = w.collisions[c];
  // decision: slot 0 first; 000 L2289 only says "whichever slot equals the old index"
  if (col.slot[0] === old) {
    col.slot[0] = idx;
  } else if (col.slot[1] === old) {
    col.slot[1] = idx;
  }
}

/**
 * 0x100188c0: swaps e.collisions[i] and [j] and fixes the two collisions' slot indices.
 *
 * @source 000_b83935d7d7846899.txt §2.6.2; §3.4 0x100188c0
 * @unit M36
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:127
 */
export function ov_swap_collisions(w: OvWorld, e: number, i: number, j: number): void {
  const l: OvIdxList = w.tree.elems[e].collisions;
  const a: number = l.items[i];
  const b: number = l.items[j];
  l.items[i] = b;
  l.items[j] = a;
  ov_set_fvector_index(w, a, i, j);
  ov_set_fvector_index(w, b, j, i);
}

/**
 * 0x1002dde0: appends collision c to element e's vector and records the index in c's first free
 * slot (+0x0c for the first element it is added to, +0x10 for the second).
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002dde0
 * @unit T35
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:141
 */
export function ov_collision_append(w: OvWorld, e: number, c: number): void {
  const l: OvIdxList = w.tree.elems[e].collisions;
  const idx: number = l.n;
  ov_list_push(l, c);
  ov_set_fvector_index(w, c, -1, idx);
}

/**
 * 0x1002de30: swap-removes collision c from element e's vector: the last entry moves into c's
 * place (its slot index is fixed) and c's slot for e becomes -1.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5; §3.5 0x1002de30
 * @unit T35
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:152
 */
export function ov_collision_swap_remove(w: OvWorld, e: number, c: number): void {
  const l: OvIdxList = w.tree.elems[e].collisions;
  const col: OvCollision = w.collisions[c];
  // decision: the index is found as child_deleted finds it (000 L1625)
  let k: number = 1;
  if (col.slot[0] >= 0 && col.slot[0] < l.n && l.items[col.slot[0]] === c) {
    k = 0;
  }
  const idx: number = col.slot[k];
  if (!(idx >= 0 && idx < l.n && l.items[idx] === c)) assertFail("spec/ivp/space/ov_tree_pairs.spec:161", "OV swap-remove: collision not at its slot index");
  const last: number = (l.n - 1) | 0;
  const moved: number = l.items[last];
  l.n = last;
  if (idx !== last) {
    l.items[idx] = moved;
    ov_set_fvector_index(w, moved, last, idx);
  }
  col.slot[k] = -1;
}

/**
 * The OV half of object_pairs_may_collide (0x1002f430): a new collision of (a, b), appended to
 * a's element, then b's (000 L1287), and listed in w.created. The collision class (mindist,
 * recursive mindist or compound) is the host's.
 *
 * @source 000_b83935d7d7846899.txt §2.6.7 0x1002f430 (registration in both OV elements)
 * @unit T35
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:177
 */
export function ov_register_collision(w: OvWorld, a: number, b: number): number {
  let c: number = 0;
  if (w.free_collisions.n > 0) {
    w.free_collisions.n = (w.free_collisions.n - 1) | 0;
    c = w.free_collisions.items[w.free_collisions.n];
  } else {
    w.collisions.push(new OvCollision());
    c = w.collisions.length - 1;
  }
  const col: OvCollision = w.collisions[c];
  col.obj0 = a;
  col.obj1 = b;
  col.slot[0] = -1;
  col.slot[1] = -1;
  col.live = true;
  ov_collision_append(w, w.objects[a].element, c);
  ov_collision_append(w, w.objects[b].element, c);
  ov_list_push(w.created, c);
  return c;
}

/**
 * collision_is_going_to_be_deleted (0x1002f3f0, root slot 0): swap-removes c from both objects'
 * OV elements; c is then freed and listed in w.deleted (the host destroys the mindist).
 *
 * @source 000_b83935d7d7846899.txt §2.6.7 0x1002f3f0
 * @unit T38
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:202
 */
export function ov_collision_deleted(w: OvWorld, c: number): void {
  const col: OvCollision = w.collisions[c];
  const e0: number = w.objects[col.obj0].element;
  const e1: number = w.objects[col.obj1].element;
  ov_collision_swap_remove(w, e0, c);
  ov_collision_swap_remove(w, e1, c);
  col.live = false;
  ov_list_push(w.free_collisions, c);
  ov_list_push(w.deleted, c);
}

/**
 * object_is_removed (0x1002f3b0, root slot 2): every collision of obj's element, last to first,
 * deletes itself.
 *
 * @source 000_b83935d7d7846899.txt §2.6.7 0x1002f3b0
 * @unit T39
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:217
 */
export function ov_object_is_removed(w: OvWorld, obj: number): void {
  const e: number = w.objects[obj].element;
  if (e < 0) {
    return;
  }
  const l: OvIdxList = w.tree.elems[e].collisions;
  // each deletion takes the last entry, so the vector shrinks from the end
  for (let i = l.n - 1; i >= 0; i--) {
    ov_collision_deleted(w, l.items[i]);
  }
}

/**
 * The key an OV element listens with: float((now - last_time)·gradient + hull_value + delta),
 * computed on the x87 stack and stored as f32.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002dd00
 * @unit T34
 * @float x87
 * @precision 4 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/space/ov_tree_pairs.spec:235
 */
export function ov_hull_key(now: number, last_time: number, gradient: number, hull_value: number, delta: number): number {
  return Math.fround((now - last_time) * gradient + hull_value + delta);
}

/**
 * hull_add (0x1002dd00): (re)registers e in its object's hull with the key above. The host's hull
 * manager removes the old entry first when e.in_hull was already set, then inserts (000 §2.1.5).
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002dd00
 * @unit T34
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:243
 */
export function ov_hull_add(w: OvWorld, e: number, now: number, last_time: number, gradient: number, hull_value: number, delta: number): void {
  const el: OvElem = w.tree.elems[e];
  el.hull_key = ov_hull_key(now, last_time, gradient, hull_value, delta);
  el.in_hull = true;
}

/**
 * The OV element dtor (0x1002dc70) for obj's element: out of its hull, its pairs deleted (see the
 * decisions), out of the tree, vector freed; obj is left without an element.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002dc70
 * @unit T36
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:255
 */
export function ov_elem_delete(w: OvWorld, obj: number): void {
  const e: number = w.objects[obj].element;
  if (e < 0) {
    return;
  }
  w.tree.elems[e].in_hull = false;
  // decision: 0x10013650(env, obj) deletes the element's pairs (000 L4093)
  ov_object_is_removed(w, obj);
  ov_remove(w.tree, e);
  ov_elem_free(w.tree, e);
  w.objects[obj].element = -1;
}

/**
 * The index in e.collisions of the collision whose partner (o0 ^ o1 ^ obj) is `other`, or -1.
 *
 * @source 000_b83935d7d7846899.txt §2.6.2 0x10017140 (hash of e.collisions by partner)
 * @unit T23
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:271
 */
export function ov_find_collision(w: OvWorld, e: number, obj: number, other: number): number {
  const l: OvIdxList = w.tree.elems[e].collisions;
  for (let i = 0; i < l.n; i++) {
    const col: OvCollision = w.collisions[l.items[i]];
    if ((col.obj0 ^ col.obj1 ^ obj) === other) {
      return i;
    }
  }
  return -1;
}

/**
 * recheck_ov_element (0x10017140): re-centres obj's element on the core, re-inserts it with
 * r = R + range and collects the overlapping elements, re-arms the hull listener with r_used - R,
 * then reconciles obj's pairs with the candidates: an existing pair that is still wanted moves into
 * the kept prefix (candidates visited last to first), the others are deleted from the last down,
 * and the missing pairs are created, the last found first (so in candidate order).
 *
 * @source 000_b83935d7d7846899.txt §2.6.2; §4.7 0x10017140
 * @unit T23
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/space/ov_tree_pairs.spec:289
 */
export function ov_recheck_element(w: OvWorld, obj: number, range: number, now: number, hull_last_time: number, hull_gradient: number, hull_value: number): void {
  const ob: OvObject = w.objects[obj];
  const e: number = ob.element;
  if (e < 0) {
    return;
  }
  const t: OvTree = w.tree;
  ov_remove(t, e);
  w.recheck_count = (w.recheck_count + 1) | 0;
  const el: OvElem = t.elems[e];
  // the f64 core position stored as float3
  el.center.x = Math.fround(ob.position.x);
  el.center.y = Math.fround(ob.position.y);
  el.center.z = Math.fround(ob.position.z);
  if (w.in_recursion) {
    // only through a universe manager: not in Ballance (000 L1173)
    t.cand.n = 0;
    ov_insert(t, e, ob.radius, ob.radius, false);
    ov_hull_add(w, e, now, hull_last_time, hull_gradient, hull_value, 1e-19);
    return;
  }
  // float + ext, passed to the insert as a double
  const r: number = ob.radius + range;
  t.cand.n = 0;
  // min == max, so r_used == r (000 L1178, L1237)
  const r_used: number = ov_insert(t, e, r, r, true);
  ov_hull_add(w, e, now, hull_last_time, hull_gradient, hull_value, r_used - ob.radius);
  // reconcile the existing collisions with the candidates
  let keep: number = 0;
  w.fresh.n = 0;
  for (let k = t.cand.n - 1; k >= 0; k--) {
    const other: number = t.elems[t.cand.items[k]].object;
    const ot: OvObject = w.objects[other];
    if (!(ob.moving || ot.moving)) {
      continue;
    }
    // also excludes obj itself (e is among its own candidates)
    if (ob.unit === ot.unit) {
      continue;
    }
    if (w.filter !== null && !$host.bool(w.filter!.may_collide(obj, other), "OvPairFilter.may_collide (spec/ivp/space/ov_tree_pairs.spec:327)")) {
      continue;
    }
    const i: number = ov_find_collision(w, e, obj, other);
    if (i >= 0) {
      if (keep < i) {
        ov_swap_collisions(w, e, keep, i);
      }
      keep = (keep + 1) | 0;
    } else {
      ov_list_push(w.fresh, other);
    }
  }
  // the mindist dtor removes the collision from both elements (root slot 0)
  const l: OvIdxList = el.collisions;
  for (let i_1 = l.n - 1; i_1 >= keep; i_1--) {
    ov_collision_deleted(w, l.items[i_1]);
  }
  for (let k_1 = w.fresh.n - 1; k_1 >= 0; k_1--) {
    ov_register_collision(w, obj, w.fresh.items[k_1]);
  }
}

/**
 * enable_collision_detection (0x100176e0): deletes obj's old OV element (with its pairs), creates a
 * new one, stores it in the object and rechecks it.
 *
 * @source 000_b83935d7d7846899.txt §2.6.1; §4.7 0x100176e0
 * @unit T22
 * @float x87
 * @spec spec/ivp/space/ov_tree_pairs.spec:354
 */
export function ov_enable_collision_detection(w: OvWorld, obj: number, range: number, now: number, hull_last_time: number, hull_gradient: number, hull_value: number): void {
  ov_elem_delete(w, obj);
  const e: number = ov_elem_new(w.tree, obj);
  w.objects[obj].element = e;
  ov_recheck_element(w, obj, range, now, hull_last_time, hull_gradient, hull_value);
}
