// Measures the designed slerp coefficient c(t, x) = sin(tΩ)/sin Ω (spec/ivp/mindist/pose.spec,
// D-TIMELINE-POSE-1) against a 160-bit mpmath reference over n seeded inputs (default 10^6): half
// with cos Ω uniform in [0, 1], half in [0.99, 1] (the rotations of one PSI), t in [−0.4, 1.4]
// (the event search's slots can overshoot the PSI). Prints the error in ulps of the reference.
// Run: npx tsx scripts/measure-slerp.ts [n]   (needs python3 with mpmath)
import { writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Prng } from "../runtime/prng.js";
import { slerp_coefficient } from "../generated/ivp/mindist/pose.generated.js";

const n = Number(process.argv[2] ?? 1_000_000);
const rng = new Prng(0x51e4);
const buf = new Float64Array(3 * n);
for (let i = 0; i < n; i++) {
  const t = rng.range(-0.4, 1.4);
  const x = i % 2 === 0 ? rng.range(0, 1) : rng.range(0.99, 1);
  buf[3 * i] = t;
  buf[3 * i + 1] = x;
  buf[3 * i + 2] = slerp_coefficient(t, x);
}
const file = "/tmp/slerp-measure.f64";
writeFileSync(file, Buffer.from(buf.buffer));
const py = fileURLToPath(new URL("./slerp_reference.py", import.meta.url));
const r = spawnSync("python3", [py, file], { encoding: "utf8" });
process.stdout.write(r.stdout + r.stderr);
