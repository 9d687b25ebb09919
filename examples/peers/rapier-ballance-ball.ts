// The Ballance ball (examples/ballance-ball.ts) written with Rapier, for comparison (not run by the
// tests): the same generated level (this package's generator gives the meshes and objects), each
// object made from its preset's Physicalize values, a stone ball pushed along +x, its hits counted,
// 300 frames of 1/60 s at time factor 2. Run: npx tsx examples/peers/rapier-ballance-ball.ts
import RAPIER from "@dimforge/rapier3d-compat";
import { PRESETS, generateLevel, type PhysicalizeValues } from "../../src/index.js";

const level = generateLevel({ seed: 1 });
await RAPIER.init();
const world = new RAPIER.World({ x: 0, y: -20, z: 0 });
world.timestep = 2 / 60;
const mesh = (name: string) => level.meshes[name] as { vertices: number[]; faces?: number[] };
const add = (p: PhysicalizeValues & { convex?: string[]; concave?: string[] }, at: number[], q = [0, 0, 0, 1]) => {
  const desc = p.fixed ? RAPIER.RigidBodyDesc.fixed() : RAPIER.RigidBodyDesc.dynamic().setLinearDamping(p.linearDamping ?? 0).setAngularDamping(p.rotationalDamping ?? 0).setSleeping(p.startFrozen ?? false);
  const body = world.createRigidBody(desc.setTranslation(at[0], at[1], at[2]).setRotation({ x: q[0], y: q[1], z: q[2], w: q[3] }));
  const shapes = p.ballRadius
    ? [RAPIER.ColliderDesc.ball(p.ballRadius)]
    : [...(p.convex ?? []).map((n) => RAPIER.ColliderDesc.convexHull(new Float32Array(mesh(n).vertices))!), ...(p.concave ?? []).map((n) => RAPIER.ColliderDesc.trimesh(new Float32Array(mesh(n).vertices), new Uint32Array(mesh(n).faces ?? [])))];
  return shapes.map((s) => world.createCollider(s.setFriction(p.friction ?? 0.5).setRestitution(p.elasticity ?? 0).setMass((p.mass ?? 1) / shapes.length), body));
};
for (const o of level.objects) if (o.physicalize !== false) add({ ...PRESETS[o.preset ?? ""], ...o.physicalize }, o.position, o.rotation);
const [ball] = add(PRESETS.Ball_Stone, level.start.position);
ball.setActiveEvents(RAPIER.ActiveEvents.COLLISION_EVENTS);
ball.parent()!.addForce({ x: PRESETS.Ball_Stone.force! * 66, y: 0, z: 0 }, true); // the navigation's impulse per PSI, 66 PSIs a second

const events = new RAPIER.EventQueue(true);
let collisions = 0;
for (let frame = 1; frame <= 300; frame++) {
  world.step(events);
  events.drainCollisionEvents((a, b, started) => void (started && (a === ball.handle || b === ball.handle) && collisions++));
  if (frame % 60 === 0) {
    const p = ball.translation();
    console.log(`frame ${frame}: ball at (${p.x.toFixed(2)}, ${p.y.toFixed(2)}, ${p.z.toFixed(2)}), ${collisions} hits`);
  }
}
console.log(`snapshot ${world.takeSnapshot().length} bytes`);
