// GENERATED FILE: do not edit. Engine module ivp.geometry.compile: 000 §1.6.4-§1.6.6: compile a ledge soup into a compact surface (spheres, ledge tree, merged point pool, preorder node layout, exact re-copy) from spec/ivp/geometry/compile.spec (sha256 630d9bb5d124903e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, ZERO_F64, assertFail, specMin } from "../../../runtime/index.js";
import { ledge_point, ledge_triangle, triangle_edge } from "./compact.generated.js";
import { ledge_aabb } from "./ledge_helpers.generated.js";
import { surface_mass_properties } from "./mass.generated.js";
import { vec_lerp, vec_mid_f32 } from "../math/vector.generated.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface {
  byte_size = 28,
  max_factor_surface_deviation = 28,
  offset_ledgetree_root = 32,
  surface_dummy = 36,
}

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0, has_children_flag = 8, size_div_16 = 8, n_triangles = 12 }

/** Byte offsets in layout LedgetreeNode (D-GEN-14). */
const enum LedgetreeNode {
  offset_right_node = 0,
  offset_compact_ledge = 4,
  "center.x" = 8,
  "center.y" = 12,
  "center.z" = 16,
  radius = 20,
  box_sizes = 24,
  free_0 = 27,
}

/**
 * The 0.004 box quantum: f64 0x10063428 for the ledge spheres (000 L603); the member boxes and
 * node boxes use 0x10068978 (L611), whose width is not given: read as the same f64 value.
 */
export const COMPILE_BOX_QUANTUM: number = 0.004;
/** The ±1e6f initial value of the member-box union FUN_10038b40. */
export const COMPILE_BOX_INIT: number = 1000000;
/** Sphere records per block. */
export const COMPILE_BLOCK_ROWS: number = 512;
/**
 * Lists shorter than this are split by split_classify3_in_order directly (the eight octant boxes'
 * set-up and merge cost more than they save there; D-COMPILE-9).
 */
export const COMPILE_OCTANT_MIN: number = 8;

/**
 * One 0x40-byte sphere record (FUN_10038750 / FUN_10038c90), as compile_sphere_get reads a row of
 * the state's sphere lists out.
 */
export class CompileSphere {
  /** +0x00 index i (1..n for the ledge spheres in insertion order; internal spheres continue) */
  index: number = 0;
  /** +0x08 f64 centre */
  center_x: number = ZERO_F64;
  center_y: number = ZERO_F64;
  center_z: number = ZERO_F64;
  /** +0x28 f64 radius */
  radius: number = ZERO_F64;
  /** +0x30 u8 box[3]: half extents in units of radius·0.004 */
  box_x: number = 0;
  box_y: number = 0;
  box_z: number = 0;
  /**
   * +0x34 the ledge (address); a leaf's ledge is redirected to its copy by allocate_and_copy;
   * 0 for internal spheres (no root hull)
   */
  ledge: number = 0;
  /** +0x38 left child (index into CompileState.spheres), -1 = NULL (a leaf) */
  left: number = 0;
  /** +0x3c right child, -1 = NULL */
  right: number = 0;
  /**
   * f32 box: a ledge sphere's member box [(f32)(c - box·(0.004·r)), (f32)(c + box·(0.004·r))]
   * (computed once; FUN_10038b40 recomputes the same values each time), an internal sphere's
   * union box (bmin, bmax)
   */
  box_lo_x: number = ZERO_F64;
  box_lo_y: number = ZERO_F64;
  box_lo_z: number = ZERO_F64;
  box_hi_x: number = ZERO_F64;
  box_hi_y: number = ZERO_F64;
  box_hi_z: number = ZERO_F64;
}

