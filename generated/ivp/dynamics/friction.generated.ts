// GENERATED FILE: do not edit. Engine module ivp.dynamics.friction: 000 §4.8, §7.2; 003 §4, §5: the friction system: each PSI the contact points' geometry and keep rule, the contacts of a ball's other ledges, the supporting set, the friction systems (connected cores) and a projected Gauss-Seidel solve of each from spec/ivp/dynamics/friction.spec (sha256 efdb46e2036bdfbe).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, specMax, specMin } from "../../../runtime/index.js";
import { FrictionContact, contact_drop, contact_generate, contact_of, contact_update } from "./contact.generated.js";
import { DynCore, MOVEMENT_FROZEN } from "./core.generated.js";
import { IvpDynamics } from "./world.generated.js";
import { friction_keeps_contact } from "../mindist/contact.generated.js";
import { IvpEnvironment } from "../mindist/env.generated.js";
import { Mindist, Synapse, mindist_recalc_ok } from "../mindist/mindist.generated.js";
import { PhysCoreView, RealObject, SYNAPSE_STATUS_BALL } from "../objects/real_object.generated.js";

/** The solver's sweeps at most, and the tolerance on the largest velocity change of a sweep (m/s). */
export const PGS_MAX_ITERATIONS: number = 16;
export const PGS_TOLERANCE: number = 0.000001;
/**
 * The position-correction factor of the rows (Catto's Baumgarte factor 0.2) and the largest
 * push-out speed (Box2D v3's contact push maximum, 3 m/s).
 */
export const PGS_BETA: number = 0.2;
export const PGS_MAX_PUSH: number = 3;

/**
 * Writes v at position n of l (a list used with a separate count, so its storage is reused).
 *
 * @design Lists with a count: no allocation from one PSI to the next once they have grown.
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:50
 */
export function dyn_list_put(l: number[], n: number, v: number): void {
  if (n < l.length) {
    l[n] = v;
  } else {
    l.push(v);
  }
}

/**
 * True when the core takes part in a solve: movable (inverse mass > 0) and awake.
 *
 * @design Static and frozen cores are the solve's fixed partners.
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:61
 */
export function friction_core_active(dc: DynCore): boolean {
  return dc.inv_mass !== 0 && dc.core!.movement_state < MOVEMENT_FROZEN;
}

/**
 * The friction phase of the controllers (D-DYN-8..11): contact geometry and the keep rule, the
 * contacts of the touched pairs' other ledges, the supporting set per ball, the friction systems
 * and their solves.
 *
 * @source 000_b83935d7d7846899.txt §4.8; §7.2 0x1001d610 / 0x1001cc20 (per-PSI friction: recalc_friction_s_vals, keep rule 0x1001d660), 0x10034ab0 (solver, designed)
 * @unit M33, M34
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:70
 */
export function friction_phase(mem: Memory, d: IvpDynamics): void {
  const env: IvpEnvironment | null = d.env;
  const t: number = env!.tm.current_time;
  for (let i = 0; i < d.cores.length; i++) {
    d.cores[i].own_n = 0;
    d.cores[i].unit_n = 0;
  }
  // the contact points: still their mindist's, geometry at t, kept while dist < 0.045
  for (let i_1 = 0; i_1 < d.contacts.length; i_1++) {
    const cp: FrictionContact = d.contacts[i_1];
    if (cp.live) {
      if (contact_of(mem, d, cp.mindist!) !== cp.id) {
        contact_drop(d, cp);
      } else {
        contact_update(mem, d, cp, t);
        if (!friction_keeps_contact(env!, cp.dist, 0)) {
          contact_drop(d, cp);
        } else {
          const owner: DynCore = d.cores[cp.core0];
          dyn_list_put(owner.own_contacts, owner.own_n, cp.id);
          owner.own_n = (owner.own_n + 1) | 0;
        }
      }
    }
  }
  for (let i_2 = 0; i_2 < d.cores.length; i_2++) {
    const dc: DynCore = d.cores[i_2];
    if (dc.own_n > 0 && friction_core_active(dc)) {
      friction_adopt(mem, d, dc, t);
      friction_supporting_set(d, dc);
    }
  }
  friction_systems(d);
  for (let i_3 = 0; i_3 < d.cores.length; i_3++) {
    const dc_1: DynCore = d.cores[i_3];
    if (dc_1.unit_n > 0) {
      friction_solve(d, dc_1.unit_contacts, dc_1.unit_n);
    }
  }
}

