// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.minimize_fixtures: Test set-up for the minimize solver's cases (000 §3.9, §5.5): polygon objects on cores, mindists with chosen synapses, box ledges and edge lookup from spec/ivp/mindist/tests/minimize_fixtures.spec (sha256 c41ccbc2fa6cb20a).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail } from "../../../../../runtime/index.js";
import { rt_ball, rt_core } from "./records_tests.generated.js";
import { edge_ledge, edge_next, edge_prev, edge_start_point, ledge_point, ledge_triangle, triangle_edge } from "../../../../../generated/ivp/geometry/compact.generated.js";
import { hull_ledge } from "../../../../../generated/ivp/geometry/hull.generated.js";
import { hesse, qr_values } from "../../../../../generated/ivp/geometry/ledge_helpers.generated.js";
import { pancake_edge } from "../../../../../generated/ivp/geometry/pancake.generated.js";
import { IvpEnvironment, mindist_alloc } from "../../../../../generated/ivp/mindist/env.generated.js";
import { MINDIST_STATUS_EXACT, Mindist, mindist_ctor, mindist_set_status, mindist_sorted_synapse } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { BallMinimizeSolver, MinimizeSolver, mz_ball_centre, mz_info_ball, mz_info_poly, mz_info_poly_side } from "../../../../../generated/ivp/mindist/minimize.generated.js";
import { PhysCoreView, RealObject, SYNAPSE_STATUS_BALL, ball_synapse_edge, real_object_polygon_init } from "../../../../../generated/ivp/objects/real_object.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0, is_compact_flag = 8, size_div_16 = 8, n_triangles = 12 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { pierce_index = 0, tri_index = 0 }

/**
 * A polygon real object (extra radius 0, no surface manager: the minimize reads the ledge through
 * the synapse's edge) on core c, simulated.
 *
 * @design Test set-up: a polygon real object registered in the environment.
 * @unit M05
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:8
 */
export function mzt_poly(env: IvpEnvironment, c: PhysCoreView): RealObject {
  env.objects.push(new RealObject());
  const o: RealObject = env.objects[env.objects.length - 1];
  real_object_polygon_init(o, 0, null, c, env.objects.length, env.objects.length);
  o.id = env.objects.length - 1;
  o.env = env;
  o.movement_state = 1;
  c.objects.push(o);
  return o;
}

/**
 * A mindist between a and b with the given synapse edges and statuses (synapse 0 = a), its extra
 * radius the sum of the objects' (as mindist_init 0x10016490 sets it), sort flag 0.
 *
 * @design Test set-up: the synapses mindist_init would leave, with chosen features.
 * @unit M03
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:23
 */
export function mzt_pair(env: IvpEnvironment, a: RealObject, ea: number, sa: number, b: RealObject, eb: number, sb: number): Mindist {
  const md: Mindist = mindist_alloc(env);
  mindist_ctor(md, null);
  md.syn[0].object = a;
  md.syn[0].edge = ea;
  md.syn[0].status = sa;
  md.syn[1].object = b;
  md.syn[1].edge = eb;
  md.syn[1].status = sb;
  md.sum_extra_radius = Math.fround(a.extra_radius + b.extra_radius);
  mindist_set_status(md, MINDIST_STATUS_EXACT);
  return md;
}

/**
 * A ball-polygon mindist as mindist_init makes it: the ball synapse 0 (status 3, its dummy edge),
 * the polygon synapse 1 on edge e with status st.
 *
 * @design Test set-up: a ball-polygon mindist with the polygon feature chosen.
 * @unit M03
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:41
 */
export function mzt_ball_pair(env: IvpEnvironment, ball: RealObject, poly: RealObject, e: number, st: number): Mindist {
  return mzt_pair(env, ball, ball_synapse_edge(env.ball_surface), SYNAPSE_STATUS_BALL, poly, e, st);
}

/**
 * The convex hull ledge of the box [-hx, hx] × [-hy, hy] × [-hz, hz] (its 8 corners).
 *
 * @design Test set-up: an axis-aligned box ledge through the project's hull builder.
 * @unit G35
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:48
 */
