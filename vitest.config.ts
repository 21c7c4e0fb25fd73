import { defineConfig } from "vitest/config";

/**
 * One Vitest run for every workspace. Server API tests share their worker processes (no isolation):
 * booting PGlite's WebAssembly once per worker instead of once per file saves most of their time,
 * and each test file still gets its own fresh database.
 */
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "tools", include: ["scripts/**/*.test.mjs"] } },
      { test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
