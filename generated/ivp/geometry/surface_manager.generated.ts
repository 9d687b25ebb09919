// GENERATED FILE: do not edit. Engine module ivp.geometry.surface_manager: 000 §1.3.1-§1.3.2, §3.1.4, §3.2 and §8.2: the polygon and ball surface managers (vtable slots 0-10) and the ledge-tree sphere query from spec/ivp/geometry/surface_manager.spec (sha256 9cbd7232496a7952).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, type Vec3, assertFail } from "../../../runtime/index.js";
import { node_ledge, node_left, node_right, surface_root, surface_terminal_ledges } from "./compact.generated.js";
import { RaySolver, ray_tree_walk } from "./raycast.generated.js";
import { BallSurfaceManager, SurfaceManager } from "../objects/real_object.generated.js";

/** Byte offsets in layout CompactSurface (D-GEN-14). */
const enum CompactSurface {
  "mass_center.x" = 0,
  "mass_center.y" = 4,
  "mass_center.z" = 8,
  "rotation_inertia.x" = 12,
  "rotation_inertia.y" = 16,
  "rotation_inertia.z" = 20,
  upper_limit_radius = 24,
  max_factor_surface_deviation = 28,
}

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { ledgetree_node_offset = 4 }

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

/** Polygon surface-manager vtable (000 L211). */
export const PSM_VTABLE: number = 0x100631e0;
/** 0.004 = f64 at 0x10063428: the box quantum relative to the node radius (000 L233, L1515). */
export const LEDGETREE_BOX_QUANTUM: number = 0.004;
/** 0.004f: the deviation quantum of max_factor_surface_deviation (000 §8.2 L4058). */
export const SURFACE_DEVIATION_QUANTUM: number = 0.004000000189989805 /* 0.004f */;

/** IVP_SurfaceManager_Polygon: 8 bytes {vtable 0x100631e0, compact_surface*} (000 L204, L1411). */
export class PolygonSurfaceManager implements SurfaceManager {
  /** +0x00 the vtable, 0x100631e0 */
  vtable: number = 0;
  /** +0x04 the compact surface */
  cs: number = 0;

  /** Implements SurfaceManager.get_single_convex (@spec spec/ivp/geometry/surface_manager.spec:143). */
  get_single_convex(mem: Memory): number {
    return psm_get_single_convex(mem, this);
  }

  /** Implements SurfaceManager.get_mass_center (@spec spec/ivp/geometry/surface_manager.spec:146). */
  get_mass_center(mem: Memory, c: Vec3): void {
    psm_get_mass_center(mem, this, c);
  }

  /** Implements SurfaceManager.get_all_ledges_within_radius (@spec spec/ivp/geometry/surface_manager.spec:149). */
  get_all_ledges_within_radius(mem: Memory, c_x: number, c_y: number, c_z: number, radius: number, root_ledge: number, ledges: number[]): void {
    psm_get_all_ledges_within_radius(mem, this, c_x, c_y, c_z, radius, root_ledge, ledges);
  }

  /** Implements SurfaceManager.get_all_terminal_ledges (@spec spec/ivp/geometry/surface_manager.spec:152). */
  get_all_terminal_ledges(mem: Memory, ledges: number[]): void {
    psm_get_all_terminal_ledges(mem, this, ledges);
  }

  /** Implements SurfaceManager.add_reference_to_ledge (@spec spec/ivp/geometry/surface_manager.spec:155). */
  add_reference_to_ledge(ledge: number): void {
    psm_add_reference_to_ledge(this, ledge);
  }

  /** Implements SurfaceManager.remove_reference_to_ledge (@spec spec/ivp/geometry/surface_manager.spec:158). */
  remove_reference_to_ledge(ledge: number): void {
    psm_remove_reference_to_ledge(this, ledge);
  }

  /** Implements SurfaceManager.get_type (@spec spec/ivp/geometry/surface_manager.spec:161). */
  get_type(): number {
    return psm_get_type(this);
  }
}

/** Puts a PolygonSurfaceManager back into the zero state `new PolygonSurfaceManager()` gives, in place. */
export function reset_PolygonSurfaceManager(s: PolygonSurfaceManager): void {
  s.vtable = 0;
  s.cs = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PolygonSurfaceManager(dst: PolygonSurfaceManager, src: PolygonSurfaceManager): void {
  dst.vtable = src.vtable;
  dst.cs = src.cs;
}

/** Feeds the raw bits of a PolygonSurfaceManager to the hasher, field by field in declaration order. */
export function hash_PolygonSurfaceManager(s: PolygonSurfaceManager, h: StateHasher): void {
  h.enter(s);
  h.u32(s.vtable);
  h.u32(s.cs);
}

/** Writes a PolygonSurfaceManager to a snapshot stream. */
export function snapshot_PolygonSurfaceManager(s: PolygonSurfaceManager, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.vtable);
  w.put(s.cs);
}

