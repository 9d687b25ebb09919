// GENERATED FILE: do not edit. Engine module ps2.unit02.sweeps: 002 Unit 2: the capsule and sphere sweeps, the sphere overlap and the push-out over the designed collision mesh from spec/ps2/unit02_sweeps.spec (sha256 5f5e5f2020038d96).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, Vec4, assertFail, specMax } from "../../runtime/index.js";
import { Body } from "./body.generated.js";
import { CollisionMesh, CollisionMesh_CollectBox, CollisionMesh_Corner, CollisionMesh_TriangleMeetsBox, MESH_TRI_BIT3, MESH_TRI_ENABLED, MESH_TRI_TWO_SIDED } from "./collision_mesh.generated.js";
import { MeshTriangle_SweepMayHit, MeshTriangle_WithinReach, SweepReach, SweepReach_Set } from "./mesh_pretest.generated.js";
import { PointTriangle_DistanceSq, SphereSweepRegion, SphereTriangle_Penetration, Sweep_SphereTriangle, Sweep_SphereTriangle_NoRegion } from "./unit01_kernels.generated.js";
import { CollTri, CollTri_ComputeEdgeNormals, CollTri_ComputeEdges, CollTri_ComputeNormal, CollTri_Flip, MeshCollector, MeshContact, MeshContacts_SortByFraction, reset_CollTri, vu_rsqrt } from "./unit02_mesh_records.generated.js";
import { AABB, Contact, ContactList, reset_AABB } from "./unit03_contacts.generated.js";
import { AABB_FromSphere, PhysicsShape } from "./unit06_shapes.generated.js";

/**
 * Corner i (mod 3) of the working triangle.
 *
 * @design Indexing helper for the rules that name v_k, v_{k+1}, v_{(m+2) mod 3} (002 L141-L142).
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:20
 */
export function CollTri_Corner(t: CollTri, i: number, out$: Vec4): void {
  const j: number = (i % 3) | 0;
  if (j === 0) {
    out$.x = t.v0.x; out$.y = t.v0.y; out$.z = t.v0.z; out$.w = t.v0.w;
    return;
  }
  if (j === 1) {
    out$.x = t.v1.x; out$.y = t.v1.y; out$.z = t.v1.z; out$.w = t.v1.w;
    return;
  }
  out$.x = t.v2.x; out$.y = t.v2.y; out$.z = t.v2.z; out$.w = t.v2.w;
  return;
}

/**
 * Edge k of the working triangle (as T holds it: unit or not).
 *
 * @design Indexing helper for the low, thin and corner-slide rules (002 L141-L142, L156).
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:33
 */
export function CollTri_Edge(t: CollTri, k: number, out$: Vec4): void {
  if (k === 0) {
    out$.x = t.e0.x; out$.y = t.e0.y; out$.z = t.e0.z; out$.w = t.e0.w;
    return;
  }
  if (k === 1) {
    out$.x = t.e1.x; out$.y = t.e1.y; out$.z = t.e1.z; out$.w = t.e1.w;
    return;
  }
  out$.x = t.e2.x; out$.y = t.e2.y; out$.z = t.e2.z; out$.w = t.e2.w;
  return;
}

/**
 * Length of edge k as the normalising call left it.
 *
 * @design Indexing helper for the thin rule (002 L142: the longest edge).
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:45
 */
export function CollTri_EdgeLength(t: CollTri, k: number): number {
  if (k === 0) {
    return t.len_e0;
  }
  if (k === 1) {
    return t.len_e1;
  }
  return t.len_e2;
}

/**
 * z of edge k of a mesh contact's copy of T (+0x58 + 16k).
 *
 * @design Indexing helper for the corner slide (002 L156: mesh contact +0x58 + 16k).
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:57
 */
export function MeshContact_EdgeZ(mc: MeshContact, k: number): number {
  if (k === 0) {
    return mc.e0.z;
  }
  if (k === 1) {
    return mc.e1.z;
  }
  return mc.e2.z;
}

/**
 * Loads triangle `idx` of the mesh into the working triangle: corners (w = 1) and the unit normal.
 *
 * @design The collectors' 'load the corners, compute the unit normal' step (002 L138-L139, L182-L183) over the designed mesh's flat corner list (D-MESH-3).
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:69
 */
