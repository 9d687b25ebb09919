// GENERATED FILE: do not edit. Engine module ivp.mindist.solvers: 000 §4.5, §4.6, §5.0: the environment's minimize and event solvers: recalc_mindist (0x10019950, M17), its single pass (0x100197f0) and the event table 0x1007632c (E01) from spec/ivp/mindist/solvers.spec (sha256 ee878b8c11b4d78a).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, SnapshotReader, SnapshotWriter, StateHasher } from "../../../runtime/index.js";
import { event_solver_dispatch } from "../events/dispatch.generated.js";
import { EventSolverBlock } from "../events/event_block.generated.js";
import { MindistSolvers } from "./env.generated.js";
import { Mindist } from "./mindist.generated.js";
import { recalc_mindist, recalc_mindist_once } from "./minimize.generated.js";

/** The real solvers: no state of their own. */
export class IvpSolvers implements MindistSolvers {
  /** unused: a record needs a field */
  unused: number = 0;

  /** Implements MindistSolvers.minimize (@spec spec/ivp/mindist/solvers.spec:15). */
  minimize(mem: Memory, md: Mindist): number {
    return recalc_mindist(mem, md);
  }

  /** Implements MindistSolvers.minimize_once (@spec spec/ivp/mindist/solvers.spec:18). */
  minimize_once(mem: Memory, md: Mindist): number {
    return recalc_mindist_once(mem, md);
  }

  /** Implements MindistSolvers.event_dispatch (@spec spec/ivp/mindist/solvers.spec:21). */
  event_dispatch(mem: Memory, blk: EventSolverBlock): void {
    event_solver_dispatch(mem, blk);
  }
}

/** Puts a IvpSolvers back into the zero state `new IvpSolvers()` gives, in place. */
export function reset_IvpSolvers(s: IvpSolvers): void {
  s.unused = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_IvpSolvers(dst: IvpSolvers, src: IvpSolvers): void {
  dst.unused = src.unused;
}

/** Feeds the raw bits of a IvpSolvers to the hasher, field by field in declaration order. */
export function hash_IvpSolvers(s: IvpSolvers, h: StateHasher): void {
  h.enter(s);
  h.i32(s.unused);
}

/** Writes a IvpSolvers to a snapshot stream. */
export function snapshot_IvpSolvers(s: IvpSolvers, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.unused);
}

/** Reads a IvpSolvers back from a snapshot stream written by snapshot_IvpSolvers. */
export function restore_IvpSolvers(s: IvpSolvers, r: SnapshotReader): void {
  r.enter(s);
  s.unused = r.get();
}
