// A deterministic generator of Ballance-like levels: a track along +x of floor tiles (concave
// triangle grids with seams between tiles), rails along both sides, ramps down and up, a bridge of
// two bare rails the ball rides on, a bay behind a floor stopper holding sector balls (the player
// ball, group Ball, passes stoppers; loose balls do not, 003 L191), loose sector balls on the track,
// a fixed dome, loose boxes, and a goal platform. The same seed gives the same level, byte for byte,
// on every machine: integer PRNG, coordinates on a 1/8 m grid (exact in f32 and in JSON).
//
// The loose boxes (P_Box, P_Modul_34_Kiste) start frozen in a walled corner nothing reaches: a box
// woken on the floor needs the convex-convex event cases of 000 ch. 6 (a later issue), which the
// engine stops on as "not yet supported".
import { Prng } from "../../runtime/prng.js";
import { LEVEL_FORMAT, LEVEL_VERSION, type LevelDescription, type MeshDescription, type ObjectDescription } from "./level.js";

/** Options of generateLevel. */
export interface GeneratorOptions {
  /** the seed (an integer; default 1) */
  seed?: number;
  /** track segments between the start and the goal (default 10, 3 … 60) */
  segments?: number;
  /** the level's name (default "generated-<seed>") */
  name?: string;
}

/** Track half-width (m): the floor spans z in [−W, W]. */
const W = 4;
/** Rail tube radius and the height of its axis above the floor (m). */
const RAIL_R = 0.5;
/** Floor grid cell (m). */
const CELL = 1;
/** The hexagon's unit directions (cos, sin of k·60°): a rail's cross-section. */
const HEX: readonly [number, number][] = [[1, 0], [0.5, 0.8660254], [-0.5, 0.8660254], [-1, 0], [-0.5, -0.8660254], [0.5, -0.8660254]];

/** Rounds to the 1/8 m grid (never −0: JSON writes −0 as 0, so a level must not hold it). */
const g8 = (v: number) => Math.round(v * 8) / 8 + 0;
/** f32 values without −0 (see g8). */
const f32 = (v: number) => Math.fround(v) + 0;

class Builder {
  readonly meshes: Record<string, MeshDescription> = {};
  readonly objects: ObjectDescription[] = [];
  private nextId = 1;
  counts = { floors: 0, rails: 0, stoppers: 0, ramps: 0, sectorBalls: 0, boxes: 0, domes: 0, triangles: 0 };

  id(): number {
    return this.nextId++;
  }

  mesh(name: string, vertices: number[], faces: number[]): string {
    if (!(name in this.meshes)) {
      this.meshes[name] = { vertices: vertices.map(f32), faces };
      this.counts.triangles += faces.length / 3;
    }
    return name;
  }

  object(o: Omit<ObjectDescription, "id">): number {
    const id = this.id();
    this.objects.push({ id, ...o, position: [f32(o.position[0]), f32(o.position[1]), f32(o.position[2])] });
    return id;
  }
}

/** A floor tile: the rectangle [0, L] × [−W, W] as a grid of CELL squares, y rising by `rise` over L. */
function floorMesh(b: Builder, length: number, rise: number): string {
  const name = `floor_${length}_${rise}`.replace(/\./g, "p").replace(/-/g, "m");
  const nx = Math.max(1, Math.round(length / CELL));
  const nz = Math.round((2 * W) / CELL);
  const v: number[] = [];
  const f: number[] = [];
  for (let i = 0; i <= nx; i++) {
    for (let k = 0; k <= nz; k++) {
      const x = (length * i) / nx;
      v.push(g8(x), g8((rise * i) / nx), -W + (2 * W * k) / nz);
    }
  }
  for (let i = 0; i < nx; i++) {
    for (let k = 0; k < nz; k++) {
      const a = i * (nz + 1) + k, bb = a + 1, c = a + nz + 1, d = c + 1;
      // the upper side's normal points up (+y): (a, b, c) with b along +z, c along +x
      f.push(a, bb, d, a, d, c);
    }
  }
  return b.mesh(name, v, f);
}

