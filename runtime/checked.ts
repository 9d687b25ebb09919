// The checks of the checked build (`npm run test:checked`): the engine emitted once more with a
// check on every list and array index and on every store into a record or layout field. A failing
// check throws a CheckedBuildError naming the spec line. The normal build never calls these.
import { INT_TYPES, type IntTypeName } from "./precision.js";

export class CheckedBuildError extends Error {
  constructor(where: string, what: string) {
    super(`${where}: ${what}`);
    this.name = "CheckedBuildError";
  }
}

export const $chk = {
  /** `i` as an index of `a` (an integer in [0, a.length)); returns it. */
  at(a: ArrayLike<unknown>, i: number, where: string): number {
    if (!(Number.isInteger(i) && i >= 0 && i < a.length)) throw new CheckedBuildError(where, `index ${i} outside [0, ${a.length})`);
    return i;
  },
  /** `a[i]`, checked. */
  get<T>(a: ArrayLike<T>, i: number, where: string): T {
    return a[$chk.at(a, i, where)];
  },
  /** `i` as an index of a fixed array of `n` elements in layout memory. */
  range(i: number, n: number, where: string): number {
    if (!(Number.isInteger(i) && i >= 0 && i < n)) throw new CheckedBuildError(where, `index ${i} outside [0, ${n})`);
    return i;
  },
  /** A float about to be stored: finite. */
  f(v: number, where: string): number {
    if (!Number.isFinite(v)) throw new CheckedBuildError(where, `storing ${v} into a float field; expected a finite value`);
    return v;
  },
  /** A float about to be stored into a field declared `@infinite`: not NaN (±Infinity allowed). */
  fi(v: number, where: string): number {
    if (Number.isNaN(v)) throw new CheckedBuildError(where, `storing NaN into a float field; expected a number (±Infinity is allowed here)`);
    return v;
  },
  /** An integer about to be stored: in its type's range. */
  i(v: number, type: IntTypeName, where: string): number {
    const t = INT_TYPES[type];
    if (!(Number.isInteger(v) && v >= Number(t.min) && v <= Number(t.max)))
      throw new CheckedBuildError(where, `storing ${v} into a ${type} field; expected ${t.min}..${t.max}`);
    return v;
  },
};
