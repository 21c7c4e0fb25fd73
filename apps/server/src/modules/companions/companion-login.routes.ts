import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import type { CompanionLogin } from "./companion-login.service.ts";

/** companion/login/ (a code to their phone) and companion/logout/ (companion sessions only). */
export function companionLoginRoutes(app: FastifyInstance, login: CompanionLogin) {
  registerRoute(app, API.companionLogin, (body) => login.login(body));
  registerRoute(app, API.companionLogout, async (_body, request) => ({
    data: await login.logout(request.auth),
  }));
}
