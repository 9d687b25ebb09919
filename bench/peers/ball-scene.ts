// The Ballance ball scene side by side with Rapier and cannon-es (issue 14; figures reported, never
// asserted): a radius-2 ball (mass 10, the stone's friction 0.5 on a 0.7 floor and elasticity 0.1
// on 0.3, linear damping 0.3, rotational 0.1) steered in a slow circle by an impulse of 0.92 per
// step (one turn in 20 s) on the 20,000-triangle undulating bowl of conformance/support/ball-scene.ts,
// gravity 20 m/s², dt = 1/66, 6,600 steps; and 50 such balls for 2,000 steps. Whole engines, the
// same f32 vertices, the same impulses, the same starts; ratios from one run (each engine's scene
// built fresh, warmed up on a short run of its own, then timed on CPU time). The time per phase of
// this engine comes from a sampling CPU profile of a further run. The file bundles itself with
// esbuild and runs in plain node, as bench/ivp-timeline.ts does: under the TypeScript loader every
// call across this engine's modules goes through the loader's export getters (one ball: 11,610
// steps/s under the loader, 12,854 bundled, in runs minutes apart); the peers are packages, loaded
// as they are. Bench code, not engine code.
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

const quick = process.argv.includes("--quick");


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

async function main() {
  await RAPIER.init();
  const bowl = makeBowl();
  console.log(`Ballance ball scene: ${bowl.triangles} triangles, dt = 1/66, g = 20, ${process.version}${quick ? " (quick)" : ""}, load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} on a shared machine`);
  const cases: [string, number, number][] = [["one ball", 1, quick ? 660 : 6600], ["50 balls", 50, quick ? 200 : 2000]];
  for (const [label, n, steps] of cases) {
    console.log(`\n${label}, ${steps} steps`);
    const rows: { name: string; sps: number; probe: number[]; extra?: string }[] = [];
    const builders: [string, () => Scene & { stats?: () => string }][] = [["ours", () => ours(n)], ["rapier", () => rapier(bowl, n)], ["cannon", () => cannon(bowl, n)]];
    for (const [, mk] of builders) {
      const warm = mk();
      for (let i = 0; i < Math.min(200, steps); i++) warm.step();
      const s = mk();
      const t = cpuSeconds(() => { for (let i = 0; i < steps; i++) s.step(); });
      rows.push({ name: s.name, sps: steps / t, probe: s.probe(), extra: s.stats?.() });
    }
    const base = rows[0].sps;
    for (const r of rows) {
      const [x, y, z, v] = r.probe;
      console.log(`  ${r.name.padEnd(32)} ${r.sps.toFixed(0).padStart(8)} steps/s  ${(base / r.sps).toFixed(2).padStart(6)}×  ball 0 at (${x.toFixed(1)}, ${y.toFixed(1)}, ${z.toFixed(2)}), |v| ${v.toFixed(2)} m/s`);
      if (r.extra) console.log(`    ${r.extra}`);
    }
    console.log("  time per phase (this engine):");
    for (const line of await phaseProfile(n, Math.min(steps, n === 1 ? 6600 : 600))) console.log(line);
  }
}

await main();

