// Benchmarks for 002 Unit 2 over the designed collision mesh (figures reported, never asserted):
// the capsule and sphere mesh sweeps on a 150,000-triangle level (the size of the original's disc
// mesh) with 2 m cells, a frame's move (0.2 m) at random places, the designed ray cast, and
// IPhysics_CollideShape (Unit 11) for a capsule among 750 bodies (the pools' total) on that level.
// The level is a rough height field on a 2 m grid (heights 0..3 m, so about half its triangles are
// walls for the capsule's |n.z| ≤ 0.65 rule). Run: npx tsx bench/ps2-mesh.ts
import Benchmark from "benchmark";
import { BenchOwner } from "./owner.js";
import { Prng } from "../runtime/prng.js";
import { AABB, AABB_ExtendByMove, ContactList } from "../generated/ps2/unit03_contacts.generated.js";
import { Body } from "../generated/ps2/body.generated.js";
import { AABB_FromSphere, PhysicsShape, PhysicsShape_GetBounds, PhysShapeCapsule_Construct, PhysShapeSphere_Construct } from "../generated/ps2/unit06_shapes.generated.js";
import { CollisionMesh_AddTriangle, CollisionMesh_Build } from "../generated/ps2/collision_mesh.generated.js";
import { MeshWorld, MeshWorld_RayCast, MeshWorld_SweepMesh } from "../generated/ps2/mesh_backend.generated.js";
import { RayHit } from "../generated/ps2/world.generated.js";
import { OverlapQuery, World_AddBody, World_AddShape, World_Create, World_CreateBody } from "../generated/ps2/unit07_world.generated.js";
import { IPhysics_CollideShape } from "../generated/ps2/unit11_pairs.generated.js";

const f = Math.fround;
const rng = new Prng(150000);
const NX = 274, NY = 274, CELL = 2; // 274 × 274 quads × 2 = 150,152 triangles
const h: number[] = [];
for (let j = 0; j <= NY; j++) for (let i = 0; i <= NX; i++) h.push(f(rng.range(0, 3)));
const H = (i: number, j: number) => h[j * (NX + 1) + i];
const w = new MeshWorld();
const t0 = performance.now();
for (let j = 0; j < NY; j++) {
  for (let i = 0; i < NX; i++) {
    const x0 = i * CELL, y0 = j * CELL, x1 = x0 + CELL, y1 = y0 + CELL;
    CollisionMesh_AddTriangle(w.mesh, 1, x0, y0, H(i, j), x1, y0, H(i + 1, j), x0, y1, H(i, j + 1));
    CollisionMesh_AddTriangle(w.mesh, 1, x1, y0, H(i + 1, j), x1, y1, H(i + 1, j + 1), x0, y1, H(i, j + 1));
  }
}
CollisionMesh_Build(w.mesh, 2);
console.log(`built ${w.mesh.flags.length} triangles, ${w.mesh.nx}×${w.mesh.ny}×${w.mesh.nz} cells of 2 m in ${(performance.now() - t0).toFixed(0)} ms`);

