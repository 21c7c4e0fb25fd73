import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runServerToExit, startServer } from "./test/server-process.ts";

const dirs: string[] = [];
function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "eldercare-data-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function rowCounts(url: string) {
  // biome-ignore lint/suspicious/noExplicitAny: reads several Data shapes
  const get = async (path: string): Promise<any> =>
    ((await (await fetch(`${url}/api/shared/${path}/`)).json()) as { Data: unknown }).Data;
  return {
    countries: (await get("getcountries")).countries.length,
    cities: (await get("getcities")).cities.length,
    plans: (await get("fetchsubscriptionplans")).plans.length,
    faqs: (await get("getallfaqs")).faqs.length,
  };
}

// Each test starts the real server from source (tsx) on an empty database, once or twice: with the other
// test worker busy on the second core, a start can take most of the default 30 s.
describe("the server process", { timeout: 90_000 }, () => {
  it("refuses to start on bad configuration, naming the variable", async () => {
    const { code, output } = await runServerToExit({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration");
    expect(output).toMatch(/PORT: must be a port number/);
    expect(output).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });

  it("finishes in-flight requests on SIGTERM, and a restart over the same data adds no seed rows", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const before = await rowCounts(first.url);
    expect(before.countries).toBeGreaterThanOrEqual(3);

    const inFlight = Array.from({ length: 40 }, () =>
      fetch(`${first.url}/api/shared/fetchsubscriptionplans/`).then(
        async (r) => ({
          status: r.status,
          plans: ((await r.json()) as { Data: { plans: unknown[] } | null }).Data?.plans.length,
        }),
        () => ({ status: 0, plans: undefined }), // refused: arrived after the listener closed
      ),
    );
    // Let the first requests reach the server, then ask it to stop while the rest are in flight.
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill("SIGTERM");
    const results = await Promise.all(inFlight);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("shutdown complete");
    const answered = results.filter((r) => r.status !== 0);
    expect(answered.length).toBeGreaterThan(0);
    for (const r of answered) {
      // Accepted requests complete in full, or are told politely to retry; none is cut off or fails.
      expect([200, 503]).toContain(r.status);
      if (r.status === 200) expect(r.plans).toBe(before.plans);
    }

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      expect(await rowCounts(second.url)).toEqual(before);
    } finally {
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    }
  });

  it("in production never logs a code in clear, serves no docs and no inbox", async () => {
    const server = await startServer({
      NODE_ENV: "production",
      DATA_DIR: "memory://",
      OTP_HASH_KEY: "p".repeat(40),
      ID_VAULT_KEY: "cd".repeat(32),
      SUPPLIER_NAME: "SeniorCare Relief Private Limited",
      SUPPLIER_ADDRESS: "71 Park Street, Kolkata 700016",
      SUPPLIER_GSTIN: "27AAPFU0939F1ZV",
      COMPANY_CIN: "U85300MH2021PTC123456",
      GRIEVANCE_OFFICER_NAME: "Priya Nair",
      GRIEVANCE_OFFICER_EMAIL: "grievance@seniorcare.in",
      HELPLINE_PHONE: "+91 33 4000 1234",
      ALLOW_CONSOLE_DELIVERY: "true",
      ALLOW_SANDBOX_PAYMENTS: "true",
    });
    try {
      const sent = await fetch(`${server.url}/api/shared/generateotp/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email_phn_flag: "E", email: "prod.check@example.com", user_type: 1 }),
      });
      expect(sent.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const line = server
        .output()
        .split("\n")
        .find((l) => l.includes("development message"));
      const { text } = JSON.parse(line ?? "{}") as { text?: string };
      expect(text).toContain("****** is your SeniorCare Relief verification code");
      expect(text).not.toMatch(/\d{6}/);
      expect((await fetch(`${server.url}/api/docs/`)).status).toBe(404);
      expect((await fetch(`${server.url}/dev/inbox.json?to=prod.check@example.com`)).status).toBe(404);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("listens on 127.0.0.1 in development when HOST is not set", async () => {
    const server = await startServer({ DATA_DIR: "memory://", HOST: "" });
    try {
      expect(server.output()).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
      expect(server.output()).not.toContain("0.0.0.0");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("refuses to start when REDIS_URL cannot be reached, saying so", async () => {
    const { code, output } = await runServerToExit({
      DATA_DIR: "memory://",
      REDIS_URL: "redis://127.0.0.1:1",
    });
    expect(code).toBe(1);
    expect(output).toContain("cannot reach Redis at REDIS_URL");
  });

  // With a Redis to talk to (CI), the real process keeps its codes there.
  it.each(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])(
    "keeps one-time codes in Redis when REDIS_URL is set (%s)",
    async (redisUrl) => {
      const server = await startServer({ DATA_DIR: "memory://", REDIS_URL: redisUrl });
      try {
        const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { Data: object };
        expect(ready.Data).toEqual({ status: "ready", database: "pglite", redis: "ok" });
        const phone = `97${String(Date.now()).slice(-8)}`;
        const send = () =>
          fetch(`${server.url}/api/shared/generateotp/`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email_phn_flag: "P", phone, user_type: 1 }),
          });
        expect((await send()).status).toBe(200);
        expect((await send()).status).toBe(429);
        expect(server.output()).toContain('"otpStore":"redis"');
      } finally {
        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
      }
    },
  );
});