export function CollTri_LoadMeshTriangle(t: CollTri, mesh: CollisionMesh, idx: number): void {
  CollisionMesh_Corner(mesh, idx, 0, _s0);
  t.v0.x = _s0.x; t.v0.y = _s0.y; t.v0.z = _s0.z; t.v0.w = _s0.w;
  CollisionMesh_Corner(mesh, idx, 1, _s1);
  t.v1.x = _s1.x; t.v1.y = _s1.y; t.v1.z = _s1.z; t.v1.w = _s1.w;
  CollisionMesh_Corner(mesh, idx, 2, _s2);
  t.v2.x = _s2.x; t.v2.y = _s2.y; t.v2.z = _s2.z; t.v2.w = _s2.w;
  CollTri_ComputeNormal(t);
}

/**
 * Appends a mesh contact with key `key` for triangle `idx`, its T+0x00…+0x8f copied from `t`;
 * returns the new count.
 *
 * @design The append every collector does (002 L48-L60): key, triangle pointer (here index + 1) and the copy of T+0x00…T+0x8f. Nothing in the original checks 100 (002 L50); here that is an assertion.
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:79
 */
export function MeshCollector_Append(col: MeshCollector, key: number, idx: number, t: CollTri): number {
  if (!(col.count < 100)) assertFail("spec/ps2/unit02_sweeps.spec:80", "more than 100 mesh contacts: the original overruns its stack arrays");
  const mc: MeshContact = col.contacts[col.count];
  mc.key = key;
  mc.triangle = (idx + 1) >>> 0;
  mc.v0.x = t.v0.x;
  mc.v0.y = t.v0.y;
  mc.v0.z = t.v0.z;
  mc.v0.w = t.v0.w;
  mc.v1.x = t.v1.x;
  mc.v1.y = t.v1.y;
  mc.v1.z = t.v1.z;
  mc.v1.w = t.v1.w;
  mc.v2.x = t.v2.x;
  mc.v2.y = t.v2.y;
  mc.v2.z = t.v2.z;
  mc.v2.w = t.v2.w;
  mc.e0.x = t.e0.x;
  mc.e0.y = t.e0.y;
  mc.e0.z = t.e0.z;
  mc.e0.w = t.e0.w;
  mc.e1.x = t.e1.x;
  mc.e1.y = t.e1.y;
  mc.e1.z = t.e1.z;
  mc.e1.w = t.e1.w;
  mc.e2.x = t.e2.x;
  mc.e2.y = t.e2.y;
  mc.e2.z = t.e2.z;
  mc.e2.w = t.e2.w;
  mc.len_e0 = t.len_e0;
  mc.len_e1 = t.len_e1;
  mc.len_e2 = t.len_e2;
  mc.n.x = t.n.x;
  mc.n.y = t.n.y;
  mc.n.z = t.n.z;
  mc.n.w = t.n.w;
  mc.d = t.d;
  col.count = (col.count + 1) | 0;
  return col.count;
}

/**
 * The capsule against the mesh (the walking sweep of a human or a capsule body): a raised sphere
 * swept from the feet, walls only, with the wall, side, into-the-face, low and thin rules, then the
 * sort and the corner slide. Writes every kept contact into list.pool[start…] in sorted order and
 * returns how many (max is not applied).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x00347c08 PhysicsMesh_SweepCapsule
 * @unit U2.05, U2.12
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:105
 */
