import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { NotificationPrefsService } from "./notification-prefs.service.ts";

/** The member's own message choices: no user_id in the body, the session names them. */
export function notificationPrefsRoutes(app: FastifyInstance, prefs: NotificationPrefsService) {
  registerRoute(app, API.getNotificationPrefs, async (_body, req) => ({
    data: await prefs.get(callerOf(req).actorUserId),
  }));
  registerRoute(app, API.setNotificationPrefs, async (body, req) => ({
    data: await prefs.set(callerOf(req).actorUserId, body),
  }));
}
