// The measurement's copies (values.ts): every run of a measured function gets its own copy of the
// call's arguments, so that the workload the measurement samples is left as it was found.
import { describe, expect, it } from "vitest";
import { copyByShape, deepClone, runArgs } from "./values.js";
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

describe("partial copies of a writer's arguments (D-X87-14)", () => {
  class Work {
    dh = 0;
    gx = [1, 2, 3];
    pl = new Float64Array(6);
    sub = { v: new Vec3(), list: [{ x: 1 }] };
  }

  it("copies the records and lists on the shape's paths shallowly and shares the rest", () => {
    const w = new Work();
    const c = copyByShape(w, { f: { pl: {}, sub: { f: { v: {} } } } }, new Map()) as Work;
    expect(c).toBeInstanceOf(Work);
    expect(c).not.toBe(w);
    expect(c.gx).toBe(w.gx);
    expect(c.pl).not.toBe(w.pl);
    expect(c.sub).not.toBe(w.sub);
    expect(c.sub.v).not.toBe(w.sub.v);
    expect(c.sub.v).toBeInstanceOf(Vec3);
    expect(c.sub.list).toBe(w.sub.list);
    c.dh = 5;
    c.pl[2] = 7;
    c.sub.v.x = 1;
    expect([w.dh, w.pl[2], w.sub.v.x]).toEqual([0, 0, 0]);
  });

  it("copies deep past a pointer or a list of records, and every argument without a shape", () => {
    const w = new Work();
    const c = copyByShape(w, { f: { sub: { f: { list: { deep: true } } } } }, new Map()) as Work;
    expect(c.sub.list).not.toBe(w.sub.list);
    expect(c.sub.list[0]).not.toBe(w.sub.list[0]);
    const slots = [
      { param: "w", mode: "in" as const, ty: { k: "struct" as const, name: "Work" } },
      { param: "h", mode: "in" as const, ty: { k: "f64" as const } },
    ];
    const args = [w, 2];
    const shared = runArgs(args, { slots, writes: true, copies: [{}, null] });
    expect(shared[0]).not.toBe(w);
    expect((shared[0] as Work).gx).toBe(w.gx);
    const deep = runArgs(args, { slots, writes: true });
    expect((deep[0] as Work).gx).not.toBe(w.gx);
    expect(runArgs(args, { slots, writes: false })[0]).toBe(w);
  });
});