export function mzt_box(mem: Memory, hx: number, hy: number, hz: number): number {
  const pts: Vec3[] = [];
  for (let i = 0; i < 8; i++) {
    let x: number = hx;
    let y: number = hy;
    let z: number = hz;
    if ((i & 1) === 0) {
      x = -hx;
    }
    if ((i & 2) === 0) {
      y = -hy;
    }
    if ((i & 4) === 0) {
      z = -hz;
    }
    pts.push(Object.assign(new Vec3(), { x: x, y: y, z: z }));
  }
  const l: number = hull_ledge(mem, pts);
  if (l === 0) assertFail("spec/ivp/mindist/tests/minimize_fixtures.spec:66", "mzt_box: the hull builder returned NULL");
  return l;
}

/**
 * True when the ledge point of e's start is exactly p.
 *
 * @design Test set-up: edge lookup by coordinates.
 * @unit G01
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:73
 */
export function mzt_starts_at(mem: Memory, l: number, e: number, p_x: number, p_y: number, p_z: number): boolean {
  const q: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  return mem.f32[(q + PolyPoint["p.x"]) >>> 2] === p_x && mem.f32[(q + PolyPoint["p.y"]) >>> 2] === p_y && mem.f32[(q + PolyPoint["p.z"]) >>> 2] === p_z;
}

/**
 * The first edge (triangles in order, edges 0..2) from p to q; asserts when there is none.
 *
 * @design Test set-up: edge lookup by coordinates.
 * @unit G01
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:81
 */
export function mzt_edge(mem: Memory, l: number, p_x: number, p_y: number, p_z: number, q_x: number, q_y: number, q_z: number): number {
  for (let i = 0, i$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; i < i$end; i++) {
    const t: number = ledge_triangle(l, i);
    for (let k = 0; k < 3; k++) {
      const e: number = triangle_edge(t, k);
      if (mzt_starts_at(mem, l, e, p_x, p_y, p_z) && mzt_starts_at(mem, l, edge_next(e), q_x, q_y, q_z)) {
        return e;
      }
    }
  }
  assertFail("spec/ivp/mindist/tests/minimize_fixtures.spec:91", "mzt_edge: no edge from ({}, {}, {})", [p_x, p_y, p_z]);
}

/**
 * The first edge (triangles in order) of a triangle whose three corners are p0, p1, p2 in any
 * order, starting at p0; asserts when there is none.
 *
 * @design Test set-up: triangle lookup by coordinates.
 * @unit G01
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:98
 */
export function mzt_face(mem: Memory, l: number, p0_x: number, p0_y: number, p0_z: number, p1_x: number, p1_y: number, p1_z: number, p2_x: number, p2_y: number, p2_z: number): number {
  for (let i = 0, i$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; i < i$end; i++) {
    const t: number = ledge_triangle(l, i);
    for (let k = 0; k < 3; k++) {
      const e: number = triangle_edge(t, k);
      const en: number = edge_next(e);
      const ep: number = edge_prev(e);
      if (mzt_starts_at(mem, l, e, p0_x, p0_y, p0_z) && (mzt_starts_at(mem, l, en, p1_x, p1_y, p1_z) && mzt_starts_at(mem, l, ep, p2_x, p2_y, p2_z) || mzt_starts_at(mem, l, en, p2_x, p2_y, p2_z) && mzt_starts_at(mem, l, ep, p1_x, p1_y, p1_z))) {
        return e;
      }
    }
  }
  assertFail("spec/ivp/mindist/tests/minimize_fixtures.spec:110", "mzt_face: no triangle at ({}, {}, {})", [p0_x, p0_y, p0_z]);
}

/**
 * The first edge of a triangle whose outward normal (hesse) points along +axis k (0 x, 1 y, 2 z)
 * or −axis (sign −1) and whose QR values of p are all > 0 (p projects strictly inside it).
 *
 * @design Test set-up: the box triangle a point projects into.
 * @unit G13, G18
 * @float x87
 * @precision 7 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:117
 */
export function mzt_face_over(mem: Memory, l: number, k: number, sign: number, p_x: number, p_y: number, p_z: number): number {
  const w = _a0;
  w[0] = 0;
  w[1] = 0;
  w[2] = 0;
  w[3] = 0;
  for (let i = 0, i$end = mem.i16[(l + Ledge.n_triangles) >>> 1]; i < i$end; i++) {
    const t: number = ledge_triangle(l, i);
    const e: number = triangle_edge(t, 0);
    hesse(mem, e, l, _s1);
    const n_x = _s1.x, n_y = _s1.y, n_z = _s1.z;
    let nk: number = n_x;
    if (k === 1) {
      nk = n_y;
    }
    if (k === 2) {
      nk = n_z;
    }
    if (nk * sign > 0 && n_x * n_x + n_y * n_y + n_z * n_z === nk * nk) {
      qr_values(mem, l, e, p_x, p_y, p_z, w);
      if (w[0] > 0 && w[1] > 0 && w[2] > 0) {
        return e;
      }
    }
  }
  assertFail("spec/ivp/mindist/tests/minimize_fixtures.spec:137", "mzt_face_over: no face along axis {} over ({}, {}, {})", [k, p_x, p_y, p_z]);
}

