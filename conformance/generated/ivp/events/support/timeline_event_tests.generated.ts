// GENERATED FILE: do not edit. Engine module ivp.events.tests.timeline_event_tests: 000 §8.4, §7.2: the event solver inside the whole collision timeline, with the real minimize solver: a ball dropped onto a floor (A2) from spec/ivp/events/tests/timeline_event_tests.spec (sha256 0332a525899cbf3d).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory } from "../../../../../runtime/index.js";
import { event_solver_dispatch } from "../../../../../generated/ivp/events/dispatch.generated.js";
import { EventSolverBlock } from "../../../../../generated/ivp/events/event_block.generated.js";
import { MindistSolvers } from "../../../../../generated/ivp/mindist/env.generated.js";
import { Mindist } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { recalc_mindist, recalc_mindist_once } from "../../../../../generated/ivp/mindist/minimize.generated.js";

/**
 * The real solvers of issue 13 together: MINIMIZE's recalc_mindist and this branch's event table.
 * (TIMELINE's solvers.spec will hold the engine's own implementation; this one counts calls.)
 */
export class RealEventSolvers implements MindistSolvers {
  minimize_calls: number = 0;
  event_calls: number = 0;
  /** dispatches that found an event, by code */
  codes: number[] = [];

  /** Implements MindistSolvers.minimize (@spec spec/ivp/events/tests/timeline_event_tests.spec:14). */
  minimize(mem: Memory, md: Mindist): number {
    this.minimize_calls = (this.minimize_calls + 1) | 0;
    return recalc_mindist(mem, md);
  }

  /** Implements MindistSolvers.minimize_once (@spec spec/ivp/events/tests/timeline_event_tests.spec:18). */
  minimize_once(mem: Memory, md: Mindist): number {
    this.minimize_calls = (this.minimize_calls + 1) | 0;
    return recalc_mindist_once(mem, md);
  }

  /** Implements MindistSolvers.event_dispatch (@spec spec/ivp/events/tests/timeline_event_tests.spec:22). */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void {
    this.event_calls = (this.event_calls + 1) | 0;
    event_solver_dispatch(mem, blk);
    if (blk.event_type !== 0) {
      this.codes.push(blk.event_type);
    }
  }
}

/** Puts a RealEventSolvers back into the zero state `new RealEventSolvers()` gives, in place. */
export function reset_RealEventSolvers(s: RealEventSolvers): void {
  s.minimize_calls = 0;
  s.event_calls = 0;
  s.codes.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_RealEventSolvers(dst: RealEventSolvers, src: RealEventSolvers): void {
  dst.minimize_calls = src.minimize_calls;
  dst.event_calls = src.event_calls;
  for (let i = 0; i < src.codes.length && i < dst.codes.length; i++) dst.codes[i] = src.codes[i];
  if (dst.codes.length > src.codes.length) dst.codes.length = src.codes.length;
  else for (let i = dst.codes.length; i < src.codes.length; i++) dst.codes.push(src.codes[i]);
}
