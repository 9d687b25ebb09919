// Hand-written plain-f64 versions of two generated functions, with the same formulas, the same
// memory reads and the same branch structure, but no f32 rounding anywhere: the benchmark's
// baseline for "what the explicit rounding costs". Not engine code.
import type { Memory } from "../runtime/memory.js";

const NEXT = [0, 4, 4, -8];
const PERM = [0, 0, 2, 1, 0, 2, 0];

const next = (e: number) => e + NEXT[(e & 0xc) >> 2];
const triOf = (e: number) => e & ~0xf;
const startIdx = (mem: Memory, e: number) => mem.u32[e >>> 2] & 0xffff;
/** f32 point i of a ledge, as three numbers read from memory. */
const px = (mem: Memory, l: number, i: number) => mem.f32[(l + mem.i32[l >>> 2] + 16 * i) >>> 2];
const py = (mem: Memory, l: number, i: number) => mem.f32[(l + mem.i32[l >>> 2] + 16 * i + 4) >>> 2];
const pz = (mem: Memory, l: number, i: number) => mem.f32[(l + mem.i32[l >>> 2] + 16 * i + 8) >>> 2];

const kv = [0, 0];
function kValues(mem: Memory, l: number, e: number, x: number, y: number, z: number): void {
  const i = startIdx(mem, e), j = startIdx(mem, next(e));
  const Px = px(mem, l, i), Py = py(mem, l, i), Pz = pz(mem, l, i);
  const Nx = px(mem, l, j), Ny = py(mem, l, j), Nz = pz(mem, l, j);
  const dx = Nx - Px, dy = Ny - Py, dz = Nz - Pz;
  kv[0] = (x - Px) * dx + (y - Py) * dy + (z - Pz) * dz;
  kv[1] = (Nx - x) * dx + (Ny - y) * dy + (Nz - z) * dz;
}

function lineDist2(mem: Memory, l: number, e: number, x: number, y: number, z: number): number {
  const i = startIdx(mem, e), j = startIdx(mem, next(e));
  const Px = px(mem, l, i), Py = py(mem, l, i), Pz = pz(mem, l, i);
  const ux = x - Px, uy = y - Py, uz = z - Pz;
  const dx = px(mem, l, j) - Px, dy = py(mem, l, j) - Py, dz = pz(mem, l, j) - Pz;
  const cx = uy * dz - uz * dy, cy = uz * dx - ux * dz, cz = ux * dy - uy * dx;
  return (cx * cx + cy * cy + cz * cz) * (1 / (dx * dx + dy * dy + dz * dz));
}

function pointDist2(mem: Memory, l: number, e: number, x: number, y: number, z: number): number {
  const i = startIdx(mem, e);
  const ux = x - px(mem, l, i), uy = y - py(mem, l, i), uz = z - pz(mem, l, i);
  return ux * ux + uy * uy + uz * uz;
}

export function segmentDist2Plain(mem: Memory, x: number, y: number, z: number, l: number, e: number): number {
  kValues(mem, l, e, x, y, z);
  if (kv[0] >= 0 && kv[1] >= 0) return lineDist2(mem, l, e, x, y, z);
  if (kv[0] < 0) return pointDist2(mem, l, e, x, y, z);
  return pointDist2(mem, l, next(e), x, y, z);
}

const qr = [0, 0, 0, 0];
function qrValues(mem: Memory, l: number, e: number, x: number, y: number, z: number): void {
  const t = triOf(e);
  const i0 = startIdx(mem, t + 4), i1 = startIdx(mem, t + 8), i2 = startIdx(mem, t + 12);
  const q1x = px(mem, l, i1), q1y = py(mem, l, i1), q1z = pz(mem, l, i1);
  const ax = px(mem, l, i0) - q1x, ay = py(mem, l, i0) - q1y, az = pz(mem, l, i0) - q1z;
  const bx = px(mem, l, i2) - q1x, by = py(mem, l, i2) - q1y, bz = pz(mem, l, i2) - q1z;
  const dx = x - q1x, dy = y - q1y, dz = z - q1z;
  const aa = ax * ax + ay * ay + az * az, bb = bx * bx + by * by + bz * bz, ab = ax * bx + ay * by + az * bz;
  const det = aa * bb - ab * ab;
  const da = dx * ax + dy * ay + dz * az, db = dx * bx + dy * by + dz * bz;
  const w0 = da * bb - db * ab, w2 = db * aa - da * ab, w1 = det - w0 - w2;
  qr[3] = det;
  const u = (e >> 2) & 3;
  qr[PERM[u]] = w2;
  qr[PERM[u + 1]] = w1;
  qr[PERM[u + 2]] = w0;
}

export function triangleDist2Plain(mem: Memory, l: number, t: number, x: number, y: number, z: number): number {
  const e0 = t + 4;
  qrValues(mem, l, e0, x, y, z);
  if (qr[0] >= 0 && qr[1] >= 0 && qr[2] >= 0) {
    const i = startIdx(mem, e0), ip = startIdx(mem, t + 12), inx = startIdx(mem, t + 8);
    const Px = px(mem, l, i), Py = py(mem, l, i), Pz = pz(mem, l, i);
    const ax = px(mem, l, ip) - Px, ay = py(mem, l, ip) - Py, az = pz(mem, l, ip) - Pz;
    const bx = px(mem, l, inx) - Px, by = py(mem, l, inx) - Py, bz = pz(mem, l, inx) - Pz;
    const nx = by * az - bz * ay, ny = bz * ax - bx * az, nz = bx * ay - by * ax;
    const h = nx * x + ny * y + nz * z - (nx * Px + ny * Py + nz * Pz);
    return (h * h) / (nx * nx + ny * ny + nz * nz);
  }
  let best = 1e101;
  for (let k = 2; k >= 0; k--) {
    const e = t + 4 + 4 * k;
    kValues(mem, l, e, x, y, z);
    if (kv[0] < 0) best = Math.min(best, pointDist2(mem, l, e, x, y, z));
    else if (kv[1] >= 0) best = Math.min(best, lineDist2(mem, l, e, x, y, z));
  }
  return best;
}

