// GENERATED FILE: do not edit. Engine module ivp.geometry.surface_manager_tests: 000 §1.3.1-§1.3.2, §3.1.4, §3.2: tests of the surface managers and the ledge-tree sphere query, with seeded random soups from spec/ivp/geometry/tests/surface_manager_tests.spec (sha256 34a8721034c3ec15).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, Vec3, assertFail } from "../../../../../runtime/index.js";
import { edge_start_point, ledge_triangle, node_ledge, surface_root, surface_terminal_ledges, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { triangle_dist2 } from "../../../../../generated/ivp/geometry/ledge_helpers.generated.js";
import { LedgeSoup, reset_LedgeSoup, soup_add_concave, soup_compile, soup_init } from "../../../../../generated/ivp/geometry/soup.generated.js";
import { PolygonSurfaceManager, psm_get_all_ledges_within_radius, psm_init, reset_PolygonSurfaceManager } from "../../../../../generated/ivp/geometry/surface_manager.generated.js";
import { SurfaceManager } from "../../../../../generated/ivp/objects/real_object.generated.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface { byte_size = 28, offset_ledgetree_root = 32 }

/** Byte offsets in layout LedgetreeNode (D-GEN-14). */
const enum LedgetreeNode {
  offset_right_node = 0,
  offset_compact_ledge = 4,
  "center.x" = 8,
  "center.y" = 12,
  "center.z" = 16,
  radius = 20,
  box_sizes = 24,
}

/** A deterministic LCG (Numerical Recipes constants) for the random soups of the tests. */
export class TestLcg {
  s: number = 0;
}

/** Puts a TestLcg back into the zero state `new TestLcg()` gives, in place. */
export function reset_TestLcg(s: TestLcg): void {
  s.s = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_TestLcg(dst: TestLcg, src: TestLcg): void {
  dst.s = src.s;
}

/** A hand-made surface for the tree cases: header + `n` nodes from +0x30, nothing else. */
export class TreeFixture {
  cs: number = 0;
}

/** Puts a TreeFixture back into the zero state `new TreeFixture()` gives, in place. */
export function reset_TreeFixture(s: TreeFixture): void {
  s.cs = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_TreeFixture(dst: TreeFixture, src: TreeFixture): void {
  dst.cs = src.cs;
}

/**
 * @design Test fixture: the next LCG state, s = s·1664525 + 1013904223 (mod 2^32).
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:25
 */
export function lcg_next(g: TestLcg): number {
  g.s = (Math.imul(g.s, 1664525) + 1013904223) >>> 0;
  return g.s;
}

/**
 * @design Test fixture: a uniform value in [lo, hi) from the top 24 bits of the LCG.
 * @float x87
 * @precision 4 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:31
 */
export function lcg_range(g: TestLcg, lo: number, hi: number): number {
  const u: number = (lcg_next(g) >>> 8) / 16777216;
  return lo + (hi - lo) * u;
}

/**
 * @design Test fixture: a random concave soup of n faces (each face its own three vertices: a base point in [0, 20)³ and two offsets in [-2, 2)³), added as mesh 0 and compiled.
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:37
 */
export function test_random_soup(mem: Memory, g: TestLcg, n: number): number {
  const v: Vec3[] = [];
  const faces: number[] = [];
  for (let f = 0; f < n; f++) {
    const bx: number = lcg_range(g, 0, 20);
    const by: number = lcg_range(g, 0, 20);
    const bz: number = lcg_range(g, 0, 20);
    v.push(Object.assign(new Vec3(), { x: Math.fround(bx), y: Math.fround(by), z: Math.fround(bz) }));
    for (let k = 0; k < 2; k++) {
      const dx: number = lcg_range(g, -2, 2);
      const dy: number = lcg_range(g, -2, 2);
      const dz: number = lcg_range(g, -2, 2);
      v.push(Object.assign(new Vec3(), { x: Math.fround(bx + dx), y: Math.fround(by + dy), z: Math.fround(bz + dz) }));
    }
    faces.push(Math.imul(3, f));
    faces.push((Math.imul(3, f) + 1) | 0);
    faces.push((Math.imul(3, f) + 2) | 0);
  }
  const s: LedgeSoup = _r0;
  reset_LedgeSoup(s);
  soup_init(s);
  soup_add_concave(mem, s, v, faces, 1, 1, 1, 0);
  return soup_compile(mem, s);
}

/**
 * @design Test fixture: a compact surface whose soup is the faces (i, i+1, i+2) of the given vertices.
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:62
 */
export function test_soup_surface(mem: Memory, v: Vec3[], faces: number[]): number {
  const s: LedgeSoup = _r1;
  reset_LedgeSoup(s);
  soup_init(s);
  soup_add_concave(mem, s, v, faces, 1, 1, 1, 0);
  return soup_compile(mem, s);
}

/**
 * @design Test fixture: a surface header followed by n zero nodes (root at +0x30).
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:70
 */
export function tree_fixture(mem: Memory, n: number): number {
  const cs: number = mem.alloc((0x30 + Math.imul(0x1c, n)) >>> 0, 16);
  mem.i32[(cs + CompactSurface.offset_ledgetree_root) >>> 2] = 0x30;
  mem.u32[(cs + CompactSurface.byte_size) >>> 2] = ((mem.u32[(cs + CompactSurface.byte_size) >>> 2] & 0xff) | (((0x30 + Math.imul(0x1c, n)) << 8) & 0xffffff00)) >>> 0;
  return cs;
}

/**
 * @design Test fixture: node i of a fixture surface.
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:78
 */
export function tree_fixture_node(cs: number, i: number): number {
  return (((cs + 0x30) >>> 0) + Math.imul(0x1c, i)) >>> 0;
}

/**
 * @design Test fixture: sets a node's sphere, its three box sizes and its offsets (right child index, or -1; ledge address, or 0).
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:83
 */
export function tree_fixture_set(mem: Memory, cs: number, i: number, c_x: number, c_y: number, c_z: number, radius: number, bx: number, by: number, bz: number, right: number, ledge: number): void {
  const n: number = tree_fixture_node(cs, i);
  const t$0_x = c_x, t$0_y = c_y, t$0_z = c_z;
  mem.f32[(n + LedgetreeNode["center.x"]) >>> 2] = t$0_x;
  mem.f32[(n + LedgetreeNode["center.y"]) >>> 2] = t$0_y;
  mem.f32[(n + LedgetreeNode["center.z"]) >>> 2] = t$0_z;
  mem.f32[(n + LedgetreeNode.radius) >>> 2] = radius;
  mem.u8[n + LedgetreeNode.box_sizes + 1 * 0] = bx;
  mem.u8[n + LedgetreeNode.box_sizes + 1 * 1] = by;
  mem.u8[n + LedgetreeNode.box_sizes + 1 * 2] = bz;
  if (right >= 0) {
    mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2] = Math.imul(0x1c, right - i);
  } else {
    mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2] = 0;
  }
  if (ledge !== 0) {
    mem.i32[(n + LedgetreeNode.offset_compact_ledge) >>> 2] = (ledge - (n | 0)) | 0;
  } else {
    mem.i32[(n + LedgetreeNode.offset_compact_ledge) >>> 2] = 0;
  }
}

/**
 * @design Test oracle: the document's sphere and box rule for one node (000 L228-233), written out independently of the walk.
 * @float x87
 * @precision 17 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:103
 */
export function test_node_passes(mem: Memory, n: number, c_x: number, c_y: number, c_z: number, r: number): boolean {
  const dx: number = mem.f32[(n + LedgetreeNode["center.x"]) >>> 2] - c_x;
  const dy: number = mem.f32[(n + LedgetreeNode["center.y"]) >>> 2] - c_y;
  const dz: number = mem.f32[(n + LedgetreeNode["center.z"]) >>> 2] - c_z;
  const big_r: number = mem.f32[(n + LedgetreeNode.radius) >>> 2] + r;
  if (big_r * big_r < dx * dx + dy * dy + dz * dz) {
    return false;
  }
  const s: number = Math.fround(mem.f32[(n + LedgetreeNode.radius) >>> 2] * 0.004);
  if (Math.abs(dx) >= mem.u8[n + LedgetreeNode.box_sizes + 1 * 0] * s + r) {
    return false;
  }
  if (Math.abs(dy) >= mem.u8[n + LedgetreeNode.box_sizes + 1 * 1] * s + r) {
    return false;
  }
  if (Math.abs(dz) >= mem.u8[n + LedgetreeNode.box_sizes + 1 * 2] * s + r) {
    return false;
  }
  return true;
}

/**
 * @design Test oracle: for every leaf of the preorder node array (2n−1 nodes from the root), in node order, the ledge when the leaf and all its ancestors pass test_node_passes. Subtree ends come from a backward pass: a leaf ends at j+1, an inner node where its right child ends.
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:125
 */
export function test_oracle_query(mem: Memory, cs: number, c_x: number, c_y: number, c_z: number, r: number, out_list: number[]): void {
  const all: number[] = [];
  surface_terminal_ledges(mem, cs, all);
  const nn: number = (Math.imul(2, all.length) - 1) | 0;
  const root: number = surface_root(mem, cs);
  const ends: number[] = [];
  for (let j = 0; j < nn; j++) {
    ends.push(0);
  }
  for (let j_1 = nn - 1; j_1 >= 0; j_1--) {
    const n: number = (root + (Math.imul(0x1c, j_1) >>> 0)) >>> 0;
    if (mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2] === 0) {
      ends[j_1] = (j_1 + 1) | 0;
    } else {
      ends[j_1] = ends[(j_1 + ((mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2] / 0x1c) | 0)) | 0];
    }
  }
  for (let j_2 = 0; j_2 < nn; j_2++) {
    const n_1: number = (root + (Math.imul(0x1c, j_2) >>> 0)) >>> 0;
    if (mem.i32[(n_1 + LedgetreeNode.offset_right_node) >>> 2] === 0) {
      let ok: boolean = test_node_passes(mem, n_1, c_x, c_y, c_z, r);
      for (let i = 0; i < j_2; i++) {
        if (ends[i] > j_2) {
          const a: number = (root + (Math.imul(0x1c, i) >>> 0)) >>> 0;
          ok = ok && test_node_passes(mem, a, c_x, c_y, c_z, r);
        }
      }
      if (ok) {
        out_list.push(node_ledge(mem, n_1));
      }
    }
  }
}

