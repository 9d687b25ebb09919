// GENERATED FILE: do not edit. Engine module ivp.space.ov_tree: 000 §2.6.3-§2.6.5, §2.1.10: the OV-tree broadphase (boxes, levels, node map, insert, collect, remove) from spec/ivp/space/ov_tree.spec (sha256 3c7197221686f5cc).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64, assertFail, f64FromWords, hi32 } from "../../../runtime/index.js";

/** Warning code: connect_boxes left a node with more than 27 children ("Excessive amount of children"). */
export const OV_WARN_CHILDREN: number = 1;
/** Warning code: expand_root grew a root whose raster level was already above 40 ("Excessive sizelevel"). */
export const OV_WARN_SIZELEVEL: number = 2;
/** Warning code: expand_root's "Mehr als 27 Kinder" check (made on the new, empty parent: never fires). */
export const OV_WARN_KINDER: number = 3;

/**
 * A vector of indices with its count, as the original's {u16 cap, u16 n, ptr}: `items[0..n)` are
 * the entries; `items` only grows.
 */
export class OvIdxList {
  items: number[] = [];
  n: number = 0;
}

/** Puts a OvIdxList back into the zero state `new OvIdxList()` gives, in place. */
export function reset_OvIdxList(s: OvIdxList): void {
  s.items.length = 0;
  s.n = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OvIdxList(dst: OvIdxList, src: OvIdxList): void {
  for (let i = 0; i < src.items.length && i < dst.items.length; i++) dst.items[i] = src.items[i];
  if (dst.items.length > src.items.length) dst.items.length = src.items.length;
  else for (let i = dst.items.length; i < src.items.length; i++) dst.items.push(src.items[i]);
  dst.n = src.n;
}

/** Feeds the raw bits of a OvIdxList to the hasher, field by field in declaration order. */
export function hash_OvIdxList(s: OvIdxList, h: StateHasher): void {
  h.enter(s);
  h.u32(s.items.length);
  for (let i0 = 0; i0 < s.items.length; i0++) {
    h.i32(s.items[i0]);
  }
  h.i32(s.n);
}

/** Writes a OvIdxList to a snapshot stream. */
export function snapshot_OvIdxList(s: OvIdxList, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.items.length);
  for (let i0 = 0; i0 < s.items.length; i0++) {
    w.put(s.items[i0]);
  }
  w.put(s.n);
}

/** Reads a OvIdxList back from a snapshot stream written by snapshot_OvIdxList. */
export function restore_OvIdxList(s: OvIdxList, r: SnapshotReader): void {
  r.enter(s);
  s.items.length = r.get();
  for (let i0 = 0; i0 < s.items.length; i0++) {
    s.items[i0] = r.get();
  }
  s.n = r.get();
}

/** An OV node (0x28 bytes, 0x1002dea0): the box [x, x+2]·2^L per axis. */
export class OvNode {
  /** +0x00 box lower corner in units of 2^level */
  x: number = 0;
  /** +0x04 */
  y: number = 0;
  /** +0x08 */
  z: number = 0;
  /** +0x0c L, the size level: cell size 2^L, box edge 2^(L+1) */
  level: number = 0;
  /** +0x10 raster level = L + 1 */
  raster: number = 0;
  /** +0x14 parent node, -1 = none (the root) */
  parent: number = 0;
  /** +0x18 child nodes, in insertion order (a child has level L-1) */
  children: OvIdxList = new OvIdxList();
  /** +0x20 elements, in insertion order */
  elements: OvIdxList = new OvIdxList();
  /** false while the slot is on the free stack */
  live: boolean = false;
}

/** Puts a OvNode back into the zero state `new OvNode()` gives, in place. */
export function reset_OvNode(s: OvNode): void {
  s.x = 0;
  s.y = 0;
  s.z = 0;
  s.level = 0;
  s.raster = 0;
  s.parent = 0;
  reset_OvIdxList(s.children);
  reset_OvIdxList(s.elements);
  s.live = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OvNode(dst: OvNode, src: OvNode): void {
  dst.x = src.x;
  dst.y = src.y;
  dst.z = src.z;
  dst.level = src.level;
  dst.raster = src.raster;
  dst.parent = src.parent;
  copy_OvIdxList(dst.children, src.children);
  copy_OvIdxList(dst.elements, src.elements);
  dst.live = src.live;
}

/** Feeds the raw bits of a OvNode to the hasher, field by field in declaration order. */
export function hash_OvNode(s: OvNode, h: StateHasher): void {
  h.enter(s);
  h.i32(s.x);
  h.i32(s.y);
  h.i32(s.z);
  h.i32(s.level);
  h.i32(s.raster);
  h.i32(s.parent);
  hash_OvIdxList(s.children, h);
  hash_OvIdxList(s.elements, h);
  h.bool(s.live);
}

/** Writes a OvNode to a snapshot stream. */
export function snapshot_OvNode(s: OvNode, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.x);
  w.put(s.y);
  w.put(s.z);
  w.put(s.level);
  w.put(s.raster);
  w.put(s.parent);
  snapshot_OvIdxList(s.children, w);
  snapshot_OvIdxList(s.elements, w);
  w.put(s.live ? 1 : 0);
}

/** Reads a OvNode back from a snapshot stream written by snapshot_OvNode. */
export function restore_OvNode(s: OvNode, r: SnapshotReader): void {
  r.enter(s);
  s.x = r.get();
  s.y = r.get();
  s.z = r.get();
  s.level = r.get();
  s.raster = r.get();
  s.parent = r.get();
  restore_OvIdxList(s.children, r);
  restore_OvIdxList(s.elements, r);
  s.live = r.get() !== 0;
}

/** An OV element (0x30 bytes, ctor 0x1002dc00): one object's sphere in the tree. */
export class OvElem {
  /** +0x08 node holding it, -1 = not in the tree */
  node: number = 0;
  /** +0x0c set: the element is registered as a listener in its object's hull manager */
  in_hull: boolean = false;
  /** the key of that listener entry (000 L1260); the hull's min-list itself is the hull manager's */
  hull_key: number = ZERO_F64;
  /** +0x10 centre (world) */
  center: Vec3 = new Vec3();
  /** +0x20 radius actually used in the tree (ctor: -1.0) */
  radius: number = ZERO_F64;
  /** +0x24 the real object (an object index of the host) */
  object: number = 0;
  /** +0x28 the collisions (mindists) of this object, as collision indices (see ov_tree_pairs) */
  collisions: OvIdxList = new OvIdxList();
  /** false while the slot is on the free stack */
  live: boolean = false;
}

