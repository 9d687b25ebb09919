// GENERATED FILE: do not edit. Engine module ps2.collision_mesh: 002 Unit 2: the level's collision mesh as the mesh functions query it (designed format) from spec/ps2/collision_mesh.spec (sha256 c7b1351255ec4223).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, type Vec3, Vec4, assertFail, specMax, specMin } from "../../runtime/index.js";
import { AABB, reset_AABB } from "./unit03_contacts.generated.js";

/**
 * Flag bits a mesh triangle carries (002 L138-L184): bit 0 enabled, bit 1 two-sided, bit 3 (the
 * sphere sweep's exclusion bit), bit 8 (0x100), bits 14-15 the corner-slide edge (3 = none).
 */
export const MESH_TRI_ENABLED: number = 1;
export const MESH_TRI_TWO_SIDED: number = 2;
export const MESH_TRI_BIT3: number = 8;
export const MESH_TRI_BIT8: number = 256;

/** One triangle of the mesh (designed record; the original's 10-byte file triangle is not given). */
export class MeshTriangle {
  /** flag bits, see MESH_TRI_*; bits 14-15 the corner-slide edge */
  flags: number = 0;
  /** corner 0 (w = 1) */
  v0: Vec4 = new Vec4();
  /** corner 1 (w = 1) */
  v1: Vec4 = new Vec4();
  /** corner 2 (w = 1) */
  v2: Vec4 = new Vec4();
}

/** Puts a MeshTriangle back into the zero state `new MeshTriangle()` gives, in place. */
export function reset_MeshTriangle(s: MeshTriangle): void {
  s.flags = 0;
  s.v0.x = 0; s.v0.y = 0; s.v0.z = 0; s.v0.w = 0;
  s.v1.x = 0; s.v1.y = 0; s.v1.z = 0; s.v1.w = 0;
  s.v2.x = 0; s.v2.y = 0; s.v2.z = 0; s.v2.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MeshTriangle(dst: MeshTriangle, src: MeshTriangle): void {
  dst.flags = src.flags;
  dst.v0.x = src.v0.x; dst.v0.y = src.v0.y; dst.v0.z = src.v0.z; dst.v0.w = src.v0.w;
  dst.v1.x = src.v1.x; dst.v1.y = src.v1.y; dst.v1.z = src.v1.z; dst.v1.w = src.v1.w;
  dst.v2.x = src.v2.x; dst.v2.y = src.v2.y; dst.v2.z = src.v2.z; dst.v2.w = src.v2.w;
}

/** Feeds the raw bits of a MeshTriangle to the hasher, field by field in declaration order. */
export function hash_MeshTriangle(s: MeshTriangle, h: StateHasher): void {
  h.enter(s);
  h.u32(s.flags);
  h.f32(s.v0.x);
  h.f32(s.v0.y);
  h.f32(s.v0.z);
  h.f32(s.v0.w);
  h.f32(s.v1.x);
  h.f32(s.v1.y);
  h.f32(s.v1.z);
  h.f32(s.v1.w);
  h.f32(s.v2.x);
  h.f32(s.v2.y);
  h.f32(s.v2.z);
  h.f32(s.v2.w);
}

/** Writes a MeshTriangle to a snapshot stream. */
export function snapshot_MeshTriangle(s: MeshTriangle, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.flags);
  w.put(s.v0.x);
  w.put(s.v0.y);
  w.put(s.v0.z);
  w.put(s.v0.w);
  w.put(s.v1.x);
  w.put(s.v1.y);
  w.put(s.v1.z);
  w.put(s.v1.w);
  w.put(s.v2.x);
  w.put(s.v2.y);
  w.put(s.v2.z);
  w.put(s.v2.w);
}

/** Reads a MeshTriangle back from a snapshot stream written by snapshot_MeshTriangle. */
export function restore_MeshTriangle(s: MeshTriangle, r: SnapshotReader): void {
  r.enter(s);
  s.flags = r.get();
  s.v0.x = r.get();
  s.v0.y = r.get();
  s.v0.z = r.get();
  s.v0.w = r.get();
  s.v1.x = r.get();
  s.v1.y = r.get();
  s.v1.z = r.get();
  s.v1.w = r.get();
  s.v2.x = r.get();
  s.v2.y = r.get();
  s.v2.z = r.get();
  s.v2.w = r.get();
}

