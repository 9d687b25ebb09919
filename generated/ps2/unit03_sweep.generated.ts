// GENERATED FILE: do not edit. Engine module ps2.unit03.sweep: 002 Unit 3: PhysicsBody_Sweep's passes, PhysicsBody_ResolveContacts' answer codes, the mesh query of one pass and the airborne human's landing segment from spec/ps2/unit03_sweep.spec (sha256 6ad57455aed717e3).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, Vec4, ZERO_F64, assertFail } from "../../runtime/index.js";
import { BODY_VTABLE, Body, HUMAN_BODY_VTABLE, Owner } from "./body.generated.js";
import { vu_rsqrt } from "./unit02_mesh_records.generated.js";
import { AABB, AABB_ExtendByMove, AABB_ScaleAboutCentre, Contact, ContactList, Contact_InsertSorted, PhysicsBody_GetContactScale, PhysicsHumanBody_GetContactScale, PhysicsVec_Bounce, Vec_RemoveNormalPart, host_ContactList } from "./unit03_contacts.generated.js";
import { F32_Finite, PhysShapeSegment_Pose, PhysicsBox_Pose, PhysicsCapsule_Pose, PhysicsShape, PhysicsShape_GetBounds, PhysicsSphere_Pose, SHAPE_VTABLE_BOX, SHAPE_VTABLE_CAPSULE, SHAPE_VTABLE_SEGMENT, SHAPE_VTABLE_SPHERE, Transform, Transform_Finite, host_Transform } from "./unit06_shapes.generated.js";
import { CollisionBackend, IPhysics, RayHit, host_RayHit } from "./world.generated.js";

/**
 * What the sweep reads from a human owner beyond the Owner slots (002 L424-437, L662-677). The
 * original calls these on the owner itself; a game passes its human here (null for other owners).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface HumanOwner {
  /**
   * The high word of the 64-bit state word at the human's current state record (+0xd4), 0 when it
   * has none: 0x4 jumping (0x00227f68), 0x10 a long fall (0x002265f0).
   */
  state_hi(): number;
  /** The low word of that state word: 0x20000 cuffed (0x00223b70; the capsule pose). */
  state_lo(): number;
  /** 0x00226660(h, flag): the human holds something with this flag (the landing test asks 0x800). */
  holds(flag: number): boolean;
  /** human +0x560, the take-off height. */
  take_off_height(): number;
  /** the byte human +0x3be (the capsule pose). */
  byte_3be(): number;
  /** human vtable slot +0x60 / +0x64 (0x00226a20): the upper point of the landing segment. */
  upper_point(out$: Vec4): void;
  /**
   * human vtable slot +0x58 / +0x5c (0x004ed818, 1.0 for the human): the length of the segment's
   * start that does not count for the fraction.
   */
  segment_skip(): number;
  /** writes human +0x1d8 = the ground's material and +0x230 = the ground normal. */
  set_ground(material: number, normal_x: number, normal_y: number, normal_z: number, normal_w: number): void;
}

/**
 * The body vtable slot +0x50 / +0x54, "you were pushed" (002 L295, L780, L1180): 0x004f12a0 for the
 * base body, OnStruck 0x00342130 for the human body; neither is specified, so the host supplies it
 * and dispatches on `other.vtable`. `push` and `move` are passed by address in the original; here
 * by value (what the callee does with them is not given).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface BodyVtableHost {
  pushed(other: Body, c: Contact, push_x: number, push_y: number, push_z: number, push_w: number, move_x: number, move_y: number, move_z: number, move_w: number): void;
}

/** The move state: the sweep's locals, one set per call, kept across the passes (002 L312-321). */
export class MoveState {
  /** the move velocity: what the passes move by; slid, bounced, gets corner slides */
  V: Vec4 = new Vec4();
  /** the real velocity: slid and bounced like V, written back to the owner */
  v: Vec4 = new Vec4();
  /** 0x1 a slide was stored in body +0x50 this move; 0x2 write v back; 0x4 a contact scale applies */
  move_flags: number = 0;
  /** the largest contact scale met (with 0x4), from 0 */
  scale: number = ZERO_F64;
  /** passes done, 0 to 3 */
  passes: number = 0;
  /** contacts found over all passes (skipped and code 0 ones included) */
  found: number = 0;
  /** the last resolution's return */
  last: number = 0;
}

