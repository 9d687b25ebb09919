// Issue 11 item 2: the whole world's state. hash() sees every bit that affects the future,
// snapshot() / restore() save and restore it (also into a freshly built world, which then
// continues bit-identically), static geometry is not in it, and different simulations never share
// a hash.
import { describe, expect, it } from "vitest";
import { createWorld, vec3, type Ps2World } from "./index.js";
import { standardWorld, update, walkway } from "./test/ps2.js";
import { createRoom, runRoom } from "../examples/ps2-room.js";
import { Prng } from "../runtime/prng.js";

const run = (w: Ps2World, from: number, n: number) => {
  for (let i = from; i < from + n; i++) update(w, i);
};

describe("snapshot and restore", () => {
  it("restore into a freshly built world (the level only) continues bit-identically, and in place too", () => {
    const a = standardWorld();
    run(a, 0, 100);
    a.remove(2);
    const late = a.addHuman({ position: vec3(8, 3, 0) });
    a.addSphere({ position: vec3(2, 2, 0.5), radius: 0.3 });
    run(a, 100, 20);
    const snap = a.snapshot();
    const atSnap = a.hash();
    run(a, 120, 150);
    a.move(late, vec3(-2, 1, 0), 1 / 30);
    const ahead = a.hash();

    const b = createWorld({ level: walkway() });
    b.restore(snap);
    expect(b.hash()).toBe(atSnap);
    expect(b.bodies()).toEqual([1, 3, 4, late, late + 1]);
    run(b, 120, 150);
    b.move(late, vec3(-2, 1, 0), 1 / 30);
    expect(b.hash()).toBe(ahead);
    // and the next body gets the handle it would have got
    expect(b.addBox({ position: vec3(1, 1, 0), width: 1, height: 1 })).toBe(a.addBox({ position: vec3(1, 1, 0), width: 1, height: 1 }));

    a.restore(snap);
    expect(a.hash()).toBe(atSnap);
    run(a, 120, 150);
    a.move(late, vec3(-2, 1, 0), 1 / 30);
    expect(a.hash()).toBe(ahead);
  });

  it("a world that ran another history takes the snapshot's state entirely (its extra bodies go, its freed slots are reset)", () => {
    const a = standardWorld();
    run(a, 0, 30);
    const snap = a.snapshot();
    const b = standardWorld();
    run(b, 0, 77);
    for (let i = 0; i < 5; i++) b.addHuman({ position: vec3(2 + i, 15, 0) });
    b.remove(1);
    b.addSphere({ position: vec3(9, 9, 0.5), radius: 1 });
    b.restore(snap);
    expect(b.hash()).toBe(a.hash());
    expect(b.stateForTests.unmarkedChanges()).toEqual([]);
    run(a, 30, 60);
    run(b, 30, 60);
    expect(b.hash()).toBe(a.hash());
  });

  it("slots freed, reset by a restore and taken again, over and over, write the bytes a fresh world writes", () => {
    // the marked-group list of the state keeps a slot once however often it is reset and taken again
    // (in a world without the undo copy too, whose calls do not tidy the list first)
    for (const transactional of [true, false]) {
      const a = createWorld({ level: walkway(), transactional });
      a.addHuman({ position: vec3(2, 5, 0), player: 0 });
      a.addHuman({ position: vec3(4, 7, 0) });
      a.addBox({ position: vec3(6, 5, 0.5), width: 1, height: 1 });
      a.addSphere({ position: vec3(3, 12, 0.5), radius: 0.5 });
      run(a, 0, 10);
      const s0 = a.snapshot();
      const b = createWorld({ level: walkway() });
      for (let cycle = 0; cycle < 4; cycle++) {
        const h = a.addHuman({ position: vec3(6, 2 + cycle, 0) });
        const s = a.addSphere({ position: vec3(2, 2, 0.5), radius: 0.3 });
        run(a, 10, 5);
        a.remove(h);
        if (cycle % 2 === 1) a.remove(s);
        const snap = a.snapshot();
        b.restore(snap);
        expect(b.snapshot()).toEqual(snap);
        expect(b.stateForTests.unmarkedChanges()).toEqual([]);
        a.restore(s0);
        // (no snapshot here: the next create must meet the list as the restore left it)
        expect(a.stateForTests.unmarkedChanges()).toEqual([]);
      }
      const fresh = createWorld({ level: walkway() });
      fresh.restore(s0);
      expect(fresh.snapshot()).toEqual(a.snapshot());
      run(a, 10, 30);
      run(fresh, 10, 30);
      expect(fresh.hash()).toBe(a.hash());
    }
  });

  it("the room scene rolled back every update replays the same updates", () => {
    const r = createRoom();
    const hashes: string[] = [];
    runRoom(r, 240, () => {
      hashes.push(r.world.hash());
      // a rollback of one update, as a rollback netcode does: restore, then the same update again
      const s = r.world.snapshot();
      r.world.restore(s);
      expect(r.world.hash()).toBe(hashes[hashes.length - 1]);
    });
    const clean = createRoom();
    let k = 0;
    runRoom(clean, 240, () => expect(clean.world.hash()).toBe(hashes[k++]));
  });

  it("the snapshot holds dynamic state only: the room's is under 4 KB, and a 20,000-triangle floor adds nothing to it", () => {
    const small = createRoom();
    runRoom(small, 200);
    const floor = grid(100, 100);
    const big = createRoom(floor);
    runRoom(big, 200);
    expect(small.world.snapshot().length).toBeLessThanOrEqual(4096);
    expect(big.world.level.triangleCount).toBe(20020);
    // the same bodies in the same places: the same bytes but the level's fingerprint
    expect(big.world.snapshot().length).toBe(small.world.snapshot().length);
  });

  it("queries (rays, box queries) do not change the hash; a move does", () => {
    const w = standardWorld();
    run(w, 0, 10);
    const h = w.hash();
    w.castRay(vec3(3, 3, 5), vec3(0, 0, -1), 10);
    w.queryBox(vec3(0, 0, 0), vec3(20, 20, 3));
    w.stateFields();
    w.snapshot();
    expect(w.hash()).toBe(h);
    update(w, 10);
    expect(w.hash()).not.toBe(h);
  });

  it("stateFields names the records two worlds differ in", () => {
    const a = standardWorld();
    const b = standardWorld();
    run(a, 0, 20);
    run(b, 0, 20);
    b.move(4, vec3(0.5, 0, 0), 1 / 30);
    const fa = new Map(a.stateFields());
    const diff = b
      .stateFields()
      .filter(([p, h]) => fa.get(p) !== h)
      .map(([p]) => p);
    expect(diff.length).toBeGreaterThan(0);
    expect(diff).toContain("body 4: owner");
    expect(diff.every((p) => /body 4/.test(p))).toBe(true);
  });

  it("fieldValues names the fields two worlds differ in; a restore into a fresh world lists the same values", () => {
    const a = standardWorld();
    const b = standardWorld();
    run(a, 0, 20);
    run(b, 0, 20);
    expect(b.fieldValues()).toEqual(a.fieldValues());
    b.move(4, vec3(0.5, 0, 0), 1 / 30);
    const fa = new Map(a.fieldValues());
    const diff = b
      .fieldValues()
      .filter(([p, v]) => fa.get(p) !== v)
      .map(([p]) => p);
    // body 4's owner (its transform, velocity, contacts) and its pool records, nothing else
    expect(diff).toContain("bodies[4].now.position.x");
    expect(diff).toContain("bodies[4].velocity.x");
    const pools = new Set(
      a
        .stateFields()
        .filter(([p]) => /\(body 4\)$/.test(p))
        .flatMap(([p]) => a.fieldValues(p).map(([f]) => f)),
    );
    expect(diff.filter((p) => !p.startsWith("bodies[4].") && !pools.has(p))).toEqual([]);
    // a restore into a fresh world gives the same list: references are named by path, not identity
    const c = createWorld({ level: walkway() });
    c.restore(b.snapshot());
    expect(c.fieldValues()).toEqual(b.fieldValues());
    expect(c.hash()).toBe(b.hash());
  });

  it("fieldValues(record) is the part of the list of one record stateFields() names; an unknown record is refused", () => {
    const w = standardWorld();
    run(w, 0, 30);
    const all = w.fieldValues();
    const records = w.stateFields().map(([p]) => p);
    let total = 0;
    for (const r of records) {
      const part = w.fieldValues(r);
      expect(part.length, r).toBeGreaterThan(0);
      const at = all.findIndex(([p, v]) => p === part[0][0] && v === part[0][1]);
      expect(all.slice(at, at + part.length), r).toEqual(part);
      total += part.length;
    }
    expect(total).toBe(all.length);
    expect(() => w.fieldValues("body 99: owner")).toThrow(/no record "body 99: owner"/);
  });

  it("a bit flipped in any of 300 random values of the state is the one field fieldValues reports changed", () => {
    const w = standardWorld();
    run(w, 0, 40);
    const engine = w.engine;
    const rng = new Prng(77);
    const before = w.fieldValues();
    const hash = w.hash();
    // the f32 values of every live human's body record and capsule, reached through the engine
    const targets: { rec: Record<string, number>; key: string; path: string }[] = [];
    engine.pools.humans.forEach((h, i) => {
      if (h.body.owner === null) return;
      for (const k of ["x", "y", "z"]) {
        targets.push({ rec: h.body.min as unknown as Record<string, number>, key: k, path: `pools.humans[${i}].body.min.${k}` });
        targets.push({ rec: h.body.max as unknown as Record<string, number>, key: k, path: `pools.humans[${i}].body.max.${k}` });
      }
    });
    expect(targets.length).toBeGreaterThan(6);
    const f32 = new Float32Array(1);
    const u32 = new Uint32Array(f32.buffer);
    for (let n = 0; n < 300; n++) {
      const t = targets[rng.int(targets.length)];
      const old = t.rec[t.key];
      f32[0] = old;
      u32[0] ^= 1 << rng.int(23);
      t.rec[t.key] = f32[0];
      const after = w.fieldValues();
      const changed = after.filter(([p, v], i) => p !== before[i][0] || v !== before[i][1]).map(([p]) => p);
      const flipped = w.hash();
      t.rec[t.key] = old;
      expect(changed).toEqual([t.path]);
      expect(flipped, "the hash sees the flip too").not.toBe(hash);
    }
    expect(w.fieldValues()).toEqual(before);
  });
});

