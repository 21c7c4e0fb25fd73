import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { AppError } from "./http/app-error.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { faqRoutes } from "./modules/faqs/faqs.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { referenceRoutes } from "./modules/reference/reference.routes.ts";
import { apiDocsPlugin } from "./plugins/api-docs.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { notFoundPlugin } from "./plugins/not-found.ts";
import { genRequestId } from "./plugins/request-id.ts";
import { securityPlugin } from "./plugins/security.ts";
import { registerStaticWeb } from "./plugins/static-web.ts";

export type AppConfig = Pick<
  Config,
  "NODE_ENV" | "LOG_LEVEL" | "BODY_LIMIT_BYTES" | "TRUST_PROXY" | "REFERENCE_CACHE_TTL_MS" | "webDistDir"
> & { serveWeb?: boolean };

/**
 * Builds the whole app: external plugins, then app plugins, then the module mount table.
 * Used by `npm start` (server.ts) and by every test.
 */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
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
  await app.register(securityPlugin);
  await app.register(apiDocsPlugin);

  // Module mount table.
  const db = database.db;
  await app.register(healthRoutes, { database, isClosing: () => closing });
  const cacheTtlMs = config.REFERENCE_CACHE_TTL_MS;
  await app.register(referenceRoutes, { db, cacheTtlMs });
  await app.register(billingRoutes, { db, cacheTtlMs });
  await app.register(faqRoutes, { db, cacheTtlMs });

  const serveAppShell = config.serveWeb === false ? null : await registerStaticWeb(app, config.webDistDir);
  await app.register(notFoundPlugin, serveAppShell ? { serveAppShell } : {});
  return app;
}
