// GENERATED FILE: do not edit. Engine module ps2.collision_mesh: 002 Unit 2: the level's collision mesh as the mesh functions query it (designed format) from spec/ps2/collision_mesh.spec (sha256 f15575ff211ac82a).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, type Vec3, Vec4, assertFail, specMax, specMin } from "../../runtime/index.js";
import { MeshCollector, copy_MeshCollector, hash_MeshCollector, reset_MeshCollector, restore_MeshCollector, snapshot_MeshCollector } from "./unit02_mesh_records.generated.js";
import { AABB, reset_AABB } from "./unit03_contacts.generated.js";

/**
 * Flag bits a mesh triangle carries (002 L138-L184): bit 0 enabled, bit 1 two-sided, bit 3 (the
 * sphere sweep's exclusion bit), bit 8 (0x100), bits 14-15 the corner-slide edge (3 = none).
 */
export const MESH_TRI_ENABLED: number = 0x1;
export const MESH_TRI_TWO_SIDED: number = 0x2;
export const MESH_TRI_BIT3: number = 0x8;
export const MESH_TRI_BIT8: number = 0x100;
/** Triangles a mesh may hold: what the original's visited-bit clear covers (002 L87). */
export const MESH_MAX_TRIANGLES: number = 262016;
/** The query number at which the visited stamps are cleared and numbering restarts at 1. */
export const MESH_QUERY_WRAP: number = 0x3fffffef;

/**
 * The level's collision mesh: triangles, the world-to-grid transform, the column runs of cells,
 * the lists, the visited stamps and the collectors' scratch (format in the module comment above).
 */
export class CollisionMesh {
  /** per triangle: flag bits, see MESH_TRI_*; bits 14-15 the corner-slide edge */
  flags: number[] = [];
  /** per triangle nine f32: v0.x v0.y v0.z v1.x v1.y v1.z v2.x v2.y v2.z (w = 1 implied) */
  corners: number[] = [];
  /** per-axis grid scale (x, y, z; positive), w unused */
  scale: Vec4 = new Vec4();
  /** per-axis grid translation, w unused */
  offset: Vec4 = new Vec4();
  /** per-axis lower clamp, 0.5 */
  clamp_lo: Vec4 = new Vec4();
  /** per-axis upper clamp, n − 0.5 */
  clamp_hi: Vec4 = new Vec4();
  nx: number = 0;
  ny: number = 0;
  nz: number = 0;
  /**
   * per column (x·ny + y): the lowest z cell of its run, the run's length (0: empty column) and
   * the run's first entry in `runs`
   */
  col_z0: number[] = [];
  col_nz: number[] = [];
  col_start: number[] = [];
  /** the runs' cell entries: 0 = no list, else the list's position in `lists` */
  runs: number[] = [];
  /** the lists: count, then that many triangle indices; word 0 is a reserved 0 */
  lists: number[] = [];
  /** per triangle: the number of the last query that met it (0: none since the build) */
  stamps: number[] = [];
  /** the current query's number (0 before the first) */
  query: number = 0;
  /**
   * scratch of the collectors (002 L50's stack storage; queries never nest, 002 L87): the
   * candidate triangles of the current query and the mesh contacts of the current collector
   */
  candidates: number[] = [];
  collector: MeshCollector = new MeshCollector();
}