describe("property: different simulations never share a hash", () => {
  it("400 random runs: equal inputs give equal hashes, different inputs different ones", () => {
    const byHash = new Map<string, string>();
    const rng = new Prng(424242);
    // every run starts from the same world: a restore of its first snapshot (as fast as a rollback)
    const w = standardWorld();
    const start = w.snapshot();
    for (let r = 0; r < 400; r++) {
      const seed = rng.u32();
      const inputs: string[] = [];
      const sim = (): string => {
        const g = new Prng(seed);
        w.restore(start);
        const steps = 1 + g.int(30);
        for (let i = 0; i < steps; i++) {
          const v = vec3(Math.fround(g.range(-4, 4)), Math.fround(g.range(-4, 4)), 0);
          const who = [1, 2, 4][g.int(3)];
          inputs.push(`${who}:${v.x},${v.y}`);
          w.move(who, v, 1 / 30);
          if (g.int(10) === 0) w.step();
        }
        return w.hash();
      };
      const h = sim();
      const key = inputs.join(" ");
      inputs.length = 0;
      expect(sim(), "the same run twice").toBe(h);
      const prev = byHash.get(h);
      if (prev !== undefined) expect(prev, `hash ${h} shared by two runs`).toBe(key);
      byHash.set(h, key);
    }
    expect(byHash.size).toBeGreaterThan(390);
  });
});

/** A 100 × 100 m floor of n × m quads 1 m below the room (not reachable: it adds triangles only). */
export function grid(n: number, m: number): { vertices: number[]; triangles: number[] } {
  const vertices: number[] = [];
  const triangles: number[] = [];
  for (let j = 0; j <= m; j++) for (let i = 0; i <= n; i++) vertices.push(-40 + i, -40 + j, -1);
  for (let j = 0; j < m; j++)
    for (let i = 0; i < n; i++) {
      const a = j * (n + 1) + i,
        b = a + 1,
        c = a + n + 2,
        d = a + n + 1;
      triangles.push(a, b, c, c, d, a);
    }
  return { vertices, triangles };
}
