// Property tests for the event solver (000 §5.2-§5.4, issue 13): kinematic balls at constant
// velocity toward the floor triangle's face, its edge p0-p1, its vertex p0, and toward a static
// ball, on random radii, speeds, directions and grazing angles, each made a mindist at
// t_now = 2^-10 s inside the first PSI through the manager's own path (M19 fills the block, calls
// the real event table and queues the answer as an f32 key). The expected time t* is where the
// exact distance of the straight-line motion reaches a = r + cd, solved in closed form here (a
// quadratic in f64, independent of the spec's arithmetic). Bounds: the root finder stops when the
// functor is within 1e-8 of a, so |t − t*| < 1e-8 / rate with rate the distance's fall rate at t*;
// the queued time adds the f32 key's half ulp (2^-31 below 2^-6). Pass-bys (closest approach beyond
// a, inside the feature's Voronoi region for the whole window) get no event at all, with a
// conservative speed bound |v| given directly to the table.
//
// Sampling keeps what the document's functors state they measure: the point-point functor is the
// distance only while the direction to the point stays within acos(1/1.2) ≈ 33.6° of the t_now
// direction (beyond it the projected value is a lower bound and the event comes earlier), the
// point-line functor while the offset turns by less than 60°; the samples stay within 30° / 50°.
import { describe, expect, it } from "vitest";
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
import * as F from "../generated/ivp/events/support/event_fixtures.generated.js";
import { event_solver_dispatch } from "../../generated/ivp/events/dispatch.generated.js";
import { mindist_coll_type } from "../../generated/ivp/mindist/mindist.generated.js";

type V3 = [number, number, number];
const f32 = Math.fround;
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3) => Math.sqrt(dot(a, a));
const unit = (a: V3): V3 => scale(a, 1 / norm(a));
const angle = (a: V3, b: V3) => Math.acos(Math.max(-1, Math.min(1, dot(a, b) / (norm(a) * norm(b)))));
const DEG = Math.PI / 180;

const T0 = F.EV_T0;
const T_MAX = 1 / 66;
const CD = f32(0.01);
const FACE = 2, EDGE = 1, POINT = 0;

function randomUnit(rng: Prng): V3 {
  for (;;) {
    const v: V3 = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
    const l = norm(v);
    if (l > 0.1 && l <= 1) return scale(v, 1 / l);
  }
}
/** A unit vector perpendicular to u. */
function perpendicular(rng: Prng, u: V3): V3 {
  for (;;) {
    const c = cross(u, randomUnit(rng));
    if (norm(c) > 0.1) return unit(c);
  }
}

/** The first t >= 0 with |q0 + v t| = a (q0 outside), or NaN: the smaller root, in a stable form. */
function firstReach(q0: V3, v: V3, a: number): number {
  const A = dot(v, v);
  const B = dot(q0, v);
  const C = dot(q0, q0) - a * a;
  const disc = B * B - A * C;
  if (!(C > 0) || !(B < 0) || disc < 0) return NaN;
  return C / (-B + Math.sqrt(disc));
}

interface Stat { n: number; worstRaw: number; worstRawRatio: number; worstQueued: number; worstQueuedRatio: number }
const newStat = (): Stat => ({ n: 0, worstRaw: 0, worstRawRatio: 0, worstQueued: 0, worstQueuedRatio: 0 });
const stats = new Map<string, Stat>();

/** A fresh world with a ball of radius r scripted from C0 with velocity V, run to T0. */
function world(c0: V3, r: number, v: V3) {
  const mem = new Memory();
  const w = new F.EventsWorld();
  F.ev_world(mem, w);
  const ball = F.ev_ball(w, c0[0], c0[1], c0[2], r, v[0], v[1], v[2]);
  return { mem, w, ball };
}

/** The distance |q0 + v t| falls at rate(t) = −d/dt |q(t)|; over the interval where the root
 * finder's answer can lie (|t − t*| < 1e-8 / rate, doubled for margin) the smallest rate bounds the
 * time error of a value within 1e-8 of a. */
