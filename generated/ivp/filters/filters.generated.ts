// GENERATED FILE: do not edit. Engine module ivp.filters.filters: 000 §2.6.7, §2.6.8, §3.3: the collision filter chain (group strings, exclusive pairs) and the delegator root's choice of collision class from spec/ivp/filters/filters.spec (sha256 c9a40281867e402c).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, SnapshotReader, SnapshotWriter, StateHasher, assertFail } from "../../../runtime/index.js";
import { node_ledge, surface_root } from "../geometry/compact.generated.js";
import { OvCollision, OvPairFilter, OvWorld } from "../space/ov_tree_pairs.generated.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface { offset_ledgetree_root = 32 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { has_children_flag = 8, is_compact_flag = 8, size_div_16 = 8 }

/** Byte offsets in layout LedgetreeNode (D-GEN-14). */
const enum LedgetreeNode { offset_right_node = 0, offset_compact_ledge = 4 }

/** Collision classes, as object_pairs_may_collide returns them and the recording fake logs them. */
export const PAIR_PLAIN_MINDIST: number = 1;
export const PAIR_OO_WATCHER: number = 2;
export const PAIR_RECURSIVE_MINDIST: number = 3;

/**
 * What makes a pair's collision object once the delegator root has chosen its class. `c` is the
 * pair's OvCollision index (its OV side). Implemented later by the mindist work (000 §3.3, §3.5,
 * §4.2); the tests use `RecordingFactory`.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface PairFactory {
  /**
   * IVP_Mindist (0x10016290, 0x88 bytes) then mindist_init(m, a, b, ea, eb) (0x10016490):
   * ea, eb = the single-convex ledges + 0x14 (the first edge of each).
   */
  create_plain_mindist(mem: Memory, c: number, a: number, b: number, ea: number, eb: number): void;
  /** IVP_OO_Watcher (0x10038000, 0x40 bytes) of (root, a, b): multi-ledge surfaces. */
  create_oo_watcher(mem: Memory, c: number, a: number, b: number): void;
  /** IVP_Mindist_Recursive (0x10030860, 0x98 bytes) then mindist_init(m, a, b, ea, eb). Never in Ballance. */
  create_recursive_mindist(c: number, a: number, b: number, ea: number, eb: number): void;
}

/** An object's surface manager (obj+0x8c) as its slot 0, get_single_convex, sees it. */
export class PairSurfaceManager {
  /**
   * true: the ball manager (global 0x10076380, vtable 0x10063a90); false: a polygon manager
   * {vtable 0x100631e0, compact surface}
   */
  ball: boolean = false;
  /** polygon: the compact surface */
  cs: number = 0;
  /** ball: the manager's all-zero 0x20-byte pseudo-ledge */
  dummy_ledge: number = 0;
}

/** Puts a PairSurfaceManager back into the zero state `new PairSurfaceManager()` gives, in place. */
export function reset_PairSurfaceManager(s: PairSurfaceManager): void {
  s.ball = false;
  s.cs = 0;
  s.dummy_ledge = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PairSurfaceManager(dst: PairSurfaceManager, src: PairSurfaceManager): void {
  dst.ball = src.ball;
  dst.cs = src.cs;
  dst.dummy_ledge = src.dummy_ledge;
}

/** Feeds the raw bits of a PairSurfaceManager to the hasher, field by field in declaration order. */
export function hash_PairSurfaceManager(s: PairSurfaceManager, h: StateHasher): void {
  h.enter(s);
  h.bool(s.ball);
  h.u32(s.cs);
  h.u32(s.dummy_ledge);
}

/** Writes a PairSurfaceManager to a snapshot stream. */
export function snapshot_PairSurfaceManager(s: PairSurfaceManager, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.ball ? 1 : 0);
  w.put(s.cs);
  w.put(s.dummy_ledge);
}

/** Reads a PairSurfaceManager back from a snapshot stream written by snapshot_PairSurfaceManager. */
export function restore_PairSurfaceManager(s: PairSurfaceManager, r: SnapshotReader): void {
  r.enter(s);
  s.ball = r.get() !== 0;
  s.cs = r.get();
  s.dummy_ledge = r.get();
}

/** What the filters and the delegator root read of one real object. */
export class PairObject {
  /** obj+0x90: the no-collision group string, char[8] (empty = first byte 0) */
  group: Uint8Array = new Uint8Array(8);
  /** obj+0x8c: the surface manager */
  surface: PairSurfaceManager = new PairSurfaceManager();
}

