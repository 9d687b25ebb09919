// GENERATED FILE: do not edit. Engine module ps2.unit11.kernels: 002 Unit 11: the sweep kernels (sphere-sphere, circles, intervals, ray-capsule, the perpendicular basis) and the sphere/capsule pair functions that use them from spec/ps2/unit11_kernels.spec (sha256 8e8d61e4f96e42d0).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec4, ZERO_F64 } from "../../runtime/index.js";
import { Body } from "./body.generated.js";
import { vu_rsqrt } from "./unit02_mesh_records.generated.js";
import { Contact } from "./unit03_contacts.generated.js";
import { PhysicsShape } from "./unit06_shapes.generated.js";

/**
 * The hit record of the two root kernels (002 L1327): +0x00 count, +0x04 the roots t[i] (at most
 * two used here). The per-root vectors at +0x10 + 16·i are always (0, 0, 0, 1) and unused, so
 * they are not modelled. Callers clear count to 0 first.
 */
export class SweepHits {
  /** +0x00 number of roots stored */
  count: number = 0;
  /** +0x04 the roots in stored order (not time order) */
  t: Float32Array = new Float32Array(3);
}

/** Puts a SweepHits back into the zero state `new SweepHits()` gives, in place. */
export function reset_SweepHits(s: SweepHits): void {
  s.count = 0;
  s.t.fill(0);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SweepHits(dst: SweepHits, src: SweepHits): void {
  dst.count = src.count;
  dst.t.set(src.t);
}

/** The two floats Sweep_CircleCircle2D writes through its pointers t0 (a0) and t1 (a1). */
export class SweepCircleTimes {
  t0: number = ZERO_F64;
  t1: number = ZERO_F64;
}

/** Puts a SweepCircleTimes back into the zero state `new SweepCircleTimes()` gives, in place. */
export function reset_SweepCircleTimes(s: SweepCircleTimes): void {
  s.t0 = 0;
  s.t1 = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SweepCircleTimes(dst: SweepCircleTimes, src: SweepCircleTimes): void {
  dst.t0 = src.t0;
  dst.t1 = src.t1;
}

/** The two floats Sweep_IntervalOverlap reads and narrows through its pointers lo (a0), hi (a1). */
export class SweepInterval {
  lo: number = ZERO_F64;
  hi: number = ZERO_F64;
}

/** Puts a SweepInterval back into the zero state `new SweepInterval()` gives, in place. */
export function reset_SweepInterval(s: SweepInterval): void {
  s.lo = 0;
  s.hi = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SweepInterval(dst: SweepInterval, src: SweepInterval): void {
  dst.lo = src.lo;
  dst.hi = src.hi;
}

/**
 * unit(v) on VU0: v.xyz × vu_rsqrt(v·v), w = 1 (002 L1325: vectors written as unit vectors keep
 * w = 1). A zero vector gives (0, 0, 0, 1), as on the EE (0 × FLT_MAX).
 *
 * @design 002 L1325 names one VU operation, unit(v) = v × rsqrt(v·v), used by every pair below; one helper keeps its rounding in one place (D-VU-1)
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:41
 */
export function Sweep_Unit(v_x: number, v_y: number, v_z: number, v_w: number, out$: Vec4): void {
  const r: number = vu_rsqrt(Math.fround(Math.fround(Math.fround(v_x * v_x) + Math.fround(v_y * v_y)) + Math.fround(v_z * v_z)));
  out$.x = Math.fround(v_x * r); out$.y = Math.fround(v_y * r); out$.z = Math.fround(v_z * r); out$.w = 1;
  return;
}

/**
 * Appends t to the hit record (count++, no bound check: the kernels here store at most two).
 *
 * @design 002 L1327: the kernels append roots at +0x04 + 4·count and increment count; one helper for the append
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:48
 */
export function Sweep_AppendRoot(h: SweepHits, t: number): void {
  h.t[h.count] = t;
  h.count = (h.count + 1) | 0;
}

/**
 * The root filter of PhysicsSweep_SphereSphere and PhysicsSweep_SphereCapsule: walks the roots
 * from the last to the first and removes each t with t < 0 or t > 1, shifting the rest down.
 * Afterwards count == 0 is no hit; otherwise the fraction is t[0], the first kept in stored order.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, Shared records and notation root filter in 0x00344144 / 0x00345730
 * @unit U11.17
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:58
 */
export function Sweep_FilterRoots(h: SweepHits): void {
  for (let i = h.count - 1; i >= 0; i--) {
    const t: number = h.t[i];
    if (t < 0 || t > 1) {
      for (let j = i, j$end = (h.count - 1) | 0; j < j$end; j++) {
        h.t[j] = h.t[(j + 1) | 0];
      }
      h.count = (h.count - 1) | 0;
    }
  }
}

/**
 * Finds the t with |(C − P) + t·m| = R (a centre moving from C by t·m against the fixed point P).
 * Appends t = 0 when P is within R of C (touching included); otherwise the real roots of the
 * quadratic, the smaller first, unclamped. Returns true when it appended a root.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, Sweep_SphereSphere 0x00349268 Sweep_SphereSphere
 * @unit U11.10
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:75
 */
export function Sweep_SphereSphere(hits: SweepHits, P_x: number, P_y: number, P_z: number, P_w: number, m_x: number, m_y: number, m_z: number, m_w: number, C_x: number, C_y: number, C_z: number, C_w: number, R: number): boolean {
  const d_x = Math.fround(C_x - P_x), d_y = Math.fround(C_y - P_y), d_z = Math.fround(C_z - P_z), d_w = Math.fround(C_w - P_w);
  const c: number = Math.fround(Math.fround(Math.fround(Math.fround(d_x * d_x) + Math.fround(d_y * d_y)) + Math.fround(d_z * d_z)) - Math.fround(R * R));
  const b: number = Math.fround(Math.fround(Math.fround(m_x * d_x) + Math.fround(m_y * d_y)) + Math.fround(m_z * d_z));
  if (c <= 0) {
    Sweep_AppendRoot(hits, 0);
    return true;
  }
  const a: number = Math.fround(Math.fround(Math.fround(m_x * m_x) + Math.fround(m_y * m_y)) + Math.fround(m_z * m_z));
  if (Math.abs(a) < 9.999999974752427e-7 /* f32#358637bd */) {
    return false;
  }
  const b2: number = Math.fround(2 * b);
  // computed as (2b)·(2b) − (4c)·a (002 L1336)
  const disc: number = Math.fround(Math.fround(b2 * b2) - Math.fround(Math.fround(4 * c) * a));
  const a2: number = Math.fround(2 * a);
  if (disc > 0) {
    const s: number = Math.fround(Math.sqrt(disc));
    const r0: number = Math.fround(Math.fround(-b2 - s) / a2);
    const r1: number = Math.fround(Math.fround(-b2 + s) / a2);
    if (r1 < r0) {
      Sweep_AppendRoot(hits, r1);
      Sweep_AppendRoot(hits, r0);
    } else {
      Sweep_AppendRoot(hits, r0);
      Sweep_AppendRoot(hits, r1);
    }
    return true;
  }
  if (disc === 0) {
    Sweep_AppendRoot(hits, Math.fround(-b2 / a2));
    return true;
  }
  return false;
}

/**
 * Sweep table (2, 2): the own sphere moves by `move` against the other sphere at rest. Kernel with
 * P = the other centre, m = move, C = the own centre, R = r_own + r_other, then the root filter.
 * On a hit: +0x10 = unit(C_other − C_own), +0x50 = unit(C_own − C_other) (from the start
 * centres), +0x80 = f, +0x90 = C_own + f·move (w = 1), +0xb0 = 0. Returns true on a hit.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, PhysicsSweep_SphereSphere 0x003440d0 PhysicsSweep_SphereSphere
 * @unit U11.01
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:117
 */
export function PhysicsSweep_SphereSphere(c: Contact, own: PhysicsShape, other: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): boolean {
  const h: SweepHits = _r0;
  reset_SweepHits(h);
  h.count = 0;
  Sweep_SphereSphere(h, other.centre.x, other.centre.y, other.centre.z, other.centre.w, move_x, move_y, move_z, move_w, own.centre.x, own.centre.y, own.centre.z, own.centre.w, Math.fround(own.radius + other.radius));
  Sweep_FilterRoots(h);
  if (h.count === 0) {
    return false;
  }
  const f: number = h.t[0];
  // quirk kept: 002 L1318, L1343: the normal is taken from the centres at the start of the move,
  // not at the contact
  const towards_x = Math.fround(other.centre.x - own.centre.x), towards_y = Math.fround(other.centre.y - own.centre.y), towards_z = Math.fround(other.centre.z - own.centre.z), towards_w = Math.fround(other.centre.w - own.centre.w);
  Sweep_Unit(towards_x, towards_y, towards_z, towards_w, _s1);
  const n_x = _s1.x, n_y = _s1.y, n_z = _s1.z, n_w = _s1.w;
  c.move_dir.x = n_x;
  c.move_dir.y = n_y;
  c.move_dir.z = n_z;
  c.move_dir.w = n_w;
  // +0x50 = −+0x10 (xyz negated; w kept: 1)
  c.normal.x = -n_x;
  c.normal.y = -n_y;
  c.normal.z = -n_z;
  c.normal.w = n_w;
  c.fraction = f;
  c.point.x = Math.fround(own.centre.x + Math.fround(f * move_x));
  c.point.y = Math.fround(own.centre.y + Math.fround(f * move_y));
  c.point.z = Math.fround(own.centre.z + Math.fround(f * move_z));
  c.point.w = 1;
  c.flags = 0;
  return true;
}

/**
 * The circle of radius r1 at c1 moving by t·m against the circle r2 at c2 (the caller zeroes the
 * z of c1, c2 and m). With flag & 1, a move that does not close in (b ≥ 0) is no hit. Overlapping
 * or touching at the start gives (0, 1). Otherwise the roots, times.t0 ≤ times.t1. Returns true
 * when it wrote times.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, Sweep_CircleCircle2D 0x003498c0 Sweep_CircleCircle2D
 * @unit U11.11
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:145
 */
export function Sweep_CircleCircle2D(r1: number, r2: number, times: SweepCircleTimes, c1_x: number, c1_y: number, c1_z: number, c1_w: number, c2_x: number, c2_y: number, c2_z: number, c2_w: number, m_x: number, m_y: number, m_z: number, m_w: number, flag: number): boolean {
  const d_x = Math.fround(c1_x - c2_x), d_y = Math.fround(c1_y - c2_y), d_z = Math.fround(c1_z - c2_z), d_w = Math.fround(c1_w - c2_w);
  const b: number = Math.fround(Math.fround(Math.fround(m_x * d_x) + Math.fround(m_y * d_y)) + Math.fround(m_z * d_z));
  if ((flag & 1) !== 0 && b >= 0) {
    return false;
  }
  const rr: number = Math.fround(r1 + r2);
  const c: number = Math.fround(Math.fround(Math.fround(Math.fround(d_x * d_x) + Math.fround(d_y * d_y)) + Math.fround(d_z * d_z)) - Math.fround(rr * rr));
  if (c <= 0) {
    times.t0 = 0;
    times.t1 = 1;
    return true;
  }
  const a: number = Math.fround(Math.fround(Math.fround(m_x * m_x) + Math.fround(m_y * m_y)) + Math.fround(m_z * m_z));
  const b2: number = Math.fround(2 * b);
  // computed as (2b)² − a·(4c) (002 L1352)
  const disc: number = Math.fround(Math.fround(b2 * b2) - Math.fround(a * Math.fround(4 * c)));
  const a2: number = Math.fround(2 * a);
  if (disc > 0) {
    const s: number = Math.fround(Math.sqrt(disc));
    const r0: number = Math.fround(Math.fround(-b2 - s) / a2);
    const r1v: number = Math.fround(Math.fround(-b2 + s) / a2);
    if (r1v < r0) {
      times.t0 = r1v;
      times.t1 = r0;
    } else {
      times.t0 = r0;
      times.t1 = r1v;
    }
    return true;
  }
  if (disc === 0) {
    if (a2 === 0) {
      // PS2 hardware: 002 L1354, with flag 0 and a zero move this divides 0 by 0, which gives
      // −FLT_MAX on the EE (inferred); IEEE would give NaN. The caller rejects it (t0 < 0).
      times.t0 = -3.4028234663852886e+38 /* f32#ff7fffff */;
      times.t1 = -3.4028234663852886e+38 /* f32#ff7fffff */;
      return true;
    }
    const r: number = Math.fround(-b2 / a2);
    times.t0 = r;
    times.t1 = r;
    return true;
  }
  return false;
}

/**
 * The interval [B0, B1] moves by v·t against the fixed [A0, A1]; [w.lo, w.hi] comes in as the
 * allowed times and is narrowed to the times they overlap. Returns 1 when they are separated, 0
 * when they overlap. Touching counts as overlap; min/max are "store when strictly smaller/greater".
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, Sweep_IntervalOverlap 0x0034a8d0 Sweep_IntervalOverlap
 * @unit U11.12
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:197
 */
export function Sweep_IntervalOverlap(w: SweepInterval, maxT: number, v: number, A0: number, A1: number, B0: number, B1: number): number {
  if (B1 < A0) {
    // B below
    if (v <= 0) {
      return 1;
    }
    const tin: number = Math.fround(Math.fround(A0 - B1) / v);
    if (tin > w.lo) {
      w.lo = tin;
    }
    if (maxT < w.lo) {
      return 1;
    }
    const tout: number = Math.fround(Math.fround(A1 - B0) / v);
    if (tout < w.hi) {
      w.hi = tout;
    }
  } else if (A1 < B0) {
    // B above
    if (v >= 0) {
      return 1;
    }
    const tin_1: number = Math.fround(Math.fround(A1 - B0) / v);
    if (tin_1 > w.lo) {
      w.lo = tin_1;
    }
    if (maxT < w.lo) {
      return 1;
    }
    const tout_1: number = Math.fround(Math.fround(A0 - B1) / v);
    if (tout_1 < w.hi) {
      w.hi = tout_1;
    }
  } else if (v > 0) {
    const tout_2: number = Math.fround(Math.fround(A1 - B0) / v);
    if (tout_2 < w.hi) {
      w.hi = tout_2;
    }
  } else if (v < 0) {
    const tout_3: number = Math.fround(Math.fround(A0 - B1) / v);
    if (tout_3 < w.hi) {
      w.hi = tout_3;
    }
  } else {
    // quirk kept: 002 L1369, v == 0 resets [lo, hi] to [0, 1] whatever came in
    w.lo = 0;
    w.hi = 1;
    return 0;
  }
  if (w.hi < w.lo) {
    return 1;
  }
  return 0;
}

/**
 * Sweep table (3, 3): the own capsule (B1, r1, h1) moves by m against the other (B2, r2, h2) at
 * rest, as upright cylinders: a 2-D circle sweep, then (unless the other body's type mask has
 * 0x200) a vertical interval sweep with the heights swapped; the fraction is max(t0, lo). The
 * start case (a capsule coming down onto another, already within reach) writes a slide, flags 2
 * and an upward normal. Returns true on a hit.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, PhysicsSweep_CapsuleCapsule 0x00343cd8 PhysicsSweep_CapsuleCapsule
 * @unit U11.09
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:262
 */
export function PhysicsSweep_CapsuleCapsule(c: Contact, own: PhysicsShape, other_body: Body, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  const B1_x = own.base.x, B1_y = own.base.y, B1_z = own.base.z, B1_w = own.base.w;
  const B2_x = other.base.x, B2_y = other.base.y, B2_z = other.base.z, B2_w = other.base.w;
  const r1: number = own.radius;
  const r2: number = other.radius;
  const h1: number = own.height;
  const h2: number = other.height;
  // Circles (0x00343d20-0x00343db4): z zeroed, w kept
  const c1_x = B1_x, c1_y = B1_y, c1_z = 0, c1_w = B1_w;
  const c2_x = B2_x, c2_y = B2_y, c2_z = 0, c2_w = B2_w;
  const m2_x = m_x, m2_y = m_y, m2_z = 0, m2_w = m_w;
  let flag: number = 1;
  if (m_z <= -9.999999974752427e-7 /* f32#b58637bd */ && B1_z > B2_z) {
    flag = 0;
  }
  const ct: SweepCircleTimes = _r2;
  reset_SweepCircleTimes(ct);
  if (!Sweep_CircleCircle2D(r1, r2, ct, c1_x, c1_y, c1_z, c1_w, c2_x, c2_y, c2_z, c2_w, m2_x, m2_y, m2_z, m2_w, flag)) {
    return false;
  }
  const t0: number = ct.t0;
  if (t0 < 0 || t0 > 1) {
    return false;
  }
  // t1 is never used (002 L1375)
  let lo: number = 0;
  if ((other_body.type_mask & 0x200) === 0) {
    const iv: SweepInterval = _r3;
    reset_SweepInterval(iv);
    iv.lo = 0;
    iv.hi = 1;
    // quirk kept: 002 L1376, the heights are swapped: the fixed range is the other's base with the
    // mover's height, the moving range the mover's base with the other's height
    if (Sweep_IntervalOverlap(iv, 1, m_z, B2_z, Math.fround(B2_z + h1), B1_z, Math.fround(B1_z + h2)) === 1) {
      return false;
    }
    lo = iv.lo;
  }
  // quirk kept: 002 L1377, the circle times [t0, t1] and the vertical times [lo, hi] are never
  // intersected: the fraction is max(t0, lo) (max.s at 0x0034402c)
  const f: number = lo > t0 ? lo : t0;
  // quirk kept: 002 L1378, the normal source is horizontal and taken at the start
  let d_x = Math.fround(c1_x - c2_x), d_y = Math.fround(c1_y - c2_y), d_z = Math.fround(c1_z - c2_z), d_w = Math.fround(c1_w - c2_w);
  let flags: number = 0;
  // The start case (0x00343e34-0x00343fec): reads t0, not f (002 L1383)
  if (t0 < 9.999999974752427e-7 /* f32#358637bd */ && m_z <= -9.999999974752427e-7 /* f32#b58637bd */ && B2_z <= B1_z) {
    const q: number = Math.fround(Math.fround(Math.fround(d_x * d_x) + Math.fround(d_y * d_y)) + Math.fround(d_z * d_z));
    Sweep_Unit(d_x, d_y, d_z, d_w, _s4);
    let u_x = _s4.x, u_y = _s4.y, u_z = _s4.z, u_w = _s4.w;
    // |c1 − c2| is taken as sqrt(d·d) rounded once; the document does not say how it is formed
    let k: number = Math.fround(Math.fround(Math.fround(r1 + r2) - Math.fround(Math.sqrt(q))) + 0.05000000074505806 /* f32#3d4ccccd */);
    if (q < 9.999999974752427e-7 /* f32#358637bd */) {
      Sweep_Unit(m2_x, m2_y, m2_z, m2_w, _s5);
      u_x = _s5.x; u_y = _s5.y; u_z = _s5.z; u_w = _s5.w;
      k = Math.fround(Math.fround(r1 + r2) + 0.05000000074505806 /* f32#3d4ccccd */);
      if (Math.fround(Math.fround(Math.fround(m2_x * m2_x) + Math.fround(m2_y * m2_y)) + Math.fround(m2_z * m2_z)) < 9.999999974752427e-7 /* f32#358637bd */) {
        // (0, 1, 0) from 0x00511730
        u_x = 0;
        u_y = 1;
        u_z = 0;
        u_w = 1;
      }
    }
    const half: number = Math.fround(0.5 /* f32#3f000000 */ * k);
    // The slide's w is not given by the document; xyz only are written here.
    c.slide.x = Math.fround(u_x * half);
    c.slide.y = Math.fround(u_y * half);
    c.slide.z = Math.fround(u_z * half);
    flags = 2;
    // (0, 0, 1, 1) from 0x00511740
    d_x = 0;
    d_y = 0;
    d_z = 1;
    d_w = 1;
  }
  // Write (0x00343ff0-0x003440a0)
  Sweep_Unit(d_x, d_y, d_z, d_w, _s6);
  const n_x = _s6.x, n_y = _s6.y, n_z = _s6.z, n_w = _s6.w;
  c.normal.x = n_x;
  c.normal.y = n_y;
  c.normal.z = n_z;
  c.normal.w = n_w;
  c.move_dir.x = -n_x;
  c.move_dir.y = -n_y;
  c.move_dir.z = -n_z;
  c.move_dir.w = n_w;
  c.fraction = f;
  c.point.x = Math.fround(B1_x + Math.fround(f * m_x));
  c.point.y = Math.fround(B1_y + Math.fround(f * m_y));
  c.point.z = Math.fround(B1_z + Math.fround(f * m_z));
  c.point.w = 1;
  c.flags = flags;
  return true;
}

/**
 * Makes U, V perpendicular to the unit vector W: if |W.x| ≥ |W.y|, U = (−W.z·k, 0, W.x·k) with
 * k = 1/√(W.x² + W.z²); else U = (0, W.z·k, −W.y·k) with k = 1/√(W.y² + W.z²). U.w is not written.
 * V = W × U, the whole quadword written with V.w = U.w.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, Vec_MakePerpendicularBasis 0x00349180 Vec_MakePerpendicularBasis
 * @unit U11.14
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:342
 */
export function Vec_MakePerpendicularBasis(U: Vec4, V: Vec4, W_x: number, W_y: number, W_z: number, W_w: number): void {
  // k is taken with the VU reciprocal square root (D-VU-1); W is unit, so its argument is not 0
  // except for a zero W (where vu_rsqrt's largest float gives U = 0, not NaN).
  if (Math.abs(W_x) >= Math.abs(W_y)) {
    const k: number = vu_rsqrt(Math.fround(Math.fround(W_x * W_x) + Math.fround(W_z * W_z)));
    U.x = Math.fround(-W_z * k);
    U.y = 0;
    U.z = Math.fround(W_x * k);
  } else {
    const k_1: number = vu_rsqrt(Math.fround(Math.fround(W_y * W_y) + Math.fround(W_z * W_z)));
    U.x = 0;
    U.y = Math.fround(W_z * k_1);
    U.z = Math.fround(-W_y * k_1);
  }
  // VU opmula/opmsub: (W.y·U.z − W.z·U.y, W.z·U.x − W.x·U.z, W.x·U.y − W.y·U.x)
  V.x = Math.fround(Math.fround(W_y * U.z) - Math.fround(W_z * U.y));
  V.y = Math.fround(Math.fround(W_z * U.x) - Math.fround(W_x * U.z));
  V.z = Math.fround(Math.fround(W_x * U.y) - Math.fround(W_y * U.x));
  V.w = U.w;
}

/**
 * A ray O + s·dir against the capsule of radius R around the segment P0 → P0 + A. Roots are in
 * units of dir (unnormalised), appended in the order: parallel branch, or side, bottom cap, top
 * cap; at most two. Returns count != 0 (true after two roots). No inside test; store order is not
 * time order.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, Sweep_SphereCapsule 0x00349a60 Sweep_SphereCapsule
 * @unit U11.13
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:369
 */
export function Sweep_SphereCapsule(hits: SweepHits, O_x: number, O_y: number, O_z: number, O_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, P0_x: number, P0_y: number, P0_z: number, P0_w: number, A_x: number, A_y: number, A_z: number, A_w: number, R: number): boolean {
  // Frame (0x00349a98-0x00349c68)
  const L: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(A_x * A_x) + Math.fround(A_y * A_y)) + Math.fround(A_z * A_z))));
  if (L === 0) {
    // PS2 hardware: 002 L1408, L = 0 divides by zero; on the EE W = 0, then len = 0 and the
    // parallel branch with g = 0 gives no hit (inferred). IEEE would give NaN; the result is
    // written directly.
    return hits.count !== 0;
  }
  const W_x = Math.fround(A_x / L), W_y = Math.fround(A_y / L), W_z = Math.fround(A_z / L), W_w = 1;
  let U_x = 0, U_y = 0, U_z = 0, U_w = 1;
  let V_x = 0, V_y = 0, V_z = 0, V_w = 1;
  _s7.x = U_x; _s7.y = U_y; _s7.z = U_z; _s7.w = U_w;
  _s8.x = V_x; _s8.y = V_y; _s8.z = V_z; _s8.w = V_w;
  Vec_MakePerpendicularBasis(_s7, _s8, W_x, W_y, W_z, W_w);
  U_x = _s7.x; U_y = _s7.y; U_z = _s7.z; U_w = _s7.w;
  V_x = _s8.x; V_y = _s8.y; V_z = _s8.z; V_w = _s8.w;
  let Dx: number = Math.fround(Math.fround(Math.fround(U_x * dir_x) + Math.fround(U_y * dir_y)) + Math.fround(U_z * dir_z));
  let Dy: number = Math.fround(Math.fround(Math.fround(V_x * dir_x) + Math.fround(V_y * dir_y)) + Math.fround(V_z * dir_z));
  let Dz: number = Math.fround(Math.fround(Math.fround(W_x * dir_x) + Math.fround(W_y * dir_y)) + Math.fround(W_z * dir_z));
  const len: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(Dx * Dx) + Math.fround(Dy * Dy)) + Math.fround(Dz * Dz))));
  const inv: number = Math.fround(1 / len);
  Dx = Math.fround(Dx * inv);
  Dy = Math.fround(Dy * inv);
  Dz = Math.fround(Dz * inv);
  const w_x = Math.fround(O_x - P0_x), w_y = Math.fround(O_y - P0_y), w_z = Math.fround(O_z - P0_z), w_w = Math.fround(O_w - P0_w);
  const Px: number = Math.fround(Math.fround(Math.fround(U_x * w_x) + Math.fround(U_y * w_y)) + Math.fround(U_z * w_z));
  const Py: number = Math.fround(Math.fround(Math.fround(V_x * w_x) + Math.fround(V_y * w_y)) + Math.fround(V_z * w_z));
  const Pz: number = Math.fround(Math.fround(Math.fround(W_x * w_x) + Math.fround(W_y * w_y)) + Math.fround(W_z * w_z));
  // Parallel (0x00349c1c-0x00349c90)
  if (Math.abs(Dz) >= 0.9999989867210388 /* f32#3f7fffef */ || len < 9.999999974752427e-7 /* f32#358637bd */) {
    const g: number = Math.fround(Math.fround(Math.fround(dir_x * A_x) + Math.fround(dir_y * A_y)) + Math.fround(dir_z * A_z));
    const q: number = Math.fround(Math.fround(Math.fround(R * R) - Math.fround(Px * Px)) - Math.fround(Py * Py));
    if (g < 0 && q >= 0) {
      const sq: number = Math.fround(Math.sqrt(q));
      Sweep_AppendRoot(hits, Math.fround(Math.fround(Pz + sq) * inv));
      // quirk kept: 002 L1406, the falling case's second root is the entry time negated (the
      // true entry is (P.z − L − √q)·inv)
      Sweep_AppendRoot(hits, Math.fround(Math.fround(Math.fround(L - Pz) + sq) * inv));
      return true;
    }
    if (g > 0 && q >= 0) {
      const sq_1: number = Math.fround(Math.sqrt(q));
      Sweep_AppendRoot(hits, Math.fround(-Math.fround(Pz + sq_1) * inv));
      Sweep_AppendRoot(hits, Math.fround(Math.fround(Math.fround(L - Pz) + sq_1) * inv));
      return true;
    }
    return false;
  }
  // Side (0x00349e2c-0x00349f98)
  const a: number = Math.fround(Math.fround(Dx * Dx) + Math.fround(Dy * Dy));
  const b: number = Math.fround(Math.fround(Px * Dx) + Math.fround(Py * Dy));
  const c: number = Math.fround(Math.fround(Math.fround(Px * Px) + Math.fround(Py * Py)) - Math.fround(R * R));
  const disc: number = Math.fround(Math.fround(b * b) - Math.fround(a * c));
  if (disc < 0) {
    // the caps are not tried (002 L1406)
    return false;
  }
  if (disc > 0) {
    const sq_2: number = Math.fround(Math.sqrt(disc));
    const s0: number = Math.fround(Math.fround(-b - sq_2) / a);
    const z0: number = Math.fround(Pz + Math.fround(s0 * Dz));
    if (0 <= z0 && z0 <= L) {
      Sweep_AppendRoot(hits, Math.fround(s0 * inv));
      if (hits.count === 2) {
        return true;
      }
    }
    const s1: number = Math.fround(Math.fround(-b + sq_2) / a);
    const z1: number = Math.fround(Pz + Math.fround(s1 * Dz));
    if (0 <= z1 && z1 <= L) {
      Sweep_AppendRoot(hits, Math.fround(s1 * inv));
      if (hits.count === 2) {
        return true;
      }
    }
  } else {
    const s: number = Math.fround(-b / a);
    const z: number = Math.fround(Pz + Math.fround(s * Dz));
    if (0 <= z && z <= L) {
      Sweep_AppendRoot(hits, Math.fround(s * inv));
      return true;
    }
  }
  // Bottom cap (0x0034a018-0x0034a174): the sphere at P0
  const b1: number = Math.fround(b + Math.fround(Pz * Dz));
  const c1: number = Math.fround(c + Math.fround(Pz * Pz));
  const disc1: number = Math.fround(Math.fround(b1 * b1) - c1);
  if (disc1 > 0) {
    const sq_3: number = Math.fround(Math.sqrt(disc1));
    const s0_1: number = Math.fround(-b1 - sq_3);
    if (Math.fround(Pz + Math.fround(s0_1 * Dz)) <= 0) {
      Sweep_AppendRoot(hits, Math.fround(s0_1 * inv));
      if (hits.count === 2) {
        return true;
      }
    }
    const s1_1: number = Math.fround(-b1 + sq_3);
    if (Math.fround(Pz + Math.fround(s1_1 * Dz)) <= 0) {
      Sweep_AppendRoot(hits, Math.fround(s1_1 * inv));
      if (hits.count === 2) {
        return true;
      }
    }
  } else if (disc1 === 0) {
    const s_1: number = -b1;
    if (Math.fround(Pz + Math.fround(s_1 * Dz)) <= 0) {
      Sweep_AppendRoot(hits, Math.fround(s_1 * inv));
      if (hits.count === 2) {
        return true;
      }
    }
  }
  // Top cap (0x0034a178-0x0034a2a8): the sphere at P0 + A
  const b2: number = Math.fround(b1 - Math.fround(Dz * L));
  const c2: number = Math.fround(c1 + Math.fround(L * Math.fround(L - Math.fround(2 * Pz))));
  const disc2: number = Math.fround(Math.fround(b2 * b2) - c2);
  if (disc2 > 0) {
    const sq_4: number = Math.fround(Math.sqrt(disc2));
    const s0_2: number = Math.fround(-b2 - sq_4);
    if (Math.fround(Pz + Math.fround(s0_2 * Dz)) >= L) {
      Sweep_AppendRoot(hits, Math.fround(s0_2 * inv));
      if (hits.count === 2) {
        return true;
      }
    }
    const s1_2: number = Math.fround(-b2 + sq_4);
    if (Math.fround(Pz + Math.fround(s1_2 * Dz)) >= L) {
      Sweep_AppendRoot(hits, Math.fround(s1_2 * inv));
      if (hits.count === 2) {
        return true;
      }
    }
  } else if (disc2 === 0) {
    const s_2: number = -b2;
    if (Math.fround(Pz + Math.fround(s_2 * Dz)) >= L) {
      Sweep_AppendRoot(hits, Math.fround(s_2 * inv));
      if (hits.count === 2) {
        return true;
      }
    }
  }
  return hits.count !== 0;
}

