// GENERATED FILE: do not edit. Conformance tests of module ivp.math.vector from spec/ivp/math/vector.spec (sha256 5f8ce96d0a35968e).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Vec3, f64FromWords } from "../../../../runtime/index.js";
import { invsqrt4, invsqrt5 } from "../../../../generated/ivp/math/invsqrt.generated.js";
import { normalize4, normalize5, normalize_len, vec_cross, vec_len_f32, vec_len_f64, vec_lerp, vec_mid_f32 } from "../../../../generated/ivp/math/vector.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3(), _s9 = new Vec3(), _s10 = new Vec3(), _s11 = new Vec3(), _s12 = new Vec3(), _s13 = new Vec3(), _s14 = new Vec3();

describe("000 §0.1, §3.10, §6.2: vector helpers", () => {
  it("normalize4 leaves a vector with |v|^2 < 1e-19 unchanged and returns 0 [000:L28]", () => {
    const mode = { "kind": "exact" } as const;
    // |v|^2 = 9e-20
    let v_x = 3e-10, v_y = 0, v_z = 0;
    _s0.x = v_x; _s0.y = v_y; _s0.z = v_z;
    const r: number = normalize4(_s0);
    v_x = _s0.x; v_y = _s0.y; v_z = _s0.z;
    $expect.compare(r, "==", 0, "i32", mode, "spec/ivp/math/vector.spec:153");
    $expect.compare([v_x, v_y, v_z], "==", [3e-10, 0, 0], "f64", mode, "spec/ivp/math/vector.spec:154");
  });

  it("normalize5 leaves a vector with |v|^2 < 1e-19 unchanged and returns 0 [000:L28]", () => {
    const mode = { "kind": "exact" } as const;
    let v_x = 0, v_y = -2e-10, v_z = 2e-10;
    _s1.x = v_x; _s1.y = v_y; _s1.z = v_z;
    const r: number = normalize5(_s1);
    v_x = _s1.x; v_y = _s1.y; v_z = _s1.z;
    $expect.compare(r, "==", 0, "i32", mode, "spec/ivp/math/vector.spec:160");
    $expect.compare([v_x, v_y, v_z], "==", [0, -2e-10, 2e-10], "f64", mode, "spec/ivp/math/vector.spec:161");
  });

  it("normalize-and-length returns 0 and leaves v when |v|^2 < 1e-19 [000:L3393]", () => {
    const mode = { "kind": "exact" } as const;
    let v_x = 1e-10, v_y = 1e-10, v_z = 1e-10;
    _s2.x = v_x; _s2.y = v_y; _s2.z = v_z;
    const len: number = normalize_len(_s2);
    v_x = _s2.x; v_y = _s2.y; v_z = _s2.z;
    $expect.compare(len, "==", 0, "ext", mode, "spec/ivp/math/vector.spec:167");
    $expect.compare([v_x, v_y, v_z], "==", [1e-10, 1e-10, 1e-10], "f64", mode, "spec/ivp/math/vector.spec:168");
  });

  it("just above the guard (|v|^2 = 1.6e-19) the vector is normalized [000:L3592]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    let v_x = 0, v_y = 4e-10, v_z = 0;
    _s3.x = v_x; _s3.y = v_y; _s3.z = v_z;
    const r: number = normalize5(_s3);
    v_x = _s3.x; v_y = _s3.y; v_z = _s3.z;
    $expect.compare(r, "==", 1, "i32", mode, "spec/ivp/math/vector.spec:174");
    $expect.compare([v_x, v_y, v_z], "==", [0, 1, 0], "f64", mode, "spec/ivp/math/vector.spec:175");
  });

  it("normalize4 of (3,4,0) is (0.6,0.8,0) within 4 ulps [000:L3592]", () => {
    const mode = { "kind": "ulps64", "n": 4 } as const;
    // The seed for |v|^2 = 25 (hi word 0x40390000) is 0x3fcb8000_00000000 = 0.21484375, relative
    // error e0 = +7.4e-2. One step maps e to -(3/2)e^2 - (1/2)e^3, so after 4 steps
    // e4 = -4.5e-16, i.e. 0.8*4.5e-16 = 3.2 ulps of 0.8 (ulp 2^-53); 4 covers the roundings.
    let v_x = 3, v_y = 4, v_z = 0;
    _s4.x = v_x; _s4.y = v_y; _s4.z = v_z;
    const r: number = normalize4(_s4);
    v_x = _s4.x; v_y = _s4.y; v_z = _s4.z;
    $expect.compare(r, "==", 1, "i32", mode, "spec/ivp/math/vector.spec:184");
    $expect.compare([v_x, v_y, v_z], "==", [0.6, 0.8, 0], "f64", mode, "spec/ivp/math/vector.spec:185");
  });

  it("normalize5 of (3,4,0) is (0.6,0.8,0) within 1 ulp [000:L3592]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    // e5 = -(3/2)e4^2 = 3e-31: y is 1/5 to far below an ulp, so only the rounding of y to f64
    // and of the product 3*y remain (f64 lowering: 3*f64(0.2) = 0.6000000000000001).
    let v_x = 3, v_y = 4, v_z = 0;
    _s5.x = v_x; _s5.y = v_y; _s5.z = v_z;
    const r: number = normalize5(_s5);
    v_x = _s5.x; v_y = _s5.y; v_z = _s5.z;
    $expect.compare(r, "==", 1, "i32", mode, "spec/ivp/math/vector.spec:193");
    $expect.compare([v_x, v_y, v_z], "==", [0.6, 0.8, 0], "f64", mode, "spec/ivp/math/vector.spec:194");
  });

  it("normalize-and-length of (0,-3,4) gives length 5 and the unit vector [000:L2028]", () => {
    const mode = { "kind": "ulps64", "n": 1 } as const;
    let v_x = 0, v_y = -3, v_z = 4;
    _s6.x = v_x; _s6.y = v_y; _s6.z = v_z;
    const len: number = normalize_len(_s6);
    v_x = _s6.x; v_y = _s6.y; v_z = _s6.z;
    $expect.compare(len, "==", 5, "ext", mode, "spec/ivp/math/vector.spec:200");
    $expect.compare([v_x, v_y, v_z], "==", [0, -0.6, 0.8], "f64", mode, "spec/ivp/math/vector.spec:201");
  });

  it("lerp returns a at t = 0 and b at t = 1 exactly [000:L2020]", () => {
    const mode = { "kind": "exact" } as const;
    const a_x = 1.25, a_y = -3.5, a_z = 10000000000;
    const b_x = -7, b_y = 0.1, b_z = 0.00003;
    vec_lerp(a_x, a_y, a_z, b_x, b_y, b_z, 0, _s7);
    const p_x = _s7.x, p_y = _s7.y, p_z = _s7.z;
    vec_lerp(a_x, a_y, a_z, b_x, b_y, b_z, 1, _s8);
    const q_x = _s8.x, q_y = _s8.y, q_z = _s8.z;
    $expect.compare([p_x, p_y, p_z], "==", [a_x, a_y, a_z], "f64", mode, "spec/ivp/math/vector.spec:209");
    $expect.compare([q_x, q_y, q_z], "==", [b_x, b_y, b_z], "f64", mode, "spec/ivp/math/vector.spec:210");
  });

  it("lerp at t = 0.5 is the midpoint (exact for these values) [000:L601]", () => {
    const mode = { "kind": "exact" } as const;
    const a_x = 1, a_y = -2, a_z = 6;
    const b_x = 3, b_y = 2, b_z = 7;
    vec_lerp(a_x, a_y, a_z, b_x, b_y, b_z, 0.5, _s9);
    const p_x = _s9.x, p_y = _s9.y, p_z = _s9.z;
    $expect.compare([p_x, p_y, p_z], "==", [2, 0, 6.5], "f64", mode, "spec/ivp/math/vector.spec:217");
  });

  it("cross products of the unit axes are exact [000:L3589]", () => {
    const mode = { "kind": "exact" } as const;
    const x_x = 1, x_y = 0, x_z = 0;
    const y_x = 0, y_y = 1, y_z = 0;
    const z_x = 0, z_y = 0, z_z = 1;
    vec_cross(x_x, x_y, x_z, y_x, y_y, y_z, _s10);
    const xy_x = _s10.x, xy_y = _s10.y, xy_z = _s10.z;
    vec_cross(y_x, y_y, y_z, z_x, z_y, z_z, _s11);
    const yz_x = _s11.x, yz_y = _s11.y, yz_z = _s11.z;
    vec_cross(z_x, z_y, z_z, x_x, x_y, x_z, _s12);
    const zx_x = _s12.x, zx_y = _s12.y, zx_z = _s12.z;
    vec_cross(y_x, y_y, y_z, x_x, x_y, x_z, _s13);
    const yx_x = _s13.x, yx_y = _s13.y, yx_z = _s13.z;
    $expect.compare([xy_x, xy_y, xy_z], "==", [z_x, z_y, z_z], "f64", mode, "spec/ivp/math/vector.spec:228");
    $expect.compare([yz_x, yz_y, yz_z], "==", [x_x, x_y, x_z], "f64", mode, "spec/ivp/math/vector.spec:229");
    $expect.compare([zx_x, zx_y, zx_z], "==", [y_x, y_y, y_z], "f64", mode, "spec/ivp/math/vector.spec:230");
    $expect.compare([yx_x, yx_y, yx_z], "==", [0, 0, -1], "f64", mode, "spec/ivp/math/vector.spec:231");
  });

  it("lengths use a real square root: |(3,4,0)| = 5 for f32 and f64, |(1,1,1)| = sqrt(3) [000:L3590]", () => {
    const mode = { "kind": "exact" } as const;
    const a_x = 3, a_y = 4, a_z = 0;
    const b_x = 0, b_y = 3, b_z = -4;
    const c_x = 1, c_y = 1, c_z = 1;
    const la: number = vec_len_f32(a_x, a_y, a_z);
    const lb: number = vec_len_f64(b_x, b_y, b_z);
    const lc: number = vec_len_f64(c_x, c_y, c_z);
    $expect.compare(la, "==", 5, "ext", mode, "spec/ivp/math/vector.spec:241");
    $expect.compare(lb, "==", 5, "ext", mode, "spec/ivp/math/vector.spec:242");
    $expect.compare(lc, "==", Math.sqrt(3), "f64", mode, "spec/ivp/math/vector.spec:243");
  });

  it("the midpoint of two f32 vectors is widened to f64 before halving [000:L613]", () => {
    const mode = { "kind": "exact" } as const;
    // f32 max is 3.4028234663852886e38; 0.5*a + 0.5*b does not overflow where (a+b)*0.5 in f32 would
    const a_x = 3.4028234663852886e+38 /* f32#7f7fffff */, a_y = 1, a_z = -3;
    const b_x = 3.4028234663852886e+38 /* f32#7f7fffff */, b_y = 0.10000000149011612 /* 0.1f */, b_z = 2;
    vec_mid_f32(a_x, a_y, a_z, b_x, b_y, b_z, _s14);
    const m_x = _s14.x, m_y = _s14.y, m_z = _s14.z;
    $expect.compare(m_x, "==", 3.4028234663852886e+38, "f64", mode, "spec/ivp/math/vector.spec:251");
    // 0.5 + 0.5*f32(0.1): exact in f64
    $expect.compare(m_y, "==", 0.5 + 0.5 * 0.10000000149011612 /* 0.1f */, "f64", mode, "spec/ivp/math/vector.spec:253");
    $expect.compare(m_z, "==", -0.5, "f64", mode, "spec/ivp/math/vector.spec:254");
  });
});

