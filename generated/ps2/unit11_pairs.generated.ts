// GENERATED FILE: do not edit. Engine module ps2.unit11.pairs: 002 Unit 11: the segment pairs, the sweep table, the body pass of a body's sweep (PhysicsBody_SweepHumanMask) and the general shape query IPhysics_CollideShape from spec/ps2/unit11_pairs.spec (sha256 b734f7d3650fe739).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, Vec4, assertFail } from "../../runtime/index.js";
import { Body, Owner } from "./body.generated.js";
import { AABB, AABB_ExtendByMove, Contact, ContactList, Contact_InsertSorted, host_ContactList } from "./unit03_contacts.generated.js";
import { PhysicsBody_OwnerRef } from "./unit03_sweep.generated.js";
import { PhysicsOverlap_CapsuleSegment, PhysicsOverlap_SegmentCapsule, PhysicsOverlap_SegmentSegment, SegmentParams, Segment_ClosestPoints, reset_SegmentParams } from "./unit04_overlaps.generated.js";
import { PhysicsSweep_BoxCapsule, PhysicsSweep_BoxSphere, PhysicsSweep_CapsuleBox, PhysicsSweep_SphereBox } from "./unit05_box_sweeps.generated.js";
import { PhysicsShape } from "./unit06_shapes.generated.js";
import { BodyRefList, Contact_CopyInto, IPhysics_Node, IPhysics_QueryBox, IPhysics_QueryBoxFiltered, IPhysics_ShapeHandle, OverlapQuery, OwnerMeetFilter, PhysicsBody_ComputeBounds, PhysicsBody_VGetShapes, PhysicsShape_Next, QueryKeepFilter } from "./unit07_world.generated.js";
import { Contact_SwapHalves, PhysicsSweep_CapsuleCapsule, PhysicsSweep_CapsuleSphere, PhysicsSweep_SphereCapsule, PhysicsSweep_SphereSphere, Sweep_Unit } from "./unit11_kernels.generated.js";
import { CollisionBackend, IPhysics } from "./world.generated.js";

/**
 * What PhysicsBody_SweepHumanMask asks about the moving body's owner beyond the Owner slots (002
 * L1427, L1429). A game answers for its humans; the original reads these from the human record.
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface BodyPassOwners {
  /** 0x00226660(owner, flag): the human holds something with this flag (the pass asks 0x800). */
  holds(owner: Owner | null, flag: number): boolean;
  /** owner +0x1a8: the gait (4 and above add 0x40000 to the mask). */
  gait(owner: Owner | null): number;
  /** owner byte +0x1b0: the player number, signed (−1: not a player). */
  player(owner: Owner | null): number;
  /** owner vtable slot +0x110 / +0x114 (owner, candidate owner): 0 refuses the candidate. */
  may_meet(owner: Owner | null, other: Owner | null): number;
}

/**
 * Sweep table (2, 4), not a first-touch sweep: (s, t) = Segment_ClosestPoints(d1 = m, d2 = E − S,
 * w = C − S) (Unit 4), v = (C − S) + s·m − t·(E − S); a hit when v·v ≤ (r_s + r_seg)² (touching
 * counts). Then +0x80 = s (the path parameter of closest approach), +0x88 = |v| (the distance
 * there, not a depth), +0x90 = C + s·m, +0x10 = unit(m), +0x50 = −unit(m), +0xb0 = 0. A zero move
 * gives s = 0 and a zero normal. Returns true on a hit.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, PhysicsSweep_SphereSegment 0x00344320 PhysicsSweep_SphereSegment
 * @unit U11.03
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:46
 */
