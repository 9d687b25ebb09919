// The Ballance ball scene of issue 14 (the benchmark, the soak, the rollback and cross-engine
// checks): an undulating bowl of 20,000 triangles (100 × 100 quads of 2 m, two triangles each,
// normals up), radius-2 balls with the stone's values (mass 10, friction 0.5 on a 0.7 floor,
// elasticity 0.1 on 0.3, damping 0.3 / 0.1), gravity (0, 0, −20) (Ballance's −20 with z up), and a
// control force of 0.92 per PSI steering each ball in a slow circle (one turn in 20 s). Heights are
// sums of parabola waves (no transcendental function) rounded to f32; the steering directions come
// from the engine's deterministic det_sin / det_cos, so the scene is the same on every JS engine.
// Test and bench support, not engine code.
import { Memory } from "../../runtime/memory.js";
import { Vec3 } from "../../runtime/vec.js";
import { Prng } from "../../runtime/prng.js";
import { LedgeSoup, soup_add_concave, soup_compile, soup_init } from "../../generated/ivp/geometry/soup.generated.js";
import { det_cos, det_sin } from "../../generated/ivp/math/transcendental.generated.js";
import {
  IvpWorld,
  ivp_world_add_ball,
  ivp_world_add_force,
  ivp_world_add_polygon,
  ivp_world_add_surface,
  ivp_world_enable_collision,
  ivp_world_init,
  ivp_world_clear_collisions,
  ivp_world_set_force,
  ivp_world_simulate_until,
} from "../../generated/ivp/dynamics/world.generated.js";

const f = Math.fround;

/** Quads per side, quad size (m): 100 × 100 × 2 = 20,000 triangles over 200 m. */
export const BOWL_N = 100;
export const BOWL_CELL = 2;
export const BALL_R = 2;
export const BALL_MASS = 10;
export const BALL_FORCE = 0.92;
export const GRAVITY = -20;
export const DPSI = 1 / 66;
/** PSIs per turn of the steering (20 s). */
export const TURN_PSIS = 66 * 20;

/** A periodic bump in [0, 1]: 4·u·(1 − u) of the fractional part. */
function wave(u: number): number {
  const t = u - Math.floor(u);
  return 4 * t * (1 - t);
}

/** The bowl's height at (x, y) around the centre (c, c): a paraboloid rising 10 m at the distance c
 *  from it (the middle of an edge) plus bumps of 0.4 m and 0.15 m, rounded to f32. */
export function bowlHeight(x: number, y: number, c = 100): number {
  const dx = x - c, dy = y - c;
  return f((10 / (c * c)) * (dx * dx + dy * dy) + 0.4 * wave(x / 13.7) * wave(y / 11.3) + 0.15 * wave((x + 2 * y) / 7.9));
}

/** The height of the triangulated bowl surface at (x, y) (inside the mesh): the plane of the
 *  triangle of quad (i, j) that holds the point, as makeBowl splits it. */
export function bowlSurfaceHeight(bowl: Bowl, x: number, y: number): number {
  const n = bowl.n, cell = bowl.cell;
  const i = Math.min(n - 1, Math.max(0, Math.floor(x / cell))), j = Math.min(n - 1, Math.max(0, Math.floor(y / cell)));
  const u = x / cell - i, v = y / cell - j;
  const at = (ii: number, jj: number) => bowl.vertices[jj * (n + 1) + ii].z;
  const za = at(i, j), zb = at(i + 1, j), zc = at(i, j + 1), zd = at(i + 1, j + 1);
  // (a, b, c) below the diagonal b–c (u + v ≤ 1), (b, d, c) above it
  if (u + v <= 1) return za + (zb - za) * u + (zc - za) * v;
  return zd + (zc - zd) * (1 - u) + (zb - zd) * (1 - v);
}

export interface Bowl {
  n: number;
  cell: number;
  vertices: Vec3[];
  faces: number[];
  triangles: number;
}

/** The bowl: vertex (i, j) at (2i, 2j, h); quad (i, j) is (a, b, c) and (b, d, c), counter-clockwise from above. */
export function makeBowl(n = BOWL_N, cell = BOWL_CELL): Bowl {
  const vertices: Vec3[] = [];
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) {
      const v = new Vec3();
      v.x = f(i * cell);
      v.y = f(j * cell);
      v.z = bowlHeight(i * cell, j * cell, (n * cell) / 2);
      vertices.push(v);
    }
  }
  const faces: number[] = [];
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const a = j * (n + 1) + i, b = a + 1, c = a + n + 1, d = c + 1;
      faces.push(a, b, c, b, d, c);
    }
  }
  return { n, cell, vertices, faces, triangles: 2 * n * n };
}

