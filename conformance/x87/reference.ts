// The oracle's expression cases (cases.ts) computed by the reference engine emitted from the spec
// (reference/x87/build.ts), so that gcc's long double checks the backend itself and not only the
// hand mirrors (mirrors.ts): hesse, hesse_f32, k_values, line_dist2 and qr_values on a triangle
// ledge built from the case's points (triangle_ledge, which refuses a degenerate triangle: such a
// case is left to the mirrors), kk_params' crossing branch on a KK record filled from the case,
// edge_moments, invsqrt4 and invsqrt5. Each result is written in the tokens oracle.c prints.
import { Memory } from "../../runtime/memory.js";
import { Vec3 } from "../../runtime/vec.js";
import { f32FromBits, f64FromBits, Ext } from "../../reference/x87/ext.js";
import { $x, type XV } from "../../reference/x87/backend.js";
import { importX87 } from "../../reference/x87/build.js";
import { hd, hf, hi, hx, type OracleCase } from "./cases.js";

type Fn = (...args: never[]) => unknown;

/** The emitted functions the cases reach, from the reference build. */
export interface ReferenceFns {
  triangle_ledge(mem: Memory, ...p: number[]): number;
  ledge_triangle(l: number, i: number): number;
  triangle_edge(t: number, i: number): number;
  hesse(mem: Memory, e: number, l: number, out: Vec3): void;
  hesse_f32(mem: Memory, e: number, l: number, out: Vec3): void;
  k_values(mem: Memory, l: number, e: number, px: number, py: number, pz: number, o: Float32Array): void;
  line_dist2(mem: Memory, l: number, e: number, px: number, py: number, pz: number): XV;
  qr_values(mem: Memory, l: number, e: number, px: number, py: number, pz: number, o: Float32Array): void;
  kk_params(mem: Memory, kk: Record<string, unknown>, o: Float32Array): number;
  newKK(): Record<string, unknown>;
  edge_moments(...a: [...number[], Vec3]): void;
  invsqrt4(x: number): number;
  invsqrt5(x: number): number;
  QR_PERM: Uint8Array;
}

export async function loadReferenceFns(build: string): Promise<ReferenceFns> {
  const m = async (p: string) => importX87<Record<string, unknown>>(`generated/ivp/${p}.generated.ts`, build);
  const [pancake, compact, helpers, two, mass, invsqrt] = await Promise.all([
    m("geometry/pancake"),
    m("geometry/compact"),
    m("geometry/ledge_helpers"),
    m("geometry/two_object"),
    m("geometry/mass"),
    m("math/invsqrt"),
  ]);
  const KK = two.KK as new () => Record<string, unknown>;
  return { ...pancake, ...compact, ...helpers, ...two, ...mass, ...invsqrt, newKK: () => new KK() } as unknown as ReferenceFns;
}

const f = (h: string): number => f32FromBits(parseInt(h, 16));
const d = (h: string): number => f64FromBits(BigInt(`0x${h}`));
const vec3 = (x: number, y: number, z: number): Vec3 => Object.assign(new Vec3(), { x, y, z });
const extHex = (v: XV): string => hx(typeof v === "number" ? Ext.fromF64(v) : v);

/** A triangle ledge whose triangle 0 has the corners (q0, q1, q2); null when triangle_ledge refuses it. */
function ledge(R: ReferenceFns, mem: Memory, q0: number[], q1: number[], q2: number[]): { l: number; e0: number } | null {
  const l = R.triangle_ledge(mem, ...q0, ...q1, ...q2);
  if (l === 0) return null;
  return { l, e0: R.triangle_edge(R.ledge_triangle(l, 0), 0) };
}

/**
 * The reference engine's tokens for an expression case (`oracle`: what oracle.c printed for it), or
 * null when the emitted functions cannot take it (a degenerate triangle, an op with no spec function).
 */
