// GENERATED FILE: do not edit. Engine module ps2.unit05.box_sweeps: 002 Unit 5 (not included): the box entries of the sweep table IPhysics +0x7c, designed: capsule-box, box-capsule, sphere-box, box-sphere from spec/ps2/unit05_box_sweeps.spec (sha256 6f397ed9a9a117f4).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec4, assertFail, specMax } from "../../runtime/index.js";
import { Contact } from "./unit03_contacts.generated.js";
import { PhysicsShape, PhysicsShape_GetBounds } from "./unit06_shapes.generated.js";
import { Contact_SwapHalves, SweepInterval, Sweep_IntervalOverlap, Sweep_Unit, reset_SweepInterval } from "./unit11_kernels.generated.js";

/** "All times": the largest float, the bound of a time window not limited on that side. */
export const BOX_SWEEP_ALWAYS: number = 3.4028234663852886e+38 /* f32#7f7fffff */;

/**
 * Narrows the window [w.lo, w.hi] to the times t with lo ≤ p + t·v ≤ hi (a slab along one axis).
 * With v == 0 the window is unchanged when p is in [lo, hi] (touching included) and made empty
 * (lo = ALWAYS, hi = −ALWAYS) otherwise. The window is empty when w.hi < w.lo.
 *
 * @design 002 L1279/L1306 box entries not included: one slab of the box sweeps (the entry and exit times along an axis), written like Sweep_IntervalOverlap's divisions (002 L1360-1369) with strict store-when-greater/smaller updates
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:39
 */
export function Sweep_SlabTimes(w: SweepInterval, p: number, v: number, lo: number, hi: number): void {
  if (v === 0) {
    if (p < lo || p > hi) {
      w.lo = BOX_SWEEP_ALWAYS;
      w.hi = -BOX_SWEEP_ALWAYS;
    }
    return;
  }
  let ta: number = Math.fround(Math.fround(lo - p) / v);
  let tb: number = Math.fround(Math.fround(hi - p) / v);
  if (v < 0) {
    const s: number = ta;
    ta = tb;
    tb = s;
  }
  if (ta > w.lo) {
    w.lo = ta;
  }
  if (tb < w.hi) {
    w.hi = tb;
  }
}

/**
 * The times t with |d + t·v| ≤ r (d the start point minus the disc's or ball's centre), as the
 * window [w.lo, w.hi], unclamped (a start inside gives lo ≤ 0 ≤ hi). Returns false when the line
 * never comes within r. A zero v: the window [−ALWAYS, ALWAYS] when |d| ≤ r, else false. The roots
 * of a·t² + 2b·t + c = 0 (a = v·v, b = v·d, c = d·d − r²) are taken in the cancellation-free form:
 * q = −b + √(b² − ac) when b ≤ 0 (roots c/q and q/a), q = −b − √(b² − ac) when b > 0 (roots q/a
 * and c/q), so the entry time's sign is c's sign whenever the mover closes in.
 *
 * @design 002 L1279/L1306 box entries not included: the corner (and edge) kernel of the box sweeps. Sweep_CircleCircle2D (002 L1347-1354) reports an overlapping start as (0, 1), not its true exit, which the intersected windows here need; this kernel gives both roots, in the stable quadratic form
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:69
 */
export function Sweep_DiscTimes(w: SweepInterval, dx: number, dy: number, dz: number, vx: number, vy: number, vz: number, r: number): boolean {
  const a: number = Math.fround(Math.fround(Math.fround(vx * vx) + Math.fround(vy * vy)) + Math.fround(vz * vz));
  const b: number = Math.fround(Math.fround(Math.fround(vx * dx) + Math.fround(vy * dy)) + Math.fround(vz * dz));
  const c: number = Math.fround(Math.fround(Math.fround(Math.fround(dx * dx) + Math.fround(dy * dy)) + Math.fround(dz * dz)) - Math.fround(r * r));
  if (a === 0) {
    if (c <= 0) {
      w.lo = -BOX_SWEEP_ALWAYS;
      w.hi = BOX_SWEEP_ALWAYS;
      return true;
    }
    return false;
  }
  const disc: number = Math.fround(Math.fround(b * b) - Math.fround(a * c));
  if (disc < 0) {
    return false;
  }
  const s: number = Math.fround(Math.sqrt(disc));
  if (b <= 0) {
    const q: number = Math.fround(s - b);
    w.hi = Math.fround(q / a);
    if (q === 0) {
      // b = 0 and disc = 0, so c = 0: a double root at 0
      w.lo = 0;
    } else {
      w.lo = Math.fround(c / q);
    }
  } else {
    const q_1: number = Math.fround(-b - s);
    w.lo = Math.fround(q_1 / a);
    w.hi = Math.fround(c / q_1);
  }
  return true;
}

