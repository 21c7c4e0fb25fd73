import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppDeps } from "../../app-deps.ts";
import type { Notifier } from "./notifier.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox of notifications to the team (tests deliver from it directly). */
    notifier: Notifier;
  }
}

/**
 * Notifications to the team go out through an outbox (written with what they announce, delivered and
 * retried by a worker), so a mail outage never loses one. No routes: it runs the worker, and is not
 * encapsulated so that `app.notifier` is the app's own.
 */
export const notificationsModule = fp(
  async (app: FastifyInstance, deps: AppDeps & { notifier: Notifier }) => {
    const { notifier, config } = deps;
    app.decorate("notifier", notifier);
    if (config.NOTIFY_INTERVAL_MS > 0) notifier.start(config.NOTIFY_INTERVAL_MS);
    app.addHook("onClose", async () => notifier.stop());
  },
);
