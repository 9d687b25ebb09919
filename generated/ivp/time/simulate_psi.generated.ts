// GENERATED FILE: do not edit. Engine module ivp.time.simulate_psi: 000 §2.5, §4.6 and §7.1: simulate_psi's phase order, one hook per phase, with the collision side of integration, HULL, SHORT and CRITIC encoded from spec/ivp/time/simulate_psi.spec (sha256 ecd543760f77b295).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, SnapshotReader, SnapshotWriter, StateHasher, ZERO_F64, assertFail } from "../../../runtime/index.js";
import { HullCheck, HullLog, HullManager, copy_HullCheck, hash_HullCheck, hull_phase, hull_update_and_check, reset_HullCheck, restore_HullCheck, snapshot_HullCheck } from "./hull_manager.generated.js";
import { TimeManager, time_manager_psi_begin, time_manager_psi_end } from "./time_manager.generated.js";

/**
 * env+0x144 values (L762): 0 at the start of a PSI, 2 after integration, 3 after the hull phase,
 * 4 after SHORT, 5 idle (the ctor's value).
 */
export const PSI_PHASE_START: number = 0;
export const PSI_PHASE_INTEGRATED: number = 2;
export const PSI_PHASE_HULL_DONE: number = 3;
export const PSI_PHASE_SHORT_DONE: number = 4;
export const PSI_PHASE_IDLE: number = 5;
/** The end of the EXACT mindist list. */
export const PSI_NO_MINDIST: number = -1;

/**
 * The phases of simulate_psi (0x10013cb0) that other parts of the engine supply: the dynamics
 * side (step listeners, controllers, the integrator) and the mindist manager (the EXACT list and
 * the per-mindist work of SHORT and CRITIC).
 *
 * A host interface: the game supplies an object implementing it. Vector arguments come as scalars (x, y, z[, w]); a vector result is written into the last argument.
 */
export interface PsiPhases {
  /** the environment's step listeners (if any) */
  step_listeners(): void;
  /** env[+0xa8]->vfunc28() (unidentified, L1142) */
  env_a8_vfunc28(): void;
  /** 0x10013c40(env) (unidentified, L1143, L4134) */
  unidentified_10013c40(): void;
  /** 0x10017790(mm): the wheel pass over the ball/wheel exact-mindist vector (empty in Ballance) */
  wheel_pass(): void;
  /** 0x100124c0: the controllers (forces, constraints, friction system); fills the moving cores */
  controllers(mem: Memory): void;
  /** the number of cores in the controller manager's moving vector */
  moving_core_count(): number;
  /**
   * 0x1001e300 for moving core `core` up to the hull update: integrate, refresh the core's
   * speeds, write |v| and rot_surface_speed into `speeds`
   */
  integrate_core(core: number, speeds: PsiCoreSpeeds): void;
  /** core+0x52: the number of objects of the core */
  core_object_count(core: number): number;
  /** core+0x54[object]: that object's hull manager (obj+0x48) */
  core_object_hull(core: number, object: number): HullManager | null;
  /** the mindist manager's EXACT list head (mm+8), -1 when empty */
  exact_first(): number;
  /** the mindist after `md` in the EXACT list (+0x7c), -1 after the last */
  exact_next(md: number): number;
  /** SHORT, 0x100187a0 step 1: recalc_mindist(md) (0x10019950); false when the recalc failed */
  short_recalc_mindist(mem: Memory, md: number): boolean;
  /** SHORT, 0x100187a0 step 2: md->vtbl[6] exact_mindist_went_invalid (0x10016f70) */
  exact_went_invalid(md: number): void;
  /** CRITIC: update_exact_mindist_events(md, allow_hull, hint) (0x10017870) */
  critic_update_events(mem: Memory, md: number, allow_hull: boolean, hint: number): void;
}

/** What the integrator leaves in a core for the hull update (000 §2.1.3, §8.2). */
export class PsiCoreSpeeds {
  /** core+0x1b8: current_speed = |v| */
  current_speed: number = ZERO_F64;
  /** core+0x1c0: rot_surface_speed = |ω|·max_surface_deviation */
  rot_surface_speed: number = ZERO_F64;
}

