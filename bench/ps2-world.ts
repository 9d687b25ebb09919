// Benchmarks for 002 Units 3 and 7 (figures reported, never asserted): IPhysics_QueryBox and a full
// PhysicsBody_Sweep over worlds of 100, 750 (the pools' total) and 5,000 bodies. The collision back
// end (Units 2 and 11, not yet encoded) is a stub that finds no mesh and no body contact, so the sweep
// figure is the pass logic, owner calls and boxes; the query figure is the sort-and-sweep walk.
// Run: npx tsx bench/ps2-world.ts
import Benchmark from "benchmark";
import { BenchOwner } from "./owner.js";
import { Prng } from "../runtime/prng.js";
import { Vec4 } from "../runtime/vec.js";
import { AABB } from "../generated/ps2/unit03_contacts.generated.js";
import type { Body } from "../generated/ps2/body.generated.js";
import { PhysicsShape_GetBounds, PhysShapeSphere_Construct, PhysicsShape, PhysicsSphere_SetPosition } from "../generated/ps2/unit06_shapes.generated.js";
import { World_AddBody, World_AddShape, World_Create, World_CreateBody, World_QueryBox } from "../generated/ps2/unit07_world.generated.js";
import { PhysicsBody_Sweep } from "../generated/ps2/unit03_sweep.generated.js";
import type { CollisionBackend } from "../generated/ps2/world.generated.js";


const noContacts = { sweep_mesh: () => 0, overlap_mesh: () => 0, sweep_bodies: (list: { count: number }) => list.count, ray_cast: () => false, triangle_flags: () => 1 } as unknown as CollisionBackend;

const suite = new Benchmark.Suite();
let sink = 0;
for (const n of [100, 750, 5000]) {
  const rng = new Prng(n);
  const w = World_Create();
  w.backend = noContacts;
  const bodies: Body[] = [];
  const owners: BenchOwner[] = [];
  const side = Math.sqrt(n) * 4;
  for (let i = 0; i < n; i++) {
    const o = new BenchOwner();
    o.t.position.x = Math.fround(rng.range(0, side));
    o.t.position.y = Math.fround(rng.range(0, side));
    const b = World_CreateBody(o.asOwner());
    const s = new PhysicsShape();
    PhysShapeSphere_Construct(s);
    s.radius = 0.5;
    PhysicsSphere_SetPosition(s, o.t.position.x, o.t.position.y, 0, 1);
    World_AddShape(w, b, s);
    PhysicsShape_GetBounds(b.min, b.max, s);
    World_AddBody(w, b);
    bodies.push(b);
    owners.push(o);
  }
  const out: number[] = [];
  const box = new AABB();
  let q = 0;
  suite.add(`IPhysics_QueryBox, ${n} bodies (a 3 m box)`, () => {
    const x = ((q++ * 7.3) % side) | 0;
    box.min.x = x; box.min.y = x * 0.5; box.min.z = -1;
    box.max.x = x + 3; box.max.y = x * 0.5 + 3; box.max.z = 1;
    out.length = 0;
    sink += World_QueryBox(w, out, box, null, 1, 0);
  });
  const disp = new Vec4();
  let k = 0;
  suite.add(`PhysicsBody_Sweep, ${n} bodies (one body, no contacts found)`, () => {
    const b = bodies[k++ % n];
    PhysicsBody_Sweep(Math.fround(1 / 30), w, b, 1.5, 0.5, 0, 1, disp, null, null);
    sink += disp.x;
  });
}
suite
  .on("cycle", (e: Benchmark.Event) => console.log(String(e.target)))
  .on("complete", () => console.log(`(sink ${sink.toExponential(3)})`))
  .run({ async: false });
