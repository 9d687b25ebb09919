// Fixtures shared by the property tests and the benchmarks: random pancake ledges and identity
// poses for cache ledge points.
import type { Memory } from "../../runtime/memory.js";
import type { Prng } from "../../runtime/prng.js";
import { triangle_ledge } from "../../generated/ivp/geometry/pancake.generated.js";
import type { CacheLedgePoint } from "../../generated/ivp/geometry/two_object.generated.js";

export type V3 = readonly [number, number, number];

const f32v = (v: V3): V3 => [Math.fround(v[0]), Math.fround(v[1]), Math.fround(v[2])];

/** A non-degenerate pancake ledge with corners in [-s, s]³, and its corners as stored (f32). */
export function randomPancake(rng: Prng, mem: Memory, s = 10): { l: number; a: V3; b: V3; c: V3 } {
  for (;;) {
    const r = () => [rng.range(-s, s), rng.range(-s, s), rng.range(-s, s)] as V3;
    const a = r();
    const b = r();
    const c = r();
    const l = triangle_ledge(mem, ...a, ...b, ...c);
    if (l !== 0) return { l, a: f32v(a), b: f32v(b), c: f32v(c) };
  }
}

/** Points a cache ledge point at a pancake ledge, with the identity pose (exact in f32 too). */
export function identityPose(c: CacheLedgePoint, l: number): void {
  c.ledge = l;
  c.points = l + 0x30;
  const m = c.cache.m_world_f_object;
  m.fill(0);
  m[0] = m[5] = m[10] = 1;
}