/**
 * True when object o is the partner (object 1) of one of the ball's own contacts.
 *
 * @design The pairs a ball already touches (D-DYN-10).
 * @unit M31
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:114
 */
export function friction_touches(d: IvpDynamics, dc: DynCore, o: RealObject): boolean {
  for (let i = 0; i < dc.own_n; i++) {
    const cp: FrictionContact = d.contacts[dc.own_contacts[i]];
    if (cp.object1 === o && cp.status1 !== SYNAPSE_STATUS_BALL) {
      return true;
    }
  }
  return false;
}

/**
 * The contacts of a touched pair's other ledges (D-DYN-10): each EXACT mindist of the ball's
 * objects, the ball as synapse 0, whose partner the ball already touches, that has no contact and
 * whose last recalc ended OK below max_dist_for_friction, gets one (try_to_generate with
 * call_recalc 1, M31).
 *
 * @design The friction system's contact set extends over the OO watcher's children of a touched pair, so a ball rolling onto a neighbouring triangle is already held when it gets there (D-DYN-10).
 * @unit M31, M34
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:130
 */
export function friction_adopt(mem: Memory, d: IvpDynamics, dc: DynCore, t: number): void {
  const env: IvpEnvironment | null = d.env;
  const c: PhysCoreView | null = dc.core;
  for (let j = 0, j$end = c!.objects.length; j < j$end; j++) {
    const o: RealObject | null = c!.objects[j];
    let s: Synapse | null = o!.exact_synapses;
    while (s !== null) {
      const md: Mindist | null = s!.mindist;
      const other: RealObject | null = md!.syn[1].object;
      if (s!.index === 0 && md!.syn[1].status !== SYNAPSE_STATUS_BALL && mindist_recalc_ok(md!) && md!.len_numerator < env!.settings.max_dist_for_friction) {
        if (contact_of(mem, d, md!) < 0 && friction_touches(d, dc, other!)) {
          const k: number = contact_generate(mem, d, md!);
          if (k >= 0) {
            const cp: FrictionContact = d.contacts[k];
            contact_update(mem, d, cp, t);
            if (friction_keeps_contact(env!, cp.dist, 0)) {
              dyn_list_put(dc.own_contacts, dc.own_n, k);
              dc.own_n = (dc.own_n + 1) | 0;
            } else {
              contact_drop(d, cp);
            }
          }
        }
      }
      s = s!.next;
    }
  }
}

/**
 * The supporting set of a ball's polygon contacts (D-DYN-11): by increasing (gap, id), a contact
 * is left out when its surface point is within real_coll_dist of, or behind, the tangent plane of
 * a contact already kept.
 *
 * @design Only the supporting contacts of a ball push: an edge or vertex contact lying in the plane of a closer face contact (a seam) is covered by it (D-DYN-11).
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:164
 */
export function friction_supporting_set(d: IvpDynamics, dc: DynCore): void {
  const tol: number = d.env!.settings.real_coll_dist;
  const ord: number[] = d.order;
  let m: number = 0;
  for (let i = 0; i < dc.own_n; i++) {
    const k: number = dc.own_contacts[i];
    const cp: FrictionContact = d.contacts[k];
    cp.suppressed = false;
    if (cp.status1 !== SYNAPSE_STATUS_BALL) {
      // insertion by (gap, id)
      dyn_list_put(ord, m, k);
      let j: number = m;
      m = (m + 1) | 0;
      while (j > 0 && friction_before(d.contacts[k], d.contacts[ord[(j - 1) | 0]])) {
        ord[j] = ord[(j - 1) | 0];
        j = (j - 1) | 0;
      }
      ord[j] = k;
    }
  }
  for (let i_1 = 1; i_1 < m; i_1++) {
    const b: FrictionContact = d.contacts[ord[i_1]];
    for (let j_1 = 0; j_1 < i_1; j_1++) {
      const a: FrictionContact = d.contacts[ord[j_1]];
      if (!a.suppressed && !b.suppressed) {
        const na_x = a.normal.x, na_y = a.normal.y, na_z = a.normal.z;
        const h: number = na_x * (b.surface_point.x - a.surface_point.x) + na_y * (b.surface_point.y - a.surface_point.y) + na_z * (b.surface_point.z - a.surface_point.z);
        if (h <= tol) {
          b.suppressed = true;
          b.span.x = 0;
          b.span.y = 0;
          b.span.z = 0;
        }
      }
    }
  }
}

