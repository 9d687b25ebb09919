// GENERATED FILE: do not edit. Engine module ivp.events.ball_events: 000 §5.4: the ball event functions (ball-polygon dispatch 0x1002d4d0, BB 0x1002d5f0/0x1002c670, BF 0x1002b370, BP 0x1002c260, BK 0x1002d000) from spec/ivp/events/ball_events.spec (sha256 5820a96fdeba6f28).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail, specMin } from "../../../runtime/index.js";
import { EVENT_EDGE_DISTANCE, EVENT_EDGE_FACE, EVENT_FACE_DISTANCE, EVENT_NONE, EVENT_POINT_DISTANCE, EVENT_POINT_REGION, EventSolverBlock } from "./event_block.generated.js";
import { EventSim, reset_EventSim } from "./event_sim.generated.js";
import { EventFunctor, FUNCTOR_PLANE_B_POINT, FUNCTOR_POINT_LINE, FUNCTOR_POINT_PLANE, FUNCTOR_POINT_POINT, event_functor_init, reset_EventFunctor } from "./functors.generated.js";
import { EventCaseConsts, EventCaseInfo, event_case_info_init, event_case_prologue, reset_EventCaseConsts, reset_EventCaseInfo } from "./prologue.generated.js";
import { EventHit, find_event, reset_EventHit, search_below } from "./root_finder.generated.js";
import { edge_next, edge_opposite, edge_prev, ledge_point } from "../geometry/compact.generated.js";
import { hesse } from "../geometry/ledge_helpers.generated.js";
import { CacheObject } from "../geometry/two_object.generated.js";
import { invsqrt4 } from "../math/invsqrt.generated.js";
import { normalize4, normalize5, vec_cross, vec_len_f32 } from "../math/vector.generated.js";
import { cache_object_get, cache_object_release, cache_point_to_world, cache_vector_to_world, cache_world_vector_to_object } from "../mindist/cache.generated.js";
import { Mindist, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, SYNAPSE_STATUS_POINT } from "../mindist/mindist.generated.js";
import { PhysCoreView, RealObject, SYNAPSE_STATUS_BALL } from "../objects/real_object.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** (double)0.5f (0x100634a0): the ball cases' v2 factor. */
export const BALL_V2_HALF: number = 0.5;
/** 0.9f (0x10063878): BK's v2 factor. */
export const BALL_EDGE_V2_FACTOR: number = 0.8999999761581421 /* 0.9f */;
/** 0.5 (f64 0x100631d0): BK's projected-variant offset factor. */
export const BALL_EDGE_OFFSET_FACTOR: number = 0.5;

/**
 * BF (0x1002b370(S, e, bc, ctx)): the ball centre's distance from the face plane reaches r + cd.
 * f0 = r + len is the exact centre distance (no evaluation at t_now); the plane is the normalized
 * triangle normal (FUN_10021280, 0x1000dd50) through the edge's start point. No Voronoi check: a
 * face's neighbours only increase the distance (L3111).
 *
 * @source 000_b83935d7d7846899.txt §5.4.3 0x1002b370
 * @unit E08
 * @float x87
 * @precision 4 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/ball_events.spec:42
 */
