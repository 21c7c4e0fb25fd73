import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "./config.ts";

const PRODUCTION_OK = {
  OTP_HASH_KEY: "x".repeat(40),
  ID_VAULT_KEY: "ab".repeat(32),
  SUPPLIER_NAME: "SeniorCare Relief Private Limited",
  SUPPLIER_ADDRESS: "71 Park Street, Kolkata 700016",
  SUPPLIER_GSTIN: "27AAPFU0939F1ZV",
  COMPANY_CIN: "U85300MH2021PTC123456",
  GRIEVANCE_OFFICER_NAME: "Priya Nair",
  GRIEVANCE_OFFICER_EMAIL: "grievance@seniorcare.in",
  HELPLINE_PHONE: "+91 33 4000 1234",
  ALLOW_CONSOLE_DELIVERY: "true",
  ALLOW_SANDBOX_PAYMENTS: "true",
};

describe("configuration", () => {
  it("defaults to port 3000 and PGlite under ./data of the repository", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.pgliteDataDir).toBe(`${REPO_ROOT}/data`);
    expect(c.BODY_LIMIT_BYTES).toBe(102400);
  });

  it("listens on this machine only in development, on every interface in production, unless HOST says", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production", ...PRODUCTION_OK }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production", ...PRODUCTION_OK, HOST: "10.0.0.5" }).HOST).toBe("10.0.0.5");
  });

  it("names the site's public address for canonical links and the sitemap, without a trailing slash", () => {
    expect(loadConfig({}).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
    expect(loadConfig({ PUBLIC_URL: "https://seniorcare.example/" }).publicUrl).toBe(
      "https://seniorcare.example",
    );
    expect(() => loadConfig({ PUBLIC_URL: "https://seniorcare.example/home" })).toThrow(
      /PUBLIC_URL: must be an origin/,
    );
    expect(() => loadConfig({ PUBLIC_URL: "seniorcare.example" })).toThrow(/PUBLIC_URL/);
  });

  it("serves API docs outside production, and in production only when API_DOCS is true", () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", ...PRODUCTION_OK }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", ...PRODUCTION_OK, API_DOCS: "true" }).apiDocs).toBe(true);
  });

  it("takes a PostgreSQL URL and an in-memory PGlite", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/test" }).DATABASE_URL).toBe(
      "postgres://u@127.0.0.1:5432/test",
    );
    expect(loadConfig({ DATA_DIR: "memory://" }).pgliteDataDir).toBe("memory://");
  });

  it("trusts no proxy, any proxy, or only the proxies listed", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8,::1 " }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    for (const bad of ["10.0.0.0/33", "proxy.internal", "127.0.0.1,", "10.0.0.1/8/2"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("names every bad variable in one error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "70000", NODE_ENV: "staging", TRUST_PROXY: "maybe", REDIS_URL: "localhost:6379" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: must be from 0 to 65535 (got "70000")');
    expect(message).toContain("NODE_ENV: must be development, production or test");
    expect(message).toContain("TRUST_PROXY: must be true, false, or the proxies' addresses");
    expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL (got "localhost:6379")');
  });

  it("refuses production without real secrets or with console code delivery", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/OTP_HASH_KEY: is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/ID_VAULT_KEY: is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SMS_PROVIDER: console delivery prints one-time codes/,
    );
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SUPPLIER_GSTIN: is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/COMPANY_CIN: is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL: is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/HELPLINE_PHONE: is required in production/);
    expect(() => loadConfig({ HELPLINE_PHONE: "call us" })).toThrow(/HELPLINE_PHONE: must be a phone number/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /PAYMENT_GATEWAY: the sandbox takes no money/,
    );
    const secrets = {
      OTP_HASH_KEY: "x".repeat(40),
      ID_VAULT_KEY: "ab".repeat(32),
      SUPPLIER_NAME: "SeniorCare Relief Private Limited",
      SUPPLIER_ADDRESS: "71 Park Street, Kolkata 700016",
      SUPPLIER_GSTIN: "27AAPFU0939F1ZV",
      COMPANY_CIN: "U85300MH2021PTC123456",
      GRIEVANCE_OFFICER_NAME: "Priya Nair",
      GRIEVANCE_OFFICER_EMAIL: "grievance@seniorcare.in",
      HELPLINE_PHONE: "+91 33 4000 1234",
    };
    const allowed = { ALLOW_CONSOLE_DELIVERY: "true", ALLOW_SANDBOX_PAYMENTS: "true" };
    const production = loadConfig({ NODE_ENV: "production", ...secrets, ...allowed });
    expect(production.supplier).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      invoicePrefix: "SCR",
      sac: "999352",
    });
    // What families are shown is the invoice's supplier, with the CIN and the grievance officer.
    expect(production.company).toEqual({
      legal_name: "SeniorCare Relief Private Limited",
      cin: "U85300MH2021PTC123456",
      gstin: "27AAPFU0939F1ZV",
      registered_office: "71 Park Street, Kolkata 700016",
      grievance_officer: { name: "Priya Nair", email: "grievance@seniorcare.in", phone: null },
      helpline_phone: "+91 33 4000 1234",
      payment_processor: null,
    });
    expect(() => loadConfig({ EMAIL_PROVIDER: "smtp" })).toThrow(
      /SMTP_URL: is required when EMAIL_PROVIDER=smtp/,
    );
    expect(() => loadConfig({ ID_VAULT_KEY: "short" })).toThrow(/ID_VAULT_KEY: must be 64 hex characters/);
  });

  it("checks the payment gateway and invoice settings", () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe("sandbox");
    expect(() => loadConfig({ PAYMENT_GATEWAY: "razorpay", RAZORPAY_KEY_ID: "rzp_test_1" })).toThrow(
      /RAZORPAY_KEY_SECRET: is required when PAYMENT_GATEWAY=razorpay/,
    );
    expect(() => loadConfig({ SUPPLIER_GSTIN: "27AAPFU0939F1ZX" })).toThrow(
      /SUPPLIER_GSTIN: must be a valid/,
    );
    expect(() => loadConfig({ COMPANY_CIN: "U85300MH2021PTC12345" })).toThrow(
      /COMPANY_CIN: must be a 21-character Corporate Identity Number/,
    );
    expect(() => loadConfig({ GRIEVANCE_OFFICER_PHONE: "call us" })).toThrow(
      /GRIEVANCE_OFFICER_PHONE: must be a phone number/,
    );
    expect(() => loadConfig({ INVOICE_PREFIX: "SCRL" })).toThrow(
      /INVOICE_PREFIX: must be 1 to 3 letters or digits/,
    );
    expect(() => loadConfig({ INVOICE_SAC: "12345" })).toThrow(/INVOICE_SAC: must be a 6-digit/);
    expect(() => loadConfig({ CREDIT_NOTE_PREFIX: "SCNX" })).toThrow(
      /CREDIT_NOTE_PREFIX: must be 1 to 3 letters or digits/,
    );
    expect(() => loadConfig({ CREDIT_NOTE_PREFIX: "scr" })).toThrow(
      /CREDIT_NOTE_PREFIX: must differ from INVOICE_PREFIX/,
    );
    expect(loadConfig({}).supplier.creditNotePrefix).toBe("SCN");
  });
});
