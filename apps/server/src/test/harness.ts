import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { ErrorItem, ErrorKind } from "@eldercare/contracts";
import { BOOKING_RULES, CANCELLATION_POLICY_DEFAULTS, INCIDENTS_PER_HOUR } from "@eldercare/contracts";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app.ts";
import type { AppConfig } from "../app-deps.ts";
import { loadConfig } from "../config.ts";
import { type Database, type DatabaseTarget, type OpenOptions, openDatabase } from "../db/client.ts";
import {
  DeliveryError,
  type MessageSender,
  type OutboxChannel,
  type OutgoingMessage,
} from "../integrations/delivery/types.ts";
import type { AnyGateway } from "../integrations/payments/create-gateway.ts";
import { DEV_SUPPLIER } from "../lib/supplier.ts";
import { createTestOtpStores, type OtpStoreKind, TEST_OTP_STORES } from "./otp-stores.ts";
import "./provided-context.ts";

export type TestDbKind = DatabaseTarget["kind"];

/** PGlite in memory always; the PostgreSQL server as well when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: TestDbKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export const TEST_APP_CONFIG: AppConfig = {
  NODE_ENV: "test",
  // TEST_LOG_LEVEL=error shows what a test's server logged (why a call answered 500).
  LOG_LEVEL: (process.env.TEST_LOG_LEVEL as AppConfig["LOG_LEVEL"] | undefined) ?? "silent",
  BODY_LIMIT_BYTES: 100 * 1024,
  REQUEST_TIMEOUT_MS: 60_000,
  TRUST_PROXY: false,
  REFERENCE_CACHE_TTL_MS: 60_000,
  PUBLIC_DATA_CHECK_MS: 1_000,
  OTP_RESEND_SECONDS: 120,
  OTP_SENDS_PER_HOUR_PER_IP: 1000,
  otpHashKey: "test-otp-hash-key-test-otp-hash-key",
  MEMBER_SESSION_DAYS: 30,
  ADMIN_SESSION_HOURS: 8,
  COMPANION_SESSION_HOURS: 12,
  MEMBER_SESSION_MAX_DAYS: 30,
  ADMIN_SESSION_MAX_HOURS: 12,
  COMPANION_SESSION_MAX_HOURS: 16,
  idVaultKey: Buffer.alloc(32, 7),
  webDistDir: "/nonexistent",
  serveWeb: false,
  supplier: { ...DEV_SUPPLIER, invoicePrefix: "SCR", creditNotePrefix: "SCN", sac: "999352" },
  // The development company (the supplier above, a made-up CIN and grievance officer).
  company: loadConfig({}).company,
  PAYMENT_GATEWAY: "sandbox",
  // Tests that need the wait between order and confirmation set their own.
  SANDBOX_CONFIRM_MS: 0,
  RAZORPAY_API_URL: "https://api.razorpay.com",
  SUPPORT_EMAIL: "care-team@seniorcare.example",
  ENQUIRIES_PER_HOUR_PER_IP: 1000,
  QUESTIONS_PER_HOUR_PER_IP: 1000,
  INCIDENTS_PER_HOUR,
  // Tests deliver notifications themselves (notifier.deliverDue) rather than on a timer.
  NOTIFY_INTERVAL_MS: 0,
  NOTIFY_RETRY_BASE_MS: 60_000,
  BOOKING_MIN_NOTICE_HOURS: BOOKING_RULES.minNoticeHours,
  BOOKING_WINDOW_DAYS: BOOKING_RULES.windowDays,
  BOOKING_CANCEL_CUTOFF_HOURS: BOOKING_RULES.cancelCutoffHours,
  CANCELLATION_NOTICE_DAYS: CANCELLATION_POLICY_DEFAULTS.notice_days,
  CANCELLATION_CHARGE_PERCENT: CANCELLATION_POLICY_DEFAULTS.charge_percent,
  CANCELLATION_CHARGE_CAP_PERCENT: CANCELLATION_POLICY_DEFAULTS.charge_cap_percent,
};

/** The run's PGlite template (test/global-setup.ts), read once per worker. */
let pgliteTemplate: Blob | null = null;
function pgliteTemplateBlob(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplatePath"))]);
  return pgliteTemplate;
}

/**
 * A fresh, empty, migrated and seeded database with the tests' roster: PGlite in memory, or a new database
 * on the server (dropped again at the end) so test files never see each other's rows. Each is a copy of
 * the run's template (test/global-setup.ts), made once, rather than built again file by file.
 */
