// GENERATED FILE: do not edit. Engine module ivp.mindist.watcher: 000 §3.4-§3.6, §4.7: the child exchange (create_exact_mindists), the OO watcher with its hull synapses and delegator slots, and the recursive mindist as assertions from spec/ivp/mindist/watcher.spec (sha256 117eb5a4e91fe729).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, assertFail } from "../../../runtime/index.js";
import { CacheObject } from "../geometry/two_object.generated.js";
import { cache_object_get, cache_object_release, matrix_world_to_object, pos_at } from "./cache.generated.js";
import { IvpEnvironment, mindist_alloc } from "./env.generated.js";
import { mindist_delete, mindist_init } from "./manager.generated.js";
import { CollisionDelegator, Mindist, SYNAPSE_NO_HULL_SLOT, mindist_ctor, mindist_ledge } from "./mindist.generated.js";
import { env_root_collision_deleted } from "./timeline.generated.js";
import { PhysCoreView, RealObject } from "../objects/real_object.generated.js";
import { CollRangeSplit, copy_CollRangeSplit, get_coll_range_intra_objects, hash_CollRangeSplit, reset_CollRangeSplit, restore_CollRangeSplit, snapshot_CollRangeSplit } from "../space/range.generated.js";
import { HullListener, HullManager, hull_insert_listener, hull_remove_listener, hull_value_at } from "../time/hull_manager.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { has_children_flag = 8 }

/** The watcher's "never" key offset: 1.0000000200408773e20 = (double)1e20f (L1605). */
export const WATCHER_NEVER_KEY: number = 100000002004087730000 /* f64#4415af1d80000000 */;
/** The exchange table's largest stack size (0x400 shorts, L1572). */
export const EXCHANGE_TABLE_MAX: number = 0x400;
/** The watcher's initial children capacity (8, L1608): a JS list here, the value is documentation. */
export const WATCHER_CHILDREN_CAPACITY: number = 8;

/** A hull synapse of the OO watcher (16 bytes at +0x18 / +0x28, vtable 0x10063b90). */
export class WatcherHullSynapse implements HullListener {
  /** +0x04 the hull Min_List handle */
  hull_index: number = 0;
  /** +0x08 the object whose hull it listens on */
  object: RealObject | null = null;
  /** +0x0c the watcher */
  watcher: OoWatcher | null = null;

  /** Implements HullListener.listener_type (@spec spec/ivp/mindist/watcher.spec:392). */
  listener_type(): number {
    return 2;
  }

  /** Implements HullListener.hull_limit_exceeded (@spec spec/ivp/mindist/watcher.spec:395). */
  hull_limit_exceeded(mem: Memory, h: HullManager, intrusion: number): void {
    const w: OoWatcher | null = this.watcher;
    watcher_check(mem, w!.env!, w!);
  }

  /** Implements HullListener.hull_manager_is_going_to_be_deleted (@spec spec/ivp/mindist/watcher.spec:399). */
  hull_manager_is_going_to_be_deleted(mem: Memory): void {
    const w: OoWatcher | null = this.watcher;
    oo_watcher_delete(mem, w!.env!, w!);
  }

  /** Implements HullListener.hull_manager_is_reset (@spec spec/ivp/mindist/watcher.spec:403). */
  hull_manager_is_reset(dhull: number, dcenter: number): void {

  }
}

/** Puts a WatcherHullSynapse back into the zero state `new WatcherHullSynapse()` gives, in place. */
export function reset_WatcherHullSynapse(s: WatcherHullSynapse): void {
  s.hull_index = 0;
  s.object = null;
  s.watcher = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_WatcherHullSynapse(dst: WatcherHullSynapse, src: WatcherHullSynapse): void {
  dst.hull_index = src.hull_index;
  dst.object = src.object;
  dst.watcher = src.watcher;
}

/** Feeds the raw bits of a WatcherHullSynapse to the hasher, field by field in declaration order. */
export function hash_WatcherHullSynapse(s: WatcherHullSynapse, h: StateHasher): void {
  h.enter(s);
  h.u32(s.hull_index);
  h.ref(s.object);
  h.ref(s.watcher);
}

/** Writes a WatcherHullSynapse to a snapshot stream. */
export function snapshot_WatcherHullSynapse(s: WatcherHullSynapse, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.hull_index);
  w.ref(s.object);
  w.ref(s.watcher);
}

