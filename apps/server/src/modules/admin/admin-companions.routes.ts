import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { CompanionAdmin } from "../companions/companion-admin.service.ts";

/** The admin console's care team (admin sessions only): the companions module's rules, lent in app.ts. */
export function adminCompanionRoutes(app: FastifyInstance, companions: CompanionAdmin) {
  registerRoute(app, API.adminGetAllCompanions, async (body) => ({ data: await companions.list(body) }));
  registerRoute(app, API.adminGetCompanion, async (body) => ({
    data: await companions.detail(body.companion_id),
  }));
  registerRoute(app, API.adminModifyCompanion, async (body, req) => ({
    data: await companions.modify(callerOf(req).userId, body),
  }));
  registerRoute(app, API.adminSetCompanionAvailability, async (body, req) => ({
    data: await companions.setAvailability(callerOf(req).userId, body),
  }));
}
