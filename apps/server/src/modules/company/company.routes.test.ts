import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness.ts";

describe("shared/company/", () => {
  const company = {
    legal_name: "Example Care Private Limited",
    cin: "U85300MH2021PTC123456",
    gstin: "27AAPFU0939F1ZV",
    registered_office: "12 Marine Drive, Mumbai 400020, Maharashtra",
    grievance_officer: { name: "Priya Nair", email: "grievance@example.in", phone: "+91 22 4000 1234" },
    helpline_phone: "+91 22 4000 9999",
    payment_processor: "Razorpay",
  };
  const t = useTestApp("pglite", { company });

  it("tells anyone who stands behind the service, exactly as configured, and may be cached", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/company/" });
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual(company);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const again = await t.app.inject({
      method: "GET",
      url: "/api/shared/company/",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers only GET", async () => {
    const res = await t.call({ method: "POST", url: "/api/shared/company/", payload: {} });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
