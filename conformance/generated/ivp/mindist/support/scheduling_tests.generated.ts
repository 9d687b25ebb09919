// GENERATED FILE: do not edit. Engine module ivp.mindist.tests.scheduling_tests: 000 §4.6, §2.2.6, §2.3.3, §5.2: cases for update_exact_mindist_events (M19), the mindist event (M20), hull_limit_exceeded (M21) and the per-object passes (M25-M27) from spec/ivp/mindist/tests/scheduling_tests.spec (sha256 8ecad3d103fdc519).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory } from "../../../../../runtime/index.js";
import { FakeWorld, ScriptedSolvers, copy_FakeWorld, copy_ScriptedSolvers, fake_world, reset_FakeWorld, reset_ScriptedSolvers } from "./fakes.generated.js";
import { MINIMIZE_OK, mindist_alloc } from "../../../../../generated/ivp/mindist/env.generated.js";
import { mindist_init } from "../../../../../generated/ivp/mindist/manager.generated.js";
import { Mindist, mindist_ctor, mindist_has_event } from "../../../../../generated/ivp/mindist/mindist.generated.js";
import { ivp_env_add_ball, ivp_env_add_core } from "../../../../../generated/ivp/mindist/timeline.generated.js";
import { PhysCoreView, RealObject } from "../../../../../generated/ivp/objects/real_object.generated.js";
import { time_manager_event_time } from "../../../../../generated/ivp/time/time_manager.generated.js";

/**
 * A scripted world: a static floor, a static ball 0.5 above it whose core reports a velocity
 * (0, 0, −vz) (|v| = vz) without moving; a mindist (ball, floor) made EXACT with len `len`, normal
 * +z; the scripted solvers then answer OK with that len and the event (code, dt).
 */
export class SchedWorld {
  w: FakeWorld = new FakeWorld();
  s: ScriptedSolvers = new ScriptedSolvers();
  md: Mindist | null = null;
  ball: RealObject | null = null;
}

/** Puts a SchedWorld back into the zero state `new SchedWorld()` gives, in place. */
export function reset_SchedWorld(s: SchedWorld): void {
  reset_FakeWorld(s.w);
  reset_ScriptedSolvers(s.s);
  s.md = null;
  s.ball = null;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_SchedWorld(dst: SchedWorld, src: SchedWorld): void {
  copy_FakeWorld(dst.w, src.w);
  copy_ScriptedSolvers(dst.s, src.s);
  dst.md = src.md;
  dst.ball = src.ball;
}

/**
 * Builds the SchedWorld (see the struct).
 *
 * @design Test set-up for the scheduling cases: the solvers' answers are scripted, the speeds set by hand.
 * @unit M19
 * @float x87
 * @spec spec/ivp/mindist/tests/scheduling_tests.spec:17
 */
export function sw_build(mem: Memory, x: SchedWorld, len: number, vz: number, code: number, dt: number): void {
  x.s.rc = MINIMIZE_OK;
  x.s.set_len = true;
  x.s.len = len;
  x.s.ev_type = 0;
  fake_world(mem, x.w, x.s, false);
  const c: PhysCoreView = ivp_env_add_core(x.w.env, 0, 0, 1, false);
  const b: RealObject = ivp_env_add_ball(x.w.env, c, 0.5);
  x.ball = b;
  c.speed.x = 0;
  c.speed.y = 0;
  c.speed.z = -vz;
  c.current_speed = vz;
  // the ball counts as moving for the hull split, its core as not static (no hull demotion block)
  b.movement_state = 1;
  c.movement_state = 1;
  const md: Mindist = mindist_alloc(x.w.env);
  mindist_ctor(md, null);
  md.contact_plane.x = 0;
  md.contact_plane.y = 0;
  md.contact_plane.z = 1;
  x.md = md;
  mindist_init(mem, x.w.env, md, b, x.w.floor!, (x.w.env.ball_surface.dummy_ledge + 0x14) >>> 0, ($host.u32(x.w.floor!.surface_manager!.get_single_convex(mem), "SurfaceManager.get_single_convex (spec/ivp/mindist/tests/scheduling_tests.spec:35)") + 0x14) >>> 0);
  md.contact_plane.x = 0;
  md.contact_plane.y = 0;
  md.contact_plane.z = 1;
  x.s.ev_type = code;
  x.s.ev_dt = dt;
}

/**
 * The queued event's absolute time (base + f32 key), −1 when none.
 *
 * @design Test helper: the event time as the loop will set it.
 * @unit M19
 * @float x87
 * @spec spec/ivp/mindist/tests/scheduling_tests.spec:44
 */
export function sw_event_time(x: SchedWorld): number {
  const md: Mindist | null = x.md;
  if (!mindist_has_event(md!)) {
    return -1;
  }
  return time_manager_event_time(x.w.env.tm, md!.event);
}
