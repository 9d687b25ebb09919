// Issue 11 item 3 as far as the public API reaches: every value a game hands over is rounded to
// the precision of the field it lands in (f32 on the PS2 side) before it reaches the engine, so a
// game that passes unrounded doubles and one that rounds them itself run the same simulation, bit
// for bit (the generated engine's own boundaries, host callbacks' results, are stage 2: see the
// report's list).
import { describe, expect, it } from "vitest";
import { createIvpGeometry, createLevel, createWorld, quat, vec3 } from "./index.js";

const f = Math.fround;

describe("the public API rounds at the boundary", () => {
  it("unrounded and pre-rounded positions, velocities, sizes, options and level vertices give one trajectory and one hash", () => {
    const run = (r: (x: number) => number) => {
      const level = createLevel({ vertices: [0, 0, 0, 20.1, 0, 0, 20.1, 20.3, 0.1, 0, 20.3, 0.1, 10.7, 0, 0, 10.7, 0, 3.3, 10.7, 20.3, 3.3, 10.7, 20.3, 0].map(r), triangles: [0, 1, 2, 2, 3, 0, 4, 5, 6, 6, 7, 4], cellSize: r(2.1) });
      const w = createWorld({ level });
      const p = w.addHuman({ position: vec3(r(2.1), r(5.3), r(0.1)), weight: r(81.7), scale: r(1.05), headHeight: r(1.61), groundFollow: { up: r(0.9), down: r(1.3), minNormalZ: r(0.71) } });
      w.addBox({ position: vec3(r(6.1), r(5.2), r(0.4)), rotation: quat(0, 0, r(0.0998), r(0.995)), width: r(1.1), height: r(0.9) });
      const s = w.addSphere({ position: vec3(r(3.3), r(9.9), r(0.7)), radius: r(0.45) });
      const trace: number[] = [];
      for (let i = 0; i < 200; i++) {
        w.move(p, vec3(r(3.1), r(i < 100 ? 0.1 : 1.7), 0), r(1 / 30));
        w.move(s, vec3(r(-0.7), r(0.3), 0), r(1 / 30));
        const q = w.position(p);
        trace.push(q.x, q.y, q.z);
      }
      w.place(s, vec3(r(4.4), r(4.4), r(0.5)));
      return { trace, hash: w.hash(), fp: level.fingerprint };
    };
    const a = run((x) => x);
    const b = run(f);
    expect(a.fp).toBe(b.fp);
    expect(a.trace).toEqual(b.trace);
    expect(a.hash).toBe(b.hash);
    // and the values really were rounded: a move of 3.1 m/s is f32(3.1) m/s
    expect(a.trace.every((v) => f(v) === v)).toBe(true);
  });

  it("IVP vertices and scales are rounded to f32 as the game's meshes are", () => {
    const mesh = (r: (x: number) => number) => ({ vertices: [-1.1, -1.1, 0.1, 1.1, -1.1, 0.1, 1.1, 1.1, 0.1, -1.1, 1.1, 0.1].map(r), triangles: [0, 1, 2, 2, 3, 0], scale: vec3(r(1.3), r(1.3), r(0.7)) });
    const a = createIvpGeometry({ meshes: [mesh((x) => x)] });
    const b = createIvpGeometry({ meshes: [mesh(f)] });
    const bytes = (g: typeof a) => Array.from(g.memory.u8.subarray(g.surfaceAddresses[0], g.surfaceAddresses[0] + (g.memory.u32[(g.surfaceAddresses[0] + 0x1c) >>> 2] >>> 8)));
    expect(bytes(a)).toEqual(bytes(b));
  });
});
