// The lockstep scenes (scenes/lockstep.ts) are worlds of the public API that move exactly as the
// spec's scenes (spec/ps2/scene_room.spec, scene_room_input.spec): every human's feet and every
// body's box, bit for bit, tick after tick. And the input room's boundary (D-NETPLAY-2): a bad
// input is refused with a message naming the player and the value, before anything changes (the
// world's hash and the session's frame stay).
import { describe, expect, it } from "vitest";
import { PS2_ROOM, PS2_ROOM_INPUT, encodeStick, scriptedStick, spawnOf, stickVelocity } from "../../scenes/lockstep.js";
import { InputRoom, InputRoom_Create, InputRoom_SetStick, InputRoom_Spawn, InputRoom_Step, InputRoom_StickVelocity } from "../../scenes/generated/ps2/scene_room_input.generated.js";
import { Scene, Scene_Create, Scene_Step, type SceneActor } from "../../scenes/generated/ps2/scene_room.generated.js";
import type { Ps2LockstepWorld } from "../../src/netplay/ps2.js";
import { Vec4 } from "../../runtime/vec.js";
import { createSession } from "../../src/netplay/session.js";
import type { Transport } from "../../src/netplay/transport.js";

const alone: Transport = { id: 1, bytesSent: 0, peers: () => [], broadcast() {}, sendTo() {}, poll: () => [], close() {} };

/** the public world's bodies (feet and box) and the spec scene's, as raw values, in body order */
function bodiesOf(w: Ps2LockstepWorld): number[] {
  return w.world.bodies().flatMap((h) => {
    const p = w.world.position(h);
    const b = w.world.bounds(h);
    return [p.x, p.y, p.z, b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z];
  });
}
const specBodies = (actors: SceneActor[]): number[] =>
  actors.flatMap((a) => {
    const p = a.now.position;
    const b = a.me!;
    return [p.x, p.y, p.z, b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z];
  });

/** the first tick whose bodies differ (−1: none), comparing with Object.is (bits up to NaN payloads; −0 is not 0) */
function firstDiff(ticks: number, step: (t: number) => void, mine: () => number[], spec: () => number[]): number {
  for (let t = 0; t < ticks; t++) {
    step(t);
    const a = mine();
    const b = spec();
    if (a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]))) return t;
  }
  return -1;
}

describe("the lockstep scenes move as the spec's scenes, bit for bit", () => {
  it("the scripted room (PS2_ROOM) is spec/ps2/scene_room.spec's Scene over 10,000 ticks", () => {
    const w = PS2_ROOM.create(1) as Ps2LockstepWorld;
    const s = new Scene();
    Scene_Create(s);
    const d = firstDiff(10_000, () => (w.step([]), Scene_Step(s)), () => bodiesOf(w), () => specBodies([s.player, s.other, s.crate]));
    expect(d, "first tick that differs").toBe(-1);
    expect(w.state[2], "the script's update count").toBe(s.updates);
    expect(w.state[0], "the script's waypoint").toBe(s.target);
  });

  for (const [players, ticks] of [[2, 10_000], [1, 2_000], [8, 2_000]] as const) {
    it(`the input room with ${players} player${players === 1 ? "" : "s"} is spec/ps2/scene_room_input.spec's InputRoom over ${ticks.toLocaleString("en")} ticks of scripted sticks`, () => {
      const w = PS2_ROOM_INPUT.create(players) as Ps2LockstepWorld;
      const s = new InputRoom();
      InputRoom_Create(s, players);
      const inputs = Array.from({ length: players }, () => new Uint8Array(2));
      const axis = (b: number) => (b << 24) >> 24;
      const step = (t: number) => {
        inputs.forEach((o, p) => scriptedStick(16, p, t, o));
        w.step(inputs);
        inputs.forEach((o, p) => InputRoom_SetStick(s, p, axis(o[0]), axis(o[1])));
        InputRoom_Step(s);
      };
      const d = firstDiff(ticks, step, () => bodiesOf(w), () => specBodies([...s.players.slice(0, players).map((p) => p.actor), s.other, s.crate]));
      expect(d, "first tick that differs").toBe(-1);
      expect(w.state[0], "ticks").toBe(s.ticks);
    });
  }

  it("the spawn points and the stick's velocity are the spec's, every stick of −127 … 127 on both axes", () => {
    const v = new Vec4();
    for (let i = 0; i < 8; i++) {
      InputRoom_Spawn(i, v);
      expect([spawnOf(i).x, spawnOf(i).y, spawnOf(i).z]).toEqual([v.x, v.y, v.z]);
    }
    let bad = 0;
    for (let x = -127; x <= 127; x++) {
      for (let y = -127; y <= 127; y++) {
        InputRoom_StickVelocity(x, y, v);
        const m = stickVelocity(x, y);
        if (!(Object.is(m.x, v.x) && Object.is(m.y, v.y) && Object.is(m.z, v.z))) bad++;
      }
    }
    expect(bad, "sticks whose velocity differs").toBe(0);
  });
});