export function PhysicsSweep_SphereSegment(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  const C_x = own.centre.x, C_y = own.centre.y, C_z = own.centre.z, C_w = own.centre.w;
  const S_x = other.start.x, S_y = other.start.y, S_z = other.start.z, S_w = other.start.w;
  const d2_x = Math.fround(other.end.x - S_x), d2_y = Math.fround(other.end.y - S_y), d2_z = Math.fround(other.end.z - S_z), d2_w = Math.fround(other.end.w - S_w);
  const w_x = Math.fround(C_x - S_x), w_y = Math.fround(C_y - S_y), w_z = Math.fround(C_z - S_z), w_w = Math.fround(C_w - S_w);
  const p: SegmentParams = _r0;
  reset_SegmentParams(p);
  Segment_ClosestPoints(p, m_x, m_y, m_z, m_w, d2_x, d2_y, d2_z, d2_w, w_x, w_y, w_z, w_w);
  const s: number = p.s;
  const t: number = p.t;
  const v_x = Math.fround(Math.fround(w_x + Math.fround(s * m_x)) - Math.fround(t * d2_x)), v_y = Math.fround(Math.fround(w_y + Math.fround(s * m_y)) - Math.fround(t * d2_y)), v_z = Math.fround(Math.fround(w_z + Math.fround(s * m_z)) - Math.fround(t * d2_z)), v_w = 0;
  const q: number = Math.fround(Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) + Math.fround(v_z * v_z));
  const R: number = Math.fround(own.radius + other.seg_radius);
  if (q > Math.fround(R * R)) {
    return false;
  }
  // quirk kept: 002 L1416, the fraction is the closest approach, not the first touch
  c.fraction = s;
  // |v| as one square root of v·v (the document does not say how the length is formed)
  c.start_distance = Math.fround(Math.sqrt(q));
  c.point.x = Math.fround(C_x + Math.fround(s * m_x));
  c.point.y = Math.fround(C_y + Math.fround(s * m_y));
  c.point.z = Math.fround(C_z + Math.fround(s * m_z));
  c.point.w = 1;
  Sweep_Unit(m_x, m_y, m_z, m_w, _s1);
  const n_x = _s1.x, n_y = _s1.y, n_z = _s1.z, n_w = _s1.w;
  c.move_dir.x = n_x;
  c.move_dir.y = n_y;
  c.move_dir.z = n_z;
  c.move_dir.w = n_w;
  // +0x50 = −unit(m) (xyz negated; w kept: 1)
  c.normal.x = -n_x;
  c.normal.y = -n_y;
  c.normal.z = -n_z;
  c.normal.w = n_w;
  c.flags = 0;
  return true;
}

/**
 * Sweep table (4, 2): the own segment moves by m against the sphere at rest: calls (2, 4) with the
 * roles swapped and −m (xyz negated, w kept), and on a hit swaps the quadwords +0x00..+0x3f with
 * +0x40..+0x7f (modelled fields: owners, shapes, +0x10 with +0x50). +0x80, +0x88, +0x90 (the
 * sphere's centre moved by −s·m) and +0xb0 are not swapped.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, The mirrors and the overlap entries 0x00344538 PhysicsSweep_SegmentSphere
 * @unit U11.04
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:80
 */
export function PhysicsSweep_SegmentSphere(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  const neg_x = -m_x, neg_y = -m_y, neg_z = -m_z, neg_w = m_w;
  if (!PhysicsSweep_SphereSegment(c, other, own, neg_x, neg_y, neg_z, neg_w)) {
    return false;
  }
  Contact_SwapHalves(c);
  return true;
}

/**
 * Sweep table (4, 4): the static overlap 0x00346500 with (c, own, other); the move is ignored and
 * nothing is written, so a hit's +0x80 and +0xb0 are whatever the slot held (002 L1421).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, The mirrors and the overlap entries 0x00344300 PhysicsSweep_SegmentSegment
 * @unit U11.02
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:93
 */
export function PhysicsSweep_SegmentSegment(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  // quirk kept: 002 L1421, Coney "should write fraction 0 and flags 0 there"; the original does not
  return PhysicsOverlap_SegmentSegment(c, own, other) !== 0;
}

/**
 * Sweep table (3, 4): the static overlap 0x00347148 (Unit 4's true capsule against the segment);
 * the move is ignored and nothing is written (002 L1421).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, The mirrors and the overlap entries 0x00345d18 PhysicsSweep_CapsuleSegment
 * @unit U11.07
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:102
 */
export function PhysicsSweep_CapsuleSegment(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  // quirk kept: 002 L1421, +0x80 and +0xb0 keep what the slot held
  return PhysicsOverlap_CapsuleSegment(c, own, other) !== 0;
}

/**
 * Sweep table (4, 3): the static overlap 0x00346fb8 (the segment against Unit 4's true capsule);
 * the move is ignored and nothing is written (002 L1421).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, The mirrors and the overlap entries 0x00345d38 PhysicsSweep_SegmentCapsule
 * @unit U11.08
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:111
 */
export function PhysicsSweep_SegmentCapsule(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  // quirk kept: 002 L1421, +0x80 and +0xb0 keep what the slot held
  return PhysicsOverlap_SegmentCapsule(c, own, other) !== 0;
}

