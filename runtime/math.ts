// Deterministic helpers for the generated code. Only IEEE-exact operations are used.

/** The spec's min: b < a ? b : a (ties and NaN keep a), as the original's compare-and-branch does. */
export function specMin(a: number, b: number): number {
  return b < a ? b : a;
}

/** The spec's max: b > a ? b : a (ties and NaN keep a). */
export function specMax(a: number, b: number): number {
  return b > a ? b : a;
}
