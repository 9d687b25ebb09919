// Measures the error of the deterministic transcendental functions (spec/ivp/math/transcendental.spec)
// against the BigInt reference (conformance/support/bigref.ts) over seeded inputs, 10^6 per function
// by default, and writes docs/detmath.md and docs/detmath.json. Where gcc and libquadmath are
// present, a sample of the reference values is also checked against libquadmath's binary128
// functions, an independent implementation.
//   npm run detmath:measure [-- --n 1000000 --seed 1 --quad-sample 2000]
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compare, parseHexFloat, ulpsBetween, type Exact } from "../conformance/support/bigref.js";
import { drawInputs, FUNCTIONS } from "../conformance/support/detmath-inputs.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const N = opt("n", 1_000_000);
const SEED = opt("seed", 1);
const QUAD_SAMPLE = opt("quad-sample", 2000);

const dv = new DataView(new ArrayBuffer(8));
const hex = (x: number) => {
  dv.setFloat64(0, x);
  return dv.getBigUint64(0).toString(16).padStart(16, "0");
};

interface RangeResult {
  range: string;
  inputs: number;
  worstUlps: number;
  worstInput: number[];
  worstInputHex: string[];
  meanUlps: number;
  correctlyRounded: number;
}

interface FunctionResult {
  name: string;
  inputs: number;
  worstUlps: number;
  worstInput: number[];
  worstInputHex: string[];
  meanUlps: number;
  correctlyRounded: number;
  ranges: RangeResult[];
  quadCheck?: { sample: number; maxRefVsQuadUlps: number };
}

function quadBinary(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), "detmath-"));
  const exe = join(dir, "quadref");
  const r = spawnSync("gcc", ["-O2", "-o", exe, join(ROOT, "scripts/detmath/quadref.c"), "-lquadmath"], { encoding: "utf8" });
  return r.status === 0 ? exe : undefined;
}

const quad = quadBinary();
const results: FunctionResult[] = [];
const t0 = Date.now();
for (const fn of FUNCTIONS) {
  const ranges: RangeResult[] = [];
  const quadInputs: number[][] = [];
  const quadRefs: Exact[] = [];
  for (const range of fn.ranges) {
    const n = Math.round(N * range.weight);
    const inputs = drawInputs(range, fn.name, n, SEED);
    let worst = -1;
    let worstAt: number[] = [];
    let sum = 0;
    let cr = 0;
    const every = Math.max(1, Math.floor(n / Math.max(1, Math.round(QUAD_SAMPLE * range.weight))));
    inputs.forEach((a, i) => {
      const ref = fn.ref(a);
      const c = compare(fn.det(a), ref);
      const u = Math.abs(c.ulps);
      sum += u;
      if (c.correctlyRounded) cr++;
      if (u > worst) {
        worst = u;
        worstAt = a;
      }
      if (quad && i % every === 0) {
        quadInputs.push(a);
        quadRefs.push(ref);
      }
    });
    ranges.push({
      range: range.name,
      inputs: n,
      worstUlps: worst,
      worstInput: worstAt,
      worstInputHex: worstAt.map(hex),
      meanUlps: sum / n,
      correctlyRounded: cr / n,
    });
    console.error(`${fn.name} ${range.name}: ${n} inputs, worst ${worst.toFixed(4)} ulp (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  const total = ranges.reduce((s, r) => s + r.inputs, 0);
  const w = ranges.reduce((a, b) => (b.worstUlps > a.worstUlps ? b : a));
  const res: FunctionResult = {
    name: fn.name,
    inputs: total,
    worstUlps: w.worstUlps,
    worstInput: w.worstInput,
    worstInputHex: w.worstInputHex,
    meanUlps: ranges.reduce((s, r) => s + r.meanUlps * r.inputs, 0) / total,
    correctlyRounded: ranges.reduce((s, r) => s + r.correctlyRounded * r.inputs, 0) / total,
    ranges,
  };
  if (quad && quadInputs.length) {
    const text = quadInputs.map((a) => `${fn.name} ${a.map(hex).join(" ")}`).join("\n") + "\n";
    const out = execFileSync(quad, { input: text, encoding: "utf8" }).trim().split("\n");
    let maxd = 0;
    out.forEach((line, i) => {
      maxd = Math.max(maxd, ulpsBetween(quadRefs[i], parseHexFloat(line)));
    });
    res.quadCheck = { sample: quadInputs.length, maxRefVsQuadUlps: maxd };
  }
  results.push(res);
}

const fmtIn = (a: number[], h: string[]) => a.map((x, i) => `${x} (\`${h[i]}\`)`).join(", ");
const pct = (f: number) => `${(100 * f).toFixed(3)} %`;
let md = `# Deterministic transcendental functions: measured error

Written by \`npm run detmath:measure\` (scripts/detmath-measure.ts; options \`--n ${N} --seed ${SEED}\`), not by
the generator. The functions are \`spec/ivp/math/transcendental.spec\` (method: docs/decisions.md
D-DETMATH-1..7); the reference is \`conformance/support/bigref.ts\` (BigInt fixed point, >= 256 bits).
Error = (result - exact) / ulp(exact), ulp(y) = 2^(max(floor(log2|y|), -1022) - 52); a result is
correctly rounded when it is the double nearest to the exact value. Inputs are seeded
(runtime/prng.ts), so the run is reproducible bit for bit. The same ranges with fewer inputs are
asserted in \`npm test\` (conformance/properties/detmath.test.ts).

| function | inputs | worst error (ulp) | at input | mean error (ulp) | correctly rounded |
|---|---:|---:|---|---:|---:|
`;
for (const r of results)
  md += `| \`${r.name}\` | ${r.inputs} | ${r.worstUlps.toFixed(4)} | ${fmtIn(r.worstInput, r.worstInputHex)} | ${r.meanUlps.toFixed(4)} | ${pct(r.correctlyRounded)} |\n`;
md += `\n## Per range\n\n| function | range | inputs | worst error (ulp) | at input | mean error (ulp) | correctly rounded |\n|---|---|---:|---:|---|---:|---:|\n`;
const esc = (t: string) => t.replace(/\|/g, "\\|");
for (const r of results)
  for (const g of r.ranges)
    md += `| \`${r.name}\` | ${esc(g.range)} | ${g.inputs} | ${g.worstUlps.toFixed(4)} | ${fmtIn(g.worstInput, g.worstInputHex)} | ${g.meanUlps.toFixed(4)} | ${pct(g.correctlyRounded)} |\n`;
md += `\n## The reference checked against libquadmath\n\n`;
if (quad) {
  md += `A sample of each function's reference values against gcc's libquadmath (binary128, scripts/detmath/quadref.c): the largest distance between the two, in double ulps.\n\n| function | sample | largest distance (ulp) |\n|---|---:|---:|\n`;
  for (const r of results) md += `| \`${r.name}\` | ${r.quadCheck?.sample ?? 0} | ${(r.quadCheck?.maxRefVsQuadUlps ?? NaN).toExponential(2)} |\n`;
} else md += `gcc with libquadmath was not found: the cross-check did not run.\n`;
writeFileSync(join(ROOT, "docs/detmath.md"), md);
writeFileSync(join(ROOT, "docs/detmath.json"), JSON.stringify({ n: N, seed: SEED, functions: results }, null, 2) + "\n");
console.error(`wrote docs/detmath.md and docs/detmath.json in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
