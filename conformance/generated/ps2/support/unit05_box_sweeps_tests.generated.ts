// GENERATED FILE: do not edit. Engine module ps2.unit05.box_sweeps_tests: designed tests of the sweep table's box entries (002 L1279/L1306 stand-ins): capsule-box, box-capsule, sphere-box, box-sphere from spec/ps2/tests/unit05_box_sweeps_tests.spec (sha256 ab8d429439413078).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec4, ZERO_F64, specMax, specMin } from "../../../../runtime/index.js";
import { Contact, reset_Contact } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysicsSweep_CapsuleBox, PhysicsSweep_SphereBox } from "../../../../generated/ps2/unit05_box_sweeps.generated.js";
import { Mat4Rows, PhysicsBox_Construct, PhysicsShape, PhysicsShape_GetBounds, Quat_ToMatrix, reset_Mat4Rows, reset_PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";

/** A deterministic LCG (Numerical Recipes constants) for the random boxes and moves. */
export class U5BT_Lcg {
  s: number = 0;
}

/** Puts a U5BT_Lcg back into the zero state `new U5BT_Lcg()` gives, in place. */
export function reset_U5BT_Lcg(s: U5BT_Lcg): void {
  s.s = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U5BT_Lcg(dst: U5BT_Lcg, src: U5BT_Lcg): void {
  dst.s = src.s;
}

/**
 * What a property run saw: trials run, skipped (touching at the start), hits, misses, hits later
 * than a deeply overlapping sample, misses with a deeply overlapping sample, the worst |separation|
 * at a reported fraction, and fractions outside [0, 1].
 */
export class U5BT_Stats {
  trials: number = 0;
  skipped: number = 0;
  hits: number = 0;
  misses: number = 0;
  late: number = 0;
  missed: number = 0;
  worst_at_f: number = ZERO_F64;
  out_of_range: number = 0;
}

/** Puts a U5BT_Stats back into the zero state `new U5BT_Stats()` gives, in place. */
export function reset_U5BT_Stats(s: U5BT_Stats): void {
  s.trials = 0;
  s.skipped = 0;
  s.hits = 0;
  s.misses = 0;
  s.late = 0;
  s.missed = 0;
  s.worst_at_f = 0;
  s.out_of_range = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U5BT_Stats(dst: U5BT_Stats, src: U5BT_Stats): void {
  dst.trials = src.trials;
  dst.skipped = src.skipped;
  dst.hits = src.hits;
  dst.misses = src.misses;
  dst.late = src.late;
  dst.missed = src.missed;
  dst.worst_at_f = src.worst_at_f;
  dst.out_of_range = src.out_of_range;
}

/**
 * Makes s a box at (x, y, z, 1) with half extents (hx, hy, hz, 1) and identity axes.
 *
 * @design test helper: the box fields the box sweeps read (002 L630: +0x40 half extents, +0x50-+0x70 axes, +0x80 position)
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:16
 */
export function U5BT_Box(s: PhysicsShape, x: number, y: number, z: number, hx: number, hy: number, hz: number): void {
  PhysicsBox_Construct(s);
  s.half.x = hx;
  s.half.y = hy;
  s.half.z = hz;
  s.half.w = 1;
  s.position.x = x;
  s.position.y = y;
  s.position.z = z;
  s.position.w = 1;
}

/**
 * The box K turned 45° about z: A0 = (k, k, 0), A1 = (−k, k, 0), A2 = (0, 0, 1), k = f32 √½.
 *
 * @design test helper: a box rotated 45° about the vertical, its axes as Quat_ToMatrix's rows would give them (002 L640) with the f32 of √½
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:24
 */
export function U5BT_BoxRotZ45(s: PhysicsShape): void {
  U5BT_Box(s, 2, 0, 0.5, 0.5, 0.5, 0.5);
  const k: number = 0.7071067690849304 /* f32#3f3504f3 */;
  s.axis0.x = k;
  s.axis0.y = k;
  s.axis0.z = 0;
  s.axis0.w = 0;
  s.axis1.x = -k;
  s.axis1.y = k;
  s.axis1.z = 0;
  s.axis1.w = 0;
  s.axis2.x = 0;
  s.axis2.y = 0;
  s.axis2.z = 1;
  s.axis2.w = 0;
}

/**
 * Makes s a capsule with base (x, y, z, 1), radius r and height h.
 *
 * @design test helper: the capsule fields a sweep pair reads (002 L1325: +0x40 r, +0x44 h, +0x50 B)
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:34
 */
export function U5BT_Capsule(s: PhysicsShape, x: number, y: number, z: number, r: number, h: number): void {
  s.type = 3;
  s.radius = r;
  s.height = h;
  s.base.x = x;
  s.base.y = y;
  s.base.z = z;
  s.base.w = 1;
}

/**
 * Makes s a sphere of radius r at (x, y, z, 1).
 *
 * @design test helper: the sphere fields a sweep pair reads (002 L1325: +0x40 r, +0x50 C)
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:43
 */
export function U5BT_Sphere(s: PhysicsShape, x: number, y: number, z: number, r: number): void {
  s.type = 2;
  s.radius = r;
  s.centre.x = x;
  s.centre.y = y;
  s.centre.z = z;
  s.centre.w = 1;
}

/**
 * Capsule-box of the capsule (x, y, z; 0.35, 1.8) against the box K moved by (mx, my, mz).
 *
 * @design test helper: one capsule-box sweep against the box K
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:51
 */
export function U5BT_CapK(c: Contact, x: number, y: number, z: number, mx: number, my: number, mz: number): boolean {
  const cap: PhysicsShape = _r0;
  reset_PhysicsShape(cap);
  const bx: PhysicsShape = _r1;
  reset_PhysicsShape(bx);
  U5BT_Capsule(cap, x, y, z, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
  U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
  return PhysicsSweep_CapsuleBox(c, cap, bx, mx, my, mz, 1);
}

/**
 * Sphere-box of the sphere (x, y, z; 0.25) against the box K moved by (mx, my, mz).
 *
 * @design test helper: one sphere-box sweep against the box K
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:61
 */
export function U5BT_SphK(c: Contact, x: number, y: number, z: number, mx: number, my: number, mz: number): boolean {
  const sph: PhysicsShape = _r2;
  reset_PhysicsShape(sph);
  const bx: PhysicsShape = _r3;
  reset_PhysicsShape(bx);
  U5BT_Sphere(sph, x, y, z, 0.25);
  U5BT_Box(bx, 2, 0, 0.5, 0.5, 0.5, 0.5);
  return PhysicsSweep_SphereBox(c, sph, bx, mx, my, mz, 1);
}

/**
 * @design test fixture: the next LCG state, s = s·1664525 + 1013904223 (mod 2^32)
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:437
 */
export function U5BT_Next(g: U5BT_Lcg): number {
  g.s = (Math.imul(g.s, 1664525) + 1013904223) >>> 0;
  return g.s;
}

/**
 * @design test fixture: a uniform value in [lo, hi) from the top 24 bits of the LCG
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:443
 */
export function U5BT_Range(g: U5BT_Lcg, lo: number, hi: number): number {
  const u: number = Math.fround(Math.fround(U5BT_Next(g) >>> 8) / 16777216);
  return Math.fround(lo + Math.fround(Math.fround(hi - lo) * u));
}

/**
 * A random box: half extents (0.2-1.5, 0.2-1.5, 0.1-1.0), centre (±1, ±1, 0-1.5); turned by
 * `kind`: 0 none, 1 about z (an upright box), 2 any rotation (a random unit quaternion through
 * Quat_ToMatrix: almost never upright, so met by its world bounds in the capsule sweep).
 *
 * @design test fixture: random boxes for the property tests
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:452
 */
export function U5BT_RandomBox(g: U5BT_Lcg, b: PhysicsShape, kind: number): void {
  PhysicsBox_Construct(b);
  b.half.x = U5BT_Range(g, 0.20000000298023224 /* 0.2f */, 1.5);
  b.half.y = U5BT_Range(g, 0.20000000298023224 /* 0.2f */, 1.5);
  b.half.z = U5BT_Range(g, 0.10000000149011612 /* 0.1f */, 1);
  b.half.w = 1;
  b.position.x = U5BT_Range(g, -1, 1);
  b.position.y = U5BT_Range(g, -1, 1);
  b.position.z = U5BT_Range(g, 0, 1.5);
  b.position.w = 1;
  if (kind === 1) {
    let a: number = U5BT_Range(g, -1, 1);
    let s: number = U5BT_Range(g, -1, 1);
    let l: number = Math.fround(Math.sqrt(Math.fround(Math.fround(a * a) + Math.fround(s * s))));
    if (l < 0.10000000149011612 /* 0.1f */) {
      a = 1;
      s = 0;
      l = 1;
    }
    a = Math.fround(a / l);
    s = Math.fround(s / l);
    b.axis0.x = a;
    b.axis0.y = s;
    b.axis0.z = 0;
    b.axis0.w = 0;
    b.axis1.x = -s;
    b.axis1.y = a;
    b.axis1.z = 0;
    b.axis1.w = 0;
    b.axis2.x = 0;
    b.axis2.y = 0;
    b.axis2.z = 1;
    b.axis2.w = 0;
  } else if (kind === 2) {
    let q_x = U5BT_Range(g, -1, 1), q_y = U5BT_Range(g, -1, 1), q_z = U5BT_Range(g, -1, 1), q_w = U5BT_Range(g, -1, 1);
    let l_1: number = Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(Math.fround(q_x * q_x) + Math.fround(q_y * q_y)) + Math.fround(q_z * q_z)) + Math.fround(q_w * q_w))));
    if (l_1 < 0.10000000149011612 /* 0.1f */) {
      q_x = 0;
      q_y = 0;
      q_z = 0;
      q_w = 1;
      l_1 = 1;
    }
    const mq: Mat4Rows = _r4;
    reset_Mat4Rows(mq);
    Quat_ToMatrix(mq, Math.fround(q_x / l_1), Math.fround(q_y / l_1), Math.fround(q_z / l_1), Math.fround(q_w / l_1));
    b.axis0.x = mq.r0.x;
    b.axis0.y = mq.r0.y;
    b.axis0.z = mq.r0.z;
    b.axis0.w = mq.r0.w;
    b.axis1.x = mq.r1.x;
    b.axis1.y = mq.r1.y;
    b.axis1.z = mq.r1.z;
    b.axis1.w = mq.r1.w;
    b.axis2.x = mq.r2.x;
    b.axis2.y = mq.r2.y;
    b.axis2.z = mq.r2.z;
    b.axis2.w = mq.r2.w;
  }
}

