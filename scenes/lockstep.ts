// The example scenes as lockstep worlds: the one place that knows what each scene simulates and
// how its inputs are encoded. The SyncTest, the peer tests, the golden scene hashes, the cost
// benchmark and the example all take their scenes from EXAMPLE_SCENES, so a new scene joins every
// table by one line there.
//
// The two PS2 scenes are worlds of the public API (createWorld over one shared level), adapted by
// lockstepPs2World: the world's own snapshot (about 0.5 KB), hash and field paths carry the
// physics, and a few Int32 words carry each scene's state outside it (the script's place, the
// tick). They move exactly as the spec's scenes (spec/ps2/scene_room.spec, scene_room_input.spec):
// conformance/netplay/scene-input.test.ts compares every human's position bit for bit each tick.
// Pure computation, so it also runs unchanged in QuickJS, SpiderMonkey, JavaScriptCore and Chromium.
import { vec3, type Ps2Level, type Vec3 } from "../src/index.js";
import { createWorld } from "../src/ps2/world.js";
import { lockstepPs2World } from "../src/netplay/ps2.js";
import type { LockstepGame } from "../src/netplay/world.js";
import { createRoom, roomLevel, stepRoom, type RoomScript } from "../examples/ps2-room.js";
import { lockstepBallanceWorld } from "../src/netplay/ballance.js";
import { createBallanceWorld } from "../src/ballance/world.js";
import { BallanceGame, KEY_MINUS_X, KEY_MINUS_Z, KEY_PLUS_X, KEY_PLUS_Z } from "../src/ballance/game.js";
import { BALL_KINDS } from "../src/ballance/presets.js";
import { generateLevel } from "../src/ballance/generator.js";
import { parseLevel, type BallanceLevel } from "../src/ballance/level.js";

const f = Math.fround;
const DT = 1 / 30;

/** The room's level, built once and shared by every world of both scenes (a level is static). */
let level: Ps2Level | null = null;
const room = (): Ps2Level => (level ??= roomLevel());

/** The scripted walk's place kept in the world's game state: [target, since, updates]. */
class ScriptWords implements RoomScript {
  constructor(private readonly w: Int32Array) {}
  get target() {
    return this.w[0];
  }
  set target(v: number) {
    this.w[0] = v;
  }
  get since() {
    return this.w[1];
  }
  set since(v: number) {
    this.w[1] = v;
  }
  get updates() {
    return this.w[2];
  }
  set updates(v: number) {
    this.w[2] = v;
  }
}

/** The scripted PS2 room of `npm start` (D-SCENE-1, examples/ps2-room.ts): it takes no input; the player walks its path. */
export const PS2_ROOM: LockstepGame = {
  name: "ps2-room",
  inputSize: 0,
  create(players: number) {
    if (players !== 1) throw new RangeError(`ps2-room: the scripted room has one (scripted) player, not ${players}`);
    const state = new Int32Array(3);
    // inputs are checked before a tick and the script cannot fail: no per-move undo (transactional: false)
    const r = createRoom(undefined, false, room(), new ScriptWords(state));
    return lockstepPs2World(r.world, { name: "ps2-room", state, step: () => stepRoom(r) });
  },
  checkInput() {},
};

/** Input of the input room: 2 bytes per player per tick, the stick's x and y as signed bytes. */
export const STICK_BYTES = 2;

export function encodeStick(x: number, y: number, out: Uint8Array = new Uint8Array(STICK_BYTES)): Uint8Array {
  out[0] = x & 0xff;
  out[1] = y & 0xff;
  return out;
}

const stickAxis = (b: number) => (b << 24) >> 24;

/**
 * Where player i starts (InputRoom_Spawn): two columns (x 1.0, 2.2) by four rows (y 1.0, 2.4, 3.8,
 * 6.6) on the low floor, in f32 steps as the spec computes them.
 */
export function spawnOf(i: number): Vec3 {
  const row = Math.floor(i / 2);
  return vec3(f(1 + f((i % 2) * f(1.2))), row === 3 ? f(6.6) : f(1 + f(row * f(1.4))), 0);
}

/**
 * The velocity a stick asks for (InputRoom_StickVelocity): (x, y) × 3/127 m/s with the stick's
 * length capped at 127 (a diagonal is no faster than an axis), every step in f32.
 */
export function stickVelocity(sx: number, sy: number): Vec3 {
  const d2 = f(f(sx * sx) + f(sy * sy));
  const k = d2 > 16129 ? f(3 / f(Math.sqrt(d2))) : f(3 / 127);
  return vec3(f(sx * k), f(sy * k), 0);
}

function checkStick(player: number, input: Uint8Array): void {
  for (const [axis, b] of [
    ["x", input[0]],
    ["y", input[1]],
  ] as const) {
    const v = stickAxis(b);
    if (v < -127) throw new RangeError(`ps2-room-input: player ${player}'s stick ${axis} is ${v} (byte 0x${b.toString(16)}); each axis takes −127 … 127`);
  }
}