/** Puts a CollisionMesh back into the zero state `new CollisionMesh()` gives, in place. */
export function reset_CollisionMesh(s: CollisionMesh): void {
  s.flags.length = 0;
  s.corners.length = 0;
  s.scale.x = 0; s.scale.y = 0; s.scale.z = 0; s.scale.w = 0;
  s.offset.x = 0; s.offset.y = 0; s.offset.z = 0; s.offset.w = 0;
  s.clamp_lo.x = 0; s.clamp_lo.y = 0; s.clamp_lo.z = 0; s.clamp_lo.w = 0;
  s.clamp_hi.x = 0; s.clamp_hi.y = 0; s.clamp_hi.z = 0; s.clamp_hi.w = 0;
  s.nx = 0;
  s.ny = 0;
  s.nz = 0;
  s.col_z0.length = 0;
  s.col_nz.length = 0;
  s.col_start.length = 0;
  s.runs.length = 0;
  s.lists.length = 0;
  s.stamps.length = 0;
  s.query = 0;
  s.candidates.length = 0;
  reset_MeshCollector(s.collector);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CollisionMesh(dst: CollisionMesh, src: CollisionMesh): void {
  for (let i = 0; i < src.flags.length && i < dst.flags.length; i++) dst.flags[i] = src.flags[i];
  if (dst.flags.length > src.flags.length) dst.flags.length = src.flags.length;
  else for (let i = dst.flags.length; i < src.flags.length; i++) dst.flags.push(src.flags[i]);
  for (let i = 0; i < src.corners.length && i < dst.corners.length; i++) dst.corners[i] = src.corners[i];
  if (dst.corners.length > src.corners.length) dst.corners.length = src.corners.length;
  else for (let i = dst.corners.length; i < src.corners.length; i++) dst.corners.push(src.corners[i]);
  dst.scale.x = src.scale.x; dst.scale.y = src.scale.y; dst.scale.z = src.scale.z; dst.scale.w = src.scale.w;
  dst.offset.x = src.offset.x; dst.offset.y = src.offset.y; dst.offset.z = src.offset.z; dst.offset.w = src.offset.w;
  dst.clamp_lo.x = src.clamp_lo.x; dst.clamp_lo.y = src.clamp_lo.y; dst.clamp_lo.z = src.clamp_lo.z; dst.clamp_lo.w = src.clamp_lo.w;
  dst.clamp_hi.x = src.clamp_hi.x; dst.clamp_hi.y = src.clamp_hi.y; dst.clamp_hi.z = src.clamp_hi.z; dst.clamp_hi.w = src.clamp_hi.w;
  dst.nx = src.nx;
  dst.ny = src.ny;
  dst.nz = src.nz;
  for (let i = 0; i < src.col_z0.length && i < dst.col_z0.length; i++) dst.col_z0[i] = src.col_z0[i];
  if (dst.col_z0.length > src.col_z0.length) dst.col_z0.length = src.col_z0.length;
  else for (let i = dst.col_z0.length; i < src.col_z0.length; i++) dst.col_z0.push(src.col_z0[i]);
  for (let i = 0; i < src.col_nz.length && i < dst.col_nz.length; i++) dst.col_nz[i] = src.col_nz[i];
  if (dst.col_nz.length > src.col_nz.length) dst.col_nz.length = src.col_nz.length;
  else for (let i = dst.col_nz.length; i < src.col_nz.length; i++) dst.col_nz.push(src.col_nz[i]);
  for (let i = 0; i < src.col_start.length && i < dst.col_start.length; i++) dst.col_start[i] = src.col_start[i];
  if (dst.col_start.length > src.col_start.length) dst.col_start.length = src.col_start.length;
  else for (let i = dst.col_start.length; i < src.col_start.length; i++) dst.col_start.push(src.col_start[i]);
  for (let i = 0; i < src.runs.length && i < dst.runs.length; i++) dst.runs[i] = src.runs[i];
  if (dst.runs.length > src.runs.length) dst.runs.length = src.runs.length;
  else for (let i = dst.runs.length; i < src.runs.length; i++) dst.runs.push(src.runs[i]);
  for (let i = 0; i < src.lists.length && i < dst.lists.length; i++) dst.lists[i] = src.lists[i];
  if (dst.lists.length > src.lists.length) dst.lists.length = src.lists.length;
  else for (let i = dst.lists.length; i < src.lists.length; i++) dst.lists.push(src.lists[i]);
  for (let i = 0; i < src.stamps.length && i < dst.stamps.length; i++) dst.stamps[i] = src.stamps[i];
  if (dst.stamps.length > src.stamps.length) dst.stamps.length = src.stamps.length;
  else for (let i = dst.stamps.length; i < src.stamps.length; i++) dst.stamps.push(src.stamps[i]);
  dst.query = src.query;
  for (let i = 0; i < src.candidates.length && i < dst.candidates.length; i++) dst.candidates[i] = src.candidates[i];
  if (dst.candidates.length > src.candidates.length) dst.candidates.length = src.candidates.length;
  else for (let i = dst.candidates.length; i < src.candidates.length; i++) dst.candidates.push(src.candidates[i]);
  copy_MeshCollector(dst.collector, src.collector);
}

/** Feeds the raw bits of a CollisionMesh to the hasher, field by field in declaration order. */
export function hash_CollisionMesh(s: CollisionMesh, h: StateHasher): void {
  h.enter(s);
  h.u32(s.flags.length);
  for (let i0 = 0; i0 < s.flags.length; i0++) {
    h.u32(s.flags[i0]);
  }
  h.u32(s.corners.length);
  for (let i0 = 0; i0 < s.corners.length; i0++) {
    h.f32(s.corners[i0]);
  }
  h.f32(s.scale.x);
  h.f32(s.scale.y);
  h.f32(s.scale.z);
  h.f32(s.scale.w);
  h.f32(s.offset.x);
  h.f32(s.offset.y);
  h.f32(s.offset.z);
  h.f32(s.offset.w);
  h.f32(s.clamp_lo.x);
  h.f32(s.clamp_lo.y);
  h.f32(s.clamp_lo.z);
  h.f32(s.clamp_lo.w);
  h.f32(s.clamp_hi.x);
  h.f32(s.clamp_hi.y);
  h.f32(s.clamp_hi.z);
  h.f32(s.clamp_hi.w);
  h.i32(s.nx);
  h.i32(s.ny);
  h.i32(s.nz);
  h.u32(s.col_z0.length);
  for (let i0 = 0; i0 < s.col_z0.length; i0++) {
    h.i32(s.col_z0[i0]);
  }
  h.u32(s.col_nz.length);
  for (let i0 = 0; i0 < s.col_nz.length; i0++) {
    h.i32(s.col_nz[i0]);
  }
  h.u32(s.col_start.length);
  for (let i0 = 0; i0 < s.col_start.length; i0++) {
    h.i32(s.col_start[i0]);
  }
  h.u32(s.runs.length);
  for (let i0 = 0; i0 < s.runs.length; i0++) {
    h.i32(s.runs[i0]);
  }
  h.u32(s.lists.length);
  for (let i0 = 0; i0 < s.lists.length; i0++) {
    h.u32(s.lists[i0]);
  }
  h.u32(s.stamps.length);
  for (let i0 = 0; i0 < s.stamps.length; i0++) {
    h.i32(s.stamps[i0]);
  }
  h.i32(s.query);
  h.u32(s.candidates.length);
  for (let i0 = 0; i0 < s.candidates.length; i0++) {
    h.i32(s.candidates[i0]);
  }
  hash_MeshCollector(s.collector, h);
}

/** Writes a CollisionMesh to a snapshot stream. */
export function snapshot_CollisionMesh(s: CollisionMesh, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.flags.length);
  for (let i0 = 0; i0 < s.flags.length; i0++) {
    w.put(s.flags[i0]);
  }
  w.put(s.corners.length);
  for (let i0 = 0; i0 < s.corners.length; i0++) {
    w.put(s.corners[i0]);
  }
  w.put(s.scale.x);
  w.put(s.scale.y);
  w.put(s.scale.z);
  w.put(s.scale.w);
  w.put(s.offset.x);
  w.put(s.offset.y);
  w.put(s.offset.z);
  w.put(s.offset.w);
  w.put(s.clamp_lo.x);
  w.put(s.clamp_lo.y);
  w.put(s.clamp_lo.z);
  w.put(s.clamp_lo.w);
  w.put(s.clamp_hi.x);
  w.put(s.clamp_hi.y);
  w.put(s.clamp_hi.z);
  w.put(s.clamp_hi.w);
  w.put(s.nx);
  w.put(s.ny);
  w.put(s.nz);
  w.put(s.col_z0.length);
  for (let i0 = 0; i0 < s.col_z0.length; i0++) {
    w.put(s.col_z0[i0]);
  }
  w.put(s.col_nz.length);
  for (let i0 = 0; i0 < s.col_nz.length; i0++) {
    w.put(s.col_nz[i0]);
  }
  w.put(s.col_start.length);
  for (let i0 = 0; i0 < s.col_start.length; i0++) {
    w.put(s.col_start[i0]);
  }
  w.put(s.runs.length);
  for (let i0 = 0; i0 < s.runs.length; i0++) {
    w.put(s.runs[i0]);
  }
  w.put(s.lists.length);
  for (let i0 = 0; i0 < s.lists.length; i0++) {
    w.put(s.lists[i0]);
  }
  w.put(s.stamps.length);
  for (let i0 = 0; i0 < s.stamps.length; i0++) {
    w.put(s.stamps[i0]);
  }
  w.put(s.query);
  w.put(s.candidates.length);
  for (let i0 = 0; i0 < s.candidates.length; i0++) {
    w.put(s.candidates[i0]);
  }
  snapshot_MeshCollector(s.collector, w);
}

