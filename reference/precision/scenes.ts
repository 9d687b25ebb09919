// The per-scene measurement (issue 17 item 4): each scene runs twice on the reference engine, once
// with ext computed exactly (the x87) and once with every ext operation lowered (which is the
// default engine, bit for bit: the invariant probe.ts checks), side by side in one process. A
// timed scene reports the first step at which the two states' hashes differ and the drift (largest
// |Δposition|, |Δvelocity| over its bodies) after 1, 10 and 60 s of game time; a build scene (a
// surface compiled into layout memory) reports how many of the compiled bytes differ.
//
// Adding a scene is one row of SCENES: a name, a line saying what it is, and how to make it from
// the reference build's modules (imported from the build folder, so that the hand-written code the
// build copies, conformance/support/ and src/, runs on the reference engine too).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { $x } from "../x87/backend.js";
import { StateHasher } from "../../runtime/hash.js";
import { Memory } from "../../runtime/memory.js";
import type { MeasuredScene } from "./report.js";

/** A scene in motion: one step, its state's hash, its bodies' positions and velocities. */
interface Timed {
  /** Game seconds per step. */
  dt: number;
  step(): void;
  hash(): string;
  /** [x, y, z, vx, vy, vz] per body. */
  bodies(): number[][];
  /** PSIs simulated so far. */
  psis(): number;
  /** The state's root record (for naming the fields that differ). */
  root: unknown;
}

/** A build: the layout memory it filled (the bytes compared). */
interface Built {
  mem: Memory;
}

type Mod = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Load = (path: string) => Promise<Mod>;

interface SceneDef {
  name: string;
  what: string;
  /** Game seconds run (drift reported at 1, 10, 60 s where reached). */
  seconds?: number;
  timed?: (load: Load) => Promise<() => Timed>;
  built?: (load: Load) => Promise<() => Built>;
}

const DPSI = 1 / 66;
const hashOf = (fn: (s: unknown, h: StateHasher) => void, s: unknown): string => {
  const h = new StateHasher();
  fn(s, h);
  return h.hex();
};

/**
 * A scene of the dynamics' test fixtures (conformance/generated/ivp/dynamics/support/): a DynScene
 * made by `setup` (given the fixture module `fixture`, the scene helpers, the memory and the scene;
 * it returns the ball), one PSI per step.
 */
