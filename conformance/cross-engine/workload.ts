// The cross-engine workload: seeded random inputs through the generated functions, more than
// 100,000 calls, every result's raw bits fed to one hash. Run in V8 and in QuickJS, the two hashes
// must be identical (conformance/cross-engine.test.ts). Pure computation: no I/O, no timers.
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
import { StateHasher } from "../../runtime/hash.js";
import { Vec3, Vec4 } from "../../runtime/vec.js";
import { invsqrt4, invsqrt5 } from "../../generated/ivp/math/invsqrt.generated.js";
import { normalize4, normalize5, normalize_len, vec_cross, vec_lerp } from "../../generated/ivp/math/vector.generated.js";
import { triangle_ledge } from "../../generated/ivp/geometry/pancake.generated.js";
import { ledge_triangle, triangle_edge } from "../../generated/ivp/geometry/compact.generated.js";
import { hesse, k_values, line_dist2, qr_values, segment_dist2, triangle_dist2, pierce_walk, ledge_aabb } from "../../generated/ivp/geometry/ledge_helpers.generated.js";
import { CacheLedgePoint, qlen_kk } from "../../generated/ivp/geometry/two_object.generated.js";
import { CollTri, CollTri_ComputeEdgeNormals, CollTri_ComputeEdges, CollTri_ComputeNormal, MeshContact, MeshContacts_SortByFraction } from "../../generated/ps2/unit02_mesh_records.generated.js";
import { MinList, min_list_add, min_list_first, min_list_init, min_list_min, min_list_remove } from "../../generated/ivp/time/min_list.generated.js";
import { OvTree, ov_elem_new, ov_place, ov_tree_init } from "../../generated/ivp/space/ov_tree.generated.js";
import { get_coll_range_in_world, range_manager_init, RangeManager } from "../../generated/ivp/space/range.generated.js";
import { AABB, AABB_ExtendByMove, AABB_ScaleAboutCentre, PhysicsVec_Bounce, Vec_RemoveNormalPart } from "../../generated/ps2/unit03_contacts.generated.js";

