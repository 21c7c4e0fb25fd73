import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import {
  createRecordingSenders,
  createTestDatabase,
  TEST_APP_CONFIG,
  TEST_DATABASES,
  useTestApp,
} from "./test/harness.ts";

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

  it("sends security headers and a request id on every response", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/shared/getcountries/" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    // The sandbox needs no payment window: no frames, no outside scripts.
    expect(res.headers["content-security-policy"]).toContain("frame-src 'none'");
    expect(res.headers["content-security-policy"]).not.toContain("razorpay");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
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
});
