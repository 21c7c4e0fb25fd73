import { isIP } from "node:net";
import { resolve } from "node:path";
import {
  BOOKING_RULES,
  CANCELLATION_POLICY_DEFAULTS,
  CIN_PATTERN,
  type CompanyDetails,
  INCIDENTS_PER_HOUR,
  QUESTIONS_PER_HOUR_PER_IP,
} from "@eldercare/contracts";
import { z } from "zod";
import { isValidGstin } from "./lib/gstin.ts";
import { DEV_COMPANY, DEV_SUPPLIER, type Supplier } from "./lib/supplier.ts";

/** The repository root: relative paths in configuration are taken from here, whatever the cwd. */
export const REPO_ROOT = resolve(import.meta.dirname, "../../..");

const boolString = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/** One address or a CIDR block, IPv4 or IPv6 (for TRUST_PROXY). */
const isAddressOrBlock = (item: string) => {
  const [address, bits, extra] = item.split("/");
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Whose X-Forwarded-For to believe for the client's address (the per-address limits): nobody (false),
 * any hop (true), or only the listed proxies' addresses and blocks, comma separated.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) => ["true", "false", "1", "0"].includes(v) || v.split(",").every((a) => isAddressOrBlock(a.trim())),
    "must be true, false, or the proxies' addresses (e.g. 127.0.0.1,10.0.0.0/8)",
  )
  .transform((v): boolean | string[] =>
    v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v.split(",").map((a) => a.trim()),
  );

