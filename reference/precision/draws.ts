// Draw rules (D-X87-15): for the few functions whose drawn inputs the spec refuses (an assertion on
// an exact value, a sign, a unit length, a time order) or whose inputs are whole scenarios, how a
// variation is drawn so that it stays inside what the function's assertions accept, or is a
// shorter scenario of the same kind. Each rule cites the assertion (or the loop) it keeps to;
// `draws.test.ts` checks that the cited line still says so. A rule runs after `vary` (values.ts)
// on the varied copy, with the recorded call's arguments beside it; it never touches the
// recorded call itself, and no assertion of the spec is changed.
import type { Prng } from "../../runtime/prng.js";
import type { SlotDesc } from "./describe.js";

export interface DrawRule {
  /** The spec line the rule keeps to, `file:line`, and a phrase of that line. */
  cites: { at: string; says: string }[];
  /** What the rule does, for the report and the decisions. */
  what: string;
  /** Rewrites the varied input `args` (the recorded call's are `base`). */
  draw(args: unknown[], base: readonly unknown[], slots: SlotDesc[], rng: Prng): void;
}

const slot = (slots: SlotDesc[], param: string): number => {
  const i = slots.findIndex((s) => s.param === param);
  if (i < 0) throw new Error(`draws: no parameter ${param}`);
  return i;
};

const num = (v: unknown): number => v as number;

/** `lo`..`hi` log-uniform (both > 0). */
function logUniform(rng: Prng, lo: number, hi: number): number {
  if (!(hi > lo)) return hi;
  return 2 ** (Math.log2(lo) + rng.unit() * (Math.log2(hi) - Math.log2(lo)));
}

interface Clocked {
  tm: { current_time: number };
}

/**
 * A target time after now: now + Δ, Δ log-uniform between `min(step, span)` and the recorded
 * call's span (|target − now|, so a recorded target before now, which the assertion refuses, still
 * gives a span): a shorter run of the same scenario, never one before the current time.
 */
function laterTarget(now: number, recorded: number, step: number, rng: Prng): number {
  const span = Math.abs(recorded - now);
  if (!(span > 0)) return now;
  return now + logUniform(rng, Math.min(step, span), span);
}