/**
 * The capsule (base at `p`, r, h) against the box, checked directly: the larger of the footprint
 * gap (distance from the base's xy to the footprint rectangle minus r; −r when inside) and the
 * height gap (max(z0 − (p.z + h), p.z − z1)); ≤ 0 when they overlap. The footprint rule is the
 * sweep's: the box's own rectangle when A2 is vertical, else its world bounds'.
 *
 * @design test fixture: the static capsule-box separation the property test samples along the move
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:490
 */
export function U5BT_CapsuleSeparation(b: PhysicsShape, p_x: number, p_y: number, p_z: number, p_w: number, r: number, h: number): number {
  let bmin_x = 0, bmin_y = 0, bmin_z = 0, bmin_w = 1;
  let bmax_x = 0, bmax_y = 0, bmax_z = 0, bmax_w = 1;
  _s5.x = bmin_x; _s5.y = bmin_y; _s5.z = bmin_z; _s5.w = bmin_w;
  _s6.x = bmax_x; _s6.y = bmax_y; _s6.z = bmax_z; _s6.w = bmax_w;
  PhysicsShape_GetBounds(_s5, _s6, b);
  bmin_x = _s5.x; bmin_y = _s5.y; bmin_z = _s5.z; bmin_w = _s5.w;
  bmax_x = _s6.x; bmax_y = _s6.y; bmax_z = _s6.z; bmax_w = _s6.w;
  let lx: number = p_x;
  let ly: number = p_y;
  let x0: number = bmin_x;
  let x1: number = bmax_x;
  let y0: number = bmin_y;
  let y1: number = bmax_y;
  if (b.axis2.x === 0 && b.axis2.y === 0) {
    const qx: number = Math.fround(p_x - b.position.x);
    const qy: number = Math.fround(p_y - b.position.y);
    lx = Math.fround(Math.fround(qx * b.axis0.x) + Math.fround(qy * b.axis0.y));
    ly = Math.fround(Math.fround(qx * b.axis1.x) + Math.fround(qy * b.axis1.y));
    x0 = -b.half.x;
    x1 = b.half.x;
    y0 = -b.half.y;
    y1 = b.half.y;
  }
  const dx: number = Math.fround(lx - specMin(x0 > lx ? x0 : lx, x1));
  const dy: number = Math.fround(ly - specMin(y0 > ly ? y0 : ly, y1));
  const gh: number = Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(dx * dx) + Math.fround(dy * dy)))) - r);
  const gv: number = specMax(Math.fround(bmin_z - Math.fround(p_z + h)), Math.fround(p_z - bmax_z));
  return gv > gh ? gv : gh;
}

