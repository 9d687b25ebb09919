// The Ballance world of the public API: a level's objects physicalized at creation, the Building
// Blocks as calls, frames, the game's navigation; bad input refused with the place named and the
// world's hash unchanged; the whole state in hash, snapshot and restore (a restore into a fresh
// world of the level continues bit-identically); V8 and QuickJS end the npm start scene in one state.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PhysicsInputError, SnapshotError } from "../errors.js";
import { vec3 } from "../math.js";
import { compareEngines } from "../../scripts/engines/quickjs.js";
import { BallanceGame, KEY_PLUS_X } from "./game.js";
import { generateLevel } from "./generator.js";
import { parseLevel, type BallanceLevel } from "./level.js";
import { createBallanceWorld, type BallanceWorld } from "./world.js";

let shared: BallanceLevel | null = null;
const level = () => (shared ??= parseLevel(generateLevel({ seed: 3, segments: 6 })));

/** A world of the test level with a ball at the start, played `frames` frames holding +x. */
function played(frames: number, opts: { transactional?: boolean } = {}): { w: BallanceWorld; g: BallanceGame } {
  const w = createBallanceWorld({ level: level(), transactional: opts.transactional ?? false });
  const g = new BallanceGame(w, "Ball_Stone");
  for (let i = 0; i < frames; i++) g.tick(KEY_PLUS_X);
  return { w, g };
}

describe("Ballance world", () => {
  it("physicalizes the level's objects at creation, in file order, as Levelinit does", () => {
    const w = createBallanceWorld({ level: level(), transactional: false });
    const n = level().objects.filter((o) => o.physicalize !== null).length;
    expect(w.profilerValues().physicalizeCalls).toBe(n);
    expect(w.profilerValues().bodies).toBe(n);
    expect(w.engine.world.env.gravity.y).toBe(-20);
    expect(w.engine.time_scale).toBe(Math.fround(0.002));
    for (const o of level().objects) expect(w.isPhysicalized(o.id)).toBe(o.physicalize !== null);
  });

  it("the ball rolls along the track under the navigation's +x force, and its entity's matrix follows it", () => {
    const { w, g } = played(240);
    const p = w.entityPosition(g.ball);
    expect(p.x).toBeGreaterThan(30);
    expect(Math.abs(p.z)).toBeLessThan(3);
    expect(w.velocityOf(g.ball)!.x).toBeGreaterThan(5);
    expect(w.lastFrame!.written).toBeGreaterThanOrEqual(1);
    expect(w.profilerValues().impacts).toBeGreaterThan(0);
  });

  it("the Building Blocks as calls: a force queued before Physicalize, a listener's Collision output, messages", () => {
    const w = createBallanceWorld({ level: level(), transactional: false });
    w.addEntity(900, { position: vec3(0, 6, 0) });
    const f = w.addBlock("SetPhysicsForce", 900);
    w.setForcePins(f, { direction: vec3(1, 0, 0), value: 0.92 });
    w.create(f);
    expect(w.messages().map((m) => m.text)).toEqual(["You must Physicalize entity 900 !!!"]);
    const hits = w.addBlock("PhysicsCollDetection", 900);
    w.create(hits);
    expect(w.physicalize(900, { preset: "Ball_Stone", surface: "Ball_Stone" })).not.toBeNull();
    const outputs: string[] = [];
    for (let i = 0; i < 60; i++) for (const o of w.step().outputs) outputs.push(`${o.kind} ${o.output} ${o.entity} ${o.other}`);
    expect(outputs.length).toBeGreaterThan(0);
    expect(outputs[0]).toMatch(/^PhysicsCollDetection collision 900 \d+$/);
    expect(w.velocityOf(900)!.x).toBeGreaterThan(0.5);
  });

  it("Get Profiler Values counts frames and PSIs: 132 PSIs per second of game time at factor 2", () => {
    const { w } = played(180);
    const p = w.profilerValues();
    expect(p.frames).toBe(180);
    expect(p.psis).toBeGreaterThanOrEqual(390);
    expect(p.psis).toBeLessThanOrEqual(396);
  });
});

