/**
 * lockstep-physics: deterministic physics for lockstep and rollback netplay, generated from a
 * precision-typed specification of two games' engines.
 *
 * This entry point is the small public API:
 * - PS2 (the PS2 game's physics, 002): `createLevel` from a triangle list, `createWorld` with
 *   bodies of every Unit 9 kind, `move` through the kinematic sweep passes, ray, box and shape
 *   queries, and the whole world's `hash`, `snapshot` and `restore`;
 * - IVP (Ballance's physics_RT.dll, 000): `createIvpGeometry` compiles meshes into compact
 *   surfaces and answers ray casts and sphere queries with the mesh and face the game added;
 * - Ballance (the Virtools glue over IVP, 003): `parseLevel` / `generateLevel` make a level,
 *   `createBallanceWorld` the world of the physics manager with entities, Physicalize and the
 *   Building Blocks, `step` its frames, and `BallanceGame` the ball's navigation.
 *
 * Every value entering the engine is checked and rounded to the precision of the field it lands
 * in; a refused call throws PhysicsInputError and leaves the world unchanged. The full generated
 * engine (every spec function and record under the spec's names) is `lockstep-physics/engine`.
 *
 * @module
 */
export { vec3, quat, IDENTITY, ZERO, type Vec3, type Quat } from "./math.js";
export { PhysicsInputError, SnapshotError } from "./errors.js";
export { createLevel, Ps2Level, type LevelDescription } from "./ps2/level.js";
export {
  createWorld,
  Ps2World,
  type WorldOptions,
  type BodyKind,
  type BodyOptions,
  type HumanOptions,
  type SolidOptions,
  type SphereOptions,
  type ObjectBoxOptions,
  type BoxOptions,
  type CarOptions,
  type PunchBagOptions,
  type GroundFollow,
  type HumanState,
  type MoveResult,
  type RayHit,
} from "./ps2/world.js";
export { Answer, type BodyHandle, type ContactInfo, type Ps2Hooks } from "./ps2/hooks.js";
export { createIvpGeometry, IvpGeometry, type IvpMesh, type IvpFeature, type IvpRayHit } from "./ivp/geometry.js";
export {
  createBallanceWorld,
  BallanceWorld,
  type BallanceWorldOptions,
  type BlockKind,
  type PhysicalizeOptions,
  type ForcePins,
  type BlockOutput,
  type GlueMessage,
  type FrameReport,
  type ProfilerValues,
} from "./ballance/world.js";
export { parseLevel, BallanceLevel, LevelFormatError, LEVEL_FORMAT, LEVEL_VERSION, type LevelDescription as BallanceLevelDescription, type LevelSource, type MeshDescription, type ObjectDescription, type ObjectPhysicalize } from "./ballance/level.js";
export { generateLevel, type GeneratorOptions } from "./ballance/generator.js";
export { PRESETS, PRESET_NAMES, BALL_KINDS, type BallKind, type Preset, type PhysicalizeValues } from "./ballance/presets.js";
export { BallanceGame, KEY_PLUS_X, KEY_MINUS_X, KEY_PLUS_Z, KEY_MINUS_Z } from "./ballance/game.js";