/**
 * Sweep table (2, 3): the own sphere (C, r_s) moves by m against the capsule (B, r_c, h) at rest,
 * taken as a true capsule whose hemisphere centres are B.z + r_c and B.z + h − r_c. Kernel, then
 * the root filter. On a hit +0x50 = unit(M − C) with M = B + (0, 0, 0.5h): from the sphere's start
 * centre into the capsule (the other way from every other pair). Returns true on a hit.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, PhysicsSweep_SphereCapsule 0x00345670 PhysicsSweep_SphereCapsule
 * @unit U11.05
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:516
 */
export function PhysicsSweep_SphereCapsule(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  const C_x = own.centre.x, C_y = own.centre.y, C_z = own.centre.z, C_w = own.centre.w;
  const B_x = other.base.x, B_y = other.base.y, B_z = other.base.z, B_w = other.base.w;
  const rc: number = other.radius;
  const h: number = other.height;
  // Kernel arguments (0x003456ac-0x00345720). With h < 2r_c the axis points down (002 L1412, the
  // formula as written).
  const P0_x = B_x, P0_y = B_y, P0_z = Math.fround(B_z + rc), P0_w = B_w;
  const A_x = 0, A_y = 0, A_z = Math.fround(Math.fround(h - rc) - rc), A_w = 0;
  const hits: SweepHits = _r9;
  reset_SweepHits(hits);
  hits.count = 0;
  Sweep_SphereCapsule(hits, C_x, C_y, C_z, C_w, m_x, m_y, m_z, m_w, P0_x, P0_y, P0_z, P0_w, A_x, A_y, A_z, A_w, Math.fround(rc + own.radius));
  Sweep_FilterRoots(hits);
  if (hits.count === 0) {
    return false;
  }
  const f: number = hits.t[0];
  // On a hit (0x003457fc-0x003458dc)
  const M_x = B_x, M_y = B_y, M_z = Math.fround(B_z + Math.fround(0.5 /* f32#3f000000 */ * h)), M_w = B_w;
  // quirk kept: 002 L1318, L1412: the normal points from the sphere's start centre into the
  // capsule's mid-height (the other way from every other pair)
  const into_x = Math.fround(M_x - C_x), into_y = Math.fround(M_y - C_y), into_z = Math.fround(M_z - C_z), into_w = Math.fround(M_w - C_w);
  Sweep_Unit(into_x, into_y, into_z, into_w, _s10);
  const n_x = _s10.x, n_y = _s10.y, n_z = _s10.z, n_w = _s10.w;
  c.normal.x = n_x;
  c.normal.y = n_y;
  c.normal.z = n_z;
  c.normal.w = n_w;
  c.move_dir.x = -n_x;
  c.move_dir.y = -n_y;
  c.move_dir.z = -n_z;
  c.move_dir.w = n_w;
  c.fraction = f;
  // w: the document gives w = 1 for the other pairs' +0x90; the same is assumed here
  c.point.x = Math.fround(C_x + Math.fround(f * m_x));
  c.point.y = Math.fround(C_y + Math.fround(f * m_y));
  c.point.z = Math.fround(C_z + Math.fround(f * m_z));
  c.point.w = 1;
  c.flags = 0;
  return true;
}

