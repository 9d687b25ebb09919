// npm run soak: the full soak of issue 14, 50 stone balls driven by seeded random forces on the
// benchmark's 20,000-triangle bowl for 1,000,000 PSIs, checked every 1,000 PSIs (no value NaN or
// infinite, no ball through the floor, nothing at the anomaly limits). The bounded version (one
// ball, 100,000 PSIs) runs in npm test (conformance/properties/dynamics-soak.test.ts).
// Options: --balls N, --psis N, --seed N.
import { runSoak } from "../conformance/support/soak.js";

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : d;
};
const balls = arg("balls", 50),
  psis = arg("psis", 1_000_000),
  seed = arg("seed", 0x50a6);
console.log(`soak: ${balls} balls, ${psis} PSIs, seed ${seed}, ${process.version}`);
const t0 = performance.now();
const rep = runSoak(balls, psis, seed, (r, sc) => {
  if (r.checks % 50 === 0) {
    const s = (performance.now() - t0) / 1000;
    console.log(
      `  PSI ${sc.psi}: ${(sc.psi / s).toFixed(0)} PSI/s, impacts ${sc.w.env.impacts}, freezes ${sc.w.dyn.freezes}, min clearance ${r.minClearance.toFixed(4)} m, max |v| ${r.maxSpeed.toFixed(2)} m/s, max |ω| ${r.maxSpin.toFixed(2)} rad/s`,
    );
  }
});
const s = (performance.now() - t0) / 1000;
console.log(
  `soak: ${rep.psis} PSIs in ${s.toFixed(1)} s (${(rep.psis / s).toFixed(0)} PSI/s), ${rep.checks} checks, ${rep.impacts} impacts, ${rep.kicks} kicks, ${rep.contacts} contacts created, ${rep.freezes} freezes, ${rep.revives} revives`,
);
console.log(
  `  smallest clearance ${rep.minClearance.toFixed(4)} m (radius 2; bound 1.95), largest |v| ${rep.maxSpeed.toFixed(2)} m/s, largest |ω| ${rep.maxSpin.toFixed(2)} rad/s`,
);
if (rep.failures.length > 0) {
  console.log(`FAILED:\n${rep.failures.join("\n")}`);
  process.exit(1);
}
console.log("soak: passed");
