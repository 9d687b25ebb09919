// GENERATED FILE: do not edit. Engine module ivp.geometry.soup: 000 §1.6.1-§1.6.2 and 003 §2.1: the ledge-soup builder (convex and concave meshes to ledges) and the point-soup dispatch from spec/ivp/geometry/soup.spec (sha256 830ac2dfbbf0f082).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3, assertFail, bits32 } from "../../../runtime/index.js";
import { compile_surface } from "./compile.generated.js";
import { hull_ledge, hull_points_status } from "./hull.generated.js";
import { triangle_ledge } from "./pancake.generated.js";

/** The soup's unused f32 box: +0x38..+0x40 = 1e6f, +0x48..+0x50 = -1e6f (FUN_10038290). */
export const SOUP_BOX_INIT: number = 1000000;

/** IVP_SurfaceBuilder_Ledge_Soup (on the glue's stack, FUN_10038290): the fields the glue uses. */
export class LedgeSoup {
  /**
   * +0x20/+0x22/+0x24 the ledge vector: ledge addresses in insertion order (convex meshes
   * first, then concave faces, 000 L475); this order drives the tree build
   */
  ledges: number[] = [];
  /** +0x38..+0x40 f32[3] = 1e6f (a min box; nothing in Ballance reads it) */
  box_min: Vec3 = new Vec3();
  /** +0x48..+0x50 f32[3] = -1e6f (a max box; unused) */
  box_max: Vec3 = new Vec3();
}