/** Puts a PairObject back into the zero state `new PairObject()` gives, in place. */
export function reset_PairObject(s: PairObject): void {
  s.group.fill(0);
  reset_PairSurfaceManager(s.surface);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PairObject(dst: PairObject, src: PairObject): void {
  dst.group.set(src.group);
  copy_PairSurfaceManager(dst.surface, src.surface);
}

/** Feeds the raw bits of a PairObject to the hasher, field by field in declaration order. */
export function hash_PairObject(s: PairObject, h: StateHasher): void {
  h.enter(s);
  for (let i0 = 0; i0 < s.group.length; i0++) {
    h.u32(s.group[i0]);
  }
  hash_PairSurfaceManager(s.surface, h);
}

/** Writes a PairObject to a snapshot stream. */
export function snapshot_PairObject(s: PairObject, w: SnapshotWriter): void {
  w.enter(s);
  for (let i0 = 0; i0 < s.group.length; i0++) {
    w.put(s.group[i0]);
  }
  snapshot_PairSurfaceManager(s.surface, w);
}

/** Reads a PairObject back from a snapshot stream written by snapshot_PairObject. */
export function restore_PairObject(s: PairObject, r: SnapshotReader): void {
  r.enter(s);
  for (let i0 = 0; i0 < s.group.length; i0++) {
    s.group[i0] = r.get();
  }
  restore_PairSurfaceManager(s.surface, r);
}

/** The objects as the filters and the root see them, indexed like OvWorld.objects. */
export class PairObjects {
  list: PairObject[] = [];
}

/** Puts a PairObjects back into the zero state `new PairObjects()` gives, in place. */
export function reset_PairObjects(s: PairObjects): void {
  s.list.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PairObjects(dst: PairObjects, src: PairObjects): void {
  dst.list.length = src.list.length;
  for (let i = 0; i < src.list.length; i++) { if (dst.list[i] === undefined) dst.list[i] = new PairObject(); copy_PairObject(dst.list[i], src.list[i]); }
}

/** Feeds the raw bits of a PairObjects to the hasher, field by field in declaration order. */
export function hash_PairObjects(s: PairObjects, h: StateHasher): void {
  h.enter(s);
  h.u32(s.list.length);
  for (let i0 = 0; i0 < s.list.length; i0++) {
    hash_PairObject(s.list[i0], h);
  }
}

/** Writes a PairObjects to a snapshot stream. */
export function snapshot_PairObjects(s: PairObjects, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.list.length);
  for (let i0 = 0; i0 < s.list.length; i0++) {
    snapshot_PairObject(s.list[i0], w);
  }
}

/** Reads a PairObjects back from a snapshot stream written by snapshot_PairObjects. */
export function restore_PairObjects(s: PairObjects, r: SnapshotReader): void {
  r.enter(s);
  s.list.length = r.get();
  for (let i0 = 0; i0 < s.list.length; i0++) if (s.list[i0] === undefined) s.list[i0] = new PairObject();
  for (let i0 = 0; i0 < s.list.length; i0++) {
    restore_PairObject(s.list[i0], r);
  }
}

/** The glue's filter chain (0x10014d40, vtable 0x10063678): its filters in installation order. */
export class FilterChain implements OvPairFilter {
  filters: (OvPairFilter | null)[] = [];

  /** Implements OvPairFilter.may_collide (@spec spec/ivp/filters/filters.spec:161). */
  may_collide(a: number, b: number): boolean {
    return filter_chain_check(this, a, b);
  }
}

/** Puts a FilterChain back into the zero state `new FilterChain()` gives, in place. */
export function reset_FilterChain(s: FilterChain): void {
  s.filters.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_FilterChain(dst: FilterChain, src: FilterChain): void {
  for (let i = 0; i < src.filters.length && i < dst.filters.length; i++) dst.filters[i] = src.filters[i];
  if (dst.filters.length > src.filters.length) dst.filters.length = src.filters.length;
  else for (let i = dst.filters.length; i < src.filters.length; i++) dst.filters.push(src.filters[i]);
}

/** Feeds the raw bits of a FilterChain to the hasher, field by field in declaration order. */
export function hash_FilterChain(s: FilterChain, h: StateHasher): void {
  h.enter(s);
  h.u32(s.filters.length);
  for (let i0 = 0; i0 < s.filters.length; i0++) {
    h.ref(s.filters[i0]);
  }
}

/** Writes a FilterChain to a snapshot stream. */
export function snapshot_FilterChain(s: FilterChain, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.filters.length);
  for (let i0 = 0; i0 < s.filters.length; i0++) {
    w.ref(s.filters[i0]);
  }
}

/** Reads a FilterChain back from a snapshot stream written by snapshot_FilterChain. */
export function restore_FilterChain(s: FilterChain, r: SnapshotReader): void {
  r.enter(s);
  s.filters.length = r.get();
  for (let i0 = 0; i0 < s.filters.length; i0++) if (s.filters[i0] === undefined) s.filters[i0] = null;
  for (let i0 = 0; i0 < s.filters.length; i0++) {
    r.ref((o: OvPairFilter | null) => { s.filters[i0] = o; });
  }
}

/** The group filter (0x10014900): reads obj+0x90 of both objects. */
export class GroupFilter implements OvPairFilter {
  objects: PairObjects | null = null;

  /** Implements OvPairFilter.may_collide (@spec spec/ivp/filters/filters.spec:197). */
  may_collide(a: number, b: number): boolean {
    return group_filter_check(this, a, b);
  }
}

/** Puts a GroupFilter back into the zero state `new GroupFilter()` gives, in place. */
export function reset_GroupFilter(s: GroupFilter): void {
  s.objects = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GroupFilter(dst: GroupFilter, src: GroupFilter): void {
  dst.objects = src.objects;
}

/** Feeds the raw bits of a GroupFilter to the hasher, field by field in declaration order. */
export function hash_GroupFilter(s: GroupFilter, h: StateHasher): void {
  h.enter(s);
  h.ref(s.objects);
}

/** Writes a GroupFilter to a snapshot stream. */
export function snapshot_GroupFilter(s: GroupFilter, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.objects);
}

/** Reads a GroupFilter back from a snapshot stream written by snapshot_GroupFilter. */
export function restore_GroupFilter(s: GroupFilter, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: PairObjects | null) => { s.objects = o; });
}