/** Reads a WatcherHullSynapse back from a snapshot stream written by snapshot_WatcherHullSynapse. */
export function restore_WatcherHullSynapse(s: WatcherHullSynapse, r: SnapshotReader): void {
  r.enter(s);
  s.hull_index = r.get();
  r.ref((o: RealObject | null) => { s.object = o; });
  r.ref((o: OoWatcher | null) => { s.watcher = o; });
}

/** IVP_OO_Watcher (0x40 bytes, ctor 0x10038000). */
export class OoWatcher implements CollisionDelegator {
  /** the pool slot (IvpEnvironment.watchers) */
  id: number = 0;
  live: boolean = false;
  env: IvpEnvironment | null = null;
  /** its OV side (OvWorld.collisions index: the +0x0c/+0x10 slots), -1 = none */
  ov_collision: number = 0;
  /** +0x18, +0x28 the hull synapses of object 0 and object 1 */
  syn: WatcherHullSynapse[] = Array.from({ length: 2 }, () => new WatcherHullSynapse());
  /** +0x38/+0x3c the children (ledge-pair mindists) */
  children: (Mindist | null)[] = [];

  /** Implements CollisionDelegator.collision_is_going_to_be_deleted (@spec spec/ivp/mindist/watcher.spec:384). */
  collision_is_going_to_be_deleted(md: Mindist): void {
    watcher_child_deleted(this, md);
  }
}

/** Puts a OoWatcher back into the zero state `new OoWatcher()` gives, in place. */
export function reset_OoWatcher(s: OoWatcher): void {
  s.id = 0;
  s.live = false;
  s.env = null;
  s.ov_collision = 0;
  for (const x of s.syn) reset_WatcherHullSynapse(x);
  s.children.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OoWatcher(dst: OoWatcher, src: OoWatcher): void {
  dst.id = src.id;
  dst.live = src.live;
  dst.env = src.env;
  dst.ov_collision = src.ov_collision;
  for (let i = 0; i < dst.syn.length; i++) copy_WatcherHullSynapse(dst.syn[i], src.syn[i]);
  for (let i = 0; i < src.children.length && i < dst.children.length; i++) dst.children[i] = src.children[i];
  if (dst.children.length > src.children.length) dst.children.length = src.children.length;
  else for (let i = dst.children.length; i < src.children.length; i++) dst.children.push(src.children[i]);
}

/** Feeds the raw bits of a OoWatcher to the hasher, field by field in declaration order. */
export function hash_OoWatcher(s: OoWatcher, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.bool(s.live);
  h.ref(s.env);
  h.i32(s.ov_collision);
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    hash_WatcherHullSynapse(s.syn[i0], h);
  }
  h.u32(s.children.length);
  for (let i0 = 0; i0 < s.children.length; i0++) {
    h.ref(s.children[i0]);
  }
}

/** Writes a OoWatcher to a snapshot stream. */
export function snapshot_OoWatcher(s: OoWatcher, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.live ? 1 : 0);
  w.ref(s.env);
  w.put(s.ov_collision);
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    snapshot_WatcherHullSynapse(s.syn[i0], w);
  }
  w.put(s.children.length);
  for (let i0 = 0; i0 < s.children.length; i0++) {
    w.ref(s.children[i0]);
  }
}

/** Reads a OoWatcher back from a snapshot stream written by snapshot_OoWatcher. */
export function restore_OoWatcher(s: OoWatcher, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.live = r.get() !== 0;
  r.ref((o: IvpEnvironment | null) => { s.env = o; });
  s.ov_collision = r.get();
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    restore_WatcherHullSynapse(s.syn[i0], r);
  }
  s.children.length = r.get();
  for (let i0 = 0; i0 < s.children.length; i0++) if (s.children[i0] === undefined) s.children[i0] = null;
  for (let i0 = 0; i0 < s.children.length; i0++) {
    r.ref((o: Mindist | null) => { s.children[i0] = o; });
  }
}

