// The Ballance ball scene side by side with Rapier and cannon-es (issue 14; figures reported, never
// asserted): a radius-2 ball (mass 10, the stone's friction 0.5 on a 0.7 floor and elasticity 0.1
// on 0.3, linear damping 0.3, rotational 0.1) steered in a slow circle by an impulse of 0.92 per
// step (one turn in 20 s) on the 20,000-triangle undulating bowl of conformance/support/ball-scene.ts,
// gravity 20 m/s², dt = 1/66, 6,600 steps; and 50 such balls for 2,000 steps. Whole engines, the
// same f32 vertices, the same impulses, the same starts. Every engine is timed alike (D-BENCH-2):
// each (engine, scene) runs in a fresh child process, which builds the scene and times a first
// run (JIT warm-up included: what a fresh process sees), then builds the scene again and times a
// warmed run (after that one full run of the same scene). Before each timed run the process idles
// until its CPU time stops growing (background compilation, Rapier's WebAssembly tier-up, lands in
// no timed run), and runs are timed on process CPU time (the machine is shared). Ratios are this
// engine's steps/s over the peer's, from one run. The time per phase of this engine comes from a
// sampling CPU profile of a further run in its child. The file bundles itself with esbuild and
// runs in plain node, as bench/ivp-timeline.ts does: under the TypeScript loader every call across
// this engine's modules goes through the loader's export getters (one ball: 11,610 steps/s under
// the loader, 12,854 bundled, in runs minutes apart); the peers are packages, loaded as they are.
// Bench code, not engine code.
// Run: npm run bench:ball [-- --quick]
import { build as esbuild } from "esbuild";
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Session } from "node:inspector/promises";
import RAPIER from "@dimforge/rapier3d-compat";
import * as CANNON from "cannon-es";
import { BALL_FORCE, BALL_MASS, BALL_R, BOWL_CELL, BOWL_N, DPSI, GRAVITY, ballStart, makeBallScene, makeBowl, steer, stepBallScene, type Bowl } from "../../conformance/support/ball-scene.js";

const self = fileURLToPath(import.meta.url);
if (self.endsWith(".ts")) {
  const out = join(dirname(self), "..", "..", "node_modules", ".cache", "lockstep-bench", "ball-scene.mjs");
  await esbuild({ entryPoints: [self], bundle: true, platform: "node", format: "esm", target: "node20", outfile: out, logLevel: "warning", external: ["esbuild", "@dimforge/rapier3d-compat", "cannon-es"] });
  const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}

const args = process.argv.slice(2);
const quick = args.includes("--quick");


interface Scene {
  name: string;
  step(): void;
  /** ball 0's position and speed */
  probe(): [number, number, number, number];
}

/** This engine: IvpWorld (collision timeline, real solvers, dynamics). */
function ours(n: number): Scene & { stats(): string } {
  const sc = makeBallScene(n);
  const env = sc.w.env;
  return {
    name: "lockstep-physics (IVP)",
    step: () => stepBallScene(sc),
    probe: () => {
      const c = env.objects[sc.balls[0]].core!, v = sc.w.dyn.cores[c.id].velocity;
      return [c.position.x, c.position.y, c.position.z, Math.hypot(v.x, v.y, v.z)];
    },
    stats: () => `impacts ${env.impacts}, events ${env.events_fired}, live mindists ${env.live_mindists}, events queued ${env.events_scheduled}, contact recalcs ${env.contact_recalcs}, contacts ${sc.w.dyn.contacts.filter((c) => c.live).length}, PGS sweeps ${sc.w.dyn.pgs_iterations}`,
  };
}

function rapier(bowl: Bowl, n: number): Scene {
  const world = new RAPIER.World({ x: 0, y: 0, z: GRAVITY });
  world.timestep = DPSI;
  const vs = new Float32Array(bowl.vertices.length * 3);
  bowl.vertices.forEach((v, i) => { vs[3 * i] = v.x; vs[3 * i + 1] = v.y; vs[3 * i + 2] = v.z; });
  const floor = RAPIER.ColliderDesc.trimesh(vs, new Uint32Array(bowl.faces), RAPIER.TriMeshFlags.FIX_INTERNAL_EDGES)
    .setFriction(0.7).setRestitution(0.3)
    .setFrictionCombineRule(RAPIER.CoefficientCombineRule.Multiply).setRestitutionCombineRule(RAPIER.CoefficientCombineRule.Multiply);
  world.createCollider(floor);
  const bodies: RAPIER.RigidBody[] = [];
  const phases: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = ballStart(i, n, BOWL_N * BOWL_CELL);
    const body = world.createRigidBody(RAPIER.RigidBodyDesc.dynamic().setTranslation(s.x, s.y, s.z).setLinearDamping(0.3).setAngularDamping(0.1));
    world.createCollider(RAPIER.ColliderDesc.ball(BALL_R).setMass(BALL_MASS).setFriction(0.5).setRestitution(0.1)
      .setFrictionCombineRule(RAPIER.CoefficientCombineRule.Multiply).setRestitutionCombineRule(RAPIER.CoefficientCombineRule.Multiply), body);
    bodies.push(body);
    phases.push(s.phase);
  }
  let psi = 0;
  const imp = { x: 0, y: 0, z: 0 };
  return {
    name: "Rapier 0.21 (rapier3d-compat)",
    step: () => {
      for (let i = 0; i < n; i++) {
        const [cx, cy] = steer(psi, phases[i]);
        imp.x = BALL_FORCE * cx; imp.y = BALL_FORCE * cy;
        bodies[i].applyImpulse(imp, true);
      }
      world.step();
      psi++;
    },
    probe: () => { const p = bodies[0].translation(), v = bodies[0].linvel(); return [p.x, p.y, p.z, Math.hypot(v.x, v.y, v.z)]; },
  };
}