export function event_ball_face(mem: Memory, blk: EventSolverBlock, e: number, bc: CacheObject, ctx: EventCaseInfo): void {
  const sim_b: EventSim = _r0;
  reset_EventSim(sim_b);
  const sim_p: EventSim = _r1;
  reset_EventSim(sim_p);
  const k: EventCaseConsts = _r2;
  reset_EventCaseConsts(k);
  event_case_prologue(blk, bc, ctx.cache!, sim_b, sim_p, k);
  const pp: number = ledge_point(mem, ctx.ledge, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  hesse(mem, e, ctx.ledge, _s3);
  let n_x = _s3.x, n_y = _s3.y, n_z = _s3.z;
  _s4.x = n_x; _s4.y = n_y; _s4.z = n_z;
  normalize4(_s4);
  n_x = _s4.x; n_y = _s4.y; n_z = _s4.z;
  const f: EventFunctor = _r5;
  reset_EventFunctor(f);
  event_functor_init(f, FUNCTOR_POINT_PLANE, blk.worst_case_speed);
  f.p_a.x = 0;
  f.p_a.y = 0;
  f.p_a.z = 0;
  f.normal.x = n_x;
  f.normal.y = n_y;
  f.normal.z = n_z;
  f.plane_point.x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2];
  f.plane_point.y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2];
  f.plane_point.z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2];
  const a: number = k.xr + k.cd;
  const b: number = BALL_V2_HALF * k.xr + k.rcd;
  // the exact distance of the centre from the plane
  const f0: number = k.xr + k.len;
  const hit: EventHit = _r6;
  reset_EventHit(hit);
  if (find_event(f, a, b, blk.t_now, blk.t_max, sim_b, sim_p, true, f0, hit)) {
    blk.event_time = hit.time;
    blk.event_type = EVENT_FACE_DISTANCE;
  }
}

/**
 * BP (0x1002c260(S, ball, e, bc, ctx)): phase 1, the projected distance of the ball centre from
 * the point P = start(e) reaches r + cd (0x10, direction −n); phase 2, for every edge leaving P
 * (e last), the centre moves past P along the edge by the literal margin |PQ|·min(dmax², cd²)·
 * inv_diam (0x11), searched up to the best time so far.
 *
 * @source 000_b83935d7d7846899.txt §5.4.4 0x1002c260
 * @unit E09
 * @float x87
 * @precision 30 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/ball_events.spec:74
 */
export function event_ball_point(mem: Memory, blk: EventSolverBlock, ball: RealObject, e: number, bc: CacheObject, ctx: EventCaseInfo): void {
  const sim_b: EventSim = _r7;
  reset_EventSim(sim_b);
  const sim_p: EventSim = _r8;
  reset_EventSim(sim_p);
  const k: EventCaseConsts = _r9;
  reset_EventCaseConsts(k);
  event_case_prologue(blk, bc, ctx.cache!, sim_b, sim_p, k);
  const md: Mindist | null = blk.mindist;
  const pp: number = ledge_point(mem, ctx.ledge, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  const p32_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2], p32_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2], p32_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2];
  // phase 1: distance
  const f1: EventFunctor = _r10;
  reset_EventFunctor(f1);
  event_functor_init(f1, FUNCTOR_POINT_POINT, blk.worst_case_speed);
  f1.p_a.x = 0;
  f1.p_a.y = 0;
  f1.p_a.z = 0;
  f1.p_b.x = p32_x;
  f1.p_b.y = p32_y;
  f1.p_b.z = p32_z;
  const nrm_x = md!.contact_plane.x, nrm_y = md!.contact_plane.y, nrm_z = md!.contact_plane.z;
  f1.dir.x = nrm_x * -1;
  f1.dir.y = nrm_y * -1;
  f1.dir.z = nrm_z * -1;
  const hit: EventHit = _r11;
  reset_EventHit(hit);
  const a: number = k.xr + k.cd;
  const b: number = BALL_V2_HALF * k.xr + k.rcd;
  if (find_event(f1, a, b, blk.t_now, blk.t_max, sim_b, sim_p, false, 0, hit)) {
    blk.event_time = hit.time;
    blk.event_type = EVENT_POINT_DISTANCE;
  }
  // phase 2: leaving the point's Voronoi region along any incident edge
  const pc: PhysCoreView | null = ctx.object!.core;
  const bcore: PhysCoreView | null = ball.core;
  const dmax: number = (blk.event_time - blk.t_now) * blk.sum_max_speed + k.len;
  const speed: number = vec_len_f32(p32_x, p32_y, p32_z) * pc!.rot_speed + pc!.current_speed + pc!.rot_speed * dmax + bcore!.current_speed;
  // computed once, before the loop; dimensionally odd, ported literally (L3260)
  const kk: number = -specMin(dmax * dmax, k.cd * k.cd) * pc!.inv_object_diameter;
  const f2: EventFunctor = _r12;
  reset_EventFunctor(f2);
  event_functor_init(f2, FUNCTOR_PLANE_B_POINT, speed);
  f2.p_a.x = 0;
  f2.p_a.y = 0;
  f2.p_a.z = 0;
  f2.p_b.x = p32_x;
  f2.p_b.y = p32_y;
  f2.p_b.z = p32_z;
  let g: number = edge_opposite(mem, edge_prev(e));
  while (true) {
    const gn: number = edge_next(g);
    const qp: number = ledge_point(mem, ctx.ledge, mem.u32[(gn + Edge.start_point_index) >>> 2] & 0xffff);
    const d_x = mem.f32[(qp + PolyPoint["p.x"]) >>> 2] - p32_x, d_y = mem.f32[(qp + PolyPoint["p.y"]) >>> 2] - p32_y, d_z = mem.f32[(qp + PolyPoint["p.z"]) >>> 2] - p32_z;
    const l2: number = d_x * d_x + d_y * d_y + d_z * d_z;
    // 0x1000dae0: exponent-halving guess and 4 Newton steps of the f32-rounded argument
    const ki: number = invsqrt4(Math.fround(l2));
    f2.dir.x = d_x * ki;
    f2.dir.y = d_y * ki;
    f2.dir.z = d_z * ki;
    // |d|·k with |d| = |d|²·(1/|d|)
    const a2: number = l2 * ki * kk;
    if (search_below(f2, a2, blk.t_now, blk.event_time, 0, sim_b, sim_p, false, 0, hit)) {
      blk.event_time = hit.time;
      blk.event_type = EVENT_POINT_REGION;
    }
    if (g === e) {
      break;
    }
    g = edge_opposite(mem, edge_prev(g));
  }
}

