// GENERATED FILE: do not edit. Engine module ivp.dynamics.contact: 000 §4.8, §7.2: the friction contact points: found or created from a mindist (M31, M32), their geometry recomputed from the mindist's current features every PSI (M33), the keep rule (M34) from spec/ivp/dynamics/contact.spec (sha256 7ae401a37e41a36e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, ZERO_F64 } from "../../../runtime/index.js";
import { DynCore, DynMaterial } from "./core.generated.js";
import { IvpDynamics } from "./world.generated.js";
import { edge_ledge, edge_next, edge_prev, ledge_point } from "../geometry/compact.generated.js";
import { CacheObject } from "../geometry/two_object.generated.js";
import { any_unit_perpendicular } from "../math/perpendicular.generated.js";
import { mat_mul_point_f32 } from "../math/vector.generated.js";
import { cache_object_get, cache_object_release, pos_at, pose_at } from "../mindist/cache.generated.js";
import { ContactPointSeed, contact_point_seed, copy_ContactPointSeed, hash_ContactPointSeed, reset_ContactPointSeed, restore_ContactPointSeed, snapshot_ContactPointSeed } from "../mindist/contact.generated.js";
import { IvpEnvironment } from "../mindist/env.generated.js";
import { Mindist, SYNAPSE_STATUS_EDGE, SYNAPSE_STATUS_FACE, ledge_of_edge } from "../mindist/mindist.generated.js";
import { PhysCoreView, RealObject, SYNAPSE_STATUS_BALL } from "../objects/real_object.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/** One friction contact point with its situation info. */
export class FrictionContact {
  id: number = 0;
  live: boolean = false;
  /** the mindist the contact belongs to (its pool slot and the ledges it had, to notice a reused slot) */
  mindist: Mindist | null = null;
  ledge0: number = 0;
  ledge1: number = 0;
  /** synapse 0 (the ball) and synapse 1 objects and their dynamic cores */
  object0: RealObject | null = null;
  object1: RealObject | null = null;
  core0: number = 0;
  core1: number = 0;
  /** synapse 1's feature (status 0 point, 1 edge, 2 face, 3 ball) and its edge, from the mindist */
  status1: number = 0;
  edge1: number = 0;
  /** +0x68: the time stamp of the springs */
  time_stamp: number = ZERO_F64;
  /** the pair's record +0x20: the time of the last impact (0 when new) */
  impact_time: number = ZERO_F64;
  /** +0x44: the pair's friction f0·f1 and elasticity e0·e1 (003 L536, FUN_1000bd10/40) */
  friction: number = ZERO_F64;
  elasticity: number = ZERO_F64;
  /** info+0x00: the normal from object 1 toward object 0 (world, unit) */
  normal: Vec3 = new Vec3();
  /** info+0x20: the contact point on object 0's surface (world) */
  point: Vec3 = new Vec3();
  /** the closest point on object 1's surface (world) */
  surface_point: Vec3 = new Vec3();
  /** +0x58: the distance (gap minus the extra radii), clamped at 0; and the signed gap */
  dist: number = ZERO_F64;
  gap: number = ZERO_F64;
  /** info+0x80, +0x90: the tangents */
  tangent1: Vec3 = new Vec3();
  tangent2: Vec3 = new Vec3();
  /** the Jacobians' angular parts Rᵀ(r × d) in each core's space, for d = n, t1, t2 */
  an0: Vec3 = new Vec3();
  at10: Vec3 = new Vec3();
  at20: Vec3 = new Vec3();
  an1: Vec3 = new Vec3();
  at11: Vec3 = new Vec3();
  at21: Vec3 = new Vec3();
  /** info+0x74-style inverse effective masses of the three rows, and their inverses */
  k_n: number = ZERO_F64;
  k_t1: number = ZERO_F64;
  k_t2: number = ZERO_F64;
  /** +0x38/+0x3c: the static-friction spring, world (−∫ tangential slip dt since the contact stuck) */
  span: Vec3 = new Vec3();
  /** the impulses of the last solve: normal, along t1, along t2 */
  lambda_n: number = ZERO_F64;
  lambda_t1: number = ZERO_F64;
  lambda_t2: number = ZERO_F64;
  /** this PSI: left out of the solve (another contact of the same ball covers its support) */
  suppressed: boolean = false;
  /** the pseudo pass's impulses (split impulses, D-DYN-9) */
  plambda_n: number = ZERO_F64;
  plambda_t1: number = ZERO_F64;
  plambda_t2: number = ZERO_F64;
  /** the row targets of this PSI (relative velocities the solve aims at; the normal's correction) */
  target_n: number = ZERO_F64;
  pseudo_n: number = ZERO_F64;
  target_t1: number = ZERO_F64;
  target_t2: number = ZERO_F64;
  /** info+0x5c-style flags: 1 the contact slid in its last solve */
  sliding: boolean = false;
  /** the contact point ctor's fields from the mindist (0x1001a8b0, M32: the timeline's door) */
  seed: ContactPointSeed = new ContactPointSeed();
}

