// GENERATED FILE: do not edit. Engine module ivp.geometry.raycast: 000 §1.5.4: ray casting against a compact surface (the capsule-pruned tree walk and the ledge hit walk) and a nearest-hit query from spec/ivp/geometry/raycast.spec (sha256 e5eed07968a806c0).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { edge_opposite, edge_triangle, ledge_point, ledge_triangle, node_ledge, node_left, node_right, surface_root, triangle_edge } from "./compact.generated.js";
import { hesse, qr_values } from "./ledge_helpers.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { n_triangles = 12 }

/** Byte offsets in layout LedgetreeNode (D-GEN-14). */
const enum LedgetreeNode {
  offset_right_node = 0,
  "center.x" = 8,
  "center.y" = 12,
  "center.z" = 16,
  radius = 20,
  box_sizes = 24,
}

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { tri_index = 0 }

/** 0.5 = f64 at 0x100634a0: half the ray length for the capsule sphere (000 L447). */
export const RAY_HALF: number = 0.5;
/** -1e-12: the front-facing limit of dir·n (000 L452). */
export const RAY_FRONT_LIMIT: number = -1e-12;
/**
 * The relative margin of the tree walk's box test (D-RAY-3): about 80 f32 ulps of the node's
 * coordinates, far above every rounding between the compile's boxes, the stored f32 node and the
 * ledge tests' hit points, and far below a node's size.
 */
export const RAY_BOX_MARGIN: number = 0.00001;

/**
 * Where a hit goes: the ray solver's listener (+0x60), slot 0.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface RayHitListener {
  /**
   * slot 0: (arg, ledge, triangle, (f64)(length·t), normal); ledge and triangle are addresses,
   * the normal is the hit triangle's unit normal facing the ray start (object space)
   */
  ray_hit(arg: number, ledge: number, triangle: number, distance: number, normal_x: number, normal_y: number, normal_z: number): void;
}

/** The ray solver object (000 §1.5.4 table). */
export class RaySolver {
  /** +0x00 f64 start[3] */
  start: Vec3 = new Vec3();
  /** +0x20 f32 centre[3] = (start + end)/2 */
  centre: Vec3 = new Vec3();
  /** +0x30 f64 end[3] */
  end: Vec3 = new Vec3();
  /** +0x50 f32 dir[3], the unit direction start → end */
  dir: Vec3 = new Vec3();
  /** +0x60 the hit listener */
  listener: RayHitListener | null = null;
  /** +0x64 its argument */
  listener_arg: number = 0;
  /** +0x68 f32 length = |end - start| */
  length: number = ZERO_F64;
  /**
   * the project's (D-RAY-3): end - start and its per-axis reciprocal (0 where the axis is 0), for
   * the conservative box test of the tree walk, and that test's parameter interval
   */
  seg: Vec3 = new Vec3();
  inv_seg: Vec3 = new Vec3();
  t_lo: number = ZERO_F64;
  t_hi: number = ZERO_F64;
}