/**
 * sweep[own.type][other.type] is non-empty: the nine sphere (2), capsule (3) and segment (4)
 * pairs of 002 L1284-1303, and four box (type 1) entries the project designs
 * (unit05_box_sweeps.spec): capsule-box (3, 1), box-capsule (1, 3), sphere-box (2, 1) and
 * box-sphere (1, 2). The box rows and columns are not in the documents ("The shape-pair tables"
 * page and Unit 5 are not included); box-box (1, 1), box-segment (1, 4) and segment-box (4, 1)
 * stay empty.
 *
 * @design 002 L1279 names the sweep table IPhysics +0x7c and L1284-1303 its nine sphere/capsule/segment entries; the box entries are not given: the four box-sphere and box-capsule entries are designed stand-ins (unit05_box_sweeps.spec) so that a human's capsule or a sphere meets a body's box; box-box and box-segment are taken as empty
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:125
 */
export function PhysicsSweep_HasPair(own_type: number, other_type: number): boolean {
  if (own_type >= 2 && own_type <= 4 && other_type >= 2 && other_type <= 4) {
    return true;
  }
  // the designed box entries (unit05_box_sweeps.spec)
  if (own_type === 1) {
    return other_type === 2 || other_type === 3;
  }
  if (other_type === 1) {
    return own_type === 2 || own_type === 3;
  }
  return false;
}

/**
 * Calls sweep[own.type][other.type](c, ownBody, own, otherBody, other, move) (002 L1306): own
 * moves by `move`, the other shape is at rest; true on a hit. The four box entries are the
 * designed stand-ins of unit05_box_sweeps.spec. An empty entry (box-box, box-segment,
 * segment-box) is refused (the callers test PhysicsSweep_HasPair first; the original would call
 * through null).
 *
 * @design 002 L1306: the sweep table's dispatch by the two type bytes (+0x30); the calling convention (c, ownBody, own, otherBody, other, move) of the two callers 0x0033d68c and 0x0033ea0c; the box entries (3, 1), (1, 3), (2, 1), (1, 2) are the designed ones of unit05_box_sweeps.spec
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:145
 */
export function PhysicsSweep_Pair(c: Contact, own_body: Body, own: PhysicsShape, other_body: Body, other: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): boolean {
  if (!PhysicsSweep_HasPair(own.type, other.type)) assertFail("spec/ps2/unit11_pairs.spec:146", "sweep of a shape pair without a sweep table entry (the original calls through null)");
  // the designed box entries (unit05_box_sweeps.spec)
  if (own.type === 1) {
    if (other.type === 2) {
      return PhysicsSweep_BoxSphere(c, own, other, move_x, move_y, move_z, move_w);
    }
    return PhysicsSweep_BoxCapsule(c, own, other, move_x, move_y, move_z, move_w);
  }
  if (other.type === 1) {
    if (own.type === 2) {
      return PhysicsSweep_SphereBox(c, own, other, move_x, move_y, move_z, move_w);
    }
    return PhysicsSweep_CapsuleBox(c, own, other, move_x, move_y, move_z, move_w);
  }
  if (own.type === 2) {
    if (other.type === 2) {
      return PhysicsSweep_SphereSphere(c, own, other, move_x, move_y, move_z, move_w);
    }
    if (other.type === 3) {
      return PhysicsSweep_SphereCapsule(c, own, other, move_x, move_y, move_z, move_w);
    }
    return PhysicsSweep_SphereSegment(c, own, other, move_x, move_y, move_z, move_w);
  }
  if (own.type === 3) {
    if (other.type === 2) {
      return PhysicsSweep_CapsuleSphere(c, own, other, move_x, move_y, move_z, move_w);
    }
    if (other.type === 3) {
      // the only pair that reads a body: the other body's type mask +0x44 (002 L1306)
      return PhysicsSweep_CapsuleCapsule(c, own, other_body, other, move_x, move_y, move_z, move_w);
    }
    return PhysicsSweep_CapsuleSegment(c, own, other, move_x, move_y, move_z, move_w);
  }
  if (other.type === 2) {
    return PhysicsSweep_SegmentSphere(c, own, other, move_x, move_y, move_z, move_w);
  }
  if (other.type === 3) {
    return PhysicsSweep_SegmentCapsule(c, own, other, move_x, move_y, move_z, move_w);
  }
  return PhysicsSweep_SegmentSegment(c, own, other, move_x, move_y, move_z, move_w);
}