function minRate(q0: V3, v: V3, tStar: number): number {
  const rateAt = (t: number) => -dot(add(q0, scale(v, t)), v) / norm(add(q0, scale(v, t)));
  const d = 2e-8 / rateAt(tStar);
  return Math.min(rateAt(tStar - d), rateAt(tStar), rateAt(tStar + d));
}

/** Runs the mindist through M19 and checks its event against t*. */
function check(kind: string, code: number, mem: Memory, w: F.EventsWorld, md: ReturnType<typeof F.ev_floor_mindist>, tStar: number, rate: number) {
  const s = stats.get(kind) ?? newStat();
  stats.set(kind, s);
  const bound = F.ev_time_bound(rate);
  expect(w.solvers.dispatches, `${kind}: M19 dispatches once`).toBe(1);
  expect(w.solvers.last_type, `${kind}: code`).toBe(code);
  const raw = Math.abs(w.solvers.last_time - tStar);
  expect(raw, `${kind}: |t − t*| for t* = ${tStar}, rate ${rate}`).toBeLessThanOrEqual(bound);
  expect(mindist_coll_type(md), `${kind}: queued code`).toBe(code);
  const q = Math.abs(F.ev_queued_time(w, md) - tStar);
  expect(q, `${kind}: queued |t − t*|`).toBeLessThanOrEqual(bound + F.EV_KEY_HALF_ULP);
  expect(F.ev_cache_refs(w), `${kind}: caches given back`).toBe(0);
  s.n++;
  s.worstRaw = Math.max(s.worstRaw, raw);
  s.worstRawRatio = Math.max(s.worstRawRatio, raw / bound);
  s.worstQueued = Math.max(s.worstQueued, q);
  s.worstQueuedRatio = Math.max(s.worstQueuedRatio, q / (bound + F.EV_KEY_HALF_ULP));
}

const N = 1000;

