// The IVP ray cast (examples/ivp-raycast.ts) written with Rapier, for comparison (not run by the
// tests). Run it in a project with @dimforge/rapier3d-compat@0.21.
import RAPIER from "@dimforge/rapier3d-compat";

await RAPIER.init();
const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
const box = (cx: number, cy: number, cz: number, h: number) => {
  const v: number[] = [];
  for (const dx of [-h, h]) for (const dy of [-h, h]) for (const dz of [-h, h]) v.push(cx + dx, cy + dy, cz + dz);
  return RAPIER.ColliderDesc.convexHull(new Float32Array(v))!;
};
const meshes = [
  RAPIER.ColliderDesc.trimesh(new Float32Array([-10, -10, 0, 10, -10, 0, 10, 10, 0, -10, 10, 0]), new Uint32Array([0, 1, 2, 2, 3, 0])),
  box(0, 0, 1, 1), box(4, 0, 0.5, 0.5), box(-4, 3, 2, 0.75),
].map((d) => world.createCollider(d).handle);
world.step();

for (const [name, from, to] of [
  ["down onto box 1", [0, 0, 10], [0, 0, -10]],
  ["down onto the floor", [8, 8, 10], [8, 8, -10]],
  ["sideways into box 1", [-5, 0, 1], [5, 0, 1]],
  ["above everything", [-5, 0, 9], [5, 0, 9]],
] as const) {
  const dir = { x: to[0] - from[0], y: to[1] - from[1], z: to[2] - from[2] };
  const length = Math.sqrt(dir.x * dir.x + dir.y * dir.y + dir.z * dir.z);
  const hit = world.castRayAndGetNormal(new RAPIER.Ray({ x: from[0], y: from[1], z: from[2] }, dir), 1, true);
  const n = hit?.normal;
  console.log(`${name}: ${hit ? `mesh ${meshes.indexOf(hit.collider.handle)} face ${hit.featureId ?? "-"} at ${(hit.timeOfImpact * length).toFixed(4)}, normal (${n!.x}, ${n!.y}, ${n!.z})` : "no hit"}`);
}
const near: number[] = [];
world.intersectionsWithShape({ x: 4, y: 0, z: 0.5 }, { x: 0, y: 0, z: 0, w: 1 }, new RAPIER.Ball(1), (c) => (near.push(meshes.indexOf(c.handle)), true));
console.log(`sphere (4, 0, 0.5) r 1 meets ${near.map((m) => `mesh ${m}`).join(", ")}`);
