import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["conformance/**/*.test.ts", "generator/**/*.test.ts", "runtime/**/*.test.ts", "src/**/*.test.ts", "examples/**/*.test.ts", "reference/**/*.test.ts", "viewer/**/*.test.ts"],
    testTimeout: 120_000,
    pool: "forks",
  },
});
