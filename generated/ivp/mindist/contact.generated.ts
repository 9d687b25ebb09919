// GENERATED FILE: do not edit. Engine module ivp.mindist.contact: 000 §4.8, §4.9, §7.2: do_impact (M29) and the typed hand-over to the dynamics side: the impact entry, the friction contact points, the revive and keep rules (M30-M34) from spec/ivp/mindist/contact.spec (sha256 5f7d46aabbbf78c3).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, SnapshotReader, SnapshotWriter, StateHasher, type Vec3, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { IvpEnvironment } from "./env.generated.js";
import { mindist_delete } from "./manager.generated.js";
import { Mindist, Synapse, mindist_recalc_ok, mindist_sorted_synapse } from "./mindist.generated.js";
import { recursive_mindist_expand } from "./watcher.generated.js";
import { PhysCoreView, RealObject } from "../objects/real_object.generated.js";

/**
 * The impact system and friction systems, as the collision side calls them (000 §4.8-§4.9).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface ContactSystem {
  /** 0x10009670(obj): when obj.movement_state == 8 (not simulated), wake its simulation unit (0x10011f80) */
  wake_object(mem: Memory, obj: RealObject): void;
  /** 0x1000cfa0(core): the per-core step of do_impact for a core whose movement state is < 8 */
  core_before_impact(core: PhysCoreView): void;
  /**
   * 0x10023cd0(md, o0, o1) (M30): try_to_generate_managed_friction (M31: find or build the contact
   * point, M32, and its geometry, M33), the impact speed, the impact solver, the friction post-
   * processing (which calls core_repredict_after_impact, 0x1000d930, per touched core) and the
   * collision events; o0, o1 are the unsorted synapse objects
   */
  impact_entry(mem: Memory, md: Mindist, o0: RealObject, o1: RealObject): void;
  /** M31 on revive (0x10022180 with call_recalc 1): the friction contact point of md; true when it is new */
  generate_friction(mem: Memory, md: Mindist): boolean;
  /** M34: true when the two cores are already in one friction system (revive skips the pair) */
  in_friction_system(a: PhysCoreView, b: PhysCoreView): boolean;
  /** M34 step 3: revive the other core of a new friction contact */
  revive_core(mem: Memory, core: PhysCoreView): void;
}

/**
 * A friction synapse of a contact point (0x14 bytes at cp+0x08 / cp+0x1c): the fields copied from
 * the mindist's sorted synapse (the list links at +0 / +4 and the offset +0xc are the friction
 * system's).
 */
export class FrictionSynapseSeed {
  /** +0x08 l_obj */
  object: RealObject | null = null;
  /** +0x0e the synapse status' low byte */
  status: number = 0;
  /** +0x10 the edge */
  edge: number = 0;
}

/** Puts a FrictionSynapseSeed back into the zero state `new FrictionSynapseSeed()` gives, in place. */
export function reset_FrictionSynapseSeed(s: FrictionSynapseSeed): void {
  s.object = null;
  s.status = 0;
  s.edge = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_FrictionSynapseSeed(dst: FrictionSynapseSeed, src: FrictionSynapseSeed): void {
  dst.object = src.object;
  dst.status = src.status;
  dst.edge = src.edge;
}

/** Feeds the raw bits of a FrictionSynapseSeed to the hasher, field by field in declaration order. */
export function hash_FrictionSynapseSeed(s: FrictionSynapseSeed, h: StateHasher): void {
  h.enter(s);
  h.ref(s.object);
  h.u32(s.status);
  h.u32(s.edge);
}

/** Writes a FrictionSynapseSeed to a snapshot stream. */
export function snapshot_FrictionSynapseSeed(s: FrictionSynapseSeed, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.object);
  w.put(s.status);
  w.put(s.edge);
}

/** Reads a FrictionSynapseSeed back from a snapshot stream written by snapshot_FrictionSynapseSeed. */
export function restore_FrictionSynapseSeed(s: FrictionSynapseSeed, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: RealObject | null) => { s.object = o; });
  s.status = r.get();
  s.edge = r.get();
}

/**
 * What the contact point ctor 0x1001a8b0 (0x78 bytes) takes from the mindist and sets (000 L2822-
 * 2833); the geometry and the friction-system fields are the dynamics side's.
 */
