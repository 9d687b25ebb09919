// The exact reference the peer benchmarks judge answers by: plain f64 geometry on the floor's f32
// vertices (ray-triangle, sphere-triangle distance, swept-sphere time of impact), over every
// triangle of the quads the query's box covers (the floor is a height field over a 1 m grid, so
// those are all the triangles the query can meet). Bench code, not engine code.
import type { Floor } from "./floor.js";

/** The triangles of the quads that meet [x0, x1] × [y0, y1], into `out`; returns how many. */
export function trianglesInBox(fl: Floor, x0: number, y0: number, x1: number, y1: number, out: number[]): number {
  out.length = 0;
  const n = fl.n;
  const i0 = Math.max(0, Math.floor(x0) - 1), i1 = Math.min(n - 1, Math.floor(x1));
  const j0 = Math.max(0, Math.floor(y0) - 1), j1 = Math.min(n - 1, Math.floor(y1));
  for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) out.push(2 * (j * n + i), 2 * (j * n + i) + 1);
  return out.length;
}

const P = new Float64Array(9);
function load(fl: Floor, t: number): void {
  for (let k = 0; k < 3; k++) {
    const v = fl.indices[3 * t + k] * 3;
    P[3 * k] = fl.vertices[v];
    P[3 * k + 1] = fl.vertices[v + 1];
    P[3 * k + 2] = fl.vertices[v + 2];
  }
}

/** Ray (o, unit d) against triangle t, either side: the distance, or −1. */
export function rayTriangle(fl: Floor, t: number, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, len: number): number {
  load(fl, t);
  const e1x = P[3] - P[0], e1y = P[4] - P[1], e1z = P[5] - P[2];
  const e2x = P[6] - P[0], e2y = P[7] - P[1], e2z = P[8] - P[2];
  const px = dy * e2z - dz * e2y, py = dz * e2x - dx * e2z, pz = dx * e2y - dy * e2x;
  const det = e1x * px + e1y * py + e1z * pz;
  if (det === 0) return -1;
  const sx = ox - P[0], sy = oy - P[1], sz = oz - P[2];
  const u = (sx * px + sy * py + sz * pz) / det;
  if (u < 0 || u > 1) return -1;
  const qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
  const v = (dx * qx + dy * qy + dz * qz) / det;
  if (v < 0 || u + v > 1) return -1;
  const tt = (e2x * qx + e2y * qy + e2z * qz) / det;
  return tt >= 0 && tt <= len ? tt : -1;
}

/** Squared distance from p to triangle t (closest point by regions, Ericson §5.1.5). */
export function pointTriangleDist2(fl: Floor, t: number, x: number, y: number, z: number): number {
  load(fl, t);
  return pointTri2(x, y, z);
}

function pointTri2(x: number, y: number, z: number): number {
  const ax = P[0], ay = P[1], az = P[2];
  const abx = P[3] - ax, aby = P[4] - ay, abz = P[5] - az;
  const acx = P[6] - ax, acy = P[7] - ay, acz = P[8] - az;
  const apx = x - ax, apy = y - ay, apz = z - az;
  const d1 = abx * apx + aby * apy + abz * apz, d2 = acx * apx + acy * apy + acz * apz;
  let cx: number, cy: number, cz: number;
  if (d1 <= 0 && d2 <= 0) { cx = ax; cy = ay; cz = az; }
  else {
    const bpx = x - P[3], bpy = y - P[4], bpz = z - P[5];
    const d3 = abx * bpx + aby * bpy + abz * bpz, d4 = acx * bpx + acy * bpy + acz * bpz;
    const cpx = x - P[6], cpy = y - P[7], cpz = z - P[8];
    const d5 = abx * cpx + aby * cpy + abz * cpz, d6 = acx * cpx + acy * cpy + acz * cpz;
    const vc = d1 * d4 - d3 * d2, vb = d5 * d2 - d1 * d6, va = d3 * d6 - d5 * d4;
    if (d3 >= 0 && d4 <= d3) { cx = P[3]; cy = P[4]; cz = P[5]; }
    else if (d6 >= 0 && d5 <= d6) { cx = P[6]; cy = P[7]; cz = P[8]; }
    else if (vc <= 0 && d1 >= 0 && d3 <= 0) { const v = d1 / (d1 - d3); cx = ax + v * abx; cy = ay + v * aby; cz = az + v * abz; }
    else if (vb <= 0 && d2 >= 0 && d6 <= 0) { const w = d2 / (d2 - d6); cx = ax + w * acx; cy = ay + w * acy; cz = az + w * acz; }
    else if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
      const w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
      cx = P[3] + w * (P[6] - P[3]); cy = P[4] + w * (P[7] - P[4]); cz = P[5] + w * (P[8] - P[5]);
    } else {
      const den = 1 / (va + vb + vc), v = vb * den, w = vc * den;
      cx = ax + abx * v + acx * w; cy = ay + aby * v + acy * w; cz = az + abz * v + acz * w;
    }
  }
  const ex = x - cx, ey = y - cy, ez = z - cz;
  return ex * ex + ey * ey + ez * ez;
}

