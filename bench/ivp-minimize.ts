// Benchmarks of the IVP minimize solver (issue 13; figures reported, never asserted): one
// recalc_mindist call per iteration, each at a new time code so the dedupe does not skip it and the
// caches are refreshed as at a new PSI:
// - ball on a floor triangle (BF converges at once: the Ballance hot path, 000 §0.3 item 5);
// - ball rolling over a pancake seam, restarting from the previous feature (BF, BK, BP in turn);
// - box against box at their closest edge pair (the KK entry and core converge at once);
// - box against box from a random starting feature (the walk to the closest features).
// Run: npx tsx bench/ivp-minimize.ts
import Benchmark from "benchmark";
import { Memory } from "../runtime/memory.js";
import { Prng } from "../runtime/prng.js";
import { rt_ball, rt_core, rt_env } from "../conformance/generated/ivp/mindist/support/records_tests.generated.js";
import { mzt_ball_pair, mzt_box, mzt_edge, mzt_pair, mzt_poly } from "../conformance/generated/ivp/mindist/support/minimize_fixtures.generated.js";
import { recalc_mindist } from "../generated/ivp/mindist/minimize.generated.js";
import { triangle_ledge } from "../generated/ivp/geometry/pancake.generated.js";
import { ledge_triangle, triangle_edge } from "../generated/ivp/geometry/compact.generated.js";
import { time_manager_set_current_time } from "../generated/ivp/time/time_manager.generated.js";

const mem = new Memory(1 << 24);
const env = rt_env(mem);
const rng = new Prng(13);
const tick = () => time_manager_set_current_time(env.tm, 0);

// a ball of radius 0.5 resting 1 mm above a floor triangle
const cBall = rt_core(env, 0.3, 0.3, 0.501, 0, 0, 0);
const ball = rt_ball(env, cBall, 0.5);
const floor = mzt_poly(env, rt_core(env, 0, 0, 0, 0, 0, 0));
const tri = triangle_ledge(mem, 0, 0, 0, 2, 0, 0, 0, 2, 0);
const bf = mzt_ball_pair(env, ball, floor, triangle_edge(ledge_triangle(tri, 0), 0), 2);

// a second ball rolling along a line that crosses the triangle's hypotenuse and a corner
const cRoll = rt_core(env, 0, 0, 0.45, 0, 0, 0);
const roller = rt_ball(env, cRoll, 0.5);
const roll = mzt_ball_pair(env, roller, floor, triangle_edge(ledge_triangle(tri, 0), 0), 2);
let phase = 0;

// two boxes with their closest features an edge pair: A turned 45° about x (its top is the ridge
// (-1,1,1)-(1,1,1) along x at z = √2), B turned 45° about y (its bottom is the ridge
// (1,-1,-1)-(1,1,-1) along y), B's ridge 1 cm above A's
const c8 = Math.cos(Math.PI / 8);
const s8 = Math.sin(Math.PI / 8);
const cA = rt_core(env, 0, 0, 0, 0, 0, 0);
cA.q_world_f_core_last_psi[0] = s8;
cA.q_world_f_core_last_psi[3] = c8;
const cB = rt_core(env, 0, 0, 2 * Math.SQRT2 + 0.01, 0, 0, 0);
cB.q_world_f_core_last_psi[1] = s8;
cB.q_world_f_core_last_psi[3] = c8;
const boxA = mzt_poly(env, cA);
const boxB = mzt_poly(env, cB);
const la = mzt_box(mem, 1, 1, 1);
const lb = mzt_box(mem, 1, 1, 1);
const ka = mzt_edge(mem, la, -1, 1, 1, 1, 1, 1);
const kb = mzt_edge(mem, lb, 1, -1, -1, 1, 1, -1);
const kk = mzt_pair(env, boxA, ka, 1, boxB, kb, 1);

// random starting features for the same pair of boxes, in random poses
const cC = rt_core(env, 0, 0, 0, 0, 0, 0);
const cD = rt_core(env, 0, 0, 0, 0, 0, 0);
const boxC = mzt_poly(env, cC);
const boxD = mzt_poly(env, cD);
const walk = mzt_pair(env, boxC, ka, 0, boxD, kb, 0);
const starts: [number, number][] = [[0, 0], [0, 1], [1, 0], [0, 2], [2, 0], [1, 1], [2, 2]];
const poses = Array.from({ length: 256 }, () => {
  const q = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
  const n = Math.hypot(...q);
  const e = (l: number) => triangle_edge(ledge_triangle(l, rng.int(12)), rng.int(3));
  return { p: [rng.range(-3, 3), rng.range(-3, 3), 3 + rng.range(0, 2)], q: q.map((v) => v / n), s: starts[rng.int(starts.length)], ea: e(la), eb: e(lb) };
});
let k = 0;

let sink = 0;
const rcs: Record<string, number> = {};
const count = (name: string, rc: number) => {
  const key = `${name} rc ${rc}`;
  rcs[key] = (rcs[key] ?? 0) + 1;
  sink += rc;
};

new Benchmark.Suite()
  .add("recalc_mindist: ball on a floor triangle (BF)", () => {
    tick();
    count("BF", recalc_mindist(mem, bf));
  })
  .add("recalc_mindist: ball rolling over a pancake (BF / BK / BP, warm start)", () => {
    phase = (phase + 1) & 1023;
    cRoll.pos_world_f_core_last_psi.x = -0.5 + (3 * phase) / 1024;
    cRoll.pos_world_f_core_last_psi.y = -0.5 + (2.5 * phase) / 1024;
    tick();
    count("roll", recalc_mindist(mem, roll));
  })
  .add("recalc_mindist: box against box at their closest edge pair (KK)", () => {
    kk.syn[0].edge = ka;
    kk.syn[0].status = 1;
    kk.syn[1].edge = kb;
    kk.syn[1].status = 1;
    kk.flags &= ~0x100;
    tick();
    count("KK", recalc_mindist(mem, kk));
  })
  .add("recalc_mindist: box against box from a random feature (cold walk)", () => {
    const c = poses[k++ & 255];
    cD.pos_world_f_core_last_psi.x = c.p[0];
    cD.pos_world_f_core_last_psi.y = c.p[1];
    cD.pos_world_f_core_last_psi.z = c.p[2];
    for (let i = 0; i < 4; i++) cD.q_world_f_core_last_psi[i] = c.q[i];
    walk.syn[0].edge = c.ea;
    walk.syn[0].status = c.s[0];
    walk.syn[1].edge = c.eb;
    walk.syn[1].status = c.s[1];
    walk.flags &= ~0x100;
    tick();
    count("walk", recalc_mindist(mem, walk));
  })
  .on("cycle", (e: Benchmark.Event) => {
    const t = e.target as unknown as Benchmark;
    console.log(`${String(t)}  (${(1e9 / t.hz).toFixed(0)} ns per call)`);
  })
  .on("complete", () => {
    console.log(`return codes: ${JSON.stringify(rcs)}; BF len ${bf.len_numerator}, KK len ${kk.len_numerator} (sink ${sink})`);
  })
  .run();
