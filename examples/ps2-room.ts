// The PS2 example room of `npm start` (spec/ps2/scene_room.spec, D-SCENE-1) written against the
// public API: a 12 × 8 room with a step, a ramp, a wall corner and a two-sided wall; a player
// walking eight waypoints at 3 m/s past a second human and a box. The test
// (examples/examples.test.ts) checks that every update's positions equal the spec scene's.
// Run: npx tsx examples/ps2-room.ts
import { createLevel, createWorld, vec3, type Ps2Level, type Ps2World, type Vec3 } from "../src/index.js";

type P = [number, number, number];
/** The room's triangles: quads p0 p1 p2 p3 as two triangles p0 p1 p2 and p2 p3 p0, counter-clockwise seen from the open side. */
function room(): { vertices: number[]; twoSided: boolean[] } {
  const vertices: number[] = [];
  const twoSided: boolean[] = [];
  const quad = (a: P, b: P, c: P, d: P, two = false) => {
    vertices.push(...a, ...b, ...c, ...c, ...d, ...a);
    twoSided.push(two, two);
  };
  quad([0, 0, 0], [8, 0, 0], [8, 8, 0], [0, 8, 0]); // floor
  quad([8, 0, 0], [12, 0, 1], [12, 8, 1], [8, 8, 0]); // ramp up to z = 1
  quad([4, 0, 0.2], [5, 0, 0.2], [5, 8, 0.2], [4, 8, 0.2]); // the step's top
  quad([4, 0, 0], [4, 0, 0.2], [4, 8, 0.2], [4, 8, 0]); // its riser facing −x
  quad([5, 8, 0], [5, 8, 0.2], [5, 0, 0.2], [5, 0, 0]); // its riser facing +x
  quad([0, 8, 0], [0, 8, 3], [0, 0, 3], [0, 0, 0]); // walls, facing into the room
  quad([12, 0, 0], [12, 0, 4], [12, 8, 4], [12, 8, 0]);
  quad([0, 0, 0], [0, 0, 3], [12, 0, 4], [12, 0, 0]);
  quad([12, 8, 0], [12, 8, 4], [0, 8, 3], [0, 8, 0]);
  quad([6, 5, 0], [6, 5, 2.5], [6, 8, 2.5], [6, 8, 0], true); // a free-standing two-sided wall
  return { vertices, twoSided };
}

const WAYPOINTS: P[] = [[7, 2, 0], [10.5, 2, 0], [12.5, -0.5, 0], [11.3, 7.7, 0], [4.5, 6.5, 0], [6.5, 4, 0], [3, 3.5, 0], [3, 7, 0]];
const f = Math.fround;

/** The room's level (shared by every world built on it), with an optional extra floor. */
export function roomLevel(extraFloor?: { vertices: number[]; triangles: number[] }): Ps2Level {
  const r = room();
  const n = r.vertices.length / 3;
  return createLevel(
    extraFloor
      ? { vertices: [...r.vertices, ...extraFloor.vertices], triangles: [...Array.from({ length: n }, (_, i) => i), ...extraFloor.triangles.map((i) => i + n)], twoSided: [...r.twoSided, ...extraFloor.triangles.filter((_, i) => i % 3 === 0).map(() => false)] }
      : r,
  );
}

/** Where the scripted walk is: the waypoint, the update it was taken at, updates so far. */
export interface RoomScript {
  target: number;
  since: number;
  updates: number;
}

/** The room world: the player, the other human (no push sphere) and the crate. */
export function createRoom(extraFloor?: { vertices: number[]; triangles: number[] }, transactional = true, level = roomLevel(extraFloor), script: RoomScript = { target: 0, since: 0, updates: 0 }) {
  const world = createWorld({ level, transactional });
  const player = world.addHuman({ position: vec3(1, 1, 0), player: 0 });
  const other = world.addHuman({ position: vec3(8.6, 2, 0), pushSphere: false });
  world.addBox({ position: vec3(3, 5, 0), width: 1, height: 1 });
  return { world, player, other, script };
}

/** The player's velocity: 3 m/s to the current waypoint, passed within 0.25 m or after 75 updates (f32, as the scene computes it). */
function velocity(world: Ps2World, player: number, s: RoomScript): Vec3 {
  while (s.target < WAYPOINTS.length) {
    const p = world.position(player);
    const dx = f(f(WAYPOINTS[s.target][0]) - p.x), dy = f(f(WAYPOINTS[s.target][1]) - p.y);
    const d2 = f(f(dx * dx) + f(dy * dy));
    if (d2 > 0.0625 && s.updates - s.since < 75) {
      const k = f(3 / f(Math.sqrt(d2)));
      return vec3(f(dx * k), f(dy * k), 0);
    }
    s.target++;
    s.since = s.updates;
  }
  return vec3(0, 0, 0);
}

/** One update at 30 Hz: the player walks, then the other human stands (moved only by pushes). */
export function stepRoom(r: ReturnType<typeof createRoom>): void {
  r.world.move(r.player, velocity(r.world, r.player, r.script), 1 / 30);
  r.world.move(r.other, vec3(0, 0, 0), 1 / 30);
  r.script.updates++;
}

/** Runs `n` updates; `each` sees every update. */
export function runRoom(r: ReturnType<typeof createRoom>, n: number, each?: (update: number) => void): void {
  for (let i = 0; i < n; i++) {
    stepRoom(r);
    each?.(i + 1);
  }
}

// run as a program (not when imported by the tests or bundled for another JS engine)
if (typeof process !== "undefined" && /ps2-room\.[jt]s$/.test(process.argv[1] ?? "")) {
  const r = createRoom();
  runRoom(r, 480, (u) => {
    if (u % 60 === 0) {
      const p = r.world.position(r.player), o = r.world.position(r.other);
      console.log(`${String(u).padStart(3)}  player (${p.x.toFixed(3)}, ${p.y.toFixed(3)}, ${p.z.toFixed(3)})  other (${o.x.toFixed(3)}, ${o.y.toFixed(3)}, ${o.z.toFixed(3)})`);
    }
  });
  console.log(`480 updates: world hash ${r.world.hash()}, snapshot ${r.world.snapshot().length} bytes`);
}
