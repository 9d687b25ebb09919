// The declared set of runtime intrinsics a spec function may call. Anything else a spec calls must
// be a spec function. Each entry says what it does; the checker types calls with `type`, the emitter
// lowers them with one row each (generator/emit/intrinsics.ts, keyed alike) and the precision report lists which a function used.

export interface IntrinsicDoc {
  readonly name: string;
  readonly signature: string;
  readonly doc: string;
  /** True when it reads or writes the binary-layout memory (the function then takes `mem`). */
  readonly usesMemory?: boolean;
  /** True when it reinterprets float bits (counted in the precision report). */
  readonly bitcast?: boolean;
}

export const INTRINSICS: Readonly<Record<string, IntrinsicDoc>> = {
  sqrt: { name: "sqrt", signature: "sqrt(x: float) -> same", doc: "IEEE square root, correctly rounded in the operation's precision (fsqrt / sqrt.s)" },
  abs: { name: "abs", signature: "abs(x: float|int) -> same", doc: "absolute value (clears the sign bit of a float)" },
  min: { name: "min", signature: "min(a, b) -> same", doc: "b < a ? b : a: ties and NaN return a" },
  max: { name: "max", signature: "max(a, b) -> same", doc: "b > a ? b : a: ties and NaN return a" },
  floor: { name: "floor", signature: "floor(x: float) -> same", doc: "round toward −∞ (exact)" },
  ceil: { name: "ceil", signature: "ceil(x: float) -> same", doc: "round toward +∞ (exact)" },
  trunc: { name: "trunc", signature: "trunc(x: float) -> same", doc: "round toward zero (exact)" },
  hi32: { name: "hi32", signature: "hi32(x: f64) -> u32", doc: "high 32 bits of an f64", bitcast: true },
  lo32: { name: "lo32", signature: "lo32(x: f64) -> u32", doc: "low 32 bits of an f64", bitcast: true },
  f64_from_words: { name: "f64_from_words", signature: "f64_from_words(hi: u32, lo: u32) -> f64", doc: "the f64 with these high and low words", bitcast: true },
  bits32: { name: "bits32", signature: "bits32(x: f32) -> u32", doc: "the bits of an f32", bitcast: true },
  f32_from_bits: { name: "f32_from_bits", signature: "f32_from_bits(b: u32) -> f32", doc: "the f32 with these bits", bitcast: true },
  signbit: { name: "signbit", signature: "signbit(x: f32|f64) -> bool", doc: "the sign bit: true for −0.0 and negative values", bitcast: true },
  dot: {
    name: "dot",
    signature: "dot(a: vecN, b: vecN) -> scalar",
    doc: "(a.x*b.x + a.y*b.y) + a.z*b.z, left to right, each operation in the model's precision (xyz only for vec4)",
  },
  cross: { name: "cross", signature: "cross(a: vec3|vec4, b: same) -> vec3", doc: "(a.y*b.z − a.z*b.y, a.z*b.x − a.x*b.z, a.x*b.y − a.y*b.x)" },
  mem_alloc: {
    name: "mem_alloc",
    signature: "mem_alloc(size: u32, align: u32) -> u32",
    doc: "a zeroed block of the layout memory, aligned; returns its address",
    usesMemory: true,
  },
  append: { name: "append", signature: "append(list: T[], value: T)", doc: "append to a growable list" },
  len: { name: "len", signature: "len(list: T[] | [T; N]) -> i32", doc: "number of elements" },
  clear: { name: "clear", signature: "clear(list: T[])", doc: "empty a growable list" },
  truncate: { name: "truncate", signature: "truncate(list: T[], n: i32)", doc: "keep the first n elements of a growable list (n ≤ its length)" },
  addr: { name: "addr", signature: "addr(h: ref<L>) -> u32", doc: "the byte address of a layout handle" },
  load_u32: { name: "load_u32", signature: "load_u32(a: u32) -> u32", doc: "the aligned u32 at a byte address", usesMemory: true },
  store_u32: { name: "store_u32", signature: "store_u32(a: u32, v: u32)", doc: "store an aligned u32 at a byte address", usesMemory: true },
  copy_words: {
    name: "copy_words",
    signature: "copy_words(dst: u32, src: u32, n: u32)",
    doc: "copy n aligned u32 words from byte address src to byte address dst in one call (as a word loop when the two runs do not overlap; memmove when they do)",
    usesMemory: true,
  },
};
