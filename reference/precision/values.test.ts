// The measurement's copies (values.ts): every run of a measured function gets its own copy of the
// call's arguments, so that the workload the measurement samples is left as it was found.
import { describe, expect, it } from "vitest";
import { copyByShape, deepClone, runArgs, vary, varyArgs } from "./values.js";
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
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

describe("the call's identities and the redraws of a refused input (D-X87-15)", () => {
  it("gives an argument that a deep part of another reaches the same copy (kinematic_track_of's tc == c)", () => {
    class Core {
      x = 1;
    }
    const c = new Core();
    const env = { kinematic: { tracks: [{ core: c, segments: [] as number[] }] } };
    const slots = [
      { param: "env", mode: "in" as const, ty: { k: "struct" as const, name: "Env" } },
      { param: "c", mode: "in" as const, ty: { k: "struct" as const, name: "Core" } },
    ];
    // the env's tracks copied deep (a list of records on the written path), the core not written
    const run = runArgs([env, c], { slots, writes: true, copies: [{ f: { kinematic: { f: { tracks: { deep: true } } } } }, null] }) as [typeof env, Core];
    expect(run[0].kinematic.tracks[0].core).not.toBe(c);
    expect(run[1]).toBe(run[0].kinematic.tracks[0].core);
    // what the run writes stays in its copy
    run[0].kinematic.tracks[0].segments.push(1);
    expect(env.kinematic.tracks[0].segments).toEqual([]);
    // an argument no deep part reaches stays shared
    const other = new Core();
    const r2 = runArgs([env, other], { slots, writes: true, copies: [{ f: { kinematic: { f: { tracks: { deep: true } } } } }, null] });
    expect(r2[1]).toBe(other);
  });

  it("keeps the records' floats and layout memory as recorded when told to (records false)", () => {
    const slots = [
      { param: "mem", mode: "inout" as const, ty: { k: "mem" as const } },
      { param: "s", mode: "in" as const, ty: { k: "struct" as const, name: "S" } },
      { param: "x", mode: "in" as const, ty: { k: "f64" as const } },
    ];
    const structs = { S: { fields: [{ name: "v", ty: { k: "f64" as const } }] } };
    const mem = new Memory(64);
    mem.top = 16;
    mem.f32[1] = 3;
    const s = { v: 2 };
    const args = varyArgs([mem, s, 1.5], slots, structs, false);
    expect(args[1]).toBe(s);
    vary(args, slots, "perturbed", new Prng(1), [undefined, undefined, undefined], structs, new Map([[0, new Set([1])]]), false);
    expect((args[0] as Memory).f32[1]).toBe(3);
    expect(s.v).toBe(2);
    expect(args[2]).not.toBe(1.5);
    // and varies them otherwise
    const all = varyArgs([mem, s, 1.5], slots, structs);
    expect(all[1]).not.toBe(s);
    vary(all, slots, "perturbed", new Prng(1), [undefined, undefined, undefined], structs, new Map([[0, new Set([1])]]));
    expect((all[0] as Memory).f32[1]).not.toBe(3);
    expect((all[1] as typeof s).v).not.toBe(2);
    expect(mem.f32[1]).toBe(3);
  });
});