/**
 * The order of the supporting set: the smaller gap first, then the smaller id.
 *
 * @design A total order on the contacts (gap, then id), so the supporting set is a function of the state.
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:203
 */
export function friction_before(a: FrictionContact, b: FrictionContact): boolean {
  if (a.gap < b.gap) {
    return true;
  }
  if (a.gap > b.gap) {
    return false;
  }
  return a.id < b.id;
}

/**
 * The root of core i's component (union-find over DynCore.unit, by smallest id).
 *
 * @design Union-find with the smaller id as the root: the components and their names depend on the contacts only.
 * @unit M31
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:216
 */
export function friction_find(d: IvpDynamics, i: number): number {
  let r: number = i;
  while (d.cores[r].unit !== r) {
    r = d.cores[r].unit;
  }
  let k: number = i;
  while (d.cores[k].unit !== r) {
    const nx: number = d.cores[k].unit;
    d.cores[k].unit = r;
    k = nx;
  }
  return r;
}

/**
 * The friction systems of this PSI (D-DYN-8): the components of the active cores joined by live
 * contacts; each unsuppressed contact is listed, in id order, at its component's root.
 *
 * @source 000_b83935d7d7846899.txt §4.8 0x10022180 step 5-6 (create, join or merge the cores' friction systems; merge the sim units)
 * @unit M31
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:234
 */
export function friction_systems(d: IvpDynamics): void {
  for (let i = 0; i < d.cores.length; i++) {
    d.cores[i].unit = i;
  }
  for (let i_1 = 0; i_1 < d.contacts.length; i_1++) {
    const cp: FrictionContact = d.contacts[i_1];
    if (cp.live && friction_core_active(d.cores[cp.core0]) && friction_core_active(d.cores[cp.core1])) {
      const a: number = friction_find(d, cp.core0);
      const b: number = friction_find(d, cp.core1);
      if (a < b) {
        d.cores[b].unit = a;
      } else if (b < a) {
        d.cores[a].unit = b;
      }
    }
  }
  for (let i_2 = 0; i_2 < d.cores.length; i_2++) {
    d.cores[i_2].unit = friction_find(d, i_2);
  }
  for (let i_3 = 0; i_3 < d.contacts.length; i_3++) {
    const cp_1: FrictionContact = d.contacts[i_3];
    if (cp_1.live && !cp_1.suppressed) {
      const dc0: DynCore = d.cores[cp_1.core0];
      const dc1: DynCore = d.cores[cp_1.core1];
      let root: number = -1;
      if (friction_core_active(dc0)) {
        root = dc0.unit;
      } else if (friction_core_active(dc1)) {
        root = dc1.unit;
      }
      if (root >= 0) {
        const r: DynCore = d.cores[root];
        dyn_list_put(r.unit_contacts, r.unit_n, i_3);
        r.unit_n = (r.unit_n + 1) | 0;
      }
    } else if (cp_1.live) {
      cp_1.lambda_n = 0;
      cp_1.lambda_t1 = 0;
      cp_1.lambda_t2 = 0;
    }
  }
}

/**
 * The solver's velocity of an active core starts at its free velocity, its pseudo velocity at 0
 * (once per solve).
 *
 * @design The solve works on f64 copies of the free velocities (D-DYN-8).
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:281
 */
export function friction_init_core(dc: DynCore): void {
  if (friction_core_active(dc) && !dc.solved) {
    dc.solved = true;
    const t$0_x = dc.free_v.x, t$0_y = dc.free_v.y, t$0_z = dc.free_v.z;
    dc.sv.x = t$0_x; dc.sv.y = t$0_y; dc.sv.z = t$0_z;
    const t$1_x = dc.free_w.x, t$1_y = dc.free_w.y, t$1_z = dc.free_w.z;
    dc.sw.x = t$1_x; dc.sw.y = t$1_y; dc.sw.z = t$1_z;
    dc.pv.x = 0;
    dc.pv.y = 0;
    dc.pv.z = 0;
    dc.pw.x = 0;
    dc.pw.y = 0;
    dc.pw.z = 0;
  }
}

