// Independent brute-force geometry in plain f64, used as oracles by the property tests. Written
// from the definitions (closest point by clamped projection and by convex search), not from the
// spec's formulas.

export type V3 = readonly [number, number, number];

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** Squared distance from p to the segment [a, b]: clamp the projection parameter to [0, 1]. */
export function pointSegment2(p: V3, a: V3, b: V3): number {
  const d = sub(b, a);
  const dd = dot(d, d);
  let t = dd > 0 ? dot(sub(p, a), d) / dd : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const q = add(a, scale(d, t));
  const r = sub(p, q);
  return dot(r, r);
}

/** Squared distance from p to the triangle (a, b, c): the plane foot if it is inside, else the nearest edge. */
export function pointTriangle2(p: V3, a: V3, b: V3, c: V3): number {
  const n = cross(sub(b, a), sub(c, a));
  const nn = dot(n, n);
  const h = dot(sub(p, a), n) / nn;
  const foot = sub(p, scale(n, h));
  // inside test by the signs of the three sub-triangle orientations
  const s0 = dot(cross(sub(b, a), sub(foot, a)), n);
  const s1 = dot(cross(sub(c, b), sub(foot, b)), n);
  const s2 = dot(cross(sub(a, c), sub(foot, c)), n);
  if (s0 >= 0 && s1 >= 0 && s2 >= 0) return h * h * nn;
  return Math.min(pointSegment2(p, a, b), pointSegment2(p, b, c), pointSegment2(p, c, a));
}

/** Squared distance between segments [a0, a1] and [b0, b1]: the point-segment distance along the
 * first segment is convex in its parameter, so a golden-section search finds the minimum. */
export function segmentSegment2(a0: V3, a1: V3, b0: V3, b1: V3): number {
  const f = (s: number) => pointSegment2(add(a0, scale(sub(a1, a0), s)), b0, b1);
  let lo = 0;
  let hi = 1;
  const g = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - g * (hi - lo);
  let x2 = lo + g * (hi - lo);
  let f1 = f(x1);
  let f2 = f(x2);
  for (let i = 0; i < 120; i++) {
    if (f1 <= f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - g * (hi - lo);
      f1 = f(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + g * (hi - lo);
      f2 = f(x2);
    }
  }
  return Math.min(f1, f2, f(0), f(1), pointSegment2(b0, a0, a1), pointSegment2(b1, a0, a1));
}