/** The exchange's scratch (the original's stack): the two ledge lists, the table, the new list. */
export class ExchangeScratch {
  ledges_a: number[] = [];
  ledges_b: number[] = [];
  table: number[] = [];
  fresh: (Mindist | null)[] = [];
  /**
   * the ledge pairs (get_ledges) of the children, child i at 2i and 2i + 1, read once per exchange
   * and swapped with the children (D-PERF-8); written before every read, so not state
   */
  child_ledges: number[] = [];
  range: CollRangeSplit = new CollRangeSplit();
  /** the polygon core set-up's radius and deviation (slot 2) */
  radius_dev: Float32Array = new Float32Array(2);
}

/** Puts a ExchangeScratch back into the zero state `new ExchangeScratch()` gives, in place. */
export function reset_ExchangeScratch(s: ExchangeScratch): void {
  s.ledges_a.length = 0;
  s.ledges_b.length = 0;
  s.table.length = 0;
  s.fresh.length = 0;
  s.child_ledges.length = 0;
  reset_CollRangeSplit(s.range);
  s.radius_dev.fill(0);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ExchangeScratch(dst: ExchangeScratch, src: ExchangeScratch): void {
  for (let i = 0; i < src.ledges_a.length && i < dst.ledges_a.length; i++) dst.ledges_a[i] = src.ledges_a[i];
  if (dst.ledges_a.length > src.ledges_a.length) dst.ledges_a.length = src.ledges_a.length;
  else for (let i = dst.ledges_a.length; i < src.ledges_a.length; i++) dst.ledges_a.push(src.ledges_a[i]);
  for (let i = 0; i < src.ledges_b.length && i < dst.ledges_b.length; i++) dst.ledges_b[i] = src.ledges_b[i];
  if (dst.ledges_b.length > src.ledges_b.length) dst.ledges_b.length = src.ledges_b.length;
  else for (let i = dst.ledges_b.length; i < src.ledges_b.length; i++) dst.ledges_b.push(src.ledges_b[i]);
  for (let i = 0; i < src.table.length && i < dst.table.length; i++) dst.table[i] = src.table[i];
  if (dst.table.length > src.table.length) dst.table.length = src.table.length;
  else for (let i = dst.table.length; i < src.table.length; i++) dst.table.push(src.table[i]);
  for (let i = 0; i < src.fresh.length && i < dst.fresh.length; i++) dst.fresh[i] = src.fresh[i];
  if (dst.fresh.length > src.fresh.length) dst.fresh.length = src.fresh.length;
  else for (let i = dst.fresh.length; i < src.fresh.length; i++) dst.fresh.push(src.fresh[i]);
  for (let i = 0; i < src.child_ledges.length && i < dst.child_ledges.length; i++) dst.child_ledges[i] = src.child_ledges[i];
  if (dst.child_ledges.length > src.child_ledges.length) dst.child_ledges.length = src.child_ledges.length;
  else for (let i = dst.child_ledges.length; i < src.child_ledges.length; i++) dst.child_ledges.push(src.child_ledges[i]);
  copy_CollRangeSplit(dst.range, src.range);
  dst.radius_dev.set(src.radius_dev);
}

/** Feeds the raw bits of a ExchangeScratch to the hasher, field by field in declaration order. */
export function hash_ExchangeScratch(s: ExchangeScratch, h: StateHasher): void {
  h.enter(s);
  h.u32(s.ledges_a.length);
  for (let i0 = 0; i0 < s.ledges_a.length; i0++) {
    h.u32(s.ledges_a[i0]);
  }
  h.u32(s.ledges_b.length);
  for (let i0 = 0; i0 < s.ledges_b.length; i0++) {
    h.u32(s.ledges_b[i0]);
  }
  h.u32(s.table.length);
  for (let i0 = 0; i0 < s.table.length; i0++) {
    h.i32(s.table[i0]);
  }
  h.u32(s.fresh.length);
  for (let i0 = 0; i0 < s.fresh.length; i0++) {
    h.ref(s.fresh[i0]);
  }
  hash_CollRangeSplit(s.range, h);
  for (let i0 = 0; i0 < s.radius_dev.length; i0++) {
    h.f32(s.radius_dev[i0]);
  }
}

/** Writes a ExchangeScratch to a snapshot stream. */
export function snapshot_ExchangeScratch(s: ExchangeScratch, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.ledges_a.length);
  for (let i0 = 0; i0 < s.ledges_a.length; i0++) {
    w.put(s.ledges_a[i0]);
  }
  w.put(s.ledges_b.length);
  for (let i0 = 0; i0 < s.ledges_b.length; i0++) {
    w.put(s.ledges_b[i0]);
  }
  w.put(s.table.length);
  for (let i0 = 0; i0 < s.table.length; i0++) {
    w.put(s.table[i0]);
  }
  w.put(s.fresh.length);
  for (let i0 = 0; i0 < s.fresh.length; i0++) {
    w.ref(s.fresh[i0]);
  }
  snapshot_CollRangeSplit(s.range, w);
  for (let i0 = 0; i0 < s.radius_dev.length; i0++) {
    w.put(s.radius_dev[i0]);
  }
}