export function referenceResult(R: ReferenceFns, c: OracleCase, oracle: readonly string[]): string[] | null {
  const a = c.args;
  const mem = new Memory(1 << 12);
  const pt32 = (i: number) => [f(a[i]), f(a[i + 1]), f(a[i + 2])];
  const pt64 = (i: number) => [d(a[i]), d(a[i + 1]), d(a[i + 2])];
  switch (c.op) {
    case "hesse": {
      const [pe, pp, pn] = [pt32(0), pt32(3), pt32(6)];
      // hesse(e): pe = start(e), pn = start(next(e)), pp = start(prev(e))
      const t = ledge(R, mem, pe, pn, pp);
      if (!t) return null;
      const n64 = new Vec3();
      const n32 = new Vec3();
      R.hesse(mem, t.e0, t.l, n64);
      R.hesse_f32(mem, t.e0, t.l, n32);
      return [...[n64.x, n64.y, n64.z].map(hd), ...[n32.x, n32.y, n32.z].map(hf)];
    }
    case "kvalues":
    case "linedist2": {
      const [pe, pn, p] = [pt32(0), pt32(3), pt64(6)];
      const t = ledge(R, mem, pe, pn, [pn[0] + 1, pn[1] - 2, pn[2] + 3].map(Math.fround));
      if (!t) return null;
      if (c.op === "linedist2") {
        const v = R.line_dist2(mem, t.l, t.e0, p[0], p[1], p[2]);
        return [extHex(v), hd($x.f64(v))];
      }
      const o = new Float32Array(2);
      R.k_values(mem, t.l, t.e0, p[0], p[1], p[2], o);
      return [...o].map(hf);
    }
    case "qrvalues": {
      const [q0, q1, q2, p] = [pt32(0), pt32(3), pt32(6), pt64(9)];
      const t = ledge(R, mem, q0, q1, q2);
      if (!t) return null;
      const o = new Float32Array(4);
      R.qr_values(mem, t.l, t.e0, p[0], p[1], p[2], o);
      // back to oracle.c's order [det, w2, w1, w0] through the permutation qr_values applies
      const u = (t.e0 >> 2) & 3;
      return [o[3], o[R.QR_PERM[u] >> 2], o[R.QR_PERM[u + 1] >> 2], o[R.QR_PERM[u + 2] >> 2]].map(hf);
    }
    case "kkparams": {
      const [K0, K1, Kdir, Ldir, cr] = [0, 3, 6, 9, 12].map(pt64);
      const [L0, L1] = [pt32(15), pt32(18)];
      const kk = R.newKK();
      const point = (p: number[]) => {
        const at = mem.alloc(16, 16);
        p.forEach((x, i) => (mem.f32[(at >> 2) + i] = x));
        return at;
      };
      Object.assign(kk, { L0: point(L0), L1: point(L1), K0: vec3(K0[0], K0[1], K0[2]), K1: vec3(K1[0], K1[1], K1[2]) });
      Object.assign(kk, { Kdir: vec3(Kdir[0], Kdir[1], Kdir[2]), Ldir: vec3(Ldir[0], Ldir[1], Ldir[2]), cross: vec3(cr[0], cr[1], cr[2]) });
      // the parallel branch samples the case's (absent) ledges: there only the branch is compared
      const o = new Float32Array(4);
      const r = R.kk_params(mem, kk, o);
      return r === 0 ? [hi(0)] : [hi(1), ...[...o].map(hf)];
    }
    case "edgemoments": {
      const v = a.map(d);
      const acc = vec3(v[9], v[10], v[11]);
      const before = [acc.x, acc.y, acc.z];
      (R.edge_moments as Fn as (...x: unknown[]) => void)(...v.slice(0, 9), acc);
      const after = [acc.x, acc.y, acc.z];
      // oracle.c prints 0 for the early return: the emitted function must then leave acc as it was
      const unchanged = after.every((x, i) => Object.is(x, before[i]));
      return oracle[0] === hi(0) && unchanged ? [hi(0)] : [hi(1), ...after.map(hd)];
    }
    case "invsqrt4":
      return [hd(R.invsqrt4(f(a[0])))];
    case "invsqrt5":
      return [hd(R.invsqrt5(d(a[0])))];
    default:
      return null;
  }
}
