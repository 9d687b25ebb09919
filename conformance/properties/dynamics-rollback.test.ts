// Rollback of the IVP dynamics (issue 14): the ball scene (a bowl, stone balls steered by their
// control forces, one more ball without a force that comes to rest and freezes) is snapshotted
// mid-run, with friction contacts live, a frozen core, sleep windows, the random counter and the
// collision events in flight, restored into a freshly built world (same layout memory, another
// history), and both continue bit-identically: the state hash of the whole world is compared after
// every PSI. Everything the dynamics adds (cores, contact points, friction units, controllers,
// sleep and random state) is inside IvpWorld, so the snapshot needs no externals.
import { describe, expect, it } from "vitest";
import { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";
import { StateHasher } from "../../runtime/hash.js";
import { IvpWorld, hash_IvpWorld, restore_IvpWorld, snapshot_IvpWorld, ivp_world_add_ball, ivp_world_enable_collision } from "../../generated/ivp/dynamics/world.generated.js";
import { BallScene, bowlHeight, makeBallScene, stepBallScene } from "../support/ball-scene.js";

const N = 30; // a 60 m bowl of 1,800 triangles

function build(): BallScene {
  const sc = makeBallScene(3, N, 0x1234);
  // a ball without a force near the bottom: it lands, rolls down, comes to rest and freezes
  const b = ivp_world_add_ball(sc.w, 31, 30, bowlHeight(31, 30, 30) + 2.3, 2, 10, 0.5, 0.1, 0.3, 0.1, false);
  ivp_world_enable_collision(sc.mem, sc.w, b);
  sc.balls.push(b);
  return sc;
}
const hashOf = (w: IvpWorld) => {
  const h = new StateHasher();
  hash_IvpWorld(w, h);
  return h.hex();
};
function run(sc: BallScene, psis: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < psis; k++) {
    stepBallScene(sc);
    out.push(hashOf(sc.w));
  }
  return out;
}

describe("rollback of the dynamics (the ball scene)", () => {
  it("a snapshot with live contacts and a frozen ball, restored into a fresh world, continues bit-identically for 400 PSIs, hashed every PSI", () => {
    const a = build();
    let k = 0;
    const free = a.w.env.objects[a.balls[3]].core!;
    while (free.movement_state !== 8 && k < 2000) { stepBallScene(a); k++; }
    expect(free.movement_state, "the free ball froze").toBe(8);
    // on to a PSI where a moving ball holds a friction contact
    k = 0;
    while (!a.w.dyn.contacts.some((c) => c.live) && k < 2000) { stepBallScene(a); k++; }
    const live = a.w.dyn.contacts.filter((c) => c.live).length;
    expect(live, "friction contacts are live at the snapshot").toBeGreaterThan(0);
    const wr = new SnapshotWriter();
    snapshot_IvpWorld(a.w, wr);
    const data = wr.finish();
    expect(wr.unresolved, "every reference points inside the world").toBe(0);
    const at = hashOf(a.w);
    const psi = a.psi;
    const ahead = run(a, 400);
    expect(new Set(ahead).size, "the state changes from PSI to PSI").toBeGreaterThan(300);

    // a world built the same way that ran another history
    const b = build();
    run(b, 50);
    const rd = new SnapshotReader(data);
    restore_IvpWorld(b.w, rd);
    expect(rd.finish(), "no reference left unresolved").toBe(0);
    expect(rd.done()).toBe(true);
    b.psi = psi;
    expect(hashOf(b.w)).toBe(at);
    expect(b.w.env.contacts).toBe(b.w.dyn);
    expect(b.w.env.solvers).toBe(b.w.solvers);
    expect(b.w.dyn.env).toBe(b.w.env);
    expect(b.w.env.objects[b.balls[3]].core!.movement_state).toBe(8);
    expect(run(b, 400)).toEqual(ahead);
    expect(b.w.dyn.impacts_solved).toBe(a.w.dyn.impacts_solved);
  });

  it("rollback in place every 20 PSIs (save, run 20, restore, run 20 again) gives the history of a run without rollback", () => {
    const a = build();
    const ref = run(a, 200);
    const b = build();
    const got: string[] = [];
    for (let i = 0; i < 10; i++) {
      const wr = new SnapshotWriter();
      snapshot_IvpWorld(b.w, wr);
      const data = wr.finish();
      const psi = b.psi;
      run(b, 20);
      const rd = new SnapshotReader(data);
      restore_IvpWorld(b.w, rd);
      rd.finish();
      b.psi = psi;
      got.push(...run(b, 20));
    }
    expect(got).toEqual(ref);
  });
});
