// The desync detector: one bit flipped in one peer's state makes the peers' checksums of that
// frame differ; they exchange per-record hashes, then the differing record's fields, and both name
// the first tick and the field (`bodies[2].now.position.y`: player 1's human is body 2 of the
// public API's world). The SyncTest, given a world with state its snapshot leaves out, fails and
// names the field too (a negative control).
import { describe, expect, it, vi } from "vitest";
import { disagreements, runPeers } from "./peers-harness.js";
import { BALLANCE_LEVEL, EXAMPLE_SCENES, PS2_ROOM_INPUT, playerScript, scriptedStick } from "../../scenes/lockstep.js";
import type { BallanceLockstepWorld } from "../../src/netplay/ballance.js";
import type { LockstepGame, LockstepWorld } from "../../src/netplay/world.js";
import { syncTest, SyncTestFailure } from "../../src/netplay/synctest.js";
import { firstDifference, recordHashes, firstDifferentRecord, describeDesync } from "../../src/netplay/desync.js";
import type { Ps2LockstepWorld } from "../../src/netplay/ps2.js";

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** flips bit 0 of an f32 value's mantissa */
const flipLowBit = (v: number) => {
  f32[0] = v;
  u32[0] ^= 1;
  return f32[0];
};
const ps2 = (w: LockstepWorld) => w as Ps2LockstepWorld;
/** the owner record of a body (the public API's WorldActor), to corrupt it behind the API's back */
const owner = (w: LockstepWorld, body: number) => ps2(w).world.stateForTests.actors.get(body)!;

/** The input room, but on this machine tick `at` ends with one bit of player 1's y flipped. */
function faulty(at: number): LockstepGame {
  return {
    ...PS2_ROOM_INPUT,
    create(players) {
      const w = PS2_ROOM_INPUT.create(players);
      const step = w.step.bind(w);
      w.step = (inputs) => {
        step(inputs);
        // player 1 is the world's second body; the game state's word 0 counts the ticks
        if (ps2(w).state[0] === at) owner(w, 2).now.position.y = flipLowBit(owner(w, 2).now.position.y);
      };
      return w;
    },
  };
}

// real sockets and many worlds: give a loaded machine time
vi.setConfig({ testTimeout: 300_000 });

describe("desync detector", () => {
  it("a flipped bit in one world is the first differing field of its state walk", () => {
    const a = PS2_ROOM_INPUT.create(2);
    const b = PS2_ROOM_INPUT.create(2);
    const inputs = [new Uint8Array(2), new Uint8Array(2)];
    for (let t = 0; t < 40; t++) {
      inputs.forEach((o, p) => scriptedStick(9, p, t, o));
      a.step(inputs);
      b.step(inputs);
    }
    expect(firstDifference(a.stateFields(), b.stateFields())).toBeNull();
    const engine = ps2(b).world.engine;
    engine.pools.humans[1].body.min.y = flipLowBit(engine.pools.humans[1].body.min.y);
    expect(a.hash()).not.toBe(b.hash());
    const d = firstDifference(a.stateFields(), b.stateFields());
    expect(d?.path).toBe("pools.humans[1].body.min.y");
    expect(parseInt(d!.expected, 16) ^ parseInt(d!.actual, 16)).toBe(1);
    const ra = recordHashes(a.stateFields());
    const rb = recordHashes(b.stateFields());
    expect(ra.length).toBe(rb.length);
    expect(firstDifferentRecord(ra, rb)).toBe("pools.humans[1].body.min");
  });

  it("two peers over the relay report the first tick and the flipped field by name", async () => {
    const at = 50;
    const r = await runPeers({
      game: PS2_ROOM_INPUT,
      gameOf: (i) => (i === 1 ? faulty(at) : PS2_ROOM_INPUT),
      players: 2,
      peers: 2,
      ticks: 90,
      conditions: { latencyMs: 30, jitterMs: 20, loss: 0.05, reorder: 0.05, seed: 21 },
      script: (p, t, o) => scriptedStick(9, p, t, o),
    });
    const bad = disagreements(r);
    expect(bad.length).toBeGreaterThan(0);
    expect(Math.min(...bad.map((x) => x[0])), "the frames before the flip agree").toBe(at);
    for (const peer of r.peers) {
      const first = peer.desyncs.reduce((m, d) => (d.frame < m.frame ? d : m));
      console.log(describeDesync(first));
      expect(first.frame).toBe(at);
      expect(first.record).toBe("bodies[2].now.position");
      expect(first.field?.path).toBe("bodies[2].now.position.y");
      expect(parseInt(first.field!.expected, 16) ^ parseInt(first.field!.actual, 16), "the two values differ in one bit").toBe(1);
    }
  });

  it("two peers of the Ballance level (states kept raw, D-NETPLAY-13) name the flipped game word", async () => {
    const at = 30;
    // on this machine tick `at` ends with bit 3 of word 4 (a ball's falls) flipped
    const faultyBallance: LockstepGame = {
      ...BALLANCE_LEVEL,
      create(players) {
        const w = BALLANCE_LEVEL.create(players) as BallanceLockstepWorld;
        const step = w.step.bind(w);
        w.step = (inputs) => {
          step(inputs);
          if (w.state[0] === at) w.state[4] ^= 8;
        };
        return w;
      },
    };
    const scene = EXAMPLE_SCENES.find((x) => x.game === BALLANCE_LEVEL)!;
    const r = await runPeers({
      game: BALLANCE_LEVEL,
      gameOf: (i) => (i === 1 ? faultyBallance : BALLANCE_LEVEL),
      players: 2,
      peers: 2,
      ticks: 50,
      conditions: { latencyMs: 30, jitterMs: 20, loss: 0.05, reorder: 0.05, seed: 22 },
      script: playerScript(scene, 2),
    });
    const bad = disagreements(r);
    expect(Math.min(...bad.map((x) => x[0])), "the frames before the flip agree").toBe(at);
    for (const peer of r.peers) {
      const first = peer.desyncs.reduce((m, d) => (d.frame < m.frame ? d : m));
      console.log(describeDesync(first));
      expect(first.frame).toBe(at);
      expect(first.field?.path).toBe("game[4]");
      expect(parseInt(first.field!.expected, 16) ^ parseInt(first.field!.actual, 16)).toBe(8);
    }
  });

  it("SyncTest fails on a world whose snapshot misses state, naming the first field that differs", () => {
    // a world that keeps a drift outside its snapshot: after a rollback the drift is not rolled back
    const leaky: LockstepGame = {
      ...PS2_ROOM_INPUT,
      create(players) {
        const w = PS2_ROOM_INPUT.create(players);
        const step = w.step.bind(w);
        let hidden = 0;
        w.step = (inputs) => {
          hidden++;
          const biased = inputs.map((x) => x.slice());
          if (hidden % 7 === 0) biased[0][0] = 100;
          step(biased);
        };
        return w;
      },
    };
    let failure: unknown = null;
    try {
      syncTest(leaky, { ticks: 200, players: 2, inputs: (t, out) => out.forEach((o) => o.fill(0)) });
    } catch (e) {
      failure = e;
    }
    expect(failure).toBeInstanceOf(SyncTestFailure);
    const f = failure as SyncTestFailure;
    console.log(f.message);
    // the hidden counter first biases the input at its 7th step: the third tick's rollback of 3
    expect([f.frame, f.depth]).toEqual([3, 3]);
    expect(f.difference).not.toBeNull();
    expect(f.difference!.expected).not.toBe(f.difference!.actual);
  });
});
