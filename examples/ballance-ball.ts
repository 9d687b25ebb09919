// A Ballance ball rolling down a generated level: the world of the Virtools glue (003) made from a
// level, a stone ball steered by the Ball Navigation's +x force, a hit-sound listener on it.
// Run: npx tsx examples/ballance-ball.ts
import { BallanceGame, KEY_PLUS_X, createBallanceWorld, generateLevel, parseLevel } from "../src/index.js";

const level = parseLevel(generateLevel({ seed: 1 })); // or loadLevelFile("levels/generated-1.json")
const world = createBallanceWorld({ level });
const game = new BallanceGame(world, "Ball_Stone"); // Physicalize + WakeUp at the level's start
const hits = world.addBlock("PhysicsCollDetection", game.ball);
world.setCollisionPins(hits, { min: 1, max: 20 });
world.create(hits);

let collisions = 0;
for (let frame = 1; frame <= 300; frame++) {
  const report = game.tick(KEY_PLUS_X); // one frame of 1/60 s, time factor 2
  collisions += report.outputs.filter((o) => o.output === "collision").length;
  if (frame % 60 === 0) {
    const p = world.entityPosition(game.ball);
    console.log(`frame ${frame}: ball at (${p.x.toFixed(2)}, ${p.y.toFixed(2)}, ${p.z.toFixed(2)}), ${world.profilerValues().psis} PSIs, ${collisions} hits`);
  }
}
const saved = world.snapshot(); // rollback: world.restore(saved), also into another world of the level
console.log(`state hash ${world.hash()}, snapshot ${saved.length} bytes`);
