// GENERATED FILE: do not edit. Conformance tests of module ivp.dynamics.tests.seam_dyn_tests from spec/ivp/dynamics/tests/seam_dyn_tests.spec (sha256 32857ee4b57dcbd1).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory, Vec3, specMax } from "../../../../../runtime/index.js";
import { DynScene, dyn_ball, dyn_live_contacts, dyn_scene_flat, dyn_scene_floor, dyn_step, dyn_steps } from "../support/dyn_fixtures.generated.js";
import { seam_closest, seam_one_triangle, seam_push, seam_roll_ball } from "../support/seam_dyn_tests.generated.js";
import { DynCore } from "../../../../../generated/ivp/dynamics/core.generated.js";
import { ivp_world_push } from "../../../../../generated/ivp/dynamics/world.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";
import { Mindist, mindist_ledge } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { OoWatcher } from "../../../../../generated/ivp/mindist/watcher.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

describe("000 §8.4: A3 with the dynamics", () => {
  it("a ball rolling across the flat seam of a two-triangle floor: within a metre of the seam the vertical trajectory velocity stays below 1e-4 m/s, and PSI by PSI the speed differs from the same roll on a seamless floor by less than 1e-5 m/s (no bump); no impact at the seam [000:L4116]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const a: DynScene = new DynScene();
    dyn_scene_flat(mem, a, 10, -9.81, 0.5, 0);
    const ba: number = seam_roll_ball(mem, a, -6);
    const b: DynScene = new DynScene();
    seam_one_triangle(mem, b);
    const bb: number = seam_roll_ball(mem, b, -6);
    const ca: PhysCoreView | null = a.w.env.objects[ba].core;
    const cb: PhysCoreView | null = b.w.env.objects[bb].core;
    const da: DynCore = a.w.dyn.cores[ca!.id];
    const db: DynCore = b.w.dyn.cores[cb!.id];
    let crossed: boolean = false;
    let max_vz: number = 0;
    let max_dv: number = 0;
    for (let k = 0; k < 330; k++) {
      dyn_step(mem, a);
      dyn_step(mem, b);
      // the seam is the diagonal y = x: crossed at x = −3 (the landing's correction is over by
      // x = −4, 60 PSIs after it)
      if (ca!.position.x > -2.5) {
        crossed = true;
      }
      if (ca!.position.x > -4 && ca!.position.x < -2) {
        max_vz = specMax(max_vz, Math.abs(ca!.speed.z));
      }
      const va: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(da.velocity.x * da.velocity.x) + Math.fround(da.velocity.y * da.velocity.y)) + Math.fround(da.velocity.z * da.velocity.z))));
      const vb: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(db.velocity.x * db.velocity.x) + Math.fround(db.velocity.y * db.velocity.y)) + Math.fround(db.velocity.z * db.velocity.z))));
      max_dv = specMax(max_dv, Math.abs(va - vb));
    }
    $expect.truth(crossed, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:101");
    $expect.compare(ca!.position.x, ">", 0, "f64", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:102");
    $expect.compare(max_vz, "<", 0.0001, "f64", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:103");
    $expect.compare(max_dv, "<", 0.00001, "f64", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:104");
    $expect.compare(a.w.env.impacts, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:105");
    $expect.compare(a.w.dyn.collisions.length, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:106");
  });

  it("a ball rolling over a convex ridge (two faces at 1 in 4): the closest feature goes BF -> BK -> BF (left face, the ridge edge, right face) and the ball stays in contact, no impact [000:L4116]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const s: DynScene = new DynScene();
    const v: Vec3[] = [];
    v.push(Object.assign(new Vec3(), { x: 0, y: -6, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: 0, y: 6, z: 0 }));
    v.push(Object.assign(new Vec3(), { x: -6, y: 0, z: -1.5 }));
    v.push(Object.assign(new Vec3(), { x: 6, y: 0, z: -1.5 }));
    const faces: number[] = [0, 1, 2, 0, 3, 1];
    dyn_scene_floor(mem, s, v, faces, 0, 0, -9.81, 0.5, 0);
    // on the left face at x = −0.3 (surface z = −0.075), 5 mm above the impact distance
    const nx: number = -0.25 / Math.sqrt(1.0625);
    const nz: number = 1 / Math.sqrt(1.0625);
    const h: number = 0.5155;
    const b: number = dyn_ball(mem, s, -0.3 + nx * h, 0, -0.075 + nz * h, 0.5, 1, 0.5, 0, 0, 0);
    s.ball = b;
    const env: IvpEnvironment = s.w.env;
    let i: number = 0;
    while (env.impacts === 0 && i < 30) {
      dyn_step(mem, s);
      i = (i + 1) | 0;
    }
    $expect.compare(env.impacts, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:130");
    dyn_steps(mem, s, 2);
    // up the slope at 2.4 m/s: rolling at 2.4/1.4 = 1.71 m/s, it rises 0.09 m (to the edge and
    // over it) and crests at about 1.3 m/s, where v²/0.52 = 3.2 m/s² < g·cos θ (no lift-off)
    const ux: number = 1 / Math.sqrt(1.0625);
    const uz: number = 0.25 / Math.sqrt(1.0625);
    ivp_world_push(mem, s.w, b, 2.4 * ux, 0, 2.4 * uz, 0, 0, 0);
    let first: number = 0;
    const wa: OoWatcher = env.watchers[0];
    for (let k = 0; k < wa.children.length; k++) {
      const md: Mindist | null = wa.children[k];
      if (md!.syn[1].status === 2 && first === 0) {
        first = mindist_ledge(mem, md!, 1);
      }
    }
    const log: number[] = [];
    const statuses: number[] = [];
    const c: PhysCoreView | null = env.objects[b].core;
    for (let k_1 = 0; k_1 < 100; k_1++) {
      dyn_step(mem, s);
      const f: number = seam_closest(mem, s, first);
      seam_push(log, f);
      seam_push(statuses, (f % 10) | 0);
      $expect.compare(dyn_live_contacts(s), ">=", 1, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:153");
    }
    $expect.compare(c!.position.x, ">", 1, "f64", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:155");
    $expect.compare(statuses.length, "==", 3, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:156");
    $expect.compare(statuses[0], "==", 2, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:157");
    $expect.compare(statuses[1], "==", 1, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:158");
    $expect.compare(statuses[2], "==", 2, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:159");
    $expect.compare(log[0], "==", 2, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:160");
    $expect.compare(log[log.length - 1], "==", 12, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:161");
    $expect.compare(env.impacts, "==", 1, "i32", mode, "spec/ivp/dynamics/tests/seam_dyn_tests.spec:162");
  });
});
