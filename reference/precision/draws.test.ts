// The draw rules (draws.ts, D-X87-15): each cites a spec line that still says what the rule keeps
// to, and what a rule draws is inside what that assertion (or loop) accepts.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DRAW_RULES } from "./draws.js";
import { Prng } from "../../runtime/prng.js";
import { ROOT } from "../x87/build.js";
import type { SlotDesc } from "./describe.js";

const f64 = (param: string): SlotDesc => ({ param, mode: "in", ty: { k: "f64" } });
const rec = (param: string, name: string): SlotDesc => ({ param, mode: "in", ty: { k: "struct", name } });
const env = (now: number) => ({ tm: { current_time: now } });

describe("draw rules", () => {
  it("cite spec lines that say what the rule keeps to", () => {
    for (const [name, r] of Object.entries(DRAW_RULES)) {
      expect(r.cites.length, name).toBeGreaterThan(0);
      for (const c of r.cites) {
        const [file, line] = c.at.split(":");
        const text = readFileSync(join(ROOT, file), "utf8").split("\n")[Number(line) - 1];
        expect(text, `${name}: ${c.at}`).toContain(c.says);
      }
    }
  });

  it("draw a simulation target that is finite, not before now and not past the recorded frame", () => {
    const slots = [{ param: "mem", mode: "inout", ty: { k: "mem" } } as SlotDesc, rec("env", "IvpEnvironment"), f64("target")];
    const rng = new Prng(7);
    for (const [now, target] of [
      [0.1, 0.12],
      [0.1, 0.05],
      [2, 2],
    ]) {
      const base = [null, env(now), target];
      for (let i = 0; i < 200; i++) {
        const args = [null, env(now * (1 + 2 ** -20)), rng.unit()];
        DRAW_RULES.ivp_env_simulate_until.draw(args, base, slots, rng);
        const t = args[2] as number;
        expect(Number.isFinite(t)).toBe(true);
        expect(t).toBeGreaterThanOrEqual((args[1] as ReturnType<typeof env>).tm.current_time);
        expect(t - (args[1] as ReturnType<typeof env>).tm.current_time).toBeLessThanOrEqual(Math.abs(target - now) * (1 + 1e-9));
      }
    }
  });

  it("draw dt ≥ 0 from a refused dt, a unit quaternion from a non-unit one, an affine matrix", () => {
    const rng = new Prng(9);
    for (let i = 0; i < 100; i++) {
      const a = [env(0.1), -rng.unit() * 4];
      DRAW_RULES.ivp_env_simulate_dt.draw(a, [env(0.1), -1], [rec("env", "IvpEnvironment"), f64("dt")], rng);
      expect(a[1] as number).toBeGreaterThanOrEqual(1 / 64);
      expect(a[1] as number).toBeLessThanOrEqual(1);

      const q = [rng.unit() - 0.5, rng.unit() - 0.5, 0, 0.5 * rng.unit()];
      const slots: SlotDesc[] = [rec("env", "IvpEnvironment"), rec("c", "PhysCoreView"), { param: "q1", mode: "in", ty: { k: "fixed", elem: { k: "f64" } } }];
      DRAW_RULES.ivp_env_script_turn.draw([null, null, q], [], slots, rng);
      // the assertion's own expression (timeline.spec:252), in its order
      const nq = q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3];
      expect(Math.abs(nq - 1)).toBeLessThan(1e-12);

      const m = Array.from({ length: 16 }, () => Math.fround(rng.unit() * 100));
      const recorded = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 100, 100, 100, 1];
      const ms: SlotDesc[] = [
        rec("m", "PhysicsManager"),
        { param: "id", mode: "in", ty: { k: "int" } },
        { param: "mat", mode: "in", ty: { k: "fixed", elem: { k: "f32" } } },
      ];
      DRAW_RULES.glue_entity_set_matrix.draw([null, 2, m], [null, 2, recorded], ms, rng);
      expect([m[3], m[7], m[11], m[15]]).toEqual([0, 0, 0, 1]);
    }
  });

  it("draw a segment start not before the core's last segment", () => {
    const rng = new Prng(3);
    const c = { id: 1 };
    const e = {
      kinematic: {
        tracks: [
          { core: {}, segments: [] },
          { core: c, segments: [{ t0: 0 }, { t0: 2 }] },
        ],
      },
    };
    const slots = [rec("env", "IvpEnvironment"), rec("c", "PhysCoreView"), f64("t0")];
    for (const t0 of [1, 2, 3, 0.25]) {
      const a = [e, c, t0];
      DRAW_RULES.ivp_env_script_segment.draw(a, [e, c, t0], slots, rng);
      expect(a[2] as number).toBeGreaterThanOrEqual(2);
    }
  });

  it("draw the integer-only functions' inputs: a fresh generator record with a u32 seed, coordinates near the suite's", () => {
    const rng = new Prng(11);
    class IvpRandom {
      seed = 1;
    }
    const r = new IvpRandom();
    const seeds = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const a: unknown[] = [r];
      DRAW_RULES.ivp_random.draw(a, [r], [rec("r", "IvpRandom")], rng);
      expect(a[0]).not.toBe(r);
      expect(a[0]).toBeInstanceOf(IvpRandom);
      const seed = (a[0] as IvpRandom).seed;
      expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
      seeds.add(seed);
      const int = (param: string): SlotDesc => ({ param, mode: "in", ty: { k: "int" } });
      const b = [-3, 0, 0, 1];
      DRAW_RULES.ov_parent_coord.draw(b, [-3, 0, 0, 1], ["rx", "nx", "nlevel", "plevel"].map(int), rng);
      expect(Math.abs((b[0] as number) + 3)).toBeLessThanOrEqual(1024);
      expect(Math.abs(b[1] as number)).toBeLessThanOrEqual(1024);
      expect(b.slice(2)).toEqual([0, 1]);
    }
    expect(r.seed).toBe(1);
    expect(seeds.size).toBeGreaterThan(95);
  });

  it("draw shorter scenarios: a seam run from now up to the recorded end, a timeline run of at least one frame", () => {
    const rng = new Prng(5);
    const x = (now: number) => ({ w: { env: env(now) } });
    const lens: number[] = [];
    for (let i = 0; i < 500; i++) {
      const a = [x(0.5), 5];
      DRAW_RULES.seam_run.draw(a, [x(0.5), 5], [rec("x", "SeamWorld"), f64("until")], rng);
      const d = (a[1] as number) - 0.5;
      expect(d).toBeGreaterThanOrEqual(0.005);
      expect(d).toBeLessThanOrEqual(4.5 + 1e-12);
      lens.push(d);
      const b = [env(0), 1];
      DRAW_RULES.tl_run.draw(b, [env(0), 1], [rec("env", "IvpEnvironment"), f64("t")], rng);
      expect(b[1] as number).toBeGreaterThanOrEqual(0.02);
      expect(b[1] as number).toBeLessThanOrEqual(1);
    }
    // log-uniform: the median run is far shorter than the recorded one (cheaper inputs)
    lens.sort((a, b) => a - b);
    expect(lens[250]).toBeLessThan(0.5);
    expect(lens[499]).toBeGreaterThan(2);
  });
});