/**
 * Adds the window `piece` to the union window `acc` (acc.lo = the smaller entry, acc.hi = the
 * larger exit); an empty piece (hi < lo) adds nothing.
 *
 * @design 002 L1279/L1306 box entries not included: the rounded box is convex, so the times its pieces are entered form one window, from the first entry to the last exit
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:106
 */
export function Sweep_WindowUnion(acc: SweepInterval, piece: SweepInterval): void {
  if (piece.hi < piece.lo) {
    return;
  }
  if (piece.lo < acc.lo) {
    acc.lo = piece.lo;
  }
  if (piece.hi > acc.hi) {
    acc.hi = piece.hi;
  }
}

/**
 * The times a point P + t·V (n = 2 or 3 coordinates; a third coordinate is ignored when n = 2) is
 * within r of the box [lo, hi] (per axis), as the window [acc.lo, acc.hi], unclamped; false when
 * never. The box grown by r is the union of: for each axis the box grown by r along that axis only
 * (in axis order), then for n = 3 the twelve edge cylinders (free axis i = 0, 1, 2, the other two
 * axes j = i + 1, k = i + 2 mod 3 at lo or hi: lo/lo, hi/lo, lo/hi, hi/hi), then the 2^n corner
 * discs or balls (corner s takes hi on axis j when bit j of s is set). It is convex, so its window
 * is the first entry and the last exit over the pieces.
 *
 * @design 002 L1279/L1306 box entries not included: the point against the rounded rectangle (n = 2, the capsule's footprint: edges offset by r and four corner circles) or the rounded box (n = 3, the sphere: faces, edges, corners); exact first touch and last contact, no tolerance
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:126
 */
export function Sweep_PointRoundedBox(acc: SweepInterval, P: Float32Array, V: Float32Array, lo: Float32Array, hi: Float32Array, n: number, r: number): boolean {
  if (!(n === 2 || n === 3)) assertFail("spec/ps2/unit05_box_sweeps.spec:127", "rounded box sweep in {} dimensions (2 or 3)", [n]);
  acc.lo = BOX_SWEEP_ALWAYS;
  acc.hi = -BOX_SWEEP_ALWAYS;
  const w: SweepInterval = _r0;
  reset_SweepInterval(w);
  const d: SweepInterval = _r1;
  reset_SweepInterval(d);
  // the faces: the box grown by r along one axis
  for (let i = 0; i < n; i++) {
    w.lo = -BOX_SWEEP_ALWAYS;
    w.hi = BOX_SWEEP_ALWAYS;
    for (let j = 0; j < n; j++) {
      if (j === i) {
        Sweep_SlabTimes(w, P[j], V[j], Math.fround(lo[j] - r), Math.fround(hi[j] + r));
      } else {
        Sweep_SlabTimes(w, P[j], V[j], lo[j], hi[j]);
      }
    }
    Sweep_WindowUnion(acc, w);
  }
  // the edges (n = 3): a cylinder of radius r around each edge, as long as the edge
  if (n === 3) {
    for (let i_1 = 0; i_1 < 3; i_1++) {
      const j_1: number = (((i_1 + 1) | 0) % 3) | 0;
      const k: number = (((i_1 + 2) | 0) % 3) | 0;
      for (let s = 0; s < 4; s++) {
        let cj: number = lo[j_1];
        if ((s & 1) !== 0) {
          cj = hi[j_1];
        }
        let ck: number = lo[k];
        if ((s & 2) !== 0) {
          ck = hi[k];
        }
        if (Sweep_DiscTimes(d, Math.fround(P[j_1] - cj), Math.fround(P[k] - ck), 0, V[j_1], V[k], 0, r)) {
          w.lo = d.lo;
          w.hi = d.hi;
          Sweep_SlabTimes(w, P[i_1], V[i_1], lo[i_1], hi[i_1]);
          Sweep_WindowUnion(acc, w);
        }
      }
    }
  }
  // the corners: a disc (n = 2) or ball (n = 3) of radius r
  let corners: number = 4;
  if (n === 3) {
    corners = 8;
  }
  for (let s_1 = 0; s_1 < corners; s_1++) {
    let c0: number = lo[0];
    if ((s_1 & 1) !== 0) {
      c0 = hi[0];
    }
    let c1: number = lo[1];
    if ((s_1 & 2) !== 0) {
      c1 = hi[1];
    }
    let dz: number = 0;
    let vz: number = 0;
    if (n === 3) {
      let c2: number = lo[2];
      if ((s_1 & 4) !== 0) {
        c2 = hi[2];
      }
      dz = Math.fround(P[2] - c2);
      vz = V[2];
    }
    if (Sweep_DiscTimes(d, Math.fround(P[0] - c0), Math.fround(P[1] - c1), dz, V[0], V[1], vz, r)) {
      Sweep_WindowUnion(acc, d);
    }
  }
  return acc.hi >= acc.lo;
}