export function PhysicsMesh_SweepCapsule(mesh: CollisionMesh, list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): number {
  // max, the options word, f12 and f13 are never read (002 L132); they are not parameters here
  // except max, kept so that the call matches the mesh sweep table.
  let hs: number = 1;
  if (body.owner !== null) {
    hs = Math.fround(body.owner!.human_scale());
  }
  // r = shape+0x40 × body+0x60 × Human_GetScale(body+0x34) (002 L134)
  const r: number = Math.fround(Math.fround(shape.radius * body.scale.x) * hs);
  // c = the feet (shape +0x50) raised by r + 0.05
  const c_x = shape.base.x, c_y = shape.base.y, c_z = Math.fround(shape.base.z + Math.fround(r + 0.05000000074505806 /* f32#3d4ccccd */)), c_w = 1;
  // the collector's storage is the mesh's scratch (queries never nest, 002 L87); every field a
  // collector reads back is written by its append, so only the count is reset (D-MESH-3)
  const col: MeshCollector = mesh.collector;
  col.count = 0;
  const cand: number[] = mesh.candidates;
  CollisionMesh_CollectBox(mesh, box, cand);
  for (let q = 0; q < cand.length; q++) {
    const idx: number = cand[q];
    const ft_flags: number = mesh.flags[idx];
    // enabled: bit 0; no type-bit mask, no 0x800 rule (002 L138)
    if ((ft_flags & MESH_TRI_ENABLED) === 0) {
      continue;
    }
    const t: CollTri = new CollTri();
    CollTri_LoadMeshTriangle(t, mesh, idx);
    // wall: skip if |n.z| > 0.65, so exactly 0.65 is tested (002 L140)
    if (Math.abs(t.n.z) > 0.6499999761581421 /* f32#3f266666 */) {
      continue;
    }
    // side from the start: a centre exactly on the plane counts as behind (002 L141)
    const s: number = Math.fround(Math.fround(Math.fround(Math.fround(t.n.x * c_x) + Math.fround(t.n.y * c_y)) + Math.fround(t.n.z * c_z)) - Math.fround(Math.fround(Math.fround(t.n.x * t.v0.x) + Math.fround(t.n.y * t.v0.y)) + Math.fround(t.n.z * t.v0.z)));
    if (s < 9.999999974752427e-7 /* f32#358637bd */) {
      if ((ft_flags & MESH_TRI_TWO_SIDED) === 0) {
        continue;
      }
      CollTri_Flip(t);
    }
    // into the face, with the possibly flipped normal; a zero move never gives a contact (002 L142)
    if (Math.fround(Math.fround(Math.fround(t.n.x * move_x) + Math.fround(t.n.y * move_y)) + Math.fround(t.n.z * move_z)) >= -0.0010000000474974513 /* f32#ba83126f */) {
      continue;
    }
    // low rule: the steepest edge (largest |unit e.z|, first wins a tie) must rise 0.25 (002 L143)
    CollTri_ComputeEdges(t);
    CollTri_ComputeEdgeNormals(t, 1);
    let k: number = 0;
    let kz: number = Math.abs(t.e0.z);
    if (Math.abs(t.e1.z) > kz) {
      k = 1;
      kz = Math.abs(t.e1.z);
    }
    if (Math.abs(t.e2.z) > kz) {
      k = 2;
    }
    CollTri_Corner(t, k, _s3);
    const vk_x = _s3.x, vk_y = _s3.y, vk_z = _s3.z, vk_w = _s3.w;
    CollTri_Corner(t, (k + 1) | 0, _s4);
    const vk1_x = _s4.x, vk1_y = _s4.y, vk1_z = _s4.z, vk1_w = _s4.w;
    if (Math.abs(Math.fround(vk1_z - vk_z)) < 0.25 /* f32#3e800000 */) {
      continue;
    }
    // thin rule: the longest edge (first wins a tie); unless nearly vertical, the third corner must
    // be 0.25 from its line (002 L144)
    let m: number = 0;
    let ml: number = t.len_e0;
    if (t.len_e1 > ml) {
      m = 1;
      ml = t.len_e1;
    }
    if (t.len_e2 > ml) {
      m = 2;
    }
    CollTri_Edge(t, m, _s5);
    const em_x = _s5.x, em_y = _s5.y, em_z = _s5.z, em_w = _s5.w;
    if (Math.abs(em_z) < 0.800000011920929 /* f32#3f4ccccd */) {
      const p_x = Math.fround(Math.fround(t.n.y * em_z) - Math.fround(t.n.z * em_y)), p_y = Math.fround(Math.fround(t.n.z * em_x) - Math.fround(t.n.x * em_z)), p_z = Math.fround(Math.fround(t.n.x * em_y) - Math.fround(t.n.y * em_x));
      CollTri_Corner(t, m, _s6);
      const vm4_x = _s6.x, vm4_y = _s6.y, vm4_z = _s6.z, vm4_w = _s6.w;
      CollTri_Corner(t, (m + 2) | 0, _s7);
      const v34_x = _s7.x, v34_y = _s7.y, v34_z = _s7.z, v34_w = _s7.w;
      const vm_x = vm4_x, vm_y = vm4_y, vm_z = vm4_z;
      const v3_x = v34_x, v3_y = v34_y, v3_z = v34_z;
      if (Math.abs(Math.fround(Math.fround(Math.fround(Math.fround(p_x * v3_x) + Math.fround(p_y * v3_y)) + Math.fround(p_z * v3_z)) - Math.fround(Math.fround(Math.fround(p_x * vm_x) + Math.fround(p_y * vm_y)) + Math.fround(p_z * vm_z)))) < 0.25 /* f32#3e800000 */) {
        continue;
      }
    }
    // the kernel with its region (002 L145); d with the possibly flipped normal, edges un-normalised
    // (the lengths stay from the normalising call)
    t.d = Math.fround(Math.fround(Math.fround(t.n.x * t.v0.x) + Math.fround(t.n.y * t.v0.y)) + Math.fround(t.n.z * t.v0.z));
    CollTri_ComputeEdges(t);
    t.hit_count = 0;
    const region: SphereSweepRegion = new SphereSweepRegion();
    region.code = 0;
    if (Sweep_SphereTriangle(t, c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w, region) !== 0 && t.fraction >= 0 && t.fraction <= 1) {
      MeshCollector_Append(col, t.fraction, idx, t);
      const mc: MeshContact = col.contacts[(col.count - 1) | 0];
      mc.capsule_zero = 0;
      mc.region = region.code;
    }
  }
  if (col.count === 0) {
    return 0;
  }
  const count: number = col.count;
  MeshContacts_SortByFraction(col.sorted, col.contacts, count);
  // corner slide (002 L151-L158), over the sorted list in order, duplicates from the smear included
  let sx: number = 0;
  let sy: number = 0;
  let flag: number = 0;
  for (let i = 0; i < count; i++) {
    const mc_1: MeshContact = col.contacts[col.sorted[i]];
    if (mc_1.region === 7) {
      continue;
    }
    if (body.owner !== null) {
      if (($host.u32(body.owner!.flags(), "Owner.flags (spec/ps2/unit02_sweeps.spec:220)") & 0x4000000) !== 0) {
        continue;
      }
    }
    // bits 14-15 of the file triangle's flags, not the flipped copy's order
    const ek: number = (mesh.flags[(mc_1.triangle - 1) | 0] >>> 14) & 3;
    if (ek === 3) {
      continue;
    }
    if (((mc_1.region >>> ek) & 1) !== 0) {
      continue;
    }
    // t_h = n × (0, 0, 1) = (n.y, −n.x, 0)
    if (MeshContact_EdgeZ(mc_1, ek) > 0) {
      sx = Math.fround(sx - mc_1.n.y);
      sy = Math.fround(sy - -mc_1.n.x);
    } else {
      sx = Math.fround(sx + mc_1.n.y);
      sy = Math.fround(sy + -mc_1.n.x);
    }
    flag = 1;
  }
  // S.z = 0; S = unit(S) × max(r, |move|) (002 L159)
  const ml2: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(move_x * move_x) + Math.fround(move_y * move_y)) + Math.fround(move_z * move_z))));
  const scale: number = ml2 > r ? ml2 : r;
  const sq: number = Math.fround(Math.fround(sx * sx) + Math.fround(sy * sy));
  let slide_x = 0, slide_y = 0, slide_z = 0, slide_w = 0;
  // PS2 hardware: rsqrt(0) is the largest float and 0 × that = 0, so S stays zero (002 L159); the
  // zero length is guarded explicitly here, as the document asks of a port.
  if (sq !== 0) {
    const rs: number = vu_rsqrt(sq);
    slide_x = Math.fround(Math.fround(sx * rs) * scale);
    slide_y = Math.fround(Math.fround(sy * rs) * scale);
    slide_z = 0;
    slide_w = 0;
  }
  // output (002 L160): every sorted entry, max not applied
  if (!(((start + count) | 0) <= list.pool.length)) assertFail("spec/ps2/unit02_sweeps.spec:255", "capsule sweep writes past the caller's contacts (the original does not check)");
  const mr: number = vu_rsqrt(Math.fround(Math.fround(Math.fround(move_x * move_x) + Math.fround(move_y * move_y)) + Math.fround(move_z * move_z)));
  for (let i_1 = 0; i_1 < count; i_1++) {
    const mc_2: MeshContact = col.contacts[col.sorted[i_1]];
    const o: Contact = list.pool[(start + i_1) | 0];
    o.own_shape = 1;
    o.other_shape = 0;
    o.normal.x = mc_2.n.x;
    o.normal.y = mc_2.n.y;
    o.normal.z = mc_2.n.z;
    o.normal.w = mc_2.n.w;
    o.fraction = mc_2.key;
    o.triangle = mc_2.triangle;
    // the unit move (w: not given; the move's own w is carried)
    o.move_dir.x = Math.fround(move_x * mr);
    o.move_dir.y = Math.fround(move_y * mr);
    o.move_dir.z = Math.fround(move_z * mr);
    o.move_dir.w = move_w;
    // the point: t × move + the shape's position (the feet, not the touching point), w = 1
    o.point.x = Math.fround(Math.fround(mc_2.key * move_x) + shape.base.x);
    o.point.y = Math.fround(Math.fround(mc_2.key * move_y) + shape.base.y);
    o.point.z = Math.fround(Math.fround(mc_2.key * move_z) + shape.base.z);
    o.point.w = 1;
    o.slide.x = slide_x;
    o.slide.y = slide_y;
    o.slide.z = slide_z;
    o.slide.w = slide_w;
    o.flags = flag;
    o.zero_84 = 0;
  }
  return count;
}

