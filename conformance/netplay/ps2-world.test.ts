// A public-API PS2 world as a lockstep world (src/netplay/ps2.ts): its snapshot carries the world
// and the game's own state words, restores them (also into a world built afresh) so both continue
// bit-identically, its hash sees every word, its field list names them (`game[i]`), and a
// snapshot that does not fit is refused before anything changes.
import { describe, expect, it } from "vitest";
import { createLevel, createWorld, vec3, SnapshotError } from "../../src/index.js";
import { lockstepPs2World, type GameState } from "../../src/netplay/ps2.js";

const level = createLevel({ vertices: [0, 0, 0, 20, 0, 0, 20, 20, 0, 0, 20, 0], triangles: [0, 1, 2, 2, 3, 0] });

/** one human walking by its input (x, y as signed bytes, m/s × 1/32), a tick counter and the sum of inputs in the state */
function game<S extends GameState>(state: S) {
  const world = createWorld({ level, transactional: false });
  const h = world.addHuman({ position: vec3(5, 5, 0), player: 0 });
  const axis = (b: number) => (b << 24) >> 24;
  return lockstepPs2World(world, {
    state,
    step([input]) {
      world.move(h, vec3(axis(input[0]) / 32, axis(input[1]) / 32, 0), 1 / 30);
      state[0] += 1;
      state[1] += axis(input[0]);
    },
  });
}

const input = (t: number) => [new Uint8Array([(t * 7) & 0x7f, (t * 13) & 0x7f])];

describe("lockstepPs2World", () => {
  for (const make of [() => new Int32Array(2), () => new Float32Array(2), () => new Float64Array(2), () => new Uint32Array(2)]) {
    const name = make().constructor.name;
    it(`restores the world and the game state (${name}) in place and into a fresh world; both continue bit-identically`, () => {
      const a = game(make());
      for (let t = 0; t < 40; t++) a.step(input(t));
      const snap = a.snapshot();
      const at = a.hash();
      expect(snap.length).toBe(a.world.snapshot().length + 2 * make().BYTES_PER_ELEMENT);
      for (let t = 40; t < 90; t++) a.step(input(t));
      const ahead = a.hash();
      const b = game(make());
      b.restore(snap);
      expect([b.hash(), Array.from(b.state)]).toEqual([at, [40, Array.from({ length: 40 }, (_, t) => (t * 7) & 0x7f).reduce((x, y) => x + y, 0)]]);
      for (let t = 40; t < 90; t++) b.step(input(t));
      expect(b.hash()).toBe(ahead);
      a.restore(snap);
      expect(a.hash()).toBe(at);
      const c = game(make());
      c.restore(snap);
      expect(c.stateFields()).toEqual(a.stateFields());
    });
  }

  it("the hash sees the game state, the field list names it, and with no state the hash is the world's", () => {
    const a = game(new Int32Array(2));
    const h = a.hash();
    a.state[1] = 5;
    expect(a.hash()).not.toBe(h);
    expect(a.stateFields().slice(-2)).toEqual([["game[0]", "00000000"], ["game[1]", "00000005"]]);
    const world = createWorld({ level });
    const bare = lockstepPs2World(world, { step() {} });
    expect(bare.hash()).toBe(world.hash());
    expect(bare.snapshot()).toEqual(world.snapshot());
  });

  it("a NaN in a float state hashes as one pattern, whatever its payload", () => {
    const a = game(new Float64Array(2));
    const b = game(new Float64Array(2));
    const bits = new DataView(new ArrayBuffer(8));
    bits.setUint32(0, 1, true);
    bits.setUint32(4, 0x7ff00000, true); // a signalling NaN's pattern
    a.state[0] = NaN;
    b.state[0] = bits.getFloat64(0, true);
    expect(b.state[0]).toBeNaN();
    expect(a.hash()).toBe(b.hash());
  });

  it("a snapshot of another world or a corrupted one is refused before anything changes", () => {
    const a = game(new Int32Array(2));
    for (let t = 0; t < 10; t++) a.step(input(t));
    const h = a.hash();
    const other = lockstepPs2World(createWorld({ level: createLevel({ vertices: [0, 0, 0, 9, 0, 0, 9, 9, 0], triangles: [0, 1, 2] }) }), { step() {}, state: new Int32Array(2) });
    expect(() => a.restore(other.snapshot())).toThrow(SnapshotError);
    const bad = a.snapshot();
    bad[20] ^= 0x40;
    expect(() => a.restore(bad)).toThrow(SnapshotError);
    expect(() => a.restore(new Uint8Array(3))).toThrow(/snapshot/);
    expect(a.hash()).toBe(h);
    expect(() => lockstepPs2World(a.world, {} as never)).toThrow(/step\(inputs\)/);
    expect(() => lockstepPs2World(a.world, { step() {}, state: [1, 2] as never })).toThrow(/Int32Array/);
  });
});
