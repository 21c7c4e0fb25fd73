import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { WorkFeeds } from "./db/work-watch.ts";
import type { MessageSender } from "./integrations/delivery/types.ts";
import type { AnyGateway, GatewayConfig } from "./integrations/payments/create-gateway.ts";
import type { ChangeFeed } from "./lib/change-feed.ts";

/** The configuration the app reads (tests build it without the environment). */
export type AppConfig = Pick<
  Config,
  | "NODE_ENV"
  | "LOG_LEVEL"
  | "BODY_LIMIT_BYTES"
  | "REQUEST_TIMEOUT_MS"
  | "TRUST_PROXY"
  | "REFERENCE_CACHE_TTL_MS"
  | "PUBLIC_DATA_CHECK_MS"
  | "OTP_RESEND_SECONDS"
  | "OTP_SENDS_PER_HOUR_PER_IP"
  | "SMS_TEMPLATE"
  | "MEMBER_SESSION_DAYS"
  | "ADMIN_SESSION_HOURS"
  | "COMPANION_SESSION_HOURS"
  | "MEMBER_SESSION_MAX_DAYS"
  | "ADMIN_SESSION_MAX_HOURS"
  | "COMPANION_SESSION_MAX_HOURS"
  | "idVaultKey"
  | "otpHashKey"
  | "webDistDir"
  | "supplier"
  | "company"
  | "SUPPORT_EMAIL"
  | "ENQUIRIES_PER_HOUR_PER_IP"
  | "QUESTIONS_PER_HOUR_PER_IP"
  | "INCIDENTS_PER_HOUR"
  | "CANCELLATION_NOTICE_DAYS"
  | "CANCELLATION_CHARGE_PERCENT"
  | "CANCELLATION_CHARGE_CAP_PERCENT"
  | "NOTIFY_INTERVAL_MS"
  | "NOTIFY_RETRY_BASE_MS"
  | "BOOKING_MIN_NOTICE_HOURS"
  | "BOOKING_WINDOW_DAYS"
  | "BOOKING_CANCEL_CUTOFF_HOURS"
> &
  GatewayConfig & {
    serveWeb?: boolean;
    apiDocs?: boolean;
    publicUrl?: string;
    /** WhatsApp (decision 0061): unset means the console (development and tests). */
    whatsappProvider?: "off" | "console" | "cloud";
    /** Signs the WhatsApp webhook's calls (X-Hub-Signature-256); unset, the webhook refuses every call. */
    WHATSAPP_APP_SECRET?: string;
    /** Meta's subscription check (GET hub.verify_token). */
    WHATSAPP_VERIFY_TOKEN?: string;
  };

export interface Senders {
  sms: MessageSender;
  email: MessageSender;
  /** WhatsApp template messages; absent when WhatsApp is off. */
  whatsapp?: MessageSender;
}

/**
 * What every module is built from, made once by buildApp. Each module's plugin builds its own services
 * from these; a service one module lends another is added beside them, by name, in app.ts.
 */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  /** The clock of the code, payment and enquiry rules (tests move it forward). */
  now: () => Date;
  log: FastifyBaseLogger;
  senders: Senders;
  gateway: AnyGateway;
  /** Reports every change to public data, from any process: the caches of public reads drop on it. */
  publicData: ChangeFeed;
  /**
   * Reports, per table, a committed change that may give a background sweep work, from any process
   * (decision 0065): the sweeps run on it instead of polling.
   */
  work: WorkFeeds;
}

/** What a service with a cached public read is built from: the cache's TTL and the feed that drops it. */
export type CachedReadDeps = Pick<AppDeps, "db" | "publicData"> & {
  config: Pick<AppConfig, "REFERENCE_CACHE_TTL_MS">;
};
