// GENERATED FILE: do not edit. Engine module ivp.dynamics.tests.seam_dyn_tests: 000 §8.4 (A3), 003 §4 (L606-608): a ball rolling across a pancake seam with the real dynamics: no bump on a flat seam, BF -> BK -> BF over a convex ridge from spec/ivp/dynamics/tests/seam_dyn_tests.spec (sha256 32857ee4b57dcbd1).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail } from "../../../../../runtime/index.js";
import { DynScene, dyn_ball, dyn_scene_floor, dyn_step, dyn_steps } from "./dyn_fixtures.generated.js";
import { ivp_world_push } from "../../../../../generated/ivp/dynamics/world.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { Mindist, mindist_ledge } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { OoWatcher } from "../../../../../generated/ivp/mindist/watcher.generated.js";

/**
 * A rolling ball on floor s: radius 0.5, mass 1, friction 0.5 (floor 0.5), no damping, landing
 * 5 mm above its impact distance at (x0, −3); after the landing it is pushed by 3 N·s along +x
 * (it slides, then the friction system makes it roll at 3/1.4 m/s). Returns the ball.
 *
 * @design Test fixture: a ball set rolling along +x.
 * @unit B08
 * @float sse
 * @spec spec/ivp/dynamics/tests/seam_dyn_tests.spec:9
 */
export function seam_roll_ball(mem: Memory, s: DynScene, x0: number): number {
  const b: number = dyn_ball(mem, s, x0, -3, 0.5155, 0.5, 1, 0.5, 0, 0, 0);
  s.ball = b;
  const env: IvpEnvironment = s.w.env;
  let i: number = 0;
  while (env.impacts === 0 && i < 30) {
    dyn_step(mem, s);
    i = (i + 1) | 0;
  }
  if (env.impacts !== 1) assertFail("spec/ivp/dynamics/tests/seam_dyn_tests.spec:18", "seam_roll_ball: no landing after {} PSIs", [i]);
  dyn_steps(mem, s, 2);
  ivp_world_push(mem, s.w, b, 3, 0, 0, 0, 0, 0);
  return b;
}

/**
 * The one-triangle control floor (−30, −30), (30, −30), (0, 30): the same plane, no seam on the path.
 *
 * @design Test fixture: a seamless floor.
 * @unit B06
 * @float sse
 * @spec spec/ivp/dynamics/tests/seam_dyn_tests.spec:27
 */
export function seam_one_triangle(mem: Memory, s: DynScene): void {
  const v: Vec3[] = [];
  v.push(Object.assign(new Vec3(), { x: -30, y: -30, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 30, y: -30, z: 0 }));
  v.push(Object.assign(new Vec3(), { x: 0, y: 30, z: 0 }));
  const faces: number[] = [0, 1, 2];
  dyn_scene_floor(mem, s, v, faces, 0, 0, -9.81, 0.5, 0);
}

/**
 * The closest floor feature of the ball's mindists (the OO watcher's children): side·10 + status
 * with side 0 for the first ledge seen, 1 for the other; -1 when there is none.
 *
 * @design Test helper: the closest child's feature (as spec/ivp/mindist/tests/seam_tests.spec logs it).
 * @unit E14
 * @float sse
 * @spec spec/ivp/dynamics/tests/seam_dyn_tests.spec:40
 */
export function seam_closest(mem: Memory, s: DynScene, first_ledge: number): number {
  const env: IvpEnvironment = s.w.env;
  let best: number = -1;
  let best_len: number = 1.0000000150474662e+30 /* 1e30f */;
  for (let w = 0; w < env.watchers.length; w++) {
    const wa: OoWatcher = env.watchers[w];
    for (let i = 0; i < wa.children.length; i++) {
      const md: Mindist | null = wa.children[i];
      let side: number = 0;
      if (mindist_ledge(mem, md!, 1) !== first_ledge) {
        side = 1;
      }
      if (md!.len_numerator < best_len) {
        best_len = md!.len_numerator;
        best = (Math.imul(side, 10) + md!.syn[1].status) | 0;
      }
    }
  }
  return best;
}

/**
 * Appends v to l unless it equals the last value.
 *
 * @design Test helper: a compressed log.
 * @unit E14
 * @float sse
 * @spec spec/ivp/dynamics/tests/seam_dyn_tests.spec:64
 */
export function seam_push(l: number[], v: number): void {
  const n: number = l.length;
  if (n === 0 || l[(n - 1) | 0] !== v) {
    l.push(v);
  }
}
