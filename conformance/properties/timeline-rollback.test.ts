// Rollback of the IVP collision timeline (issue 13): a kinematic ball falling onto a floor is
// snapshotted mid-timeline (its mindist in the hull, then exact with a queued event), restored
// into a freshly built world, and both continue bit-identically: the state hash of the whole world
// (environment, mindists, synapses, hull lists, event list, caches, counters) is compared after
// every PSI. The stand-in solvers hold no state, so they are an external of the snapshot.
import { describe, expect, it } from "vitest";
import { Memory } from "../../runtime/memory.js";
import { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";
import { StateHasher } from "../../runtime/hash.js";
import { FakeWorld, FloorSolvers, hash_FakeWorld, restore_FakeWorld, snapshot_FakeWorld } from "../generated/ivp/mindist/support/fakes.generated.js";
import { tl_drop_world } from "../generated/ivp/mindist/support/timeline_tests.generated.js";
import { ivp_env_simulate_until } from "../../generated/ivp/mindist/timeline.generated.js";
import { mindist_status } from "../../generated/ivp/mindist/mindist.generated.js";
import { SeamWorld, hash_SeamWorld, restore_SeamWorld, seam_build, snapshot_SeamWorld } from "../generated/ivp/mindist/support/seam_tests.generated.js";

const T_E = Math.sqrt((2 * 0.99) / 9.81);

function build(): { mem: Memory; w: FakeWorld; f: FloorSolvers } {
  const mem = new Memory();
  const w = new FakeWorld();
  const f = new FloorSolvers();
  tl_drop_world(mem, w, f, 1.5, T_E + 0.002);
  return { mem, w, f };
}
const hashOf = (w: FakeWorld) => {
  const h = new StateHasher();
  hash_FakeWorld(w, h);
  return h.hex();
};
/** Runs 5 ms frames up to `until`, returning the world's hash after every PSI. */
function run(x: { mem: Memory; w: FakeWorld }, until: number): string[] {
  const out: string[] = [];
  const env = x.w.env;
  let t = env.tm.current_time;
  let psis = env.psi_count;
  while (t < until) {
    t = Math.min(until, t + 0.005);
    ivp_env_simulate_until(x.mem, env, t);
    if (env.psi_count !== psis) {
      psis = env.psi_count;
      out.push(hashOf(x.w));
    }
  }
  return out;
}

describe("rollback of the collision timeline (kinematic drop)", () => {
  for (const at of [0.2, 0.445]) {
    it(`a snapshot at t = ${at} restored into a fresh world continues bit-identically, hashed every PSI`, () => {
      const a = build();
      run(a, at);
      const st = mindist_status(a.w.env.mindists[0]);
      expect(at < 0.3 ? st === 5 : st === 3).toBe(true);
      const externals = [a.f];
      const wr = new SnapshotWriter(externals);
      snapshot_FakeWorld(a.w, wr);
      const data = wr.finish();
      expect(wr.unresolved, "every reference points inside the world or to the solvers").toBe(0);
      const atSnap = hashOf(a.w);
      const md = a.w.env.mindists[0];
      const queued = a.w.env.tm.events[md.event].index !== 0xffff;
      const ahead = run(a, 1.2);
      expect(a.w.env.impacts).toBe(1);
      expect(new Set(ahead).size, "the state changes from PSI to PSI").toBeGreaterThan(10);

      // a world built the same way (same layout memory) that ran a different history
      const b = build();
      run(b, 0.05);
      const rd = new SnapshotReader(data, [b.f]);
      restore_FakeWorld(b.w, rd);
      expect(rd.finish(), "no reference left unresolved").toBe(0);
      expect(rd.done()).toBe(true);
      expect(hashOf(b.w)).toBe(atSnap);
      expect(b.w.env.objects[1].env).toBe(b.w.env);
      expect(b.w.env.solvers).toBe(b.f);
      const again = run(b, 1.2);
      expect(again).toEqual(ahead);
      expect(b.w.env.impacts).toBe(1);
      if (at > 0.3) expect(queued || st === 3, "mid-approach: exact, possibly with its event queued").toBe(true);
    });
  }

  it("the seam scene (an OO watcher whose children change, the real minimize solver): a snapshot over the seam restored into a fresh world continues bit-identically", () => {
    const mk = () => { const mem = new Memory(); const x = new SeamWorld(); seam_build(mem, x); return { mem, x }; };
    const hashSeam = (x: SeamWorld) => { const h = new StateHasher(); hash_SeamWorld(x, h); return h.hex(); };
    const runSeam = (y: { mem: Memory; x: SeamWorld }, until: number) => {
      const out: string[] = [];
      const env = y.x.w.env;
      let t = env.tm.current_time, psis = env.psi_count;
      while (t < until) { t = Math.min(until, t + 0.005); ivp_env_simulate_until(y.mem, env, t); if (env.psi_count !== psis) { psis = env.psi_count; out.push(hashSeam(y.x)); } }
      return out;
    };
    const a = mk();
    runSeam(a, 2.0);
    const wa = a.x.w.env.watchers[0];
    expect(wa.children.length).toBeGreaterThanOrEqual(1);
    const wr = new SnapshotWriter();
    snapshot_SeamWorld(a.x, wr);
    const data = wr.finish();
    expect(wr.unresolved).toBe(0);
    const at = hashSeam(a.x);
    const ahead = runSeam(a, 4.0);
    const b = mk();
    runSeam(b, 0.3);
    const rd = new SnapshotReader(data);
    restore_SeamWorld(b.x, rd);
    expect(rd.finish()).toBe(0);
    expect(hashSeam(b.x)).toBe(at);
    expect(b.x.w.env.watchers[0].children[0]).toBe(b.x.w.env.mindists[b.x.w.env.watchers[0].children[0]!.id]);
    expect(runSeam(b, 4.0)).toEqual(ahead);
  });
});
