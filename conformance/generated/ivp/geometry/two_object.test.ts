// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.two_object from spec/ivp/geometry/two_object.spec (sha256 659152613bd9b757).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory, Vec3, bits32 } from "../../../../runtime/index.js";
import { CacheLedgePoint, CacheObject, KK, edge_point_world, float_point_other_space, kk_params, kk_qlen, kk_setup, pos_other_space, qlen_kk, vec_other_space } from "../../../../generated/ivp/geometry/two_object.generated.js";
import { mat_mul_point, mat_mul_point_f32, mat_mul_vec, mat_tmul_vec } from "../../../../generated/ivp/math/vector.generated.js";

/** Byte offsets in layout Edge (D-GEN-14). */
const enum Edge { start_point_index = 0 }

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { c_point_offset = 0, n_triangles = 12 }

/** Byte offsets in layout Triangle (D-GEN-14). */
const enum Triangle { tri_index = 0 }

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3(), _s9 = new Vec3(), _s10 = new Vec3(), _s11 = new Vec3(), _s12 = new Vec3(), _a13 = new Float32Array(4), _a14 = new Float32Array(4);

describe("000 §6.2 and §1.5.3: matrix transforms and the two-object helpers", () => {
  it("R·p + t, R·v and Rᵀ·v with an axis-permutation matrix are exact [000:L3585]", () => {
    const mode = { "kind": "exact" } as const;
    // R maps x to y and y to -x (a quarter turn about z); t = (10, 20, 30)
    const co: CacheObject = new CacheObject();
    const m: Float64Array = co.m_world_f_object;
    m[1] = -1;
    m[4] = 1;
    m[10] = 1;
    m[3] = 10;
    m[7] = 20;
    m[11] = 30;
    const p_x = 1, p_y = 2, p_z = 3;
    const pf_x = 1, pf_y = 2, pf_z = 3;
    mat_mul_point(m, p_x, p_y, p_z, _s0);
    const w_x = _s0.x, w_y = _s0.y, w_z = _s0.z;
    mat_mul_point_f32(m, pf_x, pf_y, pf_z, _s1);
    const wf_x = _s1.x, wf_y = _s1.y, wf_z = _s1.z;
    mat_mul_vec(m, p_x, p_y, p_z, _s2);
    const r_x = _s2.x, r_y = _s2.y, r_z = _s2.z;
    mat_tmul_vec(m, p_x, p_y, p_z, _s3);
    const rt_x = _s3.x, rt_y = _s3.y, rt_z = _s3.z;
    $expect.compare([w_x, w_y, w_z], "==", [8, 21, 33], "f64", mode, "spec/ivp/geometry/two_object.spec:327");
    $expect.compare([wf_x, wf_y, wf_z], "==", [8, 21, 33], "f64", mode, "spec/ivp/geometry/two_object.spec:328");
    $expect.compare([r_x, r_y, r_z], "==", [-2, 1, 3], "f64", mode, "spec/ivp/geometry/two_object.spec:329");
    $expect.compare([rt_x, rt_y, rt_z], "==", [2, -1, 3], "f64", mode, "spec/ivp/geometry/two_object.spec:330");
  });

  it("the identity matrix leaves points and vectors unchanged [000:L3587]", () => {
    const mode = { "kind": "exact" } as const;
    const co: CacheObject = new CacheObject();
    const m: Float64Array = co.m_world_f_object;
    m[0] = 1;
    m[5] = 1;
    m[10] = 1;
    const p_x = 0.1, p_y = -7.25, p_z = 1e+30;
    mat_mul_point(m, p_x, p_y, p_z, _s4);
    const w_x = _s4.x, w_y = _s4.y, w_z = _s4.z;
    mat_mul_vec(m, p_x, p_y, p_z, _s5);
    const r_x = _s5.x, r_y = _s5.y, r_z = _s5.z;
    mat_tmul_vec(m, p_x, p_y, p_z, _s6);
    const rt_x = _s6.x, rt_y = _s6.y, rt_z = _s6.z;
    $expect.compare([w_x, w_y, w_z], "==", [p_x, p_y, p_z], "f64", mode, "spec/ivp/geometry/two_object.spec:343");
    $expect.compare([r_x, r_y, r_z], "==", [p_x, p_y, p_z], "f64", mode, "spec/ivp/geometry/two_object.spec:344");
    $expect.compare([rt_x, rt_y, rt_z], "==", [p_x, p_y, p_z], "f64", mode, "spec/ivp/geometry/two_object.spec:345");
  });

  it("FUN_10020710 rounds R_A's entries, products and row sums to f32; FUN_100208f0 and the others stay f64 [000:L368]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // points at pts; edge e has start_point_index 0, so P(e) = pts + 0 through the clp
    const pts: number = mem.alloc(16, 16);
    // P = (1, 2^-30, 1) as f32 bits
    mem.u32[pts >>> 2] = bits32(1);
    mem.u32[(pts + 4) >>> 0 >>> 2] = bits32(9.313225746154785e-10 /* f32#30800000 */);
    mem.u32[(pts + 8) >>> 0 >>> 2] = bits32(1);
    const e: number = mem.alloc(16, 16);
    const ca: CacheLedgePoint = new CacheLedgePoint();
    ca.points = pts;
    const cb: CacheLedgePoint = new CacheLedgePoint();
    cb.points = pts;
    // R_A rows (1, 1, 0), (0, 0, 0.1), (0, 0, 1); B is the identity
    const ma: Float64Array = ca.cache.m_world_f_object;
    ma[0] = 1;
    ma[1] = 1;
    ma[6] = 0.1;
    ma[10] = 1;
    const mb: Float64Array = cb.cache.m_world_f_object;
    mb[0] = 1;
    mb[5] = 1;
    mb[10] = 1;
    const pf_x = 1, pf_y = 9.313225746154785e-10 /* f32#30800000 */, pf_z = 1;
    const v_x = 1, v_y = 9.313225746154785e-10 /* f32#30800000 */, v_z = 1;
    pos_other_space(mem, e, ca, cb, _s7);
    const g21_x = _s7.x, g21_y = _s7.y, g21_z = _s7.z;
    float_point_other_space(pf_x, pf_y, pf_z, ca, cb, _s8);
    const g22_x = _s8.x, g22_y = _s8.y, g22_z = _s8.z;
    vec_other_space(v_x, v_y, v_z, ca, cb, _s9);
    const g23_x = _s9.x, g23_y = _s9.y, g23_z = _s9.z;
    edge_point_world(mem, e, ca, _s10);
    const g24_x = _s10.x, g24_y = _s10.y, g24_z = _s10.z;
    // f32: 1 + 2^-30 rounds to 1, and 0.1 becomes f32(0.1)
    $expect.compare([g21_x, g21_y, g21_z], "==", [1, 0.10000000149011612 /* f32#3dcccccd */, 1], "f64", mode, "spec/ivp/geometry/two_object.spec:377");
    // f64: 1 + 2^-30 is kept and 0.1 is the f64 0.1
    $expect.compare([g22_x, g22_y, g22_z], "==", [1.0000000009313226 /* f64#3ff0000000400000 */, 0.1, 1], "f64", mode, "spec/ivp/geometry/two_object.spec:379");
    $expect.compare([g23_x, g23_y, g23_z], "==", [1.0000000009313226 /* f64#3ff0000000400000 */, 0.1, 1], "f64", mode, "spec/ivp/geometry/two_object.spec:380");
    $expect.compare([g24_x, g24_y, g24_z], "==", [1.0000000009313226 /* f64#3ff0000000400000 */, 0.1, 1], "f64", mode, "spec/ivp/geometry/two_object.spec:381");
  });

  it("FUN_10020710 with rotations and translations on both sides: R_Bᵀ((R_A p + t_A) − t_B) [000:L366]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const pts: number = mem.alloc(16, 16);
    mem.u32[pts >>> 2] = bits32(1);
    mem.u32[(pts + 4) >>> 0 >>> 2] = bits32(2);
    mem.u32[(pts + 8) >>> 0 >>> 2] = bits32(3);
    const e: number = mem.alloc(16, 16);
    const ca: CacheLedgePoint = new CacheLedgePoint();
    ca.points = pts;
    const cb: CacheLedgePoint = new CacheLedgePoint();
    cb.points = pts;
    // A: quarter turn about z, t_A = (10, 20, 30); B: quarter turn about x, t_B = (1, 2, 3)
    const ma: Float64Array = ca.cache.m_world_f_object;
    ma[1] = -1;
    ma[4] = 1;
    ma[10] = 1;
    ma[3] = 10;
    ma[7] = 20;
    ma[11] = 30;
    const mb: Float64Array = cb.cache.m_world_f_object;
    mb[0] = 1;
    mb[6] = -1;
    mb[9] = 1;
    mb[3] = 1;
    mb[7] = 2;
    mb[11] = 3;
    // world = (8, 21, 33); minus t_B = (7, 19, 30); R_Bᵀ of that = (7, 30, -19)
    pos_other_space(mem, e, ca, cb, _s11);
    const g21_x = _s11.x, g21_y = _s11.y, g21_z = _s11.z;
    const pf_x = 1, pf_y = 2, pf_z = 3;
    float_point_other_space(pf_x, pf_y, pf_z, ca, cb, _s12);
    const g22_x = _s12.x, g22_y = _s12.y, g22_z = _s12.z;
    $expect.compare([g21_x, g21_y, g21_z], "==", [7, 30, -19], "f64", mode, "spec/ivp/geometry/two_object.spec:413");
    $expect.compare([g22_x, g22_y, g22_z], "==", [7, 30, -19], "f64", mode, "spec/ivp/geometry/two_object.spec:414");
  });

  it("crossing edges: kk_params gives positive parameters and qlen_KK the squared line distance [000:L420]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // one ledge with two triangles: t0 = points 0,1,2 (K = its edge 0), t1 = points 3,4,5 (L = its edge 0)
    const l: number = mem.alloc(48, 16);
    const pts: number = mem.alloc(96, 16);
    const lh: number = l;
    mem.i32[(lh + Ledge.c_point_offset) >>> 2] = (pts - l) | 0;
    mem.i16[(lh + Ledge.n_triangles) >>> 1] = 2;
    const t1: number = (l + 32) >>> 0;
    mem.u32[(t1 + Triangle.tri_index) >>> 2] = ((mem.u32[(t1 + Triangle.tri_index) >>> 2] & 0xfffff000) | ((1 << 0) & 0xfff)) >>> 0;
    const e01: number = (l + 24) >>> 0;
    mem.u32[(e01 + Edge.start_point_index) >>> 2] = ((mem.u32[(e01 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((1 << 0) & 0xffff)) >>> 0;
    const e02: number = (l + 28) >>> 0;
    mem.u32[(e02 + Edge.start_point_index) >>> 2] = ((mem.u32[(e02 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((2 << 0) & 0xffff)) >>> 0;
    const e10: number = (l + 36) >>> 0;
    mem.u32[(e10 + Edge.start_point_index) >>> 2] = ((mem.u32[(e10 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((3 << 0) & 0xffff)) >>> 0;
    const e11: number = (l + 40) >>> 0;
    mem.u32[(e11 + Edge.start_point_index) >>> 2] = ((mem.u32[(e11 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((4 << 0) & 0xffff)) >>> 0;
    const e12: number = (l + 44) >>> 0;
    mem.u32[(e12 + Edge.start_point_index) >>> 2] = ((mem.u32[(e12 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((5 << 0) & 0xffff)) >>> 0;
    const eK: number = (l + 20) >>> 0;
    // K: (0,0,0) -> (2,0,0); L: (1,-1,0) -> (1,1,0) in B, and B is lifted by t_B = (0,0,1)
    mem.u32[(pts + 16) >>> 0 >>> 2] = bits32(2);
    mem.u32[(pts + 40) >>> 0 >>> 2] = bits32(5);
    mem.u32[(pts + 48) >>> 0 >>> 2] = bits32(1);
    mem.u32[(pts + 52) >>> 0 >>> 2] = bits32(-1);
    mem.u32[(pts + 64) >>> 0 >>> 2] = bits32(1);
    mem.u32[(pts + 68) >>> 0 >>> 2] = bits32(1);
    mem.u32[(pts + 80) >>> 0 >>> 2] = bits32(9);
    const ck: CacheLedgePoint = new CacheLedgePoint();
    ck.points = pts;
    ck.ledge = lh;
    const cl: CacheLedgePoint = new CacheLedgePoint();
    cl.points = pts;
    cl.ledge = lh;
    const mk: Float64Array = ck.cache.m_world_f_object;
    mk[0] = 1;
    mk[5] = 1;
    mk[10] = 1;
    const ml: Float64Array = cl.cache.m_world_f_object;
    ml[0] = 1;
    ml[5] = 1;
    ml[10] = 1;
    ml[11] = 1;
    const kk: KK = new KK();
    kk_setup(mem, kk, eK, e10, ck, cl);
    $expect.compare([kk.K0.x, kk.K0.y, kk.K0.z], "==", [0, 0, -1], "f64", mode, "spec/ivp/geometry/two_object.spec:462");
    $expect.compare([kk.K1.x, kk.K1.y, kk.K1.z], "==", [2, 0, -1], "f64", mode, "spec/ivp/geometry/two_object.spec:463");
    $expect.compare([kk.Kdir.x, kk.Kdir.y, kk.Kdir.z], "==", [2, 0, 0], "f64", mode, "spec/ivp/geometry/two_object.spec:464");
    $expect.compare([kk.Ldir.x, kk.Ldir.y, kk.Ldir.z], "==", [0, 2, 0], "f64", mode, "spec/ivp/geometry/two_object.spec:465");
    $expect.compare([kk.cross.x, kk.cross.y, kk.cross.z], "==", [0, 0, 4], "f64", mode, "spec/ivp/geometry/two_object.spec:466");
    const o = _a13;
    o[0] = 0;
    o[1] = 0;
    o[2] = 0;
    o[3] = 0;
    const rc: number = kk_params(mem, kk, o);
    $expect.compare(rc, "==", 1, "i32", mode, "spec/ivp/geometry/two_object.spec:469");
    // nK = (0,-8,0), nL = (8,0,0): a = 8, b = -8, c = 0, f8 = 0, f9 = 16, f3 = 8, den = -16
    $expect.compare(o[0], "==", 128, "f32", mode, "spec/ivp/geometry/two_object.spec:471");
    $expect.compare(o[1], "==", 128, "f32", mode, "spec/ivp/geometry/two_object.spec:472");
    $expect.compare(o[2], "==", 128, "f32", mode, "spec/ivp/geometry/two_object.spec:473");
    $expect.compare(o[3], "==", 128, "f32", mode, "spec/ivp/geometry/two_object.spec:474");
    const q: number = kk_qlen(mem, kk);
    $expect.compare(q, "==", 1, "ext", mode, "spec/ivp/geometry/two_object.spec:476");
    const d: number = qlen_kk(mem, eK, e10, ck, cl);
    $expect.compare(d, "==", 1, "ext", mode, "spec/ivp/geometry/two_object.spec:478");
  });

  it("parallel edges: 11 + 9 samples, a tie keeps the first sample, result 0 [000:L394]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = mem.alloc(48, 16);
    const pts: number = mem.alloc(96, 16);
    const lh: number = l;
    mem.i32[(lh + Ledge.c_point_offset) >>> 2] = (pts - l) | 0;
    mem.i16[(lh + Ledge.n_triangles) >>> 1] = 2;
    const t1: number = (l + 32) >>> 0;
    mem.u32[(t1 + Triangle.tri_index) >>> 2] = ((mem.u32[(t1 + Triangle.tri_index) >>> 2] & 0xfffff000) | ((1 << 0) & 0xfff)) >>> 0;
    const e01: number = (l + 24) >>> 0;
    mem.u32[(e01 + Edge.start_point_index) >>> 2] = ((mem.u32[(e01 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((1 << 0) & 0xffff)) >>> 0;
    const e02: number = (l + 28) >>> 0;
    mem.u32[(e02 + Edge.start_point_index) >>> 2] = ((mem.u32[(e02 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((2 << 0) & 0xffff)) >>> 0;
    const e10: number = (l + 36) >>> 0;
    mem.u32[(e10 + Edge.start_point_index) >>> 2] = ((mem.u32[(e10 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((3 << 0) & 0xffff)) >>> 0;
    const e11: number = (l + 40) >>> 0;
    mem.u32[(e11 + Edge.start_point_index) >>> 2] = ((mem.u32[(e11 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((4 << 0) & 0xffff)) >>> 0;
    const e12: number = (l + 44) >>> 0;
    mem.u32[(e12 + Edge.start_point_index) >>> 2] = ((mem.u32[(e12 + Edge.start_point_index) >>> 2] & 0xffff0000) | ((5 << 0) & 0xffff)) >>> 0;
    const eK: number = (l + 20) >>> 0;
    // K: (0,0,0) -> (2,0,0); L: (0,1,0) -> (2,1,0): every sample lies at squared distance 1
    mem.u32[(pts + 16) >>> 0 >>> 2] = bits32(2);
    mem.u32[(pts + 40) >>> 0 >>> 2] = bits32(5);
    mem.u32[(pts + 52) >>> 0 >>> 2] = bits32(1);
    mem.u32[(pts + 64) >>> 0 >>> 2] = bits32(2);
    mem.u32[(pts + 68) >>> 0 >>> 2] = bits32(1);
    mem.u32[(pts + 88) >>> 0 >>> 2] = bits32(3);
    const ck: CacheLedgePoint = new CacheLedgePoint();
    ck.points = pts;
    ck.ledge = lh;
    const cl: CacheLedgePoint = new CacheLedgePoint();
    cl.points = pts;
    cl.ledge = lh;
    const mk: Float64Array = ck.cache.m_world_f_object;
    mk[0] = 1;
    mk[5] = 1;
    mk[10] = 1;
    const ml: Float64Array = cl.cache.m_world_f_object;
    ml[0] = 1;
    ml[5] = 1;
    ml[10] = 1;
    const kk: KK = new KK();
    kk_setup(mem, kk, eK, e10, ck, cl);
    $expect.compare([kk.cross.x, kk.cross.y, kk.cross.z], "==", [0, 0, 0], "f64", mode, "spec/ivp/geometry/two_object.spec:523");
    const o = _a14;
    o[0] = 0;
    o[1] = 0;
    o[2] = 0;
    o[3] = 0;
    const rc: number = kk_params(mem, kk, o);
    $expect.compare(rc, "==", 0, "i32", mode, "spec/ivp/geometry/two_object.spec:526");
    // the first sample t = -1 (x = (-2,0,0)) is never beaten strictly: K-values of x on L are
    // (x - L0)·d = -4 and (L1 - x)·d = 8 with d = (2,0,0)
    $expect.compare(o[0], "==", -1, "f32", mode, "spec/ivp/geometry/two_object.spec:529");
    $expect.compare(o[1], "==", 2, "f32", mode, "spec/ivp/geometry/two_object.spec:530");
    $expect.compare(o[2], "==", -4, "f32", mode, "spec/ivp/geometry/two_object.spec:531");
    $expect.compare(o[3], "==", 8, "f32", mode, "spec/ivp/geometry/two_object.spec:532");
    // l0 < 0 and k0 < 0: the minimum of the four endpoint-segment distances
    const d: number = qlen_kk(mem, eK, e10, ck, cl);
    $expect.compare(d, "==", 1, "ext", mode, "spec/ivp/geometry/two_object.spec:535");
  });
});
