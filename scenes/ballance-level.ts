// The Ballance level of `npm start` (issue 15) as a workload: a generated level (seed 1), the three
// ball kinds in turn (each from the level's start for `FRAMES_PER_BALL` frames of 1/60 s, at the
// game's time factor 2), steered by a scripted input: the Ball Navigation's +x force held, and the
// ±z forces when the ball strays more than 0.5 m from the track's axis; the sound scripts' collision
// and continuous-contact listeners on the ball. Returns the hash of the whole
// world state's raw bits. With a `log` callback it reports a line per second of game time. Pure
// computation (no I/O, no timers), so it runs unchanged in V8 and in QuickJS.
import { generateLevel } from "../src/ballance/generator.js";
import { parseLevel, type BallanceLevel } from "../src/ballance/level.js";
import { createBallanceWorld, type BallanceWorld } from "../src/ballance/world.js";
import { BallanceGame, KEY_MINUS_Z, KEY_PLUS_X, KEY_PLUS_Z } from "../src/ballance/game.js";
import { BALL_KINDS } from "../src/ballance/presets.js";

/** Frames each ball kind plays (10 s of game time at 60 frames per second). */
export const FRAMES_PER_BALL = 600;
export const SEED = 1;

/** The scripted input of a frame: +x, and a z correction toward the track's axis. */
export function scriptedKeys(world: BallanceWorld, ball: number): number {
  const z = world.entityPosition(ball).z;
  let keys = KEY_PLUS_X;
  if (z > 0.5) keys |= KEY_MINUS_Z;
  else if (z < -0.5) keys |= KEY_PLUS_Z;
  return keys;
}

export interface SecondLine {
  second: number;
  ball: string;
  frames: number;
  psis: number;
  events: number;
  impacts: number;
  sleeps: number;
  wakes: number;
  outputs: number;
  x: number;
  y: number;
  z: number;
  speed: number;
}

export function level(): BallanceLevel {
  return parseLevel(generateLevel({ seed: SEED }), { file: `generated-${SEED}` });
}

/** Runs `frames` frames (default three balls' worth); `log` gets a line per second of game time. */
export function run(frames = FRAMES_PER_BALL * BALL_KINDS.length, log?: (line: SecondLine) => void): { hash: string; calls: number } {
  const world = createBallanceWorld({ level: level(), transactional: false });
  const game = new BallanceGame(world, BALL_KINDS[0]);
  // the sound scripts' listeners on the ball (Sound.nmo, 003 L396-414): hit sounds and rolling sounds
  const hits = world.addBlock("PhysicsCollDetection", game.ball);
  world.setCollisionPins(hits, { min: 1, max: 20, sleep: 0.1 });
  world.create(hits);
  const rolling = world.addBlock("PhysicsContinuousContact", game.ball);
  world.setContactPins(rolling, { delayStart: 0.3, delayEnd: 0.3, groups: 3 });
  world.create(rolling);
  let acc = { frames: 0, psis: 0, events: 0, impacts: 0, sleeps: 0, wakes: 0, outputs: 0 };
  for (let f = 0; f < frames; f++) {
    const k = Math.floor(f / FRAMES_PER_BALL) % BALL_KINDS.length;
    if (f > 0 && f % FRAMES_PER_BALL === 0) {
      game.restart(BALL_KINDS[k]);
      // the listeners went with the old ball's object: made again for the new one
      world.create(hits);
      world.create(rolling);
    }
    const r = game.tick(scriptedKeys(world, game.ball));
    acc.frames++;
    acc.psis += r.psis;
    acc.events += r.events;
    acc.impacts += r.impacts;
    acc.sleeps += r.sleeps;
    acc.wakes += r.wakes;
    acc.outputs += r.outputs.length;
    if (log && (f + 1) % 60 === 0) {
      const p = world.entityPosition(game.ball);
      const v = world.velocityOf(game.ball);
      const speed = v ? Math.sqrt(v.x * v.x + v.y * v.y + v.z * v.z) : 0;
      log({ second: (f + 1) / 60, ball: game.kind, ...acc, x: p.x, y: p.y, z: p.z, speed });
      acc = { frames: 0, psis: 0, events: 0, impacts: 0, sleeps: 0, wakes: 0, outputs: 0 };
    }
  }
  return { hash: world.hash(), calls: world.engine.world.env.psi_count };
}
