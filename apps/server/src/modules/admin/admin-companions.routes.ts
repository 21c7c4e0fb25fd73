import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { CompanionAdmin } from "../companions/companion-admin.service.ts";

/**
 * The admin console's care team: the companions module's rules, lent in app.ts. Each call reaches the
 * caller's cities (a coordinator's; an administrator's every city).
 */
export function adminCompanionRoutes(app: FastifyInstance, companions: CompanionAdmin) {
  registerRoute(app, API.adminGetAllCompanions, async (body, req) => ({
    data: await companions.list(body, citiesOf(callerOf(req))),
  }));
  registerRoute(app, API.adminGetCompanion, async (body, req) => ({
    data: await companions.detail(body.companion_id, citiesOf(callerOf(req))),
  }));
  registerRoute(app, API.adminModifyCompanion, async (body, req) => {
    const caller = callerOf(req);
    return { data: await companions.modify(caller.userId, body, citiesOf(caller)) };
  });
  registerRoute(app, API.adminSetCompanionAvailability, async (body, req) => {
    const caller = callerOf(req);
    return { data: await companions.setAvailability(caller.userId, body, citiesOf(caller)) };
  });
}