export async function createTestDatabase(
  kind: TestDbKind,
  options: OpenOptions = {},
): Promise<{ database: Database; target: DatabaseTarget; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const target: DatabaseTarget = { kind: "pglite", dataDir: "memory://" };
    const database = await openDatabase(target, { ...options, pgliteTemplate: pgliteTemplateBlob() });
    return { database, target, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `eldercare_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: "postgres", url: url.toString() };
  const database = await openDatabase(target, options);
  return {
    database,
    target,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Senders that keep what they send, and can be told to fail, for tests. */
export function createRecordingSenders() {
  const sent: OutgoingMessage[] = [];
  const failing = new Set<OutboxChannel>();
  const sender = (channel: OutboxChannel): MessageSender => ({
    async send(message) {
      if (failing.has(channel)) throw new DeliveryError("provider refused", channel);
      sent.push(message);
    },
  });
  return {
    senders: { sms: sender("sms"), email: sender("email"), whatsapp: sender("whatsapp") },
    sent,
    failing,
    /** The 6-digit code in the newest message to this address ("+91…" or an email). */
    latestCode(to: string): string {
      const message = sent.filter((m) => m.to === to).at(-1);
      const code = message?.text.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  outbox: ReturnType<typeof createRecordingSenders>;
  database: Database;
  target: DatabaseTarget;
  /** The codes' store: open another instance over the same state, inspect what is kept. */
  otpStores: ReturnType<typeof createTestOtpStores>;
  /** inject() that parses the JSON envelope. */
  call: (
    opts: InjectOptions,
  ) => Promise<{ status: number; body: Envelope; headers: Record<string, unknown> }>;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary Data shapes
type Envelope = { Data: any; Token?: string; Errors: Record<ErrorKind, ErrorItem[]> };

export interface TestAppOptions {
  /** Where codes live (default: the database). */
  otpStore?: OtpStoreKind;
  /** The clock of the code and payment rules. */
  now?: () => Date;
  /** The payment gateway (default: the sandbox, confirming at once). */
  gateway?: AnyGateway;
  /** The email sender (default: the recording one in `outbox`), e.g. SMTP to a test server. */
  emailSender?: MessageSender;
  /** The WhatsApp sender (default: the recording one), e.g. the Cloud API's to a fake server. */
  whatsappSender?: MessageSender;
  /** Sees every statement the app sends (the lock-order test). */
  logQuery?: (query: string, params: unknown[]) => void;
}

/** Registers beforeAll/afterAll that build the app over a fresh database of this kind. */
export function useTestApp(
  kind: TestDbKind,
  config: Partial<AppConfig> = {},
  /** Or a function, read when the app is built (after earlier beforeAll hooks, e.g. a fake gateway's). */
  lazyOptions: TestAppOptions | (() => TestAppOptions) = {},
): TestApp {
  const ctx = {} as TestApp;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const options = typeof lazyOptions === "function" ? lazyOptions() : lazyOptions;
    const created = await createTestDatabase(kind, options.logQuery ? { logQuery: options.logQuery } : {});
    ctx.database = created.database;
    ctx.target = created.target;
    ctx.otpStores = createTestOtpStores(options.otpStore ?? "database", created.database);
    drop = async () => {
      await ctx.otpStores.close();
      await created.drop();
    };
    ctx.outbox = createRecordingSenders();
    ctx.app = await buildApp({ ...TEST_APP_CONFIG, ...config }, created.database, {
      senders: {
        ...ctx.outbox.senders,
        ...(options.emailSender ? { email: options.emailSender } : {}),
        ...(options.whatsappSender ? { whatsapp: options.whatsappSender } : {}),
      },
      inbox: null,
      otpStore: ctx.otpStores.open(),
      ...(options.now ? { now: options.now } : {}),
      ...(options.gateway ? { gateway: options.gateway } : {}),
    });
    await ctx.app.ready();
    ctx.call = async (opts) => {
      const res = await ctx.app.inject(opts);
      return { status: res.statusCode, body: res.json() as Envelope, headers: res.headers };
    };
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop();
  });
  return ctx;
}

/** Database and code-store pairs the code tests run on: each database with its own store, and PGlite with Redis. */
export const TEST_OTP_SETUPS: { db: TestDbKind; store: OtpStoreKind; name: string }[] = [
  ...TEST_DATABASES.map((db) => ({ db, store: "database" as const, name: db })),
  ...TEST_OTP_STORES.filter((s) => s === "redis").map((store) => ({
    db: "pglite" as const,
    store,
    name: "pglite + redis",
  })),
];