/** Reads a CollisionMesh back from a snapshot stream written by snapshot_CollisionMesh. */
export function restore_CollisionMesh(s: CollisionMesh, r: SnapshotReader): void {
  r.enter(s);
  s.flags.length = r.get();
  for (let i0 = 0; i0 < s.flags.length; i0++) {
    s.flags[i0] = r.get();
  }
  s.corners.length = r.get();
  for (let i0 = 0; i0 < s.corners.length; i0++) {
    s.corners[i0] = r.get();
  }
  s.scale.x = r.get();
  s.scale.y = r.get();
  s.scale.z = r.get();
  s.scale.w = r.get();
  s.offset.x = r.get();
  s.offset.y = r.get();
  s.offset.z = r.get();
  s.offset.w = r.get();
  s.clamp_lo.x = r.get();
  s.clamp_lo.y = r.get();
  s.clamp_lo.z = r.get();
  s.clamp_lo.w = r.get();
  s.clamp_hi.x = r.get();
  s.clamp_hi.y = r.get();
  s.clamp_hi.z = r.get();
  s.clamp_hi.w = r.get();
  s.nx = r.get();
  s.ny = r.get();
  s.nz = r.get();
  s.col_z0.length = r.get();
  for (let i0 = 0; i0 < s.col_z0.length; i0++) {
    s.col_z0[i0] = r.get();
  }
  s.col_nz.length = r.get();
  for (let i0 = 0; i0 < s.col_nz.length; i0++) {
    s.col_nz[i0] = r.get();
  }
  s.col_start.length = r.get();
  for (let i0 = 0; i0 < s.col_start.length; i0++) {
    s.col_start[i0] = r.get();
  }
  s.runs.length = r.get();
  for (let i0 = 0; i0 < s.runs.length; i0++) {
    s.runs[i0] = r.get();
  }
  s.lists.length = r.get();
  for (let i0 = 0; i0 < s.lists.length; i0++) {
    s.lists[i0] = r.get();
  }
  s.stamps.length = r.get();
  for (let i0 = 0; i0 < s.stamps.length; i0++) {
    s.stamps[i0] = r.get();
  }
  s.query = r.get();
  s.candidates.length = r.get();
  for (let i0 = 0; i0 < s.candidates.length; i0++) {
    s.candidates[i0] = r.get();
  }
  restore_MeshCollector(s.collector, r);
}

/** Integer cell coordinates. */
export class MeshCell {
  x: number = 0;
  y: number = 0;
  z: number = 0;
}

