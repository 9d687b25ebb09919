// The peer benchmarks' deterministic meshes and queries: an undulating floor of n × n quads of
// 1 m (two triangles each, normals up), heights from a sum of parabola waves (no transcendental
// function, so the same f32 coordinates on every machine), and fixed query sets drawn from the
// project's seeded generator. Bench code, not engine code.
import { Prng } from "../../runtime/prng.js";

const f = Math.fround;

/** A periodic bump in [0, 1]: 4·u·(1 − u) of the fractional part. */
function wave(u: number): number {
  const t = u - Math.floor(u);
  return 4 * t * (1 - t);
}

/** The floor's height at (x, y), 0 … 7.5 m (hills of 6 m, slopes up to about 1.5), rounded to f32 (every engine gets the same f32 vertices). */
export function floorHeight(x: number, y: number): number {
  return f(6 * wave(x / 37.1) * wave(y / 29.3) + 1.2 * wave((x + y) / 9.7) + 0.3 * wave((x - 2 * y) / 3.1));
}

export interface Floor {
  /** quads per side */
  n: number;
  triangles: number;
  /** (n + 1)² vertices, x y z interleaved, f32 */
  vertices: Float32Array;
  /** 2n² triangles, three vertex indices each */
  indices: Uint32Array;
}

/** The floor of n × n quads: vertex (i, j) at (i, j, h(i, j)); quad (i, j) is the triangles
 *  (a, b, c) and (b, d, c) with a = (i, j), b = (i+1, j), c = (i, j+1), d = (i+1, j+1),
 *  counter-clockwise from above, triangle 2·(j·n + i) + k. */
export function makeFloor(n: number): Floor {
  const vertices = new Float32Array((n + 1) * (n + 1) * 3);
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) {
      const v = (j * (n + 1) + i) * 3;
      vertices[v] = i;
      vertices[v + 1] = j;
      vertices[v + 2] = floorHeight(i, j);
    }
  }
  const indices = new Uint32Array(n * n * 6);
  let k = 0;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const a = j * (n + 1) + i, b = a + 1, c = a + n + 1, d = c + 1;
      indices[k++] = a; indices[k++] = b; indices[k++] = c;
      indices[k++] = b; indices[k++] = d; indices[k++] = c;
    }
  }
  return { n, triangles: 2 * n * n, vertices, indices };
}

export interface Queries {
  count: number;
  /** query points (x, y) inside the floor, 2 m from its edge */
  x: Float64Array;
  y: Float64Array;
  /** a per-query height offset in [0, 1) */
  u: Float64Array;
}

/** `count` query points over the floor of n quads per side, the same for every engine. */
export function makeQueries(n: number, count: number, seed: number): Queries {
  const rng = new Prng(seed);
  const q: Queries = { count, x: new Float64Array(count), y: new Float64Array(count), u: new Float64Array(count) };
  for (let i = 0; i < count; i++) {
    q.x[i] = f(rng.range(2, n - 2));
    q.y[i] = f(rng.range(2, n - 2));
    q.u[i] = rng.unit();
  }
  return q;
}

/** The query shapes, shared by every engine and by the reference. */
export const RAY_TOP = 20;
export const RAY_LENGTH = 30;
export const SWEEP_R = 0.5;
/** the sweep's move: 0.2 m, down and along +x (0.12, 0, −0.16) */
export const SWEEP_MOVE = [f(0.12), 0, f(-0.16)] as const;
export const OVERLAP_R = 1;

/** The mesh's own height at (x, y) (the piecewise-linear surface of its triangles), in f64. */
export function meshHeight(x: number, y: number): number {
  const i = Math.floor(x), j = Math.floor(y), fx = x - i, fy = y - j;
  const ha = floorHeight(i, j), hb = floorHeight(i + 1, j), hc = floorHeight(i, j + 1), hd = floorHeight(i + 1, j + 1);
  if (fx + fy <= 1) return ha + fx * (hb - ha) + fy * (hc - ha);
  return hd + (1 - fx) * (hc - hd) + (1 - fy) * (hb - hd);
}

/** Sweep start for query i: above the mesh by r + 0.02 … r + 0.22 (some start within reach of a
 *  slope, none behind the face below). */
export function sweepStart(q: Queries, i: number): [number, number, number] {
  return [q.x[i], q.y[i], f(meshHeight(q.x[i], q.y[i]) + SWEEP_R + 0.02 + 0.2 * q.u[i])];
}

/** Overlap centre for query i: 0.3 … 1.8 m above the mesh (about half of them overlap). */
export function overlapCentre(q: Queries, i: number): [number, number, number] {
  return [q.x[i], q.y[i], f(meshHeight(q.x[i], q.y[i]) + 0.3 + 1.5 * q.u[i])];
}