/** Puts a LedgeSoup back into the zero state `new LedgeSoup()` gives, in place. */
export function reset_LedgeSoup(s: LedgeSoup): void {
  s.ledges.length = 0;
  s.box_min.x = 0; s.box_min.y = 0; s.box_min.z = 0;
  s.box_max.x = 0; s.box_max.y = 0; s.box_max.z = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_LedgeSoup(dst: LedgeSoup, src: LedgeSoup): void {
  for (let i = 0; i < src.ledges.length && i < dst.ledges.length; i++) dst.ledges[i] = src.ledges[i];
  if (dst.ledges.length > src.ledges.length) dst.ledges.length = src.ledges.length;
  else for (let i = dst.ledges.length; i < src.ledges.length; i++) dst.ledges.push(src.ledges[i]);
  dst.box_min.x = src.box_min.x; dst.box_min.y = src.box_min.y; dst.box_min.z = src.box_min.z;
  dst.box_max.x = src.box_max.x; dst.box_max.y = src.box_max.y; dst.box_max.z = src.box_max.z;
}

/**
 * FUN_10038290: zeroes the builder and sets +0x38..0x40 = 1e6f and +0x48..0x50 = -1e6f.
 *
 * @source 000_b83935d7d7846899.txt §1.6.1 FUN_10038290
 * @unit G30
 * @float x87
 * @spec spec/ivp/geometry/soup.spec:36
 */
export function soup_init(s: LedgeSoup): void {
  s.ledges.length = 0;
  s.box_min.x = SOUP_BOX_INIT;
  s.box_min.y = SOUP_BOX_INIT;
  s.box_min.z = SOUP_BOX_INIT;
  s.box_max.x = -SOUP_BOX_INIT;
  s.box_max.y = -SOUP_BOX_INIT;
  s.box_max.z = -SOUP_BOX_INIT;
}

/**
 * FUN_10038430: appends a ledge to the vector at +0x20/+0x22/+0x24 (two u16 counts and the data
 * pointer; the growth rule is not observable here).
 *
 * @source 000_b83935d7d7846899.txt §1.6.1 FUN_10038430
 * @unit G31
 * @float x87
 * @spec spec/ivp/geometry/soup.spec:46
 */
export function soup_insert_ledge(s: LedgeSoup, l: number): void {
  s.ledges.push(l);
}

/**
 * FUN_1003ae20 (000 §1.6.2): fewer than 3 points NULL; exactly 3 the triangle ledge
 * FUN_1003ac00(p0, p1, p2); more than 3 the convex hull ledge FUN_1003a750.
 *
 * @source 000_b83935d7d7846899.txt §1.6.2 FUN_1003ae20
 * @unit G33
 * @float x87
 * @spec spec/ivp/geometry/soup.spec:54
 */
export function point_soup_ledge(mem: Memory, points: Vec3[]): number {
  const n: number = points.length;
  if (n < 3) {
    return 0;
  }
  if (n === 3) {
    const p0_x = points[0].x, p0_y = points[0].y, p0_z = points[0].z;
    const p1_x = points[1].x, p1_y = points[1].y, p1_z = points[1].z;
    const p2_x = points[2].x, p2_y = points[2].y, p2_z = points[2].z;
    return triangle_ledge(mem, p0_x, p0_y, p0_z, p1_x, p1_y, p1_z, p2_x, p2_y, p2_z);
  }
  return hull_ledge(mem, points);
}

/**
 * True for a finite value: x - x is 0 for every finite x and NaN for ±inf and NaN.
 *
 * @design Bad-input check (issue 4): the original has no finiteness test; a non-finite coordinate must stop with an assert before anything is built.
 * @unit G31, G32
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/soup.spec:71
 */
export function soup_finite(x: number): boolean {
  return x - x === 0;
}

/**
 * Steps 1-3 of FUN_10007260 (000 §1.6.1 step 2): the f32 vertex positions; exact duplicates
 * removed by an O(n²) bitwise == on x, y, z keeping first occurrences in vertex order; × the
 * entity scale component-wise in f32; widened to f64 and appended to `points`.
 * A non-finite coordinate (before or after scaling) stops with an assert naming mesh and vertex.
 *
 * @source 000_b83935d7d7846899.txt §1.6.1 step 2 FUN_10007260 (steps 1-3)
 * @unit G31
 * @float x87
 * @precision 3 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/soup.spec:81
 */
export function soup_convex_points(verts: Vec3[], scale_x: number, scale_y: number, scale_z: number, mesh: number, points: Vec3[]): void {
  const n: number = verts.length;
  // 2. duplicates: bitwise == on x, y, z (so -0.0 and 0.0 differ), keeping the first
  // occurrence; the survivors keep their vertex order
  const kept: Vec3[] = [];
  const kept_index: number[] = [];
  for (let i = 0; i < n; i++) {
    const v_x = verts[i].x, v_y = verts[i].y, v_z = verts[i].z;
    // bad input: a non-finite coordinate names the mesh and the vertex
    if (!(soup_finite(v_x) && soup_finite(v_y) && soup_finite(v_z))) assertFail("spec/ivp/geometry/soup.spec:90", "mesh {} vertex {}: non-finite coordinate", [mesh, i]);
    let dup: boolean = false;
    for (let j = 0; j < kept.length; j++) {
      const w_x = kept[j].x, w_y = kept[j].y, w_z = kept[j].z;
      if (bits32(v_x) === bits32(w_x) && bits32(v_y) === bits32(w_y) && bits32(v_z) === bits32(w_z)) {
        dup = true;
        break;
      }
    }
    if (!dup) {
      kept.push(Object.assign(new Vec3(), { x: v_x, y: v_y, z: v_z }));
      kept_index.push(i);
    }
  }
  // 3. × scale in f32 (one rounding per component: the product of two f32 is exact in the x87
  // register), then widened to f64
  for (let k = 0; k < kept.length; k++) {
    const v_1_x = kept[k].x, v_1_y = kept[k].y, v_1_z = kept[k].z;
    const q_x = Math.fround(v_1_x * scale_x), q_y = Math.fround(v_1_y * scale_y), q_z = Math.fround(v_1_z * scale_z);
    const vi: number = kept_index[k];
    // bad input: a non-finite scale, or an overflow of the product
    if (!(soup_finite(q_x) && soup_finite(q_y) && soup_finite(q_z))) assertFail("spec/ivp/geometry/soup.spec:111", "mesh {} vertex {}: non-finite coordinate after scaling", [mesh, vi]);
    const p_x = q_x, p_y = q_y, p_z = q_z;
    points.push(Object.assign(new Vec3(), { x: p_x, y: p_y, z: p_z }));
  }
}

/**
 * Convex mesh FUN_10007260 (000 §1.6.1 step 2, 003 L143): the point soup of soup_convex_points,
 * then FUN_1003ae20 (more than 3 points: the hull ledge); a non-NULL ledge is appended
 * (FUN_10038430). Bad input stops with an assert before anything is appended.
 *
 * @source 000_b83935d7d7846899.txt §1.6.1 step 2 FUN_10007260
 * @unit G31
 * @float x87
 * @spec spec/ivp/geometry/soup.spec:122
 */
export function soup_add_convex(mem: Memory, s: LedgeSoup, verts: Vec3[], scale_x: number, scale_y: number, scale_z: number, mesh: number): void {
  if (!(verts.length > 0)) assertFail("spec/ivp/geometry/soup.spec:123", "mesh {}: convex mesh without vertices", [mesh]);
  const points: Vec3[] = [];
  soup_convex_points(verts, scale_x, scale_y, scale_z, mesh, points);
  // bad input: a hull needs 4 distinct points that are not coplanar
  const status: number = hull_points_status(points);
  if (status === 1) assertFail("spec/ivp/geometry/soup.spec:128", "mesh {}: convex mesh with fewer than 4 distinct points", [mesh]);
  if (status === 2) assertFail("spec/ivp/geometry/soup.spec:129", "mesh {}: flat convex mesh (all points coplanar)", [mesh]);
  if (status !== 0) assertFail("spec/ivp/geometry/soup.spec:130", "mesh {}: convex mesh with a non-finite coordinate", [mesh]);
  // 4. FUN_1003ae20
  const l: number = point_soup_ledge(mem, points);
  // the hull's own NULL paths (a sliver retry leaving fewer than 3 points, or 4 or more coplanar
  // ones that the original would joggle) would leave the surface without this mesh: refused
  if (l === 0) assertFail("spec/ivp/geometry/soup.spec:135", "mesh {}: the convex hull of the mesh failed (no ledge: a sliver retry left too few points, or the hull has more than 4,096 triangles)", [mesh]);
  soup_insert_ledge(s, l);
}

/**
 * Concave mesh FUN_10006fb0 (000 §1.6.1 step 3, 003 L144): for each face in index order, the
 * positions of a, b, c (in that order) × scale in f32, widened to f64, and FUN_1003ae20 with
 * exactly those three points; a degenerate face returns NULL and is skipped silently.
 * Bad input stops with an assert before anything of the mesh is appended.
 *
 * @source 000_b83935d7d7846899.txt §1.6.1 FUN_10006fb0
 * @unit G32
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/soup.spec:145
 */
export function soup_add_concave(mem: Memory, s: LedgeSoup, verts: Vec3[], faces: number[], scale_x: number, scale_y: number, scale_z: number, mesh: number): void {
  const nv: number = verts.length;
  const ni: number = faces.length;
  if (!(nv > 0)) assertFail("spec/ivp/geometry/soup.spec:148", "mesh {}: concave mesh without vertices", [mesh]);
  if (!(ni > 0)) assertFail("spec/ivp/geometry/soup.spec:149", "mesh {}: concave mesh without faces", [mesh]);
  if (((ni % 3) | 0) !== 0) assertFail("spec/ivp/geometry/soup.spec:150", "mesh {}: face index list of {} entries is not made of triples", [mesh, ni]);
  const nf: number = (ni / 3) | 0;
  // pass 1 (checks only): indices in range, finite scaled coordinates
  for (let f = 0; f < nf; f++) {
    for (let k = 0; k < 3; k++) {
      const vi: number = faces[(Math.imul(3, f) + k) | 0];
      if (!(vi >= 0 && vi < nv)) assertFail("spec/ivp/geometry/soup.spec:156", "mesh {} face {}: vertex index {} out of range", [mesh, f, vi]);
      const v_x = verts[vi].x, v_y = verts[vi].y, v_z = verts[vi].z;
      const q_x = Math.fround(v_x * scale_x), q_y = Math.fround(v_y * scale_y), q_z = Math.fround(v_z * scale_z);
      if (!(soup_finite(v_x) && soup_finite(v_y) && soup_finite(v_z) && soup_finite(q_x) && soup_finite(q_y) && soup_finite(q_z))) assertFail("spec/ivp/geometry/soup.spec:159", "mesh {} face {}: non-finite coordinate", [mesh, f]);
    }
  }
  // pass 2: one ledge per face, kept aside until the mesh is known to be usable
  const built: number[] = [];
  for (let f_1 = 0; f_1 < nf; f_1++) {
    // GetFaceVertexIndex(f, &a, &b, &c), then the positions of a, b and c in that order
    const v0_x = verts[faces[Math.imul(3, f_1)]].x, v0_y = verts[faces[Math.imul(3, f_1)]].y, v0_z = verts[faces[Math.imul(3, f_1)]].z;
    const q0_x = Math.fround(v0_x * scale_x), q0_y = Math.fround(v0_y * scale_y), q0_z = Math.fround(v0_z * scale_z);
    const p0_x = q0_x, p0_y = q0_y, p0_z = q0_z;
    const v1_x = verts[faces[(Math.imul(3, f_1) + 1) | 0]].x, v1_y = verts[faces[(Math.imul(3, f_1) + 1) | 0]].y, v1_z = verts[faces[(Math.imul(3, f_1) + 1) | 0]].z;
    const q1_x = Math.fround(v1_x * scale_x), q1_y = Math.fround(v1_y * scale_y), q1_z = Math.fround(v1_z * scale_z);
    const p1_x = q1_x, p1_y = q1_y, p1_z = q1_z;
    const v2_x = verts[faces[(Math.imul(3, f_1) + 2) | 0]].x, v2_y = verts[faces[(Math.imul(3, f_1) + 2) | 0]].y, v2_z = verts[faces[(Math.imul(3, f_1) + 2) | 0]].z;
    const q2_x = Math.fround(v2_x * scale_x), q2_y = Math.fround(v2_y * scale_y), q2_z = Math.fround(v2_z * scale_z);
    const p2_x = q2_x, p2_y = q2_y, p2_z = q2_z;
    // exactly three points: point_soup_ledge's triangle ledge path (FUN_1003ae20 → FUN_1003ac00),
    // taken directly (no point list per face); NULL for a degenerate face, skipped
    const l: number = triangle_ledge(mem, p0_x, p0_y, p0_z, p1_x, p1_y, p1_z, p2_x, p2_y, p2_z);
    if (l !== 0) {
      built.push(l);
    }
  }
  // bad input: a concave mesh whose faces are all degenerate gives the surface nothing
  if (!(built.length > 0)) assertFail("spec/ivp/geometry/soup.spec:183", "mesh {}: every face of the concave mesh is degenerate", [mesh]);
  for (let i = 0; i < built.length; i++) {
    soup_insert_ledge(s, built[i]);
  }
}

/**
 * The faces first_face .. end_face − 1 of a concave mesh in one call (the facade's form of
 * FUN_10006fb0, D-COMPILE-8): each face exactly as soup_add_concave adds it (a, b, c × scale in
 * f32, widened to f64, the triangle ledge; a degenerate face skipped silently), in index order,
 * and the index of every face that gave a ledge appended to `kept`. A range whose faces are all
 * degenerate adds nothing and is not refused here (the caller knows whether the level has a
 * ledge elsewhere). Bad input stops with an assert before anything of the range is appended.
 * Returns the number of ledges appended.
 *
 * @design D-COMPILE-8: the facade adds a mesh's faces (or the run of them that goes into one surface) in one call instead of one soup_add_concave call per face; the soup gets the same ledges in the same order, and `kept` maps each ledge to its face.
 * @unit G32
 * @float x87
 * @precision 12 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/soup.spec:198
 */
export function soup_add_concave_kept(mem: Memory, s: LedgeSoup, verts: Vec3[], faces: number[], first_face: number, end_face: number, scale_x: number, scale_y: number, scale_z: number, mesh: number, kept: number[]): number {
  const nv: number = verts.length;
  const ni: number = faces.length;
  if (!(nv > 0)) assertFail("spec/ivp/geometry/soup.spec:201", "mesh {}: concave mesh without vertices", [mesh]);
  if (((ni % 3) | 0) !== 0) assertFail("spec/ivp/geometry/soup.spec:202", "mesh {}: face index list of {} entries is not made of triples", [mesh, ni]);
  if (!(first_face >= 0 && first_face <= end_face && end_face <= ((ni / 3) | 0))) assertFail("spec/ivp/geometry/soup.spec:203", "mesh {}: faces {} to {} are not a range of its {} faces", [mesh, first_face, end_face, (ni / 3) | 0]);
  // pass 1 (checks only): indices in range, finite scaled coordinates
  for (let f = first_face; f < end_face; f++) {
    for (let k = 0; k < 3; k++) {
      const vi: number = faces[(Math.imul(3, f) + k) | 0];
      if (!(vi >= 0 && vi < nv)) assertFail("spec/ivp/geometry/soup.spec:208", "mesh {} face {}: vertex index {} out of range", [mesh, f, vi]);
      const v_x = verts[vi].x, v_y = verts[vi].y, v_z = verts[vi].z;
      const q_x = Math.fround(v_x * scale_x), q_y = Math.fround(v_y * scale_y), q_z = Math.fround(v_z * scale_z);
      if (!(soup_finite(v_x) && soup_finite(v_y) && soup_finite(v_z) && soup_finite(q_x) && soup_finite(q_y) && soup_finite(q_z))) assertFail("spec/ivp/geometry/soup.spec:211", "mesh {} face {}: non-finite coordinate", [mesh, f]);
    }
  }
  // pass 2: one ledge per face, appended as it is built (nothing can refuse the range now)
  let n: number = 0;
  for (let f_1 = first_face; f_1 < end_face; f_1++) {
    const v0_x = verts[faces[Math.imul(3, f_1)]].x, v0_y = verts[faces[Math.imul(3, f_1)]].y, v0_z = verts[faces[Math.imul(3, f_1)]].z;
    const q0_x = Math.fround(v0_x * scale_x), q0_y = Math.fround(v0_y * scale_y), q0_z = Math.fround(v0_z * scale_z);
    const p0_x = q0_x, p0_y = q0_y, p0_z = q0_z;
    const v1_x = verts[faces[(Math.imul(3, f_1) + 1) | 0]].x, v1_y = verts[faces[(Math.imul(3, f_1) + 1) | 0]].y, v1_z = verts[faces[(Math.imul(3, f_1) + 1) | 0]].z;
    const q1_x = Math.fround(v1_x * scale_x), q1_y = Math.fround(v1_y * scale_y), q1_z = Math.fround(v1_z * scale_z);
    const p1_x = q1_x, p1_y = q1_y, p1_z = q1_z;
    const v2_x = verts[faces[(Math.imul(3, f_1) + 2) | 0]].x, v2_y = verts[faces[(Math.imul(3, f_1) + 2) | 0]].y, v2_z = verts[faces[(Math.imul(3, f_1) + 2) | 0]].z;
    const q2_x = Math.fround(v2_x * scale_x), q2_y = Math.fround(v2_y * scale_y), q2_z = Math.fround(v2_z * scale_z);
    const p2_x = q2_x, p2_y = q2_y, p2_z = q2_z;
    const l: number = triangle_ledge(mem, p0_x, p0_y, p0_z, p1_x, p1_y, p1_z, p2_x, p2_y, p2_z);
    if (l !== 0) {
      soup_insert_ledge(s, l);
      kept.push(f_1);
      n = (n + 1) | 0;
    }
  }
  return n;
}

/**
 * FUN_100384b0(builder, NULL): the compile with the default template (000 §1.6.4).
 * A soup without ledges is refused (the glue prints "Error: incorrect mesh", 003 L146).
 *
 * @source 000_b83935d7d7846899.txt §1.6.1 step 4; §1.6.4 FUN_100384b0(builder, NULL)
 * @unit G30
 * @float x87
 * @spec spec/ivp/geometry/soup.spec:240
 */
export function soup_compile(mem: Memory, s: LedgeSoup): number {
  if (!(s.ledges.length > 0)) assertFail("spec/ivp/geometry/soup.spec:241", "ledge soup: no usable mesh (no ledges to compile)");
  const cs: number = compile_surface(mem, s.ledges);
  if (cs === 0) assertFail("spec/ivp/geometry/soup.spec:243", "ledge soup: the compile returned no surface");
  return cs;
}