/** Puts a FrictionContact back into the zero state `new FrictionContact()` gives, in place. */
export function reset_FrictionContact(s: FrictionContact): void {
  s.id = 0;
  s.live = false;
  s.mindist = null;
  s.ledge0 = 0;
  s.ledge1 = 0;
  s.object0 = null;
  s.object1 = null;
  s.core0 = 0;
  s.core1 = 0;
  s.status1 = 0;
  s.edge1 = 0;
  s.time_stamp = 0;
  s.impact_time = 0;
  s.friction = 0;
  s.elasticity = 0;
  s.normal.x = 0; s.normal.y = 0; s.normal.z = 0;
  s.point.x = 0; s.point.y = 0; s.point.z = 0;
  s.surface_point.x = 0; s.surface_point.y = 0; s.surface_point.z = 0;
  s.dist = 0;
  s.gap = 0;
  s.tangent1.x = 0; s.tangent1.y = 0; s.tangent1.z = 0;
  s.tangent2.x = 0; s.tangent2.y = 0; s.tangent2.z = 0;
  s.an0.x = 0; s.an0.y = 0; s.an0.z = 0;
  s.at10.x = 0; s.at10.y = 0; s.at10.z = 0;
  s.at20.x = 0; s.at20.y = 0; s.at20.z = 0;
  s.an1.x = 0; s.an1.y = 0; s.an1.z = 0;
  s.at11.x = 0; s.at11.y = 0; s.at11.z = 0;
  s.at21.x = 0; s.at21.y = 0; s.at21.z = 0;
  s.k_n = 0;
  s.k_t1 = 0;
  s.k_t2 = 0;
  s.span.x = 0; s.span.y = 0; s.span.z = 0;
  s.lambda_n = 0;
  s.lambda_t1 = 0;
  s.lambda_t2 = 0;
  s.suppressed = false;
  s.plambda_n = 0;
  s.plambda_t1 = 0;
  s.plambda_t2 = 0;
  s.target_n = 0;
  s.pseudo_n = 0;
  s.target_t1 = 0;
  s.target_t2 = 0;
  s.sliding = false;
  reset_ContactPointSeed(s.seed);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_FrictionContact(dst: FrictionContact, src: FrictionContact): void {
  dst.id = src.id;
  dst.live = src.live;
  dst.mindist = src.mindist;
  dst.ledge0 = src.ledge0;
  dst.ledge1 = src.ledge1;
  dst.object0 = src.object0;
  dst.object1 = src.object1;
  dst.core0 = src.core0;
  dst.core1 = src.core1;
  dst.status1 = src.status1;
  dst.edge1 = src.edge1;
  dst.time_stamp = src.time_stamp;
  dst.impact_time = src.impact_time;
  dst.friction = src.friction;
  dst.elasticity = src.elasticity;
  dst.normal.x = src.normal.x; dst.normal.y = src.normal.y; dst.normal.z = src.normal.z;
  dst.point.x = src.point.x; dst.point.y = src.point.y; dst.point.z = src.point.z;
  dst.surface_point.x = src.surface_point.x; dst.surface_point.y = src.surface_point.y; dst.surface_point.z = src.surface_point.z;
  dst.dist = src.dist;
  dst.gap = src.gap;
  dst.tangent1.x = src.tangent1.x; dst.tangent1.y = src.tangent1.y; dst.tangent1.z = src.tangent1.z;
  dst.tangent2.x = src.tangent2.x; dst.tangent2.y = src.tangent2.y; dst.tangent2.z = src.tangent2.z;
  dst.an0.x = src.an0.x; dst.an0.y = src.an0.y; dst.an0.z = src.an0.z;
  dst.at10.x = src.at10.x; dst.at10.y = src.at10.y; dst.at10.z = src.at10.z;
  dst.at20.x = src.at20.x; dst.at20.y = src.at20.y; dst.at20.z = src.at20.z;
  dst.an1.x = src.an1.x; dst.an1.y = src.an1.y; dst.an1.z = src.an1.z;
  dst.at11.x = src.at11.x; dst.at11.y = src.at11.y; dst.at11.z = src.at11.z;
  dst.at21.x = src.at21.x; dst.at21.y = src.at21.y; dst.at21.z = src.at21.z;
  dst.k_n = src.k_n;
  dst.k_t1 = src.k_t1;
  dst.k_t2 = src.k_t2;
  dst.span.x = src.span.x; dst.span.y = src.span.y; dst.span.z = src.span.z;
  dst.lambda_n = src.lambda_n;
  dst.lambda_t1 = src.lambda_t1;
  dst.lambda_t2 = src.lambda_t2;
  dst.suppressed = src.suppressed;
  dst.plambda_n = src.plambda_n;
  dst.plambda_t1 = src.plambda_t1;
  dst.plambda_t2 = src.plambda_t2;
  dst.target_n = src.target_n;
  dst.pseudo_n = src.pseudo_n;
  dst.target_t1 = src.target_t1;
  dst.target_t2 = src.target_t2;
  dst.sliding = src.sliding;
  copy_ContactPointSeed(dst.seed, src.seed);
}

/** Feeds the raw bits of a FrictionContact to the hasher, field by field in declaration order. */
export function hash_FrictionContact(s: FrictionContact, h: StateHasher): void {
  h.enter(s);
  h.i32(s.id);
  h.bool(s.live);
  h.ref(s.mindist);
  h.u32(s.ledge0);
  h.u32(s.ledge1);
  h.ref(s.object0);
  h.ref(s.object1);
  h.i32(s.core0);
  h.i32(s.core1);
  h.i32(s.status1);
  h.u32(s.edge1);
  h.f64(s.time_stamp);
  h.f64(s.impact_time);
  h.f64(s.friction);
  h.f64(s.elasticity);
  h.f32(s.normal.x);
  h.f32(s.normal.y);
  h.f32(s.normal.z);
  h.f64(s.point.x);
  h.f64(s.point.y);
  h.f64(s.point.z);
  h.f64(s.surface_point.x);
  h.f64(s.surface_point.y);
  h.f64(s.surface_point.z);
  h.f32(s.dist);
  h.f64(s.gap);
  h.f32(s.tangent1.x);
  h.f32(s.tangent1.y);
  h.f32(s.tangent1.z);
  h.f32(s.tangent2.x);
  h.f32(s.tangent2.y);
  h.f32(s.tangent2.z);
  h.f64(s.an0.x);
  h.f64(s.an0.y);
  h.f64(s.an0.z);
  h.f64(s.at10.x);
  h.f64(s.at10.y);
  h.f64(s.at10.z);
  h.f64(s.at20.x);
  h.f64(s.at20.y);
  h.f64(s.at20.z);
  h.f64(s.an1.x);
  h.f64(s.an1.y);
  h.f64(s.an1.z);
  h.f64(s.at11.x);
  h.f64(s.at11.y);
  h.f64(s.at11.z);
  h.f64(s.at21.x);
  h.f64(s.at21.y);
  h.f64(s.at21.z);
  h.f64(s.k_n);
  h.f64(s.k_t1);
  h.f64(s.k_t2);
  h.f32(s.span.x);
  h.f32(s.span.y);
  h.f32(s.span.z);
  h.f64(s.lambda_n);
  h.f64(s.lambda_t1);
  h.f64(s.lambda_t2);
  h.bool(s.suppressed);
  h.f64(s.plambda_n);
  h.f64(s.plambda_t1);
  h.f64(s.plambda_t2);
  h.f64(s.target_n);
  h.f64(s.pseudo_n);
  h.f64(s.target_t1);
  h.f64(s.target_t2);
  h.bool(s.sliding);
  hash_ContactPointSeed(s.seed, h);
}

/** Writes a FrictionContact to a snapshot stream. */
export function snapshot_FrictionContact(s: FrictionContact, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.id);
  w.put(s.live ? 1 : 0);
  w.ref(s.mindist);
  w.put(s.ledge0);
  w.put(s.ledge1);
  w.ref(s.object0);
  w.ref(s.object1);
  w.put(s.core0);
  w.put(s.core1);
  w.put(s.status1);
  w.put(s.edge1);
  w.put(s.time_stamp);
  w.put(s.impact_time);
  w.put(s.friction);
  w.put(s.elasticity);
  w.put(s.normal.x);
  w.put(s.normal.y);
  w.put(s.normal.z);
  w.put(s.point.x);
  w.put(s.point.y);
  w.put(s.point.z);
  w.put(s.surface_point.x);
  w.put(s.surface_point.y);
  w.put(s.surface_point.z);
  w.put(s.dist);
  w.put(s.gap);
  w.put(s.tangent1.x);
  w.put(s.tangent1.y);
  w.put(s.tangent1.z);
  w.put(s.tangent2.x);
  w.put(s.tangent2.y);
  w.put(s.tangent2.z);
  w.put(s.an0.x);
  w.put(s.an0.y);
  w.put(s.an0.z);
  w.put(s.at10.x);
  w.put(s.at10.y);
  w.put(s.at10.z);
  w.put(s.at20.x);
  w.put(s.at20.y);
  w.put(s.at20.z);
  w.put(s.an1.x);
  w.put(s.an1.y);
  w.put(s.an1.z);
  w.put(s.at11.x);
  w.put(s.at11.y);
  w.put(s.at11.z);
  w.put(s.at21.x);
  w.put(s.at21.y);
  w.put(s.at21.z);
  w.put(s.k_n);
  w.put(s.k_t1);
  w.put(s.k_t2);
  w.put(s.span.x);
  w.put(s.span.y);
  w.put(s.span.z);
  w.put(s.lambda_n);
  w.put(s.lambda_t1);
  w.put(s.lambda_t2);
  w.put(s.suppressed ? 1 : 0);
  w.put(s.plambda_n);
  w.put(s.plambda_t1);
  w.put(s.plambda_t2);
  w.put(s.target_n);
  w.put(s.pseudo_n);
  w.put(s.target_t1);
  w.put(s.target_t2);
  w.put(s.sliding ? 1 : 0);
  snapshot_ContactPointSeed(s.seed, w);
}