/** Puts a CompileSphere back into the zero state `new CompileSphere()` gives, in place. */
export function reset_CompileSphere(s: CompileSphere): void {
  s.index = 0;
  s.center_x = 0;
  s.center_y = 0;
  s.center_z = 0;
  s.radius = 0;
  s.box_x = 0;
  s.box_y = 0;
  s.box_z = 0;
  s.ledge = 0;
  s.left = 0;
  s.right = 0;
  s.box_lo_x = 0;
  s.box_lo_y = 0;
  s.box_lo_z = 0;
  s.box_hi_x = 0;
  s.box_hi_y = 0;
  s.box_hi_z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CompileSphere(dst: CompileSphere, src: CompileSphere): void {
  dst.index = src.index;
  dst.center_x = src.center_x;
  dst.center_y = src.center_y;
  dst.center_z = src.center_z;
  dst.radius = src.radius;
  dst.box_x = src.box_x;
  dst.box_y = src.box_y;
  dst.box_z = src.box_z;
  dst.ledge = src.ledge;
  dst.left = src.left;
  dst.right = src.right;
  dst.box_lo_x = src.box_lo_x;
  dst.box_lo_y = src.box_lo_y;
  dst.box_lo_z = src.box_lo_z;
  dst.box_hi_x = src.box_hi_x;
  dst.box_hi_y = src.box_hi_y;
  dst.box_hi_z = src.box_hi_z;
}

/**
 * 512 sphere records (rows) of the compile in typed storage: row j of block b is the sphere with
 * index 512·b + j + 1 (FUN_10038750 / FUN_10038c90's 0x40-byte records, D-COMPILE-4).
 */
export class SphereBlock {
  /** +0x08 f64 centre, three per row (x, y, z) */
  center: Float64Array = new Float64Array(1536);
  /** +0x28 f64 radius */
  radius: Float64Array = new Float64Array(512);
  /** +0x30 u8 box[3], three per row: half extents in units of radius·0.004 */
  box_size: Uint8Array = new Uint8Array(1536);
  /**
   * +0x34 the ledge (address); a leaf's ledge is redirected to its copy by allocate_and_copy; 0
   * for internal spheres (no root hull)
   */
  ledge: Uint32Array = new Uint32Array(512);
  /** +0x38 / +0x3c the children (rows), -1 = NULL (a leaf) */
  left: Int32Array = new Int32Array(512);
  right: Int32Array = new Int32Array(512);
  /**
   * the f32 box, six per row (lo x, y, z, hi x, y, z): a ledge sphere's member box
   * [(f32)(c - box·(0.004·r)), (f32)(c + box·(0.004·r))] (computed once; FUN_10038b40 recomputes
   * the same values each time), an internal sphere's union box (bmin, bmax)
   */
  box: Float32Array = new Float32Array(3072);
}

/** Puts a SphereBlock back into the zero state `new SphereBlock()` gives, in place. */
export function reset_SphereBlock(s: SphereBlock): void {
  s.center.fill(0);
  s.radius.fill(0);
  s.box_size.fill(0);
  s.ledge.fill(0);
  s.left.fill(0);
  s.right.fill(0);
  s.box.fill(0);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SphereBlock(dst: SphereBlock, src: SphereBlock): void {
  dst.center.set(src.center);
  dst.radius.set(src.radius);
  dst.box_size.set(src.box_size);
  dst.ledge.set(src.ledge);
  dst.left.set(src.left);
  dst.right.set(src.right);
  dst.box.set(src.box);
}

/**
 * The compile's working state (the builder's fields as far as FUN_100384b0 uses them), plus the
 * point-pool table and a count of guard splits so tests can see the guard fire. The sphere
 * records are rows of `blocks` (row i is the sphere with index i + 1; D-COMPILE-4).
 * A work record (D-COMPILE-5): compile_surface keeps one for every compile, and each compile
 * writes every field and row it reads first, so the blocks, lists and the point table are
 * reused instead of allocated (and zeroed) per compile.
 */
export class CompileState {
  /** the sphere records, 512 to a block, and how many there are */
  blocks: SphereBlock[] = [];
  n_spheres: number = 0;
  n_ledges: number = 0;
  /** the root sphere (row), -1 before build_tree */
  root: number = 0;
  /** how many splits the empty-side guard made (0 for every input the original can compile) */
  guard_splits: number = 0;
  /** the merged point pool: its address and number of points */
  pool: number = 0;
  n_pool: number = 0;
  /**
   * open-addressing table over the pool: entry = pool index + 1, 0 = empty; the first
   * hash_mask + 1 entries (a power of two) are in use; room for the largest pool (65,536 points)
   */
  hash: Int32Array = new Int32Array(131072);
  hash_mask: number = 0;
  /** write_tree's next node slot (address) */
  next_slot: number = 0;
  /**
   * the tree build's two working orders of sphere rows (each node's list is a range of one of
   * them; a split partitions it into the other, D-COMPILE-5), the per-position side bits of the
   * three axes, and a copy of the ledge spheres' centres (three per row) and f32 boxes (six per
   * row) that the splits read. The lists only grow: a compile writes what it reads first.
   */
  tree_a: number[] = [];
  tree_b: number[] = [];
  tree_side: number[] = [];
  tree_c: number[] = [];
  tree_bx: number[] = [];
  /**
   * the six side boxes of a split (axis k: low 2k, high 2k + 1), the axis split_range chose (-1
   * after a guard split) and a box scratch
   */
  split_boxes: CompileBox[] = Array.from({ length: 6 }, () => new CompileBox());
  split_axis: number = 0;
  box_scratch: CompileBox = new CompileBox();
  /** the three axes' low counts of the last split_classify3 */
  split_lows: Int32Array = new Int32Array(3);
  /**
   * split_classify3's eight octant boxes (octant = side bits; lo x, y, z, hi x, y, z) and member
   * counts (D-COMPILE-9)
   */
  oct_box: Float32Array = new Float32Array(48);
  oct_n: Int32Array = new Int32Array(8);
}

/** Puts a CompileState back into the zero state `new CompileState()` gives, in place. */
export function reset_CompileState(s: CompileState): void {
  s.blocks.length = 0;
  s.n_spheres = 0;
  s.n_ledges = 0;
  s.root = 0;
  s.guard_splits = 0;
  s.pool = 0;
  s.n_pool = 0;
  s.hash.fill(0);
  s.hash_mask = 0;
  s.next_slot = 0;
  s.tree_a.length = 0;
  s.tree_b.length = 0;
  s.tree_side.length = 0;
  s.tree_c.length = 0;
  s.tree_bx.length = 0;
  for (const x of s.split_boxes) reset_CompileBox(x);
  s.split_axis = 0;
  reset_CompileBox(s.box_scratch);
  s.split_lows.fill(0);
  s.oct_box.fill(0);
  s.oct_n.fill(0);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CompileState(dst: CompileState, src: CompileState): void {
  dst.blocks.length = src.blocks.length;
  for (let i = 0; i < src.blocks.length; i++) { if (dst.blocks[i] === undefined) dst.blocks[i] = new SphereBlock(); copy_SphereBlock(dst.blocks[i], src.blocks[i]); }
  dst.n_spheres = src.n_spheres;
  dst.n_ledges = src.n_ledges;
  dst.root = src.root;
  dst.guard_splits = src.guard_splits;
  dst.pool = src.pool;
  dst.n_pool = src.n_pool;
  dst.hash.set(src.hash);
  dst.hash_mask = src.hash_mask;
  dst.next_slot = src.next_slot;
  for (let i = 0; i < src.tree_a.length && i < dst.tree_a.length; i++) dst.tree_a[i] = src.tree_a[i];
  if (dst.tree_a.length > src.tree_a.length) dst.tree_a.length = src.tree_a.length;
  else for (let i = dst.tree_a.length; i < src.tree_a.length; i++) dst.tree_a.push(src.tree_a[i]);
  for (let i = 0; i < src.tree_b.length && i < dst.tree_b.length; i++) dst.tree_b[i] = src.tree_b[i];
  if (dst.tree_b.length > src.tree_b.length) dst.tree_b.length = src.tree_b.length;
  else for (let i = dst.tree_b.length; i < src.tree_b.length; i++) dst.tree_b.push(src.tree_b[i]);
  for (let i = 0; i < src.tree_side.length && i < dst.tree_side.length; i++) dst.tree_side[i] = src.tree_side[i];
  if (dst.tree_side.length > src.tree_side.length) dst.tree_side.length = src.tree_side.length;
  else for (let i = dst.tree_side.length; i < src.tree_side.length; i++) dst.tree_side.push(src.tree_side[i]);
  for (let i = 0; i < src.tree_c.length && i < dst.tree_c.length; i++) dst.tree_c[i] = src.tree_c[i];
  if (dst.tree_c.length > src.tree_c.length) dst.tree_c.length = src.tree_c.length;
  else for (let i = dst.tree_c.length; i < src.tree_c.length; i++) dst.tree_c.push(src.tree_c[i]);
  for (let i = 0; i < src.tree_bx.length && i < dst.tree_bx.length; i++) dst.tree_bx[i] = src.tree_bx[i];
  if (dst.tree_bx.length > src.tree_bx.length) dst.tree_bx.length = src.tree_bx.length;
  else for (let i = dst.tree_bx.length; i < src.tree_bx.length; i++) dst.tree_bx.push(src.tree_bx[i]);
  for (let i = 0; i < dst.split_boxes.length; i++) copy_CompileBox(dst.split_boxes[i], src.split_boxes[i]);
  dst.split_axis = src.split_axis;
  copy_CompileBox(dst.box_scratch, src.box_scratch);
  dst.split_lows.set(src.split_lows);
  dst.oct_box.set(src.oct_box);
  dst.oct_n.set(src.oct_n);
}

/** A box of the tree build: f32 bounds, empty at lo = 1e6f, hi = -1e6f (000 L610, L631). */
export class CompileBox {
  lo: Vec3 = new Vec3();
  hi: Vec3 = new Vec3();
}

/** Puts a CompileBox back into the zero state `new CompileBox()` gives, in place. */
export function reset_CompileBox(s: CompileBox): void {
  s.lo.x = 0; s.lo.y = 0; s.lo.z = 0;
  s.hi.x = 0; s.hi.y = 0; s.hi.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CompileBox(dst: CompileBox, src: CompileBox): void {
  dst.lo.x = src.lo.x; dst.lo.y = src.lo.y; dst.lo.z = src.lo.z;
  dst.hi.x = src.hi.x; dst.hi.y = src.hi.y; dst.hi.z = src.hi.z;
}

/**
 * Compile FUN_100384b0 with the default template (000 §1.6.4): null for 0 ledges; otherwise
 * spheres, tree, allocate and copy with the merged point pool, write tree, mass properties and,
 * for two or more ledges, the exact re-copy. `ledges` holds ledge addresses in insertion order.
 *
 * @source 000_b83935d7d7846899.txt §1.6.4 FUN_100384b0 (+FUN_10038490 defaults, FUN_100386b0 cleanup)
 * @unit G41
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:143
 */
export function compile_surface(mem: Memory, ledges: number[]): number {
  const st: CompileState = _r0; // @scratch: not zeroed per call
  return compile_surface_with(mem, st, ledges);
}

/**
 * compile_surface on a caller-supplied state (a fresh `new CompileState()`), so tests can read
 * the spheres and the guard count afterwards.
 *
 * @source 000_b83935d7d7846899.txt §1.6.4 FUN_100384b0
 * @unit G41
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:152
 */
export function compile_surface_with(mem: Memory, st: CompileState, ledges: number[]): number {
  const n: number = ledges.length;
  if (n === 0) {
    return 0;
  }
  for (let i = 0; i < n; i++) {
    if (ledges[i] === 0) assertFail("spec/ivp/geometry/compile.spec:158", "compile: ledge {} is null", [i]);
    const l: number = ledges[i];
    if (!(mem.i16[(l + Ledge.n_triangles) >>> 1] > 0)) assertFail("spec/ivp/geometry/compile.spec:160", "compile: ledge {} has no triangles", [i]);
  }
  compile_spheres_clear(st);
  st.n_ledges = n;
  st.root = -1;
  st.guard_splits = 0;
  ledges_to_spheres(mem, st, ledges);
  build_tree(st);
  // t[0] == 0: the root hull (FUN_100385e0, G46) is skipped (000 L578)
  const cs: number = allocate_and_copy(mem, st, ledges);
  write_tree(mem, st, cs);
  surface_mass_properties(mem, cs);
  // cleanup FUN_100386b0 frees the sphere records: the state is the caller's and is left as is
  if (n > 1) {
    // n_spheres > 1 && t[2] == 0 && t[3] == 1 (000 L583): an exact block, the same bytes
    return surface_exact_copy(mem, cs);
  }
  return cs;
}

/**
 * The final re-copy (000 L584): a FUN_10020100(byte_size, 16) block holding the same bytes. Every
 * offset inside a compact surface is relative, so the copy is the same surface.
 *
 * @source 000_b83935d7d7846899.txt §1.6.4 FUN_100384b0 (re-copy into FUN_10020100(byte_size, 16))
 * @unit G41
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:184
 */
export function surface_exact_copy(mem: Memory, cs: number): number {
  const nbytes: number = mem.u32[(cs + CompactSurface.byte_size) >>> 2] >>> 8;
  if ((nbytes & 3) !== 0) assertFail("spec/ivp/geometry/compile.spec:186", "compile: byte_size is not a multiple of 4");
  const out_: number = mem.alloc(nbytes >>> 0, 16);
  compile_copy_words(mem, cs, out_, nbytes);
  return out_;
}

/**
 * Copies `bytes` bytes (a multiple of 4) as aligned u32 words, in one call (the runs never overlap).
 *
 * @design Byte copy of the original's memcpy, in aligned u32 words (every block copied here is a multiple of 4 bytes); copy_words copies the run in one call instead of a loop of loads and stores (D-COMPILE-6).
 * @unit G41, G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:195
 */
export function compile_copy_words(mem: Memory, src: number, dst: number, bytes: number): void {
  mem.copyWords(dst, src, (bytes / 4) >>> 0);
}

/**
 * Empties the state's sphere records (the blocks stay, to be reused row by row).
 *
 * @design D-COMPILE-4/5: the sphere records are rows of typed blocks; no row is in use after this, and compile_sphere_new writes every field of a row it hands out, so the blocks of an earlier compile are reused instead of allocated.
 * @unit G42, G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:204
 */
export function compile_spheres_clear(st: CompileState): void {
  st.n_spheres = 0;
}

/**
 * How many sphere records the state holds.
 *
 * @design D-COMPILE-4: the rows in use.
 * @unit G42, G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:211
 */
export function compile_sphere_count(st: CompileState): number {
  return st.n_spheres;
}

/**
 * A new zeroed sphere record (a new row, no ledge, no children) appended to the state; returns
 * its row. Its index (+0x00) is row + 1.
 *
 * @design The original allocates 0x40-byte sphere records; here each is a row of a typed block of 512 (D-COMPILE-4), a new block when every block is in use (D-COMPILE-5: the blocks of an earlier compile are reused), every field of the row zeroed, named by its row.
 * @unit G42, G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:219
 */
export function compile_sphere_new(st: CompileState): number {
  const si: number = st.n_spheres;
  if ((si >> 9) === st.blocks.length) {
    st.blocks.push(new SphereBlock());
  }
  const b: SphereBlock = st.blocks[si >> 9];
  const j: number = si & 511;
  b.center[Math.imul(3, j)] = 0;
  b.center[(Math.imul(3, j) + 1) | 0] = 0;
  b.center[(Math.imul(3, j) + 2) | 0] = 0;
  b.radius[j] = 0;
  b.box_size[Math.imul(3, j)] = 0;
  b.box_size[(Math.imul(3, j) + 1) | 0] = 0;
  b.box_size[(Math.imul(3, j) + 2) | 0] = 0;
  b.ledge[j] = 0;
  b.left[j] = -1;
  b.right[j] = -1;
  for (let k = 0; k < 6; k++) {
    b.box[(Math.imul(6, j) + k) | 0] = 0;
  }
  st.n_spheres = (si + 1) | 0;
  return si;
}

/**
 * Sphere row si read out as a record (index = si + 1).
 *
 * @design D-COMPILE-4: the tests read a sphere record whole; the compile itself reads the blocks.
 * @unit G42, G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:246
 */
export function compile_sphere_get(st: CompileState, si: number, s: CompileSphere): void {
  const b: SphereBlock = st.blocks[si >> 9];
  const j: number = si & 511;
  s.index = (si + 1) | 0;
  s.center_x = b.center[Math.imul(3, j)];
  s.center_y = b.center[(Math.imul(3, j) + 1) | 0];
  s.center_z = b.center[(Math.imul(3, j) + 2) | 0];
  s.radius = b.radius[j];
  s.box_x = b.box_size[Math.imul(3, j)];
  s.box_y = b.box_size[(Math.imul(3, j) + 1) | 0];
  s.box_z = b.box_size[(Math.imul(3, j) + 2) | 0];
  s.ledge = b.ledge[j];
  s.left = b.left[j];
  s.right = b.right[j];
  s.box_lo_x = b.box[Math.imul(6, j)];
  s.box_lo_y = b.box[(Math.imul(6, j) + 1) | 0];
  s.box_lo_z = b.box[(Math.imul(6, j) + 2) | 0];
  s.box_hi_x = b.box[(Math.imul(6, j) + 3) | 0];
  s.box_hi_y = b.box[(Math.imul(6, j) + 4) | 0];
  s.box_hi_z = b.box[(Math.imul(6, j) + 5) | 0];
}

/**
 * The centre of sphere row si on axis k (0, 1, 2).
 *
 * @design D-COMPILE-4: a row's field in its block.
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:271
 */
export function sph_center(st: CompileState, si: number, k: number): number {
  return st.blocks[si >> 9].center[(Math.imul(3, si & 511) + k) | 0];
}

/**
 * Component k (0..5: lo x, y, z, hi x, y, z) of sphere row si's f32 box.
 *
 * @design D-COMPILE-4: a row's field in its block.
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:278
 */
export function sph_box(st: CompileState, si: number, k: number): number {
  return st.blocks[si >> 9].box[(Math.imul(6, si & 511) + k) | 0];
}

/**
 * The ledge (address) of sphere row si.
 *
 * @design D-COMPILE-4: a row's field in its block.
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:285
 */
export function sph_ledge(st: CompileState, si: number): number {
  return st.blocks[si >> 9].ledge[si & 511];
}

/**
 * Sets the ledge (address) of sphere row si.
 *
 * @design D-COMPILE-4: a row's field in its block.
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:292
 */
export function sph_set_ledge(st: CompileState, si: number, ledge: number): void {
  st.blocks[si >> 9].ledge[si & 511] = ledge;
}

/**
 * Sets the children of sphere row si.
 *
 * @design D-COMPILE-4: a row's fields in its block.
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:299
 */
export function sph_set_children(st: CompileState, si: number, left: number, right: number): void {
  const b: SphereBlock = st.blocks[si >> 9];
  b.left[si & 511] = left;
  b.right[si & 511] = right;
}

/**
 * ledges_to_spheres FUN_10038750 (000 §1.6.5 L589-605): one sphere per ledge in insertion order.
 * (min, max) = FUN_100202e0 (f32 widened to f64); centre = FUN_1000dc40(max, min, 0.5);
 * radius = sqrt(|max - centre|²) (f64); box[k] = (u8)((i32)((max_k - c_k) / (radius·0.004)) + 1),
 * the quotient in extended precision and truncated. The member box of the tree build is kept too.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038750
 * @unit G42
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:311
 */
export function ledges_to_spheres(mem: Memory, st: CompileState, ledges: number[]): void {
  for (let i = 0; i < ledges.length; i++) {
    const l: number = ledges[i];
    let mn_x = 0, mn_y = 0, mn_z = 0;
    let mx_x = 0, mx_y = 0, mx_z = 0;
    ledge_aabb(mem, l, _s1, _s2);
    mn_x = _s1.x; mn_y = _s1.y; mn_z = _s1.z;
    mx_x = _s2.x; mx_y = _s2.y; mx_z = _s2.z;
    // FUN_1000dc40(max, min, 0.5) = max·0.5 + min·0.5, stored f64
    vec_lerp(mx_x, mx_y, mx_z, mn_x, mn_y, mn_z, 0.5, _s3);
    const c_x = _s3.x, c_y = _s3.y, c_z = _s3.z;
    const d_x = mx_x - c_x, d_y = mx_y - c_y, d_z = mx_z - c_z;
    const r: number = Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
    const si: number = compile_sphere_new(st);
    const b: SphereBlock = st.blocks[si >> 9];
    const j: number = si & 511;
    b.center[Math.imul(3, j)] = c_x;
    b.center[(Math.imul(3, j) + 1) | 0] = c_y;
    b.center[(Math.imul(3, j) + 2) | 0] = c_z;
    b.radius[j] = r;
    b.ledge[j] = ledges[i];
    // the quotient is extended (ext / (radius·0.004)), truncated toward zero, + 1, low byte kept
    b.box_size[Math.imul(3, j)] = (((Math.trunc((mx_x - c_x) / (r * COMPILE_BOX_QUANTUM)) | 0) + 1) | 0) & 0xff;
    b.box_size[(Math.imul(3, j) + 1) | 0] = (((Math.trunc((mx_y - c_y) / (r * COMPILE_BOX_QUANTUM)) | 0) + 1) | 0) & 0xff;
    b.box_size[(Math.imul(3, j) + 2) | 0] = (((Math.trunc((mx_z - c_z) / (r * COMPILE_BOX_QUANTUM)) | 0) + 1) | 0) & 0xff;
    compile_member_box(st, si);
  }
}

/**
 * The member box of a ledge sphere as FUN_10038b40 forms it (000 L611):
 * [(f32)(c_k - box_k·(0.004·r)), (f32)(c_k + box_k·(0.004·r))], each bound rounded once to f32.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038b40 (member box)
 * @unit G43
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:341
 */
export function compile_member_box(st: CompileState, si: number): void {
  const b: SphereBlock = st.blocks[si >> 9];
  const j: number = si & 511;
  const r: number = b.radius[j];
  const hx: number = b.box_size[Math.imul(3, j)] * (COMPILE_BOX_QUANTUM * r);
  const hy: number = b.box_size[(Math.imul(3, j) + 1) | 0] * (COMPILE_BOX_QUANTUM * r);
  const hz: number = b.box_size[(Math.imul(3, j) + 2) | 0] * (COMPILE_BOX_QUANTUM * r);
  b.box[Math.imul(6, j)] = Math.fround(b.center[Math.imul(3, j)] - hx);
  b.box[(Math.imul(6, j) + 1) | 0] = Math.fround(b.center[(Math.imul(3, j) + 1) | 0] - hy);
  b.box[(Math.imul(6, j) + 2) | 0] = Math.fround(b.center[(Math.imul(3, j) + 2) | 0] - hz);
  b.box[(Math.imul(6, j) + 3) | 0] = Math.fround(b.center[Math.imul(3, j)] + hx);
  b.box[(Math.imul(6, j) + 4) | 0] = Math.fround(b.center[(Math.imul(3, j) + 1) | 0] + hy);
  b.box[(Math.imul(6, j) + 5) | 0] = Math.fround(b.center[(Math.imul(3, j) + 2) | 0] + hz);
}

/**
 * build_tree FUN_10038a70 (000 §1.6.5): the top-down build over all ledge spheres in list order.
 * The lists of the recursion are ranges of two working orders (`tree_a`, `tree_b`): a split
 * partitions its range of one stably into the same range of the other, so each node's list is
 * exactly the list the original builds, with no list allocated per node (D-COMPILE-4, D-COMPILE-5).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038a70
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:364
 */
export function build_tree(st: CompileState): void {
  const n: number = st.n_ledges;
  build_tree_rows(st, n);
  let bmin_x = 0, bmin_y = 0, bmin_z = 0;
  let bmax_x = 0, bmax_y = 0, bmax_z = 0;
  tree_list_box(st, st.tree_a, 0, n, _s4, _s5);
  bmin_x = _s4.x; bmin_y = _s4.y; bmin_z = _s4.z;
  bmax_x = _s5.x; bmax_y = _s5.y; bmax_z = _s5.z;
  st.root = build_tree_range(st, 0, n, bmin_x, bmin_y, bmin_z, bmax_x, bmax_y, bmax_z, st.tree_a, st.tree_b);
}

/**
 * The tree build's working order and copies for the ledge spheres 0..n-1: tree_a = 0..n-1 (list
 * order), the centres into tree_c and the member boxes into tree_bx by row (D-COMPILE-5).
 *
 * @design D-COMPILE-5: the recursion's lists are ranges of working orders of rows, and the splits read flat copies of the ledge spheres' centres and boxes by row; the lists only grow.
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:377
 */
export function build_tree_rows(st: CompileState, n: number): void {
  // the lists grow to n rows and never shrink (D-COMPILE-5)
  while (st.tree_a.length < n) {
    st.tree_a.push(0);
    st.tree_b.push(0);
    st.tree_side.push(0);
  }
  while (st.tree_c.length < Math.imul(3, n)) {
    st.tree_c.push(0);
  }
  while (st.tree_bx.length < Math.imul(6, n)) {
    st.tree_bx.push(0);
  }
  for (let i = 0; i < n; i++) {
    st.tree_a[i] = i;
    const b: SphereBlock = st.blocks[i >> 9];
    const j: number = i & 511;
    st.tree_c[Math.imul(3, i)] = b.center[Math.imul(3, j)];
    st.tree_c[(Math.imul(3, i) + 1) | 0] = b.center[(Math.imul(3, j) + 1) | 0];
    st.tree_c[(Math.imul(3, i) + 2) | 0] = b.center[(Math.imul(3, j) + 2) | 0];
    for (let k = 0; k < 6; k++) {
      st.tree_bx[(Math.imul(6, i) + k) | 0] = b.box[(Math.imul(6, j) + k) | 0];
    }
  }
}

/**
 * The union of the member boxes of list[a..b) (FUN_10038b40), in list order, from the tree
 * build's copy of the boxes: as range_box over the same rows.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038b40
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:407
 */
export function tree_list_box(st: CompileState, list: number[], a: number, b: number, lo: Vec3, hi: Vec3): void {
  let l_x = COMPILE_BOX_INIT, l_y = COMPILE_BOX_INIT, l_z = COMPILE_BOX_INIT;
  let h_x = -COMPILE_BOX_INIT, h_y = -COMPILE_BOX_INIT, h_z = -COMPILE_BOX_INIT;
  for (let p = a; p < b; p++) {
    const q: number = Math.imul(6, list[p]);
    if (st.tree_bx[q] < l_x) {
      l_x = st.tree_bx[q];
    }
    if (st.tree_bx[(q + 1) | 0] < l_y) {
      l_y = st.tree_bx[(q + 1) | 0];
    }
    if (st.tree_bx[(q + 2) | 0] < l_z) {
      l_z = st.tree_bx[(q + 2) | 0];
    }
    if (st.tree_bx[(q + 3) | 0] > h_x) {
      h_x = st.tree_bx[(q + 3) | 0];
    }
    if (st.tree_bx[(q + 4) | 0] > h_y) {
      h_y = st.tree_bx[(q + 4) | 0];
    }
    if (st.tree_bx[(q + 5) | 0] > h_z) {
      h_z = st.tree_bx[(q + 5) | 0];
    }
  }
  lo.x = l_x;
  lo.y = l_y;
  lo.z = l_z;
  hi.x = h_x;
  hi.y = h_y;
  hi.z = h_z;
}

/**
 * build(list) FUN_10038c90 (000 §1.6.5 L607-633), recursive, over the list src[a..b) whose
 * union box (FUN_10038b40) is [bmin, bmax]: a single sphere is its own leaf; otherwise a new
 * internal sphere over the union box; two spheres become its children in list order; more are
 * split by split_range (into dst[a..b), where the children's lists are) and built left first,
 * then right.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:442
 */
export function build_tree_range(st: CompileState, a: number, b: number, bmin_x: number, bmin_y: number, bmin_z: number, bmax_x: number, bmax_y: number, bmax_z: number, src: number[], dst: number[]): number {
  const n: number = (b - a) | 0;
  if (!(n >= 1)) assertFail("spec/ivp/geometry/compile.spec:444", "compile: tree build on an empty sphere list");
  if (n === 1) {
    return src[a];
  }
  const node: number = tree_internal_sphere_of_box(st, bmin_x, bmin_y, bmin_z, bmax_x, bmax_y, bmax_z);
  if (n === 2) {
    sph_set_children(st, node, src[a], src[(a + 1) | 0]);
    return node;
  }
  const m: number = split_range(st, node, a, b, src, dst);
  // the sides' union boxes: the chosen axis's split boxes, which grew by each side's members in
  // list order with FUN_10038b40's compares, as range_box over the side would (D-COMPILE-4);
  // after a guard split the sides differ from the axis's, so tree_list_box forms them
  let llo_x = 0, llo_y = 0, llo_z = 0;
  let lhi_x = 0, lhi_y = 0, lhi_z = 0;
  let rlo_x = 0, rlo_y = 0, rlo_z = 0;
  let rhi_x = 0, rhi_y = 0, rhi_z = 0;
  if (st.split_axis >= 0) {
    llo_x = st.split_boxes[Math.imul(2, st.split_axis)].lo.x;
    llo_y = st.split_boxes[Math.imul(2, st.split_axis)].lo.y;
    llo_z = st.split_boxes[Math.imul(2, st.split_axis)].lo.z;
    lhi_x = st.split_boxes[Math.imul(2, st.split_axis)].hi.x;
    lhi_y = st.split_boxes[Math.imul(2, st.split_axis)].hi.y;
    lhi_z = st.split_boxes[Math.imul(2, st.split_axis)].hi.z;
    rlo_x = st.split_boxes[(Math.imul(2, st.split_axis) + 1) | 0].lo.x;
    rlo_y = st.split_boxes[(Math.imul(2, st.split_axis) + 1) | 0].lo.y;
    rlo_z = st.split_boxes[(Math.imul(2, st.split_axis) + 1) | 0].lo.z;
    rhi_x = st.split_boxes[(Math.imul(2, st.split_axis) + 1) | 0].hi.x;
    rhi_y = st.split_boxes[(Math.imul(2, st.split_axis) + 1) | 0].hi.y;
    rhi_z = st.split_boxes[(Math.imul(2, st.split_axis) + 1) | 0].hi.z;
  } else {
    tree_list_box(st, dst, a, m, _s6, _s7);
    llo_x = _s6.x; llo_y = _s6.y; llo_z = _s6.z;
    lhi_x = _s7.x; lhi_y = _s7.y; lhi_z = _s7.z;
    tree_list_box(st, dst, m, b, _s8, _s9);
    rlo_x = _s8.x; rlo_y = _s8.y; rlo_z = _s8.z;
    rhi_x = _s9.x; rhi_y = _s9.y; rhi_z = _s9.z;
  }
  const left: number = build_tree_range(st, a, m, llo_x, llo_y, llo_z, lhi_x, lhi_y, lhi_z, dst, src);
  const right: number = build_tree_range(st, m, b, rlo_x, rlo_y, rlo_z, rhi_x, rhi_y, rhi_z, dst, src);
  sph_set_children(st, node, left, right);
  return node;
}

/**
 * Empties a box: lo = 1e6f, hi = -1e6f (FUN_10038b40's start).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038b40 (start values)
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:485
 */
export function compile_box_reset(bx: CompileBox): void {
  bx.lo.x = COMPILE_BOX_INIT;
  bx.lo.y = COMPILE_BOX_INIT;
  bx.lo.z = COMPILE_BOX_INIT;
  bx.hi.x = -COMPILE_BOX_INIT;
  bx.hi.y = -COMPILE_BOX_INIT;
  bx.hi.z = -COMPILE_BOX_INIT;
}

/**
 * Grows a box by sphere si's box (sph_box), per component with strict < and >
 * (FUN_10038b40's compares: of equal bounds the first one met stays, which only ±0 can tell
 * apart).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038b40 (union)
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:495
 */
export function compile_box_add(bx: CompileBox, st: CompileState, si: number): void {
  const b: SphereBlock = st.blocks[si >> 9];
  const k: number = Math.imul(6, si & 511);
  if (b.box[k] < bx.lo.x) {
    bx.lo.x = b.box[k];
  }
  if (b.box[(k + 1) | 0] < bx.lo.y) {
    bx.lo.y = b.box[(k + 1) | 0];
  }
  if (b.box[(k + 2) | 0] < bx.lo.z) {
    bx.lo.z = b.box[(k + 2) | 0];
  }
  if (b.box[(k + 3) | 0] > bx.hi.x) {
    bx.hi.x = b.box[(k + 3) | 0];
  }
  if (b.box[(k + 4) | 0] > bx.hi.y) {
    bx.hi.y = b.box[(k + 4) | 0];
  }
  if (b.box[(k + 5) | 0] > bx.hi.z) {
    bx.hi.z = b.box[(k + 5) | 0];
  }
}

/**
 * vol(box) (000 L631): |dx|·|dy|·|dz|, the differences and the product stored f32.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (cost volume)
 * @unit G43
 * @float x87
 * @precision 5 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:521
 */
export function compile_box_volume(bx: CompileBox): number {
  const d_x = Math.fround(bx.hi.x - bx.lo.x), d_y = Math.fround(bx.hi.y - bx.lo.y), d_z = Math.fround(bx.hi.z - bx.lo.z);
  return Math.fround(Math.abs(d_x) * Math.abs(d_y) * Math.abs(d_z));
}

/**
 * The union of the member boxes of list[a..b) (FUN_10038b40), in list order.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038b40
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:529
 */
export function range_box(st: CompileState, list: number[], a: number, b: number, lo: Vec3, hi: Vec3): void {
  const bx: CompileBox = st.box_scratch;
  compile_box_reset(bx);
  for (let j = a; j < b; j++) {
    compile_box_add(bx, st, list[j]);
  }
  lo.x = bx.lo.x;
  lo.y = bx.lo.y;
  lo.z = bx.lo.z;
  hi.x = bx.hi.x;
  hi.y = bx.hi.y;
  hi.z = bx.hi.z;
}

/**
 * The union of the member boxes of `list` (FUN_10038b40): f32, starting from lo = 1e6f and
 * hi = -1e6f, so an empty list gives lo = 1e6f, hi = -1e6f (000 L610, L631).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038b40
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:543
 */
export function list_box(st: CompileState, list: number[], lo: Vec3, hi: Vec3): void {
  range_box(st, list, 0, list.length, lo, hi);
}

/**
 * vol(AABB_boxes(list)) (000 L631): |dx|·|dy|·|dz| of the union box, the differences and the
 * product stored f32. An empty list gives (2e6)³ rounded to f32.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (cost volume)
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:551
 */
export function list_volume(st: CompileState, list: number[]): number {
  const bx: CompileBox = st.box_scratch;
  compile_box_reset(bx);
  for (let j = 0; j < list.length; j++) {
    compile_box_add(bx, st, list[j]);
  }
  return compile_box_volume(bx);
}

/**
 * A new internal sphere over `list` (000 L610-615), see tree_internal_sphere_of_box.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (node sphere)
 * @unit G43, X13
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:563
 */
export function tree_internal_sphere(st: CompileState, list: number[]): number {
  let bmin_x = 0, bmin_y = 0, bmin_z = 0;
  let bmax_x = 0, bmax_y = 0, bmax_z = 0;
  list_box(st, list, _s10, _s11);
  bmin_x = _s10.x; bmin_y = _s10.y; bmin_z = _s10.z;
  bmax_x = _s11.x; bmax_y = _s11.y; bmax_z = _s11.z;
  return tree_internal_sphere_of_box(st, bmin_x, bmin_y, bmin_z, bmax_x, bmax_y, bmax_z);
}

/**
 * A new internal sphere over the union box [bmin, bmax] of its list (000 L610-615):
 * centre = 0.5·bmin + 0.5·bmax in f64 (FUN_1000dcb0); radius = |(f32)(bmax - (f32)centre)| with
 * per-component f32 differences and the length extended (stored f64);
 * box[k] = (u8)((i32)((bmax_k - centre_k) / (0.004·radius)) + 1).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (node sphere)
 * @unit G43, X13
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:576
 */
export function tree_internal_sphere_of_box(st: CompileState, bmin_x: number, bmin_y: number, bmin_z: number, bmax_x: number, bmax_y: number, bmax_z: number): number {
  const si: number = compile_sphere_new(st);
  const b: SphereBlock = st.blocks[si >> 9];
  const j: number = si & 511;
  b.box[Math.imul(6, j)] = bmin_x;
  b.box[(Math.imul(6, j) + 1) | 0] = bmin_y;
  b.box[(Math.imul(6, j) + 2) | 0] = bmin_z;
  b.box[(Math.imul(6, j) + 3) | 0] = bmax_x;
  b.box[(Math.imul(6, j) + 4) | 0] = bmax_y;
  b.box[(Math.imul(6, j) + 5) | 0] = bmax_z;
  vec_mid_f32(bmin_x, bmin_y, bmin_z, bmax_x, bmax_y, bmax_z, _s12);
  const c_x = _s12.x, c_y = _s12.y, c_z = _s12.z;
  b.center[Math.imul(3, j)] = c_x;
  b.center[(Math.imul(3, j) + 1) | 0] = c_y;
  b.center[(Math.imul(3, j) + 2) | 0] = c_z;
  // (f32)centre, then the per-component f32 difference bmax - (f32)centre
  const cf_x = Math.fround(c_x), cf_y = Math.fround(c_y), cf_z = Math.fround(c_z);
  const d_x = Math.fround(bmax_x - cf_x), d_y = Math.fround(bmax_y - cf_y), d_z = Math.fround(bmax_z - cf_z);
  const r: number = Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
  b.radius[j] = r;
  b.box_size[Math.imul(3, j)] = (((Math.trunc((bmax_x - c_x) / (COMPILE_BOX_QUANTUM * r)) | 0) + 1) | 0) & 0xff;
  b.box_size[(Math.imul(3, j) + 1) | 0] = (((Math.trunc((bmax_y - c_y) / (COMPILE_BOX_QUANTUM * r)) | 0) + 1) | 0) & 0xff;
  b.box_size[(Math.imul(3, j) + 2) | 0] = (((Math.trunc((bmax_z - c_z) / (COMPILE_BOX_QUANTUM * r)) | 0) + 1) | 0) & 0xff;
  return si;
}

/**
 * One axis of the split (000 L619-630) over list[a..b): split = bmin_k + ext_k·0.5,
 * eps = (f64)1e-6f; in list order a centre below split - eps goes low, above split + eps goes
 * high; a centre inside the band goes opposite to its neighbour (the next sphere, or the previous
 * one for the last), and when the neighbour is inside the band too, alternately low, high, …
 * starting low (toggle = 1). Sets bit `bit` of side[j] for a high sphere (clears it for a low
 * one), grows `blo` / `bhi` by each low / high member box in list order, and returns how many
 * went low.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (split band, neighbour rule, toggle)
 * @unit G43
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:610
 */
export function split_classify(st: CompileState, list: number[], a: number, b: number, k: number, bmin_k: number, ext_k: number, side: number[], bit: number, blo: CompileBox, bhi: CompileBox): number {
  const split: number = bmin_k + ext_k * 0.5;
  // 0x100637e0: (f64)1e-6f
  const eps: number = 9.999999974752427e-7 /* 1e-6f */;
  let toggle: number = 1;
  let lows: number = 0;
  // the two side boxes grow in locals (FUN_10038b40's start values and strict compares, as
  // compile_box_add), stored into blo / bhi at the end
  let llo_x = COMPILE_BOX_INIT, llo_y = COMPILE_BOX_INIT, llo_z = COMPILE_BOX_INIT;
  let lhi_x = -COMPILE_BOX_INIT, lhi_y = -COMPILE_BOX_INIT, lhi_z = -COMPILE_BOX_INIT;
  let hlo_x = COMPILE_BOX_INIT, hlo_y = COMPILE_BOX_INIT, hlo_z = COMPILE_BOX_INIT;
  let hhi_x = -COMPILE_BOX_INIT, hhi_y = -COMPILE_BOX_INIT, hhi_z = -COMPILE_BOX_INIT;
  for (let j = a; j < b; j++) {
    const si: number = list[j];
    const bl: SphereBlock = st.blocks[si >> 9];
    const r: number = si & 511;
    const c: number = bl.center[(Math.imul(3, r) + k) | 0];
    let high: boolean = false;
    if (c < split - eps) {
      high = false;
    } else if (c > split + eps) {
      high = true;
    } else {
      let nb: number = 0;
      if (j < ((b - 1) | 0)) {
        nb = sph_center(st, list[(j + 1) | 0], k);
      } else {
        nb = sph_center(st, list[(j - 1) | 0], k);
      }
      if (nb < split - eps) {
        high = true;
      } else if (nb > split + eps) {
        high = false;
      } else if (toggle === 1) {
        high = false;
        toggle = 0;
      } else {
        high = true;
        toggle = 1;
      }
    }
    const q: number = Math.imul(6, r);
    if (high) {
      side[j] = side[j] | bit;
      if (bl.box[q] < hlo_x) {
        hlo_x = bl.box[q];
      }
      if (bl.box[(q + 1) | 0] < hlo_y) {
        hlo_y = bl.box[(q + 1) | 0];
      }
      if (bl.box[(q + 2) | 0] < hlo_z) {
        hlo_z = bl.box[(q + 2) | 0];
      }
      if (bl.box[(q + 3) | 0] > hhi_x) {
        hhi_x = bl.box[(q + 3) | 0];
      }
      if (bl.box[(q + 4) | 0] > hhi_y) {
        hhi_y = bl.box[(q + 4) | 0];
      }
      if (bl.box[(q + 5) | 0] > hhi_z) {
        hhi_z = bl.box[(q + 5) | 0];
      }
    } else {
      side[j] = side[j] & ~bit;
      if (bl.box[q] < llo_x) {
        llo_x = bl.box[q];
      }
      if (bl.box[(q + 1) | 0] < llo_y) {
        llo_y = bl.box[(q + 1) | 0];
      }
      if (bl.box[(q + 2) | 0] < llo_z) {
        llo_z = bl.box[(q + 2) | 0];
      }
      if (bl.box[(q + 3) | 0] > lhi_x) {
        lhi_x = bl.box[(q + 3) | 0];
      }
      if (bl.box[(q + 4) | 0] > lhi_y) {
        lhi_y = bl.box[(q + 4) | 0];
      }
      if (bl.box[(q + 5) | 0] > lhi_z) {
        lhi_z = bl.box[(q + 5) | 0];
      }
      lows = (lows + 1) | 0;
    }
  }
  blo.lo.x = llo_x;
  blo.lo.y = llo_y;
  blo.lo.z = llo_z;
  blo.hi.x = lhi_x;
  blo.hi.y = lhi_y;
  blo.hi.z = lhi_z;
  bhi.lo.x = hlo_x;
  bhi.lo.y = hlo_y;
  bhi.lo.z = hlo_z;
  bhi.hi.x = hhi_x;
  bhi.hi.y = hhi_y;
  bhi.hi.z = hhi_z;
  return lows;
}

/**
 * One axis of the split (000 L619-630) of a whole list into `low` and `high` (appended in list
 * order): split_classify over the list.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (split band, neighbour rule, toggle)
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:706
 */
export function split_by_axis(st: CompileState, list: number[], k: number, bmin_k: number, ext_k: number, low: number[], high: number[]): void {
  const n: number = list.length;
  const side: number[] = [];
  for (let j = 0; j < n; j++) {
    side.push(0);
  }
  const blo: CompileBox = _r13;
  reset_CompileBox(blo);
  const bhi: CompileBox = _r14;
  reset_CompileBox(bhi);
  split_classify(st, list, 0, n, k, bmin_k, ext_k, side, 1, blo, bhi);
  for (let j_1 = 0; j_1 < n; j_1++) {
    if (side[j_1] === 0) {
      low.push(list[j_1]);
    } else {
      high.push(list[j_1]);
    }
  }
}

/**
 * k* = (cost1 <= cost0) ? (cost1 < cost2 ? 1 : 2) : (cost0 < cost2 ? 0 : 2), exactly as 000 L632
 * writes it: cost1 == cost0 picks 1 (then 2 on cost1 == cost2); cost0 == cost2 picks 2.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (axis choice)
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:728
 */
export function choose_split_axis(cost0: number, cost1: number, cost2: number): number {
  if (cost1 <= cost0) {
    if (cost1 < cost2) {
      return 1;
    }
    return 2;
  }
  if (cost0 < cost2) {
    return 0;
  }
  return 2;
}

/**
 * The three axes of the split (000 L619-630) over src[a..b) in one pass: for axis k, exactly
 * split_classify over the rows of src[a..b) with bit 1 << k into boxes[2k] and boxes[2k + 1],
 * with bmin_k and ext_k = bmax_k - bmin_k (f64) of the node's box, each axis with its
 * own band, neighbour rule and toggle, its side boxes grown in list order with FUN_10038b40's strict
 * compares; each member's centre and box are read once for the three axes (D-COMPILE-5). Writes
 * the side bits of every position (bit k: high on axis k), the six side boxes and the three low
 * counts (split_lows). The reference form of the split: split_classify3 gives the same bits, boxes
 * and counts for every list, and calls this one for short lists and for the boxes it cannot
 * order-merge (D-COMPILE-9).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (split band, neighbour rule, toggle; the three axes)
 * @unit G43
 * @float x87
 * @precision 15 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:752
 */
export function split_classify3_in_order(st: CompileState, node: number, a: number, b: number, src: number[]): void {
  const nb_: SphereBlock = st.blocks[node >> 9];
  const nq: number = Math.imul(6, node & 511);
  // split_k = bmin_k + ext_k·0.5 with ext_k = bmax_k - bmin_k stored f64; eps = (f64)1e-6f
  // (0x100637e0); the band's bounds split_k ∓ eps stay extended, as split_classify compares them
  const ext0: number = nb_.box[(nq + 3) | 0] - nb_.box[nq];
  const ext1: number = nb_.box[(nq + 4) | 0] - nb_.box[(nq + 1) | 0];
  const ext2: number = nb_.box[(nq + 5) | 0] - nb_.box[(nq + 2) | 0];
  const bmin0: number = nb_.box[nq];
  const bmin1: number = nb_.box[(nq + 1) | 0];
  const bmin2: number = nb_.box[(nq + 2) | 0];
  const split0: number = bmin0 + ext0 * 0.5;
  const split1: number = bmin1 + ext1 * 0.5;
  const split2: number = bmin2 + ext2 * 0.5;
  const eps: number = 9.999999974752427e-7 /* 1e-6f */;
  const lo0: number = split0 - eps;
  const hi0: number = split0 + eps;
  const lo1: number = split1 - eps;
  const hi1: number = split1 + eps;
  const lo2: number = split2 - eps;
  const hi2: number = split2 + eps;
  let toggle0: number = 1;
  let toggle1: number = 1;
  let toggle2: number = 1;
  let lows0: number = 0;
  let lows1: number = 0;
  let lows2: number = 0;
  // the six side boxes (axis k low, axis k high) grow in locals from FUN_10038b40's start values
  let l0lo_x = COMPILE_BOX_INIT, l0lo_y = COMPILE_BOX_INIT, l0lo_z = COMPILE_BOX_INIT;
  let l0hi_x = -COMPILE_BOX_INIT, l0hi_y = -COMPILE_BOX_INIT, l0hi_z = -COMPILE_BOX_INIT;
  let h0lo_x = COMPILE_BOX_INIT, h0lo_y = COMPILE_BOX_INIT, h0lo_z = COMPILE_BOX_INIT;
  let h0hi_x = -COMPILE_BOX_INIT, h0hi_y = -COMPILE_BOX_INIT, h0hi_z = -COMPILE_BOX_INIT;
  let l1lo_x = COMPILE_BOX_INIT, l1lo_y = COMPILE_BOX_INIT, l1lo_z = COMPILE_BOX_INIT;
  let l1hi_x = -COMPILE_BOX_INIT, l1hi_y = -COMPILE_BOX_INIT, l1hi_z = -COMPILE_BOX_INIT;
  let h1lo_x = COMPILE_BOX_INIT, h1lo_y = COMPILE_BOX_INIT, h1lo_z = COMPILE_BOX_INIT;
  let h1hi_x = -COMPILE_BOX_INIT, h1hi_y = -COMPILE_BOX_INIT, h1hi_z = -COMPILE_BOX_INIT;
  let l2lo_x = COMPILE_BOX_INIT, l2lo_y = COMPILE_BOX_INIT, l2lo_z = COMPILE_BOX_INIT;
  let l2hi_x = -COMPILE_BOX_INIT, l2hi_y = -COMPILE_BOX_INIT, l2hi_z = -COMPILE_BOX_INIT;
  let h2lo_x = COMPILE_BOX_INIT, h2lo_y = COMPILE_BOX_INIT, h2lo_z = COMPILE_BOX_INIT;
  let h2hi_x = -COMPILE_BOX_INIT, h2hi_y = -COMPILE_BOX_INIT, h2hi_z = -COMPILE_BOX_INIT;
  for (let j = a; j < b; j++) {
    const si: number = src[j];
    const cx: number = st.tree_c[Math.imul(3, si)];
    const cy: number = st.tree_c[(Math.imul(3, si) + 1) | 0];
    const cz: number = st.tree_c[(Math.imul(3, si) + 2) | 0];
    // the neighbour for the band rule: the next sphere, or the previous one for the last
    let nbj: number = (j + 1) | 0;
    if (j === ((b - 1) | 0)) {
      nbj = (j - 1) | 0;
    }
    let side: number = 0;
    // axis 0
    if (cx > hi0) {
      side = 1;
    } else if (!(cx < lo0)) {
      const nb: number = st.tree_c[Math.imul(3, src[nbj]) + 0];
      if (nb < lo0) {
        side = 1;
      } else if (nb > hi0) {
      } else if (toggle0 === 1) {
        toggle0 = 0;
      } else {
        side = 1;
        toggle0 = 1;
      }
    }
    // axis 1
    if (cy > hi1) {
      side = side | 2;
    } else if (!(cy < lo1)) {
      const nb_1: number = st.tree_c[(Math.imul(3, src[nbj]) + 1) | 0];
      if (nb_1 < lo1) {
        side = side | 2;
      } else if (nb_1 > hi1) {
      } else if (toggle1 === 1) {
        toggle1 = 0;
      } else {
        side = side | 2;
        toggle1 = 1;
      }
    }
    // axis 2
    if (cz > hi2) {
      side = side | 4;
    } else if (!(cz < lo2)) {
      const nb_2: number = st.tree_c[(Math.imul(3, src[nbj]) + 2) | 0];
      if (nb_2 < lo2) {
        side = side | 4;
      } else if (nb_2 > hi2) {
      } else if (toggle2 === 1) {
        toggle2 = 0;
      } else {
        side = side | 4;
        toggle2 = 1;
      }
    }
    st.tree_side[j] = side;
    const q: number = Math.imul(6, si);
    const bx0: number = st.tree_bx[q];
    const by0: number = st.tree_bx[(q + 1) | 0];
    const bz0: number = st.tree_bx[(q + 2) | 0];
    const bx1: number = st.tree_bx[(q + 3) | 0];
    const by1: number = st.tree_bx[(q + 4) | 0];
    const bz1: number = st.tree_bx[(q + 5) | 0];
    if ((side & 1) !== 0) {
      if (bx0 < h0lo_x) {
        h0lo_x = bx0;
      }
      if (by0 < h0lo_y) {
        h0lo_y = by0;
      }
      if (bz0 < h0lo_z) {
        h0lo_z = bz0;
      }
      if (bx1 > h0hi_x) {
        h0hi_x = bx1;
      }
      if (by1 > h0hi_y) {
        h0hi_y = by1;
      }
      if (bz1 > h0hi_z) {
        h0hi_z = bz1;
      }
    } else {
      if (bx0 < l0lo_x) {
        l0lo_x = bx0;
      }
      if (by0 < l0lo_y) {
        l0lo_y = by0;
      }
      if (bz0 < l0lo_z) {
        l0lo_z = bz0;
      }
      if (bx1 > l0hi_x) {
        l0hi_x = bx1;
      }
      if (by1 > l0hi_y) {
        l0hi_y = by1;
      }
      if (bz1 > l0hi_z) {
        l0hi_z = bz1;
      }
      lows0 = (lows0 + 1) | 0;
    }
    if ((side & 2) !== 0) {
      if (bx0 < h1lo_x) {
        h1lo_x = bx0;
      }
      if (by0 < h1lo_y) {
        h1lo_y = by0;
      }
      if (bz0 < h1lo_z) {
        h1lo_z = bz0;
      }
      if (bx1 > h1hi_x) {
        h1hi_x = bx1;
      }
      if (by1 > h1hi_y) {
        h1hi_y = by1;
      }
      if (bz1 > h1hi_z) {
        h1hi_z = bz1;
      }
    } else {
      if (bx0 < l1lo_x) {
        l1lo_x = bx0;
      }
      if (by0 < l1lo_y) {
        l1lo_y = by0;
      }
      if (bz0 < l1lo_z) {
        l1lo_z = bz0;
      }
      if (bx1 > l1hi_x) {
        l1hi_x = bx1;
      }
      if (by1 > l1hi_y) {
        l1hi_y = by1;
      }
      if (bz1 > l1hi_z) {
        l1hi_z = bz1;
      }
      lows1 = (lows1 + 1) | 0;
    }
    if ((side & 4) !== 0) {
      if (bx0 < h2lo_x) {
        h2lo_x = bx0;
      }
      if (by0 < h2lo_y) {
        h2lo_y = by0;
      }
      if (bz0 < h2lo_z) {
        h2lo_z = bz0;
      }
      if (bx1 > h2hi_x) {
        h2hi_x = bx1;
      }
      if (by1 > h2hi_y) {
        h2hi_y = by1;
      }
      if (bz1 > h2hi_z) {
        h2hi_z = bz1;
      }
    } else {
      if (bx0 < l2lo_x) {
        l2lo_x = bx0;
      }
      if (by0 < l2lo_y) {
        l2lo_y = by0;
      }
      if (bz0 < l2lo_z) {
        l2lo_z = bz0;
      }
      if (bx1 > l2hi_x) {
        l2hi_x = bx1;
      }
      if (by1 > l2hi_y) {
        l2hi_y = by1;
      }
      if (bz1 > l2hi_z) {
        l2hi_z = bz1;
      }
      lows2 = (lows2 + 1) | 0;
    }
  }
  const bx: CompileBox[] = st.split_boxes;
  bx[0].lo.x = l0lo_x;
  bx[0].lo.y = l0lo_y;
  bx[0].lo.z = l0lo_z;
  bx[0].hi.x = l0hi_x;
  bx[0].hi.y = l0hi_y;
  bx[0].hi.z = l0hi_z;
  bx[1].lo.x = h0lo_x;
  bx[1].lo.y = h0lo_y;
  bx[1].lo.z = h0lo_z;
  bx[1].hi.x = h0hi_x;
  bx[1].hi.y = h0hi_y;
  bx[1].hi.z = h0hi_z;
  bx[2].lo.x = l1lo_x;
  bx[2].lo.y = l1lo_y;
  bx[2].lo.z = l1lo_z;
  bx[2].hi.x = l1hi_x;
  bx[2].hi.y = l1hi_y;
  bx[2].hi.z = l1hi_z;
  bx[3].lo.x = h1lo_x;
  bx[3].lo.y = h1lo_y;
  bx[3].lo.z = h1lo_z;
  bx[3].hi.x = h1hi_x;
  bx[3].hi.y = h1hi_y;
  bx[3].hi.z = h1hi_z;
  bx[4].lo.x = l2lo_x;
  bx[4].lo.y = l2lo_y;
  bx[4].lo.z = l2lo_z;
  bx[4].hi.x = l2hi_x;
  bx[4].hi.y = l2hi_y;
  bx[4].hi.z = l2hi_z;
  bx[5].lo.x = h2lo_x;
  bx[5].lo.y = h2lo_y;
  bx[5].lo.z = h2lo_z;
  bx[5].hi.x = h2hi_x;
  bx[5].hi.y = h2hi_y;
  bx[5].hi.z = h2hi_z;
  st.split_lows[0] = lows0;
  st.split_lows[1] = lows1;
  st.split_lows[2] = lows2;
}

/**
 * The three axes of the split (000 L619-630) over src[a..b): the same side bits, six side boxes
 * and low counts as split_classify3_in_order, computed with one box per octant instead of one per
 * axis and side (D-COMPILE-9). Each member is classified on the three axes exactly as there (each
 * axis's band, neighbour rule and toggle in list order); its side bits (0..7) name its octant, and
 * its box grows that octant's box only (6 compares instead of 18), with FUN_10038b40's strict
 * compares in list order. Axis k's low box is the union of the four octants with bit k clear, its
 * high box of the four with bit k set. A union of boxes by strict compares gives the same
 * values in any order (min and max of the same members; a NaN never enters, as in list order;
 * an empty octant is the start box ±1e6, which changes no bound), except the sign of a zero bound,
 * which only the list order decides (the first zero met stays): when a merged bound is ±0, the
 * boxes are recomputed in list order by split_classify3_in_order. Lists of fewer than
 * COMPILE_OCTANT_MIN go to split_classify3_in_order directly.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (split band, neighbour rule, toggle; the three axes)
 * @design D-COMPILE-9: the side boxes as unions of eight octant boxes, each member's box compared into one box instead of three; the same values, a ±0 bound falls back to the list-order form.
 * @unit G43
 * @float x87
 * @precision 15 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:1017
 */
export function split_classify3(st: CompileState, node: number, a: number, b: number, src: number[]): void {
  if (((b - a) | 0) < COMPILE_OCTANT_MIN) {
    split_classify3_in_order(st, node, a, b, src);
    return;
  }
  const nb_: SphereBlock = st.blocks[node >> 9];
  const nq: number = Math.imul(6, node & 511);
  // the bands exactly as split_classify3_in_order forms them
  const ext0: number = nb_.box[(nq + 3) | 0] - nb_.box[nq];
  const ext1: number = nb_.box[(nq + 4) | 0] - nb_.box[(nq + 1) | 0];
  const ext2: number = nb_.box[(nq + 5) | 0] - nb_.box[(nq + 2) | 0];
  const bmin0: number = nb_.box[nq];
  const bmin1: number = nb_.box[(nq + 1) | 0];
  const bmin2: number = nb_.box[(nq + 2) | 0];
  const split0: number = bmin0 + ext0 * 0.5;
  const split1: number = bmin1 + ext1 * 0.5;
  const split2: number = bmin2 + ext2 * 0.5;
  const eps: number = 9.999999974752427e-7 /* 1e-6f */;
  const lo0: number = split0 - eps;
  const hi0: number = split0 + eps;
  const lo1: number = split1 - eps;
  const hi1: number = split1 + eps;
  const lo2: number = split2 - eps;
  const hi2: number = split2 + eps;
  let toggle0: number = 1;
  let toggle1: number = 1;
  let toggle2: number = 1;
  // the eight octant boxes (lo x, y, z, hi x, y, z) from FUN_10038b40's start values, and counts
  const ob: Float32Array = st.oct_box;
  const on: Int32Array = st.oct_n;
  for (let o = 0; o < 8; o++) {
    ob[Math.imul(6, o)] = COMPILE_BOX_INIT;
    ob[(Math.imul(6, o) + 1) | 0] = COMPILE_BOX_INIT;
    ob[(Math.imul(6, o) + 2) | 0] = COMPILE_BOX_INIT;
    ob[(Math.imul(6, o) + 3) | 0] = -COMPILE_BOX_INIT;
    ob[(Math.imul(6, o) + 4) | 0] = -COMPILE_BOX_INIT;
    ob[(Math.imul(6, o) + 5) | 0] = -COMPILE_BOX_INIT;
    on[o] = 0;
  }
  const tc: number[] = st.tree_c;
  const tb: number[] = st.tree_bx;
  const ts: number[] = st.tree_side;
  for (let j = a; j < b; j++) {
    const si: number = src[j];
    const cx: number = tc[Math.imul(3, si)];
    const cy: number = tc[(Math.imul(3, si) + 1) | 0];
    const cz: number = tc[(Math.imul(3, si) + 2) | 0];
    // the neighbour for the band rule: the next sphere, or the previous one for the last
    let nbj: number = (j + 1) | 0;
    if (j === ((b - 1) | 0)) {
      nbj = (j - 1) | 0;
    }
    let side: number = 0;
    // axis 0
    if (cx > hi0) {
      side = 1;
    } else if (!(cx < lo0)) {
      const nb: number = tc[Math.imul(3, src[nbj]) + 0];
      if (nb < lo0) {
        side = 1;
      } else if (nb > hi0) {
      } else if (toggle0 === 1) {
        toggle0 = 0;
      } else {
        side = 1;
        toggle0 = 1;
      }
    }
    // axis 1
    if (cy > hi1) {
      side = side | 2;
    } else if (!(cy < lo1)) {
      const nb_1: number = tc[(Math.imul(3, src[nbj]) + 1) | 0];
      if (nb_1 < lo1) {
        side = side | 2;
      } else if (nb_1 > hi1) {
      } else if (toggle1 === 1) {
        toggle1 = 0;
      } else {
        side = side | 2;
        toggle1 = 1;
      }
    }
    // axis 2
    if (cz > hi2) {
      side = side | 4;
    } else if (!(cz < lo2)) {
      const nb_2: number = tc[(Math.imul(3, src[nbj]) + 2) | 0];
      if (nb_2 < lo2) {
        side = side | 4;
      } else if (nb_2 > hi2) {
      } else if (toggle2 === 1) {
        toggle2 = 0;
      } else {
        side = side | 4;
        toggle2 = 1;
      }
    }
    ts[j] = side;
    on[side] = (on[side] + 1) | 0;
    const q: number = Math.imul(6, si);
    const p: number = Math.imul(6, side);
    const bx0: number = tb[q];
    if (bx0 < ob[p]) {
      ob[p] = bx0;
    }
    const by0: number = tb[(q + 1) | 0];
    if (by0 < ob[(p + 1) | 0]) {
      ob[(p + 1) | 0] = by0;
    }
    const bz0: number = tb[(q + 2) | 0];
    if (bz0 < ob[(p + 2) | 0]) {
      ob[(p + 2) | 0] = bz0;
    }
    const bx1: number = tb[(q + 3) | 0];
    if (bx1 > ob[(p + 3) | 0]) {
      ob[(p + 3) | 0] = bx1;
    }
    const by1: number = tb[(q + 4) | 0];
    if (by1 > ob[(p + 4) | 0]) {
      ob[(p + 4) | 0] = by1;
    }
    const bz1: number = tb[(q + 5) | 0];
    if (bz1 > ob[(p + 5) | 0]) {
      ob[(p + 5) | 0] = bz1;
    }
  }
  // axis k low: the octants with bit k clear; high: with bit k set
  const bx: CompileBox[] = st.split_boxes;
  let zeros: number = split_octant_union(st, 0, 2, 4, 6, bx[0]);
  zeros = (zeros + split_octant_union(st, 1, 3, 5, 7, bx[1])) | 0;
  zeros = (zeros + split_octant_union(st, 0, 1, 4, 5, bx[2])) | 0;
  zeros = (zeros + split_octant_union(st, 2, 3, 6, 7, bx[3])) | 0;
  zeros = (zeros + split_octant_union(st, 0, 1, 2, 3, bx[4])) | 0;
  zeros = (zeros + split_octant_union(st, 4, 5, 6, 7, bx[5])) | 0;
  st.split_lows[0] = (on[0] + on[2] + on[4] + on[6]) | 0;
  st.split_lows[1] = (on[0] + on[1] + on[4] + on[5]) | 0;
  st.split_lows[2] = (on[0] + on[1] + on[2] + on[3]) | 0;
  if (zeros !== 0) {
    // a ±0 bound: its sign is the first zero's in list order
    split_classify3_in_order(st, node, a, b, src);
  }
}

/**
 * The union of octant boxes o0, o1, o2, o3 of split_classify3 into `out`, with FUN_10038b40's strict
 * compares (starting from o0's box: an empty octant's is the start box ±1e6, so this is the union
 * from the start values); returns 1 when a bound of the union is ±0 (whose sign the order of the
 * members decides), else 0.
 *
 * @design D-COMPILE-9: a side box as the union of four octant boxes; the values of a min / max over the same members, a zero bound reported for the list-order fallback.
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1170
 */
export function split_octant_union(st: CompileState, o0: number, o1: number, o2: number, o3: number, out_: CompileBox): number {
  const ob: Float32Array = st.oct_box;
  const p: number = Math.imul(6, o0);
  let l_x = ob[p], l_y = ob[(p + 1) | 0], l_z = ob[(p + 2) | 0];
  let h_x = ob[(p + 3) | 0], h_y = ob[(p + 4) | 0], h_z = ob[(p + 5) | 0];
  for (let t = 0; t < 3; t++) {
    let o: number = o1;
    if (t === 1) {
      o = o2;
    } else if (t === 2) {
      o = o3;
    }
    const q: number = Math.imul(6, o);
    if (ob[q] < l_x) {
      l_x = ob[q];
    }
    if (ob[(q + 1) | 0] < l_y) {
      l_y = ob[(q + 1) | 0];
    }
    if (ob[(q + 2) | 0] < l_z) {
      l_z = ob[(q + 2) | 0];
    }
    if (ob[(q + 3) | 0] > h_x) {
      h_x = ob[(q + 3) | 0];
    }
    if (ob[(q + 4) | 0] > h_y) {
      h_y = ob[(q + 4) | 0];
    }
    if (ob[(q + 5) | 0] > h_z) {
      h_z = ob[(q + 5) | 0];
    }
  }
  out_.lo.x = l_x;
  out_.lo.y = l_y;
  out_.lo.z = l_z;
  out_.hi.x = h_x;
  out_.hi.y = h_y;
  out_.hi.z = h_z;
  if (l_x === 0 || l_y === 0 || l_z === 0 || h_x === 0 || h_y === 0 || h_z === 0) {
    return 1;
  }
  return 0;
}

/**
 * The split of the list src[a..b) of three or more spheres (000 L617-633): each axis is
 * classified (split_classify3, all three in one pass), its cost is vol(low) + vol(high) (f32), the
 * axis is chosen by choose_split_axis, and the range is partitioned stably into dst[a..b) (the low
 * side first, each side in list order). Returns where the high side starts. When the chosen split leaves a
 * side empty (the original then recurses forever, 000 L635, §9.6) the guard split_by_median is
 * used instead.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (min-volume axis)
 * @unit G43
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:1218
 */
export function split_range(st: CompileState, node: number, a: number, b: number, src: number[], dst: number[]): number {
  const bx: CompileBox[] = st.split_boxes;
  split_classify3(st, node, a, b, src);
  const n0: number = st.split_lows[0];
  const n1: number = st.split_lows[1];
  const n2: number = st.split_lows[2];
  const cost0: number = Math.fround(compile_box_volume(bx[0]) + compile_box_volume(bx[1]));
  const cost1: number = Math.fround(compile_box_volume(bx[2]) + compile_box_volume(bx[3]));
  const cost2: number = Math.fround(compile_box_volume(bx[4]) + compile_box_volume(bx[5]));
  const k: number = choose_split_axis(cost0, cost1, cost2);
  let lows: number = n2;
  let bit: number = 4;
  if (k === 0) {
    lows = n0;
    bit = 1;
  } else if (k === 1) {
    lows = n1;
    bit = 2;
  }
  if (lows === 0 || lows === ((b - a) | 0)) {
    // quirk guarded: 000 L635 (and §9.6 L4128): the original recurses forever here
    const list: number[] = [];
    for (let j = a; j < b; j++) {
      list.push(src[j]);
    }
    const low: number[] = [];
    const high: number[] = [];
    split_by_median(st, list, k, low, high);
    st.guard_splits = (st.guard_splits + 1) | 0;
    st.split_axis = -1;
    for (let j_1 = 0; j_1 < low.length; j_1++) {
      dst[(a + j_1) | 0] = low[j_1];
    }
    for (let j_2 = 0; j_2 < high.length; j_2++) {
      dst[(a + low.length + j_2) | 0] = high[j_2];
    }
    return (a + low.length) | 0;
  }
  st.split_axis = k;
  const m: number = (a + lows) | 0;
  // stable partition into dst: the low side in list order, then the high side in list order
  let lo_at: number = a;
  let hi_at: number = m;
  for (let j_3 = a; j_3 < b; j_3++) {
    if ((st.tree_side[j_3] & bit) === 0) {
      dst[lo_at] = src[j_3];
      lo_at = (lo_at + 1) | 0;
    } else {
      dst[hi_at] = src[j_3];
      hi_at = (hi_at + 1) | 0;
    }
  }
  return m;
}

/**
 * Empty-side guard (000 L635 asks a port to guard it, "for example by splitting by median
 * order"): the spheres are ranked by their centre on the chosen axis k*, equal centres in list
 * order (a stable sort); the floor(n/2) lowest ranks go low, the others high, and each side keeps
 * list order. Both sides are non-empty for n >= 2, so the build always terminates.
 *
 * @design Empty-side guard of the tree build (000 L635, L4128): median split on the chosen axis k*, ranks by (centre, list position), each side in list order. The axis the cost chose is kept so the guard changes only what the original cannot do; ties by list position keep it deterministic even for equal centres; floor(n/2) low keeps both sides non-empty.
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1279
 */
export function split_by_median(st: CompileState, list: number[], k: number, low: number[], high: number[]): void {
  const n: number = list.length;
  const order: number[] = [];
  for (let j = 0; j < n; j++) {
    order.push(j);
  }
  sort_positions_by_center(st, list, k, order);
  const side: number[] = [];
  for (let j_1 = 0; j_1 < n; j_1++) {
    side.push(1);
  }
  for (let r = 0, r$end = (n / 2) | 0; r < r$end; r++) {
    side[order[r]] = 0;
  }
  for (let j_2 = 0; j_2 < n; j_2++) {
    if (side[j_2] === 0) {
      low.push(list[j_2]);
    } else {
      high.push(list[j_2]);
    }
  }
}

/**
 * Stable bottom-up merge sort of list positions by the spheres' centre on axis k (a right-hand
 * entry goes first only when its centre is strictly smaller).
 *
 * @design Deterministic stable O(n log n) sort for the median guard; only < on the f64 centres, so equal centres (and NaN) keep list order.
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1306
 */
export function sort_positions_by_center(st: CompileState, list: number[], k: number, order: number[]): void {
  const n: number = order.length;
  const tmp: number[] = [];
  for (let j = 0; j < n; j++) {
    tmp.push(0);
  }
  let width: number = 1;
  while (width < n) {
    let i: number = 0;
    while (i < n) {
      let mid: number = (i + width) | 0;
      if (mid > n) {
        mid = n;
      }
      let hi: number = (i + Math.imul(2, width)) | 0;
      if (hi > n) {
        hi = n;
      }
      let a: number = i;
      let b: number = mid;
      for (let o = i; o < hi; o++) {
        let take_b: boolean = false;
        if (a >= mid) {
          take_b = true;
        } else if (b < hi) {
          const cb: number = sph_center(st, list[order[b]], k);
          const ca: number = sph_center(st, list[order[a]], k);
          take_b = cb < ca;
        }
        if (take_b) {
          tmp[o] = order[b];
          b = (b + 1) | 0;
        } else {
          tmp[o] = order[a];
          a = (a + 1) | 0;
        }
      }
      i = (i + Math.imul(2, width)) | 0;
    }
    for (let j_1 = 0; j_1 < n; j_1++) {
      order[j_1] = tmp[j_1];
    }
    width = Math.imul(width, 2);
  }
}

/**
 * allocate_and_copy FUN_10039600 + FUN_100399b0 + FUN_10039820 with the defaults (000 L637-648).
 * n == 1: the ledge is copied whole (size_div_16·16 bytes) to cs+0x30, c_point_offset unchanged,
 * root at 0x30 + ledge size. n >= 2: the ledges are copied in sphere-list (insertion) order, each
 * (n_tri+1)·16 bytes; the merged pool starts at cs + 0x30 + 16·(n + Σn_tri); every edge's point is
 * looked up by exact 12-byte xyz equality (first appearance appends the point's 16 bytes) and
 * start_point_index is rewritten; each c_point_offset = pool - ledge; size_div_16 is kept stale;
 * root at 0x30 + 16·(n_pool + n + Σn_tri). byte_size = root + 0x1c·(2n - 1); dummies 0.
 * Each leaf sphere's ledge is redirected to its copy. For n >= 2 the block is sized for the
 * worst case (every edge a new point); compile_surface re-copies it into an exact block.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10039600 + FUN_100399b0 + FUN_10039820
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1365
 */
export function allocate_and_copy(mem: Memory, st: CompileState, ledges: number[]): number {
  const n: number = st.n_ledges;
  const n_nodes: number = (Math.imul(2, n) - 1) | 0;
  if (n === 1) {
    const src: number = ledges[0];
    const nbytes: number = Math.imul(mem.u32[(src + Ledge.size_div_16) >>> 2] >>> 8, 16);
    const root1: number = (0x30 + nbytes) | 0;
    const bytes1: number = (root1 + Math.imul(0x1c, n_nodes)) | 0;
    if (!(bytes1 < 0x1000000)) assertFail("spec/ivp/geometry/compile.spec:1373", "compile: surface of {} bytes does not fit the 24-bit byte_size", [bytes1]);
    const cs1: number = mem.alloc(bytes1 >>> 0, 16);
    compile_copy_words(mem, src, (cs1 + 0x30) >>> 0, nbytes);
    sph_set_ledge(st, 0, (cs1 + 0x30) >>> 0);
    compile_surface_header(mem, cs1, root1, bytes1);
    return cs1;
  }
  let sum_tri: number = 0;
  for (let i = 0; i < n; i++) {
    const l: number = ledges[i];
    sum_tri = (sum_tri + mem.i16[(l + Ledge.n_triangles) >>> 1]) | 0;
  }
  // worst case: every edge brings a new point
  const bound: number = (0x30 + Math.imul(16, n + sum_tri) + Math.imul(16, Math.imul(3, sum_tri)) + Math.imul(0x1c, n_nodes)) | 0;
  const cs: number = mem.alloc(bound >>> 0, 16);
  // 1. the ledges in sphere-list order, header and triangles only
  let dst: number = (cs + 0x30) >>> 0;
  for (let i_1 = 0; i_1 < n; i_1++) {
    const src_1: number = ledges[i_1];
    const nbytes_1: number = Math.imul(mem.i16[(src_1 + Ledge.n_triangles) >>> 1] + 1, 16);
    compile_copy_words(mem, src_1, dst, nbytes_1);
    sph_set_ledge(st, i_1, dst);
    dst = (dst + nbytes_1) >>> 0;
  }
  // 2. the pool follows the last ledge
  st.pool = dst;
  st.n_pool = 0;
  // the table needs room for at most 65,536 points (more is refused by pool_find_or_add)
  pool_table_init(st, specMin(Math.imul(3, sum_tri), 65536));
  // 3. every edge's point, ledge by ledge, triangle by triangle, edge 0..2
  for (let i_2 = 0; i_2 < n; i_2++) {
    const src_2: number = ledges[i_2];
    const cpy: number = sph_ledge(st, i_2);
    for (let t = 0, t$end = mem.i16[(src_2 + Ledge.n_triangles) >>> 1]; t < t$end; t++) {
      const ts: number = ledge_triangle(src_2, t);
      const tc: number = ledge_triangle(cpy, t);
      for (let k = 0; k < 3; k++) {
        const es: number = triangle_edge(ts, k);
        const p: number = ledge_point(mem, src_2, mem.u32[(es + Edge.start_point_index) >>> 2] & 0xffff);
        const idx: number = pool_find_or_add(mem, st, p);
        const ec: number = triangle_edge(tc, k);
        mem.u32[(ec + Edge.start_point_index) >>> 2] = ((mem.u32[(ec + Edge.start_point_index) >>> 2] & 0xffff0000) | ((idx << 0) & 0xffff)) >>> 0;
      }
    }
    // 4. c_point_offset = pool - ledge; the stale size_div_16 is kept
    mem.i32[(cpy + Ledge.c_point_offset) >>> 2] = (st.pool - (cpy | 0)) | 0;
  }
  const root: number = (0x30 + Math.imul(16, st.n_pool + n + sum_tri)) | 0;
  const bytes: number = (root + Math.imul(0x1c, n_nodes)) | 0;
  if (!(bytes < 0x1000000)) assertFail("spec/ivp/geometry/compile.spec:1422", "compile: surface of {} bytes does not fit the 24-bit byte_size", [bytes]);
  compile_surface_header(mem, cs, root, bytes);
  return cs;
}

/**
 * The header fields allocate_and_copy sets: offset_ledgetree_root, byte_size, the 0x24..0x2c
 * dummies 0 (mass centre, inertia, radius and deviation are written later by FUN_10039b30).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10039600 (header)
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1431
 */
export function compile_surface_header(mem: Memory, cs: number, root: number, bytes: number): void {
  mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2] = root;
  mem.u32[(cs + CompactSurface.byte_size) >>> 2] = ((mem.u32[(cs + CompactSurface.byte_size) >>> 2] & 0xff) | ((bytes << 8) & 0xffffff00)) >>> 0;
  mem.u32[(cs + CompactSurface.max_factor_surface_deviation) >>> 2] = ((mem.u32[(cs + CompactSurface.max_factor_surface_deviation) >>> 2] & 0xffffff00) | ((0 << 0) & 0xff)) >>> 0;
  mem.i32[(cs + CompactSurface.surface_dummy + 4 * 0) >>> 2] = 0;
  mem.i32[(cs + CompactSurface.surface_dummy + 4 * 1) >>> 2] = 0;
  mem.i32[(cs + CompactSurface.surface_dummy + 4 * 2) >>> 2] = 0;
}

/**
 * An empty point table for at most `max_points` points: a power of two of at least twice that.
 *
 * @design The pool lookup table (replaces FUN_1003b4b0's CRC32 hash): open addressing with linear probing, load factor at most 1/2, in a fixed typed table with room for the largest pool (65,536 points, D-COMPILE-4); only exact 12-byte equality decides, so the table cannot change the pool.
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1443
 */
export function pool_table_init(st: CompileState, max_points: number): void {
  let slots: number = 16;
  while (slots < Math.imul(2, max_points)) {
    slots = Math.imul(slots, 2);
  }
  for (let i = 0; i < slots; i++) {
    st.hash[i] = 0;
  }
  st.hash_mask = (slots - 1) >>> 0;
}

/**
 * The pool table's hash of a point's three words: each word times its own odd constant, xored,
 * then one round of a murmur3-style finaliser (the high bits folded down, so the table index
 * depends on every bit). Only the probe order depends on it, never an index (D-COMPILE-10).
 *
 * @design Hash of the pool table (D-COMPILE-2, D-COMPILE-10): integer xors, shifts and wrapping multiplies only; the indices are first appearance whatever the hash.
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1459
 */
export function pool_hash3(x: number, y: number, z: number): number {
  let h: number = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(z, 0xc2b2ae3d)) >>> 0;
  h = (h ^ (h >>> 15)) >>> 0;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h;
}

/**
 * The pool index of the point at address p (its x, y, z words compared bit for bit, so -0.0 and
 * 0.0 are different points and equal NaN bits are one point); a point seen for the first time is
 * appended with its 16 bytes (x, y, z and the +0xc word, which is 0).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10039820 (pool lookup, exact 12-byte xyz)
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1472
 */
export function pool_find_or_add(mem: Memory, st: CompileState, p: number): number {
  const x: number = mem.u32[p >>> 2];
  const y: number = mem.u32[(p + 4) >>> 0 >>> 2];
  const z: number = mem.u32[(p + 8) >>> 0 >>> 2];
  let h: number = (pool_hash3(x, y, z) & st.hash_mask) >>> 0;
  while (true) {
    const e: number = st.hash[h | 0];
    if (e === 0) {
      break;
    }
    const q: number = (st.pool + Math.imul(16, e - 1)) >>> 0;
    if (mem.u32[q >>> 2] === x && mem.u32[(q + 4) >>> 0 >>> 2] === y && mem.u32[(q + 8) >>> 0 >>> 2] === z) {
      return (e - 1) | 0;
    }
    h = ((h + 1) & st.hash_mask) >>> 0;
  }
  const idx: number = st.n_pool;
  // start_point_index is 16 bits: the original would wrap the index past 65535
  if (!(idx <= 0xffff)) assertFail("spec/ivp/geometry/compile.spec:1490", "compile: the merged point pool needs more than 65536 points ({} so far)", [idx]);
  const q_1: number = (st.pool + Math.imul(16, idx)) >>> 0;
  mem.u32[q_1 >>> 2] = x;
  mem.u32[(q_1 + 4) >>> 0 >>> 2] = y;
  mem.u32[(q_1 + 8) >>> 0 >>> 2] = z;
  mem.u32[(q_1 + 12) >>> 0 >>> 2] = mem.u32[(p + 12) >>> 0 >>> 2];
  st.hash[h | 0] = (idx + 1) | 0;
  st.n_pool = (idx + 1) | 0;
  return idx;
}

/**
 * write_tree FUN_10039bd0 (000 §1.6.5 L650): the nodes contiguously from the root offset, in
 * preorder.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10039bd0
 * @unit G45
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1507
 */
export function write_tree(mem: Memory, st: CompileState, cs: number): void {
  st.next_slot = ((cs | 0) + mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2]) >>> 0;
  write_tree_node(mem, st, st.root);
}

/**
 * write(s) FUN_10039a70 (000 L652-661): the next 0x1c slot gets (f32)centre, (f32)radius, the box
 * and free_0 = 0; an internal node then writes its whole left subtree (which starts at node+0x1c)
 * and its right subtree, and stores right - node; a leaf clears its ledge's flags bits 0..1,
 * stores offset_right_node = 0 and ledge - node. Returns the node's address.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10039a70
 * @unit G45
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:1518
 */
export function write_tree_node(mem: Memory, st: CompileState, si: number): number {
  const a: number = st.next_slot;
  st.next_slot = (a + 0x1c) >>> 0;
  const nd: number = a;
  const b: SphereBlock = st.blocks[si >> 9];
  const j: number = si & 511;
  const t$0_x = Math.fround(b.center[Math.imul(3, j)]), t$0_y = Math.fround(b.center[(Math.imul(3, j) + 1) | 0]), t$0_z = Math.fround(b.center[(Math.imul(3, j) + 2) | 0]);
  mem.f32[(nd + LedgetreeNode["center.x"]) >>> 2] = t$0_x;
  mem.f32[(nd + LedgetreeNode["center.y"]) >>> 2] = t$0_y;
  mem.f32[(nd + LedgetreeNode["center.z"]) >>> 2] = t$0_z;
  mem.f32[(nd + LedgetreeNode.radius) >>> 2] = Math.fround(b.radius[j]);
  mem.u8[nd + LedgetreeNode.box_sizes + 1 * 0] = b.box_size[Math.imul(3, j)];
  mem.u8[nd + LedgetreeNode.box_sizes + 1 * 1] = b.box_size[(Math.imul(3, j) + 1) | 0];
  mem.u8[nd + LedgetreeNode.box_sizes + 1 * 2] = b.box_size[(Math.imul(3, j) + 2) | 0];
  mem.u8[nd + LedgetreeNode.free_0] = 0;
  const ledge: number = b.ledge[j];
  const left: number = b.left[j];
  const right: number = b.right[j];
  if (left >= 0) {
    // the hull branch (ledge != 0: node_offset, flags = (flags & ~3) | 1) needs the root hull
    // G46, which the default template never builds (000 L670): refused instead of kept untested
    if (ledge !== 0) assertFail("spec/ivp/geometry/compile.spec:1536", "compile: internal tree node with a hull ledge (the root hull G46 is not built)");
    mem.i32[(nd + LedgetreeNode.offset_compact_ledge) >>> 2] = 0;
    write_tree_node(mem, st, left);
    const r: number = write_tree_node(mem, st, right);
    mem.i32[(nd + LedgetreeNode.offset_right_node) >>> 2] = (r - a) | 0;
  } else {
    const l: number = ledge;
    // flags &= ~3
    mem.u32[(l + Ledge.has_children_flag) >>> 2] = ((mem.u32[(l + Ledge.has_children_flag) >>> 2] & 0xfffffffc) | ((0 << 0) & 0x3)) >>> 0;
    mem.i32[(nd + LedgetreeNode.offset_right_node) >>> 2] = 0;
    mem.i32[(nd + LedgetreeNode.offset_compact_ledge) >>> 2] = (ledge - a) | 0;
  }
  return a;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new CompileState(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3(), _s9 = new Vec3(), _s10 = new Vec3(), _s11 = new Vec3(), _s12 = new Vec3(), _r13 = new CompileBox(), _r14 = new CompileBox();
