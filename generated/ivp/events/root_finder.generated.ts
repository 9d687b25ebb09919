// GENERATED FILE: do not edit. Engine module ivp.events.root_finder: 000 §5.3.3-§5.3.5, §6.4: the event solver's time search (0x10037790 regula falsi, 0x10037910 conservative advancement, 0x10037b30 hit search) from spec/ivp/events/root_finder.spec (sha256 ff4fabe942e301dc).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { ZERO_F64 } from "../../../runtime/index.js";
import { EVENT_GRID_STEP, EventPose, EventSim, event_sim_slot, reset_EventPose } from "./event_sim.generated.js";
import { EventFunctor, event_functor_eval } from "./functors.generated.js";
import { PoseScratch, pose_at, reset_PoseScratch } from "../mindist/cache.generated.js";
import { RealObject } from "../objects/real_object.generated.js";

/** 1e-8 (0x100633b8): regula falsi's tolerance and the window-end clamp. */
export const EVENT_SEARCH_EPS: number = 1e-8;
/** 200 = 1 / 0.005 (0x10063b88): grid cells per second. */
export const EVENT_GRID_PER_SECOND: number = 200;
/** 0.375 (0x10063b80): regula falsi's pull toward the midpoint every fourth step. */
export const REGULA_FALSI_PULL: number = 0.375;
/** The slot at which search_below gives up (the last of the 21). */
export const EVENT_LAST_SLOT: number = 20;
/** Regula falsi's give-up count: at count > 0x40 on a fourth step, i.e. after 67 evaluations. */
export const REGULA_FALSI_MAX_COUNT: number = 0x40;

/** The searches' out parameter (double *out): the event time, written only when one is found. */
export class EventHit {
  time: number = ZERO_F64;
}