/** Puts a MoveState back into the zero state `new MoveState()` gives, in place. */
export function reset_MoveState(s: MoveState): void {
  s.V.x = 0; s.V.y = 0; s.V.z = 0; s.V.w = 0;
  s.v.x = 0; s.v.y = 0; s.v.z = 0; s.v.w = 0;
  s.move_flags = 0;
  s.scale = 0;
  s.passes = 0;
  s.found = 0;
  s.last = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_MoveState(dst: MoveState, src: MoveState): void {
  dst.V.x = src.V.x; dst.V.y = src.V.y; dst.V.z = src.V.z; dst.V.w = src.V.w;
  dst.v.x = src.v.x; dst.v.y = src.v.y; dst.v.z = src.v.z; dst.v.w = src.v.w;
  dst.move_flags = src.move_flags;
  dst.scale = src.scale;
  dst.passes = src.passes;
  dst.found = src.found;
  dst.last = src.last;
}

/**
 * Reads a contact's owner field (+0x00 / +0x40) as the owner it names: the owner of body reference
 * `r` (index + 1 in `phys.bodies`, D-PTR-1). The original holds the owner pointer itself; a
 * reference to a missing body or to an ownerless one is refused (no such owner pointer exists).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 contact +0x40, the other owner, read at 0x0033dac8
 * @unit U3.02
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:79
 */
export function PhysicsContact_Owner(phys: IPhysics, r: number): Owner | null {
  if (!(r >= 1 && r <= phys.bodies.length)) assertFail("spec/ps2/unit03_sweep.spec:80", "contact owner reference outside the body vector");
  const b: Body | null = phys.bodies[(r - 1) | 0];
  if (b === null) assertFail("spec/ps2/unit03_sweep.spec:82", "contact owner reference to an empty body slot");
  if (b!.owner === null) assertFail("spec/ps2/unit03_sweep.spec:83", "contact owner reference to a body without an owner");
  return b!.owner;
}

/**
 * The mover's owner (body +0x34) as the inserts write it into contact +0x00: the body's own
 * reference, index + 1 (0 when the body is not in the vector).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3, IPhysics_SweepBodyVsMesh ownOwner = body+0x34, 0x0033d340
 * @unit U3.06
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:91
 */
export function PhysicsBody_OwnerRef(body: Body): number {
  return (body.index + 1) >>> 0;
}

/**
 * Shape vtable slot +0x28 / +0x2c, pose (shape, owner), by the shape's vtable: the sphere and box
 * read owner slot +0xa0, the segment and capsule slot +0xa8, a bone's transform comes from slot
 * +0xb8 (only for bone >= 0, into the buffer holding the body transform, 002 L556); the capsule
 * reads the type mask first and, for a human, bone 6 and the human's data.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 shape vtable +0x28 (pose), called at 0x0033e670 and 0x0033ddac
 * @unit U3.01, U3.02
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:101
 */
export function PhysicsShape_PoseForOwner(s: PhysicsShape, owner: Owner | null, human: HumanOwner | null): void {
  if (owner === null) assertFail("spec/ps2/unit03_sweep.spec:102", "pose with a null owner (the original calls through its vtable)");
  if (s.vtable === SHAPE_VTABLE_SPHERE || s.vtable === SHAPE_VTABLE_BOX) {
    const t: Transform = new Transform();
    $host.after(owner!.get_pose_now(t), host_Transform(t, "Owner.get_pose_now argument t (spec/ps2/unit03_sweep.spec:105)"));
    // bad input (issue 11): each of the owner's answers is checked as it arrives, before it is
    // copied anywhere or the pose writes anything
    if (!Transform_Finite(t)) assertFail("spec/ps2/unit03_sweep.spec:108", "the owner's transform (slot +0xa0) has a non-finite value: the pose would carry it into the shape and the body's box");
    const b: Transform = new Transform();
    b.position.x = t.position.x;
    b.position.y = t.position.y;
    b.position.z = t.position.z;
    b.position.w = t.position.w;
    b.rotation.x = t.rotation.x;
    b.rotation.y = t.rotation.y;
    b.rotation.z = t.rotation.z;
    b.rotation.w = t.rotation.w;
    let written: boolean = false;
    if (s.bone >= 0) {
      written = $host.bool($host.after(owner!.get_bone_transform(s.bone, b), host_Transform(b, "Owner.get_bone_transform argument t (spec/ps2/unit03_sweep.spec:114)")), "Owner.get_bone_transform (spec/ps2/unit03_sweep.spec:114)");
    }
    if (!Transform_Finite(b)) assertFail("spec/ps2/unit03_sweep.spec:116", "the owner's bone transform (slot +0xb8) has a non-finite value: the pose would carry it into the shape and the body's box");
    if (s.vtable === SHAPE_VTABLE_SPHERE) {
      PhysicsSphere_Pose(s, t, b, written);
    } else {
      PhysicsBox_Pose(s, t, b, written);
    }
  } else if (s.vtable === SHAPE_VTABLE_SEGMENT) {
    const t_1: Transform = new Transform();
    $host.after(owner!.get_transform(t_1), host_Transform(t_1, "Owner.get_transform argument t (spec/ps2/unit03_sweep.spec:124)"));
    if (!Transform_Finite(t_1)) assertFail("spec/ps2/unit03_sweep.spec:125", "the owner's transform (slot +0xa8) has a non-finite value: the pose would carry it into the shape and the body's box");
    const b_1: Transform = new Transform();
    b_1.position.x = t_1.position.x;
    b_1.position.y = t_1.position.y;
    b_1.position.z = t_1.position.z;
    b_1.position.w = t_1.position.w;
    b_1.rotation.x = t_1.rotation.x;
    b_1.rotation.y = t_1.rotation.y;
    b_1.rotation.z = t_1.rotation.z;
    b_1.rotation.w = t_1.rotation.w;
    let written_1: boolean = false;
    if (s.bone >= 0) {
      written_1 = $host.bool($host.after(owner!.get_bone_transform(s.bone, b_1), host_Transform(b_1, "Owner.get_bone_transform argument t (spec/ps2/unit03_sweep.spec:131)")), "Owner.get_bone_transform (spec/ps2/unit03_sweep.spec:131)");
    }
    if (!Transform_Finite(b_1)) assertFail("spec/ps2/unit03_sweep.spec:133", "the owner's bone transform (slot +0xb8) has a non-finite value: the pose would carry it into the shape and the body's box");
    PhysShapeSegment_Pose(s, t_1, b_1, written_1);
  } else if (s.vtable === SHAPE_VTABLE_CAPSULE) {
    const mask: number = $host.u32(owner!.type_mask(), "Owner.type_mask (spec/ps2/unit03_sweep.spec:136)");
    const t_2: Transform = new Transform();
    $host.after(owner!.get_transform(t_2), host_Transform(t_2, "Owner.get_transform argument t (spec/ps2/unit03_sweep.spec:138)"));
    if (!Transform_Finite(t_2)) assertFail("spec/ps2/unit03_sweep.spec:139", "the owner's transform (slot +0xa8) has a non-finite value: the pose would carry it into the capsule and the body's box");
    // what the head buffer holds when the call writes nothing is not given for the capsule (002
    // L671); it is taken to hold the body transform, as in the other poses
    const head: Transform = new Transform();
    head.position.x = t_2.position.x;
    head.position.y = t_2.position.y;
    head.position.z = t_2.position.z;
    head.position.w = t_2.position.w;
    head.rotation.x = t_2.rotation.x;
    head.rotation.y = t_2.rotation.y;
    head.rotation.z = t_2.rotation.z;
    head.rotation.w = t_2.rotation.w;
    let scale: number = 1;
    let h3be: number = 0;
    let h560: number = 0;
    let lo: number = 0;
    let hi: number = 0;
    if ((mask & 0x40) !== 0) {
      if (human === null) assertFail("spec/ps2/unit03_sweep.spec:151", "a human's capsule posed without its HumanOwner");
      // bone 6, the head; when nothing is written the buffer keeps the body transform
      $host.bool($host.after(owner!.get_bone_transform(6, head), host_Transform(head, "Owner.get_bone_transform argument t (spec/ps2/unit03_sweep.spec:153)")), "Owner.get_bone_transform (spec/ps2/unit03_sweep.spec:153)");
      scale = Math.fround(owner!.human_scale());
      h3be = $host.u8(human!.byte_3be(), "HumanOwner.byte_3be (spec/ps2/unit03_sweep.spec:155)");
      h560 = Math.fround(human!.take_off_height());
      lo = $host.u32(human!.state_lo(), "HumanOwner.state_lo (spec/ps2/unit03_sweep.spec:157)");
      hi = $host.u32(human!.state_hi(), "HumanOwner.state_hi (spec/ps2/unit03_sweep.spec:158)");
    }
    if (!(Transform_Finite(head) && F32_Finite(scale) && F32_Finite(h560))) assertFail("spec/ps2/unit03_sweep.spec:160", "the owner's head bone, scale or take-off height has a non-finite value: the pose would carry it into the capsule and the body's box");
    PhysicsCapsule_Pose(s, mask, t_2, head, scale, h3be, h560, lo, hi);
  } else {
    // the base vtable's pose entry is the pure-virtual stub 0x0042b2b0 (002 L596)
    assertFail("spec/ps2/unit03_sweep.spec:164", "pose of a shape without a type vtable (the pure-virtual stub)");
  }
}

/**
 * Body vtable slot +0x48 / +0x4c, the contact scale, by the body's vtable: the base body's
 * PhysicsBody_GetContactScale or the human body's PhysicsHumanBody_GetContactScale (which reads
 * the owner's state, slot +0x50).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 body vtable +0x48 (contact scale), called at 0x0033e1d8
 * @unit U3.02
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:173
 */
export function PhysicsBody_VContactScale(body: Body, c: Contact): number {
  if (body.vtable === HUMAN_BODY_VTABLE) {
    const o: Owner | null = body.owner;
    if (o === null) assertFail("spec/ps2/unit03_sweep.spec:176", "human body without an owner asked for its contact scale");
    return PhysicsHumanBody_GetContactScale($host.u32(o!.flags(), "Owner.flags (spec/ps2/unit03_sweep.spec:177)"), c);
  }
  if (body.vtable !== BODY_VTABLE) assertFail("spec/ps2/unit03_sweep.spec:179", "contact scale of a body with an unknown vtable");
  return PhysicsBody_GetContactScale(c);
}

/**
 * The advance of codes 1-4: d = f × (D·n); when d < −0.01 the owner's position (slot +0xa8) moves
 * by n × (d + 0.01) (xyz), is set back through slot +0xb0 with its rotation, and the contact's own
 * shape is re-posed; otherwise nothing.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3, The codes 0x0033dcdc-0x0033ddc8 (code 1), 0x0033ddec-0x0033dedc (code 2), 0x0033df40-0x0033e02c (code 3): the advance
 * @unit U3.02
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:190
 */
export function PhysicsBody_AdvanceToContact(body: Body, owner: Owner | null, c: Contact, D_x: number, D_y: number, D_z: number, D_w: number, human: HumanOwner | null): void {
  // f × (D·n) as written at 002 L375 (the stand-alone PhysicsVec_BackOffPlane scales the move
  // first, D-BACKOFF-1)
  const dn: number = Math.fround(Math.fround(Math.fround(D_x * c.normal.x) + Math.fround(D_y * c.normal.y)) + Math.fround(D_z * c.normal.z));
  const d: number = Math.fround(c.fraction * dn);
  if (d < -0.009999999776482582 /* f32#bc23d70a */) {
    const t: Transform = new Transform();
    $host.after(owner!.get_transform(t), host_Transform(t, "Owner.get_transform argument t (spec/ps2/unit03_sweep.spec:197)"));
    const a: number = Math.fround(d + 0.009999999776482582 /* f32#3c23d70a */);
    // xyz: the document does not say that this inline copy writes w
    t.position.x = Math.fround(t.position.x + Math.fround(c.normal.x * a));
    t.position.y = Math.fround(t.position.y + Math.fround(c.normal.y * a));
    t.position.z = Math.fround(t.position.z + Math.fround(c.normal.z * a));
    owner!.set_transform(t);
    // the contact's own shape (+0x04) is the body's first shape (see the module comment)
    const s: PhysicsShape | null = body.first_shape;
    if (s === null) assertFail("spec/ps2/unit03_sweep.spec:206", "re-pose of a body without a shape");
    PhysicsShape_PoseForOwner(s!, owner, human);
  }
}

/**
 * Walks the pass's sorted contacts (nearest first): skips disabled triangles, an ownerless mover
 * and another owner without a body; asks the owner (slot +0xf8); code 0 goes on (0x10000 → 0,
 * 0x40000 → −1); codes 1-4 act, then the tail (write-back request, corner slide, stored slide,
 * scale rule) and the walk ends: 0 with 0x10000, −1 with 0x40000, else 1. All walked: 0. The
 * original's dt pointer argument is never read and is left out.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3 0x0033d9d8 PhysicsBody_ResolveContacts
 * @unit U3.02
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:218
 */
export function PhysicsBody_ResolveContacts(phys: IPhysics, body: Body, list: ContactList, D_x: number, D_y: number, D_z: number, D_w: number, st: MoveState, human: HumanOwner | null, host: BodyVtableHost | null): number {
  // u = D / |D| by the VU reciprocal square root (D-VU-1); D is never zero here (the sweep's cut).
  // u.w is never read.
  const rs: number = vu_rsqrt(Math.fround(Math.fround(Math.fround(D_x * D_x) + Math.fround(D_y * D_y)) + Math.fround(D_z * D_z)));
  const u_x = Math.fround(D_x * rs), u_y = Math.fround(D_y * rs), u_z = Math.fround(D_z * rs), u_w = 0;
  const count: number = list.count;
  for (let i = 0; i < count; i++) {
    const c: Contact = list.pool[list.sorted[i]];
    // the skips (0x0033da80-0x0033dad4)
    if (c.triangle !== 0) {
      // the file triangle's flags (+0x06): 0x1 enabled (002 L360)
      const be: CollisionBackend | null = phys.backend;
      if (be === null) assertFail("spec/ps2/unit03_sweep.spec:230", "a level contact without a collision back end");
      if (($host.u16(be!.triangle_flags(c.triangle), "CollisionBackend.triangle_flags (spec/ps2/unit03_sweep.spec:231)") & 0x1) === 0) {
        continue;
      }
    }
    const owner: Owner | null = body.owner;
    if (owner === null) {
      continue;
    }
    let other: Owner | null = null;
    if (c.other_owner !== 0) {
      other = PhysicsContact_Owner(phys, c.other_owner);
      const ob: Body | null = other!.body();
      if (ob === null) {
        continue;
      }
    }
    const answer: number = $host.u32(owner!.on_contact(c), "Owner.on_contact (spec/ps2/unit03_sweep.spec:247)");
    const code: number = answer & 0xffff;
    // quirk kept: 002 L364, code 0 ends the walk only with 0x10000 / 0x40000, and 0x20000 alone does
    // nothing (the scale rule is in the tail, which code 0 never reaches)
    if (code === 0) {
      if ((answer & 0x10000) !== 0) {
        return 0;
      }
      if ((answer & 0x40000) !== 0) {
        return -1;
      }
      continue;
    }
    const n_x = c.normal.x, n_y = c.normal.y, n_z = c.normal.z, n_w = c.normal.w;
    if (code === 1) {
      PhysicsBody_AdvanceToContact(body, owner, c, D_x, D_y, D_z, D_w, human);
      Vec_RemoveNormalPart(st.V, n_x, n_y, n_z, n_w);
      Vec_RemoveNormalPart(st.v, n_x, n_y, n_z, n_w);
    } else if (code === 2) {
      PhysicsBody_AdvanceToContact(body, owner, c, D_x, D_y, D_z, D_w, human);
      // the restitution is asked twice, once per bounce (002 L381)
      const e: number = Math.fround(owner!.attribute(8));
      PhysicsVec_Bounce(st.V, n_x, n_y, n_z, n_w, e);
      const e2: number = Math.fround(owner!.attribute(8));
      PhysicsVec_Bounce(st.v, n_x, n_y, n_z, n_w, e2);
    } else if (code === 3) {
      PhysicsBody_AdvanceToContact(body, owner, c, D_x, D_y, D_z, D_w, human);
      st.V.x = 0;
      st.V.y = 0;
      st.V.z = 0;
      st.V.w = 1;
      st.v.x = 0;
      st.v.y = 0;
      st.v.z = 0;
      st.v.w = 1;
    } else if (code === 4) {
      // 0x0033db60-0x0033dcd8; a level contact answered 4 would call through a null owner
      if (other === null) assertFail("spec/ps2/unit03_sweep.spec:278", "code 4 on a contact without another owner");
      const ob_1: Body | null = other!.body();
      if (ob_1 === null) assertFail("spec/ps2/unit03_sweep.spec:280", "code 4: the other owner's body went away");
      if ((ob_1!.flags & 0x200) === 0) {
        // push = n × 0.5 × (D·n) with the whole pass move D, not f × D (002 L383)
        const dn: number = Math.fround(Math.fround(Math.fround(D_x * n_x) + Math.fround(D_y * n_y)) + Math.fround(D_z * n_z));
        let push_x = Math.fround(Math.fround(n_x * 0.5 /* f32#3f000000 */) * dn), push_y = Math.fround(Math.fround(n_y * 0.5 /* f32#3f000000 */) * dn), push_z = Math.fround(Math.fround(n_z * 0.5 /* f32#3f000000 */) * dn), push_w = 0;
        // asked in this order: own weight, other weight, other push weight (002 L383)
        const wm: number = Math.fround(owner!.attribute(1));
        const wo: number = Math.fround(other!.attribute(1));
        const ko: number = Math.fround(other!.attribute(7));
        const ratio: number = Math.fround(wm / Math.fround(wo * ko));
        push_x = Math.fround(push_x * ratio);
        push_y = Math.fround(push_y * ratio);
        push_z = Math.fround(push_z * ratio);
        const t$0_x = Math.fround(ob_1!.push_out.x + push_x), t$0_y = Math.fround(ob_1!.push_out.y + push_y), t$0_z = Math.fround(ob_1!.push_out.z + push_z), t$0_w = 1;
        ob_1!.push_out.x = t$0_x; ob_1!.push_out.y = t$0_y; ob_1!.push_out.z = t$0_z; ob_1!.push_out.w = t$0_w;
        if (host === null) assertFail("spec/ps2/unit03_sweep.spec:294", "code 4 push without the body vtable host (slot +0x50)");
        host!.pushed(ob_1!, c, push_x, push_y, push_z, push_w, D_x, D_y, D_z, D_w);
      }
      // then exactly code 1
      PhysicsBody_AdvanceToContact(body, owner, c, D_x, D_y, D_z, D_w, human);
      Vec_RemoveNormalPart(st.V, n_x, n_y, n_z, n_w);
      Vec_RemoveNormalPart(st.v, n_x, n_y, n_z, n_w);
    }
    // tail 1 (0x0033e058): ask for the velocity write-back, except for a level triangle with flag
    // 0x100 and for two airborne humans
    let ask: boolean = true;
    if (c.other_owner === 0) {
      // a level contact must carry a triangle: the original reads +0xb4 without a null test
      if (c.triangle === 0) assertFail("spec/ps2/unit03_sweep.spec:309", "level contact without a triangle");
      const be_1: CollisionBackend | null = phys.backend;
      if (be_1 === null) assertFail("spec/ps2/unit03_sweep.spec:311", "a level contact without a collision back end");
      if (($host.u16(be_1!.triangle_flags(c.triangle), "CollisionBackend.triangle_flags (spec/ps2/unit03_sweep.spec:312)") & 0x100) !== 0) {
        ask = false;
      }
    } else if (($host.u32(owner!.type_mask(), "Owner.type_mask (spec/ps2/unit03_sweep.spec:316)") & 0x40) !== 0 && ($host.u32(other!.type_mask(), "Owner.type_mask (spec/ps2/unit03_sweep.spec:316)") & 0x40) !== 0 && ($host.u32(owner!.flags(), "Owner.flags (spec/ps2/unit03_sweep.spec:316)") & 0x4000000) !== 0 && ($host.u32(other!.flags(), "Owner.flags (spec/ps2/unit03_sweep.spec:316)") & 0x4000000) !== 0) {
      ask = false;
    }
    if (ask) {
      st.move_flags = (st.move_flags | 0x2) >>> 0;
    }
    if ((c.flags & 0x1) !== 0) {
      // tail 2: the corner slide into V only (not v), less its part against the pass's direction,
      // unless the mover is a human in a pair or block state (Human_IsInPairOrBlock 0x00227fd8) or
      // the body has 0x8000; either way the scale rule is skipped (002 L395)
      const refused: boolean = ($host.u32(owner!.type_mask(), "Owner.type_mask (spec/ps2/unit03_sweep.spec:327)") & 0x40) !== 0 && ($host.u32(owner!.flags(), "Owner.flags (spec/ps2/unit03_sweep.spec:327)") & 0x18003ff0) !== 0 || (body.flags & 0x8000) !== 0;
      if (!refused) {
        let s_x = c.slide.x, s_y = c.slide.y, s_z = c.slide.z, s_w = c.slide.w;
        _s0.x = s_x; _s0.y = s_y; _s0.z = s_z; _s0.w = s_w;
        Vec_RemoveNormalPart(_s0, u_x, u_y, u_z, u_w);
        s_x = _s0.x; s_y = _s0.y; s_z = _s0.z; s_w = _s0.w;
        const t$1_x = Math.fround(st.V.x + s_x), t$1_y = Math.fround(st.V.y + s_y), t$1_z = Math.fround(st.V.z + s_z), t$1_w = 1;
        st.V.x = t$1_x; st.V.y = t$1_y; st.V.z = t$1_z; st.V.w = t$1_w;
      }
    } else {
      if ((c.flags & 0x2) !== 0) {
        // tail 3: only the first stored slide of the move is kept, as the next push-out (whole vec4)
        let s_1_x = c.slide.x, s_1_y = c.slide.y, s_1_z = c.slide.z, s_1_w = c.slide.w;
        _s1.x = s_1_x; _s1.y = s_1_y; _s1.z = s_1_z; _s1.w = s_1_w;
        Vec_RemoveNormalPart(_s1, u_x, u_y, u_z, u_w);
        s_1_x = _s1.x; s_1_y = _s1.y; s_1_z = _s1.z; s_1_w = _s1.w;
        if ((st.move_flags & 0x1) === 0) {
          st.move_flags = (st.move_flags | 0x1) >>> 0;
          body.push_out.x = s_1_x;
          body.push_out.y = s_1_y;
          body.push_out.z = s_1_z;
          body.push_out.w = s_1_w;
        }
      }
      // tail 4, the scale rule: quirk kept: 002 L395 and L468, the largest scale met wins (max.s at
      // 0x0033e1f4), starting from 0
      if ((answer & 0x20000) !== 0) {
        st.move_flags = (st.move_flags | 0x4) >>> 0;
        const cs: number = PhysicsBody_VContactScale(body, c);
        st.scale = cs > st.scale ? cs : st.scale;
      }
    }
    // any non-zero code ends the walk: later contacts of the pass are never seen
    if ((answer & 0x10000) !== 0) {
      return 0;
    }
    if ((answer & 0x40000) !== 0) {
      return -1;
    }
    return 1;
  }
  return 0;
}

/**
 * An airborne human's landing segment: from the higher of the upper point B and the moved
 * (possibly raised) feet A to the lower, cast against the level; a hit whose normal z > 0.65
 * writes the ground into the human and a contact (normal, fraction beyond the first
 * `segment_skip` metres, flags 0, slide (0, 0, 0, 1)) and returns 1; else 0. The count is not
 * touched. The feet are read through owner slot +0xa8 (the same transform table entry,
 * 0x00714b00 + 32 × h+0x92).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3, Human_LandingTest 0x0023e408 Human_LandingTest
 * @unit U3.11
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:373
 */
export function Human_LandingTest(phys: IPhysics, owner: Owner | null, human: HumanOwner | null, c: Contact, D_x: number, D_y: number, D_z: number, D_w: number): number {
  if (owner === null) assertFail("spec/ps2/unit03_sweep.spec:374", "landing test without an owner");
  if (human === null) assertFail("spec/ps2/unit03_sweep.spec:375", "landing test of a human-typed body without its HumanOwner");
  const t: Transform = new Transform();
  $host.after(owner!.get_transform(t), host_Transform(t, "Owner.get_transform argument t (spec/ps2/unit03_sweep.spec:377)"));
  let a_x = t.position.x, a_y = t.position.y, a_z = t.position.z, a_w = t.position.w;
  // raised feet: jumping and not a long fall, or holding with flag 0x800
  const hi: number = $host.u32(human!.state_hi(), "HumanOwner.state_hi (spec/ps2/unit03_sweep.spec:380)");
  if ((hi & 0x4) !== 0 && (hi & 0x10) === 0 || $host.bool(human!.holds(0x800), "HumanOwner.holds (spec/ps2/unit03_sweep.spec:381)")) {
    const s: number = Math.fround(owner!.human_scale());
    const z: number = Math.fround(a_z + Math.fround(0.4000000059604645 /* f32#3ecccccd */ * s));
    const cap: number = Math.fround(Math.fround(human!.take_off_height()) + 0.699999988079071 /* f32#3f333333 */);
    a_z = cap < z ? cap : z;
  }
  $host.vec32(_s2, human!.upper_point(_s2));
  const b_x = _s2.x, b_y = _s2.y, b_z = _s2.z, b_w = _s2.w;
  const t$0_x = Math.fround(a_x + D_x), t$0_y = Math.fround(a_y + D_y), t$0_z = Math.fround(a_z + D_z), t$0_w = a_w;
  a_x = t$0_x; a_y = t$0_y; a_z = t$0_z; a_w = t$0_w;
  // from the higher to the lower: origin B, end A, unless B is lower
  let o_x = b_x, o_y = b_y, o_z = b_z, o_w = b_w;
  let e_x = a_x, e_y = a_y, e_z = a_z, e_w = a_w;
  if (b_z < a_z) {
    o_x = a_x;
    o_y = a_y;
    o_z = a_z;
    o_w = a_w;
    e_x = b_x;
    e_y = b_y;
    e_z = b_z;
    e_w = b_w;
  }
  const dv_x = Math.fround(e_x - o_x), dv_y = Math.fround(e_y - o_y), dv_z = Math.fround(e_z - o_z), dv_w = 0;
  const len: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(dv_x * dv_x) + Math.fround(dv_y * dv_y)) + Math.fround(dv_z * dv_z))));
  // "(end − origin) / L" (002 L432): three divisions; w is not stated (0 here)
  const dir_x = Math.fround(dv_x / len), dir_y = Math.fround(dv_y / len), dir_z = Math.fround(dv_z / len), dir_w = 0;
  const be: CollisionBackend | null = phys.backend;
  if (be === null) assertFail("spec/ps2/unit03_sweep.spec:401", "landing test without a collision back end");
  const hit: RayHit = new RayHit();
  if (!$host.bool($host.after(be!.ray_cast(o_x, o_y, o_z, o_w, dir_x, dir_y, dir_z, dir_w, len, hit), host_RayHit(hit, "CollisionBackend.ray_cast argument hit (spec/ps2/unit03_sweep.spec:403)")), "CollisionBackend.ray_cast (spec/ps2/unit03_sweep.spec:403)")) {
    return 0;
  }
  if (hit.normal.z <= 0.6499999761581421 /* f32#3f266666 */) {
    return 0;
  }
  human!.set_ground(hit.material, hit.normal.x, hit.normal.y, hit.normal.z, hit.normal.w);
  // +0x04: the body's first shape (body h+0x1a0, slot +0x28)
  c.own_shape = 1;
  c.normal.x = hit.normal.x;
  c.normal.y = hit.normal.y;
  c.normal.z = hit.normal.z;
  c.normal.w = hit.normal.w;
  c.other_shape = 0;
  c.slide.x = 0;
  c.slide.y = 0;
  c.slide.z = 0;
  c.slide.w = 1;
  c.triangle = hit.triangle;
  c.flags = 0;
  c.zero_84 = 0;
  // quirk kept: 002 L437, the fraction is measured on the segment beyond h0 from the origin, not
  // along D; the point +0x90 is not written
  const h0: number = Math.fround(human!.segment_skip());
  if (hit.distance < h0) {
    c.fraction = 0;
  } else {
    c.fraction = Math.fround(Math.fround(hit.distance - h0) / Math.fround(len - h0));
  }
  return 1;
}