/** Reads a ExchangeScratch back from a snapshot stream written by snapshot_ExchangeScratch. */
export function restore_ExchangeScratch(s: ExchangeScratch, r: SnapshotReader): void {
  r.enter(s);
  s.ledges_a.length = r.get();
  for (let i0 = 0; i0 < s.ledges_a.length; i0++) {
    s.ledges_a[i0] = r.get();
  }
  s.ledges_b.length = r.get();
  for (let i0 = 0; i0 < s.ledges_b.length; i0++) {
    s.ledges_b[i0] = r.get();
  }
  s.table.length = r.get();
  for (let i0 = 0; i0 < s.table.length; i0++) {
    s.table[i0] = r.get();
  }
  s.fresh.length = r.get();
  for (let i0 = 0; i0 < s.fresh.length; i0++) if (s.fresh[i0] === undefined) s.fresh[i0] = null;
  for (let i0 = 0; i0 < s.fresh.length; i0++) {
    r.ref((o: Mindist | null) => { s.fresh[i0] = o; });
  }
  restore_CollRangeSplit(s.range, r);
  for (let i0 = 0; i0 < s.radius_dev.length; i0++) {
    s.radius_dev[i0] = r.get();
  }
}

/**
 * The exchange table's hash of a ledge pair: h = (l1·0x4b) ^ l0; ((int)h >> 8)·0x3ff + h, in
 * 32-bit wrapping arithmetic with an arithmetic shift (L1577).
 *
 * @source 000_b83935d7d7846899.txt §3.4; §4.7 0x10016650 (hash)
 * @unit N01
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:76
 */
export function exchange_hash(l0: number, l1: number): number {
  const h: number = (Math.imul(l1, 0x4b) ^ l0) >>> 0;
  const s: number = h >> 8;
  return (Math.imul(s, 0x3ff) + h) >>> 0;
}

/**
 * The table size (L1571-1574): need = (|A|·|B| + n)·2 + 2; the largest power of two ≤ need when
 * need < 0x400 (else 0x400); if that is not above n, the smallest power of two above 2n, counting
 * up from it.
 *
 * @source 000_b83935d7d7846899.txt §3.4 0x10016650 (size rule)
 * @unit N01
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:87
 */
export function exchange_table_size(na: number, nb: number, n_children: number): number {
  const need: number = (Math.imul(Math.imul(na, nb) + n_children, 2) + 2) | 0;
  let sz: number = EXCHANGE_TABLE_MAX;
  if (need < EXCHANGE_TABLE_MAX) {
    while (sz > need) {
      sz = sz >> 1;
    }
  }
  if (sz > n_children) {
    return sz;
  }
  while (sz <= Math.imul(2, n_children)) {
    sz = sz << 1;
  }
  return sz;
}

/**
 * The ledges of one object for the exchange: [fixed] when fixed is set; else the surface manager's
 * ledges within extra + partner radius + dist of the partner core's position (object space),
 * below `expand` (0 = from the root).
 *
 * @source 000_b83935d7d7846899.txt §3.4; §4.7 0x10016650 (candidate ledges)
 * @unit N01
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/watcher.spec:109
 */