/** A rail: a hexagonal tube of radius RAIL_R along x from 0 to `length` (rising by `rise`), axis at (y, z) = (0, 0). */
function railMesh(b: Builder, length: number, rise: number): string {
  const name = `rail_${length}_${rise}`.replace(/\./g, "p").replace(/-/g, "m");
  const v: number[] = [];
  const f: number[] = [];
  for (const x of [0, length]) {
    const y0 = x === 0 ? 0 : rise;
    for (const [c, s] of HEX) v.push(x, y0 + RAIL_R * s, RAIL_R * c);
  }
  for (let k = 0; k < 6; k++) {
    const a = k, bb = (k + 1) % 6, c = a + 6, d = bb + 6;
    f.push(a, c, d, a, d, bb);
  }
  return b.mesh(name, v, f);
}

/** A wall: the vertical rectangle x in [0, length], y in [0, height] at z = 0. */
function wallMesh(b: Builder, length: number, height: number): string {
  return b.mesh(`wall_${length}_${height}`.replace(/\./g, "p"), [0, 0, 0, length, 0, 0, length, height, 0, 0, height, 0], [0, 1, 2, 0, 2, 3]);
}

/** A 2 × 2 × 2 box (convex: its corners). */
function boxMesh(b: Builder): string {
  const v: number[] = [];
  for (let i = 0; i < 8; i++) v.push(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
  return b.mesh("box_2", v, []);
}

/** A dome: a flat-topped convex cap (an octagon of radius 2 at its foot, 1.25 high). */
function domeMesh(b: Builder): string {
  const v: number[] = [];
  const oct: [number, number][] = [[1, 0], [0.7071068, 0.7071068], [0, 1], [-0.7071068, 0.7071068], [-1, 0], [-0.7071068, -0.7071068], [0, -1], [0.7071068, -0.7071068]];
  for (const [c, s] of oct) v.push(2 * c, 0, 2 * s);
  for (const [c, s] of oct) v.push(1.25 * c, 1.25, 1.25 * s);
  return b.mesh("dome", v, []);
}

/** The rails along both sides of a segment starting at (x, y), `length` long, rising by `rise`. */
function sideRails(b: Builder, x: number, y: number, length: number, rise: number, sides: number[] = [-1, 1]): void {
  const m = railMesh(b, length, rise);
  for (const side of sides) {
    b.object({ name: `Phys_FloorRails_${b.counts.rails}`, position: [x, y + RAIL_R, side * (W + RAIL_R)], preset: "Phys_FloorRails", physicalize: { concave: [m] } });
    b.counts.rails++;
  }
}

/** A floor segment of `tiles` tiles of `tile` m from (x, y) rising by `rise` in all; returns the end. */
function floorSegment(b: Builder, x: number, y: number, tiles: number, tile: number, rise: number, rails = true): [number, number] {
  const step = rise / tiles;
  const m = floorMesh(b, tile, step);
  for (let t = 0; t < tiles; t++) {
    b.object({ name: `Phys_Floors_${b.counts.floors}`, position: [x + t * tile, y + t * step, 0], preset: "Phys_Floors", physicalize: { concave: [m] }, attributes: { collDetectionId: 1, continuousContactId: 1 } });
    b.counts.floors++;
  }
  if (rails) sideRails(b, x, y, tiles * tile, rise);
  return [x + tiles * tile, y + rise];
}

/** Generates a level; the same options give the same level. */
export function generateLevel(opts: GeneratorOptions = {}): LevelDescription {
  const seed = opts.seed ?? 1;
  if (!Number.isInteger(seed)) throw new RangeError(`generateLevel: the seed ${seed} is not an integer`);
  const segments = opts.segments ?? 10;
  if (!Number.isInteger(segments) || segments < 3 || segments > 60) throw new RangeError(`generateLevel: segments ${segments} is not a whole number from 3 to 60`);
  const rng = new Prng(seed * 2654435761 + 12345);
  const b = new Builder();
  const box = boxMesh(b);
  const dome = domeMesh(b);
  // the start platform: 3 tiles, a back wall
  let [x, y] = floorSegment(b, -8, 0, 3, 8, 0);
  b.object({ name: "Start_Wall", position: [-8, 0, W], rotation: [0, 0.7071068, 0, 0.7071068], preset: "Phys_Floors", physicalize: { concave: [wallMesh(b, 2 * W, 4)] } });
  const kinds = ["P_Ball_Wood", "P_Ball_Stone", "P_Ball_Paper"];
  let bridge = false;
  let bay = false;
  for (let s = 0; s < segments; s++) {
    const roll = rng.int(100);
    const tile = 8 + 4 * rng.int(3);
    if (!bridge && s >= 2 && roll < 25) {
      // a bridge of two bare rails (the ball rides on them), then a floor again
      bridge = true;
      const len = 24;
      const m = railMesh(b, len, 0);
      for (const side of [-1, 1]) {
        // axis at floor level, 1.5 m to each side: the ball's centre stays 2 m up, as on the floor
        b.object({ name: `Phys_FloorRails_${b.counts.rails}`, position: [x, y, side * 1.5], preset: "Phys_FloorRails", physicalize: { concave: [m] } });
        b.counts.rails++;
      }
      x += len;
    } else if (!bay && s >= 1 && roll < 50) {
      // a flat segment with a bay on its +z side behind a stopper: sector balls wait there
      bay = true;
      const tiles = 3;
      const end = floorSegment(b, x, y, tiles, tile, 0, false);
      sideRails(b, x, y, tiles * tile, 0, [-1]);
      const len = tiles * tile;
      b.object({ name: "Phys_FloorStopper_0", position: [x, y, W], preset: "Phys_FloorStopper", physicalize: { concave: [wallMesh(b, len, 3)] } });
      b.counts.stoppers++;
      const bayFloor = floorMesh(b, len, 0);
      b.object({ name: "Bay_Floor", position: [x, y, 2 * W], preset: "Phys_Floors", physicalize: { concave: [bayFloor] } });
      b.counts.floors++;
      b.object({ name: "Bay_Wall", position: [x, y, 3 * W], preset: "Phys_Floors", physicalize: { concave: [wallMesh(b, len, 4)] } });
      for (let k = 0; k < 3; k++) {
        b.object({ name: `P_Ball_Bay_${k}`, position: [g8(x + 4 + 5 * k), y + 2.25, 2 * W], preset: kinds[(k + rng.int(3)) % 3] });
        b.counts.sectorBalls++;
      }
      // loose boxes in the bay's far corner, frozen, walled off from the balls
      const cx = x + len - 4;
      b.object({ name: "Box_Corner_Wall", position: [cx - 3, y, 3 * W], rotation: [0, 0.7071068, 0, 0.7071068], preset: "Phys_Floors", physicalize: { concave: [wallMesh(b, 2 * W, 4)] } });
      b.object({ name: "P_Box_0", position: [cx, y + 1.25, 2 * W + 2.5], preset: "P_Box", physicalize: { convex: [box], startFrozen: true } });
      b.object({ name: "P_Modul_34_Kiste_0", position: [cx, y + 3.5, 2 * W + 2.5], preset: "P_Modul_34_Kiste", physicalize: { convex: [box] } });
      b.counts.boxes += 2;
      [x, y] = end;
    } else if (roll < 70) {
      // a ramp down (or, after a few, up)
      const rise = (rng.int(2) === 0 ? -1 : 1) * (2 + rng.int(3));
      [x, y] = floorSegment(b, x, y, 2, tile, rise);
      b.counts.ramps++;
    } else {
      [x, y] = floorSegment(b, x, y, 2 + rng.int(2), tile, 0);
      if (rng.int(2) === 0) {
        b.object({ name: `P_Ball_Track_${b.counts.sectorBalls}`, position: [g8(x - 6), y + 2.25, g8(-1 + rng.int(3))], preset: kinds[rng.int(3)] });
        b.counts.sectorBalls++;
      } else {
        b.object({ name: `P_Dome_${b.counts.domes}`, position: [g8(x - tile), y, -W + 1.5], preset: "P_Dome", physicalize: { convex: [dome] } });
        b.counts.domes++;
      }
    }
  }
  // the goal: a wide platform with a wall across its end
  [x, y] = floorSegment(b, x, y, 2, 8, 0);
  b.object({ name: "Goal_Wall", position: [x, y, W], rotation: [0, 0.7071068, 0, 0.7071068], preset: "Phys_Floors", physicalize: { concave: [wallMesh(b, 2 * W, 4)] } });
  return {
    format: LEVEL_FORMAT,
    version: LEVEL_VERSION,
    name: opts.name ?? `generated-${seed}`,
    globals: { gravity: [0, -20, 0], timeFactor: 2 },
    meshes: b.meshes,
    objects: b.objects,
    start: { position: [-4, 2.5, 0], ball: "Ball_Wood" },
    info: { generator: "lockstep-physics generateLevel", seed, segments, goal: [x, y], ...b.counts },
  };
}
