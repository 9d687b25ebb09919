// The input room's boundary (D-NETPLAY-2): a bad input is refused with a message naming the
// player and the value, before anything changes (the world's hash and the session's frame stay).
import { describe, expect, it } from "vitest";
import { PS2_ROOM_INPUT, encodeStick } from "../../scenes/lockstep.js";
import { InputRoom, InputRoom_Create, InputRoom_StickVelocity } from "../../generated/ps2/scene_room_input.generated.js";
import { Vec4 } from "../../runtime/vec.js";
import { createSession } from "../../src/netplay/session.js";
import type { Transport } from "../../src/netplay/transport.js";

const alone: Transport = { id: 1, bytesSent: 0, peers: () => [], broadcast() {}, sendTo() {}, poll: () => [], close() {} };

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

  it("the room holds 1 … 8 players", () => {
    expect(() => InputRoom_Create(new InputRoom(), 9)).toThrow(/9 players asked for; the room holds 1 … 8/);
    expect(() => InputRoom_Create(new InputRoom(), 0)).toThrow(/0 players asked for/);
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
