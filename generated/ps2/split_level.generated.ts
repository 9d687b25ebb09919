// GENERATED FILE: do not edit. Engine module ps2.split_level: A PS2 level larger than one collision mesh: its triangles split by space into parts, each a collision mesh of its own, answering together as the world's collision back end from spec/ps2/split_level.spec (sha256 164295439fa9e786).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec4, ZERO_F64, assertFail } from "../../runtime/index.js";
import { Body } from "./body.generated.js";
import { CollisionMesh, CollisionMesh_AddTriangle, CollisionMesh_Build, CollisionMesh_Corner, CollisionMesh_Count, CollisionMesh_TriangleBox } from "./collision_mesh.generated.js";
import { MeshWorld, MeshWorld_OverlapMesh, MeshWorld_RayCast, MeshWorld_SweepMesh, copy_MeshWorld, reset_MeshWorld } from "./mesh_backend.generated.js";
import { AABB, Contact, ContactList, copy_AABB, copy_Contact, reset_AABB, reset_ContactList } from "./unit03_contacts.generated.js";
import { PhysicsShape } from "./unit06_shapes.generated.js";
import { Contact_CopyInto } from "./unit07_world.generated.js";
import { BodyPassOwners, PhysicsBody_SweepHumanMask } from "./unit11_pairs.generated.js";
import { CollisionBackend, IPhysics, RayHit, reset_RayHit } from "./world.generated.js";

/**
 * The most triangles one part's mesh holds (the designed mesh's limit, D-MESH-1); the builder takes
 * the limit as an argument so that tests can split small levels.
 */
export const SPLIT_PART_MAX: number = 262016;

/**
 * One part: its mesh (as a MeshWorld without a world: the split level runs the body pass), its
 * region, and the level index of each of its triangles.
 */
export class LevelPart {
  world: MeshWorld = new MeshWorld();
  region: AABB = new AABB();
  global: number[] = [];
}