/**
 * The start direction from the box [lo, hi] (n = 2 or 3 axes) towards the point P, not unit:
 * P − clamp(P, lo, hi) per axis (w = 0). When P is inside the box (touching its faces included)
 * that is zero and the outward direction of the nearest face is taken instead: the smallest of the
 * depths hi − P, P − lo per axis, in the order +axis 0, −axis 0, +axis 1, −axis 1 (+axis 2,
 * −axis 2), the first on a tie, as (±1 on that axis, 0 elsewhere).
 *
 * @design 002 L1279/L1306 box entries not included: the start-of-move normal source of the box pairs, the box's counterpart of capsule-capsule's c1 − c2 (002 L1378); a centre inside the box takes its nearest face, as a push-out would
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:205
 */
export function Sweep_BoxStartDir(P: Float32Array, lo: Float32Array, hi: Float32Array, n: number, out$: Vec4): void {
  const d = _a2;
  d[0] = 0;
  d[1] = 0;
  d[2] = 0;
  let any: boolean = false;
  for (let i = 0; i < n; i++) {
    if (P[i] < lo[i]) {
      d[i] = Math.fround(P[i] - lo[i]);
      any = true;
    } else if (P[i] > hi[i]) {
      d[i] = Math.fround(P[i] - hi[i]);
      any = true;
    }
  }
  if (!any) {
    let best: number = Math.fround(hi[0] - P[0]);
    let axis: number = 0;
    let sign: number = 1;
    for (let i_1 = 0; i_1 < n; i_1++) {
      const up: number = Math.fround(hi[i_1] - P[i_1]);
      if (up < best) {
        best = up;
        axis = i_1;
        sign = 1;
      }
      const down: number = Math.fround(P[i_1] - lo[i_1]);
      if (down < best) {
        best = down;
        axis = i_1;
        sign = -1;
      }
    }
    d[axis] = sign;
  }
  out$.x = d[0]; out$.y = d[1]; out$.z = d[2]; out$.w = 0;
  return;
}

