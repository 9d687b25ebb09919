// GENERATED FILE: do not edit. Engine module ps2.unit07.world: 002 Unit 7: the body record and its update, the body vector, the x-sorted body list with the widest-body bound, the box queries and the overlap query from spec/ps2/unit07_world.spec (sha256 de4dcdddf1450cb7).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, Vec4, ZERO_F64, assertFail } from "../../runtime/index.js";
import { BODY_VTABLE, Body, HUMAN_BODY_VTABLE, Owner } from "./body.generated.js";
import { AABB, AABB_ExtendByMove, Contact, ContactList, Contact_InsertSorted, host_Contact, host_ContactList, reset_AABB } from "./unit03_contacts.generated.js";
import { BodyVtableHost, HumanOwner, MoveState, PhysicsBody_OwnerRef, PhysicsBody_ResolveContacts, PhysicsShape_PoseForOwner } from "./unit03_sweep.generated.js";
import { Mat4Rows, PhysicsShape, PhysicsShape_GetBounds, PhysicsShape_VDestroy, PhysicsShape_VGetPosition, PhysicsShape_VSetFromMatrix } from "./unit06_shapes.generated.js";
import { PhysicsHumanBody_GetShapes } from "./unit10_human.generated.js";
import { CollisionBackend, IPhysics } from "./world.generated.js";

/**
 * IPhysics +0x18, the static overlap table of shape pairs (Unit 4, not in this document), and
 * which shape types have a mesh overlap (IPhysics +0xf4 + 4·type non-null).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface ShapeOverlapTable {
  /** overlap[own_type][other_type] is non-null */
  has_pair(own_type: number, other_type: number): boolean;
  /** calls overlap[own.type][other.type](slot, own, other); non-zero: a contact was written */
  overlap(slot: Contact, own: PhysicsShape, other: PhysicsShape): number;
  /** IPhysics +0xf4 + 4·type is non-null (CollisionBackend.overlap_mesh has an entry for it) */
  has_mesh_overlap(type: number): boolean;
}

/**
 * Owner vtable slot +0x110 / +0x114 of the querying owner: (owner, candidate owner) → 0 refuses.
 * Not part of the Owner interface (it is Unit 11's); the query record carries it.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface OwnerMeetFilter {
  accepts(owner: Owner | null, other: Owner | null): number;
}

/**
 * IPhysics_QueryBoxFiltered's keep callback `int (*keep)(Owner* mine, Owner* theirs)`: 0 drops.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface QueryKeepFilter {
  keep(mine: Owner | null, theirs: Owner | null): number;
}

/**
 * Unit 8's IPhysics_ForgetIgnoredOwner (0x0033cd70) over the world's 60 ignore slots: frees every
 * slot, in any body's chain, that names the removed body's owner. Unit 8's `PhysicsPools`
 * implements it (spec/ps2/unit08_ignore_pools.spec); `phys.ignores` names the pools.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface WorldIgnoreSlots {
  forget_ignored_owner(removed: Body): void;
}

/**
 * The query record of IPhysics_OverlapShape and IPhysics_CollideShape (002 L196-203, L1436-1449).
 * OverlapShape reads +0x00, +0x04, +0x08, +0x10, +0x14, +0x18, +0x28, +0x2c and the owner's slot
 * +0x110; the other fields are CollideShape's (Unit 11).
 */
export class OverlapQuery {
  /** +0x00 the querying body (the query's start; its owner is ignored) */
  body: Body | null = null;
  /** +0x04 the querying shape */
  shape: PhysicsShape | null = null;
  /** +0x08 with option 0x400: the box to use instead of the shape's bounds */
  box: AABB | null = null;
  /** +0x0c with option 0x2000 (CollideShape only): an owner whose bodies are skipped */
  ignored: Owner | null = null;
  /** +0x10 options */
  options: number = 0;
  /** +0x14 with option 0x10: the type mask candidates must meet (else −1) */
  type_mask: number = 0;
  /** +0x18 the most contacts copied out */
  max: number = 0;
  /** +0x1c, +0x20, +0x24 (CollideShape only): flag mask, excluded flags, excluded owner state */
  flag_mask: number = 0;
  excluded_flags: number = 0;
  excluded_state: number = 0;
  /** +0x28, +0x2c the mesh's min and max n.z */
  nz_min: number = ZERO_F64;
  nz_max: number = ZERO_F64;
  /** +0x38 with option 0x40000 (CollideShape only): the keep callback */
  keep: QueryKeepFilter | null = null;
  /** the querying owner's slot +0x110 (option 0x100) */
  meet: OwnerMeetFilter | null = null;
}