/**
 * The sphere (centre p, r) against the box, checked directly: the distance from p to the box (in
 * the box's axes) minus r, −r when inside; ≤ 0 when they overlap.
 *
 * @design test fixture: the static sphere-box separation the property test samples along the move
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:520
 */
export function U5BT_SphereSeparation(b: PhysicsShape, p_x: number, p_y: number, p_z: number, p_w: number, r: number): number {
  const q_x = Math.fround(p_x - b.position.x), q_y = Math.fround(p_y - b.position.y), q_z = Math.fround(p_z - b.position.z), q_w = 0;
  const lx: number = Math.fround(Math.fround(Math.fround(q_x * b.axis0.x) + Math.fround(q_y * b.axis0.y)) + Math.fround(q_z * b.axis0.z));
  const ly: number = Math.fround(Math.fround(Math.fround(q_x * b.axis1.x) + Math.fround(q_y * b.axis1.y)) + Math.fround(q_z * b.axis1.z));
  const lz: number = Math.fround(Math.fround(Math.fround(q_x * b.axis2.x) + Math.fround(q_y * b.axis2.y)) + Math.fround(q_z * b.axis2.z));
  const dx: number = Math.fround(lx - specMin(specMax(lx, -b.half.x), b.half.x));
  const dy: number = Math.fround(ly - specMin(specMax(ly, -b.half.y), b.half.y));
  const dz: number = Math.fround(lz - specMin(specMax(lz, -b.half.z), b.half.z));
  return Math.fround(Math.fround(Math.sqrt(Math.fround(Math.fround(Math.fround(dx * dx) + Math.fround(dy * dy)) + Math.fround(dz * dz)))) - r);
}