const configObject = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  // Development listens on this machine only; production on every interface (behind a proxy).
  HOST: z.string().min(1).optional(),
  API_DOCS: boolString.optional(),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be from 0 to 65535")
    .max(65535, "must be from 0 to 65535")
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, "must be a redis:// or rediss:// URL")
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: "must be a number of bytes" })
    .int("must be a whole number")
    .min(1024, "must be at least 1024")
    .max(10 * 1024 * 1024, "must be at most 10485760")
    .default(100 * 1024),
  /**
   * How long a request may take to arrive whole, headers and body (issue 27): a body announced and never
   * finished is answered 408 and its connection closed. 60 s lets a 5 MB visit photo come over a slow phone link.
   */
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(1000, "must be at least 1000")
    .max(600_000, "must be at most 600000")
    .default(60_000),
  WEB_DIST_DIR: z.string().min(1).default("apps/web/dist"),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(10_000),
  TRUST_PROXY: trustProxy.default(false),
  OTP_HASH_KEY: z.string().min(32, "must be at least 32 characters of random text").optional(),
  ID_VAULT_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (a 32-byte AES-256 key)")
    .optional(),
  OTP_RESEND_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(120),
  OTP_SENDS_PER_HOUR_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).default(30),
  /** Companions per city of the development roster (never seeded in production). */
  DEV_ROSTER_PER_CITY: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(500, "must be at most 500")
    .default(5),
  MEMBER_SESSION_DAYS: z.coerce.number({ error: "must be a number of days" }).int().min(1).default(30),
  ADMIN_SESSION_HOURS: z.coerce.number({ error: "must be a number of hours" }).int().min(1).default(8),
  // A companion's phone logs in for one working day (issue 26), not a member's month.
  COMPANION_SESSION_HOURS: z.coerce.number({ error: "must be a number of hours" }).int().min(1).default(12),
  // However much a session is used, it ends this long after its login (issue 27, decision 0049).
  MEMBER_SESSION_MAX_DAYS: z.coerce.number({ error: "must be a number of days" }).int().min(1).default(30),
  ADMIN_SESSION_MAX_HOURS: z.coerce.number({ error: "must be a number of hours" }).int().min(1).default(12),
  COMPANION_SESSION_MAX_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int()
    .min(1)
    .default(16),
  SMS_PROVIDER: z.enum(["console", "http"], { error: "must be console or http" }).default("console"),
  EMAIL_PROVIDER: z.enum(["console", "smtp"], { error: "must be console or smtp" }).default("console"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("SeniorCare Relief <no-reply@seniorcare.example>"),
  SMS_HTTP_URL: z.string().url("must be an http(s) URL").optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).default("SCRLF"),
  SMS_TEMPLATE: z.string().includes("{code}", { message: "must contain {code}" }).optional(),
  ALLOW_CONSOLE_DELIVERY: boolString.default(false),
  // WhatsApp Business Cloud API (issue 29, decision 0061): template messages, statuses and STOP by webhook.
  // Unset: the development inbox outside production, off in production (nobody can choose WhatsApp).
  WHATSAPP_PROVIDER: z
    .enum(["off", "console", "cloud"], { error: "must be off, console or cloud" })
    .optional(),
  WHATSAPP_API_URL: z.string().url("must be an http(s) URL").default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, "must be the sending number's id (digits)")
    .optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "must be a template name (a-z, 0-9, _)")
    .default("care_update"),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be a language code such as en or en_US")
    .default("en"),
  ADMIN_NAME: z.string().min(2).optional(),
  ADMIN_PHONE: z
    .string()
    .regex(/^\d{10}$/, "must be a 10-digit phone number")
    .optional(),
  ADMIN_EMAIL: z.string().email("must be an email address").optional(),
  PAYMENT_GATEWAY: z
    .enum(["sandbox", "razorpay"], { error: "must be sandbox or razorpay" })
    .default("sandbox"),
  SANDBOX_CONFIRM_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(60_000, "must be at most 60000")
    .default(1000),
  ALLOW_SANDBOX_PAYMENTS: boolString.default(false),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.string().url("must be an http(s) URL").default("https://api.razorpay.com"),
  SUPPLIER_NAME: z.string().min(2).optional(),
  SUPPLIER_ADDRESS: z.string().min(5).optional(),
  SUPPLIER_GSTIN: z
    .string()
    .refine(isValidGstin, "must be a valid 15-character GSTIN (state code, PAN, entity, Z, check character)")
    .optional(),
  COMPANY_CIN: z
    .string()
    .regex(CIN_PATTERN, "must be a 21-character Corporate Identity Number, e.g. U85300WB2024PTC000000")
    .optional(),
  GRIEVANCE_OFFICER_NAME: z.string().min(2).optional(),
  GRIEVANCE_OFFICER_EMAIL: z.string().email("must be an email address").optional(),
  GRIEVANCE_OFFICER_PHONE: z
    .string()
    .regex(/^\+?[\d ()-]{8,20}$/, "must be a phone number, e.g. +91 33 4000 1234")
    .optional(),
  HELPLINE_PHONE: z
    .string()
    .regex(/^\+\d[\d ()-]{7,19}$/, "must be a phone number with its country code, e.g. +91 33 4000 1234")
    .optional(),
  INVOICE_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9]{1,3}$/,
      "must be 1 to 3 letters or digits (invoice numbers have at most 16 characters)",
    )
    .default("SCR"),
  CREDIT_NOTE_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9]{1,3}$/,
      "must be 1 to 3 letters or digits (credit note numbers have at most 16 characters)",
    )
    .default("SCN"),
  INVOICE_SAC: z
    .string()
    .regex(/^99\d{4}$/, "must be a 6-digit Services Accounting Code starting 99")
    .default("999352"),
  SUPPORT_EMAIL: z.string().email("must be an email address").default("support@seniorcare.example"),
  /** Where people reach the site: canonical links, sitemap.xml and link previews name it. */
  PUBLIC_URL: z
    .string()
    .url("must be an http(s) URL")
    .regex(/^https?:\/\/[^/?#]+\/?$/, "must be an origin such as https://seniorcare.example (no path)")
    .optional(),
  ENQUIRIES_PER_HOUR_PER_IP: z.coerce.number({ error: "must be a number" }).int().min(1).default(10),
  QUESTIONS_PER_HOUR_PER_IP: z.coerce
    .number({ error: "must be a number" })
    .int()
    .min(1)
    .default(QUESTIONS_PER_HOUR_PER_IP),
  /** New incident reports one account may make in an hour (decision 0066). */
  INCIDENTS_PER_HOUR: z.coerce.number({ error: "must be a number" }).int().min(1).default(INCIDENTS_PER_HOUR),
  /** Plan cancellation (issue 28, decision 0055): the terms' numbers, which the team may change. */
  CANCELLATION_NOTICE_DAYS: z.coerce
    .number({ error: "must be a number of days" })
    .int("must be a whole number")
    .min(0)
    .max(365)
    .default(CANCELLATION_POLICY_DEFAULTS.notice_days),
  CANCELLATION_CHARGE_PERCENT: z.coerce
    .number({ error: "must be a percentage" })
    .min(0)
    .max(100)
    .default(CANCELLATION_POLICY_DEFAULTS.charge_percent),
  CANCELLATION_CHARGE_CAP_PERCENT: z.coerce
    .number({ error: "must be a percentage" })
    .min(0)
    .max(100)
    .default(CANCELLATION_POLICY_DEFAULTS.charge_cap_percent),
  // The background work's safety interval (decision 0065): the outbox worker and the sweeps run when the
  // database reports work and when their next item falls due, and otherwise at least this often.
  NOTIFY_INTERVAL_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be 0 or more (0: no background delivery)")
    .default(300_000),
  NOTIFY_RETRY_BASE_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int()
    .min(1000)
    .default(60_000),
  BOOKING_MIN_NOTICE_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(24 * 30, "must be at most 720")
    .default(BOOKING_RULES.minNoticeHours),
  BOOKING_WINDOW_DAYS: z.coerce
    .number({ error: "must be a number of days" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(366, "must be at most 366")
    .default(BOOKING_RULES.windowDays),
  BOOKING_CANCEL_CUTOFF_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(24 * 30, "must be at most 720")
    .default(BOOKING_RULES.cancelCutoffHours),
  REFERENCE_CACHE_TTL_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(60_000),
  PUBLIC_DATA_CHECK_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(1_000),
});

/** Rules across variables: production must have real secrets and real delivery. */
const configSchema = configObject.superRefine((c, ctx) => {
  const need = (name: keyof typeof c, message: string) =>
    ctx.addIssue({ code: "custom", path: [name], message });
  if (c.EMAIL_PROVIDER === "smtp" && !c.SMTP_URL) need("SMTP_URL", "is required when EMAIL_PROVIDER=smtp");
  if (c.SMS_PROVIDER === "http" && !c.SMS_HTTP_URL)
    need("SMS_HTTP_URL", "is required when SMS_PROVIDER=http");
  if (c.SMS_PROVIDER === "http" && !c.SMS_API_KEY) need("SMS_API_KEY", "is required when SMS_PROVIDER=http");
  if (c.WHATSAPP_PROVIDER === "cloud") {
    for (const name of ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TOKEN", "WHATSAPP_APP_SECRET"] as const) {
      if (!c[name]) need(name, "is required when WHATSAPP_PROVIDER=cloud");
    }
  }
  if (c.PAYMENT_GATEWAY === "razorpay") {
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
      if (!c[name]) need(name, "is required when PAYMENT_GATEWAY=razorpay");
    }
  }
  if (c.CANCELLATION_CHARGE_PERCENT > c.CANCELLATION_CHARGE_CAP_PERCENT) {
    need(
      "CANCELLATION_CHARGE_PERCENT",
      "must not exceed CANCELLATION_CHARGE_CAP_PERCENT (the terms' ceiling)",
    );
  }
  if (c.CREDIT_NOTE_PREFIX.toUpperCase() === c.INVOICE_PREFIX.toUpperCase()) {
    need("CREDIT_NOTE_PREFIX", "must differ from INVOICE_PREFIX (credit notes have a series of their own)");
  }
  if (Boolean(c.ADMIN_PHONE) !== Boolean(c.ADMIN_EMAIL)) {
    need(c.ADMIN_PHONE ? "ADMIN_EMAIL" : "ADMIN_PHONE", "ADMIN_PHONE and ADMIN_EMAIL go together");
  }
  if (c.NODE_ENV !== "production") return;
  if (!c.OTP_HASH_KEY) need("OTP_HASH_KEY", "is required in production");
  if (!c.ID_VAULT_KEY) need("ID_VAULT_KEY", "is required in production");
  for (const name of ["SUPPLIER_NAME", "SUPPLIER_ADDRESS", "SUPPLIER_GSTIN"] as const) {
    if (!c[name]) need(name, "is required in production (it is printed on every tax invoice)");
  }
  for (const name of [
    "COMPANY_CIN",
    "GRIEVANCE_OFFICER_NAME",
    "GRIEVANCE_OFFICER_EMAIL",
    "HELPLINE_PHONE",
  ] as const) {
    if (!c[name]) need(name, "is required in production (the site shows it to families before they pay)");
  }
  if (c.PAYMENT_GATEWAY === "sandbox" && !c.ALLOW_SANDBOX_PAYMENTS) {
    need(
      "PAYMENT_GATEWAY",
      "the sandbox takes no money; in production set PAYMENT_GATEWAY=razorpay or ALLOW_SANDBOX_PAYMENTS=true",
    );
  }
  const consoleDelivery =
    c.SMS_PROVIDER === "console" || c.EMAIL_PROVIDER === "console" || c.WHATSAPP_PROVIDER === "console";
  if (consoleDelivery && !c.ALLOW_CONSOLE_DELIVERY) {
    need(
      "SMS_PROVIDER",
      "console delivery prints one-time codes to the log; in production set real providers or ALLOW_CONSOLE_DELIVERY=true",
    );
  }
});

// Development and test only (production refuses to start without real keys): fixed, public values.
const DEV_OTP_HASH_KEY = "development-only-otp-hash-key-not-a-secret";
const DEV_ID_VAULT_KEY = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

export type Config = Omit<z.infer<typeof configSchema>, "HOST"> & {
  HOST: string;
  /** Serve the interactive API docs at /api/docs (default: outside production only). */
  apiDocs: boolean;
  otpHashKey: string;
  /** Printed on every tax invoice (development: a made-up Kolkata company). */
  supplier: Supplier;
  /** Who stands behind the service, shown on the public pages (the supplier's name, GSTIN and address). */
  company: CompanyDetails;
  idVaultKey: Buffer;
  /** Absolute PGlite directory, or "memory://" for an in-memory database. */
  pgliteDataDir: string;
  webDistDir: string;
  /** PUBLIC_URL without a trailing slash; http://localhost:PORT when unset. */
  publicUrl: string;
  /** WHATSAPP_PROVIDER, or its default: the console outside production, off in production. */
  whatsappProvider: "off" | "console" | "cloud";
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message} (got "${env[String(i.path[0])]}")`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const supplier = {
    name: c.SUPPLIER_NAME ?? DEV_SUPPLIER.name,
    address: c.SUPPLIER_ADDRESS ?? DEV_SUPPLIER.address,
    gstin: c.SUPPLIER_GSTIN ?? DEV_SUPPLIER.gstin,
    invoicePrefix: c.INVOICE_PREFIX,
    creditNotePrefix: c.CREDIT_NOTE_PREFIX,
    sac: c.INVOICE_SAC,
  };
  return {
    ...c,
    HOST: c.HOST ?? (c.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    apiDocs: c.API_DOCS ?? c.NODE_ENV !== "production",
    otpHashKey: c.OTP_HASH_KEY ?? DEV_OTP_HASH_KEY,
    supplier,
    company: {
      legal_name: supplier.name,
      cin: c.COMPANY_CIN ?? DEV_COMPANY.cin,
      gstin: supplier.gstin,
      registered_office: supplier.address,
      grievance_officer: {
        name: c.GRIEVANCE_OFFICER_NAME ?? DEV_COMPANY.grievanceOfficer.name,
        email: c.GRIEVANCE_OFFICER_EMAIL ?? DEV_COMPANY.grievanceOfficer.email,
        phone: c.GRIEVANCE_OFFICER_PHONE ?? null,
      },
      helpline_phone: c.HELPLINE_PHONE ?? DEV_COMPANY.helplinePhone,
      payment_processor: c.PAYMENT_GATEWAY === "razorpay" ? "Razorpay" : null,
    },
    idVaultKey: Buffer.from(c.ID_VAULT_KEY ?? DEV_ID_VAULT_KEY, "hex"),
    pgliteDataDir: c.DATA_DIR.startsWith("memory://") ? "memory://" : resolve(REPO_ROOT, c.DATA_DIR),
    webDistDir: resolve(REPO_ROOT, c.WEB_DIST_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    whatsappProvider: c.WHATSAPP_PROVIDER ?? (c.NODE_ENV === "production" ? "off" : "console"),
  };
}