export function exchange_ledges(mem: Memory, env: IvpEnvironment, o: RealObject, other: RealObject, dist: number, fixed: number, expand: number, out_list: number[]): void {
  out_list.length = 0;
  if (fixed !== 0) {
    out_list.push(fixed);
    return;
  }
  const c1: PhysCoreView | null = other.core;
  pos_at(c1!, env.tm.current_time, _s0);
  const p_x = _s0.x, p_y = _s0.y, p_z = _s0.z;
  // f32 + f32 (ext) + f64
  const r: number = o.extra_radius + c1!.upper_limit_radius + dist;
  const cache: CacheObject = cache_object_get(o);
  matrix_world_to_object(cache.m_world_f_object, p_x, p_y, p_z, _s1);
  const p_os_x = _s1.x, p_os_y = _s1.y, p_os_z = _s1.z;
  cache_object_release(cache);
  o.surface_manager!.get_all_ledges_within_radius(mem, p_os_x, p_os_y, p_os_z, r, expand, out_list);
}

/**
 * Inserts child index i into the table at its hash with linear probing.
 *
 * @source 000_b83935d7d7846899.txt §3.4 0x10016650 (table fill)
 * @unit N01
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:128
 */
export function exchange_table_put(table: number[], mask: number, h: number, i: number): void {
  let s: number = (h & mask) >>> 0;
  while (table[s | 0] !== -1) {
    s = ((s + 1) & mask) >>> 0;
  }
  table[s | 0] = i;
}

/**
 * Swaps the ledge pairs of children i and j in the exchange's list (beside children_swap).
 *
 * @design The exchange reads each child's ledge pair once and keeps the list in the children's order (D-PERF-8).
 * @unit N01
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:139
 */
export function exchange_pairs_swap(pairs: number[], i: number, j: number): void {
  const a0: number = pairs[Math.imul(2, i)];
  const a1: number = pairs[(Math.imul(2, i) + 1) | 0];
  pairs[Math.imul(2, i)] = pairs[Math.imul(2, j)];
  pairs[(Math.imul(2, i) + 1) | 0] = pairs[(Math.imul(2, j) + 1) | 0];
  pairs[Math.imul(2, j)] = a0;
  pairs[(Math.imul(2, j) + 1) | 0] = a1;
}

/**
 * Swaps children i and j (0x100188c0 on the children vector): each child's fvector slot that
 * held its old index gets the new one.
 *
 * @source 000_b83935d7d7846899.txt §3.4; §2.6.2 0x100188c0
 * @unit M36
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:152
 */
export function children_swap(children: (Mindist | null)[], i: number, j: number): void {
  const a: Mindist | null = children[i];
  const b: Mindist | null = children[j];
  children[i] = b;
  children[j] = a;
  mindist_set_fvector_index(a!, i, j);
  mindist_set_fvector_index(b!, j, i);
}

/**
 * set_fvector_index (0x10016d60): the slot holding `old` (slot 0 first) becomes idx.
 *
 * @source 000_b83935d7d7846899.txt §3.4; §4.2.1 0x10016d60
 * @unit M36
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:164
 */
export function mindist_set_fvector_index(md: Mindist, old: number, idx: number): void {
  if (md.fvector_index[0] === old) {
    md.fvector_index[0] = idx;
  } else if (md.fvector_index[1] === old) {
    md.fvector_index[1] = idx;
  }
}

/**
 * The child exchange (0x10016650, cdecl): the candidate ledges of both objects; existing children
 * whose ledge pair is still a candidate move into the kept prefix (A and B walked last to first,
 * the table giving the lookup), the missing pairs get new plain mindists (mindist_init: recalc and
 * schedule at once), the children beyond the prefix are deleted from the last down, and the new
 * ones are appended in the reverse of their creation order.
 *
 * @source 000_b83935d7d7846899.txt §3.4; §4.7 0x10016650
 * @unit N01
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:179
 */
