// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.api_tests from spec/ivp/mindist/tests/api_tests.spec (sha256 146352b81ef65749).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { FakeWorld, ScriptedSolvers, fake_world } from "../support/fakes.generated.js";
import { PoseScratch } from "../../../../../generated/ivp/mindist/cache.generated.js";
import { kinematic_track_of } from "../../../../../generated/ivp/mindist/kinematic.generated.js";
import { ivp_env_add_ball, ivp_env_add_core, ivp_env_add_polygon, ivp_env_script_core, ivp_env_script_segment, ivp_env_script_turn, ivp_env_simulate_dt, ivp_env_simulate_until } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { PhysCoreView } from "../../../../../generated/ivp/objects/real_object.generated.js";

describe("the collision timeline's API refuses bad input and changes nothing", () => {
  it("a non-finite core position is refused; no core is added [000:L4105]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    fake_world(mem, w, s, false);
    const n: number = w.env.cores.length;
    $expect.asserts(() => {
      ivp_env_add_core(w.env, 0, 0 / 0, 1, true);
    }, "argument 1 must be a finite vector", "spec/ivp/mindist/tests/api_tests.spec:10");
    $expect.asserts(() => {
      ivp_env_add_core(w.env, 1 / 0, 0, 1, true);
    }, "argument 1 must be a finite vector", "spec/ivp/mindist/tests/api_tests.spec:13");
    $expect.compare(w.env.cores.length, "==", n, "i32", mode, "spec/ivp/mindist/tests/api_tests.spec:16");
  });

  it("a ball radius that is not finite and positive is refused; no object is added [000:L4105]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    fake_world(mem, w, s, false);
    const c: PhysCoreView = ivp_env_add_core(w.env, 0, 0, 1, true);
    const n: number = w.env.objects.length;
    $expect.asserts(() => {
      ivp_env_add_ball(w.env, c, -1);
    }, "radius must be finite and positive", "spec/ivp/mindist/tests/api_tests.spec:25");
    $expect.asserts(() => {
      ivp_env_add_ball(w.env, c, Math.fround(0 / 0));
    }, "radius must be finite and positive", "spec/ivp/mindist/tests/api_tests.spec:28");
    $expect.compare(w.env.objects.length, "==", n, "i32", mode, "spec/ivp/mindist/tests/api_tests.spec:31");
    $expect.compare(c.objects.length, "==", 0, "i32", mode, "spec/ivp/mindist/tests/api_tests.spec:32");
  });

  it("a second polygon on one core is refused before anything is added [000:L4105]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    fake_world(mem, w, s, false);
    const n: number = w.env.objects.length;
    $expect.asserts(() => {
      ivp_env_add_polygon(mem, w.env, w.floor!.core!, w.floor_sm);
    }, "already carries an object", "spec/ivp/mindist/tests/api_tests.spec:40");
    $expect.compare(w.env.objects.length, "==", n, "i32", mode, "spec/ivp/mindist/tests/api_tests.spec:43");
    $expect.compare(w.env.ov.objects.length, "==", n, "i32", mode, "spec/ivp/mindist/tests/api_tests.spec:44");
  });

  it("scripts: a static core, a second track, a segment before the last one, a non-unit turn are refused [000:L4105]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    fake_world(mem, w, s, false);
    $expect.asserts(() => {
      ivp_env_script_core(w.env, w.floor!.core!, 0, 0, 0, 0, 0, 0);
    }, "is static", "spec/ivp/mindist/tests/api_tests.spec:51");
    const c: PhysCoreView = ivp_env_add_core(w.env, 0, 0, 1, true);
    ivp_env_script_core(w.env, c, 1, 0, 0, 0, 0, 0);
    $expect.asserts(() => {
      ivp_env_script_core(w.env, c, 1, 0, 0, 0, 0, 0);
    }, "already scripted", "spec/ivp/mindist/tests/api_tests.spec:56");
    ivp_env_script_segment(w.env, c, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0);
    $expect.asserts(() => {
      ivp_env_script_segment(w.env, c, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0);
    }, "is before the previous one", "spec/ivp/mindist/tests/api_tests.spec:60");
    const k: number = kinematic_track_of(w.env.kinematic, c);
    $expect.compare(w.env.kinematic.tracks[k].segments.length, "==", 2, "i32", mode, "spec/ivp/mindist/tests/api_tests.spec:64");
    const q: PoseScratch = new PoseScratch();
    q.q[3] = 0.5;
    $expect.asserts(() => {
      ivp_env_script_turn(w.env, c, q.q, 3, 0, 0, 0);
    }, "not a unit quaternion", "spec/ivp/mindist/tests/api_tests.spec:67");
    $expect.compare(w.env.kinematic.tracks[k].segments[1].t1, "==", 2, "f64", mode, "spec/ivp/mindist/tests/api_tests.spec:70");
  });

  it("simulating to a target before now, or without solvers, is refused; the clock stays [000:L4071]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const w: FakeWorld = new FakeWorld();
    const s: ScriptedSolvers = new ScriptedSolvers();
    fake_world(mem, w, s, false);
    ivp_env_simulate_until(mem, w.env, 0.1);
    const t: number = w.env.tm.current_time;
    const code: number = w.env.tm.time_code;
    $expect.asserts(() => {
      ivp_env_simulate_until(mem, w.env, 0.05);
    }, "must be finite and not before the current time", "spec/ivp/mindist/tests/api_tests.spec:80");
    $expect.asserts(() => {
      ivp_env_simulate_until(mem, w.env, 0 / 0);
    }, "must be finite and not before the current time", "spec/ivp/mindist/tests/api_tests.spec:83");
    $expect.asserts(() => {
      ivp_env_simulate_dt(mem, w.env, -1);
    }, "must be finite and not negative", "spec/ivp/mindist/tests/api_tests.spec:86");
    w.env.solvers = null;
    $expect.asserts(() => {
      ivp_env_simulate_until(mem, w.env, 0.2);
    }, "has no solvers", "spec/ivp/mindist/tests/api_tests.spec:90");
    $expect.compare(w.env.tm.current_time, "==", t, "f64", mode, "spec/ivp/mindist/tests/api_tests.spec:93");
    $expect.compare(w.env.tm.time_code, "==", code, "i32", mode, "spec/ivp/mindist/tests/api_tests.spec:94");
  });
});
