import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { AppError } from "./http/app-error.ts";
import type { DevInbox } from "./integrations/delivery/dev-inbox.ts";
import type { MessageSender } from "./integrations/delivery/types.ts";
import {
  type AnyGateway,
  createGateway,
  type GatewayConfig,
} from "./integrations/payments/create-gateway.ts";
import { createVaultCipher } from "./lib/secrets.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { loginRoutes } from "./modules/auth/login.routes.ts";
import { createOtpService } from "./modules/auth/otp.service.ts";
import type { OtpStore } from "./modules/auth/otp-store.ts";
import { createPgOtpStore } from "./modules/auth/pg-otp-store.ts";
import { createSessionService } from "./modules/auth/sessions.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { createInvoiceIssuer } from "./modules/billing/invoice-issuer.ts";
import { createPayments } from "./modules/billing/payments.service.ts";
import { razorpayWebhookRoutes } from "./modules/billing/razorpay-webhook.routes.ts";
import { createSubscriptionRequests } from "./modules/billing/subscription-requests.service.ts";
import { enquiryRoutes } from "./modules/enquiries/enquiries.routes.ts";
import { createEnquiries } from "./modules/enquiries/enquiries.service.ts";
import { faqRoutes } from "./modules/faqs/faqs.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { memberRoutes } from "./modules/members/members.routes.ts";
import { createNotifier, type Notifier } from "./modules/notifications/notifier.ts";
import { referenceRoutes } from "./modules/reference/reference.routes.ts";
import { apiDocsPlugin } from "./plugins/api-docs.ts";
import { authPlugin } from "./plugins/auth.ts";
import { devInboxPlugin } from "./plugins/dev-inbox.ts";
import { devSandboxPlugin } from "./plugins/dev-sandbox.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { notFoundPlugin } from "./plugins/not-found.ts";
import { genRequestId } from "./plugins/request-id.ts";
import { securityPlugin } from "./plugins/security.ts";
import { registerStaticWeb } from "./plugins/static-web.ts";

export type AppConfig = Pick<
  Config,
  | "NODE_ENV"
  | "LOG_LEVEL"
  | "BODY_LIMIT_BYTES"
  | "TRUST_PROXY"
  | "REFERENCE_CACHE_TTL_MS"
  | "OTP_RESEND_SECONDS"
  | "OTP_SENDS_PER_HOUR_PER_IP"
  | "SMS_TEMPLATE"
  | "MEMBER_SESSION_DAYS"
  | "ADMIN_SESSION_HOURS"
  | "idVaultKey"
  | "otpHashKey"
  | "webDistDir"
  | "supplier"
  | "SUPPORT_EMAIL"
  | "ENQUIRIES_PER_HOUR_PER_IP"
  | "NOTIFY_INTERVAL_MS"
  | "NOTIFY_RETRY_BASE_MS"
> &
  GatewayConfig & { serveWeb?: boolean; apiDocs?: boolean };

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox of notifications to the team (tests deliver from it directly). */
    notifier: Notifier;
  }
}

/** Outside services the app talks to; tests pass their own. */
export interface AppServices {
  senders: { sms: MessageSender; email: MessageSender };
  /** The development inbox (console delivery); never served in production. */
  inbox: DevInbox | null;
  /** Where codes and send limits live: Redis when configured, else the database. */
  otpStore?: OtpStore;
  /** The clock of the code and payment rules (tests move it forward). */
  now?: () => Date;
  /** The payment gateway (default: the one configuration names). */
  gateway?: AnyGateway;
  /** Where log lines go (default: standard output); tests read them. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole app: external plugins, then app plugins, then the module mount table.
 * Used by `npm start` (server.ts) and by every test.
 */
export async function buildApp(
  config: AppConfig,
  database: Database,
  services: AppServices,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      ...(services.logStream ? { stream: services.logStream } : {}),
    },
    genReqId: genRequestId,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // We answer requests during shutdown ourselves, in the envelope.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: anything else is answered 415 rather than half-parsed.
  app.removeContentTypeParser("text/plain");