/** One registered pair: the key 0x10014b10 builds (the two objects in order). */
export class ExclusivePair {
  lo: number = 0;
  hi: number = 0;
}

/** Puts a ExclusivePair back into the zero state `new ExclusivePair()` gives, in place. */
export function reset_ExclusivePair(s: ExclusivePair): void {
  s.lo = 0;
  s.hi = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ExclusivePair(dst: ExclusivePair, src: ExclusivePair): void {
  dst.lo = src.lo;
  dst.hi = src.hi;
}

/** Feeds the raw bits of a ExclusivePair to the hasher, field by field in declaration order. */
export function hash_ExclusivePair(s: ExclusivePair, h: StateHasher): void {
  h.enter(s);
  h.i32(s.lo);
  h.i32(s.hi);
}

/** Writes a ExclusivePair to a snapshot stream. */
export function snapshot_ExclusivePair(s: ExclusivePair, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.lo);
  w.put(s.hi);
}

/** Reads a ExclusivePair back from a snapshot stream written by snapshot_ExclusivePair. */
export function restore_ExclusivePair(s: ExclusivePair, r: SnapshotReader): void {
  r.enter(s);
  s.lo = r.get();
  s.hi = r.get();
}

/** The glue's exclusive-pair filter (mgr+0x64, 0x10014b30) and its hash of registered pairs. */
export class ExclusivePairFilter implements OvPairFilter {
  pairs: ExclusivePair[] = [];

  /** Implements OvPairFilter.may_collide (@spec spec/ivp/filters/filters.spec:251). */
  may_collide(a: number, b: number): boolean {
    return exclusive_pair_filter_check(this, a, b);
  }
}

/** Puts a ExclusivePairFilter back into the zero state `new ExclusivePairFilter()` gives, in place. */
export function reset_ExclusivePairFilter(s: ExclusivePairFilter): void {
  s.pairs.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ExclusivePairFilter(dst: ExclusivePairFilter, src: ExclusivePairFilter): void {
  dst.pairs.length = src.pairs.length;
  for (let i = 0; i < src.pairs.length; i++) { if (dst.pairs[i] === undefined) dst.pairs[i] = new ExclusivePair(); copy_ExclusivePair(dst.pairs[i], src.pairs[i]); }
}

/** Feeds the raw bits of a ExclusivePairFilter to the hasher, field by field in declaration order. */
export function hash_ExclusivePairFilter(s: ExclusivePairFilter, h: StateHasher): void {
  h.enter(s);
  h.u32(s.pairs.length);
  for (let i0 = 0; i0 < s.pairs.length; i0++) {
    hash_ExclusivePair(s.pairs[i0], h);
  }
}

/** Writes a ExclusivePairFilter to a snapshot stream. */
export function snapshot_ExclusivePairFilter(s: ExclusivePairFilter, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.pairs.length);
  for (let i0 = 0; i0 < s.pairs.length; i0++) {
    snapshot_ExclusivePair(s.pairs[i0], w);
  }
}