function cannon(bowl: Bowl, n: number): Scene {
  const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, GRAVITY) });
  world.defaultContactMaterial.friction = 0.5 * 0.7;
  world.defaultContactMaterial.restitution = 0.1 * 0.3;
  const vs: number[] = [];
  for (const v of bowl.vertices) vs.push(v.x, v.y, v.z);
  const floor = new CANNON.Body({ mass: 0 });
  floor.addShape(new CANNON.Trimesh(vs, bowl.faces));
  world.addBody(floor);
  const bodies: CANNON.Body[] = [];
  const phases: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = ballStart(i, n, BOWL_N * BOWL_CELL);
    // cannon's damping multiplies by (1 − d)^dt: the same decay per second as e^(−0.3), e^(−0.1)
    const body = new CANNON.Body({ mass: BALL_MASS, shape: new CANNON.Sphere(BALL_R), linearDamping: 1 - Math.exp(-0.3), angularDamping: 1 - Math.exp(-0.1) });
    body.position.set(s.x, s.y, s.z);
    world.addBody(body);
    bodies.push(body);
    phases.push(s.phase);
  }
  let psi = 0;
  const imp = new CANNON.Vec3();
  return {
    name: "cannon-es 0.20",
    step: () => {
      for (let i = 0; i < n; i++) {
        const [cx, cy] = steer(psi, phases[i]);
        imp.set(BALL_FORCE * cx, BALL_FORCE * cy, 0);
        bodies[i].applyImpulse(imp);
      }
      world.step(DPSI);
      psi++;
    },
    probe: () => { const p = bodies[0].position, v = bodies[0].velocity; return [p.x, p.y, p.z, v.length()]; },
  };
}

function cpuSeconds(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1e6;
}

const PHASES: [string, string][] = [
  ["dyn_controllers", "controllers: forces, free velocity, friction system, sleep"],
  ["psi_integrate_cores", "integration + hull update"],
  ["hull_phase", "HULL (rechecks, watcher checks, hull_limit_exceeded)"],
  ["psi_short_phase", "SHORT (recalc every EXACT mindist)"],
  ["psi_critic_phase", "CRITIC (predict every EXACT mindist)"],
  ["mindist_simulate_time_event", "mindist events and impacts between PSIs"],
];

async function phaseProfile(n: number, steps: number): Promise<string[]> {
  const s = ours(n);
  for (let i = 0; i < 66; i++) s.step();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 50 });
  await session.post("Profiler.start");
  for (let i = 0; i < steps; i++) s.step();
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();
  const parent = new Map<number, number>();
  const byId = new Map<number, { callFrame: { functionName: string } }>();
  for (const node of profile.nodes) { byId.set(node.id, node); for (const c of node.children ?? []) parent.set(c, node.id); }
  const counts = new Map<string, number>();
  let total = 0;
  for (const id of profile.samples ?? []) {
    let cur: number | undefined = id, phase = "other (event loop, steering, PSI bookkeeping)";
    // the innermost phase on the stack (the controllers run inside simulate_psi)
    let found = false;
    while (cur !== undefined && !found) {
      const name = byId.get(cur)!.callFrame.functionName;
      const hit = PHASES.find((p) => p[0] === name);
      if (hit) { phase = hit[1]; found = true; }
      cur = parent.get(cur);
    }
    const top = byId.get(id)!.callFrame.functionName;
    if (top === "(idle)" || top === "(program)") continue;
    if (top === "(garbage collector)") phase = "garbage collector";
    counts.set(phase, (counts.get(phase) ?? 0) + 1);
    total++;
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([k, v]) => `    ${(100 * v / total).toFixed(1).padStart(5)} %  ${k}`);
}

