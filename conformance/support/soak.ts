// The soak of issue 14: stone balls on the benchmark's bowl, driven by seeded random control
// forces (a random-walk heading, a random strength up to twice the stone's 0.92 per PSI, turned
// toward the bowl's centre beyond 70 % of its half width) in driving phases of 2,000-6,000 PSIs
// between rests of 500-2,000 PSIs without a force (long enough to freeze; the next drive wakes the
// ball, as Ballance's navigation calls Physics WakeUp), and now and then a random upward kick,
// with a check every 1,000 PSIs: every value of every core finite, no ball through the floor (its
// centre at least r − 5 cm above the triangulated surface below it, and over the bowl), nothing at
// the anomaly limits (no clamp fired, |v| < 2000 m/s, |ω| ≤ π/2 per PSI). Test and script support.
import { Prng } from "../../runtime/prng.js";
import { ivp_world_clear_collisions, ivp_world_impulse, ivp_world_set_force, ivp_world_simulate_until, ivp_world_wake } from "../../generated/ivp/dynamics/world.generated.js";
import { BALL_R, BOWL_CELL, BallScene, bowlSurfaceHeight, makeBallScene } from "./ball-scene.js";
import { det_cos, det_sin } from "../../generated/ivp/math/transcendental.generated.js";

export interface SoakReport {
  psis: number;
  checks: number;
  impacts: number;
  freezes: number;
  revives: number;
  contacts: number;
  kicks: number;
  minClearance: number;
  maxSpeed: number;
  maxSpin: number;
  failures: string[];
}

const finite = (...xs: number[]) => xs.every((x) => Number.isFinite(x));

/** Checks the scene: appends what is wrong to `failures`, tracks the smallest clearance and the largest speeds. */
export function soakCheck(sc: BallScene, rep: SoakReport): void {
  const { w } = sc;
  const size = sc.bowl.n * BOWL_CELL;
  for (const dc of w.dyn.cores) {
    const c = dc.core!;
    const ok = finite(dc.velocity.x, dc.velocity.y, dc.velocity.z, dc.rot_speed.x, dc.rot_speed.y, dc.rot_speed.z, c.position.x, c.position.y, c.position.z, c.speed.x, c.speed.y, c.speed.z, c.rot_speed, c.current_speed, c.rot_axis.x, c.rot_axis.y, c.rot_axis.z, ...c.q_world_f_core_last_psi, ...c.q_world_f_core_next_psi, c.pos_world_f_core_last_psi.x, c.pos_world_f_core_last_psi.y, c.pos_world_f_core_last_psi.z);
    if (!ok) rep.failures.push(`PSI ${sc.psi}: core ${c.id} has a value that is not finite`);
  }
  for (const b of sc.balls) {
    const c = w.env.objects[b].core!;
    const dc = w.dyn.cores[c.id];
    const { x, y, z } = c.position;
    if (!(x > 0 && x < size && y > 0 && y < size)) {
      rep.failures.push(`PSI ${sc.psi}: ball ${b} left the bowl at (${x}, ${y}, ${z})`);
      continue;
    }
    const clear = z - bowlSurfaceHeight(sc.bowl, x, y);
    rep.minClearance = Math.min(rep.minClearance, clear);
    if (clear < BALL_R - 0.05) rep.failures.push(`PSI ${sc.psi}: ball ${b} is ${clear} above the floor (radius ${BALL_R})`);
    const v = Math.hypot(dc.velocity.x, dc.velocity.y, dc.velocity.z), om = Math.hypot(dc.rot_speed.x, dc.rot_speed.y, dc.rot_speed.z);
    rep.maxSpeed = Math.max(rep.maxSpeed, v);
    rep.maxSpin = Math.max(rep.maxSpin, om);
    if (v >= 2000 || om > 66 * Math.PI / 2) rep.failures.push(`PSI ${sc.psi}: ball ${b} at |v| = ${v}, |ω| = ${om}`);
  }
  if (w.dyn.anomalies !== 0) rep.failures.push(`PSI ${sc.psi}: ${w.dyn.anomalies} anomaly clamps fired`);
  rep.checks++;
}

/** Runs the soak: `balls` balls for `psis` PSIs, checking every 1,000; `progress` is told at each check. */
export function runSoak(balls: number, psis: number, seed: number, progress?: (rep: SoakReport, sc: BallScene) => void): SoakReport {
  const sc = makeBallScene(balls, undefined, seed);
  const rng = new Prng(seed);
  const size = sc.bowl.n * BOWL_CELL, c0 = size / 2;
  const heading = sc.phases.map((p) => (2 * Math.PI * p) / 1320);
  // per ball: PSIs left in the current phase, and whether it drives
  const left = sc.balls.map(() => rng.range(2000, 6000) | 0);
  const drive = sc.balls.map(() => true);
  const rep: SoakReport = { psis: 0, checks: 0, impacts: 0, freezes: 0, revives: 0, contacts: 0, kicks: 0, minClearance: Infinity, maxSpeed: 0, maxSpin: 0, failures: [] };
  const { w, mem } = sc;
  const env = w.env;
  for (let k = 0; k < psis; k++) {
    for (let i = 0; i < sc.balls.length; i++) {
      const c = env.objects[sc.balls[i]].core!;
      if (--left[i] <= 0) {
        drive[i] = !drive[i];
        left[i] = (drive[i] ? rng.range(2000, 6000) : rng.range(500, 2000)) | 0;
        if (drive[i]) ivp_world_wake(mem, w, sc.balls[i]);
      }
      if (!drive[i]) {
        ivp_world_set_force(w, sc.forces[i], 1, 0, 0, 0);
        continue;
      }
      heading[i] += rng.range(-0.05, 0.05);
      let dx = det_cos(heading[i]), dy = det_sin(heading[i]);
      const ox = c0 - c.position.x, oy = c0 - c.position.y;
      if (ox * ox + oy * oy > (0.7 * c0) ** 2) { dx = ox; dy = oy; }
      ivp_world_set_force(w, sc.forces[i], dx, dy, 0, rng.range(0, 2 * 0.92));
      if (rng.int(2000) === 0) {
        ivp_world_impulse(mem, w, sc.balls[i], 0, 0, rng.range(20, 60), c.position.x, c.position.y, c.position.z);
        rep.kicks++;
      }
    }
    // the frame ends just past the next PSI
    const target = env.psi_count === 0 ? 1e-6 : env.tm.time_of_next_psi + 1e-6;
    ivp_world_simulate_until(mem, w, target);
    // the host reads the collision events each frame (the glue's listeners); counted, then drained
    rep.impacts += w.dyn.collisions.length;
    ivp_world_clear_collisions(w);
    sc.psi++;
    if (sc.psi % 1000 === 0) {
      soakCheck(sc, rep);
      progress?.(rep, sc);
      if (rep.failures.length > 0) break;
    }
  }
  rep.psis = sc.psi;
  rep.freezes = w.dyn.freezes;
  rep.revives = w.dyn.revives;
  rep.contacts = w.dyn.contacts_created;
  return rep;
}