/** Reads a ExclusivePairFilter back from a snapshot stream written by snapshot_ExclusivePairFilter. */
export function restore_ExclusivePairFilter(s: ExclusivePairFilter, r: SnapshotReader): void {
  r.enter(s);
  s.pairs.length = r.get();
  for (let i0 = 0; i0 < s.pairs.length; i0++) if (s.pairs[i0] === undefined) s.pairs[i0] = new ExclusivePair();
  for (let i0 = 0; i0 < s.pairs.length; i0++) {
    restore_ExclusivePair(s.pairs[i0], r);
  }
}

/** The collision-delegator root (0x1002f5a0): the factory that makes the collisions and the objects. */
export class DelegatorRoot {
  factory: PairFactory | null = null;
  objects: PairObjects | null = null;
  /** false (the port's default, 000 L65): reaching the recursive-mindist branch is an assertion */
  recursive_allowed: boolean = false;
}

/** Puts a DelegatorRoot back into the zero state `new DelegatorRoot()` gives, in place. */
export function reset_DelegatorRoot(s: DelegatorRoot): void {
  s.factory = null;
  s.objects = null;
  s.recursive_allowed = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_DelegatorRoot(dst: DelegatorRoot, src: DelegatorRoot): void {
  dst.factory = src.factory;
  dst.objects = src.objects;
  dst.recursive_allowed = src.recursive_allowed;
}

/** Feeds the raw bits of a DelegatorRoot to the hasher, field by field in declaration order. */
export function hash_DelegatorRoot(s: DelegatorRoot, h: StateHasher): void {
  h.enter(s);
  h.ref(s.factory);
  h.ref(s.objects);
  h.bool(s.recursive_allowed);
}

/** Writes a DelegatorRoot to a snapshot stream. */
export function snapshot_DelegatorRoot(s: DelegatorRoot, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.factory);
  w.ref(s.objects);
  w.put(s.recursive_allowed ? 1 : 0);
}

/** Reads a DelegatorRoot back from a snapshot stream written by snapshot_DelegatorRoot. */
export function restore_DelegatorRoot(s: DelegatorRoot, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: PairFactory | null) => { s.factory = o; });
  r.ref((o: PairObjects | null) => { s.objects = o; });
  s.recursive_allowed = r.get() !== 0;
}

/** The calls a recording filter saw, shared by the filters of one chain. */
export class FilterCallLog {
  ids: number[] = [];
  a: number[] = [];
  b: number[] = [];
}