/** Reads a FrictionContact back from a snapshot stream written by snapshot_FrictionContact. */
export function restore_FrictionContact(s: FrictionContact, r: SnapshotReader): void {
  r.enter(s);
  s.id = r.get();
  s.live = r.get() !== 0;
  r.ref((o: Mindist | null) => { s.mindist = o; });
  s.ledge0 = r.get();
  s.ledge1 = r.get();
  r.ref((o: RealObject | null) => { s.object0 = o; });
  r.ref((o: RealObject | null) => { s.object1 = o; });
  s.core0 = r.get();
  s.core1 = r.get();
  s.status1 = r.get();
  s.edge1 = r.get();
  s.time_stamp = r.get();
  s.impact_time = r.get();
  s.friction = r.get();
  s.elasticity = r.get();
  s.normal.x = r.get();
  s.normal.y = r.get();
  s.normal.z = r.get();
  s.point.x = r.get();
  s.point.y = r.get();
  s.point.z = r.get();
  s.surface_point.x = r.get();
  s.surface_point.y = r.get();
  s.surface_point.z = r.get();
  s.dist = r.get();
  s.gap = r.get();
  s.tangent1.x = r.get();
  s.tangent1.y = r.get();
  s.tangent1.z = r.get();
  s.tangent2.x = r.get();
  s.tangent2.y = r.get();
  s.tangent2.z = r.get();
  s.an0.x = r.get();
  s.an0.y = r.get();
  s.an0.z = r.get();
  s.at10.x = r.get();
  s.at10.y = r.get();
  s.at10.z = r.get();
  s.at20.x = r.get();
  s.at20.y = r.get();
  s.at20.z = r.get();
  s.an1.x = r.get();
  s.an1.y = r.get();
  s.an1.z = r.get();
  s.at11.x = r.get();
  s.at11.y = r.get();
  s.at11.z = r.get();
  s.at21.x = r.get();
  s.at21.y = r.get();
  s.at21.z = r.get();
  s.k_n = r.get();
  s.k_t1 = r.get();
  s.k_t2 = r.get();
  s.span.x = r.get();
  s.span.y = r.get();
  s.span.z = r.get();
  s.lambda_n = r.get();
  s.lambda_t1 = r.get();
  s.lambda_t2 = r.get();
  s.suppressed = r.get() !== 0;
  s.plambda_n = r.get();
  s.plambda_t1 = r.get();
  s.plambda_t2 = r.get();
  s.target_n = r.get();
  s.pseudo_n = r.get();
  s.target_t1 = r.get();
  s.target_t2 = r.get();
  s.sliding = r.get() !== 0;
  restore_ContactPointSeed(s.seed, r);
}

