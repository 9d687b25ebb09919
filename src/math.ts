// Value types of the public API: 3-vectors and quaternions as plain immutable records. The engine
// stores 4-lane f32 vectors (w = 1 for points, 0 for directions); the public API never shows the w
// lane. Values are rounded to f32 where they enter the engine (the places they land in are f32),
// so `vec3(0.1, 0, 0)` and `vec3(Math.fround(0.1), 0, 0)` give the same simulation.

/** A 3-vector (metres for positions, metres per second for velocities; z is up). */
export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A rotation quaternion (x, y, z, w); the identity is (0, 0, 0, 1). */
export interface Quat {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly w: number;
}

/** A new 3-vector. */
export function vec3(x: number, y: number, z: number): Vec3 {
  return { x, y, z };
}

/** A new quaternion; `quat()` is the identity. The engine uses it as given (no normalisation). */
export function quat(x = 0, y = 0, z = 0, w = 1): Quat {
  return { x, y, z, w };
}

/** The identity rotation. */
export const IDENTITY: Quat = Object.freeze(quat());

/** The zero vector. */
export const ZERO: Vec3 = Object.freeze(vec3(0, 0, 0));