/**
 * The sphere against the mesh (type-2 bodies, IPhysics_CollideShape): the shape's own sphere,
 * the caller's n.z range and options, the kernel without region, the cap to max and the
 * one-contact-per-plane option. Writes the kept contacts into list.pool[start…] and returns how many.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x00348a50 PhysicsMesh_SweepSphere
 * @unit U2.06, U2.12
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:281
 */
export function PhysicsMesh_SweepSphere(mesh: CollisionMesh, list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
  // centre = shape +0x50 exactly, radius = shape +0x40 (no raise, no scale; 002 L177)
  const c_x = shape.centre.x, c_y = shape.centre.y, c_z = shape.centre.z, c_w = shape.centre.w;
  const r: number = shape.radius;
  // the collector's storage is the mesh's scratch (queries never nest, 002 L87); every field a
  // collector reads back is written by its append, so only the count is reset (D-MESH-3)
  const col: MeshCollector = mesh.collector;
  col.count = 0;
  const cand: number[] = mesh.candidates;
  CollisionMesh_CollectBox(mesh, box, cand);
  // the path box and reach of the pre-test (D-MESH-6)
  const reach: SweepReach = _r8; // @scratch: not zeroed per call
  SweepReach_Set(reach, c_x, c_y, c_z, move_x, move_y, move_z, r);
  for (let q = 0; q < cand.length; q++) {
    const idx: number = cand[q];
    const ft_flags: number = mesh.flags[idx];
    const f12: number = ft_flags & 0xfff;
    // bit 3: skipped when the body's flags have 0x100 or the options 0x8000 (002 L181)
    if ((f12 & MESH_TRI_BIT3) !== 0 && ((body.flags & 0x100) !== 0 || (options & 0x8000) !== 0)) {
      continue;
    }
    if ((f12 & MESH_TRI_ENABLED) === 0) {
      continue;
    }
    // a well-shaped triangle whose box lies farther from the centre's path than r and a wide
    // margin for the kernel's rounding cannot be met: skipped before it is loaded (D-MESH-6)
    if (!MeshTriangle_SweepMayHit(mesh, idx, reach)) {
      continue;
    }
    const t: CollTri = _r9;
    reset_CollTri(t);
    CollTri_LoadMeshTriangle(t, mesh, idx);
    if ((options & 4) !== 0 && t.n.z < nz_min) {
      continue;
    }
    if ((options & 8) !== 0 && t.n.z > nz_max) {
      continue;
    }
    // side, kept for +0x0c with the normal before any flip (002 L184)
    const s: number = Math.fround(Math.fround(Math.fround(Math.fround(t.n.x * c_x) + Math.fround(t.n.y * c_y)) + Math.fround(t.n.z * c_z)) - Math.fround(Math.fround(Math.fround(t.n.x * t.v0.x) + Math.fround(t.n.y * t.v0.y)) + Math.fround(t.n.z * t.v0.z)));
    let mflags: number = 0;
    if (s < 9.999999974752427e-7 /* f32#358637bd */) {
      if ((ft_flags & MESH_TRI_TWO_SIDED) !== 0) {
        CollTri_Flip(t);
      } else if ((options & 0x40) !== 0) {
        // kept, not flipped
        mflags = (mflags | 0x10) >>> 0;
      } else {
        continue;
      }
    }
    // into the face (002 L185)
    const dm: number = Math.fround(Math.fround(Math.fround(t.n.x * move_x) + Math.fround(t.n.y * move_y)) + Math.fround(t.n.z * move_z));
    if (dm >= -0.0010000000474974513 /* f32#ba83126f */) {
      if ((options & 0x40) === 0) {
        continue;
      }
      if (dm <= 0.0010000000474974513 /* f32#3a83126f */) {
        mflags = (mflags | 0x40) >>> 0;
      } else {
        mflags = (mflags | 0x20) >>> 0;
      }
    }
    t.d = Math.fround(Math.fround(Math.fround(t.n.x * t.v0.x) + Math.fround(t.n.y * t.v0.y)) + Math.fround(t.n.z * t.v0.z));
    CollTri_ComputeEdges(t);
    t.hit_count = 0;
    if (Sweep_SphereTriangle_NoRegion(t, c_x, c_y, c_z, c_w, r, move_x, move_y, move_z, move_w) !== 0 && t.fraction >= 0 && t.fraction <= 1) {
      MeshCollector_Append(col, t.fraction, idx, t);
      const mc: MeshContact = col.contacts[(col.count - 1) | 0];
      mc.flags = mflags;
      mc.start_distance = s;
    }
  }
  let count: number = col.count;
  if (count === 0) {
    return 0;
  }
  MeshContacts_SortByFraction(col.sorted, col.contacts, count);
  // the cap first (002 L191)
  count = max < count ? max : count;
  // option 0x20000: one contact per plane (002 L192)
  if ((options & 0x20000) !== 0) {
    for (let i = 0; i < count; i++) {
      if (i >= count) {
        break;
      }
      const ni_x = col.contacts[col.sorted[i]].n.x, ni_y = col.contacts[col.sorted[i]].n.y, ni_z = col.contacts[col.sorted[i]].n.z, ni_w = col.contacts[col.sorted[i]].n.w;
      let j: number = (i + 1) | 0;
      while (j < count) {
        const nj_x = col.contacts[col.sorted[j]].n.x, nj_y = col.contacts[col.sorted[j]].n.y, nj_z = col.contacts[col.sorted[j]].n.z, nj_w = col.contacts[col.sorted[j]].n.w;
        if (Math.abs(Math.fround(Math.fround(Math.fround(ni_x * nj_x) + Math.fround(ni_y * nj_y)) + Math.fround(ni_z * nj_z))) > 0.8999999761581421 /* f32#3f666666 */) {
          // swap entry j with the last and drop the last; the entry now at j is not tested
          const tmp: number = col.sorted[j];
          col.sorted[j] = col.sorted[(count - 1) | 0];
          col.sorted[(count - 1) | 0] = tmp;
          count = (count - 1) | 0;
        }
        j = (j + 1) | 0;
      }
    }
  }
  if (!(((start + count) | 0) <= list.pool.length)) assertFail("spec/ps2/unit02_sweeps.spec:381", "sphere sweep writes past the caller's contacts");
  const mr: number = vu_rsqrt(Math.fround(Math.fround(Math.fround(move_x * move_x) + Math.fround(move_y * move_y)) + Math.fround(move_z * move_z)));
  for (let i_1 = 0; i_1 < count; i_1++) {
    const mc_1: MeshContact = col.contacts[col.sorted[i_1]];
    const o: Contact = list.pool[(start + i_1) | 0];
    o.own_shape = 1;
    o.other_shape = 0;
    o.normal.x = mc_1.n.x;
    o.normal.y = mc_1.n.y;
    o.normal.z = mc_1.n.z;
    o.normal.w = mc_1.n.w;
    o.fraction = mc_1.key;
    o.triangle = mc_1.triangle;
    o.move_dir.x = Math.fround(move_x * mr);
    o.move_dir.y = Math.fround(move_y * mr);
    o.move_dir.z = Math.fround(move_z * mr);
    o.move_dir.w = move_w;
    o.point.x = Math.fround(Math.fround(mc_1.key * move_x) + c_x);
    o.point.y = Math.fround(Math.fround(mc_1.key * move_y) + c_y);
    o.point.z = Math.fround(Math.fround(mc_1.key * move_z) + c_z);
    o.point.w = 1;
    o.flags = mc_1.flags;
    o.start_distance = mc_1.start_distance;
  }
  return count;
}