/** Waits (idle) until the process's CPU time stops growing, at most 5 s: V8 compiles hot code on
 *  background threads (Rapier's WebAssembly tier-up, this engine's optimised JavaScript), and
 *  process.cpuUsage() counts that time too (D-BENCH-1). */
async function quiesce(): Promise<void> {
  const now = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
  for (let i = 0; i < 50; i++) {
    const c0 = now();
    await new Promise((r) => setTimeout(r, 100));
    if (now() - c0 < 2) return;
  }
}

type EngineKey = "ours" | "rapier" | "cannon";
const ENGINES: EngineKey[] = ["ours", "rapier", "cannon"];

interface Result { name: string; first: number; warmed: number; probe: number[]; extra?: string; phases?: string[] }

/** One engine and one scene in this (fresh) process: a first run, then a warmed run. */
async function child(key: EngineKey, n: number, steps: number): Promise<Result> {
  if (key === "rapier") await RAPIER.init();
  const bowl = key === "ours" ? undefined : makeBowl();
  const mk = (): Scene & { stats?: () => string } => (key === "ours" ? ours(n) : key === "rapier" ? rapier(bowl!, n) : cannon(bowl!, n));
  const timed = async (): Promise<[number, Scene & { stats?: () => string }]> => {
    const s = mk();
    await quiesce();
    return [steps / cpuSeconds(() => { for (let i = 0; i < steps; i++) s.step(); }), s];
  };
  const [first] = await timed();
  const [warmed, s] = await timed();
  const phases = key === "ours" ? await phaseProfile(n, Math.min(steps, n === 1 ? 6600 : 600)) : undefined;
  return { name: s.name, first, warmed, probe: s.probe(), extra: s.stats?.(), phases };
}

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
const ratio = (a: number, b: number) => { const r = a / b; return `${r >= 10 ? r.toFixed(0) : r.toFixed(2)}×`; };

async function main() {
  const bowl = makeBowl();
  const load = () => loadavg().map((x) => x.toFixed(1)).join(" ");
  console.log(`Ballance ball scene: ${bowl.triangles} triangles, dt = 1/66, g = 20, ${process.version}${quick ? " (quick)" : ""}, load average ${load()} on a shared machine`);
  console.log("each engine and scene in a fresh process: a first run (JIT warm-up included), then a warmed run after it; CPU time; ratios: this engine's steps/s over the peer's");
  const cases: [string, number, number][] = [["one ball", 1, quick ? 660 : 6600], ["50 balls", 50, quick ? 200 : 2000]];
  const table: string[] = [];
  let names: string[] = [];
  for (const [label, n, steps] of cases) {
    console.log(`\n${label}, ${steps} steps`);
    const rows: Result[] = [];
    for (const key of ENGINES) {
      const r = spawnSync(process.execPath, [self, "--child", key, String(n), String(steps)], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 26 });
      if (r.status !== 0) throw new Error(`${key} (${label}) exited with ${r.status}`);
      rows.push(JSON.parse(r.stdout.trim().split("\n").pop()!) as Result);
    }
    const [base] = rows;
    for (const r of rows) {
      const [x, y, z, v] = r.probe;
      console.log(`  ${r.name.padEnd(32)} first ${fmt(r.first).padStart(7)} steps/s ${ratio(base.first, r.first).padStart(6)}, warmed ${fmt(r.warmed).padStart(7)} steps/s ${ratio(base.warmed, r.warmed).padStart(6)}  ball 0 at (${x.toFixed(1)}, ${y.toFixed(1)}, ${z.toFixed(2)}), |v| ${v.toFixed(2)} m/s`);
      if (r.extra) console.log(`    ${r.extra}`);
    }
    console.log("  time per phase (this engine, warmed):");
    for (const line of base.phases ?? []) console.log(line);
    names = rows.map((r) => r.name);
    const scene = `${label}, ${steps.toLocaleString("en-US")} steps`;
    table.push(`| ${scene} | first | ${rows.map((r, i) => (i === 0 ? `${fmt(r.first)} steps/s` : `${fmt(r.first)} (${ratio(base.first, r.first)})`)).join(" | ")} |`);
    table.push(`| ${scene} | warmed | ${rows.map((r, i) => (i === 0 ? `${fmt(r.warmed)} steps/s` : `${fmt(r.warmed)} (${ratio(base.warmed, r.warmed)})`)).join(" | ")} |`);
  }
  console.log(`\nload average at the end ${load()}\n`);
  console.log(`| scene (20,000-triangle bowl, dt = 1/66) | run | ${names.join(" | ")} |`);
  console.log(`|---|---|${names.map(() => "---|").join("")}`);
  for (const line of table) console.log(line);
}

const at = args.indexOf("--child");
if (at >= 0) {
  const [key, n, steps] = args.slice(at + 1);
  console.log(JSON.stringify(await child(key as EngineKey, Number(n), Number(steps))));
} else {
  await main();
}
