// A whole-process benchmark of the one-ball scene of bench/ivp-timeline.ts (real solvers), for
// timing from outside: `npx tsx bench/ivp-timeline-oneball.ts N` builds the 20,000-triangle floor and
// the rolling ball, runs one second of warm-up, then N PSIs, and prints the counters. Timing N = 0
// against N = 20000 gives the cost of 20,000 PSIs without the set-up.
import { Memory } from "../runtime/memory.js";
import { Vec3 } from "../runtime/vec.js";
import { FakeWorld, fake_ball, fake_world_faces } from "../conformance/generated/ivp/mindist/support/fakes.generated.js";
import { ivp_env_enable_collision, ivp_env_simulate_until } from "../generated/ivp/mindist/timeline.generated.js";
import { IvpSolvers } from "../generated/ivp/mindist/solvers.generated.js";

const n = Number(process.argv[2] ?? 20000);
const N = 100;
const verts: Vec3[] = [];
for (let j = 0; j <= N; j++) for (let i = 0; i <= N; i++) { const v = new Vec3(); v.x = Math.fround(i * 2); v.y = Math.fround(j); v.z = 0; verts.push(v); }
const faces: number[] = [];
for (let j = 0; j < N; j++) for (let i = 0; i < N; i++) { const a = j * (N + 1) + i, b = a + 1, c = a + N + 1, d = c + 1; faces.push(a, b, c, b, d, c); }
const mem = new Memory(1 << 27);
const w = new FakeWorld();
fake_world_faces(mem, w, new IvpSolvers(), verts, faces);
w.contacts.stop_on_impact = true;
ivp_env_enable_collision(mem, w.env, w.floor!);
const ball = fake_ball(w, 20, 30, 0.505, 0.5, 3, 0.2, 0, 0, 0, 0);
ivp_env_enable_collision(mem, w.env, ball);
const env = w.env;
let t = 0;
const step = (k: number) => { const s = env.psi_count; while (env.psi_count < s + k) { t += 1 / 66; ivp_env_simulate_until(mem, env, t); } };
step(66);
step(n);
console.log(`PSIs ${env.psi_count}, events ${env.events_fired}, impacts ${env.impacts}, live mindists ${env.live_mindists}`);
