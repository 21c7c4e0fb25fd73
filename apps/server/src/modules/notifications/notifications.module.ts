import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppDeps } from "../../app-deps.ts";
import { moduleKit } from "../module-kit.ts";
import { notificationPrefsRoutes } from "./notification-prefs.routes.ts";
import { createNotificationPrefs } from "./notification-prefs.service.ts";
import { createNotifier, type Notifier } from "./notifier.service.ts";
import type { AccountPhones } from "./ports.ts";
import { whatsappWebhookRoutes } from "./whatsapp-webhook.routes.ts";
import { createWhatsAppWebhooks } from "./whatsapp-webhook.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox of notifications to the team (tests deliver from it directly). */
    notifier: Notifier;
  }
}

/**
 * Notifications go out through an outbox (written with what they announce, delivered and retried by a
 * worker), so a mail outage never loses one; each person chooses email, SMS or WhatsApp per kind of
 * message (decision 0061), and WhatsApp's webhook reports on what was sent and carries STOP. Not
 * encapsulated, so that `app.notifier` is the app's own; the webhook has a context of its own (raw body).
 */
export const notificationsRoutes = fp(
  async (app: FastifyInstance, deps: AppDeps & { notifier: Notifier; members: AccountPhones }) => {
    const { notifier, config } = deps;
    app.decorate("notifier", notifier);
    notificationPrefsRoutes(app, createNotificationPrefs(deps));
    await app.register(whatsappWebhookRoutes, {
      webhooks: createWhatsAppWebhooks({
        notifier,
        appSecret: config.WHATSAPP_APP_SECRET,
        verifyToken: config.WHATSAPP_VERIFY_TOKEN,
      }),
    });
    if (config.NOTIFY_INTERVAL_MS > 0) notifier.start(config.NOTIFY_INTERVAL_MS, [deps.work.notifications]);
    app.addHook("onClose", async () => notifier.stop());
  },
);

/** What notifications take: the accounts' phones (members', through its port). */
export interface NotificationsNeeds {
  members: AccountPhones;
}

/** What they lend: the outbox every module writes to. */
export interface NotificationsProvides {
  notifier: Notifier;
}

const kit = moduleKit<NotificationsNeeds, NotificationsProvides>();

export const notificationsModule = kit.define({
  name: "notifications",
  needs: ["members"],
  provides: {
    notifier: kit.service([], (deps) =>
      createNotifier({
        ...deps,
        sender: deps.senders.email,
        smsSender: deps.senders.sms,
        whatsappSender: deps.senders.whatsapp,
        retryBaseMs: deps.config.NOTIFY_RETRY_BASE_MS,
      }),
    ),
  },
  routes: notificationsRoutes,
});