/** Puts a OvElem back into the zero state `new OvElem()` gives, in place. */
export function reset_OvElem(s: OvElem): void {
  s.node = 0;
  s.in_hull = false;
  s.hull_key = 0;
  s.center.x = 0; s.center.y = 0; s.center.z = 0;
  s.radius = 0;
  s.object = 0;
  reset_OvIdxList(s.collisions);
  s.live = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OvElem(dst: OvElem, src: OvElem): void {
  dst.node = src.node;
  dst.in_hull = src.in_hull;
  dst.hull_key = src.hull_key;
  dst.center.x = src.center.x; dst.center.y = src.center.y; dst.center.z = src.center.z;
  dst.radius = src.radius;
  dst.object = src.object;
  copy_OvIdxList(dst.collisions, src.collisions);
  dst.live = src.live;
}

/** Feeds the raw bits of a OvElem to the hasher, field by field in declaration order. */
export function hash_OvElem(s: OvElem, h: StateHasher): void {
  h.enter(s);
  h.i32(s.node);
  h.bool(s.in_hull);
  h.f32(s.hull_key);
  h.f32(s.center.x);
  h.f32(s.center.y);
  h.f32(s.center.z);
  h.f32(s.radius);
  h.i32(s.object);
  hash_OvIdxList(s.collisions, h);
  h.bool(s.live);
}

/** Writes a OvElem to a snapshot stream. */
export function snapshot_OvElem(s: OvElem, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.node);
  w.put(s.in_hull ? 1 : 0);
  w.put(s.hull_key);
  w.put(s.center.x);
  w.put(s.center.y);
  w.put(s.center.z);
  w.put(s.radius);
  w.put(s.object);
  snapshot_OvIdxList(s.collisions, w);
  w.put(s.live ? 1 : 0);
}

/** Reads a OvElem back from a snapshot stream written by snapshot_OvElem. */
export function restore_OvElem(s: OvElem, r: SnapshotReader): void {
  r.enter(s);
  s.node = r.get();
  s.in_hull = r.get() !== 0;
  s.hull_key = r.get();
  s.center.x = r.get();
  s.center.y = r.get();
  s.center.z = r.get();
  s.radius = r.get();
  s.object = r.get();
  restore_OvIdxList(s.collisions, r);
  s.live = r.get() !== 0;
}

/** The OV-tree manager (0x2c0 bytes, 0x1002dff0) with the node and element pools. */
export class OvTree {
  /** +0x000 powerlist[j] = 2^(j-40), j = 0..80 */
  powerlist: Float64Array = new Float64Array(81);
  /** +0x288 the search node's key, written by calc_optimal_box */
  s_x: number = 0;
  s_y: number = 0;
  s_z: number = 0;
  s_level: number = 0;
  s_raster: number = 0;
  /** +0x2b0 != NULL: the current insert collects candidates */
  collecting: boolean = false;
  /** the candidate vector (+0x2b0 points at the caller's): element indices in collection order */
  cand: OvIdxList = new OvIdxList();
  /** +0x2bc root node, -1 = empty tree */
  root: number = 0;
  /** node pool */
  nodes: OvNode[] = [];
  free_nodes: OvIdxList = new OvIdxList();
  /** +0x2b4 the node map: live node indices sorted by (level, x, y, z), equal keys oldest first */
  map: OvIdxList = new OvIdxList();
  /** element pool */
  elems: OvElem[] = [];
  free_elems: OvIdxList = new OvIdxList();
  /** printed warnings, as OV_WARN_* codes in the order they were printed */
  warnings: number[] = [];
}