/**
 * The relative velocity of row `row` of a contact (0 the normal, 1 and 2 the tangents) on the
 * solver's velocities, or on the pseudo velocities when `pseudo` (zero for an inactive core): the
 * Jacobian row (dir, a0, a1) read from the contact, times the cores' velocities.
 *
 * @design Jacobian times the solver's (or the pseudo) velocities. The row is read from the contact here rather than passed in: a call that is not inlined passes each float argument as a heap number, and the sweep's rows were most of a PSI's allocation (D-PERF-6).
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:296
 */
export function friction_row_rel(cp: FrictionContact, row: number, dc0: DynCore, dc1: DynCore, pseudo: boolean): number {
  let dir_x = cp.normal.x, dir_y = cp.normal.y, dir_z = cp.normal.z;
  let a0_x = cp.an0.x, a0_y = cp.an0.y, a0_z = cp.an0.z;
  let a1_x = cp.an1.x, a1_y = cp.an1.y, a1_z = cp.an1.z;
  if (row === 1) {
    dir_x = cp.tangent1.x;
    dir_y = cp.tangent1.y;
    dir_z = cp.tangent1.z;
    a0_x = cp.at10.x;
    a0_y = cp.at10.y;
    a0_z = cp.at10.z;
    a1_x = cp.at11.x;
    a1_y = cp.at11.y;
    a1_z = cp.at11.z;
  } else if (row === 2) {
    dir_x = cp.tangent2.x;
    dir_y = cp.tangent2.y;
    dir_z = cp.tangent2.z;
    a0_x = cp.at20.x;
    a0_y = cp.at20.y;
    a0_z = cp.at20.z;
    a1_x = cp.at21.x;
    a1_y = cp.at21.y;
    a1_z = cp.at21.z;
  }
  let v: number = 0;
  if (dc0.solved) {
    let l0_x = dc0.sv.x, l0_y = dc0.sv.y, l0_z = dc0.sv.z;
    let w0_x = dc0.sw.x, w0_y = dc0.sw.y, w0_z = dc0.sw.z;
    if (pseudo) {
      l0_x = dc0.pv.x;
      l0_y = dc0.pv.y;
      l0_z = dc0.pv.z;
      w0_x = dc0.pw.x;
      w0_y = dc0.pw.y;
      w0_z = dc0.pw.z;
    }
    v = v + (dir_x * l0_x + dir_y * l0_y + dir_z * l0_z) + (a0_x * w0_x + a0_y * w0_y + a0_z * w0_z);
  }
  if (dc1.solved) {
    let l1_x = dc1.sv.x, l1_y = dc1.sv.y, l1_z = dc1.sv.z;
    let w1_x = dc1.sw.x, w1_y = dc1.sw.y, w1_z = dc1.sw.z;
    if (pseudo) {
      l1_x = dc1.pv.x;
      l1_y = dc1.pv.y;
      l1_z = dc1.pv.z;
      w1_x = dc1.pw.x;
      w1_y = dc1.pw.y;
      w1_z = dc1.pw.z;
    }
    v = v - (dir_x * l1_x + dir_y * l1_y + dir_z * l1_z) - (a1_x * w1_x + a1_y * w1_y + a1_z * w1_z);
  }
  return v;
}

/**
 * Applies the impulse dl along row `row` of a contact: +dl on core 0, −dl on core 1 (M⁻¹Jᵀ·dl), on
 * the solver's velocities, or on the pseudo velocities when `pseudo`.
 *
 * @design The impulse of a row on the solver's (or the pseudo) velocities; the row read from the contact (D-PERF-6).
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:335
 */
