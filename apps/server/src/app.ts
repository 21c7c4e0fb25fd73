import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig, AppDeps, Senders } from "./app-deps.ts";
import type { Database } from "./db/client.ts";
import { watchPublicData } from "./db/public-data-watch.ts";
import { createWorkFeeds, watchWork } from "./db/work-watch.ts";
import type { DevInbox } from "./integrations/delivery/dev-inbox.ts";
import { type AnyGateway, createGateway } from "./integrations/payments/create-gateway.ts";
import { createChangeFeed } from "./lib/change-feed.ts";
import { lazyChildLogger } from "./lib/lazy-child-logger.ts";
import { adminModule } from "./modules/admin/admin.module.ts";
import { assignmentsModule } from "./modules/assignments/assignments.module.ts";
import { authModule } from "./modules/auth/auth.module.ts";
import type { OtpStore } from "./modules/auth/otp-store.ts";
import { createPgOtpStore } from "./modules/auth/pg-otp-store.ts";
import { availabilityModule } from "./modules/availability/availability.module.ts";
import { billingModule } from "./modules/billing/billing.module.ts";
import { bookingConsoleModule } from "./modules/booking-console/booking-console.module.ts";
import { bookingLettersModule } from "./modules/booking-letters/booking-letters.module.ts";
import { bookingsModule } from "./modules/bookings/bookings.module.ts";
import { companionsModule } from "./modules/companions/companions.module.ts";
import { companyModule } from "./modules/company/company.module.ts";
import { enquiriesModule } from "./modules/enquiries/enquiries.module.ts";
import { faqsModule } from "./modules/faqs/faqs.module.ts";
import { healthModule } from "./modules/health/health.module.ts";
import { holidaysModule } from "./modules/holidays/holidays.module.ts";
import { membersModule } from "./modules/members/members.module.ts";
import { composeModules } from "./modules/module-kit.ts";
import { notificationsModule } from "./modules/notifications/notifications.module.ts";
import { referenceModule } from "./modules/reference/reference.module.ts";
import { reschedulesModule } from "./modules/reschedules/reschedules.module.ts";
import { schedulesModule } from "./modules/schedules/schedules.module.ts";
import { staffModule } from "./modules/staff/staff.module.ts";
import { visitsModule } from "./modules/visits/visits.module.ts";
import { apiDocsPlugin } from "./plugins/api-docs.ts";
import { authPlugin } from "./plugins/auth.ts";
import { devInboxPlugin } from "./plugins/dev-inbox.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { notFoundPlugin } from "./plugins/not-found.ts";
import { genRequestId, requestIdPlugin } from "./plugins/request-id.ts";
import { securityPlugin } from "./plugins/security.ts";
import { shutdownPlugin } from "./plugins/shutdown.ts";
import { registerStaticWeb } from "./plugins/static-web.ts";
import { createWarmup } from "./plugins/warmup.ts";

/** Outside services the app talks to; tests pass their own. */
export interface AppServices {
  senders: Senders;
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

function createServer(config: AppConfig, services: AppServices): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      ...(services.logStream ? { stream: services.logStream } : {}),
    },
    genReqId: genRequestId,
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A request must arrive whole (headers and body) within REQUEST_TIMEOUT_MS, else 408 and the
    // connection closes (issue 27: a body announced and never finished stayed open). Node checks
    // unfinished requests every connectionsCheckingInterval (30 s by default): a quarter of the limit
    // keeps the close near it. Headers get the same limit (at most Node's 60 s).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.REQUEST_TIMEOUT_MS / 4)),
    },
    trustProxy: config.TRUST_PROXY,
    // We answer requests during shutdown ourselves, in the envelope (plugins/shutdown.ts).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: anything else is answered 415 rather than half-parsed.
  app.removeContentTypeParser("text/plain");
  return app;
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
  const app = createServer(config, services);
  const now = services.now ?? (() => new Date());
  // Public data changed by any process drops this one's caches (decision 0047).
  const publicData = createChangeFeed();
  const watching = await watchPublicData(database, publicData, {
    pollMs: config.PUBLIC_DATA_CHECK_MS,
    log: app.log,
  });
  app.addHook("onClose", () => watching.stop());
  // Changes that give the background sweeps work, from any process (decision 0065); no sweep, no watch.
  const work = createWorkFeeds();
  if (config.NOTIFY_INTERVAL_MS > 0) {
    const watchingWork = await watchWork(database, work, app.log);
    app.addHook("onClose", () => watchingWork.stop());
  }
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    now,
    log: app.log,
    senders: services.senders,
    gateway: services.gateway ?? createGateway(config, now),
    publicData,
    work,
  };
  // Each module declares the services it provides and those it needs (decision 0075); every service is
  // built once, after those it needs, and each module's routes are mounted in this list's order.
  // Where codes and send limits live: Redis when configured, else the database (given by the app).
  const otpStore = services.otpStore ?? createPgOtpStore(database);
  const warmup = createWarmup();
  const modules = composeModules(
    [
      healthModule,
      referenceModule,
      companyModule,
      faqsModule,
      authModule,
      membersModule,
      billingModule,
      notificationsModule,
      enquiriesModule,
      bookingLettersModule,
      availabilityModule,
      bookingsModule,
      bookingConsoleModule,
      reschedulesModule,
      schedulesModule,
      visitsModule,
      assignmentsModule,
      companionsModule,
      staffModule,
      holidaysModule,
      adminModule,
    ],
    deps,
    { otpStore, warmup },
  );
  const { sessions, family } = modules.services;

  // External and app plugins.
  await app.register(requestIdPlugin);
  await app.register(shutdownPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { paymentGateway: deps.gateway.name });
  // The docs loosen the CSP for their own pages: production serves them only when switched on.
  if (config.apiDocs ?? config.NODE_ENV !== "production") await app.register(apiDocsPlugin);
  await app.register(authPlugin, { sessions, activity: family });
  if (config.NODE_ENV !== "production" && services.inbox) {
    await app.register(devInboxPlugin, { inbox: services.inbox });
  }

  // Module mount table: each module's routes, in the list's order.
  await modules.register(app);

  // The web app, and the envelope's 404 for everything else.
  const serveAppShell =
    config.serveWeb === false
      ? null
      : await registerStaticWeb(app, config.webDistDir, config.publicUrl ?? "http://localhost:3000", warmup);
  await app.register(notFoundPlugin, serveAppShell ? { serveAppShell } : {});
  return app;
}