/** Puts a OverlapQuery back into the zero state `new OverlapQuery()` gives, in place. */
export function reset_OverlapQuery(s: OverlapQuery): void {
  s.body = null;
  s.shape = null;
  s.box = null;
  s.ignored = null;
  s.options = 0;
  s.type_mask = 0;
  s.max = 0;
  s.flag_mask = 0;
  s.excluded_flags = 0;
  s.excluded_state = 0;
  s.nz_min = 0;
  s.nz_max = 0;
  s.keep = null;
  s.meet = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_OverlapQuery(dst: OverlapQuery, src: OverlapQuery): void {
  dst.body = src.body;
  dst.shape = src.shape;
  dst.box = src.box;
  dst.ignored = src.ignored;
  dst.options = src.options;
  dst.type_mask = src.type_mask;
  dst.max = src.max;
  dst.flag_mask = src.flag_mask;
  dst.excluded_flags = src.excluded_flags;
  dst.excluded_state = src.excluded_state;
  dst.nz_min = src.nz_min;
  dst.nz_max = src.nz_max;
  dst.keep = src.keep;
  dst.meet = src.meet;
}

/** A growable list of body references (the callers' 512-entry stack lists). */
export class BodyRefList {
  refs: number[] = [];
}

/** Puts a BodyRefList back into the zero state `new BodyRefList()` gives, in place. */
export function reset_BodyRefList(s: BodyRefList): void {
  s.refs.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BodyRefList(dst: BodyRefList, src: BodyRefList): void {
  for (let i = 0; i < src.refs.length && i < dst.refs.length; i++) dst.refs[i] = src.refs[i];
  if (dst.refs.length > src.refs.length) dst.refs.length = src.refs.length;
  else for (let i = dst.refs.length; i < src.refs.length; i++) dst.refs.push(src.refs[i]);
}

/** A growable list of bodies. */
export class BodyPtrList {
  items: (Body | null)[] = [];
}

/** Puts a BodyPtrList back into the zero state `new BodyPtrList()` gives, in place. */
export function reset_BodyPtrList(s: BodyPtrList): void {
  s.items.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BodyPtrList(dst: BodyPtrList, src: BodyPtrList): void {
  for (let i = 0; i < src.items.length && i < dst.items.length; i++) dst.items[i] = src.items[i];
  if (dst.items.length > src.items.length) dst.items.length = src.items.length;
  else for (let i = dst.items.length; i < src.items.length; i++) dst.items.push(src.items[i]);
}

/**
 * The body a reference names (index + 1 in the vector), null for 0. A reference outside the vector
 * or to an empty slot is refused: the original would follow a wild pointer.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, The records the +0x24 / +0x28 links and the +0x08 head, followed in 0x003404a8-0x00340700 and 0x0033feb0
 * @unit U7.12, U7.13, U7.17
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:102
 */
export function IPhysics_Node(phys: IPhysics, r: number): Body | null {
  if (r === 0) {
    return null;
  }
  if (!(r >= 1 && r <= phys.bodies.length)) assertFail("spec/ps2/unit07_world.spec:106", "body reference outside the body vector");
  const b: Body | null = phys.bodies[(r - 1) | 0];
  if (b === null) assertFail("spec/ps2/unit07_world.spec:108", "body reference to an empty slot of the body vector");
  return b;
}

/**
 * A body's own reference, index + 1, when it is at its index in the vector; 0 when it is not
 * there (such a body has no reference and cannot be linked).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, The records +0x20 the index in the body vector
 * @unit U7.12, U7.13, U7.15, U7.16
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:116
 */
export function IPhysics_BodyRef(phys: IPhysics, b: Body): number {
  if (b.index < 0 || b.index >= phys.bodies.length) {
    return 0;
  }
  const v: Body | null = phys.bodies[b.index];
  if (v === null) {
    return 0;
  }
  if (v !== b) {
    return 0;
  }
  return (b.index + 1) | 0;
}

/**
 * The handle of a shape in the shape table (index + 1), adding it on first use. Handles are what
 * PhysicsShape.next (+0x00) holds and what contacts name as shapes.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_AddShape shape +0x00, the chain link (0x00341aa8)
 * @unit U7.06
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:134
 */
export function IPhysics_ShapeHandle(phys: IPhysics, s: PhysicsShape): number {
  for (let i = 0; i < phys.shapes.length; i++) {
    const t: PhysicsShape | null = phys.shapes[i];
    if (t !== null) {
      if (t === s) {
        return (i + 1) >>> 0;
      }
    }
  }
  phys.shapes.push(s);
  return phys.shapes.length;
}

/**
 * The next shape of a chain (shape +0x00), null at the end.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_AddShape shape +0x00, the chain link, followed in 0x00341aa8, 0x00341c10, 0x0033ebb8
 * @unit U7.06, U7.10, U7.19
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:150
 */
export function PhysicsShape_Next(phys: IPhysics, s: PhysicsShape): PhysicsShape | null {
  if (s.next === 0) {
    return null;
  }
  if (!(s.next <= phys.shapes.length)) assertFail("spec/ps2/unit07_world.spec:154", "shape chain handle outside the shape table");
  const n: PhysicsShape | null = phys.shapes[(s.next - 1) | 0];
  if (n === null) assertFail("spec/ps2/unit07_world.spec:156", "shape chain handle to an empty slot");
  return n;
}

/**
 * The sort node's initial state: min = max = (0, 0, 0, 1) (0x005116c0), index −1, no links.
 * (The original returns n; the record is changed in place.)
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsNode_Init 0x00341158 PhysicsNode_Init
 * @unit U7.01
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:166
 */
export function PhysicsNode_Init(n: Body): void {
  n.min.x = 0;
  n.min.y = 0;
  n.min.z = 0;
  n.min.w = 1;
  n.max.x = 0;
  n.max.y = 0;
  n.max.z = 0;
  n.max.w = 1;
  n.index = -1;
  n.prev = 0;
  n.next = 0;
}

/**
 * The base body's constructor: vtable 0x00544710, the node, no shape, owner or ignore chain, group
 * 0, flags 0x80000400 (dirty, write the slid velocity back), type mask 0, push-out (0, 0, 0, 1),
 * scale (1, 1, 1, 1), counter 0. +0x2c, +0x48 and +0x4c are not written.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_Construct and PhysicsBody_ConstructForOwner 0x003418f8 PhysicsBody_Construct
 * @unit U7.02
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:179
 */
export function PhysicsBody_Construct(b: Body): void {
  b.vtable = BODY_VTABLE;
  PhysicsNode_Init(b);
  b.first_shape = null;
  b.owner = null;
  b.ignore_head = 0;
  b.group = 0;
  b.flags = 0x80000400;
  b.type_mask = 0;
  b.push_out.x = 0;
  b.push_out.y = 0;
  b.push_out.z = 0;
  b.push_out.w = 1;
  // the constant at 0x005116d0
  b.scale.x = 1;
  b.scale.y = 1;
  b.scale.z = 1;
  b.scale.w = 1;
  b.stuck = 0;
}

/**
 * As PhysicsBody_Construct with owner o; the type mask is the owner's (slot +0x20) only when o is
 * not null, and is not written at all for a null owner. The scale is not written either.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_Construct and PhysicsBody_ConstructForOwner 0x00341970 PhysicsBody_ConstructForOwner
 * @unit U7.03
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:198
 */
export function PhysicsBody_ConstructForOwner(b: Body, o: Owner | null): void {
  b.vtable = BODY_VTABLE;
  PhysicsNode_Init(b);
  b.first_shape = null;
  b.owner = o;
  b.ignore_head = 0;
  b.group = 0;
  b.flags = 0x80000400;
  if (o !== null) {
    // 0x003419d8
    b.type_mask = $host.u32(o!.type_mask(), "Owner.type_mask (spec/ps2/unit07_world.spec:208)");
  }
  b.push_out.x = 0;
  b.push_out.y = 0;
  b.push_out.z = 0;
  b.push_out.w = 1;
  // quirk kept: 002 L790, no store of the scale (0x005116d0): a body built here keeps whatever its
  // memory held at +0x60 (a fresh record: zeros)
  b.stuck = 0;
}

/**
 * The base body's destructor (body vtable +0x08): resets the vtable; destroys the first shape (its
 * destructor through its vtable; the heap free is the host's) and clears +0x30. Other shapes of
 * the chain are not touched. Returns true when the original then frees the body (flags & 1).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_Destroy 0x00341a00 PhysicsBody_Destroy
 * @unit U7.04
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:221
 */
export function PhysicsBody_Destroy(b: Body, flags: number): boolean {
  b.vtable = BODY_VTABLE;
  const s: PhysicsShape | null = b.first_shape;
  if (s !== null) {
    // SafeDelete_PhysicsBodyDestroy 0x004f1148: the shape's destructor, then the free (the host's)
    PhysicsShape_VDestroy(s!, 0);
    b.first_shape = null;
  }
  return (flags & 1) !== 0;
}

/**
 * Owner = o always; the type mask = the owner's (slot +0x20) only for a non-null owner.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_SetOwner 0x00341a68 PhysicsBody_SetOwner
 * @unit U7.05
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:235
 */
export function PhysicsBody_SetOwner(b: Body, o: Owner | null): void {
  b.owner = o;
  if (o !== null) {
    b.type_mask = $host.u32(o!.type_mask(), "Owner.type_mask (spec/ps2/unit07_world.spec:238)");
  }
}

/**
 * Appends s to the body's shape chain (body vtable +0x20): the first shape, or the last shape's
 * next. s.next is not written and there is no check that s is already in the chain.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_AddShape and PhysicsBody_GetShapes 0x00341aa8 PhysicsBody_AddShape
 * @unit U7.06
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:247
 */
export function PhysicsBody_AddShape(phys: IPhysics, b: Body, s: PhysicsShape): void {
  const first: PhysicsShape | null = b.first_shape;
  if (first === null) {
    b.first_shape = s;
    return;
  }
  let last: PhysicsShape = first!;
  let steps: number = 0;
  while (last.next !== 0) {
    // quirk kept: 002 L802, adding a shape twice makes the chain a cycle; the original's next walk
    // then never ends, so a walk longer than the shape table is refused
    steps = (steps + 1) | 0;
    if (!(steps <= phys.shapes.length)) assertFail("spec/ps2/unit07_world.spec:259", "shape chain longer than the shape table: a cycle (the original loops forever)");
    const n: PhysicsShape | null = PhysicsShape_Next(phys, last);
    last = n!;
  }
  last.next = IPhysics_ShapeHandle(phys, s);
}

/**
 * The base body's shape chain (body vtable +0x28): the first shape; the three arguments the
 * callers pass ((1, 3, 0), (2, 4, owner)) are not read.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_AddShape and PhysicsBody_GetShapes 0x00341ae0 PhysicsBody_GetShapes
 * @unit U7.07
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:270
 */
export function PhysicsBody_GetShapes(b: Body, a: number, c: number, o: Owner | null): PhysicsShape | null {
  return b.first_shape;
}

/**
 * Body vtable +0x28 by the body's vtable: the human body's entry is Unit 10's
 * PhysicsHumanBody_GetShapes (its capsule), the base body's PhysicsBody_GetShapes.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, The records body vtable +0x28, called at 0x00341ce0 and in 0x0033ebb8
 * @unit U7.07
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:278
 */
export function PhysicsBody_VGetShapes(b: Body, a: number, c: number, o: Owner | null): PhysicsShape | null {
  if (b.vtable === HUMAN_BODY_VTABLE) {
    return PhysicsHumanBody_GetShapes(b, a, c, o);
  }
  return PhysicsBody_GetShapes(b, a, c, o);
}

/**
 * box = the shape's world bounds (PhysicsShape_GetBounds, Unit 6); the box is any AABB, a body's
 * own +0x00 or a stack box.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_ComputeBounds and PhysicsBody_AddShapeBounds 0x00341638 PhysicsBody_ComputeBounds
 * @unit U7.08
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:289
 */
export function PhysicsBody_ComputeBounds(bmin: Vec4, bmax: Vec4, s: PhysicsShape): void {
  PhysicsShape_GetBounds(bmin, bmax, s);
}

/**
 * Merges the shape's bounds into the box per axis (VU0 min.xyz / max.xyz), then both w = 1.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_ComputeBounds and PhysicsBody_AddShapeBounds 0x003417c0 PhysicsBody_AddShapeBounds
 * @unit U7.09
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:296
 */
export function PhysicsBody_AddShapeBounds(bmin: Vec4, bmax: Vec4, s: PhysicsShape): void {
  // the temporary is an uninitialised stack box; a type GetBounds does not know writes nothing into
  // it (zeros here)
  const t: AABB = _r0;
  reset_AABB(t);
  PhysicsShape_GetBounds(t.min, t.max, s);
  bmin.x = t.min.x < bmin.x ? t.min.x : bmin.x;
  bmin.y = t.min.y < bmin.y ? t.min.y : bmin.y;
  bmin.z = t.min.z < bmin.z ? t.min.z : bmin.z;
  bmax.x = t.max.x > bmax.x ? t.max.x : bmax.x;
  bmax.y = t.max.y > bmax.y ? t.max.y : bmax.y;
  bmax.z = t.max.z > bmax.z ? t.max.z : bmax.z;
  bmin.w = 1;
  bmax.w = 1;
}

/**
 * The base body's update (body vtable +0x10): nothing unless dirty or 0x800; else poses every
 * shape through `o` and bounds the body by them, reinserts it in the list, clears the dirty bit,
 * and with 0x801 sweeps the first shape's last move d against the bodies (Unit 11's body pass,
 * `phys.backend.sweep_bodies`) in the new box grown forward by d, resolving what it meets (Unit 3).
 * `human` is the owner's human data for a human's capsule pose (null otherwise); `host` is the
 * body vtable's slot +0x50 for a push (code 4).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_Update 0x00341c10 PhysicsBody_Update
 * @unit U7.10
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:319
 */
export function PhysicsBody_Update(phys: IPhysics, b: Body, o: Owner | null, human: HumanOwner | null, host: BodyVtableHost | null): void {
  // 0x00341c44
  if (((b.flags & 0x80000800) >>> 0) === 0) {
    return;
  }
  const first: PhysicsShape | null = b.first_shape;
  // no null check in the original: a body always has a shape
  if (first === null) assertFail("spec/ps2/unit07_world.spec:326", "update of a body without a shape (the original poses through null)");
  PhysicsShape_PoseForOwner(first!, o, human);
  PhysicsBody_ComputeBounds(b.min, b.max, first!);
  // every further shape is posed and bounded, enabled or not
  let s: PhysicsShape | null = PhysicsShape_Next(phys, first!);
  let steps: number = 0;
  while (s !== null) {
    steps = (steps + 1) | 0;
    if (!(steps <= phys.shapes.length)) assertFail("spec/ps2/unit07_world.spec:334", "shape chain longer than the shape table: a cycle (the original loops forever)");
    PhysicsShape_PoseForOwner(s!, o, human);
    PhysicsBody_AddShapeBounds(b.min, b.max, s!);
    s = PhysicsShape_Next(phys, s!);
  }
  BodyList_Reinsert(phys, b);
  b.flags = b.flags & 0x7fffffff;
  // 0x00341ce0: the update sweep only when both 0x800 and 0x1 are set
  if ((b.flags & 0x801) !== 0x801) {
    return;
  }
  const sh: PhysicsShape | null = PhysicsBody_VGetShapes(b, 1, 3, null);
  if (sh === null) assertFail("spec/ps2/unit07_world.spec:346", "update sweep of a body without a shape");
  PhysicsShape_VGetPosition(sh!, _s1);
  const p_x = _s1.x, p_y = _s1.y, p_z = _s1.z, p_w = _s1.w;
  // from the shape's previous world position to its new one (xyz, w = 1)
  const d_x = Math.fround(p_x - sh!.previous.x), d_y = Math.fround(p_y - sh!.previous.y), d_z = Math.fround(p_z - sh!.previous.z), d_w = 1;
  // quirk kept: 002 L821, the box is the new AABB grown forward by d (new pose plus one more d), not
  // the path from the old pose: a body passed through in this update can be missed. The stack node
  // also copies +0x20, which nothing reads.
  const box: AABB = new AABB();
  box.min.x = b.min.x;
  box.min.y = b.min.y;
  box.min.z = b.min.z;
  box.min.w = b.min.w;
  box.max.x = b.max.x;
  box.max.y = b.max.y;
  box.max.z = b.max.z;
  box.max.w = b.max.w;
  AABB_ExtendByMove(box, d_x, d_y, d_z, d_w);
  // 50 contacts and 50 sorted pointers (sp+0x20, sp+0x25a0), count 0
  const list: ContactList = new ContactList();
  const be: CollisionBackend | null = phys.backend;
  if (be === null) assertFail("spec/ps2/unit07_world.spec:360", "update sweep without a collision back end");
  // PhysicsBody_SweepHumanMask 0x0033d498 (Unit 11)
  list.count = $host.i32($host.after(be!.sweep_bodies(list, box, b, sh!, d_x, d_y, d_z, d_w), host_ContactList(list, "CollisionBackend.sweep_bodies argument list (spec/ps2/unit07_world.spec:362)")), "CollisionBackend.sweep_bodies (spec/ps2/unit07_world.spec:362)");
  // the arrays hold 50 and nothing checks it (002 L1430): more is refused, not a stack overwrite
  if (!(list.count <= 50)) assertFail("spec/ps2/unit07_world.spec:364", "more than 50 contacts in the update sweep (the original's arrays hold 50)");
  if (list.count > 0) {
    // V = d, v and scale uninitialised stack (zeros here), dtOne = 1.0 (unused), moveFlags = 0; the
    // return value, V, v and scale are dropped
    const st: MoveState = new MoveState();
    st.V.x = d_x;
    st.V.y = d_y;
    st.V.z = d_z;
    st.V.w = d_w;
    st.move_flags = 0;
    PhysicsBody_ResolveContacts(phys, b, list, d_x, d_y, d_z, d_w, st, human, host);
  }
}

/**
 * The base body's "moved" (body vtable +0x18): the first shape's set-from-matrix entry (shape
 * vtable +0x30, which the document calls the reset of its previous position), the body's box =
 * that shape's bounds only, then the reinsert. Other shapes are not touched, nor the dirty bit.
 * `m` is the matrix argument of slot +0x30, which the document does not give (see the comment).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, PhysicsBody_Moved 0x00341e40 PhysicsBody_Moved
 * @unit U7.11
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:381
 */
export function PhysicsBody_Moved(phys: IPhysics, b: Body, m: Mat4Rows): void {
  const first: PhysicsShape | null = b.first_shape;
  if (first === null) assertFail("spec/ps2/unit07_world.spec:383", "moved of a body without a shape (the original calls through null)");
  // 002 L829 names shape vtable +0x30 "resets the previous position" while Unit 6 (L594) gives slot
  // +0x30 as set-from-a-matrix (s, m); Moved's own signature has no matrix, so what the slot
  // receives is not stated: the caller passes it here
  PhysicsShape_VSetFromMatrix(first!, m);
  PhysicsBody_ComputeBounds(b.min, b.max, first!);
  BodyList_Reinsert(phys, b);
}

/**
 * Widens the bound to b's width (strictly wider only), then links b into the list sorted by min x,
 * walking from `hint` (a body reference; the head when 0): backward when b.min.x < the hint's, to
 * after the first node with a strictly smaller min x (so before every equal it passes), else
 * forward to before the first node with a strictly larger min x (after every equal it passes).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, BodyList_Insert 0x003404a8 BodyList_Insert
 * @unit U7.12
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:400
 */
export function BodyList_Insert(phys: IPhysics, b: Body, hint: number): void {
  // 0x003404a8-0x003404c4: on every insert, and so on every reinsert
  const w: number = Math.fround(b.max.x - b.min.x);
  if (phys.bound < w) {
    phys.bound = w;
  }
  const me: number = IPhysics_BodyRef(phys, b);
  if (me === 0) assertFail("spec/ps2/unit07_world.spec:407", "linking a body that is not in the body vector (links are vector references)");
  if (phys.list_head === 0) {
    phys.list_head = me;
    b.prev = 0;
    b.next = 0;
    return;
  }
  let start: number = hint;
  if (start === 0) {
    start = phys.list_head;
  }
  const sn: Body | null = IPhysics_Node(phys, start);
  let steps: number = 0;
  // quirk kept: 002 L839-841, the tie rule depends on the walk's direction
  if (b.min.x < sn!.min.x) {
    // backward (0x003404f0)
    let last: number = start;
    let n: number = sn!.prev;
    while (n !== 0) {
      steps = (steps + 1) | 0;
      if (!(steps <= phys.bodies.length)) assertFail("spec/ps2/unit07_world.spec:427", "body list longer than the body vector: a cycle");
      const nn: Body = IPhysics_Node(phys, n)!;
      if (nn.min.x < b.min.x) {
        // after n
        b.prev = n;
        b.next = nn.next;
        if (nn.next !== 0) {
          const after: Body = IPhysics_Node(phys, nn.next)!;
          after.prev = me;
        }
        nn.next = me;
        return;
      }
      last = n;
      n = nn.prev;
    }
    // off the front: b is the head, before the last node visited
    const ln: Body = IPhysics_Node(phys, last)!;
    b.prev = 0;
    b.next = last;
    ln.prev = me;
    phys.list_head = me;
    return;
  }
  // forward (0x00340574)
  let last_1: number = start;
  let n_1: number = sn!.next;
  while (n_1 !== 0) {
    steps = (steps + 1) | 0;
    if (!(steps <= phys.bodies.length)) assertFail("spec/ps2/unit07_world.spec:456", "body list longer than the body vector: a cycle");
    const nn_1: Body = IPhysics_Node(phys, n_1)!;
    if (b.min.x < nn_1.min.x) {
      // before n; n.prev is the last node visited, never null
      b.next = n_1;
      b.prev = nn_1.prev;
      const before: Body = IPhysics_Node(phys, nn_1.prev)!;
      before.next = me;
      nn_1.prev = me;
      return;
    }
    last_1 = n_1;
    n_1 = nn_1.next;
  }
  // off the end: b is the tail
  const ln_1: Body = IPhysics_Node(phys, last_1)!;
  b.prev = last_1;
  b.next = 0;
  ln_1.next = me;
}

/**
 * Unlinks b and returns its old previous node (0 for the head). No membership check: a body that
 * is not in the list and has no links changes nothing and gives 0.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, BodyList_Remove 0x003405d8 BodyList_Remove
 * @unit U7.13
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:481
 */
export function BodyList_Remove(phys: IPhysics, b: Body): number {
  const old: number = b.prev;
  const me: number = IPhysics_BodyRef(phys, b);
  if (me !== 0 && phys.list_head === me) {
    phys.list_head = b.next;
    if (b.next !== 0) {
      const n: Body = IPhysics_Node(phys, b.next)!;
      n.prev = 0;
    }
  } else {
    if (b.prev !== 0) {
      const p: Body = IPhysics_Node(phys, b.prev)!;
      p.next = b.next;
    }
    if (b.next !== 0) {
      const n_1: Body = IPhysics_Node(phys, b.next)!;
      n_1.prev = b.prev;
    }
  }
  b.prev = 0;
  b.next = 0;
  return old;
}

/**
 * Remove, then insert from the old previous node: an unmoved body still walks forward past the
 * equals that follow it; the old head starts from the new head.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, BodyList_Reinsert 0x00340628 BodyList_Reinsert
 * @unit U7.14
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:509
 */
export function BodyList_Reinsert(phys: IPhysics, b: Body): void {
  const prev: number = BodyList_Remove(phys, b);
  BodyList_Insert(phys, b, prev);
}

/**
 * Pushes b at the end of the vector, index = size − 1, and inserts it from the head (after every
 * body of equal min x). The original does not check that b is already present (a second add
 * puts it in the vector twice and links it again); that is refused here, before anything changes.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_AddBody and IPhysics_RemoveBody 0x00340668 IPhysics_AddBody
 * @unit U7.15
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:521
 */
export function IPhysics_AddBody(phys: IPhysics, b: Body): void {
  // bad input (issue 11): a body is in the vector exactly when it is at its index
  const index: number = b.index;
  if (IPhysics_BodyRef(phys, b) !== 0) assertFail("spec/ps2/unit07_world.spec:524", "adding a body that is already in the world (at index {} of the body vector): remove it first", [index]);
  // grown on demand (0x004f0fa8): a growable list
  phys.bodies.push(b);
  b.index = phys.bodies.length - 1;
  BodyList_Insert(phys, b, 0);
}

/**
 * The model's rename of a body reference: the links and the head that named reference `from` name
 * `to` (the original's links are addresses, unchanged when a body changes slot).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_AddBody and IPhysics_RemoveBody the swap-remove's renumbering (0x00340700)
 * @unit U7.16
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:535
 */
export function IPhysics_RenameBody(phys: IPhysics, l: Body, from: number, to: number): void {
  if (phys.list_head === from) {
    phys.list_head = to;
  }
  if (l.prev !== 0) {
    const p: Body = IPhysics_Node(phys, l.prev)!;
    if (p.next === from) {
      p.next = to;
    }
  }
  if (l.next !== 0) {
    const n: Body = IPhysics_Node(phys, l.next)!;
    if (n.prev === from) {
      n.prev = to;
    }
  }
}

/**
 * Forgets the ignore slots naming b's owner (Unit 8), swap-removes b from the vector (the last body
 * takes b's slot and index; b keeps its old index) and unlinks it from the list.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_AddBody and IPhysics_RemoveBody 0x00340700 IPhysics_RemoveBody
 * @unit U7.16
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:557
 */
export function IPhysics_RemoveBody(phys: IPhysics, b: Body): void {
  const ig: WorldIgnoreSlots | null = phys.ignores;
  if (ig !== null) {
    ig!.forget_ignored_owner(b);
  }
  const n: number = phys.bodies.length;
  const me: number = IPhysics_BodyRef(phys, b);
  // a body not at its index would make the original overwrite another body's slot
  if (me === 0) assertFail("spec/ps2/unit07_world.spec:565", "removing a body that is not at its index in the body vector");
  // The original unlinks last (BodyList_Remove after the swap); links are addresses there. Here
  // links are references and the swap renames the last body, so the unlink is done while b's
  // reference is still its own; the two steps touch different fields, so the result is the same.
  BodyList_Remove(phys, b);
  if (n >= 2) {
    const l: Body | null = phys.bodies[(n - 1) | 0];
    if (l === null) assertFail("spec/ps2/unit07_world.spec:572", "empty slot at the end of the body vector");
    if (l !== b) {
      l!.index = b.index;
      phys.bodies[b.index] = l;
      IPhysics_RenameBody(phys, l!, n, (b.index + 1) | 0);
    }
  }
  // the size goes down by one (also when it is 1); b.index keeps its old value (not −1)
  phys.bodies.length = (n - 1) | 0;
}

/**
 * Appends a body reference to a query's output, counting the queries that pass every caller's
 * 512 entries (002 L939) and, when `phys.query_cap_assert` is set, refusing the 513th.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, The 512 candidates the callers' 512-entry lists (0x0033ec44, sp+0x30 in 0x0033ebb8)
 * @unit U7.17, U7.18
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:589
 */
export function IPhysics_QueryAppend(phys: IPhysics, out_: number[], r: number): void {
  if (out_.length === 512) {
    phys.query_cap_passed = (phys.query_cap_passed + 1) | 0;
    if (!!phys.query_cap_assert) assertFail("spec/ps2/unit07_world.spec:592", "more than 512 bodies in a box query: every caller's list holds 512");
  }
  out_.push(r);
}

/**
 * The keep test of both queries for node n: the body B = vector[n.index] (for a listed body, n
 * itself); dropped when B's owner is `ignored`, B's type mask misses `type_mask`, or a non-zero
 * `flag_mask` misses B's flags; then, filtered only, excluded flags, the owner's state (asked for
 * every candidate that got this far) and the keep callback; then y and z, inclusive, on n's box.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_QueryBox; IPhysics_QueryBoxFiltered 0x0033feb0 keep test; 0x003401d8-0x00340224 and 0x00340388-0x003403d4
 * @unit U7.17, U7.18
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:603
 */
export function IPhysics_QueryKeep(phys: IPhysics, n: Body, box: AABB, ignored: Owner | null, type_mask: number, flag_mask: number, filtered: boolean, query: Body | null, excluded_flags: number, excluded_state: number, keep: QueryKeepFilter | null): boolean {
  // the body is fetched through the vector (+0x20), not taken from the node
  if (!(n.index >= 0 && n.index < phys.bodies.length)) assertFail("spec/ps2/unit07_world.spec:605", "query node whose index is outside the body vector");
  const bb: Body | null = phys.bodies[n.index];
  if (bb === null) assertFail("spec/ps2/unit07_world.spec:607", "query node whose vector slot is empty");
  // with ignored = null, ownerless bodies are dropped and every owned body passes
  if (bb!.owner === ignored) {
    return false;
  }
  if (((bb!.type_mask & type_mask) >>> 0) === 0) {
    return false;
  }
  if (flag_mask !== 0 && ((bb!.flags & flag_mask) >>> 0) === 0) {
    return false;
  }
  if (filtered) {
    // (4)
    if (((bb!.flags & excluded_flags) >>> 0) !== 0) {
      return false;
    }
    // (5) quirk kept: 002 L910, the owner's state (slot +0x50) is asked for every candidate that got
    // here, also when excludedState is 0, without a null check
    const o: Owner | null = bb!.owner;
    if (o === null) assertFail("spec/ps2/unit07_world.spec:626", "filtered query asks an ownerless body's state (the original calls through null)");
    const state: number = $host.u32(o!.flags(), "Owner.flags (spec/ps2/unit07_world.spec:627)");
    if (((state & excluded_state) >>> 0) !== 0) {
      return false;
    }
    // (6) query is read only here
    if (keep !== null) {
      if (query === null) assertFail("spec/ps2/unit07_world.spec:633", "filtered query with a keep callback and no query body");
      if ($host.i32(keep!.keep(query!.owner, bb!.owner), "QueryKeepFilter.keep (spec/ps2/unit07_world.spec:634)") === 0) {
        return false;
      }
    }
  }
  // y and z, inclusive, on the node's box
  if (!(n.min.y <= box.max.y && box.min.y <= n.max.y)) {
    return false;
  }
  if (!(n.min.z <= box.max.z && box.min.z <= n.max.z)) {
    return false;
  }
  return true;
}

/**
 * Both queries' walks: from `start` backward (start included) while nodes reach the box, with the
 * bound stop and no upper x test, then forward from start's next (or from the head without a
 * start) up to the first node beyond box.max.x. Output: body references, backward hits first.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_QueryBox 0x0033feb4-0x00340118 (the walks; mirrored in 0x00340120)
 * @unit U7.17, U7.18
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:654
 */
export function IPhysics_QueryWalk(phys: IPhysics, out_: number[], box: AABB, start: Body | null, ignored: Owner | null, type_mask: number, flag_mask: number, filtered: boolean, query: Body | null, excluded_flags: number, excluded_state: number, keep: QueryKeepFilter | null): number {
  // the callers' lists are fresh: the query writes from out[0]
  out_.length = 0;
  let fwd: number = phys.list_head;
  let steps: number = 0;
  if (start !== null) {
    let n: Body | null = start;
    while (n !== null) {
      steps = (steps + 1) | 0;
      if (!(steps <= ((phys.bodies.length + 1) | 0))) assertFail("spec/ps2/unit07_world.spec:663", "body list longer than the body vector: a cycle");
      if (n!.max.x < box.min.x) {
        // skipped, no bound test
        n = IPhysics_Node(phys, n!.prev);
        continue;
      }
      // quirk kept: 002 L886, a bound smaller than a body's width (stale) stops the walk early
      if (Math.fround(box.min.x - n!.min.x) > phys.bound) {
        break;
      }
      // quirk kept: 002 L889, no upper x test going backward: a body before start whose min x is
      // beyond box.max.x is kept
      if (IPhysics_QueryKeep(phys, n!, box, ignored, type_mask, flag_mask, filtered, query, excluded_flags, excluded_state, keep)) {
        IPhysics_QueryAppend(phys, out_, (n!.index + 1) | 0);
      }
      n = IPhysics_Node(phys, n!.prev);
    }
    // quirk kept: 002 L890, a start that is not in the list has no next: only start is seen
    fwd = start!.next;
  }
  let r: number = fwd;
  while (r !== 0) {
    steps = (steps + 1) | 0;
    if (!(steps <= ((Math.imul(2, phys.bodies.length) + 2) | 0))) assertFail("spec/ps2/unit07_world.spec:686", "body list longer than the body vector: a cycle");
    const n_1: Body = IPhysics_Node(phys, r)!;
    if (box.max.x < n_1.min.x) {
      break;
    }
    if (!(n_1.max.x < box.min.x)) {
      if (IPhysics_QueryKeep(phys, n_1, box, ignored, type_mask, flag_mask, filtered, query, excluded_flags, excluded_state, keep)) {
        IPhysics_QueryAppend(phys, out_, (n_1.index + 1) | 0);
      }
    }
    r = n_1.next;
  }
  return out_.length;
}

/**
 * The bodies whose boxes meet `box` as the walks find them (backward from `start`, then forward),
 * kept by owner, type mask and flag mask and y/z overlap; writes their references into `out` and
 * returns how many. The original has no cap; see IPhysics_QueryAppend for the 512 limit.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_QueryBox 0x0033feb0 IPhysics_QueryBox
 * @unit U7.17
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:706
 */
export function IPhysics_QueryBox(phys: IPhysics, out_: number[], box: AABB, start: Body | null, ignored: Owner | null, type_mask: number, flag_mask: number): number {
  return IPhysics_QueryWalk(phys, out_, box, start, ignored, type_mask, flag_mask, false, null, 0, 0, null);
}

/**
 * IPhysics_QueryBox with three more filters after the first three: excluded body flags, the
 * candidate owner's state (slot +0x50) against `excluded_state`, and the keep callback asked with
 * (query's owner, candidate's owner).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_QueryBoxFiltered 0x00340120 IPhysics_QueryBoxFiltered
 * @unit U7.18
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:715
 */
export function IPhysics_QueryBoxFiltered(phys: IPhysics, query: Body, out_: number[], box: AABB, start: Body | null, ignored: Owner | null, type_mask: number, flag_mask: number, excluded_flags: number, excluded_state: number, keep: QueryKeepFilter | null): number {
  // The mask is a 32-bit load, sign-extended against the 64-bit state word (002 L910); the Owner
  // interface answers 32 bits, so bit 31's test of the high word is not modelled.
  return IPhysics_QueryWalk(phys, out_, box, start, ignored, type_mask, flag_mask, true, query, excluded_flags, excluded_state, keep);
}

/**
 * Copies a 0xc0-byte contact (every field).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_OverlapShape the copy out, 0x0033eddc-0x0033ee44
 * @unit U7.19
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:726
 */
export function Contact_CopyInto(dst: Contact, src: Contact): void {
  dst.own_owner = src.own_owner;
  dst.own_shape = src.own_shape;
  dst.move_dir.x = src.move_dir.x;
  dst.move_dir.y = src.move_dir.y;
  dst.move_dir.z = src.move_dir.z;
  dst.move_dir.w = src.move_dir.w;
  dst.other_owner = src.other_owner;
  dst.other_shape = src.other_shape;
  dst.normal.x = src.normal.x;
  dst.normal.y = src.normal.y;
  dst.normal.z = src.normal.z;
  dst.normal.w = src.normal.w;
  dst.fraction = src.fraction;
  dst.zero_84 = src.zero_84;
  dst.start_distance = src.start_distance;
  dst.point.x = src.point.x;
  dst.point.y = src.point.y;
  dst.point.z = src.point.z;
  dst.point.w = src.point.w;
  dst.slide.x = src.slide.x;
  dst.slide.y = src.slide.y;
  dst.slide.z = src.slide.z;
  dst.slide.w = src.slide.w;
  dst.flags = src.flags;
  dst.triangle = src.triangle;
}

/**
 * The shapes of the bodies near the querying shape that overlap it (option 0x2), as contacts
 * sorted by fraction, at most `max` copied into out.pool from 0; then, with 0x1 and room left,
 * the mesh's overlaps after them. Reads exactly the options 0x1, 0x2, 0x10, 0x80, 0x100, 0x200 and
 * 0x400. Contact owners are body references, contact shapes shape handles (IPhysics_ShapeHandle).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics_OverlapShape 0x0033ebb8 IPhysics_OverlapShape
 * @unit U7.19
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:748
 */
export function IPhysics_OverlapShape(phys: IPhysics, out_: ContactList, q: OverlapQuery): number {
  const opts: number = q.options;
  const body: Body | null = q.body;
  if (body === null) assertFail("spec/ps2/unit07_world.spec:751", "overlap query without a body");
  const own: PhysicsShape | null = q.shape;
  if (own === null) assertFail("spec/ps2/unit07_world.spec:753", "overlap query without a shape");
  // the box: *q+0x08 with 0x400, else the shape's bounds into a fresh stack node
  const box: AABB = new AABB();
  box.min.x = 0;
  box.min.y = 0;
  box.min.z = 0;
  box.min.w = 1;
  box.max.x = 0;
  box.max.y = 0;
  box.max.z = 0;
  box.max.w = 1;
  if ((opts & 0x400) !== 0) {
    const given: AABB | null = q.box;
    if (given === null) assertFail("spec/ps2/unit07_world.spec:760", "overlap option 0x400 without a box");
    box.min.x = given!.min.x;
    box.min.y = given!.min.y;
    box.min.z = given!.min.z;
    box.min.w = given!.min.w;
    box.max.x = given!.max.x;
    box.max.y = given!.max.y;
    box.max.z = given!.max.z;
    box.max.w = given!.max.w;
  } else {
    PhysicsBody_ComputeBounds(box.min, box.max, own!);
  }
  // 50 contacts at sp+0x830 and the sorted list
  const work: ContactList = new ContactList();
  if ((opts & 0x2) !== 0) {
    let tm: number = 0xffffffff;
    if ((opts & 0x10) !== 0) {
      tm = q.type_mask;
    }
    // the querying body is start, so it must be in the list; its owner is ignored
    const cands: BodyRefList = new BodyRefList();
    const n: number = IPhysics_QueryBox(phys, cands.refs, box, body, body!.owner, tm, 0);
    const own_ref: number = PhysicsBody_OwnerRef(body!);
    const own_handle: number = IPhysics_ShapeHandle(phys, own!);
    for (let i = 0; i < n; i++) {
      // tested before each candidate; no other early stop (not at max, not at 50 contacts)
      if (q.max === 0) {
        break;
      }
      const c: Body | null = IPhysics_Node(phys, cands.refs[i]);
      if ((opts & 0x80) !== 0) {
        // u16 compare of the two groups
        if ((c!.group & 0xffff) !== 0 && (c!.group & 0xffff) === (body!.group & 0xffff)) {
          continue;
        }
      }
      if ((opts & 0x100) !== 0) {
        const meet: OwnerMeetFilter | null = q.meet;
        if (meet === null) assertFail("spec/ps2/unit07_world.spec:792", "overlap option 0x100 without the querying owner's slot +0x110");
        if ($host.i32(meet!.accepts(body!.owner, c!.owner), "OwnerMeetFilter.accepts (spec/ps2/unit07_world.spec:793)") === 0) {
          continue;
        }
      }
      const first: PhysicsShape | null = PhysicsBody_VGetShapes(c!, 2, 4, body!.owner);
      let s: PhysicsShape | null = first;
      let steps: number = 0;
      // every shape of the chain: several contacts per candidate are possible
      while (s !== null) {
        steps = (steps + 1) | 0;
        if (!(steps <= ((phys.shapes.length + 1) | 0))) assertFail("spec/ps2/unit07_world.spec:803", "shape chain longer than the shape table: a cycle (the original loops forever)");
        if ((opts & 0x200) === 0 || (s!.flags & 0x1) !== 0) {
          const table: ShapeOverlapTable | null = phys.overlaps;
          if (table === null) assertFail("spec/ps2/unit07_world.spec:806", "overlap query without the shape overlap table");
          if ($host.bool(table!.has_pair(own!.type, s!.type), "ShapeOverlapTable.has_pair (spec/ps2/unit07_world.spec:807)")) {
            // quirk kept: 002 L935, no limit is checked: a 51st contact would be written over the
            // sorted list; refused here
            if (!(work.count < 50)) assertFail("spec/ps2/unit07_world.spec:810", "more than 50 contacts in the overlap query (the original's pool holds 50)");
            const slot: Contact = work.pool[work.count];
            if ($host.i32($host.after(table!.overlap(slot, own!, s!), host_Contact(slot, "ShapeOverlapTable.overlap argument slot (spec/ps2/unit07_world.spec:812)")), "ShapeOverlapTable.overlap (spec/ps2/unit07_world.spec:812)") !== 0) {
              slot.triangle = 0;
              work.count = Contact_InsertSorted(work.pool, work.count, work.sorted, work.count, own_ref, (c!.index + 1) >>> 0, own_handle, IPhysics_ShapeHandle(phys, s!));
            }
          }
        }
        s = PhysicsShape_Next(phys, s!);
      }
    }
  }
  // copy out k = min(count, max), in sorted order
  let k: number = work.count;
  if ((q.max >>> 0) < (k >>> 0)) {
    k = q.max;
  }
  for (let i_1 = 0; i_1 < k; i_1++) {
    Contact_CopyInto(out_.pool[i_1], work.pool[work.sorted[i_1]]);
  }
  // the mesh: k < max (unsigned), option 0x1, and a mesh overlap for the shape's type
  if ((k >>> 0) < (q.max >>> 0) && (opts & 0x1) !== 0) {
    const table_1: ShapeOverlapTable | null = phys.overlaps;
    if (table_1 === null) assertFail("spec/ps2/unit07_world.spec:833", "overlap query without the shape overlap table");
    if ($host.bool(table_1!.has_mesh_overlap(own!.type), "ShapeOverlapTable.has_mesh_overlap (spec/ps2/unit07_world.spec:834)")) {
      const be: CollisionBackend | null = phys.backend;
      if (be === null) assertFail("spec/ps2/unit07_world.spec:836", "overlap query without a collision back end");
      // 002 L933 lists (q+0x28, q+0x2c, out + k, max − k, &box, q+0x00); the shape and the options
      // words are what Unit 2's mesh overlap takes (L207), passed here as the query holds them
      k = (k + $host.i32($host.after(be!.overlap_mesh(out_, k, (q.max - k) | 0, box, own!, opts, q.nz_min, q.nz_max), host_ContactList(out_, "CollisionBackend.overlap_mesh argument list (spec/ps2/unit07_world.spec:839)")), "CollisionBackend.overlap_mesh (spec/ps2/unit07_world.spec:839)")) | 0;
    }
  }
  return k;
}

/**
 * What IPhysics' constructor leaves for this unit: list head 0, tick 0, bound 0.0, an empty body
 * vector (0x0033c86c, 0x0033c2d8, 0x0033c2dc, 0x0033c5cc-0x0033c5dc).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, IPhysics fields used here 0x0033c288 IPhysics_Construct (0x0033c86c, 0x0033c2d8, 0x0033c2dc, 0x0033c5cc-0x0033c5dc)
 * @unit U7.20
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:851
 */
export function IPhysics_ConstructWorld(phys: IPhysics): void {
  phys.list_head = 0;
  phys.tick = 0;
  phys.bound = 0;
  phys.bodies.length = 0;
}

/**
 * IPhysics_Step's bound refresh, before the settle slots: the tick counts up; on the 120th step
 * it restarts at 0 and the bound is recomputed from the list's current boxes (strict >; an empty
 * list leaves 0). Between refreshes the bound only grows, on inserts.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 7, The bound refresh IPhysics_Step 0x00340940-0x00340994
 * @unit U7.20
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:863
 */
export function IPhysics_StepBoundRefresh(phys: IPhysics): void {
  phys.tick = (phys.tick + 1) & 0xffff;
  if (phys.tick < 120) {
    return;
  }
  phys.tick = 0;
  phys.bound = 0;
  let r: number = phys.list_head;
  let steps: number = 0;
  while (r !== 0) {
    steps = (steps + 1) | 0;
    if (!(steps <= phys.bodies.length)) assertFail("spec/ps2/unit07_world.spec:874", "body list longer than the body vector: a cycle");
    const n: Body = IPhysics_Node(phys, r)!;
    const w: number = Math.fround(n.max.x - n.min.x);
    if (w > phys.bound) {
      phys.bound = w;
    }
    r = n.next;
  }
}

/**
 * A new, empty world (the constructor's state for this unit).
 *
 * @design public API: create a world
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:888
 */
export function World_Create(): IPhysics {
  const w: IPhysics = new IPhysics();
  IPhysics_ConstructWorld(w);
  return w;
}

/**
 * A new body for `owner` (PhysicsBody_Construct, then the owner and its type mask), not yet in any
 * world.
 *
 * @design public API: create a body
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:897
 */
export function World_CreateBody(owner: Owner | null): Body {
  const b: Body = new Body();
  PhysicsBody_Construct(b);
  PhysicsBody_SetOwner(b, owner);
  return b;
}

/**
 * Adds a shape to a body's chain (PhysicsBody_AddShape).
 *
 * @design public API: give a body a shape
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:906
 */
export function World_AddShape(w: IPhysics, b: Body, s: PhysicsShape): void {
  PhysicsBody_AddShape(w, b, s);
}

/**
 * Adds a body to the world (IPhysics_AddBody).
 *
 * @design public API: add a body
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:912
 */
export function World_AddBody(w: IPhysics, b: Body): void {
  IPhysics_AddBody(w, b);
}

/**
 * Removes a body from the world (IPhysics_RemoveBody).
 *
 * @design public API: remove a body
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:918
 */
export function World_RemoveBody(w: IPhysics, b: Body): void {
  IPhysics_RemoveBody(w, b);
}

/**
 * Updates a body from its owner (PhysicsBody_Update with the body's own owner, no human data and
 * no slot +0x50 host).
 *
 * @design public API: update a body
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:925
 */
export function World_UpdateBody(w: IPhysics, b: Body): void {
  const o: Owner | null = b.owner;
  if (o === null) assertFail("spec/ps2/unit07_world.spec:927", "update of a body without an owner");
  PhysicsBody_Update(w, b, o, null, null);
}

/**
 * The world's per-step part specified in Unit 7: the bound refresh.
 *
 * @design public API: step the world
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:933
 */
export function World_Step(w: IPhysics): void {
  IPhysics_StepBoundRefresh(w);
}

/**
 * The bodies meeting a box, from the head (no start body), except those owned by `ignored`
 * (null: ownerless bodies are dropped), with type mask and flag mask as IPhysics_QueryBox.
 *
 * @design public API: query a box
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:940
 */
export function World_QueryBox(w: IPhysics, out_: number[], box: AABB, ignored: Owner | null, type_mask: number, flag_mask: number): number {
  return IPhysics_QueryBox(w, out_, box, null, ignored, type_mask, flag_mask);
}

/**
 * The body a reference from a query names (null for 0).
 *
 * @design public API: a query result's body
 * @float ps2
 * @spec spec/ps2/unit07_world.spec:946
 */
export function World_Body(w: IPhysics, r: number): Body | null {
  return IPhysics_Node(w, r);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new AABB(), _s1 = new Vec4();
