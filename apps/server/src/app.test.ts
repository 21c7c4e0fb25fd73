import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { MADE_REQUEST_ID } from "./plugins/request-id.ts";
import {
  createRecordingSenders,
  createTestDatabase,
  TEST_APP_CONFIG,
  TEST_DATABASES,
  useTestApp,
} from "./test/harness.ts";
import { loginNewAdmin, registerMember } from "./test/identity.ts";

describe.each(TEST_DATABASES)("HTTP edge (%s)", (kind) => {
  const t = useTestApp(kind);
  const domainUrl = "/api/shared/getdomaindata/";

  it("answers malformed JSON with 400 and a clear message", async () => {
    const res = await t.call({
      method: "POST",
      url: domainUrl,
      headers: { "content-type": "application/json" },
      payload: '{"domain_type": [',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      Data: null,
      Errors: {
        Business_Errors: [],
        System_Errors: [{ Code: "SE003", Message: "The request body is not valid JSON." }],
        Warnings: [],
        Info: [],
      },
    });
  });

  it("answers a non-JSON content type with 415", async () => {
    const res = await t.call({
      method: "POST",
      url: domainUrl,
      headers: { "content-type": "text/plain" },
      payload: "id_type",
    });
    expect(res.status).toBe(415);
    expect(res.body.Errors.System_Errors[0]?.Message).toBe(
      "Unsupported content type. Please send the request as application/json.",
    );
  });

  it("answers an oversized body with 413 naming the limit", async () => {
    const big = JSON.stringify({ domain_type: ["id_type"], pad: "x".repeat(200 * 1024) });
    const res = await t.call({
      method: "POST",
      url: domainUrl,
      headers: { "content-type": "application/json" },
      payload: big,
    });
    expect(res.status).toBe(413);
    expect(res.body.Errors.System_Errors[0]).toEqual({
      Code: "SE005",
      Message: "The request is too large (limit 100 KB).",
    });
  });

  it("answers an empty JSON body with 400", async () => {
    const res = await t.call({
      method: "POST",
      url: domainUrl,
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.Data).toBeNull();
  });

  it("answers a missing body with 400 and says a JSON object is needed", async () => {
    const res = await t.call({ method: "POST", url: domainUrl });
    expect(res.status).toBe(400);
    expect(res.body.Errors.Business_Errors).toEqual([
      { Code: "BE001", Message: "The request body must be a JSON object." },
    ]);
  });

  it.each([
    ["GET", "/api/shared/nosuchthing/"],
    ["POST", "/api/shared/getcountries/"],
    ["DELETE", "/api/shared/getallfaqs/"],
    ["GET", "/api"],
  ])("answers unknown API route %s %s with a 404 envelope", async (method, url) => {
    const res = await t.call({ method: method as "GET", url });
    expect(res.status).toBe(404);
    expect(res.body.Errors.System_Errors[0]?.Code).toBe("SE006");
    expect(res.body.Errors.System_Errors[0]?.Message).toContain("No API endpoint");
  });

  it("sends security headers and a request id on every response: the page set on pages, the API set on API answers", async () => {
    const page = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    // The sandbox needs no payment window: no frames, no outside scripts.
    expect(page.headers["content-security-policy"]).toContain("frame-src 'none'");
    expect(page.headers["content-security-policy"]).not.toContain("razorpay");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

    for (const url of ["/api/shared/getcountries/", "/api/no/such/route/"]) {
      const api = await t.app.inject({ method: "GET", url });
      // Nothing in an answer may run, be framed, be sniffed as another type or be embedded elsewhere.
      expect(api.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers["x-content-type-options"], url).toBe("nosniff");
      expect(api.headers["x-frame-options"], url).toBe("DENY");
      expect(api.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(api.headers["strict-transport-security"], url).toBe(page.headers["strict-transport-security"]);
      expect(api.headers["referrer-policy"], url).toBeUndefined();
      expect(api.headers["x-request-id"], url).toMatch(MADE_REQUEST_ID);
    }

    const kept = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "lb-12345678" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-12345678");
  });

  it("reports liveness and readiness", async () => {
    expect((await t.call({ method: "GET", url: "/healthz" })).body.Data).toEqual({ status: "ok" });
    const ready = await t.call({ method: "GET", url: "/readyz" });
    expect(ready.status).toBe(200);
    expect(ready.body.Data).toEqual({ status: "ready", database: kind });
  });

  it("serves the OpenAPI document generated from the contracts, and the interactive docs", async () => {
    const doc = await t.call({ method: "GET", url: "/api/docs/json" });
    expect(doc.status).toBe(200);
    const body = doc.body as unknown as { paths: Record<string, unknown>; info: { description: string } };
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        "/api/shared/fetchsubscriptionplans/",
        "/api/shared/getdomaindata/",
        "/api/shared/getcities/",
      ]),
    );
    expect(body.info.description).toContain("BE006");
    const ui = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });
});

