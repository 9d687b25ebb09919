// The engines the peer benchmarks compare, each behind the same small interface: build a floor,
// then answer query i of a query set (a ray straight down, a sphere sweep, a sphere overlap).
// Answers are numbers so that they can be compared with the exact reference: a distance or time
// of impact (−1: no hit), or 1 / 0 for an overlap. Bench code, not engine code.
import RAPIER from "@dimforge/rapier3d-compat";
import * as CANNON from "cannon-es";
import { Memory } from "../../runtime/memory.js";
import { Vec3 } from "../../runtime/vec.js";
import { AABB, AABB_ExtendByMove, ContactList } from "../../generated/ps2/unit03_contacts.generated.js";
import { Body } from "../../generated/ps2/body.generated.js";
import { AABB_FromSphere, PhysicsShape, PhysShapeSphere_Construct } from "../../generated/ps2/unit06_shapes.generated.js";
import { CollisionMesh_AddTriangle, CollisionMesh_Build } from "../../generated/ps2/collision_mesh.generated.js";
import { MeshWorld, MeshWorld_OverlapMesh, MeshWorld_RayCast, MeshWorld_SweepMesh } from "../../generated/ps2/mesh_backend.generated.js";
import { RayHit } from "../../generated/ps2/world.generated.js";
import { LedgeSoup, soup_add_concave, soup_compile, soup_init } from "../../generated/ivp/geometry/soup.generated.js";
import { SurfaceRayHit, surface_ray_cast } from "../../generated/ivp/geometry/raycast.generated.js";
import { ledge_tree_sphere_query } from "../../generated/ivp/geometry/surface_manager.generated.js";
import { OVERLAP_R, RAY_LENGTH, RAY_TOP, SWEEP_MOVE, SWEEP_R, overlapCentre, sweepStart, type Floor, type Queries } from "./floor.js";

/** The PS2 collision mesh (002 Unit 2 over the designed mesh, D-MESH-1), cells of `cell` m. */
export class Ps2Engine {
  w = new MeshWorld();
  private list = new ContactList();
  private hit = new RayHit();
  private box = new AABB();
  private body = new Body();
  private sphere = new PhysicsShape();
  private ball = new PhysicsShape();
  constructor(readonly cell = 2) {
    this.body.scale.x = this.body.scale.y = this.body.scale.z = this.body.scale.w = 1;
    PhysShapeSphere_Construct(this.sphere);
    this.sphere.radius = SWEEP_R;
    PhysShapeSphere_Construct(this.ball);
    this.ball.radius = OVERLAP_R;
  }
  build(fl: Floor): void {
    this.w = new MeshWorld();
    const v = fl.vertices, ix = fl.indices, m = this.w.mesh;
    for (let t = 0; t < fl.triangles; t++) {
      const a = ix[3 * t] * 3, b = ix[3 * t + 1] * 3, c = ix[3 * t + 2] * 3;
      CollisionMesh_AddTriangle(m, 1, v[a], v[a + 1], v[a + 2], v[b], v[b + 1], v[b + 2], v[c], v[c + 1], v[c + 2]);
    }
    CollisionMesh_Build(m, this.cell);
  }
  ray(q: Queries, i: number): number {
    return MeshWorld_RayCast(this.w, q.x[i], q.y[i], RAY_TOP, 1, 0, 0, -1, 0, RAY_LENGTH, this.hit) ? this.hit.distance : -1;
  }
  sweep(q: Queries, i: number): number {
    const [x, y, z] = sweepStart(q, i);
    const s = this.sphere;
    s.centre.x = x; s.centre.y = y; s.centre.z = z; s.centre.w = 1;
    AABB_FromSphere(this.box, x, y, z, 1, SWEEP_R);
    AABB_ExtendByMove(this.box, SWEEP_MOVE[0], SWEEP_MOVE[1], SWEEP_MOVE[2], 0);
    const n = MeshWorld_SweepMesh(this.w, this.list, 0, 50, this.box, this.body, s, SWEEP_MOVE[0], SWEEP_MOVE[1], SWEEP_MOVE[2], 0, 0, -1, 1);
    return n > 0 ? this.list.pool[0].fraction : -1;
  }
  overlap(q: Queries, i: number): number {
    const [x, y, z] = overlapCentre(q, i);
    const s = this.ball;
    s.centre.x = x; s.centre.y = y; s.centre.z = z; s.centre.w = 1;
    AABB_FromSphere(this.box, x, y, z, 1, OVERLAP_R);
    return MeshWorld_OverlapMesh(this.w, this.list, 0, 50, this.box, s, 0, -1, 1);
  }
}