/**
 * The body pass's flag mask (0x0033d4d4-0x0033d578): 2 when the body's type mask +0x44 lacks 0x40.
 * For a human: 4, or 0x44 when the owner's state (slot +0x50) has 0x4000000 (airborne) or it holds
 * something with 0x800 (asked only when not airborne); | 0x20 when the shape's flags +0x32 have
 * 0x2; | 0x40000 when the gait (+0x1a8) is 4 or more; | 0x80000 << p when the player number p (the
 * signed byte +0x1b0) is not −1.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, PhysicsBody_SweepHumanMask: the body pass 0x0033d4d4-0x0033d578 (the mask, in 0x0033d498)
 * @unit U11.15
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:197
 */
export function PhysicsBody_BodyPassMask(body: Body, shape: PhysicsShape, owners: BodyPassOwners | null): number {
  if ((body.type_mask & 0x40) === 0) {
    return 2;
  }
  const o: Owner | null = body.owner;
  if (o === null) assertFail("spec/ps2/unit11_pairs.spec:202", "body pass of a human-typed body without an owner (the original calls its slot +0x50 through null)");
  if (owners === null) assertFail("spec/ps2/unit11_pairs.spec:203", "body pass of a human without its owner data (0x00226660, +0x1a8, +0x1b0)");
  let mask: number = 4;
  if (($host.u32(o!.flags(), "Owner.flags (spec/ps2/unit11_pairs.spec:205)") & 0x4000000) !== 0 || $host.bool(owners!.holds(o, 0x800), "BodyPassOwners.holds (spec/ps2/unit11_pairs.spec:205)")) {
    mask = 0x44;
  }
  if ((shape.flags & 0x2) !== 0) {
    mask = (mask | 0x20) >>> 0;
  }
  if ($host.i32(owners!.gait(o), "BodyPassOwners.gait (spec/ps2/unit11_pairs.spec:211)") >= 4) {
    mask = (mask | 0x40000) >>> 0;
  }
  const p: number = $host.i8(owners!.player(o), "BodyPassOwners.player (spec/ps2/unit11_pairs.spec:214)");
  if (p !== -1) {
    // a MIPS variable shift uses the low 5 bits of the count
    mask = (mask | (0x80000 << (p & 31))) >>> 0;
  }
  return mask;
}

/**
 * The body pass of a body's sweep: candidates from IPhysics_QueryBox (start the body, its owner
 * ignored, type mask −1, the pass's flag mask), in the order the query returns them; a candidate is
 * skipped when both groups are non-zero and equal, or when the mover's owner refuses it (slot
 * +0x110); its chain (body slot +0x28 with (2, 4, owner)) is walked and the first enabled shape
 * with a sweep entry that hits gives the candidate's one contact (+0xb4 = 0, then
 * Contact_InsertSorted into the pass's list). Returns the new count; `list.count` is not written
 * (the callers store the result, as CollisionBackend.sweep_bodies says). `shape` must be the body's
 * first shape (both callers sweep it; contact +0x04 is written as 1, Unit 3's model).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, PhysicsBody_SweepHumanMask: the body pass 0x0033d498 PhysicsBody_SweepHumanMask
 * @unit U11.15
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:232
 */
export function PhysicsBody_SweepHumanMask(phys: IPhysics, list: ContactList, box: AABB, body: Body, shape: PhysicsShape, D_x: number, D_y: number, D_z: number, D_w: number, owners: BodyPassOwners | null): number {
  if (body.first_shape !== shape) assertFail("spec/ps2/unit11_pairs.spec:233", "body pass of a shape that is not the body's first (contact +0x04 names the first shape)");
  const mask: number = PhysicsBody_BodyPassMask(body, shape, owners);
  // a 512-entry stack list (sp+0x000-sp+0x7ff); Unit 7's growable list with its 512 counter
  const cands: BodyRefList = new BodyRefList();
  const n: number = IPhysics_QueryBox(phys, cands.refs, box, body, body.owner, 0xffffffff, mask);
  const own_ref: number = PhysicsBody_OwnerRef(body);
  let count: number = list.count;
  for (let i = 0; i < n; i++) {
    const cand: Body | null = IPhysics_Node(phys, cands.refs[i]);
    // (0x0033d5ac) u16 compare of the two groups
    if ((cand!.group & 0xffff) !== 0 && (cand!.group & 0xffff) === (body.group & 0xffff)) {
      continue;
    }
    // the mover's owner, slot +0x110, asked for every candidate left (no option bit)
    if (owners === null) assertFail("spec/ps2/unit11_pairs.spec:247", "body pass without the mover's owner slot +0x110");
    if ($host.i32(owners!.may_meet(body.owner, cand!.owner), "BodyPassOwners.may_meet (spec/ps2/unit11_pairs.spec:248)") === 0) {
      continue;
    }
    let s: PhysicsShape | null = PhysicsBody_VGetShapes(cand!, 2, 4, body.owner);
    let steps: number = 0;
    while (s !== null) {
      steps = (steps + 1) | 0;
      if (!(steps <= ((phys.shapes.length + 1) | 0))) assertFail("spec/ps2/unit11_pairs.spec:255", "shape chain longer than the shape table: a cycle (the original loops forever)");
      if ((s!.flags & 0x1) !== 0 && PhysicsSweep_HasPair(shape.type, s!.type)) {
        // 002 L1430: no check against the 50-slot array in the original
        if (!(count < 50)) assertFail("spec/ps2/unit11_pairs.spec:258", "more than 50 contacts in the body pass (the original's arrays hold 50)");
        const slot: Contact = list.pool[count];
        if (PhysicsSweep_Pair(slot, body, shape, cand!, s!, D_x, D_y, D_z, D_w)) {
          slot.triangle = 0;
          count = Contact_InsertSorted(list.pool, count, list.sorted, count, own_ref, (cand!.index + 1) >>> 0, 1, IPhysics_ShapeHandle(phys, s!));
          // quirk kept: 002 L1429, at most one contact per body: the first shape of the chain that
          // hits, not the nearest
          break;
        }
      }
      s = PhysicsShape_Next(phys, s!);
    }
  }
  return count;
}