export class ContactPointSeed {
  /** +0x08 and +0x1c: from the sorted synapses 0 and 1 */
  syn: FrictionSynapseSeed[] = Array.from({ length: 2 }, () => new FrictionSynapseSeed());
  /** +0x68 the time of the last spring advance (= now) */
  time: number = ZERO_F64;
  /** +0x4c for a face synapse 1: a reciprocal whose operand is lost in 000 (L2828), left 0 here */
  face_inv: number = ZERO_F64;
  /** +0x58 the distance: friction_dist (0.02) until the first recalc */
  dist: number = ZERO_F64;
  /** +0x5c i16 = 20 */
  count: number = 0;
  /** +0x60 low byte = 1 */
  flag60: number = 0;
  /** +0x38 / +0x3c the static-friction springs, 0 */
  span0: number = ZERO_F64;
  span1: number = ZERO_F64;
  /** +0x34 low byte = 0 */
  flag34: number = 0;
}

/** Puts a ContactPointSeed back into the zero state `new ContactPointSeed()` gives, in place. */
export function reset_ContactPointSeed(s: ContactPointSeed): void {
  for (const x of s.syn) reset_FrictionSynapseSeed(x);
  s.time = 0;
  s.face_inv = 0;
  s.dist = 0;
  s.count = 0;
  s.flag60 = 0;
  s.span0 = 0;
  s.span1 = 0;
  s.flag34 = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_ContactPointSeed(dst: ContactPointSeed, src: ContactPointSeed): void {
  for (let i = 0; i < dst.syn.length; i++) copy_FrictionSynapseSeed(dst.syn[i], src.syn[i]);
  dst.time = src.time;
  dst.face_inv = src.face_inv;
  dst.dist = src.dist;
  dst.count = src.count;
  dst.flag60 = src.flag60;
  dst.span0 = src.span0;
  dst.span1 = src.span1;
  dst.flag34 = src.flag34;
}

/** Feeds the raw bits of a ContactPointSeed to the hasher, field by field in declaration order. */
export function hash_ContactPointSeed(s: ContactPointSeed, h: StateHasher): void {
  h.enter(s);
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    hash_FrictionSynapseSeed(s.syn[i0], h);
  }
  h.f64(s.time);
  h.f32(s.face_inv);
  h.f32(s.dist);
  h.i32(s.count);
  h.u32(s.flag60);
  h.f32(s.span0);
  h.f32(s.span1);
  h.u32(s.flag34);
}

/** Writes a ContactPointSeed to a snapshot stream. */
export function snapshot_ContactPointSeed(s: ContactPointSeed, w: SnapshotWriter): void {
  w.enter(s);
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    snapshot_FrictionSynapseSeed(s.syn[i0], w);
  }
  w.put(s.time);
  w.put(s.face_inv);
  w.put(s.dist);
  w.put(s.count);
  w.put(s.flag60);
  w.put(s.span0);
  w.put(s.span1);
  w.put(s.flag34);
}

/** Reads a ContactPointSeed back from a snapshot stream written by snapshot_ContactPointSeed. */
export function restore_ContactPointSeed(s: ContactPointSeed, r: SnapshotReader): void {
  r.enter(s);
  for (let i0 = 0; i0 < s.syn.length; i0++) {
    restore_FrictionSynapseSeed(s.syn[i0], r);
  }
  s.time = r.get();
  s.face_inv = r.get();
  s.dist = r.get();
  s.count = r.get();
  s.flag60 = r.get();
  s.span0 = r.get();
  s.span1 = r.get();
  s.flag34 = r.get();
}

/**
 * True when the core is fixed (unmovable): flags & 0xc.
 *
 * @source 000_b83935d7d7846899.txt §4.2.6; §2.1.3 core+0x00 & 0xc
 * @unit M29
 * @float x87
 * @spec spec/ivp/mindist/contact.spec:43
 */
export function core_is_fixed(c: PhysCoreView): boolean {
  return (c.flags & 0xc) !== 0;
}

/**
 * The impact entry 0x10023cd0(md, o0, o1) (M30, interface only in 000 §4.9): the contact system's
 * impact_entry with the unsorted synapse objects.
 *
 * @source 000_b83935d7d7846899.txt §4.9 0x10023cd0
 * @unit M30
 * @float x87
 * @spec spec/ivp/mindist/contact.spec:51
 */
