// Vector and matrix storage used where a vector must live in an object (struct fields, out
// parameters, scratch for returned vectors). Locals and by-value parameters are plain numbers.

/**
 * +0 as a heap number, the initial value of every float field (D-PERF-9). V8 gives an object field
 * the representation of the first value stored in it: the literal `0` (also `0.0`, `-0 + 0`, which
 * the parser folds) is a small integer, so the field starts as Smi and the first fraction stored
 * in it moves every object of that shape to a new map and throws away the code compiled against
 * the old one. A Float64Array element read back is a heap number (checked with
 * `node --trace-generalization`: the field starts as `d`, double), and it is +0, the same bits as
 * `0` (not `-0`, which hashes differently).
 */
export const ZERO_F64: number = new Float64Array(1)[0];

export class Vec3 {
  x = ZERO_F64;
  y = ZERO_F64;
  z = ZERO_F64;
}

export class Vec4 {
  x = ZERO_F64;
  y = ZERO_F64;
  z = ZERO_F64;
  w = ZERO_F64;
}

/** A 3×3 matrix, row-major: m[3*i + j]. */
export type Mat3 = Float64Array;
/** A 3×4 matrix (rotation rows and translation column), row-major: m[4*i + j], m[4*i + 3] = t_i. */
export type Mat34 = Float64Array;

export const newMat3 = (): Mat3 => new Float64Array(9);
export const newMat34 = (): Mat34 => new Float64Array(12);
