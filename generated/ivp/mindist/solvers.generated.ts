// GENERATED FILE: do not edit. Engine module ivp.mindist.solvers: 000 §3.9.3, §5.0: the real minimize and event solvers behind the timeline's MindistSolvers interface from spec/ivp/mindist/solvers.spec (sha256 5a4b03b399b21411).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher } from "../../../runtime/index.js";
import { event_solver_dispatch } from "../events/dispatch.generated.js";
import { EventSolverBlock } from "../events/event_block.generated.js";
import { MindistSolvers } from "./env.generated.js";
import { Mindist } from "./mindist.generated.js";
import { recalc_mindist, recalc_mindist_once } from "./minimize.generated.js";

/**
 * The engine's solvers: the minimize solver and the event solver, stateless (their state lives
 * in the mindists, the caches and the event block), counting their calls.
 */
export class IvpSolvers implements MindistSolvers {
  minimize_calls: number = 0;
  event_calls: number = 0;

  /** Implements MindistSolvers.minimize (@spec spec/ivp/mindist/solvers.spec:17). */
  minimize(mem: Memory, md: Mindist): number {
    this.minimize_calls = (this.minimize_calls + 1) | 0;
    return recalc_mindist(mem, md);
  }

  /** Implements MindistSolvers.minimize_once (@spec spec/ivp/mindist/solvers.spec:21). */
  minimize_once(mem: Memory, md: Mindist): number {
    this.minimize_calls = (this.minimize_calls + 1) | 0;
    return recalc_mindist_once(mem, md);
  }

  /** Implements MindistSolvers.event_dispatch (@spec spec/ivp/mindist/solvers.spec:25). */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void {
    this.event_calls = (this.event_calls + 1) | 0;
    event_solver_dispatch(mem, blk);
  }
}

/** Puts a IvpSolvers back into the zero state `new IvpSolvers()` gives, in place. */
export function reset_IvpSolvers(s: IvpSolvers): void {
  s.minimize_calls = 0;
  s.event_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IvpSolvers(dst: IvpSolvers, src: IvpSolvers): void {
  dst.minimize_calls = src.minimize_calls;
  dst.event_calls = src.event_calls;
}

/** Feeds the raw bits of a IvpSolvers to the hasher, field by field in declaration order. */
export function hash_IvpSolvers(s: IvpSolvers, h: StateHasher): void {
  h.enter(s);
  h.i32(s.minimize_calls);
  h.i32(s.event_calls);
}

/** Writes a IvpSolvers to a snapshot stream. */
export function snapshot_IvpSolvers(s: IvpSolvers, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.minimize_calls);
  w.put(s.event_calls);
}

/** Reads a IvpSolvers back from a snapshot stream written by snapshot_IvpSolvers. */
export function restore_IvpSolvers(s: IvpSolvers, r: SnapshotReader): void {
  r.enter(s);
  s.minimize_calls = r.get();
  s.event_calls = r.get();
}