/** Puts a PsiCoreSpeeds back into the zero state `new PsiCoreSpeeds()` gives, in place. */
export function reset_PsiCoreSpeeds(s: PsiCoreSpeeds): void {
  s.current_speed = 0;
  s.rot_surface_speed = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PsiCoreSpeeds(dst: PsiCoreSpeeds, src: PsiCoreSpeeds): void {
  dst.current_speed = src.current_speed;
  dst.rot_surface_speed = src.rot_surface_speed;
}

/** Brings a PsiCoreSpeeds a host wrote to its declared types, in place: f32 values rounded, integers and bools checked (`where` names the call). */
export function host_PsiCoreSpeeds(s: PsiCoreSpeeds, where: string): void {
  s.current_speed = Math.fround(s.current_speed);
  s.rot_surface_speed = Math.fround(s.rot_surface_speed);
}

/** Feeds the raw bits of a PsiCoreSpeeds to the hasher, field by field in declaration order. */
export function hash_PsiCoreSpeeds(s: PsiCoreSpeeds, h: StateHasher): void {
  h.enter(s);
  h.f32(s.current_speed);
  h.f32(s.rot_surface_speed);
}

/** Writes a PsiCoreSpeeds to a snapshot stream. */
export function snapshot_PsiCoreSpeeds(s: PsiCoreSpeeds, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.current_speed);
  w.put(s.rot_surface_speed);
}

/** Reads a PsiCoreSpeeds back from a snapshot stream written by snapshot_PsiCoreSpeeds. */
export function restore_PsiCoreSpeeds(s: PsiCoreSpeeds, r: SnapshotReader): void {
  r.enter(s);
  s.current_speed = r.get();
  s.rot_surface_speed = r.get();
}

/** The environment fields simulate_psi uses. */
export class PsiEnv {
  /** env+0x144: the PSI phase */
  phase: number = 0;
  /** the check vector of the hull phase, with what the last hull phase did */
  check: HullCheck = new HullCheck();
  /** scratch: the speeds of the core being integrated */
  speeds: PsiCoreSpeeds = new PsiCoreSpeeds();
}

/** Puts a PsiEnv back into the zero state `new PsiEnv()` gives, in place. */
export function reset_PsiEnv(s: PsiEnv): void {
  s.phase = 0;
  reset_HullCheck(s.check);
  reset_PsiCoreSpeeds(s.speeds);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_PsiEnv(dst: PsiEnv, src: PsiEnv): void {
  dst.phase = src.phase;
  copy_HullCheck(dst.check, src.check);
  copy_PsiCoreSpeeds(dst.speeds, src.speeds);
}

/** Feeds the raw bits of a PsiEnv to the hasher, field by field in declaration order. */
export function hash_PsiEnv(s: PsiEnv, h: StateHasher): void {
  h.enter(s);
  h.i32(s.phase);
  hash_HullCheck(s.check, h);
  hash_PsiCoreSpeeds(s.speeds, h);
}

/** Writes a PsiEnv to a snapshot stream. */
export function snapshot_PsiEnv(s: PsiEnv, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.phase);
  snapshot_HullCheck(s.check, w);
  snapshot_PsiCoreSpeeds(s.speeds, w);
}

/** Reads a PsiEnv back from a snapshot stream written by snapshot_PsiEnv. */
export function restore_PsiEnv(s: PsiEnv, r: SnapshotReader): void {
  r.enter(s);
  s.phase = r.get();
  restore_HullCheck(s.check, r);
  restore_PsiCoreSpeeds(s.speeds, r);
}

/**
 * Every hook call appends a code to the shared log (HullLog.ids, where the test hull listeners
 * write too) and the env's phase at that moment to `phases`:
 * 1 step listeners, 2 env+0xa8, 3 0x10013c40, 4 wheel pass, 5 controllers, 6 moving-core count,
 * 100+c integrate core c, 80+c object count of core c, 200+10c+j object j's hull, 60 EXACT head,
 * 700+md next of md, 300+md recalc, 400+md went invalid, 500+md CRITIC (590+md with other
 * arguments than (1, 1)). A TestHullListener with id 600 logs 600 when exceeded, 1600 on reset.
 * RecordingPhases does not implement HullListener itself: the generator does not import an
 * interface declared in another module (TS2304 in the generated file).
 */
