// GENERATED FILE: do not edit. Engine module ivp.time.min_list: 000 §2.1.5: IVP_U_Min_List, the sorted event and hull-listener list (ties newest first), as the original's linked list and as an O(log n) treap with the same observable order from spec/ivp/time/min_list.spec (sha256 bd935a570ecaef69).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, ZERO_F64, assertFail, specMin } from "../../../runtime/index.js";

/** "No element": the end of a list or of the free list, and an unqueued owner (L827, L821). */
export const MIN_LIST_NONE: number = 0xffff;
/** min_value of an empty list: 1e10 as the f32 0x501502f9 (L831). */
export const MIN_LIST_EMPTY_MIN: number = 10000000000 /* f32#501502f9 */;
/** Largest capacity (handles 0..0xfffd); a design limit, see the decisions above. */
export const MIN_LIST_MAX_CAPACITY: number = 0xfffe;

/** The handle allocator both lists use: a LIFO free list threaded through next_free. */
export class MinListSlots {
  /** per handle: the next free handle while this one is free (+0x02 is the head) */
  next_free: number[] = [];
  /** per handle: true while the handle is in the list */
  live: boolean[] = [];
  /** +0x02 first free handle, 0xffff = full */
  free_head: number = 0;
}

/** Puts a MinListSlots back into the zero state `new MinListSlots()` gives, in place. */
export function reset_MinListSlots(s: MinListSlots): void {
  s.next_free.length = 0;
  s.live.length = 0;
  s.free_head = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MinListSlots(dst: MinListSlots, src: MinListSlots): void {
  for (let i = 0; i < src.next_free.length && i < dst.next_free.length; i++) dst.next_free[i] = src.next_free[i];
  if (dst.next_free.length > src.next_free.length) dst.next_free.length = src.next_free.length;
  else for (let i = dst.next_free.length; i < src.next_free.length; i++) dst.next_free.push(src.next_free[i]);
  for (let i = 0; i < src.live.length && i < dst.live.length; i++) dst.live[i] = src.live[i];
  if (dst.live.length > src.live.length) dst.live.length = src.live.length;
  else for (let i = dst.live.length; i < src.live.length; i++) dst.live.push(src.live[i]);
  dst.free_head = src.free_head;
}

/** Feeds the raw bits of a MinListSlots to the hasher, field by field in declaration order. */
export function hash_MinListSlots(s: MinListSlots, h: StateHasher): void {
  h.enter(s);
  h.u32(s.next_free.length);
  for (let i0 = 0; i0 < s.next_free.length; i0++) {
    h.u32(s.next_free[i0]);
  }
  h.u32(s.live.length);
  for (let i0 = 0; i0 < s.live.length; i0++) {
    h.bool(s.live[i0]);
  }
  h.u32(s.free_head);
}

/** Writes a MinListSlots to a snapshot stream. */
export function snapshot_MinListSlots(s: MinListSlots, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.next_free.length);
  for (let i0 = 0; i0 < s.next_free.length; i0++) {
    w.put(s.next_free[i0]);
  }
  w.put(s.live.length);
  for (let i0 = 0; i0 < s.live.length; i0++) {
    w.put(s.live[i0] ? 1 : 0);
  }
  w.put(s.free_head);
}

/** Reads a MinListSlots back from a snapshot stream written by snapshot_MinListSlots. */
export function restore_MinListSlots(s: MinListSlots, r: SnapshotReader): void {
  r.enter(s);
  s.next_free.length = r.get();
  for (let i0 = 0; i0 < s.next_free.length; i0++) {
    s.next_free[i0] = r.get();
  }
  s.live.length = r.get();
  for (let i0 = 0; i0 < s.live.length; i0++) {
    s.live[i0] = r.get() !== 0;
  }
  s.free_head = r.get();
}

/**
 * IVP_U_Min_List as the original keeps it: a doubly linked list in an element array (16-byte
 * elements at +0x04: next +4, prev +6, value +8), sorted by value, ties newest first.
 */
export class MinListLinked {
  slots: MinListSlots = new MinListSlots();
  /** element +4: next handle (0xffff = last) */
  next: number[] = [];
  /** element +6: previous handle (0xffff = first) */
  prev: number[] = [];
  /** element +8: the key */
  value: number[] = [];
  /** +0x08 the value of the first element (1e10 when empty) */
  min_value: number = ZERO_F64;
  /** +0x0e the first (smallest) element */
  first: number = 0;
  /** +0x10 element count */
  count: number = 0;
}