export function mindist_impact_entry(mem: Memory, cs: ContactSystem | null, md: Mindist): void {
  const o0: RealObject | null = md.syn[0].object;
  const o1: RealObject | null = md.syn[1].object;
  cs!.impact_entry(mem, md, o0!, o1!);
}

/**
 * try_to_generate_managed_friction (0x10022180, M31) with call_recalc 1, as the revive path calls
 * it: the contact system finds or builds md's contact point; true when it is new.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x10022180
 * @unit M31
 * @float x87
 * @spec spec/ivp/mindist/contact.spec:61
 */
export function mindist_try_generate_friction(mem: Memory, cs: ContactSystem | null, md: Mindist): boolean {
  return $host.bool(cs!.generate_friction(mem, md), "ContactSystem.generate_friction (spec/ivp/mindist/contact.spec:62)");
}

/**
 * The contact point ctor's fields from the mindist (0x1001a8b0, M32): both friction synapses from
 * the sorted synapses, the time, the placeholder distance friction_dist, +0x5c = 20, +0x60 = 1, the
 * springs and the other fields 0. +0x4c's formula is lost (L2828): 0 (decision).
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1001a8b0 (contact point ctor, fields from the mindist)
 * @unit M32
 * @float x87
 * @spec spec/ivp/mindist/contact.spec:104
 */
export function contact_point_seed(env: IvpEnvironment, md: Mindist, cp: ContactPointSeed): void {
  for (let k = 0; k < 2; k++) {
    const s: Synapse = mindist_sorted_synapse(md, k);
    cp.syn[k].object = s.object;
    cp.syn[k].status = s.status & 0xff;
    cp.syn[k].edge = s.edge;
  }
  cp.time = env.tm.current_time;
  // decision: the +0x4c cell is cut at L2828 ("f32 `1/"); nothing is invented
  cp.face_inv = 0;
  cp.dist = env.settings.friction_dist;
  cp.count = 20;
  cp.flag60 = 1;
  cp.span0 = 0;
  cp.span1 = 0;
  cp.flag34 = 0;
}

/**
 * recalc_friction_s_vals' ball correction (0x1001f860 step 3, M33): the contact point moves to
 * synapse 0's surface along the normal (p += n·extra0, f64), and the distance loses both extra
 * radii, clamped at 0 (f32). Returns the new distance; p is updated in place.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1001f860 step 3
 * @unit M33
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/contact.spec:127
 */
export function contact_ball_correction(p: Vec3, n_x: number, n_y: number, n_z: number, extra0: number, extra1: number, dist: number): number {
  const t$0_x = p.x + n_x * extra0, t$0_y = p.y + n_y * extra0, t$0_z = p.z + n_z * extra0;
  p.x = t$0_x; p.y = t$0_y; p.z = t$0_z;
  const d: number = Math.fround(dist - (extra0 + extra1));
  if (d < 0) {
    return 0;
  }
  return d;
}

/**
 * recalc_friction_s_vals' inverse effective mass (0x1001f860 step 5, M33) of one movable core:
 * Σ_i (r×n)_i² / I_i + 1/m, with r×n in core space; the caller sums the cores into info+0x74 and
 * stores info+0x70 = 1.0f / that.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1001f860 step 5
 * @unit M33
 * @float x87
 * @precision 9 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/contact.spec:141
 */
export function contact_core_inverse_mass(c: PhysCoreView, rn_x: number, rn_y: number, rn_z: number): number {
  const i_x = c.rot_inertia.x, i_y = c.rot_inertia.y, i_z = c.rot_inertia.z;
  return rn_x * rn_x / i_x + rn_y * rn_y / i_y + rn_z * rn_z / i_z + c.inv_mass;
}

/**
 * recalc_friction_s_vals' first spring (0x1001f860 step 6, M33): dt = now − cp.time, cp.time = now,
 * the +0x38 span −= (v_rel · tangent)·dt. (The +0x3c span uses the helper 0x1001b060, not given in
 * 000: the dynamics side's.)
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1001f860 step 6
 * @unit M33
 * @float x87
 * @precision 8 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/mindist/contact.spec:151
 */
export function contact_advance_spring(cp: ContactPointSeed, now: number, v_rel_x: number, v_rel_y: number, v_rel_z: number, tangent_x: number, tangent_y: number, tangent_z: number): void {
  const dt: number = now - cp.time;
  cp.time = now;
  cp.span0 = Math.fround(cp.span0 - (v_rel_x * tangent_x + v_rel_y * tangent_y + v_rel_z * tangent_z) * dt);
}