/**
 * The input-driven room (D-NETPLAY-2; the spec's InputRoom through the public API): 1 … 8 player
 * humans, each moved per tick by its stick, then the second human (standing, moved only by
 * pushes); the box as in the scripted room. Game state: the tick.
 */
export const PS2_ROOM_INPUT: LockstepGame = {
  name: "ps2-room-input",
  inputSize: STICK_BYTES,
  create(players: number) {
    if (!(Number.isInteger(players) && players >= 1 && players <= 8))
      throw new RangeError(`ps2-room-input: ${players} players asked for; the room holds 1 … 8 players`);
    const world = createWorld({ level: room(), transactional: false });
    const humans: number[] = [];
    for (let i = 0; i < players; i++) humans.push(world.addHuman({ position: spawnOf(i), player: i }));
    const other = world.addHuman({ position: vec3(8.6, 2, 0), pushSphere: false });
    world.addBox({ position: vec3(3, 5, 0), width: 1, height: 1 });
    const state = new Int32Array(1);
    const still = vec3(0, 0, 0);
    return lockstepPs2World(world, {
      name: "ps2-room-input",
      state,
      step(inputs) {
        if (inputs.length !== players) throw new RangeError(`ps2-room-input: ${inputs.length} inputs for ${players} players; give one per player`);
        // every stick is checked before anyone moves: a bad input changes nothing
        inputs.forEach((input, p) => checkStick(p, input));
        for (let p = 0; p < players; p++) world.move(humans[p], stickVelocity(stickAxis(inputs[p][0]), stickAxis(inputs[p][1])), DT);
        world.move(other, still, DT);
        state[0]++;
      },
    });
  },
  checkInput: checkStick,
};

/** A seeded 32-bit integer mix (integer operations only: the same in every engine). */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * A scripted player for tests and golden runs: the stick holds one direction for 45 ticks, then
 * another, chosen from (seed, player, segment); one segment in eight stands still.
 */
export function scriptedStick(seed: number, player: number, tick: number, out: Uint8Array): Uint8Array {
  const h = mix32(seed ^ Math.imul(player + 1, 0x9e3779b9) ^ Math.imul(Math.floor(tick / 45) + 1, 0x85ebca6b));
  if ((h >>> 24) % 8 === 0) return encodeStick(0, 0, out);
  return encodeStick(Math.max(-127, (h & 0xff) - 128), Math.max(-127, ((h >>> 8) & 0xff) - 128), out);
}

/** The Ballance level's seed: the level of `npm start` (scenes/ballance-level.ts). */
const BALLANCE_SEED = 1;
/** The Ballance level, built once and shared by every world of the scene, and its goal line (x, m). */
let ballance: { level: BallanceLevel; goalX: number } | null = null;
function ballanceLevel() {
  if (ballance) return ballance;
  const d = generateLevel({ seed: BALLANCE_SEED });
  const goal = d.info?.goal as [number, number];
  return (ballance = { level: parseLevel(d, { file: `generated-${BALLANCE_SEED}` }), goalX: goal[0] });
}

/** The navigation keys of the Ballance scene's input byte (bits 0-3; the other bits must be zero). */
const NAV_KEYS = KEY_PLUS_X | KEY_MINUS_X | KEY_MINUS_Z | KEY_PLUS_Z;

function checkKeys(player: number, input: Uint8Array): void {
  if (input[0] & ~NAV_KEYS)
    throw new RangeError(`ballance-level: player ${player}'s keys are 0x${input[0].toString(16)}; only bits 0-3 (+x, −x, −z, +z) may be set`);
}

/** Where player p's ball starts in a game of n players: the level's start, the balls side by side 2.5 m apart along z. */
export function ballStartOf(p: number, n: number): Vec3 {
  const s = ballanceLevel().level.start.position;
  return vec3(s[0], s[1], f(s[2] + f((p - (n - 1) / 2) * 2.5)));
}

/**
 * The Ballance level as a lockstep game (D-NETPLAY-11): the generated level of `npm start`, one
 * player ball per player (1 … 4), player p's of kind BALL_KINDS[p mod 3], side by side at the
 * start; each with the Ball Navigation (four SetPhysicsForce blocks and a WakeUp) and the sound
 * scripts' listeners (a PhysicsCollDetection and a PhysicsContinuousContact). Input: one byte per
 * player per tick, the four navigation keys (KEY_PLUS_X …). A tick steers every ball, steps the
 * world one frame of 1/60 s (at the level's time factor 2), resets a fallen ball at its start, and
 * sends a ball that reached the goal platform back to its start as the next ball kind. Game state:
 * the tick, then per player the ball kind and the fall count.
 */
