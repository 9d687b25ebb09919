// GENERATED FILE: do not edit. Engine module ivp.dynamics.sleep: 003 §2.8, §5; 000 §2.3.1, §4.8, §7.2: the sleep test with its short and long windows, freezing a unit whose cores all agree, and reviving a core with its collision side from spec/ivp/dynamics/sleep.spec (sha256 7c610cb356186da3).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail } from "../../../runtime/index.js";
import { FrictionContact, contact_drop } from "./contact.generated.js";
import { CoreScratch, DynCore, MOVEMENT_CALM, MOVEMENT_FROZEN, MOVEMENT_MOVING, dyn_core_set_trajectory } from "./core.generated.js";
import { dyn_list_put, friction_core_active } from "./friction.generated.js";
import { IvpDynamics } from "./world.generated.js";
import { pos_at } from "../mindist/cache.generated.js";
import { friction_on_revive } from "../mindist/contact.generated.js";
import { IvpEnvironment } from "../mindist/env.generated.js";
import { CORE_STATE_GET_MINDIST } from "../mindist/manager.generated.js";
import { env_recheck_object } from "../mindist/timeline.generated.js";
import { ivp_random } from "../objects/anomaly.generated.js";
import { PhysCoreView, RealObject } from "../objects/real_object.generated.js";
import { hull_update } from "../time/hull_manager.generated.js";

/** The sleep test's thresholds (003 L630). */
export const SLEEP_SHORT_POS2: number = 0.0001;
export const SLEEP_SHORT_ROT: number = 0.000025;
export const SLEEP_SHORT_TIME: number = 0.3;
export const SLEEP_LONG_POS2: number = 0.01;
export const SLEEP_LONG_ROT: number = 0.04;
export const SLEEP_LONG_TIME: number = 4;
export const SLEEP_MAX_W2: number = 1;
/** The test period: 10 + ⌊6·random⌋ PSIs, 10..15 (003 L630). */
export const SLEEP_PERIOD_MIN: number = 10;
export const SLEEP_PERIOD_SPAN: number = 6;

/**
 * The next test period from the IVP random generator: 10 + ⌊6·r⌋ with r = ivp_random() in [0, 1).
 *
 * @source 003_de20169d39e999ff.txt §5 FUN_1000d680 with the random counter FUN_10013610 (every 10-15 PSIs)
 * @unit B29, T52
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:48
 */
export function dyn_sleep_period(d: IvpDynamics): number {
  const r: number = ivp_random(d.random);
  return (SLEEP_PERIOD_MIN + (Math.trunc(Math.fround(r * SLEEP_PERIOD_SPAN)) | 0)) | 0;
}

/**
 * The rotation measure between two unit quaternions (D-DYN-14): 1 − (a·b)² = sin²(θ/2).
 *
 * @design 003 L630 names a rotation measure without defining it: sin² of half the rotation angle, from the quaternions' dot product with IEEE-exact operations (D-DYN-14).
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:56
 */
export function dyn_rotation_measure(a: Float64Array, b: Float64Array): number {
  const c: number = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
  return 1 - c * c;
}

/**
 * Restarts both windows at the core's pose now (its position on the trajectory and the
 * orientation predicted for the next PSI's start); the core is no candidate.
 *
 * @source 003_de20169d39e999ff.txt §5 FUN_1000d680 (window restart)
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:65
 */
export function dyn_sleep_windows(d: IvpDynamics, dc: DynCore): void {
  const env: IvpEnvironment | null = d.env;
  const c: PhysCoreView | null = dc.core;
  const t: number = env!.tm.current_time;
  pos_at(c!, t, _s0);
  const p_x = _s0.x, p_y = _s0.y, p_z = _s0.z;
  dc.short_pos.x = p_x;
  dc.short_pos.y = p_y;
  dc.short_pos.z = p_z;
  dc.long_pos.x = p_x;
  dc.long_pos.y = p_y;
  dc.long_pos.z = p_z;
  for (let i = 0; i < 4; i++) {
    dc.short_q[i] = c!.q_world_f_core_next_psi[i];
    dc.long_q[i] = c!.q_world_f_core_next_psi[i];
  }
  dc.short_time = t;
  dc.long_time = t;
  dc.freeze_candidate = false;
}

/**
 * The sleep state of a core that starts moving (created awake, or revived): both windows restarted,
 * the first test period drawn.
 *
 * @source 003_de20169d39e999ff.txt §5 FUN_1000d680 (window restart), FUN_10013610 (period)
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:85
 */
export function dyn_sleep_reset(d: IvpDynamics, dc: DynCore): void {
  dyn_sleep_windows(d, dc);
  dc.last_test_time = dc.short_time;
  dc.sleep_countdown = dyn_sleep_period(d);
}

