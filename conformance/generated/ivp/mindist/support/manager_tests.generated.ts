// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.manager_tests: 000 §4.3-§4.6, §2.3.3: cases for mindist_init, the manager's lists, the hull split, update_exact_mindist_events, the mindist event and hull_limit_exceeded from spec/ivp/mindist/tests/manager_tests.spec (sha256 45989e6027440ca2).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, type Vec3 } from "../../../../../runtime/index.js";
import { FakeWorld, ScriptedSolvers, fake_world } from "./fakes.generated.js";
import { MINIMIZE_OK, mindist_alloc } from "../../../../../generated/ivp/mindist/env.generated.js";
import { mindist_init } from "../../../../../generated/ivp/mindist/manager.generated.js";
import { Mindist, mindist_ctor } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { ivp_env_add_ball, ivp_env_add_core } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { PhysCoreView, RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";

/**
 * A world with scripted solvers (answers: OK, len 5, no event) and a static one-face floor.
 *
 * @design Test set-up for the manager cases.
 * @unit M16
 * @float x87
 * @spec spec/ivp/mindist/tests/manager_tests.spec:7
 */
export function mt_world(mem: Memory, w: FakeWorld, s: ScriptedSolvers): void {
  s.rc = MINIMIZE_OK;
  s.set_len = true;
  s.len = 5;
  s.ev_type = 0;
  s.ev_dt = 0;
  fake_world(mem, w, s, false);
}

/**
 * A static ball (no track) of radius r at p, no collision detection.
 *
 * @design Test set-up: a ball object on its own static core.
 * @unit M05
 * @float x87
 * @spec spec/ivp/mindist/tests/manager_tests.spec:19
 */
export function mt_static_ball(w: FakeWorld, p_x: number, p_y: number, p_z: number, r: number): RealObject {
  const c: PhysCoreView = ivp_env_add_core(w.env, p_x, p_y, p_z, false);
  return ivp_env_add_ball(w.env, c, r);
}

/**
 * A mindist of (a, b) made by the root path (ctor + mindist_init), with the edges of their
 * single-convex ledges.
 *
 * @design Test set-up: a plain mindist through mindist_init.
 * @unit M05
 * @float x87
 * @spec spec/ivp/mindist/tests/manager_tests.spec:28
 */
export function mt_mindist(mem: Memory, w: FakeWorld, a: RealObject, b: RealObject): Mindist {
  const md: Mindist = mindist_alloc(w.env);
  mindist_ctor(md, null);
  const ea: number = ($host.u32(a.surface_manager!.get_single_convex(mem), "SurfaceManager.get_single_convex (spec/ivp/mindist/tests/manager_tests.spec:31)") + 0x14) >>> 0;
  const eb: number = ($host.u32(b.surface_manager!.get_single_convex(mem), "SurfaceManager.get_single_convex (spec/ivp/mindist/tests/manager_tests.spec:32)") + 0x14) >>> 0;
  mindist_init(mem, w.env, md, a, b, ea, eb);
  return md;
}