export function child_exchange(mem: Memory, env: IvpEnvironment, o0: RealObject, o1: RealObject, dist: number, children: (Mindist | null)[], fixed0: number, fixed1: number, expand0: number, expand1: number, delegator: CollisionDelegator | null): void {
  const x: ExchangeScratch = env.exchange;
  exchange_ledges(mem, env, o0, o1, dist, fixed0, expand0, x.ledges_a);
  exchange_ledges(mem, env, o1, o0, dist, fixed1, expand1, x.ledges_b);
  const n: number = children.length;
  const tsize: number = exchange_table_size(x.ledges_a.length, x.ledges_b.length, n);
  const mask: number = (tsize - 1) >>> 0;
  // the table of tsize empty slots, reusing the last exchange's storage (D-PERF-4)
  if (x.table.length > tsize) {
    x.table.length = tsize;
  }
  for (let i = 0; i < x.table.length; i++) {
    x.table[i] = -1;
  }
  while (x.table.length < tsize) {
    x.table.push(-1);
  }
  // each child's ledge pair, read once (D-PERF-8)
  if (x.child_ledges.length > 0) {
    x.child_ledges.length = 0;
  }
  for (let i_1 = 0; i_1 < n; i_1++) {
    const ch: Mindist | null = children[i_1];
    x.child_ledges.push(mindist_ledge(mem, ch!, 0));
    x.child_ledges.push(mindist_ledge(mem, ch!, 1));
  }
  for (let i_2 = n - 1; i_2 >= 0; i_2--) {
    exchange_table_put(x.table, mask, exchange_hash(x.child_ledges[Math.imul(2, i_2)], x.child_ledges[(Math.imul(2, i_2) + 1) | 0]), i_2);
  }
  let keep: number = 0;
  if (x.fresh.length > 0) {
    x.fresh.length = 0;
  }
  for (let ia = x.ledges_a.length - 1; ia >= 0; ia--) {
    const a: number = x.ledges_a[ia];
    for (let ib = x.ledges_b.length - 1; ib >= 0; ib--) {
      const b: number = x.ledges_b[ib];
      let found: boolean = false;
      const h: number = exchange_hash(a, b);
      let s: number = (h & mask) >>> 0;
      while (x.table[s | 0] !== -1) {
        const i_3: number = x.table[s | 0];
        // child i's get_ledges() == (a, b)
        if (x.child_ledges[Math.imul(2, i_3)] === a && x.child_ledges[(Math.imul(2, i_3) + 1) | 0] === b) {
          if (i_3 > keep) {
            // the table slots of i and keep follow the swap
            const kh: number = exchange_hash(x.child_ledges[Math.imul(2, keep)], x.child_ledges[(Math.imul(2, keep) + 1) | 0]);
            let ks: number = (kh & mask) >>> 0;
            while (x.table[ks | 0] !== keep) {
              ks = ((ks + 1) & mask) >>> 0;
            }
            children_swap(children, keep, i_3);
            exchange_pairs_swap(x.child_ledges, keep, i_3);
            x.table[s | 0] = keep;
            x.table[ks | 0] = i_3;
          }
          keep = (keep + 1) | 0;
          found = true;
          break;
        }
        s = ((s + 1) & mask) >>> 0;
      }
      if (!found) {
        const la: number = a;
        const lb: number = b;
        if ((mem.u32[(la + Ledge.has_children_flag) >>> 2] & 0x3) !== 0 || (mem.u32[(lb + Ledge.has_children_flag) >>> 2] & 0x3) !== 0) {
          recursive_mindist_create(env, a, b);
        }
        const md: Mindist = mindist_alloc(env);
        mindist_ctor(md, delegator);
        mindist_init(mem, env, md, o0, o1, (a + 0x14) >>> 0, (b + 0x14) >>> 0);
        x.fresh.push(md);
      }
    }
  }
  // the child dtor tells the delegator (child_deleted), which shrinks the vector from its end
  for (let i_4 = children.length - 1; i_4 >= keep; i_4--) {
    const ch_1: Mindist | null = children[i_4];
    if (ch_1 !== null) {
      mindist_delete(mem, env, ch_1!);
    }
  }
  for (let k = x.fresh.length - 1; k >= 0; k--) {
    const md_1: Mindist | null = x.fresh[k];
    const idx: number = children.length;
    children.push(md_1);
    mindist_set_fvector_index(md_1!, -1, idx);
  }
  x.fresh.length = 0;
}

/**
 * The hull value of an object at t as the watcher keys it: (t − h.last_time)·g + h (ext).
 *
 * @source 000_b83935d7d7846899.txt §3.5 hull_value(obj, t) = (t − obj+0x48)·obj+0x50 + obj+0x58
 * @unit N02
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:275
 */
export function watcher_hull_value(o: RealObject, t: number): number {
  return hull_value_at(o.hull, t);
}

