// GENERATED FILE: do not edit. Engine module ivp.dynamics.tests.dyn_fixtures: Test fixtures for the dynamics: a world with a floor of pancake triangles, balls, a PSI stepper and per-PSI logs from spec/ivp/dynamics/tests/dyn_fixtures.spec (sha256 ab704b9441783ec1).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail } from "../../../../../runtime/index.js";
import { fake_floor_surface } from "../../mindist/support/fakes.generated.js";
import { DynCore } from "../../../../../generated/ivp/dynamics/core.generated.js";
import { IvpDynamics, IvpWorld, copy_IvpWorld, ivp_world_add_ball, ivp_world_add_polygon, ivp_world_add_surface, ivp_world_enable_collision, ivp_world_init, ivp_world_simulate_until, reset_IvpWorld } from "../../../../../generated/ivp/dynamics/world.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

/** A test world and its logs. */
export class DynScene {
  w: IvpWorld = new IvpWorld();
  floor: number = 0;
  ball: number = 0;
  other: number = 0;
  /** per logged PSI: the time, the ball's centre height, velocity and angular velocity (core space) */
  t: number[] = [];
  z: number[] = [];
  x: number[] = [];
  vx: number[] = [];
  vz: number[] = [];
  wy: number[] = [];
  /** per logged PSI: the closest floor feature (status) of the ball's mindists, as the log wants it */
  status: number[] = [];
}