/** Reads a PolygonSurfaceManager back from a snapshot stream written by snapshot_PolygonSurfaceManager. */
export function restore_PolygonSurfaceManager(s: PolygonSurfaceManager, r: SnapshotReader): void {
  r.enter(s);
  s.vtable = r.get();
  s.cs = r.get();
}

/**
 * The glue's {0x100631e0, cs} wrapper (000 §1.6.1 step 4, FUN_10002380). A NULL surface is refused.
 *
 * @source 000_b83935d7d7846899.txt §1.6.1 step 4; §3.1.4 FUN_10002380 (polygon manager {0x100631e0, cs})
 * @unit G04
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:34
 */
export function psm_init(sm: PolygonSurfaceManager, cs: number): void {
  if (cs === 0) assertFail("spec/ivp/geometry/surface_manager.spec:35", "polygon surface manager: no compact surface");
  sm.vtable = PSM_VTABLE;
  sm.cs = cs;
}

/**
 * Slot 0 (0x1000bcd0) get_single_convex: the root node; a terminal root gives its ledge; an
 * inner root its ledge (the root hull) when offset_compact_ledge != 0; otherwise NULL.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §3.1.4 0x1000bcd0
 * @unit G04
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:46
 */
export function psm_get_single_convex(mem: Memory, sm: PolygonSurfaceManager): number {
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
 * Slot 1 (0x1000bc00) get_mass_center: copies cs+0x00.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1 0x1000bc00
 * @unit G05
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:60
 */
export function psm_get_mass_center(mem: Memory, sm: PolygonSurfaceManager, c: Vec3): void {
  c.x = mem.f32[(sm.cs + CompactSurface["mass_center.x"]) >>> 2];
  c.y = mem.f32[(sm.cs + CompactSurface["mass_center.y"]) >>> 2];
  c.z = mem.f32[(sm.cs + CompactSurface["mass_center.z"]) >>> 2];
}

/**
 * Slot 2 (0x1000bc40) get_radius_and_radius_dev_to_given_center(c, &radius, &radius_dev):
 * out[0] = radius = upper_limit_radius + |mass_center - c|;
 * out[1] = radius_dev = (max_factor & 0xff)·upper_limit_radius·0.004f + |mass_center - c|.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §3.1.4; §8.2 0x1000bc40
 * @unit G06
 * @float x87
 * @precision 13 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/surface_manager.spec:69
 */
export function psm_get_radius_and_radius_dev(mem: Memory, sm: PolygonSurfaceManager, c_x: number, c_y: number, c_z: number, o: Float32Array): void {
  // the formula cells at L215 and L1416 are cut at a '|'; L4057-4058 (§8.2) give both sums
  // (reconstructed, INVENTORY §3.1.5): the distance and the sums are formed on the x87
  const cs: number = sm.cs;
  const mc_x = mem.f32[(cs + CompactSurface["mass_center.x"]) >>> 2], mc_y = mem.f32[(cs + CompactSurface["mass_center.y"]) >>> 2], mc_z = mem.f32[(cs + CompactSurface["mass_center.z"]) >>> 2];
  const d_x = mc_x - c_x, d_y = mc_y - c_y, d_z = mc_z - c_z;
  const dist: number = Math.sqrt(d_x * d_x + d_y * d_y + d_z * d_z);
  const big_r: number = mem.f32[(cs + CompactSurface.upper_limit_radius) >>> 2];
  o[0] = Math.fround(big_r + dist);
  const factor: number = mem.u32[(cs + CompactSurface.max_factor_surface_deviation) >>> 2] & 0xff & 0xff;
  o[1] = Math.fround(factor * big_r * SURFACE_DEVIATION_QUANTUM + dist);
}

/**
 * Slot 3 (0x1000bc20) get_rotation_inertia: copies cs+0x0c.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1 0x1000bc20
 * @unit G05
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:85
 */
export function psm_get_rotation_inertia(mem: Memory, sm: PolygonSurfaceManager, i: Vec3): void {
  i.x = mem.f32[(sm.cs + CompactSurface["rotation_inertia.x"]) >>> 2];
  i.y = mem.f32[(sm.cs + CompactSurface["rotation_inertia.y"]) >>> 2];
  i.z = mem.f32[(sm.cs + CompactSurface["rotation_inertia.z"]) >>> 2];
}

/**
 * Slot 4 (0x1000bb30) get_all_ledges_within_radius(c_os, radius, root_ledge, …, out):
 * root_ledge NULL: the query from the root node; otherwise the descent into the hull's children:
 * node = root_ledge + ledgetree_node_offset, then the query of node + 0x1c and of the right child.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §3.2 0x1000bb30
 * @unit G07
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:94
 */
export function psm_get_all_ledges_within_radius(mem: Memory, sm: PolygonSurfaceManager, c_x: number, c_y: number, c_z: number, radius: number, root_ledge: number, out_list: number[]): void {
  // the original also forms lo = c - radius and hi = c + radius, which nothing reads (L1502)
  if (root_ledge === 0) {
    ledge_tree_sphere_query(mem, surface_root(mem, sm.cs), c_x, c_y, c_z, radius, out_list);
    return;
  }
  // the child descent below a hull (never used in Ballance: no node has a hull)
  const node: number = ((root_ledge | 0) + mem.i32[(root_ledge + Ledge.ledgetree_node_offset) >>> 2]) >>> 0;
  if (mem.i32[(node + LedgetreeNode.offset_right_node) >>> 2] === 0) assertFail("spec/ivp/geometry/surface_manager.spec:102", "get_all_ledges_within_radius: the reference ledge's node has no children");
  ledge_tree_sphere_query(mem, node_left(node), c_x, c_y, c_z, radius, out_list);
  ledge_tree_sphere_query(mem, node_right(mem, node), c_x, c_y, c_z, radius, out_list);
}

/**
 * Slot 5 (0x1000bbe0) get_all_terminal_ledges: FUN_10020480.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §3.1.4 0x1000bbe0
 * @unit G09
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:110
 */
export function psm_get_all_terminal_ledges(mem: Memory, sm: PolygonSurfaceManager, out_list: number[]): void {
  surface_terminal_ledges(mem, sm.cs, out_list);
}

/**
 * Slot 6 (0x1000bb00) insert_all_ledges_hitting_ray: the ray solver's tree walk from the root
 * (000 §1.5.4, FUN_10021ee0); each hit goes to the solver's listener.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §1.5.4 0x1000bb00
 * @unit G09
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:118
 */
export function psm_insert_all_ledges_hitting_ray(mem: Memory, sm: PolygonSurfaceManager, rs: RaySolver): void {
  ray_tree_walk(mem, rs, surface_root(mem, sm.cs));
}

/**
 * Slot 7 (0x1000a490) add_reference_to_ledge: a no-op (ret 4).
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §3.1.4 0x1000a490
 * @unit G09
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:125
 */
export function psm_add_reference_to_ledge(sm: PolygonSurfaceManager, l: number): void {

}

/**
 * Slot 8 (0x1000a490) remove_reference_to_ledge: a no-op (ret 4).
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §3.1.4 0x1000a490
 * @unit G09
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:131
 */
export function psm_remove_reference_to_ledge(sm: PolygonSurfaceManager, l: number): void {

}

/**
 * Slot 10 (0x1000bcf0) get_type: 0 (polygon).
 *
 * @source 000_b83935d7d7846899.txt §1.3.1 0x1000bcf0
 * @unit G09
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:137
 */
export function psm_get_type(sm: PolygonSurfaceManager): number {
  return 0;
}

/**
 * FUN_1000b950 (000 §1.3.1 L225-241, §3.2 L1509-1531): the sphere test, then the quantised box
 * test (strict <), then a node with a ledge (leaf, or an inner node's hull) is appended and not
 * descended; an inner node without one recurses into its left child and continues with its
 * right child (tail recursion). All arithmetic on the x87; node fields f32, c and radius f64.
 *
 * @source 000_b83935d7d7846899.txt §1.3.1; §3.2 FUN_1000b950
 * @unit G08
 * @float x87
 * @precision 17 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/surface_manager.spec:174
 */
export function ledge_tree_sphere_query(mem: Memory, node: number, c_x: number, c_y: number, c_z: number, radius: number, out_list: number[]): void {
  let n: number = node;
  while (true) {
    // d = node.center - c per component, R = node.radius + radius, extended precision
    const d_x = mem.f32[(n + LedgetreeNode["center.x"]) >>> 2] - c_x, d_y = mem.f32[(n + LedgetreeNode["center.y"]) >>> 2] - c_y, d_z = mem.f32[(n + LedgetreeNode["center.z"]) >>> 2] - c_z;
    const big_r: number = mem.f32[(n + LedgetreeNode.radius) >>> 2] + radius;
    if (big_r * big_r < d_x * d_x + d_y * d_y + d_z * d_z) {
      return;
    }
    // s = (f32)(node.radius * 0.004)
    const s: number = Math.fround(mem.f32[(n + LedgetreeNode.radius) >>> 2] * LEDGETREE_BOX_QUANTUM);
    // the box test per axis k = 0, 1, 2: !(|d_k| < box_sizes[k]*s + radius) rejects, so equality rejects
    if (!(Math.abs(d_x) < mem.u8[n + LedgetreeNode.box_sizes + 1 * 0] * s + radius)) {
      return;
    }
    if (!(Math.abs(d_y) < mem.u8[n + LedgetreeNode.box_sizes + 1 * 1] * s + radius)) {
      return;
    }
    if (!(Math.abs(d_z) < mem.u8[n + LedgetreeNode.box_sizes + 1 * 2] * s + radius)) {
      return;
    }
    if (mem.i32[(n + LedgetreeNode.offset_compact_ledge) >>> 2] !== 0) {
      out_list.push(node_ledge(mem, n));
      return;
    }
    if (mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2] !== 0) {
      ledge_tree_sphere_query(mem, node_left(n), c_x, c_y, c_z, radius, out_list);
      n = node_right(mem, n);
      continue;
    }
    // A terminal node without a ledge offset cannot come from the builder (leaves always have
    // offset_compact_ledge != 0). The original then reads the node itself as a ledge and, when its
    // n_triangles is 2, keeps it only if FUN_10021550(c, triangle 0) <= radius² (0x1000ba97, dead
    // code, 000 L241, L1527-1531). The port refuses such data instead of reading a node as a ledge.
    assertFail("spec/ivp/geometry/surface_manager.spec:208", "ledge tree: a terminal node without a ledge (0x1000ba97 dead path: invalid tree)");
  }
}