/**
 * Sweep table (3, 1): the own capsule (base B, radius r, height h; the upright cylinder
 * [B.z, B.z + h]) moves by m against the box at rest.
 * - Height range of the box: its world bounds' [min.z, max.z] (PhysicsShape_GetBounds, Unit 6).
 * - Footprint: when the box is upright (A2.x and A2.y exactly 0) the rectangle [−hx, hx] × [−hy, hy]
 *   in the frame of A0, A1 (xy parts only: the capsule's base and the move projected on them);
 *   otherwise, conservatively, its world bounds' rectangle [min.x, max.x] × [min.y, max.y].
 * - The capsule's footprint is the circle of radius r around B.xy: the window of times its centre
 *   is within r of the rectangle (Sweep_PointRoundedBox, n = 2) is intersected with the window of
 *   times the heights overlap (Sweep_IntervalOverlap with lo = 0, hi = 1, the box's range fixed,
 *   [B.z, B.z + h] moving by m.z; touching counts). The fraction f is the first time in both, in
 *   [0, 1]; none → no hit.
 * - Normal (+0x50): (0, 0, 1) when the capsule starts at or above the box's top (B.z ≥ max.z) and
 *   its footprint meets the box no later than the heights do (it comes down onto the top);
 *   (0, 0, −1) likewise at or below the bottom (B.z + h ≤ min.z); else horizontal, from the
 *   rectangle towards B.xy at the start of the move (Sweep_BoxStartDir), in world axes.
 * - Start case (f = 0, touching or overlapping at the start): a hit only when the move closes in
 *   along that normal (m·n < 0); else no hit.
 * On a hit: +0x50 = n, +0x10 = −n, +0x80 = f, +0x90 = B + f·m (w = 1), +0xb0 = 0.
 *
 * @design 002 L1279/L1306: the sweep table's (3, 1) entry is not included (Unit 5 and the shape-pair page are absent); designed from capsule-capsule (002 L1373-1390): circle sweep and Sweep_IntervalOverlap, start-of-move horizontal normal, the same contact fields; the windows are intersected (capsule-capsule's unintersected max(t0, lo) is a quirk not carried over), a box not upright is taken by its world bounds, and landing on the top gets the upward normal so a human can stand on a box
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:259
 */
