import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerFileRoute, registerRoute } from "../../http/route.ts";
import type { Privacy } from "./privacy.service.ts";

/** The route guard has already checked that body.user_id is the caller's own. */
export function privacyRoutes(app: FastifyInstance, privacy: Privacy) {
  registerFileRoute(app, API.exportData, (body) => privacy.exportData(body.user_id));
  registerRoute(app, API.eraseAccount, async (body) => ({
    data: await privacy.erase(body.user_id, body.otp),
  }));
}