describe("000 §0.1 L27: measured relative error of the bit-trick inverse square roots", () => {
  it("4 Newton steps: max relative error over the grid is at most 8e-15 [000:L27]", () => {
    const mode = { "kind": "exact" } as const;
    let max4: number = 0;
    for (let j = 0; j <= 20; j++) {
      const scale: number = f64FromWords(((963 + Math.imul(6, j)) << 20) >>> 0, 0);
      for (let k = 0; k < 100; k++) {
        const x: number = (1 + k * 0.37) * scale;
        // invsqrt4 takes an f32 argument: the reference uses the same rounded argument
        const x32: number = Math.fround(x);
        const r: number = invsqrt4(x32);
        const rv: number = 1 / Math.sqrt(x32);
        const err: number = Math.abs(r - rv) / rv;
        max4 = err > max4 ? err : max4;
      }
    }
    // measured 7.96e-15 here; the exact error of the same results (BigInt, outside the spec) is
    // 8.05e-15, so this bound holds only as the document measured it, against the noisy reference
    $expect.compare(max4, "<=", 8e-15, "f64", mode, "spec/ivp/math/vector.spec:281");
    // and the 4-step error really is of that size (not a correctly rounded 1/sqrt)
    $expect.compare(max4, ">=", 7e-15, "f64", mode, "spec/ivp/math/vector.spec:283");
  });

  it("5 Newton steps: max relative error over the grid is at most 3e-16 [000:L27]", () => {
    const mode = { "kind": "exact" } as const;
    let max5: number = 0;
    for (let j = 0; j <= 20; j++) {
      const scale: number = f64FromWords(((963 + Math.imul(6, j)) << 20) >>> 0, 0);
      for (let k = 0; k < 100; k++) {
        const x: number = (1 + k * 0.37) * scale;
        const r: number = invsqrt5(x);
        const rv: number = 1 / Math.sqrt(x);
        const err: number = Math.abs(r - rv) / rv;
        max5 = err > max5 ? err : max5;
      }
    }
    // measured 2.70e-16 here (exact: 1.88e-16); a dense scan of [1,4) reaches 3.9e-16 against the
    // reference but at most about 2.7e-16 exactly
    $expect.compare(max5, "<=", 3e-16, "f64", mode, "spec/ivp/math/vector.spec:300");
  });

  // expected failure: 000 says 8e-15 (L27) and 'about 8e-15' (L3595): an exhaustive scan of the f32 arguments in [1,4) finds 8.21e-15 against 1.0/sqrt at x = 2.6995842f (8.07e-15 evaluated exactly), so 8e-15 is a rounded figure, not a bound
  it.fails("4 Newton steps stay within 8e-15 even at the worst f32 argument in [1,4) [000:L3595]", () => {
    const mode = { "kind": "exact" } as const;
    const x32: number = 2.6995842456817627 /* 2.6995842f */;
    const r: number = invsqrt4(x32);
    const rv: number = 1 / Math.sqrt(x32);
    const err: number = Math.abs(r - rv) / rv;
    $expect.compare(err, "<=", 8e-15, "f64", mode, "spec/ivp/math/vector.spec:308");
  });
});
