// Peer benchmarks: the engine's collision queries and builds beside Rapier
// (@dimforge/rapier3d-compat) and cannon-es on the same deterministic floors (bench/peers/floor.ts),
// in one process, repetitions interleaved (engine and peer alternate which goes first), medians
// reported with the ratio from the same run and the agreement of the answers with an exact f64
// reference (bench/peers/reference.ts). Writes reports/bench.md and reports/bench.json.
// Figures are reported, never asserted. Run: npx tsx bench/peers/run.ts [--sizes 20k,150k]
//   [--reps 5] [--queries 10000] [--out reports]
import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import os from "node:os";
import { execSync } from "node:child_process";
import { makeFloor, makeQueries, sweepStart, overlapCentre, RAY_LENGTH, RAY_TOP, SWEEP_MOVE, SWEEP_R, OVERLAP_R, type Floor, type Queries } from "./floor.js";
import { trianglesInBox, rayTriangle, sphereSweepTriangle, pointTriangleDist2 } from "./reference.js";
import { CannonEngine, IvpEngine, Ps2Engine, RapierEngine, initRapier } from "./engines.js";
import { fnv1a } from "./hash.js";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const SIZES = [
  { label: "20k", n: 100 },
  { label: "150k", n: 274 },
  // the largest square floor the PS2 mesh holds (262,016 triangles, 002 L87's visited-bit clear)
  { label: "260k", n: 361 },
  { label: "1M", n: 708 },
].filter((s) => !args.has("sizes") || args.get("sizes")!.split(",").includes(s.label));
const REPS = Number(args.get("reps") ?? 5);
/** the PS2 mesh's cell size (the documents' tests use 2 m, 002 L236) */
const PS2_CELL = Number(args.get("ps2-cell") ?? 2);
const QUERIES = Number(args.get("queries") ?? 10000);
const OUT = args.get("out") ?? "reports";
const PS2_LIMIT = 262016;
const CANNON_QUERIES = 500;

interface Row {
  name: string;
  triangles: number;
  engine: string;
  engine_ops: number;
  peer: string;
  peer_ops: number;
  ratio: number;
  agreement: string;
}
const rows: Row[] = [];

const median = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return s[s.length >> 1]; };
// CPU time of this process (user + system, ms), not wall time: the machine is shared, and under
// load a wall-clock repetition also counts the time other processes had the core (3× swings)
const now = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };

/** Waits (idle) until the process's CPU time stops growing: V8 compiles hot code on background
 *  threads (Rapier's WebAssembly tier-up, the engine's optimised JavaScript), and that CPU time,
 *  counted by process.cpuUsage() like the main thread's, would otherwise land in whichever
 *  contender is timed next (measured: an IVP 20k build after a few Rapier builds took 66-100 ms
 *  instead of 38 ms until the tier-up had finished). At most 5 s. */
async function quiesce(): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const c0 = now();
    await new Promise((r) => setTimeout(r, 100));
    if (now() - c0 < 2) return;
  }
}

/** Times `count` calls of each contender, REPS times interleaved, after a warm-up and after the
 *  background compilation it started has finished; returns ops/s medians. */
async function timeQueries(contenders: ((i: number) => number)[], count: number): Promise<number[]> {
  const samples = contenders.map(() => [] as number[]);
  let sink = 0;
  // untimed warm-up (the JIT's tiers) of each side: rounds until 300 ms have passed, at most 8
  for (const fn of contenders) {
    const t0 = now();
    for (let w = 0; w < 8 && now() - t0 < 300; w++) for (let i = 0; i < count; i++) sink += fn(i);
  }
  await quiesce();
  for (let r = 0; r < REPS; r++) {
    const order = contenders.map((_, k) => k);
    if (r & 1) order.reverse();
    for (const k of order) {
      // a repetition is whole passes over the query set, for at least 150 ms (the scheduler's
      // noise on a shared machine averages out)
      const fn = contenders[k];
      const t0 = now();
      let calls = 0, t = 0;
      do {
        for (let i = 0; i < count; i++) sink += fn(i);
        calls += count;
        t = now() - t0;
      } while (t < 150);
      samples[k].push(calls / (t / 1000));
    }
  }
  if (sink === 0.5) console.log("");
  return samples.map(median);
}