/**
 * The separation of the mover (capsule when `capsule`, else sphere) at time t of the move.
 *
 * @design test fixture: the mover's position B + t·m, then the static separation
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:533
 */
export function U5BT_SeparationAt(b: PhysicsShape, capsule: boolean, s: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number, t: number): number {
  if (capsule) {
    const p_x = Math.fround(s.base.x + Math.fround(t * m_x)), p_y = Math.fround(s.base.y + Math.fround(t * m_y)), p_z = Math.fround(s.base.z + Math.fround(t * m_z)), p_w = 1;
    return U5BT_CapsuleSeparation(b, p_x, p_y, p_z, p_w, s.radius, s.height);
  }
  const p_1_x = Math.fround(s.centre.x + Math.fround(t * m_x)), p_1_y = Math.fround(s.centre.y + Math.fround(t * m_y)), p_1_z = Math.fround(s.centre.z + Math.fround(t * m_z)), p_1_w = 1;
  return U5BT_SphereSeparation(b, p_1_x, p_1_y, p_1_z, p_1_w, s.radius);
}

/**
 * Runs `n` random trials of the capsule-box (capsule) or sphere-box sweep and compares each with a
 * dense sampling of the move (samples t = k/`steps`, k = 0..steps): a trial whose start separation is
 * ≤ eps is skipped (the start case is a rule, not geometry); a miss must have no sample deeper
 * than eps (separation ≤ −eps); a hit at f must be in [0, 1], have no sample before f deeper than
 * eps, and its separation at f is recorded (worst |·|).
 *
 * @design test fixture: the property test of the box sweeps against dense sampling
 * @float ps2
 * @spec spec/ps2/tests/unit05_box_sweeps_tests.spec:548
 */
