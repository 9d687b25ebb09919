// The dynamics' host API refuses bad input (issue 14, COMMON "Boundaries"): every case throws with a
// message naming the argument, and leaves the world's state hash unchanged; the world then runs on
// as if nothing had been asked.
import { describe, expect, it } from "vitest";
import { Memory } from "../../runtime/memory.js";
import { StateHasher } from "../../runtime/hash.js";
import {
  IvpWorld, hash_IvpWorld, ivp_world_add_ball, ivp_world_add_force, ivp_world_add_polygon, ivp_world_enable_collision,
  ivp_world_freeze, ivp_world_impulse, ivp_world_push, ivp_world_remove_force, ivp_world_set_force, ivp_world_set_gravity,
  ivp_world_simulate_dt, ivp_world_simulate_until, ivp_world_wake,
} from "../../generated/ivp/dynamics/world.generated.js";
import { DynScene, dyn_ball, dyn_scene_flat, dyn_steps } from "../generated/ivp/dynamics/support/dyn_fixtures.generated.js";

const hashOf = (w: IvpWorld) => { const h = new StateHasher(); hash_IvpWorld(w, h); return h.hex(); };

describe("the dynamics API refuses bad input and changes nothing", () => {
  it("each bad call throws naming its argument, the state hash is unchanged, and the world runs on identically", () => {
    const mk = (mem: Memory) => {
      const s = new DynScene();
      dyn_scene_flat(mem, s, 20, -20, 0.7, 0.3);
      const b = dyn_ball(mem, s, 0, 0, 2.03, 2, 10, 0.5, 0.1, 0.3, 0.1);
      const f = ivp_world_add_force(mem, s.w, b, 1, 0, 0, 0.92, 0, 0, 0);
      dyn_steps(mem, s, 20);
      return { s, b, f };
    };
    // each world in its own layout memory, built the same way (the same surface addresses)
    const mem = new Memory(1 << 24);
    const { s, b, f } = mk(mem);
    const w = s.w;
    const before = hashOf(w);
    const bad: [string, () => void, RegExp][] = [
      ["a NaN position", () => ivp_world_add_ball(w, NaN, 0, 0, 1, 1, 0.5, 0.5, 0, 0, false), /argument 2 must be a finite vector/],
      ["a zero radius", () => ivp_world_add_ball(w, 0, 0, 0, 0, 1, 0.5, 0.5, 0, 0, false), /radius 0 must be finite, positive/],
      ["an infinite radius", () => ivp_world_add_ball(w, 0, 0, 0, Infinity, 1, 0.5, 0.5, 0, 0, false), /radius Infinity/],
      ["a negative mass", () => ivp_world_add_ball(w, 0, 0, 0, 1, -1, 0.5, 0.5, 0, 0, false), /argument 4 = -1/],
      ["a negative friction", () => ivp_world_add_ball(w, 0, 0, 0, 1, 1, -0.5, 0.5, 0, 0, false), /argument 5 = -0.5/],
      ["a NaN elasticity", () => ivp_world_add_ball(w, 0, 0, 0, 1, 1, 0.5, NaN, 0, 0, false), /argument 6 = NaN/],
      ["a negative damping", () => ivp_world_add_ball(w, 0, 0, 0, 1, 1, 0.5, 0.5, -1, 0, false), /argument 7 = -1/],
      ["an unknown surface", () => ivp_world_add_polygon(mem, w, 7, 0, 0, 0, 1, 0.5, 0.5, 0, 0, false), /surface 7 does not exist/],
      ["an unknown object (collision)", () => ivp_world_enable_collision(mem, w, 99), /object 99 does not exist/],
      ["collision enabled twice", () => ivp_world_enable_collision(mem, w, b), /already in collision detection/],
      ["an unknown object (wake)", () => ivp_world_wake(mem, w, -1), /object -1 does not exist/],
      ["a NaN impulse", () => ivp_world_push(mem, w, b, NaN, 0, 0, 0, 0, 0), /argument 3 must be a finite vector/],
      ["an infinite impulse point", () => ivp_world_impulse(mem, w, b, 0, 0, 1, 0, Infinity, 0), /argument 4 must be a finite vector/],
      ["a NaN force value", () => ivp_world_add_force(mem, w, b, 1, 0, 0, NaN, 0, 0, 0), /argument 4 = NaN/],
      ["an unknown force", () => ivp_world_set_force(w, f + 5, 1, 0, 0, 1), /force controller 5 does not exist/],
      ["a force removed twice", () => { ivp_world_remove_force(w, 3); }, /force controller 3 does not exist/],
      ["a NaN gravity", () => ivp_world_set_gravity(w, 0, NaN, 0), /argument 1 must be a finite vector/],
      ["freezing the fixed floor", () => ivp_world_freeze(mem, w, s.floor), /is fixed/],
      ["a target in the past", () => ivp_world_simulate_until(mem, w, 0), /must be finite and not before the current time/],
      ["a negative dt", () => ivp_world_simulate_dt(mem, w, -0.01), /dt = -0.01 must be finite and not negative/],
    ];
    for (const [what, call, msg] of bad) {
      expect(call, what).toThrow(msg);
      expect(hashOf(w), `${what}: the state is unchanged`).toBe(before);
    }
    // the world runs on as one that was never asked
    const mem2 = new Memory(1 << 24);
    const ref = mk(mem2);
    expect(hashOf(ref.s.w)).toBe(before);
    dyn_steps(mem, s, 60);
    dyn_steps(mem2, ref.s, 60);
    expect(hashOf(w)).toBe(hashOf(ref.s.w));
  });
});
