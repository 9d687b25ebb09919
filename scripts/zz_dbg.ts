import { Memory } from "../runtime/memory.js";
import { Prng } from "../runtime/prng.js";
import { triangle_ledge } from "../generated/ivp/geometry/pancake.generated.js";
import { ledge_triangle, triangle_edge } from "../generated/ivp/geometry/compact.generated.js";
import { CacheLedgePoint, qlen_kk, KK, kk_setup, kk_params, kk_qlen } from "../generated/ivp/geometry/two_object.generated.js";
import { segmentSegment2, type V3 } from "../conformance/properties/brute.js";
const f32v = (v: V3): V3 => [Math.fround(v[0]), Math.fround(v[1]), Math.fround(v[2])];
const rng = new Prng(303);
function randomTriangle(mem: Memory) { for (;;) { const r = () => [rng.range(-10, 10), rng.range(-10, 10), rng.range(-10, 10)] as V3; const a = r(), b = r(), c = r(); const l = triangle_ledge(mem, ...a, ...b, ...c); if (l !== 0) return { l, a: f32v(a), b: f32v(b), c: f32v(c) }; } }
const pose = (c: CacheLedgePoint, l: number) => { c.ledge = l; c.points = l + 0x30; const m = c.cache.m_world_f_object; m.fill(0); m[0] = m[5] = m[10] = 1; };
const cK = new CacheLedgePoint(), cL = new CacheLedgePoint();
for (let i = 0; i < 6; i++) {
  const mem = new Memory(1024);
  const A = randomTriangle(mem), B = randomTriangle(mem);
  pose(cK, A.l); pose(cL, B.l);
  const kA = rng.int(3), kB = rng.int(3);
  const eK = triangle_edge(ledge_triangle(A.l, 0), kA), eL = triangle_edge(ledge_triangle(B.l, 0), kB);
  const ptsA = [A.a, A.b, A.c], ptsB = [B.a, B.b, B.c];
  const got = qlen_kk(mem, eK, eL, cK, cL);
  const want = segmentSegment2(ptsA[kA], ptsA[(kA + 1) % 3], ptsB[kB], ptsB[(kB + 1) % 3]);
  const kk = new KK(); kk_setup(mem, kk, eK, eL, cK, cL); const o = new Float32Array(4); const par = kk_params(mem, kk, o);
  console.log(i, got, want, got - want, "params", par, Array.from(o), "line", kk_qlen(mem, kk));
  console.log("  K", ptsA[kA], ptsA[(kA + 1) % 3], "L", ptsB[kB], ptsB[(kB + 1) % 3], "K0", kk.K0.x, kk.K0.y, kk.K0.z, "K1", kk.K1.x, kk.K1.y, kk.K1.z);
}
