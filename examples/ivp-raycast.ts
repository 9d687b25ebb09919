// An IVP (Ballance) ray cast: a floor and three boxes compiled into compact surfaces, rays and a
// sphere query answered with the mesh and face the program added.
// Run: npx tsx examples/ivp-raycast.ts
import { createIvpGeometry, vec3 } from "../src/index.js";

const box = (cx: number, cy: number, cz: number, h: number) => {
  const v: number[] = [];
  for (const dx of [-h, h]) for (const dy of [-h, h]) for (const dz of [-h, h]) v.push(cx + dx, cy + dy, cz + dz);
  return { vertices: v }; // no triangles: a convex mesh (its hull)
};
const floor = { vertices: [-10, -10, 0, 10, -10, 0, 10, 10, 0, -10, 10, 0], triangles: [0, 1, 2, 2, 3, 0] };
const geometry = createIvpGeometry({ meshes: [floor, box(0, 0, 1, 1), box(4, 0, 0.5, 0.5), box(-4, 3, 2, 0.75)] });

for (const [name, from, to] of [
  ["down onto box 1", vec3(0, 0, 10), vec3(0, 0, -10)],
  ["down onto the floor", vec3(8, 8, 10), vec3(8, 8, -10)],
  ["sideways into box 1", vec3(-5, 0, 1), vec3(5, 0, 1)],
  ["above everything", vec3(-5, 0, 9), vec3(5, 0, 9)],
] as const) {
  const hit = geometry.castRay(from, to);
  console.log(`${name}: ${hit ? `mesh ${hit.mesh} face ${hit.face ?? "-"} at ${hit.distance.toFixed(4)}, normal (${hit.normal.x}, ${hit.normal.y}, ${hit.normal.z})` : "no hit"}`);
}
const near = geometry.querySphere(vec3(4, 0, 0.5), 1);
console.log(`sphere (4, 0, 0.5) r 1 meets ${near.map((f) => `mesh ${f.mesh}${f.face === null ? "" : ` face ${f.face}`}`).join(", ")}`);