/**
 * @design Test helper: the leaf node whose ledge is at address `ledge` (leaf ledges keep ledgetree_node_offset 0, 000 §1.6.5), or NULL.
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:160
 */
export function test_leaf_of(mem: Memory, cs: number, ledge: number): number {
  const all: number[] = [];
  surface_terminal_ledges(mem, cs, all);
  const root: number = surface_root(mem, cs);
  for (let j = 0, j$end = (Math.imul(2, all.length) - 1) | 0; j < j$end; j++) {
    const n: number = (root + (Math.imul(0x1c, j) >>> 0)) >>> 0;
    if (mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2] === 0 && node_ledge(mem, n) === ledge) {
      return n;
    }
  }
  return 0;
}

/**
 * @design Test helper: the start point of edge k of triangle 0 (after a compile with merged points, ledge_point(l, k) is pool point k, not the face's).
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:174
 */
export function test_tri_point(mem: Memory, l: number, k: number): number {
  return edge_start_point(mem, triangle_edge(ledge_triangle(l, 0), k));
}

/**
 * @design Test helper: list membership.
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:179
 */
export function test_list_has(list: number[], v: number): boolean {
  for (let i = 0; i < list.length; i++) {
    if (list[i] === v) {
      return true;
    }
  }
  return false;
}