/** The IVP compact surfaces (000 chapter 1): the floor as a ledge soup of pancakes, compiled in
 *  square tiles of at most 128 × 128 quads (one surface holds at most 65,536 points and 2^24
 *  bytes, 000 L640/L645), the tiles found by grid arithmetic (one surface for 20k triangles). */
export class IvpEngine {
  mem = new Memory(1 << 20);
  surfaces: number[] = [];
  roots: number[] = [];
  tiles = 1;
  tileQuads = 1;
  /** the builds' scratch arena, kept between builds (D-COMPILE-11) */
  private scratch: Memory | null = null;
  private hit = new SurfaceRayHit();
  private out: number[] = [];
  build(fl: Floor): void {
    this.tiles = Math.ceil(fl.n / 128);
    this.tileQuads = Math.ceil(fl.n / this.tiles);
    this.surfaces = [];
    this.roots = [];
    const T = this.tileQuads, n = fl.n;
    // as the facade builds (D-COMPILE-7, D-COMPILE-11): one scratch arena for a tile (448 bytes per
    // face), emptied between tiles and kept between builds; the compiled surfaces packed into a
    // memory of their size
    const need = (1 << 16) + 448 * 2 * T * T;
    if (this.scratch === null || this.scratch.buf.byteLength < need) this.scratch = new Memory(need);
    const scratch = this.scratch;
    const compiled: Uint8Array[] = [];
    for (let tj = 0; tj < this.tiles; tj++) {
      for (let ti = 0; ti < this.tiles; ti++) {
        const i0 = ti * T, j0 = tj * T, i1 = Math.min(n, i0 + T), j1 = Math.min(n, j0 + T);
        const w = i1 - i0 + 1;
        const verts: Vec3[] = [];
        for (let j = j0; j <= j1; j++) {
          for (let i = i0; i <= i1; i++) {
            const p = new Vec3(), k = (j * (n + 1) + i) * 3;
            p.x = fl.vertices[k]; p.y = fl.vertices[k + 1]; p.z = fl.vertices[k + 2];
            verts.push(p);
          }
        }
        const faces: number[] = [];
        for (let j = 0; j < j1 - j0; j++) {
          for (let i = 0; i < i1 - i0; i++) {
            const a = j * w + i, b = a + 1, c = a + w, d = c + 1;
            faces.push(a, b, c, b, d, c);
          }
        }
        if (scratch.top > 16) scratch.clear();
        const s = new LedgeSoup();
        soup_init(s);
        soup_add_concave(scratch, s, verts, faces, 1, 1, 1, tj * this.tiles + ti);
        const cs = soup_compile(scratch, s);
        compiled.push(scratch.u8.slice(cs, cs + (scratch.u32[(cs + 0x1c) >> 2] >>> 8)));
      }
    }
    let total = 16;
    for (const b of compiled) total += (b.length + 15) & ~15;
    this.mem = new Memory(total);
    for (const b of compiled) {
      const cs = this.mem.alloc(b.length, 16);
      this.mem.u8.set(b, cs);
      this.surfaces.push(cs);
      this.roots.push(cs + this.mem.i32[(cs + 0x20) >> 2]);
    }
  }
  private tileOf(c: number): number {
    return Math.min(this.tiles - 1, Math.max(0, Math.floor(c / this.tileQuads)));
  }
  ray(q: Queries, i: number): number {
    const x = q.x[i], y = q.y[i];
    let best = -1;
    // the tiles whose closed range holds (x, y): one, or up to four on a tile border
    const ti0 = this.tileOf(x - 1e-9), ti1 = this.tileOf(x + 1e-9), tj0 = this.tileOf(y - 1e-9), tj1 = this.tileOf(y + 1e-9);
    for (let tj = tj0; tj <= tj1; tj++) {
      for (let ti = ti0; ti <= ti1; ti++) {
        if (surface_ray_cast(this.mem, this.surfaces[tj * this.tiles + ti], x, y, RAY_TOP, x, y, RAY_TOP - RAY_LENGTH, this.hit)) {
          if (best < 0 || this.hit.distance < best) best = this.hit.distance;
        }
      }
    }
    return best;
  }
  /** The ledge-tree sphere query (G08): how many candidate ledges it lists. */
  sphereQuery(q: Queries, i: number): number {
    const [x, y, z] = overlapCentre(q, i);
    const out = this.out;
    out.length = 0;
    const ti0 = this.tileOf(x - OVERLAP_R), ti1 = this.tileOf(x + OVERLAP_R), tj0 = this.tileOf(y - OVERLAP_R), tj1 = this.tileOf(y + OVERLAP_R);
    for (let tj = tj0; tj <= tj1; tj++) {
      for (let ti = ti0; ti <= ti1; ti++) ledge_tree_sphere_query(this.mem, this.roots[tj * this.tiles + ti], x, y, z, OVERLAP_R, out);
    }
    return out.length;
  }
}