export class RecordingPhases implements PsiPhases {
  log: HullLog | null = null;
  phases: number[] = [];
  env: PsiEnv | null = null;
  /** per moving core: |v| and rot_surface_speed */
  core_speed: number[] = [];
  core_rot: number[] = [];
  /** per moving core: its objects are hulls[core_first .. core_first + core_count) */
  core_first: number[] = [];
  core_count: number[] = [];
  hulls: (HullManager | null)[] = [];
  /** the EXACT list in order, and the mindists whose recalc fails */
  exact_list: number[] = [];
  fails: number[] = [];

  /** Implements PsiPhases.step_listeners (@spec spec/ivp/time/simulate_psi.spec:240). */
  step_listeners(): void {
    rec_phase_log(this, 1);
  }

  /** Implements PsiPhases.env_a8_vfunc28 (@spec spec/ivp/time/simulate_psi.spec:244). */
  env_a8_vfunc28(): void {
    rec_phase_log(this, 2);
  }

  /** Implements PsiPhases.unidentified_10013c40 (@spec spec/ivp/time/simulate_psi.spec:248). */
  unidentified_10013c40(): void {
    rec_phase_log(this, 3);
  }

  /** Implements PsiPhases.wheel_pass (@spec spec/ivp/time/simulate_psi.spec:252). */
  wheel_pass(): void {
    rec_phase_log(this, 4);
  }

  /** Implements PsiPhases.controllers (@spec spec/ivp/time/simulate_psi.spec:256). */
  controllers(mem: Memory): void {
    rec_phase_log(this, 5);
  }

  /** Implements PsiPhases.moving_core_count (@spec spec/ivp/time/simulate_psi.spec:260). */
  moving_core_count(): number {
    rec_phase_log(this, 6);
    return this.core_speed.length;
  }

  /** Implements PsiPhases.integrate_core (@spec spec/ivp/time/simulate_psi.spec:265). */
  integrate_core(core: number, speeds: PsiCoreSpeeds): void {
    rec_phase_log(this, (100 + core) | 0);
    speeds.current_speed = this.core_speed[core];
    speeds.rot_surface_speed = this.core_rot[core];
  }

  /** Implements PsiPhases.core_object_count (@spec spec/ivp/time/simulate_psi.spec:271). */
  core_object_count(core: number): number {
    rec_phase_log(this, (80 + core) | 0);
    return this.core_count[core];
  }

  /** Implements PsiPhases.core_object_hull (@spec spec/ivp/time/simulate_psi.spec:276). */
  core_object_hull(core: number, object: number): HullManager | null {
    rec_phase_log(this, (200 + Math.imul(10, core) + object) | 0);
    return this.hulls[(this.core_first[core] + object) | 0];
  }

  /** Implements PsiPhases.exact_first (@spec spec/ivp/time/simulate_psi.spec:281). */
  exact_first(): number {
    rec_phase_log(this, 60);
    if (this.exact_list.length === 0) {
      return PSI_NO_MINDIST;
    }
    return this.exact_list[0];
  }

  /** Implements PsiPhases.exact_next (@spec spec/ivp/time/simulate_psi.spec:289). */
  exact_next(md: number): number {
    rec_phase_log(this, (700 + md) | 0);
    const i: number = rec_index_of(this.exact_list, md);
    if (i < 0 || ((i + 1) | 0) >= this.exact_list.length) {
      return PSI_NO_MINDIST;
    }
    return this.exact_list[(i + 1) | 0];
  }

  /** Implements PsiPhases.short_recalc_mindist (@spec spec/ivp/time/simulate_psi.spec:298). */
  short_recalc_mindist(mem: Memory, md: number): boolean {
    rec_phase_log(this, (300 + md) | 0);
    return rec_index_of(this.fails, md) < 0;
  }