/**
 * Ball manager slot 2 (0x1002fe80): a deliberate crash stub (the ball core uses obj+0xa0 and
 * 0.4·r² instead, FUN_10009f00).
 *
 * @source 000_b83935d7d7846899.txt §1.3.2 0x1002fe80
 * @unit G10
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:221
 */
export function bsm_get_radius_and_radius_dev(sm: BallSurfaceManager, c_x: number, c_y: number, c_z: number, o: Float32Array): void {
  assertFail("spec/ivp/geometry/surface_manager.spec:222", "ball surface manager slot 2 (get_radius_and_radius_dev_to_given_center, 0x1002fe80): crash stub, never called for a ball");
}

/**
 * Ball manager slot 3 (0x10016180): rotation inertia, a crash stub.
 *
 * @source 000_b83935d7d7846899.txt §1.3.2 0x10016180
 * @unit G10
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:228
 */
export function bsm_get_rotation_inertia(sm: BallSurfaceManager, i: Vec3): void {
  assertFail("spec/ivp/geometry/surface_manager.spec:229", "ball surface manager slot 3 (get_rotation_inertia, 0x10016180): crash stub, never called for a ball");
}

/**
 * Ball manager slot 4 (0x1002fe90) get_all_ledges_within_radius: appends the dummy ledge iff
 * !(r·r < |c|²), i.e. the ball centre (the object origin) lies inside the query sphere.
 *
 * @source 000_b83935d7d7846899.txt §1.3.2; §3.1.4 0x1002fe90 (condition cut at L252, L1428)
 * @unit G10
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/surface_manager.spec:236
 */