  let closing = false;
  app.addHook("onClose", async () => {
    closing = true;
  });
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (closing) throw new AppError("SE002", "The server is restarting. Please try again in a moment.");
  });

  // External and app plugins.
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { paymentGateway: services.gateway?.name ?? config.PAYMENT_GATEWAY });
  // The docs loosen the CSP for their own pages: production serves them only when switched on.
  if (config.apiDocs ?? config.NODE_ENV !== "production") await app.register(apiDocsPlugin);

  // Module mount table.
  const db = database.db;
  const now = services.now ?? (() => new Date());
  const otpStore = services.otpStore ?? createPgOtpStore(database);
  await app.register(healthRoutes, {
    database,
    ...(otpStore.kind === "redis" ? { redis: otpStore } : {}),
    isClosing: () => closing,
  });
  const cacheTtlMs = config.REFERENCE_CACHE_TTL_MS;
  await app.register(referenceRoutes, { db, cacheTtlMs });
  await app.register(faqRoutes, { db, cacheTtlMs });
  const otp = createOtpService({
    db,
    store: otpStore,
    ...(services.now ? { now: services.now } : {}),
    hashKey: config.otpHashKey,
    senders: services.senders,
    resendSeconds: config.OTP_RESEND_SECONDS,
    sendsPerHourPerIp: config.OTP_SENDS_PER_HOUR_PER_IP,
    ...(config.SMS_TEMPLATE ? { smsTemplate: config.SMS_TEMPLATE } : {}),
  });
  const sessions = createSessionService({
    db,
    hashKey: config.otpHashKey,
    memberTtlMs: config.MEMBER_SESSION_DAYS * 24 * 60 * 60 * 1000,
    adminTtlMs: config.ADMIN_SESSION_HOURS * 60 * 60 * 1000,
  });
  await app.register(authPlugin, { sessions });
  await app.register(authRoutes, { otp });
  await app.register(loginRoutes, { db, otp, sessions });
  await app.register(memberRoutes, { db, otp, sessions, vault: createVaultCipher(config.idVaultKey), now });

  const gateway = services.gateway ?? createGateway(config, now);
  const invoices = createInvoiceIssuer(config.supplier);
  const payments = createPayments({
    db,
    gateway,
    invoices,
    now,
    log: app.log,
    merchantName: config.supplier.name,
    sandboxConfirmAfterMs: config.SANDBOX_CONFIRM_MS,
  });
  app.addHook("onClose", async () => payments.close());
  const requests = createSubscriptionRequests({ db, now, settleInProgress: payments.settleInProgress });
  await app.register(billingRoutes, { db, cacheTtlMs, requests, payments, invoices });
  if (gateway.name === "razorpay") await app.register(razorpayWebhookRoutes, { db, payments, gateway });

  // Notifications to the team go out through an outbox (written with what they announce, delivered
  // and retried by a worker), so a mail outage never loses one.
  const notifier = createNotifier({
    db,
    sender: services.senders.email,
    log: app.log,
    now,
    retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
  });
  app.decorate("notifier", notifier);
  if (config.NOTIFY_INTERVAL_MS > 0) notifier.start(config.NOTIFY_INTERVAL_MS);
  app.addHook("onClose", async () => notifier.stop());
  const enquiries = createEnquiries({
    db,
    otp,
    notifier,
    hashKey: config.otpHashKey,
    supportEmail: config.SUPPORT_EMAIL,
    perHourPerAddress: config.ENQUIRIES_PER_HOUR_PER_IP,
    now,
  });
  await app.register(enquiryRoutes, { enquiries });

  if (config.NODE_ENV !== "production") {
    if (services.inbox) await app.register(devInboxPlugin, { inbox: services.inbox });
    if (gateway.name === "sandbox") await app.register(devSandboxPlugin, { db, gateway });
  }

  const serveAppShell = config.serveWeb === false ? null : await registerStaticWeb(app, config.webDistDir);
  await app.register(notFoundPlugin, serveAppShell ? { serveAppShell } : {});
  return app;
}