/** Times builds, interleaved, after the warm-up's background compilation has finished; returns
 *  builds/s medians. `after[k]`, if given, runs after each of contender k's builds, outside the
 *  timing (the hash of what was built). */
async function timeBuilds(contenders: (() => void)[], reps: number, warmUp: boolean, after: ((() => void) | null)[] = []): Promise<number[]> {
  const samples = contenders.map(() => [] as number[]);
  // warm-up (the JIT's tiers: an IVP build runs at its steady speed only after about 8 builds of
  // a 20k floor): each contender in turn, until each has had 1 s of CPU time, at least 2 and at
  // most 10 builds
  if (warmUp) {
    const spent = contenders.map(() => 0);
    for (let w = 0; w < 10; w++) {
      contenders.forEach((fn, k) => {
        if (w >= 2 && spent[k] >= 1000) return;
        const t0 = now();
        fn();
        spent[k] += now() - t0;
      });
    }
  }
  await quiesce();
  for (let r = 0; r < reps; r++) {
    const order = contenders.map((_, k) => k);
    if (r & 1) order.reverse();
    for (const k of order) {
      const t0 = now();
      contenders[k]();
      samples[k].push(1000 / (now() - t0));
      after[k]?.();
    }
  }
  return samples.map(median);
}

const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toPrecision(3));
const e = (x: number) => x.toExponential(1);

function add(name: string, fl: Floor, engine: string, engineOps: number, peer: string, peerOps: number, agreement: string): void {
  const row = { name, triangles: fl.triangles, engine, engine_ops: Math.round(engineOps * 10) / 10, peer, peer_ops: Math.round(peerOps * 10) / 10, ratio: Math.round((engineOps / peerOps) * 1000) / 1000, agreement };
  rows.push(row);
  console.log(`${name} [${fl.triangles}]: ${engine} ${fmt(engineOps)}/s, ${peer} ${fmt(peerOps)}/s, ratio ${row.ratio} — ${agreement}`);
}

/** Agreement of distance-like answers with the reference: hit/miss mismatches and max |Δ|. */
function agree(label: string, ans: Float64Array, ref: Float64Array, unit: string, scale = 1): string {
  let mismatch = 0, max = 0, early = 0;
  for (let i = 0; i < ref.length; i++) {
    if ((ans[i] < 0) !== (ref[i] < 0)) { mismatch++; continue; }
    if (ref[i] < 0) continue;
    const d = Math.abs(ans[i] - ref[i]) * scale;
    if (d > max) max = d;
    const el = (ref[i] - ans[i]) * scale;
    if (el > early) early = el;
  }
  return `${label}: ${mismatch} hit/miss differences in ${ref.length}, max |Δ| ${e(max)} ${unit}${early > 0 && scale !== 1 ? ` (early by up to ${e(early)} ${unit})` : ""}`;
}

function answers(fn: (i: number) => number, count: number): Float64Array {
  const a = new Float64Array(count);
  for (let i = 0; i < count; i++) a[i] = fn(i);
  return a;
}

function references(fl: Floor, q: Queries) {
  const cand: number[] = [];
  const ray = new Float64Array(q.count), sweep = new Float64Array(q.count), overlap = new Float64Array(q.count), overlapCount = new Float64Array(q.count);
  for (let i = 0; i < q.count; i++) {
    const x = q.x[i], y = q.y[i];
    trianglesInBox(fl, x, y, x, y, cand);
    let best = -1;
    for (const t of cand) {
      const d = rayTriangle(fl, t, x, y, RAY_TOP, 0, 0, -1, RAY_LENGTH);
      if (d >= 0 && (best < 0 || d < best)) best = d;
    }
    ray[i] = best;
    const [sx, sy, sz] = sweepStart(q, i);
    trianglesInBox(fl, Math.min(sx, sx + SWEEP_MOVE[0]) - SWEEP_R, sy - SWEEP_R, Math.max(sx, sx + SWEEP_MOVE[0]) + SWEEP_R, sy + SWEEP_R, cand);
    best = -1;
    for (const t of cand) {
      const d = sphereSweepTriangle(fl, t, sx, sy, sz, SWEEP_MOVE[0], SWEEP_MOVE[1], SWEEP_MOVE[2], SWEEP_R);
      if (d >= 0 && (best < 0 || d < best)) best = d;
    }
    sweep[i] = best;
    const [ox, oy, oz] = overlapCentre(q, i);
    trianglesInBox(fl, ox - OVERLAP_R, oy - OVERLAP_R, ox + OVERLAP_R, oy + OVERLAP_R, cand);
    let n = 0;
    for (const t of cand) if (pointTriangleDist2(fl, t, ox, oy, oz) <= OVERLAP_R * OVERLAP_R) n++;
    overlap[i] = n > 0 ? 1 : 0;
    overlapCount[i] = n;
  }
  return { ray, sweep, overlap, overlapCount };
}

