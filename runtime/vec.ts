// Vector and matrix storage used where a vector must live in an object (struct fields, out
// parameters, scratch for returned vectors). Locals and by-value parameters are plain numbers.

export class Vec3 {
  x = 0;
  y = 0;
  z = 0;
}

export class Vec4 {
  x = 0;
  y = 0;
  z = 0;
  w = 0;
}

/** A 3×3 matrix, row-major: m[3*i + j]. */
export type Mat3 = Float64Array;
/** A 3×4 matrix (rotation rows and translation column), row-major: m[4*i + j], m[4*i + 3] = t_i. */
export type Mat34 = Float64Array;

export const newMat3 = (): Mat3 => new Float64Array(9);
export const newMat34 = (): Mat34 => new Float64Array(12);
