// GENERATED FILE: do not edit. Engine module ivp.geometry.compile: 000 §1.6.4-§1.6.6: compile a ledge soup into a compact surface (spheres, ledge tree, merged point pool, preorder node layout, exact re-copy) from spec/ivp/geometry/compile.spec (sha256 0258a1bd787dec32).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail } from "../../../runtime/index.js";
import { ledge_point, ledge_triangle, triangle_edge } from "./compact.generated.js";
import { ledge_aabb } from "./ledge_helpers.generated.js";
import { surface_mass_properties } from "./mass.generated.js";
import { vec_lerp, vec_mid_f32 } from "../math/vector.generated.js";

/**
 * The 0.004 box quantum: f64 0x10063428 for the ledge spheres (000 L603); the member boxes and
 * node boxes use 0x10068978 (L611), whose width is not given: read as the same f64 value.
 */
export const COMPILE_BOX_QUANTUM: number = 0.004;
/** The ±1e6f initial value of the member-box union FUN_10038b40. */
export const COMPILE_BOX_INIT: number = 1000000;

/** One 0x40-byte sphere record (FUN_10038750 / FUN_10038c90). */
export class CompileSphere {
  /** +0x00 index i (1..n for the ledge spheres in insertion order; internal spheres continue) */
  index: number = 0;
  /** +0x08 f64 centre */
  center: Vec3 = new Vec3();
  /** +0x28 f64 radius */
  radius: number = 0;
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
  box_lo: Vec3 = new Vec3();
  box_hi: Vec3 = new Vec3();
}

