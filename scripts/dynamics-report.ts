// npm run dynamics:report: the validation figures of issue 14 as measured (the tests hold them to
// their bounds; this prints the values): the feel table (start accelerations, terminal speeds) beside
// 003's estimates, A2's bounces, the rest and the freeze, A3's seam figures, the incline, and the
// friction solver's sweeps on the ball scene.
import { Memory } from "../runtime/memory.js";
import { DynScene, dyn_scene_flat, dyn_step, dyn_steps } from "../conformance/generated/ivp/dynamics/support/dyn_fixtures.generated.js";
import { feel_run, feel_terminal } from "../conformance/generated/ivp/dynamics/support/feel_tests.generated.js";
import { drop_run_to, drop_scene } from "../conformance/generated/ivp/dynamics/support/impact_tests.generated.js";
import { incline_along, incline_ball, incline_slip } from "../conformance/generated/ivp/dynamics/support/incline_tests.generated.js";
import { sleep_run_to_freeze, sleep_scene } from "../conformance/generated/ivp/dynamics/support/sleep_tests.generated.js";
import { seam_one_triangle, seam_roll_ball } from "../conformance/generated/ivp/dynamics/support/seam_dyn_tests.generated.js";
import { dyn_damping_factor } from "../generated/ivp/dynamics/core.generated.js";
import { makeBallScene, stepBallScene } from "../conformance/support/ball-scene.js";

const mem = new Memory(1 << 25);
const DT = 1 / 66;
const out = new Float64Array(2);
const fr = Math.fround;

console.log("Feel table (003 L637-642): flat floor, gravity 20, control force per PSI, damping as the ball's");
console.log("  ball   | start a: measured  exact F·66·e^(-d/66)/(1.4m)  003 | terminal: measured  discrete fixed point  003");
const balls: [string, number, number, number, number, number, number, number][] = [
  ["stone", 10, 0.5, 0.1, 0.3, 0.92, 4.3, 14],
  ["wood", 1.9, 0.8, 0.2, 0.9, 0.43, 10.7, 12],
  ["paper", 0.2, 0.5, 0.4, 1.5, 0.065, 15.3, 10],
];
for (const [name, m, f, e, d, F, aDoc, vDoc] of balls) {
  feel_run(mem, m, f, e, d, F, out);
  const a = (F * 66 * dyn_damping_factor(fr(d), DT)) / (1.4 * m);
  const vt = feel_terminal(F * fr(1 / m), fr(d), fr(0.1));
  console.log(
    `  ${name.padEnd(6)} | ${out[0].toFixed(4).padStart(9)} ${a.toFixed(4).padStart(12)} ${aDoc.toFixed(1).padStart(22)} | ${out[1].toFixed(4).padStart(9)} ${vt.toFixed(4).padStart(12)} ${vDoc.toFixed(0).padStart(17)}`,
  );
}

console.log("\nA2 (000 L4115): ball r 0.5 dropped from 2.5 m, e = 0.9·0.9, g 9.81, no damping");
{
  const s = new DynScene();
  const b = drop_scene(mem, s, 2.5, 0.9, 0.9);
  drop_run_to(mem, s, 1, 200);
  const first = s.w.dyn.collisions[0];
  console.log(
    `  first impact: events fired ${s.w.env.events_fired}, code 0x${first.code.toString(16)}, len ${first.len.toFixed(6)} (< 0.011), speed ${first.speed.toFixed(4)} m/s`,
  );
  const e = fr(0.9) * fr(0.9);
  let prev = first;
  for (let k = 0; k < 6; k++) {
    const n = s.w.dyn.collisions.length;
    const start = s.z.length;
    drop_run_to(mem, s, n + 1, 400);
    let top = -1;
    for (let i = start; i < s.z.length; i++) top = Math.max(top, s.z[i]);
    const u = e * prev.speed;
    const h = top - (0.5 + prev.len);
    const next = s.w.dyn.collisions[s.w.dyn.collisions.length - 1];
    console.log(
      `  bounce ${k + 1}: launch ${u.toFixed(4)} m/s, apex ${h.toFixed(4)} m vs u²/2g ${((u * u) / (2 * 9.81)).toFixed(4)} (band ${((u * DT) / 2 + 9.81 * DT * DT + 0.004).toFixed(4)}); next impact ${next.speed.toFixed(4)} vs e·v ${(e * prev.speed).toFixed(4)} (band ${(9.81 * DT).toFixed(4)})`,
    );
    prev = next;
  }
  dyn_steps(mem, s, 66 * 8);
  const c = s.w.env.objects[b].core!;
  console.log(`  after 8 s more: state ${c.movement_state}, centre ${c.position.z.toFixed(5)} (r + g* = 0.52), impacts ${s.w.dyn.collisions.length}`);
}

