// The Ballance level as a lockstep world (scenes/lockstep.ts BALLANCE_LEVEL over
// src/netplay/ballance.ts): its snapshot carries the world and the game's words (the tick, each
// ball's kind and falls) and restores them, in place and into a world built afresh, so both
// continue bit-identically; its hash sees the words and its field list names them; bad keys, a
// wrong number of inputs and a snapshot that does not fit are refused before anything changes.
import { describe, expect, it } from "vitest";
import { BALLANCE_LEVEL, inputBuffers, sceneNamed } from "../../scenes/lockstep.js";
import { SnapshotError, createBallanceWorld, generateLevel, parseLevel } from "../../src/index.js";
import { lockstepBallanceWorld, type BallanceLockstepWorld } from "../../src/netplay/ballance.js";
import { checkInputShape } from "../../src/netplay/world.js";

const scene = sceneNamed("ballance-level");

function run(w: BallanceLockstepWorld, from: number, to: number): void {
  const inputs = inputBuffers(scene);
  for (let t = from; t < to; t++) {
    scene.script(t, inputs);
    w.step(inputs);
  }
}

describe("the Ballance level as a lockstep world", () => {
  it("restores the world and the game state in place and into a fresh world; both continue bit-identically", () => {
    const a = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    run(a, 0, 120);
    const snap = a.snapshot();
    const at = a.hash();
    expect(snap.length).toBe(a.world.snapshot().length + 4 * 5);
    run(a, 120, 200);
    const ahead = a.hash();
    const b = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    b.restore(snap);
    expect(b.hash()).toBe(at);
    expect(b.state[0]).toBe(120);
    run(b, 120, 200);
    expect(b.hash()).toBe(ahead);
    a.restore(snap);
    expect(a.hash()).toBe(at);
    const c = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    c.restore(snap);
    expect(c.stateFields()).toEqual(a.stateFields());
  });

  it("a raw save (the session's rollback ring, D-NETPLAY-13) hashes, encodes and loads as hash, snapshot and restore do, in place and in a fresh world", () => {
    const a = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    run(a, 0, 150);
    const saved = a.save!();
    expect(a.hashOf!(saved)).toBe(a.hash());
    expect(Array.from(a.encode!(saved))).toEqual(Array.from(a.snapshot()));
    const at = a.hash();
    const fields = a.stateFields();
    run(a, 150, 230);
    const ahead = a.hash();
    // the state kept does not follow the world on
    expect(a.hashOf!(saved)).toBe(at);
    a.load!(saved);
    expect(a.hash()).toBe(at);
    expect(a.state[0]).toBe(150);
    const b = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    b.load!(saved);
    expect(b.hash()).toBe(at);
    expect(b.stateFields()).toEqual(fields);
    run(b, 150, 230);
    expect(b.hash()).toBe(ahead);
    // memory reused: saving into an old state overwrites it with the current one
    const again = b.save!(saved);
    expect(b.hashOf!(again)).toBe(ahead);
    const c = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    c.restore(b.encode!(again));
    expect(c.hash()).toBe(ahead);
  });

  it("a raw save of another level's world or of another player count is refused before anything changes", () => {
    const a = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    run(a, 0, 10);
    const h = a.hash();
    const other = lockstepBallanceWorld(createBallanceWorld({ level: parseLevel(generateLevel({ seed: 2, segments: 3 })) }), {
      step() {},
      state: new Int32Array(5),
    });
    expect(() => a.load!(other.save!())).toThrow(/another level/);
    expect(() => a.load!(BALLANCE_LEVEL.create(1).save!())).toThrow(/save\(\) returned/);
    expect(() => a.load!({})).toThrow(/save\(\) returned/);
    expect(() => a.world.load({} as never)).toThrow(SnapshotError);
    expect(a.hash()).toBe(h);
  });

  it("the hash sees the game's words and the field list names them (the tick, then each ball's kind and falls)", () => {
    const a = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    const h = a.hash();
    expect(Array.from(a.state)).toEqual([0, 0, 0, 1, 0]);
    a.state[4] = 1;
    expect(a.hash()).not.toBe(h);
    expect(a.stateFields().slice(-5)).toEqual([
      ["game[0]", "00000000"],
      ["game[1]", "00000000"],
      ["game[2]", "00000000"],
      ["game[3]", "00000001"],
      ["game[4]", "00000001"],
    ]);
  });

  it("a key byte with bits above the four navigation keys, a wrong input count and a bad player count are refused before anything changes", () => {
    const a = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    run(a, 0, 10);
    const h = a.hash();
    expect(() => checkInputShape(BALLANCE_LEVEL, 1, new Uint8Array([0x11]))).toThrow(/player 1's keys are 0x11; only bits 0-3/);
    expect(() => checkInputShape(BALLANCE_LEVEL, 0, new Uint8Array(2))).toThrow(/1 bytes per player/);
    expect(() => a.step([new Uint8Array([1]), new Uint8Array([0x80])])).toThrow(/player 1's keys are 0x80/);
    expect(() => a.step([new Uint8Array([1])])).toThrow(/1 inputs for 2 players/);
    expect(a.hash()).toBe(h);
    expect(a.state[0]).toBe(10);
    expect(() => BALLANCE_LEVEL.create(5)).toThrow(/1 … 4 balls/);
    expect(() => BALLANCE_LEVEL.create(0)).toThrow(/1 … 4 balls/);
  });

  it("a snapshot of another level's world, of another player count or a corrupted one is refused before anything changes", () => {
    const a = BALLANCE_LEVEL.create(2) as BallanceLockstepWorld;
    run(a, 0, 10);
    const h = a.hash();
    const other = lockstepBallanceWorld(createBallanceWorld({ level: parseLevel(generateLevel({ seed: 2, segments: 3 })) }), {
      step() {},
      state: new Int32Array(5),
    });
    expect(() => a.restore(other.snapshot())).toThrow(SnapshotError);
    expect(() => a.restore(BALLANCE_LEVEL.create(1).snapshot())).toThrow(SnapshotError);
    const bad = a.snapshot();
    bad[40] ^= 0x40;
    expect(() => a.restore(bad)).toThrow(SnapshotError);
    expect(() => a.restore(new Uint8Array(3))).toThrow(/snapshot/);
    expect(a.hash()).toBe(h);
    expect(() => lockstepBallanceWorld(a.world, {} as never)).toThrow(/step\(inputs\)/);
    expect(() => lockstepBallanceWorld(a.world, { step() {}, state: [1] as never })).toThrow(/Int32Array/);
  });
});