/**
 * Every PSI, before the test: the pose at t is compared with both windows; a window the core has
 * left (|Δpos|² or the rotation measure above its thresholds) restarts at the current pose, and
 * |ω|² > 1 restarts both (D-DYN-15).
 *
 * @source 003_de20169d39e999ff.txt §5 FUN_1000d680 (windows: |Δpos|², rotation measure; |ω|² > 1 skips)
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:96
 */
export function dyn_sleep_track(d: IvpDynamics, dc: DynCore, t: number): void {
  const c: PhysCoreView | null = dc.core;
  const w_x = dc.rot_speed.x, w_y = dc.rot_speed.y, w_z = dc.rot_speed.z;
  const w2: number = Math.fround(Math.fround(Math.fround(w_x * w_x) + Math.fround(w_y * w_y)) + Math.fround(w_z * w_z));
  if (w2 > SLEEP_MAX_W2) {
    dyn_sleep_windows(d, dc);
    c!.movement_state = MOVEMENT_MOVING;
    return;
  }
  pos_at(c!, t, _s1);
  const p_x = _s1.x, p_y = _s1.y, p_z = _s1.z;
  const q: Float64Array = c!.q_world_f_core_next_psi;
  const ds_x = p_x - dc.short_pos.x, ds_y = p_y - dc.short_pos.y, ds_z = p_z - dc.short_pos.z;
  if (ds_x * ds_x + ds_y * ds_y + ds_z * ds_z > SLEEP_SHORT_POS2 || dyn_rotation_measure(dc.short_q, q) > SLEEP_SHORT_ROT) {
    dc.short_pos.x = p_x;
    dc.short_pos.y = p_y;
    dc.short_pos.z = p_z;
    for (let i = 0; i < 4; i++) {
      dc.short_q[i] = q[i];
    }
    dc.short_time = t;
  }
  const dl_x = p_x - dc.long_pos.x, dl_y = p_y - dc.long_pos.y, dl_z = p_z - dc.long_pos.z;
  if (dl_x * dl_x + dl_y * dl_y + dl_z * dl_z > SLEEP_LONG_POS2 || dyn_rotation_measure(dc.long_q, q) > SLEEP_LONG_ROT) {
    dc.long_pos.x = p_x;
    dc.long_pos.y = p_y;
    dc.long_pos.z = p_z;
    for (let i_1 = 0; i_1 < 4; i_1++) {
      dc.long_q[i_1] = q[i_1];
    }
    dc.long_time = t;
  }
}

/**
 * The sleep test of core dc at the PSI time t (FUN_1000d680, 003 L630; D-DYN-14, D-DYN-15): calm
 * (movement state 2) when the short window has held since the previous test; a freeze candidate
 * when the short window has held for more than 0.3 s or the long one for more than 4 s.
 *
 * @source 003_de20169d39e999ff.txt §5 FUN_1000d680 (sleep test)
 * @unit B29
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:130
 */
export function dyn_sleep_test(d: IvpDynamics, dc: DynCore, t: number): void {
  const c: PhysCoreView | null = dc.core;
  d.sleep_tests = (d.sleep_tests + 1) | 0;
  if (dc.short_time <= dc.last_test_time) {
    c!.movement_state = MOVEMENT_CALM;
  } else {
    c!.movement_state = MOVEMENT_MOVING;
  }
  dc.freeze_candidate = t - dc.short_time > SLEEP_SHORT_TIME || t - dc.long_time > SLEEP_LONG_TIME;
  dc.last_test_time = t;
}

/**
 * The sleep phase of the controllers: each awake movable core's windows, its test when due
 * (every 10-15 PSIs), then every unit whose awake movable cores are all candidates freezes
 * (003 L630).
 *
 * @source 003_de20169d39e999ff.txt §5 FUN_1000d680 (test), 0x1000ce20 (freeze a unit whose cores all agree)
 * @unit B29, B18
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:147
 */
export function dyn_sleep_phase(mem: Memory, d: IvpDynamics): void {
  const env: IvpEnvironment | null = d.env;
  const t: number = env!.tm.current_time;
  for (let i = 0; i < d.cores.length; i++) {
    const dc: DynCore = d.cores[i];
    if (friction_core_active(dc)) {
      dyn_sleep_track(d, dc, t);
      dc.sleep_countdown = (dc.sleep_countdown - 1) | 0;
      if (dc.sleep_countdown <= 0) {
        dyn_sleep_test(d, dc, t);
        dc.sleep_countdown = dyn_sleep_period(d);
      }
    }
  }
  // a unit (named by its root) freezes when none of its active cores disagrees
  const veto: number[] = d.order;
  for (let i_1 = 0; i_1 < d.cores.length; i_1++) {
    dyn_list_put(veto, i_1, 0);
  }
  for (let i_2 = 0; i_2 < d.cores.length; i_2++) {
    const dc_1: DynCore = d.cores[i_2];
    if (friction_core_active(dc_1) && !dc_1.freeze_candidate) {
      veto[dc_1.unit] = 1;
    }
  }
  for (let i_3 = 0; i_3 < d.cores.length; i_3++) {
    const dc_2: DynCore = d.cores[i_3];
    if (friction_core_active(dc_2) && dc_2.freeze_candidate && veto[dc_2.unit] === 0) {
      dyn_freeze(mem, d, dc_2, t);
    }
  }
}