/** The compact surface of the bowl (one pancake ledge per triangle), in layout memory. */
export function bowlSurface(mem: Memory, bowl: Bowl): number {
  const s = new LedgeSoup();
  soup_init(s);
  soup_add_concave(mem, s, bowl.vertices, bowl.faces, 1, 1, 1, 0);
  return soup_compile(mem, s);
}

/** The start of ball k of `count` over a bowl of `size` metres: the centre for one ball, else seeded
 *  positions in the inner 60 %, 3 m above the surface function, and a steering phase. */
export function ballStart(k: number, count: number, size: number, seed = 0x5eed): { x: number; y: number; z: number; phase: number } {
  const c = size / 2;
  if (count === 1) return { x: c, y: c, z: bowlHeight(c, c, c) + 2.3, phase: 0 };
  const rng = new Prng(seed + k * 7919);
  const x = rng.range(0.2 * size, 0.8 * size), y = rng.range(0.2 * size, 0.8 * size);
  return { x, y, z: bowlHeight(x, y, c) + 3.0, phase: rng.int(TURN_PSIS) };
}

/** The steering direction of PSI `psi` for a ball of phase `phase`: (cos a, sin a, 0), a = 2π·(psi + phase)/TURN_PSIS. */
export function steer(psi: number, phase: number): [number, number] {
  const a = (2 * Math.PI * ((psi + phase) % TURN_PSIS)) / TURN_PSIS;
  return [det_cos(a), det_sin(a)];
}

export interface BallScene {
  bowl: Bowl;
  mem: Memory;
  w: IvpWorld;
  floor: number;
  balls: number[];
  forces: number[];
  phases: number[];
  psi: number;
  /** collision events seen, and whether each step drains them (as a host reading them does) */
  impacts: number;
  drain: boolean;
}

/** The ball scene: the bowl of n × n quads (static, friction 0.7, elasticity 0.3) and `count`
 *  stone balls with their controllers. */
export function makeBallScene(count: number, n: number = BOWL_N, seed = 0x5eed, forces = true): BallScene {
  const mem = new Memory(1 << 27);
  const bowl = makeBowl(n);
  const cs = bowlSurface(mem, bowl);
  const w = new IvpWorld();
  ivp_world_init(mem, w, 0, 0, GRAVITY);
  const k = ivp_world_add_surface(w, cs);
  const floor = ivp_world_add_polygon(mem, w, k, 0, 0, 0, 1, 0.7, 0.3, 0, 0, true);
  ivp_world_enable_collision(mem, w, floor);
  const balls: number[] = [], ctl: number[] = [], phases: number[] = [];
  for (let i = 0; i < count; i++) {
    const s = ballStart(i, count, n * BOWL_CELL, seed);
    const b = ivp_world_add_ball(w, s.x, s.y, s.z, BALL_R, BALL_MASS, 0.5, 0.1, 0.3, 0.1, false);
    ivp_world_enable_collision(mem, w, b);
    if (forces) {
      const [cx, cy] = steer(0, s.phase);
      ctl.push(ivp_world_add_force(mem, w, b, cx, cy, 0, BALL_FORCE, 0, 0, 0));
    }
    balls.push(b);
    phases.push(s.phase);
  }
  return { bowl, mem, w, floor, balls, forces: ctl, phases, psi: 0, impacts: 0, drain: true };
}

/** One PSI of the scene: the steering of every ball, then the world up to just past the next PSI. */
export function stepBallScene(sc: BallScene): void {
  const { w } = sc;
  for (let i = 0; i < sc.forces.length; i++) {
    const [cx, cy] = steer(sc.psi, sc.phases[i]);
    ivp_world_set_force(w, sc.forces[i], cx, cy, 0, BALL_FORCE);
  }
  const env = w.env;
  const target = env.psi_count === 0 ? 1e-6 : env.tm.time_of_next_psi + 1e-6;
  ivp_world_simulate_until(sc.mem, w, target);
  sc.impacts += w.dyn.collisions.length;
  // the host reads the collision events every frame (the glue's listeners) and drains them
  if (sc.drain) ivp_world_clear_collisions(w);
  sc.psi++;
}