/** Puts a RaySolver back into the zero state `new RaySolver()` gives, in place. */
export function reset_RaySolver(s: RaySolver): void {
  s.start.x = 0; s.start.y = 0; s.start.z = 0;
  s.centre.x = 0; s.centre.y = 0; s.centre.z = 0;
  s.end.x = 0; s.end.y = 0; s.end.z = 0;
  s.dir.x = 0; s.dir.y = 0; s.dir.z = 0;
  s.listener = null;
  s.listener_arg = 0;
  s.length = 0;
  s.seg.x = 0; s.seg.y = 0; s.seg.z = 0;
  s.inv_seg.x = 0; s.inv_seg.y = 0; s.inv_seg.z = 0;
  s.t_lo = 0;
  s.t_hi = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RaySolver(dst: RaySolver, src: RaySolver): void {
  dst.start.x = src.start.x; dst.start.y = src.start.y; dst.start.z = src.start.z;
  dst.centre.x = src.centre.x; dst.centre.y = src.centre.y; dst.centre.z = src.centre.z;
  dst.end.x = src.end.x; dst.end.y = src.end.y; dst.end.z = src.end.z;
  dst.dir.x = src.dir.x; dst.dir.y = src.dir.y; dst.dir.z = src.dir.z;
  dst.listener = src.listener;
  dst.listener_arg = src.listener_arg;
  dst.length = src.length;
  dst.seg.x = src.seg.x; dst.seg.y = src.seg.y; dst.seg.z = src.seg.z;
  dst.inv_seg.x = src.inv_seg.x; dst.inv_seg.y = src.inv_seg.y; dst.inv_seg.z = src.inv_seg.z;
  dst.t_lo = src.t_lo;
  dst.t_hi = src.t_hi;
}

/** The per-triangle marks of the edge walk, indexed by tri_index. */
export class RayWalkMarks {
  visited: number[] = [];
}

/** Puts a RayWalkMarks back into the zero state `new RayWalkMarks()` gives, in place. */
export function reset_RayWalkMarks(s: RayWalkMarks): void {
  s.visited.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RayWalkMarks(dst: RayWalkMarks, src: RayWalkMarks): void {
  for (let i = 0; i < src.visited.length && i < dst.visited.length; i++) dst.visited[i] = src.visited[i];
  if (dst.visited.length > src.visited.length) dst.visited.length = src.visited.length;
  else for (let i = dst.visited.length; i < src.visited.length; i++) dst.visited.push(src.visited[i]);
}

/** The nearest hit of a ray cast (surface_ray_cast), also the listener that collects it. */
export class SurfaceRayHit implements RayHitListener {
  /** a hit was reported */
  found: boolean = false;
  /** the hit ledge and triangle (addresses) */
  ledge: number = 0;
  triangle: number = 0;
  /** distance from the start along the ray, (f64)(length·t) */
  distance: number = ZERO_F64;
  /** the unit normal of the hit triangle, facing the start */
  normal: Vec3 = new Vec3();

  /**
   * Keeps the nearest hit; of equal distances the first reported.
   *
   * Implements RayHitListener.ray_hit (@spec spec/ivp/geometry/raycast.spec:415).
   */
  ray_hit(arg: number, ledge: number, triangle: number, distance: number, normal_x: number, normal_y: number, normal_z: number): void {
    if (!this.found || distance < this.distance) {
      this.found = true;
      this.ledge = ledge;
      this.triangle = triangle;
      this.distance = distance;
      this.normal.x = normal_x;
      this.normal.y = normal_y;
      this.normal.z = normal_z;
    }
  }
}

/** Puts a SurfaceRayHit back into the zero state `new SurfaceRayHit()` gives, in place. */
export function reset_SurfaceRayHit(s: SurfaceRayHit): void {
  s.found = false;
  s.ledge = 0;
  s.triangle = 0;
  s.distance = 0;
  s.normal.x = 0; s.normal.y = 0; s.normal.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SurfaceRayHit(dst: SurfaceRayHit, src: SurfaceRayHit): void {
  dst.found = src.found;
  dst.ledge = src.ledge;
  dst.triangle = src.triangle;
  dst.distance = src.distance;
  dst.normal.x = src.normal.x; dst.normal.y = src.normal.y; dst.normal.z = src.normal.z;
}

/**
 * A ray solver for the segment start → end (the object-space ray of 0x10022010/0x10022030).
 * The document lists the fields only; how they are derived is the project's (the names say it).
 *
 * @design 000 §1.5.4 gives the record's fields but not the solver's constructor (0x10022010/0x10022030 are not described): centre = (f32)((start+end)·0.5), length = (f32)|end−start|, dir = (f32)((end−start)·(1/|end−start|)), all formed on the x87.
 * @unit G29
 * @float x87
 * @precision 22 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:82
 */
export function ray_solver_init(rs: RaySolver, start_x: number, start_y: number, start_z: number, end_x: number, end_y: number, end_z: number, listener: RayHitListener | null, arg: number): void {
  rs.start.x = start_x;
  rs.start.y = start_y;
  rs.start.z = start_z;
  rs.end.x = end_x;
  rs.end.y = end_y;
  rs.end.z = end_z;
  const sum_x = start_x + end_x, sum_y = start_y + end_y, sum_z = start_z + end_z;
  rs.centre.x = Math.fround(sum_x * RAY_HALF);
  rs.centre.y = Math.fround(sum_y * RAY_HALF);
  rs.centre.z = Math.fround(sum_z * RAY_HALF);
  const d_x = end_x - start_x, d_y = end_y - start_y, d_z = end_z - start_z;
  const l2: number = d_x * d_x + d_y * d_y + d_z * d_z;
  const len: number = Math.sqrt(l2);
  rs.length = Math.fround(len);
  if (len > 0) {
    const inv: number = 1 / len;
    rs.dir.x = Math.fround(d_x * inv);
    rs.dir.y = Math.fround(d_y * inv);
    rs.dir.z = Math.fround(d_z * inv);
  } else {
    rs.dir.x = 0;
    rs.dir.y = 0;
    rs.dir.z = 0;
  }
  rs.listener = listener;
  rs.listener_arg = arg;
  rs.seg.x = d_x;
  rs.seg.y = d_y;
  rs.seg.z = d_z;
  rs.inv_seg.x = 0;
  rs.inv_seg.y = 0;
  rs.inv_seg.z = 0;
  if (d_x !== 0) {
    rs.inv_seg.x = 1 / d_x;
  }
  if (d_y !== 0) {
    rs.inv_seg.y = 1 / d_y;
  }
  if (d_z !== 0) {
    rs.inv_seg.z = 1 / d_z;
  }
}

/**
 * The tree walk FUN_10021ee0: prune a node whose sphere misses the ray capsule (the sphere of
 * radius node.radius + 0.5·length about the ray centre, then the perpendicular distance of the
 * node centre from the ray line, FUN_10021fd0); test a terminal node's ledge; descend otherwise,
 * left first. A node the segment cannot meet by its quantised box is pruned too (D-RAY-3): its
 * ledges could not report a hit, so the listener sees the same hits in the same order.
 *
 * @source 000_b83935d7d7846899.txt §1.5.4 FUN_10021ee0 / FUN_10021fd0
 * @unit G29
 * @float x87
 * @precision 26 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:119
 */
export function ray_tree_walk(mem: Memory, rs: RaySolver, node: number): void {
  let n: number = node;
  // the right child is walked by the loop (a tail call): left subtree first, then right
  while (true) {
    const d_x = mem.f32[(n + LedgetreeNode["center.x"]) >>> 2] - rs.centre.x, d_y = mem.f32[(n + LedgetreeNode["center.y"]) >>> 2] - rs.centre.y, d_z = mem.f32[(n + LedgetreeNode["center.z"]) >>> 2] - rs.centre.z;
    // the capsule's end sphere: radius + 0.5·length (0.5 at 0x100634a0)
    const reach: number = mem.f32[(n + LedgetreeNode.radius) >>> 2] + RAY_HALF * rs.length;
    // decision: equality keeps, like the sphere query (000 §3.2)
    if (reach * reach < d_x * d_x + d_y * d_y + d_z * d_z) {
      return;
    }
    // FUN_10021fd0: |d × dir|², the squared distance of the node centre from the ray line
    const dir_x = rs.dir.x, dir_y = rs.dir.y, dir_z = rs.dir.z;
    const x_x = d_y * dir_z - d_z * dir_y, x_y = d_z * dir_x - d_x * dir_z, x_z = d_x * dir_y - d_y * dir_x;
    const r: number = mem.f32[(n + LedgetreeNode.radius) >>> 2];
    if (r * r < x_x * x_x + x_y * x_y + x_z * x_z) {
      return;
    }
    if (!ray_node_box_meets(mem, rs, n)) {
      return;
    }
    if (mem.i32[(n + LedgetreeNode.offset_right_node) >>> 2] === 0) {
      ray_ledge_hit(mem, rs, node_ledge(mem, n));
      return;
    }
    // decision: an inner node is descended, left child first, even if it carries a hull (none do
    // in Ballance, 000 §1.6.6)
    ray_tree_walk(mem, rs, node_left(n));
    n = node_right(mem, n);
  }
}

/**
 * Whether the segment start → end meets the node's quantised box grown by a margin: per axis
 * the box is centre ± box_sizes·(0.004·radius) (the compile's quantisation, which rounds up, so
 * every point of the node's ledges lies inside, up to f32 rounding), grown by RAY_BOX_MARGIN of
 * the node's size and position; the segment's parameter interval [0, 1] is clipped slab by slab.
 *
 * @design D-RAY-3: a conservative test the walk adds (not in 000): it only skips nodes whose ledges the segment cannot reach, so which hits are reported, and in what order, is unchanged, and a vertical ray through a floor visits about a third of the nodes the sphere tests keep.
 * @unit G29
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:157
 */
export function ray_node_box_meets(mem: Memory, rs: RaySolver, n: number): boolean {
  const r: number = mem.f32[(n + LedgetreeNode.radius) >>> 2];
  const q: number = 0.004 * r;
  const m: number = RAY_BOX_MARGIN * (Math.abs(mem.f32[(n + LedgetreeNode["center.x"]) >>> 2]) + Math.abs(mem.f32[(n + LedgetreeNode["center.y"]) >>> 2]) + Math.abs(mem.f32[(n + LedgetreeNode["center.z"]) >>> 2]) + r) + 1e-9;
  rs.t_lo = 0;
  rs.t_hi = 1;
  if (!ray_slab(rs, rs.start.x, rs.seg.x, rs.inv_seg.x, mem.f32[(n + LedgetreeNode["center.x"]) >>> 2], mem.u8[n + LedgetreeNode.box_sizes + 1 * 0] * q + m)) {
    return false;
  }
  if (!ray_slab(rs, rs.start.y, rs.seg.y, rs.inv_seg.y, mem.f32[(n + LedgetreeNode["center.y"]) >>> 2], mem.u8[n + LedgetreeNode.box_sizes + 1 * 1] * q + m)) {
    return false;
  }
  return ray_slab(rs, rs.start.z, rs.seg.z, rs.inv_seg.z, mem.f32[(n + LedgetreeNode["center.z"]) >>> 2], mem.u8[n + LedgetreeNode.box_sizes + 1 * 2] * q + m);
}

/**
 * One slab of ray_node_box_meets: clips [t_lo, t_hi] to where s + t·d lies in [c − h, c + h];
 * false when nothing is left. An axis the segment does not move along keeps the interval when s
 * lies in the slab.
 *
 * @design D-RAY-3: the slab clip of the conservative box test.
 * @unit G29
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:177
 */
export function ray_slab(rs: RaySolver, s: number, d: number, inv: number, c: number, h: number): boolean {
  const lo: number = c - h;
  const hi: number = c + h;
  if (d === 0) {
    return s >= lo && s <= hi;
  }
  let t0: number = (lo - s) * inv;
  let t1: number = (hi - s) * inv;
  if (t0 > t1) {
    const t: number = t0;
    t0 = t1;
    t1 = t;
  }
  if (t0 > rs.t_lo) {
    rs.t_lo = t0;
  }
  if (t1 < rs.t_hi) {
    rs.t_hi = t1;
  }
  return rs.t_lo <= rs.t_hi;
}

/**
 * The ledge test FUN_10021ab0 (000 §1.5.4): a 2-triangle ledge tests only triangle 0's plane
 * (normal flipped when the start lies behind it); other ledges find the first front-facing
 * triangle whose plane the segment crosses and walk across edges with the QR values.
 *
 * @source 000_b83935d7d7846899.txt §1.5.4 FUN_10021ab0
 * @unit G29
 * @float x87
 * @spec spec/ivp/geometry/raycast.spec:204
 */
export function ray_ledge_hit(mem: Memory, rs: RaySolver, l: number): void {
  if (mem.i16[(l + Ledge.n_triangles) >>> 1] === 2) {
    ray_pancake_hit(mem, rs, l);
    return;
  }
  ray_convex_hit(mem, rs, l);
}

/**
 * 2-triangle ledges: triangle 0's plane, the normal flipped by -1 when the start lies behind;
 * a hit when the segment reaches the plane inside triangle 0.
 *
 * @source 000_b83935d7d7846899.txt §1.5.4 FUN_10021ab0 (2-triangle ledges)
 * @unit G29
 * @float x87
 * @precision 19 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:216
 */
export function ray_pancake_hit(mem: Memory, rs: RaySolver, l: number): void {
  const t0: number = ledge_triangle(l, 0);
  const e0: number = triangle_edge(t0, 0);
  hesse(mem, e0, l, _s0);
  let n_x = _s0.x, n_y = _s0.y, n_z = _s0.z;
  const p0: number = ledge_point(mem, l, mem.u32[(e0 + Edge.start_point_index) >>> 2] & 0xffff);
  const q_x = mem.f32[(p0 + PolyPoint["p.x"]) >>> 2], q_y = mem.f32[(p0 + PolyPoint["p.y"]) >>> 2], q_z = mem.f32[(p0 + PolyPoint["p.z"]) >>> 2];
  let h0: number = n_x * (rs.start.x - q_x) + n_y * (rs.start.y - q_y) + n_z * (rs.start.z - q_z);
  // "the normal is flipped by -1 when the start lies behind it"
  if (h0 < 0) {
    const t$0_x = n_x * -1, t$0_y = n_y * -1, t$0_z = n_z * -1;
    n_x = t$0_x; n_y = t$0_y; n_z = t$0_z;
    h0 = -h0;
  }
  const h1: number = n_x * (rs.end.x - q_x) + n_y * (rs.end.y - q_y) + n_z * (rs.end.z - q_z);
  ray_plane_try(mem, rs, l, t0, n_x, n_y, n_z, h0, h1);
}

/**
 * The crossing and inside test of one triangle's plane, and the listener call on a hit.
 * h0 and h1 are the signed plane distances of start and end (n·(x - P), n facing the start side).
 *
 * @design 000 §1.5.4 names the plane test but not its rules: the segment crosses when h0 >= 0 >= h1 and h0 > h1; t = h0/(h0−h1); the point start + (end−start)·t is inside when the triangle's QR values (FUN_10020ad0) are all >= 0; the listener gets (f64)(length·t) and n scaled to unit length.
 * @unit G29
 * @float x87
 * @precision 2 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:236
 */
export function ray_plane_try(mem: Memory, rs: RaySolver, l: number, t: number, n_x: number, n_y: number, n_z: number, h0: number, h1: number): boolean {
  if (!(h0 >= 0 && h1 <= 0 && h0 > h1)) {
    return false;
  }
  const tt: number = h0 / (h0 - h1);
  if (!ray_point_inside(mem, rs, l, t, tt)) {
    return false;
  }
  ray_report(rs, l, t, n_x, n_y, n_z, tt);
  return true;
}

/**
 * True when the ray line's point at parameter tt (start + (end−start)·tt) lies inside the
 * triangle by its QR values (all >= 0).
 *
 * @design The inside test of the ray walk: FUN_10020ad0's unscaled barycentric weights (numeric compares, so edges, corners and -0.0 are inside).
 * @unit G29
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:252
 */
export function ray_point_inside(mem: Memory, rs: RaySolver, l: number, t: number, tt: number): boolean {
  const seg_x = rs.end.x - rs.start.x, seg_y = rs.end.y - rs.start.y, seg_z = rs.end.z - rs.start.z;
  const p_x = rs.start.x + seg_x * tt, p_y = rs.start.y + seg_y * tt, p_z = rs.start.z + seg_z * tt;
  const w = _a1;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  qr_values(mem, l, triangle_edge(t, 0), p_x, p_y, p_z, w);
  return w[0] >= 0 && w[1] >= 0 && w[2] >= 0;
}

/**
 * The listener call: (arg, ledge, triangle, (f64)(length·t), unit normal).
 *
 * @source 000_b83935d7d7846899.txt §1.5.4 FUN_10021ab0 (listener slot 0)
 * @unit G29
 * @float x87
 * @precision 11 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:263
 */
export function ray_report(rs: RaySolver, l: number, t: number, n_x: number, n_y: number, n_z: number, tt: number): void {
  const lis: RayHitListener | null = rs.listener;
  if (lis === null) assertFail("spec/ivp/geometry/raycast.spec:265", "ray solver: no hit listener");
  // decision: the normal is scaled to unit length (the document does not say which normal)
  const nn: number = n_x * n_x + n_y * n_y + n_z * n_z;
  const inv: number = 1 / Math.sqrt(nn);
  const un_x = n_x * inv, un_y = n_y * inv, un_z = n_z * inv;
  const dist: number = rs.length * tt;
  lis!.ray_hit(rs.listener_arg, l, t, dist, un_x, un_y, un_z);
}

/**
 * True when triangle t faces the ray: dir·hesse(t) <= -1e-12 (000 L452).
 *
 * @source 000_b83935d7d7846899.txt §1.5.4 FUN_10021ab0 (front-facing test)
 * @unit G29
 * @float x87
 * @precision 5 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:277
 */
export function ray_front_facing(mem: Memory, rs: RaySolver, l: number, t: number): boolean {
  const e0: number = triangle_edge(t, 0);
  hesse(mem, e0, l, _s2);
  const n_x = _s2.x, n_y = _s2.y, n_z = _s2.z;
  const dir_x = rs.dir.x, dir_y = rs.dir.y, dir_z = rs.dir.z;
  return dir_x * n_x + dir_y * n_y + dir_z * n_z <= RAY_FRONT_LIMIT;
}

/**
 * Plane distances of start and end for triangle t (n = hesse of its edge 0, not flipped):
 * h[0] = n·(start − P), h[1] = n·(end − P).
 *
 * @design Helper of the ray walk: the signed plane distances, formed on the x87 from the f64 hesse normal and the f32 point, stored f64.
 * @unit G29
 * @float x87
 * @precision 16 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:288
 */
export function ray_plane_heights(mem: Memory, rs: RaySolver, l: number, t: number, h: Float64Array): void {
  const e0: number = triangle_edge(t, 0);
  hesse(mem, e0, l, _s3);
  const n_x = _s3.x, n_y = _s3.y, n_z = _s3.z;
  const p0: number = ledge_point(mem, l, mem.u32[(e0 + Edge.start_point_index) >>> 2] & 0xffff);
  const q_x = mem.f32[(p0 + PolyPoint["p.x"]) >>> 2], q_y = mem.f32[(p0 + PolyPoint["p.y"]) >>> 2], q_z = mem.f32[(p0 + PolyPoint["p.z"]) >>> 2];
  h[0] = n_x * (rs.start.x - q_x) + n_y * (rs.start.y - q_y) + n_z * (rs.start.z - q_z);
  h[1] = n_x * (rs.end.x - q_x) + n_y * (rs.end.y - q_y) + n_z * (rs.end.z - q_z);
}

/**
 * Ledges with more than 2 triangles (convex hulls): the first front-facing triangle (index
 * order) whose plane the segment crosses, then the edge walk to the triangle that contains the
 * ray line's point (QR values, FUN_10020ad0), and the crossing test of that triangle.
 *
 * @source 000_b83935d7d7846899.txt §1.5.4 FUN_10021ab0 (other ledges) / FUN_10020ad0
 * @unit G29
 * @float x87
 * @spec spec/ivp/geometry/raycast.spec:302
 */
export function ray_convex_hit(mem: Memory, rs: RaySolver, l: number): void {
  const nt: number = mem.i16[(l + Ledge.n_triangles) >>> 1];
  const h = _a4;
  h[0] = 0;
  h[1] = 0;
  // the first front-facing triangle the segment crosses (its plane)
  let first: number = -1;
  for (let i = 0; i < nt; i++) {
    const t: number = ledge_triangle(l, i);
    if (ray_front_facing(mem, rs, l, t)) {
      ray_plane_heights(mem, rs, l, t, h);
      if (h[0] >= 0 && h[1] <= 0 && h[0] > h[1]) {
        first = i;
        break;
      }
    }
  }
  if (first < 0) {
    return;
  }
  ray_convex_walk(mem, rs, l, first);
}

/**
 * The edge walk from triangle `first`: locate the front-facing triangle containing the ray
 * line's point, then test the segment against it.
 *
 * @design 000 §1.5.4 says only 'walk across edges using FUN_10020ad0 checks'. Each step takes the ray line's point in the current triangle's plane and its QR values; all >= 0: this is the entry triangle (hit when the segment crosses its plane). Otherwise the first edge (edge order) with a negative value is crossed: a neighbour that is not front-facing makes a silhouette edge (the line passes outside the convex ledge: no hit); a visited neighbour is skipped. A stuck walk scans the front-facing triangles in index order.
 * @unit G29
 * @float x87
 * @precision 11 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:327
 */
export function ray_convex_walk(mem: Memory, rs: RaySolver, l: number, first: number): void {
  const nt: number = mem.i16[(l + Ledge.n_triangles) >>> 1];
  const marks: RayWalkMarks = new RayWalkMarks();
  for (let i = 0; i < nt; i++) {
    marks.visited.push(0);
  }
  const h = _a5;
  h[0] = 0;
  h[1] = 0;
  const w = _a6;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  let cur: number = ledge_triangle(l, first);
  while (true) {
    marks.visited[mem.u32[(cur + Triangle.tri_index) >>> 2] & 0xfff] = 1;
    ray_plane_heights(mem, rs, l, cur, h);
    if (!(h[0] > h[1])) {
      // not crossing towards the back side (rounding against the f32 dir): treat as a miss
      return;
    }
    const tt: number = h[0] / (h[0] - h[1]);
    const seg_x = rs.end.x - rs.start.x, seg_y = rs.end.y - rs.start.y, seg_z = rs.end.z - rs.start.z;
    const p_x = rs.start.x + seg_x * tt, p_y = rs.start.y + seg_y * tt, p_z = rs.start.z + seg_z * tt;
    const e0: number = triangle_edge(cur, 0);
    qr_values(mem, l, e0, p_x, p_y, p_z, w);
    if (w[0] >= 0 && w[1] >= 0 && w[2] >= 0) {
      if (h[0] >= 0 && h[1] <= 0) {
        hesse(mem, e0, l, _s7);
        const n_x = _s7.x, n_y = _s7.y, n_z = _s7.z;
        ray_report(rs, l, cur, n_x, n_y, n_z, tt);
      }
      return;
    }
    // w[k] belongs to edge k of the triangle (QR values relative to edge 0)
    let moved: boolean = false;
    for (let k = 0; k < 3; k++) {
      if (w[k] < 0) {
        const opp: number = edge_opposite(mem, triangle_edge(cur, k));
        const nb: number = edge_triangle(opp);
        if (!ray_front_facing(mem, rs, l, nb)) {
          // a silhouette edge of the convex ledge: the ray line passes outside
          return;
        }
        if (marks.visited[mem.u32[(nb + Triangle.tri_index) >>> 2] & 0xfff] === 0) {
          cur = nb;
          moved = true;
          break;
        }
      }
    }
    if (!moved) {
      ray_convex_scan(mem, rs, l);
      return;
    }
  }
}

/**
 * The stuck walk's fallback: the first front-facing triangle (index order) that the segment
 * crosses inside.
 *
 * @design Fallback of the edge walk (never reached on a convex ledge unless rounding makes the walk circle): a linear scan with the same front-facing, crossing and inside rules.
 * @unit G29
 * @float x87
 * @spec spec/ivp/geometry/raycast.spec:383
 */
export function ray_convex_scan(mem: Memory, rs: RaySolver, l: number): void {
  const h = _a8;
  h[0] = 0;
  h[1] = 0;
  for (let i = 0, i$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; i < i$end; i++) {
    const t: number = ledge_triangle(l, i);
    if (ray_front_facing(mem, rs, l, t)) {
      ray_plane_heights(mem, rs, l, t, h);
      const e0: number = triangle_edge(t, 0);
      hesse(mem, e0, l, _s9);
      const n_x = _s9.x, n_y = _s9.y, n_z = _s9.z;
      if (ray_plane_try(mem, rs, l, t, n_x, n_y, n_z, h[0], h[1])) {
        return;
      }
    }
  }
}

/**
 * True for a finite value (x - x is 0 for finite x, NaN otherwise).
 *
 * @design Bad-input check of surface_ray_cast: non-finite ray ends are refused.
 * @unit G29
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/raycast.spec:429
 */
export function ray_finite(x: number): boolean {
  return x - x === 0;
}

/**
 * The query games expect: the nearest hit of the segment start → end (object space) on the
 * compact surface; false when nothing is hit (also for a zero-length segment).
 *
 * @design The games' ray query over the original's slot 6 (000 §1.5.4): a ray solver for start → end whose listener keeps the nearest hit (first of equal distances). Non-finite coordinates are refused; a zero-length segment hits nothing.
 * @unit G29
 * @float x87
 * @spec spec/ivp/geometry/raycast.spec:437
 */
export function surface_ray_cast(mem: Memory, cs: number, start_x: number, start_y: number, start_z: number, end_x: number, end_y: number, end_z: number, hit: SurfaceRayHit): boolean {
  if (cs === 0) assertFail("spec/ivp/geometry/raycast.spec:438", "ray cast: no compact surface");
  if (!(ray_finite(start_x) && ray_finite(start_y) && ray_finite(start_z))) assertFail("spec/ivp/geometry/raycast.spec:439", "ray cast: non-finite start");
  if (!(ray_finite(end_x) && ray_finite(end_y) && ray_finite(end_z))) assertFail("spec/ivp/geometry/raycast.spec:440", "ray cast: non-finite end");
  hit.found = false;
  hit.ledge = 0;
  hit.triangle = 0;
  hit.distance = 0;
  hit.normal.x = 0;
  hit.normal.y = 0;
  hit.normal.z = 0;
  if (start_x === end_x && start_y === end_y && start_z === end_z) {
    return false;
  }
  const rs: RaySolver = new RaySolver();
  ray_solver_init(rs, start_x, start_y, start_z, end_x, end_y, end_z, hit, 0);
  ray_tree_walk(mem, rs, surface_root(mem, cs));
  return hit.found;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _a1 = new Float32Array(4), _s2 = new Vec3(), _s3 = new Vec3(), _a4 = new Float64Array(2), _a5 = new Float64Array(2), _a6 = new Float32Array(4), _s7 = new Vec3(), _a8 = new Float64Array(2), _s9 = new Vec3();