export function friction_row_push(cp: FrictionContact, row: number, dc0: DynCore, dc1: DynCore, pseudo: boolean, dl: number): void {
  let dir_x = cp.normal.x, dir_y = cp.normal.y, dir_z = cp.normal.z;
  let a0_x = cp.an0.x, a0_y = cp.an0.y, a0_z = cp.an0.z;
  let a1_x = cp.an1.x, a1_y = cp.an1.y, a1_z = cp.an1.z;
  if (row === 1) {
    dir_x = cp.tangent1.x;
    dir_y = cp.tangent1.y;
    dir_z = cp.tangent1.z;
    a0_x = cp.at10.x;
    a0_y = cp.at10.y;
    a0_z = cp.at10.z;
    a1_x = cp.at11.x;
    a1_y = cp.at11.y;
    a1_z = cp.at11.z;
  } else if (row === 2) {
    dir_x = cp.tangent2.x;
    dir_y = cp.tangent2.y;
    dir_z = cp.tangent2.z;
    a0_x = cp.at20.x;
    a0_y = cp.at20.y;
    a0_z = cp.at20.z;
    a1_x = cp.at21.x;
    a1_y = cp.at21.y;
    a1_z = cp.at21.z;
  }
  if (dc0.solved) {
    const s: number = dl * dc0.inv_mass;
    const ii_x = dc0.inv_inertia.x, ii_y = dc0.inv_inertia.y, ii_z = dc0.inv_inertia.z;
    if (pseudo) {
      const t$0_x = dc0.pv.x + dir_x * s, t$0_y = dc0.pv.y + dir_y * s, t$0_z = dc0.pv.z + dir_z * s;
      dc0.pv.x = t$0_x; dc0.pv.y = t$0_y; dc0.pv.z = t$0_z;
      const t$1_x = dc0.pw.x + a0_x * ii_x * dl, t$1_y = dc0.pw.y + a0_y * ii_y * dl, t$1_z = dc0.pw.z + a0_z * ii_z * dl;
      dc0.pw.x = t$1_x; dc0.pw.y = t$1_y; dc0.pw.z = t$1_z;
    } else {
      const t$2_x = dc0.sv.x + dir_x * s, t$2_y = dc0.sv.y + dir_y * s, t$2_z = dc0.sv.z + dir_z * s;
      dc0.sv.x = t$2_x; dc0.sv.y = t$2_y; dc0.sv.z = t$2_z;
      const t$3_x = dc0.sw.x + a0_x * ii_x * dl, t$3_y = dc0.sw.y + a0_y * ii_y * dl, t$3_z = dc0.sw.z + a0_z * ii_z * dl;
      dc0.sw.x = t$3_x; dc0.sw.y = t$3_y; dc0.sw.z = t$3_z;
    }
  }
  if (dc1.solved) {
    const s_1: number = dl * dc1.inv_mass;
    const ii_1_x = dc1.inv_inertia.x, ii_1_y = dc1.inv_inertia.y, ii_1_z = dc1.inv_inertia.z;
    if (pseudo) {
      const t$4_x = dc1.pv.x - dir_x * s_1, t$4_y = dc1.pv.y - dir_y * s_1, t$4_z = dc1.pv.z - dir_z * s_1;
      dc1.pv.x = t$4_x; dc1.pv.y = t$4_y; dc1.pv.z = t$4_z;
      const t$5_x = dc1.pw.x - a1_x * ii_1_x * dl, t$5_y = dc1.pw.y - a1_y * ii_1_y * dl, t$5_z = dc1.pw.z - a1_z * ii_1_z * dl;
      dc1.pw.x = t$5_x; dc1.pw.y = t$5_y; dc1.pw.z = t$5_z;
    } else {
      const t$6_x = dc1.sv.x - dir_x * s_1, t$6_y = dc1.sv.y - dir_y * s_1, t$6_z = dc1.sv.z - dir_z * s_1;
      dc1.sv.x = t$6_x; dc1.sv.y = t$6_y; dc1.sv.z = t$6_z;
      const t$7_x = dc1.sw.x - a1_x * ii_1_x * dl, t$7_y = dc1.sw.y - a1_y * ii_1_y * dl, t$7_z = dc1.sw.z - a1_z * ii_1_z * dl;
      dc1.sw.x = t$7_x; dc1.sw.y = t$7_y; dc1.sw.z = t$7_z;
    }
  }
}

/**
 * The row targets of a contact (D-DYN-9): the normal's speculative target, and the pseudo pass's
 * position corrections (the gap below g*, the static-friction spring).
 *
 * @design Speculative contact above the resting distance; the position error below it and the spring are corrected by pseudo velocities (Catto 2006, 2013).
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:375
 */
