// The example scenes as lockstep worlds: the one place that knows which generated records make up
// a scene's state and how its inputs are encoded. The SyncTest, the peer tests, the golden scene
// hashes, the cost benchmark and the example all take their scenes from EXAMPLE_SCENES, so a new
// scene (the Ballance level) joins every table by one line there.
//
// Until the public API's world lands, a scene's state is its generated root record (Scene,
// InputRoom): it owns the level, the world, the body pools and the actors, so the root's generated
// hash/snapshot/restore cover everything that affects the future (first-use review §4: IPhysics
// and BodyPools alone are not enough; the level's MeshWorld belongs to it too).
// Pure computation, so it also runs unchanged in QuickJS, SpiderMonkey, JavaScriptCore and Chromium.
import { StateHasher } from "../runtime/hash.js";
import { SnapshotReader, SnapshotWriter } from "../runtime/snapshot.js";
import { Scene, Scene_Create, Scene_Step, hash_Scene, restore_Scene, snapshot_Scene } from "../generated/ps2/scene_room.generated.js";
import {
  InputRoom, InputRoom_CheckStick, InputRoom_Create, InputRoom_SetStick, InputRoom_Step, hash_InputRoom, restore_InputRoom, snapshot_InputRoom,
} from "../generated/ps2/scene_room_input.generated.js";
import type { LockstepGame, LockstepWorld } from "../src/netplay/world.js";
import { walkFields } from "../src/netplay/field-walk.js";

interface Root<T> {
  hash(root: T, h: StateHasher): void;
  snapshot(root: T, w: SnapshotWriter): void;
  restore(root: T, r: SnapshotReader): void;
}

/** A world over one generated root record; `tick` applies the (already checked) inputs and steps. */
class GeneratedWorld<T extends object> implements LockstepWorld {
  constructor(
    private readonly name: string,
    readonly root: T,
    private readonly fns: Root<T>,
    private readonly tick: (root: T, inputs: readonly Uint8Array[]) => void,
  ) {}

  step(inputs: readonly Uint8Array[]): void {
    this.tick(this.root, inputs);
  }

  hash(): string {
    const h = new StateHasher();
    this.fns.hash(this.root, h);
    return h.hex();
  }

  snapshot(): Uint8Array {
    const w = new SnapshotWriter();
    this.fns.snapshot(this.root, w);
    const data = w.finish();
    if (w.unresolved !== 0) throw new Error(`${this.name}: ${w.unresolved} references point outside the scene's state; the snapshot would not restore them`);
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  }

  restore(state: Uint8Array): void {
    if (state.byteLength % 8 !== 0) throw new RangeError(`${this.name}: a snapshot is a whole number of 8-byte values; this one has ${state.byteLength} bytes`);
    // a snapshot from the wire may sit at any byte offset: copy it onto an aligned buffer then
    const data = state.byteOffset % 8 === 0 ? new Float64Array(state.buffer, state.byteOffset, state.byteLength / 8) : new Float64Array(state.slice().buffer);
    const r = new SnapshotReader(data);
    this.fns.restore(this.root, r);
    const left = r.finish();
    if (left !== 0 || !r.done()) throw new Error(`${this.name}: the snapshot does not fit this world (${left} references left, ${r.done() ? "all" : "not all"} values read): was it taken from another scene?`);
  }

  stateFields(): [string, string][] {
    return walkFields(this.root, this.fns.hash);
  }
}

/** The scripted PS2 room of `npm start` (D-SCENE-1): it takes no input; the player walks its path. */
export const PS2_ROOM: LockstepGame = {
  name: "ps2-room",
  inputSize: 0,
  create(players: number) {
    if (players !== 1) throw new RangeError(`ps2-room: the scripted room has one (scripted) player, not ${players}`);
    const s = new Scene();
    Scene_Create(s);
    return new GeneratedWorld("ps2-room", s, { hash: hash_Scene, snapshot: snapshot_Scene, restore: restore_Scene }, (root) => Scene_Step(root));
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

/** The input-driven room (spec/ps2/scene_room_input.spec, D-NETPLAY-2): 1 … 8 players, each a stick. */
export const PS2_ROOM_INPUT: LockstepGame = {
  name: "ps2-room-input",
  inputSize: STICK_BYTES,
  create(players: number) {
    const s = new InputRoom();
    InputRoom_Create(s, players);
    return new GeneratedWorld("ps2-room-input", s, { hash: hash_InputRoom, snapshot: snapshot_InputRoom, restore: restore_InputRoom }, (room, inputs) => {
      if (inputs.length !== room.count) throw new RangeError(`ps2-room-input: ${inputs.length} inputs for ${room.count} players; give one per player`);
      // every stick is checked before any is stored: a bad input changes nothing
      for (let p = 0; p < inputs.length; p++) InputRoom_CheckStick(room, p, stickAxis(inputs[p][0]), stickAxis(inputs[p][1]));
      for (let p = 0; p < inputs.length; p++) InputRoom_SetStick(room, p, stickAxis(inputs[p][0]), stickAxis(inputs[p][1]));
      InputRoom_Step(room);
    });
  },
  checkInput(player: number, input: Uint8Array) {
    for (const [axis, b] of [["x", input[0]], ["y", input[1]]] as const) {
      const v = stickAxis(b);
      if (v < -127) throw new RangeError(`ps2-room-input: player ${player}'s stick ${axis} is ${v} (byte 0x${b.toString(16)}); each axis takes −127 … 127`);
    }
  },
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

/** An example scene: its game, how many players it runs with, and its scripted inputs. */
export interface ExampleScene {
  readonly game: LockstepGame;
  readonly players: number;
  /** fills `out[p]` with player p's scripted input for `tick` */
  script(tick: number, out: Uint8Array[]): void;
}

/** Every example scene, in the order of the golden table (add a scene here and it joins every table). */
export const EXAMPLE_SCENES: readonly ExampleScene[] = [
  { game: PS2_ROOM, players: 1, script() {} },
  { game: PS2_ROOM_INPUT, players: 2, script: (tick, out) => out.forEach((o, p) => scriptedStick(16, p, tick, o)) },
];

export function sceneNamed(name: string): ExampleScene {
  const s = EXAMPLE_SCENES.find((x) => x.game.name === name);
  if (!s) throw new Error(`no example scene "${name}"; the scenes are ${EXAMPLE_SCENES.map((x) => x.game.name).join(", ")}`);
  return s;
}

/** A scene's input buffers (one per player), reused tick after tick. */
export function inputBuffers(scene: ExampleScene): Uint8Array[] {
  return Array.from({ length: scene.players }, () => new Uint8Array(scene.game.inputSize));
}