const tp = [0, 0, 0];
/** p of object A (pose ma) into B's space (pose mb): R_Bᵀ((R_A p + t_A) − t_B), 3×4 row-major poses. */
function toOther(ma: Float64Array, mb: Float64Array, x: number, y: number, z: number, translate: boolean): void {
  let wx = ma[0] * x + ma[1] * y + ma[2] * z, wy = ma[4] * x + ma[5] * y + ma[6] * z, wz = ma[8] * x + ma[9] * y + ma[10] * z;
  if (translate) {
    wx += ma[3] - mb[3];
    wy += ma[7] - mb[7];
    wz += ma[11] - mb[11];
  }
  tp[0] = mb[0] * wx + mb[4] * wy + mb[8] * wz;
  tp[1] = mb[1] * wx + mb[5] * wy + mb[9] * wz;
  tp[2] = mb[2] * wx + mb[6] * wy + mb[10] * wz;
}

/** Segment–segment squared distance with qlen_KK's steps (K moved into L's space, the direction
 * rotated, the same parameters and branches); the parallel fallback is not needed by the benchmark. */
export function segmentSegment2Plain(mem: Memory, eK: number, lK: number, poseK: Float64Array, eL: number, lL: number, poseL: Float64Array): number {
  const iK0 = startIdx(mem, eK), iK1 = startIdx(mem, next(eK)), iL0 = startIdx(mem, eL), iL1 = startIdx(mem, next(eL));
  const k0x = px(mem, lK, iK0), k0y = py(mem, lK, iK0), k0z = pz(mem, lK, iK0);
  const k1x = px(mem, lK, iK1), k1y = py(mem, lK, iK1), k1z = pz(mem, lK, iK1);
  toOther(poseK, poseL, k0x, k0y, k0z, true);
  const K0x = tp[0], K0y = tp[1], K0z = tp[2];
  toOther(poseK, poseL, k1x, k1y, k1z, true);
  const K1x = tp[0], K1y = tp[1], K1z = tp[2];
  const L0x = px(mem, lL, iL0), L0y = py(mem, lL, iL0), L0z = pz(mem, lL, iL0);
  const L1x = px(mem, lL, iL1), L1y = py(mem, lL, iL1), L1z = pz(mem, lL, iL1);
  toOther(poseK, poseL, k1x - k0x, k1y - k0y, k1z - k0z, false);
  const kdx = tp[0], kdy = tp[1], kdz = tp[2];
  const ldx = L1x - L0x, ldy = L1y - L0y, ldz = L1z - L0z;
  const cx = kdy * ldz - kdz * ldy, cy = kdz * ldx - kdx * ldz, cz = kdx * ldy - kdy * ldx;
  const c2 = cx * cx + cy * cy + cz * cz;
  if (c2 <= 1e-18) throw new Error("plain baseline: parallel edges are not benchmarked");
  const nKx = kdy * cz - kdz * cy, nKy = kdz * cx - kdx * cz, nKz = kdx * cy - kdy * cx;
  const nLx = ldy * cz - ldz * cy, nLy = ldz * cx - ldx * cz, nLz = ldx * cy - ldy * cx;
  const a = L0x * nKx + L0y * nKy + L0z * nKz, b = L1x * nKx + L1y * nKy + L1z * nKz, c = K0x * nKx + K0y * nKy + K0z * nKz;
  const l0 = (a - c) * (a - b), l1 = (c - b) * (a - b);
  const f8 = nLx * K0x + nLy * K0y + nLz * K0z, f9 = nLx * K1x + nLy * K1y + nLz * K1z, f3 = L0x * nLx + L0y * nLy + L0z * nLz;
  const den = f8 - f9;
  const k0 = (f8 - f3) * den, k1 = (f3 - f9) * den;
  if (l0 < 0 || l1 < 0) {
    if (k0 >= 0 && k1 >= 0) {
      if (l0 <= 0) return segmentDist2Plain(mem, L0x, L0y, L0z, lK, eK);
      return segmentDist2Plain(mem, L1x, L1y, L1z, lK, eK);
    }
    return Math.min(
      Math.min(Math.min(segmentDist2Plain(mem, L0x, L0y, L0z, lK, eK), segmentDist2Plain(mem, K0x, K0y, K0z, lL, eL)), segmentDist2Plain(mem, L1x, L1y, L1z, lK, eK)),
      segmentDist2Plain(mem, K1x, K1y, K1z, lL, eL),
    );
  }
  if (k0 <= 0) return segmentDist2Plain(mem, K0x, K0y, K0z, lL, eL);
  if (k1 > 0) {
    const h = K0x * cx + K0y * cy + K0z * cz - (L0x * cx + L0y * cy + L0z * cz);
    return (h * h) / c2;
  }
  return segmentDist2Plain(mem, K1x, K1y, K1z, lL, eL);
}
