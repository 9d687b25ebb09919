// The minimize property tests' world: one environment with reusable cores, objects and mindists,
// random poses and ledges, the recalc driver, and the error bound derived in docs/decisions.md
// (D-MINIMIZE-10). Engine code is called through the generated functions only.
import { Memory } from "../../runtime/memory.js";
import type { Prng } from "../../runtime/prng.js";
import { Vec3 } from "../../runtime/vec.js";
import { rt_ball, rt_core, rt_env } from "../generated/ivp/mindist/support/records_tests.generated.js";
import { mzt_ball_pair, mzt_box, mzt_pair, mzt_poly } from "../generated/ivp/mindist/support/minimize_fixtures.generated.js";
import { recalc_mindist } from "../../generated/ivp/mindist/minimize.generated.js";
import { cache_object_get, cache_object_release } from "../../generated/ivp/mindist/cache.generated.js";
import { time_manager_set_current_time } from "../../generated/ivp/time/time_manager.generated.js";
import { hull_ledge } from "../../generated/ivp/geometry/hull.generated.js";
import { triangle_ledge } from "../../generated/ivp/geometry/pancake.generated.js";
import { ledge_triangle, triangle_edge } from "../../generated/ivp/geometry/compact.generated.js";
import type { IvpEnvironment } from "../../generated/ivp/mindist/env.generated.js";
import type { Mindist } from "../../generated/ivp/mindist/mindist.generated.js";
import type { PhysCoreView, RealObject } from "../../generated/ivp/objects/real_object.generated.js";
import { readLedge, type BruteLedge, type V3 } from "./minimize-brute.js";

/** Runs per property (at least 10,000; MINIMIZE_PROPERTY_RUNS raises it for a longer run). */
export const RUNS = Math.max(10_000, Number(process.env.MINIMIZE_PROPERTY_RUNS ?? 0) || 0);

export const U32 = 2 ** -24;
export const U64 = 2 ** -52;

/** A unit quaternion (x, y, z, w) uniformly at random (rejection in the 4-ball). */
export function randomQuat(rng: Prng): [number, number, number, number] {
  for (;;) {
    const q: [number, number, number, number] = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
    const n = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
    if (n > 0.1 && n <= 1) return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
  }
}

export class MzWorld {
  readonly mem: Memory;
  readonly env: IvpEnvironment;
  private clock = 0;
  constructor(bytes = 1 << 26) {
    this.mem = new Memory(bytes);
    this.env = rt_env(this.mem);
  }
  /** A core at p with orientation q, at rest, its last PSI at t = 0. */
  core(): PhysCoreView {
    return rt_core(this.env, 0, 0, 0, 0, 0, 0);
  }
  ball(c: PhysCoreView, r: number): RealObject {
    return rt_ball(this.env, c, r);
  }
  poly(c: PhysCoreView): RealObject {
    return mzt_poly(this.env, c);
  }
  ballPair(ball: RealObject, poly: RealObject, edge: number, status: number): Mindist {
    return mzt_ball_pair(this.env, ball, poly, edge, status);
  }
  pair(a: RealObject, ea: number, sa: number, b: RealObject, eb: number, sb: number): Mindist {
    return mzt_pair(this.env, a, ea, sa, b, eb, sb);
  }
  /** Puts a core at p with orientation q (the cache copies them: t = the last PSI's time). */
  pose(c: PhysCoreView, p: V3, q: [number, number, number, number]): void {
    c.pos_world_f_core_last_psi.x = p[0];
    c.pos_world_f_core_last_psi.y = p[1];
    c.pos_world_f_core_last_psi.z = p[2];
    c.position.x = p[0];
    c.position.y = p[1];
    c.position.z = p[2];
    for (let i = 0; i < 4; i++) c.q_world_f_core_last_psi[i] = q[i];
    for (let i = 0; i < 4; i++) c.q_world_f_core_next_psi[i] = q[i];
  }
  /** A new time code (same time): every cache is refreshed on its next get, every recalc runs. */
  tick(): void {
    time_manager_set_current_time(this.env.tm, this.clock);
  }
  /** The object's cache matrix at the current time code (a copy). */
  matrix(o: RealObject): Float64Array {
    const c = cache_object_get(o);
    const m = new Float64Array(c.m_world_f_object);
    cache_object_release(c);
    return m;
  }
  /** The ball centre in world coordinates (the cache translation). */
  centre(o: RealObject): V3 {
    const m = this.matrix(o);
    return [m[3], m[7], m[11]];
  }
  brute(o: RealObject, l: number): BruteLedge {
    return readLedge(this.mem, l, this.matrix(o));
  }
  recalc(md: Mindist): number {
    return recalc_mindist(this.mem, md);
  }
  /** A pancake ledge with corners in [-s, s]³ (retried until non-degenerate). */
  pancake(rng: Prng, s: number): number {
    for (;;) {
      const r = () => rng.range(-s, s);
      const l = triangle_ledge(this.mem, r(), r(), r(), r(), r(), r(), r(), r(), r());
      if (l !== 0) return l;
    }
  }
  /** A box ledge with half sizes in [lo, hi]. */
  box(rng: Prng, lo: number, hi: number): number {
    return mzt_box(this.mem, rng.range(lo, hi), rng.range(lo, hi), rng.range(lo, hi));
  }
  /** The convex hull ledge of n random points on an ellipsoid with semi-axes in [lo, hi]. */
  hull(rng: Prng, n: number, lo: number, hi: number): number {
    const ax = [rng.range(lo, hi), rng.range(lo, hi), rng.range(lo, hi)];
    for (;;) {
      const pts: Vec3[] = [];
      while (pts.length < n) {
        const v: V3 = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
        const l = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
        if (l < 0.2 || l > 1) continue;
        const p = new Vec3();
        p.x = (v[0] / l) * ax[0];
        p.y = (v[1] / l) * ax[1];
        p.z = (v[2] / l) * ax[2];
        pts.push(p);
      }
      const l = hull_ledge(this.mem, pts);
      if (l !== 0) return l;
    }
  }
  /** A pool of n convex ledges (boxes and hulls of 5..12 random points), built once: the
   * property runs reuse them under random poses. */
  convexPool(rng: Prng, n: number): number[] {
    return Array.from({ length: n }, () => (rng.int(2) === 0 ? this.box(rng, 0.1, 1.5) : this.hull(rng, 5 + rng.int(8), 0.2, 1.5)));
  }
  /** A random edge of the ledge (any triangle, any of its three edges). */
  randomEdge(rng: Prng, l: number): number {
    const nt = this.mem.i16[(l + 12) >> 1];
    return triangle_edge(ledge_triangle(l, rng.int(nt)), rng.int(3));
  }
}

/** The len bound of D-MINIMIZE-10 for one case. */
export function lenBound(o: { len: number; scale: number; poly: boolean; pmax: number; kk?: { dist: number; sin: number } }): number {
  let b = 2 * U32 * Math.abs(o.len) + 64 * U64 * o.scale;
  if (o.poly) b += 8 * U32 * o.pmax;
  if (o.kk) b += (2 * U32 * o.kk.dist) / o.kk.sin;
  return b;
}

/** The normal bound of D-MINIMIZE-10: f32 storage plus the direction error of the points. */
export function normalBound(o: { d: number; scale: number; poly: boolean; pmax: number; kkSin?: number }): number {
  let pos = 64 * U64 * o.scale;
  if (o.poly) pos += 8 * U32 * o.pmax;
  let b = 2 * U32 + (2 * pos) / Math.max(o.d, 1e-300);
  if (o.kkSin !== undefined) b += (4 * U32) / o.kkSin;
  return b;
}
