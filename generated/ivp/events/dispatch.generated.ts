// GENERATED FILE: do not edit. Engine module ivp.events.dispatch: 000 §5.0.1, §6.1: the event-solver table 0x1007632c (filled by 0x1002d860), its illegal entry 0x1002d850 and the polygon entry 0x1002d6c0 from spec/ivp/events/dispatch.spec (sha256 f734af48f3c65ecc).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, assertFail } from "../../../runtime/index.js";
import { event_ball_ball, event_ball_polygon } from "./ball_events.generated.js";
import { EventSolverBlock } from "./event_block.generated.js";
import { Mindist, Synapse, mindist_sorted_synapse } from "../mindist/mindist.generated.js";

/** The entries' addresses (L2938-2946). */
export const EVENT_ENTRY_POLYGON: number = 0x1002d6c0;
export const EVENT_ENTRY_BALL_POLYGON: number = 0x1002d4d0;
export const EVENT_ENTRY_BALL_BALL: number = 0x1002d5f0;
export const EVENT_ENTRY_ILLEGAL: number = 0x1002d850;
/**
 * The table 0x1007632c as 0x1002d860 fills it: row = status(first), column = status(second),
 * statuses 0 P, 1 K, 2 F, 3 B.
 */
export const EVENT_TABLE: Uint32Array = Uint32Array.of(0x1002d6c0, 0x1002d6c0, 0x1002d6c0, 0x1002d850, 0x1002d850, 0x1002d6c0, 0x1002d850, 0x1002d850, 0x1002d850, 0x1002d850, 0x1002d850, 0x1002d850, 0x1002d4d0, 0x1002d4d0, 0x1002d4d0, 0x1002d5f0);

/**
 * The polygon entry 0x1002d6c0 (C01): PP, PK, PF and KK are a later issue. Each stops here with
 * the case it would run; nothing has been read or changed.
 *
 * @source 000_b83935d7d7846899.txt §6.1 0x1002d6c0 (switch on (A.status, B.status): PP, PK, PF, KK)
 * @unit C01
 * @float x87
 * @spec spec/ivp/events/dispatch.spec:34
 */
export function event_polygon_entry(blk: EventSolverBlock, sa: number, sb: number): void {
  const md: Mindist | null = blk.mindist;
  if (!!(sa === 0 && sb === 0)) assertFail("spec/ivp/events/dispatch.spec:36", "event solver: the polygon case PP (0x1002bcf0, 000 §6.8) of mindist {} is not yet supported (a later issue)", [md!.id]);
  if (!!(sa === 0 && sb === 1)) assertFail("spec/ivp/events/dispatch.spec:37", "event solver: the polygon case PK (0x1002c820, 000 §6.9) of mindist {} is not yet supported (a later issue)", [md!.id]);
  if (!!(sa === 0 && sb === 2)) assertFail("spec/ivp/events/dispatch.spec:38", "event solver: the polygon case PF (0x1002aed0, 000 §6.7) of mindist {} is not yet supported (a later issue)", [md!.id]);
  if (!!(sa === 1 && sb === 1)) assertFail("spec/ivp/events/dispatch.spec:39", "event solver: the polygon case KK (0x1002b690, 000 §6.10) of mindist {} is not yet supported (a later issue)", [md!.id]);
  assertFail("spec/ivp/events/dispatch.spec:40", "event solver: the polygon entry has no case for status {} against {} (the original writes to address 0)", [sa, sb]);
}

/**
 * The event solver (the call [idx·4 + 0x1007632c] at 0x10017b3b in FUN_10017870): the entry of
 * status(first)·4 + status(second) on the filled block; it writes blk.event_type and
 * blk.event_time (spec/ivp/events/README.md).
 *
 * @source 000_b83935d7d7846899.txt §5.0.1; §6.1; §5.2.2 table 0x1007632c (0x1002d860), call at 0x10017b3b
 * @unit E01
 * @float x87
 * @spec spec/ivp/events/dispatch.spec:48
 */
export function event_solver_dispatch(mem: Memory, blk: EventSolverBlock): void {
  const md: Mindist | null = blk.mindist;
  if (md === null) assertFail("spec/ivp/events/dispatch.spec:50", "event solver: the block has no mindist");
  const first: Synapse = mindist_sorted_synapse(md!, 0);
  const second: Synapse = mindist_sorted_synapse(md!, 1);
  const sa: number = first.status;
  const sb: number = second.status;
  if (!(sa >= 0 && sa <= 3 && sb >= 0 && sb <= 3)) assertFail("spec/ivp/events/dispatch.spec:55", "event table 0x1007632c: synapse status {} against {} of mindist {} is not a feature status (0-3; status 5, backside, never reaches the table: C23)", [sa, sb, md!.id]);
  const idx: number = (Math.imul(sa, 4) + sb) | 0;
  const entry: number = EVENT_TABLE[idx];
  if (entry === EVENT_ENTRY_BALL_POLYGON) {
    event_ball_polygon(mem, blk);
  } else if (entry === EVENT_ENTRY_BALL_BALL) {
    event_ball_ball(blk);
  } else if (entry === EVENT_ENTRY_POLYGON) {
    event_polygon_entry(blk, sa, sb);
  } else {
    assertFail("spec/ivp/events/dispatch.spec:65", "event table 0x1007632c: entry {} (status {} against {}) is illegal (0x1002d850 writes to address 0: KP, FP, FK, FF, PB, KB, FB, KF)", [idx, sa, sb]);
  }
}