/**
 * The level's collision mesh: triangles, the world-to-grid transform, the cells and the per-query
 * visited bits (format in the module comment above).
 */
export class CollisionMesh {
  triangles: MeshTriangle[] = [];
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
  /** nx·ny·nz entries: 0 = no list, else the list's position in `lists` */
  cells: number[] = [];
  /** the lists: count, then that many triangle indices; word 0 is a reserved 0 */
  lists: number[] = [];
  /** the visited bits (bytes), sized as the query clears them */
  visited: number[] = [];
}

/** Puts a CollisionMesh back into the zero state `new CollisionMesh()` gives, in place. */
export function reset_CollisionMesh(s: CollisionMesh): void {
  s.triangles.length = 0;
  s.scale.x = 0; s.scale.y = 0; s.scale.z = 0; s.scale.w = 0;
  s.offset.x = 0; s.offset.y = 0; s.offset.z = 0; s.offset.w = 0;
  s.clamp_lo.x = 0; s.clamp_lo.y = 0; s.clamp_lo.z = 0; s.clamp_lo.w = 0;
  s.clamp_hi.x = 0; s.clamp_hi.y = 0; s.clamp_hi.z = 0; s.clamp_hi.w = 0;
  s.nx = 0;
  s.ny = 0;
  s.nz = 0;
  s.cells.length = 0;
  s.lists.length = 0;
  s.visited.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_CollisionMesh(dst: CollisionMesh, src: CollisionMesh): void {
  dst.triangles.length = src.triangles.length;
  for (let i = 0; i < src.triangles.length; i++) { if (dst.triangles[i] === undefined) dst.triangles[i] = new MeshTriangle(); copy_MeshTriangle(dst.triangles[i], src.triangles[i]); }
  dst.scale.x = src.scale.x; dst.scale.y = src.scale.y; dst.scale.z = src.scale.z; dst.scale.w = src.scale.w;
  dst.offset.x = src.offset.x; dst.offset.y = src.offset.y; dst.offset.z = src.offset.z; dst.offset.w = src.offset.w;
  dst.clamp_lo.x = src.clamp_lo.x; dst.clamp_lo.y = src.clamp_lo.y; dst.clamp_lo.z = src.clamp_lo.z; dst.clamp_lo.w = src.clamp_lo.w;
  dst.clamp_hi.x = src.clamp_hi.x; dst.clamp_hi.y = src.clamp_hi.y; dst.clamp_hi.z = src.clamp_hi.z; dst.clamp_hi.w = src.clamp_hi.w;
  dst.nx = src.nx;
  dst.ny = src.ny;
  dst.nz = src.nz;
  dst.cells.length = 0;
  for (let i = 0; i < src.cells.length; i++) dst.cells.push(src.cells[i]);
  dst.lists.length = 0;
  for (let i = 0; i < src.lists.length; i++) dst.lists.push(src.lists[i]);
  dst.visited.length = 0;
  for (let i = 0; i < src.visited.length; i++) dst.visited.push(src.visited[i]);
}

/** Feeds the raw bits of a CollisionMesh to the hasher, field by field in declaration order. */
export function hash_CollisionMesh(s: CollisionMesh, h: StateHasher): void {
  h.enter(s);
  h.u32(s.triangles.length);
  for (let i0 = 0; i0 < s.triangles.length; i0++) {
    hash_MeshTriangle(s.triangles[i0], h);
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
  h.u32(s.cells.length);
  for (let i0 = 0; i0 < s.cells.length; i0++) {
    h.i32(s.cells[i0]);
  }
  h.u32(s.lists.length);
  for (let i0 = 0; i0 < s.lists.length; i0++) {
    h.u32(s.lists[i0]);
  }
  h.u32(s.visited.length);
  for (let i0 = 0; i0 < s.visited.length; i0++) {
    h.u32(s.visited[i0]);
  }
}

/** Writes a CollisionMesh to a snapshot stream. */
export function snapshot_CollisionMesh(s: CollisionMesh, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.triangles.length);
  for (let i0 = 0; i0 < s.triangles.length; i0++) {
    snapshot_MeshTriangle(s.triangles[i0], w);
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
  w.put(s.cells.length);
  for (let i0 = 0; i0 < s.cells.length; i0++) {
    w.put(s.cells[i0]);
  }
  w.put(s.lists.length);
  for (let i0 = 0; i0 < s.lists.length; i0++) {
    w.put(s.lists[i0]);
  }
  w.put(s.visited.length);
  for (let i0 = 0; i0 < s.visited.length; i0++) {
    w.put(s.visited[i0]);
  }
}

/** Reads a CollisionMesh back from a snapshot stream written by snapshot_CollisionMesh. */
export function restore_CollisionMesh(s: CollisionMesh, r: SnapshotReader): void {
  r.enter(s);
  s.triangles.length = r.get();
  for (let i0 = 0; i0 < s.triangles.length; i0++) if (s.triangles[i0] === undefined) s.triangles[i0] = new MeshTriangle();
  for (let i0 = 0; i0 < s.triangles.length; i0++) {
    restore_MeshTriangle(s.triangles[i0], r);
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
  s.cells.length = r.get();
  for (let i0 = 0; i0 < s.cells.length; i0++) {
    s.cells[i0] = r.get();
  }
  s.lists.length = r.get();
  for (let i0 = 0; i0 < s.lists.length; i0++) {
    s.lists[i0] = r.get();
  }
  s.visited.length = r.get();
  for (let i0 = 0; i0 < s.visited.length; i0++) {
    s.visited[i0] = r.get();
  }
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
 * (((count + 7) >> 3) + 15) & 0x7ff0, i.e. whole 16-byte blocks.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, CollisionMesh_BeginShapeQuery 0x00347170 (visited-bit clear size)
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:75
 */
export function CollisionMesh_VisitedBytes(count: number): number {
  return ((((((count + 7) | 0) >> 3) | 0) + 15) | 0) & 32752;
}

/**
 * One grid coordinate: g = x·scale + offset, clamped to [lo, hi] and truncated toward zero.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, CollisionMesh_BeginShapeQuery 0x00347170 (grid matrix, clamp, vftoi0)
 * @design 002 L88 gives a full 4×4 product; every disc matrix is a positive diagonal scale plus a translation, so one multiply and one add per axis (the same f32 result for finite inputs). Clamp as max then min, then i32 truncation (vftoi0).
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:83
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
 * Starts a query: clears the visited bits and turns the world box into the inclusive cell range
 * [cell_min, cell_max]. The mesh is passed in (the original fetches the level's mesh from the world
 * manager global and writes it to *mesh).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x00347170 CollisionMesh_BeginShapeQuery
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:99
 */
export function CollisionMesh_BeginShapeQuery(mesh: CollisionMesh, cell_min: MeshCell, cell_max: MeshCell, box: AABB): void {
  const bytes: number = CollisionMesh_VisitedBytes(mesh.triangles.length);
  // the original clears 16 bytes at a time; the designed mesh holds at least that many bytes
  if (!(bytes <= mesh.visited.length)) assertFail("spec/ps2/collision_mesh.spec:102", "visited bits shorter than the query clears");
  for (let i = 0; i < bytes; i++) {
    mesh.visited[i] = 0;
  }
  // each corner of the box is transformed on its own (002 L88)
  cell_min.x = CollisionMesh_GridCoord(box.min.x, mesh.scale.x, mesh.offset.x, mesh.clamp_lo.x, mesh.clamp_hi.x);
  cell_min.y = CollisionMesh_GridCoord(box.min.y, mesh.scale.y, mesh.offset.y, mesh.clamp_lo.y, mesh.clamp_hi.y);
  cell_min.z = CollisionMesh_GridCoord(box.min.z, mesh.scale.z, mesh.offset.z, mesh.clamp_lo.z, mesh.clamp_hi.z);
  cell_max.x = CollisionMesh_GridCoord(box.max.x, mesh.scale.x, mesh.offset.x, mesh.clamp_lo.x, mesh.clamp_hi.x);
  cell_max.y = CollisionMesh_GridCoord(box.max.y, mesh.scale.y, mesh.offset.y, mesh.clamp_lo.y, mesh.clamp_hi.y);
  cell_max.z = CollisionMesh_GridCoord(box.max.z, mesh.scale.z, mesh.offset.z, mesh.clamp_lo.z, mesh.clamp_hi.z);
}

/**
 * Test-and-set of triangle idx's visited bit: true when it was already set (already looked at in
 * this query).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, CollisionMesh_BeginShapeQuery visited bits (every collector: bit idx & 7 of byte idx >> 3)
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:119
 */
export function CollisionMesh_TestAndSetVisited(mesh: CollisionMesh, idx: number): boolean {
  const byte: number = ((idx >> 3) | 0);
  const bit: number = (((1 << (idx & 7))) & 0xff);
  const was: boolean = (((mesh.visited[byte] & bit) & 0xff) !== 0);
  mesh.visited[byte] = (mesh.visited[byte] | bit) & 0xff;
  return was;
}

/**
 * The candidate triangles of a world box, in the order every collector meets them: a new query
 * (visited bits cleared), cells x outermost, then y, then z innermost, each list in stored order, a
 * triangle once per query. Replaces `out` with their indices and returns how many.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2, CollisionMesh_BeginShapeQuery the cell walk (0x003481a0, 0x00348ec0, 0x00347674, 0x00347abc)
 * @design The four collectors each inline the walk (002 L89); it is one function here so that they and the tests share it. The list pointer overrun of the capsule's t > 1 bug (002 L148) is not modelled: a list is never read past its count.
 * @unit U2.01
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:133
 */
export function CollisionMesh_CollectBox(mesh: CollisionMesh, box: AABB, out_: number[]): number {
  out_.length = 0;
  const lo: MeshCell = _r0;
  reset_MeshCell(lo);
  const hi: MeshCell = _r1;
  reset_MeshCell(hi);
  CollisionMesh_BeginShapeQuery(mesh, lo, hi, box);
  for (let x = lo.x; x <= hi.x; x++) {
    for (let y = lo.y; y <= hi.y; y++) {
      for (let z = lo.z; z <= hi.z; z++) {
        const entry: number = mesh.cells[((Math.imul(((Math.imul(z, mesh.ny) + y) | 0), mesh.nx) + x) | 0)];
        // an entry of 0, or a list whose count is 0, is skipped
        if (entry === 0) {
          continue;
        }
        const count: number = ((mesh.lists[entry]) | 0);
        for (let k = 0; k < count; k++) {
          const idx: number = ((mesh.lists[((((entry + 1) | 0) + k) | 0)]) | 0);
          if (!CollisionMesh_TestAndSetVisited(mesh, idx)) {
            out_.push(idx);
          }
        }
      }
    }
  }
  return out_.length;
}

/**
 * Appends a triangle with the given flags and corners (w set to 1); returns its index.
 *
 * @design Builder helper for the designed format: the documents' tests build meshes with an external builder (002 L234).
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:161
 */
export function CollisionMesh_AddTriangle(mesh: CollisionMesh, flags: number, v0_x: number, v0_y: number, v0_z: number, v1_x: number, v1_y: number, v1_z: number, v2_x: number, v2_y: number, v2_z: number): number {
  const t: MeshTriangle = new MeshTriangle();
  t.flags = flags;
  t.v0.x = v0_x;
  t.v0.y = v0_y;
  t.v0.z = v0_z;
  t.v0.w = 1;
  t.v1.x = v1_x;
  t.v1.y = v1_y;
  t.v1.z = v1_z;
  t.v1.w = 1;
  t.v2.x = v2_x;
  t.v2.y = v2_y;
  t.v2.z = v2_z;
  t.v2.w = 1;
  mesh.triangles.push(t);
  return (mesh.triangles.length - 1) | 0;
}

/**
 * A triangle's axis-aligned box (min and max of its corners per axis; w = 1).
 *
 * @design Helper of the builder and of the enable-in-box operation.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:173
 */
export function MeshTriangle_Box(t: MeshTriangle, out_: AABB): void {
  out_.min.x = specMin((t.v1.x < t.v0.x ? t.v1.x : t.v0.x), t.v2.x);
  out_.min.y = specMin((t.v1.y < t.v0.y ? t.v1.y : t.v0.y), t.v2.y);
  out_.min.z = specMin((t.v1.z < t.v0.z ? t.v1.z : t.v0.z), t.v2.z);
  out_.min.w = 1;
  out_.max.x = specMax((t.v1.x > t.v0.x ? t.v1.x : t.v0.x), t.v2.x);
  out_.max.y = specMax((t.v1.y > t.v0.y ? t.v1.y : t.v0.y), t.v2.y);
  out_.max.z = specMax((t.v1.z > t.v0.z ? t.v1.z : t.v0.z), t.v2.z);
  out_.max.w = 1;
}

/**
 * Cells along one axis: ceil(extent / cell) with at least 1.
 *
 * @design Grid size of the designed builder: enough cells of the chosen size to cover the extent, at least one.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:180
 */
export function CollisionMesh_AxisCells(extent: number, inv_cell: number): number {
  const n: number = (Math.trunc(Math.ceil(Math.fround(extent * inv_cell))) | 0);
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
 * @design The disc format and its builder are not in the documents. Chosen: scale = 1/cell_size, offset = −origin·scale (origin = min corner), n = ceil(extent/cell_size) ≥ 1 per axis, clamp [0.5, n − 0.5]; lists in cell-entry order after a reserved word 0; triangles in each list in index order; visited bits sized by the query's clear formula.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:193
 */
export function CollisionMesh_Build(mesh: CollisionMesh, cell_size: number): void {
  const count: number = mesh.triangles.length;
  // the visited bits the query clears cover (((count + 7) >> 3) + 15) & 0x7ff0 bytes (002 L87):
  // every triangle up to 262,016, and fewer beyond, where the mask wraps
  if (!(count <= 0x3ff80)) assertFail("spec/ps2/collision_mesh.spec:197", "a mesh of {} triangles: more than the 262,016 the query's visited-bit clear covers", [count]);
  let lo_x = 0, lo_y = 0, lo_z = 0, lo_w = 1;
  let hi_x = 0, hi_y = 0, hi_z = 0, hi_w = 1;
  const b: AABB = _r2;
  reset_AABB(b);
  for (let i = 0; i < count; i++) {
    MeshTriangle_Box(mesh.triangles[i], b);
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
      const t$0_x = (b.min.x < lo_x ? b.min.x : lo_x), t$0_y = (b.min.y < lo_y ? b.min.y : lo_y), t$0_z = (b.min.z < lo_z ? b.min.z : lo_z), t$0_w = 1;
      lo_x = t$0_x; lo_y = t$0_y; lo_z = t$0_z; lo_w = t$0_w;
      const t$1_x = (b.max.x > hi_x ? b.max.x : hi_x), t$1_y = (b.max.y > hi_y ? b.max.y : hi_y), t$1_z = (b.max.z > hi_z ? b.max.z : hi_z), t$1_w = 1;
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
  const cells: number = Math.imul(Math.imul(mesh.nx, mesh.ny), mesh.nz);
  // first pass: how many triangles each cell lists
  const counts: number[] = [];
  for (let c = 0; c < cells; c++) {
    counts.push(0);
  }
  const cmin: MeshCell = _r3;
  reset_MeshCell(cmin);
  const cmax: MeshCell = _r4;
  reset_MeshCell(cmax);
  for (let i_1 = 0; i_1 < count; i_1++) {
    MeshTriangle_Box(mesh.triangles[i_1], b);
    CollisionMesh_TriangleCells(mesh, b, cmin, cmax);
    for (let x = cmin.x; x <= cmax.x; x++) {
      for (let y = cmin.y; y <= cmax.y; y++) {
        for (let z = cmin.z; z <= cmax.z; z++) {
          counts[((Math.imul(((Math.imul(z, mesh.ny) + y) | 0), mesh.nx) + x) | 0)] = (counts[((Math.imul(((Math.imul(z, mesh.ny) + y) | 0), mesh.nx) + x) | 0)] + 1) | 0;
        }
      }
    }
  }
  // lay the lists out in cell-entry order after the reserved word 0
  mesh.cells.length = 0;
  mesh.lists.length = 0;
  mesh.lists.push(0);
  const fill: number[] = [];
  for (let c_1 = 0; c_1 < cells; c_1++) {
    if (counts[c_1] === 0) {
      mesh.cells.push(0);
      fill.push(0);
    } else {
      const pos: number = mesh.lists.length;
      mesh.cells.push(pos);
      fill.push(((pos + 1) | 0));
      mesh.lists.push(((counts[c_1]) >>> 0));
      for (let k = 0, k$end = counts[c_1]; k < k$end; k++) {
        mesh.lists.push(0);
      }
    }
  }
  // second pass: file each triangle, in index order
  for (let i_2 = 0; i_2 < count; i_2++) {
    MeshTriangle_Box(mesh.triangles[i_2], b);
    CollisionMesh_TriangleCells(mesh, b, cmin, cmax);
    for (let x_1 = cmin.x; x_1 <= cmax.x; x_1++) {
      for (let y_1 = cmin.y; y_1 <= cmax.y; y_1++) {
        for (let z_1 = cmin.z; z_1 <= cmax.z; z_1++) {
          const c_2: number = ((Math.imul(((Math.imul(z_1, mesh.ny) + y_1) | 0), mesh.nx) + x_1) | 0);
          mesh.lists[fill[c_2]] = i_2 >>> 0;
          fill[c_2] = (fill[c_2] + 1) | 0;
        }
      }
    }
  }
  mesh.visited.length = 0;
  for (let k_1 = 0, k_1$end = CollisionMesh_VisitedBytes(count); k_1 < k_1$end; k_1++) {
    mesh.visited.push(0);
  }
}

/**
 * The cell range a box touches, by the query's transform, clamp and truncation (without touching
 * the visited bits).
 *
 * @design The builder files a triangle by the same cell computation as CollisionMesh_BeginShapeQuery (002 L88) so that builder and query agree on every boundary.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:281
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
 * Being a query itself, it clears and uses the visited bits.
 *
 * @design 002 L245 names CollisionMesh_SetEnabledInBox's equivalent without giving it. Chosen: the query's cell walk for candidates, then an inclusive box-versus-triangle-box test per axis.
 * @float ps2
 * @spec spec/ps2/collision_mesh.spec:294
 */
export function CollisionMesh_SetEnabledInBox(mesh: CollisionMesh, box: AABB, enable: boolean): number {
  const cand: number[] = [];
  CollisionMesh_CollectBox(mesh, box, cand);
  const tb: AABB = _r5;
  reset_AABB(tb);
  let n: number = 0;
  for (let k = 0; k < cand.length; k++) {
    const t: MeshTriangle = mesh.triangles[cand[k]];
    MeshTriangle_Box(t, tb);
    if ((((((tb.min.x <= box.max.x) && (tb.max.x >= box.min.x)) && (tb.min.y <= box.max.y)) && (tb.max.y >= box.min.y)) && (tb.min.z <= box.max.z)) && (tb.max.z >= box.min.z)) {
      if (enable) {
        t.flags = (t.flags | MESH_TRI_ENABLED) & 0xffff;
      } else {
        t.flags = (t.flags & ((~MESH_TRI_ENABLED) & 0xffff)) & 0xffff;
      }
      n = (n + 1) | 0;
    }
  }
  return n;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new MeshCell(), _r1 = new MeshCell(), _r2 = new AABB(), _r3 = new MeshCell(), _r4 = new MeshCell(), _r5 = new AABB();