describe("the input room's inputs", () => {
  it("a stick axis of −128 is refused by the game's check, naming the player and the axis", () => {
    expect(() => PS2_ROOM_INPUT.checkInput(1, encodeStick(5, -128))).toThrow(/player 1's stick y is -128 .*−127 … 127/);
    expect(() => PS2_ROOM_INPUT.checkInput(0, encodeStick(127, -127))).not.toThrow();
  });

  it("a bad stick in a tick stops before any player moved: the world's hash is unchanged", () => {
    const w = PS2_ROOM_INPUT.create(2);
    w.step([encodeStick(100, 0), encodeStick(0, 100)]);
    const before = w.hash();
    expect(() => w.step([encodeStick(100, 0), encodeStick(-128, 0)])).toThrow(/player 1's stick x is -128/);
    expect(w.hash()).toBe(before);
    expect(() => w.step([encodeStick(100, 0)])).toThrow(/1 inputs for 2 players/);
    expect(w.hash()).toBe(before);
  });

  it("a session refuses a bad local input or one of the wrong size and stays where it was", () => {
    const s = createSession({ game: PS2_ROOM_INPUT, players: 1, owners: [1], transport: alone });
    s.advance(encodeStick(20, 20));
    const frame = s.frame;
    const hash = s.world.hash();
    expect(() => s.advance(encodeStick(-128, 0))).toThrow(/player 0's stick x is -128/);
    expect(() => s.advance(new Uint8Array(3))).toThrow(/3 bytes; this game's input is 2 bytes/);
    expect([s.frame, s.world.hash()]).toEqual([frame, hash]);
  });

  it("a session refuses a world with some of save, load, hashOf and encode but not all four", () => {
    const half = {
      ...PS2_ROOM_INPUT,
      create(players: number) {
        const w = PS2_ROOM_INPUT.create(players);
        return Object.assign(Object.create(w) as typeof w, { save: () => ({}) });
      },
    };
    expect(() => createSession({ game: half, players: 1, owners: [1], transport: alone })).toThrow(/save, load, hashOf or encode must have all four/);
  });

  it("the room holds 1 … 8 players", () => {
    expect(() => InputRoom_Create(new InputRoom(), 9)).toThrow(/9 players asked for; the room holds 1 … 8/);
    expect(() => InputRoom_Create(new InputRoom(), 0)).toThrow(/0 players asked for/);
    expect(() => PS2_ROOM_INPUT.create(9)).toThrow(/9 players asked for; the room holds 1 … 8/);
    expect(() => PS2_ROOM_INPUT.create(0)).toThrow(/0 players asked for/);
  });

  it("a diagonal stick is no faster than an axis (the stick's length is capped at 127)", () => {
    const axis = new Vec4();
    const diag = new Vec4();
    InputRoom_StickVelocity(127, 0, axis);
    InputRoom_StickVelocity(127, 127, diag);
    expect(diag.x).toBe(diag.y);
    const speed = (v: Vec4) => Math.sqrt(v.x * v.x + v.y * v.y);
    // 3 m/s both, up to the f32 roundings of the two ways of computing it
    expect(Math.abs(speed(diag) - speed(axis))).toBeLessThan(3 * 2 ** -22);
    expect(axis.y).toBe(0);
  });
});