describe.each(TEST_DATABASES)("private answers and missing files (%s)", (kind) => {
  const t = useTestApp(kind);

  it("marks every answer to a member or admin route no-store, errors and login tokens included", async () => {
    const member = await registerMember(t);
    const profile = await t.call({
      method: "POST",
      url: "/api/users/getprofiledata/",
      headers: { authorization: `Bearer ${member.token}` },
      payload: { user_id: member.userId },
    });
    expect(profile.status).toBe(200);
    expect(profile.headers["cache-control"]).toBe("no-store");
    const refused = await t.call({
      method: "POST",
      url: "/api/users/getprofiledata/",
      payload: { user_id: 1 },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const sent = await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "P", phone: member.person.phone, login_flag: true, user_type: 1 },
    });
    expect(sent.status).toBe(200);
    const signedIn = await t.call({
      method: "POST",
      url: "/api/users/login/",
      payload: {
        email_phn_flag: "P",
        user_name: member.person.phone,
        otp: t.outbox.latestCode(`+91${member.person.phone}`),
        user_type: 1,
      },
    });
    expect(signedIn.body.Token).toBeTruthy();
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const admin = await loginNewAdmin(t);
    const members = await t.call({
      method: "POST",
      url: "/api/users/getprofiledata/",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { user_id: member.userId },
    });
    expect(members.status).toBe(403);
    expect(members.headers["cache-control"]).toBe("no-store");
    // Public reference data may still be cached.
    const plans = await t.call({ method: "GET", url: "/api/shared/fetchsubscriptionplans/" });
    expect(plans.headers["cache-control"]).not.toBe("no-store");
  });
});