export function bsm_get_all_ledges_within_radius(sm: BallSurfaceManager, c_x: number, c_y: number, c_z: number, radius: number, root_ledge: number, out_list: number[]): void {
  // decision: L252 keeps "if `!(r*r <" and the cell is cut at the next '|'; the rest is taken as
  // |c|², the squared distance of the query centre (object space) from the ball centre (origin);
  // extended precision like the polygon query
  if (!(radius * radius < c_x * c_x + c_y * c_y + c_z * c_z)) {
    out_list.push(sm.dummy_ledge);
  }
}

/**
 * Ball manager slot 6 (0x1002ff40): ray, a crash stub.
 *
 * @source 000_b83935d7d7846899.txt §1.3.2 0x1002ff40
 * @unit G10
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:248
 */
export function bsm_insert_all_ledges_hitting_ray(sm: BallSurfaceManager, rs: RaySolver): void {
  assertFail("spec/ivp/geometry/surface_manager.spec:249", "ball surface manager slot 6 (insert_all_ledges_hitting_ray, 0x1002ff40): crash stub");
}

/**
 * Ball manager slot 7 (0x10022170) add_reference_to_ledge: a no-op.
 *
 * @source 000_b83935d7d7846899.txt §3.1.4 0x10022170
 * @unit G10
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:255
 */
export function bsm_add_reference_to_ledge(sm: BallSurfaceManager, l: number): void {

}

/**
 * Ball manager slot 8 (0x10022170) remove_reference_to_ledge: a no-op.
 *
 * @source 000_b83935d7d7846899.txt §3.1.4 0x10022170
 * @unit G10
 * @float x87
 * @spec spec/ivp/geometry/surface_manager.spec:261
 */
export function bsm_remove_reference_to_ledge(sm: BallSurfaceManager, l: number): void {

}