export function PhysicsSweep_CapsuleBox(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  if (!(own.type === 3 && other.type === 1)) assertFail("spec/ps2/unit05_box_sweeps.spec:260", "capsule-box sweep of shape types {} and {} (3 and 1 expected)", [own.type, other.type]);
  const r: number = own.radius;
  const h: number = own.height;
  if (!(r >= 0 && h >= 0)) assertFail("spec/ps2/unit05_box_sweeps.spec:263", "capsule-box sweep with a negative or NaN capsule radius or height");
  if (!(other.half.x >= 0 && other.half.y >= 0 && other.half.z >= 0)) assertFail("spec/ps2/unit05_box_sweeps.spec:264", "capsule-box sweep with a negative or NaN box half extent");
  const B_x = own.base.x, B_y = own.base.y, B_z = own.base.z, B_w = own.base.w;
  let bmin_x = 0, bmin_y = 0, bmin_z = 0, bmin_w = 1;
  let bmax_x = 0, bmax_y = 0, bmax_z = 0, bmax_w = 1;
  _s3.x = bmin_x; _s3.y = bmin_y; _s3.z = bmin_z; _s3.w = bmin_w;
  _s4.x = bmax_x; _s4.y = bmax_y; _s4.z = bmax_z; _s4.w = bmax_w;
  PhysicsShape_GetBounds(_s3, _s4, other);
  bmin_x = _s3.x; bmin_y = _s3.y; bmin_z = _s3.z; bmin_w = _s3.w;
  bmax_x = _s4.x; bmax_y = _s4.y; bmax_z = _s4.z; bmax_w = _s4.w;
  const P = _a5;
  P[0] = 0;
  P[1] = 0;
  P[2] = 0;
  const V = _a6;
  V[0] = 0;
  V[1] = 0;
  V[2] = 0;
  const lo = _a7;
  lo[0] = 0;
  lo[1] = 0;
  lo[2] = 0;
  const hi = _a8;
  hi[0] = 0;
  hi[1] = 0;
  hi[2] = 0;
  // the footprint's axes in world xy
  let ux: number = 1;
  let uy: number = 0;
  let vx: number = 0;
  let vy: number = 1;
  const A2_x = other.axis2.x, A2_y = other.axis2.y, A2_z = other.axis2.z, A2_w = other.axis2.w;
  if (A2_x === 0 && A2_y === 0) {
    // upright: the box's own rectangle in the frame of A0, A1
    const A0_x = other.axis0.x, A0_y = other.axis0.y, A0_z = other.axis0.z, A0_w = other.axis0.w;
    const A1_x = other.axis1.x, A1_y = other.axis1.y, A1_z = other.axis1.z, A1_w = other.axis1.w;
    const qx: number = Math.fround(B_x - other.position.x);
    const qy: number = Math.fround(B_y - other.position.y);
    P[0] = Math.fround(Math.fround(qx * A0_x) + Math.fround(qy * A0_y));
    P[1] = Math.fround(Math.fround(qx * A1_x) + Math.fround(qy * A1_y));
    V[0] = Math.fround(Math.fround(m_x * A0_x) + Math.fround(m_y * A0_y));
    V[1] = Math.fround(Math.fround(m_x * A1_x) + Math.fround(m_y * A1_y));
    lo[0] = -other.half.x;
    hi[0] = other.half.x;
    lo[1] = -other.half.y;
    hi[1] = other.half.y;
    ux = A0_x;
    uy = A0_y;
    vx = A1_x;
    vy = A1_y;
  } else {
    // not upright: the world bounds' rectangle (conservative), in world axes
    P[0] = B_x;
    P[1] = B_y;
    V[0] = m_x;
    V[1] = m_y;
    lo[0] = bmin_x;
    hi[0] = bmax_x;
    lo[1] = bmin_y;
    hi[1] = bmax_y;
  }
  const z0: number = bmin_z;
  const z1: number = bmax_z;
  // the footprint window
  const fw: SweepInterval = _r9;
  reset_SweepInterval(fw);
  if (!Sweep_PointRoundedBox(fw, P, V, lo, hi, 2, r)) {
    return false;
  }
  if (fw.hi < 0 || fw.lo > 1) {
    return false;
  }
  // the height window: the box's range fixed, the capsule's moving (no swap, unlike 002 L1376)
  const iv: SweepInterval = _r10;
  reset_SweepInterval(iv);
  iv.lo = 0;
  iv.hi = 1;
  if (Sweep_IntervalOverlap(iv, 1, m_z, z0, z1, B_z, Math.fround(B_z + h)) === 1) {
    return false;
  }
  // the first time in both windows
  const f: number = specMax(iv.lo > fw.lo ? iv.lo : fw.lo, 0);
  const e: number = iv.hi < fw.hi ? iv.hi : fw.hi;
  if (e < f) {
    return false;
  }
  // the normal source, taken at the start of the move
  const top: boolean = B_z >= z1;
  const bottom: boolean = Math.fround(B_z + h) <= z0;
  let nx: number = 0;
  let ny: number = 0;
  let nz: number = 0;
  let closing: number = 0;
  if ((top || bottom) && fw.lo <= iv.lo) {
    // the footprint meets the box no later than the heights do: onto the top or up to the bottom
    nz = 1;
    if (!top) {
      nz = -1;
    }
    closing = Math.fround(m_z * nz);
  } else {
    Sweep_BoxStartDir(P, lo, hi, 2, _s11);
    const d_x = _s11.x, d_y = _s11.y, d_z = _s11.z, d_w = _s11.w;
    nx = Math.fround(Math.fround(d_x * ux) + Math.fround(d_y * vx));
    ny = Math.fround(Math.fround(d_x * uy) + Math.fround(d_y * vy));
    closing = Math.fround(Math.fround(d_x * V[0]) + Math.fround(d_y * V[1]));
  }
  // the start case: touching or overlapping at the start is a hit only when closing in
  if (f === 0 && !(closing < 0)) {
    return false;
  }
  const src_x = nx, src_y = ny, src_z = nz, src_w = 1;
  Sweep_Unit(src_x, src_y, src_z, src_w, _s12);
  const n_x = _s12.x, n_y = _s12.y, n_z = _s12.z, n_w = _s12.w;
  c.normal.x = n_x;
  c.normal.y = n_y;
  c.normal.z = n_z;
  c.normal.w = n_w;
  c.move_dir.x = -n_x;
  c.move_dir.y = -n_y;
  c.move_dir.z = -n_z;
  c.move_dir.w = n_w;
  c.fraction = f;
  c.point.x = Math.fround(B_x + Math.fround(f * m_x));
  c.point.y = Math.fround(B_y + Math.fround(f * m_y));
  c.point.z = Math.fround(B_z + Math.fround(f * m_z));
  c.point.w = 1;
  c.flags = 0;
  return true;
}

/**
 * Sweep table (1, 3): the own box moves by m against the capsule at rest: calls (3, 1) with the
 * roles swapped and −m (xyz negated, w kept), and on a hit swaps the quadwords +0x00..+0x3f with
 * +0x40..+0x7f (modelled fields: owners, shapes, +0x10 with +0x50), so +0x50 points from the
 * capsule towards the box. +0x80, +0x90 (the capsule's base moved by −f·m) and +0xb0 are not
 * swapped.
 *
 * @design 002 L1279/L1306: the sweep table's (1, 3) entry is not included; made as the document's mirrors are (002 L1420: the pair with the roles swapped and −move, then the halves swapped)
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:371
 */