export const DRAW_RULES: Record<string, DrawRule> = {
  ivp_env_simulate_until: {
    cites: [{ at: "spec/ivp/mindist/timeline.spec:437", says: "target >= env.tm.current_time" }],
    what: "target = now + Δ, Δ log-uniform in [span/64, span] of the recorded call's span |target − now|: finite, not before now, at most the recorded frame",
    draw(args, base, slots, rng) {
      const e = slot(slots, "env");
      const t = slot(slots, "target");
      const span = Math.abs(num(base[t]) - (base[e] as Clocked).tm.current_time);
      const now = (args[e] as Clocked).tm.current_time;
      args[t] = laterTarget(now, now + span, span / 64, rng);
    },
  },
  ivp_env_simulate_dt: {
    cites: [{ at: "spec/ivp/mindist/timeline.spec:446", says: "dt >= 0.0" }],
    what: "dt log-uniform in [|dt|/64, |dt|] of the recorded dt: finite and not negative (the suite's only call, dt = −1, is the refusal case)",
    draw(args, base, slots, rng) {
      const d = slot(slots, "dt");
      const m = Math.abs(num(base[d]));
      args[d] = m > 0 ? logUniform(rng, m / 64, m) : 0;
    },
  },
  ivp_env_script_segment: {
    cites: [{ at: "spec/ivp/mindist/timeline.spec:222", says: "assert t0 >= tr.segments[n - 1].t0" }],
    what: "t0 not before the core's last segment: a drawn t0 before it is mirrored about it (the suite's t0 = 1 after a segment at 2 is the refusal case)",
    draw(args, _base, slots) {
      const t = slot(slots, "t0");
      const c = args[slot(slots, "c")];
      const env = args[slot(slots, "env")] as { kinematic: { tracks: { core: unknown; segments: { t0: number }[] }[] } };
      const tr = env.kinematic.tracks.find((k) => k.core === c);
      const last = tr?.segments[tr.segments.length - 1];
      if (last && num(args[t]) < last.t0) args[t] = last.t0 + (last.t0 - num(args[t]));
    },
  },
  ivp_env_script_turn: {
    cites: [{ at: "spec/ivp/mindist/timeline.spec:252", says: "abs(nq - 1.0) < 1e-12" }],
    what: "q1 scaled to unit length (the suite's only call, |q1| = 0.5, is the refusal case)",
    draw(args, _base, slots) {
      const q = args[slot(slots, "q1")] as number[];
      const n = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
      if (n > 0 && Number.isFinite(n)) for (let i = 0; i < 4; i++) q[i] = q[i] / n;
      else q.splice(0, 4, 0, 0, 0, 1);
    },
  },
  glue_entity_set_matrix: {
    cites: [{ at: "spec/glue/entity.spec:97", says: "mat[3] == 0.0f && mat[7] == 0.0f && mat[11] == 0.0f && mat[15] == 1.0f" }],
    what: "the affine column (mat[3], mat[7], mat[11], mat[15]) kept as recorded (0, 0, 0, 1); the other twelve values varied",
    draw(args, base, slots) {
      const i = slot(slots, "mat");
      const m = args[i] as number[];
      const b = base[i] as number[];
      for (const k of [3, 7, 11, 15]) m[k] = b[k];
    },
  },
  ivp_random: {
    cites: [{ at: "spec/ivp/objects/anomaly.spec:93", says: "r.seed = r.seed * 75" }],
    what: "a generator state drawn uniformly over the u32 seeds (every seed is accepted; the suite's calls are one run of successive seeds): the record replaced by a copy with the drawn seed",
    draw(args, _base, slots, rng) {
      const i = slot(slots, "r");
      const r = args[i] as { seed: number };
      args[i] = Object.assign(Object.create(Object.getPrototypeOf(r) as object) as object, r, { seed: rng.u32() });
    },
  },
  ov_parent_coord: {
    cites: [{ at: "spec/ivp/space/ov_tree.spec:519", says: "assert k >= -1022 && k <= 1023" }],
    what: "the coordinates rx and nx drawn within ±1024 of the recorded ones, the levels as recorded (inside ov_pow2's range, as the suite's calls are)",
    draw(args, base, slots, rng) {
      for (const p of ["rx", "nx"]) {
        const i = slot(slots, p);
        args[i] = num(base[i]) + rng.int(2049) - 1024;
      }
    },
  },
  seam_run: {
    cites: [{ at: "spec/ivp/mindist/tests/seam_tests.spec:93", says: "while t < until" }],
    what: "a shorter run of the seam scene: until = now + Δ, Δ log-uniform in [0.005, recorded until − now] (one PSI step to the whole recorded 5 s)",
    draw(args, base, slots, rng) {
      const x = slot(slots, "x");
      const u = slot(slots, "until");
      const now = (args[x] as { w: { env: Clocked } }).w.env.tm.current_time;
      const was = (base[x] as { w: { env: Clocked } }).w.env.tm.current_time;
      args[u] = laterTarget(now, now + (num(base[u]) - was), 0.005, rng);
    },
  },
  tl_run: {
    cites: [{ at: "spec/ivp/mindist/tests/timeline_tests.spec:43", says: "while f64(k) * 0.02 <= t" }],
    what: "a shorter run of the timeline scene: t log-uniform in [0.02, recorded t] (one frame of 1/50 s to the whole recorded second)",
    draw(args, base, slots, rng) {
      const t = slot(slots, "t");
      args[t] = logUniform(rng, Math.min(0.02, num(base[t])), num(base[t]));
    },
  },
};
