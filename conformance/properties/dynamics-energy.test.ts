// The friction system never makes energy (issue 14): a ball rolling freely on a flat floor (no
// force, random radius, mass, friction, damping, linear and angular velocity) never gains kinetic
// energy ½m|v|² + ½Σ I_i ω_i², PSI by PSI, over 300 random starts of 120 PSIs each. The one
// allowance is f32 storage: each of the six velocity components is rounded once after the solve,
// which can raise its square by at most 2^-23 relative, so KE_next ≤ KE·(1 + 2^-22) + 1e-15.
import { describe, expect, it } from "vitest";
import { Memory } from "../../runtime/memory.js";
import { Prng } from "../../runtime/prng.js";
import { DynScene, dyn_ball, dyn_scene_flat, dyn_step } from "../generated/ivp/dynamics/support/dyn_fixtures.generated.js";
import type { DynCore } from "../../generated/ivp/dynamics/core.generated.js";

const energy = (dc: DynCore, m: number) => {
  const v = dc.velocity, w = dc.rot_speed, I = dc.inertia;
  return 0.5 * m * (v.x * v.x + v.y * v.y + v.z * v.z) + 0.5 * (I.x * w.x * w.x + I.y * w.y * w.y + I.z * w.z * w.z);
};

describe("a ball rolling freely on a flat floor never gains kinetic energy", () => {
  it("300 random starts (radius, mass, friction, damping, v, ω), 120 PSIs each", () => {
    const rng = new Prng(0xe4e7);
    const mem = new Memory(1 << 24);
    let checked = 0, sliding = 0, rolling = 0, lost = 0;
    for (let run = 0; run < 300; run++) {
      const s = new DynScene();
      dyn_scene_flat(mem, s, 200, -9.81, rng.range(0.2, 1), 0.0);
      const r = rng.range(0.5, 2), m = rng.range(1, 10);
      const b = dyn_ball(mem, s, rng.range(-20, 20), rng.range(-20, 20), r + 0.0155, r, m, rng.range(0.2, 1), 0, rng.int(2) ? 0 : rng.range(0, 0.5), rng.int(2) ? 0 : rng.range(0, 0.5));
      const env = s.w.env;
      let k = 0;
      while (env.impacts === 0 && k < 30) { dyn_step(mem, s); k++; }
      expect(env.impacts).toBe(1);
      dyn_step(mem, s);
      const c = env.objects[b].core!;
      const dc = s.w.dyn.cores[c.id];
      const a = rng.range(0, 2 * Math.PI), sp = rng.range(0, 10);
      dc.velocity.x = Math.fround(sp * Math.cos(a));
      dc.velocity.y = Math.fround(sp * Math.sin(a));
      dc.velocity.z = 0;
      dc.rot_speed.x = Math.fround(rng.range(-10, 10));
      dc.rot_speed.y = Math.fround(rng.range(-10, 10));
      dc.rot_speed.z = Math.fround(rng.range(-10, 10));
      let e = energy(dc, c.mass);
      const e0 = e;
      for (let i = 0; i < 120; i++) {
        dyn_step(mem, s);
        const e1 = energy(dc, c.mass);
        expect(e1, `run ${run}, PSI ${i}: ${e1} after ${e}`).toBeLessThanOrEqual(e * (1 + 2 ** -22) + 1e-15);
        e = e1;
        checked++;
      }
      if (s.w.dyn.contacts.some((x) => x.live && x.sliding)) sliding++; else rolling++;
      if (e < e0 * 0.999) lost++;
      expect(env.impacts, "no further impact: the ball stays on the floor").toBe(1);
    }
    expect(checked).toBe(300 * 120);
    // the starts cover both regimes: still sliding after 120 PSIs, and rolling
    expect(rolling).toBeGreaterThan(30);
    expect(lost).toBeGreaterThan(100);
    console.log(`energy: ${checked} PSIs checked; ${rolling} rolling, ${sliding} still sliding at the end; ${lost} lost energy`);
  }, 120_000);
});
