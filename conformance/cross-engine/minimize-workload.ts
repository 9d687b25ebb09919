// A cross-engine workload for the minimize solver (000 §3.9, §5.5): seeded random ball-pancake,
// ball-box and box-box poses through recalc_mindist from random starting features; every return
// code, final feature, len, normal and +0x58 is hashed by its raw bits. Run in V8 and in QuickJS
// (conformance/properties/minimize-engines.test.ts), the hashes must be identical. Pure
// computation: no I/O, no timers, no process.env.
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";
import { rt_ball, rt_core, rt_env } from "../generated/ivp/mindist/support/records_tests.generated.js";
import { mzt_ball_pair, mzt_box, mzt_pair, mzt_poly } from "../generated/ivp/mindist/support/minimize_fixtures.generated.js";
import { recalc_mindist } from "../../generated/ivp/mindist/minimize.generated.js";
import { triangle_ledge } from "../../generated/ivp/geometry/pancake.generated.js";
import { ledge_triangle, triangle_edge } from "../../generated/ivp/geometry/compact.generated.js";
import { time_manager_set_current_time } from "../../generated/ivp/time/time_manager.generated.js";
import type { Mindist } from "../../generated/ivp/mindist/mindist.generated.js";
import type { PhysCoreView } from "../../generated/ivp/objects/real_object.generated.js";

export function run(n: number): { hash: string; calls: number } {
  const rng = new Prng(0x313);
  const h = new StateHasher();
  const mem = new Memory(1 << 24);
  const env = rt_env(mem);
  const pose = (c: PhysCoreView, s: number) => {
    c.pos_world_f_core_last_psi.x = rng.range(-s, s);
    c.pos_world_f_core_last_psi.y = rng.range(-s, s);
    c.pos_world_f_core_last_psi.z = rng.range(-s, s);
    let q = [0, 0, 0, 0];
    for (;;) {
      q = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
      const l = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
      if (l > 0.1 && l <= 1) {
        for (let i = 0; i < 4; i++) c.q_world_f_core_last_psi[i] = q[i] / l;
        break;
      }
    }
  };
  const cb = rt_core(env, 0, 0, 0, 0, 0, 0);
  const cp = rt_core(env, 0, 0, 0, 0, 0, 0);
  const cq = rt_core(env, 0, 0, 0, 0, 0, 0);
  const ball = rt_ball(env, cb, 0.5);
  const poly = mzt_poly(env, cp);
  const poly2 = mzt_poly(env, cq);
  const bp = mzt_ball_pair(env, ball, poly, 0, 0);
  const pp = mzt_pair(env, poly, 0, 0, poly2, 0, 0);
  const boxes = Array.from({ length: 32 }, () => mzt_box(mem, rng.range(0.1, 1.5), rng.range(0.1, 1.5), rng.range(0.1, 1.5)));
  const edge = (l: number) => triangle_edge(ledge_triangle(l, rng.int(mem.i16[(l + 12) >> 1])), rng.int(3));
  const out = (md: Mindist, rc: number) => {
    h.i32(rc).i32(md.syn[0].status).i32(md.syn[1].status).u32(md.syn[0].edge).u32(md.syn[1].edge).u32(md.flags);
    h.f32(md.len_numerator).f32(md.contact_plane.x).f32(md.contact_plane.y).f32(md.contact_plane.z).f32(md.contact_dot_diff_center);
  };
  let calls = 0;
  const r = () => rng.range(-2, 2);
  for (let i = 0; i < n; i++) {
    // ball against a pancake, then against a box
    const l = triangle_ledge(mem, r(), r(), r(), r(), r(), r(), r(), r(), r());
    if (l !== 0) {
      pose(cb, 3);
      pose(cp, 1);
      time_manager_set_current_time(env.tm, 0);
      ball.extra_radius = Math.fround(rng.range(0.05, 1));
      bp.sum_extra_radius = ball.extra_radius;
      bp.syn[1].edge = edge(l);
      bp.syn[1].status = rng.int(3);
      out(bp, recalc_mindist(mem, bp));
      calls++;
    }
    const lb = boxes[rng.int(boxes.length)];
    pose(cb, 3);
    time_manager_set_current_time(env.tm, 0);
    bp.syn[1].edge = edge(lb);
    bp.syn[1].status = rng.int(3);
    out(bp, recalc_mindist(mem, bp));
    calls++;
    // two boxes from a legal starting pair (KF and FK are illegal)
    const starts = [[0, 0], [0, 1], [1, 0], [0, 2], [2, 0], [1, 1], [2, 2]];
    const [s0, s1] = starts[rng.int(starts.length)];
    const la = boxes[rng.int(boxes.length)];
    const lc = boxes[rng.int(boxes.length)];
    pose(cp, 1);
    pose(cq, 3);
    time_manager_set_current_time(env.tm, 0);
    pp.syn[0].edge = edge(la);
    pp.syn[0].status = s0;
    pp.syn[1].edge = edge(lc);
    pp.syn[1].status = s1;
    pp.flags &= ~0x100;
    out(pp, recalc_mindist(mem, pp));
    calls++;
  }
  return { hash: h.hex(), calls };
}
