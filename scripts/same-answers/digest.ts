// Prints one digest line per group of collision answers (PS2 mesh queries, IVP surface builds and
// queries) over deterministic meshes and queries, so that two versions of the engine can be compared
// answer for answer: scripts/same-answers.ts runs this file against a base revision and the working
// tree and diffs the lines. Every line hashes raw bits (answers, contact lists, the queried state
// with its scratch, layout memory), never values with a tolerance.
// Run alone: npx tsx scripts/same-answers/digest.ts [--scale 1] [--parts ps2,ivp]
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";
import { Memory } from "../../runtime/memory.js";
import { Vec3 } from "../../runtime/vec.js";
import { AABB, AABB_ExtendByMove, ContactList } from "../../generated/ps2/unit03_contacts.generated.js";
import { Body } from "../../generated/ps2/body.generated.js";
import { AABB_FromSphere, PhysicsShape, PhysShapeSphere_Construct, PhysShapeCapsule_Construct } from "../../generated/ps2/unit06_shapes.generated.js";
import { CollisionMesh_AddTriangle, CollisionMesh_Build } from "../../generated/ps2/collision_mesh.generated.js";
import { MeshWorld, MeshWorld_OverlapMesh, MeshWorld_RayCast, MeshWorld_SweepMesh } from "../../generated/ps2/mesh_backend.generated.js";
import { PhysicsBody_PushOutOfWalls } from "../../generated/ps2/unit02_sweeps.generated.js";
import { RayHit } from "../../generated/ps2/world.generated.js";
import { LedgeSoup, soup_add_concave, soup_add_convex, soup_compile, soup_init } from "../../generated/ivp/geometry/soup.generated.js";
import { SurfaceRayHit, surface_ray_cast } from "../../generated/ivp/geometry/raycast.generated.js";
import { ledge_tree_sphere_query } from "../../generated/ivp/geometry/surface_manager.generated.js";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const SCALE = Number(args.get("scale") ?? 1);
const PARTS = (args.get("parts") ?? "ps2,ivp").split(",");
const f = Math.fround;
const out: string[] = [];
const line = (s: string) => {
  out.push(s);
  if (out.length >= 256) flush();
};
const flush = () => {
  process.stdout.write(out.join("\n") + "\n");
  out.length = 0;
};

/** Hashes a record's raw values in its fields' order (the generated constructor's), records and
 *  lists within it too, a record met again by its visit number: the generated hash helpers exist only
 *  for state roots (@state), and the answers compared here are query results. */
function hashAny(v: unknown, h: StateHasher, seen = new Map<object, number>()): void {
  if (typeof v === "number") h.f64(v);
  else if (typeof v === "boolean") h.bool(v);
  else if (v === null || v === undefined) h.u32(0xffffffff);
  else if (ArrayBuffer.isView(v)) h.bytes(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
  else if (typeof v === "object") {
    const at = seen.get(v);
    if (at !== undefined) {
      h.u32(0xfffffffe).u32(at);
      return;
    }
    seen.set(v, seen.size);
    if (Array.isArray(v)) {
      h.u32(v.length);
      for (const x of v) hashAny(x, h, seen);
    } else for (const k of Object.keys(v)) hashAny((v as Record<string, unknown>)[k], h, seen);
  }
}

/** A triangle soup of `count` triangles: kinds mixed (ordinary, slivers, degenerate, large), near
 *  the origin or offset far from it. */
function soup(rng: Prng, count: number, offset: number, size: number): number[] {
  const t: number[] = [];
  for (let i = 0; i < count; i++) {
    const cx = offset + rng.range(-size, size),
      cy = offset + rng.range(-size, size),
      cz = rng.range(-size / 4, size / 4);
    const kind = rng.int(10);
    const s = kind === 9 ? rng.range(5, 40) : rng.range(0.05, 2);
    const p = [0, 1, 2].map(() => [f(cx + rng.range(-s, s)), f(cy + rng.range(-s, s)), f(cz + rng.range(-s, s) * (kind === 8 ? 0.001 : 1))]);
    if (kind === 7) p[2] = [p[1][0], p[1][1], p[1][2]]; // two equal corners
    if (kind === 6) p[2] = [f((p[0][0] + p[1][0]) / 2), f((p[0][1] + p[1][1]) / 2), f((p[0][2] + p[1][2]) / 2)]; // collinear (up to rounding)
    if (kind === 5) p[2] = [f(p[0][0] + (p[1][0] - p[0][0]) * 0.999), f(p[0][1] + (p[1][1] - p[0][1]) * 1.001), f(p[0][2] + 1e-4)]; // sliver
    for (const q of p) t.push(q[0], q[1], q[2]);
  }
  return t;
}

/** A floor of n × n quads of 1 m (two triangles each), heights from a few parabola waves. */
function floor(n: number, rng: Prng): number[] {
  const h = (x: number, y: number) => {
    const w = (u: number) => {
      const t = u - Math.floor(u);
      return 4 * t * (1 - t);
    };
    return f(6 * w(x / 37.1) * w(y / 29.3) + 1.2 * w((x + y) / 9.7) + 0.3 * w((x - 2 * y) / 3.1) + (rng.unit() < 0.01 ? 2 : 0));
  };
  const H: number[] = [];
  for (let j = 0; j <= n; j++) for (let i = 0; i <= n; i++) H.push(h(i, j));
  const t: number[] = [];
  const v = (i: number, j: number) => [i, j, H[j * (n + 1) + i]];
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const a = v(i, j),
        b = v(i + 1, j),
        c = v(i, j + 1),
        d = v(i + 1, j + 1);
      t.push(...a, ...b, ...c, ...b, ...d, ...c);
    }
  return t;
}

