// GENERATED FILE: do not edit. Engine module ps2.mesh_pretest: the sphere overlap's pre-test of a mesh triangle against the centre's reach (designed, D-MESH-4) from spec/ps2/mesh_pretest.spec (sha256 5dac188c16423d1f).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { specMax, specMin } from "../../runtime/index.js";
import { CollisionMesh } from "./collision_mesh.generated.js";

/**
 * Whether triangle idx of the mesh may lie within `reach` of the point (cx, cy, cz), given that
 * its box meets the centre's reach box: false when the distance from the point to the triangle's
 * box is more than reach (the three axis gaps, squared and summed), or when the point lies farther
 * than reach from the triangle's plane ((N·(c − v0))² > reach²·|N|², N = (v1 − v0) × (v2 − v0)).
 * Both distances are at most the point-triangle distance. The plane test is made only for a
 * triangle whose corner angle at v0 is not tiny (|N|²·2^30 ≥ |v1 − v0|²·|v2 − v0|², so that N's
 * rounding is below 2^-37 of |N|); a sliver or degenerate triangle passes it.
 *
 * @design D-MESH-4: the sphere overlap's second pre-test, after the box pre-test of D-MESH-3 (on the benchmark floor about 11 of 43 candidates pass the box, 8 the box distance, 7 the plane distance, of which about 5 overlap): fewer calls of the f32 kernel, which costs about 150 ns; f64 here, since the test only skips triangles out of reach and decides no answer.
 * @float sse
 * @spec spec/ps2/mesh_pretest.spec:19
 */
export function MeshTriangle_WithinReach(mesh: CollisionMesh, idx: number, cx: number, cy: number, cz: number, reach: number): boolean {
  const k: number = Math.imul(9, idx);
  const px: number = cx;
  const py: number = cy;
  const pz: number = cz;
  const ax: number = mesh.corners[k];
  const ay: number = mesh.corners[(k + 1) | 0];
  const az: number = mesh.corners[(k + 2) | 0];
  const bx: number = mesh.corners[(k + 3) | 0];
  const by: number = mesh.corners[(k + 4) | 0];
  const bz: number = mesh.corners[(k + 5) | 0];
  const ex: number = mesh.corners[(k + 6) | 0];
  const ey: number = mesh.corners[(k + 7) | 0];
  const ez: number = mesh.corners[(k + 8) | 0];
  const rf: number = reach;
  const rr: number = rf * rf;
  let g: number = 0;
  let d2: number = 0;
  let lo: number = specMin(bx < ax ? bx : ax, ex);
  let hi: number = specMax(bx > ax ? bx : ax, ex);
  if (px < lo) {
    g = lo - px;
    d2 = d2 + g * g;
  } else if (px > hi) {
    g = px - hi;
    d2 = d2 + g * g;
  }
  lo = specMin(by < ay ? by : ay, ey);
  hi = specMax(by > ay ? by : ay, ey);
  if (py < lo) {
    g = lo - py;
    d2 = d2 + g * g;
  } else if (py > hi) {
    g = py - hi;
    d2 = d2 + g * g;
  }
  lo = specMin(bz < az ? bz : az, ez);
  hi = specMax(bz > az ? bz : az, ez);
  if (pz < lo) {
    g = lo - pz;
    d2 = d2 + g * g;
  } else if (pz > hi) {
    g = pz - hi;
    d2 = d2 + g * g;
  }
  if (d2 > rr) {
    return false;
  }
  const u_x = bx - ax, u_y = by - ay, u_z = bz - az;
  const v_x = ex - ax, v_y = ey - ay, v_z = ez - az;
  const nn_x = u_y * v_z - u_z * v_y, nn_y = u_z * v_x - u_x * v_z, nn_z = u_x * v_y - u_y * v_x;
  const q: number = nn_x * nn_x + nn_y * nn_y + nn_z * nn_z;
  if (q * 1073741824 < (u_x * u_x + u_y * u_y + u_z * u_z) * (v_x * v_x + v_y * v_y + v_z * v_z)) {
    return true;
  }
  const s: number = nn_x * (px - ax) + nn_y * (py - ay) + nn_z * (pz - az);
  return !(s * s > rr * q);
}