/**
 * Freezes a core at the PSI time t (0x1000ce20, 000 L1036-1037, §7.2 L4019): its pose kept,
 * speeds 0, movement state 8 on the core and its objects, the hulls advanced to t with gradient
 * 0, each object rechecked as non-moving; the core's contacts are dropped.
 *
 * @source 000_b83935d7d7846899.txt §2.3.1; §7.2 0x1000ce20 (core freeze)
 * @unit B29, T23
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:185
 */
export function dyn_freeze(mem: Memory, d: IvpDynamics, dc: DynCore, t: number): void {
  const env: IvpEnvironment | null = d.env;
  const c: PhysCoreView | null = dc.core;
  const sc: CoreScratch = d.scratch;
  dc.velocity.x = 0;
  dc.velocity.y = 0;
  dc.velocity.z = 0;
  dc.rot_speed.x = 0;
  dc.rot_speed.y = 0;
  dc.rot_speed.z = 0;
  dc.async_dv.x = 0;
  dc.async_dv.y = 0;
  dc.async_dv.z = 0;
  dc.async_dw.x = 0;
  dc.async_dw.y = 0;
  dc.async_dw.z = 0;
  dc.solved = false;
  dc.freeze_candidate = false;
  pos_at(c!, t, _s2);
  const p_x = _s2.x, p_y = _s2.y, p_z = _s2.z;
  for (let i = 0; i < 4; i++) {
    sc.q[i] = c!.q_world_f_core_next_psi[i];
  }
  dyn_core_set_trajectory(dc, t, env!.tm.delta_psi, p_x, p_y, p_z, sc.q, 0, 0, 0, 0, 0, 0, sc);
  c!.movement_state = MOVEMENT_FROZEN;
  for (let i_1 = 0, i_1$end = c!.objects.length; i_1 < i_1$end; i_1++) {
    const o: RealObject | null = c!.objects[i_1];
    o!.movement_state = MOVEMENT_FROZEN;
    hull_update(o!.hull, t, 0, 0, 0);
  }
  for (let i_2 = 0; i_2 < d.contacts.length; i_2++) {
    const cp: FrictionContact = d.contacts[i_2];
    if (cp.live && (cp.core0 === dc.id || cp.core1 === dc.id)) {
      contact_drop(d, cp);
    }
  }
  for (let i_3 = 0, i_3$end = c!.objects.length; i_3 < i_3$end; i_3++) {
    env_recheck_object(mem, env!, c!.objects[i_3]!);
  }
  d.freezes = (d.freezes + 1) | 0;
}

/**
 * Revives a frozen core (0x1000cec0 via FUN_1000a460; 000 §7.2 L4021, M34): movement state 1 on the
 * core and its objects, the sleep windows restarted, each object rechecked with the core marked
 * 0x21 (0x100099f0), then friction contacts for its exact mindists closer than 0.045 to another
 * movable core (friction_on_revive, 0x1000aea0 → 0x1001d4d0).
 *
 * @source 000_b83935d7d7846899.txt §4.6; §4.8; §7.2 0x1000cec0 / 0x100099f0 / 0x1000aea0 → 0x1001d4d0
 * @unit B18, M27, M34
 * @float sse
 * @spec spec/ivp/dynamics/sleep.spec:224
 */
export function dyn_revive(mem: Memory, d: IvpDynamics, dc: DynCore): void {
  const env: IvpEnvironment | null = d.env;
  const c: PhysCoreView | null = dc.core;
  if (c!.movement_state !== MOVEMENT_FROZEN) assertFail("spec/ivp/dynamics/sleep.spec:227", "revive: core {} is not frozen", [c!.id]);
  c!.movement_state = MOVEMENT_MOVING;
  for (let i = 0, i$end = c!.objects.length; i < i$end; i++) {
    c!.objects[i]!.movement_state = MOVEMENT_MOVING;
  }
  dyn_sleep_reset(d, dc);
  for (let i_1 = 0, i_1$end = c!.objects.length; i_1 < i_1$end; i_1++) {
    c!.movement_state = CORE_STATE_GET_MINDIST & 0xff;
    env_recheck_object(mem, env!, c!.objects[i_1]!);
    c!.movement_state = MOVEMENT_MOVING;
  }
  d.revives = (d.revives + 1) | 0;
  friction_on_revive(mem, env!, c!);
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3();