/**
 * The sphere overlap against the mesh: no side test, the file's normal, sorted by depth with the
 * shallowest first, the n shallowest written in reverse (out[start] the deepest of them). Returns 1
 * when anything was found, 0 otherwise (not the count).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x003473c8 PhysicsMeshOverlap_Sphere
 * @unit U2.07, U2.12
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:404
 */
export function PhysicsMeshOverlap_Sphere(mesh: CollisionMesh, list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
  const c_x = shape.centre.x, c_y = shape.centre.y, c_z = shape.centre.z, c_w = shape.centre.w;
  const r: number = shape.radius;
  // the collector's storage is the mesh's scratch (queries never nest, 002 L87); every field a
  // collector reads back is written by its append, so only the count is reset (D-MESH-3)
  const col: MeshCollector = mesh.collector;
  col.count = 0;
  const cand: number[] = mesh.candidates;
  CollisionMesh_CollectBox(mesh, box, cand);
  // the pre-test's reach (D-MESH-3): r plus 1/1024 m plus 2^-14 of the centre's largest coordinate
  // and r, far above the f32 rounding of the point-triangle distance; [lo, hi] is the box of the
  // points within reach of the centre on every axis
  const cm: number = specMax(specMax(Math.abs(c_x), Math.abs(c_y)), Math.abs(c_z));
  const reach: number = Math.fround(r + Math.fround(0.0009765625 /* f32#3a800000 */ + Math.fround(Math.fround(cm + r) * 0.00006103515625 /* f32#38800000 */)));
  const lo_x = Math.fround(c_x - reach), lo_y = Math.fround(c_y - reach), lo_z = Math.fround(c_z - reach), lo_w = 1;
  const hi_x = Math.fround(c_x + reach), hi_y = Math.fround(c_y + reach), hi_z = Math.fround(c_z + reach), hi_w = 1;
  // one working triangle for every candidate: each one's corners are loaded and its normal is
  // formed only for a hit (the distance kernel reads only the corners), and no other field is
  // written in this collector, so what each append copies is what a fresh triangle would give
  const t: CollTri = _r10;
  reset_CollTri(t);
  for (let q = 0; q < cand.length; q++) {
    const idx: number = cand[q];
    const ft_flags: number = mesh.flags[idx];
    if ((ft_flags & MESH_TRI_ENABLED) === 0) {
      continue;
    }
    // a triangle farther than `reach` from the centre on an axis cannot overlap: skipped before it
    // is loaded
    if (!CollisionMesh_TriangleMeetsBox(mesh, idx, lo_x, lo_y, lo_z, lo_w, hi_x, hi_y, hi_z, hi_w)) {
      continue;
    }
    // nor one whose box or plane lies farther than `reach` from the centre (D-MESH-4)
    if (!MeshTriangle_WithinReach(mesh, idx, c_x, c_y, c_z, reach)) {
      continue;
    }
    CollisionMesh_Corner(mesh, idx, 0, _s11);
    t.v0.x = _s11.x; t.v0.y = _s11.y; t.v0.z = _s11.z; t.v0.w = _s11.w;
    CollisionMesh_Corner(mesh, idx, 1, _s12);
    t.v1.x = _s12.x; t.v1.y = _s12.y; t.v1.z = _s12.z; t.v1.w = _s12.w;
    CollisionMesh_Corner(mesh, idx, 2, _s13);
    t.v2.x = _s13.x; t.v2.y = _s13.y; t.v2.z = _s13.z; t.v2.w = _s13.w;
    // no side test, no flip: one-sided faces are met from behind too (002 L212)
    t.hit_count = 0;
    if (SphereTriangle_Penetration(t, c_x, c_y, c_z, c_w, r) !== 0) {
      // the unit normal (the collectors' load step, 002 L182-L183), for the n.z options and the contact
      CollTri_ComputeNormal(t);
      if ((options & 4) !== 0 && t.n.z < nz_min) {
        continue;
      }
      if ((options & 8) !== 0 && t.n.z > nz_max) {
        continue;
      }
      MeshCollector_Append(col, t.fraction, idx, t);
      col.contacts[(col.count - 1) | 0].flags = 0;
    }
  }
  const count: number = col.count;
  if (count === 0) {
    return 0;
  }
  MeshContacts_SortByFraction(col.sorted, col.contacts, count);
  const n: number = room < count ? room : count;
  if (!(((start + n) | 0) <= list.pool.length)) assertFail("spec/ps2/unit02_sweeps.spec:463", "sphere overlap writes past the caller's contacts");
  // quirk kept: 002 L214-L215: written in reverse, out[0] the deepest of the n shallowest
  for (let k = 0; k < n; k++) {
    const mc: MeshContact = col.contacts[col.sorted[(n - 1 - k) | 0]];
    const o: Contact = list.pool[(start + k) | 0];
    o.own_shape = 1;
    o.other_shape = 0;
    o.normal.x = mc.n.x;
    o.normal.y = mc.n.y;
    o.normal.z = mc.n.z;
    o.normal.w = mc.n.w;
    o.fraction = mc.key;
    o.flags = 0;
    o.triangle = mc.triangle;
  }
  // quirk kept: 002 L215: returns 1, not the count
  return 1;
}