/** Puts a MeshCell back into the zero state `new MeshCell()` gives, in place. */
export function reset_MeshCell(s: MeshCell): void {
  s.x = 0;
  s.y = 0;
  s.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MeshCell(dst: MeshCell, src: MeshCell): void {
  dst.x = src.x;
  dst.y = src.y;
  dst.z = src.z;
}

/**
 * Bytes of visited bits the query clears for `count` triangles (002 L87):
 * (((count + 7) >> 3) + 15) & 0x7ff0, i.e. whole 16-byte blocks. The designed mesh keeps stamps
 * instead of bits; this formula is what bounds its size (MESH_MAX_TRIANGLES).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, CollisionMesh_BeginShapeQuery 0x00347170 (visited-bit clear size)
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:94
 */
export function CollisionMesh_VisitedBytes(count: number): number {
  return (((count + 7) >> 3) + 15) & 0x7ff0;
}

/**
 * How many triangles the mesh holds.
 *
 * @design D-MESH-3: the triangles are two flat lists; the count is the flag list's length.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:100
 */
export function CollisionMesh_Count(mesh: CollisionMesh): number {
  return mesh.flags.length;
}

/**
 * One grid coordinate: g = x·scale + offset, clamped to [lo, hi] and truncated toward zero.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, CollisionMesh_BeginShapeQuery 0x00347170 (grid matrix, clamp, vftoi0)
 * @design 002 L88 gives a full 4×4 product; every disc matrix is a positive diagonal scale plus a translation, so one multiply and one add per axis (the same f32 result for finite inputs). Clamp as max then min, then i32 truncation (vftoi0).
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:108
 */
export function CollisionMesh_GridCoord(x: number, scale: number, offset: number, lo: number, hi: number): number {
  let g: number = Math.fround(Math.fround(x * scale) + offset);
  if (g < lo) {
    g = lo;
  }
  if (g > hi) {
    g = hi;
  }
  return Math.trunc(g) | 0;
}

/**
 * Starts a query: takes the next query number (the original's clear of the visited bits) and
 * turns the world box into the inclusive cell range [cell_min, cell_max]. The mesh is passed in
 * (the original fetches the level's mesh from the world manager global and writes it to *mesh).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x00347170 CollisionMesh_BeginShapeQuery
 * @design D-MESH-3: the visited bits are per-triangle stamps; a new query number stands for the clear, so a query costs nothing per triangle of the mesh. When the number would pass MESH_QUERY_WRAP every stamp is cleared and numbering restarts at 1 (deterministic: it depends only on the number of queries).
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:125
 */
export function CollisionMesh_BeginShapeQuery(mesh: CollisionMesh, cell_min: MeshCell, cell_max: MeshCell, box: AABB): void {
  if (mesh.query >= MESH_QUERY_WRAP) {
    for (let i = 0; i < mesh.stamps.length; i++) {
      mesh.stamps[i] = 0;
    }
    mesh.query = 0;
  }
  mesh.query = (mesh.query + 1) | 0;
  // each corner of the box is transformed on its own (002 L88)
  cell_min.x = CollisionMesh_GridCoord(box.min.x, mesh.scale.x, mesh.offset.x, mesh.clamp_lo.x, mesh.clamp_hi.x);
  cell_min.y = CollisionMesh_GridCoord(box.min.y, mesh.scale.y, mesh.offset.y, mesh.clamp_lo.y, mesh.clamp_hi.y);
  cell_min.z = CollisionMesh_GridCoord(box.min.z, mesh.scale.z, mesh.offset.z, mesh.clamp_lo.z, mesh.clamp_hi.z);
  cell_max.x = CollisionMesh_GridCoord(box.max.x, mesh.scale.x, mesh.offset.x, mesh.clamp_lo.x, mesh.clamp_hi.x);
  cell_max.y = CollisionMesh_GridCoord(box.max.y, mesh.scale.y, mesh.offset.y, mesh.clamp_lo.y, mesh.clamp_hi.y);
  cell_max.z = CollisionMesh_GridCoord(box.max.z, mesh.scale.z, mesh.offset.z, mesh.clamp_lo.z, mesh.clamp_hi.z);
}

/**
 * Test-and-set of triangle idx's visited mark: true when it was already set (already looked at
 * in this query).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, CollisionMesh_BeginShapeQuery visited bits (every collector tests and sets the triangle's mark)
 * @design D-MESH-3: the mark is the triangle's stamp equal to the current query number.
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:147
 */
export function CollisionMesh_TestAndSetVisited(mesh: CollisionMesh, idx: number): boolean {
  if (mesh.stamps[idx] === mesh.query) {
    return true;
  }
  mesh.stamps[idx] = mesh.query;
  return false;
}

/**
 * The entry of cell (x, y, z): 0 (no list) or its list's position in `lists`.
 *
 * @design D-MESH-3: a cell outside its column's run of occupied cells is empty.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:157
 */
export function CollisionMesh_CellEntry(mesh: CollisionMesh, x: number, y: number, z: number): number {
  const c: number = (Math.imul(x, mesh.ny) + y) | 0;
  const k: number = (z - mesh.col_z0[c]) | 0;
  if (k < 0 || k >= mesh.col_nz[c]) {
    return 0;
  }
  return mesh.runs[(mesh.col_start[c] + k) | 0];
}

/**
 * The candidate triangles of a world box, in the order every collector meets them: a new query
 * (a fresh visited set), cells x outermost, then y, then z innermost, each list in stored order, a
 * triangle once per query. Replaces `out` with their indices and returns how many.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, CollisionMesh_BeginShapeQuery the cell walk (0x003481a0, 0x00348ec0, 0x00347674, 0x00347abc)
 * @design The four collectors each inline the walk (002 L89); it is one function here so that they and the tests share it. The list pointer overrun of the capsule's t > 1 bug (002 L148) is not modelled: a list is never read past its count. D-MESH-3: z runs only over the column's occupied run (the cells outside it are empty, which the walk skips anyway).
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:172
 */
export function CollisionMesh_CollectBox(mesh: CollisionMesh, box: AABB, out_: number[]): number {
  // `out` is overwritten in place and cut to the count at the end (the same list as clearing it
  // and appending; emptying a list first would drop its storage on every query, D-MESH-3)
  const have: number = out_.length;
  let count_out: number = 0;
  const lo: MeshCell = _r0;
  reset_MeshCell(lo);
  const hi: MeshCell = _r1;
  reset_MeshCell(hi);
  CollisionMesh_BeginShapeQuery(mesh, lo, hi, box);
  const q: number = mesh.query;
  for (let x = lo.x; x <= hi.x; x++) {
    for (let y = lo.y; y <= hi.y; y++) {
      const c: number = (Math.imul(x, mesh.ny) + y) | 0;
      const n: number = mesh.col_nz[c];
      if (n === 0) {
        continue;
      }
      const z0: number = mesh.col_z0[c];
      const za: number = z0 > lo.z ? z0 : lo.z;
      const zb: number = specMin(hi.z, (z0 + n - 1) | 0);
      const base: number = (mesh.col_start[c] - z0) | 0;
      for (let z = za; z <= zb; z++) {
        const entry: number = mesh.runs[(base + z) | 0];
        // an entry of 0, or a list whose count is 0, is skipped
        if (entry === 0) {
          continue;
        }
        const count: number = mesh.lists[entry] | 0;
        for (let k = 0; k < count; k++) {
          const idx: number = mesh.lists[(entry + 1 + k) | 0] | 0;
          // the visited test and set (CollisionMesh_TestAndSetVisited, inlined as the original does)
          if (mesh.stamps[idx] !== q) {
            mesh.stamps[idx] = q;
            if (count_out < have) {
              out_[count_out] = idx;
            } else {
              out_.push(idx);
            }
            count_out = (count_out + 1) | 0;
          }
        }
      }
    }
  }
  if (count_out < have) {
    out_.length = count_out;
  }
  return count_out;
}

/**
 * True for a finite f32 (x − x is 0 for finite x, NaN otherwise).
 *
 * @design Bad-input check of the mesh builder.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:223
 */
export function mesh_finite(x: number): boolean {
  return Math.fround(x - x) === 0;
}

/**
 * Appends a triangle with the given flags and corners; returns its index. Refuses a non-finite
 * corner and a triangle past the format's limit, before anything is appended.
 *
 * @design Builder helper for the designed format: the documents' tests build meshes with an external builder (002 L234). Bad input (a NaN or infinite corner, the 262,017th triangle) stops here, naming the triangle, with the mesh unchanged.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:230
 */
export function CollisionMesh_AddTriangle(mesh: CollisionMesh, flags: number, v0_x: number, v0_y: number, v0_z: number, v1_x: number, v1_y: number, v1_z: number, v2_x: number, v2_y: number, v2_z: number): number {
  const n: number = mesh.flags.length;
  if (!(n < MESH_MAX_TRIANGLES)) assertFail("spec/ps2/collision_mesh.spec:232", "mesh triangle {}: a mesh holds at most 262,016 triangles (the query's visited-bit clear, 002 L87)", [n]);
  if (!(mesh_finite(v0_x) && mesh_finite(v0_y) && mesh_finite(v0_z))) assertFail("spec/ps2/collision_mesh.spec:233", "mesh triangle {}: corner 0 is not finite", [n]);
  if (!(mesh_finite(v1_x) && mesh_finite(v1_y) && mesh_finite(v1_z))) assertFail("spec/ps2/collision_mesh.spec:234", "mesh triangle {}: corner 1 is not finite", [n]);
  if (!(mesh_finite(v2_x) && mesh_finite(v2_y) && mesh_finite(v2_z))) assertFail("spec/ps2/collision_mesh.spec:235", "mesh triangle {}: corner 2 is not finite", [n]);
  mesh.flags.push(flags);
  mesh.corners.push(v0_x);
  mesh.corners.push(v0_y);
  mesh.corners.push(v0_z);
  mesh.corners.push(v1_x);
  mesh.corners.push(v1_y);
  mesh.corners.push(v1_z);
  mesh.corners.push(v2_x);
  mesh.corners.push(v2_y);
  mesh.corners.push(v2_z);
  return n;
}

/**
 * Corner k (0, 1, 2) of triangle idx, w = 1.
 *
 * @design D-MESH-3: reading the flat corner list.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:251
 */
export function CollisionMesh_Corner(mesh: CollisionMesh, idx: number, k: number, out$: Vec4): void {
  const b: number = (Math.imul(9, idx) + Math.imul(3, k)) | 0;
  out$.x = mesh.corners[b]; out$.y = mesh.corners[(b + 1) | 0]; out$.z = mesh.corners[(b + 2) | 0]; out$.w = 1;
  return;
}

/**
 * Triangle idx's axis-aligned box (min and max of its corners per axis; w = 1).
 *
 * @design Helper of the builder and of the enable-in-box operation.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:258
 */
export function CollisionMesh_TriangleBox(mesh: CollisionMesh, idx: number, out_: AABB): void {
  const b: number = Math.imul(9, idx);
  out_.min.x = specMin(specMin(mesh.corners[b], mesh.corners[(b + 3) | 0]), mesh.corners[(b + 6) | 0]);
  out_.min.y = specMin(specMin(mesh.corners[(b + 1) | 0], mesh.corners[(b + 4) | 0]), mesh.corners[(b + 7) | 0]);
  out_.min.z = specMin(specMin(mesh.corners[(b + 2) | 0], mesh.corners[(b + 5) | 0]), mesh.corners[(b + 8) | 0]);
  out_.min.w = 1;
  out_.max.x = specMax(specMax(mesh.corners[b], mesh.corners[(b + 3) | 0]), mesh.corners[(b + 6) | 0]);
  out_.max.y = specMax(specMax(mesh.corners[(b + 1) | 0], mesh.corners[(b + 4) | 0]), mesh.corners[(b + 7) | 0]);
  out_.max.z = specMax(specMax(mesh.corners[(b + 2) | 0], mesh.corners[(b + 5) | 0]), mesh.corners[(b + 8) | 0]);
  out_.max.w = 1;
}

/**
 * Whether triangle idx's box meets the box [lo, hi] (inclusive: touching counts): on each axis not
 * all three corners lie above hi, nor all three below lo.
 *
 * @design D-MESH-3: the sphere overlap's pre-test of its candidates, against the box of the points within reach of the centre (a triangle whose box misses it lies farther than reach on an axis, so it cannot overlap). Corners are finite (CollisionMesh_AddTriangle), so "all three above" is "the least above"; the compares stop at the first corner that settles an axis.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:267
 */
export function CollisionMesh_TriangleMeetsBox(mesh: CollisionMesh, idx: number, lo_x: number, lo_y: number, lo_z: number, lo_w: number, hi_x: number, hi_y: number, hi_z: number, hi_w: number): boolean {
  const k: number = Math.imul(9, idx);
  if (mesh.corners[k] > hi_x && mesh.corners[(k + 3) | 0] > hi_x && mesh.corners[(k + 6) | 0] > hi_x) {
    return false;
  }
  if (mesh.corners[k] < lo_x && mesh.corners[(k + 3) | 0] < lo_x && mesh.corners[(k + 6) | 0] < lo_x) {
    return false;
  }
  if (mesh.corners[(k + 1) | 0] > hi_y && mesh.corners[(k + 4) | 0] > hi_y && mesh.corners[(k + 7) | 0] > hi_y) {
    return false;
  }
  if (mesh.corners[(k + 1) | 0] < lo_y && mesh.corners[(k + 4) | 0] < lo_y && mesh.corners[(k + 7) | 0] < lo_y) {
    return false;
  }
  if (mesh.corners[(k + 2) | 0] > hi_z && mesh.corners[(k + 5) | 0] > hi_z && mesh.corners[(k + 8) | 0] > hi_z) {
    return false;
  }
  return !(mesh.corners[(k + 2) | 0] < lo_z && mesh.corners[(k + 5) | 0] < lo_z && mesh.corners[(k + 8) | 0] < lo_z);
}

/**
 * Cells along one axis: ceil(extent / cell) with at least 1.
 *
 * @design Grid size of the designed builder: enough cells of the chosen size to cover the extent, at least one.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:289
 */
export function CollisionMesh_AxisCells(extent: number, inv_cell: number): number {
  const n: number = Math.trunc(Math.ceil(Math.fround(extent * inv_cell))) | 0;
  if (n < 1) {
    return 1;
  }
  return n;
}

/**
 * Builds the grid of a mesh whose triangles are already listed: the grid starts at the triangles'
 * minimum corner with cubes of `cell_size` (the Test ideas use 2 m, 002 L236), and each triangle is
 * filed, in index order, into every cell its box touches (the same transform, clamp and truncation
 * as a query, so a query of a triangle's own box always meets it).
 *
 * @design The disc format and its builder are not in the documents. Chosen: scale = 1/cell_size, offset = −origin·scale (origin = min corner), n = ceil(extent/cell_size) ≥ 1 per axis, clamp [0.5, n − 0.5]; per column the run of z cells between the lowest and highest a triangle touches (D-MESH-3); lists in walk order after a reserved word 0; triangles in each list in index order; every visited stamp 0. Four passes over the triangles (bounds, column runs, counts, filing), flat lists only: no record per triangle or per cell.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:302
 */
export function CollisionMesh_Build(mesh: CollisionMesh, cell_size: number): void {
  const count: number = mesh.flags.length;
  if (!(count <= MESH_MAX_TRIANGLES)) assertFail("spec/ps2/collision_mesh.spec:304", "a mesh of {} triangles: more than the 262,016 the query's visited-bit clear covers", [count]);
  if (!(cell_size > 0 && mesh_finite(cell_size))) assertFail("spec/ps2/collision_mesh.spec:305", "mesh build: the cell size {} is not a positive finite number", [cell_size]);
  let lo_x = 0, lo_y = 0, lo_z = 0, lo_w = 1;
  let hi_x = 0, hi_y = 0, hi_z = 0, hi_w = 1;
  const b: AABB = _r2;
  reset_AABB(b);
  for (let i = 0; i < count; i++) {
    CollisionMesh_TriangleBox(mesh, i, b);
    if (i === 0) {
      lo_x = b.min.x;
      lo_y = b.min.y;
      lo_z = b.min.z;
      lo_w = b.min.w;
      hi_x = b.max.x;
      hi_y = b.max.y;
      hi_z = b.max.z;
      hi_w = b.max.w;
    } else {
      const t$0_x = b.min.x < lo_x ? b.min.x : lo_x, t$0_y = b.min.y < lo_y ? b.min.y : lo_y, t$0_z = b.min.z < lo_z ? b.min.z : lo_z, t$0_w = 1;
      lo_x = t$0_x; lo_y = t$0_y; lo_z = t$0_z; lo_w = t$0_w;
      const t$1_x = b.max.x > hi_x ? b.max.x : hi_x, t$1_y = b.max.y > hi_y ? b.max.y : hi_y, t$1_z = b.max.z > hi_z ? b.max.z : hi_z, t$1_w = 1;
      hi_x = t$1_x; hi_y = t$1_y; hi_z = t$1_z; hi_w = t$1_w;
    }
  }
  const inv: number = Math.fround(1 / cell_size);
  mesh.scale.x = inv;
  mesh.scale.y = inv;
  mesh.scale.z = inv;
  mesh.scale.w = 0;
  mesh.offset.x = -Math.fround(lo_x * inv);
  mesh.offset.y = -Math.fround(lo_y * inv);
  mesh.offset.z = -Math.fround(lo_z * inv);
  mesh.offset.w = 0;
  mesh.nx = CollisionMesh_AxisCells(Math.fround(hi_x - lo_x), inv);
  mesh.ny = CollisionMesh_AxisCells(Math.fround(hi_y - lo_y), inv);
  mesh.nz = CollisionMesh_AxisCells(Math.fround(hi_z - lo_z), inv);
  mesh.clamp_lo.x = 0.5;
  mesh.clamp_lo.y = 0.5;
  mesh.clamp_lo.z = 0.5;
  mesh.clamp_lo.w = 0;
  const t$2_x = Math.fround(Math.fround(mesh.nx) - 0.5), t$2_y = Math.fround(Math.fround(mesh.ny) - 0.5), t$2_z = Math.fround(Math.fround(mesh.nz) - 0.5), t$2_w = 0;
  mesh.clamp_hi.x = t$2_x; mesh.clamp_hi.y = t$2_y; mesh.clamp_hi.z = t$2_z; mesh.clamp_hi.w = t$2_w;
  // first pass: each column's run, from the lowest to the highest z cell a triangle touches
  const columns: number = Math.imul(mesh.nx, mesh.ny);
  mesh.col_z0.length = 0;
  mesh.col_nz.length = 0;
  mesh.col_start.length = 0;
  for (let c = 0; c < columns; c++) {
    mesh.col_z0.push(mesh.nz);
    // the highest z so far, −1: none (turned into the run length below)
    mesh.col_nz.push(-1);
    mesh.col_start.push(0);
  }
  const cmin: MeshCell = _r3;
  reset_MeshCell(cmin);
  const cmax: MeshCell = _r4;
  reset_MeshCell(cmax);
  for (let i_1 = 0; i_1 < count; i_1++) {
    CollisionMesh_TriangleBox(mesh, i_1, b);
    CollisionMesh_TriangleCells(mesh, b, cmin, cmax);
    for (let x = cmin.x; x <= cmax.x; x++) {
      for (let y = cmin.y; y <= cmax.y; y++) {
        const c_1: number = (Math.imul(x, mesh.ny) + y) | 0;
        if (cmin.z < mesh.col_z0[c_1]) {
          mesh.col_z0[c_1] = cmin.z;
        }
        if (cmax.z > mesh.col_nz[c_1]) {
          mesh.col_nz[c_1] = cmax.z;
        }
      }
    }
  }
  let cells: number = 0;
  for (let c_2 = 0; c_2 < columns; c_2++) {
    if (mesh.col_nz[c_2] < 0) {
      mesh.col_z0[c_2] = 0;
      mesh.col_nz[c_2] = 0;
    } else {
      mesh.col_nz[c_2] = (mesh.col_nz[c_2] - mesh.col_z0[c_2] + 1) | 0;
    }
    mesh.col_start[c_2] = cells;
    cells = (cells + mesh.col_nz[c_2]) | 0;
  }
  // second pass: how many triangles each run cell lists (kept in `runs` for now)
  mesh.runs.length = 0;
  for (let k = 0; k < cells; k++) {
    mesh.runs.push(0);
  }
  for (let i_2 = 0; i_2 < count; i_2++) {
    CollisionMesh_TriangleBox(mesh, i_2, b);
    CollisionMesh_TriangleCells(mesh, b, cmin, cmax);
    for (let x_1 = cmin.x; x_1 <= cmax.x; x_1++) {
      for (let y_1 = cmin.y; y_1 <= cmax.y; y_1++) {
        const base: number = (mesh.col_start[(Math.imul(x_1, mesh.ny) + y_1) | 0] - mesh.col_z0[(Math.imul(x_1, mesh.ny) + y_1) | 0]) | 0;
        for (let z = cmin.z; z <= cmax.z; z++) {
          mesh.runs[(base + z) | 0] = (mesh.runs[(base + z) | 0] + 1) | 0;
        }
      }
    }
  }
  // lay the lists out in walk order after the reserved word 0; `fill` is each list's next slot
  mesh.lists.length = 0;
  mesh.lists.push(0);
  const fill: number[] = [];
  for (let k_1 = 0; k_1 < cells; k_1++) {
    const n: number = mesh.runs[k_1];
    if (n === 0) {
      fill.push(0);
    } else {
      const pos: number = mesh.lists.length;
      mesh.runs[k_1] = pos;
      fill.push((pos + 1) | 0);
      mesh.lists.push(n >>> 0);
      for (let j = 0; j < n; j++) {
        mesh.lists.push(0);
      }
    }
  }
  // third pass: file each triangle, in index order
  for (let i_3 = 0; i_3 < count; i_3++) {
    CollisionMesh_TriangleBox(mesh, i_3, b);
    CollisionMesh_TriangleCells(mesh, b, cmin, cmax);
    for (let x_2 = cmin.x; x_2 <= cmax.x; x_2++) {
      for (let y_2 = cmin.y; y_2 <= cmax.y; y_2++) {
        const base_1: number = (mesh.col_start[(Math.imul(x_2, mesh.ny) + y_2) | 0] - mesh.col_z0[(Math.imul(x_2, mesh.ny) + y_2) | 0]) | 0;
        for (let z_1 = cmin.z; z_1 <= cmax.z; z_1++) {
          const k_2: number = (base_1 + z_1) | 0;
          mesh.lists[fill[k_2]] = i_3 >>> 0;
          fill[k_2] = (fill[k_2] + 1) | 0;
        }
      }
    }
  }
  mesh.stamps.length = 0;
  for (let i_4 = 0; i_4 < count; i_4++) {
    mesh.stamps.push(0);
  }
  mesh.query = 0;
}

/**
 * The cell range a box touches, by the query's transform, clamp and truncation (without starting
 * a query).
 *
 * @design The builder files a triangle by the same cell computation as CollisionMesh_BeginShapeQuery (002 L88) so that builder and query agree on every boundary.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:427
 */
export function CollisionMesh_TriangleCells(mesh: CollisionMesh, b: AABB, cmin: MeshCell, cmax: MeshCell): void {
  cmin.x = CollisionMesh_GridCoord(b.min.x, mesh.scale.x, mesh.offset.x, mesh.clamp_lo.x, mesh.clamp_hi.x);
  cmin.y = CollisionMesh_GridCoord(b.min.y, mesh.scale.y, mesh.offset.y, mesh.clamp_lo.y, mesh.clamp_hi.y);
  cmin.z = CollisionMesh_GridCoord(b.min.z, mesh.scale.z, mesh.offset.z, mesh.clamp_lo.z, mesh.clamp_hi.z);
  cmax.x = CollisionMesh_GridCoord(b.max.x, mesh.scale.x, mesh.offset.x, mesh.clamp_lo.x, mesh.clamp_hi.x);
  cmax.y = CollisionMesh_GridCoord(b.max.y, mesh.scale.y, mesh.offset.y, mesh.clamp_lo.y, mesh.clamp_hi.y);
  cmax.z = CollisionMesh_GridCoord(b.max.z, mesh.scale.z, mesh.offset.z, mesh.clamp_lo.z, mesh.clamp_hi.z);
}

/**
 * Sets (enable) or clears bit 0 of every triangle whose box meets the given box (boxes touching at
 * a face count); other flag bits are kept. Returns how many triangles it changed or confirmed.
 * Being a query itself, it starts a query of its own (a fresh visited set).
 *
 * @design 002 L245 names CollisionMesh_SetEnabledInBox's equivalent without giving it. Chosen: the query's cell walk for candidates, then an inclusive box-versus-triangle-box test per axis.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:440
 */
export function CollisionMesh_SetEnabledInBox(mesh: CollisionMesh, box: AABB, enable: boolean): number {
  const cand: number[] = mesh.candidates;
  CollisionMesh_CollectBox(mesh, box, cand);
  const tb: AABB = _r5;
  reset_AABB(tb);
  let n: number = 0;
  for (let k = 0; k < cand.length; k++) {
    const idx: number = cand[k];
    CollisionMesh_TriangleBox(mesh, idx, tb);
    if (tb.min.x <= box.max.x && tb.max.x >= box.min.x && tb.min.y <= box.max.y && tb.max.y >= box.min.y && tb.min.z <= box.max.z && tb.max.z >= box.min.z) {
      if (enable) {
        mesh.flags[idx] = mesh.flags[idx] | MESH_TRI_ENABLED;
      } else {
        mesh.flags[idx] = mesh.flags[idx] & (~MESH_TRI_ENABLED & 0xffff);
      }
      n = (n + 1) | 0;
    }
  }
  return n;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new MeshCell(), _r1 = new MeshCell(), _r2 = new AABB(), _r3 = new MeshCell(), _r4 = new MeshCell(), _r5 = new AABB();
