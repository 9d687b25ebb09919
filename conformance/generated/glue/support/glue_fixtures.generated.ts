// GENERATED FILE: do not edit. Engine module glue.tests.glue_fixtures: Test fixtures for the glue: a manager with a mesh library (a floor, a wall, a box), entities, Physicalize with the game's values, frames from spec/glue/tests/glue_fixtures.spec (sha256 1e115c36f33bd47f).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Memory, Vec3 } from "../../../../runtime/index.js";
import { glue_set_values_input } from "../../../../generated/glue/blocks.generated.js";
import { glue_behavior_new, glue_set_globals_pins } from "../../../../generated/glue/commands.generated.js";
import { glue_entity, glue_entity_add } from "../../../../generated/glue/entity.generated.js";
import { glue_frame, glue_manager_init } from "../../../../generated/glue/frame.generated.js";
import { PhysicalizeParams, glue_physicalize, glue_physicalize_defaults } from "../../../../generated/glue/physicalize.generated.js";
import { BB_PHYSICALIZE, BB_SET_PHYSICS_GLOBALS, GlueEntity, PhysicsManager, copy_PhysicsManager, reset_PhysicsManager } from "../../../../generated/glue/records.generated.js";
import { GlueMeshLibrary, copy_GlueMeshLibrary, glue_library_add_mesh, reset_GlueMeshLibrary } from "../../../../generated/glue/surfaces.generated.js";
import { IvpDynamics } from "../../../../generated/ivp/dynamics/world.generated.js";
import { PhysCoreView } from "../../../../generated/ivp/objects/real_object.generated.js";

export const TN_FLOOR_GROUP: number = 0;
export const TN_BALL_GROUP: number = 1;
export const TN_FLOOR_SURFACE: number = 2;
export const TN_BALL_SURFACE: number = 3;
export const TN_WALL_SURFACE: number = 4;
export const TN_BOX_SURFACE: number = 5;

/** A test scene: the manager, its mesh library, the meshes, and one behavior of each kind. */
export class GlueScene {
  m: PhysicsManager = new PhysicsManager();
  lib: GlueMeshLibrary = new GlueMeshLibrary();
  /** a 40 × 40 floor at y = 0 (two triangles), a wall at x = 10 (y 0..6), a 2 × 2 × 2 box, an empty mesh */
  floor_mesh: number = 0;
  wall_mesh: number = 0;
  box_mesh: number = 0;
  empty_mesh: number = 0;
  /** a Physicalize instance, a Set Physics Globals instance */
  phys: number = 0;
  globals: number = 0;
}