/**
 * The box overlap against the mesh: 8 bytes, returns 0 (a box never overlaps the level mesh).
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x003473b8 PhysicsMeshOverlap_Box
 * @unit U2.08
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:482
 */
export function PhysicsMeshOverlap_Box(mesh: CollisionMesh, list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
  return 0;
}

/**
 * The capsule overlap against the mesh: 8 bytes, returns 0.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x003473c0 PhysicsMeshOverlap_Capsule
 * @unit U2.09
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:489
 */
export function PhysicsMeshOverlap_Capsule(mesh: CollisionMesh, list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
  return 0;
}

/**
 * Pushes a sphere {centre, r} out of the nearest wall within reach: horizontal push (n.x, n.y, 0)
 * × (r − dist) added to body +0x50, body flag 0x1000 set. Nothing happens with no wall in reach.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 2 0x003477c0 PhysicsBody_PushOutOfWalls
 * @unit U2.10
 * @float ps2
 * @spec spec/ps2/unit02_sweeps.spec:497
 */
export function PhysicsBody_PushOutOfWalls(mesh: CollisionMesh, body: Body, centre_x: number, centre_y: number, centre_z: number, centre_w: number, r: number): void {
  const box: AABB = _r14;
  reset_AABB(box);
  AABB_FromSphere(box, centre_x, centre_y, centre_z, centre_w, r);
  // the collector's storage is the mesh's scratch (queries never nest, 002 L87); every field a
  // collector reads back is written by its append, so only the count is reset (D-MESH-3)
  const col: MeshCollector = mesh.collector;
  col.count = 0;
  const cand: number[] = mesh.candidates;
  CollisionMesh_CollectBox(mesh, box, cand);
  const rr: number = Math.fround(r * r);
  for (let q = 0; q < cand.length; q++) {
    const idx: number = cand[q];
    const ft_flags: number = mesh.flags[idx];
    if ((ft_flags & MESH_TRI_ENABLED) === 0) {
      continue;
    }
    const t: CollTri = _r15;
    reset_CollTri(t);
    CollTri_LoadMeshTriangle(t, mesh, idx);
    // walls only: |n.z| ≤ 0.65 (002 L226)
    if (Math.abs(t.n.z) > 0.6499999761581421 /* f32#3f266666 */) {
      continue;
    }
    const s: number = Math.fround(Math.fround(Math.fround(Math.fround(t.n.x * centre_x) + Math.fround(t.n.y * centre_y)) + Math.fround(t.n.z * centre_z)) - Math.fround(Math.fround(Math.fround(t.n.x * t.v0.x) + Math.fround(t.n.y * t.v0.y)) + Math.fround(t.n.z * t.v0.z)));
    if (s < 9.999999974752427e-7 /* f32#358637bd */) {
      if ((ft_flags & MESH_TRI_TWO_SIDED) === 0) {
        continue;
      }
      CollTri_Flip(t);
    }
    const d2: number = PointTriangle_DistanceSq(centre_x, centre_y, centre_z, centre_w, t);
    if (d2 < rr) {
      MeshCollector_Append(col, d2, idx, t);
      col.contacts[(col.count - 1) | 0].flags = 0;
    }
  }
  if (col.count === 0) {
    return;
  }
  MeshContacts_SortByFraction(col.sorted, col.contacts, col.count);
  // the nearest only (list[0] is exact despite the smear)
  const mc: MeshContact = col.contacts[col.sorted[0]];
  const depth: number = Math.fround(r - Math.fround(Math.sqrt(mc.key)));
  // n.z zeroed first: the push is horizontal and shorter than r − dist on a sloped wall (002 L229)
  body.push_out.x = Math.fround(body.push_out.x + Math.fround(mc.n.x * depth));
  body.push_out.y = Math.fround(body.push_out.y + Math.fround(mc.n.y * depth));
  body.push_out.z = Math.fround(body.push_out.z + Math.fround(0 * depth));
  body.flags = (body.flags | 0x1000) >>> 0;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec4(), _s1 = new Vec4(), _s2 = new Vec4(), _s3 = new Vec4(), _s4 = new Vec4(), _s5 = new Vec4(), _s6 = new Vec4(), _s7 = new Vec4(), _r8 = new SweepReach(), _r9 = new CollTri(), _r10 = new CollTri(), _s11 = new Vec4(), _s12 = new Vec4(), _s13 = new Vec4(), _r14 = new AABB(), _r15 = new CollTri();