/**
 * The start point of an edge, widened.
 *
 * @design Test set-up: read a feature's point.
 * @unit G01
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:143
 */
export function mzt_point(mem: Memory, e: number, out$: Vec3): void {
  const p: number = edge_start_point(mem, e);
  out$.x = mem.f32[(p + PolyPoint["p.x"]) >>> 2]; out$.y = mem.f32[(p + PolyPoint["p.y"]) >>> 2]; out$.z = mem.f32[(p + PolyPoint["p.z"]) >>> 2];
  return;
}

/**
 * A polygon object on a new core at p (identity orientation).
 *
 * @design Test set-up: a polygon object placed at p.
 * @unit M05
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:151
 */
export function mzt_poly_at(env: IvpEnvironment, p_x: number, p_y: number, p_z: number): RealObject {
  const c: PhysCoreView = rt_core(env, p_x, p_y, p_z, 0, 0, 0);
  return mzt_poly(env, c);
}

/**
 * A ball of radius r on a new core at p.
 *
 * @design Test set-up: a ball placed at p.
 * @unit M05
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:159
 */
export function mzt_ball_at(env: IvpEnvironment, p_x: number, p_y: number, p_z: number, r: number): RealObject {
  const c: PhysCoreView = rt_core(env, p_x, p_y, p_z, 0, 0, 0);
  return rt_ball(env, c, r);
}

/**
 * A solver block for calling one poly-poly case directly: the mindist, the given countdown, the
 * infos of the sorted synapses (as the poly driver builds them; their caches stay referenced).
 *
 * @design Test set-up: the block the poly driver 0x10019ff0 builds, for direct case calls.
 * @unit N14
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:168
 */
export function mzt_solver_poly(mem: Memory, md: Mindist, countdown: number): MinimizeSolver {
  const s: MinimizeSolver = new MinimizeSolver();
  s.md = md;
  s.lp.countdown = countdown;
  mz_info_poly(mem, s.a, mindist_sorted_synapse(md, 0));
  mz_info_poly(mem, s.b, mindist_sorted_synapse(md, 1));
  return s;
}

/**
 * A solver block for calling one ball case directly (the ball driver's infos: synapse 0 the ball).
 *
 * @design Test set-up: the block the ball driver 0x1001a220 builds, for direct case calls.
 * @unit E11
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:180
 */
export function mzt_solver_ball(mem: Memory, md: Mindist, countdown: number): BallMinimizeSolver {
  const s: BallMinimizeSolver = new BallMinimizeSolver();
  s.md = md;
  s.lp.countdown = countdown;
  mz_info_ball(s.a, md.syn[0]);
  mz_info_poly_side(mem, s.b, md.syn[1]);
  mz_ball_centre(s);
  return s;
}

/**
 * A two-triangle ledge folded along p0→p1: triangle 0 = (p0, p1, p2), triangle 1 = (p1, p0, p3),
 * each the other's pierce triangle and twin across p0-p1 (the pancake template of 000 §1.6.2 with
 * a fourth point, so the two faces need not be coplanar: a concave edge, which convex ledges and
 * pancakes never have, reaches the backside branches of the PK and BK cores).
 *
 * @design Test set-up: a concave edge for the PK and BK cores' backside branches (000 L1921, L3373).
 * @unit G34
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:196
 */
