// GENERATED FILE: do not edit. Conformance tests of module ivp.math.perpendicular from spec/ivp/math/perpendicular.spec (sha256 32ae53989f11e781).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Vec3 } from "../../../../runtime/index.js";
import { any_perpendicular, any_unit_perpendicular } from "../../../../generated/ivp/math/perpendicular.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3();

describe("000 §3.9.10 (X11): any_perpendicular — the document gives no values; definition checks", () => {
  it("the result is perpendicular to d and, normalised, of unit length [000:L1927]", () => {
    const mode = { "kind": "ulps64", "n": 2 } as const;
    const d_x = 3, d_y = -4, d_z = 12;
    any_perpendicular(d_x, d_y, d_z, _s0);
    const p_x = _s0.x, p_y = _s0.y, p_z = _s0.z;
    // smallest |component| is x: d × (1,0,0) = (0, 12, 4)
    $expect.compare([p_x, p_y, p_z], "==", [0, 12, 4], "f64", { "kind": "exact" }, "spec/ivp/math/perpendicular.spec:45");
    $expect.compare(p_x * d_x + p_y * d_y + p_z * d_z, "==", 0, "ext", { "kind": "exact" }, "spec/ivp/math/perpendicular.spec:46");
    any_unit_perpendicular(d_x, d_y, d_z, _s1);
    const u_x = _s1.x, u_y = _s1.y, u_z = _s1.z;
    const len2: number = u_x * u_x + u_y * u_y + u_z * u_z;
    $expect.compare(len2, "==", 1, "f64", mode, "spec/ivp/math/perpendicular.spec:49");
  });

  it("ties pick the lower axis: d = (1, 1, 1) is crossed with x [000:L1927]", () => {
    const mode = { "kind": "exact" } as const;
    any_perpendicular(1, 1, 1, _s2);
    const p_x = _s2.x, p_y = _s2.y, p_z = _s2.z;
    $expect.compare([p_x, p_y, p_z], "==", [0, 1, -1], "f64", mode, "spec/ivp/math/perpendicular.spec:54");
  });

  it("d along x is crossed with y (ties between y and z), d along z with x [000:L1927]", () => {
    const mode = { "kind": "exact" } as const;
    any_perpendicular(2, 0, 0, _s3);
    const p_x = _s3.x, p_y = _s3.y, p_z = _s3.z;
    $expect.compare([p_x, p_y, p_z], "==", [-0, 0, 2], "f64", mode, "spec/ivp/math/perpendicular.spec:59");
    any_perpendicular(0, 0, 5, _s4);
    const q_x = _s4.x, q_y = _s4.y, q_z = _s4.z;
    $expect.compare([q_x, q_y, q_z], "==", [0, 5, -0], "f64", mode, "spec/ivp/math/perpendicular.spec:61");
  });

  it("a zero direction gives a zero vector, which normalize5 leaves alone [000:L2148]", () => {
    const mode = { "kind": "exact" } as const;
    // d × (1, 0, 0) = (0, d.z, -d.y) = (0, 0, -0)
    any_unit_perpendicular(0, 0, 0, _s5);
    const u_x = _s5.x, u_y = _s5.y, u_z = _s5.z;
    $expect.compare([u_x, u_y, u_z], "==", [0, 0, -0], "f64", mode, "spec/ivp/math/perpendicular.spec:67");
  });
});