/**
 * The contact point of md (0x10020030): the live contact recorded for the mindist's slot, when it
 * still belongs to the same objects and ledges; −1 when there is none.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x10020030 / 0x1001ffe0 (search the friction synapses for the mindist's features)
 * @unit M31
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:103
 */
export function contact_of(mem: Memory, d: IvpDynamics, md: Mindist): number {
  if (md.id >= d.contact_of_mindist.length) {
    return -1;
  }
  const k: number = d.contact_of_mindist[md.id];
  if (k < 0) {
    return -1;
  }
  const cp: FrictionContact = d.contacts[k];
  if (!cp.live || cp.mindist !== md || cp.object0 !== md.syn[0].object || cp.object1 !== md.syn[1].object) {
    return -1;
  }
  if (cp.ledge0 !== ledge_of_edge(mem, md.syn[0].edge) || cp.ledge1 !== ledge_of_edge(mem, md.syn[1].edge)) {
    return -1;
  }
  return k;
}

/**
 * try_to_generate_managed_friction (0x10022180) without the sim-unit part: the contact of md, or a
 * new one (the contact point ctor 0x1001a8b0: the mindist's objects and features, time stamp now,
 * distance friction_dist until the first recalc, spring 0, the pair's material). −1 when md is
 * not a ball pair (synapse 0 not a ball) or both cores are fixed.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x10022180 steps 1-5, 0x1001a8b0 (contact point ctor)
 * @unit M31, M32
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:127
 */