describe("the built web app", () => {
  const dist = mkdtempSync(join(tmpdir(), "eldercare-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>SeniorCare Relief</title>");
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
  const t = useTestApp("pglite", { serveWeb: true, webDistDir: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("answers a missing file under /assets/ (or any missing file) 404, and page routes with the app", async () => {
    expect((await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" })).statusCode).toBe(200);
    for (const url of ["/assets/index-old999.js", "/assets/app.css", "/favicon.png"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("application/json");
      expect(res.body, url).not.toContain("<!doctype html>");
    }
    const page = await t.app.inject({ method: "GET", url: "/documents/privacy-policy" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>SeniorCare Relief</title>");
  });
});

describe("API docs in production", () => {
  it("are off unless switched on, and on when configured", async () => {
    const { database, drop } = await createTestDatabase("pglite");
    const build = (apiDocs?: boolean) =>
      buildApp(
        { ...TEST_APP_CONFIG, NODE_ENV: "production", ...(apiDocs === undefined ? {} : { apiDocs }) },
        database,
        {
          senders: createRecordingSenders().senders,
          inbox: null,
        },
      );
    const off = await build();
    const on = await build(true);
    try {
      expect((await off.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBe(404);
      expect((await off.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(404);
      expect((await on.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
    } finally {
      await off.close();
      await on.close();
      await drop();
    }
  });
});

describe("unexpected failures", () => {
  it("answer 500 with a generic message and never a stack trace", async () => {
    const { database, drop } = await createTestDatabase("pglite");
    const app = await buildApp(TEST_APP_CONFIG, database, {
      senders: createRecordingSenders().senders,
      inbox: null,
    });
    app.get("/api/test/boom", async () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/test/boom" });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        Data: null,
        Errors: {
          Business_Errors: [],
          System_Errors: [{ Code: "SE001", Message: "Internal server error. Please try again later." }],
          Warnings: [],
          Info: [],
        },
      });
      expect(res.body).not.toContain("secret");
      expect(res.body).not.toContain("at ");
    } finally {
      await app.close();
      await drop();
    }
  });

  it("answer 503 'Database unavailable' with Retry-After when PostgreSQL cannot be reached", async () => {
    const { database, drop } = await createTestDatabase("pglite");
    const app = await buildApp(TEST_APP_CONFIG, database, {
      senders: createRecordingSenders().senders,
      inbox: null,
    });
    // A real driver's failure: a server that is not there (nothing listens on port 1).
    const gone = await openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" });
    app.post("/api/test/database-gone", async () => {
      await gone.db.execute(sql`select 1`);
      return {};
    });
    try {
      const res = await app.inject({ method: "POST", url: "/api/test/database-gone", payload: {} });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json().Errors.System_Errors).toEqual([
        { Code: "SE002", Message: SYSTEM_MESSAGES.databaseUnavailable },
      ]);
      expect(res.body).not.toContain("127.0.0.1");
    } finally {
      await gone.close();
      await app.close();
      await drop();
    }
  });

  it("logs each request's lines with its id, and writes nothing for a quiet request at warn", async () => {
    const { database, drop } = await createTestDatabase("pglite");
    const at = async (level: "warn" | "info") => {
      const lines: string[] = [];
      const app = await buildApp({ ...TEST_APP_CONFIG, LOG_LEVEL: level }, database, {
        senders: createRecordingSenders().senders,
        inbox: null,
        logStream: { write: (line) => void lines.push(line) },
      });
      app.get("/api/test/logs", async (request) => {
        request.log.info("an info line");
        request.log.error("an error line");
        return {};
      });
      const res = await app.inject({ method: "GET", url: "/api/test/logs" });
      const quiet = await app.inject({ method: "GET", url: "/healthz" });
      await app.close();
      const parsed = lines
        .join("")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      return { id: res.headers["x-request-id"], quietId: quiet.headers["x-request-id"], parsed };
    };
    try {
      const warn = await at("warn");
      expect(warn.id).not.toBe(warn.quietId);
      const written = warn.parsed.filter((l) => l.reqId !== undefined);
      expect(written.map((l) => [l.reqId, l.msg])).toEqual([[warn.id, "an error line"]]);
      const info = await at("info");
      const mine = info.parsed.filter((l) => l.reqId === info.id).map((l) => l.msg);
      expect(mine).toEqual(expect.arrayContaining(["incoming request", "an info line", "an error line"]));
      expect(info.parsed.some((l) => l.reqId === info.quietId && l.msg === "request completed")).toBe(true);
    } finally {
      await drop();
    }
  });

  it.each(TEST_DATABASES)(
    "log a failed query by its statement and code, never its values (%s)",
    async (kind) => {
      const { database, drop } = await createTestDatabase(kind);
      const lines: string[] = [];
      const app = await buildApp({ ...TEST_APP_CONFIG, LOG_LEVEL: "info" }, database, {
        senders: createRecordingSenders().senders,
        inbox: null,
        logStream: { write: (line) => void lines.push(line) },
      });
      app.post("/api/test/failing-query", async () => {
        // PostgreSQL quotes the bad value in its message: "invalid input syntax for type integer: ...".
        await database.db.execute(sql`select ${"private.person@example.com"}::int as n`);
        return {};
      });
      try {
        const res = await app.inject({ method: "POST", url: "/api/test/failing-query", payload: {} });
        expect(res.statusCode).toBe(500);
        const logged = lines.join("");
        expect(logged).toContain('"code":"22P02"');
        expect(logged).toContain("unhandled error");
        expect(logged).not.toContain("private.person");
      } finally {
        await app.close();
        await drop();
      }
    },
  );
});