export function PhysicsSweep_BoxCapsule(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  const neg_x = -m_x, neg_y = -m_y, neg_z = -m_z, neg_w = m_w;
  if (!PhysicsSweep_CapsuleBox(c, other, own, neg_x, neg_y, neg_z, neg_w)) {
    return false;
  }
  Contact_SwapHalves(c);
  return true;
}

/**
 * Sweep table (2, 1): the own sphere (C, r) moves by m against the box at rest. In the box's frame
 * (p = ((C − X)·A0, (C − X)·A1, (C − X)·A2) with X the box's position, the move likewise) the
 * window of times the centre is within r of [−half, half] (Sweep_PointRoundedBox, n = 3: faces,
 * edges, corners); f = the first time in [0, 1], none → no hit. Normal (+0x50): from the box
 * towards the centre at the start of the move (Sweep_BoxStartDir, n = 3) in world axes,
 * d0·A0 + d1·A1 + d2·A2, made unit. Start case (f = 0, touching or overlapping at the start): a
 * hit only when the move closes in along it. On a hit: +0x50 = n, +0x10 = −n, +0x80 = f,
 * +0x90 = C + f·m (w = 1), +0xb0 = 0.
 *
 * @design 002 L1279/L1306: the sweep table's (2, 1) entry is not included; designed as the exact first touch of the centre against the box grown by r, with sphere-sphere's start-of-move normal and contact fields (002 L1343) and capsule-capsule's closing-in rule for a start within reach (002 L1390)
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:389
 */
