// The PS2 world of the public API: every Unit 9 kind, moves and placements, queries answering with
// handles and level triangle indices, the hooks and their defaults.
import { describe, expect, it } from "vitest";
import { Answer, createWorld, quat, vec3, type ContactInfo } from "./index.js";
import { standardWorld, walkway } from "./test/ps2.js";

describe("bodies", () => {
  it("every kind is created, reported, placed and removed; handles are never reused", () => {
    const w = createWorld({ level: walkway() });
    const h = w.addHuman({ position: vec3(2, 2, 0) });
    const bag = w.addPunchBag({ position: vec3(4, 2, 0) });
    const s = w.addSphere({ position: vec3(6, 2, 0.5), radius: 0.5 });
    const ob = w.addObjectBox({ position: vec3(8, 2, 0.5), halfExtents: vec3(0.5, 0.25, 0.5) });
    const car = w.addCar({ position: vec3(3, 8, 0.6), boxes: [{ halfExtents: vec3(1, 0.5, 0.5) }, { halfExtents: vec3(0.5, 0.5, 0.3), offset: vec3(0, 0, 0.8) }] });
    const box = w.addBox({ position: vec3(7, 8, 0.5), width: 1, height: 1, rotation: quat(0, 0, Math.SQRT1_2, Math.SQRT1_2) });
    expect([h, bag, s, ob, car, box]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([h, bag, s, ob, car, box].map((b) => w.kind(b))).toEqual(["human", "punchBag", "sphere", "objectBox", "car", "box"]);
    // the car's box bounds both of its boxes: z from 0.1 to 0.6 + 0.8 + 0.3
    const cb = w.bounds(car);
    expect(cb.min.z).toBeCloseTo(0.1, 6);
    expect(cb.max.z).toBeCloseTo(1.7, 6);
    // a quarter turn about z: the box's width lies along y
    const bb = w.bounds(box);
    expect(bb.max.y - bb.min.y).toBeCloseTo(1, 5);
    expect(bb.max.x - bb.min.x).toBeCloseTo(0.5, 5);
    w.place(box, vec3(9, 9, 0.5));
    expect(w.position(box)).toEqual(vec3(9, 9, 0.5));
    expect(w.bounds(box).min.x).toBeCloseTo(8.75, 5);
    w.remove(s);
    w.remove(car);
    expect(w.bodies()).toEqual([1, 2, 4, 6]);
    expect(w.addSphere({ position: vec3(1, 1, 0.5), radius: 0.2 })).toBe(7);
    expect(w.has(3)).toBe(false);
  });

  it("freed pool slots are reused: 60 humans, remove one, add one", () => {
    const w = createWorld({ level: walkway() });
    const hs = Array.from({ length: 60 }, (_, i) => w.addHuman({ position: vec3(1 + (i % 10) * 1.5, 1 + Math.floor(i / 10) * 1.5, 0) }));
    expect(() => w.addHuman({ position: vec3(19, 19, 0) })).toThrow(/all 60 human bodies are taken/);
    w.remove(hs[17]);
    expect(w.addHuman({ position: vec3(19, 19, 0) })).toBe(61);
    expect(w.stateForTests.unmarkedChanges()).toEqual([]);
  });

  it("a human walks, the ground follow carries it, and its velocity comes back as the engine wrote it", () => {
    const w = createWorld({ level: walkway() });
    const h = w.addHuman({ position: vec3(8, 5, 0) });
    let r = w.move(h, vec3(3, 0, 0), 1 / 30);
    expect(r.onGround).toBe(true);
    expect(w.ground(h)).toMatchObject({ onGround: true, normal: vec3(0, 0, 1) });
    for (let i = 0; i < 30; i++) r = w.move(h, vec3(3, 0, 0), 1 / 30);
    // stopped by the wall at x = 10 (less the capsule's 0.35 m and the 0.01 m clearance)
    expect(w.position(h).x).toBeCloseTo(9.64, 5);
    expect(r.stuck).toBe(true);
    expect(w.velocity(h).x).toBe(0);
  });

  it("setHumanState makes the landing test run for an airborne human", () => {
    const w = createWorld({ level: walkway() });
    const h = w.addHuman({ position: vec3(5, 5, 0.05), groundFollow: false });
    w.setHumanState(h, { airborne: true });
    w.move(h, vec3(0, 0, -3), 1 / 30);
    // the landing contact stops the feet short of the floor; without it they go 0.1 m down, through it
    expect(w.position(h).z).toBeGreaterThan(0);
    const g = createWorld({ level: walkway() });
    const k = g.addHuman({ position: vec3(5, 5, 0.05), groundFollow: false });
    g.move(k, vec3(0, 0, -3), 1 / 30);
    expect(g.position(k).z).toBeLessThan(0);
  });
});

describe("queries", () => {
  it("a ray names the level triangle it hits; a box query returns handles; a shape query names bodies and triangles", () => {
    const w = standardWorld();
    const down = w.castRay(vec3(2.5, 2.2, 4), vec3(0, 0, -2), 10)!;
    expect(down).toMatchObject({ distance: 4, triangle: 0 });
    const wall = w.castRay(vec3(5, 15, 1), vec3(1, 0, 0), 10)!;
    expect(wall.triangle === 2 || wall.triangle === 3).toBe(true);
    expect([wall.normal.x, Math.abs(wall.normal.y), Math.abs(wall.normal.z)]).toEqual([-1, 0, 0]);
    expect(w.castRay(vec3(5, 15, 1), vec3(-1, 0, 0), 3)).toBeNull();
    expect(w.queryBox(vec3(5, 4, 0), vec3(7, 6, 1))).toEqual([3]);
    expect(w.queryBox(vec3(0, 0, -1), vec3(20, 20, 3)).sort()).toEqual([1, 2, 3, 4]);
    expect(w.queryBox(vec3(0, 0, -1), vec3(20, 20, 3), { typeMask: 0x40 }).sort()).toEqual([1, 2]);
    const hits = w.sweepTest(1, vec3(4, 0, 0));
    expect(hits.some((c) => c.other === 3)).toBe(true);
    const toWall = w.sweepTest(1, vec3(8, 4, 0));
    expect(toWall.some((c) => c.triangle !== null && c.triangle >= 2)).toBe(true);
    // nothing moved
    expect(w.position(1)).toEqual(vec3(2, 5, 0));
  });
});

describe("hooks", () => {
  it("onContact sees the contact with handles and may change the answer: Ignore lets the player through the box", () => {
    const seen: ContactInfo[] = [];
    const through = standardWorld({ onContact: (c, d) => (seen.push(c), c.other === 3 ? Answer.Ignore : d) });
    const blocked = standardWorld();
    for (let i = 0; i < 60; i++) {
      through.move(1, vec3(3, 0, 0), 1 / 30);
      blocked.move(1, vec3(3, 0, 0), 1 / 30);
    }
    expect(blocked.position(1).x).toBeCloseTo(5.14, 5);
    expect(through.position(1).x).toBeGreaterThan(7);
    const c = seen.find((s) => s.other === 3)!;
    expect(c.body).toBe(1);
    expect(c.triangle).toBeNull();
    expect(c.normal).toEqual(vec3(-1, 0, 0));
  });

  it("mayMeet refusing lets bodies pass; afterMove and onPush are called", () => {
    const moved: number[] = [];
    const pushed: number[] = [];
    const w = standardWorld({ mayMeet: (a, b) => !(a === 1 && b === 3), afterMove: (b) => void moved.push(b), onPush: (b) => void pushed.push(b) });
    for (let i = 0; i < 60; i++) w.move(1, vec3(3, 0, 0), 1 / 30);
    expect(w.position(1).x).toBeGreaterThan(7);
    expect(moved.length).toBe(60);
    // a human (not a player: players meet only other players in the body pass, 002 L1425) walks
    // into another one and pushes it (answer 4, the default for a human; both without push
    // spheres of 2 m, which push humans apart before they touch)
    const p = createWorld({ level: walkway(), hooks: { onPush: (b) => void pushed.push(b) } });
    const a = p.addHuman({ position: vec3(2, 5, 0), pushSphere: false });
    const b = p.addHuman({ position: vec3(4, 5, 0), pushSphere: false });
    for (let i = 0; i < 20; i++) {
      p.move(a, vec3(3, 0, 0), 1 / 30);
      p.move(b, vec3(0, 0, 0), 1 / 30);
    }
    expect(pushed).toContain(b);
    expect(p.position(b).x).toBeGreaterThan(4);
  });
});
