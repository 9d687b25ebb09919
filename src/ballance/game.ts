// The parts of Ballance's scripts that drive the player ball, over a BallanceWorld: a new ball
// (BallManager: Physicalize with Physicalize_GameBall's values, then Physics WakeUp, 003 L177-185,
// L423), the Ball Navigation (four SetPhysicsForce instances with world directions (1, 0, 0),
// (−1, 0, 0), (0, 0, −1), (0, 0, 1), no referentials, the ball kind's force; 003 L265: Create while
// a key is held, Destroy when it is released, WakeUp with a key), the ball change (Trafo: the ball is
// unphysicalized and physicalized again as the new kind where it is) and the reset after a fall
// (unphysicalize, move, physicalize, 003 L501). Everything it changes is the world's state, so a
// game's whole state is its world's.
import { PhysicsInputError } from "../errors.js";
import { integer } from "../check.js";
import { vec3 } from "../math.js";
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

/** The player ball of a world and its scripts. */
export class BallanceGame {
  /** the ball's CK_ID (the level's start entity) */
  readonly ball: number;
  private readonly forces: number[] = [];
  private readonly wake: number;
  private kindName: BallKind;
  private falls = 0;

  constructor(
    readonly world: BallanceWorld,
    kind: BallKind = world.level.start.ball as BallKind,
  ) {
    if (!(BALL_KINDS as readonly string[]).includes(kind)) throw new PhysicsInputError("BallanceGame: kind", `"${String(kind)}" is not a ball kind; pass one of ${BALL_KINDS.join(", ")}`);
    this.kindName = kind;
    this.ball = world.level.start.entity;
    const p = world.level.start.position;
    world.addEntity(this.ball, { position: vec3(p[0], p[1], p[2]) });
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
    return this.kindName;
  }

  /** How many times the ball fell and was reset. */
  get fallCount(): number {
    return this.falls;
  }

  /** One frame: the navigation from the input byte's key bits, then the world's step; a fallen ball is reset. */
  tick(keys: number, deltaMs?: number): FrameReport {
    integer("game.tick: keys", keys, 0, 255);
    const w = this.world;
    for (let k = 0; k < 4; k++) {
      if (keys & (1 << k)) w.create(this.forces[k]);
      else w.destroy(this.forces[k]);
    }
    if (keys & 15) w.wakeUp(this.wake);
    const r = w.step(deltaMs);
    const y = w.entityPosition(this.ball).y;
    if (y < w.level.start.position[1] - FALL_DEPTH) this.reset();
    return r;
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
    this.kindName = kind;
    this.newBall(kind);
  }

  /** A new ball of `kind` at the level's start (the previous one unphysicalized). */
  restart(kind: BallKind): void {
    if (!(BALL_KINDS as readonly string[]).includes(kind)) throw new PhysicsInputError("game.restart: kind", `"${String(kind)}" is not a ball kind; pass one of ${BALL_KINDS.join(", ")}`);
    this.kindName = kind;
    this.reset(false);
  }

  /** The reset after a fall: unphysicalize, move to the start, physicalize (003 L501). */
  reset(fell = true): void {
    const w = this.world;
    for (const f of this.forces) w.destroy(f);
    w.unphysicalize(this.ball);
    const p = w.level.start.position;
    w.setEntityPose(this.ball, { position: vec3(p[0], p[1], p[2]) });
    if (fell) this.falls++;
    this.newBall(this.kindName);
  }

  private newBall(kind: BallKind): void {
    const w = this.world;
    w.physicalize(this.ball, { preset: kind, surface: kind });
    for (const f of this.forces) w.setForcePins(f, { value: PRESETS[kind].force });
    w.wakeUp(this.wake);
  }
}