/** Puts a EventHit back into the zero state `new EventHit()` gives, in place. */
export function reset_EventHit(s: EventHit): void {
  s.time = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_EventHit(dst: EventHit, src: EventHit): void {
  dst.time = src.time;
}

/**
 * The grid cells of a step: n = max(1, (int)(step·200)) with _ftol's truncation; out-of-range
 * values and NaN give the integer indefinite 0x80000000, so n = 1 (D-EVENTS-3).
 *
 * @source 000_b83935d7d7846899.txt §6.4.2; §6.4.3 0x10037910 / 0x10037b30: n = (int)(step * 200.0) (_ftol); if (n < 1) n = 1
 * @unit E03, E04
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/root_finder.spec:49
 */
export function event_grid_cells(step: number): number {
  const x: number = step * EVENT_GRID_PER_SECOND;
  let n: number = -2147483648;
  if (x > -2147483649 && x < 2147483648) {
    n = Math.trunc(x) | 0;
  }
  if (n < 1) {
    n = 1;
  }
  return n;
}

/**
 * regula_falsi (0x10037790, thiscall(F), ret 0x34): with f_lo > target >= f_hi, the time in
 * [t_lo, t_hi] at which f reaches target within 1e-8, every fourth step pulled 75 % toward the
 * midpoint; after 67 evaluations it returns t_lo (the safe side). Poses are computed fresh with
 * pose_at (not the sims' slots).
 *
 * @source 000_b83935d7d7846899.txt §6.4.1; §5.3.5 0x10037790
 * @unit E05
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/root_finder.spec:67
 */
export function regula_falsi(f: EventFunctor, t_lo: number, t_hi: number, target: number, f_lo: number, f_hi: number, oa: RealObject, ob: RealObject): number {
  const ma: EventPose = _r0;
  reset_EventPose(ma);
  const mb: EventPose = _r1;
  reset_EventPose(mb);
  const sc: PoseScratch = _r2;
  reset_PoseScratch(sc);
  let t0: number = t_lo;
  let t1: number = t_hi;
  let f0: number = f_lo;
  let f1: number = f_hi;
  let count: number = 0;
  while (true) {
    let t: number = t0 + (t1 - t0) * (target - f0) / (f1 - f0);
    if ((count & 3) === 3) {
      if (count > REGULA_FALSI_MAX_COUNT) {
        // gives up after 67 evaluations, keeps the safe side (L3650)
        return t0;
      }
      t = t + (t0 - t + (t1 - t)) * REGULA_FALSI_PULL;
    }
    pose_at(oa, t, sc, ma.m);
    pose_at(ob, t, sc, mb.m);
    const fv: number = event_functor_eval(f, ma.m, mb.m);
    if (Math.abs(fv - target) < EVENT_SEARCH_EPS) {
      return t;
    }
    count = (count + 1) | 0;
    if (fv < target) {
      t1 = t;
      f1 = fv;
    } else {
      t0 = t;
      f0 = fv;
    }
  }
}

/**
 * search_below (0x10037910, thiscall(F), ret 0x2c): the first t in [t_start, t_max] with
 * f(t) <= target, by conservative advancement on the sims' 5 ms grid (slot i_start at t_start),
 * twice the safe step at the speed bound, then regula falsi. Without f_start the value at t_start
 * is read from slot 0 (L3167). Returns true and writes out.time when it finds one.
 *
 * @source 000_b83935d7d7846899.txt §6.4.2; §5.3.4 0x10037910
 * @unit E04
 * @float x87
 * @precision 11 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/root_finder.spec:108
 */
export function search_below(f: EventFunctor, target: number, t_start: number, t_max: number, i_start: number, sa: EventSim, sb: EventSim, has_f_start: boolean, f_start: number, out_: EventHit): boolean {
  let fc: number = f_start;
  if (!has_f_start) {
    // note: slot 0, not slot i (L3167)
    const m0a: EventPose = event_sim_slot(sa, 0, t_start);
    const m0b: EventPose = event_sim_slot(sb, 0, t_start);
    fc = event_functor_eval(f, m0a.m, m0b.m);
  }
  if (fc <= target) {
    out_.time = t_start;
    return true;
  }
  let t: number = t_start;
  let i: number = i_start;
  while (true) {
    const dt_safe: number = (fc - target) * f.inv_speed;
    const d: number = t - t_max;
    // cannot reach the target before t_max at the worst-case speed
    if (d + dt_safe > 0) {
      return false;
    }
    let step: number = 2 * dt_safe;
    // quirk kept: d rounded to f32 for this test only (L3670)
    if (Math.fround(d) + step > 0) {
      step = t_max - t + EVENT_SEARCH_EPS;
    }
    const n: number = event_grid_cells(step);
    i = (i + n) | 0;
    const t_new: number = t + n * EVENT_GRID_STEP;
    const ma: EventPose = event_sim_slot(sa, i, t_new);
    const mb: EventPose = event_sim_slot(sb, i, t_new);
    const f_new: number = event_functor_eval(f, ma.m, mb.m);
    if (f_new > target) {
      // exact compare: the search stops at slot 20 (L3680)
      if (i === EVENT_LAST_SLOT) {
        return false;
      }
      t = t_new;
      fc = f_new;
      continue;
    }
    const t_hit: number = regula_falsi(f, t, t_new, target, fc, f_new, sa.object!, sb.object!);
    if (t_hit - t_max > 0) {
      return false;
    }
    out_.time = t_hit;
    return true;
  }
}

/**
 * find_event (0x10037b30, thiscall(F), ret 0x30): the first t in [t_start, t_max] with
 * f(t) <= target. Above the target at t_start it is search_below; already within, it steps toward
 * v2 (< target) at the speed bound: the first sample that is back above the target hands over to
 * search_below from there; the first sample not above f0 (not separating from the start) reports
 * the previous sample's time (t_start on the first pass). Compares with f0, never with the
 * previous sample (quirk kept, L3717).
 *
 * @source 000_b83935d7d7846899.txt §6.4.3; §5.3.3 0x10037b30
 * @unit E03
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/events/root_finder.spec:166
 */
export function find_event(f: EventFunctor, target: number, v2: number, t_start: number, t_max: number, sa: EventSim, sb: EventSim, has_f_start: boolean, f_start: number, out_: EventHit): boolean {
  let f0: number = f_start;
  if (!has_f_start) {
    const m0a: EventPose = event_sim_slot(sa, 0, t_start);
    const m0b: EventPose = event_sim_slot(sb, 0, t_start);
    f0 = event_functor_eval(f, m0a.m, m0b.m);
  }
  if (f0 > target) {
    return search_below(f, target, t_start, t_max, 0, sa, sb, true, f0, out_);
  }
  // already at or below the hit distance
  const inv: number = 1 / f.speed;
  if (!(t_start - t_max < 0)) {
    return false;
  }
  let t: number = t_start;
  let i: number = 0;
  let fc: number = f0;
  while (true) {
    // time to close down to v2 at the speed bound
    let step: number = (fc - v2) * inv;
    if (t - t_max + step > 0) {
      step = t_max - t + EVENT_SEARCH_EPS;
    } else if (step < 0) {
      step = 0;
    }
    const n: number = event_grid_cells(step);
    i = (i + n) | 0;
    const t_new: number = t + n * EVENT_GRID_STEP;
    const ma: EventPose = event_sim_slot(sa, i, t_new);
    const mb: EventPose = event_sim_slot(sb, i, t_new);
    const f_new: number = event_functor_eval(f, ma.m, mb.m);
    if (f_new > target) {
      // moved out of the hit zone: look for a re-entry
      if (t_new - t_max <= 0) {
        return search_below(f, target, t_new, t_max, i, sa, sb, true, f_new, out_);
      }
      return false;
    }
    if (f_new <= f0) {
      // not separating against the start: the event is at the previous sample
      out_.time = t;
      return true;
    }
    // still inside but separating: keep sampling
    t = t_new;
    fc = f_new;
    if (!(t_new - t_max < 0)) {
      return false;
    }
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new EventPose(), _r1 = new EventPose(), _r2 = new PoseScratch();
