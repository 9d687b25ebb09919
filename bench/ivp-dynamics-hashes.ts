// The bit-for-bit guard of the IVP dynamics' speed work (issue 14, beside bench/ivp-timeline-hashes.ts
// for the timeline alone): the Ballance ball scene of conformance/support/ball-scene.ts with one
// ball and with 50 balls (the benchmark's bowl of 20,000 triangles), the dynamics rollback scene of
// conformance/properties/dynamics-rollback.test.ts (three steered balls and a free one that comes to
// rest and freezes on a 1,800-triangle bowl) and the Ballance level of `npm start`
// (scenes/ballance-level.ts, its three ball kinds). It hashes the whole world's state after every
// PSI (StateHasher over IvpWorld: environment, mindists, hulls, event list, cores, contacts,
// friction units, controllers, sleep and random state; for the level, the Ballance world's own
// hash after every frame) and, at the end, the layout memory the scene used, and compares them with
// bench/ivp-dynamics-hashes.json. A change that only reorganises the work leaves every hash as it
// was; the first differing PSI is named otherwise. `--record` rewrites the file (only in a commit
// that says why the simulation changed). Run: npx tsx bench/ivp-dynamics-hashes.ts [--record] [filter]
import { dirname, join } from "node:path";
import { memHash, runGuard, type GuardScene } from "./hash-guard.js";
import { fileURLToPath } from "node:url";
import { StateHasher } from "../runtime/hash.js";
import { hash_IvpWorld, ivp_world_add_ball, ivp_world_enable_collision } from "../generated/ivp/dynamics/world.generated.js";
import { bowlHeight, makeBallScene, stepBallScene, type BallScene } from "../conformance/support/ball-scene.js";
import { run as ballanceLevel } from "../scenes/ballance-level.js";

const file = join(dirname(fileURLToPath(import.meta.url)), "ivp-dynamics-hashes.json");


function ballScene(sc: BallScene, psis: number): GuardScene {
  const env = sc.w.env;
  const out: string[] = [];
  for (let k = 0; k < psis; k++) {
    stepBallScene(sc);
    const h = new StateHasher();
    hash_IvpWorld(sc.w, h);
    out.push(h.hex());
  }
  const h = new StateHasher();
  hash_IvpWorld(sc.w, h);
  memHash(h, sc.mem);
  const d = sc.w.dyn;
  return {
    psis: out,
    end: h.hex(),
    counters: `psis ${env.psi_count} events ${env.events_fired} impacts ${env.impacts} live ${env.live_mindists} watcher checks ${env.watcher_checks} contact recalcs ${env.contact_recalcs} impacts solved ${d.impacts_solved} PGS sweeps ${d.pgs_iterations} collisions seen ${sc.impacts}`,
  };
}

/** The rollback test's world: three steered balls on a 60 m bowl and one free ball near the bottom. */
function rollbackScene(psis: number): GuardScene {
  const sc = makeBallScene(3, 30, 0x1234);
  const b = ivp_world_add_ball(sc.w, 31, 30, bowlHeight(31, 30, 30) + 2.3, 2, 10, 0.5, 0.1, 0.3, 0.1, false);
  ivp_world_enable_collision(sc.mem, sc.w, b);
  sc.balls.push(b);
  const s = ballScene(sc, psis);
  return { ...s, counters: `${s.counters} free ball state ${sc.w.env.objects[b].core!.movement_state}` };
}

function levelScene(): GuardScene {
  const out: string[] = [];
  const r = ballanceLevel(undefined, undefined, (world) => out.push(world.hash()));
  return { psis: out, end: r.hash, counters: `psis ${r.calls}` };
}

const scenes: [string, () => GuardScene][] = [
  ["ball scene, one ball (2,000 PSIs)", () => ballScene(makeBallScene(1), 2000)],
  ["ball scene, 50 balls (400 PSIs)", () => ballScene(makeBallScene(50), 400)],
  ["dynamics rollback scene (1,500 PSIs)", () => rollbackScene(1500)],
  ["npm start level (three balls, 1,800 frames)", levelScene],
];

runGuard(file, scenes, "hash");