/** Puts a LevelPart back into the zero state `new LevelPart()` gives, in place. */
export function reset_LevelPart(s: LevelPart): void {
  reset_MeshWorld(s.world);
  reset_AABB(s.region);
  s.global.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_LevelPart(dst: LevelPart, src: LevelPart): void {
  copy_MeshWorld(dst.world, src.world);
  copy_AABB(dst.region, src.region);
  for (let i = 0; i < src.global.length && i < dst.global.length; i++) dst.global[i] = src.global[i];
  if (dst.global.length > src.global.length) dst.global.length = src.global.length;
  else for (let i = dst.global.length; i < src.global.length; i++) dst.global.push(src.global[i]);
}

/**
 * A level split into parts (see the module comment), with every level triangle's flags and the
 * world the body pass walks.
 */
export class SplitLevel implements CollisionBackend {
  parts: LevelPart[] = [];
  /** the flags of level triangle i (what triangle_flags answers for i + 1) */
  flags: number[] = [];
  /** the level's box and the margin the regions were grown by */
  bounds: AABB = new AABB();
  margin: number = ZERO_F64;
  /** the most triangles a part holds (SPLIT_PART_MAX, or less in tests) */
  part_max: number = 0;
  /** the world (for the body pass); null: no bodies to sweep against */
  phys: IPhysics | null = null;
  /** what the body pass asks the owners (Unit 11's BodyPassOwners) */
  owners: BodyPassOwners | null = null;

  /** Implements CollisionBackend.sweep_mesh (@spec spec/ps2/split_level.spec:381). */
  sweep_mesh(list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
    return SplitLevel_SweepMesh(this, list, start, max, box, body, shape, move_x, move_y, move_z, move_w, options, nz_min, nz_max);
  }

  /** Implements CollisionBackend.overlap_mesh (@spec spec/ps2/split_level.spec:384). */
  overlap_mesh(list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
    return SplitLevel_OverlapMesh(this, list, start, room, box, shape, options, nz_min, nz_max);
  }

  /** Implements CollisionBackend.sweep_bodies (@spec spec/ps2/split_level.spec:387). */
  sweep_bodies(list: ContactList, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): number {
    const p: IPhysics | null = this.phys;
    if (p === null) {
      return list.count;
    }
    return PhysicsBody_SweepHumanMask(p!, list, box, body, shape, move_x, move_y, move_z, move_w, this.owners);
  }

  /** Implements CollisionBackend.ray_cast (@spec spec/ps2/split_level.spec:394). */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean {
    return SplitLevel_RayCast(this, origin_x, origin_y, origin_z, origin_w, dir_x, dir_y, dir_z, dir_w, length, hit);
  }

  /** Implements CollisionBackend.triangle_flags (@spec spec/ps2/split_level.spec:397). */
  triangle_flags(triangle: number): number {
    const n: number = this.flags.length;
    if (!(triangle >= 1 && triangle <= (n >>> 0))) assertFail("spec/ps2/split_level.spec:399", "a contact names triangle {} of a level of {}", [triangle, n]);
    return this.flags[(triangle - 1) | 0];
  }
}

/** Puts a SplitLevel back into the zero state `new SplitLevel()` gives, in place. */
export function reset_SplitLevel(s: SplitLevel): void {
  s.parts.length = 0;
  s.flags.length = 0;
  reset_AABB(s.bounds);
  s.margin = 0;
  s.part_max = 0;
  s.phys = null;
  s.owners = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SplitLevel(dst: SplitLevel, src: SplitLevel): void {
  dst.parts.length = src.parts.length;
  for (let i = 0; i < src.parts.length; i++) { if (dst.parts[i] === undefined) dst.parts[i] = new LevelPart(); copy_LevelPart(dst.parts[i], src.parts[i]); }
  for (let i = 0; i < src.flags.length && i < dst.flags.length; i++) dst.flags[i] = src.flags[i];
  if (dst.flags.length > src.flags.length) dst.flags.length = src.flags.length;
  else for (let i = dst.flags.length; i < src.flags.length; i++) dst.flags.push(src.flags[i]);
  copy_AABB(dst.bounds, src.bounds);
  dst.margin = src.margin;
  dst.part_max = src.part_max;
  dst.phys = src.phys;
  dst.owners = src.owners;
}

/** The scratch of a merged answer: the contacts gathered from the parts, in gathering order. */
export class SplitMerge {
  contacts: Contact[] = [];
  order: number[] = [];
}

/** Puts a SplitMerge back into the zero state `new SplitMerge()` gives, in place. */
export function reset_SplitMerge(s: SplitMerge): void {
  s.contacts.length = 0;
  s.order.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SplitMerge(dst: SplitMerge, src: SplitMerge): void {
  dst.contacts.length = src.contacts.length;
  for (let i = 0; i < src.contacts.length; i++) { if (dst.contacts[i] === undefined) dst.contacts[i] = new Contact(); copy_Contact(dst.contacts[i], src.contacts[i]); }
  for (let i = 0; i < src.order.length && i < dst.order.length; i++) dst.order[i] = src.order[i];
  if (dst.order.length > src.order.length) dst.order.length = src.order.length;
  else for (let i = dst.order.length; i < src.order.length; i++) dst.order.push(src.order[i]);
}

/**
 * True when box b lies inside box r (inclusive, xyz).
 *
 * @design D-FACADE-3: a region answers a box that lies inside it
 * @float ps2
 * @spec spec/ps2/split_level.spec:62
 */
export function Split_Inside(b: AABB, r: AABB): boolean {
  return b.min.x >= r.min.x && b.min.y >= r.min.y && b.min.z >= r.min.z && b.max.x <= r.max.x && b.max.y <= r.max.y && b.max.z <= r.max.z;
}

/**
 * True when boxes a and b meet (inclusive, xyz).
 *
 * @design D-FACADE-3: boxes touching at a face meet, as the mesh builder files triangles
 * @float ps2
 * @spec spec/ps2/split_level.spec:68
 */
export function Split_Meets(a: AABB, b: AABB): boolean {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y && a.min.z <= b.max.z && b.min.z <= a.max.z;
}

/**
 * The box grown by m on every side, and without limit (the largest f32) on each side where it
 * reaches the level's box.
 *
 * @design D-FACADE-3: a region is the core grown by the margin, open where the core reaches the level's edge
 * @float ps2
 * @spec spec/ps2/split_level.spec:75
 */
export function Split_Region(core: AABB, bounds: AABB, m: number, out_: AABB): void {
  const big: number = 3.4028234663852886e+38 /* f32#7f7fffff */;
  out_.min.x = Math.fround(core.min.x - m);
  out_.min.y = Math.fround(core.min.y - m);
  out_.min.z = Math.fround(core.min.z - m);
  out_.min.w = 1;
  out_.max.x = Math.fround(core.max.x + m);
  out_.max.y = Math.fround(core.max.y + m);
  out_.max.z = Math.fround(core.max.z + m);
  out_.max.w = 1;
  if (core.min.x <= bounds.min.x) {
    out_.min.x = -big;
  }
  if (core.min.y <= bounds.min.y) {
    out_.min.y = -big;
  }
  if (core.min.z <= bounds.min.z) {
    out_.min.z = -big;
  }
  if (core.max.x >= bounds.max.x) {
    out_.max.x = big;
  }
  if (core.max.y >= bounds.max.y) {
    out_.max.y = big;
  }
  if (core.max.z >= bounds.max.z) {
    out_.max.z = big;
  }
}

/**
 * Splits a level's triangles (`all`, a triangle list without a grid) into parts whose meshes are
 * built with `cell_size` cells; `margin` is the region margin (at least the largest query box a
 * body makes in one update, for exact answers); `part_max` the most triangles of a part.
 *
 * @design D-FACADE-3: the k-d split of a level's box into parts of at most 262,016 triangles
 * @float ps2
 * @spec spec/ps2/split_level.spec:103
 */
export function SplitLevel_Build(level: SplitLevel, all: CollisionMesh, cell_size: number, margin: number, part_max: number): void {
  const n: number = CollisionMesh_Count(all);
  if (!(n > 0)) assertFail("spec/ps2/split_level.spec:105", "a split level needs triangles");
  if (!(part_max >= 1 && part_max <= SPLIT_PART_MAX)) assertFail("spec/ps2/split_level.spec:106", "a split level's parts hold 1 to 262,016 triangles, not {}", [part_max]);
  level.part_max = part_max;
  level.parts.length = 0;
  level.flags.length = 0;
  level.margin = margin;
  const tb: AABB = _r0;
  reset_AABB(tb);
  for (let i = 0; i < n; i++) {
    level.flags.push(all.flags[i]);
    CollisionMesh_TriangleBox(all, i, tb);
    if (i === 0) {
      level.bounds.min.x = tb.min.x;
      level.bounds.min.y = tb.min.y;
      level.bounds.min.z = tb.min.z;
      level.bounds.min.w = tb.min.w;
      level.bounds.max.x = tb.max.x;
      level.bounds.max.y = tb.max.y;
      level.bounds.max.z = tb.max.z;
      level.bounds.max.w = tb.max.w;
    } else {
      const t$0_x = tb.min.x < level.bounds.min.x ? tb.min.x : level.bounds.min.x, t$0_y = tb.min.y < level.bounds.min.y ? tb.min.y : level.bounds.min.y, t$0_z = tb.min.z < level.bounds.min.z ? tb.min.z : level.bounds.min.z, t$0_w = 1;
      level.bounds.min.x = t$0_x; level.bounds.min.y = t$0_y; level.bounds.min.z = t$0_z; level.bounds.min.w = t$0_w;
      const t$1_x = tb.max.x > level.bounds.max.x ? tb.max.x : level.bounds.max.x, t$1_y = tb.max.y > level.bounds.max.y ? tb.max.y : level.bounds.max.y, t$1_z = tb.max.z > level.bounds.max.z ? tb.max.z : level.bounds.max.z, t$1_w = 1;
      level.bounds.max.x = t$1_x; level.bounds.max.y = t$1_y; level.bounds.max.z = t$1_z; level.bounds.max.w = t$1_w;
    }
  }
  const every: number[] = [];
  for (let i_1 = 0; i_1 < n; i_1++) {
    every.push(i_1);
  }
  const core: AABB = _r1;
  reset_AABB(core);
  core.min.x = level.bounds.min.x;
  core.min.y = level.bounds.min.y;
  core.min.z = level.bounds.min.z;
  core.min.w = level.bounds.min.w;
  core.max.x = level.bounds.max.x;
  core.max.y = level.bounds.max.y;
  core.max.z = level.bounds.max.z;
  core.max.w = level.bounds.max.w;
  SplitLevel_Node(level, all, core, every, cell_size, 0);
}

/**
 * One node of the split: `cand` are the triangles whose box meets this core's region (a superset
 * is fine); a leaf when at most `level.part_max` of them meet the region, else the core is halved
 * across its longest axis (x on ties, then y) and each half recurses with the triangles meeting
 * its own region.
 *
 * @design D-FACADE-3: halve the longest axis of the core until the region's triangles fit one mesh
 * @float ps2
 * @spec spec/ps2/split_level.spec:138
 */
export function SplitLevel_Node(level: SplitLevel, all: CollisionMesh, core: AABB, cand: number[], cell_size: number, depth: number): void {
  const region: AABB = new AABB();
  Split_Region(core, level.bounds, level.margin, region);
  const mine: number[] = [];
  const tb: AABB = new AABB();
  for (let k = 0; k < cand.length; k++) {
    CollisionMesh_TriangleBox(all, cand[k], tb);
    if (Split_Meets(tb, region)) {
      mine.push(cand[k]);
    }
  }
  if (mine.length <= level.part_max) {
    SplitLevel_AddPart(level, all, region, mine, cell_size);
    return;
  }
  // a part cannot shrink below twice the margin: more triangles than one mesh holds that close
  // together cannot be split
  const ex: number = Math.fround(core.max.x - core.min.x);
  const ey: number = Math.fround(core.max.y - core.min.y);
  const ez: number = Math.fround(core.max.z - core.min.z);
  const lim: number = Math.fround(level.margin + level.margin);
  const count: number = mine.length;
  if (!(depth < 64 && (ex > lim || ey > lim || ez > lim))) assertFail("spec/ps2/split_level.spec:160", "{} level triangles lie within {} m of each other: more than one part holds ({}); lower the level's split margin", [count, lim, level.part_max]);
  const lo: AABB = new AABB();
  const hi: AABB = new AABB();
  lo.min.x = core.min.x;
  lo.min.y = core.min.y;
  lo.min.z = core.min.z;
  lo.min.w = core.min.w;
  lo.max.x = core.max.x;
  lo.max.y = core.max.y;
  lo.max.z = core.max.z;
  lo.max.w = core.max.w;
  hi.min.x = core.min.x;
  hi.min.y = core.min.y;
  hi.min.z = core.min.z;
  hi.min.w = core.min.w;
  hi.max.x = core.max.x;
  hi.max.y = core.max.y;
  hi.max.z = core.max.z;
  hi.max.w = core.max.w;
  if (ex >= ey && ex >= ez) {
    const mid: number = Math.fround(core.min.x + Math.fround(ex * 0.5));
    lo.max.x = mid;
    hi.min.x = mid;
  } else if (ey >= ez) {
    const mid_1: number = Math.fround(core.min.y + Math.fround(ey * 0.5));
    lo.max.y = mid_1;
    hi.min.y = mid_1;
  } else {
    const mid_2: number = Math.fround(core.min.z + Math.fround(ez * 0.5));
    lo.max.z = mid_2;
    hi.min.z = mid_2;
  }
  SplitLevel_Node(level, all, lo, mine, cell_size, (depth + 1) | 0);
  SplitLevel_Node(level, all, hi, mine, cell_size, (depth + 1) | 0);
}

/**
 * A part of the given region with the given level triangles, in level order, its mesh built.
 *
 * @design D-FACADE-3: a part is a collision mesh of its triangles, built like a level's
 * @float ps2
 * @spec spec/ps2/split_level.spec:186
 */
export function SplitLevel_AddPart(level: SplitLevel, all: CollisionMesh, region: AABB, tris: number[], cell_size: number): void {
  if (tris.length === 0) {
    return;
  }
  const p: LevelPart = new LevelPart();
  p.region.min.x = region.min.x;
  p.region.min.y = region.min.y;
  p.region.min.z = region.min.z;
  p.region.min.w = region.min.w;
  p.region.max.x = region.max.x;
  p.region.max.y = region.max.y;
  p.region.max.z = region.max.z;
  p.region.max.w = region.max.w;
  for (let k = 0; k < tris.length; k++) {
    const t: number = tris[k];
    CollisionMesh_Corner(all, t, 0, _s2);
    const v0_x = _s2.x, v0_y = _s2.y, v0_z = _s2.z, v0_w = _s2.w;
    CollisionMesh_Corner(all, t, 1, _s3);
    const v1_x = _s3.x, v1_y = _s3.y, v1_z = _s3.z, v1_w = _s3.w;
    CollisionMesh_Corner(all, t, 2, _s4);
    const v2_x = _s4.x, v2_y = _s4.y, v2_z = _s4.z, v2_w = _s4.w;
    CollisionMesh_AddTriangle(p.world.mesh, all.flags[t], v0_x, v0_y, v0_z, v1_x, v1_y, v1_z, v2_x, v2_y, v2_z);
    p.global.push(tris[k]);
  }
  CollisionMesh_Build(p.world.mesh, cell_size);
  level.parts.push(p);
}

/**
 * The first part whose region holds the box, −1 when none does.
 *
 * @design D-FACADE-3: the first part whose region holds the query box answers it alone
 * @float ps2
 * @spec spec/ps2/split_level.spec:207
 */
export function SplitLevel_PartFor(level: SplitLevel, box: AABB): number {
  for (let k = 0; k < level.parts.length; k++) {
    if (Split_Inside(box, level.parts[k].region)) {
      return k;
    }
  }
  return -1;
}

/**
 * Contacts pool[from … from + n) of part k renamed to level triangles (index + 1).
 *
 * @design D-FACADE-3: contacts name level triangles
 * @float ps2
 * @spec spec/ps2/split_level.spec:218
 */
export function SplitLevel_Rename(level: SplitLevel, k: number, list: ContactList, from: number, n: number): void {
  const p: LevelPart = level.parts[k];
  for (let i = from, i$end = (from + n) | 0; i < i$end; i++) {
    const c: Contact = list.pool[i];
    if (c.triangle !== 0) {
      c.triangle = (p.global[(c.triangle - 1) | 0] + 1) >>> 0;
    }
  }
}

/**
 * Gathers contacts pool[0 … n) of `scratch` (already renamed) into the merge, skipping a level
 * triangle already gathered (a triangle near a cut is in several parts).
 *
 * @design D-FACADE-3: each level triangle once in a merged answer, from the first part that has it
 * @float ps2
 * @spec spec/ps2/split_level.spec:231
 */
export function SplitMerge_Gather(m: SplitMerge, scratch: ContactList, n: number): void {
  for (let i = 0; i < n; i++) {
    const c: Contact = scratch.pool[i];
    let seen: boolean = false;
    for (let j = 0; j < m.contacts.length; j++) {
      if (m.contacts[j].triangle === c.triangle) {
        seen = true;
        break;
      }
    }
    if (!seen) {
      const d: Contact = new Contact();
      Contact_CopyInto(d, c);
      m.contacts.push(d);
    }
  }
}

/**
 * The merge's order: gathering positions sorted by fraction, ascending, equal fractions in
 * gathering order (an insertion sort: a later contact goes after every one not strictly greater).
 *
 * @design D-FACADE-3: a merged answer is nearest first; ties keep the earlier part's contact first
 * @float ps2
 * @spec spec/ps2/split_level.spec:252
 */
export function SplitMerge_Sort(m: SplitMerge): void {
  m.order.length = 0;
  for (let i = 0; i < m.contacts.length; i++) {
    m.order.push(i);
    let j: number = i;
    while (j > 0 && m.contacts[m.order[(j - 1) | 0]].fraction > m.contacts[i].fraction) {
      m.order[j] = m.order[(j - 1) | 0];
      j = (j - 1) | 0;
    }
    m.order[j] = i;
  }
}

/**
 * IPhysics +0xe0 over the parts: the part that holds the box alone, else every part whose region
 * meets the box, merged (nearest first, at most min(room, max for a sphere) contacts, room =
 * 50 − start).
 *
 * @design D-FACADE-3: the mesh sweep of a split level
 * @float ps2
 * @spec spec/ps2/split_level.spec:269
 */
export function SplitLevel_SweepMesh(level: SplitLevel, list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
  const k: number = SplitLevel_PartFor(level, box);
  if (k >= 0) {
    const n: number = MeshWorld_SweepMesh(level.parts[k].world, list, start, max, box, body, shape, move_x, move_y, move_z, move_w, options, nz_min, nz_max);
    SplitLevel_Rename(level, k, list, start, n);
    return n;
  }
  const m: SplitMerge = new SplitMerge();
  const scratch: ContactList = new ContactList();
  for (let q = 0; q < level.parts.length; q++) {
    if (Split_Meets(box, level.parts[q].region)) {
      const n_1: number = MeshWorld_SweepMesh(level.parts[q].world, scratch, 0, max, box, body, shape, move_x, move_y, move_z, move_w, options, nz_min, nz_max);
      SplitLevel_Rename(level, q, scratch, 0, n_1);
      SplitMerge_Gather(m, scratch, n_1);
    }
  }
  SplitMerge_Sort(m);
  let count: number = m.contacts.length;
  // the sphere sweep caps its answer to max, the capsule's does not (002 L160, L177)
  if (shape.type === 2 && count > max) {
    count = max;
  }
  if (!(((start + count) | 0) <= list.pool.length)) assertFail("spec/ps2/split_level.spec:291", "split level sweep writes past the caller's contacts (the original does not check)");
  for (let i = 0; i < count; i++) {
    Contact_CopyInto(list.pool[(start + i) | 0], m.contacts[m.order[i]]);
  }
  return count;
}

/**
 * IPhysics +0xf4 over the parts: the part that holds the box alone, else the merge of the parts
 * whose region meets it: for a sphere the `room` shallowest contacts written deepest first (as
 * PhysicsMeshOverlap_Sphere writes them, 002 L214), returning 1 when anything was found; the box
 * and capsule overlaps answer 0 (002 L216).
 *
 * @design D-FACADE-3: the mesh overlap of a split level
 * @float ps2
 * @spec spec/ps2/split_level.spec:303
 */
export function SplitLevel_OverlapMesh(level: SplitLevel, list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
  const k: number = SplitLevel_PartFor(level, box);
  if (k >= 0) {
    // the sphere overlap returns 1, not its count: the contacts it wrote are those with a triangle
    for (let i = start; i < list.pool.length; i++) {
      list.pool[i].triangle = 0;
    }
    const r: number = MeshWorld_OverlapMesh(level.parts[k].world, list, start, room, box, shape, options, nz_min, nz_max);
    SplitLevel_Rename(level, k, list, start, (list.pool.length - start) | 0);
    return r;
  }
  if (shape.type !== 2) {
    return 0;
  }
  const m: SplitMerge = _r5;
  reset_SplitMerge(m);
  const scratch: ContactList = _r6;
  reset_ContactList(scratch);
  for (let q = 0; q < level.parts.length; q++) {
    if (Split_Meets(box, level.parts[q].region)) {
      for (let i_1 = 0; i_1 < scratch.pool.length; i_1++) {
        scratch.pool[i_1].triangle = 0;
      }
      if (MeshWorld_OverlapMesh(level.parts[q].world, scratch, 0, room, box, shape, options, nz_min, nz_max) !== 0) {
        let n: number = 0;
        while (n < scratch.pool.length && scratch.pool[n].triangle !== 0) {
          n = (n + 1) | 0;
        }
        SplitLevel_Rename(level, q, scratch, 0, n);
        SplitMerge_Gather(m, scratch, n);
      }
    }
  }
  if (m.contacts.length === 0) {
    return 0;
  }
  SplitMerge_Sort(m);
  const n_1: number = room < m.contacts.length ? room : m.contacts.length;
  if (!(((start + n_1) | 0) <= list.pool.length)) assertFail("spec/ps2/split_level.spec:339", "split level overlap writes past the caller's contacts");
  for (let i_2 = 0; i_2 < n_1; i_2++) {
    Contact_CopyInto(list.pool[(start + i_2) | 0], m.contacts[m.order[(n_1 - 1 - i_2) | 0]]);
  }
  return 1;
}

/**
 * The world ray cast over the parts (D-RAY-1): the part holding the ray's box alone, else the
 * nearest hit of the parts whose region meets it (the first part's at equal distances); the hit
 * names the level triangle.
 *
 * @design D-FACADE-3: the ray cast of a split level
 * @float ps2
 * @spec spec/ps2/split_level.spec:350
 */
export function SplitLevel_RayCast(level: SplitLevel, origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean {
  if (!(length === length && dir_x === dir_x && dir_y === dir_y && dir_z === dir_z && origin_x === origin_x && origin_y === origin_y && origin_z === origin_z)) assertFail("spec/ps2/split_level.spec:351", "ray cast with a NaN origin, direction or length");
  const e_x = Math.fround(origin_x + Math.fround(dir_x * length)), e_y = Math.fround(origin_y + Math.fround(dir_y * length)), e_z = Math.fround(origin_z + Math.fround(dir_z * length)), e_w = Math.fround(origin_w + Math.fround(dir_w * length));
  const box: AABB = _r7;
  reset_AABB(box);
  box.min.x = e_x < origin_x ? e_x : origin_x;
  box.min.y = e_y < origin_y ? e_y : origin_y;
  box.min.z = e_z < origin_z ? e_z : origin_z;
  box.min.w = 1;
  box.max.x = e_x > origin_x ? e_x : origin_x;
  box.max.y = e_y > origin_y ? e_y : origin_y;
  box.max.z = e_z > origin_z ? e_z : origin_z;
  box.max.w = 1;
  const k: number = SplitLevel_PartFor(level, box);
  if (k >= 0) {
    if (!MeshWorld_RayCast(level.parts[k].world, origin_x, origin_y, origin_z, origin_w, dir_x, dir_y, dir_z, dir_w, length, hit)) {
      return false;
    }
    hit.triangle = (level.parts[k].global[(hit.triangle - 1) | 0] + 1) >>> 0;
    return true;
  }
  let found: boolean = false;
  const probe: RayHit = _r8;
  reset_RayHit(probe);
  for (let q = 0; q < level.parts.length; q++) {
    if (Split_Meets(box, level.parts[q].region) && MeshWorld_RayCast(level.parts[q].world, origin_x, origin_y, origin_z, origin_w, dir_x, dir_y, dir_z, dir_w, length, probe)) {
      if (!found || probe.distance < hit.distance) {
        found = true;
        hit.distance = probe.distance;
        hit.normal.x = probe.normal.x;
        hit.normal.y = probe.normal.y;
        hit.normal.z = probe.normal.z;
        hit.normal.w = probe.normal.w;
        hit.triangle = (level.parts[q].global[(probe.triangle - 1) | 0] + 1) >>> 0;
        hit.material = probe.material;
      }
    }
  }
  return found;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new AABB(), _r1 = new AABB(), _s2 = new Vec4(), _s3 = new Vec4(), _s4 = new Vec4(), _r5 = new SplitMerge(), _r6 = new ContactList(), _r7 = new AABB(), _r8 = new RayHit();