/** Puts a DynScene back into the zero state `new DynScene()` gives, in place. */
export function reset_DynScene(s: DynScene): void {
  reset_IvpWorld(s.w);
  s.floor = 0;
  s.ball = 0;
  s.other = 0;
  s.t.length = 0;
  s.z.length = 0;
  s.x.length = 0;
  s.vx.length = 0;
  s.vz.length = 0;
  s.wy.length = 0;
  s.status.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_DynScene(dst: DynScene, src: DynScene): void {
  copy_IvpWorld(dst.w, src.w);
  dst.floor = src.floor;
  dst.ball = src.ball;
  dst.other = src.other;
  for (let i = 0; i < src.t.length && i < dst.t.length; i++) dst.t[i] = src.t[i];
  if (dst.t.length > src.t.length) dst.t.length = src.t.length;
  else for (let i = dst.t.length; i < src.t.length; i++) dst.t.push(src.t[i]);
  for (let i = 0; i < src.z.length && i < dst.z.length; i++) dst.z[i] = src.z[i];
  if (dst.z.length > src.z.length) dst.z.length = src.z.length;
  else for (let i = dst.z.length; i < src.z.length; i++) dst.z.push(src.z[i]);
  for (let i = 0; i < src.x.length && i < dst.x.length; i++) dst.x[i] = src.x[i];
  if (dst.x.length > src.x.length) dst.x.length = src.x.length;
  else for (let i = dst.x.length; i < src.x.length; i++) dst.x.push(src.x[i]);
  for (let i = 0; i < src.vx.length && i < dst.vx.length; i++) dst.vx[i] = src.vx[i];
  if (dst.vx.length > src.vx.length) dst.vx.length = src.vx.length;
  else for (let i = dst.vx.length; i < src.vx.length; i++) dst.vx.push(src.vx[i]);
  for (let i = 0; i < src.vz.length && i < dst.vz.length; i++) dst.vz[i] = src.vz[i];
  if (dst.vz.length > src.vz.length) dst.vz.length = src.vz.length;
  else for (let i = dst.vz.length; i < src.vz.length; i++) dst.vz.push(src.vz[i]);
  for (let i = 0; i < src.wy.length && i < dst.wy.length; i++) dst.wy[i] = src.wy[i];
  if (dst.wy.length > src.wy.length) dst.wy.length = src.wy.length;
  else for (let i = dst.wy.length; i < src.wy.length; i++) dst.wy.push(src.wy[i]);
  for (let i = 0; i < src.status.length && i < dst.status.length; i++) dst.status[i] = src.status[i];
  if (dst.status.length > src.status.length) dst.status.length = src.status.length;
  else for (let i = dst.status.length; i < src.status.length; i++) dst.status.push(src.status[i]);
}

/**
 * A world with gravity g and a static floor of the given faces (vertex triples), friction and
 * elasticity as Physicalize stores them, in collision detection.
 *
 * @design Test fixture: a world with a floor.
 * @unit B06
 * @float sse
 * @spec spec/ivp/dynamics/tests/dyn_fixtures.spec:30
 */
export function dyn_scene_floor(mem: Memory, s: DynScene, v: Vec3[], faces: number[], g_x: number, g_y: number, g_z: number, friction: number, elasticity: number): void {
  ivp_world_init(mem, s.w, g_x, g_y, g_z);
  const cs: number = fake_floor_surface(mem, v, faces);
  const k: number = ivp_world_add_surface(s.w, cs);
  s.floor = ivp_world_add_polygon(mem, s.w, k, 0, 0, 0, 1, friction, elasticity, 0, 0, true);
  ivp_world_enable_collision(mem, s.w, s.floor);
  s.ball = -1;
  s.other = -1;
}

/**
 * The square [−h, h]² in z = 0 as two triangles (the diagonal from (−h, −h) to (h, h) is a seam).
 *
 * @design Test fixture: a flat floor of two pancake triangles.
 * @unit B06
 * @float sse
 * @spec spec/ivp/dynamics/tests/dyn_fixtures.spec:43
 */
export function dyn_scene_flat(mem: Memory, s: DynScene, h: number, g_z: number, friction: number, elasticity: number): void {
  const v: Vec3[] = [];
  v.push(Object.assign(new Vec3(), { x: -h, y: -h, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: h, y: -h, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: h, y: h, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: -h, y: h, z: 0 }));
  const faces: number[] = [0, 1, 2, 0, 2, 3];
  dyn_scene_floor(mem, s, v, faces, 0, 0, g_z, friction, elasticity);
}

/**
 * A ball in collision detection; returns its object id.
 *
 * @design Test fixture: a physicalized ball.
 * @unit B05
 * @float sse
 * @spec spec/ivp/dynamics/tests/dyn_fixtures.spec:56
 */
export function dyn_ball(mem: Memory, s: DynScene, p_x: number, p_y: number, p_z: number, r: number, mass: number, friction: number, elasticity: number, lin_damp: number, rot_damp: number): number {
  const b: number = ivp_world_add_ball(s.w, p_x, p_y, p_z, r, mass, friction, elasticity, lin_damp, rot_damp, false);
  ivp_world_enable_collision(mem, s.w, b);
  return b;
}

/**
 * Runs exactly one PSI: the first fires at time 0 (000 L982), every next one at time_of_next_psi
 * plus at most the f32 rounding of its key (D-PSI-1), well below 1e-6.
 *
 * @design Test driver: one PSI per call.
 * @unit T04
 * @float sse
 * @spec spec/ivp/dynamics/tests/dyn_fixtures.spec:66
 */
export function dyn_step(mem: Memory, s: DynScene): void {
  const env: IvpEnvironment = s.w.env;
  const n: number = env.psi_count;
  let target: number = env.tm.time_of_next_psi + 0.000001;
  if (n === 0) {
    target = 0.000001;
  }
  ivp_world_simulate_until(mem, s.w, target);
  if (env.psi_count !== ((n + 1) | 0)) assertFail("spec/ivp/dynamics/tests/dyn_fixtures.spec:74", "dyn_step: {} PSIs ran instead of one", [(env.psi_count - n) | 0]);
}

/**
 * Runs n PSIs.
 *
 * @design Test driver: n PSIs.
 * @unit T04
 * @float sse
 * @spec spec/ivp/dynamics/tests/dyn_fixtures.spec:80
 */
export function dyn_steps(mem: Memory, s: DynScene, n: number): void {
  for (let i = 0; i < n; i++) {
    dyn_step(mem, s);
  }
}

/**
 * Appends the ball's state after a PSI to the logs.
 *
 * @design Test driver: the per-PSI log of a ball.
 * @unit T04
 * @float sse
 * @spec spec/ivp/dynamics/tests/dyn_fixtures.spec:89
 */
export function dyn_log(s: DynScene, obj: number): void {
  const env: IvpEnvironment = s.w.env;
  const c: PhysCoreView | null = env.objects[obj].core;
  const dc: DynCore = s.w.dyn.cores[c!.id];
  s.t.push(c!.time_of_last_psi);
  s.z.push(c!.position.z);
  s.x.push(c!.position.x);
  s.vx.push(c!.speed.x);
  s.vz.push(c!.speed.z);
  s.wy.push(dc.rot_speed.y);
}

/**
 * The live contact points of the world.
 *
 * @design Test helper: count of live friction contacts.
 * @unit M31
 * @float sse
 * @spec spec/ivp/dynamics/tests/dyn_fixtures.spec:104
 */
export function dyn_live_contacts(s: DynScene): number {
  let n: number = 0;
  const d: IvpDynamics = s.w.dyn;
  for (let i = 0; i < d.contacts.length; i++) {
    if (d.contacts[i].live) {
      n = (n + 1) | 0;
    }
  }
  return n;
}

/**
 * A floor over the plane through the origin sloping down along +x at dz/dx = −k: the square
 * [−h, h]² of the plane as two triangles.
 *
 * @design Test fixture: an incline z = −k·x.
 * @unit B06
 * @float sse
 * @spec spec/ivp/dynamics/tests/dyn_fixtures.spec:119
 */
export function dyn_scene_incline(mem: Memory, s: DynScene, h: number, k: number, g: number, friction: number, elasticity: number): void {
  const v: Vec3[] = [];
  const zl: number = Math.fround(h * k);
  v.push(Object.assign(new Vec3(), { x: -h, y: -h, z: zl }));
  v.push(Object.assign(new Vec3(), { x: h, y: -h, z: -zl }));
  v.push(Object.assign(new Vec3(), { x: h, y: h, z: -zl }));
  v.push(Object.assign(new Vec3(), { x: -h, y: h, z: zl }));
  const faces: number[] = [0, 1, 2, 0, 2, 3];
  dyn_scene_floor(mem, s, v, faces, 0, 0, -g, friction, elasticity);
}
