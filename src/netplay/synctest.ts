// SyncTest (GGPO's and GGRS's name): proves a world's rollback on one machine. Every tick the world
// steps forward and its hash is recorded; then it rolls back k ticks (restores the snapshot taken k
// ticks earlier), re-steps those k ticks with the same inputs and must reach the same hash. k
// cycles 1, 2, …, maxK tick after tick, so one run checks every rollback depth from every phase of
// the scene, in 1 + (maxK + 1)/2 steps per tick instead of maxK separate runs.
//
// With k(t) = 1 + (t mod maxK) the restored frame is always the last multiple of maxK, so only
// one snapshot in maxK is taken (each is restored maxK times): the cost per tick is one step, two
// hashes, one restore, (maxK + 1)/2 re-steps and 1/maxK snapshot. A world that saves raw
// (LockstepWorld.save, D-NETPLAY-13) is saved and loaded raw, as a session does, except that every
// rollback of the deepest k restores the bytes `encode` gives (what a joiner receives): both paths
// are proven on every scene.
import type { LockstepGame, LockstepWorld, SavedState } from "./world.js";
import { checkInputShape } from "./world.js";
import { firstDifference, type FieldDifference } from "./desync.js";

export interface SyncTestOptions {
  /** ticks to run (each followed by a rollback) */
  ticks: number;
  /** the deepest rollback (GGPO/GGRS: 8) */
  maxRollback?: number;
  players: number;
  /** fills out[p] with player p's input for `tick` */
  inputs(tick: number, out: Uint8Array[]): void;
}

export interface SyncTestResult {
  game: string;
  ticks: number;
  rollbacks: number;
  /** rollbacks of each depth k = 1 … maxRollback (index k − 1) */
  rollbacksByDepth: number[];
  /** every world.step call: the forward ticks plus the re-simulated ones */
  steps: number;
  resimulated: number;
  snapshots: number;
  restores: number;
  hashes: number;
  /** the hash after the last tick */
  finalHash: string;
}

export class SyncTestFailure extends Error {
  constructor(
    readonly game: string,
    readonly frame: number,
    readonly depth: number,
    readonly expected: string,
    readonly actual: string,
    readonly difference: FieldDifference | null,
  ) {
    super(
      `${game}: SyncTest desync at frame ${frame} after a rollback of ${depth} tick${depth === 1 ? "" : "s"}: hash ${actual}, forward run ${expected}` +
        (difference ? `; first differing field ${difference.path} (forward ${difference.expected}, after rollback ${difference.actual})` : ""),
    );
  }
}

/** Runs the SyncTest on a fresh world of `game`; throws a SyncTestFailure naming the first differing field. */
export function syncTest(game: LockstepGame, o: SyncTestOptions): SyncTestResult {
  const maxK = o.maxRollback ?? 8;
  if (!(Number.isInteger(maxK) && maxK >= 1 && maxK <= 64)) throw new RangeError(`syncTest: maxRollback is ${maxK}; give an integer 1 … 64`);
  if (!(Number.isInteger(o.ticks) && o.ticks >= 0)) throw new RangeError(`syncTest: ticks is ${o.ticks}; give a whole number`);
  const world = game.create(o.players);
  const inputs = Array.from({ length: o.players }, () => new Uint8Array(game.inputSize));
  // the inputs of the ticks a rollback may re-step (a window of maxK ticks)
  const history = Array.from({ length: maxK }, () => Array.from({ length: o.players }, () => new Uint8Array(game.inputSize)));
  const r: SyncTestResult = { game: game.name, ticks: o.ticks, rollbacks: 0, rollbacksByDepth: new Array(maxK).fill(0), steps: 0, resimulated: 0, snapshots: 0, restores: 0, hashes: 0, finalHash: world.hash() };
  r.hashes++;
  const raw = world.save && world.load && world.encode ? { save: world.save.bind(world), load: world.load.bind(world), encode: world.encode.bind(world) } : null;
  let saved: Uint8Array | null = null;
  let kept: SavedState | undefined;
  let savedFrame = -1;
  for (let t = 0; t < o.ticks; t++) {
    if (t % maxK === 0) {
      if (raw) kept = raw.save(kept);
      else saved = world.snapshot();
      savedFrame = t;
      r.snapshots++;
    }
    o.inputs(t, inputs);
    const slot = history[t % maxK];
    for (let p = 0; p < o.players; p++) {
      checkInputShape(game, p, inputs[p]);
      slot[p].set(inputs[p]);
    }
    world.step(slot);
    r.steps++;
    const forward = world.hash();
    r.hashes++;
    // roll back k = 1 + (t mod maxK): to frame t + 1 − k, the last multiple of maxK
    const k = 1 + (t % maxK);
    if (!raw) world.restore(saved!);
    else if (k === maxK) world.restore(raw.encode(kept!));
    else raw.load(kept!);
    r.restores++;
    for (let f = savedFrame; f <= t; f++) world.step(history[f % maxK]);
    r.steps += k;
    r.resimulated += k;
    r.rollbacks++;
    r.rollbacksByDepth[k - 1]++;
    const again = world.hash();
    r.hashes++;
    if (again !== forward) {
      const difference = diffAgainstForward(game, o, t + 1, world);
      throw new SyncTestFailure(game.name, t + 1, k, forward, again, difference);
    }
    r.finalHash = again;
  }
  return r;
}

/** Re-runs a fresh world forward to `frame` without rollbacks and names the first field that differs. */
function diffAgainstForward(game: LockstepGame, o: SyncTestOptions, frame: number, rolled: LockstepWorld): FieldDifference | null {
  const fresh = game.create(o.players);
  const inputs = Array.from({ length: o.players }, () => new Uint8Array(game.inputSize));
  for (let t = 0; t < frame; t++) {
    o.inputs(t, inputs);
    fresh.step(inputs);
  }
  return firstDifference(fresh.stateFields(), rolled.stateFields());
}
