// The measurement's copies (values.ts): every run of a measured function gets its own copy of the
// call's arguments, so that the workload the measurement samples is left as it was found.
import { describe, expect, it } from "vitest";
import { deepClone } from "./values.js";
import { Vec3 } from "../../runtime/vec.js";

describe("deepClone of a call's arguments", () => {
  it("copies the records of an argument list whose first argument is a scalar (D-X87-11)", () => {
    const out = { rot_speed: 0, rot_axis: new Vec3() };
    const r = new Float64Array(9);
    const args: unknown[] = [0.25, 0, 1, r, 66, out];
    const c = deepClone(args);
    expect(c).not.toBe(args);
    expect(c[3]).not.toBe(r);
    expect((c[3] as Float64Array).buffer).not.toBe(r.buffer);
    expect(c[5]).not.toBe(out);
    // what a measured run writes into its copy stays in the copy
    (c[3] as Float64Array)[4] = 3;
    (c[5] as typeof out).rot_axis.x = 1;
    expect(r[4]).toBe(0);
    expect(out.rot_axis.x).toBe(0);
    expect(c[5]).toBeInstanceOf(Object.getPrototypeOf(out).constructor);
    expect((c[5] as typeof out).rot_axis).toBeInstanceOf(Vec3);
  });

  it("keeps a list of numbers flat and shared references shared", () => {
    const shared = { x: 1 };
    const args = [[1, 2, 3], shared, { a: shared }, null];
    const c = deepClone(args);
    expect(c[0]).toEqual([1, 2, 3]);
    expect(c[0]).not.toBe(args[0]);
    expect(c[1]).not.toBe(shared);
    expect((c[2] as { a: unknown }).a).toBe(c[1]);
    expect(c[3]).toBeNull();
  });
});
