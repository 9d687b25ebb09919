import { defineConfig } from "vitest/config";

// `npm test` runs everything. `npm run test:quick` (TEST_TIER=quick) leaves out the slow tier: the
// 1,000-mutation fuzzer, the V8/QuickJS cross-engine runs, the parse-cache round trip over every
// spec file (a cold parse of the whole spec), the chunked-against-whole-file parse of every spec file
// and the regenerate-and-diff test of `npm run check`.
const SLOW = [
  "generator/test/fuzz.test.ts",
  "conformance/cross-engine.test.ts",
  "generator/test/cache.test.ts",
  "generator/test/parse-split.test.ts",
  "generator/test/check.test.ts",
];

export default defineConfig({
  test: {
    include: [
      "conformance/**/*.test.ts",
      "generator/**/*.test.ts",
      "runtime/**/*.test.ts",
      "src/**/*.test.ts",
      "examples/**/*.test.ts",
      "reference/**/*.test.ts",
      "scripts/**/*.test.ts",
      "viewer/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", ...(process.env.TEST_TIER === "quick" ? SLOW : [])],
    testTimeout: 120_000,
    pool: "forks",
  },
});
