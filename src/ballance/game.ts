// The parts of Ballance's scripts that drive the player ball, over a BallanceWorld: a new ball
// (BallManager: Physicalize with Physicalize_GameBall's values, then Physics WakeUp, 003 L177-185,
// L423), the Ball Navigation (four SetPhysicsForce instances with world directions (1, 0, 0),
// (−1, 0, 0), (0, 0, −1), (0, 0, 1), no referentials, the ball kind's force; 003 L265: Create while
// a key is held, Destroy when it is released, WakeUp with a key), the ball change (Trafo: the ball is
// unphysicalized and physicalized again as the new kind where it is) and the reset after a fall
// (unphysicalize, move, physicalize, 003 L501). Everything it changes is the world's state, or two
// words of its own (the ball kind and the fall count) kept in an Int32Array the caller may give, so
// that a lockstep adapter saves and hashes them with the world (scenes/lockstep.ts).
import { PhysicsInputError } from "../errors.js";
import { integer } from "../check.js";
import { vec3, type Vec3 } from "../math.js";
import { PRESETS, BALL_KINDS, type BallKind } from "./presets.js";
import type { BallanceWorld, FrameReport } from "./world.js";

/** The navigation keys: bits of a frame's input byte, and the world direction each pushes along. */
export const KEY_PLUS_X = 1;
export const KEY_MINUS_X = 2;
export const KEY_MINUS_Z = 4;
export const KEY_PLUS_Z = 8;
const DIRECTIONS: readonly [number, number, number][] = [[1, 0, 0], [-1, 0, 0], [0, 0, -1], [0, 0, 1]];

/** How far below the level's lowest start height a ball counts as fallen (m). */
export const FALL_DEPTH = 40;

/** Options of a BallanceGame beyond its world and ball kind. */
export interface BallanceGameOptions {
  /** the ball's CK_ID (default the level's start entity): a new entity of the world */
  ball?: number;
  /** where the ball starts and restarts (default the level's start position) */
  start?: Vec3;
  /** two Int32 words the game keeps its own state in (ball kind index, falls); default its own */
  state?: Int32Array;
}

/** The player ball of a world and its scripts. */
export class BallanceGame {
  /** the ball's CK_ID (the level's start entity unless given) */
  readonly ball: number;
  /** where the ball starts and restarts */
  readonly start: Vec3;
  private readonly forces: number[] = [];
  private readonly wake: number;
  /** [index of the ball kind in BALL_KINDS, falls] */
  private readonly words: Int32Array;

  constructor(
    readonly world: BallanceWorld,
    kind: BallKind = world.level.start.ball as BallKind,
    o: BallanceGameOptions = {},
  ) {
    if (!(BALL_KINDS as readonly string[]).includes(kind)) throw new PhysicsInputError("BallanceGame: kind", `"${String(kind)}" is not a ball kind; pass one of ${BALL_KINDS.join(", ")}`);
    if (o.state !== undefined && !(o.state instanceof Int32Array && o.state.length === 2)) throw new PhysicsInputError("BallanceGame: state", "pass an Int32Array of 2 words (or none)");
    this.words = o.state ?? new Int32Array(2);
    this.words[0] = BALL_KINDS.indexOf(kind);
    this.words[1] = 0;
    this.ball = o.ball ?? world.level.start.entity;
    const p = world.level.start.position;
    this.start = o.start ?? vec3(p[0], p[1], p[2]);
    world.addEntity(this.ball, { position: this.start });
    for (const d of DIRECTIONS) {
      const f = world.addBlock("SetPhysicsForce", this.ball);
      world.setForcePins(f, { direction: vec3(d[0], d[1], d[2]), value: PRESETS[kind].force });
      this.forces.push(f);
    }
    this.wake = world.addBlock("PhysicsWakeUp", this.ball);
    this.newBall(kind);
  }

  /** The current ball kind. */
  get kind(): BallKind {
    return BALL_KINDS[this.words[0]];
  }

  /** How many times the ball fell and was reset. */
  get fallCount(): number {
    return this.words[1];
  }

  /** One frame: the navigation from the input byte's key bits, then the world's step; a fallen ball is reset. */
  tick(keys: number, deltaMs?: number): FrameReport {
    this.steer(keys);
    const r = this.world.step(deltaMs);
    this.afterStep();
    return r;
  }

  /**
   * The Ball Navigation for one frame before the world steps (a world with several balls steers
   * each, steps once, then calls each one's afterStep): a key held creates its force, a key
   * released destroys it, any key wakes the ball.
   */
  steer(keys: number): void {
    integer("game.steer: keys", keys, 0, 255);
    const w = this.world;
    for (let k = 0; k < 4; k++) {
      if (keys & (1 << k)) w.create(this.forces[k]);
      else w.destroy(this.forces[k]);
    }
    if (keys & 15) w.wakeUp(this.wake);
  }

  /** After the world's step: a ball that fell more than FALL_DEPTH below its start is reset. */
  afterStep(): void {
    if (this.world.entityPosition(this.ball).y < this.start.y - FALL_DEPTH) this.reset();
  }

  /** Trafo: the ball becomes `kind` where it is (unphysicalized, physicalized again, woken). */
  change(kind: BallKind): void {
    if (!(BALL_KINDS as readonly string[]).includes(kind)) throw new PhysicsInputError("game.change: kind", `"${String(kind)}" is not a ball kind; pass one of ${BALL_KINDS.join(", ")}`);
    const w = this.world;
    for (const f of this.forces) w.destroy(f);
    w.unphysicalize(this.ball);
    // the written matrix is the ball's pose; the new ball starts at rest, upright
    const at = w.entityPosition(this.ball);
    w.setEntityPose(this.ball, { position: at });
    this.words[0] = BALL_KINDS.indexOf(kind);
    this.newBall(kind);
  }

  /** A new ball of `kind` at the level's start (the previous one unphysicalized). */
  restart(kind: BallKind): void {
    if (!(BALL_KINDS as readonly string[]).includes(kind)) throw new PhysicsInputError("game.restart: kind", `"${String(kind)}" is not a ball kind; pass one of ${BALL_KINDS.join(", ")}`);
    this.words[0] = BALL_KINDS.indexOf(kind);
    this.reset(false);
  }

  /** The reset after a fall: unphysicalize, move to the start, physicalize (003 L501). */
  reset(fell = true): void {
    const w = this.world;
    for (const f of this.forces) w.destroy(f);
    w.unphysicalize(this.ball);
    w.setEntityPose(this.ball, { position: this.start });
    if (fell) this.words[1]++;
    this.newBall(this.kind);
  }

  private newBall(kind: BallKind): void {
    const w = this.world;
    w.physicalize(this.ball, { preset: kind, surface: kind });
    for (const f of this.forces) w.setForcePins(f, { value: PRESETS[kind].force });
    w.wakeUp(this.wake);
  }
}