console.log("\nSleep (003 L630): the stone ball landing on a flat floor");
{
  const s = new DynScene();
  const b = sleep_scene(mem, s);
  const k = sleep_run_to_freeze(mem, s, b, 66 * 5);
  const c = s.w.env.objects[b].core!;
  const dc = s.w.dyn.cores[c.id];
  console.log(
    `  frozen after ${k} PSIs (${(k * DT).toFixed(3)} s); short window held ${(c.time_of_last_psi - dc.short_time).toFixed(4)} s (bound 0.3 .. ${(0.3 + 16 * DT).toFixed(4)}); sleep tests ${s.w.dyn.sleep_tests}`,
  );
}

console.log("\nA3 (000 L4116): a ball rolling across a flat seam, against the same roll on a seamless floor");
{
  const a = new DynScene();
  dyn_scene_flat(mem, a, 10, -9.81, 0.5, 0);
  const ba = seam_roll_ball(mem, a, -6);
  const b = new DynScene();
  seam_one_triangle(mem, b);
  const bb = seam_roll_ball(mem, b, -6);
  const ca = a.w.env.objects[ba].core!,
    da = a.w.dyn.cores[ca.id],
    db = b.w.dyn.cores[b.w.env.objects[bb].core!.id];
  let vz = 0,
    dv = 0;
  for (let k = 0; k < 330; k++) {
    dyn_step(mem, a);
    dyn_step(mem, b);
    if (ca.position.x > -4 && ca.position.x < -2) vz = Math.max(vz, Math.abs(ca.speed.z));
    dv = Math.max(dv, Math.abs(Math.hypot(da.velocity.x, da.velocity.y, da.velocity.z) - Math.hypot(db.velocity.x, db.velocity.y, db.velocity.z)));
  }
  console.log(
    `  largest |vz| within 1 m of the seam ${vz.toExponential(2)} m/s (bound 1e-4); largest speed difference ${dv.toExponential(2)} m/s (bound 1e-5); impacts ${a.w.env.impacts}`,
  );
}

console.log("\nIncline: rolling (1 in 4, μ 0.5) and sliding (45°, μ 0.1), g 9.81");
for (const [k, bf, ff, label] of [
  [0.25, 1.0, 0.5, "rolls"],
  [1.0, 0.1, 1.0, "slides"],
] as [number, number, number, string][]) {
  const s = new DynScene();
  const b = incline_ball(mem, s, k, bf, ff);
  const dc = s.w.dyn.cores[s.w.env.objects[b].core!.id];
  const kk = fr(k);
  const v0 = incline_along(dc.velocity.x, dc.velocity.y, dc.velocity.z, kk),
    s0 = incline_slip(s, b, kk);
  dyn_steps(mem, s, 66);
  const v1 = incline_along(dc.velocity.x, dc.velocity.y, dc.velocity.z, kk),
    s1 = incline_slip(s, b, kk);
  const sin = kk / Math.sqrt(1 + kk * kk),
    cos = 1 / Math.sqrt(1 + kk * kk);
  const mu = fr(bf) * fr(ff);
  const want = label === "rolls" ? (5 / 7) * 9.81 * sin : 9.81 * (sin - mu * cos);
  console.log(
    `  ${label}: a = ${((v1 - v0) / (66 * DT)).toFixed(6)} m/s² vs ${want.toFixed(6)} (relative ${((v1 - v0) / (66 * DT) / want - 1).toExponential(2)}); slip ${s0.toExponential(2)} -> ${s1.toExponential(2)} m/s`,
  );
}

console.log("\nFriction solver on the ball scene (the 20,000-triangle bowl)");
for (const [n, steps] of [
  [1, 3300],
  [50, 400],
]) {
  const sc = makeBallScene(n);
  for (let i = 0; i < steps; i++) stepBallScene(sc);
  const d = sc.w.dyn;
  console.log(
    `  ${n} ball(s), ${steps} PSIs: ${d.friction_solves} solves, ${(d.pgs_iterations / d.friction_solves).toFixed(2)} sweeps per solve (both passes; at most 2 × 16), ${sc.impacts} impacts, ${d.contacts_created} contacts created`,
  );
}