/** Puts a FilterCallLog back into the zero state `new FilterCallLog()` gives, in place. */
export function reset_FilterCallLog(s: FilterCallLog): void {
  s.ids.length = 0;
  s.a.length = 0;
  s.b.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_FilterCallLog(dst: FilterCallLog, src: FilterCallLog): void {
  for (let i = 0; i < src.ids.length && i < dst.ids.length; i++) dst.ids[i] = src.ids[i];
  if (dst.ids.length > src.ids.length) dst.ids.length = src.ids.length;
  else for (let i = dst.ids.length; i < src.ids.length; i++) dst.ids.push(src.ids[i]);
  for (let i = 0; i < src.a.length && i < dst.a.length; i++) dst.a[i] = src.a[i];
  if (dst.a.length > src.a.length) dst.a.length = src.a.length;
  else for (let i = dst.a.length; i < src.a.length; i++) dst.a.push(src.a[i]);
  for (let i = 0; i < src.b.length && i < dst.b.length; i++) dst.b[i] = src.b[i];
  if (dst.b.length > src.b.length) dst.b.length = src.b.length;
  else for (let i = dst.b.length; i < src.b.length; i++) dst.b.push(src.b[i]);
}

/** A filter fake: logs (id, a, b) and gives a fixed answer. */
export class RecordingFilter implements OvPairFilter {
  id: number = 0;
  answer: boolean = false;
  log: FilterCallLog | null = null;

  /** Implements OvPairFilter.may_collide (@spec spec/ivp/filters/filters.spec:345). */
  may_collide(a: number, b: number): boolean {
    const l: FilterCallLog | null = this.log;
    l!.ids.push(this.id);
    l!.a.push(a);
    l!.b.push(b);
    return this.answer;
  }
}

/** Puts a RecordingFilter back into the zero state `new RecordingFilter()` gives, in place. */
export function reset_RecordingFilter(s: RecordingFilter): void {
  s.id = 0;
  s.answer = false;
  s.log = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RecordingFilter(dst: RecordingFilter, src: RecordingFilter): void {
  dst.id = src.id;
  dst.answer = src.answer;
  dst.log = src.log;
}

/** A factory fake: logs (class, collision, a, b, edge a, edge b) per call. */
export class RecordingFactory implements PairFactory {
  kind: number[] = [];
  coll: number[] = [];
  a: number[] = [];
  b: number[] = [];
  ea: number[] = [];
  eb: number[] = [];

  /** Implements PairFactory.create_plain_mindist (@spec spec/ivp/filters/filters.spec:365). */
  create_plain_mindist(mem: Memory, c: number, a: number, b: number, ea: number, eb: number): void {
    this.kind.push(PAIR_PLAIN_MINDIST);
    this.coll.push(c);
    this.a.push(a);
    this.b.push(b);
    this.ea.push(ea);
    this.eb.push(eb);
  }

  /** Implements PairFactory.create_oo_watcher (@spec spec/ivp/filters/filters.spec:373). */
  create_oo_watcher(mem: Memory, c: number, a: number, b: number): void {
    this.kind.push(PAIR_OO_WATCHER);
    this.coll.push(c);
    this.a.push(a);
    this.b.push(b);
    this.ea.push(0);
    this.eb.push(0);
  }

  /** Implements PairFactory.create_recursive_mindist (@spec spec/ivp/filters/filters.spec:381). */
  create_recursive_mindist(c: number, a: number, b: number, ea: number, eb: number): void {
    this.kind.push(PAIR_RECURSIVE_MINDIST);
    this.coll.push(c);
    this.a.push(a);
    this.b.push(b);
    this.ea.push(ea);
    this.eb.push(eb);
  }
}

/** Puts a RecordingFactory back into the zero state `new RecordingFactory()` gives, in place. */
export function reset_RecordingFactory(s: RecordingFactory): void {
  s.kind.length = 0;
  s.coll.length = 0;
  s.a.length = 0;
  s.b.length = 0;
  s.ea.length = 0;
  s.eb.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RecordingFactory(dst: RecordingFactory, src: RecordingFactory): void {
  for (let i = 0; i < src.kind.length && i < dst.kind.length; i++) dst.kind[i] = src.kind[i];
  if (dst.kind.length > src.kind.length) dst.kind.length = src.kind.length;
  else for (let i = dst.kind.length; i < src.kind.length; i++) dst.kind.push(src.kind[i]);
  for (let i = 0; i < src.coll.length && i < dst.coll.length; i++) dst.coll[i] = src.coll[i];
  if (dst.coll.length > src.coll.length) dst.coll.length = src.coll.length;
  else for (let i = dst.coll.length; i < src.coll.length; i++) dst.coll.push(src.coll[i]);
  for (let i = 0; i < src.a.length && i < dst.a.length; i++) dst.a[i] = src.a[i];
  if (dst.a.length > src.a.length) dst.a.length = src.a.length;
  else for (let i = dst.a.length; i < src.a.length; i++) dst.a.push(src.a[i]);
  for (let i = 0; i < src.b.length && i < dst.b.length; i++) dst.b[i] = src.b[i];
  if (dst.b.length > src.b.length) dst.b.length = src.b.length;
  else for (let i = dst.b.length; i < src.b.length; i++) dst.b.push(src.b[i]);
  for (let i = 0; i < src.ea.length && i < dst.ea.length; i++) dst.ea[i] = src.ea[i];
  if (dst.ea.length > src.ea.length) dst.ea.length = src.ea.length;
  else for (let i = dst.ea.length; i < src.ea.length; i++) dst.ea.push(src.ea[i]);
  for (let i = 0; i < src.eb.length && i < dst.eb.length; i++) dst.eb[i] = src.eb[i];
  if (dst.eb.length > src.eb.length) dst.eb.length = src.eb.length;
  else for (let i = dst.eb.length; i < src.eb.length; i++) dst.eb.push(src.eb[i]);
}

/**
 * Adds a polygon object (surface manager {vtable 0x100631e0, cs}) with an empty group; returns its index.
 *
 * @design Host stand-in for a polygon real object's obj+0x8c and obj+0x90 (000 §1.3, §2.1.2).
 * @unit T40
 * @float x87
 * @spec spec/ivp/filters/filters.spec:84
 */
export function pair_object_add_polygon(objs: PairObjects, cs: number): number {
  objs.list.push(new PairObject());
  const i: number = objs.list.length - 1;
  const o: PairObject = objs.list[i];
  o.surface.ball = false;
  o.surface.cs = cs;
  return i;
}

/**
 * Adds a ball object (the global ball surface manager with its pseudo-ledge) with an empty group.
 *
 * @design Host stand-in for a ball real object's obj+0x8c and obj+0x90 (000 §1.3, §2.1.2).
 * @unit T40
 * @float x87
 * @spec spec/ivp/filters/filters.spec:96
 */
export function pair_object_add_ball(objs: PairObjects, dummy_ledge: number): number {
  objs.list.push(new PairObject());
  const i: number = objs.list.length - 1;
  const o: PairObject = objs.list[i];
  o.surface.ball = true;
  o.surface.dummy_ledge = dummy_ledge;
  return i;
}

/**
 * The object's group string as the glue stores it: strncpy(group, name, 8), so at most 8 bytes are
 * kept and the rest of the 8 is zero-filled.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10007460 (template +4: nocoll group, strncpy 8 chars)
 * @unit T42
 * @float x87
 * @spec spec/ivp/filters/filters.spec:109
 */
export function pair_object_set_group(objs: PairObjects, obj: number, name: number[]): void {
  const g: PairObject = objs.list[obj];
  let ended: boolean = false;
  for (let i = 0; i < 8; i++) {
    if (!ended && i < name.length && name[i] !== 0) {
      g.group[i] = name[i];
    } else {
      ended = true;
      g.group[i] = 0;
    }
  }
}

/**
 * The ball surface manager's pseudo-ledge: a zero-filled 0x20-byte, 16-aligned block (a ledge
 * header with 0 triangles plus one zero triangle).
 *
 * @source 000_b83935d7d7846899.txt §1.3.2 0x1002fdf0 (FUN_10020100(0x20, 0x10))
 * @unit G10
 * @float x87
 * @spec spec/ivp/filters/filters.spec:126
 */
export function ball_pseudo_ledge_new(mem: Memory): number {
  return mem.alloc(0x20, 0x10);
}

/**
 * Installs a filter at the end of the chain (Ballance: the exclusive-pair filter, then the group filter).
 *
 * @design The chain's filter vector; 003 L508 gives the order the glue installs them in.
 * @unit T41
 * @float x87
 * @spec spec/ivp/filters/filters.spec:140
 */
export function filter_chain_add(chain: FilterChain, f: OvPairFilter | null): void {
  chain.filters.push(f);
}

/**
 * Slot 0 (0x10014ca0): asks every filter, last to first, and ANDs the answers; true = may collide.
 *
 * @source 000_b83935d7d7846899.txt §2.6.8 0x10014ca0
 * @unit T41
 * @float x87
 * @spec spec/ivp/filters/filters.spec:147
 */
export function filter_chain_check(chain: FilterChain, a: number, b: number): boolean {
  let result: boolean = true;
  for (let i = chain.filters.length - 1; i >= 0; i--) {
    const f: OvPairFilter | null = chain.filters[i];
    if (f === null) assertFail("spec/ivp/filters/filters.spec:151", "filter chain: null filter");
    // every filter is called: a 0 does not stop the loop (000 L1296 "calls every filter")
    if (!$host.bool(f!.may_collide(a, b), "OvPairFilter.may_collide (spec/ivp/filters/filters.spec:153)")) {
      result = false;
    }
  }
  return result;
}

/**
 * 0x10014900: true if either group string is empty, else strncmp(a, b, 8) != 0 (equal non-empty
 * groups never collide).
 *
 * @source 000_b83935d7d7846899.txt §2.6.8 0x10014900
 * @unit T42
 * @float x87
 * @spec spec/ivp/filters/filters.spec:177
 */
export function group_filter_check(g: GroupFilter, a: number, b: number): boolean {
  const objs: PairObjects | null = g.objects;
  const ga: PairObject = objs!.list[a];
  const gb: PairObject = objs!.list[b];
  if (ga.group[0] === 0 || gb.group[0] === 0) {
    return true;
  }
  // strncmp(a, b, 8): the first differing byte decides; a NUL in both ends the comparison
  for (let i = 0; i < 8; i++) {
    if (ga.group[i] !== gb.group[i]) {
      return true;
    }
    if (ga.group[i] === 0) {
      return false;
    }
  }
  return false;
}

/**
 * 0x10014b10 + 0x10014a20: the key of (a, b) with the objects in order, looked up among the
 * registered pairs; its index or -1.
 *
 * @source 000_b83935d7d7846899.txt §2.6.8 0x10014b10 / 0x10014a20
 * @unit T43
 * @float x87
 * @spec spec/ivp/filters/filters.spec:219
 */
export function exclusive_pair_find(f: ExclusivePairFilter, a: number, b: number): number {
  const lo: number = b < a ? b : a;
  const hi: number = b > a ? b : a;
  for (let i = 0; i < f.pairs.length; i++) {
    if (f.pairs[i].lo === lo && f.pairs[i].hi === hi) {
      return i;
    }
  }
  return -1;
}

/**
 * Registers (a, b): from now on the pair may not collide (the glue's side; see the decisions).
 *
 * @design Registration is the glue's and is not described in 000 or 003; the key is added once.
 * @unit T43
 * @float x87
 * @spec spec/ivp/filters/filters.spec:233
 */
export function exclusive_pair_disable(f: ExclusivePairFilter, a: number, b: number): void {
  if (exclusive_pair_find(f, a, b) >= 0) {
    return;
  }
  f.pairs.push(new ExclusivePair());
  const p: ExclusivePair = f.pairs[f.pairs.length - 1];
  p.lo = b < a ? b : a;
  p.hi = b > a ? b : a;
}

/**
 * 0x10014b30: true unless the pair is registered.
 *
 * @source 000_b83935d7d7846899.txt §2.6.8 0x10014b30
 * @unit T43
 * @float x87
 * @spec spec/ivp/filters/filters.spec:246
 */
export function exclusive_pair_filter_check(f: ExclusivePairFilter, a: number, b: number): boolean {
  return exclusive_pair_find(f, a, b) < 0;
}

/**
 * Surface manager slot 0, get_single_convex: the ball's pseudo-ledge (0x1002fe50); for a polygon
 * (0x1000bcd0) the root node's ledge when the root is terminal, else the root's hull if
 * offset_compact_ledge != 0, else NULL (address 0): several ledges.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §1.3.2; §3.1.4 0x1000bcd0 / 0x1002fe50
 * @unit G04, G10
 * @float x87
 * @spec spec/ivp/filters/filters.spec:271
 */
export function surface_get_single_convex(mem: Memory, sm: PairSurfaceManager): number {
  if (sm.ball) {
    return sm.dummy_ledge;
  }
  const root: number = surface_root(mem, sm.cs);
  if (mem.i32[(root + LedgetreeNode.offset_right_node) >>> 2] === 0) {
    return node_ledge(mem, root);
  }
  if (mem.i32[(root + LedgetreeNode.offset_compact_ledge) >>> 2] !== 0) {
    return node_ledge(mem, root);
  }
  return 0;
}

/**
 * object_pairs_may_collide (0x1002f430, root slot 3) for the pair (a, b) whose OV side is c: an OO
 * watcher when either surface has no single convex ledge; else a plain mindist when neither ledge
 * has children, a recursive mindist otherwise (both started at ledge + 0x14). Returns the class.
 *
 * @source 000_b83935d7d7846899.txt §2.6.7; §3.3; §4.7 0x1002f430
 * @unit T40
 * @float x87
 * @spec spec/ivp/filters/filters.spec:290
 */
export function object_pairs_may_collide(mem: Memory, root: DelegatorRoot, c: number, a: number, b: number): number {
  const objs: PairObjects | null = root.objects;
  const la: number = surface_get_single_convex(mem, objs!.list[a].surface);
  const lb: number = surface_get_single_convex(mem, objs!.list[b].surface);
  if (la === 0 || lb === 0) {
    // concave floors and multi-convex bodies (000 L58-64)
    root.factory!.create_oo_watcher(mem, c, a, b);
    return PAIR_OO_WATCHER;
  }
  const ea: number = (la + 0x14) >>> 0;
  const eb: number = (lb + 0x14) >>> 0;
  if ((mem.u32[(la + Ledge.has_children_flag) >>> 2] & 0x3) === 0 && (mem.u32[(lb + Ledge.has_children_flag) >>> 2] & 0x3) === 0) {
    root.factory!.create_plain_mindist(mem, c, a, b, ea, eb);
    return PAIR_PLAIN_MINDIST;
  }
  // only a root hull of an internal node has children: never built in Ballance (000 L65, C14)
  if (!root.recursive_allowed) assertFail("spec/ivp/filters/filters.spec:306", "recursive mindist: a single-convex ledge has children (never in Ballance)");
  root.factory!.create_recursive_mindist(c, a, b, ea, eb);
  return PAIR_RECURSIVE_MINDIST;
}

/**
 * The creation loop of recheck_ov_element (for other in new, last to first: for each root, last to
 * first, until one makes a collision) over what ov_recheck_element reported: every pair in
 * w.created, in that order, gets its collision from the one root; `created` is then emptied. The
 * caller handles w.deleted first (the mindists' destructors).
 *
 * @source 000_b83935d7d7846899.txt §2.6.2; §4.7 0x10017140 (delegator-roots loop)
 * @unit T40
 * @float x87
 * @spec spec/ivp/filters/filters.spec:317
 */
export function delegator_create_reported(mem: Memory, root: DelegatorRoot, w: OvWorld): void {
  for (let i = 0; i < w.created.n; i++) {
    const c: number = w.created.items[i];
    const col: OvCollision = w.collisions[c];
    if (!col.live) assertFail("spec/ivp/filters/filters.spec:321", "delegator: a reported collision was deleted before its class was chosen");
    // Ballance has one root (0x1002f5a0) and it always makes a collision, so the roots loop ends there
    object_pairs_may_collide(mem, root, c, col.obj0, col.obj1);
  }
  w.created.n = 0;
}

/**
 * A compact surface for the pair-class tests: one terminal root ledge (n_leaves = 1), or an
 * internal root over n_leaves terminal ledges (a right-leaning chain in preorder: each internal node
 * is followed by its left leaf, then its right subtree). With root_hull the root also gets a hull
 * ledge whose has_children_flag is hull_children (the root-hull path Ballance never takes).
 * Each ledge is a 0x20-byte block: a header (is_compact 1, 0 triangles) and one zero triangle.
 *
 * @design Test fixture built from the §1.2.4-§1.2.6 layouts; only the node offsets and ledge flags matter here.
 * @unit T40
 * @float x87
 * @spec spec/ivp/filters/filters.spec:398
 */
export function pair_test_surface(mem: Memory, n_leaves: number, root_hull: boolean, hull_children: number): number {
  if (!(n_leaves >= 1)) assertFail("spec/ivp/filters/filters.spec:399", "pair_test_surface: at least one ledge");
  const n_nodes: number = (Math.imul(2, n_leaves) - 1) | 0;
  const cs: number = mem.alloc((0x30 + Math.imul(0x1c, n_nodes)) >>> 0, 0x10);
  mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2] = 0x30;
  const base: number = ((cs | 0) + 0x30) | 0;
  for (let j = 0; j < n_leaves; j++) {
    const lg: number = mem.alloc(0x20, 0x10);
    mem.u32[(lg + Ledge.is_compact_flag) >>> 2] = ((mem.u32[(lg + Ledge.is_compact_flag) >>> 2] & 0xfffffff3) | ((1 << 2) & 0xc)) >>> 0;
    mem.u32[(lg + Ledge.size_div_16) >>> 2] = ((mem.u32[(lg + Ledge.size_div_16) >>> 2] & 0xff) | ((2 << 8) & 0xffffff00)) >>> 0;
    // the leaf of level j: the left child of internal node j, or the last right child
    let leaf: number = (base + Math.imul(0x38, j) + 0x1c) | 0;
    if (j === ((n_leaves - 1) | 0)) {
      leaf = (base + Math.imul(0x38, j)) | 0;
    }
    const node: number = leaf >>> 0;
    mem.i32[(node + LedgetreeNode.offset_right_node) >>> 2] = 0;
    mem.i32[(node + LedgetreeNode.offset_compact_ledge) >>> 2] = ((lg | 0) - leaf) | 0;
    if (j < ((n_leaves - 1) | 0)) {
      const inner: number = (base + Math.imul(0x38, j)) >>> 0;
      mem.i32[(inner + LedgetreeNode.offset_right_node) >>> 2] = 0x38;
      mem.i32[(inner + LedgetreeNode.offset_compact_ledge) >>> 2] = 0;
    }
  }
  if (root_hull && n_leaves > 1) {
    const hull: number = mem.alloc(0x20, 0x10);
    mem.u32[(hull + Ledge.is_compact_flag) >>> 2] = ((mem.u32[(hull + Ledge.is_compact_flag) >>> 2] & 0xfffffff3) | ((1 << 2) & 0xc)) >>> 0;
    mem.u32[(hull + Ledge.has_children_flag) >>> 2] = ((mem.u32[(hull + Ledge.has_children_flag) >>> 2] & 0xfffffffc) | ((hull_children << 0) & 0x3)) >>> 0;
    const r: number = base >>> 0;
    mem.i32[(r + LedgetreeNode.offset_compact_ledge) >>> 2] = ((hull | 0) - base) | 0;
  }
  return cs;
}