/**
 * @design Test helper: the number of mismatches between the query and the three oracles for one sphere (0 when they agree).
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:189
 */
export function test_query_mismatches(mem: Memory, cs: number, c_x: number, c_y: number, c_z: number, r: number): number {
  const sm: PolygonSurfaceManager = _r2;
  reset_PolygonSurfaceManager(sm);
  psm_init(sm, cs);
  const got: number[] = [];
  psm_get_all_ledges_within_radius(mem, sm, c_x, c_y, c_z, r, 0, got);
  const want: number[] = [];
  test_oracle_query(mem, cs, c_x, c_y, c_z, r, want);
  let bad: number = 0;
  // exactly the path-aware brute force, in the same order
  if (got.length !== want.length) {
    bad = (bad + 1) | 0;
  } else {
    for (let i = 0; i < got.length; i++) {
      if (got[i] !== want[i]) {
        bad = (bad + 1) | 0;
      }
    }
  }
  // conservative: every ledge within the radius is found
  const all: number[] = [];
  surface_terminal_ledges(mem, cs, all);
  for (let i_1 = 0; i_1 < all.length; i_1++) {
    const l: number = all[i_1];
    const d2: number = triangle_dist2(mem, l, ledge_triangle(l, 0), c_x, c_y, c_z);
    if (d2 < r * r * 0.999999 && !test_list_has(got, all[i_1])) {
      bad = (bad + 1) | 0;
    }
  }
  return bad;
}

/**
 * What the collision side reads through an object's manager (obj+0x8c), whichever it is: slot 10's
 * type × 1000 + the number of terminal ledges (slot 5), and the mass centre (slot 1) into `c`.
 *
 * @design test helper: calls through the SurfaceManager interface, as the collision side does
 * @float x87
 * @spec spec/ivp/geometry/tests/surface_manager_tests.spec:223
 */
export function test_via_manager(mem: Memory, m: SurfaceManager | null, c: Vec3): number {
  if (m === null) assertFail("spec/ivp/geometry/tests/surface_manager_tests.spec:224", "no surface manager");
  const ledges: number[] = [];
  m!.get_all_terminal_ledges(mem, ledges);
  $host.after(m!.get_mass_center(mem, c), $host.vec32(c));
  return (Math.imul($host.i32(m!.get_type(), "SurfaceManager.get_type (spec/ivp/geometry/tests/surface_manager_tests.spec:228)"), 1000) + ledges.length) | 0;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new LedgeSoup(), _r1 = new LedgeSoup(), _r2 = new PolygonSurfaceManager();
