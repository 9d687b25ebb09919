// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.seam_tests: 000 §8.4 (A3): a ball rolling across a pancake seam switches BF -> BK -> BF, with the real minimize solver, through the SHORT recalcs at rest from spec/ivp/mindist/tests/seam_tests.spec (sha256 dd56e8251bc1ff42).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3 } from "../../../../../runtime/index.js";
import { FakeWorld, MinimizeOnlySolvers, copy_FakeWorld, copy_MinimizeOnlySolvers, fake_world_faces, hash_FakeWorld, hash_MinimizeOnlySolvers, reset_FakeWorld, reset_MinimizeOnlySolvers, restore_FakeWorld, restore_MinimizeOnlySolvers, snapshot_FakeWorld, snapshot_MinimizeOnlySolvers } from "./fakes.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { Mindist, mindist_ledge } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { IvpSolvers, copy_IvpSolvers, hash_IvpSolvers, reset_IvpSolvers, restore_IvpSolvers, snapshot_IvpSolvers } from "../../../../../generated/ivp/mindist/solvers.generated.js";
import { ivp_env_add_ball, ivp_env_add_core, ivp_env_enable_collision, ivp_env_script_core, ivp_env_script_segment, ivp_env_simulate_until } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { OoWatcher } from "../../../../../generated/ivp/mindist/watcher.generated.js";
import { PhysCoreView, RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

/**
 * The ridge floor: two pancake faces meeting along the y axis (z = 0), sloping down at 1 in 4 to
 * either side: left A, B, C = (0, −6, 0), (0, 6, 0), (−6, 0, −1.5); right A, D, B with
 * D = (6, 0, −1.5). A convex seam, so the ball's closest feature on it is the seam edge for a while.
 */
export class SeamWorld {
  w: FakeWorld = new FakeWorld();
  s: MinimizeOnlySolvers = new MinimizeOnlySolvers();
  /** the real solvers, used instead of `s` when `real` is set before seam_build */
  real_solvers: IvpSolvers = new IvpSolvers();
  real: boolean = false;
  ball: RealObject | null = null;
  /** per PSI: the closest child's ledge (0 left, 1 right) ·10 + its polygon synapse status */
  log: number[] = [];
  /** per PSI: the status of the left and the right ledge's mindist */
  left: number[] = [];
  right: number[] = [];
}

/** Puts a SeamWorld back into the zero state `new SeamWorld()` gives, in place. */
export function reset_SeamWorld(s: SeamWorld): void {
  reset_FakeWorld(s.w);
  reset_MinimizeOnlySolvers(s.s);
  reset_IvpSolvers(s.real_solvers);
  s.real = false;
  s.ball = null;
  s.log.length = 0;
  s.left.length = 0;
  s.right.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SeamWorld(dst: SeamWorld, src: SeamWorld): void {
  copy_FakeWorld(dst.w, src.w);
  copy_MinimizeOnlySolvers(dst.s, src.s);
  copy_IvpSolvers(dst.real_solvers, src.real_solvers);
  dst.real = src.real;
  dst.ball = src.ball;
  for (let i = 0; i < src.log.length && i < dst.log.length; i++) dst.log[i] = src.log[i];
  if (dst.log.length > src.log.length) dst.log.length = src.log.length;
  else for (let i = dst.log.length; i < src.log.length; i++) dst.log.push(src.log[i]);
  for (let i = 0; i < src.left.length && i < dst.left.length; i++) dst.left[i] = src.left[i];
  if (dst.left.length > src.left.length) dst.left.length = src.left.length;
  else for (let i = dst.left.length; i < src.left.length; i++) dst.left.push(src.left[i]);
  for (let i = 0; i < src.right.length && i < dst.right.length; i++) dst.right[i] = src.right[i];
  if (dst.right.length > src.right.length) dst.right.length = src.right.length;
  else for (let i = dst.right.length; i < src.right.length; i++) dst.right.push(src.right[i]);
}

/** Feeds the raw bits of a SeamWorld to the hasher, field by field in declaration order. */
export function hash_SeamWorld(s: SeamWorld, h: StateHasher): void {
  h.enter(s);
  hash_FakeWorld(s.w, h);
  hash_MinimizeOnlySolvers(s.s, h);
  hash_IvpSolvers(s.real_solvers, h);
  h.bool(s.real);
  h.ref(s.ball);
  h.u32(s.log.length);
  for (let i0 = 0; i0 < s.log.length; i0++) {
    h.i32(s.log[i0]);
  }
  h.u32(s.left.length);
  for (let i0 = 0; i0 < s.left.length; i0++) {
    h.i32(s.left[i0]);
  }
  h.u32(s.right.length);
  for (let i0 = 0; i0 < s.right.length; i0++) {
    h.i32(s.right[i0]);
  }
}

/** Writes a SeamWorld to a snapshot stream. */
export function snapshot_SeamWorld(s: SeamWorld, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_FakeWorld(s.w, w);
  snapshot_MinimizeOnlySolvers(s.s, w);
  snapshot_IvpSolvers(s.real_solvers, w);
  w.put(s.real ? 1 : 0);
  w.ref(s.ball);
  w.put(s.log.length);
  for (let i0 = 0; i0 < s.log.length; i0++) {
    w.put(s.log[i0]);
  }
  w.put(s.left.length);
  for (let i0 = 0; i0 < s.left.length; i0++) {
    w.put(s.left[i0]);
  }
  w.put(s.right.length);
  for (let i0 = 0; i0 < s.right.length; i0++) {
    w.put(s.right[i0]);
  }
}

/** Reads a SeamWorld back from a snapshot stream written by snapshot_SeamWorld. */
export function restore_SeamWorld(s: SeamWorld, r: SnapshotReader): void {
  r.enter(s);
  restore_FakeWorld(s.w, r);
  restore_MinimizeOnlySolvers(s.s, r);
  restore_IvpSolvers(s.real_solvers, r);
  s.real = r.get() !== 0;
  r.ref((o: RealObject | null) => { s.ball = o; });
  s.log.length = r.get();
  for (let i0 = 0; i0 < s.log.length; i0++) {
    s.log[i0] = r.get();
  }
  s.left.length = r.get();
  for (let i0 = 0; i0 < s.left.length; i0++) {
    s.left[i0] = r.get();
  }
  s.right.length = r.get();
  for (let i0 = 0; i0 < s.right.length; i0++) {
    s.right[i0] = r.get();
  }
}

/**
 * A scripted point of the ball's path: R·u for the unit vector u = normalize(v).
 *
 * @design Test helper: a point at distance R from the seam edge (the y axis) along v.
 * @unit E14
 * @float x87
 * @precision 10 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/seam_tests.spec:25
 */
export function seam_point(v_x: number, v_y: number, v_z: number, rr: number, out$: Vec3): void {
  const l: number = Math.sqrt(v_x * v_x + v_y * v_y + v_z * v_z);
  out$.x = v_x * (rr / l); out$.y = v_y * (rr / l); out$.z = v_z * (rr / l);
  return;
}

/**
 * Builds the seam scene: the ball (r = 0.5) 0.005 off the surface, rolling at constant speed along
 * x at y = 0 from x = −2 over the seam to x = +2, on the circumscribed path around the seam edge
 * (the polygon tangent to the faces and to the edge's circle of radius r + 0.005), so its distance
 * to the floor never drops below 0.005.
 *
 * @design Test scene for A3 (000 L4116): kinematic rolling across a convex pancake seam at resting distance.
 * @unit E14
 * @float x87
 * @precision 73 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/seam_tests.spec:36
 */
export function seam_build(mem: Memory, x: SeamWorld): void {
  const v: Vec3[] = [];
  v.push(Object.assign(new Vec3(), { x: 0, y: -6, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 0, y: 6, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: -6, y: 0, z: -1.5 }));
  v.push(Object.assign(new Vec3(), { x: 6, y: 0, z: -1.5 }));
  const faces: number[] = [0, 1, 2, 0, 3, 1];
  if (x.real) {
    fake_world_faces(mem, x.w, x.real_solvers, v, faces);
  } else {
    fake_world_faces(mem, x.w, x.s, v, faces);
  }
  const env: IvpEnvironment = x.w.env;
  ivp_env_enable_collision(mem, env, x.w.floor!);
  const rr: number = 0.505;
  // the face normals (−s, 0, 1) and (s, 0, 1) with s = 1/4, and the two bisectors with +z
  const nl_x = -0.25, nl_y = 0, nl_z = 1;
  const nr_x = 0.25, nr_y = 0, nr_z = 1;
  const ln: number = Math.sqrt(nl_x * nl_x + nl_y * nl_y + nl_z * nl_z);
  const ul_x = nl_x / ln, ul_y = nl_y / ln, ul_z = nl_z / ln;
  const ur_x = nr_x / ln, ur_y = nr_y / ln, ur_z = nr_z / ln;
  const ez_x = 0, ez_y = 0, ez_z = 1;
  const cos_half: number = Math.sqrt((1 + ul_z) * 0.5);
  const bl_x = ul_x + ez_x, bl_y = ul_y + ez_y, bl_z = ul_z + ez_z;
  const br_x = ur_x + ez_x, br_y = ur_y + ez_y, br_z = ur_z + ez_z;
  seam_point(bl_x, bl_y, bl_z, rr / cos_half, _s0);
  const v1_x = _s0.x, v1_y = _s0.y, v1_z = _s0.z;
  seam_point(br_x, br_y, br_z, rr / cos_half, _s1);
  const v2_x = _s1.x, v2_y = _s1.y, v2_z = _s1.z;
  // on the left face at x = −2: the surface point (−2, 0, −0.5) plus rr·ul
  const w0_x = -2 + ul_x * rr, w0_y = 0 + ul_y * rr, w0_z = -0.5 + ul_z * rr;
  const w3_x = 2 + ur_x * rr, w3_y = 0 + ur_y * rr, w3_z = -0.5 + ur_z * rr;
  const c: PhysCoreView = ivp_env_add_core(env, w0_x, w0_y, w0_z, true);
  const ball: RealObject = ivp_env_add_ball(env, c, 0.5);
  x.ball = ball;
  // 1 m/s along each piece
  const d01_x = v1_x - w0_x, d01_y = v1_y - w0_y, d01_z = v1_z - w0_z;
  const t1: number = Math.sqrt(d01_x * d01_x + d01_y * d01_y + d01_z * d01_z);
  ivp_env_script_core(env, c, d01_x / t1, d01_y / t1, d01_z / t1, 0, 0, 0);
  const d12_x = v2_x - v1_x, d12_y = v2_y - v1_y, d12_z = v2_z - v1_z;
  const l12: number = Math.sqrt(d12_x * d12_x + d12_y * d12_y + d12_z * d12_z);
  const t2: number = t1 + l12;
  ivp_env_script_segment(env, c, t1, v1_x, v1_y, v1_z, d12_x / l12, d12_y / l12, d12_z / l12, 0, 0, 0);
  const d23_x = w3_x - v2_x, d23_y = w3_y - v2_y, d23_z = w3_z - v2_z;
  const l23: number = Math.sqrt(d23_x * d23_x + d23_y * d23_y + d23_z * d23_z);
  ivp_env_script_segment(env, c, t2, v2_x, v2_y, v2_z, d23_x / l23, d23_y / l23, d23_z / l23, 0, 0, 0);
  ivp_env_script_segment(env, c, t2 + l23, w3_x, w3_y, w3_z, 0, 0, 0, 0, 0, 0);
  ivp_env_enable_collision(mem, env, ball);
}

/**
 * Runs the seam scene PSI by PSI up to time `until`, logging after each PSI (compressed: a value
 * equal to the last one logged is not appended).
 *
 * @design Test driver: the per-PSI log of the closest child's feature.
 * @unit E14
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/tests/seam_tests.spec:88
 */
export function seam_run(mem: Memory, x: SeamWorld, until: number): void {
  const env: IvpEnvironment = x.w.env;
  let t: number = env.tm.current_time;
  let psis: number = env.psi_count;
  let ll: number = 0;
  while (t < until) {
    t = t + 0.005;
    ivp_env_simulate_until(mem, env, t);
    if (env.psi_count !== psis) {
      psis = env.psi_count;
      const wa: OoWatcher = env.watchers[0];
      let best: number = -1;
      let best_len: number = 1.0000000150474662e+30 /* 1e30f */;
      let sl: number = -1;
      let sr: number = -1;
      for (let i = 0; i < wa.children.length; i++) {
        const md: Mindist | null = wa.children[i];
        let side: number = 0;
        if (ll === 0) {
          ll = mindist_ledge(mem, md!, 1);
        }
        if (mindist_ledge(mem, md!, 1) !== ll) {
          side = 1;
        }
        const st: number = md!.syn[1].status;
        if (side === 0) {
          sl = st;
        } else {
          sr = st;
        }
        if (md!.len_numerator < best_len) {
          best_len = md!.len_numerator;
          best = (Math.imul(side, 10) + st) | 0;
        }
      }
      seam_log(x.log, best);
      seam_log(x.left, sl);
      seam_log(x.right, sr);
    }
  }
}

/**
 * Appends v unless it equals the last value.
 *
 * @design Test helper: a compressed log.
 * @unit E14
 * @float x87
 * @spec spec/ivp/mindist/tests/seam_tests.spec:133
 */
export function seam_log(l: number[], v: number): void {
  const n: number = l.length;
  if (n === 0 || l[(n - 1) | 0] !== v) {
    l.push(v);
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3();