/**
 * One pass's level query: the shape's mesh sweep (max 1, n.z from −0.65, option 4 for a human
 * type mask; 0x0033d2d8 inline) and the insert of its first contact only; then, for a human-typed
 * body whose owner is airborne, the landing contact (flags 0x80), inserted likewise.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3, IPhysics_SweepBodyVsMesh 0x0033d340 IPhysics_SweepBodyVsMesh
 * @unit U3.06
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:434
 */
export function IPhysics_SweepBodyVsMesh(phys: IPhysics, box: AABB, body: Body, shape: PhysicsShape, list: ContactList, D_x: number, D_y: number, D_z: number, D_w: number, human: HumanOwner | null): void {
  const be: CollisionBackend | null = phys.backend;
  if (be === null) assertFail("spec/ps2/unit03_sweep.spec:436", "mesh sweep without a collision back end");
  // 0x0033d2d8 (Unit 2's IPhysics_SweepShapeVsMesh, U2.04): the type's sweep from the table, with
  // max 1, −0.65 (0xbf266666), a second float 0, and option 4 for a human ((mask >> 4) & 4)
  const options: number = (body.type_mask >>> 4) & 4;
  const start: number = list.count;
  // the original's pool holds 50 contacts (sp+0x110); the sweep would write past it
  if (!(start < 50)) assertFail("spec/ps2/unit03_sweep.spec:442", "contact pool of 50 full before the mesh sweep");
  const hits: number = $host.i32($host.after(be!.sweep_mesh(list, start, 1, box, body, shape, D_x, D_y, D_z, D_w, options, -0.6499999761581421 /* f32#bf266666 */, 0), host_ContactList(list, "CollisionBackend.sweep_mesh argument list (spec/ps2/unit03_sweep.spec:443)")), "CollisionBackend.sweep_mesh (spec/ps2/unit03_sweep.spec:443)");
  if (hits > 0) {
    // quirk kept: 002 L418, only the first (nearest) contact is inserted: one mesh contact per pass
    list.count = Contact_InsertSorted(list.pool, start, list.sorted, list.count, PhysicsBody_OwnerRef(body), 0, 1, 0);
  }
  // the landing segment: the body's type mask (+0x44, not body flag 0x40) and the owner airborne
  if ((body.type_mask & 0x40) !== 0) {
    const owner: Owner | null = body.owner;
    if (owner === null) assertFail("spec/ps2/unit03_sweep.spec:451", "human-typed body without an owner");
    if (($host.u32(owner!.flags(), "Owner.flags (spec/ps2/unit03_sweep.spec:452)") & 0x4000000) !== 0) {
      const k: number = list.count;
      if (!(k < 50)) assertFail("spec/ps2/unit03_sweep.spec:454", "contact pool of 50 full before the landing contact");
      if (Human_LandingTest(phys, owner, human, list.pool[k], D_x, D_y, D_z, D_w) === 1) {
        list.pool[k].flags = 0x80;
        list.count = Contact_InsertSorted(list.pool, k, list.sorted, list.count, PhysicsBody_OwnerRef(body), 0, 1, 0);
      }
    }
  }
}

