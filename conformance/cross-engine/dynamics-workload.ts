// The IVP dynamics on the ball scene, for the V8/QuickJS comparison: a bowl of 20 × 20 quads
// (800 triangles), two stone balls steered in slow circles by their control forces and one without
// a force that lands, rolls and comes to rest (impacts, friction contacts and their solves, sleep,
// the collision timeline with the real minimize and event solvers), run for `n` PSIs; the state
// hash of the whole world every 10 PSIs and at the end, and each collision event's fields, go into
// the result. Pure computation: no I/O, no timers.
import { StateHasher } from "../../runtime/hash.js";
import { hash_IvpWorld, ivp_world_add_ball, ivp_world_enable_collision } from "../../generated/ivp/dynamics/world.generated.js";
import { bowlHeight, makeBallScene, stepBallScene } from "../support/ball-scene.js";

export function run(n: number): { hash: string; calls: number } {
  const sc = makeBallScene(2, 20, 0xc0ffee);
  sc.drain = false;
  const b = ivp_world_add_ball(sc.w, 21, 19, bowlHeight(21, 19, 20) + 2.5, 2, 10, 0.5, 0.1, 0.3, 0.1, false);
  ivp_world_enable_collision(sc.mem, sc.w, b);
  const total = new StateHasher();
  let calls = 0;
  let seen = 0;
  const full = () => {
    const h = new StateHasher();
    hash_IvpWorld(sc.w, h);
    for (const ch of h.hex()) total.u32(ch.charCodeAt(0));
  };
  for (let k = 1; k <= n; k++) {
    stepBallScene(sc);
    calls++;
    const cols = sc.w.dyn.collisions;
    for (; seen < cols.length; seen++) {
      const e = cols[seen];
      total.f64(e.time).u32(e.object0).u32(e.object1).f32(e.speed).f32(e.normal.x).f32(e.normal.y).f32(e.normal.z).f64(e.point.x).f64(e.point.y).f64(e.point.z);
    }
    if (k % 10 === 0) full();
  }
  full();
  total.u32(sc.w.env.impacts).u32(sc.w.dyn.freezes).u32(sc.w.dyn.contacts_created);
  return { hash: total.hex(), calls };
}
