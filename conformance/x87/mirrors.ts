// The documents' mixed expressions computed with the exact x87 type, written by hand from the spec
// lines they cite, for the oracle test (oracle.c computes the same ones with gcc's long double).
// They test the runtime type on real expressions; they are not the reference backend (which will be
// emitted from the spec, issue 17 item 1) and they change only if the cited spec lines change.
//
// As the reference backend will hold them: f32 and f64 values are JS numbers, ext values are Ext;
// an f32/f64 operand enters ext exactly (fld), a store rounds once (fstp).
import { Ext } from "../../reference/x87/ext.js";

const d = Ext.fromF64;
const f = Ext.fromF32;

/** dot(a, b) = (ax*bx + ay*by) + az*bz in ext (D-DOT-1). */
function dot3(a: readonly Ext[], b: readonly Ext[]): Ext {
  return a[0].mul(b[0]).add(a[1].mul(b[1])).add(a[2].mul(b[2]));
}

/** cross(a, b) in ext, in the language's component order. */
function cross3(a: readonly Ext[], b: readonly Ext[]): Ext[] {
  return [a[1].mul(b[2]).sub(a[2].mul(b[1])), a[2].mul(b[0]).sub(a[0].mul(b[2])), a[0].mul(b[1]).sub(a[1].mul(b[0]))];
}

function sub3(a: readonly Ext[], b: readonly Ext[]): Ext[] {
  return [a[0].sub(b[0]), a[1].sub(b[1]), a[2].sub(b[2])];
}

const fx = (v: readonly number[]): Ext[] => v.map((x) => f(x));
const dx = (v: readonly number[]): Ext[] => v.map((x) => d(x));
/** A store to f64 (then read back into ext where the spec reads the stored value). */
const st64 = (v: readonly Ext[]): number[] => v.map((x) => x.toF64());

/** vec_cross (spec/ivp/math/vector.spec:115) of f64 vectors: ext products, stored f64. */
export function crossF64(a: number[], b: number[]): number[] {
  return st64(cross3(dx(a), dx(b)));
}

/** 000 §4.1 (M01) set_collision_tolerance(t): the 11 distinct f32 fields, as oracle.c's m01. */
export function m01(t: number): number[] {
  const T = d(t);
  const c = (x: number): Ext => f(Math.fround(x)); // the f64 copies of f32 literals
  const f0 = T.mul(c(0.1)).toF32();
  const f4 = f(f0).add(T.mul(c(0.9))).toF32();
  const f108 = f4;
  const f8_63 = f(f108).sub(f(f4)).mul(Ext.fromInt(63).mul(d(1 / 64))).add(f(f4)).toF32();
  const f10c = f(f108).add(T).toF32();
  const f110 = f(f10c).add(c(0.3).mul(T)).toF32();
  const f114 = f(f110).sub(f(f4)).mul(c(19.62)).sqrt().toF32();
  const f118 = T.mul(c(0.01)).toF32();
  const f11c = f(f10c).add(c(2.5).mul(T)).toF32();
  const f120 = f(f10c).add(c(20).mul(T)).toF32();
  const f124 = f(f4).mul(c(0.1)).toF32();
  const f128 = T.add(T).toF32();
  return [f0, f4, f8_63, f10c, f110, f114, f118, f11c, f120, f124, f128];
}

/** hesse and hesse_f32, spec/ivp/geometry/ledge_helpers.spec:61-84 (G13): [f64 ×3, f32 ×3]. */
export function hesse(pe: number[], pp: number[], pn: number[]): { n64: number[]; n32: number[] } {
  const a = dx(st64(sub3(fx(pp), fx(pe))));
  const b = dx(st64(sub3(fx(pn), fx(pe))));
  // n = (b.y*a.z - b.z*a.y, b.z*a.x - b.x*a.z, b.x*a.y - b.y*a.x), i.e. cross(b, a)
  const n = cross3(b, a);
  return { n64: n.map((x) => x.toF64()), n32: n.map((x) => x.toF32()) };
}

/** k_values, ledge_helpers.spec:90-98 (G14): d = N − P kept ext, o stored f32. */
export function kValues(pe: number[], pn: number[], p: number[]): number[] {
  const P = fx(pe);
  const N = fx(pn);
  const X = dx(p);
  const dd = sub3(N, P);
  return [dot3(sub3(X, P), dd).toF32(), dot3(sub3(N, X), dd).toF32()];
}

/** line_dist2, ledge_helpers.spec:104-115 (G15): the ext result. */
export function lineDist2(pe: number[], pn: number[], p: number[]): Ext {
  const P = fx(pe);
  const N = fx(pn);
  const u = sub3(dx(p), P);
  const dd = sub3(N, P);
  const c = cross3(u, dd);
  const w = sub3(P, N);
  return dot3(c, c).mul(d(1).div(dot3(w, w)));
}

/** qr_values, ledge_helpers.spec:151-179 (G18), before the permutation: [det, w2, w1, w0] as f32. */
export function qrValues(q0: number[], q1: number[], q2: number[], p: number[]): number[] {
  const Q1 = fx(q1);
  const a = dx(st64(sub3(fx(q0), Q1)));
  const b = dx(st64(sub3(fx(q2), Q1)));
  const dd = dx(st64(sub3(dx(p), Q1)));
  const aa = dot3(a, a);
  const bb = dot3(b, b);
  const ab = dot3(a, b);
  const det = aa.mul(bb).sub(ab.mul(ab));
  const da = dot3(dd, a);
  const db = dot3(dd, b);
  const w0 = da.mul(bb).sub(db.mul(ab));
  const w2 = db.mul(aa).sub(da.mul(ab));
  const w1 = det.sub(w0).sub(w2);
  return [det, w2, w1, w0].map((x) => x.toF32());
}

