// Checks at the public boundary: every value a game hands over is tested (a number, finite, in
// range, an integer where an index is meant) and rounded to the precision of the engine field it
// lands in (f32 on the PS2 side) before anything is written. A failed check throws
// PhysicsInputError naming the place, so the call changes nothing.
import { PhysicsInputError } from "./errors.js";
import type { Quat, Vec3 } from "./math.js";

const fround = Math.fround;

function describe(v: unknown): string {
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
  if (v === null) return "null";
  if (v === undefined) return "undefined";
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  return typeof v;
}

/** A finite number. */
export function finite(place: string, v: unknown): number {
  if (typeof v !== "number" || !Number.isFinite(v)) {
    throw new PhysicsInputError(place, `${describe(v)} is not a finite number; pass a finite value`);
  }
  return v;
}

/** A finite number rounded to f32 (the rounded value must be finite too: |v| < 3.4e38). */
export function f32(place: string, v: unknown): number {
  const x = fround(finite(place, v));
  if (!Number.isFinite(x)) throw new PhysicsInputError(place, `${describe(v)} overflows a 32-bit float; pass a value below 3.4e38 in size`);
  return x;
}

/** An f32 greater than 0. */
export function positiveF32(place: string, v: unknown): number {
  const x = f32(place, v);
  if (!(x > 0)) throw new PhysicsInputError(place, `${describe(v)} is not greater than 0; pass a positive value`);
  return x;
}

/** An f32 of 0 or more. */
export function nonNegativeF32(place: string, v: unknown): number {
  const x = f32(place, v);
  if (!(x >= 0)) throw new PhysicsInputError(place, `${describe(v)} is negative; pass 0 or more`);
  return x;
}

/** An integer in [lo, hi]. */
export function integer(place: string, v: unknown, lo: number, hi: number): number {
  if (typeof v !== "number" || !Number.isInteger(v)) {
    throw new PhysicsInputError(place, `${describe(v)} is not an integer; pass a whole number from ${lo} to ${hi}`);
  }
  if (v < lo || v > hi) throw new PhysicsInputError(place, `${v} is out of range; pass a whole number from ${lo} to ${hi}`);
  return v;
}

/** A boolean (undefined gives `dflt`). */
export function bool(place: string, v: unknown, dflt: boolean): boolean {
  if (v === undefined) return dflt;
  if (typeof v !== "boolean") throw new PhysicsInputError(place, `${describe(v)} is not a boolean; pass true or false`);
  return v;
}

/** An options object (undefined gives {}); unknown keys are refused, so a misspelt option is not silently ignored. */
export function options<T extends object>(place: string, v: unknown, known: readonly string[]): Partial<T> {
  if (v === undefined) return {};
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new PhysicsInputError(place, `${describe(v)} is not an options object; pass { … }`);
  for (const k of Object.keys(v)) {
    if (!known.includes(k)) throw new PhysicsInputError(`${place}.${k}`, `unknown option; the known ones are ${known.join(", ")}`);
  }
  return v as Partial<T>;
}

/** Scratch the vector checks write into (rounded lanes), so that the hot paths do not allocate. */
export const lanes = new Float64Array(4);

/** A Vec3 of finite values, rounded to f32 into `lanes[0..2]`. */
export function vec3In(place: string, v: unknown): Float64Array {
  if (typeof v !== "object" || v === null) throw new PhysicsInputError(place, `${describe(v)} is not a vector; pass vec3(x, y, z)`);
  const o = v as Vec3;
  lanes[0] = f32(`${place}.x`, o.x);
  lanes[1] = f32(`${place}.y`, o.y);
  lanes[2] = f32(`${place}.z`, o.z);
  return lanes;
}

/** A Quat of finite values, not all zero, rounded to f32 into `lanes`. */
export function quatIn(place: string, q: unknown): Float64Array {
  if (typeof q !== "object" || q === null) throw new PhysicsInputError(place, `${describe(q)} is not a quaternion; pass quat(x, y, z, w)`);
  const o = q as Quat;
  lanes[0] = f32(`${place}.x`, o.x);
  lanes[1] = f32(`${place}.y`, o.y);
  lanes[2] = f32(`${place}.z`, o.z);
  lanes[3] = f32(`${place}.w`, o.w);
  if (lanes[0] === 0 && lanes[1] === 0 && lanes[2] === 0 && lanes[3] === 0) {
    throw new PhysicsInputError(place, "the zero quaternion is not a rotation; pass quat() for no rotation");
  }
  return lanes;
}

/** A list-like of numbers (an array or a typed array). */
export function numberList(place: string, v: unknown): ArrayLike<number> {
  if (Array.isArray(v) || ArrayBuffer.isView(v)) return v as ArrayLike<number>;
  throw new PhysicsInputError(place, `${describe(v)} is not a list of numbers; pass an array or a typed array`);
}
