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
import { createAudit } from "./modules/admin/audit.service.ts";
import { authModule } from "./modules/auth/auth.module.ts";
import { createLogin } from "./modules/auth/login.service.ts";
import { createOtpService } from "./modules/auth/otp.service.ts";
import type { OtpStore } from "./modules/auth/otp-store.ts";
import { createPgOtpStore } from "./modules/auth/pg-otp-store.ts";
import { createSessions } from "./modules/auth/sessions.service.ts";
import { billingModule } from "./modules/billing/billing.module.ts";
import { createCancellationDecisions } from "./modules/billing/cancellation-decisions.service.ts";
import { createDuplicatePaymentRefunds } from "./modules/billing/duplicate-payment-refunds.service.ts";
import { createPaymentHistory } from "./modules/billing/payment-history.service.ts";
import { createPlanCover } from "./modules/billing/plan-cover.service.ts";
import { createAvailability } from "./modules/bookings/availability.service.ts";
import { createBookingAdmin } from "./modules/bookings/booking-admin.service.ts";
import { createBookingMessages } from "./modules/bookings/booking-messages.ts";
import { createBookingRecords } from "./modules/bookings/booking-records.service.ts";
import { createBookingVisits } from "./modules/bookings/booking-visits.service.ts";
import { bookingsModule } from "./modules/bookings/bookings.module.ts";
import { createCompanionAdmin } from "./modules/companions/companion-admin.service.ts";
import { createCompanionGate } from "./modules/companions/companion-login.service.ts";
import { createCompanionPhotos } from "./modules/companions/companion-photos.service.ts";
import { createCompanionSelf } from "./modules/companions/companion-self.service.ts";
import { companionsModule } from "./modules/companions/companions.module.ts";
import { createRoster } from "./modules/companions/roster.service.ts";
import { companyModule } from "./modules/company/company.module.ts";
import { enquiriesModule } from "./modules/enquiries/enquiries.module.ts";
import { createEnquiryAdmin } from "./modules/enquiries/enquiry-admin.service.ts";
import { createEnquiryRecords } from "./modules/enquiries/enquiry-records.service.ts";
import { createFaqAdmin } from "./modules/faqs/faq-admin.service.ts";
import { faqsModule } from "./modules/faqs/faqs.module.ts";
import { createFaqs } from "./modules/faqs/faqs.service.ts";
import { createQuestions } from "./modules/faqs/questions.service.ts";
import { healthModule } from "./modules/health/health.module.ts";
import { createAccounts } from "./modules/members/accounts.service.ts";
import { createFamily } from "./modules/members/family.service.ts";
import { createLovedOneAccess } from "./modules/members/loved-one-access.service.ts";
import { createMemberAdmin } from "./modules/members/member-admin.service.ts";
import { createMemberDirectory } from "./modules/members/member-directory.service.ts";
import { membersModule } from "./modules/members/members.module.ts";
import { notificationsModule } from "./modules/notifications/notifications.module.ts";
import { createNotifier } from "./modules/notifications/notifier.service.ts";
import { referenceModule } from "./modules/reference/reference.module.ts";
import { createIncidents } from "./modules/visits/incidents.service.ts";
import { createLateVisits } from "./modules/visits/late-visits.ts";
import { createVisitCare } from "./modules/visits/visit-care.service.ts";
import { createVisitMessages } from "./modules/visits/visit-messages.ts";
import { createVisitRecords } from "./modules/visits/visit-records.service.ts";
import { createVisitReports } from "./modules/visits/visit-reports.service.ts";
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
  // Services one module lends others: built once here, handed over by name below. Each module reads
  // only its own tables (decision 0034); another's data comes through one of these.
  // Where codes and send limits live: Redis when configured, else the database (the auth module's).
  const otpStore = services.otpStore ?? createPgOtpStore(database);
  const accounts = createAccounts(deps);
  const members = createMemberDirectory();
  const lovedOnes = createLovedOneAccess();
  const sessions = createSessions(deps);
  // Only an active companion may log in: the companions module's word, asked by the auth module.
  const loginGate = createCompanionGate(deps);
  const otp = createOtpService({ ...deps, otpStore, accounts, loginGate });
  const login = createLogin({ ...deps, otp, sessions, accounts, loginGate });
  const paymentHistory = createPaymentHistory(deps);
  const planCover = createPlanCover();
  const notifier = createNotifier({
    ...deps,
    sender: services.senders.email,
    smsSender: services.senders.sms,
    whatsappSender: services.senders.whatsapp,
    retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
  });
  // The care team's roster, lent to the bookings and visits modules (companions' roster.service.ts).
  const roster = createRoster({ members });
  // The companions module's, lent to the visits module: the session's companion, a companion's photo.
  const companionSelf = createCompanionSelf(deps);
  const companionPhotos = createCompanionPhotos(deps);
  // A visit's report, incidents and the family's wishes, as bookings show and judge them (the visits
  // module's, lent to the bookings module through its port: bookings/ports.ts).
  const visitRecords = createVisitRecords();
  // The booking rules every caller shares (decision 0033), with the roster as the capacity (0044).
  const availability = createAvailability({ config, planCover, roster, visits: visitRecords });
  // The family's messages about their bookings; the visits module writes its own with the same letters.
  const messages = createBookingMessages({ config, notifier, members, roster });
  // The bookings module's, lent to the visits module: the booking each visit is, its checks and locks.
  const bookingVisits = createBookingVisits();
  // Lent to the members module for a member's data export and erasure (its ports: members/ports.ts).
  const questions = createQuestions(deps);
  const enquiryRecords = createEnquiryRecords(deps);
  const bookingRecords = createBookingRecords({ notifier, lovedOnes, planCover });
  // The visits module's messages: the family's "arrived" and "report ready", the team's concern email.
  const visitMessages = createVisitMessages({ notifier, messages, roster });
  // The companion's photo and report, the family's reading and rating, the team's; lent to the members
  // module too (a member's reports in their export, and at erasure).
  const visitReports = createVisitReports({
    ...deps,
    notifier,
    messages: visitMessages,
    roster,
    bookings: bookingVisits,
  });
  // Lent to the members module (a member's incidents in their export, at erasure) and, through the care
  // section, the admin console (the dashboard's open ones, closing one): issue 29.
  const incidents = createIncidents({
    ...deps,
    notifier,
    members,
    roster,
    messages,
    bookings: bookingVisits,
  });
  // Lent to the bookings module through its ports: the late-visit alerts its sweep runs, the console's care.
  const lateVisits = createLateVisits({ ...deps, notifier, members, roster, bookings: bookingVisits });
  const visitCare = createVisitCare({ roster, bookings: bookingVisits, incidents });
  // Lent to the admin module: bookings and requests as shown, the team's actions and decisions, figures.
  const bookingAdmin = createBookingAdmin({
    ...deps,
    notifier,
    members,
    lovedOnes,
    availability,
    planCover,
    messages,
    visitCare,
  });
  // Lent to the admin module: enquiries, FAQs and questions; faqAdmin drops the public FAQ cache it shares.
  const enquiryAdmin = createEnquiryAdmin({ ...deps, members });
  const faqs = createFaqs(deps);
  const faqAdmin = createFaqAdmin({ ...deps, faqs, members, notifier });
  // Lent to the admin module: members found and shown, their loved ones.
  const memberAdmin = createMemberAdmin(deps);
  // The administrators' audit trail (the admin module's), written by the companions module too.
  const audit = createAudit({ ...deps, members, bookingAdmin });
  // Lent to the admin module: the team's decisions on plan cancellations (billing's, decision 0056).
  const cancellationDecisions = createCancellationDecisions({
    ...deps,
    members,
    notifier,
    visits: bookingRecords,
  });
  // Lent to the admin module: refunding a payment captured twice (billing's, decision 0058).
  const duplicateRefunds = createDuplicatePaymentRefunds({ members });
  // The family circle (members'): the route layer records what circle members do through it.
  const family = createFamily({ ...deps, otp, sessions, notifier });
  // Lent to the admin module: the care team's screens.
  const companionAdmin = createCompanionAdmin({ ...deps, accounts, members, sessions, audit });

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

  // Module mount table.
  const warmup = createWarmup();
  await app.register(healthModule, {
    ...deps,
    redis: otpStore.kind === "redis" ? otpStore : undefined,
    warmup,
  });
  await app.register(referenceModule, deps);
  await app.register(companyModule, deps);
  await app.register(faqsModule, { ...deps, questions, faqs });
  await app.register(authModule, { ...deps, otp, login });
  await app.register(membersModule, {
    ...deps,
    otp,
    sessions,
    notifier,
    family,
    plans: paymentHistory,
    visits: bookingRecords,
    enquiries: enquiryRecords,
    questions,
    visitReports,
    incidents,
  });
  await app.register(billingModule, {
    ...deps,
    paymentHistory,
    accounts,
    members,
    notifier,
    visits: bookingRecords,
  });
  await app.register(notificationsModule, { ...deps, notifier, members });
  await app.register(enquiriesModule, { ...deps, otp, notifier, members });
  await app.register(bookingsModule, {
    ...deps,
    notifier,
    paymentHistory,
    planCover,
    lovedOnes,
    members,
    availability,
    messages,
    lateVisits,
  });
  await app.register(visitsModule, {
    ...deps,
    notifier,
    lovedOnes,
    bookings: bookingVisits,
    companionSelf,
    companionPhotos,
    visitMessages,
    visitReports,
    incidents,
  });
  await app.register(companionsModule, { ...deps, login, companionAdmin, companionPhotos });
  await app.register(adminModule, {
    ...deps,
    audit,
    members,
    bookingAdmin,
    memberAdmin,
    paymentHistory,
    enquiryRecords,
    enquiryAdmin,
    faqAdmin,
    companionAdmin,
    cancellationDecisions,
    duplicateRefunds,
    notifier,
  });

  // The web app, and the envelope's 404 for everything else.
  const serveAppShell =
    config.serveWeb === false
      ? null
      : await registerStaticWeb(app, config.webDistDir, config.publicUrl ?? "http://localhost:3000", warmup);
  await app.register(notFoundPlugin, serveAppShell ? { serveAppShell } : {});
  return app;
}
