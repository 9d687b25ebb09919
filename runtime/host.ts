// The host boundary (issue 11 item 3): every value a host interface method returns, and every
// vector or record it writes through an `out`/`inout` parameter, is brought to the precision of the
// place it lands in by the generated call site. Floats are rounded there (f32 with Math.fround);
// these functions check the integers (an integer of the declared type's range: a host returning 2.5
// or 300 for a u8 is an error, not a silent wrap) and the bools, and round vector objects in place.
// `where` names the interface, the method and the spec line of the call (and `field` the field of a
// written record).
import type { Vec3, Vec4 } from "./vec.js";

/** A host interface method gave the engine a value its declared type cannot hold. */
export class HostValueError extends Error {
  constructor(where: string, value: unknown, expected: string) {
    super(
      `${where} gave ${typeof value === "number" ? String(value) : (JSON.stringify(value) ?? String(value))}; expected ${expected} (fix the host object's method)`,
    );
    this.name = "HostValueError";
  }
}

function bad(where: string, field: string | undefined, v: unknown, expected: string): never {
  throw new HostValueError(field === undefined ? where : `${where}, field ${field},`, v, expected);
}

export const $host = {
  i8(v: number, where: string, field?: string): number {
    const r = (v << 24) >> 24;
    return r === v ? r : bad(where, field, v, "an i8 (an integer -128 … 127)");
  },
  i16(v: number, where: string, field?: string): number {
    const r = (v << 16) >> 16;
    return r === v ? r : bad(where, field, v, "an i16 (an integer -32768 … 32767)");
  },
  i32(v: number, where: string, field?: string): number {
    const r = v | 0;
    return r === v ? r : bad(where, field, v, "an i32 (an integer -2147483648 … 2147483647)");
  },
  u8(v: number, where: string, field?: string): number {
    const r = v & 0xff;
    return r === v ? r : bad(where, field, v, "a u8 (an integer 0 … 255)");
  },
  u16(v: number, where: string, field?: string): number {
    const r = v & 0xffff;
    return r === v ? r : bad(where, field, v, "a u16 (an integer 0 … 65535)");
  },
  u32(v: number, where: string, field?: string): number {
    const r = v >>> 0;
    return r === v ? r : bad(where, field, v, "a u32 (an integer 0 … 4294967295)");
  },
  bool(v: boolean, where: string, field?: string): boolean {
    return v === true || v === false ? v : bad(where, field, v, "a bool (true or false)");
  },
  /**
   * The value of a host call, after `_written` (the boundary of what the call wrote: a `host_S` of
   * a record or a `vec32` of a vector) has run: arguments are evaluated left to right, so the call
   * comes first, then its boundary, inside the expression that uses the call's result.
   */
  after<T>(v: T, _written: void): T {
    return v;
  },
  /** Rounds an f32 vector a host wrote, in place; `_call` is the call that writes it (run before the rounding). */
  vec32(v: Vec3 | Vec4, _call?: void): void {
    v.x = Math.fround(v.x);
    v.y = Math.fround(v.y);
    v.z = Math.fround(v.z);
    if ("w" in v) v.w = Math.fround(v.w);
  },
};
