// GENERATED FILE: do not edit. Engine module ivp.math.perpendicular: 000 §3.9.10, §3.13 R2.2: any vector perpendicular to a direction (the PK core's degenerate branch) from spec/ivp/math/perpendicular.spec (sha256 32ae53989f11e781).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec3 } from "../../../runtime/index.js";
import { normalize5 } from "./vector.generated.js";

/**
 * any_perpendicular(d) (0x1000f870): d × e_k with k the axis of d's smallest |component| (ties:
 * the lower axis), in f64. A zero d gives a zero vector (normalize5 then leaves it alone).
 *
 * @design 000 L1927/L2148 name 0x1000f870 without its body: d × (axis of the smallest |d_k|, lowest axis on ties) is exactly perpendicular (each component is a product difference of d's own components) and at least |d|·sqrt(2/3) long (|d|² − d_k² with d_k² <= |d|²/3).
 * @unit X11
 * @float x87
 * @spec spec/ivp/math/perpendicular.spec:15
 */
export function any_perpendicular(d_x: number, d_y: number, d_z: number, out$: Vec3): void {
  const ax: number = Math.abs(d_x);
  const ay: number = Math.abs(d_y);
  const az: number = Math.abs(d_z);
  if (ax <= ay && ax <= az) {
    // d × (1, 0, 0)
    out$.x = 0; out$.y = d_z; out$.z = -d_y;
    return;
  }
  if (ay <= az) {
    // d × (0, 1, 0)
    out$.x = -d_z; out$.y = 0; out$.z = d_x;
    return;
  }
  // d × (0, 0, 1)
  out$.x = d_y; out$.y = -d_x; out$.z = 0;
  return;
}

/**
 * The PK core's degenerate normal (000 L1927): normalize5(any_perpendicular(d)).
 *
 * @source 000_b83935d7d7846899.txt §3.9.10 0x10032e60 (q <= 1e-19 branch: normalize5(any_perpendicular(d)))
 * @unit X11, X04
 * @float x87
 * @spec spec/ivp/math/perpendicular.spec:34
 */
export function any_unit_perpendicular(d_x: number, d_y: number, d_z: number, out$: Vec3): void {
  any_perpendicular(d_x, d_y, d_z, _s0);
  let n_x = _s0.x, n_y = _s0.y, n_z = _s0.z;
  _s1.x = n_x; _s1.y = n_y; _s1.z = n_z;
  normalize5(_s1);
  n_x = _s1.x; n_y = _s1.y; n_z = _s1.z;
  out$.x = n_x; out$.y = n_y; out$.z = n_z;
  return;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3(), _s1 = new Vec3();