/** The grid and lists of a built PS2 mesh (whichever of the format's index fields it has). */
function ps2Hash(p: Ps2Engine): string {
  const m = p.w.mesh as unknown as Record<string, unknown>;
  const parts: Int32Array[] = [Int32Array.from([p.w.mesh.nx, p.w.mesh.ny, p.w.mesh.nz])];
  for (const k of ["cells", "col_z0", "col_nz", "col_start", "runs", "lists"]) if (Array.isArray(m[k])) parts.push(Int32Array.from(m[k] as number[]));
  return fnv1a(parts);
}

function ivpHash(v: IvpEngine): string {
  const parts: Uint8Array[] = [];
  for (const cs of v.surfaces) parts.push(v.mem.u8.subarray(cs, cs + (v.mem.u32[(cs + 0x1c) >> 2] >>> 8)));
  return fnv1a(parts);
}

async function main(): Promise<void> {
  await initRapier();
  for (const size of SIZES) {
    const fl = makeFloor(size.n);
    const q = makeQueries(size.n, QUERIES, 12 + size.n);
    console.log(`\n== floor ${size.n}×${size.n} quads, ${fl.triangles} triangles, ${QUERIES} queries`);
    const ref = references(fl, q);
    const rapier = new RapierEngine();
    rapier.build(fl);
    const ps2Fits = fl.triangles <= PS2_LIMIT;
    const ps2 = new Ps2Engine(PS2_CELL);
    if (ps2Fits) ps2.build(fl);
    const ivp = new IvpEngine();
    ivp.build(fl);
    const doCannon = fl.triangles <= 300000;
    const cannon = new CannonEngine();
    if (doCannon) cannon.build(fl);

    const rRay = answers((i) => rapier.ray(q, i), q.count);
    const rSweep = answers((i) => rapier.sweep(q, i), q.count);
    const rOver = answers((i) => rapier.overlap(q, i), q.count);
    const rContact = answers((i) => rapier.contact(q, i), q.count);
    const rapierRay = agree("Rapier", rRay, ref.ray, "m");
    const rapierSweep = agree("Rapier", rSweep, ref.sweep, "m", Math.hypot(...SWEEP_MOVE));
    const rapierOver = agree("Rapier", rOver, ref.overlap, "");
    const rapierContact = agree("Rapier", rContact, ref.overlap, "");

    if (ps2Fits) {
      const a = agree("engine", answers((i) => ps2.ray(q, i), q.count), ref.ray, "m");
      const [eo, po] = await timeQueries([(i) => ps2.ray(q, i), (i) => rapier.ray(q, i)], q.count);
      add("PS2 ray cast straight down", fl, "PS2 MeshWorld_RayCast", eo, "Rapier castRay", po, `${a}; ${rapierRay}`);
      const s = agree("engine", answers((i) => ps2.sweep(q, i), q.count), ref.sweep, "m", Math.hypot(...SWEEP_MOVE));
      const [es, ps] = await timeQueries([(i) => ps2.sweep(q, i), (i) => rapier.sweep(q, i)], q.count);
      add("PS2 sphere sweep r 0.5, 0.2 m", fl, "PS2 PhysicsMesh_SweepSphere", es, "Rapier castShape", ps, `${s}; ${rapierSweep}`);
      const o = agree("engine", answers((i) => ps2.overlap(q, i), q.count), ref.overlap, "");
      const [eov, pov] = await timeQueries([(i) => ps2.overlap(q, i), (i) => rapier.overlap(q, i)], q.count);
      add("PS2 sphere overlap r 1", fl, "PS2 PhysicsMeshOverlap_Sphere", eov, "Rapier intersectionWithShape", pov, `${o}; ${rapierOver} (Rapier stops at the first overlap)`);
      // like with like: Rapier's deepest contact tests every triangle in reach, as the PS2
      // overlap does (which also sorts and writes each penetrating triangle's contact)
      const [eoc, poc] = await timeQueries([(i) => ps2.overlap(q, i), (i) => rapier.contact(q, i)], q.count);
      add("PS2 sphere overlap r 1", fl, "PS2 PhysicsMeshOverlap_Sphere", eoc, "Rapier contactShape (deepest contact)", poc, `${o}; ${rapierContact}`);
      if (doCannon) {
        // cannon-es's trimesh ray cast takes milliseconds: the first CANNON_QUERIES queries only
        const nc = Math.min(q.count, CANNON_QUERIES);
        const c = agree("cannon-es", answers((i) => cannon.ray(q, i), nc), ref.ray.subarray(0, nc), "m");
        const [ec, pc] = await timeQueries([(i) => ps2.ray(q, i), (i) => cannon.ray(q, i)], nc);
        add("PS2 ray cast straight down", fl, "PS2 MeshWorld_RayCast", ec, "cannon-es raycastClosest", pc, `${c} (first ${nc} queries)`);
      }
    }
    const va = agree("engine", answers((i) => ivp.ray(q, i), q.count), ref.ray, "m");
    const [ei, pi] = await timeQueries([(i) => ivp.ray(q, i), (i) => rapier.ray(q, i)], q.count);
    add("IVP ray cast", fl, `IVP surface_ray_cast (${ivp.tiles * ivp.tiles} surface${ivp.tiles > 1 ? "s" : ""})`, ei, "Rapier castRay", pi, `${va}; ${rapierRay}`);
    let under = 0;
    const found = answers((i) => ivp.sphereQuery(q, i), q.count);
    for (let i = 0; i < q.count; i++) if (found[i] < ref.overlapCount[i]) under++;
    const [eq, pq] = await timeQueries([(i) => ivp.sphereQuery(q, i), (i) => rapier.overlap(q, i)], q.count);
    add("IVP sphere query r 1", fl, "IVP ledge_tree_sphere_query", eq, "Rapier intersectionWithShape", pq, `engine: lists at least the overlapping triangles' ledges in ${q.count - under} of ${q.count} (it is a candidate query); ${rapierOver}`);

    // builds
    const reps = fl.triangles > 300000 ? 3 : REPS;
    if (ps2Fits) {
      const hashes = new Set<string>();
      const [eb, pb] = await timeBuilds([() => ps2.build(fl), () => rapier.build(fl)], reps, reps === REPS, [() => hashes.add(ps2Hash(ps2)), null]);
      add("PS2 mesh build", fl, "PS2 CollisionMesh_AddTriangle × n + CollisionMesh_Build", eb, "Rapier trimesh collider", pb, `engine: ${hashes.size === 1 ? "identical" : "DIFFERENT"} grid and lists in every repetition (${[...hashes][0]})`);
      if (doCannon) {
        const [ec, pc] = await timeBuilds([() => ps2.build(fl), () => cannon.build(fl)], reps, reps === REPS);
        add("PS2 mesh build", fl, "PS2 CollisionMesh_AddTriangle × n + CollisionMesh_Build", ec, "cannon-es Trimesh", pc, "—");
      }
    }
    const hashes = new Set<string>();
    const [eb, pb] = await timeBuilds([() => ivp.build(fl), () => rapier.build(fl)], reps, reps === REPS, [() => hashes.add(ivpHash(ivp)), null]);
    add("IVP surface build", fl, `IVP ledge soup + compile (${ivp.tiles * ivp.tiles} surface${ivp.tiles > 1 ? "s" : ""})`, eb, "Rapier trimesh collider", pb, `engine: ${hashes.size === 1 ? "identical" : "DIFFERENT"} surface bytes in every repetition (${[...hashes][0]})`);
    rapier.world?.free();
  }
  write();
}