/**
 * kk_params, spec/ivp/geometry/two_object.spec:169-229 (G26), the non-parallel branch: null when
 * |cross|² ≤ 1e-18 (the parallel branch samples ledges), else [o0, o1, o2, o3].
 */
export function kkParams(K0: number[], K1: number[], Kdir: number[], Ldir: number[], cr: number[], L0: number[], L1: number[]): number[] | null {
  const C = dx(cr);
  if (dot3(C, C).le(d(1e-18))) return null;
  const nK = dx(st64(cross3(dx(Kdir), C)));
  const nL = dx(st64(cross3(dx(Ldir), C)));
  const a = dot3(fx(L0), nK).toF32();
  const b = dot3(fx(L1), nK).toF32();
  const c = dot3(dx(K0), nK).toF32();
  const o2 = f(a).sub(f(c)).mul(f(a).sub(f(b))).toF32();
  const o3 = f(c).sub(f(b)).mul(f(a).sub(f(b))).toF32();
  const f8 = dot3(nL, dx(K0));
  const f9 = dot3(nL, dx(K1));
  const f3 = dot3(fx(L0), nL).toF32();
  const den = f8.sub(f9).toF32();
  const o0 = f8.sub(f(f3)).mul(f(den)).toF32();
  const o1 = f(f3).sub(f(f9.toF32())).mul(f(den)).toF32();
  return [o0, o1, o2, o3];
}

/**
 * edge_moments, spec/ivp/geometry/mass.spec:223-246 (G48): null on the early return, else the new
 * acc (f64). v = [pa, pb, pc, qa, qb, qc, a0, h, g]. About 60 ext operations.
 */
export function edgeMoments(v: number[], acc: number[]): number[] | null {
  const [pa, pb, pc, qa, qb, qc, a0, h, g] = v.map((x) => d(x));
  const da = qa.sub(pa);
  const db = qb.sub(pb);
  const dc = qc.sub(pc);
  const dlen = da.mul(da).add(db.mul(db)).add(dc.mul(dc)).sqrt();
  if (da.abs().lt(dlen.mul(d(1e-12)))) return null;
  const sb = db.div(da);
  const sc = dc.div(da);
  const b0 = pb.sub(sb.mul(pa));
  const c0 = pc.sub(sc.mul(pa));
  const two = d(2);
  const k0 = a0.mul(b0).mul(b0).add(h.mul(b0).mul(c0)).add(g.mul(c0).mul(c0));
  const k1 = two.mul(a0).mul(b0).mul(sb).add(h.mul(b0.mul(sc).add(sb.mul(c0)))).add(two.mul(g).mul(c0).mul(sc));
  const k2 = a0.mul(sb).mul(sb).add(h.mul(sb).mul(sc)).add(g.mul(sc).mul(sc));
  const pa2 = pa.mul(pa);
  const qa2 = qa.mul(qa);
  const i1 = qa.sub(pa);
  const i2 = qa2.sub(pa2).mul(d(0.5));
  const i3 = qa2.mul(qa).sub(pa2.mul(pa)).div(d(3));
  const i4 = qa2.mul(qa2).sub(pa2.mul(pa2)).mul(d(0.25));
  const i5 = qa2.mul(qa2).mul(qa).sub(pa2.mul(pa2).mul(pa)).mul(d(0.2));
  const sum = (x: Ext, y: Ext, z: Ext, u: Ext, v2: Ext, w: Ext): Ext => x.mul(u).add(y.mul(v2)).add(z.mul(w));
  return [
    d(acc[0]).add(sum(k0, k1, k2, i1, i2, i3)).toF64(),
    d(acc[1]).add(sum(k0, k1, k2, i2, i3, i4)).toF64(),
    d(acc[2]).add(sum(k0, k1, k2, i3, i4, i5)).toF64(),
  ];
}

/** invsqrt_seed, spec/ivp/math/invsqrt.spec:11-15: integer operations on the f64's high word. */
function invsqrtSeed(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x, true);
  const hi = view.getInt32(4, true);
  const s = (((0x7ff00000 - hi) | 0) >> 1) + 0x1ff00000;
  view.setInt32(4, s | 0, true);
  view.setInt32(0, 0, true);
  return view.getFloat64(0, true);
}

/** invsqrt_step, invsqrt.spec:20-22: ((0.5 - ((0.5*x)*y)*y) + 1)*y, the ext result. */
function invsqrtStep(x: Ext, y: Ext): Ext {
  const half = d(0.5);
  return half.sub(half.mul(x).mul(y).mul(y)).add(d(1)).mul(y);
}

/** invsqrt4, invsqrt.spec:27-34 (X01): the f32 argument, 4 steps, stored f64. */
export function invsqrt4(x: number): number {
  const xd = d(x);
  let y = d(invsqrtSeed(x));
  for (let i = 0; i < 4; i++) y = invsqrtStep(xd, y);
  return y.toF64();
}

/** invsqrt5, invsqrt.spec:39-45 (X02): 5 steps, stored f64. */
export function invsqrt5(x: number): number {
  const xd = d(x);
  let y = d(invsqrtSeed(x));
  for (let i = 0; i < 5; i++) y = invsqrtStep(xd, y);
  return y.toF64();
}

/** ov_calc_optimal_box's cell, spec/ivp/space/ov_tree.spec:215-216 (T25): [lx, i32(ceil(...))]. */
export function ovCell(c: number, r: number, s: number): number[] {
  const lo = d(c).sub(d(r)).mul(d(s)).toF64();
  const hi = d(c).add(d(r)).mul(d(s)).toF64();
  return [d(lo).floor().toI32(), d(hi).ceil().toI32()];
}
