// Property test (issue: PS2 Unit 6): a posed box's world bound (PhysicsShape_GetBounds) against a
// brute-force bound of its eight corners computed here in f64 from the box's stored axes,
// half-sizes and position, over 10,000 random boxes and rotations.
//
// Tolerance: each bound coordinate is a sum of four f32 terms (position ± three axis·half
// products), each rounded to f32 in the engine: |engine − brute| ≤ 4 · 2^-24 · (|p| + Σ|a_i|·h_i)
// per coordinate (one half-ulp per rounding, relative to the largest magnitude summed), doubled.
import { describe, expect, it } from "vitest";
import { Prng } from "../../runtime/prng.js";
import { Vec4 } from "../../runtime/vec.js";
import { PhysicsBox_Construct, PhysicsBox_Pose, PhysicsBox_SetSize, PhysicsShape, PhysicsShape_GetBounds, Transform } from "../../generated/ps2/unit06_shapes.generated.js";

const N = 10_000;

describe("PS2 Unit 6: box bound against brute force", () => {
  it(`the posed box's bound equals the bound of its corners on ${N} random boxes`, () => {
    const rng = new Prng(606);
    const body = new Transform();
    const bone = new Transform();
    const lo = new Vec4();
    const hi = new Vec4();
    let worst = 0;
    for (let i = 0; i < N; i++) {
      const b = new PhysicsShape();
      PhysicsBox_Construct(b);
      PhysicsBox_SetSize(b, Math.fround(rng.range(0.1, 4)), Math.fround(rng.range(0.1, 4)), Math.fround(rng.range(0.1, 4)));
      // a random unit quaternion, stored as f32
      let qx = rng.range(-1, 1), qy = rng.range(-1, 1), qz = rng.range(-1, 1), qw = rng.range(-1, 1);
      const n = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
      qx /= n; qy /= n; qz /= n; qw /= n;
      body.rotation.x = Math.fround(qx); body.rotation.y = Math.fround(qy); body.rotation.z = Math.fround(qz); body.rotation.w = Math.fround(qw);
      body.position.x = Math.fround(rng.range(-50, 50)); body.position.y = Math.fround(rng.range(-50, 50)); body.position.z = Math.fround(rng.range(-50, 50)); body.position.w = 1;
      PhysicsBox_Pose(b, body, bone, false);
      PhysicsShape_GetBounds(lo, hi, b);
      const axes = [b.axis0, b.axis1, b.axis2];
      const half = [b.half.x, b.half.y, b.half.z];
      const p = [b.position.x, b.position.y, b.position.z];
      for (let k = 0; k < 3; k++) {
        const comp = (v: Vec4) => (k === 0 ? v.x : k === 1 ? v.y : v.z);
        let mn = Infinity, mx = -Infinity;
        for (let c = 0; c < 8; c++) {
          let v = p[k];
          for (let a = 0; a < 3; a++) v += ((c >> a) & 1 ? 1 : -1) * comp(axes[a]) * half[a];
          mn = Math.min(mn, v);
          mx = Math.max(mx, v);
        }
        const scale = Math.abs(p[k]) + axes.reduce((s, ax, a) => s + Math.abs(comp(ax)) * half[a], 0);
        const tol = 2 * 4 * 2 ** -24 * scale;
        const got = [comp(lo), comp(hi)];
        worst = Math.max(worst, Math.abs(got[0] - mn) / tol, Math.abs(got[1] - mx) / tol);
        expect(Math.abs(got[0] - mn), `case ${i} axis ${k} min`).toBeLessThanOrEqual(tol);
        expect(Math.abs(got[1] - mx), `case ${i} axis ${k} max`).toBeLessThanOrEqual(tol);
      }
    }
    console.log(`box bound: worst |engine − brute| / tolerance = ${worst.toFixed(3)}`);
  });
});