const body = new Body();
body.scale.x = body.scale.y = body.scale.z = body.scale.w = 1;
const capsule = new PhysicsShape();
PhysShapeCapsule_Construct(capsule);
capsule.radius = 0.35; capsule.height = 1.8;
const sphere = new PhysicsShape();
PhysShapeSphere_Construct(sphere);
sphere.radius = 0.5;
const list = new ContactList();
const hit = new RayHit();
const box = new AABB();
const P = 4096;
// a 0.2 m horizontal move in one of 16 directions (no trigonometry: a fixed table of unit vectors)
const DIRS = [[1, 0], [0.92388, 0.38268], [0.70711, 0.70711], [0.38268, 0.92388], [0, 1], [-0.38268, 0.92388], [-0.70711, 0.70711], [-0.92388, 0.38268], [-1, 0], [-0.92388, -0.38268], [-0.70711, -0.70711], [-0.38268, -0.92388], [0, -1], [0.38268, -0.92388], [0.70711, -0.70711], [0.92388, -0.38268]];
const starts = Array.from({ length: P }, () => {
  const x = f(rng.range(4, NX * CELL - 4)), y = f(rng.range(4, NY * CELL - 4));
  const k = rng.int(16);
  return { x, y, z: f(rng.range(0, 3)), mx: f(DIRS[k][0] * 0.2), my: f(DIRS[k][1] * 0.2) };
});
// 750 capsule bodies (humans' size) over a 60 m × 60 m part of the level, BLOCKHUMANS (flag 4)
const world = World_Create();
world.backend = w;
w.phys = world;
const capsules: PhysicsShape[] = [];
for (let i = 0; i < 750; i++) {
  const o = new BenchOwner(0x40);
  const b = World_CreateBody(o.asOwner());
  const c = new PhysicsShape();
  PhysShapeCapsule_Construct(c);
  c.radius = 0.35; c.height = 1.8;
  c.base.x = f(rng.range(100, 160)); c.base.y = f(rng.range(100, 160)); c.base.z = f(rng.range(0, 3)); c.base.w = 1;
  World_AddShape(world, b, c);
  PhysicsShape_GetBounds(b.min, b.max, c);
  b.flags |= 4;
  World_AddBody(world, b);
  capsules.push(c);
}
const query = new OverlapQuery();
query.meet = { accepts: () => 1 } as unknown as OverlapQuery["meet"];
const out = new ContactList();
let met = 0, queries = 0;

let sink = 0, q = 0, found = 0, calls = 0;
const suite = new Benchmark.Suite();
suite
  .add("capsule mesh sweep (r 0.35, h 1.8, 0.2 m move), 150k-triangle level", () => {
    const s = starts[q++ & (P - 1)];
    capsule.base.x = s.x; capsule.base.y = s.y; capsule.base.z = s.z; capsule.base.w = 1;
    AABB_FromSphere(box, s.x, s.y, f(s.z + 0.9), 1, 1.25);
    AABB_ExtendByMove(box, s.mx, s.my, 0, 0);
    const n = MeshWorld_SweepMesh(w, list, 0, 50, box, body, capsule, s.mx, s.my, 0, 0, 0, 0, 0);
    found += n; calls++;
    sink += n;
  })
  .add("sphere mesh sweep (r 0.5, 0.2 m move), 150k-triangle level", () => {
    const s = starts[q++ & (P - 1)];
    sphere.centre.x = s.x; sphere.centre.y = s.y; sphere.centre.z = s.z; sphere.centre.w = 1;
    AABB_FromSphere(box, s.x, s.y, s.z, 1, 0.5);
    AABB_ExtendByMove(box, s.mx, s.my, 0, 0);
    sink += MeshWorld_SweepMesh(w, list, 0, 50, box, body, sphere, s.mx, s.my, 0, 0, 0, -1, 1);
  })
  .add("ray cast straight down 10 m, 150k-triangle level", () => {
    const s = starts[q++ & (P - 1)];
    sink += MeshWorld_RayCast(w, s.x, s.y, 8, 1, 0, 0, -1, 0, 10, hit) ? hit.distance : 0;
  })
  .add("IPhysics_CollideShape: a body's capsule moved 0.2 m among 750 bodies and the 150k-triangle mesh (options 0x2803)", () => {
    const k = q++ % 750;
    const c = capsules[k];
    const s = starts[k & (P - 1)];
    query.body = world.bodies[k];
    query.shape = c;
    query.options = 0x2803; // mesh, bodies, required flags 4 (BLOCKHUMANS), ignored owner
    query.flag_mask = 4;
    query.ignored = world.bodies[k]!.owner;
    query.max = 8;
    const n = IPhysics_CollideShape(world, out, query, s.mx, s.my, 0, 0);
    met += n; queries++;
    sink += n;
  })
  .on("cycle", (e: Benchmark.Event) => console.log(String(e.target)))
  .on("complete", () => console.log(`(capsule mesh contacts per sweep ${(found / Math.max(1, calls)).toFixed(2)}; CollideShape contacts per query ${(met / Math.max(1, queries)).toFixed(2)}; sink ${sink.toExponential(3)})`))
  .run({ async: false });
