// The bad-input cases of issue 11 item 4, one per row: the call, the error it must raise (type and
// text), and, for a world call, that the world's hash is unchanged and its future is the one it
// would have had without the call. src/bad-input.test.ts runs them; scripts/bad-input-table.ts
// prints them as the table of the report.
import { createIvpGeometry, createLevel, createWorld, quat, vec3, type Ps2Hooks, type Ps2World } from "../index.js";
import { standardWorld, walkway } from "./ps2.js";

export interface BadCase {
  name: string;
  /** a world call (world = the standard world after 5 updates); absent for level/geometry builds */
  world?: (w: Ps2World) => unknown;
  /** hooks the world is built with */
  hooks?: Ps2Hooks;
  /** calls that succeed before the refused one */
  setup?: (w: Ps2World) => void;
  /** a call without a world */
  call?: () => unknown;
  error: "PhysicsInputError" | "SnapshotError" | "RangeError";
  text: RegExp;
}

const NaN_ = Number.NaN;
const INF = Number.POSITIVE_INFINITY;

export const BAD_CASES: BadCase[] = [
  // ---- levels
  { name: "level: NaN vertex", call: () => createLevel({ vertices: [0, 0, 0, 1, NaN_, 0, 0, 1, 0] }), error: "PhysicsInputError", text: /createLevel: vertex 1 \(y\): NaN is not a finite number/ },
  { name: "level: infinite vertex", call: () => createLevel({ vertices: [0, 0, 0, 1, 0, 0, 0, INF, 0] }), error: "PhysicsInputError", text: /vertex 2 \(y\): Infinity is not a finite number/ },
  { name: "level: vertex beyond f32", call: () => createLevel({ vertices: [0, 0, 0, 1e39, 0, 0, 0, 1, 0] }), error: "PhysicsInputError", text: /vertex 1 \(x\): 1e\+39 overflows a 32-bit float/ },
  { name: "level: non-integer index", call: () => createLevel({ vertices: [0, 0, 0, 1, 0, 0, 0, 1, 0], triangles: [0, 1.5, 2] }), error: "PhysicsInputError", text: /triangle 0 \(corner 1\): vertex index: 1\.5 is not an integer/ },
  { name: "level: index out of range", call: () => createLevel({ vertices: [0, 0, 0, 1, 0, 0, 0, 1, 0], triangles: [0, 1, 3] }), error: "PhysicsInputError", text: /triangle 0 \(corner 2\): vertex index: 3 is out of range; pass a whole number from 0 to 2/ },
  { name: "level: negative index", call: () => createLevel({ vertices: [0, 0, 0, 1, 0, 0, 0, 1, 0], triangles: [-1, 1, 2] }), error: "PhysicsInputError", text: /vertex index: -1 is out of range/ },
  { name: "level: vertices not in threes", call: () => createLevel({ vertices: [0, 0, 0, 1] }), error: "PhysicsInputError", text: /4 numbers is not a whole number of vertices/ },
  { name: "level: cell size 0", call: () => createLevel({ ...walkwayDesc(), cellSize: 0 }), error: "PhysicsInputError", text: /cellSize: 0 is not greater than 0/ },
  { name: "level: cell size NaN", call: () => createLevel({ ...walkwayDesc(), cellSize: NaN_ }), error: "PhysicsInputError", text: /cellSize: NaN is not a finite number/ },
  { name: "level: misspelt option", call: () => createLevel({ ...walkwayDesc(), cellsize: 2 } as never), error: "PhysicsInputError", text: /createLevel\.cellsize: unknown option/ },
  // ---- moves
  { name: "move: NaN velocity", world: (w) => w.move(1, vec3(NaN_, 0, 0), 1 / 30), error: "PhysicsInputError", text: /world\.move\(body 1\): velocity\.x: NaN is not a finite number/ },
  { name: "move: infinite velocity", world: (w) => w.move(1, vec3(0, -INF, 0), 1 / 30), error: "PhysicsInputError", text: /velocity\.y: -Infinity is not a finite number/ },
  { name: "move: dt NaN", world: (w) => w.move(1, vec3(3, 0, 0), NaN_), error: "PhysicsInputError", text: /world\.move\(body 1\): dt: NaN is not a finite number/ },
  { name: "move: dt < 0", world: (w) => w.move(1, vec3(3, 0, 0), -1 / 30), error: "PhysicsInputError", text: /dt: -0\.0333\d* is negative; pass 0 or more/ },
  { name: "move: velocity not a vector", world: (w) => w.move(1, [3, 0, 0] as never, 1 / 30), error: "PhysicsInputError", text: /velocity\.x: undefined is not a finite number/ },
  { name: "move: unknown body", world: (w) => w.move(99, vec3(3, 0, 0), 1 / 30), error: "PhysicsInputError", text: /body 99 is not a handle this world gave/ },
  { name: "move: non-integer body", world: (w) => w.move(1.5, vec3(3, 0, 0), 1 / 30), error: "PhysicsInputError", text: /body 1\.5 is not a handle this world gave/ },
  { name: "move: a box (boxes do not sweep)", world: (w) => w.move(3, vec3(3, 0, 0), 1 / 30), error: "PhysicsInputError", text: /a box does not sweep .*move it with world\.place/ },
  { name: "move: removed body", setup: (w) => w.remove(2), world: (w) => w.move(2, vec3(1, 0, 0), 1 / 30), error: "PhysicsInputError", text: /body 2 was removed/ },
  // ---- bodies
  { name: "addHuman: NaN position", world: (w) => w.addHuman({ position: vec3(1, NaN_, 0) }), error: "PhysicsInputError", text: /world\.addHuman: position\.y: NaN is not a finite number/ },
  { name: "addHuman: missing position", world: (w) => w.addHuman({} as never), error: "PhysicsInputError", text: /world\.addHuman: position: undefined is not a vector/ },
  { name: "addHuman: zero quaternion", world: (w) => w.addHuman({ position: vec3(1, 1, 0), rotation: quat(0, 0, 0, 0) }), error: "PhysicsInputError", text: /rotation: the zero quaternion is not a rotation/ },
  { name: "addHuman: non-integer player", world: (w) => w.addHuman({ position: vec3(1, 1, 0), player: 0.5 }), error: "PhysicsInputError", text: /player: 0\.5 is not an integer/ },
  { name: "addHuman: zero weight", world: (w) => w.addHuman({ position: vec3(1, 1, 0), weight: 0 }), error: "PhysicsInputError", text: /weight: 0 is not greater than 0/ },
  { name: "addHuman: the 61st", setup: (w) => { for (let i = 0; i < 58; i++) w.addHuman({ position: vec3(1 + (i % 8), 1 + Math.floor(i / 8), 0) }); }, world: (w) => w.addHuman({ position: vec3(9, 9, 0) }), error: "PhysicsInputError", text: /all 60 human bodies are taken; remove a human first/ },
  { name: "addBox: width 0", world: (w) => w.addBox({ position: vec3(1, 1, 0), width: 0, height: 1 }), error: "PhysicsInputError", text: /world\.addBox: width: 0 is not greater than 0/ },
  { name: "addSphere: NaN radius", world: (w) => w.addSphere({ position: vec3(1, 1, 0), radius: NaN_ }), error: "PhysicsInputError", text: /radius: NaN is not a finite number/ },
  { name: "addSphere: type mask with the human bit", world: (w) => w.addSphere({ position: vec3(1, 1, 0), radius: 1, typeMask: 0x48 }), error: "PhysicsInputError", text: /typeMask: bit 0x40 marks a human body record/ },
  { name: "addCar: more boxes than the pool", world: (w) => w.addCar({ position: vec3(1, 1, 0), boxes: Array.from({ length: 37 }, () => ({ halfExtents: vec3(1, 1, 1) })) }), error: "PhysicsInputError", text: /37 boxes, but 36 of the 36 car boxes are free/ },
  { name: "addPunchBag: a second one (the world has one)", setup: (w) => void w.addPunchBag({ position: vec3(1, 1, 0) }), world: (w) => w.addPunchBag({ position: vec3(2, 2, 0) }), error: "PhysicsInputError", text: /the world's one punch bag is taken/ },
  { name: "addHuman: unknown option", world: (w) => w.addHuman({ position: vec3(1, 1, 0), heigth: 2 } as never), error: "PhysicsInputError", text: /world\.addHuman\.heigth: unknown option/ },
  { name: "remove: unknown body", world: (w) => w.remove(42), error: "PhysicsInputError", text: /world\.remove\(body 42\): body 42 is not a handle/ },
  { name: "remove: twice", setup: (w) => w.remove(3), world: (w) => w.remove(3), error: "PhysicsInputError", text: /body 3 was removed/ },
  { name: "place: infinite position", world: (w) => w.place(3, vec3(INF, 0, 0)), error: "PhysicsInputError", text: /world\.place\(body 3\): position\.x: Infinity is not a finite number/ },
  // ---- queries
  { name: "castRay: zero direction", world: (w) => w.castRay(vec3(1, 1, 1), vec3(0, 0, 0), 5), error: "PhysicsInputError", text: /direction: the zero vector has no direction/ },
  { name: "castRay: NaN origin", world: (w) => w.castRay(vec3(NaN_, 1, 1), vec3(0, 0, -1), 5), error: "PhysicsInputError", text: /origin\.x: NaN is not a finite number/ },
  { name: "castRay: negative length", world: (w) => w.castRay(vec3(1, 1, 1), vec3(0, 0, -1), -5), error: "PhysicsInputError", text: /maxDistance: -5 is negative/ },
  { name: "queryBox: min above max", world: (w) => w.queryBox(vec3(5, 0, 0), vec3(1, 1, 1)), error: "PhysicsInputError", text: /min\.x: 5 is above max\.x \(1\)/ },
  { name: "queryBox: non-integer type mask", world: (w) => w.queryBox(vec3(0, 0, 0), vec3(1, 1, 1), { typeMask: 1.5 }), error: "PhysicsInputError", text: /filter\.typeMask: 1\.5 is not an integer/ },
  { name: "sweepTest: 0 contacts", world: (w) => w.sweepTest(1, vec3(1, 0, 0), 0), error: "PhysicsInputError", text: /maxContacts: 0 is out of range; pass a whole number from 1 to 50/ },
  // ---- hooks
  // a 3 m move of the player meets the box (x 5.5 … 6.5) after the pass's first contacts
  { name: "hook: onContact answers NaN", hooks: { onContact: (c, d) => (armed ? NaN_ : d) }, world: (w) => armedMove(w), error: "PhysicsInputError", text: /hooks\.onContact \(body 1\): returned NaN: return an answer code/ },
  { name: "hook: onContact answers 1.5", hooks: { onContact: (c, d) => (armed && c.other !== null ? 1.5 : d) }, world: (w) => armedMove(w), error: "PhysicsInputError", text: /returned 1\.5/ },
  { name: "hook: mayMeet answers a number", hooks: { mayMeet: () => (armed ? (1 as never) : true) }, world: (w) => armedMove(w), error: "PhysicsInputError", text: /hooks\.mayMeet \(body 1, other 3\): returned 1: return true or false/ },
  { name: "hook: afterMove changes the world", hooks: { afterMove: (b) => { if (armed && b === 1) armed.remove(3); } }, world: (w) => armedMove(w), error: "PhysicsInputError", text: /world\.remove\(body 3\): called from a hook while the world is inside another call/ },
  { name: "hook: onContact throws", hooks: { onContact: (c, d) => { if (armed) throw new RangeError("the game's own bug"); return d; } }, world: (w) => armedMove(w), error: "RangeError", text: /the game's own bug/ },
  // ---- snapshots
  { name: "restore: a corrupted snapshot", world: (w) => { const s = w.snapshot(); s[s.length - 3] ^= 0x10; w.restore(s); }, error: "SnapshotError", text: /checksum does not match/ },
  { name: "restore: a cut snapshot", world: (w) => w.restore(w.snapshot().subarray(0, 20)), error: "SnapshotError", text: /checksum does not match/ },
  { name: "restore: another level's snapshot", world: (w) => w.restore(createWorld({ level: createLevel({ vertices: [0, 0, 0, 1, 0, 0, 0, 1, 0] }) }).snapshot()), error: "SnapshotError", text: /taken in a world of another level/ },
  { name: "restore: not a snapshot", world: (w) => w.restore(new Uint8Array([1, 2, 3]) as never), error: "SnapshotError", text: /not a snapshot of a PS2 world/ },
  // ---- IVP geometry
  { name: "IVP: NaN vertex", call: () => createIvpGeometry({ meshes: [{ vertices: [0, 0, 0, 1, 0, NaN_, 0, 1, 0], triangles: [0, 1, 2] }] }), error: "PhysicsInputError", text: /meshes\[0\]: vertex 1 \(z\): NaN is not a finite number/ },
  { name: "IVP: non-integer face index", call: () => createIvpGeometry({ meshes: [quadMesh(), { vertices: [0, 0, 0, 1, 0, 0, 0, 1, 0], triangles: [0, 1.5, 2] }] }), error: "PhysicsInputError", text: /meshes\[1\]: face 0 \(corner 1\): vertex index: 1\.5 is not an integer/ },
  { name: "IVP: face index out of range", call: () => createIvpGeometry({ meshes: [{ vertices: [0, 0, 0, 1, 0, 0, 0, 1, 0], triangles: [0, 1, 2, 0, 2, 3] }] }), error: "PhysicsInputError", text: /face 1 \(corner 2\): vertex index: 3 is out of range/ },
  { name: "IVP: flat convex mesh", call: () => createIvpGeometry({ meshes: [{ vertices: [0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0] }] }), error: "PhysicsInputError", text: /meshes\[0\]: mesh 0: flat convex mesh/ },
  { name: "IVP: every face degenerate", call: () => createIvpGeometry({ meshes: [{ vertices: [0, 0, 0, 1, 0, 0, 2, 0, 0], triangles: [0, 1, 2] }] }), error: "PhysicsInputError", text: /every face of every mesh is degenerate/ },
  { name: "IVP: ray with a NaN end", call: () => createIvpGeometry({ meshes: [quadMesh()] }).castRay(vec3(0, 0, 1), vec3(0, NaN_, -1)), error: "PhysicsInputError", text: /geometry\.castRay: to\.y: NaN is not a finite number/ },
  { name: "IVP: sphere of negative radius", call: () => createIvpGeometry({ meshes: [quadMesh()] }).querySphere(vec3(0, 0, 0), -1), error: "PhysicsInputError", text: /querySphere: radius: -1 is negative/ },
];

/** The world whose hooks misbehave: only during the case's own call. */
let armed: Ps2World | null = null;
function armedMove(w: Ps2World): unknown {
  armed = w;
  try {
    return w.move(1, vec3(90, 0, 0), 1 / 30);
  } finally {
    armed = null;
  }
}

function walkwayDesc() {
  void walkway;
  return { vertices: [0, 0, 0, 20, 0, 0, 20, 20, 0, 0, 20, 0], triangles: [0, 1, 2, 2, 3, 0] };
}

function quadMesh() {
  return { vertices: [-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0], triangles: [0, 1, 2, 2, 3, 0] };
}

export { standardWorld };
