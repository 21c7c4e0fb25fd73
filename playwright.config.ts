import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Debian's Chromium on this machine's closed network (also used by `npm run bench:web`). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real server on an
 * in-memory PGlite, serving the built web app. One browser per worker, shared by its tests.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: ".test-output/e2e-artifacts",
  reporter: [["list"], ["json", { outputFile: ".test-output/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // *.desktop.spec.ts and *.phone.spec.ts hold checks that only make sense at one size.
    { name: "desktop", testIgnore: /\.phone\.spec\.ts$/, use: { viewport: { width: 1280, height: 900 } } },
    {
      name: "phone",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: "node --import tsx apps/server/src/server.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // Codes arrive in the development inbox; a short resend countdown keeps the resend test quick,
      // and every test shares one client address, so the per-address limits are lifted.
      SMS_PROVIDER: "console",
      EMAIL_PROVIDER: "console",
      OTP_RESEND_SECONDS: "3",
      OTP_SENDS_PER_HOUR_PER_IP: "100000",
      ENQUIRIES_PER_HOUR_PER_IP: "100000",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_NAME: "Operations Desk",
      ADMIN_PHONE: "9000000001",
      ADMIN_EMAIL: "admin@seniorcare.example",
    },
  },
});