export function U5BT_Property(st: U5BT_Stats, seed: number, n: number, steps: number, capsule: boolean, eps: number): void {
  const g: U5BT_Lcg = _r7;
  reset_U5BT_Lcg(g);
  g.s = seed;
  for (let trial = 0; trial < n; trial++) {
    const b: PhysicsShape = _r8;
    reset_PhysicsShape(b);
    const kind: number = ((U5BT_Next(g) >>> 16) % 3) | 0;
    U5BT_RandomBox(g, b, kind);
    const s: PhysicsShape = _r9;
    reset_PhysicsShape(s);
    if (capsule) {
      U5BT_Capsule(s, U5BT_Range(g, -5, 5), U5BT_Range(g, -5, 5), U5BT_Range(g, -3, 3), U5BT_Range(g, 0.20000000298023224 /* 0.2f */, 0.5), U5BT_Range(g, 0.800000011920929 /* 0.8f */, 2));
    } else {
      U5BT_Sphere(s, U5BT_Range(g, -5, 5), U5BT_Range(g, -5, 5), U5BT_Range(g, -3, 3), U5BT_Range(g, 0.10000000149011612 /* 0.1f */, 0.6000000238418579 /* 0.6f */));
    }
    let start_x = s.centre.x, start_y = s.centre.y, start_z = s.centre.z, start_w = 1;
    if (capsule) {
      start_x = s.base.x;
      start_y = s.base.y;
      start_z = s.base.z;
      start_w = 1;
    }
    // a move towards a random point near the box, scaled so that some stop short and some pass
    const tx: number = Math.fround(b.position.x + U5BT_Range(g, -2.5, 2.5));
    const ty: number = Math.fround(b.position.y + U5BT_Range(g, -2.5, 2.5));
    const tz: number = Math.fround(b.position.z + U5BT_Range(g, -2.5, 1.5));
    const sc: number = U5BT_Range(g, 0.30000001192092896 /* 0.3f */, 1.600000023841858 /* 1.6f */);
    const m_x = Math.fround(Math.fround(tx - start_x) * sc), m_y = Math.fround(Math.fround(ty - start_y) * sc), m_z = Math.fround(Math.fround(tz - start_z) * sc), m_w = 1;
    st.trials = (st.trials + 1) | 0;
    if (U5BT_SeparationAt(b, capsule, s, m_x, m_y, m_z, m_w, 0) <= eps) {
      st.skipped = (st.skipped + 1) | 0;
      continue;
    }
    const c: Contact = _r10;
    reset_Contact(c);
    let hit: boolean = false;
    if (capsule) {
      hit = PhysicsSweep_CapsuleBox(c, s, b, m_x, m_y, m_z, m_w);
    } else {
      hit = PhysicsSweep_SphereBox(c, s, b, m_x, m_y, m_z, m_w);
    }
    if (hit) {
      st.hits = (st.hits + 1) | 0;
      const f: number = c.fraction;
      if (f < 0 || f > 1) {
        st.out_of_range = (st.out_of_range + 1) | 0;
      }
      const sf: number = Math.abs(U5BT_SeparationAt(b, capsule, s, m_x, m_y, m_z, m_w, f));
      if (sf > st.worst_at_f) {
        st.worst_at_f = sf;
      }
      for (let k = 0, k$end = (steps + 1) | 0; k < k$end; k++) {
        const t: number = Math.fround(Math.fround(k) / Math.fround(steps));
        if (t >= f) {
          break;
        }
        if (U5BT_SeparationAt(b, capsule, s, m_x, m_y, m_z, m_w, t) <= -eps) {
          st.late = (st.late + 1) | 0;
          break;
        }
      }
    } else {
      st.misses = (st.misses + 1) | 0;
      for (let k_1 = 0, k_1$end = (steps + 1) | 0; k_1 < k_1$end; k_1++) {
        const t_1: number = Math.fround(Math.fround(k_1) / Math.fround(steps));
        if (U5BT_SeparationAt(b, capsule, s, m_x, m_y, m_z, m_w, t_1) <= -eps) {
          st.missed = (st.missed + 1) | 0;
          break;
        }
      }
    }
  }
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new PhysicsShape(), _r1 = new PhysicsShape(), _r2 = new PhysicsShape(), _r3 = new PhysicsShape(), _r4 = new Mat4Rows(), _s5 = new Vec4(), _s6 = new Vec4(), _r7 = new U5BT_Lcg(), _r8 = new PhysicsShape(), _r9 = new PhysicsShape(), _r10 = new Contact();
