import { buildApp } from "./app.ts";
import { ensureAdministrator } from "./cli/ensure-administrator.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { seedDevRoster } from "./db/seed/dev-roster.ts";
import { databaseTarget, prepareDatabase } from "./db/setup.ts";
import { createSenders } from "./integrations/delivery/create-senders.ts";
import { connectRedis } from "./lib/redis.ts";
import { safeError } from "./lib/safe-error.ts";
import { createRedisOtpStore } from "./modules/auth/redis-otp-store.ts";
import { DEV_ADMIN } from "./modules/members/admins.ts";
import { createDevInbox } from "./modules/notifications/dev-inbox.service.ts";

/** Reads config, opens the database, listens, and shuts down gracefully. Nothing else. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const target = databaseTarget(config);
  const database = await prepareDatabase(target, {
    onConnectionLost: (error) =>
      app.log.warn({ err: error }, "database connection lost; the pool reconnects"),
    onConflictRetry: (error, attempt) =>
      app.log.warn({ err: safeError(error), attempt }, "transaction ran again after a conflict"),
  });
  const senders = createSenders({
    smsProvider: config.SMS_PROVIDER,
    emailProvider: config.EMAIL_PROVIDER,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    smsHttpUrl: config.SMS_HTTP_URL,
    smsApiKey: config.SMS_API_KEY,
    smsSenderId: config.SMS_SENDER_ID,
    whatsappProvider: config.whatsappProvider,
    whatsapp: {
      apiUrl: config.WHATSAPP_API_URL,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? "",
      token: config.WHATSAPP_TOKEN ?? "",
      template: config.WHATSAPP_TEMPLATE,
      language: config.WHATSAPP_TEMPLATE_LANGUAGE,
    },
    production: config.NODE_ENV === "production",
    log: { info: (obj, msg) => app.log.info(obj, msg) },
    // Outside production, what console delivery "sent" is kept in the database, for every process.
    inbox: createDevInbox(database.db),
  });
  // Administrators: from ADMIN_PHONE/ADMIN_EMAIL, and in development the documented one.
  if (config.ADMIN_PHONE && config.ADMIN_EMAIL) {
    await ensureAdministrator(database.db, {
      name: config.ADMIN_NAME ?? "Administrator",
      phone: config.ADMIN_PHONE,
      email: config.ADMIN_EMAIL,
    });
  }
  if (config.NODE_ENV === "development") await ensureAdministrator(database.db, DEV_ADMIN);
  // A roster to try visits with, outside production (where the team adds real companions).
  if (config.NODE_ENV !== "production") await seedDevRoster(database.db, {}, config.DEV_ROSTER_PER_CITY);
  // Codes and send limits in Redis when configured (shared by every process), else in the database.
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, { error: (obj, msg) => app.log.error(obj, msg) })
    : null;
  const app = await buildApp(config, database, {
    senders,
    inbox: senders.inbox,
    ...(redis ? { otpStore: createRedisOtpStore(redis) } : {}),
  });
  app.addHook("onClose", async () => {
    await database.close();
    await senders.close();
    await redis?.quit();
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close(); // waits for in-flight requests, then closes the database (onClose)
      app.log.info("shutdown complete");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    {
      database: target.kind === "pglite" ? `pglite:${target.dataDir}` : "postgres",
      otpStore: redis ? "redis" : "database",
      url: `http://localhost:${config.PORT}`,
    },
    "eldercare is running",
  );
}

main().catch((error) => {
  console.error("Failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