function bounds(t: number[]): number[] {
  const lo = [Infinity, Infinity, Infinity],
    hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < t.length; i++) {
    const k = i % 3;
    if (t[i] < lo[k]) lo[k] = t[i];
    if (t[i] > hi[k]) hi[k] = t[i];
  }
  return [...lo, ...hi];
}

function ps2(name: string, tri: number[], rng: Prng, queries: number, cell: number): void {
  const w = new MeshWorld();
  const m = w.mesh;
  for (let i = 0; i < tri.length / 9; i++) {
    const flags =
      rng.int(8) === 0 ? (rng.int(4) === 0 ? 0 : 0x3 | (rng.int(4) << 14)) : 0x1 | (rng.int(2) << 1) | (rng.int(3) << 14) | (rng.int(5) === 0 ? 0x8 : 0);
    CollisionMesh_AddTriangle(
      m,
      flags,
      tri[9 * i],
      tri[9 * i + 1],
      tri[9 * i + 2],
      tri[9 * i + 3],
      tri[9 * i + 4],
      tri[9 * i + 5],
      tri[9 * i + 6],
      tri[9 * i + 7],
      tri[9 * i + 8],
    );
  }
  CollisionMesh_Build(m, cell);
  const [lx, ly, lz, hx, hy, hz] = bounds(tri);
  const list = new ContactList();
  const box = new AABB();
  const hit = new RayHit();
  const body = new Body();
  body.scale.x = body.scale.y = body.scale.z = body.scale.w = 1;
  const sphere = new PhysicsShape();
  PhysShapeSphere_Construct(sphere);
  const capsule = new PhysicsShape();
  PhysShapeCapsule_Construct(capsule);
  const OPTIONS = [0, 0, 4, 8, 12, 0x40, 0x44, 0x8000, 0x20000, 0x20040];
  for (let g = 0; g < queries; g += 100) {
    const h = new StateHasher();
    for (let q = g; q < Math.min(queries, g + 100); q++) {
      const x0 = f(rng.range(lx - 1, hx + 1)),
        y0 = f(rng.range(ly - 1, hy + 1)),
        z0 = f(rng.range(lz - 1, hz + 2));
      const [x, y, z] = [x0, y0, z0];
      const r = f(rng.unit() < 0.5 ? rng.range(0.05, 1.2) : rng.range(0.5, 4));
      const kind = q % 5;
      const options = OPTIONS[rng.int(OPTIONS.length)];
      const nzmin = f(rng.range(-1, 1)),
        nzmax = f(rng.range(-1, 1));
      try {
        if (kind <= 1) {
          let [sx, sy, sz] = [x, y, z];
          if (kind === 0) {
            // at the pre-tests' edge: r (1 ± 2^-20…2^-10) from a triangle's extreme corner along an axis
            const t = rng.int(tri.length / 9),
              axis = rng.int(3),
              up = rng.int(2) === 1;
            let best = 0;
            for (let c = 1; c < 3; c++) if (tri[9 * t + 3 * c + axis] > tri[9 * t + 3 * best + axis] === up) best = c;
            const p = [tri[9 * t + 3 * best], tri[9 * t + 3 * best + 1], tri[9 * t + 3 * best + 2]];
            p[axis] += (up ? 1 : -1) * r * (1 + (rng.int(2) ? 1 : -1) * 2 ** -(10 + rng.int(11)));
            [sx, sy, sz] = p.map(f);
          }
          sphere.centre.x = sx;
          sphere.centre.y = sy;
          sphere.centre.z = sz;
          sphere.centre.w = 1;
          sphere.radius = r;
          AABB_FromSphere(box, sx, sy, sz, 1, r);
          const room = 1 + rng.int(50);
          h.i32(MeshWorld_OverlapMesh(w, list, 0, room, box, sphere, options, nzmin, nzmax));
        } else if (kind === 2) {
          const dx = f(rng.range(-1, 1)),
            dy = f(rng.range(-1, 1)),
            dz = f(rng.range(-1, 0.2));
          const len = Math.sqrt(dx * dx + dy * dy + dz * dz) || 1;
          h.i32(MeshWorld_RayCast(w, x, y, z, 1, f(dx / len), f(dy / len), f(dz / len), 0, f(rng.range(0.1, 30)), hit) ? 1 : 0);
          hashAny(hit, h);
        } else if (kind === 3) {
          const mv = [f(rng.range(-2, 2)), f(rng.range(-2, 2)), f(rng.range(-2, 1))];
          const s = rng.unit() < 0.7 ? sphere : capsule;
          s.radius = r;
          let [x, y, z] = [x0, y0, z0];
          if (rng.int(2) === 0) {
            // at the sweep pre-test's edge (D-MESH-6): the path ends, or passes at a random time,
            // r (1 ± 2^-20…2^-4) from a triangle's extreme corner along an axis
            const t = rng.int(tri.length / 9),
              axis = rng.int(3),
              up = rng.int(2) === 1;
            let best = 0;
            for (let c = 1; c < 3; c++) if (tri[9 * t + 3 * c + axis] > tri[9 * t + 3 * best + axis] === up) best = c;
            const p = [tri[9 * t + 3 * best], tri[9 * t + 3 * best + 1], tri[9 * t + 3 * best + 2]];
            p[axis] += (up ? 1 : -1) * r * (1 + (rng.int(2) ? 1 : -1) * 2 ** -(4 + rng.int(17)));
            const at = rng.int(3) === 0 ? 1 : rng.unit();
            [x, y, z] = [f(p[0] - at * mv[0]), f(p[1] - at * mv[1]), f(p[2] - at * mv[2])];
          }
          s.centre.x = s.base.x = x;
          s.centre.y = s.base.y = y;
          s.centre.z = s.base.z = z;
          s.centre.w = s.base.w = 1;
          AABB_FromSphere(box, x, y, z, 1, r);
          AABB_ExtendByMove(box, mv[0], mv[1], mv[2], 0);
          h.i32(MeshWorld_SweepMesh(w, list, 0, 1 + rng.int(50), box, body, s, mv[0], mv[1], mv[2], 0, options, nzmin, nzmax));
        } else {
          PhysicsBody_PushOutOfWalls(m, body, x, y, z, 1, r);
          hashAny(body, h);
        }
      } catch (e) {
        // an assertion (more than 100 mesh contacts) is an answer too: its message is hashed
        const msg = String((e as Error).message);
        for (let i = 0; i < msg.length; i++) h.u32(msg.charCodeAt(i));
      }
      hashAny(list, h);
      h.i32(m.query);
      h.u32(m.candidates.length);
      for (const c of m.candidates) h.i32(c);
    }
    line(`${name} queries ${g}..: ${h.hex()}`);
  }
  const h = new StateHasher();
  hashAny(m, h);
  line(`${name} mesh after: ${h.hex()}`);
}