/**
 * Moves a body by its velocity v (only read) plus its pending push-out over dt in up to three
 * passes: each sweeps the whole V × dt from where the body now is, resolves the nearest stopping
 * contact (advance, slide, bounce, stop, push) and tries again; then moves the rest (moved) or,
 * after three stopping passes or a slide that left no move, stays and zeroes v.xy (stuck), applies
 * the largest contact scale, writes v back (flag 0x400 and asked), writes the displacement since
 * the owner's cached transform into `disp` and calls the owner's after-move slot. Returns early,
 * writing nothing more, when V is too slow or a contact aborted (disp keeps what it held).
 * `human` is the owner's human data (null for other owners); `host` the body vtable's slot +0x50.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 3, PhysicsBody_Sweep 0x0033e278 PhysicsBody_Sweep
 * @unit U3.01
 * @float ps2
 * @spec spec/ps2/unit03_sweep.spec:475
 */
export function PhysicsBody_Sweep(dt: number, phys: IPhysics, body: Body, v_x: number, v_y: number, v_z: number, v_w: number, disp: Vec4, human: HumanOwner | null, host: BodyVtableHost | null): void {
  // bad input (issue 11), before anything is written: the original divides by dt and moves by v
  if (!(dt >= 0 && F32_Finite(dt))) assertFail("spec/ps2/unit03_sweep.spec:477", "sweep with dt = {}: expected a finite dt of 0 or more (0 is a paused frame)", [dt]);
  if (!(F32_Finite(v_x) && F32_Finite(v_y) && F32_Finite(v_z))) assertFail("spec/ps2/unit03_sweep.spec:478", "sweep with a non-finite velocity ({}, {}, {})", [v_x, v_y, v_z]);
  // a paused frame (dt = 0) moves nothing and keeps the pending push-out for the next frame; the
  // original's 1/dt would make it (0 × ∞) NaN (D-FACADE-4)
  if (dt === 0) {
    return;
  }
  const st: MoveState = new MoveState();
  const owner: Owner | null = body.owner;
  // move velocity (0x0033e2bc-0x0033e364): p = push-out × (1/dt), p.w keeps +0x5c
  const r: number = Math.fround(1 / dt);
  let p_x = Math.fround(body.push_out.x * r), p_y = Math.fround(body.push_out.y * r), p_z = Math.fround(body.push_out.z * r), p_w = body.push_out.w;
  if ((body.flags & 0x1000) === 0) {
    // quirk kept: 002 L327, also divided by the owner's push weight (attribute 7), asked whenever
    // 0x1000 is clear, even for a zero push-out
    if (owner === null) assertFail("spec/ps2/unit03_sweep.spec:492", "sweep of a body without an owner (the original calls attribute 7 through it)");
    const k: number = Math.fround(owner!.attribute(7));
    // bad input (issue 11): a zero or non-finite push weight would make the push-out ∞ or NaN
    if (!(F32_Finite(k) && k !== 0)) assertFail("spec/ps2/unit03_sweep.spec:495", "the owner's push weight (attribute 7) is {}: expected a finite, non-zero weight", [k]);
    const rk: number = Math.fround(1 / k);
    p_x = Math.fround(p_x * rk);
    p_y = Math.fround(p_y * rk);
    p_z = Math.fround(p_z * rk);
  }
  st.V.x = Math.fround(v_x + p_x);
  st.V.y = Math.fround(v_y + p_y);
  st.V.z = Math.fround(v_z + p_z);
  st.V.w = 1;
  st.v.x = v_x;
  st.v.y = v_y;
  st.v.z = v_z;
  st.v.w = v_w;
  // quirk kept: 002 L328, the push-out is cleared before the cut: it is used once, even when this
  // sweep does not move (the constant at 0x005116c0)
  body.push_out.x = 0;
  body.push_out.y = 0;
  body.push_out.z = 0;
  body.push_out.w = 1;
  // too slow to move (0x0033e39c): nothing else happens
  if (Math.fround(Math.fround(Math.fround(st.V.x * st.V.x) + Math.fround(st.V.y * st.V.y)) + Math.fround(st.V.z * st.V.z)) <= 9.999999974752427e-7 /* f32#358637bd */) {
    return;
  }
  // set up (0x0033e3ac-0x0033e454)
  body.flags = (body.flags | 0x80000000) >>> 0;
  if (owner === null) assertFail("spec/ps2/unit03_sweep.spec:512", "sweep of a body without an owner (the original calls slot +0x98 through it)");
  const start: Transform = new Transform();
  $host.after(owner!.get_cached_transform(start), host_Transform(start, "Owner.get_cached_transform argument t (spec/ps2/unit03_sweep.spec:514)"));
  if (!Transform_Finite(start)) assertFail("spec/ps2/unit03_sweep.spec:515", "the owner's cached transform (slot +0x98) has a non-finite value");
  // body slot +0x28: both body vtables answer +0x30
  const shape: PhysicsShape | null = body.first_shape;
  if (shape === null) assertFail("spec/ps2/unit03_sweep.spec:518", "sweep of a body without a shape (the original reads its flags)");
  if ((shape!.flags & 0x1) !== 0) {
    // the world box, once, at the start position; not moved between passes
    const box: AABB = new AABB();
    PhysicsShape_GetBounds(box.min, box.max, shape!);
    // 50 contacts and 50 sorted pointers, the count restarting at 0 each pass (sp+0x110, sp+0x2690)
    const list: ContactList = new ContactList();
    while (true) {
      // quirk kept: 002 L347, dt is the caller's, re-read each pass and never reduced: each pass
      // sweeps the whole slid V × dt again (D's w is not written by the original; 0 here)
      const D_x = Math.fround(st.V.x * dt), D_y = Math.fround(st.V.y * dt), D_z = Math.fround(st.V.z * dt), D_w = 0;
      if (Math.fround(Math.fround(Math.fround(D_x * D_x) + Math.fround(D_y * D_y)) + Math.fround(D_z * D_z)) <= 9.999999974752427e-7 /* f32#358637bd */) {
        // quirk kept: 002 L351, a slide that leaves no move ends the loop as if three passes ran
        st.passes = 3;
        break;
      }
      const qbox: AABB = new AABB();
      qbox.min.x = box.min.x;
      qbox.min.y = box.min.y;
      qbox.min.z = box.min.z;
      qbox.min.w = box.min.w;
      qbox.max.x = box.max.x;
      qbox.max.y = box.max.y;
      qbox.max.z = box.max.z;
      qbox.max.w = box.max.w;
      AABB_ExtendByMove(qbox, D_x, D_y, D_z, D_w);
      // quirk kept: 002 L333, the scaled box is computed and never passed on: both queries get qbox
      const sbox: AABB = new AABB();
      sbox.min.x = box.min.x;
      sbox.min.y = box.min.y;
      sbox.min.z = box.min.z;
      sbox.min.w = box.min.w;
      sbox.max.x = box.max.x;
      sbox.max.y = box.max.y;
      sbox.max.z = box.max.z;
      sbox.max.w = box.max.w;
      AABB_ScaleAboutCentre(sbox, body.scale.x, body.scale.y, body.scale.z);
      AABB_ExtendByMove(sbox, D_x, D_y, D_z, D_w);
      list.count = 0;
      IPhysics_SweepBodyVsMesh(phys, qbox, body, shape!, list, D_x, D_y, D_z, D_w, human);
      if ((body.flags & 0x1) !== 0) {
        // 0x0033d498 (Unit 11): inserts its contacts into the same sorted list
        const be: CollisionBackend | null = phys.backend;
        if (be === null) assertFail("spec/ps2/unit03_sweep.spec:549", "body sweep without a collision back end");
        list.count = $host.i32($host.after(be!.sweep_bodies(list, qbox, body, shape!, D_x, D_y, D_z, D_w), host_ContactList(list, "CollisionBackend.sweep_bodies argument list (spec/ps2/unit03_sweep.spec:550)")), "CollisionBackend.sweep_bodies (spec/ps2/unit03_sweep.spec:550)");
      }
      // the original's arrays hold 50 contacts and 50 pointers and nothing checks it (002 L110,
      // L1430): more is refused here instead of overwriting the stack
      if (!(list.count <= 50)) assertFail("spec/ps2/unit03_sweep.spec:554", "more than 50 contacts in one pass (the original's arrays hold 50)");
      st.last = PhysicsBody_ResolveContacts(phys, body, list, D_x, D_y, D_z, D_w, st, human, host);
      st.found = (st.found + list.count) | 0;
      if (st.last <= 0) {
        break;
      }
      // quirk kept: 002 L336, at most three passes
      st.passes = (st.passes + 1) | 0;
      if (st.passes === 3) {
        break;
      }
    }
  }
  // after the passes (0x0033e5c4): an abort returns at once, keeping what its contact did
  if (st.last < 0) {
    return;
  }
  // (not reachable: the set-up already called the owner)
  if (body.owner === null) {
    return;
  }
  const t: Transform = new Transform();
  $host.after(owner!.get_transform(t), host_Transform(t, "Owner.get_transform argument t (spec/ps2/unit03_sweep.spec:576)"));
  if (!Transform_Finite(t)) assertFail("spec/ps2/unit03_sweep.spec:577", "the owner's transform (slot +0xa8) has a non-finite value");
  if (st.passes < 3 || st.found === 0) {
    // moved: the rest of the move in full
    const t$0_x = Math.fround(t.position.x + Math.fround(st.V.x * dt)), t$0_y = Math.fround(t.position.y + Math.fround(st.V.y * dt)), t$0_z = Math.fround(t.position.z + Math.fround(st.V.z * dt)), t$0_w = 1;
    t.position.x = t$0_x; t.position.y = t$0_y; t.position.z = t$0_z; t.position.w = t$0_w;
    owner!.set_transform(t);
    PhysicsShape_PoseForOwner(shape!, owner, human);
    body.stuck = 0;
  } else {
    // quirk kept: 002 L338, stuck: the body stays where the last advance left it, v.xy = 0 and the
    // velocity is set whatever the body flags, the counter goes up
    st.v.x = 0;
    st.v.y = 0;
    owner!.set_velocity(st.v.x, st.v.y, st.v.z, st.v.w);
    body.stuck = (body.stuck + 1) | 0;
  }
  // the contact scale (0x0033e6c4): v.z only when upward; the same on V, which is dead afterwards
  if ((st.move_flags & 0x4) !== 0) {
    st.v.x = Math.fround(st.v.x * st.scale);
    st.v.y = Math.fround(st.v.y * st.scale);
    if (st.v.z > 0) {
      st.v.z = Math.fround(st.v.z * st.scale);
    }
    st.V.x = Math.fround(st.V.x * st.scale);
    st.V.y = Math.fround(st.V.y * st.scale);
    if (st.V.z > 0) {
      st.V.z = Math.fround(st.V.z * st.scale);
    }
  }
  // the write-back (0x0033e734): flag 0x400 and asked by a stopping contact
  if ((body.flags & 0x400) !== 0 && (st.move_flags & 0x2) !== 0) {
    owner!.set_velocity(st.v.x, st.v.y, st.v.z, st.v.w);
  }
  // the displacement since the owner's cached copy (0x0033e788), w = 1
  disp.x = Math.fround(t.position.x - start.position.x);
  disp.y = Math.fround(t.position.y - start.position.y);
  disp.z = Math.fround(t.position.z - start.position.z);
  disp.w = 1;
  owner!.after_move();
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec4(), _s1 = new Vec4(), _s2 = new Vec4();
