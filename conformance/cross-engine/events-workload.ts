// The event solver's cross-engine workload: one world (the test floor triangle), n kinematic balls
// at seeded random positions and velocities, each given a mindist with a random feature (face,
// edge, vertex of the triangle, or another ball), made at t_now = 2^-10 s through the manager's
// path (M19 runs the real event table and queues its answer), then the table called again directly
// with a conservative speed bound. Shapes: toward the vertex, the edge, the face or a static ball,
// sweeping over the edge (its face entry 0x31) and passing the vertex (its region exit 0x11). The hash covers every answer's code and raw time bits and every
// queued key. Run in V8 and in QuickJS, the hashes must be identical. Pure computation.
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";
import * as F from "../generated/ivp/events/support/event_fixtures.generated.js";
import { event_solver_dispatch } from "../../generated/ivp/events/dispatch.generated.js";
import { mindist_coll_type } from "../../generated/ivp/mindist/mindist.generated.js";
import type { Mindist } from "../../generated/ivp/mindist/mindist.generated.js";
import type { RealObject } from "../../generated/ivp/objects/real_object.generated.js";

export interface EventScene {
  mem: Memory;
  w: F.EventsWorld;
  /** per mindist: its feature (0 point, 1 edge, 2 face, 3 ball) */
  kinds: number[];
  mindists: Mindist[];
  /** per mindist: |v| of its ball (the conservative bound of the direct calls) */
  speeds: number[];
}

/** Builds n balls approaching the floor's features (or a static ball) at random, and their mindists. */
export function buildEventScene(n: number, seed: number, only = -1): EventScene {
  // only: build every ball with that shape (below)
  const rng = new Prng(seed);
  const f = Math.fround;
  const mem = new Memory(1 << 20);
  const w = new F.EventsWorld();
  F.ev_world(mem, w);
  const target = F.ev_static_ball(w, 3, 2, 1, 0.5);
  const balls: { ball: RealObject; kind: number; edge: number; speed: number }[] = [];
  for (let k = 0; k < n; k++) {
    // 0 toward the vertex, 1 toward the edge, 2 onto the face, 3 toward the ball, 4 over the edge
    // (its face entry), 5 past the vertex (its region exit)
    const shape = only >= 0 ? only : k % 6;
    const r = f(rng.range(0.05, 0.6));
    const v = rng.range(0.5, 15);
    let c: [number, number, number];
    let dir: [number, number, number];
    let edge = w.e0;
    let kind = shape;
    const reach = r + 0.01 + rng.range(0, v * 0.012);
    if (shape === 2) {
      c = [rng.range(0.1, 0.4), rng.range(0.1, 0.4), reach];
      dir = [rng.range(-0.5, 0.5), rng.range(-0.5, 0.5), -1];
      edge = [w.e0, w.e1, w.e2][rng.int(3)];
    } else if (shape === 1) {
      // a direction in the edge's half (y < 0) of the y-z plane, without trigonometry (the inputs
      // must be the same bits in both engines)
      const oy = -rng.range(0.3, 1), oz = rng.range(-1, 1);
      const ol = Math.sqrt(oy * oy + oz * oz);
      c = [rng.range(0.2, 0.8), (reach * oy) / ol, (reach * oz) / ol];
      dir = [rng.range(-0.3, 0.3), -oy / ol, -oz / ol];
    } else if (shape === 0) {
      c = [-reach * 0.6, -reach * 0.48, reach * 0.64];
      dir = [0.6 + rng.range(-0.2, 0.2), 0.48, -0.64];
    } else if (shape === 3) {
      const d = 0.5 + reach;
      c = [3 + 0.6 * d, 2 - 0.8 * d, 1];
      dir = [-0.6, 0.8 + rng.range(-0.2, 0.2), rng.range(-0.1, 0.1)];
    } else if (shape === 4) {
      c = [rng.range(0.2, 0.8), -rng.range(0.001, 0.05), r + rng.range(0.012, 0.03)];
      dir = [rng.range(-0.2, 0.2), 1, rng.range(-0.05, 0.05)];
      kind = 1;
    } else {
      c = [-rng.range(0.001, 0.05), -rng.range(0.05, 0.2), r + rng.range(0.012, 0.03)];
      dir = [1, rng.range(-0.1, 0.1), rng.range(-0.05, 0.05)];
      kind = 0;
    }
    const l = Math.sqrt(dir[0] * dir[0] + dir[1] * dir[1] + dir[2] * dir[2]);
    const vel = dir.map((d) => f((d / l) * v)) as [number, number, number];
    const ball = F.ev_ball(w, c[0], c[1], c[2], r, vel[0], vel[1], vel[2]);
    balls.push({ ball, kind, edge, speed: Math.sqrt(vel[0] * vel[0] + vel[1] * vel[1] + vel[2] * vel[2]) });
  }
  F.ev_run_to(mem, w, F.EV_T0);
  const scene: EventScene = { mem, w, kinds: [], mindists: [], speeds: [] };
  for (const b of balls) {
    const md = b.kind === 3 ? F.ev_ball_mindist(mem, w, b.ball, target) : F.ev_floor_mindist(mem, w, b.ball, b.kind, b.edge);
    scene.kinds.push(b.kind);
    scene.mindists.push(md);
    scene.speeds.push(b.speed);
  }
  return scene;
}

export function run(n: number): { hash: string; calls: number } {
  const h = new StateHasher();
  const s = buildEventScene(n, 0xe7e);
  let calls = 0;
  for (let i = 0; i < s.mindists.length; i++) {
    const md = s.mindists[i];
    h.i32(mindist_coll_type(md)).f64(F.ev_queued_time(s.w, md));
    const blk = F.ev_block(s.w, md, s.speeds[i], s.speeds[i]);
    event_solver_dispatch(s.mem, blk);
    h.i32(blk.event_type).f64(blk.event_time);
    calls += 2;
  }
  h.i32(s.w.solvers.dispatches).f64(s.w.solvers.last_time).i32(F.ev_cache_refs(s.w));
  return { hash: h.hex(), calls };
}
