// A PS2 level walk: a floor with a wall, a human and a box, 300 updates of walking at 30 Hz.
// Run: npx tsx examples/ps2-level-walk.ts   (or, after npm run build: node dist/examples/ps2-level-walk.js)
import { createLevel, createWorld, vec3 } from "../src/index.js";

// a 20 × 20 m floor and a 3 m wall at x = 10 facing −x (corners counter-clockwise seen from the open side)
const level = createLevel({
  vertices: [0, 0, 0, 20, 0, 0, 20, 20, 0, 0, 20, 0, 10, 0, 0, 10, 0, 3, 10, 20, 3, 10, 20, 0],
  triangles: [0, 1, 2, 2, 3, 0, 4, 5, 6, 6, 7, 4],
});
const world = createWorld({ level });
const player = world.addHuman({ position: vec3(2, 5, 0), player: 0 });
world.addBox({ position: vec3(6, 5, 0.5), width: 1, height: 1 });

let contacts = 0;
for (let i = 0; i < 300; i++) {
  const r = world.move(player, vec3(3, i < 150 ? 0 : 1.5, 0), 1 / 30);
  world.step();
  contacts += r.contacts;
  if (i % 60 === 59) {
    const p = world.position(player);
    console.log(`update ${i + 1}: player (${p.x.toFixed(3)}, ${p.y.toFixed(3)}, ${p.z.toFixed(3)}), contacts so far ${contacts}`);
  }
}
console.log(`world hash ${world.hash()}, snapshot ${world.snapshot().length} bytes`);
