import { defineConfig } from "vitest/config";

/**
 * One Vitest run for every workspace. Server API tests share their worker processes (no isolation):
 * booting PGlite's WebAssembly once per worker instead of once per file saves most of their time,
 * and each test file still gets its own fresh database, copied from one template made once per run
 * (apps/server/src/test/global-setup.ts).
 */
/** The web app's first-load budget: it bundles with rolldown (see the web projects below). */
const WEB_BUNDLE_TEST = "apps/web/src/first-load.test.ts";

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this project's 2-core machines, which
    // left a core idle for the whole run. Two workers, one per core (the main process only hands out files).
    maxWorkers: 2,
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "tools", include: ["scripts/**/*.test.mjs"] } },
      // Web units run in Node; a component test renders into jsdom by starting with
      // `// @vitest-environment jsdom` (Vitest 4 dropped environmentMatchGlobs, and a second project
      // would leave them out of `--project web`). Its helpers are in apps/web/src/test/.
      // Typing into forms on a busy 2-core machine can pass Vitest's 5 s default.
      // In VM contexts on worker threads (vmThreads): each file still gets its own modules and its own jsdom,
      // but the workers are not made again per file and Node's own modules stay loaded; the web tests took
      // half the time (141 s → 69 s on 2 cores, issue 40). The bundle-size test runs rolldown, whose native binding refuses values
      // from another realm, so it runs apart in a plain worker ("web-bundle"; `--project 'web*'` runs both).
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          exclude: [WEB_BUNDLE_TEST],
          testTimeout: 30_000,
          pool: "vmThreads",
          // recharts' CommonJS build requires Redux Toolkit's ES module, which a VM context cannot load:
          // its ES build, transformed by Vite, imports it instead (the monthly summary's charts, issue 47).
          server: { deps: { inline: [/recharts/] } },
        },
        resolve: { alias: [{ find: /^recharts$/, replacement: "recharts/es6/index.js" }] },
      },
      { test: { name: "web-bundle", include: [WEB_BUNDLE_TEST], testTimeout: 30_000 } },
      // Several processes of the production build behind HAProxy: `npm test` runs it on its own after the
      // build (MULTI_PROCESS=1 npx vitest run --project deploy), never in the main run.
      ...(process.env.MULTI_PROCESS === "1"
        ? [
            {
              test: {
                name: "deploy",
                include: ["deploy/test/**/*.test.ts"],
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
