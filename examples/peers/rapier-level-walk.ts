// The PS2 level walk (examples/ps2-level-walk.ts) written with Rapier, for comparison (not run by
// the tests: Rapier is not a dependency). Rapier's character controller stands in for the sweep
// passes; z is up as in the PS2 example. Run it in a project with @dimforge/rapier3d-compat@0.21.
import RAPIER from "@dimforge/rapier3d-compat";

await RAPIER.init();
const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
const level = new Float32Array([0, 0, 0, 20, 0, 0, 20, 20, 0, 0, 20, 0, 10, 0, 0, 10, 0, 3, 10, 20, 3, 10, 20, 0]);
world.createCollider(RAPIER.ColliderDesc.trimesh(level, new Uint32Array([0, 1, 2, 2, 3, 0, 4, 5, 6, 6, 7, 4])));
// the human: a kinematic capsule 2 m × 0.35 m standing on its feet (Rapier's capsule is along y: rotate it to z)
const body = world.createRigidBody(RAPIER.RigidBodyDesc.kinematicPositionBased().setTranslation(2, 5, 1));
const capsule = world.createCollider(RAPIER.ColliderDesc.capsule(0.65, 0.35).setRotation({ x: Math.SQRT1_2, y: 0, z: 0, w: Math.SQRT1_2 }), body);
world.createCollider(RAPIER.ColliderDesc.cuboid(0.5, 0.25, 0.5).setTranslation(6, 5, 0.5));
const controller = world.createCharacterController(0.01);
controller.setUp({ x: 0, y: 0, z: 1 });

let contacts = 0;
for (let i = 0; i < 300; i++) {
  controller.computeColliderMovement(capsule, { x: 3 / 30, y: (i < 150 ? 0 : 1.5) / 30, z: 0 });
  const m = controller.computedMovement();
  const p = body.translation();
  body.setNextKinematicTranslation({ x: p.x + m.x, y: p.y + m.y, z: p.z + m.z });
  world.step();
  contacts += controller.numComputedCollisions();
  if (i % 60 === 59) console.log(`update ${i + 1}: player (${p.x.toFixed(3)}, ${p.y.toFixed(3)}, ${(p.z - 1).toFixed(3)}), contacts so far ${contacts}`);
}
console.log(`snapshot ${world.takeSnapshot().length} bytes`);