/**
 * BK (0x1002d000(S, ball, e, bc, ctx)): phase 1, the ball centre's distance from the edge line
 * reaches r + cd (0x30, the point-line functor with its projected variant h = 0.5·(r + cd)); phase
 * 2, for the edge's two triangles (e, then opp(e)), the centre moves 0.001 over that triangle's
 * side of the edge (0x31), searched up to the best time so far at the unprojected speed bound.
 *
 * @source 000_b83935d7d7846899.txt §5.4.5 0x1002d000
 * @unit E10
 * @float x87
 * @precision 14 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/ball_events.spec:137
 */
export function event_ball_edge(mem: Memory, blk: EventSolverBlock, ball: RealObject, e: number, bc: CacheObject, ctx: EventCaseInfo): void {
  const sim_b: EventSim = _r13;
  reset_EventSim(sim_b);
  const sim_p: EventSim = _r14;
  reset_EventSim(sim_p);
  const k: EventCaseConsts = _r15;
  reset_EventCaseConsts(k);
  event_case_prologue(blk, bc, ctx.cache!, sim_b, sim_p, k);
  const pp: number = ledge_point(mem, ctx.ledge, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  const en: number = edge_next(e);
  const qp: number = ledge_point(mem, ctx.ledge, mem.u32[(en + Edge.start_point_index) >>> 2] & 0xffff);
  const p32_x = mem.f32[(pp + PolyPoint["p.x"]) >>> 2], p32_y = mem.f32[(pp + PolyPoint["p.y"]) >>> 2], p32_z = mem.f32[(pp + PolyPoint["p.z"]) >>> 2];
  const q32_x = mem.f32[(qp + PolyPoint["p.x"]) >>> 2], q32_y = mem.f32[(qp + PolyPoint["p.y"]) >>> 2], q32_z = mem.f32[(qp + PolyPoint["p.z"]) >>> 2];
  // phase 1: distance to the edge line
  let ed_x = q32_x - p32_x, ed_y = q32_y - p32_y, ed_z = q32_z - p32_z;
  _s16.x = ed_x; _s16.y = ed_y; _s16.z = ed_z;
  normalize4(_s16);
  ed_x = _s16.x; ed_y = _s16.y; ed_z = _s16.z;
  const cache: CacheObject | null = ctx.cache;
  cache_point_to_world(cache!, p32_x, p32_y, p32_z, _s17);
  const pw_x = _s17.x, pw_y = _s17.y, pw_z = _s17.z;
  cache_vector_to_world(cache!, ed_x, ed_y, ed_z, _s18);
  const ew_x = _s18.x, ew_y = _s18.y, ew_z = _s18.z;
  const dpc_x = pw_x - bc.core_pos.x, dpc_y = pw_y - bc.core_pos.y, dpc_z = pw_z - bc.core_pos.z;
  vec_cross(dpc_x, dpc_y, dpc_z, ew_x, ew_y, ew_z, _s19);
  const cw_x = _s19.x, cw_y = _s19.y, cw_z = _s19.z;
  cache_world_vector_to_object(cache!, cw_x, cw_y, cw_z, _s20);
  let nref_x = _s20.x, nref_y = _s20.y, nref_z = _s20.z;
  _s21.x = nref_x; _s21.y = nref_y; _s21.z = nref_z;
  normalize5(_s21);
  nref_x = _s21.x; nref_y = _s21.y; nref_z = _s21.z;
  const f1: EventFunctor = _r22;
  reset_EventFunctor(f1);
  event_functor_init(f1, FUNCTOR_POINT_LINE, blk.worst_case_speed);
  f1.offset = BALL_EDGE_OFFSET_FACTOR * (k.xr + k.cd);
  f1.p_a32.x = 0;
  f1.p_a32.y = 0;
  f1.p_a32.z = 0;
  f1.q_b32.x = p32_x;
  f1.q_b32.y = p32_y;
  f1.q_b32.z = p32_z;
  f1.line_dir.x = ed_x;
  f1.line_dir.y = ed_y;
  f1.line_dir.z = ed_z;
  f1.ref_normal.x = nref_x;
  f1.ref_normal.y = nref_y;
  f1.ref_normal.z = nref_z;
  const hit: EventHit = _r23;
  reset_EventHit(hit);
  const a: number = k.xr + k.cd;
  const b: number = BALL_EDGE_V2_FACTOR * k.xr + k.rcd;
  if (find_event(f1, a, b, blk.t_now, blk.t_max, sim_b, sim_p, false, 0, hit)) {
    blk.event_time = hit.time;
    blk.event_type = EVENT_EDGE_DISTANCE;
  }
  // phase 2: entering either adjacent face
  const f2: EventFunctor = _r24;
  reset_EventFunctor(f2);
  event_functor_init(f2, FUNCTOR_POINT_PLANE, blk.sum_max_speed);
  f2.p_a.x = 0;
  f2.p_a.y = 0;
  f2.p_a.z = 0;
  const a2: number = -k.eps;
  let ee: number = e;
  for (let j = 0; j < 2; j++) {
    if (j === 1) {
      ee = edge_opposite(mem, e);
    }
    const p0: number = ledge_point(mem, ctx.ledge, mem.u32[(ee + Edge.start_point_index) >>> 2] & 0xffff);
    const een: number = edge_next(ee);
    const q0: number = ledge_point(mem, ctx.ledge, mem.u32[(een + Edge.start_point_index) >>> 2] & 0xffff);
    // the triangle normal (Q − P) × (R − P), R the third vertex of ee's triangle
    hesse(mem, ee, ctx.ledge, _s25);
    const nt_x = _s25.x, nt_y = _s25.y, nt_z = _s25.z;
    const qd_x = mem.f32[(q0 + PolyPoint["p.x"]) >>> 2] - mem.f32[(p0 + PolyPoint["p.x"]) >>> 2], qd_y = mem.f32[(q0 + PolyPoint["p.y"]) >>> 2] - mem.f32[(p0 + PolyPoint["p.y"]) >>> 2], qd_z = mem.f32[(q0 + PolyPoint["p.z"]) >>> 2] - mem.f32[(p0 + PolyPoint["p.z"]) >>> 2];
    // in-plane, perpendicular to the edge, pointing away from R
    vec_cross(qd_x, qd_y, qd_z, nt_x, nt_y, nt_z, _s26);
    let m_x = _s26.x, m_y = _s26.y, m_z = _s26.z;
    _s27.x = m_x; _s27.y = m_y; _s27.z = m_z;
    normalize4(_s27);
    m_x = _s27.x; m_y = _s27.y; m_z = _s27.z;
    f2.normal.x = m_x;
    f2.normal.y = m_y;
    f2.normal.z = m_z;
    f2.plane_point.x = mem.f32[(p0 + PolyPoint["p.x"]) >>> 2];
    f2.plane_point.y = mem.f32[(p0 + PolyPoint["p.y"]) >>> 2];
    f2.plane_point.z = mem.f32[(p0 + PolyPoint["p.z"]) >>> 2];
    if (search_below(f2, a2, blk.t_now, blk.event_time, 0, sim_b, sim_p, false, 0, hit)) {
      blk.event_time = hit.time;
      blk.event_type = EVENT_EDGE_FACE;
    }
  }
}

/**
 * The ball-polygon entry (0x1002d4d0(S)): the ball is synapse 0 and the polygon synapse 1 (hard-
 * coded, L2956); the ball's cache, then the polygon's context (its cache through the getter);
 * S.type = 0; the case by the polygon synapse's status (0 BP, 1 BK, 2 BF); both caches given back.
 *
 * @source 000_b83935d7d7846899.txt §5.4.1 0x1002d4d0
 * @unit E06
 * @float x87
 * @spec spec/ivp/events/ball_events.spec:206
 */
export function event_ball_polygon(mem: Memory, blk: EventSolverBlock): void {
  const md: Mindist | null = blk.mindist;
  const ball: RealObject | null = md!.syn[0].object;
  const poly: RealObject | null = md!.syn[1].object;
  if (!(ball !== null && poly !== null)) assertFail("spec/ivp/events/ball_events.spec:210", "ball-polygon event: mindist {} has no objects", [md!.id]);
  if (md!.syn[0].status !== SYNAPSE_STATUS_BALL) assertFail("spec/ivp/events/ball_events.spec:211", "ball-polygon event: synapse 0 of mindist {} is not the ball (status {})", [md!.id, md!.syn[0].status]);
  const bc: CacheObject = cache_object_get(ball!);
  const e: number = md!.syn[1].edge;
  const ctx: EventCaseInfo = _r28;
  reset_EventCaseInfo(ctx);
  event_case_info_init(mem, ctx, e, poly!);
  blk.event_type = EVENT_NONE;
  const st: number = md!.syn[1].status;
  if (st === SYNAPSE_STATUS_POINT) {
    event_ball_point(mem, blk, ball!, e, bc, ctx);
  } else if (st === SYNAPSE_STATUS_EDGE) {
    event_ball_edge(mem, blk, ball!, e, bc, ctx);
  } else if (st === SYNAPSE_STATUS_FACE) {
    event_ball_face(mem, blk, e, bc, ctx);
  } else {
    assertFail("spec/ivp/events/ball_events.spec:225", "ball-polygon event: the polygon synapse of mindist {} has status {} (0-2 expected; the original crashes)", [md!.id, st]);
  }
  cache_object_release(bc);
  cache_object_release(ctx.cache!);
}

/**
 * BB's case (0x1002c670(S, cacheA, cacheB)): the projected distance of the two centres (point-point
 * functor, both points 0, direction normalize(B − A) with 0x1000e120) reaches r + cd (0x10).
 *
 * @source 000_b83935d7d7846899.txt §5.4.2 0x1002c670
 * @unit E07
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/ball_events.spec:237
 */
export function event_ball_ball_case(blk: EventSolverBlock, ca: CacheObject, cb: CacheObject): void {
  const sim_a: EventSim = _r29;
  reset_EventSim(sim_a);
  const sim_b: EventSim = _r30;
  reset_EventSim(sim_b);
  const k: EventCaseConsts = _r31;
  reset_EventCaseConsts(k);
  event_case_prologue(blk, ca, cb, sim_a, sim_b, k);
  const f: EventFunctor = _r32;
  reset_EventFunctor(f);
  event_functor_init(f, FUNCTOR_POINT_POINT, blk.worst_case_speed);
  f.p_a.x = 0;
  f.p_a.y = 0;
  f.p_a.z = 0;
  f.p_b.x = 0;
  f.p_b.y = 0;
  f.p_b.z = 0;
  let dir_x = cb.core_pos.x - ca.core_pos.x, dir_y = cb.core_pos.y - ca.core_pos.y, dir_z = cb.core_pos.z - ca.core_pos.z;
  _s33.x = dir_x; _s33.y = dir_y; _s33.z = dir_z;
  normalize5(_s33);
  dir_x = _s33.x; dir_y = _s33.y; dir_z = _s33.z;
  f.dir.x = dir_x;
  f.dir.y = dir_y;
  f.dir.z = dir_z;
  const a: number = k.xr + k.cd;
  const b: number = BALL_V2_HALF * k.xr + k.rcd;
  const hit: EventHit = _r34;
  reset_EventHit(hit);
  if (find_event(f, a, b, blk.t_now, blk.t_max, sim_a, sim_b, false, 0, hit)) {
    blk.event_time = hit.time;
    blk.event_type = EVENT_POINT_DISTANCE;
  }
}

/**
 * The ball-ball entry (0x1002d5f0(S)): the caches of synapse 0 (A) and synapse 1 (B), S.type = 0,
 * the case, both caches given back.
 *
 * @source 000_b83935d7d7846899.txt §5.4.2 0x1002d5f0
 * @unit E07
 * @float x87
 * @spec spec/ivp/events/ball_events.spec:262
 */
export function event_ball_ball(blk: EventSolverBlock): void {
  const md: Mindist | null = blk.mindist;
  const oa: RealObject | null = md!.syn[0].object;
  const ob: RealObject | null = md!.syn[1].object;
  if (!(oa !== null && ob !== null)) assertFail("spec/ivp/events/ball_events.spec:266", "ball-ball event: mindist {} has no objects", [md!.id]);
  const ca: CacheObject = cache_object_get(oa!);
  const cb: CacheObject = cache_object_get(ob!);
  blk.event_type = EVENT_NONE;
  event_ball_ball_case(blk, ca, cb);
  cache_object_release(ca);
  cache_object_release(cb);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new EventSim(), _r1 = new EventSim(), _r2 = new EventCaseConsts(), _s3 = new Vec3(), _s4 = new Vec3(), _r5 = new EventFunctor(), _r6 = new EventHit(), _r7 = new EventSim(), _r8 = new EventSim(), _r9 = new EventCaseConsts(), _r10 = new EventFunctor(), _r11 = new EventHit(), _r12 = new EventFunctor(), _r13 = new EventSim(), _r14 = new EventSim(), _r15 = new EventCaseConsts(), _s16 = new Vec3(), _s17 = new Vec3(), _s18 = new Vec3(), _s19 = new Vec3(), _s20 = new Vec3(), _s21 = new Vec3(), _r22 = new EventFunctor(), _r23 = new EventHit(), _r24 = new EventFunctor(), _s25 = new Vec3(), _s26 = new Vec3(), _s27 = new Vec3(), _r28 = new EventCaseInfo(), _r29 = new EventSim(), _r30 = new EventSim(), _r31 = new EventCaseConsts(), _r32 = new EventFunctor(), _s33 = new Vec3(), _r34 = new EventHit();
