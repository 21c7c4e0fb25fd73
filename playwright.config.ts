/**
 * Which size a test runs at (issue 24, docs/decisions/0008): at phone AND desktop size where layout
 * matters, once where it does not.
 * - A test in `*.desktop.spec.ts` / `*.phone.spec.ts` runs at that size only: the file name says so.
 * - In every other spec file each test, or the `test.describe` around it, carries exactly one size tag:
 *     { tag: "@both" }          layout or size-dependent behaviour: the header and its phone menu, tables
 *                               that become cards, dialogs on a small screen, what fits, what is in view,
 *                               toast placement, the page frame, axe on markup that differs by size.
 *     { tag: "@phone-only" }    a flow whose logic is the same at any size, that families use: they are
 *                               mostly on phones. Every main family flow (registration, login, booking,
 *                               enquiry) keeps a whole pass at phone size.
 *     { tag: "@desktop-only" }  the same for the operations team (admin login and console, used at a desk),
 *                               and checks with no page at all (API answers, helpers).
 *   The projects below leave out the other size's "-only" tests (grepInvert). A test with no size tag, or
 *   with two, fails at once with a message saying so (e2e/fixtures.ts): nothing is dropped or doubled
 *   unnoticed. Never use test.skip to pick a size.
 */
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The fake WhatsApp Cloud API the app sends to (e2e/fake-whatsapp-server.ts). */
export const WHATSAPP_PORT = Number(process.env.E2E_WHATSAPP_PORT ?? 3101);
/** Signs the browser tests' calls to the app's WhatsApp webhook (a reply of STOP). */
export const E2E_WHATSAPP_SECRET = "e2e-whatsapp-app-secret";
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
 * The tests a project leaves out: those tagged `@<other>-only`. A test tagged with both "-only" tags by
 * mistake matches neither project's pattern, so it runs in both and fails on its tags (e2e/fixtures.ts)
 * instead of silently running nowhere.
 */
function onlyAtOtherSize(other: "phone" | "desktop"): RegExp {
  const own = other === "phone" ? "desktop" : "phone";
  return new RegExp(`^(?!.*@${own}-only\\b).*@${other}-only\\b`);
}

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real server on an
 * in-memory PGlite, serving the built web app. One browser per worker, shared by its tests.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One per core: every machine of this project, CI's too, has 2. Three measured 12.5 min against 14.4,
  // but under CI's load tests then ran past their 30 s (issue 40).
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
    // *.desktop.spec.ts and *.phone.spec.ts hold checks that only make sense at one size; elsewhere the
    // size tags decide (see above).
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      grepInvert: onlyAtOtherSize("phone"),
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: "phone",
      testIgnore: /\.desktop\.spec\.ts$/,
      grepInvert: onlyAtOtherSize("desktop"),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: "node --import tsx e2e/fake-whatsapp-server.ts",
      url: `http://127.0.0.1:${WHATSAPP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_WHATSAPP_PORT: String(WHATSAPP_PORT) },
    },
    {
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
        QUESTIONS_PER_HOUR_PER_IP: "100000",
        // Every test's family books in Kolkata, mostly the first open shifts: a roster to share among them.
        DEV_ROSTER_PER_CITY: "40",
        // Background sweeps (the outbox, reminders, refunds at the sandbox gateway) every 2 s, not 15.
        NOTIFY_INTERVAL_MS: "2000",
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        HELPLINE_PHONE: "+91 33 4000 1234",
        ADMIN_NAME: "Operations Desk",
        ADMIN_PHONE: "9000000001",
        ADMIN_EMAIL: "admin@seniorcare.example",
        // Messages a member chooses to get on WhatsApp go to the fake Cloud API (decision 0061).
        WHATSAPP_PROVIDER: "cloud",
        WHATSAPP_API_URL: `http://127.0.0.1:${WHATSAPP_PORT}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
        WHATSAPP_TOKEN: "e2e-whatsapp-token",
        WHATSAPP_APP_SECRET: E2E_WHATSAPP_SECRET,
      },
    },
  ],
});
