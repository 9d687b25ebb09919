// A1/A5 (000 §8.4 L4113, §3.11 L2091): the convex minimize (poly driver, FF_init, PF, PK, PP, KK
// and their cores) against brute-force closest features of two convex ledges (boxes and hulls of
// random points) on random separated poses, from random starting features (every legal table
// entry: PP, PK, KP, PF, FP, KK, FF). Per case: rc 1 (after the INVALID retry when the two passes
// end on a backside), or rc 2 where the loop hash ends a cycle of the walk (counted: D-MINIMIZE-13);
// the sorted statuses are one of PP, PK, PF, KK (000 §3.13.R3) and never
// face-face (C22); len within the bound of D-MINIMIZE-10; where the closest feature pair is
// unique, the final features of both synapses and the normal (from sorted synapse 1 toward 0).
import { describe, expect, it } from "vitest";
import { Prng } from "../../runtime/prng.js";
import { MzWorld, RUNS, lenBound, normalBound, randomQuat } from "./minimize-harness.js";
import { TAU, cross, dot, engineFeature, ledgeVsLedge, norm, separatedBy, sub, type V3 } from "./minimize-brute.js";
import { mindist_sort_flag } from "../../generated/ivp/mindist/mindist.generated.js";

/** The legal starting pairs (statuses of synapse 0, 1): KF and FK are the table's illegal entries. */
const STARTS: [number, number][] = [[0, 0], [0, 1], [1, 0], [0, 2], [2, 0], [1, 1], [2, 2]];

