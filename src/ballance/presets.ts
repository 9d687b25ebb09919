// Named Physicalize presets: the values Ballance feeds its Physicalize instances (003 §2.1,
// L175-237): the three player balls (array Physicalize_GameBall in Balls.nmo, with the force column
// the Ball Navigation pushes with), the level floors (Physicalize_Floors), the sector objects, the
// FixCube anchor, the ball pieces and the PH modules. A level object names a preset and may
// override any value. Where the table leaves a cell blank the Physicalize prototype default holds
// (003 L86-97); the game's creating instances all run with Automatic Calculate Mass Center off
// (003 L234), so every preset sets it off.

/** The Physicalize values a preset sets (pins 0-9 and the Shift Mass Center setting). */
export interface PhysicalizeValues {
  /** pin 0 Fixed ? */
  fixed?: boolean;
  /** pins 1-3 */
  friction?: number;
  elasticity?: number;
  mass?: number;
  /** pin 4 Collision Group (8 characters significant; "" collides with everything) */
  group?: string;
  /** pins 5-7 */
  startFrozen?: boolean;
  enableCollision?: boolean;
  autoMassCenter?: boolean;
  /** pins 8-9, 1/s */
  linearDamping?: number;
  rotationalDamping?: number;
  /** the Shift Mass Center setting (object coordinates), used when autoMassCenter is false */
  shift?: readonly [number, number, number];
  /** Ball Count 1 with this radius (a ball body); absent for mesh bodies */
  ballRadius?: number;
}

/** A preset: its values, and for the player balls the Ball Navigation's force (an impulse per PSI). */
export interface Preset extends Readonly<PhysicalizeValues> {
  /** where 003 gives it */
  readonly source: string;
  /** the Force column of 003 L182-185 (player balls only) */
  readonly force?: number;
}

const ball = (friction: number, elasticity: number, mass: number, lin: number, rot: number, force: number): Preset => ({
  source: "003 L182-185 (Physicalize_GameBall)",
  fixed: false, friction, elasticity, mass, group: "Ball", startFrozen: false, enableCollision: true, autoMassCenter: false,
  linearDamping: lin, rotationalDamping: rot, ballRadius: 2, force,
});

const floor = (group: string): Preset => ({
  source: "003 L187-191 (Physicalize_Floors)",
  fixed: true, friction: 0.7, elasticity: 0.3, mass: 1, group, startFrozen: false, enableCollision: true, autoMassCenter: false,
  linearDamping: 0.1, rotationalDamping: 0.1,
});

const sector = (fixed: boolean, friction: number, elasticity: number, mass: number, lin: number, rot: number, radius?: number): Preset => ({
  source: "003 L193-200 (Activate Sector)",
  fixed, friction, elasticity, mass, group: "", startFrozen: false, enableCollision: true, autoMassCenter: false,
  linearDamping: lin, rotationalDamping: rot, ...(radius === undefined ? {} : { ballRadius: radius }),
});

type Row = [fixed: number, fric: number, elast: number, mass: number, group: string, frozen: number, coll: number, lin: number, rot: number, shift?: [number, number, number]];
const module_ = (r: Row): Preset => ({
  source: "003 L208-230 (PH modules)",
  fixed: r[0] === 1, friction: r[1], elasticity: r[2], mass: r[3], group: r[4], startFrozen: r[5] === 1, enableCollision: r[6] === 1,
  autoMassCenter: false, linearDamping: r[7], rotationalDamping: r[8], ...(r[9] ? { shift: r[9] } : {}),
});