describe("Ballance world: bad input changes nothing", () => {
  const w = createBallanceWorld({ level: level() });
  const g = new BallanceGame(w, "Ball_Wood");
  for (let i = 0; i < 30; i++) g.tick(KEY_PLUS_X);
  const force = w.addBlock("SetPhysicsForce", 1);
  const contact = w.addBlock("PhysicsContinuousContact", 1);
  const coll = w.addBlock("PhysicsCollDetection", 1);
  const cases: [string, () => unknown, RegExp][] = [
    ["step with NaN ms", () => w.step(NaN), /world\.step: deltaMs: NaN is not a finite number/],
    ["step with a negative frame time", () => w.step(-1), /deltaMs: -1 is not a frame time from 0 to 1e6 ms/],
    ["an unknown entity", () => w.physicalize(12345), /world\.physicalize\(12345\): entity: entity 12345 does not exist/],
    ["an entity id that is not an integer", () => w.unphysicalize(1.5), /entity: 1\.5 is not an integer/],
    ["an existing entity added again", () => w.addEntity(1), /entity 1 exists already/],
    ["a NaN position", () => w.addEntity(901, { position: vec3(0, NaN, 0) }), /position\.y: NaN is not a finite number/],
    ["a zero scale", () => w.addEntity(901, { scale: vec3(1, 0, 1) }), /each scale must be greater than 0/],
    ["a matrix that is not affine", () => w.setEntityPose(1, { matrix: [1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] }), /rows end with 0, 0, 0, 1/],
    ["an unknown preset", () => w.physicalize(1, { preset: "Ball_Glass" }), /preset: "Ball_Glass" is not a preset/],
    ["a negative mass", () => w.physicalize(1, { mass: -1, ballRadius: 2 }), /world\.physicalize\(1\): mass: -1 is out of range/],
    ["a mesh the level does not have", () => w.physicalize(1, { concave: ["nothing"] }), /concave\[0\]: there is no mesh "nothing"/],
    ["an unknown option", () => w.physicalize(1, { friction: 1, fricton: 2 } as never), /fricton: unknown option/],
    ["a block kind that does not exist", () => w.addBlock("SetPhysicsHinge" as never), /not a Building Block kind/],
    ["a block that does not exist", () => w.create(999), /block: 999 is out of range/],
    ["an input the block does not have", () => w.impulse(force), /is a SetPhysicsForce; this input needs a PhysicsImpulse/],
    ["a NaN force", () => w.setForcePins(force, { value: NaN }), /value: NaN is not a finite number/],
    ["a referential that does not exist", () => w.setForcePins(force, { directionReferential: 4242 }), /entity 4242 does not exist/],
    ["a Number Group Output of 0", () => w.setContactPins(contact, { groups: 0 }), /groups: 0 is out of range/],
    ["a unit error in a listener pin", () => w.setCollisionPins(coll, { sleep: -5 }), /sleep: -5 is out of range/],
    ["removing a physicalized entity", () => w.removeEntity(1), /is physicalized; unphysicalize it first/],
    ["a snapshot of something else", () => w.restore(new Uint8Array([1, 2, 3])), /too short/],
  ];
  for (const [what, call, message] of cases) {
    it(what, () => {
      const before = w.hash();
      let err: unknown;
      try {
        call();
      } catch (e) {
        err = e;
      }
      expect(err, "the call was accepted").toBeDefined();
      expect(err instanceof PhysicsInputError || err instanceof SnapshotError).toBe(true);
      expect(String((err as Error).message)).toMatch(message);
      expect(w.hash()).toBe(before);
    });
  }

  it("a call the engine refuses half way (a convex mesh the hull builder refuses, built at run time) is undone: PhysicsInputError, hash unchanged", () => {
    const l = parseLevel({
      format: "lockstep-physics/ballance-level", version: 1, name: "flat",
      meshes: { floor: { vertices: [-9, 0, -9, 9, 0, -9, 9, 0, 9, -9, 0, 9], faces: [0, 1, 2, 0, 2, 3] }, flat: { vertices: [0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0.5, 0, 0.5] } },
      objects: [{ id: 1, position: [0, 0, 0], preset: "Phys_Floors", physicalize: { concave: ["floor"] } }, { id: 2, position: [0, 3, 0], physicalize: false }],
      start: { position: [0, 3, 0] },
    });
    const t = createBallanceWorld({ level: l });
    t.step();
    const before = t.hash();
    expect(() => t.physicalize(2, { convex: ["flat"] })).toThrow(/world\.physicalize\(2\): mesh 1: flat convex mesh \(all points coplanar\); the call changed nothing/);
    expect(t.hash()).toBe(before);
    expect(t.isPhysicalized(2)).toBe(false);
  });
});