describe("A1/A5: convex minimize against brute-force closest features (000 L4113, L2091)", () => {
  it(`convex vs convex (boxes, hulls): ${RUNS} random separated poses`, () => {
    const rng = new Prng(4114);
    const w = new MzWorld();
    const ca = w.core();
    const cb = w.core();
    const A = w.poly(ca);
    const B = w.poly(cb);
    const md = w.pair(A, 0, 0, B, 0, 0);
    const s = { runs: 0, unique: 0, retried: 0, loops: 0, worstLen: 0, worstN: 0, rc: {} as Record<string, number>, final: {} as Record<string, number>, start: {} as Record<string, number> };
    const pool = w.convexPool(rng, 400);
    const ledge = () => pool[rng.int(pool.length)];
    while (s.runs < RUNS) {
      const la = ledge();
      const lb = ledge();
      w.pose(ca, [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)], randomQuat(rng));
      const pb: V3 = [rng.range(-3, 3), rng.range(-3, 3), rng.range(-3, 3)];
      w.pose(cb, pb, randomQuat(rng));
      w.tick();
      let bA = w.brute(A, la);
      let bB = w.brute(B, lb);
      let r = ledgeVsLedge(bA, bB, 1e-5 * Math.max(bA.scale, bB.scale), TAU * Math.max(bA.scale, bB.scale));
      // overlapping ledges are no case for the distance (the minimize then reports a backside)
      if (!separatedBy(bA, bB, r)) continue;
      if (rng.int(2) === 0) {
        // near contact: move B toward A along the closest direction, to a distance in [1e-4, 0.1]
        const dir = sub(r.pb, r.pa);
        const t = (r.d - rng.range(1e-4, 0.1)) / r.d;
        if (t > 0) {
          w.pose(cb, [pb[0] - dir[0] * t, pb[1] - dir[1] * t, pb[2] - dir[2] * t], [cb.q_world_f_core_last_psi[0], cb.q_world_f_core_last_psi[1], cb.q_world_f_core_last_psi[2], cb.q_world_f_core_last_psi[3]]);
          w.tick();
          bA = w.brute(A, la);
          bB = w.brute(B, lb);
          r = ledgeVsLedge(bA, bB, 1e-5 * Math.max(bA.scale, bB.scale), TAU * Math.max(bA.scale, bB.scale));
          if (!separatedBy(bA, bB, r)) continue;
        }
      }
      const [s0, s1] = STARTS[rng.int(STARTS.length)];
      s.start[`${s0}${s1}`] = (s.start[`${s0}${s1}`] ?? 0) + 1;
      md.syn[0].edge = w.randomEdge(rng, la);
      md.syn[0].status = s0;
      md.syn[1].edge = w.randomEdge(rng, lb);
      md.syn[1].status = s1;
      if (mindist_sort_flag(md) !== 0) md.flags ^= 0x100;
      let rc = w.recalc(md);
      s.runs++;
      s.rc[rc] = (s.rc[rc] ?? 0) + 1;
      for (let retry = 0; rc === 3 && retry < 3; retry++) {
        expect(md.syn[0].status !== 5 && md.syn[1].status !== 5, "C23: status 5 is fixed").toBe(true);
        w.tick();
        rc = w.recalc(md);
        s.retried++;
      }
      if (rc === 2) {
        // D-MINIMIZE-13: the loop hash ends a cycle of the walk (000 §3.9.1 rc 2); for separated
        // ledges (d >= 1e-4) PP's coincident-point rc 2 cannot occur, so this is a detected loop
        s.loops++;
        continue;
      }
      expect(rc, `case ${s.runs}: rc`).toBe(1);
      const k = mindist_sort_flag(md);
      const sorted = `${md.syn[k].status}${md.syn[k ^ 1].status}`;
      s.final[sorted] = (s.final[sorted] ?? 0) + 1;
      expect(["00", "01", "02", "11"], `case ${s.runs}: sorted statuses`).toContain(sorted);
      // the bound: for a KK end, the edges' distance and angle (world)
      let kk: { dist: number; sin: number } | undefined;
      if (sorted === "11") {
        const end = (b: typeof bA, e: number): [V3, V3] => {
          const t = (e - b.l - 16) >> 4;
          const j = ((e & 0xc) >> 2) - 1;
          return [b.world[b.triPts[t][j]], b.world[b.triPts[t][(j + 1) % 3]]];
        };
        const [a0, a1] = end(bA, md.syn[0].edge);
        const [b0, b1] = end(bB, md.syn[1].edge);
        const da = sub(a1, a0);
        const db = sub(b1, b0);
        kk = { dist: norm(sub(b0, a0)), sin: norm(cross(da, db)) / (norm(da) * norm(db)) };
      }
      const scale = Math.max(bA.scale, bB.scale);
      const pmax = Math.max(bA.pmax, bB.pmax);
      const bound = lenBound({ len: r.d, scale, poly: true, pmax, kk });
      const err = Math.abs(md.len_numerator - r.d);
      s.worstLen = Math.max(s.worstLen, err / bound);
      expect(err, `case ${s.runs}: len ${md.len_numerator} vs ${r.d}`).toBeLessThanOrEqual(bound);
      if (r.pair !== null) {
        s.unique++;
        const got = `${engineFeature(w.mem, bA, md.syn[0].status, md.syn[0].edge)}|${engineFeature(w.mem, bB, md.syn[1].status, md.syn[1].edge)}`;
        expect(got, `case ${s.runs}: features`).toBe(r.pair);
        // from sorted synapse 1 toward sorted synapse 0
        const nb = k === 0 ? sub(r.pa, r.pb) : sub(r.pb, r.pa);
        const nl = norm(nb);
        const n: V3 = [md.contact_plane.x, md.contact_plane.y, md.contact_plane.z];
        const dn = norm(sub(n, [nb[0] / nl, nb[1] / nl, nb[2] / nl]));
        const nbnd = normalBound({ d: r.d, scale, poly: true, pmax, kkSin: kk?.sin });
        s.worstN = Math.max(s.worstN, dn / nbnd);
        expect(dn, `case ${s.runs}: normal`).toBeLessThanOrEqual(nbnd);
        expect(dot(n, n)).toBeGreaterThan(0.99);
      }
    }
    console.log(`convex vs convex: ${s.runs} runs from ${JSON.stringify(s.start)}, rc ${JSON.stringify(s.rc)} (${s.retried} further recalcs after rc 3; ${s.loops} detected loops), final sorted ${JSON.stringify(s.final)}, unique feature pair ${s.unique} (all equal), worst len error / bound ${s.worstLen.toExponential(2)}, worst normal error / bound ${s.worstN.toExponential(2)}`);
  });
});