/**
 * The watcher ctor (0x10038000 with 0x10037fb0): each hull synapse listens on its object's hull
 * at hull_value(now) + 1.0000000200408773e20 (effectively never; overwritten at once), the
 * children vector starts empty (capacity 8), and the first watcher_check runs.
 *
 * @source 000_b83935d7d7846899.txt §3.5; §3.1.8 0x10038000 / 0x10037fb0
 * @unit N02
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/watcher.spec:284
 */
export function oo_watcher_init(mem: Memory, env: IvpEnvironment, w: OoWatcher, o0: RealObject, o1: RealObject): void {
  const now: number = env.tm.current_time;
  w.env = env;
  for (let k = 0; k < 2; k++) {
    const s: WatcherHullSynapse = w.syn[k];
    s.watcher = w;
    if (k === 0) {
      s.object = o0;
    } else {
      s.object = o1;
    }
    const o: RealObject | null = s.object;
    const key: number = Math.fround(watcher_hull_value(o!, now) + WATCHER_NEVER_KEY);
    s.hull_index = hull_insert_listener(o!.hull, s, key);
  }
  w.children.length = 0;
  watcher_check(mem, env, w);
}

/**
 * watcher_check (0x10037e30): env+0x84 + 1; the intra range (r0, r1) of the two objects; the child
 * exchange over the whole surfaces with r0 + r1; each hull synapse re-armed at
 * (float)(hull_value(now) + rK).
 *
 * @source 000_b83935d7d7846899.txt §3.5 0x10037e30
 * @unit N03
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/watcher.spec:308
 */
export function watcher_check(mem: Memory, env: IvpEnvironment, w: OoWatcher): void {
  env.watcher_checks = (env.watcher_checks + 1) | 0;
  const o0: RealObject | null = w.syn[0].object;
  const o1: RealObject | null = w.syn[1].object;
  const c0: PhysCoreView | null = o0!.core;
  const c1: PhysCoreView | null = o1!.core;
  const r: CollRangeSplit = env.exchange.range;
  get_coll_range_intra_objects(env.range, c0!.rot_surface_speed, c0!.current_speed, c0!.upper_limit_radius, c1!.rot_surface_speed, c1!.current_speed, c1!.upper_limit_radius, env.tm.delta_psi, r);
  const r0: number = r.range_a;
  const r1: number = r.range_b;
  child_exchange(mem, env, o0!, o1!, r0 + r1, w.children, 0, 0, 0, 0, w);
  const t: number = env.tm.current_time;
  const s0: WatcherHullSynapse = w.syn[0];
  hull_remove_listener(o0!.hull, s0.hull_index);
  const k0: number = Math.fround(watcher_hull_value(o0!, t) + r0);
  s0.hull_index = hull_insert_listener(o0!.hull, s0, k0);
  const s1: WatcherHullSynapse = w.syn[1];
  hull_remove_listener(o1!.hull, s1.hull_index);
  const k1: number = Math.fround(watcher_hull_value(o1!, t) + r1);
  s1.hull_index = hull_insert_listener(o1!.hull, s1, k1);
}

/**
 * child_deleted (0x100381d0): the child's index is fvec[0] when valid and the child is there, else
 * fvec[1]; the last child moves into that index (its matching slot updated) and the removed child's
 * slot becomes −1.
 *
 * @source 000_b83935d7d7846899.txt §3.5; §3.6 0x100381d0 (same as 0x100309c0)
 * @unit N05
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:335
 */
export function watcher_child_deleted(w: OoWatcher, md: Mindist): void {
  const n: number = w.children.length;
  let k: number = 1;
  const i0: number = md.fvector_index[0];
  if (i0 >= 0 && i0 < n) {
    const there: Mindist | null = w.children[i0];
    if (there === md) {
      k = 0;
    }
  }
  const idx: number = md.fvector_index[k];
  if (!(idx >= 0 && idx < n)) assertFail("spec/ivp/mindist/watcher.spec:346", "watcher {}: child mindist {} is not in its children", [w.id, md.id]);
  const last: number = (n - 1) | 0;
  const moved: Mindist | null = w.children[last];
  w.children[idx] = moved;
  w.children.length = last;
  if (idx !== last) {
    mindist_set_fvector_index(moved!, last, idx);
  }
  md.fvector_index[k] = -1;
}

