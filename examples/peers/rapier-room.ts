// The example room (examples/ps2-room.ts) written with Rapier, for comparison (not run by the tests):
// the same 12 × 8 room, a player walking the eight waypoints at 3 m/s past a second human and a box,
// 480 updates at 30 Hz. Rapier's character controller stands in for the sweep passes, and pushes the
// other human (a dynamic capsule standing upright) where the PS2 engine's push sphere does; z is up.
// Run: npx tsx examples/peers/rapier-room.ts
import RAPIER from "@dimforge/rapier3d-compat";

type P = [number, number, number];
const vertices: number[] = [];
const quad = (a: P, b: P, c: P, d: P) => vertices.push(...a, ...b, ...c, ...c, ...d, ...a);
quad([0, 0, 0], [8, 0, 0], [8, 8, 0], [0, 8, 0]); // floor
quad([8, 0, 0], [12, 0, 1], [12, 8, 1], [8, 8, 0]); // ramp up to z = 1
quad([4, 0, 0.2], [5, 0, 0.2], [5, 8, 0.2], [4, 8, 0.2]); // the step's top and risers
quad([4, 0, 0], [4, 0, 0.2], [4, 8, 0.2], [4, 8, 0]);
quad([5, 8, 0], [5, 8, 0.2], [5, 0, 0.2], [5, 0, 0]);
quad([0, 8, 0], [0, 8, 3], [0, 0, 3], [0, 0, 0]); // walls
quad([12, 0, 0], [12, 0, 4], [12, 8, 4], [12, 8, 0]);
quad([0, 0, 0], [0, 0, 3], [12, 0, 4], [12, 0, 0]);
quad([12, 8, 0], [12, 8, 4], [0, 8, 3], [0, 8, 0]);
quad([6, 5, 0], [6, 5, 2.5], [6, 8, 2.5], [6, 8, 0]); // the free-standing wall (Rapier's trimesh is two-sided)
const WAYPOINTS: P[] = [[7, 2, 0], [10.5, 2, 0], [12.5, -0.5, 0], [11.3, 7.7, 0], [4.5, 6.5, 0], [6.5, 4, 0], [3, 3.5, 0], [3, 7, 0]];

await RAPIER.init();
const world = new RAPIER.World({ x: 0, y: 0, z: -9.81 });
world.timestep = 1 / 30;
world.createCollider(RAPIER.ColliderDesc.trimesh(new Float32Array(vertices), Uint32Array.from(vertices.map((_, i) => i).slice(0, vertices.length / 3))));
const upright = { x: Math.SQRT1_2, y: 0, z: 0, w: Math.SQRT1_2 }; // Rapier's capsule is along y
const player = world.createRigidBody(RAPIER.RigidBodyDesc.kinematicPositionBased().setTranslation(1, 1, 1));
const capsule = world.createCollider(RAPIER.ColliderDesc.capsule(0.65, 0.35).setRotation(upright), player);
const other = world.createRigidBody(RAPIER.RigidBodyDesc.dynamic().setTranslation(8.6, 2, 1).lockRotations());
world.createCollider(RAPIER.ColliderDesc.capsule(0.65, 0.35).setRotation(upright).setMass(82), other);
world.createCollider(RAPIER.ColliderDesc.cuboid(0.5, 0.5, 0.5).setTranslation(3, 5, 0.5)); // the box
const controller = world.createCharacterController(0.01);
controller.setUp({ x: 0, y: 0, z: 1 });
controller.setApplyImpulsesToDynamicBodies(true);
controller.enableAutostep(0.3, 0.1, true); // up the 0.2 m step, as the PS2 sweep does
controller.enableSnapToGround(0.3);

let target = 0, since = 0;
for (let u = 1; u <= 480; u++) {
  const p = player.translation();
  let v = { x: 0, y: 0, z: -1 };
  while (target < WAYPOINTS.length) {
    const dx = WAYPOINTS[target][0] - p.x, dy = WAYPOINTS[target][1] - p.y, d = Math.hypot(dx, dy);
    if (d > 0.25 && u - 1 - since < 75) {
      v = { x: (3 * dx) / d, y: (3 * dy) / d, z: -1 };
      break;
    }
    target++;
    since = u - 1;
  }
  controller.computeColliderMovement(capsule, { x: v.x / 30, y: v.y / 30, z: v.z / 30 });
  const m = controller.computedMovement();
  player.setNextKinematicTranslation({ x: p.x + m.x, y: p.y + m.y, z: p.z + m.z });
  world.step();
  if (u % 60 === 0) {
    const a = player.translation(), o = other.translation();
    console.log(`${String(u).padStart(3)}  player (${a.x.toFixed(3)}, ${a.y.toFixed(3)}, ${(a.z - 1).toFixed(3)})  other (${o.x.toFixed(3)}, ${o.y.toFixed(3)}, ${(o.z - 1).toFixed(3)})`);
  }
}
console.log(`480 updates: snapshot ${world.takeSnapshot().length} bytes`);