export function friction_targets(d: IvpDynamics, cp: FrictionContact, dt: number): void {
  const gs: number = d.env!.settings.friction_dist;
  const g: number = cp.gap;
  if (g > gs) {
    cp.target_n = -(g - gs) / dt;
    cp.pseudo_n = 0;
  } else {
    cp.target_n = 0;
    cp.pseudo_n = specMin(PGS_BETA * (gs - g) / dt, PGS_MAX_PUSH);
  }
  const t1_x = cp.tangent1.x, t1_y = cp.tangent1.y, t1_z = cp.tangent1.z;
  const t2_x = cp.tangent2.x, t2_y = cp.tangent2.y, t2_z = cp.tangent2.z;
  const sp_x = cp.span.x, sp_y = cp.span.y, sp_z = cp.span.z;
  cp.target_t1 = PGS_BETA * (sp_x * t1_x + sp_y * t1_y + sp_z * t1_z) / dt;
  cp.target_t2 = PGS_BETA * (sp_x * t2_x + sp_y * t2_y + sp_z * t2_z) / dt;
}

/**
 * One sweep of projected Gauss-Seidel over the contacts (in list order): per contact the two
 * tangent rows on the friction disc, then the normal row. `pseudo` selects the pseudo pass
 * (pseudo velocities, the correction targets; the disc from the first pass's λ_n). Returns the
 * largest velocity change a row made.
 *
 * @design Projected Gauss-Seidel sweep (Erleben 2005; Catto 2005): tangents first, then the normal, each row solved exactly against the current velocities and projected.
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:398
 */
export function friction_sweep(d: IvpDynamics, list: number[], n_list: number, pseudo: boolean): number {
  let change: number = 0;
  for (let i = 0; i < n_list; i++) {
    const cp: FrictionContact = d.contacts[list[i]];
    const dc0: DynCore = d.cores[cp.core0];
    const dc1: DynCore = d.cores[cp.core1];
    const v1: number = friction_row_rel(cp, 1, dc0, dc1, pseudo);
    const v2: number = friction_row_rel(cp, 2, dc0, dc1, pseudo);
    let g1: number = 0;
    let g2: number = 0;
    let o1: number = 0;
    let o2: number = 0;
    if (pseudo) {
      g1 = cp.target_t1;
      g2 = cp.target_t2;
      o1 = cp.plambda_t1;
      o2 = cp.plambda_t2;
    } else {
      o1 = cp.lambda_t1;
      o2 = cp.lambda_t2;
    }
    let l1: number = o1 - (v1 - g1) / cp.k_t1;
    let l2: number = o2 - (v2 - g2) / cp.k_t2;
    const lim: number = cp.friction * cp.lambda_n;
    const ll: number = l1 * l1 + l2 * l2;
    if (ll > lim * lim) {
      if (lim > 0) {
        const s: number = lim / Math.sqrt(ll);
        l1 = l1 * s;
        l2 = l2 * s;
      } else {
        l1 = 0;
        l2 = 0;
      }
    }
    const d1: number = l1 - o1;
    const d2: number = l2 - o2;
    if (pseudo) {
      cp.plambda_t1 = l1;
      cp.plambda_t2 = l2;
    } else {
      cp.lambda_t1 = l1;
      cp.lambda_t2 = l2;
    }
    friction_row_push(cp, 1, dc0, dc1, pseudo, d1);
    friction_row_push(cp, 2, dc0, dc1, pseudo, d2);
    change = specMax(change, Math.abs(d1) * cp.k_t1);
    change = specMax(change, Math.abs(d2) * cp.k_t2);
    // the normal row
    const vn: number = friction_row_rel(cp, 0, dc0, dc1, pseudo);
    let gn: number = 0;
    let on: number = 0;
    if (pseudo) {
      gn = cp.pseudo_n;
      on = cp.plambda_n;
    } else {
      gn = cp.target_n;
      on = cp.lambda_n;
    }
    let ln: number = on - (vn - gn) / cp.k_n;
    if (ln < 0) {
      ln = 0;
    }
    const dn: number = ln - on;
    if (pseudo) {
      cp.plambda_n = ln;
    } else {
      cp.lambda_n = ln;
    }
    friction_row_push(cp, 0, dc0, dc1, pseudo, dn);
    change = specMax(change, Math.abs(dn) * cp.k_n);
  }
  return change;
}