/** Puts a GlueScene back into the zero state `new GlueScene()` gives, in place. */
export function reset_GlueScene(s: GlueScene): void {
  reset_PhysicsManager(s.m);
  reset_GlueMeshLibrary(s.lib);
  s.floor_mesh = 0;
  s.wall_mesh = 0;
  s.box_mesh = 0;
  s.empty_mesh = 0;
  s.phys = 0;
  s.globals = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueScene(dst: GlueScene, src: GlueScene): void {
  copy_PhysicsManager(dst.m, src.m);
  copy_GlueMeshLibrary(dst.lib, src.lib);
  dst.floor_mesh = src.floor_mesh;
  dst.wall_mesh = src.wall_mesh;
  dst.box_mesh = src.box_mesh;
  dst.empty_mesh = src.empty_mesh;
  dst.phys = src.phys;
  dst.globals = src.globals;
}

/**
 * Names as the glue's byte strings: 0 "Floor", 1 "Ball", 2 "Phys_Floors", 3 "Ball_Stone", 4 "Wall", 5 "Box".
 *
 * @design Test helper: names.
 * @unit B03
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:32
 */
export function glue_test_name(which: number, name: number[]): void {
  name.length = 0;
  if (which === TN_FLOOR_GROUP) {
    name.push(70);
    name.push(108);
    name.push(111);
    name.push(111);
    name.push(114);
  } else if (which === TN_BALL_GROUP) {
    name.push(66);
    name.push(97);
    name.push(108);
    name.push(108);
  } else if (which === TN_FLOOR_SURFACE) {
    name.push(80);
    name.push(104);
    name.push(121);
    name.push(115);
    name.push(95);
    name.push(70);
    name.push(108);
    name.push(111);
    name.push(111);
    name.push(114);
    name.push(115);
  } else if (which === TN_BALL_SURFACE) {
    name.push(66);
    name.push(97);
    name.push(108);
    name.push(108);
    name.push(95);
    name.push(83);
    name.push(116);
    name.push(111);
    name.push(110);
    name.push(101);
  } else if (which === TN_WALL_SURFACE) {
    name.push(87);
    name.push(97);
    name.push(108);
    name.push(108);
  } else if (which === TN_BOX_SURFACE) {
    name.push(66);
    name.push(111);
    name.push(120);
  }
}

/**
 * A new scene: the manager with its library, the meshes, gravity (0, −20, 0), time factor 2.
 *
 * @design Test fixture: a manager with the game's globals.
 * @unit B22, B25
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:83
 */
export function glue_scene_new(mem: Memory, s: GlueScene): void {
  glue_manager_init(mem, s.m, s.lib);
  const fv: Vec3[] = [];
  fv.push(Object.assign(new Vec3(), { x: -20, y: 0, z: -20 }));
  fv.push(Object.assign(new Vec3(), { x: 20, y: 0, z: -20 }));
  fv.push(Object.assign(new Vec3(), { x: 20, y: 0, z: 20 }));
  fv.push(Object.assign(new Vec3(), { x: -20, y: 0, z: 20 }));
  s.floor_mesh = glue_library_add_mesh(s.lib, fv, [0, 1, 2, 0, 2, 3]);
  const wv: Vec3[] = [];
  wv.push(Object.assign(new Vec3(), { x: 10, y: 0, z: -20 }));
  wv.push(Object.assign(new Vec3(), { x: 10, y: 6, z: -20 }));
  wv.push(Object.assign(new Vec3(), { x: 10, y: 6, z: 20 }));
  wv.push(Object.assign(new Vec3(), { x: 10, y: 0, z: 20 }));
  s.wall_mesh = glue_library_add_mesh(s.lib, wv, [0, 1, 2, 0, 2, 3]);
  const bv: Vec3[] = [];
  for (let i = 0; i < 8; i++) {
    let x: number = -1;
    let y: number = -1;
    let z: number = -1;
    if ((i & 1) !== 0) {
      x = 1;
    }
    if ((i & 2) !== 0) {
      y = 1;
    }
    if ((i & 4) !== 0) {
      z = 1;
    }
    bv.push(Object.assign(new Vec3(), { x: x, y: y, z: z }));
  }
  s.box_mesh = glue_library_add_mesh(s.lib, bv, []);
  const ev: Vec3[] = [];
  s.empty_mesh = glue_library_add_mesh(s.lib, ev, []);
  s.phys = glue_behavior_new(s.m, BB_PHYSICALIZE, 0);
  s.globals = glue_behavior_new(s.m, BB_SET_PHYSICS_GLOBALS, 0);
  glue_set_globals_pins(s.m, s.globals, 0, -20, 0, 2);
  glue_set_values_input(s.m, s.globals);
}

/**
 * Adds entity `id` at (x, y, z) with no rotation and scale 1.
 *
 * @design Test fixture: an entity.
 * @unit B26
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:125
 */
export function glue_scene_entity(s: GlueScene, id: number, x: number, y: number, z: number): void {
  glue_entity_add(s.m, id);
  const e: GlueEntity = glue_entity(s.m, id);
  e.matrix[12] = x;
  e.matrix[13] = y;
  e.matrix[14] = z;
}

/**
 * Physicalize of a level floor (003 L187-191: fixed, 1 concave, 0.7 / 0.3 / 1, group Floor) for
 * entity `id` over mesh `mesh` with Collision Surface and group names `surface` and `group` (TN_*);
 * returns the object.
 *
 * @design Test fixture: a floor as Levelinit physicalizes it.
 * @unit B08
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:138
 */
export function glue_scene_floor(mem: Memory, s: GlueScene, id: number, mesh: number, surface: number, group: number): number {
  const p: PhysicalizeParams = new PhysicalizeParams();
  glue_physicalize_defaults(p);
  p.fixed = true;
  p.friction = 0.699999988079071 /* 0.7f */;
  p.elasticity = 0.30000001192092896 /* 0.3f */;
  p.mass = 1;
  p.auto_mass_center = false;
  glue_test_name(group, p.group);
  glue_test_name(surface, p.surface);
  p.concave.push(mesh);
  return glue_physicalize(mem, s.m, s.phys, id, p);
}

/**
 * Physicalize of a player ball (003 L177-185: Ball Count 1, radius 2, group Ball; Ball_Stone's
 * 0.5 / 0.1 / 10, damping 0.3 / 0.1 unless the case changes them) for entity `id`; returns the object.
 *
 * @design Test fixture: a ball as the BallManager physicalizes it.
 * @unit B08
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:156
 */
export function glue_scene_ball(mem: Memory, s: GlueScene, id: number, friction: number, elasticity: number, mass: number, lin_damp: number, rot_damp: number): number {
  const p: PhysicalizeParams = new PhysicalizeParams();
  glue_physicalize_defaults(p);
  p.friction = friction;
  p.elasticity = elasticity;
  p.mass = mass;
  p.lin_damp = lin_damp;
  p.rot_damp = rot_damp;
  p.auto_mass_center = false;
  glue_test_name(TN_BALL_GROUP, p.group);
  glue_test_name(TN_BALL_SURFACE, p.surface);
  p.ball_radius.push(2);
  return glue_physicalize(mem, s.m, s.phys, id, p);
}

/**
 * The stone ball (003 L184).
 *
 * @design Test fixture: Ball_Stone.
 * @unit B08
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:174
 */
export function glue_scene_stone(mem: Memory, s: GlueScene, id: number): number {
  return glue_scene_ball(mem, s, id, 0.5, 0.10000000149011612 /* 0.1f */, 10, 0.30000001192092896 /* 0.3f */, 0.10000000149011612 /* 0.1f */);
}

/**
 * A loose wooden ball of a sector (P_Ball_Wood, 003 L199: 0.6 / 0.2, mass 2, 0.6 / 0.1, radius 2, no
 * group, Auto Mass Center 0) for entity `id`; returns the object.
 *
 * @design Test fixture: a sector ball.
 * @unit B08
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:182
 */
export function glue_scene_loose_ball(mem: Memory, s: GlueScene, id: number): number {
  const p: PhysicalizeParams = new PhysicalizeParams();
  glue_physicalize_defaults(p);
  p.friction = 0.6000000238418579 /* 0.6f */;
  p.elasticity = 0.20000000298023224 /* 0.2f */;
  p.mass = 2;
  p.lin_damp = 0.6000000238418579 /* 0.6f */;
  p.rot_damp = 0.10000000149011612 /* 0.1f */;
  p.auto_mass_center = false;
  glue_test_name(TN_BALL_SURFACE, p.surface);
  p.ball_radius.push(2);
  return glue_physicalize(mem, s.m, s.phys, id, p);
}

/**
 * Physicalize of a loose box (P_Box, 003 L196: 0.7 / 0.3, mass 1, 0.1 / 0.1, not fixed, no group).
 *
 * @design Test fixture: a sector box.
 * @unit B08
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:199
 */
export function glue_scene_box(mem: Memory, s: GlueScene, id: number, start_frozen: boolean): number {
  const p: PhysicalizeParams = new PhysicalizeParams();
  glue_physicalize_defaults(p);
  p.friction = 0.699999988079071 /* 0.7f */;
  p.elasticity = 0.30000001192092896 /* 0.3f */;
  p.mass = 1;
  p.auto_mass_center = false;
  p.start_frozen = start_frozen;
  glue_test_name(TN_BOX_SURFACE, p.surface);
  p.convex.push(s.box_mesh);
  return glue_physicalize(mem, s.m, s.phys, id, p);
}

/**
 * Runs n frames of delta_ms each.
 *
 * @design Test driver: n frames.
 * @unit B23
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:215
 */
export function glue_scene_frames(mem: Memory, s: GlueScene, n: number, delta_ms: number): void {
  for (let i = 0; i < n; i++) {
    glue_frame(mem, s.m, delta_ms);
  }
}

/**
 * The object's core.
 *
 * @design Test helper: the core of an object.
 * @unit B26
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:224
 */
export function glue_scene_core(s: GlueScene, obj: number): PhysCoreView {
  return s.m.world.env.objects[obj].core!;
}

/**
 * The live force controllers of the world.
 *
 * @design Test helper: live controllers.
 * @unit B09
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:231
 */
export function glue_scene_live_forces(s: GlueScene): number {
  let n: number = 0;
  const d: IvpDynamics = s.m.world.dyn;
  for (let i = 0; i < d.forces.length; i++) {
    if (d.forces[i].live) {
      n = (n + 1) | 0;
    }
  }
  return n;
}

/**
 * The number of messages of `code` printed so far.
 *
 * @design Test helper: count of messages of one code.
 * @unit B02
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:245
 */
export function glue_scene_messages(s: GlueScene, code: number): number {
  let n: number = 0;
  for (let i = 0; i < s.m.messages.length; i++) {
    if (s.m.messages[i].code === code) {
      n = (n + 1) | 0;
    }
  }
  return n;
}

/**
 * The number of outputs of `output` fired in the last frame (or since the host's last clear).
 *
 * @design Test helper: count of outputs.
 * @unit B16
 * @float x87
 * @spec spec/glue/tests/glue_fixtures.spec:258
 */
export function glue_scene_outputs(s: GlueScene, output: number): number {
  let n: number = 0;
  for (let i = 0; i < s.m.outputs.length; i++) {
    if (s.m.outputs[i].output === output) {
      n = (n + 1) | 0;
    }
  }
  return n;
}
