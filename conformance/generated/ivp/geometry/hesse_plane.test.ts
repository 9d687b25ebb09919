// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.hesse_plane from spec/ivp/geometry/hesse_plane.spec (sha256 8a908ee4200a7b25).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory, Vec3 } from "../../../../runtime/index.js";
import { ledge_triangle, triangle_edge } from "../../../../generated/ivp/geometry/compact.generated.js";
import { hesse_plane } from "../../../../generated/ivp/geometry/hesse_plane.generated.js";
import { triangle_ledge } from "../../../../generated/ivp/geometry/pancake.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3();

describe("000 §3.10 (X12): hesse plane — the document gives no values; definition checks", () => {
  it("the triangle (0,0,2), (1,0,2), (0,1,2): n = (0,0,1), d = -2; X = (0.3, 0.2, 5) is 3 above [000:L1839]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 2, 1, 0, 2, 0, 1, 2);
    const t0: number = ledge_triangle(l, 0);
    let n_x = 0, n_y = 0, n_z = 0;
    const d: number = hesse_plane(mem, triangle_edge(t0, 0), l, _s0);
    n_x = _s0.x; n_y = _s0.y; n_z = _s0.z;
    $expect.compare([n_x, n_y, n_z], "==", [0, 0, 1], "f64", mode, "spec/ivp/geometry/hesse_plane.spec:28");
    $expect.compare(d, "==", -2, "f64", mode, "spec/ivp/geometry/hesse_plane.spec:29");
    const x_x = 0.3, x_y = 0.2, x_z = 5;
    const h: number = n_x * x_x + n_y * x_y + n_z * x_z + d;
    $expect.compare(h, "==", 3, "f64", mode, "spec/ivp/geometry/hesse_plane.spec:32");
  });

  it("the back face of the pancake has the opposite plane, and every edge of a triangle gives the same plane [000:L2072]", () => {
    const mode = { "kind": "abs", "bound": 1e-15, "text": "1e-15" } as const;
    const mem = new Memory();
    // normal (12, -10, 2)/sqrt(248) (the pancake winding case of 000 L502)
    const l: number = triangle_ledge(mem, 1, 2, 3, 2, 4, 7, -1, 0, 5);
    const t0: number = ledge_triangle(l, 0);
    const t1: number = ledge_triangle(l, 1);
    let n0_x = 0, n0_y = 0, n0_z = 0;
    let n1_x = 0, n1_y = 0, n1_z = 0;
    let n2_x = 0, n2_y = 0, n2_z = 0;
    const d0: number = hesse_plane(mem, triangle_edge(t0, 0), l, _s1);
    n0_x = _s1.x; n0_y = _s1.y; n0_z = _s1.z;
    const d1: number = hesse_plane(mem, triangle_edge(t1, 0), l, _s2);
    n1_x = _s2.x; n1_y = _s2.y; n1_z = _s2.z;
    const d2: number = hesse_plane(mem, triangle_edge(t0, 2), l, _s3);
    n2_x = _s3.x; n2_y = _s3.y; n2_z = _s3.z;
    // the same |n|² seeds normalize5 for a normal and its negation: exactly opposite
    $expect.compare([n1_x, n1_y, n1_z], "==", [-n0_x, -n0_y, -n0_z], "f64", { "kind": "exact" }, "spec/ivp/geometry/hesse_plane.spec:47");
    $expect.compare([n2_x, n2_y, n2_z], "==", [n0_x, n0_y, n0_z], "f64", { "kind": "exact" }, "spec/ivp/geometry/hesse_plane.spec:48");
    // d is formed from a different corner: equal up to the rounding of n·p
    $expect.compare(d1, "==", -d0, "f64", mode, "spec/ivp/geometry/hesse_plane.spec:50");
    // every corner is on the plane: n·p0 + d = 0 with (12·1 - 10·2 + 2·3)/sqrt(248) = -2/sqrt(248)
    $expect.compare(d0, "==", 2 / Math.sqrt(248), "f64", mode, "spec/ivp/geometry/hesse_plane.spec:52");
  });
});