/**
 * The general shape query: the querying shape (q+0x04) of the querying body (q+0x00) swept by
 * `move` against the bodies (option 0x2, through Unit 7's filtered query: 0x2000 ignored owner
 * q+0x0c, 0x10 type mask q+0x14, 0x800 required flags q+0x1c, 0x1000 excluded flags q+0x20,
 * 0x10000 excluded owner state q+0x24, 0x40000 keep callback q+0x38; then always the group test and
 * the owner's slot +0x110, every hitting shape of every candidate inserted) and the level mesh
 * (option 0x1: the type's mesh sweep with max 50 − count, the whole option word and the n.z range
 * q+0x28, q+0x2c; every contact it returns inserted), in a box (the shape's bounds, or the node
 * q+0x08 with 0x400) grown by the move. Copies min(count, q+0x18) contacts, nearest first, into
 * out.pool from 0 and returns how many. Options 0x80, 0x100 and 0x200 are not read.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, IPhysics_CollideShape 0x0033e7f0 IPhysics_CollideShape
 * @unit U11.16
 * @float ps2
 * @spec spec/ps2/unit11_pairs.spec:287
 */
export function IPhysics_CollideShape(phys: IPhysics, out_: ContactList, q: OverlapQuery, move_x: number, move_y: number, move_z: number, move_w: number): number {
  const opts: number = q.options;
  const body: Body | null = q.body;
  if (body === null) assertFail("spec/ps2/unit11_pairs.spec:290", "shape query without a querying body (+0x00)");
  const own: PhysicsShape | null = q.shape;
  if (own === null) assertFail("spec/ps2/unit11_pairs.spec:292", "shape query without a shape (+0x04)");
  if (!(q.max >= 0)) assertFail("spec/ps2/unit11_pairs.spec:293", "shape query with a negative most-contacts count (+0x18)");
  // Box (0x0033e82c-0x0033e87c): a local node (PhysicsNode_Init: (0, 0, 0, 1) twice), the shape's
  // world bounds or with 0x400 the node at *(q+0x08), then grown by the move
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
    if (given === null) assertFail("spec/ps2/unit11_pairs.spec:301", "shape query option 0x400 without a box node (+0x08)");
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
  AABB_ExtendByMove(box, move_x, move_y, move_z, move_w);
  // 50 contacts and the sorted list, count 0
  const work: ContactList = new ContactList();
  const own_ref: number = PhysicsBody_OwnerRef(body!);
  const own_handle: number = IPhysics_ShapeHandle(phys, own!);
  // Bodies (0x0033e890-0x0033ea60)
  if ((opts & 0x2) !== 0) {
    // the filtered query's arguments (002 L914-921): each field only with its bit, else the neutral value
    let ignored: Owner | null = null;
    if ((opts & 0x2000) !== 0) {
      ignored = q.ignored;
    }
    let tm: number = 0xffffffff;
    if ((opts & 0x10) !== 0) {
      tm = q.type_mask;
    }
    let fm: number = 0;
    if ((opts & 0x800) !== 0) {
      fm = q.flag_mask;
    }
    let xf: number = 0;
    if ((opts & 0x1000) !== 0) {
      xf = q.excluded_flags;
    }
    let xs: number = 0;
    if ((opts & 0x10000) !== 0) {
      xs = q.excluded_state;
    }
    let keep: QueryKeepFilter | null = null;
    if ((opts & 0x40000) !== 0) {
      keep = q.keep;
    }
    // 512 entries at sp+0x26a0; the querying body is both query and start
    const cands: BodyRefList = new BodyRefList();
    const n: number = IPhysics_QueryBoxFiltered(phys, body!, cands.refs, box, body, ignored, tm, fm, xf, xs, keep);
    for (let i = 0; i < n; i++) {
      const cand: Body | null = IPhysics_Node(phys, cands.refs[i]);
      // quirk kept: 002 L1453, the group test and the owner's answer are always applied (no option
      // bit, unlike IPhysics_OverlapShape's 0x80 and 0x100)
      if ((cand!.group & 0xffff) !== 0 && (cand!.group & 0xffff) === (body!.group & 0xffff)) {
        continue;
      }
      const meet: OwnerMeetFilter | null = q.meet;
      if (meet === null) assertFail("spec/ps2/unit11_pairs.spec:350", "shape query without the querying owner's slot +0x110");
      if ($host.i32(meet!.accepts(body!.owner, cand!.owner), "OwnerMeetFilter.accepts (spec/ps2/unit11_pairs.spec:351)") === 0) {
        continue;
      }
      let s: PhysicsShape | null = PhysicsBody_VGetShapes(cand!, 2, 4, body!.owner);
      let steps: number = 0;
      while (s !== null) {
        steps = (steps + 1) | 0;
        if (!(steps <= ((phys.shapes.length + 1) | 0))) assertFail("spec/ps2/unit11_pairs.spec:358", "shape chain longer than the shape table: a cycle (the original loops forever)");
        if ((s!.flags & 0x1) !== 0 && PhysicsSweep_HasPair(own!.type, s!.type)) {
          if (!(work.count < 50)) assertFail("spec/ps2/unit11_pairs.spec:360", "more than 50 contacts in the shape query (the original's arrays hold 50)");
          const slot: Contact = work.pool[work.count];
          if (PhysicsSweep_Pair(slot, body!, own!, cand!, s!, move_x, move_y, move_z, move_w)) {
            slot.triangle = 0;
            // every hit is inserted: one body can give several contacts
            work.count = Contact_InsertSorted(work.pool, work.count, work.sorted, work.count, own_ref, (cand!.index + 1) >>> 0, own_handle, IPhysics_ShapeHandle(phys, s!));
          }
        }
        s = PhysicsShape_Next(phys, s!);
      }
    }
  }
  // Mesh (0x0033ea64-0x0033eb10): after the bodies, so at an equal fraction a body contact comes first
  if ((opts & 0x1) !== 0) {
    const be: CollisionBackend | null = phys.backend;
    if (be === null) assertFail("spec/ps2/unit11_pairs.spec:375", "shape query option 0x1 without a collision back end");
    const start: number = work.count;
    // the mesh's option bits (0x4, 0x8, 0x40, 0x8000, 0x20000, Unit 2) come from the same word
    const k: number = $host.i32($host.after(be!.sweep_mesh(work, start, (50 - start) | 0, box, body!, own!, move_x, move_y, move_z, move_w, opts, q.nz_min, q.nz_max), host_ContactList(work, "CollisionBackend.sweep_mesh argument list (spec/ps2/unit11_pairs.spec:378)")), "CollisionBackend.sweep_mesh (spec/ps2/unit11_pairs.spec:378)");
    if (!(k >= 0 && ((start + k) | 0) <= 50)) assertFail("spec/ps2/unit11_pairs.spec:379", "mesh sweep returned more contacts than its room");
    for (let i_1 = 0; i_1 < k; i_1++) {
      work.count = Contact_InsertSorted(work.pool, (start + i_1) | 0, work.sorted, work.count, own_ref, 0, own_handle, 0);
    }
  }
  // Copy (0x0033eb14-0x0033eb7c): n = min(count, q+0x18), in sorted order, 0xc0 bytes each
  let nout: number = work.count;
  if (q.max < nout) {
    nout = q.max;
  }
  for (let i_2 = 0; i_2 < nout; i_2++) {
    Contact_CopyInto(out_.pool[i_2], work.pool[work.sorted[i_2]]);
  }
  return nout;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new SegmentParams(), _s1 = new Vec4();