/**
 * The mirrors' tail (002 L1420): the contact's quadwords +0x00..+0x3f and +0x40..+0x7f swapped, i.e.
 * the owners, the shapes, and +0x10 with +0x50; +0x80, +0x90 and +0xb0 stay.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, The mirrors and the overlap entries 0x00345910 / 0x00344538 (the half swap)
 * @unit U11.04, U11.06
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:552
 */
export function Contact_SwapHalves(c: Contact): void {
  const o: number = c.own_owner;
  c.own_owner = c.other_owner;
  c.other_owner = o;
  const s: number = c.own_shape;
  c.own_shape = c.other_shape;
  c.other_shape = s;
  const v_x = c.move_dir.x, v_y = c.move_dir.y, v_z = c.move_dir.z, v_w = c.move_dir.w;
  const t$0_x = c.normal.x, t$0_y = c.normal.y, t$0_z = c.normal.z, t$0_w = c.normal.w;
  c.move_dir.x = t$0_x; c.move_dir.y = t$0_y; c.move_dir.z = t$0_z; c.move_dir.w = t$0_w;
  c.normal.x = v_x;
  c.normal.y = v_y;
  c.normal.z = v_z;
  c.normal.w = v_w;
}

/**
 * Sweep table (3, 2): the own capsule moves by m against the sphere at rest: calls (2, 3) with the
 * roles swapped and −m (xyz negated, w kept), and on a hit swaps the quadwords +0x00..+0x3f with
 * +0x40..+0x7f (modelled fields: owners, shapes, +0x10 with +0x50). +0x80, +0x90 (the sphere's
 * centre moved by −f·m) and +0xb0 are not swapped.
 *
 * @source 002_b4d80f5598196c1c.txt Unit 11, The mirrors and the overlap entries 0x00345910 PhysicsSweep_CapsuleSphere
 * @unit U11.06
 * @float ps2
 * @spec spec/ps2/unit11_kernels.spec:570
 */
export function PhysicsSweep_CapsuleSphere(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  const neg_x = -m_x, neg_y = -m_y, neg_z = -m_z, neg_w = m_w;
  if (!PhysicsSweep_SphereCapsule(c, other, own, neg_x, neg_y, neg_z, neg_w)) {
    return false;
  }
  Contact_SwapHalves(c);
  return true;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new SweepHits(), _s1 = new Vec4(), _r2 = new SweepCircleTimes(), _r3 = new SweepInterval(), _s4 = new Vec4(), _s5 = new Vec4(), _s6 = new Vec4(), _s7 = new Vec4(), _s8 = new Vec4(), _r9 = new SweepHits(), _s10 = new Vec4();