describe("000 §5.4: event times of kinematic balls against analytic times", () => {
  it("BF (0x20): random radii, sink and slide speeds, feet on the face", () => {
    const rng = new Prng(5403);
    for (let k = 0; k < N; k++) {
      const r = f32(rng.range(0.05, 1));
      const a = r + CD;
      const u = rng.range(0.05, 0.85), vv = rng.range(0.05, 0.9 - u);
      const vn = rng.range(0.2, 20), vt = rng.range(0, 20), th = rng.range(0, 2 * Math.PI);
      const V: V3 = [f32(vt * Math.cos(th)), f32(vt * Math.sin(th)), f32(-vn)];
      const ts = rng.range(T0 + 2e-4, T_MAX - 2e-4);
      const c0: V3 = add([u, vv, a], scale(V, -ts));
      const { mem, w, ball } = world(c0, r, V);
      F.ev_run_to(mem, w, T0);
      const md = F.ev_floor_mindist(mem, w, ball, FACE, w.e0);
      // z(t) = c0.z + V.z t reaches a
      check("BF", 0x20, mem, w, md, (c0[2] - a) / -V[2], -V[2]);
    }
  });

  it("BK (0x30): random approach and miss angles to the edge line p0-p1, sliding along it", () => {
    const rng = new Prng(5405);
    let k = 0;
    while (k < N) {
      const r = f32(rng.range(0.05, 1));
      const a = r + CD;
      const al = rng.range(-75, 75) * DEG;
      const o: V3 = [0, -Math.cos(al), Math.sin(al)];
      const op: V3 = rng.unit() < 0.5 ? [0, -Math.sin(al), -Math.cos(al)] : [0, Math.sin(al), Math.cos(al)];
      const be = rng.range(0, 70) * DEG;
      const uhat = add(scale(o, -Math.cos(be)), scale(op, Math.sin(be)));
      const vp = rng.range(0.2, 20), vx = rng.range(-10, 10);
      const V: V3 = [f32(vx), f32(vp * uhat[1]), f32(vp * uhat[2])];
      const ts = rng.range(T0 + 2e-4, T_MAX - 2e-4);
      const cs: V3 = [rng.range(0.1, 0.9), a * o[1], a * o[2]];
      const c0: V3 = add(cs, scale(V, -ts));
      const at0 = add(c0, scale(V, T0));
      // in the edge's region (y < 0) up to the event; the point-line functor is the distance
      if (!(at0[1] < -1e-3) || angle([0, at0[1], at0[2]], [0, cs[1], cs[2]]) > 50 * DEG) continue;
      const tStar = firstReach([0, c0[1], c0[2]], [0, V[1], V[2]], a);
      if (!(tStar > T0 + 1e-4 && tStar < T_MAX - 1e-4)) continue;
      const rate = minRate([0, c0[1], c0[2]], [0, V[1], V[2]], tStar);
      const { mem, w, ball } = world(c0, r, V);
      F.ev_run_to(mem, w, T0);
      const md = F.ev_floor_mindist(mem, w, ball, EDGE, w.e0);
      check("BK", 0x30, mem, w, md, tStar, rate);
      k++;
    }
  });

  it("BP (0x10): random approach and miss angles to the vertex p0 from inside its region", () => {
    const rng = new Prng(5404);
    let k = 0;
    while (k < N) {
      const r = f32(rng.range(0.05, 1));
      const a = r + CD;
      const o = randomUnit(rng);
      if (!(o[0] < -0.15 && o[1] < -0.15)) continue;
      const be = rng.range(0, 60) * DEG;
      const uhat = add(scale(o, -Math.cos(be)), scale(perpendicular(rng, o), Math.sin(be)));
      const V = scale(uhat, rng.range(0.2, 20)).map(f32) as V3;
      const ts = rng.range(T0 + 2e-4, T_MAX - 2e-4);
      const cs = scale(o, a);
      const c0 = add(cs, scale(V, -ts));
      const at0 = add(c0, scale(V, T0));
      if (!(at0[0] < -1e-3 && at0[1] < -1e-3) || angle(at0, cs) > 30 * DEG) continue;
      const tStar = firstReach(c0, V, a);
      if (!(tStar > T0 + 1e-4 && tStar < T_MAX - 1e-4)) continue;
      const rate = minRate(c0, V, tStar);
      const { mem, w, ball } = world(c0, r, V);
      F.ev_run_to(mem, w, T0);
      const md = F.ev_floor_mindist(mem, w, ball, POINT, w.e0);
      check("BP", 0x10, mem, w, md, tStar, rate);
      k++;
    }
  });

  it("BB (0x10): a ball toward a static ball, random radii and miss angles", () => {
    const rng = new Prng(5402);
    let k = 0;
    while (k < N) {
      const ra = f32(rng.range(0.05, 1)), rb = f32(rng.range(0.05, 1));
      const a = f32(ra + rb) + CD;
      const pb: V3 = [3, 2, 1];
      const o = randomUnit(rng);
      const be = rng.range(0, 60) * DEG;
      const uhat = add(scale(o, -Math.cos(be)), scale(perpendicular(rng, o), Math.sin(be)));
      const V = scale(uhat, rng.range(0.2, 20)).map(f32) as V3;
      const ts = rng.range(T0 + 2e-4, T_MAX - 2e-4);
      const cs = add(pb, scale(o, a));
      const c0 = add(cs, scale(V, -ts));
      const rel0 = add(add(c0, scale(V, T0)), scale(pb, -1));
      if (angle(rel0, scale(o, a)) > 30 * DEG) continue;
      const relStart = add(c0, scale(pb, -1));
      const tStar = firstReach(relStart, V, a);
      if (!(tStar > T0 + 1e-4 && tStar < T_MAX - 1e-4)) continue;
      const rate = minRate(relStart, V, tStar);
      const mem = new Memory();
      const w = new F.EventsWorld();
      F.ev_world(mem, w);
      const other = F.ev_static_ball(w, pb[0], pb[1], pb[2], rb);
      const ball = F.ev_ball(w, c0[0], c0[1], c0[2], ra, V[0], V[1], V[2]);
      F.ev_run_to(mem, w, T0);
      const md = F.ev_ball_mindist(mem, w, ball, other);
      check("BB", 0x10, mem, w, md, tStar, rate);
      k++;
    }
  });

  it("pass-bys: closest approach beyond a, inside the feature's region for the whole window: no event", () => {
    const rng = new Prng(5406);
    const counts = { face: 0, edge: 0, point: 0 };
    let k = 0;
    while (k < 3 * (N / 2)) {
      const kind = k % 3;
      const r = f32(rng.range(0.05, 1));
      const a = r + CD;
      const tc = rng.range(T0, T_MAX);
      let c0: V3, V: V3, status: number;
      if (kind === 0) {
        // above the face by more than a, moving parallel to it or away
        const h = a * (1.001 + rng.range(0, 0.3));
        const th = rng.range(0, 2 * Math.PI), vt = rng.range(0, 20);
        V = [f32(vt * Math.cos(th)), f32(vt * Math.sin(th)), f32(rng.range(0, 5))];
        // h above the plane at t_now, rising or level from there
        c0 = add([rng.range(0.1, 0.4), rng.range(0.1, 0.4), h], scale(V, -T0));
        status = FACE;
      } else if (kind === 1) {
        const al = rng.range(-75, 75) * DEG;
        const o: V3 = [0, -Math.cos(al), Math.sin(al)];
        const op: V3 = [0, -Math.sin(al), -Math.cos(al)];
        const b = a * (1.02 + rng.range(0, 0.5));
        const vp = rng.range(0.2, 20) * (rng.unit() < 0.5 ? -1 : 1);
        V = [f32(rng.range(-10, 10)), f32(vp * op[1]), f32(vp * op[2])];
        const cs: V3 = [0.5, b * o[1], b * o[2]];
        c0 = add(cs, scale(V, -tc));
        const s0 = add(c0, scale(V, T0)), s1 = add(c0, scale(V, T_MAX));
        if (!(s0[1] < -1e-3 && s1[1] < -1e-3) || angle([0, s0[1], s0[2]], [0, s1[1], s1[2]]) > 50 * DEG) continue;
        status = EDGE;
      } else {
        const o = randomUnit(rng);
        if (!(o[0] < -0.15 && o[1] < -0.15)) continue;
        const b = a * (1.02 + rng.range(0, 0.5));
        V = scale(perpendicular(rng, o), rng.range(0.2, 20)).map(f32) as V3;
        c0 = add(scale(o, b), scale(V, -tc));
        const s0 = add(c0, scale(V, T0)), s1 = add(c0, scale(V, T_MAX));
        if (!(s0[0] < -1e-3 && s0[1] < -1e-3 && s1[0] < -1e-3 && s1[1] < -1e-3) || angle(s0, s1) > 30 * DEG) continue;
        status = POINT;
      }
      const { mem, w, ball } = world(c0, r, V);
      F.ev_run_to(mem, w, T0);
      const md = F.ev_floor_mindist(mem, w, ball, status, w.e0);
      const speed = Math.max(norm(V), 1e-3);
      const blk = F.ev_block(w, md, speed, speed);
      event_solver_dispatch(mem, blk);
      expect(blk.event_type, `pass-by ${["face", "edge", "point"][kind]} #${k}`).toBe(0);
      expect(F.ev_cache_refs(w)).toBe(0);
      counts[(["face", "edge", "point"] as const)[kind]]++;
      k++;
    }
    const lines = [...stats.entries()].map(([kind, s]) =>
      `${kind}: ${s.n} events, worst |t − t*| ${s.worstRaw.toExponential(2)} s (${(100 * s.worstRawRatio).toFixed(2)} % of its bound), ` +
      `queued ${s.worstQueued.toExponential(2)} s (${(100 * s.worstQueuedRatio).toFixed(2)} % of its bound)`);
    console.log(`event solver against analytic times:\n  ${lines.join("\n  ")}\n  pass-bys without an event: ${JSON.stringify(counts)}`);
  });
});