export function contact_generate(mem: Memory, d: IvpDynamics, md: Mindist): number {
  const found: number = contact_of(mem, d, md);
  if (found >= 0) {
    return found;
  }
  const o0: RealObject | null = md.syn[0].object;
  const o1: RealObject | null = md.syn[1].object;
  if (md.syn[0].status !== SYNAPSE_STATUS_BALL) {
    return -1;
  }
  const dc0: DynCore = d.cores[o0!.core!.id];
  const dc1: DynCore = d.cores[o1!.core!.id];
  if (dc0.inv_mass === 0 && dc1.inv_mass === 0) {
    return -1;
  }
  const env: IvpEnvironment | null = d.env;
  let id: number = 0;
  const n: number = d.free_contacts.length;
  if (n > 0) {
    id = d.free_contacts[(n - 1) | 0];
    d.free_contacts.length = (n - 1) | 0;
  } else {
    id = d.contacts.length;
    d.contacts.push(new FrictionContact());
  }
  const cp: FrictionContact = d.contacts[id];
  cp.id = id;
  cp.live = true;
  cp.mindist = md;
  cp.ledge0 = ledge_of_edge(mem, md.syn[0].edge);
  cp.ledge1 = ledge_of_edge(mem, md.syn[1].edge);
  cp.object0 = o0;
  cp.object1 = o1;
  cp.core0 = o0!.core!.id;
  cp.core1 = o1!.core!.id;
  cp.status1 = md.syn[1].status;
  cp.edge1 = md.syn[1].edge;
  contact_point_seed(env!, md, cp.seed);
  cp.time_stamp = cp.seed.time;
  cp.impact_time = 0;
  const m0: DynMaterial = d.objects[o0!.id].material;
  const m1: DynMaterial = d.objects[o1!.id].material;
  cp.friction = m0.friction * m1.friction;
  cp.elasticity = m0.elasticity * m1.elasticity;
  cp.dist = cp.seed.dist;
  cp.gap = cp.seed.dist;
  cp.span.x = 0;
  cp.span.y = 0;
  cp.span.z = 0;
  cp.lambda_n = 0;
  cp.lambda_t1 = 0;
  cp.lambda_t2 = 0;
  cp.suppressed = false;
  cp.sliding = false;
  while (d.contact_of_mindist.length <= md.id) {
    d.contact_of_mindist.push(-1);
  }
  d.contact_of_mindist[md.id] = id;
  d.contacts_created = (d.contacts_created + 1) | 0;
  return id;
}

/**
 * Drops a contact point (the friction system's removal, 0x1001d660): its slot back to the pool.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1001d660 (drop the contact point)
 * @unit M34
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:190
 */
export function contact_drop(d: IvpDynamics, cp: FrictionContact): void {
  const md: Mindist | null = cp.mindist;
  if (md !== null && md!.id < d.contact_of_mindist.length && d.contact_of_mindist[md!.id] === cp.id) {
    d.contact_of_mindist[md!.id] = -1;
  }
  cp.live = false;
  cp.mindist = null;
  cp.object0 = null;
  cp.object1 = null;
  d.free_contacts.push(cp.id);
  d.contacts_dropped = (d.contacts_dropped + 1) | 0;
}

/**
 * True when a live contact joins the cores a and b (in_friction_system of M34).
 *
 * @design The cores are in one friction system when a contact point joins them directly.
 * @unit M34
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:206
 */
export function contact_links(d: IvpDynamics, a: number, b: number): boolean {
  for (let i = 0; i < d.contacts.length; i++) {
    const cp: FrictionContact = d.contacts[i];
    if (cp.live && (cp.core0 === a && cp.core1 === b || cp.core0 === b && cp.core1 === a)) {
      return true;
    }
  }
  return false;
}

/**
 * The world matrix of object o at time t into m: its cache when it is not simulated (the cache
 * never changes then), else pose_at(t).
 *
 * @design A static object's cache is its pose for ever; a moving one is posed at t directly, so the friction phase never stamps a cache before the integration moves the core.
 * @unit M33, M28
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:222
 */
export function contact_object_matrix(d: IvpDynamics, o: RealObject, t: number, m: Float64Array): void {
  if ((o.movement_state & 0xff) >= 8) {
    const c: CacheObject = cache_object_get(o);
    const cm: Float64Array = c.m_world_f_object;
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 4; j++) {
        m[4 * i + j] = cm[4 * i + j];
      }
    }
    cache_object_release(c);
  } else {
    pose_at(o, t, d.pose, m);
  }
}

/**
 * The world position of a ledge point (0x100217d0 over the matrix m).
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x100217d0 (ledge point to world)
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:240
 */
export function contact_point_world(mem: Memory, m: Float64Array, l: number, e: number, out$: Vec3): void {
  const pp: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  mat_mul_point_f32(m, mem.f32[(pp + PolyPoint["p.x"]) >>> 2], mem.f32[(pp + PolyPoint["p.y"]) >>> 2], mem.f32[(pp + PolyPoint["p.z"]) >>> 2], out$);
  return;
}

/**
 * recalc_friction_s_vals' geometry (0x1001f860 step 2-3) for a ball (synapse 0) against synapse
 * 1's feature at time t: the normal n from the feature toward the ball centre, the signed gap
 * (distance minus both extra radii), the point on the ball's surface and the closest point on
 * object 1. The feature's status and edge are the mindist's current ones. Returns false when the
 * centre lies on the feature (no normal): the mindist's last normal is used then.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1001f860 steps 2-3 (geometry by status, ball correction)
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:252
 */
