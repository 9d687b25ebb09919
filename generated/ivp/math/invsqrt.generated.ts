// GENERATED FILE: do not edit. Engine module ivp.math.invsqrt: 000 §0.1 and §3.10: inverse square roots and the normalize helpers from spec/ivp/math/invsqrt.spec (sha256 b157e1d15d67f996).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { f64FromWords, hi32 } from "../../../runtime/index.js";

/** The magic 1e-19 below which the normalize helpers leave a vector alone (0x10063480). */
export const NORMALIZE_EPS: number = 1e-19;

/**
 * The bit-trick seed of every inverse square root: on the high word of the f64 argument,
 * ((0x7ff00000 - hi) >> 1) + 0x1ff00000 with an arithmetic shift; the low word is 0.
 *
 * @source 000_b83935d7d7846899.txt §0.1; §6.2 0x1000dae0 (seed)
 * @unit X01, X02
 * @float x87
 * @spec spec/ivp/math/invsqrt.spec:11
 */
export function invsqrt_seed(x: number): number {
  const hi: number = hi32(x) | 0;
  const s: number = ((0x7ff00000 - hi) >> 1) + 0x1ff00000;
  return f64FromWords(s >>> 0, 0);
}

/**
 * One Newton step as the DLL writes it: y = ((0.5 - (0.5*x)*y*y) + 1)*y, in extended precision.
 *
 * @source 000_b83935d7d7846899.txt §0.1; §3.10 0x1000dae0 / 0x1000db80 (loop body)
 * @unit X01, X02
 * @float x87
 * @precision 6 ext operations computed in f64 (D-EXT-1)
 * @spec spec/ivp/math/invsqrt.spec:20
 */
export function invsqrt_step(x: number, y: number): number {
  return (0.5 - 0.5 * x * y * y + 1) * y;
}

/**
 * 1/sqrt(x) of an f32 argument: the argument is rounded to f32 first, then 4 Newton steps.
 *
 * @source 000_b83935d7d7846899.txt §0.1; §3.10; §6.2 0x1000dae0
 * @unit X01
 * @float x87
 * @spec spec/ivp/math/invsqrt.spec:27
 */
export function invsqrt4(x: number): number {
  const xd: number = x;
  let y: number = invsqrt_seed(xd);
  for (let i = 0; i < 4; i++) {
    y = invsqrt_step(xd, y);
  }
  return y;
}

/**
 * 1/sqrt(x) of an f64 argument, 5 Newton steps.
 *
 * @source 000_b83935d7d7846899.txt §0.1; §3.10 0x1000db80
 * @unit X02
 * @float x87
 * @spec spec/ivp/math/invsqrt.spec:39
 */
export function invsqrt5(x: number): number {
  let y: number = invsqrt_seed(x);
  for (let i = 0; i < 5; i++) {
    y = invsqrt_step(x, y);
  }
  return y;
}