/**
 * Projected Gauss-Seidel over one friction system's contacts (in id order), D-DYN-8: the velocity
 * pass until no row changes a velocity by more than PGS_TOLERANCE (at most PGS_MAX_ITERATIONS
 * sweeps), then the pseudo pass (split impulses, D-DYN-9) the same way. A contact whose
 * tangential impulse ends on the disc's rim slid: its spring is reset.
 *
 * @design Projected Gauss-Seidel (Erleben 2005; Catto 2005 sequential impulses) in a fixed order with a bounded number of sweeps, position errors by split impulses; see D-DYN-8 for the convergence bound.
 * @unit M33
 * @float sse
 * @spec spec/ivp/dynamics/friction.spec:479
 */
export function friction_solve(d: IvpDynamics, list: number[], n_list: number): void {
  const dt: number = d.env!.tm.delta_psi;
  d.friction_solves = (d.friction_solves + 1) | 0;
  for (let i = 0; i < n_list; i++) {
    const cp: FrictionContact = d.contacts[list[i]];
    friction_init_core(d.cores[cp.core0]);
    friction_init_core(d.cores[cp.core1]);
    friction_targets(d, cp, dt);
    cp.lambda_n = 0;
    cp.lambda_t1 = 0;
    cp.lambda_t2 = 0;
    cp.plambda_n = 0;
    cp.plambda_t1 = 0;
    cp.plambda_t2 = 0;
  }
  for (let it = 0; it < PGS_MAX_ITERATIONS; it++) {
    d.pgs_iterations = (d.pgs_iterations + 1) | 0;
    if (friction_sweep(d, list, n_list, false) <= PGS_TOLERANCE) {
      break;
    }
  }
  for (let it_1 = 0; it_1 < PGS_MAX_ITERATIONS; it_1++) {
    d.pgs_iterations = (d.pgs_iterations + 1) | 0;
    if (friction_sweep(d, list, n_list, true) <= PGS_TOLERANCE) {
      break;
    }
  }
  for (let i_1 = 0; i_1 < n_list; i_1++) {
    const cp_1: FrictionContact = d.contacts[list[i_1]];
    const lim: number = cp_1.friction * cp_1.lambda_n;
    const ll: number = cp_1.lambda_t1 * cp_1.lambda_t1 + cp_1.lambda_t2 * cp_1.lambda_t2;
    cp_1.sliding = lim > 0 && ll >= lim * lim * (1 - 1e-9);
    if (cp_1.sliding || lim === 0) {
      cp_1.span.x = 0;
      cp_1.span.y = 0;
      cp_1.span.z = 0;
    } else {
      // the pseudo pass's tangential motion over the PSI moves the contact toward its anchor
      const dc0: DynCore = d.cores[cp_1.core0];
      const dc1: DynCore = d.cores[cp_1.core1];
      const t1_x = cp_1.tangent1.x, t1_y = cp_1.tangent1.y, t1_z = cp_1.tangent1.z;
      const t2_x = cp_1.tangent2.x, t2_y = cp_1.tangent2.y, t2_z = cp_1.tangent2.z;
      const p1: number = friction_row_rel(cp_1, 1, dc0, dc1, true);
      const p2: number = friction_row_rel(cp_1, 2, dc0, dc1, true);
      let sp_x = cp_1.span.x - (t1_x * p1 + t2_x * p2) * dt, sp_y = cp_1.span.y - (t1_y * p1 + t2_y * p2) * dt, sp_z = cp_1.span.z - (t1_z * p1 + t2_z * p2) * dt;
      // below a picometre the anchor is reached (no denormal tails)
      if (sp_x * sp_x + sp_y * sp_y + sp_z * sp_z < 1e-24) {
        sp_x = 0;
        sp_y = 0;
        sp_z = 0;
      }
      cp_1.span.x = Math.fround(sp_x);
      cp_1.span.y = Math.fround(sp_y);
      cp_1.span.z = Math.fround(sp_z);
    }
  }
}