function machineLine(): string {
  let cpu = os.cpus()[0]?.model ?? "unknown CPU";
  cpu = cpu.replace(/\s+/g, " ").trim();
  const up = (() => { try { return execSync("uptime", { encoding: "utf8" }).trim(); } catch { return `load ${os.loadavg().map((x) => x.toFixed(2)).join(", ")}`; } })();
  return `${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; at the end of the run: ${up}`;
}

function write(): void {
  mkdirSync(OUT, { recursive: true });
  const machine = machineLine();
  writeFileSync(join(OUT, "bench.json"), JSON.stringify({ machine, queries: QUERIES, repetitions: REPS, ps2_cell: PS2_CELL, rows }, null, 2) + "\n");
  const md: string[] = [
    "# Peer benchmarks",
    "",
    "Written by `npm run bench` (`bench/peers/run.ts`); figures are measurements, never asserted by tests.",
    `Machine: ${machine}.`,
    "",
    `Same deterministic undulating floors (1 m quads, two triangles each; \`bench/peers/floor.ts\`), ${QUERIES} identical queries per`,
    `operation (a repetition: whole passes over them for at least 150 ms of CPU time), medians of ${REPS} interleaved repetitions after a warm-up (builds: 1 s of CPU time each, at least 2 and at most 10 builds; 3 repetitions at 1M, without warm-up), ratio = engine ops/s ÷ peer ops/s from the same run.`,
    "Times are the process's CPU time (user + system), so that other load on the machine does not count; each measurement starts once the",
    "background compilation its warm-up started (Rapier's WebAssembly tier-up, the engine's optimised code) has finished (the process idles until its CPU time stops growing).",
    "Agreement: answers against an exact f64 reference on the same f32 vertices (`bench/peers/reference.ts`).",
    `The PS2 mesh has cells of ${PS2_CELL} m and holds at most 262,016 triangles (002 L87), so its largest floor is 260k; IVP floors past`,
    "128 × 128 quads are compiled as square tiles (one compact surface holds at most 65,536 points).",
    "The PS2 sphere overlap collects, sorts and writes every penetrating triangle: it is timed against Rapier's",
    "`intersectionWithShape` (a yes/no that stops at the first overlap) and against `contactShape` on the trimesh",
    "collider (the deepest contact, every triangle in reach tested), the like-with-like comparison.",
    "",
    "| operation | triangles | engine | engine ops/s | peer | peer ops/s | ratio | agreement |",
    "| --- | ---: | --- | ---: | --- | ---: | ---: | --- |",
    ...rows.map((r) => `| ${r.name} | ${r.triangles} | ${r.engine} | ${fmt(r.engine_ops)} | ${r.peer} | ${fmt(r.peer_ops)} | ${r.ratio.toFixed(2)} | ${r.agreement.replace(/\|/g, "\\|")} |`),
    "",
    "## Query cost against mesh size (engine, µs per query)",
    "",
    "| operation | " + SIZES.map((s) => s.label).join(" | ") + " | largest ÷ 20k |",
    "| --- | " + SIZES.map(() => "---:").join(" | ") + " | ---: |",
  ];
  const names = [...new Set(rows.filter((r) => !/build/.test(r.name) && r.peer.startsWith("Rapier")).map((r) => r.name))];
  for (const name of names) {
    const cells = SIZES.map((s) => rows.find((r) => r.name === name && r.peer.startsWith("Rapier") && Math.abs(r.triangles - 2 * s.n * s.n) < 1));
    const us = cells.map((c) => (c ? 1e6 / c.engine_ops : NaN));
    const last = [...us].reverse().find((x) => !Number.isNaN(x));
    md.push(`| ${name} | ${us.map((x) => (Number.isNaN(x) ? "—" : x.toFixed(2))).join(" | ")} | ${last !== undefined && !Number.isNaN(us[0]) ? (last / us[0]).toFixed(2) : "—"} |`);
  }
  md.push("");
  writeFileSync(join(OUT, "bench.md"), md.join("\n"));
  console.log(`\nwrote ${join(OUT, "bench.md")} and ${join(OUT, "bench.json")}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