export function contact_geometry(mem: Memory, d: IvpDynamics, cp: FrictionContact, t: number): boolean {
  const md: Mindist | null = cp.mindist;
  if (cp.status1 !== md!.syn[1].status || cp.edge1 !== md!.syn[1].edge) {
    // a new feature: the spring's anchor belonged to the old one (D-DYN-9)
    cp.span.x = 0;
    cp.span.y = 0;
    cp.span.z = 0;
  }
  cp.status1 = md!.syn[1].status;
  cp.edge1 = md!.syn[1].edge;
  const o0: RealObject | null = cp.object0;
  const o1: RealObject | null = cp.object1;
  pos_at(o0!.core!, t, _s0);
  const c0_x = _s0.x, c0_y = _s0.y, c0_z = _s0.z;
  const r0: number = o0!.extra_radius;
  const r1: number = o1!.extra_radius;
  let x_x = c0_x, x_y = c0_y, x_z = c0_z;
  let dv_x = 0, dv_y = 0, dv_z = 0;
  let face: boolean = false;
  let fnorm_x = 0, fnorm_y = 0, fnorm_z = 0;
  if (cp.status1 === SYNAPSE_STATUS_BALL) {
    pos_at(o1!.core!, t, _s1);
    x_x = _s1.x; x_y = _s1.y; x_z = _s1.z;
  } else {
    const m: Float64Array = d.m1;
    contact_object_matrix(d, o1!, t, m);
    const e: number = cp.edge1;
    const l: number = edge_ledge(mem, e);
    contact_point_world(mem, m, l, e, _s2);
    const p_x = _s2.x, p_y = _s2.y, p_z = _s2.z;
    if (cp.status1 === SYNAPSE_STATUS_FACE) {
      const en: number = edge_next(e);
      const ep: number = edge_prev(e);
      contact_point_world(mem, m, l, en, _s3);
      const q_x = _s3.x, q_y = _s3.y, q_z = _s3.z;
      contact_point_world(mem, m, l, ep, _s4);
      const r_x = _s4.x, r_y = _s4.y, r_z = _s4.z;
      const nn_x = (q_y - p_y) * (r_z - p_z) - (q_z - p_z) * (r_y - p_y), nn_y = (q_z - p_z) * (r_x - p_x) - (q_x - p_x) * (r_z - p_z), nn_z = (q_x - p_x) * (r_y - p_y) - (q_y - p_y) * (r_x - p_x);
      const ln: number = Math.sqrt(nn_x * nn_x + nn_y * nn_y + nn_z * nn_z);
      if (ln > 0) {
        fnorm_x = nn_x / ln;
        fnorm_y = nn_y / ln;
        fnorm_z = nn_z / ln;
        face = true;
        const s: number = (c0_x - p_x) * fnorm_x + (c0_y - p_y) * fnorm_y + (c0_z - p_z) * fnorm_z;
        x_x = c0_x - fnorm_x * s;
        x_y = c0_y - fnorm_y * s;
        x_z = c0_z - fnorm_z * s;
      } else {
        x_x = p_x;
        x_y = p_y;
        x_z = p_z;
      }
    } else if (cp.status1 === SYNAPSE_STATUS_EDGE) {
      const en_1: number = edge_next(e);
      contact_point_world(mem, m, l, en_1, _s5);
      const q_1_x = _s5.x, q_1_y = _s5.y, q_1_z = _s5.z;
      const u_x = q_1_x - p_x, u_y = q_1_y - p_y, u_z = q_1_z - p_z;
      const uu: number = u_x * u_x + u_y * u_y + u_z * u_z;
      let tau: number = 0;
      if (uu > 0) {
        tau = ((c0_x - p_x) * u_x + (c0_y - p_y) * u_y + (c0_z - p_z) * u_z) / uu;
      }
      x_x = p_x + u_x * tau;
      x_y = p_y + u_y * tau;
      x_z = p_z + u_z * tau;
    } else {
      x_x = p_x;
      x_y = p_y;
      x_z = p_z;
    }
  }
  dv_x = c0_x - x_x;
  dv_y = c0_y - x_y;
  dv_z = c0_z - x_z;
  const l2: number = dv_x * dv_x + dv_y * dv_y + dv_z * dv_z;
  let n_x = 0, n_y = 0, n_z = 0;
  let dist: number = 0;
  let ok: boolean = true;
  if (face) {
    n_x = fnorm_x;
    n_y = fnorm_y;
    n_z = fnorm_z;
    dist = dv_x * fnorm_x + dv_y * fnorm_y + dv_z * fnorm_z;
  } else if (l2 > 1e-19) {
    dist = Math.sqrt(l2);
    n_x = dv_x / dist;
    n_y = dv_y / dist;
    n_z = dv_z / dist;
  } else {
    n_x = md!.contact_plane.x;
    n_y = md!.contact_plane.y;
    n_z = md!.contact_plane.z;
    ok = false;
  }
  const gap: number = dist - r0 - r1;
  cp.normal.x = Math.fround(n_x);
  cp.normal.y = Math.fround(n_y);
  cp.normal.z = Math.fround(n_z);
  cp.gap = gap;
  const dc: number = Math.fround(0 > gap ? 0 : gap);
  cp.dist = dc;
  cp.point.x = c0_x - n_x * r0;
  cp.point.y = c0_y - n_y * r0;
  cp.point.z = c0_z - n_z * r0;
  cp.surface_point.x = x_x + n_x * r1;
  cp.surface_point.y = x_y + n_y * r1;
  cp.surface_point.z = x_z + n_z * r1;
  return ok;
}

/**
 * recalc_friction_s_vals (0x1001f860) at time t: the geometry, the tangents, the Jacobians and
 * inverse effective masses of the three rows, and the static-friction spring advanced by the
 * relative tangential velocity of the current velocities over the time since its stamp
 * (L2848-2851), projected onto the new tangent plane; env+0x8c + 1.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1001f860 (steps 1-6)
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:337
 */