function ivp(name: string, tri: number[], convex: number, rng: Prng, queries: number): void {
  const mem = new Memory(1 << 16);
  const s = new LedgeSoup();
  soup_init(s);
  for (let c = 0; c < convex; c++) {
    const verts: Vec3[] = [];
    const cx = rng.range(-20, 20),
      cy = rng.range(-20, 20),
      cz = rng.range(-5, 5),
      sz = rng.range(0.2, 3);
    for (let i = 0, n = 4 + rng.int(12); i < n; i++)
      verts.push(Object.assign(new Vec3(), { x: f(cx + rng.range(-sz, sz)), y: f(cy + rng.range(-sz, sz)), z: f(cz + rng.range(-sz, sz)) }));
    soup_add_convex(mem, s, verts, 1, 1, 1, c);
  }
  const verts: Vec3[] = [];
  const faces: number[] = [];
  for (let i = 0; i < tri.length / 3; i++) {
    verts.push(Object.assign(new Vec3(), { x: tri[3 * i], y: tri[3 * i + 1], z: tri[3 * i + 2] }));
    faces.push(i);
  }
  // shared corners for a floor: vertices repeat, the pool merges them
  soup_add_concave(mem, s, verts, faces, f(rng.range(0.5, 2)), 1, 1, 99);
  const cs = soup_compile(mem, s);
  const bytes = mem.u32[(cs + 0x1c) >> 2] >>> 8;
  line(
    `${name} surface ${bytes} bytes: ${new StateHasher().u32(mem.top).hex()} mem ${hashBytes(mem.u8.subarray(0, mem.top))} surface ${hashBytes(mem.u8.subarray(cs, cs + bytes))}`,
  );
  const root = cs + mem.i32[(cs + 0x20) >> 2];
  const [lx, ly, lz, hx, hy, hz] = bounds(tri);
  const hit = new SurfaceRayHit();
  const list: number[] = [];
  for (let g = 0; g < queries; g += 100) {
    const h = new StateHasher();
    for (let q = g; q < Math.min(queries, g + 100); q++) {
      const x = rng.range(lx - 2, hx + 2) * 2,
        y = rng.range(ly - 2, hy + 2),
        z = rng.range(lz - 2, hz + 2);
      if (q & 1) {
        const ok = surface_ray_cast(mem, cs, x, y, z, x + rng.range(-5, 5), y + rng.range(-5, 5), z + rng.range(-20, 5), hit);
        h.i32(ok ? 1 : 0)
          .i32(hit.ledge)
          .i32(hit.triangle)
          .f64(hit.distance)
          .f64(hit.normal.x)
          .f64(hit.normal.y)
          .f64(hit.normal.z);
      } else {
        list.length = 0;
        ledge_tree_sphere_query(mem, root, x, y, z, rng.range(0.01, 5), list);
        h.u32(list.length);
        for (const l of list) h.u32(l);
      }
    }
    line(`${name} queries ${g}..: ${h.hex()}`);
  }
}

function hashBytes(b: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b[i], 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

const rng = new Prng(20261201);
if (PARTS.includes("ps2")) {
  ps2("ps2 floor 100", floor(100, rng), rng, 60000 * SCALE, 2);
  for (let k = 0; k < 8 * SCALE; k++) {
    const far = k % 2 === 1 ? 300 : 0;
    ps2(`ps2 soup ${k}`, soup(rng, 3000, far, 12), rng, 30000, k % 3 === 2 ? 1 : 2);
  }
}
if (PARTS.includes("ivp")) {
  ivp("ivp floor 100", floor(100, rng), 0, rng, 20000 * SCALE);
  for (let k = 0; k < 6 * SCALE; k++) ivp(`ivp soup ${k}`, soup(rng, 1500 + 500 * k, k % 2 ? 300 : 0, 15), k % 3, rng, 10000);
}
flush();