/** Smallest root in [0, 1] of a·t² + b·t + c = 0 entered from outside (c > 0, b < 0), or 2. */
function firstRoot(a: number, b: number, c: number): number {
  if (a <= 0 || b >= 0) return 2;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return 2;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  return t >= 0 && t <= 1 ? t : 2;
}

/** First time t in [0, 1] at which the sphere (c + t·m, r) touches triangle t, or −1. */
export function sphereSweepTriangle(fl: Floor, tri: number, cx: number, cy: number, cz: number, mx: number, my: number, mz: number, r: number): number {
  load(fl, tri);
  if (pointTri2(cx, cy, cz) <= r * r) return 0;
  let best = 2;
  // the face: the plane at distance r, the centre's projection inside
  const e1x = P[3] - P[0], e1y = P[4] - P[1], e1z = P[5] - P[2];
  const e2x = P[6] - P[0], e2y = P[7] - P[1], e2z = P[8] - P[2];
  let nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
  const nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
  nx /= nl; ny /= nl; nz /= nl;
  let s0 = nx * (cx - P[0]) + ny * (cy - P[1]) + nz * (cz - P[2]);
  let dm = nx * mx + ny * my + nz * mz;
  if (s0 < 0) { s0 = -s0; dm = -dm; nx = -nx; ny = -ny; nz = -nz; }
  if (dm < 0) {
    const t = (s0 - r) / -dm;
    if (t >= 0 && t <= 1) {
      const qx = cx + t * mx, qy = cy + t * my, qz = cz + t * mz;
      // the touching point is the centre moved by −r·n; inside when its distance to the triangle is 0
      const px = qx - r * nx, py = qy - r * ny, pz = qz - r * nz;
      if (pointTri2(px, py, pz) <= 1e-18 * (1 + r * r)) best = t;
    }
  }
  // the edges (infinite cylinders, the contact inside the segment) and the corners
  for (let k = 0; k < 3; k++) {
    const a = 3 * k, b = 3 * ((k + 1) % 3);
    const ex = P[b] - P[a], ey = P[b + 1] - P[a + 1], ez = P[b + 2] - P[a + 2];
    const wx = cx - P[a], wy = cy - P[a + 1], wz = cz - P[a + 2];
    const ee = ex * ex + ey * ey + ez * ez;
    const em = ex * mx + ey * my + ez * mz, ew = ex * wx + ey * wy + ez * wz;
    const mm = mx * mx + my * my + mz * mz, mw = mx * wx + my * wy + mz * wz, ww = wx * wx + wy * wy + wz * wz;
    const t = firstRoot(ee * mm - em * em, 2 * (ee * mw - em * ew), ee * ww - ew * ew - r * r * ee);
    if (t < best) {
      const s = (ew + t * em) / ee;
      if (s >= 0 && s <= 1) best = t;
    }
    const tv = firstRoot(mm, 2 * mw, ww - r * r);
    if (tv < best) best = tv;
  }
  return best <= 1 ? best : -1;
}