export function contact_update(mem: Memory, d: IvpDynamics, cp: FrictionContact, t: number): void {
  const env: IvpEnvironment | null = d.env;
  env!.contact_recalcs = (env!.contact_recalcs + 1) | 0;
  contact_geometry(mem, d, cp, t);
  const n_x = cp.normal.x, n_y = cp.normal.y, n_z = cp.normal.z;
  any_unit_perpendicular(n_x, n_y, n_z, _s6);
  const t1_x = _s6.x, t1_y = _s6.y, t1_z = _s6.z;
  const t2_x = n_y * t1_z - n_z * t1_y, t2_y = n_z * t1_x - n_x * t1_z, t2_z = n_x * t1_y - n_y * t1_x;
  cp.tangent1.x = Math.fround(t1_x);
  cp.tangent1.y = Math.fround(t1_y);
  cp.tangent1.z = Math.fround(t1_z);
  cp.tangent2.x = Math.fround(t2_x);
  cp.tangent2.y = Math.fround(t2_y);
  cp.tangent2.z = Math.fround(t2_z);
  const dc0: DynCore = d.cores[cp.core0];
  const dc1: DynCore = d.cores[cp.core1];
  const c0: PhysCoreView | null = dc0.core;
  const c1: PhysCoreView | null = dc1.core;
  const p_x = cp.point.x, p_y = cp.point.y, p_z = cp.point.z;
  pos_at(c0!, t, _s7);
  const p0_x = _s7.x, p0_y = _s7.y, p0_z = _s7.z;
  pos_at(c1!, t, _s8);
  const p1_x = _s8.x, p1_y = _s8.y, p1_z = _s8.z;
  const r0_x = p_x - p0_x, r0_y = p_y - p0_y, r0_z = p_z - p0_z;
  const r1_x = p_x - p1_x, r1_y = p_y - p1_y, r1_z = p_z - p1_z;
  // the six rows Rᵀ(r × dir) of each core (r = point − the core's centre at t) and the three row
  // masses Σ over the movable cores of Σ_i a_i²/I_i + 1/m (000 L2847, info+0x74), written out (D-PERF-10: a call V8 does not inline passes each float as a
  // heap number, and these nine were the largest allocation site of a PSI)
  const m0: Float64Array = c0!.rot_world_f_core_last_psi;
  const m1: Float64Array = c1!.rot_world_f_core_last_psi;
  let x_x = r0_y * n_z - r0_z * n_y, x_y = r0_z * n_x - r0_x * n_z, x_z = r0_x * n_y - r0_y * n_x;
  cp.an0.x = m0[0] * x_x + m0[3] * x_y + m0[6] * x_z;
  cp.an0.y = m0[1] * x_x + m0[4] * x_y + m0[7] * x_z;
  cp.an0.z = m0[2] * x_x + m0[5] * x_y + m0[8] * x_z;
  x_x = r0_y * t1_z - r0_z * t1_y;
  x_y = r0_z * t1_x - r0_x * t1_z;
  x_z = r0_x * t1_y - r0_y * t1_x;
  cp.at10.x = m0[0] * x_x + m0[3] * x_y + m0[6] * x_z;
  cp.at10.y = m0[1] * x_x + m0[4] * x_y + m0[7] * x_z;
  cp.at10.z = m0[2] * x_x + m0[5] * x_y + m0[8] * x_z;
  x_x = r0_y * t2_z - r0_z * t2_y;
  x_y = r0_z * t2_x - r0_x * t2_z;
  x_z = r0_x * t2_y - r0_y * t2_x;
  cp.at20.x = m0[0] * x_x + m0[3] * x_y + m0[6] * x_z;
  cp.at20.y = m0[1] * x_x + m0[4] * x_y + m0[7] * x_z;
  cp.at20.z = m0[2] * x_x + m0[5] * x_y + m0[8] * x_z;
  x_x = r1_y * n_z - r1_z * n_y;
  x_y = r1_z * n_x - r1_x * n_z;
  x_z = r1_x * n_y - r1_y * n_x;
  cp.an1.x = m1[0] * x_x + m1[3] * x_y + m1[6] * x_z;
  cp.an1.y = m1[1] * x_x + m1[4] * x_y + m1[7] * x_z;
  cp.an1.z = m1[2] * x_x + m1[5] * x_y + m1[8] * x_z;
  x_x = r1_y * t1_z - r1_z * t1_y;
  x_y = r1_z * t1_x - r1_x * t1_z;
  x_z = r1_x * t1_y - r1_y * t1_x;
  cp.at11.x = m1[0] * x_x + m1[3] * x_y + m1[6] * x_z;
  cp.at11.y = m1[1] * x_x + m1[4] * x_y + m1[7] * x_z;
  cp.at11.z = m1[2] * x_x + m1[5] * x_y + m1[8] * x_z;
  x_x = r1_y * t2_z - r1_z * t2_y;
  x_y = r1_z * t2_x - r1_x * t2_z;
  x_z = r1_x * t2_y - r1_y * t2_x;
  cp.at21.x = m1[0] * x_x + m1[3] * x_y + m1[6] * x_z;
  cp.at21.y = m1[1] * x_x + m1[4] * x_y + m1[7] * x_z;
  cp.at21.z = m1[2] * x_x + m1[5] * x_y + m1[8] * x_z;
  const i0_x = c0!.rot_inertia.x, i0_y = c0!.rot_inertia.y, i0_z = c0!.rot_inertia.z;
  const i1_x = c1!.rot_inertia.x, i1_y = c1!.rot_inertia.y, i1_z = c1!.rot_inertia.z;
  let k_n: number = 0;
  let k_t1: number = 0;
  let k_t2: number = 0;
  if (dc0.inv_mass !== 0) {
    k_n = k_n + (cp.an0.x * cp.an0.x / i0_x + cp.an0.y * cp.an0.y / i0_y + cp.an0.z * cp.an0.z / i0_z + c0!.inv_mass);
    k_t1 = k_t1 + (cp.at10.x * cp.at10.x / i0_x + cp.at10.y * cp.at10.y / i0_y + cp.at10.z * cp.at10.z / i0_z + c0!.inv_mass);
    k_t2 = k_t2 + (cp.at20.x * cp.at20.x / i0_x + cp.at20.y * cp.at20.y / i0_y + cp.at20.z * cp.at20.z / i0_z + c0!.inv_mass);
  }
  if (dc1.inv_mass !== 0) {
    k_n = k_n + (cp.an1.x * cp.an1.x / i1_x + cp.an1.y * cp.an1.y / i1_y + cp.an1.z * cp.an1.z / i1_z + c1!.inv_mass);
    k_t1 = k_t1 + (cp.at11.x * cp.at11.x / i1_x + cp.at11.y * cp.at11.y / i1_y + cp.at11.z * cp.at11.z / i1_z + c1!.inv_mass);
    k_t2 = k_t2 + (cp.at21.x * cp.at21.x / i1_x + cp.at21.y * cp.at21.y / i1_y + cp.at21.z * cp.at21.z / i1_z + c1!.inv_mass);
  }
  cp.k_n = k_n;
  cp.k_t1 = k_t1;
  cp.k_t2 = k_t2;
  // the springs (L2848-2851): span −= v_rel_t · dt, dt = now − stamp
  const h: number = t - cp.time_stamp;
  cp.time_stamp = t;
  const v0_x = dc0.velocity.x, v0_y = dc0.velocity.y, v0_z = dc0.velocity.z;
  const v1_x = dc1.velocity.x, v1_y = dc1.velocity.y, v1_z = dc1.velocity.z;
  const w0_x = dc0.rot_speed.x, w0_y = dc0.rot_speed.y, w0_z = dc0.rot_speed.z;
  const w1_x = dc1.rot_speed.x, w1_y = dc1.rot_speed.y, w1_z = dc1.rot_speed.z;
  const vt1: number = contact_row_velocity(t1_x, t1_y, t1_z, cp.at10.x, cp.at10.y, cp.at10.z, cp.at11.x, cp.at11.y, cp.at11.z, v0_x, v0_y, v0_z, w0_x, w0_y, w0_z, v1_x, v1_y, v1_z, w1_x, w1_y, w1_z);
  const vt2: number = contact_row_velocity(t2_x, t2_y, t2_z, cp.at20.x, cp.at20.y, cp.at20.z, cp.at21.x, cp.at21.y, cp.at21.z, v0_x, v0_y, v0_z, w0_x, w0_y, w0_z, v1_x, v1_y, v1_z, w1_x, w1_y, w1_z);
  const sp_x = cp.span.x - (t1_x * vt1 + t2_x * vt2) * h, sp_y = cp.span.y - (t1_y * vt1 + t2_y * vt2) * h, sp_z = cp.span.z - (t1_z * vt1 + t2_z * vt2) * h;
  const sn: number = sp_x * n_x + sp_y * n_y + sp_z * n_z;
  cp.span.x = Math.fround(sp_x - n_x * sn);
  cp.span.y = Math.fround(sp_y - n_y * sn);
  cp.span.z = Math.fround(sp_z - n_z * sn);
}

/**
 * The relative velocity of a row: dir·(v0 − v1) + a0·ω0 − a1·ω1 (the contact point of object 0
 * relative to that of object 1, along dir).
 *
 * @design The row's velocity: Jacobian times the cores' velocities (linear world, angular core space).
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/contact.spec:420
 */
export function contact_row_velocity(dir_x: number, dir_y: number, dir_z: number, a0_x: number, a0_y: number, a0_z: number, a1_x: number, a1_y: number, a1_z: number, v0_x: number, v0_y: number, v0_z: number, w0_x: number, w0_y: number, w0_z: number, v1_x: number, v1_y: number, v1_z: number, w1_x: number, w1_y: number, w1_z: number): number {
  const lin: number = dir_x * (v0_x - v1_x) + dir_y * (v0_y - v1_y) + dir_z * (v0_z - v1_z);
  const ang0: number = a0_x * w0_x + a0_y * w0_y + a0_z * w0_z;
  const ang1: number = a1_x * w1_x + a1_y * w1_y + a1_z * w1_z;
  return lin + ang0 - ang1;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3();