  /** Implements PsiPhases.exact_went_invalid (@spec spec/ivp/time/simulate_psi.spec:303). */
  exact_went_invalid(md: number): void {
    rec_phase_log(this, (400 + md) | 0);
    // out of the EXACT list, order kept
    const i: number = rec_index_of(this.exact_list, md);
    const n: number = this.exact_list.length;
    const kept: number[] = [];
    for (let k = 0; k < n; k++) {
      if (k !== i) {
        kept.push(this.exact_list[k]);
      }
    }
    this.exact_list.length = 0;
    for (let k_1 = 0; k_1 < kept.length; k_1++) {
      this.exact_list.push(kept[k_1]);
    }
  }

  /** Implements PsiPhases.critic_update_events (@spec spec/ivp/time/simulate_psi.spec:320). */
  critic_update_events(mem: Memory, md: number, allow_hull: boolean, hint: number): void {
    if (allow_hull && hint === 1) {
      rec_phase_log(this, (500 + md) | 0);
    } else {
      rec_phase_log(this, (590 + md) | 0);
    }
  }
}

/** Puts a RecordingPhases back into the zero state `new RecordingPhases()` gives, in place. */
export function reset_RecordingPhases(s: RecordingPhases): void {
  s.log = null;
  s.phases.length = 0;
  s.env = null;
  s.core_speed.length = 0;
  s.core_rot.length = 0;
  s.core_first.length = 0;
  s.core_count.length = 0;
  s.hulls.length = 0;
  s.exact_list.length = 0;
  s.fails.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RecordingPhases(dst: RecordingPhases, src: RecordingPhases): void {
  dst.log = src.log;
  for (let i = 0; i < src.phases.length && i < dst.phases.length; i++) dst.phases[i] = src.phases[i];
  if (dst.phases.length > src.phases.length) dst.phases.length = src.phases.length;
  else for (let i = dst.phases.length; i < src.phases.length; i++) dst.phases.push(src.phases[i]);
  dst.env = src.env;
  for (let i = 0; i < src.core_speed.length && i < dst.core_speed.length; i++) dst.core_speed[i] = src.core_speed[i];
  if (dst.core_speed.length > src.core_speed.length) dst.core_speed.length = src.core_speed.length;
  else for (let i = dst.core_speed.length; i < src.core_speed.length; i++) dst.core_speed.push(src.core_speed[i]);
  for (let i = 0; i < src.core_rot.length && i < dst.core_rot.length; i++) dst.core_rot[i] = src.core_rot[i];
  if (dst.core_rot.length > src.core_rot.length) dst.core_rot.length = src.core_rot.length;
  else for (let i = dst.core_rot.length; i < src.core_rot.length; i++) dst.core_rot.push(src.core_rot[i]);
  for (let i = 0; i < src.core_first.length && i < dst.core_first.length; i++) dst.core_first[i] = src.core_first[i];
  if (dst.core_first.length > src.core_first.length) dst.core_first.length = src.core_first.length;
  else for (let i = dst.core_first.length; i < src.core_first.length; i++) dst.core_first.push(src.core_first[i]);
  for (let i = 0; i < src.core_count.length && i < dst.core_count.length; i++) dst.core_count[i] = src.core_count[i];
  if (dst.core_count.length > src.core_count.length) dst.core_count.length = src.core_count.length;
  else for (let i = dst.core_count.length; i < src.core_count.length; i++) dst.core_count.push(src.core_count[i]);
  for (let i = 0; i < src.hulls.length && i < dst.hulls.length; i++) dst.hulls[i] = src.hulls[i];
  if (dst.hulls.length > src.hulls.length) dst.hulls.length = src.hulls.length;
  else for (let i = dst.hulls.length; i < src.hulls.length; i++) dst.hulls.push(src.hulls[i]);
  for (let i = 0; i < src.exact_list.length && i < dst.exact_list.length; i++) dst.exact_list[i] = src.exact_list[i];
  if (dst.exact_list.length > src.exact_list.length) dst.exact_list.length = src.exact_list.length;
  else for (let i = dst.exact_list.length; i < src.exact_list.length; i++) dst.exact_list.push(src.exact_list[i]);
  for (let i = 0; i < src.fails.length && i < dst.fails.length; i++) dst.fails[i] = src.fails[i];
  if (dst.fails.length > src.fails.length) dst.fails.length = src.fails.length;
  else for (let i = dst.fails.length; i < src.fails.length; i++) dst.fails.push(src.fails[i]);
}

/**
 * The environment's PSI fields as its ctor leaves them: phase 5, an empty check vector.
 *
 * @source 000_b83935d7d7846899.txt §2.1.1 0x10012a60 (env+0x144 = 5)
 * @unit T12
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:94
 */
export function psi_env_init(env: PsiEnv): void {
  env.phase = PSI_PHASE_IDLE;
  env.check.hulls.length = 0;
  env.check.calls = 0;
  env.check.limit_hits = 0;
  env.check.resets = 0;
}

/**
 * Integration of the moving cores (0x1001ea50): per core the integrator hook, then each of its
 * objects from the last to the first gets hull_update(now, (float)dPSI, rot_surface_speed + |v|,
 * |v|) and joins the check vector when its first listener is due.
 *
 * @source 000_b83935d7d7846899.txt §2.3.1; §2.5 0x1001ea50 -> 0x1001e300 (hull part: 0x1001e750, 0x1001ecd0)
 * @unit T13, T12
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/time/simulate_psi.spec:107
 */
export function psi_integrate_cores(env: PsiEnv, p: PsiPhases | null, now: number, delta_psi: number): void {
  // dt = (float)dPSI (L1025)
  const dt: number = Math.fround(delta_psi);
  const n: number = $host.i32(p!.moving_core_count(), "PsiPhases.moving_core_count (spec/ivp/time/simulate_psi.spec:110)");
  for (let c = 0; c < n; c++) {
    $host.after(p!.integrate_core(c, env.speeds), host_PsiCoreSpeeds(env.speeds, "PsiPhases.integrate_core argument speeds (spec/ivp/time/simulate_psi.spec:112)"));
    // decision: a float argument, so the sum is rounded to f32 before ×1.00001f
    const speed: number = Math.fround(env.speeds.rot_surface_speed + env.speeds.current_speed);
    const m: number = $host.i32(p!.core_object_count(c), "PsiPhases.core_object_count (spec/ivp/time/simulate_psi.spec:115)");
    for (let j = m - 1; j >= 0; j--) {
      const h: HullManager | null = p!.core_object_hull(c, j);
      if (h === null) assertFail("spec/ivp/time/simulate_psi.spec:118", "integration: a core object without a hull manager");
      hull_update_and_check(h!, now, dt, speed, env.speeds.current_speed, env.check);
    }
  }
}

/**
 * SHORT (0x10017850, recalc_all_exact_mindists): for each mindist of the EXACT list from the head,
 * its successor read first, recalc_mindist; a failed recalc moves it to the INVALID list.
 *
 * @source 000_b83935d7d7846899.txt §2.5; §4.6 0x10017850 (0x100187a0 per mindist)
 * @unit T12, M23
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:128
 */
export function psi_short_phase(mem: Memory, p: PsiPhases | null): void {
  let md: number = $host.i32(p!.exact_first(), "PsiPhases.exact_first (spec/ivp/time/simulate_psi.spec:129)");
  while (md !== PSI_NO_MINDIST) {
    // next read first (L2732): a failed recalc unlinks md
    const next: number = $host.i32(p!.exact_next(md), "PsiPhases.exact_next (spec/ivp/time/simulate_psi.spec:132)");
    const ok: boolean = $host.bool(p!.short_recalc_mindist(mem, md), "PsiPhases.short_recalc_mindist (spec/ivp/time/simulate_psi.spec:133)");
    if (!ok) {
      // only collision mindists exist in Ballance (the phantom branch is unused, L2736)
      p!.exact_went_invalid(md);
    }
    md = next;
  }
}

/**
 * CRITIC (0x10017770, recalc_all_exact_mindist_events): for each mindist of the EXACT list from
 * the head, update_exact_mindist_events(md, allow_hull = 1, hint = 1).
 *
 * @source 000_b83935d7d7846899.txt §2.5; §4.6; §7.1 0x10017770
 * @unit T12, M24
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:146
 */
export function psi_critic_phase(mem: Memory, p: PsiPhases | null): void {
  let md: number = $host.i32(p!.exact_first(), "PsiPhases.exact_first (spec/ivp/time/simulate_psi.spec:147)");
  while (md !== PSI_NO_MINDIST) {
    // decision: next read first, as SHORT (a demotion to the hull state unlinks md)
    const next: number = $host.i32(p!.exact_next(md), "PsiPhases.exact_next (spec/ivp/time/simulate_psi.spec:150)");
    p!.critic_update_events(mem, md, true, 1);
    md = next;
  }
}

/**
 * simulate_psi(T) (0x10013cb0): phase 0; step listeners; env+0xa8 slot; 0x10013c40; wheel pass;
 * controllers; integration with the hull update; phase 2; HULL; phase 3; SHORT; phase 4; CRITIC;
 * phase 5. `now` is the PSI time T (env.current_time).
 *
 * @source 000_b83935d7d7846899.txt §2.5; §4.6; §7.1 0x10013cb0
 * @unit T12
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:161
 */
export function simulate_psi(mem: Memory, env: PsiEnv, p: PsiPhases | null, now: number, delta_psi: number): void {
  env.phase = PSI_PHASE_START;
  p!.step_listeners();
  // the universe manager (env+0x2c) is NULL in Ballance (L752)
  p!.env_a8_vfunc28();
  p!.unidentified_10013c40();
  p!.wheel_pass();
  p!.controllers(mem);
  psi_integrate_cores(env, p, now, delta_psi);
  env.phase = PSI_PHASE_INTEGRATED;
  hull_phase(mem, env.check);
  env.phase = PSI_PHASE_HULL_DONE;
  psi_short_phase(mem, p);
  env.phase = PSI_PHASE_SHORT_DONE;
  psi_critic_phase(mem, p);
  env.phase = PSI_PHASE_IDLE;
}

/**
 * The PSI event (0x1002f2c0) around simulate_psi: last/next PSI times and the rebase
 * (time_manager_psi_begin), simulate_psi(T), then the PSI event queues itself at T + dPSI.
 *
 * @source 000_b83935d7d7846899.txt §2.2.5; §7.1 0x1002f2c0 (calls 0x10013cb0)
 * @unit T11, T12
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:183
 */
export function psi_event(mem: Memory, tm: TimeManager, env: PsiEnv, p: PsiPhases | null): void {
  const t: number = time_manager_psi_begin(tm);
  simulate_psi(mem, env, p, t, tm.delta_psi);
  time_manager_psi_end(tm);
}

/**
 * Appends a code and the current phase to the recording.
 *
 * @design Test fake: the recording of one hook call.
 * @unit T12
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:218
 */
export function rec_phase_log(r: RecordingPhases, code: number): void {
  r.log!.ids.push(code);
  if (r.env === null) {
    r.phases.push(-1);
  } else {
    r.phases.push(r.env!.phase);
  }
}

/**
 * The position of v in l, -1 when absent.
 *
 * @design Test fake: a linear search.
 * @unit T12
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:230
 */
export function rec_index_of(l: number[], v: number): number {
  for (let i = 0; i < l.length; i++) {
    if (l[i] === v) {
      return i;
    }
  }
  return -1;
}

/**
 * A recording fake writing to `log`, reading the phase of `env` (null: phase -1).
 *
 * @design Test fake set-up.
 * @unit T12
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:332
 */
export function rec_new(env: PsiEnv | null, log: HullLog): RecordingPhases {
  const r: RecordingPhases = new RecordingPhases();
  r.env = env;
  r.log = log;
  return r;
}

/**
 * Compares a recording with the expected codes: true when equal in length and content.
 *
 * @design Test helper: list equality.
 * @unit T12
 * @float x87
 * @spec spec/ivp/time/simulate_psi.spec:342
 */
export function rec_same(got: number[], want: number[]): boolean {
  if (got.length !== want.length) {
    return false;
  }
  for (let i = 0; i < want.length; i++) {
    if (got[i] !== want[i]) {
      return false;
    }
  }
  return true;
}
