import { API, type ApiName, responseSchemaOf } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { MADE_REQUEST_ID } from "../plugins/request-id.ts";
import { TEST_DATABASES, useTestApp } from "../test/harness.ts";
import { loginNewAdmin } from "../test/identity.ts";
import { etagMatches } from "./route.ts";

// Decision 0027: the cached public reads, their validators and how long a browser may keep them.
const READS: [ApiName, string][] = [
  ["fetchSubscriptionPlans", "public, max-age=300"],
  ["fetchServiceItems", "public, max-age=300"],
  ["fetchSpecialities", "public, max-age=300"],
  ["getCountries", "public, max-age=3600"],
  ["getStates", "public, max-age=3600"],
  ["getCities", "public, max-age=3600"],
  ["getAllFaqs", "no-cache"],
];

const urlOf = (name: ApiName) => `/api/${API[name].path}`;

describe("etagMatches", () => {
  it("compares If-None-Match weakly, as a list or *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe.each(TEST_DATABASES)("cached public reads (%s)", (kind) => {
  const t = useTestApp(kind);

  it.each(READS)(
    "%s: the envelope with an ETag and Cache-Control; a matching If-None-Match gets 304",
    async (name, policy) => {
      const first = await t.app.inject({ method: "GET", url: urlOf(name) });
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(first.headers["cache-control"]).toBe(policy);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      // The envelope as before: Data, then empty error lists, and only the fields the contract lists.
      const body = first.json();
      expect(Object.keys(body)).toEqual(["Data", "Errors"]);
      expect(body.Errors).toEqual({ Business_Errors: [], System_Errors: [], Warnings: [], Info: [] });
      expect(responseSchemaOf(API[name]).parse(body)).toEqual(body);

      // The same bytes and validator on the next call.
      const again = await t.app.inject({ method: "GET", url: urlOf(name) });
      expect(again.payload).toBe(first.payload);
      expect(again.headers.etag).toBe(etag);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const unchanged = await t.app.inject({
          method: "GET",
          url: urlOf(name),
          headers: { "if-none-match": ifNoneMatch },
        });
        expect(unchanged.statusCode).toBe(304);
        expect(unchanged.payload).toBe("");
        expect(unchanged.headers.etag).toBe(etag);
        expect(unchanged.headers["cache-control"]).toBe(policy);
        // Security headers on a 304 as on every answer.
        expect(unchanged.headers["content-security-policy"]).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(unchanged.headers["x-content-type-options"]).toBe("nosniff");
      }
      const stale = await t.app.inject({
        method: "GET",
        url: urlOf(name),
        headers: { "if-none-match": '"not-the-current-one"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.payload).toBe(first.payload);
    },
  );

  it("sends the same security headers on a cached read as on any other API answer", async () => {
    const cachedRead = await t.app.inject({ method: "GET", url: urlOf("fetchSubscriptionPlans") });
    const refused = await t.app.inject({ method: "POST", url: "/api/users/getprofiledata/", payload: {} });
    expect(refused.statusCode).toBe(401);
    const security = [
      "content-security-policy",
      "cross-origin-resource-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
    ];
    for (const name of security) {
      expect(cachedRead.headers[name], name).toBeTruthy();
      expect(cachedRead.headers[name], name).toBe(refused.headers[name]);
    }
    expect(cachedRead.headers["x-request-id"]).toMatch(MADE_REQUEST_ID);
  });

  it("answers lookups (a POST) from the cache too, one list per asked type", async () => {
    const ask = (domain_type: string[]) =>
      t.app.inject({ method: "POST", url: urlOf("getDomainData"), payload: { domain_type } });
    const first = await ask(["shift_type", "id_type", "shift_type"]);
    expect(first.statusCode).toBe(200);
    // In the contract's order, as the response schema serialises them.
    expect(Object.keys(first.json().Data)).toEqual(["id_type", "shift_type"]);
    expect(first.json().Data.id_type.length).toBeGreaterThan(0);
    expect((await ask(["shift_type", "id_type"])).payload).toBe(first.payload);
    expect(Object.keys((await ask(["id_type"])).json().Data)).toEqual(["id_type"]);
    // A POST is never answered 304.
    const conditional = await t.app.inject({
      method: "POST",
      url: urlOf("getDomainData"),
      payload: { domain_type: ["id_type"] },
      headers: { "if-none-match": "*" },
    });
    expect(conditional.statusCode).toBe(200);
  });

  it("gives the FAQs a new ETag once an admin changes one, so the next load shows the change", async () => {
    const admin = await loginNewAdmin(t);
    const before = await t.app.inject({ method: "GET", url: urlOf("getAllFaqs") });
    const etag = String(before.headers.etag);
    const question = `Do you visit on public holidays? ${Date.now()}`;
    const saved = await t.call({
      method: "POST",
      url: "/api/admin/modifyfaq/",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { category: "General", question, answer: "Yes, on request." },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // The browser revalidates with the ETag it holds (no-cache): the change comes back, not a 304.
    const after = await t.app.inject({
      method: "GET",
      url: urlOf("getAllFaqs"),
      headers: { "if-none-match": etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().Data.faqs.map((f: { question: string }) => f.question)).toContain(question);
    const unchanged = await t.app.inject({
      method: "GET",
      url: urlOf("getAllFaqs"),
      headers: { "if-none-match": String(after.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
  });
});