function dynScene(fixture: string, setup: (S: Mod, F: Mod, mem: Memory, s: Mod) => number): (load: Load) => Promise<() => Timed> {
  return async (load) => {
    const F = await load("conformance/generated/ivp/dynamics/support/dyn_fixtures.generated.ts");
    const S = await load(`conformance/generated/ivp/dynamics/support/${fixture}.generated.ts`);
    const W = await load("generated/ivp/dynamics/world.generated.ts");
    return () => {
      const mem = new Memory(1 << 24);
      const s = new F.DynScene() as Mod;
      const ball = setup(S, F, mem, s);
      return {
        dt: DPSI,
        step: () => F.dyn_step(mem, s),
        hash: () => hashOf(W.hash_IvpWorld, s.w),
        bodies: () => [ivpBody(s.w, ball)],
        psis: () => s.w.env.psi_count as number,
        root: s.w,
      };
    };
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ivpBody(w: any, obj: number): number[] {
  const core = w.env.objects[obj].core;
  const d = w.dyn.cores[core.id];
  return [core.position.x, core.position.y, core.position.z, d.velocity.x, d.velocity.y, d.velocity.z];
}

/** The dynamics' ball scene (conformance/support/ball-scene.ts): `count` steered stone balls in an n × n bowl. */
function ballScene(count: number, n: number): (load: Load) => Promise<() => Timed> {
  return async (load) => {
    const B = await load("conformance/support/ball-scene.ts");
    const W = await load("generated/ivp/dynamics/world.generated.ts");
    return () => {
      const sc = B.makeBallScene(count, n);
      return {
        dt: DPSI,
        step: () => B.stepBallScene(sc),
        hash: () => hashOf(W.hash_IvpWorld, sc.w),
        bodies: () => (sc.balls as number[]).map((b) => ivpBody(sc.w, b)),
        psis: () => sc.w.env.psi_count as number,
        root: sc.w,
      };
    };
  };
}

/** The `npm start` Ballance level (scenes/ballance-level.ts): the scripted ball, one 60 Hz frame per step. */
function ballanceLevel(): (load: Load) => Promise<() => Timed> {
  return async (load) => {
    const L = await load("scenes/ballance-level.ts");
    const Wd = await load("src/ballance/world.ts");
    const G = await load("src/ballance/game.ts");
    const P = await load("src/ballance/presets.ts");
    return () => {
      const world = Wd.createBallanceWorld({ level: L.level(), transactional: false });
      const game = new G.BallanceGame(world, P.BALL_KINDS[0]);
      return {
        dt: 1 / 60,
        step: () => game.tick(L.scriptedKeys(world, game.ball)),
        hash: () => world.hash() as string,
        bodies: () => {
          const p = world.entityPosition(game.ball);
          const v = world.velocityOf(game.ball) ?? { x: 0, y: 0, z: 0 };
          return [[p.x, p.y, p.z, v.x, v.y, v.z]];
        },
        psis: () => world.engine.world.env.psi_count as number,
        root: world.engine.world,
      };
    };
  };
}

/** The bowl's compact surface (conformance/support/ball-scene.ts), n × n quads compiled into layout memory. */
function bowlBuild(n: number): (load: Load) => Promise<() => Built> {
  return async (load) => {
    const B = await load("conformance/support/ball-scene.ts");
    return () => {
      const mem = new Memory(1 << 26);
      B.bowlSurface(mem, B.makeBowl(n));
      return { mem };
    };
  };
}

/** The scenes, one row each. */
export const SCENES: SceneDef[] = [
  { name: "bowl-200", what: "IVP surface build: the ball scene's bowl, 10 × 10 quads (200 triangles)", built: bowlBuild(10) },
  { name: "bowl-20k", what: "IVP surface build: the ball scene's bowl, 100 × 100 quads (20,000 triangles)", built: bowlBuild(100) },
  {
    name: "drop",
    what: "timeline: a ball (r 0.5) dropped from 2.5 m on a flat floor, e 0.9 · 0.9 (impact_tests drop_scene, 000 L4115)",
    seconds: 60,
    timed: dynScene("impact_tests", (S, _F, mem, s) => S.drop_scene(mem, s, 2.5, 0.9, 0.9)),
  },
  {
    name: "seam-roll",
    what: "timeline: a ball rolling across the seam of a flat 20 m floor from x = -6 (seam_dyn_tests, 000 L4116), 5 s (then it nears the edge)",
    seconds: 5,
    timed: dynScene("seam_dyn_tests", (S, F, mem, s) => (F.dyn_scene_flat(mem, s, 10, -9.81, 0.5, 0), S.seam_roll_ball(mem, s, -6))),
  },
  {
    name: "ball-scene",
    what: "Ballance: the dynamics' ball scene, 4 steered stone balls in a 20 × 20-quad bowl (conformance/support/ball-scene.ts)",
    seconds: 60,
    timed: ballScene(4, 20),
  },
  { name: "ballance-level", what: "Ballance: the npm start level, the scripted stone ball (scenes/ballance-level.ts)", seconds: 60, timed: ballanceLevel() },
];

const dist = (a: number[], b: number[], i: number): number =>
  Math.sqrt((a[i] - b[i]) * (a[i] - b[i]) + (a[i + 1] - b[i + 1]) * (a[i + 1] - b[i + 1]) + (a[i + 2] - b[i + 2]) * (a[i + 2] - b[i + 2]));

/**
 * Runs A beside B for `seconds`: A on the reference engine computing ext exactly (or lowered, for
 * the invariant), B lowered (or the default engine itself, from the project's generated/).
 */
function runTimed(makeA: () => Timed, makeB: () => Timed, seconds: number, invariant: boolean): Omit<MeasuredScene, "name" | "what"> {
  $x.exact();
  $x.lowerAll = invariant;
  const A = makeA();
  $x.lowerAll = true;
  const B = makeB();
  const steps = Math.round(seconds / A.dt);
  const marks = new Map([...[1, 10, 60].filter((s) => s < seconds), seconds].map((s) => [Math.round(s / A.dt), s]));
  let first: number | null = null;
  const drift: NonNullable<MeasuredScene["drift"]> = [];
  try {
    for (let k = 1; k <= steps; k++) {
      $x.lowerAll = invariant;
      A.step();
      $x.lowerAll = true;
      B.step();
      if (first === null && A.hash() !== B.hash()) first = A.psis();
      const sec = marks.get(k);
      if (sec !== undefined) {
        const a = A.bodies();
        const b = B.bodies();
        let dp = 0;
        let dv = 0;
        a.forEach((x, i) => {
          const y = b[i];
          dp = Math.max(dp, dist(x, y, 0));
          dv = Math.max(dv, dist(x, y, 3));
        });
        drift.push({ seconds: sec, psi: A.psis(), position: dp, velocity: dv });
      }
    }
  } finally {
    $x.lowerAll = false;
  }
  const fields = first === null ? [] : differingFields(A.root, B.root);
  return { psis: A.psis(), firstDifferentPsi: first, drift, ...(fields.length ? { note: `at the end, e.g. ${fields.join("; ")}` } : {}) };
}

/** The first few number fields that differ between two states, by the shortest paths (keys in declaration order, breadth first; layout memory left out). */
function differingFields(a: unknown, b: unknown, max = 3): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const queue: [unknown, unknown, string][] = [[a, b, "world"]];
  for (let q = 0; q < queue.length && out.length < max; q++) {
    const [x, y, path] = queue[q];
    if (typeof x === "number") {
      if (!Object.is(x, y)) out.push(`${path} ${x} exact, ${String(y)} default`);
      continue;
    }
    if (x === null || typeof x !== "object" || seen.has(x) || x instanceof Memory) continue;
    seen.add(x);
    const xs = x as Record<string, unknown>;
    const ys = y as Record<string, unknown> | undefined;
    const keys = ArrayBuffer.isView(x) ? Array.from({ length: (x as unknown as ArrayLike<number>).length }, (_, i) => String(i)) : Object.keys(x);
    const indexed = Array.isArray(x) || ArrayBuffer.isView(x);
    for (const k of keys) queue.push([xs[k], ys?.[k], indexed ? `${path}[${k}]` : `${path}.${k}`]);
  }
  return out;
}

function runBuilt(makeA: () => Built, makeB: () => Built, invariant: boolean): Omit<MeasuredScene, "name" | "what"> {
  $x.exact();
  $x.lowerAll = invariant;
  const A = makeA().mem;
  $x.lowerAll = true;
  const B = makeB().mem;
  $x.lowerAll = false;
  const n = Math.max(A.top, B.top);
  let differ = 0;
  for (let i = 0; i < n; i++) if (A.u8[i] !== B.u8[i]) differ++;
  return { bytes: n, bytesDiffer: differ, ...(A.top !== B.top ? { note: `used ${A.top} bytes exact, ${B.top} lowered` } : {}) };
}

const loader =
  (dir: string): Load =>
  async (rel) =>
    (await import(pathToFileURL(join(dir, rel)).href)) as Mod;

/**
 * Runs the scenes (or those named) on the reference build in `dir`. With `invariant` (the test's
 * check), A runs lowered and B is the default engine of the project at `root`: nothing may differ.
 */
export async function runScenes(
  dir: string,
  log: (s: string) => void,
  only?: string[],
  secondsCap?: number,
  invariant?: { root: string },
): Promise<MeasuredScene[]> {
  const loadA = loader(dir);
  const loadB = invariant ? loader(invariant.root) : loadA;
  const out: MeasuredScene[] = [];
  for (const s of SCENES) {
    if (only && !only.includes(s.name)) continue;
    const t0 = performance.now();
    const seconds = Math.min(s.seconds ?? 60, secondsCap ?? Infinity);
    const r = s.built
      ? runBuilt(await s.built(loadA), await s.built(loadB), !!invariant)
      : runTimed(await s.timed!(loadA), await s.timed!(loadB), seconds, !!invariant);
    out.push({ name: s.name, what: s.what, ...r });
    log(`precision: scene ${s.name}: ${JSON.stringify(r)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  return out;
}
