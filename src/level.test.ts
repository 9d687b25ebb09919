// PS2 levels through the public API: the winding rule as documented, two-sided triangles, and a
// level split into parts (D-FACADE-3) answering as one mesh does for boxes within the margin.
import { describe, expect, it } from "vitest";
import { createLevel, createWorld, vec3, type LevelDescription, type Ps2World } from "./index.js";
import { Prng } from "../runtime/prng.js";

/** A normal straight down (its x and y may be −0: the reversed normal of a back hit). */
const expectDown = (n: { x: number; y: number; z: number }) => expect([Math.abs(n.x), Math.abs(n.y), n.z]).toEqual([0, 0, -1]);

describe("the winding rule", () => {
  const floor = (ccw: boolean, twoSided = false): LevelDescription => ({
    vertices: [0, 0, 0, 10, 0, 0, 10, 10, 0, 0, 10, 0],
    triangles: ccw ? [0, 1, 2, 2, 3, 0] : [0, 2, 1, 2, 0, 3],
    twoSided,
  });

  it("a floor counter-clockwise seen from above is hit from above, with its normal up; wound the other way it is a ceiling", () => {
    const up = createWorld({ level: floor(true) }).castRay(vec3(3, 4, 5), vec3(0, 0, -1), 10);
    expect(up).not.toBeNull();
    expect(up!.normal).toEqual(vec3(0, 0, 1));
    expect(up!.distance).toBe(5);
    expect(up!.point).toEqual(vec3(3, 4, 0));
    expect(createWorld({ level: floor(false) }).castRay(vec3(3, 4, 5), vec3(0, 0, -1), 10)).toBeNull();
    expectDown(createWorld({ level: floor(false) }).castRay(vec3(3, 4, -5), vec3(0, 0, 1), 10)!.normal);
  });

  it("a two-sided triangle is hit from both sides, the normal towards the ray", () => {
    const w = createWorld({ level: floor(true, true) });
    expect(w.castRay(vec3(3, 4, 5), vec3(0, 0, -1), 10)!.normal).toEqual(vec3(0, 0, 1));
    expectDown(w.castRay(vec3(3, 4, -5), vec3(0, 0, 1), 10)!.normal);
  });

  it("a wall stops a human walking into its front and lets it through from behind", () => {
    // a floor and a wall at x = 5 facing −x (counter-clockwise seen from x < 5)
    const level = createLevel({
      vertices: [0, 0, 0, 10, 0, 0, 10, 10, 0, 0, 10, 0, 5, 0, 0, 5, 0, 3, 5, 10, 3, 5, 10, 0],
      triangles: [0, 1, 2, 2, 3, 0, 4, 5, 6, 6, 7, 4],
    });
    const w = createWorld({ level });
    const front = w.addHuman({ position: vec3(3, 3, 0) });
    const back = w.addHuman({ position: vec3(7, 7, 0) });
    for (let i = 0; i < 60; i++) {
      w.move(front, vec3(3, 0, 0), 1 / 30);
      w.move(back, vec3(-3, 0, 0), 1 / 30);
    }
    expect(w.position(front).x).toBeLessThan(5 - 0.35 + 1e-6);
    expect(w.position(back).x).toBeLessThan(2);
  });
});

/** A bumpy floor of quads with a ring of walls, `n` × `n` quads of 1 m. */
function bumpyLevel(n: number): { vertices: number[]; triangles: number[] } {
  const vertices: number[] = [];
  const triangles: number[] = [];
  const rng = new Prng(77);
  for (let j = 0; j <= n; j++) for (let i = 0; i <= n; i++) vertices.push(i, j, Math.fround(rng.range(0, 0.15)));
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const a = j * (n + 1) + i, b = a + 1, c = a + n + 2, d = a + n + 1;
      triangles.push(a, b, c, c, d, a);
    }
  // walls every 6 m along x, facing −x, 2 m long, with gaps
  for (let x = 6; x < n; x += 6)
    for (let y = 1; y + 2 < n; y += 4) {
      const k = vertices.length / 3;
      vertices.push(x, y, 0, x, y, 2, x, y + 2, 2, x, y + 2, 0);
      triangles.push(k, k + 1, k + 2, k + 2, k + 3, k);
    }
  return { vertices, triangles };
}

function walk(w: Ps2World, n: number, log: number[]): void {
  const rng = new Prng(5);
  const hs = [vec3(2, 2, 0), vec3(20, 30, 0), vec3(33, 5, 0), vec3(15, 15, 0)].map((p) => w.addHuman({ position: p }));
  const s = w.addSphere({ position: vec3(10, 10, 0.6), radius: 0.5 });
  for (let i = 0; i < n; i++) {
    for (const h of hs) {
      const v = vec3(Math.fround(rng.range(-4, 4)), Math.fround(rng.range(-4, 4)), 0);
      w.move(h, v, 1 / 30);
      const p = w.position(h);
      log.push(p.x, p.y, p.z);
    }
    w.move(s, vec3(2, 1.5, 0), 1 / 30);
  }
}

describe("a level split into parts", () => {
  const desc = bumpyLevel(40);
  const one = createLevel(desc);
  const split = createLevel({ ...desc, maxTrianglesPerPart: 700, splitMargin: 2 });

  it("splits by space into parts within the limit", () => {
    expect(one.meshCount).toBe(1);
    expect(split.meshCount).toBeGreaterThan(4);
    expect(split.triangleCount).toBe(one.triangleCount);
    for (const p of split.split!.parts) expect(p.world.mesh.flags.length).toBeLessThanOrEqual(700);
  });

  it("moves bodies exactly as one mesh does (every position, every update)", () => {
    const a: number[] = [];
    const b: number[] = [];
    walk(createWorld({ level: one }), 150, a);
    walk(createWorld({ level: split }), 150, b);
    expect(b).toEqual(a);
  });

  it("answers rays within the margin (boxes up to 2 m) as one mesh does, and longer rays with the same nearest distance", () => {
    const wa = createWorld({ level: one });
    const wb = createWorld({ level: split });
    const rng = new Prng(9);
    let long = 0;
    for (let i = 0; i < 2000; i++) {
      const o = vec3(Math.fround(rng.range(-2, 42)), Math.fround(rng.range(-2, 42)), Math.fround(rng.range(0.2, 3)));
      const d = vec3(Math.fround(rng.range(-1, 1)), Math.fround(rng.range(-1, 1)), Math.fround(rng.range(-1, 0.2)));
      const len = i % 4 === 0 ? 30 : Math.fround(rng.range(0.2, 1.1));
      const ha = wa.castRay(o, d, len);
      const hb = wb.castRay(o, d, len);
      if (len > 2) {
        long++;
        expect(hb?.distance, `ray ${i}`).toEqual(ha?.distance);
      } else expect(hb, `ray ${i}`).toEqual(ha);
    }
    expect(long).toBe(500);
  });

  it("names the level's own triangle indices in contacts and hits", () => {
    const w = createWorld({ level: split });
    const h = w.castRay(vec3(6.5, 2.5, 5), vec3(0, 0, -1), 10)!;
    // the quad (6, 2) of the floor: triangles 2·(2·40 + 6) and the next
    expect([172, 173]).toContain(h.triangle);
  });
});
