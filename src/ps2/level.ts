// A PS2 level: the static collision geometry a world moves its bodies against, built once from a
// triangle list and shared by reference by every world (and every snapshot) made with it.
import { CollisionMesh, CollisionMesh_AddTriangle, CollisionMesh_Build, MESH_TRI_ENABLED, MESH_TRI_TWO_SIDED } from "../../generated/ps2/collision_mesh.generated.js";
import { SPLIT_PART_MAX, SplitLevel, SplitLevel_Build, type LevelPart } from "../../generated/ps2/split_level.generated.js";
import { PhysicsInputError } from "../errors.js";
import { SpecAssertionError } from "../../runtime/assert.js";
import { finite, integer, numberList, options, positiveF32 } from "../check.js";

const fround = Math.fround;

/**
 * The triangles of a level.
 *
 * Winding: a triangle (a, b, c) is solid on the side its normal (b − a) × (c − a) points away
 * from, and open on the side it points to: seen from the open side its corners run
 * counter-clockwise. Bodies moving into the front face (against the normal) are stopped; a
 * one-sided triangle is passed through from behind, as the PS2 game's level is. A two-sided
 * triangle blocks from both sides (a thin free-standing wall). Floors are triangles whose normal
 * points up (z is up): a floor wound clockwise seen from above is a ceiling.
 */
export interface LevelDescription {
  /** Vertex positions in metres, x, y, z per vertex (z up). */
  vertices: ArrayLike<number>;
  /**
   * Three vertex indices per triangle. Omitted: `vertices` is a triangle list, three consecutive
   * vertices per triangle.
   */
  triangles?: ArrayLike<number>;
  /** Two-sided triangles: one boolean for all, or one entry (boolean or 0/1) per triangle. Default false. */
  twoSided?: boolean | ArrayLike<boolean | number>;
  /**
   * Side of the query grid's cubic cells in metres (default 2, the documents' value). A level so
   * large that the grid would hold more than eight cells per triangle gets cells twice as large,
   * again until it does not (the answers do not depend on the cell size, only the order in which
   * equal candidates are met).
   */
  cellSize?: number;
  /**
   * Levels of more triangles than one collision mesh holds (262,016) are split by space into
   * parts (D-FACADE-3). A query box up to `splitMargin` metres on each side (default 8: a human's
   * box and a move of up to 6 m per update) is answered by one part exactly as one mesh would; a
   * larger one merges parts.
   */
  splitMargin?: number;
  /** The most triangles of one part (default and at most 262,016; lower only to test splitting). */
  maxTrianglesPerPart?: number;
}

const LEVEL_OPTIONS = ["vertices", "triangles", "twoSided", "cellSize", "splitMargin", "maxTrianglesPerPart"] as const;

/** A built level, immutable and shared by the worlds made with it. */
export class Ps2Level {
  /** Number of triangles (their indices 0 … n − 1 are what ray and contact results name). */
  readonly triangleCount: number;
  /** The grid cell size used (metres). */
  readonly cellSize: number;
  /** Number of collision meshes (1, or the parts of a split level). */
  readonly meshCount: number;
  /** A 32-bit fingerprint of the triangles, flags and cell size: snapshots carry it. */
  readonly fingerprint: number;
  /** @internal the one mesh, or null for a split level */
  readonly mesh: CollisionMesh | null;
  /** @internal the split level's parts, shared by the worlds' SplitLevel records */
  readonly split: SplitLevel | null;

  /** @internal use createLevel */
  constructor(mesh: CollisionMesh | null, split: SplitLevel | null, triangleCount: number, cellSize: number, fingerprint: number) {
    this.mesh = mesh;
    this.split = split;
    this.triangleCount = triangleCount;
    this.cellSize = cellSize;
    this.meshCount = split ? split.parts.length : 1;
    this.fingerprint = fingerprint;
    Object.freeze(this);
  }

  /** @internal a world's own SplitLevel record over the shared parts (its world and owners are the world's). */
  splitFor(): SplitLevel {
    const s = this.split!;
    const mine = new SplitLevel();
    mine.parts = s.parts as LevelPart[];
    mine.flags = s.flags;
    mine.bounds = s.bounds;
    mine.margin = s.margin;
    mine.part_max = s.part_max;
    return mine;
  }
}