export function run(n: number): { hash: string; calls: number } {
  const rng = new Prng(0x5eed);
  const h = new StateHasher();
  const v3 = new Vec3();
  const w3 = new Vec3();
  const v4 = new Vec4();
  const o2 = new Float32Array(2);
  const o4 = new Float32Array(4);
  const tri = new CollTri();
  const box = new AABB();
  const contacts = Array.from({ length: 100 }, () => new MeshContact());
  const sorted = new Int32Array(100);
  const clpA = new CacheLedgePoint();
  const clpB = new CacheLedgePoint();
  let mem = new Memory(1 << 20);
  let calls = 0;
  const ml = new MinList();
  min_list_init(ml, 16);
  const handles: number[] = [];
  const ov = new OvTree();
  ov_tree_init(ov);
  const ovElems = Array.from({ length: 64 }, (_, k) => ov_elem_new(ov, k + 1));
  const rm = new RangeManager();
  range_manager_init(rm);
  const r = (s: number) => rng.range(-s, s);
  const f = (s: number) => Math.fround(r(s));
  for (let i = 0; i < n; i++) {
    if (i % 2000 === 0) mem = new Memory(1 << 20);
    // 000 §0.1 inverse square roots (f32 argument, f64 argument)
    h.f64(invsqrt4(Math.fround(rng.range(1e-6, 1e6))));
    h.f64(invsqrt5(rng.range(1e-12, 1e12)));
    // X03-X10
    v3.x = r(10); v3.y = r(10); v3.z = r(10);
    h.i32(normalize4(v3)).f64(v3.x).f64(v3.y).f64(v3.z);
    v3.x = r(1e-9); v3.y = r(10); v3.z = r(10);
    h.i32(normalize5(v3)).f64(v3.x).f64(v3.y).f64(v3.z);
    v3.x = r(5); v3.y = r(5); v3.z = r(5);
    h.f64(normalize_len(v3));
    vec_cross(r(3), r(3), r(3), r(3), r(3), r(3), w3);
    h.f64(w3.x).f64(w3.y).f64(w3.z);
    vec_lerp(r(3), r(3), r(3), r(3), r(3), r(3), rng.unit(), w3);
    h.f64(w3.x).f64(w3.y).f64(w3.z);
    calls += 7;
    // 000 §1.5.2 ledge helpers on a random pancake ledge
    const l = triangle_ledge(mem, r(10), r(10), r(10), r(10), r(10), r(10), r(10), r(10), r(10));
    calls++;
    h.u32(l);
    if (l !== 0) {
      const t = ledge_triangle(l, 0);
      const e = triangle_edge(t, rng.int(3));
      const px = r(20), py = r(20), pz = r(20);
      h.f64(triangle_dist2(mem, l, t, px, py, pz));
      h.f64(segment_dist2(mem, px, py, pz, l, e));
      h.f64(line_dist2(mem, l, e, px, py, pz));
      k_values(mem, l, e, px, py, pz, o2);
      h.f32(o2[0]).f32(o2[1]);
      qr_values(mem, l, e, px, py, pz, o4);
      h.f32(o4[0]).f32(o4[1]).f32(o4[2]).f32(o4[3]);
      hesse(mem, e, l, w3);
      h.f64(w3.x).f64(w3.y).f64(w3.z);
      h.u32(pierce_walk(mem, e, px, py, pz));
      ledge_aabb(mem, l, v3, w3);
      h.f64(v3.x).f64(w3.z);
      calls += 8;
      // 000 §1.5.3 segment–segment through two cache ledge points with random poses
      if (i % 4 === 0) {
        const l2 = triangle_ledge(mem, r(10), r(10), r(10), r(10), r(10), r(10), r(10), r(10), r(10));
        calls++;
        if (l2 !== 0) {
          for (const [c, lg] of [[clpA, l], [clpB, l2]] as const) {
            c.ledge = lg;
            c.points = lg + 0x30;
            const m = c.cache.m_world_f_object;
            for (let k = 0; k < 12; k++) m[k] = k % 4 === 3 ? r(5) : r(1);
          }
          h.f64(qlen_kk(mem, triangle_edge(ledge_triangle(l, 0), rng.int(3)), triangle_edge(ledge_triangle(l2, 0), rng.int(3)), clpA, clpB));
          calls++;
        }
      }
    }
    // 000 chapter 2: the min list, the OV tree and the range manager
    handles.push(min_list_add(ml, Math.fround(rng.int(32) * 0.25)));
    if (handles.length > 40) min_list_remove(ml, handles.splice(rng.int(handles.length), 1)[0]);
    h.u32(min_list_first(ml)).f32(min_list_min(ml));
    h.f64(ov_place(ov, ovElems[i & 63], r(20), r(20), r(20), rng.range(0.5, 3), true)).u32(ov.cand.n);
    h.f64(get_coll_range_in_world(rm, Math.fround(rng.range(0, 3)), Math.fround(rng.range(0, 30)), Math.fround(rng.range(0.1, 3)), 1 / 66));
    calls += 4 + (handles.length > 40 ? 1 : 0);
    // 002 Unit 2/3 helpers (ps2 model)
    tri.v0.x = f(5); tri.v0.y = f(5); tri.v0.z = f(5);
    tri.v1.x = f(5); tri.v1.y = f(5); tri.v1.z = f(5);
    tri.v2.x = f(5); tri.v2.y = f(5); tri.v2.z = f(5);
    CollTri_ComputeEdges(tri);
    CollTri_ComputeEdgeNormals(tri, 1);
    CollTri_ComputeNormal(tri);
    h.f32(tri.n.x).f32(tri.n.y).f32(tri.n.z).f32(tri.len_e0).f32(tri.e1.y);
    v4.x = f(4); v4.y = f(4); v4.z = f(4); v4.w = 1;
    Vec_RemoveNormalPart(v4, tri.n.x, tri.n.y, tri.n.z, 0);
    h.f32(v4.x).f32(v4.y).f32(v4.z).f32(v4.w);
    PhysicsVec_Bounce(v4, tri.n.x, tri.n.y, tri.n.z, 0, Math.fround(rng.unit()));
    h.f32(v4.x).f32(v4.y).f32(v4.z).f32(v4.w);
    box.min.x = f(3); box.min.y = f(3); box.min.z = f(3);
    box.max.x = Math.fround(box.min.x + 1); box.max.y = Math.fround(box.min.y + 2); box.max.z = Math.fround(box.min.z + 3);
    AABB_ScaleAboutCentre(box, f(2), f(2), f(2));
    AABB_ExtendByMove(box, f(1), f(1), f(1), 0);
    h.f32(box.min.x).f32(box.min.y).f32(box.min.z).f32(box.max.x).f32(box.max.y).f32(box.max.z);
    calls += 7;
    if (i % 8 === 0) {
      const count = 1 + rng.int(20);
      for (let k = 0; k < count; k++) contacts[k].key = Math.fround(rng.int(8) / 8);
      MeshContacts_SortByFraction(sorted, contacts, count);
      for (let k = 0; k < count; k++) h.i32(sorted[k]);
      calls++;
    }
  }
  return { hash: h.hex(), calls };
}