describe("Ballance world: state", () => {
  it("a restore into a fresh world of the level continues bit-identically (every frame's hash the same)", () => {
    const a = played(120);
    const snap = a.w.snapshot();
    const b = createBallanceWorld({ level: level(), transactional: false });
    const gb = new BallanceGame(b, "Ball_Stone");
    expect(b.hash()).not.toBe(a.w.hash());
    b.restore(snap);
    expect(b.hash()).toBe(a.w.hash());
    for (let i = 0; i < 120; i++) {
      a.g.tick(KEY_PLUS_X);
      gb.tick(KEY_PLUS_X);
      expect(b.hash()).toBe(a.w.hash());
    }
    expect(b.snapshot()).toEqual(a.w.snapshot());
  });

  it("a rollback in the same world re-simulates to the same state; a different input gives a different one", () => {
    const { w, g } = played(60);
    const snap = w.snapshot();
    for (let i = 0; i < 60; i++) g.tick(KEY_PLUS_X);
    const h = w.hash();
    w.restore(snap);
    for (let i = 0; i < 60; i++) g.tick(KEY_PLUS_X);
    expect(w.hash()).toBe(h);
    w.restore(snap);
    for (let i = 0; i < 60; i++) g.tick(0);
    expect(w.hash()).not.toBe(h);
  });

  it("a state after a run-time surface build and a Clean Physics World restores into a fresh world: the memory beyond the level's template travels with the snapshot", () => {
    const { w, g } = played(30);
    const globals = w.addBlock("SetPhysicsGlobals");
    w.setGlobalsPins(globals, { gravity: vec3(0, -20, 0), timeFactor: 2 });
    w.cleanWorld(globals);
    w.setValues(globals);
    w.unphysicalize(g.ball);
    // a level object's surface name with another scale: the first scale wins, no new build; a new name builds
    w.addEntity(950, { position: vec3(0, 4, 0), scale: vec3(2, 2, 2) });
    w.physicalize(950, { preset: "P_Box", convex: ["box_2"], surface: "box_2_big", startFrozen: true });
    const built = w.library.built.length;
    for (let i = 0; i < 10; i++) w.step();
    const snap = w.snapshot();
    const b = createBallanceWorld({ level: level(), transactional: false });
    expect(b.library.built.length).toBeLessThan(built);
    b.restore(snap);
    expect(b.hash()).toBe(w.hash());
    expect(b.memory.top).toBe(w.memory.top);
    for (let i = 0; i < 30; i++) {
      w.step();
      b.step();
    }
    expect(b.hash()).toBe(w.hash());
  });

  it("a snapshot of another level, a truncated one and a corrupted one are refused, naming why", () => {
    const { w } = played(10);
    const other = createBallanceWorld({ level: parseLevel(generateLevel({ seed: 4, segments: 3 })), transactional: false });
    expect(() => w.restore(other.snapshot())).toThrow(/another level/);
    const s = w.snapshot();
    expect(() => w.restore(s.subarray(0, s.length - 8))).toThrow(/its header says/);
    const c = s.slice();
    c[100] ^= 1;
    expect(() => w.restore(c)).toThrow(/checksum/);
  });

  it("the hash sees every frame: consecutive frames give different hashes; stateFields names fields with their bits", () => {
    const { w, g } = played(5);
    const h1 = w.hash();
    g.tick(KEY_PLUS_X);
    expect(w.hash()).not.toBe(h1);
    const fields = w.stateFields();
    expect(fields.length).toBeGreaterThan(1000);
    const paths = new Map(fields);
    expect(paths.get("world.env.tm.current_time")).toMatch(/^[0-9a-f]{16}$/);
    expect(paths.has("entities[0].matrix[12]")).toBe(true);
  });
});

describe("Ballance world: V8 and QuickJS", () => {
  it("the npm start scene (300 frames) ends in the same state hash in V8 and QuickJS", async () => {
    const r = await compareEngines(fileURLToPath(new URL("../../scenes/ballance-level.ts", import.meta.url)), 300);
    expect(r.v8.calls).toBeGreaterThan(600);
    expect(r.quickjs).toEqual(r.v8);
    expect(r.same).toBe(true);
  }, 300_000);
});
