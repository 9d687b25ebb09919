// GENERATED FILE: do not edit. Engine module ivp.mindist.contact: 000 §4.8, §4.9, §7.2: do_impact (M29) and the typed hand-over to the dynamics side: the impact entry, the friction contact points, the revive and keep rules (M30-M34) from spec/ivp/mindist/contact.spec (sha256 b0a9c8a28c4e69df).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, assertFail } from "../../../runtime/index.js";
import { IvpEnvironment } from "./env.generated.js";
import { mindist_delete } from "./manager.generated.js";
import { Mindist, Synapse, mindist_recalc_ok } from "./mindist.generated.js";
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
 * True when the core is fixed (unmovable): flags & 0xc.
 *
 * @source 000_b83935d7d7846899.txt §4.2.6; §2.1.3 core+0x00 & 0xc
 * @unit M29
 * @float x87
 * @spec spec/ivp/mindist/contact.spec:40
 */
export function core_is_fixed(c: PhysCoreView): boolean {
  return ((c.flags & 12) & 0xff) !== 0;
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
 * @spec spec/ivp/mindist/contact.spec:47
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
    cs!.impact_entry(mem, md, o0!, o1!);
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
 * @spec spec/ivp/mindist/contact.spec:82
 */
export function friction_on_revive(mem: Memory, env: IvpEnvironment, core: PhysCoreView): void {
  const cs: ContactSystem | null = env.contacts;
  if (!(cs !== null)) assertFail("spec/ivp/mindist/contact.spec:90", "friction on revive: the environment has no contact system");
  for (let i = 0; i < core.objects.length; i++) {
    const o: RealObject | null = core.objects[i];
    let s: Synapse | null = o!.exact_synapses;
    while (s !== null) {
      const next: Synapse | null = s!.next;
      const md: Mindist | null = s!.mindist;
      const other: RealObject | null = md!.syn[((1 - s!.index) | 0)].object;
      const oc: PhysCoreView | null = other!.core;
      if (core_is_fixed(core) && core_is_fixed(oc!)) {
        mindist_delete(mem, env, md!);
      } else if (!core_is_fixed(oc!) && !cs!.in_friction_system(core, oc!)) {
        env.solvers!.minimize(mem, md!);
        if (mindist_recalc_ok(md!) && (md!.len_numerator < env.settings.max_dist_for_friction)) {
          if (cs!.generate_friction(mem, md!)) {
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
 * @spec spec/ivp/mindist/contact.spec:114
 */
export function friction_keeps_contact(env: IvpEnvironment, dist: number, info_flags: number): boolean {
  return (dist < env.settings.max_dist_for_friction) && (((info_flags & 768) >>> 0) !== 256);
}