export const BALLANCE_LEVEL: LockstepGame = {
  name: "ballance-level",
  inputSize: 1,
  create(players: number) {
    if (!(Number.isInteger(players) && players >= 1 && players <= 4))
      throw new RangeError(`ballance-level: ${players} players asked for; the track holds 1 … 4 balls`);
    const { level, goalX } = ballanceLevel();
    const world = createBallanceWorld({ level, transactional: false });
    const state = new Int32Array(1 + 2 * players);
    const balls: BallanceGame[] = [];
    const listeners: number[][] = [];
    for (let p = 0; p < players; p++) {
      const game = new BallanceGame(world, BALL_KINDS[p % BALL_KINDS.length], {
        ball: level.start.entity + p,
        start: ballStartOf(p, players),
        state: state.subarray(1 + 2 * p, 3 + 2 * p),
      });
      // the sound scripts' listeners on the ball (Sound.nmo, 003 L396-414), as in npm start
      const hits = world.addBlock("PhysicsCollDetection", game.ball);
      world.setCollisionPins(hits, { min: 1, max: 20, sleep: 0.1 });
      world.create(hits);
      const rolling = world.addBlock("PhysicsContinuousContact", game.ball);
      world.setContactPins(rolling, { delayStart: 0.3, delayEnd: 0.3, groups: 3 });
      world.create(rolling);
      balls.push(game);
      listeners.push([hits, rolling]);
    }
    return lockstepBallanceWorld(world, {
      name: "ballance-level",
      state,
      step(inputs) {
        if (inputs.length !== players) throw new RangeError(`ballance-level: ${inputs.length} inputs for ${players} players; give one per player`);
        // every input is checked before any ball moves: a bad input changes nothing
        inputs.forEach((input, p) => checkKeys(p, input));
        for (let p = 0; p < players; p++) balls[p].steer(inputs[p][0]);
        world.step(1000 / 60);
        for (let p = 0; p < players; p++) {
          const b = balls[p];
          b.afterStep();
          if (world.entityPosition(b.ball).x >= goalX - 6) {
            b.restart(BALL_KINDS[(BALL_KINDS.indexOf(b.kind) + 1) % BALL_KINDS.length]);
            for (const l of listeners[p]) world.create(l);
          }
        }
        state[0]++;
      },
    });
  },
  checkInput: checkKeys,
};

/** The Ballance scene's scripted keys: for 20 ticks at a time, +x alone (five in eight), with a z key, nothing, or −x, chosen from (seed, player, segment). */
export function scriptedKeys(seed: number, player: number, tick: number, out: Uint8Array): Uint8Array {
  const h = mix32(seed ^ Math.imul(player + 1, 0x9e3779b9) ^ Math.imul(Math.floor(tick / 20) + 1, 0x85ebca6b));
  out[0] = [KEY_PLUS_X, KEY_PLUS_X, KEY_PLUS_X, KEY_PLUS_X, KEY_PLUS_X | KEY_MINUS_Z, KEY_PLUS_X | KEY_PLUS_Z, 0, KEY_MINUS_X][h >>> 29];
  return out;
}

/** An example scene: its game, how many players it runs with, and its scripted inputs. */
export interface ExampleScene {
  readonly game: LockstepGame;
  readonly players: number;
  /**
   * The ticks the scene runs in the SyncTest and the golden table (10,000, or fewer for a scene too
   * slow for the suite's time in QuickJS and in the SyncTest; every scene's is 10,000 since
   * D-NETPLAY-12); a multiple of 100.
   */
  readonly ticks: number;
  /** the most players its game takes (the peer tests run it with min(peers, maxPlayers) players; other peers play nobody) */
  readonly maxPlayers: number;
  /** fills `out[p]` with player p's scripted input for `tick` */
  script(tick: number, out: Uint8Array[]): void;
}

/** Every example scene, in the order of the golden table (add a scene here and it joins every table). */
export const EXAMPLE_SCENES: readonly ExampleScene[] = [
  { game: PS2_ROOM, players: 1, ticks: 10_000, maxPlayers: 1, script() {} },
  { game: PS2_ROOM_INPUT, players: 2, ticks: 10_000, maxPlayers: 8, script: (tick, out) => out.forEach((o, p) => scriptedStick(16, p, tick, o)) },
  { game: BALLANCE_LEVEL, players: 2, ticks: 10_000, maxPlayers: 4, script: (tick, out) => out.forEach((o, p) => scriptedKeys(15, p, tick, o)) },
];

export function sceneNamed(name: string): ExampleScene {
  const s = EXAMPLE_SCENES.find((x) => x.game.name === name);
  if (!s) throw new Error(`no example scene "${name}"; the scenes are ${EXAMPLE_SCENES.map((x) => x.game.name).join(", ")}`);
  return s;
}

/** A scene's input buffers (one per player, `players` of them, by default the scene's), reused tick after tick. */
export function inputBuffers(scene: ExampleScene, players = scene.players): Uint8Array[] {
  return Array.from({ length: players }, () => new Uint8Array(scene.game.inputSize));
}

/** One player's scripted input of a scene played by `players` players: `(player, tick, out)`, as a peer asks for it. */
export function playerScript(scene: ExampleScene, players: number): (player: number, tick: number, out: Uint8Array) => void {
  const all = inputBuffers(scene, players);
  return (player, tick, out) => {
    scene.script(tick, all);
    out.set(all[player]);
  };
}
