// GENERATED FILE: do not edit. Engine module ivp.events.tests.dispatch_tests: 000 §5.0.1, §6.1: cases for the event table 0x1007632c (E01): its illegal entries (C30), the statuses that must never reach it (C23) and the polygon entries not yet supported (C01, C29) from spec/ivp/events/tests/dispatch_tests.spec (sha256 3d80d49433abb558).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory } from "../../../../../runtime/index.js";
import { EV_T0, EventsWorld, ev_ball, ev_block, ev_floor_mindist, ev_run_to, ev_world } from "./event_fixtures.generated.js";
import { event_solver_dispatch } from "../../../../../generated/ivp/events/dispatch.generated.js";
import { Mindist, SYNAPSE_STATUS_FACE, mindist_flip_sort, mindist_sort_flag } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

/**
 * A ball-floor mindist at t_now = 2^-10 (the ball resting 0.1 above the face), and a block for a
 * direct call; the test then sets the synapse statuses it dispatches on.
 *
 * @design Test fixture: a mindist whose statuses the cases overwrite.
 * @unit E01
 * @float x87
 * @spec spec/ivp/events/tests/dispatch_tests.spec:8
 */
export function dt_setup(mem: Memory, w: EventsWorld): Mindist {
  ev_world(mem, w);
  const ball: RealObject = ev_ball(w, 0.25, 0.25, 0.35, 0.25, 0, 0, 0);
  ev_run_to(mem, w, EV_T0);
  return ev_floor_mindist(mem, w, ball, SYNAPSE_STATUS_FACE, w.e0);
}

/**
 * Dispatches md with synapse statuses (s0, s1) and sort flag k (0 or 1).
 *
 * @design Test fixture: one dispatch on scripted statuses.
 * @unit E01
 * @float x87
 * @spec spec/ivp/events/tests/dispatch_tests.spec:18
 */
export function dt_dispatch(mem: Memory, w: EventsWorld, md: Mindist, s0: number, s1: number, k: number): void {
  md.syn[0].status = s0;
  md.syn[1].status = s1;
  if (mindist_sort_flag(md) !== k) {
    mindist_flip_sort(md);
  }
  event_solver_dispatch(mem, ev_block(w, md, 1, 1));
}