let rapierReady = false;
export async function initRapier(): Promise<void> {
  if (!rapierReady) {
    await RAPIER.init();
    rapierReady = true;
  }
}

/** Rapier (@dimforge/rapier3d-compat): one fixed trimesh collider, world queries. */
export class RapierEngine {
  world: RAPIER.World | null = null;
  private ray0 = new RAPIER.Ray({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: -1 });
  private rot = { x: 0, y: 0, z: 0, w: 1 };
  private sweepBall = new RAPIER.Ball(SWEEP_R);
  private ball = new RAPIER.Ball(OVERLAP_R);
  private vel = { x: SWEEP_MOVE[0], y: SWEEP_MOVE[1], z: SWEEP_MOVE[2] };
  private pos = { x: 0, y: 0, z: 0 };
  private collider: RAPIER.Collider | null = null;
  private contactOut = new RAPIER.ShapeContact(0, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0 });
  build(fl: Floor): void {
    if (this.world) this.world.free();
    const world = new RAPIER.World({ x: 0, y: 0, z: -9.81 });
    this.collider = world.createCollider(RAPIER.ColliderDesc.trimesh(fl.vertices, fl.indices));
    // one step puts the collider into the query structures
    world.step();
    this.world = world;
  }
  ray(q: Queries, i: number): number {
    this.ray0.origin.x = q.x[i]; this.ray0.origin.y = q.y[i]; this.ray0.origin.z = RAY_TOP;
    const h = this.world!.castRay(this.ray0, RAY_LENGTH, true);
    return h ? h.timeOfImpact : -1;
  }
  sweep(q: Queries, i: number): number {
    const [x, y, z] = sweepStart(q, i);
    this.pos.x = x; this.pos.y = y; this.pos.z = z;
    const h = this.world!.castShape(this.pos, this.rot, this.vel, this.sweepBall, 0, 1, true);
    return h ? h.time_of_impact : -1;
  }
  overlap(q: Queries, i: number): number {
    const [x, y, z] = overlapCentre(q, i);
    this.pos.x = x; this.pos.y = y; this.pos.z = z;
    return this.world!.intersectionWithShape(this.pos, this.rot, this.ball) ? 1 : 0;
  }
  /** The deepest contact of the ball with the floor's trimesh (every triangle in reach is tested,
   *  with its normal and depth): the nearest Rapier query to the PS2 overlap, which collects,
   *  sorts and writes every penetrating triangle. 1 when the ball penetrates, else 0. */
  contact(q: Queries, i: number): number {
    const [x, y, z] = overlapCentre(q, i);
    this.pos.x = x; this.pos.y = y; this.pos.z = z;
    const c = this.collider!.contactShape(this.ball, this.pos, this.rot, 0, this.contactOut);
    return c !== null && c.distance < 0 ? 1 : 0;
  }
}

/** cannon-es: a static body with one Trimesh shape; the closest-hit ray cast. */
export class CannonEngine {
  world = new CANNON.World();
  private from = new CANNON.Vec3();
  private to = new CANNON.Vec3();
  private result = new CANNON.RaycastResult();
  build(fl: Floor): void {
    this.world = new CANNON.World();
    const shape = new CANNON.Trimesh(Array.from(fl.vertices), Array.from(fl.indices));
    const body = new CANNON.Body({ mass: 0 });
    body.addShape(shape);
    this.world.addBody(body);
  }
  ray(q: Queries, i: number): number {
    this.from.set(q.x[i], q.y[i], RAY_TOP);
    this.to.set(q.x[i], q.y[i], RAY_TOP - RAY_LENGTH);
    this.result.reset();
    return this.world.raycastClosest(this.from, this.to, {}, this.result) ? this.result.distance : -1;
  }
}