export function mzt_fold(mem: Memory, p0_x: number, p0_y: number, p0_z: number, p1_x: number, p1_y: number, p1_z: number, p2_x: number, p2_y: number, p2_z: number, p3_x: number, p3_y: number, p3_z: number): number {
  const l: number = mem.alloc(112, 16);
  mem.i32[(l + Ledge.c_point_offset) >>> 2] = 0x30;
  mem.u32[(l + Ledge.is_compact_flag) >>> 2] = ((mem.u32[(l + Ledge.is_compact_flag) >>> 2] & 0xfffffff3) | ((1 << 2) & 0xc)) >>> 0;
  mem.u32[(l + Ledge.size_div_16) >>> 2] = ((mem.u32[(l + Ledge.size_div_16) >>> 2] & 0xff) | ((7 << 8) & 0xffffff00)) >>> 0;
  mem.i16[(l + Ledge.n_triangles) >>> 1] = 2;
  const t0: number = ledge_triangle(l, 0);
  mem.u32[(t0 + Triangle.tri_index) >>> 2] = ((mem.u32[(t0 + Triangle.tri_index) >>> 2] & 0xfffff000) | ((0 << 0) & 0xfff)) >>> 0;
  mem.u32[(t0 + Triangle.pierce_index) >>> 2] = ((mem.u32[(t0 + Triangle.pierce_index) >>> 2] & 0xff000fff) | ((1 << 12) & 0xfff000)) >>> 0;
  pancake_edge(mem, triangle_edge(t0, 0), 0, 4);
  pancake_edge(mem, triangle_edge(t0, 1), 1, 5);
  pancake_edge(mem, triangle_edge(t0, 2), 2, 3);
  const t1: number = ledge_triangle(l, 1);
  mem.u32[(t1 + Triangle.tri_index) >>> 2] = ((mem.u32[(t1 + Triangle.tri_index) >>> 2] & 0xfffff000) | ((1 << 0) & 0xfff)) >>> 0;
  mem.u32[(t1 + Triangle.pierce_index) >>> 2] = ((mem.u32[(t1 + Triangle.pierce_index) >>> 2] & 0xff000fff) | ((0 << 12) & 0xfff000)) >>> 0;
  pancake_edge(mem, triangle_edge(t1, 0), 1, -4);
  pancake_edge(mem, triangle_edge(t1, 1), 0, -3);
  pancake_edge(mem, triangle_edge(t1, 2), 3, -5);
  const q0: number = ledge_point(mem, l, 0);
  const t$0_x = Math.fround(p0_x), t$0_y = Math.fround(p0_y), t$0_z = Math.fround(p0_z);
  mem.f32[(q0 + PolyPoint["p.x"]) >>> 2] = t$0_x;
  mem.f32[(q0 + PolyPoint["p.y"]) >>> 2] = t$0_y;
  mem.f32[(q0 + PolyPoint["p.z"]) >>> 2] = t$0_z;
  const q1: number = ledge_point(mem, l, 1);
  const t$1_x = Math.fround(p1_x), t$1_y = Math.fround(p1_y), t$1_z = Math.fround(p1_z);
  mem.f32[(q1 + PolyPoint["p.x"]) >>> 2] = t$1_x;
  mem.f32[(q1 + PolyPoint["p.y"]) >>> 2] = t$1_y;
  mem.f32[(q1 + PolyPoint["p.z"]) >>> 2] = t$1_z;
  const q2: number = ledge_point(mem, l, 2);
  const t$2_x = Math.fround(p2_x), t$2_y = Math.fround(p2_y), t$2_z = Math.fround(p2_z);
  mem.f32[(q2 + PolyPoint["p.x"]) >>> 2] = t$2_x;
  mem.f32[(q2 + PolyPoint["p.y"]) >>> 2] = t$2_y;
  mem.f32[(q2 + PolyPoint["p.z"]) >>> 2] = t$2_z;
  const q3: number = ledge_point(mem, l, 3);
  const t$3_x = Math.fround(p3_x), t$3_y = Math.fround(p3_y), t$3_z = Math.fround(p3_z);
  mem.f32[(q3 + PolyPoint["p.x"]) >>> 2] = t$3_x;
  mem.f32[(q3 + PolyPoint["p.y"]) >>> 2] = t$3_y;
  mem.f32[(q3 + PolyPoint["p.z"]) >>> 2] = t$3_z;
  return l;
}

/**
 * True when the edge runs between p and q (either direction).
 *
 * @design Test set-up: check a feature edge by its end points.
 * @unit G01
 * @float x87
 * @spec spec/ivp/mindist/tests/minimize_fixtures.spec:228
 */
export function mzt_edge_is(mem: Memory, e: number, p_x: number, p_y: number, p_z: number, q_x: number, q_y: number, q_z: number): boolean {
  const l: number = edge_ledge(mem, e);
  const en: number = edge_next(e);
  return mzt_starts_at(mem, l, e, p_x, p_y, p_z) && mzt_starts_at(mem, l, en, q_x, q_y, q_z) || mzt_starts_at(mem, l, e, q_x, q_y, q_z) && mzt_starts_at(mem, l, en, p_x, p_y, p_z);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _a0 = new Float32Array(4), _s1 = new Vec3();