export function PhysicsSweep_SphereBox(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  if (!(own.type === 2 && other.type === 1)) assertFail("spec/ps2/unit05_box_sweeps.spec:390", "sphere-box sweep of shape types {} and {} (2 and 1 expected)", [own.type, other.type]);
  const r: number = own.radius;
  if (!(r >= 0)) assertFail("spec/ps2/unit05_box_sweeps.spec:392", "sphere-box sweep with a negative or NaN sphere radius");
  if (!(other.half.x >= 0 && other.half.y >= 0 && other.half.z >= 0)) assertFail("spec/ps2/unit05_box_sweeps.spec:393", "sphere-box sweep with a negative or NaN box half extent");
  const C_x = own.centre.x, C_y = own.centre.y, C_z = own.centre.z, C_w = own.centre.w;
  const A0_x = other.axis0.x, A0_y = other.axis0.y, A0_z = other.axis0.z, A0_w = other.axis0.w;
  const A1_x = other.axis1.x, A1_y = other.axis1.y, A1_z = other.axis1.z, A1_w = other.axis1.w;
  const A2_x = other.axis2.x, A2_y = other.axis2.y, A2_z = other.axis2.z, A2_w = other.axis2.w;
  const q_x = Math.fround(C_x - other.position.x), q_y = Math.fround(C_y - other.position.y), q_z = Math.fround(C_z - other.position.z), q_w = 0;
  const P = _a13;
  P[0] = Math.fround(Math.fround(Math.fround(q_x * A0_x) + Math.fround(q_y * A0_y)) + Math.fround(q_z * A0_z));
  P[1] = Math.fround(Math.fround(Math.fround(q_x * A1_x) + Math.fround(q_y * A1_y)) + Math.fround(q_z * A1_z));
  P[2] = Math.fround(Math.fround(Math.fround(q_x * A2_x) + Math.fround(q_y * A2_y)) + Math.fround(q_z * A2_z));
  const V = _a14;
  V[0] = Math.fround(Math.fround(Math.fround(m_x * A0_x) + Math.fround(m_y * A0_y)) + Math.fround(m_z * A0_z));
  V[1] = Math.fround(Math.fround(Math.fround(m_x * A1_x) + Math.fround(m_y * A1_y)) + Math.fround(m_z * A1_z));
  V[2] = Math.fround(Math.fround(Math.fround(m_x * A2_x) + Math.fround(m_y * A2_y)) + Math.fround(m_z * A2_z));
  const lo = _a15;
  lo[0] = -other.half.x;
  lo[1] = -other.half.y;
  lo[2] = -other.half.z;
  const hi = _a16;
  hi[0] = other.half.x;
  hi[1] = other.half.y;
  hi[2] = other.half.z;
  const w: SweepInterval = _r17;
  reset_SweepInterval(w);
  if (!Sweep_PointRoundedBox(w, P, V, lo, hi, 3, r)) {
    return false;
  }
  if (w.hi < 0 || w.lo > 1) {
    return false;
  }
  const f: number = 0 > w.lo ? 0 : w.lo;
  Sweep_BoxStartDir(P, lo, hi, 3, _s18);
  const d_x = _s18.x, d_y = _s18.y, d_z = _s18.z, d_w = _s18.w;
  const closing: number = Math.fround(Math.fround(Math.fround(d_x * V[0]) + Math.fround(d_y * V[1])) + Math.fround(d_z * V[2]));
  if (f === 0 && !(closing < 0)) {
    return false;
  }
  const src_x = Math.fround(Math.fround(Math.fround(d_x * A0_x) + Math.fround(d_y * A1_x)) + Math.fround(d_z * A2_x)), src_y = Math.fround(Math.fround(Math.fround(d_x * A0_y) + Math.fround(d_y * A1_y)) + Math.fround(d_z * A2_y)), src_z = Math.fround(Math.fround(Math.fround(d_x * A0_z) + Math.fround(d_y * A1_z)) + Math.fround(d_z * A2_z)), src_w = 1;
  Sweep_Unit(src_x, src_y, src_z, src_w, _s19);
  const n_x = _s19.x, n_y = _s19.y, n_z = _s19.z, n_w = _s19.w;
  c.normal.x = n_x;
  c.normal.y = n_y;
  c.normal.z = n_z;
  c.normal.w = n_w;
  c.move_dir.x = -n_x;
  c.move_dir.y = -n_y;
  c.move_dir.z = -n_z;
  c.move_dir.w = n_w;
  c.fraction = f;
  c.point.x = Math.fround(C_x + Math.fround(f * m_x));
  c.point.y = Math.fround(C_y + Math.fround(f * m_y));
  c.point.z = Math.fround(C_z + Math.fround(f * m_z));
  c.point.w = 1;
  c.flags = 0;
  return true;
}

/**
 * Sweep table (1, 2): the own box moves by m against the sphere at rest: calls (2, 1) with the
 * roles swapped and −m (xyz negated, w kept), and on a hit swaps the quadwords +0x00..+0x3f with
 * +0x40..+0x7f (owners, shapes, +0x10 with +0x50), so +0x50 points from the sphere towards the
 * box. +0x80, +0x90 (the sphere's centre moved by −f·m) and +0xb0 are not swapped.
 *
 * @design 002 L1279/L1306: the sweep table's (1, 2) entry is not included; made as the document's mirrors are (002 L1420)
 * @float ps2
 * @spec spec/ps2/unit05_box_sweeps.spec:431
 */
export function PhysicsSweep_BoxSphere(c: Contact, own: PhysicsShape, other: PhysicsShape, m_x: number, m_y: number, m_z: number, m_w: number): boolean {
  const neg_x = -m_x, neg_y = -m_y, neg_z = -m_z, neg_w = m_w;
  if (!PhysicsSweep_SphereBox(c, other, own, neg_x, neg_y, neg_z, neg_w)) {
    return false;
  }
  Contact_SwapHalves(c);
  return true;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new SweepInterval(), _r1 = new SweepInterval(), _a2 = new Float32Array(3), _s3 = new Vec4(), _s4 = new Vec4(), _a5 = new Float32Array(3), _a6 = new Float32Array(3), _a7 = new Float32Array(3), _a8 = new Float32Array(3), _r9 = new SweepInterval(), _r10 = new SweepInterval(), _s11 = new Vec4(), _s12 = new Vec4(), _a13 = new Float32Array(3), _a14 = new Float32Array(3), _a15 = new Float32Array(3), _a16 = new Float32Array(3), _r17 = new SweepInterval(), _s18 = new Vec4(), _s19 = new Vec4();