/** Puts a MinListLinked back into the zero state `new MinListLinked()` gives, in place. */
export function reset_MinListLinked(s: MinListLinked): void {
  reset_MinListSlots(s.slots);
  s.next.length = 0;
  s.prev.length = 0;
  s.value.length = 0;
  s.min_value = 0;
  s.first = 0;
  s.count = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MinListLinked(dst: MinListLinked, src: MinListLinked): void {
  copy_MinListSlots(dst.slots, src.slots);
  for (let i = 0; i < src.next.length && i < dst.next.length; i++) dst.next[i] = src.next[i];
  if (dst.next.length > src.next.length) dst.next.length = src.next.length;
  else for (let i = dst.next.length; i < src.next.length; i++) dst.next.push(src.next[i]);
  for (let i = 0; i < src.prev.length && i < dst.prev.length; i++) dst.prev[i] = src.prev[i];
  if (dst.prev.length > src.prev.length) dst.prev.length = src.prev.length;
  else for (let i = dst.prev.length; i < src.prev.length; i++) dst.prev.push(src.prev[i]);
  for (let i = 0; i < src.value.length && i < dst.value.length; i++) dst.value[i] = src.value[i];
  if (dst.value.length > src.value.length) dst.value.length = src.value.length;
  else for (let i = dst.value.length; i < src.value.length; i++) dst.value.push(src.value[i]);
  dst.min_value = src.min_value;
  dst.first = src.first;
  dst.count = src.count;
}

/** Feeds the raw bits of a MinListLinked to the hasher, field by field in declaration order. */
export function hash_MinListLinked(s: MinListLinked, h: StateHasher): void {
  h.enter(s);
  hash_MinListSlots(s.slots, h);
  h.u32(s.next.length);
  for (let i0 = 0; i0 < s.next.length; i0++) {
    h.u32(s.next[i0]);
  }
  h.u32(s.prev.length);
  for (let i0 = 0; i0 < s.prev.length; i0++) {
    h.u32(s.prev[i0]);
  }
  h.u32(s.value.length);
  for (let i0 = 0; i0 < s.value.length; i0++) {
    h.f32(s.value[i0]);
  }
  h.f32(s.min_value);
  h.u32(s.first);
  h.u32(s.count);
}

/** Writes a MinListLinked to a snapshot stream. */
export function snapshot_MinListLinked(s: MinListLinked, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_MinListSlots(s.slots, w);
  w.put(s.next.length);
  for (let i0 = 0; i0 < s.next.length; i0++) {
    w.put(s.next[i0]);
  }
  w.put(s.prev.length);
  for (let i0 = 0; i0 < s.prev.length; i0++) {
    w.put(s.prev[i0]);
  }
  w.put(s.value.length);
  for (let i0 = 0; i0 < s.value.length; i0++) {
    w.put(s.value[i0]);
  }
  w.put(s.min_value);
  w.put(s.first);
  w.put(s.count);
}

/** Reads a MinListLinked back from a snapshot stream written by snapshot_MinListLinked. */
export function restore_MinListLinked(s: MinListLinked, r: SnapshotReader): void {
  r.enter(s);
  restore_MinListSlots(s.slots, r);
  s.next.length = r.get();
  for (let i0 = 0; i0 < s.next.length; i0++) {
    s.next[i0] = r.get();
  }
  s.prev.length = r.get();
  for (let i0 = 0; i0 < s.prev.length; i0++) {
    s.prev[i0] = r.get();
  }
  s.value.length = r.get();
  for (let i0 = 0; i0 < s.value.length; i0++) {
    s.value[i0] = r.get();
  }
  s.min_value = r.get();
  s.first = r.get();
  s.count = r.get();
}

/**
 * The same list as a treap: a binary tree whose in-order sequence is the list, heap-ordered by a
 * pseudo-random priority, with each node's largest ordered value in its subtree (submax) so that
 * "the first element whose value is >= v" is found in one descent.
 */
export class MinList {
  slots: MinListSlots = new MinListSlots();
  /** per handle: left child, right child, parent (0xffff = none) */
  left: number[] = [];
  right: number[] = [];
  parent: number[] = [];
  /** per handle: treap priority (smaller is nearer the root) */
  prio: number[] = [];
  /** per handle: the key */
  value: number[] = [];
  /** per handle: the largest non-NaN value in its subtree; NaN when the subtree holds none */
  submax: number[] = [];
  root: number = 0;
  /** the leftmost node: the list's first element */
  first: number = 0;
  /** the original's +0x08 (same rules as MinListLinked) */
  min_value: number = ZERO_F64;
  count: number = 0;
  /** number of adds so far; the priority of the next node is a hash of it */
  serial: number = 0;
}

/** Puts a MinList back into the zero state `new MinList()` gives, in place. */
export function reset_MinList(s: MinList): void {
  reset_MinListSlots(s.slots);
  s.left.length = 0;
  s.right.length = 0;
  s.parent.length = 0;
  s.prio.length = 0;
  s.value.length = 0;
  s.submax.length = 0;
  s.root = 0;
  s.first = 0;
  s.min_value = 0;
  s.count = 0;
  s.serial = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MinList(dst: MinList, src: MinList): void {
  copy_MinListSlots(dst.slots, src.slots);
  for (let i = 0; i < src.left.length && i < dst.left.length; i++) dst.left[i] = src.left[i];
  if (dst.left.length > src.left.length) dst.left.length = src.left.length;
  else for (let i = dst.left.length; i < src.left.length; i++) dst.left.push(src.left[i]);
  for (let i = 0; i < src.right.length && i < dst.right.length; i++) dst.right[i] = src.right[i];
  if (dst.right.length > src.right.length) dst.right.length = src.right.length;
  else for (let i = dst.right.length; i < src.right.length; i++) dst.right.push(src.right[i]);
  for (let i = 0; i < src.parent.length && i < dst.parent.length; i++) dst.parent[i] = src.parent[i];
  if (dst.parent.length > src.parent.length) dst.parent.length = src.parent.length;
  else for (let i = dst.parent.length; i < src.parent.length; i++) dst.parent.push(src.parent[i]);
  for (let i = 0; i < src.prio.length && i < dst.prio.length; i++) dst.prio[i] = src.prio[i];
  if (dst.prio.length > src.prio.length) dst.prio.length = src.prio.length;
  else for (let i = dst.prio.length; i < src.prio.length; i++) dst.prio.push(src.prio[i]);
  for (let i = 0; i < src.value.length && i < dst.value.length; i++) dst.value[i] = src.value[i];
  if (dst.value.length > src.value.length) dst.value.length = src.value.length;
  else for (let i = dst.value.length; i < src.value.length; i++) dst.value.push(src.value[i]);
  for (let i = 0; i < src.submax.length && i < dst.submax.length; i++) dst.submax[i] = src.submax[i];
  if (dst.submax.length > src.submax.length) dst.submax.length = src.submax.length;
  else for (let i = dst.submax.length; i < src.submax.length; i++) dst.submax.push(src.submax[i]);
  dst.root = src.root;
  dst.first = src.first;
  dst.min_value = src.min_value;
  dst.count = src.count;
  dst.serial = src.serial;
}

/** Feeds the raw bits of a MinList to the hasher, field by field in declaration order. */
export function hash_MinList(s: MinList, h: StateHasher): void {
  h.enter(s);
  hash_MinListSlots(s.slots, h);
  h.u32(s.left.length);
  for (let i0 = 0; i0 < s.left.length; i0++) {
    h.u32(s.left[i0]);
  }
  h.u32(s.right.length);
  for (let i0 = 0; i0 < s.right.length; i0++) {
    h.u32(s.right[i0]);
  }
  h.u32(s.parent.length);
  for (let i0 = 0; i0 < s.parent.length; i0++) {
    h.u32(s.parent[i0]);
  }
  h.u32(s.prio.length);
  for (let i0 = 0; i0 < s.prio.length; i0++) {
    h.u32(s.prio[i0]);
  }
  h.u32(s.value.length);
  for (let i0 = 0; i0 < s.value.length; i0++) {
    h.f32(s.value[i0]);
  }
  h.u32(s.submax.length);
  for (let i0 = 0; i0 < s.submax.length; i0++) {
    h.f32(s.submax[i0]);
  }
  h.u32(s.root);
  h.u32(s.first);
  h.f32(s.min_value);
  h.u32(s.count);
  h.u32(s.serial);
}

/** Writes a MinList to a snapshot stream. */
export function snapshot_MinList(s: MinList, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_MinListSlots(s.slots, w);
  w.put(s.left.length);
  for (let i0 = 0; i0 < s.left.length; i0++) {
    w.put(s.left[i0]);
  }
  w.put(s.right.length);
  for (let i0 = 0; i0 < s.right.length; i0++) {
    w.put(s.right[i0]);
  }
  w.put(s.parent.length);
  for (let i0 = 0; i0 < s.parent.length; i0++) {
    w.put(s.parent[i0]);
  }
  w.put(s.prio.length);
  for (let i0 = 0; i0 < s.prio.length; i0++) {
    w.put(s.prio[i0]);
  }
  w.put(s.value.length);
  for (let i0 = 0; i0 < s.value.length; i0++) {
    w.put(s.value[i0]);
  }
  w.put(s.submax.length);
  for (let i0 = 0; i0 < s.submax.length; i0++) {
    w.put(s.submax[i0]);
  }
  w.put(s.root);
  w.put(s.first);
  w.put(s.min_value);
  w.put(s.count);
  w.put(s.serial);
}

/** Reads a MinList back from a snapshot stream written by snapshot_MinList. */
export function restore_MinList(s: MinList, r: SnapshotReader): void {
  r.enter(s);
  restore_MinListSlots(s.slots, r);
  s.left.length = r.get();
  for (let i0 = 0; i0 < s.left.length; i0++) {
    s.left[i0] = r.get();
  }
  s.right.length = r.get();
  for (let i0 = 0; i0 < s.right.length; i0++) {
    s.right[i0] = r.get();
  }
  s.parent.length = r.get();
  for (let i0 = 0; i0 < s.parent.length; i0++) {
    s.parent[i0] = r.get();
  }
  s.prio.length = r.get();
  for (let i0 = 0; i0 < s.prio.length; i0++) {
    s.prio[i0] = r.get();
  }
  s.value.length = r.get();
  for (let i0 = 0; i0 < s.value.length; i0++) {
    s.value[i0] = r.get();
  }
  s.submax.length = r.get();
  for (let i0 = 0; i0 < s.submax.length; i0++) {
    s.submax[i0] = r.get();
  }
  s.root = r.get();
  s.first = r.get();
  s.min_value = r.get();
  s.count = r.get();
  s.serial = r.get();
}

/**
 * Empties the allocator and makes capacity handles free, 0 first.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 0x100300f0
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:93
 */
export function min_list_slots_init(s: MinListSlots, capacity: number): void {
  if (!(capacity >= 0 && capacity <= MIN_LIST_MAX_CAPACITY)) assertFail("spec/ivp/time/min_list.spec:94", "Min_List capacity out of range");
  s.next_free.length = 0;
  s.live.length = 0;
  s.free_head = MIN_LIST_NONE;
  min_list_slots_extend(s, capacity);
}

/**
 * Adds handles len..capacity-1 to the (empty) free list in ascending order.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 0x10030180 (grow to 2n+1)
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:104
 */
export function min_list_slots_extend(s: MinListSlots, capacity: number): void {
  const n: number = s.next_free.length;
  if (capacity <= n) {
    return;
  }
  for (let i = n; i < capacity; i++) {
    if (((i + 1) | 0) < capacity) {
      s.next_free.push(((i + 1) | 0) & 0xffff);
    } else {
      s.next_free.push(MIN_LIST_NONE);
    }
    s.live.push(false);
  }
  s.free_head = n & 0xffff;
}

/**
 * Takes the most recently freed handle, growing the capacity to 2n+1 when none is free.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 0x10030180 (free-list pop; grow to 2n+1)
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:123
 */
export function min_list_slots_alloc(s: MinListSlots): number {
  if (s.free_head === MIN_LIST_NONE) {
    const n: number = s.next_free.length;
    // decision: growth stops at 0xfffe handles (the original's u16 2n+1 would wrap)
    if (!(n < MIN_LIST_MAX_CAPACITY)) assertFail("spec/ivp/time/min_list.spec:127", "Min_List is full (0xfffe elements)");
    min_list_slots_extend(s, specMin((Math.imul(2, n) + 1) | 0, MIN_LIST_MAX_CAPACITY));
  }
  const h: number = s.free_head;
  s.free_head = s.next_free[h];
  s.live[h] = true;
  return h;
}

/**
 * Gives a handle back: it becomes the head of the free list (LIFO, a decision).
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 0x10030470 (free-list push)
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:139
 */
export function min_list_slots_free(s: MinListSlots, h: number): void {
  s.next_free[h] = s.free_head;
  s.live[h] = false;
  s.free_head = h;
}

/**
 * True when h is a handle currently in the list.
 *
 * @design A guard for remove(): the original trusts its callers; removing a free handle would corrupt both lists, so the spec asserts instead.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:148
 */
export function min_list_slots_is_live(s: MinListSlots, h: number): boolean {
  if (h >= s.live.length) {
    return false;
  }
  return s.live[h];
}

/**
 * The ctor: empty, min 1e10, capacity handles free.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 0x100300f0
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:160
 */
export function min_list_linked_init(l: MinListLinked, capacity: number): void {
  min_list_slots_init(l.slots, capacity);
  l.next.length = 0;
  l.prev.length = 0;
  l.value.length = 0;
  min_list_linked_fit(l);
  l.min_value = MIN_LIST_EMPTY_MIN;
  l.first = MIN_LIST_NONE;
  l.count = 0;
}

/**
 * Grows the element arrays to the allocator's capacity.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 0x10030180 (grow)
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:174
 */
export function min_list_linked_fit(l: MinListLinked): void {
  while (l.value.length < l.slots.next_free.length) {
    l.next.push(MIN_LIST_NONE);
    l.prev.push(MIN_LIST_NONE);
    l.value.push(0);
  }
}

/**
 * add(value) -> handle: first when value <= min_value (ties newest first, min_value = value),
 * else before the first element whose value is >= value, found by walking from the first.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 0x10030180
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:186
 */
export function min_list_linked_add(l: MinListLinked, v: number): number {
  const h: number = min_list_slots_alloc(l.slots);
  min_list_linked_fit(l);
  l.value[h] = v;
  if (v <= l.min_value) {
    l.prev[h] = MIN_LIST_NONE;
    l.next[h] = l.first;
    if (l.first !== MIN_LIST_NONE) {
      l.prev[l.first] = h;
    }
    l.first = h;
    l.min_value = v;
  } else {
    // the skip links of the original only shorten this walk (L840)
    let p: number = MIN_LIST_NONE;
    let c: number = l.first;
    while (c !== MIN_LIST_NONE && !(l.value[c] >= v)) {
      p = c;
      c = l.next[c];
    }
    l.prev[h] = p;
    l.next[h] = c;
    if (c !== MIN_LIST_NONE) {
      l.prev[c] = h;
    }
    if (p !== MIN_LIST_NONE) {
      l.next[p] = h;
    } else {
      // quirk kept: 000 §2.1.5 L840: only the `<=` branch sets min_value (empty list, v > 1e10)
      l.first = h;
    }
  }
  l.count = (l.count + 1) & 0xffff;
  return h;
}

/**
 * remove(handle): unlink; when it was first, min_value = the next value or 1e10.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 0x10030470
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:225
 */
export function min_list_linked_remove(l: MinListLinked, h: number): void {
  if (!min_list_slots_is_live(l.slots, h)) assertFail("spec/ivp/time/min_list.spec:226", "Min_List remove of a handle that is not in the list");
  const p: number = l.prev[h];
  const n: number = l.next[h];
  if (p !== MIN_LIST_NONE) {
    l.next[p] = n;
  } else {
    l.first = n;
    if (n !== MIN_LIST_NONE) {
      l.min_value = l.value[n];
    } else {
      l.min_value = MIN_LIST_EMPTY_MIN;
    }
  }
  if (n !== MIN_LIST_NONE) {
    l.prev[n] = p;
  }
  l.count = (l.count - 1) & 0xffff;
  min_list_slots_free(l.slots, h);
}

/**
 * min_value (+0x08): 1e10 when empty.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 IVP_U_Min_List +0x08
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:249
 */
export function min_list_linked_min(l: MinListLinked): number {
  return l.min_value;
}

/**
 * The first (smallest) element's handle (+0x0e), 0xffff when empty.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 IVP_U_Min_List +0x0e
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:256
 */
export function min_list_linked_first(l: MinListLinked): number {
  return l.first;
}

/**
 * The element count (+0x10).
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 IVP_U_Min_List +0x10
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:263
 */
export function min_list_linked_count(l: MinListLinked): number {
  return l.count;
}

/**
 * The element after h in list order, 0xffff after the last.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 IVP_U_Min_List element +4 (next)
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:270
 */
export function min_list_linked_next(l: MinListLinked, h: number): number {
  return l.next[h];
}

/**
 * The key of element h.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 IVP_U_Min_List element +8 (value)
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:277
 */
export function min_list_linked_value(l: MinListLinked, h: number): number {
  return l.value[h];
}

/**
 * The number of handles the list can hold before it grows.
 *
 * @source 000_b83935d7d7846899.txt §2.1.5 IVP_U_Min_List +0x00
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:284
 */
export function min_list_linked_capacity(l: MinListLinked): number {
  return l.slots.next_free.length;
}

/**
 * The PSI event's rebase (0x1002f2c0): every value becomes float(value − t) in list order, and
 * min_value likewise. Rounding is monotone, so the order stays sorted; values may become equal
 * and then keep their old order.
 *
 * @source 000_b83935d7d7846899.txt §2.2.5 0x1002f2c0 (rebase loop)
 * @unit T11
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/min_list.spec:293
 */
export function min_list_linked_rebase(l: MinListLinked, t: number): void {
  let h: number = l.first;
  while (h !== MIN_LIST_NONE) {
    // ext subtract, rounded to f32 when stored (L974)
    l.value[h] = Math.fround(l.value[h] - t);
    h = l.next[h];
  }
  l.min_value = Math.fround(l.min_value - t);
}

/**
 * The priority of the n-th node added: a 32-bit integer hash (multiply, xor-shift) of n.
 *
 * @design Treap priorities must look random and independent of the keys; a fixed hash of the add counter gives that and keeps the structure a deterministic function of the operations (same shape on every machine, so state hashes and snapshots agree).
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:308
 */
export function min_list_priority(n: number): number {
  let x: number = Math.imul(n + 1, 0x9e3779b1) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, 0x85ebca6b) >>> 0;
  x = (x ^ (x >>> 13)) >>> 0;
  x = Math.imul(x, 0xc2b2ae35) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  return x;
}

/**
 * max(a, b) over ordered values: a NaN argument stands for "none" and is ignored.
 *
 * @design The subtree maximum must ignore NaN keys: a linear walk never stops at a NaN (NaN >= v is false), so a NaN must not make a subtree look as if it held a match. NaN itself is used as the empty maximum, for which `>= v` is false too.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:321
 */
export function min_list_max_ordered(a: number, b: number): number {
  if (b !== b) {
    return a;
  }
  if (a !== a) {
    return b;
  }
  if (b > a) {
    return b;
  }
  return a;
}

/**
 * The ctor: empty tree, min 1e10, capacity handles free.
 *
 * @design Same ctor contract as the original 0x100300f0 (empty, min_value 1e10, capacity handles free) for the treap.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:337
 */
export function min_list_init(l: MinList, capacity: number): void {
  min_list_slots_init(l.slots, capacity);
  l.left.length = 0;
  l.right.length = 0;
  l.parent.length = 0;
  l.prio.length = 0;
  l.value.length = 0;
  l.submax.length = 0;
  min_list_fit(l);
  l.root = MIN_LIST_NONE;
  l.first = MIN_LIST_NONE;
  l.min_value = MIN_LIST_EMPTY_MIN;
  l.count = 0;
  l.serial = 0;
}

/**
 * Grows the node arrays to the allocator's capacity.
 *
 * @design The node arrays grow with the handle allocator (2n+1), so an add allocates nothing except when the capacity grows.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:356
 */
export function min_list_fit(l: MinList): void {
  while (l.value.length < l.slots.next_free.length) {
    l.left.push(MIN_LIST_NONE);
    l.right.push(MIN_LIST_NONE);
    l.parent.push(MIN_LIST_NONE);
    l.prio.push(0);
    l.value.push(0);
    l.submax.push(0);
  }
}

/**
 * Recomputes submax of node n from its value and its children's submax.
 *
 * @design Treap maintenance: the subtree maximum of one node from its children.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:370
 */
export function min_list_recalc(l: MinList, n: number): void {
  let m: number = l.value[n];
  const a: number = l.left[n];
  const b: number = l.right[n];
  if (a !== MIN_LIST_NONE) {
    m = min_list_max_ordered(m, l.submax[a]);
  }
  if (b !== MIN_LIST_NONE) {
    m = min_list_max_ordered(m, l.submax[b]);
  }
  l.submax[n] = m;
}

/**
 * The rightmost node of the subtree at n (n itself when it has no right child).
 *
 * @design Treap navigation.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:386
 */
export function min_list_rightmost(l: MinList, n: number): number {
  let c: number = n;
  while (l.right[c] !== MIN_LIST_NONE) {
    c = l.right[c];
  }
  return c;
}

/**
 * The first node in list order whose value is >= v, or 0xffff: the linked list's walk, in one
 * descent guided by the subtree maxima (exact also for NaN keys and unsorted sequences).
 *
 * @design Replaces the O(n) walk of 0x10030180: a subtree holds an element >= v exactly when its largest ordered value is >= v, so the leftmost match is found in O(depth).
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:398
 */
export function min_list_find_ge(l: MinList, v: number): number {
  let n: number = l.root;
  while (n !== MIN_LIST_NONE) {
    const a: number = l.left[n];
    if (a !== MIN_LIST_NONE && l.submax[a] >= v) {
      n = a;
    } else if (l.value[n] >= v) {
      return n;
    } else {
      n = l.right[n];
    }
  }
  return MIN_LIST_NONE;
}

/**
 * The element after h in list order (in-order successor), 0xffff after the last.
 *
 * @design In-order iteration of the treap through parent links: O(1) amortised per step over a whole walk, O(depth) at worst.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:416
 */
export function min_list_next(l: MinList, h: number): number {
  const r: number = l.right[h];
  if (r !== MIN_LIST_NONE) {
    let c: number = r;
    while (l.left[c] !== MIN_LIST_NONE) {
      c = l.left[c];
    }
    return c;
  }
  let c_1: number = h;
  let p: number = l.parent[c_1];
  while (p !== MIN_LIST_NONE && l.right[p] === c_1) {
    c_1 = p;
    p = l.parent[p];
  }
  return p;
}

/**
 * add(value) -> handle, with the original's order: first when value <= min_value (min_value =
 * value), else before the first element >= value (at the end when none); O(log n) expected.
 *
 * @design O(log n) replacement for the O(n) walk of 0x10030180 (issue T01). A treap (tree + heap on hashed priorities) keyed by position, not by value: the new node is attached where the linked list would link it (left child of the leftmost for the front, else just before the first element >= v), then rotated up by priority. Position-keyed, so ties stay newest first and values that a rebase made equal keep their old order, which a tree keyed by (value, serial) would not. Expected depth O(log n) for any sequence of operations; shape deterministic.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:438
 */
export function min_list_add(l: MinList, v: number): number {
  const h: number = min_list_slots_alloc(l.slots);
  min_list_fit(l);
  const left: number[] = l.left;
  const right: number[] = l.right;
  const parent: number[] = l.parent;
  const prio: number[] = l.prio;
  const submax: number[] = l.submax;
  l.value[h] = v;
  submax[h] = v;
  left[h] = MIN_LIST_NONE;
  right[h] = MIN_LIST_NONE;
  prio[h] = min_list_priority(l.serial);
  l.serial = (l.serial + 1) >>> 0;
  if (v <= l.min_value) {
    // the front: the left child of the leftmost node (ties newest first, L840)
    if (l.root === MIN_LIST_NONE) {
      l.root = h;
      parent[h] = MIN_LIST_NONE;
    } else {
      left[l.first] = h;
      parent[h] = l.first;
    }
    l.first = h;
    l.min_value = v;
  } else {
    const c: number = min_list_find_ge(l, v);
    if (c === MIN_LIST_NONE) {
      // the end of the list
      if (l.root === MIN_LIST_NONE) {
        l.root = h;
        parent[h] = MIN_LIST_NONE;
      } else {
        const p: number = min_list_rightmost(l, l.root);
        right[p] = h;
        parent[h] = p;
      }
    } else if (left[c] === MIN_LIST_NONE) {
      // just before c
      left[c] = h;
      parent[h] = c;
    } else {
      const p_1: number = min_list_rightmost(l, left[c]);
      right[p_1] = h;
      parent[h] = p_1;
    }
    // quirk kept: 000 §2.1.5 L840: the new first of this branch does not set min_value
    if (c === l.first) {
      l.first = h;
    }
  }
  // the ancestors' maxima now include v; an ancestor that v leaves unchanged has ancestors that
  // are at least as large (each maximum is its subtree's), so the walk stops there (D-PERF-2)
  let a: number = parent[h];
  while (a !== MIN_LIST_NONE) {
    const m: number = min_list_max_ordered(submax[a], v);
    // max_ordered answers its first argument unless v is larger or that argument NaN: an equal
    // answer is the old maximum itself, bit for bit
    if (m === submax[a]) {
      break;
    }
    submax[a] = m;
    a = parent[a];
  }
  // rotated up by priority: each old parent's maximum is recomputed as it goes below h; h's own
  // only once, at its final place (no step reads it before). Each step is a single
  // rotation of h above its parent p, written out here (D-PERF-11: a call V8 did not inline)
  const ph: number = prio[h];
  let p_2: number = parent[h];
  if (p_2 !== MIN_LIST_NONE && ph < prio[p_2]) {
    while (true) {
      const g: number = parent[p_2];
      if (left[p_2] === h) {
        const b: number = right[h];
        left[p_2] = b;
        if (b !== MIN_LIST_NONE) {
          parent[b] = p_2;
        }
        right[h] = p_2;
      } else {
        const b_1: number = left[h];
        right[p_2] = b_1;
        if (b_1 !== MIN_LIST_NONE) {
          parent[b_1] = p_2;
        }
        left[h] = p_2;
      }
      parent[p_2] = h;
      parent[h] = g;
      if (g === MIN_LIST_NONE) {
        l.root = h;
      } else if (left[g] === p_2) {
        left[g] = h;
      } else {
        right[g] = h;
      }
      min_list_recalc(l, p_2);
      if (g === MIN_LIST_NONE || !(ph < prio[g])) {
        break;
      }
      p_2 = g;
    }
    min_list_recalc(l, h);
  }
  l.count = (l.count + 1) & 0xffff;
  return h;
}

/**
 * remove(handle): when h was first, min_value = the next value or 1e10; the node is rotated down
 * to a leaf and cut off. O(log n) expected.
 *
 * @design O(log n) replacement for 0x10030470 with its min_value rule (L841): the successor is found before the node is rotated down by priority to a leaf and detached; the maxima on its old path are recomputed.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:550
 */
export function min_list_remove(l: MinList, h: number): void {
  if (!min_list_slots_is_live(l.slots, h)) assertFail("spec/ivp/time/min_list.spec:551", "Min_List remove of a handle that is not in the list");
  const left: number[] = l.left;
  const right: number[] = l.right;
  const parent: number[] = l.parent;
  const prio: number[] = l.prio;
  const submax: number[] = l.submax;
  if (h === l.first) {
    const n: number = min_list_next(l, h);
    l.first = n;
    if (n !== MIN_LIST_NONE) {
      l.min_value = l.value[n];
    } else {
      l.min_value = MIN_LIST_EMPTY_MIN;
    }
  }
  // h's parent before the rotations: from it up, each subtree only loses h (D-PERF-5)
  const g0: number = parent[h];
  // every node a rotation moves up lies on h's final path to the root, whose maxima are recomputed
  // below, so the rotations recompute none; h itself ends as a leaf, and its slot keeps the value
  // a leaf's maximum is (its own), as the rotations' recomputation left it (D-PERF-2)
  // each step rotates h's child c of the smaller priority above h (a single rotation
  // written out, D-PERF-11): c takes h's place under g, h becomes c's child on the other side, c's inner
  // subtree moves under h; h's parent link is written once, after the last step
  let a: number = left[h];
  let b: number = right[h];
  let g: number = g0;
  if (a !== MIN_LIST_NONE || b !== MIN_LIST_NONE) {
    while (a !== MIN_LIST_NONE || b !== MIN_LIST_NONE) {
      let c: number = b;
      if (a !== MIN_LIST_NONE && (b === MIN_LIST_NONE || prio[a] < prio[b])) {
        c = a;
        a = right[c];
        left[h] = a;
        if (a !== MIN_LIST_NONE) {
          parent[a] = h;
        }
        right[c] = h;
      } else {
        b = left[c];
        right[h] = b;
        if (b !== MIN_LIST_NONE) {
          parent[b] = h;
        }
        left[c] = h;
      }
      parent[c] = g;
      if (g === MIN_LIST_NONE) {
        l.root = c;
      } else if (left[g] === h) {
        left[g] = c;
      } else {
        right[g] = c;
      }
      g = c;
    }
    parent[h] = g;
    submax[h] = l.value[h];
  }
  let p: number = g;
  if (p === MIN_LIST_NONE) {
    l.root = MIN_LIST_NONE;
  } else if (left[p] === h) {
    left[p] = MIN_LIST_NONE;
  } else {
    right[p] = MIN_LIST_NONE;
  }
  // below g0 the rotations changed the subtrees, so each maximum there is recomputed; from g0 up a
  // subtree differs from before only by h. A maximum that comes out as it was and above zero stays
  // so in every subtree above (each holds this one and lost only h), and a positive maximum has one
  // bit pattern whatever order it was combined in, so every maximum above is already the one the
  // walk would write: it stops there. A zero (±0 depend on the order) or NaN walks on (D-PERF-5).
  let clean: boolean = false;
  while (p !== MIN_LIST_NONE) {
    const old: number = submax[p];
    min_list_recalc(l, p);
    if (p === g0) {
      clean = true;
    }
    if (clean && old > 0 && submax[p] === old) {
      break;
    }
    p = parent[p];
  }
  parent[h] = MIN_LIST_NONE;
  l.count = (l.count - 1) & 0xffff;
  min_list_slots_free(l.slots, h);
}

/**
 * min_value: 1e10 when empty (same rules as the original's +0x08).
 *
 * @design Accessor of the treap's copy of the original's min_value (+0x08).
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:642
 */
export function min_list_min(l: MinList): number {
  return l.min_value;
}

/**
 * The first (smallest) element's handle, 0xffff when empty.
 *
 * @design Accessor: the treap keeps the leftmost node as the original keeps +0x0e.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:649
 */
export function min_list_first(l: MinList): number {
  return l.first;
}

/**
 * The element count.
 *
 * @design Accessor of the element count (the original's +0x10).
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:656
 */
export function min_list_count(l: MinList): number {
  return l.count;
}

/**
 * The key of element h.
 *
 * @design Accessor of an element's key (the original's element +8).
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:663
 */
export function min_list_value(l: MinList, h: number): number {
  return l.value[h];
}

/**
 * The number of handles the list can hold before it grows.
 *
 * @design Accessor of the capacity (the original's +0x00), which follows the same 2n+1 growth.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:670
 */
export function min_list_capacity(l: MinList): number {
  return l.slots.next_free.length;
}

/**
 * The PSI event's rebase on the treap: every value becomes float(value − t) in list order, and
 * min_value likewise; then every subtree maximum is recomputed (post-order, O(n)).
 *
 * @source 000_b83935d7d7846899.txt §2.2.5 0x1002f2c0 (rebase loop)
 * @unit T11
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/min_list.spec:678
 */
export function min_list_rebase(l: MinList, t: number): void {
  let h: number = l.first;
  while (h !== MIN_LIST_NONE) {
    // ext subtract, rounded to f32 when stored (L974)
    l.value[h] = Math.fround(l.value[h] - t);
    h = min_list_next(l, h);
  }
  l.min_value = Math.fround(l.min_value - t);
  // post-order walk through the parent links: children before parents
  let n: number = l.root;
  if (n === MIN_LIST_NONE) {
    return;
  }
  n = min_list_deepest_first(l, n);
  while (true) {
    min_list_recalc(l, n);
    const p: number = l.parent[n];
    if (p === MIN_LIST_NONE) {
      break;
    }
    if (l.left[p] === n && l.right[p] !== MIN_LIST_NONE) {
      n = min_list_deepest_first(l, l.right[p]);
    } else {
      n = p;
    }
  }
}

/**
 * The first node of a post-order walk of the subtree at n: go left when possible, else right.
 *
 * @design Treap navigation for the post-order recomputation of the maxima.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:709
 */
export function min_list_deepest_first(l: MinList, n: number): number {
  let c: number = n;
  while (true) {
    if (l.left[c] !== MIN_LIST_NONE) {
      c = l.left[c];
    } else if (l.right[c] !== MIN_LIST_NONE) {
      c = l.right[c];
    } else {
      return c;
    }
  }
}

/**
 * The treap's invariants, for property tests: links agree, priorities are heap-ordered, every
 * submax is right, first is the leftmost node, and count and the live handles agree.
 *
 * @design A checker for the property tests that compare the treap with the linked list under random operations.
 * @unit T01
 * @float x87
 * @spec spec/ivp/time/min_list.spec:726
 */
export function min_list_check(l: MinList): boolean {
  let live: number = 0;
  for (let i = 0; i < l.slots.live.length; i++) {
    if (l.slots.live[i]) {
      live = (live + 1) | 0;
    }
  }
  if (live !== l.count) {
    return false;
  }
  if (l.root === MIN_LIST_NONE) {
    return l.count === 0 && l.first === MIN_LIST_NONE;
  }
  if (l.parent[l.root] !== MIN_LIST_NONE) {
    return false;
  }
  let leftmost: number = l.root;
  while (l.left[leftmost] !== MIN_LIST_NONE) {
    leftmost = l.left[leftmost];
  }
  if (leftmost !== l.first) {
    return false;
  }
  // walk in order, counting, and check each node against its children
  let seen: number = 0;
  let h: number = l.first;
  while (h !== MIN_LIST_NONE) {
    seen = (seen + 1) | 0;
    if (seen > l.count || !l.slots.live[h]) {
      return false;
    }
    const a: number = l.left[h];
    const b: number = l.right[h];
    let m: number = l.value[h];
    if (a !== MIN_LIST_NONE) {
      if (l.parent[a] !== h || l.prio[a] < l.prio[h]) {
        return false;
      }
      m = min_list_max_ordered(m, l.submax[a]);
    }
    if (b !== MIN_LIST_NONE) {
      if (l.parent[b] !== h || l.prio[b] < l.prio[h]) {
        return false;
      }
      m = min_list_max_ordered(m, l.submax[b]);
    }
    const s: number = l.submax[h];
    if (!(s === m || s !== s && m !== m)) {
      return false;
    }
    h = min_list_next(l, h);
  }
  return seen === l.count;
}