/** Builds a level from its triangles (see LevelDescription for the winding rule). */
export function createLevel(description: LevelDescription): Ps2Level {
  const place = "createLevel";
  const d = options<LevelDescription>(place, description, LEVEL_OPTIONS);
  const v = numberList(`${place}: vertices`, d.vertices);
  if (v.length % 3 !== 0) throw new PhysicsInputError(`${place}: vertices`, `${v.length} numbers is not a whole number of vertices; pass x, y, z for each vertex`);
  const nv = v.length / 3;
  const pos = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) {
    const x = finite(`${place}: vertex ${(i / 3) | 0} (${"xyz"[i % 3]})`, v[i]);
    const r = fround(x);
    if (!Number.isFinite(r)) throw new PhysicsInputError(`${place}: vertex ${(i / 3) | 0} (${"xyz"[i % 3]})`, `${x} overflows a 32-bit float; pass coordinates below 3.4e38`);
    pos[i] = r;
  }
  let idx: ArrayLike<number>;
  if (d.triangles === undefined) {
    if (nv % 3 !== 0) throw new PhysicsInputError(`${place}: vertices`, `${nv} vertices without triangles is not a triangle list; pass three vertices per triangle, or the triangles' indices`);
    const a = new Uint32Array(nv);
    for (let i = 0; i < nv; i++) a[i] = i;
    idx = a;
  } else {
    idx = numberList(`${place}: triangles`, d.triangles);
    if (idx.length % 3 !== 0) throw new PhysicsInputError(`${place}: triangles`, `${idx.length} indices is not a whole number of triangles; pass three vertex indices per triangle`);
  }
  const n = idx.length / 3;
  for (let i = 0; i < idx.length; i++) integer(`${place}: triangle ${(i / 3) | 0} (corner ${i % 3}): vertex index`, idx[i], 0, nv - 1);
  const two = new Uint8Array(n);
  if (d.twoSided !== undefined) {
    if (typeof d.twoSided === "boolean") two.fill(d.twoSided ? 1 : 0);
    else {
      const t = d.twoSided;
      if (!(Array.isArray(t) || ArrayBuffer.isView(t)) || t.length !== n) throw new PhysicsInputError(`${place}: twoSided`, `expected true/false or one entry per triangle (${n})`);
      for (let i = 0; i < n; i++) {
        const e = t[i] as unknown;
        if (e === true || e === 1) two[i] = 1;
        else if (!(e === false || e === 0)) throw new PhysicsInputError(`${place}: twoSided[${i}]`, `${String(e)} is not true, false, 0 or 1`);
      }
    }
  }
  const wanted = d.cellSize === undefined ? 2 : positiveF32(`${place}: cellSize`, d.cellSize);
  const margin = d.splitMargin === undefined ? 8 : positiveF32(`${place}: splitMargin`, d.splitMargin);
  const partMax = d.maxTrianglesPerPart === undefined ? SPLIT_PART_MAX : integer(`${place}: maxTrianglesPerPart`, d.maxTrianglesPerPart, 1, SPLIT_PART_MAX);

  // the triangles as the mesh stores them
  const mesh = new CollisionMesh();
  for (let t = 0; t < n; t++) {
    const a = 3 * idx[3 * t], b = 3 * idx[3 * t + 1], c = 3 * idx[3 * t + 2];
    const flags = MESH_TRI_ENABLED | (two[t] ? MESH_TRI_TWO_SIDED : 0);
    CollisionMesh_AddTriangle(mesh, flags, pos[a], pos[a + 1], pos[a + 2], pos[b], pos[b + 1], pos[b + 2], pos[c], pos[c + 1], pos[c + 2]);
  }
  const cell = chooseCellSize(mesh, wanted, Math.min(n, partMax));
  const fp = fingerprint(mesh, cell);
  if (n <= partMax) {
    CollisionMesh_Build(mesh, cell);
    return new Ps2Level(mesh, null, n, cell, fp);
  }
  const split = new SplitLevel();
  try {
    SplitLevel_Build(split, mesh, cell, margin, partMax);
  } catch (e) {
    if (e instanceof SpecAssertionError) throw new PhysicsInputError(`${place}: splitMargin`, e.message.replace(/^assertion failed at [^:]+:\d+: /, ""), { cause: e });
    throw e;
  }
  return new Ps2Level(null, split, n, cell, fp);
}

/**
 * The cell size: `wanted`, doubled (exactly, in f32) until the level's box needs at most
 * max(4096, 8 × perMesh) cells of it, as CollisionMesh_Build counts them per axis
 * (ceil(extent × (1 / cell)) in f32, at least 1).
 */
function chooseCellSize(mesh: CollisionMesh, wanted: number, perMesh: number): number {
  const c = mesh.corners; // nine f32 per triangle: v0, v1, v2 as x, y, z
  if (c.length === 0) return wanted;
  let lx = Infinity, ly = Infinity, lz = Infinity, hx = -Infinity, hy = -Infinity, hz = -Infinity;
  for (let i = 0; i < c.length; i += 3) {
    lx = Math.min(lx, c[i]);
    ly = Math.min(ly, c[i + 1]);
    lz = Math.min(lz, c[i + 2]);
    hx = Math.max(hx, c[i]);
    hy = Math.max(hy, c[i + 1]);
    hz = Math.max(hz, c[i + 2]);
  }
  const ex = fround(hx - lx), ey = fround(hy - ly), ez = fround(hz - lz);
  const budget = Math.max(4096, 8 * perMesh);
  let cell = wanted;
  for (;;) {
    const inv = fround(1 / cell);
    const axis = (e: number) => Math.max(1, Math.ceil(fround(e * inv)));
    if (axis(ex) * axis(ey) * axis(ez) <= budget) return cell;
    cell = fround(cell * 2);
  }
}

/** FNV-1a over 32-bit words: the triangle count, the cell size's bits, each triangle's flags and corners. */
function fingerprint(mesh: CollisionMesh, cell: number): number {
  const f = new Float32Array(1);
  const u = new Uint32Array(f.buffer);
  let h = 0x811c9dc5;
  const word = (w: number) => {
    h = Math.imul(h ^ (w >>> 0), 0x01000193) >>> 0;
  };
  word(mesh.flags.length);
  f[0] = cell;
  word(u[0]);
  for (let t = 0; t < mesh.flags.length; t++) {
    word(mesh.flags[t]);
    for (let k = 9 * t; k < 9 * t + 9; k++) {
      f[0] = mesh.corners[k];
      word(u[0]);
    }
  }
  return h >>> 0;
}