/**
 * The watcher dtor (0x10038100 with 0x10037f60): every child deleted (last first), its own
 * delegator (the root) told, both hull synapses out of their hulls, the pool slot freed.
 *
 * @source 000_b83935d7d7846899.txt §3.5; §3.1.8 0x10038100 / 0x10037f60
 * @unit N04
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:361
 */
export function oo_watcher_delete(mem: Memory, env: IvpEnvironment, w: OoWatcher): void {
  if (!w.live) assertFail("spec/ivp/mindist/watcher.spec:362", "watcher dtor: slot {} is not live", [w.id]);
  while (w.children.length > 0) {
    const ch: Mindist | null = w.children[w.children.length - 1];
    mindist_delete(mem, env, ch!);
  }
  env_root_collision_deleted(env, w.ov_collision);
  w.ov_collision = -1;
  for (let k = 0; k < 2; k++) {
    const s: WatcherHullSynapse = w.syn[k];
    const o: RealObject | null = s.object;
    if (s.hull_index !== SYNAPSE_NO_HULL_SLOT) {
      hull_remove_listener(o!.hull, s.hull_index);
      s.hull_index = SYNAPSE_NO_HULL_SLOT;
    }
    s.object = null;
  }
  w.live = false;
  env.free_watchers.push(w.id);
}

/**
 * A watcher pool slot (the last freed, else a new one), live and unlinked.
 *
 * @design OO watchers live in the environment's pool like mindists (one state root, LIFO reuse).
 * @unit N02
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:410
 */
export function oo_watcher_alloc(env: IvpEnvironment): OoWatcher {
  let id: number = 0;
  const n: number = env.free_watchers.length;
  if (n > 0) {
    id = env.free_watchers[(n - 1) | 0];
    env.free_watchers.length = (n - 1) | 0;
  } else {
    id = env.watchers.length;
    env.watchers.push(new OoWatcher());
  }
  const w: OoWatcher = env.watchers[id];
  w.id = id;
  w.live = true;
  w.env = env;
  w.ov_collision = -1;
  w.syn[0].hull_index = SYNAPSE_NO_HULL_SLOT;
  w.syn[1].hull_index = SYNAPSE_NO_HULL_SLOT;
  w.children.length = 0;
  return w;
}

/**
 * The recursive mindist's ctor, dtor and delete_children (0x10030860 / 0x10030910 / 0x100307f0):
 * reached only through a ledge with children, which Ballance's builder never makes (C14).
 *
 * @source 000_b83935d7d7846899.txt §3.6; §3.1.7 0x10030860 / 0x10030910 / 0x100307f0
 * @unit N06
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:437
 */
export function recursive_mindist_create(env: IvpEnvironment, a: number, b: number): void {
  assertFail("spec/ivp/mindist/watcher.spec:438", "recursive mindist (0x10030860): ledge pair {} / {} has children; never created in Ballance (C14)", [a, b]);
}

/**
 * vtbl[7] 0x10030540 (impact on the hull pair: virtual-feature check, expand), vtbl[6] 0x10030710
 * (minimize failed: choose a side, expand) and exchange_children 0x10030a30: assertions (C14).
 *
 * @source 000_b83935d7d7846899.txt §3.6 0x10030540 / 0x10030710 / 0x10030a30
 * @unit N07, N08, N09
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:445
 */
export function recursive_mindist_expand(env: IvpEnvironment, md: Mindist): void {
  assertFail("spec/ivp/mindist/watcher.spec:446", "recursive mindist {} (0x10030540 / 0x10030710 / 0x10030a30): never created in Ballance (C14)", [md.id]);
}

/**
 * The recursive hull-event re-check 0x10030b20 and collapse 0x10030af0 (+ vtbl[5] 0x10028220):
 * reached for status 4 only, which Ballance never sets (C14).
 *
 * @source 000_b83935d7d7846899.txt §3.6 0x10030b20 / 0x10030af0
 * @unit N10, N11
 * @float x87
 * @spec spec/ivp/mindist/watcher.spec:453
 */
export function recursive_mindist_hull_exceeded(env: IvpEnvironment, md: Mindist): void {
  assertFail("spec/ivp/mindist/watcher.spec:454", "recursive mindist {} (0x10030b20 re-check, 0x10030af0 collapse): status 4 never occurs in Ballance (C14)", [md.id]);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3();
