// Issue 11 item 4: bad input is refused with an error naming the place and what to do, and the
// world is left as it was: its hash is unchanged and its next updates are those of a world that
// never made the call. Then a property test: random call sequences with bad values mixed in.
import { describe, expect, it } from "vitest";
import { PhysicsInputError, SnapshotError, vec3, quat, type Ps2World } from "./index.js";
import { BAD_CASES } from "./test/bad-input-cases.js";
import { allFinite, standardWorld, update } from "./test/ps2.js";
import { Prng } from "../runtime/prng.js";

const ERRORS = { PhysicsInputError, SnapshotError, RangeError };

function futureHash(w: Ps2World, from: number): string {
  for (let i = from; i < from + 10; i++) update(w, i);
  return w.hash();
}

describe("bad input is refused and changes nothing", () => {
  for (const c of BAD_CASES) {
    it(c.name, () => {
      if (c.call) {
        expect(c.call).toThrow(ERRORS[c.error]);
        expect(c.call).toThrow(c.text);
        return;
      }
      const build = () => {
        const w = standardWorld(c.hooks);
        for (let i = 0; i < 5; i++) update(w, i);
        c.setup?.(w);
        return w;
      };
      const w = build();
      const before = w.hash();
      let err: unknown = null;
      try {
        c.world!(w);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ERRORS[c.error]);
      expect((err as Error).message).toMatch(c.text);
      expect(w.hash(), "hash unchanged").toBe(before);
      expect(w.stateForTests.unmarkedChanges()).toEqual([]);
      expect(futureHash(w, 5), "the future is a clean world's").toBe(futureHash(build(), 5));
    });
  }

  it("a paused frame (dt = 0) moves nothing and changes nothing", () => {
    const w = standardWorld();
    for (let i = 0; i < 5; i++) update(w, i);
    const before = w.hash();
    const r = w.move(1, vec3(3, 0, 0), 0);
    expect(r.displacement).toEqual(vec3(0, 0, 0));
    expect(w.hash()).toBe(before);
  });

  it("a zero-length move reports no displacement, not the last move's", () => {
    const w = standardWorld();
    const a = w.move(1, vec3(3, 0, 0), 1 / 30);
    expect(a.displacement.x).toBeGreaterThan(0);
    const b = w.move(1, vec3(0, 0, 0), 1 / 30);
    expect(b.displacement).toEqual(vec3(0, 0, 0));
  });

  it("an engine assertion in the middle of a move (more than 50 contacts in one pass) is refused and rolled back", () => {
    const w = standardWorld();
    // 55 thin boxes across the player's path, each one contact of the body pass
    for (let i = 0; i < 55; i++) w.addObjectBox({ position: vec3(2.45, 4.45 + i * 0.02, 1), halfExtents: vec3(0.005, 0.005, 0.9) });
    const before = w.hash();
    expect(() => w.move(1, vec3(3, 0, 0), 1 / 30)).toThrow(/world\.move\(body 1\): the engine refused it \(assertion failed at spec\/ps2\/.*more than 50 contacts/);
    expect(w.hash()).toBe(before);
    expect(w.stateForTests.unmarkedChanges()).toEqual([]);
  });
});

describe("property: random call sequences with bad values mixed in", () => {
  it("every refused call leaves the hash unchanged, and no NaN or infinity ever enters the state", () => {
    const rng = new Prng(1111);
    const bad = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e39, -1e39];
    let refused = 0, done = 0;
    for (let run = 0; run < 8; run++) {
      const w = standardWorld();
      const num = (lo: number, hi: number) => (rng.unit() < 0.15 ? bad[rng.int(bad.length)] : rng.range(lo, hi));
      const v3 = (lo: number, hi: number) => vec3(num(lo, hi), num(lo, hi), num(lo, hi));
      const handle = () => (rng.unit() < 0.1 ? [0, -1, 1.5, 999, Number.NaN][rng.int(5)] : 1 + rng.int(w.bodies().length + 3));
      for (let step = 0; step < 120; step++) {
        const before = w.hash();
        const op = rng.int(10);
        try {
          if (op < 4) w.move(handle(), vec3(num(-4, 4), num(-4, 4), 0), rng.unit() < 0.1 ? [0, -0.01, Number.NaN][rng.int(3)] : 1 / 30);
          else if (op === 4) w.addHuman({ position: v3(1, 9), rotation: rng.unit() < 0.1 ? quat(0, 0, 0, 0) : undefined });
          else if (op === 5) w.addSphere({ position: v3(1, 9), radius: num(0.1, 1) });
          else if (op === 6) w.addBox({ position: v3(1, 9), width: num(-0.5, 2), height: num(0.2, 2) });
          else if (op === 7) w.remove(handle());
          else if (op === 8) w.place(handle(), v3(1, 9));
          else w.castRay(v3(0, 5), v3(-1, 1), num(-1, 10));
          done++;
        } catch (e) {
          if (!(e instanceof PhysicsInputError)) throw e;
          refused++;
          expect(w.hash(), `run ${run} step ${step}: refused ${e.message}`).toBe(before);
        }
        expect(allFinite(w), `run ${run} step ${step}`).toBe(true);
      }
      expect(w.stateForTests.unmarkedChanges()).toEqual([]);
    }
    expect(refused).toBeGreaterThan(100);
    expect(done).toBeGreaterThan(300);
  });
});
