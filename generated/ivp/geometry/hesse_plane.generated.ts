// GENERATED FILE: do not edit. Engine module ivp.geometry.hesse_plane: 000 §3.10: the normalised hesse plane of a triangle (FF_init's point-face test) from spec/ivp/geometry/hesse_plane.spec (sha256 8a908ee4200a7b25).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, type Vec3 } from "../../../runtime/index.js";
import { ledge_point } from "./compact.generated.js";
import { hesse } from "./ledge_helpers.generated.js";
import { normalize5 } from "../math/vector.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout PolyPoint (D-GEN-14). */
const enum PolyPoint { "p.x" = 0, "p.y" = 4, "p.z" = 8 }

/**
 * The normalised hesse plane of e's triangle (0x10021210): writes the unit normal to n and returns
 * the offset d, so that n·X + d is X's signed distance from the plane.
 *
 * @source 000_b83935d7d7846899.txt §3.10; §3.9.8 0x10021210 (+0x1000e680, 0x1000e740: bodies not given, see the module note)
 * @unit X12, G13, X04
 * @float x87
 * @precision 5 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/geometry/hesse_plane.spec:14
 */
export function hesse_plane(mem: Memory, e: number, l: number, n: Vec3): number {
  hesse(mem, e, l, n);
  normalize5(n);
  const p: number = ledge_point(mem, l, mem.u32[(e + Edge.start_point_index) >>> 2] & 0xffff);
  const d: number = -(n.x * mem.f32[(p + PolyPoint["p.x"]) >>> 2] + n.y * mem.f32[(p + PolyPoint["p.y"]) >>> 2] + n.z * mem.f32[(p + PolyPoint["p.z"]) >>> 2]);
  return d;
}