/** Every named preset. */
export const PRESETS: Readonly<Record<string, Preset>> = Object.freeze({
  // player balls (003 L182-185)
  Ball_Paper: ball(0.5, 0.4, 0.2, 1.5, 0.1, 0.065),
  Ball_Stone: ball(0.5, 0.1, 10, 0.3, 0.1, 0.92),
  Ball_Wood: ball(0.8, 0.2, 1.9, 0.9, 0.1, 0.43),
  // level floors (003 L189-191): stoppers are in group Ball, so the player ball passes them
  Phys_Floors: floor("Floor"),
  Phys_FloorRails: floor("Floor"),
  Phys_FloorStopper: floor("Ball"),
  // sector objects (003 L195-200)
  P_Box: sector(false, 0.7, 0.3, 1, 0.1, 0.1),
  P_Ball_Paper: sector(false, 0.5, 0.4, 0.2, 1.5, 0.1, 2),
  P_Dome: sector(true, 0.2, 0.8, 0.2, 0.1, 0.1),
  P_Ball_Wood: sector(false, 0.6, 0.2, 2, 0.6, 0.1, 2),
  P_Ball_Stone: sector(false, 0.7, 0.1, 10, 0.2, 0.1, 2),
  // the static anchor for single-body joints (003 L202)
  FixCube: { source: "003 L202", fixed: true, friction: 0.7, elasticity: 0.4, mass: 1, group: "", startFrozen: false, enableCollision: false, autoMassCenter: false, linearDamping: 0.1, rotationalDamping: 0.1 },
  // ball pieces of the explosions (003 L204; the paper pieces' random values are the script's)
  Ball_Piece: { source: "003 L204", fixed: false, friction: 2, elasticity: 1, mass: 0.2, group: "Ball", startFrozen: false, enableCollision: true, autoMassCenter: false, linearDamping: 0.3, rotationalDamping: 0.2 },
  Ball_Piece_Stone: { source: "003 L204", fixed: false, friction: 2, elasticity: 1, mass: 0.8, group: "Ball", startFrozen: false, enableCollision: true, autoMassCenter: false, linearDamping: 0.3, rotationalDamping: 0.2 },
  // PH modules (003 L209-230): Fixed, Fric, Elast, Mass, Group, Frozen, Coll, LinD, RotD, Shift
  P_Modul_01_Filler: module_([1, 0.7, 0.4, 1, "Floor", 0, 1, 0.1, 0.1]),
  P_Modul_01_Rinne: module_([1, 0.7, 0.4, 1, "Ball", 0, 1, 0.1, 0.1]),
  P_Modul_01_Pusher: module_([0, 0.6, 0.4, 3, "Floor", 1, 1, 0.1, 1]),
  P_Modul_03_Wall: module_([0, 0.4, 0.01, 2, "", 1, 1, 0.5, 1.5]),
  P_Modul_03_Gate: module_([0, 0.4, 0, 2, "", 1, 1, 0.5, 1]),
  P_Modul_03_Floor: module_([0, 0.7, 0, 3, "", 1, 1, 1, 3]),
  P_Modul_08_Schaukel: module_([0, 0.7, 0.4, 10, "Floor", 1, 1, 0.4, 0.1]),
  P_Modul_17_Dreharme: module_([0, 0.7, 0.4, 3, "Floor", 0, 1, 3, 0.005]),
  P_Modul_19_Flaps: module_([0, 0.7, 0.4, 3, "Floor", 1, 1, 1, 0.05, [1, 1, 0]]),
  P_Modul_25_Bridge: module_([0, 0.7, 1, 3, "", 1, 1, 1, 0.05, [-2.5, 0.2, 0]]),
  P_Modul_26_Rope: module_([0, 0.7, 0.4, 1, "", 0, 0, 0.1, 0.1]),
  P_Modul_26_Sack: module_([0, 0.7, 0.4, 10, "Floor", 0, 1, 0.1, 0.1]),
  P_Modul_29_Platte: module_([0, 0.7, 0.4, 0.5, "Modul29", 1, 1, 0.1, 0.3]),
  P_Modul_29_Platte09: module_([0, 0.7, 0.4, 1, "Modul29", 1, 1, 0.1, 0.3]),
  P_Modul_30_Wippe: module_([0, 0.7, 0.4, 3, "Floor", 1, 1, 1, 1, [0, 4, 0]]),
  P_Modul_34_Kiste: module_([0, 0.8, 0.4, 1.4, "", 1, 1, 0.1, 0.1]),
  P_Modul_34_Schiebestein: module_([0, 0.5, 0.4, 1.6, "", 1, 1, 0.1, 0.1]),
  P_Modul_37_Bridge: module_([0, 0.7, 1, 3, "", 1, 1, 1, 0.05, [-7.5, 0, 0]]),
  P_Modul_41: module_([0, 0.7, 0.4, 1, "Floor", 0, 1, 0.1, 0.1]),
  PE_Balloon_Platform: module_([0, 0.7, 0.4, 4, "Floor", 1, 1, 0.1, 0.1, [0, 2, 0]]),
  PE_Balloon_Platte08: module_([0, 0.7, 0.4, 0.5, "Floor", 1, 1, 0.1, 0.1]),
  PE_Balloon_Ballon04: module_([0, 0.7, 0.4, 0.2, "", 1, 0, 1, 1]),
  PE_Box_slide: module_([0, 0.7, 0.4, 4, "", 1, 0, 1, 1]),
});

/** The three player balls, in the order `npm start` plays them. */
export const BALL_KINDS = ["Ball_Wood", "Ball_Stone", "Ball_Paper"] as const;
export type BallKind = (typeof BALL_KINDS)[number];

/** The names of every preset. */
export const PRESET_NAMES: readonly string[] = Object.freeze(Object.keys(PRESETS));
