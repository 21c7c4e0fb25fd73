import { defineConfig } from "vitest/config";

/** One Vitest run for every workspace: contracts, server (API via inject) and web units. */
export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default"],
  },
});