/**
 * do_impact (0x100240a0, vtbl[7]): wake both objects (0x10009670), arena nesting + 1, the per-core
 * step for each core whose movement state is below 8, env+0x13c + 1, the impact entry
 * 0x10023cd0(md, syn0 object, syn1 object), arena nesting − 1. A recursive mindist expands instead
 * (N07, an assertion). Without a contact system only the counter moves.
 *
 * @source 000_b83935d7d7846899.txt §4.9; §7.2 0x100240a0
 * @unit M29
 * @float x87
 * @spec spec/ivp/mindist/contact.spec:163
 */
export function mindist_do_impact(mem: Memory, env: IvpEnvironment, md: Mindist): void {
  if (md.recursive) {
    recursive_mindist_expand(env, md);
  }
  const o0: RealObject | null = md.syn[0].object;
  const o1: RealObject | null = md.syn[1].object;
  const cs: ContactSystem | null = env.contacts;
  if (cs !== null) {
    cs!.wake_object(mem, o0!);
    cs!.wake_object(mem, o1!);
  }
  env.arena_nesting = (env.arena_nesting + 1) | 0;
  if (cs !== null) {
    const c0: PhysCoreView | null = o0!.core;
    const c1: PhysCoreView | null = o1!.core;
    if (c0!.movement_state < 8) {
      cs!.core_before_impact(c0!);
    }
    if (c1!.movement_state < 8) {
      cs!.core_before_impact(c1!);
    }
  }
  env.impacts = (env.impacts + 1) | 0;
  if (cs !== null) {
    mindist_impact_entry(mem, cs, md);
  }
  env.arena_nesting = (env.arena_nesting - 1) | 0;
}

/**
 * Friction on revive (0x1000aea0 → 0x1001d4d0, M34): for each EXACT mindist of the core's objects
 * whose other core is movable and not yet in a friction system with it: recalc_mindist; when it
 * ended OK and len < max_dist_for_friction (0.045), the friction contact (call_recalc 1); a new
 * contact revives the other core. A mindist between two fixed cores is deleted.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1000aea0 -> 0x1001d4d0
 * @unit M34
 * @float x87
 * @spec spec/ivp/mindist/contact.spec:198
 */
export function friction_on_revive(mem: Memory, env: IvpEnvironment, core: PhysCoreView): void {
  const cs: ContactSystem | null = env.contacts;
  if (cs === null) assertFail("spec/ivp/mindist/contact.spec:200", "friction on revive: the environment has no contact system");
  for (let i = 0; i < core.objects.length; i++) {
    const o: RealObject | null = core.objects[i];
    let s: Synapse | null = o!.exact_synapses;
    while (s !== null) {
      const next: Synapse | null = s!.next;
      const md: Mindist | null = s!.mindist;
      const other: RealObject | null = md!.syn[(1 - s!.index) | 0].object;
      const oc: PhysCoreView | null = other!.core;
      if (core_is_fixed(core) && core_is_fixed(oc!)) {
        mindist_delete(mem, env, md!);
      } else if (!core_is_fixed(oc!) && !$host.bool(cs!.in_friction_system(core, oc!), "ContactSystem.in_friction_system (spec/ivp/mindist/contact.spec:211)")) {
        $host.i32(env.solvers!.minimize(mem, md!), "MindistSolvers.minimize (spec/ivp/mindist/contact.spec:212)");
        if (mindist_recalc_ok(md!) && md!.len_numerator < env.settings.max_dist_for_friction) {
          if (mindist_try_generate_friction(mem, cs, md!)) {
            cs!.revive_core(mem, oc!);
          }
        }
      }
      s = next;
    }
  }
}

/**
 * The keep rule of the friction system (0x1001d660 after 0x1001ae40): a contact point is dropped
 * when its distance is at least max_dist_for_friction (0.045) or its info flags & 0x300 == 0x100.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x1001d660
 * @unit M34
 * @float x87
 * @spec spec/ivp/mindist/contact.spec:228
 */
export function friction_keeps_contact(env: IvpEnvironment, dist: number, info_flags: number): boolean {
  return dist < env.settings.max_dist_for_friction && (info_flags & 0x300) !== 0x100;
}
