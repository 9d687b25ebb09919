// The determinism rule, checked on the engine's code (generated/, runtime/ and the public API in
// src/, tests excepted, and the example scenes in scenes/generated/): only IEEE-exact
// operations. Transcendental Math functions, Math.random, the exponent operator (Math.pow's twin),
// Date and performance differ between JS engines or runs and must never appear outside comments.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const FORBIDDEN: [RegExp, string][] = [
  [/\bMath\.(sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|asinh|acosh|atanh|exp|expm1|log|log1p|log2|log10|pow|cbrt|hypot|random)\b/, "a Math function that is not IEEE-exact"],
  [/\*\*/, "the exponent operator"],
  [/\bDate\b/, "Date"],
  [/\bperformance\b/, "performance"],
];

/**
 * Host-side plumbing that may read the wall clock: the ws transport times the delivery of network
 * messages (latency, jitter) and nothing else; what a session simulates depends only on the inputs
 * it is given, never on when they arrived (D-NETPLAY-1). Only `performance` and `Date` are allowed
 * there, never a non-exact Math function.
 */
const WALL_CLOCK_ALLOWED = new Set(["src/netplay/ws-transport.ts"]);

function files(d: string): string[] {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(d, e.name)) : e.name.endsWith(".ts") ? [join(d, e.name)] : []));
}

/** The code without comments and string literals (so prose and messages may name anything); line breaks kept. */
function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, " "))
    .replace(/\/\/.*$/gm, " ")
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
}

describe("engine code uses only IEEE-exact operations", () => {
  const api = files(join(ROOT, "src")).filter((f) => !f.endsWith(".test.ts") && !relative(ROOT, f).startsWith(join("src", "test")));
  // the example scenes (scenes/generated/) are hashed in V8 and QuickJS, so they follow the rule too
  const all = [...files(join(ROOT, "generated")), ...files(join(ROOT, "runtime")), ...files(join(ROOT, "scenes", "generated")), ...api];
  it(`scans ${all.length > 50 ? "every" : "the"} engine file`, () => {
    expect(all.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const f of all) {
      const code = codeOnly(readFileSync(f, "utf8"));
      code.split("\n").forEach((line, i) => {
        for (const [re, what] of FORBIDDEN) {
          if ((what === "performance" || what === "Date") && WALL_CLOCK_ALLOWED.has(relative(ROOT, f).split("\\").join("/"))) continue;
          if (re.test(line)) found.push(`${relative(ROOT, f)}:${i + 1}: ${what}: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("the scan itself catches a forbidden call outside comments and strings", () => {
    const sample = '// Math.sin in a comment\nconst s = "Math.random in a string";\nconst x = Math.cos(1);\n';
    const hits = codeOnly(sample).split("\n").filter((l) => FORBIDDEN.some(([re]) => re.test(l)));
    expect(hits).toEqual(["const x = Math.cos(1);"]);
  });
});