/** Puts a CompileSphere back into the zero state `new CompileSphere()` gives, in place. */
export function reset_CompileSphere(s: CompileSphere): void {
  s.index = 0;
  s.center.x = 0; s.center.y = 0; s.center.z = 0;
  s.radius = 0;
  s.box_x = 0;
  s.box_y = 0;
  s.box_z = 0;
  s.ledge = 0;
  s.left = 0;
  s.right = 0;
  s.box_lo.x = 0; s.box_lo.y = 0; s.box_lo.z = 0;
  s.box_hi.x = 0; s.box_hi.y = 0; s.box_hi.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CompileSphere(dst: CompileSphere, src: CompileSphere): void {
  dst.index = src.index;
  dst.center.x = src.center.x; dst.center.y = src.center.y; dst.center.z = src.center.z;
  dst.radius = src.radius;
  dst.box_x = src.box_x;
  dst.box_y = src.box_y;
  dst.box_z = src.box_z;
  dst.ledge = src.ledge;
  dst.left = src.left;
  dst.right = src.right;
  dst.box_lo.x = src.box_lo.x; dst.box_lo.y = src.box_lo.y; dst.box_lo.z = src.box_lo.z;
  dst.box_hi.x = src.box_hi.x; dst.box_hi.y = src.box_hi.y; dst.box_hi.z = src.box_hi.z;
}

/**
 * The compile's working state (the builder's fields as far as FUN_100384b0 uses them), plus the
 * point-pool table and a count of guard splits so tests can see the guard fire.
 */
export class CompileState {
  /** the sphere records: ledge spheres 0..n-1 in insertion order, then internal spheres */
  spheres: CompileSphere[] = [];
  n_ledges: number = 0;
  /** the root sphere (index), -1 before build_tree */
  root: number = 0;
  /** how many splits the empty-side guard made (0 for every input the original can compile) */
  guard_splits: number = 0;
  /** the merged point pool: its address and number of points */
  pool: number = 0;
  n_pool: number = 0;
  /** open-addressing table over the pool: entry = pool index + 1, 0 = empty; size a power of two */
  hash: number[] = [];
  hash_mask: number = 0;
  /** write_tree's next node slot (address) */
  next_slot: number = 0;
}

/** Puts a CompileState back into the zero state `new CompileState()` gives, in place. */
export function reset_CompileState(s: CompileState): void {
  s.spheres.length = 0;
  s.n_ledges = 0;
  s.root = 0;
  s.guard_splits = 0;
  s.pool = 0;
  s.n_pool = 0;
  s.hash.length = 0;
  s.hash_mask = 0;
  s.next_slot = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CompileState(dst: CompileState, src: CompileState): void {
  dst.spheres.length = src.spheres.length;
  for (let i = 0; i < src.spheres.length; i++) { if (dst.spheres[i] === undefined) dst.spheres[i] = new CompileSphere(); copy_CompileSphere(dst.spheres[i], src.spheres[i]); }
  dst.n_ledges = src.n_ledges;
  dst.root = src.root;
  dst.guard_splits = src.guard_splits;
  dst.pool = src.pool;
  dst.n_pool = src.n_pool;
  dst.hash.length = 0;
  for (let i = 0; i < src.hash.length; i++) dst.hash.push(src.hash[i]);
  dst.hash_mask = src.hash_mask;
  dst.next_slot = src.next_slot;
}

/**
 * Compile FUN_100384b0 with the default template (000 §1.6.4): null for 0 ledges; otherwise
 * spheres, tree, allocate and copy with the merged point pool, write tree, mass properties and,
 * for two or more ledges, the exact re-copy. `ledges` holds ledge addresses in insertion order.
 *
 * @source 000_b83935d7d7846899.txt §1.6.4 FUN_100384b0 (+FUN_10038490 defaults, FUN_100386b0 cleanup)
 * @unit G41
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:84
 */
export function compile_surface(mem: Memory, ledges: number[]): number {
  const st: CompileState = _r0;
  reset_CompileState(st);
  return compile_surface_with(mem, st, ledges);
}

/**
 * compile_surface on a caller-supplied state (a fresh `new CompileState()`), so tests can read
 * the spheres and the guard count afterwards.
 *
 * @source 000_b83935d7d7846899.txt §1.6.4 FUN_100384b0
 * @unit G41
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:93
 */
export function compile_surface_with(mem: Memory, st: CompileState, ledges: number[]): number {
  const n: number = ledges.length;
  if (n === 0) {
    return 0;
  }
  for (let i = 0; i < n; i++) {
    if (!(ledges[i] !== 0)) assertFail("spec/ivp/geometry/compile.spec:99", "compile: ledge {} is null", [i]);
    const l: number = ledges[i];
    if (!(mem.i16[(l + 12) >>> 1] > 0)) assertFail("spec/ivp/geometry/compile.spec:101", "compile: ledge {} has no triangles", [i]);
  }
  st.spheres.length = 0;
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
 * @spec spec/ivp/geometry/compile.spec:125
 */
export function surface_exact_copy(mem: Memory, cs: number): number {
  const nbytes: number = (((mem.u32[(cs + 28) >>> 2] >>> 8)) | 0);
  if (!((nbytes & 3) === 0)) assertFail("spec/ivp/geometry/compile.spec:127", "compile: byte_size is not a multiple of 4");
  const out_: number = mem.alloc((nbytes >>> 0), 16);
  compile_copy_words(mem, cs, out_, nbytes);
  return out_;
}

/**
 * Copies `bytes` bytes (a multiple of 4) word by word.
 *
 * @design Byte copy of the original's memcpy, in aligned u32 words (every block copied here is a multiple of 4 bytes).
 * @unit G41, G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:136
 */
export function compile_copy_words(mem: Memory, src: number, dst: number, bytes: number): void {
  for (let i = 0, i$end = (((bytes / 4)) | 0); i < i$end; i++) {
    mem.u32[(((dst + (Math.imul(4, i) >>> 0)) >>> 0)) >>> 2] = mem.u32[(((src + (Math.imul(4, i) >>> 0)) >>> 0)) >>> 2];
  }
}

/**
 * A new zeroed sphere record appended to the state; returns its index. index = position + 1.
 *
 * @design The original allocates 0x40-byte sphere records; here they are entries of CompileState.spheres named by their index.
 * @unit G42, G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:147
 */
export function compile_sphere_new(st: CompileState): number {
  const s: CompileSphere = new CompileSphere();
  s.index = (st.spheres.length + 1) | 0;
  s.ledge = 0;
  s.left = -1;
  s.right = -1;
  st.spheres.push(s);
  return (st.spheres.length - 1) | 0;
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
 * @spec spec/ivp/geometry/compile.spec:163
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
    const d_x = (mx_x - c_x), d_y = (mx_y - c_y), d_z = (mx_z - c_z);
    const r: number = Math.sqrt((((d_x * d_x) + (d_y * d_y)) + (d_z * d_z)));
    const si: number = compile_sphere_new(st);
    const s: CompileSphere = st.spheres[si];
    s.center.x = c_x;
    s.center.y = c_y;
    s.center.z = c_z;
    s.radius = r;
    s.ledge = ledges[i];
    // the quotient is extended (ext / (radius·0.004)), truncated toward zero, + 1, low byte kept
    s.box_x = ((((Math.trunc(((mx_x - c_x) / (r * COMPILE_BOX_QUANTUM))) | 0) + 1) | 0)) & 0xff;
    s.box_y = ((((Math.trunc(((mx_y - c_y) / (r * COMPILE_BOX_QUANTUM))) | 0) + 1) | 0)) & 0xff;
    s.box_z = ((((Math.trunc(((mx_z - c_z) / (r * COMPILE_BOX_QUANTUM))) | 0) + 1) | 0)) & 0xff;
    compile_member_box(s);
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
 * @spec spec/ivp/geometry/compile.spec:190
 */
export function compile_member_box(s: CompileSphere): void {
  const hx: number = (s.box_x * (COMPILE_BOX_QUANTUM * s.radius));
  const hy: number = (s.box_y * (COMPILE_BOX_QUANTUM * s.radius));
  const hz: number = (s.box_z * (COMPILE_BOX_QUANTUM * s.radius));
  const t$0_x = Math.fround((s.center.x - hx)), t$0_y = Math.fround((s.center.y - hy)), t$0_z = Math.fround((s.center.z - hz));
  s.box_lo.x = t$0_x; s.box_lo.y = t$0_y; s.box_lo.z = t$0_z;
  const t$1_x = Math.fround((s.center.x + hx)), t$1_y = Math.fround((s.center.y + hy)), t$1_z = Math.fround((s.center.z + hz));
  s.box_hi.x = t$1_x; s.box_hi.y = t$1_y; s.box_hi.z = t$1_z;
}

/**
 * The sphere's centre on axis k (0, 1, 2).
 *
 * @design Axis access to a sphere record (the original indexes its double[3]).
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:201
 */
export function sphere_center_at(s: CompileSphere, k: number): number {
  if (k === 0) {
    return s.center.x;
  }
  if (k === 1) {
    return s.center.y;
  }
  return s.center.z;
}

/**
 * build_tree FUN_10038a70 (000 §1.6.5): the top-down build over all ledge spheres in list order.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038a70
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:216
 */
export function build_tree(st: CompileState): void {
  const list: number[] = [];
  for (let i = 0; i < st.n_ledges; i++) {
    list.push(i);
  }
  st.root = build_tree_node(st, list);
}

/**
 * build(list) FUN_10038c90 (000 §1.6.5 L607-633), recursive: a single sphere is its own leaf;
 * otherwise a new internal sphere over the union box; two spheres become its children in list
 * order; more are split by split_list and built left first, then right.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:229
 */
export function build_tree_node(st: CompileState, list: number[]): number {
  const n: number = list.length;
  if (!(n >= 1)) assertFail("spec/ivp/geometry/compile.spec:231", "compile: tree build on an empty sphere list");
  if (n === 1) {
    return list[0];
  }
  const node: number = tree_internal_sphere(st, list);
  if (n === 2) {
    st.spheres[node].left = list[0];
    st.spheres[node].right = list[1];
    return node;
  }
  const low: number[] = [];
  const high: number[] = [];
  split_list(st, node, list, low, high);
  const left: number = build_tree_node(st, low);
  const right: number = build_tree_node(st, high);
  st.spheres[node].left = left;
  st.spheres[node].right = right;
  return node;
}

/**
 * The union of the member boxes of `list` (FUN_10038b40): f32, starting from lo = 1e6f and
 * hi = -1e6f, so an empty list gives lo = 1e6f, hi = -1e6f (000 L610, L631).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038b40
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:255
 */
export function list_box(st: CompileState, list: number[], lo: Vec3, hi: Vec3): void {
  lo.x = COMPILE_BOX_INIT;
  lo.y = COMPILE_BOX_INIT;
  lo.z = COMPILE_BOX_INIT;
  hi.x = -COMPILE_BOX_INIT;
  hi.y = -COMPILE_BOX_INIT;
  hi.z = -COMPILE_BOX_INIT;
  for (let j = 0; j < list.length; j++) {
    const s: CompileSphere = st.spheres[list[j]];
    if (s.box_lo.x < lo.x) {
      lo.x = s.box_lo.x;
    }
    if (s.box_lo.y < lo.y) {
      lo.y = s.box_lo.y;
    }
    if (s.box_lo.z < lo.z) {
      lo.z = s.box_lo.z;
    }
    if (s.box_hi.x > hi.x) {
      hi.x = s.box_hi.x;
    }
    if (s.box_hi.y > hi.y) {
      hi.y = s.box_hi.y;
    }
    if (s.box_hi.z > hi.z) {
      hi.z = s.box_hi.z;
    }
  }
}

/**
 * vol(AABB_boxes(list)) (000 L631): |dx|·|dy|·|dz| of the union box, the differences and the
 * product stored f32. An empty list gives (2e6)³ rounded to f32.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (cost volume)
 * @unit G43
 * @float x87
 * @precision 5 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:285
 */
export function list_volume(st: CompileState, list: number[]): number {
  let lo_x = 0, lo_y = 0, lo_z = 0;
  let hi_x = 0, hi_y = 0, hi_z = 0;
  list_box(st, list, _s4, _s5);
  lo_x = _s4.x; lo_y = _s4.y; lo_z = _s4.z;
  hi_x = _s5.x; hi_y = _s5.y; hi_z = _s5.z;
  const d_x = Math.fround((hi_x - lo_x)), d_y = Math.fround((hi_y - lo_y)), d_z = Math.fround((hi_z - lo_z));
  return Math.fround(((Math.abs(d_x) * Math.abs(d_y)) * Math.abs(d_z)));
}

/**
 * A new internal sphere over `list` (000 L610-615): box = the union of the member boxes (f32);
 * centre = 0.5·bmin + 0.5·bmax in f64 (FUN_1000dcb0); radius = |(f32)(bmax - (f32)centre)| with
 * per-component f32 differences and the length extended (stored f64);
 * box[k] = (u8)((i32)((bmax_k - centre_k) / (0.004·radius)) + 1).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (node sphere)
 * @unit G43, X13
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:299
 */
export function tree_internal_sphere(st: CompileState, list: number[]): number {
  let bmin_x = 0, bmin_y = 0, bmin_z = 0;
  let bmax_x = 0, bmax_y = 0, bmax_z = 0;
  list_box(st, list, _s6, _s7);
  bmin_x = _s6.x; bmin_y = _s6.y; bmin_z = _s6.z;
  bmax_x = _s7.x; bmax_y = _s7.y; bmax_z = _s7.z;
  const si: number = compile_sphere_new(st);
  const s: CompileSphere = st.spheres[si];
  s.box_lo.x = bmin_x;
  s.box_lo.y = bmin_y;
  s.box_lo.z = bmin_z;
  s.box_hi.x = bmax_x;
  s.box_hi.y = bmax_y;
  s.box_hi.z = bmax_z;
  vec_mid_f32(bmin_x, bmin_y, bmin_z, bmax_x, bmax_y, bmax_z, _s8);
  const c_x = _s8.x, c_y = _s8.y, c_z = _s8.z;
  s.center.x = c_x;
  s.center.y = c_y;
  s.center.z = c_z;
  // (f32)centre, then the per-component f32 difference bmax - (f32)centre
  const cf_x = Math.fround(c_x), cf_y = Math.fround(c_y), cf_z = Math.fround(c_z);
  const d_x = Math.fround((bmax_x - cf_x)), d_y = Math.fround((bmax_y - cf_y)), d_z = Math.fround((bmax_z - cf_z));
  const r: number = Math.sqrt((((d_x * d_x) + (d_y * d_y)) + (d_z * d_z)));
  s.radius = r;
  s.box_x = ((((Math.trunc(((bmax_x - c_x) / (COMPILE_BOX_QUANTUM * r))) | 0) + 1) | 0)) & 0xff;
  s.box_y = ((((Math.trunc(((bmax_y - c_y) / (COMPILE_BOX_QUANTUM * r))) | 0) + 1) | 0)) & 0xff;
  s.box_z = ((((Math.trunc(((bmax_z - c_z) / (COMPILE_BOX_QUANTUM * r))) | 0) + 1) | 0)) & 0xff;
  return si;
}

/**
 * One axis of the split (000 L619-630): split = bmin_k + ext_k·0.5, eps = (f64)1e-6f; in list
 * order a centre below split - eps goes low, above split + eps goes high; a centre inside the band
 * goes opposite to its neighbour (the next sphere, or the previous one for the last), and when the
 * neighbour is inside the band too, alternately low, high, … starting low (toggle = 1).
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (split band, neighbour rule, toggle)
 * @unit G43
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:326
 */
export function split_by_axis(st: CompileState, list: number[], k: number, bmin_k: number, ext_k: number, low: number[], high: number[]): void {
  const split: number = (bmin_k + (ext_k * 0.5));
  // 0x100637e0: (f64)1e-6f
  const eps: number = 9.999999974752427e-7 /* 1e-6f */;
  const n: number = list.length;
  let toggle: number = 1;
  for (let j = 0; j < n; j++) {
    const c: number = sphere_center_at(st.spheres[list[j]], k);
    if (c < (split - eps)) {
      low.push(list[j]);
    } else if (c > (split + eps)) {
      high.push(list[j]);
    } else {
      let nb: number = 0;
      if (j < ((n - 1) | 0)) {
        nb = sphere_center_at(st.spheres[list[((j + 1) | 0)]], k);
      } else {
        nb = sphere_center_at(st.spheres[list[((j - 1) | 0)]], k);
      }
      if (nb < (split - eps)) {
        high.push(list[j]);
      } else if (nb > (split + eps)) {
        low.push(list[j]);
      } else if (toggle === 1) {
        low.push(list[j]);
        toggle = 0;
      } else {
        high.push(list[j]);
        toggle = 1;
      }
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
 * @spec spec/ivp/geometry/compile.spec:364
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
 * The split of a list of three or more spheres (000 L617-633): each axis is split by
 * split_by_axis, its cost is vol(low) + vol(high) (f32), the axis is chosen by
 * choose_split_axis, and the chosen low/high lists are returned. When the chosen split leaves a
 * side empty (the original then recurses forever, 000 L635, §9.6) the guard split_by_median is
 * used instead.
 *
 * @source 000_b83935d7d7846899.txt §1.6.5 FUN_10038c90 (min-volume axis)
 * @unit G43
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/compile.spec:384
 */
export function split_list(st: CompileState, node: number, list: number[], low: number[], high: number[]): void {
  const s: CompileSphere = st.spheres[node];
  const l0: number[] = [];
  const h0: number[] = [];
  const l1: number[] = [];
  const h1: number[] = [];
  const l2: number[] = [];
  const h2: number[] = [];
  // ext = bmax - bmin, stored f64
  split_by_axis(st, list, 0, s.box_lo.x, (s.box_hi.x - s.box_lo.x), l0, h0);
  split_by_axis(st, list, 1, s.box_lo.y, (s.box_hi.y - s.box_lo.y), l1, h1);
  split_by_axis(st, list, 2, s.box_lo.z, (s.box_hi.z - s.box_lo.z), l2, h2);
  const cost0: number = Math.fround((list_volume(st, l0) + list_volume(st, h0)));
  const cost1: number = Math.fround((list_volume(st, l1) + list_volume(st, h1)));
  const cost2: number = Math.fround((list_volume(st, l2) + list_volume(st, h2)));
  const k: number = choose_split_axis(cost0, cost1, cost2);
  if (k === 0) {
    compile_list_append(low, l0);
    compile_list_append(high, h0);
  } else if (k === 1) {
    compile_list_append(low, l1);
    compile_list_append(high, h1);
  } else {
    compile_list_append(low, l2);
    compile_list_append(high, h2);
  }
  if ((low.length === 0) || (high.length === 0)) {
    // quirk guarded: 000 L635 (and §9.6 L4128): the original recurses forever here
    low.length = 0;
    high.length = 0;
    split_by_median(st, list, k, low, high);
    st.guard_splits = (st.guard_splits + 1) | 0;
  }
}

/**
 * Appends every entry of `src` to `dst`, in order.
 *
 * @design List copy helper of the tree build.
 * @unit G43
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:422
 */
export function compile_list_append(dst: number[], src: number[]): void {
  for (let i = 0; i < src.length; i++) {
    dst.push(src[i]);
  }
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
 * @spec spec/ivp/geometry/compile.spec:434
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
  for (let r = 0, r$end = (((n / 2)) | 0); r < r$end; r++) {
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
 * @spec spec/ivp/geometry/compile.spec:461
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
      let mid: number = ((i + width) | 0);
      if (mid > n) {
        mid = n;
      }
      let hi: number = ((i + Math.imul(2, width)) | 0);
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
          const cb: number = sphere_center_at(st.spheres[list[order[b]]], k);
          const ca: number = sphere_center_at(st.spheres[list[order[a]]], k);
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
 * @spec spec/ivp/geometry/compile.spec:520
 */
export function allocate_and_copy(mem: Memory, st: CompileState, ledges: number[]): number {
  const n: number = st.n_ledges;
  const n_nodes: number = ((Math.imul(2, n) - 1) | 0);
  if (n === 1) {
    const src: number = ledges[0];
    const nbytes: number = Math.imul((((mem.u32[(src + 8) >>> 2] >>> 8)) | 0), 16);
    const root1: number = ((48 + nbytes) | 0);
    const bytes1: number = ((root1 + Math.imul(28, n_nodes)) | 0);
    if (!(bytes1 < 0x1000000)) assertFail("spec/ivp/geometry/compile.spec:528", "compile: surface of {} bytes does not fit the 24-bit byte_size", [bytes1]);
    const cs1: number = mem.alloc((bytes1 >>> 0), 16);
    compile_copy_words(mem, src, ((cs1 + 48) >>> 0), nbytes);
    st.spheres[0].ledge = (cs1 + 48) >>> 0;
    compile_surface_header(mem, cs1, root1, bytes1);
    return cs1;
  }
  let sum_tri: number = 0;
  for (let i = 0; i < n; i++) {
    const l: number = ledges[i];
    sum_tri = (sum_tri + ((mem.i16[(l + 12) >>> 1]) | 0)) | 0;
  }
  // worst case: every edge brings a new point
  const bound: number = ((((((48 + Math.imul(16, ((n + sum_tri) | 0))) | 0) + Math.imul(16, Math.imul(3, sum_tri))) | 0) + Math.imul(28, n_nodes)) | 0);
  const cs: number = mem.alloc((bound >>> 0), 16);
  // 1. the ledges in sphere-list order, header and triangles only
  let dst: number = ((cs + 48) >>> 0);
  for (let i_1 = 0; i_1 < n; i_1++) {
    const src_1: number = ledges[i_1];
    const nbytes_1: number = Math.imul(((((mem.i16[(src_1 + 12) >>> 1]) | 0) + 1) | 0), 16);
    compile_copy_words(mem, src_1, dst, nbytes_1);
    st.spheres[i_1].ledge = dst;
    dst = (dst + (nbytes_1 >>> 0)) >>> 0;
  }
  // 2. the pool follows the last ledge
  st.pool = dst;
  st.n_pool = 0;
  pool_table_init(st, Math.imul(3, sum_tri));
  // 3. every edge's point, ledge by ledge, triangle by triangle, edge 0..2
  for (let i_2 = 0; i_2 < n; i_2++) {
    const src_2: number = ledges[i_2];
    const cpy: number = st.spheres[i_2].ledge;
    for (let t = 0, t$end = ((mem.i16[(src_2 + 12) >>> 1]) | 0); t < t$end; t++) {
      const ts: number = ledge_triangle(src_2, t);
      const tc: number = ledge_triangle(cpy, t);
      for (let k = 0; k < 3; k++) {
        const es: number = triangle_edge(ts, k);
        const p: number = ledge_point(mem, src_2, (((mem.u32[es >>> 2] & 0xffff)) | 0));
        const idx: number = pool_find_or_add(mem, st, p);
        const ec: number = triangle_edge(tc, k);
        mem.u32[ec >>> 2] = ((mem.u32[ec >>> 2] & 0xffff0000) | ((idx >>> 0 << 0) & 0xffff)) >>> 0;
      }
    }
    // 4. c_point_offset = pool - ledge; the stale size_div_16 is kept
    mem.i32[cpy >>> 2] = ((st.pool | 0) - (cpy | 0)) | 0;
  }
  const root: number = ((48 + Math.imul(16, ((((st.n_pool + n) | 0) + sum_tri) | 0))) | 0);
  const bytes: number = ((root + Math.imul(28, n_nodes)) | 0);
  if (!(bytes < 0x1000000)) assertFail("spec/ivp/geometry/compile.spec:576", "compile: surface of {} bytes does not fit the 24-bit byte_size", [bytes]);
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
 * @spec spec/ivp/geometry/compile.spec:585
 */
export function compile_surface_header(mem: Memory, cs: number, root: number, bytes: number): void {
  mem.i32[(cs + 32) >>> 2] = root;
  mem.u32[(cs + 28) >>> 2] = ((mem.u32[(cs + 28) >>> 2] & 0xff) | ((bytes >>> 0 << 8) & 0xffffff00)) >>> 0;
  mem.u32[(cs + 28) >>> 2] = ((mem.u32[(cs + 28) >>> 2] & 0xffffff00) | ((0 << 0) & 0xff)) >>> 0;
  mem.i32[(cs + 36 + 4 * 0) >>> 2] = 0;
  mem.i32[(cs + 36 + 4 * 1) >>> 2] = 0;
  mem.i32[(cs + 36 + 4 * 2) >>> 2] = 0;
}

/**
 * An empty point table for at most `max_points` points: a power of two of at least twice that.
 *
 * @design The pool lookup table (replaces FUN_1003b4b0's CRC32 hash): open addressing with linear probing, load factor at most 1/2; only exact 12-byte equality decides, so the table cannot change the pool.
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:597
 */
export function pool_table_init(st: CompileState, max_points: number): void {
  let slots: number = 16;
  while (slots < Math.imul(2, max_points)) {
    slots = Math.imul(slots, 2);
  }
  st.hash.length = 0;
  for (let i = 0; i < slots; i++) {
    st.hash.push(0);
  }
  st.hash_mask = (((slots - 1) | 0)) >>> 0;
}

/**
 * The murmur3 32-bit finaliser (a bijection mixing every input bit into every output bit).
 *
 * @design Hash mixer for the pool table: integer shifts, xors and wrapping multiplies only.
 * @unit G44
 * @float x87
 * @spec spec/ivp/geometry/compile.spec:612
 */
export function pool_mix32(x: number): number {
  let h: number = x;
  h = (h ^ ((h >>> 16) >>> 0)) >>> 0;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h = (h ^ ((h >>> 13) >>> 0)) >>> 0;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h = (h ^ ((h >>> 16) >>> 0)) >>> 0;
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
 * @spec spec/ivp/geometry/compile.spec:627
 */
export function pool_find_or_add(mem: Memory, st: CompileState, p: number): number {
  const x: number = mem.u32[(p) >>> 2];
  const y: number = mem.u32[(((p + 4) >>> 0)) >>> 2];
  const z: number = mem.u32[(((p + 8) >>> 0)) >>> 2];
  let h: number = ((pool_mix32(((pool_mix32(((pool_mix32(x) ^ y) >>> 0)) ^ z) >>> 0)) & st.hash_mask) >>> 0);
  while (true) {
    const e: number = st.hash[(h | 0)];
    if (e === 0) {
      break;
    }
    const q: number = ((st.pool + (Math.imul(16, ((e - 1) | 0)) >>> 0)) >>> 0);
    if (((mem.u32[(q) >>> 2] === x) && (mem.u32[(((q + 4) >>> 0)) >>> 2] === y)) && (mem.u32[(((q + 8) >>> 0)) >>> 2] === z)) {
      return (e - 1) | 0;
    }
    h = (((h + 1) >>> 0) & st.hash_mask) >>> 0;
  }
  const idx: number = st.n_pool;
  // start_point_index is 16 bits: the original would wrap the index past 65535
  if (!(idx <= 65535)) assertFail("spec/ivp/geometry/compile.spec:645", "compile: the merged point pool needs more than 65536 points ({} so far)", [idx]);
  const q_1: number = ((st.pool + (Math.imul(16, idx) >>> 0)) >>> 0);
  mem.u32[(q_1) >>> 2] = x;
  mem.u32[(((q_1 + 4) >>> 0)) >>> 2] = y;
  mem.u32[(((q_1 + 8) >>> 0)) >>> 2] = z;
  mem.u32[(((q_1 + 12) >>> 0)) >>> 2] = mem.u32[(((p + 12) >>> 0)) >>> 2];
  st.hash[(h | 0)] = (idx + 1) | 0;
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
 * @spec spec/ivp/geometry/compile.spec:662
 */
export function write_tree(mem: Memory, st: CompileState, cs: number): void {
  st.next_slot = ((((cs | 0) + mem.i32[(cs + 32) >>> 2]) | 0)) >>> 0;
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
 * @spec spec/ivp/geometry/compile.spec:673
 */
export function write_tree_node(mem: Memory, st: CompileState, si: number): number {
  const a: number = st.next_slot;
  st.next_slot = (a + 28) >>> 0;
  const nd: number = a;
  const s: CompileSphere = st.spheres[si];
  const t$0_x = Math.fround(s.center.x), t$0_y = Math.fround(s.center.y), t$0_z = Math.fround(s.center.z);
  mem.f32[(nd + 8) >>> 2] = t$0_x;
  mem.f32[(nd + 12) >>> 2] = t$0_y;
  mem.f32[(nd + 16) >>> 2] = t$0_z;
  mem.f32[(nd + 20) >>> 2] = Math.fround(s.radius);
  mem.u8[nd + 24 + 1 * 0] = s.box_x;
  mem.u8[nd + 24 + 1 * 1] = s.box_y;
  mem.u8[nd + 24 + 1 * 2] = s.box_z;
  mem.u8[nd + 27] = 0;
  if (s.left >= 0) {
    // the hull branch (s.ledge != 0: node_offset, flags = (flags & ~3) | 1) needs the root hull
    // G46, which the default template never builds (000 L670): refused instead of kept untested
    if (!(s.ledge === 0)) assertFail("spec/ivp/geometry/compile.spec:687", "compile: internal tree node with a hull ledge (the root hull G46 is not built)");
    mem.i32[(nd + 4) >>> 2] = 0;
    write_tree_node(mem, st, s.left);
    const r: number = write_tree_node(mem, st, s.right);
    mem.i32[nd >>> 2] = ((r | 0) - (a | 0)) | 0;
  } else {
    const l: number = s.ledge;
    // flags &= ~3
    mem.u32[(l + 8) >>> 2] = ((mem.u32[(l + 8) >>> 2] & 0xfffffffc) | ((0 << 0) & 0x3)) >>> 0;
    mem.i32[nd >>> 2] = 0;
    mem.i32[(nd + 4) >>> 2] = ((s.ledge | 0) - (a | 0)) | 0;
  }
  return a;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new CompileState(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3();