/** Puts a OvTree back into the zero state `new OvTree()` gives, in place. */
export function reset_OvTree(s: OvTree): void {
  s.powerlist.fill(0);
  s.s_x = 0;
  s.s_y = 0;
  s.s_z = 0;
  s.s_level = 0;
  s.s_raster = 0;
  s.collecting = false;
  reset_OvIdxList(s.cand);
  s.root = 0;
  s.nodes.length = 0;
  reset_OvIdxList(s.free_nodes);
  reset_OvIdxList(s.map);
  s.elems.length = 0;
  reset_OvIdxList(s.free_elems);
  s.warnings.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OvTree(dst: OvTree, src: OvTree): void {
  dst.powerlist.set(src.powerlist);
  dst.s_x = src.s_x;
  dst.s_y = src.s_y;
  dst.s_z = src.s_z;
  dst.s_level = src.s_level;
  dst.s_raster = src.s_raster;
  dst.collecting = src.collecting;
  copy_OvIdxList(dst.cand, src.cand);
  dst.root = src.root;
  dst.nodes.length = src.nodes.length;
  for (let i = 0; i < src.nodes.length; i++) { if (dst.nodes[i] === undefined) dst.nodes[i] = new OvNode(); copy_OvNode(dst.nodes[i], src.nodes[i]); }
  copy_OvIdxList(dst.free_nodes, src.free_nodes);
  copy_OvIdxList(dst.map, src.map);
  dst.elems.length = src.elems.length;
  for (let i = 0; i < src.elems.length; i++) { if (dst.elems[i] === undefined) dst.elems[i] = new OvElem(); copy_OvElem(dst.elems[i], src.elems[i]); }
  copy_OvIdxList(dst.free_elems, src.free_elems);
  for (let i = 0; i < src.warnings.length && i < dst.warnings.length; i++) dst.warnings[i] = src.warnings[i];
  if (dst.warnings.length > src.warnings.length) dst.warnings.length = src.warnings.length;
  else for (let i = dst.warnings.length; i < src.warnings.length; i++) dst.warnings.push(src.warnings[i]);
}

/** Feeds the raw bits of a OvTree to the hasher, field by field in declaration order. */
export function hash_OvTree(s: OvTree, h: StateHasher): void {
  h.enter(s);
  for (let i0 = 0; i0 < s.powerlist.length; i0++) {
    h.f64(s.powerlist[i0]);
  }
  h.i32(s.s_x);
  h.i32(s.s_y);
  h.i32(s.s_z);
  h.i32(s.s_level);
  h.i32(s.s_raster);
  h.bool(s.collecting);
  hash_OvIdxList(s.cand, h);
  h.i32(s.root);
  h.u32(s.nodes.length);
  for (let i0 = 0; i0 < s.nodes.length; i0++) {
    hash_OvNode(s.nodes[i0], h);
  }
  hash_OvIdxList(s.free_nodes, h);
  hash_OvIdxList(s.map, h);
  h.u32(s.elems.length);
  for (let i0 = 0; i0 < s.elems.length; i0++) {
    hash_OvElem(s.elems[i0], h);
  }
  hash_OvIdxList(s.free_elems, h);
  h.u32(s.warnings.length);
  for (let i0 = 0; i0 < s.warnings.length; i0++) {
    h.i32(s.warnings[i0]);
  }
}

/** Writes a OvTree to a snapshot stream. */
export function snapshot_OvTree(s: OvTree, w: SnapshotWriter): void {
  w.enter(s);
  for (let i0 = 0; i0 < s.powerlist.length; i0++) {
    w.put(s.powerlist[i0]);
  }
  w.put(s.s_x);
  w.put(s.s_y);
  w.put(s.s_z);
  w.put(s.s_level);
  w.put(s.s_raster);
  w.put(s.collecting ? 1 : 0);
  snapshot_OvIdxList(s.cand, w);
  w.put(s.root);
  w.put(s.nodes.length);
  for (let i0 = 0; i0 < s.nodes.length; i0++) {
    snapshot_OvNode(s.nodes[i0], w);
  }
  snapshot_OvIdxList(s.free_nodes, w);
  snapshot_OvIdxList(s.map, w);
  w.put(s.elems.length);
  for (let i0 = 0; i0 < s.elems.length; i0++) {
    snapshot_OvElem(s.elems[i0], w);
  }
  snapshot_OvIdxList(s.free_elems, w);
  w.put(s.warnings.length);
  for (let i0 = 0; i0 < s.warnings.length; i0++) {
    w.put(s.warnings[i0]);
  }
}

/** Reads a OvTree back from a snapshot stream written by snapshot_OvTree. */
export function restore_OvTree(s: OvTree, r: SnapshotReader): void {
  r.enter(s);
  for (let i0 = 0; i0 < s.powerlist.length; i0++) {
    s.powerlist[i0] = r.get();
  }
  s.s_x = r.get();
  s.s_y = r.get();
  s.s_z = r.get();
  s.s_level = r.get();
  s.s_raster = r.get();
  s.collecting = r.get() !== 0;
  restore_OvIdxList(s.cand, r);
  s.root = r.get();
  s.nodes.length = r.get();
  for (let i0 = 0; i0 < s.nodes.length; i0++) if (s.nodes[i0] === undefined) s.nodes[i0] = new OvNode();
  for (let i0 = 0; i0 < s.nodes.length; i0++) {
    restore_OvNode(s.nodes[i0], r);
  }
  restore_OvIdxList(s.free_nodes, r);
  restore_OvIdxList(s.map, r);
  s.elems.length = r.get();
  for (let i0 = 0; i0 < s.elems.length; i0++) if (s.elems[i0] === undefined) s.elems[i0] = new OvElem();
  for (let i0 = 0; i0 < s.elems.length; i0++) {
    restore_OvElem(s.elems[i0], r);
  }
  restore_OvIdxList(s.free_elems, r);
  s.warnings.length = r.get();
  for (let i0 = 0; i0 < s.warnings.length; i0++) {
    s.warnings[i0] = r.get();
  }
}

/**
 * Appends v (count + 1), growing the storage only when the count has reached it.
 *
 * @design The original's vectors {cap, n, ptr} as a growable array plus a count: removal only lowers the count, so after warm-up no operation allocates.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:121
 */
export function ov_list_push(l: OvIdxList, v: number): void {
  if (l.n < l.items.length) {
    l.items[l.n] = v;
  } else {
    l.items.push(v);
  }
  l.n = (l.n + 1) | 0;
}

/**
 * Removes entry i, moving the later entries down by one (order-preserving).
 *
 * @design Order-preserving removal from an index vector, as the original's vector remove.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:133
 */
export function ov_list_remove_at(l: OvIdxList, i: number): void {
  if (!(i >= 0 && i < l.n)) assertFail("spec/ivp/space/ov_tree.spec:134", "index vector: removal index out of range");
  for (let k = i, k$end = (l.n - 1) | 0; k < k$end; k++) {
    l.items[k] = l.items[(k + 1) | 0];
  }
  l.n = (l.n - 1) | 0;
}

/**
 * Inserts v at position i, moving entries i.. up by one.
 *
 * @design Order-preserving insertion into an index vector (used by the sorted node map).
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:144
 */
export function ov_list_insert_at(l: OvIdxList, i: number, v: number): void {
  if (!(i >= 0 && i <= l.n)) assertFail("spec/ivp/space/ov_tree.spec:145", "index vector: insertion index out of range");
  ov_list_push(l, v);
  for (let k = l.n - 1; k >= ((i + 1) | 0); k--) {
    l.items[k] = l.items[(k - 1) | 0];
  }
  l.items[i] = v;
}

/**
 * The first position of v in the vector, or -1.
 *
 * @design Linear identity search in an index vector.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:156
 */
export function ov_list_index_of(l: OvIdxList, v: number): number {
  for (let k = 0; k < l.n; k++) {
    if (l.items[k] === v) {
      return k;
    }
  }
  return -1;
}

/**
 * The manager ctor (0x1002dff0): powerlist[j] = 2^(j-40) (so powerlist[40] = 1.0), empty tree,
 * no candidate vector. Use on a `new OvTree()`.
 *
 * @source 000_b83935d7d7846899.txt §2.1.10 0x1002dff0
 * @unit T37, T25
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:171
 */
export function ov_tree_init(t: OvTree): void {
  for (let j = 0; j < 81; j++) {
    // 2^(j-40) exactly: biased exponent j - 40 + 1023, zero mantissa
    t.powerlist[j] = f64FromWords(((j + 983) << 20) >>> 0, 0);
  }
  t.root = -1;
  t.collecting = false;
  t.cand.n = 0;
}

/**
 * exponent(x) = ((hi_word >> 20) & 0x7ff) - 0x3ff (0x1002e150): the unbiased binary exponent of
 * a normal double (the sign is masked away; 0 gives -1023).
 *
 * @source 000_b83935d7d7846899.txt §2.6.4 0x1002e150
 * @unit T25
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:185
 */
export function ov_exponent(x: number): number {
  return ((hi32(x) >>> 20) & 0x7ff) - 0x3ff;
}

/**
 * powerlist[j] of the manager, with the table bound checked (see the level clamp decision above).
 *
 * @source 000_b83935d7d7846899.txt §2.6.4; §2.1.10 0x1002e210 (powerlist at manager +0x000)
 * @unit T25
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:192
 */
export function ov_power(t: OvTree, j: number): number {
  // decision (AMBIGUITIES "§2.6.4 clamps the level at −40, but powerlist[41 - lvl] then indexes one
  // past the 81-entry table"): the original reads past its table here; the spec refuses
  if (!(j >= 0 && j <= 80)) assertFail("spec/ivp/space/ov_tree.spec:195", "OV calc_optimal_box: powerlist index outside 0..80 (radius below 2^-41 or level above 41)");
  return t.powerlist[j];
}

/**
 * calc_optimal_box (0x1002e210): the smallest level at which e's sphere (centre, r) fits a box of
 * edge two cells, written to the search key; with R > r, one level up if the sphere (centre, R)
 * fits there too. Returns the radius used (r or R). Ballance always passes r == R.
 *
 * @source 000_b83935d7d7846899.txt §2.6.4 0x1002e210
 * @unit T25
 * @float x87
 * @precision 25 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/space/ov_tree.spec:204
 */
export function ov_calc_optimal_box(t: OvTree, e: number, r: number, big_r: number): number {
  const c_x = t.elems[e].center.x, c_y = t.elems[e].center.y, c_z = t.elems[e].center.z;
  // 2r is passed to the exponent helper as a double
  let lvl: number = (ov_exponent(2 * r) + 1) | 0;
  if (lvl < -40) {
    lvl = -40;
  }
  while (true) {
    // s = 2^(1-lvl)
    const s: number = ov_power(t, (41 - lvl) | 0);
    // each axis in turn; the loop moves on at the first axis that does not fit (000 L1237)
    const lx: number = Math.trunc(Math.floor((c_x - r) * s)) | 0;
    let fits: boolean = (Math.trunc(Math.ceil((c_x + r) * s)) | 0) <= ((lx + 2) | 0);
    let ly: number = 0;
    let lz: number = 0;
    if (fits) {
      ly = Math.trunc(Math.floor((c_y - r) * s)) | 0;
      fits = (Math.trunc(Math.ceil((c_y + r) * s)) | 0) <= ((ly + 2) | 0);
    }
    if (fits) {
      lz = Math.trunc(Math.floor((c_z - r) * s)) | 0;
      fits = (Math.trunc(Math.ceil((c_z + r) * s)) | 0) <= ((lz + 2) | 0);
    }
    if (fits) {
      t.s_x = lx;
      t.s_y = ly;
      t.s_z = lz;
      t.s_level = (lvl - 1) | 0;
      t.s_raster = lvl;
      if (big_r <= r) {
        return r;
      }
      // one level up with the larger radius: s' = 2^(-lvl)
      const s2: number = ov_power(t, (40 - lvl) | 0);
      const mx: number = Math.trunc(Math.floor((c_x - big_r) * s2)) | 0;
      let up: boolean = (Math.trunc(Math.ceil((c_x + big_r) * s2)) | 0) <= ((mx + 2) | 0);
      let my: number = 0;
      let mz: number = 0;
      if (up) {
        my = Math.trunc(Math.floor((c_y - big_r) * s2)) | 0;
        up = (Math.trunc(Math.ceil((c_y + big_r) * s2)) | 0) <= ((my + 2) | 0);
      }
      if (up) {
        mz = Math.trunc(Math.floor((c_z - big_r) * s2)) | 0;
        up = (Math.trunc(Math.ceil((c_z + big_r) * s2)) | 0) <= ((mz + 2) | 0);
      }
      if (up) {
        t.s_x = mx;
        t.s_y = my;
        t.s_z = mz;
        t.s_level = lvl;
        t.s_raster = (lvl + 1) | 0;
        return big_r;
      }
      return r;
    }
    lvl = (lvl + 1) | 0;
  }
}

/**
 * contains(A, B, s) (0x1002e180), A coarser than B by s levels: per axis
 * A.x<<s <= B.x <= (A.x<<s) + (2<<s) - 2, i.e. B's box lies inside A's (touching the border counts).
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e180
 * @unit T26
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:270
 */
export function ov_contains(t: OvTree, a: number, b: number, s: number): boolean {
  const na: OvNode = t.nodes[a];
  const nb: OvNode = t.nodes[b];
  const ax: number = na.x << s;
  if (!(ax <= nb.x && nb.x <= ((ax + (2 << s) - 2) | 0))) {
    return false;
  }
  const ay: number = na.y << s;
  if (!(ay <= nb.y && nb.y <= ((ay + (2 << s) - 2) | 0))) {
    return false;
  }
  const az: number = na.z << s;
  return az <= nb.z && nb.z <= ((az + (2 << s) - 2) | 0);
}

/**
 * overlaps(A, B, s) (0x1002e4b0), A coarser than B by s levels: per axis
 * B.x + 2 > A.x<<s and (A.x+2)<<s > B.x. Strict: boxes that only touch do not overlap.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e4b0
 * @unit T27
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:289
 */
export function ov_overlaps(t: OvTree, a: number, b: number, s: number): boolean {
  const na: OvNode = t.nodes[a];
  const nb: OvNode = t.nodes[b];
  // quirk kept: 000 §2.6.5 L1242: touching boxes do not overlap (strict >)
  if (!(((nb.x + 2) | 0) > (na.x << s) && ((na.x + 2) << s) > nb.x)) {
    return false;
  }
  if (!(((nb.y + 2) | 0) > (na.y << s) && ((na.y + 2) << s) > nb.y)) {
    return false;
  }
  return ((nb.z + 2) | 0) > (na.z << s) && ((na.z + 2) << s) > nb.z;
}

/**
 * Orders node n's key against (level, x, y, z): -1 below, 0 equal, 1 above. The raster level is
 * not compared (the original's equality compares L, x, y, z).
 *
 * @design Key order of the sorted node map: level, then x, y, z. Any total order works; this one is fixed and independent of node indices.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:308
 */
export function ov_key_cmp(t: OvTree, n: number, level: number, x: number, y: number, z: number): number {
  const k: OvNode = t.nodes[n];
  if (k.level !== level) {
    if (k.level < level) {
      return -1;
    }
    return 1;
  }
  if (k.x !== x) {
    if (k.x < x) {
      return -1;
    }
    return 1;
  }
  if (k.y !== y) {
    if (k.y < y) {
      return -1;
    }
    return 1;
  }
  if (k.z !== z) {
    if (k.z < z) {
      return -1;
    }
    return 1;
  }
  return 0;
}

/**
 * The first map position whose key is not below (level, x, y, z) (binary search).
 *
 * @design Lower bound in the sorted node map.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:340
 */
export function ov_map_lower(t: OvTree, level: number, x: number, y: number, z: number): number {
  let lo: number = 0;
  let hi: number = t.map.n;
  while (lo < hi) {
    const mid: number = (lo + ((hi - lo) >> 1)) | 0;
    if (ov_key_cmp(t, t.map.items[mid], level, x, y, z) < 0) {
      lo = (mid + 1) | 0;
    } else {
      hi = mid;
    }
  }
  return lo;
}

/**
 * hash.find: the node with key (level, x, y, z), the oldest one if several; -1 if none.
 *
 * @design The node hash (000 L925-928) as a sorted array of node indices keyed by (level, x, y, z). A JS Map would iterate in insertion order and hash by object identity; a sorted array has one layout for one set of keys, needs no hash function (the original's CRC32 table is not given, and 000 L4108 says hash values never matter for order), finds in O(log n) and inserts and removes with one shift (Ballance trees hold tens to hundreds of nodes). Equal keys stay in insertion order, so find returns the oldest live node with the key.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:357
 */
export function ov_map_find(t: OvTree, level: number, x: number, y: number, z: number): number {
  const i: number = ov_map_lower(t, level, x, y, z);
  if (i < t.map.n && ov_key_cmp(t, t.map.items[i], level, x, y, z) === 0) {
    return t.map.items[i];
  }
  return -1;
}

/**
 * hash.add: inserts node n after every entry whose key is not above its own.
 *
 * @design Insertion into the sorted node map; a duplicate key goes after the existing ones (oldest first).
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:368
 */
export function ov_map_add(t: OvTree, n: number): void {
  const k: OvNode = t.nodes[n];
  let i: number = ov_map_lower(t, k.level, k.x, k.y, k.z);
  while (i < t.map.n && ov_key_cmp(t, t.map.items[i], k.level, k.x, k.y, k.z) === 0) {
    i = (i + 1) | 0;
  }
  ov_list_insert_at(t.map, i, n);
}

/**
 * hash.remove: removes node n itself (not another node with the same key).
 *
 * @design Removal of one node from the sorted node map, by identity among the equal keys.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:380
 */
export function ov_map_remove(t: OvTree, n: number): void {
  const k: OvNode = t.nodes[n];
  let i: number = ov_map_lower(t, k.level, k.x, k.y, k.z);
  while (i < t.map.n && t.map.items[i] !== n) {
    if (ov_key_cmp(t, t.map.items[i], k.level, k.x, k.y, k.z) !== 0) assertFail("spec/ivp/space/ov_tree.spec:384", "OV node map: node to remove is not in the map");
    i = (i + 1) | 0;
  }
  if (!(i < t.map.n)) assertFail("spec/ivp/space/ov_tree.spec:387", "OV node map: node to remove is not in the map");
  ov_list_remove_at(t.map, i);
}

/**
 * Node ctor (0x1002dea0): a node with this key, no parent, no children, no elements (from the
 * free stack if one is there).
 *
 * @source 000_b83935d7d7846899.txt §2.1.10; §2.6.3 0x1002dea0
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:397
 */
export function ov_node_new(t: OvTree, x: number, y: number, z: number, level: number, raster: number): number {
  let n: number = 0;
  if (t.free_nodes.n > 0) {
    t.free_nodes.n = (t.free_nodes.n - 1) | 0;
    n = t.free_nodes.items[t.free_nodes.n];
  } else {
    t.nodes.push(new OvNode());
    n = t.nodes.length - 1;
  }
  const k: OvNode = t.nodes[n];
  k.x = x;
  k.y = y;
  k.z = z;
  k.level = level;
  k.raster = raster;
  k.parent = -1;
  k.children.n = 0;
  k.elements.n = 0;
  k.live = true;
  return n;
}

/**
 * Node dtor (0x1002def0): removes the node from its parent's children (order-preserving) and
 * frees it. It does not touch the map or the root.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002def0
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:423
 */
export function ov_node_delete(t: OvTree, n: number): void {
  const k: OvNode = t.nodes[n];
  if (k.parent >= 0) {
    const ch: OvIdxList = t.nodes[k.parent].children;
    const i: number = ov_list_index_of(ch, n);
    if (!(i >= 0)) assertFail("spec/ivp/space/ov_tree.spec:428", "OV node dtor: node missing from its parent's children");
    ov_list_remove_at(ch, i);
  }
  k.parent = -1;
  k.children.n = 0;
  k.elements.n = 0;
  k.live = false;
  ov_list_push(t.free_nodes, n);
}

/**
 * Appends a warning code (the original prints a message).
 *
 * @design Warnings as observable events: the original prints them; here they are appended to OvTree.warnings in print order.
 * @unit T29, T30
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:441
 */
export function ov_warn(t: OvTree, code: number): void {
  t.warnings.push(code);
}

/**
 * find_node (0x1002e560): from root, repeatedly descend into the first child (index order) that
 * contains n; returns the deepest node reached.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e560
 * @unit T28
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:451
 */
export function ov_find_node(t: OvTree, root: number, n: number): number {
  let p: number = root;
  let descended: boolean = true;
  while (descended) {
    descended = false;
    const ch: OvIdxList = t.nodes[p].children;
    for (let k = 0; k < ch.n; k++) {
      const c: number = ch.items[k];
      if (ov_contains(t, c, n, (t.nodes[c].level - t.nodes[n].level) | 0)) {
        p = c;
        descended = true;
        break;
      }
    }
  }
  return p;
}

/**
 * The x (or y, z) of p's child towards n, d = p.raster - n.raster levels above n: 2p.x if
 * n.x < (2p.x+1)<<(d-1), else 2p.x+1 if n.x < (p.x+1)<<d, else 2p.x+2.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e5b0
 * @unit T29
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:473
 */
export function ov_child_coord(px: number, nx: number, d: number): number {
  if (nx < ((Math.imul(2, px) + 1) << (d - 1))) {
    return Math.imul(2, px);
  }
  if (nx < ((px + 1) << d)) {
    return (Math.imul(2, px) + 1) | 0;
  }
  return (Math.imul(2, px) + 2) | 0;
}

/**
 * connect_boxes (0x1002e5b0): creates the chain of nodes from p down to one level above n (each
 * the child of the previous towards n, hashed), then hangs n under the last. Warns when a node
 * gets more than 27 children. It does not look for an existing node with the created key.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e5b0
 * @unit T29
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:488
 */
export function ov_connect_boxes(t: OvTree, p0: number, n: number): void {
  let p: number = p0;
  const nn: OvNode = t.nodes[n];
  while (((t.nodes[p].raster - nn.raster) | 0) !== 1) {
    const pp: OvNode = t.nodes[p];
    const d: number = (pp.raster - nn.raster) | 0;
    // no map lookup for the created child (000 L1244). Children keep their creation order, so
    // find_node's first-containing-child rule would have entered any older node with this key;
    // the map still tolerates a repeated key (oldest found first) should one ever arise.
    const c: number = ov_node_new(t, ov_child_coord(pp.x, nn.x, d), ov_child_coord(pp.y, nn.y, d), ov_child_coord(pp.z, nn.z, d), (pp.level - 1) | 0, (pp.raster - 1) | 0);
    t.nodes[c].parent = p;
    ov_list_push(pp.children, c);
    ov_map_add(t, c);
    if (pp.children.n > 27) {
      ov_warn(t, OV_WARN_CHILDREN);
    }
    p = c;
  }
  nn.parent = p;
  ov_list_push(t.nodes[p].children, n);
  if (t.nodes[p].children.n > 27) {
    ov_warn(t, OV_WARN_CHILDREN);
  }
}

/**
 * 2^k as an exact double, for the expand_root comparison.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e7b0
 * @unit T30
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:517
 */
export function ov_pow2(k: number): number {
  // the document only says "(doubles)"; n.x·2^n.L is exact in f64 however 2^L is formed
  if (!(k >= -1022 && k <= 1023)) assertFail("spec/ivp/space/ov_tree.spec:519", "OV expand_root: level outside the normal double range");
  return f64FromWords(((k + 1023) << 20) >>> 0, 0);
}

/**
 * One axis of expand_root: P.x = root.x / 2 (C division, truncates toward zero); with
 * rem = root.x % 2 (C remainder, sign of the dividend): rem == -1 gives P.x - 1 (so P.x is the
 * floor), and rem == 0 with n's corner below P's (n.x·2^n.L < P.x·2^P.L, doubles) gives P.x - 1.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e7b0
 * @unit T30
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/space/ov_tree.spec:528
 */
export function ov_parent_coord(rx: number, nx: number, nlevel: number, plevel: number): number {
  let px: number = (rx / 2) | 0;
  const rem: number = (rx % 2) | 0;
  if (rem === -1) {
    px = (px - 1) | 0;
  }
  if (rem === 0) {
    const nc: number = nx * ov_pow2(nlevel);
    const pc: number = px * ov_pow2(plevel);
    if (nc < pc) {
      px = (px - 1) | 0;
    }
  }
  return px;
}

/**
 * expand_root (0x1002e7b0): gives the root a parent one level up, shifted towards n where the root
 * sits in its even position, and makes that parent the root.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e7b0
 * @unit T30
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:548
 */
export function ov_expand_root(t: OvTree, n: number): void {
  const root: number = t.root;
  const r: OvNode = t.nodes[root];
  if (r.raster > 40) {
    ov_warn(t, OV_WARN_SIZELEVEL);
  }
  const nn: OvNode = t.nodes[n];
  const pl: number = (r.level + 1) | 0;
  const p: number = ov_node_new(t, ov_parent_coord(r.x, nn.x, nn.level, pl), ov_parent_coord(r.y, nn.y, nn.level, pl), ov_parent_coord(r.z, nn.z, nn.level, pl), pl, (r.raster + 1) | 0);
  // quirk kept: 000 §2.6.5 L1245: the "Mehr als 27 Kinder" check is made on the new, empty parent
  if (t.nodes[p].children.n > 27) {
    ov_warn(t, OV_WARN_KINDER);
  }
  ov_list_push(t.nodes[p].children, root);
  r.parent = p;
  ov_map_add(t, p);
  t.root = p;
}

/**
 * The sphere test of collect: |x.c - e.c|^2 <= (x.r + e.r)^2 on the stored f32 centres and radii.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002ea70
 * @unit T31, T32
 * @float x87
 * @precision 10 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/space/ov_tree.spec:573
 */
export function ov_sphere_hit(t: OvTree, x: number, e: number): boolean {
  const a: OvElem = t.elems[x];
  const b: OvElem = t.elems[e];
  // decision: f32 operands, x87 arithmetic (nothing stored); dot summed left to right (D-DOT-1)
  const d_x = a.center.x - b.center.x, d_y = a.center.y - b.center.y, d_z = a.center.z - b.center.z;
  const rr: number = a.radius + b.radius;
  return d_x * d_x + d_y * d_y + d_z * d_z <= rr * rr;
}

/**
 * collect_all (0x1002e9b0): sphere test on node's elements (last to first), then the same for
 * each child (last to first), recursively.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002e9b0
 * @unit T32
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:586
 */
export function ov_collect_all(t: OvTree, e: number, node: number): void {
  const k: OvNode = t.nodes[node];
  for (let i = k.elements.n - 1; i >= 0; i--) {
    const x: number = k.elements.items[i];
    if (ov_sphere_hit(t, x, e)) {
      ov_list_push(t.cand, x);
    }
  }
  for (let i_1 = k.children.n - 1; i_1 >= 0; i_1--) {
    ov_collect_all(t, e, k.children.items[i_1]);
  }
}

/**
 * collect (0x1002ea70): candidates of e (whose node is target) in cur's subtree: cur's elements
 * (last to first), then the children in index order: the target itself with collect_all, any other
 * child whose box overlaps the target's recursively.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002ea70
 * @unit T31
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:604
 */
export function ov_collect(t: OvTree, e: number, cur: number, target: number): void {
  const k: OvNode = t.nodes[cur];
  const tg: OvNode = t.nodes[target];
  // includes e itself when e is in cur (000 L1248)
  for (let i = k.elements.n - 1; i >= 0; i--) {
    const x: number = k.elements.items[i];
    if (ov_sphere_hit(t, x, e)) {
      ov_list_push(t.cand, x);
    }
  }
  if (tg.raster < ((k.raster - 1) | 0)) {
    // the target is deeper than cur's children: the child is the coarser box
    for (let i_1 = 0; i_1 < k.children.n; i_1++) {
      const ch: number = k.children.items[i_1];
      if (ch === target) {
        ov_collect_all(t, e, ch);
      } else if (ov_overlaps(t, ch, target, (t.nodes[ch].level - tg.level) | 0)) {
        ov_collect(t, e, ch, target);
      }
    }
  } else {
    for (let i_2 = 0; i_2 < k.children.n; i_2++) {
      const ch_1: number = k.children.items[i_2];
      if (ch_1 === target) {
        ov_collect_all(t, e, ch_1);
      } else if (ov_overlaps(t, target, ch_1, (tg.level - t.nodes[ch_1].level) | 0)) {
        ov_collect(t, e, ch_1, target);
      }
    }
  }
}

/**
 * insert_ov_element (0x1002ec10): e (centre already set) is put in the node of its optimal box,
 * creating the node and the path to it (growing the root first if needed). With `collect`, the
 * elements whose spheres overlap e's (e included) are appended to t.cand, except for the very
 * first element of an empty tree. Returns the radius used, which is also stored (f32) in e.
 *
 * @source 000_b83935d7d7846899.txt §2.6.3 0x1002ec10
 * @unit T24
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:642
 */
export function ov_insert(t: OvTree, e: number, rmin: number, rmax: number, collect: boolean): number {
  if (e < 0) {
    return 0;
  }
  const r: number = ov_calc_optimal_box(t, e, rmin, rmax);
  const el: OvElem = t.elems[e];
  el.radius = Math.fround(r);
  let n: number = ov_map_find(t, t.s_level, t.s_x, t.s_y, t.s_z);
  if (n < 0) {
    n = ov_node_new(t, t.s_x, t.s_y, t.s_z, t.s_level, t.s_raster);
    ov_list_push(t.nodes[n].elements, e);
    el.node = n;
    if (t.root < 0) {
      // quirk kept: 000 §2.6.3 L1207: the first element returns before collecting (not even itself)
      t.root = n;
      ov_map_add(t, n);
      return r;
    }
    while (!(t.nodes[n].level <= t.nodes[t.root].level && ov_contains(t, t.root, n, (t.nodes[t.root].level - t.nodes[n].level) | 0))) {
      ov_expand_root(t, n);
    }
    if (t.nodes[t.root].level === t.nodes[n].level) {
      // the same box as the (new) root
      ov_list_push(t.nodes[t.root].elements, e);
      el.node = t.root;
      ov_node_delete(t, n);
      n = t.root;
    } else {
      ov_map_add(t, n);
      const p: number = ov_find_node(t, t.root, n);
      ov_connect_boxes(t, p, n);
    }
  } else {
    ov_list_push(t.nodes[n].elements, e);
    el.node = n;
  }
  t.collecting = collect;
  if (collect) {
    ov_collect(t, e, t.root, n);
  }
  return r;
}

/**
 * 0x1002ee50, repeated: while node n has no elements and no children, unhash it, clear the root if
 * it has no parent, delete it (which unlinks it from its parent) and go on with the parent.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002ee50
 * @unit T33
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:689
 */
export function ov_prune(t: OvTree, n0: number): void {
  let n: number = n0;
  while (n >= 0 && t.nodes[n].elements.n === 0 && t.nodes[n].children.n === 0) {
    const parent: number = t.nodes[n].parent;
    ov_map_remove(t, n);
    if (parent < 0) {
      t.root = -1;
    }
    ov_node_delete(t, n);
    n = parent;
  }
}

/**
 * remove_ov_element (0x1002eec0): takes e out of its node (order-preserving) and prunes the
 * nodes left empty, upwards. Nothing happens when e is not in the tree.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002eec0
 * @unit T33
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:706
 */
export function ov_remove(t: OvTree, e: number): void {
  const el: OvElem = t.elems[e];
  const n: number = el.node;
  // decision: an element that is not in the tree (NULL node) is left alone
  if (n < 0) {
    return;
  }
  el.node = -1;
  const i: number = ov_list_index_of(t.nodes[n].elements, e);
  if (!(i >= 0)) assertFail("spec/ivp/space/ov_tree.spec:715", "OV remove: element missing from its node");
  ov_list_remove_at(t.nodes[n].elements, i);
  ov_prune(t, n);
}

/**
 * Element ctor (0x1002dc00) for an object: not in the tree, not in a hull, radius -1.0, no
 * collisions (from the free stack if one is there).
 *
 * @source 000_b83935d7d7846899.txt §2.1.9 0x1002dc00
 * @unit T36
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:726
 */
export function ov_elem_new(t: OvTree, object: number): number {
  let e: number = 0;
  if (t.free_elems.n > 0) {
    t.free_elems.n = (t.free_elems.n - 1) | 0;
    e = t.free_elems.items[t.free_elems.n];
  } else {
    t.elems.push(new OvElem());
    e = t.elems.length - 1;
  }
  const el: OvElem = t.elems[e];
  el.node = -1;
  el.in_hull = false;
  el.hull_key = 0;
  el.center.x = 0;
  el.center.y = 0;
  el.center.z = 0;
  el.radius = -1;
  el.object = object;
  el.collisions.n = 0;
  el.live = true;
  return e;
}

/**
 * Frees an element slot (the end of the element dtor, "free vector"); e must be out of the tree.
 *
 * @source 000_b83935d7d7846899.txt §2.6.5 0x1002dc70
 * @unit T36
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:750
 */
export function ov_elem_free(t: OvTree, e: number): void {
  const el: OvElem = t.elems[e];
  if (!(el.node < 0)) assertFail("spec/ivp/space/ov_tree.spec:752", "OV element freed while still in the tree");
  el.collisions.n = 0;
  el.in_hull = false;
  el.live = false;
  ov_list_push(t.free_elems, e);
}

/**
 * Moves e to the sphere (c, r): removes it from the tree if it is there, stores the centre (rounded
 * to f32, as recheck_ov_element stores the core position), empties t.cand and inserts it with
 * rmin = rmax = r (as Ballance does). With `collect` the candidates are in
 * t.cand.items[0 .. t.cand.n). Returns the radius used (e's stored radius is its f32 rounding).
 *
 * @design Plain API for hosts and property tests: recheck_ov_element's tree steps (remove, centre, insert with r == R) without the object and pair logic.
 * @unit T24, T33
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:765
 */
export function ov_place(t: OvTree, e: number, c_x: number, c_y: number, c_z: number, r: number, collect: boolean): number {
  ov_remove(t, e);
  t.elems[e].center.x = Math.fround(c_x);
  t.elems[e].center.y = Math.fround(c_y);
  t.elems[e].center.z = Math.fround(c_z);
  t.cand.n = 0;
  return ov_insert(t, e, r, r, collect);
}

/**
 * The candidates of an element already in the tree, without moving it: t.cand is emptied and
 * filled by collect from the root (e included); returns their count.
 *
 * @design Query without re-insertion, for tests: the same collect the insert runs, from the root towards e's node.
 * @unit T31
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:776
 */
export function ov_query(t: OvTree, e: number): number {
  t.cand.n = 0;
  const n: number = t.elems[e].node;
  if (n < 0 || t.root < 0) {
    return 0;
  }
  ov_collect(t, e, t.root, n);
  return t.cand.n;
}

/**
 * Node iteration: the next live node index after i (start with -1), or -1 at the end. A node's box
 * is t.nodes[i].x, .y, .z, .level; its children are t.nodes[i].children.items[0 .. .children.n).
 *
 * @design Iterator over the node pool for hosts and property tests.
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:790
 */
export function ov_node_next(t: OvTree, i: number): number {
  for (let k = (i + 1) | 0; k < t.nodes.length; k++) {
    if (t.nodes[k].live) {
      return k;
    }
  }
  return -1;
}

/**
 * Checks the tree's structural invariants and returns 0, or the first violation: 1 a node with
 * more than 27 children (000 L916); 2 a child whose parent link is wrong; 3 a child not one level
 * below its parent; 4 a child box not inside its parent's; 5 a non-root node with no elements and
 * no children (not pruned); 6 an element whose node link is wrong; 7 the map out of order or not
 * holding exactly the live nodes; 8 a live node not reachable from the root, or a root with a
 * parent.
 *
 * @design Invariant check for tests and hosts (children <= 27, containment, pruning, links, map).
 * @unit T37
 * @float x87
 * @spec spec/ivp/space/ov_tree.spec:807
 */
export function ov_tree_check(t: OvTree): number {
  let live: number = 0;
  let n: number = ov_node_next(t, -1);
  while (n >= 0) {
    live = (live + 1) | 0;
    const k: OvNode = t.nodes[n];
    if (k.children.n > 27) {
      return 1;
    }
    for (let i = 0; i < k.children.n; i++) {
      const c: number = k.children.items[i];
      if (t.nodes[c].parent !== n || !t.nodes[c].live) {
        return 2;
      }
      if (t.nodes[c].level !== ((k.level - 1) | 0) || t.nodes[c].raster !== ((k.raster - 1) | 0)) {
        return 3;
      }
      if (!ov_contains(t, n, c, 1)) {
        return 4;
      }
    }
    if (n !== t.root && k.elements.n === 0 && k.children.n === 0) {
      return 5;
    }
    for (let i_1 = 0; i_1 < k.elements.n; i_1++) {
      if (t.elems[k.elements.items[i_1]].node !== n) {
        return 6;
      }
    }
    n = ov_node_next(t, n);
  }
  if (t.map.n !== live) {
    return 7;
  }
  for (let i_2 = 0; i_2 < t.map.n; i_2++) {
    const m: number = t.map.items[i_2];
    if (!t.nodes[m].live) {
      return 7;
    }
    if (i_2 > 0) {
      const p: OvNode = t.nodes[t.map.items[(i_2 - 1) | 0]];
      if (ov_key_cmp(t, m, p.level, p.x, p.y, p.z) < 0) {
        return 7;
      }
    }
  }
  // every live node hangs under the root: count the nodes whose parent chain ends at the root
  let reached: number = 0;
  n = ov_node_next(t, -1);
  while (n >= 0) {
    let a: number = n;
    let steps: number = 0;
    while (t.nodes[a].parent >= 0 && steps <= live) {
      a = t.nodes[a].parent;
      steps = (steps + 1) | 0;
    }
    if (a === t.root) {
      reached = (reached + 1) | 0;
    }
    n = ov_node_next(t, n);
  }
  if (reached !== live) {
    return 8;
  }
  if (t.root >= 0 && t.nodes[t.root].parent >= 0) {
    return 8;
  }
  return 0;
}
