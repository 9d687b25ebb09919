// GENERATED FILE: do not edit. Conformance tests of module ivp.events.tests.dispatch_tests from spec/ivp/events/tests/dispatch_tests.spec (sha256 3d80d49433abb558).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { dt_dispatch, dt_setup } from "../support/dispatch_tests.generated.js";
import { EventsWorld, ev_block, ev_cache_refs } from "../support/event_fixtures.generated.js";
import { event_solver_dispatch } from "../../../../../generated/ivp/events/dispatch.generated.js";
import { EventSolverBlock } from "../../../../../generated/ivp/events/event_block.generated.js";
import { Mindist } from "../../../../../generated/ivp/mindist/mindist.generated.js";

describe("000 §5.0.1, §6.1: the event table 0x1007632c (E01, C01, C23, C30)", () => {
  it("BF through the table: the ball in synapse 0 with k = 0 and a face in synapse 1 reaches 0x1002d4d0 and BF (no event 0.1 above the hit distance), giving back both caches [000:L2944]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const md: Mindist = dt_setup(mem, w);
    const blk: EventSolverBlock = ev_block(w, md, 1, 1);
    blk.event_type = 0x7f;
    event_solver_dispatch(mem, blk);
    $expect.compare(blk.event_type, "==", 0, "i32", mode, "spec/ivp/events/tests/dispatch_tests.spec:34");
    $expect.compare(blk.event_time, "==", blk.t_max, "f64", mode, "spec/ivp/events/tests/dispatch_tests.spec:35");
    $expect.compare(ev_cache_refs(w), "==", 0, "i32", mode, "spec/ivp/events/tests/dispatch_tests.spec:36");
  });

  it("C30: the eight illegal entries KP, FP, FK, FF, PB, KB, FB, KF stop at 0x1002d850's assertion [000:L3465]", () => {
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const md: Mindist = dt_setup(mem, w);
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 1, 0, 0);
    }, "entry 4 (status 1 against 0) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:42");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 2, 0, 0);
    }, "entry 8 (status 2 against 0) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:45");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 2, 1, 0);
    }, "entry 9 (status 2 against 1) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:48");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 2, 2, 0);
    }, "entry 10 (status 2 against 2) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:51");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 0, 3, 0);
    }, "entry 3 (status 0 against 3) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:54");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 1, 3, 0);
    }, "entry 7 (status 1 against 3) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:57");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 2, 3, 0);
    }, "entry 11 (status 2 against 3) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:60");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 1, 2, 0);
    }, "entry 6 (status 1 against 2) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:63");
  });

  it("C30: a ball-polygon mindist with the sort flag set reads the polygon first (FB) and stops: the ball must be synapse 0 with k = 0 [000:L2958]", () => {
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const md: Mindist = dt_setup(mem, w);
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 3, 2, 1);
    }, "entry 11 (status 2 against 3) is illegal", "spec/ivp/events/tests/dispatch_tests.spec:71");
  });

  it("C23: the backside status 5 never reaches the table (an assertion where the original would index past it) [000:L2227]", () => {
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const md: Mindist = dt_setup(mem, w);
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 3, 5, 0);
    }, "is not a feature status", "spec/ivp/events/tests/dispatch_tests.spec:79");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 5, 2, 0);
    }, "is not a feature status", "spec/ivp/events/tests/dispatch_tests.spec:82");
  });

  it("C01, C29: the polygon entry 0x1002d6c0's cases PP, PK, PF and KK (codes 0x10-0x42 of 000 §6.11) are not yet supported [000:L3871]", () => {
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const md: Mindist = dt_setup(mem, w);
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 0, 0, 0);
    }, "case PP (0x1002bcf0, 000 §6.8) of mindist 0 is not yet supported", "spec/ivp/events/tests/dispatch_tests.spec:90");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 0, 1, 0);
    }, "case PK (0x1002c820, 000 §6.9) of mindist 0 is not yet supported", "spec/ivp/events/tests/dispatch_tests.spec:93");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 0, 2, 0);
    }, "case PF (0x1002aed0, 000 §6.7) of mindist 0 is not yet supported", "spec/ivp/events/tests/dispatch_tests.spec:96");
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 1, 1, 0);
    }, "case KK (0x1002b690, 000 §6.10) of mindist 0 is not yet supported", "spec/ivp/events/tests/dispatch_tests.spec:99");
  });

  it("the ball-polygon entry asserts on a polygon synapse status outside 0..2 only through a corrupted table route: synapse 0 must be the ball [000:L2958]", () => {
    const mem = new Memory();
    const w: EventsWorld = new EventsWorld();
    const md: Mindist = dt_setup(mem, w);
    // PB with k = 1 reads (3, 0): the ball row, but synapse 0 holds the point
    $expect.asserts(() => {
      dt_dispatch(mem, w, md, 0, 3, 1);
    }, "synapse 0 of mindist 0 is not the ball", "spec/ivp/events/tests/dispatch_tests.spec:108");
  });
});
